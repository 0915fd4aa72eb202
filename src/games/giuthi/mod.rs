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
//!   [`IllegalAction::NeedsTwoSeeds`].
//! - Placing seeds for a new round, and the fresh board of a replayed tie,
//!   report no effects: no [`Effect`] moves seeds from a store to a pit.

mod ai;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::engine::board::{pit_name, FirstPlayer, PitBoard, Settle, MAX_WIDTH};
use crate::engine::options::{OptionKind, OptionSpec, FIRST_PLAYER};
use crate::engine::repetition::Repetitions;
use crate::engine::session::{PitGame, RoundInfo};
use crate::engine::sow::{relay_sow, Direction, DropFlow, Relay, RelayEnd, SowRules};
use crate::engine::{
    side_name, Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError,
    SetupError, Slot, Turn,
};

/// Options of Giuthi.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GiuthiOptions {
    /// The loser of a round who holds few seeds may play the next round on a
    /// smaller board (the source's rule).
    pub allow_shortening: bool,
    /// Who starts the first round.
    pub first_player: FirstPlayer,
}

impl Default for GiuthiOptions {
    fn default() -> Self {
        GiuthiOptions {
            allow_shortening: true,
            first_player: FirstPlayer::Random,
        }
    }
}

impl GiuthiOptions {
    /// The named presets: the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, GiuthiOptions)> {
        vec![("seed", "Giuthi", GiuthiOptions::default())]
    }
}

/// Every option of Giuthi, for the catalog.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "allow_shortening",
        label: "Smaller board for the player behind",
        help: "A round's loser holding few seeds may play the next round on 4, 3 or 2 pits a side.",
        kind: OptionKind::Bool,
    },
    FIRST_PLAYER,
];

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

/// Results of the finished rounds, `[South, North]` seeds. Its buffer is
/// reserved once (more rounds than random games reach), so play does not
/// allocate.
#[derive(Debug, PartialEq, Eq, Hash)]
struct RoundLog(Vec<[u8; 2]>);

const ROUNDS_RESERVED: usize = 256;

impl Default for RoundLog {
    fn default() -> Self {
        RoundLog(Vec::with_capacity(ROUNDS_RESERVED))
    }
}

impl Clone for RoundLog {
    fn clone(&self) -> Self {
        let mut list = Vec::with_capacity(ROUNDS_RESERVED.max(self.0.len()));
        list.extend_from_slice(&self.0);
        RoundLog(list)
    }

    fn clone_from(&mut self, source: &Self) {
        self.0.clone_from(&source.0);
    }
}

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
            finished: RoundLog::default(),
        };
        let key = game.position_key();
        game.repetitions.record(key);
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

    /// Seeds `player` holds: store and own pits.
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
        fx.push(Effect::RoundOver {
            round: self.round.min(u16::MAX as u32) as u16,
        });
        let stores = self.board.stores();
        self.finished.0.push(stores);
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
                reason: EndReason::TooFewSeeds {
                    player: loser as u8,
                    seeds,
                },
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

    /// Why `action` cannot be played now, if it cannot.
    fn why_illegal(&self, action: GiuthiMove) -> Option<IllegalAction> {
        if self.outcome.is_some() {
            return Some(IllegalAction::GameOver);
        }
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
                    Some(IllegalAction::NeedsTwoSeeds)
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
}

impl Game for Giuthi {
    type Action = GiuthiMove;
    type Options = GiuthiOptions;

