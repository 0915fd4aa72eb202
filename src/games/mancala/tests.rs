//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::invariants::random_games;
use crate::engine::options::options_from_json;
use crate::games::testkit::*;

fn position(pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Mancala {
    crate::games::testkit::position(MancalaOptions::default(), &pits, stores, to_move)
}

#[test]
fn sowing_and_captures() {
    check(
        with_options::<Mancala>(MancalaOptions::default()),
        &[
            // A sows B..E: the turn passes.
            Scenario::new(&[4; 12], [0, 0], 0, "A")
                .gives(&[0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], [0, 0]),
            // C's last seed falls in South's store: South moves again.
            Scenario::new(&[4; 12], [0, 0], 0, "C")
                .gives(&[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4], [1, 0])
                .then(Turn::Player(0))
                .with([Effect::ExtraTurn { player: 0 }]),
            // North's store comes after f.
            Scenario::new(&[4; 12], [0, 0], 1, "c")
                .gives(&[4, 4, 4, 4, 4, 4, 4, 4, 0, 5, 5, 5], [0, 1])
                .then(Turn::Player(1))
                .with([Effect::ExtraTurn { player: 1 }]),
            // South sows 14 from D: E, F, store, a..f, A, B, C, (D
            // skipped), E, F. F held 1 and gets two seeds: no capture.
            Scenario::new(&[1, 1, 1, 14, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0], 0, "D")
                .gives(&[2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, 2], [1, 0])
                .with([Effect::Skip { pit: 3 }]),
            // North's a (13 seeds): b..f, North's store, A..F (no South
            // store), a skipped, b. b was empty but the lap already dropped
            // a seed in it, so the last seed makes 2: no capture.
            Scenario::new(&[0, 0, 0, 0, 0, 1, 13, 0, 0, 0, 0, 0], [10, 10], 1, "a")
                .gives(&[1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 1, 1], [10, 11])
                .with([Effect::Skip { pit: 6 }]),
            // A (1) sows into empty B; the pit facing B is e (index 10):
            // South takes e's 5 and the seed in B.
            Scenario::new(&[1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [0, 0], 0, "A")
                .gives(&[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [6, 0])
                .with([capture(10, 5, 0), capture(1, 1, 0)]),
            // With e empty, South takes just the lone seed.
            Scenario::new(&[1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [2, 3], 0, "A")
                .gives(&[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [3, 3])
                .with([capture(1, 1, 0)]),
            // South's F (4): store, a, b, c making 2, 3, 2 — all three
            // taken (stopping at the start of North's row); d is untouched.
            Scenario::new(&[1, 1, 1, 1, 1, 4, 1, 2, 1, 2, 5, 5], [0, 0], 0, "F")
                .gives(&[1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 5, 5], [8, 0])
                .with([capture(8, 2, 0), capture(7, 3, 0), capture(6, 2, 0)]),
            // South's E (5): F, store, a, b, c; c makes 3, b makes 4: only
            // c.
            Scenario::new(&[1, 1, 1, 1, 5, 1, 1, 3, 2, 0, 0, 0], [0, 0], 0, "E")
                .gives(&[1, 1, 1, 1, 0, 2, 2, 4, 0, 0, 0, 0], [4, 0])
                .with([capture(8, 3, 0)]),
            // F's last seed makes 4 in a: nothing is taken.
            Scenario::new(&[1, 1, 1, 1, 1, 2, 3, 0, 4, 4, 4, 4], [0, 0], 0, "F")
                .gives(&[1, 1, 1, 1, 1, 0, 4, 0, 4, 4, 4, 4], [1, 0]),
            // F's last seed makes 1 in b: nothing is taken.
            Scenario::new(&[1, 1, 1, 1, 1, 3, 3, 0, 4, 4, 4, 4], [0, 0], 0, "F")
                .gives(&[1, 1, 1, 1, 1, 0, 4, 1, 4, 4, 4, 4], [1, 0]),
        ],
    );
}

#[test]
fn endings() {
    let no_move = |player| EndReason::NoMove {
        player,
        remaining: Remaining::ToOwners,
    };
    let majority = EndReason::Majority {
        remaining: Remaining::ToOwners,
    };
    check(
        with_options::<Mancala>(MancalaOptions::default()),
        &[
            // North is empty and no move feeds it, so E (1) may be played:
            // its seed lands in empty F and is taken (a is empty). North has
            // nothing to play: each side goes to its owner.
            Scenario::new(&[2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], [22, 23], 0, "E")
                .gives(&[0; 12], [25, 23])
                .then(over(Some(0), no_move(1)))
                .with([capture(5, 1, 0)])
                .and(sweeps(0, &[(0, 2)])),
            // South's F (1) goes to the store, leaving South empty: South
            // would move again but cannot, and no extra turn is announced.
            // North keeps its own seeds.
            Scenario::new(&[0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 3], [20, 22], 0, "F")
                .gives(&[0; 12], [21, 27])
                .then(over(Some(1), no_move(0)))
                .with(sweeps(1, &[(6, 2), (11, 3)])),
            // South's F (2): store (25), a (now 1). The game ends at once
            // (no extra turn), each side going to its owner.
            Scenario::new(&[1, 0, 0, 0, 0, 2, 0, 4, 4, 4, 4, 1], [24, 4], 0, "F")
                .gives(&[0; 12], [26, 22])
                .then(over(Some(0), majority))
                .with(sweeps(0, &[(0, 1)]))
                .and(sweeps(
                    1,
                    &[(6, 1), (7, 4), (8, 4), (9, 4), (10, 4), (11, 1)],
                )),
            // South's last seed, from F, lands in the store: 24 each, a
            // draw. The game ends at once, so the extra turn is not
            // announced.
            Scenario::new(&[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0], [23, 24], 0, "F")
                .gives(&[0; 12], [24, 24])
                .then(over(
                    None,
                    EndReason::Majority {
                        remaining: Remaining::Nothing,
                    },
                )),
        ],
    );
}

#[test]
fn must_feed_an_empty_opponent_when_possible() {
    // North is empty: only F (2 seeds: store, a) reaches North's side;
    // E (2 seeds: F, store) stops short.
    let g = position([1, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0], [20, 23], 0);
    assert_eq!(legal(&g), ["F"]);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(4)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(5)), Ok(()));
    // E (1) and A (2) cannot reach North's side: any move is legal.
    let h = position([2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], [22, 23], 0);
    assert_eq!(legal(&h), ["A", "E"]);
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    assert_refuses_pits_it_cannot_sow::<Mancala>(MancalaOptions::default());
}

#[test]
fn a_finished_game_refuses_moves() {
    let mut g = Mancala::new(&MancalaOptions::default(), 3).unwrap();
    g.end_by_agreement(&mut Effects::off()).unwrap();
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::GameOver));
    assert!(legal(&g).is_empty());
}

#[test]
fn agreement_gives_each_side_to_its_owner() {
    let mut g = position([0, 0, 0, 0, 0, 5, 2, 0, 0, 0, 0, 1], [20, 20], 1);
    let agreement = EndReason::Agreement {
        remaining: Remaining::ToOwners,
    };
    assert_agreement(&mut g, [25, 23], over(Some(0), agreement));
}

#[test]
fn third_occurrence_ends_the_game() {
    // Repetition cannot arise in play, so prime the history: the
    // position after North's e (1 seed into f, no capture, stores
    // unchanged) has been seen twice already.
    let start = position([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1], [22, 23], 1);
    let mut once = start.clone();
    play(&mut once, "e");
    assert_eq!(once.board().pits(), &[0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(once.turn(), Turn::Player(0));
    let mut h = start.clone();
    let key = once.core.position_key();
    h.core.repetitions.record(key);
    h.core.repetitions.record(key);
    play(&mut h, "e");
    let repetition = EndReason::Repetition {
        occurrence: 3,
        remaining: Remaining::ToOwners,
    };
    assert_eq!(h.turn(), over(Some(1), repetition));
    assert_eq!(h.board().pits(), &[0; 12]);
    assert_eq!(h.board().stores(), [23, 25]);
}

#[test]
fn options_reject_unknown_fields() {
    assert!(options_from_json::<MancalaOptions>(&serde_json::json!({"typo": 1})).is_err());
    let north: MancalaOptions =
        options_from_json(&serde_json::json!({"first_player": "north"})).unwrap();
    let g = Mancala::new(&north, 0).unwrap();
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(
        MancalaOptions::presets()
            .iter()
            .map(|p| p.0)
            .collect::<Vec<_>>(),
        vec!["seed"]
    );
    let keys: Vec<_> = OPTIONS.iter().map(|o| o.key).collect();
    assert_eq!(keys, vec!["first_player"]);
}

#[test]
fn random_play_keeps_every_invariant() {
    for (id, _, preset) in MancalaOptions::presets() {
        for (first, seed) in [(FirstPlayer::South, 11), (FirstPlayer::North, 12)] {
            let mut options = preset.clone();
            options.first_player = first;
            let stats = random_games::<Mancala>(&options, 3000, seed, true).unwrap();
            eprintln!("mancala {id} {first:?}: {stats:?}");
            assert_eq!(stats.games, 3000);
            assert!(stats.longest < 200, "{stats:?}");
            assert!(stats.wins[0] > 300 && stats.wins[1] > 300, "{stats:?}");
        }
    }
}
