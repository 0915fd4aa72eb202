//! Puzzles: "find the best move" in positions the engine proved
//! ([`crate::ai::puzzles`], shipped as `puzzles/<game>.json`, fetched when
//! needed and kept offline by the service worker).
//!
//! `#/puzzles` sets puzzles of any game, `#/puzzles/<game>` of one game,
//! `#/puzzles/daily` the day's puzzle; `?id=<puzzle>` opens one puzzle and
//! `?streak` starts a streak. The board is a [`GameScreen`] over a
//! transient store (nothing saved with the games): the player plays the
//! puzzle's side; the engine's replies are the proven solution's, and a
//! wrong decision is answered by the recorded refutation (or by the
//! engine's analysis) with the reason. The rating, the streaks and the
//! daily puzzles solved are kept in the browser ([`PROGRESS_KEY`]) and can
//! be downloaded and loaded again ([`crate::view::puzzles`] has the
//! rules of it all). The same puzzle board is embedded in each rules page
//! and, through `embed.js`, in other sites (which keep no progress).

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

use super::store::{storage, Settings};
use super::{ai, dom, library};
use crate::games;
use crate::t;
use crate::tr;
use crate::view::markup::Markup;
use crate::view::puzzles::{
    self as model, daily_game, daily_index, day_of, next_in_streak, pick, puzzles_from_json,
    Progress, Puzzle, LOCAL, LOCAL_PREFIX, PROGRESS_KEY,
};
use solving::PuzzleBoard;

mod solving;

/// What the page sets: puzzles rated for the player, or a streak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Rated,
    Streak,
}

/// A puzzle on screen.
#[derive(Clone, Debug, PartialEq)]
struct Current {
    puzzle: Puzzle,
    /// The day, for the daily puzzle.
    daily: Option<i64>,
}

/// Everything the page shows but the puzzle, in one signal (each signal
/// type costs the app's wasm its own copy of the reactive code).
#[derive(Clone, Debug, PartialEq)]
struct State {
    progress: Progress,
    /// The game chosen (`None`: any game).
    game: Option<String>,
    mode: Mode,
    /// The streak so far, its puzzles, and whether it has ended.
    streak: u32,
    streak_done: Vec<String>,
    streak_over: bool,
    /// Loading, or what went wrong.
    note: Option<String>,
}

/// Which puzzle to set once a game's puzzles are there.
enum Want {
    /// The next: rated near the player, or the streak's next above `floor`.
    Next { salt: u64, floor: u32 },
    /// This one.
    Id(String),
    /// The day's.
    Daily(i64),
}

/// The page.
#[derive(Clone, Copy)]
struct Page {
    settings: Settings,
    /// Whether progress is kept (not in another site's frame).
    keeps: bool,
    state: RwSignal<State>,
    current: RwSignal<Option<Current>>,
    /// The puzzles fetched, by game.
    files: StoredValue<Vec<(String, Vec<Puzzle>)>>,
}

/// Reads the progress kept in the browser; damaged progress is set aside
/// under a key of its own (`…/damaged/<time>-<n>`, so a second never
/// replaces the first) and explained, and a fresh start is made. The last
/// value says whether progress may be written: not while damaged progress
/// could not be set aside (storage full), which would replace it.
fn load_progress() -> (Progress, Option<String>, bool) {
    let Some(text) = storage().and_then(|s| s.get_item(PROGRESS_KEY).ok().flatten()) else {
        return (Progress::default(), None, true);
    };
    match Progress::parse(&text) {
        Ok(p) => (p, None, true),
        Err(why) => {
            let aside = format!(
                "{PROGRESS_KEY}/damaged/{}-{:04x}",
                js_sys::Date::now() as u64,
                dom::random_seed() & 0xffff
            );
            let kept = storage().is_some_and(|s| s.set_item(&aside, &text).is_ok());
            let note = if kept {
                crate::tr!("puzzles-progress-damaged", why = &why)
            } else {
                t!("puzzles-storage-full").to_string()
            };
            (Progress::default(), Some(note), kept)
        }
    }
}

