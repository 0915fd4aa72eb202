//! The words people read, in their language: message catalogues and the
//! small formatter that fills them in.
//!
//! Every sentence the app shows is a message of a catalogue,
//! `assets/i18n/<lang>/*.ftl`, written in [Fluent]'s syntax. The page uses
//! a subset of it, read here with no library (the `fluent-bundle` crate
//! would add about 56 KB to the page's wasm):
//!
//! - `key = text` on one line, with placeables `{ $name }` and literals
//!   `{ "{" }`;
//! - a select on one variable, its variants one to a line:
//!   `{ $n -> [one] … *[other] … }`, where a variant's key is a number
//!   (`[0]`, matched exactly) or a plural category (`one`, `other`, …) or
//!   any word, matched against a text argument;
//! - comments (`#`), no terms, attributes or functions.
//!
//! The native tests hold every catalogue to `fluent-bundle` itself (each
//! message formatted by both, with the same arguments, must read the same)
//! and every language to the English keys and placeholders, so a catalogue
//! the page reads is one any Fluent tool reads the same way.
//!
//! Messages are found by their index, fixed when the program is built:
//! `build.rs` lists the English keys in order (`KEYS`) and writes the
//! English patterns one after the other (`ENGLISH`); `t!("key")` and
//! `tr!("key", …)` look the key up while compiling (a key that does not
//! exist is a compile error), so the page carries neither keys nor a map.
//! Another language comes as `i18n/<lang>/messages.txt`, its patterns in
//! the same order (written at build time by `first_paint`), fetched when it
//! is chosen and [`install`]ed; a message it lacks or gets wrong is shown in
//! English. The choice is the page's (see `ui::lang`); this module has no
//! web dependency, so the engine's presentation layer words its sentences
//! through it natively too, in English.
//!
//! Plural categories come from [`plural`], the Unicode CLDR rules of the
//! languages we ship, for whole numbers (a test compares them with
//! `fluent-bundle`'s for every number up to 2,000,000).
//!
//! [Fluent]: https://projectfluent.org/

use std::cell::RefCell;
use std::collections::hash_map::Entry;
use std::fmt::Write;
use std::rc::Rc;

use rustc_hash::FxHashMap;

/// The languages the app speaks, by their BCP 47 code, with their own
/// names (as a picker shows them).
pub const LANGUAGES: [(&str, &str); 5] = [
    ("en", "English"),
    ("fr", "Français"),
    ("es", "Español"),
    ("pt", "Português"),
    ("de", "Deutsch"),
];

/// The catalogue files of a language, in the order they are read: each
/// language has one file of each name in `assets/i18n/<lang>/`.
pub const FILES: [&str; 3] = ["app.ftl", "games.ftl", "view.ftl"];

// KEYS (every English key, in order) and ENGLISH (their patterns, each
// followed by SEPARATOR), written by build.rs.
include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// What ends each pattern in a flat list of messages.
pub const SEPARATOR: char = '\u{1e}';

/// A message, by its index in [`KEYS`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Msg(pub u16);

/// The message whose key is `key`; used in constants (by [`t!`] and
/// [`tr!`]), so an unknown key stops the build.
pub const fn msg(key: &str) -> Msg {
    let key = key.as_bytes();
    let mut i = 0;
    while i < KEYS.len() {
        let k = KEYS[i].as_bytes();
        if k.len() == key.len() {
            let mut j = 0;
            while j < k.len() && k[j] == key[j] {
                j += 1;
            }
            if j == k.len() {
                return Msg(i as u16);
            }
        }
        i += 1;
    }
    panic!("no such message in assets/i18n/en/*.ftl")
}

/// A piece of a message's pattern.
#[derive(Debug)]
enum Piece {
    Text(&'static str),
    Var(&'static str),
    /// A select on a variable: the variants by key, and which one is the
    /// default.
    Select(&'static str, Vec<(&'static str, Vec<Piece>)>, usize),
}

/// A language's messages by key, as read from its files (the tests and the
/// build read catalogues so; the page reads [`Messages`]).
#[derive(Debug, Default)]
pub struct Catalogue {
    lang: &'static str,
    /// Each message's pattern, as written and as read.
    messages: FxHashMap<&'static str, (&'static str, Vec<Piece>)>,
}

