//! Exact endgame tables, built by retrograde analysis, for the two-player
//! single-lap pit games with stores: the Basic Game (Kalah), Owari (Abapa)
//! and Mancala.
//!
//! # What a table holds
//!
//! A table of a game, its options and a number of seeds `N` gives, for every
//! position with at most `N` seeds on the board, the **final margin from
//! here** for the player to move: with best play by both sides until the
//! end, how many more seeds the mover's store will hold than the
//! opponent's, counting only what happens from now on (the final store
//! difference minus the present one). Every rule of the game takes part, as
//! the engine plays it: captures, extra turns, the duty to feed, passes,
//! grand slams, the endings and where the seeds left go. Best play means
//! maximising that margin (so a win is never traded for a loss).
//!
//! The stores matter only through the margin, except in games that stop as
//! soon as a store passes half of the seeds (Abapa, Mancala): there the
//! mover's store is part of the position. Such a game keeps all its seeds
//! until it ends, so with `n` seeds on the board the mover's store is one of
//! `n + 1` values that leave neither store past half, and each board has
//! that many entries ("slots").
//!
//! # Indexing
//!
//! A position is seen from the mover (their row first, as if they were
//! South). Its seeds over the `2W` pits are ranked in colexicographic order
//! of their stars-and-bars code: the boards of `n` seeds take ranks
//! `0..C(n + 2W - 1, 2W - 1)`. The table is the levels `n = 0..=N` one after
//! the other, each level its slots one after the other. One byte a
//! position: the margin as an `i8`, or [`NOT_EXACT`]. For the boards of 6
//! pits a side without slots, `N = 12` is 2,704,156 bytes (the count of
//! Aualé's Oware table).
//!
//! # How it is built
//!
//! Seeds never come back onto the board, so levels are built from `n = 0`
//! up. Within a level, a move that captures or sows into a store leaves it
//! (its value is known from the lower levels); a move that does neither
//! stays in it. Each position's moves are played by the engine itself
//! ([`Game::apply`] from the position with nothing counted for the
//! repetition rule). Within a level, in the games that may repeat a
//! position (Owari), moves can go round in circles; the level is solved by
//! iterating two values to their fixed points:
//!
//! - `lo`: the most the mover can make sure of while also making sure the
//!   play leaves the level (going round for ever counts as the worst);
//! - `hi`: the most the mover can hope for if going round for ever counted
//!   as the best.
//!
//! Where `lo == hi` each player can hold the other to that value without
//! ever returning to a position (the strategies behind a fixed point of
//! this kind never revisit one), so the repetition rule never comes into
//! play and the value is exact. Elsewhere the value depends on how a
//! repetition would be settled and on the positions seen before: the entry
//! is [`NOT_EXACT`] and is never reported as solved. A position whose mover
//! has no legal move cannot occur in play (the game would have ended) and is
//! [`NOT_EXACT`] too. In the Basic Game and Mancala no position can come
//! back (without a store changing, seeds only move rightwards along the
//! mover's row), so every reachable position is exact.
//!
//! The iteration sweeps the level's boards in rank order, looking again
//! only at those one of whose moves' values changed; a board is looked at
//! with all its slots at once. While a level is built, a board's bounds are
//! two rows of lanes, one lane a slot (`lo` by slot, `hi` by slot
//! reversed, padded to 16 or 32 lanes and aligned): a move's child is one
//! read of one cache line, and since a move that passes the turn reads the
//! child's slot seen from the other side, the reversed `hi` makes every
//! move's update lane by lane (a few vector operations; the web worker
//! compiles it with wasm's 128-bit SIMD). Reading children at random is
//! what a build mostly waits for: Abapa's level of 12 seeds takes some 66
//! sweeps and 17 million board visits, each reading its children at random
//! in 43 MB of bounds. Each sweep therefore first reads the children of 64
//! marked boards at once, so that they wait for memory together, then
//! updates the boards. The lower levels lie board by board too while the
//! table is built (a move leaving the level reads all its child's slots
//! from one place) and are put slot by slot at the end. (Settling the
//! values from the highest down, as in a reachability game, visits each
//! value once but reads parents at random and measured no faster; nor did
//! solving each pair of slots apart, which a move within a level never
//! leaves, or sweeping in the order of a depth-first search, which needs
//! fewer visits (13.7 million) but reads its children further apart.)
//!
//! # History
//!
//! An entry is the value of the position with no position counted for the
//! repetition rule, or only itself: the position just after a capture, or a
//! game set up on that board. In Owari a position reached later may have
//! earlier positions in its history that play could come back to, which
//! would end the game by repetition; the search ([`exact_margin`])
//! uses Owari's tables only where the history holds no position but the
//! present one. The Basic Game and Mancala never repeat a position, so their
//! tables apply whatever the history.
//!
//! # Where it runs
//!
//! Pure Rust over the engine: no threads, no files, no clock. The builder
//! reports its progress through a callback, so the web worker can run the
//! same code and show a progress bar; [`Table::to_bytes`] and
//! [`Table::from_bytes`] give the stored form (a one-line JSON header, then
//! the bytes), [`Table::stored_head`] and [`Table::stored_values`] the same
//! without a copy, [`Table::from_vec`] reads it in place.
//!
//! A build holds the table and the working arrays of the level it solves,
//! the largest last: [`build_bytes`] counts them without building (Abapa
//! at 16 seeds: 480 MB of table, 2.33 GB in all; 1.98 GB measured
//! natively, 2.19 GB in the web worker's wasm memory after 14 seeds were
//! built in it, 65–92 s there). Every large array is asked for fallibly,
//! so a build or a load short of memory returns [`OUT_OF_MEMORY`] instead
//! of stopping the program (a trapped web worker would stay broken).

