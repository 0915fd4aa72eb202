//! Every shipped puzzle (`assets/puzzles/<game>.json`) is still sound: its
//! record replays, and every decision of its player in the solution is
//! proven again as its proof says (docs/puzzles.md). A change to a game's
//! rules or to the searches that makes a puzzle wrong fails here.

use std::collections::HashSet;
use std::path::Path;

use rainbow_games::ai::puzzles::{check, Method, PuzzleFile};
use rainbow_games::games;

fn load(id: &str) -> PuzzleFile {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/puzzles")
        .join(format!("{id}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The least a game ships: 300 for the two-player games without dice, 100
/// for the others.
fn least(id: &str) -> usize {
    match id {
        "spectral-reapers" | "rainbow-passage" => 100,
        _ => 300,
    }
}

#[test]
fn every_game_ships_enough_puzzles_with_distinct_ids() {
    let mut ids = HashSet::new();
    for def in games::all() {
        let file = load(def.id);
        assert_eq!(file.game, def.id);
        assert!(
            file.puzzles.len() >= least(def.id),
            "{}: {} puzzles",
            def.id,
            file.puzzles.len()
        );
        for puzzle in &file.puzzles {
            assert_eq!(puzzle.game, def.id, "{}", puzzle.id);
            assert!(ids.insert(puzzle.id.clone()), "{} twice", puzzle.id);
            assert!(!puzzle.solution.is_empty(), "{}", puzzle.id);
            assert!(!puzzle.task.is_empty(), "{}", puzzle.id);
            assert!((400..=2800).contains(&puzzle.rating), "{}", puzzle.id);
            // Dice and more than two players: only the mover's own turn.
            let turn = puzzle.proof.method == Method::Turn;
            let searched = def.id != "rainbow-passage"
                && (def.id != "spectral-reapers" || puzzle.preset == "2-players");
            assert_eq!(turn, !searched, "{}: {:?}", puzzle.id, puzzle.proof);
        }
    }
}

/// Checks every `step`-th puzzle of every game from `offset`.
fn check_every(step: usize, offset: usize) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for def in games::all() {
        let file = load(def.id);
        for puzzle in file.puzzles.iter().skip(offset).step_by(step) {
            checked += 1;
            if let Err(why) = check(puzzle) {
                failures.push(format!("{}: {why}", puzzle.id));
            }
        }
    }
    assert!(checked > 0);
    assert!(
        failures.is_empty(),
        "unsound puzzles:\n{}",
        failures.join("\n")
    );
}

/// Every shipped puzzle, proven again (about a minute in the debug test
/// profile; `cargo test --release --test puzzles -- --include-ignored`
/// takes seconds).
#[test]
#[ignore = "slow in the debug profile: run with --include-ignored (or --release)"]
fn every_puzzle_is_still_sound() {
    check_every(1, 0);
}

/// A deterministic quarter of them on every run.
#[test]
fn a_quarter_of_the_puzzles_are_still_sound() {
    check_every(4, 1);
}

#[test]
fn a_puzzle_that_is_no_longer_right_fails_its_check() {
    let file = load("owari");
    let mut puzzle = file.puzzles[0].clone();
    check(&puzzle).expect("the shipped puzzle is sound");
    // Another legal move as the answer.
    let wrong = puzzle.refutations[0].mv.clone();
    puzzle.solution = vec![wrong];
    assert!(check(&puzzle).is_err());
    // A larger margin than the proof gives.
    let mut puzzle = file.puzzles[0].clone();
    puzzle.proof.margin += 1.0;
    assert!(check(&puzzle).is_err());
}
