//! Records: print → parse is the identity for random games of every game
//! and preset, in text, JSON and link form; arbitrary bytes given to any
//! record parser (and to the reader of kept games) give an error or a
//! record, never a panic.

mod common;

use common::XorShift;
use rainbow_games::engine::record::{Header, Record};
use rainbow_games::engine::Turn;
use rainbow_games::games;
use rainbow_games::view::SavedGame;

/// A few random games of every game and preset, as records.
fn random_records(per_preset: u64) -> Vec<Record> {
    let mut records = Vec::new();
    for game in games::all() {
        for preset in (game.presets)() {
            let mut save = |seed: u64, moves: Vec<String>| {
                records.push(Record {
                    game: game.id.to_string(),
                    options: preset.options.clone(),
                    seed,
                    moves,
                    position: None,
                })
            };
            game.random(&preset.options, per_preset, 17, false, &mut save)
                .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, preset.id));
        }
    }
    records
}

#[test]
fn text_and_json_records_round_trip_for_random_games_of_every_game() {
    let records = random_records(3);
    assert!(records.len() >= 3 * 20, "{} records", records.len());
    for (k, record) in records.iter().enumerate() {
        let header = Header {
            players: vec![
                format!("South: person {k}"),
                "North: \"computer\" [hard]".into(),
            ],
            date: (k % 2 == 0).then(|| "2026-11-23".to_string()),
            result: (k % 3 == 0).then(|| "South won, 25 to 23".to_string()),
        };
        let text = record.to_text(&header);
        assert_eq!(
            Record::check_text(&text).as_ref(),
            Ok(&(record.clone(), header.clone())),
            "{}: {text}",
            record.game
        );
        assert_eq!(Record::from_json(&record.to_json()).as_ref(), Ok(record));
        assert_eq!(
            Record::parse_any(&record.to_json()).map(|r| r.0).as_ref(),
            Ok(record)
        );
        assert_eq!(
            Record::parse_any(&record.to_json_with(&header)).as_ref(),
            Ok(&(record.clone(), header.clone())),
            "{}",
            record.game
        );
        assert_eq!(
            Record::from_link(&record.game, &record.to_link()).as_ref(),
            Ok(record),
            "{}",
            record.game
        );
        let session = record.replay().unwrap();
        assert!(matches!(session.turn(), Turn::Over(_)), "{}", record.game);
        assert_eq!(&session.record().moves, &record.moves);
    }
}

/// A game as the browser keeps it: the record, the cursor, the seats and a
/// kept line.
fn saved_game(record: &Record) -> String {
    let mut game = SavedGame::new(record.clone(), record.moves.len() / 2, vec![None; 2]);
    game.variations
        .push(record.moves.iter().take(3).cloned().collect());
    game.started = Some("2026-11-23T10:00:00.000Z".into());
    serde_json::to_string(&game).unwrap()
}

#[test]
fn arbitrary_bytes_never_panic_a_record_parser() {
    let records = random_records(1);
    // Every form a person can paste or open: text, JSON with a header, and
    // a link's compact form.
    let samples: Vec<String> = records
        .iter()
        .flat_map(|r| {
            [
                r.to_text(&Header::default()),
                r.to_json_with(&Header::default()),
                r.to_link(),
                saved_game(r),
            ]
        })
        .collect();
    let mut rng = XorShift::new(0x1234_5678_9abc_def1);
    let mut parsed = 0;
    for round in 0..4000 {
        let bytes: Vec<u8> = if round % 4 == 0 {
            // Pure noise, sometimes with the look of a tag.
            let len = rng.below(200);
            let mut noise: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
            if round % 8 == 0 {
                noise.splice(0..0, b"[Game ".iter().copied());
            }
            noise
        } else {
            // A real record, damaged: bytes changed, cut short, or lines
            // dropped.
            let mut text = rng.pick(&samples).clone().into_bytes();
            for _ in 0..1 + rng.below(4) {
                if text.is_empty() {
                    break;
                }
                let at = rng.below(text.len());
                match rng.below(3) {
                    0 => text[at] = rng.next_u64() as u8,
                    1 => text.truncate(at),
                    _ => {
                        text.insert(at, b"\n[]{}\"\\:,0123456789-e"[rng.below(20)]);
                    }
                }
            }
            text
        };
        let text = String::from_utf8_lossy(&bytes);
        let _ = Record::from_json(&text);
        // A kept game (My games reads every one it finds): read, or an error.
        if let Ok((game, view)) = SavedGame::parse_any(&text) {
            assert!(game.cursor <= game.record.moves.len());
            assert_eq!(view.cursor, game.cursor);
        }
        if let Ok((record, _)) = Record::parse_any(&text) {
            let _ = record.replay();
        }
        if let Ok(record) = Record::from_link(&records[round % records.len()].game, &text) {
            // Only an undamaged link reads: any change fails its check.
            assert!(
                samples.iter().any(|s| *s == text),
                "a damaged link read: {text}"
            );
            let _ = record.replay();
        }
        if let Ok((record, _)) = Record::check_text(&text) {
            parsed += 1;
            assert!(record.replay().is_ok());
        }
        if let Ok((record, _)) = Record::from_text(&text) {
            // A record that reads may still not replay: an error, not a
            // panic.
            let _ = record.replay();
        }
    }
    // Damage that misses the moves leaves valid records: both outcomes are
    // exercised.
    assert!(parsed > 0);
}
