//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::options::{options_from_json, GameOptions};
use crate::games::testkit::*;

const ROWS: [u8; 12] = START_OWNERS;

/// Sets up positions with these owners, checking that they hold all 48
/// seeds.
fn owned_by(owners: [u8; 12]) -> impl Fn(PitBoard, usize) -> NamNam {
    move |board, to_move| {
        let game = NamNam::from_board(NamNamOptions::default(), board, owners, to_move);
        assert_eq!(game.total_seeds(), 48, "test positions hold all 48 seeds");
        game
    }
}

fn position(pits: [u8; 12], stores: [u8; 2], owners: [u8; 12], to_move: usize) -> NamNam {
    owned_by(owners)(board(&pits, stores), to_move)
}

fn play(game: &mut NamNam, mv: &str) -> Vec<Effect> {
    let fx = crate::games::testkit::play(game, mv);
    assert_eq!(game.total_seeds(), 48);
    fx
}

/// A round that has just ended with `held` seeds captured.
fn round_end(held: [u8; 2], owners: [u8; 12], starter: usize) -> (NamNam, Vec<Effect>) {
    let board = PitBoard::from_counts(&[0; 12], held).unwrap();
    let mut game = NamNam::from_board(NamNamOptions::default(), board, owners, starter);
    let mut fx = Effects::recording();
    game.end_round(&mut fx);
    assert_eq!(game.total_seeds(), 48);
    (game, fx.take())
}

#[test]
fn notation_round_trips() {
    assert_eq!("C".parse(), Ok(NamNamMove::Sow(2)));
    assert_eq!(" +c ".parse(), Ok(NamNamMove::Claim(8)));
    assert_eq!(NamNamMove::Claim(0).to_string(), "+A");
    assert_eq!(NamNamMove::Sow(11).to_string(), "f");
    for bad in ["", "+", "g", "+G", "++a", "a+", "AB", "-a"] {
        assert!(bad.parse::<NamNamMove>().is_err(), "{bad}");
    }
}

