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

use super::game_screen::GameScreen;
use super::store::{hint_for, storage, GameStore, Settings};
use super::{ai, dialog, library, rules};
use crate::games;
use crate::view::first_paint::escape;
use crate::view::puzzles::{
    self as model, daily_game, daily_index, day_of, next_in_streak, pick, puzzles_from_json,
    refutation, step, why_wrong, Progress, Puzzle, Step, PROGRESS_KEY,
};
use crate::view::SavedGame;

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

/// The page's state.
#[derive(Clone, Copy)]
struct Page {
    settings: Settings,
    progress: RwSignal<Progress>,
    /// Whether progress is kept (not in another site's frame).
    keeps: bool,
    current: RwSignal<Option<Current>>,
    /// The puzzles fetched, by game.
    files: StoredValue<Vec<(String, Vec<Puzzle>)>>,
    /// The game chosen (`None`: any game).
    game: RwSignal<Option<String>>,
    mode: RwSignal<Mode>,
    /// The streak so far, its puzzles, and whether it has ended.
    streak: RwSignal<u32>,
    streak_done: StoredValue<Vec<String>>,
    streak_over: RwSignal<bool>,
    /// Loading, or why nothing could be loaded.
    note: RwSignal<Option<String>>,
}

/// Reads the progress kept in the browser; damaged progress is set aside
/// (under `…/damaged`) and explained, and a fresh start is made.
fn load_progress() -> (Progress, Option<String>) {
    let Some(text) = storage().and_then(|s| s.get_item(PROGRESS_KEY).ok().flatten()) else {
        return (Progress::default(), None);
    };
    match Progress::parse(&text) {
        Ok(p) => (p, None),
        Err(why) => {
            if let Some(s) = storage() {
                let _ = s.set_item(&format!("{PROGRESS_KEY}/damaged"), &text);
            }
            (
                Progress::default(),
                Some(format!(
                    "Your puzzle progress could not be read ({why}); it was set aside and a new \
                     rating starts."
                )),
            )
        }
    }
}

fn today() -> i64 {
    day_of(js_sys::Date::now())
}

impl Page {
    fn new(settings: Settings, keeps: bool, game: Option<String>, streak: bool) -> Page {
        let (progress, problem) = if keeps {
            load_progress()
        } else {
            (Progress::default(), None)
        };
        let page = Page {
            settings,
            progress: RwSignal::new(progress),
            keeps,
            current: RwSignal::new(None),
            files: StoredValue::new(Vec::new()),
            game: RwSignal::new(game),
            mode: RwSignal::new(if streak { Mode::Streak } else { Mode::Rated }),
            streak: RwSignal::new(0),
            streak_done: StoredValue::new(Vec::new()),
            streak_over: RwSignal::new(false),
            note: RwSignal::new(problem),
        };
        if keeps {
            // Every change of the progress is kept at once.
            Effect::new(move |_| {
                let text = page.progress.with(Progress::to_json);
                if let Some(s) = storage() {
                    if s.set_item(PROGRESS_KEY, &text).is_err() {
                        page.note.set(Some(
                            "Your puzzle progress could not be kept: the browser's storage is full."
                                .to_string(),
                        ));
                    }
                }
            });
        }
        page
    }

    /// Runs `then` with the puzzles of `game`, fetched once.
    fn with_file(self, game: String, then: impl FnOnce(&[Puzzle]) + 'static) {
        let found = self
            .files
            .with_value(|files| files.iter().position(|(g, _)| *g == game));
        if let Some(i) = found {
            self.files.with_value(|files| then(&files[i].1));
            return;
        }
        self.note.set(Some("Loading the puzzles…".to_string()));
        spawn_local(async move {
            let url = format!("puzzles/{game}.json");
            let loaded = rules::fetch_text(&url).await.and_then(|text| {
                puzzles_from_json(&text, &game).map_err(|e| format!("{url} cannot be read ({e})"))
            });
            match loaded {
                Ok(puzzles) => {
                    self.note.try_set(None);
                    then(&puzzles);
                    let _ = self
                        .files
                        .try_update_value(|files| files.push((game, puzzles)));
                }
                Err(why) => {
                    self.note
                        .try_set(Some(format!("The puzzles could not be loaded: {why}.")));
                }
            }
        });
    }

