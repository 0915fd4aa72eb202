//! Owari (game id `owari`), with tournament Abapa Oware as a preset.
//!
//! Two rows of six pits, 4 seeds each; stores hold captures only. A move lifts
//! every seed of one of your pits and sows them counterclockwise, passing over
//! the origin pit on a lap. If the last seed makes 2 or 3 in an opponent's pit,
//! those seeds are captured, and so are the seeds of each preceding opponent
//! pit (going back towards the start of their row) while it holds 2 or 3.
//! When your opponent has no seeds you must give them some. A player whose
//! turn comes with no seeds on their side (after a capture took them all)
//! passes, and the other player moves again and must feed them. If no move
//! can, the game ends and each player takes the seeds on their own side.
//!
//! Decisions (recorded in `docs/rules-decisions.md`):
//! - a capture of every opponent seed (grand slam) captures by default (the
//!   source has no rule against it); option `grand_slam` makes it capture
//!   nothing instead;
//! - the pass is applied as part of the move that emptied the side (an
//!   [`Effect::Pass`] is reported and the mover is to move again), so no
//!   action records it; a game ended because nobody could feed names the
//!   player who held seeds but had no feeding move
//!   ([`EndReason::NoMove`]);
//! - option `stop_at_majority`: the game stops as soon as someone has more
//!   than half of the seeds (or both have half); the seeds left then go to
//!   each side's owner, as OpenSpiel's Abapa does;
//! - a position (pits and the player to move, counted since the last
//!   capture) that comes up for the third time ends the game (option
//!   `repetition_limit`: the second time in Abapa);
//! - a game ended by repetition or agreement gives each player the seeds on
//!   their own side, or splits them evenly (option `loop_settlement`, the
//!   source's suggestion; an odd seed is set aside and counted for nobody);
//! - preset `abapa` is tournament Oware and plays move for move like
//!   OpenSpiel's `oware`: with grand slams capturing nothing, a player can
//!   never be left without seeds on their turn, so it never passes.

mod ai;
mod present;

use serde::{Deserialize, Serialize};

use crate::engine::board::{FirstPlayer, PitBoard, PitMove, Settle};
use crate::engine::options::{OptionKind, OptionSpec, FIRST_PLAYER};
use crate::engine::repetition::Repetitions;
use crate::engine::sow::{capture_run_2_3, sow_lap, Direction, SowRules};
use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, Remaining, SetupError, Slot, Turn,
};

/// What a move that would capture every opponent seed does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GrandSlam {
    /// It captures as usual.
    #[default]
    Capture,
    /// The move is allowed but captures nothing (Abapa).
    NoCapture,
}

/// How seeds left on the board are shared after a repetition or agreement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoopSettlement {
    /// Each player takes the seeds on their own side.
    #[default]
    OwnSide,
    /// Each player takes half; an odd seed is set aside.
    Split,
}

/// Options of Owari.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OwariOptions {
    /// What a grand slam does.
    pub grand_slam: GrandSlam,
    /// The game stops as soon as a player has more than half of the seeds, or
    /// both have exactly half.
    pub stop_at_majority: bool,
    /// The occurrence of a repeated position that ends the game (2 or 3).
    pub repetition_limit: u8,
    /// Who takes the seeds left after a repetition or agreement.
    pub loop_settlement: LoopSettlement,
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl Default for OwariOptions {
    fn default() -> Self {
        OwariOptions {
            grand_slam: GrandSlam::Capture,
            stop_at_majority: false,
            repetition_limit: 3,
            loop_settlement: LoopSettlement::OwnSide,
            first_player: FirstPlayer::Random,
        }
    }
}

impl OwariOptions {
    /// The named presets: the source's rules and tournament Abapa.
    pub fn presets() -> Vec<(&'static str, &'static str, OwariOptions)> {
        vec![
            ("seed", "Owari (as the source)", OwariOptions::default()),
            (
                "abapa",
                "Abapa (tournament Oware)",
                OwariOptions {
                    grand_slam: GrandSlam::NoCapture,
                    stop_at_majority: true,
                    repetition_limit: 2,
                    loop_settlement: LoopSettlement::OwnSide,
                    first_player: FirstPlayer::Random,
                },
            ),
        ]
    }
}

const SEEDS_PER_PIT: u8 = 4;
const TOTAL: u32 = 48;

const RULES: SowRules = SowRules {
    into_own_store: false,
    skip_origin: true,
};

/// A position of Owari.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Owari {
    options: OwariOptions,
    board: PitBoard,
    to_move: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
    /// Seeds set aside by an even split of an odd number.
    set_aside: u8,
}

crate::clone_reusing_buffers!(Owari {
    options,
    board,
    to_move,
    outcome,
    repetitions,
    set_aside
});

impl Owari {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: OwariOptions, board: PitBoard, to_move: usize) -> Owari {
        Owari {
            options,
            board,
            to_move: to_move.min(1) as u8,
            outcome: None,
            repetitions: Repetitions::default(),
            set_aside: 0,
        }
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    /// Whether sowing from `pit` reaches the opponent's side.
    fn feeds(&self, pit: usize) -> bool {
        let side = self.board.side_of(pit);
        let steps_to_opponent = (side + 1) * self.board.width() - pit;
        self.board.pit(pit) as usize >= steps_to_opponent
    }