impl Page {
    fn new(settings: Settings, keeps: bool, game: Option<String>, streak: bool) -> Page {
        let (progress, note, writes) = if keeps {
            load_progress()
        } else {
            (Progress::default(), None, false)
        };
        let page = Page {
            settings,
            keeps,
            state: RwSignal::new(State {
                progress,
                game,
                mode: if streak { Mode::Streak } else { Mode::Rated },
                streak: 0,
                streak_done: Vec::new(),
                streak_over: false,
                note,
            }),
            current: RwSignal::new(None),
            files: StoredValue::new(Vec::new()),
        };
        if writes {
            // Every change of the progress is kept at once.
            let text = Memo::new(move |_| page.state.with(|s| s.progress.to_json()));
            Effect::new(move |_| {
                let kept = text.with(|text| storage()?.set_item(PROGRESS_KEY, text).ok());
                if kept.is_none() {
                    page.note(t!("puzzles-storage-full"));
                }
            });
        }
        page
    }

    fn note(self, text: &str) {
        self.state.update(|s| s.note = Some(text.to_string()));
    }

    /// Sets the puzzle `want` of `game`, fetching its puzzles once (the
    /// puzzles made in the board editor are read from the browser).
    fn load(self, game: String, want: Want) {
        if game == LOCAL {
            return self.choose(&local(), want);
        }
        let found = self
            .files
            .with_value(|files| files.iter().position(|(g, _)| *g == game));
        if let Some(i) = found {
            self.files
                .with_value(|files| self.choose(&files[i].1, want));
            return;
        }
        // A note already there (damaged progress set aside) stays.
        let loading = t!("puzzles-loading");
        self.state.update(|s| {
            s.note.get_or_insert_with(|| loading.to_string());
        });
        spawn_local(async move {
            let url = format!("puzzles/{game}.json");
            let loaded = dom::fetch_text(&url).await.and_then(|text| {
                puzzles_from_json(&text, &game)
                    .map_err(|e| tr!("file-unreadable", file = &url, why = &e.to_string()))
            });
            match loaded {
                Ok(puzzles) => {
                    let here = self.state.try_update(|s| {
                        if s.note.as_deref() == Some(loading) {
                            s.note = None;
                        }
                    });
                    // The page has gone meanwhile (another page opened).
                    if here.is_none() {
                        return;
                    }
                    self.choose(&puzzles, want);
                    let _ = self
                        .files
                        .try_update_value(|files| files.push((game, puzzles)));
                }
                Err(why) => {
                    self.state
                        .try_update(|s| s.note = Some(tr!("puzzles-load-failed", why = &why)));
                }
            }
        });
    }

    /// Sets the puzzle `want` among `puzzles`.
    fn choose(self, puzzles: &[Puzzle], want: Want) {
        let (chosen, daily) = match want {
            Want::Next { salt, floor } => (
                self.state.with_untracked(|s| match s.mode {
                    Mode::Rated => pick(puzzles, &s.progress, salt),
                    Mode::Streak => next_in_streak(puzzles, &s.streak_done, floor, salt)
                        .or_else(|| next_in_streak(puzzles, &s.streak_done, 0, salt)),
                }),
                None,
            ),
            Want::Id(id) => match puzzles.iter().position(|p| p.id == id) {
                Some(i) => (Some(i), None),
                None => {
                    self.note(&tr!("puzzles-no-such", id = &id));
                    (
                        pick(puzzles, &Progress::default(), dom::random_seed()),
                        None,
                    )
                }
            },
            Want::Daily(day) => (daily_index(day, puzzles.len()), Some(day)),
        };
        match chosen.and_then(|i| puzzles.get(i)) {
            Some(p) => self.current.set(Some(Current {
                puzzle: p.clone(),
                daily,
            })),
            None => self.note(t!("puzzles-none-left")),
        }
    }

    /// The next puzzle: rated near the player, or the streak's next.
    fn next(self) {
        let salt = dom::random_seed();
        let last = self
            .current
            .with_untracked(|c| c.as_ref().map(|c| c.puzzle.rating));
        let mut game = String::new();
        let mut floor = 0;
        self.state.update(|s| {
            if s.mode == Mode::Streak && s.streak_over {
                s.streak = 0;
                s.streak_over = false;
                s.streak_done.clear();
            }
            if s.mode == Mode::Streak && s.streak > 0 {
                floor = last.unwrap_or(0);
            }
            game = s.game.clone().unwrap_or_else(|| {
                let all = games::all();
                all[(model::mix(salt) % all.len() as u64) as usize]
                    .id
                    .to_string()
            });
        });
        self.load(game, Want::Next { salt, floor });
    }

    /// The day's puzzle: the same for everyone on the same day (UTC).
    fn daily(self) {
        let day = day_of(js_sys::Date::now());
        let game = daily_game(day).to_string();
        self.state.update(|s| s.game = Some(game.clone()));
        self.load(game, Want::Daily(day));
    }

