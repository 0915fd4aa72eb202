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
//!   [`MUST_CAPTURE`] (keep sowing when no later capture remains).

mod ai;
mod chances;
mod notation;
mod position;
mod present;
use present::MUST_CAPTURE;

use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

use serde_json::{json, Value};

use crate::engine::board::{pit_name, FirstPlayer, PitBoard, Settle, MAX_WIDTH};
use crate::engine::board_view::ColourView;
use crate::engine::options::FIRST_PLAYER;
use crate::engine::repetition::Repetitions;
use crate::engine::session::{Present, COLOUR_NAMES};
use crate::engine::{
    side_name, Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError,
    Remaining, SetupError, Slot, Turn,
};

crate::game_options! {
    /// Options of Rainbow Chase.
    pub struct RainbowChaseOptions, specs OPTIONS {
        /// Who moves first.
        first_player: FirstPlayer = FirstPlayer::default() => FIRST_PLAYER,
    }
}

impl RainbowChaseOptions {
    /// The named presets: only the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, RainbowChaseOptions)> {
        vec![(
            "seed",
            crate::en!("Rainbow Chase"),
            RainbowChaseOptions::default(),
        )]
    }
}

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
/// Nodes the "Sow the rest for me" suggestion may visit before settling for the
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
            colour: Some(colour as u8),
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
            self.outcome = Some(Outcome::by_score(&scores, all_captured()));
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

    /// Ends the game: the beads in the hand of a move in progress go back
    /// to the pit they came from, then each player adds the beads in their
    /// row to their captures.
    fn finish(&mut self, reason: impl FnOnce(Remaining) -> EndReason, fx: &mut Effects) {
        if let Some(mut sowing) = self.sowing.take() {
            self.return_hand(&mut sowing, fx);
        }
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
        .ok_or_else(|| SetupError(vec![crate::t!("setup-chase-position").to_string()]))
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        Turn::unless_over(self.outcome, self.to_move as usize)
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
        IllegalAction::if_over(self.outcome)?;
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
                let open = c < COLOURS as u8 && allowed & (1 << c) != 0;
                open.then_some(()).ok_or(IllegalAction::OutOfRange)
            }
            (Some(Pending::Capture { .. }), RainbowMove::Capture) => Ok(()),
            (Some(Pending::Capture { decline, .. }), RainbowMove::Decline) => {
                decline.then_some(()).ok_or(MUST_CAPTURE)
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
        IllegalAction::if_over(self.outcome)?;
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

crate::games::register! {
    RainbowChase, RainbowChaseOptions, OPTIONS,
    id: "rainbow-chase",
    name: "Rainbow Chase",
    summary: "Six colours of beads on a rainbow of pits: choose which colour to drop, and capture a pit by giving it its own colour back.",
}

/// The game's own ending ([`EndReason::Own`], worded in present.rs): every
/// bead has been captured.
pub(crate) fn all_captured() -> EndReason {
    EndReason::Own {
        key: ALL_CAPTURED,
        player: 0,
        count: 0,
    }
}
const ALL_CAPTURED: &str = "all-captured";

#[cfg(test)]
mod tests;
