//! Finds short game records that show a rule, for the rules pages' live
//! examples: plays random games and prints the first moves up to each move
//! that matches a test.
//!
//! `cargo run --example find_example -- <game> <options JSON> <test> [games] [max moves]`
//!
//! Tests: `capture` (the mover captures), `capture2` (from two pits or
//! more), `capture-opposite` (2 or 3 seeds from the opponent's row of a
//! 2x6 board), `relay` (three lifts or more), `laps:N` (a relay of N laps or
//! more that ends by itself), `cycle` (a relay stopped where it came back to
//! an earlier state), `extra` (another move), `grandslam` (Owari forfeits one),
//! `pass`, `round` (a round ends), `piece` (a piece is captured), `end` (the
//! game ends), `legal:X` (X is among the legal moves after the move),
//! `move:X` (the move played starts with X), `star-stop` (Rainbow Passage:
//! a South piece that reached the star row this turn stops there although
//! a die would take it further), `star-forward` (Rainbow Passage: a South
//! piece that started the turn on the star row went back and made its one
//! forward step, and may not step forwards again although a die would take
//! it onto the star row), `passes:N` (N passes in a row).

use rainbow_games::engine::chance::pick_outcome;
use rainbow_games::engine::{Effect, Turn};
use rainbow_games::games;

/// Owari's own event when a grand slam is forfeited, by its words.
const GRAND_SLAM_FORFEITED: Effect = Effect::Own(rainbow_games::i18n::msg("narrate-grand-slam"));

/// Rainbow Passage, two players on an odd board: South's step `mv` ended on
/// the star row, a die still unused matches an empty square ahead of it,
/// and yet no step from there goes forward (a piece that steps more than
/// once may not pass the star row).
fn star_stop(mv: &str, state: &serde_json::Value) -> bool {
    let Some((_, to)) = mv.split_once('-') else {
        return false;
    };
    let Some(height) = state["height"].as_u64() else {
        return false;
    };
    let row: i64 = to[1..].parse().unwrap_or(0);
    row == (height as i64 + 1) / 2 && state["to_move"] == 0 && held_back(to, state)
}

/// The row number of a square name (`e6` is 6).
fn row_of(square: &str) -> i64 {
    square.get(1..).and_then(|r| r.parse().ok()).unwrap_or(0)
}

/// Rainbow Passage, two players: South's last step ended a chain of steps
/// of one piece this turn that began on the star row and took one step
/// forwards (after at least one back); the piece stands behind the star
/// row, so the star-row limit on pieces stepping more than once does not
/// stop it, and yet it may not step forwards although a die would take it
/// to an empty square ahead: it has used its one forward step.
fn star_forward(moves: &[String], state: impl FnOnce() -> serde_json::Value) -> bool {
    let turn_start = moves
        .iter()
        .rposition(|m| m.starts_with('@'))
        .map_or(0, |i| i + 1);
    let turn = &moves[turn_start..];
    let Some((_, to)) = turn.last().and_then(|m| m.split_once('-')) else {
        return false;
    };
    // Follow the piece back through this turn's steps.
    let mut at = to.to_string();
    let mut forwards = 0;
    let mut steps = 0;
    for mv in turn.iter().rev() {
        if let Some((a, b)) = mv.split_once('-') {
            if b == at {
                forwards += (row_of(b) > row_of(a)) as usize;
                steps += 1;
                at = a.to_string();
            }
        }
    }
    if forwards != 1 || steps < 3 {
        return false;
    }
    let state = state();
    let Some(height) = state["height"].as_u64() else {
        return false;
    };
    let star = (height as i64 + 1) / 2;
    row_of(&at) == star && row_of(to) < star && state["to_move"] == 0 && held_back(to, &state)
}

/// Whether a die still unused matches an empty square ahead of the South
/// piece on `to` (straight or diagonally forwards), and yet no step from
/// `to` forwards is legal.
fn held_back(to: &str, state: &serde_json::Value) -> bool {
    let (Some(rows), Some(height)) = (state["rows"].as_array(), state["height"].as_u64()) else {
        return false;
    };
    let col = to.as_bytes()[0] as i64 - b'a' as i64;
    let row = row_of(to);
    let colour_at = |c: i64, r: i64| -> Option<char> {
        let line = rows.get((height as i64 - r) as usize)?.as_str()?;
        line.chars().nth(usize::try_from(c).ok()?)
    };
    let occupied = |c: i64, r: i64| {
        let Ok(c) = u8::try_from(c) else {
            return false;
        };
        let name = format!("{}{}", (b'a' + c) as char, r);
        state["pieces"]
            .as_array()
            .is_some_and(|ps| ps.iter().any(|p| p["square"] == name.as_str()))
    };
    let dice = state["dice"].as_array().cloned().unwrap_or_default();
    let used = state["used"].as_array().cloned().unwrap_or_default();
    let unused: Vec<char> = dice
        .iter()
        .zip(used.iter())
        .filter(|(_, u)| u.as_bool() == Some(false))
        .filter_map(|(d, _)| d.as_str()?.chars().next())
        .collect();
    let ahead_open = (col - 1..=col + 1).any(|c| {
        !occupied(c, row + 1) && colour_at(c, row + 1).is_some_and(|k| unused.contains(&k))
    });
    let forward_legal = state["legal"].as_array().is_some_and(|l| {
        l.iter()
            .filter_map(|m| m.as_str())
            .any(|m| m.starts_with(&format!("{to}-")) && m.ends_with(&(row + 1).to_string()))
    });
    ahead_open && !forward_legal
}

