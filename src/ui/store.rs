//! One store of truth per game session: the saved record and cursor, the view
//! derived from them, and the state of the running animation. Every change of
//! the record is written to localStorage at once, so a reload resumes.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde_json::Value;

use super::ai;
use super::sound::{self, Cue};
use crate::ai::{Answer, Level, Request, DEFAULT_MS};
use crate::engine::catalog::GameInfo;
use crate::engine::record::AGREE;
use crate::engine::session::DraftCheck;
use crate::engine::Effect;
use crate::view::{
    check_draft, draft_click, draft_minus, move_line, narrate, Counts, GameView, SavedGame,
};

const SETTINGS_KEY: &str = "rainbow-games/settings";

pub(super) fn game_key(game: &str) -> String {
    format!("rainbow-games/game/{game}")
}

pub(super) fn storage() -> Option<web_sys::Storage> {
    // Storage can be refused (private modes, sandboxed frames): play on
    // without saving rather than fail.
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game of `game`, as text, if there is one.
pub fn saved_game_text(game: &str) -> Option<String> {
    storage()?.get_item(&game_key(game)).ok().flatten()
}

/// How fast sowing is animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn id(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "No animation",
        }
    }

    pub fn from_id(id: &str) -> Speed {
        Speed::ALL
            .into_iter()
            .find(|s| s.id() == id)
            .unwrap_or(Speed::Normal)
    }

    /// Milliseconds per seed dropped.
    fn step_ms(self) -> u32 {
        match self {
            Speed::Slow => 420,
            Speed::Normal => 220,
            Speed::Fast => 90,
            Speed::Instant => 0,
        }
    }

    /// The pause before a computer's decision, so people can follow.
    fn pause_ms(self) -> u32 {
        match self {
            Speed::Slow => 600,
            Speed::Normal => 450,
            Speed::Fast => 300,
            Speed::Instant => 40,
        }
    }
}

/// The choices of the computer's thinking time (the strongest level's
/// budget; the other levels use a share of it): milliseconds and label.
pub const THINK_TIMES: [(u32, &str); 5] = [
    (500, "0.5 s"),
    (1000, "1 s"),
    (2000, "2 s"),
    (5000, "5 s"),
    (10000, "10 s"),
];

/// The colours of the page: as the system says, or chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "As the system",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    pub fn from_id(id: &str) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| t.id() == id)
            .unwrap_or(Theme::System)
    }

    /// Sets the page's `data-theme` (none: the system's colours).
    pub fn apply(self) {
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        else {
            return;
        };
        let _ = match self {
            Theme::System => root.remove_attribute("data-theme"),
            chosen => root.set_attribute("data-theme", chosen.id()),
        };
    }
}

/// Player preferences, kept in localStorage.
#[derive(Clone, Copy)]
pub struct Settings {
    pub speed: RwSignal<Speed>,
    /// The computer's thinking time in milliseconds (the strongest level's
    /// budget).
    pub think_ms: RwSignal<u32>,
    pub theme: RwSignal<Theme>,
    /// Sounds for sowing, captures and the end (off unless chosen).
    pub sounds: RwSignal<bool>,
}

impl Settings {
    pub fn load() -> Settings {
        let saved = storage()
            .and_then(|s| s.get_item(SETTINGS_KEY).ok().flatten())
            .and_then(|text| serde_json::from_str::<Value>(&text).ok())
            .unwrap_or(Value::Null);
        let speed = saved
            .get("speed")
            .and_then(Value::as_str)
            .map(Speed::from_id)
            .unwrap_or(Speed::Normal);
        let think_ms = saved
            .get("think_ms")
            .and_then(Value::as_u64)
            .and_then(|ms| THINK_TIMES.iter().find(|(t, _)| u64::from(*t) == ms))
            .map(|(t, _)| *t)
            .unwrap_or(DEFAULT_MS);
        let theme = saved
            .get("theme")
            .and_then(Value::as_str)
            .map(Theme::from_id)
            .unwrap_or(Theme::System);
        theme.apply();
        Settings {
            speed: RwSignal::new(speed),
            think_ms: RwSignal::new(think_ms),
            theme: RwSignal::new(theme),
            sounds: RwSignal::new(saved.get("sounds").and_then(Value::as_bool) == Some(true)),
        }
    }

    pub fn set_theme(&self, theme: Theme) {
        theme.apply();
        self.theme.set(theme);
        self.save();
    }

    pub fn set_sounds(&self, on: bool) {
        self.sounds.set(on);
        self.save();
        if on {
            // The browser lets sound start from a click: a first note now.
            super::sound::play(super::sound::Cue::Drop);
        }
    }

    pub fn set_speed(&self, speed: Speed) {
        self.speed.set(speed);
        self.save();
    }

