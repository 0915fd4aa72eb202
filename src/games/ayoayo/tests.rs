//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::board::PitMove;
use crate::engine::session::PitGame;
use crate::engine::{Effect, EndReason, Game, IllegalAction, Remaining, Slot, Turn};
use crate::engine::invariants::random_games;

fn traditional() -> AyoayoOptions {
    AyoayoOptions::presets()[1].2.clone()
}

fn position(options: AyoayoOptions, pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Ayoayo {
    Ayoayo::from_board(
        options,
        PitBoard::from_counts(&pits, stores).unwrap(),
        to_move,
    )
}

fn play(game: &mut Ayoayo, mv: &str) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.apply(mv.parse().unwrap(), &mut fx).unwrap();
    fx.take()
}

fn legal(game: &Ayoayo) -> Vec<PitMove> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out
}

fn lifts(fx: &[Effect]) -> Vec<u8> {
    fx.iter()
        .filter_map(|e| match *e {
            Effect::Lift { pit, .. } => Some(pit),
            _ => None,
        })
        .collect()
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
fn a_lap_ending_in_an_empty_pit_ends_the_move() {
    // Traditional: E (2) sows F and a; a was empty, on North's side: no
    // capture, the turn passes.
    let mut g = position(
        traditional(),
        [0, 0, 0, 0, 2, 1, 0, 3, 3, 3, 3, 3],
        [0, 0],
        0,
    );
    let fx = play(&mut g, "E");
    assert_eq!(lifts(&fx), vec![4]);
    assert!(captures(&fx).is_empty());
    assert_eq!(g.core.board.pits(), &[0, 0, 0, 0, 0, 2, 1, 3, 3, 3, 3, 3]);
    assert_eq!(g.core.board.stores(), [0, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn sowing_into_the_store_by_default() {
    // Same position as the source: E (2) sows F and South's store, which
    // ends the move without another turn.
    let mut g = position(
        AyoayoOptions::default(),
        [0, 0, 0, 0, 2, 1, 0, 3, 3, 3, 3, 3],
        [0, 0],
        0,
    );
    let fx = play(&mut g, "E");
    assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
    assert_eq!(g.core.board.pits(), &[0, 0, 0, 0, 0, 2, 0, 3, 3, 3, 3, 3]);
    assert_eq!(g.core.board.stores(), [1, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
    // North's store comes after f, and South's is passed over.
    let mut h = position(
        AyoayoOptions::default(),
        [3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 1, 3],
        [0, 0],
        1,
    );
    let fx = play(&mut h, "f");
    // f (3): store, A (4), B (4): lift B (4): C, D, E, F (all 4): lift
    // F (4): a, b, c, d (empty before): stop on North's own d, facing C
    // (4): captured.
    assert_eq!(lifts(&fx), vec![11, 1, 5]);
    assert_eq!(captures(&fx), vec![(2, 4)]);
    assert_eq!(h.core.board.pits(), &[4, 0, 0, 4, 4, 0, 1, 1, 1, 1, 1, 0]);
    assert_eq!(h.core.board.stores(), [0, 5]);
    assert_eq!(h.turn(), Turn::Player(0));
}

#[test]
fn relays_from_full_pits_and_captures_the_facing_pit() {
    // A (2): B, C; C now 3: lift it: D, E, F; F was empty: it keeps its
    // seed and a (facing F) is taken.
    for options in [AyoayoOptions::default(), traditional()] {
        let mut g = position(options, [2, 0, 2, 0, 0, 0, 3, 1, 1, 1, 1, 1], [0, 0], 0);
        let fx = play(&mut g, "A");
        assert_eq!(lifts(&fx), vec![0, 2]);
        assert_eq!(captures(&fx), vec![(6, 3)]);
        assert_eq!(g.core.board.pits(), &[0, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1]);
        assert_eq!(g.core.board.stores(), [3, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }
}

#[test]
fn relays_from_the_opponents_side_too() {
    // Traditional: D (1): E now 2: lift: F, a; a now 2: lift: b, c; c
    // now 2: lift: d, e; e now 2: lift: f, A; A was empty: capture f.
    let mut g = position(
        traditional(),
        [0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1],
        [0, 0],
        0,
    );
    let fx = play(&mut g, "D");
    assert_eq!(lifts(&fx), vec![3, 4, 6, 8, 10]);
    assert_eq!(captures(&fx), vec![(11, 2)]);
    assert_eq!(g.core.board.pits(), &[1, 0, 0, 0, 0, 1, 0, 2, 0, 2, 0, 0]);
    assert_eq!(g.core.board.stores(), [2, 0]);
    // With store sowing the second lap ends in South's store instead.
    let mut h = position(
        AyoayoOptions::default(),
        [0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1],
        [0, 0],
        0,
    );
    let fx = play(&mut h, "D");
    assert_eq!(lifts(&fx), vec![3, 4]);
    assert!(captures(&fx).is_empty());
    assert_eq!(h.core.board.pits(), &[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    assert_eq!(h.core.board.stores(), [1, 0]);
    assert_eq!(h.turn(), Turn::Player(1));
}

#[test]
fn each_lap_skips_only_its_own_origin() {
    // Traditional, North empty (so A must feed, and does). A (12): B..f,
    // A skipped, B (2): lift: C, D (2): lift: E, F (2): lift: a, b (2):
    // lift: c, d (2): lift: e, f (2): lift: A, B. A, emptied by the
    // first lap, is sown into by the last; B (lifted) now holds 1: stop,
    // and e (facing B) is taken.
    let mut g = position(
        traditional(),
        [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [18, 18],
        0,
    );
    assert_eq!(legal(&g), vec![PitMove(0)]);
    let fx = play(&mut g, "A");
    assert_eq!(lifts(&fx), vec![0, 1, 3, 5, 7, 9, 11]);
    assert_eq!(
        fx.iter()
            .filter(|e| matches!(e, Effect::Skip { .. }))
            .collect::<Vec<_>>(),
        vec![&Effect::Skip { pit: 0 }]
    );
    assert_eq!(captures(&fx), vec![(10, 2)]);
    assert_eq!(g.core.board.pits(), &[1, 1, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0]);
    assert_eq!(g.core.board.stores(), [20, 18]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn no_capture_when_the_facing_pit_is_empty() {
    // A (1) into empty B; e (facing B) is empty: nothing is taken and the
    // seed stays.
    let mut g = position(
        AyoayoOptions::default(),
        [1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1],
        [0, 0],
        0,
    );
    let fx = play(&mut g, "A");
    assert!(captures(&fx).is_empty());
    assert_eq!(g.core.board.pits(), &[0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1]);
    assert_eq!(g.core.board.stores(), [0, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn must_feed_an_empty_opponent() {
    // North is empty. Traditional: D (1) relays through E (2) to F and
    // a, feeding North; A (1) and E (1) stop on South's side.
    let pits = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
    let g = position(traditional(), pits, [22, 22], 0);
    assert_eq!(legal(&g), vec![PitMove(3)]);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(4)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(3)), Ok(()));
    // With store sowing, E's two seeds go to F and the store: no move
    // feeds North.
    let h = position(AyoayoOptions::default(), pits, [22, 22], 0);
    assert!(legal(&h).is_empty());
    assert_eq!(h.check(PitMove(3)), Err(IllegalAction::MustFeed));
}

#[test]
fn cannot_feed_ends_the_game_with_own_seeds() {
    // North's f (2): North's store, A. North is now empty and no South
    // move reaches it: A (1) stops in B, D (1) relays through E to F and
    // South's store, E (1) stops in F. Each side goes to its owner.
    let mut g = position(
        AyoayoOptions::default(),
        [0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2],
        [20, 24],
        1,
    );
    play(&mut g, "f");
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [23, 25]);
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
fn a_player_left_without_seeds_passes_and_must_be_fed() {
    // South's A (1) into empty B takes e (facing B): North's last seeds.
    // North, to move with nothing, passes; South moves again and must
    // feed North: only F (5) reaches North's row (store, a, b, c, d).
    let mut g = position(
        AyoayoOptions::default(),
        [1, 0, 0, 0, 0, 5, 0, 0, 0, 0, 3, 0],
        [19, 20],
        0,
    );
    let fx = play(&mut g, "A");
    assert_eq!(
        fx,
        [
            Effect::Lift { pit: 0, count: 1 },
            Effect::Drop { slot: Slot::Pit(1) },
            Effect::Capture {
                pit: 10,
                count: 3,
                player: 0
            },
            Effect::Pass { player: 1 },
        ]
    );
    assert_eq!(g.core.board.pits(), &[0, 1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0]);
    assert_eq!(g.core.board.stores(), [22, 20]);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(legal(&g), [PitMove(5)]);
    assert_eq!(g.check(PitMove(1)), Err(IllegalAction::MustFeed));
    play(&mut g, "F");
    assert_eq!(g.core.board.pits(), &[0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0]);
    assert_eq!(g.core.board.stores(), [23, 20]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn the_game_ends_when_nobody_can_feed_the_player_without_seeds() {
    // As above, but South is left with B's single seed, which cannot
    // reach North: North passes, South has no legal move, and each side
    // goes to its owner.
    let mut g = position(
        AyoayoOptions::default(),
        [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0],
        [20, 24],
        0,
    );
    let fx = play(&mut g, "A");
    assert_eq!(captures(&fx), vec![(10, 3)]);
    assert!(!fx.iter().any(|e| matches!(e, Effect::Pass { .. })));
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [24, 24]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), None);
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
fn a_relay_back_where_it_started_stops_and_the_turn_passes() {
    // Traditional (found in random play: seed 3874676893315084174, moves
    // c A c D b B a). South's A comes back, after 786 laps, to this very
    // board with A about to be lifted again: the move stops there, with
    // no capture, and North is to move on the board of before the move.
    let pits = [4, 0, 1, 9, 6, 1, 2, 3, 0, 3, 0, 1];
    let mut g = position(traditional(), pits, [4, 14], 0);
    let fx = play(&mut g, "A");
    assert_eq!(g.core.board.pits(), &pits);
    assert_eq!(g.core.board.stores(), [4, 14]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(lifts(&fx).len(), 786);
    assert!(captures(&fx).is_empty());
    assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 786 }));
    assert_eq!(
        first_repeat(&g.core.board, 0, 0, g.rules()),
        Some((786, g.core.board.clone()))
    );
}

#[test]
fn a_long_relay_that_ends_is_played_out() {
    // Traditional (found in random play: seed 1162, moves A a F f E b F
    // a B b): South's E relays for 213 laps, more than the cycle check
    // waits for, then ends by itself in South's empty B and takes e (3).
    let pits = [2, 1, 2, 1, 2, 5, 4, 5, 0, 1, 0, 3];
    let start = PitBoard::from_counts(&pits, [12, 10]).unwrap();
    let mut g = position(traditional(), pits, [12, 10], 0);
    let fx = play(&mut g, "E");
    let laps = lifts(&fx).len() as u32;
    assert_eq!(laps, 213);
    assert!(laps > crate::engine::sow::CYCLE_CHECK_AFTER);
    assert_eq!(captures(&fx), [(10, 3)]);
    assert!(!fx.iter().any(|e| matches!(e, Effect::RelayCycle { .. })));
    assert_eq!(first_repeat(&start, 0, 4, g.rules()), None);
    assert_eq!(g.core.board.pits(), &[3, 1, 2, 0, 3, 4, 3, 2, 3, 0, 0, 2]);
    assert_eq!(g.core.board.stores(), [15, 10]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn third_occurrence_ends_the_game() {
    // Traditional, no captures possible on this cycle of six moves:
    // C relays via D, F to b; a relays via b to d; E to F; c relays via
    // d, f to B; A relays via B to D; e to f — and the start is back.
    let start = [0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1];
    let mut g = position(traditional(), start, [21, 23], 0);
    let key = g.core.position_key();
    g.core.repetitions.record(key);
    let mut legal = Vec::new();
    let mut moves = Vec::new();
    while matches!(g.turn(), Turn::Player(_)) {
        g.legal_actions(&mut legal);
        let mv = legal[0];
        moves.push(mv.to_string());
        g.apply(mv, &mut Effects::off()).unwrap();
        if moves.len() == 6 {
            assert_eq!(g.core.board.pits(), &start);
        }
    }
    assert_eq!(moves.join(" "), "C a E c A e C a E c A e");
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(
                o.reason,
                EndReason::Repetition {
                    occurrence: 3,
                    remaining: Remaining::ToOwners
                }
            );
            assert_eq!(o.sole_winner(), None);
        }
        t => panic!("expected game over, got {t:?}"),
    }
    assert_eq!(g.core.board.pits(), &[0; 12]);
    assert_eq!(g.core.board.stores(), [24, 24]);
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    let g = position(
        AyoayoOptions::default(),
        [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
        [0, 0],
        0,
    );
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::EmptyPit));
    assert_eq!(g.check(PitMove(7)), Err(IllegalAction::NotYourPit));
    assert_eq!(g.check(PitMove(12)), Err(IllegalAction::NoSuchPit));
    assert_eq!(g.check(PitMove(255)), Err(IllegalAction::NoSuchPit));
    let mut h = g.clone();
    assert!(h.apply(PitMove(0), &mut Effects::off()).is_err());
    assert_eq!(h, g);
    assert!("g".parse::<PitMove>().is_err());
    assert!("AB".parse::<PitMove>().is_err());
    assert_eq!("b".parse::<PitMove>(), Ok(PitMove(7)));
    assert_eq!(PitMove(5).to_string(), "F");
    assert_eq!(g.action_label(PitMove(5)), "Sow F");
    assert_eq!(g.action_pit(PitMove(5)), Some(5));
}

#[test]
fn agreement_gives_each_side_to_its_owner() {
    let mut g = Ayoayo::new(&AyoayoOptions::default(), 3).unwrap();
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    assert_eq!(g.core.board.stores(), [24, 24]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), None);
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
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::GameOver));
    assert!(legal(&g).is_empty());
}

#[test]
fn options_and_presets() {
    assert!(serde_json::from_str::<AyoayoOptions>(r#"{"typo": 1}"#).is_err());
    assert!(serde_json::from_str::<AyoayoOptions>(r#"{"sow_into_store": 3}"#).is_err());
    assert!(serde_json::from_str::<AyoayoOptions>(r#"{"first_player": "east"}"#).is_err());
    let options: AyoayoOptions =
        serde_json::from_str(r#"{"sow_into_store": false, "first_player": "north"}"#).unwrap();
    assert_eq!(
        options,
        AyoayoOptions {
            first_player: FirstPlayer::North,
            ..traditional()
        }
    );
    assert_eq!(Ayoayo::new(&options, 0).unwrap().turn(), Turn::Player(1));
    let empty: AyoayoOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(empty, AyoayoOptions::default());
    let ids: Vec<_> = AyoayoOptions::presets().iter().map(|p| p.0).collect();
    assert_eq!(ids, vec!["seed", "traditional"]);
    let keys: Vec<_> = OPTIONS.iter().map(|o| o.key).collect();
    assert_eq!(keys, vec!["sow_into_store", "first_player"]);
}

/// The relay of the move from `pit`, followed lap by lap with every
/// state between laps kept in a list (test only: it allocates): `None`
/// if it ends by itself, or the lap after which a state first comes back
/// and the board then.
fn first_repeat(
    board: &PitBoard,
    player: usize,
    pit: usize,
    rules: SowRules,
) -> Option<(u32, PitBoard)> {
    let mut board = board.clone();
    let mut pit = pit;
    let mut seen = std::collections::HashSet::from([(board.clone(), pit)]);
    loop {
        let hand = board.lift(pit, &mut Effects::off());
        let last = crate::engine::sow::sow_lap(
            &mut board,
            player,
            Slot::Pit(pit as u8),
            pit,
            hand,
            Direction::Counterclockwise,
            rules,
            &mut Effects::off(),
        );
        match last {
            Slot::Pit(p) if board.pit(p as usize) > 1 => pit = p as usize,
            _ => return None,
        }
        if !seen.insert((board.clone(), pit)) {
            return Some((seen.len() as u32, board));
        }
    }
}

/// Random play from a preset and a starting side, with every invariant
/// checked; then more random games measuring the relays: the longest
/// that ends on its own, and how many come back to an earlier state
/// (each checked against [`first_repeat`], as is every relay longer
/// than the cycle check waits for).
fn random_play(preset: usize, first: FirstPlayer, seed: u64) -> (u32, u32) {
    use crate::engine::sow::CYCLE_CHECK_AFTER;
    use rand::{Rng, SeedableRng};

    let (id, _, mut options) = AyoayoOptions::presets().swap_remove(preset);
    options.first_player = first;
    let stats = random_games::<Ayoayo>(&options, 3000, seed, true).unwrap();
    assert_eq!(stats.games, 3000);
    assert!(stats.wins[0] > 300 && stats.wins[1] > 300, "{stats:?}");
    // The bound is practical: random games stay well inside it.
    let bound = Ayoayo::new(&options, 0).unwrap().max_game_length() as u64;
    assert!(stats.longest * 4 < bound, "{stats:?}");

    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let (mut longest, mut cycles, mut moves) = (0, 0, 0);
    for _ in 0..500 {
        let mut g = Ayoayo::new(&options, rng.random()).unwrap();
        while let Turn::Player(player) = g.turn() {
            g.legal_actions(&mut legal);
            let mv = legal[rng.random_range(0..legal.len())];
            let mut board = g.core.board.clone();
            let pit = mv.0 as usize;
            let (end, _) = sow_move(&mut board, player, pit, g.rules(), &mut Effects::off());
            if end.cycled {
                let repeat = first_repeat(&g.core.board, player, pit, g.rules());
                assert_eq!(repeat, Some((end.laps, board)));
                cycles += 1;
            } else {
                if end.laps > CYCLE_CHECK_AFTER {
                    assert_eq!(first_repeat(&g.core.board, player, pit, g.rules()), None);
                }
                longest = longest.max(end.laps);
            }
            moves += 1;
            g.apply(mv, &mut Effects::off()).unwrap();
        }
    }
    eprintln!(
        "ayoayo {id} {first:?}: {stats:?}; {moves} more moves: longest relay \
         {longest} laps, {cycles} relays came back to an earlier state"
    );
    (longest, cycles)
}

#[test]
fn random_play_seed_south() {
    let (_, cycles) = random_play(0, FirstPlayer::South, 21);
    assert_eq!(cycles, 0, "store sowing drains relays");
}

#[test]
fn random_play_seed_north() {
    let (_, cycles) = random_play(0, FirstPlayer::North, 22);
    assert_eq!(cycles, 0, "store sowing drains relays");
}

#[test]
fn random_play_traditional_south() {
    let (_, cycles) = random_play(1, FirstPlayer::South, 23);
    assert!(cycles > 0, "without store sowing some relays come back");
}

#[test]
fn random_play_traditional_north() {
    let (_, cycles) = random_play(1, FirstPlayer::North, 24);
    assert!(cycles > 0, "without store sowing some relays come back");
}
