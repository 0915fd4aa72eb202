//! The board editor's model (`#/editor/<game>`, `ui::editor`): a position
//! being set up, kept as the fields of the game's position notation
//! (docs/notation.md), edited pit by pit and field by field.
//!
//! The editor knows the notation's shape, not the rules: the pits (seeds,
//! or beads of each colour) and the stores or captures are the line's
//! first two fields, written as every pit game writes them
//! ([`write_beads`], [`read_beads`]); the other fields (who is to move,
//! the round, the phase, Rainbow Passage's board and pieces) are edited as
//! the game writes them, each named by [`field_labels`]. Whether a
//! position is one the game can be played from is asked of the game's own
//! notation reader alone ([`check`]): the editor accepts exactly what the
//! engine accepts, and shows the engine's reason otherwise ([`reason`]).

use serde_json::Value;

use crate::engine::position::{read_beads, write_beads, PositionError, COLOURS};
use crate::engine::Game;
use crate::games::{with_game, GameVisitor, Registered};

/// The most seeds (or beads of a colour) the editor puts in one pit or
/// store: far above any game's total, so the engine's refusal (the total
/// is wrong) is what the player reads.
pub const MAX_COUNT: u32 = 999;

/// One pit, store or captures: seeds, or beads of each colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pit {
    Seeds(u32),
    Beads([u8; COLOURS]),
}

impl Pit {
    /// Reads a pit as the notation writes it: a count, or bead groups.
    fn read(text: &str) -> Option<Pit> {
        if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            return text
                .parse::<u32>()
                .ok()
                .filter(|n| *n <= MAX_COUNT)
                .map(Pit::Seeds);
        }
        read_beads("pit", text, u8::MAX).ok().map(Pit::Beads)
    }

    fn write(&self) -> String {
        match self {
            Pit::Seeds(n) => n.to_string(),
            Pit::Beads(b) => write_beads(b),
        }
    }

    /// How many seeds or beads it holds in all.
    pub fn total(&self) -> u32 {
        match self {
            Pit::Seeds(n) => *n,
            Pit::Beads(b) => b.iter().map(|&n| n as u32).sum(),
        }
    }

    /// The count of `colour` (`None`: all of them, for seeds).
    pub fn count(&self, colour: Option<usize>) -> u32 {
        match (self, colour) {
            (Pit::Beads(b), Some(c)) => b.get(c).map_or(0, |&n| n as u32),
            _ => self.total(),
        }
    }

    /// The pit with `colour`'s count (or its seeds) set to `n`, kept
    /// within [`MAX_COUNT`] (a colour within a byte).
    pub fn with(&self, colour: Option<usize>, n: u32) -> Pit {
        match (self, colour) {
            (Pit::Beads(b), Some(c)) if c < COLOURS => {
                let mut b = *b;
                b[c] = n.min(u8::MAX as u32) as u8;
                Pit::Beads(b)
            }
            (Pit::Beads(b), _) => Pit::Beads(*b),
            (Pit::Seeds(_), _) => Pit::Seeds(n.min(MAX_COUNT)),
        }
    }
}

/// Where a count is: a pit of a row, or a store (a seat's captures).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Pit { row: usize, index: usize },
    Store(usize),
}

/// A position being set up: the notation's fields.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Draft {
    fields: Vec<String>,
    /// Whether the game's pits hold beads of colours (an empty pit, `0`,
    /// is then no colour rather than no seeds).
    beads: bool,
}

/// The pits as the board's rows (South's, then North's; a ring's one row)
/// and the stores, seat by seat, when the line's first two fields are a
/// pit board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: Vec<Vec<Pit>>,
    pub stores: Vec<Pit>,
}

impl Board {
    /// Whether the pits hold beads of colours (Rainbow Chase, Spectral
    /// Reapers) rather than seeds.
    pub fn beads(&self) -> bool {
        self.rows
            .iter()
            .flatten()
            .chain(&self.stores)
            .any(|p| matches!(p, Pit::Beads(_)))
    }

