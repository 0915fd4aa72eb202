//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::games::testkit::*;

fn kalah() -> BasicOptions {
    BasicOptions::presets()[1].2.clone()
}

/// The game ended with South's side empty.
fn south_empty(remaining: Remaining) -> EndReason {
    EndReason::SideEmpty { side: 0, remaining }
}

#[test]
fn kalah_sowing_captures_and_endings() {
    check(
        with_options::<Basic>(kalah()),
        &[
            // From C (index 2) with 4 seeds: D, E, F, store: South moves again.
            Scenario::new(&[4; 12], [0, 0], 0, "C")
                .gives(&[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4], [1, 0])
                .then(Turn::Player(0))
                .with([Effect::ExtraTurn { player: 0 }]),
            // North sows 13 from f (index 11): store, then A..F, skips
            // South's store, a..f including the origin f, which gets the
            // 13th seed: an empty pit of North's, so it captures A's seeds.
            Scenario::new(&[1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 13], [0, 0], 1, "f")
                .gives(&[0, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0], [0, 4])
                .with([capture(0, 2, 1), capture(11, 1, 1)]),
            // A lands in B (empty, own); the facing pit is e (index 10),
            // with 5.
            Scenario::new(&[1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [0, 0], 0, "A")
                .gives(&[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [6, 0])
                .with([capture(10, 5, 0), capture(1, 1, 0)]),
            // The same with e empty: Kalah captures nothing.
            Scenario::new(&[1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [0, 0], 0, "A")
                .gives(&[0, 1, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [0, 0]),
            // The last seed lands in North's a: no capture. South is now
            // empty, and with Kalah rules North keeps the 16 seeds on its
            // own side.
            Scenario::new(&[0, 0, 0, 0, 0, 2, 0, 3, 3, 3, 3, 3], [0, 0], 0, "F")
                .gives(&[0; 12], [1, 16])
                .then(over(Some(1), south_empty(Remaining::ToOwners)))
                .with(sweeps(
                    1,
                    &[(6, 1), (7, 3), (8, 3), (9, 3), (10, 3), (11, 3)],
                )),
        ],
    );
}

#[test]
fn source_rules_take_the_lone_seed_and_give_the_rest_to_the_clearing_player() {
    check(
        with_options::<Basic>(BasicOptions::default()),
        &[
            // A lands in empty B, e is empty: the lone seed is taken.
            Scenario::new(&[1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [0, 0], 0, "A")
                .gives(&[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [1, 0])
                .with([capture(1, 1, 0)]),
            // F's seed goes to the store: South is empty and takes North's
            // 15. The extra turn is not announced when the game ends.
            Scenario::new(&[0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3], [5, 5], 0, "F")
                .gives(&[0; 12], [21, 5])
                .then(over(Some(0), south_empty(Remaining::ToPlayer(0))))
                .with(sweeps(0, &[(7, 3), (8, 3), (9, 3), (10, 3), (11, 3)])),
        ],
    );
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    assert_refuses_pits_it_cannot_sow::<Basic>(kalah());
}

#[test]
fn agreement_gives_each_side_to_its_owner() {
    let mut g = Basic::new(&BasicOptions::default(), 3).unwrap();
    let agreement = EndReason::Agreement {
        remaining: Remaining::ToOwners,
    };
    assert_agreement(&mut g, [18, 18], over(None, agreement));
}

#[test]
fn rejects_bad_options() {
    let bad = BasicOptions {
        seeds_per_pit: 9,
        ..BasicOptions::default()
    };
    let err = Basic::new(&bad, 0).unwrap_err();
    assert!(err.to_string().contains("3 to 6"), "{err}");
}

/// The playout kernel (`playout.rs`) plays the general rules' games, draw
/// for draw, under every combination of the options it serves: captures,
/// extra turns, and either side emptied, the seeds left going either way.
#[test]
fn the_playout_kernel_plays_the_general_rules() {
    let mut options = vec![
        BasicOptions::default(),
        BasicOptions::presets()[1].2.clone(),
    ];
    options.push(BasicOptions {
        seeds_per_pit: 6,
        capture_needs_opposite_seeds: false,
        remaining_to: RemainingTo::Owner,
        first_player: FirstPlayer::South,
    });
    options.push(BasicOptions {
        seeds_per_pit: 5,
        capture_needs_opposite_seeds: true,
        remaining_to: RemainingTo::ClearingPlayer,
        first_player: FirstPlayer::North,
    });
    for options in &options {
        let mut seen = std::collections::BTreeMap::<&str, u32>::new();
        kernel_agrees::<Basic>(options, kernel_games(25_000), 40, |end, fx| {
            let mut count = |what| *seen.entry(what).or_default() += 1;
            if let Some(EndReason::SideEmpty { side, .. }) = end.outcome().map(|o| o.reason) {
                count(["South emptied", "North emptied"][side as usize]);
            }
            if fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })) {
                count("extra turn");
            }
            if fx.iter().any(|e| matches!(e, Effect::Capture { .. })) {
                count("capture");
            }
        });
        for what in ["South emptied", "North emptied", "extra turn", "capture"] {
            assert!(
                seen.contains_key(what),
                "{options:?}: no {what} in {seen:?}"
            );
        }
        eprintln!("{options:?}: {seen:?}");
    }
}
