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
mod present;

use serde::{Deserialize, Serialize};

use crate::engine::board::{FirstPlayer, PitBoard, PitMove, Settle};
use crate::engine::options::{OptionKind, OptionSpec, FIRST_PLAYER};
use crate::engine::repetition::Repetitions;
use crate::engine::sow::{sow_lap, Direction, SowRules};
use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, SetupError, Slot, Turn,
};

/// Where the seeds left on the board go when a side is empty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RemainingTo {
    /// To the player whose side is empty (the source's rule).
    #[default]
    ClearingPlayer,
    /// To the owner of the side they are on (standard Kalah).
    Owner,
}

/// Options of the Basic Game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BasicOptions {
    /// Seeds in each pit at the start, 3 to 6.
    pub seeds_per_pit: u8,
    /// A capture needs seeds in the facing pit.
    pub capture_needs_opposite_seeds: bool,
    /// Who takes the seeds left when a side is empty.
    pub remaining_to: RemainingTo,
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl Default for BasicOptions {
    fn default() -> Self {
        BasicOptions {
            seeds_per_pit: 3,
            capture_needs_opposite_seeds: false,
            remaining_to: RemainingTo::ClearingPlayer,
            first_player: FirstPlayer::Random,
        }
    }
}

impl BasicOptions {
    /// The named presets: the source's rules and standard Kalah(6,4).
    pub fn presets() -> Vec<(&'static str, &'static str, BasicOptions)> {
        vec![
            (
                "seed",
                "Basic Game (as the source)",
                BasicOptions::default(),
            ),
            (
                "kalah-6-4",
                "Kalah (6,4)",
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
    options: BasicOptions,
    board: PitBoard,
    to_move: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(Basic {
    options,
    board,
    to_move,
    outcome,
    repetitions
});

impl Basic {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: BasicOptions, board: PitBoard, to_move: usize) -> Basic {
        Basic {
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
    pub fn options(&self) -> &BasicOptions {
        &self.options
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    fn finish(
        &mut self,
        reason: impl FnOnce(crate::engine::Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        self.outcome = Some(self.board.settle_outcome(settle, reason, fx).0);
    }
}

impl Game for Basic {
    type Action = PitMove;
    type Options = BasicOptions;

    fn new(options: &BasicOptions, seed: u64) -> Result<Self, SetupError> {
        let mut errors = Vec::new();
        if !(3..=6).contains(&options.seeds_per_pit) {
            errors.push(format!(
                "seeds per pit must be 3 to 6, not {}",
                options.seeds_per_pit
            ));
        }
        if !errors.is_empty() {
            return Err(SetupError(errors));
        }
        let mut game = Basic::from_board(
            options.clone(),
            PitBoard::new(6, options.seeds_per_pit),
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
        let side = self.board.side(self.to_move as usize);
        out.extend(
            side.filter(|&pit| self.board.pit(pit) > 0)
                .map(|pit| PitMove(pit as u8)),
        );
    }

    fn check(&self, PitMove(pit): PitMove) -> Result<(), IllegalAction> {
        let pit = pit as usize;
        if self.outcome.is_some() {
            Err(IllegalAction::GameOver)
        } else if let Err(why) = self.board.check_own_pit(pit, self.to_move as usize) {
            Err(why)
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
                let opposite = self.board.opposite(last);
                if self.board.side_of(last) == player
                    && self.board.pit(last) == 1
                    && (self.board.pit(opposite) > 0 || !self.options.capture_needs_opposite_seeds)
                {
                    if self.board.pit(opposite) > 0 {
                        self.board.capture(opposite, player, fx);
                    }
                    self.board.capture(last, player, fx);
                }
            }
        }

        // A side empty after the move ends the game.
        let empty = [self.board.side_total(0) == 0, self.board.side_total(1) == 0];
        if empty[0] || empty[1] {
            let side = if empty[player] { player } else { 1 - player };
            let settle = match self.options.remaining_to {
                RemainingTo::ClearingPlayer => Settle::ToPlayer(side),
                RemainingTo::Owner => Settle::ToOwners,
            };
            self.finish(
                |remaining| EndReason::SideEmpty {
                    side: side as u8,
                    remaining,
                },
                settle,
                fx,
            );
            return Ok(());
        }

        if again {
            fx.push(Effect::ExtraTurn {
                player: player as u8,
            });
        } else {
            self.to_move = 1 - self.to_move;
        }

        if self.board.stores() != stores_before {
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
        // Without a store changing, a move only moves seeds rightwards along
        // the mover's own row, so stores grow every few moves.
        2_000
    }
}

/// The options the new-game dialog offers.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "seeds_per_pit",
        label: "Seeds per pit",
        help: "How many seeds each pit holds at the start.",
        kind: OptionKind::Int { min: 3, max: 6 },
    },
    OptionSpec {
        key: "capture_needs_opposite_seeds",
        label: "Capture needs seeds opposite",
        help: "Landing in your own empty pit captures only if the facing pit holds seeds.",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        key: "remaining_to",
        label: "Seeds left at the end go to",
        help: "When a side is empty, who takes the seeds still on the board.",
        kind: OptionKind::Choice(&[
            ("clearing_player", "The player whose side is empty"),
            ("owner", "The owner of each side"),
        ]),
    },
    FIRST_PLAYER,
];

crate::games::register! {
    Basic, BasicOptions, OPTIONS,
    id: "basic",
    name: "Basic Game",
    summary: "The simplest mancala: sow into your store, land in it to go again, capture from an empty pit.",
    standard: "kalah-6-4",
}

#[cfg(test)]
mod tests;
