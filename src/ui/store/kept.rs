//! The games kept in this browser, as the store reads and writes them:
//! one entry of the database ([`crate::ui::db`]) per game, under its
//! identity ([`SavedGame::identity`]), `game/<kind>/<identity>`; the game a
//! page opens with is a pointer to one, `current/<game id>`; a saved game
//! that cannot be read is kept aside as it was under
//! `damaged/<game id>/<time>-<n>` (one key each). Writing a game
//! ([`put_current`]) reads its entry in the same transaction and merges
//! what another tab added there (moves, lines), so nothing written is ever
//! replaced by less. Each tab remembers which game it shows (session
//! storage), so a reload brings back that game even when another tab has
//! made its own game the current one since.
//!
//! Games saved before the database (localStorage, `rainbow-games/game/<id>`
//! and `rainbow-games/archive/<time>-<n>`) are moved into it when a page
//! first needs them ([`take_old`]), and removed from localStorage only once
//! the move has committed; a backup file ([`backup`]) uses that same layout.

use super::storage;
use crate::t;
use crate::ui::db;
use crate::view::{GameSummary, SavedGame};

const GAME: &str = "game/";
const CURRENT: &str = "current/";
const DAMAGED: &str = "damaged/";
const TAB_PREFIX: &str = "rainbow-games/tab/";
const OLD_ARCHIVE: &str = "rainbow-games/archive/";
const OLD_GAME: &str = "rainbow-games/game/";
const OLD_DAMAGED: &str = "/damaged/";

use crate::ui::dom::now_iso;

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
        // Listed with its reason: why it cannot be read or replayed.
        let why = SavedGame::parse_any(&text)
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
        crate::ui::dom::random_seed() & 0xffff
    )
}

/// A new key of its own for a damaged entry of the page of `game`.
fn aside(game: &str) -> String {
    format!("{DAMAGED}{game}/{}", unique())
}

/// A new identity for a game.
pub fn new_identity() -> String {
    format!("{:016x}", crate::ui::dom::random_seed())
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

thread_local! {
    /// Whether the last move of games from localStorage into the database
    /// failed (storage full): they stay there, and My games says so.
    static OLD_STUCK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The entries of localStorage this tab has taken into its copy (their
    /// move committing, committed, or kept here without a database).
    static TAKEN: std::cell::RefCell<Vec<(String, String)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Whether the last move of games from localStorage into the database
/// failed (storage full).
pub fn old_stuck() -> bool {
    OLD_STUCK.get()
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
    // Not those this tab has taken already: a second page opened before
    // the first move committed would bring back what a page has since set
    // aside (a damaged save, listed twice).
    let old: Vec<(String, String)> = keys(&s)
        .into_iter()
        .filter(|k| is_old(k))
        .filter_map(|k| s.get_item(&k).ok().flatten().map(|t| (k, t)))
        .filter(|entry| TAKEN.with_borrow(|taken| !taken.contains(entry)))
        .collect();
    if old.is_empty() {
        return;
    }
    TAKEN.with_borrow_mut(|taken| taken.extend(old.iter().cloned()));
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
            OLD_STUCK.set(!moved);
            if !moved {
                // The next page tries again.
                TAKEN.with_borrow_mut(|taken| taken.retain(|e| !old.contains(e)));
                db::announce();
            }
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

/// Removes a kept entry (and the pointer of a page that opens with it).
pub fn remove(key: &str, done: Box<dyn FnOnce(bool)>) {
    let mut ops: Vec<db::Op> = vec![(key.to_string(), None)];
    for (pointer, _) in db::under(CURRENT).into_iter().filter(|(_, k)| k == key) {
        ops.push((pointer, None));
    }
    db::update(Vec::new(), Box::new(move |_| ops), done);
}
