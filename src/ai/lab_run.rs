//! Long lab runs on native threads (`rgames lab`), optionally kept game by
//! game in a records file, so that a run that stops (a deadline, a killed
//! process, the end of a working day) goes on where it stopped, on this
//! machine or another, and gives the numbers one whole run gives: every
//! game is decided by its number alone ([`play_game`]).
//!
//! A records file is JSON lines: the first names the run (its
//! [`LabConfig`] without the count of games, so a run can be lengthened),
//! each other one game, `{"variant":v,"index":k,"game":{…}}`, written and
//! flushed as soon as it is played. A line that cannot be read (the last
//! one of a process killed while writing it) is left out, and its game is
//! played again.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

use serde_json::{json, Value};

use super::lab::{play_game, LabConfig, LabGame};
use super::SystemClock;

/// The first line of a records file: what its games are games of.
fn header(config: &LabConfig) -> Value {
    let mut run = config.to_value();
    if let Some(map) = run.as_object_mut() {
        map.remove("games");
    }
    json!({ "lab-records": 1, "run": run })
}

/// The games a records file holds for `config`, by variant and number, and
/// the file open for more. A file that does not exist (or is empty) is
/// started; one of another run is an error, never overwritten.
fn open_records(
    path: &Path,
    config: &LabConfig,
) -> Result<(Vec<BTreeMap<u32, LabGame>>, File), String> {
    let shown = path.display();
    let mut known = vec![BTreeMap::new(); config.variants.len()];
    let mut text = String::new();
    if path.exists() {
        File::open(path)
            .and_then(|mut f| f.read_to_string(&mut text))
            .map_err(|e| format!("{shown}: {e}"))?;
    }
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{shown}: {e}"))?;
    let mut lines = text.lines();
    match lines.next() {
        None => writeln!(file, "{}", header(config)).map_err(|e| format!("{shown}: {e}"))?,
        Some(first) => {
            let theirs: Value = serde_json::from_str(first).unwrap_or(Value::Null);
            if theirs != header(config) {
                return Err(format!(
                    "{shown} holds the games of another run ({first}); give another file"
                ));
            }
            // A last line cut short gets its end, so the next game is a
            // line of its own.
            if !text.ends_with('\n') {
                writeln!(file).map_err(|e| format!("{shown}: {e}"))?;
            }
        }
    }
    let mut damaged = 0;
    for line in lines {
        let read = serde_json::from_str::<Value>(line).ok().and_then(|v| {
            let variant = usize::try_from(v.get("variant")?.as_u64()?).ok()?;
            let index = u32::try_from(v.get("index")?.as_u64()?).ok()?;
            Some((variant, index, LabGame::from_value(v.get("game")?)?))
        });
        match read {
            Some((variant, index, game)) if variant < known.len() => {
                known[variant].insert(index, game);
            }
            _ => damaged += 1,
        }
    }
    if damaged > 0 {
        eprintln!("{shown}: {damaged} line(s) could not be read; their games are played again");
    }
    Ok((known, file))
}

/// Plays `config`'s games on `threads` threads, those a records file
/// already holds excepted, and returns each variant's games from the
/// first on, up to the first one not played (no game is started after
/// `deadline`): the very games `--games` that many plays.
pub fn run(
    config: &LabConfig,
    threads: usize,
    deadline: Option<Instant>,
    records: Option<&Path>,
) -> Result<Vec<Vec<LabGame>>, String> {
    let threads = threads.max(1);
    let (mut known, file) = match records {
        Some(path) => {
            let (known, file) = open_records(path, config)?;
            (known, Some(Mutex::new(file)))
        }
        None => (vec![BTreeMap::new(); config.variants.len()], None),
    };
    let started = Instant::now();
    let mut results = Vec::new();
    for (variant, known) in known.iter_mut().enumerate() {
        let missing: Vec<u32> = (0..config.games)
            .filter(|k| !known.contains_key(k))
            .collect();
        let had = config.games as usize - missing.len();
        let played: Vec<std::thread::Result<Played>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let (missing, file) = (&missing, &file);
                    scope.spawn(move || {
                        missing
                            .iter()
                            .skip(t)
                            .step_by(threads)
                            .take_while(|_| deadline.is_none_or(|d| Instant::now() < d))
                            .map(|&k| {
                                let game = play_game(config, variant, k, &SystemClock::default());
                                if let (Some(file), Ok(game)) = (file, &game) {
                                    keep(file, variant, k, game);
                                }
                                (k, game)
                            })
                            .collect()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join()).collect()
        });
        let played = joined(played).map_err(|why| {
            format!(
                "{} variant {}: a game stopped the run ({why}); the games played before it are in the records",
                config.game,
                variant + 1
            )
        })?;
        let mut new = 0;
        for (k, game) in played.into_iter().flatten() {
            known.insert(k, game?);
            new += 1;
        }
        // The games from the first on, up to the first not played.
        let games: Vec<LabGame> = (0..config.games)
            .map_while(|k| known.get(&k).cloned())
            .collect();
        eprintln!(
            "{} variant {}: {} games ({had} from the records, {new} played now), {:.1} s",
            config.game,
            variant + 1,
            games.len(),
            started.elapsed().as_secs_f64()
        );
        results.push(games);
    }
    Ok(results)
}

