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

/// Every shipped puzzle, proven again, one thread a game (about 30 s of
/// processor time in the debug test profile).
#[test]
fn every_shipped_puzzle_is_still_sound() {
    let results: Vec<(usize, Vec<String>)> = std::thread::scope(|scope| {
        let threads: Vec<_> = games::all()
            .iter()
            .map(|def| {
                scope.spawn(move || {
                    let file = load(def.id);
                    let failures = file
                        .puzzles
                        .iter()
                        .filter_map(|p| check(p).err().map(|why| format!("{}: {why}", p.id)))
                        .collect();
                    (file.puzzles.len(), failures)
                })
            })
            .collect();
        threads
            .into_iter()
            .map(|t| t.join().expect("a checking thread panicked"))
            .collect()
    });
    let checked: usize = results.iter().map(|r| r.0).sum();
    let failures: Vec<String> = results.into_iter().flat_map(|r| r.1).collect();
    assert!(checked > 0);
    assert!(
        failures.is_empty(),
        "unsound puzzles:\n{}",
        failures.join("\n")
    );
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
