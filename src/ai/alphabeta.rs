//! Alpha-beta search for two-player games without chance.
//!
//! Values are South's standing minus North's ([`AiGame::standing`]); South
//! maximises, North minimises, and a player who moves again simply moves
//! again (extra turns and decisions inside a move need no special case).
//! Iterative deepening orders each iteration by the last one's best move
//! and by a transposition table; a won or lost game scores beyond any
//! standing, sooner wins higher. The search copies positions into one
//! reused state per ply and keeps its move lists per ply, so it allocates
//! nothing once started.

use rand::Rng;

use super::game::pit_eval::EVAL_UNIT;
use super::game::AiGame;
use super::{Clock, Found, Limits};
use crate::engine::{Effects, EndReason, Game, Turn};

mod quiesce;

/// Deeper than any search gets in its time (the stack of positions).
const MAX_PLY: usize = 64;
/// A win scores this, less the plies it takes.
pub const WIN: i32 = 1_000_000;
const INFINITY: i32 = i32::MAX;
/// The largest transposition table (24 bytes an entry: 24 MB).
const MAX_TABLE: usize = 1 << 20;
/// The depth recorded for a value searched to the end of the game on every
/// line: good at any depth.
const SOLVED: u8 = u8::MAX;
/// Moves a node orders by history (the rest keep their order).
const ORDERED: usize = 64;
/// Entries of the history table for each player.
const HISTORY: usize = 1024;
/// Late move reductions (in play): the least depth left where they apply,
/// and how many moves of a node are searched in full before them.
const LATE_DEPTH: u32 = 3;
const LATE_MOVES: usize = 3;
/// Half the width of the root's first window, in seeds.
const ASPIRATION: i32 = 2;

/// Where an action's history is kept: a hash of the action, per player.
fn history_slot<A: std::hash::Hash>(player: usize, action: &A) -> usize {
    use std::hash::Hasher;
    let mut hasher = super::game::Key64::default();
    action.hash(&mut hasher);
    (player & 1) * HISTORY + (hasher.finish() as usize >> 7) % HISTORY
}

#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: Bound,
    /// The best action's index in the sorted legal actions.
    best: u16,
    /// The search that wrote it (see [`AlphaBeta::age`]), so that a table
    /// kept from move to move gives way to what the current search learns.
    age: u8,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    /// The value is at least this (a beta cut-off).
    Lower,
    /// The value is at most this.
    Upper,
}

/// An alpha-beta search with its table and buffers.
pub struct AlphaBeta<G: Game> {
    /// Buckets of two entries: the first keeps the deepest result of the
    /// current search, the second always takes the newest, so deep results
    /// survive the flood of shallow ones. The plain search
    /// ([`AlphaBeta::plain`]) keeps one entry a slot, the newest.
    table: Vec<Entry>,
    /// The current search's mark on the entries it writes.
    age: u8,
    /// Cut-offs each action caused, by [`history_slot`].
    history: Vec<u32>,
    /// Per ply, the last two actions that caused a cut-off there.
    killers: Vec<[Option<G::Action>; 2]>,
    /// Whether killers order the moves: in play ([`AlphaBeta::search`]),
    /// not in [`AlphaBeta::search_each`], whose values at a depth the
    /// analysis, the review and the puzzles' proofs read (with a table kept
    /// across depths, a value at a depth depends a little on the order).
    use_killers: bool,
    stack: Vec<G>,
    moves: Vec<Vec<G::Action>>,
    fx: Effects,
    nodes: u64,
    node_limit: u64,
    deadline: f64,
    aborted: bool,
    /// Whether the iteration stopped anywhere at its depth (rather than at
    /// the end of the game everywhere).
    cut_short: bool,
    /// Whether to look positions up in the game's endgame tables.
    use_tables: bool,
    /// The table installed for the game searched, when used.
    endgame: Option<std::rc::Rc<super::tables::Table>>,
    /// Scores finished games by their final margin only (see
    /// [`AlphaBeta::with_margins`]).
    margins: bool,
    /// What a point of standing is worth in this search's values: the
    /// game's evaluation's unit when playing, 1 for margins (their values
    /// are points).
    unit: i32,
    /// The game's [`AiGame::PLAIN_SEARCH`], in play ([`AlphaBeta::search`];
    /// never in [`AlphaBeta::search_each`], whose values the analysis and
    /// the puzzles read): no killers, reductions, root windows or second
    /// entry a bucket.
    plain: bool,
}

