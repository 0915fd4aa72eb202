//! What each command of `rgames` does: one function a command, reached from
//! [`run`] with the flags `clap` has read (`cli.rs`).

use std::io::{BufRead, Write};
use std::time::Instant;

use rainbow_games::ai::analysis::{self, Budget};
use rainbow_games::ai::arena::{play_match, MatchConfig};
use rainbow_games::ai::protocol::{Protocol, Reply};
use rainbow_games::ai::puzzles;
use rainbow_games::ai::{self, tables, Engine, Limits, SystemClock};
use rainbow_games::engine::record::Record;
use rainbow_games::engine::side_name;
use rainbow_games::games::{self, GameDef};
use serde_json::Value;

use crate::cli::{
    AnalyseArgs, BenchArgs, BudgetArgs, Command, EngineArgs, GameArgs, LabArgs, LessonsArgs,
    MatchArgs, NotationArgs, PositionArgs, PuzzlesArgs, RandomArgs, ReviewArgs, StateArgs,
    TablesArgs,
};

/// `println!` to standard output, except that a reader gone away (`rgames …
/// | head`) ends the program quietly where `println!` would panic.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            if e.kind() != std::io::ErrorKind::BrokenPipe {
                eprintln!("rgames: cannot write the output: {e}");
                std::process::exit(1);
            }
            std::process::exit(0);
        }
    }};
}

mod engines;

use engines::*;

/// Runs one command.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::List => list(),
        Command::State(args) => state(args),
        Command::Replay { file } => {
            out!("{}", games::state_json(&*replay_file(&file)?));
            Ok(())
        }
        Command::Random(args) => random(args),
        Command::Engine(args) => engine(args),
        Command::Match(args) => match_engines(args),
        Command::Bench(args) => bench(args),
        Command::Tables(args) => tables_command(args),
        Command::Analyse(args) => analyse(args),
        Command::Position(args) => position(args),
        Command::Review(args) => review(args),
        Command::Puzzles(args) => mine_puzzles(args),
        Command::Lessons(args) => lessons(args),
        Command::Lab(args) => lab(args),
        Command::Book(args) => crate::book::run(args),
    }
}

/// The game named, or an error listing the games.
fn find_game(id: &str) -> Result<&'static GameDef, String> {
    games::find(id).ok_or_else(|| {
        let ids = games::ids();
        format!("unknown game '{id}' (games: {})", ids.join(", "))
    })
}

/// The game named, and its options: the preset's with `--options` laid over.
fn game_and_options(
    id: &str,
    preset: Option<&str>,
    options: Option<&str>,
) -> Result<(&'static GameDef, Value), String> {
    let info = find_game(id)?;
    let overrides = match options {
        Some(text) => serde_json::from_str(text).map_err(|e| format!("--options: {e}"))?,
        None => Value::Null,
    };
    let options = info
        .options_from(preset, &overrides)
        .map_err(|e| format!("--options: {e}"))?;
    Ok((info, options))
}

impl GameArgs {
    pub(crate) fn resolve(&self) -> Result<(&'static GameDef, Value), String> {
        game_and_options(&self.game, self.preset.as_deref(), self.options.as_deref())
    }
}

impl PositionArgs {
    /// The record of `info` with these options, `--seed` (0 without) and
    /// `--moves` (none without).
    fn record(&self, info: &GameDef, options: Value) -> Record {
        Record {
            game: info.id.to_string(),
            options,
            seed: self.seed.unwrap_or(0),
            moves: self
                .moves
                .as_deref()
                .unwrap_or("")
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            position: self.notation.clone(),
        }
    }
}

impl BudgetArgs {
    /// The analysis budget of `--depth`, `--ms` and `--nodes` (the default
    /// depth without any).
    fn budget(&self) -> Result<Budget, String> {
        if self.depth == Some(0) {
            return Err("--depth: at least 1".into());
        }
        Ok(Budget {
            depth: self.depth.map(|d| d.min(analysis::MAX_DEPTH as u64) as u32),
            ms: self.ms.map(|ms| ms as f64),
            nodes: self.nodes,
        })
    }
}

/// Installs the endgame table of `--table`, which must be for `game` with
/// `options`.
fn install_table(table: Option<&str>, game: &str, options: &Value) -> Result<(), String> {
    if let Some(path) = table {
        let table = read_table(path)?;
        if !tables::fits(&table, game, options) {
            return Err(format!("{path}: the table is for other rules"));
        }
        tables::install(table);
    }
    Ok(())
}

fn list() -> Result<(), String> {
    for game in games::all() {
        let presets: Vec<_> = (game.presets)().iter().map(|p| p.id).collect();
        out!(
            "{}\t{}\tpresets: {}",
            game.id,
            game.name,
            presets.join(", ")
        );
    }
    Ok(())
}

