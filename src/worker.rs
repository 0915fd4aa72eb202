//! What the AI web worker answers: the page posts JSON text, the worker
//! replies with JSON text. The handling is plain Rust, tested natively;
//! `src/bin/ai_worker.rs` only wires it to the browser's worker scope.
//!
//! - `{"id":N,"think":{Request}}` → `{"id":N,"answer":{Answer}}`
//! - `{"id":N,"bench":{"game":"owari","options":{…},"ms":3000}}` →
//!   `{"id":N,"bench":{BenchResult}}`
//! - `{"id":N,"table":{"game":"owari","options":{…}}}` → the endgame table
//!   installed for that game and options and the sizes offered,
//!   `{"id":N,"table":{"installed":{TableInfo}|null,"sizes":[[12,bytes],…]}}`
//! - `{"id":N,"build_table":{"game":…,"options":{…},"seeds":12}}` builds
//!   and installs a table: `{"id":N,"progress":{"done":…,"total":…}}` as it
//!   goes (at most one a percent), then `{"id":N,"table":{TableInfo}}`. The
//!   worker keeps its bytes in the browser ([`Handled::keep`]) and installs
//!   the tables kept there each time it starts.
//! - `{"id":N,"analyse":{"record":{Record},"cursor":k|null,"budget":{Budget}|null}}`
//!   analyses the position after the record's first `k` moves (all when
//!   `null`): after each completed depth a partial analysis as progress,
//!   `{"id":N,"progress":{"analysis":{Analysis}}}`, then the final
//!   `{"id":N,"analysis":{Analysis}}` (the same as the last partial). A
//!   partial one is always inside `"progress"`, never at the top: a page
//!   cannot take it for the answer.
//! - `{"id":N,"review":{"record":{Record},"budget":{Budget}|null}}` reviews
//!   every decision of the record: `{"id":N,"progress":{"done":…,"total":…}}`
//!   after each decision (the same shape as a table build's), then
//!   `{"id":N,"review":{Review}}`.
//!
//!   For both, no budget (or `null`) is the default of
//!   [`ai::analysis`] (the same answer on every machine); a budget given
//!   has its depth clamped to [`analysis::MAX_DEPTH`] and its time, for a
//!   position, to [`MAX_MS`], which also bounds a budget of depth or nodes
//!   alone ([`page_budget`]). The page stops a long one by terminating the
//!   worker: there is no cancel message.
//! - `{"id":N,"lab":{"config":{LabConfig},"variant":v,"index":k}}` plays
//!   game `k` of variant `v` of a lab run (`ai::lab`, the same game as
//!   `rgames lab` plays with that number): `{"id":N,"lab":{LabGame}}`.
//! - anything wrong → `{"id":N,"error":"…"}` (`"id":null` when the message
//!   has no usable id). Nothing from outside is trusted: no message panics.
//!
//! A `think` at the Strongest level in a game that has endgame tables,
//! with none installed for its rules, also asks the worker's wiring to
//! build the [`ai::tables::AUTO_SEEDS`]-seed table in the background
//! ([`Handled::background`]): the Strongest level then plays end games
//! from the tables from the first game on, without the page asking.
//!
//! When it starts, the worker posts `{"ready":true}`; the page sends
//! nothing before that (a module worker may still be loading its wasm).
//!
//! The puzzle worker (`src/bin/puzzle_worker.rs`, a wasm of its own
//! fetched only when the board editor's Make a puzzle is tapped: the
//! proof for nine games would add some 88 KB to the AI worker every
//! player of a computer downloads) answers one request the same way,
//! through [`handle_puzzle`]:
//!
//! - `{"id":N,"puzzle":{"game":…,"options":{…},"position":"…"}}` makes a
//!   puzzle of a position if the engine proves its player to move a
//!   unique best decision (the shipped puzzles' proof):
//!   `{"id":N,"puzzle":{"made":{Puzzle}}}`, else
//!   `{"id":N,"puzzle":{"refused":{NoPuzzle}}}` with the reason; anything
//!   else → `{"id":N,"error":"…"}`, as above.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::analysis::{
    self, Analysis, Budget, Class, MoveValue, PlayerReview, Review, ReviewMove, ValueKind,
};
use crate::ai::{self, Clock, Engine, Limits, Request};
use crate::engine::record::Record;
use crate::engine::Turn;
use crate::games;

/// The longest time a request may ask for, in milliseconds.
pub const MAX_MS: u32 = 60_000;

/// The message the worker posts once it listens.
pub const READY: &str = r#"{"ready":true}"#;

/// A speed measurement request: a game, its options (the game's first
/// preset when absent) and the time to spend, in milliseconds, shared
/// between the three measurements.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BenchRequest {
    pub game: String,
    #[serde(default)]
    pub options: Option<Value>,
    #[serde(default = "default_bench_ms")]
    pub ms: u32,
}

fn default_bench_ms() -> u32 {
    3000
}

/// Engine speed in one game, from its start position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchResult {
    pub game: String,
    /// Random games played to the end, per second.
    pub playouts_per_s: f64,
    /// Actions of those games, per second.
    pub actions_per_s: f64,
    /// Alpha-beta nodes per second (two-player games without dice only).
    pub alphabeta_nodes_per_s: Option<f64>,
    /// MCTS simulations per second.
    pub mcts_simulations_per_s: f64,
}

/// The most memory a table's build in the browser may hold at once, as
/// [`ai::tables::build_bytes`] counts it: the worker's wasm32 memory is
/// 4 GiB at most, some of it its own, and what the lower levels freed is
/// not always reusable by the larger arrays of the next. Abapa and Mancala
/// at 16 seeds (480 MB, some 2.3 GB while built) fit; at 18 seeds (1.5 GB,
/// about 6.5 GB while built) they do not. A build that asks for more than
/// the device gives fails with [`ai::tables::OUT_OF_MEMORY`] instead.
pub const MAX_BUILD_BYTES: u64 = 3_000_000_000;

/// From this size on (positions, bytes), a table's build takes the worker
/// for a while (Abapa at 14 seeds: 134 MB, 12 s natively and 16–21 s in
/// the test browser; at 16 seeds 480 MB, 40 s and 65–92 s): its choice in
/// the page says it may take minutes.
pub const SLOW_TABLE_BYTES: u64 = 64_000_000;

/// An endgame table request: a game and its options (full or partial), and
/// for a build, the most seeds on the board it covers.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRequest {
    pub game: String,
    #[serde(default)]
    pub options: Value,
    #[serde(default)]
    pub seeds: Option<u8>,
}

/// An installed endgame table, as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableInfo {
    pub game: String,
    /// The game's full options.
    pub options: Value,
    /// The most seeds on the board it covers.
    pub seeds: u8,
    /// Its size: one byte a position.
    pub bytes: u64,
    /// Positions whose value is exact.
    pub exact: u64,
    /// How long the build took, in milliseconds (a table just built).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ms: Option<f64>,
}

impl TableInfo {
    /// Reads one from the worker's JSON (on the page, without a serde
    /// visitor).
    pub fn from_value(value: &Value) -> Option<TableInfo> {
        let count = |key: &str| value.get(key).and_then(Value::as_u64);
        Some(TableInfo {
            game: value.get("game")?.as_str()?.to_string(),
            options: value.get("options")?.clone(),
            seeds: u8::try_from(count("seeds")?).ok()?,
            bytes: count("bytes")?,
            exact: count("exact")?,
            ms: value.get("ms").and_then(Value::as_f64),
        })
    }

    /// The key its table is kept under in the browser ([`table_key`]).
    pub fn key(&self) -> String {
        format!("{} {} {}", self.game, self.options, self.seeds)
    }

    fn of(table: &ai::tables::Table, ms: Option<f64>) -> TableInfo {
        let header = table.header();
        TableInfo {
            game: header.game.clone(),
            options: header.options.clone(),
            seeds: header.seeds,
            bytes: header.positions,
            exact: table.exact_count() as u64,
            ms,
        }
    }
}

/// The key a table is kept under in the browser: its game, full options
/// and seeds.
pub fn table_key(table: &ai::tables::Table) -> String {
    let header = table.header();
    format!("{} {} {}", header.game, header.options, header.seeds)
}

