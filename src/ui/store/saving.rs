//! The games kept in the browser's database ([`crate::ui::db`]): reading
//! a page's saved game back (a damaged one is set aside, never lost), and
//! writing every change at once.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;

use super::kept as library;
use crate::games::GameDef;
use crate::ui::dom::now_iso;
use crate::view::SavedGame;

pub(in crate::ui) fn storage() -> Option<web_sys::Storage> {
    // Storage can be refused (private modes, sandboxed frames): play on
    // without saving rather than fail.
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether the page of `game` has a current game (one an older version
/// saved in localStorage too, not yet moved).
pub fn has_saved_game(game: &str) -> bool {
    crate::ui::db::get(&format!("current/{game}")).is_some()
        || storage().is_some_and(|s| {
            s.get_item(&format!("rainbow-games/game/{game}"))
                .ok()
                .flatten()
                .is_some()
        })
}

/// The game a page opens with: `given`, else the game this tab showed on
/// this page (when another tab has made its own game the current one since),
/// else the current game of `info`, if there is one that can be read; and
/// what went wrong reading it. A saved game that cannot be read is kept
/// aside under a key of its own ([`library::set_aside`]); while it cannot
/// be (storage full), it stays where it is.
pub(super) fn restore(
    info: &'static GameDef,
    given: Option<SavedGame>,
) -> (Option<SavedGame>, Option<String>) {
    library::take_old();
    if let Some(game) = given.or_else(|| library::tab_game(info.id)) {
        return (Some(game), None);
    }
    let Some((key, text)) = library::current(info.id) else {
        return (None, None);
    };
    let read = SavedGame::parse(&text, info.id).and_then(|(mut game, _)| {
        game.id = library::kept_game(&key, &text)?.id;
        Ok(game)
    });
    match read {
        Ok(game) if key.starts_with("game/") => (Some(game), None),
        // Its position could not be read for want of the readers (they
        // could not be fetched): said, and kept where it is.
        Err(why) if !crate::games::reads_positions() && text.contains("\"position\"") => {
            let problem = crate::tr!("saved-not-restored", game = info.title(), why = &why);
            (None, Some(problem))
        }
        read => {
            let why = read
                .err()
                .unwrap_or_else(|| crate::t!("saved-damaged").to_string());
            library::set_aside(info.id, key, text);
            let problem = crate::tr!("saved-not-restored", game = info.title(), why = &why);
            (None, Some(problem))
        }
    }
}

/// The move count and the last move's time as last written.
type LastWritten = Option<(usize, Option<String>)>;

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
        // Another tab wrote a game: when it is this one, what it added
        // (moves, lines) is taken in here at once.
        crate::ui::dom::on_window(
            crate::ui::db::CHANGED,
            Box::new(move |_| {
                let Some(mut ours) = saved.get_untracked() else {
                    return;
                };
                let Some(key) = ours
                    .identity()
                    .map(|id| library::game_key(&ours.record.game, id))
                else {
                    return;
                };
                let theirs = crate::ui::db::get(&key)
                    .and_then(|t| SavedGame::parse(&t, info.id).ok())
                    .map(|(g, _)| g);
                if theirs.is_some_and(|theirs| ours.absorb(&theirs)) {
                    saved.set(Some(ours));
                }
            }),
        );
    }
    // The game as read from storage: not written again as it is.
    let opened_with = saved.get_untracked();
    // The move count and the last move's time as last written.
    let last: Rc<RefCell<LastWritten>> = Rc::default();
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
        let before = last.borrow_mut().replace((moves, game.played.clone()));
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
        *last.borrow_mut() = Some((moves, game.played.clone()));
        game.updated = Some(now);
        if !persist {
            return;
        }
        let full: String = crate::t!("saved-storage-full").into();
        let last = last.clone();
        let sent = game.clone();
        library::put_current(
            &game,
            Box::new(move |written| match written {
                // The page has gone meanwhile: nothing to show.
                _ if saved.is_disposed() => {}
                Ok(merged) => {
                    if error.get_untracked().as_ref() == Some(&full) {
                        error.set(None);
                    }
                    let added = merged.record.moves != sent.record.moves
                        || merged.variations != sent.variations
                        || merged.review != sent.review;
                    // Another tab's moves or lines: shown here too, unless
                    // the game on screen has changed since.
                    let still = saved.with_untracked(|g| {
                        g.as_ref().is_some_and(|g| {
                            g.record == sent.record && g.variations == sent.variations
                        })
                    });
                    if added && still {
                        *last.borrow_mut() =
                            Some((merged.record.moves.len(), merged.played.clone()));
                        saved.set(Some(merged));
                    }
                }
                Err(_) => error.set(Some(full)),
            }),
        );
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
