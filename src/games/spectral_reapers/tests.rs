//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::board_view::BoardView;
use crate::engine::invariants::random_games;
use crate::engine::options::options_from_json;
use crate::engine::options::GameOptions;
use crate::engine::scenario::{refused, skips};

fn colours(text: &str) -> [u8; COLOURS] {
    let mut out = [0; COLOURS];
    for ch in text.chars().filter(|&c| c != '*') {
        out[parse_initial(ch).unwrap() as usize] += 1;
    }
    out
}

fn options(players: u8, first: FirstSeat) -> SpectralReapersOptions {
    SpectralReapersOptions {
        players,
        first_player: first,
        ..SpectralReapersOptions::default()
    }
}

/// A sowing position of `pits.len() / 2` players with the default
/// colours (seats: r, b, y, g, v, o): the beads of each pit as colour
/// initials, each player's captures; the player whose captures hold `*`
/// has also captured every bead not listed.
fn position(pits: &[&str], caps: &[&str], to_move: usize) -> SpectralReapers {
    let n = pits.len() / 2;
    let mut beads = [[0; COLOURS]; PITS];
    for (b, text) in beads.iter_mut().zip(pits) {
        *b = colours(text);
    }
    let mut captured = [[0; COLOURS]; MAX_PLAYERS];
    for (k, text) in captured.iter_mut().zip(caps) {
        *k = colours(text);
    }
    if let Some(rest) = caps.iter().position(|c| c.contains('*')) {
        for &c in &DEFAULT_COLOURS[..n] {
            let c = c as usize;
            let used: u8 =
                beads.iter().map(|b| b[c]).sum::<u8>() + captured.iter().map(|k| k[c]).sum::<u8>();
            captured[rest][c] += BEADS_EACH - used;
        }
    }
    SpectralReapers::from_beads(
        &options(n as u8, FirstSeat::Seat1),
        beads,
        captured,
        to_move,
    )
    .expect("a valid position")
}

fn play(game: &mut SpectralReapers, mv: &str) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.apply(mv.parse().unwrap(), &mut fx)
        .unwrap_or_else(|e| panic!("{mv}: {e}"));
    fx.take()
}

fn legal(game: &SpectralReapers) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn pit(game: &SpectralReapers, pit: usize) -> [u8; COLOURS] {
    game.beads[pit]
}

/// Random play for every number of players: games end within the bound,
/// the repetition history never outgrows its room, and the figures used
/// for `max_game_length` and [`REPETITION_ROOM`] are printed.
#[test]
fn random_play_figures() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(5);
    let mut legal = Vec::new();
    for n in 2..=6u8 {
        let (mut longest, mut most_seen) = (0usize, 0usize);
        let (mut last_bead, mut repetition, mut shared) = (0u32, 0u32, 0u32);
        let games = 2000;
        for seed in 0..games {
            let mut g = SpectralReapers::new(&options(n, FirstSeat::Random), seed).unwrap();
            let mut actions = 0usize;
            while let Turn::Player(_) = g.turn() {
                g.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                g.apply(action, &mut Effects::off()).unwrap();
                actions += 1;
                most_seen = most_seen.max(g.repetitions.len());
            }
            longest = longest.max(actions);
            let Turn::Over(outcome) = g.turn() else {
                unreachable!()
            };
            shared += u32::from(outcome.sole_winner().is_none());
            match outcome.reason {
                EndReason::Own {
                    key: LAST_BEAD,
                    player,
                    ..
                } => {
                    assert_eq!(g.on_board(player as usize), 1);
                    last_bead += 1;
                }
                EndReason::Repetition { occurrence: 3, .. } => repetition += 1,
                other => panic!("unexpected end {other:?}"),
            }
            assert_eq!(g.total_seeds(), BEADS_EACH as u32 * n as u32);
        }
        eprintln!(
            "{n} players, {games} games: longest {longest} actions, last-bead ends \
             {last_bead}, repetition ends {repetition}, shared wins {shared}, longest \
             history {most_seen}"
        );
        assert!(
            longest
                < SpectralReapers::new(&options(n, FirstSeat::Seat1), 0)
                    .unwrap()
                    .max_game_length()
        );
        assert!(most_seen < REPETITION_ROOM);
    }
}