    pub fn set_think_ms(&self, ms: u32) {
        self.think_ms.set(ms);
        self.save();
    }

    fn save(&self) {
        if let Some(s) = storage() {
            let settings = serde_json::json!({
                "speed": self.speed.get_untracked().id(),
                "think_ms": self.think_ms.get_untracked(),
                "theme": self.theme.get_untracked().id(),
                "sounds": self.sounds.get_untracked(),
            });
            let _ = s.set_item(SETTINGS_KEY, &settings.to_string());
        }
    }
}

/// A computer's search (or its pause before a decision), or a hint being
/// worked out.
#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    /// The player thinking (`None` for a roll-off's dice).
    pub player: Option<usize>,
    pub level: Level,
    /// A hint for a person rather than a computer's move.
    pub hint: bool,
    /// Whether the worker is searching (rather than a pause before a move
    /// already decided).
    pub searching: bool,
    /// The position thought about.
    cursor: usize,
    generation: u64,
}

/// A hint shown to a person.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The position it is for.
    pub cursor: usize,
    /// "Hint: sow from pit C".
    pub text: String,
    /// The pit it names, if any.
    pub pit: Option<usize>,
    /// The square of the piece it moves (grid boards), if any.
    pub square: Option<u16>,
    /// The move, when there is one.
    pub mv: Option<String>,
}

/// The rest of a computer's answer: its next decisions in the same move.
#[derive(Clone, Debug, PartialEq)]
struct Planned {
    generation: u64,
    /// The position where the first of `moves` is due.
    cursor: usize,
    player: Option<usize>,
    moves: Vec<String>,
}

/// The state of one game page.
#[derive(Clone, Copy)]
pub struct GameStore {
    pub info: &'static GameInfo,
    pub settings: Settings,
    /// The record and cursor; `None` before the first game is started.
    pub saved: RwSignal<Option<SavedGame>>,
    /// The position at the cursor, derived from `saved`.
    pub view: Memo<Option<GameView>>,
    /// Counts being animated; `None` at rest.
    pub anim: RwSignal<Option<Counts>>,
    /// Bumped for each move shown with a fade instead of bead by bead
    /// (reduced motion).
    pub fade: RwSignal<u32>,
    anim_generation: RwSignal<u64>,
    /// Sentences about the last move.
    pub announce: RwSignal<Vec<String>>,
    /// Why the pit under the pointer or focus cannot be played.
    pub why: RwSignal<Option<String>>,
    /// A message about something that went wrong (bad saved game, …).
    pub error: RwSignal<Option<String>>,
    pub dialog_open: RwSignal<bool>,
    /// The export and import panels are shown.
    pub export_open: RwSignal<bool>,
    pub import_open: RwSignal<bool>,
    /// A pit whose several moves are being offered (Giuthi's direction).
    pub selected: RwSignal<Option<usize>>,
    /// During a placement: the beads put in each pit so far, not yet played.
    pub draft: RwSignal<Vec<u8>>,
    /// The engine's judgement of the draft.
    pub draft_check: Memo<Option<DraftCheck>>,
    /// Dice are being rolled (a short animation before the roll is played).
    pub rolling: RwSignal<bool>,
    /// The faces shown while the dice roll.
    pub rolling_faces: RwSignal<Vec<u8>>,
    /// A return of a captured piece is being chosen (its squares shown).
    pub returning: RwSignal<bool>,
    /// The position as replayed, before computer turns lock it.
    replayed: Memo<Option<GameView>>,
    /// A computer acts now (input for it is refused, its choices hidden).
    pub locked: Memo<bool>,
    /// Computers wait (set by the person, or after undo among computers).
    pub paused: RwSignal<bool>,
    /// A search or computer decision under way.
    pub thinking: RwSignal<Option<Thinking>>,
    /// The hint shown, if any.
    pub hint: RwSignal<Option<Hint>>,
    /// Bumped when a search is cancelled, so late answers are ignored.
    ai_generation: RwSignal<u64>,
    planned: RwSignal<Option<Planned>>,
}

/// Who the computer plays for at this position, if a computer acts now:
/// the player (`None` for a roll-off's dice, rolled by the computer when
/// every seat is one) and the level.
fn computer_turn(saved: &SavedGame, view: &GameView) -> Option<(Option<usize>, Level)> {
    if view.result.is_some() {
        return None;
    }
    match view.actor() {
        Some(p) => saved.seat(p).map(|level| (Some(p), level)),
        None if view.chance && saved.all_computers(view.player_count()) => {
            saved.seat(0).map(|level| (None, level))
        }
        None => None,
    }
}

