//! A game's rules page (`#/rules/<game>`). The text is not in the wasm: it
//! is fetched as `rules/<game>.html`, written at build time from the page's
//! source `rules/<game>.json` ([`crate::view::rules`] reads it,
//! [`crate::view::first_paint::rules_fragment`] writes the markup), and its
//! examples are drawn as live boards that step through records the engine
//! checks when each is shown.

use super::dom::fetch_text;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

use super::embed::{shown_game, LiveBoard};
use super::store::{GameStore, Settings};
use crate::engine::record::Record;
use crate::games;
use crate::t;
use crate::view::rules::Example;

#[component]
pub fn RulesScreen(id: String) -> impl IntoView {
    let Some(info) = games::find(&id) else {
        return view! { <p data-testid="error" class="error">{t!("unknown-game")}</p> }.into_any();
    };
    let page = RwSignal::new(None::<Result<String, String>>);
    spawn_local(async move {
        let loaded = fetch_text(&match crate::i18n::current_lang() {
            "en" => format!("rules/{}.html", info.id),
            lang => format!("i18n/{lang}/rules/{}.html", info.id),
        })
        .await;
        page.try_set(Some(loaded));
    });
    let settings = expect_context::<Settings>();
    let text = NodeRef::<leptos::html::Div>::new();
    // The examples' boards, each mounted on its own into the page's text:
    // dropping a handle takes its board away, with all it runs.
    let boards = StoredValue::new_local(Vec::<Box<dyn std::any::Any>>::new());
    on_cleanup(move || drop(boards.try_update_value(std::mem::take)));
    Effect::new(move || {
        if let Some(text) = text.get() {
            examples_come_alive(&text, info, settings, boards);
        }
    });
    view! {
        <section class="rules" data-testid="rules-page" data-game=info.id>
            <div class="rules-head">
                <h1>{crate::tr!("rules-title", game = info.title())}</h1>
                <a class="button primary" data-testid="rules-play" href=format!("#/play/{}", info.id)>
                    {t!("play")}
                </a>
                <a class="button" data-testid="rules-learn" href=format!("#/learn/{}", info.id)>
                    {t!("learn-to-play")}
                </a>
            </div>
            {move || match page.get() {
                None => view! { <p data-testid="rules-loading">{t!("rules-loading")}</p> }.into_any(),
                Some(Err(why)) => view! {
                    <p class="error" data-testid="error" role="alert">{why}</p>
                }
                .into_any(),
                // The text is written at build time from the same rules page
                // (`view::first_paint::rules_fragment`), escaped there.
                // The puzzle comes after the text, once it is there: nothing
                // on the page moves.
                Some(Ok(html)) => view! {
                    <div node_ref=text inner_html=html></div>
                    <super::puzzles::RulesPuzzle game=info.id/>
                }
                .into_any(),
            }}
        </section>
    }
    .into_any()
}

/// Gives each example of a rules page's text (`figure.example`)
/// a live board when it comes near the screen: a page of many examples does
/// not replay them all at load.
fn examples_come_alive(
    text: &web_sys::HtmlDivElement,
    info: &'static games::GameDef,
    settings: Settings,
    boards: StoredValue<Vec<Box<dyn std::any::Any>>, LocalStorage>,
) {
    let Ok(figures) = text.query_selector_all("figure.example") else {
        return;
    };
    for k in 0..figures.length() {
        let Some(figure) = figures
            .get(k)
            .and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            continue;
        };
        let near = figure.clone();
        when_near_screen(&figure, move || {
            // Each example is replayed and drawn in a task of its own, so a
            // page of examples never blocks the page for long.
            set_timeout(
                move || {
                    let board = example_board(&near, info, settings);
                    // A page left meanwhile drops the board at once.
                    let _ = boards.try_update_value(|b| b.push(Box::new(board)));
                },
                std::time::Duration::ZERO,
            );
        });
    }
}

/// The live board of one example, in place of its placeholder.
fn example_board(
    figure: &web_sys::HtmlElement,
    info: &'static games::GameDef,
    settings: Settings,
) -> leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState> {
    let number = |name: &str| {
        figure
            .get_attribute(name)
            .and_then(|n| n.parse::<usize>().ok())
    };
    let example = match (
        figure.get_attribute("data-record"),
        number("data-from"),
        number("data-to"),
    ) {
        (Some(record), Some(from), Some(to)) => Record::from_json(&record)
            .map_err(|e| e.to_string())
            .map(|record| Example {
                caption: String::new(),
                record,
                from,
                to,
            }),
        _ => Err("its record is missing".to_string()),
    };
    if let Ok(Some(pending)) = figure.query_selector(".example-pending") {
        pending.remove();
    }
    leptos::mount::mount_to(figure.clone(), move || {
        let game = example.as_ref().map_err(Clone::clone).and_then(|e| {
            e.check()
                .and_then(|()| shown_game(&e.record, e.from))
                .map(|g| (g, e.from, e.to))
        });
        match game {
            Ok((game, from, to)) => {
                let store = GameStore::transient(info, settings, game);
                view! { <LiveBoard store start=from end=Some(to) controls=true readonly=true analyse=true/> }
                    .into_any()
            }
            Err(why) => view! {
                <p class="error" role="alert">{crate::tr!("rules-example-error", why = &why)}</p>
            }
            .into_any(),
        }
    })
}

/// Runs `then` once, when `element` comes within half a screen's height of
/// the viewport (at once where the browser cannot tell).
fn when_near_screen(element: &web_sys::Element, then: impl FnOnce() + 'static) {
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
