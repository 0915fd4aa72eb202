//! Giuthi (game id `giuthi`): relay sowing both ways, played over rounds on a
//! board that can shrink for the player who is behind.
//!
//! Two rows of six pits, 6 seeds each; stores only hold captures. A move
//! starts from one of your pits holding at least 2 seeds, and you pick the
//! way round (`C>` counterclockwise, towards your right; `C<` clockwise).
//! Sowing relays: when the last seed of a lap falls into a pit that already
//! had seeds, that pit is lifted and sown the other way; every new lap turns
//! round again. The move ends when a last seed falls into an empty pit. If
//! that pit is yours and the pit facing it holds seeds that it received
//! during this move, you take the facing pit's seeds and your last seed.
//! The capture then runs on in the direction of the last lap: each next pit
//! of yours that is empty takes the seeds facing it, until a pit of yours
//! holds seeds, a facing pit is empty, or your row ends. A player with no pit
//! of 2 or more seeds passes; when neither can move the round ends and each
//! player adds the seeds on their side to their store.
//!
//! The player with more seeds wins the round and starts the next. The loser
//! sets up the next round: if they hold less than a half, a quarter or an
//! eighth of their original 36 seeds they may play on 4, 3 or 2 pits a side
//! instead of 6 (`w4`, `w3`, `w2`, or `w6` to keep the full board); then they
//! spread all their seeds over their pits, at least one a pit, one pit at a
//! time from their left (`p3` puts 3 seeds in the next pit; the last pit
//! takes what is left). The winner mirrors that set-up on their own pits,
//! pit for pit from their own left, and keeps their surplus in their store.
//! The game ends when a round leaves a player with 4 seeds or fewer.
//!
//! Decisions beyond the source (recorded in `docs/rules-decisions.md`):
//! - The origin pit is not skipped on a lap.
//! - Only the first capture needs the facing pit to have received a seed
//!   during the move; the pits taken further along the run need only hold
//!   seeds. (A search of millions of random positions found no move where
//!   this makes a difference.)
//! - A relay that comes back to a state it was already in during the move
//!   (the same board, the same pit about to be lifted and the same
//!   direction) would go round for ever: the move stops there, with no
//!   capture, the board as it is then (often the board from before the
//!   move), and the turn passes as after any move
//!   ([`Effect::RelayCycle`]; see [`relay_sow`]). No lap count decides
//!   this. It is very rare: random play met one in about 40,000 games.
//! - A tied round (36 each) is replayed from the standard set-up, started by
//!   the player who did not start the tied round.
//! - A board size is offered only if the loser can give every pit one seed
//!   and at least one pit two: with one seed in every pit nobody could move,
//!   the round would end at once with the same result, and the game could
//!   repeat it for ever. The choice is asked only when a size below 6 is
//!   allowed; otherwise the board has 6 pits a side. With
//!   `allow_shortening` off the board always has 6 pits, and a loser with
//!   too few seeds for that (6 or fewer) loses the game as with 4 or fewer.
//!   A loser with 5 or 6 seeds (shortening on) cannot set up six pits that
//!   anyone could move from, so they must shorten: they may only choose 4
//!   or 3 pits.
//! - The two-pit board never occurs: it needs fewer than an eighth of 36
//!   seeds (4 or fewer), and a round that leaves a player with 4 or fewer
//!   ends the game.
//! - A loop ends the round, not the game: a position (pits, stores, player
//!   to move) coming up a third time within a round ends the round, each
//!   player adding the seeds on their side to their store, and the next
//!   round is set up as usual (or the game ends, as after any round).
//! - Ending by agreement ends the game: each player takes the seeds on their
//!   side (seeds already placed for the next round go back to their owner),
//!   and whoever holds more seeds wins.
//! - Move strings are read without knowing the board: `A`..`F` and `a`..`f`
//!   name pits from each owner's left, and a letter beyond the current width
//!   is refused as no such pit. An action that is not open now (a width or a
//!   count out of range, a sowing move while seeds are being placed) is also
//!   refused as [`IllegalAction::NotNow`], an out-of-range size or count as
//!   [`IllegalAction::OutOfRange`], and a pit with one seed as
//!   [`NEEDS_TWO_SEEDS`].
//! - Placing seeds for a new round, and the fresh board of a replayed tie,
//!   report no effects: no [`Effect`] moves seeds from a store to a pit.

