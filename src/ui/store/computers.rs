//! Computer players and hints: who the computer acts for, its pause before
//! a decision, the search it asks of the AI worker (see [`crate::ui::ai`]),
//! the later decisions of the same move that its answer already holds
//! (played briskly: the computer thought once), the hint shown to a person,
//! and a draw offered to the computers (judged by a search). Every step is
//! tied to the position it was for, so an undo, a new game, a pause or
//! leaving the page makes late answers harmless: they read the store with
//! `try_` accessors and stop when it is gone.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::moves::By;
use super::GameStore;
use crate::ai::{accepts_draw, Answer, Level, Request};
use crate::engine::record::DRAW;
use crate::t;
use crate::tr;
use crate::ui::ai;
use crate::ui::dom::random_seed;
use crate::view::corr::holder;
use crate::view::GameView;

/// A computer's search (or its pause before a decision), or a hint being
/// worked out.
#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    /// The player thinking (`None` for dice that are nobody's).
    pub player: Option<usize>,
    pub level: Level,
    /// A hint for a person rather than a computer's move.
    pub hint: bool,
    /// Whether the worker is searching (rather than a pause before a move
    /// already decided).
    pub searching: bool,
    /// A later decision of a move already thought about, played briskly
    /// (not shown as thinking).
    pub brisk: bool,
    /// The computers judge a draw offered to them.
    pub offer: bool,
    /// The position thought about.
    cursor: usize,
    generation: u64,
}

/// A hint shown to a person.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The position it is for.
    pub cursor: usize,
    /// "Hint: sow from pit C".
    pub text: String,
    /// The pit it names, if any.
    pub pit: Option<usize>,
    /// The square of the piece it moves (grid boards), if any.
    pub square: Option<u16>,
    /// The move, when there is one.
    pub mv: Option<String>,
}

/// The rest of a computer's answer: its next decisions in the same move.
#[derive(Clone, Debug, PartialEq)]
struct Planned {
    generation: u64,
    /// The position where the first of `moves` is due.
    cursor: usize,
    player: Option<usize>,
    moves: Vec<String>,
}

/// The computers' side of the store.
#[derive(Clone, Copy)]
pub struct Computers {
    /// Computers wait (set by the person, or after undo among computers).
    pub paused: RwSignal<bool>,
    /// A search or computer decision under way.
    pub thinking: RwSignal<Option<Thinking>>,
    /// The hint shown, if any.
    pub hint: RwSignal<Option<Hint>>,
    /// What the computers answered to a draw offer, when they declined.
    pub draw_answer: RwSignal<Option<String>>,
    /// Bumped when a search is cancelled, so late answers are ignored.
    generation: RwSignal<u64>,
    planned: RwSignal<Option<Planned>>,
}

impl Computers {
    pub(super) fn new() -> Computers {
        Computers {
            paused: RwSignal::new(false),
            thinking: RwSignal::new(None),
            hint: RwSignal::new(None),
            draw_answer: RwSignal::new(None),
            generation: RwSignal::new(0),
            planned: RwSignal::new(None),
        }
    }
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

impl GameStore {
    /// Lets the computers act whenever the game, the animation, the dice,
    /// the pause or the dialog change.
    pub(super) fn let_computers_act(self) {
        Effect::new(move |_| {
            self.saved.track();
            self.animation.counts.track();
            self.animation.rolling.track();
            self.computers.paused.track();
            self.panels.dialog.track();
            self.drive();
        });
    }

    /// Stops any search or pending computer decision and drops the hint: a
    /// running search is ended by terminating the worker, and the
    /// generation is bumped so nothing late is played.
    pub fn cancel_search(&self) {
        let searching = self
            .computers
            .thinking
            .try_get_untracked()
            .flatten()
            .is_some_and(|t| t.searching);
        if searching {
            ai::cancel();
        }
        self.computers.generation.try_update(|g| *g += 1);
        self.computers.thinking.try_set(None);
        self.computers.planned.try_set(None);
        self.computers.hint.try_set(None);
    }

    /// Drops the hint and any hint being worked out, and a draw offer the
    /// computers are judging (a move is played).
    pub(super) fn end_hint(&self) {
        if self
            .computers
            .thinking
            .get_untracked()
            .is_some_and(|t| t.hint || t.offer)
        {
            self.cancel_search();
        }
        self.computers.hint.set(None);
        self.computers.draw_answer.set(None);
    }

