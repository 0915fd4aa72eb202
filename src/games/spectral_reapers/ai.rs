//! What the computer players know of Spectral Reapers: beads captured.

#[cfg(not(target_arch = "wasm32"))]
use rand::Rng;

use super::SpectralReapers;
use crate::ai::game::AiGame;
#[cfg(not(target_arch = "wasm32"))]
use {super::SpectralMove, crate::engine::Game, crate::games::pit_bytes::MOVES};

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
    /// placements are listed. Native only, as the draw that calls it (the
    /// AI worker lists).
    #[cfg(not(target_arch = "wasm32"))]
    fn playout_action<R: Rng>(
        &self,
        rng: &mut R,
        legal: &mut Vec<SpectralMove>,
    ) -> Option<SpectralMove> {
        let Some((mask, action)) = self.choices() else {
            self.legal_actions(legal);
            let count = legal.len() as u32;
            return (count > 0).then(|| legal[rng.random_range(0..count) as usize]);
        };
        if mask == 0 {
            return None;
        }
        let k = rng.random_range(0..mask.count_ones());
        Some(action(nth_set_bit(mask, k)))
    }
}

/// The place of the `k`-th lowest set bit of `mask` (0-based; `k` below
/// its count of set bits), looked up a byte at a time in the kernels'
/// table of the `k`-th of a set ([`MOVES`]). Clearing the lowest bit `k`
/// times, as the draw did, mispredicted the loop's end on most draws: a
/// seventh of a lab game's time.
#[cfg(not(target_arch = "wasm32"))]
fn nth_set_bit(mask: u16, k: u32) -> u8 {
    let low = mask & 0xff;
    let in_low = low.count_ones();
    let (byte, rank, base) = if k < in_low {
        (low, k, 0)
    } else {
        (mask >> 8, k - in_low, 8)
    };
    base + MOVES.pick[byte as usize][rank as usize & 7]
}

#[cfg(test)]
mod tests {
    use super::nth_set_bit;

    /// Every mask, every rank: the bit that clearing the lowest bit `k`
    /// times leaves lowest.
    #[test]
    fn the_nth_set_bit_of_every_mask() {
        for mask in 1..=u16::MAX {
            let mut rest = mask;
            for k in 0..mask.count_ones() {
                assert_eq!(
                    nth_set_bit(mask, k),
                    rest.trailing_zeros() as u8,
                    "{mask:b} {k}"
                );
                rest &= rest - 1;
            }
        }
    }
}
