//! The board editor's model of a Rainbow Passage position
//! (`ui::editor::passage`): the notation's fields (docs/notation.md,
//! `<board> <pieces> <seat to move> <turns> <phase>`) edited square by
//! square, and the board drawn from them.
//!
//! What is drawn comes from the game: the board's squares, tiles, frame
//! and seats are the [`GridView`] of a position the game's own reader
//! accepts ([`grid_of`]); the pieces and the start tokens are drawn where
//! the line being edited puts them ([`drawn`]), so a line the reader
//! refuses (two pieces on a square, say) is still shown as it is, with the
//! reader's reason beside it. The editor writes the line as the game
//! writes it and decides no rule: whether it is a position is still asked
//! of the reader alone (`view::editor::check`).

use serde_json::Value;

use super::editor::Draft;
use crate::engine::board_view::{GridView, PieceView, TokenView};
use crate::games::rainbow_passage::dice::LETTERS;

/// The fields of a Rainbow Passage line.
pub const BOARD: usize = 0;
pub const PIECES: usize = 1;
pub const SEAT: usize = 2;
pub const TURNS: usize = 3;
pub const PHASE: usize = 4;

/// The most dice a seat rolls.
pub const MAX_DICE: u8 = 5;

/// Where a piece is, as the line writes it after its start token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// `.`: on its start square, not moved since it was placed.
    Start,
    /// `-c3`: on that square (index), having moved.
    On(u16),
    /// `x`: captured.
    Captured,
    /// `=`: got across.
    Across,
}

/// One piece: its start token's square and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pub start: u16,
    pub place: Place,
}

impl Piece {
    /// The square it stands on, if it is on the board.
    pub fn square(&self) -> Option<u16> {
        match self.place {
            Place::Start => Some(self.start),
            Place::On(s) => Some(s),
            Place::Captured | Place::Across => None,
        }
    }
}

/// The square named `text` (`c3`) on a `width` x `height` board.
pub fn square_index(text: &str, width: u8, height: u8) -> Option<u16> {
    let mut chars = text.chars();
    let column = chars.next().filter(char::is_ascii_lowercase)?;
    let x = column as u16 - 'a' as u16;
    let y = chars.as_str().parse::<u16>().ok()?.checked_sub(1)?;
    (x < width as u16 && y < height as u16).then_some(y * width as u16 + x)
}

fn read_piece(text: &str, g: &GridView) -> Option<Piece> {
    let at = text.find(['.', '-', 'x', '='])?;
    let start = square_index(&text[..at], g.width, g.height)?;
    let place = match &text[at..] {
        "." => Place::Start,
        "x" => Place::Captured,
        "=" => Place::Across,
        rest => Place::On(square_index(rest.strip_prefix('-')?, g.width, g.height)?),
    };
    Some(Piece { start, place })
}

fn write_piece(piece: &Piece, g: &GridView) -> String {
    let start = g.square_name(piece.start);
    match piece.place {
        Place::Start => format!("{start}."),
        Place::On(s) => format!("{start}-{}", g.square_name(s)),
        Place::Captured => format!("{start}x"),
        Place::Across => format!("{start}="),
    }
}

/// The pieces of the line, seat by seat, read on the board `g`; `None`
/// when the field is not a list of pieces of that board.
pub fn pieces(draft: &Draft, g: &GridView) -> Option<Vec<Vec<Piece>>> {
    draft
        .field(PIECES)
        .split(':')
        .map(|seat| seat.split(',').map(|p| read_piece(p, g)).collect())
        .collect()
}

fn set_pieces(draft: &mut Draft, seats: &[Vec<Piece>], g: &GridView) {
    let text: Vec<String> = seats
        .iter()
        .map(|seat| {
            let pieces: Vec<String> = seat.iter().map(|p| write_piece(p, g)).collect();
            pieces.join(",")
        })
        .collect();
    draft.set_field(PIECES, &text.join(":"));
}

