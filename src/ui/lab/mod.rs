//! The variant lab's page (`#/lab/<game>`, a wasm module of its own, cut
//! at `ui::lab_view`): choose variants, levels and a number of games;
//! computers play them in web workers (as many as the device has cores,
//! [`pool`]), each game decided by its number alone (`ai::lab`), so the
//! page's numbers are `rgames lab`'s. The page only merges the games and
//! draws them ([`results`]).

mod pool;
mod results;

use leptos::prelude::*;
use serde_json::{Map, Value};

use crate::ai::lab::{report, LabConfig, LabGame};
use crate::ai::Level;
use crate::engine::options::OptionKind;
use crate::games::{self, GameDef};
use crate::{t, tr};
use pool::{cores, start_pool, stop_pool};
use results::{csv, download, variant_results};

/// Decisions played at random at the start of each game (`rgames lab`'s
/// default).
const OPENING: u32 = 2;
/// The most games a variant the page plays.
const MAX_GAMES: u32 = 100_000;

/// One variant being set: its preset and its options.
#[derive(Clone, Copy)]
struct Variant {
    preset: RwSignal<String>,
    values: RwSignal<Map<String, Value>>,
}

impl Variant {
    fn new(info: &GameDef, options: Value) -> Variant {
        let preset = (info.presets)()
            .into_iter()
            .find(|p| p.options == options)
            .map_or_else(|| "custom".to_string(), |p| p.id.to_string());
        Variant {
            preset: RwSignal::new(preset),
            values: RwSignal::new(match options {
                Value::Object(m) => m,
                _ => Map::new(),
            }),
        }
    }
}

/// The seats a game has with these options (2 when it cannot start).
fn seats_of(info: &GameDef, options: &Value) -> usize {
    (info.new_session)(options, 0).map_or(2, |s| s.players().len())
}

/// The settings a lab link carries after `?`: `games=N&seed=S&levels=a,b`
/// and a `v=` of each variant's options (JSON, URI-encoded).
fn link_query(config: &LabConfig) -> String {
    let mut query = format!(
        "games={}&seed={}&levels={}",
        config.games,
        config.seed,
        config
            .levels
            .iter()
            .map(|l| l.id())
            .collect::<Vec<_>>()
            .join(",")
    );
    for v in &config.variants {
        query.push_str("&v=");
        query.push_str(&String::from(js_sys::encode_uri_component(&v.to_string())));
    }
    query
}

/// A lab link's settings: (games, seed, levels, variants' options); what
/// cannot be read is left out (the page's defaults stand).
fn read_query(query: &str) -> (Option<u32>, Option<u64>, Vec<Level>, Vec<Value>) {
    let (mut games, mut seed, mut levels, mut variants) = (None, None, Vec::new(), Vec::new());
    for part in query.split('&') {
        let Some((key, value)) = part.split_once('=') else {
            continue;
        };
        match key {
            "games" => games = value.parse().ok().filter(|n| (1..=MAX_GAMES).contains(n)),
            "seed" => seed = value.parse().ok(),
            "levels" => levels = value.split(',').filter_map(Level::from_id).collect(),
            "v" => {
                let text = js_sys::decode_uri_component(value)
                    .ok()
                    .and_then(|s| s.as_string());
                if let Some(Value::Object(m)) = text.and_then(|t| serde_json::from_str(&t).ok()) {
                    variants.push(Value::Object(m));
                }
            }
            _ => {}
        }
    }
    (games, seed, levels, variants)
}

