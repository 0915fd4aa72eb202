//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`PitGame`] side of it).

use super::*;

impl PitGame for Ayoayo {
    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn action_pit(&self, action: PitMove) -> Option<usize> {
        Some(action.0 as usize)
    }

    fn action_label(&self, action: PitMove) -> String {
        format!("Sow {action}")
    }
}
