//! Drop-downs for the settings (the footer's and the game menu's, the
//! new-game dialog's level and the endgame tables' size).

use leptos::prelude::*;

use super::store::{Settings, Theme};
use crate::t;

/// The theme drop-down (the footer's and the game menu's), with its class
/// and test id.
pub(super) fn theme_select(
    settings: Settings,
    class: &'static str,
    testid: &'static str,
) -> impl IntoView {
    setting_select(
        class,
        t!("setting-theme"),
        testid,
        Theme::ALL
            .iter()
            .map(|t| (t.id().to_string(), t.label()))
            .collect(),
        Box::new(move || settings.theme.get().id().to_string()),
        Box::new(move |id| settings.set_theme(Theme::from_id(&id))),
    )
}

/// A setting chosen from a drop-down: its `(value, label)` choices, the
/// value chosen now, and what choosing one does (boxed: one body for
/// every drop-down).
pub(super) fn setting_select(
    class: &'static str,
    label: &'static str,
    testid: &'static str,
    choices: Vec<(String, &'static str)>,
    value: Box<dyn Fn() -> String + Send + Sync>,
    choose: Box<dyn Fn(String) + Send + Sync>,
) -> impl IntoView {
    let options = choices
        .into_iter()
        .map(|(value, label)| view! { <option value=value>{label}</option> })
        .collect_view();
    select_field(class, label, testid, options.into_any(), value, choose)
}

/// A labelled drop-down of `options`: the value chosen now, and what
/// choosing one does.
pub(super) fn select_field(
    class: &'static str,
    label: &'static str,
    testid: &'static str,
    options: AnyView,
    value: Box<dyn Fn() -> String + Send + Sync>,
    choose: Box<dyn Fn(String) + Send + Sync>,
) -> impl IntoView {
    view! {
        <label class=class>
            {label}
            " "
            <select
                data-testid=testid
                prop:value=value
                on:change=move |ev| choose(event_target_value(&ev))
            >
                {options}
            </select>
        </label>
    }
}

/// A game's page head (its Learn page, its board editor): the title, and
/// the links to the game's rules and to play it.
pub(super) fn game_head(title: String, game: &'static str) -> impl IntoView {
    view! {
        <div class="rules-head">
            <h1>{title}</h1>
            <span class="head-links">
                <a class="button" href=format!("#/rules/{game}")>{t!("rules")}</a>
                " "
                <a class="button" href=format!("#/play/{game}")>{t!("play")}</a>
            </span>
        </div>
    }
}