#[test]
fn relays_and_fours() {
    let mut claimed = ROWS;
    claimed[2] = 1;
    check(
        owned_by(claimed),
        &[
            // North owns C after claiming it. South's A (3): B 0 → 1, C 3 →
            // 4 mid-sowing goes to North, D ends the turn.
            Scenario::new(&[3, 0, 3, 0, 0, 0, 2, 2, 2, 2, 2, 2], [15, 15], 0, "A")
                .gives(&[0, 1, 0, 1, 0, 0, 2, 2, 2, 2, 2, 2], [15, 19])
                .with([capture(2, 4, 1)]),
        ],
    );
    check(
        owned_by(ROWS),
        &[
            // A (2) sows B (1 → 2) and C (2 → 3): C is lifted and its 3
            // seeds go to D, E, F, the last into an empty hollow.
            Scenario::new(&[2, 1, 2, 0, 0, 0, 1, 1, 1, 1, 1, 1], [20, 17], 0, "A")
                .gives(&[0, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1], [20, 17])
                .reporting([
                    Effect::Lift { pit: 0, count: 2 },
                    drop_at(1),
                    drop_at(2),
                    Effect::Lift { pit: 2, count: 3 },
                    drop_at(3),
                    drop_at(4),
                    drop_at(5),
                ]),
            // A last seed in an empty hollow ends the turn.
            Scenario::new(&[1, 0, 0, 0, 0, 3, 2, 2, 2, 2, 2, 2], [16, 16], 0, "A")
                .gives(&[0, 1, 0, 0, 0, 3, 2, 2, 2, 2, 2, 2], [16, 16]),
            // Then North's f (2) makes A 1 and B 2; B is lifted: C and D get
            // one each, and D was empty.
            Scenario::new(&[0, 1, 0, 0, 0, 3, 2, 2, 2, 2, 2, 2], [16, 16], 1, "f")
                .gives(&[1, 0, 1, 1, 0, 3, 2, 2, 2, 2, 2, 0], [16, 16])
                .lifting(&[11, 1]),
            // South's F (3): a (3 → 4) with seeds still in hand goes to its
            // owner, North; b gets one, c (0 → 1) ends the turn.
            Scenario::new(&[1, 1, 1, 1, 1, 3, 3, 0, 0, 2, 2, 2], [16, 15], 0, "F")
                .gives(&[1, 1, 1, 1, 1, 0, 0, 1, 1, 2, 2, 2], [16, 19])
                .with([capture(6, 4, 1)]),
            // Mid-sowing, South's own hollow B gives South its four.
            Scenario::new(&[2, 3, 0, 1, 0, 0, 2, 2, 2, 2, 2, 2], [15, 15], 0, "A")
                .gives(&[0, 0, 1, 1, 0, 0, 2, 2, 2, 2, 2, 2], [19, 15])
                .with([capture(1, 4, 0)]),
            // A last seed making 4 goes to the sower wherever it is, and the
            // turn ends even though the hollow was occupied.
            Scenario::new(&[1, 1, 1, 1, 1, 1, 3, 2, 2, 2, 2, 2], [15, 14], 0, "F")
                .gives(&[1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 2], [19, 14])
                .reporting([
                    Effect::Lift { pit: 5, count: 1 },
                    drop_at(6),
                    capture(6, 4, 0),
                ]),
            // On a relay lap too: North's a (1) makes b 2 → lifted, its
            // last seed makes d 4 for North, on North's own side.
            Scenario::new(&[1, 1, 1, 1, 1, 1, 1, 1, 0, 3, 2, 2], [16, 17], 1, "a")
                .gives(&[1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 2, 2], [16, 21])
                .lifting(&[6, 7])
                .with([capture(9, 4, 1)]),
            // A lap of twelve drops into its own hollow too, last.
            Scenario::new(&[12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [18, 18], 0, "A")
                .gives(&[1; 12], [18, 18])
                .reporting([
                    Effect::Lift { pit: 0, count: 12 },
                    drop_at(1),
                    drop_at(2),
                    drop_at(3),
                    drop_at(4),
                    drop_at(5),
                    drop_at(6),
                    drop_at(7),
                    drop_at(8),
                    drop_at(9),
                    drop_at(10),
                    drop_at(11),
                    drop_at(0),
                ]),
            // North, left without seeds, passes.
            Scenario::new(&[1, 0, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0], [20, 20], 0, "A")
                .gives(&[0, 1, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0], [20, 20])
                .then(Turn::Player(0))
                .with([Effect::Pass { player: 1 }]),
        ],
    );
    let g = position([0, 1, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0], [20, 20], ROWS, 0);
    assert_eq!(legal(&g), ["B", "C", "D", "E", "F"]);
}

#[test]
fn the_last_eight_end_the_round_mid_sowing() {
    // 8 seeds left: South's F (3) makes a 4 with 2 seeds in hand. North
    // owns a, so North takes it, then b's 2 and the 2 in South's hand.
    let mut g = position([0, 0, 0, 0, 0, 3, 3, 2, 0, 0, 0, 0], [20, 20], ROWS, 0);
    let fx = play(&mut g, "F");
    assert_eq!(
        fx,
        vec![
            Effect::Lift { pit: 5, count: 3 },
            drop_at(6),
            capture(6, 4, 1),
            capture(7, 2, 1),
            Effect::Drop {
                slot: Slot::Store(1),
                colour: None,
            },
            Effect::Drop {
                slot: Slot::Store(1),
                colour: None,
            },
            Effect::RoundOver { round: 1 },
        ]
    );
    // North holds 28: 4 beyond its six hollows, so one claim.
    assert_eq!(g.board.pits(), &[0; 12]);
    assert_eq!(g.board.stores(), [20, 28]);
    assert_eq!(g.scores(), vec![20, 28]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.claims_left(), 1);
    assert_eq!(g.round(), 2);
}

#[test]
fn round_end_claims_and_refill() {
    // F's last seed makes a 4 for South; with 4 seeds then left, South
    // also takes c and d, and the round ends 18–30.
    let mut g = position([0, 0, 0, 0, 0, 1, 3, 0, 2, 2, 0, 0], [10, 30], ROWS, 0);
    let fx = play(&mut g, "F");
    assert_eq!(
        fx,
        vec![
            Effect::Lift { pit: 5, count: 1 },
            drop_at(6),
            capture(6, 4, 0),
            capture(8, 2, 0),
            capture(9, 2, 0),
            Effect::RoundOver { round: 1 },
        ]
    );
    // North has 30, 6 beyond its hollows: one claim; the remainders are
    // 2 and 2, so the unfilled hollow goes to the loser, South.
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(legal(&g), ["+A", "+B", "+C", "+D", "+E", "+F"]);
    assert_eq!(
        g.prompt().as_deref(),
        Some("North won the round with 30 seeds: claim 1 of South's hollows")
    );
    assert_eq!(g.extra_state()["phase"], "claim");
    assert_eq!(g.check("+c".parse().unwrap()), Err(NOT_CLAIMABLE));
    assert_eq!(g.check("C".parse().unwrap()), Err(IllegalAction::EmptyPit));
    let fx = play(&mut g, "+C");
    // The refill is shown pit by pit from each store. North (30 seeds)
    // fills its 7 hollows with 2 to spare, South (18) four of its five;
    // the fifth, kept by the loser on a 2-2 tie of remainders, is paid 2
    // by each: 13 placements.
    assert_eq!(
        fx.iter()
            .filter(|e| matches!(e, Effect::Place { .. }))
            .count(),
        13
    );
    let paid = |player| -> u8 {
        fx.iter()
            .map(|e| match e {
                Effect::Place {
                    count, player: p, ..
                } if *p == player => *count,
                _ => 0,
            })
            .sum()
    };
    assert_eq!((paid(0), paid(1)), (18, 30));
    // Every hollow is filled again; the loser starts round 2.
    assert_eq!(g.board.pits(), &[4; 12]);
    assert_eq!(g.board.stores(), [0, 0]);
    assert_eq!(g.owners, [0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.prompt(), None);
    assert_eq!(
        g.rounds(),
        Some(RoundInfo {
            round: 2,
            totals: [0, 0],
            finished: vec![[18, 30]],
        })
    );
    assert_eq!(legal(&g), ["A", "B", "D", "E", "F"]);
    assert_eq!(
        g.check("C".parse().unwrap()),
        Err(IllegalAction::NotYourPit)
    );
    assert_eq!(legal(&g.clone()).len(), 5);
}

#[test]
fn the_number_of_claims_includes_the_unfilled_hollow() {
    // 35: 11 beyond six hollows, two claims; remainder 3 against South's
    // 1, so North also takes the unfilled hollow: a third claim.
    let (mut g, fx) = round_end([13, 35], ROWS, 0);
    assert_eq!(fx, vec![Effect::RoundOver { round: 1 }]);
    assert_eq!(g.claims_left(), 3);
    assert_eq!(
        g.prompt().as_deref(),
        Some("North won the round with 35 seeds: claim 3 of South's hollows")
    );
    play(&mut g, "+A");
    assert_eq!(
        g.prompt().as_deref(),
        Some("North won the round with 35 seeds: claim 2 more of South's hollows")
    );
    play(&mut g, "+F");
    play(&mut g, "+D");
    assert_eq!(g.owners, [1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
    assert_eq!(g.phase, Phase::Sow);
    assert_eq!(g.board.pits(), &[4; 12]);
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn the_unfilled_hollow_goes_by_the_larger_remainder() {
    // Nobody claims. South's remainder 3 beats North's 1: South takes
    // North's last hollow, f.
    let (g, _) = round_end([27, 21], ROWS, 0);
    assert_eq!(g.phase, Phase::Sow);
    assert_eq!(g.owners, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0]);
    assert_eq!(g.turn(), Turn::Player(1), "the loser starts");
    // South 1 against North 3: North keeps it.
    let (g, _) = round_end([25, 23], ROWS, 0);
    assert_eq!(g.owners, ROWS);
    // 2 and 2: the round's loser keeps it...
    let (g, _) = round_end([26, 22], ROWS, 0);
    assert_eq!(g.owners, ROWS);
    assert_eq!(g.turn(), Turn::Player(1));
    // ...or takes it. South owns 2 hollows and holds 22: it claims 3,
    // with 2 left over; North (26 for 7 hollows) is 2 short. South lost
    // the round, so it claims a fourth hollow and both own six.
    let owners = [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    let (mut g, _) = round_end([22, 26], owners, 1);
    assert_eq!(g.claims_left(), 4);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(
        g.prompt().as_deref(),
        Some("South holds 22 seeds, more than their hollows need: claim 4 of North's hollows")
    );
    for mv in ["+C", "+D", "+E", "+F"] {
        play(&mut g, mv);
    }
    assert_eq!(g.owners, ROWS);
    assert_eq!(g.turn(), Turn::Player(0), "the loser starts");
}

#[test]
fn a_tied_round_refills_and_the_other_player_starts() {
    let (g, _) = round_end([24, 24], ROWS, 0);
    assert_eq!(g.owners, ROWS);
    assert_eq!(g.phase, Phase::Sow);
    assert_eq!(g.turn(), Turn::Player(1));
    // With uneven ownership the player with the surplus claims back to
    // six each.
    let owners = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1];
    let (mut g, _) = round_end([24, 24], owners, 1);
    assert_eq!(g.claims_left(), 1);
    play(&mut g, "+F");
    assert_eq!(g.owners, ROWS);
    assert_eq!(g.turn(), Turn::Player(0));
}

#[test]
fn a_player_who_cannot_fill_a_hollow_loses() {
    let (g, fx) = round_end([45, 3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], 0);
    assert_eq!(fx, vec![Effect::RoundOver { round: 1 }]);
    match g.turn() {
        Turn::Over(o) => {
            assert_eq!(o.sole_winner(), Some(0));
            assert_eq!(o.reason, cannot_fill(1));
            assert_eq!(
                Present::explain(&g, &o),
                "After the round North could not fill a single hollow."
            );
        }
        t => panic!("expected game over, got {t:?}"),
    }
    assert_eq!(g.scores(), vec![45, 3]);
    assert_eq!(g.round(), 1);
    assert_eq!(g.rounds().unwrap().finished, vec![[45, 3]]);
    assert_eq!(g.check(NamNamMove::Sow(0)), Err(IllegalAction::GameOver));
    assert!(legal(&g).is_empty());
    // Played out: the last eight give North 4 and South 40 + 4.
    let mut h = position([0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4], [40, 0], ROWS, 0);
    // f holds 4 at rest only in a set-up position; F's last seed makes a
    // 4, and South takes it and the last 4.
    play(&mut h, "F");
    assert_eq!(h.board.stores(), [48, 0]);
    assert!(matches!(
        h.turn(),
        Turn::Over(Outcome { reason, .. }) if reason == cannot_fill(1)
    ));
}

#[test]
fn ownership_carries_into_round_three() {
    let (mut g, _) = round_end([18, 30], ROWS, 0);
    play(&mut g, "+A");
    assert_eq!(g.round(), 2);
    // Round 2 ends 36–12 (simulated): South owns 5 hollows, so it has 16
    // beyond them: four claims of North's 7.
    g.board = PitBoard::from_counts(&[0; 12], [36, 12]).unwrap();
    let mut fx = Effects::recording();
    g.end_round(&mut fx);
    assert_eq!(fx.list(), &[Effect::RoundOver { round: 2 }]);
    assert_eq!(g.claims_left(), 4);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(legal(&g), ["+A", "+a", "+b", "+c", "+d", "+e", "+f"]);
    for mv in ["+A", "+a", "+b", "+c"] {
        play(&mut g, mv);
    }
    assert_eq!(g.owners, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
    assert_eq!(g.round(), 3);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(legal(&g), ["d", "e", "f"]);
    assert_eq!(
        g.check("A".parse().unwrap()),
        Err(IllegalAction::NotYourPit)
    );
    assert_eq!(
        g.check("a".parse().unwrap()),
        Err(IllegalAction::NotYourPit)
    );
    let info = g.rounds().unwrap();
    assert_eq!(info.round, 3);
    assert_eq!(info.finished, vec![[18, 30], [36, 12]]);
    assert_eq!(g.extra_state()["owners"][6], 0);
    assert_eq!(g.extra_state()["round"], 3);
    assert_eq!(g.extra_state()["phase"], "sow");
    assert_eq!(g.owners().unwrap().len(), 12);
}

#[test]
fn illegal_actions_say_why() {
    let g = NamNam::new(
        &NamNamOptions {
            first_player: FirstPlayer::South,
        },
        0,
    )
    .unwrap();
    assert_eq!(legal(&g), ["A", "B", "C", "D", "E", "F"]);
    assert_eq!(
        g.check("a".parse().unwrap()),
        Err(IllegalAction::NotYourPit)
    );
    assert_eq!(g.check("+a".parse().unwrap()), Err(IllegalAction::NotNow));
    assert_eq!(g.check(NamNamMove::Sow(12)), Err(IllegalAction::NoSuchPit));
    assert_eq!(
        g.check(NamNamMove::Claim(200)),
        Err(IllegalAction::NoSuchPit)
    );
    let mut h = position([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [4, 0], ROWS, 0);
    assert_eq!(h.check("A".parse().unwrap()), Err(IllegalAction::EmptyPit));
    let before = h.clone();
    assert!(h.apply("A".parse().unwrap(), &mut Effects::off()).is_err());
    assert_eq!(h, before, "a refused action changes nothing");
    assert_eq!(
        h.action_label("B".parse().unwrap()),
        "Sow from B".to_string()
    );
    assert_eq!(h.action_label("+c".parse().unwrap()), "Claim hollow c");
    assert_eq!(h.action_pit("+c".parse().unwrap()), Some(8));
}

#[test]
fn a_third_occurrence_ends_the_round_and_the_seeds_go_to_the_owners() {
    // Two lone seeds can never make a four: the round can only end by
    // repetition.
    let mut g = position([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], ROWS, 0);
    let mut out = Vec::new();
    let mut moves = 0;
    let fx = loop {
        g.legal_actions(&mut out);
        let mut fx = Effects::recording();
        g.apply(out[0], &mut fx).unwrap();
        moves += 1;
        if g.round() == 2 {
            break fx.take();
        }
        assert!(moves < 100, "the round did not end");
    };
    assert!(fx.iter().any(|e| matches!(e, Effect::Sweep { .. })));
    assert!(fx.contains(&Effect::RoundOver { round: 1 }));
    let finished = g.rounds().unwrap().finished;
    assert_eq!(finished.len(), 1);
    assert_eq!(finished[0][0] + finished[0][1], 48);
    assert_eq!(g.total_seeds(), 48);
}

#[test]
fn agreement_gives_the_seeds_to_the_hollows_owners() {
    let mut owners = ROWS;
    owners[0] = 1;
    let mut g = position([5, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [20, 20], owners, 0);
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    assert_eq!(g.board.stores(), [21, 27]);
    assert_eq!(g.board.pits(), &[0; 12]);
    assert_eq!(
        g.turn(),
        Turn::Over(Outcome {
            winners: 2,
            reason: EndReason::Agreement {
                remaining: Remaining::ToOwners
            }
        })
    );
    assert!(fx.list().contains(&Effect::Sweep {
        pit: 0,
        count: 5,
        player: 1
    }));
    assert!(g.end_by_agreement(&mut fx).is_err());
}

#[test]
fn bad_options_are_refused() {
    let parse = |v: Value| options_from_json::<NamNamOptions>(&v);
    assert!(parse(json!({"first_player": "east"})).is_err());
    assert!(parse(json!({"seeds_per_pit": 5})).is_err());
    assert_eq!(parse(json!({})).unwrap(), NamNamOptions::default());
    let presets = NamNamOptions::presets();
    assert_eq!(presets[0].0, "seed");
    for option in OPTIONS {
        assert!(presets[0].2.to_value()[option.key].is_string());
    }
}

#[test]
fn random_play_keeps_the_invariants() {
    for first in [FirstPlayer::South, FirstPlayer::North] {
        let options = NamNamOptions {
            first_player: first,
        };
        let stats = crate::engine::invariants::random_games::<NamNam>(&options, 1000, 11, true)
            .unwrap_or_else(|e| panic!("{first:?}: {e}"));
        eprintln!("{first:?} first: {stats:?}");
        assert_eq!(stats.games, 1000);
        assert!(stats.wins[0] > 100 && stats.wins[1] > 100, "{stats:?}");
    }
}

/// The relay of North's move from `pit`, followed lap by lap with the
/// game's own hooks and every state between laps kept in a list (test
/// only: it allocates): `None` if it ends by itself, or the lap after
/// which a state first comes back and the board then.
fn first_repeat(game: &NamNam, pit: usize) -> Option<(u32, PitBoard)> {
    let mut g = game.clone();
    let mut seen = std::collections::HashSet::from([(g.board.clone(), pit)]);
    let mut pit = pit;
    loop {
        let hand = g.board.lift(pit, &mut Effects::off());
        let mut round_over = false;
        let owners = g.owners;
        let player = g.to_move as usize;
        let end = crate::engine::sow::sow_lap_with(
            &mut g.board,
            crate::engine::sow::Lap {
                player,
                start: Slot::Pit(pit as u8),
                origin: pit,
                hand,
                dir: Direction::Counterclockwise,
                rules: RULES,
            },
            &mut Effects::off(),
            |board, slot, hand, fx| {
                let Slot::Pit(h) = slot else {
                    return DropFlow::Continue;
                };
                if board.pit(h as usize) != FOUR {
                    return DropFlow::Continue;
                }
                let taker = if hand == 0 {
                    player
                } else {
                    owners[h as usize] as usize
                };
                board.capture(h as usize, taker, fx);
                round_over = board.board_total() + hand as u32 <= 4;
                if round_over {
                    DropFlow::Stop
                } else {
                    DropFlow::Continue
                }
            },
        );
        match end {
            crate::engine::sow::LapEnd::Last(Slot::Pit(p)) if g.board.pit(p as usize) >= 2 => {
                pit = p as usize
            }
            _ => return None,
        }
        if !seen.insert((g.board.clone(), pit)) {
            return Some((seen.len() as u32, g.board));
        }
    }
}

#[test]
fn an_endless_relay_stops_where_it_comes_back() {
    // Found by random play: North's A sets off a relay that goes round
    // the board and, after 60 laps, is back at this very board with A
    // about to be lifted again. The move stops there, with no capture,
    // and South is to move on the board of before the move.
    let owners = [1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0];
    let pits = [3, 1, 0, 2, 1, 0, 2, 1, 0, 1, 0, 1];
    let start = position(pits, [24, 12], owners, 1);
    let mut g = start.clone();
    let fx = play(&mut g, "A");
    let laps = fx
        .iter()
        .filter(|e| matches!(e, Effect::Lift { .. }))
        .count();
    assert_eq!(laps, 60);
    assert!(!fx.iter().any(|e| matches!(e, Effect::Capture { .. })));
    assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 60 }));
    assert_eq!(g.board.pits(), &pits);
    assert_eq!(g.board.stores(), [24, 12]);
    assert_eq!(g.owners, owners);
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(first_repeat(&start, 0), Some((60, g.board.clone())));
}

/// What random play reaches: rounds per game, the longest game, the most
/// laps one move sowed (run with `--nocapture` to see the figures).
#[test]
fn random_play_figures() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(5);
    let games = 1000;
    let (mut actions, mut rounds, mut most_rounds, mut longest) = (0, 0, 0, 0);
    let (mut laps, mut cycles, mut most_finite) = (0, 0, 0);
    let mut legal = Vec::new();
    for game in 0..games {
        let first = if game % 2 == 0 {
            FirstPlayer::South
        } else {
            FirstPlayer::North
        };
        let options = NamNamOptions {
            first_player: first,
        };
        let mut g = NamNam::new(&options, rng.random()).unwrap();
        let mut length = 0;
        while let Turn::Player(_) = g.turn() {
            g.legal_actions(&mut legal);
            let mut fx = Effects::recording();
            g.apply(legal[rng.random_range(0..legal.len())], &mut fx)
                .unwrap();
            let lifts = fx
                .list()
                .iter()
                .filter(|e| matches!(e, Effect::Lift { .. }))
                .count();
            laps = laps.max(lifts);
            let cycled = fx
                .list()
                .iter()
                .any(|e| matches!(e, Effect::RelayCycle { .. }));
            if cycled {
                cycles += 1;
            } else {
                most_finite = most_finite.max(lifts);
            }
            length += 1;
        }
        actions += length;
        longest = longest.max(length);
        rounds += g.round() as usize;
        most_rounds = most_rounds.max(g.round() as usize);
    }
    eprintln!(
        "{games} games, {actions} actions, {:.1} rounds a game (most {most_rounds}), \
         longest {longest} actions, most laps {laps}: {cycles} relays came back to an \
         earlier state, the others at most {most_finite} laps",
        rounds as f64 / games as f64
    );
    assert!(most_finite >= 3 && laps >= most_finite);
    let bound = NamNam::new(&NamNamOptions::default(), 0)
        .unwrap()
        .max_game_length();
    assert!(longest * 4 < bound);
    assert!(most_rounds <= ROUNDS_RESERVED);
}