/// The indices `0..count` in the order `cmp` gives them, equal ones in
/// their order: one stable sort in the program for the short lists of the
/// searches' roots, whatever they hold.
pub(crate) fn stable_order(
    count: usize,
    cmp: &dyn Fn(usize, usize) -> std::cmp::Ordering,
) -> Vec<usize> {
    let mut indices: Vec<usize> = (0..count).collect();
    indices.sort_by(|&a, &b| cmp(a, b));
    indices
}

/// One completed iteration of [`AlphaBeta::search_each`]: every legal root
/// action with its value (South's view, as [`Found::value`]) and whether
/// that value is solved (searched to the end of the game on every line, or
/// read from an endgame table).
#[derive(Clone, Debug, PartialEq)]
pub struct RootValues<A> {
    pub depth: u32,
    /// Nodes searched since the search began.
    pub nodes: u64,
    pub values: Vec<(A, i32, bool)>,
}

impl<G: AiGame> AlphaBeta<G> {
    /// A search sized for `limits` (a small table for small budgets).
    #[inline(never)]
    pub fn new(limits: Limits) -> Self {
        let size = match limits.nodes {
            Some(n) => (n.saturating_mul(2) as usize)
                .clamp(1024, MAX_TABLE)
                .next_power_of_two(),
            None => MAX_TABLE,
        };
        AlphaBeta {
            table: vec![Entry::default(); size],
            age: 0,
            history: vec![0; 2 * HISTORY],
            killers: vec![[None; 2]; MAX_PLY + 1],
            use_killers: false,
            stack: Vec::new(),
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            fx: Effects::off(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: f64::INFINITY,
            aborted: false,
            cut_short: false,
            use_tables: false,
            endgame: None,
            margins: false,
            unit: EVAL_UNIT,
            plain: false,
        }
    }

    /// Forgets everything the transposition table holds (so that a search
    /// answers as it would alone).
    pub fn clear(&mut self) {
        self.table.fill(Entry::default());
    }

    /// Scores a finished game (or a table's exact result) by South's final
    /// margin alone, with no bonus for winning and no preference for sooner
    /// wins, and never stops at a certain winner whose final margin is still
    /// open: a solved value is then the final margin with best play, as the
    /// endgame tables define it (the analysis's reading, see
    /// [`super::analysis`]; in every game the winner is the player ahead at
    /// the end, so a larger margin never trades a win away). Off by default
    /// (the levels put any win above any standing, sooner wins first).
    pub fn with_margins(mut self, margins: bool) -> Self {
        self.margins = margins;
        self.unit = if margins { 1 } else { EVAL_UNIT };
        self
    }

    /// Looks positions up in the game's endgame table, when one is
    /// installed ([`super::tables::install`]): a covered position scores its
    /// exact result, as a finished game does.
    pub fn with_tables(mut self, use_tables: bool) -> Self {
        self.use_tables = use_tables;
        self
    }

    /// Sets a search of `root` going: its deadline and node limit from
    /// `limits`, counters and move history cleared, the endgame table of
    /// its rules (if used), the root at the bottom of the stack.
    #[inline(never)]
    fn begin(&mut self, root: &G, limits: Limits, clock: &dyn Clock) {
        let started = clock.now_ms();
        self.deadline = limits.ms.map_or(f64::INFINITY, |ms| started + ms);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.nodes = 0;
        self.aborted = false;
        self.age = self.age.wrapping_add(1);
        self.history.fill(0);
        self.killers.fill([None; 2]);
        self.endgame = if self.use_tables {
            super::tables::installed_of(root)
        } else {
            None
        };
        if self.stack.is_empty() {
            self.stack = vec![root.clone(); MAX_PLY + 1];
        }
        self.stack[0].clone_from(root);
    }

    /// Searches `root` deeper and deeper until `limits` are spent (or the
    /// game is solved): the best action, then the same player's expected
    /// next actions. `seed` shuffles the first ordering, so equally good
    /// moves are chosen at random.
    pub fn search(
        &mut self,
        root: &G,
        limits: Limits,
        seed: u64,
        clock: &dyn Clock,
    ) -> Found<G::Action> {
        self.begin(root, limits, clock);
        self.plain = G::PLAIN_SEARCH;
        self.use_killers = !G::PLAIN_SEARCH;
        // Room enough for any root and line, so a search allocates once each.
        let mut root_moves = Vec::with_capacity(32);
        root.legal_actions(&mut root_moves);
        let mut rng = crate::engine::game_rng(seed ^ 0xab_5eed);
        for i in (1..root_moves.len()).rev() {
            let j = rng.random_range(0..=i as u32) as usize;
            root_moves.swap(i, j);
        }
        let Some(&first) = root_moves.first() else {
            return Found {
                line: Vec::new(),
                nodes: 0,
                depth: 0,
                value: 0.0,
            };
        };
        let maximise = matches!(root.turn(), Turn::Player(0));
        let mut best = first;
        let mut best_value = 0;
        let mut completed = 0u32;
        let mut guess = None;
        for depth in 1..MAX_PLY as u32 {
            self.cut_short = false;
            let (value, index, finished) =
                self.search_root(clock, &root_moves, depth, maximise, guess);
            if !finished {
                // A move searched in full that beats the last iteration's
                // best (searched first) is better still.
                if let Some((index, value)) = index.zip(value) {
                    if index != 0 {
                        best = root_moves[index];
                        best_value = value;
                    }
                }
                break;
            }
            let (Some(value), Some(index)) = (value, index) else {
                break;
            };
            root_moves[..=index].rotate_right(1);
            best = root_moves[0];
            best_value = value;
            guess = Some(value);
            completed = depth;
            if !self.cut_short || value.abs() >= WIN - MAX_PLY as i32 * 2 {
                break;
            }
        }
        Found {
            line: self.line(root, best),
            nodes: self.nodes,
            depth: completed,
            value: self.points(best_value),
        }
    }

    /// Searches every legal action of `root` with the whole window, deeper
    /// and deeper up to `max_depth` until `limits` are spent or every
    /// action is solved, calling `each` (with the search, whose table holds
    /// the lines) after every completed depth. The actions are searched in
    /// `root`'s order at the first depth, then the most promising last (so
    /// the table still holds its line, see [`AlphaBeta::principal_line`]).
    pub fn search_each(
        &mut self,
        root: &G,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut dyn FnMut(&Self, &RootValues<G::Action>),
    ) {
        self.begin(root, limits, clock);
        self.use_killers = false;
        self.plain = false;
        let mut order = Vec::new();
        root.legal_actions(&mut order);
        let maximise = matches!(root.turn(), Turn::Player(0));
        for depth in 1..=max_depth.clamp(1, MAX_PLY as u32 - 1) {
            let mut values = Vec::with_capacity(order.len());
            for &action in &order {
                if !self.play(0, action) {
                    continue;
                }
                self.cut_short = false;
                let value = self.alpha_beta(clock, 1, depth - 1, -INFINITY, INFINITY);
                if self.aborted {
                    return;
                }
                values.push((action, value, !self.cut_short));
            }
            let solved = values.iter().all(|v| v.2);
            // The best last next time.
            let keys: Vec<i32> = values
                .iter()
                .map(|v| if maximise { v.1 } else { -v.1 })
                .collect();
            order = stable_order(keys.len(), &|a, b| keys[a].cmp(&keys[b]))
                .iter()
                .map(|&i| values[i].0)
                .collect();
            let found = RootValues {
                depth,
                nodes: self.nodes,
                values,
            };
            each(self, &found);
            if solved {
                break;
            }
        }
    }

    /// The line the table holds after `first` from `root`: `first`, then
    /// each following position's best action (either player's), while the
    /// table holds the position's exact value, for at most `max_len`
    /// actions, stopping at the end of the game or a roll.
    pub fn principal_line(&self, root: &G, first: G::Action, max_len: usize) -> Vec<G::Action> {
        self.follow(root, first, max_len, true, |turn| {
            matches!(turn, Turn::Player(_))
        })
    }

    /// `first`, then each following position's best action as the table
    /// holds it (only exact values when `exact`), while `goes_on` accepts
    /// the turn reached, for at most `max_len` actions.
    fn follow(
        &self,
        root: &G,
        first: G::Action,
        max_len: usize,
        exact: bool,
        goes_on: impl Fn(Turn) -> bool,
    ) -> Vec<G::Action> {
        let mut line = Vec::with_capacity(16);
        line.push(first);
        let mut state = root.clone();
        let mut fx = Effects::off();
        let mut legal = Vec::with_capacity(32);
        let mut action = first;
        while line.len() < max_len.min(MAX_PLY) {
            if state.apply(action, &mut fx).is_err() || !goes_on(state.turn()) {
                break;
            }
            let key = state.key();
            let Some(entry) = self.probe(key) else {
                break;
            };
            let known = if exact {
                entry.bound == Bound::Exact
            } else {
                entry.bound != Bound::Empty
            };
            if !known {
                break;
            }
            state.legal_actions(&mut legal);
            let Some(&next) = legal.get(entry.best as usize) else {
                break;
            };
            line.push(next);
            action = next;
        }
        line
    }

    /// One iteration at the root: the best value and move index found, and
    /// whether the iteration finished. The first move (the last iteration's
    /// best) is searched in a window around `guess` (its value then), and
    /// again with the whole window if its value falls outside; the others
    /// with a null window, and again in full only if they beat it.
    fn search_root(
        &mut self,
        clock: &dyn Clock,
        moves: &[G::Action],
        depth: u32,
        maximise: bool,
        guess: Option<i32>,
    ) -> (Option<i32>, Option<usize>, bool) {
        let mut best: Option<(i32, usize)> = None;
        for (index, &action) in moves.iter().enumerate() {
            if !self.play(0, action) {
                continue;
            }
            let value = match best {
                None => {
                    let window = guess
                        .filter(|g| g.abs() < WIN / 2 && !self.plain())
                        .map(|g| (g - ASPIRATION * self.unit, g + ASPIRATION * self.unit));
                    let mut value = None;
                    if let Some((low, high)) = window {
                        let v = self.alpha_beta(clock, 1, depth - 1, low, high);
                        if v > low && v < high {
                            value = Some(v);
                        }
                    }
                    match value {
                        Some(v) if !self.aborted => v,
                        _ if self.aborted => return (None, None, false),
                        _ => self.alpha_beta(clock, 1, depth - 1, -INFINITY, INFINITY),
                    }
                }
                Some((b, _)) if self.plain() => {
                    // The plain search: the window above the best so far.
                    let (low, high) = if maximise {
                        (b, INFINITY)
                    } else {
                        (-INFINITY, b)
                    };
                    self.alpha_beta(clock, 1, depth - 1, low, high)
                }
                Some((b, _)) => {
                    // A null window: does this move beat the best so far?
                    let (low, high) = if maximise { (b, b + 1) } else { (b - 1, b) };
                    let v = self.alpha_beta(clock, 1, depth - 1, low, high);
                    let beats = if maximise { v > b } else { v < b };
                    if !beats || self.aborted {
                        v
                    } else {
                        let (low, high) = if maximise {
                            (b, INFINITY)
                        } else {
                            (-INFINITY, b)
                        };
                        let full = self.alpha_beta(clock, 1, depth - 1, low, high);
                        if self.aborted {
                            // Proven better, though its value is a bound.
                            return (Some(v), Some(index), false);
                        }
                        full
                    }
                }
            };
            if self.aborted {
                return (best.map(|b| b.0), best.map(|b| b.1), false);
            }
            let better = match best {
                None => true,
                Some((v, _)) => {
                    if maximise {
                        value > v
                    } else {
                        value < v
                    }
                }
            };
            if better {
                best = Some((value, index));
            }
        }
        (best.map(|b| b.0), best.map(|b| b.1), true)
    }

    /// A value of this search in points of standing (a won or lost game
    /// stays beyond any standing).
    fn points(&self, value: i32) -> f64 {
        if value.abs() >= WIN / 2 {
            value as f64
        } else {
            value as f64 / self.unit as f64
        }
    }

    /// Copies the position at `ply` to `ply + 1` and plays `action` there.
    fn play(&mut self, ply: usize, action: G::Action) -> bool {
        let (done, next) = self.stack.split_at_mut(ply + 1);
        next[0].clone_from(&done[ply]);
        next[0].apply(action, &mut self.fx).is_ok()
    }

    fn alpha_beta(
        &mut self,
        clock: &dyn Clock,
        ply: usize,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.aborted = true;
            return 0;
        }
        // The clock is read rarely: it costs more than a node.
        if self.nodes.is_multiple_of(1024)
            && self.deadline.is_finite()
            && clock.now_ms() >= self.deadline
        {
            self.aborted = true;
            return 0;
        }
        let state = &self.stack[ply];
        let player = match state.turn() {
            Turn::Over(outcome) => {
                // An end by repetition depends on how the position was
                // reached, which its key leaves out: playing, such a value
                // is never taken for solved (it would end the deepening and
                // be reused where no repetition looms).
                if !self.margins && matches!(outcome.reason, EndReason::Repetition { .. }) {
                    self.cut_short = true;
                }
                return terminal_value(state, outcome.winners, ply, self.margins, self.unit);
            }
            Turn::Chance => return self.judge(state),
            Turn::Player(p) => p,
        };
        if let Some(margin) = self
            .endgame
            .as_ref()
            .and_then(|t| super::tables::exact_margin(t, state))
        {
            return exact_value(margin * self.unit, ply, self.margins);
        }
        if let Some(winner) = state.sure_winner().filter(|_| !self.margins) {
            return terminal_value(state, 1 << winner, ply, false, self.unit);
        }
        if depth == 0 || ply >= MAX_PLY {
            self.cut_short = true;
            if G::QUIESCENCE > 0 && self.use_killers && ply < MAX_PLY {
                return self.quiesce(ply, alpha, beta, G::QUIESCENCE);
            }
            return self.judge(state);
        }
        let key = state.key();
        let mut first = usize::MAX;
        if let Some(entry) = self.probe(key) {
            first = entry.best as usize;
            if entry.depth as u32 >= depth {
                let value = from_table(entry.value, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    // A value from a search cut short at its depth still
                    // means the tree is not solved.
                    self.cut_short |= entry.depth != SOLVED;
                    return value;
                }
            }
        }
        // Whether this node's own subtree is cut short anywhere.
        let cut_before = std::mem::replace(&mut self.cut_short, false);
        let mut moves = std::mem::take(&mut self.moves[ply]);
        state.legal_actions(&mut moves);
        // The table's move first, then this ply's killers, then the others
        // by their history (how often they caused a cut-off), best first.
        let count = moves.len().min(ORDERED);
        let mut order = [0u8; ORDERED];
        let mut scores = [0u32; ORDERED];
        let killers = if self.use_killers {
            self.killers[ply]
        } else {
            [None; 2]
        };
        for index in 0..count {
            order[index] = index as u8;
            scores[index] = if index == first {
                u32::MAX
            } else if killers[0] == Some(moves[index]) {
                u32::MAX - 1
            } else if killers[1] == Some(moves[index]) {
                u32::MAX - 2
            } else {
                self.history[history_slot(player, &moves[index])].min(u32::MAX - 3)
            };
        }
        for i in 1..count {
            let mut j = i;
            while j > 0 && scores[order[j - 1] as usize] < scores[order[j] as usize] {
                order.swap(j - 1, j);
                j -= 1;
            }
        }
        let maximise = player == 0;
        let (alpha0, beta0) = (alpha, beta);
        let mut best_value = if maximise { -INFINITY } else { INFINITY };
        let mut best_index = 0;
        let mut searched = 0;
        for k in 0..moves.len() {
            let index = match order.get(k) {
                Some(&i) if k < count => i as usize,
                _ => k,
            };
            if !self.play(ply, moves[index]) {
                continue;
            }
            // Principal variation search: the first move with the whole
            // window, the others with a null window, searched again only
            // if they might be better.
            // In play, a late move (after the table's, the killers' and
            // the best by history) is first searched a ply shallower, and
            // again at full depth only if it might be better.
            let reduce = self.use_killers && depth >= LATE_DEPTH && searched >= LATE_MOVES;
            let value = if searched == 0 {
                self.alpha_beta(clock, ply + 1, depth - 1, alpha, beta)
            } else if maximise {
                let (low, high) = (alpha, alpha.saturating_add(1));
                // Unreduced, the null window's search follows at once.
                let mut v = high;
                if reduce {
                    v = self.alpha_beta(clock, ply + 1, depth - 2, low, high);
                }
                if v > alpha && !self.aborted {
                    v = self.alpha_beta(clock, ply + 1, depth - 1, low, high);
                }
                if v > alpha && v < beta && !self.aborted {
                    self.alpha_beta(clock, ply + 1, depth - 1, alpha, beta)
                } else {
                    v
                }
            } else {
                let (low, high) = (beta.saturating_sub(1), beta);
                // Unreduced, the null window's search follows at once.
                let mut v = low;
                if reduce {
                    v = self.alpha_beta(clock, ply + 1, depth - 2, low, high);
                }
                if v < beta && !self.aborted {
                    v = self.alpha_beta(clock, ply + 1, depth - 1, low, high);
                }
                if v < beta && v > alpha && !self.aborted {
                    self.alpha_beta(clock, ply + 1, depth - 1, alpha, beta)
                } else {
                    v
                }
            };
            searched += 1;
            if self.aborted {
                self.moves[ply] = moves;
                return 0;
            }
            if maximise {
                if value > best_value {
                    best_value = value;
                    best_index = index;
                }
                alpha = alpha.max(value);
            } else {
                if value < best_value {
                    best_value = value;
                    best_index = index;
                }
                beta = beta.min(value);
            }
            if alpha >= beta {
                let slot = history_slot(player, &moves[index]);
                self.history[slot] = self.history[slot].saturating_add(depth * depth);
                let killers = &mut self.killers[ply];
                if self.use_killers && killers[0] != Some(moves[index]) {
                    killers[1] = killers[0];
                    killers[0] = Some(moves[index]);
                }
                break;
            }
        }
        self.moves[ply] = moves;
        let solved = !self.cut_short;
        self.cut_short |= cut_before;
        let bound = if best_value <= alpha0 {
            Bound::Upper
        } else if best_value >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(Entry {
            key,
            value: to_table(best_value, ply),
            depth: if solved {
                SOLVED
            } else {
                depth.min(SOLVED as u32 - 1) as u8
            },
            bound,
            best: best_index.min(u16::MAX as usize) as u16,
            age: self.age,
        });
        best_value
    }

