//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::board::PitMove;
use crate::engine::{Effect, EndReason, Game, IllegalAction, Remaining, Turn};

fn abapa() -> OwariOptions {
    OwariOptions::presets()[1].2.clone()
}

fn position(options: OwariOptions, pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Owari {
    Owari::from_board(
        options,
        PitBoard::from_counts(&pits, stores).unwrap(),
        to_move,
    )
}

fn play(game: &mut Owari, mv: &str) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.apply(mv.parse().unwrap(), &mut fx).unwrap();
    fx.take()
}

#[test]
fn sows_without_stores() {
    let mut g = position(OwariOptions::default(), [4; 12], [0, 0], 0);
    play(&mut g, "E");
    assert_eq!(g.core.board.pits(), &[4, 4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4]);
    assert_eq!(g.core.board.stores(), [0, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn captures_a_run_of_twos_and_threes_backwards() {
    // South's F (5 seeds) ends in e (index 10): a,b,c,d,e become
    // 3,2,1,3,2 after sowing; the run from e goes back over d (3) and
    // stops at c (1).
    let mut g = position(
        OwariOptions::default(),
        [1, 1, 1, 1, 1, 5, 2, 1, 0, 2, 1, 4],
        [0, 0],
        0,
    );
    let fx = play(&mut g, "F");
    assert_eq!(g.core.board.pits(), &[1, 1, 1, 1, 1, 0, 3, 2, 1, 0, 0, 4]);
    assert_eq!(g.core.board.stores(), [5, 0]);
    assert_eq!(
        fx.iter()
            .filter(|e| matches!(e, Effect::Capture { .. }))
            .count(),
        2
    );
}

#[test]
fn capture_run_stops_at_the_start_of_the_opponents_row() {
    // North's f (3 seeds) sows A, B, C making 2, 3, 2: all captured, and
    // the run does not continue onto North's own row.
    let mut g = position(
        OwariOptions::default(),
        [1, 2, 1, 5, 0, 0, 2, 2, 2, 2, 2, 3],
        [0, 0],
        1,
    );
    play(&mut g, "f");
    assert_eq!(g.core.board.pits(), &[0, 0, 0, 5, 0, 0, 2, 2, 2, 2, 2, 0]);
    assert_eq!(g.core.board.stores(), [0, 7]);
}

#[test]
fn no_capture_of_four_or_on_own_side() {
    let mut g = position(
        OwariOptions::default(),
        [0, 0, 0, 0, 1, 1, 3, 3, 3, 3, 3, 3],
        [0, 0],
        0,
    );
    play(&mut g, "F");
    assert_eq!(g.core.board.pits(), &[0, 0, 0, 0, 1, 0, 4, 3, 3, 3, 3, 3]);
    assert_eq!(g.core.board.stores(), [0, 0]);
    let mut h = position(
        OwariOptions::default(),
        [0, 0, 0, 1, 1, 1, 3, 3, 3, 3, 3, 3],
        [0, 0],
        0,
    );
    play(&mut h, "D");
    assert_eq!(h.core.board.pits(), &[0, 0, 0, 0, 2, 1, 3, 3, 3, 3, 3, 3]);
    assert_eq!(h.core.board.stores(), [0, 0]);
}

#[test]
fn laps_skip_the_origin_pit() {
    let mut pits = [0u8; 12];
    pits[0] = 12;
    pits[6] = 1;
    let mut g = position(OwariOptions::default(), pits, [0, 0], 0);
    let fx = play(&mut g, "A");
    // 11 seeds fill B..f, the 12th skips A and lands in B.
    assert_eq!(g.core.board.pits(), &[0, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1]);
    assert!(fx.contains(&Effect::Skip { pit: 0 }));
}

#[test]
fn grand_slam_by_option() {
    let pits = [0, 0, 0, 1, 0, 2, 1, 2, 0, 0, 0, 0];
    let mut source = position(OwariOptions::default(), pits, [20, 22], 0);
    let fx = play(&mut source, "F");
    // The source captures all five. North, with nothing to sow, passes,
    // but South's last seed (D) cannot reach North: the game ends and
    // South keeps the seed on its side.
    assert!(!fx.iter().any(|e| matches!(e, Effect::Pass { .. })));
    assert_eq!(source.core.board.pits(), &[0; 12]);
    assert_eq!(source.core.board.stores(), [26, 22]);
    match source.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(0));
            assert_eq!(
                o.reason,
                EndReason::NoMove {
                    player: 0,
                    remaining: Remaining::ToOwners
                }
            );
        }
        t => panic!("expected game over, got {t:?}"),
    }

    let mut tournament = position(abapa(), pits, [20, 22], 0);
    let fx = play(&mut tournament, "F");
    assert!(fx.contains(&Effect::GrandSlamForfeited));
    assert_eq!(
        tournament.core.board.pits(),
        &[0, 0, 0, 1, 0, 0, 2, 3, 0, 0, 0, 0]
    );
    assert_eq!(tournament.core.board.stores(), [20, 22]);
    assert_eq!(tournament.turn(), Turn::Player(1));
}

