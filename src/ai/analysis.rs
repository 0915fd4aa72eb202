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
//!   ([`Mcts::search_more`]); a value is the mover's chance of winning
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
//! (A puzzle asks more of its answer's rivals: [`classify`] classes seeds
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
use super::games::AiGame;
use super::mcts::{Mcts, MctsConfig};
use super::{share_of_score, Clock, Limits};
use crate::engine::options::options_from_json;
use crate::engine::record::{Record, Special};
use crate::engine::session::{play_move, MoveError};
use crate::engine::{Effects, Game, Turn};
use crate::games::{GameDef, GameVisitor, Registered};

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
pub fn analyse_game<G: AiGame>(
    game: &G,
    budget: Budget,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Analysis),
    cancel: &dyn Fn() -> bool,
) -> Result<Analysis, AnalysisError> {
    let clock = Cancellable { clock, cancel };
    analyse_position(game, &mut None, budget, &clock, progress)
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

/// A decision of a record, with what its review needs of the position it
/// was made in.
struct Decision {
    ply: usize,
    player: usize,
    /// The decision, in the record's notation.
    mv: String,
    legal: usize,
    scale: f64,
    players: usize,
    /// Seeds in all, and in play (see [`in_play`]).
    total: u32,
    seeds: u32,
    /// Whether the winner is already certain (a majority banked).
    decided: bool,
}

/// The seeds (beads, pieces) still in play in `game`: those no player has
/// banked yet (all of them where every seed is some player's standing, as
/// in Giuthi, whose players hold the seeds on their side).
fn in_play<G: AiGame>(game: &G) -> u32 {
    let total = game.total_seeds();
    let banked: i64 = (0..game.num_players())
        .map(|p| i64::from(game.standing(p)))
        .sum();
    match u32::try_from(i64::from(total) - banked) {
        Ok(left) if left > 0 && banked > 0 => left,
        _ => total,
    }
}

/// Replays `moves` of `record` as a session plays them, keeping each
/// player's decision and (with `keep`) the position before it. A draw
/// agreed or a resignation ends the record.
fn replay<G: Registered>(
    record: &Record,
    moves: &[String],
    keep: bool,
) -> Result<Replaying<G>, AnalysisError> {
    let options: G::Options = options_from_json(&record.options).map_err(options_error)?;
    let game = crate::games::first_position::<G>(&options, record).map_err(options_error)?;
    let mut replaying = Replaying {
        game,
        decisions: Vec::new(),
        positions: Vec::new(),
        keep,
    };
    replaying.decisions = replay_moves(&mut replaying, moves)?;
    Ok(replaying)
}

/// A game being replayed, seen without its type: the replay's loop is
/// written once for every game.
trait Replay {
    fn turn(&self) -> Turn;
    fn num_players(&self) -> usize;
    /// Plays `mv` as a session does: the move in the game's notation.
    fn play(&mut self, mv: &str) -> Result<String, MoveError>;
    /// What the review of a decision made at `ply` by `player` needs
    /// of the position before it (kept too, when asked).
    fn decision(&mut self, ply: usize, player: usize) -> Decision;
}

/// A game replayed: the game after the moves, each player's decision and
/// (when kept) the position before each.
struct Replaying<G: Game> {
    game: G,
    decisions: Vec<Decision>,
    positions: Vec<G>,
    keep: bool,
}

impl<G: AiGame> Replay for Replaying<G> {
    fn turn(&self) -> Turn {
        self.game.turn()
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn play(&mut self, mv: &str) -> Result<String, MoveError> {
        play_move(&mut self.game, mv).map(|(text, _)| text)
    }

    fn decision(&mut self, ply: usize, player: usize) -> Decision {
        let game = &self.game;
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        if self.keep {
            self.positions.push(game.clone());
        }
        Decision {
            ply,
            player,
            mv: String::new(),
            legal: legal.len(),
            scale: game.scale() as f64,
            players: game.num_players(),
            total: game.total_seeds(),
            seeds: in_play(game),
            decided: game.sure_winner().is_some(),
        }
    }
}

/// The loop of [`replay`]: plays `moves` as `play_move` does, with the same
/// errors, but a draw agreed or a resignation ends the record. Returns
/// each player's decision.
fn replay_moves(game: &mut dyn Replay, moves: &[String]) -> Result<Vec<Decision>, AnalysisError> {
    let mut decisions = Vec::new();
    for (ply, mv) in moves.iter().enumerate() {
        let special = Special::parse(mv);
        if let Some(Ok(special @ (Special::Draw | Special::Resign(_)))) = special {
            special_ends(special, game.num_players(), ply, moves)?;
            break;
        }
        let decision = match (special, game.turn()) {
            (None, Turn::Player(player)) => Some(game.decision(ply, player)),
            _ => None,
        };
        let text = game.play(mv).map_err(|e| move_error(ply, mv, e))?;
        if let Some(mut decision) = decision {
            decision.mv = text;
            decisions.push(decision);
        }
    }
    Ok(decisions)
}

fn options_error(e: impl std::fmt::Display) -> AnalysisError {
    AnalysisError::Options { why: e.to_string() }
}

/// Why move `ply` (from 0) of a record, `mv`, cannot be played.
fn move_error(ply: usize, mv: &str, why: impl std::fmt::Display) -> AnalysisError {
    AnalysisError::Move {
        number: ply + 1,
        mv: mv.to_string(),
        why: why.to_string(),
    }
}

/// Checks that a draw agreed or a resignation, move `ply` of `moves`, ends
/// the record of a game of `players`.
fn special_ends(
    special: Special,
    players: usize,
    ply: usize,
    moves: &[String],
) -> Result<(), AnalysisError> {
    let wrong = |why: String| move_error(ply, &moves[ply], why);
    if let Special::Resign(seat) = special {
        if seat >= players {
            return Err(wrong(format!("there is no seat {seat}")));
        }
    }
    if ply + 1 < moves.len() {
        return Err(wrong("the game ended here, yet moves follow".to_string()));
    }
    Ok(())
}

/// The clock of a search that `cancel` can stop: it jumps to the end of
/// time once `cancel` answers true.
struct Cancellable<'a> {
    clock: &'a dyn Clock,
    cancel: &'a dyn Fn() -> bool,
}

impl Clock for Cancellable<'_> {
    fn now_ms(&self) -> f64 {
        if (self.cancel)() {
            f64::MAX
        } else {
            self.clock.now_ms()
        }
    }
}

