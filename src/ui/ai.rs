//! The page's side of the AI web worker: starts the worker when first
//! needed, posts requests as JSON text and calls back with the reply. A
//! search cannot be interrupted inside the worker, so [`cancel`] terminates
//! the worker; the next request starts a fresh one. The searches themselves
//! are in the worker's own wasm, never in the page's.

use std::cell::RefCell;

use serde_json::{json, Value};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::ai::{Answer, Request};
use crate::worker::TableInfo;

/// The worker's loader, written by Trunk next to index.html.
const WORKER_URL: &str = "./ai_worker_loader.js";

type Reply = Box<dyn FnOnce(Result<Value, String>)>;
/// Called with the positions done and in all while a table is built.
type Progress = Box<dyn FnMut(u64, u64)>;

struct Running {
    worker: Worker,
    /// Whether the worker has said it listens.
    ready: bool,
    /// Messages waiting for it to listen.
    queue: Vec<String>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

#[derive(Default)]
struct Client {
    running: Option<Running>,
    /// The last worker stopped: kept (terminated) until the next one stops,
    /// because it may be stopped from inside one of its own handlers.
    retired: Option<Running>,
    next_id: u64,
    /// The replies awaited, by request id: a few at most, so a list (no
    /// hash map code in the page's wasm).
    pending: Vec<(u64, Reply)>,
    /// Progress callbacks of requests awaited (table builds).
    progress: Vec<(u64, Progress)>,
}

impl Client {
    /// The reply awaited for request `id`, taken out of the list.
    fn take(&mut self, id: u64) -> Option<Reply> {
        let at = self.pending.iter().position(|(k, _)| *k == id)?;
        Some(self.pending.swap_remove(at).1)
    }
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client::default());
}

/// Asks the worker to think about a position; `reply` gets its answer.
pub fn think(request: &Request, reply: impl FnOnce(Result<Answer, String>) + 'static) {
    let body = match serde_json::to_value(request) {
        Ok(body) => body,
        Err(e) => return reply(Err(e.to_string())),
    };
    send("think", body, None, move |result| {
        reply(result.and_then(|answer| {
            serde_json::from_value(answer).map_err(|e| format!("a strange answer: {e}"))
        }))
    });
}

/// What the worker says of the endgame tables of a game and options.
#[derive(Clone, Debug, PartialEq)]
pub struct TableStatus {
    /// The table installed (from the browser's storage, or built since).
    pub installed: Option<TableInfo>,
    /// The sizes it offers to build: seeds on the board, bytes.
    pub sizes: Vec<(u8, u64)>,
}

/// Asks the worker for the endgame table it has for `game` with `options`
/// and the sizes of those it can build.
pub fn table(
    game: &str,
    options: &Value,
    reply: impl FnOnce(Result<TableStatus, String>) + 'static,
) {
    let body = json!({ "game": game, "options": options });
    send("table", body, None, move |result| {
        reply(result.and_then(|status| {
            let sizes = status.get("sizes").and_then(Value::as_array).map(|sizes| {
                sizes
                    .iter()
                    .filter_map(|s| {
                        let seeds = u8::try_from(s.get(0)?.as_u64()?).ok()?;
                        Some((seeds, s.get(1)?.as_u64()?))
                    })
                    .collect()
            });
            let installed = status
                .get("installed")
                .map(|i| (i.is_null(), TableInfo::from_value(i)));
            match (sizes, installed) {
                (Some(sizes), Some((true, _))) => Ok(TableStatus {
                    installed: None,
                    sizes,
                }),
                (Some(sizes), Some((false, Some(info)))) => Ok(TableStatus {
                    installed: Some(info),
                    sizes,
                }),
                _ => Err(format!("a strange answer: {status}")),
            }
        }))
    });
}

/// Has the worker build (and keep) the endgame table of `game` with
/// `options` up to `seeds` seeds; `progress` hears how far it has got.
/// If the worker is stopped first ([`cancel`]), `reply` hears so.
pub fn build_table(
    game: &str,
    options: &Value,
    seeds: u8,
    progress: impl FnMut(u64, u64) + 'static,
    reply: impl FnOnce(Result<TableInfo, String>) + 'static,
) {
    /// Tells `reply` when the request is dropped unanswered.
    struct Answer<F: FnOnce(Result<TableInfo, String>)>(Option<F>);
    impl<F: FnOnce(Result<TableInfo, String>)> Drop for Answer<F> {
        fn drop(&mut self) {
            if let Some(reply) = self.0.take() {
                reply(Err("the build was stopped".to_string()));
            }
        }
    }
    let mut answer = Answer(Some(reply));
    let body = json!({ "game": game, "options": options, "seeds": seeds });
    send(
        "build_table",
        body,
        Some(Box::new(progress)),
        move |result| {
            if let Some(reply) = answer.0.take() {
                reply(result.and_then(|info| {
                    serde_json::from_value(info).map_err(|e| format!("a strange answer: {e}"))
                }));
            }
        },
    );
}

