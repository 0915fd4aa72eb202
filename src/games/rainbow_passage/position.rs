//! The position notation of Rainbow Passage: the board's colours, every
//! piece with its start token, the seat to move, the turns played and the
//! dice when they are rolled (docs/notation.md). The players, the board's
//! size and the rules' choices are the options'; the tiles' outlines are
//! only drawn, so a board read is laid with the size's own tiles.

use super::board::{Board, MAX_SQUARES};
use super::dice::{Dice, LETTERS};
use super::rules::{Phase, Piece, PieceState, MAX_PIECES};
use super::{Passage, PassageOptions, Square};
use crate::engine::position::{bad_field, count, has_decision, Fields, Position, PositionError};
use crate::engine::Game;

fn rule(why: &str) -> PositionError {
    PositionError::new("rule").arg("why", why)
}

/// Reads a square of a `width` x `height` board.
fn square(
    field: &'static str,
    text: &str,
    width: usize,
    height: usize,
) -> Result<usize, PositionError> {
    text.parse::<Square>()
        .ok()
        .and_then(|s| s.index(width, height))
        .ok_or_else(|| bad_field(field, text, "a square of the board"))
}

/// A piece as written: its start token, then `.` (not moved since it was
/// placed), `-` and the square it stands on, `x` (captured) or `=`
/// (across).
fn write_piece(piece: &Piece, width: usize) -> String {
    let start = Square::of(piece.start as usize, width);
    match piece.state {
        PieceState::OnBoard if !piece.moved => format!("{start}."),
        PieceState::OnBoard => format!("{start}-{}", Square::of(piece.square as usize, width)),
        PieceState::Captured => format!("{start}x"),
        PieceState::Crossed => format!("{start}="),
    }
}

fn read_piece(text: &str, width: usize, height: usize) -> Result<Piece, PositionError> {
    let at = text
        .find(['.', '-', 'x', '='])
        .ok_or_else(|| bad_field("piece", text, "a start square and . - x or ="))?;
    let start = square("start square", &text[..at], width, height)? as u16;
    let (state, moved, on) = match &text[at..] {
        "." => (PieceState::OnBoard, false, start),
        "x" => (PieceState::Captured, true, start),
        "=" => (PieceState::Crossed, true, start),
        rest => match rest.strip_prefix('-') {
            Some(on) => (
                PieceState::OnBoard,
                true,
                square("square", on, width, height)? as u16,
            ),
            None => return Err(bad_field("piece", text, "a start square and . - x or =")),
        },
    };
    Ok(Piece {
        square: on,
        start,
        moved,
        state,
    })
}

/// The board: `#` and the seed it was assembled from, or its colours row
/// by row from South, `/` between rows (a board set up by hand).
fn write_board(board: &Board) -> String {
    if let Some(seed) = board.seed() {
        return format!("#{seed}");
    }
    let rows: Vec<String> = board
        .colours()
        .chunks(board.width())
        .map(|row| row.iter().map(|&c| LETTERS[c as usize]).collect())
        .collect();
    rows.join("/")
}

/// Reads a board of the size of `sized` (the options'): from its seed, or
/// its colours laid on `sized`'s tiles (their outlines are only drawn).
fn read_board(text: &str, sized: &Board) -> Result<Board, PositionError> {
    let (width, height) = (sized.width(), sized.height());
    if let Some(seed) = text.strip_prefix('#') {
        let seed: u64 = seed
            .parse()
            .map_err(|_| bad_field("board", text, "# and a seed, or the squares' colours"))?;
        return Ok(Board::assemble(width as u8, height as u8, seed).expect("the options' size"));
    }
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != height || rows.iter().any(|r| r.chars().count() != width) {
        return Err(rule(&format!(
            "the board is {width} squares wide and {height} rows high, as the options say"
        )));
    }
    let mut colours = Vec::with_capacity(width * height);
    for c in rows.iter().flat_map(|row| row.chars()) {
        let colour = LETTERS
            .iter()
            .position(|&l| l == c)
            .ok_or_else(|| bad_field("square colour", &c.to_string(), "r g b y c or m"))?;
        colours.push(colour as u8);
    }
    Ok(sized.repainted(&colours).expect("one colour a square"))
}

