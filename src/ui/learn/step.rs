//! A lesson's step on screen: its position on the game's own board (a
//! [`GameScreen`] over a transient store), the task in words, and what the
//! learner's decision did. Whether it meets the step's goal is
//! [`crate::view::lessons`]' judgement of the engine's effects, never the
//! page's: the page replays the step's position, plays the learner's
//! actions on it, and asks [`Goal::met`](crate::view::lessons::Goal::met).
//! A wrong decision is told from what the engine says happened, and the
//! position is given back; the last lesson's game is played against the
//! computer and judged at its end.

use leptos::prelude::*;

use super::Learn;
use crate::ai::Level;
use crate::engine::session::Session;
use crate::engine::Effect as Fx;
use crate::engine::{Slot, Turn};
use crate::games;
use crate::ui::game_screen::GameScreen;
use crate::ui::store::{GameStore, Settings};
use crate::view::lessons::{LessonStep, Verdict};
use crate::view::{narrate, GameView, SavedGame};
use crate::{t, tr};

/// Where the step stands.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// The learner is deciding.
    Task,
    /// The decision met the goal.
    Right,
    /// It did not: why, from what it did.
    Wrong(String),
}

/// What the learner's `moves` from the step's position did, as the page
/// says it ([`LessonStep::judge`]).
fn judge(step: &LessonStep, moves: &[String]) -> Said {
    match step.judge(moves) {
        Verdict::Undecided => Said::Task,
        Verdict::Met => Said::Right,
        Verdict::Missed {
            after,
            effects,
            mover,
        } => Said::Wrong(why_not(&*after, &effects, mover, step.opponent.is_some())),
    }
}

/// What a decision that missed its goal did, in words: where its last
/// seed or bead landed, what it captured (or that it captured nothing),
/// and how a game ended.
fn why_not(after: &dyn Session, effects: &[Fx], mover: usize, game: bool) -> String {
    let view = GameView::of(after, Vec::new());
    if game {
        return match &view.result {
            Some(r) => tr!("learn-lost", result = &r.headline),
            None => String::new(),
        };
    }
    let mut lines = Vec::new();
    let last = effects.iter().rev().find_map(|e| match e {
        Fx::Drop { slot, .. } => Some(*slot),
        _ => None,
    });
    match last {
        Some(Slot::Pit(p)) => {
            if let Some(pit) = view.pits.get(p as usize) {
                lines.push(tr!("learn-last-in", place = &pit.name));
            }
        }
        Some(Slot::Store(s)) => {
            let store = tr!("learn-store-of", name = &view.player_name(s as usize));
            lines.push(tr!("learn-last-in", place = &store));
        }
        None => {}
    }
    let told = narrate(effects, mover, &view);
    let captured = effects
        .iter()
        .any(|e| matches!(e, Fx::Capture { .. } | Fx::PieceCaptured { .. }));
    if !captured {
        lines.push(t!("learn-nothing-captured").to_string());
    }
    lines.extend(told);
    if let Some(r) = &view.result {
        lines.push(r.headline.clone());
    }
    tr!("learn-wrong", what = &lines.join(" "))
}

/// The pit (or square) of `view` named `name`, as a hint lights it.
fn looked_at(view: &GameView, names: &[String]) -> crate::ui::store::Hint {
    let first = names.first();
    let pit = first.and_then(|n| view.pits.iter().position(|p| &p.name == n));
    let square = first.and_then(|n| {
        let grid = view.board.grid()?;
        let count = u16::from(grid.width) * u16::from(grid.height);
        (0..count).find(|&s| grid.square_name(s) == *n)
    });
    crate::ui::store::Hint {
        cursor: view.cursor,
        text: String::new(),
        pit,
        square,
        mv: None,
    }
}

