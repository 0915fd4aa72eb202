//! `rgames`: the Rainbow Games command-line tool (see README.md).
//!
//! - `rgames list` — the games and their presets.
//! - `rgames state <game> [--preset P] [--options JSON] [--seed S] [--moves "A d …"]`
//! - `rgames random <game> [--preset P] [--options JSON] --games N [--seed S] [--no-check]`

use std::process::ExitCode;
use std::time::Instant;

use rainbow_games::engine::catalog::{self, GameInfo};
use rainbow_games::engine::record::Record;
use rainbow_games::engine::side_name;
use serde_json::Value;

const USAGE: &str = "usage:
  rgames list
  rgames state <game> [--preset P] [--options JSON] [--seed S] [--moves \"A d ...\"]
  rgames random <game> [--preset P] [--options JSON] --games N [--seed S] [--no-check]";

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
            "--no-check" => flags.no_check = true,
            other => return Err(format!("unknown flag '{other}'\n{USAGE}")),
        }
    }
    Ok(flags)
}

fn game_and_options(args: &[String]) -> Result<(&'static GameInfo, Flags, Value), String> {
    let id = args
        .first()
        .ok_or_else(|| format!("name a game\n{USAGE}"))?;
    let info = catalog::find(id).ok_or_else(|| {
        let ids: Vec<_> = catalog::games().iter().map(|g| g.id).collect();
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
            for game in catalog::games() {
                let presets: Vec<_> = (game.presets)().iter().map(|p| p.id).collect();
                println!(
                    "{}\t{}\tpresets: {}",
                    game.id,
                    game.name,
                    presets.join(", ")
                );
            }
            Ok(())
        }
        Some("state") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let record = Record {
                game: info.id.to_string(),
                options,
                seed: flags.seed.unwrap_or(0),
                moves: flags
                    .moves
                    .as_deref()
                    .unwrap_or("")
                    .split_whitespace()
                    .map(str::to_string)
                    .collect(),
            };
            let session = record.replay().map_err(|e| e.to_string())?;
            println!("{}", session.state_json());
            Ok(())
        }
        Some("random") => {
            let (info, flags, options) = game_and_options(&args[1..])?;
            let games = flags.games.ok_or("random needs --games N")?;
            let seed = flags.seed.unwrap_or(1);
            let started = Instant::now();
            let stats = (info.random)(&options, games, seed, !flags.no_check)?;
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
            println!(
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
            println!(
                "{} games, {} actions, {:.0} actions/s",
                stats.games,
                stats.actions,
                stats.actions as f64 / seconds
            );
            Ok(())
        }
        Some("help") | Some("--help") | Some("-h") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
        None => Err(USAGE.to_string()),
    }
}
