//! The byte arithmetic of the playout kernels of Owari and the Basic Game
//! (`owari::playout`, `basic::playout`): a board of six-pit rows kept in
//! one `u128`, a byte a slot, seen from the player to move (the mover's
//! six pits in its first six bytes). Native only, as the kernels are.
//! Spectral Reapers' playouts draw from its choices' mask with [`MOVES`]
//! too.

/// A one in each of the first six bytes.
pub(crate) const SIDE: u64 = 0x0101_0101_0101;

/// A one in each of the first `n` bytes (1 to 16).
#[inline(always)]
pub(crate) const fn ones(n: usize) -> u128 {
    (u128::MAX / 255) >> (128 - 8 * n)
}

/// Seeds in the first six bytes (the kernels serve at most 255 seeds, so
/// no byte of the sum overflows).
#[inline(always)]
pub(crate) fn sum6(bytes: u64) -> u32 {
    ((bytes & (SIDE * 255)).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The byte `at`.
#[inline(always)]
pub(crate) fn byte(x: u128, at: usize) -> u32 {
    (x >> (8 * at)) as u32 & 0xFF
}

/// The mover's non-empty pits: a high bit in each of the first six bytes
/// of `x` that is not zero.
#[inline(always)]
pub(crate) fn non_empty(x: u128) -> u64 {
    let own = x as u64 & (SIDE * 255);
    (((own & (SIDE * 0x7F)) + SIDE * 0x7F) | own) & (SIDE * 0x80)
}

/// How many of six pits' flags ([`non_empty`]) are set: one
/// multiplication, beside [`gather`]'s rather than after it.
#[inline(always)]
pub(crate) fn count(flags: u64) -> u32 {
    // Flag `j` (bit 8j + 7) times bit 8m + 1 lands in bit 8(j + m + 1):
    // byte 7 gathers j + m = 6, and no byte below it can carry.
    (flags.wrapping_mul(0x0002_0202_0202_0200) >> 56) as u32
}

/// Six pits' flags ([`non_empty`]) as six bits, pit `i` in bit `i`,
/// gathered by one multiplication.
#[inline(always)]
pub(crate) fn gather(flags: u64) -> usize {
    (flags.wrapping_mul(0x0002_0408_1020_4081) >> 56) as usize & 0x3F
}

/// For each set of up to eight pits or choices, one bit each (six pits
/// from [`gather`]), the `k`-th of them, lowest first (what the general
/// rules' `k`-th legal move is; eight a row, so that `k & 7` needs no
/// bounds check).
pub(crate) struct Moves {
    pub(crate) pick: [[u8; 8]; 256],
}

/// The one table of [`Moves`], shared by the kernels and the draws.
pub(crate) static MOVES: Moves = Moves::new();

impl Moves {
    const fn new() -> Moves {
        let mut moves = Moves {
            pick: [[0; 8]; 256],
        };
        let mut set = 0;
        while set < 256 {
            let (mut pit, mut k) = (0, 0);
            while pit < 8 {
                if set & (1 << pit) != 0 {
                    moves.pick[set][k] = pit as u8;
                    k += 1;
                }
                pit += 1;
            }
            set += 1;
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_non_empty_pits_are_gathered_and_counted() {
        for set in 0..64u32 {
            for seeds in [1u128, 2, 127, 128, 254] {
                let mut x = 0xAB_CD << 48; // bytes beyond the six pits
                for pit in 0..6 {
                    if set & (1 << pit) != 0 {
                        x |= (seeds + pit as u128 % 2) << (8 * pit);
                    }
                }
                assert_eq!(gather(non_empty(x)) as u32, set, "{x:#x}");
                assert_eq!(count(non_empty(x)), set.count_ones(), "{x:#x}");
            }
        }
    }
}