/// A step's board with its task and the buttons (a hint, try again, next).
#[component]
pub(super) fn StepBoard(learn: Learn, step: LessonStep) -> impl IntoView {
    let Some(info) = games::find(&step.record.game) else {
        return view! { <p class="error" data-testid="error">{t!("unknown-game")}</p> }.into_any();
    };
    let (mut game, mover) = match SavedGame::opened(step.record.clone()).and_then(|g| {
        match step.start().map(|s| s.turn()) {
            Ok(Turn::Player(p)) => Ok((g, p)),
            Ok(_) => Err(String::new()),
            Err(why) => Err(why),
        }
    }) {
        Ok(found) => found,
        Err(why) => {
            return view! { <p class="error" data-testid="error" role="alert">{why}</p> }.into_any()
        }
    };
    if let Some(level) = step.opponent.as_deref().and_then(Level::from_id) {
        let seats = game.seats.len();
        game.seats = (0..seats).map(|p| (p != mover).then_some(level)).collect();
    }
    let ply = game.cursor;
    let is_game = step.opponent.is_some();
    let store = GameStore::transient(info, expect_context::<Settings>(), game);
    let said = RwSignal::new(Said::Task);
    let step = StoredValue::new(step);
    // Each change of the board: judged once its animation has ended.
    Effect::new(move |_| {
        let Some(saved) = store.saved.get() else {
            return;
        };
        if store.animation.running() {
            return;
        }
        // Taken back past the step's position: back to it.
        let Some(moves) = store.played_since(&saved, ply) else {
            return;
        };
        let now = step.with_value(|s| judge(s, moves));
        said.set(now);
    });
    // Once decided, the board rests until Next or Try again: the turn has
    // passed to a side nobody plays here, and every pit says what to do.
    Effect::new(move |_| {
        store.rest.set(match said.get() {
            Said::Task => None,
            Said::Right => Some(t!("learn-rest-right").to_string()),
            Said::Wrong(_) => Some(t!("learn-rest-wrong").to_string()),
        });
    });
    let task_ref = NodeRef::<leptos::html::P>::new();
    let next_ref = NodeRef::<leptos::html::Button>::new();
    // A new step takes the focus to its task; a right answer to Next.
    Effect::new(move |_| {
        if let Some(p) = task_ref.get() {
            let _ = p.focus();
        }
    });
    Effect::new(move |_| {
        if said.get() == Said::Right {
            if let Some(b) = next_ref.get() {
                let _ = b.focus();
            }
        }
    });
    let hint = move || {
        learn.hinted.set(true);
        let (words, look) = step.with_value(|s| (s.hint.clone(), s.look.clone()));
        if is_game {
            store.ask_hint();
            return;
        }
        let Some(view) = store.view.get_untracked() else {
            return;
        };
        let mut lit = looked_at(&view, &look);
        lit.text = words.map(|k| learn.word(&k)).unwrap_or_default();
        store.computers.hint.set(Some(lit));
    };
    let retry = move || {
        said.set(Said::Task);
        store.jump(ply);
    };
    let task = step.with_value(|s| learn.word(&s.task));
    let right = move || match step.with_value(|s| s.right.clone()) {
        Some(key) => learn.word(&key),
        None if is_game => t!("learn-won").to_string(),
        None => t!("learn-right").to_string(),
    };
    let state = move || match said.get() {
        Said::Task => "task",
        Said::Right => "right",
        Said::Wrong(_) => "wrong",
    };
    view! {
        <div class="lesson-step" data-testid="lesson-step" data-state=state>
            <p class="prompt" data-testid="lesson-task" tabindex="-1" node_ref=task_ref aria-live="polite">{task}</p>
            <p class="why" data-testid="lesson-feedback" role="status" aria-live="polite">
                {move || match said.get() {
                    Said::Task => String::new(),
                    Said::Right => right(),
                    Said::Wrong(why) => why,
                }}
            </p>
            <div class="choice-buttons">
                {move || match said.get() {
                    Said::Task => view! {
                        <button class="button" data-testid="lesson-hint" on:click=move |_| hint()>
                            "☆ " {t!("puzzle-hint")}
                        </button>
                    }.into_any(),
                    Said::Wrong(_) => view! {
                        <button class="button primary" data-testid="lesson-retry" on:click=move |_| retry()>
                            {t!("puzzle-retry")}
                        </button>
                    }.into_any(),
                    Said::Right => view! {
                        <button class="button primary" data-testid="lesson-next" node_ref=next_ref on:click=move |_| learn.next()>
                            {t!("learn-next")} " →"
                        </button>
                    }.into_any(),
                }}
            </div>
        </div>
        <GameScreen store panels=ViewFn::from(|| ())/>
    }
    .into_any()
}