impl Cancellable<'_> {
    fn cancelled(&self) -> bool {
        (self.cancel)()
    }
}

/// A time limit far enough away never to stop a search, so that the search
/// reads the clock (and sees a cancellation).
const NO_DEADLINE_MS: f64 = 1e12;

/// One completed depth of alpha-beta, without the game's type: each root
/// decision in the record's notation, its score for South and whether it
/// is solved.
struct Scores {
    depth: u32,
    nodes: u64,
    values: Vec<(String, i32, bool)>,
}

/// What gets each completed depth of alpha-beta, and the principal line
/// after the decision at an index of its values.
type EachDepth<'a> = dyn FnMut(&Scores, &dyn Fn(usize) -> Vec<String>) + 'a;

/// A position and its searches, seen without the game's type: all the
/// analysis asks of a game. The rest of the analysis is written once.
trait Position {
    fn turn(&self) -> Turn;
    fn num_players(&self) -> usize;
    fn legal_count(&self) -> usize;
    /// Whether chance acts in the game.
    fn chance(&self) -> bool;
    /// Alpha-beta's values of every decision, deeper and deeper: `each`
    /// gets each completed depth, and the principal line after the
    /// decision at an index of its values.
    fn search_each(
        &mut self,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut EachDepth,
    );
    /// Each decision in the record's notation, with the mover's reward
    /// when it ends the game.
    fn ends(&self, player: usize) -> Vec<(String, Option<f64>)>;
    /// Grows the MCTS tree within `limits`, a root decision getting
    /// `root_visits` simulations at least: the simulations made.
    fn grow(&mut self, root_visits: u32, limits: Limits, clock: &dyn Clock) -> u64;
    /// The tree's root decisions: notation, visits and mean reward.
    fn children(&self) -> Vec<(String, u32, f64)>;
    /// The line after the root decision at `index` of [`Position::children`].
    fn line_after(&self, index: usize) -> Vec<String>;
}

