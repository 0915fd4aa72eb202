//! Every game, one folder each, and the one list of them.
//!
//! A game's folder holds its rules (the [`Game`] implementation and its
//! options), its presentation (how its actions, prompts, reasons and endings
//! are put into words: `present.rs`), what the computer players know of it
//! (`ai.rs`: [`AiGame`]) and its scenario tests (`tests.rs`). It registers
//! itself with one value, its [`GameDef`], through [`Registered`] (the
//! `register!` macro writes it).
//!
//! The `games!` list below is the only list of games in the program: one
//! line a game declares its module and its place in `for_each_game!`. The
//! catalog ([`all`], [`find`]), the computer players' table
//! ([`with_game`]), the command-line tool, the worker, the rules pages and
//! the tests all read it. Adding a game is one folder, one line there and
//! one rules page (`assets/rules/<id>.json`); see docs/ARCHITECTURE.md.

pub(crate) mod words;

use serde_json::Value;

use crate::ai::game::AiGame;
use crate::engine::invariants::{random_games_saving, Stats};
use crate::engine::options::{options_from_json, OptionSpec, Preset};
use crate::engine::position::Position;
use crate::engine::record::{Record, RecordError};
use crate::engine::session::{GameSession, MoveError, Present, Session};
use crate::engine::SetupError;

/// Starts a session from JSON options and a seed.
pub type NewSession = fn(&Value, u64) -> Result<Box<dyn Session>, SetupError>;

/// What the rest of the program knows of a game without knowing its type.
pub struct GameDef {
    /// Its id, used in URLs, records and the command line.
    pub id: &'static str,
    /// Its name for people.
    pub name: &'static str,
    /// One sentence for the home screen.
    pub summary: &'static str,
    /// Its options.
    pub options: &'static [OptionSpec],
    /// Its presets; the first is the default and follows the source text.
    pub presets: fn() -> Vec<Preset>,
    /// Starts a session from JSON options and a seed.
    pub new_session: NewSession,
    /// The preset that is a well-known standard (Kalah(6,4), Abapa), which
    /// the benchmark measures besides the default.
    pub standard: Option<&'static str>,
    /// Its name and summary as messages (`game-<id>`, `game-<id>-summary`).
    pub messages: (crate::i18n::Msg, crate::i18n::Msg),
}

impl GameDef {
    /// Its name in the language shown (the message `game-<id>`).
    pub fn title(&self) -> &'static str {
        crate::i18n::text(self.messages.0)
    }

    /// Its summary in the language shown (the message `game-<id>-summary`).
    pub fn blurb(&self) -> &'static str {
        crate::i18n::text(self.messages.1)
    }
}

/// A game type that takes part in the program: its rules, what the searches
/// know of it, its position notation (`position.rs` in its folder), and its
/// registration.
pub trait Registered: AiGame + Present + Position + 'static {
    /// The game's registration.
    const DEF: &'static GameDef;
}

/// Declares every game's module and [`for_each_game!`], which calls a macro
/// with the path of every game type, in the order the home page lists them.
/// The list given to it is the only list of games: one line a game.
macro_rules! games {
    ($d:tt $($module:ident :: $game:ident),* $(,)?) => {
        $(pub mod $module;)*

        macro_rules! for_each_game {
            ($d then:ident) => {
                $d then! { $($module::$game),* }
            };
        }
    };
}

// The playout kernels' byte arithmetic (native only, as they are).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod pit_bytes;
#[cfg(test)]
mod position_tests;
#[cfg(test)]
pub(crate) mod testkit;

games! {$
    basic::Basic,
    owari::Owari,
    mancala::Mancala,
    ayoayo::Ayoayo,
    giuthi::Giuthi,
    nam_nam::NamNam,
    rainbow_chase::RainbowChase,
    spectral_reapers::SpectralReapers,
    rainbow_passage::Passage,
}

