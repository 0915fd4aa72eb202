//! Random games of every game and preset, checking the invariants at every
//! step (see `engine::invariants`): legal actions sorted and accepted, seeds
//! conserved, clones equal, replays identical, every game ends in bounds.

use rainbow_games::engine::catalog;

#[test]
fn every_preset_survives_random_play() {
    for game in catalog::games() {
        for preset in (game.presets)() {
            for first in ["south", "north", "random"] {
                let options = game
                    .options_from(Some(preset.id), &serde_json::json!({"first_player": first}))
                    .unwrap();
                // Multi-round games are a hundred times longer.
                let games = if matches!(game.id, "giuthi" | "nam-nam") {
                    60
                } else if game.id == "rainbow-passage" {
                    // Dice games with up to four players run long.
                    60
                } else {
                    1500
                };
                let stats = (game.random)(&options, games, 0xC0FFEE, true)
                    .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, preset.id));
                assert_eq!(stats.games, games);
                assert!(
                    stats.actions > games * 10,
                    "{} {}: games too short",
                    game.id,
                    preset.id
                );
                // Both sides win some games: play is not stuck on one side.
                // (Team games are won by two players together, never alone.)
                let team_game = preset.options.get("teams").is_some_and(|t| t != "none");
                assert!(
                    team_game || stats.wins[0] > games / 15 && stats.wins[1] > games / 15,
                    "{} {}: {stats:?}",
                    game.id,
                    preset.id
                );
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
            "rainbow-passage",
            serde_json::json!({"players": 4, "teams": "adjacent", "cross_to_win": 3, "extra_piece": true, "returns": false, "size": "17x9"}),
        ),
        (
            "rainbow-passage",
            serde_json::json!({"players": 3, "size": "9x15", "first_player": "west", "turn_limit": 40}),
        ),
    ];
    for (id, overrides) in variations {
        let game = catalog::find(id).unwrap();
        let options = game.options_from(None, &overrides).unwrap();
        let games = if id == "rainbow-passage" { 100 } else { 1000 };
        (game.random)(&options, games, 7, true).unwrap_or_else(|e| panic!("{id} {overrides}: {e}"));
    }
}
