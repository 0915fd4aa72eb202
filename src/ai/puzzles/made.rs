//! A puzzle made from a position set up in the board editor (issue 43):
//! the mined puzzles' own proof ([`make_puzzle`]: the game's
//! `PUZZLE_DEPTHS`, [`MIN_MARGIN`] and the review's classes; the turn's
//! enumeration within [`TURN_CHOICES`] and [`TURN_NODES`]) asked of the
//! position itself. When the engine proves no unique best decision there,
//! [`NoPuzzle`] says why, for the page to word in its language.

use super::*;

/// Why a position makes no puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum NoPuzzle {
    /// The game is over.
    Over,
    /// A roll of the dice comes before anyone decides.
    Chance,
    /// The player to move has one decision only.
    OneMove { mv: String },
    /// Several decisions are equally good (in the record's notation).
    Tied { moves: Vec<String> },
    /// The best decision is not clearly better than the second (by
    /// [`MIN_MARGIN`] seeds and a mistake's loss, as the review classes
    /// it).
    Close { best: String, second: String },
    /// The best decision is not the same at the proof's two depths, or not
    /// proven there.
    Unproven { depth: u32, depth2: u32 },
    /// Too many decisions or positions to enumerate to the end of the turn.
    TooLarge,
    /// No decision wins, or captures more than every other, this turn.
    NoneBetter,
}

/// The puzzle of the position `notation` of `game` under `options` (the
/// game's notation, docs/notation.md), proven as the mined ones are; or
/// why it is none. `Err`: the request itself is wrong (no such game, no
/// such position).
pub fn from_position(
    game: &str,
    options: &Value,
    notation: &str,
) -> Result<Result<Puzzle, NoPuzzle>, String> {
    crate::games::with_game(game, PositionVisit(options, notation))
        .unwrap_or_else(|| Err(format!("unknown game '{game}'")))
}

/// [`from_position`]'s answer as the worker sends it and `rgames puzzles
/// --position` prints it: `{"made":{Puzzle}}` or `{"refused":{NoPuzzle}}`.
pub fn made_json(found: &Result<Puzzle, NoPuzzle>) -> Result<String, String> {
    let (key, body) = match found {
        Ok(puzzle) => ("made", serde_json::to_string(puzzle)),
        Err(why) => ("refused", serde_json::to_string(why)),
    };
    Ok(format!(
        "{{\"{key}\":{}}}",
        body.map_err(|e| e.to_string())?
    ))
}

struct PositionVisit<'a>(&'a Value, &'a str);

impl GameVisitor for PositionVisit<'_> {
    type Output = Result<Result<Puzzle, NoPuzzle>, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        from_position_typed::<G>(self.0, self.1)
    }
}

fn from_position_typed<G: Registered>(
    options: &Value,
    notation: &str,
) -> Result<Result<Puzzle, NoPuzzle>, String> {
    let typed: G::Options = options_from_json(options).map_err(|e| e.to_string())?;
    let game = G::from_notation(&typed, notation).map_err(|e| e.to_string())?;
    let player = match game.turn() {
        Turn::Over(_) => return Ok(Err(NoPuzzle::Over)),
        Turn::Chance => return Ok(Err(NoPuzzle::Chance)),
        Turn::Player(p) => p,
    };
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    match legal.as_slice() {
        [] => return Ok(Err(NoPuzzle::Over)),
        [only] => {
            return Ok(Err(NoPuzzle::OneMove {
                mv: only.to_string(),
            }))
        }
        _ => {}
    }
    // The line as the game writes it: the same position, the same puzzle.
    let position = game
        .to_notation()
        .unwrap_or_else(|_| notation.trim().to_string());
    let hash = fnv(&format!("{}|{position}", G::DEF.id));
    let Some(mut puzzle) = make_puzzle(&game, player, ("position", options, hash % 1_000_000), &[])
    else {
        return Ok(Err(why_not(&game, player)));
    };
    puzzle.record.position = Some(position);
    puzzle.id = format!("{}-position-{hash:016x}", G::DEF.id);
    Ok(Ok(puzzle))
}

