//! The Learn page (`#/learn/<game>`): a game's course of lessons
//! ([`crate::view::lessons`], fetched as `lessons/<game>.json` with its
//! words in the language shown), each lesson's stars, and the lesson being
//! played, step by step ([`step`]). Its code is a wasm module of its own,
//! fetched when the page is first shown (`ui::learn_view`).
//!
//! The stars are kept in the browser ([`progress`]): two for a lesson done
//! without a hint, one with.

pub mod offer;
pub(super) mod progress;
mod step;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::dom::fetch_text;
use crate::games::{self, GameDef};
use crate::view::lessons::Course;
use crate::{t, tr};

/// A course with its words in the language shown.
struct Loaded {
    course: Course,
    /// The translation's words (empty in English).
    words: Vec<(String, String)>,
}

/// Fetches the course of `game` and its words in the language shown (a
/// translation that cannot be had leaves the English).
async fn load(game: &str) -> Result<Loaded, String> {
    let text = fetch_text(&format!("lessons/{game}.json")).await?;
    // A step may start from a position (`notation`): its readers first.
    if text.contains("\"notation\"") {
        super::readers::ready()
            .await
            .map_err(|_| t!("position-readers-missing").to_string())?;
    }
    let course = Course::parse(&text)?;
    let words = match crate::i18n::current_lang() {
        "en" => Vec::new(),
        lang => match fetch_text(&format!("i18n/{lang}/lessons/{game}.json")).await {
            Ok(text) => crate::view::lessons::translation(&text).unwrap_or_default(),
            Err(_) => Vec::new(),
        },
    };
    Ok(Loaded { course, words })
}

/// The page's state, shared by its parts.
#[derive(Clone, Copy)]
struct Learn {
    info: &'static GameDef,
    course: StoredValue<Course>,
    words: StoredValue<Vec<(String, String)>>,
    /// The lesson and step on screen (`None`: the list of lessons).
    at: RwSignal<Option<(usize, usize)>>,
    /// A hint was asked for in the lesson on screen.
    hinted: RwSignal<bool>,
    /// The stars of each lesson done, by its id.
    stars: RwSignal<Vec<(String, u8)>>,
    /// The lesson just done, and its stars.
    done: RwSignal<Option<(usize, u8)>>,
}

impl Learn {
    /// The words of a text key, in the language shown (else English).
    fn word(self, key: &str) -> String {
        self.words
            .with_value(|w| w.iter().find(|(k, _)| k == key).map(|(_, t)| t.clone()))
            .or_else(|| {
                self.course
                    .with_value(|c| c.english(key).map(str::to_string))
            })
            .unwrap_or_else(|| key.to_string())
    }

    fn stars_of(self, lesson: usize) -> u8 {
        let id = self
            .course
            .with_value(|c| c.lessons.get(lesson).map(|l| l.id.clone()));
        self.stars.with(|s| {
            s.iter()
                .find(|(k, _)| Some(k) == id.as_ref())
                .map_or(0, |(_, n)| *n)
        })
    }

    /// Opens lesson `lesson` at its first step.
    fn open(self, lesson: usize) {
        self.hinted.set(false);
        self.done.set(None);
        self.at.set(Some((lesson, 0)));
    }

    /// The step on screen was done: the next step, or the lesson is done
    /// (its stars kept, the better of the old and the new).
    fn next(self) {
        let Some((l, s)) = self.at.get_untracked() else {
            return;
        };
        let (steps, id) = self.course.with_value(|c| {
            c.lessons
                .get(l)
                .map_or((0, String::new()), |x| (x.steps.len(), x.id.clone()))
        });
        if s + 1 < steps {
            self.at.set(Some((l, s + 1)));
            return;
        }
        let got = if self.hinted.get_untracked() { 1 } else { 2 };
        self.stars.update(|all| {
            progress::record(all, &id, got);
            progress::save(self.info.id, all);
        });
        self.done.set(Some((l, got)));
        self.at.set(None);
    }
}

/// Stars in words for a screen reader and as glyphs: ★★, ★☆, ☆☆.
fn stars_glyphs(n: u8) -> &'static str {
    match n {
        0 => "☆☆",
        1 => "★☆",
        _ => "★★",
    }
}

