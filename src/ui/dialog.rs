//! The new-game dialog: a preset, then any option changed one by one.

use leptos::prelude::*;
use serde_json::{Map, Value};

use super::store::GameStore;
use crate::engine::catalog::{OptionKind, OptionSpec};
use crate::view::{GameView, SavedGame};

/// A fresh random seed from the browser's generator, below 2^53 so that
/// JavaScript tools reading a record keep it exact.
fn random_seed() -> u64 {
    random_bits() & ((1 << 53) - 1)
}

fn random_bits() -> u64 {
    let mut bytes = [0u8; 8];
    let filled = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .and_then(|c| c.get_random_values_with_u8_array(&mut bytes).ok())
        .is_some();
    if filled {
        u64::from_le_bytes(bytes)
    } else {
        // No crypto: fall back to the clock; only fairness suffers.
        (clock_ms() * 1000.0) as u64
    }
}

fn clock_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

#[component]
pub fn NewGameDialog(store: GameStore) -> impl IntoView {
    let info = store.info;
    let presets = (info.presets)();
    let first = presets.first().map(|p| p.id).unwrap_or("seed");
    let preset = RwSignal::new(first.to_string());
    let values = RwSignal::new(match presets.first().map(|p| p.options.clone()) {
        Some(Value::Object(map)) => map,
        _ => Map::new(),
    });
    let problem = RwSignal::new(None::<String>);

    let choose_preset = move |id: String| {
        if let Some(Value::Object(map)) = info.preset(&id) {
            values.set(map);
        }
        preset.set(id);
    };

    let start = move |_| {
        let options = Value::Object(values.get_untracked());
        let random_start = options.get("first_player").and_then(Value::as_str) == Some("random");
        match (info.new_session)(&options, random_seed()) {
            Ok(session) => {
                let record = session.record();
                let note = GameView::from_record(&record, 0)
                    .ok()
                    .and_then(|v| GameStore::first_player_note(&v, random_start));
                problem.set(None);
                store.start(SavedGame { record, cursor: 0 }, note);
            }
            Err(e) => problem.set(Some(e.to_string())),
        }
    };
    let has_game = move || store.saved.get().is_some();

    let preset_options = presets
        .iter()
        .map(|p| view! { <option value=p.id>{p.name}</option> })
        .collect_view();
    let controls = info
        .options
        .iter()
        .map(|spec| option_control(*spec, values))
        .collect_view();

    view! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title" data-testid="new-game-dialog">
                <h2 id="new-game-title">{format!("New game of {}", info.name)}</h2>
                <label class="field">
                    <span>"Preset"</span>
                    <select
                        data-testid="preset"
                        prop:value=move || preset.get()
                        on:change=move |ev| choose_preset(event_target_value(&ev))
                    >
                        {preset_options}
                    </select>
                </label>
                <fieldset>
                    <legend>"Options"</legend>
                    {controls}
                </fieldset>
                <p class="error" role="alert">{move || problem.get()}</p>
                <div class="dialog-actions">
                    <Show when=has_game>
                        <button class="button" on:click=move |_| store.dialog_open.set(false)>"Cancel"</button>
                    </Show>
                    <button class="button primary" data-testid="start" on:click=start>"Start"</button>
                </div>
            </div>
        </div>
    }
}

fn option_control(spec: OptionSpec, values: RwSignal<Map<String, Value>>) -> impl IntoView {
    let key = spec.key;
    let set = move |value: Value| {
        values.update(|m| {
            m.insert(key.to_string(), value);
        })
    };
    let current = move || values.get().get(key).cloned().unwrap_or(Value::Null);
    let control = match spec.kind {
        OptionKind::Bool => view! {
            <input
                type="checkbox"
                data-option=key
                prop:checked=move || current().as_bool().unwrap_or(false)
                on:change=move |ev| set(Value::Bool(event_target_checked(&ev)))
            />
        }
        .into_any(),
        OptionKind::Int { min, max } => view! {
            <input
                type="number"
                data-option=key
                min=min
                max=max
                prop:value=move || current().as_i64().map(|n| n.to_string()).unwrap_or_default()
                on:change=move |ev| {
                    match event_target_value(&ev).trim().parse::<i64>() {
                        Ok(n) => set(Value::from(n)),
                        Err(_) => set(Value::String(event_target_value(&ev))),
                    }
                }
            />
        }
        .into_any(),
        OptionKind::Choice(choices) => view! {
            <select
                data-option=key
                prop:value=move || current().as_str().unwrap_or_default().to_string()
                on:change=move |ev| set(Value::String(event_target_value(&ev)))
            >
                {choices
                    .iter()
                    .map(|(value, label)| view! { <option value=*value>{*label}</option> })
                    .collect_view()}
            </select>
        }
        .into_any(),
        OptionKind::Names | OptionKind::Colours => ().into_any(),
    };
    view! {
        <label class=if matches!(spec.kind, OptionKind::Bool) { "field check" } else { "field" } title=spec.help>
            <span>{spec.label}</span>
            {control}
            <small>{spec.help}</small>
        </label>
    }
}