    fn show(self, puzzle: Puzzle, daily: Option<i64>) {
        self.current.set(Some(Current { puzzle, daily }));
    }

    /// The next puzzle: rated near the player, or the streak's next.
    fn next(self) {
        let salt = dialog::random_seed();
        let game = self.game.get_untracked().unwrap_or_else(|| {
            model::GAMES[(model::mix(salt) % model::GAMES.len() as u64) as usize].to_string()
        });
        if self.mode.get_untracked() == Mode::Streak && self.streak_over.get_untracked() {
            self.streak.set(0);
            self.streak_over.set(false);
            self.streak_done.set_value(Vec::new());
        }
        let floor = self
            .current
            .with_untracked(|c| c.as_ref().map(|c| c.puzzle.rating))
            .filter(|_| {
                self.mode.get_untracked() == Mode::Streak && self.streak.get_untracked() > 0
            })
            .unwrap_or(0);
        self.with_file(game, move |puzzles| {
            let chosen = match self.mode.get_untracked() {
                Mode::Rated => self.progress.with_untracked(|p| pick(puzzles, p, salt)),
                Mode::Streak => self.streak_done.with_value(|done| {
                    next_in_streak(puzzles, done, floor, salt)
                        .or_else(|| next_in_streak(puzzles, done, 0, salt))
                }),
            };
            match chosen.and_then(|i| puzzles.get(i)) {
                Some(p) => self.show(p.clone(), None),
                None => self.note.set(Some("No puzzle is left here.".to_string())),
            }
        });
    }

    /// The puzzle `id` of `game`.
    fn open(self, game: String, id: String) {
        self.with_file(game, move |puzzles| {
            match puzzles.iter().find(|p| p.id == id) {
                Some(p) => self.show(p.clone(), None),
                None => {
                    self.note.set(Some(format!(
                        "There is no puzzle '{id}' here; here is another one."
                    )));
                    set_timeout(move || self.next(), std::time::Duration::ZERO);
                }
            }
        });
    }

    /// The day's puzzle: the same for everyone on the same day (UTC).
    fn daily(self) {
        let day = today();
        let game = daily_game(day).to_string();
        self.game.set(Some(game.clone()));
        self.with_file(game, move |puzzles| {
            if let Some(p) = daily_index(day, puzzles.len()).and_then(|i| puzzles.get(i)) {
                self.show(p.clone(), Some(day));
            }
        });
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
    match (daily, id, game) {
        (true, _, _) => page.daily(),
        (false, Some(id), Some(game)) => page.open(game, id),
        _ => page.next(),
    }
    // The worker that answers a wrong decision gets ready.
    ai::warm();
    let head = move || head_html(page);
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(action) = clicked(&ev, "data-action") else {
            return;
        };
        match action.as_str() {
            "rated" | "streak" => {
                let mode = if action == "rated" {
                    Mode::Rated
                } else {
                    Mode::Streak
                };
                if page.mode.get_untracked() != mode {
                    page.mode.set(mode);
                    page.streak.set(0);
                    page.streak_over.set(false);
                    page.streak_done.set_value(Vec::new());
                    page.next();
                }
            }
            "download" => {
                let text = page.progress.with_untracked(Progress::to_json);
                if let Err(why) =
                    library::download("rainbow-games-puzzles.json", "application/json", &text)
                {
                    page.note.set(Some(format!("No download: {why}.")));
                }
            }
            "load" => page.note.set(Some(load_progress_text(page))),
            _ => {}
        }
    };
    let change = move |ev: leptos::ev::Event| {
        let Some(select) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .filter(|s| s.get_attribute("data-testid").as_deref() == Some("puzzle-game"))
        else {
            return;
        };
        let value = select.value();
        page.game.set((value != "any").then_some(value));
        page.next();
    };
    view! {
        <section class="puzzles" data-testid="puzzles-page" on:click=click on:change=change>
            <div class="puzzle-head" inner_html=head></div>
            <p class="why" data-testid="puzzles-note" role="status">{move || page.note.get().unwrap_or_default()}</p>
            {move || page.current.get().map(|current| view! { <PuzzleBoard page current/> })}
            <div inner_html=if embedded { "" } else { TRANSFER }></div>
        </section>
    }
}

