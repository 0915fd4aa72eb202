//! Game records: the game, its options, the seed and the moves. A record is
//! the single source of truth: replaying it gives the position.

use crate::t;
use crate::tr;
use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The move that ends a game by agreement, as written in records: the
/// board is settled as the game's rules say.
pub const AGREE: &str = "agree";

/// The move that ends a game as a draw the players agreed on, whatever the
/// board says.
pub const DRAW: &str = "draw";

/// The start of a resignation, written `resign:N` for the player in seat
/// `N` (from 0): any player may resign, not only the one to move (a person
/// may resign while the computer thinks).
pub const RESIGN: &str = "resign";

/// A move the players make rather than the game's rules: the record keeps
/// it among the moves, so a saved, shared or replayed game ends the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// [`AGREE`]: ended by agreement, settled by the rules.
    Agree,
    /// [`DRAW`]: a draw agreed.
    Draw,
    /// `resign:N`: the player in seat `N` resigned.
    Resign(usize),
}

impl Special {
    /// Reads a special move: `None` when `mv` is none (a move of the
    /// game); `Some(Err(mv))` for a resignation written wrong (`resign`,
    /// `resign:x`).
    pub fn parse(mv: &str) -> Option<Result<Special, String>> {
        let mv = mv.trim();
        if mv == AGREE {
            return Some(Ok(Special::Agree));
        }
        if mv == DRAW {
            return Some(Ok(Special::Draw));
        }
        let rest = mv.strip_prefix(RESIGN)?;
        let seat = rest
            .strip_prefix(':')
            .filter(|n| !n.is_empty() && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|n| n.parse::<usize>().ok());
        Some(seat.map(Special::Resign).ok_or_else(|| mv.to_string()))
    }

