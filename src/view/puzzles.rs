//! Puzzles on the page, as plain data: which puzzle to set, how the
//! decisions played are judged against the proven solution, the player's
//! rating and progress, and the daily puzzle.
//!
//! The puzzles themselves are made and proven natively
//! ([`crate::ai::puzzles`]); the page only compares the decisions played
//! with the solution the engine proved, so nothing here decides a rule or
//! a value: a wrong decision is explained by the puzzle's recorded
//! refutation or by its proof's margin.
//!
//! - **Rating.** The player's rating is Glicko-2 (the `skillratings`
//!   crate), starting at 1500 ± 350. Each puzzle counts once, on its first
//!   try: solved without a hint is a win against the puzzle's rating, a
//!   wrong decision, a hint or "show the solution" a loss. A puzzle is a
//!   fixed opponent with deviation [`PUZZLE_DEVIATION`].
//! - **Streak.** Puzzles of rising rating, one after the other, until the
//!   first mistake; it never changes the rating. The best streak is kept.
//! - **Daily puzzle.** Chosen from the day's date in UTC (days since 1970),
//!   so everyone gets the same puzzle on the same day, offline too.

use serde_json::Value;

use super::json_object;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

pub use crate::ai::puzzles::{Method, Proof, Puzzle, Refutation};
use crate::engine::record::{json_error, Record};
use crate::engine::Turn;
use crate::t;
use crate::tr;

/// Where the progress is kept in the browser (and the export's name).
pub const PROGRESS_KEY: &str = "rainbow-games/puzzles";

/// The puzzles made in the board editor (`#/puzzles/mine`): kept in the
/// browser's database, one entry each under [`LOCAL_PREFIX`]`<id>`, the
/// puzzle as JSON (as the shipped files hold it).
pub const LOCAL: &str = "mine";
pub const LOCAL_PREFIX: &str = "puzzle/";

/// The deviation a puzzle's rating is taken to have.
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// A puzzle tried: its id, whether it was solved at the first try, and the
/// rating after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    pub id: String,
    pub solved: bool,
    pub rating: i32,
}

/// The ratings, deviations and volatilities progress may hold (bounds
/// included): anything else is refused when read.
const RATING_BOUNDS: (f64, f64) = (0.0, 5000.0);
const DEVIATION_BOUNDS: (f64, f64) = (0.0, 500.0);
const VOLATILITY_BOUNDS: (f64, f64) = (0.0, 1.0);

/// The player's puzzle rating and history, kept in the browser.
///
/// Read and written by hand through `serde_json::Value` (as the puzzles
/// are, [`puzzles_from_json`]): derived readers for these few types would
/// cost the app's wasm several times more.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Every puzzle tried, in order, with its first result.
    pub attempts: Vec<Attempt>,
    /// The longest streak.
    pub best_streak: u32,
    /// The days (UTC, since 1970) whose daily puzzle was solved.
    pub daily_solved: Vec<i64>,
    /// The lessons' stars, by game and lesson (1 or 2), when this is a
    /// progress file: the file carries them, the browser keeps them apart.
    pub lessons: Stars,
}

/// Lessons' stars by game, then by lesson id (a JSON object of objects of
/// 1 or 2: the page's JSON code, no map type of its own to weigh on the
/// wasm).
pub type Stars = serde_json::Map<String, Value>;

impl Default for Progress {
    fn default() -> Progress {
        let start = Glicko2Rating::new();
        Progress {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            attempts: Vec::new(),
            best_streak: 0,
            daily_solved: Vec::new(),
            lessons: Stars::new(),
        }
    }
}

/// The lessons' stars in a progress file: a lesson's 1 or 2 stars (more
/// reads as 2); what is not a game's lessons with their stars (damaged or
/// from elsewhere) is left out, and so is a lesson with none.
fn stars_of(v: Option<&Value>) -> Stars {
    // Maps filled by insert: collecting into one would link a sort and a
    // bulk build of its own (about 8 KB of the app's wasm).
    let mut games = Stars::new();
    for (game, lessons) in v.and_then(Value::as_object).into_iter().flatten() {
        let Some(lessons) = lessons.as_object() else {
            continue;
        };
        let mut stars = Stars::new();
        for (id, n) in lessons {
            if let Some(n) = n.as_u64().filter(|n| *n > 0) {
                stars.insert(id.clone(), Value::from(n.min(2)));
            }
        }
        games.insert(game.clone(), Value::Object(stars));
    }
    games
}