    /// Whether this search is the plain one (a constant false in the
    /// games that do not ask for it, so their code keeps no trace of it).
    fn plain(&self) -> bool {
        G::PLAIN_SEARCH && self.plain
    }

    /// The first of `key`'s bucket in the table (its slot, for the plain
    /// search).
    fn bucket(&self, key: u64) -> usize {
        let slot = (key as usize) & (self.table.len() - 1);
        if self.plain() {
            slot
        } else {
            slot & !1
        }
    }

    /// What the table holds of the position `key`.
    fn probe(&self, key: u64) -> Option<Entry> {
        let at = self.bucket(key);
        let width = if self.plain() { 1 } else { 2 };
        self.table[at..at + width]
            .iter()
            .find(|e| e.bound != Bound::Empty && e.key == key)
            .copied()
    }

    /// Keeps `entry`: in the first place of its bucket when that holds the
    /// same position, a shallower result, or one from an earlier search;
    /// else in the second. The plain search writes its slot over.
    fn store(&mut self, entry: Entry) {
        let at = self.bucket(entry.key);
        if self.plain() {
            // One entry a slot, always the newest.
            self.table[at] = entry;
            return;
        }
        let first = self.table[at];
        let place = if first.bound == Bound::Empty
            || first.key == entry.key
            || first.age != entry.age
            || first.depth <= entry.depth
        {
            if first.key != entry.key && first.bound != Bound::Empty {
                // The deep result it displaces still beats an arbitrary one.
                self.table[at + 1] = first;
            }
            at
        } else {
            at + 1
        };
        self.table[place] = entry;
    }

