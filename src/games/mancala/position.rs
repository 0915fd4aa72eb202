//! The position notation of Mancala: the pit board and the player to move
//! (docs/notation.md).

use super::Mancala;
use crate::engine::pit_core::PitMoveRules;
use crate::engine::position::{
    not_past_majority, read_pit_move, write_pit_move, Position, PositionError,
};
use crate::engine::Game;

impl Position for Mancala {
    fn to_notation(&self) -> Result<String, PositionError> {
        write_pit_move(self)
    }

    fn from_notation(options: &<Self as Game>::Options, text: &str) -> Result<Self, PositionError> {
        read_pit_move(options, text, |game: &Mancala| {
            not_past_majority(game.core().board(), super::TOTAL)
        })
    }
}