/// A language's messages by index (as [`KEYS`]); `None` where it has none
/// (English stands in).
#[derive(Debug)]
pub struct Messages {
    lang: &'static str,
    list: Vec<Option<Vec<Piece>>>,
}

/// A value given to a message's placeable.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Int(i64),
    Str(&'a str),
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Int(n as i64)
            }
        }
    )*};
}
int_arg!(i32, i64, u8, u16, u32, u64, usize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(s)
    }
}

/// The plural category of the whole number `n` in `lang` (CLDR's rules for
/// integers, as `fluent-bundle` has them: no `many` for a million), as
/// Fluent names them.
pub fn plural(lang: &str, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    match lang {
        "fr" | "pt" if n <= 1 => "one",
        "en" | "de" | "es" if n == 1 => "one",
        _ => "other",
    }
}

/// Why a catalogue could not be read: the line and what was wrong.
#[derive(Debug, PartialEq)]
pub struct SyntaxError {
    pub line: usize,
    pub why: &'static str,
}

impl Catalogue {
    /// Reads a language's catalogue files. A message that cannot be read
    /// is left out (the English one stands in) and listed in the errors.
    pub fn parse(lang: &'static str, files: &[&'static str]) -> (Catalogue, Vec<SyntaxError>) {
        let mut catalogue = Catalogue {
            lang,
            messages: FxHashMap::default(),
        };
        let mut errors = Vec::new();
        for file in files {
            read_file(file, &mut catalogue.messages, &mut errors);
        }
        (catalogue, errors)
    }

    /// The language's code.
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The keys of its messages (in no order).
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.messages.keys().copied()
    }

    /// The names of the variables a message uses (each once, in order of
    /// appearance), or `None` if it has no such message.
    pub fn variables(&self, key: &str) -> Option<Vec<&'static str>> {
        fn walk(pieces: &[Piece], out: &mut Vec<&'static str>) {
            for piece in pieces {
                match piece {
                    Piece::Text(_) => {}
                    Piece::Var(v) => push_new(out, v),
                    Piece::Select(v, variants, _) => {
                        push_new(out, v);
                        for (_, p) in variants {
                            walk(p, out);
                        }
                    }
                }
            }
        }
        fn push_new(out: &mut Vec<&'static str>, v: &'static str) {
            if !out.contains(&v) {
                out.push(v);
            }
        }
        let mut out = Vec::new();
        walk(&self.messages.get(key)?.1, &mut out);
        Some(out)
    }

    /// The message `key` filled in with `args`, or `None` if there is no
    /// such message. A variable given no argument shows its name in braces.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let pieces = &self.messages.get(key)?.1;
        let mut out = String::new();
        fill_in(self.lang, pieces, args, &mut out);
        Some(out)
    }

    /// The patterns of the messages of [`KEYS`], in that order, each
    /// followed by [`SEPARATOR`] (empty where this language has none): what
    /// the page fetches for this language.
    pub fn flat(&self) -> String {
        let mut out = String::new();
        for key in KEYS {
            if let Some((src, _)) = self.messages.get(key) {
                out.push_str(src);
            }
            out.push(SEPARATOR);
        }
        out
    }
}

impl Messages {
    /// Reads a flat list of patterns ([`Catalogue::flat`]); a pattern that
    /// cannot be read is left out.
    pub fn from_flat(lang: &'static str, flat: &'static str) -> Messages {
        let list = flat
            .split(SEPARATOR)
            .take(KEYS.len())
            .map(|src| (!src.is_empty()).then(|| read_pattern(src).ok()).flatten())
            .collect();
        Messages { lang, list }
    }

    fn get(&self, m: Msg) -> Option<&[Piece]> {
        self.list.get(m.0 as usize)?.as_deref()
    }
}

/// A message with no placeable, as it is.
fn plain(pieces: &[Piece]) -> Option<&'static str> {
    match pieces {
        [] => Some(""),
        [Piece::Text(text)] => Some(text),
        _ => None,
    }
}