impl Progress {
    /// The lessons' stars of a progress file's `lessons` object, or of the
    /// browser's own (the same shape), as [`stars_of`] reads them.
    pub fn parse_stars(v: &Value) -> Stars {
        stars_of(Some(v))
    }

    /// Reads progress kept or imported; anything else is refused with the
    /// reason.
    pub fn parse(text: &str) -> Result<Progress, String> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| tr!("progress-error-not", why = &json_error(&e)))?;
        let number = |key: &str| {
            v.get(key)
                .and_then(Value::as_f64)
                .ok_or_else(|| tr!("progress-error-missing", field = key))
        };
        let list = |key: &str| v.get(key).and_then(Value::as_array).map(Vec::as_slice);
        let attempts = list("attempts")
            .unwrap_or_default()
            .iter()
            .map(|a| {
                Some(Attempt {
                    id: a.get("id")?.as_str()?.to_string(),
                    solved: a.get("solved")?.as_bool()?,
                    rating: i32::try_from(a.get("rating")?.as_i64()?).ok()?,
                })
            })
            .collect::<Option<Vec<_>>>()
            .ok_or(t!("progress-error-attempt"))?;
        let daily_solved = list("daily_solved")
            .unwrap_or_default()
            .iter()
            .map(Value::as_i64)
            .collect::<Option<Vec<_>>>()
            .ok_or(t!("progress-error-daily"))?;
        let p = Progress {
            rating: number("rating")?,
            deviation: number("deviation")?,
            volatility: number("volatility")?,
            attempts,
            best_streak: v
                .get("best_streak")
                .and_then(Value::as_u64)
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(0),
            daily_solved,
            lessons: stars_of(v.get("lessons")),
        };
        let sane = |v: f64, (lo, hi): (f64, f64)| v.is_finite() && (lo..=hi).contains(&v);
        if !sane(p.rating, RATING_BOUNDS) || !sane(p.deviation, DEVIATION_BOUNDS) {
            return Err(t!("progress-error-rating").to_string());
        }
        if !sane(p.volatility, VOLATILITY_BOUNDS) {
            return Err(t!("progress-error-volatility").to_string());
        }
        Ok(p)
    }

    /// The stored form.
    pub fn to_json(&self) -> String {
        let attempts: Vec<Value> = self
            .attempts
            .iter()
            .map(|a| {
                json_object([
                    ("id", Value::from(a.id.as_str())),
                    ("solved", Value::from(a.solved)),
                    ("rating", Value::from(a.rating)),
                ])
            })
            .collect();
        let mut out = json_object([
            ("rating", Value::from(self.rating)),
            ("deviation", Value::from(self.deviation)),
            ("volatility", Value::from(self.volatility)),
            ("attempts", Value::from(attempts)),
            ("best_streak", Value::from(self.best_streak)),
            ("daily_solved", Value::from(self.daily_solved.clone())),
        ]);
        if !self.lessons.is_empty() {
            out["lessons"] = Value::Object(self.lessons.clone());
        }
        out.to_string()
    }

    /// The rating as shown: a whole number.
    pub fn shown_rating(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether `id` was tried before.
    pub fn tried(&self, id: &str) -> bool {
        self.attempts.iter().any(|a| a.id == id)
    }

    /// Counts the first try of the puzzle `id` rated `rating`: the rating
    /// moves by Glicko-2 (a win when `solved`). A puzzle tried before
    /// changes nothing. Returns the change of the shown rating.
    pub fn record(&mut self, id: &str, rating: u32, solved: bool) -> Option<i32> {
        if self.tried(id) {
            return None;
        }
        let before = self.shown_rating();
        let me = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let puzzle = Glicko2Rating {
            rating: f64::from(rating),
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (me, _) = glicko2(&me, &puzzle, &outcome, &Glicko2Config::new());
        // Kept within what `parse` reads back, so a rating at the edge never
        // becomes progress that is refused (and reset) on the next visit.
        let within = |v: f64, old: f64, (lo, hi): (f64, f64)| {
            if v.is_finite() {
                v.clamp(lo, hi)
            } else {
                old
            }
        };
        self.rating = within(me.rating, self.rating, RATING_BOUNDS);
        self.deviation = within(me.deviation, self.deviation, DEVIATION_BOUNDS);
        self.volatility = within(me.volatility, self.volatility, VOLATILITY_BOUNDS);
        self.attempts.push(Attempt {
            id: id.to_string(),
            solved,
            rating: self.shown_rating(),
        });
        Some(self.shown_rating() - before)
    }

    /// Puzzles solved at the first try, and tried.
    pub fn score(&self) -> (usize, usize) {
        let solved = self.attempts.iter().filter(|a| a.solved).count();
        (solved, self.attempts.len())
    }

    /// Keeps a streak of `n` if it is the best.
    pub fn end_streak(&mut self, n: u32) {
        self.best_streak = self.best_streak.max(n);
    }
}

/// The puzzles of `game` from its shipped file (`puzzles/<game>.json`, as
/// [`crate::ai::puzzles::PuzzleFile`] writes it), read by hand (see
/// [`Progress`]); a puzzle that cannot be read is left out.
pub fn puzzles_from_json(text: &str, game: &str) -> Result<Vec<Puzzle>, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
    if v.get("game").and_then(Value::as_str) != Some(game) {
        return Err(tr!("puzzles-error-none", game = game));
    }
    let puzzles: Vec<Puzzle> = v
        .get("puzzles")
        .and_then(Value::as_array)
        .map(|all| all.iter().filter_map(puzzle_from_value).collect())
        .unwrap_or_default();
    if puzzles.is_empty() {
        return Err(tr!("puzzles-error-none", game = game));
    }
    Ok(puzzles)
}

