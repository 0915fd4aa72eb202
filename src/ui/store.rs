//! One store of truth per game session: the saved record and cursor, the view
//! derived from them, and the state of the running animation. Every change of
//! the record is written to localStorage at once, so a reload resumes.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde_json::Value;

use crate::engine::catalog::GameInfo;
use crate::engine::record::AGREE;
use crate::engine::session::DraftCheck;
use crate::engine::Effect;
use crate::view::{check_draft, draft_click, draft_minus, narrate, Counts, GameView, SavedGame};

const SETTINGS_KEY: &str = "rainbow-games/settings";

fn game_key(game: &str) -> String {
    format!("rainbow-games/game/{game}")
}

fn storage() -> Option<web_sys::Storage> {
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
}

/// Player preferences, kept in localStorage.
#[derive(Clone, Copy)]
pub struct Settings {
    pub speed: RwSignal<Speed>,
}

impl Settings {
    pub fn load() -> Settings {
        let speed = storage()
            .and_then(|s| s.get_item(SETTINGS_KEY).ok().flatten())
            .and_then(|text| serde_json::from_str::<Value>(&text).ok())
            .and_then(|v| v.get("speed").and_then(Value::as_str).map(Speed::from_id))
            .unwrap_or(Speed::Normal);
        Settings {
            speed: RwSignal::new(speed),
        }
    }

    pub fn set_speed(&self, speed: Speed) {
        self.speed.set(speed);
        if let Some(s) = storage() {
            let _ = s.set_item(
                SETTINGS_KEY,
                &serde_json::json!({ "speed": speed.id() }).to_string(),
            );
        }
    }
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
    anim_generation: RwSignal<u64>,
    /// Sentences about the last move.
    pub announce: RwSignal<Vec<String>>,
    /// Why the pit under the pointer or focus cannot be played.
    pub why: RwSignal<Option<String>>,
    /// A message about something that went wrong (bad saved game, …).
    pub error: RwSignal<Option<String>>,
    pub dialog_open: RwSignal<bool>,
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
}

impl GameStore {
    /// Opens the page of a game: resumes its saved game, or asks for a new one.
    pub fn open(info: &'static GameInfo, settings: Settings) -> GameStore {
        let saved = RwSignal::new(None::<SavedGame>);
        let error = RwSignal::new(None);
        let dialog_open = RwSignal::new(false);
        match saved_game_text(info.id) {
            None => dialog_open.set(true),
            Some(text) => match SavedGame::parse(&text, info.id) {
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
        let view = Memo::new(move |_| {
            let saved = saved.get()?;
            GameView::from_record(&saved.record, saved.cursor).ok()
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
            anim_generation: RwSignal::new(0),
            announce: RwSignal::new(Vec::new()),
            why: RwSignal::new(None),
            error,
            dialog_open,
            selected: RwSignal::new(None),
        };
        leptos::prelude::Effect::new(move |_| {
            if let (Some(game), Some(s)) = (saved.get(), storage()) {
                if let Ok(text) = serde_json::to_string(&game) {
                    let _ = s.set_item(&game_key(info.id), &text);
                }
            }
        });
        store
    }

    /// Starts a fresh game from a checked record.
    pub fn start(&self, game: SavedGame, first_player_note: Option<String>) {
        self.cancel_animation();
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
        let Some(grid) = view.grid else {
            return;
        };
        if self.anim.get_untracked().is_some() || self.rolling.get_untracked() {
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
        let (Some(view), Some(saved)) = (self.view.get_untracked(), self.saved.get_untracked())
        else {
            return;
        };
        if !view.chance || self.rolling.get_untracked() {
            return;
        }
        let Some(mv) =
            crate::view::pick_outcome(saved.record.seed, saved.cursor, &view.chance_outcomes)
        else {
            return;
        };
        let ms = self.settings.speed.get_untracked().step_ms();
        if ms == 0 {
            self.choose(mv);
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
            store.rolling.set(false);
            store.choose(mv);
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

    /// Plays a move chosen from a list (a pit's options or a decision).
    pub fn choose(&self, mv: String) {
        if self.anim.get_untracked().is_none() {
            self.play(mv);
        }
    }

    /// Plays a sequence of moves at once (a suggestion).
    pub fn play_all(&self, moves: Vec<String>) {
        let Some(mut game) = self.saved.get_untracked() else {
            return;
        };
        self.cancel_animation();
        game.record.moves.truncate(game.cursor);
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
        game.record.moves.truncate(game.cursor);
        game.record.moves.push(mv);
        game.cursor += 1;
        self.selected.set(None);
        self.returning.set(false);
        self.draft.set(Vec::new());
        match GameView::from_record(&game.record, game.cursor) {
            Ok(after) => {
                let mover = before.to_move.unwrap_or(0);
                let narration = narrate(&after.last_effects, mover, &after.board);
                // A board that changes size is redrawn, not animated.
                let effects = if before.board.width == after.board.width {
                    after.last_effects
                } else {
                    Vec::new()
                };
                self.saved.set(Some(game));
                self.animate(Counts::of(&before.board), effects, narration);
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
            self.cancel_animation();
            self.play(AGREE.to_string());
        }
    }

    fn animate(&self, mut counts: Counts, effects: Vec<Effect>, narration: Vec<String>) {
        self.cancel_animation();
        self.announce.set(narration);
        let ms = self.settings.speed.get_untracked().step_ms();
        if ms == 0 || effects.is_empty() {
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
                store.anim.set(Some(counts.clone()));
            }
            TimeoutFuture::new(ms).await;
            if store.anim_generation.get_untracked() == generation {
                store.anim.set(None);
            }
        });
    }

    fn cancel_animation(&self) {
        self.anim_generation.update(|g| *g += 1);
        self.anim.set(None);
    }

    /// Jumps to the end of the running animation.
    pub fn skip_animation(&self) {
        self.cancel_animation();
    }

    /// Shows the position after `cursor` moves (undo/redo to any point).
    pub fn jump(&self, cursor: usize) {
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

    pub fn undo(&self) {
        if let Some(game) = self.saved.get_untracked() {
            self.jump(game.cursor.saturating_sub(1));
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
