//! What the computer players know of Rainbow Chase: beads captured, and more than half has won.

use super::RainbowChase;
use crate::ai::game::{majority_holder, AiGame};
use crate::engine::Game;

impl AiGame for RainbowChase {
    fn sure_winner(&self) -> Option<usize> {
        let captured = [self.standing(0) as u8, self.standing(1) as u8];
        majority_holder(captured, self.total_seeds())
    }
    fn standing(&self, player: usize) -> i32 {
        self.captured()[player].iter().map(|&c| c as i32).sum()
    }
    fn scale(&self) -> f32 {
        4.0
    }
    fn playout_limit(&self) -> u32 {
        600
    }
}
