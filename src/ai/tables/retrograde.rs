//! The retrograde build of a table, level by level (see the module's
//! introduction): each board's moves, the bounds of its values lane by lane,
//! and the solving of a level to its fixed point.

use super::*;

/// What one move from a board does, slots apart.
#[derive(Clone, Copy, Debug)]
pub(super) enum Step {
    /// The game ended: the final margin from here for the mover.
    Ended(i8),
    /// It stays in the level: the child's rank, and whether the mover moves
    /// again.
    Stays { rank: u32, again: bool },
    /// It leaves the level: seeds captured or stored by the mover and by the
    /// opponent, the child's seeds, rank and whether the mover moves again,
    /// and the mover's seeds minus the opponent's on the board.
    Leaves {
        gained: [u8; 2],
        n: u8,
        rank: u64,
        again: bool,
        sides: i8,
    },
}

/// The state of a build.
pub(super) struct Builder<'a, G: Tabled> {
    pub(super) base: G,
    pub(super) child: G,
    pub(super) legal: Vec<<G as Game>::Action>,
    pub(super) fx: Effects,
    pub(super) majority: Option<u32>,
    pub(super) pits: usize,
    pub(super) progress: &'a mut dyn FnMut(Progress),
    pub(super) total: u64,
}

impl<'a, G: Tabled> Builder<'a, G> {
    pub(super) fn new(
        options: &<G as PitMoveRules>::Options,
        table: &Table,
        progress: &'a mut dyn FnMut(Progress),
    ) -> Self {
        let pits = table.header.pits as usize;
        let board = PitBoard::new(pits / 2, 0);
        let base = G::from_core(PitCore::new(options.clone(), board, 0));
        Builder {
            child: base.clone(),
            base,
            legal: Vec::with_capacity(8),
            fx: Effects::off(),
            majority: table.header.majority,
            pits,
            progress,
            total: table.header.positions,
        }
    }

    /// The moves of the board `pits` (the mover South, empty stores), into
    /// `steps`; how many.
    pub(super) fn steps(&mut self, ranks: &Ranks, pits: &[u8], steps: &mut [Step; 16]) -> usize {
        let n: u32 = pits.iter().map(|&s| s as u32).sum();
        {
            let core = self.base.core_mut();
            if let Some(board) = PitBoard::from_counts(pits, [0, 0]) {
                core.board = board;
            }
            core.to_move = 0;
            core.outcome = None;
            core.repetitions.clear();
        }
        self.base.legal_actions(&mut self.legal);
        let mut count = 0;
        let mut seen = [0u8; 2 * crate::engine::board::MAX_WIDTH];
        for &action in &self.legal {
            self.child.clone_from(&self.base);
            if self.child.apply(action, &mut self.fx).is_err() {
                continue;
            }
            let board = self.child.core().board();
            let stores = board.stores();
            let step = match self.child.turn() {
                Turn::Player(mover) => {
                    seen_from(board, mover, &mut seen);
                    let left = board.board_total();
                    let rank = ranks.rank(&seen[..self.pits]);
                    if left == n {
                        Step::Stays {
                            rank: rank as u32,
                            again: mover == 0,
                        }
                    } else {
                        Step::Leaves {
                            gained: stores,
                            n: left as u8,
                            rank,
                            again: mover == 0,
                            sides: (board.side_total(0) as i32 - board.side_total(1) as i32) as i8,
                        }
                    }
                }
                _ => Step::Ended((stores[0] as i32 - stores[1] as i32) as i8),
            };
            steps[count] = step;
            count += 1;
        }
        count
    }

