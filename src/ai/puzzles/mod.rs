//! Puzzles: positions whose best decision the engine proves better than
//! every other by a clear margin, mined from games the computer plays
//! against itself with random mistakes mixed in, and checked again by the
//! test suite (`tests/puzzles.rs`). docs/puzzles.md is the summary.
//!
//! # Two players without dice
//!
//! A position is a puzzle when the alpha-beta analysis ([`analyse_game`])
//! puts one decision ahead of every other by at least [`MIN_MARGIN`] seeds
//! and the review would class the second best a mistake or a blunder
//! ([`Stakes::classify`]). The proof is one of:
//!
//! - `search_to_end`: every decision's value is exact (searched to the end
//!   of the game) at the depth recorded;
//! - `two_depths`: the analysis deepening to `depth2` finds the same best
//!   decision, qualifying as above, at `depth` and at `depth2` (two plies
//!   deeper); the margin recorded is the smaller of the two.
//!
//! # Dice, or three to six players
//!
//! The answer must not depend on luck: the puzzle is the mover's own turn,
//! which no die and no other player interrupts. Every sequence of the
//! mover's decisions up to the end of their turn is enumerated
//! (`method: "turn"`, at most [`TURN_NODES`] positions): the puzzle's first
//! decision is the only one that wins the game this turn, or the only one
//! that captures the most this turn (at least one more than any other).
//!
//! # The solution
//!
//! `solution` is a line of decisions in the record's notation. The puzzle's
//! player makes every decision the proof covers (the "keys"); the other
//! entries are the engine's replies (the analysis's principal line). Every
//! key is proven, at its own position, with the puzzle's method: any other
//! decision there is wrong.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::analysis::{analyse_game, seeds_unit, Analysis, Budget, Class, Stakes, ValueKind};
use super::{search, AiGame, Engine, FixedClock, Level};
use crate::engine::options::options_from_json;
use crate::engine::record::Record;
use crate::engine::session::play_move;
use crate::engine::{Effect, Effects, IllegalAction, Turn};
use crate::games::{GameVisitor, Registered};

mod describe;
mod made;
mod turn;

use describe::*;
pub use made::{from_position, made_json, NoPuzzle};
use turn::*;

/// The least margin, in seeds, between the best decision and the second.
pub const MIN_MARGIN: f64 = 2.0;

/// The most positions a `turn` proof enumerates.
pub const TURN_NODES: u32 = 3_000;

/// The most decisions a `turn` proof starts from (a puzzle with more is
/// not looked for).
pub const TURN_CHOICES: usize = 12;

/// The most decisions of the puzzle's player a solution holds.
pub const MAX_KEYS: usize = 2;

/// The plies a mined game is played to at most.
const MAX_PLIES: usize = 200;

/// The most puzzles taken from one mined game.
const PER_GAME: usize = 4;

/// How a puzzle is proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Endgame tables (not used by the shipped puzzles).
    Table,
    /// Every value exact at `depth`.
    SearchToEnd,
    /// The same best decision, with the margin, at `depth` and `depth2`.
    TwoDepths,
    /// Every sequence of the mover's decisions to the end of the turn.
    Turn,
}

/// A puzzle's proof.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Proof {
    pub method: Method,
    /// The analysis depth (alpha-beta plies), or the decisions of the
    /// longest line enumerated (`turn`).
    pub depth: u32,
    /// The deeper depth of `two_depths`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth2: Option<u32>,
    /// The best decision's lead over the second: seeds (two players), or
    /// beads and pieces captured this turn (`turn`; 100 for a win).
    pub margin: f64,
    /// Whether the values are proven to the end of the game (or turn).
    pub exact: bool,
}

/// A wrong decision and what it leads to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Refutation {
    #[serde(rename = "move")]
    pub mv: String,
    /// The engine's reply, when another player moves next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
    /// Why it is wrong, in a short sentence.
    pub why: String,
}

