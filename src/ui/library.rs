//! Games kept in the browser ("my games") and records moving in and out:
//! export as text, JSON or a link, import by pasting or from a file.
//!
//! Each game has one current game, saved at `rainbow-games/game/<id>` by its
//! page at every change. Other games are kept under
//! `rainbow-games/archive/<time>-<n>`: the game on screen is kept there
//! when another one replaces it (a new game, an import, a shared link), so
//! nothing a player did is lost. A saved game that cannot be read is kept
//! aside under `…/damaged` and listed as such.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::store::{game_key, storage, GameStore};
use crate::engine::record::Record;
use crate::t;
use crate::tr;
use crate::view::corr::LinkTurn;
use crate::view::{GameSummary, GameView, SavedGame};

const ARCHIVE_PREFIX: &str = "rainbow-games/archive/";
const GAME_PREFIX: &str = "rainbow-games/game/";
const DAMAGED: &str = "/damaged";

/// The time now, as ISO 8601 (UTC).
pub fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// How a kept game is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The game its page opens with.
    Current,
    /// Kept aside: replaced by another game on its page.
    Kept,
    /// Could not be read when its page opened; kept as it was.
    Damaged,
}

/// A game kept in the browser.
#[derive(Clone, Debug)]
pub struct Entry {
    pub key: String,
    pub kind: Kind,
    pub text: String,
    /// The game and its summary, or why it cannot be read.
    pub game: Result<(SavedGame, GameSummary), String>,
}

fn read(text: &str) -> Result<(SavedGame, GameSummary), String> {
    let (game, _) = SavedGame::parse_any(text)?;
    let summary = GameSummary::of(&game)?;
    Ok((game, summary))
}

/// Every game kept in this browser, the most recently changed first.
pub fn entries() -> Vec<Entry> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    let count = s.length().unwrap_or(0);
    let keys: Vec<String> = (0..count).filter_map(|k| s.key(k).ok().flatten()).collect();
    let found: Vec<Entry> = keys
        .into_iter()
        .filter_map(|key| {
            let kind = if key.starts_with(ARCHIVE_PREFIX) {
                Kind::Kept
            } else if key.starts_with(GAME_PREFIX) && key.ends_with(DAMAGED) {
                Kind::Damaged
            } else if key.starts_with(GAME_PREFIX) {
                Kind::Current
            } else {
                return None;
            };
            let text = s.get_item(&key).ok().flatten()?;
            let game = match kind {
                Kind::Damaged => Err(t!("saved-damaged").to_string()),
                _ => read(&text),
            };
            Some(Entry {
                key,
                kind,
                text,
                game,
            })
        })
        .collect();
    fn when(e: &Entry) -> &str {
        e.game
            .as_ref()
            .ok()
            .and_then(|(_, s)| s.updated.as_deref())
            .unwrap_or("")
    }
    // Each put after the more recent ones (ties by key): by insertion, not
    // the standard sort, whose code would weigh more than this in the wasm.
    let mut list: Vec<Entry> = Vec::new();
    for entry in found {
        let at = list.partition_point(|e| (when(&entry), &e.key) < (when(e), &entry.key));
        list.insert(at, entry);
    }
    list
}

/// Keeps `game` among the kept games, unless it has no move or a game with
/// the same record is kept already. An error only when the browser refuses
/// to store it (full); without storage at all nothing is ever saved.
pub fn archive(game: &SavedGame) -> Result<(), String> {
    let Some(s) = storage() else {
        return Ok(());
    };
    if game.record.moves.is_empty() {
        return Ok(());
    }
    let kept = entries().into_iter().any(|e| {
        e.kind == Kind::Kept && e.game.as_ref().is_ok_and(|(g, _)| g.record == game.record)
    });
    if kept {
        return Ok(());
    }
    let text = game.to_json();
    let key = format!(
        "{ARCHIVE_PREFIX}{}-{:04x}",
        js_sys::Date::now() as u64,
        super::dialog::random_seed() & 0xffff
    );
    s.set_item(&key, &text)
        .map_err(|_| t!("storage-full-delete").to_string())
}