#[test]
fn every_placement_is_listed_and_bad_ones_are_refused() {
    for n in 2..=6u8 {
        let g = SpectralReapers::new(&options(n, FirstSeat::Seat1), 0).unwrap();
        let pits = 2 * n as usize;
        let mut out = Vec::new();
        g.legal_actions(&mut out);
        assert_eq!(out.len(), pits * (pits - 1) * (pits - 2) / 6 * 3, "{n}");
        assert!(out.iter().all(|&a| g.check(a).is_ok()));
    }
    let g = SpectralReapers::new(&options(3, FirstSeat::Seat1), 0).unwrap();
    let place = |pits, short| SpectralMove::Place { pits, short };
    assert_eq!(g.check(place([0, 0, 1], 0)), Err(IllegalAction::OutOfRange));
    assert_eq!(g.check(place([2, 1, 3], 0)), Err(IllegalAction::OutOfRange));
    assert_eq!(g.check(place([0, 1, 2], 3)), Err(IllegalAction::OutOfRange));
    assert_eq!(g.check(place([0, 1, 6], 0)), Err(IllegalAction::NoSuchPit));
    assert_eq!(
        g.check(place([0, 1, 200], 0)),
        Err(IllegalAction::NoSuchPit)
    );
    refused(&g, "A4B4G3", IllegalAction::NoSuchPit);
    refused(&g, "A +r xr", IllegalAction::NotNow);
    assert_eq!(
        g.pit_reason(0).unwrap(),
        "Place your beads first: click three pits to put your beads in them."
    );
    assert_eq!(g.pit_reason(6), None);
}

#[test]
fn placement_notation_round_trips_and_normalises() {
    let a = SpectralMove::Place {
        pits: [0, 2, 4],
        short: 2,
    };
    assert_eq!(a.to_string(), "A4C4E3");
    for text in ["A4C4E3", "E3A4C4", "C4E3A4", " A4E3C4 "] {
        assert_eq!(text.parse(), Ok(a), "{text}");
    }
    assert_eq!(
        "L3K4A4".parse(),
        Ok(SpectralMove::Place {
            pits: [0, 10, 11],
            short: 2
        })
    );
    let mut all: Vec<SpectralMove> = (0..12).map(SpectralMove::Pick).collect();
    all.extend((0..6).map(SpectralMove::Drop));
    all.extend((0..6).map(SpectralMove::Capture));
    let g = SpectralReapers::new(&options(6, FirstSeat::Seat1), 0).unwrap();
    let mut places = Vec::new();
    g.legal_actions(&mut places);
    all.extend(places);
    for a in all {
        assert_eq!(a.to_string().parse::<SpectralMove>(), Ok(a), "{a}");
    }
    assert_eq!("C".parse(), Ok(SpectralMove::Pick(2)));
    assert_eq!("+b".parse(), Ok(SpectralMove::Drop(4)));
    assert_eq!("xv".parse(), Ok(SpectralMove::Capture(5)));
    for bad in [
        "", "M", "c", "a", "AB", "+", "+x", "+rr", "x", "xx", "xrr", "+R", "Xr", "A4A4C3",
        "A4C4E4", "A3C3E4", "A4C4", "A5C3E3", "A2C4E4", "a4c4e3", "M4A4C3", "A4C4E3F4", "4A4C3E",
        "A4 C4 E3", "é", "7",
    ] {
        assert!(bad.parse::<SpectralMove>().is_err(), "{bad}");
    }
}