/// Where progress is downloaded and loaded.
const TRANSFER: &str = "<details class=\"transfer puzzle-transfer\"><summary>Your puzzle progress</summary>\
    <p class=\"hint\">Your rating and the puzzles you tried are kept in this browser. Download them to \
    keep a copy or to move them to another browser, and load them there.</p>\
    <label>Progress to load <textarea rows=\"3\" data-testid=\"puzzle-import-text\"></textarea></label>\
    <button class=\"button\" data-testid=\"puzzle-import\" data-action=\"load\">Load progress</button></details>";

/// Loads the progress pasted in the page, and says how it went (progress
/// that cannot be read changes nothing).
fn load_progress_text(page: Page) -> String {
    let text = document()
        .query_selector("[data-testid=puzzle-import-text]")
        .ok()
        .flatten()
        .and_then(|el| js_sys::Reflect::get(&el, &"value".into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    match Progress::parse(text.trim()) {
        Ok(p) => {
            page.progress.set(p);
            "Your puzzle progress was loaded.".to_string()
        }
        Err(why) => format!("This cannot be loaded: {why}. Your progress is kept as it was."),
    }
}

/// The page's head as markup: the rating, the mode, the game chosen, the
/// streak.
fn head_html(page: Page) -> String {
    let (rating, (solved, tried), best) = page
        .progress
        .with(|p| (p.shown_rating(), p.score(), p.best_streak));
    let mode = page.mode.get();
    let game = page.game.get();
    let options: String = std::iter::once(("any", "Any game"))
        .chain(
            model::GAMES
                .iter()
                .filter_map(|id| games::find(id).map(|g| (g.id, g.name))),
        )
        .map(|(id, name)| {
            format!(
                "<option value=\"{id}\"{}>{}</option>",
                if game.as_deref().unwrap_or("any") == id {
                    " selected"
                } else {
                    ""
                },
                escape(name)
            )
        })
        .collect();
    let pressed = |m: Mode| if mode == m { "true" } else { "false" };
    let streak = match mode {
        Mode::Streak => format!(
            "<span data-testid=\"streak\">Streak: {}{}</span> · ",
            page.streak.get(),
            if page.streak_over.get() {
                " (over)"
            } else {
                ""
            }
        ),
        Mode::Rated => String::new(),
    };
    let download = if page.keeps {
        "<button class=\"button\" data-testid=\"puzzle-download\" data-action=\"download\">Download progress</button>"
    } else {
        ""
    };
    let title = match game.as_deref().and_then(games::find) {
        Some(info) => format!("Puzzles: {}", escape(info.name)),
        None => "Puzzles".to_string(),
    };
    format!(
        "<div class=\"rules-head\"><h1>{title}</h1></div><p class=\"puzzle-rating\">Your rating: <strong data-testid=\"puzzle-rating\">{rating}</strong> · \
         {streak}solved {solved} of {tried} at the first try · best streak {best}</p>\
         <div class=\"choice-buttons\"><button class=\"button\" data-testid=\"mode-rated\" data-action=\"rated\" \
         aria-pressed=\"{}\">Rated</button><button class=\"button\" data-testid=\"mode-streak\" data-action=\"streak\" \
         aria-pressed=\"{}\">Streak</button><label class=\"speed\">Game <select data-testid=\"puzzle-game\">{options}\
         </select></label>{download}</div>",
        pressed(Mode::Rated),
        pressed(Mode::Streak),
    )
}

/// The element clicked (or its closest ancestor) carrying `attribute`:
/// the attribute's value.
fn clicked(ev: &leptos::ev::MouseEvent, attribute: &str) -> Option<String> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    target
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)
}

