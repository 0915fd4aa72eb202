//! The games kept in the browser's database (IndexedDB): a small typed
//! layer of our own over `web-sys` (no crate: the few calls below are all
//! the app needs, and a wrapper crate's futures and error types would
//! weigh more in the wasm than this).
//!
//! One object store, `kept`, of texts under string keys:
//! `game/<identity>` is a game ([`crate::view::SavedGame`] as JSON), one
//! entry per game; `current/<game id>` is the key of the entry its page
//! opens with (a pointer); `damaged/<game id>/<time>-<n>` is a save that
//! could not be read, as it was. Every change is one transaction
//! ([`update`]) that reads the entries it changes and writes them in the
//! same transaction, so another tab's write in between is merged, never
//! overwritten (the database runs read-write transactions one at a time),
//! and nothing is removed unless what replaces it commits with it.
//!
//! The tab keeps a copy of every entry ([`get`], [`under`]), read once
//! when the app starts ([`open`]) and kept current by its own commits and
//! by those of other tabs, which each tab announces on a broadcast
//! channel; the page hears of them as the window event [`CHANGED`].

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{IdbDatabase, IdbObjectStore, IdbOpenDbRequest, IdbRequest, IdbTransaction};

const NAME: &str = "rainbow-games";
const STORE: &str = "kept";
const CHANNEL: &str = "rainbow-games-kept";
/// The window event after another tab changed what is kept.
pub const CHANGED: &str = "rainbow-games-kept";
/// The window event after anything kept changed, in this tab or another
/// (a list of what is kept shows it at once).
pub const ANY_CHANGE: &str = "rainbow-games-kept-any";
/// The games whose page has a current game, for the page drawn before the
/// app (its cards say Continue): localStorage, which it can read at once.
pub const PLAYING: &str = "rainbow-games/playing";

/// A change of one entry: its new text, or `None` to remove it.
pub type Op = (String, Option<String>);
/// What a transaction writes, given the texts of the keys it read.
pub type Change = Box<dyn FnOnce(Vec<Option<String>>) -> Vec<Op>>;
/// Told whether the transaction committed.
pub type Done = Box<dyn FnOnce(bool)>;

thread_local! {
    static KEPT: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    static DB: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
    static BROADCAST: RefCell<Option<web_sys::BroadcastChannel>> = const { RefCell::new(None) };
}

/// The text kept under `key`.
pub fn get(key: &str) -> Option<String> {
    KEPT.with_borrow(|k| {
        k.iter()
            .find(|(key2, _)| key2 == key)
            .map(|(_, t)| t.clone())
    })
}

/// Every entry whose key starts with `prefix`, in the order of their keys.
pub fn under(prefix: &str) -> Vec<(String, String)> {
    KEPT.with_borrow(|k| {
        k.iter()
            .filter(|(key, _)| key.starts_with(prefix))
            .cloned()
            .collect()
    })
}

/// Whether the database could be opened (else games are kept for this
/// page only).
pub fn is_open() -> bool {
    DB.with_borrow(Option::is_some)
}

fn apply(ops: &[Op]) {
    KEPT.with_borrow_mut(|kept| {
        for (key, text) in ops {
            let at = kept.partition_point(|(k, _)| k < key);
            let here = kept.get(at).is_some_and(|(k, _)| k == key);
            match (text, here) {
                (Some(t), true) => kept[at].1 = t.clone(),
                (Some(t), false) => kept.insert(at, (key.clone(), t.clone())),
                (None, true) => drop(kept.remove(at)),
                (None, false) => {}
            }
        }
    });
    if ops.iter().any(|(k, _)| k.starts_with("current/")) {
        remember_playing();
    }
}

/// Writes [`PLAYING`] from the pages' pointers.
fn remember_playing() {
    let playing: Vec<String> = under("current/")
        .into_iter()
        .map(|(k, _)| k["current/".len()..].to_string())
        .collect();
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.set_item(PLAYING, &playing.join(" "));
    }
}

/// A callback called once (one instance of its glue for all of them).
fn once(f: Box<dyn FnOnce()>) -> JsValue {
    Closure::once_into_js(f)
}

/// A request's result, once it has succeeded.
async fn settled(request: &IdbRequest) -> Result<JsValue, JsValue> {
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        request.set_onsuccess(Some(&resolve));
        request.set_onerror(Some(&reject));
    });
    wasm_bindgen_futures::JsFuture::from(promise).await?;
    request.result()
}

/// Opens the database (creating its store the first time) and reads every
/// entry; then listens to the other tabs. Without a database (refused,
/// private modes) games are kept for this page only.
pub async fn open() {
    let Ok(Some(factory)) = web_sys::window().map_or(Ok(None), |w| w.indexed_db()) else {
        return;
    };
    let Ok(request): Result<IdbOpenDbRequest, _> = factory.open_with_u32(NAME, 1) else {
        return;
    };
    let creating = request.clone();
    let create = once(Box::new(move || {
        if let Some(db) = creating
            .result()
            .ok()
            .and_then(|r| r.dyn_into::<IdbDatabase>().ok())
        {
            let _ = db.create_object_store(STORE);
        }
    }));
    request.set_onupgradeneeded(Some(create.unchecked_ref()));
    let Some(db) = settled(&request)
        .await
        .ok()
        .and_then(|r| r.dyn_into::<IdbDatabase>().ok())
    else {
        return;
    };
    let Ok(all) = read_all(&db).await else {
        return;
    };
    KEPT.with_borrow_mut(|k| *k = all);
    // The next first paint's cards say Continue where there is a game,
    // even when what it reads was lost (cleared, or never written).
    remember_playing();
    DB.with_borrow_mut(|d| *d = Some(db));
    listen();
}

