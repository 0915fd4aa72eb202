//! Games kept in the browser ("my games") and records moving in and out:
//! export as text, JSON or a link, import by pasting or from a file.
//!
//! Every game is one entry of the database ([`super::db`]) under its
//! identity ([`SavedGame::identity`]), `game/<identity>`; the game a page
//! opens with is a pointer to one, `current/<game id>`; a saved game that
//! cannot be read is kept aside as it was under `damaged/<game id>/<time>-<n>`
//! (one key each) and listed as such. My games lists them all. Writing a
//! game ([`put_current`]) reads its entry in the same transaction and
//! merges what another tab added there (moves, lines), so nothing written
//! is ever replaced by less. Each tab remembers which game it shows
//! (session storage), so a reload brings back that game even when another
//! tab has made its own game the current one since.
//!
//! Games saved before the database (localStorage, `rainbow-games/game/<id>`
//! and `rainbow-games/archive/<time>-<n>`) are moved into it when a page
//! first needs them ([`take_old`]), and removed from localStorage only once
//! the move has committed; a backup file ([`backup`]) uses that same layout.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::db;
use super::dom::now_iso;
use super::store::{storage, GameStore};
use crate::engine::record::Record;
use crate::t;
use crate::tr;
use crate::view::corr::LinkTurn;
use crate::view::{GameSummary, GameView, SavedGame};

const GAME: &str = "game/";
const CURRENT: &str = "current/";
const DAMAGED: &str = "damaged/";
const TAB_PREFIX: &str = "rainbow-games/tab/";
const OLD_ARCHIVE: &str = "rainbow-games/archive/";
const OLD_GAME: &str = "rainbow-games/game/";
const OLD_DAMAGED: &str = "/damaged/";

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

/// The game kept under `key` (`game/<identity>`), read but not replayed:
/// a game saved before identities takes its identity from its key.
pub fn kept_game(key: &str, text: &str) -> Result<SavedGame, String> {
    let mut game = SavedGame::read_unchecked(text)?;
    if game.identity().is_none() {
        game.id = key.rsplit('/').next().map(str::to_string);
    }
    Ok(game)
}

/// The key of the entry of the game of `kind` (a game's id) with this
/// identity: `game/<kind>/<identity>` (saves from before identities that
/// took one from their seed may share it with a game of another kind).
pub fn game_key(kind: &str, identity: &str) -> String {
    format!("{GAME}{kind}/{identity}")
}

/// The key and text of the entry the page of `game` opens with.
pub fn current(game: &str) -> Option<(String, String)> {
    let key = db::get(&format!("{CURRENT}{game}"))?;
    let text = db::get(&key)?;
    Some((key, text))
}

/// Every game kept in this browser, the most recently changed first.
pub fn entries() -> Vec<Entry> {
    let current: Vec<String> = db::under(CURRENT).into_iter().map(|(_, k)| k).collect();
    let games = db::under(GAME).into_iter().map(|(key, text)| {
        let game = SavedGame::parse_any(&text).and_then(|(mut game, _)| {
            if game.identity().is_none() {
                game.id = key.rsplit('/').next().map(str::to_string);
            }
            let summary = GameSummary::of(&game)?;
            Ok((game, summary))
        });
        // One that cannot be read is listed as damaged wherever it is.
        let kind = match (&game, current.contains(&key)) {
            (Err(_), _) => Kind::Damaged,
            (_, true) => Kind::Current,
            _ => Kind::Kept,
        };
        Entry {
            key,
            kind,
            text,
            game,
        }
    });
    let damaged = db::under(DAMAGED).into_iter().map(|(key, text)| {
        // Listed with its reason.
        let why = SavedGame::read_unchecked(&text)
            .err()
            .unwrap_or_else(|| t!("saved-damaged").to_string());
        Entry {
            key,
            kind: Kind::Damaged,
            text,
            game: Err(why),
        }
    });
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
    for entry in games.chain(damaged) {
        let at = list.partition_point(|e| (when(&entry), &e.key) < (when(e), &entry.key));
        list.insert(at, entry);
    }
    list
}

/// A new key suffix: the time and a random number.
fn unique() -> String {
    format!(
        "{}-{:04x}",
        js_sys::Date::now() as u64,
        super::dom::random_seed() & 0xffff
    )
}

/// A new key of its own for a damaged entry of the page of `game`.
fn aside(game: &str) -> String {
    format!("{DAMAGED}{game}/{}", unique())
}

