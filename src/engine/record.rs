//! Game records: the game, its options, the seed and the moves. A record is
//! the single source of truth: replaying it gives the position.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::catalog;
use super::session::Session;

/// The move that ends a game by agreement, as written in records.
pub const AGREE: &str = "agree";

/// Everything needed to replay a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The game's id in the catalog.
    pub game: String,
    /// The options (JSON object; missing fields take their defaults).
    #[serde(default)]
    pub options: Value,
    /// The seed that decided anything random.
    pub seed: u64,
    /// The moves in the game's notation.
    #[serde(default)]
    pub moves: Vec<String>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text is not a record.
    Syntax(String),
    /// No game has this id.
    UnknownGame(String),
    /// The options are not valid for the game.
    Options(String),
    /// Move number `number` (from 1) cannot be played.
    Move {
        number: usize,
        mv: String,
        why: String,
    },
    /// A line of a text record is wrong (lines count from 1).
    Line { line: usize, why: String },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax(e) => write!(f, "not a game record: {e}"),
            RecordError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
            RecordError::Options(e) => write!(f, "{e}"),
            RecordError::Move { number, mv, why } => {
                write!(f, "move {number} ('{mv}') cannot be played: {why}")
            }
            RecordError::Line { line, why } => write!(f, "line {line}: {why}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// Parses a record from JSON.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Syntax(e.to_string()))
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Replays the first `count` moves (all of them if `count` is larger).
    pub fn replay_to(&self, count: usize) -> Result<Box<dyn Session>, RecordError> {
        let info =
            catalog::find(&self.game).ok_or_else(|| RecordError::UnknownGame(self.game.clone()))?;
        let mut session = (info.new_session)(&self.options, self.seed)
            .map_err(|e| RecordError::Options(e.to_string()))?;
        for (index, mv) in self.moves.iter().take(count).enumerate() {
            session.play(mv).map_err(|e| RecordError::Move {
                number: index + 1,
                mv: mv.clone(),
                why: match e {
                    super::session::MoveError::Illegal { why, .. } => why.to_string(),
                    other => other.to_string(),
                },
            })?;
        }
        Ok(session)
    }

    /// Replays every move.
    pub fn replay(&self) -> Result<Box<dyn Session>, RecordError> {
        self.replay_to(self.moves.len())
    }
}

/// What people keep with a record besides the moves: who played, when,
/// and how it ended. Every field may be absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Who played each seat, in seat order ("South: person").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// When the game was played (as the exporter wrote it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// How it ended, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// Moves a text record puts on one line.
const MOVES_A_LINE: usize = 12;