/// One thread's games: each game's index and the game, or why it could
/// not be played.
type Played = Vec<(u32, Result<LabGame, String>)>;

/// The threads' games, or what stopped a thread that panicked (a bug in a
/// game's rules or in the search): its games are not counted as merely not
/// played, which would cut the run short without a word.
fn joined(threads: Vec<std::thread::Result<Played>>) -> Result<Vec<Played>, String> {
    threads
        .into_iter()
        .map(|t| {
            t.map_err(|panic| {
                panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic".into())
            })
        })
        .collect()
}

/// Writes one game to the records at once, so that it is kept whatever
/// happens to the run later. A game that cannot be written is still
/// counted in this run.
fn keep(file: &Mutex<File>, variant: usize, index: u32, game: &LabGame) {
    let line = json!({ "variant": variant, "index": index, "game": game.to_value() });
    let written = match file.lock() {
        Ok(mut f) => writeln!(f, "{line}").and_then(|()| f.flush()),
        Err(_) => return,
    };
    if let Err(e) = written {
        eprintln!("the records file could not take game {index}: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    fn config(games: u32, seed: u64) -> LabConfig {
        let info = crate::games::find("basic").expect("basic");
        LabConfig {
            game: "basic".into(),
            variants: vec![
                info.options_from(Some("seed"), &Value::Null).expect("seed"),
                info.options_from(Some("kalah-6-4"), &Value::Null)
                    .expect("kalah"),
            ],
            levels: vec![Level::Beginner],
            games,
            opening: 2,
            seed,
        }
    }

    fn records_path(name: &str) -> std::path::PathBuf {
        let path =
            std::env::temp_dir().join(format!("rgames-lab-{name}-{}.jsonl", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    #[test]
    fn a_run_kept_in_records_goes_on_where_it_stopped_with_the_whole_runs_games() {
        let whole = run(&config(7, 3), 2, None, None).expect("whole run");
        assert_eq!(whole.iter().map(Vec::len).collect::<Vec<_>>(), [7, 7]);
        let path = records_path("resume");
        // Three games, then the run lengthened to seven on one thread: four
        // more played, the first three read back.
        let first = run(&config(3, 3), 2, None, Some(&path)).expect("first part");
        assert_eq!(first[0], whole[0][..3]);
        assert_eq!(first[1], whole[1][..3]);
        let lines = std::fs::read_to_string(&path)
            .expect("records")
            .lines()
            .count();
        assert_eq!(lines, 1 + 2 * 3, "a header and a line a game");
        // A process killed while writing leaves half a line: it is left
        // out and its game played again.
        let mut f = OpenOptions::new().append(true).open(&path).expect("open");
        write!(f, "{{\"variant\":0,\"index\":3,\"ga").expect("write");
        drop(f);
        let rest = run(&config(7, 3), 1, None, Some(&path)).expect("second part");
        assert_eq!(rest, whole);
        let lines = || {
            std::fs::read_to_string(&path)
                .expect("records")
                .lines()
                .count()
        };
        assert_eq!(
            lines(),
            1 + 6 + 1 + 2 * 4,
            "only the four missing games of each"
        );
        // Nothing left to play: the records alone give the numbers.
        let again = run(&config(7, 3), 1, Some(Instant::now()), Some(&path)).expect("read");
        assert_eq!(again, whole);
        assert_eq!(lines(), 16);
        // The records of another run (another seed) are refused, kept whole.
        let before = std::fs::read_to_string(&path).expect("records");
        let other = run(&config(7, 4), 1, None, Some(&path));
        assert!(other.unwrap_err().contains("another run"));
        assert_eq!(std::fs::read_to_string(&path).expect("records"), before);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn past_the_deadline_no_game_is_started_and_a_variant_reports_what_it_has() {
        let path = records_path("deadline");
        let none = run(&config(5, 3), 2, Some(Instant::now()), Some(&path)).expect("run");
        assert_eq!(none, vec![Vec::<LabGame>::new(), Vec::new()]);
        let _ = std::fs::remove_file(&path);
    }

    /// A thread that panics stops the run with its message, where its games
    /// used to count as not played.
    #[test]
    fn a_panicking_thread_stops_the_run() {
        let threads: Vec<std::thread::Result<Played>> = std::thread::scope(|scope| {
            let fine = scope.spawn(|| vec![(0, Err("not played".to_string()))]);
            let broken = scope.spawn(|| -> Played { panic!("sowing went wrong at pit {}", 3) });
            vec![fine.join(), broken.join()]
        });
        let err = joined(threads).unwrap_err();
        assert_eq!(err, "sowing went wrong at pit 3");
        let fine: Vec<std::thread::Result<Played>> =
            vec![Ok(vec![]), Ok(vec![(1, Err("x".into()))])];
        assert_eq!(joined(fine).map(|t| t.len()), Ok(2));
    }
}
