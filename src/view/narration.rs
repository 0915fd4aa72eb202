//! Words about a game: the sentences announcing a move and what it did
//! (for the live region), and the headline of a result.

use crate::engine::board::pit_name;
use crate::engine::record::{Special, AGREE};
use crate::engine::upper::capitalised;
use crate::engine::Effect;

use super::game::GameView;
use crate::i18n::{fill, msg, same_vars, var, Arg, Msg};
use crate::t;
use crate::tr;

/// The winner first: "South wins 26–22", "A draw, 24–24", or with more
/// players "Ann wins with 7" and "Ann and Bo share the win with 6 each".
/// The seat `you` (the one person playing computers) is "You": "You win
/// 26–22".
pub(super) fn headline(
    names: &[String],
    scores: &[i32],
    winners: &[usize],
    you: Option<usize>,
) -> String {
    let name = |p: usize| {
        if Some(p) == you {
            return t!("result-you-in-list").to_string();
        }
        names
            .get(p)
            .cloned()
            .unwrap_or_else(|| tr!("player-number", number = p + 1))
    };
    let best = winners
        .first()
        .and_then(|&p| scores.get(p))
        .copied()
        .unwrap_or(0);
    if scores.len() == 2 {
        return match winners {
            [p] => {
                let loser = scores.iter().enumerate().find(|&(q, _)| q != *p);
                let other = loser.map_or(0, |(_, s)| *s);
                match Some(*p) == you {
                    true => tr!("result-you-win-score", best = best, other = other),
                    false => tr!(
                        "result-wins-score",
                        name = &name(*p),
                        best = best,
                        other = other
                    ),
                }
            }
            _ => tr!("result-draw-score", first = scores[0], second = scores[1]),
        };
    }
    match winners {
        [p] if Some(*p) == you => tr!("result-you-win-with", best = best),
        [p] => tr!("result-wins-with", name = &name(*p), best = best),
        _ if winners.len() == scores.len() => tr!("result-draw-all", best = best),
        _ => {
            let list: Vec<String> = winners.iter().map(|&p| name(p)).collect();
            capitalised(&tr!("result-share", names = &join_and(&list), best = best))
        }
    }
}

/// "a", "a and b", "a, b and c".
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => tr!("list-and", init = &init.join(t!("list-comma")), last = last),
    }
}

/// Sentences announcing what a move did, for the live region, naming pits
/// and players as `view` (the position after it) does.
pub fn narrate(effects: &[Effect], mover: usize, view: &GameView) -> Vec<String> {
    let player = |p: usize| view.player_name(p);
    let width = view.board.pits().map_or(0, |b| b.width);
    let pit = |p: u8| {
        view.pits
            .get(p as usize)
            .map(|pit| pit.name.clone())
            .unwrap_or_else(|| pit_name(p as usize, width).to_string())
    };
    let players = view.player_count().max(2);
    let mut lines = Vec::new();
    // Captures are announced per capturing player, the mover first (in Oware
    // Nam Nam a hollow's owner can capture during the opponent's move).
    let mut captured_by_mover = false;
    for capturer in (0..players).map(|k| (mover + k) % players) {
        let mut captured = 0u32;
        let mut from = Vec::new();
        for effect in effects {
            if let Effect::Capture {
                pit: p,
                count,
                player: by,
                ..
            } = effect
            {
                if *by as usize == capturer {
                    captured += *count as u32;
                    from.push(pit(*p));
                }
            }
        }
        if captured > 0 {
            captured_by_mover |= capturer == mover;
            let name = player(capturer);
            let pits = join_and(&from);
            const CAPTURES: [Msg; 2] =
                [msg("narrate-captures-seeds"), msg("narrate-captures-beads")];
            const _: () = assert!(same_vars(CAPTURES[0], CAPTURES[1]));
            const VARS: [u8; 4] = [
                var(CAPTURES[0], "name"),
                var(CAPTURES[0], "count"),
                var(CAPTURES[0], "pits"),
                var(CAPTURES[0], "places"),
            ];
            lines.push(fill(
                CAPTURES[usize::from(view.beads())],
                &VARS,
                &[
                    Arg::from(&name),
                    Arg::from(captured),
                    Arg::from(&pits),
                    Arg::from(from.len()),
                ],
            ));
        }
    }
    for effect in effects {
        match effect {
            Effect::Own(said) => lines.push(crate::i18n::text(*said).to_string()),
            Effect::ExtraTurn { player: p } if captured_by_mover => lines.push(tr!(
                "narrate-captured-moves-again",
                name = &player(*p as usize)
            )),
            Effect::ExtraTurn { player: p } => lines.push(tr!(
                "narrate-store-moves-again",
                name = &player(*p as usize)
            )),
            Effect::Pass { player: p } => {
                lines.push(tr!("narrate-passes", name = &player(*p as usize)))
            }
            Effect::RelayCycle { .. } => lines.push(t!("narrate-relay-cycle").to_string()),
            Effect::RoundOver { round } => lines.push(tr!("narrate-round-over", round = *round)),
            Effect::PieceCaptured { by, owner } => lines.push(tr!(
                "narrate-piece-captured",
                name = &player(*by as usize),
                owner = &player(*owner as usize)
            )),
            _ => {}
        }
    }
    lines
}

