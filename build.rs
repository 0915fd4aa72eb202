//! Compiles the English messages into the program as `src/i18n.rs` reads
//! them: `$OUT_DIR/messages.rs` holds `KEYS`, every key of
//! `assets/i18n/en/<file>.ftl` (files in `i18n::FILES`' order, messages in
//! each file's), and `ENGLISH`, their patterns in that order, each followed
//! by `i18n::SEPARATOR`. Comments stay out. A message is split as
//! `i18n::messages_of` does (`tests/i18n.rs` holds the two together).

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut keys = Vec::new();
    let mut english = String::new();
    for file in ["app.ftl", "games.ftl", "view.ftl"] {
        let path = format!("assets/i18n/en/{file}");
        println!("cargo:rerun-if-changed={path}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut lines = text.split('\n').peekable();
        while let Some(line) = lines.next() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let mut message = line.to_string();
            while let Some(next) = lines.peek() {
                if !next.starts_with([' ', '\t', '}']) || next.trim().is_empty() {
                    break;
                }
                message.push('\n');
                message.push_str(next);
                lines.next();
            }
            let (key, pattern) = message
                .split_once('=')
                .unwrap_or_else(|| panic!("{path}: not a message: {line}"));
            keys.push(key.trim_end().to_string());
            english.push_str(pattern.trim_start_matches([' ', '\t']));
            english.push('\u{1e}');
        }
    }
    // The messages found by a key made at run time (an option's or a
    // preset's, from its game and id): their keys and indices.
    let looked_up: Vec<(String, usize)> = keys
        .iter()
        .enumerate()
        .filter(|(_, k)| k.starts_with("option-") || k.starts_with("preset-"))
        .map(|(i, k)| (k.clone(), i))
        .collect();
    let code = format!(
        "/// Every English message's key, in order (a message's index is its\n\
         /// place here).\n\
         pub const KEYS: [&str; {}] = {:?};\n\n\
         /// The messages whose key is made at run time (options' and presets'),\n\
         /// with their index.\n\
         pub const LOOKED_UP: [(&str, u16); {}] = {:?};\n\n\
         /// The English messages' patterns, in the order of [`KEYS`], each\n\
         /// followed by [`SEPARATOR`].\n\
         pub const ENGLISH: &str = {:?};\n",
        keys.len(),
        keys,
        looked_up.len(),
        looked_up,
        english
    );
    let to = format!("{out}/messages.rs");
    std::fs::write(&to, code).unwrap_or_else(|e| panic!("{to}: {e}"));
}
