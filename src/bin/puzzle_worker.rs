//! The puzzle web worker: proves a puzzle of a position set up in the
//! board editor (Make a puzzle) with the shipped puzzles' own proof, off
//! the page's thread. A wasm of its own, fetched only when a player taps
//! Make a puzzle: the proof for nine games (`ai::puzzles::from_position`)
//! weighs some 88 KB gzipped, which the AI worker, downloaded by every
//! player of a computer, would otherwise carry. Built by Trunk for wasm32
//! (`data-type="worker"` in index.html, the AI worker's profile and
//! features); the page starts it from `puzzle_worker_loader.js`. Messages
//! are JSON text, answered by [`rainbow_games::worker::handle_puzzle`];
//! natively this is a stub.

#[cfg(target_arch = "wasm32")]
fn main() {
    use rainbow_games::worker::{handle_puzzle, READY};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn post(scope: &DedicatedWorkerGlobalScope, text: &str) {
        if let Err(e) = scope.post_message(&JsValue::from_str(text)) {
            web_sys::console::error_2(&"puzzle_worker could not reply".into(), &e);
        }
    }

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"puzzle_worker must run in a dedicated worker".into());
        return;
    };
    // A puzzle is asked of a position: this wasm reads positions.
    rainbow_games::games::read_positions_here();
    let reply_scope = scope.clone();
    let on_message =
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            match event.data().as_string() {
                Some(text) => post(&reply_scope, &handle_puzzle(&text)),
                None => post(
                    &reply_scope,
                    r#"{"id":null,"error":"messages are JSON text"}"#,
                ),
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, READY);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This is the board editor's puzzle web worker: Trunk builds it for the browser \
         (scripts/build.sh). Natively, use `rgames puzzles <game> --position` (see docs/puzzles.md)."
    );
    std::process::exit(2);
}