#[component]
pub fn LearnPage(game: String) -> impl IntoView {
    let Some(info) = games::find(&game) else {
        return view! { <p data-testid="error" class="error">{t!("unknown-game")}</p> }.into_any();
    };
    let loaded = RwSignal::new(None::<Result<(), String>>);
    let learn = Learn {
        info,
        course: StoredValue::new(Course {
            game: info.id.to_string(),
            lessons: Vec::new(),
            text: Vec::new(),
        }),
        words: StoredValue::new(Vec::new()),
        at: RwSignal::new(None),
        hinted: RwSignal::new(false),
        stars: RwSignal::new(progress::load(info.id)),
        done: RwSignal::new(None),
    };
    spawn_local(async move {
        let result = load(info.id).await.map(|l| {
            learn.course.set_value(l.course);
            learn.words.set_value(l.words);
        });
        loaded.try_set(Some(result));
    });
    // The worker answers the hints of the last lesson's game.
    super::ai::warm();
    view! {
        <section class="learn" data-testid="learn-page" data-game=info.id>
            {super::controls::game_head(tr!("learn-title", game = info.title()), info.id)}
            {move || match loaded.get() {
                None => view! { <p data-testid="learn-loading">{t!("learn-loading")}</p> }.into_any(),
                Some(Err(why)) => view! { <p class="error" data-testid="error" role="alert">{why}</p> }.into_any(),
                Some(Ok(())) => view! { <CourseView learn/> }.into_any(),
            }}
        </section>
    }
    .into_any()
}

/// The list of lessons, or the lesson on screen.
#[component]
fn CourseView(learn: Learn) -> impl IntoView {
    move || match learn.at.get() {
        None => view! { <Lessons learn/> }.into_any(),
        Some((l, s)) => {
            let Some(step) = learn
                .course
                .with_value(|c| c.lessons.get(l)?.steps.get(s).cloned())
            else {
                return ().into_any();
            };
            let (title, count) = learn.course.with_value(|c| {
                (
                    c.lessons
                        .get(l)
                        .map(|x| x.title.clone())
                        .unwrap_or_default(),
                    c.lessons.get(l).map_or(0, |x| x.steps.len()),
                )
            });
            view! {
                <div class="lesson-head">
                    <button class="button" data-testid="learn-back" on:click=move |_| learn.at.set(None)>
                        "← " {t!("learn-all")}
                    </button>
                    <h2>{learn.word(&title)}</h2>
                    <span class="hint" data-testid="learn-step-count">{tr!("learn-step", n = s + 1, count = count)}</span>
                </div>
                <step::StepBoard learn step/>
            }
            .into_any()
        }
    }
}

/// Every lesson of the course with its stars; the one just done said
/// first, with the way on to the next.
#[component]
fn Lessons(learn: Learn) -> impl IntoView {
    let count = learn.course.with_value(|c| c.lessons.len());
    let done = learn.done.get_untracked();
    let said = done.map(|(l, got)| {
        let next = (l + 1 < count).then(|| {
            view! {
                <button class="button primary" data-testid="learn-next-lesson" on:click=move |_| learn.open(l + 1)>
                    {t!("learn-next-lesson")}
                </button>
            }
        });
        view! {
            <p class="why" data-testid="learn-done" role="status">
                {tr!("learn-lesson-done", stars = stars_glyphs(got))} " " {next}
            </p>
        }
    });
    let items = (0..count)
        .map(|l| {
            let title = learn.course.with_value(|c| c.lessons[l].title.clone());
            let stars = move || learn.stars_of(l);
            view! {
                <li>
                    <button class="button lesson" data-testid="lesson" data-lesson=l data-stars=move || stars().to_string() on:click=move |_| learn.open(l)>
                        <span>{format!("{}. ", l + 1)} {learn.word(&title)}</span>
                        <span class="stars" aria-label=move || tr!("learn-stars", n = stars() as u32)>{move || stars_glyphs(stars())}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        {said}
        <ol class="lessons" data-testid="lessons">{items}</ol>
    }
}
