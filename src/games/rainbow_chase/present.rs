//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`Present`] side of it).

use super::*;
use crate::engine::board_view::{BoardView, PitBoardView};

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
            RainbowMove::Pick(p) => format!("Sow from {}", pit_name(p as usize, WIDTH)),
            RainbowMove::Drop(c) => format!(
                "Drop a {} bead in {pit}",
                COLOUR_NAMES.get(c as usize).unwrap_or(&"?")
            ),
            RainbowMove::Capture => {
                let count = self
                    .sowing
                    .map_or(0, |s| self.board.pit(s.pending.pit()) as u32);
                format!("Capture these {count} {} from {pit}", beads_word(count))
            }
            RainbowMove::Decline => "Keep sowing".to_string(),
        }
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let sowing = self.sowing?;
        let player = side_name(self.to_move as usize);
        let pit = sowing.pending.pit();
        let name = pit_name(pit, WIDTH);
        let mut text = match sowing.pending {
            Pending::Drop { .. } => format!(
                "{player}: choose the colour to drop in {name} (pit colour {})",
                COLOUR_NAMES[colour_of(pit)]
            ),
            Pending::Capture { decline, .. } => {
                let count = self.board.pit(pit) as u32;
                let mut text = format!(
                    "{player}: capture the {count} {} in {name}?",
                    beads_word(count)
                );
                if !decline {
                    text.push_str(" (you must: no later capture is possible)");
                }
                text
            }
        };
        if let Some(captured) = sowing.captured_pit {
            text.push_str(&format!(
                "; only {} can be captured again this move",
                pit_name(captured as usize, WIDTH)
            ));
        } else if sowing.owed && matches!(sowing.pending, Pending::Drop { .. }) {
            text.push_str("; having passed up a capture, you must keep one within reach");
        }
        Some(text)
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        if self.outcome.is_some() || pit >= PITS {
            return None;
        }
        Some(
            match self.sowing.map(|s| s.pending) {
                Some(Pending::Drop { .. }) => "Finish the move first: choose a colour to drop.",
                Some(Pending::Capture { .. }) => "Finish the move first: capture or keep sowing.",
                None if side_of(pit) != self.to_move as usize => {
                    "This pit belongs to your opponent."
                }
                None if self.board.pit(pit) == 0 => "This pit is empty.",
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
            Some(moves) if !moves.is_empty() => vec![("Finish sowing".to_string(), moves)],
            _ => Vec::new(),
        }
    }
}