use std::cell::RefCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use super::game::Tabled;
use super::game::{AiGame, TabledVisitor};
use crate::engine::board::PitBoard;
use crate::engine::options::{options_from_json, GameOptions};
use crate::engine::pit_core::{PitCore, PitMoveRules, PitRules};
use crate::engine::record::Record;
use crate::engine::session::play_move;
use crate::engine::{Effects, Game, Turn};

mod by_id;
mod retrograde;

pub use by_id::*;
use retrograde::*;

/// The entry of a position whose value is not known exactly.
pub const NOT_EXACT: i8 = i8::MIN;

/// The most seeds a table can cover (the stores of a game stopping at a
/// majority must be able to start from nothing without reaching it).
pub const MAX_SEEDS: u8 = 24;

/// First line of a table file.
const MAGIC: &str = "rainbow-games endgame table 1";

/// The error of a build or a load that could not get the memory it needs:
/// every large array is asked for fallibly, so a device (or a wasm32
/// worker, 4 GB at most) short of memory gets this instead of a crash.
pub const OUT_OF_MEMORY: &str = "not enough memory";

/// `len` copies of `value`, or [`OUT_OF_MEMORY`].
fn filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, String> {
    let mut v = Vec::new();
    v.try_reserve_exact(len)
        .map_err(|_| OUT_OF_MEMORY.to_string())?;
    v.resize(len, value);
    Ok(v)
}

/// What a table says of itself: the first line of its file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// The game's id.
    pub game: String,
    /// The game's full options (JSON).
    pub options: Value,
    /// The most seeds on the board it covers.
    pub seeds: u8,
    /// Pits on the board (both rows).
    pub pits: u8,
    /// The total of a game that stops at a majority (the mover's store is
    /// then part of the position).
    pub majority: Option<u32>,
    /// Positions (bytes) that follow.
    pub positions: u64,
}

/// How far a build has got, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// The level (seeds on the board) being built.
    pub level: u8,
    /// Positions done, of `total`.
    pub done: u64,
    pub total: u64,
}

/// Why a table file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError(pub String);

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "endgame table: {}", self.0)
    }
}

impl std::error::Error for TableError {}

/// An endgame table (see the module's introduction).
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    header: Header,
    ranks: Ranks,
    /// The index of each level's first position, and one past the last.
    starts: Vec<u64>,
    /// One byte a position, an `i8` (see [`NOT_EXACT`]) as stored.
    values: Vec<u8>,
}

/// Binomial coefficients for ranking the boards.
#[derive(Clone, Debug, PartialEq)]
struct Ranks {
    pits: usize,
    /// `choose[a * (pits + 1) + b]` = C(a, b).
    choose: Vec<u64>,
}

impl Ranks {
    fn new(pits: usize, seeds: usize) -> Ranks {
        let rows = seeds + pits + 1;
        let mut choose = vec![0u64; rows * (pits + 1)];
        for a in 0..rows {
            for b in 0..=pits.min(a) {
                choose[a * (pits + 1) + b] = if b == 0 || b == a {
                    1
                } else {
                    choose[(a - 1) * (pits + 1) + b - 1] + choose[(a - 1) * (pits + 1) + b]
                };
            }
        }
        Ranks { pits, choose }
    }