/// The view with nothing for a person to do: a computer acts.
fn lock(view: &mut GameView, who: &str) {
    for pit in &mut view.pits {
        pit.legal = false;
        pit.choices.clear();
        pit.why = Some(format!("{who} is to play"));
    }
    view.other_choices.clear();
    view.suggestions.clear();
    view.placement = None;
    view.prompt = None;
    if let Some(grid) = &mut view.grid {
        grid.targets.clear();
        grid.returns.clear();
    }
}

/// Whether the person asked their system for less motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

impl GameStore {
    /// Opens the page of a game: resumes its saved game, or asks for a new one.
    pub fn open(info: &'static GameInfo, settings: Settings) -> GameStore {
        Self::build(info, settings, None, true)
    }

    /// A store for a board shown on another page (rules examples, embedded
    /// boards): it starts from `game` and never reads or writes the
    /// player's saved games.
    pub fn transient(info: &'static GameInfo, settings: Settings, game: SavedGame) -> GameStore {
        Self::build(info, settings, Some(game), false)
    }

    fn build(
        info: &'static GameInfo,
        settings: Settings,
        given: Option<SavedGame>,
        persist: bool,
    ) -> GameStore {
        let saved = RwSignal::new(None::<SavedGame>);
        let error = RwSignal::new(None);
        let dialog_open = RwSignal::new(false);
        match given.ok_or_else(|| saved_game_text(info.id)) {
            Ok(game) => saved.set(Some(game)),
            Err(None) => dialog_open.set(true),
            Err(Some(text)) => match SavedGame::parse(&text, info.id) {
                Ok((game, _)) => saved.set(Some(game)),
                Err(why) => {
                    error.set(Some(format!(
                        "Your saved {} game could not be restored: {why}. Start a new game.",
                        info.name
                    )));
                    if let Some(s) = storage() {
                        // Keep the damaged text aside rather than lose it.
                        let _ = s.set_item(&format!("{}/damaged", game_key(info.id)), &text);
                        let _ = s.remove_item(&game_key(info.id));
                    }
                    dialog_open.set(true);
                }
            },
        }
        let replayed = Memo::new(move |_| {
            let saved = saved.get()?;
            GameView::from_record(&saved.record, saved.cursor).ok()
        });
        let paused = RwSignal::new(false);
        let locked = Memo::new(move |_| {
            let (Some(game), Some(view)) = (saved.get(), replayed.get()) else {
                return false;
            };
            !paused.get() && computer_turn(&game, &view).is_some()
        });
        let view = Memo::new(move |_| {
            let mut view = replayed.get()?;
            if locked.get() {
                let who = match view.actor() {
                    Some(p) => format!("{} (computer)", view.player_name(p)),
                    None => "The computer".to_string(),
                };
                lock(&mut view, &who);
            }
            Some(view)
        });
        let draft = RwSignal::new(Vec::<u8>::new());
        let draft_check = Memo::new(move |_| {
            let saved = saved.get()?;
            let draft = draft.get();
            if draft.is_empty() {
                return None;
            }
            check_draft(&saved.record, saved.cursor, &draft)
        });
        let store = GameStore {
            rolling: RwSignal::new(false),
            rolling_faces: RwSignal::new(Vec::new()),
            returning: RwSignal::new(false),
            draft,
            draft_check,
            info,
            settings,
            saved,
            view,
            anim: RwSignal::new(None),
            fade: RwSignal::new(0),
            anim_generation: RwSignal::new(0),
            announce: RwSignal::new(Vec::new()),
            why: RwSignal::new(None),
            error,
            dialog_open,
            export_open: RwSignal::new(false),
            import_open: RwSignal::new(false),
            selected: RwSignal::new(None),
            replayed,
            locked,
            paused,
            thinking: RwSignal::new(None),
            hint: RwSignal::new(None),
            ai_generation: RwSignal::new(0),
            planned: RwSignal::new(None),
        };
        // Every change is saved at once (not the game as it was opened:
        // its time of change stays that of its last change).
        leptos::prelude::Effect::new(move |opened: Option<()>| {
            let Some(mut game) = saved.get() else { return };
            if opened.is_none() {
                return;
            }
            game.updated = Some(super::library::now_iso());
            let Some(s) = storage().filter(|_| persist) else {
                return;
            };
            if let Ok(text) = serde_json::to_string(&game) {
                if s.set_item(&game_key(info.id), &text).is_err() {
                    error.set(Some(
                        "This game could not be saved: the browser's storage for this site is full. Delete or export some games in My games."
                            .into(),
                    ));
                }
            }
        });
        // Computers act whenever the game, the animation, the dice, the
        // pause or the dialog change.
        leptos::prelude::Effect::new(move |_| {
            saved.track();
            store.anim.track();
            store.rolling.track();
            paused.track();
            dialog_open.track();
            store.drive();
        });
        store
    }

