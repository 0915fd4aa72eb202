//! The JSON readers' reasons (options, records, saved games, puzzle
//! progress, text that is not JSON) are worded by the catalogues: in
//! English exactly as serde_json words them (the command-line tool and the
//! pinned messages of tests/options_io.rs), and in every other language in
//! its own words, with names from the JSON kept as they are.

use rainbow_games::engine::options::options_from_json;
use rainbow_games::engine::record::{json_error, Record};
use rainbow_games::games::{with_game, GameVisitor, Registered};
use rainbow_games::i18n::{self, Catalogue, Messages, FILES, LANGUAGES};
use rainbow_games::view::puzzles::Progress;
use rainbow_games::view::SavedGame;
use serde_json::Value;

/// Makes `lang` the language shown (on this test's thread), as the page
/// does with the file it fetches.
fn speak(lang: &'static str) {
    if lang == "en" {
        i18n::install(None);
        return;
    }
    let files: Vec<&'static str> = FILES
        .iter()
        .map(|f| {
            let path = format!("assets/i18n/{lang}/{f}");
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            &*Box::leak(text.into_boxed_str())
        })
        .collect();
    let (catalogue, errors) = Catalogue::parse(lang, &files);
    assert!(errors.is_empty(), "{lang}: {errors:?}");
    let flat: &'static str = Box::leak(catalogue.flat().into_boxed_str());
    i18n::install(Some(Messages::from_flat(lang, flat)));
}

struct ReadAs<'a>(&'a Value);

impl GameVisitor for ReadAs<'_> {
    type Output = String;
    fn visit<G: Registered>(self) -> String {
        match options_from_json::<G::Options>(self.0) {
            Ok(_) => "read".to_string(),
            Err(e) => e.to_string(),
        }
    }
}

/// Why Basic Game's reader refuses `options` (JSON text).
fn options_reason(options: &str) -> String {
    let value: Value = serde_json::from_str(options).expect("JSON");
    with_game("basic", ReadAs(&value)).expect("basic")
}

/// Why `text` is not JSON.
fn syntax(text: &str) -> String {
    let e = serde_json::from_str::<Value>(text).expect_err("not JSON");
    json_error(&e)
}