    #[inline]
    fn c(&self, a: usize, b: usize) -> u64 {
        if b > a {
            0
        } else {
            self.choose[a * (self.pits + 1) + b]
        }
    }

    /// Boards with `n` seeds.
    fn count(&self, n: usize) -> u64 {
        self.c(n + self.pits - 1, self.pits - 1)
    }

    /// The rank of `pits` among the boards with as many seeds.
    #[inline]
    fn rank(&self, pits: &[u8]) -> u64 {
        let mut bar = 0usize;
        let mut rank = 0;
        for (k, &seeds) in pits[..self.pits - 1].iter().enumerate() {
            bar += seeds as usize;
            rank += self.c(bar + k, k + 1);
        }
        rank
    }

    /// The board of `n` seeds with rank `rank`, into `pits`.
    fn unrank(&self, n: usize, mut rank: u64, pits: &mut [u8]) {
        let last = self.pits - 1;
        let mut top = n + last; // one past the highest bar position
        let mut bars = [0usize; 2 * crate::engine::board::MAX_WIDTH];
        for k in (0..last).rev() {
            let mut b = top - 1;
            while self.c(b, k + 1) > rank {
                b -= 1;
            }
            rank -= self.c(b, k + 1);
            bars[k] = b;
            top = b;
        }
        pits[0] = bars[0] as u8;
        for k in 1..last {
            pits[k] = (bars[k] - bars[k - 1] - 1) as u8;
        }
        pits[last] = (n + last - 1 - bars[last - 1]) as u8;
    }
}

/// The seeds of `board` seen from `mover` (their row first).
#[inline]
fn seen_from(board: &PitBoard, mover: usize, out: &mut [u8]) {
    let pits = board.pits();
    let width = board.width();
    let count = pits.len();
    for (i, slot) in out[..count].iter_mut().enumerate() {
        *slot = pits[(i + mover * width) % count];
    }
}

impl Table {
    /// The table's header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Its size in bytes (one a position).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Entries that are exact.
    pub fn exact_count(&self) -> usize {
        self.values
            .iter()
            .filter(|&&v| v != NOT_EXACT as u8)
            .count()
    }

    /// The entry for the mover's side-first `pits` (summing to `n`) and the
    /// mover's store `store` (used only with a majority), if covered.
    #[inline]
    fn entry(&self, pits: &[u8], n: usize, store: u32) -> Option<i8> {
        if n > self.header.seeds as usize {
            return None;
        }
        let slot = match self.header.majority {
            None => 0,
            Some(total) => slot_of(total, n, store)?,
        };
        let index = self.starts[n] + slot as u64 * self.ranks.count(n) + self.ranks.rank(pits);
        self.values.get(index as usize).map(|&v| v as i8)
    }

    /// The final margin from here for the player to move on `board` (pits
    /// and stores), when the table holds it exactly; `None` when it is not
    /// covered (more seeds, another size, stores that cannot occur) or not
    /// exact. It says nothing of the repetition history (see the module's
    /// introduction).
    pub fn margin(&self, board: &PitBoard, mover: usize) -> Option<i32> {
        if board.num_pits() != self.header.pits as usize || mover > 1 {
            return None;
        }
        let n = board.board_total() as usize;
        if let Some(total) = self.header.majority {
            if board.total() != total {
                return None;
            }
        }
        let mut pits = [0u8; 2 * crate::engine::board::MAX_WIDTH];
        seen_from(board, mover, &mut pits);
        match self.entry(&pits[..board.num_pits()], n, board.store(mover) as u32)? {
            NOT_EXACT => None,
            v => Some(v as i32),
        }
    }

    /// South's final margin (South's store minus North's at the end) with
    /// best play from `game`, when the table holds it exactly and it holds
    /// whatever the game's history (see the module's introduction).
    pub fn final_margin<G: Tabled>(&self, game: &G) -> Option<i32> {
        let core = game.core();
        if core.outcome.is_some() || (G::REPEATS && core.repetitions.len() > 1) {
            return None;
        }
        let board = core.board();
        let mover = core.to_move as usize;
        let here = self.margin(board, mover)?;
        let stores = board.stores().map(i32::from);
        let south = if mover == 0 { here } else { -here };
        Some(stores[0] - stores[1] + south)
    }

    /// Whether the table is for the game `G` with `options`.
    pub fn fits<G: Tabled>(&self, options: &<G as PitMoveRules>::Options) -> bool {
        self.header.game == G::ID && G::table_rules(options).to_value() == self.header.options
    }

