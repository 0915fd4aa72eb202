//! What the computer players know of Spectral Reapers: beads captured.

use rand::Rng;

use super::{SpectralMove, SpectralReapers};
use crate::ai::game::AiGame;
use crate::engine::Game;

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

    /// A sowing-phase decision picks its bit of the choices' mask (the
    /// legal actions are its set bits, lowest first) without listing them;
    /// placements are listed.
    fn playout_action<R: Rng>(
        &self,
        rng: &mut R,
        legal: &mut Vec<SpectralMove>,
    ) -> Option<SpectralMove> {
        let Some((mut mask, action)) = self.choices() else {
            self.legal_actions(legal);
            let count = legal.len() as u32;
            return (count > 0).then(|| legal[rng.random_range(0..count) as usize]);
        };
        if mask == 0 {
            return None;
        }
        for _ in 0..rng.random_range(0..mask.count_ones()) {
            mask &= mask - 1;
        }
        Some(action(mask.trailing_zeros() as u8))
    }
}
