//! Every game's position notation, through the registry (a new game is
//! covered as soon as it is listed): random positions of every preset
//! read back to the same position and write the same line again, and
//! every mutation of a line is read to a position in play or refused with
//! a reason, never a panic.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{all, with_game, GameVisitor, Registered};
use crate::engine::options::options_from_json;
use crate::engine::position::PositionError;
use crate::engine::{Effects, Game, Turn};

/// Positions checked a preset.
const POSITIONS: usize = 1000;

/// Games whose notation is not written yet: their lines are refused as
/// `unsupported`. Every other game must write every position in play.
const NOT_YET: &[&str] = &[];

/// The position's `Debug` text without what says how it was reached (the
/// repetition history, the results of finished rounds, Rainbow Passage's
/// roll-off for who starts), which a notation does not carry.
fn without_history(debug: &str) -> String {
    let mut out = String::with_capacity(debug.len());
    let mut rest = debug;
    loop {
        let next = [
            "Repetitions {",
            "RoundLog(",
            "roll_off: RollOff {",
            "sections: [",
        ]
        .iter()
        .filter_map(|m| rest.find(m).map(|at| (at, m.len())))
        .min();
        let Some((at, len)) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..at]);
        let mut depth = 1;
        let mut end = at + len;
        for (k, c) in rest[at + len..].char_indices() {
            match c {
                '{' | '(' | '[' => depth += 1,
                '}' | ')' | ']' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = at + len + k + 1;
                break;
            }
        }
        rest = &rest[end..];
    }
}

/// Random positions of a game under `options`: positions met in random
/// games from the start, about one in eight.
fn random_positions<G: Game>(options: &G::Options, seed: u64, count: usize) -> Vec<G> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut positions = Vec::with_capacity(count);
    let mut legal = Vec::new();
    let mut chances = Vec::new();
    let mut fx = Effects::off();
    while positions.len() < count {
        let mut game = G::new(options, rng.random()).expect("a preset starts");
        for _ in 0..game.max_game_length() {
            if rng.random_range(0..8) == 0 {
                positions.push(game.clone());
                if positions.len() == count {
                    break;
                }
            }
            let action = match game.turn() {
                Turn::Over(_) => {
                    positions.push(game.clone());
                    break;
                }
                Turn::Chance => {
                    game.chance_outcomes(&mut chances);
                    chances[rng.random_range(0..chances.len())].0
                }
                Turn::Player(_) => {
                    game.legal_actions(&mut legal);
                    legal[rng.random_range(0..legal.len())]
                }
            };
            game.apply(action, &mut fx).expect("a legal action plays");
        }
    }
    positions
}

/// Checks a line read back: a position in play with something to decide,
/// which writes the same line again.
fn reads_back<G: Registered>(options: &G::Options, line: &str) -> Result<G, PositionError> {
    let read = G::from_notation(options, line)?;
    let mut legal = Vec::new();
    read.legal_actions(&mut legal);
    assert!(
        !matches!(read.turn(), Turn::Over(_)) && !legal.is_empty(),
        "{}: '{line}' reads to a position with nothing to do",
        G::DEF.id
    );
    let again = read
        .to_notation()
        .unwrap_or_else(|e| panic!("{}: '{line}' read, but not written: {e}", G::DEF.id));
    let reread = G::from_notation(options, &again)
        .unwrap_or_else(|e| panic!("{}: '{again}' (from '{line}') refused: {e}", G::DEF.id));
    assert_eq!(
        reread.to_notation().ok(),
        Some(again.clone()),
        "{}",
        G::DEF.id
    );
    Ok(read)
}

/// Every mutation of `line` tried: characters deleted, doubled, replaced
/// and swapped, and fields dropped; each reads or is refused.
fn mutations(line: &str, rng: &mut SmallRng) -> Vec<String> {
    const ALPHABET: &[char] = &[
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ',', '/', ':', ' ', 's', 'n', 'r', 'o',
        'y', 'g', 'b', 'v', 'x', '-', '+', 'w', 'p', 'é',
    ];
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    for _ in 0..6 {
        let at = rng.random_range(0..chars.len());
        let mut c = chars.clone();
        match rng.random_range(0..4) {
            0 => {
                c.remove(at);
            }
            1 => c.insert(at, chars[at]),
            2 => c[at] = ALPHABET[rng.random_range(0..ALPHABET.len())],
            _ => {
                let other = rng.random_range(0..chars.len());
                c.swap(at, other);
            }
        }
        out.push(c.into_iter().collect());
    }
    let fields: Vec<&str> = line.split(' ').collect();
    let drop = rng.random_range(0..fields.len());
    out.push(
        fields
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != drop)
            .map(|(_, f)| *f)
            .collect::<Vec<_>>()
            .join(" "),
    );
    out
}

struct RoundTrip;

impl GameVisitor for RoundTrip {
    type Output = ();
    fn visit<G: Registered>(self) {
        let id = G::DEF.id;
        let unsupported = NOT_YET.contains(&id);
        let mut rng = SmallRng::seed_from_u64(43);
        for preset in (G::DEF.presets)() {
            let options: G::Options = options_from_json(&preset.options).expect("a preset reads");
            let mut written = 0;
            // Positions in the middle of a move are not written: draw
            // enough that a thousand are between moves.
            for game in random_positions::<G>(&options, 7, 10 * POSITIONS) {
                if written == POSITIONS {
                    break;
                }
                let line = match game.to_notation() {
                    Ok(line) => line,
                    Err(e) if unsupported => {
                        assert_eq!(e.key, "unsupported", "{id}");
                        continue;
                    }
                    Err(e) => {
                        let reason = e.to_string();
                        assert!(!reason.is_empty() && reason != e.key, "{id}: {e:?}");
                        let over = matches!(game.turn(), Turn::Over(_));
                        assert!(
                            (over && e.key == "over")
                                || (!over && ["mid-move", "not-started"].contains(&e.key)),
                            "{id} {}: {game:?} not written: {e}",
                            preset.id
                        );
                        continue;
                    }
                };
                assert!(!unsupported, "{id} writes notation: take it off NOT_YET");
                written += 1;
                let read = reads_back::<G>(&options, &line)
                    .unwrap_or_else(|e| panic!("{id} {}: '{line}' refused: {e}", preset.id));
                assert_eq!(
                    without_history(&format!("{read:?}")),
                    without_history(&format!("{game:?}")),
                    "{id} {}: '{line}' reads to another position",
                    preset.id
                );
                for mutated in mutations(&line, &mut rng) {
                    match reads_back::<G>(&options, &mutated) {
                        Ok(_) => {}
                        Err(e) => {
                            let reason = e.to_string();
                            assert!(
                                !reason.is_empty() && reason != e.key && !reason.contains('{'),
                                "{id}: '{mutated}' refused without words: {e:?}"
                            );
                        }
                    }
                }
            }
            if !unsupported {
                assert_eq!(written, POSITIONS, "{id} {}", preset.id);
            }
        }
    }
}

#[test]
fn every_game_reads_back_random_positions_and_refuses_mutations_with_a_reason() {
    for game in all() {
        with_game(game.id, RoundTrip).expect("a listed game");
    }
}

#[test]
fn the_history_is_left_out_of_the_comparison() {
    assert_eq!(
        without_history("A { x: 1, r: Repetitions { seen: [1, 2] }, f: RoundLog([[1, 2]]), y: 2 }"),
        "A { x: 1, r: , f: , y: 2 }"
    );
}
