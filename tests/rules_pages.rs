//! The rules pages (assets/rules/<game>.json): one for every game in the
//! catalog, each parses, every example replays legally with the engine and
//! shows a stretch within its record, and each page covers the game's
//! options, presets and our rulings.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use rainbow_games::games;
use rainbow_games::view::rules::{Block, RulesPage};

fn rules_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules")
}

fn page(game: &str) -> (RulesPage, String) {
    let path = rules_dir().join(format!("{game}.json"));
    let text = fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{game} has no rules page {}: {e}", path.display()));
    let page = RulesPage::parse(game, &text).unwrap_or_else(|e| panic!("{game}: {e}"));
    (page, text)
}

/// Every word of the page's text, for coverage checks.
fn words(page: &RulesPage) -> String {
    let mut all = page.intro.clone().unwrap_or_default();
    for section in &page.sections {
        all.push(' ');
        all.push_str(&section.heading);
        for block in &section.blocks {
            all.push(' ');
            match block {
                Block::Paragraph(t) | Block::Ruling(t) => all.push_str(t),
                Block::List(items) => all.push_str(&items.join(" ")),
                Block::Example(e) => all.push_str(&e.caption),
            }
        }
    }
    all
}

#[test]
fn every_game_has_a_page_whose_examples_replay() {
    let mut examples = 0;
    for game in games::all() {
        let (page, _) = page(game.id);
        assert!(
            page.examples().count() >= 2,
            "{}: at least two examples",
            game.id
        );
        assert!(
            page.rulings().count() >= 1,
            "{}: our rulings are marked",
            game.id
        );
        for example in page.examples() {
            let total = example.record.moves.len();
            assert!(
                example.from < example.to,
                "{}: '{}' has nothing to step through",
                game.id,
                example.caption
            );
            assert!(example.to <= total);
            // The whole record replays, and every position of the stretch.
            example
                .check()
                .unwrap_or_else(|e| panic!("{}: '{}': {e}", game.id, example.caption));
            for cursor in example.from..=example.to {
                example.record.replay_to(cursor).unwrap_or_else(|e| {
                    panic!("{}: '{}' at {cursor}: {e}", game.id, example.caption)
                });
            }
            examples += 1;
        }
    }
    assert!(examples >= 18, "{examples} examples");
}

#[test]
fn every_page_covers_the_options_and_presets() {
    for game in games::all() {
        let (page, _) = page(game.id);
        let text = words(&page);
        let lower = text.to_lowercase();
        for option in game.options {
            // By the name the new-game dialog shows; an option's key (a
            // field of the options JSON, `grand_slam`) is not for people.
            assert!(
                lower.contains(&option.label.to_lowercase()),
                "{}: option {} is not described as \"{}\"",
                game.id,
                option.key,
                option.label
            );
            if option.key.contains('_') {
                assert!(
                    !text.contains(option.key),
                    "{}: the prose names the option key {}",
                    game.id,
                    option.key
                );
            }
        }
        for preset in (game.presets)() {
            assert!(
                text.contains(&format!("\"{}\"", preset.id)) || text.contains(preset.name),
                "{}: preset {} is not described",
                game.id,
                preset.id
            );
        }
        let headings: Vec<String> = page
            .sections
            .iter()
            .map(|s| s.heading.to_lowercase())
            .collect();
        for needed in ["setup", "end", "option"] {
            assert!(
                headings.iter().any(|h| h.contains(needed)),
                "{}: no section about {needed} ({headings:?})",
                game.id
            );
        }
    }
}

#[test]
fn every_page_file_is_a_game() {
    for entry in fs::read_dir(rules_dir()).expect("assets/rules") {
        let path = entry.expect("entry").path();
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        assert_eq!(
            path.extension().and_then(|e| e.to_str()),
            Some("json"),
            "{}",
            path.display()
        );
        assert!(
            games::find(stem).is_some(),
            "{} is not a game's page",
            path.display()
        );
    }
    let index =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("index.html")).unwrap();
    assert!(
        index.contains(r#"rel="copy-dir" href="assets/rules""#),
        "index.html copies the pages"
    );
}

/// Where the fingerprints of the source texts are kept: one line per run
/// of [`RUN`] words, the run's hash in hex. They let the check below run on
/// any clone without the texts themselves (which the project does not
/// ship); `write_source_fingerprints` makes the file anew.
fn fingerprints_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/source-fingerprints.txt")
}

/// The fingerprints on file.
fn fingerprints() -> HashSet<u64> {
    let text = fs::read_to_string(fingerprints_path()).expect("tests/data/source-fingerprints.txt");
    text.lines()
        .map(|line| u64::from_str_radix(line, 16).expect("a fingerprint in hex"))
        .collect()
}

/// The length of a copied run of words that the check refuses.
const RUN: usize = 8;

/// Lower-cased words of a text, punctuation dropped.
fn normal_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// 48 bits of FNV-1a of every run of [`RUN`] words of a text, with the runs.
fn runs(text: &str) -> Vec<(u64, String)> {
    normal_words(text)
        .windows(RUN)
        .map(|run| {
            let run = run.join(" ");
            let hash = run.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
            (hash >> 16, run)
        })
        .collect()
}

