//! The new-game dialog: a quick start at the top (against the computer at
//! a level, or two people at this screen), then a preset, who plays each
//! seat, and the rules' options folded away. Cancel, Escape and a click
//! outside close it (back to the list of games when no game is on screen).

use leptos::prelude::*;
use serde_json::{Map, Value};

use super::controls::setting_select;
use super::store::GameStore;
use crate::ai::Level;
use crate::engine::board_view::BoardView;
use crate::engine::options::{OptionKind, OptionSpec};
use crate::engine::session::{PlayerView, COLOUR_NAMES};
use crate::games::GameDef;
use crate::view::{fit_seats, GameView, SavedGame};
use crate::{t, tr};

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
    // Who plays each seat: the last game's choice, people by default.
    let seats = RwSignal::new(
        store
            .saved
            .get_untracked()
            .map(|g| g.seats)
            .unwrap_or_default(),
    );

    let choose_preset = move |id: String| {
        if let Some(Value::Object(map)) = info.preset(&id) {
            values.set(map);
        }
        preset.set(id);
    };

    // `friend`: a game by link, this device playing that seat.
    let start = move |friend: Option<usize>| {
        let options = Value::Object(values.get_untracked());
        let random_start = options.get("first_player").and_then(Value::as_str) == Some("random");
        match (info.new_session)(&options, super::dom::random_seed()) {
            Ok(session) => {
                let record = session.record();
                let view = GameView::from_record(&record, 0).ok();
                let note = view
                    .as_ref()
                    .and_then(|v| crate::view::first_player_note(v, random_start));
                let players = view.map(|v| v.player_count()).unwrap_or(0);
                problem.set(None);
                let mut game =
                    SavedGame::new(record, 0, fit_seats(&seats.get_untracked(), players));
                if let Some(seat) = friend {
                    game.link_game =
                        Some(crate::view::corr::new_game_id(super::dom::random_bits()));
                    game.mine = vec![seat.min(players.saturating_sub(1))];
                }
                store.start(game, note);
            }
            Err(e) => problem.set(Some(e.to_string())),
        }
    };
    let has_game = move || store.saved.get().is_some();
    // Without a game on screen there is nothing to go back to here: closing
    // returns to the list of games.
    let close = move || {
        if store.saved.get_untracked().is_some() {
            store.panels.dialog.set(false);
        } else if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash("#/");
        }
    };
    let first_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = first_button.get() {
            let _ = button.focus();
        }
    });

    let preset_options = presets
        .iter()
        .map(|p| view! { <option value=p.id>{p.shown_name(info.id)}</option> })
        .collect_view();
    let controls = info
        .options
        .iter()
        .map(|spec| option_control(info, *spec, values))
        .collect_view();

    view! {
        <div
            class="backdrop"
            on:click=move |ev| {
                // A click on the backdrop itself, outside the dialog.
                if ev.target() == ev.current_target() {
                    close();
                }
            }
            on:keydown=move |ev| {
                if ev.key() == "Escape" {
                    ev.stop_propagation();
                    close();
                }
            }
        >
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title" data-testid="new-game-dialog">
                <h2 id="new-game-title">{tr!("rules-play-game", game = info.title())}</h2>
                <super::learn::offer::Offer game=info/>
                {quick_start(info, values, seats, start, first_button)}
                <label class="field">
                    <span>{t!("dialog-preset")}</span>
                    <select
                        data-testid="preset"
                        prop:value=move || preset.get()
                        on:change=move |ev| choose_preset(event_target_value(&ev))
                    >
                        {preset_options}
                    </select>
                </label>
                <SeatsField info values seats/>
                <details class="rules-options" data-testid="rules-options">
                    <summary>{t!("dialog-rules-options")}</summary>
                    <fieldset>
                        <legend>{t!("dialog-options")}</legend>
                        {controls}
                    </fieldset>
                </details>
                <p class="error" role="alert">{move || problem.get()}</p>
                // Below the settings it starts with.
                <div class="dialog-actions">
                    <button class="button" data-testid="cancel" on:click=move |_| close()>
                        {move || if has_game() { t!("dialog-cancel") } else { t!("back-to-games") }}
                    </button>
                    <button class="button" data-testid="start" on:click=move |_| start(None)>{t!("dialog-start")}</button>
                </div>
            </div>
        </div>
    }
}

