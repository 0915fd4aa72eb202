//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`PitGame`] side of it).

use super::*;

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
