//! `rgames`: the Rainbow Games command-line tool (see README.md).
//!
//! - `rgames list` — the games and their presets.
//! - `rgames state <game> [--preset P] [--options JSON] [--seed S] [--moves "A d …"]`
//! - `rgames random <game> [--preset P] [--options JSON] --games N [--seed S] [--no-check]`
//! - `rgames engine [--table FILE]…` — a line protocol on stdin/stdout
//!   (README.md); the strongest level reads the endgame tables given
//! - `rgames match <game> --a LEVEL --b LEVEL --games N [--ms MS] [--nodes N] …`
//! - `rgames bench <game> [--preset P] [--seconds S] [--search]`
//! - `rgames tables <game> [--preset P] --seeds N [--out FILE]` — builds an
//!   endgame table; with `--table FILE` instead, the exact values of a
//!   position and its moves from one.
//! - `rgames analyse <game> … [--moves …] [--depth N | --ms N]` — every legal
//!   decision's value, the best line, as JSON (docs/analysis.md).
//! - `rgames review FILE [--depth N | --ms N]` — each decision of a record
//!   classed, and each player's accuracy, as JSON.
//! - `rgames puzzles <game> [--preset P] --count N [--seed S] [--out FILE]` —
//!   mines proven puzzles (docs/puzzles.md) as one JSON file.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use rainbow_games::ai::analysis::{self, Budget};
use rainbow_games::ai::arena::{play_match, MatchConfig};
use rainbow_games::ai::puzzles;
use rainbow_games::ai::{self, tables, Engine, Limits, SystemClock};
use rainbow_games::engine::record::Record;
use rainbow_games::engine::side_name;
use rainbow_games::games::{self, GameDef};
use serde_json::Value;

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

const USAGE: &str = "usage:
  rgames list
  rgames state <game> [--preset P] [--options JSON] [--seed S] [--moves \"A d ...\"]
  rgames state --record FILE
  rgames replay FILE
  rgames random <game> [--preset P] [--options JSON] --games N [--seed S] [--no-check] [--save DIR]
  rgames engine [--table FILE]...
  rgames match <game> [--preset P] [--options JSON] --a LEVEL --b LEVEL --games N
               [--ms MS] [--nodes N] [--opening K] [--seed S] [--verbose] [--table FILE]
  rgames bench <game> [--preset P] [--options JSON] [--seconds S] [--search]
  rgames tables <game> [--preset P] [--options JSON] --seeds N [--out FILE]
  rgames tables <game> [--preset P] [--options JSON] --table FILE [--seed S] [--moves \"A d ...\"]
  rgames analyse <game> [--preset P] [--options JSON] [--seed S] [--moves \"A d ...\"]
                 [--depth N | --ms MS] [--nodes N] [--table FILE]
  rgames review FILE [--depth N | --ms MS] [--nodes N] [--table FILE]
  rgames puzzles <game> [--preset P[=N],...] --count N [--seed S] [--out FILE]
LEVEL: beginner, easy, medium, hard, strongest, or a search: alphabeta, mcts, uct, random";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("rgames: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Flags after the game id.
#[derive(Default)]
struct Flags {
    preset: Option<String>,
    options: Option<String>,
    moves: Option<String>,
    games: Option<u64>,
    seed: Option<u64>,
    no_check: bool,
    a: Option<String>,
    b: Option<String>,
    ms: Option<u64>,
    nodes: Option<u64>,
    opening: Option<u64>,
    seconds: Option<f64>,
    search: bool,
    verbose: bool,
    save: Option<String>,
    seeds: Option<u64>,
    out: Option<String>,
    table: Option<String>,
    depth: Option<u64>,
    count: Option<u64>,
}

impl Flags {
    /// The analysis budget of `--depth`, `--ms` and `--nodes` (the default
    /// depth without any).
    fn budget(&self) -> Result<Budget, String> {
        if self.depth.is_some() && self.ms.is_some() {
            return Err("give --depth or --ms, not both".into());
        }
        if self.depth == Some(0) {
            return Err("--depth: at least 1".into());
        }
        Ok(Budget {
            depth: self.depth.map(|d| d.min(analysis::MAX_DEPTH as u64) as u32),
            ms: self.ms.map(|ms| ms as f64),
            nodes: self.nodes,
        })
    }

    /// Installs the endgame table of `--table`, which must be for `game`
    /// with `options`.
    fn install_table(&self, game: &str, options: &Value) -> Result<(), String> {
        if let Some(path) = &self.table {
            let table = read_table(path)?;
            if !tables::fits(&table, game, options) {
                return Err(format!("{path}: the table is for other rules"));
            }
            tables::install(table);
        }
        Ok(())
    }

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
        }
    }
}

fn parse_flags(args: &[String]) -> Result<Flags, String> {
    let mut flags = Flags::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag} needs a whole number, not '{v}'"))
        };
        match flag.as_str() {
            "--preset" => flags.preset = Some(value()?),
            "--options" => flags.options = Some(value()?),
            "--moves" => flags.moves = Some(value()?),
            "--games" => flags.games = Some(number(value()?)?),
            "--seed" => flags.seed = Some(number(value()?)?),
            "--count" => flags.count = Some(number(value()?)?),
            "--no-check" => flags.no_check = true,
            "--a" => flags.a = Some(value()?),
            "--b" => flags.b = Some(value()?),
            "--ms" => flags.ms = Some(number(value()?)?),
            "--nodes" => flags.nodes = Some(number(value()?)?),
            "--opening" => flags.opening = Some(number(value()?)?),
            "--seconds" => {
                let v = value()?;
                let seconds = v
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .ok_or_else(|| format!("--seconds needs a positive number, not '{v}'"))?;
                flags.seconds = Some(seconds);
            }
            "--search" => flags.search = true,
            "--verbose" => flags.verbose = true,
            "--save" => flags.save = Some(value()?),
            "--seeds" => flags.seeds = Some(number(value()?)?),
            "--out" => flags.out = Some(value()?),
            "--table" => flags.table = Some(value()?),
            "--depth" => flags.depth = Some(number(value()?)?),
            other => return Err(format!("unknown flag '{other}'\n{USAGE}")),
        }
    }
    Ok(flags)
}