fn state(args: StateArgs) -> Result<(), String> {
    let session = match (&args.record, &args.game) {
        (Some(path), _) => replay_file(path)?,
        (None, Some(id)) => {
            let (info, options) =
                game_and_options(id, args.preset.as_deref(), args.options.as_deref())?;
            let record = args.position.record(info, options);
            record.replay().map_err(|e| e.to_string())?
        }
        (None, None) => return Err("name a game, or give --record FILE".into()),
    };
    out!("{}", games::state_json(&*session));
    Ok(())
}

fn random(args: RandomArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    let seed = args.seed.unwrap_or(1);
    let started = Instant::now();
    let mut saved = 0u64;
    let mut save_error = None;
    let mut save = |game_seed: u64, moves: Vec<String>| {
        let Some(dir) = &args.save else { return };
        if save_error.is_some() {
            return;
        }
        saved += 1;
        let record = Record {
            game: info.id.to_string(),
            options: options.clone(),
            seed: game_seed,
            moves,
            position: None,
        };
        let path = std::path::Path::new(dir).join(format!("{}-{saved:05}.txt", info.id));
        let text = record.to_text(&Default::default());
        if let Err(e) = std::fs::write(&path, text) {
            save_error = Some(format!("{}: {e}", path.display()));
        }
    };
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
    }
    let stats = info.random(&options, args.games, seed, !args.no_check, &mut save)?;
    if let Some(e) = save_error {
        return Err(e);
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let players = stats.players.clamp(1, stats.wins.len());
    let wins: Vec<String> = (0..players)
        .map(|p| {
            let who = if players == 2 {
                side_name(p).to_string()
            } else {
                format!("Player {}", p + 1)
            };
            format!("{who} won {}", stats.wins[p])
        })
        .collect();
    out!(
        "{}: {}, drawn or shared {}; longest game {} actions; invariants {}",
        info.id,
        wins.join(", "),
        stats.draws,
        stats.longest,
        if args.no_check { "not checked" } else { "held" }
    );
    out!(
        "{} games, {} actions, {:.0} actions/s",
        stats.games,
        stats.actions,
        stats.actions as f64 / seconds
    );
    Ok(())
}

fn analyse(args: AnalyseArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    let budget = args.budget.budget()?;
    install_table(args.budget.table.as_deref(), info.id, &options)?;
    let record = args.position.record(info, options);
    let clock = SystemClock::default();
    let found = analysis::analyse(&record, None, budget, &clock, &mut |_| {}, &|| false)
        .map_err(|e| e.to_string())?;
    out!(
        "{}",
        serde_json::to_string(&found).map_err(|e| e.to_string())?
    );
    Ok(())
}

fn position(args: NotationArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    let record = args.position.record(info, options);
    let session = record.replay().map_err(|e| e.to_string())?;
    out!("{}", games::position_of(&*session)?);
    Ok(())
}

fn review(args: ReviewArgs) -> Result<(), String> {
    let path = &args.file;
    let budget = args.budget.budget()?;
    let record = read_record(path)?;
    install_table(args.budget.table.as_deref(), &record.game, &record.options)?;
    let clock = SystemClock::default();
    let review = analysis::review(&record, budget, &clock, &mut |_| {}, &|| false)
        .map_err(|e| format!("{path}: {e}"))?;
    out!(
        "{}",
        serde_json::to_string(&review).map_err(|e| e.to_string())?
    );
    Ok(())
}

/// `--preset a,b=N`: the presets (every one without), each with its count
/// or an equal share of the rest of `count`.
fn preset_shares(
    info: &GameDef,
    presets: Option<&str>,
    count: usize,
) -> Result<Vec<(String, usize)>, String> {
    let list: Vec<(String, Option<usize>)> = match presets {
        Some(text) => text
            .split(',')
            .map(|item| match item.split_once('=') {
                Some((p, n)) => n
                    .parse()
                    .map(|n| (p.to_string(), Some(n)))
                    .map_err(|_| format!("--preset: '{n}' is not a count")),
                None => Ok((item.to_string(), None)),
            })
            .collect::<Result<_, _>>()?,
        None => (info.presets)()
            .iter()
            .map(|p| (p.id.to_string(), None))
            .collect(),
    };
    let fixed: usize = list.iter().filter_map(|p| p.1).sum();
    let open = list.iter().filter(|p| p.1.is_none()).count().max(1);
    let rest = count.saturating_sub(fixed);
    let mut shares = Vec::new();
    let mut nth = 0;
    for (preset, share) in list {
        let share = share.unwrap_or_else(|| {
            nth += 1;
            rest / open + usize::from(nth <= rest % open)
        });
        shares.push((preset, share));
    }
    Ok(shares)
}

