//! The position notation of Rainbow Chase: the beads of each colour in
//! every pit, the beads each player has captured, and the player to move
//! (docs/notation.md). It names positions between moves: a move's
//! decisions are played one after another from there.

use super::{RainbowChase, RainbowChaseOptions, COLOURS, INITIALS, PER_COLOUR, PITS, TOTAL};
use crate::engine::position::{
    bad_field, has_decision, in_play, side, side_letter, Fields, Position, PositionError,
};
use crate::engine::position::{read_beads, write_beads};

impl Position for RainbowChase {
    fn to_notation(&self) -> Result<String, PositionError> {
        in_play(self)?;
        if self.sowing.is_some() {
            return Err(PositionError::new("mid-move"));
        }
        let side = |s: usize| {
            self.beads[s * PITS / 2..(s + 1) * PITS / 2]
                .iter()
                .map(write_beads)
                .collect::<Vec<_>>()
                .join(",")
        };
        Ok(format!(
            "{}/{} {}:{} {}",
            side(0),
            side(1),
            write_beads(&self.captured[0]),
            write_beads(&self.captured[1]),
            side_letter(self.to_move as usize)
        ))
    }

    fn from_notation(options: &RainbowChaseOptions, text: &str) -> Result<Self, PositionError> {
        let mut fields = Fields::exactly(text, 3)?;
        let pits_text = fields.next_field();
        let (south, north) = pits_text
            .split_once('/')
            .ok_or_else(|| bad_field("board", pits_text, "two sides separated by /"))?;
        let mut beads = [[0u8; COLOURS]; PITS];
        for (half, text) in [south, north].into_iter().enumerate() {
            let pits: Vec<&str> = text.split(',').collect();
            if pits.len() != PITS / 2 {
                return Err(PositionError::new("list-length")
                    .arg("field", "pits")
                    .arg("found", pits.len())
                    .arg("expected", PITS / 2));
            }
            for (k, pit) in pits.into_iter().enumerate() {
                beads[half * PITS / 2 + k] = read_beads("pit", pit, PER_COLOUR)?;
            }
        }
        let captures = fields.next_field();
        let (s, n) = captures
            .split_once(':')
            .ok_or_else(|| bad_field("captures", captures, "two groups separated by :"))?;
        let captured = [
            read_beads("captures", s, PER_COLOUR)?,
            read_beads("captures", n, PER_COLOUR)?,
        ];
        let to_move = side(fields.next_field())?;
        for c in 0..COLOURS {
            let total: u32 = beads.iter().map(|b| b[c] as u32).sum::<u32>()
                + captured.iter().map(|b| b[c] as u32).sum::<u32>();
            if total != PER_COLOUR as u32 {
                return Err(PositionError::new("colour-total")
                    .arg("colour", INITIALS[c])
                    .arg("found", total)
                    .arg("expected", PER_COLOUR));
            }
        }
        let captured_all: u32 = captured.iter().flatten().map(|&n| n as u32).sum();
        if captured_all == TOTAL {
            return Err(PositionError::new("over"));
        }
        let game = RainbowChase::from_beads(options.clone(), beads, captured, to_move)
            .ok_or_else(|| PositionError::new("rule").arg("why", "the beads do not add up"))?;
        has_decision(&game)?;
        Ok(game)
    }
}
