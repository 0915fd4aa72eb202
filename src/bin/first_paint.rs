//! `first_paint <dist-dir>`: writes the page drawn before the app's wasm
//! arrives into the built `index.html`, each rules page's text as HTML
//! (`rules/<game>.html`, and `i18n/<lang>/rules/<game>.html` in every other
//! language, shown by it on a rules route), each other language's messages
//! as the page reads them (`i18n/<lang>/messages.txt`), and the Engine
//! speed page `bench.html` in every language, its words from each
//! language's `pages.ftl`; then it takes the catalogues' `.ftl` files out
//! of the build, which the page never fetches (Trunk runs it after each
//! build, on the staged files: see Trunk.toml and `view::first_paint`).

use std::path::Path;
use std::process::ExitCode;

use rainbow_games::i18n::{Catalogue, PAGE_FILES};
use rainbow_games::view::first_paint;

/// The catalogue of `lang`'s `files` in `folder`.
fn read_catalogue(folder: &Path, lang: &'static str, names: &[&str]) -> Result<Catalogue, String> {
    let mut files = Vec::new();
    for file in names {
        let path = folder.join(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        files.push(&*Box::leak(text.into_boxed_str()));
    }
    let (catalogue, errors) = Catalogue::parse(lang, &files);
    match errors.first() {
        Some(e) => Err(format!("{}: line {}: {}", folder.display(), e.line, e.why)),
        None => Ok(catalogue),
    }
}

fn run(dir: &Path) -> Result<(), String> {
    let index = dir.join("index.html");
    let page = std::fs::read_to_string(&index)
        .map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let mut heads = Vec::new();
    let css = first_paint::link_of(&page, "stylesheet")
        .ok_or_else(|| format!("{} links no stylesheet", index.display()))?;
    let icon = first_paint::link_of(&page, "icon")
        .ok_or_else(|| format!("{} links no icon", index.display()))?;
    for game in rainbow_games::games::all() {
        let data = dir.join("rules").join(format!("{}.json", game.id));
        let json = std::fs::read_to_string(&data)
            .map_err(|e| format!("cannot read {}: {e}", data.display()))?;
        let bad = || format!("{} is not a rules page", data.display());
        let html = first_paint::rules_fragment(game.id, &json).ok_or_else(bad)?;
        heads.push((
            game.id,
            first_paint::rules_head(game.id, &json).ok_or_else(bad)?,
        ));
        let out = data.with_extension("html");
        std::fs::write(&out, html).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    // The Engine speed page's words (pages.ftl: native only, so neither in
    // the app's wasm nor in messages.txt), English's standing in.
    let english = read_catalogue(&dir.join("i18n").join("en"), "en", &PAGE_FILES)?;
    let mut bench_words = Vec::new();
    // The same pages in every other language, with its catalogue's words,
    // and the first paint's frame in each.
    let mut others = Vec::new();
    for (lang, _) in &rainbow_games::i18n::LANGUAGES[1..] {
        let folder = dir.join("i18n").join(lang);
        let catalogue = read_catalogue(&folder, lang, &rainbow_games::i18n::FILES)?;
        // What the page fetches in this language: its messages in order.
        let flat = catalogue.flat();
        let out = folder.join("messages.txt");
        std::fs::write(&out, &flat).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        rainbow_games::i18n::install(Some(rainbow_games::i18n::Messages::from_flat(
            lang,
            Box::leak(flat.into_boxed_str()),
        )));
        others.push(first_paint::localised(lang));
        let pages = read_catalogue(&folder, lang, &PAGE_FILES)?;
        bench_words.push((*lang, first_paint::bench_words(&pages, &english)));
        for game in rainbow_games::games::all() {
            let data = folder.join("rules").join(format!("{}.json", game.id));
            let json = std::fs::read_to_string(&data)
                .map_err(|e| format!("cannot read {}: {e}", data.display()))?;
            let html = first_paint::rules_fragment(game.id, &json)
                .ok_or_else(|| format!("{} is not a rules page", data.display()))?;
            let out = data.with_extension("html");
            std::fs::write(&out, html)
                .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        }
    }
    rainbow_games::i18n::install(None);
    let built = first_paint::insert(&page, heads, others).ok_or_else(|| {
        format!(
            "{} has no <body>, or has its first paint already",
            index.display()
        )
    })?;
    let bench = dir.join("bench.html");
    let bench_en = first_paint::bench_words(&english, &english);
    std::fs::write(
        &bench,
        first_paint::bench_page(css, icon, &bench_en, &bench_words),
    )
    .map_err(|e| format!("cannot write {}: {e}", bench.display()))?;
    let built = first_paint::without_wasm_preload(&built);
    std::fs::write(&index, built).map_err(|e| format!("cannot write {}: {e}", index.display()))?;
    // The catalogues' sources are read: the page fetches messages.txt, so
    // they leave the build (the service worker would precache them all).
    for (lang, _) in &rainbow_games::i18n::LANGUAGES {
        let folder = dir.join("i18n").join(lang);
        for file in rainbow_games::i18n::FILES.iter().chain(&PAGE_FILES) {
            let path = folder.join(file);
            std::fs::remove_file(&path)
                .map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
        }
    }
    // English's folder held only them.
    _ = std::fs::remove_dir(dir.join("i18n").join("en"));
    Ok(())
}

fn main() -> ExitCode {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: first_paint <dist-dir>");
        return ExitCode::FAILURE;
    };
    match run(Path::new(&dir)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("first_paint: {why}");
            ExitCode::FAILURE
        }
    }
}
