//! Computer opponents, written once against the [`Game`] trait.
//!
//! Two searches:
//! - [`mcts`]: Monte Carlo tree search (UCT) with one reward per player, so
//!   it plays every game, including 3–6 players and dice (chance nodes are
//!   sampled by their probabilities). Playouts are random and, in long
//!   games, cut short and judged by the game's [`AiGame::standing`].
//! - [`alphabeta`]: iterative-deepening alpha-beta with a transposition
//!   table and the game's evaluation, for two-player games without chance.
//!
//! Each game says which of the two its strongest level uses
//! ([`AiGame::search`]), chosen by matches at equal time (README.md, the
//! session note of the AI issue). Strength levels are budgets: the four
//! lower levels stop after a number of nodes or simulations (so their play
//! is reproducible from the seed), the strongest uses its whole time budget.
//!
//! [`analysis`] values every decision of a position and reviews whole
//! games on the same two searches.
//!
//! A search answers with the next decision of the player to move and, for
//! games with decisions inside a move, the decisions it expects to make
//! after it in the same move ([`Answer::moves`]).

pub mod alphabeta;
pub mod analysis;
pub mod arena;
pub mod book;
pub mod game;
mod games;
pub mod lab;
#[cfg(not(target_arch = "wasm32"))]
pub mod lab_run;
pub mod mcts;
#[cfg(not(target_arch = "wasm32"))]
pub mod protocol;
pub mod puzzles;
pub mod tables;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::options::options_from_json;
use crate::engine::record::Record;
use crate::engine::session::play_move;
use crate::engine::Game;

pub use game::{majority_holder, AiGame, Search};
pub use games::{search, BOOK_SEARCHER};

/// The default time budget of the strongest level, in milliseconds.
pub const DEFAULT_MS: u32 = 2000;

/// A hint's time budget, in milliseconds: its own, whatever thinking time
/// the computers are given, since a person waits for it. The strongest
/// level searches this long, so that the hint is on the screen within half
/// a second of the tap: the worker's message, the record's replay and the
/// drawing took 150 to 270 ms more in the suite's browser (515 ms from tap
/// to text in a game against the Strongest level with 250 ms here).
pub const HINT_MS: u32 = 200;

/// The most players any game has (Spectral Reapers).
pub const MAX_PLAYERS: usize = 6;

/// A named strength level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Strongest,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Strongest,
    ];

    /// Its id in requests, saved games and the command line.
    pub fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Strongest => "strongest",
        }
    }

    /// Its name for people, in the language shown.
    pub fn label(self) -> &'static str {
        match self {
            Level::Beginner => crate::t!("level-beginner"),
            Level::Easy => crate::t!("level-easy"),
            Level::Medium => crate::t!("level-medium"),
            Level::Hard => crate::t!("level-hard"),
            Level::Strongest => crate::t!("level-strongest"),
        }
    }

    /// The level with this id.
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }

    /// What the level may spend, given the strongest level's time budget
    /// `ms`. Lower levels stop after a number of nodes (alpha-beta) or
    /// simulations (MCTS), ten times more at each level, and never take
    /// longer than a share of `ms` (on slow games and devices the time
    /// stops them first).
    pub fn limits(self, ms: u32) -> Limits {
        let ms = ms.max(1) as f64;
        let (nodes, share) = match self {
            Level::Beginner => (Some(30), 0.1),
            Level::Easy => (Some(300), 0.2),
            Level::Medium => (Some(3_000), 0.3),
            Level::Hard => (Some(30_000), 0.5),
            Level::Strongest => (None, 1.0),
        };
        Limits {
            ms: Some(ms * share),
            nodes,
        }
    }
}

/// When a search stops: after `ms` milliseconds or `nodes` nodes (alpha-beta)
/// or simulations (MCTS), whichever comes first. `None` for no limit of
/// that kind; a search with neither stops at its own depth or size limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    pub ms: Option<f64>,
    pub nodes: Option<u64>,
}

/// A clock for searches: native code uses [`std::time::Instant`], the web
/// worker the browser's clock (`Instant` panics on wasm32).
pub trait Clock {
    /// Milliseconds since some fixed point.
    fn now_ms(&self) -> f64;
}

/// A clock that never moves: searches stop on their node limits only, so
/// their results do not depend on the machine's speed (tests, exact
/// replays).
#[derive(Clone, Copy, Debug, Default)]
pub struct FixedClock;

impl Clock for FixedClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The clock of native code.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A searcher and its budget: a level, or one search forced (for matches
/// and benchmarks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// A named level (the game's own search).
    Level(Level),
    /// Our alpha-beta with the whole time budget (two-player games without
    /// chance only).
    AlphaBeta,
    /// Our MCTS with the whole time budget.
    Mcts,
    /// A plain UCT MCTS: random playouts to the end, no game knowledge (the
    /// yardstick the strongest level is measured against).
    Uct,
    /// A uniformly random legal action.
    Random,
}

