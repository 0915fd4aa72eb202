//! The common words of every game: how the engine's reasons for ending a
//! game and for refusing an action are put into English for people.
//!
//! The rules code (`crate::engine` and each game's `mod.rs`) only names
//! these reasons as data; each game's own actions, prompts and round
//! summaries are worded in its `present.rs`. Keeping every sentence in the
//! presentation layer leaves one place to translate.

use std::fmt::{self, Display};

use crate::engine::{side_name, EndReason, IllegalAction, ParseActionError, Remaining};

impl Display for Remaining {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Remaining::ToOwners => write!(f, "each player took the seeds in their own pits"),
            Remaining::ToPlayer(p) => {
                write!(
                    f,
                    "the seeds left on the board went to {}",
                    side_name(*p as usize)
                )
            }
            Remaining::Split => write!(f, "the seeds left on the board were shared equally"),
            Remaining::Nothing => write!(f, "no seeds were left to share"),
        }
    }
}

impl Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::SideEmpty { side, remaining } => write!(
                f,
                "{}'s pits were all empty after the move; {remaining}.",
                side_name(*side as usize)
            ),
            EndReason::NoMove { player, remaining } => write!(
                f,
                "{} had no legal move; {remaining}.",
                side_name(*player as usize)
            ),
            EndReason::Majority { remaining } => write!(
                f,
                "A player captured more than half of the seeds; {remaining}."
            ),
            EndReason::Repetition {
                occurrence,
                remaining,
            } => write!(
                f,
                "The same position came up a {} time; {remaining}.",
                ordinal(*occurrence)
            ),
            EndReason::Agreement { remaining } => {
                write!(f, "The players agreed to end the game; {remaining}.")
            }
            EndReason::AllCaptured => write!(f, "Every bead has been captured."),
            EndReason::CannotFill { player } => write!(
                f,
                "After the round {} could not fill a single hollow.",
                side_name(*player as usize)
            ),
            EndReason::TooFewSeeds { player, seeds } => write!(
                f,
                "After the round {} held only {seeds} seed{}, too few to play on.",
                side_name(*player as usize),
                if *seeds == 1 { "" } else { "s" }
            ),
            EndReason::LastBead { player } => write!(
                f,
                "Player {} had a single bead of their colour left in play; the most captures wins.",
                player + 1
            ),
            EndReason::Crossed { player } => {
                write!(f, "Player {} got across the board.", player + 1)
            }
            EndReason::LastStanding { player } => write!(
                f,
                "Player {} was the last with pieces on the board.",
                player + 1
            ),
            EndReason::TurnLimit { turns } => write!(
                f,
                "The game reached its limit of {turns} turns; the most pieces across wins."
            ),
        }
    }
}

fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => "further",
    }
}

impl Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalAction::GameOver => "The game is over.",
            IllegalAction::NoSuchPit => "There is no such pit on this board.",
            IllegalAction::NotYourPit => "This pit belongs to your opponent.",
            IllegalAction::EmptyPit => "This pit is empty.",
            IllegalAction::MustFeed => {
                "Your opponent has no seeds: you must play a move that gives them some."
            }
            IllegalAction::NeedsTwoSeeds => "A move must start from a pit with at least 2 seeds.",
            IllegalAction::NotNow => "That cannot be played at this stage of the game.",
            IllegalAction::OutOfRange => "That choice is outside what the rules allow here.",
            IllegalAction::NotClaimable => "Only one of your opponent's hollows can be claimed.",
            IllegalAction::MustCapture => {
                "You must capture: no later capture is possible in this move."
            }
            IllegalAction::NotAStep => {
                "A piece steps to a neighbouring square forwards, backwards or diagonally, never straight sideways."
            }
            IllegalAction::NoDie => "No unused die shows the colour of that square.",
            IllegalAction::NoStepsLeft => "Every step of this turn has been taken.",
            IllegalAction::StarRow => {
                "Near the star row a piece slows down: one that started the turn beyond it takes a single step, one that started on it steps forwards once at most, and one that steps more than once never goes beyond it."
            }
            IllegalAction::OneCrossing => "Only one piece may get across in a turn.",
            IllegalAction::Occupied => {
                "That square is taken by a piece you cannot capture (your own, a partner's, or one that has not moved yet)."
            }
            IllegalAction::NothingToReturn => "None of your pieces is waiting to return.",
            IllegalAction::NotAStartSquare => {
                "A captured piece returns only to one of your start squares."
            }
        })
    }
}

impl Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move in this game", self.0)
    }
}