    /// The bounds of a move that leaves the level, for the mover whose store
    /// is `store` (with a majority).
    pub(super) fn leave_bounds(
        &self,
        table: &Table,
        step: (&[u8; 2], usize, u64, bool, i8),
        n: usize,
        store: u32,
    ) -> (i32, i32) {
        let (gained, left, rank, again, sides) = step;
        let gain = gained[0] as i32 - gained[1] as i32;
        let mut child_store = 0;
        if let Some(total) = self.majority {
            let mine = store + gained[0] as u32;
            let theirs = total - n as u32 - store + gained[1] as u32;
            if mine * 2 > total || theirs * 2 > total || (mine * 2 == total && theirs * 2 == total)
            {
                // The game stops; each side goes to its owner.
                let v = gain + sides as i32;
                return (v, v);
            }
            child_store = if again { mine } else { theirs };
        }
        let slot = match self.majority {
            None => 0,
            Some(total) => slot_of(total, left, child_store).unwrap_or(0),
        };
        // While built, a level lies board by board (see `Table::build`).
        let index = table.starts[left] + rank * slots(self.majority, left) as u64 + slot as u64;
        let (lo, hi) = match table.values[index as usize] as i8 {
            NOT_EXACT => (-(left as i32), left as i32),
            v => (v as i32, v as i32),
        };
        if again {
            (gain + lo, gain + hi)
        } else {
            (gain - hi, gain - lo)
        }
    }

    /// Solves level `n`.
    pub(super) fn level(&mut self, table: &mut Table, n: usize) -> Result<(), String> {
        match slots(self.majority, n) {
            1 => self.level_in::<1, u8>(table, n),
            2..=16 => self.level_in::<16, Align32>(table, n),
            _ => self.level_in::<32, Align64>(table, n),
        }
    }

    /// Solves level `n`, each board's slots in `L` lanes (see [`Bounds`]).
    pub(super) fn level_in<const L: usize, A: Copy>(
        &mut self,
        table: &mut Table,
        n: usize,
    ) -> Result<(), String> {
        let boards = table.ranks.count(n) as usize;
        let slot_count = slots(self.majority, n);
        let start = table.starts[n] as usize;
        // Bounds of the final margin from here: `lo` counts endless play
        // as the worst for the mover (below any margin), `hi` as the best;
        // `lo` rises and `hi` falls to their fixed points. `exit_hi` is the
        // best upper bound of the moves leaving the level, `slot_count` a
        // board (slots reversed, as `hi`).
        let mut bound = filled(boards, Bounds::<L, A>::START)?;
        let mut exit_hi = filled(boards * slot_count, -ENDLESS)?;
        let mut playable = filled(boards, false)?;
        // Moves within the level, by board: child rank, top bit for "the
        // mover moves again". A board has at most one move a pit of its
        // row: room for that many at once, so that the array never grows
        // by copying (the level of 16 seeds in Abapa has 13 million boards).
        let mut edge_start = filled(0, 0u32)?;
        edge_start
            .try_reserve_exact(boards + 1)
            .map_err(|_| OUT_OF_MEMORY.to_string())?;
        let mut edges: Vec<u32> = filled(0, 0)?;
        edges
            .try_reserve_exact(boards * (self.pits / 2))
            .map_err(|_| OUT_OF_MEMORY.to_string())?;
        let mut pits = [0u8; 2 * crate::engine::board::MAX_WIDTH];
        let mut steps = [Step::Ended(0); 16];
        let half = self.majority.map_or(0, |t| t / 2);
        for rank in 0..boards {
            if rank % 65_536 == 0 {
                (self.progress)(Progress {
                    level: n as u8,
                    done: (start + rank * slot_count) as u64,
                    total: self.total,
                });
            }
            table.ranks.unrank(n, rank as u64, &mut pits[..self.pits]);
            let count = self.steps(&table.ranks, &pits[..self.pits], &mut steps);
            edge_start.push(edges.len() as u32);
            playable[rank] = count > 0;
            if edges.capacity() - edges.len() < count {
                edges
                    .try_reserve(count.max(boards / 16))
                    .map_err(|_| OUT_OF_MEMORY.to_string())?;
            }
            for step in &steps[..count] {
                if let Step::Stays { rank: child, again } = *step {
                    edges.push(child | (u32::from(again) << 31));
                }
            }
            let stays = edges.len() > edge_start[rank] as usize;
            for slot in 0..slot_count {
                let store = (half + slot as u32).saturating_sub(n as u32);
                let (mut best_lo, mut best_hi) = (-ENDLESS as i32, -ENDLESS as i32);
                for step in &steps[..count] {
                    let (l, h) = match *step {
                        Step::Ended(v) => (v as i32, v as i32),
                        Step::Stays { .. } => continue,
                        Step::Leaves {
                            ref gained,
                            n: left,
                            rank,
                            again,
                            sides,
                        } => self.leave_bounds(
                            table,
                            (gained, left as usize, rank, again, sides),
                            n,
                            store,
                        ),
                    };
                    best_lo = best_lo.max(l);
                    best_hi = best_hi.max(h);
                }
                let b = &mut bound[rank];
                b.lo[slot] = best_lo as i8;
                exit_hi[rank * slot_count + slot_count - 1 - slot] = best_hi as i8;
                if !stays {
                    b.hi[slot_count - 1 - slot] = best_hi as i8;
                }
            }
        }
        edge_start.push(edges.len() as u32);
        edges.shrink_to_fit();
        solve(&mut bound, &exit_hi, slot_count, &edge_start, &edges)?;
        for (rank, &playable) in playable.iter().enumerate() {
            let b = &bound[rank];
            for slot in 0..slot_count {
                let (lo, hi) = (b.lo[slot], b.hi[slot_count - 1 - slot]);
                table.values[start + rank * slot_count + slot] = if playable && lo == hi {
                    lo as u8
                } else {
                    NOT_EXACT as u8
                };
            }
        }
        (self.progress)(Progress {
            level: n as u8,
            done: (start + boards * slot_count) as u64,
            total: self.total,
        });
        Ok(())
    }
}

