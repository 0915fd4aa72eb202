//! The "Engine speed" page (`#/bench`): measures, in the AI worker of this
//! browser, how fast each game plays random games and how many nodes the
//! searches visit, one game after another. It is how in-browser speed is
//! reported.

use leptos::prelude::*;
use serde_json::Value;

use super::ai;
use crate::games;
use crate::worker::BenchResult;

/// Time spent on each game, shared by its three measurements.
const MS_PER_GAME: u32 = 3000;

/// A game and preset to measure.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    game: &'static str,
    name: &'static str,
    preset_name: &'static str,
    preset: &'static str,
    options: Value,
}

/// Every game's first preset, then Owari's Abapa and the Basic Game's
/// Kalah(6,4).
fn entries() -> Vec<Entry> {
    let mut list = Vec::new();
    for info in games::all() {
        let presets = (info.presets)();
        let mut add = |preset: &crate::engine::options::Preset| {
            list.push(Entry {
                game: info.id,
                name: info.name,
                preset_name: preset.name,
                preset: preset.id,
                options: preset.options.clone(),
            })
        };
        if let Some(first) = presets.first() {
            add(first);
        }
        if let Some(preset) = info
            .standard
            .and_then(|id| presets.iter().find(|p| p.id == id))
        {
            add(preset);
        }
    }
    list
}

/// "12,345".
fn thousands(x: f64) -> String {
    let digits = format!("{:.0}", x.max(0.0));
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[component]
pub fn BenchPage() -> impl IntoView {
    let list = entries();
    let results = RwSignal::new(vec![None::<Result<BenchResult, String>>; list.len()]);
    let running = RwSignal::new(false);
    let run = {
        let list = list.clone();
        move || {
            ai::cancel();
            results.set(vec![None; list.len()]);
            running.set(true);
            measure(list.clone(), 0, results, running);
        }
    };
    // Started once the page is in place (after the previous page stopped
    // its own searches).
    set_timeout(run.clone(), std::time::Duration::ZERO);
    on_cleanup(ai::cancel);
    let rows = list
        .iter()
        .enumerate()
        .map(|(k, entry)| {
            let result = move || results.get().get(k).cloned().flatten();
            let cell = move |pick: fn(&BenchResult) -> Option<f64>| {
                move || match result() {
                    None => "…".to_string(),
                    Some(Err(_)) => "error".to_string(),
                    Some(Ok(r)) => pick(&r).map(thousands).unwrap_or_else(|| "—".to_string()),
                }
            };
            view! {
                <tr
                    data-game=entry.game
                    data-preset=entry.preset
                    data-done=move || result().is_some().to_string()
                    title=move || match result() {
                        Some(Err(e)) => e,
                        _ => String::new(),
                    }
                >
                    <th scope="row">{entry.name}</th>
                    <td class="preset">{entry.preset_name}</td>
                    <td data-col="playouts">{cell(|r| Some(r.playouts_per_s))}</td>
                    <td data-col="actions">{cell(|r| Some(r.actions_per_s))}</td>
                    <td data-col="alphabeta">{cell(|r| r.alphabeta_nodes_per_s)}</td>
                    <td data-col="mcts">{cell(|r| Some(r.mcts_simulations_per_s))}</td>
                </tr>
            }
        })
        .collect_view();
    let again = run.clone();
    view! {
        <section class="panel bench">
            <h1>"Engine speed"</h1>
            <p>
                {format!(
                    "Measured in this browser by the computer players' worker, from each game's start: \
                     random games played to the end, then alpha-beta (two players, no dice) and MCTS \
                     searches ({} s a game, one game after another).",
                    MS_PER_GAME / 1000
                )}
            </p>
            <p data-testid="bench-status" aria-live="polite">
                {move || if running.get() { "Measuring…" } else { "Done." }}
            </p>
            <div class="table-scroll">
                <table data-testid="bench-table">
                    <thead>
                        <tr>
                            <th scope="col">"Game"</th>
                            <th scope="col" class="preset">"Preset"</th>
                            <th scope="col">"Playouts/s"</th>
                            <th scope="col">"Actions/s"</th>
                            <th scope="col">"Alpha-beta nodes/s"</th>
                            <th scope="col">"MCTS simulations/s"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <p>
                <button class="button" data-testid="bench-run" disabled=move || running.get() on:click=move |_| again()>
                    "Measure again"
                </button>
                " "
                <a href="#/">"Back to the games"</a>
            </p>
        </section>
    }
}

/// Measures entry `k`, then the next ones.
fn measure(
    list: Vec<Entry>,
    k: usize,
    results: RwSignal<Vec<Option<Result<BenchResult, String>>>>,
    running: RwSignal<bool>,
) {
    let Some(entry) = list.get(k).cloned() else {
        running.try_set(false);
        return;
    };
    ai::bench(entry.game, entry.options, MS_PER_GAME, move |result| {
        let stored = results.try_update(|r| {
            if let Some(slot) = r.get_mut(k) {
                *slot = Some(result);
            }
        });
        if stored.is_some() {
            measure(list, k + 1, results, running);
        }
    });
}
