//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::ai::game::AiGame;
use crate::engine::Effect;
use crate::games::testkit::*;

fn abapa() -> OwariOptions {
    OwariOptions::presets()[1].2.clone()
}

#[test]
fn sowing_and_capturing() {
    let no_move = |player| EndReason::NoMove {
        player,
        remaining: Remaining::ToOwners,
    };
    check(
        with_options::<Owari>(OwariOptions::default()),
        &[
            // E sows F, a, b, c: no stores to sow into.
            Scenario::new(&[4; 12], [0, 0], 0, "E")
                .gives(&[4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4], [0, 0]),
            // South's F (5 seeds) ends in e (index 10): a, b, c, d, e
            // become 3, 2, 1, 3, 2 after sowing; the run from e goes back
            // over d (3) and stops at c (1).
            Scenario::new(&[1, 1, 1, 1, 1, 5, 2, 1, 0, 2, 1, 4], [0, 0], 0, "F")
                .gives(&[1, 1, 1, 1, 1, 0, 3, 2, 1, 0, 0, 4], [5, 0])
                .with([capture(10, 2, 0), capture(9, 3, 0)]),
            // North's f (3 seeds) sows A, B, C making 2, 3, 2: all
            // captured, and the run does not continue onto North's own row.
            Scenario::new(&[1, 2, 1, 5, 0, 0, 2, 2, 2, 2, 2, 3], [0, 0], 1, "f")
                .gives(&[0, 0, 0, 5, 0, 0, 2, 2, 2, 2, 2, 0], [0, 7])
                .with([capture(2, 2, 1), capture(1, 3, 1), capture(0, 2, 1)]),
            // F's last seed makes 4 in a: no capture.
            Scenario::new(&[0, 0, 0, 0, 1, 1, 3, 3, 3, 3, 3, 3], [0, 0], 0, "F")
                .gives(&[0, 0, 0, 0, 1, 0, 4, 3, 3, 3, 3, 3], [0, 0]),
            // D's last seed makes 2 in South's own E: no capture.
            Scenario::new(&[0, 0, 0, 1, 1, 1, 3, 3, 3, 3, 3, 3], [0, 0], 0, "D")
                .gives(&[0, 0, 0, 0, 2, 1, 3, 3, 3, 3, 3, 3], [0, 0]),
            // A (12): 11 seeds fill B..f, the 12th skips A and lands in B.
            Scenario::new(&[12, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [0, 0], 0, "A")
                .gives(&[0, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1], [0, 0])
                .with([Effect::Skip { pit: 0 }]),
            // The source captures a grand slam: all five of North's seeds.
            // North, with nothing to sow, would pass, but South's last seed
            // (D) cannot reach North: the game ends and South keeps the
            // seed on its side.
            Scenario::new(&[0, 0, 0, 1, 0, 2, 1, 2, 0, 0, 0, 0], [20, 22], 0, "F")
                .gives(&[0; 12], [26, 22])
                .then(over(Some(0), no_move(0)))
                .with([capture(7, 3, 0), capture(6, 2, 0)])
                .and(sweeps(0, &[(3, 1)])),
            // Found in random play (seed 15666831931492009496, 19 moves
            // in): South's D (6) sows E, F, a, b, c, d, making 2 in each of
            // North's four pits, and takes them all. North, with nothing,
            // passes; South moves again (and must feed North).
            Scenario::new(&[1, 3, 1, 6, 4, 12, 1, 1, 1, 1, 0, 0], [7, 10], 0, "D")
                .gives(&[1, 3, 1, 0, 5, 13, 0, 0, 0, 0, 0, 0], [15, 10])
                .then(Turn::Player(0))
                .with([
                    capture(9, 2, 0),
                    capture(8, 2, 0),
                    capture(7, 2, 0),
                    capture(6, 2, 0),
                    Effect::Pass { player: 1 },
                ]),
            // Then E feeds North one seed in each of a, b, c, d; North
            // plays on.
            Scenario::new(&[1, 3, 1, 0, 5, 13, 0, 0, 0, 0, 0, 0], [15, 10], 0, "E")
                .gives(&[1, 3, 1, 0, 0, 14, 1, 1, 1, 1, 0, 0], [15, 10]),
            // North sows f into A; South now must feed North but A (1
            // seed), B (2 seeds) and E (1) cannot reach North's side.
            Scenario::new(&[0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1], [22, 22], 1, "f")
                .gives(&[0; 12], [26, 22])
                .then(over(Some(0), no_move(0)))
                .with(sweeps(0, &[(0, 1), (1, 2), (4, 1)])),
        ],
    );
}

#[test]
fn abapa_forfeits_grand_slams_and_stops_at_a_majority() {
    let majority = EndReason::Majority {
        remaining: Remaining::ToOwners,
    };
    check(
        with_options::<Owari>(abapa()),
        &[
            // The grand slam of the source's scenario above captures
            // nothing.
            Scenario::new(&[0, 0, 0, 1, 0, 2, 1, 2, 0, 0, 0, 0], [20, 22], 0, "F")
                .gives(&[0, 0, 0, 1, 0, 0, 2, 3, 0, 0, 0, 0], [20, 22])
                .with([super::present::GRAND_SLAM_FORFEITED]),
            // F takes a's 2, making 26 of 48: the game stops, and the seeds
            // left on the board go to each side's owner.
            Scenario::new(&[0, 0, 0, 0, 0, 1, 1, 4, 4, 4, 4, 4], [24, 2], 0, "F")
                .gives(&[0; 12], [26, 22])
                .then(over(Some(0), majority))
                .with([capture(6, 2, 0)])
                .and(sweeps(1, &[(7, 4), (8, 4), (9, 4), (10, 4), (11, 4)])),
        ],
    );
}

#[test]
fn a_forfeited_grand_slam_is_a_puzzle_theme() {
    // The grand slam above: forfeited with Abapa's rules, a theme of the
    // game's own; captured by default, the capture's theme (ai::puzzles).
    let pits = [0, 0, 0, 1, 0, 2, 1, 2, 0, 0, 0, 0];
    let abapa: Owari = position(abapa(), &pits, [20, 22], 0);
    let seed: Owari = position(OwariOptions::default(), &pits, [20, 22], 0);
    let themes = |g: &Owari, pit| {
        let mut after = g.clone();
        after.apply(PitMove(pit), &mut Effects::off()).unwrap();
        g.puzzle_themes(PitMove(pit), &after)
    };
    assert_eq!(themes(&abapa, 5), ["grand slam"]);
    assert!(themes(&seed, 5).is_empty());
    assert!(themes(&abapa, 3).is_empty());
}

#[test]
fn must_feed_an_empty_opponent() {
    // Only E reaches North.
    let g: Owari = position(
        OwariOptions::default(),
        &[1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0],
        [20, 20],
        0,
    );
    assert_eq!(legal(&g), ["E"]);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
    // After the grand slam found in random play (above): E (5) and F (13)
    // reach North, A, B and C do not.
    let h: Owari = position(
        OwariOptions::default(),
        &[1, 3, 1, 0, 5, 13, 0, 0, 0, 0, 0, 0],
        [15, 10],
        0,
    );
    assert_eq!(legal(&h), ["E", "F"]);
    assert_eq!(h.check(PitMove(1)), Err(IllegalAction::MustFeed));
}

#[test]
fn repetition_ends_the_game() {
    // Two lone seeds chase each other round the board without capturing;
    // when South's seed crosses, North must feed from f, and after 12
    // moves the starting position is back.
    let pits = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0];
    for (options, limit) in [(abapa(), 2), (OwariOptions::default(), 3)] {
        let mut g: Owari = position(options, &pits, [23, 23], 0);
        g.core.record_position();
        let moves = play_first_moves(&mut g);
        assert_eq!(moves.len(), 12 * (limit - 1), "limit {limit}");
        match g.turn() {
            Turn::Over(o) => {
                assert!(matches!(o.reason, EndReason::Repetition { .. }));
                assert_eq!(g.board().stores(), [24, 24]);
                assert_eq!(o.sole_winner(), None);
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }
}

#[test]
fn split_settlement_sets_aside_an_odd_seed() {
    let options = OwariOptions {
        loop_settlement: LoopSettlement::Split,
        ..OwariOptions::default()
    };
    let mut g: Owari = position(options, &[3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [20, 25], 1);
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    assert_eq!(g.board().stores(), [21, 26]);
    assert_eq!(g.total_seeds(), 48);
    assert!(fx.list().contains(&Effect::Discard { pit: 0, count: 1 }));
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    assert_refuses_pits_it_cannot_sow::<Owari>(OwariOptions::default());
}

#[test]
fn bad_options_are_listed() {
    let bad = OwariOptions {
        repetition_limit: 7,
        ..OwariOptions::default()
    };
    assert!(Owari::new(&bad, 0).is_err());
}

/// The playout kernel (`playout.rs`) plays the general rules' games, draw
/// for draw, under every combination of the options it serves: passes and
/// ends for want of a feeding move, forfeited and captured grand slams, the
/// majority stop, both repetition limits and both settlements all happen.
#[test]
fn the_playout_kernel_plays_the_general_rules() {
    let mut options = vec![OwariOptions::default(), abapa()];
    options.push(OwariOptions {
        grand_slam: GrandSlam::Capture,
        stop_at_majority: true,
        repetition_limit: 2,
        loop_settlement: LoopSettlement::Split,
        first_player: FirstPlayer::South,
    });
    options.push(OwariOptions {
        grand_slam: GrandSlam::NoCapture,
        stop_at_majority: false,
        repetition_limit: 3,
        loop_settlement: LoopSettlement::Split,
        first_player: FirstPlayer::North,
    });
    for options in &options {
        let mut seen = std::collections::BTreeMap::<&str, u32>::new();
        kernel_agrees::<Owari>(options, kernel_games(25_000), 120, |end, fx| {
            let mut count = |what| *seen.entry(what).or_default() += 1;
            match end.outcome().map(|o| o.reason) {
                Some(EndReason::Repetition { .. }) => count("repetition"),
                Some(EndReason::NoMove { .. }) => count("no move"),
                Some(EndReason::Majority { .. }) => count("majority"),
                _ => {}
            }
            if fx.contains(&super::present::GRAND_SLAM_FORFEITED) {
                count("grand slam forfeited");
            }
            if fx.iter().any(|e| matches!(e, Effect::Pass { .. })) {
                count("pass");
            }
        });
        let mut expected = vec!["repetition", "no move"];
        if options.stop_at_majority {
            expected.push("majority");
        }
        match options.grand_slam {
            GrandSlam::NoCapture => expected.push("grand slam forfeited"),
            GrandSlam::Capture => expected.push("pass"),
        }
        for what in expected {
            assert!(
                seen.contains_key(what),
                "{options:?}: no {what} in {seen:?}"
            );
        }
        eprintln!("{options:?}: {seen:?}");
    }
}
