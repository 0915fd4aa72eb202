//! Lessons, as plain data: a game's course (`assets/lessons/<game>.json`),
//! its steps, and whether what the player did meets a step's goal.
//!
//! A step is a real position (a record: options, seed and the moves that
//! reach it), one short task, and its goal as a predicate over what the
//! engine says the player's decision did ([`Goal`]): never a list of
//! accepted moves alone, so any decision that does what the task asks is
//! right. A decision is everything the player to move plays until the move
//! is over (the turn passes, chance acts, or their next action would begin
//! a new move): one pit in most games, a pit and its colours in Rainbow
//! Chase, every step of a turn in Rainbow Passage (only its roll begins a
//! move). Dice are moves of the record (`@ggbyy`), so a step's position
//! states every roll, the learner's last.
//!
//! The words are the course's own: `text` maps each key to its English,
//! and `assets/i18n/<lang>/lessons/<game>.json` to its translation. Courses
//! are read by hand through `serde_json::Value`, as the puzzles are: a
//! derived reader would weigh more in the page.

use serde_json::Value;

use crate::engine::board_view::{GridView, Side, DICE_COLOUR_NAMES};
use crate::engine::record::Record;
use crate::engine::session::Session;
use crate::engine::{Effect, Slot, Turn};

/// A game's course.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    pub game: String,
    pub lessons: Vec<Lesson>,
    /// Every text key with its English.
    pub text: Vec<(String, String)>,
}

/// A lesson: a title and its steps, done in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    pub id: String,
    /// The title's text key.
    pub title: String,
    pub steps: Vec<LessonStep>,
}

/// One step: a position, a task and its goal.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonStep {
    /// The position: the record's moves played from its start.
    pub record: Record,
    /// The task's text key.
    pub task: String,
    /// The hint's text key.
    pub hint: Option<String>,
    /// What the hint points at: pit or square names.
    pub look: Vec<String>,
    /// What the player's decision must do.
    pub goal: Goal,
    /// The words after a right decision (a text key), if not the usual.
    pub right: Option<String>,
    /// A game to play out from here against a computer of this level
    /// (the course's last lesson): the goal is then judged on the game's
    /// end, not on one decision.
    pub opponent: Option<String>,
}

/// What a decision must do. Combined with [`Goal::All`], [`Goal::Either`]
/// and [`Goal::Not`].
#[derive(Clone, Debug, PartialEq)]
pub enum Goal {
    /// Any legal decision.
    Any,
    /// The mover captures at least this many seeds (or beads) in it.
    Captures(u32),
    /// The mover captures the pit of this name.
    CapturesPit(String),
    /// The mover plays again after it.
    ExtraTurn,
    /// The mover is to move again after it (an extra turn, or the others
    /// pass).
    MovesAgain,
    /// The last seed sown lands in the mover's store.
    LastInStore,
    /// The last seed sown lands in the pit of this name.
    LastIn(String),
    /// A seed (of this colour, an index into
    /// [`COLOUR_NAMES`](crate::engine::session::COLOUR_NAMES), if given) is
    /// dropped in the pit of this name.
    Drops {
        pit: String,
        colour: Option<u8>,
    },
    /// The mover's score is at least this after it.
    ScoreAtLeast(i32),
    /// The mover captures at least this many pieces (Rainbow Passage).
    CapturesPieces(u32),
    /// The mover wins the game with it.
    Wins,
    /// A step of the mover's ends this many rows from their own edge (1:
    /// the edge row itself; on a board of squares).
    ReachesRow(u32),
    /// A step of the mover's ends on the star row (the board's middle row
    /// from the mover's side).
    StarRow,
    /// A step of the mover's ends on the far edge row (the piece crosses).
    FarSide,
    /// The mover's steps end on squares of this colour (an index into
    /// [`DICE_COLOUR_NAMES`]) at least this many times.
    StepsOn {
        colour: u8,
        times: u32,
    },
    /// The mover takes at least this many steps.
    Steps(u32),
    /// The mover brings back a captured piece (Rainbow Passage: a turn of
    /// no step and no pass on a board of squares is a return).
    Returns,
    /// After it the mover has a piece on the square of this name.
    PieceOn(String),
    /// Its first action is one of these (only within [`Goal::All`]: a goal
    /// of accepted moves alone would teach a move, not a rule).
    Starts(Vec<String>),
    All(Vec<Goal>),
    Either(Vec<Goal>),
    Not(Box<Goal>),
}

