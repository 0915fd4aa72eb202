//! The words people read, in their language: message catalogues and the
//! small formatter that fills them in.
//!
//! Every sentence the app shows is a message of a catalogue,
//! `assets/i18n/<lang>/*.ftl`, written in [Fluent]'s syntax. The page uses
//! a subset of it, read with no library by [`syntax`] (the `fluent-bundle`
//! crate would add about 56 KB to the page's wasm):
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
//! English patterns, compiled by [`syntax::compile`], one after the other
//! (`ENGLISH`); `t!("key")` and `tr!("key", name = …)` look the key and
//! the names' numbers up while compiling (a key or a name that does not
//! exist is a compile error), so the page carries no keys, no names, no map
//! and no parser, only the compiled patterns and `run`, which fills them.
//! Another language comes as `i18n/<lang>/messages.txt`, its compiled
//! patterns in the same order (written at build time by `first_paint`
//! from [`Catalogue::flat`]), fetched when it
//! is chosen and [`install`]ed; a message it lacks or gets wrong is shown in
//! English. The pages written at build time beside the app (the Engine
//! speed page) take their words from catalogues of their own
//! ([`PAGE_FILES`]), read natively with [`Catalogue`] and never compiled
//! in. The choice is the page's (see `ui::lang`); this module has no
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

/// The catalogue files of the pages written at build time beside the app
/// (the Engine speed page, `bench.html`), in `assets/i18n/<lang>/` too.
/// Only native code reads them (`view::first_paint`, through the
/// `first_paint` build step), so their words cost the app nothing:
/// `build.rs` compiles [`FILES`] alone into [`KEYS`] and [`ENGLISH`], and a
/// language's `messages.txt` ([`Catalogue::flat`]) holds [`KEYS`]' messages
/// alone.
pub const PAGE_FILES: [&str; 1] = ["pages.ftl"];

// KEYS (every English key, in order), VARS (each message's variables),
// LOOKED_UP and ENGLISH (their compiled patterns, each followed by
// SEPARATOR), written by build.rs.
include!(concat!(env!("OUT_DIR"), "/messages.rs"));

pub mod syntax;
pub use syntax::{messages_of, SyntaxError};
use syntax::{read_pattern, Piece, BODY_END, DEFAULT, KEY_END, SELECT, SELECT_END, VAR};

/// What ends each pattern in a flat list of messages.
pub const SEPARATOR: char = '\u{1e}';

/// A message, by its index in [`KEYS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Msg(pub u16);

/// Whether two texts are equal, in a constant.
const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() && a[i] == b[i] {
        i += 1;
    }
    i == a.len()
}

/// The message whose key is `key`; used in constants (by [`t!`] and
/// [`tr!`]), so an unknown key stops the build.
pub const fn msg(key: &str) -> Msg {
    let mut i = 0;
    while i < KEYS.len() {
        if same(KEYS[i].as_bytes(), key.as_bytes()) {
            return Msg(i as u16);
        }
        i += 1;
    }
    panic!("no such message in assets/i18n/en/*.ftl")
}

/// The number of variable `name` in message `m` (its place among the
/// message's variables sorted by name, as compiled patterns refer to it);
/// used in constants (by [`tr!`]), so an argument the message does not
/// have stops the build.
pub const fn var(m: Msg, name: &str) -> u8 {
    let vars = VARS[m.0 as usize].as_bytes();
    let name = name.as_bytes();
    let (mut start, mut number) = (0, 0);
    while start < vars.len() {
        let mut end = start;
        while end < vars.len() && vars[end] != b' ' {
            end += 1;
        }
        let (word, _) = vars.split_at(end);
        if same(word.split_at(start).1, name) {
            return number;
        }
        number += 1;
        start = end + 1;
    }
    panic!("the message has no such variable (assets/i18n/en/*.ftl)")
}

/// Whether messages `a` and `b` have the same variables (so one call
/// can fill either: see [`var`]); for constant checks.
pub const fn same_vars(a: Msg, b: Msg) -> bool {
    same(VARS[a.0 as usize].as_bytes(), VARS[b.0 as usize].as_bytes())
}

/// A language's messages by key, as read from its files (the tests and the
/// build read catalogues so; the page reads [`Messages`]).
#[derive(Debug, Default)]
pub struct Catalogue {
    lang: &'static str,
    /// Each message's pattern, as written and as read.
    messages: FxHashMap<&'static str, (&'static str, Vec<Piece>)>,
}

