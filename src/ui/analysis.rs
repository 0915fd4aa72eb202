//! The analysis board and the game review, for every game.
//!
//! "Analyse" (in the game's menu) opens a copy of the game at the position
//! shown, with people at every seat, never saved: moves played there
//! explore without touching the game, and "Back to the game" returns to it
//! as it was. The AI worker analyses each position shown
//! ([`ai::analyse`], the default budget of `rgames analyse`, so both give
//! the same values): every decision's value on its pit or piece and in a
//! list (best first), an evaluation bar, the principal line (each of its
//! moves plays the line up to it), the depth, nodes and whether the values
//! are exact. An answer for a position left is dropped.
//!
//! "Review the game" reviews every decision of the game in the worker
//! ([`ai::review`]) with a progress bar and a Stop button: a graph of the
//! value over the game (a click shows the position), each player's
//! accuracy and counts, every inaccuracy, mistake and blunder with the
//! better move and its line, and "Learn from your mistakes", which sets
//! the people's mistakes and blunders as exercises judged by the
//! analysis. The review is kept with the saved game ([`SavedGame::review`])
//! while its moves stay the same, so a second look is instant.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;

use super::ai;
use super::dom::clicked;
use super::store::GameStore;
use crate::ai::analysis::{Analysis, Review};
use crate::t;
use crate::tr;
use crate::view::analysis::{self as shown, Verdict};
use crate::view::layout::num;
use crate::view::markup::Markup;
use crate::view::SavedGame;

/// The way into the analysis board, given by the game's page.
#[derive(Clone, Copy)]
pub struct Entry {
    /// The game analysed, as it was when the analysis opened (`None`: the
    /// game itself is on screen).
    pub game: RwSignal<Option<SavedGame>>,
    /// Whether its review starts at once.
    pub review: RwSignal<bool>,
}

impl Entry {
    pub fn new() -> Entry {
        Entry {
            game: RwSignal::new(None),
            review: RwSignal::new(false),
        }
    }

    /// Opens the analysis of the game of `store` at the position shown
    /// (and its review at once with `review`). The game's computers wait.
    pub fn open(self, store: GameStore, review: bool) {
        let Some(game) = store.saved.get_untracked() else {
            return;
        };
        store.cancel_search();
        self.review.set(review);
        self.game.set(Some(game));
    }
}

/// The state of the analysis board, for the panels and the board's marks.
#[derive(Clone, Copy)]
pub struct Analysing {
    /// The board's store: a copy of the game, people at every seat, never
    /// saved.
    pub board: GameStore,
    /// The game's own store (where the review is kept).
    game: GameStore,
    entry: Entry,
    /// The analysis of the position shown, as deep as it has got.
    found: RwSignal<Option<Analysis>>,
    /// What the analysis is doing, or why there is none.
    note: RwSignal<Option<String>>,
    review: RwSignal<Option<Review>>,
    /// A review under way: decisions done and in all.
    reviewing: RwSignal<bool>,
    done: RwSignal<u32>,
    total: RwSignal<u32>,
    review_note: RwSignal<Option<String>>,
    /// The exercise shown (an index into the exercises), and the analysis
    /// of its position once known.
    exercise: RwSignal<Option<usize>>,
    exercise_values: RwSignal<Option<Analysis>>,
    /// Whether the values were asked for during the exercise shown.
    revealed: RwSignal<bool>,
}

impl Analysing {
    /// The game as it was when the analysis opened.
    fn original(self) -> Option<SavedGame> {
        self.entry.game.get_untracked()
    }

    /// Shows the game's position after `cursor` moves (its own moves, any
    /// exploration dropped).
    fn show(self, cursor: usize) {
        let Some(mut game) = self.original() else {
            return;
        };
        people_everywhere(&mut game);
        game.cursor = cursor.min(game.record.moves.len());
        self.board.saved.set(Some(game));
        self.board.jump(cursor);
    }

    /// Back to the game, as it was; its computers may act again.
    pub(super) fn close(self) {
        if self.reviewing.get_untracked() {
            ai::cancel();
        }
        self.entry.game.set(None);
        self.game.computers.paused.notify();
    }

