//! Oware Nam Nam (game id `nam-nam`): relay sowing and captures of fours,
//! played over several rounds in which hollows change hands.
//!
//! Two rows of six hollows, 4 seeds each, 48 in all. Every hollow has an
//! owner; in the first round each player owns their own row. A move lifts
//! every seed of a non-empty hollow you own and sows them one by one
//! counterclockwise; the stores only keep captured seeds and are never sown
//! into, and a lap of 12 or more seeds drops into its own starting hollow
//! too. When the last seed of a lap lands in a hollow that already held
//! seeds and does not bring it to 4, that hollow is lifted in turn and
//! sowing goes on from the next one; a last seed landing in an empty hollow
//! ends the turn.
//!
//! Fours: a seed that brings a hollow to exactly 4 while more seeds are still
//! in hand gives those 4 at once to the hollow's owner (whoever is sowing),
//! and sowing continues. If the last seed of a lap brings a hollow to 4, the
//! sower takes them, wherever the hollow is, and the turn ends. When only 8
//! seeds are left uncaptured (counting those in hand), the player who
//! captures the next 4 also takes the other 4, wherever they are, the hand
//! included, and the round ends on the spot. A player who owns no seeds when
//! it is their turn passes, and the other player moves again.
//!
//! Between rounds: all seeds are handed back out. If one player holds at
//! least 4 seeds more than filling every hollow they own needs (only one
//! player can), that player takes one of the opponent's hollows for each
//! further 4, choosing each (one action per claim). The source describes
//! this for the round's winner; stating it for whoever has the surplus also
//! covers a winner who owns more hollows than they can fill, whose opponent
//! may then be the one to claim. Then everyone fills the hollows they own
//! with 4 each, which always refills the whole board. If the held seeds do
//! not divide evenly, both players are left with a remainder under 4 (the
//! two make 4), and one hollow of the player who is short stays unfilled: it
//! goes, with those 4 seeds, to the player with the larger remainder, or to
//! the round's loser when the remainders are 2 and 2. If that is the player
//! who claims, they pick it as one more claim; otherwise it is the short
//! player's last hollow in sowing order (it changes hands only if the other
//! player takes it). A player who holds fewer than 4 seeds after a round
//! cannot fill a single hollow, and the game ends: the other player wins.
//!
//! Decisions beyond the source (recorded in `docs/rules-decisions.md`):
//! - the claims go to whoever holds at least 4 seeds more than filling
//!   every hollow they own needs: normally the round's winner, but a winner
//!   who owns more hollows than they can fill leaves the claims to the
//!   other player;
//! - the round's loser starts the next round; after a 24–24 round, the
//!   player who did not start it starts (the general rule above then gives
//!   each player six hollows again, claiming where ownership was uneven);
//! - a loop ends the round, not the game: a position (seeds, owners, player
//!   to move and phase) occurring for the third time within a round ends
//!   that round, the seeds left going to the owners of the hollows they lie
//!   in, and the next round is set up as usual;
//! - ending by agreement ends the whole game the same way, and the player
//!   holding more seeds wins;
//! - a relay that comes back to a state it was already in during the move
//!   (the same seeds in every hollow and store, the same hollow about to be
//!   lifted) would go round for ever: the move stops there, with no
//!   capture, the board as it is then (often the board from before the
//!   move), and the turn passes ([`Effect::RelayCycle`]; see
//!   [`relay_sow`]). No lap count decides this. Random play meets such a
//!   relay about once in 120,000 actions;
//! - the score of a player is the seeds they hold: those captured this
//!   round, which is everything they have, since each round begins by
//!   handing every seed out again.
//!
//! Notation: a sowing move is the hollow's pit letter (`C`, `c`); a claim is
//! `+` and the letter of the hollow claimed (`+c`).
//!
//! Effects: while claiming, the seeds sit in the stores and every hollow is
//! empty; the board of the next round (4 seeds in each hollow) is set up
//! without effects of its own, after [`Effect::RoundOver`] names the round
//! that ended.

mod ai;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::engine::board::{parse_pit, pit_name, FirstPlayer, PitBoard};
use crate::engine::options::{OptionSpec, FIRST_PLAYER};
use crate::engine::repetition::Repetitions;
use crate::engine::session::{PitGame, RoundInfo};
use crate::engine::sow::{relay_sow, Direction, DropFlow, Relay, SowRules};
use crate::engine::{
    side_name, Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError,
    Remaining, SetupError, Slot, Turn,
};

/// Options of Oware Nam Nam.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NamNamOptions {
    /// Who moves first in the first round.
    pub first_player: FirstPlayer,
}

impl NamNamOptions {
    /// The named presets: the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, NamNamOptions)> {
        vec![("seed", "Oware Nam Nam", NamNamOptions::default())]
    }
}

/// The options of Oware Nam Nam, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[FIRST_PLAYER];

const WIDTH: usize = 6;
const PITS: usize = 2 * WIDTH;
const SEEDS_PER_HOLLOW: u8 = 4;
/// A hollow brought to this many seeds is captured.
const FOUR: u8 = 4;
/// The occurrence of a position that ends a round.
const REPETITION_LIMIT: u8 = 3;
/// Room reserved for finished rounds, so play does not allocate.
const ROUNDS_RESERVED: usize = 1024;

const RULES: SowRules = SowRules {
    into_own_store: false,
    skip_origin: false,
};

/// An action: sow from a hollow you own, or claim one of your opponent's
/// hollows between rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NamNamMove {
    /// Sow from this pit (`C`).
    Sow(u8),
    /// Claim this pit (`+c`).
    Claim(u8),
}

impl NamNamMove {
    /// The pit the action is played on.
    pub fn pit(self) -> usize {
        match self {
            NamNamMove::Sow(pit) | NamNamMove::Claim(pit) => pit as usize,
        }
    }
}

impl fmt::Display for NamNamMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NamNamMove::Sow(pit) => write!(f, "{}", pit_name(pit as usize, WIDTH)),
            NamNamMove::Claim(pit) => write!(f, "+{}", pit_name(pit as usize, WIDTH)),
        }
    }
}

