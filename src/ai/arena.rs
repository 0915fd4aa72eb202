//! Engine against engine: matches for `rgames match` and the level tests.
//!
//! Games are played in pairs with the seats swapped and everything else the
//! same (the record's seed, hence who starts and the dice, and a short
//! random opening), so neither engine profits from the draw. In games of
//! more than two players engine A takes one seat, in turn, and engine B all
//! the others.

use serde_json::Value;

use super::{think_with, Clock, Engine, Limits};
use crate::engine::record::Record;
use crate::engine::Turn;
use crate::games;

/// A match to play.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchConfig {
    /// The game's catalog id and its full options.
    pub game: String,
    pub options: Value,
    pub a: Engine,
    pub b: Engine,
    /// Games to play (an even number keeps the seats balanced).
    pub games: u32,
    /// The strongest level's time per decision, in milliseconds.
    pub ms: u32,
    /// Replaces time with this many nodes or simulations for the searches
    /// that use the whole budget, so the match replays exactly.
    pub nodes: Option<u64>,
    /// Random decisions played at the start of each pair of games.
    pub opening: u32,
    pub seed: u64,
}

/// One finished game of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// The seat engine A played.
    pub a_seat: usize,
    /// The winners (bit per seat).
    pub winners: u8,
    /// Points won by A: 1 for a win, a share of it for a shared win or a
    /// draw.
    pub a_points: f64,
    /// The whole record, to replay the game.
    pub record: Record,
}

/// The score of a match.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchScore {
    pub games: u32,
    /// Games won outright by A, by B, and the rest (draws, shared wins).
    pub a_wins: u32,
    pub b_wins: u32,
    pub shared: u32,
    /// A's points (see [`GameResult::a_points`]).
    pub a_points: f64,
    /// Decisions searched and their total time, for each engine.
    pub decisions: [u64; 2],
    pub think_ms: [f64; 2],
}

/// Plays the match, calling `each` after every game.
pub fn play_match(
    config: &MatchConfig,
    clock: &dyn Clock,
    mut each: impl FnMut(&GameResult),
) -> Result<MatchScore, String> {
    let info =
        games::find(&config.game).ok_or_else(|| format!("unknown game '{}'", config.game))?;
    let mut score = MatchScore::default();
    for index in 0..config.games {
        let pair = index / 2;
        let game_seed = mix(config.seed, pair as u64);
        let mut session =
            (info.new_session)(&config.options, game_seed).map_err(|e| e.to_string())?;
        let players = session.scores().len().max(2);
        let a_seat = (index as usize) % players;
        let mut opening_left = config.opening;
        let mut opening_rng = crate::engine::game_rng(mix(game_seed, 0x0be));
        loop {
            let record = session.record();
            let cursor = record.moves.len();
            let mv = match session.turn() {
                Turn::Over(_) => break,
                Turn::Chance => crate::engine::chance::pick_outcome(
                    record.seed,
                    cursor,
                    &session.chance_outcomes(),
                )
                .ok_or("no chance outcome")?,
                Turn::Player(_) if opening_left > 0 => {
                    opening_left -= 1;
                    let legal = session.legal();
                    use rand::Rng;
                    let pick = opening_rng.random_range(0..legal.len().max(1) as u32) as usize;
                    legal.get(pick).cloned().ok_or("no legal move")?
                }
                Turn::Player(p) => {
                    let side = usize::from(p != a_seat);
                    let engine = if side == 0 { config.a } else { config.b };
                    let limits = match (config.nodes, engine) {
                        (Some(n), Engine::Level(super::Level::Strongest))
                        | (Some(n), Engine::AlphaBeta | Engine::Mcts | Engine::Uct) => Limits {
                            ms: None,
                            nodes: Some(n),
                        },
                        _ => engine.limits(config.ms),
                    };
                    let seed = mix(game_seed, cursor as u64 * 2 + side as u64);
                    let answer = think_with(&record, engine, limits, seed, clock)?;
                    score.decisions[side] += 1;
                    score.think_ms[side] += answer.ms;
                    answer
                        .moves
                        .into_iter()
                        .next()
                        .ok_or("the engine gave no move")?
                }
            };
            session
                .play(&mv)
                .map_err(|e| format!("game {}: {e}", index + 1))?;
        }
        let Turn::Over(outcome) = session.turn() else {
            return Err("a game stopped before its end".into());
        };
        let winners = outcome.winners;
        let a_points = if winners & (1 << a_seat) != 0 {
            1.0 / winners.count_ones() as f64
        } else {
            0.0
        };
        score.games += 1;
        score.a_points += a_points;
        match (winners.count_ones(), winners & (1 << a_seat) != 0) {
            (1, true) => score.a_wins += 1,
            (1, false) => score.b_wins += 1,
            _ => score.shared += 1,
        }
        each(&GameResult {
            a_seat,
            winners,
            a_points,
            record: session.record(),
        });
    }
    Ok(score)
}

/// A seed for one part of a match.
fn mix(seed: u64, part: u64) -> u64 {
    let mut x = seed ^ part.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}
