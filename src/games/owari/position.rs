//! The position notation of Owari: the pit board and the player to move
//! (docs/notation.md).

use super::Owari;
use crate::engine::pit_core::PitMoveRules;
use crate::engine::position::{
    not_past_majority, read_pit_move, write_pit_move, Position, PositionError,
};
use crate::engine::Game;

impl Position for Owari {
    fn to_notation(&self) -> Result<String, PositionError> {
        write_pit_move(self)
    }

    fn from_notation(options: &<Self as Game>::Options, text: &str) -> Result<Self, PositionError> {
        read_pit_move(options, text, |game: &Owari| {
            if options.stop_at_majority {
                not_past_majority(game.core().board(), super::TOTAL)?;
            }
            Ok(())
        })
    }
}
