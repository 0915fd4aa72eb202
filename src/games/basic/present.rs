//! How the Basic Game is shown: a pit board, each move played from its pit. The
//! words for moves and endings are the shared ones of the pit games.

use super::Basic;
use crate::engine::board_view::{BoardView, PitBoardView};
use crate::engine::session::Present;

impl Present for Basic {
    fn board_view(&self) -> BoardView {
        PitBoardView::of(self.board()).into()
    }

    fn action_pit(&self, action: Self::Action) -> Option<usize> {
        Some(action.0 as usize)
    }
}