    /// A position the search stops at: its margin when values are margins,
    /// else the game's evaluation.
    fn judge(&self, state: &G) -> i32 {
        if self.margins {
            evaluate(state)
        } else {
            state.evaluate()
        }
    }

    /// `best`, then while the same player decides again, the table's best
    /// actions.
    fn line(&self, root: &G, best: G::Action) -> Vec<G::Action> {
        let Turn::Player(player) = root.turn() else {
            return vec![best];
        };
        self.follow(root, best, MAX_PLY, false, |turn| {
            turn == Turn::Player(player)
        })
    }
}

/// South's standing minus North's.
fn evaluate<G: AiGame>(state: &G) -> i32 {
    state.standing(0) - state.standing(1)
}

/// A value as the table keeps it: a won or lost game's plies counted from
/// the position it is kept for rather than from the root, so that it means
/// the same wherever that position is met again (at another ply of this
/// search, or in a later search with the table kept).
fn to_table(value: i32, ply: usize) -> i32 {
    further(value, ply as i32)
}

/// A value kept by [`to_table`], read at `ply`.
fn from_table(value: i32, ply: usize) -> i32 {
    further(value, -(ply as i32))
}

/// A won or lost game's value as if its end were `plies` further away
/// (nearer when negative); any other value as it is. Saturating: a node
/// with no playable action keeps its starting value, the infinity.
fn further(value: i32, plies: i32) -> i32 {
    if value >= WIN / 2 {
        value.saturating_add(plies)
    } else if value <= -WIN / 2 {
        value.saturating_sub(plies)
    } else {
        value
    }
}

