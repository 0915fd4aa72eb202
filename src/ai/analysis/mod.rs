//! Analysis of a position and review of a whole game, written once for
//! every game on the [`Game`]/[`AiGame`] traits and the two searches.
//!
//! # Analysis
//!
//! [`analyse`] values every legal decision of the player to move. A
//! decision is one action of the game: a move inside a move (Rainbow
//! Chase's colours, Spectral Reapers' drops and placements, Giuthi's
//! direction) is a decision like any other, valued with the rest of its
//! move played as well as the search finds.
//!
//! - **Two players, no dice** ([`ValueKind::Seeds`]): alpha-beta
//!   ([`AlphaBeta::search_each`]) searches every decision with the whole
//!   window, one depth more at a time. A value is in seeds (or beads,
//!   pieces) from the mover's side: `+3` means the mover ends 3 ahead with
//!   the best play found. Where the game's end is not reached it is the
//!   difference of the players' standings ([`AiGame::standing`]) at the
//!   search's horizon. The search scores a finished game by its result
//!   first and its final margin second ([`AlphaBeta::with_margins`]), so a
//!   win is never traded for a larger margin, and it never stops at a
//!   certain winner whose margin is still open.
//! - **Dice, or three to six players** ([`ValueKind::WinChance`]): MCTS
//!   ([`Mcts::search`]); a value is the mover's chance of winning
//!   (their average reward, a shared win counting its share), from 0 to 1.
//!   Each "depth" doubles the simulations: depth `d` is
//!   `MCTS_BASE · 2^(d-1)` simulations in all, a quarter of them spread
//!   evenly over the decisions ([`MctsConfig::root_visits`]) so that every
//!   decision's value rests on enough playouts.
//!
//! A value is **exact** only when it is proven: the decision ends the game,
//! or alpha-beta searched every line after it to the end of the game (or to
//! a position an installed endgame table knows exactly, see
//! [`super::tables`]). MCTS values are never exact but at the end of the
//! game. The best decision is the one with the highest value (alpha-beta)
//! or the most simulations (MCTS, as its levels play).
//!
//! # Review
//!
//! [`review`] analyses the position before every decision of a record and
//! classes the decision played by the value it lost against the best one
//! found (`loss = best value - value played`):
//!
//! | class | loss |
//! |---|---|
//! | best | none: the best decision, or one valued as high |
//! | good | less than half a unit |
//! | inaccuracy | half a unit to one unit |
//! | mistake | one unit to two |
//! | blunder | two units or more |
//! | forced | (only one legal decision: not searched) |
//!
//! The unit is, for seeds, a sixteenth of the seeds still in play (not
//! yet banked by a player), at least 1 ([`seeds_unit`]): 3 seeds at the
//! start of the 48-seed games (Owari, Kalah(6,4), Mancala, Ayoayo, Oware
//! Nam Nam, Rainbow Chase), less as seeds are banked, since each of those
//! left weighs more (1.5 with 24 left); 2.25 at the start of the 36-seed
//! Basic Game, 4.5 in Giuthi's 72, whose seeds are always somebody's. So a
//! 48-seed game at its start calls losing 1 seed good, 2 an inaccuracy, 3
//! to 5 a mistake and 6 or more a blunder. Seeds count however decided the
//! game looks (random moves in a game lost early are not free), but once
//! the winner is certain (a majority banked, [`AiGame::sure_winner`])
//! nothing is at stake: no decision is worse than good there, and such
//! positions are searched only to [`DECIDED_DEPTH`]. For win chances the
//! unit is [`WIN_CHANCE_UNIT`] (6 percentage points) between two players
//! and `0.12 / players` among more (the same share of an equal share of
//! the win): between two players, under 3 points is good, 3 an
//! inaccuracy, 6 a mistake, 12 a blunder, close to what a backgammon
//! analyser calls doubtful, bad and very bad in a dice game. Where both
//! values are exact, giving away a proven result is at least a mistake (a
//! win for a draw, a draw for a loss) and a win for a loss a blunder.
//! (A puzzle asks more of its answer's rivals: [`Stakes::classify`] classes seeds
//! no worse than their loss of win chance, so the result must be at
//! stake.)
//!
//! **Accuracy** (lichess's curve): each decision's drop of win chance, in
//! percentage points, gives `103.1668 · e^(-0.04354 · drop) - 3.1669`,
//! clamped to 0..=100. For win chances the drop is the chance before (the
//! best decision's) less the chance after (the one played). For seeds it
//! is the loss of seeds as a win chance in a level game, through
//! [`super::share_of_score`] with the game's [`AiGame::scale`] in the
//! share of the seeds still in play (at least 1): a seed weighs the same
//! however decided the game looks, and more as fewer are left; a proven
//! result given away counts in full. A player's accuracy is the mean over
//! their decisions that were a choice: not forced, not among decisions all
//! worth the same, not made once the winner was certain (`None` when they
//! had none). Lichess's own measure counts nothing in a decided game: a
//! random player lost early in Rainbow Chase scored 94%.
//!
//! # For the web worker
//!
//! Everything is pure: no threads, files or clock but the [`Clock`] given.
//! Results serialise (serde). [`analyse`] calls `progress` after every
//! completed depth and [`review`] after every decision, and both stop soon
//! after `cancel` answers true (checked between searches and, through the
//! clock, inside them). The searches allocate nothing per node; an analysis
//! allocates its search's buffers once.

