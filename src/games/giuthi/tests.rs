//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::invariants::random_games;
use crate::engine::options::{options_from_json, GameOptions};
use crate::games::testkit::*;

#[test]
fn distribution_suggestions_are_legal_and_complete() {
    use crate::engine::session::Present;
    let options = GiuthiOptions::default();
    let mut found = 0;
    for seed in 0..200u64 {
        let mut game = Giuthi::new(&options, seed).unwrap();
        let mut legal = Vec::new();
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        for _ in 0..3000 {
            if !matches!(game.turn(), Turn::Player(_)) {
                break;
            }
            let suggestions = game.suggestions();
            if !suggestions.is_empty() {
                found += 1;
                for (label, moves) in suggestions {
                    let mut copy = game.clone();
                    let round = copy.round;
                    for mv in moves {
                        copy.apply(mv, &mut Effects::off())
                            .unwrap_or_else(|e| panic!("{label}: {mv} refused: {e}"));
                    }
                    assert!(
                        matches!(copy.phase, Phase::Sow) && copy.round == round,
                        "{label} completes the distribution"
                    );
                    let width = copy.board.width();
                    assert!(
                        copy.board.pits().iter().all(|&p| p >= 1),
                        "{label}: a seed per pit"
                    );
                    let (lo, hi) = (copy.board.side(0), copy.board.side(1));
                    assert_eq!(copy.board.pits()[lo].len(), width);
                    assert_eq!(copy.board.pits()[hi].len(), width);
                }
            }
            game.legal_actions(&mut legal);
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mv = legal[(x % legal.len() as u64) as usize];
            game.apply(mv, &mut Effects::off()).unwrap();
        }
    }
    assert!(found > 50, "distributions seen: {found}");
}

fn south_first() -> GiuthiOptions {
    GiuthiOptions {
        first_player: FirstPlayer::South,
        ..GiuthiOptions::default()
    }
}

fn no_shortening() -> GiuthiOptions {
    GiuthiOptions {
        allow_shortening: false,
        ..south_first()
    }
}

/// The game is over: South, the loser of the round, holds too few seeds.
fn south_has_too_few(seeds: u8) -> Turn {
    over(Some(1), too_few_seeds(0, seeds))
}

fn set_up(board: PitBoard, to_move: usize) -> Giuthi {
    Giuthi::from_board(south_first(), board, to_move)
}

fn position(pits: &[u8], stores: [u8; 2], to_move: usize) -> Giuthi {
    set_up(crate::games::testkit::board(pits, stores), to_move)
}

