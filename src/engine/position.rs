//! Position notation: one line that names a position completely, like
//! chess's FEN (docs/notation.md gives every game's grammar).
//!
//! Each game writes and reads its own line ([`Position`], in its folder's
//! `position.rs`); this module holds what they share: the refusal
//! ([`PositionError`], a key and its arguments, so the words can be
//! translated), a reader of the line's fields ([`Fields`]), and the pit
//! board's part, which the two-player pit games write alike
//! ([`write_pits`], [`read_pits`], and [`write_pit_move`] /
//! [`read_pit_move`] for the games of [`PitMoveRules`]).
//!
//! A notation names the position, not how it was reached: read, it starts
//! a repetition history of its own (the position counted once, as at the
//! start of a game). The game's options are not part of it; they come
//! with it (a record's options, the command line's preset).

use std::fmt;

use super::board::{PitBoard, MAX_WIDTH};
use super::pit_core::{PitCore, PitMoveRules};
use super::{Game, Turn};

/// Why a notation is refused: a key (`position-<key>` once translated) and
/// its arguments, worded in English by [`fmt::Display`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// What is wrong, as a message key.
    pub key: &'static str,
    /// The message's arguments, by name.
    pub args: Vec<(&'static str, String)>,
}

impl PositionError {
    /// A refusal with no arguments.
    pub fn new(key: &'static str) -> Self {
        PositionError {
            key,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The argument `name`, or empty.
    fn get(&self, name: &str) -> &str {
        self.args
            .iter()
            .find(|(n, _)| *n == name)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// The English of every refusal, `{name}` standing for an argument.
const ENGLISH: &[(&str, &str)] = &[
    ("empty", "The notation is empty."),
    (
        "fields",
        "The notation has {found} fields; it needs {expected}.",
    ),
    ("field", "The {field} '{value}' is not {what}."),
    (
        "count",
        "The {field} '{value}' is not a number up to {max}.",
    ),
    (
        "list-length",
        "The {field} lists {found} values; it needs {expected}.",
    ),
    (
        "width",
        "A board of {width} pits a side is not allowed here ({allowed}).",
    ),
    (
        "total",
        "The board holds {found} seeds in all; this game has {expected}.",
    ),
    (
        "over",
        "The game is over: a notation names a position still in play.",
    ),
    (
        "no-move",
        "The player to move has no legal move, and the game is not over.",
    ),
    ("decided", "The game would already be over: {why}."),
    ("player", "There is no player {player} in this game."),
    ("rule", "This position breaks a rule: {why}."),
    (
        "mid-move",
        "A move is in progress: a notation names a position between moves.",
    ),
    (
        "colour-total",
        "There are {found} beads of colour {colour} in all; this game has {expected}.",
    ),
    (
        "not-started",
        "Who starts is still being rolled for: a notation names a position once the game has begun.",
    ),
    ("unsupported", "This game has no position notation yet."),
];

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let template = ENGLISH
            .iter()
            .find(|(k, _)| *k == self.key)
            .map_or(self.key, |(_, t)| t);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            f.write_str(&rest[..open])?;
            let after = &rest[open + 1..];
            let close = after.find('}').unwrap_or(after.len());
            f.write_str(self.get(&after[..close]))?;
            rest = after.get(close + 1..).unwrap_or("");
        }
        f.write_str(rest)
    }
}

impl std::error::Error for PositionError {}

/// A game's position notation: written from a position in play, read back
/// with the game's options into a position the engine plays on.
pub trait Position: Game {
    /// The position's notation; refused once the game is over.
    fn to_notation(&self) -> Result<String, PositionError>;