    /// Pauses the computers, or lets them play on.
    pub fn toggle_pause(&self) {
        if self.computers.paused.get_untracked() {
            self.computers.paused.set(false);
        } else {
            self.cancel_search();
            self.computers.paused.set(true);
        }
    }

    /// The computer plays on from the position shown (the later moves are
    /// dropped, as when a move is played there).
    pub fn computer_play_here(&self) {
        self.cancel_search();
        self.cancel_animation();
        self.announce.set(Vec::new());
        self.saved.update(|game| {
            if let Some(game) = game {
                game.branch();
            }
        });
        self.computers.paused.set(false);
    }

    /// The computer seat acting now and its level, if the computer is to act
    /// (whether or not it may act yet).
    pub fn computer_to_act(&self) -> Option<(Option<usize>, Level)> {
        let saved = self.saved.get()?;
        let view = self.replayed.get()?;
        saved.computer_turn(&view)
    }

    /// Does the computer's next step if one is due: a roll, the next
    /// decision of its last answer (while still legal), a forced decision,
    /// or a search in the worker. Called whenever anything it depends on
    /// changes; does nothing while a step is under way for this position.
    pub(super) fn drive(&self) {
        let (Some(Some(saved)), Some(Some(view))) = (
            self.saved.try_get_untracked(),
            self.replayed.try_get_untracked(),
        ) else {
            return;
        };
        if self.panels.dialog.get_untracked()
            || self.animation.running_now()
            || self.animation.rolling.get_untracked()
            || self.computers.paused.get_untracked()
            || saved.cursor != saved.record.moves.len()
        {
            return;
        }
        let Some((player, level)) = saved.computer_turn(&view) else {
            return;
        };
        let cursor = saved.cursor;
        if let Some(thinking) = self.computers.thinking.get_untracked() {
            let generation = self.computers.generation.get_untracked();
            if !thinking.hint && thinking.generation == generation && thinking.cursor == cursor {
                return;
            }
            self.cancel_search();
        }
        let generation = self.computers.generation.get_untracked();
        let speed = self.settings.speed.get_untracked();
        let pause = speed.pause_ms();
        let step = Thinking {
            player,
            level,
            hint: false,
            searching: false,
            brisk: false,
            offer: false,
            cursor,
            generation,
        };
        // A later decision of a move already under way is played briskly.
        let brisk = Thinking {
            brisk: true,
            ..step.clone()
        };
        if view.chance {
            self.computers.thinking.set(Some(step));
            self.after(pause, generation, cursor, |store| {
                store.roll_dice(By::Computer)
            });
            return;
        }
        let session = match saved.record.replay_to(cursor) {
            Ok(session) => session,
            Err(e) => return self.error.set(Some(e.to_string())),
        };
        // The answer's next decision, if the engine still takes it here.
        let planned = self
            .computers
            .planned
            .get_untracked()
            .filter(|p| p.generation == generation && p.cursor == cursor && p.player == player);
        let next = planned
            .as_ref()
            .and_then(|p| p.moves.first())
            .filter(|mv| session.check(mv).is_ok())
            .cloned();
        if let (Some(mv), Some(planned)) = (next, planned) {
            self.computers.planned.set(Some(Planned {
                cursor: cursor + 1,
                moves: planned.moves[1..].to_vec(),
                ..planned
            }));
            self.computers.thinking.set(Some(brisk));
            self.after(speed.decision_ms(), generation, cursor, move |store| {
                store.play_by(mv, By::Computer)
            });
            return;
        }
        self.computers.planned.set(None);
        let legal = session.legal();
        if let [only] = legal.as_slice() {
            let mv = only.clone();
            // Forced: no thinking, and brisk inside a move.
            let (step, pause) = if session.starts_move(&mv) {
                (step, pause)
            } else {
                (brisk, speed.decision_ms())
            };
            self.computers.thinking.set(Some(step));
            self.after(pause, generation, cursor, move |store| {
                store.play_by(mv, By::Computer)
            });
            return;
        }
        self.computers.thinking.set(Some(Thinking {
            searching: true,
            ..step
        }));
        let started = now_ms();
        self.ask_search(
            saved.record,
            cursor,
            (level, self.settings.think_ms.get_untracked(), false),
            generation,
            move |store, result| store.answered(generation, cursor, player, started, result),
        );
    }

