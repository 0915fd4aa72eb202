//! The Leptos UI (wasm only). Components read the render models of
//! [`crate::view`] and turn clicks into engine moves; they decide no rule.

mod ai;
mod analysis;
mod board;
mod boards;
mod controls;
mod corr;
mod db;
mod dialog;
mod dom;
mod editor;
mod embed;
mod game_screen;
mod grid;
mod keys;
mod lab;
mod lang;
mod learn;
mod library;
mod menu_settings;
mod panels;
mod pictures;
mod pit;
mod puzzles;
mod readers;
mod result;
mod ring;
mod rules;
mod sound;
mod store;
mod tables;

use leptos::mount::mount_to;
use leptos::prelude::*;

use crate::games;
use crate::t;
use dom::shown;
use game_screen::GameScreen;
use store::{has_saved_game, GameStore, Settings};

/// Mounts the app on the page, in its language: a language other than
/// English is fetched first, and so is the pages' module (`page_view`) on
/// a route that shows one of them; the first paint stays meanwhile.
pub fn mount() {
    console_error_panic_hook::set_once();
    let lang = lang::initial(embed::lang_param().as_deref());
    let route = current_route();
    let pages = embed::is_embed_route() || route.is_page();
    let learn = matches!(route, Route::Learn(_));
    let lab = matches!(route, Route::Lab(..));
    let editor = matches!(route, Route::Editor(..));
    // Leptos' executor starts with the app: until then, the browser's.
    wasm_bindgen_futures::spawn_local(async move {
        // The kept games first, with those an older version kept in
        // localStorage moved in.
        db::open().await;
        library::take_old();
        // Offline with nothing kept: English, and a notice says why.
        if lang != "en" {
            lang::start(lang).await;
        }
        // Failing, the page says so when it is drawn (page_failed).
        if pages {
            let _ = preload_pages().await;
        }
        if learn {
            let _ = preload_learn().await;
        }
        if lab {
            let _ = preload_lab().await;
        }
        if editor {
            let _ = preload_editor().await;
        }
        // A record that starts from a position (a link's, a kept game's)
        // is read by the readers' module: fetched first when the page may
        // replay one (failing, the page says so where it would show it).
        let embed_position =
            embed::is_embed_route() && readers::may_start_from_position(&embed::location_hash());
        if embed_position || needs_readers(&route) {
            let _ = readers::ready().await;
        }
        mount_after_paint();
    });
    if !pages {
        // The pages' code comes while home is read, so a game opens at once
        // (and offline, from the service worker's copy).
        set_timeout(
            || {
                wasm_bindgen_futures::spawn_local(async {
                    drop(preload_pages().await);
                    // And the readers, when a kept game needs them.
                    if readers::kept_from_position("game/") {
                        drop(readers::ready().await);
                    }
                })
            },
            std::time::Duration::from_millis(PAGES_PREFETCH_MS),
        );
    }
}

/// How long after mounting home (or About) the pages' code is fetched:
/// after the page's own first work, which it would otherwise delay.
const PAGES_PREFETCH_MS: u64 = 1500;

/// Mounts the app once the first paint, if any, has reached the screen:
/// the page drawn before the wasm arrived (view::first_paint) is painted
/// first even when the wasm (and the pages' module) comes at once, so the app's equal content paints nothing larger and
/// the largest paint stays that early one.
fn mount_after_paint() {
    if document().get_element_by_id("first-paint").is_some() {
        request_animation_frame(|| set_timeout(mount_now, std::time::Duration::ZERO));
    } else {
        mount_now();
    }
}

thread_local! {
    /// The app mounted on the page (its handle: dropped, it goes).
    static MOUNTED: std::cell::RefCell<Option<Box<dyn std::any::Any>>> =
        const { std::cell::RefCell::new(None) };
}

/// Mounts the app, removing the first paint in the same task, so no frame
/// shows both or neither.
fn mount_now() {
    dom::drawing(mount_app);
}

fn mount_app() {
    if let Some(first) = document().get_element_by_id("first-paint") {
        first.remove();
    }
    let Some(body) = document().body() else {
        return;
    };
    let mounted: Box<dyn std::any::Any> = if embed::is_embed_route() {
        Box::new(mount_to(body, || page_or_failure(embed_page())))
    } else {
        Box::new(mount_to(body, App))
    };
    MOUNTED.with_borrow_mut(|m| *m = Some(mounted));
    dom::set_redraw(mount_again);
}

/// Draws the whole app again (in a language just chosen): what a reload
/// would show, without one. A game on screen comes back from what is kept.
fn mount_again() {
    let old = MOUNTED.with_borrow_mut(Option::take);
    drop(old);
    mount_now();
}