/// The puzzles made in the board editor, from their entries (key, text):
/// an entry that cannot be read (damaged, or from a later version) is
/// left out, and left where it is; the others are all there.
pub fn local_puzzles(entries: &[(String, String)]) -> Vec<Puzzle> {
    entries
        .iter()
        .filter_map(|(_, text)| puzzle_from_value(&serde_json::from_str(text).ok()?))
        .collect()
}

fn text(v: &Value, key: &str) -> Option<String> {
    v.get(key)?.as_str().map(str::to_string)
}

fn texts(v: &Value, key: &str) -> Option<Vec<String>> {
    v.get(key)?
        .as_array()?
        .iter()
        .map(|s| s.as_str().map(str::to_string))
        .collect()
}

/// One puzzle of a shipped file.
fn puzzle_from_value(v: &Value) -> Option<Puzzle> {
    let proof = v.get("proof")?;
    let method = match proof.get("method")?.as_str()? {
        "table" => Method::Table,
        "search_to_end" => Method::SearchToEnd,
        "two_depths" => Method::TwoDepths,
        "turn" => Method::Turn,
        _ => return None,
    };
    let depth = |key: &str| {
        proof
            .get(key)
            .and_then(Value::as_u64)
            .and_then(|d| u32::try_from(d).ok())
    };
    let refutations = v
        .get("refutations")?
        .as_array()?
        .iter()
        .map(|r| {
            Some(Refutation {
                mv: text(r, "move")?,
                reply: text(r, "reply"),
                why: text(r, "why")?,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Puzzle {
        id: text(v, "id")?,
        game: text(v, "game")?,
        preset: text(v, "preset")?,
        record: Record::from_value(v.get("record")?).ok()?,
        ply: usize::try_from(v.get("ply")?.as_u64()?).ok()?,
        player: usize::try_from(v.get("player")?.as_u64()?).ok()?,
        task: text(v, "task")?,
        solution: texts(v, "solution")?,
        refutations,
        themes: texts(v, "themes")?,
        rating: u32::try_from(v.get("rating")?.as_u64()?).ok()?,
        proof: Proof {
            method,
            depth: depth("depth")?,
            depth2: depth("depth2"),
            margin: proof.get("margin")?.as_f64()?,
            exact: proof.get("exact")?.as_bool()?,
        },
    })
}

/// The days since 1970-01-01 (UTC) of a time in milliseconds since then.
pub fn day_of(ms: f64) -> i64 {
    (ms / 86_400_000.0).floor() as i64
}

/// A well-mixed number from `x` (splitmix64).
pub fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The daily puzzle's game on `day`: each game of the catalog in turn.
pub fn daily_game(day: i64) -> &'static str {
    let all = crate::games::all();
    all[day.rem_euclid(all.len() as i64) as usize].id
}

/// The daily puzzle on `day` among its game's `count` puzzles.
pub fn daily_index(day: i64, count: usize) -> Option<usize> {
    (count > 0).then(|| (mix(day as u64) % count as u64) as usize)
}

/// The next puzzle for a player rated `rating`: one not tried yet, among
/// the dozen rated nearest to the player, chosen by `salt`; when every
/// puzzle was tried, any of them.
pub fn pick(puzzles: &[Puzzle], progress: &Progress, salt: u64) -> Option<usize> {
    let fresh: Vec<usize> = (0..puzzles.len())
        .filter(|&i| !progress.tried(&puzzles[i].id))
        .collect();
    let pool = if fresh.is_empty() {
        (0..puzzles.len()).collect()
    } else {
        fresh
    };
    let pool = nearest(pool, 12, |i| {
        (f64::from(puzzles[i].rating) - progress.rating).abs() as u64
    });
    (!pool.is_empty()).then(|| pool[(mix(salt) % pool.len() as u64) as usize])
}

/// The `k` entries of `pool` with the smallest `key` (the first of equals
/// first), smallest first: a selection, as the pools are small (a sort
/// would bring the standard sort's code into the app's wasm).
fn nearest(mut pool: Vec<usize>, k: usize, key: impl Fn(usize) -> u64) -> Vec<usize> {
    let mut out = Vec::with_capacity(k);
    while out.len() < k {
        let Some((at, _)) = pool.iter().enumerate().min_by_key(|(_, &i)| key(i)) else {
            break;
        };
        out.push(pool.remove(at));
    }
    out
}

/// The next puzzle of a streak: the lowest rated above `floor` not yet in
/// the streak (`done`), chosen by `salt` among the few nearest.
pub fn next_in_streak(puzzles: &[Puzzle], done: &[String], floor: u32, salt: u64) -> Option<usize> {
    let pool: Vec<usize> = (0..puzzles.len())
        .filter(|&i| puzzles[i].rating >= floor && !done.contains(&puzzles[i].id))
        .collect();
    let pool = nearest(pool, 4, |i| u64::from(puzzles[i].rating));
    (!pool.is_empty()).then(|| pool[(mix(salt) % pool.len() as u64) as usize])
}

/// Where the solving of a puzzle has got, from the decisions played since
/// its position.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// The player's decision is awaited: the solution's entry `at`.
    Yours(usize),
    /// The engine replies with this decision (the solution's next entry).
    Reply(String),
    /// Every entry of the solution played.
    Solved,
    /// A decision other than the solution's entry `at`.
    Wrong { at: usize, played: String },
}

/// The step of `puzzle` after the decisions `played` since its position,
/// with `actor` the seat to decide now (`None`: a roll of the dice or
/// nobody).
pub fn step(puzzle: &Puzzle, played: &[String], actor: Option<usize>) -> Step {
    for (at, (mv, want)) in played.iter().zip(&puzzle.solution).enumerate() {
        if mv != want {
            return Step::Wrong {
                at,
                played: mv.clone(),
            };
        }
    }
    let at = played.len();
    match puzzle.solution.get(at) {
        None => Step::Solved,
        Some(_) if actor == Some(puzzle.player) => Step::Yours(at),
        Some(reply) => Step::Reply(reply.clone()),
    }
}

/// The engine's reply to a wrong first decision and why it is wrong, as
/// the puzzle recorded them.
pub fn refutation<'a>(puzzle: &'a Puzzle, at: usize, played: &str) -> Option<&'a Refutation> {
    (at == 0).then_some(())?;
    puzzle.refutations.iter().find(|r| r.mv == played)
}

