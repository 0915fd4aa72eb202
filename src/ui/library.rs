//! My games, and records moving in and out: export as text, JSON or a
//! link, import by pasting or from a file. What is kept, and how, is the
//! store's ([`super::store::kept`]).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::db;
use super::dom::now_iso;
pub use super::store::kept::*;
use super::store::GameStore;
use crate::engine::record::Record;
use crate::t;
use crate::tr;
use crate::view::corr::LinkTurn;
use crate::view::{GameView, SavedGame};

/// Makes `game` the current game of its page (the one there stays kept)
/// and opens the page; `failed` is told why not.
pub fn open_on_its_page(mut game: SavedGame, failed: Box<dyn FnOnce(String)>) {
    let id = game.record.game.clone();
    game.updated = Some(now_iso());
    put_current(
        &game,
        Box::new(move |written| match written {
            Ok(_) => navigate(&format!("#/play/{id}")),
            Err(why) => failed(why),
        }),
    );
}

/// Opens a kept game on its page: where it was left, or at the start to
/// replay it; `failed` is told why not.
pub fn resume(entry: &Entry, at_start: bool, failed: Box<dyn FnOnce(String)>) {
    let mut game = match entry.game.clone() {
        Ok((game, _)) => game,
        Err(why) => return failed(why),
    };
    if at_start {
        game.cursor = 0;
    }
    open_on_its_page(game, failed);
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
    // Its buttons, by their actions: one handler for all.
    let click = move |ev: leptos::ev::MouseEvent| match super::dom::clicked(&ev, "data-action")
        .and_then(|(_, a)| Action::parse(&a))
    {
        Some(Action::CopyRecord) => copy(&part(0), copied, "record"),
        Some(Action::SaveText) => save(false),
        Some(Action::CopyJson) => copy(&part(1), copied, "json"),
        Some(Action::SaveJson) => save(true),
        Some(Action::CopyLink) => copy(&part(2), copied, "link"),
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
                <button class="button" data-testid="export-copy" data-action="export-copy">{t!("export-copy-record")}</button>
                <button class="button" data-testid="export-download-text" data-action="export-download-text">{t!("export-download-text")}</button>
                <button class="button" data-testid="export-copy-json" data-action="export-copy-json">{t!("export-copy-json")}</button>
                <button class="button" data-testid="export-download-json" data-action="export-download-json">{t!("export-download-json")}</button>
            </div>
            <label class="field">
                <span>{t!("export-link")}</span>
                <input readonly data-testid="share-link" prop:value=move || part(2)/>
            </label>
            <div class="choice-buttons">
                <button class="button" data-testid="share-copy" data-action="share-copy">{t!("export-copy-link")}</button>
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

/// Opens the record `pasted` (see [`ImportPanel`]), or says in `problem`
/// why not.
fn import(pasted: String, store: Option<GameStore>, problem: RwSignal<Option<String>>) {
    // Text records name the line of a bad move; check_any says so.
    let opened = Record::check_any(&pasted)
        .map_err(|e| e.to_string())
        .and_then(|(record, header)| SavedGame::imported(record, header));
    let game = match opened {
        Ok(game) => game,
        Err(why) => {
            drop(problem.try_set(Some(tr!("import-bad-record", why = &why))));
            return;
        }
    };
    drop(problem.try_set(None));
    match store {
        Some(store) if store.info.id == game.record.game => store.start(game, None),
        _ => open_on_its_page(
            game,
            Box::new(move |why| drop(problem.try_set(Some(tr!("import-failed", why = &why))))),
        ),
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
        // A record that starts from a position waits for the readers.
        let needs = super::readers::may_start_from_position(&pasted);
        super::readers::then(needs, move || import(pasted, store, problem));
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
    take_old();
    let list = RwSignal::new(entries());
    let stuck = RwSignal::new(old_stuck());
    // What another tab (or this one's pages, a game set aside) changes
    // shows at once.
    super::dom::on_window(
        db::ANY_CHANGE,
        Box::new(move |_| {
            let _ = list.try_set(entries());
            let _ = stuck.try_set(old_stuck());
        }),
    );
    let problem = RwSignal::new(None::<String>);
    let open = move |entry: &Entry, at_start: bool| {
        resume(
            entry,
            at_start,
            Box::new(move |why| drop(problem.try_set(Some(why)))),
        );
    };
    let delete = move |entry: &Entry| {
        let confirmed = web_sys::window()
            .and_then(|w| w.confirm_with_message(t!("saved-delete-confirm")).ok())
            .unwrap_or(false);
        if confirmed {
            remove(&entry.key, Box::new(move |_| drop(list.try_set(entries()))));
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
        let Some((button, action)) = super::dom::clicked(&ev, "data-action") else {
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
        match Action::parse(&action) {
            Some(Action::Resume) => open(&entry, false),
            Some(Action::Replay) => open(&entry, true),
            Some(Action::Export) => export(&entry),
            Some(Action::Delete) => delete(&entry),
            _ => {}
        }
    };
    view! {
        <section class="library">
            <h1>{t!("nav-my-games")}</h1>
            <p class="hint">
                {crate::view::library::my_games_hint()}
            </p>
            // (games an older version kept, stuck on full storage, when
            // nothing else went wrong)
            <p class="error" data-testid="error" role="alert">
                {move || problem.get().or_else(|| stuck.get().then(|| t!("storage-full-old").into()))}
            </p>
            {super::dom::shown(
                Box::new(move || list.get().is_empty()),
                Box::new(|| {
                    // The link's place in its sentence, written around it.
                    let words = tr!("saved-none", link = "\u{1}");
                    let (before, after) = words.split_once('\u{1}').unwrap_or(("", &words));
                    let mut m = crate::view::markup::Markup::default();
                    m.text(before).el("a").attr("href", "#/").text(t!("saved-none-link")).close("a").text(after);
                    view! { <p data-testid="no-games" inner_html=m.html()></p> }.into_any()
                }),
            )}
            <ul class="saved-games" data-testid="saved-games" inner_html=rows on:click=click></ul>
            <ImportPanel store=None/>
            // The board editor, for any game.
            <p class="editor-links" data-testid="library-editor">
                {t!("editor-open")} ": "
                {crate::games::all().iter().map(|g| view! {
                    <a href=format!("#/editor/{}", g.id) data-game=g.id>{g.title()}</a> " "
                }).collect_view()}
            </p>
            <BackupPanel list/>
        </section>
    }
}

/// My games' backup: download everything kept as one file, read one back
/// (merged, nothing overwritten), and how much the site keeps.
#[component]
fn BackupPanel(list: RwSignal<Vec<Entry>>) -> impl IntoView {
    // How much the browser's storage of this site holds (where it says).
    let used = RwSignal::new(None::<String>);
    if let Some(estimate) = storage_estimate() {
        leptos::task::spawn_local(async move {
            let found = wasm_bindgen_futures::JsFuture::from(estimate).await.ok();
            let usage = found
                .and_then(|e| js_sys::Reflect::get(&e, &"usage".into()).ok())
                .and_then(|u| u.as_f64());
            if let Some(bytes) = usage {
                let kb = (bytes / 1024.0).round() as usize;
                // (the page may have gone meanwhile)
                let _ = used.try_set(Some(tr!("storage-used", kb = kb)));
            }
        });
    }
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
                Some(text) => match restore_backup(&text).await {
                    Ok((added, merged)) => tr!("backup-read", added = added, merged = merged),
                    Err(why) => why,
                },
                None => t!("import-file-unreadable").to_string(),
            };
            let _ = backup_note.try_set(Some(note));
            let _ = list.try_set(entries());
        });
    };
    view! {
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
        // Last, so that its words, when the browser tells, move nothing.
        <p class="hint" data-testid="storage-used">{move || used.get()}</p>
    </section>
    }
}

/// `navigator.storage.estimate()`, where there is one.
fn storage_estimate() -> Option<js_sys::Promise> {
    let navigator = web_sys::window()?.navigator();
    let manager = js_sys::Reflect::get(&navigator, &"storage".into()).ok()?;
    let estimate: js_sys::Function = js_sys::Reflect::get(&manager, &"estimate".into())
        .ok()?
        .dyn_into()
        .ok()?;
    estimate.call0(&manager).ok()?.dyn_into().ok()
}

/// A row of My games, as markup: the game's name, where it stands, its
/// players, moves and day, and its buttons.
fn row_html(entry: &Entry) -> String {
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
    let mut m = crate::view::markup::Markup::default();
    m.el("li")
        .attr("class", "saved-game")
        .attr("data-testid", "saved-game")
        .attr("data-kind", kind)
        .attr("data-game", &game_id)
        .attr("data-finished", if finished { "true" } else { "false" })
        .attr("data-turn", turn)
        .el("h2")
        .text(&title)
        .close("h2")
        .el("p")
        .attr("class", "saved-status")
        .attr("data-testid", "saved-status")
        .text(&status)
        .close("p")
        .el("p")
        .attr("class", "hint")
        .text(&detail)
        .close("p")
        .el("div")
        .attr("class", "choice-buttons");
    if entry.game.is_ok() {
        let open = if finished {
            t!("import-open")
        } else {
            t!("saved-resume")
        };
        m.button("button primary", "saved-resume", "saved-resume", open)
            .button("button", "saved-replay", "saved-replay", t!("saved-replay"));
    }
    m.button("button", "saved-export", "saved-export", t!("saved-export"))
        .button("button", "saved-delete", "saved-delete", t!("saved-delete"))
        .close("div")
        .close("li")
        .html()
}

/// What a button of the export panel or of a row of My games does: its
/// `data-action`, read when it is clicked (test ids are for the tests
/// alone).
#[derive(Clone, Copy)]
enum Action {
    CopyRecord,
    SaveText,
    CopyJson,
    SaveJson,
    CopyLink,
    Resume,
    Replay,
    Export,
    Delete,
}

impl Action {
    /// The action named `name`, if there is one.
    fn parse(name: &str) -> Option<Action> {
        Some(match name {
            "export-copy" => Action::CopyRecord,
            "export-download-text" => Action::SaveText,
            "export-copy-json" => Action::CopyJson,
            "export-download-json" => Action::SaveJson,
            "share-copy" => Action::CopyLink,
            "saved-resume" => Action::Resume,
            "saved-replay" => Action::Replay,
            "saved-export" => Action::Export,
            "saved-delete" => Action::Delete,
            _ => return None,
        })
    }
}
