//! Mancala (game id `mancala`): two rows of six pits, 4 seeds each, and a
//! store for each player.
//!
//! A move empties one of your pits and sows its seeds one at a time
//! counterclockwise. You drop a seed into your own store as you pass it, but
//! your opponent's store is never sown into, and a lap passes over the pit
//! the move started from. Where the last seed falls decides the rest:
//!
//! - in your store: you move again;
//! - in one of your pits that was empty (it now holds the single seed): you
//!   take that seed and every seed in the pit facing it;
//! - in an opponent's pit that now holds 2 or 3: you take those seeds, and
//!   going back towards the start of their row you also take each pit in turn
//!   that holds 2 or 3, stopping at the first that does not (or at the start
//!   of their row);
//! - anywhere else: the turn passes.
//!
//! When your opponent's pits are all empty you must play a move whose sowing
//! reaches their side, if you have one; if none of your moves does, you may
//! play any of them. The game ends when a store holds 25 seeds (more than
//! half of the 48) or both hold 24, or when the player to move has no seeds
//! on their side; in both cases each player then adds the seeds on their own
//! side to their store, and the fuller store wins.
//!
//! Decisions (recorded with their reasons in docs/rules-decisions.md):
//! - a last seed in your own empty pit captures even when the facing pit is
//!   empty: you then take just your one seed (as the Basic Game's default);
//! - a move "feeds" the opponent when its sowing drops a seed on their side,
//!   even if the capture that follows takes it back (as in Owari); an empty
//!   opponent then simply has no move, which ends the game;
//! - a run of 2s and 3s is always captured, even when it is every seed the
//!   opponent has (no grand-slam rule);
//! - a move that wins the majority or leaves the next player without a move
//!   ends the game at once, and no extra turn is announced then;
//! - a position (pits and the player to move) that comes up for the third
//!   time since a store last changed ends the game, each side going to its
//!   owner (it cannot actually happen: while the stores stay put, seeds only
//!   move rightwards along the mover's row); ending by agreement settles the
//!   board the same way.

mod ai;
mod present;

use serde::{Deserialize, Serialize};

use crate::engine::board::{FirstPlayer, PitBoard, PitMove, Settle};
use crate::engine::options::{OptionSpec, FIRST_PLAYER};
use crate::engine::repetition::Repetitions;
use crate::engine::session::Present;
use crate::engine::sow::{capture_run_2_3, sow_lap, Direction, SowRules};
use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, Remaining, SetupError, Slot, Turn,
};

/// Options of Mancala.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MancalaOptions {
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl MancalaOptions {
    /// The named presets: only the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, MancalaOptions)> {
        vec![("seed", "Mancala", MancalaOptions::default())]
    }
}

/// The options, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[FIRST_PLAYER];

const WIDTH: usize = 6;
const SEEDS_PER_PIT: u8 = 4;
const TOTAL: u32 = 48;

const RULES: SowRules = SowRules {
    into_own_store: true,
    skip_origin: true,
};

/// A position of Mancala.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Mancala {
    options: MancalaOptions,
    board: PitBoard,
    to_move: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(Mancala {
    options,
    board,
    to_move,
    outcome,
    repetitions
});