    /// Rated puzzles or a streak, from a new start.
    fn set_mode(self, mode: Mode) {
        if self.state.with_untracked(|s| s.mode) != mode {
            self.state.update(|s| {
                s.mode = mode;
                s.streak = 0;
                s.streak_over = false;
                s.streak_done.clear();
            });
            self.next();
        }
    }
}

/// The puzzles page.
#[component]
pub fn PuzzlesPage(
    /// The game asked for (`None`: any).
    game: Option<String>,
    daily: bool,
    /// One puzzle asked for.
    id: Option<String>,
    streak: bool,
    /// In another site's frame: no progress kept, no header.
    #[prop(optional)]
    embedded: bool,
) -> impl IntoView {
    let settings = expect_context::<Settings>();
    let page = Page::new(settings, !embedded, game.clone(), streak);
    let mine = !embedded && game.as_deref().is_none_or(|g| g == LOCAL);
    match (daily, id, game) {
        (true, _, _) => page.daily(),
        (false, Some(id), Some(game)) => page.load(game, Want::Id(id)),
        _ => page.next(),
    }
    // The worker that answers a wrong decision gets ready.
    ai::warm();
    let click = move |ev: leptos::ev::MouseEvent| match clicked(&ev, "data-action").as_deref() {
        Some("rated") => page.set_mode(Mode::Rated),
        Some("streak") => page.set_mode(Mode::Streak),
        Some("download") => {
            // The file carries the lessons' stars too.
            let text = page.state.with_untracked(|s| {
                let mut progress = s.progress.clone();
                progress.lessons = super::learn::progress::every();
                progress.to_json()
            });
            if let Err(why) =
                library::download("rainbow-games-puzzles.json", "application/json", &text)
            {
                page.note(&tr!("download-failed", why = &why));
            }
        }
        Some("load") => load_progress_text(page),
        _ => {}
    };
    let change = move |ev: leptos::ev::Event| {
        let Some(select) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .filter(|s| s.name() == "game")
        else {
            return;
        };
        let value = select.value();
        page.state
            .update(|s| s.game = (value != "any").then_some(value));
        page.next();
    };
    view! {
        <section class="puzzles" data-testid="puzzles-page" on:click=click on:change=change>
            <div class="puzzle-head" inner_html=move || page.state.with(|s| head_html(s, page.keeps))></div>
            <p class="why" data-testid="puzzles-note" role="status">{move || page.state.with(|s| s.note.clone())}</p>
            {move || page.current.get().map(|current| view! { <PuzzleBoard page current/> })}
            // My puzzles on the puzzles page itself (not a rules page's
            // puzzle of one game, not an embed).
            {mine.then(MyPuzzles)}
            <div inner_html=if embedded { String::new() } else { transfer() }></div>
        </section>
    }
}

/// The puzzles made in the board editor, kept in the browser.
fn local() -> Vec<Puzzle> {
    model::local_puzzles(&super::db::under(LOCAL_PREFIX))
}

