//! The status line above the board: whose turn it is, which computer is
//! thinking or rolling, or that the game is over. A pure function of what
//! the page shows, so every case is tested natively.

use crate::ai::Level;

use super::game::GameView;

/// A computer at work on the position shown (not a hint being worked out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thinker {
    /// The player it acts for (`None` for a roll-off's dice, rolled by the
    /// computer when every seat is one).
    pub player: Option<usize>,
    pub level: Level,
}

/// The status line for `view` (the position shown), with `seats` saying
/// who plays each seat (none: people), the computer at work if any, and
/// whether the computers are paused while one of them is to act.
pub fn status_line(
    view: &GameView,
    seats: &[Option<Level>],
    thinking: Option<Thinker>,
    computers_paused: bool,
) -> String {
    let who = |p: usize| view.seat_label(seats, p);
    if let Some(t) = thinking {
        let name = match t.player {
            Some(p) => who(p),
            None => format!("The computer ({})", t.level.label()),
        };
        return if view.chance {
            format!("{name} rolls the dice…")
        } else {
            format!("{name} is thinking…")
        };
    }
    let text = match view.to_move {
        Some(p) if view.placement.is_some() => format!("{} to place their beads", who(p)),
        Some(p) => format!("{} to move", who(p)),
        None if view.chance => match view.board.grid().and_then(|g| g.to_move) {
            Some(p) => format!("{}: roll the dice", who(p as usize)),
            None => "Roll the dice".to_string(),
        },
        None => "Game over".to_string(),
    };
    if computers_paused {
        format!("{text} (computers paused)")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;
    use crate::view::testing::record;
    use serde_json::json;

    fn at_end(game: &str, moves: &[&str]) -> GameView {
        GameView::from_record(&record(game, moves), moves.len()).unwrap()
    }

    const PEOPLE: [Option<Level>; 2] = [None, None];
    const NORTH_HARD: [Option<Level>; 2] = [None, Some(Level::Hard)];

    #[test]
    fn a_person_to_move_is_named_with_their_seat() {
        let view = at_end("owari", &[]);
        assert_eq!(status_line(&view, &PEOPLE, None, false), "South to move");
        assert_eq!(status_line(&view, &[], None, false), "South to move");
        let view = at_end("owari", &["C"]);
        assert_eq!(
            status_line(&view, &NORTH_HARD, None, false),
            "North (computer, Hard) to move"
        );
        assert_eq!(
            status_line(&view, &NORTH_HARD, None, true),
            "North (computer, Hard) to move (computers paused)"
        );
    }

    #[test]
    fn a_computer_at_work_is_thinking() {
        let view = at_end("owari", &["C"]);
        let north = Thinker {
            player: Some(1),
            level: Level::Hard,
        };
        assert_eq!(
            status_line(&view, &NORTH_HARD, Some(north), false),
            "North (computer, Hard) is thinking…"
        );
        // Thinking wins over a pause.
        assert_eq!(
            status_line(&view, &NORTH_HARD, Some(north), true),
            "North (computer, Hard) is thinking…"
        );
    }

    #[test]
    fn dice_to_roll_name_the_roller() {
        let info = games::find("rainbow-passage").unwrap();
        let session = (info.new_session)(&json!({"first_player": "south"}), 4).unwrap();
        let view = GameView::of(session.as_ref(), Vec::new());
        assert!(view.chance);
        assert_eq!(
            status_line(&view, &PEOPLE, None, false),
            "South: roll the dice"
        );
        let south = Thinker {
            player: Some(0),
            level: Level::Easy,
        };
        assert_eq!(
            status_line(&view, &[Some(Level::Easy), None], Some(south), false),
            "South (computer, Easy) rolls the dice…"
        );
        // The roll-off that decides who starts belongs to no one.
        let session = (info.new_session)(&json!({}), 3).unwrap();
        let view = GameView::of(session.as_ref(), Vec::new());
        assert!(view.chance && view.actor().is_none());
        assert_eq!(status_line(&view, &PEOPLE, None, false), "Roll the dice");
        let computer = Thinker {
            player: None,
            level: Level::Medium,
        };
        let both = [Some(Level::Medium); 2];
        assert_eq!(
            status_line(&view, &both, Some(computer), false),
            "The computer (Medium) rolls the dice…"
        );
    }

    #[test]
    fn a_finished_game_is_over_whoever_won() {
        let won = at_end("owari", &["C", "agree"]);
        assert_eq!(won.result.as_ref().unwrap().winner, Some(1));
        assert_eq!(status_line(&won, &PEOPLE, None, false), "Game over");
        let drawn = at_end("owari", &["A", "a", "agree"]);
        assert_eq!(drawn.result.as_ref().unwrap().headline, "A draw, 24–24");
        assert_eq!(status_line(&drawn, &NORTH_HARD, None, false), "Game over");
    }

    #[test]
    fn a_pending_decision_or_placement_keeps_the_mover_named() {
        // Rainbow Chase: after sowing from B, South chooses a colour to drop;
        // the question itself is the decision panel's prompt.
        let view = at_end("rainbow-chase", &["A", "a", "B"]);
        assert!(view.mid_move && view.prompt.is_some());
        assert_eq!(status_line(&view, &PEOPLE, None, false), "South to move");
        // Spectral Reapers begins with each player placing beads.
        let view = at_end("spectral-reapers", &[]);
        assert!(view.placement.is_some());
        assert_eq!(
            status_line(&view, &[], None, false),
            "Red to place their beads"
        );
    }
}
