//! Opening books: the Strongest level's decision for every position of a
//! game's first plies, searched once deeply (`rgames book`, docs/engine.md)
//! and looked up in play instead of searching.
//!
//! A book is text: a first line naming the format, a one-line JSON header
//! (the game, the options it was built for, how it was built), then one line
//! a position: the moves from the start separated by dots (`-` for the
//! start) and the decision to play there, e.g. `C.d B`. The moves name the
//! position exactly (the rules read nothing else in a game's first plies),
//! and the same on the web as natively, where the position notation is not
//! available. The first player does not change what to play in a position,
//! so a book serves the same rules with either first player (the first move's
//! letters say who moved).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use serde_json::Value;

use super::{think_with, Clock, Engine, Level, Limits};
use crate::engine::record::Record;
use crate::engine::Turn;

/// The first line of a book.
pub const FORMAT: &str = "rgames-book 1";

/// An opening book.
#[derive(Clone, Debug, PartialEq)]
pub struct Book {
    /// The game's id.
    pub game: String,
    /// The options it was built for (as a record's).
    pub options: Value,
    /// How it was built, for people (plies, budget, seconds).
    pub built: Value,
    /// The decision for each position, by its moves from the start, in
    /// the order of the moves, each position once (a sorted list rather
    /// than a map: the AI worker, which reads the books, links no map of
    /// them).
    pub moves: Vec<(Vec<String>, String)>,
}

/// Whether two sets of options have the same rules: the same options but
/// who moves first (compared in place: nothing is copied).
pub fn same_rules(a: &Value, b: &Value) -> bool {
    let rules = |options: &Value| {
        options
            .as_object()
            .map(|map| map.iter().filter(|(key, _)| *key != "first_player").count())
    };
    match (a.as_object(), rules(b)) {
        (Some(a_map), Some(count)) => {
            rules(a) == Some(count)
                && a_map
                    .iter()
                    .all(|(key, value)| key == "first_player" || b.get(key) == Some(value))
        }
        _ => a == b,
    }
}

impl Book {
    /// Whether the book serves a game of `game` with `options`.
    pub fn fits(&self, game: &str, options: &Value) -> bool {
        self.game == game && same_rules(&self.options, options)
    }

    /// The decision for the position after `moves`, if the book has it.
    pub fn decision(&self, moves: &[String]) -> Option<&str> {
        let found = self
            .moves
            .binary_search_by(|(key, _)| key.as_slice().cmp(moves))
            .ok()?;
        Some(&self.moves[found].1)
    }

    /// The stored form (see the module's introduction); [`Book::parse`]
    /// reads it back identically.
    pub fn to_text(&self) -> String {
        let header = serde_json::json!({
            "game": self.game,
            "options": self.options,
            "built": self.built,
        });
        let mut out = format!("{FORMAT}\n{header}\n");
        for (moves, decision) in &self.moves {
            let key = if moves.is_empty() {
                "-".to_string()
            } else {
                moves.join(".")
            };
            out.push_str(&key);
            out.push(' ');
            out.push_str(decision);
            out.push('\n');
        }
        out
    }

    /// Reads a book's stored form; a message naming the line otherwise.
    pub fn parse(text: &str) -> Result<Book, String> {
        let mut lines = text.lines();
        if lines.next().map(str::trim) != Some(FORMAT) {
            return Err(format!(
                "not an opening book (its first line is not '{FORMAT}')"
            ));
        }
        let header: Value = lines
            .next()
            .ok_or("the book has no header")
            .and_then(|line| {
                serde_json::from_str(line).map_err(|_| "the book's header is not JSON")
            })?;
        let game = header["game"]
            .as_str()
            .ok_or("the book's header names no game")?
            .to_string();
        let mut moves: Vec<(Vec<String>, String)> = Vec::new();
        for (index, line) in lines.enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let number = index + 3;
            let (key, decision) = line
                .split_once(' ')
                .ok_or_else(|| format!("line {number}: moves and a decision are needed"))?;
            let decision = decision.trim();
            if decision.is_empty() || decision.contains(char::is_whitespace) {
                return Err(format!("line {number}: one decision is needed"));
            }
            let key: Vec<String> = match key {
                "-" => Vec::new(),
                key => key.split('.').map(str::to_string).collect(),
            };
            if key.iter().any(String::is_empty) {
                return Err(format!("line {number}: an empty move"));
            }
            match moves.last().map(|(last, _)| key.cmp(last)) {
                Some(std::cmp::Ordering::Equal) => {
                    return Err(format!("line {number}: the position is in the book twice"))
                }
                Some(std::cmp::Ordering::Less) => {
                    return Err(format!("line {number}: out of order"))
                }
                _ => moves.push((key, decision.to_string())),
            }
        }
        Ok(Book {
            game,
            options: header["options"].clone(),
            built: header["built"].clone(),
            moves,
        })
    }
}

