//! The page's side of the AI web worker: starts the worker when first
//! needed, posts requests as JSON text and calls back with the reply. A
//! search cannot be interrupted inside the worker, so [`cancel`] terminates
//! the worker; the next request starts a fresh one. The searches themselves
//! are in the worker's own wasm, never in the page's.
//!
//! Make a puzzle's proof has a worker of its own (`puzzle_worker`, the
//! same messages), started for each request and terminated once it has
//! answered: it is fetched only by a player who asks for a puzzle, not
//! with the AI worker every player of a computer downloads, and the
//! memory of a proof is given back as soon as it is done (a wasm's memory
//! never shrinks). The browser keeps its compiled wasm, so the next one
//! starts quickly.

use std::cell::RefCell;

use serde_json::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::ai::analysis::{Analysis, Review};
use crate::ai::{Answer, Request};
use crate::engine::record::Record;
use crate::view::json_object as object;
use crate::worker::{analysis_from_value, answer_from_value, review_from_value, TableInfo};

/// The workers' loaders, written by Trunk next to index.html.
const WORKER_URL: &str = "./ai_worker_loader.js";
const PUZZLE_WORKER_URL: &str = "./puzzle_worker_loader.js";

type Reply = Box<dyn FnOnce(Result<Value, String>)>;
/// Called with the body of each progress message of a request (a table
/// build's or a review's count, an analysis's partial result).
type Progress = Box<dyn FnMut(&Value)>;