use serde::{Deserialize, Serialize};

use super::alphabeta::{stable_order, AlphaBeta};
use super::game::AiGame;
use super::mcts::{Mcts, MctsConfig};
use super::{share_of_score, Clock, Limits};
use crate::engine::options::options_from_json;
use crate::engine::record::{Record, Special};
use crate::engine::session::{play_move, MoveError};
use crate::engine::{Effects, Game, Turn};
use crate::games::{GameDef, GameVisitor, Registered};

mod classes;
mod replay;
mod values;

pub use classes::*;
use replay::*;
use values::*;

/// The deepest an alpha-beta analysis goes when the budget is empty (as
/// deep as it can: it stops at the last depth completed within
/// [`DEFAULT_NODES`], or when everything is solved).
pub const DEFAULT_DEPTH: u32 = MAX_DEPTH;

/// The nodes an alpha-beta analysis of one position may search when the
/// budget is empty (a depth foreseen not to fit in the nodes left is not
/// begun): a 60-move Owari game is reviewed in a few seconds and a
/// 190-move Rainbow Chase game in 5 (docs/analysis.md), the same on every
/// machine.
pub const DEFAULT_NODES: u64 = 150_000;

/// The depth (doublings of the simulations) an MCTS analysis goes to when
/// the budget is empty.
pub const DEFAULT_MCTS_DEPTH: u32 = 4;

/// Simulations of an MCTS analysis at depth 1 (so 2,048 at the default
/// depth).
pub const MCTS_BASE: u64 = 256;

/// The deepest an analysis goes.
pub const MAX_DEPTH: u32 = 60;

/// The depth a review searches a position whose winner is already
/// certain to (a majority banked): nothing is at stake there.
pub const DECIDED_DEPTH: u32 = 4;

/// The seed of the searches' own random choices: an analysis is the same
/// every time for the same position and budget.
const SEED: u64 = 1;

/// What an analysis may spend. Empty, it is the default budget
/// ([`DEFAULT_DEPTH`] within [`DEFAULT_NODES`] for alpha-beta,
/// [`DEFAULT_MCTS_DEPTH`] for MCTS); a time or node limit alone lets it
/// deepen until it is spent (the last completed depth counts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    /// The deepest depth (alpha-beta plies, or MCTS doublings).
    #[serde(default)]
    pub depth: Option<u32>,
    /// Milliseconds for the whole analysis (of one position).
    #[serde(default)]
    pub ms: Option<f64>,
    /// Nodes (alpha-beta) or simulations (MCTS) for one position.
    #[serde(default)]
    pub nodes: Option<u64>,
}

impl Budget {
    /// Up to `depth`, with no other limit.
    pub fn depth(depth: u32) -> Budget {
        Budget {
            depth: Some(depth),
            ..Budget::default()
        }
    }

    /// For `ms` milliseconds, as deep as that goes.
    pub fn ms(ms: f64) -> Budget {
        Budget {
            ms: Some(ms),
            ..Budget::default()
        }
    }

    fn is_default(&self) -> bool {
        self.depth.is_none() && self.ms.is_none() && self.nodes.is_none()
    }

    fn max_depth(&self, default: u32) -> u32 {
        match (self.depth, self.ms, self.nodes) {
            (Some(depth), _, _) => depth.clamp(1, MAX_DEPTH),
            (None, None, None) => default,
            _ => MAX_DEPTH,
        }
    }
}

/// What a value measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ValueKind {
    /// Seeds (beads, pieces) the mover ends ahead: two players, no dice.
    Seeds,
    /// The mover's chance of winning, 0 to 1: dice, or more players.
    WinChance,
}

/// One legal decision and its value for the player who makes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The decision in the record's notation.
    #[serde(rename = "move")]
    pub mv: String,
    pub value: f64,
    /// Whether the value is proven (see the module's introduction).
    pub exact: bool,
    /// The proven result for the mover, when the value is exact: 1 a win,
    /// 0 a draw, -1 a loss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<i8>,
}

