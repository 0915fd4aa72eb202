//! What the computer players know of Mancala: seeds in store, and a store past half has won; exact values from its endgame tables where loaded.

use super::{Mancala, MancalaOptions, TOTAL};
use crate::ai::game::Tabled;
use crate::engine::board::FirstPlayer;
use crate::games::Registered;

crate::ai::game::scored_by_stores!(Mancala, tables, {
    /// Measured at equal time against the search without it (docs/engine.md).
    const QUIESCENCE: u32 = 4;
});

/// No position comes back, and the game stops as soon as a store holds
/// more than half of the seeds.
impl Tabled for Mancala {
    const ID: &'static str = Mancala::DEF.id;
    const REPEATS: bool = false;
    fn majority_total(_: &MancalaOptions) -> Option<u32> {
        Some(TOTAL)
    }
    fn table_rules(_: &MancalaOptions) -> MancalaOptions {
        // Who starts is Mancala's only option.
        MancalaOptions {
            first_player: FirstPlayer::default(),
        }
    }
}