/// The searches of one game on one position; the alpha-beta search is kept
/// from position to position (its buffers are allocated once).
struct Searching<'a, G: AiGame> {
    game: &'a G,
    alpha_beta: &'a mut Option<AlphaBeta<G>>,
    mcts: Option<(Mcts<G>, MctsConfig)>,
}

fn strings<A: std::fmt::Display>(actions: &[A]) -> Vec<String> {
    actions.iter().map(|a| a.to_string()).collect()
}

impl<G: AiGame> Position for Searching<'_, G> {
    fn turn(&self) -> Turn {
        self.game.turn()
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn legal_count(&self) -> usize {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        legal.len()
    }

    fn chance(&self) -> bool {
        G::CHANCE
    }

    fn search_each(
        &mut self,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut EachDepth,
    ) {
        if G::CHANCE {
            return;
        }
        let game = self.game;
        let search = self.alpha_beta.get_or_insert_with(|| {
            AlphaBeta::new(Limits::default())
                .with_tables(true)
                .with_margins(true)
        });
        // Every position on its own: the same answer as analysing it alone.
        search.clear();
        search.search_each(game, limits, max_depth, clock, &mut |search, found| {
            let scores = Scores {
                depth: found.depth,
                nodes: found.nodes,
                values: found
                    .values
                    .iter()
                    .map(|&(action, score, solved)| (action.to_string(), score, solved))
                    .collect(),
            };
            each(&scores, &|index| {
                found.values.get(index).map_or_else(Vec::new, |v| {
                    strings(&search.principal_line(game, v.0, found.depth as usize))
                })
            });
        });
    }

    fn ends(&self, player: usize) -> Vec<(String, Option<f64>)> {
        let game = self.game;
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let mut fx = Effects::off();
        legal
            .iter()
            .map(|&action| {
                let mut next = game.clone();
                let end = match (next.apply(action, &mut fx), next.turn()) {
                    (Ok(()), Turn::Over(outcome)) => {
                        let rewards = super::outcome_rewards(outcome.winners, game.num_players());
                        rewards.get(player).map(|&r| r as f64)
                    }
                    _ => None,
                };
                (action.to_string(), end)
            })
            .collect()
    }

    fn grow(&mut self, root_visits: u32, limits: Limits, clock: &dyn Clock) -> u64 {
        let game = self.game;
        let (search, config) = self
            .mcts
            .get_or_insert_with(|| (Mcts::new(SEED), MctsConfig::tuned(game)));
        let config = MctsConfig {
            root_visits,
            ..*config
        };
        search.search_more(game, &config, limits, clock).nodes
    }

    fn children(&self) -> Vec<(String, u32, f64)> {
        self.mcts.as_ref().map_or_else(Vec::new, |(search, _)| {
            search
                .root_children()
                .into_iter()
                .map(|(action, visits, mean)| (action.to_string(), visits, mean))
                .collect()
        })
    }

    fn line_after(&self, index: usize) -> Vec<String> {
        self.mcts.as_ref().map_or_else(Vec::new, |(search, _)| {
            search
                .root_children()
                .get(index)
                .map_or_else(Vec::new, |c| strings(&search.line_after(c.0, 8)))
        })
    }
}