#[test]
fn drafts_are_judged() {
    let g = SpectralReapers::new(&options(3, FirstSeat::Seat1), 0).unwrap();
    let check = |draft: &[u8]| g.check_draft(draft).unwrap();
    assert_eq!(
        g.placement(),
        Some(Placement {
            beads: 11,
            pits: 3,
            min: 3,
            max: 4,
            colour: 0
        })
    );
    assert_eq!(check(&[0; 6]), (None, None));
    assert_eq!(
        check(&[3, 3, 0, 0, 0, 0]),
        (None, None),
        "3 + 4 + 4 is in reach"
    );
    assert_eq!(check(&[3, 3, 3, 0, 0, 0]), (None, None));
    assert_eq!(check(&[4, 0, 4, 0, 2, 0]), (None, None));
    assert_eq!(
        check(&[4, 0, 4, 0, 3, 0]),
        (Some("A4C4E3".parse().unwrap()), None)
    );
    assert_eq!(
        check(&[5, 0, 0, 0, 0, 0]).1.unwrap(),
        "A pit takes at most 4 of your beads."
    );
    assert_eq!(
        check(&[1, 1, 1, 1, 0, 0]).1.unwrap(),
        "Your beads go into exactly 3 pits."
    );
    assert_eq!(
        check(&[4, 4, 4, 0, 0, 0]).1.unwrap(),
        "You have only 11 beads to place."
    );
    for wrong in [&[][..], &[4, 4, 3][..], &[0; 12][..]] {
        let (action, problem) = check(wrong);
        assert_eq!(action, None);
        assert_eq!(
            problem.unwrap(),
            "The draft must give a count for each of the 6 pits."
        );
    }
    let sowing = position(&["rrr", "bbb", "", ""], &["*", ""], 0);
    assert_eq!(sowing.check_draft(&[0; 4]), None);
    assert_eq!(sowing.placement(), None);
}

#[test]
fn placement_goes_round_from_the_starter_who_then_sows_first() {
    let opts = SpectralReapersOptions {
        players: 3,
        names: vec!["Ann".into(), " Bob ".into(), "Cy".into()],
        colours: vec![BeadColour::Green, BeadColour::Red, BeadColour::Violet],
        first_player: FirstSeat::Seat2,
    };
    let mut g = SpectralReapers::new(&opts, 9).unwrap();
    assert_eq!(g.names(), ["Ann", "Bob", "Cy"]);
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(
        g.prompt().unwrap(),
        "Bob: place your 11 red beads in three pits, 3 or 4 in each"
    );
    assert_eq!(
        g.action_label("A4C4E3".parse().unwrap()),
        "Place 4 in A, 4 in C, 3 in E"
    );
    assert!(g.starts_move("A4C4E3".parse().unwrap()));
    let fx = play(&mut g, "A4C4E3");
    assert_eq!(
        fx,
        [
            Effect::Place {
                pit: 0,
                count: 4,
                player: 1,
                colour: Some(0),
            },
            Effect::Place {
                pit: 2,
                count: 4,
                player: 1,
                colour: Some(0),
            },
            Effect::Place {
                pit: 4,
                count: 3,
                player: 1,
                colour: Some(0),
            },
        ]
    );
    assert_eq!(g.total_seeds(), 33);
    assert_eq!(g.turn(), Turn::Player(2));
    assert_eq!(g.placement().unwrap().colour, 5);
    play(&mut g, "A3B4C4");
    assert_eq!(g.turn(), Turn::Player(0));
    assert!(g.placing());
    play(&mut g, "F4E4A3");
    assert!(!g.placing());
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.placement(), None);
    assert_eq!(g.prompt(), None);
    // Bob (red) sows from a pit holding red.
    assert_eq!(legal(&g), ["A", "C", "E"]);
    refused(&g, "B", IllegalAction::NotYourPit);
    refused(&g, "D", IllegalAction::EmptyPit);
    refused(&g, "G", IllegalAction::NoSuchPit);
    refused(&g, "A4B4C3", IllegalAction::NotNow);
    assert_eq!(
        g.pit_reason(1).unwrap(),
        "No red bead of yours is in this pit: sow from a pit holding one."
    );
    assert_eq!(g.pit_reason(3).unwrap(), "This pit is empty.");
    assert_eq!(g.beads[0], colours("rrrrvvvggg"));
    assert_eq!(g.board.pits(), &[10, 4, 8, 0, 7, 4]);
    assert_eq!(g.total_seeds(), 33);
    let state = g.extra_state();
    assert_eq!(state["phase"], "sowing");
    assert_eq!(state["placed"], 3);
    assert_eq!(state["names"], json!(["Ann", "Bob", "Cy"]));
    assert_eq!(state["colours"], json!(["green", "red", "violet"]));
}

