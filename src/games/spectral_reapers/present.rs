//! How the game is put into words and shown: moves, prompts, reasons,
//! endings and what the board draws (the [`Present`] side of it).

use super::*;
use crate::engine::board_view::{BoardView, PitBoardView};
use crate::t;

impl SpectralReapers {
    /// The colours of the beads in every pit, in hand and captured, as the
    /// board view shows them.
    pub fn colours(&self) -> Option<ColourView> {
        Some(ColourView {
            pit_colours: Vec::new(),
            pit_beads: self.beads[..self.pits()].to_vec(),
            hand: self.hand(),
            next_pit: self.sowing.map(|s| s.pending.pit()),
            captured: self.captured().to_vec(),
        })
    }

    /// What each player has captured, one entry per player (the board's
    /// own stores stay empty).
    pub fn stores(&self) -> Vec<u8> {
        (0..self.players as usize)
            .map(|p| self.captured_total(p).min(u8::MAX as u32) as u8)
            .collect()
    }
}

impl Present for SpectralReapers {
    fn board_view(&self) -> BoardView {
        PitBoardView {
            layout: PitLayout::Ring,
            names: (0..self.pits())
                .map(|pit| pit_letter(pit).to_string())
                .collect(),
            stores: self.stores(),
            colours: self.colours(),
            ..PitBoardView::of(&self.board)
        }
        .into()
    }

    fn action_pit(&self, action: SpectralMove) -> Option<usize> {
        match action {
            SpectralMove::Pick(pit) => Some(pit as usize),
            _ => None,
        }
    }

    fn action_label(&self, action: SpectralMove) -> String {
        let pit = self.sowing.map_or('?', |s| pit_letter(s.pending.pit()));
        match action {
            SpectralMove::Place { pits, short } => {
                let parts: Vec<String> = pits
                    .iter()
                    .zip(SpectralMove::counts(short))
                    .map(|(&p, count)| {
                        crate::tr!(
                            "reapers-place-part",
                            beads = count,
                            pit = &pit_letter(p as usize).to_string()
                        )
                    })
                    .collect();
                crate::tr!("reapers-move-place", parts = &parts.join(", "))
            }
            SpectralMove::Pick(p) => {
                crate::tr!("move-sow-from", pit = &pit_letter(p as usize).to_string())
            }
            SpectralMove::Drop(c) => crate::tr!(
                "move-drop-bead",
                colour = colour_name(c),
                pit = &pit.to_string()
            ),
            SpectralMove::Capture(c) => crate::tr!(
                "reapers-move-take",
                colour = colour_name(c),
                pit = &pit.to_string()
            ),
        }
    }

    fn starts_move(&self, action: SpectralMove) -> bool {
        matches!(action, SpectralMove::Place { .. } | SpectralMove::Pick(_))
    }

    fn action_colour(&self, action: SpectralMove) -> Option<u8> {
        match action {
            SpectralMove::Drop(c) | SpectralMove::Capture(c) => Some(c),
            _ => None,
        }
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let mover = self.to_move as usize;
        let name = self.name(mover);
        if self.placing() {
            return Some(crate::tr!(
                "reapers-prompt-place",
                player = name,
                beads = BEADS_EACH,
                colour = colour_name(self.colour_of(mover))
            ));
        }
        let sowing = self.sowing?;
        let pit = pit_letter(sowing.pending.pit()).to_string();
        Some(match sowing.pending {
            Pending::Drop { .. } => crate::tr!("reapers-prompt-drop", player = name, pit = &pit),
            Pending::Capture { .. } => {
                crate::tr!("reapers-prompt-take", player = name, pit = &pit)
            }
        })
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        if self.outcome.is_some() || pit >= self.pits() {
            return None;
        }
        if self.placing() {
            return Some(t!("reapers-reason-placing").to_string());
        }
        let own = self.colour_of(self.to_move as usize);
        Some(match self.sowing.map(|s| s.pending) {
            Some(Pending::Drop { pit: at }) => crate::tr!(
                "reapers-reason-drop",
                pit = &pit_letter(at as usize).to_string()
            ),
            Some(Pending::Capture { pit: at }) => crate::tr!(
                "reapers-reason-take",
                pit = &pit_letter(at as usize).to_string()
            ),
            None if self.board.pit(pit) == 0 => t!("illegal-empty-pit").to_string(),
            None if self.beads[pit][own as usize] == 0 => {
                crate::tr!("reapers-reason-no-bead", colour = colour_name(own))
            }
            None => return None,
        })
    }

    fn players(&self) -> Vec<PlayerView> {
        (0..self.players as usize)
            .map(|p| PlayerView {
                name: self.name(p).to_string(),
                colour: Some(self.colour_of(p)),
            })
            .collect()
    }