    /// Asks the worker about the position at `cursor` of `record`, searched
    /// at `level` with the strongest level's time budget `ms` (the thinking
    /// time chosen, or a hint's own), and weighed by a search when `weigh`
    /// (no opening book); `answer` gets the result unless the computers
    /// have moved on since (their `generation`).
    fn ask_search(
        &self,
        record: crate::engine::record::Record,
        cursor: usize,
        (level, ms, weigh): (Level, u32, bool),
        generation: u64,
        answer: impl FnOnce(GameStore, Result<Answer, String>) + 'static,
    ) {
        let request = Request {
            record,
            cursor: Some(cursor),
            level,
            ms,
            seed: random_seed(),
            weigh,
        };
        let store = *self;
        ai::think(&request, move |result| {
            if store.computers.generation.try_get_untracked() == Some(generation) {
                answer(store, result)
            }
        });
    }

    /// Whether the game is still at the position a step was planned for.
    fn still_at(&self, generation: u64, cursor: usize) -> bool {
        self.computers.generation.try_get_untracked() == Some(generation)
            && self
                .saved
                .try_get_untracked()
                .flatten()
                .is_some_and(|g| g.cursor == cursor && g.record.moves.len() == cursor)
    }

    /// After `ms`, does `step` if nothing changed meanwhile (no new game,
    /// move, undo or pause; no dialog open, no animation running).
    fn after(
        &self,
        ms: u32,
        generation: u64,
        cursor: usize,
        step: impl FnOnce(GameStore) + 'static,
    ) {
        let store = *self;
        spawn_local(async move {
            TimeoutFuture::new(ms).await;
            // Also false once the page is gone (its signals disposed).
            if !store.still_at(generation, cursor) {
                return;
            }
            store.computers.thinking.set(None);
            let busy = store.panels.dialog.get_untracked()
                || store.computers.paused.get_untracked()
                || store.animation.running_now()
                || store.animation.rolling.get_untracked();
            if busy {
                // The drive runs again when these change.
                return;
            }
            step(store);
        });
    }

    /// The worker's answer to a computer's search.
    fn answered(
        &self,
        generation: u64,
        cursor: usize,
        player: Option<usize>,
        started: f64,
        result: Result<Answer, String>,
    ) {
        if !self.still_at(generation, cursor) {
            return;
        }
        let answer = result.and_then(|a| {
            if a.moves.is_empty() {
                Err("it found no move".to_string())
            } else {
                Ok(a)
            }
        });
        match answer {
            Err(why) => {
                self.computers.thinking.set(None);
                self.computers.paused.set(true);
                self.error.set(Some(tr!("computer-failed", why = &why)));
            }
            Ok(answer) => {
                let mut moves = answer.moves;
                let first = moves.remove(0);
                self.computers.planned.set(Some(Planned {
                    generation,
                    cursor: cursor + 1,
                    player,
                    moves,
                }));
                self.computers.thinking.update(|t| {
                    if let Some(t) = t {
                        t.searching = false;
                    }
                });
                let pause = self.settings.speed.get_untracked().pause_ms() as f64;
                let wait = (pause - (now_ms() - started)).max(0.0) as u32;
                self.after(wait, generation, cursor, move |store| {
                    store.play_by(first, By::Computer)
                });
            }
        }
    }

    /// Asks the worker for the strongest level's move for the person to
    /// move, and shows it (it is not played).
    pub fn ask_hint(&self) {
        let (Some(saved), Some(view)) = (self.saved.get_untracked(), self.view.get_untracked())
        else {
            return;
        };
        let Some(player) = view.to_move else {
            return;
        };
        // A hint is for a seat a person here holds (never a friend's).
        let held = By::Person.holds(
            holder(&saved, player),
            self.computers.paused.get_untracked(),
        );
        if !held || self.locked.get_untracked() || view.result.is_some() {
            return;
        }
        self.cancel_search();
        let generation = self.computers.generation.get_untracked();
        let cursor = saved.cursor;
        self.computers.thinking.set(Some(Thinking {
            player: Some(player),
            level: Level::Strongest,
            hint: true,
            searching: true,
            brisk: false,
            offer: false,
            cursor,
            generation,
        }));
        // Its own budget, not the computers' thinking time: a person waits.
        let level = (Level::Strongest, crate::ai::HINT_MS, false);
        self.ask_search(
            saved.record,
            cursor,
            level,
            generation,
            move |store, result| {
                store.computers.thinking.set(None);
                let Some(view) = store.replayed.get_untracked() else {
                    return;
                };
                let hint = match result.map(|a| a.moves.into_iter().next()) {
                    Ok(Some(mv)) => hint_for(&view, cursor, mv),
                    Ok(None) => Hint {
                        cursor,
                        text: t!("hint-nothing").to_string(),
                        pit: None,
                        square: None,
                        mv: None,
                    },
                    Err(why) => Hint {
                        cursor,
                        text: tr!("hint-failed", why = &why),
                        pit: None,
                        square: None,
                        mv: None,
                    },
                };
                store.computers.hint.set(Some(hint));
            },
        );
    }

