//! The byte arithmetic of the playout kernels of Owari and the Basic Game
//! (`owari::playout`, `basic::playout`): a board of six-pit rows kept in
//! one `u128`, a byte a slot, seen from the player to move (the mover's
//! six pits in its first six bytes). Native only, as the kernels are.

/// A one in each of the first six bytes.
pub(crate) const SIDE: u64 = 0x0101_0101_0101;

/// A one in each of the first `n` bytes (1 to 16).
#[inline(always)]
pub(crate) fn ones(n: usize) -> u128 {
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
