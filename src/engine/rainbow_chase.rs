//! Rainbow Chase (game id `rainbow-chase`): sowing with coloured beads, where
//! a bead that comes home to a pit of its own colour on the opponent's side
//! can take that pit.
//!
//! Two rows of six pits. Every pit has a colour: counterclockwise from
//! South's leftmost pit they run red, orange, yellow, green, blue, violet,
//! and then the same six again along North's row ([`PIT_COLOURS`]). There
//! are 8 beads of each colour, and each pit starts with 4 beads of its own
//! colour.
//!
//! A move empties one of your pits into the hand and sows the beads one at a
//! time counterclockwise, starting with the next pit. Two kinds of pit are
//! passed over: the pit the move started from, and a pit whose colour has
//! died out (no bead of it left in any pit or in the hand). At every pit
//! visited one bead goes in: a bead of the pit's colour if the hand holds
//! one; otherwise, if the hand holds a single colour, a bead of that colour;
//! otherwise the mover picks the colour.
//!
//! Dropping a bead of a pit's own colour into an opponent's pit that held no
//! bead of that colour is a chance to capture: the mover may take every bead
//! in that pit. Only one pit can be captured in a move (later chances at
//! other pits are simply sown past), but the same pit may be taken again if
//! a later chance arises there. Capturing is compulsory in the end: while no
//! capture has been made in the move, a chance may be passed up only if the
//! rest of the move can still bring another one.
//!
//! The move ends when the hand is empty. A player with no beads on their
//! side passes and the other moves again. The game ends when every bead has
//! been captured; whoever holds more beads wins (24 each is a draw).
//!
//! Decisions (recorded with their reasons in docs/rules-decisions.md):
//! - Forced drops (the pit's colour in hand, or a single colour in hand) are
//!   made by the engine inside the action before them; only real choices
//!   are actions: `Drop(colour)`, `Capture` and `Decline`.
//! - Whether a chance may be passed up is decided by an exact search over
//!   every way the rest of the move can be sown (passed-over pits stay fixed
//!   while nothing is captured). Having passed one up without a capture yet,
//!   the mover is bound by it: each later colour choice must keep another
//!   chance within reach, so no move ends with a chance missed and nothing
//!   captured. Once a capture is made, passing up is always allowed.
//! - A chance at a pit other than the one already captured in the move asks
//!   nothing: the sowing just goes on.
//! - The game ends only when all 48 beads are captured (reported as the
//!   next player having no move, nothing left on the board), even when one
//!   player already holds more than half.
//! - A position (beads of every colour in every pit, captures, player to
//!   move) is recorded each time a move is about to start; inside a move the
//!   hand shrinks at every drop, so nothing can repeat there. Its third
//!   occurrence since the last capture ends the game: each player adds the
//!   beads in their own row to their captures.
//! - Ending by agreement is allowed at any time; in the middle of a move the
//!   beads in the hand first go back to the pit they came from, and then the
//!   board is settled as for a repetition.
//! - Move notation: `C` sows from pit C (`A`..`F` South, `a`..`f` North);
//!   `+r`, `+o`, `+y`, `+g`, `+b`, `+v` drop a bead of that colour (the
//!   plus sign keeps blue apart from North's pit `b`); `x` captures and `-`
//!   declines. An action that is not open now is refused as
//!   [`IllegalAction::NotNow`] (a pick during a move, a decision outside one),
//!   [`IllegalAction::OutOfRange`] (a colour that may not be dropped) or
//!   [`IllegalAction::MustCapture`] (keep sowing when no later capture remains).

use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::board::{pit_name, FirstPlayer, PitBoard, Settle, MAX_WIDTH};
use super::catalog::{OptionSpec, FIRST_PLAYER};
use super::repetition::Repetitions;
use super::session::{ColourView, PitGame, COLOUR_NAMES};
use super::{
    side_name, Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError,
    Remaining, SetupError, Slot, Turn,
};

/// Options of Rainbow Chase.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RainbowChaseOptions {
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl RainbowChaseOptions {
    /// The named presets: only the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, RainbowChaseOptions)> {
        vec![("seed", "Rainbow Chase", RainbowChaseOptions::default())]
    }
}

/// The options, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[FIRST_PLAYER];

/// The colour of every pit (index into [`COLOUR_NAMES`]), counterclockwise
/// from South's leftmost pit.
pub const PIT_COLOURS: [u8; PITS] = [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5];

const WIDTH: usize = MAX_WIDTH;
const PITS: usize = 2 * WIDTH;
const COLOURS: usize = 6;
const PER_COLOUR: u8 = 8;
const PER_PIT: u8 = 4;
const TOTAL: u32 = COLOURS as u32 * PER_COLOUR as u32;
/// Positions kept for repetition checks between captures: ten times what
/// random play needed (48 moves between captures; see the tests).
const REPETITION_ROOM: usize = 512;
/// Nodes the "Finish sowing" suggestion may visit before settling for the
/// best sequence found so far.
const SUGGESTION_NODES: u32 = 20_000;
/// The colour initials of the notation.
const INITIALS: [char; COLOURS] = ['r', 'o', 'y', 'g', 'b', 'v'];

/// One action of Rainbow Chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RainbowMove {
    /// Start a move from this pit: `C`.
    Pick(u8),
    /// Drop a bead of this colour in the pit being sown: `+g`.
    Drop(u8),
    /// Take the beads of the pit just sown: `x`.
    Capture,
    /// Go on sowing without capturing: `-`.
    Decline,
}

impl fmt::Display for RainbowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RainbowMove::Pick(pit) => write!(f, "{}", pit_name(pit as usize, WIDTH)),
            RainbowMove::Drop(colour) => {
                write!(f, "+{}", INITIALS.get(colour as usize).unwrap_or(&'?'))
            }
            RainbowMove::Capture => f.write_str("x"),
            RainbowMove::Decline => f.write_str("-"),
        }
    }
}