/// What a decision did, as the engine told it.
pub struct Decision<'a> {
    /// Its actions, in order.
    pub actions: &'a [String],
    /// Their effects, in order.
    pub effects: &'a [Effect],
    /// The seat that decided.
    pub mover: usize,
    /// The position after it.
    pub after: &'a dyn Session,
    /// The names of the board's pits, by number.
    pub pit_names: &'a [String],
}

impl Goal {
    /// Whether `decision` meets the goal.
    pub fn met(&self, d: &Decision) -> bool {
        let mover = d.mover as u8;
        match self {
            Goal::Any => true,
            Goal::Captures(n) => captured(d) >= *n,
            Goal::CapturesPit(name) => d.effects.iter().any(|e| {
                matches!(e, Effect::Capture { pit, player, .. }
                    if *player == mover && d.pit_names.get(*pit as usize) == Some(name))
            }),
            Goal::ExtraTurn => d
                .effects
                .iter()
                .any(|e| matches!(e, Effect::ExtraTurn { player } if *player == mover)),
            Goal::MovesAgain => d.after.turn() == Turn::Player(d.mover),
            Goal::LastInStore => {
                let last = d.effects.iter().rev().find_map(|e| match e {
                    Effect::Drop { slot, .. } => Some(*slot),
                    _ => None,
                });
                last == Some(Slot::Store(mover))
            }
            Goal::LastIn(name) => {
                let last = d.effects.iter().rev().find_map(|e| match e {
                    Effect::Drop { slot, .. } => Some(*slot),
                    _ => None,
                });
                matches!(last, Some(Slot::Pit(p)) if d.pit_names.get(p as usize) == Some(name))
            }
            Goal::Drops { pit, colour } => d.effects.iter().any(|e| {
                matches!(e, Effect::Drop { slot: Slot::Pit(p), colour: c }
                    if d.pit_names.get(*p as usize) == Some(pit)
                        && (colour.is_none() || c == colour))
            }),
            Goal::ScoreAtLeast(n) => d.after.scores().get(d.mover).is_some_and(|s| s >= n),
            Goal::CapturesPieces(n) => {
                let count = d
                    .effects
                    .iter()
                    .filter(|e| matches!(e, Effect::PieceCaptured { by, .. } if *by == mover))
                    .count();
                count as u32 >= *n
            }
            Goal::Wins => match d.after.turn() {
                Turn::Over(outcome) => outcome.sole_winner() == Some(d.mover),
                _ => false,
            },
            Goal::ReachesRow(_)
            | Goal::StarRow
            | Goal::FarSide
            | Goal::StepsOn { .. }
            | Goal::Steps(_)
            | Goal::Returns
            | Goal::PieceOn(_) => self.met_on_squares(d),
            Goal::Starts(moves) => d.actions.first().is_some_and(|a| moves.contains(a)),
            Goal::All(goals) => goals.iter().all(|g| g.met(d)),
            Goal::Either(goals) => goals.iter().any(|g| g.met(d)),
            Goal::Not(goal) => !goal.met(d),
        }
    }