/// Starts the worker now if it is not running, so that it has fetched
/// and compiled its wasm by the time the computer is first asked (the
/// player is still reading the new-game dialog).
pub fn warm() {
    CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        if client.running.is_none() {
            client.running = start().ok();
        }
    });
}

/// Stops whatever the worker is doing: it is terminated and the replies
/// awaited are dropped (never called). The next request starts a new one.
pub fn cancel() {
    let pending = CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        retire(&mut client);
        client.progress.clear();
        std::mem::take(&mut client.pending)
    });
    drop(pending);
}

fn retire(client: &mut Client) {
    if let Some(running) = client.running.take() {
        running.worker.set_onmessage(None);
        running.worker.set_onerror(None);
        running.worker.terminate();
        client.retired = Some(running);
    }
}

fn send(
    kind: &str,
    body: Value,
    progress: Option<Progress>,
    reply: impl FnOnce(Result<Value, String>) + 'static,
) {
    let started = CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        if client.running.is_none() {
            client.running = Some(start()?);
        }
        Ok::<(), String>(())
    });
    if let Err(why) = started {
        return reply(Err(format!("the computer player could not start: {why}")));
    }
    let refused = CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        client.next_id += 1;
        let id = client.next_id;
        client.pending.push((id, Box::new(reply)));
        if let Some(progress) = progress {
            client.progress.push((id, progress));
        }
        let text = json!({ "id": id, kind: body }).to_string();
        let running = client.running.as_mut()?;
        if !running.ready {
            running.queue.push(text);
            return None;
        }
        let e = running
            .worker
            .post_message(&JsValue::from_str(&text))
            .err()?;
        client.progress.retain(|(p, _)| *p != id);
        Some((client.take(id)?, describe(&e)))
    });
    if let Some((reply, why)) = refused {
        reply(Err(format!(
            "the computer player could not be asked: {why}"
        )));
    }
}

fn start() -> Result<Running, String> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(WORKER_URL, &options).map_err(|e| describe(&e))?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        if let Some(text) = event.data().as_string() {
            received(&text);
        }
    });
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(|event: ErrorEvent| {
        event.prevent_default();
        let message = event.message();
        let why = if message.is_empty() {
            "the computer player stopped".to_string()
        } else {
            format!("the computer player stopped: {message}")
        };
        // A worker that failed is not used again.
        CLIENT.with(|c| retire(&mut c.borrow_mut()));
        fail_all(why);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Running {
        worker,
        ready: false,
        queue: Vec::new(),
        _on_message: on_message,
        _on_error: on_error,
    })
}

fn received(text: &str) {
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return;
    };
    if message.get("ready").is_some() {
        CLIENT.with(|c| {
            let mut client = c.borrow_mut();
            if let Some(running) = client.running.as_mut() {
                running.ready = true;
                for text in std::mem::take(&mut running.queue) {
                    let _ = running.worker.post_message(&JsValue::from_str(&text));
                }
            }
        });
        return;
    }
    let Some(id) = message.get("id").and_then(Value::as_u64) else {
        // An error about a message without an id: nothing to answer.
        return;
    };
    if let Some(progress) = message.get("progress") {
        let count = |key: &str| progress.get(key).and_then(Value::as_u64).unwrap_or(0);
        let (done, total) = (count("done"), count("total"));
        // Taken out while called: the callback may send again.
        let taken = CLIENT.with(|c| {
            let mut client = c.borrow_mut();
            let at = client.progress.iter().position(|(p, _)| *p == id)?;
            Some(client.progress.swap_remove(at))
        });
        if let Some((id, mut progress)) = taken {
            progress(done, total);
            CLIENT.with(|c| c.borrow_mut().progress.push((id, progress)));
        }
        return;
    }
    CLIENT.with(|c| c.borrow_mut().progress.retain(|(p, _)| *p != id));
    let Some(reply) = CLIENT.with(|c| c.borrow_mut().take(id)) else {
        return;
    };
    let result = match message.get("error") {
        Some(error) => Err(error.as_str().unwrap_or("unknown error").to_string()),
        None => ["answer", "bench", "table"]
            .iter()
            .find_map(|k| message.get(*k).cloned())
            .ok_or_else(|| "an empty reply".to_string()),
    };
    // Called with no borrow held: the reply may send again.
    reply(result);
}

fn fail_all(why: String) {
    let pending = CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        client.progress.clear();
        std::mem::take(&mut client.pending)
    });
    for (_, reply) in pending {
        reply(Err(why.clone()));
    }
}

fn describe(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}
