//! The list of games with their options and presets, as data for the
//! command-line tool and the new-game dialog.

use serde::Serialize;
use serde_json::Value;

use super::ayoayo::{self, Ayoayo, AyoayoOptions};
use super::giuthi::{self, Giuthi, GiuthiOptions};
use super::invariants::{random_games_saving, Stats};
use super::kalah::{Basic, BasicOptions};
use super::mancala::{self, Mancala, MancalaOptions};
use super::nam_nam::{self, NamNam, NamNamOptions};
use super::owari::{Owari, OwariOptions};
use super::passage::{self, Passage, PassageOptions, PassageSession};
use super::rainbow_chase::{self, RainbowChase, RainbowChaseOptions};
use super::session::{options_from_json, PitGame, PitSession, Session};
use super::spectral_reapers::{self, SpectralReapers, SpectralReapersOptions};
use super::{Game, SetupError};

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

/// Plays random games: `(options, games, seed, check, save)`.
pub type RandomGames =
    fn(&Value, u64, u64, bool, &mut dyn FnMut(u64, Vec<String>)) -> Result<Stats, String>;

/// Starts a session from JSON options and a seed.
pub type NewSession = fn(&Value, u64) -> Result<Box<dyn Session>, SetupError>;

/// A game in the catalog.
pub struct GameInfo {
    /// Its id, used in URLs, records and the command line.
    pub id: &'static str,
    /// Its name for people.
    pub name: &'static str,
    /// One sentence for the home screen.
    pub summary: &'static str,
    /// Its options.
    pub options: &'static [OptionSpec],
    /// Its presets; the first is the default.
    pub presets: fn() -> Vec<Preset>,
    /// Starts a session from JSON options and a seed.
    pub new_session: NewSession,
    /// Plays random games checking the invariants (see [`super::invariants`]):
    /// `(options, games, seed, check, save)`; `save` gets each game's seed
    /// and moves.
    pub random: RandomGames,
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

const BASIC_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "seeds_per_pit",
        label: "Seeds per pit",
        help: "How many seeds each pit holds at the start.",
        kind: OptionKind::Int { min: 3, max: 6 },
    },
    OptionSpec {
        key: "capture_needs_opposite_seeds",
        label: "Capture needs seeds opposite",
        help: "Landing in your own empty pit captures only if the facing pit holds seeds.",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        key: "remaining_to",
        label: "Seeds left at the end go to",
        help: "When a side is empty, who takes the seeds still on the board.",
        kind: OptionKind::Choice(&[
            ("clearing_player", "The player whose side is empty"),
            ("owner", "The owner of each side"),
        ]),
    },
    FIRST_PLAYER,
];

const OWARI_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "grand_slam",
        label: "Grand slam",
        help: "What a move that would capture all of the opponent's seeds does.",
        kind: OptionKind::Choice(&[
            ("capture", "Captures as usual"),
            ("no_capture", "Captures nothing"),
        ]),
    },
    OptionSpec {
        key: "stop_at_majority",
        label: "Stop at a majority",
        help: "End the game as soon as someone has more than half of the seeds.",
        kind: OptionKind::Bool,
    },
    OptionSpec {
        key: "repetition_limit",
        label: "Repetition ends the game at occurrence",
        help: "A position that comes back this many times (since the last capture) ends the game.",
        kind: OptionKind::Int { min: 2, max: 3 },
    },
    OptionSpec {
        key: "loop_settlement",
        label: "After a repetition or agreement",
        help: "Who takes the seeds left on the board.",
        kind: OptionKind::Choice(&[
            ("own_side", "Each player their own side"),
            ("split", "Shared equally"),
        ]),
    },
    FIRST_PLAYER,
];

fn presets_of<O: Serialize>(list: Vec<(&'static str, &'static str, O)>) -> Vec<Preset> {
    list.into_iter()
        .map(|(id, name, options)| Preset {
            id,
            name,
            options: serde_json::to_value(options).unwrap_or(Value::Null),
        })
        .collect()
}

fn pit_session<G: PitGame + 'static>(
    id: &'static str,
    options: &Value,
    seed: u64,
) -> Result<Box<dyn Session>, SetupError> {
    Ok(Box::new(PitSession::<G>::from_json(id, options, seed)?))
}

fn random<G: Game>(
    options: &Value,
    games: u64,
    seed: u64,
    check: bool,
    save: &mut dyn FnMut(u64, Vec<String>),
) -> Result<Stats, String> {
    let options: G::Options = options_from_json(options).map_err(|e| e.to_string())?;
    random_games_saving::<G>(&options, games, seed, check, save)
}

