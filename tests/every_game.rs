//! What every game of the registry (`games::all`, the one list) must come
//! with besides its folder: a rules page in every language, puzzles, and its
//! words (name, summary, options, choices, presets) in every catalogue. A
//! new game fails here, naming what it lacks, until it has them all. Its
//! regression recording is checked the same way in tests/reference.rs;
//! what each of these holds, in rules_pages.rs, puzzles.rs and i18n.rs.

use std::path::{Path, PathBuf};

use rainbow_games::engine::options::{message_key, OptionKind};
use rainbow_games::games;
use rainbow_games::i18n::{Catalogue, FILES, LANGUAGES};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A language's app catalogue, as the page reads it.
fn catalogue(lang: &'static str) -> Catalogue {
    let files: Vec<&'static str> = FILES
        .iter()
        .map(|f| {
            let path = root().join(format!("assets/i18n/{lang}/{f}"));
            leak(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}")))
        })
        .collect();
    let (catalogue, errors) = Catalogue::parse(lang, &files);
    assert!(errors.is_empty(), "{lang}: {errors:?}");
    catalogue
}

/// The rules page of `game` in `lang` (English's in assets/rules).
fn rules_page(lang: &str, game: &str) -> PathBuf {
    match lang {
        "en" => root().join(format!("assets/rules/{game}.json")),
        _ => root().join(format!("assets/i18n/{lang}/rules/{game}.json")),
    }
}

/// Everything the game `id` lacks, one line each: the game of `def` under
/// that id (its options and presets).
fn lacks(id: &str, def: &games::GameDef, catalogues: &[(&str, Catalogue)]) -> Vec<String> {
    let mut lacking = Vec::new();
    for (lang, _) in LANGUAGES {
        if !rules_page(lang, id).exists() {
            lacking.push(format!(
                "a rules page in {lang} ({:?})",
                rules_page(lang, id)
            ));
        }
    }
    let puzzles = root().join(format!("assets/puzzles/{id}.json"));
    let count = std::fs::read_to_string(&puzzles)
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .filter(|file| file["game"] == id)
        .and_then(|file| file["puzzles"].as_array().map(Vec::len))
        .unwrap_or(0);
    if count == 0 {
        lacking.push(format!(
            "puzzles ({puzzles:?}: `rgames puzzles {id} --count N --out` mines them)"
        ));
    }
    // The keys the page looks up for the game's words: the game's own, or
    // for an option's the one games share (`option-<key>`).
    let mut keys: Vec<Vec<String>> = vec![
        vec![format!("game-{id}")],
        vec![format!("game-{id}-summary")],
    ];
    let option = |parts: &[&str]| {
        vec![
            message_key("option", Some(id), parts),
            message_key("option", None, parts),
        ]
    };
    for spec in def.options {
        keys.push(option(&[spec.key]));
        keys.push(option(&[spec.key, "help"]));
        if let OptionKind::Choice(choices) = spec.kind {
            for (value, _) in choices {
                keys.push(option(&[spec.key, value]));
            }
        }
    }
    for preset in (def.presets)() {
        keys.push(vec![message_key("preset", Some(id), &[preset.id])]);
    }
    for (lang, catalogue) in catalogues {
        for either in &keys {
            if either.iter().all(|k| catalogue.variables(k).is_none()) {
                lacking.push(format!("{lang}: the message {}", either.join(" or ")));
            }
        }
    }
    lacking
}

#[test]
fn every_game_has_its_rules_puzzles_and_words() {
    let catalogues: Vec<(&str, Catalogue)> = LANGUAGES
        .iter()
        .map(|(lang, _)| (*lang, catalogue(lang)))
        .collect();
    let lacking: Vec<String> = games::all()
        .iter()
        .flat_map(|game| {
            lacks(game.id, game, &catalogues)
                .into_iter()
                .map(move |what| format!("{}: {what}", game.id))
        })
        .collect();
    assert!(lacking.is_empty(), "{lacking:#?}");
}

/// The check above can fail: a game with another id lacks everything.
#[test]
fn a_game_without_its_files_and_words_is_named() {
    let catalogues = vec![("en", catalogue("en"))];
    let owari = games::find("owari").unwrap();
    let lacking = lacks("owari-without-files", owari, &catalogues);
    for what in [
        "a rules page in en",
        "a rules page in fr",
        "puzzles",
        "en: the message game-owari-without-files",
        "en: the message preset-owari-without-files-abapa",
        "en: the message option-owari-without-files-grand-slam or option-grand-slam",
    ] {
        assert!(
            lacking.iter().any(|l| l.starts_with(what)),
            "{what} not in {lacking:#?}"
        );
    }
    // The option every two-player game shares is worded once for all.
    assert!(!lacking.iter().any(|l| l.contains("option-first-player ")));
}