#[component]
pub fn LabPage(game: String, query: Option<String>) -> impl IntoView {
    let Some(info) = games::find(&game) else {
        return view! { <p data-testid="error" class="error">{t!("unknown-game")}</p> }.into_any();
    };
    let (link_games, link_seed, link_levels, link_variants) =
        read_query(query.as_deref().unwrap_or_default());
    let from_link = !link_variants.is_empty();
    let first = (info.presets)()
        .into_iter()
        .next()
        .map_or(Value::Null, |p| p.options);
    let variants = RwSignal::new(if from_link {
        // A link's options are laid over the game's first preset, as
        // `rgames lab --variant` lays them: an option the link leaves out
        // is the preset's, not the option's own default, so the page
        // plays the CLI's games.
        link_variants
            .into_iter()
            .map(|o| Variant::new(info, info.options_from(None, &o).unwrap_or(o)))
            .collect()
    } else {
        vec![Variant::new(info, first.clone())]
    });
    let games_n = RwSignal::new(link_games.unwrap_or(200));
    let seed = RwSignal::new(link_seed.unwrap_or_else(super::dom::random_seed));
    let levels = RwSignal::new(if link_levels.is_empty() {
        vec![Level::Medium; crate::ai::MAX_PLAYERS]
    } else {
        let mut l = link_levels;
        let last = *l.last().unwrap_or(&Level::Medium);
        l.resize(crate::ai::MAX_PLAYERS, last);
        l
    });
    let seats = Memo::new(move |_| {
        variants
            .get()
            .iter()
            .map(|v| seats_of(info, &Value::Object(v.values.get())))
            .max()
            .unwrap_or(2)
            // One level a seat, for at most the most players of any game.
            .clamp(1, crate::ai::MAX_PLAYERS)
    });
    let lab = Lab {
        ran: RwSignal::new(None),
        played: RwSignal::new(Vec::new()),
        running: RwSignal::new(false),
        stopped: RwSignal::new(false),
        error: RwSignal::new(None),
    };
    let settings = Settings {
        variants,
        games: games_n,
        seed,
        levels,
        seats,
    };
    let run = move || start_run(info, settings, lab);
    let Lab {
        running,
        stopped,
        error,
        ..
    } = lab;
    let stop = move || {
        stop_pool();
        running.set(false);
        stopped.set(true);
    };
    on_cleanup(stop_pool);
    if from_link {
        request_animation_frame(run);
    }

    view! {
        <section class="lab panel" data-testid="lab">
            <div class="rules-head">
                <h1>{tr!("lab-title", game = info.title())}</h1>
                <span class="head-links">
                    <a class="button" href=format!("#/play/{}", info.id)>{t!("lab-back")}</a>
                </span>
            </div>
            <p>{t!("lab-intro")}</p>
            <label class="field">
                <span>{t!("lab-game")}</span>
                <select data-testid="lab-game" prop:value=info.id
                    on:change=move |ev| {
                        if let Some(w) = web_sys::window() {
                            let _ = w.location().set_hash(&format!("#/lab/{}", event_target_value(&ev)));
                        }
                    }>
                    {games::all().iter().map(|g| view! { <option value=g.id>{g.title()}</option> }).collect_view()}
                </select>
            </label>
            <div class="lab-variants">
                {move || variants.get().into_iter().enumerate().map(|(n, v)| variant_box(info, variants, n, v)).collect_view()}
            </div>
            <button class="button" data-testid="lab-add"
                on:click=move |_| {
                    let options = variants.with_untracked(|vs| vs.last().map(|v| Value::Object(v.values.get_untracked())));
                    variants.update(|vs| vs.push(Variant::new(info, options.unwrap_or(first.clone()))));
                }>
                {t!("lab-add-variant")}
            </button>
            <fieldset class="lab-levels">
                <legend>{t!("lab-levels")}</legend>
                {move || (0..seats.get()).map(|seat| level_select(levels, seat)).collect_view()}
            </fieldset>
            <label class="field">
                <span>{t!("lab-games")}</span>
                <input type="number" data-testid="lab-games" min="1" max=MAX_GAMES
                    prop:value=move || games_n.get().to_string()
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).trim().parse::<u32>() {
                            games_n.set(n.clamp(1, MAX_GAMES));
                        }
                    }/>
            </label>
            <label class="field">
                <span>{t!("lab-seed")}</span>
                <input type="number" data-testid="lab-seed" min="0"
                    prop:value=move || seed.get().to_string()
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                            seed.set(n);
                        }
                    }/>
            </label>
            <p class="lab-actions">
                <button class="button primary" data-testid="lab-run"
                    disabled=move || running.get() on:click=move |_| run()>{t!("lab-run")}</button>
                " "
                <button class="button" data-testid="lab-stop"
                    disabled=move || !running.get() on:click=move |_| stop()>{t!("lab-stop")}</button>
            </p>
            {move || error.get().map(|why| view! {
                <p class="error" data-testid="error" role="alert">{tr!("lab-error", why = &why)}</p>
            })}
            {progress_panel(info, lab)}
        </section>
    }
    .into_any()
}

