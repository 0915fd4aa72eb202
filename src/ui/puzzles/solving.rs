//! Solving one puzzle: its board (a [`GameScreen`] over a transient
//! store) and the panel beside it, which follows the moves played, answers
//! a wrong decision, gives hints and the solution, and counts the result
//! for the rating.

use leptos::prelude::*;

use super::{clicked, Current, Mode, Page};
use crate::games;
use crate::t;
use crate::tr;
use crate::ui::ai;
use crate::ui::game_screen::GameScreen;
use crate::ui::store::{hint_for, GameStore};
use crate::view::markup::Markup;
use crate::view::puzzles::{self as model, refutation, step, why_wrong, Puzzle, Step};
use crate::view::SavedGame;

/// Where the solving of a puzzle stands, in one signal.
#[derive(Clone, Debug, PartialEq)]
struct Solve {
    step: Step,
    /// What the page says of the last decision.
    said: String,
    /// Once over for the rating: whether it counted as solved.
    result: Option<bool>,
    /// The rating's change it brought.
    change: Option<i32>,
    hinted: bool,
    /// A wrong decision answered (its reply played or asked for).
    refuted: bool,
}

/// A puzzle being solved, for the panel beside its board.
#[derive(Clone, Copy)]
pub struct Solving {
    store: GameStore,
    page: Page,
    puzzle: StoredValue<Puzzle>,
    daily: Option<i64>,
    solve: RwSignal<Solve>,
}

impl Solving {
    fn ply(self) -> usize {
        self.puzzle.with_value(|p| p.ply)
    }

    fn say(self, text: String) {
        self.solve.update(|s| s.said = text);
    }

    /// The puzzle is over for the rating (once).
    fn finish(self, solved: bool) {
        let Some(counted) = self
            .solve
            .try_update(|s| {
                if s.result.is_some() {
                    return None;
                }
                let counted = solved && !s.hinted;
                s.result = Some(counted);
                Some(counted)
            })
            .flatten()
        else {
            return;
        };
        let (id, rating) = self.puzzle.with_value(|p| (p.id.clone(), p.rating));
        let mut change = None;
        self.page.state.update(|s| match s.mode {
            Mode::Streak => {
                s.streak_done.push(id);
                if counted {
                    s.streak += 1;
                } else {
                    s.streak_over = true;
                }
                s.progress.end_streak(s.streak);
            }
            Mode::Rated => {
                change = s.progress.record(&id, rating, counted);
                if let (Some(day), true) = (self.daily, counted) {
                    if !s.progress.daily_solved.contains(&day) {
                        s.progress.daily_solved.push(day);
                    }
                }
            }
        });
        self.solve.update(|s| s.change = change);
    }

    /// Back to the puzzle's position.
    fn retry(self) {
        self.solve.update(|s| {
            s.refuted = false;
            s.said.clear();
        });
        self.store.jump(self.ply());
    }

    /// Plays the whole solution from the puzzle's position (a miss if the
    /// puzzle was not over).
    fn show_solution(self) {
        self.finish(false);
        let (ply, line) = self.puzzle.with_value(|p| (p.ply, p.solution.clone()));
        self.solve.update(|s| {
            s.refuted = true;
            s.said = tr!("puzzle-solution", line = &line.join(" "));
        });
        self.store.jump(ply);
        self.store.play_all(line);
    }

    /// Lights the decision to find (a hint counts as a miss for the rating).
    fn hint(self) {
        let Step::Yours(at) = self.solve.with_untracked(|s| s.step.clone()) else {
            return;
        };
        let (Some(cursor), Some(view)) = (
            self.store
                .saved
                .with_untracked(|g| g.as_ref().map(|g| g.cursor)),
            self.store.view.get_untracked(),
        ) else {
            return;
        };
        let Some(key) = self.puzzle.with_value(|p| p.solution.get(at).cloned()) else {
            return;
        };
        self.solve.update(|s| s.hinted |= s.result.is_none());
        self.store
            .computers
            .hint
            .set(Some(hint_for(&view, cursor, key)));
    }