/// A position where South's `A>` ends the round at once (`A` 2 seeds,
/// sown into empty `B` and `C`), South then holding `south` seeds.
fn round_ending(options: GiuthiOptions, south: u8) -> Giuthi {
    let board = PitBoard::from_counts(
        &[2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [south - 2, 72 - south],
    )
    .unwrap();
    let mut g = Giuthi::from_board(options, board, 0);
    play(&mut g, "A>");
    g
}

#[test]
fn notation_reads_and_prints() {
    for text in ["C>", "c<", "A<", "f>", "w4", "p12"] {
        let mv: GiuthiMove = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
    }
    assert_eq!(
        " c< ".parse::<GiuthiMove>(),
        Ok(GiuthiMove::Sow {
            side: 1,
            index: 2,
            clockwise: true
        })
    );
    for bad in [
        "G>", "C", "C>>", ">", "w", "p", "P3", "W4", "p-1", "p+1", "x1", "3>",
    ] {
        assert!(bad.parse::<GiuthiMove>().is_err(), "{bad}");
    }
}

#[test]
fn directions_and_passes() {
    let g = position(&[0, 0, 2, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31], 0);
    assert_eq!(legal(&g), ["C>", "C<"]);
    check(
        set_up,
        &[
            // C towards South's right: D, E. The last seed captures
            // nothing: the facing pit got nothing this move.
            Scenario::new(&[0, 0, 2, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31], 0, "C>")
                .gives(&[0, 0, 0, 1, 1, 0, 2, 1, 1, 1, 1, 1], [31, 31]),
            // C towards South's left: B, A; no capture either.
            Scenario::new(&[0, 0, 2, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31], 0, "C<")
                .gives(&[1, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31]),
            // North names its pits from its own left too: `a>` sows b, c
            // towards North's right; c (now 2) goes back: b, a. South,
            // with single seeds, passes.
            Scenario::new(&[1, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31], 1, "a>")
                .gives(&[1, 1, 0, 0, 0, 0, 1, 3, 0, 1, 1, 1], [31, 31])
                .then(Turn::Player(1))
                .lifting(&[6, 8])
                .with([Effect::Pass { player: 0 }]),
            // A (2) sows B, C; C (3) goes back clockwise: B, A, f. North is
            // left with single seeds and passes; South moves again.
            Scenario::new(&[2, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0], [32, 35], 0, "A>")
                .gives(&[1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], [32, 35])
                .then(Turn::Player(0))
                .with([Effect::Pass { player: 1 }]),
        ],
    );
    // Then South may move from B only.
    let h = position(&[1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], [32, 35], 0);
    assert_eq!(legal(&h), ["B>", "B<"]);
}

#[test]
fn relay_reverses_at_each_lift() {
    // C (2) sows D, E; E had a seed, so its 2 go back clockwise: D, then
    // C, emptied at the start, where the move ends.
    let mut g = position(&[0, 0, 2, 0, 1, 0, 2, 1, 1, 0, 1, 1], [31, 31], 0);
    let fx = play(&mut g, "C>");
    assert_eq!(g.board.pits(), &[0, 0, 1, 2, 0, 0, 2, 1, 1, 0, 1, 1]);
    assert_eq!(
        fx,
        [
            Effect::Lift { pit: 2, count: 2 },
            Effect::Drop {
                slot: Slot::Pit(3),
                colour: None
            },
            Effect::Drop {
                slot: Slot::Pit(4),
                colour: None
            },
            Effect::Lift { pit: 4, count: 2 },
            Effect::Drop {
                slot: Slot::Pit(3),
                colour: None
            },
            Effect::Drop {
                slot: Slot::Pit(2),
                colour: None
            },
        ]
    );
}

#[test]
fn captures_and_their_runs() {
    check(
        set_up,
        &[
            // A (2) clockwise: f, e; e now 2 goes back: f, A. The last seed
            // is in A, emptied at the start; f (2) was sown this move, so
            // South takes f and the last seed. B's facing e was lifted: the
            // run stops.
            Scenario::new(&[2, 0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 0], [31, 31], 0, "A<")
                .gives(&[0, 0, 0, 0, 0, 0, 2, 1, 1, 1, 0, 0], [34, 31])
                .with([capture(11, 2, 0), capture(0, 1, 0)]),
            // C clockwise ends in empty A too, but f's 3 seeds were there
            // before the move: no capture.
            Scenario::new(&[0, 0, 2, 0, 0, 0, 2, 1, 1, 1, 1, 3], [29, 31], 0, "C<")
                .gives(&[1, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 3], [29, 31]),
            // F (3) sows a, b, c; c (now 3) goes back clockwise: b, a, F.
            // The last seed is in F: South takes a (2) and it, then E is
            // empty and takes b (2); D holds seeds, so the run stops.
            Scenario::new(&[0, 0, 0, 2, 0, 3, 0, 0, 2, 1, 1, 2], [30, 31], 0, "F>")
                .gives(&[0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 1, 2], [35, 31])
                .with([capture(6, 2, 0), capture(5, 1, 0), capture(7, 2, 0)]),
            // As above with D empty: D's facing c was lifted and is empty,
            // so the run stops there, and C (empty, facing d with a seed) is
            // not reached. South has nothing left to sow; North moves.
            Scenario::new(&[0, 0, 0, 0, 0, 3, 0, 0, 2, 1, 1, 2], [32, 31], 0, "F>")
                .gives(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2], [37, 31])
                .with([capture(6, 2, 0), capture(5, 1, 0), capture(7, 2, 0)]),
            // C (3) clockwise relays over five laps (C, f, B, d, A) and the
            // last lap, clockwise, ends in empty F with a sown this move.
            // South takes a and F, then runs left over E, D, C, B, A, all
            // empty, taking b, c, d, e and f, and stops at the end of the
            // row. Neither player can move: the round ends, North ahead 39
            // to 33, and South sets up the next on a board of six pits.
            Scenario::new(&[3, 2, 3, 0, 0, 0, 0, 0, 2, 2, 0, 1], [20, 39], 0, "C<")
                .gives(&[0; 12], [33, 39])
                .then(Turn::Player(0))
                .lifting(&[2, 11, 1, 9, 0])
                .with([
                    capture(6, 1, 0),
                    capture(5, 1, 0),
                    capture(7, 1, 0),
                    capture(8, 3, 0),
                    capture(9, 1, 0),
                    capture(10, 3, 0),
                    capture(11, 3, 0),
                    Effect::RoundOver { round: 1 },
                    Effect::NewBoard { width: 6 },
                ]),
        ],
    );
}