/// A language's compiled patterns by index (as [`KEYS`]); an empty one
/// where it has none (English stands in).
#[derive(Debug)]
pub struct Messages {
    lang: &'static str,
    list: Vec<&'static str>,
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

    /// The names of the variables a message uses, each once, sorted, or
    /// `None` if it has no such message.
    pub fn variables(&self, key: &str) -> Option<Vec<&'static str>> {
        Some(syntax::variables(&self.messages.get(key)?.1))
    }

    /// Message `key` compiled as the page reads it, if it has one that
    /// compiles.
    fn compiled(&self, key: &str) -> Option<String> {
        let mut out = String::new();
        syntax::compile(&self.messages.get(key)?.1, &mut out).ok()?;
        Some(out)
    }

    /// The message `key` filled in with `args` as the page fills it in (its
    /// compiled pattern), or `None` if there is no such message. A
    /// variable given no argument shows nothing.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let vars = self.variables(key)?;
        let compiled = self.compiled(key)?;
        let numbers: Vec<u8> = args
            .iter()
            .map(|(name, _)| vars.iter().position(|v| v == name).unwrap_or(99) as u8)
            .collect();
        let values: Vec<Arg> = args.iter().map(|(_, a)| *a).collect();
        let mut out = String::new();
        run(self.lang, &compiled, &numbers, &values, &mut out);
        Some(out)
    }

    /// The compiled patterns of the messages of [`KEYS`], in that order,
    /// each followed by [`SEPARATOR`] (empty where this language has none,
    /// or one whose variables are not English's): what the page fetches
    /// for this language.
    pub fn flat(&self) -> String {
        let mut out = String::new();
        for (m, key) in KEYS.iter().enumerate() {
            let vars = self.variables(key).map(|v| v.join(" "));
            if vars.as_deref() == Some(VARS[m]) {
                if let Some(compiled) = self.compiled(key) {
                    out.push_str(&compiled);
                }
            }
            out.push(SEPARATOR);
        }
        out
    }
}

impl Messages {
    /// Reads a flat list of compiled patterns ([`Catalogue::flat`]).
    pub fn from_flat(lang: &'static str, flat: &'static str) -> Messages {
        let list = flat.split(SEPARATOR).take(KEYS.len()).collect();
        Messages { lang, list }
    }

    fn get(&self, m: Msg) -> Option<&'static str> {
        self.list
            .get(m.0 as usize)
            .filter(|p| !p.is_empty())
            .copied()
    }
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

/// Writes the compiled pattern `p` filled in (in `lang`'s plural forms)
/// to `out`: variable number `numbers[i]` takes `args[i]`. A pattern that
/// is not well formed (a damaged file) writes what it can and never
/// panics.
fn run(lang: &str, mut p: &str, numbers: &[u8], args: &[Arg], out: &mut String) {
    loop {
        let at = p.bytes().position(|b| b < 7).unwrap_or(p.len());
        out.push_str(&p[..at]);
        let bytes = p.as_bytes();
        let (Some(&code), Some(&number)) = (bytes.get(at), bytes.get(at + 1)) else {
            return;
        };
        let arg = numbers
            .iter()
            .position(|&k| k == number.wrapping_sub(b'0'))
            .and_then(|i| args.get(i));
        p = p.get(at + 2..).unwrap_or("");
        if code == VAR {
            match arg {
                Some(Arg::Int(n)) => _ = write!(out, "{n}"),
                Some(Arg::Str(s)) => out.push_str(s),
                None => {}
            }
        } else if code == SELECT {
            let (chosen, rest) = choose(lang, p, arg);
            run(lang, chosen, numbers, args, out);
            p = rest;
        } else {
            return;
        }
    }
}

