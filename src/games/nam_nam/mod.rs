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
mod position;
mod present;
use present::NOT_CLAIMABLE;

use std::fmt;
use std::str::FromStr;

use serde_json::{json, Value};

use crate::engine::board::{parse_pit, pit_name, FirstPlayer, PitBoard};
use crate::engine::options::FIRST_PLAYER;
use crate::engine::pit_core::{PitRules, RoundLog};
use crate::engine::repetition::Repetitions;
use crate::engine::session::{Present, RoundInfo};
use crate::engine::sow::{relay_sow, Direction, DropFlow, Relay, SowRules};
use crate::engine::{
    side_name, Effect, Effects, EndReason, IllegalAction, Outcome, ParseActionError, Remaining,
    SetupError, Slot,
};

crate::game_options! {
    /// Options of Oware Nam Nam.
    pub struct NamNamOptions, specs OPTIONS {
        /// Who moves first in the first round.
        first_player: FirstPlayer = FirstPlayer::default() => FIRST_PLAYER,
    }
}

impl NamNamOptions {
    /// The named presets: the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, NamNamOptions)> {
        vec![(
            "seed",
            crate::en!("Oware Nam Nam"),
            NamNamOptions::default(),
        )]
    }
}

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
            finished: RoundLog::with_capacity(ROUNDS_RESERVED),
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
        let held = self.board.stores();
        self.finished.close(self.round, held, fx);
        if let Some(short) = (0..2).find(|&p| held[p] < SEEDS_PER_HOLLOW) {
            self.outcome = Some(Outcome {
                winners: 1 << (1 - short),
                reason: cannot_fill(short as u8),
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
                        colour: None,
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

impl PitRules for NamNam {
    type Action = NamNamMove;
    type Options = NamNamOptions;

    // A practical bound, not a proof: the repetition rule ends every round,
    // but nothing bounds the number of rounds (hollows can change hands back
    // and forth for ever). Random play (`random_play_figures`) averages about
    // 57 rounds and 2,300 actions a game, its longest game in 1,000 was about
    // 18,500 actions (476 rounds), and the number of rounds falls off
    // geometrically; 100,000 actions is some 2,500 rounds.
    const MAX_GAME_LENGTH: usize = 100_000;

    fn start(options: &NamNamOptions, seed: u64) -> Result<Self, SetupError> {
        Ok(NamNam::from_board(
            options.clone(),
            PitBoard::new(WIDTH, SEEDS_PER_HOLLOW),
            START_OWNERS,
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

    fn actions(&self, out: &mut Vec<NamNamMove>) {
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

    fn why_illegal(&self, action: NamNamMove) -> Option<IllegalAction> {
        let pit = action.pit();
        if pit >= PITS {
            return Some(IllegalAction::NoSuchPit);
        }
        let mine = self.owners[pit] == self.to_move;
        match (action, self.phase) {
            (NamNamMove::Sow(_), Phase::Sow) if !mine => Some(IllegalAction::NotYourPit),
            // While claiming, every hollow is empty: the seeds are held.
            (NamNamMove::Sow(_), _) if self.board.pit(pit) == 0 => Some(IllegalAction::EmptyPit),
            (NamNamMove::Sow(_), Phase::Sow) => None,
            (NamNamMove::Claim(_), Phase::Claim { .. }) if !mine => None,
            (NamNamMove::Claim(_), Phase::Claim { .. }) => Some(NOT_CLAIMABLE),
            _ => Some(IllegalAction::NotNow),
        }
    }

    fn play(&mut self, action: NamNamMove, fx: &mut Effects) {
        match action {
            NamNamMove::Sow(pit) => self.sow(pit as usize, fx),
            NamNamMove::Claim(pit) => self.claim(pit as usize, fx),
        }
    }

    fn agree(&mut self, fx: &mut Effects) {
        let remaining = self.sweep_to_owners(fx);
        let scores = self.board.stores().map(i32::from);
        self.outcome = Some(Outcome::by_score(
            &scores,
            EndReason::Agreement { remaining },
        ));
    }
}

crate::games::register! {
    NamNam, NamNamOptions, OPTIONS,
    id: "nam-nam",
    name: "Oware Nam Nam",
    summary: "Relay sowing where every four is captured, and rounds in which the winner takes over the loser's hollows.",
}

/// The game's own ending ([`EndReason::Own`], worded in present.rs): after
/// a round `player` could not fill a single hollow.
pub(crate) fn cannot_fill(player: u8) -> EndReason {
    EndReason::Own {
        key: CANNOT_FILL,
        player,
        count: 0,
    }
}
const CANNOT_FILL: &str = "cannot-fill";

#[cfg(test)]
mod tests;