/// Puts the piece `index` of `seat` on `square` (on its start square and
/// `unmoved`: as placed, `.`); a piece standing there is taken off,
/// captured, as a step onto it would.
pub fn put(draft: &mut Draft, g: &GridView, seat: usize, index: usize, square: u16, unmoved: bool) {
    let Some(mut seats) = pieces(draft, g) else {
        return;
    };
    if seats.get(seat).and_then(|s| s.get(index)).is_none() {
        return;
    }
    for (p, pieces) in seats.iter_mut().enumerate() {
        for (i, piece) in pieces.iter_mut().enumerate() {
            if (p, i) != (seat, index) && piece.square() == Some(square) {
                piece.place = Place::Captured;
            }
        }
    }
    let piece = &mut seats[seat][index];
    piece.place = if unmoved && square == piece.start {
        Place::Start
    } else {
        Place::On(square)
    };
    set_pieces(draft, &seats, g);
}

/// Takes the piece on `square` off the board: captured, or `across`.
pub fn take_off(draft: &mut Draft, g: &GridView, square: u16, across: bool) {
    let Some(mut seats) = pieces(draft, g) else {
        return;
    };
    for piece in seats.iter_mut().flatten() {
        if piece.square() == Some(square) {
            piece.place = if across {
                Place::Across
            } else {
                Place::Captured
            };
        }
    }
    set_pieces(draft, &seats, g);
}

/// The piece on `square`: its seat and index.
pub fn occupant(seats: &[Vec<Piece>], square: u16) -> Option<(usize, usize)> {
    seats.iter().enumerate().find_map(|(p, pieces)| {
        pieces
            .iter()
            .position(|piece| piece.square() == Some(square))
            .map(|i| (p, i))
    })
}

/// The seat to move, from 0 (`None` when the field is no seat).
pub fn mover(draft: &Draft) -> Option<usize> {
    draft.field(SEAT).parse::<usize>().ok()?.checked_sub(1)
}

pub fn set_mover(draft: &mut Draft, seat: usize) {
    draft.set_field(SEAT, &(seat + 1).to_string());
}

/// The turns played.
pub fn turns(draft: &Draft) -> u32 {
    draft.field(TURNS).parse().unwrap_or(0)
}

pub fn set_turns(draft: &mut Draft, n: u32) {
    draft.set_field(TURNS, &n.min(u16::MAX as u32).to_string());
}

/// The dice rolled, a count a colour (in the order of
/// [`DICE_COLOUR_NAMES`](crate::engine::board_view::DICE_COLOUR_NAMES));
/// all nought when the seat to move rolls next.
pub fn dice(draft: &Draft) -> [u8; 6] {
    let mut counts = [0u8; 6];
    if let Some(letters) = draft.field(PHASE).strip_prefix('@') {
        for ch in letters.chars() {
            if let Some(c) = LETTERS.iter().position(|&l| l == ch) {
                counts[c] = counts[c].saturating_add(1);
            }
        }
    }
    counts
}

/// Sets the dice rolled (written in colour order, as the game writes
/// them); none is `roll`: the seat to move rolls next. At most
/// [`MAX_DICE`] in all.
pub fn set_dice(draft: &mut Draft, counts: [u8; 6]) {
    let mut letters = String::new();
    for (c, &n) in counts.iter().enumerate() {
        for _ in 0..n {
            if letters.len() < MAX_DICE as usize {
                letters.push(LETTERS[c]);
            }
        }
    }
    if letters.is_empty() {
        draft.set_field(PHASE, "roll");
    } else {
        draft.set_field(PHASE, &format!("@{letters}"));
    }
}

/// Adds `delta` dice of colour `c` (none below nought, at most
/// [`MAX_DICE`] in all).
pub fn adjust_die(draft: &mut Draft, c: usize, delta: i32) {
    let mut counts = dice(draft);
    if c >= counts.len() {
        return;
    }
    let total: u8 = counts.iter().sum();
    if delta > 0 && total >= MAX_DICE {
        return;
    }
    counts[c] = (counts[c] as i32 + delta).clamp(0, MAX_DICE as i32) as u8;
    set_dice(draft, counts);
}

/// The board's seed, when it is a game's own board (`#5`).
pub fn seed(draft: &Draft) -> Option<u64> {
    draft.field(BOARD).strip_prefix('#')?.parse().ok()
}

pub fn set_seed(draft: &mut Draft, seed: u64) {
    draft.set_field(BOARD, &format!("#{seed}"));
}

