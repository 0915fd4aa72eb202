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
//!   each side's owner (OpenSpiel's `oware` leaves them uncounted: the
//!   winner is the same, only the final margin differs);
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
// Native only: the AI worker plays the general rules (its size budget).
#[cfg(not(target_arch = "wasm32"))]
mod playout;
mod position;
mod present;

use crate::engine::board::{FirstPlayer, PitBoard, Settle};
use crate::engine::options::{Choices, OptionKind, FIRST_PLAYER};
use crate::engine::pit_core::{PitCore, PitMoveRules};
use crate::engine::sow::{capture_run_2_3, SowRules};
use crate::engine::{Effects, EndReason, Remaining, SetupError, Slot};

/// What a move that would capture every opponent seed does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GrandSlam {
    /// It captures as usual.
    #[default]
    Capture,
    /// The move is allowed but captures nothing (Abapa).
    NoCapture,
}

/// How seeds left on the board are shared after a repetition or agreement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LoopSettlement {
    /// Each player takes the seeds on their own side.
    #[default]
    OwnSide,
    /// Each player takes half; an odd seed is set aside.
    Split,
}

crate::game_options! {
    /// Options of Owari.
    pub struct OwariOptions, specs OPTIONS {
        /// What a grand slam does.
        grand_slam: GrandSlam = GrandSlam::Capture => {
            OptionKind::Choice(&[
                ("capture", crate::en!("Captures as usual")),
                ("no_capture", crate::en!("Captures nothing")),
            ]),
            "Grand slam",
            "What a move that would capture all of the opponent's seeds does.",
        },
        /// The game stops as soon as a player has more than half of the seeds, or
        /// both have exactly half.
        stop_at_majority: bool = false => {
            OptionKind::Bool,
            "Stop at a majority",
            "End the game as soon as someone has more than half of the seeds.",
        },
        /// The occurrence of a repeated position that ends the game (2 or 3).
        repetition_limit: u8 = 3 => {
            OptionKind::Int { min: 2, max: 3 },
            "Repetition ends the game at occurrence",
            "A position that comes back this many times (since the last capture) ends the game.",
        },
        /// Who takes the seeds left after a repetition or agreement.
        loop_settlement: LoopSettlement = LoopSettlement::OwnSide => {
            OptionKind::Choice(&[
                ("own_side", crate::en!("Each player their own side")),
                ("split", crate::en!("Shared equally")),
            ]),
            "After a repetition or agreement",
            "Who takes the seeds left on the board.",
        },
        /// Who moves first.
        first_player: FirstPlayer = FirstPlayer::Random => FIRST_PLAYER,
    }
}

impl OwariOptions {
    /// The named presets: the source's rules and tournament Abapa.
    pub fn presets() -> Vec<(&'static str, &'static str, OwariOptions)> {
        vec![
            (
                "seed",
                crate::en!("Owari (as the source)"),
                OwariOptions::default(),
            ),
            (
                "abapa",
                crate::en!("Abapa (tournament Oware)"),
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
    core: PitCore<OwariOptions>,
    /// Seeds set aside by an even split of an odd number.
    set_aside: u8,
}

crate::clone_reusing_buffers!(Owari { core, set_aside });

impl Owari {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: OwariOptions, board: PitBoard, to_move: usize) -> Owari {
        Owari::from_core(PitCore::new(options, board, to_move))
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        self.core.board()
    }
}

impl PitMoveRules for Owari {
    type Options = OwariOptions;

    // A practical bound, checked by the random-game tests: the repetition
    // rule guarantees an end, and real games stay far below this.
    const MAX_GAME_LENGTH: usize = 20_000;

    fn core(&self) -> &PitCore<OwariOptions> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut PitCore<OwariOptions> {
        &mut self.core
    }

    fn from_core(core: PitCore<OwariOptions>) -> Owari {
        Owari { core, set_aside: 0 }
    }

    fn setup(options: &OwariOptions) -> Result<(PitBoard, FirstPlayer), SetupError> {
        if !(2..=3).contains(&options.repetition_limit) {
            return Err(SetupError(vec![crate::tr!(
                "setup-owari-repetition",
                limit = options.repetition_limit
            )]));
        }
        Ok((PitBoard::new(6, SEEDS_PER_PIT), options.first_player))
    }

    fn must_feed(&self) -> bool {
        self.core.board.side_total(1 - self.core.to_move as usize) == 0
    }

    /// Whether sowing from `pit` reaches the opponent's side.
    fn feeds(&self, pit: usize) -> bool {
        let board = &self.core.board;
        let side = board.side_of(pit);
        let steps_to_opponent = (side + 1) * board.width() - pit;
        board.pit(pit) as usize >= steps_to_opponent
    }

    fn sow_from(&mut self, pit: usize, fx: &mut Effects) -> bool {
        let core = &mut self.core;
        let player = core.to_move as usize;
        if let Slot::Pit(last) = core.sow_lap_from(pit, RULES, fx) {
            let board = &mut core.board;
            if let Some((first, seeds)) = capture_run_2_3(board, player, last as usize) {
                let grand_slam = seeds == board.side_total(1 - player);
                if grand_slam && core.options.grand_slam == GrandSlam::NoCapture {
                    fx.push(present::GRAND_SLAM_FORFEITED);
                } else {
                    for run_pit in (first..=last as usize).rev() {
                        board.capture(run_pit, player, fx);
                    }
                }
            }
        }
        core.pass_turn();

        // The seeds left on the board go to the owner of each side (OpenSpiel's
        // `oware` leaves them uncounted); the winner is already decided.
        if core.options.stop_at_majority && core.end_at_majority(TOTAL, fx) {
            return false;
        }
        self.pass_or_end(fx)
    }

    fn repetition_limit(&self) -> u8 {
        self.core.options.repetition_limit
    }

    fn loop_settlement(&self) -> Settle {
        match self.core.options.loop_settlement {
            LoopSettlement::OwnSide => Settle::ToOwners,
            LoopSettlement::Split => Settle::Split,
        }
    }

    fn finish(
        &mut self,
        reason: impl FnOnce(Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        self.set_aside += self.core.finish(reason, settle, fx);
    }

    fn set_aside(&self) -> u32 {
        self.set_aside as u32
    }
}

impl Choices for GrandSlam {
    const ALL: &'static [Self] = &[GrandSlam::Capture, GrandSlam::NoCapture];
}

impl Choices for LoopSettlement {
    const ALL: &'static [Self] = &[LoopSettlement::OwnSide, LoopSettlement::Split];
}

crate::games::register! {
    Owari, OwariOptions, OPTIONS,
    id: "owari",
    name: "Owari",
    summary: "The strategic classic: capture twos and threes on your opponent's side, and never starve them.",
    standard: "abapa",
}

#[cfg(test)]
mod tests;