fn game_and_options(args: &[String]) -> Result<(&'static GameDef, Flags, Value), String> {
    let id = args
        .first()
        .ok_or_else(|| format!("name a game\n{USAGE}"))?;
    let info = games::find(id).ok_or_else(|| {
        let ids = games::ids();
        format!("unknown game '{id}' (games: {})", ids.join(", "))
    })?;
    let flags = parse_flags(&args[1..])?;
    let overrides = match &flags.options {
        Some(text) => serde_json::from_str(text).map_err(|e| format!("--options: {e}"))?,
        None => Value::Null,
    };
    let options = info
        .options_from(flags.preset.as_deref(), &overrides)
        .map_err(|e| format!("--options: {e}"))?;
    Ok((info, flags, options))
}

fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("list") => {
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
        Some("state") if args.get(1).is_some_and(|a| a == "--record") => {
            let path = args.get(2).ok_or("--record needs a file")?;
            if args.len() > 3 {
                return Err(
                    "state --record takes the file only (its game, options and moves are in it)"
                        .into(),
                );
            }
            out!("{}", games::state_json(&*replay_file(path)?));
            Ok(())
        }
        Some("replay") => {
            let path = args
                .get(1)
                .ok_or(format!("replay needs a record file\n{USAGE}"))?;
            out!("{}", games::state_json(&*replay_file(path)?));
            Ok(())
        }
        Some("state") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let record = flags.record(info, options);
            let session = record.replay().map_err(|e| e.to_string())?;
            out!("{}", games::state_json(&*session));
            Ok(())
        }
        Some("random") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let games = flags.games.ok_or("random needs --games N")?;
            let seed = flags.seed.unwrap_or(1);
            let started = Instant::now();
            let mut saved = 0u64;
            let mut save_error = None;
            let mut save = |game_seed: u64, moves: Vec<String>| {
                let Some(dir) = &flags.save else { return };
                if save_error.is_some() {
                    return;
                }
                saved += 1;
                let record = Record {
                    game: info.id.to_string(),
                    options: options.clone(),
                    seed: game_seed,
                    moves,
                };
                let path = std::path::Path::new(dir).join(format!("{}-{saved:05}.txt", info.id));
                let text = record.to_text(&Default::default());
                if let Err(e) = std::fs::write(&path, text) {
                    save_error = Some(format!("{}: {e}", path.display()));
                }
            };
            if let Some(dir) = &flags.save {
                std::fs::create_dir_all(dir).map_err(|e| format!("{dir}: {e}"))?;
            }
            let stats = info.random(&options, games, seed, !flags.no_check, &mut save)?;
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
                if flags.no_check {
                    "not checked"
                } else {
                    "held"
                }
            );
            out!(
                "{} games, {} actions, {:.0} actions/s",
                stats.games,
                stats.actions,
                stats.actions as f64 / seconds
            );
            Ok(())
        }
        Some("engine") => {
            // The strongest level looks end games up in every table given
            // (each serves the game and rules it was built for).
            let mut rest = args[1..].iter();
            while let Some(flag) = rest.next() {
                match (flag.as_str(), rest.next()) {
                    ("--table", Some(path)) => {
                        tables::install(read_table(path)?);
                    }
                    _ => return Err(format!("engine: unknown flag '{flag}'\n{USAGE}")),
                }
            }
            let stdin = std::io::stdin();
            let mut out = std::io::stdout().lock();
            let mut protocol = rainbow_games::ai::protocol::Protocol::default();
            for line in stdin.lock().lines() {
                let line = line.map_err(|e| e.to_string())?;
                let clock = SystemClock::default();
                use rainbow_games::ai::protocol::Reply;
                match protocol.command(&line, &clock) {
                    Reply::Line(reply) => {
                        writeln!(out, "{reply}").map_err(|e| e.to_string())?;
                        out.flush().map_err(|e| e.to_string())?;
                    }
                    Reply::Nothing => {}
                    Reply::Quit => break,
                }
            }
            Ok(())
        }
        Some("match") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let engine = |flag: &Option<String>, name: &str| {
                Engine::parse(
                    flag.as_deref()
                        .ok_or(format!("match needs --{name} LEVEL"))?,
                )
            };
            let config = MatchConfig {
                game: info.id.to_string(),
                options,
                a: engine(&flags.a, "a")?,
                b: engine(&flags.b, "b")?,
                games: flags
                    .games
                    .ok_or("match needs --games N")?
                    .min(u32::MAX as u64) as u32,
                ms: flags
                    .ms
                    .unwrap_or(ai::DEFAULT_MS as u64)
                    .min(u32::MAX as u64) as u32,
                nodes: flags.nodes,
                opening: flags.opening.unwrap_or(2).min(u32::MAX as u64) as u32,
                seed: flags.seed.unwrap_or(1),
            };
            if let Some(path) = &flags.table {
                let table = read_table(path)?;
                if !tables::fits(&table, info.id, &config.options) {
                    return Err(format!("{path}: the table is for other rules"));
                }
                tables::install(table);
            }
            let clock = SystemClock::default();
            let mut played = 0;
            let score = play_match(&config, &clock, |game| {
                played += 1;
                if flags.verbose {
                    out!(
                        "game {played}: A in seat {}, A scored {}, {} moves: {}",
                        game.a_seat + 1,
                        game.a_points,
                        game.record.moves.len(),
                        game.record.to_json()
                    );
                }
            })?;
            let per_move = |side: usize| score.think_ms[side] / score.decisions[side].max(1) as f64;
            out!(
                "{}: A = {} ({:.0} ms a decision), B = {} ({:.0} ms a decision)",
                info.id,
                config.a.id(),
                per_move(0),
                config.b.id(),
                per_move(1)
            );
            out!(
                "{} games: A won {}, B won {}, drawn or shared {}; A scored {:.1} of {} ({:.0}%)",
                score.games,
                score.a_wins,
                score.b_wins,
                score.shared,
                score.a_points,
                score.games,
                100.0 * score.a_points / score.games.max(1) as f64
            );
            Ok(())
        }
        Some("bench") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let seconds = flags.seconds.unwrap_or(5.0);
            if flags.search {
                // Dice games start with a roll: search the first decision.
                let mut session = (info.new_session)(&options, flags.seed.unwrap_or(1))
                    .map_err(|e| e.to_string())?;
                let rolled =
                    !rainbow_games::engine::chance::roll_while_chance(session.as_mut())?.is_empty();
                let record = session.record();
                for engine in [Engine::AlphaBeta, Engine::Mcts] {
                    if engine == Engine::AlphaBeta && (rolled || session.scores().len() != 2) {
                        out!("alphabeta: does not apply (dice, or more than two players)");
                        continue;
                    }
                    let limits = Limits {
                        ms: Some(seconds * 1000.0),
                        nodes: None,
                    };
                    let clock = SystemClock::default();
                    let answer = ai::think_with(&record, engine, limits, 1, &clock)?;
                    out!(
                        "{}: {:.0} nodes/s ({})",
                        engine.id(),
                        answer.nodes as f64 * 1000.0 / answer.ms.max(1e-9),
                        answer.searcher
                    );
                }
            }
            let clock = SystemClock::default();
            let speed = ai::bench(info.id, &options, seconds * 1000.0, &clock)?;
            out!(
                "{}: {} playouts, {} actions, {:.1} actions a playout",
                info.id,
                speed.playouts,
                speed.actions,
                speed.actions as f64 / speed.playouts.max(1) as f64
            );
            out!(
                "{:.0} playouts/s, {:.0} actions/s",
                speed.playouts_per_s(),
                speed.actions_per_s()
            );
            Ok(())
        }
        Some("tables") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            if let Some(path) = &flags.table {
                let table = read_table(path)?;
                let record = flags.record(info, options);
                let oracle = tables::oracle(&table, &record)?;
                let moves: Vec<Value> = oracle
                    .moves
                    .iter()
                    .map(|(mv, margin)| {
                        serde_json::json!({"move": mv, "margin": margin, "exact": margin.is_some()})
                    })
                    .collect();
                let json = serde_json::json!({
                    "margin": oracle.margin,
                    "exact": oracle.margin.is_some(),
                    "moves": moves,
                    "seeds": table.header().seeds,
                });
                out!("{json}");
                return Ok(());
            }
            let seeds = flags
                .seeds
                .ok_or("tables needs --seeds N (or --table FILE)")?;
            let seeds = u8::try_from(seeds)
                .ok()
                .filter(|&s| s <= tables::MAX_SEEDS)
                .ok_or(format!("--seeds: at most {}", tables::MAX_SEEDS))?;
            let started = Instant::now();
            let table = tables::build(info.id, &options, seeds, &mut |_| {})?;
            let seconds = started.elapsed().as_secs_f64();
            out!(
                "{} {}: up to {seeds} seeds, {} positions ({} bytes), {} exact, built in {seconds:.2} s",
                info.id,
                options,
                table.len(),
                table.len(),
                table.exact_count()
            );
            if let Some(path) = &flags.out {
                let bytes = table.to_bytes();
                std::fs::write(path, &bytes).map_err(|e| format!("{path}: {e}"))?;
                out!("wrote {path} ({} bytes)", bytes.len());
            }
            Ok(())
        }
        Some("analyse") | Some("analyze") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let budget = flags.budget()?;
            flags.install_table(info.id, &options)?;
            let record = flags.record(info, options);
            let clock = SystemClock::default();
            let found = analysis::analyse(&record, None, budget, &clock, &mut |_| {}, &|| false)
                .map_err(|e| e.to_string())?;
            out!(
                "{}",
                serde_json::to_string(&found).map_err(|e| e.to_string())?
            );
            Ok(())
        }
        Some("review") => {
            let path = args
                .get(1)
                .ok_or(format!("review needs a record file\n{USAGE}"))?;
            let flags = parse_flags(&args[2..])?;
            let budget = flags.budget()?;
            let record = read_record(path)?;
            flags.install_table(&record.game, &record.options)?;
            let clock = SystemClock::default();
            let review = analysis::review(&record, budget, &clock, &mut |_| {}, &|| false)
                .map_err(|e| format!("{path}: {e}"))?;
            out!(
                "{}",
                serde_json::to_string(&review).map_err(|e| e.to_string())?
            );
            Ok(())
        }
        Some("puzzles") => {
            let id = args.get(1).ok_or(format!("name a game\n{USAGE}"))?;
            let info = games::find(id).ok_or_else(|| format!("unknown game '{id}'"))?;
            let flags = parse_flags(&args[2..])?;
            let count = flags.count.ok_or("puzzles needs --count N")? as usize;
            // `--preset a,b=N`: the presets (every one without), each with
            // its count or an equal share of the rest.
            let list: Vec<(String, Option<usize>)> = match &flags.preset {
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
            let started = Instant::now();
            let mut puzzles = Vec::new();
            for (index, (preset, share)) in shares.iter().enumerate() {
                let share = *share;
                let options = info.options_from(Some(preset), &Value::Null)?;
                let seed = flags
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
            match &flags.out {
                Some(path) => {
                    std::fs::write(path, json + "\n").map_err(|e| format!("{path}: {e}"))?
                }
                None => out!("{json}"),
            }
            Ok(())
        }
        Some("help") | Some("--help") | Some("-h") => {
            out!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
        None => Err(USAGE.to_string()),
    }
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