#[derive(Clone, Debug, PartialEq)]
enum Route {
    Home,
    /// A game's page; with a shared link's record after `?`.
    Play(String, Option<String>),
    Games,
    Rules(String),
    /// Puzzles: of one game or any, the day's, one puzzle, a streak.
    Puzzles {
        game: Option<String>,
        daily: bool,
        id: Option<String>,
        streak: bool,
    },
    About,
    /// A game's lessons (their code is a module of its own).
    Learn(String),
    /// The variant lab of a game; with a lab link's settings after `?`
    /// (its code is a module of its own).
    Lab(String, Option<String>),
    /// The board editor of a game, with its query (a module of its own).
    Editor(String, Option<String>),
    NotFound(String),
}

impl Route {
    /// Whether the route shows one of the pages (`page_view`: their code is
    /// a module of its own).
    fn is_page(&self) -> bool {
        matches!(
            self,
            Route::Play(..) | Route::Games | Route::Rules(_) | Route::Puzzles { .. }
        )
    }
}

/// Whether showing `route` may replay a record that starts from a
/// position, so the readers are fetched first (`readers`): a page (a
/// game, My games) while a kept game starts from one (those an older
/// version kept in localStorage moved in first, as the page would), a
/// page whose address names one, or the puzzles while a puzzle made here
/// starts from one.
fn needs_readers(route: &Route) -> bool {
    let kept = || {
        library::take_old();
        readers::kept_from_position("game/")
    };
    match route {
        Route::Play(_, link) => {
            link.as_deref()
                .is_some_and(readers::may_start_from_position)
                || kept()
        }
        Route::Games => kept(),
        // My puzzles, made from positions, are listed and solved there.
        Route::Puzzles { .. } => readers::kept_from_position("puzzle/"),
        _ => false,
    }
}

fn current_route() -> Route {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    let (path, query) = match path.split_once('?') {
        Some((path, query)) => (path, Some(query.to_string())),
        None => (path, None),
    };
    let mut parts = path.split('/');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(""), _, _) | (None, _, _) => Route::Home,
        (Some("play"), Some(id), None) if games::find(id).is_some() => {
            Route::Play(id.to_string(), query)
        }
        (Some("play"), Some(id), None) => Route::NotFound(crate::tr!(
            "not-found-game",
            game = id,
            games = &games::ids().join(", ")
        )),
        (Some("rules"), Some(id), None) if games::find(id).is_some() => {
            Route::Rules(id.to_string())
        }
        (Some("puzzles"), game, None)
            if game.is_none_or(|g| {
                g == "daily" || g == crate::view::puzzles::LOCAL || games::find(g).is_some()
            }) =>
        {
            let query = query.unwrap_or_default();
            let id = query
                .split('&')
                .find_map(|kv| kv.strip_prefix("id="))
                .map(str::to_string);
            Route::Puzzles {
                daily: game == Some("daily"),
                game: game.filter(|g| *g != "daily").map(str::to_string),
                id,
                streak: query.split('&').any(|kv| kv == "streak"),
            }
        }
        (Some("learn"), Some(id), None) if games::find(id).is_some() => {
            Route::Learn(id.to_string())
        }
        (Some("lab"), Some(id), None) if games::find(id).is_some() => {
            Route::Lab(id.to_string(), query)
        }
        (Some("editor"), Some(id), None) if games::find(id).is_some() => {
            Route::Editor(id.to_string(), query)
        }
        (Some("games"), None, None) => Route::Games,
        (Some("about"), None, None) => Route::About,
        _ => Route::NotFound(crate::tr!("not-found-page", page = &hash)),
    }
}

#[component]
fn App() -> impl IntoView {
    // The address may have changed, to a page that replays a record from a
    // position, after the start looked at it and before this listener was
    // there: that page is shown once the readers have come, as a
    // `hashchange` would show it, and Home (the first paint's) meanwhile.
    let first = current_route();
    let waits = needs_readers(&first) && !games::reads_positions();
    let route = RwSignal::new(if waits { Route::Home } else { first.clone() });
    if waits {
        readers::then(true, move || {
            if current_route() == first {
                route.set(first);
            }
        });
    }
    dom::on_window(
        "hashchange",
        Box::new(move |_| {
            let next = current_route();
            // A page that may replay a record starting from a position is
            // shown once the readers have come (the page before stays
            // meanwhile), unless the address has changed again since.
            let needs = needs_readers(&next);
            readers::then(needs, move || {
                if current_route() != next {
                    return;
                }
                let new = route.with_untracked(|now| *now != next);
                route.set(next);
                // A new route starts at the top: the window would otherwise
                // keep the last page's scroll (a game opened with its status
                // above the screen, the rules in the middle of an example).
                if new {
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                }
            });
        }),
    );
    provide_context(Settings::load());

    view! {
        <header class="top" inner_html=crate::view::first_paint::header()></header>
        <main>
            {move || match route.get() {
                Route::Home => view! { <Home/> }.into_any(),
                Route::About => view! { <About/> }.into_any(),
                Route::Learn(game) => page_or_failure(learn_view(game)),
                Route::Lab(game, query) => page_or_failure(lab_view(game, query)),
                Route::Editor(game, query) => page_or_failure(editor_view(game, query)),
                page @ (Route::Play(..) | Route::Games | Route::Rules(_) | Route::Puzzles { .. }) => {
                    page_or_failure(page_view(page))
                }
                Route::NotFound(why) => view! {
                    <section class="panel">
                        <h1>{t!("not-found")}</h1>
                        <p data-testid="error" class="error">{why}</p>
                        <a href="#/">{t!("back-to-games")}</a>
                    </section>
                }
                .into_any(),
            }}
        </main>
        <footer class="footer">
            <a href="#/about" data-testid="about-link">{t!("footer-about")}</a>
            <ThemeSelect/>
            {lang::select("speed theme", "language")}
        </footer>
    }
}