    /// Starts a fresh game from a checked record. The game it replaces is
    /// kept in "my games" if it has a move; if the browser cannot keep it,
    /// nothing changes and the reason is shown.
    pub fn start(&self, mut game: SavedGame, first_player_note: Option<String>) {
        if let Some(old) = self.saved.get_untracked() {
            if old.record != game.record {
                if let Err(why) = super::library::archive(&old) {
                    self.error.set(Some(format!(
                        "The game on screen could not be kept, so it stays: {why}."
                    )));
                    return;
                }
            }
        }
        if game.started.is_none() {
            game.started = Some(super::library::now_iso());
        }
        self.export_open.set(false);
        self.import_open.set(false);
        self.cancel_search();
        self.cancel_animation();
        self.paused.set(false);
        self.saved.set(Some(game));
        self.why.set(None);
        self.error.set(None);
        self.announce.set(first_player_note.into_iter().collect());
        self.dialog_open.set(false);
        self.draft.set(Vec::new());
    }

    /// Lays out a new board (a new seed, the same options) before the first
    /// move.
    pub fn new_board(&self, seed: u64) {
        let Some(mut game) = self.saved.get_untracked() else {
            return;
        };
        if !game.record.moves.is_empty() {
            return;
        }
        game.record.seed = seed;
        game.cursor = 0;
        match GameView::from_record(&game.record, 0) {
            Ok(_) => self.start(game, None),
            Err(e) => self.error.set(Some(e.to_string())),
        }
    }

    /// A pit was clicked (or activated by keyboard).
    pub fn click_pit(&self, pit: usize) {
        let Some(view) = self.view.get_untracked() else {
            return;
        };
        if self.anim.get_untracked().is_some() {
            return;
        }
        if let Some(placement) = view.placement {
            if pit < view.pits.len() {
                let mut draft = self.draft.get_untracked();
                draft.resize(view.pits.len(), 0);
                self.draft.set(draft_click(&placement, &draft, pit));
                self.why.set(None);
            }
            return;
        }
        let Some(pit) = view.pits.get(pit) else {
            return;
        };
        match pit.choices.as_slice() {
            [] => {
                self.selected.set(None);
                self.why
                    .set(pit.why.as_ref().map(|w| format!("{}: {w}", pit.name)));
            }
            [only] => {
                self.why.set(None);
                self.play(only.mv.clone());
            }
            _ => {
                self.why.set(None);
                self.selected.set(Some(pit.index));
            }
        }
    }

    /// A square of a grid board was clicked: select the piece on it when it
    /// can move (again to deselect), or say why not.
    pub fn click_square(&self, square: u16) {
        let Some(view) = self.view.get_untracked() else {
            return;
        };
        let Some(grid) = view.grid.clone() else {
            return;
        };
        if self.anim.get_untracked().is_some() || self.rolling.get_untracked() {
            return;
        }
        if self.locked.get_untracked() {
            let who = view
                .actor()
                .map(|p| view.player_name(p))
                .unwrap_or_default();
            self.why.set(Some(format!("{who} (computer) is to play.")));
            return;
        }
        self.returning.set(false);
        let name = super::grid::square_name(&grid, square);
        if grid.targets.iter().any(|t| t.from == square) {
            self.why.set(None);
            let again = self.selected.get_untracked() == Some(square as usize);
            self.selected.set((!again).then_some(square as usize));
        } else {
            self.selected.set(None);
            self.why.set(Some(if view.chance {
                "Roll the dice first.".to_string()
            } else if view.result.is_some() {
                "The game is over.".to_string()
            } else if grid
                .pieces
                .iter()
                .any(|p| p.square == square && Some(p.owner) != grid.to_move)
            {
                format!("{name}: not your piece.")
            } else {
                format!("{name}: no die lets this piece step now.")
            }));
        }
    }

    /// Rolls the dice: a short animation of random faces, then the roll
    /// (drawn from the record's seed and position) is played.
    pub fn roll(&self) {
        if !self.locked.get_untracked() {
            self.roll_dice();
        }
    }

    /// Rolls for whoever is to roll (a person's click or a computer seat).
    fn roll_dice(&self) {
        let (Some(view), Some(saved)) = (self.view.get_untracked(), self.saved.get_untracked())
        else {
            return;
        };
        if !view.chance || self.rolling.get_untracked() {
            return;
        }
        let Some(mv) = crate::engine::chance::pick_outcome(
            saved.record.seed,
            saved.cursor,
            &view.chance_outcomes,
        ) else {
            return;
        };
        let ms = self.settings.speed.get_untracked().step_ms();
        if ms == 0 {
            self.play_when_still(mv);
            return;
        }
        let dice = mv.trim_start_matches('@').chars().count();
        self.rolling.set(true);
        let store = *self;
        spawn_local(async move {
            for frame in 0..6u64 {
                let faces = (0..dice as u64)
                    .map(|d| ((frame * 7 + d * 3 + saved.cursor as u64) % 6) as u8)
                    .collect();
                store.rolling_faces.set(faces);
                TimeoutFuture::new(70).await;
            }
            if store.rolling.try_set(false).is_none() {
                store.play_when_still(mv);
            }
        });
    }

