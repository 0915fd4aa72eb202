//! Boards shown outside a game page: the live examples of the rules pages
//! and the embed route (`#/embed/<game>?…`, see [`crate::view::embed`]),
//! which draws only a board for an iframe on another site. Both use a
//! transient [`GameStore`], so nothing is ever written to localStorage.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::store::{GameStore, Settings, Speed, Theme};
use crate::engine::record::Record;
use crate::games;
use crate::t;
use crate::tr;
use crate::view::embed::EmbedSpec;
use crate::view::SavedGame;

/// The pause between steps while an example plays by itself.
const PLAY_PAUSE_MS: u32 = 900;

impl GameStore {
    /// Shows the record's next move with its animation, keeping the moves
    /// after it (the step controls of examples).
    pub fn step_forward(&self) {
        // A step still being shown ends first (the page shows the position
        // before it meanwhile).
        self.cancel_animation();
        let (Some(mut game), Some(before)) =
            (self.saved.get_untracked(), self.view.get_untracked())
        else {
            return;
        };
        if game.cursor >= game.record.moves.len() {
            return;
        }
        game.cursor += 1;
        self.why.set(None);
        self.selected.set(None);
        self.show_move(game, &before);
    }
}

/// The game a transient store shows: `record` with `cursor` moves played
/// and every seat a person.
pub fn shown_game(record: &Record, cursor: usize) -> Result<SavedGame, String> {
    if cursor > record.moves.len() {
        return Err(tr!("embed-bad-move", k = cursor, n = record.moves.len()));
    }
    Ok(SavedGame::new(record.clone(), cursor, Vec::new()))
}

/// Whether the page was opened on the embed route.
pub fn is_embed_route() -> bool {
    location_hash().starts_with("#/embed/")
}

/// The language an embed asks for (`lang=` in its route's query).
pub fn lang_param() -> Option<String> {
    if !is_embed_route() {
        return None;
    }
    let hash = location_hash();
    let (_, query) = hash.split_once('?')?;
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix("lang="))
        .map(str::to_string)
}

pub(super) fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// A board with a caption line, what the last step did, and optionally
/// step controls: reset to `start`, back, step, and play up to `end`
/// (the record's end when `None`). A read-only board takes no input.
#[component]
pub fn LiveBoard(
    store: GameStore,
    start: usize,
    end: Option<usize>,
    controls: bool,
    readonly: bool,
    /// With the controls, a link that opens the position shown on the
    /// game's analysis board (the rules pages' examples).
    #[prop(optional)]
    analyse: bool,
) -> impl IntoView {
    let cursor = move || store.view.get().map(|v| v.cursor).unwrap_or(0);
    let end = move || {
        let total = store.view.get().map(|v| v.moves.len()).unwrap_or(0);
        end.unwrap_or(total).min(total)
    };
    let at_start = move || cursor() == 0;
    let at_end = move || cursor() >= end();
    let run = RwSignal::new(0u32);
    let playing = RwSignal::new(false);
    let stop = move || {
        run.update(|r| *r += 1);
        playing.set(false);
    };
    let play = move || {
        if playing.get_untracked() {
            stop();
            return;
        }
        if cursor() >= end() {
            store.jump(start);
        }
        run.update(|r| *r += 1);
        let this_run = run.get_untracked();
        playing.set(true);
        spawn_local(async move {
            let going = move || run.try_get_untracked() == Some(this_run);
            while going() {
                let at = store.view.try_get_untracked().flatten().map(|v| v.cursor);
                if at.is_none_or(|c| c >= end()) {
                    break;
                }
                store.step_forward();
                while going()
                    && store
                        .animation
                        .counts
                        .try_get_untracked()
                        .flatten()
                        .is_some()
                {
                    TimeoutFuture::new(50).await;
                }
                TimeoutFuture::new(PLAY_PAUSE_MS).await;
            }
            if going() {
                playing.try_set(false);
            }
        });
    };
    // The controls' buttons, by their actions: one handler for all.
    let click = move |ev: leptos::ev::MouseEvent| {
        let action = super::dom::clicked(&ev, "data-action").and_then(|(_, a)| Step::parse(&a));
        let step: fn(GameStore, usize, usize) = match action {
            Some(Step::Reset) => |store, start, _| store.jump(start),
            Some(Step::Back) => |store, _, at| store.jump(at.saturating_sub(1)),
            Some(Step::Forward) => |store, _, _| store.step_forward(),
            Some(Step::Play) => return play(),
            None => return,
        };
        stop();
        step(store, start, cursor());
    };
    view! {
        <div class="live" data-testid="live" data-cursor=move || cursor().to_string()>
            <div class="live-board" inert=readonly>
                <super::boards::Board store/>
                <super::grid::GridSvg store/>
                // The dice show in read-only boards too (their buttons are
                // inert there): the steps of an example depend on them.
                <super::grid::DicePanel store/>
                {(!readonly).then(|| view! { <super::panels::DecisionPanel store/> })}
                <super::panels::ColourPanel store/>
            </div>
            <p class="live-status" data-testid="live-status">{move || live_status(store)}</p>
            <div class="live-says" data-testid="live-says" aria-live="polite">
                {move || {
                    let lines = if store.animation.running() { Vec::new() } else { store.announce.get() };
                    lines.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()
                }}
                {move || store.why.get().map(|w| view! { <p class="why">{w}</p> })}
                {move || store.error.get().map(|e| view! { <p class="error">{e}</p> })}
            </div>
            {controls.then(|| view! {
                <div class="live-controls" on:click=click>
                    {live_controls(store, at_start, at_end, playing, analyse)}
                </div>
            })}
        </div>
    }
}