/// The list of the puzzles made in the board editor, each opened by its
/// link (none: nothing shown).
#[allow(non_snake_case)]
fn MyPuzzles() -> impl IntoView {
    let mine = local();
    (!mine.is_empty()).then(|| {
        let items = mine
            .into_iter()
            .map(|p| {
                let title = games::find(&p.game).map_or("", |g| g.title());
                let line = p.record.position.unwrap_or_default();
                view! {
                    <li data-testid="my-puzzle" data-puzzle=p.id.clone()>
                        <a href=format!("#/puzzles/{LOCAL}?id={}", p.id)>{title}</a>
                        " " <code>{line}</code>
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="transfer my-puzzles" data-testid="my-puzzles">
                <h2>{t!("puzzles-mine")}</h2>
                <ul>{items}</ul>
            </section>
        }
    })
}

/// Where progress is downloaded and loaded.
fn transfer() -> String {
    Markup::default()
        .el("details")
        .attr("class", "transfer puzzle-transfer")
        .el("summary")
        .text(t!("puzzles-progress"))
        .close("summary")
        .el("p")
        .attr("class", "hint")
        .text(t!("puzzles-progress-hint"))
        .close("p")
        .el("label")
        .text(t!("puzzles-progress-paste"))
        .text(" ")
        .el("textarea")
        .attr("rows", "3")
        .attr("name", "progress")
        .attr("data-testid", "puzzle-import-text")
        .close("textarea")
        .close("label")
        .button(
            "button",
            "puzzle-import",
            "load",
            t!("puzzles-progress-load"),
        )
        .close("details")
        .html()
}

/// Loads the progress pasted in the page, and says how it went (progress
/// that cannot be read changes nothing).
fn load_progress_text(page: Page) {
    let text = document()
        .query_selector("textarea[name=progress]")
        .ok()
        .flatten()
        .and_then(|el| js_sys::Reflect::get(&el, &"value".into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    page.state.update(|s| {
        s.note = Some(match Progress::parse(text.trim()) {
            Ok(mut p) => {
                // The lessons' stars go to the lessons' own keeping.
                super::learn::progress::merge(&std::mem::take(&mut p.lessons));
                s.progress = p;
                t!("puzzles-progress-loaded").to_string()
            }
            Err(why) => tr!("puzzles-progress-bad", why = &why),
        })
    });
}

/// The page's head as markup: the title, the rating, the mode, the game
/// chosen, the streak.
fn head_html(s: &State, keeps: bool) -> String {
    let mut m = Markup::default();
    m.el("div").attr("class", "rules-head").el("h1");
    match s.game.as_deref().and_then(games::find) {
        Some(info) => m.text(&tr!("puzzles-of-game", game = info.title())),
        None if s.game.as_deref() == Some(LOCAL) => m.text(t!("puzzles-mine")),
        None => m.text(t!("nav-puzzles")),
    };
    m.close("h1")
        .close("div")
        .el("p")
        .attr("class", "puzzle-rating")
        .text(t!("puzzles-your-rating"))
        .text(" ")
        .el("strong")
        .attr("data-testid", "puzzle-rating")
        .count(s.progress.shown_rating().into())
        .close("strong")
        .text(" · ");
    if s.mode == Mode::Streak {
        m.el("span")
            .attr("data-testid", "streak")
            .text(&tr!(
                "puzzles-streak",
                n = s.streak,
                over = if s.streak_over { "yes" } else { "no" }
            ))
            .close("span")
            .text(" · ");
    }
    let (solved, tried) = s.progress.score();
    m.text(&tr!(
        "puzzles-score",
        solved = solved,
        tried = tried,
        best = s.progress.best_streak
    ))
    .close("p")
    .el("div")
    .attr("class", "choice-buttons");
    for (id, action, on, label) in [
        ("mode-rated", "rated", Mode::Rated, t!("puzzles-rated")),
        (
            "mode-streak",
            "streak",
            Mode::Streak,
            t!("puzzles-streak-mode"),
        ),
    ] {
        m.el("button")
            .attr("class", "button")
            .attr("data-testid", id)
            .attr("data-action", action)
            .attr("aria-pressed", if s.mode == on { "true" } else { "false" })
            .text(label)
            .close("button");
    }
    m.el("label")
        .attr("class", "speed")
        .text(t!("puzzles-game"))
        .text(" ")
        .el("select")
        .attr("name", "game")
        .attr("data-testid", "puzzle-game");
    for (id, name) in [("any", t!("puzzles-any-game")), (LOCAL, t!("puzzles-mine"))]
        .into_iter()
        .chain(games::all().iter().map(|g| (g.id, g.title())))
    {
        m.el("option")
            .attr("value", id)
            .flag("selected", s.game.as_deref().unwrap_or("any") == id)
            .text(name)
            .close("option");
    }
    m.close("select").close("label");
    if keeps {
        m.button(
            "button",
            "puzzle-download",
            "download",
            t!("puzzles-download"),
        );
    }
    m.close("div").html()
}

/// The value of `attribute` on the element clicked (or its closest
/// ancestor carrying it).
fn clicked(ev: &leptos::ev::MouseEvent, attribute: &str) -> Option<String> {
    dom::clicked(ev, attribute).map(|(_, value)| value)
}

/// A puzzle of the game at the foot of its rules page: set when asked
/// for (its puzzles are fetched then, not with the page).
#[component]
pub(super) fn RulesPuzzle(game: &'static str) -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <section class="rules-puzzle" data-testid="rules-puzzle">
            <h2>{t!("rules-puzzle-title")}</h2>
            {move || if open.get() {
                view! {
                    <PuzzlesPage game=Some(game.to_string()) daily=false id=None streak=false/>
                }
                .into_any()
            } else {
                view! {
                    <p>
                        {t!("rules-puzzle-text")}
                        " "
                        <button class="button" data-testid="rules-puzzle-open" on:click=move |_| open.set(true)>
                            {t!("rules-puzzle-show")}
                        </button>
                        " "
                        <a href=format!("#/puzzles/{game}")>{t!("rules-puzzle-all")}</a>
                    </p>
                }
                .into_any()
            }}
        </section>
    }
}
