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
//! would end the game by repetition; the search ([`AiGame::exact_margin`])
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

use super::games::AiGame;
use crate::engine::board::{FirstPlayer, PitBoard};
use crate::engine::options::{options_from_json, GameOptions};
use crate::engine::pit_core::{PitCore, PitMoveRules, PitRules};
use crate::engine::record::Record;
use crate::engine::session::play_move;
use crate::engine::{Effects, Game, Turn};
use crate::games::basic::Basic;
use crate::games::mancala::Mancala;
use crate::games::owari::Owari;

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

/// A game that has endgame tables: a two-player single-lap pit game with
/// stores, played by [`PitMoveRules`].
pub trait Tabled: PitMoveRules + AiGame {
    /// The game's id.
    const ID: &'static str;
    /// Whether a position can come back (so a table applies only to a
    /// position whose history holds nothing else).
    const REPEATS: bool;
    /// The total seeds when the game stops as soon as a store holds more
    /// than half of them (or both exactly half), the seeds left going to
    /// each side's owner; `None` for a game that plays on.
    fn majority_total(options: &<Self as PitMoveRules>::Options) -> Option<u32>;
    /// The rules a table depends on: `options` with who starts set to the
    /// default (a position's value does not depend on who began the game),
    /// so one table serves every choice of first player.
    fn table_rules(options: &<Self as PitMoveRules>::Options) -> <Self as PitMoveRules>::Options;
}

impl Tabled for Basic {
    const ID: &'static str = "basic";
    const REPEATS: bool = false;
    fn majority_total(_: &<Self as PitMoveRules>::Options) -> Option<u32> {
        None
    }
    fn table_rules(options: &<Self as PitMoveRules>::Options) -> <Self as PitMoveRules>::Options {
        crate::games::basic::BasicOptions {
            first_player: FirstPlayer::default(),
            ..options.clone()
        }
    }
}

impl Tabled for Owari {
    const ID: &'static str = "owari";
    const REPEATS: bool = true;
    fn majority_total(options: &<Self as PitMoveRules>::Options) -> Option<u32> {
        options.stop_at_majority.then_some(48)
    }
    fn table_rules(options: &<Self as PitMoveRules>::Options) -> <Self as PitMoveRules>::Options {
        crate::games::owari::OwariOptions {
            first_player: FirstPlayer::default(),
            ..options.clone()
        }
    }
}

