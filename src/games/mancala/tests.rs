//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::board::PitMove;
use crate::engine::{Effect, EndReason, Game, IllegalAction, Remaining, Turn};
use crate::engine::invariants::random_games;

fn position(pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Mancala {
    Mancala::from_board(
        MancalaOptions::default(),
        PitBoard::from_counts(&pits, stores).unwrap(),
        to_move,
    )
}

fn play(game: &mut Mancala, mv: &str) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.apply(mv.parse().unwrap(), &mut fx).unwrap();
    fx.take()
}

fn legal(game: &Mancala) -> Vec<PitMove> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out
}

fn captures(fx: &[Effect]) -> Vec<(u8, u8)> {
    fx.iter()
        .filter_map(|e| match *e {
            Effect::Capture { pit, count, .. } => Some((pit, count)),
            _ => None,
        })
        .collect()
}

#[test]
fn plain_sowing_passes_the_turn() {
    let mut g = position([4; 12], [0, 0], 0);
    let fx = play(&mut g, "A");
    assert_eq!(g.core.board.pits(), &[0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
    assert_eq!(g.core.board.stores(), [0, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert!(captures(&fx).is_empty());
}

#[test]
fn last_seed_in_own_store_moves_again() {
    let mut g = position([4; 12], [0, 0], 0);
    let fx = play(&mut g, "C");
    assert_eq!(g.core.board.pits(), &[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
    assert_eq!(g.core.board.stores(), [1, 0]);
    assert_eq!(g.turn(), Turn::Player(0));
    assert!(fx.contains(&Effect::ExtraTurn { player: 0 }));

    // North's store comes after f.
    let mut h = position([4; 12], [0, 0], 1);
    play(&mut h, "c");
    assert_eq!(h.core.board.pits(), &[4, 4, 4, 4, 4, 4, 4, 4, 0, 5, 5, 5]);
    assert_eq!(h.core.board.stores(), [0, 1]);
    assert_eq!(h.turn(), Turn::Player(1));
}

#[test]
fn skips_the_opponents_store_and_the_origin() {
    // South sows 14 from D: E, F, store, a..f, A, B, C, (D skipped), E, F.
    // F held 1 and gets two seeds: no capture.
    let mut g = position([1, 1, 1, 14, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0], 0);
    let fx = play(&mut g, "D");
    assert!(fx.contains(&Effect::Skip { pit: 3 }));
    assert_eq!(g.core.board.pits(), &[2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, 2]);
    assert_eq!(g.core.board.stores(), [1, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn last_seed_in_own_empty_pit_takes_it_and_the_facing_pit() {
    // A (1) sows into empty B; b... the pit facing B is e (index 10).
    let mut g = position([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [0, 0], 0);
    let fx = play(&mut g, "A");
    assert_eq!(captures(&fx), vec![(10, 5), (1, 1)]);
    assert_eq!(g.core.board.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
    assert_eq!(g.core.board.stores(), [6, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn own_empty_pit_with_empty_facing_pit_takes_the_lone_seed() {
    let mut g = position([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [2, 3], 0);
    let fx = play(&mut g, "A");
    assert_eq!(captures(&fx), vec![(1, 1)]);
    assert_eq!(g.core.board.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
    assert_eq!(g.core.board.stores(), [3, 3]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn north_skips_south_store_and_its_origin() {
    // North's a (13 seeds): b..f, North's store, A..F (no South store),
    // a skipped, b. b was empty but the lap already dropped a seed in it,
    // so the last seed makes 2: no capture.
    let mut g = position([0, 0, 0, 0, 0, 1, 13, 0, 0, 0, 0, 0], [10, 10], 1);
    play(&mut g, "a");
    assert_eq!(g.core.board.pits(), &[1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 1, 1]);
    assert_eq!(g.core.board.stores(), [10, 11]);
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn twos_and_threes_are_captured_backwards_to_the_row_start() {
    // South's F (4): store, a, b, c making 2, 3, 2 — all three taken
    // (stopping at the start of North's row); d is untouched.
    let mut g = position([1, 1, 1, 1, 1, 4, 1, 2, 1, 2, 5, 5], [0, 0], 0);
    let fx = play(&mut g, "F");
    assert_eq!(captures(&fx), vec![(8, 2), (7, 3), (6, 2)]);
    assert_eq!(g.core.board.pits(), &[1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 5, 5]);
    assert_eq!(g.core.board.stores(), [8, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn capture_run_stops_at_a_pit_without_two_or_three() {
    // South's E (5): F, store, a, b, c; c makes 3, b makes 4: only c.
    let mut g = position([1, 1, 1, 1, 5, 1, 1, 3, 2, 0, 0, 0], [0, 0], 0);
    let fx = play(&mut g, "E");
    assert_eq!(captures(&fx), vec![(8, 3)]);
    assert_eq!(g.core.board.pits(), &[1, 1, 1, 1, 0, 2, 2, 4, 0, 0, 0, 0]);
    assert_eq!(g.core.board.stores(), [4, 0]);
}

#[test]
fn no_capture_of_four_or_one_on_the_opponents_side() {
    let mut g = position([1, 1, 1, 1, 1, 2, 3, 0, 4, 4, 4, 4], [0, 0], 0);
    let fx = play(&mut g, "F");
    assert!(captures(&fx).is_empty());
    assert_eq!(g.core.board.pits(), &[1, 1, 1, 1, 1, 0, 4, 0, 4, 4, 4, 4]);
    assert_eq!(g.core.board.stores(), [1, 0]);
    let mut h = position([1, 1, 1, 1, 1, 3, 3, 0, 4, 4, 4, 4], [0, 0], 0);
    let fx = play(&mut h, "F");
    assert!(captures(&fx).is_empty());
    assert_eq!(h.core.board.pits(), &[1, 1, 1, 1, 1, 0, 4, 1, 4, 4, 4, 4]);
    assert_eq!(h.turn(), Turn::Player(1));
}

#[test]
fn must_feed_an_empty_opponent_when_possible() {
    // North is empty: only F (2 seeds: store, a) reaches North's side;
    // E (2 seeds: F, store) stops short.
    let g = position([1, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0], [20, 23], 0);
    assert_eq!(legal(&g), vec![PitMove(5)]);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(4)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(5)), Ok(()));
}

#[test]
fn any_move_is_legal_when_none_feeds() {
    // E (1) and A (2) cannot reach North's side.
    let mut g = position([2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], [22, 23], 0);
    assert_eq!(legal(&g), vec![PitMove(0), PitMove(4)]);
    let fx = play(&mut g, "E");
    // E's seed lands in empty F and is taken (a is empty). North has
    // nothing to play: each side goes to its owner.
    assert_eq!(captures(&fx), vec![(5, 1)]);
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [25, 23]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(0));
            assert_eq!(
                o.reason,
                EndReason::NoMove {
                    player: 1,
                    remaining: Remaining::ToOwners
                }
            );
        }
        t => panic!("expected game over, got {t:?}"),
    }
}

#[test]
fn an_empty_side_after_an_extra_turn_ends_the_game() {
    // South's F (1) goes to the store, leaving South empty: South would
    // move again but cannot. North keeps its own seeds.
    let mut g = position([0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 3], [20, 22], 0);
    let fx = play(&mut g, "F");
    assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [21, 27]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(1));
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
fn reaching_25_ends_the_game_and_sides_go_to_their_owners() {
    // South's F (2): store (25), a (now 1).
    let mut g = position([1, 0, 0, 0, 0, 2, 0, 4, 4, 4, 4, 1], [24, 4], 0);
    let fx = play(&mut g, "F");
    assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [26, 22]);
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
}

#[test]
fn both_at_24_is_a_draw_by_majority() {
    // South's last seed, from F, lands in the store: 24 each. The game
    // ends at once, so the extra turn is not announced.
    let mut h = position([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0], [23, 24], 0);
    let fx = play(&mut h, "F");
    assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
    assert_eq!(h.core.board.stores(), [24, 24]);
    match h.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), None);
            assert!(matches!(o.reason, EndReason::Majority { .. }));
        }
        t => panic!("expected game over, got {t:?}"),
    }
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    let g = position([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 0);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::EmptyPit));
    assert_eq!(g.check(PitMove(7)), Err(IllegalAction::NotYourPit));
    assert_eq!(g.check(PitMove(12)), Err(IllegalAction::NoSuchPit));
    assert_eq!(g.check(PitMove(255)), Err(IllegalAction::NoSuchPit));
    let mut h = g.clone();
    assert!(h.apply(PitMove(0), &mut Effects::off()).is_err());
    assert_eq!(h, g);
    assert!("G".parse::<PitMove>().is_err());
    assert_eq!("f".parse::<PitMove>(), Ok(PitMove(11)));
    assert_eq!(PitMove(6).to_string(), "a");
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
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    assert_eq!(g.core.board.stores(), [25, 23]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(0));
            assert_eq!(
                o.reason,
                EndReason::Agreement {
                    remaining: Remaining::ToOwners
                }
            );
        }
        t => panic!("expected game over, got {t:?}"),
    }
    assert_eq!(
        g.end_by_agreement(&mut Effects::off()),
        Err(IllegalAction::GameOver)
    );
}

#[test]
fn third_occurrence_ends_the_game() {
    // Repetition cannot arise in play, so prime the history: the
    // position after North's e (1 seed into f, no capture, stores
    // unchanged) has been seen twice already.
    let start = position([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1], [22, 23], 1);
    let mut once = start.clone();
    play(&mut once, "e");
    assert_eq!(once.core.board.pits(), &[0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(once.turn(), Turn::Player(0));
    let mut h = start.clone();
    let key = once.core.position_key();
    h.core.repetitions.record(key);
    h.core.repetitions.record(key);
    play(&mut h, "e");
    match h.turn() {
        Turn::Over(o) => {
            assert_eq!(
                o.reason,
                EndReason::Repetition {
                    occurrence: 3,
                    remaining: Remaining::ToOwners
                }
            );
            assert_eq!(h.core.board.pits(), &[0; 12]);
            assert_eq!(h.core.board.stores(), [23, 25]);
        }
        t => panic!("expected game over, got {t:?}"),
    }
}

#[test]
fn options_reject_unknown_fields() {
    assert!(serde_json::from_str::<MancalaOptions>(r#"{"typo": 1}"#).is_err());
    let north: MancalaOptions = serde_json::from_str(r#"{"first_player": "north"}"#).unwrap();
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