/// Why a decision other than the solution's is wrong, from what the proof
/// establishes (for a decision the puzzle did not list).
pub fn why_wrong(puzzle: &Puzzle, at: usize) -> String {
    let key = puzzle.solution.get(at).map(String::as_str).unwrap_or("?");
    let margin = puzzle.proof.margin.round() as i64;
    if puzzle.proof.method == Method::Turn {
        return if margin >= 100 {
            tr!("puzzle-wrong-not-win-now", key = key)
        } else {
            tr!("puzzle-wrong-fewer", key = key, margin = margin)
        };
    }
    if puzzle.task.contains("only move that wins") {
        tr!("puzzle-wrong-not-win", key = key)
    } else if puzzle.task.contains("does not lose") {
        tr!("puzzle-wrong-loses", key = key)
    } else {
        tr!(
            "puzzle-wrong-seeds",
            key = key,
            seeds = margin.unsigned_abs()
        )
    }
}

/// The puzzle's task in the player's language, with `names` the seats'
/// names as the page shows them. The task is stored in English, in the
/// words [`crate::ai::puzzles`] writes; a task worded otherwise is shown
/// as stored.
pub fn task_text(puzzle: &Puzzle, names: &[String]) -> String {
    let stored = puzzle.task.as_str();
    let Some((recorded, rest)) = stored.split_once(" to move: ") else {
        return stored.to_string();
    };
    let name = names.get(puzzle.player).map_or(recorded, String::as_str);
    let (rest, then) = match rest.strip_suffix(" Then keep finding the best move.") {
        Some(rest) => (rest, true),
        None => (rest, false),
    };
    let task = match rest {
        "find the only move that wins." => tr!("puzzle-task-win", name = name),
        "find the only move that does not lose." => tr!("puzzle-task-not-lose", name = name),
        "win the game this turn." => tr!("puzzle-task-win-now", name = name),
        "capture as much as you can this turn." => tr!("puzzle-task-capture-now", name = name),
        _ => match rest
            .strip_prefix("find the move that ends at least ")
            .and_then(|r| r.strip_suffix(" seeds ahead of any other."))
            .and_then(|n| n.parse::<i64>().ok())
        {
            Some(seeds) => tr!("puzzle-task-seeds", name = name, seeds = seeds),
            None => return stored.to_string(),
        },
    };
    match then {
        true => tr!("puzzle-task-then", task = &task),
        false => task,
    }
}