    pub fn get(&self, spot: Spot) -> Option<Pit> {
        match spot {
            Spot::Pit { row, index } => self.rows.get(row)?.get(index).copied(),
            Spot::Store(seat) => self.stores.get(seat).copied(),
        }
    }
}

fn read_list(text: &str, sep: char) -> Option<Vec<Pit>> {
    text.split(sep).map(Pit::read).collect()
}

fn write_list(pits: &[Pit], sep: &str) -> String {
    pits.iter().map(Pit::write).collect::<Vec<_>>().join(sep)
}

impl Draft {
    /// A draft of the line `text` (any text: the editor keeps what it is
    /// given, and the engine says what is wrong with it).
    pub fn parse(game: &str, text: &str) -> Draft {
        Draft {
            fields: text.split_whitespace().map(str::to_string).collect(),
            beads: field_labels(game).first() == Some(&"beads"),
        }
    }

    /// The line, fields separated by one space.
    pub fn notation(&self) -> String {
        self.fields.join(" ")
    }

    /// The line's fields.
    pub fn fields(&self) -> &[String] {
        &self.fields
    }

    /// Field `i`, as written (empty past the end).
    pub fn field(&self, i: usize) -> &str {
        self.fields.get(i).map_or("", String::as_str)
    }

    /// Sets field `i` (fields before it made `-` if the line is shorter);
    /// spaces typed in it are taken out, so it stays one field.
    pub fn set_field(&mut self, i: usize, text: &str) {
        let text: String = text.split_whitespace().collect();
        while self.fields.len() <= i {
            self.fields.push("-".to_string());
        }
        self.fields[i] = text;
    }

    /// The pit board of the line's first two fields, when they are one.
    pub fn board(&self) -> Option<Board> {
        let rows: Vec<Vec<Pit>> = self
            .field(0)
            .split('/')
            .map(|row| read_list(row, ','))
            .collect::<Option<_>>()?;
        let stores = read_list(self.field(1), ':')?;
        let mut board = Board { rows, stores };
        if self.beads {
            for pit in board.rows.iter_mut().flatten().chain(&mut board.stores) {
                match pit {
                    Pit::Seeds(0) => *pit = Pit::Beads([0; COLOURS]),
                    Pit::Seeds(_) => return None,
                    Pit::Beads(_) => {}
                }
            }
        } else if board.beads() {
            return None;
        }
        Some(board)
    }

    fn set_board(&mut self, board: &Board) {
        let rows: Vec<String> = board.rows.iter().map(|r| write_list(r, ",")).collect();
        self.set_field(0, &rows.join("/"));
        self.set_field(1, &write_list(&board.stores, ":"));
    }

    /// Sets the count of `colour` (or the seeds) at `spot` to `n`; a spot
    /// off the board, or a line that is no pit board, changes nothing.
    pub fn set_count(&mut self, spot: Spot, colour: Option<usize>, n: u32) {
        let Some(mut board) = self.board() else {
            return;
        };
        let slot = match spot {
            Spot::Pit { row, index } => board.rows.get_mut(row).and_then(|r| r.get_mut(index)),
            Spot::Store(seat) => board.stores.get_mut(seat),
        };
        let Some(slot) = slot else {
            return;
        };
        *slot = slot.with(colour, n);
        self.set_board(&board);
    }

    /// Empties every pit and store (the other fields stay).
    pub fn empty(&mut self) {
        let Some(mut board) = self.board() else {
            return;
        };
        for pit in board.rows.iter_mut().flatten().chain(&mut board.stores) {
            *pit = match pit {
                Pit::Seeds(_) => Pit::Seeds(0),
                Pit::Beads(_) => Pit::Beads([0; COLOURS]),
            };
        }
        self.set_board(&board);
    }

    /// Adds `delta` to the count at `spot` (never below 0).
    pub fn adjust(&mut self, spot: Spot, colour: Option<usize>, delta: i32) {
        let Some(now) = self.board().and_then(|b| b.get(spot)) else {
            return;
        };
        let n = (now.count(colour) as i64 + delta as i64).max(0) as u32;
        self.set_count(spot, colour, n);
    }
}

