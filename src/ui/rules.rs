//! A game's rules page (`#/rules/<game>`). The text is not in the wasm: it is
//! fetched from `rules/<game>.json` next to the app (see
//! [`crate::view::rules`] for the format), and its examples are drawn as
//! live boards that step through records the engine has checked.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::embed::{shown_game, LiveBoard};
use super::store::{GameStore, Settings};
use crate::games;
use crate::view::rules::{Block, Example, RulesPage};

/// Fetches a text file relative to the page.
async fn fetch_text(url: &str) -> Result<String, String> {
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

#[component]
pub fn RulesScreen(id: String) -> impl IntoView {
    let Some(info) = games::find(&id) else {
        return view! { <p data-testid="error" class="error">"Unknown game."</p> }.into_any();
    };
    let page = RwSignal::new(None::<Result<RulesPage, String>>);
    spawn_local(async move {
        let url = format!("rules/{}.json", info.id);
        let loaded = match fetch_text(&url).await {
            Ok(text) => RulesPage::parse(info.id, &text),
            Err(e) => Err(e),
        };
        page.try_set(Some(loaded));
    });
    let settings = expect_context::<Settings>();
    view! {
        <section class="rules" data-testid="rules-page" data-game=info.id>
            <div class="rules-head">
                <h1>{format!("{}: rules", info.name)}</h1>
                <a class="button primary" data-testid="rules-play" href=format!("#/play/{}", info.id)>
                    "Play"
                </a>
            </div>
            {move || match page.get() {
                None => view! { <p data-testid="rules-loading">"Loading the rules…"</p> }.into_any(),
                Some(Err(why)) => view! {
                    <p class="error" data-testid="error" role="alert">{why}</p>
                }
                .into_any(),
                Some(Ok(page)) => render(info, settings, page).into_any(),
            }}
        </section>
    }
    .into_any()
}

fn render(info: &'static games::GameDef, settings: Settings, page: RulesPage) -> impl IntoView {
    let mut index = 0usize;
    let sections = page
        .sections
        .into_iter()
        .map(|section| {
            let blocks = section
                .blocks
                .into_iter()
                .map(|block| match block {
                    Block::Paragraph(text) => view! { <p>{text}</p> }.into_any(),
                    Block::Ruling(text) => view! {
                        <aside class="ruling" data-testid="ruling">
                            <strong>"Our ruling: "</strong>
                            {text}
                        </aside>
                    }
                    .into_any(),
                    Block::List(items) => view! {
                        <ul>{items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul>
                    }
                    .into_any(),
                    Block::Example(example) => {
                        index += 1;
                        view! { <LazyExample info settings example index/> }.into_any()
                    }
                })
                .collect_view();
            view! {
                <section class="rules-section">
                    <h2>{section.heading}</h2>
                    {blocks}
                </section>
            }
        })
        .collect_view();
    view! {
        <div class="rules-body" data-testid="rules-body">
            {page.intro.map(|text| view! { <p class="intro">{text}</p> })}
            {sections}
            <p><a class="button primary" href=format!("#/play/{}", info.id)>{format!("Play {}", info.name)}</a></p>
        </div>
    }
}

/// A live example, replayed and drawn only when it comes near the screen:
/// a page of many examples does not replay them all at load.
#[component]
fn LazyExample(
    info: &'static games::GameDef,
    settings: Settings,
    example: Example,
    index: usize,
) -> impl IntoView {
    let near = RwSignal::new(false);
    let figure = NodeRef::<leptos::html::Figure>::new();
    Effect::new(move || {
        if let Some(element) = figure.get() {
            when_near_screen(&element, move || {
                // Each example is replayed and drawn in a task of its own, so
                // a page of examples never blocks the page for long.
                set_timeout(
                    move || {
                        near.try_set(true);
                    },
                    std::time::Duration::ZERO,
                );
            });
        }
    });
    let record = example.record.to_json();
    let (from, to) = (example.from, example.to);
    let caption = example.caption.clone();
    let example = StoredValue::new(example);
    let board = move || {
        if !near.get() {
            return view! { <div class="example-pending" data-testid="example-pending"></div> }
                .into_any();
        }
        let game = example.with_value(|e| e.check().and_then(|()| shown_game(&e.record, e.from)));
        match game {
            Ok(game) => {
                let store = GameStore::transient(info, settings, game);
                view! { <LiveBoard store start=from end=Some(to) controls=true readonly=true/> }.into_any()
            }
            Err(why) => view! { <p class="error" role="alert">{format!("This example cannot be shown: {why}")}</p> }.into_any(),
        }
    };
    view! {
        <figure
            class="example"
            data-testid="example"
            node_ref=figure
            data-index=index.to_string()
            data-record=record
            data-from=from.to_string()
            data-to=to.to_string()
        >
            <figcaption>
                <strong>{format!("Example {index}. ")}</strong>
                {caption}
            </figcaption>
            {board}
        </figure>
    }
}

/// Runs `then` once, when `element` comes within half a screen's height of
/// the viewport (at once where the browser cannot tell).
pub(super) fn when_near_screen(element: &web_sys::Element, then: impl FnOnce() + 'static) {
    use wasm_bindgen::closure::Closure;
    use web_sys::{IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};
    let then = std::rc::Rc::new(std::cell::Cell::new(Some(then)));
    let once = then.clone();
    let seen = Closure::<dyn FnMut(js_sys::Array, IntersectionObserver)>::new(
        move |entries: js_sys::Array, observer: IntersectionObserver| {
            let near = entries.iter().any(|e| {
                e.unchecked_into::<IntersectionObserverEntry>()
                    .is_intersecting()
            });
            if near {
                observer.disconnect();
                if let Some(then) = once.take() {
                    then();
                }
            }
        },
    );
    let options = IntersectionObserverInit::new();
    options.set_root_margin("50% 0px");
    match IntersectionObserver::new_with_options(seen.as_ref().unchecked_ref(), &options) {
        Ok(observer) => {
            observer.observe(element);
            // The observer holds the callback for as long as it watches.
            seen.forget();
        }
        Err(_) => {
            if let Some(then) = then.take() {
                then();
            }
        }
    }
}