/// The squares' colours of the line's board when it is set up by hand
/// (rows of letters from South) and fits `g`'s size.
fn painted(draft: &Draft, g: &GridView) -> Option<Vec<u8>> {
    let rows: Vec<&str> = draft.field(BOARD).split('/').collect();
    if rows.len() != g.height as usize {
        return None;
    }
    let mut colours = Vec::new();
    for row in rows {
        if row.chars().count() != g.width as usize {
            return None;
        }
        for ch in row.chars() {
            colours.push(LETTERS.iter().position(|&l| l == ch)? as u8);
        }
    }
    Some(colours)
}

/// Paints `square` with colour `c` (index into the dice's colours): the
/// board becomes one set up by hand, its other squares as drawn in `g`.
pub fn paint(draft: &mut Draft, g: &GridView, square: u16, c: u8) {
    let mut colours = g.colours.clone();
    let Some(at) = colours.get_mut(square as usize) else {
        return;
    };
    *at = c % 6;
    let rows: Vec<String> = colours
        .chunks(g.width.max(1) as usize)
        .map(|row| row.iter().map(|&c| LETTERS[c as usize % 6]).collect())
        .collect();
    draft.set_field(BOARD, &rows.join("/"));
}

/// The board `base` (the game's drawing of a position: squares, tiles,
/// frame and seats) with the line's pieces, start tokens, colours (a
/// board set up by hand), seat to move and dice drawn on it. Nothing of
/// the position's moves is shown (no targets).
pub fn drawn(base: &GridView, draft: &Draft) -> GridView {
    let mut g = base.clone();
    if let Some(colours) = painted(draft, base) {
        g.colours = colours;
    }
    g.targets.clear();
    g.returns.clear();
    g.roll_off = None;
    g.to_move = mover(draft).map(|m| m as u8);
    g.dice = dice(draft)
        .iter()
        .enumerate()
        .flat_map(|(c, &n)| std::iter::repeat_n(c as u8, n as usize))
        .collect();
    g.used = vec![false; g.dice.len()];
    if let Some(seats) = pieces(draft, base) {
        g.pieces.clear();
        g.tokens.clear();
        for (p, pieces) in seats.iter().enumerate() {
            let Some(player) = base.players.get(p) else {
                continue;
            };
            for (i, piece) in pieces.iter().enumerate() {
                if let Some(square) = piece.square() {
                    g.pieces.push(PieceView {
                        owner: p as u8,
                        points: player.points,
                        index: i as u8,
                        square,
                        moved: piece.place != Place::Start,
                    });
                }
                g.tokens.push(TokenView {
                    owner: p as u8,
                    index: i as u8,
                    square: piece.start,
                    side: player.side,
                    crossed: piece.place == Place::Start,
                });
            }
        }
    }
    g
}

/// The game's drawing of the position `notation` and its players' names,
/// when the game's reader accepts it.
pub fn grid_of(game: &str, options: &Value, notation: &str) -> Option<(GridView, Vec<String>)> {
    let def = crate::games::find(game)?;
    let session = crate::games::session_at(def, options, 0, notation).ok()?;
    let names = session.players().into_iter().map(|p| p.name).collect();
    Some((session.board().grid()?.clone(), names))
}