impl FromStr for RainbowMove {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let bad = || ParseActionError(s.to_string());
        match text {
            "x" => return Ok(RainbowMove::Capture),
            "-" => return Ok(RainbowMove::Decline),
            _ => {}
        }
        if let Some(initial) = text.strip_prefix('+') {
            let mut chars = initial.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(bad());
            };
            return INITIALS
                .iter()
                .position(|&i| i == c)
                .map(|colour| RainbowMove::Drop(colour as u8))
                .ok_or_else(bad);
        }
        super::board::parse_pit(text, WIDTH)
            .filter(|_| text.len() == 1)
            .map(|pit| RainbowMove::Pick(pit as u8))
            .ok_or_else(bad)
    }
}

/// The decision the mover faces in the middle of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Pending {
    /// Choose the colour to drop in `pit`; `allowed` has a bit per colour.
    Drop { pit: u8, allowed: u8 },
    /// Capture the pit just sown, or not (`decline`: whether not is allowed).
    Capture { pit: u8, decline: bool },
}

impl Pending {
    fn pit(self) -> usize {
        match self {
            Pending::Drop { pit, .. } | Pending::Capture { pit, .. } => pit as usize,
        }
    }
}

/// A move in progress, always waiting for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Sowing {
    origin: u8,
    /// The pit sown last (the origin before the first drop).
    cursor: u8,
    hand: [u8; COLOURS],
    pending: Pending,
    /// The pit captured in this move, if any.
    captured_pit: Option<u8>,
    /// A chance was passed up and nothing has been captured yet.
    owed: bool,
}

/// A position of Rainbow Chase.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct RainbowChase {
    options: RainbowChaseOptions,
    beads: [[u8; COLOURS]; PITS],
    captured: [[u8; COLOURS]; 2],
    /// Totals of `beads` and `captured`, for the UI.
    board: PitBoard,
    to_move: u8,
    sowing: Option<Sowing>,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(RainbowChase {
    options,
    beads,
    captured,
    board,
    to_move,
    sowing,
    outcome,
    repetitions
});

fn colour_of(pit: usize) -> usize {
    PIT_COLOURS[pit % PITS] as usize
}

fn side_of(pit: usize) -> usize {
    pit / WIDTH
}

fn hand_total(hand: &[u8; COLOURS]) -> u32 {
    hand.iter().map(|&h| h as u32).sum()
}

fn hand_mask(hand: &[u8; COLOURS]) -> u8 {
    hand.iter()
        .enumerate()
        .fold(0, |m, (c, &h)| if h > 0 { m | 1 << c } else { m })
}

fn beads_word(n: u32) -> &'static str {
    if n == 1 {
        "bead"
    } else {
        "beads"
    }
}

/// Binomial coefficients `C(n, k)` for `n < 24`, `k <= 8`, for ranking
/// positions exactly.
const BINOMIALS: [[u128; 9]; 24] = {
    let mut t = [[0u128; 9]; 24];
    let mut n = 0;
    while n < 24 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 9 {
            if n > 0 {
                t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            }
            k += 1;
        }
        n += 1;
    }
    t
};

/// Places a colour's beads can be between moves: 12 pits, 2 capture piles.
const PLACES: usize = PITS + 2;

/// The number of ways to spread 8 beads over [`PLACES`] places.
const SPREADS: u128 = BINOMIALS[PER_COLOUR as usize + PLACES - 1][PER_COLOUR as usize];

/// Scratch room for the capture search's memo: one bit per hand, the hand
/// holding at most 8 beads of each colour.
const MEMO_BITS: usize = 9usize.pow(COLOURS as u32);

