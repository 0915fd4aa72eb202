//! One store of truth per game session: the saved record and cursor, the view
//! derived from them, and the state of the running animation. Every change of
//! the record is written to localStorage at once, so a reload resumes.
//!
//! The store's parts live by responsibility: [`settings`] (the player's
//! preferences), [`saving`] (localStorage), [`animation`] (sowing and dice
//! shown step by step), [`computers`] (computer seats, hints, the worker)
//! and [`moves`] (what a person's clicks and the step controls do).

mod animation;
mod computers;
pub mod kept;
mod moves;
mod saving;
mod settings;

use leptos::prelude::*;

use crate::engine::session::DraftCheck;
use crate::games::GameDef;
use crate::view::corr::friend_to_act;
use crate::view::{check_draft, GameView, SavedGame};

pub use animation::Animation;
pub use computers::{hint_for, Computers, Hint, Thinking};
pub use moves::Ending;
pub use saving::has_saved_game;
pub(super) use saving::storage;
pub use settings::{think_time_label, Settings, Speed, Theme, THINK_TIMES};

/// Which of the page's panels are open.
#[derive(Clone, Copy)]
pub struct Panels {
    /// The new-game dialog.
    pub dialog: RwSignal<bool>,
    /// The export panel.
    pub export: RwSignal<bool>,
    /// The import panel.
    pub import: RwSignal<bool>,
}

/// The state of one game page.
#[derive(Clone, Copy)]
pub struct GameStore {
    pub info: &'static GameDef,
    pub settings: Settings,
    /// The record and cursor; `None` before the first game is started.
    pub saved: RwSignal<Option<SavedGame>>,
    /// The position at the cursor, derived from `saved`.
    pub view: Memo<Option<GameView>>,
    /// The position as replayed, before computer turns lock it.
    replayed: Memo<Option<GameView>>,
    /// Nobody at this screen acts now: a computer does (unless the
    /// computers are paused), in a game by link a friend elsewhere does,
    /// or the page has put the board at rest (`rest`). Input is refused
    /// and the choices hidden.
    pub locked: Memo<bool>,
    /// The board is at rest for a reason of the page's, said by every pit
    /// (a lesson's step once decided: its next player is nobody here).
    pub rest: RwSignal<Option<String>>,
    /// Sentences about the last move.
    pub announce: RwSignal<Vec<String>>,
    /// Why the pit under the pointer or focus cannot be played.
    pub why: RwSignal<Option<String>>,
    /// A message about something that went wrong (bad saved game, …).
    pub error: RwSignal<Option<String>>,
    /// What opening a link of a game by link, or sending one, said (the
    /// Send panel shows it).
    pub notice: RwSignal<Option<String>>,
    pub panels: Panels,
    /// A pit whose several moves are being offered (Giuthi's direction).
    pub selected: RwSignal<Option<usize>>,
    /// During a placement: the beads put in each pit so far, not yet played.
    pub draft: RwSignal<Vec<u8>>,
    /// The engine's judgement of the draft.
    pub draft_check: Memo<Option<DraftCheck>>,
    /// A return of a captured piece is being chosen (its squares shown).
    pub returning: RwSignal<bool>,
    /// An ending the person asked for, waiting for them to confirm it
    /// (on the page: no pop-up).
    pub confirm: RwSignal<Option<Ending>>,
    pub animation: Animation,
    pub computers: Computers,
}

/// Why nobody at this screen acts at `view` (of `game`): the page's own
/// reason when it has put the board at `rest`, "Waiting for North" on a
/// friend's turn in a game by link, else "North (computer) is to play".
pub(super) fn why_locked(
    rest: Option<String>,
    game: Option<&SavedGame>,
    view: &GameView,
) -> String {
    if let Some(why) = rest {
        return why;
    }
    if let Some(p) = game.and_then(|g| friend_to_act(g, view)) {
        return crate::tr!("corr-waiting-for", name = &view.player_name(p));
    }
    let who = match view.actor() {
        Some(p) => crate::tr!("player-computer", name = &view.player_name(p)),
        None => crate::t!("the-computer").to_string(),
    };
    crate::tr!("pit-other-plays", name = &who)
}

