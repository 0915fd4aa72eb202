//! Options and presets as data: what each option of a game is called, what
//! values it takes, and the named sets of options. A leaf of the engine: the
//! games declare their options with it, and the new-game dialog, the
//! command-line tool and records read them, without knowing any game.

use serde_json::{Map, Value};

use super::SetupError;

/// What kind of value an option takes, for the new-game dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A whole number in a range.
    Int { min: i64, max: i64 },
    /// On or off.
    Bool,
    /// One of a list of `(value, label)`.
    Choice(&'static [(&'static str, &'static str)]),
    /// A name for each player (a list of strings, as long as the `players`
    /// option says; empty for the default names).
    Names,
    /// A bead colour for each player (a list of colour names from
    /// `session::COLOUR_NAMES`, distinct, as long as the `players` option
    /// says; empty for the default colours).
    Colours,
    /// Start squares for each player's pieces (a list of lists of square
    /// names; empty for the standard places). The engine checks them.
    Starts,
}

/// One option of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The field name in the options JSON.
    pub key: &'static str,
    /// A short label.
    pub label: &'static str,
    /// One sentence saying what it does.
    pub help: &'static str,
    /// Its kind of value.
    pub kind: OptionKind,
}

/// A named set of options.
#[derive(Clone, Debug, PartialEq)]
pub struct Preset {
    /// Its id (`seed` is every game's default, following the source text).
    pub id: &'static str,
    /// Its name for people.
    pub name: &'static str,
    /// The full options.
    pub options: Value,
}

impl OptionSpec {
    /// Its label in the language shown, for the new-game dialog: the
    /// message `option-<game>-<key>`, else `option-<key>` (the words several
    /// games share, as [`FIRST_PLAYER`]'s), else [`OptionSpec::label`].
    /// Keys write `_` as `-`.
    pub fn shown_label(&self, game: &str) -> &'static str {
        shown(game, &[self.key], self.label)
    }

    /// Its help sentence in the language shown (the message
    /// `option-<game>-<key>-help`, else `option-<key>-help`, else
    /// [`OptionSpec::help`]).
    pub fn shown_help(&self, game: &str) -> &'static str {
        shown(game, &[self.key, "help"], self.help)
    }

    /// The label of one of its choices ([`OptionKind::Choice`]) in the
    /// language shown (the message `option-<game>-<key>-<value>`, else
    /// `option-<key>-<value>`, else the English label); the value itself
    /// when it is no choice of this option.
    pub fn shown_choice<'a>(&self, game: &str, value: &'a str) -> &'a str {
        let OptionKind::Choice(choices) = self.kind else {
            return value;
        };
        match choices.iter().find(|(v, _)| *v == value) {
            Some((_, english)) => shown(game, &[self.key, value], english),
            None => value,
        }
    }
}

impl Preset {
    /// Its name in the language shown, for the new-game dialog: the
    /// message `preset-<game>-<id>`, else [`Preset::name`].
    pub fn shown_name(&self, game: &str) -> &'static str {
        crate::i18n::t_dyn(&message_key("preset", Some(game), &[self.id])).unwrap_or(self.name)
    }
}

/// The key of an option's or a preset's message: `<kind>-<game>-<parts…>`
/// (or `<kind>-<parts…>` with no game), `_` written `-`.
pub fn message_key(kind: &str, game: Option<&str>, parts: &[&str]) -> String {
    let mut key = String::from(kind);
    for part in game.iter().chain(parts) {
        key.push('-');
        key.extend(part.chars().map(|c| if c == '_' { '-' } else { c }));
    }
    key
}

