//! Spectral Reapers (game id `spectral-reapers`): two to six players on a
//! ring of pits, each owning a colour of beads, reaping beads one at a time.
//!
//! With N players the ring has 2N pits, lettered `A`, `B`, … in sowing
//! (counterclockwise) order, and every player owns 11 beads of their own
//! colour. Seats are numbered clockwise, and so are turns: seat `p` is
//! followed by seat `(p + 1) % N`.
//!
//! The game has two phases. First each player in turn, from the starting
//! player on, puts their 11 beads into three different pits, three in one
//! of them and four in each of the other two, whatever other colours those
//! pits already hold. Then the starting player makes the first sowing move.
//!
//! A sowing move lifts every bead from a pit that holds at least one bead of
//! the mover's colour and sows them one per pit counterclockwise, passing
//! over the emptied pit when the hand goes round the ring. The mover decides
//! the order of the colours. If the final bead is of the mover's colour and
//! leaves exactly two beads of that colour in its pit, the mover takes one
//! bead of any colour out of that pit and moves again; otherwise the next
//! player clockwise who still has a bead of their colour on the board moves.
//! As soon as a player is left with a single bead of their colour the game
//! is over: the beads on the board count for nobody, and whoever captured
//! the most beads wins (equal tops share the win).
//!
//! Decisions (recorded with their reasons in docs/rules-decisions.md):
//! - Placement is one action, `Place`: three pits in ascending order and
//!   which of them gets three. Written `A4C4E3`; the parser takes the three
//!   pit-count pairs in any order.
//! - Drops are actions only where the hand holds two or more colours; with a
//!   single colour left the engine sows it inside the action before. The same
//!   goes for the capture: a choice between colours is an action, a pit with
//!   one colour is taken from automatically.
//! - The end is checked right after each capture (the only time a player's
//!   bead count changes); the hand is empty then, so "in play" and "on the
//!   board" agree. The capturer gets no extra move when the game ends.
//! - A player with no bead of their colour on the board is passed over
//!   (`Effect::Pass`). In real play this cannot happen (beads leave one at a
//!   time and the game stops at one), only in built positions.
//! - A position (beads of each colour in every pit, captures, player to
//!   move) is recorded whenever a sowing move is about to start; its third
//!   occurrence since the last capture ends the game with the beads left
//!   uncounted. Ending by agreement is allowed at any time and settles the
//!   same way; in the middle of a move the hand first goes back to the pit
//!   it came from.
//! - Notation: `C` sows from pit C (uppercase only; a letter up to `L` that
//!   is not on this board is refused as [`IllegalAction::NoSuchPit`], any
//!   other letter does not parse); `+r`, `+o`, `+y`, `+g`, `+b`, `+v` drop a
//!   bead of that colour; `xr`, `xb`, … take one bead of that colour.
//! - The `first_player` option also reads `south` and `north` as seats 1 and
//!   2, so records written for the two-player games still set up a game.

mod ai;
mod moves;
mod notation;
mod setup;

use crate::engine::upper::capitalised;
use notation::*;
use setup::validate;
pub use setup::{BeadColour, FirstSeat, SpectralReapersOptions, OPTIONS};
mod position;
mod present;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde_json::{json, Value};

use crate::engine::board::{PitBoard, MAX_WIDTH};
use crate::engine::board_view::{ColourView, PitLayout};
use crate::engine::options::{OptReader, OptWriter, OptionKind, OptionValue};
use crate::engine::repetition::Repetitions;
use crate::engine::session::{Placement, PlayerView, Present, COLOUR_NAMES};
use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError, Remaining,
    SetupError, Slot, Turn,
};