/// The quick starts: against the computer at a level, people at every seat
/// of this screen, or a friend by link, each with the seat "You play" names.
fn quick_start(
    info: &'static GameDef,
    values: RwSignal<Map<String, Value>>,
    seats: RwSignal<Vec<Option<Level>>>,
    start: impl Fn(Option<usize>) + Copy + Send + Sync + 'static,
    first_button: NodeRef<leptos::html::Button>,
) -> impl IntoView {
    let quick_level = RwSignal::new(Level::Medium);
    let players_now = move || {
        effective_players(info, &values.get_untracked())
            .len()
            .max(2)
    };
    // The seat "You play" names, for both quick starts that seat one
    // person: against the computer and by link.
    let my_seat = RwSignal::new(0usize);
    // The person sits where "You play" says, the computer everywhere else.
    let quick_computer = move |_| {
        let level = quick_level.get_untracked();
        let players = players_now();
        let me = my_seat.get_untracked().min(players - 1);
        seats.set((0..players).map(|p| (p != me).then_some(level)).collect());
        start(None);
    };
    // People at every seat, as many as the options below have players (the
    // button says how many).
    let quick_people = move |_| {
        seats.set(Vec::new());
        start(None);
    };
    let players_here = move || {
        tr!(
            "dialog-players-here",
            n = effective_players(info, &values.get()).len()
        )
    };
    // By link: this device plays "You play"'s seat; the others are friends
    // (in games of more than two, the computer where the seats below say
    // so).
    let quick_friend = move |_| {
        let me = my_seat.get_untracked();
        let players = players_now();
        seats.update(|list| {
            *list = fit_seats(list, players);
            if players == 2 {
                list.fill(None);
            }
            if let Some(mine) = list.get_mut(me) {
                *mine = None;
            }
        });
        start(Some(me));
    };
    // The seats of the game the options below make (as many as it has
    // players).
    let seat_names = move || {
        effective_players(info, &values.get())
            .into_iter()
            .enumerate()
            .map(|(p, v)| {
                view! {
                    <option value=p.to_string() prop:selected=move || my_seat.get() == p>
                        {v.name}
                    </option>
                }
            })
            .collect_view()
    };
    view! {
        <div class="quick">
            <label class="speed you-play">
                {t!("dialog-you-play")}
                " "
                <select
                    data-testid="you-play"
                    on:change=move |ev| my_seat.set(event_target_value(&ev).parse().unwrap_or(0))
                >
                    {seat_names}
                </select>
            </label>
            <div class="quick-computer">
                <button class="button primary" data-testid="quick-computer" node_ref=first_button on:click=quick_computer>
                    {t!("dialog-vs-computer")}
                </button>
                {setting_select(
                    "speed",
                    t!("dialog-level"),
                    "quick-level",
                    Level::ALL.iter().map(|l| (l.id().to_string(), l.label())).collect(),
                    Box::new(move || quick_level.get().id().to_string()),
                    Box::new(move |id| {
                        if let Some(level) = Level::from_id(&id) {
                            quick_level.set(level);
                        }
                    }),
                )}
            </div>
            <button class="button" data-testid="quick-people" on:click=quick_people>
                {players_here}
            </button>
            <button class="button" data-testid="quick-friend" on:click=quick_friend>
                {t!("dialog-friend")}
            </button>
        </div>
    }
}

