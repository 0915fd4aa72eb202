//! The position notation of Spectral Reapers: the beads of each colour in
//! every pit of the ring, each seat's captures, the seat to move, the seat
//! that started, and the phase (docs/notation.md). The players, their
//! names and colours are the options'. It names positions between moves.

use super::{SpectralReapers, SpectralReapersOptions, BEADS_EACH, COLOURS, MAX_PLAYERS, PITS};
use crate::engine::position::{
    bad_field, count, has_decision, in_play, read_beads, write_beads, Fields, Position,
    PositionError, INITIALS,
};
use crate::engine::Game;

/// Reads a seat, written from 1.
fn seat(field: &'static str, text: &str, players: usize) -> Result<usize, PositionError> {
    let seat = count(field, text, players as u32)?;
    if seat == 0 {
        return Err(PositionError::new("player").arg("player", 0));
    }
    Ok(seat as usize - 1)
}

fn rule(why: &str) -> PositionError {
    PositionError::new("rule").arg("why", why)
}

impl Position for SpectralReapers {
    fn to_notation(&self) -> Result<String, PositionError> {
        in_play(self)?;
        if self.sowing.is_some() {
            return Err(PositionError::new("mid-move"));
        }
        let n = self.players as usize;
        let pits: Vec<String> = self.beads[..2 * n].iter().map(write_beads).collect();
        let captures: Vec<String> = self.captured[..n].iter().map(write_beads).collect();
        let phase = if self.placing() {
            format!("place:{}", self.placed)
        } else {
            "sow".to_string()
        };
        Ok(format!(
            "{} {} {} {} {phase}",
            pits.join(","),
            captures.join(":"),
            self.to_move + 1,
            self.starter + 1
        ))
    }

    fn from_notation(options: &SpectralReapersOptions, text: &str) -> Result<Self, PositionError> {
        let mut game = SpectralReapers::new(options, 0)
            .map_err(|e| PositionError::new("rule").arg("why", e.0.join("; ")))?;
        let n = game.players as usize;
        let mut fields = Fields::exactly(text, 5)?;
        let pits_text = fields.next_field();
        let listed: Vec<&str> = pits_text.split(',').collect();
        if listed.len() != 2 * n {
            return Err(PositionError::new("list-length")
                .arg("field", "pits")
                .arg("found", listed.len())
                .arg("expected", 2 * n));
        }
        let mut beads = [[0u8; COLOURS]; PITS];
        for (pit, text) in beads.iter_mut().zip(listed) {
            *pit = read_beads("pit", text, BEADS_EACH)?;
        }
        let captures_text = fields.next_field();
        let listed: Vec<&str> = captures_text.split(':').collect();
        if listed.len() != n {
            return Err(PositionError::new("list-length")
                .arg("field", "captures")
                .arg("found", listed.len())
                .arg("expected", n));
        }
        let mut captured = [[0u8; COLOURS]; MAX_PLAYERS];
        for (player, text) in captured.iter_mut().zip(listed) {
            *player = read_beads("captures", text, BEADS_EACH)?;
        }
        let to_move = seat("seat to move", fields.next_field(), n)?;
        let starter = seat("starting seat", fields.next_field(), n)?;
        let phase = fields.next_field();
        // Every colour adds up: a player's 11, placed or not, and none of a
        // colour nobody plays.
        let placed = match phase {
            "sow" => n,
            _ => {
                let k = phase
                    .strip_prefix("place:")
                    .ok_or_else(|| bad_field("phase", phase, "sow or place:<seats placed>"))?;
                let k = count("seats placed", k, n as u32 - 1)? as usize;
                if to_move != (starter + k) % n {
                    return Err(rule(
                        "while beads are placed, the seats place in turn from the starting seat",
                    ));
                }
                k
            }
        };
        for c in 0..COLOURS {
            let on_board: u32 = beads.iter().map(|b| b[c] as u32).sum();
            let taken: u32 = captured.iter().map(|b| b[c] as u32).sum();
            let owner = game.owner(c);
            let placed_already = owner.is_some_and(|p| (p + n - starter) % n < placed);
            let expected = if placed_already { BEADS_EACH as u32 } else { 0 };
            if on_board + taken != expected {
                return Err(PositionError::new("colour-total")
                    .arg("colour", INITIALS[c])
                    .arg("found", on_board + taken)
                    .arg("expected", expected));
            }
            if placed < n && placed_already {
                // Placed as the rules place: 3, 4 and 4 in three pits.
                let mut counts: Vec<u8> = beads.iter().map(|b| b[c]).filter(|&k| k > 0).collect();
                counts.sort_unstable();
                if counts != [3, 4, 4] {
                    return Err(rule("a seat places its beads as 4, 4 and 3 in three pits"));
                }
            }
        }
        if placed < n {
            if captured.iter().flatten().any(|&k| k > 0) {
                return Err(rule("nothing is captured while beads are placed"));
            }
            for (pit, b) in beads[..2 * n].iter().enumerate() {
                game.board.add_seeds(pit, b.iter().sum());
            }
            game.beads = beads;
            game.placed = placed as u8;
            game.starter = starter as u8;
            game.to_move = to_move as u8;
        } else {
            game = SpectralReapers::from_beads(options, beads, captured, to_move).ok_or_else(
                || PositionError::new("decided").arg("why", "a seat is down to a single bead"),
            )?;
            if game.to_move as usize != to_move {
                return Err(rule(
                    "the seat to move has a bead of its colour on the board",
                ));
            }
            game.starter = starter as u8;
        }
        has_decision(&game)?;
        Ok(game)
    }
}