mod ai;
mod position;
mod present;
use present::NEEDS_TWO_SEEDS;

use std::fmt;
use std::str::FromStr;

use serde_json::{json, Value};

use crate::engine::board::{pit_name, FirstPlayer, PitBoard, Settle, MAX_WIDTH};
use crate::engine::options::{OptionKind, FIRST_PLAYER};
use crate::engine::pit_core::{PitRules, RoundLog};
use crate::engine::repetition::Repetitions;
use crate::engine::session::{Present, RoundInfo};
use crate::engine::sow::{relay_sow, Direction, DropFlow, Relay, RelayEnd, SowRules};
use crate::engine::{
    side_name, Effect, Effects, EndReason, IllegalAction, Outcome, ParseActionError, SetupError,
    Slot,
};

crate::game_options! {
    /// Options of Giuthi.
    pub struct GiuthiOptions, specs OPTIONS {
        /// The loser of a round who holds few seeds may play the next round on a
        /// smaller board (the source's rule).
        allow_shortening: bool = true => {
            OptionKind::Bool,
            "Smaller board for the player behind",
            "A round's loser holding few seeds may play the next round on 4, 3 or 2 pits a side.",
        },
        /// Who starts the first round.
        first_player: FirstPlayer = FirstPlayer::Random => FIRST_PLAYER,
    }
}

impl GiuthiOptions {
    /// The named presets: the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, GiuthiOptions)> {
        vec![("seed", crate::en!("Giuthi"), GiuthiOptions::default())]
    }
}

const SEEDS_PER_PIT: u8 = 6;
const WIDTH: usize = 6;
/// Seeds each player starts with.
const START_SEEDS: u32 = 36;
/// A player holding this many seeds or fewer after a round loses the game.
const TOO_FEW: u8 = 4;
/// The occurrence of a position that ends the round.
const REPETITION_LIMIT: u8 = 3;
/// Board sizes the loser may choose, largest first.
const WIDTHS: [u8; 4] = [6, 4, 3, 2];

const RULES: SowRules = SowRules {
    into_own_store: false,
    skip_origin: false,
};

/// One action of Giuthi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GiuthiMove {
    /// Sow from a pit: `side` (0 = South) and `index` from its owner's left;
    /// `C>` counterclockwise, `C<` clockwise.
    Sow {
        side: u8,
        index: u8,
        clockwise: bool,
    },
    /// The loser of a round chooses the board's width: `w4`.
    Width(u8),
    /// The loser of a round puts this many seeds in their next pit: `p3`.
    Place(u8),
}

impl fmt::Display for GiuthiMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GiuthiMove::Sow {
                side,
                index,
                clockwise,
            } => {
                let name = pit_name(side as usize * MAX_WIDTH + index as usize, MAX_WIDTH);
                write!(f, "{name}{}", if clockwise { '<' } else { '>' })
            }
            GiuthiMove::Width(w) => write!(f, "w{w}"),
            GiuthiMove::Place(n) => write!(f, "p{n}"),
        }
    }
}

fn parse_number(digits: &str) -> Option<u8> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

impl FromStr for GiuthiMove {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let bad = || ParseActionError(s.to_string());
        if let Some(digits) = text.strip_prefix('w') {
            return parse_number(digits).map(GiuthiMove::Width).ok_or_else(bad);
        }
        if let Some(digits) = text.strip_prefix('p') {
            return parse_number(digits).map(GiuthiMove::Place).ok_or_else(bad);
        }
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return Err(bad());
        }
        let clockwise = match bytes[1] {
            b'<' => true,
            b'>' => false,
            _ => return Err(bad()),
        };
        let (side, index) = match bytes[0] {
            c @ b'A'..=b'Z' => (0, c - b'A'),
            c @ b'a'..=b'z' => (1, c - b'a'),
            _ => return Err(bad()),
        };
        if index as usize >= MAX_WIDTH {
            return Err(bad());
        }
        Ok(GiuthiMove::Sow {
            side,
            index,
            clockwise,
        })
    }
}

