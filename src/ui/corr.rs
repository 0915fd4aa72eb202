//! Playing a friend by link ([`crate::view::corr`]): opening a link of a
//! game by link (joined to the game kept here with its identity), and the
//! Send panel of such a game. The panel is markup with one click handler,
//! small in the app's wasm.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::library;
use super::store::GameStore;
use crate::engine::record::Record;
use crate::t;
use crate::view::corr::{game_link, receive, split_link, status_text, trust_note, turn_text};
use crate::view::GameView;

/// Opens `link` if it is a link of a game by link (it carries `g=`):
/// joined to the game kept here with that identity (on screen or in My
/// games), else a new game. `None` for any other link; else what to say,
/// or why it cannot be opened.
pub(super) fn open(store: GameStore, link: &str) -> Option<Result<String, String>> {
    let (id, seats, rest) = split_link(link);
    let id = id?;
    let opened = Record::from_link(store.info.id, rest)
        .map_err(|e| e.to_string())
        .and_then(|record| {
            let current = store
                .saved
                .get_untracked()
                .filter(|g| g.link_game.as_deref() == Some(&id));
            let kept = if current.is_some() {
                None
            } else {
                let key = library::game_key(store.info.id, &id);
                crate::ui::db::get(&key)
                    .and_then(|t| library::kept_game(&key, &t).ok())
                    .filter(|g| g.link_game.as_deref() == Some(&id))
            };
            let have = current.as_ref().or(kept.as_ref());
            let (game, note) = receive(have, record, &id, &seats, &super::dom::now_iso())?;
            if current.as_ref() != Some(&game) {
                if current.is_some() {
                    // The same entry: not kept aside as another game.
                    store.saved.set(None);
                }
                // The page's saving writes it at once and, only once it is
                // written, removes the copy kept in My games (the same
                // identity): a write that fails (storage full) removes
                // nothing, and the game stays kept.
                let mut game = game;
                game.started.get_or_insert_with(super::dom::now_iso);
                store.start(game, None);
            }
            Ok(note)
        });
    Some(opened)
}

/// The Send panel of a game by link: who plays what and whose turn it is,
/// Send (the system's share sheet, else a copy) with the link of the game
/// so far, and what a link does not prevent. A phone's dock shows only
/// Send, what it did and a short line of whose turn it is.
#[component]
pub(super) fn SendPanel(store: GameStore) -> impl IntoView {
    let notice = store.notice;
    let link = move || {
        let game = store.saved.get()?;
        let id = game.link_game.clone()?;
        let end = GameView::from_record(&game.record, game.record.moves.len()).ok()?;
        let hash = format!(
            "#/play/{}?{}",
            game.record.game,
            game_link(&game.record, &id, &game.seats)
        );
        let turn = turn_text(&game, &end).unwrap_or_default();
        Some((library::address(&hash), status_text(&game, &end), turn))
    };
    move || {
        link().map(|(link, status, turn)| {
            let url = link.clone();
            view! {
                <section class="transfer corr" data-testid="corr" aria-label=t!("corr-title")>
                    <h2>{t!("corr-title")}</h2>
                    <p class="corr-turn" data-testid="corr-turn">{turn}</p>
                    <p class="corr-status" data-testid="corr-status">{status}</p>
                    <p class="hint" data-testid="corr-notice" role="status">
                        {move || notice.get().unwrap_or_default()}
                    </p>
                    <div class="choice-buttons">
                        <button
                            class="button primary"
                            data-testid="corr-send"
                            on:click=move |_| send(&url, t!("corr-share-title"), notice)
                        >
                            {t!("corr-send")}
                        </button>
                    </div>
                    <label class="field">
                        <span>{t!("corr-link")}</span>
                        <input readonly data-testid="corr-link" prop:value=link/>
                    </label>
                    <p class="hint corr-trust">{trust_note()}</p>
                </section>
            }
        })
    }
}

/// Hands `url` to the system's share sheet (under `title`) when the
/// browser has one, else copies it; `notice` says which. The board
/// editor's Share link sends its link here too.
pub(super) fn send(url: &str, title: &str, notice: RwSignal<Option<String>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else {
        library::copy(url, notice, "link");
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let Ok(promise) = share.call1(&navigator, &data) else {
        library::copy(url, notice, "link");
        return;
    };
    let promise: js_sys::Promise = promise.unchecked_into();
    leptos::task::spawn_local(async move {
        let sent = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        notice.set(Some(
            if sent {
                t!("corr-sent")
            } else {
                t!("corr-not-sent")
            }
            .into(),
        ));
    });
}