/// Analyses `game`, with the alpha-beta search kept in `alpha_beta`.
fn analyse_position<G: AiGame>(
    game: &G,
    alpha_beta: &mut Option<AlphaBeta<G>>,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Result<Analysis, AnalysisError> {
    let mut searching = Searching {
        game,
        alpha_beta,
        mcts: None,
    };
    analyse_dyn(&mut searching, budget, clock, progress)
}

/// Analyses `game` of a registered game as [`analyse_position`] does,
/// without the MCTS analysis in the program for a game that never uses it
/// (two players always, no dice).
fn analyse_registered<G: Registered>(
    game: &G,
    alpha_beta: &mut Option<AlphaBeta<G>>,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Result<Analysis, AnalysisError> {
    let searching = Searching {
        game,
        alpha_beta,
        mcts: None,
    };
    if const { G::CHANCE || more_players(G::DEF) } {
        analyse_dyn(&mut { searching }, budget, clock, progress)
    } else {
        analyse_dyn(&mut TwoPlayers(searching), budget, clock, progress)
    }
}

/// Whether a game may be played by more than two players: it has a
/// `players` option (every game without one is played by two, which a test
/// checks).
const fn more_players(def: &GameDef) -> bool {
    let mut i = 0;
    while i < def.options.len() {
        let key = def.options[i].key.as_bytes();
        let players = b"players";
        if key.len() == players.len() {
            let mut j = 0;
            while j < key.len() && key[j] == players[j] {
                j += 1;
            }
            if j == key.len() {
                return true;
            }
        }
        i += 1;
    }
    false
}

/// The searches of a game that two always play, without dice: only
/// alpha-beta analyses it, so MCTS is left out.
struct TwoPlayers<'a, G: AiGame>(Searching<'a, G>);

impl<G: AiGame> Position for TwoPlayers<'_, G> {
    fn turn(&self) -> Turn {
        self.0.turn()
    }

    fn num_players(&self) -> usize {
        self.0.num_players()
    }

    fn legal_count(&self) -> usize {
        self.0.legal_count()
    }

    fn chance(&self) -> bool {
        self.0.chance()
    }

    fn search_each(
        &mut self,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut EachDepth,
    ) {
        self.0.search_each(limits, max_depth, clock, each)
    }

    fn ends(&self, _player: usize) -> Vec<(String, Option<f64>)> {
        Vec::new()
    }

    fn grow(&mut self, _root_visits: u32, _limits: Limits, _clock: &dyn Clock) -> u64 {
        0
    }

    fn children(&self) -> Vec<(String, u32, f64)> {
        Vec::new()
    }

    fn line_after(&self, _index: usize) -> Vec<String> {
        Vec::new()
    }
}

/// The analysis of a position: see [`analyse`].
fn analyse_dyn(
    position: &mut dyn Position,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Result<Analysis, AnalysisError> {
    let player = match position.turn() {
        Turn::Player(p) => p,
        Turn::Over(_) => {
            return Err(AnalysisError::NoDecision {
                why: "the game is over".to_string(),
            })
        }
        Turn::Chance => {
            return Err(AnalysisError::NoDecision {
                why: "the dice are to be rolled".to_string(),
            })
        }
    };
    let legal = position.legal_count();
    if legal == 0 {
        return Err(AnalysisError::NoDecision {
            why: "there is no legal move".to_string(),
        });
    }
    if clock.cancelled() {
        return Err(AnalysisError::Cancelled);
    }
    let found = if position.num_players() == 2 && !position.chance() {
        alpha_beta(position, player, budget, clock, progress)
    } else {
        mcts(position, player, legal, budget, clock, progress)
    };
    found.ok_or(AnalysisError::Cancelled)
}

/// Alpha-beta: every decision searched with the whole window, deeper and
/// deeper.
fn alpha_beta(
    position: &mut dyn Position,
    player: usize,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    let limits = Limits {
        ms: Some(budget.ms.unwrap_or(NO_DEADLINE_MS)),
        nodes: if budget.is_default() {
            Some(DEFAULT_NODES)
        } else {
            budget.nodes
        },
    };
    let max_depth = budget.max_depth(DEFAULT_DEPTH);
    let mut last = None;
    // A depth that cannot be completed within the nodes left is not begun:
    // its nodes would be spent for nothing, since the last completed depth
    // is the answer. Its cost is foreseen from the last two depths' growth.
    let stop = std::cell::Cell::new(false);
    let stopping = Stopping { clock, stop: &stop };
    let mut spent = [0u64; 2];
    position.search_each(limits, max_depth, &stopping, &mut |found, line_of| {
        let analysis = describe(player, found, line_of);
        progress(&analysis);
        last = Some(analysis);
        let cost = found.nodes.saturating_sub(spent[1]);
        let before = spent[1].saturating_sub(spent[0]);
        spent = [spent[1], found.nodes];
        if let (Some(cap), true) = (limits.nodes, before > 0) {
            let growth = (cost as f64 / before as f64).max(1.0);
            if found.nodes as f64 + FORESEEN * cost as f64 * growth > cap as f64 {
                stop.set(true);
            }
        }
    });
    last
}

/// The share of a depth's foreseen cost that must fit in the nodes left
/// for it to be begun.
const FORESEEN: f64 = 1.0;

/// The clock of a search stopped between two depths: it jumps to the end
/// of time once `stop` is set.
struct Stopping<'a> {
    clock: &'a Cancellable<'a>,
    stop: &'a std::cell::Cell<bool>,
}