/// The editor's address for a position of `game` under `options` (the
/// start when `notation` is `None`): where the game's page, the analysis
/// board and My games send "Set up position".
pub fn address(game: &str, options: &Value, notation: Option<&str>) -> String {
    fn enc(text: &str) -> String {
        let mut out = String::new();
        for byte in text.bytes() {
            if byte.is_ascii_alphanumeric() || b"-_~:@+,./".contains(&byte) {
                out.push(byte as char);
            } else {
                out.push_str(&format!("%{byte:02X}"));
            }
        }
        out
    }
    let mut hash = format!("#/editor/{game}");
    let mut sep = '?';
    if let Some(n) = notation {
        hash.push_str(&format!("{sep}p={}", enc(n)));
        sep = '&';
    }
    if !(options.is_null() || options.as_object().is_some_and(|o| o.is_empty())) {
        hash.push_str(&format!("{sep}o={}", enc(&options.to_string())));
    }
    hash
}

/// What each field of a game's line is, as message keys (`editor-field-…`),
/// the pits and stores first; the editor's own knowledge of each game's
/// notation (docs/notation.md), nothing of its rules.
pub fn field_labels(game: &str) -> &'static [&'static str] {
    match game {
        "giuthi" => &["pits", "stores", "to-move", "round", "starter", "phase"],
        "nam-nam" => &[
            "pits", "stores", "owners", "to-move", "round", "starter", "phase",
        ],
        "rainbow-chase" => &["beads", "captures", "to-move"],
        "spectral-reapers" => &["beads", "captures", "seat", "starter", "phase"],
        "rainbow-passage" => &["board", "pieces", "seat", "turns", "phase"],
        _ => &["pits", "stores", "to-move"],
    }
}

/// The field of the player to move when it is a two-player game's `s` or
/// `n`, which the editor offers as a choice of two.
pub fn side_field(game: &str) -> Option<usize> {
    field_labels(game).iter().position(|l| *l == "to-move")
}

/// The other side's letter (`s` ↔ `n`); anything else becomes `s`.
pub fn other_side(side: &str) -> &'static str {
    if side == "s" {
        "n"
    } else {
        "s"
    }
}

/// Checks `notation` with the game's own reader under `options`: `Ok` is
/// a position the game plays from, `Err` the engine's reason.
pub fn check(game: &str, options: &Value, notation: &str) -> Result<(), PositionError> {
    struct Check<'a>(&'a Value, &'a str);
    impl GameVisitor for Check<'_> {
        type Output = Result<(), PositionError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let options = crate::engine::options::options_from_json::<G::Options>(self.0)
                .map_err(|e| PositionError::new("rule").arg("why", e))?;
            G::from_notation(&options, self.1).map(drop)
        }
    }
    with_game(game, Check(options, notation))
        .unwrap_or_else(|| Err(PositionError::new("unsupported")))
}

/// The number of players of the position `notation`, and the seat to move
/// (a roll to come counts as its roller's, seat 0 if the engine names
/// none): the seats a game played from it has, and whose the player is.
pub fn seats(game: &str, options: &Value, notation: &str) -> Result<(usize, usize), PositionError> {
    struct Seats<'a>(&'a Value, &'a str);
    impl GameVisitor for Seats<'_> {
        type Output = Result<(usize, usize), PositionError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let options = crate::engine::options::options_from_json::<G::Options>(self.0)
                .map_err(|e| PositionError::new("rule").arg("why", e))?;
            let game = G::from_notation(&options, self.1)?;
            let mover = match game.turn() {
                crate::engine::Turn::Player(p) => p,
                _ => 0,
            };
            Ok((game.num_players(), mover))
        }
    }
    with_game(game, Seats(options, notation))
        .unwrap_or_else(|| Err(PositionError::new("unsupported")))
}

