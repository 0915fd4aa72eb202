//! The settings in a game's menu: the animation speed, sounds, the
//! computers' thinking time, the theme, the language and the endgame
//! tables.

use leptos::prelude::*;

use super::controls::{setting_select, theme_select};
use super::store::{think_time_label, GameStore, Speed, THINK_TIMES};
use super::tables;
use crate::t;

/// The settings in the menu.
pub(super) fn menu_settings(store: GameStore) -> impl IntoView {
    let settings = store.settings;
    view! {
        <div class="menu-settings">
            {setting_select(
                "speed",
                t!("setting-speed"),
                "speed",
                Speed::ALL.iter().map(|s| (s.id().to_string(), s.label())).collect(),
                Box::new(move || settings.speed.get().id().to_string()),
                Box::new(move |id| settings.set_speed(Speed::from_id(&id))),
            )}
            <label class="speed">
                <input
                    type="checkbox"
                    data-testid="sounds"
                    prop:checked=move || settings.sounds.get()
                    on:change=move |ev| settings.set_sounds(event_target_checked(&ev))
                />
                " "
                {t!("setting-sounds")}
            </label>
            {setting_select(
                "speed",
                t!("setting-think-time"),
                "think-time",
                THINK_TIMES.iter().map(|&ms| (ms.to_string(), think_time_label(ms))).collect(),
                Box::new(move || settings.think_ms.get().to_string()),
                Box::new(move |ms| {
                    if let Ok(ms) = ms.parse() {
                        settings.set_think_ms(ms);
                    }
                }),
            )}
            {theme_select(settings, "speed", "menu-theme")}
            {super::lang::select("speed", "menu-language")}
            <tables::TablesPanel store/>
        </div>
    }
}
