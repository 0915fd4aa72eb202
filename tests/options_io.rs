//! Game options as JSON, pinned: what is written for every preset and for
//! the defaults (records, saved games and share links carry it), and what
//! a set of good and bad inputs gives, with the exact messages. The
//! expected values are literals, recorded once from the serde-derived
//! reader and writer this project used before issue #20, so a change of
//! reader or writer that changes a byte shows here.

use rainbow_games::engine::options::options_from_json;
use rainbow_games::games::{all, find, with_game, GameVisitor, Registered};
use serde_json::Value;

/// What an input gives.
enum Outcome {
    /// Read as these options (their `Debug`); a session started from them
    /// writes this JSON, or refuses them with this setup error.
    Read(&'static str, Result<&'static str, &'static str>),
    /// Refused by the reader with this message (and so by the session).
    Refused(&'static str),
}
use Outcome::{Read, Refused};

/// Reads options as the game's type, giving their `Debug` or the error.
struct ReadAs<'a>(&'a Value);

impl GameVisitor for ReadAs<'_> {
    type Output = Result<String, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        options_from_json::<G::Options>(self.0)
            .map(|o| format!("{o:?}"))
            .map_err(|e| e.to_string())
    }
}

fn read(game: &str, options: &Value) -> Result<String, String> {
    with_game(game, ReadAs(options)).unwrap_or_else(|| panic!("no game {game}"))
}

/// The options JSON a session started from `options` writes in its record.
fn written(game: &str, options: &Value) -> Result<String, String> {
    let def = find(game).unwrap_or_else(|| panic!("no game {game}"));
    (def.new_session)(options, 1)
        .map(|s| s.record().options.to_string())
        .map_err(|e| e.to_string())
}