#[test]
fn after_a_grand_slam_the_empty_player_passes_and_is_fed() {
    // Found in random play (seed 15666831931492009496, 19 moves in):
    // South's D (6) sows E, F, a, b, c, d, making 2 in each of North's
    // four pits, and takes them all. North, with nothing, passes; South
    // moves again and must feed: E (5) and F (13) reach North, A, B and
    // C do not.
    let mut g = position(
        OwariOptions::default(),
        [1, 3, 1, 6, 4, 12, 1, 1, 1, 1, 0, 0],
        [7, 10],
        0,
    );
    let fx = play(&mut g, "D");
    assert_eq!(g.core.board.pits(), &[1, 3, 1, 0, 5, 13, 0, 0, 0, 0, 0, 0]);
    assert_eq!(g.core.board.stores(), [15, 10]);
    assert_eq!(fx.last(), Some(&Effect::Pass { player: 1 }));
    assert_eq!(g.turn(), Turn::Player(0));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![PitMove(4), PitMove(5)]);
    assert_eq!(g.check(PitMove(1)), Err(IllegalAction::MustFeed));
    // E feeds North one seed in each of a, b, c, d; North plays on.
    play(&mut g, "E");
    assert_eq!(g.core.board.pits(), &[1, 3, 1, 0, 0, 14, 1, 1, 1, 1, 0, 0]);
    assert_eq!(g.core.board.stores(), [15, 10]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn must_feed_an_empty_opponent() {
    let g = position(
        OwariOptions::default(),
        [1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0],
        [20, 20],
        0,
    );
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![PitMove(4)]);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
}

#[test]
fn cannot_feed_ends_the_game_with_own_seeds() {
    let mut g = position(
        OwariOptions::default(),
        [0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1],
        [22, 22],
        1,
    );
    // North sows f into A; South now must feed North but A (1 seed),
    // B (2 seeds) and E (1) cannot reach North's side.
    play(&mut g, "f");
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [26, 22]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(0));
            assert_eq!(
                o.reason,
                EndReason::NoMove {
                    player: 0,
                    remaining: Remaining::ToOwners
                }
            );
        }
        t => panic!("expected game over, got {t:?}"),
    }
}

#[test]
fn majority_stops_the_abapa_game() {
    let mut g = position(abapa(), [0, 0, 0, 0, 0, 1, 1, 4, 4, 4, 4, 4], [24, 2], 0);
    play(&mut g, "F");
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(0));
            assert_eq!(
                o.reason,
                EndReason::Majority {
                    remaining: Remaining::ToOwners
                }
            );
        }
        t => panic!("expected game over, got {t:?}"),
    }
    // The seeds left on the board go to each side's owner.
    assert_eq!(g.core.board.stores(), [26, 22]);
}

#[test]
fn repetition_ends_the_game() {
    // Two lone seeds chase each other round the board without capturing;
    // when South's seed crosses, North must feed from f, and after 12
    // moves the starting position is back.
    let pits = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0];
    for (options, limit) in [(abapa(), 2), (OwariOptions::default(), 3)] {
        let mut g = position(options, pits, [23, 23], 0);
        let key = g.core.position_key();
        g.core.repetitions.record(key);
        let mut moves = 0;
        let mut legal = Vec::new();
        while matches!(g.turn(), Turn::Player(_)) {
            g.legal_actions(&mut legal);
            g.apply(legal[0], &mut Effects::off()).unwrap();
            moves += 1;
        }
        assert_eq!(moves, 12 * (limit - 1), "limit {limit}");
        match g.turn() {
            Turn::Over(o) => {
                assert!(matches!(o.reason, EndReason::Repetition { .. }));
                assert_eq!(g.core.board.stores(), [24, 24]);
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
    let mut g = position(options, [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [20, 25], 1);
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    assert_eq!(g.core.board.stores(), [21, 26]);
    assert_eq!(g.total_seeds(), 48);
    assert!(fx.list().contains(&Effect::Discard { pit: 0, count: 1 }));
}

#[test]
fn bad_options_are_listed() {
    let bad = OwariOptions {
        repetition_limit: 7,
        ..OwariOptions::default()
    };
    assert!(Owari::new(&bad, 0).is_err());
}