    /// Reviews the game in the worker; the review is kept with the game.
    fn start_review(self) {
        let Some(original) = self.original() else {
            return;
        };
        self.reviewing.set(true);
        self.review_note.set(None);
        self.done.set(0);
        self.total.set(0);
        let game = self.game;
        let record = original.record;
        ai::review(
            &record.clone(),
            move |done, total| {
                self.done.try_set(done as u32);
                self.total.try_set(total as u32);
            },
            move |result| {
                self.reviewing.try_set(false);
                match result {
                    Ok((review, json)) => {
                        game.saved.try_update(|g| {
                            if let Some(g) = g.as_mut().filter(|g| g.record == record) {
                                g.review = Some((record.moves.len(), json));
                            }
                        });
                        self.review.try_set(Some(review));
                    }
                    Err(why) => {
                        self.review_note
                            .try_set(Some(tr!("review-failed", why = &why)));
                        // The worker was stopped: the position is analysed again.
                        self.board.saved.try_update(|_| {});
                    }
                }
            },
        );
    }

    /// The exercises of the review: its people's mistakes and blunders.
    fn exercises(self) -> Vec<usize> {
        let people: Vec<bool> = self
            .original()
            .map(|g| g.seats.iter().map(Option::is_none).collect())
            .unwrap_or_default();
        self.review
            .with(|r| r.as_ref().map(|r| shown::exercises(r, &people)))
            .unwrap_or_default()
    }

    /// The ply of exercise `k` and the decision played there.
    fn exercise_at(self, k: usize) -> Option<(usize, String)> {
        let i = *self.exercises().get(k)?;
        self.review
            .with_untracked(|r| r.as_ref()?.moves.get(i).map(|m| (m.ply, m.mv.clone())))
    }

    /// Sets exercise `k`: its position, waiting for an answer.
    fn set_exercise(self, k: usize) {
        let Some((ply, _)) = self.exercise_at(k) else {
            self.exercise.set(None);
            return;
        };
        self.exercise_values.set(None);
        self.revealed.set(false);
        self.exercise.set(Some(k));
        self.show(ply);
    }

    /// Whether the values are kept from the player: an exercise's position
    /// is on the board and its answer not yet played, nor the values asked
    /// for. Every value, the best move and the review's better moves would
    /// give the answer away.
    pub(super) fn hides_values(self) -> bool {
        let Some((ply, _)) = self.exercise.get().and_then(|k| self.exercise_at(k)) else {
            return false;
        };
        !self.revealed.get()
            && self.board.saved.with(|saved| {
                saved
                    .as_ref()
                    .is_some_and(|s| s.cursor == ply && self.on_game_line(s, ply))
            })
    }

    /// Whether the board shows the game's own first `ply` moves.
    fn on_game_line(self, saved: &SavedGame, ply: usize) -> bool {
        self.original().is_some_and(|o| {
            o.record.moves.get(..ply).is_some()
                && saved.record.moves.get(..ply) == o.record.moves.get(..ply)
        })
    }
}

/// Makes `game` a copy for the analysis board: people at every seat, all
/// of them at this screen (a game by link becomes one played here), no
/// other lines.
fn people_everywhere(game: &mut SavedGame) {
    game.seats = vec![None; game.seats.len()];
    game.link_game = None;
    game.mine.clear();
    game.variations.clear();
}

/// Who played each seat in the game analysed (computers at their level),
/// for the player panels: the board itself has people at every seat.
pub(super) fn seats_played() -> Option<Vec<Option<crate::ai::Level>>> {
    let a = use_context::<Analysing>()?;
    a.original().map(|g| g.seats)
}