impl Position for Passage {
    fn to_notation(&self) -> Result<String, PositionError> {
        let s = &self.state;
        let phase = match s.phase {
            Phase::Over(_) => return Err(PositionError::new("over")),
            Phase::RollOff => return Err(PositionError::new("not-started")),
            Phase::Act if s.steps > 0 => return Err(PositionError::new("mid-move")),
            Phase::Act => format!("@{}", s.dice),
            Phase::Roll => "roll".to_string(),
        };
        let board = s.board();
        let width = board.width();
        let seats: Vec<String> = (0..s.players())
            .map(|p| {
                let pieces: Vec<String> = s
                    .pieces_of(p)
                    .iter()
                    .map(|piece| write_piece(piece, width))
                    .collect();
                pieces.join(",")
            })
            .collect();
        Ok(format!(
            "{} {} {} {} {phase}",
            write_board(board),
            seats.join(":"),
            s.mover + 1,
            s.turns
        ))
    }

    fn from_notation(options: &PassageOptions, text: &str) -> Result<Self, PositionError> {
        let mut options = options.clone();
        // Who starts is the notation's: the game begins at once.
        options.first_player = super::FirstPlayer::South;
        let mut game = Passage::new(&options, 0).map_err(|e| rule(&e.0.join("; ")))?;
        let (width, height) = (game.board().width(), game.board().height());
        let players = game.state.players();
        let pieces = game.state.cfg.pieces as usize;
        let mut fields = Fields::exactly(text, 5)?;

        let board = read_board(fields.next_field(), game.board())?;

        let seats: Vec<&str> = fields.next_field().split(':').collect();
        if seats.len() != players {
            return Err(PositionError::new("list-length")
                .arg("field", "seats")
                .arg("found", seats.len())
                .arg("expected", players));
        }
        let mut read = game.state.pieces;
        for (p, seat) in seats.iter().enumerate() {
            let listed: Vec<&str> = seat.split(',').collect();
            if listed.len() != pieces {
                return Err(PositionError::new("list-length")
                    .arg("field", "pieces")
                    .arg("found", listed.len())
                    .arg("expected", pieces));
            }
            for (i, text) in listed.iter().enumerate() {
                read[p][i] = read_piece(text, width, height)?;
            }
            // The start tokens are the options' (a return may swap two).
            let mut starts: Vec<u16> = read[p][..pieces].iter().map(|x| x.start).collect();
            let mut expected: Vec<u16> = game.state.pieces_of(p).iter().map(|x| x.start).collect();
            starts.sort_unstable();
            expected.sort_unstable();
            if starts != expected {
                return Err(rule(
                    "each seat's start tokens lie where the options place its pieces",
                ));
            }
        }
        let mover = count("seat to move", fields.next_field(), players as u32)? as usize;
        if mover == 0 {
            return Err(PositionError::new("player").arg("player", 0));
        }
        let mover = mover - 1;
        let turns = count("turns", fields.next_field(), u16::MAX as u32)? as u16;
        let phase = fields.next_field();
        let dice = match phase {
            "roll" => None,
            _ => Some(
                phase
                    .strip_prefix('@')
                    .and_then(Dice::parse)
                    .ok_or_else(|| bad_field("phase", phase, "roll or @ and the dice rolled"))?,
            ),
        };

        let s = &mut game.state;
        s.board = std::sync::Arc::new(board);
        s.occupant = [0; MAX_SQUARES];
        for (p, seat) in read.iter().enumerate().take(players) {
            s.crossed[p] = 0;
            for (i, &piece) in seat.iter().enumerate().take(pieces) {
                if piece.state == PieceState::OnBoard {
                    let at = &mut s.occupant[piece.square as usize];
                    if *at != 0 {
                        return Err(rule("two pieces stand on one square"));
                    }
                    *at = (1 + p * MAX_PIECES + i) as u8;
                    let depth = s.depth(p, piece.square as usize);
                    if depth == s.far_row(p) {
                        return Err(rule("a piece on the far row has got across"));
                    }
                }
                if piece.state == PieceState::Crossed {
                    s.crossed[p] += 1;
                }
                s.pieces[p][i] = piece;
            }
        }
        s.out = (0..players)
            .filter(|&p| s.on_board(p) == 0)
            .fold(0, |m, p| m | 1 << p);
        if s.out & (1 << mover) != 0 {
            return Err(rule("the seat to move has a piece on the board"));
        }
        s.mover = mover as u8;
        s.turns = turns;
        if let Some(why) = s.decided() {
            return Err(PositionError::new("decided").arg("why", why));
        }
        if let Some(dice) = dice {
            s.roll(dice).map_err(|_| {
                rule(&format!(
                    "the seat to move rolls {} dice, one more than its pieces on the board, at most 5",
                    s.dice_to_roll()
                ))
            })?;
        }
        has_decision(&game)?;
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::options::options_from_json;
    use crate::engine::{Effects, Turn};

    fn options(json: &str) -> PassageOptions {
        options_from_json(&serde_json::from_str(json).unwrap()).unwrap()
    }

    /// Plays `moves` from seed `seed`.
    fn played(options: &PassageOptions, seed: u64, moves: &[&str]) -> Passage {
        let mut game = Passage::new(options, seed).unwrap();
        for m in moves {
            game.apply(m.parse().unwrap(), &mut Effects::off()).unwrap();
        }
        game
    }

    #[test]
    fn a_board_set_up_by_hand_is_read_by_its_colours_and_written_back_so() {
        let options = options(r#"{"size": "9x9", "first_player": "south"}"#);
        let game = played(&options, 5, &["@rrgby"]);
        let line = game.to_notation().unwrap();
        assert!(line.starts_with("#5 "), "{line}");
        // The same position, its board given square by square.
        let colours: Vec<String> = game
            .board()
            .colours()
            .chunks(9)
            .map(|row| row.iter().map(|&c| LETTERS[c as usize]).collect())
            .collect();
        let by_hand = line.replacen("#5", &colours.join("/"), 1);
        let read = Passage::from_notation(&options, &by_hand).unwrap();
        assert_eq!(read.board().colours(), game.board().colours());
        assert_eq!(read.board().seed(), None);
        assert_eq!(read.to_notation().unwrap(), by_hand);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        read.legal_actions(&mut a);
        game.legal_actions(&mut b);
        assert_eq!(a, b, "the same moves on the same colours");
        assert_eq!(read.turn(), Turn::Player(0));
    }

    #[test]
    fn a_position_against_the_rules_is_refused_with_its_reason() {
        let options = options(r#"{"size": "9x9", "first_player": "south"}"#);
        let line = played(&options, 5, &[]).to_notation().unwrap();
        assert_eq!(line.split(' ').nth(4), Some("roll"), "{line}");
        let refused = |line: String| {
            Passage::from_notation(&options, &line)
                .unwrap_err()
                .to_string()
        };
        // South's first piece moved onto its second one's square.
        let fields: Vec<&str> = line.split(' ').collect();
        let south: Vec<&str> = fields[1].split(':').next().unwrap().split(',').collect();
        let moved = format!("{}-{}", &south[0][..2], &south[1][..2]);
        let pieces = fields[1].replacen(south[0], &moved, 1);
        let two = [fields[0], &pieces, fields[2], fields[3], fields[4]].join(" ");
        let why = refused(two.clone());
        assert!(
            why.contains("two pieces stand on one square"),
            "{two}: {why}"
        );
        // Two dice for a seat with four pieces on the board (it rolls five).
        let dice = [fields[0], fields[1], fields[2], fields[3], "@rg"].join(" ");
        assert!(refused(dice).contains("rolls 5 dice"));
        // A start token where the options put none.
        let token = line.replacen(&south[0][..2], "e5", 1);
        assert!(refused(token).contains("start tokens"));
        // The turns used up.
        let over = [fields[0], fields[1], fields[2], "1000", fields[4]].join(" ");
        assert!(refused(over).contains("turns are used up"));
    }
}