impl Clock for Stopping<'_> {
    fn now_ms(&self) -> f64 {
        if self.stop.get() {
            f64::MAX
        } else {
            self.clock.now_ms()
        }
    }
}

/// The analysis of one completed depth of alpha-beta.
fn describe(player: usize, found: &Scores, line_of: &dyn Fn(usize) -> Vec<String>) -> Analysis {
    let sign = if player == 0 { 1 } else { -1 };
    let scores: Vec<i32> = found.values.iter().map(|v| v.1 * sign).collect();
    // The highest first.
    let ranked = stable_order(scores.len(), &|a, b| scores[b].cmp(&scores[a]));
    let moves: Vec<MoveValue> = ranked
        .iter()
        .map(|&i| seeds_value(found.values[i].0.clone(), scores[i], found.values[i].2))
        .collect();
    let line = ranked.first().map(|&i| line_of(i)).unwrap_or_default();
    Analysis {
        player,
        kind: ValueKind::Seeds,
        best: moves.first().map(|m| m.mv.clone()).unwrap_or_default(),
        moves,
        line,
        depth: found.depth,
        nodes: found.nodes,
    }
}

/// A seeds value from alpha-beta's score for the mover (its final margin,
/// see [`AlphaBeta::with_margins`]).
fn seeds_value(mv: String, score: i32, solved: bool) -> MoveValue {
    MoveValue {
        mv,
        value: score as f64,
        exact: solved,
        result: solved.then_some(score.signum() as i8),
    }
}

/// MCTS: the tree grows, doubling its simulations at each depth.
fn mcts(
    position: &mut dyn Position,
    player: usize,
    legal: usize,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    let started = clock.now_ms();
    let max_depth = budget.max_depth(DEFAULT_MCTS_DEPTH);
    let cap = budget.nodes.unwrap_or(u64::MAX);
    let mut total = 0u64;
    let mut last = None;
    // The decisions that end the game have exact values.
    let ends = position.ends(player);
    for depth in 1..=max_depth {
        let target = MCTS_BASE
            .saturating_mul(1u64 << (depth - 1).min(40))
            .min(cap);
        if target <= total || clock.cancelled() {
            break;
        }
        let elapsed = clock.now_ms() - started;
        let ms = budget.ms.map_or(NO_DEADLINE_MS, |ms| ms - elapsed);
        if ms <= 0.0 {
            break;
        }
        let limits = Limits {
            ms: Some(ms),
            nodes: Some(target - total),
        };
        // A quarter of the simulations spread over every decision.
        let root_visits = (target / (4 * legal.max(1) as u64)).min(u32::MAX as u64) as u32;
        total += position.grow(root_visits, limits, clock);
        let complete = total >= target;
        if !complete && last.is_some() {
            break;
        }
        let children = position.children();
        // Most visited first (the search's choice), then by value.
        let order = stable_order(children.len(), &|a, b| {
            let (a, b) = (&children[a], &children[b]);
            b.1.cmp(&a.1).then(b.2.total_cmp(&a.2))
        });
        let line = order
            .first()
            .map(|&i| position.line_after(i))
            .unwrap_or_default();
        let moves: Vec<MoveValue> = order
            .iter()
            .map(|&i| {
                let (mv, _, mean) = children[i].clone();
                let end = ends.iter().find(|e| e.0 == mv).and_then(|e| e.1);
                MoveValue {
                    value: end.unwrap_or(mean),
                    exact: end.is_some(),
                    result: end.map(|r| {
                        if r >= 1.0 {
                            1
                        } else if r <= 0.0 {
                            -1
                        } else {
                            0
                        }
                    }),
                    mv,
                }
            })
            .collect();
        // The rest after the best by value.
        let rest = stable_order(moves.len().saturating_sub(1), &|a, b| {
            moves[b + 1].value.total_cmp(&moves[a + 1].value)
        });
        let moves: Vec<MoveValue> = moves
            .first()
            .into_iter()
            .chain(rest.iter().map(|&i| &moves[i + 1]))
            .cloned()
            .collect();
        let analysis = Analysis {
            player,
            kind: ValueKind::WinChance,
            best: moves.first().map(|m| m.mv.clone()).unwrap_or_default(),
            moves,
            line,
            depth,
            nodes: total,
        };
        progress(&analysis);
        last = Some(analysis);
        if !complete {
            break;
        }
    }
    last
}