/// The most players.
pub const MAX_PLAYERS: usize = 6;
const MIN_PLAYERS: usize = 2;
const PITS: usize = 2 * MAX_WIDTH;
const COLOURS: usize = 6;
/// Beads each player owns.
pub const BEADS_EACH: u8 = 11;
/// Pits a placement uses, and the beads each of them takes.
const PLACE_PITS: usize = 3;
const PLACE_MIN: u8 = 3;
const PLACE_MAX: u8 = 4;
/// The longest name accepted, in characters.
const NAME_MAX: usize = 20;
/// The colour initials of the notation, by index into [`COLOUR_NAMES`].
const INITIALS: [char; COLOURS] = ['r', 'o', 'y', 'g', 'b', 'v'];
/// Default colours by seat: red, blue, yellow, green, violet, orange.
const DEFAULT_COLOURS: [u8; MAX_PLAYERS] = [0, 4, 2, 3, 5, 1];
/// Positions kept for repetition checks between captures: random play
/// recorded at most 175 between two captures (2,000 games of six players;
/// fewer with fewer players, see `random_play_figures`), so this leaves
/// more than five times that before the history would have to grow.
const REPETITION_ROOM: usize = 1024;

/// One action of Spectral Reapers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpectralMove {
    /// Put all of your beads on the board: three pits in ascending order,
    /// and which of them (0..3) gets three beads; the others get four.
    Place { pits: [u8; 3], short: u8 },
    /// Lift every bead from this pit and sow them: `C`.
    Pick(u8),
    /// Drop a bead of this colour in the pit being sown: `+r`.
    Drop(u8),
    /// Take one bead of this colour from the pit just sown: `xr`.
    Capture(u8),
}

impl SpectralMove {
    /// The beads a placement puts in each of its pits.
    fn counts(short: u8) -> [u8; 3] {
        let mut counts = [PLACE_MAX; 3];
        if let Some(c) = counts.get_mut(short as usize) {
            *c = PLACE_MIN;
        }
        counts
    }
}

/// The decision the mover faces in the middle of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Pending {
    /// Choose the colour of the bead to drop in `pit`.
    Drop { pit: u8 },
    /// Choose the colour of the bead to take from `pit`.
    Capture { pit: u8 },
}

impl Pending {
    fn pit(self) -> usize {
        match self {
            Pending::Drop { pit } | Pending::Capture { pit } => pit as usize,
        }
    }
}

/// A sowing move in progress, always waiting for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Sowing {
    origin: u8,
    /// The pit sown last (the origin before the first drop).
    cursor: u8,
    hand: [u8; COLOURS],
    /// The colours in the hand ([`colour_mask`] of `hand`), kept as beads
    /// leave it: the hand read whole just after a bead left it waits for
    /// that byte's store, and the choices and each drop ask for it.
    colours: u8,
    /// The colour of the bead dropped last.
    last: u8,
    pending: Pending,
}

/// What each bit of a decision's mask stands for (see
/// `SpectralReapers::choices`).
type Choice = fn(u8) -> SpectralMove;

/// A position of Spectral Reapers.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct SpectralReapers {
    players: u8,
    names: Arc<[String]>,
    /// Each seat's colour (index into [`COLOUR_NAMES`]).
    colour: [u8; MAX_PLAYERS],
    /// Beads of each colour in every pit.
    beads: [[u8; COLOURS]; PITS],
    /// Beads of each colour each player has captured.
    captured: [[u8; COLOURS]; MAX_PLAYERS],
    /// Totals of `beads` per pit, for the UI; its stores stay empty.
    board: PitBoard,
    /// Players who have placed their beads (placement while below N).
    placed: u8,
    starter: u8,
    to_move: u8,
    sowing: Option<Sowing>,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(SpectralReapers {
    players,
    names,
    colour,
    beads,
    captured,
    board,
    placed,
    starter,
    to_move,
    sowing,
    outcome,
    repetitions
});

fn hand_total(hand: &[u8; COLOURS]) -> u32 {
    hand.iter().map(|&h| h as u32).sum()
}

fn colour_mask(beads: &[u8; COLOURS]) -> u8 {
    beads
        .iter()
        .enumerate()
        .fold(0, |m, (c, &h)| if h > 0 { m | 1 << c } else { m })
}

