//! The Leptos UI (wasm only). Components read the render models of
//! [`crate::view`] and turn clicks into engine moves; they decide no rule.

mod ai;
mod bench;
mod board;
mod dialog;
mod embed;
mod grid;
mod keys;
mod library;
mod ring;
mod rules;
mod sound;
mod store;

use leptos::mount::mount_to_body;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::games;
use store::{saved_game_text, GameStore, Settings, Speed, Theme, THINK_TIMES};

/// Mounts the app on the page.
pub fn mount() {
    console_error_panic_hook::set_once();
    if embed::is_embed_route() {
        mount_to_body(embed::EmbedApp);
    } else {
        mount_to_body(App);
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Route {
    Home,
    /// A game's page; with a shared link's record after `?`.
    Play(String, Option<String>),
    Games,
    Rules(String),
    Bench,
    NotFound(String),
}

fn current_route() -> Route {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    let (path, query) = match path.split_once('?') {
        Some((path, query)) => (path, Some(query.to_string())),
        None => (path, None),
    };
    let mut parts = path.split('/');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(""), _, _) | (None, _, _) => Route::Home,
        (Some("play"), Some(id), None) if games::find(id).is_some() => {
            Route::Play(id.to_string(), query)
        }
        (Some("play"), Some(id), None) => Route::NotFound(format!(
            "There is no game '{id}' here (the games are {}).",
            games::all()
                .iter()
                .map(|g| g.id)
                .collect::<Vec<_>>()
                .join(", ")
        )),
        (Some("rules"), Some(id), None) if games::find(id).is_some() => {
            Route::Rules(id.to_string())
        }
        (Some("games"), None, None) => Route::Games,
        (Some("bench"), None, None) => Route::Bench,
        _ => Route::NotFound(format!("There is no page at '{hash}'.")),
    }
}

#[component]
fn App() -> impl IntoView {
    let route = RwSignal::new(current_route());
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        route.set(current_route());
    });
    on_cleanup(move || listener.remove());
    provide_context(Settings::load());

    view! {
        <header class="top">
            <a class="brand" href="#/">
                <span class="brand-mark" aria-hidden="true"></span>
                "Rainbow Games"
            </a>
            <nav class="top-links">
                <a href="#/games" data-testid="my-games-link">"My games"</a>
            </nav>
        </header>
        <main>
            {move || match route.get() {
                Route::Home => view! { <Home/> }.into_any(),
                Route::Play(id, link) => view! { <Play id link/> }.into_any(),
                Route::Games => view! { <library::GamesPage/> }.into_any(),
                Route::Rules(id) => view! { <rules::RulesScreen id/> }.into_any(),
                Route::Bench => view! { <bench::BenchPage/> }.into_any(),
                Route::NotFound(why) => view! {
                    <section class="panel">
                        <h1>"Page not found"</h1>
                        <p data-testid="error" class="error">{why}</p>
                        <a href="#/">"Back to the games"</a>
                    </section>
                }
                .into_any(),
            }}
        </main>
        <footer class="footer">
            <a href="#/bench" data-testid="bench-link">"Engine speed"</a>
            <ThemeSelect/>
        </footer>
    }
}

