//! The lab's workers: as many as the device has cores, each given the
//! next game number of the run when it has played one (`{"lab":…}`
//! requests, src/worker.rs); Stop terminates them.

use std::cell::RefCell;
use std::collections::VecDeque;

use serde_json::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::ai::lab::{LabConfig, LabGame};

/// The worker's loader, as for the computer players (ui::ai).
const WORKER_URL: &str = "./ai_worker_loader.js";

/// What hears each game of a run: the run, the variant, the game's number
/// and the game (or why it could not be played).
pub(super) type OnGame = std::rc::Rc<dyn Fn(u64, usize, u32, Result<LabGame, String>)>;

/// The workers of a run and the games they have yet to play.
#[derive(Default)]
struct Pool {
    run: u64,
    workers: Vec<Slot>,
    queue: VecDeque<(usize, u32)>,
    config: Value,
    on_game: Option<OnGame>,
}

struct Slot {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

thread_local! {
    static POOL: RefCell<Pool> = RefCell::new(Pool::default());
    /// Workers stopped from inside one of their own handlers, kept until
    /// the next stop.
    static RETIRED: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
}

/// Gives worker `w` its next game, if any is left.
fn feed(w: usize) {
    POOL.with_borrow_mut(|pool| {
        let Some((variant, index)) = pool.queue.pop_front() else {
            return;
        };
        let message = serde_json::json!({
            "id": (variant as u64) << 32 | u64::from(index),
            "lab": {"config": pool.config, "variant": variant, "index": index},
        });
        if let Some(slot) = pool.workers.get(w) {
            let _ = slot
                .worker
                .post_message(&JsValue::from_str(&message.to_string()));
        }
    });
}

/// What worker `w` of run `run` said.
fn heard(run: u64, w: usize, text: &str) {
    let Ok(message) = serde_json::from_str::<Value>(text) else {
        return;
    };
    let on_game = POOL.with_borrow(|pool| (pool.run == run).then(|| pool.on_game.clone()));
    let Some(Some(on_game)) = on_game else {
        return;
    };
    if message.get("ready").is_some() {
        return feed(w);
    }
    let Some(id) = message.get("id").and_then(Value::as_u64) else {
        return;
    };
    let (variant, index) = ((id >> 32) as usize, id as u32);
    let game = match (message.get("lab"), message.get("error")) {
        (Some(game), _) => {
            LabGame::from_value(game).ok_or_else(|| format!("a strange answer: {game}"))
        }
        (None, Some(e)) => Err(crate::i18n::expand(e.as_str().unwrap_or_default())),
        _ => Err(format!("a strange answer: {message}")),
    };
    let failed = game.is_err();
    on_game(run, variant, index, game);
    if !failed {
        feed(w);
    }
}

/// Starts `count` workers playing every game of `config`; `on_game` hears
/// each game (its run, variant and number).
pub(super) fn start_pool(config: &LabConfig, count: usize, on_game: OnGame) -> Result<u64, String> {
    stop_pool();
    let run = POOL.with_borrow_mut(|pool| {
        pool.run += 1;
        pool.config = config.to_value();
        pool.on_game = Some(on_game);
        // Games in the order of their numbers, the variants side by side,
        // so a run stopped early has played about as many of each.
        pool.queue = (0..config.games)
            .flat_map(|k| (0..config.variants.len()).map(move |v| (v, k)))
            .collect();
        pool.run
    });
    for w in 0..count {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(WORKER_URL, &options).map_err(|e| {
            e.as_string()
                .unwrap_or_else(|| "the worker did not start".into())
        })?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(text) = e.data().as_string() {
                heard(run, w, &text);
            }
        });
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |e: ErrorEvent| {
            e.prevent_default();
            let on_game = POOL.with_borrow(|pool| (pool.run == run).then(|| pool.on_game.clone()));
            if let Some(Some(on_game)) = on_game {
                on_game(run, 0, 0, Err(e.message()));
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        POOL.with_borrow_mut(|pool| {
            pool.workers.push(Slot {
                worker,
                _on_message: on_message,
                _on_error: on_error,
            })
        });
    }
    Ok(run)
}

/// Stops every worker of the run; what they had played is kept by the page.
pub(super) fn stop_pool() {
    let slots = POOL.with_borrow_mut(|pool| {
        pool.queue.clear();
        pool.on_game = None;
        std::mem::take(&mut pool.workers)
    });
    for slot in &slots {
        slot.worker.set_onmessage(None);
        slot.worker.set_onerror(None);
        slot.worker.terminate();
    }
    RETIRED.with_borrow_mut(|r| *r = slots);
}

/// Workers to run: the device's cores, 1 to 16.
pub(super) fn cores() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .unwrap_or(1)
        .clamp(1, 16)
}