    /// Reads a notation under `options`, checking it as the rules require.
    fn from_notation(options: &Self::Options, text: &str) -> Result<Self, PositionError>;
}

/// Colours of beads, as the games with coloured beads have them.
pub const COLOURS: usize = 6;
/// The colour initials of the notation (red, orange, yellow, green, blue,
/// violet), by index into [`COLOUR_NAMES`](super::session::COLOUR_NAMES).
pub const INITIALS: [char; COLOURS] = ['r', 'o', 'y', 'g', 'b', 'v'];

/// A group of beads: each colour present as its count and initial
/// (`2r1g`), `0` for none.
pub fn write_beads(beads: &[u8; COLOURS]) -> String {
    let text: String = beads
        .iter()
        .zip(INITIALS)
        .filter(|(&n, _)| n > 0)
        .map(|(n, c)| format!("{n}{c}"))
        .collect();
    if text.is_empty() {
        "0".to_string()
    } else {
        text
    }
}

/// Reads [`write_beads`]: counts then initials, each colour at most once.
pub fn read_beads(
    field: &'static str,
    text: &str,
    max: u8,
) -> Result<[u8; COLOURS], PositionError> {
    let mut beads = [0u8; COLOURS];
    if text == "0" {
        return Ok(beads);
    }
    let bad = || {
        bad_field(
            field,
            text,
            "beads written as counts and colour initials (2r1g), or 0",
        )
    };
    let mut seen = 0u8;
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let letter = rest[digits..].chars().next().ok_or_else(bad)?;
        let colour = INITIALS.iter().position(|&c| c == letter).ok_or_else(bad)?;
        let n = count(field, &rest[..digits], max as u32)? as u8;
        if n == 0 || seen & (1 << colour) != 0 {
            return Err(bad());
        }
        seen |= 1 << colour;
        beads[colour] = n;
        rest = &rest[digits + letter.len_utf8()..];
    }
    Ok(beads)
}

/// Refuses a finished game: a notation names a position in play.
pub fn in_play<G: Game>(game: &G) -> Result<(), PositionError> {
    match game.turn() {
        Turn::Over(_) => Err(PositionError::new("over")),
        _ => Ok(()),
    }
}

/// Refuses a position read whose player to move has nothing to do.
pub fn has_decision<G: Game>(game: &G) -> Result<(), PositionError> {
    in_play(game)?;
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    if actions.is_empty() {
        return Err(PositionError::new("no-move"));
    }
    Ok(())
}

/// The space-separated fields of a notation, read in order.
pub struct Fields<'a> {
    fields: Vec<&'a str>,
    next: usize,
}

impl<'a> Fields<'a> {
    /// Splits `text` into exactly `expected` fields.
    pub fn exactly(text: &'a str, expected: usize) -> Result<Self, PositionError> {
        Self::between(text, expected, expected)
    }

    /// Splits `text` into `min..=max` fields.
    pub fn between(text: &'a str, min: usize, max: usize) -> Result<Self, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::new("empty"));
        }
        if fields.len() < min || fields.len() > max {
            let expected = if min == max {
                min.to_string()
            } else {
                format!("{min} to {max}")
            };
            return Err(PositionError::new("fields")
                .arg("found", fields.len())
                .arg("expected", expected));
        }
        Ok(Fields { fields, next: 0 })
    }

    /// How many fields the line has.
    pub fn len(&self) -> usize {
        self.fields.len()
    }

    /// Whether the line has no fields (never, once split).
    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    /// The next field (empty past the end).
    pub fn next_field(&mut self) -> &'a str {
        let field = self.fields.get(self.next).copied().unwrap_or("");
        self.next += 1;
        field
    }
}

/// Refuses `value` as the `field`, which should be `what`.
pub fn bad_field(field: &'static str, value: &str, what: &'static str) -> PositionError {
    PositionError::new("field")
        .arg("field", field)
        .arg("value", value)
        .arg("what", what)
}

/// Reads a count `0..=max` (digits only).
pub fn count(field: &'static str, text: &str, max: u32) -> Result<u32, PositionError> {
    let bad = || {
        PositionError::new("count")
            .arg("field", field)
            .arg("value", text)
            .arg("max", max)
    };
    if text.is_empty() || text.len() > 10 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    text.parse::<u32>()
        .ok()
        .filter(|&n| n <= max)
        .ok_or_else(bad)
}

/// Reads a comma-separated list of counts `0..=max`; `length` when given
/// is the number it must hold.
pub fn counts(
    field: &'static str,
    text: &str,
    max: u32,
    length: Option<usize>,
) -> Result<Vec<u32>, PositionError> {
    let list = text
        .split(',')
        .map(|n| count(field, n, max))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(length) = length {
        if list.len() != length {
            return Err(PositionError::new("list-length")
                .arg("field", field)
                .arg("found", list.len())
                .arg("expected", length));
        }
    }
    Ok(list)
}

