//! The AI web worker: the searches run here, off the page's thread, so the
//! page never freezes while the computer thinks. Built by Trunk for wasm32
//! (`data-type="worker"` in index.html); the page starts it from
//! `ai_worker_loader.js`. Messages are JSON text, answered by
//! [`rainbow_games::worker::handle_with`]; natively this is a stub.
//!
//! The endgame tables it builds are kept in the browser's IndexedDB
//! (database `rainbow-games-tables`, store `tables`, one entry per game,
//! options and seeds) and installed again each time it starts, before it
//! says it is ready: they are built once per device and work offline.
//!
//! The first time the Strongest level thinks in a game with tables and none
//! is installed for its rules ([`rainbow_games::worker::Handled::background`]),
//! the worker starts a second copy of itself (named [`BUILDER`], which
//! installs nothing at its start) to build the 12-seed table, keeps going
//! with the game meanwhile, and installs the table from storage when the
//! builder has kept it; the builder then ends. Nothing of it is on the page.

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::cell::RefCell;
    use std::rc::Rc;

    use rainbow_games::ai::tables::{Table, OUT_OF_MEMORY};
    use rainbow_games::ai::Clock;
    use rainbow_games::worker::{
        book_wanted, handle_with, install_book, install_kept, TableInfo, READY,
    };
    use serde_json::Value;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{
        DedicatedWorkerGlobalScope, IdbDatabase, IdbKeyRange, IdbOpenDbRequest, IdbTransactionMode,
        MessageEvent, Worker, WorkerOptions, WorkerType,
    };

    /// The name of the worker that builds a table in the background.
    const BUILDER: &str = "tables-builder";

    const DB: &str = "rainbow-games-tables";
    const STORE: &str = "tables";

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

    fn post(scope: &DedicatedWorkerGlobalScope, text: &str) {
        if let Err(e) = scope.post_message(&JsValue::from_str(text)) {
            web_sys::console::error_2(&"ai_worker could not reply".into(), &e);
        }
    }

    /// Keeps `table` under `key`, in place of the entries of the same
    /// game and options (another size), then posts `reply`: a page
    /// reloaded after the reply finds the table. Its stored form is
    /// written straight into one JavaScript array (Abapa at 16 seeds is
    /// 480 MB: no second copy in the worker's memory).
    fn keep(
        scope: &DedicatedWorkerGlobalScope,
        db: &IdbDatabase,
        key: &str,
        table: &Table,
        reply: String,
    ) -> Result<(), JsValue> {
        let head = table.stored_head();
        let values = table.stored_values();
        let length =
            u32::try_from(head.len() + values.len()).map_err(|_| JsValue::from_str("too large"))?;
        let bytes = js_sys::Uint8Array::new_with_length(length);
        bytes.subarray(0, head.len() as u32).copy_from(&head);
        bytes.subarray(head.len() as u32, length).copy_from(values);
        let transaction = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?;
        let store = transaction.object_store(STORE)?;
        // The key is "<game> <options> <seeds>".
        let same = key.rsplit_once(' ').map_or(key, |(head, _)| head);
        let range = IdbKeyRange::bound(
            &format!("{same} ").into(),
            &format!("{same} \u{ffff}").into(),
        )?;
        store.delete(&range)?;
        store.put_with_key(&bytes, &key.into())?;
        let done_scope = scope.clone();
        let done = Closure::once_into_js(move || post(&done_scope, &reply));
        transaction.set_oncomplete(Some(done.unchecked_ref()));
        transaction.set_onerror(Some(done.unchecked_ref()));
        transaction.set_onabort(Some(done.unchecked_ref()));
        Ok(())
    }

    /// Installs a table kept in storage (its stored form), copied into the
    /// worker's memory where it will stay, asked for fallibly (a large
    /// table on a device short of memory is left in storage).
    fn install_stored(table: &JsValue) {
        let array = js_sys::Uint8Array::new(table);
        let mut bytes = Vec::new();
        let kept = bytes
            .try_reserve_exact(array.length() as usize)
            .map_err(|_| OUT_OF_MEMORY.to_string())
            .and_then(|()| {
                bytes.resize(array.length() as usize, 0);
                array.copy_to(&mut bytes);
                install_kept(bytes)
            });
        if let Err(why) = kept {
            web_sys::console::warn_1(
                &format!("ai_worker: a kept table is unreadable: {why}").into(),
            );
        }
    }

    /// The background build: the builder while it works, and every build
    /// asked for (each at most once in a worker's life).
    #[derive(Default)]
    struct Background {
        builder: Option<Worker>,
        asked: Vec<String>,
    }

    /// Builds the table `body` asks for (a `build_table` request's body) in
    /// a builder worker, which keeps it in storage; then installs it from
    /// there. One build at a time: a request meanwhile is asked again by
    /// the next think.
    fn build_in_background(
        scope: &DedicatedWorkerGlobalScope,
        db: &IdbDatabase,
        body: Value,
        state: &Rc<RefCell<Background>>,
    ) -> Result<(), JsValue> {
        let asked = body.to_string();
        {
            let state = state.borrow();
            if state.builder.is_some() || state.asked.contains(&asked) {
                return Ok(());
            }
        }
        // This worker's own script: the builder is another copy of it.
        let location = js_sys::Reflect::get(scope, &"location".into())?;
        let url = js_sys::Reflect::get(&location, &"href".into())?
            .as_string()
            .ok_or_else(|| JsValue::from_str("no location"))?;
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        options.set_name(BUILDER);
        let builder = Worker::new_with_options(&url, &options)?;
        let request = format!(r#"{{"id":1,"build_table":{asked}}}"#);
        let (db, done_state, to_builder) = (db.clone(), state.clone(), builder.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            let Ok(message) = serde_json::from_str::<Value>(&text) else {
                return;
            };
            if message.get("ready").is_some() {
                let _ = to_builder.post_message(&JsValue::from_str(&request));
                return;
            }
            if message.get("progress").is_some() {
                return;
            }
            // Built and kept, or refused: the builder's work is over.
            if let Some(builder) = done_state.borrow_mut().builder.take() {
                builder.terminate();
            }
            let Some(info) = message.get("table").and_then(TableInfo::from_value) else {
                web_sys::console::warn_1(
                    &format!("ai_worker: no table built in the background: {text}").into(),
                );
                return;
            };
            let read = db
                .transaction_with_str(STORE)
                .and_then(|t| t.object_store(STORE))
                .and_then(|s| s.get(&info.key().into()));
            if let Ok(read) = read {
                let request = read.clone();
                let on_read = Closure::once_into_js(move || {
                    if let Ok(table) = request.result() {
                        if !table.is_undefined() {
                            install_stored(&table);
                        }
                    }
                });
                read.set_onsuccess(Some(on_read.unchecked_ref()));
            }
        });
        builder.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the builder (a handful per page).
        on_message.forget();
        let mut state = state.borrow_mut();
        state.asked.push(asked);
        state.builder = Some(builder);
        Ok(())
    }

    /// Fetches the shipped opening book `file` (`books/<file>`, beside
    /// this worker's script; the service worker keeps it offline) and
    /// installs it, then calls `then`: at once on any failure (a missing
    /// or damaged book, no network), and after 5 s if the fetch has not
    /// answered, so the search never waits longer for it.
    fn fetch_book(scope: &DedicatedWorkerGlobalScope, file: &str, then: Box<dyn FnOnce()>) {
        let then = Rc::new(RefCell::new(Some(then)));
        let finish = move |text: Option<String>| {
            let Some(then) = then.borrow_mut().take() else {
                return;
            };
            let installed = text
                .ok_or_else(|| "not fetched".to_string())
                .and_then(|text| install_book(&text));
            if let Err(why) = installed {
                web_sys::console::warn_1(&format!("ai_worker: no opening book: {why}").into());
            }
            then();
        };
        let finish: Rc<dyn Fn(Option<String>)> = Rc::new(finish);
        let late = finish.clone();
        let late = Closure::once_into_js(move || late(None));
        let _ =
            scope.set_timeout_with_callback_and_timeout_and_arguments_0(late.unchecked_ref(), 5000);
        let failed = finish.clone();
        let on_fail = Closure::<dyn FnMut(JsValue)>::new(move |_| failed(None));
        let on_response = Closure::<dyn FnMut(JsValue)>::new(move |response: JsValue| {
            let text = response
                .dyn_into::<web_sys::Response>()
                .ok()
                .filter(web_sys::Response::ok)
                .and_then(|r| r.text().ok());
            let Some(text) = text else {
                return finish(None);
            };
            let (read, failed) = (finish.clone(), finish.clone());
            let on_text = Closure::<dyn FnMut(JsValue)>::new(move |t: JsValue| read(t.as_string()));
            let on_fail = Closure::<dyn FnMut(JsValue)>::new(move |_| failed(None));
            let _ = text.then2(&on_text, &on_fail);
            // Called at most once each (one fetch a book in a worker's life).
            on_text.forget();
            on_fail.forget();
        });
        let _ = scope
            .fetch_with_str(&format!("books/{file}"))
            .then2(&on_response, &on_fail);
        on_fail.forget();
        on_response.forget();
    }

    /// Answers messages from now on, and says so. A think that wants a
    /// shipped opening book ([`book_wanted`]) waits for its fetch, and the
    /// messages after it wait behind it.
    fn listen(scope: DedicatedWorkerGlobalScope, db: Option<IdbDatabase>) {
        let clock = WorkerClock(scope.performance());
        let reply_scope = scope.clone();
        let background = Rc::new(RefCell::new(Background::default()));
        let builds = scope.name() != BUILDER;
        let answer = move |text: String| {
            let progress_scope = reply_scope.clone();
            let handled = handle_with(&text, &clock, &mut |p| post(&progress_scope, &p));
            if let (Some(body), Some(db), true) = (handled.background, &db, builds) {
                if let Err(e) = build_in_background(&reply_scope, db, body, &background) {
                    web_sys::console::warn_2(&"ai_worker: no background build".into(), &e);
                }
            }
            match (handled.keep, &db) {
                (Some((key, table)), Some(db)) => {
                    let reply = handled.reply.clone();
                    if keep(&reply_scope, db, &key, &table, reply).is_err() {
                        // Not kept (storage full or refused): built all the
                        // same, for this worker's life.
                        post(&reply_scope, &handled.reply);
                    }
                }
                _ => post(&reply_scope, &handled.reply),
            }
        };
        let answer: Rc<dyn Fn(String)> = Rc::new(answer);
        // The messages come while a book is fetched, in order.
        let waiting: Rc<RefCell<Option<Vec<String>>>> = Rc::new(RefCell::new(None));
        let fetch_scope = scope.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(text) = event.data().as_string() else {
                post(
                    &fetch_scope,
                    r#"{"id":null,"error":"messages are JSON text"}"#,
                );
                return;
            };
            if let Some(queue) = waiting.borrow_mut().as_mut() {
                queue.push(text);
                return;
            }
            let Some(file) = book_wanted(&text) else {
                return answer(text);
            };
            *waiting.borrow_mut() = Some(vec![text]);
            let (answer, waiting) = (answer.clone(), waiting.clone());
            let then = move || {
                let queue = waiting.borrow_mut().take().unwrap_or_default();
                for text in queue {
                    answer(text);
                }
            };
            fetch_book(&fetch_scope, file, Box::new(then));
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        post(&scope, READY);
    }

    /// Opens the tables' database and installs every table kept there,
    /// then listens; without storage (or on any failure), listens at once.
    fn open(scope: DedicatedWorkerGlobalScope) -> Result<(), DedicatedWorkerGlobalScope> {
        let Ok(Some(factory)) = scope.indexed_db() else {
            return Err(scope);
        };
        let Ok(request) = factory.open_with_u32(DB, 1) else {
            return Err(scope);
        };
        let request: Rc<IdbOpenDbRequest> = Rc::new(request);
        let once = Rc::new(RefCell::new(Some(scope)));
        let upgrade_request = request.clone();
        let on_upgrade = Closure::<dyn FnMut()>::new(move || {
            if let Some(db) = upgrade_request
                .result()
                .ok()
                .and_then(|r| r.dyn_into::<IdbDatabase>().ok())
            {
                let _ = db.create_object_store(STORE);
            }
        });
        let failed_once = once.clone();
        let timer_once = once.clone();
        let on_error = Closure::<dyn FnMut()>::new(move || {
            if let Some(scope) = failed_once.borrow_mut().take() {
                listen(scope, None);
            }
        });
        let opened_request = request.clone();
        let on_success = Closure::<dyn FnMut()>::new(move || {
            let Some(scope) = once.borrow_mut().take() else {
                return;
            };
            let Some(db) = opened_request
                .result()
                .ok()
                .and_then(|r| r.dyn_into::<IdbDatabase>().ok())
            else {
                return listen(scope, None);
            };
            if scope.name() == BUILDER {
                // The builder only builds and keeps.
                return listen(scope, Some(db));
            }
            let all = db
                .transaction_with_str(STORE)
                .and_then(|t| t.object_store(STORE))
                .and_then(|s| s.get_all());
            let Ok(all) = all else {
                return listen(scope, Some(db));
            };
            let all = Rc::new(all);
            let read = all.clone();
            let state = Rc::new(RefCell::new(Some((scope, db))));
            let failed = state.clone();
            let on_read = Closure::once_into_js(move || {
                let Some((scope, db)) = state.borrow_mut().take() else {
                    return;
                };
                if let Ok(tables) = read.result() {
                    for table in js_sys::Array::from(&tables).iter() {
                        install_stored(&table);
                    }
                }
                listen(scope, Some(db));
            });
            let on_fail = Closure::once_into_js(move || {
                if let Some((scope, db)) = failed.borrow_mut().take() {
                    listen(scope, Some(db));
                }
            });
            all.set_onsuccess(Some(on_read.unchecked_ref()));
            all.set_onerror(Some(on_fail.unchecked_ref()));
        });
        // A storage that never answers (it happens in some private modes)
        // must not keep the computer players waiting: after 3 s the worker
        // listens without it.
        let late_once = timer_once.clone();
        let late = Closure::once_into_js(move || {
            if let Some(scope) = late_once.borrow_mut().take() {
                listen(scope, None);
            }
        });
        if let Some(scope) = timer_once.borrow().as_ref() {
            let _ = scope
                .set_timeout_with_callback_and_timeout_and_arguments_0(late.unchecked_ref(), 3000);
        }
        request.set_onupgradeneeded(Some(on_upgrade.as_ref().unchecked_ref()));
        request.set_onsuccess(Some(on_success.as_ref().unchecked_ref()));
        request.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        request.set_onblocked(Some(on_error.as_ref().unchecked_ref()));
        // Called at most once each, while the request lives.
        on_upgrade.forget();
        on_success.forget();
        on_error.forget();
        Ok(())
    }

    // A record may start from a position: the worker reads it (the page
    // fetches its readers only when it needs them).
    rainbow_games::games::read_positions_here();
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"ai_worker must run in a dedicated worker".into());
        return;
    };
    if let Err(scope) = open(scope) {
        listen(scope, None);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This is the computer players' web worker: Trunk builds it for the browser \
         (scripts/build.sh). Natively, use `rgames engine` (see docs/cli.md)."
    );
    std::process::exit(2);
}
