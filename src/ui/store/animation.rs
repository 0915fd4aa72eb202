//! Moves shown step by step: the seeds of a move sown one by one (or a
//! short fade when the person asked for less motion), and the dice tumbling
//! before a roll is played. A newer move or a jump cancels what is shown.
//!
//! While a move is shown, the page shows the position before it (held in
//! [`Animation::held`], with nothing to click): the status, the scores and
//! what can be played change when the seeds stop, not when the engine has
//! moved. A long sowing speeds up ([`crate::view::pace`]).
//!
//! The steps run in tasks that outlive the click that started them, and
//! may wake after the page is gone (the person went to another page): each
//! step reads the store with `try_` accessors and stops when its signals
//! are disposed or its generation is over; leaving the page bumps the
//! generation ([`GameStore::close`]), so nothing late touches the store.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::moves::By;
use super::GameStore;
use crate::engine::chance::pick_outcome;
use crate::engine::Effect;
use crate::ui::sound::{self, Cue};
use crate::view::pace::{frames, schedule};
use crate::view::{Counts, GameView};

/// The shortest frame of an animation: effects due closer together are
/// shown at once.
const FRAME_MS: u32 = 16;

/// What is being animated.
#[derive(Clone, Copy)]
pub struct Animation {
    /// Counts being animated; `None` at rest.
    pub counts: RwSignal<Option<Counts>>,
    /// Bumped for each move shown with a fade instead of bead by bead
    /// (reduced motion).
    pub fade: RwSignal<u32>,
    /// The length of one step of the move shown, in milliseconds (a
    /// piece's slide from square to square lasts as long).
    pub pace: RwSignal<u32>,
    /// Bumped when an animation is cancelled, so its steps stop.
    generation: RwSignal<u64>,
    /// Dice are being rolled (a short animation before the roll is played).
    pub rolling: RwSignal<bool>,
    /// The faces shown while the dice roll.
    pub faces: RwSignal<Vec<u8>>,
    /// The position shown while a move is animated: the one before it,
    /// with nothing to play; `None` at rest.
    pub(super) held: RwSignal<Option<GameView>>,
}

impl Animation {
    pub(super) fn new() -> Animation {
        Animation {
            counts: RwSignal::new(None),
            fade: RwSignal::new(0),
            pace: RwSignal::new(0),
            generation: RwSignal::new(0),
            rolling: RwSignal::new(false),
            faces: RwSignal::new(Vec::new()),
            held: RwSignal::new(None),
        }
    }

    /// Whether a move is being sown (tracked).
    pub fn running(&self) -> bool {
        self.counts.with(Option::is_some)
    }

    /// Whether a move is being sown, now (not tracked).
    pub fn running_now(&self) -> bool {
        self.counts.with_untracked(Option::is_some)
    }
}

/// Leaves nothing to play on a position shown while a move is animated.
fn hold(view: &mut GameView) {
    view.offer_nothing(crate::t!("still-shown"));
}

/// Whether the person asked their system for less motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

impl GameStore {
    /// Rolls the dice: a short animation of random faces, then the roll
    /// (drawn from the record's seed and position) is played.
    pub fn roll(&self) {
        if !self.locked.get_untracked() {
            self.roll_dice(By::Person);
        }
    }

    /// Rolls for whoever is to roll: a person's click, or a computer seat
    /// (`by`; the roll is played as a move of theirs, so refused for a seat
    /// they do not hold).
    pub(super) fn roll_dice(&self, by: By) {
        let (Some(view), Some(saved)) = (self.view.get_untracked(), self.saved.get_untracked())
        else {
            return;
        };
        if !view.chance || self.animation.rolling.get_untracked() {
            return;
        }
        let Some(mv) = pick_outcome(saved.record.seed, saved.cursor, &view.chance_outcomes) else {
            return;
        };
        let ms = self.settings.speed.get_untracked().step_ms();
        if ms == 0 {
            self.play_when_still(mv, by);
            return;
        }
        let dice = mv.trim_start_matches('@').chars().count();
        self.animation.rolling.set(true);
        let generation = self.animation.generation.get_untracked();
        let store = *self;
        spawn_local(async move {
            for frame in 0..6u64 {
                let faces = (0..dice as u64)
                    .map(|d| ((frame * 7 + d * 3 + saved.cursor as u64) % 6) as u8)
                    .collect();
                store.animation.faces.try_set(faces);
                TimeoutFuture::new(70).await;
            }
            // Not played when the page is gone or the roll was cancelled.
            if store.animation.generation.try_get_untracked() == Some(generation)
                && store.animation.rolling.try_set(false).is_none()
            {
                store.play_when_still(mv, by);
            }
        });
    }

    /// Shows a move's `effects` over `before` (the position shown before
    /// it), then its `narration`.
    pub(in crate::ui) fn animate(
        &self,
        before: &GameView,
        effects: Vec<Effect>,
        narration: Vec<String>,
    ) {
        self.cancel_animation();
        self.announce.set(narration);
        let sounds = self.settings.sounds.get_untracked();
        let speed = self.settings.speed.get_untracked();
        let ms = speed.step_ms();
        if ms == 0 || effects.is_empty() || reduced_motion() {
            // The move is shown at once (with a short fade when motion is
            // reduced), and heard as one cue.
            if ms > 0 && !effects.is_empty() {
                self.animation.fade.update(|n| *n += 1);
            }
            if let Some(cue) = Cue::of_move(&effects).filter(|_| sounds) {
                sound::play(cue);
            }
            return;
        }
        let generation = self.animation.generation.get_untracked();
        // A piece's slide and captured seeds' flight last a whole step;
        // else the seeds rest a moment after the last drop.
        let slides = effects.iter().any(|e| {
            matches!(
                e,
                Effect::Step { .. } | Effect::Capture { .. } | Effect::Sweep { .. }
            )
        });
        let tail = if slides { ms } else { ms.min(200) };
        self.animation.pace.set(ms);
        let mut counts = Counts::of(&before.board);
        let mut held = before.clone();
        hold(&mut held);
        self.animation.held.set(Some(held));
        self.animation.counts.set(Some(counts.clone()));
        let frames = frames(&schedule(&effects, ms, speed.move_cap_ms()), FRAME_MS);
        let store = *self;
        spawn_local(async move {
            // Whether the move is still the one shown (not cancelled, the
            // page not left).
            let current =
                move || store.animation.generation.try_get_untracked() == Some(generation);
            let mut effects = effects.into_iter();
            for (wait, count) in frames {
                TimeoutFuture::new(wait).await;
                if !current() {
                    return;
                }
                let mut cue = None;
                for effect in effects.by_ref().take(count) {
                    counts.apply(&effect);
                    cue = cue.or(Cue::of(&effect));
                }
                if let Some(cue) = cue.filter(|_| sounds) {
                    sound::play(cue);
                }
                store.animation.counts.try_set(Some(counts.clone()));
            }
            TimeoutFuture::new(tail).await;
            if current() {
                store.animation.held.try_set(None);
                store.animation.counts.try_set(None);
            }
        });
    }

    /// Stops the move or the dice being shown (a dice roll cancelled is
    /// not played).
    pub(in crate::ui) fn cancel_animation(&self) {
        self.animation.generation.try_update(|g| *g += 1);
        self.animation.held.try_set(None);
        self.animation.counts.try_set(None);
        self.animation.rolling.try_set(false);
    }

    /// Jumps to the end of the running animation.
    pub fn skip_animation(&self) {
        self.cancel_animation();
    }
}