    /// The stored form: a one-line JSON header after a first line naming
    /// the format, then one byte a position ([`Table::stored_head`], then
    /// [`Table::stored_values`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.stored_head();
        out.extend_from_slice(&self.values);
        out
    }

    /// The stored form's first two lines (the format, the header), each
    /// ending in a new line.
    pub fn stored_head(&self) -> Vec<u8> {
        let header = serde_json::to_string(&self.header).unwrap_or_default();
        format!("{MAGIC}\n{header}\n").into_bytes()
    }

    /// The stored form's bytes after [`Table::stored_head`]: one a
    /// position, as the table holds them (a caller can write a large table
    /// out without a copy of it).
    pub fn stored_values(&self) -> &[u8] {
        &self.values
    }

    /// Reads the stored form back, checking that it is whole.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, TableError> {
        let mut copy = Vec::new();
        copy.try_reserve_exact(bytes.len())
            .map_err(|_| TableError(OUT_OF_MEMORY.to_string()))?;
        copy.extend_from_slice(bytes);
        Table::from_vec(copy)
    }

    /// Reads the stored form back, checking that it is whole, keeping the
    /// positions where they are in `bytes` (no second copy of a large
    /// table).
    pub fn from_vec(mut bytes: Vec<u8>) -> Result<Table, TableError> {
        let bad = |why: &str| TableError(why.to_string());
        let rest = bytes
            .strip_prefix(MAGIC.as_bytes())
            .and_then(|r| r.strip_prefix(b"\n"))
            .ok_or_else(|| bad("not a table file"))?;
        let end = rest
            .iter()
            .position(|&b| b == b'\n')
            .ok_or_else(|| bad("no header"))?;
        let header: Header =
            serde_json::from_slice(&rest[..end]).map_err(|e| TableError(format!("header: {e}")))?;
        let head = MAGIC.len() + 1 + end + 1;
        let pits = header.pits as usize;
        if !(2..=2 * crate::engine::board::MAX_WIDTH).contains(&pits)
            || !pits.is_multiple_of(2)
            || header.seeds > MAX_SEEDS
        {
            return Err(bad("header out of range"));
        }
        let (ranks, starts) = layout(pits, header.seeds as usize, header.majority);
        if (bytes.len() - head) as u64 != header.positions
            || starts.last() != Some(&header.positions)
        {
            return Err(bad("the positions do not match the header"));
        }
        bytes.drain(..head);
        Ok(Table {
            values: bytes,
            header,
            ranks,
            starts,
        })
    }

    /// Builds the table of `G` with `options` for every position with at
    /// most `seeds` seeds on the board, calling `progress` as it goes.
    pub fn build<G: Tabled>(
        options: &<G as PitMoveRules>::Options,
        seeds: u8,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Table, String> {
        if seeds > MAX_SEEDS {
            return Err(format!("at most {MAX_SEEDS} seeds, not {seeds}"));
        }
        let (board, _) = G::setup(options).map_err(|e| e.to_string())?;
        let pits = board.num_pits();
        let majority = G::majority_total(options);
        let (ranks, starts) = layout(pits, seeds as usize, majority);
        let total = *starts.last().unwrap_or(&0);
        let values = filled(
            usize::try_from(total).map_err(|_| OUT_OF_MEMORY.to_string())?,
            NOT_EXACT as u8,
        )?;
        let mut table = Table {
            header: Header {
                game: G::ID.to_string(),
                options: G::table_rules(options).to_value(),
                seeds,
                pits: pits as u8,
                majority,
                positions: total,
            },
            ranks,
            starts,
            values,
        };
        let mut builder = Builder::<G>::new(options, &table, progress);
        for n in 0..=seeds as usize {
            builder.level(&mut table, n)?;
        }
        // While built, a level lies board by board, a board's slots side by
        // side: the move from a level to a lower one reads its child's
        // slots from one place. The table keeps them slot by slot.
        let mut level = Vec::new();
        for n in 0..=seeds as usize {
            let slot_count = slots(majority, n);
            if slot_count == 1 {
                continue;
            }
            let boards = table.ranks.count(n) as usize;
            let values = &mut table.values[table.starts[n] as usize..table.starts[n + 1] as usize];
            level.clear();
            level
                .try_reserve_exact(values.len())
                .map_err(|_| OUT_OF_MEMORY.to_string())?;
            level.extend_from_slice(values);
            for (rank, board) in level.chunks_exact(slot_count).enumerate() {
                for (slot, &v) in board.iter().enumerate() {
                    values[slot * boards + rank] = v;
                }
            }
        }
        Ok(table)
    }
}

