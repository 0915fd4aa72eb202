//! The position notation of Basic: the pit board and the player to move
//! (docs/notation.md).

use super::Basic;
use crate::engine::pit_core::PitMoveRules;
use crate::engine::position::{read_pit_move, write_pit_move, Position, PositionError};
use crate::engine::Game;

impl Position for Basic {
    fn to_notation(&self) -> Result<String, PositionError> {
        write_pit_move(self)
    }

    fn from_notation(options: &<Self as Game>::Options, text: &str) -> Result<Self, PositionError> {
        read_pit_move(options, text, |game: &Basic| {
            let board = game.core().board();
            if board.side_total(0) == 0 || board.side_total(1) == 0 {
                return Err(PositionError::new("decided").arg("why", "a side is empty"));
            }
            Ok(())
        })
    }
}