/// The sentence that announces a move as it is played, before what it did
/// ([`narrate`]): the dice rolled, the pit sown, or the choice made.
pub fn move_line(before: &GameView, after: &GameView, mv: &str) -> String {
    if before.chance {
        use crate::games::rainbow_passage::dice::{Dice, COLOUR_NAMES};
        // A roll is written `@` and a letter a die (`@rrgby`): the engine
        // reads it.
        return match mv.strip_prefix('@').and_then(Dice::parse) {
            Some(dice) => {
                let names: Vec<&str> = dice.faces().map(|c| COLOUR_NAMES[c as usize % 6]).collect();
                tr!("move-dice-rolled", faces = &names.join(t!("list-comma")))
            }
            None => tr!("move-chance", notation = mv),
        };
    }
    let who = before
        .to_move
        .map(|p| before.player_name(p))
        .unwrap_or_else(|| t!("move-the-player").to_string());
    if let Some(line) = special_line(after, mv) {
        return line;
    }
    let sown = after.last_effects.iter().find_map(|e| match e {
        Effect::Lift { pit, count } => Some((*pit as usize, *count)),
        _ => None,
    });
    let label = before
        .pits
        .iter()
        .flat_map(|p| p.choices.iter())
        .chain(before.other_choices.iter())
        .find(|c| c.mv == mv)
        .map(|c| c.label.clone());
    // Beads placed (Spectral Reapers' opening moves): how many in which pits.
    let pit_name = |pit: u8| {
        after
            .pits
            .get(pit as usize)
            .map_or_else(|| pit.to_string(), |p| p.name.clone())
    };
    let placed: Vec<String> = after
        .last_effects
        .iter()
        .filter_map(|e| match e {
            Effect::Place { pit, count, .. } => Some(tr!(
                "move-place-item",
                count = *count,
                pit = &pit_name(*pit)
            )),
            _ => None,
        })
        .collect();
    if sown.is_none() && !placed.is_empty() {
        return tr!("move-places", name = &who, places = &join_and(&placed));
    }
    match (sown, label) {
        (Some((pit, count)), _) => {
            let name = after
                .pits
                .get(pit)
                .map(|p| p.name.clone())
                .unwrap_or_else(|| mv.to_string());
            if after.beads() {
                tr!("move-sows-beads", name = &who, count = count, pit = &name)
            } else {
                tr!("move-sows-seeds", name = &who, count = count, pit = &name)
            }
        }
        (_, Some(label)) => tr!("move-chosen", name = &who, choice = &label),
        _ => tr!("move-plays", name = &who, notation = mv),
    }
}

/// The note saying who starts a new game ("Random draw: North starts."
/// when the draw was random); `None` while nobody is to move (dice first).
pub fn first_player_note(view: &GameView, random: bool) -> Option<String> {
    let p = view.to_move?;
    let name = view.player_name(p);
    Some(if random {
        tr!("first-player-random", name = &name)
    } else {
        tr!("first-player", name = &name)
    })
}

/// Whether a move string is the agreement to end.
pub fn is_agreement(mv: &str) -> bool {
    mv == AGREE
}