/// A game's registration: `register! { Type, OptionsType, OPTIONS, id: …,
/// name: …, summary: …, [standard: "preset",] }`. The options type's
/// `presets()` gives the presets, and [`new_session`] serves every game.
macro_rules! register {
    (
        $game:ident, $options:ident, $specs:expr,
        id: $id:literal,
        name: $name:literal,
        summary: $summary:literal,
        $(standard: $standard:literal,)?
    ) => {
        impl $crate::games::Registered for $game {
            const DEF: &'static $crate::games::GameDef = &$crate::games::GameDef {
                id: $id,
                name: $crate::en!($name),
                summary: $crate::en!($summary),
                options: $specs,
                presets: || $crate::engine::options::presets_of($options::presets()),
                new_session: $crate::games::new_session::<$game>,
                standard: $crate::games::register!(@standard $($standard)?),
                messages: (
                    $crate::i18n::msg(concat!("game-", $id)),
                    $crate::i18n::msg(concat!("game-", $id, "-summary")),
                ),
            };
        }
    };
    (@standard) => { None };
    (@standard $standard:literal) => { Some($standard) };
}
pub(crate) use register;

macro_rules! defs {
    ($($game:ty),* $(,)?) => {
        &[$(<$game as Registered>::DEF),*]
    };
}

static GAMES: &[&GameDef] = for_each_game!(defs);

/// Every game, in the home page's order.
pub fn all() -> &'static [&'static GameDef] {
    GAMES
}

/// The game with this id.
pub fn find(id: &str) -> Option<&'static GameDef> {
    GAMES.iter().copied().find(|g| g.id == id)
}

/// The ids of every game, for messages that list them.
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id).collect()
}

/// Something to do with a game's type (search it, benchmark it), chosen by
/// the game's id at run time: see [`with_game`].
pub trait GameVisitor {
    /// What the visit gives.
    type Output;
    /// Does it with the game `G`.
    fn visit<G: Registered>(self) -> Self::Output;
}

/// Runs `visitor` with the type of the game whose id is `id`; `None` for an
/// unknown id. The searches are reached only through here, so a program
/// that never calls it (the app's page) links no search code.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Option<V::Output> {
    macro_rules! dispatch {
        ($($game:ty),* $(,)?) => {
            $(if id == <$game as Registered>::DEF.id {
                return Some(visitor.visit::<$game>());
            })*
        };
    }
    for_each_game!(dispatch);
    None
}

/// [`GameDef::new_session`] of every game: a [`GameSession`] over it,
/// without its type (so the page links one copy of the session's code).
pub fn new_session<G: Present + Registered + 'static>(
    options: &Value,
    seed: u64,
) -> Result<Box<dyn Session>, SetupError> {
    GameSession::start::<G>(G::DEF.id, options, seed)
}

/// Plays random games checking the invariants: see [`GameDef::random`].
struct RandomPlay<'a> {
    options: &'a Value,
    games: u64,
    seed: u64,
    check: bool,
    save: &'a mut dyn FnMut(u64, Vec<String>),
}

impl GameVisitor for RandomPlay<'_> {
    type Output = Result<Stats, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let options: G::Options = options_from_json(self.options).map_err(|e| e.to_string())?;
        random_games_saving::<G>(&options, self.games, self.seed, self.check, self.save)
    }
}

/// The position a record reaches, as JSON: see [`state_json`].
struct StateOf<'a>(&'a Record);

impl GameVisitor for StateOf<'_> {
    type Output = Result<Value, String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let record = self.0;
        let mut session = match &record.position {
            Some(position) => {
                let english = |e: &crate::engine::position::PositionError| e.to_string();
                GameSession::<G>::at_position(
                    G::DEF.id,
                    &record.options,
                    record.seed,
                    position,
                    english,
                )?
            }
            None => GameSession::<G>::from_json(G::DEF.id, &record.options, record.seed)
                .map_err(|e| e.to_string())?,
        };
        for mv in &record.moves {
            session.play(mv).map_err(|e| e.to_string())?;
        }
        Ok(session.state_json())
    }
}