/// The notation of the game's start under `options` and `seed` (a game
/// whose start has no position yet, as Rainbow Passage's roll for who
/// starts, is refused with the reason).
pub fn start(game: &str, options: &Value, seed: u64) -> Result<String, PositionError> {
    struct Start<'a>(&'a Value, u64);
    impl GameVisitor for Start<'_> {
        type Output = Result<String, PositionError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let options = crate::engine::options::options_from_json::<G::Options>(self.0)
                .map_err(|e| PositionError::new("rule").arg("why", e))?;
            let mut game = <G as Game>::new(&options, self.1)
                .map_err(|e| PositionError::new("rule").arg("why", e))?;
            // A start with no position yet (the roll for who starts): the
            // engine's own outcomes are played, varied so the dice differ,
            // until the game has begun.
            let mut step = 0;
            loop {
                match game.to_notation() {
                    Err(e) if e.key == "not-started" && step < 64 => {}
                    done => return done,
                }
                let mut outcomes = Vec::new();
                game.chance_outcomes(&mut outcomes);
                let mut actions: Vec<_> = outcomes.into_iter().map(|(a, _)| a).collect();
                if actions.is_empty() {
                    game.legal_actions(&mut actions);
                }
                let Some(action) = actions.get(step * 7 % actions.len().max(1)).cloned() else {
                    return game.to_notation();
                };
                let mut fx = crate::engine::Effects::default();
                game.apply(action, &mut fx)
                    .map_err(|_| PositionError::new("not-started"))?;
                step += 1;
            }
        }
    }
    with_game(game, Start(options, seed)).unwrap_or_else(|| Err(PositionError::new("unsupported")))
}