/// What the player to move is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// Playing a round.
    Sow,
    /// The loser of the last round chooses the board's width.
    ChooseWidth,
    /// The loser fills their pit `next` (counted from their left).
    Distribute { next: u8 },
}

/// Room reserved for finished rounds, more than random games reach, so play
/// does not allocate.
const ROUNDS_RESERVED: usize = 256;

/// A position of Giuthi.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Giuthi {
    options: GiuthiOptions,
    board: PitBoard,
    to_move: u8,
    phase: Phase,
    /// The round being played or set up (from 1).
    round: u32,
    /// Who started the current round.
    starter: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
    finished: RoundLog,
}

crate::clone_reusing_buffers!(Giuthi {
    options,
    board,
    to_move,
    phase,
    round,
    starter,
    outcome,
    repetitions,
    finished
});

impl Giuthi {
    /// A round in progress with the given board and player to move (for tests
    /// and analysis): round 1, started by `to_move`. The position is not
    /// checked: the player to move should have a pit of 2 or more seeds.
    pub fn from_board(options: GiuthiOptions, board: PitBoard, to_move: usize) -> Giuthi {
        let to_move = to_move.min(1) as u8;
        let mut game = Giuthi {
            options,
            board,
            to_move,
            phase: Phase::Sow,
            round: 1,
            starter: to_move,
            outcome: None,
            repetitions: Repetitions::default(),
            finished: RoundLog::with_capacity(ROUNDS_RESERVED),
        };
        game.start_round(to_move);
        game
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// The round being played or set up (from 1).
    pub fn round(&self) -> u32 {
        self.round
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    fn can_move(&self, player: usize) -> bool {
        self.board.side(player).any(|pit| self.board.pit(pit) >= 2)
    }

    /// Seeds a player holds: their store and the seeds on their side.
    pub fn holding(&self, player: usize) -> u32 {
        self.board.store(player) as u32 + self.board.side_total(player)
    }

    /// Whether the loser, holding `seeds`, may play on `width` pits a side.
    fn width_allowed(&self, seeds: u8, width: u8) -> bool {
        // Every pit gets a seed and one pit at least two, so someone can move.
        if seeds <= width {
            return false;
        }
        let seeds = seeds as u32;
        match width {
            6 => true,
            _ if !self.options.allow_shortening => false,
            4 => seeds * 2 < START_SEEDS,
            3 => seeds * 4 < START_SEEDS,
            2 => seeds * 8 < START_SEEDS,
            _ => false,
        }
    }

    /// The player who fills their pits (the last round's loser).
    fn loser(&self) -> usize {
        self.to_move as usize
    }

    /// Seeds the loser has still to place.
    fn to_place(&self) -> u8 {
        self.board.store(self.loser())
    }

    /// The legal range of seeds for the loser's next pit.
    fn place_range(&self, next: u8) -> (u8, u8) {
        let later = (self.board.width() as u8).saturating_sub(next + 1);
        (1, self.to_place().saturating_sub(later))
    }

    /// Sows a move and makes its captures. Returns how the sowing ended.
    fn sow_move(&mut self, pit: usize, dir: Direction, fx: &mut Effects) -> RelayEnd {
        let player = self.to_move as usize;
        let mut received: u16 = 0;
        let end = relay_sow(
            &mut self.board,
            player,
            pit,
            dir,
            RULES,
            fx,
            |_, slot, _, _| {
                if let Slot::Pit(p) = slot {
                    received |= 1 << p;
                }
                DropFlow::Continue
            },
            |board, last, dir, _| match last {
                Slot::Pit(p) if board.pit(p as usize) > 1 => Relay::Lift {
                    pit: p as usize,
                    dir: dir.reversed(),
                },
                _ => Relay::Done,
            },
        );
        // A relay stopped where it came back to an earlier state captures
        // nothing.
        let (Slot::Pit(last), false) = (end.last, end.cycled) else {
            return end;
        };
        let last = last as usize;
        if self.board.pit(last) != 1 || self.board.side_of(last) != player {
            return end;
        }
        let facing = self.board.opposite(last);
        if self.board.pit(facing) == 0 || received & (1 << facing) == 0 {
            return end;
        }
        self.board.capture(facing, player, fx);
        self.board.capture(last, player, fx);
        let row = self.board.side(player);
        let mut pit = last;
        loop {
            pit = match end.dir {
                Direction::Counterclockwise if pit + 1 < row.end => pit + 1,
                Direction::Clockwise if pit > row.start => pit - 1,
                _ => break,
            };
            let facing = self.board.opposite(pit);
            if self.board.pit(pit) != 0 || self.board.pit(facing) == 0 {
                break;
            }
            self.board.capture(facing, player, fx);
        }
        self.repetitions.clear();
        end
    }

    /// Starts a round with the current board, `starter` to move.
    fn start_round(&mut self, starter: u8) {
        self.phase = Phase::Sow;
        self.starter = starter;
        self.to_move = starter;
        self.repetitions.clear();
        let key = self.position_key();
        self.repetitions.record(key);
    }

    /// Ends the round: sweeps the board, then ends the game, replays a tie or
    /// asks the loser to set up the next round.
    fn end_round(&mut self, fx: &mut Effects) {
        self.board.settle(Settle::ToOwners, fx);
        let stores = self.board.stores();
        self.finished.close(self.round, stores, fx);
        if stores[0] == stores[1] {
            self.round += 1;
            self.board.reshape(WIDTH, fx);
            for pit in 0..2 * WIDTH {
                let side = self.board.side_of(pit);
                self.board.place_from_store(pit, side, SEEDS_PER_PIT, fx);
            }
            self.start_round(1 - self.starter);
            return;
        }
        let loser = if stores[0] < stores[1] { 0 } else { 1 };
        let seeds = stores[loser];
        let widths = WIDTHS.map(|w| self.width_allowed(seeds, w));
        if seeds <= TOO_FEW || !widths.contains(&true) {
            self.outcome = Some(Outcome {
                winners: 1 << (1 - loser),
                reason: too_few_seeds(loser as u8, seeds),
            });
            return;
        }
        self.round += 1;
        self.to_move = loser as u8;
        if widths[1..].contains(&true) {
            self.phase = Phase::ChooseWidth;
        } else {
            self.start_distribution(WIDTH, fx);
        }
    }

    /// An empty board `width` pits a side, keeping the stores.
    fn start_distribution(&mut self, width: usize, fx: &mut Effects) {
        self.board.reshape(width, fx);
        self.phase = Phase::Distribute { next: 0 };
        self.fill_last_pit(fx);
    }

    fn stores(&self) -> [u8; 2] {
        self.board.stores()
    }

    /// Puts `seeds` in the loser's pit `index` and the same in the winner's.
    fn place(&mut self, index: usize, seeds: u8, fx: &mut Effects) {
        let loser = self.loser();
        let width = self.board.width();
        for side in [loser, 1 - loser] {
            self.board
                .place_from_store(side * width + index, side, seeds, fx);
        }
    }

    /// When only the loser's last pit is left, it takes the remaining seeds
    /// and the round begins, started by the winner.
    fn fill_last_pit(&mut self, fx: &mut Effects) {
        let Phase::Distribute { next } = self.phase else {
            return;
        };
        if next as usize + 1 < self.board.width() {
            return;
        }
        let seeds = self.to_place();
        self.place(next as usize, seeds, fx);
        self.start_round(1 - self.to_move);
    }
}

impl PitRules for Giuthi {
    type Action = GiuthiMove;
    type Options = GiuthiOptions;

    // A practical bound, checked by the random-game tests: every round ends
    // (the repetition rule sees to that) but nothing bounds how many rounds
    // a game lasts. The longest of thousands of random games took under
    // 5,000 actions (about 90 rounds).
    const MAX_GAME_LENGTH: usize = 50_000;

    fn start(options: &GiuthiOptions, seed: u64) -> Result<Self, SetupError> {
        Ok(Giuthi::from_board(
            options.clone(),
            PitBoard::new(WIDTH, SEEDS_PER_PIT),
            options.first_player.resolve(seed),
        ))
    }

    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn to_move(&self) -> usize {
        self.to_move as usize
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn actions(&self, out: &mut Vec<GiuthiMove>) {
        match self.phase {
            Phase::Sow => {
                let side = self.to_move;
                for pit in self.board.side(side as usize) {
                    if self.board.pit(pit) >= 2 {
                        let index = (pit - self.board.side(side as usize).start) as u8;
                        for clockwise in [false, true] {
                            out.push(GiuthiMove::Sow {
                                side,
                                index,
                                clockwise,
                            });
                        }
                    }
                }
            }
            Phase::ChooseWidth => {
                let seeds = self.to_place();
                out.extend(
                    WIDTHS
                        .iter()
                        .rev()
                        .filter(|&&w| self.width_allowed(seeds, w))
                        .map(|&w| GiuthiMove::Width(w)),
                );
            }
            Phase::Distribute { next } => {
                let (low, high) = self.place_range(next);
                out.extend((low..=high).map(GiuthiMove::Place));
            }
        }
    }

    fn why_illegal(&self, action: GiuthiMove) -> Option<IllegalAction> {
        let width = self.board.width();
        match (action, self.phase) {
            (GiuthiMove::Sow { side, index, .. }, Phase::Sow) => {
                if index as usize >= width || side > 1 {
                    Some(IllegalAction::NoSuchPit)
                } else if side != self.to_move {
                    Some(IllegalAction::NotYourPit)
                } else if self.board.pit(side as usize * width + index as usize) == 0 {
                    Some(IllegalAction::EmptyPit)
                } else if self.board.pit(side as usize * width + index as usize) < 2 {
                    Some(NEEDS_TWO_SEEDS)
                } else {
                    None
                }
            }
            (GiuthiMove::Width(w), Phase::ChooseWidth) => {
                (!self.width_allowed(self.to_place(), w)).then_some(IllegalAction::OutOfRange)
            }
            (GiuthiMove::Place(n), Phase::Distribute { next }) => {
                let (low, high) = self.place_range(next);
                (!(low..=high).contains(&n)).then_some(IllegalAction::OutOfRange)
            }
            // Not an action of this phase.
            _ => Some(IllegalAction::NotNow),
        }
    }

    fn play(&mut self, action: GiuthiMove, fx: &mut Effects) {
        match action {
            GiuthiMove::Sow {
                side,
                index,
                clockwise,
            } => {
                let pit = side as usize * self.board.width() + index as usize;
                let dir = if clockwise {
                    Direction::Clockwise
                } else {
                    Direction::Counterclockwise
                };
                self.sow_move(pit, dir, fx);
                let player = self.to_move as usize;
                let opponent = 1 - player;
                if self.can_move(opponent) {
                    self.to_move = opponent as u8;
                } else if self.can_move(player) {
                    fx.push(Effect::Pass {
                        player: opponent as u8,
                    });
                } else {
                    self.end_round(fx);
                    return;
                }
                let key = self.position_key();
                if self.repetitions.record(key) >= REPETITION_LIMIT {
                    self.end_round(fx);
                }
            }
            GiuthiMove::Width(width) => self.start_distribution(width as usize, fx),
            GiuthiMove::Place(seeds) => {
                if let Phase::Distribute { next } = self.phase {
                    self.place(next as usize, seeds, fx);
                    self.phase = Phase::Distribute { next: next + 1 };
                    self.fill_last_pit(fx);
                }
            }
        }
    }

    fn agree(&mut self, fx: &mut Effects) {
        let (remaining, _) = self.board.settle(Settle::ToOwners, fx);
        let scores = self.stores().map(i32::from);
        self.outcome = Some(Outcome::by_score(
            &scores,
            EndReason::Agreement { remaining },
        ));
    }

    fn score(&self, player: usize) -> i32 {
        self.holding(player) as i32
    }
}

crate::games::register! {
    Giuthi, GiuthiOptions, OPTIONS,
    id: "giuthi",
    name: "Giuthi",
    summary: "Choose a direction, relay with reversals, capture in chains; the loser of a round sets up the next, on a smaller board if they wish.",
}

/// The game's own ending ([`EndReason::Own`], worded in present.rs): after
/// a round `player` held too few seeds to go on (4 or fewer, or too few for
/// a full board without shortening).
pub(crate) fn too_few_seeds(player: u8, seeds: u8) -> EndReason {
    EndReason::Own {
        key: TOO_FEW_SEEDS,
        player,
        count: seeds.into(),
    }
}
const TOO_FEW_SEEDS: &str = "too-few-seeds";

#[cfg(test)]
mod tests;