/// Reads the player to move of a two-player game: `s` (South) or `n`.
pub fn side(text: &str) -> Result<usize, PositionError> {
    match text {
        "s" => Ok(0),
        "n" => Ok(1),
        _ => Err(bad_field("player to move", text, "s or n")),
    }
}

/// The letter of a two-player game's side.
pub fn side_letter(player: usize) -> char {
    if player == 0 {
        's'
    } else {
        'n'
    }
}

/// A pit board's part of a notation: South's pits in sowing order, `/`,
/// North's pits in sowing order, a space, then the stores `south:north`.
pub fn write_pits(board: &PitBoard) -> String {
    let side = |s: usize| {
        board.pits()[board.side(s)]
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    let [south, north] = board.stores();
    format!("{}/{} {south}:{north}", side(0), side(1))
}

/// Reads the two fields [`write_pits`] writes: any width `1..=6` whose
/// sides match, counts of a pit or a store up to 255.
pub fn read_pits(pits: &str, stores: &str) -> Result<PitBoard, PositionError> {
    let (south, north) = pits
        .split_once('/')
        .ok_or_else(|| bad_field("board", pits, "two sides separated by /"))?;
    let south = counts("pits", south, u8::MAX as u32, None)?;
    let north = counts("pits", north, u8::MAX as u32, Some(south.len()))?;
    if south.len() > MAX_WIDTH {
        return Err(PositionError::new("width")
            .arg("width", south.len())
            .arg("allowed", format!("1 to {MAX_WIDTH}")));
    }
    let (s, n) = stores
        .split_once(':')
        .ok_or_else(|| bad_field("stores", stores, "two counts separated by :"))?;
    let stores = [
        count("store", s, u8::MAX as u32)? as u8,
        count("store", n, u8::MAX as u32)? as u8,
    ];
    let all: Vec<u8> = south.iter().chain(&north).map(|&c| c as u8).collect();
    PitBoard::from_counts(&all, stores).ok_or_else(|| bad_field("board", pits, "a pit board"))
}

/// Refuses a board whose width or seed total is not the game's.
pub fn check_board(board: &PitBoard, width: usize, total: u32) -> Result<(), PositionError> {
    if board.width() != width {
        return Err(PositionError::new("width")
            .arg("width", board.width())
            .arg("allowed", width));
    }
    if board.total() != total {
        return Err(PositionError::new("total")
            .arg("found", board.total())
            .arg("expected", total));
    }
    Ok(())
}

/// The notation of a game of [`PitMoveRules`]: the board
/// ([`write_pits`]) and the player to move (`s` or `n`), e.g.
/// `4,4,4,4,4,4/4,4,4,4,4,4 0:0 s`.
pub fn write_pit_move<G: PitMoveRules + Game>(game: &G) -> Result<String, PositionError> {
    in_play(game)?;
    let core = game.core();
    Ok(format!(
        "{} {}",
        write_pits(core.board()),
        side_letter(core.to_move as usize)
    ))
}

/// Reads [`write_pit_move`]'s notation under `options`: the board must be
/// as wide as the game sets up and hold as many seeds, and the player to
/// move must have a move. `check` adds the game's own refusals (a store
/// past the majority that would have ended it).
pub fn read_pit_move<G: PitMoveRules + Game>(
    options: &<G as PitMoveRules>::Options,
    text: &str,
    check: impl FnOnce(&G) -> Result<(), PositionError>,
) -> Result<G, PositionError> {
    let mut fields = Fields::exactly(text, 3)?;
    let board = read_pits(fields.next_field(), fields.next_field())?;
    let to_move = side(fields.next_field())?;
    let (start, _) =
        G::setup(options).map_err(|e| PositionError::new("rule").arg("why", e.0.join("; ")))?;
    check_board(&board, start.width(), start.total())?;
    let mut core = PitCore::new(options.clone(), board, to_move);
    core.record_position();
    let game = G::from_core(core);
    check(&game)?;
    has_decision(&game)?;
    Ok(game)
}

/// Refuses a board where a store holds more than half of `total`, or both
/// exactly half: the majority end would have ended the game.
pub fn not_past_majority(board: &PitBoard, total: u32) -> Result<(), PositionError> {
    if board.majority_reached(total) {
        return Err(
            PositionError::new("decided").arg("why", "a store holds half the seeds or more")
        );
    }
    Ok(())
}
