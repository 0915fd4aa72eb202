//! Game records: the game, its options, the seed and the moves. A record is
//! the single source of truth: replaying it gives the position.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

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

    /// Reads a record in either form: JSON (starting with `{`, with or
    /// without the header's fields) or text.
    pub fn parse_any(text: &str) -> Result<(Record, Header), RecordError> {
        if text.trim_start().starts_with('{') {
            let file: JsonFile =
                serde_json::from_str(text).map_err(|e| RecordError::Syntax(e.to_string()))?;
            Ok(file.split())
        } else {
            Record::from_text(text)
        }
    }

    /// Reads a record in either form and replays it: the errors of
    /// [`Record::check_text`] for text (lines named), of
    /// [`Record::replay`] for JSON (moves numbered).
    pub fn check_any(text: &str) -> Result<(Record, Header), RecordError> {
        if text.trim_start().starts_with('{') {
            let (record, header) = Record::parse_any(text)?;
            record.replay()?;
            Ok((record, header))
        } else {
            Record::check_text(text)
        }
    }

    /// The record and its header as pretty-printed JSON: the record's
    /// fields (`game`, `options`, `seed`, `moves`) and the header's
    /// (`players`, `date`, `result`) when present. [`Record::parse_any`]
    /// reads it back.
    pub fn to_json_with(&self, header: &Header) -> String {
        let file = JsonFile {
            game: self.game.clone(),
            options: self.options.clone(),
            seed: self.seed,
            moves: self.moves.clone(),
            players: header.players.clone(),
            date: header.date.clone(),
            result: header.result.clone(),
        };
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }
}

/// A record with its header, as one JSON object.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonFile {
    game: String,
    #[serde(default)]
    options: Value,
    seed: u64,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<String>,
}

impl JsonFile {
    fn split(self) -> (Record, Header) {
        (
            Record {
                game: self.game,
                options: self.options,
                seed: self.seed,
                moves: self.moves,
            },
            Header {
                players: self.players,
                date: self.date,
                result: self.result,
            },
        )
    }
}

/// The separator of moves in a link (no game writes it in a move).
const LINK_MOVE_SEPARATOR: char = '.';

impl Record {
    /// The record in the compact form a link carries after `?` (the game
    /// is named by the page): `s=` the seed, `o=` the options as JSON
    /// (left out when there are none), `n=` how many moves, `m=` the moves
    /// separated by dots, and `c=` a check of everything before it, so a
    /// link cut short or changed is recognised. Anything but letters,
    /// digits and `-_~:@+` is percent-encoded.
    pub fn to_link(&self) -> String {
        let mut link = format!("s={}", self.seed);
        if !(self.options.is_null() || self.options.as_object().is_some_and(|o| o.is_empty())) {
            link.push_str("&o=");
            link.push_str(&percent_encode(&self.options.to_string()));
        }
        link.push_str(&format!("&n={}&m=", self.moves.len()));
        let moves: Vec<String> = self.moves.iter().map(|mv| percent_encode(mv)).collect();
        link.push_str(&moves.join(&LINK_MOVE_SEPARATOR.to_string()));
        let check = link_check(&link);
        link.push_str(&format!("&c={check:08x}"));
        link
    }

    /// Reads the compact form of [`Record::to_link`] for `game`. Errors say
    /// what is wrong: cut short, changed, or a part that is not what it
    /// should be. The moves are not replayed here.
    pub fn from_link(game: &str, link: &str) -> Result<Record, RecordError> {
        let bad = |why: String| RecordError::Syntax(format!("the link {why}"));
        let Some((body, check)) = link.rsplit_once("&c=") else {
            return Err(bad(
                "is incomplete: its end is missing (was it cut short when copied?)".into(),
            ));
        };
        if u32::from_str_radix(check, 16).ok() != Some(link_check(body)) || check.len() != 8 {
            return Err(bad(
                "is damaged: its check does not match (was it cut short or changed?)".into(),
            ));
        }
        let mut seed = None;
        let mut options = Value::Null;
        let mut count = None;
        let mut moves = None;
        for part in body.split('&') {
            let (name, value) = part
                .split_once('=')
                .ok_or_else(|| bad(format!("has a part without a value: '{part}'")))?;
            match name {
                "s" => {
                    seed =
                        Some(value.parse::<u64>().map_err(|_| {
                            bad(format!("has a seed that is not a number: '{value}'"))
                        })?)
                }
                "o" => {
                    let text = percent_decode(value)
                        .ok_or_else(|| bad("has badly encoded options".into()))?;
                    options = serde_json::from_str(&text)
                        .map_err(|e| bad(format!("has options that are not JSON: {e}")))?;
                    if !options.is_object() {
                        return Err(bad("has options that are not a JSON object".into()));
                    }
                }
                "n" => {
                    count = Some(value.parse::<usize>().map_err(|_| {
                        bad(format!("has a move count that is not a number: '{value}'"))
                    })?)
                }
                "m" => {
                    let list: Option<Vec<String>> = if value.is_empty() {
                        Some(Vec::new())
                    } else {
                        value
                            .split(LINK_MOVE_SEPARATOR)
                            .map(percent_decode)
                            .collect()
                    };
                    moves = Some(list.ok_or_else(|| bad("has badly encoded moves".into()))?);
                }
                other => return Err(bad(format!("has an unknown part '{other}'"))),
            }
        }
        let seed = seed.ok_or_else(|| bad("has no seed (s=)".into()))?;
        let moves = moves.ok_or_else(|| bad("has no moves (m=)".into()))?;
        if let Some(count) = count {
            if count != moves.len() {
                return Err(bad(format!(
                    "should hold {count} moves but holds {}",
                    moves.len()
                )));
            }
        }
        if let Some(empty) = moves.iter().position(|mv| mv.is_empty()) {
            return Err(bad(format!("has an empty move (move {})", empty + 1)));
        }
        Ok(Record {
            game: game.to_string(),
            options,
            seed,
            moves,
        })
    }
}