/// Writes `pieces` filled in with `args` (in `lang`'s plural forms) to
/// `out`.
fn fill_in(lang: &str, pieces: &[Piece], args: &[(&str, Arg)], out: &mut String) {
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| *a);
    for piece in pieces {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Var(name) => match arg(name) {
                Some(Arg::Int(n)) => _ = write!(out, "{n}"),
                Some(Arg::Str(s)) => out.push_str(s),
                None => _ = write!(out, "{{${name}}}"),
            },
            Piece::Select(name, variants, default) => {
                let chosen = match arg(name) {
                    Some(Arg::Int(n)) => {
                        let category = plural(lang, n);
                        let mut number = String::new();
                        _ = write!(number, "{n}");
                        variants
                            .iter()
                            .position(|(k, _)| *k == number)
                            .or_else(|| variants.iter().position(|(k, _)| *k == category))
                    }
                    Some(Arg::Str(s)) => variants.iter().position(|(k, _)| *k == s),
                    None => None,
                };
                fill_in(lang, &variants[chosen.unwrap_or(*default)].1, args, out);
            }
        }
    }
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
fn read_pattern(src: &'static str) -> Result<Vec<Piece>, &'static str> {
    let mut cursor = Cursor { rest: src };
    let mut pieces = cursor.pattern(false)?;
    if !cursor.rest.trim().is_empty() {
        return Err("text on more than one line (only a select may span lines)");
    }
    // Text with a literal placeable is one text, once.
    if pieces.len() > 1 && pieces.iter().all(|p| matches!(p, Piece::Text(_))) {
        let mut joined = String::new();
        for p in &pieces {
            if let Piece::Text(t) = p {
                joined.push_str(t);
            }
        }
        pieces = vec![Piece::Text(Box::leak(joined.into_boxed_str()))];
    }
    Ok(pieces)
}

/// Reads one file's messages into `into`.
fn read_file(
    src: &'static str,
    into: &mut FxHashMap<&'static str, (&'static str, Vec<Piece>)>,
    errors: &mut Vec<SyntaxError>,
) {
    for (line, key, pattern) in messages_of(src) {
        let read = pattern.and_then(|p| {
            read_pattern(p)
                .map(|pieces| (p, pieces))
                .map_err(|why| SyntaxError { line, why })
        });
        match read {
            Ok(message) => match into.entry(key) {
                Entry::Occupied(_) => errors.push(SyntaxError {
                    line,
                    why: "a key given twice",
                }),
                Entry::Vacant(v) => _ = v.insert(message),
            },
            Err(e) => errors.push(e),
        }
    }
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

/// The English the program carries: none in the AI worker (see the
/// `worker` feature in Cargo.toml), whose messages are then their numbers.
#[cfg(not(feature = "worker"))]
const CARRIED: &str = ENGLISH;
#[cfg(feature = "worker")]
const CARRIED: &str = "";

thread_local! {
    static ENGLISH_MESSAGES: Rc<Messages> = Rc::new(Messages::from_flat("en", CARRIED));
    static CURRENT: RefCell<Option<Rc<Messages>>> = const { RefCell::new(None) };
}

/// Makes `messages` the language of every message from now on (`None`:
/// English).
pub fn install(messages: Option<Messages>) {
    CURRENT.with_borrow_mut(|c| *c = messages.map(Rc::new));
}

/// The language messages are in now.
pub fn current_lang() -> &'static str {
    CURRENT.with_borrow(|c| c.as_ref().map_or("en", |c| c.lang))
}

/// Does `f` with message `m` in the current language, else in English.
fn with_message<T>(m: Msg, f: impl Fn(&'static str, &[Piece]) -> T) -> Option<T> {
    CURRENT
        .with_borrow(|c| c.as_ref().and_then(|c| c.get(m).map(|p| f(c.lang, p))))
        .or_else(|| ENGLISH_MESSAGES.with(|en| en.get(m).map(|p| f("en", p))))
}

/// Message `m`, which has no placeable (the tests hold every `t!` to
/// that); use [`t!`].
pub fn text(m: Msg) -> &'static str {
    with_message(m, |_, pieces| plain(pieces))
        .flatten()
        .unwrap_or("")
}