/// A puzzle being solved, for the panel beside its board.
#[derive(Clone, Copy)]
pub struct Solving {
    store: GameStore,
    page: Page,
    puzzle: StoredValue<Puzzle>,
    daily: Option<i64>,
    step: RwSignal<Step>,
    /// What the page says of the last decision.
    said: RwSignal<String>,
    /// Once over for the rating: whether it counted as solved.
    result: RwSignal<Option<bool>>,
    /// The rating's change it brought.
    change: RwSignal<Option<i32>>,
    hinted: RwSignal<bool>,
    /// A wrong decision answered (its reply played or asked for).
    refuted: StoredValue<bool>,
}

impl Solving {
    fn ply(self) -> usize {
        self.puzzle.with_value(|p| p.ply)
    }

    /// The puzzle is over for the rating (once).
    fn finish(self, solved: bool) {
        if self.result.get_untracked().is_some() {
            return;
        }
        let counted = solved && !self.hinted.get_untracked();
        self.result.set(Some(counted));
        let page = self.page;
        let (id, rating) = self.puzzle.with_value(|p| (p.id.clone(), p.rating));
        match page.mode.get_untracked() {
            Mode::Streak => {
                let _ = page.streak_done.try_update_value(|d| d.push(id));
                if counted {
                    page.streak.update(|n| *n += 1);
                } else {
                    let n = page.streak.get_untracked();
                    page.progress.update(|p| p.end_streak(n));
                    page.streak_over.set(true);
                }
                if counted {
                    let n = page.streak.get_untracked();
                    page.progress.update(|p| p.end_streak(n));
                }
            }
            Mode::Rated => {
                let mut change = None;
                page.progress.update(|p| {
                    change = p.record(&id, rating, counted);
                    if let (Some(day), true) = (self.daily, counted) {
                        if !p.daily_solved.contains(&day) {
                            p.daily_solved.push(day);
                        }
                    }
                });
                self.change.set(change);
            }
        }
    }

    /// Back to the puzzle's position.
    fn retry(self) {
        self.refuted.set_value(false);
        self.said.set(String::new());
        self.store.jump(self.ply());
    }

    /// Plays the whole solution from the puzzle's position (a miss if the
    /// puzzle was not over).
    fn show_solution(self) {
        self.finish(false);
        self.refuted.set_value(true);
        let (ply, line) = self.puzzle.with_value(|p| (p.ply, p.solution.clone()));
        self.store.jump(ply);
        self.said.set(format!("The solution: {}.", line.join(" ")));
        self.store.play_all(line);
    }

    /// Lights the decision to find (a hint counts as a miss for the rating).
    fn hint(self) {
        let Step::Yours(at) = self.step.get_untracked() else {
            return;
        };
        let (Some(saved), Some(view)) = (
            self.store.saved.get_untracked(),
            self.store.view.get_untracked(),
        ) else {
            return;
        };
        let Some(key) = self.puzzle.with_value(|p| p.solution.get(at).cloned()) else {
            return;
        };
        if self.result.get_untracked().is_none() {
            self.hinted.set(true);
        }
        self.store
            .computers
            .hint
            .set(Some(hint_for(&view, saved.cursor, key)));
    }