/// What a message asks of the worker besides its reply.
#[derive(Debug, Default)]
pub struct Handled {
    /// The reply to post.
    pub reply: String,
    /// A table to keep in the browser under a key (one just built, in its
    /// stored form: [`ai::tables::Table::stored_head`], then
    /// [`ai::tables::Table::stored_values`]), so that the next worker
    /// installs it with [`install_kept`].
    pub keep: Option<(String, Rc<ai::tables::Table>)>,
    /// A table to build in the background (a `build_table` request's body:
    /// game, options, [`ai::tables::AUTO_SEEDS`]): the Strongest level was asked
    /// to think in a game whose tables this worker has not installed.
    pub background: Option<Value>,
}

/// The background build a think `request` asks for: at the Strongest
/// level (the one that reads the tables), in a game that has tables, when
/// none is installed for its rules.
fn background_table(request: &Request) -> Option<Value> {
    if request.level != ai::Level::Strongest {
        return None;
    }
    let (game, options) = (&request.record.game, &request.record.options);
    let seeds = ai::tables::wanted(game, options)?;
    Some(serde_json::json!({"game": game, "options": options, "seeds": seeds}))
}

thread_local! {
    /// The shipped books this worker has asked for (each once in its life).
    static BOOKS_ASKED: std::cell::RefCell<Vec<&'static str>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The books shipped with the app (`assets/books/`, copied to `books/` in
/// the build; `rgames engine --book auto` installs the same): each file's
/// name, its game and the rules it serves (its options but who moves
/// first, as [`ai::book::Book::fits`] compares them). The AI worker
/// fetches one the first time its Strongest level plays a game of those
/// rules. (Here rather than in `ai::book`: the searches name no game.)
pub const SHIPPED_BOOKS: &[(&str, &str, &str)] = &[
    (
        "owari-abapa.book",
        "owari",
        r#"{"grand_slam":"no_capture","loop_settlement":"own_side","repetition_limit":2,"stop_at_majority":true}"#,
    ),
    (
        "basic-kalah-6-4.book",
        "basic",
        r#"{"capture_needs_opposite_seeds":true,"remaining_to":"owner","seeds_per_pit":4}"#,
    ),
];

/// The file of the shipped book ([`SHIPPED_BOOKS`]) that serves a game of `game`
/// with `options`, if there is one.
pub fn shipped_book_for(game: &str, options: &Value) -> Option<&'static str> {
    SHIPPED_BOOKS
        .iter()
        .find(|(_, of, serves)| {
            *of == game
                && serde_json::from_str::<Value>(serves)
                    .is_ok_and(|r| ai::book::same_rules(&r, options))
        })
        .map(|(file, ..)| *file)
}

/// The shipped opening book (its file under `books/`, [`SHIPPED_BOOKS`])
/// to fetch and give to [`install_book`] before answering `text`: a think
/// at the Strongest level (the one that plays from books) in a game from
/// its start whose rules a shipped book serves, the first time this worker
/// is asked such a think for that book. A book not fetched (missing,
/// damaged, the network down) is not asked for again: the search plays.
pub fn book_wanted(text: &str) -> Option<&'static str> {
    // Read in place: the think itself is read when it is answered.
    let message: Value = serde_json::from_str(text).ok()?;
    let think = message.get("think")?;
    let record = think.get("record")?;
    let from_start = record.get("position").is_none_or(Value::is_null);
    if think.get("level")?.as_str()? != ai::Level::Strongest.id() || !from_start {
        return None;
    }
    let file = shipped_book_for(record.get("game")?.as_str()?, record.get("options")?)?;
    BOOKS_ASKED.with(|asked| {
        let mut asked = asked.borrow_mut();
        (!asked.contains(&file)).then(|| {
            asked.push(file);
            file
        })
    })
}

/// Installs an opening book from its stored form (a fetched file's text);
/// an unreadable one is refused with the reason, and nothing changes.
pub fn install_book(text: &str) -> Result<(), String> {
    ai::book::install(ai::book::Book::parse(text)?);
    Ok(())
}

/// Installs a table kept in the browser (its stored form, read in place);
/// an unreadable one is refused (the worker then forgets it).
pub fn install_kept(bytes: Vec<u8>) -> Result<TableInfo, String> {
    let table = ai::tables::Table::from_vec(bytes).map_err(|e| e.to_string())?;
    let info = TableInfo::of(&table, None);
    ai::tables::install(table);
    Ok(info)
}

/// Answers one message from the page.
pub fn handle(text: &str, clock: &dyn Clock) -> String {
    handle_with(text, clock, &mut |_| {}).reply
}

/// Answers one message from the page, posting progress through `progress`
/// while a table is built.
pub fn handle_with(text: &str, clock: &dyn Clock, progress: &mut dyn FnMut(String)) -> Handled {
    let mut keep = None;
    let mut background = None;
    let reply = answer(text, clock, progress, &mut keep, &mut background);
    Handled {
        reply,
        keep,
        background,
    }
}

