//! What the computer players know of the Basic Game: seeds in store, and a store past half has won; exact values from its endgame tables where loaded; the pits' features, weighted as fitted by `scripts/tune_eval.py` (docs/engine.md).

use crate::ai::pit_eval::PitWeights;

const WEIGHTS: PitWeights = PitWeights {
    side: [-2, -2, -35, 81, 8],
    tempo: 6,
};

crate::ai::scored_by_stores!(super::Basic, tables, WEIGHTS);