/// Why the wrong decision `r` of `puzzle` is wrong, in the player's
/// language, with `names` the seats' names as the page shows them (the
/// reason is stored in English, in the words [`crate::ai::puzzles`]
/// writes; a reason worded otherwise is shown as stored).
pub fn refutation_text(puzzle: &Puzzle, r: &Refutation, names: &[String]) -> String {
    let why = r.why.as_str();
    let number = |n: &str| n.parse::<i64>().ok();
    let text = match why {
        "This loses the game." => Some(t!("puzzle-refutation-loses").to_string()),
        "This only draws." => Some(t!("puzzle-refutation-draws").to_string()),
        "This does not win this turn." => Some(t!("puzzle-refutation-not-win-now").to_string()),
        _ => None,
    };
    let worse = || {
        let n = why
            .strip_prefix("This ends ")?
            .strip_suffix(" seeds worse than the best move.")?;
        Some(tr!("puzzle-refutation-worse", seeds = number(n)?))
    };
    let at_most = || {
        let (got, best) = why
            .strip_prefix("At most ")?
            .strip_suffix(" with the best move.")?
            .split_once(" captured this turn, against ")?;
        Some(tr!(
            "puzzle-refutation-at-most",
            captured = number(got)?,
            best = number(best)?
        ))
    };
    let reply = || {
        let (recorded, n) = why.strip_suffix(" in reply.")?.rsplit_once(" captures ")?;
        // Who replies: the player to move after the wrong decision.
        let mut session = puzzle.record.replay().ok()?;
        session.play(&r.mv).ok()?;
        let name = match session.turn() {
            Turn::Player(p) => names.get(p).map_or(recorded, String::as_str),
            _ => recorded,
        };
        Some(tr!(
            "puzzle-refutation-reply",
            name = name,
            captured = number(n)?
        ))
    };
    text.or_else(worse)
        .or_else(at_most)
        .or_else(reply)
        .unwrap_or_else(|| why.to_string())
}

/// The themes in words, for the page: "chain capture · relay". A theme
/// is stored as an English word ([`crate::ai::puzzles`]); one the
/// catalogue does not know is shown as stored.
pub fn themes_text(puzzle: &Puzzle) -> String {
    let words: Vec<&str> = puzzle
        .themes
        .iter()
        .map(|t| theme_word(t).unwrap_or(t))
        .collect();
    words.join(" · ")
}

