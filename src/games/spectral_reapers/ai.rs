//! What the computer players know of Spectral Reapers: beads captured.

use super::SpectralReapers;
use crate::ai::game::AiGame;

impl AiGame for SpectralReapers {
    fn standing(&self, player: usize) -> i32 {
        self.captured()
            .get(player)
            .map_or(0, |c| c.iter().map(|&n| n as i32).sum())
    }
    fn scale(&self) -> f32 {
        2.0
    }
    fn playout_limit(&self) -> u32 {
        300
    }
}