/// A run's signals: its settings and variants' names once started, the
/// games played of each variant (with their numbers), whether it runs,
/// was stopped, or failed.
#[derive(Clone, Copy)]
struct Lab {
    ran: RwSignal<Option<(LabConfig, Vec<String>)>>,
    played: RwSignal<Vec<Vec<(u32, LabGame)>>>,
    running: RwSignal<bool>,
    stopped: RwSignal<bool>,
    error: RwSignal<Option<String>>,
}

/// The settings on the page.
#[derive(Clone, Copy)]
struct Settings {
    variants: RwSignal<Vec<Variant>>,
    games: RwSignal<u32>,
    seed: RwSignal<u64>,
    levels: RwSignal<Vec<Level>>,
    seats: Memo<usize>,
}

/// Starts a run of the settings: the address becomes its link, and the
/// workers play.
fn start_run(info: &'static GameDef, settings: Settings, lab: Lab) {
    let Lab {
        ran,
        played,
        running,
        stopped,
        error,
    } = lab;
    let variants = settings.variants.get_untracked();
    let config = LabConfig {
        game: info.id.to_string(),
        variants: variants
            .iter()
            .map(|v| Value::Object(v.values.get_untracked()))
            .collect(),
        levels: settings.levels.with_untracked(|l| {
            l.iter()
                .copied()
                .take(settings.seats.get_untracked())
                .collect()
        }),
        games: settings.games.get_untracked().clamp(1, MAX_GAMES),
        opening: OPENING,
        seed: settings.seed.get_untracked(),
    };
    // A variant is named by its preset, unless its options were changed.
    let names = variants
        .iter()
        .zip(&config.variants)
        .map(|(v, options)| {
            let preset = v.preset.get_untracked();
            match info.preset(&preset) {
                Some(o) if o == *options => preset,
                _ => "custom".to_string(),
            }
        })
        .collect();
    super::library::replace_hash(&format!("#/lab/{}?{}", info.id, link_query(&config)));
    played.set(vec![Vec::new(); config.variants.len()]);
    error.set(None);
    stopped.set(false);
    let total = config.games as usize * config.variants.len();
    ran.set(Some((config.clone(), names)));
    running.set(true);
    let on_game = std::rc::Rc::new(
        move |_run: u64, variant: usize, index: u32, game: Result<LabGame, String>| match game {
            Ok(game) => {
                played.update(|p| {
                    if let Some(v) = p.get_mut(variant) {
                        v.push((index, game));
                    }
                });
                if played.with_untracked(|p| p.iter().map(Vec::len).sum::<usize>()) >= total {
                    stop_pool();
                    running.set(false);
                }
            }
            Err(why) => {
                stop_pool();
                running.set(false);
                error.set(Some(why));
            }
        },
    );
    if let Err(why) = start_pool(&config, cores().min(total), on_game) {
        running.set(false);
        error.set(Some(why));
    }
}

/// One variant's settings: its preset, its options (the new-game
/// dialog's controls), and a way to remove it.
fn variant_box(
    info: &'static GameDef,
    variants: RwSignal<Vec<Variant>>,
    n: usize,
    v: Variant,
) -> impl IntoView {
    let choose = move |id: String| {
        if let Some(options) = info.preset(&id) {
            v.values.set(match options {
                Value::Object(m) => m,
                _ => Map::new(),
            });
        }
        v.preset.set(id);
    };
    let presets = (info.presets)()
        .into_iter()
        .map(|p| view! { <option value=p.id>{p.shown_name(info.id)}</option> })
        .collect_view();
    let controls = info
        .options
        .iter()
        .filter(|s| {
            matches!(
                s.kind,
                OptionKind::Bool | OptionKind::Int { .. } | OptionKind::Choice(_)
            )
        })
        .map(|s| super::dialog::option_control(info, *s, v.values))
        .collect_view();
    view! {
        <fieldset class="lab-variant" data-testid="lab-variant">
            <legend>{tr!("lab-variant", n = n + 1)}</legend>
            <label class="field">
                <span>{t!("lab-preset")}</span>
                <select data-testid="lab-preset"
                    prop:value=move || v.preset.get()
                    on:change=move |ev| choose(event_target_value(&ev))>
                    {presets}
                    <option value="custom" disabled=true>{t!("lab-custom")}</option>
                </select>
            </label>
            <details>
                <summary>{t!("lab-options")}</summary>
                {controls}
            </details>
            {(n > 0).then(|| view! {
                <button class="link" data-testid="lab-remove"
                    on:click=move |_| variants.update(|vs| { if n < vs.len() { vs.remove(n); } })>
                    {t!("lab-remove-variant")}
                </button>
            })}
        </fieldset>
    }
}