async fn read_all(db: &IdbDatabase) -> Result<Vec<(String, String)>, JsValue> {
    let store = db.transaction_with_str(STORE)?.object_store(STORE)?;
    let keys = store.get_all_keys()?;
    let texts = store.get_all()?;
    let keys: js_sys::Array = settled(&keys).await?.unchecked_into();
    let texts: js_sys::Array = settled(&texts).await?.unchecked_into();
    Ok(keys
        .iter()
        .zip(texts.iter())
        .filter_map(|(k, t)| Some((k.as_string()?, t.as_string()?)))
        .collect())
}

/// Takes in what other tabs commit, and tells the page.
fn listen() {
    let Ok(channel) = web_sys::BroadcastChannel::new(CHANNEL) else {
        return;
    };
    let heard = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|ev: web_sys::MessageEvent| {
        // [key, text or null, key, text or null, …]
        let data: js_sys::Array = ev.data().unchecked_into();
        let mut ops = Vec::new();
        for k in (0..data.length()).step_by(2) {
            if let Some(key) = data.get(k).as_string() {
                ops.push((key, data.get(k + 1).as_string()));
            }
        }
        apply(&ops);
        tell(CHANGED);
        tell(ANY_CHANGE);
    });
    channel.set_onmessage(Some(heard.into_js_value().unchecked_ref()));
    BROADCAST.with_borrow_mut(|b| *b = Some(channel));
}

/// Tells this tab's pages that what is kept, or whether it could be
/// written, changed ([`ANY_CHANGE`]).
pub fn announce() {
    tell(ANY_CHANGE);
}

/// Dispatches the window event `name`.
fn tell(name: &str) {
    if let (Some(w), Ok(event)) = (web_sys::window(), web_sys::Event::new(name)) {
        let _ = w.dispatch_event(&event);
    }
}

/// A read-write transaction that the browser reports committed only once
/// it is on disk (`durability: "strict"`).
fn transaction(db: &IdbDatabase) -> Result<IdbTransaction, JsValue> {
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"durability".into(), &"strict".into())?;
    let open: js_sys::Function = js_sys::Reflect::get(db, &"transaction".into())?.dyn_into()?;
    open.call3(db, &STORE.into(), &"readwrite".into(), &options)?
        .dyn_into()
}

/// One transaction: reads `keys`, writes what `change` makes of their
/// texts, and once it has committed updates this tab's copy, tells the
/// other tabs and calls `done(true)`; `done(false)` if anything fails
/// (storage full): then nothing of it is written. Without a database the
/// change is made to this tab's copy only.
pub fn update(keys: Vec<String>, change: Change, done: Done) {
    let Some(db) = DB.with_borrow(Clone::clone) else {
        update_here(keys, change);
        tell(ANY_CHANGE);
        done(true);
        return;
    };
    let begun = transaction(&db).and_then(|tx| {
        let store = tx.object_store(STORE)?;
        let reads = keys
            .iter()
            .map(|k| store.get(&JsValue::from_str(k)))
            .collect::<Result<Vec<IdbRequest>, JsValue>>()?;
        Ok((tx, store, reads))
    });
    let Ok((tx, store, reads)) = begun else {
        done(false);
        return;
    };
    let written: Rc<RefCell<Option<Vec<Op>>>> = Rc::default();
    let done = Rc::new(RefCell::new(Some(done)));
    let (w, d) = (written.clone(), done.clone());
    let committed = once(Box::new(move || {
        let ops = w.take().unwrap_or_default();
        apply(&ops);
        let data = js_sys::Array::new();
        for (key, text) in &ops {
            data.push(&JsValue::from_str(key));
            data.push(&text.as_deref().map_or(JsValue::NULL, JsValue::from_str));
        }
        BROADCAST.with_borrow(|b| b.as_ref().map(|b| b.post_message(&data)));
        tell(ANY_CHANGE);
        if let Some(d) = d.take() {
            d(true);
        }
    }));
    tx.set_oncomplete(Some(committed.unchecked_ref()));
    let failed = once(Box::new(move || {
        if let Some(d) = done.take() {
            d(false);
        }
    }));
    tx.set_onabort(Some(failed.unchecked_ref()));
    let last = reads.last().cloned();
    let aborting = tx.clone();
    let write = move || {
        let texts = reads
            .iter()
            .map(|r| r.result().ok().and_then(|v| v.as_string()))
            .collect();
        let ops = change(texts);
        if put(&store, &ops).is_err() {
            let _ = aborting.abort();
        }
        *written.borrow_mut() = Some(ops);
    };
    match last {
        Some(last) => last.set_onsuccess(Some(once(Box::new(write)).unchecked_ref())),
        None => write(),
    }
}

/// A change made to this tab's copy only.
pub fn update_here(keys: Vec<String>, change: Change) {
    apply(&change(keys.iter().map(|k| get(k)).collect()));
}

fn put(store: &IdbObjectStore, ops: &[Op]) -> Result<(), JsValue> {
    for (key, text) in ops {
        let key = JsValue::from_str(key);
        match text {
            Some(text) => store.put_with_key(&JsValue::from_str(text), &key)?,
            None => store.delete(&key)?,
        };
    }
    Ok(())
}

/// [`update`], awaited: whether it committed.
pub async fn updated(keys: Vec<String>, change: Change) -> bool {
    let mut settle = None;
    let promise = js_sys::Promise::new(&mut |resolve, _| settle = Some(resolve));
    update(
        keys,
        change,
        Box::new(move |ok| {
            if let Some(resolve) = settle {
                let _ = resolve.call1(&JsValue::NULL, &ok.into());
            }
        }),
    );
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}