    fn new(options: &GiuthiOptions, seed: u64) -> Result<Self, SetupError> {
        Ok(Giuthi::from_board(
            options.clone(),
            PitBoard::new(WIDTH, SEEDS_PER_PIT),
            options.first_player.resolve(seed),
        ))
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

    fn legal_actions(&self, out: &mut Vec<GiuthiMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
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

    fn check(&self, action: GiuthiMove) -> Result<(), IllegalAction> {
        match self.why_illegal(action) {
            Some(why) => Err(why),
            None => Ok(()),
        }
    }

    fn apply(&mut self, action: GiuthiMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
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
                    return Ok(());
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
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        let (remaining, _) = self.board.settle(Settle::ToOwners, fx);
        let scores = self.stores().map(i32::from);
        self.outcome = Some(Outcome::by_score(
            &scores,
            EndReason::Agreement { remaining },
        ));
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        (0..2).map(|p| self.holding(p) as i32).collect()
    }

    fn total_seeds(&self) -> u32 {
        self.board.total()
    }

    fn max_game_length(&self) -> usize {
        // A practical bound, checked by the random-game tests: every round
        // ends (the repetition rule sees to that) but nothing bounds how many
        // rounds a game lasts. The longest of thousands of random games took
        // under 5,000 actions (about 90 rounds).
        50_000
    }
}

impl PitGame for Giuthi {
    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn action_pit(&self, action: GiuthiMove) -> Option<usize> {
        let width = self.board.width();
        match (action, self.phase) {
            (GiuthiMove::Sow { side, index, .. }, _) => (side <= 1 && (index as usize) < width)
                .then(|| side as usize * width + index as usize),
            (GiuthiMove::Place(_), Phase::Distribute { next }) => {
                Some(self.loser() * width + next as usize)
            }
            _ => None,
        }
    }

    fn action_direction(&self, action: GiuthiMove) -> Option<Direction> {
        match action {
            GiuthiMove::Sow { clockwise, .. } => Some(if clockwise {
                Direction::Clockwise
            } else {
                Direction::Counterclockwise
            }),
            _ => None,
        }
    }

    fn action_label(&self, action: GiuthiMove) -> String {
        match action {
            GiuthiMove::Sow {
                side,
                index,
                clockwise,
            } => format!(
                "Sow {} {}",
                pit_name(side as usize * MAX_WIDTH + index as usize, MAX_WIDTH),
                if clockwise {
                    "clockwise"
                } else {
                    "counterclockwise"
                }
            ),
            GiuthiMove::Width(w) => format!("Play on {w} pits a side"),
            GiuthiMove::Place(n) => {
                let seeds = if n == 1 { "seed" } else { "seeds" };
                match self.action_pit(action) {
                    Some(pit) => {
                        format!("Put {n} {seeds} in {}", pit_name(pit, self.board.width()))
                    }
                    None => format!("Put {n} {seeds} in the next pit"),
                }
            }
        }
    }

    fn rounds(&self) -> Option<RoundInfo> {
        Some(RoundInfo {
            round: self.round,
            totals: [self.holding(0) as i32, self.holding(1) as i32],
            finished: self.finished.0.iter().map(|r| r.map(i32::from)).collect(),
        })
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let player = side_name(self.to_move as usize);
        match self.phase {
            Phase::Sow => None,
            Phase::ChooseWidth => Some(format!("{player} lost the round: choose the board size")),
            Phase::Distribute { next } => {
                let width = self.board.width();
                Some(format!(
                    "{player}: place seeds in pit {} ({} left, at least 1 per pit)",
                    pit_name(self.loser() * width + next as usize, width),
                    self.to_place()
                ))
            }
        }
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        if self.outcome.is_some() || pit >= self.board.num_pits() {
            return None;
        }
        Some(
            match self.phase {
                Phase::ChooseWidth | Phase::Distribute { .. } => {
                    "The next round is being set up: finish that first."
                }
                Phase::Sow if self.board.side_of(pit) != self.to_move as usize => {
                    "This pit belongs to your opponent."
                }
                Phase::Sow if self.board.pit(pit) == 0 => "This pit is empty.",
                Phase::Sow => "A move needs at least 2 seeds in the pit.",
            }
            .to_string(),
        )
    }

    /// While the loser distributes seeds: spread them as evenly as possible,
    /// or at random (at least one per pit either way).
    fn suggestions(&self) -> Vec<(String, Vec<GiuthiMove>)> {
        let Phase::Distribute { next } = self.phase else {
            return Vec::new();
        };
        if self.outcome.is_some() {
            return Vec::new();
        }
        let pits = self.board.width().saturating_sub(next as usize);
        let seeds = self.to_place() as usize;
        if pits < 2 || seeds < pits {
            return Vec::new();
        }
        // The last pit is filled by the engine with what is left.
        let even: Vec<GiuthiMove> = (0..pits - 1)
            .map(|k| GiuthiMove::Place((seeds / pits + usize::from(k < seeds % pits)) as u8))
            .collect();
        let mut rng = crate::engine::game_rng(
            ((self.round as u64) << 16) ^ ((seeds as u64) << 8) ^ next as u64,
        );
        let mut spare = seeds - pits;
        let random: Vec<GiuthiMove> = (0..pits - 1)
            .map(|_| {
                use rand::Rng;
                // Up to half of what is spare, so later pits get some too.
                let extra = (rng.random::<u32>() as usize) % (spare / 2 + 1);
                spare -= extra;
                GiuthiMove::Place((1 + extra) as u8)
            })
            .collect();
        vec![
            ("Spread evenly".to_string(), even),
            ("Random".to_string(), random),
        ]
    }

    fn extra_state(&self) -> Value {
        let phase = match self.phase {
            Phase::Sow => "sow",
            Phase::ChooseWidth => "choose_width",
            Phase::Distribute { .. } => "distribute",
        };
        json!({"width": self.board.width(), "phase": phase, "round": self.round})
    }
}

impl crate::games::Registered for Giuthi {
    const DEF: &'static crate::games::GameDef = &crate::games::GameDef {
        id: "giuthi",
        name: "Giuthi",
        summary: "Choose a direction, relay with reversals, capture in chains; the loser of a round sets up the next, on a smaller board if they wish.",
        options: OPTIONS,
        presets: || crate::engine::options::presets_of(GiuthiOptions::presets()),
        new_session: crate::games::pit_session::<Giuthi>,
        random: crate::games::random::<Giuthi>,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::invariants::random_games;
    use crate::engine::Remaining;

    #[test]
    fn distribution_suggestions_are_legal_and_complete() {
        use crate::engine::session::PitGame;
        let options = GiuthiOptions::default();
        let mut found = 0;
        for seed in 0..200u64 {
            let mut game = Giuthi::new(&options, seed).unwrap();
            let mut legal = Vec::new();
            let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            for _ in 0..3000 {
                if !matches!(game.turn(), Turn::Player(_)) {
                    break;
                }
                let suggestions = game.suggestions();
                if !suggestions.is_empty() {
                    found += 1;
                    for (label, moves) in suggestions {
                        let mut copy = game.clone();
                        let round = copy.round;
                        for mv in moves {
                            copy.apply(mv, &mut Effects::off())
                                .unwrap_or_else(|e| panic!("{label}: {mv} refused: {e}"));
                        }
                        assert!(
                            matches!(copy.phase, Phase::Sow) && copy.round == round,
                            "{label} completes the distribution"
                        );
                        let width = copy.board.width();
                        assert!(
                            copy.board.pits().iter().all(|&p| p >= 1),
                            "{label}: a seed per pit"
                        );
                        let (lo, hi) = (copy.board.side(0), copy.board.side(1));
                        assert_eq!(copy.board.pits()[lo].len(), width);
                        assert_eq!(copy.board.pits()[hi].len(), width);
                    }
                }
                game.legal_actions(&mut legal);
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let mv = legal[(x % legal.len() as u64) as usize];
                game.apply(mv, &mut Effects::off()).unwrap();
            }
        }
        assert!(found > 50, "distributions seen: {found}");
    }

    fn south_first() -> GiuthiOptions {
        GiuthiOptions {
            first_player: FirstPlayer::South,
            ..GiuthiOptions::default()
        }
    }

    fn position(pits: &[u8], stores: [u8; 2], to_move: usize) -> Giuthi {
        Giuthi::from_board(
            south_first(),
            PitBoard::from_counts(pits, stores).unwrap(),
            to_move,
        )
    }

    fn play(game: &mut Giuthi, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx)
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
        fx.take()
    }

    fn legal(game: &Giuthi) -> Vec<String> {
        let mut out = Vec::new();
        game.legal_actions(&mut out);
        out.iter().map(|a| a.to_string()).collect()
    }

    fn captures(fx: &[Effect]) -> Vec<(u8, u8)> {
        fx.iter()
            .filter_map(|e| match *e {
                Effect::Capture { pit, count, .. } => Some((pit, count)),
                _ => None,
            })
            .collect()
    }

    /// A position where South's `A>` ends the round at once (`A` 2 seeds,
    /// sown into empty `B` and `C`), South then holding `south` seeds.
    fn round_ending(options: GiuthiOptions, south: u8) -> Giuthi {
        let board = PitBoard::from_counts(
            &[2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [south - 2, 72 - south],
        )
        .unwrap();
        let mut g = Giuthi::from_board(options, board, 0);
        play(&mut g, "A>");
        g
    }

    #[test]
    fn notation_reads_and_prints() {
        for text in ["C>", "c<", "A<", "f>", "w4", "p12"] {
            let mv: GiuthiMove = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!(
            " c< ".parse::<GiuthiMove>(),
            Ok(GiuthiMove::Sow {
                side: 1,
                index: 2,
                clockwise: true
            })
        );
        for bad in [
            "G>", "C", "C>>", ">", "w", "p", "P3", "W4", "p-1", "p+1", "x1", "3>",
        ] {
            assert!(bad.parse::<GiuthiMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_mover_chooses_the_direction() {
        let pits = [0, 0, 2, 0, 0, 0, 2, 1, 1, 1, 1, 1];
        let g = position(&pits, [31, 31], 0);
        assert_eq!(legal(&g), ["C>", "C<"]);

        let mut right = g.clone();
        play(&mut right, "C>");
        assert_eq!(right.board.pits(), &[0, 0, 0, 1, 1, 0, 2, 1, 1, 1, 1, 1]);
        let mut left = g.clone();
        play(&mut left, "C<");
        assert_eq!(left.board.pits(), &[1, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1]);
        // Neither last seed captures: the facing pits got nothing this move.
        assert_eq!(right.board.stores(), [31, 31]);
        assert_eq!(left.board.stores(), [31, 31]);
        assert_eq!(left.turn(), Turn::Player(1));
        // North names its pits from its own left too: `a>` sows b, c towards
        // North's right; c (now 2) goes back: b, a.
        let mut north = left.clone();
        play(&mut north, "a>");
        assert_eq!(north.board.pits(), &[1, 1, 0, 0, 0, 0, 1, 3, 0, 1, 1, 1]);
    }

    #[test]
    fn relay_reverses_at_each_lift() {
        // C (2) sows D, E; E had a seed, so its 2 go back clockwise: D, then
        // C, emptied at the start, where the move ends.
        let mut g = position(&[0, 0, 2, 0, 1, 0, 2, 1, 1, 0, 1, 1], [31, 31], 0);
        let fx = play(&mut g, "C>");
        assert_eq!(g.board.pits(), &[0, 0, 1, 2, 0, 0, 2, 1, 1, 0, 1, 1]);
        assert_eq!(
            fx,
            [
                Effect::Lift { pit: 2, count: 2 },
                Effect::Drop { slot: Slot::Pit(3) },
                Effect::Drop { slot: Slot::Pit(4) },
                Effect::Lift { pit: 4, count: 2 },
                Effect::Drop { slot: Slot::Pit(3) },
                Effect::Drop { slot: Slot::Pit(2) },
            ]
        );
    }

    #[test]
    fn capture_needs_seeds_sown_into_the_facing_pit() {
        // A (2) clockwise: f, e; e now 2 goes back: f, A. The last seed is in
        // A, emptied at the start; f (2) was sown this move, so South takes
        // f and the last seed. B's facing e was lifted: the run stops.
        let mut g = position(&[2, 0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 0], [31, 31], 0);
        let fx = play(&mut g, "A<");
        assert_eq!(captures(&fx), [(11, 2), (0, 1)]);
        assert_eq!(g.board.pits(), &[0, 0, 0, 0, 0, 0, 2, 1, 1, 1, 0, 0]);
        assert_eq!(g.board.stores(), [34, 31]);
        assert_eq!(g.turn(), Turn::Player(1));

        // C clockwise ends in empty A too, but f's 3 seeds were there before
        // the move: no capture.
        let mut h = position(&[0, 0, 2, 0, 0, 0, 2, 1, 1, 1, 1, 3], [29, 31], 0);
        let fx = play(&mut h, "C<");
        assert!(captures(&fx).is_empty());
        assert_eq!(h.board.pits(), &[1, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 3]);
        assert_eq!(h.board.stores(), [29, 31]);
    }

    #[test]
    fn capture_run_stops_at_an_occupied_pit_of_the_mover() {
        // F (3) sows a, b, c; c (now 3) goes back clockwise: b, a, F. The
        // last seed is in F: South takes a (2) and it, then E is empty and
        // takes b (2); D holds seeds, so the run stops.
        let mut g = position(&[0, 0, 0, 2, 0, 3, 0, 0, 2, 1, 1, 2], [30, 31], 0);
        let fx = play(&mut g, "F>");
        assert_eq!(captures(&fx), [(6, 2), (5, 1), (7, 2)]);
        assert_eq!(g.board.pits(), &[0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 1, 2]);
        assert_eq!(g.board.stores(), [35, 31]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn capture_run_stops_at_an_empty_facing_pit() {
        // As above with D empty: D's facing c was lifted and is empty, so the
        // run stops there, and C (empty, facing d with a seed) is not reached.
        let mut g = position(&[0, 0, 0, 0, 0, 3, 0, 0, 2, 1, 1, 2], [32, 31], 0);
        let fx = play(&mut g, "F>");
        assert_eq!(captures(&fx), [(6, 2), (5, 1), (7, 2)]);
        assert_eq!(g.board.pits(), &[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2]);
        assert_eq!(g.board.stores(), [37, 31]);
        // South has nothing left to sow; North moves.
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn capture_run_goes_to_the_end_of_the_row() {
        // C (3) clockwise relays over five laps (C, f, B, d, A) and the last
        // lap, clockwise, ends in empty F with a sown this move. South takes
        // a and F, then runs left over E, D, C, B, A, all empty, taking b,
        // c, d, e and f, and stops at the end of the row.
        let mut g = position(&[3, 2, 3, 0, 0, 0, 0, 0, 2, 2, 0, 1], [20, 39], 0);
        let fx = play(&mut g, "C<");
        assert_eq!(
            captures(&fx),
            [(6, 1), (5, 1), (7, 1), (8, 3), (9, 1), (10, 3), (11, 3)]
        );
        assert_eq!(g.board.pits(), &[0; 12]);
        // Neither player can move: the round ends, North ahead 39 to 33.
        assert_eq!(g.board.stores(), [33, 39]);
        assert!(fx.contains(&Effect::RoundOver { round: 1 }));
    }

    #[test]
    fn a_player_who_cannot_move_passes() {
        // A (2) sows B, C; C (3) goes back clockwise: B, A, f. North is left
        // with single seeds and passes; South moves again.
        let mut g = position(&[2, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0], [32, 35], 0);
        let fx = play(&mut g, "A>");
        assert_eq!(g.board.pits(), &[1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
        assert_eq!(fx.last(), Some(&Effect::Pass { player: 1 }));
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(legal(&g), ["B>", "B<"]);
    }

    #[test]
    fn round_ends_when_neither_can_move() {
        let mut g = position(&[2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [30, 39], 0);
        let fx = play(&mut g, "A>");
        assert_eq!(
            fx[3..],
            [
                Effect::Sweep {
                    pit: 1,
                    count: 1,
                    player: 0
                },
                Effect::Sweep {
                    pit: 2,
                    count: 1,
                    player: 0
                },
                Effect::Sweep {
                    pit: 6,
                    count: 1,
                    player: 1
                },
                Effect::RoundOver { round: 1 },
                // South lost (32 to 40) with no smaller board allowed: the
                // board is laid out anew for the distribution.
                Effect::NewBoard { width: 6 },
            ]
        );
        assert_eq!(g.board.stores(), [32, 40]);
        assert_eq!(g.total_seeds(), 72);
        // South lost with 32 seeds, too many to shorten: the board stays 6
        // wide and South spreads its seeds.
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(g.phase, Phase::Distribute { next: 0 });
        let info = g.rounds().unwrap();
        assert_eq!(info.round, 2);
        assert_eq!(info.totals, [32, 40]);
        assert_eq!(info.finished, [[32, 40]]);
        assert_eq!(
            g.extra_state(),
            json!({"width": 6, "phase": "distribute", "round": 2})
        );
    }

    #[test]
    fn a_tied_round_is_replayed_by_the_other_starter() {
        let mut g = position(&[2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [34, 35], 0);
        play(&mut g, "A>");
        assert_eq!(g.board.pits(), &[6; 12]);
        assert_eq!(g.board.stores(), [0, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.phase, Phase::Sow);
        let info = g.rounds().unwrap();
        assert_eq!((info.round, info.finished), (2, vec![[36, 36]]));
    }

    #[test]
    fn third_occurrence_of_a_position_ends_the_round() {
        // South's F> and North's b< relay round and restore the position.
        let mut g = position(&[0, 0, 1, 0, 1, 3, 0, 0, 1, 0, 0, 0], [33, 33], 0);
        let start = g.board.clone();
        for _ in 0..2 {
            play(&mut g, "F>");
            assert_eq!(g.board.pits(), &[0, 0, 1, 0, 1, 0, 0, 3, 1, 0, 0, 0]);
            play(&mut g, "b<");
        }
        // The third occurrence: each side's seeds go to its owner.
        assert_ne!(g.board, start);
        assert_eq!(g.board.stores(), [38, 34]);
        assert_eq!(g.rounds().unwrap().finished, [[38, 34]]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    /// The relay of a move, followed lap by lap with every state between
    /// laps (board, pit about to be lifted, direction) kept in a list (test
    /// only: it allocates): `None` if it ends by itself, or the lap after
    /// which a state first comes back and the board then.
    fn first_repeat(board: &PitBoard, pit: usize, dir: Direction) -> Option<(u32, PitBoard)> {
        let (mut board, mut pit, mut dir) = (board.clone(), pit, dir);
        let mut seen = std::collections::HashSet::from([(board.clone(), pit, dir)]);
        loop {
            let hand = board.lift(pit, &mut Effects::off());
            let start = Slot::Pit(pit as u8);
            let last = crate::engine::sow::sow_lap(
                &mut board,
                0,
                start,
                pit,
                hand,
                dir,
                RULES,
                &mut Effects::off(),
            );
            match last {
                Slot::Pit(p) if board.pit(p as usize) > 1 => {
                    (pit, dir) = (p as usize, dir.reversed());
                }
                _ => return None,
            }
            if !seen.insert((board.clone(), pit, dir)) {
                return Some((seen.len() as u32, board));
            }
        }
    }

    #[test]
    fn a_relay_back_where_it_started_stops_and_the_turn_passes() {
        // Found in random play (seed 5115, round 14, three pits a side):
        // South's A clockwise comes back to this board with A about to be
        // lifted clockwise again, after 10 laps. The move stops there with
        // no capture and North moves.
        let pits = [4, 1, 1, 3, 1, 1];
        let mut g = position(&pits, [56, 5], 0);
        let fx = play(&mut g, "A<");
        let laps = fx
            .iter()
            .filter(|e| matches!(e, Effect::Lift { .. }))
            .count();
        assert_eq!(laps, 10);
        assert_eq!(g.board.pits(), &pits);
        assert_eq!(g.board.stores(), [56, 5]);
        assert!(captures(&fx).is_empty());
        assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 10 }));
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(
            first_repeat(&g.board, 0, Direction::Clockwise),
            Some((10, g.board.clone()))
        );
    }

    #[test]
    fn a_long_relay_that_ends_is_played_out() {
        // Found in random play (seed 9, round 5): South's C clockwise relays
        // for more laps than the cycle check waits for and ends by itself.
        let pits = [19, 7, 4, 1, 2, 1, 19, 7, 4, 1, 2, 1];
        let start = PitBoard::from_counts(&pits, [4, 0]).unwrap();
        let mut g = position(&pits, [4, 0], 0);
        let fx = play(&mut g, "C<");
        let laps = fx
            .iter()
            .filter(|e| matches!(e, Effect::Lift { .. }))
            .count() as u32;
        assert!(laps > crate::engine::sow::CYCLE_CHECK_AFTER, "{laps}");
        assert!(!fx.iter().any(|e| matches!(e, Effect::RelayCycle { .. })));
        assert_eq!(first_repeat(&start, 2, Direction::Clockwise), None);
        assert_eq!(g.board.pits(), &[11, 0, 6, 0, 1, 1, 4, 10, 0, 5, 21, 2]);
        assert_eq!(g.board.stores(), [11, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn shortening_is_offered_below_each_threshold_only() {
        let on = south_first();
        for (south, widths) in [
            (35, vec![]),
            (18, vec![]),
            (17, vec!["w4", "w6"]),
            (9, vec!["w4", "w6"]),
            (8, vec!["w3", "w4", "w6"]),
            (7, vec!["w3", "w4", "w6"]),
            // One seed a pit would leave nobody a move: 6 pits need 7 seeds.
            (6, vec!["w3", "w4"]),
            (5, vec!["w3", "w4"]),
        ] {
            let g = round_ending(on.clone(), south);
            assert_eq!(g.turn(), Turn::Player(0), "{south}");
            if widths.is_empty() {
                assert_eq!(g.phase, Phase::Distribute { next: 0 }, "{south}");
                assert_eq!(g.board.width(), 6);
            } else {
                assert_eq!(legal(&g), widths, "{south}");
                assert_eq!(
                    g.prompt().unwrap(),
                    "South lost the round: choose the board size"
                );
                assert_eq!(
                    g.check(GiuthiMove::Width(5)),
                    Err(IllegalAction::OutOfRange)
                );
                assert_eq!(
                    g.check(GiuthiMove::Width(2)),
                    Err(IllegalAction::OutOfRange),
                    "2 pits need fewer than 4.5 seeds, and 4 end the game"
                );
            }
        }
        // Without shortening the board stays 6 wide, and 6 seeds or fewer
        // cannot fill it with a move left.
        let off = GiuthiOptions {
            allow_shortening: false,
            ..south_first()
        };
        let g = round_ending(off.clone(), 7);
        assert_eq!(g.phase, Phase::Distribute { next: 0 });
        assert_eq!(g.board.width(), 6);
        let g = round_ending(off, 6);
        assert_eq!(
            g.turn(),
            Turn::Over(Outcome {
                winners: 0b10,
                reason: EndReason::TooFewSeeds {
                    player: 0,
                    seeds: 6
                }
            })
        );
    }

    #[test]
    fn two_pits_never_come_up_and_a_loser_with_five_or_six_must_shorten() {
        // Two pits need fewer than 4.5 seeds, and 4 or fewer end the game:
        // whatever the loser holds, w2 is never offered.
        for south in 2..=35 {
            let g = round_ending(south_first(), south);
            assert!(!legal(&g).contains(&"w2".to_string()), "{south}");
            assert_eq!(
                matches!(g.turn(), Turn::Over(_)),
                south <= 4,
                "{south}: the game ends at 4 or fewer"
            );
        }
        // 5 or 6 seeds cannot fill six pits with a move left: shorten...
        for south in [5, 6] {
            let g = round_ending(south_first(), south);
            assert_eq!(legal(&g), ["w3", "w4"], "{south}");
            assert_eq!(
                g.check(GiuthiMove::Width(6)),
                Err(IllegalAction::OutOfRange)
            );
        }
        // ...or, with shortening off, lose.
        let off = GiuthiOptions {
            allow_shortening: false,
            ..south_first()
        };
        let g = round_ending(off, 5);
        assert_eq!(
            g.turn(),
            Turn::Over(Outcome {
                winners: 0b10,
                reason: EndReason::TooFewSeeds {
                    player: 0,
                    seeds: 5
                }
            })
        );
    }

    #[test]
    fn too_few_seeds_is_told_in_words() {
        let reason = |seeds| EndReason::TooFewSeeds { player: 1, seeds }.to_string();
        assert_eq!(
            reason(1),
            "After the round North held only 1 seed, too few to play on."
        );
        assert_eq!(
            reason(4),
            "After the round North held only 4 seeds, too few to play on."
        );
    }

    #[test]
    fn the_loser_spreads_their_seeds_and_the_winner_copies() {
        let mut g = round_ending(south_first(), 17);
        play(&mut g, "w4");
        assert_eq!(g.board.width(), 4);
        assert_eq!(g.board.pits(), &[0; 8]);
        assert_eq!(g.board.stores(), [17, 55]);
        assert_eq!(
            g.prompt().unwrap(),
            "South: place seeds in pit A (17 left, at least 1 per pit)"
        );
        // Three more pits need a seed each: 1 to 14.
        let expected: Vec<String> = (1..=14).map(|n| format!("p{n}")).collect();
        assert_eq!(legal(&g), expected);
        assert_eq!(
            g.check(GiuthiMove::Place(15)),
            Err(IllegalAction::OutOfRange)
        );
        assert_eq!(
            g.check(GiuthiMove::Place(0)),
            Err(IllegalAction::OutOfRange)
        );
        assert_eq!(g.action_pit(GiuthiMove::Place(3)), Some(0));
        assert_eq!(g.action_label(GiuthiMove::Place(3)), "Put 3 seeds in A");
        assert_eq!(g.action_label(GiuthiMove::Place(1)), "Put 1 seed in A");
        play(&mut g, "p5");
        assert_eq!(g.board.pits(), &[5, 0, 0, 0, 5, 0, 0, 0]);
        assert_eq!(g.board.stores(), [12, 50]);
        assert_eq!(legal(&g).last().unwrap(), "p10");
        play(&mut g, "p10");
        assert_eq!(legal(&g), ["p1"]);
        assert_eq!(g.action_pit(GiuthiMove::Place(1)), Some(2));
        play(&mut g, "p1");
        // The last pit takes the last seed; North mirrors every pit from its
        // own left and keeps its 38 surplus seeds; the winner starts.
        assert_eq!(g.board.pits(), &[5, 10, 1, 1, 5, 10, 1, 1]);
        assert_eq!(g.board.stores(), [0, 38]);
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.phase, Phase::Sow);
        assert_eq!(g.round(), 2);
        assert_eq!(g.scores(), [17, 55]);
        assert_eq!(legal(&g), ["a>", "a<", "b>", "b<"]);
        // Letters beyond the narrower board name no pit.
        assert_eq!(
            g.check("e>".parse().unwrap()),
            Err(IllegalAction::NoSuchPit)
        );
        assert_eq!(g.action_pit("e>".parse().unwrap()), None);
        assert_eq!(g.action_pit("b<".parse().unwrap()), Some(5));
    }

    #[test]
    fn a_north_loser_fills_from_its_own_left() {
        let board = PitBoard::from_counts(&[0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [50, 20]).unwrap();
        let mut g = Giuthi::from_board(south_first(), board, 1);
        play(&mut g, "a>");
        assert_eq!(g.board.stores(), [50, 22]);
        // 22 seeds: 18 or more, so no choice of board.
        assert_eq!(g.turn(), Turn::Player(1));
        for mv in ["p2", "p3", "p4", "p5", "p6"] {
            play(&mut g, mv);
        }
        assert_eq!(g.board.pits(), &[2, 3, 4, 5, 6, 2, 2, 3, 4, 5, 6, 2]);
        assert_eq!(g.board.stores(), [28, 0]);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn the_full_board_comes_back_when_the_loser_recovers() {
        // A round on 4 pits a side ends with South, the loser, at 20 seeds:
        // too many to shorten, so the next round is on 6 pits again.
        let board = PitBoard::from_counts(&[2, 0, 0, 0, 1, 0, 0, 0], [18, 51]).unwrap();
        let mut g = Giuthi::from_board(south_first(), board, 0);
        play(&mut g, "A>");
        assert_eq!(g.board.stores(), [20, 52]);
        assert_eq!(g.board.width(), 6);
        assert_eq!(g.phase, Phase::Distribute { next: 0 });
        assert_eq!(legal(&g).len(), 15);
    }

    #[test]
    fn the_game_ends_at_four_seeds_or_fewer() {
        let g = round_ending(south_first(), 4);
        assert_eq!(
            g.turn(),
            Turn::Over(Outcome {
                winners: 0b10,
                reason: EndReason::TooFewSeeds {
                    player: 0,
                    seeds: 4
                }
            })
        );
        assert!(legal(&g).is_empty());
        assert_eq!(g.prompt(), None);
        assert_eq!(g.check(GiuthiMove::Width(6)), Err(IllegalAction::GameOver));
        // One seed more and the game goes on.
        let g = round_ending(south_first(), 5);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn illegal_actions_are_explained_and_change_nothing() {
        let g = position(&[2, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1], [31, 31], 0);
        let before = g.clone();
        for (mv, why) in [
            ("B>", IllegalAction::NeedsTwoSeeds),
            ("C<", IllegalAction::EmptyPit),
            ("a>", IllegalAction::NotYourPit),
            ("w4", IllegalAction::NotNow),
            ("p3", IllegalAction::NotNow),
        ] {
            let mut h = g.clone();
            assert_eq!(
                h.apply(mv.parse().unwrap(), &mut Effects::recording()),
                Err(why),
                "{mv}"
            );
            assert_eq!(h, before);
        }
        let mut over = g.clone();
        over.end_by_agreement(&mut Effects::off()).unwrap();
        assert_eq!(
            over.check("A>".parse().unwrap()),
            Err(IllegalAction::GameOver)
        );
    }

    #[test]
    fn agreement_gives_each_side_to_its_owner() {
        let mut g = position(&[2, 1, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1], [33, 29], 0);
        let mut fx = Effects::recording();
        g.end_by_agreement(&mut fx).unwrap();
        assert_eq!(g.board.stores(), [36, 36]);
        assert_eq!(
            g.turn(),
            Turn::Over(Outcome {
                winners: 0b11,
                reason: EndReason::Agreement {
                    remaining: Remaining::ToOwners
                }
            })
        );
        // Seeds already placed for the next round go back to their owners.
        let mut h = round_ending(south_first(), 20);
        play(&mut h, "p7");
        h.end_by_agreement(&mut Effects::off()).unwrap();
        assert_eq!(h.board.stores(), [20, 52]);
        assert_eq!(
            h.turn().clone(),
            Turn::Over(Outcome {
                winners: 0b10,
                reason: EndReason::Agreement {
                    remaining: Remaining::ToOwners
                },
            })
        );
    }

    #[test]
    fn options_and_set_up() {
        let g = Giuthi::new(&south_first(), 3).unwrap();
        assert_eq!(g.board.pits(), &[6; 12]);
        assert_eq!(g.total_seeds(), 72);
        assert_eq!(g.scores(), [36, 36]);
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(legal(&g).len(), 12);
        assert_eq!(
            g.action_label("C>".parse().unwrap()),
            "Sow C counterclockwise"
        );
        assert_eq!(g.action_label("c<".parse().unwrap()), "Sow c clockwise");
        assert_eq!(
            g.action_label(GiuthiMove::Width(4)),
            "Play on 4 pits a side"
        );
        assert_eq!(g.action_pit(GiuthiMove::Width(4)), None);
        assert_eq!(g.prompt(), None);
        assert_eq!(
            g.extra_state(),
            json!({"width": 6, "phase": "sow", "round": 1})
        );
        let north = GiuthiOptions {
            first_player: FirstPlayer::North,
            ..GiuthiOptions::default()
        };
        assert_eq!(Giuthi::new(&north, 3).unwrap().turn(), Turn::Player(1));

        assert_eq!(GiuthiOptions::presets()[0].0, "seed");
        let value = serde_json::to_value(GiuthiOptions::default()).unwrap();
        for option in OPTIONS {
            assert!(value.get(option.key).is_some(), "{}", option.key);
        }
        assert_eq!(value.as_object().unwrap().len(), OPTIONS.len());
        for bad in [
            json!({"allow_shortening": "yes"}),
            json!({"first_player": "east"}),
            json!({"width": 4}),
        ] {
            assert!(
                serde_json::from_value::<GiuthiOptions>(bad.clone()).is_err(),
                "{bad}"
            );
        }
        let partial: GiuthiOptions =
            serde_json::from_value(json!({"allow_shortening": false})).unwrap();
        assert!(!partial.allow_shortening);
        assert_eq!(partial.first_player, FirstPlayer::Random);
    }

    #[test]
    fn random_play_keeps_every_invariant() {
        for first_player in [FirstPlayer::South, FirstPlayer::North] {
            for allow_shortening in [true, false] {
                let options = GiuthiOptions {
                    allow_shortening,
                    first_player,
                };
                let stats = random_games::<Giuthi>(&options, 1000, 7, true)
                    .unwrap_or_else(|e| panic!("{options:?}: {e}"));
                println!("{options:?}: {stats:?}");
                assert_eq!(stats.games, 1000);
            }
        }
    }

    /// Figures of random play (run with `--nocapture` to see them): rounds
    /// per game, the longest game and the most laps one move sowed.
    #[test]
    fn random_play_figures() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        let mut legal = Vec::with_capacity(32);
        let games = 2000;
        for allow_shortening in [true, false] {
            let options = GiuthiOptions {
                allow_shortening,
                ..GiuthiOptions::default()
            };
            let (mut actions, mut rounds, mut longest, mut most_rounds, mut max_laps) =
                (0u64, 0u64, 0u64, 0u32, 0u32);
            let mut log_capacity_kept = true;
            for seed in 0..games {
                let mut g = Giuthi::new(&options, seed).unwrap();
                let mut length = 0;
                while let Turn::Player(_) = g.turn() {
                    g.legal_actions(&mut legal);
                    let action = legal[rng.random_range(0..legal.len())];
                    if let GiuthiMove::Sow {
                        side,
                        index,
                        clockwise,
                    } = action
                    {
                        let mut copy = g.clone();
                        let pit = side as usize * copy.board.width() + index as usize;
                        let dir = if clockwise {
                            Direction::Clockwise
                        } else {
                            Direction::Counterclockwise
                        };
                        let end = copy.sow_move(pit, dir, &mut Effects::off());
                        max_laps = max_laps.max(end.laps);
                    }
                    g.apply(action, &mut Effects::off()).unwrap();
                    length += 1;
                }
                log_capacity_kept &= g.finished.0.capacity() == ROUNDS_RESERVED;
                actions += length;
                longest = longest.max(length);
                rounds += g.round as u64;
                most_rounds = most_rounds.max(g.round);
            }
            println!(
                "giuthi random play (shortening {allow_shortening}): {games} games, \
                 {actions} actions, {:.1} rounds a game (most {most_rounds}), \
                 longest {longest} actions, most laps in a move {max_laps}",
                rounds as f64 / games as f64
            );
            assert!(log_capacity_kept, "the round log outgrew its reserve");
            assert!(max_laps > 3, "{max_laps}");
            assert!(longest * 5 < Giuthi::new(&options, 0).unwrap().max_game_length() as u64);
        }
    }
}
