//! The position notation of Oware Nam Nam: the hollows, the stores (this
//! round's captures, or everything held between rounds), each hollow's
//! owner, the player to move, the round, its starter and the phase
//! (docs/notation.md).

use super::{NamNam, NamNamOptions, Phase, PITS, REPETITION_ROOM, ROUNDS_RESERVED};
use crate::engine::pit_core::RoundLog;
use crate::engine::position::{
    bad_field, check_board, count, has_decision, in_play, read_pits, side, side_letter, write_pits,
    Fields, Position, PositionError,
};
use crate::engine::repetition::Repetitions;

/// Seeds in the game.
const TOTAL: u32 = 48;

impl Position for NamNam {
    fn to_notation(&self) -> Result<String, PositionError> {
        in_play(self)?;
        let owners: String = self
            .owners
            .iter()
            .enumerate()
            .map(|(p, &o)| {
                let letter = side_letter(o as usize).to_string();
                if p == PITS / 2 - 1 {
                    letter + "/"
                } else {
                    letter
                }
            })
            .collect();
        let phase = match self.phase {
            Phase::Sow => "sow".to_string(),
            Phase::Claim { left, made } => format!("claim:{left}:{made}"),
        };
        Ok(format!(
            "{} {owners} {} {} {} {phase}",
            write_pits(&self.board),
            side_letter(self.to_move as usize),
            self.round,
            side_letter(self.starter as usize),
        ))
    }

    fn from_notation(options: &NamNamOptions, text: &str) -> Result<Self, PositionError> {
        let mut fields = Fields::exactly(text, 7)?;
        let board = read_pits(fields.next_field(), fields.next_field())?;
        check_board(&board, PITS / 2, TOTAL)?;
        let owner_text = fields.next_field();
        let letters: Vec<char> = owner_text.chars().filter(|&c| c != '/').collect();
        if letters.len() != PITS || owner_text.chars().filter(|&c| c == '/').count() > 1 {
            return Err(bad_field("owners", owner_text, "12 letters s or n"));
        }
        let mut owners = [0u8; PITS];
        for (owner, letter) in owners.iter_mut().zip(&letters) {
            *owner = side(&letter.to_string())
                .map_err(|_| bad_field("owners", owner_text, "12 letters s or n"))?
                as u8;
        }
        let to_move = side(fields.next_field())? as u8;
        let round = count("round", fields.next_field(), u32::MAX)?;
        if round == 0 {
            return Err(bad_field("round", "0", "a round from 1"));
        }
        let starter = side(fields.next_field())? as u8;
        let phase_text = fields.next_field();
        let phase = if phase_text == "sow" {
            Phase::Sow
        } else {
            let bad = || bad_field("phase", phase_text, "sow or claim:<left>:<made>");
            let rest = phase_text.strip_prefix("claim:").ok_or_else(bad)?;
            let (left, made) = rest.split_once(':').ok_or_else(bad)?;
            let left = count("claims left", left, PITS as u32)? as u8;
            let made = count("claims made", made, PITS as u32)? as u8;
            if left == 0 || left as usize + made as usize > PITS {
                return Err(bad());
            }
            if board.board_total() != 0 {
                return Err(PositionError::new("rule").arg(
                    "why",
                    "while hollows are claimed, every seed is held in the stores",
                ));
            }
            Phase::Claim { left, made }
        };
        let mut game = NamNam {
            options: options.clone(),
            board,
            owners,
            to_move,
            phase,
            round,
            starter,
            finished: RoundLog::with_capacity(ROUNDS_RESERVED),
            outcome: None,
            repetitions: Repetitions::with_capacity(REPETITION_ROOM),
        };
        if matches!(phase, Phase::Sow) {
            if game.board.board_total() == 0 {
                return Err(PositionError::new("decided").arg("why", "the hollows are empty"));
            }
            let key = game.position_key();
            game.repetitions.record(key);
        }
        has_decision(&game)?;
        Ok(game)
    }
}