/// A person or the computer (at a level) for every seat of the game.
#[component]
fn SeatsField(
    info: &'static GameDef,
    values: RwSignal<Map<String, Value>>,
    seats: RwSignal<Vec<Option<Level>>>,
) -> impl IntoView {
    let count = Memo::new(move |_| effective_players(info, &values.get()).len());
    let name = move |p: usize| {
        effective_players(info, &values.get())
            .get(p)
            .map(|v| v.name.clone())
            .unwrap_or_else(|| tr!("dialog-player", n = p + 1))
    };
    let seat = move |p: usize| seats.get().get(p).copied().flatten();
    let set_seat = move |p: usize, level: Option<Level>| {
        seats.update(|list| {
            if list.len() <= p {
                list.resize(p + 1, None);
            }
            list[p] = level;
        })
    };
    view! {
        <fieldset class="seats" data-testid="seats">
            <legend>{t!("dialog-players")}</legend>
            {move || {
                (0..count.get())
                    .map(|p| {
                        view! {
                            <div class="seat-row" data-player-seat=p.to_string()>
                                <span class="seat-label">{move || name(p)}</span>
                                <select
                                    data-seat-kind=p.to_string()
                                    aria-label=move || tr!("dialog-who-plays", name = &name(p))
                                    prop:value=move || if seat(p).is_some() { "computer" } else { "person" }
                                    on:change=move |ev| {
                                        let level = (event_target_value(&ev) == "computer").then_some(Level::Medium);
                                        set_seat(p, level);
                                    }
                                >
                                    <option value="person">{t!("dialog-person")}</option>
                                    <option value="computer">{t!("dialog-computer")}</option>
                                </select>
                                <select
                                    data-seat-level=p.to_string()
                                    aria-label=move || tr!("dialog-computer-level", name = &name(p))
                                    disabled=move || seat(p).is_none()
                                    prop:value=move || seat(p).unwrap_or(Level::Medium).id()
                                    on:change=move |ev| {
                                        if let Some(level) = Level::from_id(&event_target_value(&ev)) {
                                            set_seat(p, Some(level));
                                        }
                                    }
                                >
                                    {Level::ALL
                                        .iter()
                                        .map(|l| view! { <option value=l.id()>{l.label()}</option> })
                                        .collect_view()}
                                </select>
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </fieldset>
    }
}

/// The players a set of options gives (names and colours): the engine's
/// defaults for that many players, overlaid with the names and colours typed
/// so far (even while they clash, so nothing typed is lost).
fn effective_players(info: &GameDef, values: &Map<String, Value>) -> Vec<PlayerView> {
    let mut plain = values.clone();
    for key in ["names", "colours", "starts"] {
        if let Some(list) = plain.get_mut(key) {
            *list = Value::Array(Vec::new());
        }
    }
    let mut players = (info.new_session)(&Value::Object(plain), 0)
        .ok()
        .map(|s| s.players())
        .unwrap_or_default();
    let count = players.len();
    let list = |key: &str| match values.get(key) {
        Some(Value::Array(list)) if list.len() == count => Some(list.clone()),
        _ => None,
    };
    if let Some(names) = list("names") {
        for (player, name) in players.iter_mut().zip(names) {
            if let Some(name) = name.as_str() {
                player.name = name.to_string();
            }
        }
    }
    if let Some(colours) = list("colours") {
        for (player, colour) in players.iter_mut().zip(colours) {
            if let Some(c) = colour
                .as_str()
                .and_then(|c| COLOUR_NAMES.iter().position(|n| *n == c))
            {
                player.colour = Some(c as u8);
            }
        }
    }
    players
}

/// The standard start squares of each player for these options, as the
/// engine lays them out ("c1 e1 g1 i1").
fn standard_starts(info: &GameDef, values: &Map<String, Value>) -> Vec<String> {
    let mut plain = values.clone();
    plain.insert("starts".into(), Value::Array(Vec::new()));
    let Some(BoardView::Grid(grid)) = (info.new_session)(&Value::Object(plain), 0)
        .ok()
        .map(|s| s.board())
    else {
        return Vec::new();
    };
    (0..grid.players.len())
        .map(|p| {
            grid.tokens
                .iter()
                .filter(|t| t.owner as usize == p)
                .map(|t| grid.square_name(t.square))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Keeps per-player lists as long as the number of players: cut, or
/// lengthened with the default names and colours.
fn fit_players(info: &GameDef, values: &mut Map<String, Value>) {
    let Some(count) = values.get("players").and_then(Value::as_u64) else {
        return;
    };
    let count = count as usize;
    // Custom start squares are for a number of players: start again from
    // the standard places when it changes.
    if let Some(Value::Array(starts)) = values.get_mut("starts") {
        if !starts.is_empty() && starts.len() != count {
            starts.clear();
        }
    }
    let mut plain = values.clone();
    for key in ["names", "colours", "starts"] {
        if let Some(list) = plain.get_mut(key) {
            *list = Value::Array(Vec::new());
        }
    }
    let defaults = effective_players(info, &plain);
    for key in ["names", "colours"] {
        let Some(Value::Array(list)) = values.get_mut(key) else {
            continue;
        };
        if list.is_empty() {
            continue;
        }
        list.truncate(count);
        while list.len() < count {
            let Some(player) = defaults.get(list.len()) else {
                break;
            };
            list.push(if key == "names" {
                Value::String(player.name.clone())
            } else {
                Value::String(COLOUR_NAMES[player.colour.unwrap_or(0) as usize % 6].to_string())
            });
        }
    }
}

pub(super) fn option_control(
    info: &'static GameDef,
    spec: OptionSpec,
    values: RwSignal<Map<String, Value>>,
) -> impl IntoView {
    let key = spec.key;
    let set = move |value: Value| {
        values.update(|m| {
            m.insert(key.to_string(), value);
            fit_players(info, m);
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
                    .map(|(value, _)| view! { <option value=*value>{spec.shown_choice(info.id, value)}</option> })
                    .collect_view()}
            </select>
        }
        .into_any(),
        OptionKind::Starts => starts_control(info, key, values).into_any(),
        OptionKind::Names | OptionKind::Colours => {
            let names = matches!(spec.kind, OptionKind::Names);
            player_controls(info, key, names, values).into_any()
        }
    };
    let class = match spec.kind {
        OptionKind::Bool => "field check",
        OptionKind::Names | OptionKind::Colours | OptionKind::Starts => "field players",
        _ => "field",
    };
    view! {
        <label class=class title=spec.shown_help(info.id)>
            <span>{spec.shown_label(info.id)}</span>
            {control}
            <small>{spec.shown_help(info.id)}</small>
        </label>
    }
}

/// One line of square names per player, filled with the places the engine
/// would use; the engine checks them when the game starts.
fn starts_control(
    info: &'static GameDef,
    key: &'static str,
    values: RwSignal<Map<String, Value>>,
) -> impl IntoView {
    // One line of square names per player, filled with the places the
    // engine would use; the engine checks them when the game starts.
    let count = Memo::new(move |_| effective_players(info, &values.get()).len());
    let standard = move || standard_starts(info, &values.get());
    let line = move |p: usize| match values.get().get("starts") {
        Some(Value::Array(lists)) if !lists.is_empty() => lists
            .get(p)
            .and_then(Value::as_array)
            .map(|l| {
                l.iter()
                    .filter_map(Value::as_str)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .unwrap_or_default(),
        _ => standard().get(p).cloned().unwrap_or_default(),
    };
    let set_line = move |p: usize, text: String| {
        let lines: Vec<String> = (0..count.get_untracked())
            .map(|q| if q == p { text.clone() } else { line(q) })
            .collect();
        values.update(|m| {
            let lists = lines
                .iter()
                .map(|l| {
                    Value::Array(
                        l.split(|c: char| c.is_whitespace() || c == ',')
                            .filter(|w| !w.is_empty())
                            .map(|w| Value::String(w.to_string()))
                            .collect(),
                    )
                })
                .collect();
            m.insert(key.to_string(), Value::Array(lists));
        });
    };
    view! {
        <div class="player-list starts">
            {move || {
                (0..count.get())
                    .map(|p| view! {
                        <input
                            type="text"
                            data-option=format!("starts-{p}")
                            aria-label=tr!("dialog-start-squares", n = p + 1)
                            prop:value=move || line(p)
                            on:input=move |ev| set_line(p, event_target_value(&ev))
                        />
                    })
                    .collect_view()
            }}
            <button
                class="button"
                type="button"
                data-testid="standard-starts"
                on:click=move |_| values.update(|m| {
                    m.insert(key.to_string(), Value::Array(Vec::new()));
                })
            >
                {t!("dialog-standard-places")}
            </button>
        </div>
    }
}

/// A name or a colour for each player (`names`: names).
fn player_controls(
    info: &'static GameDef,
    key: &'static str,
    names: bool,
    values: RwSignal<Map<String, Value>>,
) -> impl IntoView {
    // Sets one player's entry of a per-player list, filling the others
    // with what the engine currently makes of them.
    let set_player = move |p: usize, value: Value| {
        values.update(|m| {
            let players = effective_players(info, m);
            let mut list: Vec<Value> = players
                .iter()
                .map(|player| {
                    if key == "names" {
                        Value::String(player.name.clone())
                    } else {
                        Value::String(
                            COLOUR_NAMES[player.colour.unwrap_or(0) as usize % 6].to_string(),
                        )
                    }
                })
                .collect();
            if let Some(entry) = list.get_mut(p) {
                *entry = value;
            }
            m.insert(key.to_string(), Value::Array(list));
        })
    };
    // The controls are made once per number of players, so typing
    // in one is never interrupted by the others updating.
    let count = Memo::new(move |_| effective_players(info, &values.get()).len());
    let player = move |p: usize| effective_players(info, &values.get()).get(p).cloned();
    view! {
        <div class="player-list">
            {move || {
                (0..count.get())
                    .map(|p| {
                        if names {
                            view! {
                                <input
                                    type="text"
                                    maxlength="20"
                                    data-option=format!("names-{p}")
                                    aria-label=tr!("dialog-player-name", n = p + 1)
                                    prop:value=move || player(p).map(|v| v.name).unwrap_or_default()
                                    on:input=move |ev| set_player(p, Value::String(event_target_value(&ev)))
                                />
                            }
                            .into_any()
                        } else {
                            let current = move || {
                                COLOUR_NAMES[player(p).and_then(|v| v.colour).unwrap_or(0) as usize % 6]
                            };
                            view! {
                                <select
                                    data-option=format!("colours-{p}")
                                    aria-label=tr!("dialog-player-colour", n = p + 1)
                                    prop:value=current
                                    on:change=move |ev| set_player(p, Value::String(event_target_value(&ev)))
                                >
                                    {COLOUR_NAMES
                                        .iter()
                                        .enumerate()
                                        .map(|(c, name)| view! {
                                            <option value=*name>
                                                {format!("{} {}", crate::view::COLOUR_GLYPHS[c], crate::games::words::colour_word(name))}
                                            </option>
                                        })
                                        .collect_view()}
                                </select>
                            }
                            .into_any()
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