/// The review of one decision from the analysis of its position.
fn judge(analysis: &Analysis, decision: &Decision) -> ReviewMove {
    let mv = &decision.mv;
    let best = analysis.best_value();
    let played = analysis.value_of(mv);
    let scale = decision.scale;
    let players = decision.players;
    let unit = seeds_unit(decision.seeds);
    let decided = decision.decided;
    let class = match (best, played) {
        // Nothing is at stake once the winner is certain.
        (Some(best), Some(played)) if decided => milder(
            review_class(analysis.kind, unit, scale, players, best, played),
            Class::Good,
        ),
        (Some(best), Some(played)) => {
            review_class(analysis.kind, unit, scale, players, best, played)
        }
        _ => Class::Good,
    };
    // A choice between decisions all worth the same shows no skill, nor
    // one made once the winner is certain: they count in no accuracy.
    let choice = !decided
        && analysis
            .moves
            .iter()
            .any(|m| best.is_some_and(|b| m.value != b.value || m.result != b.result));
    let accuracy = best.zip(played).filter(|_| choice).map(|(best, played)| {
        // A seed weighs more as fewer are left to win.
        let stake = f64::from(decision.seeds) / f64::from(decision.total.max(1));
        let level_scale = (scale * stake).max(1.0);
        move_accuracy(100.0 * chance_drop(analysis.kind, scale, level_scale, best, played))
    });
    ReviewMove {
        ply: decision.ply,
        player: decision.player,
        mv: mv.to_string(),
        value: played.map(|p| p.value),
        best: analysis.best.clone(),
        best_value: best.map(|b| b.value),
        class,
        exact: best.is_some_and(|b| b.exact) && played.is_some_and(|p| p.exact),
        accuracy,
        line: analysis.line.clone(),
    }
}

/// The loss of win chance that makes a mistake between two players (see
/// the module's introduction).
pub const WIN_CHANCE_UNIT: f64 = 0.06;

/// The class of the decision `played` against the `best` one, in a game of
/// `players` where a loss of `unit` seeds makes a mistake and whose
/// searches take a lead of `scale` for 3:1 odds (see the module's
/// introduction).
pub fn classify(
    kind: ValueKind,
    unit: f64,
    scale: f64,
    players: usize,
    best: &MoveValue,
    played: &MoveValue,
) -> Class {
    if played.mv == best.mv {
        return Class::Best;
    }
    let chance_unit = WIN_CHANCE_UNIT * 2.0 / players.max(2) as f64;
    let chance_loss = win_chance(kind, best, scale) - win_chance(kind, played, scale);
    let by_chance = by_loss(chance_loss, chance_unit);
    let class = match kind {
        ValueKind::WinChance => by_chance,
        // Seeds count while the result is at stake: never worse than the
        // loss of win chance makes it, but a seed lost is not the best.
        ValueKind::Seeds => {
            let loss = best.value - played.value;
            let class = milder(by_loss(loss, unit), by_chance);
            if class == Class::Best && loss > 0.0 {
                Class::Good
            } else {
                class
            }
        }
    };
    worse(class, by_result(best, played))
}

/// The class of the decision `played` against the `best` one in a review
/// (see the module's introduction): by the win chance lost for values in
/// win chances; by the seeds lost for values in seeds, a loss of `unit`
/// making a mistake, however decided the game already is; and at least a
/// mistake when a proven result is given away. [`classify`] is the
/// stricter test of a puzzle, where the result must be at stake.
pub fn review_class(
    kind: ValueKind,
    unit: f64,
    scale: f64,
    players: usize,
    best: &MoveValue,
    played: &MoveValue,
) -> Class {
    if kind == ValueKind::WinChance || played.mv == best.mv {
        return classify(kind, unit, scale, players, best, played);
    }
    let loss = best.value - played.value;
    let class = match by_loss(loss, unit) {
        Class::Best if loss > 0.0 => Class::Good,
        class => class,
    };
    worse(class, by_result(best, played))
}