/// Light, dark, or as the system says; kept with the settings.
#[component]
fn ThemeSelect() -> impl IntoView {
    let settings = expect_context::<Settings>();
    view! {
        <label class="speed theme">
            "Theme "
            <select
                data-testid="theme"
                prop:value=move || settings.theme.get().id()
                on:change=move |ev| settings.set_theme(Theme::from_id(&event_target_value(&ev)))
            >
                {Theme::ALL
                    .iter()
                    .map(|t| view! { <option value=t.id()>{t.label()}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}

#[component]
fn Home() -> impl IntoView {
    let cards = games::all()
        .iter()
        .map(|game| {
            let presets: Vec<_> = (game.presets)().into_iter().map(|p| p.name).collect();
            let resume = saved_game_text(game.id).is_some();
            view! {
                <li class="card" data-testid="game-card" data-game=game.id>
                    <h2>{game.name}</h2>
                    <p>{game.summary}</p>
                    <p class="presets">{format!("Presets: {}", presets.join(" · "))}</p>
                    <a class="button primary" data-testid="play" href=format!("#/play/{}", game.id)>
                        {if resume { "Continue" } else { "Play" }}
                    </a>
                    <a class="button" data-testid="rules" href=format!("#/rules/{}", game.id)>"Rules"</a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="home">
            <h1>"Choose a game"</h1>
            <ul class="cards">{cards}</ul>
        </section>
    }
}

#[component]
fn Play(id: String, link: Option<String>) -> impl IntoView {
    let Some(info) = games::find(&id) else {
        return view! { <p data-testid="error" class="error">"Unknown game."</p> }.into_any();
    };
    let settings = expect_context::<Settings>();
    let store = GameStore::open(info, settings);
    // A shared link opens its game (the one on screen is kept); a link that
    // cannot be read is explained and changes nothing. The address then
    // loses the record, so a reload does not open it again.
    if let Some(link) = link {
        match library::game_from_link(info.id, &link) {
            Ok(game) => store.start(game, None),
            Err(why) => store.error.set(Some(format!(
                "This link cannot be opened: {why}. The game on screen is kept."
            ))),
        }
        library::replace_hash(&format!("#/play/{}", info.id));
    }
    // Leaving the page stops the computer's search.
    on_cleanup(move || {
        store.cancel_search();
        ai::cancel();
    });

    view! {
        <section class="play">
            <div class="rules-head">
                <h1>{info.name}</h1>
                <a class="button" data-testid="rules" href=format!("#/rules/{}", info.id)>"Rules"</a>
            </div>
            <Show when=move || store.error.get().is_some()>
                <p class="error" data-testid="error" role="alert">
                    {move || store.error.get().unwrap_or_default()}
                    <button class="link" on:click=move |_| store.error.set(None)>"Dismiss"</button>
                </p>
            </Show>
            <Show when=move || store.dialog_open.get()>
                <dialog::NewGameDialog store/>
            </Show>
            <Show when=move || store.view.get().is_some()>
                <GameScreen store/>
            </Show>
        </section>
    }
    .into_any()
}

#[component]
fn GameScreen(store: GameStore) -> impl IntoView {
    let settings = store.settings;
    // A player's name, with "(computer, Level)" for a computer seat.
    let who = move |view: &crate::view::GameView, p: usize| match store.saved.get() {
        Some(game) => game.seat_label(view, p),
        None => view.player_name(p),
    };
    let thinking = move || store.thinking.get().filter(|t| !t.hint);
    let status = move || {
        let view = store.view.get()?;
        if let Some(t) = thinking() {
            let name = match t.player {
                Some(p) => who(&view, p),
                None => format!("The computer ({})", t.level.label()),
            };
            return Some(if view.chance {
                format!("{name} rolls the dice…")
            } else {
                format!("{name} is thinking…")
            });
        }
        let text = match view.to_move {
            Some(p) if view.placement.is_some() => {
                format!("{} to place their beads", who(&view, p))
            }
            Some(p) => format!("{} to move", who(&view, p)),
            None if view.chance => match view.grid.as_ref().and_then(|g| g.to_move) {
                Some(p) => format!("{}: roll the dice", who(&view, p as usize)),
                None => "Roll the dice".to_string(),
            },
            None => "Game over".to_string(),
        };
        let paused = store.paused.get() && store.computer_to_act().is_some();
        Some(if paused {
            format!("{text} (computers paused)")
        } else {
            text
        })
    };
    let has_computer = move || store.saved.get().is_some_and(|g| g.has_computer());
    let play_here = move || {
        store.computer_to_act().is_some()
            && store
                .view
                .get()
                .is_some_and(|v| v.cursor < v.moves.len() || store.paused.get())
    };
    // A hint is for a person with a decision to make (not for dice).
    let can_hint = move || {
        !store.locked.get()
            && store
                .view
                .get()
                .is_some_and(|v| v.to_move.is_some() && v.result.is_none())
    };
    let hinting = move || store.thinking.get().is_some_and(|t| t.hint);
    let to_move = move || {
        store
            .view
            .get()
            .and_then(|v| v.to_move)
            .map(|p| p.to_string())
            .unwrap_or_default()
    };
    let can_undo = move || store.view.get().is_some_and(|v| v.cursor > 0);
    let can_redo = move || store.view.get().is_some_and(|v| v.cursor < v.moves.len());
    let over = move || store.view.get().is_some_and(|v| v.result.is_some());
    // The arrow keys step through the record (Home and End go to its ends),
    // unless focus is in a form field or on the board (where they move
    // between pits: keys.rs). Escape cancels a choice being made.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.alt_key() || ev.ctrl_key() || ev.meta_key() || store.dialog_open.get_untracked() {
            return;
        }
        let on_field = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| {
                matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    || el.closest("svg").ok().flatten().is_some()
            });
        let Some(game) = store.saved.get_untracked() else {
            return;
        };
        if ev.key() == "Escape" {
            store.cancel_choice();
            return;
        }
        if on_field {
            return;
        }
        let target = match ev.key().as_str() {
            "ArrowLeft" => game.cursor.checked_sub(1),
            "ArrowRight" => Some(game.cursor + 1).filter(|&c| c <= game.record.moves.len()),
            "Home" => Some(0),
            "End" => Some(game.record.moves.len()),
            _ => return,
        };
        ev.prevent_default();
        if let Some(cursor) = target {
            store.jump(cursor);
        }
    });
    on_cleanup(move || keys.remove());

    view! {
        <div class="game">
            <div class="game-main">
            <div class="status-bar">
                <p
                    class="status"
                    data-testid="status"
                    data-to-move=to_move
                    data-thinking=move || thinking().is_some_and(|t| t.searching).to_string()
                    aria-live="polite"
                >
                    <span class=move || {
                        let view = store.view.get();
                        let colour = view.as_ref().and_then(|v| {
                            v.board.players.get(v.to_move?)?.colour
                        });
                        match colour {
                            Some(c) => format!("side-dot player-colour colour-{c}"),
                            None => format!("side-dot side-{}", to_move()),
                        }
                    }></span>
                    {status}
                </p>
                <Show when=move || store.anim.get().is_some()>
                    <button data-testid="skip-animation" class="button" on:click=move |_| store.skip_animation()>
                        "Skip animation"
                    </button>
                </Show>
            </div>
            <div class="computer-bar">
                <Show when=can_hint>
                    <button class="button" data-testid="hint" disabled=hinting on:click=move |_| store.ask_hint()>
                        "Hint"
                    </button>
                </Show>
                <Show when=play_here>
                    <button class="button primary" data-testid="computer-play" on:click=move |_| store.computer_play_here()>
                        "Computer, play from here"
                    </button>
                </Show>
                <Show when=has_computer>
                    <button
                        class="button"
                        data-testid="computer-pause"
                        aria-pressed=move || store.paused.get().to_string()
                        on:click=move |_| store.toggle_pause()
                    >
                        {move || if store.paused.get() { "Resume computers" } else { "Pause computers" }}
                    </button>
                </Show>
                <p class="hint-text" data-testid="hint-text" aria-live="polite">
                    {move || {
                        if hinting() {
                            Some("Looking for a good move…".to_string())
                        } else {
                            store.current_hint().map(|h| h.text)
                        }
                    }}
                </p>
            </div>
            <RoundsPanel store/>
            <div class=move || match store.fade.get() {
                0 => "board-frame".to_string(),
                n => format!("board-frame fade-{}", n % 2),
            }>
                <board::Board store/>
                <grid::GridSvg store/>
            </div>
            <grid::DicePanel store/>
            <PlacementPanel store/>
            <ColourPanel store/>
            <DecisionPanel store/>
            <p class="why" data-testid="why" aria-live="polite">{move || store.why.get().unwrap_or_default()}</p>
            <div class="announce" data-testid="announce" aria-live="polite">
                {move || {
                    if store.anim.get().is_some() {
                        Vec::new()
                    } else {
                        store.announce.get()
                    }
                        .into_iter()
                        .map(|line| view! { <p>{line}</p> })
                        .collect_view()
                }}
            </div>
            <Show when=move || over() && store.anim.get().is_none()>
                <ResultPanel store/>
            </Show>
            <div class="controls">
                <button class="button" data-testid="undo" disabled=move || !can_undo() on:click=move |_| store.undo()>
                    "↶ Undo"
                </button>
                <Show when=move || store.view.get().is_some_and(|v| v.has_inner_decisions())>
                    <button class="button" data-testid="undo-move" on:click=move |_| store.undo_move()>
                        "↶ Undo move"
                    </button>
                </Show>
                <button class="button" data-testid="redo" disabled=move || !can_redo() on:click=move |_| store.redo()>
                    "Redo ↷"
                </button>
                <button class="button" data-testid="new-game" on:click=move |_| store.dialog_open.set(true)>
                    "New game"
                </button>
                <Show when=move || store.view.get().is_some_and(|v| v.grid.is_some() && v.moves.is_empty())>
                    <button class="button" data-testid="new-board" on:click=move |_| store.new_board(dialog::random_seed())>
                        "New board"
                    </button>
                </Show>
                <button class="button" data-testid="agree" disabled=over on:click=move |_| store.end_by_agreement()>
                    "End by agreement"
                </button>
                <button
                    class="button"
                    data-testid="export"
                    aria-expanded=move || store.export_open.get().to_string()
                    on:click=move |_| store.export_open.update(|open| *open = !*open)
                >
                    "Export / share"
                </button>
                <button
                    class="button"
                    data-testid="import"
                    aria-expanded=move || store.import_open.get().to_string()
                    on:click=move |_| store.import_open.update(|open| *open = !*open)
                >
                    "Import"
                </button>
                <label class="speed">
                    "Speed "
                    <select
                        data-testid="speed"
                        prop:value=move || settings.speed.get().id()
                        on:change=move |ev| settings.set_speed(Speed::from_id(&event_target_value(&ev)))
                    >
                        {Speed::ALL
                            .iter()
                            .map(|s| view! { <option value=s.id()>{s.label()}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label class="speed">
                    <input
                        type="checkbox"
                        data-testid="sounds"
                        prop:checked=move || settings.sounds.get()
                        on:change=move |ev| settings.set_sounds(event_target_checked(&ev))
                    />
                    " Sounds"
                </label>
                <label class="speed">
                    "Computer thinking time "
                    <select
                        data-testid="think-time"
                        prop:value=move || settings.think_ms.get().to_string()
                        on:change=move |ev| {
                            if let Ok(ms) = event_target_value(&ev).parse() {
                                settings.set_think_ms(ms);
                            }
                        }
                    >
                        {THINK_TIMES
                            .iter()
                            .map(|(ms, label)| view! { <option value=ms.to_string()>{*label}</option> })
                            .collect_view()}
                    </select>
                </label>
            </div>
            <Show when=move || store.export_open.get()>
                <library::ExportPanel store/>
            </Show>
            <Show when=move || store.import_open.get()>
                <library::ImportPanel store=Some(store)/>
            </Show>
            </div>
            <MoveList store/>
        </div>
    }
}

/// What the player is asked to decide beyond clicking a pit: the several
/// moves of a selected pit, moves not on a pit, and shortcuts.
#[component]
pub(super) fn DecisionPanel(store: GameStore) -> impl IntoView {
    move || {
        let view = store.view.get()?;
        if store.anim.get().is_some() || view.result.is_some() {
            return None;
        }
        if view.grid.is_some() {
            // Grid games act on the board and in the dice panel; only the
            // prompt is shown here.
            return view.prompt.clone().map(|p| {
                view! {
                    <section class="decision" data-testid="decision" aria-live="polite">
                        <p class="prompt" data-testid="prompt">{p}</p>
                    </section>
                }
                .into_any()
            });
        }
        let selected = store
            .selected
            .get()
            .and_then(|pit| view.pits.get(pit).cloned())
            .filter(|pit| (2..=3).contains(&pit.choices.len()));
        let mut offered = Vec::new();
        if let Some(pit) = &selected {
            offered.extend(pit.choices.clone());
        }
        offered.extend(view.other_choices.clone());
        let hinted = store.current_hint().and_then(|h| h.mv);
        // A pit with many moves (how many seeds to place) offers them as a
        // list; a pit with two or three (directions) as buttons once chosen.
        let many: Vec<_> = view.pits.iter().filter(|p| p.choices.len() > 3).collect();
        let picker = (many.len() == 1).then(|| {
            let pit = many[0].clone();
            let chosen = RwSignal::new(pit.choices[0].mv.clone());
            view! {
                <div class="picker">
                    <label>
                        {format!("Pit {}: ", pit.name)}
                        <select data-testid="picker" on:change=move |ev| chosen.set(event_target_value(&ev))>
                            {pit.choices
                                .iter()
                                .map(|c| view! { <option value=c.mv.clone()>{c.label.clone()}</option> })
                                .collect_view()}
                        </select>
                    </label>
                    <button class="button primary" data-testid="picker-play" on:click=move |_| store.choose(chosen.get_untracked())>
                        "Place"
                    </button>
                </div>
            }
        });
        if view.prompt.is_none()
            && offered.is_empty()
            && view.suggestions.is_empty()
            && picker.is_none()
        {
            return None;
        }
        Some(view! {
            <section class="decision" data-testid="decision" aria-live="polite">
                {view.prompt.clone().map(|p| view! { <p class="prompt" data-testid="prompt">{p}</p> })}
                {picker}
                <div class="choice-buttons">
                    {offered
                        .into_iter()
                        .map(|c| {
                            let mv = c.mv.clone();
                            view! {
                                <button
                                    class="button choice"
                                    class:hinted=hinted.as_deref() == Some(c.mv.as_str())
                                    data-choice=c.mv.clone()
                                    on:click=move |_| store.choose(mv.clone())
                                >
                                    {c.colour.map(|colour| swatch(colour as usize))}
                                    {c.label}
                                </button>
                            }
                        })
                        .collect_view()}
                    {view.suggestions
                        .into_iter()
                        .map(|s| {
                            let moves = s.moves.clone();
                            let label = s.label.clone();
                            view! {
                                <button class="button" data-suggestion=s.label on:click=move |_| store.play_all(moves.clone())>
                                    {label}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
            </section>
        }
        .into_any())
    }
}

/// The placement being put together on the board: how many beads are
/// placed, what the engine says is wrong, and the button that plays it.
#[component]
fn PlacementPanel(store: GameStore) -> impl IntoView {
    use crate::engine::session::COLOUR_NAMES;
    move || {
        let view = store.view.get()?;
        let placement = view.placement?;
        if store.anim.get().is_some() {
            return None;
        }
        let placed: u32 = store.draft.get().iter().map(|&n| n as u32).sum();
        let check = store.draft_check.get();
        let problem = check.as_ref().and_then(|c| c.problem.clone());
        let ready = check.as_ref().is_some_and(|c| c.mv.is_some());
        let colour = placement.colour as usize % 6;
        Some(view! {
            <section class="placement" data-testid="placement" aria-live="polite">
                <p class="placement-count">
                    {swatch(colour)}
                    {format!(
                        "{placed} of {} {} beads placed",
                        placement.beads,
                        COLOUR_NAMES[colour]
                    )}
                </p>
                <p class="hint">
                    {format!(
                        "Click a pit to put beads in it ({}, then {}, then none); − takes one back.",
                        placement.max,
                        placement.min
                    )}
                </p>
                <p class="placement-problem" data-testid="placement-problem">{problem}</p>
                <div class="choice-buttons">
                    <button
                        class="button primary"
                        data-testid="placement-done"
                        disabled=!ready
                        on:click=move |_| store.play_draft()
                    >
                        "Done"
                    </button>
                    <button class="button" data-testid="placement-clear" on:click=move |_| store.draft.set(Vec::new())>
                        "Clear"
                    </button>
                </div>
            </section>
        })
    }
}

/// A colour's swatch with its glyph.
fn swatch(colour: usize) -> impl IntoView {
    view! {
        <span class=format!("swatch colour-{colour}") aria-hidden="true">
            {crate::view::COLOUR_GLYPHS.get(colour).copied().unwrap_or("?")}
        </span>
    }
}

/// Beads by colour: what is in the sower's hand and what each player has
/// captured (games with coloured beads).
#[component]
pub(super) fn ColourPanel(store: GameStore) -> impl IntoView {
    use crate::engine::session::COLOUR_NAMES;
    let list = |beads: [u8; 6]| {
        beads
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(c, &n)| {
                view! {
                    <span class="bead-count" data-colour=COLOUR_NAMES[c] data-count=n.to_string()>
                        {swatch(c)}
                        {format!("{n} {}", COLOUR_NAMES[c])}
                    </span>
                }
            })
            .collect_view()
    };
    move || {
        let board = store.view.get()?.board;
        let names: Vec<String> = board.players.iter().map(|p| p.name.clone()).collect();
        let colours = board.colours?;
        let in_hand = colours.hand.iter().any(|&n| n > 0);
        Some(view! {
            <div class="colour-panel">
                {in_hand.then(|| view! {
                    <p class="hand" data-testid="hand">
                        <strong>"In hand: "</strong>
                        {list(colours.hand)}
                    </p>
                })}
                {(0..colours.captured.len())
                    .map(|p| {
                        view! {
                            <p class="captured-colours" data-testid=format!("captured-{p}")>
                                <strong>{format!("{} captured: ", names.get(p).cloned().unwrap_or_default())}</strong>
                                {if colours.captured[p].iter().all(|&n| n == 0) {
                                    view! { <span>"none yet"</span> }.into_any()
                                } else {
                                    list(colours.captured[p]).into_any()
                                }}
                            </p>
                        }
                    })
                    .collect_view()}
            </div>
        })
    }
}

/// Round counter and running totals of a multi-round game.
#[component]
fn RoundsPanel(store: GameStore) -> impl IntoView {
    move || {
        let rounds = store.view.get()?.rounds?;
        Some(view! {
            <div class="rounds" data-testid="rounds" data-round=rounds.round.to_string()>
                <span class="round-number">{format!("Round {}", rounds.round)}</span>
                <span class="total side-0">{format!("South {}", rounds.totals[0])}</span>
                <span class="total side-1">{format!("North {}", rounds.totals[1])}</span>
                {(!rounds.finished.is_empty()).then(|| {
                    view! {
                        <details class="round-history">
                            <summary>"Earlier rounds"</summary>
                            <ol>
                                {rounds
                                    .finished
                                    .iter()
                                    .map(|[s, n]| view! { <li>{format!("South {s} – North {n}")}</li> })
                                    .collect_view()}
                            </ol>
                        </details>
                    }
                })}
            </div>
        })
    }
}

#[component]
fn ResultPanel(store: GameStore) -> impl IntoView {
    move || {
        let view = store.view.get()?;
        let result = view.result.clone()?;
        let players = result.stores.len();
        let winner = match result.winner {
            Some(w) => w.to_string(),
            None if result.winners.len() == players => "draw".to_string(),
            None => "shared".to_string(),
        };
        let join = |list: Vec<String>| list.join(",");
        let names: Vec<String> = (0..players).map(|p| view.player_name(p)).collect();
        let ranking = (players > 2).then(|| {
            let rows = result
                .ranking
                .iter()
                .map(|&(place, p)| {
                    view! {
                        <li data-place=place.to_string() data-player=p.to_string()>
                            {format!(
                                "{place}. {} — {} captured",
                                names.get(p).cloned().unwrap_or_default(),
                                result.stores.get(p).copied().unwrap_or(0)
                            )}
                        </li>
                    }
                })
                .collect_view();
            view! { <ol class="ranking" data-testid="ranking">{rows}</ol> }
        });
        Some(view! {
            <section
                class="result"
                data-testid="result"
                data-winner=winner
                data-winners=join(result.winners.iter().map(|w| w.to_string()).collect())
                data-stores=join(result.stores.iter().map(|s| s.to_string()).collect())
                role="status"
            >
                <h2>{result.headline}</h2>
                <p>{result.explanation}</p>
                {ranking}
                {view.board.colours.clone().map(|colours| {
                    (0..colours.captured.len())
                        .map(|p| {
                            view! {
                                <p class="captured-colours" data-testid=format!("result-captured-{p}")>
                                    <strong>{format!("{}: ", names.get(p).cloned().unwrap_or_default())}</strong>
                                    {colours.captured[p]
                                        .iter()
                                        .enumerate()
                                        .filter(|(_, &n)| n > 0)
                                        .map(|(c, &n)| view! {
                                            <span class="bead-count" data-count=n.to_string()>
                                                {swatch(c)}
                                                {format!("{n} {}", crate::engine::session::COLOUR_NAMES[c])}
                                            </span>
                                        })
                                        .collect_view()}
                                </p>
                            }
                        })
                        .collect_view()
                })}
                <div class="result-actions">
                    <button class="button primary" on:click=move |_| store.dialog_open.set(true)>"New game"</button>
                    <button class="button" on:click=move |_| store.undo()>"Take back the last move"</button>
                    <a class="button" href="#/">"Other games"</a>
                </div>
            </section>
        })
    }
}

#[component]
fn MoveList(store: GameStore) -> impl IntoView {
    let cursor = move || store.saved.get().map(|g| (g.cursor, g.record.moves.len()));
    let at_start = move || cursor().is_none_or(|(c, _)| c == 0);
    let at_end = move || cursor().is_none_or(|(c, n)| c >= n);
    let step = move |to: fn(usize, usize) -> usize| {
        if let Some((c, n)) = cursor() {
            store.jump(to(c, n));
        }
    };
    let lines = move || {
        let game = store.saved.get()?;
        if game.variations.is_empty() {
            return None;
        }
        let items = (0..game.variations.len())
            .filter_map(|k| {
                let (shared, len) = game.line_summary(k)?;
                let next = game.variations[k].get(shared).cloned().unwrap_or_default();
                let label = format!("After move {shared}: {next}… ({len} moves)");
                Some(view! {
                    <li>
                        <button class="link" data-testid="line" data-line=k.to_string() on:click=move |_| store.switch_line(k)>
                            {label}
                        </button>
                    </li>
                })
            })
            .collect_view();
        Some(view! {
            <details class="lines" data-testid="lines">
                <summary>{format!("Other lines ({})", game.variations.len())}</summary>
                <p class="hint">"Lines you played before going back and playing another move; open one to play on along it."</p>
                <ul>{items}</ul>
            </details>
        })
    };
    view! {
        <nav class="moves" aria-label="Moves">
            <h2>"Moves"</h2>
            <div class="steps" role="group" aria-label="Step through the game (arrow keys too)">
                <button class="button" data-testid="step-start" aria-label="To the start" disabled=at_start on:click=move |_| step(|_, _| 0)>"|◀"</button>
                <button class="button" data-testid="step-back" aria-label="One move back" disabled=at_start on:click=move |_| step(|c, _| c.saturating_sub(1))>"◀"</button>
                <button class="button" data-testid="step-forward" aria-label="One move forward" disabled=at_end on:click=move |_| step(|c, n| (c + 1).min(n))>"▶"</button>
                <button class="button" data-testid="step-end" aria-label="To the last move" disabled=at_end on:click=move |_| step(|_, n| n)>"▶|"</button>
            </div>
            <button
                class="link"
                data-testid="to-start"
                aria-current=move || store.view.get().is_some_and(|v| v.cursor == 0).then_some("step")
                on:click=move |_| store.jump(0)
            >
                "Start"
            </button>
            <ol data-testid="move-list">
                {move || {
                    let Some(view) = store.view.get() else { return Vec::new() };
                    let chip = |side: usize| match view.board.players.get(side).and_then(|p| p.colour) {
                        _ if side == crate::view::CHANCE => "move chance".to_string(),
                        Some(c) => format!("move player-colour colour-{c}"),
                        None => format!("move side-{side}"),
                    };
                    view.moves
                        .iter()
                        .enumerate()
                        .map(|(k, (mv, side))| {
                            let current = (k + 1 == view.cursor).then_some("step");
                            let later = k >= view.cursor;
                            let label = if crate::view::is_agreement(mv) {
                                "end by agreement".to_string()
                            } else {
                                mv.clone()
                            };
                            let continues = !view.move_starts.get(k).copied().unwrap_or(true);
                            view! {
                                <li data-move=mv.clone() aria-current=current class:later=later class:continues=continues>
                                    <button class=chip(*side) on:click=move |_| store.jump(k + 1)>
                                        <span class="move-number">{k + 1}</span>
                                        {label}
                                    </button>
                                </li>
                            }
                        })
                        .collect::<Vec<_>>()
                }}
            </ol>
            {lines}
        </nav>
    }
}