    /// Whether `d` meets a goal of a board of squares (Rainbow Passage),
    /// judged on its steps and on the board after it.
    fn met_on_squares(&self, d: &Decision) -> bool {
        let mover = d.mover as u8;
        let board = d.after.board();
        let Some(grid) = board.grid() else {
            return false;
        };
        match self {
            Goal::ReachesRow(_) | Goal::StarRow | Goal::FarSide => steps(d).any(|to| {
                let (row, star, far) = rows(grid, mover, to);
                match self {
                    Goal::ReachesRow(r) => row + 1 == *r,
                    Goal::StarRow => row == star,
                    _ => row == far,
                }
            }),
            Goal::StepsOn { colour, times } => {
                let on = steps(d).filter(|&to| grid.colours.get(to as usize) == Some(colour));
                on.count() as u32 >= *times
            }
            Goal::Steps(n) => steps(d).count() as u32 >= *n,
            // A turn of no step and no pass brings a piece back.
            Goal::Returns => {
                !d.actions.is_empty()
                    && !d
                        .effects
                        .iter()
                        .any(|e| matches!(e, Effect::Step { .. } | Effect::Pass { .. }))
            }
            Goal::PieceOn(name) => grid
                .pieces
                .iter()
                .any(|p| p.owner == mover && grid.square_name(p.square) == *name),
            _ => false,
        }
    }

    /// Reads a goal: `"any"`, `"extra_turn"`, `"moves_again"`,
    /// `"last_in_store"`, `"wins"`, `"star_row"`, `"far_side"`, `"returns"`,
    /// or an object of one field: `captures`, `captures_pit`, `last_in`,
    /// `drops` (`"d"`, or `"d red"` for a colour), `score_at_least`,
    /// `captures_pieces`, `reaches_row`, `steps_on` (`"blue"`, or
    /// `"blue 2"` for twice), `steps`, `piece_on`, `starts`, `all`,
    /// `either`, `not`.
    pub fn parse(value: &Value) -> Result<Goal, String> {
        if let Some(word) = value.as_str() {
            return match word {
                "any" => Ok(Goal::Any),
                "extra_turn" => Ok(Goal::ExtraTurn),
                "moves_again" => Ok(Goal::MovesAgain),
                "last_in_store" => Ok(Goal::LastInStore),
                "wins" => Ok(Goal::Wins),
                "star_row" => Ok(Goal::StarRow),
                "far_side" => Ok(Goal::FarSide),
                "returns" => Ok(Goal::Returns),
                other => Err(format!("unknown goal \"{other}\"")),
            };
        }
        let object = value.as_object().ok_or("a goal is a word or an object")?;
        let [(name, arg)] = object.iter().collect::<Vec<_>>()[..] else {
            return Err("a goal object has exactly one field".into());
        };
        let number = || {
            arg.as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| format!("\"{name}\" takes a whole number"))
        };
        let list = || {
            arg.as_array()
                .ok_or_else(|| format!("\"{name}\" takes a list"))?
                .iter()
                .map(Goal::parse)
                .collect::<Result<Vec<_>, _>>()
        };
        Ok(match name.as_str() {
            "captures" => Goal::Captures(number()?),
            "captures_pit" => Goal::CapturesPit(
                arg.as_str()
                    .ok_or("\"captures_pit\" takes a pit's name")?
                    .to_string(),
            ),
            "last_in" => Goal::LastIn(
                arg.as_str()
                    .ok_or("\"last_in\" takes a pit's name")?
                    .to_string(),
            ),
            "drops" => {
                let text = arg.as_str().ok_or("\"drops\" takes a pit and a colour")?;
                let mut words = text.split_whitespace();
                let pit = words.next().ok_or("\"drops\" takes a pit")?.to_string();
                let colour = words
                    .next()
                    .map(|c| colour_index(&crate::engine::session::COLOUR_NAMES, c))
                    .transpose()?;
                Goal::Drops { pit, colour }
            }
            "score_at_least" => Goal::ScoreAtLeast(number()? as i32),
            "reaches_row" => Goal::ReachesRow(number()?),
            "steps" => Goal::Steps(number()?),
            "piece_on" => Goal::PieceOn(
                arg.as_str()
                    .ok_or("\"piece_on\" takes a square's name")?
                    .to_string(),
            ),
            "steps_on" => {
                let text = arg.as_str().ok_or("\"steps_on\" takes a colour")?;
                let mut words = text.split_whitespace();
                let colour = colour_index(&DICE_COLOUR_NAMES, words.next().unwrap_or(""))?;
                let times = match words.next() {
                    None => 1,
                    Some(n) => n.parse().map_err(|_| format!("\"{n}\" is not a number"))?,
                };
                Goal::StepsOn { colour, times }
            }
            "captures_pieces" => Goal::CapturesPieces(number()?),
            "starts" => Goal::Starts(
                arg.as_array()
                    .ok_or("\"starts\" takes a list of moves")?
                    .iter()
                    .map(|m| m.as_str().map(str::to_string))
                    .collect::<Option<Vec<_>>>()
                    .ok_or("\"starts\" takes a list of moves")?,
            ),
            "all" => Goal::All(list()?),
            "either" => Goal::Either(list()?),
            "not" => Goal::Not(Box::new(Goal::parse(arg)?)),
            other => return Err(format!("unknown goal \"{other}\"")),
        })
    }

    /// Whether the goal names moves only (a list of accepted moves, which
    /// teaches nothing by itself).
    fn only_moves(&self) -> bool {
        match self {
            Goal::Starts(_) => true,
            Goal::All(goals) | Goal::Either(goals) => goals.iter().all(Goal::only_moves),
            Goal::Not(goal) => goal.only_moves(),
            _ => false,
        }
    }
}