/// A puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable: the game, the preset and a hash of the position's record.
    pub id: String,
    pub game: String,
    pub preset: String,
    /// The record up to the position.
    pub record: Record,
    /// The cursor: the moves of the record played (all of them).
    pub ply: usize,
    /// The seat to move, from 0.
    pub player: usize,
    pub task: String,
    /// The line: the player's keys and the engine's replies.
    pub solution: Vec<String>,
    pub refutations: Vec<Refutation>,
    pub themes: Vec<String>,
    pub rating: u32,
    pub proof: Proof,
}

/// A game's puzzles, as shipped in `assets/puzzles/<game>.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleFile {
    pub game: String,
    pub puzzles: Vec<Puzzle>,
}

/// Whether alpha-beta proves the game's puzzles (two players, no dice).
fn searched<G: AiGame>(game: &G) -> bool {
    game.num_players() == 2 && !G::CHANCE
}

/// Mines `count` puzzles of `game` with the options of `preset`, from
/// self-play seeded by `seed`. `progress` hears of every puzzle found.
pub fn mine(
    game: &str,
    preset: &str,
    options: &Value,
    count: usize,
    seed: u64,
    progress: &mut dyn FnMut(&Puzzle),
) -> Result<Vec<Puzzle>, String> {
    let visit = MineVisit {
        preset,
        options,
        count,
        seed,
        progress,
    };
    crate::games::with_game(game, visit).unwrap_or_else(|| Err(format!("unknown game '{game}'")))
}

/// Checks a puzzle again: its record replays, every key is proven as its
/// proof says, with at least the recorded margin. The reason when not.
pub fn check(puzzle: &Puzzle) -> Result<(), String> {
    crate::games::with_game(&puzzle.game, CheckVisit(puzzle))
        .unwrap_or_else(|| Err(format!("unknown game '{}'", puzzle.game)))
}

struct MineVisit<'a> {
    preset: &'a str,
    options: &'a Value,
    count: usize,
    seed: u64,
    progress: &'a mut dyn FnMut(&Puzzle),
}

impl GameVisitor for MineVisit<'_> {
    type Output = Result<Vec<Puzzle>, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        mine_typed::<G>(self)
    }
}

struct CheckVisit<'a>(&'a Puzzle);

impl GameVisitor for CheckVisit<'_> {
    type Output = Result<(), String>;
    fn visit<G: Registered>(self) -> Self::Output {
        check_typed::<G>(self.0)
    }
}