impl Engine {
    /// Parses a level id or `alphabeta`, `mcts`, `uct`, `random`.
    pub fn parse(text: &str) -> Result<Engine, String> {
        match text {
            "alphabeta" | "alpha-beta" => Ok(Engine::AlphaBeta),
            "mcts" => Ok(Engine::Mcts),
            "uct" => Ok(Engine::Uct),
            "random" => Ok(Engine::Random),
            other => Level::from_id(other).map(Engine::Level).ok_or_else(|| {
                format!(
                    "unknown level '{other}' (levels: beginner, easy, medium, hard, strongest; \
                     searches: alphabeta, mcts, uct, random)"
                )
            }),
        }
    }

    /// Its name as [`Engine::parse`] reads it.
    pub fn id(self) -> &'static str {
        match self {
            Engine::Level(l) => l.id(),
            Engine::AlphaBeta => "alphabeta",
            Engine::Mcts => "mcts",
            Engine::Uct => "uct",
            Engine::Random => "random",
        }
    }

    /// Its budget, given the strongest level's time budget `ms`.
    pub fn limits(self, ms: u32) -> Limits {
        match self {
            Engine::Level(level) => level.limits(ms),
            Engine::Random => Limits::default(),
            Engine::AlphaBeta | Engine::Mcts | Engine::Uct => Level::Strongest.limits(ms),
        }
    }
}

/// A request to think about a position: the record (options, seed, moves)
/// and how many of its moves are played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub record: Record,
    /// Moves of the record played before the position (all when absent).
    #[serde(default)]
    pub cursor: Option<usize>,
    pub level: Level,
    /// The strongest level's time budget in milliseconds.
    #[serde(default = "default_ms")]
    pub ms: u32,
    /// Seeds the search's own random choices.
    #[serde(default)]
    pub seed: u64,
    /// The answer must weigh the position (a draw offer judges by its
    /// `share`): it is searched, never taken from an opening book, whose
    /// decisions come with no value.
    #[serde(default)]
    pub weigh: bool,
}

fn default_ms() -> u32 {
    DEFAULT_MS
}

impl Request {
    /// The request as a JSON value, the one serde writes, built by hand:
    /// the page then carries no serde serialiser into JSON values.
    pub fn to_value(&self) -> Value {
        let mut map = serde_json::Map::new();
        map.insert("record".into(), self.record.to_value());
        map.insert("cursor".into(), self.cursor.into());
        map.insert("level".into(), self.level.id().into());
        map.insert("ms".into(), self.ms.into());
        map.insert("seed".into(), self.seed.into());
        map.insert("weigh".into(), self.weigh.into());
        Value::Object(map)
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The decision to play now, then the same player's next decisions in
    /// this move as the search expects them (never empty).
    pub moves: Vec<String>,
    /// Nodes (alpha-beta) or simulations (MCTS) searched.
    pub nodes: u64,
    /// Time taken, in milliseconds.
    pub ms: f64,
    /// Which search answered and how deep it went, for people
    /// ("alpha-beta, depth 14", "MCTS, 5,210 simulations").
    pub searcher: String,
    /// How the player to move stands as the search judges it: their
    /// expected share of the win, from 0 (a sure loss) to 1 (a sure win),
    /// where a draw shares the win equally. `None` when nothing was
    /// searched (a forced or random move). See [`share_of_score`] and
    /// [`accepts_draw`].
    #[serde(default)]
    pub share: Option<f64>,
}

/// How far above an equal share of the win a computer may stand and still
/// call the game level (and accept a draw), as a part of that equal share:
/// 0.6 in a two-player game, 0.3 among four.
pub const DRAW_MARGIN: f64 = 0.2;

/// A player's expected share of the win from alpha-beta's score of the
/// position for them (their standing minus the opponent's, or a win or
/// loss beyond any standing), as MCTS judges a playout cut short: a lead
/// of `scale` makes a win three times as likely as a loss.
pub fn share_of_score(score: f64, scale: f64) -> f64 {
    let sure = (alphabeta::WIN / 2) as f64;
    if score >= sure {
        return 1.0;
    }
    if score <= -sure {
        return 0.0;
    }
    1.0 / (1.0 + 3f64.powf(-score / scale.max(1e-9)))
}

/// Whether the computers at the table accept a draw offered by the player
/// to move, whose expected share of the win the search puts at `share`, in
/// a game of `players`. The others are taken to share the rest equally;
/// they accept when that is no more than an equal share and
/// [`DRAW_MARGIN`] of it: when the game is level for them, or worse.
pub fn accepts_draw(share: f64, players: usize) -> bool {
    let players = players.max(2) as f64;
    let theirs = (1.0 - share) / (players - 1.0);
    theirs <= (1.0 + DRAW_MARGIN) / players + 1e-9
}

/// What a search of a typed game found.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<A> {
    /// The action to play, then the same player's expected next actions.
    pub line: Vec<A>,
    /// Nodes or simulations searched.
    pub nodes: u64,
    /// Completed depth (alpha-beta) or deepest tree path (MCTS).
    pub depth: u32,
    /// How the searched player stands: alpha-beta's score, or MCTS's
    /// average reward in [0, 1].
    pub value: f64,
}

