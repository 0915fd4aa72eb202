//! What the computer players know of Oware Nam Nam: seeds captured this round, with playouts cut short.

use super::{NamNam, NamNamMove};
use crate::ai::game::AiGame;

impl AiGame for NamNam {
    /// Measured at equal time against the search without it (docs/engine.md).
    const QUIESCENCE: u32 = 4;
    fn standing(&self, player: usize) -> i32 {
        self.board().store(player) as i32
    }
    fn scale(&self) -> f32 {
        6.0
    }
    fn playout_limit(&self) -> u32 {
        400
    }
    fn puzzle_themes(&self, action: NamNamMove, _after: &Self) -> &'static [&'static str] {
        match action {
            NamNamMove::Claim(_) => &["hollow claim"],
            NamNamMove::Sow(_) => &[],
        }
    }
}
