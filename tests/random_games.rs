//! Random games of every game and preset, checking the invariants at every
//! step (see `engine::invariants`): legal actions sorted and accepted, seeds
//! conserved, clones equal, replays identical, every game ends in bounds.

use rainbow_games::engine::options::OptionKind;
use rainbow_games::games;

/// The values of a game's `first_player` option, from its own option list.
fn first_player_values(game: &games::GameDef) -> Vec<&'static str> {
    game.options
        .iter()
        .find(|o| o.key == "first_player")
        .and_then(|o| match o.kind {
            OptionKind::Choice(values) => Some(values.iter().map(|&(v, _)| v).collect()),
            _ => None,
        })
        .unwrap_or_default()
}

#[test]
fn every_preset_survives_random_play() {
    for game in games::all() {
        let firsts = first_player_values(game);
        assert!(!firsts.is_empty(), "{}: no first_player option", game.id);
        for preset in (game.presets)() {
            for &first in &firsts {
                let options = game
                    .options_from(Some(preset.id), &serde_json::json!({"first_player": first}))
                    .unwrap();
                // A first seat beyond the number of players does not set up.
                let Ok(session) = (game.new_session)(&options, 1) else {
                    continue;
                };
                let players = session.scores().len() as u64;
                // Multi-round games are a hundred times longer; Spectral
                // Reapers is played for every first seat of five presets;
                // the dice game with up to four players runs long.
                let games = match game.id {
                    "giuthi" | "nam-nam" | "rainbow-passage" => 60,
                    "spectral-reapers" => 150,
                    _ => 1500,
                };
                let stats = game
                    .random(&options, games, 0xC0FFEE, true, &mut |_, _| {})
                    .unwrap_or_else(|e| panic!("{} {} {first}: {e}", game.id, preset.id));
                assert_eq!(stats.games, games);
                assert_eq!(stats.players as u64, players);
                assert!(
                    stats.actions > games * 10,
                    "{} {}: games too short",
                    game.id,
                    preset.id
                );
                // Every player wins some games: play is not stuck on one
                // seat. An even share would be games / players; ask for an
                // eighth of that (a fifteenth with two players, as before).
                // Team games are won by two players together, never alone.
                let team_game = preset.options.get("teams").is_some_and(|t| t != "none");
                let share = if players == 2 {
                    games / 15
                } else {
                    games / (players * 8)
                };
                for p in 0..players as usize {
                    assert!(
                        team_game || stats.wins[p] > share,
                        "{} {} {first}: player {p} {stats:?}",
                        game.id,
                        preset.id
                    );
                }
            }
        }
    }
}

#[test]
fn every_option_value_survives_random_play() {
    let variations = [
        (
            "basic",
            serde_json::json!({"seeds_per_pit": 6, "remaining_to": "owner"}),
        ),
        (
            "basic",
            serde_json::json!({"seeds_per_pit": 5, "capture_needs_opposite_seeds": true}),
        ),
        (
            "owari",
            serde_json::json!({"loop_settlement": "split", "repetition_limit": 2}),
        ),
        (
            "owari",
            serde_json::json!({"grand_slam": "no_capture", "stop_at_majority": false}),
        ),
        (
            "spectral-reapers",
            serde_json::json!({
                "players": 4,
                "names": ["Ann", "Bob", "Cy", "Di"],
                "colours": ["violet", "orange", "green", "red"],
                "first_player": "seat4"
            }),
        ),
        (
            "rainbow-passage",
            serde_json::json!({"players": 4, "teams": "adjacent", "cross_to_win": 3, "extra_piece": true, "returns": false, "size": "17x9"}),
        ),
        (
            "rainbow-passage",
            serde_json::json!({"players": 3, "size": "9x15", "first_player": "west", "turn_limit": 40}),
        ),
    ];
    for (id, overrides) in variations {
        let game = games::find(id).unwrap();
        let options = game.options_from(None, &overrides).unwrap();
        let games = match id {
            "spectral-reapers" => 200,
            "rainbow-passage" => 100,
            _ => 1000,
        };
        game.random(&options, games, 7, true, &mut |_, _| {})
            .unwrap_or_else(|e| panic!("{id} {overrides}: {e}"));
    }
}