/// Makes `game` the current game of its page (the one there is kept
/// first) and opens the page.
pub fn open_on_its_page(mut game: SavedGame) -> Result<(), String> {
    let id = game.record.game.clone();
    if let Some(s) = storage() {
        if let Some(text) = s.get_item(&game_key(&id)).ok().flatten() {
            if let Ok((current, _)) = SavedGame::parse(&text, &id) {
                if current.record != game.record {
                    archive(&current)?;
                }
            }
        }
        game.updated = Some(now_iso());
        let text = game.to_json();
        s.set_item(&game_key(&id), &text)
            .map_err(|_| t!("storage-full").to_string())?;
    }
    navigate(&format!("#/play/{id}"));
    Ok(())
}

/// Opens a kept game on its page: where it was left, or at the start to
/// replay it. A game kept aside leaves the kept list (the one it replaces
/// goes there).
pub fn resume(entry: &Entry, at_start: bool) -> Result<(), String> {
    let (mut game, _) = entry.game.clone()?;
    if at_start {
        game.cursor = 0;
    }
    open_on_its_page(game)?;
    if entry.kind == Kind::Kept {
        remove(&entry.key);
    }
    Ok(())
}

pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

pub fn navigate(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

/// Replaces the page's hash without a new history entry or a hashchange
/// (a shared link, once opened, is not opened again by a reload).
pub fn replace_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        if let Ok(history) = w.history() {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
        }
    }
}

/// Opens a shared link's record: the position after its last move, people
/// at every seat.
pub fn game_from_link(game: &str, link: &str) -> Result<SavedGame, String> {
    let (_, _, link) = crate::view::corr::split_link(link);
    SavedGame::opened(Record::from_link(game, link).map_err(|e| e.to_string())?)
}

/// The address of this page with `hash`.
pub(super) fn address(hash: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{hash}")
}

/// Offers `text` as a file download.
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    let failed = |_| t!("download-refused").to_string();
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(failed)?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Copies `text` to the clipboard, if the browser allows it, and says so:
/// `what` it is, `record`, `json` or `link` (a word of the messages).
pub(super) fn copy(text: &str, done: RwSignal<Option<String>>, what: &'static str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(text);
    leptos::task::spawn_local(async move {
        let result = wasm_bindgen_futures::JsFuture::from(promise).await;
        done.set(Some(match result {
            Ok(_) => tr!("copied", what = what),
            Err(_) => tr!("copy-refused", what = what),
        }));
    });
}

/// The file name of an export: `rainbow-games-owari-2026-11-23.txt`.
fn file_name(game: &str, date: Option<&str>, extension: &str) -> String {
    let day = date.and_then(|d| d.get(..10)).unwrap_or("game");
    format!("rainbow-games-{game}-{day}.{extension}")
}

/// The game on screen as a text record, as JSON and as a link: shown,
/// copied or downloaded.
#[component]
pub fn ExportPanel(store: GameStore) -> impl IntoView {
    let copied = RwSignal::new(None::<String>);
    let exported = Memo::new(move |_| {
        let game = store.saved.get()?;
        let end = GameView::from_record(&game.record, game.record.moves.len()).ok()?;
        let header = game.header(&end, &now_iso());
        let text = game.record.to_text(&header);
        let json = game.record.to_json_with(&header);
        let link = address(&format!(
            "#/play/{}?{}",
            game.record.game,
            game.record.to_link()
        ));
        Some((game.record.game.clone(), header.date, text, json, link))
    });
    let part = move |k: usize| {
        exported
            .get()
            .map(|(_, _, text, json, link)| [text, json, link][k].clone())
            .unwrap_or_default()
    };
    let save = move |json: bool| {
        if let Some((game, date, text, data, _)) = exported.get_untracked() {
            let (name, mime, body) = if json {
                (
                    file_name(&game, date.as_deref(), "json"),
                    "application/json",
                    data,
                )
            } else {
                (file_name(&game, date.as_deref(), "txt"), "text/plain", text)
            };
            if let Err(why) = download(&name, mime, &body) {
                copied.set(Some(why));
            }
        }
    };
    // Its buttons, by test id: one handler for all.
    let click = move |ev: leptos::ev::MouseEvent| match super::analysis::clicked(&ev, "data-testid")
        .map(|(_, id)| id)
        .as_deref()
    {
        Some("export-copy") => copy(&part(0), copied, "record"),
        Some("export-download-text") => save(false),
        Some("export-copy-json") => copy(&part(1), copied, "json"),
        Some("export-download-json") => save(true),
        Some("share-copy") => copy(&part(2), copied, "link"),
        _ => {}
    };
    view! {
        <section class="transfer" data-testid="export-panel" aria-label=t!("export-title") on:click=click>
            <h2>{t!("export-title")}</h2>
            <label class="field">
                <span>{t!("export-record-text")}</span>
                <textarea readonly rows="7" data-testid="export-text" prop:value=move || part(0)></textarea>
            </label>
            <div class="choice-buttons">
                <button class="button" data-testid="export-copy">{t!("export-copy-record")}</button>
                <button class="button" data-testid="export-download-text">{t!("export-download-text")}</button>
                <button class="button" data-testid="export-copy-json">{t!("export-copy-json")}</button>
                <button class="button" data-testid="export-download-json">{t!("export-download-json")}</button>
            </div>
            <label class="field">
                <span>{t!("export-link")}</span>
                <input readonly data-testid="share-link" prop:value=move || part(2)/>
            </label>
            <div class="choice-buttons">
                <button class="button" data-testid="share-copy">{t!("export-copy-link")}</button>
            </div>
            <p class="hint" role="status">{move || copied.get()}</p>
        </section>
    }
}

