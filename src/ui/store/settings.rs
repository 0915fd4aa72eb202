//! The player's preferences (animation speed, the computer's thinking
//! time, theme, sounds), kept in localStorage apart from any game.

use leptos::prelude::*;
use serde_json::Value;

use super::saving::storage;
use crate::ai::DEFAULT_MS;
use crate::ui::sound::{self, Cue};

const SETTINGS_KEY: &str = "rainbow-games/settings";

/// How fast sowing is animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn id(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Speed::Slow => crate::t!("speed-slow"),
            Speed::Normal => crate::t!("speed-normal"),
            Speed::Fast => crate::t!("speed-fast"),
            Speed::Instant => crate::t!("speed-instant"),
        }
    }

    pub fn from_id(id: &str) -> Speed {
        Speed::ALL
            .into_iter()
            .find(|s| s.id() == id)
            .unwrap_or(Speed::Normal)
    }

    /// Milliseconds per seed dropped.
    pub(super) fn step_ms(self) -> u32 {
        match self {
            Speed::Slow => 420,
            Speed::Normal => 220,
            Speed::Fast => 90,
            Speed::Instant => 0,
        }
    }

    /// The longest a move's animation may take: a long sowing speeds up
    /// to fit (see [`crate::view::pace`]).
    pub(super) fn move_cap_ms(self) -> u32 {
        match self {
            Speed::Slow => 7000,
            Speed::Normal => 3500,
            Speed::Fast => 1500,
            Speed::Instant => 0,
        }
    }

    /// The pause before a computer's decision, so people can follow.
    pub(super) fn pause_ms(self) -> u32 {
        match self {
            Speed::Slow => 600,
            Speed::Normal => 450,
            Speed::Fast => 300,
            Speed::Instant => 40,
        }
    }

    /// The pause before a computer's later decisions in a move it has
    /// already thought about (its answer holds them): brisk, no thinking.
    pub(super) fn decision_ms(self) -> u32 {
        match self {
            Speed::Slow => 250,
            Speed::Normal => 150,
            Speed::Fast => 80,
            Speed::Instant => 20,
        }
    }
}

/// The choices of the computer's thinking time (the strongest level's
/// budget; the other levels use a share of it), in milliseconds.
pub const THINK_TIMES: [u32; 5] = [500, 1000, 2000, 5000, 10000];

/// A thinking time of [`THINK_TIMES`] in words: in seconds, written as the
/// language writes a decimal number.
pub fn think_time_label(ms: u32) -> &'static str {
    match ms {
        500 => crate::t!("think-time-500"),
        1000 => crate::t!("think-time-1000"),
        2000 => crate::t!("think-time-2000"),
        5000 => crate::t!("think-time-5000"),
        _ => crate::t!("think-time-10000"),
    }
}

/// The colours of the page: as the system says, or chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Theme::System => crate::t!("theme-system"),
            Theme::Light => crate::t!("theme-light"),
            Theme::Dark => crate::t!("theme-dark"),
        }
    }

    pub fn from_id(id: &str) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| t.id() == id)
            .unwrap_or(Theme::System)
    }

    /// Sets the page's `data-theme`, `light` or `dark`, the system's when
    /// nothing is chosen (as index.html's first script does before the
    /// first paint, and again when the system's colours change).
    pub fn apply(self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let Some(root) = window.document().and_then(|d| d.document_element()) else {
            return;
        };
        let light = match self {
            Theme::Light => true,
            Theme::Dark => false,
            Theme::System => window
                .match_media("(prefers-color-scheme: light)")
                .ok()
                .flatten()
                .is_some_and(|m| m.matches()),
        };
        let _ = root.set_attribute("data-theme", if light { "light" } else { "dark" });
    }
}

/// Player preferences, kept in localStorage.
#[derive(Clone, Copy)]
pub struct Settings {
    pub speed: RwSignal<Speed>,
    /// The computer's thinking time in milliseconds (the strongest level's
    /// budget).
    pub think_ms: RwSignal<u32>,
    pub theme: RwSignal<Theme>,
    /// Sounds for sowing, captures and the end (off unless chosen).
    pub sounds: RwSignal<bool>,
}

impl Settings {
    pub fn load() -> Settings {
        let saved = storage()
            .and_then(|s| s.get_item(SETTINGS_KEY).ok().flatten())
            .and_then(|text| serde_json::from_str::<Value>(&text).ok())
            .unwrap_or(Value::Null);
        let speed = saved
            .get("speed")
            .and_then(Value::as_str)
            .map(Speed::from_id)
            .unwrap_or(Speed::Normal);
        let think_ms = saved
            .get("think_ms")
            .and_then(Value::as_u64)
            .and_then(|ms| THINK_TIMES.into_iter().find(|&t| u64::from(t) == ms))
            .unwrap_or(DEFAULT_MS);
        let theme = saved
            .get("theme")
            .and_then(Value::as_str)
            .map(Theme::from_id)
            .unwrap_or(Theme::System);
        theme.apply();
        Settings {
            speed: RwSignal::new(speed),
            think_ms: RwSignal::new(think_ms),
            theme: RwSignal::new(theme),
            sounds: RwSignal::new(saved.get("sounds").and_then(Value::as_bool) == Some(true)),
        }
    }

    pub fn set_theme(&self, theme: Theme) {
        theme.apply();
        self.theme.set(theme);
        self.save();
    }

    pub fn set_sounds(&self, on: bool) {
        self.sounds.set(on);
        self.save();
        if on {
            // The browser lets sound start from a click: a first note now.
            sound::play(Cue::Drop);
        }
    }

    pub fn set_speed(&self, speed: Speed) {
        self.speed.set(speed);
        self.save();
    }

    pub fn set_think_ms(&self, ms: u32) {
        self.think_ms.set(ms);
        self.save();
    }

    fn save(&self) {
        if let Some(s) = storage() {
            // Built by hand rather than with `json!` (serde's serialiser
            // into JSON values stays out of the page).
            let mut settings = serde_json::Map::new();
            settings.insert("speed".into(), self.speed.get_untracked().id().into());
            settings.insert("think_ms".into(), self.think_ms.get_untracked().into());
            settings.insert("theme".into(), self.theme.get_untracked().id().into());
            settings.insert("sounds".into(), self.sounds.get_untracked().into());
            let settings = serde_json::Value::Object(settings);
            let _ = s.set_item(SETTINGS_KEY, &settings.to_string());
        }
    }
}