/// The variant a select picks for `arg` (its exact number or text, else
/// its number's plural category, else the default), from the variants
/// that start `p`; and the text after the select.
fn choose<'p>(lang: &str, mut p: &'p str, arg: Option<&Arg>) -> (&'p str, &'p str) {
    let mut number = String::new();
    let (exact, category) = match arg {
        Some(Arg::Int(n)) => {
            _ = write!(number, "{n}");
            (number.as_str(), plural(lang, *n))
        }
        Some(Arg::Str(s)) => (*s, ""),
        None => ("", ""),
    };
    let (mut by_exact, mut by_category, mut default) = (None, None, "");
    while let Some(&first) = p.as_bytes().first() {
        if first == SELECT_END {
            p = &p[1..];
            break;
        }
        let is_default = first == DEFAULT;
        let Some((key, rest)) = p[usize::from(is_default)..].split_once(char::from(KEY_END)) else {
            return ("", "");
        };
        // The variant's pattern ends at the first BODY_END outside the
        // selects it holds.
        let mut depth = 0_u32;
        let end = rest.bytes().position(|b| {
            match b {
                SELECT => depth += 1,
                SELECT_END => depth = depth.saturating_sub(1),
                _ => {}
            }
            b == BODY_END && depth == 0
        });
        let Some(end) = end else {
            return ("", "");
        };
        let body = &rest[..end];
        p = &rest[end + 1..];
        if arg.is_some() && key == exact {
            by_exact = by_exact.or(Some(body));
        }
        if !category.is_empty() && key == category {
            by_category = by_category.or(Some(body));
        }
        if is_default {
            default = body;
        }
    }
    (by_exact.or(by_category).unwrap_or(default), p)
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

/// Message `m`'s compiled pattern in the current language, else in
/// English, with the language it is in.
fn message(m: Msg) -> Option<(&'static str, &'static str)> {
    CURRENT
        .with_borrow(|c| c.as_ref().and_then(|c| c.get(m).map(|p| (c.lang, p))))
        .or_else(|| ENGLISH_MESSAGES.with(|en| en.get(m).map(|p| ("en", p))))
}

/// A compiled pattern with no placeable is its text.
fn plain(p: &'static str) -> Option<&'static str> {
    (!p.bytes().any(|b| b < 7)).then_some(p)
}

/// `n` written with the thousands separators of the language shown (CLDR:
/// `1,234,567` in English, `1.234.567` in German, Spanish and Portuguese,
/// `1\u{202f}234\u{202f}567` in French; Spanish groups only from five
/// digits). For a count given to a message as text, as its `#` comments say.
pub fn grouped(n: u64) -> String {
    let lang = current_lang();
    let separator = match lang {
        "en" => ',',
        "fr" => '\u{202f}',
        _ => '.',
    };
    let digits = n.to_string();
    if lang == "es" && digits.len() <= 4 {
        return digits;
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// Message `m`, which has no placeable (the tests hold every `t!` to
/// that); use [`t!`].
pub fn text(m: Msg) -> &'static str {
    match message(m).and_then(|(_, p)| plain(p)) {
        Some(text) => text,
        None => uncarried(m),
    }
}

/// Message `m` filled in: variable number `numbers[i]` (see [`var`]) takes
/// `args[i]`; use [`tr!`].
pub fn fill(m: Msg, numbers: &[u8], args: &[Arg]) -> String {
    let mut out = String::new();
    match message(m) {
        Some((lang, p)) => run(lang, p, numbers, args, &mut out),
        // Only the worker carries no words (the page has every message).
        None if cfg!(feature = "worker") => encode(m, numbers, args, &mut out),
        None => {}
    }
    out
}

// A message the program carries no words for (only the AI worker, which
// carries none) is written as its number and arguments, between these
// marks, and the page words it with [`expand`]: so a reason the worker
// gives reaches the player in the page's language.
const OPEN: char = '\u{e}';
const NEXT: char = '\u{1f}';
const CLOSE: char = '\u{f}';

/// Writes message `m` with its arguments for [`expand`]:
/// `OPEN m (NEXT digit ('i' integer | 's' text))* CLOSE`, the digit being
/// the variable's number.
fn encode(m: Msg, numbers: &[u8], args: &[Arg], out: &mut String) {
    _ = write!(out, "{OPEN}{}", m.0);
    for (number, arg) in numbers.iter().zip(args) {
        match arg {
            Arg::Int(n) => _ = write!(out, "{NEXT}{}i{n}", char::from(b'0' + number)),
            Arg::Str(s) => _ = write!(out, "{NEXT}{}s{s}", char::from(b'0' + number)),
        }
    }
    out.push(CLOSE);
}

/// [`text`] of a message the program carries no words for: its encoding,
/// made once per message (in the worker; the page carries every message).
#[cfg(feature = "worker")]
fn uncarried(m: Msg) -> &'static str {
    thread_local! {
        static MADE: RefCell<FxHashMap<u16, &'static str>> = RefCell::default();
    }
    MADE.with_borrow_mut(|made| {
        *made.entry(m.0).or_insert_with(|| {
            let mut out = String::new();
            encode(m, &[], &[], &mut out);
            out.leak()
        })
    })
}

#[cfg(not(feature = "worker"))]
fn uncarried(_: Msg) -> &'static str {
    ""
}

/// `text` with every message the AI worker wrote by number (see
/// [`encode`]) worded in the language shown. Anything that is not such a
/// message, a malformed one included, is kept as it is.
pub fn expand(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        rest = &rest[decode(rest, &mut out)..];
    }
    out + rest
}