/// Slots of a board with `n` seeds: one, or with a majority the mover's
/// possible stores.
fn slots(majority: Option<u32>, n: usize) -> usize {
    match majority {
        None => 1,
        Some(_) => n + 1,
    }
}

/// The slot of the mover's store `store` with `n` seeds on the board in a
/// game of `total` seeds stopping at a majority: stores from
/// `total / 2 - n` (the opponent at half) to `total / 2`.
#[inline]
fn slot_of(total: u32, n: usize, store: u32) -> Option<usize> {
    let low = (total / 2).checked_sub(n as u32)?;
    (low..=total / 2)
        .contains(&store)
        .then(|| (store - low) as usize)
}

/// The ranks and the start of each level.
fn layout(pits: usize, seeds: usize, majority: Option<u32>) -> (Ranks, Vec<u64>) {
    let ranks = Ranks::new(pits, seeds);
    let mut starts = Vec::with_capacity(seeds + 2);
    let mut at = 0u64;
    for n in 0..=seeds {
        starts.push(at);
        at += ranks.count(n) * slots(majority, n) as u64;
    }
    starts.push(at);
    (ranks, starts)
}

/// A table given to [`install`], with its options read for one game type
/// on first use (so later look-ups compare them without allocating).
struct Loaded {
    table: Rc<Table>,
    typed: RefCell<Option<Box<dyn std::any::Any>>>,
}

thread_local! {
    /// The tables loaded for the search (see [`install`]).
    static LOADED: RefCell<Vec<Loaded>> = const { RefCell::new(Vec::new()) };
}

/// Makes `table` available to the strongest level's search, replacing one
/// for the same game and options; the table as installed.
pub fn install(table: Table) -> Rc<Table> {
    let table = Rc::new(table);
    LOADED.with(|loaded| {
        let mut loaded = loaded.borrow_mut();
        loaded.retain(|l| {
            l.table.header.game != table.header.game
                || l.table.header.options != table.header.options
        });
        loaded.push(Loaded {
            table: table.clone(),
            typed: RefCell::new(None),
        });
    });
    table
}

/// Forgets every table given to [`install`].
pub fn uninstall_all() {
    LOADED.with(|loaded| loaded.borrow_mut().clear());
}

/// The table installed for the game `G` with `options`, if any.
pub fn installed<G: Tabled>(options: &<G as PitMoveRules>::Options) -> Option<Rc<Table>> {
    LOADED.with(|loaded| {
        for l in loaded.borrow().iter() {
            if l.table.header.game != G::ID {
                continue;
            }
            let mut typed = l.typed.borrow_mut();
            if typed.is_none() {
                let read: Option<<G as PitMoveRules>::Options> =
                    options_from_json(&l.table.header.options).ok();
                *typed = Some(Box::new(read));
            }
            let fits = typed
                .as_ref()
                .and_then(|t| t.downcast_ref::<Option<<G as PitMoveRules>::Options>>())
                .is_some_and(|t| t.as_ref() == Some(&G::table_rules(options)));
            if fits {
                return Some(l.table.clone());
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::owari::Owari;

    /// An array the allocator cannot give is an error, not a crash (the
    /// web worker would be left trapped): more than the address space here,
    /// as a wasm32 worker past its 4 GiB (checked in Chromium with a
    /// lowered limit by `scripts/deep-tables.mjs`).
    #[test]
    fn an_array_too_large_is_an_error() {
        assert_eq!(
            filled(usize::MAX / 2, 0u64).err().as_deref(),
            Some(OUT_OF_MEMORY)
        );
        assert_eq!(filled(3, 7i8), Ok(vec![7, 7, 7]));
    }

    /// The stored form read in place is the table, and its two parts are
    /// the file.
    #[test]
    fn the_stored_form_reads_back_in_place() {
        let options = crate::games::owari::OwariOptions {
            stop_at_majority: true,
            ..Default::default()
        };
        let table = Table::build::<Owari>(&options, 4, &mut |_| {}).unwrap();
        let mut bytes = table.stored_head();
        bytes.extend_from_slice(table.stored_values());
        assert_eq!(bytes, table.to_bytes());
        assert_eq!(Table::from_vec(bytes.clone()), Ok(table));
        bytes.push(0);
        assert!(Table::from_vec(bytes).is_err());
    }
}
