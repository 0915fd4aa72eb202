//! What the searches know of each game: how a player stands, which search
//! plays it best, how long a playout runs; and the visitors that run the
//! searches on a game found by its id. Each game's own knowledge is in its
//! folder (`src/games/<id>/ai.rs`).

use rand::Rng;
use serde_json::Value;

use super::alphabeta::AlphaBeta;
use super::mcts::{Mcts, MctsConfig};
use super::{Answer, Clock, Engine, Found, Limits, Position, Speed};
use crate::engine::options::options_from_json;
use crate::engine::{Effects, Game, Turn};
use crate::games::{GameVisitor, Registered};

/// The two searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Iterative-deepening alpha-beta (two players, no chance).
    AlphaBeta,
    /// Monte Carlo tree search.
    Mcts,
}

/// A game the computer can play: the [`Game`] rules plus a little
/// knowledge for the searches.
pub trait AiGame: Game {
    /// How well `player` stands, the higher the better, comparable between
    /// players: seeds or beads captured, progress across the board.
    /// Alpha-beta's evaluation is South's standing minus North's.
    fn standing(&self, player: usize) -> i32;

    /// Alpha-beta's judgement of a position it stops at, South's view, in
    /// [`super::pit_eval::EVAL_UNIT`]s of a point of standing: by default the
    /// standing alone; games that know more add it here.
    fn evaluate(&self) -> i32 {
        super::pit_eval::EVAL_UNIT * (self.standing(0) - self.standing(1))
    }

    /// A lead in standing that makes a win about three times as likely as a
    /// loss (MCTS turns the leads of playouts cut short into rewards).
    fn scale(&self) -> f32;

    /// A player whose win is already certain though the game goes on (a
    /// store holding more than half of the seeds, which stores never give
    /// back): searches score the position as that win.
    fn sure_winner(&self) -> Option<usize> {
        None
    }

    /// Whether chance acts in the game (dice): alpha-beta cannot search it.
    const CHANCE: bool = false;

    /// The search the named levels use, chosen by matches at equal time
    /// (`rgames match <game> --a alphabeta --b mcts`): alpha-beta won or
    /// tied in every two-player game without dice (Owari 10–0, Basic 7–3,
    /// Giuthi 4–0, Nam Nam 4–0, Spectral Reapers with two players 6–0;
    /// Mancala, Ayoayo and Rainbow Chase even in small samples), MCTS plays
    /// everything else. The default: alpha-beta for two players, MCTS for
    /// more.
    fn search(&self) -> Search {
        if self.num_players() == 2 && !Self::CHANCE {
            Search::AlphaBeta
        } else {
            Search::Mcts
        }
    }

    /// Actions a playout plays before the position is judged by its
    /// standing; games that end quickly play to the end.
    fn playout_limit(&self) -> u32 {
        u32::MAX
    }

    /// Draws a chance outcome by its probability (dice). The default reads
    /// [`Game::chance_outcomes`] into `buffer`; games with many outcomes
    /// draw faster.
    fn sample_chance<R: Rng>(
        &self,
        rng: &mut R,
        buffer: &mut Vec<(Self::Action, f64)>,
    ) -> Option<Self::Action> {
        self.chance_outcomes(buffer);
        let mut left: f64 = rng.random();
        for &(action, p) in buffer.iter() {
            left -= p;
            if left < 0.0 {
                return Some(action);
            }
        }
        buffer.last().map(|&(a, _)| a)
    }

    /// The endgame table installed for this game and its options, if any
    /// ([`super::tables`]); asked once a search.
    fn endgame_table(&self) -> Option<std::rc::Rc<super::tables::Table>> {
        None
    }

    /// South's final margin with best play, from `table`, when it holds
    /// this position exactly ([`super::tables::Table::final_margin`]).
    fn exact_margin(&self, _table: &super::tables::Table) -> Option<i32> {
        None
    }

    /// A key for the transposition table: a hash of the position (the
    /// repetition history hashes to nothing, so how it was reached does not
    /// matter).
    fn key(&self) -> u64 {
        let mut hasher = Key64::default();
        std::hash::Hash::hash(self, &mut hasher);
        std::hash::Hasher::finish(&hasher)
    }
}