#[test]
fn a_lap_passes_over_the_origin() {
    // Four beads from A: B, C, D, then (A passed over) B again.
    let mut g = position(&["rrrr", "rr", "b", "bb"], &["", "*"], 0);
    let fx = play(&mut g, "A");
    assert_eq!(skips(&fx), [0]);
    assert_eq!(
        fx.iter()
            .filter(|e| matches!(e, Effect::Drop { .. }))
            .count(),
        4
    );
    assert_eq!(
        [pit(&g, 0), pit(&g, 1), pit(&g, 2), pit(&g, 3)],
        [colours(""), colours("rrrr"), colours("rb"), colours("rbb")]
    );
    // Four reds in B: no capture, Blue moves.
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.total_seeds(), 22);
}

#[test]
fn one_colour_in_hand_is_sown_without_asking_two_make_a_choice() {
    let mut g = position(&["rrb", "", "", "bb"], &["*", ""], 0);
    let fx = play(&mut g, "A");
    assert_eq!(fx, [Effect::Lift { pit: 0, count: 3 }]);
    assert_eq!(legal(&g), ["+r", "+b"]);
    assert_eq!(g.hand(), colours("rrb"));
    assert_eq!(g.prompt().unwrap(), "Red: choose the colour to drop in B");
    assert_eq!(
        g.action_label(SpectralMove::Drop(4)),
        "Drop a blue bead in B"
    );
    assert!(!g.starts_move(SpectralMove::Drop(4)));
    assert_eq!(g.action_colour(SpectralMove::Drop(4)), Some(4));
    assert_eq!(g.colours().unwrap().next_pit, Some(1));
    assert_eq!(g.total_seeds(), 22);
    assert_eq!(
        g.pit_reason(2).unwrap(),
        "Finish the move first: choose the colour to drop in B."
    );
    refused(&g, "+y +v", IllegalAction::OutOfRange);
    refused(&g, "A xr A4B4C3", IllegalAction::NotNow);
    assert_eq!(
        g.check(SpectralMove::Drop(200)),
        Err(IllegalAction::OutOfRange)
    );
    let state = g.extra_state();
    assert_eq!(state["pending"]["kind"], "drop");
    assert_eq!(state["pending"]["pit"], "B");
    // Blue now, and the two reds left follow by themselves.
    let fx = play(&mut g, "+b");
    assert_eq!(
        fx,
        [
            Effect::Drop {
                slot: Slot::Pit(1),
                colour: Some(4)
            },
            Effect::Drop {
                slot: Slot::Pit(2),
                colour: Some(0)
            },
            Effect::Drop {
                slot: Slot::Pit(3),
                colour: Some(0)
            },
        ]
    );
    assert_eq!(
        [pit(&g, 1), pit(&g, 2), pit(&g, 3)],
        [colours("b"), colours("r"), colours("rbb")]
    );
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.sowing, None);
}

#[test]
fn a_last_bead_making_two_of_your_colour_captures_one_bead() {
    // Two colours in B: the mover chooses what to take.
    let start = position(&["r", "rb", "bb", "rr"], &["", "*"], 0);
    let mut g = start.clone();
    play(&mut g, "A");
    assert_eq!(legal(&g), ["xr", "xb"]);
    assert_eq!(
        g.prompt().unwrap(),
        "Red: take one bead from B \u{2014} choose its colour"
    );
    assert_eq!(
        g.action_label(SpectralMove::Capture(4)),
        "Take a blue bead from B"
    );
    assert_eq!(
        g.pit_reason(3).unwrap(),
        "Finish the move first: choose the bead to take from B."
    );
    // The pending capture is at B, and the move was sown from A.
    assert_eq!(
        g.extra_state()["pending"],
        json!({"kind": "capture", "pit": "B", "origin": "A"})
    );
    assert_eq!(g.colours().unwrap().next_pit, Some(1));
    refused(&g, "xy", IllegalAction::OutOfRange);
    refused(&g, "+r C", IllegalAction::NotNow);
    let fx = play(&mut g, "xb");
    assert_eq!(
        fx,
        [
            Effect::Capture {
                pit: 1,
                count: 1,
                player: 0,
                colour: Some(4),
            },
            Effect::ExtraTurn { player: 0 }
        ]
    );
    assert_eq!(pit(&g, 1), colours("rr"));
    assert_eq!(g.captured()[0], colours("b"));
    assert_eq!(g.scores(), [1, 15]);
    assert_eq!(g.stores(), [1, 15]);
    assert_eq!(g.turn(), Turn::Player(0), "a capture gives another move");
    assert_eq!(g.repetitions.len(), 1);
    assert_eq!(g.total_seeds(), 22);

    // Taking one of your own beads.
    let mut g = start.clone();
    play(&mut g, "A");
    play(&mut g, "xr");
    assert_eq!(pit(&g, 1), colours("rb"));
    assert_eq!(g.captured()[0], colours("r"));
    assert_eq!(g.turn(), Turn::Player(0));

    // A pit of one colour is taken from without asking.
    let mut g = position(&["r", "r", "bb", "rbb"], &["", "*"], 0);
    let fx = play(&mut g, "A");
    assert!(fx.contains(&Effect::Capture {
        pit: 1,
        count: 1,
        player: 0,
        colour: Some(0),
    }));
    assert_eq!(pit(&g, 1), colours("r"));
    assert_eq!(g.captured()[0], colours("r"));
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.sowing, None);
}