/// The sentence announcing a move the players made rather than the rules
/// (an agreement, a draw agreed, a resignation), naming players as `view`
/// does; `None` for a move of the game.
fn special_line(view: &GameView, mv: &str) -> Option<String> {
    Some(match Special::parse(mv)?.ok()? {
        Special::Agree => t!("special-agree-line").to_string(),
        Special::Draw => t!("special-draw-line").to_string(),
        Special::Resign(p) => tr!("special-resign-line", name = &view.player_name(p)),
    })
}

/// How the move list shows a move the players made rather than the rules
/// ("end by agreement", "draw agreed", "resigns"); `None` for a move of
/// the game, shown in its notation.
pub fn special_label(mv: &str) -> Option<&'static str> {
    Some(match Special::parse(mv)?.ok()? {
        Special::Agree => t!("special-agree"),
        Special::Draw => t!("special-draw"),
        Special::Resign(_) => t!("special-resigns"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Turn;
    use crate::games;
    use crate::games::testkit::capture;
    use crate::view::testing::record;
    use serde_json::json;

    #[test]
    fn narration_names_captures_and_extra_turns() {
        let effects = [capture(9, 3, 0), capture(8, 2, 0)];
        let board = GameView::from_record(&record("owari", &[]), 0).unwrap();
        assert_eq!(
            narrate(&effects, 0, &board),
            vec!["South captures 5 seeds from pits d and c.".to_string()]
        );
        assert_eq!(
            narrate(&[Effect::ExtraTurn { player: 1 }], 1, &board),
            vec!["Last seed in the store: North moves again.".to_string()]
        );
        let mut after_capture = effects.to_vec();
        after_capture.push(Effect::ExtraTurn { player: 0 });
        assert_eq!(
            narrate(&after_capture, 0, &board)[1],
            "South captured, so moves again."
        );
    }

    #[test]
    fn narration_says_why_a_relay_stopped() {
        // Traditional Ayoayo: South's last move, A, comes back after 786
        // laps to the board of before the move.
        let rec = crate::engine::record::Record {
            game: "ayoayo".into(),
            options: json!({"sow_into_store": false}),
            seed: 3874676893315084174,
            moves: "c A c D b B a A".split(' ').map(String::from).collect(),
            position: None,
        };
        let view = crate::view::GameView::from_record(&rec, 8).unwrap();
        assert_eq!(view.to_move, Some(1));
        assert_eq!(
            narrate(&view.last_effects, 0, &view),
            vec![
                "The relay came back to a position it had already reached, so the move stops here."
                    .to_string()
            ]
        );
    }

    #[test]
    fn a_forfeited_grand_slam_is_narrated() {
        // Owari with no grand slam captures: South's F would take every
        // seed of North's (2 in a, 3 in b), so nothing is captured.
        let rec = crate::engine::record::Record {
            game: "owari".into(),
            options: json!({"grand_slam": "no_capture"}),
            seed: 1,
            moves: vec!["F".into()],
            position: Some("0,0,0,1,0,2/1,2,0,0,0,0 20:22 s".into()),
        };
        let view = GameView::from_record(&rec, 1).unwrap();
        assert_eq!(
            narrate(&view.last_effects, 0, &view),
            vec![
                "Grand slam: taking every opposing seed is not allowed, so nothing is captured."
                    .to_string()
            ]
        );
        // Its words come last and, like an extra turn's, take no time.
        let last = view.last_effects.last().unwrap();
        assert_eq!(crate::view::pace::weight(last), 0, "{last:?}");
    }

    #[test]
    fn a_move_is_announced_by_what_was_played() {
        let rec = record("owari", &["C"]);
        let before = GameView::from_record(&rec, 0).unwrap();
        let after = GameView::from_record(&rec, 1).unwrap();
        assert_eq!(
            move_line(&before, &after, "C"),
            "South sows 4 seeds from pit C."
        );
        let agree = record("owari", &["C", "agree"]);
        let end = GameView::from_record(&agree, 2).unwrap();
        assert_eq!(
            move_line(&after, &end, "agree"),
            "The game is ended by agreement."
        );
        // A resignation names the resigner, not the player to move.
        let resigned = record("owari", &["C", "resign:0"]);
        let end = GameView::from_record(&resigned, 2).unwrap();
        assert_eq!(move_line(&after, &end, "resign:0"), "South resigns.");
        assert_eq!(end.moves[1], ("resign:0".to_string(), 0));
        assert_eq!(
            end.result.as_ref().map(|r| r.explanation.as_str()),
            Some("South resigned.")
        );
        assert_eq!(end.result.as_ref().and_then(|r| r.winner), Some(1));
        let drawn = record("owari", &["C", "draw"]);
        let end = GameView::from_record(&drawn, 2).unwrap();
        assert_eq!(
            move_line(&after, &end, "draw"),
            "The players agree to a draw."
        );
        assert_eq!(end.result.as_ref().map(|r| r.winners.len()), Some(2));
        assert_eq!(special_label("draw"), Some("draw agreed"));
        assert_eq!(special_label("resign:1"), Some("resigns"));
        assert_eq!(special_label("agree"), Some("end by agreement"));
        assert_eq!(special_label("C"), None);
    }

    #[test]
    fn dice_rolled_are_named_in_words() {
        // Dice: the colours rolled, in words.
        let info = games::find("rainbow-passage").unwrap();
        let mut session = (info.new_session)(&json!({}), 3).unwrap();
        while !matches!(session.turn(), Turn::Chance) {
            let mv = session.legal()[0].clone();
            session.play(&mv).unwrap();
        }
        let before = GameView::of(session.as_ref(), Vec::new());
        let roll = session.legal()[0].clone();
        session.play(&roll).unwrap();
        let after = GameView::of(session.as_ref(), Vec::new());
        let line = move_line(&before, &after, &roll);
        assert!(line.starts_with("Dice rolled: "), "{line}");
        assert_eq!(line.matches(", ").count() + 2, roll.len(), "{roll}: {line}");
        assert_eq!(
            move_line(&before, &after, "@mgrcg"),
            "Dice rolled: red, green, green, cyan, magenta."
        );
    }

    #[test]
    fn a_placement_is_announced_in_words() {
        // Spectral Reapers' first moves place beads of one's colour in
        // three pits (`A4C4E3`): said as pits and beads, not notation.
        let info = games::find("spectral-reapers").unwrap();
        let mut session = (info.new_session)(&json!({}), 3).unwrap();
        let before = GameView::of(session.as_ref(), Vec::new());
        let mv = session.legal()[0].clone();
        session.play(&mv).unwrap();
        let after = GameView::of(session.as_ref(), Vec::new());
        let line = move_line(&before, &after, &mv);
        assert!(!line.contains(&mv), "{mv}: {line}");
        assert_eq!(
            line, "Yellow places beads: 3 in A, 4 in B and 4 in C.",
            "{mv}"
        );
    }

    #[test]
    fn multi_player_headlines() {
        let names: Vec<String> = ["Ann", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
        assert_eq!(headline(&names, &[3, 7, 2], &[1], None), "Bo wins with 7");
        assert_eq!(
            headline(&names, &[3, 7, 2], &[1], Some(1)),
            "You win with 7"
        );
        assert_eq!(
            headline(&names, &[7, 7, 2], &[0, 1], None),
            "Ann and Bo share the win with 7 each"
        );
        assert_eq!(
            headline(&names, &[4, 4, 4], &[0, 1, 2], None),
            "A draw: everyone has 4"
        );
        // The winner's score first, whichever seat won.
        assert_eq!(
            headline(&names[..2], &[20, 28], &[1], None),
            "Bo wins 28–20"
        );
        assert_eq!(
            headline(&names[..2], &[28, 20], &[0], None),
            "Ann wins 28–20"
        );
        assert_eq!(
            headline(&names[..2], &[20, 28], &[1], Some(1)),
            "You win 28–20"
        );
        assert_eq!(
            headline(&names[..2], &[24, 24], &[0, 1], Some(0)),
            "A draw, 24–24"
        );
    }

    #[test]
    fn the_first_player_note_says_who_starts() {
        let start = GameView::from_record(&record("owari", &[]), 0).unwrap();
        assert_eq!(
            first_player_note(&start, false).as_deref(),
            Some("South starts.")
        );
        assert_eq!(
            first_player_note(&start, true).as_deref(),
            Some("Random draw: South starts.")
        );
        // Dice first: nobody is to move yet.
        let dice = GameView::from_record(&record("rainbow-passage", &[]), 0).unwrap();
        assert!(dice.chance);
        assert_eq!(first_player_note(&dice, true), None);
    }
}