/// Opens a record pasted or read from a file. On the page of its game it
/// replaces the game on screen (which is kept); a record of another game
/// opens on that game's page. Anything wrong is explained and nothing
/// changes.
#[component]
pub fn ImportPanel(store: Option<GameStore>) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let open = move |_| {
        let pasted = text.get_untracked();
        if pasted.trim().is_empty() {
            problem.set(Some(t!("import-nothing").into()));
            return;
        }
        // Text records name the line of a bad move; check_any says so.
        let opened = Record::check_any(&pasted)
            .map_err(|e| e.to_string())
            .and_then(|(record, _)| SavedGame::opened(record));
        let game = match opened {
            Ok(game) => game,
            Err(why) => {
                problem.set(Some(tr!("import-bad-record", why = &why)));
                return;
            }
        };
        problem.set(None);
        match store {
            Some(store) if store.info.id == game.record.game => store.start(game, None),
            _ => {
                if let Err(why) = open_on_its_page(game) {
                    problem.set(Some(tr!("import-failed", why = &why)));
                }
            }
        }
    };
    let chosen = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        let promise = file.text();
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(value) => {
                    text.set(value.as_string().unwrap_or_default());
                    problem.set(None);
                }
                Err(_) => problem.set(Some(t!("import-file-unreadable").into())),
            }
        });
    };
    view! {
        <section class="transfer" data-testid="import-panel" aria-label=t!("import-title")>
            <h2>{t!("import-title")}</h2>
            <p class="hint">
                {crate::view::library::import_hint()}
            </p>
            <label class="field">
                <span>{t!("import-record")}</span>
                <textarea
                    rows="7"
                    data-testid="import-text"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))
                ></textarea>
            </label>
            <label class="field">
                <span>{t!("import-or-file")}</span>
                <input type="file" accept=".txt,.json,text/plain,application/json" data-testid="import-file" on:change=chosen/>
            </label>
            <p class="error" data-testid="import-error" role="alert">{move || problem.get()}</p>
            <div class="choice-buttons">
                <button class="button primary" data-testid="import-open" on:click=open>
                    {t!("import-open")}
                </button>
            </div>
        </section>
    }
}

