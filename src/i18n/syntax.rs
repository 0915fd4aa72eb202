//! The catalogues' syntax (the Fluent subset `crate::i18n` describes):
//! reading a file's messages and their patterns, and compiling a pattern
//! to the form the page fills in. `build.rs` compiles the English messages
//! into the program with this very file (`#[path]`), the `first_paint` hook
//! the other languages' fetched files, so the page carries no parser.
//!
//! A compiled pattern is its text with each placeable replaced by control
//! characters (which no message may hold):
//! - [`VAR`] then the variable's number: its value;
//! - [`SELECT`] then the variable's number, then the variants, each
//!   its key, [`KEY_END`], its compiled pattern and [`BODY_END`] (the
//!   default one's key preceded by [`DEFAULT`]), then [`SELECT_END`].
//!
//! A variable's number is its place among the message's variables sorted
//! by name, plus `b'0'`, so a message has the same numbers in every
//! language (the tests hold every language to English's variables).

/// The value of a variable: `VAR`, then its number.
pub const VAR: u8 = 1;
/// A select on a variable: `SELECT`, then its number, then its variants.
pub const SELECT: u8 = 2;
/// Ends a variant's key.
pub const KEY_END: u8 = 3;
/// Ends a variant's pattern.
pub const BODY_END: u8 = 4;
/// Marks the default variant (before its key).
pub const DEFAULT: u8 = 5;
/// Ends a select.
pub const SELECT_END: u8 = 6;

/// A piece of a message's pattern.
#[derive(Debug)]
pub enum Piece {
    Text(&'static str),
    Var(&'static str),
    /// A select on a variable: the variants by key, and which one is the
    /// default.
    Select(&'static str, Vec<(&'static str, Vec<Piece>)>, usize),
}

/// Why a catalogue could not be read: the line and what was wrong.
#[derive(Debug, PartialEq)]
pub struct SyntaxError {
    pub line: usize,
    pub why: &'static str,
}

/// Splits a file into its messages: for each, its line, key and pattern
/// as written (the text after `=`, with the lines that continue it). A
/// message is its first line (`key = …`) and the lines after it that are
/// indented or start with `}`; `#` lines are comments. (`build.rs` splits
/// the English files the same way.)
pub fn messages_of(
    src: &'static str,
) -> Vec<(usize, &'static str, Result<&'static str, SyntaxError>)> {
    let mut out = Vec::new();
    let mut lines = src.split('\n').enumerate().peekable();
    while let Some((at, line)) = lines.next() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let mut end = line.len();
        let start = line.as_ptr() as usize - src.as_ptr() as usize;
        while let Some((_, next)) = lines.peek() {
            // A blank line ends a message.
            if !next.starts_with([' ', '\t', '}']) || next.trim().is_empty() {
                break;
            }
            end = next.as_ptr() as usize - src.as_ptr() as usize + next.len() - start;
            lines.next();
        }
        let message = &src[start..start + end];
        let error = |why| SyntaxError { line: at + 1, why };
        let Some((key, pattern)) = message.split_once('=') else {
            out.push((
                at + 1,
                "",
                Err(error("a line that is neither a message nor a comment")),
            ));
            continue;
        };
        let key = key.trim_end();
        let valid_key = key.starts_with(|c: char| c.is_ascii_alphabetic())
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid_key {
            out.push((
                at + 1,
                key,
                Err(error("a message's key must be letters, digits, - and _")),
            ));
            continue;
        }
        out.push((at + 1, key, Ok(pattern.trim_start_matches([' ', '\t']))));
    }
    out
}