/// Opens the analysis board of the game of `game`, from `start`: its
/// state, given to the board's panels (as a context too), and each
/// position shown analysed. The app's page puts it on a game screen.
pub(super) fn open(game: GameStore, entry: Entry, start: SavedGame) -> Analysing {
    let kept = start.kept_review();
    let mut copy = start;
    people_everywhere(&mut copy);
    let board = GameStore::transient(game.info, game.settings, copy);
    let a = Analysing {
        board,
        game,
        entry,
        found: RwSignal::new(None),
        note: RwSignal::new(None),
        review: RwSignal::new(None),
        reviewing: RwSignal::new(false),
        done: RwSignal::new(0),
        total: RwSignal::new(0),
        review_note: RwSignal::new(None),
        exercise: RwSignal::new(None),
        exercise_values: RwSignal::new(None),
        revealed: RwSignal::new(false),
    };
    match kept {
        Some(review) => a.review.set(Some(review)),
        None if entry.review.get_untracked() => a.start_review(),
        None => {}
    }
    provide_context(a);
    // Each position shown is analysed; the answers for a position left
    // are dropped.
    let generation = Rc::new(Cell::new(0u32));
    Effect::new(move |_| {
        let Some(saved) = board.saved.get() else {
            return;
        };
        let n = generation.get().wrapping_add(1);
        generation.set(n);
        a.found.set(None);
        a.note.set(Some(t!("analysing").to_string()));
        // The analysis of an exercise's position judges its answer, even
        // when the answer was played before the analysis was done.
        let exercise = a.exercise.get_untracked().filter(|&k| {
            a.exercise_at(k)
                .is_some_and(|(ply, _)| saved.cursor == ply && a.on_game_line(&saved, ply))
        });
        let (partial, last) = (generation.clone(), generation.clone());
        ai::analyse(
            &saved.record,
            Some(saved.cursor),
            move |found| {
                if partial.get() == n {
                    a.found.try_set(Some(found));
                }
            },
            move |result| {
                if let (Some(k), Ok(found)) = (exercise, &result) {
                    if a.exercise.try_get_untracked() == Some(Some(k)) {
                        a.exercise_values.try_set(Some(found.clone()));
                    }
                }
                if last.get() != n {
                    return;
                }
                match result {
                    Ok(found) => {
                        a.found.try_set(Some(found));
                        a.note.try_set(None);
                    }
                    Err(why) => {
                        a.note.try_set(Some(capitalised(&why)));
                    }
                }
            },
        );
    });
    on_cleanup(move || {
        if a.reviewing.get_untracked() {
            ai::cancel();
        }
    });
    a
}

/// `text` with its first letter capitalised and a full stop.
fn capitalised(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    crate::engine::upper::capitalised(text) + "."
}

/// The seats' names on the analysis board.
pub(super) fn names(board: GameStore) -> Vec<String> {
    board.view.with(|v| {
        v.as_ref()
            .map(|v| (0..v.player_count()).map(|p| v.player_name(p)).collect())
            .unwrap_or_default()
    })
}

/// The analysis: the evaluation bar, the decisions with their values (a
/// click plays one), the line (a click plays it up to that move), depth,
/// nodes and exactness. Drawn as markup ([`shown::analysis_html`]) with
/// one click handler: far smaller in the app's wasm than a view a part.
#[component]
pub(super) fn AnalysisPanel(a: Analysing) -> impl IntoView {
    let board = a.board;
    let markup = move || {
        if a.hides_values() {
            return String::new();
        }
        let names = names(board);
        a.found
            .with(|found| {
                let found = found.as_ref()?;
                board.view.with(|view| {
                    let label = |mv: &str| view.as_ref()?.choice(mv).map(|c| c.label.clone());
                    let beads = view.as_ref().is_some_and(|v| v.colours().is_some());
                    Some(shown::analysis_html(found, &names, &label, beads))
                })
            })
            .unwrap_or_default()
    };
    let click = move |ev: leptos::ev::MouseEvent| {
        if clicked(&ev, "data-reveal").is_some() {
            a.revealed.set(true);
        } else if let Some((_, mv)) = clicked(&ev, "data-play") {
            board.choose(mv);
        } else if let Some((_, i)) = clicked(&ev, "data-line") {
            let line = a.found.with_untracked(|f| {
                let f = f.as_ref()?;
                f.line
                    .get(..=i.parse::<usize>().ok()?)
                    .map(<[String]>::to_vec)
            });
            if let Some(line) = line {
                board.play_all(line);
            }
        }
    };
    view! {
        <section class="analysis" data-testid="analysis" aria-label=t!("analysis") on:click=click>
            <h2>{t!("analysis")}</h2>
            <p class="analysis-note" data-testid="analysis-note" aria-live="polite">
                {move || a.note.get().unwrap_or_default()}
            </p>
            <p class="analysis-hidden" data-testid="analysis-hidden" hidden=move || !a.hides_values()>
                {t!("exercise-values-hidden")}
                " "
                <button class="link" data-testid="show-values" data-reveal="">
                    {t!("exercise-show-values")}
                </button>
            </p>
            <div inner_html=markup></div>
        </section>
    }
}