/// The "my games" page: every game kept in this browser, with resume,
/// replay, export and delete.
#[component]
pub fn GamesPage() -> impl IntoView {
    let list = RwSignal::new(entries());
    let problem = RwSignal::new(None::<String>);
    let open = move |entry: &Entry, at_start: bool| {
        if let Err(why) = resume(entry, at_start) {
            problem.set(Some(why));
        }
    };
    let delete = move |entry: &Entry| {
        let confirmed = web_sys::window()
            .and_then(|w| w.confirm_with_message(t!("saved-delete-confirm")).ok())
            .unwrap_or(false);
        if confirmed {
            remove(&entry.key);
            list.set(entries());
        }
    };
    let export = move |entry: &Entry| {
        let result = match &entry.game {
            Ok((game, _)) => GameView::from_record(&game.record, game.record.moves.len())
                .map_err(|e| e.to_string())
                .and_then(|end| {
                    let header = game.header(&end, &now_iso());
                    download(
                        &file_name(&game.record.game, header.date.as_deref(), "txt"),
                        "text/plain",
                        &game.record.to_text(&header),
                    )
                }),
            // A damaged game is offered as it was stored.
            Err(_) => download(
                "rainbow-games-damaged.json",
                "application/json",
                &entry.text,
            ),
        };
        if let Err(why) = result {
            problem.set(Some(why));
        }
    };
    // The rows as markup (less code than a view a row), one click handler
    // for their buttons: the row's place in the list names its entry.
    let rows = move || list.with(|list| list.iter().map(row_html).collect::<String>());
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some((button, id)) = super::analysis::clicked(&ev, "data-testid") else {
            return;
        };
        let Some(mut row) = button.closest("li").ok().flatten() else {
            return;
        };
        let mut k = 0;
        while let Some(before) = row.previous_element_sibling() {
            k += 1;
            row = before;
        }
        let Some(entry) = list.with_untracked(|list| list.get(k).cloned()) else {
            return;
        };
        match id.as_str() {
            "saved-resume" => open(&entry, false),
            "saved-replay" => open(&entry, true),
            "saved-export" => export(&entry),
            "saved-delete" => delete(&entry),
            _ => {}
        }
    };
    view! {
        <section class="library">
            <h1>{t!("nav-my-games")}</h1>
            <p class="hint">
                {crate::view::library::my_games_hint()}
            </p>
            <p class="error" data-testid="error" role="alert">{move || problem.get()}</p>
            {super::game_screen::shown(
                Box::new(move || list.get().is_empty()),
                Box::new(|| view! {
                    <p data-testid="no-games" inner_html=tr!(
                        "saved-none",
                        link = &format!("<a href=\"#/\">{}</a>", t!("saved-none-link"))
                    )></p>
                }.into_any()),
            )}
            <ul class="saved-games" data-testid="saved-games" inner_html=rows on:click=click></ul>
            <ImportPanel store=None/>
        </section>
    }
}

/// A row of My games, as markup: the game's name, where it stands, its
/// players, moves and day, and its buttons.
fn row_html(entry: &Entry) -> String {
    use crate::view::first_paint::escape;
    let turn = match &entry.game {
        Ok((_, s)) => match s.link_turn {
            Some(LinkTurn::Yours) => "yours",
            Some(LinkTurn::Waiting(_)) => "waiting",
            None => "",
        },
        Err(_) => "",
    };
    let (title, detail, status, finished) = match &entry.game {
        Ok((_, s)) => (
            s.name.clone(),
            tr!(
                "saved-detail",
                players = &s.players.join(t!("saved-versus")),
                n = s.moves,
                day = s
                    .updated
                    .as_deref()
                    .and_then(|d| d.get(..10))
                    .unwrap_or("none")
            ),
            match (&s.turn, &s.played) {
                (Some(turn), Some(at)) => tr!(
                    "saved-by-link-at",
                    turn = turn,
                    day = at.get(..10).unwrap_or_default(),
                    time = at.get(11..16).unwrap_or_default()
                ),
                (Some(turn), None) => tr!("saved-by-link", turn = turn),
                _ => s.status.clone(),
            },
            s.finished,
        ),
        Err(why) => (
            t!("saved-unreadable").to_string(),
            entry.key.clone(),
            tr!("saved-cannot-open", why = why),
            false,
        ),
    };
    let kind = match entry.kind {
        Kind::Current => "current",
        Kind::Kept => "kept",
        Kind::Damaged => "damaged",
    };
    let game_id = entry
        .game
        .as_ref()
        .map(|(g, _)| g.record.game.clone())
        .unwrap_or_default();
    let open = if entry.game.is_ok() {
        format!(
            "<button class=\"button primary\" data-testid=\"saved-resume\">{}</button>\
             <button class=\"button\" data-testid=\"saved-replay\">{}</button>",
            if finished {
                t!("import-open")
            } else {
                t!("saved-resume")
            },
            t!("saved-replay"),
        )
    } else {
        String::new()
    };
    format!(
        "<li class=\"saved-game\" data-testid=\"saved-game\" data-kind=\"{kind}\" \
         data-game=\"{}\" data-finished=\"{finished}\" data-turn=\"{turn}\"><h2>{}</h2>\
         <p class=\"saved-status\" data-testid=\"saved-status\">{}</p><p class=\"hint\">{}</p>\
         <div class=\"choice-buttons\">{open}\
         <button class=\"button\" data-testid=\"saved-export\">{}</button>\
         <button class=\"button\" data-testid=\"saved-delete\">{}</button></div></li>",
        escape(&game_id),
        escape(&title),
        escape(&status),
        escape(&detail),
        escape(t!("saved-export")),
        escape(t!("saved-delete")),
    )
}
