//! What the computer players know of Giuthi: seeds held, with playouts cut short.

use super::Giuthi;
use crate::ai::game::AiGame;

impl AiGame for Giuthi {
    fn standing(&self, player: usize) -> i32 {
        self.holding(player) as i32
    }
    fn scale(&self) -> f32 {
        6.0
    }
    fn playout_limit(&self) -> u32 {
        400
    }
    /// Relays with reversals make each ply costly: puzzles are proven at 6
    /// and 8 plies.
    const PUZZLE_DEPTHS: (u32, u32) = (6, 8);
    /// Killers, reductions, the root's windows, two-entry buckets and the
    /// table kept between moves took the Strongest level from even to 10%
    /// against the plain search at 50 ms a move (docs/engine.md, stop 55).
    const PLAIN_SEARCH: bool = true;
}