fn matches(test: &str, mover: usize, mv: &str, effects: &[Effect], legal_after: &[String]) -> bool {
    let captures = effects
        .iter()
        .filter(|e| matches!(e, Effect::Capture { player, .. } if *player as usize == mover))
        .count();
    match test {
        "capture" => captures > 0,
        "capture2" => captures > 1,
        "capture-opposite" => effects.iter().any(|e| {
            matches!(e, Effect::Capture { pit, count, player, .. }
                if *player as usize == mover && (*pit >= 6) == (mover == 0) && (2..=3).contains(count))
        }),
        "relay" => effects.iter().filter(|e| matches!(e, Effect::Lift { .. })).count() >= 3,
        "cycle" => effects.iter().any(|e| matches!(e, Effect::RelayCycle { .. })),
        "extra" => effects.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })),
        "grandslam" => effects.contains(&GRAND_SLAM_FORFEITED),
        "pass" => effects.iter().any(|e| matches!(e, Effect::Pass { .. })),
        "round" => effects.iter().any(|e| matches!(e, Effect::RoundOver { .. })),
        "piece" => effects.iter().any(|e| matches!(e, Effect::PieceCaptured { .. })),
        "end" => legal_after.is_empty(),
        _ => {
            if let Some(x) = test.strip_prefix("legal:") {
                legal_after.iter().any(|m| m == x)
            } else if let Some(x) = test.strip_prefix("move:") {
                mv.starts_with(x)
            } else if let Some(n) = test.strip_prefix("laps:") {
                let lifts = effects
                    .iter()
                    .filter(|e| matches!(e, Effect::Lift { .. }))
                    .count();
                let cycled = effects
                    .iter()
                    .any(|e| matches!(e, Effect::RelayCycle { .. }));
                !cycled && n.parse().is_ok_and(|n: usize| lifts >= n)
            } else {
                false
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, options, test, rest @ ..] = args.as_slice() else {
        eprintln!("usage: find_example <game> <options JSON> <test> [games] [max moves]");
        std::process::exit(2);
    };
    let Some(info) = games::find(game) else {
        eprintln!("unknown game {game}");
        std::process::exit(2);
    };
    let overrides: serde_json::Value = serde_json::from_str(options).unwrap_or_default();
    let options = match info.options_from(None, &overrides) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let games: u64 = rest.first().and_then(|s| s.parse().ok()).unwrap_or(200);
    let max: usize = rest.get(1).and_then(|s| s.parse().ok()).unwrap_or(60);
    let mut found = 0;
    for seed in 1..=games {
        let Ok(mut session) = (info.new_session)(&options, seed) else {
            continue;
        };
        let mut moves: Vec<String> = Vec::new();
        let mut rng = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        while moves.len() < max {
            let (mv, mover) = match session.turn() {
                Turn::Over(_) => break,
                Turn::Chance => {
                    let Some(mv) = pick_outcome(seed, moves.len(), &session.chance_outcomes())
                    else {
                        break;
                    };
                    (mv, usize::MAX)
                }
                Turn::Player(p) => {
                    let legal = session.legal();
                    rng = rng
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let pick = (rng >> 33) as usize % legal.len().max(1);
                    let Some(mv) = legal.get(pick).cloned() else {
                        break;
                    };
                    (mv, p)
                }
            };
            let Ok(effects) = session.play(&mv) else {
                break;
            };
            moves.push(mv.clone());
            let hit = if test == "star-stop" {
                star_stop(&mv, &rainbow_games::games::state_json(&*session))
            } else if test == "star-forward" {
                star_forward(&moves, || rainbow_games::games::state_json(&*session))
            } else if let Some(n) = test.strip_prefix("passes:") {
                let run = moves
                    .iter()
                    .rev()
                    .filter(|m| !m.starts_with('@'))
                    .take_while(|m| *m == "pass")
                    .count();
                n.parse::<usize>().is_ok_and(|n| run == n)
            } else {
                matches(test, mover, &mv, &effects, &session.legal())
            };
            if hit {
                println!("seed {seed} len {}: {}", moves.len(), moves.join(" "));
                found += 1;
                break;
            }
        }
        if found >= 8 {
            break;
        }
    }
}
