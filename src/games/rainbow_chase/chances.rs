//! The searches over the rest of a move: whether a capture chance can still
//! come (the must-capture rule), and the best way to finish a move (the
//! "Sow the rest for me" suggestion).

use super::*;

/// Scratch room for the capture search's memo: one bit per hand, the hand
/// holding at most 8 beads of each colour.
pub(super) const MEMO_BITS: usize = 9usize.pow(COLOURS as u32);

thread_local! {
    static MEMO: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// The exact search behind the must-capture rule: can the rest of the move
/// bring a capture chance? Nothing is captured before the chance it looks
/// for, so the pits passed over and which opponent pits lack their own
/// colour stay fixed, and the state is just the hand (the number of drops
/// made follows from it).
pub(super) struct ChanceSearch<'m> {
    /// The pits visited in turn after the cursor, repeating.
    cycle: [u8; PITS],
    len: usize,
    /// Bit per pit: an opponent pit with no bead of its own colour.
    open: u16,
    stride: [u32; COLOURS],
    start_total: u32,
    memo: &'m mut [u64],
    nodes: u32,
}

impl ChanceSearch<'_> {
    fn reach(&mut self, mut hand: [u8; COLOURS]) -> bool {
        loop {
            self.nodes += 1;
            let mask = hand_mask(&hand);
            if mask == 0 || self.len == 0 {
                return false;
            }
            let step = (self.start_total - hand_total(&hand)) as usize;
            let pit = self.cycle[step % self.len] as usize;
            let colour = colour_of(pit);
            if hand[colour] > 0 {
                if self.open & (1 << pit) != 0 {
                    return true;
                }
                hand[colour] -= 1;
                continue;
            }
            if mask.count_ones() == 1 {
                hand[mask.trailing_zeros() as usize] -= 1;
                continue;
            }
            let index: usize = (0..COLOURS)
                .map(|c| hand[c] as usize * self.stride[c] as usize)
                .sum();
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            if self.memo.get(word).is_some_and(|w| w & bit != 0) {
                return false;
            }
            for c in 0..COLOURS {
                if hand[c] > 0 {
                    let mut next = hand;
                    next[c] -= 1;
                    if self.reach(next) {
                        return true;
                    }
                }
            }
            if let Some(w) = self.memo.get_mut(word) {
                *w |= bit;
            }
            return false;
        }
    }
}

impl RainbowChase {
    /// Whether a colour still has a bead in a pit or in the hand.
    pub(super) fn present(&self, colour: usize, hand: &[u8; COLOURS]) -> bool {
        hand[colour] > 0 || self.beads.iter().any(|b| b[colour] > 0)
    }

    /// The pits a sowing from `origin` visits after `cursor`, in order (one
    /// lap, to be repeated).
    pub(super) fn cycle(&self, origin: usize, cursor: usize, present: u8) -> ([u8; PITS], usize) {
        let mut cycle = [0u8; PITS];
        let mut len = 0;
        for k in 1..=PITS {
            let pit = (cursor + k) % PITS;
            if pit != origin && present & (1 << colour_of(pit)) != 0 {
                cycle[len] = pit as u8;
                len += 1;
            }
        }
        (cycle, len)
    }

    /// Whether sowing `hand` on from `cursor` can bring a capture chance by
    /// some choice of colours, and how many nodes the search visited.
    /// `dropping` is a colour about to be dropped in `cursor` (not yet on the
    /// board nor in `hand`), which keeps its pits in play.
    pub(super) fn chance_reachable(
        &self,
        origin: usize,
        cursor: usize,
        hand: [u8; COLOURS],
        dropping: Option<usize>,
    ) -> (bool, u32) {
        let present = (0..COLOURS)
            .filter(|&c| self.present(c, &hand) || dropping == Some(c))
            .fold(0u8, |m, c| m | 1 << c);
        let (cycle, len) = self.cycle(origin, cursor, present);
        let mover = self.to_move as usize;
        let open = (0..PITS)
            .filter(|&p| side_of(p) != mover && self.beads[p][colour_of(p)] == 0)
            .fold(0u16, |m, p| m | 1 << p);
        let mut stride = [0u32; COLOURS];
        let mut size = 1u32;
        for c in 0..COLOURS {
            stride[c] = size;
            size = size.saturating_mul(hand[c] as u32 + 1);
        }
        MEMO.with(|memo| {
            let mut memo = memo.borrow_mut();
            if memo.len() < MEMO_BITS.div_ceil(64) {
                memo.resize(MEMO_BITS.div_ceil(64), 0);
            }
            let words = (size as usize).div_ceil(64).min(memo.len());
            memo[..words].fill(0);
            let mut search = ChanceSearch {
                cycle,
                len,
                open,
                stride,
                start_total: hand_total(&hand),
                memo: &mut memo[..words],
                nodes: 0,
            };
            let found = search.reach(hand);
            (found, search.nodes)
        })
    }
}

impl RainbowChase {
    /// The best way found to finish the move in progress: most beads
    /// captured, a depth-first search over the remaining decisions (trying
    /// captures and the first colours first, so its first complete sequence
    /// is the greedy one), stopped after [`SUGGESTION_NODES`] nodes.
    pub(super) fn finish_sowing(&self) -> Option<Vec<RainbowMove>> {
        struct Dfs {
            mover: usize,
            path: Vec<RainbowMove>,
            best: Option<(u32, Vec<RainbowMove>)>,
            nodes: u32,
        }
        fn go(game: &RainbowChase, dfs: &mut Dfs) {
            if game.sowing.is_none() || game.outcome.is_some() {
                let score = game.captured_total(dfs.mover);
                if dfs.best.as_ref().is_none_or(|(best, _)| score > *best) {
                    dfs.best = Some((score, dfs.path.clone()));
                }
                return;
            }
            dfs.nodes += 1;
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            for action in legal {
                if dfs.nodes >= SUGGESTION_NODES && dfs.best.is_some() {
                    return;
                }
                let mut child = game.clone();
                if child.apply(action, &mut Effects::off()).is_err() {
                    continue;
                }
                dfs.path.push(action);
                go(&child, dfs);
                dfs.path.pop();
            }
        }
        self.sowing?;
        let mut dfs = Dfs {
            mover: self.to_move as usize,
            path: Vec::new(),
            best: None,
            nodes: 0,
        };
        go(self, &mut dfs);
        dfs.best.map(|(_, path)| path)
    }
}
