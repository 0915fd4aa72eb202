//! The status line above the board: whose turn it is, which computer is
//! thinking or rolling, or that the game is over. A pure function of what
//! the page shows, so every case is tested natively.

use crate::ai::Level;
use crate::t;
use crate::tr;

use super::game::GameView;
use super::narration::headline;

/// A computer at work on the position shown (not a hint being worked out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thinker {
    /// The player it acts for (`None` for dice that are nobody's, rolled
    /// by the computer when every seat is one).
    pub player: Option<usize>,
    pub level: Level,
    /// Judging a draw offered to the computers, not choosing a move.
    pub offer: bool,
}

/// The one seat a person plays against computers, called "you" on the
/// page; `None` when several people play, or nobody.
pub fn your_seat(seats: &[Option<Level>]) -> Option<usize> {
    let mut people = (0..seats.len()).filter(|&p| seats[p].is_none());
    match (people.next(), people.next()) {
        (Some(p), None) if seats.len() > 1 => Some(p),
        _ => None,
    }
}

/// What the page calls player `p`, with `seats` saying who plays each
/// seat: "You" for the one person against computers, "Computer (Medium)"
/// for that person's only opponent, else the seat's name with who plays
/// it ("North (computer, Hard)").
pub fn seat_name(view: &GameView, seats: &[Option<Level>], p: usize) -> String {
    let you = your_seat(seats);
    if you == Some(p) {
        return t!("status-you").to_string();
    }
    match seats.get(p).copied().flatten() {
        Some(level) if you.is_some() && view.player_count() == 2 => {
            tr!("status-computer", level = level.label())
        }
        _ => view.seat_label(seats, p),
    }
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
    let who = |p: usize| seat_name(view, seats, p);
    let yours = |p: usize| your_seat(seats) == Some(p);
    if let Some(t) = thinking {
        let name = match t.player {
            Some(p) => who(p),
            None => tr!("status-the-computer", level = t.level.label()),
        };
        return if t.offer {
            tr!("status-considering-draw", name = &name)
        } else if view.chance {
            tr!("status-rolls", name = &name)
        } else {
            tr!("status-thinking", name = &name)
        };
    }
    let text = match view.to_move {
        Some(p) if yours(p) && view.placement.is_some() => t!("status-your-placement").to_string(),
        Some(p) if view.placement.is_some() => tr!("status-placement", name = &who(p)),
        Some(p) if yours(p) => t!("status-your-turn").to_string(),
        Some(p) => tr!("status-to-move", name = &who(p)),
        None if view.chance => match view.board.grid().and_then(|g| g.to_move) {
            Some(p) if yours(p as usize) => t!("status-your-roll").to_string(),
            Some(p) => tr!("status-roll", name = &who(p as usize)),
            None => t!("status-roll-nobody").to_string(),
        },
        None => t!("status-game-over").to_string(),
    };
    if computers_paused {
        tr!("status-paused", status = &text)
    } else {
        text
    }
}

/// The result's headline as the page says it, winner first: "You win
/// 26–22", "Computer (Hard) wins 26–22", "North wins 26–22"; `None` while
/// the game goes on.
pub fn result_headline(view: &GameView, seats: &[Option<Level>]) -> Option<String> {
    let result = view.result.as_ref()?;
    let names: Vec<String> = (0..result.scores.len())
        .map(|p| seat_name(view, seats, p))
        .collect();
    Some(headline(
        &names,
        &result.scores,
        &result.winners,
        your_seat(seats),
    ))
}