    fn explain(&self, outcome: &Outcome) -> String {
        let uncounted = t!("reapers-end-uncounted");
        let why = match outcome.reason {
            EndReason::Own {
                key: LAST_BEAD,
                player,
                ..
            } => crate::tr!(
                "reapers-end-last-bead",
                player = self.name(player as usize),
                colour = colour_name(self.colour_of((player as usize).min(MAX_PLAYERS - 1)))
            ),
            EndReason::Repetition { occurrence, .. } => {
                crate::tr!("reapers-end-repetition", occurrence = occurrence)
            }
            EndReason::Agreement { .. } => t!("reapers-end-agreement").to_string(),
            EndReason::NoMove { .. } => t!("reapers-end-no-move").to_string(),
            other => other.to_string(),
        };
        let scores = self.scores();
        let winners: Vec<usize> = (0..self.players as usize)
            .filter(|&p| outcome.winners & (1 << p) != 0)
            .collect();
        let best = winners.first().map_or(0, |&p| scores[p]);
        let result = match winners.as_slice() {
            [p] => crate::tr!("reapers-result-win", player = self.name(*p), beads = best),
            list if list.len() == self.players as usize => {
                crate::tr!("reapers-result-draw", beads = best)
            }
            list => {
                let names: Vec<&str> = list.iter().map(|&p| self.name(p)).collect();
                let (last, rest) = names.split_last().unwrap_or((&"?", &[]));
                crate::tr!(
                    "reapers-result-shared",
                    players = &rest.join(", "),
                    last = *last,
                    beads = best
                )
            }
        };
        format!("{why} {uncounted} {result}")
    }

    fn extra_state(&self) -> Value {
        let pending = match self.sowing {
            None => Value::Null,
            Some(s) => json!({
                "kind": match s.pending {
                    Pending::Drop { .. } => "drop",
                    Pending::Capture { .. } => "capture",
                },
                "pit": pit_letter(s.pending.pit()).to_string(),
                "origin": pit_letter(s.origin as usize).to_string(),
            }),
        };
        let n = self.players as usize;
        json!({
            "phase": if self.placing() { "placement" } else { "sowing" },
            "beads": self.beads[..self.pits()].to_vec(),
            "hand": self.hand(),
            "pending": pending,
            "captured": self.captured(),
            "names": self.names.to_vec(),
            "colours": self.colour[..n].iter().map(|&c| colour_name(c)).collect::<Vec<_>>(),
            "placed": self.placed,
            "starter": self.starter,
        })
    }

    fn placement(&self) -> Option<Placement> {
        (self.outcome.is_none() && self.placing()).then(|| Placement {
            beads: BEADS_EACH,
            pits: PLACE_PITS as u8,
            min: PLACE_MIN,
            max: PLACE_MAX,
            colour: self.colour_of(self.to_move as usize),
        })
    }

    fn check_draft(&self, draft: &[u8]) -> Option<(Option<SpectralMove>, Option<String>)> {
        self.placement()?;
        let pits = self.pits();
        if draft.len() != pits {
            return Some((None, Some(crate::tr!("reapers-draft-count", pits = pits))));
        }
        let used = draft.iter().filter(|&&d| d > 0).count();
        let total: u32 = draft.iter().map(|&d| d as u32).sum();
        let problem = if draft.iter().any(|&d| d > PLACE_MAX) {
            Some(crate::tr!("reapers-draft-too-many-in-pit", max = PLACE_MAX))
        } else if used > PLACE_PITS {
            Some(crate::tr!("reapers-draft-pits", pits = PLACE_PITS))
        } else if total > BEADS_EACH as u32 {
            Some(crate::tr!("reapers-draft-too-many", beads = BEADS_EACH))
        } else {
            None
        };
        if problem.is_some() {
            return Some((None, problem));
        }
        // A placement the draft can grow into by adding beads, and the one it
        // already is, if any.
        let mut reachable = false;
        let mut complete = None;
        for action in self.placements() {
            let SpectralMove::Place {
                pits: chosen,
                short,
            } = action
            else {
                continue;
            };
            let mut target = [0u8; PITS];
            for (&p, count) in chosen.iter().zip(SpectralMove::counts(short)) {
                target[p as usize] = count;
            }
            if draft.iter().zip(target).all(|(&d, t)| d <= t) {
                reachable = true;
                if draft.iter().zip(target).all(|(&d, t)| d == t) {
                    complete = Some(action);
                }
            }
        }
        let problem = (!reachable).then(|| {
            crate::tr!(
                "reapers-draft-unreachable",
                beads = BEADS_EACH,
                pits = PLACE_PITS,
                min = PLACE_MIN,
                max = PLACE_MAX
            )
        });
        Some((complete, problem))
    }

    /// During a move with a colour to choose: sow the rest with the other
    /// players' colours first and your own last, which keeps the chance of
    /// ending on your own colour; any capture choice is left to the player.
    fn suggestions(&self) -> Vec<(String, Vec<SpectralMove>)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.sowing {
            Some(Sowing {
                pending: Pending::Drop { .. },
                ..
            }) => {
                let moves = self.finish_sowing();
                if moves.is_empty() {
                    Vec::new()
                } else {
                    vec![(t!("suggest-finish-sowing").to_string(), moves)]
                }
            }
            _ => Vec::new(),
        }
    }
}