/// Builds the book of `start`'s game and options: every position reached in
/// its first `plies` decisions where the player to move has a choice,
/// searched by the Strongest level within `limits` (a node budget makes
/// the book the same on every machine). `progress` is told each position
/// done and how many there are.
pub fn build(
    start: &Record,
    plies: usize,
    limits: Limits,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Book, String> {
    if start.position.is_some() || !start.moves.is_empty() {
        return Err("a book starts from the start of a game".into());
    }
    // Every position of the first plies, breadth first.
    let mut positions: Vec<Vec<String>> = Vec::new();
    let mut layer = vec![Vec::new()];
    for ply in 0..=plies {
        let mut next = Vec::new();
        for moves in layer {
            let record = Record {
                moves: moves.clone(),
                ..start.clone()
            };
            let session = record.replay().map_err(|e| e.to_string())?;
            if !matches!(session.turn(), Turn::Player(_)) {
                continue;
            }
            let legal = session.legal();
            if ply < plies {
                for mv in &legal {
                    let mut child = moves.clone();
                    child.push(mv.clone());
                    next.push(child);
                }
            }
            if legal.len() > 1 {
                positions.push(moves);
            }
        }
        layer = next;
    }
    let mut book = BTreeMap::new();
    for (done, moves) in positions.iter().enumerate() {
        let record = Record {
            moves: moves.clone(),
            ..start.clone()
        };
        let answer = think_with(&record, Engine::Level(Level::Strongest), limits, 1, clock)?;
        let decision = answer
            .moves
            .first()
            .ok_or("the search found no move")?
            .clone();
        book.insert(moves.clone(), decision);
        progress(done + 1, positions.len());
    }
    Ok(Book {
        game: start.game.clone(),
        options: start.options.clone(),
        built: serde_json::json!({ "plies": plies, "nodes": limits.nodes, "ms": limits.ms }),
        moves: book.into_iter().collect(),
    })
}

thread_local! {
    /// The books given to [`install`].
    static INSTALLED: RefCell<Vec<Rc<Book>>> = const { RefCell::new(Vec::new()) };
}

/// Makes `book` available to the Strongest level ([`decision_for`]),
/// replacing one for the same game and rules.
pub fn install(book: Book) {
    INSTALLED.with(|installed| {
        let mut installed = installed.borrow_mut();
        installed.retain(|b| !b.fits(&book.game, &book.options));
        installed.push(Rc::new(book));
    });
}

/// Forgets every book given to [`install`].
pub fn uninstall_all() {
    INSTALLED.with(|installed| installed.borrow_mut().clear());
}

/// The installed books' decision for the position of `record`, if one has
/// it (a record from the start only).
pub fn decision_for(record: &Record) -> Option<String> {
    if record.position.is_some() {
        return None;
    }
    decision_after(&record.game, &record.options, &record.moves)
}

/// The installed books' decision for the position after `moves` from the
/// start of a game of `game` with `options`, if one has it.
pub fn decision_after(game: &str, options: &Value, moves: &[String]) -> Option<String> {
    INSTALLED.with(|installed| {
        installed
            .borrow()
            .iter()
            .filter(|book| book.fits(game, options))
            .find_map(|book| book.decision(moves).map(str::to_string))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::FixedClock;
    use crate::games;

    fn start(game: &str, preset: &str) -> Record {
        let info = games::find(game).unwrap();
        let overrides = serde_json::json!({ "first_player": "south" });
        Record {
            game: game.to_string(),
            options: info.options_from(Some(preset), &overrides).unwrap(),
            seed: 0,
            moves: Vec::new(),
            position: None,
        }
    }

    fn small_book(game: &str, preset: &str, plies: usize) -> (Record, Book) {
        let start = start(game, preset);
        let limits = Limits {
            ms: None,
            nodes: Some(2_000),
        };
        let book = build(&start, plies, limits, &FixedClock, &mut |_, _| {}).unwrap();
        (start, book)
    }

    #[test]
    fn a_books_decisions_are_legal_and_it_reads_back_the_same() {
        for (game, preset) in [("owari", "abapa"), ("basic", "kalah-6-4")] {
            let (start, book) = small_book(game, preset, 2);
            // Owari: the start, its 6 moves, their 36 answers (fewer where
            // a move is forced); Kalah's extra moves add positions.
            assert!(book.moves.len() >= 30, "{game}: {}", book.moves.len());
            assert!(book.decision(&[]).is_some(), "{game}: no start");
            for (moves, decision) in &book.moves {
                let before = Record {
                    moves: moves.clone(),
                    ..start.clone()
                };
                let legal = before.replay().unwrap().legal();
                assert!(legal.len() > 1, "{game} {moves:?}: a forced move stored");
                assert!(
                    legal.contains(decision),
                    "{game} {moves:?}: {decision} not legal"
                );
            }
            let text = book.to_text();
            let read = Book::parse(&text).unwrap();
            assert_eq!(read, book, "{game}");
            assert_eq!(read.to_text(), text, "{game}");
        }
    }

    #[test]
    fn the_shipped_books_are_legal_and_read_back_the_same() {
        for (text, game, preset) in [
            (
                include_str!("../../assets/books/owari-abapa.book"),
                "owari",
                "abapa",
            ),
            (
                include_str!("../../assets/books/basic-kalah-6-4.book"),
                "basic",
                "kalah-6-4",
            ),
        ] {
            let book = Book::parse(text).unwrap();
            let start = start(game, preset);
            assert!(book.fits(&start.game, &start.options), "{game}");
            assert!(book.moves.len() > 200, "{game}: {}", book.moves.len());
            for (moves, decision) in &book.moves {
                let before = Record {
                    moves: moves.clone(),
                    ..start.clone()
                };
                let legal = before.replay().unwrap().legal();
                assert!(legal.contains(decision), "{game} {moves:?}: {decision}");
            }
            assert_eq!(book.to_text(), text, "{game}");
        }
    }

    #[test]
    fn the_engine_plays_the_books_move() {
        use crate::ai::protocol::{Protocol, Reply};
        let (_, mut book) = small_book("owari", "abapa", 1);
        // A decision the search would not choose at the start, so that the
        // reply can only come from the book.
        let mut protocol = Protocol::default();
        let line = |p: &mut Protocol, text: &str| match p.command(text, &FixedClock) {
            Reply::Line(reply) => reply,
            other => panic!("{text}: {other:?}"),
        };
        line(
            &mut protocol,
            r#"newgame owari preset=abapa options={"first_player":"south"}"#,
        );
        let searched = line(&mut protocol, "go nodes=2000");
        let hard = line(&mut protocol, "go level=hard nodes=2000");
        let other = ["A", "B", "C", "D", "E", "F"]
            .into_iter()
            .find(|m| format!("bestmove {m}") != searched)
            .unwrap();
        assert!(book.moves[0].0.is_empty(), "the start comes first");
        book.moves[0].1 = other.to_string();
        install(book.clone());
        assert_eq!(
            line(&mut protocol, "go nodes=2000"),
            format!("bestmove {other}")
        );
        // Another level, or a position the book lacks, is searched.
        assert_eq!(line(&mut protocol, "go level=hard nodes=2000"), hard);
        line(&mut protocol, "moves C d A");
        assert!(book
            .decision(&["C".into(), "d".into(), "A".into()])
            .is_none());
        assert!(line(&mut protocol, "go nodes=2000").starts_with("bestmove "));
        // Other rules are not served by this book.
        let mut other_rules = start("owari", "abapa");
        assert_eq!(decision_for(&other_rules), Some(other.to_string()));
        other_rules.options["grand_slam"] = serde_json::json!("capture");
        assert_eq!(decision_for(&other_rules), None);
        uninstall_all();
        line(&mut protocol, "moves");
        assert_eq!(line(&mut protocol, "go nodes=2000"), searched);
    }

    #[test]
    fn a_damaged_book_is_refused_with_a_message() {
        let header = r#"{"game":"owari","options":{},"built":{}}"#;
        for (text, why) in [
            ("", "not an opening book"),
            ("rgames-book 2\n{}\n", "not an opening book"),
            ("rgames-book 1\n", "no header"),
            ("rgames-book 1\n{\"game\":\n", "not JSON"),
            ("rgames-book 1\n{}\n", "names no game"),
            (&format!("rgames-book 1\n{header}\nC\n"), "line 3"),
            (&format!("rgames-book 1\n{header}\n- A\nC..d B\n"), "line 4"),
            (&format!("rgames-book 1\n{header}\n- A\n- B\n"), "twice"),
            (
                &format!("rgames-book 1\n{header}\nC B\n- A\n"),
                "line 4: out of order",
            ),
            (&format!("rgames-book 1\n{header}\n- A B\n"), "one decision"),
        ] {
            let err = Book::parse(text).unwrap_err();
            assert!(err.contains(why), "{text:?}: {err}");
        }
    }
}