/// Writes the words of the encoded message `text` starts with and returns
/// its length; a malformed one is only its first mark.
fn decode(text: &str, out: &mut String) -> usize {
    // The parts at this level, between NEXTs (those of a message nested in
    // a text argument are its own).
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 1);
    for (i, b) in text.bytes().enumerate().skip(1) {
        match (b, depth) {
            (0xe, _) => depth += 1,
            (0xf, 1..) => depth -= 1,
            (0x1f | 0xf, 0) => {
                parts.push(&text[start..i]);
                start = i + 1;
                if b == 0xf {
                    break;
                }
            }
            _ => {}
        }
    }
    let words = (|| {
        if !text[..start].ends_with(CLOSE) {
            return None;
        }
        let (m, args) = parts.split_first()?;
        let m = u16::try_from(whole(m)?)
            .ok()
            .filter(|&m| usize::from(m) < KEYS.len())?;
        // Each argument: its variable's number (one digit, as in a compiled
        // pattern), then `i` and an integer or `s` and a text (worded
        // first: it may hold messages of its own).
        let mut numbers = Vec::new();
        let mut texts = Vec::new();
        for arg in args {
            let (&[number, kind], value) = (arg.as_bytes().get(..2)?, arg.get(2..)?) else {
                return None;
            };
            numbers.push(number.wrapping_sub(b'0'));
            texts.push((kind == b's', expand(value)));
        }
        let mut values = Vec::new();
        for (is_text, text) in &texts {
            values.push(match is_text {
                true => Arg::Str(text),
                false => Arg::Int(whole(text)?),
            });
        }
        Some(fill(Msg(m), &numbers, &values))
    })();
    match words {
        Some(words) => {
            out.push_str(&words);
            start
        }
        None => {
            out.push(OPEN);
            1
        }
    }
}

/// A whole number written in decimal digits, perhaps after a minus.
fn whole(text: &str) -> Option<i64> {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(digits) => (-1, digits),
        None => (1, text),
    };
    let mut n: i64 = 0;
    for b in digits.bytes() {
        if !b.is_ascii_digit() || n > i64::MAX / 10 - 9 {
            return None;
        }
        n = n * 10 + i64::from(b - b'0');
    }
    (!digits.is_empty()).then_some(sign * n)
}

