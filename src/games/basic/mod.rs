//! Basic Game: the Kalah family (game id `basic`).
//!
//! Two rows of six pits and a store for each player, 3 seeds a pit by default
//! (3–6). A move lifts every seed of one of your pits and sows them one by
//! one counterclockwise, dropping one into your own store when passing it and
//! never into your opponent's; the origin pit is not skipped on a lap. A last
//! seed in your store gives you another move. A last seed in an empty pit of
//! yours captures it together with the facing pit's seeds (optionally only
//! when the facing pit holds seeds). The game ends as soon as a side is empty
//! after a move; the seeds left go to the player whose side is empty (the
//! source's rule) or to the owner of the side they are on (standard Kalah).
//!
//! Decisions beyond the source (recorded with their reasons in docs/rules-decisions.md): laps pass the origin pit;
//! a repetition rule ends the game on the third occurrence of a position
//! (which cannot actually happen here: without a store changing, seeds only
//! move right along the mover's own row); a game ended by agreement or
//! repetition gives each player the seeds on their own side. The preset
//! `kalah-6-4` is standard Kalah(6,4).

mod ai;
// Native only: the AI worker plays the general rules (its size budget).
#[cfg(not(target_arch = "wasm32"))]
mod playout;
mod position;
mod present;

use crate::engine::board::{FirstPlayer, PitBoard, Settle};
use crate::engine::options::{Choices, OptionKind, FIRST_PLAYER};
use crate::engine::pit_core::{PitCore, PitMoveRules};
use crate::engine::sow::SowRules;
use crate::engine::{Effect, Effects, EndReason, SetupError, Slot};

/// Where the seeds left on the board go when a side is empty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RemainingTo {
    /// To the player whose side is empty (the source's rule).
    #[default]
    ClearingPlayer,
    /// To the owner of the side they are on (standard Kalah).
    Owner,
}

crate::game_options! {
    /// Options of the Basic Game.
    pub struct BasicOptions, specs OPTIONS {
        /// Seeds in each pit at the start, 3 to 6.
        seeds_per_pit: u8 = 3 => {
            OptionKind::Int { min: 3, max: 6 },
            "Seeds per pit",
            "How many seeds each pit holds at the start.",
        },
        /// A capture needs seeds in the facing pit.
        capture_needs_opposite_seeds: bool = false => {
            OptionKind::Bool,
            "Capture needs seeds opposite",
            "Landing in your own empty pit captures only if the facing pit holds seeds.",
        },
        /// Who takes the seeds left when a side is empty.
        remaining_to: RemainingTo = RemainingTo::ClearingPlayer => {
            OptionKind::Choice(&[
                ("clearing_player", crate::en!("The player whose side is empty")),
                ("owner", crate::en!("The owner of each side")),
            ]),
            "Seeds left at the end go to",
            "When a side is empty, who takes the seeds still on the board.",
        },
        /// Who moves first.
        first_player: FirstPlayer = FirstPlayer::Random => FIRST_PLAYER,
    }
}

impl Choices for RemainingTo {
    const ALL: &'static [Self] = &[RemainingTo::ClearingPlayer, RemainingTo::Owner];
}

impl BasicOptions {
    /// The named presets: the source's rules and standard Kalah(6,4).
    pub fn presets() -> Vec<(&'static str, &'static str, BasicOptions)> {
        vec![
            (
                "seed",
                crate::en!("Basic Game (as the source)"),
                BasicOptions::default(),
            ),
            (
                "kalah-6-4",
                crate::en!("Kalah (6,4)"),
                BasicOptions {
                    seeds_per_pit: 4,
                    capture_needs_opposite_seeds: true,
                    remaining_to: RemainingTo::Owner,
                    first_player: FirstPlayer::Random,
                },
            ),
        ]
    }
}

const RULES: SowRules = SowRules {
    into_own_store: true,
    skip_origin: false,
};

/// A position of the Basic Game.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Basic {
    core: PitCore<BasicOptions>,
}

crate::clone_reusing_buffers!(Basic { core });

impl Basic {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: BasicOptions, board: PitBoard, to_move: usize) -> Basic {
        Basic::from_core(PitCore::new(options, board, to_move))
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        self.core.board()
    }

    /// The options this game was set up with.
    pub fn options(&self) -> &BasicOptions {
        self.core.options()
    }
}

impl PitMoveRules for Basic {
    type Options = BasicOptions;

    // Without a store changing, a move only moves seeds rightwards along the
    // mover's own row, so stores grow every few moves.
    const MAX_GAME_LENGTH: usize = 2_000;

    fn core(&self) -> &PitCore<BasicOptions> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut PitCore<BasicOptions> {
        &mut self.core
    }

    fn from_core(core: PitCore<BasicOptions>) -> Basic {
        Basic { core }
    }

    fn setup(options: &BasicOptions) -> Result<(PitBoard, FirstPlayer), SetupError> {
        if !(3..=6).contains(&options.seeds_per_pit) {
            return Err(SetupError(vec![crate::tr!(
                "setup-basic-seeds",
                seeds = options.seeds_per_pit
            )]));
        }
        Ok((
            PitBoard::new(6, options.seeds_per_pit),
            options.first_player,
        ))
    }

    fn sow_from(&mut self, pit: usize, fx: &mut Effects) -> bool {
        let core = &mut self.core;
        let player = core.to_move as usize;
        let needs_facing_seeds = core.options.capture_needs_opposite_seeds;
        let again = match core.sow_lap_from(pit, RULES, fx) {
            Slot::Store(_) => true,
            Slot::Pit(last) => {
                core.capture_into_empty_pit(last as usize, needs_facing_seeds, fx);
                false
            }
        };

        // A side empty after the move ends the game.
        let empty = [core.board.side_total(0) == 0, core.board.side_total(1) == 0];
        if empty[0] || empty[1] {
            let side = if empty[player] { player } else { 1 - player };
            let settle = match core.options.remaining_to {
                RemainingTo::ClearingPlayer => Settle::ToPlayer(side),
                RemainingTo::Owner => Settle::ToOwners,
            };
            core.finish(
                |remaining| EndReason::SideEmpty {
                    side: side as u8,
                    remaining,
                },
                settle,
                fx,
            );
            return false;
        }

        if again {
            fx.push(Effect::ExtraTurn {
                player: player as u8,
            });
        } else {
            core.pass_turn();
        }
        true
    }
}

crate::games::register! {
    Basic, BasicOptions, OPTIONS,
    id: "basic",
    name: "Basic Game",
    summary: "The simplest mancala: sow into your store, land in it to go again, capture from an empty pit.",
    standard: "kalah-6-4",
}

#[cfg(test)]
mod tests;