    /// Takes one bead of the placement draft back from `pit`.
    pub fn draft_minus(&self, pit: usize) {
        let draft = self.draft.get_untracked();
        self.draft.set(draft_minus(&draft, pit));
    }

    /// Plays the placement draft, when the engine accepts it.
    pub fn play_draft(&self) {
        if let Some(mv) = self.draft_check.get_untracked().and_then(|c| c.mv) {
            self.draft.set(Vec::new());
            self.choose(mv);
        }
    }

    /// Plays a move a person chose from a list (a pit's options or a
    /// decision); refused while a computer acts.
    pub fn choose(&self, mv: String) {
        if !self.locked.get_untracked() {
            self.play_when_still(mv);
        }
    }

    /// Plays a move unless an animation is running.
    fn play_when_still(&self, mv: String) {
        if self.anim.get_untracked().is_none() {
            self.play(mv);
        }
    }

    /// Plays a sequence of moves at once (a suggestion).
    pub fn play_all(&self, moves: Vec<String>) {
        let Some(mut game) = self.saved.get_untracked() else {
            return;
        };
        if self.locked.get_untracked() {
            return;
        }
        self.end_hint();
        self.cancel_animation();
        game.branch();
        game.record.moves.extend(moves);
        game.cursor = game.record.moves.len();
        match GameView::from_record(&game.record, game.cursor) {
            Ok(_) => {
                self.selected.set(None);
                self.draft.set(Vec::new());
                self.announce.set(Vec::new());
                self.saved.set(Some(game));
            }
            Err(e) => self.error.set(Some(e.to_string())),
        }
    }

    /// The pointer or focus is on a pit.
    pub fn hover_pit(&self, pit: usize) {
        let Some(view) = self.view.get_untracked() else {
            return;
        };
        if let Some(pit) = view.pits.get(pit) {
            self.why
                .set(pit.why.as_ref().map(|w| format!("{}: {w}", pit.name)));
        }
    }

    fn play(&self, mv: String) {
        let (Some(mut game), Some(before)) =
            (self.saved.get_untracked(), self.view.get_untracked())
        else {
            return;
        };
        self.end_hint();
        game.branch();
        game.record.moves.push(mv);
        game.cursor += 1;
        self.selected.set(None);
        self.returning.set(false);
        self.draft.set(Vec::new());
        self.show_move(game, &before);
    }

    /// Shows `game`, one move on from `before` (the view shown): says what
    /// was played and what it did, and animates it; a board that changes
    /// size is redrawn, not animated.
    pub(super) fn show_move(&self, game: SavedGame, before: &GameView) {
        let played = game
            .cursor
            .checked_sub(1)
            .and_then(|k| game.record.moves.get(k))
            .cloned()
            .unwrap_or_default();
        match GameView::from_record(&game.record, game.cursor) {
            Ok(after) => {
                let mover = before.to_move.unwrap_or(0);
                // Named from the position as replayed (a computer's turn
                // hides its choices from the view shown).
                let replayed = self
                    .replayed
                    .get_untracked()
                    .unwrap_or_else(|| before.clone());
                let mut narration = vec![move_line(&replayed, &after, &played)];
                narration.extend(narrate(&after.last_effects, mover, &after.board));
                let effects = if before.board.width == after.board.width {
                    after.last_effects
                } else {
                    Vec::new()
                };
                let over = after.result.is_some();
                self.saved.set(Some(game));
                self.animate(Counts::of(&before.board), effects, narration);
                if over && self.settings.sounds.get_untracked() {
                    sound::play(Cue::End);
                }
            }
            Err(e) => self.error.set(Some(e.to_string())),
        }
    }

    /// Ends the game by agreement, after asking.
    pub fn end_by_agreement(&self) {
        let confirmed = web_sys::window()
            .and_then(|w| {
                w.confirm_with_message(
                    "End the game now? What is left is settled as the rules say.",
                )
                .ok()
            })
            .unwrap_or(false);
        if confirmed {
            self.cancel_search();
            self.cancel_animation();
            self.play(AGREE.to_string());
        }
    }