thread_local! {
    static MEMO: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// The exact search behind the must-capture rule: can the rest of the move
/// bring a capture chance? Nothing is captured before the chance it looks
/// for, so the pits passed over and which opponent pits lack their own
/// colour stay fixed, and the state is just the hand (the number of drops
/// made follows from it).
struct ChanceSearch<'m> {
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
    /// A position from the beads of each colour in every pit, the beads each
    /// player has captured and the player to move (for tests and analysis).
    /// Returns `None` unless there are 8 beads of every colour in all. The
    /// game is not checked for having ended.
    pub fn from_beads(
        options: RainbowChaseOptions,
        beads: [[u8; COLOURS]; PITS],
        captured: [[u8; COLOURS]; 2],
        to_move: usize,
    ) -> Option<RainbowChase> {
        for c in 0..COLOURS {
            let total: u32 = beads.iter().map(|b| b[c] as u32).sum::<u32>()
                + captured[0][c] as u32
                + captured[1][c] as u32;
            if total != PER_COLOUR as u32 {
                return None;
            }
        }
        let pits: Vec<u8> = beads.iter().map(|b| b.iter().sum()).collect();
        let stores = [0, 1].map(|p: usize| captured[p].iter().sum());
        let board = PitBoard::from_counts(&pits, stores)?;
        let mut game = RainbowChase {
            options,
            beads,
            captured,
            board,
            to_move: to_move.min(1) as u8,
            sowing: None,
            outcome: None,
            repetitions: Repetitions::with_capacity(REPETITION_ROOM),
        };
        let key = game.position_key();
        game.repetitions.record(key);
        Some(game)
    }

    /// The board (bead totals per pit; stores hold the captures).
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// The options this game was set up with.
    pub fn options(&self) -> &RainbowChaseOptions {
        &self.options
    }

    /// Beads of each colour in every pit.
    pub fn beads(&self) -> &[[u8; COLOURS]; PITS] {
        &self.beads
    }

    /// Beads of each colour each player has captured.
    pub fn captured(&self) -> &[[u8; COLOURS]; 2] {
        &self.captured
    }

    /// The beads in the hand during a move.
    pub fn hand(&self) -> [u8; COLOURS] {
        self.sowing.map_or([0; COLOURS], |s| s.hand)
    }

    /// An exact key of the position between moves: for each colour, the
    /// rank of how its 8 beads are spread over the pits and capture piles,
    /// then the player to move.
    fn position_key(&self) -> u128 {
        let mut key: u128 = 0;
        for c in 0..COLOURS {
            let mut rank: u128 = 0;
            let mut star = 0usize;
            let counts = self
                .beads
                .iter()
                .map(|b| b[c])
                .chain(self.captured.iter().map(|k| k[c]));
            for (place, count) in counts.enumerate() {
                for _ in 0..count {
                    star += 1;
                    rank += BINOMIALS
                        .get(star - 1 + place)
                        .and_then(|row| row.get(star))
                        .copied()
                        .unwrap_or(0);
                }
            }
            key = key.wrapping_mul(SPREADS).wrapping_add(rank);
        }
        key.wrapping_mul(2).wrapping_add(self.to_move as u128)
    }

    /// Whether a colour still has a bead in a pit or in the hand.
    fn present(&self, colour: usize, hand: &[u8; COLOURS]) -> bool {
        hand[colour] > 0 || self.beads.iter().any(|b| b[colour] > 0)
    }

    /// The pits a sowing from `origin` visits after `cursor`, in order (one
    /// lap, to be repeated).
    fn cycle(&self, origin: usize, cursor: usize, present: u8) -> ([u8; PITS], usize) {
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
    fn chance_reachable(
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

    /// Puts one bead of `colour` from the hand into `pit`; returns whether
    /// the pit held none of that colour before.
    fn drop_bead(
        &mut self,
        sowing: &mut Sowing,
        pit: usize,
        colour: usize,
        fx: &mut Effects,
    ) -> bool {
        let was_empty = self.beads[pit][colour] == 0;
        sowing.hand[colour] -= 1;
        self.beads[pit][colour] += 1;
        self.board.add_to_pit(pit);
        sowing.cursor = pit as u8;
        fx.push(Effect::Drop {
            slot: Slot::Pit(pit as u8),
        });
        was_empty
    }

    /// After a drop of `colour` into `pit`: the capture decision it opens,
    /// if any.
    fn chance(
        &self,
        sowing: &Sowing,
        pit: usize,
        colour: usize,
        was_empty: bool,
    ) -> Option<Pending> {
        let chance = colour == colour_of(pit) && side_of(pit) != self.to_move as usize && was_empty;
        if !chance {
            return None;
        }
        match sowing.captured_pit {
            Some(p) if p as usize != pit => None,
            Some(_) => Some(Pending::Capture {
                pit: pit as u8,
                decline: true,
            }),
            None => {
                let (later, _) =
                    self.chance_reachable(sowing.origin as usize, pit, sowing.hand, None);
                Some(Pending::Capture {
                    pit: pit as u8,
                    decline: later,
                })
            }
        }
    }

    /// The colours the mover may drop in `pit`: any in hand, or, while bound
    /// by a passed-up chance, those that keep another chance in reach.
    fn allowed_drops(&self, sowing: &Sowing, pit: usize) -> u8 {
        let mask = hand_mask(&sowing.hand);
        if !sowing.owed {
            return mask;
        }
        (0..COLOURS)
            .filter(|&c| mask & (1 << c) != 0)
            .filter(|&c| {
                let mut hand = sowing.hand;
                hand[c] -= 1;
                self.chance_reachable(sowing.origin as usize, pit, hand, Some(c))
                    .0
            })
            .fold(0, |m, c| m | 1 << c)
    }

    /// Sows on until the hand is empty or the mover must decide.
    fn run(&mut self, mut sowing: Sowing, fx: &mut Effects) {
        loop {
            if hand_total(&sowing.hand) == 0 {
                self.sowing = None;
                self.end_move(fx);
                return;
            }
            let origin = sowing.origin as usize;
            let mut next = None;
            for k in 1..=PITS {
                let pit = (sowing.cursor as usize + k) % PITS;
                if pit != origin && self.present(colour_of(pit), &sowing.hand) {
                    next = Some(pit);
                    break;
                }
                fx.push(Effect::Skip { pit: pit as u8 });
            }
            let Some(pit) = next else {
                // Cannot happen (a colour in hand has two pits, one of them
                // not the origin); put the hand back rather than loop.
                self.return_hand(&mut sowing, fx);
                self.sowing = None;
                self.end_move(fx);
                return;
            };
            let colour = colour_of(pit);
            let mask = hand_mask(&sowing.hand);
            let drop = if sowing.hand[colour] > 0 {
                colour
            } else if mask.count_ones() == 1 {
                mask.trailing_zeros() as usize
            } else {
                let allowed = self.allowed_drops(&sowing, pit);
                sowing.pending = Pending::Drop {
                    pit: pit as u8,
                    allowed,
                };
                self.sowing = Some(sowing);
                return;
            };
            let was_empty = self.drop_bead(&mut sowing, pit, drop, fx);
            if let Some(pending) = self.chance(&sowing, pit, drop, was_empty) {
                sowing.pending = pending;
                self.sowing = Some(sowing);
                return;
            }
        }
    }

    fn return_hand(&mut self, sowing: &mut Sowing, fx: &mut Effects) {
        let origin = sowing.origin as usize;
        for c in 0..COLOURS {
            while sowing.hand[c] > 0 {
                self.drop_bead(sowing, origin, c, fx);
            }
        }
    }

    /// After the hand is empty: the next player moves, passes, or the game
    /// ends.
    fn end_move(&mut self, fx: &mut Effects) {
        let mover = self.to_move;
        if self.board.stores().iter().map(|&s| s as u32).sum::<u32>() == TOTAL {
            let scores = self.board.stores().map(i32::from);
            self.outcome = Some(Outcome::by_score(&scores, EndReason::AllCaptured));
            return;
        }
        self.to_move = 1 - mover;
        if self.board.side_total(self.to_move as usize) == 0 {
            fx.push(Effect::Pass {
                player: self.to_move,
            });
            self.to_move = mover;
        }
        let key = self.position_key();
        let occurrence = self.repetitions.record(key);
        if occurrence >= 3 {
            self.finish(
                |remaining| EndReason::Repetition {
                    occurrence,
                    remaining,
                },
                fx,
            );
        }
    }

    /// Ends the game: each player adds the beads in their row to their
    /// captures.
    fn finish(&mut self, reason: impl FnOnce(Remaining) -> EndReason, fx: &mut Effects) {
        for pit in 0..PITS {
            let side = side_of(pit);
            for c in 0..COLOURS {
                self.captured[side][c] += std::mem::take(&mut self.beads[pit][c]);
            }
        }
        let (remaining, _) = self.board.settle(Settle::ToOwners, fx);
        let scores = self.board.stores().map(i32::from);
        self.outcome = Some(Outcome::by_score(&scores, reason(remaining)));
    }

    fn captured_total(&self, player: usize) -> u32 {
        self.captured[player].iter().map(|&c| c as u32).sum()
    }

    /// The best way found to finish the move in progress: most beads
    /// captured, a depth-first search over the remaining decisions (trying
    /// captures and the first colours first, so its first complete sequence
    /// is the greedy one), stopped after [`SUGGESTION_NODES`] nodes.
    fn finish_sowing(&self) -> Option<Vec<RainbowMove>> {
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

impl Game for RainbowChase {
    type Action = RainbowMove;
    type Options = RainbowChaseOptions;

    fn new(options: &RainbowChaseOptions, seed: u64) -> Result<Self, SetupError> {
        let mut beads = [[0; COLOURS]; PITS];
        for (pit, b) in beads.iter_mut().enumerate() {
            b[colour_of(pit)] = PER_PIT;
        }
        RainbowChase::from_beads(
            options.clone(),
            beads,
            [[0; COLOURS]; 2],
            options.first_player.resolve(seed),
        )
        .ok_or_else(|| SetupError(vec!["the starting position is invalid".to_string()]))
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match self.outcome {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.to_move as usize),
        }
    }

    fn legal_actions(&self, out: &mut Vec<RainbowMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        match self.sowing {
            None => {
                let side = self.to_move as usize;
                out.extend(
                    (side * WIDTH..(side + 1) * WIDTH)
                        .filter(|&pit| self.board.pit(pit) > 0)
                        .map(|pit| RainbowMove::Pick(pit as u8)),
                );
            }
            Some(Sowing {
                pending: Pending::Drop { allowed, .. },
                ..
            }) => out.extend(
                (0..COLOURS as u8)
                    .filter(|&c| allowed & (1 << c) != 0)
                    .map(RainbowMove::Drop),
            ),
            Some(Sowing {
                pending: Pending::Capture { decline, .. },
                ..
            }) => {
                out.push(RainbowMove::Capture);
                if decline {
                    out.push(RainbowMove::Decline);
                }
            }
        }
    }

    fn check(&self, action: RainbowMove) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        match (self.sowing.map(|s| s.pending), action) {
            (None, RainbowMove::Pick(pit)) => {
                let pit = pit as usize;
                if pit >= PITS {
                    return Err(IllegalAction::NoSuchPit);
                } else if side_of(pit) != self.to_move as usize {
                    return Err(IllegalAction::NotYourPit);
                } else if self.board.pit(pit) == 0 {
                    return Err(IllegalAction::EmptyPit);
                }
                Ok(())
            }
            (Some(Pending::Drop { allowed, .. }), RainbowMove::Drop(c)) => {
                if c < COLOURS as u8 && allowed & (1 << c) != 0 {
                    Ok(())
                } else {
                    Err(IllegalAction::OutOfRange)
                }
            }
            (Some(Pending::Capture { .. }), RainbowMove::Capture) => Ok(()),
            (Some(Pending::Capture { decline, .. }), RainbowMove::Decline) => {
                if decline {
                    Ok(())
                } else {
                    Err(IllegalAction::MustCapture)
                }
            }
            // A pick during a move, or a decision outside one.
            _ => Err(IllegalAction::NotNow),
        }
    }

    fn apply(&mut self, action: RainbowMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
        match (self.sowing, action) {
            (None, RainbowMove::Pick(pit)) => {
                let pit = pit as usize;
                let hand = std::mem::take(&mut self.beads[pit]);
                self.board.lift(pit, fx);
                let sowing = Sowing {
                    origin: pit as u8,
                    cursor: pit as u8,
                    hand,
                    pending: Pending::Drop {
                        pit: pit as u8,
                        allowed: 0,
                    },
                    captured_pit: None,
                    owed: false,
                };
                self.run(sowing, fx);
            }
            (Some(mut sowing), RainbowMove::Drop(colour)) => {
                let pit = sowing.pending.pit();
                let colour = colour as usize;
                let was_empty = self.drop_bead(&mut sowing, pit, colour, fx);
                match self.chance(&sowing, pit, colour, was_empty) {
                    Some(pending) => {
                        sowing.pending = pending;
                        self.sowing = Some(sowing);
                    }
                    None => self.run(sowing, fx),
                }
            }
            (Some(mut sowing), RainbowMove::Capture) => {
                let pit = sowing.pending.pit();
                let player = self.to_move as usize;
                for c in 0..COLOURS {
                    self.captured[player][c] += std::mem::take(&mut self.beads[pit][c]);
                }
                self.board.capture(pit, player, fx);
                self.repetitions.clear();
                sowing.captured_pit = Some(pit as u8);
                sowing.owed = false;
                self.run(sowing, fx);
            }
            (Some(mut sowing), RainbowMove::Decline) => {
                if sowing.captured_pit.is_none() {
                    sowing.owed = true;
                }
                self.run(sowing, fx);
            }
            _ => return Err(IllegalAction::NotNow),
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        if let Some(mut sowing) = self.sowing.take() {
            self.return_hand(&mut sowing, fx);
        }
        self.finish(|remaining| EndReason::Agreement { remaining }, fx);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        (0..2).map(|p| self.captured_total(p) as i32).collect()
    }

    fn total_seeds(&self) -> u32 {
        self.board.total() + hand_total(&self.hand())
    }

    fn max_game_length(&self) -> usize {
        // Every action but the last of a move drops at least one bead, and a
        // move that captures nothing can only be followed by so many others
        // before a position repeats; in practice random play ends within
        // about 400 actions (see the tests), far below this bound.
        5_000
    }
}

impl PitGame for RainbowChase {
    fn starts_move(&self, action: RainbowMove) -> bool {
        matches!(action, RainbowMove::Pick(_))
    }

    fn action_colour(&self, action: RainbowMove) -> Option<u8> {
        match action {
            RainbowMove::Drop(colour) => Some(colour),
            _ => None,
        }
    }

    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn action_pit(&self, action: RainbowMove) -> Option<usize> {
        match action {
            RainbowMove::Pick(pit) => Some(pit as usize),
            _ => None,
        }
    }

    fn action_label(&self, action: RainbowMove) -> String {
        let pit = self
            .sowing
            .map(|s| pit_name(s.pending.pit(), WIDTH))
            .unwrap_or('?');
        match action {
            RainbowMove::Pick(p) => format!("Sow from {}", pit_name(p as usize, WIDTH)),
            RainbowMove::Drop(c) => format!(
                "Drop a {} bead in {pit}",
                COLOUR_NAMES.get(c as usize).unwrap_or(&"?")
            ),
            RainbowMove::Capture => {
                let count = self
                    .sowing
                    .map_or(0, |s| self.board.pit(s.pending.pit()) as u32);
                format!("Capture these {count} {} from {pit}", beads_word(count))
            }
            RainbowMove::Decline => "Keep sowing".to_string(),
        }
    }

    fn colours(&self) -> Option<ColourView> {
        Some(ColourView {
            pit_colours: PIT_COLOURS.to_vec(),
            pit_beads: self.beads.to_vec(),
            hand: self.hand(),
            next_pit: self.sowing.map(|s| s.pending.pit()),
            captured: self.captured.to_vec(),
        })
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let sowing = self.sowing?;
        let player = side_name(self.to_move as usize);
        let pit = sowing.pending.pit();
        let name = pit_name(pit, WIDTH);
        let mut text = match sowing.pending {
            Pending::Drop { .. } => format!(
                "{player}: choose the colour to drop in {name} (pit colour {})",
                COLOUR_NAMES[colour_of(pit)]
            ),
            Pending::Capture { decline, .. } => {
                let count = self.board.pit(pit) as u32;
                let mut text = format!(
                    "{player}: capture the {count} {} in {name}?",
                    beads_word(count)
                );
                if !decline {
                    text.push_str(" (you must: no later capture is possible)");
                }
                text
            }
        };
        if let Some(captured) = sowing.captured_pit {
            text.push_str(&format!(
                "; only {} can be captured again this move",
                pit_name(captured as usize, WIDTH)
            ));
        } else if sowing.owed && matches!(sowing.pending, Pending::Drop { .. }) {
            text.push_str("; having passed up a capture, you must keep one within reach");
        }
        Some(text)
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        if self.outcome.is_some() || pit >= PITS {
            return None;
        }
        Some(
            match self.sowing.map(|s| s.pending) {
                Some(Pending::Drop { .. }) => "Finish the move first: choose a colour to drop.",
                Some(Pending::Capture { .. }) => "Finish the move first: capture or keep sowing.",
                None if side_of(pit) != self.to_move as usize => {
                    "This pit belongs to your opponent."
                }
                None if self.board.pit(pit) == 0 => "This pit is empty.",
                None => return None,
            }
            .to_string(),
        )
    }

    fn extra_state(&self) -> Value {
        let pending = match self.sowing {
            None => Value::Null,
            Some(s) => json!({
                "kind": match s.pending {
                    Pending::Drop { .. } => "drop",
                    Pending::Capture { .. } => "capture",
                },
                "pit": pit_name(s.pending.pit(), WIDTH).to_string(),
                "origin": pit_name(s.origin as usize, WIDTH).to_string(),
            }),
        };
        json!({
            "beads": self.beads.to_vec(),
            "hand": self.hand(),
            "pending": pending,
            "captured": self.captured,
        })
    }

    /// During a move: finish it in the order that captures the most beads
    /// (found by a bounded search).
    fn suggestions(&self) -> Vec<(String, Vec<RainbowMove>)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.finish_sowing() {
            Some(moves) if !moves.is_empty() => vec![("Finish sowing".to_string(), moves)],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::invariants::random_games;

    fn colours(text: &str) -> [u8; COLOURS] {
        let mut out = [0; COLOURS];
        for ch in text.chars() {
            let c = INITIALS.iter().position(|&i| i == ch).unwrap();
            out[c] += 1;
        }
        out
    }

    /// A position from the beads of each pit (colour initials, `A`..`F`
    /// then `a`..`f`) and South's captures; North has captured the rest.
    fn position(pits: [&str; PITS], south: &str, to_move: usize) -> RainbowChase {
        let beads = pits.map(colours);
        let south = colours(south);
        let mut north = [0; COLOURS];
        for c in 0..COLOURS {
            let used: u8 = beads.iter().map(|b| b[c]).sum::<u8>() + south[c];
            north[c] = PER_COLOUR - used;
        }
        RainbowChase::from_beads(
            RainbowChaseOptions::default(),
            beads,
            [south, north],
            to_move,
        )
        .unwrap()
    }

    fn pits_of(game: &RainbowChase) -> [[u8; COLOURS]; PITS] {
        game.beads
    }

    fn play(game: &mut RainbowChase, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx).unwrap();
        fx.take()
    }

    fn legal(game: &RainbowChase) -> Vec<String> {
        let mut out = Vec::new();
        game.legal_actions(&mut out);
        out.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn random_play_keeps_the_invariants() {
        for first_player in [FirstPlayer::South, FirstPlayer::North] {
            let options = RainbowChaseOptions { first_player };
            let stats = random_games::<RainbowChase>(&options, 2000, 7, true).unwrap();
            eprintln!("{first_player:?}: {stats:?}");
            assert_eq!(stats.games, 2000);
        }
    }

    fn skips(fx: &[Effect]) -> Vec<u8> {
        fx.iter()
            .filter_map(|e| match *e {
                Effect::Skip { pit } => Some(pit),
                _ => None,
            })
            .collect()
    }

    fn refused(game: &RainbowChase, mv: &str, why: IllegalAction) {
        let mut copy = game.clone();
        let mut fx = Effects::recording();
        assert_eq!(copy.apply(mv.parse().unwrap(), &mut fx), Err(why), "{mv}");
        assert_eq!(&copy, game);
        assert!(fx.list().is_empty());
    }

    #[test]
    fn a_single_colour_in_hand_is_sown_without_asking() {
        let mut g = RainbowChase::new(
            &RainbowChaseOptions {
                first_player: FirstPlayer::South,
            },
            0,
        )
        .unwrap();
        play(&mut g, "C");
        let mut expected = position(
            [
                "rrrr", "oooo", "", "ggggy", "bbbby", "vvvvy", "rrrry", "oooo", "yyyy", "gggg",
                "bbbb", "vvvv",
            ],
            "",
            1,
        );
        expected.repetitions = g.repetitions.clone();
        expected.options = g.options.clone();
        assert_eq!(g, expected);
        assert_eq!(g.board.pits(), &[4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
        assert_eq!(g.total_seeds(), 48);
    }

    #[test]
    fn the_pits_own_colour_goes_in_first() {
        let mut g = position(["roy", "", "", "", "", "", "", "", "", "g", "", ""], "", 0);
        let fx = play(&mut g, "A");
        assert_eq!(
            pits_of(&g),
            position(["", "o", "y", "r", "", "", "", "", "", "g", "", ""], "", 0).beads
        );
        assert_eq!(g.turn(), Turn::Player(1));
        assert!(fx.iter().all(|e| !matches!(e, Effect::Capture { .. })));
    }

    #[test]
    fn a_free_choice_offers_the_colours_in_hand() {
        let mut g = position(["rgb", "", "", "", "", "", "", "o", "y", "", "", ""], "", 0);
        play(&mut g, "A");
        assert_eq!(legal(&g), ["+r", "+g", "+b"]);
        assert_eq!(g.hand(), colours("rgb"));
        assert_eq!(g.colours().unwrap().next_pit, Some(1));
        assert_eq!(g.total_seeds(), 48);
        assert_eq!(
            g.prompt().unwrap(),
            "South: choose the colour to drop in B (pit colour orange)"
        );
        assert_eq!(
            g.action_label(RainbowMove::Drop(3)),
            "Drop a green bead in B"
        );
        refused(&g, "+o", IllegalAction::OutOfRange);
        refused(&g, "A", IllegalAction::NotNow);
        refused(&g, "x", IllegalAction::NotNow);
        play(&mut g, "+g");
        assert_eq!(legal(&g), ["+r", "+b"]);
        play(&mut g, "+b");
        // D (green) is in play again: the last red bead goes there.
        assert_eq!(
            pits_of(&g),
            position(["", "g", "b", "r", "", "", "", "o", "y", "", "", ""], "", 0).beads
        );
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.sowing, None);
    }

    #[test]
    fn a_lap_passes_over_the_origin() {
        let mut g = position(
            [
                "oooyyggbbvvr",
                "",
                "",
                "",
                "",
                "",
                "r",
                "o",
                "y",
                "g",
                "b",
                "v",
            ],
            "",
            0,
        );
        let fx = play(&mut g, "A");
        assert_eq!(skips(&fx), [0]);
        assert_eq!(
            pits_of(&g),
            position(
                ["", "oo", "y", "g", "b", "v", "rr", "oo", "yy", "gg", "bb", "vv"],
                "",
                0
            )
            .beads
        );
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn a_colour_that_died_out_is_passed_over() {
        // No orange bead is left anywhere: B is passed over.
        let mut g = position(
            ["r", "", "y", "", "", "", "", "", "", "", "", ""],
            "oooooooo",
            0,
        );
        let fx = play(&mut g, "A");
        assert_eq!(skips(&fx), [1]);
        assert!(fx.contains(&Effect::Drop { slot: Slot::Pit(2) }));
        assert_eq!(g.beads[2], colours("yr"));
    }

    #[test]
    fn a_capture_with_no_later_chance_cannot_be_declined() {
        let mut g = position(["", "o", "", "", "", "vr", "g", "", "", "", "", ""], "", 0);
        play(&mut g, "F");
        assert_eq!(legal(&g), ["x"]);
        assert_eq!(
            g.prompt().unwrap(),
            "South: capture the 2 beads in a? (you must: no later capture is possible)"
        );
        assert_eq!(
            g.action_label(RainbowMove::Capture),
            "Capture these 2 beads from a"
        );
        assert_eq!(g.colours().unwrap().next_pit, Some(6));
        refused(&g, "-", IllegalAction::MustCapture);
        let fx = play(&mut g, "x");
        assert!(fx.contains(&Effect::Capture {
            pit: 6,
            count: 2,
            player: 0
        }));
        assert_eq!(g.captured[0], colours("rg"));
        assert_eq!(
            pits_of(&g),
            position(["", "o", "", "", "", "", "", "v", "", "", "", ""], "rg", 0).beads
        );
        assert_eq!(g.board.stores()[0], 2);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn a_capture_can_be_declined_while_another_is_in_reach() {
        let mut g = position(["", "o", "", "", "", "vro", "g", "", "", "", "", ""], "", 0);
        play(&mut g, "F");
        assert_eq!(legal(&g), ["x", "-"]);
        assert_eq!(g.prompt().unwrap(), "South: capture the 2 beads in a?");
        assert_eq!(g.action_label(RainbowMove::Decline), "Keep sowing");
        play(&mut g, "-");
        // b (orange) had no orange: the next chance, and the last one.
        assert_eq!(legal(&g), ["x"]);
        assert_eq!(g.colours().unwrap().next_pit, Some(7));
        play(&mut g, "x");
        assert_eq!(
            pits_of(&g),
            position(["", "o", "", "", "", "", "gr", "", "", "v", "", ""], "o", 0).beads
        );
        assert_eq!(g.captured[0], colours("o"));
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn having_declined_the_mover_must_keep_a_capture_in_reach() {
        let start = position(["", "o", "", "", "", "rgy", "", "", "", "", "", ""], "", 0);
        let mut g = start.clone();
        play(&mut g, "F");
        assert_eq!(legal(&g), ["x", "-"]);
        play(&mut g, "-");
        // Yellow in b would leave green for c: no chance left.
        assert_eq!(legal(&g), ["+g"]);
        refused(&g, "+y", IllegalAction::OutOfRange);
        assert!(g
            .prompt()
            .unwrap()
            .ends_with("you must keep one within reach"));
        play(&mut g, "+g");
        assert_eq!(legal(&g), ["x"]);
        play(&mut g, "x");
        assert_eq!(g.captured[0], colours("y"));

        // After a capture every colour may be chosen.
        let mut h = start;
        play(&mut h, "F");
        play(&mut h, "x");
        assert_eq!(legal(&h), ["+y", "+g"]);
        play(&mut h, "+y");
        assert_eq!(
            pits_of(&h),
            position(["", "o", "", "", "", "", "", "y", "g", "", "", ""], "r", 0).beads
        );
    }

    #[test]
    fn only_the_captured_pit_can_be_taken_again() {
        // Twelve beads from F: a..f, A..E, then (F passed over) a again.
        let mut g = position(
            ["", "", "", "", "", "rrrooyyggbbv", "", "", "", "", "", ""],
            "",
            0,
        );
        play(&mut g, "F");
        assert_eq!(legal(&g), ["x", "-"]);
        let fx = play(&mut g, "x");
        assert_eq!(skips(&fx), [5]);
        // b..f had none of their colour: those chances are sown past; back
        // at a the same pit may be taken again.
        assert_eq!(legal(&g), ["x", "-"]);
        assert_eq!(g.colours().unwrap().next_pit, Some(6));
        assert_eq!(
            g.prompt().unwrap(),
            "South: capture the 1 bead in a?; only a can be captured again this move"
        );
        play(&mut g, "x");
        assert_eq!(g.captured[0], colours("rr"));
        assert_eq!(
            pits_of(&g),
            position(
                ["r", "o", "y", "g", "b", "", "", "o", "y", "g", "b", "v"],
                "rr",
                0
            )
            .beads
        );
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn a_player_without_beads_passes() {
        let mut g = position(["", "o", "y", "", "", "", "", "", "", "", "", ""], "", 0);
        let fx = play(&mut g, "B");
        assert!(fx.contains(&Effect::Pass { player: 1 }));
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(g.beads[2], colours("yo"));
        assert_eq!(legal(&g), ["C"]);
    }

    #[test]
    fn the_game_ends_when_every_bead_is_captured() {
        // 22 for South, 24 for North; South's last capture makes it 24-24.
        let mut g = position(
            ["", "", "", "", "", "r", "o", "", "", "", "", ""],
            "rrrrrrroooooooyyyyyyyy",
            0,
        );
        play(&mut g, "F");
        assert_eq!(legal(&g), ["x"]);
        play(&mut g, "x");
        assert_eq!(g.scores(), [24, 24]);
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over")
        };
        assert_eq!(outcome.winners, 0b11);
        assert_eq!(outcome.reason, EndReason::AllCaptured);
        assert!(legal(&g).is_empty());
        refused(&g, "A", IllegalAction::GameOver);

        let mut h = position(
            ["", "", "", "", "", "r", "o", "", "", "", "", ""],
            "rrrrrrroooooooyyyyyyyyg",
            0,
        );
        play(&mut h, "F");
        play(&mut h, "x");
        assert_eq!(h.scores(), [25, 23]);
        assert!(matches!(h.turn(), Turn::Over(o) if o.sole_winner() == Some(0)));
    }

    #[test]
    fn agreement_mid_move_returns_the_hand_first() {
        let mut g = position(["rgb", "", "", "", "", "", "", "o", "y", "", "", ""], "", 0);
        play(&mut g, "A");
        let mut fx = Effects::recording();
        g.end_by_agreement(&mut fx).unwrap();
        assert_eq!(g.captured[0], colours("rgb"));
        assert_eq!(g.captured[1], [7, 8, 8, 7, 7, 8]);
        assert_eq!(g.total_seeds(), 48);
        assert!(matches!(
            g.turn(),
            Turn::Over(Outcome {
                reason: EndReason::Agreement {
                    remaining: Remaining::ToOwners
                },
                ..
            })
        ));
        assert!(g.end_by_agreement(&mut fx).is_err());
    }

    #[test]
    fn notation_round_trips_and_garbage_is_refused() {
        let mut all: Vec<RainbowMove> = (0..12).map(RainbowMove::Pick).collect();
        all.extend((0..6).map(RainbowMove::Drop));
        all.extend([RainbowMove::Capture, RainbowMove::Decline]);
        for a in all {
            assert_eq!(a.to_string().parse::<RainbowMove>(), Ok(a));
        }
        assert_eq!("b".parse(), Ok(RainbowMove::Pick(7)));
        assert_eq!("+b".parse(), Ok(RainbowMove::Drop(4)));
        for bad in [
            "", "G", "g", "AB", "+", "+x", "++r", "+rr", "xx", "--", "+red", "7", "é",
        ] {
            assert!(bad.parse::<RainbowMove>().is_err(), "{bad}");
        }
        let g = RainbowChase::new(
            &RainbowChaseOptions {
                first_player: FirstPlayer::South,
            },
            0,
        )
        .unwrap();
        refused(&g, "a", IllegalAction::NotYourPit);
        refused(&g, "+r", IllegalAction::NotNow);
        refused(&g, "x", IllegalAction::NotNow);
        refused(&g, "-", IllegalAction::NotNow);
        assert_eq!(
            g.check(RainbowMove::Pick(12)),
            Err(IllegalAction::NoSuchPit)
        );
        assert_eq!(g.check(RainbowMove::Drop(9)), Err(IllegalAction::NotNow));
        let empty = position(["", "o", "y", "", "", "", "", "", "", "", "", ""], "", 0);
        refused(&empty, "A", IllegalAction::EmptyPit);
        assert!(serde_json::from_str::<RainbowChaseOptions>(r#"{"width": 4}"#).is_err());
        assert_eq!(RainbowChaseOptions::presets()[0].0, "seed");
    }

    /// Random play, checking that no move ends with a chance passed up and
    /// nothing captured, that "Finish sowing" is legal and completes the
    /// move, and that repetition ends settle the board; prints the figures.
    #[test]
    fn every_move_keeps_the_must_capture_rule() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        let mut legal = Vec::new();
        let (mut decisions, mut refusals, mut max_nodes, mut total_nodes) =
            (0u64, 0u64, 0u32, 0u64);
        let (mut repetitions, mut max_seen, mut suggestions) = (0u32, 0usize, 0u32);
        for seed in 0..1000u64 {
            let mut g = RainbowChase::new(&RainbowChaseOptions::default(), seed).unwrap();
            let (mut declined, mut took) = (false, false);
            let (mut since, mut scores_before) = (1usize, g.scores());
            while let Turn::Player(_) = g.turn() {
                if let Some(s) = g.sowing {
                    if let Pending::Capture { pit, decline } = s.pending {
                        decisions += 1;
                        refusals += u64::from(!decline);
                        if s.captured_pit.is_none() {
                            let (_, nodes) =
                                g.chance_reachable(s.origin as usize, pit as usize, s.hand, None);
                            max_nodes = max_nodes.max(nodes);
                            total_nodes += nodes as u64;
                        }
                    }
                    if seed % 50 == 0 {
                        let list = g.suggestions();
                        assert_eq!(list.len(), 1);
                        let mut copy = g.clone();
                        for &a in &list[0].1 {
                            copy.apply(a, &mut Effects::off()).unwrap();
                        }
                        assert!(copy.sowing.is_none());
                        suggestions += 1;
                    }
                }
                g.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                declined |= action == RainbowMove::Decline;
                took |= action == RainbowMove::Capture;
                g.apply(action, &mut Effects::off()).unwrap();
                if g.sowing.is_none() {
                    // Positions recorded since the last capture.
                    if g.scores() != scores_before {
                        (since, scores_before) = (0, g.scores());
                    }
                    since += 1;
                    max_seen = max_seen.max(since);
                    assert!(
                        !declined || took,
                        "game {seed}: a chance passed up for nothing"
                    );
                    (declined, took) = (false, false);
                }
            }
            let Turn::Over(outcome) = g.turn() else {
                unreachable!()
            };
            assert_eq!(g.scores().iter().sum::<i32>(), 48);
            assert_eq!(g.board.board_total(), 0);
            if let EndReason::Repetition {
                occurrence,
                remaining,
            } = outcome.reason
            {
                assert_eq!(occurrence, 3);
                assert!(matches!(
                    remaining,
                    Remaining::ToOwners | Remaining::Nothing
                ));
                repetitions += 1;
            }
        }
        eprintln!(
            "capture decisions {decisions}, decline refused {refusals}, search nodes max \
             {max_nodes} total {total_nodes}, repetition ends {repetitions}, longest history \
             {max_seen}, suggestions {suggestions}"
        );
        assert!(max_seen < REPETITION_ROOM);
    }

    #[test]
    fn a_third_repetition_ends_the_game() {
        // Only blue and violet are left: E, F, e and f are the only pits in
        // play, and two violet beads chase each other round without a
        // chance (a violet bead never falls into an opponent's violet pit).
        let start = position(["", "b", "", "", "", "v", "", "", "", "", "", "v"], "", 1);
        let mut g = start.clone();
        for mv in ["f", "F", "e", "E"] {
            play(&mut g, mv);
        }
        assert_eq!(pits_of(&g), start.beads);
        assert_eq!(g.turn(), Turn::Player(1));
        for mv in ["f", "F", "e"] {
            play(&mut g, mv);
        }
        let fx = play(&mut g, "E");
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over")
        };
        assert_eq!(
            outcome.reason,
            EndReason::Repetition {
                occurrence: 3,
                remaining: Remaining::ToOwners
            }
        );
        assert_eq!(outcome.sole_winner(), Some(1));
        assert!(fx.contains(&Effect::Sweep {
            pit: 1,
            count: 1,
            player: 0
        }));
        assert!(fx.contains(&Effect::Sweep {
            pit: 11,
            count: 1,
            player: 1
        }));
        assert_eq!(g.captured[0], colours("bv"));
        assert_eq!(g.scores(), [2, 46]);
        assert_eq!(g.board.board_total(), 0);
    }
}