/// Message `m` filled in with `args`; use [`tr!`].
pub fn fill(m: Msg, args: &[(&str, Arg)]) -> String {
    with_message(m, |lang, pieces| {
        let mut out = String::new();
        fill_in(lang, pieces, args, &mut out);
        out
    })
    .unwrap_or_else(|| format!("[message {}]", m.0))
}

/// The message whose key is made at run time, if there is one (only the
/// options' and presets' messages, `option-…` and `preset-…`, are found
/// so); it has no placeable.
pub fn t_dyn(key: &str) -> Option<&'static str> {
    let (_, at) = LOOKED_UP.iter().find(|(k, _)| *k == key)?;
    with_message(Msg(*at), |_, pieces| plain(pieces)).flatten()
}

/// `t!("key")`: the message `key`, which has no placeable, in the language
/// shown (a `&'static str`). An unknown key does not compile.
#[macro_export]
macro_rules! t {
    ($key:expr) => {{
        const M: $crate::i18n::Msg = $crate::i18n::msg($key);
        $crate::i18n::text(M)
    }};
}

/// `tr!("key", name = value, …)`: the message `key` filled in with its
/// arguments (numbers or texts), in the language shown.
#[macro_export]
macro_rules! tr {
    ($key:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        const M: $crate::i18n::Msg = $crate::i18n::msg($key);
        $crate::i18n::fill(M, &[$((stringify!($name), $crate::i18n::Arg::from($value))),*])
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue(src: &'static str) -> Catalogue {
        let (c, errors) = Catalogue::parse("en", &[src]);
        assert_eq!(errors, []);
        c
    }

    #[test]
    fn reads_text_placeables_and_selects() {
        let c = catalogue(
            "# a comment\n\
             plain = Choose a game  \n\
             \n\
             hello = Hello, { $name }!\n\
             brace = a {\"{\"} brace\n\
             seeds = { $n ->\n    [0] no seeds\n    [one] one seed\n   *[other] { $n } seeds\n}\n\
             side = { $side ->\n    [south] South\n   *[north] North\n  } moves\n",
        );
        assert_eq!(c.format("plain", &[]).as_deref(), Some("Choose a game"));
        assert_eq!(
            c.format("hello", &[("name", Arg::Str("Ada"))]).as_deref(),
            Some("Hello, Ada!")
        );
        assert_eq!(c.format("brace", &[]).as_deref(), Some("a { brace"));
        let seeds = |n: i64| c.format("seeds", &[("n", Arg::Int(n))]).unwrap();
        assert_eq!(
            [seeds(0), seeds(1), seeds(2), seeds(21)],
            ["no seeds", "one seed", "2 seeds", "21 seeds"]
        );
        let side = |s| c.format("side", &[("side", Arg::Str(s))]).unwrap();
        assert_eq!(
            [side("south"), side("north"), side("east")],
            ["South moves", "North moves", "North moves"]
        );
        assert_eq!(c.variables("seeds"), Some(vec!["n"]));
        assert_eq!(c.variables("plain"), Some(vec![]));
        assert_eq!(c.variables("nothing"), None);
    }

    #[test]
    fn bad_messages_are_listed_and_left_out() {
        let (c, errors) = Catalogue::parse(
            "en",
            &["good = fine\n\
               two = first\n  second line\n\
               open = { $n\n\
               nodefault = { $n ->\n  [one] x\n}\n\
               9bad = key\n\
               good = again\n"],
        );
        assert_eq!(c.format("good", &[]).as_deref(), Some("fine"));
        assert!(c.format("two", &[]).is_none() && c.format("open", &[]).is_none());
        assert_eq!(
            errors.iter().map(|e| e.line).collect::<Vec<_>>(),
            [2, 4, 5, 8, 9]
        );
    }

    #[test]
    fn plural_categories_of_whole_numbers() {
        let cats = |lang| [0, 1, 2, 5, 1_000_000].map(|n| plural(lang, n));
        assert_eq!(cats("en"), ["other", "one", "other", "other", "other"]);
        assert_eq!(cats("fr"), ["one", "one", "other", "other", "other"]);
        assert_eq!(cats("de"), ["other", "one", "other", "other", "other"]);
    }
}