    /// Follows the decisions played: the engine's replies, the end, or a
    /// wrong decision refuted.
    fn follow(self) {
        let store = self.store;
        let Some(saved) = store.saved.get() else {
            return;
        };
        if store.animation.running() {
            return;
        }
        let Some(view) = store.view.get() else {
            return;
        };
        let ply = self.ply();
        if saved.cursor < ply {
            // Undone past the puzzle's position: back to it.
            store.jump(ply);
            return;
        }
        let played = saved
            .record
            .moves
            .get(ply..saved.cursor)
            .unwrap_or_default();
        let now = self.puzzle.with_value(|p| step(p, played, view.actor()));
        self.step.set(now.clone());
        match now {
            Step::Yours(0) => {}
            Step::Yours(_) => self
                .said
                .set("Right! Keep going: find the best move again.".to_string()),
            Step::Reply(mv) => {
                // The player sees the position before the reply comes.
                let cursor = saved.cursor;
                set_timeout(
                    move || {
                        if store.saved.with_untracked(|g| g.as_ref().map(|g| g.cursor))
                            == Some(cursor)
                        {
                            store.choose(mv);
                        }
                    },
                    std::time::Duration::from_millis(350),
                );
            }
            Step::Solved => {
                let first = self.result.get_untracked().is_none();
                self.finish(true);
                if first || !self.refuted.get_value() {
                    self.said.set(match self.result.get_untracked() {
                        Some(true) => "Solved! That is the best move.".to_string(),
                        _ => "Solved, but it counts as a miss: a hint was used, or the first try was wrong."
                            .to_string(),
                    });
                }
            }
            Step::Wrong { at, played } => {
                if self.refuted.get_value() {
                    return;
                }
                self.refuted.set_value(true);
                self.finish(false);
                let (listed, player) = self.puzzle.with_value(|p| {
                    (
                        refutation(p, at, &played).map(|r| (r.reply.clone(), r.why.clone())),
                        p.player,
                    )
                });
                let (reply, why) = match listed {
                    Some((reply, why)) => (reply, why),
                    None => (None, self.puzzle.with_value(|p| why_wrong(p, at))),
                };
                self.said
                    .set(format!("✗ {played} is not the answer. {why}"));
                let replies = view.result.is_none() && view.actor() != Some(player);
                if !replies {
                    return;
                }
                let cursor = saved.cursor;
                let play = move |mv: String| {
                    if store.saved.with_untracked(|g| g.as_ref().map(|g| g.cursor)) == Some(cursor)
                    {
                        store.choose(mv.clone());
                        self.said
                            .update(|s| s.push_str(&format!(" The engine replies {mv}.")));
                    }
                };
                match reply {
                    Some(mv) => {
                        set_timeout(move || play(mv), std::time::Duration::from_millis(350))
                    }
                    None => ai::analyse(
                        &saved.record,
                        Some(cursor),
                        |_| {},
                        move |found| {
                            if let Ok(found) = found {
                                play(found.best);
                            }
                        },
                    ),
                }
            }
        }
    }
}

/// A puzzle's board with its panel.
#[component]
fn PuzzleBoard(page: Page, current: Current) -> impl IntoView {
    let Some(info) = games::find(&current.puzzle.game) else {
        return view! { <p class="error" data-testid="error">"Unknown game."</p> }.into_any();
    };
    let game = match SavedGame::opened(current.puzzle.record.clone()) {
        Ok(game) => game,
        Err(why) => {
            return view! {
                <p class="error" data-testid="error" role="alert">{format!("This puzzle cannot be shown: {why}.")}</p>
            }
            .into_any()
        }
    };
    let store = GameStore::transient(info, page.settings, game);
    let s = Solving {
        store,
        page,
        puzzle: StoredValue::new(current.puzzle),
        daily: current.daily,
        step: RwSignal::new(Step::Yours(0)),
        said: RwSignal::new(String::new()),
        result: RwSignal::new(None),
        change: RwSignal::new(None),
        hinted: RwSignal::new(false),
        refuted: StoredValue::new(false),
    };
    Effect::new(move |_| s.follow());
    view! { <GameScreen store puzzle=s/> }.into_any()
}

