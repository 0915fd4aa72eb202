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
    /// A bit for every position in `seen`, at [`Repetitions::bit`]: a
    /// position whose bit is clear has not occurred yet, and is recorded
    /// without reading the history (most positions, most of the time; the
    /// reading was a fifth of Spectral Reapers' move in its lab games).
    /// It follows from `seen`, so equal histories have equal filters.
    filter: [u64; FILTER_WORDS],
}

/// The filter's size: 256 bits, few of them set by the histories of a
/// few dozen positions that most stretches between captures leave.
const FILTER_WORDS: usize = 4;

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
        Repetitions {
            seen,
            filter: self.filter,
        }
    }

    /// Copies the history into the buffer already held, so search can copy
    /// positions over and over without allocating.
    fn clone_from(&mut self, source: &Self) {
        self.seen.clone_from(&source.seen);
        self.filter = source.filter;
    }
}

impl Repetitions {
    /// A history with room for `positions` before it must grow (for games
    /// with long stretches between captures).
    pub fn with_capacity(positions: usize) -> Self {
        Repetitions {
            seen: Vec::with_capacity(positions),
            filter: [0; FILTER_WORDS],
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
        self.filter = [0; FILTER_WORDS];
    }

    /// A position's word and bit in the filter: its key's two halves mixed
    /// by a multiplication, the top eight bits (the games' keys are not all
    /// hashes: some are the board's counts packed).
    fn bit(position: u128) -> (usize, u64) {
        let mixed = (position as u64 ^ (position >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (mixed >> 56) as usize;
        (slot / 64 % FILTER_WORDS, 1 << (slot % 64))
    }

    /// Records one more occurrence of `position` and returns how many times it
    /// has now occurred.
    pub fn record(&mut self, position: u128) -> u8 {
        let (word, bit) = Repetitions::bit(position);
        let before = if self.filter[word] & bit == 0 {
            0
        } else {
            self.seen.iter().filter(|&&p| p == position).count()
        };
        self.filter[word] |= bit;
        self.seen.push(position);
        (before + 1).min(u8::MAX as usize) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Many positions, each recorded up to three times in a shuffled
    /// order: every count is the history's own, whether its filter bit was
    /// set by it or by another position sharing the bit.
    #[test]
    fn counts_agree_with_the_history_through_the_filter() {
        let mut r = Repetitions::default();
        let mut x: u64 = 0x1234_5678;
        let mut shared = 0;
        for _ in 0..3_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // 400 positions: some packed small numbers, some wide keys.
            let k = (x >> 33) % 400;
            let position = if k.is_multiple_of(2) {
                k as u128
            } else {
                (k as u128) << 90 | 7
            };
            let expected = r.positions().iter().filter(|&&p| p == position).count() + 1;
            let (word, bit) = Repetitions::bit(position);
            if expected == 1 && r.filter[word] & bit != 0 {
                shared += 1;
            }
            assert_eq!(r.record(position) as usize, expected.min(255));
            if r.len() == 300 {
                r.clear();
                assert_eq!(r.filter, [0; FILTER_WORDS]);
            }
        }
        assert!(shared > 0, "no first occurrence met a bit set by another");
    }

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