/// The seat a person resigns for, with `seats` saying who plays each
/// (none: people): the person acting now, else the only seat a person
/// plays; `None` when no person can resign now (computers only, or several
/// people while a computer acts).
pub fn resigning_seat(view: &GameView, seats: &[Option<Level>]) -> Option<usize> {
    let person = |p: usize| seats.get(p).copied().flatten().is_none();
    if view.result.is_some() {
        return None;
    }
    if let Some(p) = view.actor().filter(|&p| person(p)) {
        return Some(p);
    }
    let mut people = (0..view.player_count()).filter(|&p| person(p));
    match (people.next(), people.next()) {
        (Some(p), None) => Some(p),
        _ => None,
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
            "Computer (Hard) to move"
        );
        assert_eq!(
            status_line(&view, &NORTH_HARD, None, true),
            "Computer (Hard) to move (computers paused)"
        );
        // Computers only: each is named with its seat.
        assert_eq!(
            status_line(&view, &[Some(Level::Easy), Some(Level::Hard)], None, false),
            "North (computer, Hard) to move"
        );
    }

    #[test]
    fn the_one_person_against_computers_is_you() {
        let view = at_end("owari", &[]);
        assert_eq!(status_line(&view, &NORTH_HARD, None, false), "Your turn");
        assert_eq!(your_seat(&NORTH_HARD), Some(0));
        assert_eq!(your_seat(&[Some(Level::Easy), None]), Some(1));
        assert_eq!(your_seat(&PEOPLE), None);
        assert_eq!(your_seat(&[None]), None);
        assert_eq!(your_seat(&[Some(Level::Easy); 2]), None);
        // With more players the computers keep their seats' names.
        let mut rec = record("spectral-reapers", &[]);
        rec.options = json!({"players": 3});
        let view = GameView::from_record(&rec, 0).unwrap();
        let first = view.to_move.unwrap();
        let mut seats = vec![Some(Level::Easy); 3];
        seats[first] = None;
        assert_eq!(
            status_line(&view, &seats, None, false),
            "Your turn to place your beads"
        );
        let other = (first + 1) % 3;
        assert_eq!(
            seat_name(&view, &seats, other),
            format!("{} (computer, Easy)", view.player_name(other))
        );
    }

    #[test]
    fn the_result_names_the_winner_first() {
        let won = at_end("owari", &["C", "agree"]);
        let scores = &won.result.as_ref().unwrap().scores;
        let (south, north) = (scores[0], scores[1]);
        assert!(north > south, "{scores:?}");
        assert_eq!(
            result_headline(&won, &PEOPLE).unwrap(),
            format!("North wins {north}–{south}")
        );
        assert_eq!(
            result_headline(&won, &NORTH_HARD).unwrap(),
            format!("Computer (Hard) wins {north}–{south}")
        );
        assert_eq!(
            result_headline(&won, &[Some(Level::Easy), None]).unwrap(),
            format!("You win {north}–{south}")
        );
        assert_eq!(result_headline(&at_end("owari", &["C"]), &PEOPLE), None);
    }

    #[test]
    fn a_computer_at_work_is_thinking() {
        let view = at_end("owari", &["C"]);
        let north = Thinker {
            player: Some(1),
            level: Level::Hard,
            offer: false,
        };
        assert_eq!(
            status_line(&view, &NORTH_HARD, Some(north), false),
            "Computer (Hard) is thinking…"
        );
        // Thinking wins over a pause.
        assert_eq!(
            status_line(&view, &NORTH_HARD, Some(north), true),
            "Computer (Hard) is thinking…"
        );
        let view = at_end("owari", &["C", "d"]);
        let judging = Thinker {
            offer: true,
            ..north
        };
        assert_eq!(
            status_line(&view, &NORTH_HARD, Some(judging), false),
            "Computer (Hard) is considering the draw offer…"
        );
    }

    #[test]
    fn a_person_resigns_for_their_own_seat() {
        // Against the computer: the person, whoever is to move.
        let south_to_move = at_end("owari", &[]);
        let north_to_move = at_end("owari", &["C"]);
        assert_eq!(resigning_seat(&south_to_move, &NORTH_HARD), Some(0));
        assert_eq!(resigning_seat(&north_to_move, &NORTH_HARD), Some(0));
        let south_hard = [Some(Level::Hard), None];
        assert_eq!(resigning_seat(&south_to_move, &south_hard), Some(1));
        // People only: the player to move.
        assert_eq!(resigning_seat(&north_to_move, &PEOPLE), Some(1));
        assert_eq!(resigning_seat(&south_to_move, &[]), Some(0));
        // Computers only, or a game over: nobody.
        assert_eq!(
            resigning_seat(&south_to_move, &[Some(Level::Easy); 2]),
            None
        );
        let over = at_end("owari", &["C", "resign:0"]);
        assert_eq!(resigning_seat(&over, &PEOPLE), None);
        // Several people and a computer to move: nobody can tell who.
        let reapers = |moves: &[&str]| {
            let mut rec = record("spectral-reapers", moves);
            rec.options = json!({"players": 3});
            GameView::from_record(&rec, moves.len()).unwrap()
        };
        let view = reapers(&[]);
        let first = view.to_move.unwrap();
        let mut seats = vec![None; 3];
        seats[first] = Some(Level::Easy);
        assert_eq!(resigning_seat(&view, &seats), None);
        seats = vec![Some(Level::Easy); 3];
        seats[(first + 1) % 3] = None;
        assert_eq!(resigning_seat(&view, &seats), Some((first + 1) % 3));
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
            offer: false,
        };
        assert_eq!(
            status_line(&view, &[Some(Level::Easy), None], Some(south), false),
            "Computer (Easy) rolls the dice…"
        );
        assert_eq!(
            status_line(&view, &[None, Some(Level::Easy)], None, false),
            "Your turn: roll the dice"
        );
        // Each roll of the roll-off that decides who starts is its
        // roller's: South rolls first.
        let session = (info.new_session)(&json!({}), 3).unwrap();
        let view = GameView::of(session.as_ref(), Vec::new());
        assert!(view.chance && view.actor() == Some(0));
        assert_eq!(
            status_line(&view, &PEOPLE, None, false),
            "South: roll the dice"
        );
        let computer = Thinker {
            player: None,
            level: Level::Medium,
            offer: false,
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