/// The board to draw a line whose board field is `board` on: the game's
/// drawing of `start` (the line of a game's start under the same options)
/// with that board, or of `start` itself when the reader refuses the board.
pub fn base(
    game: &str,
    options: &Value,
    board: &str,
    start: &str,
) -> Option<(GridView, Vec<String>)> {
    let start = Draft::parse(game, start);
    let mut with_board = start.clone();
    with_board.set_field(BOARD, board);
    grid_of(game, options, &with_board.notation())
        .or_else(|| grid_of(game, options, &start.notation()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;
    use crate::view::editor::{check, start};

    const GAME: &str = "rainbow-passage";

    fn options() -> Value {
        games::find(GAME)
            .unwrap()
            .options_from(None, &Value::Null)
            .unwrap()
    }

    /// The line after `moves` from `seed`, as the game writes it.
    fn reached(seed: u64, moves: &[&str]) -> String {
        let record = crate::engine::record::Record {
            game: GAME.to_string(),
            options: serde_json::json!({"first_player": "south"}),
            seed,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            position: None,
        };
        games::position_of(&*record.replay().unwrap()).unwrap()
    }

    #[test]
    fn a_position_drawn_from_its_line_is_the_games_drawing() {
        let options = serde_json::json!({"first_player": "south"});
        for (seed, moves) in [(5, vec![]), (5, vec!["@rrgby"]), (9, vec!["@rrggb"])] {
            let line = reached(seed, &moves);
            let draft = Draft::parse(GAME, &line);
            let (game, _) = grid_of(GAME, &options, &line).unwrap();
            let shown = drawn(&game, &draft);
            assert_eq!(shown.pieces, game.pieces, "{line}");
            assert_eq!(shown.tokens, game.tokens, "{line}");
            assert_eq!(shown.colours, game.colours, "{line}");
            assert_eq!(shown.dice, game.dice, "{line}");
            assert_eq!(shown.to_move, game.to_move, "{line}");
        }
    }

    #[test]
    fn a_passage_position_set_up_square_by_square_is_the_engines() {
        let options = options();
        let first = start(GAME, &options, 3).unwrap();
        let mut draft = Draft::parse(GAME, &first);
        let (g, names) = base(GAME, &options, draft.field(BOARD), &first).unwrap();
        assert_eq!(names.len(), 2);
        let seats = pieces(&draft, &g).unwrap();
        // South's first piece two squares forward, North's second captured.
        let from = seats[0][0].start;
        let to = from + 2 * g.width as u16;
        put(&mut draft, &g, 0, 0, to, false);
        let north = seats[1][1].square().unwrap();
        take_off(&mut draft, &g, north, false);
        set_mover(&mut draft, 1);
        set_turns(&mut draft, 6);
        adjust_die(&mut draft, 0, 1);
        adjust_die(&mut draft, 2, 1);
        adjust_die(&mut draft, 0, 1);
        for _ in 0..5 {
            adjust_die(&mut draft, 3, 1);
        }
        assert_eq!(dice(&draft), [2, 0, 1, 2, 0, 0], "at most five dice");
        let line = draft.notation();
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields[4], "@rrbyy");
        assert_eq!(fields[2..4], ["2", "6"]);
        let south = fields[1].split(':').next().unwrap();
        assert!(
            south.starts_with(&format!("{}-{}", g.square_name(from), g.square_name(to))),
            "{line}"
        );
        // North has four pieces on the board, one captured: it rolls four
        // dice, not five. The reader says so; four are a position.
        assert!(check(GAME, &options, &line).is_err(), "{line}");
        adjust_die(&mut draft, 3, -1);
        assert_eq!(check(GAME, &options, &draft.notation()), Ok(()));
        // Back on its start square and unmoved: `.` again.
        put(&mut draft, &g, 0, 0, from, true);
        assert!(draft
            .field(PIECES)
            .starts_with(&format!("{}.", g.square_name(from))));
        // A piece put on another's square captures it.
        let east = seats[0][1].square().unwrap();
        put(&mut draft, &g, 0, 0, east, false);
        let now = pieces(&draft, &g).unwrap();
        assert_eq!(now[0][1].place, Place::Captured);
        assert_eq!(occupant(&now, east), Some((0, 0)));
        // A square painted: the board is written square by square.
        let before = g.colours[0];
        paint(&mut draft, &g, 0, (before + 1) % 6);
        assert_eq!(seed(&draft), None);
        let shown = drawn(&g, &draft);
        assert_eq!(shown.colours[0], (before + 1) % 6);
        assert_eq!(shown.colours[1..], g.colours[1..]);
        assert_eq!(check(GAME, &options, &draft.notation()), Ok(()));
        set_seed(&mut draft, 11);
        assert_eq!(draft.field(BOARD), "#11");
        set_dice(&mut draft, [0; 6]);
        assert_eq!(draft.field(PHASE), "roll");
    }

    #[test]
    fn a_line_the_reader_refuses_is_still_drawn_and_nothing_panics() {
        let options = options();
        let first = start(GAME, &options, 3).unwrap();
        for line in [
            "",
            "x",
            "#5 z99-a1 1 0 roll",
            "rr/gg 1 1 1 1",
            "#99999999999999999999 c1.:c2. 9 -1 @zz",
        ] {
            let mut draft = Draft::parse(GAME, line);
            let (g, _) = base(GAME, &options, draft.field(BOARD), &first).unwrap();
            drawn(&g, &draft);
            put(&mut draft, &g, 3, 9, 999, true);
            take_off(&mut draft, &g, 999, true);
            adjust_die(&mut draft, 9, 1);
            paint(&mut draft, &g, 9999, 3);
            let _ = check(GAME, &options, &draft.notation());
        }
    }
}