/// The 128-bit key of a byte string (a whole number of 16-byte blocks):
/// two lanes of 64 bits for the first word of each block and two for the
/// second, each taking its word (little-endian, so the key is the same on
/// every platform) through a step that is one-to-one for that word (xor,
/// an odd multiplier, an xor-shift); then the lanes are joined and mixed
/// once more. Positions that differ in one word never share a key; others
/// share one by chance only (about one in 2^128). The key is compared
/// within one game's history and never stored, so only equal positions'
/// keys need agree. (It was SipHash, run twice: a sixth of the searches'
/// time; then two lanes over every word, whose chain of multiplications
/// was a tenth of a lab game's time; four lanes halve the chain.)
fn key_of(bytes: &[u8]) -> u128 {
    const K1: u64 = 0x9E37_79B9_7F4A_7C15;
    const K2: u64 = 0xC2B2_AE3D_27D4_EB4F;
    let step = |lane: u64, word: u64, k: u64, shift: u32| {
        let x = (lane ^ word).wrapping_mul(k);
        x ^ (x >> shift)
    };
    let (mut a, mut b) = (0x5A5A_5A5A_5A5A_5A5A_u64, 0xA5A5_A5A5_A5A5_A5A5_u64);
    let (mut c, mut d) = (0x3C3C_3C3C_3C3C_3C3C_u64, 0xC3C3_C3C3_C3C3_C3C3_u64);
    for block in bytes.chunks_exact(16) {
        let (first, second) = block.split_at(8);
        let w = u64::from_le_bytes(first.try_into().unwrap_or_default());
        let v = u64::from_le_bytes(second.try_into().unwrap_or_default());
        a = step(a, w, K1, 29);
        b = step(b, w.rotate_left(23), K2, 32);
        c = step(c, v, K1, 29);
        d = step(d, v.rotate_left(23), K2, 32);
    }
    let finish = |mut x: u64| {
        x ^= x >> 31;
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^ (x >> 29)
    };
    (u128::from(finish(a ^ c.rotate_left(32))) << 64) | u128::from(finish(b ^ d.rotate_left(32)))
}

impl SpectralReapers {
    /// A sowing-phase position from the beads of each colour in every pit
    /// and each player's captures (by colour), with `to_move` to start a
    /// move (for tests and analysis). Returns `None` unless every player's
    /// colour has 11 beads in all, no other colour is used, the pits beyond
    /// the ring are empty, and no player is already down to a single bead.
    /// If `to_move` has no bead on the board, the next player who has one
    /// moves.
    pub fn from_beads(
        options: &SpectralReapersOptions,
        beads: [[u8; COLOURS]; PITS],
        captured: [[u8; COLOURS]; MAX_PLAYERS],
        to_move: usize,
    ) -> Option<SpectralReapers> {
        let mut game = SpectralReapers::new(options, 0).ok()?;
        let n = game.players as usize;
        let pits = 2 * n;
        if beads[pits..].iter().any(|b| b.iter().any(|&c| c > 0))
            || captured[n..].iter().any(|k| k.iter().any(|&c| c > 0))
        {
            return None;
        }
        for c in 0..COLOURS as u8 {
            let total: u32 = beads.iter().map(|b| b[c as usize] as u32).sum::<u32>()
                + captured.iter().map(|k| k[c as usize] as u32).sum::<u32>();
            let owned = game.colour[..n].contains(&c);
            if total != if owned { BEADS_EACH as u32 } else { 0 } {
                return None;
            }
        }
        game.beads = beads;
        game.captured = captured;
        for (pit, b) in beads[..pits].iter().enumerate() {
            game.board.add_seeds(pit, b.iter().sum());
        }
        if (0..n).any(|p| game.on_board(p) == 1) || (0..n).all(|p| game.on_board(p) == 0) {
            return None;
        }
        game.placed = n as u8;
        game.to_move = to_move.min(n - 1) as u8;
        game.starter = game.to_move;
        if game.on_board(to_move.min(n - 1)) == 0 {
            game.to_move = game.next_with_beads(game.to_move as usize, &mut Effects::off())?;
        }
        game.start_move(&mut Effects::off());
        Some(game)
    }

