//! Bad input never panics: arbitrary move strings, options, records and saved
//! games give errors (or valid results), for every game in the catalog.

mod common;

use common::XorShift;
use rainbow_games::engine::options::OptionKind;
use rainbow_games::engine::record::{Record, RecordError};
use rainbow_games::engine::SetupError;
use rainbow_games::games;
use rainbow_games::view::SavedGame;
use serde_json::{json, Value};

/// Up to seven characters of junk: letters, digits, JSON punctuation,
/// newlines and a two-byte letter.
fn junk_text(rng: &mut XorShift) -> String {
    const ALPHABET: &[u8] = b"AaBbCcFfGgZz<>+-xpw0123456789 {}[]\":,.\\\n\xc3\xa9";
    let len = rng.below(8);
    let bytes: Vec<u8> = (0..len).map(|_| *rng.pick(ALPHABET)).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn junk_moves_are_refused_without_changing_the_game() {
    let mut junk = XorShift::new(0x5EED);
    for game in games::all() {
        let mut session = common::new_session(game.id, &json!({"first_player": "south"}), 1);
        for _ in 0..3000 {
            let mv = junk_text(&mut junk);
            let before = games::state_json(&*session);
            let legal = session.legal();
            match session.play(&mv) {
                // Junk that reads as a move is a legal one, with spaces
                // around it at most, and the record keeps it without them.
                Ok(_) => {
                    let mv = mv.trim();
                    assert!(legal.iter().any(|m| m == mv), "{}: '{mv}'", game.id);
                    assert_eq!(session.record().moves.last().map(String::as_str), Some(mv));
                }
                Err(_) => assert_eq!(games::state_json(&*session), before, "{}: '{mv}'", game.id),
            }
            if session.legal().is_empty() {
                session = common::new_session(game.id, &json!({"first_player": "north"}), 2);
            }
        }
    }
}

/// The reasons a game gives for refusing `options`, or `None` when it sets
/// up a game with them.
fn refusal(game: &games::GameDef, options: &Value) -> Option<String> {
    match (game.new_session)(options, 3) {
        Ok(_) => None,
        Err(SetupError(reasons)) => {
            assert!(
                !reasons.is_empty(),
                "{}: an error without a reason",
                game.id
            );
            Some(reasons.join("; "))
        }
    }
}

#[test]
fn junk_options_give_errors() {
    for game in games::all() {
        // Each game names the option, value or type it refuses: a game
        // that has the option names it and the value, one that does not
        // names the field it does not know.
        let seeds_spec = game.options.iter().find(|o| o.key == "seeds_per_pit");
        let seeds = match seeds_spec.map(|spec| (spec.label, &spec.kind)) {
            Some((label, OptionKind::Int { min, max })) => {
                format!("{} must be {min} to {max}, not 255", label.to_lowercase())
            }
            Some((label, _)) => label.to_lowercase(),
            None => "unknown field `seeds_per_pit`".to_string(),
        };
        let seats_east = game.options.iter().any(|o| {
            o.key == "first_player"
                && matches!(o.kind, OptionKind::Choice(choices) if choices.iter().any(|c| c.0 == "east"))
        });
        let east = if seats_east {
            "nobody sits East with 2 players"
        } else {
            "unknown variant `east`"
        };
        for (options, why) in [
            (json!({"first_player": "east"}), east),
            (json!({"seeds_per_pit": 255}), seeds.as_str()),
            (
                json!({"no_such_option": true}),
                "unknown field `no_such_option`",
            ),
            (json!([1, 2, 3]), "invalid type: integer"),
            (
                json!("text"),
                "invalid type: string \"text\", expected struct",
            ),
            (json!({"first_player": null}), "invalid type: null"),
        ] {
            let reasons = refusal(game, &options)
                .unwrap_or_else(|| panic!("{}: {options} was accepted", game.id));
            assert!(reasons.contains(why), "{}: {options}: {reasons}", game.id);
        }
        // No options, or none given, are the defaults.
        for options in [Value::Null, json!({})] {
            assert_eq!(refusal(game, &options), None, "{}: {options}", game.id);
        }
    }
    // Junk that happens to be JSON (numbers, mostly) is never options.
    let mut junk = XorShift::new(77);
    let mut tried = 0;
    for game in games::all() {
        for _ in 0..200 {
            let text = junk_text(&mut junk);
            if let Ok(options) = serde_json::from_str::<Value>(&text) {
                let reasons = refusal(game, &options)
                    .unwrap_or_else(|| panic!("{}: {options} was accepted", game.id));
                assert!(
                    reasons.starts_with("invalid type:"),
                    "{}: {options}: {reasons}",
                    game.id
                );
                tried += 1;
            }
        }
    }
    assert!(tried >= 50, "only {tried} junk options were JSON");
}

#[test]
fn junk_records_and_saved_games_give_errors() {
    let mut junk = XorShift::new(99);
    for _ in 0..3000 {
        // Seven characters are too few for a record or a saved game.
        let text = junk_text(&mut junk);
        let record = Record::from_json(&text);
        assert!(
            matches!(record, Err(RecordError::Syntax(_))),
            "{text:?}: {record:?}"
        );
        for game in games::all() {
            let err = SavedGame::parse(&text, game.id)
                .err()
                .unwrap_or_else(|| panic!("{text:?} read as a saved {}", game.id));
            assert!(err.starts_with("it is not a saved game"), "{text:?}: {err}");
        }
    }
    // Well-formed records with junk inside.
    for game in games::all() {
        for moves in [vec!["?"], vec!["A", "A", "A"], vec![""], vec!["agree", "A"]] {
            let record = Record {
                game: game.id.into(),
                options: json!({}),
                seed: u64::MAX,
                moves: moves.iter().map(|m| m.to_string()).collect(),
                position: None,
            };
            assert!(record.replay().is_err(), "{}: {:?}", game.id, record.moves);
            // Every one of these move lists breaks the rules somewhere, so a
            // saved game holding it is refused (not a cursor problem).
            let cursor = record.moves.len();
            let saved = serde_json::to_string(&SavedGame::new(record, cursor, Vec::new())).unwrap();
            let err = SavedGame::parse(&saved, game.id).unwrap_err();
            assert!(err.contains("move"), "{}: {err}", game.id);
        }
    }
}