    pub(super) fn animate(&self, mut counts: Counts, effects: Vec<Effect>, narration: Vec<String>) {
        self.cancel_animation();
        self.announce.set(narration);
        let sounds = self.settings.sounds.get_untracked();
        let ms = self.settings.speed.get_untracked().step_ms();
        if ms == 0 || effects.is_empty() || reduced_motion() {
            // The move is shown at once (with a short fade when motion is
            // reduced), and heard as one cue.
            if ms > 0 && !effects.is_empty() {
                self.fade.update(|n| *n += 1);
            }
            if let Some(cue) = Cue::of_move(&effects).filter(|_| sounds) {
                sound::play(cue);
            }
            return;
        }
        let generation = self.anim_generation.get_untracked();
        self.anim.set(Some(counts.clone()));
        let store = *self;
        spawn_local(async move {
            for effect in effects {
                let pause = match effect {
                    Effect::Lift { .. } | Effect::Capture { .. } | Effect::Sweep { .. } => ms * 2,
                    Effect::ExtraTurn { .. } | Effect::GrandSlamForfeited => 0,
                    _ => ms,
                };
                TimeoutFuture::new(pause).await;
                if store.anim_generation.get_untracked() != generation {
                    return;
                }
                counts.apply(&effect);
                if let Some(cue) = Cue::of(&effect).filter(|_| sounds) {
                    sound::play(cue);
                }
                store.anim.set(Some(counts.clone()));
            }
            TimeoutFuture::new(ms).await;
            if store.anim_generation.get_untracked() == generation {
                store.anim.set(None);
            }
        });
    }

    pub(super) fn cancel_animation(&self) {
        self.anim_generation.update(|g| *g += 1);
        self.anim.set(None);
    }

    /// Jumps to the end of the running animation.
    pub fn skip_animation(&self) {
        self.cancel_animation();
    }

    /// Shows the position after `cursor` moves (undo/redo to any point).
    pub fn jump(&self, cursor: usize) {
        self.cancel_search();
        self.cancel_animation();
        self.why.set(None);
        self.selected.set(None);
        self.returning.set(false);
        self.draft.set(Vec::new());
        self.announce.set(Vec::new());
        self.saved.update(|game| {
            if let Some(game) = game {
                game.cursor = cursor.min(game.record.moves.len());
            }
        });
    }

    /// Escape: drops a choice being made, the most recent first: a pit's
    /// offered moves, a return being chosen, a placement being put
    /// together, or the decisions already made in a move a person is in
    /// the middle of (taken back to its start, not kept as a line).
    pub fn cancel_choice(&self) {
        if self.locked.get_untracked() || self.anim.get_untracked().is_some() {
            return;
        }
        if self.selected.get_untracked().is_some() {
            self.selected.set(None);
        } else if self.returning.get_untracked() {
            self.returning.set(false);
        } else if !self.draft.get_untracked().is_empty() {
            self.draft.set(Vec::new());
        } else if let Some(view) = self
            .view
            .get_untracked()
            .filter(|v| v.mid_move && v.cursor == v.moves.len())
        {
            let start = view.start_of_move();
            self.end_hint();
            self.saved.update(|game| {
                if let Some(game) = game {
                    game.record.moves.truncate(start);
                    game.cursor = start;
                }
            });
            self.announce
                .set(vec!["The move was taken back to its start.".to_string()]);
        } else {
            return;
        }
        self.why.set(None);
    }

    /// Plays on along kept line `k` of the game (see
    /// [`SavedGame::switch_line`]); the line on screen is kept.
    pub fn switch_line(&self, k: usize) {
        let Some(mut game) = self.saved.get_untracked() else {
            return;
        };
        if game.switch_line(k) {
            let cursor = game.cursor;
            self.saved.set(Some(game));
            self.jump(cursor);
        }
    }

    /// Takes back a step; against the computer, the person's last move and
    /// the computer's replies; among computers only, one move, paused.
    pub fn undo(&self) {
        let (Some(game), Some(view)) = (self.saved.get_untracked(), self.replayed.get_untracked())
        else {
            return;
        };
        let (cursor, pause) = view.undo_target(&game.seats);
        self.jump(cursor);
        if pause {
            self.paused.set(true);
        }
    }

    /// Undoes the whole move being made (or the last one), not just its
    /// last decision.
    pub fn undo_move(&self) {
        if let Some(view) = self.view.get_untracked() {
            self.jump(view.start_of_move());
        }
    }

    pub fn redo(&self) {
        if let Some(game) = self.saved.get_untracked() {
            self.jump(game.cursor + 1);
        }
    }

    /// Stops any search or pending computer decision and drops the hint: a
    /// running search is ended by terminating the worker, and the
    /// generation is bumped so nothing late is played.
    pub fn cancel_search(&self) {
        let searching = self
            .thinking
            .try_get_untracked()
            .flatten()
            .is_some_and(|t| t.searching);
        if searching {
            ai::cancel();
        }
        self.ai_generation.try_update(|g| *g += 1);
        self.thinking.try_set(None);
        self.planned.try_set(None);
        self.hint.try_set(None);
    }