/// The squares the mover's steps in a decision end on.
fn steps<'a>(d: &'a Decision) -> impl Iterator<Item = u16> + 'a {
    let mover = d.mover as u8;
    d.effects.iter().filter_map(move |e| match e {
        Effect::Step { player, to, .. } if *player == mover => Some(*to),
        _ => None,
    })
}

/// How far `square` is from `mover`'s own edge, in rows (0: the edge
/// row), and how far the star row and the far edge row are.
fn rows(grid: &GridView, mover: u8, square: u16) -> (u32, u32, u32) {
    let (w, h) = (grid.width.max(1) as u32, grid.height as u32);
    let side = grid.players.get(mover as usize).map(|p| p.side);
    let ahead = |s: u16| {
        let (x, y) = (s as u32 % w, s as u32 / w);
        match side {
            Some(Side::North) => h.saturating_sub(1 + y),
            Some(Side::West) => x,
            Some(Side::East) => w.saturating_sub(1 + x),
            _ => y,
        }
    };
    let depth = match side {
        Some(Side::West | Side::East) => w,
        _ => h,
    };
    (ahead(square), ahead(grid.star), depth.saturating_sub(1))
}

/// The seeds (or beads) the mover captured in a decision.
pub fn captured(d: &Decision) -> u32 {
    d.effects
        .iter()
        .map(|e| match e {
            Effect::Capture { count, player, .. } if *player as usize == d.mover => *count as u32,
            _ => 0,
        })
        .sum()
}

/// Whether, after a decision of `mover`'s, the move is over: the turn has
/// passed, chance acts, the game is over, or `mover`'s next action would
/// begin a new move.
pub fn decision_over(session: &dyn Session, mover: usize) -> bool {
    match session.turn() {
        Turn::Player(p) if p == mover => session.legal().iter().all(|m| session.starts_move(m)),
        _ => true,
    }
}

/// The index of a colour's name in `names`.
fn colour_index(names: &[&str], name: &str) -> Result<u8, String> {
    names
        .iter()
        .position(|n| *n == name)
        .map(|c| c as u8)
        .ok_or_else(|| format!("no colour \"{name}\""))
}

fn text_of(value: &Value, field: &str) -> Result<String, String> {
    value
        .get(field)
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| format!("\"{field}\" is missing or not text"))
}

