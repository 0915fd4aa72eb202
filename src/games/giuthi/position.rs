//! The position notation of Giuthi: the board (any of the widths a round
//! can be played on), the stores, the player to move, the round, its
//! starter and the phase (docs/notation.md).

use super::{Giuthi, GiuthiOptions, Phase, ROUNDS_RESERVED, START_SEEDS, WIDTHS};
use crate::engine::pit_core::RoundLog;
use crate::engine::position::{
    bad_field, count, has_decision, in_play, read_pits, side, side_letter, write_pits, Fields,
    Position, PositionError,
};
use crate::engine::repetition::Repetitions;

impl Position for Giuthi {
    fn to_notation(&self) -> Result<String, PositionError> {
        in_play(self)?;
        let phase = match self.phase {
            Phase::Sow => "sow".to_string(),
            Phase::ChooseWidth => "width".to_string(),
            Phase::Distribute { next } => format!("place:{next}"),
        };
        Ok(format!(
            "{} {} {} {} {phase}",
            write_pits(&self.board),
            side_letter(self.to_move as usize),
            self.round,
            side_letter(self.starter as usize),
        ))
    }

    fn from_notation(options: &GiuthiOptions, text: &str) -> Result<Self, PositionError> {
        let mut fields = Fields::exactly(text, 6)?;
        let board = read_pits(fields.next_field(), fields.next_field())?;
        let allowed: Vec<u8> = WIDTHS
            .into_iter()
            .filter(|&w| w == 6 || options.allow_shortening)
            .collect();
        if !allowed.contains(&(board.width() as u8)) {
            let list: Vec<String> = allowed.iter().map(u8::to_string).collect();
            return Err(PositionError::new("width")
                .arg("width", board.width())
                .arg("allowed", list.join(", ")));
        }
        if board.total() != 2 * START_SEEDS {
            return Err(PositionError::new("total")
                .arg("found", board.total())
                .arg("expected", 2 * START_SEEDS));
        }
        let to_move = side(fields.next_field())? as u8;
        let round = count("round", fields.next_field(), u32::MAX)?;
        if round == 0 {
            return Err(bad_field("round", "0", "a round from 1"));
        }
        let starter = side(fields.next_field())? as u8;
        let phase_text = fields.next_field();
        let bad_phase = || bad_field("phase", phase_text, "sow, width or place:<pit>");
        let rule = |why: &str| PositionError::new("rule").arg("why", why);
        let stores = board.stores();
        let phase = match phase_text {
            "sow" => Phase::Sow,
            "width" | "place:0" | "place:1" | "place:2" | "place:3" | "place:4" => {
                // Between rounds the loser, holding fewer seeds, moves; the
                // board shows only what has been placed so far.
                let loser = to_move as usize;
                let (held, other) = if phase_text == "width" {
                    (stores[loser], stores[1 - loser])
                } else {
                    (
                        stores[loser] + board.side_total(loser) as u8,
                        stores[1 - loser] + board.side_total(1 - loser) as u8,
                    )
                };
                if held >= other {
                    return Err(rule(
                        "between rounds the player to move is the last round's loser",
                    ));
                }
                if phase_text == "width" {
                    if board.board_total() != 0 {
                        return Err(rule("before the width is chosen the board is empty"));
                    }
                    Phase::ChooseWidth
                } else {
                    let next = count("pit", &phase_text[6..], 5)? as u8;
                    let width = board.width();
                    if next as usize + 1 >= width {
                        return Err(bad_phase());
                    }
                    for index in 0..width {
                        let (mine, theirs) = (
                            board.pit(loser * width + index),
                            board.pit((1 - loser) * width + index),
                        );
                        let placed = index < next as usize;
                        if mine != theirs || (placed && mine == 0) || (!placed && mine != 0) {
                            return Err(rule(
                                "while seeds are placed, each filled pit holds seeds and is mirrored; the rest are empty",
                            ));
                        }
                    }
                    Phase::Distribute { next }
                }
            }
            _ => return Err(bad_phase()),
        };
        let mut game = Giuthi {
            options: options.clone(),
            board,
            to_move,
            phase,
            round,
            starter,
            outcome: None,
            repetitions: Repetitions::default(),
            finished: RoundLog::with_capacity(ROUNDS_RESERVED),
        };
        if matches!(phase, Phase::Sow) {
            let key = game.position_key();
            game.repetitions.record(key);
        }
        has_decision(&game)?;
        Ok(game)
    }
}