/// The message of a game's option (`option-<game>-<parts>`), else the one
/// games share (`option-<parts>`), else `english`.
fn shown(game: &str, parts: &[&str], english: &'static str) -> &'static str {
    crate::i18n::t_dyn(&message_key("option", Some(game), parts))
        .or_else(|| crate::i18n::t_dyn(&message_key("option", None, parts)))
        .unwrap_or(english)
}

/// The `first_player` option every two-player game has.
pub const FIRST_PLAYER: OptionSpec = OptionSpec {
    key: "first_player",
    label: crate::en!("Who starts"),
    help: crate::en!("A random draw, or a fixed side."),
    kind: OptionKind::Choice(&[
        ("random", crate::en!("Random draw")),
        ("south", crate::en!("South")),
        ("north", crate::en!("North")),
    ]),
};

/// A developers' note some games put after the name of their first preset:
/// people see that preset by the game's name alone.
const SOURCE_NOTE: &str = " (as the source)";

/// A game's options as JSON, read and written through its [`OptionSpec`]s
/// rather than serde derives (which cost the page's wasm a visitor per
/// type): the JSON is the one serde wrote and read before, byte for byte
/// (tests/options_io.rs pins it).
pub trait GameOptions: Default {
    /// The game's options, as the new-game dialog lists them: their keys,
    /// and the values of each [`OptionKind::Choice`].
    const SPECS: &'static [OptionSpec];

    /// The options type's name, for the message about JSON of the wrong
    /// kind ("expected struct OwariOptions"): written out, as
    /// `std::any::type_name` would bring the whole module path into the
    /// binaries.
    const NAME: &'static str;

    /// Reads every field through `r`, in the order the type declares them
    /// (the order a JSON array gives them, and the one the message for an
    /// unknown field lists), each with its default for when it is missing.
    fn from_opts(r: &mut OptReader) -> Self;

    /// The options as a JSON object, one field a key.
    fn to_value(&self) -> Value;
}

/// Presets from `(id, name, options)`. Every game's first preset follows
/// its source text; people see it by the game's name, without the note
/// saying so ([`SOURCE_NOTE`]).
pub fn presets_of<O: GameOptions>(list: Vec<(&'static str, &'static str, O)>) -> Vec<Preset> {
    list.into_iter()
        .map(|(id, name, options)| Preset {
            id,
            name: name.strip_suffix(SOURCE_NOTE).unwrap_or(name),
            options: options.to_value(),
        })
        .collect()
}

/// The options of the preset with id `id` among `(id, name, options)`.
pub fn preset_named<O>(list: Vec<(&'static str, &'static str, O)>, id: &str) -> Option<O> {
    list.into_iter()
        .find(|(preset, _, _)| *preset == id)
        .map(|(_, _, options)| options)
}

/// Reads a game's options from JSON: `null` gives the defaults, a missing
/// field its default, and an unknown field or a wrong value is a
/// [`SetupError`] naming it (the first in the object's key order). Only the
/// JSON type is checked here (a number that fits the field, a string among
/// a choice's values); the game checks ranges and the rest when it sets up,
/// with its own messages. As serde did, an array gives the fields in order,
/// and a choice may be written `{"value": null}`.
pub fn options_from_json<O: GameOptions>(options: &Value) -> Result<O, SetupError> {
    let mut read = None;
    read_options(options, O::SPECS, O::NAME, &mut |reader| {
        read = Some(O::from_opts(reader))
    })?;
    Ok(read.unwrap_or_default())
}

/// [`options_from_json`] but for the reading of the fields (`read`, which
/// is not called for `null`), compiled once for every game: `name` names
/// the options' type in the message for JSON of the wrong kind.
fn read_options(
    options: &Value,
    specs: &'static [OptionSpec],
    name: &str,
    read: &mut dyn FnMut(&mut OptReader),
) -> Result<(), SetupError> {
    let source = match options {
        Value::Null => return Ok(()),
        Value::Object(map) => Source::Map(map),
        Value::Array(list) => Source::List(list),
        other => {
            return Err(SetupError(vec![invalid_type(other, ("options", name))]));
        }
    };
    let mut reader = OptReader {
        specs,
        source,
        asked: Vec::new(),
        problem: None,
    };
    read(&mut reader);
    reader.check_unknown();
    match reader.problem {
        Some((_, why)) => Err(SetupError(vec![why])),
        None => Ok(()),
    }
}

/// Where [`GameOptions::from_opts`] reads its fields: see
/// [`options_from_json`].
pub struct OptReader<'a> {
    specs: &'static [OptionSpec],
    source: Source<'a>,
    /// The fields read so far, in order.
    asked: Vec<&'static str>,
    /// The first problem found, by the place of its entry in the source.
    problem: Option<(usize, String)>,
}