impl Course {
    /// Reads a course file.
    pub fn parse(text: &str) -> Result<Course, String> {
        let file: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let game = text_of(&file, "game")?;
        let text = words_of(&file)?;
        let lessons = file
            .get("lessons")
            .and_then(Value::as_array)
            .ok_or("\"lessons\" is missing")?
            .iter()
            .enumerate()
            .map(|(k, lesson)| {
                Lesson::parse(&game, lesson).map_err(|e| format!("lesson {}: {e}", k + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Course {
            game,
            lessons,
            text,
        })
    }

    /// The English of a text key.
    pub fn english(&self, key: &str) -> Option<&str> {
        self.text
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, t)| t.as_str())
    }

    /// Every text key the lessons use.
    pub fn keys(&self) -> Vec<&str> {
        let mut keys = Vec::new();
        for lesson in &self.lessons {
            keys.push(lesson.title.as_str());
            for step in &lesson.steps {
                keys.push(step.task.as_str());
                keys.extend(step.hint.as_deref());
                keys.extend(step.right.as_deref());
            }
        }
        keys
    }
}

impl Lesson {
    fn parse(game: &str, value: &Value) -> Result<Lesson, String> {
        let steps = value
            .get("steps")
            .and_then(Value::as_array)
            .ok_or("\"steps\" is missing")?
            .iter()
            .enumerate()
            .map(|(k, step)| {
                LessonStep::parse(game, step).map_err(|e| format!("step {}: {e}", k + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Lesson {
            id: text_of(value, "id")?,
            title: text_of(value, "title")?,
            steps,
        })
    }
}

impl LessonStep {
    fn parse(game: &str, value: &Value) -> Result<LessonStep, String> {
        let position = value.get("position").ok_or("\"position\" is missing")?;
        let words = |field: &str| -> Result<Vec<String>, String> {
            match value.get(field) {
                None => Ok(Vec::new()),
                Some(Value::String(s)) => Ok(s.split_whitespace().map(str::to_string).collect()),
                Some(_) => Err(format!("\"{field}\" is words separated by spaces")),
            }
        };
        let record = Record {
            game: game.to_string(),
            options: position
                .get("options")
                .cloned()
                .unwrap_or(Value::Object(Default::default())),
            seed: position.get("seed").and_then(Value::as_u64).unwrap_or(0),
            // A position in the game's notation the moves start from.
            position: position
                .get("notation")
                .and_then(Value::as_str)
                .map(str::to_string),
            moves: match position.get("moves") {
                None => Vec::new(),
                Some(Value::String(s)) => s.split_whitespace().map(str::to_string).collect(),
                Some(_) => return Err("the position's moves are words separated by spaces".into()),
            },
        };
        let optional = |field: &str| value.get(field).and_then(Value::as_str).map(str::to_string);
        Ok(LessonStep {
            record,
            task: text_of(value, "task")?,
            hint: optional("hint"),
            look: words("look")?,
            goal: Goal::parse(value.get("goal").ok_or("\"goal\" is missing")?)?,
            right: optional("right"),
            opponent: optional("opponent"),
        })
    }

    /// The step's position.
    pub fn start(&self) -> Result<Box<dyn Session>, String> {
        self.record.replay().map_err(|e| e.to_string())
    }

    /// What a learner's `moves` from the step's position came to: nothing
    /// decided yet, or whether their first decision (in a game against the
    /// computer, the game) met the goal, judged as [`judged`] judges every
    /// decision.
    pub fn judge(&self, moves: &[String]) -> Verdict {
        let Ok(mut session) = self.start() else {
            return Verdict::Undecided;
        };
        let Turn::Player(mover) = session.turn() else {
            return Verdict::Undecided;
        };
        let names = pit_names(&*session);
        let mut effects = Vec::new();
        for (k, mv) in moves.iter().enumerate() {
            let Ok(fx) = session.play(mv) else {
                return Verdict::Undecided;
            };
            effects.extend(fx);
            let over = match self.opponent {
                Some(_) => matches!(session.turn(), Turn::Over(_)),
                None => decision_over(&*session, mover),
            };
            if over {
                let met = self.goal.met(&Decision {
                    actions: &moves[..=k],
                    effects: &effects,
                    mover,
                    after: &*session,
                    pit_names: &names,
                });
                return match met {
                    true => Verdict::Met,
                    false => Verdict::Missed {
                        after: session,
                        effects,
                        mover,
                    },
                };
            }
        }
        Verdict::Undecided
    }
}

/// What a learner's actions from a step's position came to
/// ([`LessonStep::judge`]).
pub enum Verdict {
    /// No decision made yet (or an action the position refuses).
    Undecided,
    /// The decision (in a game, the game) met the step's goal.
    Met,
    /// It did not: the position it left and what the engine said happened.
    Missed {
        after: Box<dyn Session>,
        effects: Vec<Effect>,
        mover: usize,
    },
}

/// The names of the pits of `session`'s board, by number.
pub fn pit_names(session: &dyn Session) -> Vec<String> {
    super::GameView::of(session, Vec::new())
        .pits
        .into_iter()
        .map(|p| p.name)
        .collect()
}

/// A decision played: its actions, their effects, the position after.
pub type Played = (Vec<String>, Vec<Effect>, Box<dyn Session>);

/// Every decision the player to move in `start` can make, each as its
/// actions, effects and the position after it (at most `limit`: a
/// course's checker needs a right and a wrong one, not all).
pub fn decisions(start: &dyn Session, limit: usize) -> Vec<Played> {
    let Turn::Player(mover) = start.turn() else {
        return Vec::new();
    };
    let mut found = Vec::new();
    let mut stack = vec![(Vec::new(), Vec::new(), start.box_clone())];
    while let Some((actions, effects, session)) = stack.pop() {
        for mv in session.legal() {
            let mut next = session.box_clone();
            let Ok(fx) = next.play(&mv) else { continue };
            let mut actions = actions.clone();
            actions.push(mv);
            let mut effects: Vec<Effect> = effects.clone();
            effects.extend(fx);
            if decision_over(&*next, mover) {
                found.push((actions, effects, next));
                if found.len() >= limit {
                    return found;
                }
            } else if actions.len() < 64 {
                stack.push((actions, effects, next));
            }
        }
    }
    found
}

/// Each decision of the player to move in `start` (at most `limit`), as
/// its actions, with whether it meets `goal`.
pub fn judged(
    start: &dyn Session,
    goal: &Goal,
    limit: usize,
    mut each: impl FnMut(Vec<String>, bool),
) {
    let Turn::Player(mover) = start.turn() else {
        return;
    };
    let names = pit_names(start);
    for (actions, effects, after) in decisions(start, limit) {
        let met = goal.met(&Decision {
            actions: &actions,
            effects: &effects,
            mover,
            after: &*after,
            pit_names: &names,
        });
        each(actions, met);
    }
}

/// The decisions of the player to move in `start` (at most `limit`) that
/// meet `goal`, each as its actions, and how many do not.
pub fn sorted(start: &dyn Session, goal: &Goal, limit: usize) -> (Vec<Vec<String>>, usize) {
    let (mut right, mut wrong) = (Vec::new(), 0);
    judged(start, goal, limit, |actions, met| {
        if met {
            right.push(actions);
        } else {
            wrong += 1;
        }
    });
    (right, wrong)
}

/// What is wrong with a course: each problem in words, empty when none
/// ([`check_shape`] and [`check_steps`]).
pub fn check(course: &Course) -> Vec<String> {
    let mut problems = check_shape(course);
    problems.extend(check_steps(course));
    problems
}

/// What is wrong with a course's shape: a game of that id, English for
/// every text key, 4 to 8 lessons of 3 to 8 steps, and the last lesson one
/// game against a computer from a set position.
pub fn check_shape(course: &Course) -> Vec<String> {
    let mut problems = Vec::new();
    if crate::games::find(&course.game).is_none() {
        problems.push(format!("no game \"{}\"", course.game));
    }
    for key in course.keys() {
        if course.english(key).is_none() {
            problems.push(format!("text \"{key}\" has no English"));
        }
    }
    if !(4..=8).contains(&course.lessons.len()) {
        problems.push(format!("{} lessons, not 4 to 8", course.lessons.len()));
    }
    let last = course.lessons.len().saturating_sub(1);
    for (l, lesson) in course.lessons.iter().enumerate() {
        let game = lesson.steps.len() == 1 && lesson.steps[0].opponent.is_some();
        if l == last && !game {
            problems.push("the last lesson is not one game against a computer".into());
        }
        if l != last && !(3..=8).contains(&lesson.steps.len()) {
            problems.push(format!(
                "lesson {} ({}) has {} steps, not 3 to 8",
                l + 1,
                lesson.id,
                lesson.steps.len()
            ));
        }
    }
    problems
}

/// What is wrong with a course's steps: every step's position must be
/// reached by its moves with a player to decide; a step judged on one
/// decision must have a decision that meets its goal and one that does not
/// (a task nobody can fail teaches nothing), and a goal that is more than a
/// list of moves.
pub fn check_steps(course: &Course) -> Vec<String> {
    let mut problems = Vec::new();
    for (l, lesson) in course.lessons.iter().enumerate() {
        for (s, step) in lesson.steps.iter().enumerate() {
            let at = format!("lesson {} ({}), step {}", l + 1, lesson.id, s + 1);
            let start = match step.start() {
                Ok(start) => start,
                Err(why) => {
                    problems.push(format!("{at}: {why}"));
                    continue;
                }
            };
            if !matches!(start.turn(), Turn::Player(_)) {
                problems.push(format!("{at}: nobody is to decide in its position"));
                continue;
            }
            if step.goal.only_moves() {
                problems.push(format!("{at}: its goal only lists moves"));
            }
            if step.opponent.is_some() {
                continue;
            }
            let (right, wrong) = sorted(&*start, &step.goal, 20_000);
            let (right, wrong) = (!right.is_empty(), wrong > 0);
            if !right {
                problems.push(format!("{at}: no decision meets its goal"));
            }
            if !wrong {
                problems.push(format!("{at}: every decision meets its goal"));
            }
        }
    }
    problems
}

/// A course's translation (`assets/i18n/<lang>/lessons/<game>.json`,
/// `{"text": {key: words}}`) read: its words by key.
pub fn translation(text: &str) -> Result<Vec<(String, String)>, String> {
    words_of(&serde_json::from_str(text).map_err(|e| e.to_string())?)
}

/// A course's or a translation's `text`: its words by key.
fn words_of(file: &Value) -> Result<Vec<(String, String)>, String> {
    file.get("text")
        .and_then(Value::as_object)
        .ok_or("\"text\" is missing")?
        .iter()
        .map(|(k, v)| {
            v.as_str()
                .map(|t| (k.clone(), t.to_string()))
                .ok_or_else(|| format!("text \"{k}\" is not text"))
        })
        .collect()
}

/// The keys of `course` that `words` (a translation) lacks, and the keys
/// it has that the course does not.
pub fn untranslated(course: &Course, words: &[(String, String)]) -> Vec<String> {
    let has = |key: &str| words.iter().any(|(k, _)| k == key);
    let mut problems: Vec<String> = course
        .text
        .iter()
        .filter(|(k, _)| !has(k))
        .map(|(k, _)| format!("\"{k}\" is not translated"))
        .collect();
    problems.extend(
        words
            .iter()
            .filter(|(k, _)| course.english(k).is_none())
            .map(|(k, _)| format!("\"{k}\" is not in the course")),
    );
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course(goal: &str, moves: &str) -> Course {
        Course::parse(&format!(
            r#"{{"game": "basic", "text": {{"t": "Title", "k": "Task"}},
                "lessons": [{{"id": "l", "title": "t", "steps": [
                  {{"position": {{"options": {{"first_player": "south"}}, "moves": "{moves}"}},
                    "task": "k", "goal": {goal}}}]}}]}}"#
        ))
        .unwrap()
    }

    #[test]
    fn goals_read_and_judge_what_the_engine_says_a_decision_did() {
        // The Basic Game from the start (3 seeds a pit): South's D ends in
        // the store.
        let c = course(r#""extra_turn""#, "");
        assert_eq!(check_steps(&c), Vec::<String>::new());
        let step = &c.lessons[0].steps[0];
        let start = step.start().unwrap();
        let names = pit_names(&*start);
        let all = decisions(&*start, 100);
        assert_eq!(all.len(), 6);
        let meets: Vec<&str> = all
            .iter()
            .filter(|(a, e, after)| {
                step.goal.met(&Decision {
                    actions: a,
                    effects: e,
                    mover: 0,
                    after: &**after,
                    pit_names: &names,
                })
            })
            .map(|(a, _, _)| a[0].as_str())
            .collect();
        assert_eq!(meets, vec!["D"]);
        // The same decision as the last seed in the store.
        let c = course(r#""last_in_store""#, "");
        assert_eq!(check_steps(&c), Vec::<String>::new());
    }

    #[test]
    fn a_task_nobody_can_fail_or_pass_and_a_list_of_moves_are_refused() {
        let c = course(r#""any""#, "");
        assert_eq!(
            check_steps(&c),
            vec!["lesson 1 (l), step 1: every decision meets its goal"]
        );
        let c = course(r#"{"captures": 40}"#, "");
        assert_eq!(
            check_steps(&c),
            vec!["lesson 1 (l), step 1: no decision meets its goal"]
        );
        let c = course(r#"{"starts": ["C"]}"#, "");
        assert_eq!(
            check_steps(&c),
            vec!["lesson 1 (l), step 1: its goal only lists moves"]
        );
        let c = course(r#""extra_turn""#, "C Z");
        assert_eq!(check_steps(&c).len(), 1, "{:?}", check_steps(&c));
        // One lesson of one step, not a game: the shape is wrong twice.
        assert_eq!(
            check_shape(&c),
            vec![
                "1 lessons, not 4 to 8",
                "the last lesson is not one game against a computer"
            ]
        );
    }

    #[test]
    fn goals_of_squares_are_read() {
        let read = |text: &str| Goal::parse(&serde_json::from_str(text).unwrap());
        assert_eq!(
            read(r#"{"steps_on": "cyan 2"}"#),
            Ok(Goal::StepsOn {
                colour: 4,
                times: 2
            })
        );
        assert_eq!(
            read(r#"{"steps_on": "red"}"#),
            Ok(Goal::StepsOn {
                colour: 0,
                times: 1
            })
        );
        assert_eq!(read(r#""star_row""#), Ok(Goal::StarRow));
        assert_eq!(read(r#"{"reaches_row": 11}"#), Ok(Goal::ReachesRow(11)));
    }

    #[test]
    fn bad_goals_are_refused_with_a_reason() {
        for (goal, why) in [
            (r#""fly""#, "unknown goal \"fly\""),
            (r#"{"captures": -1}"#, "\"captures\" takes a whole number"),
            (
                r#"{"captures": 1, "wins": 2}"#,
                "a goal object has exactly one field",
            ),
            ("3", "a goal is a word or an object"),
            // Squares take the dice's colours, not the beads'.
            (r#"{"steps_on": "orange"}"#, "no colour \"orange\""),
            (r#"{"steps_on": "blue twice"}"#, "\"twice\" is not a number"),
            (r#"{"piece_on": 3}"#, "\"piece_on\" takes a square's name"),
        ] {
            let value: Value = serde_json::from_str(goal).unwrap();
            assert_eq!(Goal::parse(&value), Err(why.to_string()), "{goal}");
        }
    }
}
