//! What the computer players know of Owari: seeds in store, and a store past half has won; exact values from its endgame tables where loaded; the pits' features, weighted as fitted by `scripts/tune_eval.py` (docs/engine.md).

use crate::ai::pit_eval::PitWeights;

const WEIGHTS: PitWeights = PitWeights {
    side: [0, -2, -22, 32, 1],
    tempo: -4,
};

crate::ai::scored_by_stores!(super::Owari, tables, WEIGHTS);