enum Source<'a> {
    Map(&'a Map<String, Value>),
    List(&'a [Value]),
}

impl<'a> OptReader<'a> {
    /// Reads field `key` with `parse`; `default` when it is missing or wrong
    /// (the problem is kept).
    fn field<T>(
        &mut self,
        key: &'static str,
        default: T,
        parse: impl FnOnce(&'a Value) -> Result<T, String>,
    ) -> T {
        let index = self.asked.len();
        self.asked.push(key);
        let (place, value) = match self.source {
            Source::Map(map) => match map.get(key) {
                Some(value) => (map.keys().position(|k| k == key).unwrap_or(0), value),
                None => return default,
            },
            Source::List(list) => match list.get(index) {
                Some(value) => (index, value),
                None => return default,
            },
        };
        parse(value).unwrap_or_else(|why| {
            self.complain(place, why);
            default
        })
    }

    fn complain(&mut self, place: usize, why: String) {
        if self
            .problem
            .as_ref()
            .is_none_or(|(first, _)| place < *first)
        {
            self.problem = Some((place, why));
        }
    }

    /// After every field is read: a key no field asked for, or an array
    /// longer than the fields.
    fn check_unknown(&mut self) {
        match self.source {
            Source::Map(map) => {
                let unknown = map
                    .keys()
                    .enumerate()
                    .find(|(_, k)| !self.asked.contains(&k.as_str()));
                if let Some((place, key)) = unknown {
                    let why = if self.asked.is_empty() {
                        crate::tr!("reader-unknown-field-none", field = key)
                    } else {
                        crate::tr!(
                            "reader-unknown-field",
                            field = key,
                            expected = &one_of(&self.asked)
                        )
                    };
                    self.complain(place, why);
                }
            }
            Source::List(list) if list.len() > self.asked.len() => {
                let why = crate::tr!("reader-too-long", length = list.len());
                self.complain(list.len(), why);
            }
            Source::List(_) => {}
        }
    }

    /// A whole number of at most 255.
    pub fn u8(&mut self, key: &'static str, default: u8) -> u8 {
        let parse = |v| unsigned(v, u8::MAX.into(), BYTE).map(|n| n as u8);
        self.field(key, default, parse)
    }

    /// A whole number of at most 65535.
    pub fn u16(&mut self, key: &'static str, default: u16) -> u16 {
        let parse = |v| unsigned(v, u16::MAX.into(), SHORT).map(|n| n as u16);
        self.field(key, default, parse)
    }

    /// `true` or `false`.
    pub fn bool(&mut self, key: &'static str, default: bool) -> bool {
        self.field(key, default, |v| {
            v.as_bool().ok_or_else(|| invalid_type(v, BOOLEAN))
        })
    }

    /// Any string (the game checks it).
    pub fn string(&mut self, key: &'static str, default: String) -> String {
        self.field(key, default, string)
    }

    /// A list of strings.
    pub fn strings(&mut self, key: &'static str, default: Vec<String>) -> Vec<String> {
        self.field(key, default, |v| list(v, string))
    }

    /// A list of lists of strings.
    pub fn string_lists(
        &mut self,
        key: &'static str,
        default: Vec<Vec<String>>,
    ) -> Vec<Vec<String>> {
        self.field(key, default, |v| list(v, |v| list(v, string)))
    }

    /// One of the values of the [`OptionKind::Choice`] spec named `key`:
    /// `all[i]` stands for its `i`th value.
    pub fn choice<T: Copy>(&mut self, key: &'static str, all: &[T], default: T) -> T {
        let names = choice_names(self.specs, key);
        self.field(key, default, |v| choose(v, &names, all))
    }

    /// One of `names` (a choice that also takes other names than its
    /// spec's values), `values[i]` standing for `names[i]`.
    pub fn named<T: Copy>(
        &mut self,
        key: &'static str,
        names: &[&str],
        values: &[T],
        default: T,
    ) -> T {
        self.field(key, default, |v| choose(v, names, values))
    }

    /// A list of `names`, `values[i]` standing for `names[i]`.
    pub fn named_list<T: Copy>(
        &mut self,
        key: &'static str,
        names: &[&str],
        values: &[T],
        default: Vec<T>,
    ) -> Vec<T> {
        self.field(key, default, |v| list(v, |v| choose(v, names, values)))
    }
}

/// Writes a game's options as a JSON object: see [`GameOptions::to_value`].
pub struct OptWriter {
    specs: &'static [OptionSpec],
    map: Map<String, Value>,
}

impl OptWriter {
    /// An empty object for options described by `specs`.
    pub fn new(specs: &'static [OptionSpec]) -> Self {
        OptWriter {
            specs,
            map: Map::new(),
        }
    }

    /// Sets field `key` to `value`.
    pub fn set(self, key: &str, value: impl Into<Value>) -> Self {
        self.put(key, value.into())
    }

    // Once for every type of value, not inlined in each `set`.
    #[inline(never)]
    fn put(mut self, key: &str, value: Value) -> Self {
        self.map.insert(key.to_string(), value);
        self
    }

    /// Sets field `key`, an [`OptionKind::Choice`], to the value `value`
    /// stands for in `all` (as [`OptReader::choice`] reads it).
    pub fn choice<T: PartialEq>(self, key: &str, all: &[T], value: &T) -> Self {
        let names = choice_names(self.specs, key);
        let name = all
            .iter()
            .position(|v| v == value)
            .and_then(|i| names.get(i));
        let value = name.map_or(Value::Null, |name| Value::from(*name));
        self.set(key, value)
    }

    /// The object.
    pub fn done(self) -> Value {
        Value::Object(self.map)
    }
}

/// A type a field of a game's options can have: how [`game_options!`]
/// reads and writes it under the field's name.
pub trait OptionValue: Sized {
    /// Reads the field `key` ([`OptReader`]), `default` when it is missing.
    fn read(r: &mut OptReader, key: &'static str, default: Self) -> Self;
    /// Writes it as the field `key`.
    fn write(&self, w: OptWriter, key: &'static str) -> OptWriter;
}

/// The values of an [`OptionKind::Choice`] field, in the order of its
/// spec's choices: such a field is read and written by the choice's name.
pub trait Choices: Copy + PartialEq + 'static {
    /// Every value; `ALL[i]` stands for the spec's `i`th choice.
    const ALL: &'static [Self];
}

impl<T: Choices> OptionValue for T {
    fn read(r: &mut OptReader, key: &'static str, default: Self) -> Self {
        r.choice(key, T::ALL, default)
    }
    fn write(&self, w: OptWriter, key: &'static str) -> OptWriter {
        w.choice(key, T::ALL, self)
    }
}

macro_rules! plain_values {
    ($($ty:ty => $read:ident),* $(,)?) => {$(
        impl OptionValue for $ty {
            fn read(r: &mut OptReader, key: &'static str, default: Self) -> Self {
                r.$read(key, default)
            }
            fn write(&self, w: OptWriter, key: &'static str) -> OptWriter {
                w.set(key, self.clone())
            }
        }
    )*};
}
plain_values!(
    u8 => u8,
    u16 => u16,
    bool => bool,
    String => string,
    Vec<String> => strings,
    Vec<Vec<String>> => string_lists,
);

/// Declares a game's options once: each field with its type, its default
/// and its spec (a shared [`OptionSpec`] such as [`FIRST_PLAYER`], or
/// `{ kind, "label", "help" }`), and derives from it the struct (`Clone`,
/// `Debug`, `PartialEq`, `Eq`, `Hash`), its `Default`, the specs the new-game dialog lists (`$specs`, in the
/// fields' order, each keyed by its field's name) and the
/// [`GameOptions`] reader and writer. A field's type is an
/// [`OptionValue`] ([`Choices`] for a choice).
#[macro_export]
macro_rules! game_options {
    (
        $(#[$attr:meta])*
        pub struct $name:ident, specs $specs:ident {
            $(
                $(#[$field_attr:meta])*
                $field:ident: $ty:ty = $default:expr => $spec:tt
            ),* $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $name {
            $($(#[$field_attr])* pub $field: $ty,)*
        }

        impl Default for $name {
            fn default() -> Self {
                $name { $($field: $default,)* }
            }
        }

        /// The options the new-game dialog offers.
        pub const $specs: &[$crate::engine::options::OptionSpec] =
            &[$($crate::game_options!(@spec $field $spec)),*];

        impl $crate::engine::options::GameOptions for $name {
            const SPECS: &'static [$crate::engine::options::OptionSpec] = $specs;
            const NAME: &'static str = stringify!($name);

            fn from_opts(r: &mut $crate::engine::options::OptReader) -> Self {
                use $crate::engine::options::OptionValue;
                let d = <$name as Default>::default();
                $name { $($field: OptionValue::read(r, stringify!($field), d.$field),)* }
            }

            fn to_value(&self) -> serde_json::Value {
                use $crate::engine::options::OptionValue;
                let w = $crate::engine::options::OptWriter::new($specs);
                $(let w = self.$field.write(w, stringify!($field));)*
                w.done()
            }
        }
    };
    (@spec $field:ident $shared:ident) => {
        $shared
    };
    (@spec $field:ident { $kind:expr, $label:literal, $help:literal $(,)? }) => {
        $crate::engine::options::OptionSpec {
            key: stringify!($field),
            label: $crate::en!($label),
            help: $crate::en!($help),
            kind: $kind,
        }
    };
}

/// The values of the choice spec named `key` (none if there is no such
/// choice).
fn choice_names(specs: &[OptionSpec], key: &str) -> Vec<&'static str> {
    match specs.iter().find(|s| s.key == key).map(|s| s.kind) {
        Some(OptionKind::Choice(values)) => values.iter().map(|(value, _)| *value).collect(),
        _ => Vec::new(),
    }
}

// What the option reader expected, as `reader-expected` names it (the
// word choosing the variant, and the options' type name for `options`).
type Expected<'a> = (&'static str, &'a str);
const BYTE: Expected = ("byte", "");
const SHORT: Expected = ("short", "");
const BOOLEAN: Expected = ("boolean", "");
const TEXT: Expected = ("text", "");
const LIST: Expected = ("list", "");
const CHOICE: Expected = ("choice", "");
const NOTHING: Expected = ("nothing", "");
const SINGLE: Expected = ("single", "");

/// Why `value` is not read: it is not of the type `expected`. In English,
/// serde_json's words (`invalid type: string "x", expected u8`).
fn invalid_type(value: &Value, expected: Expected) -> String {
    crate::tr!(
        "reader-invalid-type",
        found = &found(value),
        expected = &crate::tr!("reader-expected", what = expected.0, name = expected.1)
    )
}

/// Why `value` is not read: it has the right type but not a value
/// `expected` takes (`invalid value: integer `256`, expected u8`).
fn invalid_value(value: &Value, expected: Expected) -> String {
    crate::tr!(
        "reader-invalid-value",
        found = &found(value),
        expected = &crate::tr!("reader-expected", what = expected.0, name = expected.1)
    )
}

/// A JSON value as the readers name it (`reader-found`), as serde_json
/// does in English: `null`, ``integer `3` ``, `string "x"`, `map`…
pub(crate) fn found(value: &Value) -> String {
    let (kind, written) = match value {
        Value::Null => ("null", String::new()),
        Value::Bool(b) => ("boolean", b.to_string()),
        Value::Number(n) if n.is_f64() => ("decimal", n.to_string()),
        Value::Number(n) => ("integer", n.to_string()),
        Value::String(s) => ("text", format!("{s:?}")),
        Value::Array(_) => ("list", String::new()),
        Value::Object(_) => ("object", String::new()),
    };
    crate::tr!("reader-found", kind = kind, value = &written)
}

/// `` `a` ``, `` `a` or `b` ``, `` one of `a`, `b`, `c` `` (in English, as
/// serde lists what it expected; `reader-one-of`).
fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    crate::tr!(
        "reader-one-of",
        count = names.len(),
        first = names.first().copied().unwrap_or_default(),
        last = names.last().copied().unwrap_or_default(),
        all = &quoted.join(", ")
    )
}

fn unsigned(value: &Value, max: u64, expected: Expected) -> Result<u64, String> {
    let Value::Number(n) = value else {
        return Err(invalid_type(value, expected));
    };
    match (n.as_u64(), n.as_i64()) {
        (Some(u), _) if u <= max => Ok(u),
        (Some(_), _) | (None, Some(_)) => Err(invalid_value(value, expected)),
        (None, None) => Err(invalid_type(value, expected)),
    }
}

fn string(value: &Value) -> Result<String, String> {
    match value {
        Value::String(s) => Ok(s.clone()),
        other => Err(invalid_type(other, TEXT)),
    }
}

fn list<T>(value: &Value, item: impl Fn(&Value) -> Result<T, String>) -> Result<Vec<T>, String> {
    let Value::Array(items) = value else {
        return Err(invalid_type(value, LIST));
    };
    let mut read = Vec::with_capacity(items.len());
    for one in items {
        read.push(item(one)?);
    }
    Ok(read)
}

/// A value among `names` (`values[i]` standing for `names[i]`), written as
/// the name or as `{"name": null}`.
fn choose<T: Copy>(value: &Value, names: &[&str], values: &[T]) -> Result<T, String> {
    let (name, inner) = match value {
        Value::String(name) => (name.as_str(), None),
        Value::Object(map) => match map.iter().next() {
            Some((name, inner)) if map.len() == 1 => (name.as_str(), Some(inner)),
            _ => return Err(invalid_value(value, SINGLE)),
        },
        other => return Err(invalid_type(other, CHOICE)),
    };
    let Some(found) = names
        .iter()
        .position(|n| *n == name)
        .and_then(|i| values.get(i))
    else {
        return Err(if names.is_empty() {
            crate::tr!("reader-unknown-variant-none", name = name)
        } else {
            crate::tr!(
                "reader-unknown-variant",
                name = name,
                expected = &one_of(names)
            )
        });
    };
    match inner {
        Some(inner) if !inner.is_null() => Err(invalid_type(inner, NOTHING)),
        _ => Ok(*found),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::games::{all, with_game, GameVisitor, Registered};

    /// Reads `{key: value}` as `G`'s options and writes them back: the
    /// problems found, for every value every option's spec offers.
    struct EveryValue;

    impl GameVisitor for EveryValue {
        type Output = Vec<String>;
        fn visit<G: Registered>(self) -> Vec<String> {
            let mut problems = Vec::new();
            if G::DEF.options != <G as crate::engine::Game>::Options::SPECS {
                problems.push("its catalog and its reader have other specs".to_string());
            }
            // The name in messages is the type's own, as serde wrote it.
            type O<G> = <G as crate::engine::Game>::Options;
            let type_name = std::any::type_name::<O<G>>().rsplit(':').next();
            if type_name != Some(O::<G>::NAME) {
                problems.push(format!("is named {} for {type_name:?}", O::<G>::NAME));
            }
            let written = <G as crate::engine::Game>::Options::default().to_value();
            let keys: Vec<&str> = written
                .as_object()
                .map_or(Vec::new(), |o| o.keys().map(String::as_str).collect());
            let mut specs: Vec<&str> = G::DEF.options.iter().map(|s| s.key).collect();
            specs.sort_unstable();
            if keys != specs {
                problems.push(format!("writes {keys:?} for the options {specs:?}"));
            }
            for spec in G::DEF.options {
                let values: Vec<Value> = match spec.kind {
                    OptionKind::Int { min, max } => vec![min.into(), max.into()],
                    OptionKind::Bool => vec![true.into(), false.into()],
                    OptionKind::Choice(values) => values.iter().map(|(v, _)| (*v).into()).collect(),
                    OptionKind::Names => vec![json!([]), json!(["Ann", "Bob"])],
                    OptionKind::Colours => vec![json!([]), json!(["violet", "red"])],
                    OptionKind::Starts => vec![json!([]), json!([["c1"], ["d2", "e3"]])],
                };
                for value in values {
                    let input = json!({ spec.key: value });
                    match options_from_json::<<G as crate::engine::Game>::Options>(&input) {
                        Ok(read) if read.to_value()[spec.key] == value => {}
                        Ok(read) => problems.push(format!("{input} writes {}", read.to_value())),
                        Err(e) => problems.push(format!("{input}: {e}")),
                    }
                }
            }
            problems
        }
    }

    #[test]
    fn every_value_of_every_option_is_read_and_written_back() {
        for game in all() {
            let problems = with_game(game.id, EveryValue).unwrap_or_default();
            assert!(problems.is_empty(), "{}: {problems:#?}", game.id);
        }
    }

    /// Options of a game that has none.
    #[derive(Debug, Default, PartialEq)]
    struct Nothing;

    impl GameOptions for Nothing {
        const SPECS: &'static [OptionSpec] = &[];
        const NAME: &'static str = "Nothing";
        fn from_opts(_: &mut OptReader) -> Self {
            Nothing
        }
        fn to_value(&self) -> Value {
            OptWriter::new(Self::SPECS).done()
        }
    }

    #[test]
    fn messages_when_nothing_is_expected() {
        let read = |v: Value| options_from_json::<Nothing>(&v).map_err(|e| e.to_string());
        assert_eq!(read(json!({})), Ok(Nothing));
        assert_eq!(read(json!([])), Ok(Nothing));
        assert_eq!(
            read(json!({"x": 1})),
            Err("invalid options: unknown field `x`, there are no fields".to_string())
        );
        assert_eq!(
            read(json!([1])),
            Err("invalid options: invalid length 1, expected fewer elements in array".to_string())
        );
        assert_eq!(
            choose(&json!("a"), &[], &[0]),
            Err("unknown variant `a`, there are no variants".to_string())
        );
        assert_eq!(Nothing.to_value(), json!({}));
    }

    #[test]
    fn preset_names_are_plain_words() {
        for game in crate::games::all() {
            for preset in (game.presets)() {
                assert!(
                    !preset.name.contains("source") && !preset.name.contains('_'),
                    "{}: preset {} is called {:?}",
                    game.id,
                    preset.id,
                    preset.name
                );
            }
        }
    }
}
