//! How Owari is shown: a pit board, each move played from its pit. The
//! words for moves and endings are the shared ones of the pit games.

use super::Owari;
use crate::engine::board::PitBoard;
use crate::engine::session::PitGame;

impl PitGame for Owari {
    fn board(&self) -> &PitBoard {
        self.board()
    }

    fn action_pit(&self, action: Self::Action) -> Option<usize> {
        Some(action.0 as usize)
    }
}
