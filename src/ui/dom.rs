//! Helpers over the browser and Leptos that every part of the UI uses:
//! listeners on the window, the element a click was on, views shown while
//! a condition holds, fetching a file, a random seed, the time. It imports
//! no other module of the UI, so any of them may use it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The window's listeners added by [`on_window`] and not yet removed,
    /// by their number.
    static LISTENERS: std::cell::RefCell<(u32, Vec<(u32, js_sys::Function)>)> =
        const { std::cell::RefCell::new((0, Vec::new())) };
}

/// Calls `cb` on every `event` at the window until the current owner is
/// cleaned up, as Leptos' `window_event_listener` does, at less cost: one
/// untyped body for all, no thread-checked handle to keep and drop.
pub(super) fn on_window(event: &'static str, cb: Box<dyn FnMut(web_sys::Event)>) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let f: js_sys::Function = Closure::wrap(cb).into_js_value().unchecked_into();
    _ = window().add_event_listener_with_callback(event, &f);
    let id = LISTENERS.with_borrow_mut(|(next, all)| {
        *next += 1;
        all.push((*next, f));
        *next
    });
    on_cleanup(move || {
        let f = LISTENERS.with_borrow_mut(|(_, all)| {
            let at = all.iter().position(|(n, _)| *n == id)?;
            Some(all.swap_remove(at).1)
        });
        if let Some(f) = f {
            _ = window().remove_event_listener_with_callback(event, &f);
        }
    });
}

/// The element clicked (or its closest ancestor) carrying `attribute`,
/// and the attribute's value.
pub(super) fn clicked(
    ev: &leptos::ev::MouseEvent,
    attribute: &str,
) -> Option<(web_sys::Element, String)> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let el = target.closest(&format!("[{attribute}]")).ok()??;
    let value = el.get_attribute(attribute)?;
    Some((el, value))
}

/// What `<Show>` does for less code: the view while `when` holds, built
/// again when it starts to hold (the condition is a memo, so the view is
/// kept while it goes on holding). One shape for every place it is used.
pub(super) fn shown(
    when: Box<dyn Fn() -> bool + Send + Sync>,
    view: Box<dyn Fn() -> AnyView + Send + Sync>,
) -> impl IntoView {
    either(when, view, Box::new(|| ().into_any()))
}

/// One view or the other as `when` holds or not (`<Show>` with a fallback).
pub(super) fn either(
    when: Box<dyn Fn() -> bool + Send + Sync>,
    yes: Box<dyn Fn() -> AnyView + Send + Sync>,
    no: Box<dyn Fn() -> AnyView + Send + Sync>,
) -> impl IntoView {
    let when = Memo::new(move |_| when());
    move || if when.get() { yes() } else { no() }
}

/// Fetches a text file relative to the page.
pub(super) async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |what: &str| format!("could not load {url} ({what})");
    let window = web_sys::window().ok_or_else(|| failed("no window"))?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| failed("network error"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| failed("no response"))?;
    if !response.ok() {
        return Err(failed(&format!("HTTP {}", response.status())));
    }
    let text = response.text().map_err(|_| failed("no body"))?;
    JsFuture::from(text)
        .await
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| failed("unreadable body"))
}

/// A fresh random seed from the browser's generator, below 2^53 so that
/// JavaScript tools reading a record keep it exact.
pub(super) fn random_seed() -> u64 {
    random_bits() & ((1 << 53) - 1)
}

pub(super) fn random_bits() -> u64 {
    let mut bytes = [0u8; 8];
    let filled = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .and_then(|c| c.get_random_values_with_u8_array(&mut bytes).ok())
        .is_some();
    if filled {
        u64::from_le_bytes(bytes)
    } else {
        // No crypto: fall back to the clock; only fairness suffers.
        (clock_ms() * 1000.0) as u64
    }
}

fn clock_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// The time now, as ISO 8601 (UTC).
pub(super) fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

thread_local! {
    /// What draws the whole app again ([`redraw`]), set by the app.
    static REDRAW: std::cell::Cell<fn()> = const { std::cell::Cell::new(|| {}) };
    /// Whether the app's first drawing of the page is being built.
    static DRAWING_FIRST: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Whether the app has been drawn on the page (a new language draws it
    /// again: not a first drawing).
    static DRAWN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Draws the app with `draw`: the first time, [`drawing_first`] says so
/// meanwhile.
pub(super) fn drawing(draw: fn()) {
    DRAWING_FIRST.set(!DRAWN.replace(true));
    draw();
    DRAWING_FIRST.set(false);
}

/// Whether the app's first drawing of the page is being built: a part
/// that can wait (a board's contents) then draws itself in a task of its
/// own, so the page's first task (which a phone's first tap waits behind)
/// is shorter.
pub(super) fn drawing_first() -> bool {
    DRAWING_FIRST.get()
}

/// Sets what [`redraw`] does.
pub(super) fn set_redraw(f: fn()) {
    REDRAW.set(f);
}

/// Draws the whole app again (in a language just chosen).
pub(super) fn redraw() {
    REDRAW.get()();
}