fn parse(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_preset_writes_what_it_always_wrote() {
    let mut listed = 0;
    for game in all() {
        for preset in (game.presets)() {
            let written_now = preset.options.to_string();
            // A preset added since the pins has no past to keep: only its
            // reading back is checked (below).
            let pinned = WRITTEN
                .iter()
                .find(|(g, p, _)| *g == game.id && *p == preset.id);
            if let Some((_, _, expected)) = pinned {
                listed += 1;
                assert_eq!(written_now, *expected, "{} {}", game.id, preset.id);
            }
            // A session started from it writes it back unchanged.
            assert_eq!(
                written(game.id, &preset.options),
                Ok(written_now),
                "{} {}",
                game.id,
                preset.id
            );
        }
    }
    assert_eq!(listed, WRITTEN.len(), "a pinned preset is gone");
}

#[test]
fn inputs_give_what_they_always_gave() {
    for game in all() {
        assert!(
            CASES
                .iter()
                .any(|(g, input, _)| *g == game.id && *input == "null"),
            "{} has no cases",
            game.id
        );
    }
    for (game, input, outcome) in CASES {
        let value = parse(input);
        let (got_read, got_written) = (read(game, &value), written(game, &value));
        let here = format!("{game} {input}");
        match outcome {
            Refused(message) => {
                assert_eq!(got_read, Err(message.to_string()), "{here}");
                assert_eq!(got_written, Err(message.to_string()), "{here}");
            }
            Read(debug, session) => {
                assert_eq!(got_read, Ok(debug.to_string()), "{here}");
                let session = session.map(str::to_string).map_err(str::to_string);
                assert_eq!(got_written, session, "{here}");
                // What is written reads back as the same options.
                if let Ok(json) = &session {
                    assert_eq!(read(game, &parse(json)), Ok(debug.to_string()), "{here}");
                }
            }
        }
    }
}

#[rustfmt::skip]
const WRITTEN: &[(&str, &str, &str)] = &[
    ("basic", "seed", r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#),
    ("basic", "kalah-6-4", r#"{"capture_needs_opposite_seeds":true,"first_player":"random","remaining_to":"owner","seeds_per_pit":4}"#),
    ("owari", "seed", r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#),
    ("owari", "abapa", r#"{"first_player":"random","grand_slam":"no_capture","loop_settlement":"own_side","repetition_limit":2,"stop_at_majority":true}"#),
    ("mancala", "seed", r#"{"first_player":"random"}"#),
    ("ayoayo", "seed", r#"{"first_player":"random","sow_into_store":true}"#),
    ("ayoayo", "traditional", r#"{"first_player":"random","sow_into_store":false}"#),
    ("giuthi", "seed", r#"{"allow_shortening":true,"first_player":"random"}"#),
    ("nam-nam", "seed", r#"{"first_player":"random"}"#),
    ("rainbow-chase", "seed", r#"{"first_player":"random"}"#),
    ("spectral-reapers", "seed", r#"{"colours":[],"first_player":"random","names":[],"players":3}"#),
    ("spectral-reapers", "2-players", r#"{"colours":[],"first_player":"random","names":[],"players":2}"#),
    ("spectral-reapers", "4-players", r#"{"colours":[],"first_player":"random","names":[],"players":4}"#),
    ("spectral-reapers", "5-players", r#"{"colours":[],"first_player":"random","names":[],"players":5}"#),
    ("spectral-reapers", "6-players", r#"{"colours":[],"first_player":"random","names":[],"players":6}"#),
    ("rainbow-passage", "seed", r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#),
    ("rainbow-passage", "three", r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":3,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#),
    ("rainbow-passage", "four", r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":4,"returns":true,"size":"9x9","starts":[],"teams":"none","turn_limit":1000}"#),
    ("rainbow-passage", "teams", r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":4,"returns":true,"size":"11x11","starts":[],"teams":"opposite","turn_limit":1000}"#),
    ("rainbow-passage", "teams-adjacent", r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":4,"returns":true,"size":"13x13","starts":[],"teams":"adjacent","turn_limit":1000}"#),
    ("rainbow-passage", "harder", r#"{"cross_to_win":2,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#),
    ("rainbow-passage", "no-returns", r#"{"cross_to_win":1,"extra_piece":true,"first_player":"random","names":[],"players":2,"returns":false,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#),
    ("rainbow-passage", "long", r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"9x17","starts":[],"teams":"none","turn_limit":1000}"#),
];

#[rustfmt::skip]
const CASES: &[(&str, &str, Outcome)] = &[
    ("basic", r#"null"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"[]"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct BasicOptions")),
    ("basic", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct BasicOptions")),
    ("basic", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct BasicOptions")),
    ("basic", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct BasicOptions")),
    ("basic", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected one of `seeds_per_pit`, `capture_needs_opposite_seeds`, `remaining_to`, `first_player`")),
    ("basic", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected one of `seeds_per_pit`, `capture_needs_opposite_seeds`, `remaining_to`, `first_player`")),
    ("basic", r#"{"first_player": "random"}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{"first_player": "south"}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: South }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"south","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{"first_player": "north"}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: North }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"north","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("basic", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("basic", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("basic", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("basic", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("basic", r#"{"first_player": {"north": null}}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: North }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"north","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("basic", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("basic", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("basic", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("basic", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("basic", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected one of `seeds_per_pit`, `capture_needs_opposite_seeds`, `remaining_to`, `first_player`")),
    ("basic", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("basic", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("basic", r#"["north"]"#, Refused("invalid options: invalid type: string \"north\", expected u8")),
    ("basic", r#"["north", 1]"#, Refused("invalid options: invalid type: string \"north\", expected u8")),
    ("basic", r#"[null]"#, Refused("invalid options: invalid type: null, expected u8")),
    ("basic", r#"{"seeds_per_pit": 4}"#, Read("BasicOptions { seeds_per_pit: 4, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":4}"#))),
    ("basic", r#"{"seeds_per_pit": 6, "first_player": "north"}"#, Read("BasicOptions { seeds_per_pit: 6, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: North }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"north","remaining_to":"clearing_player","seeds_per_pit":6}"#))),
    ("basic", r#"{"seeds_per_pit": 7}"#, Read("BasicOptions { seeds_per_pit: 7, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Err("invalid options: seeds per pit must be 3 to 6, not 7"))),
    ("basic", r#"{"seeds_per_pit": 0}"#, Read("BasicOptions { seeds_per_pit: 0, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Err("invalid options: seeds per pit must be 3 to 6, not 0"))),
    ("basic", r#"{"seeds_per_pit": 255}"#, Read("BasicOptions { seeds_per_pit: 255, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Err("invalid options: seeds per pit must be 3 to 6, not 255"))),
    ("basic", r#"{"seeds_per_pit": 256}"#, Refused("invalid options: invalid value: integer `256`, expected u8")),
    ("basic", r#"{"seeds_per_pit": -1}"#, Refused("invalid options: invalid value: integer `-1`, expected u8")),
    ("basic", r#"{"seeds_per_pit": 4.0}"#, Refused("invalid options: invalid type: floating point `4.0`, expected u8")),
    ("basic", r#"{"seeds_per_pit": 4.5}"#, Refused("invalid options: invalid type: floating point `4.5`, expected u8")),
    ("basic", r#"{"seeds_per_pit": 1e300}"#, Refused("invalid options: invalid type: floating point `1e+300`, expected u8")),
    ("basic", r#"{"seeds_per_pit": "4"}"#, Refused("invalid options: invalid type: string \"4\", expected u8")),
    ("basic", r#"{"seeds_per_pit": null}"#, Refused("invalid options: invalid type: null, expected u8")),
    ("basic", r#"{"seeds_per_pit": true}"#, Refused("invalid options: invalid type: boolean `true`, expected u8")),
    ("basic", r#"{"seeds_per_pit": [4]}"#, Refused("invalid options: invalid type: sequence, expected u8")),
    ("basic", r#"{"seeds_per_pit": {}}"#, Refused("invalid options: invalid type: map, expected u8")),
    ("basic", r#"{"seeds_per_pit": 18446744073709551615}"#, Refused("invalid options: invalid value: integer `18446744073709551615`, expected u8")),
    ("basic", r#"{"seeds_per_pit": -9223372036854775808}"#, Refused("invalid options: invalid value: integer `-9223372036854775808`, expected u8")),
    ("basic", r#"{"capture_needs_opposite_seeds": true}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: true, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":true,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{"capture_needs_opposite_seeds": 1}"#, Refused("invalid options: invalid type: integer `1`, expected a boolean")),
    ("basic", r#"{"capture_needs_opposite_seeds": "true"}"#, Refused("invalid options: invalid type: string \"true\", expected a boolean")),
    ("basic", r#"{"capture_needs_opposite_seeds": null}"#, Refused("invalid options: invalid type: null, expected a boolean")),
    ("basic", r#"{"remaining_to": "owner"}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: Owner, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"owner","seeds_per_pit":3}"#))),
    ("basic", r#"{"remaining_to": "clearing_player"}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3}"#))),
    ("basic", r#"{"remaining_to": "Owner"}"#, Refused("invalid options: unknown variant `Owner`, expected `clearing_player` or `owner`")),
    ("basic", r#"{"remaining_to": "clearingPlayer"}"#, Refused("invalid options: unknown variant `clearingPlayer`, expected `clearing_player` or `owner`")),
    ("basic", r#"{"remaining_to": {"owner": null}}"#, Read("BasicOptions { seeds_per_pit: 3, capture_needs_opposite_seeds: false, remaining_to: Owner, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"owner","seeds_per_pit":3}"#))),
    ("basic", r#"{"remaining_to": {"owner": []}}"#, Refused("invalid options: invalid type: sequence, expected unit")),
    ("basic", r#"{"seeds_per_pit": "x", "capture_needs_opposite_seeds": 2}"#, Refused("invalid options: invalid type: integer `2`, expected a boolean")),
    ("basic", r#"{"seeds_per_pit": 5, "capture_needs_opposite_seeds": true, "remaining_to": "owner", "first_player": "south"}"#, Read("BasicOptions { seeds_per_pit: 5, capture_needs_opposite_seeds: true, remaining_to: Owner, first_player: South }", Ok(r#"{"capture_needs_opposite_seeds":true,"first_player":"south","remaining_to":"owner","seeds_per_pit":5}"#))),
    ("basic", r#"[4, true, "owner", "north"]"#, Read("BasicOptions { seeds_per_pit: 4, capture_needs_opposite_seeds: true, remaining_to: Owner, first_player: North }", Ok(r#"{"capture_needs_opposite_seeds":true,"first_player":"north","remaining_to":"owner","seeds_per_pit":4}"#))),
    ("basic", r#"[4]"#, Read("BasicOptions { seeds_per_pit: 4, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":4}"#))),
    ("basic", r#"[5, false]"#, Read("BasicOptions { seeds_per_pit: 5, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Ok(r#"{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":5}"#))),
    ("basic", r#"[4, true, "owner", "north", 1]"#, Refused("invalid options: invalid length 5, expected fewer elements in array")),
    ("basic", r#"[4, true, "owner", "x", 1]"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("basic", r#"["4"]"#, Refused("invalid options: invalid type: string \"4\", expected u8")),
    ("basic", r#"[7]"#, Read("BasicOptions { seeds_per_pit: 7, capture_needs_opposite_seeds: false, remaining_to: ClearingPlayer, first_player: Random }", Err("invalid options: seeds per pit must be 3 to 6, not 7"))),
    ("owari", r#"null"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"[]"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct OwariOptions")),
    ("owari", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct OwariOptions")),
    ("owari", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct OwariOptions")),
    ("owari", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct OwariOptions")),
    ("owari", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected one of `grand_slam`, `stop_at_majority`, `repetition_limit`, `loop_settlement`, `first_player`")),
    ("owari", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected one of `grand_slam`, `stop_at_majority`, `repetition_limit`, `loop_settlement`, `first_player`")),
    ("owari", r#"{"first_player": "random"}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"first_player": "south"}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: South }", Ok(r#"{"first_player":"south","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"first_player": "north"}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: North }", Ok(r#"{"first_player":"north","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("owari", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("owari", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("owari", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("owari", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("owari", r#"{"first_player": {"north": null}}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: North }", Ok(r#"{"first_player":"north","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("owari", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("owari", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("owari", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("owari", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("owari", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected one of `grand_slam`, `stop_at_majority`, `repetition_limit`, `loop_settlement`, `first_player`")),
    ("owari", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("owari", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("owari", r#"["north"]"#, Refused("invalid options: unknown variant `north`, expected `capture` or `no_capture`")),
    ("owari", r#"["north", 1]"#, Refused("invalid options: unknown variant `north`, expected `capture` or `no_capture`")),
    ("owari", r#"[null]"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("owari", r#"{"grand_slam": "no_capture"}"#, Read("OwariOptions { grand_slam: NoCapture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"no_capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"grand_slam": "capture"}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"grand_slam": "nocapture"}"#, Refused("invalid options: unknown variant `nocapture`, expected `capture` or `no_capture`")),
    ("owari", r#"{"grand_slam": false}"#, Refused("invalid options: invalid type: boolean `false`, expected string or map")),
    ("owari", r#"{"stop_at_majority": true}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: true, repetition_limit: 3, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":3,"stop_at_majority":true}"#))),
    ("owari", r#"{"stop_at_majority": "yes"}"#, Refused("invalid options: invalid type: string \"yes\", expected a boolean")),
    ("owari", r#"{"repetition_limit": 2}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 2, loop_settlement: OwnSide, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"own_side","repetition_limit":2,"stop_at_majority":false}"#))),
    ("owari", r#"{"repetition_limit": 4}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 4, loop_settlement: OwnSide, first_player: Random }", Err("invalid options: the repetition limit must be 2 or 3, not 4"))),
    ("owari", r#"{"repetition_limit": 1}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 1, loop_settlement: OwnSide, first_player: Random }", Err("invalid options: the repetition limit must be 2 or 3, not 1"))),
    ("owari", r#"{"repetition_limit": 256}"#, Refused("invalid options: invalid value: integer `256`, expected u8")),
    ("owari", r#"{"repetition_limit": 2.5}"#, Refused("invalid options: invalid type: floating point `2.5`, expected u8")),
    ("owari", r#"{"loop_settlement": "split"}"#, Read("OwariOptions { grand_slam: Capture, stop_at_majority: false, repetition_limit: 3, loop_settlement: Split, first_player: Random }", Ok(r#"{"first_player":"random","grand_slam":"capture","loop_settlement":"split","repetition_limit":3,"stop_at_majority":false}"#))),
    ("owari", r#"{"loop_settlement": "halves"}"#, Refused("invalid options: unknown variant `halves`, expected `own_side` or `split`")),
    ("owari", r#"{"grand_slam": "no_capture", "stop_at_majority": true, "repetition_limit": 2, "loop_settlement": "split", "first_player": "north"}"#, Read("OwariOptions { grand_slam: NoCapture, stop_at_majority: true, repetition_limit: 2, loop_settlement: Split, first_player: North }", Ok(r#"{"first_player":"north","grand_slam":"no_capture","loop_settlement":"split","repetition_limit":2,"stop_at_majority":true}"#))),
    ("owari", r#"{"loop_settlement": 0, "grand_slam": 0}"#, Refused("invalid options: invalid type: integer `0`, expected string or map")),
    ("owari", r#"["no_capture", true, 2, "split", "south"]"#, Read("OwariOptions { grand_slam: NoCapture, stop_at_majority: true, repetition_limit: 2, loop_settlement: Split, first_player: South }", Ok(r#"{"first_player":"south","grand_slam":"no_capture","loop_settlement":"split","repetition_limit":2,"stop_at_majority":true}"#))),
    ("owari", r#"["no_capture", true, 2, "split", "south", null]"#, Refused("invalid options: invalid length 6, expected fewer elements in array")),
    ("mancala", r#"null"#, Read("MancalaOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("mancala", r#"{}"#, Read("MancalaOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("mancala", r#"[]"#, Read("MancalaOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("mancala", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct MancalaOptions")),
    ("mancala", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct MancalaOptions")),
    ("mancala", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct MancalaOptions")),
    ("mancala", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct MancalaOptions")),
    ("mancala", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected `first_player`")),
    ("mancala", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected `first_player`")),
    ("mancala", r#"{"first_player": "random"}"#, Read("MancalaOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("mancala", r#"{"first_player": "south"}"#, Read("MancalaOptions { first_player: South }", Ok(r#"{"first_player":"south"}"#))),
    ("mancala", r#"{"first_player": "north"}"#, Read("MancalaOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("mancala", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("mancala", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("mancala", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("mancala", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("mancala", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("mancala", r#"{"first_player": {"north": null}}"#, Read("MancalaOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("mancala", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("mancala", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("mancala", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("mancala", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("mancala", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("mancala", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected `first_player`")),
    ("mancala", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("mancala", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("mancala", r#"["north"]"#, Read("MancalaOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("mancala", r#"["north", 1]"#, Refused("invalid options: invalid length 2, expected fewer elements in array")),
    ("mancala", r#"[null]"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("mancala", r#"{"seeds_per_pit": 4}"#, Refused("invalid options: unknown field `seeds_per_pit`, expected `first_player`")),
    ("ayoayo", r#"null"#, Read("AyoayoOptions { sow_into_store: true, first_player: Random }", Ok(r#"{"first_player":"random","sow_into_store":true}"#))),
    ("ayoayo", r#"{}"#, Read("AyoayoOptions { sow_into_store: true, first_player: Random }", Ok(r#"{"first_player":"random","sow_into_store":true}"#))),
    ("ayoayo", r#"[]"#, Read("AyoayoOptions { sow_into_store: true, first_player: Random }", Ok(r#"{"first_player":"random","sow_into_store":true}"#))),
    ("ayoayo", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct AyoayoOptions")),
    ("ayoayo", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct AyoayoOptions")),
    ("ayoayo", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct AyoayoOptions")),
    ("ayoayo", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct AyoayoOptions")),
    ("ayoayo", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected `sow_into_store` or `first_player`")),
    ("ayoayo", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected `sow_into_store` or `first_player`")),
    ("ayoayo", r#"{"first_player": "random"}"#, Read("AyoayoOptions { sow_into_store: true, first_player: Random }", Ok(r#"{"first_player":"random","sow_into_store":true}"#))),
    ("ayoayo", r#"{"first_player": "south"}"#, Read("AyoayoOptions { sow_into_store: true, first_player: South }", Ok(r#"{"first_player":"south","sow_into_store":true}"#))),
    ("ayoayo", r#"{"first_player": "north"}"#, Read("AyoayoOptions { sow_into_store: true, first_player: North }", Ok(r#"{"first_player":"north","sow_into_store":true}"#))),
    ("ayoayo", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("ayoayo", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("ayoayo", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("ayoayo", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("ayoayo", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("ayoayo", r#"{"first_player": {"north": null}}"#, Read("AyoayoOptions { sow_into_store: true, first_player: North }", Ok(r#"{"first_player":"north","sow_into_store":true}"#))),
    ("ayoayo", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("ayoayo", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("ayoayo", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("ayoayo", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("ayoayo", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("ayoayo", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected `sow_into_store` or `first_player`")),
    ("ayoayo", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("ayoayo", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("ayoayo", r#"["north"]"#, Refused("invalid options: invalid type: string \"north\", expected a boolean")),
    ("ayoayo", r#"["north", 1]"#, Refused("invalid options: invalid type: string \"north\", expected a boolean")),
    ("ayoayo", r#"[null]"#, Refused("invalid options: invalid type: null, expected a boolean")),
    ("ayoayo", r#"{"sow_into_store": false}"#, Read("AyoayoOptions { sow_into_store: false, first_player: Random }", Ok(r#"{"first_player":"random","sow_into_store":false}"#))),
    ("ayoayo", r#"{"sow_into_store": true}"#, Read("AyoayoOptions { sow_into_store: true, first_player: Random }", Ok(r#"{"first_player":"random","sow_into_store":true}"#))),
    ("ayoayo", r#"{"sow_into_store": 0}"#, Refused("invalid options: invalid type: integer `0`, expected a boolean")),
    ("ayoayo", r#"{"sow_into_store": "no"}"#, Refused("invalid options: invalid type: string \"no\", expected a boolean")),
    ("ayoayo", r#"[false, "south"]"#, Read("AyoayoOptions { sow_into_store: false, first_player: South }", Ok(r#"{"first_player":"south","sow_into_store":false}"#))),
    ("giuthi", r#"null"#, Read("GiuthiOptions { allow_shortening: true, first_player: Random }", Ok(r#"{"allow_shortening":true,"first_player":"random"}"#))),
    ("giuthi", r#"{}"#, Read("GiuthiOptions { allow_shortening: true, first_player: Random }", Ok(r#"{"allow_shortening":true,"first_player":"random"}"#))),
    ("giuthi", r#"[]"#, Read("GiuthiOptions { allow_shortening: true, first_player: Random }", Ok(r#"{"allow_shortening":true,"first_player":"random"}"#))),
    ("giuthi", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct GiuthiOptions")),
    ("giuthi", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct GiuthiOptions")),
    ("giuthi", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct GiuthiOptions")),
    ("giuthi", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct GiuthiOptions")),
    ("giuthi", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected `allow_shortening` or `first_player`")),
    ("giuthi", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected `allow_shortening` or `first_player`")),
    ("giuthi", r#"{"first_player": "random"}"#, Read("GiuthiOptions { allow_shortening: true, first_player: Random }", Ok(r#"{"allow_shortening":true,"first_player":"random"}"#))),
    ("giuthi", r#"{"first_player": "south"}"#, Read("GiuthiOptions { allow_shortening: true, first_player: South }", Ok(r#"{"allow_shortening":true,"first_player":"south"}"#))),
    ("giuthi", r#"{"first_player": "north"}"#, Read("GiuthiOptions { allow_shortening: true, first_player: North }", Ok(r#"{"allow_shortening":true,"first_player":"north"}"#))),
    ("giuthi", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("giuthi", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("giuthi", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("giuthi", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("giuthi", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("giuthi", r#"{"first_player": {"north": null}}"#, Read("GiuthiOptions { allow_shortening: true, first_player: North }", Ok(r#"{"allow_shortening":true,"first_player":"north"}"#))),
    ("giuthi", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("giuthi", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("giuthi", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("giuthi", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("giuthi", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("giuthi", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected `allow_shortening` or `first_player`")),
    ("giuthi", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("giuthi", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("giuthi", r#"["north"]"#, Refused("invalid options: invalid type: string \"north\", expected a boolean")),
    ("giuthi", r#"["north", 1]"#, Refused("invalid options: invalid type: string \"north\", expected a boolean")),
    ("giuthi", r#"[null]"#, Refused("invalid options: invalid type: null, expected a boolean")),
    ("giuthi", r#"{"allow_shortening": false}"#, Read("GiuthiOptions { allow_shortening: false, first_player: Random }", Ok(r#"{"allow_shortening":false,"first_player":"random"}"#))),
    ("giuthi", r#"{"allow_shortening": 0}"#, Refused("invalid options: invalid type: integer `0`, expected a boolean")),
    ("giuthi", r#"[false]"#, Read("GiuthiOptions { allow_shortening: false, first_player: Random }", Ok(r#"{"allow_shortening":false,"first_player":"random"}"#))),
    ("giuthi", r#"[false, "north", 2]"#, Refused("invalid options: invalid length 3, expected fewer elements in array")),
    ("nam-nam", r#"null"#, Read("NamNamOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("nam-nam", r#"{}"#, Read("NamNamOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("nam-nam", r#"[]"#, Read("NamNamOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("nam-nam", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct NamNamOptions")),
    ("nam-nam", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct NamNamOptions")),
    ("nam-nam", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct NamNamOptions")),
    ("nam-nam", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct NamNamOptions")),
    ("nam-nam", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected `first_player`")),
    ("nam-nam", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected `first_player`")),
    ("nam-nam", r#"{"first_player": "random"}"#, Read("NamNamOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("nam-nam", r#"{"first_player": "south"}"#, Read("NamNamOptions { first_player: South }", Ok(r#"{"first_player":"south"}"#))),
    ("nam-nam", r#"{"first_player": "north"}"#, Read("NamNamOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("nam-nam", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("nam-nam", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("nam-nam", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("nam-nam", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("nam-nam", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("nam-nam", r#"{"first_player": {"north": null}}"#, Read("NamNamOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("nam-nam", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("nam-nam", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("nam-nam", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("nam-nam", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("nam-nam", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("nam-nam", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected `first_player`")),
    ("nam-nam", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("nam-nam", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("nam-nam", r#"["north"]"#, Read("NamNamOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("nam-nam", r#"["north", 1]"#, Refused("invalid options: invalid length 2, expected fewer elements in array")),
    ("nam-nam", r#"[null]"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("nam-nam", r#"{"rounds": 2}"#, Refused("invalid options: unknown field `rounds`, expected `first_player`")),
    ("rainbow-chase", r#"null"#, Read("RainbowChaseOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("rainbow-chase", r#"{}"#, Read("RainbowChaseOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("rainbow-chase", r#"[]"#, Read("RainbowChaseOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("rainbow-chase", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct RainbowChaseOptions")),
    ("rainbow-chase", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct RainbowChaseOptions")),
    ("rainbow-chase", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct RainbowChaseOptions")),
    ("rainbow-chase", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct RainbowChaseOptions")),
    ("rainbow-chase", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected `first_player`")),
    ("rainbow-chase", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected `first_player`")),
    ("rainbow-chase", r#"{"first_player": "random"}"#, Read("RainbowChaseOptions { first_player: Random }", Ok(r#"{"first_player":"random"}"#))),
    ("rainbow-chase", r#"{"first_player": "south"}"#, Read("RainbowChaseOptions { first_player: South }", Ok(r#"{"first_player":"south"}"#))),
    ("rainbow-chase", r#"{"first_player": "north"}"#, Read("RainbowChaseOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("rainbow-chase", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `south`, `north`")),
    ("rainbow-chase", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `north`")),
    ("rainbow-chase", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `north`")),
    ("rainbow-chase", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("rainbow-chase", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("rainbow-chase", r#"{"first_player": {"north": null}}"#, Read("RainbowChaseOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("rainbow-chase", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("rainbow-chase", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `north`")),
    ("rainbow-chase", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("rainbow-chase", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("rainbow-chase", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("rainbow-chase", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected `first_player`")),
    ("rainbow-chase", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `north`")),
    ("rainbow-chase", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `north`")),
    ("rainbow-chase", r#"["north"]"#, Read("RainbowChaseOptions { first_player: North }", Ok(r#"{"first_player":"north"}"#))),
    ("rainbow-chase", r#"["north", 1]"#, Refused("invalid options: invalid length 2, expected fewer elements in array")),
    ("rainbow-chase", r#"[null]"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("rainbow-chase", r#"{"width": 4}"#, Refused("invalid options: unknown field `width`, expected `first_player`")),
    ("spectral-reapers", r#"null"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"[]"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct SpectralReapersOptions")),
    ("spectral-reapers", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct SpectralReapersOptions")),
    ("spectral-reapers", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct SpectralReapersOptions")),
    ("spectral-reapers", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct SpectralReapersOptions")),
    ("spectral-reapers", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected one of `players`, `names`, `colours`, `first_player`")),
    ("spectral-reapers", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected one of `players`, `names`, `colours`, `first_player`")),
    ("spectral-reapers", r#"{"first_player": "random"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": "south"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat1 }", Ok(r#"{"colours":[],"first_player":"seat1","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": "north"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat2 }", Ok(r#"{"colours":[],"first_player":"seat2","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": "east"}"#, Refused("invalid options: unknown variant `east`, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("spectral-reapers", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("spectral-reapers", r#"{"first_player": {"north": null}}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat2 }", Ok(r#"{"colours":[],"first_player":"seat2","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("spectral-reapers", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("spectral-reapers", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("spectral-reapers", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("spectral-reapers", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected one of `players`, `names`, `colours`, `first_player`")),
    ("spectral-reapers", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"["north"]"#, Refused("invalid options: invalid type: string \"north\", expected u8")),
    ("spectral-reapers", r#"["north", 1]"#, Refused("invalid options: invalid type: string \"north\", expected u8")),
    ("spectral-reapers", r#"[null]"#, Refused("invalid options: invalid type: null, expected u8")),
    ("spectral-reapers", r#"{"players": 2}"#, Read("SpectralReapersOptions { players: 2, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":2}"#))),
    ("spectral-reapers", r#"{"players": 6}"#, Read("SpectralReapersOptions { players: 6, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":6}"#))),
    ("spectral-reapers", r#"{"players": 7}"#, Read("SpectralReapersOptions { players: 7, names: [], colours: [], first_player: Random }", Err("invalid options: players must be 2 to 6, not 7"))),
    ("spectral-reapers", r#"{"players": 1}"#, Read("SpectralReapersOptions { players: 1, names: [], colours: [], first_player: Random }", Err("invalid options: players must be 2 to 6, not 1"))),
    ("spectral-reapers", r#"{"players": 256}"#, Refused("invalid options: invalid value: integer `256`, expected u8")),
    ("spectral-reapers", r#"{"players": "3"}"#, Refused("invalid options: invalid type: string \"3\", expected u8")),
    ("spectral-reapers", r#"{"names": ["Ann", "Bob", "Cy"]}"#, Read("SpectralReapersOptions { players: 3, names: [\"Ann\", \"Bob\", \"Cy\"], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":["Ann","Bob","Cy"],"players":3}"#))),
    ("spectral-reapers", r#"{"names": ["Ann"]}"#, Read("SpectralReapersOptions { players: 3, names: [\"Ann\"], colours: [], first_player: Random }", Err("invalid options: give a name for each of the 3 players (or none), not 1"))),
    ("spectral-reapers", r#"{"names": "Ann"}"#, Refused("invalid options: invalid type: string \"Ann\", expected a sequence")),
    ("spectral-reapers", r#"{"names": [1]}"#, Refused("invalid options: invalid type: integer `1`, expected a string")),
    ("spectral-reapers", r#"{"names": []}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"names": ["Ann", null, "Cy"]}"#, Refused("invalid options: invalid type: null, expected a string")),
    ("spectral-reapers", r#"{"names": {"a": "b"}}"#, Refused("invalid options: invalid type: map, expected a sequence")),
    ("spectral-reapers", r#"{"colours": ["red", "blue", "green"]}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [Red, Blue, Green], first_player: Random }", Ok(r#"{"colours":["red","blue","green"],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"colours": ["violet", "orange", "yellow"]}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [Violet, Orange, Yellow], first_player: Random }", Ok(r#"{"colours":["violet","orange","yellow"],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"colours": ["Red", "blue", "green"]}"#, Refused("invalid options: unknown variant `Red`, expected one of `red`, `orange`, `yellow`, `green`, `blue`, `violet`")),
    ("spectral-reapers", r#"{"colours": ["pink"]}"#, Refused("invalid options: unknown variant `pink`, expected one of `red`, `orange`, `yellow`, `green`, `blue`, `violet`")),
    ("spectral-reapers", r#"{"colours": "red"}"#, Refused("invalid options: invalid type: string \"red\", expected a sequence")),
    ("spectral-reapers", r#"{"colours": [1]}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("spectral-reapers", r#"{"colours": ["red", "red", "blue"]}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [Red, Red, Blue], first_player: Random }", Err("invalid options: the colour red is chosen more than once"))),
    ("spectral-reapers", r#"{"colours": [{"red": null}, "blue", "green"]}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [Red, Blue, Green], first_player: Random }", Ok(r#"{"colours":["red","blue","green"],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"colours": []}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Random }", Ok(r#"{"colours":[],"first_player":"random","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"colours": null}"#, Refused("invalid options: invalid type: null, expected a sequence")),
    ("spectral-reapers", r#"{"first_player": "seat3"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat3 }", Ok(r#"{"colours":[],"first_player":"seat3","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": "seat1"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat1 }", Ok(r#"{"colours":[],"first_player":"seat1","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": "seat2"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat2 }", Ok(r#"{"colours":[],"first_player":"seat2","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"first_player": "seat7"}"#, Refused("invalid options: unknown variant `seat7`, expected one of `random`, `seat1`, `south`, `north`, `seat2`, `seat3`, `seat4`, `seat5`, `seat6`")),
    ("spectral-reapers", r#"{"first_player": "seat5"}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat5 }", Err("invalid options: player 5 cannot start: there are only 3 players"))),
    ("spectral-reapers", r#"{"first_player": {"south": null}}"#, Read("SpectralReapersOptions { players: 3, names: [], colours: [], first_player: Seat1 }", Ok(r#"{"colours":[],"first_player":"seat1","names":[],"players":3}"#))),
    ("spectral-reapers", r#"{"players": 5, "first_player": "seat5"}"#, Read("SpectralReapersOptions { players: 5, names: [], colours: [], first_player: Seat5 }", Ok(r#"{"colours":[],"first_player":"seat5","names":[],"players":5}"#))),
    ("spectral-reapers", r#"{"players": 4, "names": ["a", "b", "c", "d"], "colours": ["blue", "green", "red", "violet"], "first_player": "seat4"}"#, Read("SpectralReapersOptions { players: 4, names: [\"a\", \"b\", \"c\", \"d\"], colours: [Blue, Green, Red, Violet], first_player: Seat4 }", Ok(r#"{"colours":["blue","green","red","violet"],"first_player":"seat4","names":["a","b","c","d"],"players":4}"#))),
    ("spectral-reapers", r#"[4, ["a", "b", "c", "d"], [], "seat2"]"#, Read("SpectralReapersOptions { players: 4, names: [\"a\", \"b\", \"c\", \"d\"], colours: [], first_player: Seat2 }", Ok(r#"{"colours":[],"first_player":"seat2","names":["a","b","c","d"],"players":4}"#))),
    ("spectral-reapers", r#"[2, [], ["green", "red"], "north", 0]"#, Refused("invalid options: invalid length 5, expected fewer elements in array")),
    ("rainbow-passage", r#"null"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"[]"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#""x""#, Refused("invalid options: invalid type: string \"x\", expected struct PassageOptions")),
    ("rainbow-passage", r#"3"#, Refused("invalid options: invalid type: integer `3`, expected struct PassageOptions")),
    ("rainbow-passage", r#"true"#, Refused("invalid options: invalid type: boolean `true`, expected struct PassageOptions")),
    ("rainbow-passage", r#"-2.5"#, Refused("invalid options: invalid type: floating point `-2.5`, expected struct PassageOptions")),
    ("rainbow-passage", r#"{"typo": 1}"#, Refused("invalid options: unknown field `typo`, expected one of `players`, `size`, `first_player`, `teams`, `cross_to_win`, `returns`, `extra_piece`, `starts`, `turn_limit`, `names`")),
    ("rainbow-passage", r#"{"": 1}"#, Refused("invalid options: unknown field ``, expected one of `players`, `size`, `first_player`, `teams`, `cross_to_win`, `returns`, `extra_piece`, `starts`, `turn_limit`, `names`")),
    ("rainbow-passage", r#"{"first_player": "random"}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"first_player": "south"}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: South, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"south","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"first_player": "north"}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: North, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"north","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"first_player": "east"}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: East, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: nobody sits East with 2 players"))),
    ("rainbow-passage", r#"{"first_player": "North"}"#, Refused("invalid options: unknown variant `North`, expected one of `random`, `south`, `west`, `north`, `east`")),
    ("rainbow-passage", r#"{"first_player": ""}"#, Refused("invalid options: unknown variant ``, expected one of `random`, `south`, `west`, `north`, `east`")),
    ("rainbow-passage", r#"{"first_player": 1}"#, Refused("invalid options: invalid type: integer `1`, expected string or map")),
    ("rainbow-passage", r#"{"first_player": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("rainbow-passage", r#"{"first_player": {"north": null}}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: North, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"north","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"first_player": {"north": 1}}"#, Refused("invalid options: invalid type: integer `1`, expected unit")),
    ("rainbow-passage", r#"{"first_player": {"up": null}}"#, Refused("invalid options: unknown variant `up`, expected one of `random`, `south`, `west`, `north`, `east`")),
    ("rainbow-passage", r#"{"first_player": {}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("rainbow-passage", r#"{"first_player": {"north": null, "south": null}}"#, Refused("invalid options: invalid value: map, expected map with a single key")),
    ("rainbow-passage", r#"{"first_player": ["north"]}"#, Refused("invalid options: invalid type: sequence, expected string or map")),
    ("rainbow-passage", r#"{"a": 1, "first_player": "x"}"#, Refused("invalid options: unknown field `a`, expected one of `players`, `size`, `first_player`, `teams`, `cross_to_win`, `returns`, `extra_piece`, `starts`, `turn_limit`, `names`")),
    ("rainbow-passage", r#"{"first_player": "x", "zz": 1}"#, Refused("invalid options: unknown variant `x`, expected one of `random`, `south`, `west`, `north`, `east`")),
    ("rainbow-passage", r#"{"first_player": "q\"\u00e9\n"}"#, Refused("invalid options: unknown variant `q\"é\n`, expected one of `random`, `south`, `west`, `north`, `east`")),
    ("rainbow-passage", r#"["north"]"#, Refused("invalid options: invalid type: string \"north\", expected u8")),
    ("rainbow-passage", r#"["north", 1]"#, Refused("invalid options: invalid type: string \"north\", expected u8")),
    ("rainbow-passage", r#"[null]"#, Refused("invalid options: invalid type: null, expected u8")),
    ("rainbow-passage", r#"{"players": 3}"#, Read("PassageOptions { players: 3, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":3,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"players": 4}"#, Read("PassageOptions { players: 4, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":4,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"players": 5}"#, Read("PassageOptions { players: 5, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: 5 players: 2 to 4 can play"))),
    ("rainbow-passage", r#"{"players": 300}"#, Refused("invalid options: invalid value: integer `300`, expected u8")),
    ("rainbow-passage", r#"{"size": "9x9"}"#, Read("PassageOptions { players: 2, size: \"9x9\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"9x9","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"size": " 9x9 "}"#, Read("PassageOptions { players: 2, size: \" 9x9 \", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":" 9x9 ","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"size": "09x09"}"#, Read("PassageOptions { players: 2, size: \"09x09\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"09x09","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"size": "10x10"}"#, Read("PassageOptions { players: 2, size: \"10x10\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: board size '10x10' is not one of 9x9, 11x11, 13x13, 9x11 … 17x9 (both odd, 9 to 17, adding up to 26 at most)"))),
    ("rainbow-passage", r#"{"size": 9}"#, Refused("invalid options: invalid type: integer `9`, expected a string")),
    ("rainbow-passage", r#"{"size": null}"#, Refused("invalid options: invalid type: null, expected a string")),
    ("rainbow-passage", r#"{"first_player": "west"}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: West, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: nobody sits West with 2 players"))),
    ("rainbow-passage", r#"{"players": 4, "first_player": "east"}"#, Read("PassageOptions { players: 4, size: \"11x11\", first_player: East, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"east","names":[],"players":4,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"players": 4, "teams": "opposite"}"#, Read("PassageOptions { players: 4, size: \"11x11\", first_player: Random, teams: Opposite, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":4,"returns":true,"size":"11x11","starts":[],"teams":"opposite","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"teams": "opposite"}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: Opposite, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: team play needs four players"))),
    ("rainbow-passage", r#"{"teams": "both"}"#, Refused("invalid options: unknown variant `both`, expected one of `none`, `opposite`, `adjacent`")),
    ("rainbow-passage", r#"{"teams": null}"#, Refused("invalid options: invalid type: null, expected string or map")),
    ("rainbow-passage", r#"{"cross_to_win": 2}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 2, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":2,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"cross_to_win": 0}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 0, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: 0 pieces to get across: 1 to 4 with these options"))),
    ("rainbow-passage", r#"{"cross_to_win": 5}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 5, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: 5 pieces to get across: 1 to 4 with these options"))),
    ("rainbow-passage", r#"{"cross_to_win": 5, "extra_piece": true}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 5, returns: true, extra_piece: true, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":5,"extra_piece":true,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"cross_to_win": 6}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 6, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Err("invalid options: 6 pieces to get across: 1 to 4 with these options"))),
    ("rainbow-passage", r#"{"returns": false}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: false, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":false,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"returns": "false"}"#, Refused("invalid options: invalid type: string \"false\", expected a boolean")),
    ("rainbow-passage", r#"{"extra_piece": true}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: true, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":true,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"starts": [["b1", "c1", "d1", "e1"], ["j11", "i11", "h11", "g11"]]}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [[\"b1\", \"c1\", \"d1\", \"e1\"], [\"j11\", \"i11\", \"h11\", \"g11\"]], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[["b1","c1","d1","e1"],["j11","i11","h11","g11"]],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"starts": "c1"}"#, Refused("invalid options: invalid type: string \"c1\", expected a sequence")),
    ("rainbow-passage", r#"{"starts": [["c1"], 1]}"#, Refused("invalid options: invalid type: integer `1`, expected a sequence")),
    ("rainbow-passage", r#"{"starts": [[1]]}"#, Refused("invalid options: invalid type: integer `1`, expected a string")),
    ("rainbow-passage", r#"{"starts": [["zz"]]}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [[\"zz\"]], turn_limit: 1000, names: [] }", Err("invalid options: 'zz' (player 1) is not a square of a 11x11 board; starting squares are needed for each of the 2 players, not 1"))),
    ("rainbow-passage", r#"{"starts": []}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"turn_limit": 20}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 20, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":20}"#))),
    ("rainbow-passage", r#"{"turn_limit": 19}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 19, names: [] }", Err("invalid options: a turn limit of 19 is too short (20 at least)"))),
    ("rainbow-passage", r#"{"turn_limit": 5000}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 5000, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":5000}"#))),
    ("rainbow-passage", r#"{"turn_limit": 65535}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 65535, names: [] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":[],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":65535}"#))),
    ("rainbow-passage", r#"{"turn_limit": 65536}"#, Refused("invalid options: invalid value: integer `65536`, expected u16")),
    ("rainbow-passage", r#"{"turn_limit": -5}"#, Refused("invalid options: invalid value: integer `-5`, expected u16")),
    ("rainbow-passage", r#"{"turn_limit": 100.0}"#, Refused("invalid options: invalid type: floating point `100.0`, expected u16")),
    ("rainbow-passage", r#"{"names": ["Ann", "Bob"]}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [\"Ann\", \"Bob\"] }", Ok(r#"{"cross_to_win":1,"extra_piece":false,"first_player":"random","names":["Ann","Bob"],"players":2,"returns":true,"size":"11x11","starts":[],"teams":"none","turn_limit":1000}"#))),
    ("rainbow-passage", r#"{"names": ["Ann"]}"#, Read("PassageOptions { players: 2, size: \"11x11\", first_player: Random, teams: None, cross_to_win: 1, returns: true, extra_piece: false, starts: [], turn_limit: 1000, names: [\"Ann\"] }", Err("invalid options: 1 names for 2 players"))),
    ("rainbow-passage", r#"{"names": [null]}"#, Refused("invalid options: invalid type: null, expected a string")),
    ("rainbow-passage", r#"{"names": "Ann"}"#, Refused("invalid options: invalid type: string \"Ann\", expected a sequence")),
    ("rainbow-passage", r#"{"players": 9, "size": "1x1", "teams": "adjacent", "cross_to_win": 9, "turn_limit": 1, "names": ["a"], "first_player": "east"}"#, Read("PassageOptions { players: 9, size: \"1x1\", first_player: East, teams: Adjacent, cross_to_win: 9, returns: true, extra_piece: false, starts: [], turn_limit: 1, names: [\"a\"] }", Err("invalid options: 9 players: 2 to 4 can play; board size '1x1' is not one of 9x9, 11x11, 13x13, 9x11 … 17x9 (both odd, 9 to 17, adding up to 26 at most); 9 pieces to get across: 1 to 4 with these options; team play needs four players; a turn limit of 1 is too short (20 at least); 1 names for 9 players"))),
    ("rainbow-passage", r#"[3, "13x13", "west", "none", 1, false, true, [], 100, ["a", "b", "c"]]"#, Read("PassageOptions { players: 3, size: \"13x13\", first_player: West, teams: None, cross_to_win: 1, returns: false, extra_piece: true, starts: [], turn_limit: 100, names: [\"a\", \"b\", \"c\"] }", Ok(r#"{"cross_to_win":1,"extra_piece":true,"first_player":"west","names":["a","b","c"],"players":3,"returns":false,"size":"13x13","starts":[],"teams":"none","turn_limit":100}"#))),
    ("rainbow-passage", r#"[3, "13x13", "west", "none", 1, false, true, [], 100, ["a", "b", "c"], 1]"#, Refused("invalid options: invalid length 11, expected fewer elements in array")),
    ("rainbow-passage", r#"[2, "9x9", "south", "none", 1, true, false, [], "x"]"#, Refused("invalid options: invalid type: string \"x\", expected u16")),
];