#[test]
fn no_capture_with_one_or_three_of_your_colour_or_another_last_bead() {
    for (pits, what) in [
        (["r", "b", "bb", "rr"], "one red"),
        (["r", "rrb", "bb", "r"], "three reds"),
    ] {
        let mut g = position(&pits, &["", "*"], 0);
        let fx = play(&mut g, "A");
        assert!(
            !fx.iter().any(|e| matches!(e, Effect::Capture { .. })),
            "{what}"
        );
        assert_eq!(g.turn(), Turn::Player(1), "{what}");
    }
    // The last bead is blue, though D then holds two reds.
    let mut g = position(&["", "rb", "", "rrb"], &["", "*"], 0);
    play(&mut g, "B");
    let fx = play(&mut g, "+r");
    assert!(!fx.iter().any(|e| matches!(e, Effect::Capture { .. })));
    assert_eq!(pit(&g, 3), colours("rrbb"));
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.scores(), [0, 17]);
}

#[test]
fn a_player_without_beads_on_the_board_is_passed_over() {
    // Blue (seat 1) has lost every bead: Yellow moves after Red.
    let mut g = position(&["r", "", "yy", "r", "", "yy"], &["*", "", ""], 0);
    let fx = play(&mut g, "A");
    assert!(fx.contains(&Effect::Pass { player: 1 }));
    assert_eq!(g.turn(), Turn::Player(2));
    play(&mut g, "C");
    assert_eq!(g.turn(), Turn::Player(0));
    // Built with Blue to move, Yellow moves instead.
    let g = position(&["r", "", "yy", "r", "", "yy"], &["*", "", ""], 1);
    assert_eq!(g.turn(), Turn::Player(2));
}

#[test]
fn the_game_ends_when_a_player_is_down_to_one_bead() {
    let mut g = position(&["r", "rb", "", "b"], &["", "*"], 0);
    play(&mut g, "A");
    let fx = play(&mut g, "xb");
    assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over")
    };
    assert_eq!(outcome.reason, last_bead(1));
    assert_eq!(g.scores(), [1, 18]);
    assert_eq!(outcome.sole_winner(), Some(1));
    assert!(legal(&g).is_empty());
    refused(&g, "A", IllegalAction::GameOver);
    assert_eq!(g.prompt(), None);
    assert_eq!(g.pit_reason(0), None);
    assert_eq!(
        g.explain(&outcome),
        "Blue is down to one blue bead in play, so the game ends. Beads still on the \
         board are not counted: most captures wins. Blue wins with 18 captured beads."
    );
    assert!(g.end_by_agreement(&mut Effects::off()).is_err());
    assert_eq!(g.total_seeds(), 22);

    // Taking your own second-to-last bead ends it too, for you.
    let mut g = position(&["r", "rb", "bb", ""], &["*", ""], 0);
    play(&mut g, "A");
    play(&mut g, "xr");
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over")
    };
    assert_eq!(outcome.reason, last_bead(0));
    assert_eq!(outcome.sole_winner(), Some(0));
}

