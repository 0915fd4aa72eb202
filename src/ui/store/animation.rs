//! Moves shown step by step: the seeds of a move sown one by one (or a
//! short fade when the person asked for less motion), and the dice tumbling
//! before a roll is played. A newer move or a jump cancels what is shown.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::GameStore;
use crate::engine::chance::pick_outcome;
use crate::engine::Effect;
use crate::ui::sound::{self, Cue};
use crate::view::Counts;

/// What is being animated.
#[derive(Clone, Copy)]
pub struct Animation {
    /// Counts being animated; `None` at rest.
    pub counts: RwSignal<Option<Counts>>,
    /// Bumped for each move shown with a fade instead of bead by bead
    /// (reduced motion).
    pub fade: RwSignal<u32>,
    /// Bumped when an animation is cancelled, so its steps stop.
    generation: RwSignal<u64>,
    /// Dice are being rolled (a short animation before the roll is played).
    pub rolling: RwSignal<bool>,
    /// The faces shown while the dice roll.
    pub faces: RwSignal<Vec<u8>>,
}

impl Animation {
    pub(super) fn new() -> Animation {
        Animation {
            counts: RwSignal::new(None),
            fade: RwSignal::new(0),
            generation: RwSignal::new(0),
            rolling: RwSignal::new(false),
            faces: RwSignal::new(Vec::new()),
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
            self.roll_dice();
        }
    }

    /// Rolls for whoever is to roll (a person's click or a computer seat).
    pub(super) fn roll_dice(&self) {
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
            self.play_when_still(mv);
            return;
        }
        let dice = mv.trim_start_matches('@').chars().count();
        self.animation.rolling.set(true);
        let store = *self;
        spawn_local(async move {
            for frame in 0..6u64 {
                let faces = (0..dice as u64)
                    .map(|d| ((frame * 7 + d * 3 + saved.cursor as u64) % 6) as u8)
                    .collect();
                store.animation.faces.set(faces);
                TimeoutFuture::new(70).await;
            }
            if store.animation.rolling.try_set(false).is_none() {
                store.play_when_still(mv);
            }
        });
    }

    pub(in crate::ui) fn animate(
        &self,
        mut counts: Counts,
        effects: Vec<Effect>,
        narration: Vec<String>,
    ) {
        self.cancel_animation();
        self.announce.set(narration);
        let sounds = self.settings.sounds.get_untracked();
        let ms = self.settings.speed.get_untracked().step_ms();
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
        self.animation.counts.set(Some(counts.clone()));
        let store = *self;
        spawn_local(async move {
            for effect in effects {
                let pause = match effect {
                    Effect::Lift { .. } | Effect::Capture { .. } | Effect::Sweep { .. } => ms * 2,
                    Effect::ExtraTurn { .. } | Effect::GrandSlamForfeited => 0,
                    _ => ms,
                };
                TimeoutFuture::new(pause).await;
                if store.animation.generation.get_untracked() != generation {
                    return;
                }
                counts.apply(&effect);
                if let Some(cue) = Cue::of(&effect).filter(|_| sounds) {
                    sound::play(cue);
                }
                store.animation.counts.set(Some(counts.clone()));
            }
            TimeoutFuture::new(ms).await;
            if store.animation.generation.get_untracked() == generation {
                store.animation.counts.set(None);
            }
        });
    }

    pub(in crate::ui) fn cancel_animation(&self) {
        self.animation.generation.update(|g| *g += 1);
        self.animation.counts.set(None);
    }

    /// Jumps to the end of the running animation.
    pub fn skip_animation(&self) {
        self.cancel_animation();
    }
}
