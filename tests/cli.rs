//! The command-line tool as scripts and the browser tests call it: every
//! command answers `--help`, the game list is the registry's, and the flags
//! the scripts use still work.

use std::process::{Command, Output};

use rainbow_games::games;

fn rgames(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rgames"))
        .args(args)
        .output()
        .expect("rgames runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The commands `rgames --help` lists (the lines under "Commands:").
fn commands() -> Vec<String> {
    let help = rgames(&["--help"]);
    assert!(help.status.success());
    let text = stdout(&help);
    let listed = text
        .split("Commands:")
        .nth(1)
        .expect("a list of commands")
        .lines()
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    listed
}

#[test]
fn every_command_has_its_own_help() {
    let commands = commands();
    for expected in [
        "list", "state", "replay", "random", "engine", "match", "bench", "tables", "analyse",
        "position", "review", "puzzles", "lessons", "lab",
    ] {
        assert!(
            commands.iter().any(|c| c == expected),
            "{expected} is not in rgames --help: {commands:?}"
        );
    }
    for command in &commands {
        let help = rgames(&[command, "--help"]);
        assert!(help.status.success(), "rgames {command} --help failed");
        let text = stdout(&help);
        assert!(
            text.contains(&format!("Usage: rgames {command}")),
            "rgames {command} --help:\n{text}"
        );
    }
    // The flags of a command are in its help.
    let text = stdout(&rgames(&["match", "--help"]));
    for flag in [
        "--a",
        "--b",
        "--games",
        "--ms",
        "--nodes",
        "--opening",
        "--seed",
        "--verbose",
        "--table",
    ] {
        assert!(text.contains(flag), "{flag} missing from match --help");
    }
}

#[test]
fn list_prints_every_registered_game_with_its_presets() {
    let output = rgames(&["list"]);
    assert!(output.status.success());
    let text = stdout(&output);
    let ids: Vec<&str> = text
        .lines()
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    assert_eq!(ids, games::ids());
    for (line, game) in text.lines().zip(games::all()) {
        let presets: Vec<_> = (game.presets)().iter().map(|p| p.id).collect();
        assert_eq!(
            line,
            format!(
                "{}\t{}\tpresets: {}",
                game.id,
                game.name,
                presets.join(", ")
            )
        );
    }
}

#[test]
fn state_replays_moves_and_refuses_an_illegal_one() {
    let output = rgames(&[
        "state",
        "owari",
        "--preset",
        "abapa",
        "--options",
        "null",
        "--seed",
        "0",
        "--moves",
        "C d",
    ]);
    assert!(output.status.success());
    let state: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(state["moves"], serde_json::json!(["C", "d"]));

    let output = rgames(&["state", "owari", "--moves", "C Q"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("'Q'"));
    assert!(output.stdout.is_empty());

    // An empty --moves is the start.
    let output = rgames(&["state", "basic", "--moves", ""]);
    assert!(output.status.success());

    let output = rgames(&["state", "chess"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown game 'chess'"));
}

#[test]
fn state_and_replay_read_a_record_file() {
    let dir = std::env::temp_dir().join(format!("rgames-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    std::fs::write(
        &file,
        r#"{"game":"owari","options":{"first_player":"south"},"seed":3,"moves":["C","d"]}"#,
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let by_state = rgames(&["state", "--record", path]);
    let by_replay = rgames(&["replay", path]);
    assert!(by_state.status.success() && by_replay.status.success());
    assert_eq!(by_state.stdout, by_replay.stdout);
    // --record takes the file only.
    assert!(!rgames(&["state", "--record", path, "--seed", "1"])
        .status
        .success());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn analyse_and_its_american_spelling_give_one_answer() {
    let args = [
        "basic",
        "--options",
        r#"{"first_player":"south"}"#,
        "--moves",
        "C",
        "--depth",
        "3",
    ];
    let british = rgames(&[&["analyse"][..], &args].concat());
    let american = rgames(&[&["analyze"][..], &args].concat());
    assert!(british.status.success(), "{british:?}");
    assert_eq!(british.stdout, american.stdout);
    // --depth and --ms are one or the other; --depth 0 is refused.
    assert!(!rgames(&["analyse", "basic", "--depth", "2", "--ms", "10"])
        .status
        .success());
    assert!(!rgames(&["analyse", "basic", "--depth", "0"])
        .status
        .success());
}

#[test]
fn random_and_match_print_their_last_lines() {
    let output = rgames(&[
        "random", "owari", "--preset", "abapa", "--games", "5", "--seed", "3",
    ]);
    assert!(output.status.success());
    assert!(stdout(&output)
        .lines()
        .last()
        .unwrap()
        .starts_with("5 games, "));
    let output = rgames(&[
        "match", "owari", "--a", "beginner", "--b", "random", "--games", "2", "--nodes", "50",
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output)
        .lines()
        .last()
        .unwrap()
        .starts_with("2 games: A won "));
    // A level that does not exist, and a required flag left out.
    assert!(!rgames(&[
        "match",
        "owari",
        "--a",
        "grandmaster",
        "--b",
        "easy",
        "--games",
        "2"
    ])
    .status
    .success());
    assert!(!rgames(&["random", "owari"]).status.success());
    assert!(!rgames(&["bench", "owari", "--seconds", "-1"])
        .status
        .success());
}

/// Games whose position notation is not written yet (as in the library's
/// notation test): `rgames position` refuses them with that reason.
const NO_NOTATION_YET: &[&str] = &[];

fn json_of(output: &Output) -> serde_json::Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON")
}

/// The state JSON without the moves played (which count from the start of
/// a record, or from its position).
fn without_moves(mut state: serde_json::Value) -> serde_json::Value {
    state.as_object_mut().unwrap().remove("moves");
    state
}

#[test]
fn position_prints_a_notation_that_state_analyse_and_records_start_from() {
    let dir = std::env::temp_dir().join(format!("rgames-notation-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for game in games::all() {
        let id = game.id;
        // A few moves into the game, and the notation of the position
        // reached (Rainbow Chase's moves are several decisions: play on to
        // the end of one; Rainbow Passage's roll-off for who starts can
        // take twenty rolls).
        let mut moves: Vec<String> = Vec::new();
        let mut notation = None;
        for k in 0..40 {
            let joined = moves.join(" ");
            let printed = rgames(&["position", id, "--seed", "1", "--moves", &joined]);
            let state = json_of(&rgames(&["state", id, "--seed", "1", "--moves", &joined]));
            if printed.status.success() {
                notation = Some(stdout(&printed).trim().to_string());
                // A player's decision, to analyse (not a roll of the dice).
                if k >= 3 && state["to_move"] != "chance" {
                    break;
                }
            } else if NO_NOTATION_YET.contains(&id) {
                let why = String::from_utf8_lossy(&printed.stderr).into_owned();
                assert!(why.contains("no position notation yet"), "{id}: {why}");
                break;
            }
            let legal = state["legal"].as_array().unwrap();
            moves.push(legal[k % legal.len()].as_str().unwrap().to_string());
        }
        if NO_NOTATION_YET.contains(&id) {
            continue;
        }
        let notation = notation.unwrap_or_else(|| panic!("{id}: no notation printed"));
        let prefix = moves.join(" ");
        // The state from seed 1 with `extra` arguments.
        let state = |extra: &[&str]| {
            let mut args = vec!["state", id, "--seed", "1"];
            args.extend_from_slice(extra);
            json_of(&rgames(&args))
        };
        let reached = state(&["--moves", &prefix]);
        let from = state(&["--position", &notation]);
        assert_eq!(without_moves(from), without_moves(reached.clone()), "{id}");

        // Its analysis is the analysis of the position reached by the moves.
        let analysed = |extra: &[&str]| {
            let mut args = vec!["analyse", id, "--seed", "1", "--depth", "3"];
            args.extend_from_slice(extra);
            json_of(&rgames(&args))
        };
        assert_eq!(
            analysed(&["--position", &notation])["moves"],
            analysed(&["--moves", &prefix])["moves"],
            "{id}"
        );

        // A record with a Position tag replays its moves from there, as
        // `state --position … --moves …` plays them, and ends where the
        // whole game from the start does.
        let next = reached["legal"][0].as_str().unwrap().to_string();
        let file = dir.join(format!("{id}.txt"));
        std::fs::write(
            &file,
            format!(
                "[Game \"{id}\"]\n[Seed 1]\n[Position {}]\n\n{next}\n",
                serde_json::Value::from(notation.as_str())
            ),
        )
        .unwrap();
        let replayed = json_of(&rgames(&["replay", file.to_str().unwrap()]));
        let played = state(&["--position", &notation, "--moves", &next]);
        assert_eq!(replayed, played, "{id}");
        assert_eq!(replayed["moves"], serde_json::json!([next]), "{id}");
        let whole = state(&["--moves", &format!("{prefix} {next}")]);
        assert_eq!(without_moves(replayed), without_moves(whole), "{id}");
        // The review reads it too.
        let review = rgames(&["review", file.to_str().unwrap(), "--depth", "2"]);
        assert!(
            review.status.success(),
            "{id}: {}",
            String::from_utf8_lossy(&review.stderr)
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_bad_position_is_refused_with_its_reason() {
    for (notation, reason) in [
        ("", "empty"),
        ("4,4,4,4,4,4/4,4,4,4,4,4 0:0", "fields"),
        ("4,4,4,4,4,4/4,4,4,4,4,5 0:0 s", "49 seeds"),
        ("4,4,4,4,4,4/4,4,4,4,4 0:0 s", "lists 5 values"),
        ("0,0,0,0,0,0/8,8,8,8,8,8 0:0 s", "no legal move"),
        ("4,4,4,4,4,x/4,4,4,4,4,4 0:0 s", "'x' is not a number"),
        ("4,4,4,4,4,4/4,4,4,4,4,4 0:0 e", "s or n"),
    ] {
        for command in ["state", "analyse"] {
            let output = rgames(&[command, "owari", "--position", notation]);
            assert!(!output.status.success(), "{notation}");
            let why = String::from_utf8_lossy(&output.stderr);
            assert!(why.contains(reason), "{notation}: {why}");
            assert!(!why.contains("panicked"), "{notation}: {why}");
        }
    }
}

#[test]
fn lessons_lists_a_course_and_refuses_a_broken_one_with_its_reasons() {
    // Run where the course files are (the command reads assets/).
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_rgames"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("rgames runs")
    };
    let out = run(&["lessons", "rainbow-chase"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    assert!(text.starts_with("1. Sowing ("), "{text}");
    assert!(text.trim_end().ends_with("steps: no problem"), "{text}");

    // A step nobody can fail, and a text without its English.
    let dir = std::env::temp_dir().join(format!("rgames-lessons-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("basic.json");
    std::fs::write(
        &file,
        r#"{"game": "basic", "text": {"t": "T"}, "lessons": [{"id": "l", "title": "t",
            "steps": [{"position": {}, "task": "k", "goal": "any"}]}]}"#,
    )
    .unwrap();
    let out = run(&["lessons", "basic", "--file", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(why.contains("text \"k\" has no English"), "{why}");
    assert!(
        why.contains("step 1: every decision meets its goal"),
        "{why}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn lessons_find_positions_where_a_passage_goal_can_be_met_and_missed() {
    // A turn's steps begin no move in Rainbow Passage (only its roll does):
    // the finder looks at the start of the turn, after the roll.
    let out = rgames(&[
        "lessons",
        "rainbow-passage",
        "--find",
        r#""star_row""#,
        "--options",
        r#"{"first_player": "south"}"#,
        "--seat",
        "0",
        "--count",
        "1",
    ]);
    let text = stdout(&out);
    let line = text.lines().next().unwrap_or_default();
    assert!(line.starts_with("seed "), "{text}");
    assert!(
        line.contains(" right (") && line.contains(" wrong"),
        "{line}"
    );
    // The moves end with South's roll: the dice are stated.
    let moves = line.split('"').nth(1).unwrap();
    assert!(
        moves.split(' ').next_back().unwrap().starts_with('@'),
        "{line}"
    );
}

#[test]
fn lab_gives_the_same_numbers_on_one_thread_and_on_four() {
    let run = |threads: &str| {
        let out = rgames(&[
            "lab",
            "basic",
            "--variant",
            "seed",
            "--variant",
            r#"{"seeds_per_pit": 4}"#,
            "--level",
            "easy",
            "--games",
            "8",
            "--seed",
            "5",
            "--threads",
            threads,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        stdout(&out)
    };
    let one = run("1");
    assert_eq!(one, run("4"));
    let lab: serde_json::Value = serde_json::from_str(&one).unwrap();
    for variant in lab["variants"].as_array().unwrap() {
        let stats = &variant["stats"];
        assert_eq!(stats["games"], 8);
        let wins: u64 = stats["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["wins"].as_u64().unwrap())
            .sum();
        assert_eq!(wins + stats["draws"].as_u64().unwrap(), 8);
    }
    assert_eq!(lab["variants"][1]["options"]["seeds_per_pit"], 4);
}