impl FromStr for NamNamMove {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let parsed = match text.strip_prefix('+') {
            Some(rest) => parse_pit(rest, WIDTH).map(|p| NamNamMove::Claim(p as u8)),
            None => parse_pit(text, WIDTH).map(|p| NamNamMove::Sow(p as u8)),
        };
        parsed.ok_or_else(|| ParseActionError(s.to_string()))
    }
}

/// What the player to move is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// Playing a round.
    Sow,
    /// Between rounds: `left` more claims to make, `made` made so far.
    Claim { left: u8, made: u8 },
}

/// The results of the rounds played, `[South, North]` seeds held at each
/// round's end. Its buffer is reserved once (and kept by clones) so play
/// does not allocate.
#[derive(Debug, PartialEq, Eq, Hash)]
struct RoundLog(Vec<[u8; 2]>);

impl Default for RoundLog {
    fn default() -> Self {
        RoundLog(Vec::with_capacity(ROUNDS_RESERVED))
    }
}

impl Clone for RoundLog {
    fn clone(&self) -> Self {
        let mut rounds = Vec::with_capacity(ROUNDS_RESERVED.max(self.0.len()));
        rounds.extend_from_slice(&self.0);
        RoundLog(rounds)
    }

    fn clone_from(&mut self, source: &Self) {
        self.0.clone_from(&source.0);
    }
}

/// A position of Oware Nam Nam.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct NamNam {
    options: NamNamOptions,
    /// Seeds in the hollows; the stores hold what each player captured this
    /// round.
    board: PitBoard,
    /// The owner of each hollow, in sowing order.
    owners: [u8; PITS],
    to_move: u8,
    phase: Phase,
    /// The round being played (from 1).
    round: u32,
    /// Who started (or will start) the current round.
    starter: u8,
    finished: RoundLog,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(NamNam {
    options,
    board,
    owners,
    to_move,
    phase,
    round,
    starter,
    finished,
    outcome,
    repetitions
});

/// Each player's own row, as in the first round.
const START_OWNERS: [u8; PITS] = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1];

