//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`Present`] side of it).

use super::*;
use crate::engine::board_view::{BoardView, PitBoardView};
use crate::games::words::colour_word;
use crate::t;

// This game's own refusals (`IllegalAction::Own`), which its rules
// return, each worded by its message in the catalogue.

/// A capture must be taken: no later capture is possible in this move.
pub(crate) const MUST_CAPTURE: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-must-capture"));

impl RainbowChase {
    /// The colours of the pits and of the beads in them, in hand and
    /// captured, as the board view shows them.
    pub fn colours(&self) -> Option<ColourView> {
        Some(ColourView {
            pit_colours: PIT_COLOURS.to_vec(),
            pit_beads: self.beads.to_vec(),
            hand: self.hand(),
            next_pit: self.sowing.map(|s| s.pending.pit()),
            captured: self.captured.to_vec(),
        })
    }
}

impl Present for RainbowChase {
    fn explain(&self, outcome: &Outcome) -> String {
        match outcome.reason {
            EndReason::Own {
                key: ALL_CAPTURED, ..
            } => t!("end-all-captured").to_string(),
            other => other.to_string(),
        }
    }

    fn starts_move(&self, action: RainbowMove) -> bool {
        matches!(action, RainbowMove::Pick(_))
    }

    fn action_colour(&self, action: RainbowMove) -> Option<u8> {
        match action {
            RainbowMove::Drop(colour) => Some(colour),
            _ => None,
        }
    }

    fn board_view(&self) -> BoardView {
        PitBoardView {
            colours: self.colours(),
            ..PitBoardView::of(&self.board)
        }
        .into()
    }

    fn action_pit(&self, action: RainbowMove) -> Option<usize> {
        match action {
            RainbowMove::Pick(pit) => Some(pit as usize),
            _ => None,
        }
    }

    fn action_label(&self, action: RainbowMove) -> String {
        let pit = self
            .sowing
            .map(|s| pit_name(s.pending.pit(), WIDTH))
            .unwrap_or('?');
        match action {
            RainbowMove::Pick(p) => crate::tr!(
                "move-sow-from",
                pit = &pit_name(p as usize, WIDTH).to_string()
            ),
            RainbowMove::Drop(c) => crate::tr!(
                "move-drop-bead",
                colour = *COLOUR_NAMES.get(c as usize).unwrap_or(&"?"),
                pit = &pit.to_string()
            ),
            RainbowMove::Capture => {
                let count = self
                    .sowing
                    .map_or(0, |s| self.board.pit(s.pending.pit()) as u32);
                crate::tr!("chase-move-capture", beads = count, pit = &pit.to_string())
            }
            RainbowMove::Decline => t!("chase-move-decline").to_string(),
        }
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let sowing = self.sowing?;
        let player = side_name(self.to_move as usize);
        let pit = sowing.pending.pit();
        let name = pit_name(pit, WIDTH).to_string();
        let mut text = match sowing.pending {
            Pending::Drop { .. } => crate::tr!(
                "chase-prompt-drop",
                player = player,
                pit = &name,
                colour = colour_word(COLOUR_NAMES[colour_of(pit)])
            ),
            Pending::Capture { decline, .. } => {
                let count = self.board.pit(pit) as u32;
                let mut text = crate::tr!(
                    "chase-prompt-capture",
                    player = player,
                    beads = count,
                    pit = &name
                );
                if !decline {
                    text.push(' ');
                    text.push_str(t!("chase-prompt-must-capture"));
                }
                text
            }
        };
        if let Some(captured) = sowing.captured_pit {
            text.push_str(&crate::tr!(
                "chase-prompt-only-again",
                pit = &pit_name(captured as usize, WIDTH).to_string()
            ));
        } else if sowing.owed && matches!(sowing.pending, Pending::Drop { .. }) {
            text.push_str(t!("chase-prompt-owed"));
        }
        Some(text)
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        if self.outcome.is_some() || pit >= PITS {
            return None;
        }
        Some(
            match self.sowing.map(|s| s.pending) {
                Some(Pending::Drop { .. }) => t!("chase-reason-drop"),
                Some(Pending::Capture { .. }) => t!("chase-reason-capture"),
                None if side_of(pit) != self.to_move as usize => t!("illegal-not-your-pit"),
                None if self.board.pit(pit) == 0 => t!("illegal-empty-pit"),
                None => return None,
            }
            .to_string(),
        )
    }

    fn extra_state(&self) -> Value {
        let pending = match self.sowing {
            None => Value::Null,
            Some(s) => json!({
                "kind": match s.pending {
                    Pending::Drop { .. } => "drop",
                    Pending::Capture { .. } => "capture",
                },
                "pit": pit_name(s.pending.pit(), WIDTH).to_string(),
                "origin": pit_name(s.origin as usize, WIDTH).to_string(),
            }),
        };
        json!({
            "beads": self.beads.to_vec(),
            "hand": self.hand(),
            "pending": pending,
            "captured": self.captured,
        })
    }

    /// During a move: finish it in the order that captures the most beads
    /// (found by a bounded search).
    fn suggestions(&self) -> Vec<(String, Vec<RainbowMove>)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.finish_sowing() {
            Some(moves) if !moves.is_empty() => {
                vec![(t!("suggest-finish-sowing").to_string(), moves)]
            }
            _ => Vec::new(),
        }
    }
}
