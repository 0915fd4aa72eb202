//! The games kept in localStorage: the key of each game's slot, reading a
//! page's saved game back (a damaged one is set aside, never lost), and
//! writing every change at once.

use leptos::prelude::*;

use crate::games::GameDef;
use crate::ui::library::now_iso;
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

/// The game a page opens with: `given`, else the saved game of `info`, if
/// there is one that can be read; and what went wrong reading it. A saved
/// game that cannot be read is kept aside under another key.
pub(super) fn restore(
    info: &'static GameDef,
    given: Option<SavedGame>,
) -> (Option<SavedGame>, Option<String>) {
    let text = match given.ok_or_else(|| saved_game_text(info.id)) {
        Ok(game) => return (Some(game), None),
        Err(None) => return (None, None),
        Err(Some(text)) => text,
    };
    match SavedGame::parse(&text, info.id) {
        Ok((game, _)) => (Some(game), None),
        Err(why) => {
            if let Some(s) = storage() {
                // Keep the damaged text aside rather than lose it.
                let _ = s.set_item(&format!("{}/damaged", game_key(info.id)), &text);
                let _ = s.remove_item(&game_key(info.id));
            }
            let problem = crate::tr!("saved-not-restored", game = info.title(), why = &why);
            (None, Some(problem))
        }
    }
}

/// Saves every change of `saved` at once (unless the store is not to
/// `persist`), saying in `error` when the browser refuses. The game as it
/// was opened is not written again: its time of change stays that of its
/// last change. A change that adds moves is the time of the last move.
pub(super) fn save_every_change(
    info: &'static GameDef,
    saved: RwSignal<Option<SavedGame>>,
    error: RwSignal<Option<String>>,
    persist: bool,
) {
    // The move count and the last move's time as last written.
    let mut last: Option<(usize, Option<String>)> = None;
    Effect::new(move |opened: Option<()>| {
        let Some(mut game) = saved.get() else { return };
        let moves = game.record.moves.len();
        let before = last.replace((moves, game.played.clone()));
        if opened.is_none() {
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
        let Some(s) = storage().filter(|_| persist) else {
            return;
        };
        if s.set_item(&game_key(info.id), &game.to_json()).is_err() {
            error.set(Some(crate::t!("saved-storage-full").into()));
        }
    });
}