/// The analysis of a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// The seat to move, from 0.
    pub player: usize,
    pub kind: ValueKind,
    /// Every legal decision, best first.
    pub moves: Vec<MoveValue>,
    /// The best decision.
    pub best: String,
    /// The principal line: the best decision and the play expected after it
    /// (both players' decisions).
    pub line: Vec<String>,
    /// The last completed depth.
    pub depth: u32,
    /// Nodes (alpha-beta) or simulations (MCTS) searched.
    pub nodes: u64,
}

impl Analysis {
    /// The best decision's value.
    pub fn best_value(&self) -> Option<&MoveValue> {
        self.moves.first()
    }

    /// The value of the decision `mv` (in the record's notation).
    pub fn value_of(&self, mv: &str) -> Option<&MoveValue> {
        self.moves.iter().find(|m| m.mv == mv)
    }
}

/// How good a decision of a reviewed game was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
    /// The only legal decision.
    Forced,
}

/// One decision of a reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewMove {
    /// The decision's index among the record's moves, from 0 (also the
    /// number of moves played before it: the cursor of its position).
    pub ply: usize,
    /// The seat that decided, from 0.
    pub player: usize,
    /// The decision played, in the record's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its value for the player (`None` when forced: not searched).
    pub value: Option<f64>,
    /// The best decision found, and its value.
    pub best: String,
    pub best_value: Option<f64>,
    pub class: Class,
    /// Whether both values are exact.
    pub exact: bool,
    /// The decision's accuracy, 0 to 100 (`None` when forced).
    pub accuracy: Option<f64>,
    /// The principal line from the position: the best decision and the play
    /// after it.
    pub line: Vec<String>,
}

/// A player's summary in a review.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerReview {
    /// 0 to 100 (see the module's introduction); `None` with no decision
    /// that was not forced.
    pub accuracy: Option<f64>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub kind: ValueKind,
    /// Every decision, in the order played.
    pub moves: Vec<ReviewMove>,
    /// One per seat.
    pub players: Vec<PlayerReview>,
}

/// How far a review has got, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewProgress<'a> {
    /// Decisions reviewed, of `total`.
    pub done: usize,
    pub total: usize,
    /// The decision just reviewed.
    pub last: &'a ReviewMove,
}

/// Why an analysis or a review cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum AnalysisError {
    /// No game has this id.
    UnknownGame { game: String },
    /// The record's options are not valid for the game.
    Options { why: String },
    /// Move number `number` (from 1) of the record cannot be played.
    Move {
        number: usize,
        mv: String,
        why: String,
    },
    /// Nobody decides in the position (the game is over, or dice are to be
    /// rolled).
    NoDecision { why: String },
    /// `cancel` answered true before anything was found.
    Cancelled,
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::UnknownGame { game } => write!(f, "unknown game '{game}'"),
            AnalysisError::Options { why } => write!(f, "{why}"),
            AnalysisError::Move { number, mv, why } => {
                write!(f, "move {number} ('{mv}') cannot be played: {why}")
            }
            AnalysisError::NoDecision { why } => write!(f, "nothing to analyse: {why}"),
            AnalysisError::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for AnalysisError {}

/// Analyses the position of `record` after its first `cursor` moves (all
/// when `None`): every legal decision of the player to move with its value,
/// deeper and deeper within `budget`, calling `progress` after each
/// completed depth. When cancelled it answers with the last completed
/// depth ([`AnalysisError::Cancelled`] if none).
pub fn analyse(
    record: &Record,
    cursor: Option<usize>,
    budget: Budget,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Analysis),
    cancel: &dyn Fn() -> bool,
) -> Result<Analysis, AnalysisError> {
    let moves = match cursor {
        Some(cursor) => &record.moves[..cursor.min(record.moves.len())],
        None => &record.moves[..],
    };
    let visit = AnalyseVisit {
        record,
        moves,
        budget,
        clock,
        progress,
        cancel,
    };
    crate::games::with_game(&record.game, visit).unwrap_or_else(|| {
        Err(AnalysisError::UnknownGame {
            game: record.game.clone(),
        })
    })
}

/// Analyses the position `game` (a game value rather than a record: set-up
/// positions, rules examples), as [`analyse`] does.
pub fn analyse_game<G: Registered>(
    game: &G,
    budget: Budget,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Analysis),
    cancel: &dyn Fn() -> bool,
) -> Result<Analysis, AnalysisError> {
    let clock = Cancellable { clock, cancel };
    analyse_registered(game, &mut None, budget, &clock, progress)
}

/// Reviews every decision of `record` within `budget` a position, calling
/// `progress` after each. The whole record is replayed first, so a damaged
/// record fails before any search. A position whose winner is certain is
/// searched only to [`DECIDED_DEPTH`]; every other as [`analyse`] would
/// (so an exercise of "learn from your mistakes" is judged as the review
/// judged it).
pub fn review(
    record: &Record,
    budget: Budget,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(ReviewProgress),
    cancel: &dyn Fn() -> bool,
) -> Result<Review, AnalysisError> {
    let visit = ReviewVisit {
        record,
        budget,
        clock,
        progress,
        cancel,
    };
    crate::games::with_game(&record.game, visit).unwrap_or_else(|| {
        Err(AnalysisError::UnknownGame {
            game: record.game.clone(),
        })
    })
}

