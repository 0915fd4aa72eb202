//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::board::PitMove;
use crate::engine::{Effect, EndReason, Game, IllegalAction, Turn};

fn kalah() -> BasicOptions {
    BasicOptions::presets()[1].2.clone()
}

fn position(options: BasicOptions, pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Basic {
    Basic::from_board(
        options,
        PitBoard::from_counts(&pits, stores).unwrap(),
        to_move,
    )
}

fn play(game: &mut Basic, mv: &str) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.apply(mv.parse().unwrap(), &mut fx).unwrap();
    fx.take()
}

#[test]
fn sows_into_own_store_and_moves_again() {
    let mut g = Basic::new(&kalah(), 1).unwrap();
    let g0 = g.core.to_move;
    // From C (index 2) with 4 seeds: D, E, F, store.
    if g0 == 1 {
        g.core.to_move = 0;
    }
    let fx = play(&mut g, "C");
    assert_eq!(g.core.board.pits(), &[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
    assert_eq!(g.core.board.stores(), [1, 0]);
    assert_eq!(g.turn(), Turn::Player(0));
    assert!(fx.contains(&Effect::ExtraTurn { player: 0 }));
}

#[test]
fn skips_opponents_store_and_passes_origin() {
    // North sows 13 from f (index 11): store, then A..F, skips South's
    // store, a..f including the origin f, which gets the 13th seed: an
    // empty pit of North's, so it captures A's seeds.
    let mut g = position(kalah(), [1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 13], [0, 0], 1);
    play(&mut g, "f");
    assert_eq!(g.core.board.pits(), &[0, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0]);
    assert_eq!(g.core.board.stores(), [0, 4]);
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn captures_into_empty_own_pit() {
    let mut g = position(kalah(), [1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [0, 0], 0);
    play(&mut g, "A");
    // Lands in B (empty, own); facing pit is e (index 10) with 5.
    assert_eq!(g.core.board.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
    assert_eq!(g.core.board.stores(), [6, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn empty_opposite_capture_depends_on_option() {
    let pits = [1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3];
    let mut kalah_game = position(kalah(), pits, [0, 0], 0);
    play(&mut kalah_game, "A");
    assert_eq!(kalah_game.core.board.pits()[1], 1, "Kalah: no capture");
    assert_eq!(kalah_game.core.board.stores(), [0, 0]);

    let mut basic_game = position(BasicOptions::default(), pits, [0, 0], 0);
    play(&mut basic_game, "A");
    assert_eq!(
        basic_game.core.board.pits()[1],
        0,
        "source: the lone seed is taken"
    );
    assert_eq!(basic_game.core.board.stores(), [1, 0]);
}

#[test]
fn no_capture_on_opponents_side() {
    let mut g = position(kalah(), [0, 0, 0, 0, 0, 2, 0, 3, 3, 3, 3, 3], [0, 0], 0);
    let fx = play(&mut g, "F");
    // The last seed lands in North's a: no capture. South is now empty,
    // and with Kalah rules North keeps the 16 seeds on its own side.
    assert!(!fx.iter().any(|e| matches!(e, Effect::Capture { .. })));
    assert!(fx.contains(&Effect::Sweep {
        pit: 6,
        count: 1,
        player: 1
    }));
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [1, 16]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(1));
            assert_eq!(
                o.reason,
                EndReason::SideEmpty {
                    side: 0,
                    remaining: crate::engine::Remaining::ToOwners
                }
            );
        }
        t => panic!("expected the game over, got {t:?}"),
    }
}

#[test]
fn source_rule_gives_remaining_seeds_to_the_clearing_player() {
    let mut g = position(
        BasicOptions::default(),
        [0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3],
        [5, 5],
        0,
    );
    let fx = play(&mut g, "F");
    // F's seed goes to the store: South is empty and takes North's 15.
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [21, 5]);
    assert!(fx.contains(&Effect::Sweep {
        pit: 7,
        count: 3,
        player: 0
    }));
    assert!(matches!(g.turn(), Turn::Over(o) if o.sole_winner() == Some(0)));
    // The extra turn is not announced when the game ends.
    assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    let g = position(kalah(), [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 0);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::EmptyPit));
    assert_eq!(g.check(PitMove(7)), Err(IllegalAction::NotYourPit));
    assert_eq!(g.check(PitMove(12)), Err(IllegalAction::NoSuchPit));
    let mut h = g.clone();
    assert!(h.apply(PitMove(0), &mut Effects::off()).is_err());
    assert_eq!(h, g);
}

#[test]
fn agreement_gives_each_side_to_its_owner() {
    let mut g = Basic::new(&BasicOptions::default(), 3).unwrap();
    g.end_by_agreement(&mut Effects::off()).unwrap();
    assert_eq!(g.core.board.stores(), [18, 18]);
    assert!(matches!(g.turn(), Turn::Over(o) if o.sole_winner().is_none()));
    assert_eq!(
        g.end_by_agreement(&mut Effects::off()),
        Err(IllegalAction::GameOver)
    );
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