    /// The person to move offers the computers a draw: a search of the
    /// position (at the strongest level at the table) judges it, and they
    /// accept when it is level for them or worse ([`accepts_draw`]); then
    /// the game ends as a draw, else [`Computers::draw_answer`] says why
    /// not and the game goes on. With people only, see
    /// [`GameStore::confirm_ending`].
    pub fn offer_draw(&self) {
        let (Some(saved), Some(view)) = (self.saved.get_untracked(), self.view.get_untracked())
        else {
            return;
        };
        if view.to_move.is_none() {
            return;
        }
        let level = saved
            .seats
            .iter()
            .flatten()
            .copied()
            .max_by_key(|l| Level::ALL.iter().position(|a| a == l));
        let Some(level) = level else {
            return;
        };
        if self.locked.get_untracked() || view.result.is_some() || self.animation.running_now() {
            return;
        }
        self.cancel_search();
        let generation = self.computers.generation.get_untracked();
        let cursor = saved.cursor;
        let players = view.player_count();
        let computer = saved.seats.iter().position(Option::is_some);
        self.computers.draw_answer.set(None);
        self.computers.thinking.set(Some(Thinking {
            player: computer,
            level,
            hint: false,
            searching: true,
            brisk: false,
            offer: true,
            cursor,
            generation,
        }));
        // One computer is named; several answer together ("the computers").
        let who = match computer {
            Some(p) if saved.seats.iter().flatten().count() == 1 => {
                Some(crate::view::status::seat_name(&view, &saved.seats, p))
            }
            _ => None,
        };
        // Weighed by a search, never a book's decision (which has no value).
        self.ask_search(
            saved.record,
            cursor,
            (level, self.settings.think_ms.get_untracked(), true),
            generation,
            move |store, result| {
                store.computers.thinking.set(None);
                let answer = match result.map(|a| a.share) {
                    Ok(Some(share)) if accepts_draw(share, players) => {
                        return store.play(DRAW.to_string());
                    }
                    Ok(Some(_)) => match &who {
                        Some(who) => tr!("draw-declined-one", who = who),
                        None => t!("draw-declined-all").to_string(),
                    },
                    Ok(None) => match &who {
                        Some(who) => tr!("draw-unweighed-one", who = who),
                        None => t!("draw-unweighed-all").to_string(),
                    },
                    Err(why) => match &who {
                        Some(who) => tr!("draw-failed-one", who = who, why = &why),
                        None => tr!("draw-failed-all", why = &why),
                    },
                };
                store.computers.draw_answer.set(Some(answer));
            },
        );
    }

    /// The hint for the position shown, if any.
    pub fn current_hint(&self) -> Option<Hint> {
        let hint = self.computers.hint.get()?;
        let cursor = self.saved.get()?.cursor;
        (hint.cursor == cursor).then_some(hint)
    }
}

/// The hint naming the decision `mv` in the position `view` (after
/// `cursor` moves): its pit or piece, lit on the board, and in words.
pub fn hint_for(view: &GameView, cursor: usize, mv: String) -> Hint {
    let choice = view.choice(&mv);
    let pit = choice.and_then(|c| c.pit);
    let text = match (choice, pit) {
        (Some(c), Some(p)) if c.label == mv => {
            let name = view
                .pits
                .get(p)
                .map(|p| p.name.clone())
                .unwrap_or(mv.clone());
            tr!("hint-sow", pit = &name)
        }
        (Some(c), _) => tr!("hint", what = &c.label),
        (None, _) => tr!("hint", what = &mv),
    };
    let square = view
        .board
        .grid()
        .and_then(|g| g.targets.iter().find(|t| t.mv == mv))
        .map(|t| t.from);
    Hint {
        cursor,
        text,
        pit,
        square,
        mv: Some(mv),
    }
}
