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
mod position;
mod present;

use crate::engine::board::{FirstPlayer, PitBoard, Settle};
use crate::engine::options::FIRST_PLAYER;
use crate::engine::pit_core::{PitCore, PitMoveRules};
use crate::engine::sow::{capture_run_2_3, SowRules};
use crate::engine::{Effect, Effects, EndReason, SetupError, Slot};

crate::game_options! {
    /// Options of Mancala.
    pub struct MancalaOptions, specs OPTIONS {
        /// Who moves first.
        first_player: FirstPlayer = FirstPlayer::default() => FIRST_PLAYER,
    }
}

impl MancalaOptions {
    /// The named presets: only the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, MancalaOptions)> {
        vec![("seed", crate::en!("Mancala"), MancalaOptions::default())]
    }
}

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
    core: PitCore<MancalaOptions>,
}

crate::clone_reusing_buffers!(Mancala { core });

impl Mancala {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: MancalaOptions, board: PitBoard, to_move: usize) -> Mancala {
        Mancala::from_core(PitCore::new(options, board, to_move))
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        self.core.board()
    }

    /// The options this game was set up with.
    pub fn options(&self) -> &MancalaOptions {
        self.core.options()
    }
}

impl PitMoveRules for Mancala {
    type Options = MancalaOptions;

    // While the stores stay unchanged a move only carries seeds rightwards
    // along the mover's own row, so a store grows every few moves and the
    // game is short; random play stays far below this practical bound (see
    // the tests).
    const MAX_GAME_LENGTH: usize = 2_000;

    fn core(&self) -> &PitCore<MancalaOptions> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut PitCore<MancalaOptions> {
        &mut self.core
    }

    fn from_core(core: PitCore<MancalaOptions>) -> Mancala {
        Mancala { core }
    }

    fn setup(options: &MancalaOptions) -> Result<(PitBoard, FirstPlayer), SetupError> {
        Ok((PitBoard::new(WIDTH, SEEDS_PER_PIT), options.first_player))
    }

    /// Whether the player to move is bound to feed: the opponent has no
    /// seeds and some move of theirs reaches the opponent's side.
    fn must_feed(&self) -> bool {
        let core = &self.core;
        core.board.side_total(1 - core.to_move as usize) == 0
            && core
                .board
                .side(core.to_move as usize)
                .any(|pit| self.feeds(pit))
    }

    /// Whether sowing from `pit` reaches the opponent's side: the pits after
    /// it on its row, then the owner's store, come first.
    fn feeds(&self, pit: usize) -> bool {
        let board = &self.core.board;
        let side = board.side_of(pit);
        let steps_to_opponent = (side + 1) * board.width() - pit + 1;
        board.pit(pit) as usize >= steps_to_opponent
    }

    fn sow_from(&mut self, pit: usize, fx: &mut Effects) -> bool {
        let core = &mut self.core;
        let player = core.to_move as usize;
        let again = match core.sow_lap_from(pit, RULES, fx) {
            Slot::Store(_) => true,
            Slot::Pit(last) if core.board.side_of(last as usize) == player => {
                core.capture_into_empty_pit(last as usize, false, fx);
                false
            }
            Slot::Pit(last) => {
                let (board, last) = (&mut core.board, last as usize);
                if let Some((first, _)) = capture_run_2_3(board, player, last) {
                    for run_pit in (first..=last).rev() {
                        board.capture(run_pit, player, fx);
                    }
                }
                false
            }
        };
        if !again {
            core.pass_turn();
        }

        if core.end_at_majority(TOTAL, fx) {
            return false;
        }

        // With seeds on their side the player to move always has a legal
        // move (if none feeds an empty opponent, any move is allowed).
        let next = core.to_move;
        if core.board.side_total(next as usize) == 0 {
            core.finish(
                |remaining| EndReason::NoMove {
                    player: next,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
            return false;
        }

        if again {
            fx.push(Effect::ExtraTurn {
                player: player as u8,
            });
        }
        true
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