    /// The move as a record writes it.
    pub fn notation(self) -> String {
        match self {
            Special::Agree => AGREE.to_string(),
            Special::Draw => DRAW.to_string(),
            Special::Resign(seat) => format!("{RESIGN}:{seat}"),
        }
    }
}

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
    /// The position the game starts from, in the game's position notation
    /// (docs/notation.md), when not the start of the game: the moves are
    /// played from there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
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
    /// The position the record starts from is refused (docs/notation.md).
    Position(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax(e) => f.write_str(&tr!("record-not-a-record", why = e)),
            RecordError::UnknownGame(g) => f.write_str(&tr!("record-unknown-game", game = g)),
            RecordError::Options(e) => write!(f, "{e}"),
            RecordError::Move { number, mv, why } => {
                f.write_str(&tr!("record-move", number = *number, mv = mv, why = why))
            }
            RecordError::Line { line, why } => {
                f.write_str(&tr!("record-line", line = *line, why = why))
            }
            RecordError::Position(why) => f.write_str(&tr!("record-position", why = why)),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// Parses a record from JSON.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        Ok(read_json(text, false)?.0)
    }

    /// Reads a record from a JSON value as serde would (unknown fields
    /// refused), by hand: the page then carries no serde reader of records.
    pub fn from_value(value: &Value) -> Result<Record, String> {
        Ok(read_value(value, false)?.0)
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The record as a JSON value, the one serde writes, built by hand: the
    /// page then carries no serde serialiser into JSON values.
    pub fn to_value(&self) -> Value {
        let mut map = serde_json::Map::new();
        map.insert("game".into(), self.game.as_str().into());
        map.insert("options".into(), self.options.clone());
        map.insert("seed".into(), self.seed.into());
        map.insert("moves".into(), self.moves.clone().into());
        if let Some(position) = &self.position {
            map.insert("position".into(), position.as_str().into());
        }
        Value::Object(map)
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
        text.push_str(&format!("[Game {}]\n", json(self.game.as_str())));
        text.push_str(&format!("[Seed {}]\n", self.seed));
        if !self.options.is_null() {
            text.push_str(&format!("[Options {}]\n", self.options));
        }
        if let Some(position) = &self.position {
            text.push_str(&format!("[Position {}]\n", json(position.as_str())));
        }
        if !header.players.is_empty() {
            text.push_str(&format!("[Players {}]\n", json(header.players.clone())));
        }
        if let Some(date) = &header.date {
            text.push_str(&format!("[Date {}]\n", json(date.as_str())));
        }
        if let Some(result) = &header.result {
            text.push_str(&format!("[Result {}]\n", json(result.as_str())));
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
                why: tr!("record-move", number = number, mv = &mv, why = &why),
            }),
            Err(other) => Err(other),
        }
    }

    /// Reads a record in either form: JSON (starting with `{`, with or
    /// without the header's fields) or text.
    pub fn parse_any(text: &str) -> Result<(Record, Header), RecordError> {
        if text.trim_start().starts_with('{') {
            read_json(text, true)
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
    ///
    /// Written by hand, byte for byte as serde's pretty printer writes that
    /// struct (a test holds it to it): the page then carries no pretty
    /// serialiser.
    pub fn to_json_with(&self, header: &Header) -> String {
        let mut fields: Vec<(&str, Value)> = vec![
            ("game", self.game.as_str().into()),
            ("options", self.options.clone()),
            ("seed", self.seed.into()),
            ("moves", self.moves.clone().into()),
        ];
        if let Some(position) = &self.position {
            fields.push(("position", position.as_str().into()));
        }
        if !header.players.is_empty() {
            fields.push(("players", header.players.clone().into()));
        }
        if let Some(date) = &header.date {
            fields.push(("date", date.as_str().into()));
        }
        if let Some(result) = &header.result {
            fields.push(("result", result.as_str().into()));
        }
        let mut out = String::new();
        pretty_object(
            &fields.iter().map(|(k, v)| (*k, v)).collect::<Vec<_>>(),
            0,
            &mut out,
        );
        out
    }
}

/// `value` as serde_json's pretty printer writes it at nesting `depth`: two
/// spaces a level, `"key": value`, empty lists and objects as `[]`, `{}`.
fn pretty(value: &Value, depth: usize, out: &mut String) {
    match value {
        Value::Array(list) if !list.is_empty() => {
            out.push('[');
            for (k, item) in list.iter().enumerate() {
                out.push_str(if k == 0 { "\n" } else { ",\n" });
                out.push_str(&"  ".repeat(depth + 1));
                pretty(item, depth + 1, out);
            }
            out.push('\n');
            out.push_str(&"  ".repeat(depth));
            out.push(']');
        }
        Value::Object(map) if !map.is_empty() => pretty_object(
            &map.iter().map(|(k, v)| (k.as_str(), v)).collect::<Vec<_>>(),
            depth,
            out,
        ),
        other => out.push_str(&other.to_string()),
    }
}

/// A JSON object of `fields` (not empty), as [`pretty`] writes one.
fn pretty_object(fields: &[(&str, &Value)], depth: usize, out: &mut String) {
    out.push('{');
    for (k, (key, value)) in fields.iter().enumerate() {
        out.push_str(if k == 0 { "\n" } else { ",\n" });
        out.push_str(&"  ".repeat(depth + 1));
        out.push_str(&Value::from(*key).to_string());
        out.push_str(": ");
        pretty(value, depth + 1, out);
    }
    out.push('\n');
    out.push_str(&"  ".repeat(depth));
    out.push('}');
}

/// Reads a record (with the header's fields when `header`) from JSON text.
fn read_json(text: &str, header: bool) -> Result<(Record, Header), RecordError> {
    serde_json::from_str::<Value>(text)
        .map_err(|e| json_error(&e))
        .and_then(|v| read_value(&v, header))
        .map_err(RecordError::Syntax)
}

/// Reads a record (with the header's fields when `header`: `players`,
/// `date`, `result`) from a JSON value by hand, as serde's derive would: unknown fields
/// refused, `options` any value, `moves` and `players` lists of text.
fn read_value(value: &Value, header: bool) -> Result<(Record, Header), String> {
    const NAMES: [&str; 8] = [
        "game", "options", "seed", "moves", "position", "players", "date", "result",
    ];
    let f = struct_fields(value, &NAMES[..if header { 8 } else { 5 }], true)?;
    let field = |k: usize| f.get(k).copied().flatten();
    let record = Record {
        game: opt_text(field(0), "game")?.ok_or_else(|| missing("game"))?,
        options: field(1).cloned().unwrap_or(Value::Null),
        seed: field(2)
            .ok_or_else(|| missing("seed"))?
            .as_u64()
            .ok_or_else(|| invalid("seed", WHOLE))?,
        moves: texts(field(3), "moves")?,
        position: opt_text(field(4), "position")?,
    };
    let header = Header {
        players: texts(field(5), "players")?,
        date: opt_text(field(6), "date")?,
        result: opt_text(field(7), "result")?,
    };
    Ok((record, header))
}

/// The fields `names` of a struct written as JSON, as serde reads one: an
/// object (any other key refused when `deny_unknown`, else ignored), or an
/// array of the fields in order (missing ones at its end are absent, more
/// than `names` refused). Each field's value, `None` when absent.
pub fn struct_fields<'a>(
    value: &'a Value,
    names: &[&str],
    deny_unknown: bool,
) -> Result<Vec<Option<&'a Value>>, String> {
    match value {
        Value::Object(map) => {
            if deny_unknown {
                if let Some(key) = map.keys().find(|k| !names.contains(&k.as_str())) {
                    return Err(tr!("reader-field-unknown", field = key));
                }
            }
            Ok(names.iter().map(|n| map.get(*n)).collect())
        }
        Value::Array(list) if list.len() <= names.len() => {
            Ok((0..names.len()).map(|k| list.get(k)).collect())
        }
        Value::Array(list) => Err(tr!(
            "reader-fields-too-long",
            length = list.len(),
            fields = names.len()
        )),
        _ => Err(t!("reader-not-an-object").into()),
    }
}