/// The computer level of one seat.
fn level_select(levels: RwSignal<Vec<Level>>, seat: usize) -> impl IntoView {
    view! {
        <label class="field">
            <span>{tr!("lab-seat", seat = seat + 1)}</span>
            <select data-testid="lab-level"
                prop:value=move || levels.get()[seat].id()
                on:change=move |ev| {
                    if let Some(l) = Level::from_id(&event_target_value(&ev)) {
                        levels.update(|ls| ls[seat] = l);
                    }
                }>
                {Level::ALL.iter().map(|l| view! { <option value=l.id()>{l.label()}</option> }).collect_view()}
            </select>
        </label>
    }
}

/// The run's progress, Stop's outcome, the exports and the link; then
/// each variant's results side by side.
fn progress_panel(info: &'static GameDef, lab: Lab) -> impl IntoView {
    let Lab {
        ran,
        played,
        running,
        stopped,
        ..
    } = lab;
    let done = Memo::new(move |_| played.with(|p| p.iter().map(Vec::len).sum::<usize>()));
    let total = Memo::new(move |_| {
        ran.with(|r| {
            r.as_ref()
                .map_or(0, |(c, _)| c.games as usize * c.variants.len())
        })
    });
    let results = Memo::new(move |_| {
        ran.with(|r| {
            r.as_ref().map(|(config, names)| {
                let games: Vec<Vec<LabGame>> = played.with(|p| {
                    p.iter()
                        .map(|v| {
                            let mut v = v.clone();
                            v.sort_by_key(|(k, _)| *k);
                            v.into_iter().map(|(_, g)| g).collect()
                        })
                        .collect()
                });
                report(config, names, &games)
            })
        })
    });
    view! {
            {move || (total.get() > 0).then(|| view! {
                <p data-testid="lab-progress-text">{move || {
                    let (d, n) = (done.get(), total.get());
                    if running.get() {
                        tr!("lab-progress", done = d, total = n)
                    } else if stopped.get() {
                        tr!("lab-stopped", done = d, total = n)
                    } else {
                        tr!("lab-finished", done = d)
                    }
                }}</p>
                <progress data-testid="lab-progress" max=move || total.get() value=move || done.get()></progress>
                <p class="lab-actions">
                    <button class="button" data-testid="lab-csv" on:click=move |_| {
                        if let Some(r) = results.get_untracked() {
                            download(&format!("lab-{}.csv", info.id), "text/csv", &csv(&r));
                        }
                    }>{t!("lab-export-csv")}</button>
                    " "
                    <button class="button" data-testid="lab-json" on:click=move |_| {
                        if let Some(r) = results.get_untracked() {
                            download(&format!("lab-{}.json", info.id), "application/json", &r.to_string());
                        }
                    }>{t!("lab-export-json")}</button>
                    " "
                    <a class="button" data-testid="lab-link"
                        href=move || ran.with(|r| r.as_ref().map(|(c, _)| format!("#/lab/{}?{}", info.id, link_query(c))))>
                        {t!("lab-share")}
                    </a>
                </p>
            })}
            <div class="lab-results" data-testid="lab-results">
                {move || results.get().map(|r| {
                    r["variants"].as_array().cloned().unwrap_or_default().into_iter().enumerate()
                        .map(|(n, v)| variant_results(n, &v))
                        .collect_view()
                })}
            </div>
    }
}