/// FNV-1a (32 bits) of a link's text: enough to notice a link cut short or
/// edited by hand, not a security check.
fn link_check(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5_u32, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_~:@+".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes (anything else, `+` included, stands for itself);
/// `None` for a broken escape or text that is not UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3)?;
            if !hex.iter().all(u8::is_ascii_hexdigit) {
                // (from_str_radix alone would take "+1" as a number.)
                return None;
            }
            out.push(u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
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
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let bad = |why: String| RecordError::Line { line, why };
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            continue;
        }
        if trimmed.starts_with('[') && !moves.is_empty() {
            return Err(bad("tags come before the moves, not after them".into()));
        }
        if trimmed.starts_with('[') {
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
    fn a_tag_after_the_moves_is_an_error_naming_its_line() {
        let err = Record::from_text("[Game \"owari\"]\n[Seed 1]\n\nC d\n[Date \"today\"]\n")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("line 5: tags come before"), "{err}");
        // A blank line between tags is fine.
        let (record, header) =
            Record::from_text("[Game \"owari\"]\n\n[Seed 1]\n[Date \"d\"]\n\nC\n").unwrap();
        assert_eq!((record.seed, record.moves.len()), (1, 1));
        assert_eq!(header.date.as_deref(), Some("d"));
    }

    #[test]
    fn json_with_a_header_round_trips_and_plain_json_still_reads() {
        let record = Record::from_json(
            r#"{"game":"owari","options":{"first_player":"south"},"seed":9,"moves":["C","d"]}"#,
        )
        .unwrap();
        let header = Header {
            players: vec!["South: Ann".into(), "North: computer".into()],
            date: Some("2026-11-23".into()),
            result: Some("South wins 25 to 23".into()),
        };
        let json = record.to_json_with(&header);
        assert_eq!(Record::parse_any(&json).unwrap(), (record.clone(), header));
        assert_eq!(Record::check_any(&json).unwrap().0, record);
        let illegal = json.replace("\"d\"", "\"Q\"");
        let err = Record::check_any(&illegal).unwrap_err().to_string();
        assert!(err.starts_with("move 2 ('Q')"), "{err}");
        let plain = Record::parse_any(&record.to_json()).unwrap();
        assert_eq!(plain, (record, Header::default()));
        let err = Record::parse_any(r#"{"game":"owari","seed":1,"colour":"red"}"#).unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
    }

    fn link_record() -> Record {
        Record::from_json(
            r#"{"game":"spectral-reapers","options":{"players":3,"names":["Ann & Bo","Ché",""]},"seed":18446744073709551615,"moves":["A4C4E3","+r","xb"]}"#,
        )
        .unwrap()
    }

    #[test]
    fn links_round_trip_and_stay_in_safe_characters() {
        let record = link_record();
        let link = record.to_link();
        assert!(
            link.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_~:@+%&=.".contains(&b)),
            "{link}"
        );
        assert_eq!(
            Record::from_link("spectral-reapers", &link).unwrap(),
            record
        );
        let empty = Record {
            game: "owari".into(),
            options: Value::Null,
            seed: 3,
            moves: vec![],
        };
        assert!(!empty.to_link().contains("o="));
        assert_eq!(Record::from_link("owari", &empty.to_link()).unwrap(), empty);
    }

    #[test]
    fn a_link_cut_short_or_changed_is_recognised() {
        let link = link_record().to_link();
        let err = |text: &str| {
            Record::from_link("spectral-reapers", text)
                .unwrap_err()
                .to_string()
        };
        // Cut anywhere: never read as a shorter game.
        for cut in 0..link.len() {
            let short = &link[..cut];
            let why = err(short);
            assert!(
                why.contains("incomplete") || why.contains("damaged"),
                "{short}: {why}"
            );
        }
        assert!(err(&link.replace("A4C4E3", "A4C4E4")).contains("damaged"));
        assert!(err(&link.replace("&c=", "&c=0")).contains("damaged"));
        // A link built by hand with a wrong count or part is explained.
        let signed = |body: &str| format!("{body}&c={:08x}", link_check(body));
        assert!(err(&signed("s=1&n=2&m=C")).contains("should hold 2 moves but holds 1"));
        assert!(err(&signed("s=x&m=C")).contains("seed"));
        assert!(err(&signed("s=1&o=%7B&m=C")).contains("options"));
        assert!(err(&signed("s=1&o=%ZZ&m=C")).contains("encoded"));
        assert!(err(&signed("s=1&m=%+1")).contains("encoded"));
        assert!(err(&signed("s=1&q=2&m=C")).contains("unknown part 'q'"));
        assert!(err(&signed("s=1")).contains("no moves"));
        assert!(err(&signed("s=1&m=C..d")).contains("empty move (move 2)"));
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
