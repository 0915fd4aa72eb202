//! What the computer players know of Owari: seeds in store, and a store past half has won; exact values from its endgame tables where loaded; the pits' features, weighted as fitted by `scripts/tune_eval.py` (docs/engine.md).

use super::present::GRAND_SLAM_FORFEITED;
use super::{Owari, OwariOptions, TOTAL};
use crate::ai::game::pit_eval::PitWeights;
use crate::ai::game::Tabled;
use crate::engine::board::FirstPlayer;
use crate::engine::{Effects, Game};
use crate::games::Registered;

const WEIGHTS: PitWeights = PitWeights {
    side: [0, -2, -22, 32, 1],
    tempo: -4,
};

crate::ai::game::scored_by_stores!(Owari, tables, WEIGHTS, {
    /// Measured at equal time against the search without it (docs/engine.md).
    const QUIESCENCE: u32 = 4;

    #[cfg(not(target_arch = "wasm32"))]
    fn fast_playout<R: rand::Rng>(
        &self,
        rng: &mut R,
        limit: u32,
        knowledge: bool,
        keys: &mut Vec<u128>,
    ) -> Option<crate::ai::game::PlayoutEnd> {
        super::playout::playout(self, rng, limit, knowledge, keys)
    }

    /// A forfeited grand slam ([`GRAND_SLAM_FORFEITED`]) is the puzzle
    /// theme "grand slam", like one that captures.
    fn puzzle_themes(
        &self,
        action: <Self as Game>::Action,
        _after: &Self,
    ) -> &'static [&'static str] {
        let mut game = self.clone();
        let mut fx = Effects::recording();
        let forfeits =
            game.apply(action, &mut fx).is_ok() && fx.list().contains(&GRAND_SLAM_FORFEITED);
        if forfeits {
            &["grand slam"]
        } else {
            &[]
        }
    }
});

/// Laps round the board can bring a position back; with the option, the
/// game stops as soon as a store holds more than half of the seeds.
impl Tabled for Owari {
    const ID: &'static str = Owari::DEF.id;
    const REPEATS: bool = true;
    fn majority_total(options: &OwariOptions) -> Option<u32> {
        options.stop_at_majority.then_some(TOTAL)
    }
    fn table_rules(options: &OwariOptions) -> OwariOptions {
        OwariOptions {
            first_player: FirstPlayer::default(),
            ..options.clone()
        }
    }
}
