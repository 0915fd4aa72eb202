//! What the computer players know of the Basic Game: seeds in store, and a store past half has won; exact values from its endgame tables where loaded; the pits' features, weighted as fitted by `scripts/tune_eval.py` (docs/engine.md).

use super::{Basic, BasicOptions};
use crate::ai::game::pit_eval::PitWeights;
use crate::ai::game::Tabled;
use crate::engine::board::FirstPlayer;
use crate::games::Registered;

const WEIGHTS: PitWeights = PitWeights {
    side: [-2, -2, -35, 81, 8],
    tempo: 6,
};

crate::ai::game::scored_by_stores!(Basic, tables, WEIGHTS, {
    #[cfg(not(target_arch = "wasm32"))]
    fn fast_playout<R: rand::Rng>(
        &self,
        rng: &mut R,
        limit: u32,
        knowledge: bool,
        _keys: &mut Vec<u128>,
    ) -> Option<crate::ai::game::PlayoutEnd> {
        super::playout::playout(self, rng, limit, knowledge)
    }
});

/// No position comes back (seeds only move forwards into the stores), and
/// the game plays on to the end.
impl Tabled for Basic {
    const ID: &'static str = Basic::DEF.id;
    const REPEATS: bool = false;
    fn majority_total(_: &BasicOptions) -> Option<u32> {
        None
    }
    fn table_rules(options: &BasicOptions) -> BasicOptions {
        BasicOptions {
            first_player: FirstPlayer::default(),
            ..options.clone()
        }
    }
}
