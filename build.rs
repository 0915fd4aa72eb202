//! Compiles the English messages into the program as `src/i18n.rs` reads
//! them: `$OUT_DIR/messages.rs` holds `KEYS`, every key of
//! `assets/i18n/en/<file>.ftl` (files in `i18n::FILES`' order, messages in
//! each file's); `VARS`, each message's variables (sorted, separated by
//! spaces); `LOOKED_UP`, the options' and presets' messages by the hash of
//! their key; and `ENGLISH`, the compiled patterns in that order, each
//! followed by `i18n::SEPARATOR`. The files are read and compiled by the
//! page's own reader (`src/i18n/syntax.rs`), so what is compiled in is what
//! `i18n::Catalogue::flat` makes of them (`tests/i18n.rs` holds the two
//! together).

#[allow(dead_code)]
#[path = "src/i18n/syntax.rs"]
mod syntax;

/// `i18n::key_hash`.
fn key_hash(key: &str) -> u32 {
    key.bytes().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

fn main() {
    // The app's wasm is cut in two after linking (scripts/split.mjs), by
    // following the linker's relocations: keep them in the wasm.
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=rainbow-games=--emit-relocs");
    }
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    println!("cargo:rerun-if-changed=src/i18n/syntax.rs");
    let mut keys = Vec::new();
    let mut vars = Vec::new();
    let mut english = String::new();
    for file in ["app.ftl", "games.ftl", "view.ftl"] {
        let path = format!("assets/i18n/en/{file}");
        println!("cargo:rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let text: &'static str = Box::leak(text.into_boxed_str());
        for (line, key, pattern) in syntax::messages_of(text) {
            let compiled = pattern.map_err(|e| e.why).and_then(|pattern| {
                let pieces = syntax::read_pattern(pattern)?;
                syntax::compile(&pieces, &mut english)?;
                Ok(pieces)
            });
            let pieces = compiled.unwrap_or_else(|why| panic!("{path}:{line}: {why}"));
            english.push('\u{1e}');
            keys.push(key.to_string());
            vars.push(syntax::variables(&pieces).join(" "));
        }
    }
    // The messages found by a key made at run time (an option's or a
    // preset's, from its game and id): the hash of their key and index.
    let looked_up: Vec<(u32, usize)> = keys
        .iter()
        .enumerate()
        .filter(|(_, k)| k.starts_with("option-") || k.starts_with("preset-"))
        .map(|(i, k)| (key_hash(k), i))
        .collect();
    let mut hashes: Vec<u32> = keys.iter().map(|k| key_hash(k)).collect();
    hashes.sort_unstable();
    hashes.dedup();
    assert_eq!(hashes.len(), keys.len(), "two message keys share a hash");
    let code = format!(
        "/// Every English message's key, in order (a message's index is its\n\
         /// place here).\n\
         /// A constant, not a static: [`msg`](crate::i18n::msg) and\n\
         /// [`var`](crate::i18n::var) read it in constant functions, so\n\
         /// an unknown key stops the build (past 1,024 messages clippy\n\
         /// would have it static).\n\
         #[allow(clippy::large_const_arrays)]\n\
         pub const KEYS: [&str; {}] = {:?};\n\n\
         /// Each message's variables, sorted by name, separated by spaces\n\
         /// (a constant, as [`KEYS`]).\n\
         #[allow(clippy::large_const_arrays)]\n\
         pub const VARS: [&str; {}] = {:?};\n\n\
         /// The messages whose key is made at run time (options' and presets'):\n\
         /// the hash of their key ([`key_hash`]) and their index.\n\
         pub const LOOKED_UP: [(u32, u16); {}] = {:?};\n\n\
         /// The English messages' compiled patterns, in the order of [`KEYS`],\n\
         /// each followed by [`SEPARATOR`].\n\
         pub const ENGLISH: &str = {:?};\n",
        keys.len(),
        keys,
        vars.len(),
        vars,
        looked_up.len(),
        looked_up,
        english
    );
    let to = format!("{out}/messages.rs");
    std::fs::write(&to, code).unwrap_or_else(|e| panic!("{to}: {e}"));
}
