//! The visitors that run the searches on a game found by its id, and
//! [`search`], which picks the search a game is played with. What each game
//! tells the searches is [`super::game::AiGame`], implemented in its folder
//! (`src/games/<id>/ai.rs`).

use rand::Rng;
use serde_json::Value;

use super::alphabeta::AlphaBeta;
use super::game::{AiGame, Search};
use super::mcts::{Mcts, MctsConfig};
use super::{Answer, Clock, Engine, Found, Limits, Position, Speed};
use crate::engine::options::options_from_json;
use crate::engine::{Effects, Turn};
use crate::games::{GameVisitor, Registered};

/// Thinks about `position` in the game `G` (see [`crate::games::with_game`]).
pub(crate) struct Think<'a> {
    pub position: &'a Position<'a>,
    pub engine: Engine,
    pub limits: Limits,
    pub seed: u64,
    pub clock: &'a dyn Clock,
    /// An opening book's decision for the position, played when it is a
    /// legal one (the Strongest level's, [`super::book`]).
    pub book: Option<String>,
}

impl GameVisitor for Think<'_> {
    type Output = Result<Answer, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        think_typed::<G>(
            self.position,
            self.engine,
            self.limits,
            self.seed,
            self.clock,
            self.book,
        )
    }
}

/// An answer's searcher when an opening book gave it.
pub const BOOK_SEARCHER: &str = "the opening book";

/// The answer that plays an opening book's decision `mv` (not generic:
/// one copy for every game).
#[inline(never)]
fn book_answer(mv: String) -> Answer {
    Answer {
        moves: vec![mv],
        nodes: 0,
        ms: 0.0,
        searcher: BOOK_SEARCHER.to_string(),
        share: None,
    }
}

/// Random playouts of the game `G` for a while (see [`super::bench`]).
pub(crate) struct Bench<'a> {
    pub options: &'a Value,
    pub ms: f64,
    pub clock: &'a dyn Clock,
}

impl GameVisitor for Bench<'_> {
    type Output = Result<Speed, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        bench_typed::<G>(self.options, self.ms, self.clock)
    }
}

fn think_typed<G: Registered>(
    position: &Position,
    engine: Engine,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
    book: Option<String>,
) -> Result<Answer, String> {
    let game: G = position.replay()?;
    let started = clock.now_ms();
    if let (Some(mv), Turn::Player(_)) = (book, game.turn()) {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        if legal.iter().any(|a| a.to_string() == mv) {
            return Ok(book_answer(mv));
        }
    }
    let (found, searcher) = search(&game, engine, limits, seed, clock)?;
    Ok(Answer {
        moves: found.line.iter().map(|a| a.to_string()).collect(),
        nodes: found.nodes,
        ms: clock.now_ms() - started,
        share: share(&game, engine, &found),
        searcher,
    })
}

/// The expected share of the win of the player to move in `game`, from
/// what the search `found` (see [`Answer::share`]).
fn share<G: AiGame>(game: &G, engine: Engine, found: &Found<G::Action>) -> Option<f64> {
    let Turn::Player(mover) = game.turn() else {
        return None;
    };
    if found.nodes == 0 {
        return None;
    }
    let kind = match engine {
        Engine::AlphaBeta => Search::AlphaBeta,
        Engine::Mcts | Engine::Uct => Search::Mcts,
        Engine::Level(_) => game.search(),
        Engine::Random => return None,
    };
    if kind == Search::AlphaBeta && game.num_players() == 2 && !G::CHANCE {
        // Alpha-beta scores South's standing minus North's.
        let score = if mover == 0 {
            found.value
        } else {
            -found.value
        };
        Some(super::share_of_score(score, game.scale() as f64))
    } else {
        Some(found.value.clamp(0.0, 1.0))
    }
}

thread_local! {
    /// The alpha-beta search of the last move on the clock, with its table.
    static KEPT: std::cell::RefCell<Option<Box<dyn std::any::Any>>> =
        const { std::cell::RefCell::new(None) };
}