impl Mancala {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: MancalaOptions, board: PitBoard, to_move: usize) -> Mancala {
        Mancala {
            options,
            board,
            to_move: to_move.min(1) as u8,
            outcome: None,
            repetitions: Repetitions::default(),
        }
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// The options this game was set up with.
    pub fn options(&self) -> &MancalaOptions {
        &self.options
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    /// Whether sowing from `pit` reaches the opponent's side: the pits after
    /// it on its row, then the owner's store, come first.
    fn feeds(&self, pit: usize) -> bool {
        let side = self.board.side_of(pit);
        let steps_to_opponent = (side + 1) * self.board.width() - pit + 1;
        self.board.pit(pit) as usize >= steps_to_opponent
    }

    /// Whether the player to move is bound to feed: the opponent has no
    /// seeds and some move of theirs reaches the opponent's side.
    fn must_feed(&self) -> bool {
        self.board.side_total(1 - self.to_move as usize) == 0
            && self
                .board
                .side(self.to_move as usize)
                .any(|pit| self.feeds(pit))
    }

    fn is_legal_pit(&self, pit: usize, must_feed: bool) -> bool {
        self.board.pit(pit) > 0 && (!must_feed || self.feeds(pit))
    }

    fn finish(
        &mut self,
        reason: impl FnOnce(Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        self.outcome = Some(self.board.settle_outcome(settle, reason, fx).0);
    }
}

impl Game for Mancala {
    type Action = PitMove;
    type Options = MancalaOptions;

    fn new(options: &MancalaOptions, seed: u64) -> Result<Self, SetupError> {
        let mut game = Mancala::from_board(
            options.clone(),
            PitBoard::new(WIDTH, SEEDS_PER_PIT),
            options.first_player.resolve(seed),
        );
        let key = game.position_key();
        game.repetitions.record(key);
        Ok(game)
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

    fn legal_actions(&self, out: &mut Vec<PitMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let must_feed = self.must_feed();
        out.extend(
            self.board
                .side(self.to_move as usize)
                .filter(|&pit| self.is_legal_pit(pit, must_feed))
                .map(|pit| PitMove(pit as u8)),
        );
    }

    fn check(&self, PitMove(pit): PitMove) -> Result<(), IllegalAction> {
        let pit = pit as usize;
        if self.outcome.is_some() {
            Err(IllegalAction::GameOver)
        } else if let Err(why) = self.board.check_own_pit(pit, self.to_move as usize) {
            Err(why)
        } else if self.must_feed() && !self.feeds(pit) {
            Err(IllegalAction::MustFeed)
        } else {
            Ok(())
        }
    }

    fn apply(&mut self, action: PitMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
        let player = self.to_move as usize;
        let pit = action.0 as usize;
        let stores_before = self.board.stores();

        let hand = self.board.lift(pit, fx);
        let last = sow_lap(
            &mut self.board,
            player,
            Slot::Pit(pit as u8),
            pit,
            hand,
            Direction::Counterclockwise,
            RULES,
            fx,
        );

        let mut again = false;
        match last {
            Slot::Store(_) => again = true,
            Slot::Pit(last) => {
                let last = last as usize;
                if self.board.side_of(last) == player {
                    if self.board.pit(last) == 1 {
                        let opposite = self.board.opposite(last);
                        if self.board.pit(opposite) > 0 {
                            self.board.capture(opposite, player, fx);
                        }
                        self.board.capture(last, player, fx);
                    }
                } else if let Some((first, _)) = capture_run_2_3(&self.board, player, last) {
                    for run_pit in (first..=last).rev() {
                        self.board.capture(run_pit, player, fx);
                    }
                }
            }
        }
        if !again {
            self.to_move = 1 - self.to_move;
        }

        let stores = self.board.stores();
        if self.board.majority_reached(TOTAL) {
            self.finish(
                |remaining| EndReason::Majority { remaining },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        // With seeds on their side the player to move always has a legal
        // move (if none feeds an empty opponent, any move is allowed).
        let next = self.to_move;
        if self.board.side_total(next as usize) == 0 {
            self.finish(
                |remaining| EndReason::NoMove {
                    player: next,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        if again {
            fx.push(Effect::ExtraTurn {
                player: player as u8,
            });
        }

        if stores != stores_before {
            self.repetitions.clear();
        }
        let key = self.position_key();
        let occurrence = self.repetitions.record(key);
        if occurrence >= 3 {
            self.finish(
                |remaining| EndReason::Repetition {
                    occurrence,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        self.finish(
            |remaining| EndReason::Agreement { remaining },
            Settle::ToOwners,
            fx,
        );
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.board.stores().iter().map(|&s| s as i32).collect()
    }

    fn total_seeds(&self) -> u32 {
        self.board.total()
    }

    fn max_game_length(&self) -> usize {
        // While the stores stay unchanged a move only carries seeds rightwards
        // along the mover's own row, so a store grows every few moves and the
        // game is short; random play stays far below this practical bound
        // (see the tests).
        2_000
    }
}

crate::games::register! {
    Mancala, MancalaOptions, OPTIONS,
    id: "mancala",
    name: "Mancala",
    summary: "Stores and extra turns, captures from an empty pit and of twos and threes; first to 25 wins.",
}

#[cfg(test)]
mod tests;