/// A new identity for a game.
pub fn new_identity() -> String {
    format!("{:016x}", super::dom::random_seed())
}

/// Whether `game` is kept as it is (its entry holds its moves and lines).
pub fn is_kept(game: &SavedGame) -> bool {
    let Some(identity) = game.identity() else {
        return false;
    };
    let key = game_key(&game.record.game, identity);
    db::get(&key)
        .and_then(|t| kept_game(&key, &t).ok())
        .is_some_and(|k| k.record == game.record && k.variations == game.variations)
}

/// Keeps `game` among the kept games, unless it has no move: its entry
/// (the same identity) is completed with what this copy adds, never
/// replaced by less. `done` is told when it is written, or why not (the
/// browser's storage is full).
pub fn archive(game: &SavedGame, done: Box<dyn FnOnce(Result<(), String>)>) {
    if game.record.moves.is_empty() {
        return done(Ok(()));
    }
    let mut game = game.clone();
    if game.identity().is_none() {
        game.id = Some(new_identity());
    }
    let key = game_key(&game.record.game, game.identity().unwrap_or_default());
    let read = key.clone();
    db::update(
        vec![read],
        Box::new(move |texts| {
            if let Some(Some(Ok(kept))) = texts
                .first()
                .map(|t| t.as_deref().map(|t| kept_game(&key, t)))
            {
                game.absorb(&kept);
                let same = game.record == kept.record
                    && game.variations == kept.variations
                    && game.cursor == kept.cursor;
                if same {
                    return Vec::new();
                }
            }
            vec![(key, Some(game.to_json()))]
        }),
        Box::new(move |ok| {
            done(if ok {
                Ok(())
            } else {
                Err(t!("storage-full-delete").to_string())
            })
        }),
    );
}

/// The game this tab shows on the page of `game` (kept under the identity
/// this tab remembers), read and checked.
pub fn tab_game(game: &str) -> Option<SavedGame> {
    let session = web_sys::window()?.session_storage().ok().flatten()?;
    let identity = session
        .get_item(&format!("{TAB_PREFIX}{game}"))
        .ok()
        .flatten()?;
    let key = game_key(game, &identity);
    let text = db::get(&key)?;
    let (mut found, _) = SavedGame::parse(&text, game).ok()?;
    found.id = kept_game(&key, &text).ok()?.id;
    Some(found)
}

/// Sets aside the entry `key` that the page of `game` could not open: kept
/// under a key of its own as it was, and the page's pointer to it removed,
/// in one transaction (while it cannot be written, it stays where it is).
pub fn set_aside(game: &str, key: String, text: String) {
    let pointer = format!("{CURRENT}{game}");
    let aside = if key.starts_with(DAMAGED) {
        key.clone()
    } else {
        aside(game)
    };
    db::update(
        vec![pointer.clone()],
        Box::new(move |texts| {
            let mut ops = Vec::new();
            if aside != key {
                ops.push((aside, Some(text)));
                ops.push((key.clone(), None));
            }
            if texts.first().cloned().flatten() == Some(key) {
                ops.push((pointer, None));
            }
            ops
        }),
        Box::new(|_| {}),
    );
}