#[test]
fn equal_tops_share_the_win() {
    let caps = ["bbbbbbyyyyyy", "rrrrrrrrrbbby", "yy"];
    let mut g = position(&["r", "ry", "", "y", "", "bb"], &caps, 0);
    assert_eq!(g.scores(), [12, 13, 2]);
    play(&mut g, "A");
    play(&mut g, "xy");
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over")
    };
    assert_eq!(outcome.reason, last_bead(2));
    assert_eq!(outcome.winners, 0b011);
    assert_eq!(outcome.sole_winner(), None);
    assert_eq!(
        g.explain(&outcome),
        "Yellow is down to one yellow bead in play, so the game ends. Beads still on the \
         board are not counted: most captures wins. Red and Blue share the win with 13 \
         captured beads each."
    );
}

#[test]
fn a_third_repetition_ends_the_game() {
    // Yellow has lost every bead and is passed over; Red and Blue each
    // step one bead forward into an empty pit, so after six rounds of
    // four moves the beads have all moved one pit on. The board looks the
    // same again after three rounds (it is symmetric under a half turn).
    let start = position(&["r", "b", "", "r", "b", ""], &["", "", "*"], 1);
    let mut g = start.clone();
    let mut moves = 0;
    for round in 0..6 {
        for pit in [1, 0, 4, 3] {
            assert!(matches!(g.turn(), Turn::Player(_)), "ended early");
            let mv = pit_letter((pit + round) % 6).to_string();
            play(&mut g, &mv);
            moves += 1;
            if moves == 12 {
                assert_eq!(g.beads, start.beads);
                assert_eq!(g.turn(), Turn::Player(1));
            }
        }
    }
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over after {moves} moves")
    };
    assert_eq!(
        outcome.reason,
        EndReason::Repetition {
            occurrence: 3,
            remaining: Remaining::Nothing
        }
    );
    assert_eq!(outcome.sole_winner(), Some(2));
    assert_eq!(g.board.board_total(), 4, "beads stay on the board");
    assert!(g.explain(&outcome).starts_with(
        "The same position came up for the third time since the last capture, so the game \
         ends. Beads still on the board are not counted"
    ));
}

#[test]
fn agreement_mid_move_puts_the_hand_back_first() {
    let mut g = position(&["rrbb", "", "", "b"], &["rr", "*"], 0);
    play(&mut g, "A");
    play(&mut g, "+b");
    assert_eq!(g.hand(), colours("rrb"));
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    let back = |colour| Effect::Drop {
        slot: Slot::Pit(0),
        colour: Some(colour),
    };
    assert_eq!(fx.take(), [back(0), back(0), back(4)]);
    assert_eq!(pit(&g, 0), colours("rrb"));
    assert_eq!(pit(&g, 1), colours("b"));
    assert_eq!(g.hand(), [0; COLOURS]);
    assert_eq!(g.total_seeds(), 22);
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over")
    };
    assert_eq!(
        outcome.reason,
        EndReason::Agreement {
            remaining: Remaining::Nothing
        }
    );
    assert_eq!(g.scores(), [2, 15]);
    assert_eq!(outcome.sole_winner(), Some(1));
    assert!(g
        .explain(&outcome)
        .starts_with("The players agreed to end the game."));
    assert!(g.end_by_agreement(&mut fx).is_err());
}

#[test]
fn finish_sowing_drops_the_others_first_and_stops_at_a_capture() {
    // Red moves in a three-player game; Blue and Yellow go first, then
    // Red's own, whose last bead makes two reds in F.
    let mut g = position(&["rryyb", "", "", "", "", "rb"], &["", "*", ""], 0);
    play(&mut g, "A");
    assert!(g.suggestions().len() == 1);
    let list = g.suggestions();
    assert_eq!(list[0].0, "Sow the rest for me");
    let moves: Vec<String> = list[0].1.iter().map(|a| a.to_string()).collect();
    assert_eq!(moves, ["+b", "+y", "+y"]);
    for &a in &list[0].1 {
        g.apply(a, &mut Effects::off()).unwrap();
    }
    // B, C, D got blue, yellow, yellow, then E and F the reds: the
    // capture choice is left to the player.
    assert_eq!(legal(&g), ["xr", "xb"]);
    assert!(g.suggestions().is_empty());
    // Seat order after the mover: for Yellow, Red comes before Blue.
    let mut g = position(&["b", "", "", "", "", "rrbyy"], &["*", "", ""], 2);
    play(&mut g, "F");
    let moves: Vec<String> = g.suggestions()[0].1.iter().map(|a| a.to_string()).collect();
    assert_eq!(moves, ["+r", "+r", "+b"]);
}

