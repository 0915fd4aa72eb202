//! Bad input never panics: arbitrary move strings, options, records and saved
//! games give errors (or valid results), for every game in the catalog.

use rainbow_games::engine::record::Record;
use rainbow_games::games;
use rainbow_games::view::SavedGame;
use serde_json::json;

/// A small deterministic generator of junk text.
struct Junk(u64);

impl Junk {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn text(&mut self) -> String {
        const ALPHABET: &[u8] = b"AaBbCcFfGgZz<>+-xpw0123456789 {}[]\":,.\\\n\xc3\xa9";
        let len = (self.next() % 8) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| ALPHABET[(self.next() % ALPHABET.len() as u64) as usize])
            .collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

#[test]
fn junk_moves_are_refused_without_changing_the_game() {
    let mut junk = Junk(0x5EED);
    for game in games::all() {
        let mut session = (game.new_session)(&json!({"first_player": "south"}), 1).unwrap();
        for _ in 0..3000 {
            let mv = junk.text();
            let before = session.state_json();
            match session.play(&mv) {
                Ok(_) => {}
                Err(_) => assert_eq!(session.state_json(), before, "{}: '{mv}'", game.id),
            }
            if session.legal().is_empty() {
                session = (game.new_session)(&json!({"first_player": "north"}), 2).unwrap();
            }
        }
    }
}

#[test]
fn junk_options_give_errors() {
    let mut junk = Junk(77);
    for game in games::all() {
        for options in [
            json!({"first_player": "east"}),
            json!({"seeds_per_pit": 255}),
            json!({"no_such_option": true}),
            json!([1, 2, 3]),
            json!("text"),
            json!({"first_player": null}),
        ] {
            let _ = (game.new_session)(&options, 3);
        }
        for _ in 0..200 {
            let text = junk.text();
            if let Ok(options) = serde_json::from_str(&text) {
                let _ = (game.new_session)(&options, 3);
            }
        }
    }
}

#[test]
fn junk_records_and_saved_games_give_errors() {
    let mut junk = Junk(99);
    for _ in 0..3000 {
        let text = junk.text();
        let _ = Record::from_json(&text).map(|r| r.replay());
        for game in games::all() {
            let _ = SavedGame::parse(&text, game.id);
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