/// Options, records and text the readers refuse, one for each kind of
/// reason.
fn reasons() -> Vec<String> {
    let mut out: Vec<String> = [
        r#""x""#,
        r#"{"typo": 1}"#,
        r#"{"first_player": "east"}"#,
        r#"{"remaining_to": "Owner"}"#,
        r#"{"first_player": {}}"#,
        r#"{"first_player": {"north": 1}}"#,
        r#"{"first_player": 1}"#,
        r#"{"seeds_per_pit": 256}"#,
        r#"{"seeds_per_pit": 4.5}"#,
        r#"{"seeds_per_pit": "4"}"#,
        r#"{"seeds_per_pit": null}"#,
        r#"{"seeds_per_pit": [4]}"#,
        r#"{"capture_needs_opposite_seeds": 1}"#,
        r#"[4, true, "owner", "north", 1]"#,
    ]
    .iter()
    .map(|o| options_reason(o))
    .collect();
    for record in [
        r#"{"game": "owari", "seed": 1, "colour": 2}"#,
        r#"{"game": "owari"}"#,
        r#"{"game": "owari", "seed": -1}"#,
        r#"{"game": 1, "seed": 1}"#,
        r#"{"game": "owari", "seed": 1, "moves": [1]}"#,
        r#"{"game": "owari", "seed": 1,"#,
    ] {
        out.push(Record::parse_any(record).expect_err(record).to_string());
    }
    out.push(SavedGame::parse(r#"{"record": {"game": "owari", "seed": 1}}"#, "owari").unwrap_err());
    out.push(SavedGame::parse("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]", "owari").unwrap_err());
    out.push(SavedGame::parse("7", "owari").unwrap_err());
    out.push(Progress::parse("{rating: 1}").unwrap_err());
    out.push(
        Record::check_text("[Game \"owari\"]\n[Seed 1]\n[Options {\"a\" 1}]\n")
            .unwrap_err()
            .to_string(),
    );
    out
}

/// Text that is not JSON, one for each of the mistakes the catalogues
/// word (the text ends too soon, or a mistake met often in JSON written by
/// hand).
const NOT_JSON: [&str; 14] = [
    "[1",
    "{\"a\":1",
    "\"abc",
    "",
    "x",
    "[1 2]",
    "{\"a\":1 \"b\":2}",
    "{\"a\" 1}",
    "{1:2}",
    "[1,]",
    "1 2",
    "-x",
    "trux",
    "{\"a\":1,}",
];

/// Text that is not JSON for a rarer reason: the catalogues say it is not
/// JSON, and where, with serde_json's words for why.
const RARELY: [&str; 5] = [
    "\"\\x\"",
    "1e999",
    "\"\\udc00\"",
    "\"\u{1}\"",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
];

#[test]
fn in_english_the_reasons_are_serde_jsons_words() {
    speak("en");
    for text in NOT_JSON.iter().chain(&RARELY) {
        let e = serde_json::from_str::<Value>(text).expect_err(text);
        assert_eq!(json_error(&e), e.to_string(), "{text:?}");
    }
    assert_eq!(syntax("[1 2]"), "expected `,` or `]` at line 1 column 4");
    let reasons = reasons();
    for r in &reasons {
        println!("{r}");
    }
    assert_eq!(
        reasons[..3],
        [
            "invalid options: invalid type: string \"x\", expected struct BasicOptions",
            "invalid options: unknown field `typo`, expected one of `seeds_per_pit`, `capture_needs_opposite_seeds`, `remaining_to`, `first_player`",
            "invalid options: unknown variant `east`, expected one of `random`, `south`, `north`",
        ]
    );
}

#[test]
fn every_language_words_the_reasons_and_keeps_the_names() {
    speak("en");
    let english = reasons();
    let english_syntax: Vec<String> = NOT_JSON.iter().map(|t| syntax(t)).collect();
    // serde_json's words for what is wrong with the text, as English shows
    // them (before " at line").
    let serde_words: Vec<&str> = english_syntax
        .iter()
        .map(|s| s.split(" at line ").next().unwrap_or(s))
        .collect();
    for (lang, _) in &LANGUAGES[1..] {
        speak(lang);
        for (theirs, en) in reasons().iter().zip(&english) {
            assert_ne!(theirs, en, "{lang}: left in English");
            for word in [
                "invalid",
                "expected",
                "unknown",
                "missing",
                "field",
                "variant",
                "sequence",
                " map",
                "string",
                " at line ",
                "length",
            ] {
                assert!(!theirs.contains(word), "{lang}: {theirs:?} has {word:?}");
            }
            // The names from the JSON are kept, in backticks.
            for name in en.split('`').skip(1).step_by(2) {
                assert!(
                    theirs.contains(&format!("`{name}`")),
                    "{lang}: {theirs:?} lacks `{name}`"
                );
            }
        }
        for ((text, theirs), words) in NOT_JSON.iter().zip(NOT_JSON.map(syntax)).zip(&serde_words) {
            assert!(
                !theirs.contains(words),
                "{lang} {text:?}: {theirs:?} is in English"
            );
            // The place is given, as numbers.
            let e = serde_json::from_str::<Value>(text).expect_err(text);
            assert!(
                theirs.contains(&e.line().to_string()) && theirs.contains(&e.column().to_string()),
                "{lang}: {theirs:?} has no place"
            );
        }
        for text in RARELY {
            let (theirs, en) = (syntax(text), {
                let e = serde_json::from_str::<Value>(text).expect_err(text);
                e.to_string()
            });
            let words = en.split(" at line ").next().unwrap_or_default();
            assert!(
                theirs.contains(&format!("({words})")) && !theirs.contains(" at line "),
                "{lang} {text:?}: {theirs:?}"
            );
        }
    }
    speak("fr");
    assert_eq!(
        syntax("[1 2]"),
        "il manque `,` ou `]` à la ligne 1, colonne 4"
    );
    assert_eq!(
        options_reason(r#"{"seeds_per_pit": 256}"#),
        "options non valables\u{a0}: valeur incorrecte\u{a0}: l'entier `256`, alors qu'il faut un entier de 0 à 255"
    );
    speak("de");
    assert_eq!(
        options_reason(r#"{"first_player": "east"}"#),
        "ungültige Optionen: unbekannter Wert `east`, erwartet wird einer der Namen `random`, `south`, `north`"
    );
    speak("en");
}