    /// Drops the hint and any hint being worked out (a move is played).
    fn end_hint(&self) {
        if self.thinking.get_untracked().is_some_and(|t| t.hint) {
            self.cancel_search();
        }
        self.hint.set(None);
    }

    /// Pauses the computers, or lets them play on.
    pub fn toggle_pause(&self) {
        if self.paused.get_untracked() {
            self.paused.set(false);
        } else {
            self.cancel_search();
            self.paused.set(true);
        }
    }

    /// The computer plays on from the position shown (the later moves are
    /// dropped, as when a move is played there).
    pub fn computer_play_here(&self) {
        self.cancel_search();
        self.cancel_animation();
        self.announce.set(Vec::new());
        self.saved.update(|game| {
            if let Some(game) = game {
                game.branch();
            }
        });
        self.paused.set(false);
    }

    /// The computer seat acting now and its level, if the computer is to act
    /// (whether or not it may act yet).
    pub fn computer_to_act(&self) -> Option<(Option<usize>, Level)> {
        let saved = self.saved.get()?;
        let view = self.replayed.get()?;
        computer_turn(&saved, &view)
    }

    /// Does the computer's next step if one is due: a roll, the next
    /// decision of its last answer (while still legal), a forced decision,
    /// or a search in the worker. Called whenever anything it depends on
    /// changes; does nothing while a step is under way for this position.
    fn drive(&self) {
        let (Some(Some(saved)), Some(Some(view))) = (
            self.saved.try_get_untracked(),
            self.replayed.try_get_untracked(),
        ) else {
            return;
        };
        if self.dialog_open.get_untracked()
            || self.anim.get_untracked().is_some()
            || self.rolling.get_untracked()
            || self.paused.get_untracked()
            || saved.cursor != saved.record.moves.len()
        {
            return;
        }
        let Some((player, level)) = computer_turn(&saved, &view) else {
            return;
        };
        let cursor = saved.cursor;
        if let Some(thinking) = self.thinking.get_untracked() {
            let generation = self.ai_generation.get_untracked();
            if !thinking.hint && thinking.generation == generation && thinking.cursor == cursor {
                return;
            }
            self.cancel_search();
        }
        let generation = self.ai_generation.get_untracked();
        let pause = self.settings.speed.get_untracked().pause_ms();
        let step = Thinking {
            player,
            level,
            hint: false,
            searching: false,
            cursor,
            generation,
        };
        if view.chance {
            self.thinking.set(Some(step));
            self.after(pause, generation, cursor, |store| store.roll_dice());
            return;
        }
        let session = match saved.record.replay_to(cursor) {
            Ok(session) => session,
            Err(e) => return self.error.set(Some(e.to_string())),
        };
        // The answer's next decision, if the engine still takes it here.
        let planned = self
            .planned
            .get_untracked()
            .filter(|p| p.generation == generation && p.cursor == cursor && p.player == player);
        let next = planned
            .as_ref()
            .and_then(|p| p.moves.first())
            .filter(|mv| session.check(mv).is_ok())
            .cloned();
        if let (Some(mv), Some(planned)) = (next, planned) {
            self.planned.set(Some(Planned {
                cursor: cursor + 1,
                moves: planned.moves[1..].to_vec(),
                ..planned
            }));
            self.thinking.set(Some(step));
            self.after(pause, generation, cursor, move |store| store.play(mv));
            return;
        }
        self.planned.set(None);
        let legal = session.legal();
        if let [only] = legal.as_slice() {
            let mv = only.clone();
            self.thinking.set(Some(step));
            self.after(pause, generation, cursor, move |store| store.play(mv));
            return;
        }
        self.thinking.set(Some(Thinking {
            searching: true,
            ..step
        }));
        let request = Request {
            record: saved.record,
            cursor: Some(cursor),
            level,
            ms: self.settings.think_ms.get_untracked(),
            seed: super::dialog::random_seed(),
        };
        let started = now_ms();
        let store = *self;
        ai::think(&request, move |result| {
            store.answered(generation, cursor, player, started, result)
        });
    }

    /// Whether the game is still at the position a step was planned for.
    fn still_at(&self, generation: u64, cursor: usize) -> bool {
        self.ai_generation.try_get_untracked() == Some(generation)
            && self
                .saved
                .try_get_untracked()
                .flatten()
                .is_some_and(|g| g.cursor == cursor && g.record.moves.len() == cursor)
    }

