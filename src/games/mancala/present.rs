//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`Present`] side of it).

use super::*;
use crate::engine::board_view::{BoardView, PitBoardView};

impl Present for Mancala {
    fn board_view(&self) -> BoardView {
        PitBoardView::of(&self.board).into()
    }

    fn action_pit(&self, action: PitMove) -> Option<usize> {
        Some(action.0 as usize)
    }

    fn action_label(&self, action: PitMove) -> String {
        format!("Sow {action}")
    }
}