/// Thinks about the position of `request` and answers with the decision of
/// the player to move. Errors (an unknown game, a record that does not
/// replay, a finished game) are messages for people; nothing panics.
pub fn think(request: &Request, clock: &dyn Clock) -> Result<Answer, String> {
    let record = &request.record;
    let moves = match request.cursor {
        Some(cursor) => &record.moves[..cursor.min(record.moves.len())],
        None => &record.moves[..],
    };
    // Built here rather than by `Position::of`: the same code, but the
    // AI worker gzipped 218 B larger with the call (its budget is tight).
    let position = Position {
        options: &record.options,
        seed: record.seed,
        start: record.position.as_deref(),
        moves,
    };
    let engine = Engine::Level(request.level);
    // The Strongest level plays an installed opening book's decision where
    // it has the position, as `rgames engine --book` does, unless the
    // answer must weigh the position.
    let book = match (request.level, &record.position, request.weigh) {
        (Level::Strongest, None, false) => {
            book::decision_after(&record.game, &record.options, moves)
        }
        _ => None,
    };
    let think = games::Think {
        position: &position,
        engine,
        limits: engine.limits(request.ms),
        seed: request.seed,
        clock,
        book,
    };
    crate::games::with_game(&record.game, think)
        .unwrap_or_else(|| Err(format!("unknown game '{}'", record.game)))
}

/// Thinks with any [`Engine`] and limits (for matches and the engine
/// protocol).
pub fn think_with(
    record: &Record,
    engine: Engine,
    limits: Limits,
    seed: u64,
    clock: &dyn Clock,
) -> Result<Answer, String> {
    let position = Position::of(record, &record.moves);
    let think = games::Think {
        position: &position,
        engine,
        limits,
        seed,
        clock,
        book: None,
    };
    crate::games::with_game(&record.game, think)
        .unwrap_or_else(|| Err(format!("unknown game '{}'", record.game)))
}

/// Alpha-beta's own judgement of the position `record` reaches
/// ([`AiGame::evaluate`]): South's view, in [`game::pit_eval::EVAL_UNIT`]s.
/// For the scripts that fit the evaluation's weights, to check that they
/// compute the same features (`rgames engine`'s `eval`); native only.
#[cfg(not(target_arch = "wasm32"))]
pub fn evaluate(record: &Record) -> Result<i32, String> {
    struct Evaluate<'a>(Position<'a>);
    impl crate::games::GameVisitor for Evaluate<'_> {
        type Output = Result<i32, String>;
        fn visit<G: crate::games::Registered>(self) -> Self::Output {
            Ok(self.0.replay::<G>()?.evaluate())
        }
    }
    crate::games::with_game(&record.game, Evaluate(Position::of(record, &record.moves)))
        .unwrap_or_else(|| Err(format!("unknown game '{}'", record.game)))
}

/// Raw engine speed: random playouts from the start position, no checks.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Speed {
    pub playouts: u64,
    pub actions: u64,
    pub ms: f64,
}

impl Speed {
    pub fn playouts_per_s(&self) -> f64 {
        self.playouts as f64 * 1000.0 / self.ms.max(1e-9)
    }

    pub fn actions_per_s(&self) -> f64 {
        self.actions as f64 * 1000.0 / self.ms.max(1e-9)
    }
}

/// Plays random playouts of `game` (options as JSON) from its start for
/// about `ms` milliseconds.
pub fn bench(game: &str, options: &Value, ms: f64, clock: &dyn Clock) -> Result<Speed, String> {
    crate::games::with_game(game, games::Bench { options, ms, clock })
        .unwrap_or_else(|| Err(format!("unknown game '{game}'")))
}

/// A position as a record prefix: the record's start (its position in
/// notation, or the game's start from its seed) and the moves played.
pub(crate) struct Position<'a> {
    options: &'a Value,
    seed: u64,
    start: Option<&'a str>,
    moves: &'a [String],
}

impl<'a> Position<'a> {
    /// The position after `moves` (the record's, or the first of them) of
    /// `record`'s game.
    fn of(record: &'a Record, moves: &'a [String]) -> Self {
        Position {
            options: &record.options,
            seed: record.seed,
            start: record.position.as_deref(),
            moves,
        }
    }

