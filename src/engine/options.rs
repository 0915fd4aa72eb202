//! Options and presets as data: what each option of a game is called, what
//! values it takes, and the named sets of options. A leaf of the engine: the
//! games declare their options with it, and the new-game dialog, the
//! command-line tool and records read them, without knowing any game.

use serde::Serialize;
use serde_json::Value;

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

/// The `first_player` option every two-player game has.
pub const FIRST_PLAYER: OptionSpec = OptionSpec {
    key: "first_player",
    label: "Who starts",
    help: "A random draw, or a fixed side.",
    kind: OptionKind::Choice(&[
        ("random", "Random draw"),
        ("south", "South"),
        ("north", "North"),
    ]),
};

/// A developers' note some games put after the name of their first preset:
/// people see that preset by the game's name alone.
const SOURCE_NOTE: &str = " (as the source)";

/// Presets from `(id, name, options)`. Every game's first preset follows
/// its source text; people see it by the game's name, without the note
/// saying so ([`SOURCE_NOTE`]).
pub fn presets_of<O: Serialize>(list: Vec<(&'static str, &'static str, O)>) -> Vec<Preset> {
    list.into_iter()
        .map(|(id, name, options)| Preset {
            id,
            name: name.strip_suffix(SOURCE_NOTE).unwrap_or(name),
            options: serde_json::to_value(options).unwrap_or(Value::Null),
        })
        .collect()
}

/// The options of the preset with id `id` among `(id, name, options)`.
pub fn preset_named<O>(list: Vec<(&'static str, &'static str, O)>, id: &str) -> Option<O> {
    list.into_iter()
        .find(|(preset, _, _)| *preset == id)
        .map(|(_, _, options)| options)
}

/// Reads a game's options from JSON: `null` gives the defaults, and an
/// unknown field or a wrong value is a [`SetupError`] naming it.
pub fn options_from_json<O: serde::de::DeserializeOwned + Default>(
    options: &Value,
) -> Result<O, SetupError> {
    if options.is_null() {
        return Ok(O::default());
    }
    serde_json::from_value(options.clone()).map_err(|e| SetupError(vec![e.to_string()]))
}

#[cfg(test)]
mod tests {
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
