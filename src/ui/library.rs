//! Games kept in the browser ("my games") and records moving in and out:
//! export as text, JSON or a link, import by pasting or from a file.
//!
//! Each game has one current game, saved at `rainbow-games/game/<id>` by its
//! page at every change. Other games are kept under
//! `rainbow-games/archive/<time>-<n>`: the game on screen is kept there
//! when another one replaces it (a new game, an import, a shared link), so
//! nothing a player did is lost. A saved game that cannot be read is kept
//! aside under `…/damaged/<time>-<n>` (one key each) and listed as such.
//!
//! Every game carries an identity ([`SavedGame::identity`]), so a game is
//! one entry wherever it is kept: writing the current game ([`put_current`])
//! first keeps whatever other game holds the slot (another tab's), merges
//! the copies of the same game (their moves and lines), and only once it is
//! written removes the kept copies it took in. Each tab remembers which game
//! it shows (session storage), so a reload brings back that game even when
//! another tab has written its own game since.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::store::{game_key, storage, GameStore};
use crate::engine::record::Record;
use crate::games;
use crate::t;
use crate::tr;
use crate::view::corr::LinkTurn;
use crate::view::{GameSummary, GameView, SavedGame};

const ARCHIVE_PREFIX: &str = "rainbow-games/archive/";
const GAME_PREFIX: &str = "rainbow-games/game/";
const DAMAGED: &str = "/damaged";
const TAB_PREFIX: &str = "rainbow-games/tab/";

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
            } else if key.starts_with(GAME_PREFIX) && key.contains(DAMAGED) {
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

/// A new key under `prefix`: the time and a random number.
fn unique_key(prefix: &str) -> String {
    format!(
        "{prefix}{}-{:04x}",
        js_sys::Date::now() as u64,
        super::dialog::random_seed() & 0xffff
    )
}

/// A new identity for a game.
pub fn new_identity() -> String {
    format!("{:016x}", super::dialog::random_seed())
}

/// A key of its own for a damaged save of `game` (never one that another
/// damaged save holds).
pub fn damaged_key(game: &str) -> String {
    unique_key(&format!("{}{DAMAGED}/", game_key(game)))
}

fn keys(s: &web_sys::Storage) -> Vec<String> {
    let count = s.length().unwrap_or(0);
    (0..count).filter_map(|k| s.key(k).ok().flatten()).collect()
}

/// The kept games (not the current ones) with this identity, read but
/// not replayed: their keys, texts and games.
fn kept_with(identity: &str) -> Vec<(String, String, SavedGame)> {
    let Some(s) = storage() else {
        return Vec::new();
    };
    // Only texts that name it are read at all.
    let needle = serde_json::Value::from(identity).to_string();
    keys(&s)
        .into_iter()
        .filter(|k| k.starts_with(ARCHIVE_PREFIX))
        .filter_map(|key| {
            let text = s.get_item(&key).ok().flatten()?;
            if !text.contains(&needle) {
                return None;
            }
            let game = SavedGame::read_unchecked(&text).ok()?;
            (game.identity() == Some(identity)).then_some((key, text, game))
        })
        .collect()
}

/// Keeps `game` among the kept games, unless it has no move. A copy of it
/// kept already (the same identity, or a game from before identities with
/// the same record) is completed in its place with what this one adds,
/// never replaced by less. An error only when the browser refuses to store
/// it (full); without storage at all nothing is ever saved.
pub fn archive(game: &SavedGame) -> Result<(), String> {
    let Some(s) = storage() else {
        return Ok(());
    };
    if game.record.moves.is_empty() {
        return Ok(());
    }
    let full = |_| t!("storage-full-delete").to_string();
    let copy = match game.identity() {
        Some(identity) => kept_with(identity).into_iter().next(),
        None => keys(&s)
            .into_iter()
            .filter(|k| k.starts_with(ARCHIVE_PREFIX))
            .find_map(|key| {
                let text = s.get_item(&key).ok().flatten()?;
                let kept = SavedGame::read_unchecked(&text).ok()?;
                (kept.record == game.record).then_some((key, text, kept))
            }),
    };
    if let Some((key, _, kept)) = copy {
        let mut merged = game.clone();
        merged.absorb(&kept);
        let same = merged.record == kept.record
            && merged.variations == kept.variations
            && merged.cursor == kept.cursor;
        if same {
            return Ok(());
        }
        return s.set_item(&key, &merged.to_json()).map_err(full);
    }
    s.set_item(&unique_key(ARCHIVE_PREFIX), &game.to_json())
        .map_err(full)
}

/// The game this tab showed on the page of `game`, if it is not the
/// current one any more (another tab's game took its place) but is kept:
/// read and checked.
pub fn tab_game(game: &str, current: Option<&str>) -> Option<SavedGame> {
    let session = web_sys::window()?.session_storage().ok().flatten()?;
    let identity = session
        .get_item(&format!("{TAB_PREFIX}{game}"))
        .ok()
        .flatten()?;
    if current == Some(identity.as_str()) {
        return None;
    }
    let (_, text, _) = kept_with(&identity).into_iter().next()?;
    SavedGame::parse(&text, game).ok().map(|(g, _)| g)
}

thread_local! {
    /// The text this tab last wrote to each page's current-game key (a
    /// list, not a map: a handful of keys, and no hashing code in the wasm).
    static LAST_WRITTEN: std::cell::RefCell<Vec<(String, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Writes `game` as the current game of its page, keeping everything it
/// replaces: a different game there (another tab's) is kept among the
/// kept games first, a damaged one is kept aside, and copies of this same
/// game (the current one, kept ones) are merged into it. The copies kept
/// aside are removed only once it is written. Returns the game as written
/// (with what the copies added); nothing is removed if any write fails.
pub fn put_current(game: &SavedGame) -> Result<SavedGame, String> {
    let mut game = game.clone();
    if game.identity().is_none() {
        game.id = Some(new_identity());
    }
    let Some(s) = storage() else {
        return Ok(game);
    };
    let full = |_| t!("storage-full").to_string();
    let id = game.record.game.clone();
    let key = game_key(&id);
    // What this tab wrote there last is its own earlier state, not another
    // tab's: taking it in would bring back moves this tab has since taken
    // back (a move in progress undone with Escape).
    let own =
        |text: &str| LAST_WRITTEN.with(|w| w.borrow().iter().any(|(k, t)| *k == key && t == text));
    if let Some(text) = s.get_item(&key).ok().flatten() {
        match SavedGame::parse(&text, &id) {
            Ok((there, _)) if game.same_game(&there) => {
                if !own(&text) {
                    game.absorb(&there);
                }
            }
            Ok((there, _)) => archive(&there)?,
            Err(_) => s.set_item(&damaged_key(&id), &text).map_err(full)?,
        }
    }
    let identity = game.identity().unwrap_or_default().to_string();
    let copies = kept_with(&identity);
    for (_, _, copy) in &copies {
        game.absorb(copy);
    }
    let mut written = game.clone();
    written.updated.get_or_insert_with(now_iso);
    let text = written.to_json();
    s.set_item(&key, &text).map_err(full)?;
    LAST_WRITTEN.with(|w| {
        let mut w = w.borrow_mut();
        w.retain(|(k, _)| *k != key);
        w.push((key, text));
    });
    if let Some(session) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = session.set_item(&format!("{TAB_PREFIX}{id}"), &identity);
    }
    for (key, _, _) in copies {
        remove(&key);
    }
    Ok(game)
}

/// Makes `game` the current game of its page (the one there is kept
/// first) and opens the page.
pub fn open_on_its_page(mut game: SavedGame) -> Result<(), String> {
    let id = game.record.game.clone();
    game.updated = Some(now_iso());
    put_current(&game)?;
    navigate(&format!("#/play/{id}"));
    Ok(())
}

/// The mark of a backup file, and its version.
const BACKUP_MARK: &str = "rainbow-games-backup";

/// Everything this site keeps in the browser, as one file's text: every
/// entry under `rainbow-games/` (current, kept and damaged games with their
/// lines and reviews, puzzle progress, settings, language) as it is stored.
pub fn backup() -> String {
    let mut all = serde_json::Map::new();
    if let Some(s) = storage() {
        for key in keys(&s) {
            if key.starts_with("rainbow-games/") {
                if let Some(text) = s.get_item(&key).ok().flatten() {
                    all.insert(key, text.into());
                }
            }
        }
    }
    let mut file = serde_json::Map::new();
    file.insert(BACKUP_MARK.into(), 1.into());
    file.insert("entries".into(), all.into());
    serde_json::Value::Object(file).to_string()
}

/// Merges a backup ([`backup`]) into what is kept here, overwriting
/// nothing: a game kept here already (the same identity) takes in the
/// backup's moves and lines, any other game is added (as the current game
/// of its page when that page has none, else among the kept games), a
/// damaged entry is added unless the same text is kept, and settings and
/// puzzle progress are taken only where there are none. Returns how many
/// entries were added and how many games merged.
pub fn restore_backup(text: &str) -> Result<(usize, usize), String> {
    let bad = || t!("backup-bad").to_string();
    let file: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
    if file.get(BACKUP_MARK).is_none() {
        return Err(bad());
    }
    let entries = file
        .get("entries")
        .and_then(serde_json::Value::as_object)
        .ok_or_else(bad)?;
    let Some(s) = storage() else {
        return Ok((0, 0));
    };
    let full = |_| t!("storage-full-delete").to_string();
    let (mut added, mut merged) = (0, 0);
    // What is kept here, read once and followed as entries are added.
    let mut held: Vec<(String, String)> = keys(&s)
        .into_iter()
        .filter_map(|k| s.get_item(&k).ok().flatten().map(|t| (k, t)))
        .collect();
    // The current games first: each becomes the current one of its page
    // where that page has none.
    let current = |k: &String| k.starts_with(GAME_PREFIX);
    let ordered = entries
        .iter()
        .filter(|(k, _)| current(k))
        .chain(entries.iter().filter(|(k, _)| !current(k)));
    for (key, value) in ordered {
        let Some(text) = value.as_str() else { continue };
        if !key.starts_with("rainbow-games/") || key.starts_with(TAB_PREFIX) {
            continue;
        }
        if held.iter().any(|(_, t)| t == text) {
            continue;
        }
        let is_game = key.starts_with(ARCHIVE_PREFIX)
            || (key.starts_with(GAME_PREFIX) && !key.contains(DAMAGED));
        let game = SavedGame::read_unchecked(text).ok().filter(|_| is_game);
        let Some(game) = game else {
            if key.starts_with(GAME_PREFIX) || key.starts_with(ARCHIVE_PREFIX) {
                // Damaged: kept beside the others, as it is.
                let id = key
                    .strip_prefix(GAME_PREFIX)
                    .and_then(|k| k.split('/').next())
                    .unwrap_or("unknown");
                let k = damaged_key(id);
                s.set_item(&k, text).map_err(full)?;
                held.push((k, text.to_string()));
                added += 1;
            } else if !held.iter().any(|(k, _)| k == key) {
                // Settings, puzzle progress, language: only where none.
                s.set_item(key, text).map_err(full)?;
                held.push((key.clone(), text.to_string()));
                added += 1;
            }
            continue;
        };
        let copy = game.identity().and_then(|identity| {
            held.iter().find_map(|(k, t)| {
                let kept = (k.starts_with(ARCHIVE_PREFIX)
                    || (k.starts_with(GAME_PREFIX) && !k.contains(DAMAGED)))
                .then(|| SavedGame::read_unchecked(t).ok())
                .flatten()?;
                (kept.identity() == Some(identity)).then(|| (k.clone(), kept))
            })
        });
        match copy {
            Some((k, mut kept)) => {
                if kept.absorb(&game) {
                    let text = kept.to_json();
                    s.set_item(&k, &text).map_err(full)?;
                    if let Some(h) = held.iter_mut().find(|(hk, _)| *hk == k) {
                        h.1 = text;
                    }
                }
                merged += 1;
            }
            None => {
                let slot = game_key(&game.record.game);
                let free = games::find(&game.record.game).is_some()
                    && !held.iter().any(|(k, _)| *k == slot);
                let target = if free {
                    slot
                } else {
                    unique_key(ARCHIVE_PREFIX)
                };
                s.set_item(&target, text).map_err(full)?;
                held.push((target, text.to_string()));
                added += 1;
            }
        }
    }
    Ok((added, merged))
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

/// The file chosen in a file input, as the input and the promise of its
/// text; `None` when nothing was chosen.
fn chosen_file(ev: &leptos::ev::Event) -> Option<(web_sys::HtmlInputElement, js_sys::Promise)> {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|files| files.get(0))?;
    let promise = file.text();
    Some((input, promise))
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
            .and_then(|(record, header)| SavedGame::imported(record, header));
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
        let Some((_, promise)) = chosen_file(&ev) else {
            return;
        };
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
    let backup_note = RwSignal::new(None::<String>);
    let export_all = move |_| {
        let day = now_iso();
        let name = format!(
            "rainbow-games-backup-{}.json",
            day.get(..10).unwrap_or("all")
        );
        if let Err(why) = download(&name, "application/json", &backup()) {
            backup_note.set(Some(why));
        }
    };
    let import_all = move |ev: leptos::ev::Event| {
        let Some((input, promise)) = chosen_file(&ev) else {
            return;
        };
        // The same file can be chosen again.
        input.set_value("");
        leptos::task::spawn_local(async move {
            let read = wasm_bindgen_futures::JsFuture::from(promise).await;
            let note = match read.ok().and_then(|v| v.as_string()) {
                Some(text) => match restore_backup(&text) {
                    Ok((added, merged)) => tr!("backup-read", added = added, merged = merged),
                    Err(why) => why,
                },
                None => t!("import-file-unreadable").to_string(),
            };
            backup_note.set(Some(note));
            list.set(entries());
        });
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
            <section class="transfer" data-testid="backup" aria-label=t!("backup-title")>
                <h2>{t!("backup-title")}</h2>
                <p class="hint">{t!("backup-hint")}</p>
                <div class="choice-buttons">
                    <button class="button" data-testid="export-all" on:click=export_all>
                        {t!("backup-export")}
                    </button>
                </div>
                <label class="field">
                    <span>{t!("backup-import")}</span>
                    <input type="file" accept=".json,application/json" data-testid="import-all" on:change=import_all/>
                </label>
                <p class="hint" data-testid="backup-status" role="status">{move || backup_note.get()}</p>
            </section>
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
