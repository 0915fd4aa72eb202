//! What a game tells the computer players: [`AiGame`], the one thing of
//! `ai` the games implement, and what they need for it (the pit
//! evaluation's weights, the `scored_by_stores!` shorthand, [`Tabled`] for
//! games with endgame tables). A leaf: it uses the engine and nothing else
//! of `ai`, so that `games` depends on this module and not on the searches
//! (tests/layers.rs checks it). The searches, the endgame tables and the
//! puzzles ask a game through these hooks, never by its id.

pub mod pit_eval;

use rand::Rng;

use crate::engine::pit_core::PitMoveRules;
use crate::engine::Game;

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
    /// [`pit_eval::EVAL_UNIT`]s of a point of standing: by default the
    /// standing alone; games that know more add it here.
    fn evaluate(&self) -> i32 {
        pit_eval::EVAL_UNIT * (self.standing(0) - self.standing(1))
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
    /// (`rgames match <game> --a alphabeta --b mcts`; docs/engine.md has
    /// the figures): alpha-beta for two players without chance, MCTS for
    /// everything else.
    fn search(&self) -> Search {
        if self.num_players() == 2 && !Self::CHANCE {
            Search::AlphaBeta
        } else {
            Search::Mcts
        }
    }

    /// Whether alpha-beta plays this game plainly: without killer moves,
    /// late move reductions, the root's aspiration and null windows and the
    /// table's two-entry buckets, and with a fresh table each move rather
    /// than the last move's. Those refinements each won matches in other
    /// games; a game that loses by them (measured against the plain search
    /// at equal time, docs/engine.md) says so here.
    const PLAIN_SEARCH: bool = false;

    /// How many captures in a row alpha-beta plays out, in play, where it
    /// would stop (a quiescence search: a move that raises the mover's
    /// standing at once is a capture). 0, none, unless a match at equal
    /// time showed it helps (docs/engine.md).
    const QUIESCENCE: u32 = 0;

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

    /// Calls `visitor` with this game as a game with endgame tables
    /// ([`Tabled`]), when it is one; `None` for the others (the default).
    /// The endgame tables reach a game only through here.
    fn tabled<V: TabledVisitor<Self>>(visitor: V) -> Option<V::Output>
    where
        Self: Sized,
    {
        let _ = visitor;
        None
    }

    /// The depths, in plies, of a puzzle's `two_depths` proof in this game
    /// (`ai::puzzles`): the shallower and the deeper analysis.
    const PUZZLE_DEPTHS: (u32, u32) = (8, 10);

    /// The puzzle themes only this game has that the decision `action`
    /// shows, played from this position into `after` (`ai::puzzles`):
    /// none by default.
    fn puzzle_themes(&self, action: Self::Action, after: &Self) -> &'static [&'static str] {
        let _ = (action, after);
        &[]
    }

    /// The action a random playout plays at this decision (a player's):
    /// exactly `legal[rng.random_range(0..count)]` over the `count` legal
    /// actions in [`Game::legal_actions`]' order, drawing nothing when
    /// there are none (`None`). The default lists them into `legal`;
    /// games that can count and pick their actions without listing them
    /// do so (the same draw, the same action). Taken by `Mcts`'s general
    /// playout natively (the AI worker lists, for its size).
    #[inline]
    fn playout_action<R: Rng>(
        &self,
        rng: &mut R,
        legal: &mut Vec<Self::Action>,
    ) -> Option<Self::Action> {
        self.legal_actions(legal);
        let count = legal.len() as u32;
        (count > 0).then(|| legal[rng.random_range(0..count) as usize])
    }

    /// A random playout from this position by a kernel of the game's own,
    /// when it has one for these options: the same game, draw for draw, as
    /// the general one (`Mcts`'s playout): each decision draws
    /// `rng.random_range(0..count)` over the legal actions in their order;
    /// before each, a finished game ends it, then (with `knowledge`) a
    /// [sure winner](Self::sure_winner), then `limit` actions played.
    /// `keys` is a buffer the kernel may use (the repetition history).
    /// `None` (the default) before drawing anything: the general playout
    /// runs.
    fn fast_playout<R: Rng>(
        &self,
        rng: &mut R,
        limit: u32,
        knowledge: bool,
        keys: &mut Vec<u128>,
    ) -> Option<PlayoutEnd> {
        let _ = (rng, limit, knowledge, keys);
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

/// How a playout of [`AiGame::fast_playout`] ended, after `actions`
/// actions, each player's [standing](AiGame::standing) then being
/// `standings` (the scores, once the game is over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutEnd {
    /// Actions played.
    pub actions: u32,
    /// South's and North's standings at the end.
    pub standings: [i32; 2],
    /// Why it stopped.
    pub end: PlayoutStop,
}