/// The engine's reason, in the language shown (the words of the games'
/// refusals, `games::words`).
pub fn reason(why: &PositionError) -> String {
    crate::games::words::position_refusal(why)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;

    fn default_options(def: &games::GameDef) -> Value {
        def.options_from(None, &Value::Null).unwrap()
    }

    #[test]
    fn every_game_start_is_a_draft_the_engine_accepts_and_writes_back() {
        for def in games::all() {
            let options = default_options(def);
            let line = start(def.id, &options, 7).unwrap();
            let draft = Draft::parse(def.id, &line);
            assert_eq!(draft.notation(), line, "{}", def.id);
            assert_eq!(
                draft.fields().len(),
                field_labels(def.id).len(),
                "{}: {line}",
                def.id
            );
            assert_eq!(check(def.id, &options, &line), Ok(()), "{}", def.id);
            let Some(board) = draft.board() else {
                // Rainbow Passage's line has no pits.
                assert_eq!(def.id, "rainbow-passage");
                continue;
            };
            // Writing the board back changes nothing.
            let mut again = draft.clone();
            again.set_board(&board);
            assert_eq!(again.notation(), line, "{}", def.id);
        }
    }

    #[test]
    fn an_owari_end_game_set_up_pit_by_pit_is_the_engines() {
        let options = default_options(games::find("owari").unwrap());
        let mut draft = Draft::parse("owari", &start("owari", &options, 1).unwrap());
        for row in 0..2 {
            for index in 0..6 {
                draft.set_count(Spot::Pit { row, index }, None, 0);
            }
        }
        // Not 48 seeds: the engine's reason, worded.
        let why = check("owari", &options, &draft.notation()).unwrap_err();
        assert_eq!(why.key, "total");
        assert_eq!(
            reason(&why),
            "The board holds 0 seeds in all; this game has 48."
        );
        draft.adjust(Spot::Pit { row: 0, index: 5 }, None, 2);
        draft.adjust(Spot::Pit { row: 1, index: 4 }, None, 1);
        draft.adjust(Spot::Pit { row: 1, index: 5 }, None, 1);
        draft.set_count(Spot::Store(0), None, 20);
        draft.set_count(Spot::Store(1), None, 24);
        draft.set_field(side_field("owari").unwrap(), "s");
        assert_eq!(draft.notation(), "0,0,0,0,0,2/0,0,0,0,1,1 20:24 s");
        assert_eq!(check("owari", &options, &draft.notation()), Ok(()));
        let side = side_field("owari").unwrap();
        draft.set_field(side, other_side(draft.field(side)));
        assert_eq!(draft.notation(), "0,0,0,0,0,2/0,0,0,0,1,1 20:24 n");
        assert_eq!(seats("owari", &options, &draft.notation()), Ok((2, 1)));
        // A count never goes below nothing.
        draft.adjust(Spot::Pit { row: 0, index: 0 }, None, -3);
        assert_eq!(draft.board().unwrap().rows[0][0], Pit::Seeds(0));
    }

    #[test]
    fn the_address_carries_the_line_and_the_options() {
        let options: Value = serde_json::from_str(r#"{"a":"b c"}"#).unwrap();
        let hash = address("owari", &options, Some("0,0,0,0,0,2/0,0,0,0,1,1 20:24 s"));
        assert_eq!(
            hash,
            "#/editor/owari?p=0,0,0,0,0,2/0,0,0,0,1,1%2020:24%20s&o=%7B%22a%22:%22b%20c%22%7D"
        );
        let query = hash.split_once('?').unwrap().1;
        let p = query.split('&').next().unwrap().strip_prefix("p=").unwrap();
        assert_eq!(
            crate::engine::record::percent_decode(p).as_deref(),
            Some("0,0,0,0,0,2/0,0,0,0,1,1 20:24 s")
        );
        assert_eq!(address("owari", &Value::Null, None), "#/editor/owari");
    }

    #[test]
    fn chase_beads_are_edited_colour_by_colour() {
        let options = default_options(games::find("rainbow-chase").unwrap());
        let mut draft = Draft::parse(
            "rainbow-chase",
            &start("rainbow-chase", &options, 1).unwrap(),
        );
        assert!(draft.board().unwrap().beads());
        // Two red beads captured by South, taken from South's first pit.
        draft.adjust(Spot::Pit { row: 0, index: 0 }, Some(0), -2);
        draft.adjust(Spot::Store(0), Some(0), 2);
        assert_eq!(draft.field(1), "2r:0");
        assert_eq!(check("rainbow-chase", &options, &draft.notation()), Ok(()));
        draft.adjust(Spot::Store(0), Some(0), 1);
        let why = check("rainbow-chase", &options, &draft.notation()).unwrap_err();
        assert_eq!(why.key, "colour-total");
    }

    #[test]
    fn whatever_is_typed_is_refused_with_a_reason_or_accepted_never_a_panic() {
        let lines = [
            "",
            "x",
            "4,4,4 0:0 s",
            "999,999/1 1:1 q",
            "-1,4,4,4,4,4/4,4,4,4,4,4 0:0 s",
            "#5 b1.,d1.,f1.,h1.:h9.,f9.,d9.,b9. 1 0 roll",
            "4r,4o,4y,4g,4b,4v/4r,4o,4y,4g,4b,4v 0:0 s",
            "0,0,0,0,0,0 0:0:0 3 3 place:0",
        ];
        for def in games::all() {
            let options = default_options(def);
            for line in lines {
                let mut draft = Draft::parse(def.id, line);
                draft.adjust(Spot::Pit { row: 0, index: 0 }, Some(2), 1);
                draft.set_field(2, "s n");
                if let Err(why) = check(def.id, &options, &draft.notation()) {
                    assert!(!reason(&why).is_empty());
                }
            }
        }
    }

    #[test]
    fn a_passage_position_is_edited_field_by_field() {
        let options = default_options(games::find("rainbow-passage").unwrap());
        let line = "#5 c1.,e1.,g1.,i1.:i11.,g11.,e11.,c11. 1 0 roll";
        let mut draft = Draft::parse("rainbow-passage", line);
        assert_eq!(draft.board(), None);
        assert_eq!(check("rainbow-passage", &options, line), Ok(()));
        draft.set_field(1, "c1-c2,e1.,g1.,i1.:i11.,g11.,e11.,c11.");
        assert_eq!(
            check("rainbow-passage", &options, &draft.notation()),
            Ok(())
        );
        draft.set_field(1, "c1-z9,e1.,g1.,i1.:i11.,g11.,e11.,c11.");
        assert!(check("rainbow-passage", &options, &draft.notation()).is_err());
    }
}
