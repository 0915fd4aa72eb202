//! Scenario tests: a literal position, one action, the whole result.

use super::*;
use crate::engine::invariants::random_games;
use crate::engine::options::options_from_json;
use crate::engine::scenario::{refused, skips};

fn colours(text: &str) -> [u8; COLOURS] {
    let mut out = [0; COLOURS];
    for ch in text.chars().filter(|&ch| ch != '.') {
        let c = INITIALS.iter().position(|&i| i == ch).unwrap();
        out[c] += 1;
    }
    out
}

/// A position from the beads of each pit, parted by spaces (colour
/// initials; `.` for an empty pit; `A`..`F` then `a`..`f`) and South's
/// captures; North has captured the rest.
fn position(pits: &str, south: &str, to_move: usize) -> RainbowChase {
    let beads = beads_of(pits);
    let south = colours(south);
    let mut north = [0; COLOURS];
    for c in 0..COLOURS {
        let used: u8 = beads.iter().map(|b| b[c]).sum::<u8>() + south[c];
        north[c] = PER_COLOUR - used;
    }
    RainbowChase::from_beads(
        RainbowChaseOptions::default(),
        beads,
        [south, north],
        to_move,
    )
    .unwrap()
}

/// The beads of every pit, as [`position`] writes them.
fn beads_of(pits: &str) -> [[u8; COLOURS]; PITS] {
    let pits: Vec<&str> = pits.split_whitespace().collect();
    assert_eq!(pits.len(), PITS, "{pits:?}");
    std::array::from_fn(|pit| colours(pits[pit]))
}

/// The game's pits hold these beads (as [`position`] writes them).
fn beads_are(game: &RainbowChase, pits: &str) {
    assert_eq!(game.beads, beads_of(pits), "{pits}");
}

fn play(game: &mut RainbowChase, mv: &str) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.apply(mv.parse().unwrap(), &mut fx).unwrap();
    fx.take()
}

fn legal(game: &RainbowChase) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

#[test]
fn random_play_keeps_the_invariants() {
    for first_player in [FirstPlayer::South, FirstPlayer::North] {
        let options = RainbowChaseOptions { first_player };
        let stats = random_games::<RainbowChase>(&options, 2000, 7, true).unwrap();
        eprintln!("{first_player:?}: {stats:?}");
        assert_eq!(stats.games, 2000);
    }
}