    /// The board (bead totals per pit; the stores stay empty).
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// Beads of each colour in every pit (all twelve; the ring uses 2N).
    pub fn beads(&self) -> &[[u8; COLOURS]; PITS] {
        &self.beads
    }

    /// Beads of each colour each player has captured.
    pub fn captured(&self) -> &[[u8; COLOURS]] {
        &self.captured[..self.players as usize]
    }

    /// The beads in the hand during a move.
    pub fn hand(&self) -> [u8; COLOURS] {
        self.sowing.map_or([0; COLOURS], |s| s.hand)
    }

    /// The players' names, in seat order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The seat that placed first and sowed first.
    pub fn starter(&self) -> usize {
        self.starter as usize
    }

    /// Whether the players are still placing their beads.
    pub fn placing(&self) -> bool {
        self.placed < self.players
    }

    fn pits(&self) -> usize {
        2 * self.players as usize
    }

    fn name(&self, player: usize) -> &str {
        self.names.get(player).map_or("?", String::as_str)
    }

    fn colour_of(&self, player: usize) -> u8 {
        self.colour[player]
    }

    /// The seat owning a colour, if any.
    fn owner(&self, colour: usize) -> Option<usize> {
        self.colour[..self.players as usize]
            .iter()
            .position(|&c| c as usize == colour)
    }

    /// Beads of `player`'s colour on the board.
    fn on_board(&self, player: usize) -> u32 {
        let c = self.colour_of(player) as usize;
        self.beads[..self.pits()].iter().map(|b| b[c] as u32).sum()
    }

    fn captured_total(&self, player: usize) -> u32 {
        self.captured[player].iter().map(|&c| c as u32).sum()
    }

    /// The next player clockwise after `from` (possibly `from` itself after
    /// a full round) with a bead of their colour on the board, reporting
    /// every player passed over.
    fn next_with_beads(&self, from: usize, fx: &mut Effects) -> Option<u8> {
        let n = self.players as usize;
        for k in 1..=n {
            let p = (from + k) % n;
            if self.on_board(p) > 0 {
                return Some(p as u8);
            }
            fx.push(Effect::Pass { player: p as u8 });
        }
        None
    }

    /// The choices of a decision of the sowing phase as a bit mask, with
    /// the action each bit stands for, in the order of
    /// [`Game::legal_actions`]: the pits the mover may sow from, or the
    /// colours to drop or to take. `None` while the beads are placed or
    /// when the game is over. (A mask rather than a list: the searches'
    /// playouts draw from it without listing.)
    fn choices(&self) -> Option<(u16, Choice)> {
        if self.outcome.is_some() || self.placing() {
            return None;
        }
        Some(match self.sowing {
            None => {
                let own = self.colour_of(self.to_move as usize) as usize;
                let mut mask = 0u16;
                for (pit, beads) in self.beads[..self.pits()].iter().enumerate() {
                    mask |= u16::from(beads[own] > 0) << pit;
                }
                (mask, SpectralMove::Pick)
            }
            Some(Sowing {
                pending: Pending::Drop { .. },
                colours,
                ..
            }) => (u16::from(colours), SpectralMove::Drop),
            Some(Sowing {
                pending: Pending::Capture { pit },
                ..
            }) => (
                u16::from(colour_mask(&self.beads[pit as usize])),
                SpectralMove::Capture,
            ),
        })
    }

    /// The key of the position between moves.
    fn position_key(&self) -> u128 {
        // The bytes: the beads, the captures and the mover, then zeros up
        // to a whole number of `key_of`'s blocks (copied whole).
        const BEADS: usize = PITS * COLOURS;
        const CAPTURED: usize = BEADS + MAX_PLAYERS * COLOURS;
        let mut bytes = [0u8; (CAPTURED + 1).div_ceil(16) * 16];
        bytes[..BEADS].copy_from_slice(self.beads.as_flattened());
        bytes[BEADS..CAPTURED].copy_from_slice(self.captured.as_flattened());
        bytes[CAPTURED] = self.to_move;
        key_of(&bytes)
    }

