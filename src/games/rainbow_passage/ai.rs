//! What the computer players know of Rainbow Passage: pieces across and progress, and dice drawn quickly.

use rand::Rng;

use super::dice::Dice;
use super::rules::PieceState;
use super::{Passage, PassageAction, Square, STAR_ROW};
use crate::ai::game::AiGame;
use crate::engine::Game;

impl AiGame for Passage {
    const CHANCE: bool = true;

    /// Pieces across count most; then each piece on the board by how far it
    /// has come (the leading piece twice, as one crossing wins); a captured
    /// piece counts nothing.
    fn standing(&self, player: usize) -> i32 {
        let state = self.state();
        let far = state.far_row(player) as i32;
        let mut sum = 0;
        let mut best = 0;
        for piece in state.pieces_of(player) {
            if piece.state == PieceState::OnBoard {
                let depth = state.depth(player, piece.square as usize) as i32;
                sum += 4 + depth;
                best = best.max(depth);
            }
        }
        state.crossed(player) as i32 * (far + 8) * 2 + sum + best
    }
    fn scale(&self) -> f32 {
        6.0
    }
    fn playout_limit(&self) -> u32 {
        120
    }
    fn sample_chance<R: Rng>(
        &self,
        rng: &mut R,
        _buffer: &mut Vec<(PassageAction, f64)>,
    ) -> Option<PassageAction> {
        let n = self.state().dice_due()?;
        let mut counts = [0u8; 6];
        for _ in 0..n {
            counts[rng.random_range(0..6usize)] += 1;
        }
        Some(PassageAction::Roll(Dice(counts)))
    }

    /// A return; a step of a piece the star row holds back, before the step
    /// or after it (one of its steps refused for the star row).
    fn puzzle_themes(&self, action: PassageAction, after: &Self) -> &'static [&'static str] {
        match action {
            PassageAction::Return(_) => &["return"],
            PassageAction::Step(from, to)
                if star_row_holds(self, from) || star_row_holds(after, to) =>
            {
                &["star row"]
            }
            _ => &[],
        }
    }
}

/// Whether the rules refuse a step from `square` to one of its neighbours
/// because of the star row.
fn star_row_holds(game: &Passage, square: Square) -> bool {
    let near = |at: u8, by: i8| at.checked_add_signed(by).filter(|&n| n <= 16);
    (-1..=1).any(|dx| {
        (-1..=1).any(|dy| {
            let (Some(x), Some(y)) = (near(square.x, dx), near(square.y, dy)) else {
                return false;
            };
            (dx, dy) != (0, 0)
                && game.check(PassageAction::Step(square, Square { x, y })) == Err(STAR_ROW)
        })
    })
}
