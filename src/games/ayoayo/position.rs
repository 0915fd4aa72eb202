//! The position notation of Ayoayo: the pit board and the player to move
//! (docs/notation.md).

use super::Ayoayo;
use crate::engine::position::{read_pit_move, write_pit_move, Position, PositionError};
use crate::engine::Game;

impl Position for Ayoayo {
    fn to_notation(&self) -> Result<String, PositionError> {
        write_pit_move(self)
    }

    fn from_notation(options: &<Self as Game>::Options, text: &str) -> Result<Self, PositionError> {
        read_pit_move(options, text, |_: &Ayoayo| Ok(()))
    }
}