    /// A sowing move is about to start: records the position, ending the
    /// game on its third occurrence since the last capture.
    fn start_move(&mut self, fx: &mut Effects) {
        let key = self.position_key();
        let occurrence = self.repetitions.record(key);
        if occurrence >= 3 {
            self.finish(
                EndReason::Repetition {
                    occurrence,
                    remaining: Remaining::Nothing,
                },
                fx,
            );
        }
    }

    /// Ends the game: the beads on the board stay uncounted.
    fn finish(&mut self, reason: EndReason, _fx: &mut Effects) {
        let mut scores = [0i32; MAX_PLAYERS];
        for (p, score) in scores.iter_mut().enumerate() {
            *score = self.captured_total(p) as i32;
        }
        let n = self.players as usize;
        self.outcome = Some(Outcome::by_score(&scores[..n], reason));
    }
}

impl Game for SpectralReapers {
    type Action = SpectralMove;
    type Options = SpectralReapersOptions;

    fn new(options: &SpectralReapersOptions, seed: u64) -> Result<Self, SetupError> {
        let problems = validate(options);
        if !problems.is_empty() {
            return Err(SetupError(problems));
        }
        let n = options.players as usize;
        let mut colour = [0u8; MAX_PLAYERS];
        for (seat, c) in colour.iter_mut().enumerate().take(n) {
            *c = match options.colours.get(seat) {
                Some(chosen) => chosen.index(),
                None => DEFAULT_COLOURS[seat],
            };
        }
        let names: Vec<String> = (0..n)
            .map(|seat| match options.names.get(seat) {
                Some(name) => name.trim().to_string(),
                None => capitalised(crate::games::words::colour_word(colour_name(colour[seat]))),
            })
            .collect();
        let starter = options.first_player.resolve(n, seed) as u8;
        Ok(SpectralReapers {
            players: n as u8,
            names: names.into(),
            colour,
            beads: [[0; COLOURS]; PITS],
            captured: [[0; COLOURS]; MAX_PLAYERS],
            board: PitBoard::new(n, 0),
            placed: 0,
            starter,
            to_move: starter,
            sowing: None,
            outcome: None,
            repetitions: Repetitions::with_capacity(REPETITION_ROOM),
        })
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn turn(&self) -> Turn {
        Turn::unless_over(self.outcome, self.to_move as usize)
    }

    fn legal_actions(&self, out: &mut Vec<SpectralMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        if self.placing() {
            out.extend(self.placements());
            return;
        }
        if let Some((mut mask, action)) = self.choices() {
            while mask != 0 {
                out.push(action(mask.trailing_zeros() as u8));
                mask &= mask - 1;
            }
        }
    }

    fn check(&self, action: SpectralMove) -> Result<(), IllegalAction> {
        IllegalAction::if_over(self.outcome)?;
        let pending = self.sowing.map(|s| s.pending);
        match (self.placing(), pending, action) {
            (true, _, SpectralMove::Place { pits, short }) => self.check_place(pits, short),
            (false, None, SpectralMove::Pick(pit)) => {
                let pit = pit as usize;
                let own = self.colour_of(self.to_move as usize) as usize;
                if pit >= self.pits() {
                    Err(IllegalAction::NoSuchPit)
                } else if self.board.pit(pit) == 0 {
                    Err(IllegalAction::EmptyPit)
                } else if self.beads[pit][own] == 0 {
                    Err(IllegalAction::NotYourPit)
                } else {
                    Ok(())
                }
            }
            (false, Some(Pending::Drop { .. }), SpectralMove::Drop(c)) => {
                let in_hand = self.hand().get(c as usize).is_some_and(|&h| h > 0);
                in_hand.then_some(()).ok_or(IllegalAction::OutOfRange)
            }
            (false, Some(Pending::Capture { pit }), SpectralMove::Capture(c)) => {
                let in_pit = self.beads[pit as usize]
                    .get(c as usize)
                    .is_some_and(|&b| b > 0);
                in_pit.then_some(()).ok_or(IllegalAction::OutOfRange)
            }
            // An action of another stage: a placement while sowing, a pick
            // during a move, a decision outside one.
            _ => Err(IllegalAction::NotNow),
        }
    }

    fn apply(&mut self, action: SpectralMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        // A bead dropped, most of the actions random play makes, goes
        // straight on when legal (as `check` finds it), without the
        // general checks' dispatch.
        if let SpectralMove::Drop(colour) = action {
            if self.drop_pending(colour as usize, fx) {
                return Ok(());
            }
        }
        self.check(action)?;
        let mover = self.to_move as usize;
        match (self.sowing, action) {
            (None, SpectralMove::Place { pits, short }) => {
                let own = self.colour_of(mover) as usize;
                for (&pit, count) in pits.iter().zip(SpectralMove::counts(short)) {
                    let pit = pit as usize;
                    self.beads[pit][own] += count;
                    self.board.add_seeds(pit, count);
                    fx.push(Effect::Place {
                        pit: pit as u8,
                        count,
                        player: mover as u8,
                        colour: Some(own as u8),
                    });
                }
                self.placed += 1;
                if self.placing() {
                    self.to_move = ((mover + 1) % self.players as usize) as u8;
                } else {
                    self.to_move = self.starter;
                    self.start_move(fx);
                }
            }
            (None, SpectralMove::Pick(pit)) => {
                let hand = std::mem::take(&mut self.beads[pit as usize]);
                self.board.lift(pit as usize, fx);
                self.sowing = Some(Sowing {
                    origin: pit,
                    cursor: pit,
                    hand,
                    colours: colour_mask(&hand),
                    last: 0,
                    pending: Pending::Drop { pit },
                });
                self.run(fx);
            }
            (Some(_), SpectralMove::Drop(colour)) => {
                // Checked: a drop of a colour in the hand is pending.
                if !self.drop_pending(colour as usize, fx) {
                    return Err(IllegalAction::NotNow);
                }
            }
            (Some(sowing), SpectralMove::Capture(colour)) => {
                self.capture(sowing.pending.pit(), colour as usize, fx);
            }
            _ => return Err(IllegalAction::NotNow),
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        IllegalAction::if_over(self.outcome)?;
        if let Some(mut sowing) = self.sowing.take() {
            self.return_hand(&mut sowing, fx);
        }
        self.finish(
            EndReason::Agreement {
                remaining: Remaining::Nothing,
            },
            fx,
        );
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        (0..self.players as usize)
            .map(|p| self.captured_total(p) as i32)
            .collect()
    }

    fn total_seeds(&self) -> u32 {
        let captured: u32 = (0..self.players as usize)
            .map(|p| self.captured_total(p))
            .sum();
        let unplaced = (self.players - self.placed.min(self.players)) as u32 * BEADS_EACH as u32;
        self.board.board_total() + hand_total(&self.hand()) + captured + unplaced
    }

    fn max_game_length(&self) -> usize {
        // No capture-free stretch can last forever (a third repetition ends
        // it), but the positions are far too many for an exact bound. Random
        // play over 20,000 games for each number of players lasted at most
        // 1,650 actions with 2 players, 2,295 with 3, 3,299 with 4, 4,462
        // with 5 and 5,807 with 6 (about a thousand per player); this allows
        // five times that.
        5_000 * self.players as usize
    }
}

crate::games::register! {
    SpectralReapers, SpectralReapersOptions, OPTIONS,
    id: "spectral-reapers",
    name: "Spectral Reapers",
    summary: "Two to six players around a ring of pits each sow beads of every colour and pluck one back when a move ends on a pair of their own.",
}

/// The game's own ending ([`EndReason::Own`], worded in present.rs):
/// `player` had a single bead of their colour left in play; the beads on
/// the board stay uncounted.
pub(crate) fn last_bead(player: u8) -> EndReason {
    EndReason::Own {
        key: LAST_BEAD,
        player,
        count: 0,
    }
}
const LAST_BEAD: &str = "last-bead";

#[cfg(test)]
mod tests;
