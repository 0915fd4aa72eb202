//! A linear evaluation of the two-row store games for alpha-beta's leaves:
//! the stores, then a few features of each side's pits, weighted per game.
//!
//! The weights are fitted, not guessed: `scripts/tune_eval.py` plays
//! self-play games, fits a logistic regression of each game's result on these
//! features (South's minus North's) and scales the coefficients so that a seed
//! in store is worth [`EVAL_UNIT`] (docs/engine.md gives the command and the
//! figures). The script computes the same features from the state JSON, so
//! the two must stay alike (pinned by the tests below, and by the script,
//! which checks its features against `rgames engine`'s `eval` at every
//! position it reads).

use crate::engine::board::PitBoard;

/// What a seed in store is worth in alpha-beta's evaluation: finer units let
/// the fitted weights of the pit features keep their fractions.
pub const EVAL_UNIT: i32 = 16;

/// Features of one side, in the order of [`PitWeights::side`].
pub const FEATURES: usize = 5;

/// The weights of one game's evaluation, in [`EVAL_UNIT`]s of a seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitWeights {
    /// For each side's features: seeds on the side, pits holding 1 or 2,
    /// empty pits, pits holding 12 or more (a lap), pits whose seeds reach
    /// exactly the end of the row.
    pub side: [i32; FEATURES],
    /// The player to move's bonus.
    pub tempo: i32,
}

/// The features of side `side` of `board` (see [`PitWeights::side`]).
pub fn side_features(board: &PitBoard, side: usize) -> [i32; FEATURES] {
    let width = board.width();
    let mut f = [0i32; FEATURES];
    for (index, pit) in board.side(side).enumerate() {
        let seeds = board.pit(pit) as i32;
        f[0] += seeds;
        f[1] += i32::from(seeds == 1 || seeds == 2);
        f[2] += i32::from(seeds == 0);
        f[3] += i32::from(seeds >= 12);
        f[4] += i32::from(seeds == (width - index) as i32);
    }
    f
}

/// South's evaluation of `board` with `to_move` to move, in [`EVAL_UNIT`]s.
pub fn evaluate(board: &PitBoard, to_move: usize, weights: &PitWeights) -> i32 {
    let (south, north) = (side_features(board, 0), side_features(board, 1));
    let mut value = EVAL_UNIT * (board.store(0) as i32 - board.store(1) as i32);
    for k in 0..FEATURES {
        value += weights.side[k] * (south[k] - north[k]);
    }
    value
        + if to_move == 0 {
            weights.tempo
        } else {
            -weights.tempo
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_count_what_they_say() {
        // South: 0 1 2 3 13 1; North: 4 4 0 0 2 12.
        let board = PitBoard::from_counts(&[0, 1, 2, 3, 13, 1, 4, 4, 0, 0, 2, 12], [5, 1]).unwrap();
        // Seeds 20; 1s and 2s: three; empty: one; 12 or more: one; exact
        // reach (6 - index): index 3 holds 3 and index 5 holds 1.
        assert_eq!(side_features(&board, 0), [20, 3, 1, 1, 2]);
        // North: seeds 22; a 2; two empty; a 12; exact: index 4 holds 2.
        assert_eq!(side_features(&board, 1), [22, 1, 2, 1, 1]);
        let weights = PitWeights {
            side: [2, -3, 5, 7, 11],
            tempo: 4,
        };
        // Stores +4, seeds -2, 1s and 2s +2, empty -1, laps level, exact +1.
        let expected = EVAL_UNIT * 4 - 2 * 2 - 3 * 2 - 5 + 11;
        assert_eq!(evaluate(&board, 0, &weights), expected + 4);
        assert_eq!(evaluate(&board, 1, &weights), expected - 4);
    }
}