/// Endless play in a level's bounds: above any margin.
pub(super) const ENDLESS: i8 = 127;

/// A board's two bounds while its level is solved, each slot in a lane of
/// `L` (the lanes past its slots stay at their start, which is stable):
/// `lo` by slot, and `hi` by slot reversed (`hi[L_s - 1 - s]` for slot `s`
/// of `L_s`). A move within the level either passes the turn, and then
/// slot `s` reads the child's slot seen from the other side (`L_s - 1 - s`,
/// the stores swap), or keeps it, and reads slot `s`: with `hi` reversed
/// both are lane by lane (`lo[s]` from the child's `-hi[s]` as stored,
/// `hi` as stored from `-lo`), so a board's update is a few vector
/// operations. `A` aligns a board to its size, so a child is one read of
/// one cache line.
#[derive(Clone, Copy)]
#[repr(C)]
pub(super) struct Bounds<const L: usize, A: Copy> {
    pub(super) _align: [A; 0],
    pub(super) lo: [i8; L],
    pub(super) hi: [i8; L],
}

impl<const L: usize, A: Copy> Bounds<L, A> {
    const START: Self = Bounds {
        _align: [],
        lo: [-ENDLESS; L],
        hi: [ENDLESS; L],
    };
}

#[derive(Clone, Copy)]
#[repr(align(32))]
pub(super) struct Align32;

#[derive(Clone, Copy)]
#[repr(align(64))]
pub(super) struct Align64;