fn answer(
    text: &str,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(String),
    keep: &mut Option<(String, Rc<ai::tables::Table>)>,
    background: &mut Option<Value>,
) -> String {
    let (message, id) = match read_message(text) {
        Ok(read) => read,
        Err(reply) => return reply,
    };
    if let Some(body) = message.get("think") {
        let mut request = match Request::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad think request: {e}")),
        };
        request.ms = request.ms.clamp(1, MAX_MS);
        *background = background_table(&request);
        match ai::think(&request, clock) {
            Ok(answer) => reply(&id, "answer", serde_json::to_string(&answer)),
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("bench") {
        let request = match BenchRequest::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad bench request: {e}")),
        };
        match bench(&request, clock) {
            Ok(result) => reply(&id, "bench", serde_json::to_string(&result)),
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("table") {
        let request = match TableRequest::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad table request: {e}")),
        };
        match table_status(&request) {
            Ok(status) => reply(&id, "table", serde_json::to_string(&status)),
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("build_table") {
        let request = match TableRequest::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad table request: {e}")),
        };
        match build_table(&request, clock, &mut |done, total| {
            progress(done_reply(&id, done, total))
        }) {
            Ok((info, table)) => {
                let key = table_key(&table);
                *keep = Some((key, ai::tables::install(table)));
                reply(&id, "table", serde_json::to_string(&info))
            }
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("analyse") {
        let request = match AnalyseRequest::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad analyse request: {e}")),
        };
        match analyse(&request, clock, &mut |partial| {
            progress(reply(
                &id,
                "progress",
                serde_json::to_string(partial).map(|a| format!("{{\"analysis\":{a}}}")),
            ))
        }) {
            Ok(found) => reply(&id, "analysis", serde_json::to_string(&found)),
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("review") {
        let request = match ReviewRequest::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad review request: {e}")),
        };
        let found = analysis::review(
            &request.record,
            page_budget(request.budget),
            clock,
            &mut |p| progress(done_reply(&id, p.done as u64, p.total as u64)),
            &|| false,
        );
        match found {
            Ok(found) => reply(&id, "review", serde_json::to_string(&found)),
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("lab") {
        match lab_game(body, clock) {
            Ok(game) => reply(&id, "lab", Ok(game.to_value().to_string())),
            Err(e) => reply_error(&id, e),
        }
    } else {
        reply_error(
            &id,
            "the message asks for nothing (think, bench, table, build_table, analyse, review or lab)",
        )
    }
}

/// Answers one message to the puzzle worker: only `puzzle` (the module's
/// documentation), with the AI worker's ids and errors.
pub fn handle_puzzle(text: &str) -> String {
    let (message, id) = match read_message(text) {
        Ok(read) => read,
        Err(reply) => return reply,
    };
    match message.get("puzzle") {
        Some(body) => match puzzle_of(body) {
            Ok(found) => reply(&id, "puzzle", Ok(found)),
            Err(e) => reply_error(&id, e),
        },
        None => reply_error(&id, "the message asks for nothing (puzzle)"),
    }
}

/// A puzzle from a position set up in the board editor:
/// `{"game":…,"options":{…},"position":"<notation>"}` →
/// `{"made":{Puzzle}}`, or `{"refused":{NoPuzzle}}` with the reason
/// ([`ai::puzzles::from_position`]: the shipped puzzles' proof and limits).
fn puzzle_of(body: &Value) -> Result<String, String> {
    let text = |key: &str| {
        body.get(key)
            .and_then(Value::as_str)
            .ok_or_else(|| format!("the puzzle request has no {key}"))
    };
    let options = body.get("options").unwrap_or(&Value::Null);
    let found = ai::puzzles::from_position(text("game")?, options, text("position")?)?;
    ai::puzzles::made_json(&found)
}

/// One game of a lab run: `{"config":{LabConfig},"variant":v,"index":k}`
/// plays game `k` of variant `v` ([`ai::lab::play_game`]: the same game
/// as `rgames lab` plays with that number).
fn lab_game(body: &Value, clock: &dyn Clock) -> Result<ai::lab::LabGame, String> {
    let config = ai::lab::LabConfig::from_value(body.get("config").unwrap_or(&Value::Null))?;
    let number = |key: &str| {
        body.get(key)
            .and_then(Value::as_u64)
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| format!("the lab request has no {key}"))
    };
    let (variant, index) = (number("variant")?, number("index")?);
    ai::lab::play_game(&config, variant as usize, index, clock)
}

/// An analysis request: a record, how many of its moves lead to the
/// position (all when absent) and the budget (the default when absent).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalyseRequest {
    pub record: Record,
    #[serde(default)]
    pub cursor: Option<usize>,
    #[serde(default)]
    pub budget: Option<Budget>,
}

/// A review request: a record and the budget of each position (the
/// default when absent).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewRequest {
    pub record: Record,
    #[serde(default)]
    pub budget: Option<Budget>,
}

/// The budget of an analysis or a review the page asked for: the default
/// of [`ai::analysis`] when none; otherwise its depth at most
/// [`analysis::MAX_DEPTH`] and its time at most [`MAX_MS`] a position,
/// which also bounds a depth or node budget alone (an MCTS depth of 60
/// would be 2^59 times 256 simulations). Such a budget keeps its meaning
/// otherwise: a depth is still reached when it takes less.
pub fn page_budget(budget: Option<Budget>) -> Budget {
    match budget {
        None => Budget::default(),
        Some(budget) if budget == Budget::default() => budget,
        Some(budget) => Budget {
            depth: budget.depth.map(|d| d.clamp(1, analysis::MAX_DEPTH)),
            ms: Some(budget.ms.unwrap_or(f64::MAX).clamp(1.0, f64::from(MAX_MS))),
            nodes: budget.nodes,
        },
    }
}

/// Analyses the position a page asked for, calling `partial` after each
/// completed depth. A cursor past the record's end is refused: the page
/// would show the values on another position.
fn analyse(
    request: &AnalyseRequest,
    clock: &dyn Clock,
    partial: &mut dyn FnMut(&Analysis),
) -> Result<Analysis, String> {
    let played = request.record.moves.len();
    if let Some(cursor) = request.cursor.filter(|&c| c > played) {
        return Err(format!(
            "the cursor {cursor} is past the record's {played} moves"
        ));
    }
    analysis::analyse(
        &request.record,
        request.cursor,
        page_budget(request.budget),
        clock,
        partial,
        &|| false,
    )
    .map_err(|e| e.to_string())
}

/// Reads a search's answer from the worker's JSON (on the page, without a
/// serde visitor): what serde reads, and nothing it refuses (a missing
/// `share` or `null` is `None`; other fields are ignored).
pub fn answer_from_value(value: &Value) -> Option<ai::Answer> {
    Some(ai::Answer {
        moves: texts(value.get("moves")?)?,
        nodes: value.get("nodes")?.as_u64()?,
        ms: value.get("ms")?.as_f64()?,
        searcher: text(value, "searcher")?,
        share: match value.get("share") {
            None | Some(Value::Null) => None,
            Some(share) => Some(share.as_f64()?),
        },
    })
}

/// Reads an analysis from the worker's JSON (on the page, without a serde
/// visitor).
pub fn analysis_from_value(value: &Value) -> Option<Analysis> {
    let moves = value.get("moves")?.as_array()?;
    Some(Analysis {
        player: usize::try_from(value.get("player")?.as_u64()?).ok()?,
        kind: kind_from_value(value.get("kind")?)?,
        moves: moves
            .iter()
            .map(|m| {
                Some(MoveValue {
                    mv: text(m, "move")?,
                    value: m.get("value")?.as_f64()?,
                    exact: m.get("exact")?.as_bool()?,
                    result: match m.get("result") {
                        None | Some(Value::Null) => None,
                        Some(r) => Some(i8::try_from(r.as_i64()?).ok()?),
                    },
                })
            })
            .collect::<Option<_>>()?,
        best: text(value, "best")?,
        line: texts(value.get("line")?)?,
        depth: u32::try_from(value.get("depth")?.as_u64()?).ok()?,
        nodes: value.get("nodes")?.as_u64()?,
    })
}

/// Reads a review from the worker's JSON (on the page, without a serde
/// visitor).
pub fn review_from_value(value: &Value) -> Option<Review> {
    let count = |v: &Value, key: &str| u32::try_from(v.get(key)?.as_u64()?).ok();
    let index = |v: &Value, key: &str| usize::try_from(v.get(key)?.as_u64()?).ok();
    let moves = value.get("moves")?.as_array()?;
    let players = value.get("players")?.as_array()?;
    Some(Review {
        kind: kind_from_value(value.get("kind")?)?,
        moves: moves
            .iter()
            .map(|m| {
                Some(ReviewMove {
                    ply: index(m, "ply")?,
                    player: index(m, "player")?,
                    mv: text(m, "move")?,
                    value: maybe_number(m, "value")?,
                    best: text(m, "best")?,
                    best_value: maybe_number(m, "best_value")?,
                    class: class_from_value(m.get("class")?)?,
                    exact: m.get("exact")?.as_bool()?,
                    accuracy: maybe_number(m, "accuracy")?,
                    line: texts(m.get("line")?)?,
                })
            })
            .collect::<Option<_>>()?,
        players: players
            .iter()
            .map(|p| {
                Some(PlayerReview {
                    accuracy: maybe_number(p, "accuracy")?,
                    inaccuracies: count(p, "inaccuracies")?,
                    mistakes: count(p, "mistakes")?,
                    blunders: count(p, "blunders")?,
                })
            })
            .collect::<Option<_>>()?,
    })
}

fn text(value: &Value, key: &str) -> Option<String> {
    Some(value.get(key)?.as_str()?.to_string())
}

fn texts(value: &Value) -> Option<Vec<String>> {
    value
        .as_array()?
        .iter()
        .map(|v| Some(v.as_str()?.to_string()))
        .collect()
}

/// A number that may be `null` (`Some(None)`); absent or not a number,
/// `None`.
fn maybe_number(value: &Value, key: &str) -> Option<Option<f64>> {
    match value.get(key)? {
        Value::Null => Some(None),
        v => Some(Some(v.as_f64()?)),
    }
}

fn kind_from_value(value: &Value) -> Option<ValueKind> {
    match value.as_str()? {
        "seeds" => Some(ValueKind::Seeds),
        "win_chance" => Some(ValueKind::WinChance),
        _ => None,
    }
}

fn class_from_value(value: &Value) -> Option<Class> {
    Some(match value.as_str()? {
        "best" => Class::Best,
        "good" => Class::Good,
        "inaccuracy" => Class::Inaccuracy,
        "mistake" => Class::Mistake,
        "blunder" => Class::Blunder,
        "forced" => Class::Forced,
        _ => return None,
    })
}

/// The sizes of table a page offers to build, in seeds on the board.
pub const TABLE_SEEDS: [u8; 3] = [12, 14, 16];

/// The table installed for a game and options, and the size in bytes of
/// each table the page offers ([`TABLE_SEEDS`]).
fn table_status(request: &TableRequest) -> Result<TableStatus, String> {
    let installed = ai::tables::installed_for(&request.game, &request.options)?
        .map(|t| TableInfo::of(&t, None));
    let mut sizes = Vec::new();
    for seeds in TABLE_SEEDS {
        let bytes = ai::tables::positions(&request.game, &request.options, seeds)?;
        sizes.push((seeds, bytes));
    }
    Ok(TableStatus { installed, sizes })
}

/// Builds the table a page asked for, calling `progress` with the
/// positions done and in all at most once a percent.
fn build_table(
    request: &TableRequest,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(TableInfo, ai::tables::Table), String> {
    let seeds = request.seeds.ok_or("a table build needs its seeds")?;
    let bytes = ai::tables::positions(&request.game, &request.options, seeds)?;
    let building = ai::tables::build_bytes(&request.game, &request.options, seeds)?;
    if building > MAX_BUILD_BYTES {
        return Err(crate::tr!(
            "tables-too-large",
            n = seeds,
            size = bytes.div_ceil(1_000_000),
            building = building.div_ceil(1_000_000),
            limit = MAX_BUILD_BYTES / 1_000_000
        ));
    }
    let started = clock.now_ms();
    let mut shown = u64::MAX;
    let table = ai::tables::build(&request.game, &request.options, seeds, &mut |p| {
        let percent = p.done * 100 / p.total.max(1);
        if percent != shown {
            shown = percent;
            progress(p.done, p.total);
        }
    })?;
    let info = TableInfo::of(&table, Some(clock.now_ms() - started));
    Ok((info, table))
}

/// A message to either worker and its numeric id, or the error to reply
/// when it is not JSON or has no id.
fn read_message(text: &str) -> Result<(Value, Value), String> {
    let message: Value = serde_json::from_str(text)
        .map_err(|e| reply_error(&Value::Null, format!("not JSON: {e}")))?;
    match message.get("id") {
        Some(id @ Value::Number(_)) => {
            let id = id.clone();
            Ok((message, id))
        }
        _ => Err(reply_error(&Value::Null, "the message has no numeric id")),
    }
}

fn reply_error(id: &Value, why: impl std::fmt::Display) -> String {
    reply(id, "error", serde_json::to_string(&why.to_string()))
}

/// The reply `{"id":…,"<key>":<body>}`, `body` written straight from its
/// value (no JSON value built on the way).
fn reply(id: &Value, key: &str, body: serde_json::Result<String>) -> String {
    match body {
        Ok(body) => format!("{{\"id\":{id},\"{key}\":{body}}}"),
        Err(e) => format!("{{\"id\":{id},\"error\":{}}}", Value::from(e.to_string())),
    }
}

/// The progress of a table build or a review: `done` of `total`.
fn done_reply(id: &Value, done: u64, total: u64) -> String {
    format!("{{\"id\":{id},\"progress\":{{\"done\":{done},\"total\":{total}}}}}")
}

/// The table installed for a game and options, and the sizes offered.
#[derive(Serialize)]
struct TableStatus {
    installed: Option<TableInfo>,
    sizes: Vec<(u8, u64)>,
}

/// Measures a game's speed from its start: random playouts for a third of
/// the time, then alpha-beta (where it applies) and MCTS for a third each.
/// A start decided by dice (Rainbow Passage's roll-off) is rolled first,
/// as the app rolls them, until a player decides.
pub fn bench(request: &BenchRequest, clock: &dyn Clock) -> Result<BenchResult, String> {
    let info = games::find(&request.game)
        .ok_or_else(|| crate::tr!("record-unknown-game", game = request.game.as_str()))?;
    let options = match &request.options {
        Some(options) if !options.is_null() => options.clone(),
        _ => (info.presets)()
            .first()
            .map(|p| p.options.clone())
            .unwrap_or(Value::Null),
    };
    let share = f64::from(request.ms.clamp(3, MAX_MS)) / 3.0;
    let speed = ai::bench(info.id, &options, share, clock)?;

    const SEED: u64 = 1;
    let mut session = (info.new_session)(&options, SEED).map_err(|e| e.to_string())?;
    let rolled = !crate::engine::chance::roll_while_chance(session.as_mut())?.is_empty();
    if !matches!(session.turn(), Turn::Player(_)) {
        return Err("the game is over at its start".to_string());
    }
    let record = session.record();
    let limits = Limits {
        ms: Some(share),
        nodes: None,
    };
    let rate = |answer: &ai::Answer| answer.nodes as f64 * 1000.0 / answer.ms.max(1e-9);
    let two_players = session.scores().len() == 2;
    let alphabeta_nodes_per_s = if two_players && !rolled {
        let answer = ai::think_with(&record, Engine::AlphaBeta, limits, SEED, clock)?;
        // A game the alpha-beta cannot search answers with MCTS: no figure.
        answer
            .searcher
            .starts_with("alpha-beta")
            .then(|| rate(&answer))
    } else {
        None
    };
    let mcts = ai::think_with(&record, Engine::Mcts, limits, SEED, clock)?;
    Ok(BenchResult {
        game: info.id.to_string(),
        playouts_per_s: speed.playouts_per_s(),
        actions_per_s: speed.actions_per_s(),
        alphabeta_nodes_per_s,
        mcts_simulations_per_s: rate(&mcts),
    })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::ai::SystemClock;
    use crate::engine::record::Record;
    use serde_json::json;

    fn reply(text: &str) -> Value {
        serde_json::from_str(&handle(text, &SystemClock::default())).unwrap()
    }

    #[test]
    fn a_lab_request_plays_the_game_of_its_number_as_the_cli_does() {
        let config = crate::ai::lab::LabConfig {
            game: "basic".into(),
            variants: vec![json!({"first_player": "south"})],
            levels: vec![ai::Level::Easy],
            games: 4,
            opening: 2,
            seed: 5,
        };
        let clock = SystemClock::default();
        let asked =
            json!({"id": 3, "lab": {"config": config.to_value(), "variant": 0, "index": 2}});
        let answer = reply(&asked.to_string());
        let game = crate::ai::lab::LabGame::from_value(&answer["lab"]).unwrap();
        assert_eq!(
            game,
            crate::ai::lab::play_game(&config, 0, 2, &clock).unwrap()
        );
        // Bad requests are errors, never panics.
        for bad in [
            json!({"id": 1, "lab": {}}),
            json!({"id": 1, "lab": {"config": config.to_value(), "variant": 5, "index": 0}}),
            json!({"id": 1, "lab": {"config": {"game": "nope", "variants": [{}], "levels": ["easy"], "games": 1, "opening": 0, "seed": 1}, "variant": 0, "index": 0}}),
            json!({"id": 1, "lab": {"config": config.to_value(), "variant": -1, "index": 0}}),
        ] {
            assert!(reply(&bad.to_string())["error"].is_string(), "{bad}");
        }
    }

    #[test]
    fn think_answers_with_a_legal_move() {
        let request = Request {
            record: Record {
                game: "owari".into(),
                options: json!({"first_player": "south"}),
                seed: 3,
                moves: vec!["C".into()],
                position: None,
            },
            cursor: None,
            level: ai::Level::Beginner,
            ms: 200,
            seed: 9,
            weigh: false,
        };
        let message = json!({"id": 7, "think": request}).to_string();
        let answer = reply(&message);
        assert_eq!(answer["id"], 7);
        let mv = answer["answer"]["moves"][0].as_str().unwrap();
        assert!(["a", "b", "c", "d", "e", "f"].contains(&mv), "{answer}");
        // The page reads the answer as serde does.
        let read: ai::Answer = serde_json::from_value(answer["answer"].clone()).unwrap();
        assert_eq!(answer_from_value(&answer["answer"]), Some(read));
    }

    #[test]
    fn the_page_reads_answers_as_serde_does() {
        let answer = json!({"moves": ["C", "d"], "nodes": 120, "ms": 3.5,
            "searcher": "alpha-beta, depth 4", "share": 0.25});
        let serde = |v: &Value| serde_json::from_value::<ai::Answer>(v.clone()).ok();
        let mut cases = vec![answer.clone()];
        for (path, bad) in [
            ("/moves", json!("C")),
            ("/moves/0", json!(3)),
            ("/nodes", json!(-1)),
            ("/nodes", json!(1.5)),
            ("/ms", json!("3")),
            ("/searcher", Value::Null),
            ("/share", json!(1)),
            ("/share", Value::Null),
            ("/share", json!("half")),
        ] {
            let mut changed = answer.clone();
            *changed.pointer_mut(path).unwrap() = bad;
            cases.push(changed);
        }
        for key in ["moves", "nodes", "ms", "searcher", "share"] {
            let mut without = answer.clone();
            without.as_object_mut().unwrap().remove(key);
            cases.push(without);
        }
        let mut more = answer.clone();
        more["extra"] = json!(1);
        cases.extend([more, json!({}), json!([]), Value::Null]);
        for case in &cases {
            assert_eq!(answer_from_value(case), serde(case), "{case}");
        }
        assert!(answer_from_value(&answer).is_some());
    }

    #[test]
    fn malformed_messages_get_errors() {
        for (text, id) in [
            ("", Value::Null),
            ("not json", Value::Null),
            ("[1,2]", Value::Null),
            (r#"{"think":{}}"#, Value::Null),
            (r#"{"id":"x","think":{}}"#, Value::Null),
            (r#"{"id":1}"#, json!(1)),
            (r#"{"id":2,"think":{}}"#, json!(2)),
            (r#"{"id":3,"think":null}"#, json!(3)),
            (
                r#"{"id":4,"think":{"record":{"game":"nope","options":{},"seed":1,"moves":[]},"level":"easy"}}"#,
                json!(4),
            ),
            (
                r#"{"id":5,"think":{"record":{"game":"owari","options":{},"seed":1,"moves":["Q"]},"level":"easy"}}"#,
                json!(5),
            ),
            (
                r#"{"id":6,"think":{"record":{"game":"owari","options":{},"seed":1,"moves":[]},"level":"wizard"}}"#,
                json!(6),
            ),
            (
                r#"{"id":7,"think":{"record":{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["agree"]},"level":"easy"}}"#,
                json!(7),
            ),
            (r#"{"id":8,"bench":{"game":"nope"}}"#, json!(8)),
            (
                r#"{"id":9,"bench":{"game":"owari","options":{"pits":99}}}"#,
                json!(9),
            ),
            (r#"{"id":10,"bench":{"game":"owari","ms":-5}}"#, json!(10)),
            (r#"{"id":11,"bench":[]}"#, json!(11)),
        ] {
            let answer = reply(text);
            assert_eq!(answer["id"], id, "{text}: {answer}");
            assert!(
                answer["error"].as_str().is_some_and(|e| !e.is_empty()),
                "{text}: {answer}"
            );
        }
    }

    #[test]
    fn the_shipped_list_names_each_books_file_game_and_rules() {
        for (file, game, _) in SHIPPED_BOOKS {
            let path = format!("{}/assets/books/{file}", env!("CARGO_MANIFEST_DIR"));
            let book = ai::book::Book::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
            assert_eq!(book.game, *game, "{file}");
            assert_eq!(shipped_book_for(game, &book.options), Some(*file), "{file}");
        }
        let start = |game: &str, preset: &str| {
            let overrides = json!({ "first_player": "south" });
            let info = games::find(game).unwrap();
            info.options_from(Some(preset), &overrides).unwrap()
        };
        let mut abapa = start("owari", "abapa");
        assert_eq!(shipped_book_for("owari", &abapa), Some("owari-abapa.book"));
        abapa["first_player"] = json!("north");
        assert_eq!(shipped_book_for("owari", &abapa), Some("owari-abapa.book"));
        abapa["grand_slam"] = json!("capture");
        assert_eq!(shipped_book_for("owari", &abapa), None);
        let kalah = start("basic", "kalah-6-4");
        assert_eq!(
            shipped_book_for("basic", &kalah),
            Some("basic-kalah-6-4.book")
        );
        assert_eq!(shipped_book_for("owari", &kalah), None);
        assert_eq!(shipped_book_for("mancala", &json!({})), None);
    }

    #[test]
    fn the_strongest_level_asks_for_its_book_once_and_plays_from_it() {
        ai::book::uninstall_all();
        let abapa = json!({"first_player": "south", "grand_slam": "no_capture",
            "loop_settlement": "own_side", "repetition_limit": 2, "stop_at_majority": true});
        let think = |game: &str, options: &Value, moves: Value, level: &str| {
            json!({"id": 7, "think": {"record": {"game": game, "options": options,
                "seed": 3, "moves": moves}, "level": level, "ms": 20}})
            .to_string()
        };
        // Other levels, a game from a position, other rules: no book.
        assert_eq!(
            book_wanted(&think("owari", &abapa, json!([]), "hard")),
            None
        );
        let mut capture = abapa.clone();
        capture["grand_slam"] = json!("capture");
        assert_eq!(
            book_wanted(&think("owari", &capture, json!([]), "strongest")),
            None
        );
        assert_eq!(
            book_wanted(&think("mancala", &json!({}), json!([]), "strongest")),
            None
        );
        assert_eq!(book_wanted("not JSON"), None);
        // The first Strongest think of Abapa asks for its book, once.
        let after_d = think("owari", &abapa, json!(["D"]), "strongest");
        assert_eq!(book_wanted(&after_d), Some("owari-abapa.book"));
        assert_eq!(book_wanted(&after_d), None);
        let kalah = json!({"capture_needs_opposite_seeds": true, "first_player": "north",
            "remaining_to": "owner", "seeds_per_pit": 4});
        let kalah_think = think("basic", &kalah, json!([]), "strongest");
        assert_eq!(book_wanted(&kalah_think), Some("basic-kalah-6-4.book"));

        // A damaged book is refused and changes nothing: the search plays.
        assert!(install_book("rgames-book 1\n{\"game\":").is_err());
        let answer = |text: &str| reply(text)["answer"].clone();
        assert_ne!(answer(&after_d)["searcher"], ai::BOOK_SEARCHER);
        // Installed, its decision is played at the Strongest level only.
        install_book(include_str!("../assets/books/owari-abapa.book")).unwrap();
        let played = answer(&after_d);
        assert_eq!(played["moves"], json!(["b"]), "{played}");
        assert_eq!(played["searcher"], ai::BOOK_SEARCHER);
        let hard = answer(&think("owari", &abapa, json!(["D"]), "hard"));
        assert_ne!(hard["searcher"], ai::BOOK_SEARCHER);
        // A think that must weigh the position (a draw offer) is searched
        // and comes with its value.
        let mut weigh = serde_json::from_str::<Value>(&after_d).unwrap();
        weigh["think"]["weigh"] = json!(true);
        let weighed = answer(&weigh.to_string());
        assert_ne!(weighed["searcher"], ai::BOOK_SEARCHER);
        assert!(weighed["share"].is_number(), "{weighed}");
        // A position the book lacks is searched; the cursor names the
        // position, not the moves after it.
        let deep = answer(&think(
            "owari",
            &abapa,
            json!(["D", "b", "A", "a", "B"]),
            "strongest",
        ));
        assert_ne!(deep["searcher"], ai::BOOK_SEARCHER);
        let mut at = serde_json::from_str::<Value>(&think(
            "owari",
            &abapa,
            json!(["D", "b", "A"]),
            "strongest",
        ))
        .unwrap();
        at["think"]["cursor"] = json!(1);
        assert_eq!(answer(&at.to_string())["moves"], json!(["b"]));
        // A decision that is not legal there is searched instead.
        let header = include_str!("../assets/books/owari-abapa.book")
            .lines()
            .take(2)
            .collect::<Vec<_>>()
            .join("\n");
        install_book(&format!("{header}\nD F\n")).unwrap();
        let searched = answer(&after_d);
        assert_ne!(searched["searcher"], ai::BOOK_SEARCHER, "{searched}");
        ai::book::uninstall_all();
    }

    #[test]
    fn the_strongest_level_asks_for_its_table_in_the_background() {
        ai::tables::uninstall_all();
        let clock = SystemClock::default();
        let think = |game: &str, options: Value, level: &str| {
            let asked = json!({"id": 7, "think": {"record": {"game": game,
                "options": options, "seed": 3, "moves": []}, "level": level, "ms": 20}});
            let handled = handle_with(&asked.to_string(), &clock, &mut |_| {});
            let answer: Value = serde_json::from_str(&handled.reply).unwrap();
            assert!(answer["answer"]["moves"].is_array(), "{answer}");
            handled.background
        };
        let abapa = json!({"first_player": "south", "grand_slam": "no_capture",
            "loop_settlement": "own_side", "repetition_limit": 2, "stop_at_majority": true});
        assert_eq!(
            think("owari", abapa.clone(), "strongest"),
            Some(json!({"game": "owari", "options": abapa.clone(), "seeds": 12}))
        );
        let kalah = json!({"seeds_per_pit": 4, "first_player": "south"});
        assert_eq!(
            think("basic", kalah.clone(), "strongest").map(|b| b["seeds"].clone()),
            Some(json!(ai::tables::AUTO_SEEDS))
        );
        // The levels that read no table, and a game without tables, ask
        // for nothing.
        assert_eq!(think("owari", abapa.clone(), "hard"), None);
        assert_eq!(think("owari", abapa.clone(), "beginner"), None);
        assert_eq!(
            think(
                "rainbow-chase",
                json!({"first_player": "south"}),
                "strongest"
            ),
            None
        );
        // Once a table of the game's rules is installed, nothing either
        // (whoever starts: the table serves both).
        let small =
            json!({"id": 1, "build_table": {"game": "basic", "options": kalah, "seeds": 4}});
        handle_with(&small.to_string(), &clock, &mut |_| {});
        let north = json!({"seeds_per_pit": 4, "first_player": "north"});
        assert_eq!(think("basic", north, "strongest"), None);
        assert!(think("owari", abapa, "strongest").is_some());
        ai::tables::uninstall_all();
    }

    #[test]
    fn a_table_is_built_with_its_progress_kept_and_found_again() {
        ai::tables::uninstall_all();
        let clock = SystemClock::default();
        let status = r#"{"id":1,"table":{"game":"basic","options":{"seeds_per_pit":4}}}"#;
        assert_eq!(
            reply(status),
            // The boards of 12 pits with at most N seeds: C(N + 12, 12).
            json!({"id": 1, "table": {"installed": null,
                "sizes": [[12, 2_704_156], [14, 9_657_700], [16, 30_421_755]]}})
        );
        let mut progress = Vec::new();
        let handled = handle_with(
            r#"{"id":2,"build_table":{"game":"basic","options":{"seeds_per_pit":4},"seeds":6}}"#,
            &clock,
            &mut |p| progress.push(serde_json::from_str::<Value>(&p).unwrap()),
        );
        let answer: Value = serde_json::from_str(&handled.reply).unwrap();
        let info: TableInfo = serde_json::from_value(answer["table"].clone()).unwrap();
        assert_eq!(TableInfo::from_value(&answer["table"]), Some(info.clone()));
        assert_eq!(answer["id"], 2);
        assert_eq!((info.game.as_str(), info.seeds), ("basic", 6));
        // Boards of 12 pits with at most 6 seeds: C(18, 12) = 18,564.
        assert_eq!(info.bytes, 18_564);
        assert!(info.exact > 0 && info.exact <= info.bytes, "{info:?}");
        assert!(info.ms.is_some());
        // Progress: for this request, rising, ending with everything done.
        assert!(progress.len() >= 2, "{progress:?}");
        assert!(progress.iter().all(|p| p["id"] == 2));
        let done: Vec<u64> = progress
            .iter()
            .map(|p| p["progress"]["done"].as_u64().unwrap())
            .collect();
        assert!(done.windows(2).all(|w| w[0] <= w[1]), "{done:?}");
        assert_eq!(progress.last().unwrap()["progress"]["total"], 18_564);
        assert_eq!(*done.last().unwrap(), 18_564);
        // Installed now, and kept: a new worker installs the same table.
        assert_eq!(reply(status)["table"]["installed"]["seeds"], 6);
        let (key, table) = handled.keep.expect("the table is kept");
        assert!(key.starts_with("basic {"), "{key}");
        // The key of the build's reply, read back as the page reads it, is
        // the same (a background build finds its table by it).
        assert_eq!(key, info.key());
        // Its stored form is the table's file.
        let mut bytes = table.stored_head();
        bytes.extend_from_slice(table.stored_values());
        assert_eq!(bytes, table.to_bytes());
        drop(table);
        ai::tables::uninstall_all();
        assert_eq!(reply(status)["table"]["installed"], Value::Null);
        let kept = install_kept(bytes.clone()).unwrap();
        assert_eq!(
            (kept.bytes, kept.exact, kept.ms),
            (info.bytes, info.exact, None)
        );
        assert_eq!(reply(status)["table"]["installed"]["exact"], info.exact);
        assert!(install_kept(bytes[..bytes.len() - 1].to_vec()).is_err());
        assert!(install_kept(Vec::new()).is_err());
        ai::tables::uninstall_all();
    }

    /// Every size the page offers fits in the worker's memory, Abapa and
    /// Mancala at 16 seeds the largest; one more level is refused before
    /// anything is built, with its sizes.
    #[test]
    fn every_table_offered_fits_and_deeper_ones_are_refused() {
        let mut largest = (String::new(), 0);
        for game in ai::tables::games() {
            let info = games::find(game).unwrap();
            for preset in (info.presets)() {
                for seeds in TABLE_SEEDS {
                    let building = ai::tables::build_bytes(game, &preset.options, seeds).unwrap();
                    let bytes = ai::tables::positions(game, &preset.options, seeds).unwrap();
                    assert!(bytes < building, "{game} {seeds}");
                    assert!(building <= MAX_BUILD_BYTES, "{game} {seeds}: {building}");
                    if building > largest.1 {
                        largest = (format!("{game} {seeds}"), building);
                    }
                }
            }
        }
        // Abapa's table up to 16 seeds: 479,727,675 bytes, and its level of
        // 16 seeds 13,037,895 boards of 142 bytes while it is solved.
        assert_eq!(
            largest,
            ("owari 16".to_string(), 479_727_675 + 13_037_895 * 142)
        );
        let abapa = json!({"stop_at_majority": true});
        assert_eq!(
            ai::tables::build_bytes("owari", &abapa, 16).unwrap(),
            largest.1
        );
        let deeper = ai::tables::build_bytes("owari", &abapa, 18).unwrap();
        assert!(deeper > MAX_BUILD_BYTES, "{deeper}");
        // Refused at once (a build would take minutes).
        let started = std::time::Instant::now();
        for (game, options) in [("owari", &abapa), ("mancala", &json!({}))] {
            let text =
                json!({"id": 3, "build_table": {"game": game, "options": options, "seeds": 18}});
            let answer = reply(&text.to_string());
            let why = answer["error"].as_str().unwrap_or_default();
            assert!(
                why.contains("1524 MB, and about 6506 MB while it is built"),
                "{answer}"
            );
        }
        assert!(started.elapsed().as_secs() < 5);
        // The page says which sizes take a while to build.
        let sizes = reply(r#"{"id":1,"table":{"game":"basic","options":{"seeds_per_pit":4}}}"#);
        assert!(sizes["table"]["sizes"][2][1].as_u64().unwrap() < SLOW_TABLE_BYTES);
        assert!(ai::tables::positions("owari", &abapa, 14).unwrap() > SLOW_TABLE_BYTES);
    }

    #[test]
    fn both_workers_answer_text_that_is_no_message_with_an_error() {
        // Not JSON, no id, an id that is no number: the AI worker and the
        // puzzle worker read a message alike (`read_message`).
        for text in ["nonsense", r#"{"think":{}}"#, r#"{"id":"one","puzzle":{}}"#] {
            for answer in [handle(text, &SystemClock::default()), handle_puzzle(text)] {
                let reply: Value = serde_json::from_str(&answer).unwrap();
                assert_eq!(reply["id"], Value::Null, "{text}: {answer}");
                assert!(reply["error"].is_string(), "{text}: {answer}");
            }
        }
    }

    #[test]
    fn bad_table_requests_get_errors() {
        for text in [
            r#"{"id":1,"table":{"game":"ayoayo","options":{}}}"#,
            r#"{"id":1,"table":{"options":{}}}"#,
            r#"{"id":1,"table":{"game":"owari","options":{"grand_slam":"maybe"}}}"#,
            r#"{"id":1,"build_table":{"game":"owari","options":{}}}"#,
            r#"{"id":1,"build_table":{"game":"owari","options":{},"seeds":25}}"#,
            r#"{"id":1,"build_table":{"game":"owari","options":{},"seeds":-1}}"#,
            // Abapa up to 24 seeds: far more than a page may use.
            r#"{"id":1,"build_table":{"game":"owari","options":{"stop_at_majority":true},"seeds":24}}"#,
            r#"{"id":1,"build_table":{"game":"rainbow-chase","options":{},"seeds":4}}"#,
            r#"{"id":1,"build_table":{"game":"basic","options":{},"seeds":4,"extra":1}}"#,
        ] {
            let answer = reply(text);
            assert_eq!(answer["id"], 1, "{text}");
            assert!(
                answer["error"].as_str().is_some_and(|e| !e.is_empty()),
                "{text}: {answer}"
            );
        }
        let big = reply(
            r#"{"id":1,"build_table":{"game":"owari","options":{"stop_at_majority":true},"seeds":24}}"#,
        );
        assert!(big["error"].as_str().unwrap().contains("MB"), "{big}");
    }

    #[test]
    fn bench_measures_every_game() {
        for info in games::all() {
            let request = BenchRequest {
                game: info.id.to_string(),
                options: None,
                ms: 30,
            };
            let result = bench(&request, &SystemClock::default())
                .unwrap_or_else(|e| panic!("{}: {e}", info.id));
            assert!(
                result.playouts_per_s > 0.0 || result.actions_per_s > 0.0,
                "{result:?}"
            );
            assert!(result.mcts_simulations_per_s > 0.0, "{result:?}");
            let dice_or_more = matches!(info.id, "rainbow-passage" | "spectral-reapers");
            assert_eq!(
                result.alphabeta_nodes_per_s.is_none(),
                dice_or_more,
                "{result:?}"
            );
        }
        let text = r#"{"id":1,"bench":{"game":"owari","options":{"first_player":"south","grand_slam":"no_capture"},"ms":30}}"#;
        assert!(
            reply(text)["bench"]["alphabeta_nodes_per_s"]
                .as_f64()
                .unwrap()
                > 0.0
        );
    }

    /// A record of `game` with the options of preset `preset`, played by
    /// a fixed rotation over the legal moves: to the end, or `decisions`.
    fn rotation_record(game: &str, preset: &str, decisions: usize) -> Record {
        let info = games::find(game).unwrap();
        let options = (info.presets)()
            .into_iter()
            .find(|p| p.id == preset)
            .unwrap()
            .options;
        let mut session = (info.new_session)(&options, 1).unwrap();
        for i in 0..decisions {
            if !matches!(session.turn(), Turn::Player(_)) {
                break;
            }
            let legal = session.legal();
            session.play(&legal[(i * 7 + 3) % legal.len()]).unwrap();
        }
        session.record()
    }

    /// Handles `message` with the fixed clock: the reply and the progress
    /// messages, each for request `id`.
    fn handled(message: &Value, id: u64) -> (Value, Vec<Value>) {
        let mut progress = Vec::new();
        let handled = handle_with(&message.to_string(), &FixedClock, &mut |p| {
            progress.push(serde_json::from_str::<Value>(&p).unwrap())
        });
        let reply: Value = serde_json::from_str(&handled.reply).unwrap();
        assert_eq!(reply["id"], id, "{reply}");
        assert!(progress.iter().all(|p| p["id"] == id), "{progress:?}");
        assert!(handled.keep.is_none());
        (reply, progress)
    }

    use crate::ai::FixedClock;

    #[test]
    fn analyse_answers_as_the_analysis_does_with_each_depth_before() {
        let record = rotation_record("basic", "kalah-6-4", 1_000);
        let played = record.moves.len();
        // Two plies before the end of the game: an end game that is solved
        // (six decisions, all exact).
        let cursor = played - 2;
        let message =
            json!({"id": 3, "analyse": {"record": record, "cursor": cursor, "budget": null}});
        let (reply, progress) = handled(&message, 3);
        let mut depths = Vec::new();
        let direct = analysis::analyse(
            &record,
            Some(cursor),
            Budget::default(),
            &FixedClock,
            &mut |a| depths.push(a.depth),
            &|| false,
        )
        .unwrap();
        assert_eq!(reply["analysis"], serde_json::to_value(&direct).unwrap());
        assert_eq!(
            analysis_from_value(&reply["analysis"]),
            Some(direct.clone())
        );
        // Solved: every value is exact.
        assert!(direct.moves.len() >= 2, "{direct:?}");
        assert!(direct.moves.iter().all(|m| m.exact), "{direct:?}");
        // One partial a completed depth, rising, the last the answer; a
        // partial is never at the top of its message.
        let partial: Vec<Analysis> = progress
            .iter()
            .map(|p| {
                assert!(p.get("analysis").is_none(), "{p}");
                analysis_from_value(&p["progress"]["analysis"]).unwrap()
            })
            .collect();
        assert_eq!(
            partial.iter().map(|a| a.depth).collect::<Vec<_>>(),
            depths,
            "{progress:?}"
        );
        assert_eq!(depths, (1..=direct.depth).collect::<Vec<_>>());
        assert!(depths.len() >= 2, "{depths:?}");
        assert_eq!(partial.last(), Some(&direct));
        assert!(reply.get("progress").is_none());

        // The whole record: the same as the cursor at its end.
        let (all, _) = handled(
            &json!({"id": 4, "analyse": {"record": record, "cursor": played - 1}}),
            4,
        );
        let (last, _) = handled(
            &json!({"id": 4, "analyse": {"record": {
            "game": record.game, "options": record.options, "seed": record.seed,
            "moves": record.moves[..played - 1]}}}),
            4,
        );
        assert_eq!(all["analysis"], last["analysis"]);
        // A depth far too deep is clamped: solved long before, it stops.
        let (deep, _) = handled(
            &json!({"id": 5, "analyse": {"record": record, "cursor": cursor, "budget": {"depth": 4000}}}),
            5,
        );
        assert_eq!(deep["analysis"]["moves"], reply["analysis"]["moves"]);
    }

    #[test]
    fn a_puzzle_is_made_from_a_position_or_refused_with_the_reason() {
        // The puzzle worker's answer, for request `id`.
        let puzzled = |message: &Value, id: u64| {
            let reply: Value = serde_json::from_str(&handle_puzzle(&message.to_string())).unwrap();
            assert_eq!(reply["id"], id, "{reply}");
            reply
        };
        let line = "0,0,0,1,0,2/1,1,0,0,0,0 20:23 s";
        let reply = puzzled(
            &json!({"id": 8, "puzzle": {"game": "owari", "options": {}, "position": line}}),
            8,
        );
        let made = &reply["puzzle"]["made"];
        assert_eq!(made["record"]["position"], line, "{reply}");
        // The page reads it as it reads the shipped puzzles.
        let text = json!({"game": "owari", "puzzles": [made]}).to_string();
        let read = crate::view::puzzles::puzzles_from_json(&text, "owari").unwrap();
        assert_eq!(serde_json::to_value(&read[0]).unwrap(), *made);
        let reply = puzzled(
            &json!({"id": 9, "puzzle": {"game": "owari", "position": "0,0,0,0,0,1/0,0,0,0,0,0 24:23 s"}}),
            9,
        );
        assert_eq!(
            reply["puzzle"]["refused"],
            json!({"why": "one_move", "mv": "F"})
        );
        // No position: an error, not a panic.
        let reply = puzzled(&json!({"id": 10, "puzzle": {"game": "owari"}}), 10);
        assert!(reply["error"].is_string(), "{reply}");
        let reply = puzzled(
            &json!({"id": 11, "puzzle": {"game": "owari", "position": "9,9 0:0 s"}}),
            11,
        );
        assert!(reply["error"].is_string(), "{reply}");
        // Anything else, or no id: an error.
        let reply = puzzled(&json!({"id": 12, "think": {}}), 12);
        assert!(reply["error"].is_string(), "{reply}");
        let reply: Value = serde_json::from_str(&handle_puzzle("{\"puzzle\":{}}")).unwrap();
        assert!(
            reply["id"].is_null() && reply["error"].is_string(),
            "{reply}"
        );
        // The AI worker makes no puzzle (its wasm links no proof).
        let (reply, _) = handled(
            &json!({"id": 13, "puzzle": {"game": "owari", "position": line}}),
            13,
        );
        assert!(reply["error"].is_string(), "{reply}");
    }

    #[test]
    fn a_budget_from_the_page_is_bounded() {
        assert_eq!(page_budget(None), Budget::default());
        assert_eq!(page_budget(Some(Budget::default())), Budget::default());
        let max_ms = Some(f64::from(MAX_MS));
        assert_eq!(
            page_budget(Some(Budget::depth(4000))),
            Budget {
                depth: Some(analysis::MAX_DEPTH),
                ms: max_ms,
                nodes: None
            }
        );
        assert_eq!(
            page_budget(Some(Budget::depth(0))),
            Budget {
                depth: Some(1),
                ms: max_ms,
                nodes: None
            }
        );
        assert_eq!(page_budget(Some(Budget::ms(1e9))), Budget::ms(60_000.0));
        assert_eq!(page_budget(Some(Budget::ms(-5.0))), Budget::ms(1.0));
        let nodes = Budget {
            nodes: Some(5_000),
            ..Budget::default()
        };
        assert_eq!(
            page_budget(Some(nodes)),
            Budget {
                ms: max_ms,
                ..nodes
            }
        );
    }

    #[test]
    fn review_has_an_entry_a_decision_and_progress_to_the_total() {
        let record = rotation_record("owari", "seed", 8);
        assert_eq!(record.moves.len(), 8);
        let budget = Budget::depth(3);
        let message = json!({"id": 6, "review": {"record": record, "budget": budget}});
        let (reply, progress) = handled(&message, 6);
        let review = review_from_value(&reply["review"]).unwrap();
        let direct = analysis::review(
            &record,
            page_budget(Some(budget)),
            &FixedClock,
            &mut |_| {},
            &|| false,
        )
        .unwrap();
        assert_eq!(review, direct);
        assert_eq!(reply["review"], serde_json::to_value(&direct).unwrap());
        assert_eq!(review.kind, ValueKind::Seeds);
        assert_eq!(
            review.moves.iter().map(|m| m.ply).collect::<Vec<_>>(),
            (0..8).collect::<Vec<_>>()
        );
        assert_eq!(review.moves[0].player, review.moves[2].player);
        assert_ne!(review.moves[0].player, review.moves[1].player);
        assert_eq!(review.players.len(), 2);
        // The table builds' shape, one a decision, up to the total.
        let steps: Vec<Value> = progress.iter().map(|p| p["progress"].clone()).collect();
        let expected: Vec<Value> = (1..=8).map(|d| json!({"done": d, "total": 8})).collect();
        assert_eq!(steps, expected);

        // The default budget, when none or null.
        let (default, _) = handled(&json!({"id": 7, "review": {"record": record}}), 7);
        let (null, _) = handled(
            &json!({"id": 7, "review": {"record": record, "budget": null}}),
            7,
        );
        assert_eq!(default["review"], null["review"]);
        let direct = analysis::review(
            &record,
            Budget::default(),
            &FixedClock,
            &mut |_| {},
            &|| false,
        )
        .unwrap();
        // Both read from JSON text (serde_json's reading of a float may be
        // one unit in the last place off what was written).
        let text = serde_json::to_string(&direct).unwrap();
        let direct = review_from_value(&serde_json::from_str(&text).unwrap());
        assert_eq!(review_from_value(&default["review"]), direct);
    }

    #[test]
    fn bad_analyse_and_review_requests_get_errors() {
        let over = rotation_record("basic", "kalah-6-4", 1_000);
        let record = rotation_record("owari", "seed", 4);
        let mut unknown = record.clone();
        unknown.game = "chess".into();
        let mut damaged = record.clone();
        damaged.moves.push("Q".into());
        let mut options = record.clone();
        options.options = json!({"pits": 99});
        let mut resigned = record.clone();
        resigned.moves.insert(2, "resign:0".into());
        for (message, why) in [
            (json!({"analyse": {"budget": null}}), "bad analyse request"),
            (json!({"analyse": null}), "bad analyse request"),
            (json!({"analyse": []}), "bad analyse request"),
            (json!({"analyse": {"cursor": 1}}), "bad analyse request"),
            (
                json!({"analyse": {"record": record, "extra": 1}}),
                "bad analyse request",
            ),
            (
                json!({"analyse": {"record": record, "cursor": -1}}),
                "bad analyse request",
            ),
            (
                json!({"analyse": {"record": record, "budget": {"depth": "deep"}}}),
                "bad analyse request",
            ),
            (
                json!({"analyse": {"record": {"game": "owari"}}}),
                "bad analyse request",
            ),
            (
                json!({"analyse": {"record": record, "cursor": 5}}),
                "past the record's 4 moves",
            ),
            (
                json!({"analyse": {"record": unknown}}),
                "unknown game 'chess'",
            ),
            (
                json!({"analyse": {"record": damaged}}),
                "move 5 ('Q') cannot be played",
            ),
            (
                json!({"analyse": {"record": options}}),
                "unknown field `pits`",
            ),
            (json!({"analyse": {"record": resigned}}), "move 3"),
            (json!({"analyse": {"record": over}}), "the game is over"),
            (json!({"review": null}), "bad review request"),
            (
                json!({"review": {"record": record, "cursor": 1}}),
                "bad review request",
            ),
            (
                json!({"review": {"record": record, "budget": 3}}),
                "bad review request",
            ),
            (
                json!({"review": {"record": unknown}}),
                "unknown game 'chess'",
            ),
            (
                json!({"review": {"record": damaged}}),
                "move 5 ('Q') cannot be played",
            ),
            (
                json!({"review": {"record": options}}),
                "unknown field `pits`",
            ),
            (json!({"review": {"record": resigned}}), "move 3"),
        ] {
            let mut message = message;
            message["id"] = json!(9);
            let answer = reply(&message.to_string());
            assert_eq!(answer["id"], 9, "{message}: {answer}");
            let error = answer["error"].as_str().unwrap_or_default();
            assert!(!error.is_empty(), "{message}: {answer}");
            assert!(error.contains(why), "{message}: {answer}");
        }
        // A finished game can be reviewed all the same.
        let (done, _) = handled(
            &json!({"id": 2, "review": {"record": over, "budget": {"depth": 1}}}),
            2,
        );
        assert_eq!(
            done["review"]["moves"].as_array().unwrap().len(),
            over.moves.len()
        );
    }

    #[test]
    fn the_page_reads_no_damaged_analysis_or_review() {
        let record = rotation_record("owari", "seed", 2);
        let (found, _) = handled(
            &json!({"id": 1, "analyse": {"record": record, "budget": {"depth": 2}}}),
            1,
        );
        let (review, _) = handled(
            &json!({"id": 1, "review": {"record": record, "budget": {"depth": 1}}}),
            1,
        );
        let (found, review) = (found["analysis"].clone(), review["review"].clone());
        assert!(analysis_from_value(&found).is_some());
        assert!(review_from_value(&review).is_some());
        for (path, bad) in [
            ("/kind", json!("score")),
            ("/player", json!(-1)),
            ("/moves/0/value", Value::Null),
            ("/moves/0/exact", json!(1)),
            ("/line/0", json!(3)),
            ("/depth", json!(1.5)),
        ] {
            let mut damaged = found.clone();
            *damaged.pointer_mut(path).unwrap() = bad;
            assert_eq!(analysis_from_value(&damaged), None, "{damaged}");
        }
        for (path, bad) in [
            ("/moves/0/class", json!("brilliant")),
            ("/moves/0/value", json!("1")),
            ("/moves/0/ply", json!(-1)),
            ("/players/0/mistakes", Value::Null),
            ("/players", json!({})),
        ] {
            let mut damaged = review.clone();
            *damaged.pointer_mut(path).unwrap() = bad;
            assert_eq!(review_from_value(&damaged), None, "{damaged}");
        }
        assert_eq!(analysis_from_value(&json!({})), None);
        assert_eq!(review_from_value(&Value::Null), None);
    }
}