    fn must_feed(&self) -> bool {
        self.board.side_total(1 - self.to_move as usize) == 0
    }

    fn has_move(&self) -> bool {
        let must_feed = self.must_feed();
        self.board
            .side(self.to_move as usize)
            .any(|pit| self.board.pit(pit) > 0 && (!must_feed || self.feeds(pit)))
    }

    /// After a move, with the turn handed over: a player to move who has no
    /// seeds passes (the mover moves again and must feed them). Returns the
    /// player left without a legal move, which ends the game: the one to
    /// move when they cannot feed an empty opponent.
    fn pass_or_stop(&mut self, fx: &mut Effects) -> Option<u8> {
        let next = self.to_move;
        if self.board.side_total(next as usize) == 0 {
            self.to_move = 1 - next;
            if !self.has_move() {
                return Some(self.to_move);
            }
            fx.push(Effect::Pass { player: next });
            return None;
        }
        (!self.has_move()).then_some(next)
    }

    fn finish(
        &mut self,
        reason: impl FnOnce(Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        let (outcome, set_aside) = self.board.settle_outcome(settle, reason, fx);
        self.set_aside += set_aside;
        self.outcome = Some(outcome);
    }

    fn loop_settle(&self) -> Settle {
        match self.options.loop_settlement {
            LoopSettlement::OwnSide => Settle::ToOwners,
            LoopSettlement::Split => Settle::Split,
        }
    }
}

impl Game for Owari {
    type Action = PitMove;
    type Options = OwariOptions;

    fn new(options: &OwariOptions, seed: u64) -> Result<Self, SetupError> {
        let mut errors = Vec::new();
        if !(2..=3).contains(&options.repetition_limit) {
            errors.push(format!(
                "the repetition limit must be 2 or 3, not {}",
                options.repetition_limit
            ));
        }
        if !errors.is_empty() {
            return Err(SetupError(errors));
        }
        let mut game = Owari::from_board(
            options.clone(),
            PitBoard::new(6, SEEDS_PER_PIT),
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
                .filter(|&pit| self.board.pit(pit) > 0 && (!must_feed || self.feeds(pit)))
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

        let mut captured = false;
        if let Slot::Pit(last) = last {
            if let Some((first, seeds)) = capture_run_2_3(&self.board, player, last as usize) {
                let grand_slam = seeds == self.board.side_total(1 - player);
                if grand_slam && self.options.grand_slam == GrandSlam::NoCapture {
                    fx.push(Effect::GrandSlamForfeited);
                } else {
                    for run_pit in (first..=last as usize).rev() {
                        self.board.capture(run_pit, player, fx);
                    }
                    captured = true;
                }
            }
        }
        self.to_move = 1 - self.to_move;

        if self.options.stop_at_majority && (self.board.majority_reached(TOTAL)) {
            // The seeds left on the board go to the owner of each side (as in
            // OpenSpiel's Abapa); the winner is already decided.
            self.finish(
                |remaining| EndReason::Majority { remaining },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        if let Some(stuck) = self.pass_or_stop(fx) {
            self.finish(
                |remaining| EndReason::NoMove {
                    player: stuck,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        if captured {
            self.repetitions.clear();
        }
        let key = self.position_key();
        let occurrence = self.repetitions.record(key);
        if occurrence >= self.options.repetition_limit {
            let settle = self.loop_settle();
            self.finish(
                |remaining| EndReason::Repetition {
                    occurrence,
                    remaining,
                },
                settle,
                fx,
            );
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        let settle = self.loop_settle();
        self.finish(|remaining| EndReason::Agreement { remaining }, settle, fx);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.board.stores().iter().map(|&s| s as i32).collect()
    }

    fn total_seeds(&self) -> u32 {
        self.board.total() + self.set_aside as u32
    }

    fn max_game_length(&self) -> usize {
        // A practical bound, checked by the random-game tests: the repetition
        // rule guarantees an end, and real games stay far below this.
        20_000
    }
}

/// The options the new-game dialog offers.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "grand_slam",
        label: "Grand slam",
        help: "What a move that would capture all of the opponent's seeds does.",
        kind: OptionKind::Choice(&[
            ("capture", "Captures as usual"),
            ("no_capture", "Captures nothing"),
        ]),
    },
    OptionSpec {
        key: "stop_at_majority",
        label: "Stop at a majority",
        help: "End the game as soon as someone has more than half of the seeds.",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        key: "repetition_limit",
        label: "Repetition ends the game at occurrence",
        help: "A position that comes back this many times (since the last capture) ends the game.",
        kind: OptionKind::Int { min: 2, max: 3 },
    },
    OptionSpec {
        key: "loop_settlement",
        label: "After a repetition or agreement",
        help: "Who takes the seeds left on the board.",
        kind: OptionKind::Choice(&[
            ("own_side", "Each player their own side"),
            ("split", "Shared equally"),
        ]),
    },
    FIRST_PLAYER,
];

crate::games::register! {
    Owari, OwariOptions, OPTIONS,
    id: "owari",
    name: "Owari",
    summary: "The strategic classic: capture twos and threes on your opponent's side, and never starve them.",
    standard: "abapa",
}

#[cfg(test)]
mod tests;
