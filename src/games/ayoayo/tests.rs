//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::invariants::random_games;
use crate::engine::options::options_from_json;
use crate::games::testkit::*;

fn traditional() -> AyoayoOptions {
    AyoayoOptions::presets()[1].2.clone()
}

fn position(options: AyoayoOptions, pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Ayoayo {
    crate::games::testkit::position(options, &pits, stores, to_move)
}

#[test]
fn traditional_relays() {
    check(
        with_options::<Ayoayo>(traditional()),
        &[
            // E (2) sows F and a; a was empty, on North's side: no capture,
            // the turn passes.
            Scenario::new(&[0, 0, 0, 0, 2, 1, 0, 3, 3, 3, 3, 3], [0, 0], 0, "E")
                .gives(&[0, 0, 0, 0, 0, 2, 1, 3, 3, 3, 3, 3], [0, 0])
                .lifting(&[4]),
            // A (2): B, C; C now 3: lift it: D, E, F; F was empty: it keeps
            // its seed and a (facing F) is taken.
            Scenario::new(&[2, 0, 2, 0, 0, 0, 3, 1, 1, 1, 1, 1], [0, 0], 0, "A")
                .gives(&[0, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1], [3, 0])
                .lifting(&[0, 2])
                .with([capture(6, 3, 0)]),
            // D (1): E now 2: lift: F, a; a now 2: lift: b, c; c now 2:
            // lift: d, e; e now 2: lift: f, A; A was empty: capture f.
            Scenario::new(&[0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1], [0, 0], 0, "D")
                .gives(&[1, 0, 0, 0, 0, 1, 0, 2, 0, 2, 0, 0], [2, 0])
                .lifting(&[3, 4, 6, 8, 10])
                .with([capture(11, 2, 0)]),
            // North empty (so A must feed, and does). A (12): B..f, A
            // skipped, B (2): lift: C, D (2): lift: E, F (2): lift: a, b
            // (2): lift: c, d (2): lift: e, f (2): lift: A, B. A, emptied
            // by the first lap, is sown into by the last (each lap skips
            // only its own origin); B (lifted) now holds 1: stop, and e
            // (facing B) is taken.
            Scenario::new(&[12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [18, 18], 0, "A")
                .gives(&[1, 1, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0], [20, 18])
                .lifting(&[0, 1, 3, 5, 7, 9, 11])
                .with([Effect::Skip { pit: 0 }, capture(10, 2, 0)]),
        ],
    );
}

#[test]
fn relays_sowing_into_the_store() {
    check(
        with_options::<Ayoayo>(AyoayoOptions::default()),
        &[
            // E (2) sows F and South's store, which ends the move without
            // another turn.
            Scenario::new(&[0, 0, 0, 0, 2, 1, 0, 3, 3, 3, 3, 3], [0, 0], 0, "E")
                .gives(&[0, 0, 0, 0, 0, 2, 0, 3, 3, 3, 3, 3], [1, 0])
                .lifting(&[4]),
            // North's store comes after f, and South's is passed over. f
            // (3): store, A (4), B (4): lift B (4): C, D, E, F (all 4):
            // lift F (4): a, b, c, d (empty before): stop on North's own
            // d, facing C (4): captured.
            Scenario::new(&[3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 1, 3], [0, 0], 1, "f")
                .gives(&[4, 0, 0, 4, 4, 0, 1, 1, 1, 1, 1, 0], [0, 5])
                .lifting(&[11, 1, 5])
                .with([capture(2, 4, 1)]),
            // As with the traditional rules.
            Scenario::new(&[2, 0, 2, 0, 0, 0, 3, 1, 1, 1, 1, 1], [0, 0], 0, "A")
                .gives(&[0, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1], [3, 0])
                .lifting(&[0, 2])
                .with([capture(6, 3, 0)]),
            // The traditional rules' relay from D: its second lap ends in
            // South's store instead.
            Scenario::new(&[0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1], [0, 0], 0, "D")
                .gives(&[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1], [1, 0])
                .lifting(&[3, 4]),
            // A (1) into empty B; e (facing B) is empty: nothing is taken
            // and the seed stays.
            Scenario::new(&[1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1], [0, 0], 0, "A")
                .gives(&[0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1], [0, 0])
                .lifting(&[0]),
        ],
    );
}

#[test]
fn endings_when_nobody_can_feed() {
    let no_move = EndReason::NoMove {
        player: 0,
        remaining: Remaining::ToOwners,
    };
    check(
        with_options::<Ayoayo>(AyoayoOptions::default()),
        &[
            // North's f (2): North's store, A. North is now empty and no
            // South move reaches it: A (1) stops in B, D (1) relays through
            // E to F and South's store, E (1) stops in F. Each side goes to
            // its owner.
            Scenario::new(&[0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2], [20, 24], 1, "f")
                .gives(&[0; 12], [23, 25])
                .then(over(Some(1), no_move))
                .with(sweeps(0, &[(0, 1), (3, 1), (4, 1)])),
            // South's A (1) into empty B takes e (facing B), North's last
            // seeds; B's single seed cannot reach North: North would pass,
            // but South has no legal move, and each side goes to its owner.
            Scenario::new(&[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0], [20, 24], 0, "A")
                .gives(&[0; 12], [24, 24])
                .then(over(None, no_move))
                .with([capture(10, 3, 0)])
                .and(sweeps(0, &[(1, 1)])),
        ],
    );
}

#[test]
fn must_feed_an_empty_opponent() {
    // North is empty. Traditional: D (1) relays through E (2) to F and
    // a, feeding North; A (1) and E (1) stop on South's side.
    let pits = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
    let g = position(traditional(), pits, [22, 22], 0);
    assert_eq!(legal(&g), ["D"]);
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(4)), Err(IllegalAction::MustFeed));
    assert_eq!(g.check(PitMove(3)), Ok(()));
    // With store sowing, E's two seeds go to F and the store: no move
    // feeds North.
    let h = position(AyoayoOptions::default(), pits, [22, 22], 0);
    assert!(legal(&h).is_empty());
    assert_eq!(h.check(PitMove(3)), Err(IllegalAction::MustFeed));
    // Traditional, North empty: only A (12) feeds it.
    let k = position(
        traditional(),
        [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [18, 18],
        0,
    );
    assert_eq!(legal(&k), ["A"]);
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
            Effect::Drop {
                slot: Slot::Pit(1),
                colour: None
            },
            capture(10, 3, 0),
            Effect::Pass { player: 1 },
        ]
    );
    assert_eq!(g.board().pits(), &[0, 1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0]);
    assert_eq!(g.board().stores(), [22, 20]);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(legal(&g), ["F"]);
    assert_eq!(g.check(PitMove(1)), Err(IllegalAction::MustFeed));
    play(&mut g, "F");
    assert_eq!(g.board().pits(), &[0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0]);
    assert_eq!(g.board().stores(), [23, 20]);
    assert_eq!(g.turn(), Turn::Player(1));
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
    assert_eq!(g.board().pits(), &pits);
    assert_eq!(g.board().stores(), [4, 14]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(lifts(&fx).len(), 786);
    assert!(captures(&fx).is_empty());
    assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 786 }));
    assert_eq!(
        first_repeat(g.board(), 0, 0, g.rules()),
        Some((786, g.board().clone()))
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
    assert_eq!(g.board().pits(), &[3, 1, 2, 0, 3, 4, 3, 2, 3, 0, 0, 2]);
    assert_eq!(g.board().stores(), [15, 10]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn third_occurrence_ends_the_game() {
    // Traditional, no captures possible on this cycle of six moves:
    // C relays via D, F to b; a relays via b to d; E to F; c relays via
    // d, f to B; A relays via B to D; e to f — and the start is back.
    let start = [0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1];
    let mut g = position(traditional(), start, [21, 23], 0);
    g.core.record_position();
    let mut cycle = g.clone();
    for mv in ["C", "a", "E", "c", "A", "e"] {
        play(&mut cycle, mv);
    }
    assert_eq!(cycle.board().pits(), &start);
    let moves = play_first_moves(&mut g);
    assert_eq!(moves.join(" "), "C a E c A e C a E c A e");
    let repetition = EndReason::Repetition {
        occurrence: 3,
        remaining: Remaining::ToOwners,
    };
    assert_eq!(g.turn(), over(None, repetition));
    assert_eq!(g.board().pits(), &[0; 12]);
    assert_eq!(g.board().stores(), [24, 24]);
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    assert_refuses_pits_it_cannot_sow::<Ayoayo>(AyoayoOptions::default());
    let g = position(AyoayoOptions::default(), [4; 12], [0, 0], 0);
    assert_eq!(g.action_label(PitMove(5)), "Sow F");
    assert_eq!(g.action_pit(PitMove(5)), Some(5));
}

#[test]
fn agreement_gives_each_side_to_its_owner() {
    let mut g = Ayoayo::new(&AyoayoOptions::default(), 3).unwrap();
    let agreement = EndReason::Agreement {
        remaining: Remaining::ToOwners,
    };
    assert_agreement(&mut g, [24, 24], over(None, agreement));
    assert_eq!(g.check(PitMove(0)), Err(IllegalAction::GameOver));
}

#[test]
fn options_and_presets() {
    let parse = |v| options_from_json::<AyoayoOptions>(&v);
    assert!(parse(serde_json::json!({"typo": 1})).is_err());
    assert!(parse(serde_json::json!({"sow_into_store": 3})).is_err());
    assert!(parse(serde_json::json!({"first_player": "east"})).is_err());
    let options =
        parse(serde_json::json!({"sow_into_store": false, "first_player": "north"})).unwrap();
    assert_eq!(
        options,
        AyoayoOptions {
            first_player: FirstPlayer::North,
            ..traditional()
        }
    );
    assert_eq!(Ayoayo::new(&options, 0).unwrap().turn(), Turn::Player(1));
    let empty = parse(serde_json::json!({})).unwrap();
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
            let mut board = g.board().clone();
            let pit = mv.0 as usize;
            let (end, _) = sow_move(&mut board, player, pit, g.rules(), &mut Effects::off());
            if end.cycled {
                let repeat = first_repeat(g.board(), player, pit, g.rules());
                assert_eq!(repeat, Some((end.laps, board)));
                cycles += 1;
            } else {
                if end.laps > CYCLE_CHECK_AFTER {
                    assert_eq!(first_repeat(g.board(), player, pit, g.rules()), None);
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