/// The panel beside a puzzle's board: the task, what the last decision
/// did, and the buttons (hint, try again, the solution, next). Markup
/// with one click handler.
#[component]
pub(super) fn PuzzlePanel(s: Solving) -> impl IntoView {
    let markup = move || {
        let (task, rating, themes, proof, id) = s.puzzle.with_value(|p| {
            (
                p.task.clone(),
                p.rating,
                model::themes_text(p),
                proof_text(p),
                p.id.clone(),
            )
        });
        let step = s.step.get();
        let over = s.result.get().is_some();
        let yours = matches!(step, Step::Yours(_));
        let solved = step == Step::Solved;
        let wrong = matches!(step, Step::Wrong { .. });
        let daily = if s.daily.is_some() {
            "<p class=\"hint\">Today's puzzle: the same for everyone today.</p>"
        } else {
            ""
        };
        let about = if over || solved {
            let change = match s.change.get() {
                Some(c) if c >= 0 => format!(" Your rating: +{c}."),
                Some(c) => format!(" Your rating: −{}.", c.unsigned_abs()),
                None => String::new(),
            };
            format!(
                "<p class=\"hint\" data-testid=\"puzzle-about\">Puzzle rated {rating}{}. {}{change}</p>",
                if themes.is_empty() { String::new() } else { format!(" · {}", escape(&themes)) },
                escape(&proof)
            )
        } else {
            String::new()
        };
        let button = |id: &str, label: &str, primary: bool| {
            format!(
                "<button class=\"button{}\" data-testid=\"puzzle-{id}\" data-action=\"{id}\">{label}</button>",
                if primary { " primary" } else { "" }
            )
        };
        let mut buttons = String::new();
        if yours {
            buttons += &button("hint", "☆ Hint", false);
        }
        if wrong {
            buttons += &button("retry", "Try again", true);
        }
        if !solved {
            buttons += &button("solution", "Show the solution", false);
        }
        if solved || over {
            buttons += &button("next", "Next puzzle", solved);
        }
        format!(
            "<p class=\"prompt\" data-testid=\"puzzle-task\" data-puzzle=\"{}\">{}</p>{daily}{about}\
             <div class=\"choice-buttons\">{buttons}</div>",
            escape(&id),
            escape(&task)
        )
    };
    let click = move |ev: leptos::ev::MouseEvent| match clicked(&ev, "data-action").as_deref() {
        Some("hint") => s.hint(),
        Some("retry") => s.retry(),
        Some("solution") => s.show_solution(),
        Some("next") => s.page.next(),
        _ => {}
    };
    let state = move || match s.step.get() {
        Step::Solved => "solved",
        Step::Wrong { .. } => "wrong",
        Step::Yours(_) => "yours",
        Step::Reply(_) => "reply",
    };
    view! {
        <section class="puzzle" data-testid="puzzle" data-state=state aria-label="Puzzle" on:click=click>
            <h2>"Puzzle"</h2>
            <div inner_html=markup></div>
            <p class="why" data-testid="puzzle-feedback" aria-live="polite">{move || s.said.get()}</p>
        </section>
    }
}

/// How the puzzle was proven, in words.
fn proof_text(p: &Puzzle) -> String {
    let proof = &p.proof;
    match proof.method {
        model::Method::SearchToEnd => format!(
            "Proven by a search to the end of the game ({} plies).",
            proof.depth
        ),
        model::Method::TwoDepths => format!(
            "Proven by searches at depths {} and {} that agree, by at least {} seeds.",
            proof.depth,
            proof.depth2.unwrap_or(proof.depth),
            proof.margin.round() as i64
        ),
        model::Method::Turn => {
            "Proven by trying every way to play the turn to its end.".to_string()
        }
        model::Method::Table => "Proven by the endgame tables.".to_string(),
    }
}

/// A puzzle of the game at the foot of its rules page: set when asked
/// for (its puzzles are fetched then, not with the page).
#[component]
pub(super) fn RulesPuzzle(game: &'static str) -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <section class="rules-puzzle" data-testid="rules-puzzle">
            <h2>"Try a puzzle"</h2>
            {move || if open.get() {
                view! {
                    <PuzzlesPage game=Some(game.to_string()) daily=false id=None streak=false/>
                }
                .into_any()
            } else {
                view! {
                    <p>
                        "A position from a real game, with one best move the engine proved. "
                        <button class="button" data-testid="rules-puzzle-open" on:click=move |_| open.set(true)>
                            "Show a puzzle"
                        </button>
                        " "
                        <a href=format!("#/puzzles/{game}")>"All the puzzles of this game"</a>
                    </p>
                }
                .into_any()
            }}
        </section>
    }
}