/// Why a field cannot be read: it is missing.
pub fn missing(name: &str) -> String {
    tr!("reader-field-missing", field = name)
}

/// What a field must be, for [`invalid`]: a whole number (`u64`).
pub const WHOLE: &str = "whole";
/// What a field must be, for [`invalid`]: a count (`usize`).
pub const COUNT: &str = "count";
const TEXT: &str = "text";
const TEXTS: &str = "texts";

/// Why a field cannot be read: it is not what it should be (`expected`:
/// [`WHOLE`], [`COUNT`], or a string or a list of strings).
pub fn invalid(name: &str, expected: &str) -> String {
    tr!("reader-field-type", field = name, what = expected)
}

/// Why text is not JSON, in the language shown (`reader-json`); in English
/// serde_json's own words, `expected value at line 1 column 5`.
pub fn json_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let Some(what) = text.strip_suffix(&suffix) else {
        // A reason without a place (none of the reader's syntax errors).
        return text;
    };
    let code = json_code(e, what);
    tr!(
        "reader-json",
        code = code,
        what = what,
        line = e.line(),
        column = e.column()
    )
}

/// An optional text field (`null` is none), as serde reads `Option<String>`.
pub fn opt_text(value: Option<&Value>, name: &str) -> Result<Option<String>, String> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(invalid(name, TEXT)),
    }
}

/// A list of texts (absent is empty), as serde reads a defaulted
/// `Vec<String>`.
fn texts(value: Option<&Value>, name: &str) -> Result<Vec<String>, String> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    value
        .as_array()
        .and_then(|list| {
            list.iter()
                .map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .ok_or_else(|| invalid(name, TEXTS))
}

/// The `reader-json` code of serde_json's words for a syntax error (the
/// list in assets/i18n/en/games.ftl): the text ended too soon, or the
/// mistakes met most in text written by hand; `other` for the rest (their
/// words are shown as they are). Each text compared costs the page's wasm,
/// so only those.
fn json_code(e: &serde_json::Error, what: &str) -> &'static str {
    if e.is_eof() {
        return "eof";
    }
    match what {
        "expected value" => "value",
        "expected `,` or `]`" => "list-comma",
        "expected `,` or `}`" => "object-comma",
        "expected `:`" => "colon",
        "key must be a string" => "key",
        "trailing comma" => "comma",
        "trailing characters" => "trailing",
        "invalid number" => "number",
        "expected ident" => "ident",
        _ => "other",
    }
}

/// The separator of moves in a link (no game writes it in a move).
const LINK_MOVE_SEPARATOR: char = '.';