#[test]
fn random_play_keeps_the_invariants_for_every_number_of_players() {
    for n in 2..=6u8 {
        let stats = random_games::<SpectralReapers>(
            &options(n, FirstSeat::Random),
            1000,
            u64::from(n),
            true,
        )
        .unwrap();
        eprintln!("{n} players: {stats:?}");
        assert_eq!(stats.games, 1000);
        assert_eq!(stats.players, n as usize);
        for p in 0..n as usize {
            assert!(stats.wins[p] > 1000 / (4 * n as u64), "{n}: {stats:?}");
        }
    }
    // Every fixed seat (all but the random draw).
    for &first in &FirstSeat::ALL[1..] {
        let stats = random_games::<SpectralReapers>(&options(6, first), 50, 3, true).unwrap();
        assert_eq!(stats.games, 50);
    }
}

/// Random play, checking "Finish sowing" wherever it is offered: its
/// moves are legal and end the move or stop at a capture choice.
#[test]
fn finish_sowing_is_always_legal() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(3);
    let mut legal = Vec::new();
    let mut checked = 0;
    for seed in 0..300 {
        let n = 2 + (seed % 5) as u8;
        let mut g = SpectralReapers::new(&options(n, FirstSeat::Random), seed).unwrap();
        while let Turn::Player(_) = g.turn() {
            if let Some((_, moves)) = g.suggestions().into_iter().next() {
                let mut copy = g.clone();
                for a in moves {
                    copy.apply(a, &mut Effects::off()).unwrap();
                }
                // The move is over (perhaps the game, after a capture
                // made without asking), or a capture choice waits.
                assert!(
                    copy.outcome.is_some()
                        || matches!(
                            copy.sowing,
                            None | Some(Sowing {
                                pending: Pending::Capture { .. },
                                ..
                            })
                        )
                );
                checked += 1;
            }
            g.legal_actions(&mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            g.apply(action, &mut Effects::off()).unwrap();
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn bad_options_list_every_reason() {
    let bad = SpectralReapersOptions {
        players: 7,
        names: vec![
            "Ann".into(),
            "  ".into(),
            "A name far too long to fit".into(),
        ],
        colours: vec![BeadColour::Red, BeadColour::Red],
        first_player: FirstSeat::Seat6,
    };
    let SetupError(problems) = SpectralReapers::new(&bad, 0).unwrap_err();
    assert_eq!(
        problems,
        [
            "players must be 2 to 6, not 7",
            "give a name for each of the 7 players (or none), not 3",
            "the name of player 2 is blank",
            "the name of player 3 is longer than 20 characters",
            "give a colour for each of the 7 players (or none), not 2",
            "the colour red is chosen more than once",
        ]
    );
    let SetupError(problems) = SpectralReapers::new(&options(3, FirstSeat::Seat5), 0).unwrap_err();
    assert_eq!(
        problems,
        ["player 5 cannot start: there are only 3 players"]
    );
    assert!(SpectralReapers::new(&options(1, FirstSeat::Random), 0).is_err());
    for bad in [
        json!({"players": 3, "typo": 1}),
        json!({"colours": ["pink"]}),
        json!({"first_player": "east"}),
        json!({"players": 300}),
    ] {
        assert!(
            options_from_json::<SpectralReapersOptions>(&bad).is_err(),
            "{bad}"
        );
    }
    // Two-player records name the first seat south or north.
    let south: SpectralReapersOptions =
        options_from_json(&json!({"first_player": "north"})).unwrap();
    assert_eq!(south.first_player, FirstSeat::Seat2);
    assert_eq!(south.to_value()["first_player"], "seat2");
}

#[test]
fn defaults_names_colours_and_the_drawn_starter() {
    let g = SpectralReapers::new(&options(6, FirstSeat::Seat1), 0).unwrap();
    let players = g.players();
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Red", "Blue", "Yellow", "Green", "Violet", "Orange"]
    );
    let colours: Vec<u8> = players.iter().map(|p| p.colour.unwrap()).collect();
    assert_eq!(colours, [0, 4, 2, 3, 5, 1]);
    let BoardView::Pits(board) = g.board_view() else {
        panic!("Spectral Reapers is played on pits")
    };
    assert_eq!(board.layout, PitLayout::Ring);
    assert_eq!(board.names[11], "L");
    assert_eq!(g.board().num_pits(), 12);
    assert_eq!(g.stores(), [0; 6]);
    let view = g.colours().unwrap();
    assert!(view.pit_colours.is_empty());
    assert_eq!(view.pit_beads.len(), 12);
    assert_eq!(view.captured.len(), 6);
    assert_eq!(view.next_pit, None);
    // Colours chosen, names left out: named after their colours.
    let g = SpectralReapers::new(
        &SpectralReapersOptions {
            players: 2,
            colours: vec![BeadColour::Orange, BeadColour::Green],
            ..SpectralReapersOptions::default()
        },
        0,
    )
    .unwrap();
    assert_eq!(g.names(), ["Orange", "Green"]);
    // The draw is pinned to the seed (records must replay alike on every
    // platform) and reaches every seat.
    let draws: Vec<usize> = (0..12)
        .map(|seed| {
            let g = SpectralReapers::new(&options(4, FirstSeat::Random), seed).unwrap();
            assert_eq!(g.turn(), Turn::Player(g.starter()));
            g.starter()
        })
        .collect();
    assert_eq!(draws, EXPECTED_DRAWS);
    for seat in 0..4 {
        assert!(draws.contains(&seat));
    }
}

const EXPECTED_DRAWS: [usize; 12] = [1, 3, 3, 2, 2, 2, 0, 2, 2, 2, 0, 1];

#[test]
fn junk_moves_never_panic() {
    let mut x: u64 = 0x1234_5678;
    let alphabet: Vec<char> = "ABCDEFGHIJKLMZabcxyrogbv+-34 0é".chars().collect();
    for n in 2..=6u8 {
        let mut g = SpectralReapers::new(&options(n, FirstSeat::Random), n as u64).unwrap();
        let mut legal = Vec::new();
        for step in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let len = (x % 7) as usize;
            let text: String = (0..len)
                .map(|k| alphabet[((x >> (8 + 5 * k)) % alphabet.len() as u64) as usize])
                .collect();
            if let Ok(action) = text.parse::<SpectralMove>() {
                let before = g.clone();
                if g.apply(action, &mut Effects::off()).is_err() {
                    assert_eq!(g, before);
                }
            }
            let draft: Vec<u8> = (0..(x % 14) as usize).map(|k| (x >> k) as u8 % 6).collect();
            let _ = g.check_draft(&draft);
            for pit in 0..14 {
                let _ = g.pit_reason(pit);
            }
            let _ = (g.prompt(), g.extra_state(), g.suggestions());
            // Keep the game moving with a legal action now and then.
            g.legal_actions(&mut legal);
            if legal.is_empty() {
                g = SpectralReapers::new(&options(n, FirstSeat::Random), step).unwrap();
            } else if step % 3 == 0 {
                let a = legal[(x % legal.len() as u64) as usize];
                g.apply(a, &mut Effects::off()).unwrap();
            }
        }
    }
}

/// The playouts' draw from the choices' mask (`AiGame::playout_action`)
/// is the general draw over the listed actions, draw for draw, with every
/// number of players, placements included.
#[test]
fn the_playout_draw_is_the_listed_draw() {
    for players in 2..=6 {
        let options = options(players, FirstSeat::Random);
        let games = crate::games::testkit::kernel_games(40);
        let decisions =
            crate::games::testkit::playout_action_agrees::<SpectralReapers>(&options, games, 3_000);
        assert!(decisions > games * 200, "{players} players: {decisions}");
    }
}