/// A small deterministic generator (splitmix64) for the mining's choices.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// FNV-1a, 64 bits: the same on every platform.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A proven key: a decision and its position's proof.
struct Key<A> {
    action: A,
    proof: Proof,
    /// The depth from which the search keeps choosing the key.
    found_at: u32,
    legal: usize,
    /// Alpha-beta: the analysis at the deeper depth.
    analysis: Option<Analysis>,
    /// Turn enumeration: each decision's value.
    turn: Option<TurnValues<A>>,
    task: Task,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Task {
    Win,
    NotLose,
    Seeds,
    WinNow,
    CaptureNow,
}

fn mine_typed<G: Registered>(visit: MineVisit) -> Result<Vec<Puzzle>, String> {
    let options: G::Options = options_from_json(visit.options).map_err(|e| e.to_string())?;
    let mut mix = Mix(visit.seed);
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut legal = Vec::new();
    let mut chances = Vec::new();
    let mut fx = Effects::off();
    let mut games = 0u64;
    while found.len() < visit.count {
        games += 1;
        if games > 20 * visit.count as u64 + 100 {
            break;
        }
        let game_seed = mix.next() % 1_000_000;
        let mut game = G::new(&options, game_seed).map_err(|e| e.to_string())?;
        let mut moves: Vec<String> = Vec::new();
        // The game's own mistake rate, from a quarter to a half of its moves.
        let random_share = 25 + mix.below(26);
        let mut taken = 0;
        let mut next_allowed = 2 + mix.below(6);
        let mut rng = crate::engine::game_rng(game_seed ^ 0x5eed);
        while moves.len() < MAX_PLIES && taken < PER_GAME && found.len() < visit.count {
            let action = match game.turn() {
                Turn::Over(_) => break,
                Turn::Chance => match game.sample_chance(&mut rng, &mut chances) {
                    Some(a) => a,
                    None => break,
                },
                Turn::Player(player) => {
                    game.legal_actions(&mut legal);
                    if legal.is_empty() {
                        break;
                    }
                    if legal.len() > 1 && moves.len() >= next_allowed {
                        if let Some(puzzle) = make_puzzle(
                            &game,
                            player,
                            (visit.preset, visit.options, game_seed),
                            &moves,
                        ) {
                            if seen.insert(puzzle.id.clone()) {
                                (visit.progress)(&puzzle);
                                found.push(puzzle);
                                taken += 1;
                                next_allowed = moves.len() + 4 + mix.below(8);
                            }
                        }
                    }
                    if mix.below(100) < random_share {
                        legal[mix.below(legal.len())]
                    } else {
                        // MCTS's playouts are long: its weakest level.
                        let level = if searched(&game) {
                            Level::Easy
                        } else {
                            Level::Beginner
                        };
                        let limits = level.limits(1000);
                        match search(&game, Engine::Level(level), limits, 1, &FixedClock) {
                            Ok((f, _)) => match f.line.first() {
                                Some(&a) => a,
                                None => break,
                            },
                            Err(_) => break,
                        }
                    }
                }
            };
            if game.apply(action, &mut fx).is_err() {
                return Err(format!("a legal action was refused: {action}"));
            }
            moves.push(action.to_string());
        }
    }
    Ok(found)
}

/// The puzzle of `game` (reached by `moves`) if its player has a proven
/// best decision.
fn make_puzzle<G: Registered>(
    game: &G,
    player: usize,
    (preset, options, seed): (&str, &Value, u64),
    moves: &[String],
) -> Option<Puzzle> {
    let depths = G::PUZZLE_DEPTHS;
    let first = prove(game, player, None, depths)?;
    let method = first.proof.method;
    let mut solution = vec![first.action.to_string()];
    let mut keys = 1;
    let mut after = game.clone();
    let mut key_plays = vec![play_key(&mut after, first.action)?];
    let mut found_at = first.found_at;
    // Go on while the next decision of the player is proven too.
    let mut line: Vec<String> = first
        .analysis
        .as_ref()
        .map(|a| a.line.iter().skip(1).cloned().collect())
        .unwrap_or_default();
    while keys < MAX_KEYS {
        let mut replies = Vec::new();
        let mut failed = false;
        while let Turn::Player(p) = after.turn() {
            if p == player {
                break;
            }
            let Some(reply) = line.first().cloned() else {
                failed = true;
                break;
            };
            line.remove(0);
            if play_move(&mut after, &reply).is_err() {
                failed = true;
                break;
            }
            replies.push(reply);
        }
        if failed || after.turn() != Turn::Player(player) {
            break;
        }
        let Some(next) = prove(&after, player, Some(method), depths) else {
            break;
        };
        solution.extend(replies);
        solution.push(next.action.to_string());
        key_plays.push(play_key(&mut after, next.action)?);
        found_at = found_at.max(next.found_at);
        line = next
            .analysis
            .as_ref()
            .map(|a| a.line.iter().skip(1).cloned().collect())
            .unwrap_or_default();
        keys += 1;
    }
    let record = Record {
        game: G::DEF.id.to_string(),
        options: options.clone(),
        seed,
        moves: moves.to_vec(),
        position: None,
    };
    let id = format!(
        "{}-{}-{:016x}",
        G::DEF.id,
        preset,
        fnv(&format!("{}|{}", record.seed, record.moves.join(" ")))
    );
    let refutations = refute(game, player, &first);
    let themes = themes(game, player, &key_plays);
    let rating = rating(&first, found_at, keys, game.total_seeds());
    let name = game
        .players()
        .get(player)
        .map(|p| p.name.clone())
        .unwrap_or_else(|| format!("Player {}", player + 1));
    let task = task_text(&name, first.task, &first.proof, keys);
    Some(Puzzle {
        id,
        game: G::DEF.id.to_string(),
        preset: preset.to_string(),
        ply: moves.len(),
        record,
        player,
        task,
        solution,
        refutations,
        themes,
        rating,
        proof: first.proof,
    })
}

/// Proves the best decision of `player` in `game`: with the game's method,
/// or `method` when given (the later keys of a solution).
fn prove<G: Registered>(
    game: &G,
    player: usize,
    method: Option<Method>,
    depths: (u32, u32),
) -> Option<Key<G::Action>> {
    if searched(game) {
        prove_searched(game, method, depths)
    } else {
        prove_turn(game, player)
    }
}

/// Whether `second` falls short of `best` by the puzzles' margin.
fn clear<G: AiGame>(game: &G, analysis: &Analysis) -> Option<f64> {
    let best = analysis.moves.first()?;
    let second = analysis.moves.get(1)?;
    let loss = best.value - second.value;
    if loss < MIN_MARGIN {
        return None;
    }
    let unit = seeds_unit(game.total_seeds());
    let stakes = Stakes {
        kind: ValueKind::Seeds,
        unit,
        scale: game.scale() as f64,
        players: 2,
    };
    let class = stakes.classify(best, second);
    matches!(class, Class::Mistake | Class::Blunder).then_some(loss)
}

fn prove_searched<G: Registered>(
    game: &G,
    method: Option<Method>,
    (depth, depth2): (u32, u32),
) -> Option<Key<G::Action>> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    if legal.len() < 2 {
        return None;
    }
    let mut depths: Vec<Analysis> = Vec::new();
    let analysis = analyse_game(
        game,
        Budget::depth(depth2),
        &FixedClock,
        &mut |a| depths.push(a.clone()),
        &|| false,
    )
    .ok()?;
    let margin = clear(game, &analysis)?;
    let best = analysis.moves.first()?;
    let all_exact = analysis.moves.iter().all(|m| m.exact);
    let proof = if all_exact && method != Some(Method::TwoDepths) {
        Proof {
            method: Method::SearchToEnd,
            depth: analysis.depth,
            depth2: None,
            margin,
            exact: true,
        }
    } else {
        if method == Some(Method::SearchToEnd) || analysis.depth != depth2 {
            return None;
        }
        let shallow = depths.iter().find(|a| a.depth == depth)?;
        if shallow.best != analysis.best {
            return None;
        }
        let margin1 = clear(game, shallow)?;
        Proof {
            method: Method::TwoDepths,
            depth,
            depth2: Some(depth2),
            margin: margin.min(margin1),
            exact: false,
        }
    };
    let found_at = depths
        .iter()
        .rev()
        .take_while(|a| a.best == analysis.best)
        .last()
        .map_or(analysis.depth, |a| a.depth);
    let action: G::Action = best.mv.parse().ok()?;
    let task = match (best.exact, best.result) {
        (true, Some(r))
            if analysis.moves[1..]
                .iter()
                .all(|m| m.exact && m.result < Some(r)) =>
        {
            if r == 1 {
                Task::Win
            } else {
                Task::NotLose
            }
        }
        _ => Task::Seeds,
    };
    Some(Key {
        action,
        proof,
        found_at,
        legal: legal.len(),
        analysis: Some(analysis),
        turn: None,
        task,
    })
}