/// The review: start or stop it and its progress, the graph (a click
/// shows that decision's position), the players' accuracy, the errors (a
/// click shows one), and "learn from your mistakes": each of the people's
/// mistakes and blunders as a position to find a better move in, judged
/// by the analysis. Drawn as markup ([`shown::review_html`] and the
/// controls here) with one click handler; the verdicts are live text.
#[component]
pub(super) fn ReviewPanel(a: Analysing) -> impl IntoView {
    let board = a.board;
    let controls = move || {
        let count = a.exercises().len();
        if a.reviewing.get() {
            // The progress is drawn below (not in this markup).
            return String::new();
        }
        if a.review.with(Option::is_none) {
            let moves = a.original().is_some_and(|g| !g.record.moves.is_empty());
            return Markup::default()
                .el("button")
                .attr("class", "button primary")
                .attr("data-testid", "review-start")
                .attr("data-action", "start")
                .flag("disabled", !moves)
                .text(t!("review-start"))
                .close("button")
                .html();
        }
        let Some(k) = a.exercise.get().filter(|&k| k < count) else {
            return if count > 0 {
                Markup::default()
                    .button("button", "learn", "learn", &tr!("review-learn", n = count))
                    .html()
            } else {
                String::new()
            };
        };
        let task = a.exercise_at(k).map(|(ply, played)| {
            let who = a
                .review
                .with(|r| {
                    r.as_ref()?
                        .moves
                        .iter()
                        .find(|m| m.ply == ply)
                        .map(|m| m.player)
                })
                .and_then(|p| names(board).get(p).cloned())
                .unwrap_or_default();
            tr!(
                "exercise-task",
                k = k + 1,
                n = count,
                ply = ply + 1,
                who = &who,
                played = &played
            )
        });
        Markup::default()
            .el("div")
            .attr("class", "exercise")
            .attr("data-testid", "exercise")
            .el("p")
            .attr("class", "prompt")
            .attr("data-testid", "exercise-task")
            .text(task.as_deref().unwrap_or_default())
            .close("p")
            .el("div")
            .attr("class", "choice-buttons")
            .button("button", "exercise-retry", "retry", t!("puzzle-retry"))
            .button(
                "button",
                "exercise-next",
                "next",
                if k + 1 < count {
                    t!("exercise-next")
                } else {
                    t!("exercise-done")
                },
            )
            .close("div")
            .close("div")
            .html()
    };
    let markup = move || {
        let names = names(board);
        let cursor = board.saved.with(|g| g.as_ref().map(|g| g.cursor));
        // The errors name their better moves: not during an exercise.
        let errors = !a.hides_values();
        a.review
            .with(|r| {
                r.as_ref()
                    .map(|r| shown::review_html(r, &names, cursor, errors))
            })
            .unwrap_or_default()
    };
    let click = move |ev: leptos::ev::MouseEvent| {
        if let Some((_, action)) = clicked(&ev, "data-action").filter(|(_, a)| a != "graph") {
            let k = a.exercise.get_untracked();
            match action.as_str() {
                "start" => a.start_review(),
                "stop" => ai::cancel(),
                "learn" => a.set_exercise(0),
                "retry" => a.set_exercise(k.unwrap_or(0)),
                _ => match k {
                    Some(k) if k + 1 < a.exercises().len() => a.set_exercise(k + 1),
                    _ => a.exercise.set(None),
                },
            }
            return;
        }
        let error = clicked(&ev, "data-ply").filter(|(el, _)| el.tag_name() == "BUTTON");
        let ply = if let Some((_, ply)) = error {
            ply.parse::<usize>().ok()
        } else if let Some((svg, _)) =
            clicked(&ev, "data-action").filter(|(_, action)| action == "graph")
        {
            let rect = svg.get_bounding_client_rect();
            let plies: Vec<usize> = a
                .review
                .with_untracked(|r| r.as_ref().map(|r| r.moves.iter().map(|m| m.ply).collect()))
                .unwrap_or_default();
            let x = (f64::from(ev.client_x()) - rect.left()) / rect.width().max(1.0)
                * f64::from(shown::GRAPH_W);
            let inner = f64::from(shown::GRAPH_W - 2.0 * shown::GRAPH_PAD);
            shown::graph_index(x - f64::from(shown::GRAPH_PAD), inner, plies.len())
                .and_then(|i| plies.get(i).copied())
        } else {
            None
        };
        if let Some(ply) = ply {
            a.exercise.set(None);
            a.show(ply);
        }
    };
    view! {
        <section class="review" data-testid="review" aria-label=t!("review") on:click=click>
            <h2>{t!("review")}</h2>
            <div inner_html=controls></div>
            // At the top of the screen while the review runs, wherever the
            // panel is (below the board on a phone). Drawn once: its Stop
            // is not redrawn at each step, where a tap would be lost.
            {move || a.reviewing.get().then(|| view! {
                <div class="review-progress" data-testid="review-progress">
                    <progress max=move || a.total.get().max(1) value=move || a.done.get()></progress>
                    <span>{move || tr!("review-progress", done = a.done.get(), total = a.total.get())}</span>
                    <button class="button" data-testid="review-stop" data-action="stop">{t!("stop")}</button>
                </div>
            })}
            <p class="why" data-testid="review-note" aria-live="polite">{move || a.review_note.get().unwrap_or_default()}</p>
            <p class="why" data-testid="exercise-verdict" aria-live="polite">{move || verdict(a)}</p>
            <div inner_html=markup></div>
        </section>
    }
}