impl Tabled for Mancala {
    const ID: &'static str = "mancala";
    const REPEATS: bool = false;
    fn majority_total(_: &<Self as PitMoveRules>::Options) -> Option<u32> {
        Some(48)
    }
    fn table_rules(_: &<Self as PitMoveRules>::Options) -> <Self as PitMoveRules>::Options {
        // Who starts is Mancala's only option.
        crate::games::mancala::MancalaOptions {
            first_player: FirstPlayer::default(),
        }
    }
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

/// What one move from a board does, slots apart.
#[derive(Clone, Copy, Debug)]
enum Step {
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
struct Builder<'a, G: Tabled> {
    base: G,
    child: G,
    legal: Vec<<G as Game>::Action>,
    fx: Effects,
    majority: Option<u32>,
    pits: usize,
    progress: &'a mut dyn FnMut(Progress),
    total: u64,
}

impl<'a, G: Tabled> Builder<'a, G> {
    fn new(
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
    fn steps(&mut self, ranks: &Ranks, pits: &[u8], steps: &mut [Step; 16]) -> usize {
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
    fn leave_bounds(
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
    fn level(&mut self, table: &mut Table, n: usize) -> Result<(), String> {
        match slots(self.majority, n) {
            1 => self.level_in::<1, u8>(table, n),
            2..=16 => self.level_in::<16, Align32>(table, n),
            _ => self.level_in::<32, Align64>(table, n),
        }
    }

    /// Solves level `n`, each board's slots in `L` lanes (see [`Bounds`]).
    fn level_in<const L: usize, A: Copy>(
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
const ENDLESS: i8 = 127;

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
struct Bounds<const L: usize, A: Copy> {
    _align: [A; 0],
    lo: [i8; L],
    hi: [i8; L],
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
struct Align32;

#[derive(Clone, Copy)]
#[repr(align(64))]
struct Align64;

/// Iterates a level's bounds to their fixed points: `edges` the moves
/// within the level (by board from `edge_start`, child rank, top bit for
/// "the mover moves again").
fn solve<const L: usize, A: Copy>(
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
fn update<const L: usize, A: Copy>(
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

/// The ids of the games that have endgame tables.
pub const GAMES: [&str; 3] = [Basic::ID, Owari::ID, Mancala::ID];

/// Builds the table of the game `game` with `options` (JSON, full or
/// partial) for every position with at most `seeds` seeds on the board.
pub fn build(
    game: &str,
    options: &Value,
    seeds: u8,
    progress: &mut dyn FnMut(Progress),
) -> Result<Table, String> {
    fn typed<G: Tabled>(
        options: &Value,
        seeds: u8,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Table, String> {
        let options: <G as PitMoveRules>::Options =
            options_from_json(options).map_err(|e| e.to_string())?;
        Table::build::<G>(&options, seeds, progress)
    }
    match game {
        Basic::ID => typed::<Basic>(options, seeds, progress),
        Owari::ID => typed::<Owari>(options, seeds, progress),
        Mancala::ID => typed::<Mancala>(options, seeds, progress),
        other => Err(format!(
            "no endgame tables for '{other}' (games: {})",
            GAMES.join(", ")
        )),
    }
}

/// Whether `table` is for the game `game` with `options` (JSON, full or
/// partial): the same rules, whoever starts ([`Tabled::table_rules`]).
pub fn fits(table: &Table, game: &str, options: &Value) -> bool {
    fn typed<G: Tabled>(table: &Table, options: &Value) -> bool {
        options_from_json::<<G as PitMoveRules>::Options>(options)
            .is_ok_and(|options| table.fits::<G>(&options))
    }
    match game {
        Basic::ID => typed::<Basic>(table, options),
        Owari::ID => typed::<Owari>(table, options),
        Mancala::ID => typed::<Mancala>(table, options),
        _ => false,
    }
}

/// How many positions (bytes) the table of `game` with `options` up to
/// `seeds` seeds holds, without building it: a caller with little memory
/// (the web worker) can refuse one that would not fit.
pub fn positions(game: &str, options: &Value, seeds: u8) -> Result<u64, String> {
    sizes(game, options, seeds).map(|(table, _)| table)
}

/// About the most memory (bytes) a build of the table of `game` with
/// `options` up to `seeds` seeds holds at once, without building it: the
/// table, and the working arrays of its largest level (the last), a
/// board's two rows of lanes ([`Bounds`]), its exits' upper bounds, its
/// moves and parents within the level (at most one a pit of the mover's
/// row) and their starts. Abapa at 16 seeds: 2.33 GB (1.98 GB measured
/// natively: the moves are fewer than the most). A caller with little memory
/// (the web worker, wasm32's 4 GB) can refuse a build that would not fit.
pub fn build_bytes(game: &str, options: &Value, seeds: u8) -> Result<u64, String> {
    sizes(game, options, seeds).map(|(_, build)| build)
}

/// [`positions`] and [`build_bytes`], from one reading of the options and
/// one layout of the levels.
fn sizes(game: &str, options: &Value, seeds: u8) -> Result<(u64, u64), String> {
    fn typed<G: Tabled>(options: &Value, seeds: u8) -> Result<(u64, u64), String> {
        let options: <G as PitMoveRules>::Options =
            options_from_json(options).map_err(|e| e.to_string())?;
        if seeds > MAX_SEEDS {
            return Err(format!("at most {MAX_SEEDS} seeds, not {seeds}"));
        }
        let (board, _) = G::setup(&options).map_err(|e| e.to_string())?;
        let pits = board.num_pits() as u64;
        let majority = G::majority_total(&options);
        let (ranks, starts) = layout(pits as usize, seeds as usize, majority);
        let table = *starts.last().unwrap_or(&0);
        let n = seeds as usize;
        let boards = ranks.count(n);
        let slot_count = slots(majority, n) as u64;
        let lanes = match slot_count {
            1 => std::mem::size_of::<Bounds<1, u8>>(),
            2..=16 => std::mem::size_of::<Bounds<16, Align32>>(),
            _ => std::mem::size_of::<Bounds<32, Align64>>(),
        } as u64;
        // Lanes, exits, playable, three arrays of starts, moves and parents.
        let board = lanes + slot_count + 1 + 3 * 4 + 2 * 4 * (pits / 2);
        Ok((table, table + boards * board))
    }
    match game {
        Basic::ID => typed::<Basic>(options, seeds),
        Owari::ID => typed::<Owari>(options, seeds),
        Mancala::ID => typed::<Mancala>(options, seeds),
        other => Err(format!("no endgame tables for '{other}'")),
    }
}

/// The table installed for the game `game` with `options` (JSON, full or
/// partial), if any: what the web worker reports to the page.
pub fn installed_for(game: &str, options: &Value) -> Result<Option<Rc<Table>>, String> {
    fn typed<G: Tabled>(options: &Value) -> Result<Option<Rc<Table>>, String>
    where
        <G as PitMoveRules>::Options: 'static,
    {
        let options: <G as PitMoveRules>::Options =
            options_from_json(options).map_err(|e| e.to_string())?;
        Ok(installed::<G>(&options))
    }
    match game {
        Basic::ID => typed::<Basic>(options),
        Owari::ID => typed::<Owari>(options),
        Mancala::ID => typed::<Mancala>(options),
        other => Err(format!("no endgame tables for '{other}'")),
    }
}

/// What a table says of a position and of each of its moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Oracle {
    /// South's final margin with best play, when known exactly.
    pub margin: Option<i32>,
    /// Each legal move and South's final margin after it, when known
    /// exactly.
    pub moves: Vec<(String, Option<i32>)>,
}

/// The exact values of the position of `record` (all its moves played)
/// and of each of its moves, from `table`.
pub fn oracle(table: &Table, record: &Record) -> Result<Oracle, String> {
    fn typed<G: Tabled>(table: &Table, record: &Record) -> Result<Oracle, String> {
        let options: <G as PitMoveRules>::Options =
            options_from_json(&record.options).map_err(|e| e.to_string())?;
        if !table.fits::<G>(&options) {
            return Err("the table is for other options".to_string());
        }
        let mut game = <G as PitRules>::start(&options, record.seed).map_err(|e| e.to_string())?;
        for (index, mv) in record.moves.iter().enumerate() {
            play_move(&mut game, mv).map_err(|e| format!("move {}: {e}", index + 1))?;
        }
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let moves = legal
            .iter()
            .map(|&action| {
                let mut next = game.clone();
                let margin = match next.apply(action, &mut Effects::off()) {
                    Err(_) => None,
                    Ok(()) => match next.turn() {
                        Turn::Over(_) => {
                            let stores = next.core().board().stores().map(i32::from);
                            Some(stores[0] - stores[1])
                        }
                        _ => table.final_margin(&next),
                    },
                };
                (action.to_string(), margin)
            })
            .collect();
        Ok(Oracle {
            margin: table.final_margin(&game),
            moves,
        })
    }
    if record.game != table.header.game {
        return Err(format!(
            "the table is for '{}', not '{}'",
            table.header.game, record.game
        ));
    }
    match record.game.as_str() {
        Basic::ID => typed::<Basic>(table, record),
        Owari::ID => typed::<Owari>(table, record),
        Mancala::ID => typed::<Mancala>(table, record),
        other => Err(format!("no endgame tables for '{other}'")),
    }
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
pub fn installed<G: Tabled>(options: &<G as PitMoveRules>::Options) -> Option<Rc<Table>>
where
    <G as PitMoveRules>::Options: 'static,
{
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