/// Iterates a level's bounds to their fixed points: `edges` the moves
/// within the level (by board from `edge_start`, child rank, top bit for
/// "the mover moves again").
pub(super) fn solve<const L: usize, A: Copy>(
    bound: &mut [Bounds<L, A>],
    exit_hi: &[i8],
    slot_count: usize,
    edge_start: &[u32],
    edges: &[u32],
) -> Result<(), String> {
    let boards = bound.len();
    // A board is looked at again only when one of its moves' values
    // changed: each board's parents within the level.
    let mut parent_start = filled(boards + 1, 0u32)?;
    for &edge in edges {
        parent_start[(edge & 0x7fff_ffff) as usize + 1] += 1;
    }
    for rank in 0..boards {
        parent_start[rank + 1] += parent_start[rank];
    }
    let mut parents = filled(edges.len(), 0u32)?;
    let mut fill = filled(boards + 1, 0u32)?;
    fill.copy_from_slice(&parent_start);
    for rank in 0..boards {
        for &edge in &edges[edge_start[rank] as usize..edge_start[rank + 1] as usize] {
            let child = (edge & 0x7fff_ffff) as usize;
            parents[fill[child] as usize] = rank as u32;
            fill[child] += 1;
        }
    }
    drop(fill);
    // Sweeps in rank order (a chain of moves is often followed in one
    // sweep), each looking only at the boards marked since. The marks are
    // bits, 64 boards a word.
    let mut dirty = filled(boards.div_ceil(64), 0u64)?;
    for rank in 0..boards {
        if edge_start[rank] < edge_start[rank + 1] {
            dirty[rank / 64] |= 1 << (rank % 64);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for word in 0..dirty.len() {
            // First read every child of the word's marked boards, their
            // reads independent of each other, so that they wait for
            // memory together; the boards then find them in the cache (a
            // board marked meanwhile reads its own).
            {
                let mut sink = 0i8;
                let mut bits = dirty[word];
                while bits != 0 {
                    let rank = word * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    for &edge in &edges[edge_start[rank] as usize..edge_start[rank + 1] as usize] {
                        sink = sink.wrapping_add(bound[(edge & 0x7fff_ffff) as usize].lo[0]);
                    }
                }
                std::hint::black_box(sink);
            }
            while dirty[word] != 0 {
                let bit = dirty[word].trailing_zeros() as usize;
                dirty[word] &= !(1 << bit);
                let rank = word * 64 + bit;
                let (from, to) = (edge_start[rank] as usize, edge_start[rank + 1] as usize);
                let exit = &exit_hi[rank * slot_count..(rank + 1) * slot_count];
                if !update(bound, exit, rank, &edges[from..to]) {
                    continue;
                }
                changed = true;
                for &parent in
                    &parents[parent_start[rank] as usize..parent_start[rank + 1] as usize]
                {
                    let q = parent as usize;
                    dirty[q / 64] |= 1 << (q % 64);
                }
            }
        }
    }
    Ok(())
}

/// Looks at board `rank` again from its moves' children; whether its
/// bounds moved.
#[inline]
#[cfg_attr(target_arch = "wasm32", target_feature(enable = "simd128"))]
pub(super) fn update<const L: usize, A: Copy>(
    bound: &mut [Bounds<L, A>],
    exit_hi: &[i8],
    rank: usize,
    edges: &[u32],
) -> bool {
    let mut lo = bound[rank].lo;
    // The lanes past the board's slots start at the lowest bound.
    let mut hi = [-ENDLESS; L];
    hi[..exit_hi.len()].copy_from_slice(exit_hi);
    for &edge in edges {
        let child = &bound[(edge & 0x7fff_ffff) as usize];
        if edge >> 31 == 1 {
            // The mover moves again: the same slot.
            for lane in 0..L {
                lo[lane] = lo[lane].max(child.lo[lane]);
                hi[lane] = hi[lane].max(child.hi[lane]);
            }
        } else {
            // The turn passes: the slot seen from the other side.
            for lane in 0..L {
                lo[lane] = lo[lane].max(child.hi[lane].wrapping_neg());
                hi[lane] = hi[lane].max(child.lo[lane].wrapping_neg());
            }
        }
    }
    let here = &mut bound[rank];
    if here.lo == lo && here.hi == hi {
        return false;
    }
    here.lo = lo;
    here.hi = hi;
    true
}