impl Record {
    /// The record as text: a header of `[Name value]` tags whose values are
    /// JSON (`[Game "owari"]`, `[Seed 7]`, `[Options {…}]`, then the
    /// header's `Players`, `Date`, `Result` when present), a blank line, and
    /// the moves in notation separated by spaces, a dozen to a line.
    pub fn to_text(&self, header: &Header) -> String {
        let mut text = String::new();
        text.push_str(&format!("[Game {}]\n", json(&self.game)));
        text.push_str(&format!("[Seed {}]\n", self.seed));
        if !self.options.is_null() {
            text.push_str(&format!("[Options {}]\n", self.options));
        }
        if !header.players.is_empty() {
            text.push_str(&format!("[Players {}]\n", json(&header.players)));
        }
        if let Some(date) = &header.date {
            text.push_str(&format!("[Date {}]\n", json(date)));
        }
        if let Some(result) = &header.result {
            text.push_str(&format!("[Result {}]\n", json(result)));
        }
        text.push('\n');
        for line in self.moves.chunks(MOVES_A_LINE) {
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        text
    }

    /// Reads a text record ([`Record::to_text`]): its record and header.
    /// Errors name the line. The moves are not checked here: replay the
    /// record ([`Record::check_text`] does both).
    pub fn from_text(text: &str) -> Result<(Record, Header), RecordError> {
        Ok(parse_text(text)?.0)
    }

    /// Reads a text record and replays it; an illegal move is reported with
    /// its line as well as its number.
    pub fn check_text(text: &str) -> Result<(Record, Header), RecordError> {
        let ((record, header), lines) = parse_text(text)?;
        match record.replay() {
            Ok(_) => Ok((record, header)),
            Err(RecordError::Move { number, mv, why }) => Err(RecordError::Line {
                line: lines.get(number - 1).copied().unwrap_or(0),
                why: format!("move {number} ('{mv}') cannot be played: {why}"),
            }),
            Err(other) => Err(other),
        }
    }

    /// Reads a record in either form: JSON (starting with `{`) or text.
    pub fn parse_any(text: &str) -> Result<(Record, Header), RecordError> {
        if text.trim_start().starts_with('{') {
            Ok((Record::from_json(text)?, Header::default()))
        } else {
            Record::from_text(text)
        }
    }
}

/// A value as JSON (strings quoted and escaped).
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// The record, its header, and the line of each move.
type Parsed = ((Record, Header), Vec<usize>);

fn parse_text(text: &str) -> Result<Parsed, RecordError> {
    let mut game = None;
    let mut seed = None;
    let mut options = Value::Null;
    let mut header = Header::default();
    let mut moves = Vec::new();
    let mut move_lines = Vec::new();
    let mut in_moves = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let bad = |why: String| RecordError::Line { line, why };
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            in_moves |= game.is_some();
            continue;
        }
        if !in_moves && trimmed.starts_with('[') {
            let inner = trimmed
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .ok_or_else(|| bad("a tag is written [Name value]".into()))?;
            let (name, value) = inner
                .split_once(char::is_whitespace)
                .ok_or_else(|| bad(format!("the tag '{inner}' has no value")))?;
            let value: Value = serde_json::from_str(value.trim())
                .map_err(|e| bad(format!("the value of {name} is not JSON: {e}")))?;
            let text_of = |value: Value| match value {
                Value::String(s) => Ok(s),
                other => Err(bad(format!(
                    "{name} must be a string in quotes, not {other}"
                ))),
            };
            match name {
                "Game" => game = Some(text_of(value)?),
                "Seed" => {
                    seed =
                        Some(value.as_u64().ok_or_else(|| {
                            bad(format!("Seed must be a whole number, not {value}"))
                        })?)
                }
                "Options" => {
                    if !(value.is_object() || value.is_null()) {
                        return Err(bad("Options must be a JSON object".into()));
                    }
                    options = value;
                }
                "Players" => {
                    header.players = serde_json::from_value(value)
                        .map_err(|_| bad("Players must be a list of strings".into()))?
                }
                "Date" => header.date = Some(text_of(value)?),
                "Result" => header.result = Some(text_of(value)?),
                other => return Err(bad(format!("unknown tag '{other}'"))),
            }
            continue;
        }
        if game.is_none() {
            return Err(bad(
                "a text record starts with its tags, [Game \"…\"] first".into(),
            ));
        }
        in_moves = true;
        for token in trimmed.split_whitespace() {
            moves.push(token.to_string());
            move_lines.push(line);
        }
    }
    let game = game.ok_or_else(|| RecordError::Syntax("the [Game \"…\"] tag is missing".into()))?;
    let seed = seed.ok_or_else(|| RecordError::Syntax("the [Seed …] tag is missing".into()))?;
    Ok((
        (
            Record {
                game,
                options,
                seed,
                moves,
            },
            header,
        ),
        move_lines,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_records_give_errors_naming_the_problem() {
        assert!(matches!(
            Record::from_json("{not json"),
            Err(RecordError::Syntax(_))
        ));
        let unknown = Record {
            game: "chess".into(),
            options: Value::Null,
            seed: 1,
            moves: vec![],
        };
        assert_eq!(
            unknown.replay().err(),
            Some(RecordError::UnknownGame("chess".into()))
        );
        let bad_options =
            Record::from_json(r#"{"game":"owari","options":{"grand_slam":"maybe"},"seed":1}"#)
                .unwrap();
        assert!(matches!(bad_options.replay(), Err(RecordError::Options(_))));
        let bad_move = Record::from_json(
            r#"{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["C","c","Q"]}"#,
        )
        .unwrap();
        match bad_move.replay() {
            Err(RecordError::Move { number, mv, .. }) => {
                assert_eq!((number, mv.as_str()), (3, "Q"))
            }
            other => panic!("expected a move error, got {:?}", other.map(|s| s.record())),
        }
        let wrong_side = Record::from_json(
            r#"{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["c"]}"#,
        )
        .unwrap();
        let err = wrong_side.replay().err().unwrap().to_string();
        assert!(err.contains("move 1") && err.contains("opponent"), "{err}");
    }

    #[test]
    fn text_records_round_trip_and_name_the_line() {
        let record = Record::from_json(
            r#"{"game":"owari","options":{"first_player":"south"},"seed":9,"moves":["C","d","A"]}"#,
        )
        .unwrap();
        let header = Header {
            players: vec!["South: person".into(), "North: \"Hard\" computer".into()],
            date: Some("2026-11-23".into()),
            result: None,
        };
        let text = record.to_text(&header);
        assert!(text.starts_with("[Game \"owari\"]\n[Seed 9]\n"), "{text}");
        assert_eq!(Record::check_text(&text).unwrap(), (record.clone(), header));
        assert_eq!(Record::parse_any(&record.to_json()).unwrap().0, record);

        let bad = |text: &str| Record::check_text(text).unwrap_err().to_string();
        let err = bad("[Game \"owari\"]\n[Seed x]\n");
        assert!(err.starts_with("line 2: the value of Seed"), "{err}");
        let err = bad("[Game \"owari\"]\n[Seed -1]\n");
        assert!(
            err.starts_with("line 2: Seed must be a whole number"),
            "{err}"
        );
        let err =
            bad("[Game \"owari\"]\n[Seed 1]\n[Options {\"first_player\":\"south\"}]\n\nC d\nA Q\n");
        assert!(err.starts_with("line 6: move 4 ('Q')"), "{err}");
        assert!(bad("C d").starts_with("line 1:"));
        assert!(bad("[Game \"owari\"]\n").contains("Seed"));
        assert!(bad("[Game \"owari\"]\n[Colour \"red\"]").starts_with("line 2: unknown tag"));
        assert!(bad("[Game owari]").starts_with("line 1:"));
        assert!(bad("[Game \"chess\"]\n[Seed 1]").contains("chess"));
    }

    #[test]
    fn replay_reproduces_the_session() {
        let record = Record::from_json(
            r#"{"game":"basic","options":{"first_player":"north"},"seed":9,"moves":["c","A","agree"]}"#,
        )
        .unwrap();
        let session = record.replay().unwrap();
        assert_eq!(
            session.record(),
            Record {
                options: session.record().options,
                ..record.clone()
            }
        );
        assert!(matches!(session.turn(), crate::engine::Turn::Over(_)));
        assert_eq!(record.replay_to(1).unwrap().record().moves, vec!["c"]);
    }
}