/// Up to two plausible wrong decisions (the best valued after the key),
/// each with the engine's reply and why it is wrong.
fn refute<G: Registered>(game: &G, player: usize, key: &Key<G::Action>) -> Vec<Refutation> {
    let mut out = Vec::new();
    let names = game.players();
    let name = |p: usize| {
        names
            .get(p)
            .map(|n| n.name.clone())
            .unwrap_or_else(|| format!("Player {}", p + 1))
    };
    if let Some(analysis) = &key.analysis {
        let Some(best) = analysis.moves.first() else {
            return out;
        };
        for wrong in analysis.moves.iter().skip(1).take(2) {
            let Ok(action) = wrong.mv.parse::<G::Action>() else {
                continue;
            };
            let mut after = game.clone();
            if after.apply(action, &mut Effects::off()).is_err() {
                continue;
            }
            let mut reply = None;
            let mut why = None;
            if let Turn::Player(p) = after.turn() {
                if p != player {
                    if let Ok(a) = analyse_game(
                        &after,
                        Budget::depth(G::PUZZLE_DEPTHS.0),
                        &FixedClock,
                        &mut |_| {},
                        &|| false,
                    ) {
                        if let Ok(r) = a.best.parse::<G::Action>() {
                            let mut fx = Effects::recording();
                            let mut then = after.clone();
                            if then.apply(r, &mut fx).is_ok() {
                                let taken = captured_by(fx.list(), p);
                                if taken > 0 {
                                    why = Some(format!("{} captures {taken} in reply.", name(p)));
                                }
                            }
                            reply = Some(a.best.clone());
                        }
                    }
                }
            }
            let why = why.unwrap_or_else(|| match (wrong.exact, wrong.result, best.result) {
                (true, Some(-1), _) => "This loses the game.".to_string(),
                (true, Some(0), Some(1)) => "This only draws.".to_string(),
                _ => format!(
                    "This ends {} seeds worse than the best move.",
                    (best.value - wrong.value).round()
                ),
            });
            out.push(Refutation {
                mv: wrong.mv.clone(),
                reply,
                why,
            });
        }
    } else if let Some(values) = &key.turn {
        let Some(&(_, best)) = values.first() else {
            return out;
        };
        for &(action, value) in values.iter().skip(1).take(2) {
            let why = if best.win && !value.win {
                "This does not win this turn.".to_string()
            } else {
                format!(
                    "At most {} captured this turn, against {} with the best move.",
                    value.captured, best.captured
                )
            };
            out.push(Refutation {
                mv: action.to_string(),
                reply: None,
                why,
            });
        }
    }
    out
}

