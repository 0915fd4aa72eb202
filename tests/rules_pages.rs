//! The rules pages (assets/rules/<game>.json): one for every game in the
//! catalog, each parses, every example replays legally with the engine and
//! shows a stretch within its record, and each page covers the game's
//! options, presets and our rulings.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use rainbow_games::engine::catalog;
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
    for game in catalog::games() {
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
            // Every position of the stretch replays (RulesPage::parse
            // replayed the whole record already).
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
    for game in catalog::games() {
        let (page, _) = page(game.id);
        let text = words(&page);
        for option in game.options {
            assert!(
                text.contains(option.key),
                "{}: option {} is not described",
                game.id,
                option.key
            );
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
            catalog::find(stem).is_some(),
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

/// The pages are written in our own words: no run of eight words from the
/// source texts (when they are at hand, in ../shared/seeds).
#[test]
fn pages_do_not_copy_the_source_texts() {
    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds");
    let Ok(dir) = fs::read_dir(&seeds) else {
        eprintln!("no source texts at {}: skipped", seeds.display());
        return;
    };
    let normal = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    const RUN: usize = 8;
    let mut shingles = HashSet::new();
    for entry in dir.flatten() {
        let text = fs::read_to_string(entry.path()).unwrap_or_default();
        for run in normal(&text).windows(RUN) {
            shingles.insert(run.join(" "));
        }
    }
    let mut copied = Vec::new();
    for game in catalog::games() {
        let (page, _) = page(game.id);
        for run in normal(&words(&page)).windows(RUN) {
            let run = run.join(" ");
            if shingles.contains(&run) {
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