fn mine_puzzles(args: PuzzlesArgs) -> Result<(), String> {
    let info = find_game(&args.game)?;
    if let Some(position) = &args.position {
        let options = info.options_from(args.preset.as_deref(), &Value::Null)?;
        let found = puzzles::from_position(info.id, &options, position)?;
        out!("{}", puzzles::made_json(&found)?);
        return Ok(());
    }
    let count = args.count.unwrap_or(0) as usize;
    let shares = preset_shares(info, args.preset.as_deref(), count)?;
    let started = Instant::now();
    let mut puzzles = Vec::new();
    for (index, (preset, share)) in shares.iter().enumerate() {
        let share = *share;
        let options = info.options_from(Some(preset), &Value::Null)?;
        let seed = args
            .seed
            .unwrap_or(1)
            .wrapping_add(index as u64 * 1_000_003);
        let mut found = 0;
        let mined = puzzles::mine(info.id, preset, &options, share, seed, &mut |_| {
            found += 1;
            if found % 25 == 0 {
                eprintln!("{} {preset}: {found} of {share}", info.id);
            }
        })?;
        eprintln!(
            "{} {preset}: {} puzzles, {:.1} s",
            info.id,
            mined.len(),
            started.elapsed().as_secs_f64()
        );
        puzzles.extend(mined);
    }
    let file = puzzles::PuzzleFile {
        game: info.id.to_string(),
        puzzles,
    };
    let json = serde_json::to_string(&file).map_err(|e| e.to_string())?;
    match &args.out {
        Some(path) => std::fs::write(path, json + "\n").map_err(|e| format!("{path}: {e}"))?,
        None => out!("{json}"),
    }
    Ok(())
}

/// Reads an endgame table file.
fn read_table(path: &str) -> Result<tables::Table, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    tables::Table::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

/// Reads a record file (text or JSON) and replays it, naming the line or the
/// move that is wrong.
fn replay_file(path: &str) -> Result<Box<dyn rainbow_games::engine::session::Session>, String> {
    let record = read_record(path)?;
    record.replay().map_err(|e| format!("{path}: {e}"))
}

/// Reads a record file (text or JSON), naming the line that is wrong.
fn read_record(path: &str) -> Result<Record, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    if text.trim_start().starts_with('{') {
        Record::from_json(&text).map_err(|e| format!("{path}: {e}"))
    } else {
        Ok(Record::check_text(&text)
            .map_err(|e| format!("{path}: {e}"))?
            .0)
    }
}