/// What the last step did and who is to move, in words.
fn live_status(store: GameStore) -> Option<String> {
    let view = store.view.get()?;
    let k = view.cursor;
    let said = match view.moves.get(k.wrapping_sub(1)) {
        Some((mv, side)) if k > 0 => {
            let who = if *side == crate::view::CHANCE {
                t!("live-dice").to_string()
            } else {
                view.player_name(*side)
            };
            tr!(
                "live-move",
                k = k,
                n = view.moves.len(),
                mv = mv,
                who = &who
            )
        }
        _ => t!("live-start").to_string(),
    };
    let next = match (&view.result, view.to_move) {
        (Some(result), _) => result.headline.clone(),
        (None, Some(p)) => tr!("live-to-move", player = &view.player_name(p)),
        (None, None) => t!("live-dice-to-roll").to_string(),
    };
    Some(format!("{said} {next}"))
}

/// The step controls' buttons (their clicks are the board's handler's),
/// and the link to the analysis board.
fn live_controls(
    store: GameStore,
    at_start: impl Fn() -> bool + Send + Sync + 'static,
    at_end: impl Fn() -> bool + Send + Sync + 'static,
    playing: RwSignal<bool>,
    analyse: bool,
) -> impl IntoView {
    view! {
        <button class="button" data-testid="live-reset" data-action="live-reset" title=t!("live-reset-title")>
            {t!("live-reset")}
        </button>
        <button class="button" data-testid="live-back" data-action="live-back" disabled=at_start>
            "◀ " {t!("live-back")}
        </button>
        <button class="button" data-testid="live-step" data-action="live-step" disabled=at_end>
            {t!("live-step")} " ▶"
        </button>
        <button class="button primary" data-testid="live-play" data-action="live-play">
            {move || if playing.get() { t!("live-pause") } else { t!("live-play") }}
        </button>
        {analyse.then(|| view! {
            <a
                class="button"
                data-testid="live-analyse"
                href=move || {
                    let link = store.saved.with(|g| {
                        g.as_ref().map(|g| format!("?a={}&{}", g.cursor, g.record.to_link()))
                    });
                    format!("#/play/{}{}", store.info.id, link.unwrap_or_default())
                }
            >
                {t!("analyse")}
            </a>
        })}
    }
}