    /// Replays the moves into a typed game, as a session plays them
    /// (agreement included).
    fn replay<G: Game + crate::engine::position::Position>(&self) -> Result<G, String> {
        let options: G::Options = options_from_json(self.options).map_err(|e| e.to_string())?;
        let mut game = match self.start {
            Some(start) => G::from_notation(&options, start).map_err(|e| e.to_string())?,
            None => G::new(&options, self.seed).map_err(|e| e.to_string())?,
        };
        for (index, mv) in self.moves.iter().enumerate() {
            play_move(&mut game, mv).map_err(|e| format!("move {}: {e}", index + 1))?;
        }
        Ok(game)
    }
}

/// The reward of each player at the end of a game: the winners share 1.
pub(crate) fn outcome_rewards(winners: u8, players: usize) -> [f32; MAX_PLAYERS] {
    let mut rewards = [0.0; MAX_PLAYERS];
    let count = winners.count_ones().max(1) as f32;
    for (p, reward) in rewards.iter_mut().enumerate().take(players) {
        if winners & (1 << p) != 0 {
            *reward = 1.0 / count;
        }
    }
    rewards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_to_value_is_what_serde_writes() {
        for (level, cursor) in Level::ALL
            .into_iter()
            .zip([None, Some(0), Some(3), None, Some(1)])
        {
            let request = Request {
                record: Record {
                    game: "owari".into(),
                    options: serde_json::json!({"first_player": "south"}),
                    seed: 7,
                    moves: vec!["C".into(), "d".into(), "E".into()],
                    position: None,
                },
                cursor,
                level,
                ms: 1500,
                seed: u64::MAX,
                weigh: cursor.is_some(),
            };
            assert_eq!(request.to_value(), serde_json::to_value(&request).unwrap());
        }
    }

    /// Owari, South to move, North (13 seeds ahead: 4–17) far better off.
    const NORTH_AHEAD: &str = "A a B a C a D a E a A b A a B b C c A a B b C c D a E a F d B e B f B a C a D a E a F b B f A e A a B b C c";

    fn owari(moves: &str) -> Request {
        Request {
            record: Record {
                game: "owari".into(),
                options: serde_json::json!({"first_player": "south"}),
                seed: 1,
                moves: moves.split_whitespace().map(str::to_string).collect(),
                position: None,
            },
            cursor: None,
            level: Level::Medium,
            ms: 2000,
            seed: 1,
            weigh: false,
        }
    }

    #[test]
    fn a_share_follows_the_score() {
        assert_eq!(share_of_score(0.0, 3.0), 0.5);
        assert!((share_of_score(3.0, 3.0) - 0.75).abs() < 1e-9);
        assert!((share_of_score(-3.0, 3.0) - 0.25).abs() < 1e-9);
        assert_eq!(share_of_score(alphabeta::WIN as f64 - 10.0, 3.0), 1.0);
        assert_eq!(share_of_score(-(alphabeta::WIN as f64) + 10.0, 3.0), 0.0);
    }

    #[test]
    fn computers_accept_a_draw_when_level_or_behind() {
        // Two players: the computer's share 1 - s at most 0.6.
        assert!(accepts_draw(0.5, 2));
        assert!(accepts_draw(0.45, 2));
        assert!(accepts_draw(0.9, 2));
        assert!(!accepts_draw(0.35, 2));
        // Four players: each other player's share (1 - s) / 3 at most 0.3.
        assert!(accepts_draw(0.25, 4));
        assert!(!accepts_draw(0.0, 4));
    }

    #[test]
    fn the_search_says_how_the_player_to_move_stands() {
        let clock = FixedClock;
        let behind = think(&owari(NORTH_AHEAD), &clock).unwrap();
        let share = behind.share.expect("a searched position is judged");
        assert!(share < 0.2, "South, 13 behind, stands at {share}");
        assert!(!accepts_draw(share, 2));
        let start = think(&owari(""), &clock).unwrap();
        let share = start.share.expect("a searched position is judged");
        // About level (the fitted evaluation's tempo and the depth reached
        // put it a little either side of even: 0.40 at this level since the
        // root's null windows reach into a sixth ply, 0.51 before; the hard
        // level said 0.40 before and after).
        assert!(
            (0.35..=0.65).contains(&share),
            "at the start South stands at {share}"
        );
        // MCTS (three players) judges by its average reward.
        let mut reapers = owari("");
        reapers.record.game = "spectral-reapers".into();
        reapers.record.options = serde_json::json!({"players": 3});
        let share = think(&reapers, &clock).unwrap().share;
        assert!(share.is_some_and(|s| (0.0..=1.0).contains(&s)), "{share:?}");
    }
}