impl NamNam {
    /// A position in a round, with the given board, owners and player to
    /// move (for tests and analysis). The position counts as round 1, started
    /// by `to_move`; the game is not checked for having ended.
    pub fn from_board(
        options: NamNamOptions,
        board: PitBoard,
        owners: [u8; PITS],
        to_move: usize,
    ) -> NamNam {
        let to_move = to_move.min(1) as u8;
        let mut game = NamNam {
            options,
            board,
            owners: owners.map(|o| o.min(1)),
            to_move,
            phase: Phase::Sow,
            round: 1,
            starter: to_move,
            finished: RoundLog::default(),
            outcome: None,
            repetitions: Repetitions::with_capacity(REPETITION_ROOM),
        };
        let key = game.position_key();
        game.repetitions.record(key);
        game
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// The owner of each hollow, in sowing order.
    pub fn hollow_owners(&self) -> [u8; PITS] {
        self.owners
    }

    /// The round being played (from 1).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Claims still to be made, between rounds.
    pub fn claims_left(&self) -> u8 {
        match self.phase {
            Phase::Sow => 0,
            Phase::Claim { left, .. } => left,
        }
    }

    fn position_key(&self) -> u128 {
        let owners = self
            .owners
            .iter()
            .rev()
            .fold(0u128, |bits, &o| (bits << 1) | o as u128);
        let phase = matches!(self.phase, Phase::Claim { .. }) as u128;
        (self.board.pits_key() << 14) | (owners << 2) | ((self.to_move as u128) << 1) | phase
    }

    /// Seeds in the hollows `player` owns.
    fn owned_seeds(&self, player: usize) -> u32 {
        (0..PITS)
            .filter(|&p| self.owners[p] as usize == player)
            .map(|p| self.board.pit(p) as u32)
            .sum()
    }

    fn owned_hollows(&self, player: usize) -> i32 {
        self.owners
            .iter()
            .filter(|&&o| o as usize == player)
            .count() as i32
    }

    /// Moves every seed left in a hollow to its owner's store.
    fn sweep_to_owners(&mut self, fx: &mut Effects) -> Remaining {
        if self.board.board_total() == 0 {
            return Remaining::Nothing;
        }
        let mut stores = self.board.stores();
        for pit in 0..PITS {
            let count = self.board.pit(pit);
            if count > 0 {
                let owner = self.owners[pit];
                stores[owner as usize] = stores[owner as usize].saturating_add(count);
                fx.push(Effect::Sweep {
                    pit: pit as u8,
                    count,
                    player: owner,
                });
            }
        }
        if let Some(board) = PitBoard::from_counts(&[0; PITS], stores) {
            self.board = board;
        }
        Remaining::ToOwners
    }

    /// After the round's last seeds are captured (or swept): records the
    /// result, ends the game if a player cannot fill a hollow, and otherwise
    /// works out the claims and the next round.
    fn end_round(&mut self, fx: &mut Effects) {
        fx.push(Effect::RoundOver {
            round: self.round.min(u16::MAX as u32) as u16,
        });
        let held = self.board.stores();
        self.finished.0.push(held);
        if let Some(short) = (0..2).find(|&p| held[p] < SEEDS_PER_HOLLOW) {
            self.outcome = Some(Outcome {
                winners: 1 << (1 - short),
                reason: EndReason::CannotFill {
                    player: short as u8,
                },
            });
            return;
        }
        let loser = match held[0].cmp(&held[1]) {
            std::cmp::Ordering::Less => Some(0),
            std::cmp::Ordering::Greater => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let next_starter = loser.unwrap_or(1 - self.starter as usize);
        let surplus = |p: usize| held[p] as i32 - 4 * self.owned_hollows(p);
        let claimer = (0..2).find(|&p| surplus(p) >= 4);
        // The player who can fill every hollow they own, and the other one.
        let full = claimer.unwrap_or(if surplus(0) >= 0 { 0 } else { 1 });
        let short = 1 - full;
        let mut claims = claimer.map_or(0, |s| surplus(s) / 4);
        let remainder = surplus(full) - 4 * claims;
        if remainder > 0 {
            let other = 4 - remainder;
            let to_full = remainder > other || (remainder == other && loser == Some(full));
            if to_full {
                if claimer.is_some() {
                    claims += 1;
                } else if let Some(last) =
                    (0..PITS).rev().find(|&p| self.owners[p] as usize == short)
                {
                    self.owners[last] = full as u8;
                }
            }
        }
        let claims = claims.clamp(0, self.owned_hollows(short)) as u8;
        self.round += 1;
        self.starter = next_starter as u8;
        if claims > 0 {
            self.phase = Phase::Claim {
                left: claims,
                made: 0,
            };
            self.to_move = full as u8;
        } else {
            self.start_round(fx);
        }
    }

    /// Fills every hollow with 4 and lets the round's starter move.
    fn start_round(&mut self, fx: &mut Effects) {
        // Every hollow gets 4 seeds, paid from its owner's store; the one
        // hollow left over by two remainders is topped up from the other.
        for pit in 0..PITS {
            let owner = self.owners[pit] as usize;
            for payer in [owner, 1 - owner] {
                let missing = SEEDS_PER_HOLLOW.saturating_sub(self.board.pit(pit));
                if missing > 0 && self.board.store(payer) > 0 {
                    self.board.place_from_store(pit, payer, missing, fx);
                }
            }
        }
        self.phase = Phase::Sow;
        self.to_move = self.starter;
        self.repetitions.clear();
        self.pass_if_stuck(fx);
        let key = self.position_key();
        self.repetitions.record(key);
    }

    /// Passes the turn when the player to move owns no seeds.
    fn pass_if_stuck(&mut self, fx: &mut Effects) {
        if self.owned_seeds(self.to_move as usize) == 0 {
            fx.push(Effect::Pass {
                player: self.to_move,
            });
            self.to_move = 1 - self.to_move;
        }
    }

    fn sow(&mut self, pit: usize, fx: &mut Effects) {
        let player = self.to_move as usize;
        let owners = self.owners;
        let before = self.board.stores();
        let mut round_over = false;
        relay_sow(
            &mut self.board,
            player,
            pit,
            Direction::Counterclockwise,
            RULES,
            fx,
            |board, slot, hand, fx| {
                let Slot::Pit(hollow) = slot else {
                    return DropFlow::Continue;
                };
                let hollow = hollow as usize;
                if board.pit(hollow) != FOUR {
                    return DropFlow::Continue;
                }
                // Mid-sowing the owner takes the four; the last seed of a lap
                // gives them to the sower.
                let taker = if hand == 0 {
                    player
                } else {
                    owners[hollow] as usize
                };
                board.capture(hollow, taker, fx);
                if board.board_total() + hand as u32 > 4 {
                    return DropFlow::Continue;
                }
                // The last eight: whoever took this four takes the rest.
                for rest in 0..board.num_pits() {
                    if board.pit(rest) > 0 {
                        board.capture(rest, taker, fx);
                    }
                }
                for _ in 0..hand {
                    board.add_to_store(taker);
                    fx.push(Effect::Drop {
                        slot: Slot::Store(taker as u8),
                    });
                }
                round_over = true;
                DropFlow::Stop
            },
            |board, last, dir, _| match last {
                Slot::Pit(p) if board.pit(p as usize) >= 2 => Relay::Lift {
                    pit: p as usize,
                    dir,
                },
                _ => Relay::Done,
            },
        );
        if round_over || self.board.board_total() == 0 {
            self.end_round(fx);
            return;
        }
        if self.board.stores() != before {
            self.repetitions.clear();
        }
        self.to_move = 1 - self.to_move;
        self.pass_if_stuck(fx);
        let key = self.position_key();
        if self.repetitions.record(key) >= REPETITION_LIMIT {
            self.sweep_to_owners(fx);
            self.end_round(fx);
        }
    }

    fn claim(&mut self, pit: usize, fx: &mut Effects) {
        self.owners[pit] = self.to_move;
        if let Phase::Claim { left, made } = self.phase {
            let left = left.saturating_sub(1);
            if left == 0 || self.owned_hollows(1 - self.to_move as usize) == 0 {
                self.start_round(fx);
            } else {
                self.phase = Phase::Claim {
                    left,
                    made: made + 1,
                };
            }
        }
    }
}

/// Positions to reserve for the repetition history: random play has gone 672
/// moves without a capture, so this leaves room and play never allocates.
const REPETITION_ROOM: usize = 1536;

impl Game for NamNam {
    type Action = NamNamMove;
    type Options = NamNamOptions;

    fn new(options: &NamNamOptions, seed: u64) -> Result<Self, SetupError> {
        Ok(NamNam::from_board(
            options.clone(),
            PitBoard::new(WIDTH, SEEDS_PER_HOLLOW),
            START_OWNERS,
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

    fn legal_actions(&self, out: &mut Vec<NamNamMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let me = self.to_move;
        match self.phase {
            Phase::Sow => out.extend(
                (0..PITS)
                    .filter(|&p| self.owners[p] == me && self.board.pit(p) > 0)
                    .map(|p| NamNamMove::Sow(p as u8)),
            ),
            Phase::Claim { .. } => out.extend(
                (0..PITS)
                    .filter(|&p| self.owners[p] != me)
                    .map(|p| NamNamMove::Claim(p as u8)),
            ),
        }
    }

    fn check(&self, action: NamNamMove) -> Result<(), IllegalAction> {
        let pit = action.pit();
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        if pit >= PITS {
            return Err(IllegalAction::NoSuchPit);
        }
        let mine = self.owners[pit] == self.to_move;
        match (action, self.phase) {
            (NamNamMove::Sow(_), Phase::Sow) if !mine => Err(IllegalAction::NotYourPit),
            // While claiming, every hollow is empty: the seeds are held.
            (NamNamMove::Sow(_), _) if self.board.pit(pit) == 0 => Err(IllegalAction::EmptyPit),
            (NamNamMove::Sow(_), Phase::Sow) => Ok(()),
            (NamNamMove::Claim(_), Phase::Claim { .. }) if !mine => Ok(()),
            (NamNamMove::Claim(_), Phase::Claim { .. }) => Err(IllegalAction::NotClaimable),
            _ => Err(IllegalAction::NotNow),
        }
    }

    fn apply(&mut self, action: NamNamMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
        match action {
            NamNamMove::Sow(pit) => self.sow(pit as usize, fx),
            NamNamMove::Claim(pit) => self.claim(pit as usize, fx),
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        let remaining = self.sweep_to_owners(fx);
        let scores = self.board.stores().map(i32::from);
        self.outcome = Some(Outcome::by_score(
            &scores,
            EndReason::Agreement { remaining },
        ));
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.board.stores().iter().map(|&s| s as i32).collect()
    }

    fn total_seeds(&self) -> u32 {
        self.board.total()
    }

    fn max_game_length(&self) -> usize {
        // A practical bound, not a proof: the repetition rule ends every
        // round, but nothing bounds the number of rounds (hollows can change
        // hands back and forth for ever). Random play (`random_play_figures`)
        // averages about 57 rounds and 2,300 actions a game, its longest
        // game in 1,000 was about 18,500 actions (476 rounds), and the number
        // of rounds falls off geometrically; 100,000 actions is some 2,500
        // rounds.
        100_000
    }
}

impl PitGame for NamNam {
    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn action_pit(&self, action: NamNamMove) -> Option<usize> {
        Some(action.pit())
    }

    fn action_label(&self, action: NamNamMove) -> String {
        let name = pit_name(action.pit(), WIDTH);
        match action {
            NamNamMove::Sow(_) => format!("Sow from {name}"),
            NamNamMove::Claim(_) => format!("Claim hollow {name}"),
        }
    }

    fn owners(&self) -> Option<Vec<u8>> {
        Some(self.owners.to_vec())
    }

    fn rounds(&self) -> Option<RoundInfo> {
        Some(RoundInfo {
            round: self.round,
            totals: self.board.stores().map(i32::from),
            finished: self.finished.0.iter().map(|r| r.map(i32::from)).collect(),
        })
    }

    fn prompt(&self) -> Option<String> {
        let Phase::Claim { left, made } = self.phase else {
            return None;
        };
        if self.outcome.is_some() {
            return None;
        }
        let me = self.to_move as usize;
        let held = self.board.store(me);
        let why = if held > self.board.store(1 - me) {
            format!("{} won the round with {held} seeds", side_name(me))
        } else {
            format!(
                "{} holds {held} seeds, more than their hollows need",
                side_name(me)
            )
        };
        let more = if made > 0 { " more" } else { "" };
        Some(format!(
            "{why}: claim {left}{more} of {}'s hollows",
            side_name(1 - me)
        ))
    }

    fn extra_state(&self) -> Value {
        json!({
            "owners": self.owners,
            "round": self.round,
            "phase": match self.phase {
                Phase::Sow => "sow",
                Phase::Claim { .. } => "claim",
            },
        })
    }
}

impl crate::games::Registered for NamNam {
    const DEF: &'static crate::games::GameDef = &crate::games::GameDef {
        id: "nam-nam",
        name: "Oware Nam Nam",
        summary: "Relay sowing where every four is captured, and rounds in which the winner takes over the loser's hollows.",
        options: OPTIONS,
        presets: || crate::engine::options::presets_of(NamNamOptions::presets()),
        new_session: crate::games::pit_session::<NamNam>,
        random: crate::games::random::<NamNam>,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: [u8; 12] = START_OWNERS;

    fn position(pits: [u8; 12], stores: [u8; 2], owners: [u8; 12], to_move: usize) -> NamNam {
        let board = PitBoard::from_counts(&pits, stores).unwrap();
        let game = NamNam::from_board(NamNamOptions::default(), board, owners, to_move);
        assert_eq!(game.total_seeds(), 48, "test positions hold all 48 seeds");
        game
    }

    fn play(game: &mut NamNam, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx).unwrap();
        assert_eq!(game.total_seeds(), 48);
        fx.take()
    }

    fn legal(game: &NamNam) -> Vec<String> {
        let mut out = Vec::new();
        game.legal_actions(&mut out);
        out.iter().map(|a| a.to_string()).collect()
    }

    /// A round that has just ended with `held` seeds captured.
    fn round_end(held: [u8; 2], owners: [u8; 12], starter: usize) -> (NamNam, Vec<Effect>) {
        let board = PitBoard::from_counts(&[0; 12], held).unwrap();
        let mut game = NamNam::from_board(NamNamOptions::default(), board, owners, starter);
        let mut fx = Effects::recording();
        game.end_round(&mut fx);
        assert_eq!(game.total_seeds(), 48);
        (game, fx.take())
    }

    fn drop_at(pit: usize) -> Effect {
        Effect::Drop {
            slot: Slot::Pit(pit as u8),
        }
    }

    #[test]
    fn notation_round_trips() {
        assert_eq!("C".parse(), Ok(NamNamMove::Sow(2)));
        assert_eq!(" +c ".parse(), Ok(NamNamMove::Claim(8)));
        assert_eq!(NamNamMove::Claim(0).to_string(), "+A");
        assert_eq!(NamNamMove::Sow(11).to_string(), "f");
        for bad in ["", "+", "g", "+G", "++a", "a+", "AB", "-a"] {
            assert!(bad.parse::<NamNamMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn relay_lifts_an_occupied_hollow_and_ends_in_an_empty_one() {
        // A (2) sows B (1 → 2) and C (2 → 3): C is lifted and its 3 seeds go
        // to D, E, F, the last into an empty hollow.
        let mut g = position([2, 1, 2, 0, 0, 0, 1, 1, 1, 1, 1, 1], [20, 17], ROWS, 0);
        let fx = play(&mut g, "A");
        assert_eq!(g.board.pits(), &[0, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
        assert_eq!(g.board.stores(), [20, 17]);
        assert_eq!(
            fx,
            vec![
                Effect::Lift { pit: 0, count: 2 },
                drop_at(1),
                drop_at(2),
                Effect::Lift { pit: 2, count: 3 },
                drop_at(3),
                drop_at(4),
                drop_at(5),
            ]
        );
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn a_last_seed_in_an_empty_hollow_ends_the_turn() {
        let mut g = position([1, 0, 0, 0, 0, 3, 2, 2, 2, 2, 2, 2], [16, 16], ROWS, 0);
        play(&mut g, "A");
        assert_eq!(g.board.pits(), &[0, 1, 0, 0, 0, 3, 2, 2, 2, 2, 2, 2]);
        assert_eq!(g.turn(), Turn::Player(1));
        // North's f (2) makes A 1 and B 2; B is lifted: C and D get one
        // each, and D was empty.
        play(&mut g, "f");
        assert_eq!(g.board.pits(), &[1, 0, 1, 1, 0, 3, 2, 2, 2, 2, 2, 0]);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn a_four_made_mid_sowing_goes_to_the_hollows_owner() {
        // South's F (3): a (3 → 4) with seeds still in hand goes to North,
        // b gets one, c (0 → 1) ends the turn.
        let mut g = position([1, 1, 1, 1, 1, 3, 3, 0, 0, 2, 2, 2], [16, 15], ROWS, 0);
        let fx = play(&mut g, "F");
        assert_eq!(g.board.pits(), &[1, 1, 1, 1, 1, 0, 0, 1, 1, 2, 2, 2]);
        assert_eq!(g.board.stores(), [16, 19]);
        assert!(fx.contains(&Effect::Capture {
            pit: 6,
            count: 4,
            player: 1
        }));
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn a_claimed_hollow_on_your_row_gives_its_four_to_its_owner() {
        // North owns C after claiming it. South's A (3): B 0 → 1, C 3 → 4
        // mid-sowing goes to North, D ends the turn.
        let mut owners = ROWS;
        owners[2] = 1;
        let mut g = position([3, 0, 3, 0, 0, 0, 2, 2, 2, 2, 2, 2], [15, 15], owners, 0);
        let fx = play(&mut g, "A");
        assert_eq!(g.board.pits(), &[0, 1, 0, 1, 0, 0, 2, 2, 2, 2, 2, 2]);
        assert_eq!(g.board.stores(), [15, 19]);
        assert!(fx.contains(&Effect::Capture {
            pit: 2,
            count: 4,
            player: 1
        }));
        // Mid-sowing, South's own hollow B gives South its four.
        let mut h = position([2, 3, 0, 1, 0, 0, 2, 2, 2, 2, 2, 2], [15, 15], ROWS, 0);
        play(&mut h, "A");
        assert_eq!(h.board.pits(), &[0, 0, 1, 1, 0, 0, 2, 2, 2, 2, 2, 2]);
        assert_eq!(h.board.stores(), [19, 15]);
    }

    #[test]
    fn a_last_seed_making_four_goes_to_the_sower_wherever_it_is() {
        let mut g = position([1, 1, 1, 1, 1, 1, 3, 2, 2, 2, 2, 2], [15, 14], ROWS, 0);
        let fx = play(&mut g, "F");
        assert_eq!(g.board.pits(), &[1, 1, 1, 1, 1, 0, 0, 2, 2, 2, 2, 2]);
        assert_eq!(g.board.stores(), [19, 14]);
        assert_eq!(
            fx,
            vec![
                Effect::Lift { pit: 5, count: 1 },
                drop_at(6),
                Effect::Capture {
                    pit: 6,
                    count: 4,
                    player: 0
                },
            ]
        );
        // The turn ends even though the hollow was occupied.
        assert_eq!(g.turn(), Turn::Player(1));
        // On a relay lap too: North's a (1) makes b 2 → lifted, its last seed
        // makes d 4 for North, on North's own side.
        let mut h = position([1, 1, 1, 1, 1, 1, 1, 1, 0, 3, 2, 2], [16, 17], ROWS, 1);
        play(&mut h, "a");
        assert_eq!(h.board.pits(), &[1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 2, 2]);
        assert_eq!(h.board.stores(), [16, 21]);
    }

    #[test]
    fn a_lap_of_twelve_drops_into_its_own_hollow() {
        let mut g = position([12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [18, 18], ROWS, 0);
        let fx = play(&mut g, "A");
        assert_eq!(g.board.pits(), &[1; 12]);
        assert!(!fx.iter().any(|e| matches!(e, Effect::Skip { .. })));
        assert_eq!(fx.last(), Some(&drop_at(0)));
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn a_player_without_seeds_passes() {
        let mut g = position([1, 0, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0], [20, 20], ROWS, 0);
        let fx = play(&mut g, "A");
        assert_eq!(fx.last(), Some(&Effect::Pass { player: 1 }));
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(legal(&g), ["B", "C", "D", "E", "F"]);
    }

    #[test]
    fn the_last_eight_end_the_round_mid_sowing() {
        // 8 seeds left: South's F (3) makes a 4 with 2 seeds in hand. North
        // owns a, so North takes it, then b's 2 and the 2 in South's hand.
        let mut g = position([0, 0, 0, 0, 0, 3, 3, 2, 0, 0, 0, 0], [20, 20], ROWS, 0);
        let fx = play(&mut g, "F");
        assert_eq!(
            fx,
            vec![
                Effect::Lift { pit: 5, count: 3 },
                drop_at(6),
                Effect::Capture {
                    pit: 6,
                    count: 4,
                    player: 1
                },
                Effect::Capture {
                    pit: 7,
                    count: 2,
                    player: 1
                },
                Effect::Drop {
                    slot: Slot::Store(1)
                },
                Effect::Drop {
                    slot: Slot::Store(1)
                },
                Effect::RoundOver { round: 1 },
            ]
        );
        // North holds 28: 4 beyond its six hollows, so one claim.
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [20, 28]);
        assert_eq!(g.scores(), vec![20, 28]);
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.claims_left(), 1);
        assert_eq!(g.round(), 2);
    }

    #[test]
    fn round_end_claims_and_refill() {
        // F's last seed makes a 4 for South; with 4 seeds then left, South
        // also takes c and d, and the round ends 18–30.
        let mut g = position([0, 0, 0, 0, 0, 1, 3, 0, 2, 2, 0, 0], [10, 30], ROWS, 0);
        let fx = play(&mut g, "F");
        assert_eq!(
            fx,
            vec![
                Effect::Lift { pit: 5, count: 1 },
                drop_at(6),
                Effect::Capture {
                    pit: 6,
                    count: 4,
                    player: 0
                },
                Effect::Capture {
                    pit: 8,
                    count: 2,
                    player: 0
                },
                Effect::Capture {
                    pit: 9,
                    count: 2,
                    player: 0
                },
                Effect::RoundOver { round: 1 },
            ]
        );
        // North has 30, 6 beyond its hollows: one claim; the remainders are
        // 2 and 2, so the unfilled hollow goes to the loser, South.
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(legal(&g), ["+A", "+B", "+C", "+D", "+E", "+F"]);
        assert_eq!(
            g.prompt().as_deref(),
            Some("North won the round with 30 seeds: claim 1 of South's hollows")
        );
        assert_eq!(g.extra_state()["phase"], "claim");
        assert_eq!(
            g.check("+c".parse().unwrap()),
            Err(IllegalAction::NotClaimable)
        );
        assert_eq!(g.check("C".parse().unwrap()), Err(IllegalAction::EmptyPit));
        let fx = play(&mut g, "+C");
        // The refill is shown pit by pit from each store. North (30 seeds)
        // fills its 7 hollows with 2 to spare, South (18) four of its five;
        // the fifth, kept by the loser on a 2-2 tie of remainders, is paid 2
        // by each: 13 placements.
        assert_eq!(
            fx.iter()
                .filter(|e| matches!(e, Effect::Place { .. }))
                .count(),
            13
        );
        let paid = |player| -> u8 {
            fx.iter()
                .map(|e| match e {
                    Effect::Place {
                        count, player: p, ..
                    } if *p == player => *count,
                    _ => 0,
                })
                .sum()
        };
        assert_eq!((paid(0), paid(1)), (18, 30));
        // Every hollow is filled again; the loser starts round 2.
        assert_eq!(g.board.pits(), &[4; 12]);
        assert_eq!(g.board.stores(), [0, 0]);
        assert_eq!(g.owners, [0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(g.prompt(), None);
        assert_eq!(
            g.rounds(),
            Some(RoundInfo {
                round: 2,
                totals: [0, 0],
                finished: vec![[18, 30]],
            })
        );
        assert_eq!(legal(&g), ["A", "B", "D", "E", "F"]);
        assert_eq!(
            g.check("C".parse().unwrap()),
            Err(IllegalAction::NotYourPit)
        );
        assert_eq!(legal(&g.clone()).len(), 5);
    }

    #[test]
    fn the_number_of_claims_includes_the_unfilled_hollow() {
        // 35: 11 beyond six hollows, two claims; remainder 3 against South's
        // 1, so North also takes the unfilled hollow: a third claim.
        let (mut g, fx) = round_end([13, 35], ROWS, 0);
        assert_eq!(fx, vec![Effect::RoundOver { round: 1 }]);
        assert_eq!(g.claims_left(), 3);
        assert_eq!(
            g.prompt().as_deref(),
            Some("North won the round with 35 seeds: claim 3 of South's hollows")
        );
        play(&mut g, "+A");
        assert_eq!(
            g.prompt().as_deref(),
            Some("North won the round with 35 seeds: claim 2 more of South's hollows")
        );
        play(&mut g, "+F");
        play(&mut g, "+D");
        assert_eq!(g.owners, [1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
        assert_eq!(g.phase, Phase::Sow);
        assert_eq!(g.board.pits(), &[4; 12]);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn the_unfilled_hollow_goes_by_the_larger_remainder() {
        // Nobody claims. South's remainder 3 beats North's 1: South takes
        // North's last hollow, f.
        let (g, _) = round_end([27, 21], ROWS, 0);
        assert_eq!(g.phase, Phase::Sow);
        assert_eq!(g.owners, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0]);
        assert_eq!(g.turn(), Turn::Player(1), "the loser starts");
        // South 1 against North 3: North keeps it.
        let (g, _) = round_end([25, 23], ROWS, 0);
        assert_eq!(g.owners, ROWS);
        // 2 and 2: the round's loser keeps it...
        let (g, _) = round_end([26, 22], ROWS, 0);
        assert_eq!(g.owners, ROWS);
        assert_eq!(g.turn(), Turn::Player(1));
        // ...or takes it. South owns 2 hollows and holds 22: it claims 3,
        // with 2 left over; North (26 for 7 hollows) is 2 short. South lost
        // the round, so it claims a fourth hollow and both own six.
        let owners = [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
        let (mut g, _) = round_end([22, 26], owners, 1);
        assert_eq!(g.claims_left(), 4);
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(
            g.prompt().as_deref(),
            Some("South holds 22 seeds, more than their hollows need: claim 4 of North's hollows")
        );
        for mv in ["+C", "+D", "+E", "+F"] {
            play(&mut g, mv);
        }
        assert_eq!(g.owners, ROWS);
        assert_eq!(g.turn(), Turn::Player(0), "the loser starts");
    }

    #[test]
    fn a_tied_round_refills_and_the_other_player_starts() {
        let (g, _) = round_end([24, 24], ROWS, 0);
        assert_eq!(g.owners, ROWS);
        assert_eq!(g.phase, Phase::Sow);
        assert_eq!(g.turn(), Turn::Player(1));
        // With uneven ownership the player with the surplus claims back to
        // six each.
        let owners = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1];
        let (mut g, _) = round_end([24, 24], owners, 1);
        assert_eq!(g.claims_left(), 1);
        play(&mut g, "+F");
        assert_eq!(g.owners, ROWS);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn a_player_who_cannot_fill_a_hollow_loses() {
        let (g, fx) = round_end([45, 3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], 0);
        assert_eq!(fx, vec![Effect::RoundOver { round: 1 }]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), Some(0));
                assert_eq!(o.reason, EndReason::CannotFill { player: 1 });
            }
            t => panic!("expected game over, got {t:?}"),
        }
        assert_eq!(g.scores(), vec![45, 3]);
        assert_eq!(g.round(), 1);
        assert_eq!(g.rounds().unwrap().finished, vec![[45, 3]]);
        assert_eq!(g.check(NamNamMove::Sow(0)), Err(IllegalAction::GameOver));
        assert!(legal(&g).is_empty());
        // Played out: the last eight give North 4 and South 40 + 4.
        let mut h = position([0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4], [40, 0], ROWS, 0);
        // f holds 4 at rest only in a set-up position; F's last seed makes a
        // 4, and South takes it and the last 4.
        play(&mut h, "F");
        assert_eq!(h.board.stores(), [48, 0]);
        assert!(matches!(
            h.turn(),
            Turn::Over(Outcome {
                reason: EndReason::CannotFill { player: 1 },
                ..
            })
        ));
    }

    #[test]
    fn ownership_carries_into_round_three() {
        let (mut g, _) = round_end([18, 30], ROWS, 0);
        play(&mut g, "+A");
        assert_eq!(g.round(), 2);
        // Round 2 ends 36–12 (simulated): South owns 5 hollows, so it has 16
        // beyond them: four claims of North's 7.
        g.board = PitBoard::from_counts(&[0; 12], [36, 12]).unwrap();
        let mut fx = Effects::recording();
        g.end_round(&mut fx);
        assert_eq!(fx.list(), &[Effect::RoundOver { round: 2 }]);
        assert_eq!(g.claims_left(), 4);
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(legal(&g), ["+A", "+a", "+b", "+c", "+d", "+e", "+f"]);
        for mv in ["+A", "+a", "+b", "+c"] {
            play(&mut g, mv);
        }
        assert_eq!(g.owners, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
        assert_eq!(g.round(), 3);
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(legal(&g), ["d", "e", "f"]);
        assert_eq!(
            g.check("A".parse().unwrap()),
            Err(IllegalAction::NotYourPit)
        );
        assert_eq!(
            g.check("a".parse().unwrap()),
            Err(IllegalAction::NotYourPit)
        );
        let info = g.rounds().unwrap();
        assert_eq!(info.round, 3);
        assert_eq!(info.finished, vec![[18, 30], [36, 12]]);
        assert_eq!(g.extra_state()["owners"][6], 0);
        assert_eq!(g.extra_state()["round"], 3);
        assert_eq!(g.extra_state()["phase"], "sow");
        assert_eq!(g.owners().unwrap().len(), 12);
    }

    #[test]
    fn illegal_actions_say_why() {
        let g = NamNam::new(
            &NamNamOptions {
                first_player: FirstPlayer::South,
            },
            0,
        )
        .unwrap();
        assert_eq!(legal(&g), ["A", "B", "C", "D", "E", "F"]);
        assert_eq!(
            g.check("a".parse().unwrap()),
            Err(IllegalAction::NotYourPit)
        );
        assert_eq!(g.check("+a".parse().unwrap()), Err(IllegalAction::NotNow));
        assert_eq!(g.check(NamNamMove::Sow(12)), Err(IllegalAction::NoSuchPit));
        assert_eq!(
            g.check(NamNamMove::Claim(200)),
            Err(IllegalAction::NoSuchPit)
        );
        let mut h = position([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [4, 0], ROWS, 0);
        assert_eq!(h.check("A".parse().unwrap()), Err(IllegalAction::EmptyPit));
        let before = h.clone();
        assert!(h.apply("A".parse().unwrap(), &mut Effects::off()).is_err());
        assert_eq!(h, before, "a refused action changes nothing");
        assert_eq!(
            h.action_label("B".parse().unwrap()),
            "Sow from B".to_string()
        );
        assert_eq!(h.action_label("+c".parse().unwrap()), "Claim hollow c");
        assert_eq!(h.action_pit("+c".parse().unwrap()), Some(8));
    }

    #[test]
    fn a_third_occurrence_ends_the_round_and_the_seeds_go_to_the_owners() {
        // Two lone seeds can never make a four: the round can only end by
        // repetition.
        let mut g = position([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], ROWS, 0);
        let mut out = Vec::new();
        let mut moves = 0;
        let fx = loop {
            g.legal_actions(&mut out);
            let mut fx = Effects::recording();
            g.apply(out[0], &mut fx).unwrap();
            moves += 1;
            if g.round() == 2 {
                break fx.take();
            }
            assert!(moves < 100, "the round did not end");
        };
        assert!(fx.iter().any(|e| matches!(e, Effect::Sweep { .. })));
        assert!(fx.contains(&Effect::RoundOver { round: 1 }));
        let finished = g.rounds().unwrap().finished;
        assert_eq!(finished.len(), 1);
        assert_eq!(finished[0][0] + finished[0][1], 48);
        assert_eq!(g.total_seeds(), 48);
    }

    #[test]
    fn agreement_gives_the_seeds_to_the_hollows_owners() {
        let mut owners = ROWS;
        owners[0] = 1;
        let mut g = position([5, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [20, 20], owners, 0);
        let mut fx = Effects::recording();
        g.end_by_agreement(&mut fx).unwrap();
        assert_eq!(g.board.stores(), [21, 27]);
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(
            g.turn(),
            Turn::Over(Outcome {
                winners: 2,
                reason: EndReason::Agreement {
                    remaining: Remaining::ToOwners
                }
            })
        );
        assert!(fx.list().contains(&Effect::Sweep {
            pit: 0,
            count: 5,
            player: 1
        }));
        assert!(g.end_by_agreement(&mut fx).is_err());
    }

    #[test]
    fn bad_options_are_refused() {
        let parse = |v: Value| serde_json::from_value::<NamNamOptions>(v);
        assert!(parse(json!({"first_player": "east"})).is_err());
        assert!(parse(json!({"seeds_per_pit": 5})).is_err());
        assert_eq!(parse(json!({})).unwrap(), NamNamOptions::default());
        let presets = NamNamOptions::presets();
        assert_eq!(presets[0].0, "seed");
        for option in OPTIONS {
            assert!(serde_json::to_value(&presets[0].2).unwrap()[option.key].is_string());
        }
    }

    #[test]
    fn random_play_keeps_the_invariants() {
        for first in [FirstPlayer::South, FirstPlayer::North] {
            let options = NamNamOptions {
                first_player: first,
            };
            let stats = crate::engine::invariants::random_games::<NamNam>(&options, 1000, 11, true)
                .unwrap_or_else(|e| panic!("{first:?}: {e}"));
            eprintln!("{first:?} first: {stats:?}");
            assert_eq!(stats.games, 1000);
            assert!(stats.wins[0] > 100 && stats.wins[1] > 100, "{stats:?}");
        }
    }

    /// The relay of North's move from `pit`, followed lap by lap with the
    /// game's own hooks and every state between laps kept in a list (test
    /// only: it allocates): `None` if it ends by itself, or the lap after
    /// which a state first comes back and the board then.
    fn first_repeat(game: &NamNam, pit: usize) -> Option<(u32, PitBoard)> {
        let mut g = game.clone();
        let mut seen = std::collections::HashSet::from([(g.board.clone(), pit)]);
        let mut pit = pit;
        loop {
            let hand = g.board.lift(pit, &mut Effects::off());
            let mut round_over = false;
            let owners = g.owners;
            let player = g.to_move as usize;
            let end = crate::engine::sow::sow_lap_with(
                &mut g.board,
                crate::engine::sow::Lap {
                    player,
                    start: Slot::Pit(pit as u8),
                    origin: pit,
                    hand,
                    dir: Direction::Counterclockwise,
                    rules: RULES,
                },
                &mut Effects::off(),
                |board, slot, hand, fx| {
                    let Slot::Pit(h) = slot else {
                        return DropFlow::Continue;
                    };
                    if board.pit(h as usize) != FOUR {
                        return DropFlow::Continue;
                    }
                    let taker = if hand == 0 {
                        player
                    } else {
                        owners[h as usize] as usize
                    };
                    board.capture(h as usize, taker, fx);
                    round_over = board.board_total() + hand as u32 <= 4;
                    if round_over {
                        DropFlow::Stop
                    } else {
                        DropFlow::Continue
                    }
                },
            );
            match end {
                crate::engine::sow::LapEnd::Last(Slot::Pit(p)) if g.board.pit(p as usize) >= 2 => {
                    pit = p as usize
                }
                _ => return None,
            }
            if !seen.insert((g.board.clone(), pit)) {
                return Some((seen.len() as u32, g.board));
            }
        }
    }

    #[test]
    fn an_endless_relay_stops_where_it_comes_back() {
        // Found by random play: North's A sets off a relay that goes round
        // the board and, after 60 laps, is back at this very board with A
        // about to be lifted again. The move stops there, with no capture,
        // and South is to move on the board of before the move.
        let owners = [1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0];
        let pits = [3, 1, 0, 2, 1, 0, 2, 1, 0, 1, 0, 1];
        let start = position(pits, [24, 12], owners, 1);
        let mut g = start.clone();
        let fx = play(&mut g, "A");
        let laps = fx
            .iter()
            .filter(|e| matches!(e, Effect::Lift { .. }))
            .count();
        assert_eq!(laps, 60);
        assert!(!fx.iter().any(|e| matches!(e, Effect::Capture { .. })));
        assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 60 }));
        assert_eq!(g.board.pits(), &pits);
        assert_eq!(g.board.stores(), [24, 12]);
        assert_eq!(g.hollow_owners(), owners);
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(first_repeat(&start, 0), Some((60, g.board.clone())));
    }

    /// What random play reaches: rounds per game, the longest game, the most
    /// laps one move sowed (run with `--nocapture` to see the figures).
    #[test]
    fn random_play_figures() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(5);
        let games = 1000;
        let (mut actions, mut rounds, mut most_rounds, mut longest) = (0, 0, 0, 0);
        let (mut laps, mut cycles, mut most_finite) = (0, 0, 0);
        let mut legal = Vec::new();
        for game in 0..games {
            let first = if game % 2 == 0 {
                FirstPlayer::South
            } else {
                FirstPlayer::North
            };
            let options = NamNamOptions {
                first_player: first,
            };
            let mut g = NamNam::new(&options, rng.random()).unwrap();
            let mut length = 0;
            while let Turn::Player(_) = g.turn() {
                g.legal_actions(&mut legal);
                let mut fx = Effects::recording();
                g.apply(legal[rng.random_range(0..legal.len())], &mut fx)
                    .unwrap();
                let lifts = fx
                    .list()
                    .iter()
                    .filter(|e| matches!(e, Effect::Lift { .. }))
                    .count();
                laps = laps.max(lifts);
                let cycled = fx
                    .list()
                    .iter()
                    .any(|e| matches!(e, Effect::RelayCycle { .. }));
                if cycled {
                    cycles += 1;
                } else {
                    most_finite = most_finite.max(lifts);
                }
                length += 1;
            }
            actions += length;
            longest = longest.max(length);
            rounds += g.round() as usize;
            most_rounds = most_rounds.max(g.round() as usize);
        }
        eprintln!(
            "{games} games, {actions} actions, {:.1} rounds a game (most {most_rounds}), \
             longest {longest} actions, most laps {laps}: {cycles} relays came back to an \
             earlier state, the others at most {most_finite} laps",
            rounds as f64 / games as f64
        );
        assert!(most_finite >= 3 && laps >= most_finite);
        let bound = NamNam::new(&NamNamOptions::default(), 0)
            .unwrap()
            .max_game_length();
        assert!(longest * 4 < bound);
        assert!(most_rounds <= ROUNDS_RESERVED);
    }
}