#[test]
fn round_ends_when_neither_can_move() {
    let mut g = position(&[2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [30, 39], 0);
    let fx = play(&mut g, "A>");
    assert_eq!(
        fx[3..],
        [
            Effect::Sweep {
                pit: 1,
                count: 1,
                player: 0
            },
            Effect::Sweep {
                pit: 2,
                count: 1,
                player: 0
            },
            Effect::Sweep {
                pit: 6,
                count: 1,
                player: 1
            },
            Effect::RoundOver { round: 1 },
            // South lost (32 to 40) with no smaller board allowed: the
            // board is laid out anew for the distribution.
            Effect::NewBoard { width: 6 },
        ]
    );
    assert_eq!(g.board.stores(), [32, 40]);
    assert_eq!(g.total_seeds(), 72);
    // South lost with 32 seeds, too many to shorten: the board stays 6
    // wide and South spreads its seeds.
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.phase, Phase::Distribute { next: 0 });
    let info = g.rounds().unwrap();
    assert_eq!(info.round, 2);
    assert_eq!(info.totals, [32, 40]);
    assert_eq!(info.finished, [[32, 40]]);
    assert_eq!(
        g.extra_state(),
        json!({"width": 6, "phase": "distribute", "round": 2})
    );
}

#[test]
fn a_tied_round_is_replayed_by_the_other_starter() {
    let mut g = position(&[2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [34, 35], 0);
    play(&mut g, "A>");
    assert_eq!(g.board.pits(), &[6; 12]);
    assert_eq!(g.board.stores(), [0, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.phase, Phase::Sow);
    let info = g.rounds().unwrap();
    assert_eq!((info.round, info.finished), (2, vec![[36, 36]]));
}

#[test]
fn third_occurrence_of_a_position_ends_the_round() {
    // South's F> and North's b< relay round and restore the position.
    let mut g = position(&[0, 0, 1, 0, 1, 3, 0, 0, 1, 0, 0, 0], [33, 33], 0);
    let start = g.board.clone();
    for _ in 0..2 {
        play(&mut g, "F>");
        assert_eq!(g.board.pits(), &[0, 0, 1, 0, 1, 0, 0, 3, 1, 0, 0, 0]);
        play(&mut g, "b<");
    }
    // The third occurrence: each side's seeds go to its owner.
    assert_ne!(g.board, start);
    assert_eq!(g.board.stores(), [38, 34]);
    assert_eq!(g.rounds().unwrap().finished, [[38, 34]]);
    assert_eq!(g.turn(), Turn::Player(1));
}

/// The relay of a move, followed lap by lap with every state between
/// laps (board, pit about to be lifted, direction) kept in a list (test
/// only: it allocates): `None` if it ends by itself, or the lap after
/// which a state first comes back and the board then.
fn first_repeat(board: &PitBoard, pit: usize, dir: Direction) -> Option<(u32, PitBoard)> {
    let (mut board, mut pit, mut dir) = (board.clone(), pit, dir);
    let mut seen = std::collections::HashSet::from([(board.clone(), pit, dir)]);
    loop {
        let hand = board.lift(pit, &mut Effects::off());
        let start = Slot::Pit(pit as u8);
        let last = crate::engine::sow::sow_lap(
            &mut board,
            0,
            start,
            pit,
            hand,
            dir,
            RULES,
            &mut Effects::off(),
        );
        match last {
            Slot::Pit(p) if board.pit(p as usize) > 1 => {
                (pit, dir) = (p as usize, dir.reversed());
            }
            _ => return None,
        }
        if !seen.insert((board.clone(), pit, dir)) {
            return Some((seen.len() as u32, board));
        }
    }
}

#[test]
fn a_relay_back_where_it_started_stops_and_the_turn_passes() {
    // Found in random play (seed 5115, round 14, three pits a side):
    // South's A clockwise comes back to this board with A about to be
    // lifted clockwise again, after 10 laps. The move stops there with
    // no capture and North moves.
    let pits = [4, 1, 1, 3, 1, 1];
    let mut g = position(&pits, [56, 5], 0);
    let fx = play(&mut g, "A<");
    let laps = fx
        .iter()
        .filter(|e| matches!(e, Effect::Lift { .. }))
        .count();
    assert_eq!(laps, 10);
    assert_eq!(g.board.pits(), &pits);
    assert_eq!(g.board.stores(), [56, 5]);
    assert!(captures(&fx).is_empty());
    assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 10 }));
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(
        first_repeat(&g.board, 0, Direction::Clockwise),
        Some((10, g.board.clone()))
    );
}