/// `rgames lessons`: the course, step by step, then its problems.
fn lessons(args: LessonsArgs) -> Result<(), String> {
    use rainbow_games::view::lessons::{check, translation, untranslated, Course};
    let info = find_game(&args.game)?;
    if let Some(goal) = &args.find {
        return find_lesson_positions(info, goal, &args);
    }
    let file = args
        .file
        .unwrap_or_else(|| format!("assets/lessons/{}.json", info.id));
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
    let course = Course::parse(&text).map_err(|e| format!("{file}: {e}"))?;
    if args.answers {
        return lesson_answers(&course);
    }
    let english = |key: &str| course.english(key).unwrap_or("?").to_string();
    for (l, lesson) in course.lessons.iter().enumerate() {
        out!(
            "{}. {} ({} steps)",
            l + 1,
            english(&lesson.title),
            lesson.steps.len()
        );
        for (s, step) in lesson.steps.iter().enumerate() {
            out!("   {}.{} {}", l + 1, s + 1, english(&step.task));
        }
    }
    let mut problems: Vec<String> = check(&course);
    for (lang, _) in rainbow_games::i18n::LANGUAGES
        .iter()
        .filter(|(l, _)| *l != "en")
    {
        let path = format!("assets/i18n/{lang}/lessons/{}.json", info.id);
        match std::fs::read_to_string(&path) {
            Ok(text) => match translation(&text) {
                Ok(words) => problems.extend(
                    untranslated(&course, &words)
                        .into_iter()
                        .map(|p| format!("{path}: {p}")),
                ),
                Err(why) => problems.push(format!("{path}: {why}")),
            },
            Err(why) => problems.push(format!("{path}: {why}")),
        }
    }
    let steps: usize = course.lessons.iter().map(|l| l.steps.len()).sum();
    if problems.is_empty() {
        out!(
            "{} lessons, {steps} steps: no problem",
            course.lessons.len()
        );
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// `rgames lessons --answers`: a right and a wrong decision of each step
/// judged on one decision, a line of JSON each.
fn lesson_answers(course: &rainbow_games::view::lessons::Course) -> Result<(), String> {
    use rainbow_games::view::lessons::judged;
    for (l, lesson) in course.lessons.iter().enumerate() {
        for (s, step) in lesson.steps.iter().enumerate() {
            let start = step.start()?;
            let (rainbow_games::engine::Turn::Player(_), None) = (start.turn(), &step.opponent)
            else {
                continue;
            };
            let (mut right, mut wrong) = (None, None);
            judged(&*start, &step.goal, 20_000, |actions, met| {
                let slot = if met { &mut right } else { &mut wrong };
                slot.get_or_insert(actions);
            });
            out!(
                "{}",
                serde_json::json!({ "lesson": l, "step": s, "right": right, "wrong": wrong })
            );
        }
    }
    Ok(())
}

/// `rgames lessons --find`: positions of random games where `goal` can be
/// met and missed, with the decisions that meet it.
fn find_lesson_positions(info: &GameDef, goal: &str, args: &LessonsArgs) -> Result<(), String> {
    use rainbow_games::engine::Turn;
    use rainbow_games::view::lessons::{decision_over, sorted, Goal};
    let goal = Goal::parse(&serde_json::from_str(goal).map_err(|e| e.to_string())?)?;
    let options = match args.options.as_deref() {
        None => Value::Object(Default::default()),
        Some(text) if text.trim_start().starts_with('{') => {
            serde_json::from_str(text).map_err(|e| e.to_string())?
        }
        Some(preset) => info.options_from(Some(preset), &Value::Null)?,
    };
    let mut found = 0;
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    for seed in 1..2_000u64 {
        let record = Record {
            game: info.id.to_string(),
            options: options.clone(),
            seed,
            moves: Vec::new(),
            position: None,
        };
        let mut session = record.replay().map_err(|e| e.to_string())?;
        let mut moves: Vec<String> = Vec::new();
        // Whether a decision begins here: at the start, after chance, and
        // after a decision is over (in Rainbow Passage a turn's steps begin
        // none: only its roll begins a move).
        let mut at_start = true;
        for _ in 0..args.plies {
            let seat_ok = |p: usize| args.seat.is_none_or(|s| s == p);
            // Another seat's turn, or a move half made: played at random below.
            if matches!(session.turn(), Turn::Player(p) if seat_ok(p)) && at_start {
                let (right, wrong) = sorted(&*session, &goal, 5_000);
                let right: Vec<String> = right.iter().map(|a| a.join(" ")).collect();
                if !right.is_empty() && wrong > 0 && next(4) == 0 {
                    out!(
                        "seed {seed} moves \"{}\": {} right ({}), {wrong} wrong",
                        moves.join(" "),
                        right.len(),
                        right
                            .iter()
                            .take(4)
                            .cloned()
                            .collect::<Vec<_>>()
                            .join(" | ")
                    );
                    found += 1;
                    if found >= args.count {
                        return Ok(());
                    }
                    break;
                }
            }
            let choices: Vec<String> = match session.turn() {
                Turn::Over(_) => break,
                Turn::Chance => session
                    .chance_outcomes()
                    .into_iter()
                    .map(|(m, _)| m)
                    .collect(),
                Turn::Player(_) => session.legal(),
            };
            let Some(mv) = choices.get(next(choices.len())).cloned() else {
                break;
            };
            let mover = session.turn();
            session.play(&mv).map_err(|e| e.to_string())?;
            moves.push(mv);
            at_start = match mover {
                Turn::Player(p) => decision_over(&*session, p),
                _ => true,
            };
        }
    }
    Ok(())
}

/// `rgames lab`: every variant's games, on as many threads as asked, the
/// statistics as one JSON object.
fn lab(args: LabArgs) -> Result<(), String> {
    use rainbow_games::ai::lab::LabConfig;
    let info = find_game(&args.game)?;
    let variants = if args.variant.is_empty() {
        vec![String::from("seed")]
    } else {
        args.variant.clone()
    };
    let options = variants
        .iter()
        .map(|v| {
            if v.trim_start().starts_with('{') {
                let extra: Value = serde_json::from_str(v).map_err(|e| format!("{v}: {e}"))?;
                info.options_from(None, &extra)
            } else {
                info.options_from(Some(v), &Value::Null)
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let levels = args
        .level
        .split(',')
        .map(|l| ai::Level::from_id(l.trim()).ok_or_else(|| format!("unknown level '{l}'")))
        .collect::<Result<Vec<_>, _>>()?;
    let config = LabConfig {
        game: info.id.to_string(),
        variants: options.clone(),
        levels: levels.clone(),
        games: args.games,
        opening: args.opening,
        seed: args.seed,
    };
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let deadline = args
        .seconds
        .map(|s| Instant::now() + std::time::Duration::from_secs_f64(s.max(0.0)));
    let results =
        rainbow_games::ai::lab_run::run(&config, threads, deadline, args.records.as_deref())?;
    out!(
        "{}",
        rainbow_games::ai::lab::report(&config, &variants, &results)
    );
    Ok(())
}