#[test]
fn a_single_colour_in_hand_is_sown_without_asking() {
    let mut g = RainbowChase::new(
        &RainbowChaseOptions {
            first_player: FirstPlayer::South,
        },
        0,
    )
    .unwrap();
    play(&mut g, "C");
    let mut expected = position(
        "rrrr oooo . ggggy bbbby vvvvy rrrry oooo yyyy gggg bbbb vvvv",
        "",
        1,
    );
    expected.repetitions = g.repetitions.clone();
    expected.options = g.options.clone();
    assert_eq!(g, expected);
    assert_eq!(g.board.pits(), &[4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(g.total_seeds(), 48);
}

#[test]
fn the_pits_own_colour_goes_in_first() {
    let mut g = position("roy . . . . . . . . g . .", "", 0);
    let fx = play(&mut g, "A");
    beads_are(&g, ". o y r . . . . . g . .");
    assert_eq!(g.turn(), Turn::Player(1));
    assert!(fx.iter().all(|e| !matches!(e, Effect::Capture { .. })));
}

#[test]
fn a_free_choice_offers_the_colours_in_hand() {
    let mut g = position("rgb . . . . . . o y . . .", "", 0);
    play(&mut g, "A");
    assert_eq!(legal(&g), ["+r", "+g", "+b"]);
    assert_eq!(g.hand(), colours("rgb"));
    assert_eq!(g.colours().unwrap().next_pit, Some(1));
    assert_eq!(g.total_seeds(), 48);
    assert_eq!(
        g.prompt().unwrap(),
        "South: choose the colour to drop in B (pit colour orange)"
    );
    assert_eq!(
        g.action_label(RainbowMove::Drop(3)),
        "Drop a green bead in B"
    );
    refused(&g, "+o", IllegalAction::OutOfRange);
    refused(&g, "A x", IllegalAction::NotNow);
    play(&mut g, "+g");
    assert_eq!(legal(&g), ["+r", "+b"]);
    play(&mut g, "+b");
    // D (green) is in play again: the last red bead goes there.
    beads_are(&g, ". g b r . . . o y . . .");
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(g.sowing, None);
}

#[test]
fn a_lap_passes_over_the_origin() {
    let mut g = position("oooyyggbbvvr . . . . . r o y g b v", "", 0);
    let fx = play(&mut g, "A");
    assert_eq!(skips(&fx), [0]);
    beads_are(&g, ". oo y g b v rr oo yy gg bb vv");
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn a_colour_that_died_out_is_passed_over() {
    // No orange bead is left anywhere: B is passed over.
    let mut g = position("r . y . . . . . . . . .", "oooooooo", 0);
    let fx = play(&mut g, "A");
    assert_eq!(skips(&fx), [1]);
    assert!(fx.contains(&Effect::Drop {
        slot: Slot::Pit(2),
        colour: Some(0)
    }));
    assert_eq!(g.beads[2], colours("yr"));
}

#[test]
fn a_capture_with_no_later_chance_cannot_be_declined() {
    let mut g = position(". o . . . vr g . . . . .", "", 0);
    play(&mut g, "F");
    assert_eq!(legal(&g), ["x"]);
    assert_eq!(
        g.prompt().unwrap(),
        "South: capture the 2 beads in a? (you must: no later capture is possible)"
    );
    assert_eq!(
        g.action_label(RainbowMove::Capture),
        "Capture these 2 beads from a"
    );
    assert_eq!(g.colours().unwrap().next_pit, Some(6));
    refused(&g, "-", MUST_CAPTURE);
    let fx = play(&mut g, "x");
    assert!(fx.contains(&Effect::Capture {
        pit: 6,
        count: 2,
        player: 0,
        colour: None,
    }));
    assert_eq!(g.captured[0], colours("rg"));
    beads_are(&g, ". o . . . . . v . . . .");
    assert_eq!(g.board.stores()[0], 2);
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn a_capture_can_be_declined_while_another_is_in_reach() {
    let mut g = position(". o . . . vro g . . . . .", "", 0);
    play(&mut g, "F");
    assert_eq!(legal(&g), ["x", "-"]);
    assert_eq!(g.prompt().unwrap(), "South: capture the 2 beads in a?");
    assert_eq!(g.action_label(RainbowMove::Decline), "Keep sowing");
    play(&mut g, "-");
    // b (orange) had no orange: the next chance, and the last one.
    assert_eq!(legal(&g), ["x"]);
    assert_eq!(g.colours().unwrap().next_pit, Some(7));
    play(&mut g, "x");
    beads_are(&g, ". o . . . . gr . . v . .");
    assert_eq!(g.captured[0], colours("o"));
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn having_declined_the_mover_must_keep_a_capture_in_reach() {
    let start = position(". o . . . rgy . . . . . .", "", 0);
    let mut g = start.clone();
    play(&mut g, "F");
    assert_eq!(legal(&g), ["x", "-"]);
    play(&mut g, "-");
    // Yellow in b would leave green for c: no chance left.
    assert_eq!(legal(&g), ["+g"]);
    refused(&g, "+y", IllegalAction::OutOfRange);
    assert!(g
        .prompt()
        .unwrap()
        .ends_with("you must keep one within reach"));
    play(&mut g, "+g");
    assert_eq!(legal(&g), ["x"]);
    play(&mut g, "x");
    assert_eq!(g.captured[0], colours("y"));

    // After a capture every colour may be chosen.
    let mut h = start;
    play(&mut h, "F");
    play(&mut h, "x");
    assert_eq!(legal(&h), ["+y", "+g"]);
    play(&mut h, "+y");
    beads_are(&h, ". o . . . . . y g . . .");
}

#[test]
fn only_the_captured_pit_can_be_taken_again() {
    // Twelve beads from F: a..f, A..E, then (F passed over) a again.
    let mut g = position(". . . . . rrrooyyggbbv . . . . . .", "", 0);
    play(&mut g, "F");
    assert_eq!(legal(&g), ["x", "-"]);
    let fx = play(&mut g, "x");
    assert_eq!(skips(&fx), [5]);
    // b..f had none of their colour: those chances are sown past; back
    // at a the same pit may be taken again.
    assert_eq!(legal(&g), ["x", "-"]);
    assert_eq!(g.colours().unwrap().next_pit, Some(6));
    assert_eq!(
        g.prompt().unwrap(),
        "South: capture the 1 bead in a?; only a can be captured again this move"
    );
    play(&mut g, "x");
    assert_eq!(g.captured[0], colours("rr"));
    beads_are(&g, "r o y g b . . o y g b v");
    assert_eq!(g.turn(), Turn::Player(1));
}

#[test]
fn a_player_without_beads_passes() {
    let mut g = position(". o y . . . . . . . . .", "", 0);
    let fx = play(&mut g, "B");
    assert!(fx.contains(&Effect::Pass { player: 1 }));
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.beads[2], colours("yo"));
    assert_eq!(legal(&g), ["C"]);
}

#[test]
fn the_game_ends_when_every_bead_is_captured() {
    // 22 for South, 24 for North; South's last capture makes it 24-24.
    let mut g = position(". . . . . r o . . . . .", "rrrrrrroooooooyyyyyyyy", 0);
    play(&mut g, "F");
    assert_eq!(legal(&g), ["x"]);
    play(&mut g, "x");
    assert_eq!(g.scores(), [24, 24]);
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over")
    };
    assert_eq!(outcome.winners, 0b11);
    assert_eq!(outcome.reason, all_captured());
    assert_eq!(
        Present::explain(&g, &outcome),
        "Every bead has been captured."
    );
    assert!(legal(&g).is_empty());
    refused(&g, "A", IllegalAction::GameOver);

    let mut h = position(". . . . . r o . . . . .", "rrrrrrroooooooyyyyyyyyg", 0);
    play(&mut h, "F");
    play(&mut h, "x");
    assert_eq!(h.scores(), [25, 23]);
    assert!(matches!(h.turn(), Turn::Over(o) if o.sole_winner() == Some(0)));
}

#[test]
fn agreement_mid_move_returns_the_hand_first() {
    let mut g = position("rgb . . . . . . o y . . .", "", 0);
    play(&mut g, "A");
    let mut fx = Effects::recording();
    g.end_by_agreement(&mut fx).unwrap();
    assert_eq!(g.captured[0], colours("rgb"));
    assert_eq!(g.captured[1], [7, 8, 8, 7, 7, 8]);
    assert_eq!(g.total_seeds(), 48);
    assert!(matches!(
        g.turn(),
        Turn::Over(Outcome {
            reason: EndReason::Agreement {
                remaining: Remaining::ToOwners
            },
            ..
        })
    ));
    assert!(g.end_by_agreement(&mut fx).is_err());
}

#[test]
fn notation_round_trips_and_garbage_is_refused() {
    let mut all: Vec<RainbowMove> = (0..12).map(RainbowMove::Pick).collect();
    all.extend((0..6).map(RainbowMove::Drop));
    all.extend([RainbowMove::Capture, RainbowMove::Decline]);
    for a in all {
        assert_eq!(a.to_string().parse::<RainbowMove>(), Ok(a));
    }
    assert_eq!("b".parse(), Ok(RainbowMove::Pick(7)));
    assert_eq!("+b".parse(), Ok(RainbowMove::Drop(4)));
    for bad in [
        "", "G", "g", "AB", "+", "+x", "++r", "+rr", "xx", "--", "+red", "7", "é",
    ] {
        assert!(bad.parse::<RainbowMove>().is_err(), "{bad}");
    }
    let g = RainbowChase::new(
        &RainbowChaseOptions {
            first_player: FirstPlayer::South,
        },
        0,
    )
    .unwrap();
    refused(&g, "a", IllegalAction::NotYourPit);
    refused(&g, "+r x -", IllegalAction::NotNow);
    assert_eq!(
        g.check(RainbowMove::Pick(12)),
        Err(IllegalAction::NoSuchPit)
    );
    assert_eq!(g.check(RainbowMove::Drop(9)), Err(IllegalAction::NotNow));
    let empty = position(". o y . . . . . . . . .", "", 0);
    refused(&empty, "A", IllegalAction::EmptyPit);
    assert!(options_from_json::<RainbowChaseOptions>(&json!({"width": 4})).is_err());
    assert_eq!(RainbowChaseOptions::presets()[0].0, "seed");
}

/// Random play, checking that no move ends with a chance passed up and
/// nothing captured, that "Sow the rest for me" is legal and completes the
/// move, and that repetition ends settle the board; prints the figures.
#[test]
fn every_move_keeps_the_must_capture_rule() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(11);
    let mut legal = Vec::new();
    let (mut decisions, mut refusals, mut max_nodes, mut total_nodes) = (0u64, 0u64, 0u32, 0u64);
    let (mut repetitions, mut max_seen, mut suggestions) = (0u32, 0usize, 0u32);
    for seed in 0..1000u64 {
        let mut g = RainbowChase::new(&RainbowChaseOptions::default(), seed).unwrap();
        let (mut declined, mut took) = (false, false);
        let (mut since, mut scores_before) = (1usize, g.scores());
        while let Turn::Player(_) = g.turn() {
            if let Some(s) = g.sowing {
                if let Pending::Capture { pit, decline } = s.pending {
                    decisions += 1;
                    refusals += u64::from(!decline);
                    if s.captured_pit.is_none() {
                        let (_, nodes) =
                            g.chance_reachable(s.origin as usize, pit as usize, s.hand, None);
                        max_nodes = max_nodes.max(nodes);
                        total_nodes += nodes as u64;
                    }
                }
                if seed % 50 == 0 {
                    let list = g.suggestions();
                    assert_eq!(list.len(), 1);
                    let mut copy = g.clone();
                    for &a in &list[0].1 {
                        copy.apply(a, &mut Effects::off()).unwrap();
                    }
                    assert!(copy.sowing.is_none());
                    suggestions += 1;
                }
            }
            g.legal_actions(&mut legal);
            let action = legal[rng.random_range(0..legal.len())];
            declined |= action == RainbowMove::Decline;
            took |= action == RainbowMove::Capture;
            g.apply(action, &mut Effects::off()).unwrap();
            if g.sowing.is_none() {
                // Positions recorded since the last capture.
                if g.scores() != scores_before {
                    (since, scores_before) = (0, g.scores());
                }
                since += 1;
                max_seen = max_seen.max(since);
                assert!(
                    !declined || took,
                    "game {seed}: a chance passed up for nothing"
                );
                (declined, took) = (false, false);
            }
        }
        let Turn::Over(outcome) = g.turn() else {
            unreachable!()
        };
        assert_eq!(g.scores().iter().sum::<i32>(), 48);
        assert_eq!(g.board.board_total(), 0);
        if let EndReason::Repetition {
            occurrence,
            remaining,
        } = outcome.reason
        {
            assert_eq!(occurrence, 3);
            assert!(matches!(
                remaining,
                Remaining::ToOwners | Remaining::Nothing
            ));
            repetitions += 1;
        }
    }
    eprintln!(
        "capture decisions {decisions}, decline refused {refusals}, search nodes max \
         {max_nodes} total {total_nodes}, repetition ends {repetitions}, longest history \
         {max_seen}, suggestions {suggestions}"
    );
    assert!(max_seen < REPETITION_ROOM);
}

#[test]
fn a_third_repetition_ends_the_game() {
    // Only blue and violet are left: E, F, e and f are the only pits in
    // play, and two violet beads chase each other round without a
    // chance (a violet bead never falls into an opponent's violet pit).
    let start = position(". b . . . v . . . . . v", "", 1);
    let mut g = start.clone();
    for mv in ["f", "F", "e", "E"] {
        play(&mut g, mv);
    }
    assert_eq!(g.beads, start.beads);
    assert_eq!(g.turn(), Turn::Player(1));
    for mv in ["f", "F", "e"] {
        play(&mut g, mv);
    }
    let fx = play(&mut g, "E");
    let Turn::Over(outcome) = g.turn() else {
        panic!("not over")
    };
    assert_eq!(
        outcome.reason,
        EndReason::Repetition {
            occurrence: 3,
            remaining: Remaining::ToOwners
        }
    );
    assert_eq!(outcome.sole_winner(), Some(1));
    assert!(fx.contains(&Effect::Sweep {
        pit: 1,
        count: 1,
        player: 0
    }));
    assert!(fx.contains(&Effect::Sweep {
        pit: 11,
        count: 1,
        player: 1
    }));
    assert_eq!(g.captured[0], colours("bv"));
    assert_eq!(g.scores(), [2, 46]);
    assert_eq!(g.board.board_total(), 0);
}
