//! Perfect play in end games, in the game menu of the games that have
//! endgame tables (the Basic Game, Owari, Mancala): what this device has,
//! and a button that builds a table in the AI worker with a progress bar
//! ("Deeper tables": how many seeds it covers). The worker keeps what it
//! builds in the browser's storage and installs it each time it starts; the
//! Strongest level then plays those end games perfectly. Every figure shown
//! comes from the engine, through the worker: the sizes from
//! [`crate::ai::tables::positions`], the rest from the table it built. A
//! size that takes a while to build (over [`SLOW_TABLE_BYTES`]: Abapa and
//! Mancala at 14 and 16 seeds, 134 and 480 MB) says in its label that it
//! may take minutes. Every size offered fits in the worker's memory
//! ([`crate::worker::MAX_BUILD_BYTES`]); a device that cannot give it that
//! much says so ([`crate::ai::tables::OUT_OF_MEMORY`]).

use leptos::prelude::*;

use super::ai::{self, TableStatus};
use super::store::GameStore;
use crate::t;
use crate::tr;
use crate::worker::{TableInfo, SLOW_TABLE_BYTES, TABLE_SEEDS};

fn megabytes(bytes: u64) -> String {
    tr!(
        "megabytes",
        whole = bytes / 1_000_000,
        tenth = bytes % 1_000_000 / 100_000
    )
}

fn described(info: &TableInfo) -> String {
    let built = info
        .ms
        .map(|ms| {
            tr!(
                "tables-built-in",
                whole = ms as u64 / 1000,
                tenth = ms as u64 % 1000 / 100
            )
        })
        .unwrap_or_default();
    tr!(
        "tables-known",
        seeds = info.seeds,
        positions = &crate::i18n::grouped(info.bytes),
        size = &megabytes(info.bytes),
        exact = &crate::i18n::grouped(info.exact),
        built = &built
    )
}

/// The percentage shown while no table is being built.
const IDLE: u32 = u32::MAX;

/// The status line of what the worker reports.
fn status_of(status: &TableStatus) -> String {
    match &status.installed {
        None => t!("tables-none").to_string(),
        Some(info) => described(info),
    }
}

// The section's state lives in signal types the app already has (text,
// lists of text, whole numbers): each new type would bring its own copy
// of the reactive machinery into the page's wasm.
#[component]
pub fn TablesPanel(store: GameStore) -> impl IntoView {
    let game = store.info.id;
    if !crate::ai::tables::has_tables(game) {
        return ().into_any();
    }
    let options = move || {
        store
            .saved
            .with_untracked(|s| s.as_ref().map(|s| s.record.options.clone()))
    };
    let status = RwSignal::new(t!("tables-looking").to_string());
    // The choices' labels, in the order of TABLE_SEEDS.
    let sizes = RwSignal::new(Vec::<String>::new());
    let percent = RwSignal::new(IDLE);
    let seeds = RwSignal::new(u32::from(TABLE_SEEDS[0]));
    Effect::new(move || {
        // Asked again when another game is shown.
        store.saved.track();
        if let Some(options) = options() {
            ai::table(game, &options, move |result| match result {
                Ok(found) => {
                    status.try_set(status_of(&found));
                    // The worker gives the sizes of TABLE_SEEDS, in order.
                    sizes.try_set(
                        found
                            .sizes
                            .iter()
                            .map(|&(n, bytes)| {
                                let size = &megabytes(bytes);
                                if bytes > SLOW_TABLE_BYTES {
                                    tr!("tables-size-slow", n = n, size = size)
                                } else {
                                    tr!("tables-size", n = n, size = size)
                                }
                            })
                            .collect(),
                    );
                }
                Err(why) => {
                    status.try_set(why);
                }
            });
        }
    });
    let build = move |_| {
        let Some(options) = options() else {
            return;
        };
        if percent.get_untracked() != IDLE {
            return;
        }
        percent.set(0);
        ai::build_table(
            game,
            &options,
            // One of TABLE_SEEDS, from the choices.
            seeds.get_untracked() as u8,
            move |done, total| {
                percent.try_set((done * 100 / total.max(1)) as u32);
            },
            move |result| {
                percent.try_set(IDLE);
                status.try_set(match result {
                    Ok(info) => described(&info),
                    Err(why) => tr!(
                        "tables-failed",
                        why = if why == crate::ai::tables::OUT_OF_MEMORY {
                            t!("tables-no-memory")
                        } else {
                            &why
                        }
                    ),
                });
            },
        );
    };
    let choices = move || {
        let labels = sizes.get();
        TABLE_SEEDS
            .iter()
            .enumerate()
            .map(|(k, &n)| {
                // Until the worker gives the sizes, the number alone.
                let label = labels.get(k).cloned().unwrap_or_else(|| n.to_string());
                view! { <option value=n.to_string()>{label}</option> }
            })
            .collect_view()
    };
    view! {
        <div class="tables-panel" data-testid="tables">
            <p class="tables-status" data-testid="tables-status" aria-live="polite">{move || status.get()}</p>
            <p class="tables-progress" hidden=move || percent.get() == IDLE>
                <progress
                    data-testid="tables-progress"
                    max="100"
                    value=move || percent.get().min(100).to_string()
                ></progress>
                " "
                {move || tr!("tables-building", percent = percent.get().min(100))}
            </p>
            {super::controls::select_field(
                "speed",
                t!("tables-deeper"),
                "tables-seeds",
                choices.into_any(),
                Box::new(move || seeds.get().to_string()),
                Box::new(move |n| {
                    if let Ok(n) = n.parse::<u32>() {
                        seeds.set(n);
                    }
                }),
            )}
            <button
                class="button"
                data-testid="tables-build"
                disabled=move || percent.get() != IDLE
                on:click=build
            >
                {t!("tables-build")}
            </button>
        </div>
    }
    .into_any()
}