impl Record {
    /// The record in the compact form a link carries after `?` (the game
    /// is named by the page): `s=` the seed, `o=` the options as JSON
    /// (left out when there are none), `p=` the position the game starts
    /// from in its notation (only when it has one), `n=` how many moves, `m=` the moves
    /// separated by dots, and `c=` a check of everything before it, so a
    /// link cut short or changed is recognised. Anything but letters,
    /// digits and `-_~:@+` is percent-encoded.
    pub fn to_link(&self) -> String {
        let mut link = format!("s={}", self.seed);
        if !(self.options.is_null() || self.options.as_object().is_some_and(|o| o.is_empty())) {
            link.push_str("&o=");
            link.push_str(&percent_encode(&self.options.to_string()));
        }
        if let Some(position) = &self.position {
            link.push_str("&p=");
            link.push_str(&percent_encode(position));
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
        let bad = RecordError::Syntax;
        let Some((body, check)) = link.rsplit_once("&c=") else {
            return Err(bad(t!("link-incomplete").into()));
        };
        if u32::from_str_radix(check, 16).ok() != Some(link_check(body)) || check.len() != 8 {
            return Err(bad(t!("link-damaged").into()));
        }
        let mut seed = None;
        let mut options = Value::Null;
        let mut count = None;
        let mut moves = None;
        let mut position = None;
        for part in body.split('&') {
            let (name, value) = part
                .split_once('=')
                .ok_or_else(|| bad(tr!("link-part-without-value", part = part)))?;
            match name {
                "s" => {
                    seed = Some(
                        value
                            .parse::<u64>()
                            .map_err(|_| bad(tr!("link-bad-seed", value = value)))?,
                    )
                }
                "o" => {
                    let text =
                        percent_decode(value).ok_or_else(|| bad(t!("link-bad-options").into()))?;
                    options = serde_json::from_str(&text)
                        .map_err(|e| bad(tr!("link-options-not-json", why = &json_error(&e))))?;
                    if !options.is_object() {
                        return Err(bad(t!("link-options-not-object").into()));
                    }
                }
                "p" => {
                    position = Some(
                        percent_decode(value)
                            .filter(|p| !p.trim().is_empty())
                            .ok_or_else(|| bad(t!("link-bad-position").into()))?,
                    );
                }
                "n" => {
                    count = Some(
                        value
                            .parse::<usize>()
                            .map_err(|_| bad(tr!("link-bad-count", value = value)))?,
                    )
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
                    moves = Some(list.ok_or_else(|| bad(t!("link-bad-moves").into()))?);
                }
                other => return Err(bad(tr!("link-unknown-part", part = other))),
            }
        }
        let seed = seed.ok_or_else(|| bad(t!("link-no-seed").into()))?;
        let moves = moves.ok_or_else(|| bad(t!("link-no-moves").into()))?;
        if let Some(count) = count {
            if count != moves.len() {
                return Err(bad(tr!(
                    "link-count-mismatch",
                    count = count,
                    moves = moves.len()
                )));
            }
        }
        if let Some(empty) = moves.iter().position(|mv| mv.is_empty()) {
            return Err(bad(tr!("link-empty-move", number = empty + 1)));
        }
        Ok(Record {
            game: game.to_string(),
            options,
            seed,
            moves,
            position,
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

/// A value as JSON (strings quoted and escaped), as serde writes it,
/// through the JSON value's writer the page has anyway.
fn json(value: impl Into<Value>) -> String {
    value.into().to_string()
}

/// The record, its header, and the line of each move.
type Parsed = ((Record, Header), Vec<usize>);

fn parse_text(text: &str) -> Result<Parsed, RecordError> {
    let mut game = None;
    let mut seed = None;
    let mut options = Value::Null;
    let mut position = None;
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
            return Err(bad(t!("text-record-tags-after-moves").into()));
        }
        if trimmed.starts_with('[') {
            let inner = trimmed
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .ok_or_else(|| bad(t!("text-record-tag-form").into()))?;
            let (name, value) = inner
                .split_once(char::is_whitespace)
                .ok_or_else(|| bad(tr!("text-record-tag-without-value", tag = inner)))?;
            let value: Value = serde_json::from_str(value.trim()).map_err(|e| {
                bad(tr!(
                    "text-record-tag-not-json",
                    tag = name,
                    why = &json_error(&e)
                ))
            })?;
            let text_of = |value: Value| match value {
                Value::String(s) => Ok(s),
                other => Err(bad(tr!(
                    "text-record-tag-not-text",
                    tag = name,
                    value = &other.to_string()
                ))),
            };
            match name {
                "Game" => game = Some(text_of(value)?),
                "Seed" => {
                    seed = Some(value.as_u64().ok_or_else(|| {
                        bad(tr!("text-record-bad-seed", value = &value.to_string()))
                    })?)
                }
                "Options" => {
                    if !(value.is_object() || value.is_null()) {
                        return Err(bad(t!("text-record-bad-options").into()));
                    }
                    options = value;
                }
                "Position" => position = Some(text_of(value)?),
                "Players" => {
                    header.players = texts(Some(&value), "Players")
                        .map_err(|_| bad(t!("text-record-bad-players").into()))?
                }
                "Date" => header.date = Some(text_of(value)?),
                "Result" => header.result = Some(text_of(value)?),
                other => return Err(bad(tr!("text-record-unknown-tag", tag = other))),
            }
            continue;
        }
        if game.is_none() {
            return Err(bad(t!("text-record-tags-first").into()));
        }
        for token in trimmed.split_whitespace() {
            moves.push(token.to_string());
            move_lines.push(line);
        }
    }
    let game = game.ok_or_else(|| RecordError::Syntax(t!("text-record-no-game").into()))?;
    let seed = seed.ok_or_else(|| RecordError::Syntax(t!("text-record-no-seed").into()))?;
    Ok((
        (
            Record {
                game,
                options,
                seed,
                moves,
                position,
            },
            header,
        ),
        move_lines,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::session::{play_move, MoveError};
    use crate::engine::{EndReason, Turn};

    #[test]
    fn serde_jsons_syntax_errors_have_their_codes() {
        let code = |text: &str| {
            let e = serde_json::from_str::<Value>(text).unwrap_err();
            let what = e.to_string();
            let what = what
                .split(" at line ")
                .next()
                .unwrap_or_default()
                .to_string();
            (json_code(&e, &what), what)
        };
        for (text, want) in [
            ("[1", "eof"),
            ("{\"a\":1", "eof"),
            ("\"abc", "eof"),
            ("", "eof"),
            ("x", "value"),
            ("[1 2]", "list-comma"),
            ("{\"a\":1 \"b\":2}", "object-comma"),
            ("{\"a\" 1}", "colon"),
            ("{1:2}", "key"),
            ("[1,]", "comma"),
            ("1 2", "trailing"),
            ("-x", "number"),
            ("trux", "ident"),
            ("\"\\x\"", "other"),
        ] {
            assert_eq!(code(text).0, want, "{text}: {}", code(text).1);
        }
    }

    #[test]
    fn to_value_is_what_serde_writes() {
        for record in [
            Record {
                game: "owari".into(),
                options: serde_json::json!({"first_player": "south", "grand_slam": "no_capture"}),
                seed: u64::MAX,
                moves: vec!["C".into(), "resign:0".into()],
                position: None,
            },
            Record {
                game: String::new(),
                options: Value::Null,
                seed: 0,
                moves: Vec::new(),
                position: None,
            },
        ] {
            assert_eq!(record.to_value(), serde_json::to_value(&record).unwrap());
            assert_eq!(
                record.to_value().to_string(),
                serde_json::to_value(&record).unwrap().to_string()
            );
        }
    }

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
            position: None,
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
        for players in ["[\"a\", 1]", "\"a\"", "{}", "null"] {
            let err = bad(&format!(
                "[Game \"owari\"]\n[Seed 1]\n[Players {players}]\n"
            ));
            assert_eq!(err, "line 3: Players must be a list of strings");
        }
        let text = "[Game \"owari\"]\n[Seed 1]\n[Players []]\n";
        assert_eq!(Record::from_text(text).unwrap().1, Header::default());
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

    /// A record with its header, as serde wrote it before
    /// [`Record::to_json_with`] was written by hand.
    #[derive(Serialize)]
    struct JsonFile {
        game: String,
        options: Value,
        seed: u64,
        moves: Vec<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        position: Option<String>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        players: Vec<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        date: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        result: Option<String>,
    }

    #[test]
    fn text_tags_are_what_serde_wrote() {
        let record = Record {
            game: "o\"w\u{1}".into(),
            options: Value::Null,
            seed: 3,
            moves: Vec::new(),
            position: None,
        };
        let header = Header {
            players: vec!["a\"b".into(), "\u{1f}é\\".into(), String::new()],
            date: Some("d\n".into()),
            result: Some("<r>\t".into()),
        };
        let expected = format!(
            "[Game {}]\n[Seed 3]\n[Players {}]\n[Date {}]\n[Result {}]\n\n",
            serde_json::to_string(&record.game).unwrap(),
            serde_json::to_string(&header.players).unwrap(),
            serde_json::to_string(&header.date).unwrap(),
            serde_json::to_string(&header.result).unwrap(),
        );
        assert_eq!(record.to_text(&header), expected);
    }

    #[test]
    fn json_with_a_header_is_what_serde_wrote() {
        let options = [
            Value::Null,
            serde_json::json!({}),
            serde_json::json!({"players": 3, "names": ["Ann & \"Bo\"", "Ché\n", ""], "list": [], "deep": {"a": [[1, 2.5, -3], {}], "b": {"c": null, "d": true}}}),
        ];
        let headers = [
            Header::default(),
            Header {
                players: vec!["South: Ann".into(), "North: \u{1}computer\\".into()],
                date: Some("2026-11-23".into()),
                result: Some("South wins 25 to 23".into()),
            },
            Header {
                players: Vec::new(),
                date: None,
                result: Some(String::new()),
            },
        ];
        for options in options {
            for moves in [vec![], vec!["C".to_string(), "resign:1".into()]] {
                for (header, position) in headers.iter().zip([None, Some("1,0/0,\"1 0:0 s")]) {
                    let record = Record {
                        game: "owari".into(),
                        options: options.clone(),
                        seed: u64::MAX,
                        moves: moves.clone(),
                        position: position.map(str::to_string),
                    };
                    let serde = serde_json::to_string_pretty(&JsonFile {
                        game: record.game.clone(),
                        options: record.options.clone(),
                        seed: record.seed,
                        moves: record.moves.clone(),
                        position: record.position.clone(),
                        players: header.players.clone(),
                        date: header.date.clone(),
                        result: header.result.clone(),
                    })
                    .unwrap();
                    assert_eq!(record.to_json_with(header), serde);
                }
            }
        }
    }

    #[test]
    fn a_position_round_trips_in_every_form_and_replays_from_there() {
        let position = "0,0,0,0,0,2/0,0,0,0,1,1 20:24 s";
        let record = Record {
            game: "owari".into(),
            options: serde_json::json!({"first_player": "south"}),
            seed: 5,
            moves: vec!["F".into()],
            position: Some(position.into()),
        };
        let header = Header::default();
        let text = record.to_text(&header);
        assert!(
            text.contains(&format!("[Position \"{position}\"]")),
            "{text}"
        );
        assert_eq!(Record::from_text(&text).unwrap().0, record);
        assert_eq!(
            Record::parse_any(&record.to_json_with(&header)).unwrap().0,
            record
        );
        assert_eq!(Record::from_json(&record.to_json()).unwrap(), record);
        assert_eq!(Record::from_value(&record.to_value()).unwrap(), record);
        let value: Value = serde_json::from_str(&record.to_json()).unwrap();
        assert_eq!(value, record.to_value());

        // Replayed, the game goes on from the position: F sows into North's
        // a and b, captures nothing, and North moves.
        let session = record.replay().unwrap();
        assert_eq!(session.record().position, record.position);
        assert_eq!(session.record().moves, record.moves);
        let board = match session.board() {
            crate::engine::board_view::BoardView::Pits(board) => board,
            _ => unreachable!(),
        };
        assert_eq!(board.pits, vec![0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1]);
        assert_eq!(board.stores, vec![20, 24]);
        assert_eq!(
            crate::games::position_of(&*session).unwrap(),
            "0,0,0,0,0,0/1,1,0,0,1,1 20:24 n"
        );
        assert_eq!(record.start_notation().unwrap(), position);

        // A position the rules refuse is refused with its reason.
        let bad = Record {
            position: Some("0,0,0,0,0,2/0,0,0,0,1,1 20:20 s".into()),
            ..record
        };
        let why = bad.replay().err().unwrap().to_string();
        assert!(why.contains("44 seeds"), "{why}");
        assert!(Record::check_text(&bad.to_text(&header)).is_err());
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
            position: None,
        };
        assert!(!empty.to_link().contains("o="));
        assert!(!empty.to_link().contains("p="));
        assert_eq!(Record::from_link("owari", &empty.to_link()).unwrap(), empty);
        // A game that starts from a position carries it (spaces, commas,
        // slashes and colons encoded or kept safe).
        let at = Record {
            position: Some("3,0,5,2,0,9/1,4,0,6,2,3 7:6 s".into()),
            moves: vec!["F".into()],
            ..empty
        };
        let link = at.to_link();
        assert!(link.contains("&p=3%2C0%2C5"), "{link}");
        assert!(
            link.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_~:@+%&=.".contains(&b)),
            "{link}"
        );
        assert_eq!(Record::from_link("owari", &link).unwrap(), at);
        // An empty or badly encoded position is refused, not dropped.
        let signed = |body: &str| format!("{body}&c={:08x}", link_check(body));
        for bad in ["s=3&p=&n=0&m=", "s=3&p=%ZZ&n=0&m="] {
            let why = Record::from_link("owari", &signed(bad)).unwrap_err();
            assert!(why.to_string().contains("position"), "{bad}: {why}");
        }
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

    fn owari(moves: &[&str]) -> Record {
        Record {
            game: "owari".into(),
            options: serde_json::json!({"first_player": "south"}),
            seed: 1,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            position: None,
        }
    }

    #[test]
    fn special_moves_are_read_and_written() {
        assert_eq!(Special::parse("agree"), Some(Ok(Special::Agree)));
        assert_eq!(Special::parse(" draw "), Some(Ok(Special::Draw)));
        assert_eq!(Special::parse("resign:1"), Some(Ok(Special::Resign(1))));
        assert_eq!(Special::parse("resign:12"), Some(Ok(Special::Resign(12))));
        for bad in [
            "resign",
            "resign:",
            "resign:x",
            "resign:-1",
            "resign:1:2",
            "resign:999",
            "resigns",
        ] {
            assert_eq!(Special::parse(bad), Some(Err(bad.to_string())), "{bad}");
        }
        assert_eq!(Special::parse("C"), None);
        assert_eq!(Special::parse("drawn"), None);
        for special in [Special::Agree, Special::Draw, Special::Resign(3)] {
            assert_eq!(Special::parse(&special.notation()), Some(Ok(special)));
        }
    }

    #[test]
    fn a_resignation_ends_the_game_for_the_resigner_whoever_is_to_move() {
        // South plays C, then South resigns while North is to move.
        let session = owari(&["C", "resign:0"]).replay().unwrap();
        let Turn::Over(outcome) = session.turn() else {
            panic!("the game goes on after a resignation");
        };
        assert_eq!(outcome.winners, 0b10);
        assert_eq!(outcome.reason, EndReason::Resigned { player: 0 });
        assert_eq!(session.explain().as_deref(), Some("South resigned."));
        assert!(session.legal().is_empty());
        assert!(session.choices().is_empty());
        assert_eq!(session.pit_reason(0).as_deref(), Some("The game is over."));
        let state = crate::games::state_json(&*session);
        assert_eq!(state["over"], true);
        assert_eq!(state["winner"], 1);
        assert_eq!(state["reason"], "South resigned.");
        assert_eq!(state["moves"], serde_json::json!(["C", "resign:0"]));
        // The board stays as the last move left it.
        let before = owari(&["C"]).replay().unwrap();
        assert_eq!(session.board(), before.board());
        assert_eq!(session.scores(), before.scores());
    }

    #[test]
    fn a_draw_agreed_ends_the_game_shared() {
        let session = owari(&["C", "d", "draw"]).replay().unwrap();
        let Turn::Over(outcome) = session.turn() else {
            panic!("the game goes on after a draw");
        };
        assert_eq!(outcome.winners, 0b11);
        assert_eq!(outcome.reason, EndReason::DrawAgreed);
        assert_eq!(
            session.explain().as_deref(),
            Some("The players agreed to a draw.")
        );
        assert_eq!(crate::games::state_json(&*session)["winner"], "draw");
    }

    #[test]
    fn a_resignation_in_a_game_of_more_players_gives_the_others_the_win() {
        let record = Record {
            game: "spectral-reapers".into(),
            options: serde_json::json!({"players": 3}),
            seed: 4,
            moves: vec!["resign:1".into()],
            position: None,
        };
        let session = record.replay().unwrap();
        let Turn::Over(outcome) = session.turn() else {
            panic!("the game goes on after a resignation");
        };
        assert_eq!(outcome.winners, 0b101);
        let name = session.players()[1].name.clone();
        assert_eq!(session.explain(), Some(format!("{name} resigned.")));
    }

    #[test]
    fn special_moves_are_refused_when_wrong() {
        let err = |moves: &[&str]| {
            owari(moves)
                .replay()
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        assert_eq!(
            err(&["C", "resign:2"]),
            "move 2 ('resign:2') cannot be played: 'resign:2' is not a resignation: write resign:N, N the resigning player's seat from 0 to 1"
        );
        assert!(err(&["resign:x"]).contains("'resign:x' is not a resignation"));
        assert!(err(&["resign"]).contains("write resign:N"));
        assert_eq!(
            err(&["resign:1", "C"]),
            "move 2 ('C') cannot be played: The game is over."
        );
        assert_eq!(
            err(&["draw", "resign:0"]),
            "move 2 ('resign:0') cannot be played: The game is over."
        );
        assert!(err(&["draw", "agree"]).contains("The game is over."));
        assert!(err(&["agree", "draw"]).contains("The game is over."));
        // A session checks them as it plays them.
        let session = owari(&["C"]).replay().unwrap();
        assert!(session.check("resign:1").is_ok());
        assert!(session.check("draw").is_ok());
        assert!(matches!(
            session.check("resign:5"),
            Err(MoveError::NoSuchResigner { players: 2, .. })
        ));
        let over = owari(&["draw"]).replay().unwrap();
        assert!(over.check("C").is_err());
        assert!(over.check("resign:0").is_err());
    }

    #[test]
    fn a_typed_game_does_not_take_a_draw_or_a_resignation() {
        use crate::games::owari::{Owari, OwariOptions};
        let mut game = <Owari as crate::engine::Game>::new(&OwariOptions::default(), 1).unwrap();
        let before = game.clone();
        for mv in ["draw", "resign:0"] {
            let err = play_move(&mut game, mv).unwrap_err();
            assert_eq!(err, MoveError::SessionOnly(mv.to_string()));
            assert!(err.to_string().contains("ended the game"), "{err}");
        }
        assert!(matches!(
            play_move(&mut game, "resign:x"),
            Err(MoveError::NoSuchResigner { .. })
        ));
        assert_eq!(game, before);
    }

    #[test]
    fn every_game_records_a_resignation_and_a_draw() {
        for def in crate::games::all() {
            for (special, winners) in [("draw", None), ("resign:0", Some(0usize))] {
                let record = Record {
                    game: def.id.to_string(),
                    options: Value::Null,
                    seed: 3,
                    moves: vec![special.to_string()],
                    position: None,
                };
                let session = record
                    .replay()
                    .unwrap_or_else(|e| panic!("{} {special}: {e}", def.id));
                let Turn::Over(outcome) = session.turn() else {
                    panic!("{} goes on after {special}", def.id);
                };
                let players = session.players().len();
                let all = (1u8 << players) - 1;
                let expected = winners.map_or(all, |p| all & !(1 << p));
                assert_eq!(outcome.winners, expected, "{} {special}", def.id);
                // The three forms of a record keep it.
                let back = Record::from_link(def.id, &record.to_link()).unwrap();
                assert_eq!(back.moves, record.moves, "{} link", def.id);
                let (text, _) = Record::check_text(&record.to_text(&Header::default())).unwrap();
                assert_eq!(text.moves, record.moves, "{} text", def.id);
            }
        }
    }
}
