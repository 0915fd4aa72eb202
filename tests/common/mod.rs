//! What the native integration tests share: one small deterministic random
//! generator (random play, junk text, damaged bytes) and starting a game's
//! session by its id. Each test file that needs it says `mod common;`.

// Every test file is its own crate and uses only part of this module.
#![allow(dead_code)]

use rainbow_games::engine::session::Session;
use rainbow_games::games;
use serde_json::Value;

/// Marsaglia's xorshift64: the same numbers on every platform, no
/// allocation (the allocation test plays with it), no dependency.
pub struct XorShift(u64);

impl XorShift {
    /// A generator from `seed`. The state must not be zero (it would stay
    /// zero), so the lowest bit is set.
    pub fn new(seed: u64) -> Self {
        Self(seed | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n` must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// A new session of the game with id `game`, panicking with the game's id
/// and the error when the id or the options are wrong.
pub fn new_session(game: &str, options: &Value, seed: u64) -> Box<dyn Session> {
    let info = games::find(game).unwrap_or_else(|| panic!("no game '{game}'"));
    (info.new_session)(options, seed).unwrap_or_else(|e| panic!("{game} {options}: {e}"))
}