/// The pages are written in our own words: no run of eight words from the
/// source texts, checked against their fingerprints.
#[test]
fn pages_do_not_copy_the_source_texts() {
    let shingles = fingerprints();
    assert!(
        shingles.len() > 5000,
        "the fingerprints cover the source texts"
    );
    let mut copied = Vec::new();
    for game in games::all() {
        let (page, _) = page(game.id);
        for (hash, run) in runs(&words(&page)) {
            if shingles.contains(&hash) {
                copied.push(format!("{}: '{run}'", game.id));
            }
        }
    }
    assert!(
        copied.is_empty(),
        "copied from the source texts:\n{}",
        copied.join("\n")
    );
}

/// Fingerprints ignore case and punctuation, as the check's words do, and
/// a sentence of our own is not among the source texts' runs.
#[test]
fn fingerprints_ignore_case_and_punctuation() {
    let shingles = fingerprints();
    let ours = runs("Sow the seeds one by one into the pits that follow, never skipping");
    assert!(ours.iter().all(|(h, _)| !shingles.contains(h)));
    assert_eq!(runs("a b c d e f g h"), runs("A, b; c d (e) f g h."));
}

/// Writes the fingerprints of the source texts found in the folder named
/// by `RGAMES_SOURCE_TEXTS`:
/// `RGAMES_SOURCE_TEXTS=path/to/seeds cargo test --test rules_pages -- --ignored`.
#[test]
#[ignore]
fn write_source_fingerprints() {
    let dir = std::env::var("RGAMES_SOURCE_TEXTS").expect("RGAMES_SOURCE_TEXTS=folder");
    let mut all: Vec<u64> = Vec::new();
    for entry in fs::read_dir(&dir).expect("the folder").flatten() {
        if entry.path().extension().is_some_and(|e| e == "txt") {
            let text = fs::read_to_string(entry.path()).unwrap_or_default();
            all.extend(runs(&text).into_iter().map(|(h, _)| h));
        }
    }
    all.sort_unstable();
    all.dedup();
    let lines: String = all.iter().map(|h| format!("{h:012x}\n")).collect();
    fs::write(fingerprints_path(), lines).expect("written");
}

/// The translated rules pages, `assets/i18n/<lang>/rules/<game>.json`.
fn i18n_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n")
}

/// The languages the rules pages are translated into so far.
const TRANSLATED: [&str; 4] = ["de", "es", "fr", "pt"];

/// Every translation is the English page in another language: every game,
/// the same sections and blocks in the same order, every text written (and,
/// past a few words, not left in English), and the same examples (the
/// records the English page's test replays, the same stretch), so a
/// translated caption describes a position the engine has checked.
#[test]
fn every_translation_has_the_english_pages_shape_and_examples() {
    let mut langs: Vec<String> = fs::read_dir(i18n_dir())
        .expect("assets/i18n")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|lang| lang != "en")
        .collect();
    langs.sort();
    assert_eq!(
        langs, TRANSLATED,
        "the languages in assets/i18n (English's pages are in assets/rules)"
    );
    let written = |lang: &str, game: &str, what: &str, en: &str, text: &str| {
        assert!(!text.trim().is_empty(), "{lang}/{game}: {what} is empty");
        assert!(
            en.len() <= 25 || text != en,
            "{lang}/{game}: {what} is left in English: {en}"
        );
    };
    for lang in TRANSLATED {
        let dir = i18n_dir().join(lang).join("rules");
        let files = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .count();
        assert_eq!(files, games::all().len(), "{lang}: one page per game");
        for game in games::all() {
            let id = game.id;
            let (en, _) = page(id);
            let path = dir.join(format!("{id}.json"));
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{lang} has no page {}: {e}", path.display()));
            let tr = RulesPage::parse(id, &text).unwrap_or_else(|e| panic!("{lang}/{id}: {e}"));
            written(lang, id, "the title", "", &tr.title);
            assert_eq!(tr.intro.is_some(), en.intro.is_some(), "{lang}/{id}: intro");
            if let (Some(a), Some(b)) = (&en.intro, &tr.intro) {
                written(lang, id, "the intro", a, b);
            }
            assert_eq!(
                tr.sections.len(),
                en.sections.len(),
                "{lang}/{id}: sections"
            );
            for (s, t) in en.sections.iter().zip(&tr.sections) {
                let at = format!("section \"{}\"", s.heading);
                written(lang, id, &at, &s.heading, &t.heading);
                assert_eq!(t.blocks.len(), s.blocks.len(), "{lang}/{id}: {at}'s blocks");
                for (a, b) in s.blocks.iter().zip(&t.blocks) {
                    match (a, b) {
                        (Block::Paragraph(a), Block::Paragraph(b))
                        | (Block::Ruling(a), Block::Ruling(b)) => written(lang, id, &at, a, b),
                        (Block::List(a), Block::List(b)) => {
                            assert_eq!(a.len(), b.len(), "{lang}/{id}: a list in {at}");
                            for (a, b) in a.iter().zip(b) {
                                written(lang, id, &at, a, b);
                            }
                        }
                        (Block::Example(a), Block::Example(b)) => {
                            written(lang, id, "a caption", &a.caption, &b.caption);
                            assert_eq!(
                                (&b.record, b.from, b.to),
                                (&a.record, a.from, a.to),
                                "{lang}/{id}: the example \"{}\"",
                                a.caption
                            );
                        }
                        _ => panic!("{lang}/{id}: {at} has another kind of block: {b:?}"),
                    }
                }
            }
        }
    }
}