struct AnalyseVisit<'a> {
    record: &'a Record,
    moves: &'a [String],
    budget: Budget,
    clock: &'a dyn Clock,
    progress: &'a mut dyn FnMut(&Analysis),
    cancel: &'a dyn Fn() -> bool,
}

impl GameVisitor for AnalyseVisit<'_> {
    type Output = Result<Analysis, AnalysisError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let replay = replay::<G>(self.record, self.moves, false)?;
        let clock = Cancellable {
            clock: self.clock,
            cancel: self.cancel,
        };
        analyse_registered(&replay.game, &mut None, self.budget, &clock, self.progress)
    }
}

struct ReviewVisit<'a> {
    record: &'a Record,
    budget: Budget,
    clock: &'a dyn Clock,
    progress: &'a mut dyn FnMut(ReviewProgress),
    cancel: &'a dyn Fn() -> bool,
}

impl GameVisitor for ReviewVisit<'_> {
    type Output = Result<Review, AnalysisError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let replay = replay::<G>(self.record, &self.record.moves, true)?;
        let clock = Cancellable {
            clock: self.clock,
            cancel: self.cancel,
        };
        let mut alpha_beta = None;
        let budget = self.budget;
        let positions = &replay.positions;
        let decisions = &replay.decisions;
        review_decisions(
            decisions,
            replay.game.num_players(),
            G::CHANCE,
            &mut |index| {
                // Once the winner is certain nothing is at stake: a glance
                // values the decisions for the graph.
                let budget = match decisions.get(index) {
                    Some(d) if d.decided => Budget {
                        depth: Some(DECIDED_DEPTH),
                        ..budget
                    },
                    _ => budget,
                };
                analyse_registered(
                    &positions[index],
                    &mut alpha_beta,
                    budget,
                    &clock,
                    &mut |_| {},
                )
            },
            self.progress,
            self.cancel,
        )
    }
}

/// Reviews `decisions`, `analyse(i)` analysing the position before the
/// `i`-th: the part of [`review`] that needs no game type.
fn review_decisions(
    decisions: &[Decision],
    players: usize,
    chance: bool,
    analyse: &mut dyn FnMut(usize) -> Result<Analysis, AnalysisError>,
    progress: &mut dyn FnMut(ReviewProgress),
    cancel: &dyn Fn() -> bool,
) -> Result<Review, AnalysisError> {
    let total = decisions.len();
    let mut moves = Vec::with_capacity(total);
    let mut kind = ValueKind::Seeds;
    for (done, decision) in decisions.iter().enumerate() {
        let mv = &decision.mv;
        let entry = if decision.legal == 1 {
            ReviewMove {
                ply: decision.ply,
                player: decision.player,
                mv: mv.clone(),
                value: None,
                best: mv.clone(),
                best_value: None,
                class: Class::Forced,
                exact: false,
                accuracy: None,
                line: vec![mv.clone()],
            }
        } else {
            let analysis = analyse(done)?;
            if cancel() {
                return Err(AnalysisError::Cancelled);
            }
            kind = analysis.kind;
            judge(&analysis, decision)
        };
        moves.push(entry);
        if let Some(last) = moves.last() {
            progress(ReviewProgress {
                done: done + 1,
                total,
                last,
            });
        }
    }
    if kind == ValueKind::Seeds && (players != 2 || chance) {
        kind = ValueKind::WinChance;
    }
    let players = summarise(&moves, players);
    Ok(Review {
        kind,
        moves,
        players,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::session::Session;

    /// The analysis leaves MCTS out of a game without a `players` option
    /// (and without dice): every preset of such a game is for two players,
    /// and the games with the option offer more.
    #[test]
    fn only_games_with_a_players_option_have_more_than_two() {
        let mut more = Vec::new();
        for def in crate::games::all() {
            let counts: Vec<usize> = (def.presets)()
                .into_iter()
                .map(|preset| {
                    let session: Box<dyn Session> = (def.new_session)(&preset.options, 1).unwrap();
                    session.players().len()
                })
                .collect();
            if more_players(def) {
                more.push(def.id);
                assert!(counts.iter().any(|&n| n > 2), "{}: {counts:?}", def.id);
            } else {
                assert!(counts.iter().all(|&n| n == 2), "{}: {counts:?}", def.id);
            }
        }
        assert_eq!(more, ["spectral-reapers", "rainbow-passage"]);
    }
}