/// The hasher of the search keys: 64 bits on every machine, and the same
/// key for the same position natively and in the browser's 32-bit wasm.
/// (`FxHasher` keeps a `usize`: in wasm its keys had 32 bits, so the
/// transposition table took one position for another about once in 4,096
/// probes, and the worker's searches differed from the CLI's.) The mixing
/// is Fx's, on `u64` words; a `usize` is hashed as a `u64`.
#[derive(Default)]
pub struct Key64(u64);

impl Key64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;

    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::K);
    }
}

impl std::hash::Hasher for Key64 {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 56));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The player holding more than half of `total` in their store, if any: a
/// game scored by stores that never give seeds back is won by them.
pub fn majority_holder(stores: [u8; 2], total: u32) -> Option<usize> {
    stores.iter().position(|&s| s as u32 * 2 > total)
}

/// Implements [`AiGame`] for games scored by the seeds in each store, which
/// never give any back: a store past half of the seeds has won.
/// `scored_by_stores!(Game, tables)` also looks positions up in the
/// game's endgame tables ([`super::tables::Tabled`]);
/// `scored_by_stores!(Game, tables, WEIGHTS)` also evaluates positions by
/// their pits ([`super::pit_eval`]).
macro_rules! scored_by_stores {
    ($game:ty, tables, $weights:expr) => {
        $crate::ai::scored_by_stores!($game, {
            fn endgame_table(&self) -> Option<std::rc::Rc<$crate::ai::tables::Table>> {
                $crate::ai::tables::installed::<$game>(
                    $crate::engine::pit_core::PitMoveRules::core(self).options(),
                )
            }
            fn exact_margin(&self, table: &$crate::ai::tables::Table) -> Option<i32> {
                table.final_margin(self)
            }
            fn evaluate(&self) -> i32 {
                let to_move = match <$game as $crate::engine::Game>::turn(self) {
                    $crate::engine::Turn::Player(p) => p,
                    _ => 0,
                };
                $crate::ai::pit_eval::evaluate(self.board(), to_move, &$weights)
            }
        });
    };
    ($game:ty, tables) => {
        $crate::ai::scored_by_stores!($game, {
            fn endgame_table(&self) -> Option<std::rc::Rc<$crate::ai::tables::Table>> {
                $crate::ai::tables::installed::<$game>(
                    $crate::engine::pit_core::PitMoveRules::core(self).options(),
                )
            }
            fn exact_margin(&self, table: &$crate::ai::tables::Table) -> Option<i32> {
                table.final_margin(self)
            }
        });
    };
    ($game:ty) => {
        $crate::ai::scored_by_stores!($game, {});
    };
    ($game:ty, { $($extra:item)* }) => {
        impl $crate::ai::AiGame for $game {
            $($extra)*
            fn sure_winner(&self) -> Option<usize> {
                $crate::ai::majority_holder(
                    self.board().stores(),
                    <$game as $crate::engine::Game>::total_seeds(self),
                )
            }
            fn standing(&self, player: usize) -> i32 {
                self.board().store(player) as i32
            }
            fn scale(&self) -> f32 {
                3.0
            }
        }
    };
}
pub(crate) use scored_by_stores;

/// Thinks about `position` in the game `G` (see [`crate::games::with_game`]).
pub(crate) struct Think<'a> {
    pub position: &'a Position<'a>,
    pub engine: Engine,
    pub limits: Limits,
    pub seed: u64,
    pub clock: &'a dyn Clock,
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
        )
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

fn think_typed<G: AiGame + 'static>(
    position: &Position,
    engine: Engine,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Result<Answer, String> {
    let game: G = position.replay()?;
    let started = clock.now_ms();
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
        let found = if limits.nodes.is_none() {
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

#[cfg(test)]
mod tests {
    use super::Key64;
    use std::hash::{Hash, Hasher};

    fn key(value: impl Hash) -> u64 {
        let mut h = Key64::default();
        value.hash(&mut h);
        h.finish()
    }

    #[test]
    fn keys_are_64_bits_and_the_same_on_every_machine() {
        // A usize hashes as a u64, so a 32-bit build gives the same keys.
        assert_eq!(key(7usize), key(7u64));
        assert_eq!(key([1u8, 2, 3]), key([1u8, 2, 3]));
        assert_ne!(key([1u8, 2, 3]), key([1u8, 3, 2]));
        // Pinned: the mixing of one word.
        assert_eq!(key(1u64), 0x517c_c1b7_2722_0a95);
        assert!(key((3u8, 200u32, [4u8; 12])) > u64::from(u32::MAX));
    }
}