/// The hash by which [`LOOKED_UP`] lists a key (FNV-1a; `build.rs` checks
/// that no two keys share one).
pub const fn key_hash(key: &str) -> u32 {
    let key = key.as_bytes();
    let mut h: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < key.len() {
        h = (h ^ key[i] as u32).wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// The message whose key is made at run time, if there is one (only the
/// options' and presets' messages, `option-…` and `preset-…`, are found
/// so); it has no placeable.
pub fn t_dyn(key: &str) -> Option<&'static str> {
    let hash = key_hash(key);
    let (_, at) = LOOKED_UP.iter().find(|(h, _)| *h == hash)?;
    // A key made at run time that is not listed could share a listed
    // key's hash: games::words' test tries every key the games make.
    message(Msg(*at)).and_then(|(_, p)| plain(p))
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
/// arguments (numbers or texts), in the language shown. An unknown key, or
/// a name the message has no variable for, does not compile.
#[macro_export]
macro_rules! tr {
    ($key:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        const M: $crate::i18n::Msg = $crate::i18n::msg($key);
        const N: &[u8] = &[$($crate::i18n::var(M, stringify!($name))),*];
        $crate::i18n::fill(M, N, &[$($crate::i18n::Arg::from($value)),*])
    }};
}

/// A language's catalogue as its files in `assets/i18n/<lang>/` read
/// (for the library's tests).
#[cfg(test)]
pub fn test_catalogue(lang: &'static str) -> Catalogue {
    test_files(lang, &FILES)
}

/// A language's catalogue of the pages written beside the app
/// ([`PAGE_FILES`]), as read from `assets/i18n/<lang>/` (for the library's
/// tests).
#[cfg(test)]
pub fn test_pages(lang: &'static str) -> Catalogue {
    test_files(lang, &PAGE_FILES)
}

#[cfg(test)]
fn test_files(lang: &'static str, names: &[&str]) -> Catalogue {
    let files: Vec<&'static str> = names
        .iter()
        .map(|f| {
            let path = format!("{}/assets/i18n/{lang}/{f}", env!("CARGO_MANIFEST_DIR"));
            &*std::fs::read_to_string(path).unwrap().leak()
        })
        .collect();
    Catalogue::parse(lang, &files).0
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
    fn counts_are_grouped_as_the_language_groups_them() {
        let group = |lang: &'static str| {
            install((lang != "en").then(|| Messages::from_flat(lang, "")));
            let out = [0, 999, 1000, 223_461, 12_345_678].map(grouped);
            install(None);
            out
        };
        assert_eq!(group("en"), ["0", "999", "1,000", "223,461", "12,345,678"]);
        assert_eq!(group("de"), ["0", "999", "1.000", "223.461", "12.345.678"]);
        assert_eq!(group("es"), ["0", "999", "1000", "223.461", "12.345.678"]);
        assert_eq!(
            group("fr")[2..],
            ["1\u{202f}000", "223\u{202f}461", "12\u{202f}345\u{202f}678"]
        );
    }

    #[test]
    fn a_variable_is_numbered_by_its_place_among_the_sorted_names() {
        // tables-known: built, exact, positions, seeds, size.
        let m = msg("tables-known");
        let numbers = ["built", "exact", "positions", "seeds", "size"].map(|v| var(m, v));
        assert_eq!(numbers, [0, 1, 2, 3, 4]);
    }

    #[test]
    fn plural_categories_of_whole_numbers() {
        let cats = |lang| [0, 1, 2, 5, 1_000_000].map(|n| plural(lang, n));
        assert_eq!(cats("en"), ["other", "one", "other", "other", "other"]);
        assert_eq!(cats("fr"), ["one", "one", "other", "other", "other"]);
        assert_eq!(cats("de"), ["other", "one", "other", "other", "other"]);
    }

    /// What the worker (which carries no words) writes for a message, as
    /// `fill` writes it when the message is missing.
    fn worker_fill(key: &str, args: &[(&str, Arg)]) -> String {
        let m = msg(key);
        let numbers: Vec<u8> = args.iter().map(|(name, _)| var(m, name)).collect();
        let values: Vec<Arg> = args.iter().map(|(_, v)| *v).collect();
        let mut out = String::new();
        encode(m, &numbers, &values, &mut out);
        out
    }

    #[test]
    fn the_workers_messages_are_worded_by_the_page_in_its_language() {
        let memory = worker_fill("tables-no-memory", &[]);
        let failed = worker_fill("tables-failed", &[("why", Arg::Str(&memory))]);
        // Numbers, texts holding messages, and text around the message.
        let sized = worker_fill(
            "tables-size",
            &[("size", Arg::Str("2 MB")), ("n", Arg::Int(16))],
        );
        let reply = format!("{failed} / {sized}");
        assert!(!reply.contains("memory"), "{reply}");
        assert_eq!(
            expand(&reply),
            "The table could not be built: not enough memory on this device. / 16 seeds (2 MB)"
        );
        let flat = test_catalogue("fr").flat().leak();
        install(Some(Messages::from_flat("fr", flat)));
        let french = expand(&reply);
        install(None);
        assert_eq!(
            french,
            format!(
                "{} / {}",
                test_catalogue("fr")
                    .format(
                        "tables-failed",
                        &[(
                            "why",
                            Arg::Str(
                                test_catalogue("fr")
                                    .format("tables-no-memory", &[])
                                    .unwrap()
                                    .as_str()
                            )
                        )]
                    )
                    .unwrap(),
                test_catalogue("fr")
                    .format(
                        "tables-size",
                        &[("size", Arg::Str("2 MB")), ("n", Arg::Int(16))]
                    )
                    .unwrap()
            )
        );
        assert!(french.starts_with("La table"), "{french}");
    }

    #[test]
    fn a_malformed_worker_message_is_kept_as_it_is() {
        let whole = worker_fill("tables-size", &[("n", Arg::Int(3))]);
        for bad in [
            "\u{e}",
            "\u{e}99999\u{f}",
            "\u{e}x\u{f}",
            "\u{e}1\u{1f}9z\u{f}",
            "\u{e}1\u{1f}0ix\u{f}",
            "\u{e}1\u{1f}0",
            &whole[..whole.len() - 1],
        ] {
            assert_eq!(expand(bad), bad);
        }
        // An unclosed mark is kept, and the whole message after it worded.
        assert_eq!(expand(&format!("\u{e}{whole}")), "\u{e}3 seeds ()");
        assert_eq!(expand("no message here"), "no message here");
    }
}