/// The position of `session` as JSON, the `rgames state` format: what every
/// game has (whose turn, legal moves, scores, the ending), a pit board's
/// pits, and what the game adds. For the command-line tool, its protocol
/// and the tests: it replays the session's record through the game's type
/// ([`with_game`]), so the app's page links none of it.
pub fn state_json(session: &dyn Session) -> Value {
    let record = session.record();
    match with_game(&record.game, StateOf(&record)) {
        Some(Ok(state)) => state,
        Some(Err(why)) => serde_json::json!({ "error": why }),
        None => serde_json::json!({ "error": format!("no game '{}'", record.game) }),
    }
}

impl GameDef {
    /// Plays `games` random games from `seed` with `options`, checking the
    /// invariants when `check` (see [`crate::engine::invariants`]); `save`
    /// gets each game's seed and moves. It reaches the game's type through
    /// [`with_game`], so the app's page links none of it.
    pub fn random(
        &self,
        options: &Value,
        games: u64,
        seed: u64,
        check: bool,
        save: &mut dyn FnMut(u64, Vec<String>),
    ) -> Result<Stats, String> {
        let visit = RandomPlay {
            options,
            games,
            seed,
            check,
            save,
        };
        with_game(self.id, visit).unwrap_or_else(|| Err(format!("no game '{}'", self.id)))
    }

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

// Replaying a record needs the list of games, so it lives here rather than
// in the game-agnostic `engine::record`, which only reads and writes them.
impl Record {
    /// Replays the first `count` moves (all of them if `count` is larger).
    pub fn replay_to(&self, count: usize) -> Result<Box<dyn Session>, RecordError> {
        let def = find(&self.game).ok_or_else(|| RecordError::UnknownGame(self.game.clone()))?;
        let mut session = match &self.position {
            Some(position) => session_at(def, &self.options, self.seed, position)
                .map_err(RecordError::Position)?,
            None => (def.new_session)(&self.options, self.seed)
                .map_err(|e| RecordError::Options(e.to_string()))?,
        };
        for (index, mv) in self.moves.iter().take(count).enumerate() {
            session.play(mv).map_err(|e| RecordError::Move {
                number: index + 1,
                mv: mv.clone(),
                why: match e {
                    MoveError::Illegal { why, .. } => why.to_string(),
                    other => other.to_string(),
                },
            })?;
        }
        Ok(session)
    }

    /// The position the record starts from, in notation: its `position`,
    /// or the notation of the game's start.
    pub fn start_notation(&self) -> Result<String, RecordError> {
        let start = Record {
            moves: Vec::new(),
            ..self.clone()
        };
        position_of(&*start.replay()?).map_err(RecordError::Position)
    }

    /// Replays every move.
    pub fn replay(&self) -> Result<Box<dyn Session>, RecordError> {
        self.replay_to(self.moves.len())
    }
}

/// Reads a position of the game `def` into a session: [`session_at`]'s
/// reader.
pub type PositionReader = fn(&GameDef, &Value, u64, &str) -> Result<Box<dyn Session>, String>;

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The position readers, once this wasm has them ([`read_positions_here`]).
    static READER: std::cell::Cell<Option<PositionReader>> = const { std::cell::Cell::new(None) };
}

/// Gives [`session_at`] the nine games' position readers. On the web they
/// are not linked where nothing calls this: the AI worker calls it as it
/// starts; the page's readers are a wasm module of their own
/// (`ui::readers`), which calls it when it has been fetched, before the
/// page replays a record that starts from a position. Natively they are
/// always there.
pub fn read_positions_here() {
    #[cfg(target_arch = "wasm32")]
    READER.set(Some(read_session_at));
}

/// Whether [`session_at`] can read positions here (see
/// [`read_positions_here`]).
pub fn reads_positions() -> bool {
    #[cfg(target_arch = "wasm32")]
    return READER.get().is_some();
    #[cfg(not(target_arch = "wasm32"))]
    true
}