#[test]
fn a_long_relay_that_ends_is_played_out() {
    // Found in random play (seed 9, round 5): South's C clockwise relays
    // for more laps than the cycle check waits for and ends by itself.
    let pits = [19, 7, 4, 1, 2, 1, 19, 7, 4, 1, 2, 1];
    let start = PitBoard::from_counts(&pits, [4, 0]).unwrap();
    let mut g = position(&pits, [4, 0], 0);
    let fx = play(&mut g, "C<");
    let laps = fx
        .iter()
        .filter(|e| matches!(e, Effect::Lift { .. }))
        .count() as u32;
    assert!(laps > crate::engine::sow::CYCLE_CHECK_AFTER, "{laps}");
    assert!(!fx.iter().any(|e| matches!(e, Effect::RelayCycle { .. })));
    assert_eq!(first_repeat(&start, 2, Direction::Clockwise), None);
    assert_eq!(g.board.pits(), &[11, 0, 6, 0, 1, 1, 4, 10, 0, 5, 21, 2]);
    assert_eq!(g.board.stores(), [11, 0]);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn shortening_is_offered_below_each_threshold_only() {
    let on = south_first();
    for (south, widths) in [
        (35, vec![]),
        (18, vec![]),
        (17, vec!["w4", "w6"]),
        (9, vec!["w4", "w6"]),
        (8, vec!["w3", "w4", "w6"]),
        (7, vec!["w3", "w4", "w6"]),
        // One seed a pit would leave nobody a move: 6 pits need 7 seeds.
        (6, vec!["w3", "w4"]),
        (5, vec!["w3", "w4"]),
    ] {
        let g = round_ending(on.clone(), south);
        assert_eq!(g.turn(), Turn::Player(0), "{south}");
        if widths.is_empty() {
            assert_eq!(g.phase, Phase::Distribute { next: 0 }, "{south}");
            assert_eq!(g.board.width(), 6);
        } else {
            assert_eq!(legal(&g), widths, "{south}");
            assert_eq!(
                g.prompt().unwrap(),
                "South lost the round: choose the board size"
            );
            assert_eq!(
                g.check(GiuthiMove::Width(5)),
                Err(IllegalAction::OutOfRange)
            );
            assert_eq!(
                g.check(GiuthiMove::Width(2)),
                Err(IllegalAction::OutOfRange),
                "2 pits need fewer than 4.5 seeds, and 4 end the game"
            );
        }
    }
    // Without shortening the board stays 6 wide, and 6 seeds or fewer
    // cannot fill it with a move left.
    let off = no_shortening();
    let g = round_ending(off.clone(), 7);
    assert_eq!(g.phase, Phase::Distribute { next: 0 });
    assert_eq!(g.board.width(), 6);
    let g = round_ending(off, 6);
    assert_eq!(g.turn(), south_has_too_few(6));
}

#[test]
fn two_pits_never_come_up_and_a_loser_with_five_or_six_must_shorten() {
    // Two pits need fewer than 4.5 seeds, and 4 or fewer end the game:
    // whatever the loser holds, w2 is never offered.
    for south in 2..=35 {
        let g = round_ending(south_first(), south);
        assert!(!legal(&g).contains(&"w2".to_string()), "{south}");
        assert_eq!(
            matches!(g.turn(), Turn::Over(_)),
            south <= 4,
            "{south}: the game ends at 4 or fewer"
        );
    }
    // 5 or 6 seeds cannot fill six pits with a move left: shorten...
    for south in [5, 6] {
        let g = round_ending(south_first(), south);
        assert_eq!(legal(&g), ["w3", "w4"], "{south}");
        assert_eq!(
            g.check(GiuthiMove::Width(6)),
            Err(IllegalAction::OutOfRange)
        );
    }
    // ...or, with shortening off, lose.
    let off = no_shortening();
    let g = round_ending(off, 5);
    assert_eq!(g.turn(), south_has_too_few(5));
}

#[test]
fn too_few_seeds_is_told_in_words() {
    let game = Giuthi::new(&GiuthiOptions::default(), 0).unwrap();
    let reason = |seeds| {
        let outcome = Outcome {
            winners: 1,
            reason: too_few_seeds(1, seeds),
        };
        Present::explain(&game, &outcome)
    };
    assert_eq!(
        reason(1),
        "After the round North held only 1 seed, too few to play on."
    );
    assert_eq!(
        reason(4),
        "After the round North held only 4 seeds, too few to play on."
    );
}

#[test]
fn the_loser_spreads_their_seeds_and_the_winner_copies() {
    let mut g = round_ending(south_first(), 17);
    play(&mut g, "w4");
    assert_eq!(g.board.width(), 4);
    assert_eq!(g.board.pits(), &[0; 8]);
    assert_eq!(g.board.stores(), [17, 55]);
    assert_eq!(
        g.prompt().unwrap(),
        "South: place seeds in pit A (17 left, at least 1 per pit)"
    );
    // Three more pits need a seed each: 1 to 14.
    let expected: Vec<String> = (1..=14).map(|n| format!("p{n}")).collect();
    assert_eq!(legal(&g), expected);
    assert_eq!(
        g.check(GiuthiMove::Place(15)),
        Err(IllegalAction::OutOfRange)
    );
    assert_eq!(
        g.check(GiuthiMove::Place(0)),
        Err(IllegalAction::OutOfRange)
    );
    assert_eq!(g.action_pit(GiuthiMove::Place(3)), Some(0));
    assert_eq!(g.action_label(GiuthiMove::Place(3)), "Put 3 seeds in A");
    assert_eq!(g.action_label(GiuthiMove::Place(1)), "Put 1 seed in A");
    play(&mut g, "p5");
    assert_eq!(g.board.pits(), &[5, 0, 0, 0, 5, 0, 0, 0]);
    assert_eq!(g.board.stores(), [12, 50]);
    assert_eq!(legal(&g).last().unwrap(), "p10");
    play(&mut g, "p10");
    assert_eq!(legal(&g), ["p1"]);
    assert_eq!(g.action_pit(GiuthiMove::Place(1)), Some(2));
    play(&mut g, "p1");
    // The last pit takes the last seed; North mirrors every pit from its
    // own left and keeps its 38 surplus seeds; the winner starts.
    assert_eq!(g.board.pits(), &[5, 10, 1, 1, 5, 10, 1, 1]);
    assert_eq!(g.board.stores(), [0, 38]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.phase, Phase::Sow);
    assert_eq!(g.round(), 2);
    assert_eq!(g.scores(), [17, 55]);
    assert_eq!(legal(&g), ["a>", "a<", "b>", "b<"]);
    // Letters beyond the narrower board name no pit.
    assert_eq!(
        g.check("e>".parse().unwrap()),
        Err(IllegalAction::NoSuchPit)
    );
    assert_eq!(g.action_pit("e>".parse().unwrap()), None);
    assert_eq!(g.action_pit("b<".parse().unwrap()), Some(5));
}

#[test]
fn a_north_loser_fills_from_its_own_left() {
    let board = PitBoard::from_counts(&[0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [50, 20]).unwrap();
    let mut g = Giuthi::from_board(south_first(), board, 1);
    play(&mut g, "a>");
    assert_eq!(g.board.stores(), [50, 22]);
    // 22 seeds: 18 or more, so no choice of board.
    assert_eq!(g.turn(), Turn::Player(1));
    for mv in ["p2", "p3", "p4", "p5", "p6"] {
        play(&mut g, mv);
    }
    assert_eq!(g.board.pits(), &[2, 3, 4, 5, 6, 2, 2, 3, 4, 5, 6, 2]);
    assert_eq!(g.board.stores(), [28, 0]);
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn the_full_board_comes_back_when_the_loser_recovers() {
    // A round on 4 pits a side ends with South, the loser, at 20 seeds:
    // too many to shorten, so the next round is on 6 pits again.
    let board = PitBoard::from_counts(&[2, 0, 0, 0, 1, 0, 0, 0], [18, 51]).unwrap();
    let mut g = Giuthi::from_board(south_first(), board, 0);
    play(&mut g, "A>");
    assert_eq!(g.board.stores(), [20, 52]);
    assert_eq!(g.board.width(), 6);
    assert_eq!(g.phase, Phase::Distribute { next: 0 });
    assert_eq!(legal(&g).len(), 15);
}

#[test]
fn the_game_ends_at_four_seeds_or_fewer() {
    let g = round_ending(south_first(), 4);
    assert_eq!(g.turn(), south_has_too_few(4));
    assert!(legal(&g).is_empty());
    assert_eq!(g.prompt(), None);
    assert_eq!(g.check(GiuthiMove::Width(6)), Err(IllegalAction::GameOver));
    // One seed more and the game goes on.
    let g = round_ending(south_first(), 5);
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn illegal_actions_are_explained_and_change_nothing() {
    let g = position(&[2, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31], 0);
    let refused = [
        ("B>", NEEDS_TWO_SEEDS),
        ("C<", IllegalAction::EmptyPit),
        ("a>", IllegalAction::NotYourPit),
        ("w4", IllegalAction::NotNow),
        ("p3", IllegalAction::NotNow),
    ];
    assert_refused(&g, &refused.map(|(mv, why)| (mv.parse().unwrap(), why)));
    let mut over = g.clone();
    over.end_by_agreement(&mut Effects::off()).unwrap();
    assert_eq!(
        over.check("A>".parse().unwrap()),
        Err(IllegalAction::GameOver)
    );
}

#[test]
fn agreement_gives_each_side_to_its_owner() {
    let agreement = EndReason::Agreement {
        remaining: Remaining::ToOwners,
    };
    let mut g = position(&[2, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1], [33, 29], 0);
    assert_agreement(&mut g, [36, 36], over(None, agreement));
    // Seeds already placed for the next round go back to their owners.
    let mut h = round_ending(south_first(), 20);
    play(&mut h, "p7");
    assert_agreement(&mut h, [20, 52], over(Some(1), agreement));
}

#[test]
fn options_and_set_up() {
    let g = Giuthi::new(&south_first(), 3).unwrap();
    assert_eq!(g.board.pits(), &[6; 12]);
    assert_eq!(g.total_seeds(), 72);
    assert_eq!(g.scores(), [36, 36]);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(legal(&g).len(), 12);
    assert_eq!(
        g.action_label("C>".parse().unwrap()),
        "Sow C counterclockwise"
    );
    assert_eq!(g.action_label("c<".parse().unwrap()), "Sow c clockwise");
    assert_eq!(
        g.action_label(GiuthiMove::Width(4)),
        "Play on 4 pits a side"
    );
    assert_eq!(g.action_pit(GiuthiMove::Width(4)), None);
    assert_eq!(g.prompt(), None);
    assert_eq!(
        g.extra_state(),
        json!({"width": 6, "phase": "sow", "round": 1})
    );
    let north = GiuthiOptions {
        first_player: FirstPlayer::North,
        ..GiuthiOptions::default()
    };
    assert_eq!(Giuthi::new(&north, 3).unwrap().turn(), Turn::Player(1));

    assert_eq!(GiuthiOptions::presets()[0].0, "seed");
    let value = GiuthiOptions::default().to_value();
    for option in OPTIONS {
        assert!(value.get(option.key).is_some(), "{}", option.key);
    }
    assert_eq!(value.as_object().unwrap().len(), OPTIONS.len());
    for bad in [
        json!({"allow_shortening": "yes"}),
        json!({"first_player": "east"}),
        json!({"width": 4}),
    ] {
        assert!(options_from_json::<GiuthiOptions>(&bad).is_err(), "{bad}");
    }
    let partial: GiuthiOptions = options_from_json(&json!({"allow_shortening": false})).unwrap();
    assert!(!partial.allow_shortening);
    assert_eq!(partial.first_player, FirstPlayer::Random);
}

#[test]
fn random_play_keeps_every_invariant() {
    for first_player in [FirstPlayer::South, FirstPlayer::North] {
        for allow_shortening in [true, false] {
            let options = GiuthiOptions {
                allow_shortening,
                first_player,
            };
            let stats = random_games::<Giuthi>(&options, 1000, 7, true)
                .unwrap_or_else(|e| panic!("{options:?}: {e}"));
            println!("{options:?}: {stats:?}");
            assert_eq!(stats.games, 1000);
        }
    }
}

/// Figures of random play (run with `--nocapture` to see them): rounds
/// per game, the longest game and the most laps one move sowed.
#[test]
fn random_play_figures() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(11);
    let mut legal = Vec::with_capacity(32);
    let games = 2000;
    for allow_shortening in [true, false] {
        let options = GiuthiOptions {
            allow_shortening,
            ..GiuthiOptions::default()
        };
        let (mut actions, mut rounds, mut longest, mut most_rounds, mut max_laps) =
            (0u64, 0u64, 0u64, 0u32, 0u32);
        let mut log_capacity_kept = true;
        for seed in 0..games {
            let mut g = Giuthi::new(&options, seed).unwrap();
            let mut length = 0;
            while let Turn::Player(_) = g.turn() {
                g.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                if let GiuthiMove::Sow {
                    side,
                    index,
                    clockwise,
                } = action
                {
                    let mut copy = g.clone();
                    let pit = side as usize * copy.board.width() + index as usize;
                    let dir = if clockwise {
                        Direction::Clockwise
                    } else {
                        Direction::Counterclockwise
                    };
                    let end = copy.sow_move(pit, dir, &mut Effects::off());
                    max_laps = max_laps.max(end.laps);
                }
                g.apply(action, &mut Effects::off()).unwrap();
                length += 1;
            }
            log_capacity_kept &= g.finished.capacity() == ROUNDS_RESERVED;
            actions += length;
            longest = longest.max(length);
            rounds += g.round as u64;
            most_rounds = most_rounds.max(g.round);
        }
        println!(
            "giuthi random play (shortening {allow_shortening}): {games} games, \
             {actions} actions, {:.1} rounds a game (most {most_rounds}), \
             longest {longest} actions, most laps in a move {max_laps}",
            rounds as f64 / games as f64
        );
        assert!(log_capacity_kept, "the round log outgrew its reserve");
        assert!(max_laps > 3, "{max_laps}");
        assert!(longest * 5 < Giuthi::new(&options, 0).unwrap().max_game_length() as u64);
    }
}
