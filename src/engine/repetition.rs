//! Counting how often a position has occurred.
//!
//! A position can only recur while the stores are unchanged (stores never
//! shrink during play), so the history is cleared whenever a store changes
//! and stays short; its buffer is reserved once, so play allocates nothing.

/// Room reserved up front: more positions than real games reach between two
/// store changes, so play never grows the buffer (checked by tests/alloc.rs).
const RESERVED: usize = 512;

/// The positions seen since the stores last changed.
#[derive(Debug, PartialEq, Eq)]
pub struct Repetitions {
    seen: Vec<u128>,
}

/// The history says how a position was reached, not what it is: hashing
/// nothing keeps a position's hash (used by search's transposition table)
/// the same however it was reached, and still agrees with `Eq`.
impl std::hash::Hash for Repetitions {
    fn hash<H: std::hash::Hasher>(&self, _state: &mut H) {}
}

impl Default for Repetitions {
    fn default() -> Self {
        Repetitions::with_capacity(RESERVED)
    }
}

impl Clone for Repetitions {
    /// Keeps the reserved room, so a cloned position plays without
    /// allocating either.
    fn clone(&self) -> Self {
        let mut seen = Vec::with_capacity(self.seen.capacity().max(self.seen.len()));
        seen.extend_from_slice(&self.seen);
        Repetitions { seen }
    }

    /// Copies the history into the buffer already held, so search can copy
    /// positions over and over without allocating.
    fn clone_from(&mut self, source: &Self) {
        self.seen.clone_from(&source.seen);
    }
}

impl Repetitions {
    /// A history with room for `positions` before it must grow (for games
    /// with long stretches between captures).
    pub fn with_capacity(positions: usize) -> Self {
        Repetitions {
            seen: Vec::with_capacity(positions),
        }
    }

    /// The positions recorded since the last clear, oldest first.
    pub fn positions(&self) -> &[u128] {
        &self.seen
    }

    /// The number of positions recorded since the last clear.
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// Whether nothing has been recorded since the last clear.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }

    /// Forgets every position (after a store changed).
    pub fn clear(&mut self) {
        self.seen.clear();
    }

    /// Records one more occurrence of `position` and returns how many times it
    /// has now occurred.
    pub fn record(&mut self, position: u128) -> u8 {
        let before = self.seen.iter().filter(|&&p| p == position).count();
        self.seen.push(position);
        (before + 1).min(u8::MAX as usize) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_occurrences_until_cleared() {
        let mut r = Repetitions::default();
        assert_eq!(r.record(7), 1);
        assert_eq!(r.record(8), 1);
        assert_eq!(r.record(7), 2);
        assert_eq!(r.record(7), 3);
        r.clear();
        assert_eq!(r.record(7), 1);
    }
}