thread_local! {
    /// The text this tab last wrote to each game's entry (a list, not a
    /// map: a handful of keys, and no hashing code in the wasm).
    static LAST_WRITTEN: std::cell::RefCell<Vec<(String, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Writes `game` as the current game of its page, in one transaction that
/// first reads its entry and takes in what another tab added there (moves,
/// lines). The game the page showed before stays kept under its own
/// identity. `done` is told the game as written (with what the other
/// copy added), or why it could not be (then nothing changed).
pub fn put_current(game: &SavedGame, done: Box<dyn FnOnce(Result<SavedGame, String>)>) {
    let mut game = game.clone();
    if game.identity().is_none() {
        game.id = Some(new_identity());
    }
    let identity = game.identity().unwrap_or_default().to_string();
    let key = game_key(&game.record.game, &identity);
    let pointer = format!("{CURRENT}{}", game.record.game);
    let page = &game.record.game;
    let result = std::rc::Rc::new(std::cell::RefCell::new(None));
    let out = result.clone();
    // Until the transaction commits, the game is also in localStorage,
    // written at once: a page closed or reloaded meanwhile loses no move,
    // the next page moving it in ([`take_old`]).
    let journal = format!("{OLD_ARCHIVE}j-{page}-{identity}");
    let text = game.to_json();
    let journaled = storage().filter(|s| s.set_item(&journal, &text).is_ok());
    // This tab shows it: a reload brings it back, from wherever it is kept.
    if let Some(session) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = session.set_item(&format!("{TAB_PREFIX}{page}"), &identity);
    }
    db::update(
        vec![key.clone()],
        Box::new(move |texts| {
            // What this tab wrote there last is its own earlier state, not
            // another tab's: taking it in would bring back moves this tab
            // has since taken back (a move in progress undone with Escape).
            let mut ops = Vec::new();
            if let Some(Some(text)) = texts.first() {
                let own =
                    LAST_WRITTEN.with(|w| w.borrow().iter().any(|(k, t)| *k == key && t == text));
                match kept_game(&key, text) {
                    Ok(there) if !own => drop(game.absorb(&there)),
                    Ok(_) => {}
                    // Unreadable: kept aside, not written over.
                    Err(_) => ops.push((aside(&game.record.game), Some(text.clone()))),
                }
            }
            let mut written = game.clone();
            written.updated.get_or_insert_with(now_iso);
            let text = written.to_json();
            LAST_WRITTEN.with(|w| {
                let mut w = w.borrow_mut();
                w.retain(|(k, _)| *k != key);
                w.push((key.clone(), text.clone()));
            });
            *out.borrow_mut() = Some(game);
            ops.push((key.clone(), Some(text)));
            ops.push((pointer, Some(key)));
            ops
        }),
        Box::new(move |ok| {
            if let Some(s) = journaled.filter(|_| ok) {
                if s.get_item(&journal).ok().flatten() == Some(text) {
                    let _ = s.remove_item(&journal);
                }
            }
            let written = result.take();
            match (ok, written) {
                (true, Some(game)) => done(Ok(game)),
                _ => done(Err(t!("storage-full").to_string())),
            }
        }),
    );
}

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

/// The mark of a backup file, and its version.
const BACKUP_MARK: &str = "rainbow-games-backup";

/// Everything this site keeps in the browser, as one file's text: every
/// game (current, kept and damaged, with their lines and reviews) in the
/// layout of localStorage before the database, and every localStorage
/// entry under `rainbow-games/` (puzzle progress, settings, language).
pub fn backup() -> String {
    let mut all = serde_json::Map::new();
    if let Some(s) = storage() {
        for key in keys(&s) {
            if key.starts_with("rainbow-games/")
                && !key.starts_with(TAB_PREFIX)
                && key != db::PLAYING
            {
                if let Some(text) = s.get_item(&key).ok().flatten() {
                    all.insert(key, text.into());
                }
            }
        }
    }
    let current = db::under(CURRENT);
    for (key, text) in db::under(GAME) {
        let name = match current.iter().find(|(_, k)| *k == key) {
            Some((pointer, _)) => format!("{OLD_GAME}{}", &pointer[CURRENT.len()..]),
            None => format!("{OLD_ARCHIVE}{}", key[GAME.len()..].replace('/', "-")),
        };
        // With its identity (one it took from its key) in the file.
        let text = match SavedGame::read_unchecked(&text) {
            Ok(game) if game.identity().is_none() => {
                kept_game(&key, &text).map(|g| g.to_json()).unwrap_or(text)
            }
            _ => text,
        };
        all.insert(name, text.into());
    }
    for (key, text) in db::under(DAMAGED) {
        let rest = &key[DAMAGED.len()..];
        let (game, at) = rest.split_once('/').unwrap_or(("unknown", rest));
        all.insert(format!("{OLD_GAME}{game}{OLD_DAMAGED}{at}"), text.into());
    }
    let mut file = serde_json::Map::new();
    file.insert(BACKUP_MARK.into(), 1.into());
    file.insert("entries".into(), all.into());
    serde_json::Value::Object(file).to_string()
}

fn keys(s: &web_sys::Storage) -> Vec<String> {
    let count = s.length().unwrap_or(0);
    (0..count).filter_map(|k| s.key(k).ok().flatten()).collect()
}

/// Games in the layout of localStorage before the database (a backup's, or
/// left by an older version), as entries of the database: a game under its
/// identity (one saved before identities takes one from its key, the same
/// in every tab), merged into the entry of that identity if there is one
/// (none replaced by less); a damaged one beside the others unless the
/// same text is kept; a page's current game its page's pointer, always
/// when `moving` (an older version's last word), else only where its page
/// has none. Returns the keys to read and the change, which counts the
/// entries added and the games merged in `counts`.
fn from_old_layout(
    entries: Vec<(String, String)>,
    moving: bool,
    counts: std::rc::Rc<std::cell::Cell<(usize, usize)>>,
) -> (Vec<String>, db::Change) {
    // (database key, text, game, page whose current game it is)
    let mut found: Vec<(String, String, Option<SavedGame>, Option<String>)> = Vec::new();
    for (old, text) in entries {
        let (page, damaged, suffix) = if let Some(rest) = old.strip_prefix(OLD_GAME) {
            match rest.split_once(OLD_DAMAGED) {
                Some((page, at)) => (page.to_string(), true, at.to_string()),
                None => (rest.to_string(), false, String::new()),
            }
        } else if let Some(rest) = old.strip_prefix(OLD_ARCHIVE) {
            (String::new(), false, rest.to_string())
        } else {
            continue;
        };
        let current = (suffix.is_empty() && !damaged).then(|| page.clone());
        let game = (!damaged)
            .then(|| SavedGame::read_unchecked(&text).ok())
            .flatten();
        let key = match &game {
            Some(game) => match (game.identity(), &current) {
                (Some(identity), _) => game_key(&game.record.game, identity),
                (None, Some(_)) => game_key(&game.record.game, &format!("s{:x}", game.record.seed)),
                (None, None) => game_key(&game.record.game, &format!("k{suffix}")),
            },
            None => {
                let page = if page.is_empty() { "unknown" } else { &page };
                // The same key in every tab and every try: the text's own.
                let at = if suffix.is_empty() {
                    let hash = text.bytes().fold(0x811c_9dc5_u32, |h, b| {
                        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
                    });
                    format!("{hash:08x}")
                } else {
                    suffix
                };
                format!("{DAMAGED}{page}/{at}")
            }
        };
        found.push((key, text, game, current));
    }
    let mut read: Vec<String> = Vec::new();
    for (key, _, _, current) in &found {
        read.push(key.clone());
        if let Some(page) = current {
            read.push(format!("{CURRENT}{page}"));
        }
    }
    let asked = read.clone();
    let change: db::Change = Box::new(move |texts| {
        let mut had: Vec<(String, String)> = asked
            .into_iter()
            .zip(texts)
            .filter_map(|(k, t)| Some((k, t?)))
            .collect();
        let mut ops: Vec<db::Op> = Vec::new();
        let (mut added, mut merged) = (0, 0);
        for (key, text, game, current) in found {
            let there = had.iter().position(|(k, _)| *k == key);
            let mut write = None;
            match (&game, there) {
                (Some(game), Some(at)) => {
                    merged += 1;
                    match kept_game(&key, &had[at].1) {
                        Ok(mut kept) => {
                            if kept.absorb(game) {
                                write = Some(kept.to_json());
                            }
                        }
                        Err(_) => {
                            ops.push((aside(&game.record.game), Some(had[at].1.clone())));
                            write = Some(text);
                        }
                    }
                }
                (None, Some(at)) if had[at].1 == text => {}
                _ => {
                    added += 1;
                    write = Some(text);
                }
            }
            if let Some(text) = write {
                had.retain(|(k, _)| *k != key);
                had.push((key.clone(), text.clone()));
                ops.push((key.clone(), Some(text)));
            }
            if let Some(page) = current {
                let pointer = format!("{CURRENT}{page}");
                if moving || !had.iter().any(|(k, _)| *k == pointer) {
                    had.push((pointer.clone(), key.clone()));
                    ops.push((pointer, Some(key)));
                }
            }
        }
        counts.set((added, merged));
        ops
    });
    (read, change)
}

/// Whether `key` is one of the localStorage layout before the database.
fn is_old(key: &str) -> bool {
    key.starts_with(OLD_GAME) || key.starts_with(OLD_ARCHIVE)
}

/// Moves the games kept in localStorage before the database (by an older
/// version, or one still running in another tab) into it, in one
/// transaction, started before any other of this page's: this tab's copy
/// has them at once, and they leave localStorage only once it has
/// committed (and only as they were then), so a failure (storage full)
/// loses nothing and the next page tries again.
pub fn take_old() {
    let Some(s) = storage() else {
        return;
    };
    let old: Vec<(String, String)> = keys(&s)
        .into_iter()
        .filter(|k| is_old(k))
        .filter_map(|k| s.get_item(&k).ok().flatten().map(|t| (k, t)))
        .collect();
    if old.is_empty() {
        return;
    }
    let (read, change) = from_old_layout(old.clone(), true, Default::default());
    db::update_here(read, change);
    if !db::is_open() {
        return;
    }
    let (read, change) = from_old_layout(old.clone(), true, Default::default());
    db::update(
        read,
        change,
        Box::new(move |moved| {
            for (key, text) in old.into_iter().filter(|_| moved) {
                if s.get_item(&key).ok().flatten() == Some(text) {
                    let _ = s.remove_item(&key);
                }
            }
        }),
    );
}

/// Merges a backup ([`backup`]) into what is kept here, overwriting
/// nothing: a game kept here already (the same identity) takes in the
/// backup's moves and lines, any other game is added (as the current game
/// of its page when that page has none), a damaged entry is added unless
/// the same text is kept, and settings and puzzle progress are taken only
/// where there are none. Returns how many entries were added and how many
/// games merged.
pub async fn restore_backup(text: &str) -> Result<(usize, usize), String> {
    let bad = || t!("backup-bad").to_string();
    let file: serde_json::Value = serde_json::from_str(text).map_err(|_| bad())?;
    if file.get(BACKUP_MARK).is_none() {
        return Err(bad());
    }
    let entries = file
        .get("entries")
        .and_then(serde_json::Value::as_object)
        .ok_or_else(bad)?;
    let full = || t!("storage-full-delete").to_string();
    let mut added = 0;
    let mut games = Vec::new();
    for (key, value) in entries {
        let Some(text) = value.as_str() else { continue };
        if is_old(key) {
            games.push((key.clone(), text.to_string()));
        } else if key.starts_with("rainbow-games/")
            && !key.starts_with(TAB_PREFIX)
            && key != db::PLAYING
        {
            // Settings, puzzle progress, language: only where none.
            if let Some(s) = storage() {
                if s.get_item(key).ok().flatten().is_none() {
                    s.set_item(key, text).map_err(|_| full())?;
                    added += 1;
                }
            }
        }
    }
    // The current games first: each becomes the current one of its page
    // where that page has none.
    let (mut games, kept): (Vec<_>, Vec<_>) = games
        .into_iter()
        .partition(|(k, _)| k.starts_with(OLD_GAME));
    games.extend(kept);
    let counts = std::rc::Rc::new(std::cell::Cell::new((0, 0)));
    let (read, change) = from_old_layout(games, false, counts.clone());
    if !db::updated(read, change).await {
        return Err(full());
    }
    let (more, merged) = counts.get();
    Ok((added + more, merged))
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

/// Removes a kept entry (and the pointer of a page that opens with it).
pub fn remove(key: &str, done: Box<dyn FnOnce(bool)>) {
    let mut ops: Vec<db::Op> = vec![(key.to_string(), None)];
    for (pointer, _) in db::under(CURRENT).into_iter().filter(|(_, k)| k == key) {
        ops.push((pointer, None));
    }
    db::update(Vec::new(), Box::new(move |_| ops), done);
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
    let click = move |ev: leptos::ev::MouseEvent| match super::dom::clicked(&ev, "data-testid")
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
            _ => open_on_its_page(
                game,
                Box::new(move |why| drop(problem.try_set(Some(tr!("import-failed", why = &why))))),
            ),
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
    take_old();
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
    let list = RwSignal::new(entries());
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
    // The rows as markup (less code than a view a row), one click handler
    // for their buttons: the row's place in the list names its entry.
    let rows = move || list.with(|list| list.iter().map(row_html).collect::<String>());
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some((button, id)) = super::dom::clicked(&ev, "data-testid") else {
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
            {super::dom::shown(
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
                // Last, so that its words, when the browser tells, move nothing.
                <p class="hint" data-testid="storage-used">{move || used.get()}</p>
            </section>
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
    let mut m = super::markup::Markup::default();
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
        m.button("button primary", "saved-resume", "", open).button(
            "button",
            "saved-replay",
            "",
            t!("saved-replay"),
        );
    }
    m.button("button", "saved-export", "", t!("saved-export"))
        .button("button", "saved-delete", "", t!("saved-delete"))
        .close("div")
        .close("li")
        .html()
}
