//! The AI web worker: the searches run here, off the page's thread, so the
//! page never freezes while the computer thinks. Built by Trunk for wasm32
//! (`data-type="worker"` in index.html); the page starts it from
//! `ai_worker_loader.js`. Messages are JSON text, answered by
//! [`rainbow_games::worker::handle`]; natively this is a stub.

#[cfg(target_arch = "wasm32")]
fn main() {
    use rainbow_games::ai::Clock;
    use rainbow_games::worker::{handle, READY};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// The worker's clock: `performance.now()`, or the date when there is
    /// no performance object.
    struct WorkerClock(Option<web_sys::Performance>);

    impl Clock for WorkerClock {
        fn now_ms(&self) -> f64 {
            match &self.0 {
                Some(performance) => performance.now(),
                None => js_sys::Date::now(),
            }
        }
    }

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"ai_worker must run in a dedicated worker".into());
        return;
    };
    let clock = WorkerClock(scope.performance());
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match event.data().as_string() {
            Some(text) => handle(&text, &clock),
            None => r#"{"id":null,"error":"messages are JSON text"}"#.to_string(),
        };
        if let Err(e) = reply_scope.post_message(&JsValue::from_str(&reply)) {
            web_sys::console::error_2(&"ai_worker could not reply".into(), &e);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This is the computer players' web worker: Trunk builds it for the browser \
         (scripts/build.sh). Natively, use `rgames engine` (see README.md)."
    );
    std::process::exit(2);
}