fn theme_word(theme: &str) -> Option<&'static str> {
    Some(match theme {
        "relay" => t!("puzzle-theme-relay"),
        "chain capture" => t!("puzzle-theme-chain-capture"),
        "extra turn" => t!("puzzle-theme-extra-turn"),
        "colour choice" => t!("puzzle-theme-colour-choice"),
        "grand slam" => t!("puzzle-theme-grand-slam"),
        "feeding" => t!("puzzle-theme-feeding"),
        "star row" => t!("puzzle-theme-star-row"),
        "hollow claim" => t!("puzzle-theme-hollow-claim"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::puzzles::PuzzleFile;
    use crate::view::testing::record;

    fn puzzle(id: &str, rating: u32, solution: &[&str]) -> Puzzle {
        Puzzle {
            id: id.to_string(),
            game: "basic".to_string(),
            preset: "seed".to_string(),
            record: record("basic", &[]),
            ply: 0,
            player: 0,
            task: "South to move: find the move that ends at least 4 seeds ahead of any other."
                .to_string(),
            solution: solution.iter().map(|s| s.to_string()).collect(),
            refutations: vec![Refutation {
                mv: "A".to_string(),
                reply: Some("e".to_string()),
                why: "North captures 4 in reply.".to_string(),
            }],
            themes: vec!["extra turn".to_string()],
            rating,
            proof: Proof {
                method: Method::TwoDepths,
                depth: 8,
                depth2: Some(10),
                margin: 4.0,
                exact: false,
            },
        }
    }

    fn moves(m: &[&str]) -> Vec<String> {
        m.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn local_puzzles_are_read_and_a_damaged_entry_is_left_out_alone() {
        let mut made = puzzle("basic-position-1", 1500, &["C"]);
        made.record.position = Some("4,4,4,4,4,4/4,4,4,4,4,4 0:0 s".to_string());
        let text = serde_json::to_string(&made).unwrap();
        let entries = vec![
            (format!("{LOCAL_PREFIX}a"), text.clone()),
            (format!("{LOCAL_PREFIX}b"), "{\"id\":".to_string()),
            (format!("{LOCAL_PREFIX}c"), "[1,2]".to_string()),
            (
                format!("{LOCAL_PREFIX}d"),
                text.replace("basic-position-1", "basic-position-2"),
            ),
        ];
        let read = local_puzzles(&entries);
        assert_eq!(read.len(), 2);
        assert_eq!(read[0], made);
        assert_eq!(read[1].id, "basic-position-2");
        assert_eq!(local_puzzles(&[]), Vec::new());
    }

    #[test]
    fn a_progress_file_carries_the_lessons_stars_and_leaves_out_damaged_ones() {
        let mut p = Progress::default();
        assert!(!p.to_json().contains("lessons"), "no stars, no field");
        p.lessons = Progress::parse_stars(&serde_json::json!({
            "basic": {"sowing": 2},
            "owari": {"capture": 1},
        }));
        assert_eq!(Progress::parse(&p.to_json()), Ok(p.clone()));
        let file = r#"{"rating":1500,"deviation":350,"volatility":0.06,
            "lessons":{"basic":{"sowing":7,"again":0,"end":"two","store":1},"owari":[1],"x":3}}"#;
        let read = Progress::parse(file).unwrap().lessons;
        assert_eq!(
            Value::Object(read),
            serde_json::json!({"basic": {"sowing": 2, "store": 1}}),
            "only a game's lessons, and only their stars"
        );
        // A file from before the lessons has none.
        let old = r#"{"rating":1500,"deviation":350,"volatility":0.06}"#;
        assert!(Progress::parse(old).unwrap().lessons.is_empty());
    }

    #[test]
    fn steps_follow_the_solution_and_stop_at_the_first_wrong_decision() {
        let p = puzzle("p", 1500, &["E", "e", "F"]);
        assert_eq!(step(&p, &[], Some(0)), Step::Yours(0));
        assert_eq!(step(&p, &moves(&["E"]), Some(1)), Step::Reply("e".into()));
        // An extra turn: the player decides again, the solution says so.
        assert_eq!(step(&p, &moves(&["E", "e"]), Some(0)), Step::Yours(2));
        assert_eq!(step(&p, &moves(&["E", "e", "F"]), Some(1)), Step::Solved);
        assert_eq!(
            step(&p, &moves(&["E", "e", "C"]), Some(1)),
            Step::Wrong {
                at: 2,
                played: "C".into()
            }
        );
        assert_eq!(
            step(&p, &moves(&["A"]), Some(1)),
            Step::Wrong {
                at: 0,
                played: "A".into()
            }
        );
        // A roll of the dice (no actor) in the line is the engine's.
        assert_eq!(step(&p, &moves(&["E"]), None), Step::Reply("e".into()));
    }

    #[test]
    fn wrong_decisions_are_explained_by_the_refutation_or_the_proof() {
        let p = puzzle("p", 1500, &["E"]);
        assert_eq!(
            refutation(&p, 0, "A").map(|r| r.why.as_str()),
            Some("North captures 4 in reply.")
        );
        assert!(refutation(&p, 0, "B").is_none());
        assert!(refutation(&p, 1, "A").is_none());
        assert_eq!(why_wrong(&p, 0), "E ends at least 4 seeds ahead of this.");
        let mut won = p.clone();
        won.task = "South to move: find the only move that wins.".into();
        assert_eq!(
            why_wrong(&won, 0),
            "This does not win against best play; E does."
        );
        let mut turn = p.clone();
        turn.proof.method = Method::Turn;
        turn.proof.margin = 2.0;
        assert_eq!(
            why_wrong(&turn, 0),
            "This captures at least 2 fewer this turn than E."
        );
        turn.proof.margin = 100.0;
        assert_eq!(
            why_wrong(&turn, 0),
            "This does not win the game this turn; E does."
        );
    }

    #[test]
    fn the_rating_moves_once_per_puzzle_by_glicko2() {
        let mut p = Progress::default();
        assert_eq!(p.shown_rating(), 1500);
        let up = p.record("a", 1500, true).expect("first try counts");
        assert!(up > 100, "a new player's first win moves far: {up}");
        assert_eq!(
            p.record("a", 1500, false),
            None,
            "a second try never counts"
        );
        let down = p.record("b", 1200, false).expect("counts");
        assert!(down < 0);
        assert_eq!(p.score(), (1, 2));
        assert_eq!(p.attempts[1].rating, p.shown_rating());
        // Beating a stronger puzzle gains more than beating a weaker one.
        let (mut weak, mut strong) = (Progress::default(), Progress::default());
        let gain_weak = weak.record("x", 1100, true).expect("counts");
        let gain_strong = strong.record("x", 1900, true).expect("counts");
        assert!(
            0 < gain_weak && gain_weak < gain_strong,
            "{gain_weak} {gain_strong}"
        );
        assert!(strong.deviation < 350.0, "a result narrows the deviation");
        // At the edges of what is read back, the rating stays within them.
        for (rating, puzzle, solved) in
            [(5000.0, 5000, true), (0.0, 0, false), (4999.0, 4000, true)]
        {
            let mut edge = Progress {
                rating,
                deviation: 500.0,
                ..Progress::default()
            };
            edge.record("e", puzzle, solved);
            assert!(
                Progress::parse(&edge.to_json()).is_ok(),
                "{}",
                edge.to_json()
            );
        }
    }

    #[test]
    fn progress_survives_its_text_and_bad_text_is_refused() {
        let mut p = Progress::default();
        p.record("a", 1400, true);
        p.end_streak(3);
        p.end_streak(2);
        assert_eq!(p.best_streak, 3);
        assert_eq!(Progress::parse(&p.to_json()), Ok(p));
        assert!(Progress::parse("nonsense").is_err());
        assert!(Progress::parse(r#"{"rating":1e309,"deviation":1,"volatility":0.06}"#).is_err());
        assert!(Progress::parse(r#"{"rating":-5,"deviation":1,"volatility":0.06}"#).is_err());
        assert!(Progress::parse(r#"{"rating":1500,"deviation":350,"volatility":0.06}"#).is_ok());
        assert!(Progress::parse(r#"{"rating":1500,"deviation":350}"#).is_err());
        assert!(Progress::parse(
            r#"{"rating":1500,"deviation":350,"volatility":0.06,"attempts":[{"id":1}]}"#
        )
        .is_err());
    }

    #[test]
    fn the_shipped_files_read_by_hand_as_serde_reads_them() {
        for game in crate::games::ids() {
            let path = format!("{}/assets/puzzles/{game}.json", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).expect("shipped file");
            let file: PuzzleFile = serde_json::from_str(&text).expect("serde reads it");
            assert_eq!(puzzles_from_json(&text, game), Ok(file.puzzles), "{game}");
        }
        assert!(puzzles_from_json("{}", "owari").is_err());
        assert!(puzzles_from_json(r#"{"game":"owari","puzzles":[]}"#, "owari").is_err());
        assert!(puzzles_from_json(r#"{"game":"basic","puzzles":[]}"#, "owari").is_err());
        assert!(puzzles_from_json("[", "owari").is_err());
    }

    #[test]
    fn tasks_and_refutations_are_worded_again_as_stored() {
        // In English, every shipped task and reason reads as stored: the
        // page's words for them are the catalogue's.
        let mut replies = 0;
        for game in crate::games::ids() {
            let path = format!("{}/assets/puzzles/{game}.json", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).expect("shipped file");
            for p in puzzles_from_json(&text, game).unwrap() {
                let view = crate::view::GameView::from_record(&p.record, p.ply).unwrap();
                let names: Vec<String> = (0..view.player_count())
                    .map(|q| view.player_name(q))
                    .collect();
                assert_eq!(task_text(&p, &names), p.task);
                for theme in &p.themes {
                    assert_eq!(theme_word(theme), Some(theme.as_str()), "a message");
                }
                // A task in another wording is shown as stored.
                let odd = Puzzle {
                    task: format!("{} Really.", p.task),
                    ..p.clone()
                };
                assert_eq!(task_text(&odd, &names), odd.task);
                // The names shown are the page's, not the stored ones.
                let seats: Vec<String> = (0..names.len()).map(|q| format!("Seat{q}")).collect();
                let own = format!("Seat{} to move: ", p.player);
                assert!(task_text(&p, &seats).starts_with(&own));
                for r in &p.refutations {
                    assert_eq!(refutation_text(&p, r, &names), r.why, "{}", p.id);
                    if r.why.ends_with(" in reply.") {
                        replies += 1;
                        let other = refutation_text(&p, r, &seats);
                        assert!(other.starts_with("Seat"), "{other}");
                        assert!(!other.starts_with(&own[..5 + 1]), "the replier: {other}");
                    }
                }
            }
        }
        assert!(replies > 100, "the shipped reasons include replies");
    }

    #[test]
    fn the_daily_puzzle_depends_on_the_day_only() {
        assert_eq!(day_of(0.0), 0);
        assert_eq!(day_of(86_400_000.0 * 20_000.5), 20_000);
        assert_eq!(day_of(-1.0), -1);
        let games = crate::games::ids();
        let days: Vec<&str> = (20_000..20_000 + games.len() as i64)
            .map(daily_game)
            .collect();
        for g in games {
            assert!(
                days.contains(&g),
                "every game in as many days as games: {g}"
            );
        }
        assert_eq!(daily_index(20_000, 300), daily_index(20_000, 300));
        assert_eq!(daily_index(20_000, 0), None);
        let spread: std::collections::BTreeSet<_> = (20_000..20_050)
            .filter_map(|d| daily_index(d, 300))
            .collect();
        assert!(spread.len() > 40, "days differ: {}", spread.len());
    }

    #[test]
    fn puzzles_are_picked_near_the_rating_and_not_repeated() {
        let ps: Vec<Puzzle> = (0..40)
            .map(|i| puzzle(&format!("p{i}"), 800 + 50 * i, &["E"]))
            .collect();
        let mut progress = Progress::default();
        for salt in 0..30 {
            let i = pick(&ps, &progress, salt).expect("some puzzle");
            assert!((f64::from(ps[i].rating) - 1500.0).abs() <= 300.0);
        }
        for p in &ps {
            if p.id != "p30" {
                progress.record(&p.id, p.rating, true);
            }
        }
        assert_eq!(pick(&ps, &progress, 7), Some(30), "only p30 is left");
        progress.record("p30", 2300, true);
        assert!(pick(&ps, &progress, 7).is_some(), "all tried: any");
        assert_eq!(pick(&[], &progress, 7), None);
    }

    #[test]
    fn a_streak_climbs_in_rating() {
        let ps: Vec<Puzzle> = [900, 700, 1300, 1100, 800]
            .iter()
            .enumerate()
            .map(|(i, &r)| puzzle(&format!("p{i}"), r, &["E"]))
            .collect();
        let mut done = Vec::new();
        let mut floor = 0;
        let mut ratings = Vec::new();
        while let Some(i) = next_in_streak(&ps, &done, floor, 1) {
            ratings.push(ps[i].rating);
            floor = ps[i].rating;
            done.push(ps[i].id.clone());
        }
        let mut sorted = ratings.clone();
        sorted.sort_unstable();
        assert_eq!(ratings, sorted);
        assert!(!ratings.is_empty());
    }
}