fn check_typed<G: Registered>(puzzle: &Puzzle) -> Result<(), String> {
    let record = &puzzle.record;
    if record.game != puzzle.game {
        return Err("the record is of another game".into());
    }
    if puzzle.ply != record.moves.len() {
        return Err("the cursor is not the record's end".into());
    }
    let options: G::Options = options_from_json(&record.options).map_err(|e| e.to_string())?;
    // A puzzle made in the board editor starts from its position.
    let mut game = crate::games::first_position::<G>(&options, record)?;
    for (i, mv) in record.moves.iter().enumerate() {
        play_move(&mut game, mv).map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    if game.turn() != Turn::Player(puzzle.player) {
        return Err("the puzzle's player is not to move".into());
    }
    let proof = &puzzle.proof;
    // A search to the end deepens as far as the mining let it (it stops
    // where everything is solved: the depth is compared with the proof's).
    let depths = match proof.depth2 {
        Some(depth2) => (proof.depth, depth2),
        None => G::PUZZLE_DEPTHS,
    };
    let start = game.clone();
    let mut plays = Vec::new();
    for mv in &puzzle.solution {
        if game.turn() == Turn::Player(puzzle.player) {
            let keys = plays.len();
            let key = prove(&game, puzzle.player, Some(puzzle.proof.method), depths)
                .ok_or_else(|| format!("'{mv}' is no longer proven"))?;
            if key.action.to_string() != *mv {
                return Err(format!("the best move is now '{}', not '{mv}'", key.action));
            }
            if keys == 0 {
                if key.proof != puzzle.proof {
                    return Err(format!(
                        "the proof is now {:?}, not {:?}",
                        key.proof, puzzle.proof
                    ));
                }
                for r in &puzzle.refutations {
                    if r.mv == *mv {
                        return Err(format!("the refutation '{}' is the best move", r.mv));
                    }
                    let mut wrong = game.clone();
                    play_move(&mut wrong, &r.mv).map_err(|e| format!("refutation: {e}"))?;
                    if let Some(reply) = &r.reply {
                        play_move(&mut wrong, reply).map_err(|e| format!("reply: {e}"))?;
                    }
                }
            }
            plays.push(play_key(&mut game, key.action).ok_or("the key cannot be played")?);
            continue;
        }
        play_move(&mut game, mv).map_err(|e| format!("'{mv}': {e}"))?;
    }
    if plays.is_empty() {
        return Err("the solution has no move of the puzzle's player".into());
    }
    let found = themes(&start, puzzle.player, &plays);
    if found != puzzle.themes {
        return Err(format!(
            "the themes are now {found:?}, not {:?}",
            puzzle.themes
        ));
    }
    Ok(())
}