/// Why `game` (its `player` to move, two decisions or more) has no proven
/// best decision.
fn why_not<G: Registered>(game: &G, player: usize) -> NoPuzzle {
    let (depth, depth2) = G::PUZZLE_DEPTHS;
    if !searched(game) {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        if legal.len() > TURN_CHOICES {
            return NoPuzzle::TooLarge;
        }
        let Some((values, _)) = turn_values(game, player) else {
            return NoPuzzle::TooLarge;
        };
        let best = values.first().map(|v| v.1).unwrap_or_default();
        let tied: Vec<String> = values
            .iter()
            .take_while(|v| v.1 == best)
            .map(|v| v.0.to_string())
            .collect();
        if tied.len() > 1 && (best.win || best.captured > 0) {
            return NoPuzzle::Tied { moves: tied };
        }
        return NoPuzzle::NoneBetter;
    }
    let unproven = NoPuzzle::Unproven { depth, depth2 };
    let Ok(analysis) = analyse_game(
        game,
        Budget::depth(depth2),
        &FixedClock,
        &mut |_| {},
        &|| false,
    ) else {
        return unproven;
    };
    let (Some(best), Some(second)) = (analysis.moves.first(), analysis.moves.get(1)) else {
        return unproven;
    };
    let tied: Vec<String> = analysis
        .moves
        .iter()
        .take_while(|m| m.value == best.value && m.result == best.result)
        .map(|m| m.mv.clone())
        .collect();
    if tied.len() > 1 {
        return NoPuzzle::Tied { moves: tied };
    }
    if clear(game, &analysis).is_none() {
        return NoPuzzle::Close {
            best: best.mv.clone(),
            second: second.mv.clone(),
        };
    }
    unproven
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_owari_end_game_with_one_winning_move_is_a_puzzle_that_checks() {
        // South to move: F wins, D loses (proven to the end).
        let line = "0,0,0,1,0,2/1,1,0,0,0,0 20:23 s";
        let puzzle = from_position("owari", &json!({}), line).unwrap().unwrap();
        assert_eq!(puzzle.record.position.as_deref(), Some(line));
        assert_eq!(puzzle.ply, 0);
        assert_eq!(puzzle.player, 0);
        assert!(puzzle.id.starts_with("owari-position-"), "{}", puzzle.id);
        // The shipped puzzles' check proves it again from its position.
        check(&puzzle).unwrap();
        // The same position makes the same puzzle.
        let again = from_position("owari", &json!({}), &format!("  {line} ")).unwrap();
        assert_eq!(again, Ok(puzzle));
    }

    #[test]
    fn positions_without_a_unique_best_move_are_refused_with_the_reason() {
        let no = |line: &str| {
            from_position("owari", &json!({}), line)
                .unwrap()
                .unwrap_err()
        };
        // The start: every move is about as good.
        assert!(matches!(
            no("4,4,4,4,4,4/4,4,4,4,4,4 0:0 s"),
            NoPuzzle::Close { .. } | NoPuzzle::Tied { .. }
        ));
        assert_eq!(
            no("0,0,0,0,0,1/0,0,0,0,0,0 24:23 s"),
            NoPuzzle::OneMove { mv: "F".into() }
        );
        // At the puzzles' depths, E and F are worth the same.
        assert_eq!(
            no("0,0,0,0,2,1/0,2,0,0,0,1 20:22 s"),
            NoPuzzle::Tied {
                moves: vec!["E".into(), "F".into()]
            }
        );
        // A request that is no position is an error, not a refusal.
        assert!(from_position("owari", &json!({}), "4,4 0:0 s").is_err());
        assert!(from_position("no-game", &json!({}), "").is_err());
    }
}