/// What a step control does: its `data-action`, read when it is clicked.
#[derive(Clone, Copy)]
enum Step {
    Reset,
    Back,
    Forward,
    Play,
}

impl Step {
    fn parse(name: &str) -> Option<Step> {
        Some(match name {
            "live-reset" => Step::Reset,
            "live-back" => Step::Back,
            "live-step" => Step::Forward,
            "live-play" => Step::Play,
            _ => return None,
        })
    }
}

/// Sets the frame's page to the embed's look, light or dark: the page's
/// colours follow the frame's theme, not the system's.
fn frame_theme(light: bool) {
    if let Some(root) = document().document_element() {
        root.set_class_name(if light {
            "embed-page theme-light"
        } else {
            "embed-page"
        });
        let _ = root.set_attribute("data-theme", if light { "light" } else { "dark" });
    }
}

/// The whole page on the embed route: one board, or a short message
/// saying which parameter is wrong.
#[component]
pub fn EmbedApp() -> impl IntoView {
    let hash = location_hash();
    let route = hash.trim_start_matches("#/embed/");
    if let Some(puzzle) = route.strip_prefix("puzzle/") {
        return embedded_puzzle(puzzle).into_any();
    }
    let spec = EmbedSpec::parse(route);
    frame_theme(spec.as_ref().is_ok_and(|s| s.light));
    let board = spec.and_then(|spec| {
        let info = games::find(&spec.record.game).ok_or(t!("unknown-game"))?;
        let settings = Settings {
            speed: RwSignal::new(Speed::from_id(&spec.speed)),
            think_ms: RwSignal::new(crate::ai::DEFAULT_MS),
            theme: RwSignal::new(Theme::System),
            sounds: RwSignal::new(false),
        };
        let game = shown_game(&spec.record, spec.cursor)?;
        let store = GameStore::transient(info, settings, game);
        let width = spec
            .size
            .map(|px| format!("max-width: {px}px"))
            .unwrap_or_default();
        Ok::<_, String>(view! {
            <div class="embed" data-testid="embed" data-game=info.id style=width>
                <LiveBoard store start=spec.cursor end=None controls=spec.controls readonly=!spec.interactive/>
            </div>
        })
    });
    match board {
        Ok(board) => board.into_any(),
        Err(why) => view! {
            <p class="embed-error" data-testid="embed-error" role="alert">
                <strong>"Rainbow Games: "</strong>
                {why}
            </p>
        }
        .into_any(),
    }
}

/// A puzzle in another site's frame (`#/embed/puzzle/<game>?id=…`, or
/// `?daily`; `theme=light`): the puzzles page without the header, keeping
/// no progress.
fn embedded_puzzle(route: &str) -> impl IntoView {
    let (game, query) = route.split_once('?').unwrap_or((route, ""));
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
            .map(str::to_string)
    };
    frame_theme(param("theme").as_deref() == Some("light"));
    let daily = query.split('&').any(|kv| kv == "daily" || kv == "daily=1");
    if !daily && games::find(game).is_none() {
        return view! {
            <p class="embed-error" data-testid="embed-error" role="alert">
                <strong>"Rainbow Games: "</strong>
                {tr!("embed-no-puzzles", game = game)}
            </p>
        }
        .into_any();
    }
    provide_context(Settings {
        speed: RwSignal::new(Speed::Normal),
        think_ms: RwSignal::new(crate::ai::DEFAULT_MS),
        theme: RwSignal::new(Theme::System),
        sounds: RwSignal::new(false),
    });
    let game = (!daily).then(|| game.to_string());
    view! {
        <div class="embed" data-testid="embed">
            <super::puzzles::PuzzlesPage game daily id=param("id") streak=false embedded=true/>
        </div>
    }
    .into_any()
}