/// Searches `game` with `engine`: the action to play and the same player's
/// expected next actions, and a description of the search.
pub fn search<G: AiGame + 'static>(
    game: &G,
    engine: Engine,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Result<(Found<G::Action>, String), String> {
    match game.turn() {
        Turn::Over(_) => return Err("the game is over".to_string()),
        Turn::Chance => return Err("the dice are to be rolled: nothing to decide".to_string()),
        Turn::Player(_) => {}
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let Some(&first) = legal.first() else {
        return Err("there is no legal move".to_string());
    };
    let only = |a| Found {
        line: vec![a],
        nodes: 0,
        depth: 0,
        value: 0.0,
    };
    if legal.len() == 1 {
        return Ok((only(first), "the only legal move".to_string()));
    }
    let kind = match engine {
        Engine::Random => {
            let mut rng = crate::engine::game_rng(seed);
            let pick = legal[rng.random_range(0..legal.len() as u32) as usize];
            return Ok((only(pick), "a random move".to_string()));
        }
        Engine::Uct => {
            let found = Mcts::new(seed).search(game, &MctsConfig::plain(), limits, clock);
            let text = format!("plain UCT, {} simulations", found.nodes);
            return Ok((found, text));
        }
        Engine::AlphaBeta => Search::AlphaBeta,
        Engine::Mcts => Search::Mcts,
        Engine::Level(_) => game.search(),
    };
    let alpha_beta_fits = game.num_players() == 2 && !G::CHANCE;
    if kind == Search::AlphaBeta && alpha_beta_fits {
        // The strongest level looks end games up in the tables installed.
        let tables = engine == Engine::Level(super::Level::Strongest);
        let found = if limits.nodes.is_none() && !G::PLAIN_SEARCH {
            // A search on the clock keeps its table for the next move, whose
            // positions it has mostly seen; one on a node budget starts
            // afresh, so that it answers the same whatever came before.
            KEPT.with(|kept| {
                let mut kept = kept.borrow_mut();
                let mut search = kept
                    .take()
                    .and_then(|b| b.downcast::<AlphaBeta<G>>().ok())
                    .map_or_else(|| AlphaBeta::new(limits), |b| *b)
                    .with_tables(tables);
                let found = search.search(game, limits, seed, clock);
                *kept = Some(Box::new(search));
                found
            })
        } else {
            AlphaBeta::new(limits)
                .with_tables(tables)
                .search(game, limits, seed, clock)
        };
        let text = format!("alpha-beta, depth {}, {} nodes", found.depth, found.nodes);
        Ok((found, text))
    } else {
        let found = Mcts::new(seed).search(game, &MctsConfig::tuned(game), limits, clock);
        let text = format!("MCTS, {} simulations", found.nodes);
        Ok((found, text))
    }
}

fn bench_typed<G: AiGame>(options: &Value, ms: f64, clock: &dyn Clock) -> Result<Speed, String> {
    let options: G::Options = options_from_json(options).map_err(|e| e.to_string())?;
    let start = G::new(&options, 1).map_err(|e| e.to_string())?;
    // The game's own kernel plays the same games, draw for draw (native
    // only: the AI worker's games have no kernel, for its size).
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(speed) = bench_kernel(&start, ms, clock) {
        return Ok(speed);
    }
    let mut rng = crate::engine::game_rng(7);
    let mut state = start.clone();
    let mut legal = Vec::with_capacity(32);
    let mut chances = Vec::new();
    let mut fx = Effects::off();
    let mut speed = Speed {
        playouts: 0,
        actions: 0,
        ms: 0.0,
    };
    let began = clock.now_ms();
    loop {
        state.clone_from(&start);
        loop {
            let action = match state.turn() {
                Turn::Over(_) => break,
                Turn::Chance => match state.sample_chance(&mut rng, &mut chances) {
                    Some(a) => a,
                    None => break,
                },
                Turn::Player(_) => {
                    state.legal_actions(&mut legal);
                    if legal.is_empty() {
                        break;
                    }
                    legal[rng.random_range(0..legal.len() as u32) as usize]
                }
            };
            if state.apply(action, &mut fx).is_err() {
                return Err(format!("a legal action was refused: {action}"));
            }
            speed.actions += 1;
        }
        speed.playouts += 1;
        if speed.playouts.is_multiple_of(16) {
            let elapsed = clock.now_ms() - began;
            if elapsed >= ms {
                speed.ms = elapsed;
                return Ok(speed);
            }
        }
    }
}

/// Random playouts of `start` by the game's own kernel
/// ([`AiGame::fast_playout`]) for about `ms` milliseconds; `None` when the
/// game has none for these options.
#[cfg(not(target_arch = "wasm32"))]
fn bench_kernel<G: AiGame>(start: &G, ms: f64, clock: &dyn Clock) -> Option<Speed> {
    let mut rng = crate::engine::game_rng(7);
    let mut keys = Vec::with_capacity(512);
    let mut speed = Speed {
        playouts: 0,
        actions: 0,
        ms: 0.0,
    };
    let began = clock.now_ms();
    loop {
        let end = start.fast_playout(&mut rng, u32::MAX, false, &mut keys)?;
        speed.actions += end.actions as u64;
        speed.playouts += 1;
        if speed.playouts.is_multiple_of(16) {
            let elapsed = clock.now_ms() - began;
            if elapsed >= ms {
                speed.ms = elapsed;
                return Some(speed);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, SystemClock};
    use crate::engine::Game;
    use crate::games::basic::{Basic, BasicOptions};
    use crate::games::giuthi::{Giuthi, GiuthiOptions};

    /// What [`KEPT`] holds after the Strongest level's search of `game` on
    /// the clock: whether it is that game's alpha-beta search.
    fn keeps<G: AiGame + 'static>(game: &G) -> bool {
        KEPT.with(|kept| kept.borrow_mut().take());
        let limits = Limits {
            ms: Some(5.0),
            nodes: None,
        };
        let clock = SystemClock::default();
        search(game, Engine::Level(Level::Strongest), limits, 1, &clock).unwrap();
        KEPT.with(|kept| {
            kept.borrow()
                .as_ref()
                .is_some_and(|b| b.downcast_ref::<AlphaBeta<G>>().is_some())
        })
    }

    /// Giuthi's plain search ([`AiGame::PLAIN_SEARCH`]) starts each move
    /// with a fresh table: the table kept from the last move was one of the
    /// refinements that cost it its matches. Other games keep theirs.
    #[test]
    fn a_plain_search_keeps_no_table_between_moves() {
        let giuthi = Giuthi::new(&GiuthiOptions::default(), 3).unwrap();
        let basic = Basic::new(&BasicOptions::default(), 3).unwrap();
        assert!(!keeps(&giuthi));
        assert!(keeps(&basic));
    }
}
