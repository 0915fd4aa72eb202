//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`Present`] side of it).

use super::*;
use crate::engine::board_view::{BoardView, PitBoardView};

// This game's own refusals (`IllegalAction::Own`), which its rules
// return, each worded by its message in the catalogue.

/// Only a hollow of the opponent's can be claimed.
pub(crate) const NOT_CLAIMABLE: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-not-claimable"));

impl NamNam {
    /// Who owns each hollow, in sowing order (hollows change hands between
    /// rounds), as the board view shows them.
    pub fn owners(&self) -> Option<Vec<u8>> {
        Some(self.owners.to_vec())
    }
}

impl Present for NamNam {
    fn explain(&self, outcome: &Outcome) -> String {
        match outcome.reason {
            EndReason::Own {
                key: CANNOT_FILL,
                player,
                ..
            } => crate::tr!("end-cannot-fill", player = side_name(player as usize)),
            other => other.to_string(),
        }
    }

    fn board_view(&self) -> BoardView {
        PitBoardView {
            owners: self.owners(),
            ..PitBoardView::of(&self.board)
        }
        .into()
    }

    fn action_pit(&self, action: NamNamMove) -> Option<usize> {
        Some(action.pit())
    }

    fn action_label(&self, action: NamNamMove) -> String {
        let name = pit_name(action.pit(), WIDTH).to_string();
        match action {
            NamNamMove::Sow(_) => crate::tr!("move-sow-from", pit = &name),
            NamNamMove::Claim(_) => crate::tr!("nam-nam-move-claim", pit = &name),
        }
    }

    fn rounds(&self) -> Option<RoundInfo> {
        Some(
            self.finished
                .info(self.round, self.board.stores().map(i32::from)),
        )
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
        use crate::i18n::{msg, same_vars, var, Msg};
        const PROMPTS: [Msg; 4] = [
            msg("nam-nam-prompt-won"),
            msg("nam-nam-prompt-won-more"),
            msg("nam-nam-prompt-holds"),
            msg("nam-nam-prompt-holds-more"),
        ];
        // One set of arguments fills any of the four.
        const _: () = assert!(
            same_vars(PROMPTS[0], PROMPTS[1])
                && same_vars(PROMPTS[0], PROMPTS[2])
                && same_vars(PROMPTS[0], PROMPTS[3])
        );
        const VARS: [u8; 4] = [
            var(PROMPTS[0], "player"),
            var(PROMPTS[0], "seeds"),
            var(PROMPTS[0], "hollows"),
            var(PROMPTS[0], "opponent"),
        ];
        let won = held > self.board.store(1 - me);
        let key = PROMPTS[usize::from(!won) * 2 + usize::from(made > 0)];
        Some(crate::i18n::fill(
            key,
            &VARS,
            &[
                side_name(me).into(),
                held.into(),
                left.into(),
                side_name(1 - me).into(),
            ],
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