    /// Plays `mv` after a short pause, if the board is still after
    /// `cursor` moves (saying so when `said`).
    fn reply_later(self, cursor: usize, mv: String, said: bool) {
        let store = self.store;
        set_timeout(
            move || {
                if store.saved.with_untracked(|g| g.as_ref().map(|g| g.cursor)) == Some(cursor) {
                    if said {
                        self.solve
                            .update(|s| s.said.push_str(&tr!("puzzle-engine-replies", mv = &mv)));
                    }
                    store.choose(mv);
                }
            },
            std::time::Duration::from_millis(350),
        );
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
        // Undone past the puzzle's position: back to it.
        let Some(played) = store.played_since(&saved, ply) else {
            return;
        };
        let now = self.puzzle.with_value(|p| step(p, played, view.actor()));
        let before = self.solve.with_untracked(|s| (s.result, s.refuted));
        self.solve.update(|s| s.step = now.clone());
        match now {
            Step::Yours(0) => {}
            Step::Yours(_) => self.say(t!("puzzle-right-go-on").to_string()),
            Step::Reply(mv) => self.reply_later(saved.cursor, mv, false),
            Step::Solved => {
                self.finish(true);
                if !before.1 || before.0.is_none() {
                    self.say(
                        if self.solve.with_untracked(|s| s.result) == Some(true) {
                            t!("puzzle-solved")
                        } else {
                            t!("puzzle-solved-missed")
                        }
                        .to_string(),
                    );
                }
            }
            Step::Wrong { at, played } => {
                if before.1 {
                    return;
                }
                self.solve.update(|s| s.refuted = true);
                self.finish(false);
                let names = crate::ui::analysis::names(self.store);
                let (listed, player) = self.puzzle.with_value(|p| {
                    (
                        refutation(p, at, &played)
                            .map(|r| (r.reply.clone(), model::refutation_text(p, r, &names))),
                        p.player,
                    )
                });
                let (reply, why) = match listed {
                    Some(listed) => listed,
                    None => (None, self.puzzle.with_value(|p| why_wrong(p, at))),
                };
                self.say(tr!("puzzle-wrong", played = &played, why = &why));
                if view.result.is_some() || view.actor() == Some(player) {
                    return;
                }
                let cursor = saved.cursor;
                match reply {
                    Some(mv) => self.reply_later(cursor, mv, true),
                    None => ai::analyse(
                        &saved.record,
                        Some(cursor),
                        |_| {},
                        move |found| {
                            if let Ok(found) = found {
                                self.reply_later(cursor, found.best, true);
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
pub(super) fn PuzzleBoard(page: Page, current: Current) -> impl IntoView {
    let Some(info) = games::find(&current.puzzle.game) else {
        return view! { <p class="error" data-testid="error">{t!("unknown-game")}</p> }.into_any();
    };
    let game = match SavedGame::opened(current.puzzle.record.clone()) {
        Ok(game) => game,
        Err(why) => {
            return view! {
                <p class="error" data-testid="error" role="alert">{tr!("puzzle-cannot-show", why = &why)}</p>
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
        solve: RwSignal::new(Solve {
            step: Step::Yours(0),
            said: String::new(),
            result: None,
            change: None,
            hinted: false,
            refuted: false,
        }),
    };
    Effect::new(move |_| s.follow());
    view! { <GameScreen store panels=ViewFn::from(move || view! { <PuzzlePanel s/> })/> }.into_any()
}

/// The panel beside a puzzle's board: the task, what the last decision
/// did, and the buttons (hint, try again, the solution, next). Markup
/// with one click handler.
#[component]
pub(super) fn PuzzlePanel(s: Solving) -> impl IntoView {
    let markup = move || {
        let names = crate::ui::analysis::names(s.store);
        let (task, rating, themes, proof, id) = s.puzzle.with_value(|p| {
            (
                model::task_text(p, &names),
                p.rating,
                model::themes_text(p),
                proof_text(p),
                p.id.clone(),
            )
        });
        let (step, over, change) = s
            .solve
            .with(|s| (s.step.clone(), s.result.is_some(), s.change));
        let yours = matches!(step, Step::Yours(_));
        let solved = step == Step::Solved;
        let wrong = matches!(step, Step::Wrong { .. });
        let mut m = Markup::default();
        m.el("p")
            .attr("class", "prompt")
            .attr("data-testid", "puzzle-task")
            .attr("data-puzzle", &id)
            .text(&task)
            .close("p");
        if s.daily.is_some() {
            m.el("p")
                .attr("class", "hint")
                .text(t!("puzzle-daily"))
                .close("p");
        }
        if over || solved {
            m.el("p")
                .attr("class", "hint")
                .attr("data-testid", "puzzle-about")
                .text(&tr!("puzzle-rated", rating = rating));
            if !themes.is_empty() {
                m.text(" · ").text(&themes);
            }
            m.text(". ").text(&proof);
            if let Some(c) = change {
                let now = s.page.state.with(|st| st.progress.shown_rating());
                m.text(" ").text(&rating_change(now, c));
            }
            m.close("p");
        }
        m.el("div").attr("class", "choice-buttons");
        let hint = format!("☆ {}", t!("puzzle-hint"));
        for (on, id, label, primary) in [
            (yours, "hint", hint.as_str(), false),
            (wrong, "retry", t!("puzzle-retry"), true),
            (!solved, "solution", t!("puzzle-show-solution"), false),
            (solved || over, "next", t!("puzzle-next"), solved),
        ] {
            if on {
                m.button(
                    if primary { "button primary" } else { "button" },
                    &format!("puzzle-{id}"),
                    id,
                    label,
                );
            }
        }
        m.close("div").html()
    };
    let click = move |ev: leptos::ev::MouseEvent| match clicked(&ev, "data-action").as_deref() {
        Some("hint") => s.hint(),
        Some("retry") => s.retry(),
        Some("solution") => s.show_solution(),
        Some("next") => s.page.next(),
        _ => {}
    };
    let state = move || {
        s.solve.with(|s| match s.step {
            Step::Solved => "solved",
            Step::Wrong { .. } => "wrong",
            Step::Yours(_) => "yours",
            Step::Reply(_) => "reply",
        })
    };
    view! {
        <section class="puzzle" data-testid="puzzle" data-state=state aria-label=t!("puzzle") on:click=click>
            <h2>{t!("puzzle")}</h2>
            <div inner_html=markup></div>
            <p class="why" data-testid="puzzle-feedback" aria-live="polite">{move || s.solve.with(|s| s.said.clone())}</p>
        </section>
    }
}

/// The player's rating after a rated puzzle, `now`, and its `change`, in
/// words.
fn rating_change(now: i32, change: i32) -> String {
    let direction = match change {
        0 => "same",
        c if c > 0 => "up",
        _ => "down",
    };
    tr!(
        "puzzle-rating-change",
        rating = now,
        n = change.unsigned_abs(),
        direction = direction
    )
}

/// How the puzzle was proven, in words.
fn proof_text(p: &Puzzle) -> String {
    let proof = &p.proof;
    match proof.method {
        model::Method::SearchToEnd => tr!("proof-to-end", plies = proof.depth),
        model::Method::TwoDepths => tr!(
            "proof-two-depths",
            d1 = proof.depth,
            d2 = proof.depth2.unwrap_or(proof.depth),
            seeds = proof.margin.round() as i64
        ),
        model::Method::Turn => t!("proof-turn").to_string(),
        model::Method::Table => t!("proof-table").to_string(),
    }
}