// The pages: a game, My games, the rules, the puzzles and the embedded
// board are one wasm module of their own, fetched when one is first shown
// (or after home has mounted), so the page's first wasm is only the frame,
// home and About. `wasm-split-cli` cuts the module out at these two entry
// points and whatever only they reach (scripts/split.mjs); natively they
// are plain calls. A load that fails (offline, with nothing kept) is an
// `Err`, shown by [`page_failed`], never a panic.
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(
    pages,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_pages)
)]
fn page_view(route: Route) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(match route {
        Route::Play(id, link) => view! { <Play id link/> }.into_any(),
        Route::Games => view! { <library::GamesPage/> }.into_any(),
        Route::Rules(id) => view! { <rules::RulesScreen id/> }.into_any(),
        Route::Puzzles {
            game,
            daily,
            id,
            streak,
        } => view! { <puzzles::PuzzlesPage game daily id streak/> }.into_any(),
        Route::Home
        | Route::About
        | Route::Learn(_)
        | Route::Lab(..)
        | Route::Editor(..)
        | Route::NotFound(_) => ().into_any(),
    })
}

/// The embedded board's page, in the pages' module.
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn embed_page() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <embed::EmbedApp/> }.into_any())
}

/// The Learn page: a module of its own, fetched when it is first shown.
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(
    learn,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_learn)
)]
fn learn_view(game: String) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <learn::LearnPage game/> }.into_any())
}

/// The variant lab: a module of its own, fetched when it is first shown.
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(
    lab,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_lab)
)]
fn lab_view(
    game: String,
    query: Option<String>,
) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <lab::LabPage game query/> }.into_any())
}

/// The board editor: a module of its own, fetched when it is first shown.
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(
    editor,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_editor)
)]
fn editor_view(
    game: String,
    query: Option<String>,
) -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
    Ok(view! { <editor::EditorPage game query/> }.into_any())
}

/// A page from a lazily fetched module: drawn at once when the module is
/// there (fetched before mounting, or since), as any other page; else when
/// it comes.
///
/// A page still coming is a `Suspend` inside a closure. Two pages drawn as
/// bare `Suspend`s would be one view type, and the route's rebuild would
/// keep the first page mounted, in place, until the second's module came:
/// its effects outliving the store its route had disposed, so anything it
/// showed that changed meanwhile (the language, a save committed) read a
/// disposed value and trapped, freezing the page (split.test.mjs). A
/// closure's rebuild drops the page it replaces at once.
fn page_or_failure(
    page: impl std::future::Future<Output = Result<AnyView, leptos::wasm_split::SplitLoaderError>>
        + Send
        + 'static,
) -> AnyView {
    use std::task::{Context, Poll, Waker};
    let mut page = Box::pin(page);
    // Each poll of the loader keeps that poll's waker: the later ones wake.
    match page.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(page) => page.unwrap_or_else(|_| page_failed()),
        Poll::Pending => {
            let mut page = Some(page);
            (move || {
                page.take().map(|page| {
                    Suspend::new(async move { page.await.unwrap_or_else(|_| page_failed()) })
                })
            })
            .into_any()
        }
    }
}

/// The pages' code could not be fetched: said, with a way to try again.
fn page_failed() -> AnyView {
    view! {
        <section class="panel">
            <p data-testid="error" class="error" role="alert">{t!("page-load-failed")}</p>
            <button class="button" on:click=|_| {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            }>{t!("page-load-retry")}</button>
        </section>
    }
    .into_any()
}

/// What the app is and how it works, the settings kept apart from any
/// game, and the page measuring the engine (markup the first paint shows
/// too).
#[component]
fn About() -> impl IntoView {
    let about = crate::view::first_paint::about_html();
    view! { <section class="panel about" inner_html=about></section> }
}