/// Reads a pattern as written after a key's `=`.
pub fn read_pattern(src: &'static str) -> Result<Vec<Piece>, &'static str> {
    let mut cursor = Cursor { rest: src };
    let pieces = cursor.pattern(false)?;
    if !cursor.rest.trim().is_empty() {
        return Err("text on more than one line (only a select may span lines)");
    }
    Ok(pieces)
}

/// Reads a pattern from the text left.
struct Cursor {
    rest: &'static str,
}

impl Cursor {
    /// A pattern up to the end of its line (a variant's), or (at the top)
    /// to the end of the message.
    fn pattern(&mut self, variant: bool) -> Result<Vec<Piece>, &'static str> {
        let mut pieces = Vec::new();
        loop {
            let stop = self.rest.find(['{', '}', '\n']).unwrap_or(self.rest.len());
            let (text, rest) = self.rest.split_at(stop);
            self.rest = rest;
            // A line's trailing blanks are not part of the message.
            let text = if rest.starts_with('{') {
                text
            } else {
                text.trim_end_matches([' ', '\t', '\r'])
            };
            if !text.is_empty() {
                pieces.push(Piece::Text(text));
            }
            match self.rest.as_bytes().first() {
                Some(b'{') => {
                    self.rest = &self.rest[1..];
                    pieces.push(self.placeable()?);
                }
                Some(b'}') if !variant => return Err("a } outside a placeable"),
                Some(b'\n') if !variant && self.rest.trim().is_empty() => {
                    self.rest = "";
                    return Ok(pieces);
                }
                _ => return Ok(pieces),
            }
        }
    }

    fn blanks(&mut self) {
        self.rest = self.rest.trim_start_matches([' ', '\t', '\r', '\n']);
    }

    fn placeable(&mut self) -> Result<Piece, &'static str> {
        self.blanks();
        let piece = if let Some(rest) = self.rest.strip_prefix('"') {
            let end = rest
                .find(['"', '\\', '\n'])
                .ok_or("an unfinished literal")?;
            if rest.as_bytes()[end] != b'"' {
                return Err("escapes in a literal are not supported");
            }
            self.rest = &rest[end + 1..];
            Piece::Text(&rest[..end])
        } else if let Some(rest) = self.rest.strip_prefix('$') {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .unwrap_or(rest.len());
            if end == 0 {
                return Err("a $ with no variable name");
            }
            let name = &rest[..end];
            self.rest = &rest[end..];
            self.blanks();
            if let Some(rest) = self.rest.strip_prefix("->") {
                self.rest = rest;
                return self.select(name);
            }
            Piece::Var(name)
        } else {
            return Err("a placeable must be a $variable or a \"literal\"");
        };
        self.blanks();
        self.rest = self
            .rest
            .strip_prefix('}')
            .ok_or("a placeable not closed by }")?;
        Ok(piece)
    }

    fn select(&mut self, name: &'static str) -> Result<Piece, &'static str> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.blanks();
            if let Some(rest) = self.rest.strip_prefix('}') {
                self.rest = rest;
                break;
            }
            if let Some(rest) = self.rest.strip_prefix('*') {
                if default.is_some() {
                    return Err("a select with two defaults");
                }
                default = Some(variants.len());
                self.rest = rest;
            }
            let rest = self
                .rest
                .strip_prefix('[')
                .ok_or("a variant must start with [key]")?;
            let end = rest.find(']').ok_or("a variant's key not closed by ]")?;
            let key = rest[..end].trim();
            self.rest = rest[end + 1..].trim_start_matches([' ', '\t']);
            variants.push((key, self.pattern(true)?));
        }
        let default = default.ok_or("a select with no default variant (*[…])")?;
        Ok(Piece::Select(name, variants, default))
    }
}

/// The names of the variables `pieces` use, each once, sorted (their
/// numbers in the compiled pattern are their places here).
pub fn variables(pieces: &[Piece]) -> Vec<&'static str> {
    fn walk(pieces: &[Piece], out: &mut Vec<&'static str>) {
        for piece in pieces {
            match piece {
                Piece::Text(_) => {}
                Piece::Var(v) => {
                    if !out.contains(v) {
                        out.push(v)
                    }
                }
                Piece::Select(v, variants, _) => {
                    if !out.contains(v) {
                        out.push(v)
                    }
                    for (_, p) in variants {
                        walk(p, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(pieces, &mut out);
    out.sort_unstable();
    out
}

/// `pieces` compiled (see the module's doc), appended to `out`.
pub fn compile(pieces: &[Piece], out: &mut String) -> Result<(), &'static str> {
    let vars = variables(pieces);
    compile_in(pieces, &vars, out)
}

fn compile_in(pieces: &[Piece], vars: &[&str], out: &mut String) -> Result<(), &'static str> {
    let number = |name: &str| {
        let at = vars.iter().position(|v| *v == name).unwrap_or(0);
        char::from(b'0' + at as u8)
    };
    for piece in pieces {
        match piece {
            Piece::Text(text) => {
                if text.bytes().any(|b| b < 7 || b == 0x1e) {
                    return Err("a control character in a message");
                }
                out.push_str(text);
            }
            Piece::Var(name) => {
                out.push(char::from(VAR));
                out.push(number(name));
            }
            Piece::Select(name, variants, default) => {
                out.push(char::from(SELECT));
                out.push(number(name));
                for (at, (key, body)) in variants.iter().enumerate() {
                    if at == *default {
                        out.push(char::from(DEFAULT));
                    }
                    out.push_str(key);
                    out.push(char::from(KEY_END));
                    compile_in(body, vars, out)?;
                    out.push(char::from(BODY_END));
                }
                out.push(char::from(SELECT_END));
            }
        }
    }
    Ok(())
}
