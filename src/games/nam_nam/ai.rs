//! What the computer players know of Oware Nam Nam: seeds captured this round, with playouts cut short.

use super::NamNam;
use crate::ai::AiGame;

impl AiGame for NamNam {
    fn standing(&self, player: usize) -> i32 {
        self.board().store(player) as i32
    }
    fn scale(&self) -> f32 {
        6.0
    }
    fn playout_limit(&self) -> u32 {
        400
    }
}
