//! The position notation of Passage: not written yet (docs/notation.md).

use super::Passage;
use crate::engine::position::{Position, PositionError};
use crate::engine::Game;

impl Position for Passage {
    fn to_notation(&self) -> Result<String, PositionError> {
        Err(PositionError::new("unsupported"))
    }

    fn from_notation(_: &<Self as Game>::Options, _: &str) -> Result<Self, PositionError> {
        Err(PositionError::new("unsupported"))
    }
}