static GAMES: &[GameInfo] = &[
    GameInfo {
        id: "basic",
        name: "Basic Game",
        summary: "The simplest mancala: sow into your store, land in it to go again, capture from an empty pit.",
        options: BASIC_OPTIONS,
        presets: || presets_of(BasicOptions::presets()),
        new_session: |options, seed| pit_session::<Basic>("basic", options, seed),
        random: random::<Basic>,
    },
    GameInfo {
        id: "owari",
        name: "Owari",
        summary: "The strategic classic: capture twos and threes on your opponent's side, and never starve them.",
        options: OWARI_OPTIONS,
        presets: || presets_of(OwariOptions::presets()),
        new_session: |options, seed| pit_session::<Owari>("owari", options, seed),
        random: random::<Owari>,
    },
    GameInfo {
        id: "mancala",
        name: "Mancala",
        summary: "Stores and extra turns, captures from an empty pit and of twos and threes; first to 25 wins.",
        options: mancala::OPTIONS,
        presets: || presets_of(MancalaOptions::presets()),
        new_session: |options, seed| pit_session::<Mancala>("mancala", options, seed),
        random: random::<Mancala>,
    },
    GameInfo {
        id: "ayoayo",
        name: "Ayoayo",
        summary: "Relay sowing: lift the pit your last seed lands in and keep going until it falls into an empty one.",
        options: ayoayo::OPTIONS,
        presets: || presets_of(AyoayoOptions::presets()),
        new_session: |options, seed| pit_session::<Ayoayo>("ayoayo", options, seed),
        random: random::<Ayoayo>,
    },
    GameInfo {
        id: "giuthi",
        name: "Giuthi",
        summary: "Choose a direction, relay with reversals, capture in chains; the loser of a round sets up the next, on a smaller board if they wish.",
        options: giuthi::OPTIONS,
        presets: || presets_of(GiuthiOptions::presets()),
        new_session: |options, seed| pit_session::<Giuthi>("giuthi", options, seed),
        random: random::<Giuthi>,
    },
    GameInfo {
        id: "nam-nam",
        name: "Oware Nam Nam",
        summary: "Relay sowing where every four is captured, and rounds in which the winner takes over the loser's hollows.",
        options: nam_nam::OPTIONS,
        presets: || presets_of(NamNamOptions::presets()),
        new_session: |options, seed| pit_session::<NamNam>("nam-nam", options, seed),
        random: random::<NamNam>,
    },
    GameInfo {
        id: "rainbow-chase",
        name: "Rainbow Chase",
        summary: "Six colours of beads on a rainbow of pits: choose which colour to drop, and capture a pit by giving it its own colour back.",
        options: rainbow_chase::OPTIONS,
        presets: || presets_of(RainbowChaseOptions::presets()),
        new_session: |options, seed| pit_session::<RainbowChase>("rainbow-chase", options, seed),
        random: random::<RainbowChase>,
    },
    GameInfo {
        id: "spectral-reapers",
        name: "Spectral Reapers",
        summary: "Two to six players around a ring of pits each sow beads of every colour and pluck one back when a move ends on a pair of their own.",
        options: spectral_reapers::OPTIONS,
        presets: || presets_of(SpectralReapersOptions::presets()),
        new_session: |options, seed| {
            pit_session::<SpectralReapers>("spectral-reapers", options, seed)
        },
        random: random::<SpectralReapers>,
    },
    GameInfo {
        id: "rainbow-passage",
        name: "Rainbow Passage",
        summary: "Race a piece across a board of coloured squares, stepping only onto the colours your dice show, and capture to slow the others down.",
        options: passage::OPTIONS,
        presets: || presets_of(PassageOptions::presets()),
        new_session: |options, seed| Ok(Box::new(PassageSession::from_json(options, seed)?)),
        random: random::<Passage>,
    },
];

/// Every game.
pub fn games() -> &'static [GameInfo] {
    GAMES
}

/// The game with this id.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

impl GameInfo {
    /// The options of a named preset.
    pub fn preset(&self, id: &str) -> Option<Value> {
        (self.presets)()
            .into_iter()
            .find(|p| p.id == id)
            .map(|p| p.options)
    }

    /// Options from a preset with some fields overridden by `overrides` (a
    /// JSON object).
    pub fn options_from(&self, preset: Option<&str>, overrides: &Value) -> Result<Value, String> {
        let mut options = match preset {
            Some(id) => self.preset(id).ok_or_else(|| {
                let names: Vec<_> = (self.presets)().iter().map(|p| p.id).collect();
                format!(
                    "unknown preset '{id}' for {} (presets: {})",
                    self.id,
                    names.join(", ")
                )
            })?,
            None => (self.presets)()
                .into_iter()
                .next()
                .map(|p| p.options)
                .unwrap_or(Value::Null),
        };
        match (overrides, &mut options) {
            (Value::Null, _) => {}
            (Value::Object(extra), Value::Object(base)) => {
                for (key, value) in extra {
                    base.insert(key.clone(), value.clone());
                }
            }
            _ => return Err("options must be a JSON object".to_string()),
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_starts_a_game_and_every_option_is_a_field() {
        for game in games() {
            let presets = (game.presets)();
            assert_eq!(
                presets[0].id, "seed",
                "{}: the default preset follows the source",
                game.id
            );
            for preset in presets {
                let session = (game.new_session)(&preset.options, 1)
                    .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, preset.id));
                assert!(!session.legal().is_empty());
                for option in game.options {
                    assert!(
                        preset.options.get(option.key).is_some(),
                        "{}: option {} is not a field",
                        game.id,
                        option.key
                    );
                }
            }
        }
    }

    #[test]
    fn overrides_and_unknown_presets() {
        let owari = find("owari").unwrap();
        let options = owari
            .options_from(Some("abapa"), &serde_json::json!({"first_player": "north"}))
            .unwrap();
        assert_eq!(options["grand_slam"], "no_capture");
        assert_eq!(options["first_player"], "north");
        let err = owari.options_from(Some("nope"), &Value::Null).unwrap_err();
        assert!(err.contains("abapa"), "{err}");
        assert!((owari.new_session)(&serde_json::json!({"typo": 1}), 1).is_err());
    }
}