/// The verdict on an exercise's answer: once the exercise's position is
/// left by one move on the game's line, whether that move is as good as
/// the best (by the analysis of the position) and the line.
fn verdict(a: Analysing) -> String {
    let Some((ply, played)) = a.exercise.get().and_then(|k| a.exercise_at(k)) else {
        return String::new();
    };
    let Some(saved) = a.board.saved.get() else {
        return String::new();
    };
    if saved.cursor != ply + 1 || !a.on_game_line(&saved, ply) {
        return String::new();
    }
    let Some(answer) = saved.record.moves.get(ply) else {
        return String::new();
    };
    let Some(values) = a.exercise_values.get() else {
        return t!("exercise-checking").to_string();
    };
    let beads = a
        .board
        .view
        .with(|v| v.as_ref().is_some_and(|v| v.colours().is_some()));
    let words = |mv: &str| {
        values
            .value_of(mv)
            .map(|m| shown::value_words(values.kind, m, beads))
            .unwrap_or_default()
    };
    let best = &values.best;
    let line = values.line.join(" ");
    match shown::judge(&values, answer, &played) {
        Verdict::AsGood => tr!(
            "exercise-as-good",
            answer = answer,
            value = &words(answer),
            line = &line
        ),
        Verdict::Same => tr!(
            "exercise-same",
            answer = answer,
            value = &words(answer),
            best = best,
            best_value = &words(best)
        ),
        Verdict::Worse(_) => tr!(
            "exercise-worse",
            answer = answer,
            value = &words(answer),
            best = best,
            best_value = &words(best),
            line = &line
        ),
        Verdict::Unknown => tr!("exercise-unknown", answer = answer),
    }
}

/// Where a decision is played on the board: a pit, or the square of the
/// piece it moves.
#[derive(Clone, Copy)]
pub(super) enum Place {
    Pit(usize),
    Square(u16),
}

/// The value of the best decision played at `place` on the analysis
/// board, drawn at `(x, y)` (nothing off the analysis board).
pub(super) fn value_badge(store: GameStore, place: Place, x: f32, y: f32) -> impl IntoView {
    let analysing = use_context::<Analysing>();
    move || {
        let a = analysing.filter(|a| !a.hides_values())?;
        let moves: Vec<String> = store.view.with(|v| {
            let v = v.as_ref()?;
            Some(match place {
                Place::Pit(pit) => v
                    .pits
                    .get(pit)?
                    .choices
                    .iter()
                    .map(|c| c.mv.clone())
                    .collect(),
                Place::Square(square) => v
                    .board
                    .grid()?
                    .targets
                    .iter()
                    .filter(|t| t.from == square)
                    .map(|t| t.mv.clone())
                    .collect(),
            })
        })?;
        badge(a, &moves, x, y)
    }
}

/// The best value among `moves`, as a badge (the best decision's
/// stands out).
fn badge(a: Analysing, moves: &[String], x: f32, y: f32) -> Option<impl IntoView> {
    a.found.with(|found| {
        let found = found.as_ref()?;
        let top = found.moves.iter().find(|m| moves.contains(&m.mv))?;
        let text = shown::value_text(found.kind, top.value);
        let class = match (top.mv == found.best, top.exact) {
            (true, true) => "eval-badge best exact",
            (true, false) => "eval-badge best",
            (false, true) => "eval-badge exact",
            (false, false) => "eval-badge",
        };
        Some(view! {
            <g class=class data-testid="eval-badge" data-move=top.mv.clone() aria-hidden="true">
                <rect x=num(x - 19.0) y=num(y - 11.0) width="38" height="20" rx="10"/>
                <text x=num(x) y=num(y + 4.0) text-anchor="middle">{text}</text>
            </g>
        })
    })
}
