//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`Present`] side of it).

use super::*;
use crate::engine::board_view::{BoardView, PitBoardView};
use crate::t;

// This game's own refusals (`IllegalAction::Own`), which its rules
// return, each worded by its message in the catalogue.

/// A move starts from a pit holding at least two seeds.
pub(crate) const NEEDS_TWO_SEEDS: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-needs-two-seeds"));

impl Present for Giuthi {
    fn explain(&self, outcome: &Outcome) -> String {
        match outcome.reason {
            EndReason::Own {
                key: TOO_FEW_SEEDS,
                player,
                count,
            } => crate::tr!(
                "end-too-few-seeds",
                player = side_name(player as usize),
                seeds = count
            ),
            other => other.to_string(),
        }
    }

    fn board_view(&self) -> BoardView {
        PitBoardView::of(&self.board).into()
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
            } => crate::tr!(
                "giuthi-move-sow",
                pit = &pit_name(side as usize * MAX_WIDTH + index as usize, MAX_WIDTH).to_string(),
                direction = if clockwise {
                    "clockwise"
                } else {
                    "counterclockwise"
                }
            ),
            GiuthiMove::Width(w) => crate::tr!("giuthi-move-width", pits = w),
            GiuthiMove::Place(n) => match self.action_pit(action) {
                Some(pit) => crate::tr!(
                    "giuthi-move-place",
                    seeds = n,
                    pit = &pit_name(pit, self.board.width()).to_string()
                ),
                None => crate::tr!("giuthi-move-place-next", seeds = n),
            },
        }
    }

    fn rounds(&self) -> Option<RoundInfo> {
        let totals = [self.holding(0) as i32, self.holding(1) as i32];
        Some(self.finished.info(self.round, totals))
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let player = side_name(self.to_move as usize);
        match self.phase {
            Phase::Sow => None,
            Phase::ChooseWidth => Some(crate::tr!("giuthi-prompt-width", player = player)),
            Phase::Distribute { next } => {
                let width = self.board.width();
                Some(crate::tr!(
                    "giuthi-prompt-distribute",
                    player = player,
                    pit = &pit_name(self.loser() * width + next as usize, width).to_string(),
                    left = self.to_place()
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
                Phase::ChooseWidth | Phase::Distribute { .. } => t!("giuthi-reason-setting-up"),
                Phase::Sow if self.board.side_of(pit) != self.to_move as usize => {
                    t!("illegal-not-your-pit")
                }
                Phase::Sow if self.board.pit(pit) == 0 => t!("illegal-empty-pit"),
                Phase::Sow => t!("giuthi-reason-two-seeds"),
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
            (t!("giuthi-suggest-even").to_string(), even),
            (t!("giuthi-suggest-random").to_string(), random),
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