/// Light, dark, or as the system says; kept with the settings.
#[component]
fn ThemeSelect() -> impl IntoView {
    controls::theme_select(expect_context::<Settings>(), "speed theme", "theme")
}

#[component]
fn Home() -> impl IntoView {
    use crate::view::first_paint::{cards, daily_card};
    let cards = cards(true, &has_saved_game);
    view! {
        <section class="home">
            <h1>{t!("home-title")}</h1>
            <aside class="daily-card" data-testid="daily-card" inner_html=daily_card()></aside>
            <ul class="cards" inner_html=cards></ul>
        </section>
    }
}

#[component]
fn Play(id: String, link: Option<String>) -> impl IntoView {
    let Some(info) = games::find(&id) else {
        return view! { <p data-testid="error" class="error">{t!("unknown-game")}</p> }.into_any();
    };
    let settings = expect_context::<Settings>();
    let store = GameStore::open(info, settings);
    let entry = analysis::Entry::new();
    provide_context(entry);
    // A shared link opens its game (the one on screen is kept); a link that
    // cannot be read is explained and changes nothing. The address then
    // loses the record, so a reload does not open it again.
    if let Some(link) = link {
        // `a=K&` first: the link's position after K moves opens on the
        // analysis board (a rules example's "Analyse"); the game on screen
        // stays as it is.
        let (analyse_at, link) = match link.strip_prefix("a=").and_then(|l| l.split_once('&')) {
            Some((k, rest)) => (k.parse::<usize>().ok(), rest.to_string()),
            None => (None, link),
        };
        // A game by link is joined to the one kept here (corr::open).
        match analyse_at
            .is_none()
            .then(|| corr::open(store, &link))
            .flatten()
        {
            Some(Ok(note)) => store.notice.set(Some(note)),
            Some(Err(why)) => store
                .error
                .set(Some(crate::tr!("link-error-nothing-changed", why = &why))),
            None => match (library::game_from_link(info.id, &link), analyse_at) {
                (Ok(mut game), Some(k)) => {
                    game.cursor = k.min(game.record.moves.len());
                    entry.game.set(Some(game));
                }
                (Ok(game), None) => store.start(game, None),
                (Err(why), _) => store
                    .error
                    .set(Some(crate::tr!("link-error-kept", why = &why))),
            },
        }
        library::replace_hash(&format!("#/play/{}", info.id));
    }
    // The computer players' worker gets ready while the page is read.
    ai::warm();
    // Leaving the page stops the computer's search.
    on_cleanup(move || {
        store.cancel_search();
        ai::cancel();
    });

    view! {
        <section class="play">
            <div class="rules-head">
                <h1>{info.title()}</h1>
                <span class="head-links">
                    <a class="button" data-testid="rules" href=format!("#/rules/{}", info.id)>{t!("rules")}</a>
                    " "
                    <a class="button" data-testid="game-puzzles" href=format!("#/puzzles/{}", info.id)>{t!("nav-puzzles")}</a>
                    " "
                    <a class="button" data-testid="game-learn" href=format!("#/learn/{}", info.id)>
                        // A phone's head has room for the short word (the
                        // whole words stay the link's name).
                        <span class="long">{t!("learn-to-play")}</span>
                        <span class="short" aria-hidden="true">{t!("learn-short")}</span>
                    </a>
                </span>
            </div>
            {shown(Box::new(move || store.error.get().is_some()), Box::new(move || view! {
                <p class="error" data-testid="error" role="alert">
                    {move || store.error.get().unwrap_or_default()}
                    <button class="link" on:click=move |_| store.error.set(None)>{t!("dismiss")}</button>
                </p>
            }.into_any()))}
            {shown(
                Box::new(move || store.panels.dialog.get() && entry.game.with(Option::is_none)),
                Box::new(move || view! { <dialog::NewGameDialog store/> }.into_any()),
            )}
            {shown(
                Box::new(move || store.view.get().is_some() && entry.game.with(Option::is_none)),
                Box::new(move || view! { <GameScreen store/> }.into_any()),
            )}
            {move || entry.game.get().map(|start| view! {
                <AnalysisScreen game=store entry start/>
            })}
        </section>
    }
    .into_any()
}

/// The analysis board of the game of `game`, from `start`: a game screen
/// with the analysis and the review beside the board, and a way back.
#[component]
fn AnalysisScreen(
    game: GameStore,
    entry: analysis::Entry,
    start: crate::view::SavedGame,
) -> impl IntoView {
    let a = analysis::open(game, entry, start);
    view! {
        <GameScreen
            store=a.board
            panels=ViewFn::from(move || view! {
                <analysis::AnalysisPanel a/>
                <analysis::ReviewPanel a/>
            })
            back=Callback::new(move |()| a.close())
        />
    }
}