/// The fall of the mover's win chance (0 to 1) from `best` to `played`,
/// for the accuracy. Values in seeds count as if the game were level (a
/// lead of the game's `scale` for 3:1 odds): seeds thrown away in a game
/// already decided are not free. A proven result given away counts in full
/// (a win for a loss is the whole chance).
fn chance_drop(
    kind: ValueKind,
    scale: f64,
    level_scale: f64,
    best: &MoveValue,
    played: &MoveValue,
) -> f64 {
    let drop = win_chance(kind, best, scale) - win_chance(kind, played, scale);
    match kind {
        ValueKind::WinChance => drop,
        ValueKind::Seeds => {
            let loss = (best.value - played.value).max(0.0);
            let level = 0.5 - share_of_score(-loss, level_scale);
            let proven = best.exact && played.exact;
            if proven && best.result != played.result {
                drop.max(level)
            } else {
                level
            }
        }
    }
}

/// At least a mistake for giving away a proven result (a win for a draw, a
/// draw for a loss), a blunder for a win given away for a loss.
fn by_result(best: &MoveValue, played: &MoveValue) -> Class {
    match (best.exact && played.exact, best.result, played.result) {
        (true, Some(1), Some(-1)) => Class::Blunder,
        (true, Some(b), Some(p)) if p < b => Class::Mistake,
        _ => Class::Best,
    }
}

/// The loss in seeds that makes a mistake in a game of `seeds` seeds: 3 in
/// 48, in proportion for other counts, at least 1.
pub fn seeds_unit(seeds: u32) -> f64 {
    (seeds as f64 / 16.0).max(1.0)
}

/// The class of a loss of `loss`, for a loss of `unit` making a mistake.
fn by_loss(loss: f64, unit: f64) -> Class {
    if loss <= 0.0 {
        Class::Best
    } else if loss < unit / 2.0 {
        Class::Good
    } else if loss < unit {
        Class::Inaccuracy
    } else if loss < 2.0 * unit {
        Class::Mistake
    } else {
        Class::Blunder
    }
}

/// The milder of two classes (`a` when they weigh the same).
fn milder(a: Class, b: Class) -> Class {
    std::cmp::min_by_key(a, b, |c| rank(*c))
}

fn rank(class: Class) -> u8 {
    match class {
        Class::Forced | Class::Best => 0,
        Class::Good => 1,
        Class::Inaccuracy => 2,
        Class::Mistake => 3,
        Class::Blunder => 4,
    }
}

/// The worse of two classes (`a` when they weigh the same).
fn worse(a: Class, b: Class) -> Class {
    std::cmp::max_by_key(b, a, |c| rank(*c))
}

/// A value as the mover's win chance, 0 to 1.
fn win_chance(kind: ValueKind, value: &MoveValue, scale: f64) -> f64 {
    match (kind, value.result) {
        (ValueKind::WinChance, _) => value.value.clamp(0.0, 1.0),
        (ValueKind::Seeds, Some(1)) => 1.0,
        (ValueKind::Seeds, Some(-1)) => 0.0,
        (ValueKind::Seeds, _) => share_of_score(value.value, scale),
    }
}

/// A decision's accuracy from the fall of the mover's win chance, in
/// percentage points (lichess's curve).
pub fn move_accuracy(drop: f64) -> f64 {
    (103.1668 * (-0.04354 * drop.max(0.0)).exp() - 3.1669).clamp(0.0, 100.0)
}

fn summarise(moves: &[ReviewMove], players: usize) -> Vec<PlayerReview> {
    let mut out = vec![PlayerReview::default(); players];
    let mut sums = vec![(0.0f64, 0u32); players];
    for entry in moves {
        let Some(player) = out.get_mut(entry.player) else {
            continue;
        };
        match entry.class {
            Class::Inaccuracy => player.inaccuracies += 1,
            Class::Mistake => player.mistakes += 1,
            Class::Blunder => player.blunders += 1,
            _ => {}
        }
        if let Some(accuracy) = entry.accuracy {
            sums[entry.player].0 += accuracy;
            sums[entry.player].1 += 1;
        }
    }
    for (player, (sum, count)) in out.iter_mut().zip(sums) {
        player.accuracy = (count > 0).then(|| sum / count as f64);
    }
    out
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