struct Running {
    worker: Worker,
    /// Whether the worker has said it listens.
    ready: bool,
    /// Messages waiting for it to listen.
    queue: Vec<String>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

#[derive(Default)]
struct Client {
    /// The puzzle worker's client (else the AI worker's).
    puzzles: bool,
    running: Option<Running>,
    /// The last worker stopped: kept (terminated) until the next one stops,
    /// because it may be stopped from inside one of its own handlers.
    retired: Option<Running>,
    next_id: u64,
    /// The replies awaited, by request id: a few at most, so a list (no
    /// hash map code in the page's wasm).
    pending: Vec<(u64, Reply)>,
    /// Progress callbacks of requests awaited (table builds, analyses,
    /// reviews).
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
    static PUZZLES: RefCell<Client> = RefCell::new(Client {
        puzzles: true,
        ..Client::default()
    });
}

/// One of the two workers' clients.
type Which = &'static std::thread::LocalKey<RefCell<Client>>;

/// Asks the worker to think about a position; `reply` gets its answer.
pub fn think(request: &Request, reply: impl FnOnce(Result<Answer, String>) + 'static) {
    send(&CLIENT, "think", request.to_value(), None, move |result| {
        reply(result.and_then(|answer| {
            answer_from_value(&answer).ok_or_else(|| format!("a strange answer: {answer}"))
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
    let body = object([("game", game.into()), ("options", options.clone())]);
    send(&CLIENT, "table", body, None, move |result| {
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
    let mut answer = Stopped::new(reply, "the build was stopped");
    let body = object([
        ("game", game.into()),
        ("options", options.clone()),
        ("seeds", seeds.into()),
    ]);
    send(
        &CLIENT,
        "build_table",
        body,
        Some(counts(progress)),
        move |result| {
            answer.reply(result.and_then(|info| {
                TableInfo::from_value(&info).ok_or_else(|| format!("a strange answer: {info}"))
            }));
        },
    );
}

/// Has the worker analyse the position of `record` after its first
/// `cursor` moves (all when `None`) with the default budget: `on_depth`
/// hears each deeper analysis as it is completed, `reply` the last. If
/// the worker is stopped first ([`cancel`]), `reply` hears so.
pub fn analyse(
    record: &Record,
    cursor: Option<usize>,
    mut on_depth: impl FnMut(Analysis) + 'static,
    reply: impl FnOnce(Result<Analysis, String>) + 'static,
) {
    let mut answer = Stopped::new(reply, "the analysis was stopped");
    let body = object([
        ("record", record.to_value()),
        ("cursor", cursor.into()),
        ("budget", Value::Null),
    ]);
    let partial = move |progress: &Value| {
        if let Some(found) = progress.get("analysis").and_then(analysis_from_value) {
            on_depth(found);
        }
    };
    send(
        &CLIENT,
        "analyse",
        body,
        Some(Box::new(partial)),
        move |result| {
            answer.reply(result.and_then(|found| {
                analysis_from_value(&found).ok_or_else(|| format!("a strange answer: {found}"))
            }));
        },
    );
}

/// Has the worker review every decision of `record` with the default
/// budget; `progress` hears the decisions reviewed and in all after each.
/// `reply` hears the review and its JSON (to keep with the saved game); if
/// the worker is stopped first ([`cancel`]), it hears so.
pub fn review(
    record: &Record,
    progress: impl FnMut(u64, u64) + 'static,
    reply: impl FnOnce(Result<(Review, String), String>) + 'static,
) {
    let mut answer = Stopped::new(reply, "the review was stopped");
    let body = object([("record", record.to_value()), ("budget", Value::Null)]);
    send(
        &CLIENT,
        "review",
        body,
        Some(counts(progress)),
        move |result| {
            answer.reply(result.and_then(|found| {
                review_from_value(&found)
                    .map(|review| (review, found.to_string()))
                    .ok_or_else(|| format!("a strange answer: {found}"))
            }));
        },
    );
}

/// Has the puzzle worker (started now, fetched the first time) make a
/// puzzle of the position `notation` of `game` under `options`
/// (`ai::puzzles::from_position`): `reply` hears the puzzle as JSON
/// (`Ok(Ok)`), the reason there is none (`Ok(Err)`, a `NoPuzzle` as
/// JSON), or what went wrong, in the page's language when the worker
/// cannot be loaded (offline, before it was ever kept).
pub fn make_puzzle(
    game: &str,
    options: &Value,
    notation: &str,
    reply: impl FnOnce(Result<Result<Value, Value>, String>) + 'static,
) {
    let mut answer = Stopped::new(reply, "the puzzle's proof was stopped");
    let body = object([
        ("game", game.into()),
        ("options", options.clone()),
        ("position", notation.into()),
    ]);
    send(&PUZZLES, "puzzle", body, None, move |result| {
        answer.reply(result.and_then(|mut found| {
            if let Some(made) = found.get_mut("made") {
                return Ok(Ok(made.take()));
            }
            match found.get_mut("refused") {
                Some(why) => Ok(Err(why.take())),
                None => Err(format!("a strange answer: {found}")),
            }
        }));
    });
}

/// A reply that hears `why` when its request is dropped unanswered (the
/// worker stopped by [`cancel`]).
struct Stopped<T, F: FnOnce(Result<T, String>)> {
    reply: Option<F>,
    why: &'static str,
    _answer: std::marker::PhantomData<fn(T)>,
}

impl<T, F: FnOnce(Result<T, String>)> Stopped<T, F> {
    fn new(reply: F, why: &'static str) -> Self {
        Stopped {
            reply: Some(reply),
            why,
            _answer: std::marker::PhantomData,
        }
    }

    fn reply(&mut self, result: Result<T, String>) {
        if let Some(reply) = self.reply.take() {
            reply(result);
        }
    }
}

impl<T, F: FnOnce(Result<T, String>)> Drop for Stopped<T, F> {
    fn drop(&mut self) {
        let why = self.why;
        self.reply(Err(why.to_string()));
    }
}

/// A progress callback reading the count of a table build or a review.
fn counts(mut progress: impl FnMut(u64, u64) + 'static) -> Progress {
    Box::new(move |body: &Value| {
        let count = |key: &str| body.get(key).and_then(Value::as_u64).unwrap_or(0);
        progress(count("done"), count("total"));
    })
}

/// Starts the worker now if it is not running, so that it has fetched
/// and compiled its wasm by the time the computer is first asked (the
/// player is still reading the new-game dialog).
pub fn warm() {
    CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        if client.running.is_none() {
            client.running = start(&CLIENT, false).ok();
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
    which: Which,
    kind: &str,
    body: Value,
    progress: Option<Progress>,
    reply: impl FnOnce(Result<Value, String>) + 'static,
) {
    send_boxed(which, kind, body, progress, Box::new(reply));
}

/// [`send`] once for every kind of reply (not a copy for each caller's).
fn send_boxed(which: Which, kind: &str, body: Value, progress: Option<Progress>, reply: Reply) {
    let started = which.with(|c| {
        let mut client = c.borrow_mut();
        if client.running.is_none() {
            let puzzles = client.puzzles;
            client.running = Some(start(which, puzzles).map_err(|why| (puzzles, why))?);
        }
        Ok::<(), (bool, String)>(())
    });
    match started {
        Err((true, _)) => return reply(Err(crate::tr!("puzzle-worker-failed"))),
        Err((false, why)) => {
            return reply(Err(format!("the computer player could not start: {why}")))
        }
        Ok(()) => {}
    }
    let refused = which.with(|c| {
        let mut client = c.borrow_mut();
        client.next_id += 1;
        let id = client.next_id;
        client.pending.push((id, reply));
        if let Some(progress) = progress {
            client.progress.push((id, progress));
        }
        let text = object([("id", id.into()), (kind, body)]).to_string();
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
        reply(Err(crate::tr!("worker-refused", why = &why)));
    }
}

fn start(which: Which, puzzles: bool) -> Result<Running, String> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let url = if puzzles {
        PUZZLE_WORKER_URL
    } else {
        WORKER_URL
    };
    let worker = Worker::new_with_options(url, &options).map_err(|e| describe(&e))?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if let Some(text) = event.data().as_string() {
            received(which, &text);
        }
    });
    // An error event, or a plain event when the worker's script could not
    // be fetched at all.
    let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        event.prevent_default();
        let message = event
            .dyn_ref::<ErrorEvent>()
            .map(|e| e.message())
            .unwrap_or_default();
        // A worker that failed is not used again.
        let ready = which.with(|c| {
            let mut client = c.borrow_mut();
            let ready = client.running.as_ref().is_some_and(|r| r.ready);
            retire(&mut client);
            ready
        });
        let why = if puzzles && !ready {
            // Its script or wasm could not be loaded (offline, never kept).
            crate::tr!("puzzle-worker-failed")
        } else if message.is_empty() {
            "the computer player stopped".to_string()
        } else {
            format!("the computer player stopped: {message}")
        };
        fail_all(which, why);
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

fn received(which: Which, text: &str) {
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return;
    };
    if message.get("ready").is_some() {
        which.with(|c| {
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
    if let Some(body) = message.get("progress") {
        // Taken out while called: the callback may send again.
        let taken = which.with(|c| {
            let mut client = c.borrow_mut();
            let at = client.progress.iter().position(|(p, _)| *p == id)?;
            Some(client.progress.swap_remove(at))
        });
        if let Some((id, mut progress)) = taken {
            progress(body);
            // Put back unless the callback stopped the worker meanwhile
            // (a new position to analyse, say).
            which.with(|c| {
                let mut client = c.borrow_mut();
                if client.pending.iter().any(|(k, _)| *k == id) {
                    client.progress.push((id, progress));
                }
            });
        }
        return;
    }
    which.with(|c| c.borrow_mut().progress.retain(|(p, _)| *p != id));
    let Some(reply) = which.with(|c| {
        let mut client = c.borrow_mut();
        let reply = client.take(id);
        // The puzzle worker is let go once it has answered everything.
        if client.puzzles && client.pending.is_empty() {
            retire(&mut client);
        }
        reply
    }) else {
        return;
    };
    let result = match message.get("error") {
        // The worker words its reasons by message number (i18n::expand).
        Some(error) => Err(crate::i18n::expand(
            error.as_str().unwrap_or("unknown error"),
        )),
        None => ["answer", "bench", "table", "analysis", "review", "puzzle"]
            .iter()
            .find_map(|k| message.get(*k).cloned())
            .ok_or_else(|| "an empty reply".to_string()),
    };
    // Called with no borrow held: the reply may send again.
    reply(result);
}

fn fail_all(which: Which, why: String) {
    let pending = which.with(|c| {
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
