//! Random play that checks a game's invariants at every step: legal actions
//! are sorted, accepted by `check`, and non-empty unless the game is over;
//! seeds are conserved; a clone equals its original; a finished game refuses
//! to be ended again; the game ends within its bound; and
//! replaying the actions reproduces the final position.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{Effects, Game, Turn};

/// Totals of a batch of random games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Games played.
    pub games: u64,
    /// Actions applied.
    pub actions: u64,
    /// The number of players of the games played.
    pub players: usize,
    /// Games won outright by each player (up to six players).
    pub wins: [u64; 6],
    /// Games drawn or won jointly (shared wins).
    pub draws: u64,
    /// The longest game, in actions.
    pub longest: u64,
}

/// Plays `games` random games from `options`, seeded by `seed`. With `check`
/// set, verifies every invariant; without, just plays (for speed figures).
pub fn random_games<G: Game>(
    options: &G::Options,
    games: u64,
    seed: u64,
    check: bool,
) -> Result<Stats, String> {
    random_games_saving::<G>(options, games, seed, check, &mut |_, _| {})
}

/// [`random_games`], handing every finished game to `save` as its seed and
/// its moves in notation (for `rgames random --save`).
pub fn random_games_saving<G: Game>(
    options: &G::Options,
    games: u64,
    seed: u64,
    check: bool,
    save: &mut dyn FnMut(u64, Vec<String>),
) -> Result<Stats, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut stats = Stats::default();
    let mut legal = Vec::with_capacity(16);
    let mut chances = Vec::with_capacity(16);
    let mut history = Vec::with_capacity(256);
    let mut off = Effects::off();
    for game_index in 0..games {
        let game_seed: u64 = rng.random();
        let start = G::new(options, game_seed).map_err(|e| e.to_string())?;
        let total = start.total_seeds();
        stats.players = start.num_players();
        let mut state = start.clone();
        history.clear();
        let fail = |msg: String, history: &[G::Action]| {
            let moves: Vec<String> = history.iter().map(|a| a.to_string()).collect();
            Err(format!(
                "game {game_index} (seed {game_seed}) after [{}]: {msg}",
                moves.join(" ")
            ))
        };
        loop {
            state.legal_actions(&mut legal);
            match state.turn() {
                Turn::Over(_) => {
                    if check && !legal.is_empty() {
                        return fail("legal actions listed after the end".into(), &history);
                    }
                    break;
                }
                Turn::Player(_) | Turn::Chance => {
                    if legal.is_empty() {
                        return fail("no legal action but the game is not over".into(), &history);
                    }
                }
            }
            state.chance_outcomes(&mut chances);
            let chance = matches!(state.turn(), Turn::Chance);
            if check && chance {
                let total: f64 = chances.iter().map(|(_, p)| p).sum();
                if (total - 1.0).abs() > 1e-9 || chances.iter().any(|(_, p)| *p <= 0.0) {
                    return fail(format!("chance probabilities sum to {total}"), &history);
                }
                if chances.len() != legal.len() || chances.iter().any(|(a, _)| !legal.contains(a)) {
                    return fail(
                        "chance outcomes differ from the legal actions".into(),
                        &history,
                    );
                }
            } else if check && !chances.is_empty() {
                return fail("chance outcomes listed at a player's turn".into(), &history);
            }
            if check {
                if legal.windows(2).any(|w| w[0] >= w[1]) {
                    return fail("legal actions are not sorted".into(), &history);
                }
                for &action in &legal {
                    if let Err(e) = state.check(action) {
                        return fail(format!("listed action {action} refused: {e}"), &history);
                    }
                }
                let copy = state.clone();
                if copy != state {
                    return fail("a clone differs from its original".into(), &history);
                }
            }
            let action = if chance {
                // Draw an outcome by its probability.
                let mut left: f64 = rng.random();
                chances
                    .iter()
                    .find(|(_, p)| {
                        left -= p;
                        left < 0.0
                    })
                    .or(chances.last())
                    .map(|(a, _)| *a)
                    .unwrap_or(legal[0])
            } else {
                legal[rng.random_range(0..legal.len())]
            };
            if let Err(e) = state.apply(action, &mut off) {
                return fail(format!("legal action {action} failed: {e}"), &history);
            }
            history.push(action);
            stats.actions += 1;
            if check && state.total_seeds() != total {
                return fail(
                    format!("seeds not conserved: {} != {total}", state.total_seeds()),
                    &history,
                );
            }
            if history.len() > state.max_game_length() {
                return fail("the game did not end within its bound".into(), &history);
            }
        }
        if check {
            let mut replay = start.clone();
            for &action in &history {
                if replay.apply(action, &mut off).is_err() {
                    return fail(format!("replay refused {action}"), &history);
                }
            }
            if replay != state {
                return fail(
                    "replaying the actions gives another position".into(),
                    &history,
                );
            }
            let mut after = state.clone();
            if after.end_by_agreement(&mut off).is_ok() || after != state {
                return fail("a finished game accepted another ending".into(), &history);
            }
        }
        if let Turn::Over(outcome) = state.turn() {
            match outcome.sole_winner() {
                Some(p) if p < stats.wins.len() => stats.wins[p] += 1,
                Some(_) => {}
                None => stats.draws += 1,
            }
        }
        stats.games += 1;
        stats.longest = stats.longest.max(history.len() as u64);
        save(game_seed, history.iter().map(|a| a.to_string()).collect());
    }
    Ok(stats)
}