/// Why a playout stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayoutStop {
    /// The game is over; bit `p` set for each winner.
    Over {
        /// The winners, as [`crate::engine::Outcome::winners`].
        winners: u8,
    },
    /// This player's win was certain ([`AiGame::sure_winner`]).
    Sure(usize),
    /// The limit was reached (or no action was left): judged by standings.
    Cut,
}

/// A game that has endgame tables: a two-player single-lap pit game with
/// stores, played by [`PitMoveRules`] (the tables themselves are
/// `ai::tables`, which reaches such a game through [`AiGame::tabled`]).
pub trait Tabled: PitMoveRules<Options: 'static> + AiGame {
    /// The game's id (its registration's).
    const ID: &'static str;
    /// Whether a position can come back (so a table applies only to a
    /// position whose history holds nothing else).
    const REPEATS: bool;
    /// The total seeds when the game stops as soon as a store holds more
    /// than half of them (or both exactly half), the seeds left going to
    /// each side's owner; `None` for a game that plays on.
    fn majority_total(options: &<Self as PitMoveRules>::Options) -> Option<u32>;
    /// The rules a table depends on: `options` with who starts set to the
    /// default (a position's value does not depend on who began the game),
    /// so one table serves every choice of first player.
    fn table_rules(options: &<Self as PitMoveRules>::Options) -> <Self as PitMoveRules>::Options;
}

/// Something to do with a game `G` that has endgame tables: see
/// [`AiGame::tabled`].
pub trait TabledVisitor<G> {
    /// What the visit gives.
    type Output;
    /// Does it with `G` as the tabled game `T`, which it is: `as_tabled`
    /// is the identity.
    fn visit<T: Tabled>(self, as_tabled: fn(&G) -> &T) -> Self::Output;
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
/// game's endgame tables (the game implements [`Tabled`]);
/// `scored_by_stores!(Game, tables, WEIGHTS)` also evaluates positions by
/// their pits ([`pit_eval`]).
macro_rules! scored_by_stores {
    ($game:ty, tables, { $($extra:item)* }) => {
        $crate::ai::game::scored_by_stores!($game, {
            $($extra)*
            fn tabled<V: $crate::ai::game::TabledVisitor<Self>>(visitor: V) -> Option<V::Output> {
                Some(visitor.visit::<Self>(|game| game))
            }
        });
    };
    ($game:ty, tables, $weights:expr) => {
        $crate::ai::game::scored_by_stores!($game, tables, $weights, {});
    };
    ($game:ty, tables, $weights:expr, { $($extra:item)* }) => {
        $crate::ai::game::scored_by_stores!($game, tables, {
            $($extra)*
            fn evaluate(&self) -> i32 {
                let to_move = match <$game as $crate::engine::Game>::turn(self) {
                    $crate::engine::Turn::Player(p) => p,
                    _ => 0,
                };
                $crate::ai::game::pit_eval::evaluate(self.board(), to_move, &$weights)
            }
        });
    };
    ($game:ty, tables) => {
        $crate::ai::game::scored_by_stores!($game, tables, {});
    };
    ($game:ty) => {
        $crate::ai::game::scored_by_stores!($game, {});
    };
    ($game:ty, { $($extra:item)* }) => {
        impl $crate::ai::game::AiGame for $game {
            $($extra)*
            fn sure_winner(&self) -> Option<usize> {
                $crate::ai::game::majority_holder(
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