    /// After `ms`, does `step` if nothing changed meanwhile (no new game,
    /// move, undo or pause; no dialog open, no animation running).
    fn after(
        &self,
        ms: u32,
        generation: u64,
        cursor: usize,
        step: impl FnOnce(GameStore) + 'static,
    ) {
        let store = *self;
        spawn_local(async move {
            TimeoutFuture::new(ms).await;
            if !store.still_at(generation, cursor) {
                return;
            }
            store.thinking.set(None);
            let busy = store.dialog_open.get_untracked()
                || store.paused.get_untracked()
                || store.anim.get_untracked().is_some()
                || store.rolling.get_untracked();
            if busy {
                // The drive runs again when these change.
                return;
            }
            step(store);
        });
    }

    /// The worker's answer to a computer's search.
    fn answered(
        &self,
        generation: u64,
        cursor: usize,
        player: Option<usize>,
        started: f64,
        result: Result<Answer, String>,
    ) {
        if !self.still_at(generation, cursor) {
            return;
        }
        let answer = result.and_then(|a| {
            if a.moves.is_empty() {
                Err("it found no move".to_string())
            } else {
                Ok(a)
            }
        });
        match answer {
            Err(why) => {
                self.thinking.set(None);
                self.paused.set(true);
                self.error.set(Some(format!(
                    "The computer could not move ({why}). The computers are paused."
                )));
            }
            Ok(answer) => {
                let mut moves = answer.moves;
                let first = moves.remove(0);
                self.planned.set(Some(Planned {
                    generation,
                    cursor: cursor + 1,
                    player,
                    moves,
                }));
                self.thinking.update(|t| {
                    if let Some(t) = t {
                        t.searching = false;
                    }
                });
                let pause = self.settings.speed.get_untracked().pause_ms() as f64;
                let wait = (pause - (now_ms() - started)).max(0.0) as u32;
                self.after(wait, generation, cursor, move |store| store.play(first));
            }
        }
    }

    /// Asks the worker for the strongest level's move for the person to
    /// move, and shows it (it is not played).
    pub fn ask_hint(&self) {
        let (Some(saved), Some(view)) = (self.saved.get_untracked(), self.view.get_untracked())
        else {
            return;
        };
        let Some(player) = view.to_move else {
            return;
        };
        if self.locked.get_untracked() || view.result.is_some() {
            return;
        }
        self.cancel_search();
        let generation = self.ai_generation.get_untracked();
        let cursor = saved.cursor;
        self.thinking.set(Some(Thinking {
            player: Some(player),
            level: Level::Strongest,
            hint: true,
            searching: true,
            cursor,
            generation,
        }));
        let request = Request {
            record: saved.record,
            cursor: Some(cursor),
            level: Level::Strongest,
            ms: self.settings.think_ms.get_untracked(),
            seed: super::dialog::random_seed(),
        };
        let store = *self;
        ai::think(&request, move |result| {
            if store.ai_generation.try_get_untracked() != Some(generation) {
                return;
            }
            store.thinking.set(None);
            let Some(view) = store.replayed.get_untracked() else {
                return;
            };
            let hint = match result.map(|a| a.moves.into_iter().next()) {
                Ok(Some(mv)) => {
                    let choice = view.choice(&mv);
                    let pit = choice.and_then(|c| c.pit);
                    let text = match (choice, pit) {
                        (Some(c), Some(p)) if c.label == mv => {
                            let name = view
                                .pits
                                .get(p)
                                .map(|p| p.name.clone())
                                .unwrap_or(mv.clone());
                            format!("Hint: sow from pit {name}")
                        }
                        (Some(c), _) => format!("Hint: {}", c.label),
                        (None, _) => format!("Hint: {mv}"),
                    };
                    let square = view
                        .grid
                        .as_ref()
                        .and_then(|g| g.targets.iter().find(|t| t.mv == mv))
                        .map(|t| t.from);
                    Hint {
                        cursor,
                        text,
                        pit,
                        square,
                        mv: Some(mv),
                    }
                }
                Ok(None) => Hint {
                    cursor,
                    text: "No hint: nothing to decide.".to_string(),
                    pit: None,
                    square: None,
                    mv: None,
                },
                Err(why) => Hint {
                    cursor,
                    text: format!("No hint: {why}"),
                    pit: None,
                    square: None,
                    mv: None,
                },
            };
            store.hint.set(Some(hint));
        });
    }

    /// The hint for the position shown, if any.
    pub fn current_hint(&self) -> Option<Hint> {
        let hint = self.hint.get()?;
        let cursor = self.saved.get()?.cursor;
        (hint.cursor == cursor).then_some(hint)
    }

    /// A note saying who starts, for a random draw.
    pub fn first_player_note(view: &GameView, random: bool) -> Option<String> {
        let p = view.to_move?;
        let name = view.player_name(p);
        Some(if random {
            format!("Random draw: {name} starts.")
        } else {
            format!("{name} starts.")
        })
    }
}
