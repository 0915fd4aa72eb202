//! The games kept in localStorage: the key of each game's slot, reading a
//! page's saved game back (a damaged one is set aside, never lost), and
//! writing every change at once.

use leptos::prelude::*;

use crate::games::GameDef;
use crate::ui::library::{self, now_iso};
use crate::view::SavedGame;

pub(in crate::ui) fn game_key(game: &str) -> String {
    format!("rainbow-games/game/{game}")
}

pub(in crate::ui) fn storage() -> Option<web_sys::Storage> {
    // Storage can be refused (private modes, sandboxed frames): play on
    // without saving rather than fail.
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game of `game`, as text, if there is one.
pub fn saved_game_text(game: &str) -> Option<String> {
    storage()?.get_item(&game_key(game)).ok().flatten()
}

/// The game a page opens with: `given`, else the game this tab showed on
/// this page (when another tab has made its own game the current one since),
/// else the saved game of `info`, if there is one that can be read; and what
/// went wrong reading it. A saved game that cannot be read is kept aside
/// under a key of its own; while it cannot be (storage full), it stays
/// where it is, and nothing is written over it ([`library::put_current`]).
pub(super) fn restore(
    info: &'static GameDef,
    given: Option<SavedGame>,
) -> (Option<SavedGame>, Option<String>) {
    let text = match given.ok_or_else(|| saved_game_text(info.id)) {
        Ok(game) => return (Some(game), None),
        Err(text) => text,
    };
    let current = text.as_deref().map(|t| SavedGame::parse(t, info.id));
    let identity = match &current {
        Some(Ok((game, _))) => game.identity(),
        _ => None,
    };
    if let Some(game) = library::tab_game(info.id, identity) {
        return (Some(game), None);
    }
    match (current, text) {
        (Some(Ok((mut game, _))), _) => {
            // A save from before identities: one drawn from its start, the
            // same in every tab that reads it.
            if game.identity().is_none() {
                game.id = Some(format!("s{:x}", game.record.seed));
            }
            (Some(game), None)
        }
        (Some(Err(why)), Some(text)) => {
            if let Some(s) = storage() {
                // Kept aside rather than lost; removed only once kept.
                if s.set_item(&library::damaged_key(info.id), &text).is_ok() {
                    let _ = s.remove_item(&game_key(info.id));
                }
            }
            let problem = crate::tr!("saved-not-restored", game = info.title(), why = &why);
            (None, Some(problem))
        }
        _ => (None, None),
    }
}

/// Saves every change of `saved` at once (unless the store is not to
/// `persist`), saying in `error` when the browser refuses: the game stays
/// on screen and the next change tries again, and nothing kept is removed
/// meanwhile. The game as it was opened from storage is not written again:
/// its time of change stays that of its last change; any other game (a
/// link's, an import) is written at once. A change that adds moves is the
/// time of the last move. What another tab added to the same game (moves,
/// lines) comes back merged into the game on screen.
pub(super) fn save_every_change(
    info: &'static GameDef,
    saved: RwSignal<Option<SavedGame>>,
    error: RwSignal<Option<String>>,
    persist: bool,
) {
    if persist {
        ask_to_persist();
        // Another tab wrote this page's current game: when it is this same
        // game, what it added (moves, lines) is taken in here at once.
        let key = game_key(info.id);
        crate::ui::on_window(
            "storage",
            Box::new(move |ev: web_sys::Event| {
                let field = |name: &str| {
                    js_sys::Reflect::get(&ev, &wasm_bindgen::JsValue::from(name))
                        .ok()
                        .and_then(|v| v.as_string())
                };
                if field("key").as_deref() != Some(key.as_str()) {
                    return;
                }
                let Some(Ok((theirs, _))) =
                    field("newValue").map(|t| SavedGame::parse(&t, info.id))
                else {
                    return;
                };
                let Some(mut ours) = saved.get_untracked() else {
                    return;
                };
                if ours.identity().is_some()
                    && ours.identity() == theirs.identity()
                    && ours.absorb(&theirs)
                {
                    saved.set(Some(ours));
                }
            }),
        );
    }
    // The game as read from storage: not written again as it is.
    let opened_with = saved.get_untracked();
    // The move count and the last move's time as last written.
    let mut last: Option<(usize, Option<String>)> = None;
    Effect::new(move |ran: Option<()>| {
        let Some(mut game) = saved.get() else { return };
        // Anything else (a link's game, or lines a link added) is written.
        let as_read = ran.is_none() && opened_with.as_ref() == Some(&game);
        if game.identity().is_none() {
            let id = library::new_identity();
            game.id = Some(id.clone());
            saved.update_untracked(|g| {
                if let Some(g) = g {
                    g.id = Some(id);
                }
            });
        }
        let moves = game.record.moves.len();
        let before = last.replace((moves, game.played.clone()));
        if as_read {
            return;
        }
        let (count, played) = before.unwrap_or((moves, None));
        let now = now_iso();
        game.played = match moves.cmp(&count) {
            std::cmp::Ordering::Greater => Some(now.clone()),
            std::cmp::Ordering::Equal => played.or(game.played),
            std::cmp::Ordering::Less => game.played,
        };
        last = Some((moves, game.played.clone()));
        game.updated = Some(now);
        if !persist {
            return;
        }
        let full: String = crate::t!("saved-storage-full").into();
        match library::put_current(&game) {
            Ok(merged) => {
                if error.get_untracked().as_ref() == Some(&full) {
                    error.set(None);
                }
                let added = merged.record.moves != game.record.moves
                    || merged.variations != game.variations
                    || merged.review != game.review;
                if added {
                    // Another tab's moves or lines: shown here too.
                    last = Some((merged.record.moves.len(), merged.played.clone()));
                    saved.set(Some(merged));
                }
            }
            Err(_) => error.set(Some(full)),
        }
    });
}

/// Asks the browser, once, to keep this site's storage even under
/// pressure (`navigator.storage.persist()`, where there is one): the
/// browser decides, and nothing depends on its answer.
fn ask_to_persist() {
    use wasm_bindgen::JsCast;
    thread_local!(static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if ASKED.with(|asked| asked.replace(true)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let get = |of: &wasm_bindgen::JsValue, name: &str| {
        js_sys::Reflect::get(of, &wasm_bindgen::JsValue::from(name)).ok()
    };
    let Some(manager) = get(&window.navigator(), "storage").filter(|m| m.is_object()) else {
        return;
    };
    if let Some(persist) =
        get(&manager, "persist").and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = persist.call0(&manager);
    }
}