/// A session of the game `def` from a position in its notation (the
/// page's and the worker's too: a record may start from a position). On
/// the web, before the readers have come ([`read_positions_here`]), it
/// says so.
pub fn session_at(
    def: &GameDef,
    options: &Value,
    seed: u64,
    position: &str,
) -> Result<Box<dyn Session>, String> {
    #[cfg(target_arch = "wasm32")]
    return match READER.get() {
        Some(read) => read(def, options, seed, position),
        None => Err(crate::t!("position-readers-missing").to_string()),
    };
    #[cfg(not(target_arch = "wasm32"))]
    read_session_at(def, options, seed, position)
}

/// [`session_at`] with the nine games' readers.
fn read_session_at(
    def: &GameDef,
    options: &Value,
    seed: u64,
    position: &str,
) -> Result<Box<dyn Session>, String> {
    struct At<'a>(&'a Value, u64, &'a str);
    impl GameVisitor for At<'_> {
        type Output = Result<Box<dyn Session>, String>;
        fn visit<G: Registered>(self) -> Self::Output {
            // The reader's refusal in the language shown (words.rs).
            let words = words::position_refusal;
            let session = GameSession::<G>::at_position(G::DEF.id, self.0, self.1, self.2, words)?;
            Ok(Box::new(session))
        }
    }
    with_game(def.id, At(options, seed, position))
        .unwrap_or_else(|| Err(format!("no game '{}'", def.id)))
}

/// The notation of a session's position: its game as the game's type
/// writes it (not read back from the record, so the page links no reader:
/// see [`read_positions_here`]). Refused once the game is over, by its
/// rules or by the players (a resignation, a draw agreed).
pub fn position_of(session: &dyn Session) -> Result<String, String> {
    struct Of<'a>(&'a dyn std::any::Any);
    impl GameVisitor for Of<'_> {
        type Output = Result<String, String>;
        fn visit<G: Registered>(self) -> Self::Output {
            let game = self
                .0
                .downcast_ref::<G>()
                .ok_or("not this game's session")?;
            game.to_notation().map_err(|e| e.to_string())
        }
    }
    let id = session.game_id();
    if let crate::engine::Turn::Over(_) = session.turn() {
        // The game's own refusal (a game over by its rules), or the same
        // for a game the players ended, whose position is still in play.
        return Err(crate::engine::position::PositionError::new("over").to_string());
    }
    with_game(id, Of(session.game_any())).unwrap_or_else(|| Err(format!("no game '{id}'")))
}

/// The game `record` reaches, as its type `G`: from its position, or from
/// the start, and its moves played as a session plays them (an agreement
/// included; a draw agreed or a resignation refused, as the game's own
/// position does not change).
pub fn start_of<G: Registered>(record: &Record) -> Result<G, String> {
    let options: G::Options = options_from_json(&record.options).map_err(|e| e.to_string())?;
    let mut game = first_position::<G>(&options, record)?;
    for (index, mv) in record.moves.iter().enumerate() {
        crate::engine::session::play_move(&mut game, mv)
            .map_err(|e| format!("move {}: {e}", index + 1))?;
    }
    Ok(game)
}

/// The position `record` starts from, as the game's type: its
/// `position`, or the start the seed sets up.
pub fn first_position<G: Registered>(options: &G::Options, record: &Record) -> Result<G, String> {
    match &record.position {
        None => G::new(options, record.seed).map_err(|e| e.to_string()),
        Some(position) => G::from_notation(options, position).map_err(|e| e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_starts_a_game_and_every_option_is_a_field() {
        for game in all() {
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
                assert_eq!(session.game_id(), game.id);
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
    fn ids_are_unique_and_found() {
        let ids = ids();
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[..i].contains(id), "{id} is listed twice");
            assert_eq!(find(id).map(|g| g.id), Some(*id));
            struct Name;
            impl GameVisitor for Name {
                type Output = &'static str;
                fn visit<G: Registered>(self) -> &'static str {
                    G::DEF.id
                }
            }
            assert_eq!(with_game(id, Name), Some(*id));
        }
        assert!(find("chess").is_none());
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