impl GameStore {
    /// Opens the page of a game: resumes its saved game, or asks for a new one.
    pub fn open(info: &'static GameDef, settings: Settings) -> GameStore {
        Self::build(info, settings, None, true)
    }

    /// A store for a board shown on another page (rules examples, embedded
    /// boards): it starts from `game` and never reads or writes the
    /// player's saved games.
    pub fn transient(info: &'static GameDef, settings: Settings, game: SavedGame) -> GameStore {
        Self::build(info, settings, Some(game), false)
    }

    fn build(
        info: &'static GameDef,
        settings: Settings,
        given: Option<SavedGame>,
        persist: bool,
    ) -> GameStore {
        let (game, problem) = saving::restore(info, given);
        let dialog = RwSignal::new(game.is_none());
        let saved = RwSignal::new(game);
        let error = RwSignal::new(problem);
        let replayed = Memo::new(move |_| {
            let saved = saved.get()?;
            GameView::from_record(&saved.record, saved.cursor).ok()
        });
        let computers = Computers::new();
        let animation = Animation::new();
        let rest = RwSignal::new(None::<String>);
        let locked = Memo::new(move |_| {
            if rest.with(Option::is_some) {
                return true;
            }
            let (Some(game), Some(view)) = (saved.get(), replayed.get()) else {
                return false;
            };
            (!computers.paused.get() && game.computer_turn(&view).is_some())
                || friend_to_act(&game, &view).is_some()
        });
        let view = Memo::new(move |_| {
            // While a move is animated, the position before it.
            if let Some(held) = animation.held.get() {
                return Some(held);
            }
            let mut view = replayed.get()?;
            if locked.get() {
                let why = saved.with(|g| why_locked(rest.get(), g.as_ref(), &view));
                view.offer_nothing(&why);
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
            info,
            settings,
            saved,
            view,
            replayed,
            locked,
            rest,
            announce: RwSignal::new(Vec::new()),
            why: RwSignal::new(None),
            error,
            notice: RwSignal::new(None),
            panels: Panels {
                dialog,
                export: RwSignal::new(false),
                import: RwSignal::new(false),
            },
            selected: RwSignal::new(None),
            draft,
            draft_check,
            returning: RwSignal::new(false),
            confirm: RwSignal::new(None),
            animation,
            computers,
        };
        saving::save_every_change(info, saved, error, persist);
        store.let_computers_act();
        // The page (or the example) this store belongs to goes away: its
        // animation and the computers stop, so no step wakes to a store
        // that is gone.
        on_cleanup(move || store.close());
        store
    }

    /// Stops everything under way: the animation, the dice, a search, a
    /// computer's pending decision. Safe once the store is disposed.
    pub fn close(&self) {
        self.cancel_animation();
        self.cancel_search();
    }

    /// Starts a fresh game from a checked record. The game it replaces is
    /// kept in "my games" if it has a move; if the browser cannot keep it,
    /// nothing changes and the reason is shown.
    pub fn start(&self, game: SavedGame, first_player_note: Option<String>) {
        if let Some(old) = self.saved.get_untracked() {
            if old.record != game.record && !kept::is_kept(&old) {
                // Kept first (its last change may not be written yet).
                let store = *self;
                kept::archive(
                    &old,
                    Box::new(move |kept| match kept {
                        // The page has gone meanwhile.
                        _ if store.saved.is_disposed() => {}
                        Ok(()) => store.begin(game, first_player_note),
                        Err(why) => store
                            .error
                            .set(Some(crate::tr!("game-not-kept", why = &why))),
                    }),
                );
                return;
            }
        }
        self.begin(game, first_player_note);
    }

    fn begin(&self, mut game: SavedGame, first_player_note: Option<String>) {
        if game.started.is_none() {
            game.started = Some(super::dom::now_iso());
        }
        self.panels.export.set(false);
        self.panels.import.set(false);
        self.cancel_search();
        self.cancel_animation();
        self.confirm.set(None);
        self.computers.paused.set(false);
        self.saved.set(Some(game));
        self.why.set(None);
        self.error.set(None);
        self.announce.set(first_player_note.into_iter().collect());
        self.panels.dialog.set(false);
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
}