/// South's exact final margin with best play, scored as a finished game
/// with that margin (or as the margin alone, scoring `margins`).
fn exact_value(margin: i32, ply: usize, margins: bool) -> i32 {
    if margins {
        return margin;
    }
    let ply = ply as i32;
    match margin.signum() {
        1 => WIN - ply + margin,
        -1 => -(WIN - ply) + margin,
        _ => 0,
    }
}

/// A finished game: a win beyond any standing (sooner is better), plus the
/// margin; a draw by its margin. Scoring `margins` only, the margin alone.
fn terminal_value<G: AiGame>(state: &G, winners: u8, ply: usize, margins: bool, unit: i32) -> i32 {
    let margin = evaluate(state) * unit;
    if margins {
        return margin;
    }
    let ply = ply as i32;
    match winners & 0b11 {
        0b01 => WIN - ply + margin,
        0b10 => -(WIN - ply) + margin,
        _ => margin,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::FixedClock;
    use crate::engine::board::PitBoard;
    use crate::engine::options::preset_named;
    use crate::games::basic::{Basic, BasicOptions};

    /// The game's result under perfect play by plain minimax over the whole
    /// tree (no table, no pruning): 1 South wins, -1 North wins, 0 a draw.
    fn solve<G: Game>(game: &G) -> i32 {
        match game.turn() {
            Turn::Over(outcome) => match outcome.winners & 0b11 {
                0b01 => 1,
                0b10 => -1,
                _ => 0,
            },
            Turn::Player(player) => {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                let results = legal.iter().map(|&action| {
                    let mut next = game.clone();
                    next.apply(action, &mut Effects::off()).unwrap();
                    solve(&next)
                });
                if player == 0 {
                    results.max().unwrap()
                } else {
                    results.min().unwrap()
                }
            }
            Turn::Chance => unreachable!("no dice in these games"),
        }
    }

    fn result_of(value: f64) -> i32 {
        if value > (WIN / 2) as f64 {
            1
        } else if value < -(WIN / 2) as f64 {
            -1
        } else {
            0
        }
    }

    /// Small end games (few seeds left, random stores) of a game.
    fn endgames<G: AiGame>(make: impl Fn([u8; 12], [u8; 2], usize) -> G, seeds: u32) -> Vec<G> {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = move |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        let mut positions = Vec::new();
        while positions.len() < 150 {
            let mut pits = [0u8; 12];
            for _ in 0..1 + next(seeds as u64) {
                pits[next(12) as usize] += 1;
            }
            let left: u32 = pits.iter().map(|&p| p as u32).sum();
            let south = next((48 - left as u64) + 1) as u8;
            let stores = [south, 48 - left as u8 - south];
            let game = make(pits, stores, next(2) as usize);
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            if legal.len() > 1 {
                positions.push(game);
            }
        }
        positions
    }

    fn check_solves<G: AiGame>(positions: Vec<G>) {
        for game in positions {
            let found =
                AlphaBeta::new(Limits::default()).search(&game, Limits::default(), 1, &FixedClock);
            assert_eq!(
                result_of(found.value),
                solve(&game),
                "{game:?}: alpha-beta says {} after depth {}",
                found.value,
                found.depth
            );
            // The move it chose keeps the result.
            let mut after = game.clone();
            after.apply(found.line[0], &mut Effects::off()).unwrap();
            assert_eq!(solve(&after), solve(&game), "{game:?}: {:?}", found.line);
        }
    }

    #[test]
    fn solves_kalah_end_games_as_minimax_does() {
        let options = preset_named(BasicOptions::presets(), "kalah-6-4").unwrap();
        check_solves(endgames(
            |pits, stores, to_move| {
                Basic::from_board(
                    options.clone(),
                    PitBoard::from_counts(&pits, stores).unwrap(),
                    to_move,
                )
            },
            7,
        ));
    }

    /// Every root action's value, searched by `search` to the end.
    fn solved_values(
        search: &mut AlphaBeta<Basic>,
        game: &Basic,
    ) -> Vec<(<Basic as Game>::Action, i32)> {
        let mut last = Vec::new();
        search.search_each(game, Limits::default(), 60, &FixedClock, &mut |_, found| {
            last = found.values.iter().map(|v| (v.0, v.1)).collect();
        });
        // In the actions' order (the search's own depends on its depths).
        last.sort_by_key(|v| format!("{:?}", v.0));
        last
    }

    /// A won game scores the plies to its end from the position searched,
    /// so a value kept in the table (from an earlier search, where the
    /// position was nearer the root, or from another line of this one)
    /// must mean the same wherever it is read: the values of a search that
    /// finds its children in the table of earlier searches equal a fresh
    /// search's.
    #[test]
    fn kept_wins_count_their_plies_from_where_they_are_read() {
        let options = preset_named(BasicOptions::presets(), "kalah-6-4").unwrap();
        let positions = endgames(
            |pits, stores, to_move| {
                Basic::from_board(
                    options.clone(),
                    PitBoard::from_counts(&pits, stores).unwrap(),
                    to_move,
                )
            },
            6,
        );
        let mut wins = 0;
        for game in positions.iter().take(60) {
            let fresh = solved_values(&mut AlphaBeta::new(Limits::default()), game);
            wins += fresh.iter().filter(|v| v.1.abs() >= WIN / 2).count();
            let mut kept = AlphaBeta::new(Limits::default());
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            for &action in &legal {
                let mut child = game.clone();
                child.apply(action, &mut Effects::off()).unwrap();
                if matches!(child.turn(), Turn::Player(_)) {
                    solved_values(&mut kept, &child);
                }
            }
            let again = solved_values(&mut kept, game);
            assert_eq!(again, fresh, "{game:?}");
        }
        // The positions are end games: most of their values are wins.
        assert!(wins > 60, "{wins} won values");
    }
}
