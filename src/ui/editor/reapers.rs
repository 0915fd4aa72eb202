//! Spectral Reapers' ring in the editor: the pits round the ring and each
//! seat's cup drawn as the game draws them (`ui::ring`'s places, `ui::pit`'s
//! beads), each a button. The pit or cup chosen (tapped, or reached with
//! Tab and the arrow keys and chosen with Enter or Space) is edited below,
//! colour by colour, in the players' colours (−, a number, +). Then the
//! seat to move, the seat that started, and the phase. The players (2 to
//! 6) are the preset's. The line is the model's ([`Draft`]); the game's
//! reader alone says whether it is a position.

use leptos::prelude::*;
use serde_json::Value;

use crate::engine::session::COLOUR_NAMES;
use crate::games::words::colour_word;
use crate::games::GameDef;
use crate::view::editor::{self as model, Board, Draft, Pit, Spot};
use crate::view::layout::num;
use crate::view::layout::ring::{self, CUP_RADIUS, PIT_RADIUS};
use crate::view::markup::Markup;
use crate::view::{bead_colours, COLOUR_GLYPHS};
use crate::{t, tr};

use super::super::keys;
use super::super::pit::{bead_defs, beads, pit_aria};

/// The line's fields after the pits and captures.
const SEAT: usize = 2;
const STARTER: usize = 3;
const PHASE: usize = 4;

#[component]
pub fn ReapersBoard(
    info: &'static GameDef,
    draft: RwSignal<Draft>,
    options: StoredValue<Value>,
    seed: u64,
) -> impl IntoView {
    let id = info.id;
    let board = Memo::new(move |_| draft.with(Draft::board));
    // The seats' names and colours: the options' (those of the preset
    // chosen), asked of the game at its start.
    let players = Memo::new(move |_| {
        // Asked again whenever the line changes (a preset chosen changes
        // the options, then the line).
        draft.track();
        let options = options.get_value();
        let start = model::start(id, &options, seed).unwrap_or_default();
        crate::games::find(id)
            .and_then(|def| crate::games::session_at(def, &options, 0, &start).ok())
            .map(|s| s.players())
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.name, p.colour.map_or(0, |c| c as usize % 6)))
            .collect::<Vec<_>>()
    });
    let chosen = RwSignal::new(Spot::Pit { row: 0, index: 0 });
    view! {
        <div class="editor-grid-wrap">{ring_svg(board, players, chosen)}</div>
        {chosen_editor(board, players, chosen, draft)}
        {turn_controls(draft, players)}
    }
}

/// Beads of each colour at `spot` (none when the line is no ring).
fn beads_in(board: Memo<Option<Board>>, spot: Spot) -> [u8; 6] {
    match board.with(|b| b.as_ref().and_then(|b| b.get(spot))) {
        Some(Pit::Beads(b)) => b,
        _ => [0; 6],
    }
}

/// A ring pit's name in the notation: `A`, `B`, …
fn pit_letter(index: usize) -> String {
    char::from(b'A' + (index as u8 % 26)).to_string()
}

/// The ring: its pits and the seats' cups, each a button choosing it.
fn ring_svg(
    board: Memo<Option<Board>>,
    players: Memo<Vec<(String, usize)>>,
    chosen: RwSignal<Spot>,
) -> impl IntoView {
    let shape = Memo::new(move |_| {
        board.with(|b| b.as_ref().map(|b| (b.rows.concat().len(), b.stores.len())))
    });
    let beads_at = move |spot: Spot| beads_in(board, spot);
    let pit_name = pit_letter;
    let ring_view = move || {
        let (pits, seats) = shape.get()?;
        let size = ring::size(pits);
        let radius = ring::radius(pits);
        let centre = size / 2.0;
        // One place of the ring, a button: its hole, beads and name.
        let place = move |spot: Spot, (cx, cy): (f32, f32), r: f32, key: usize, label: String| {
            let name = label.clone();
            let drawing = move || {
                let b = beads_at(spot);
                let count: u8 = b.iter().sum();
                let mut m = Markup::default();
                m.el("circle")
                    .attr(
                        "class",
                        if matches!(spot, Spot::Store(_)) {
                            "store-hole"
                        } else {
                            "pit-hole"
                        },
                    )
                    .num("cx", cx)
                    .num("cy", cy)
                    .num("r", r)
                    .end();
                beads(
                    key,
                    count,
                    Some(bead_colours(&b)),
                    (cx, cy),
                    r * 0.75,
                    r * 0.75,
                    &mut m,
                );
                m.el("text")
                    .attr("class", "pit-count")
                    .num("x", cx)
                    .num("y", cy - r - 8.0)
                    .attr("text-anchor", "middle")
                    .attr("aria-hidden", "true")
                    .text(&label)
                    .close("text");
                m.html()
            };
            let aria = move || {
                let b = beads_at(spot);
                match spot {
                    Spot::Pit { .. } => pit_aria(&name, None, b.iter().sum(), Some(b), None),
                    // A cup: whose it is and what it holds.
                    Spot::Store(seat) => cup_label(seat, &name, &b),
                }
            };
            let (kind, index) = match spot {
                Spot::Pit { index, .. } => ("pit", index),
                Spot::Store(seat) => ("cup", seat),
            };
            view! {
                <g
                    class="pit ring-pit editor-place"
                    class:chosen=move || chosen.get() == spot
                    data-edit-place=format!("{kind}-{index}")
                    role="button"
                    tabindex="0"
                    aria-label=aria
                    aria-pressed=move || (chosen.get() == spot).to_string()
                    on:click=move |_| chosen.set(spot)
                    on:keydown=move |ev| {
                        if keys::activates(&ev) {
                            chosen.set(spot);
                        } else {
                            keys::arrow_focus(&ev);
                        }
                    }
                    inner_html=drawing
                ></g>
            }
        };
        let pit_views = (0..pits)
            .map(|index| {
                place(
                    Spot::Pit { row: 0, index },
                    ring::pit_center(index, pits),
                    PIT_RADIUS,
                    index,
                    pit_name(index),
                )
            })
            .collect_view();
        let cup_views = (0..seats)
            .map(|seat| {
                let name = players
                    .with(|p| p.get(seat).map(|p| p.0.clone()))
                    .unwrap_or_default();
                place(
                    Spot::Store(seat),
                    ring::seat_center(seat, seats, pits),
                    CUP_RADIUS,
                    20 + seat,
                    name,
                )
            })
            .collect_view();
        Some(view! {
            <svg
                class="editor-ring"
                data-testid="editor-ring"
                viewBox=format!("0 0 {s} {s}", s = num(size))
                role="group"
                aria-label=t!("editor-field-beads")
            >
                <defs inner_html=bead_defs().html()></defs>
                <circle class="board-bg ring-bg" cx=num(centre) cy=num(centre) r=num(radius + PIT_RADIUS + 46.0)/>
                {pit_views}
                {cup_views}
            </svg>
        })
    };
    ring_view
}

/// The place chosen, colour by colour (the players' colours).
fn chosen_editor(
    board: Memo<Option<Board>>,
    players: Memo<Vec<(String, usize)>>,
    chosen: RwSignal<Spot>,
    draft: RwSignal<Draft>,
) -> impl IntoView {
    let beads_at = move |spot: Spot| beads_in(board, spot);
    let pit_name = pit_letter;
    let spot_name = move |spot: Spot| match spot {
        Spot::Pit { index, .. } => tr!("editor-pit", pit = &pit_name(index)),
        Spot::Store(seat) => tr!("editor-store", seat = seat + 1),
    };
    let editor = move || {
        let spot = chosen.get();
        let colours: Vec<(usize, String)> =
            players.with(|p| p.iter().map(|(n, c)| (*c, n.clone())).collect());
        let place = spot_name(spot);
        let cells = colours
            .into_iter()
            .map(|(c, _)| {
                let word = colour_word(COLOUR_NAMES[c]);
                let what = tr!("editor-beads-of", colour = word, place = &place);
                view! {
                    <div class="editor-cell editor-die" data-testid=format!("editor-beads-{c}")>
                        <span class="editor-name">{COLOUR_GLYPHS[c]} " " {word}</span>
                        <button class="button editor-step" data-testid=format!("editor-beads-{c}-less") aria-label=tr!("editor-less", place = &what) on:click=move |_| draft.update(|d| d.adjust(spot, Some(c), -1))>"−"</button>
                        <input
                            type="number"
                            inputmode="numeric"
                            min="0"
                            max=model::MAX_COUNT
                            data-testid=format!("editor-beads-{c}-count")
                            aria-label=tr!("editor-count", place = &what)
                            prop:value=move || beads_at(spot)[c].to_string()
                            on:change=move |ev| {
                                let n = event_target_value(&ev).trim().parse::<u32>().unwrap_or(0);
                                draft.update(|d| d.set_count(spot, Some(c), n));
                            }
                        />
                        <button class="button editor-step" data-testid=format!("editor-beads-{c}-more") aria-label=tr!("editor-more", place = &what) on:click=move |_| draft.update(|d| d.adjust(spot, Some(c), 1))>"+"</button>
                    </div>
                }
            })
            .collect_view();
        view! {
            <section class="editor-chooser" data-testid="editor-chosen" aria-label=place.clone()>
                <h3>{place.clone()}</h3>
                <div class="editor-pits">{cells}</div>
            </section>
        }
    };
    editor
}

/// The seat to move, the seat that started, and the phase.
fn turn_controls(draft: RwSignal<Draft>, players: Memo<Vec<(String, usize)>>) -> impl IntoView {
    // A choice of seat for field `i` (the seat to move, the one that
    // started), written from 1.
    let seat_choice = move |i: usize, label: &'static str, key: &'static str| {
        view! {
            <div class="editor-row" role="group" aria-label=label>
                <span>{label}</span>
                {move || {
                    players
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(p, (name, c))| {
                            let seat = (p + 1).to_string();
                            let pressed = seat.clone();
                            view! {
                                <button
                                    class="button"
                                    data-testid=format!("editor-{key}-{p}")
                                    aria-pressed=move || draft.with(|d| d.field(i) == pressed).to_string()
                                    on:click=move |_| draft.update(|d| d.set_field(i, &seat))
                                >
                                    {COLOUR_GLYPHS[c]} " " {name}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
        }
    };
    let phases = move || {
        let n = players.with(Vec::len);
        let now = draft.with(|d| d.field(PHASE).to_string());
        std::iter::once(("sow".to_string(), t!("editor-phase-sow").to_string()))
            .chain((0..n).map(|k| (format!("place:{k}"), tr!("editor-phase-place", placed = k))))
            .map(|(value, text)| {
                let selected = value == now;
                view! { <option value=value selected=selected>{text}</option> }
            })
            .collect_view()
    };
    view! {
        {seat_choice(SEAT, t!("editor-field-seat"), "seat")}
        {seat_choice(STARTER, t!("editor-starting-seat"), "starter")}
        <label class="editor-field">
            <span>{t!("editor-field-phase")}</span>
            <select data-testid="editor-phase" on:change=move |ev| draft.update(|d| d.set_field(PHASE, &event_target_value(&ev)))>
                {phases}
            </select>
        </label>
    }
}

/// A cup's words: whose it is and what it holds.
fn cup_label(seat: usize, name: &str, b: &[u8; 6]) -> String {
    let list: Vec<String> = b
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(c, &n)| {
            tr!(
                "pit-colour-count",
                n = n,
                colour = colour_word(COLOUR_NAMES[c])
            )
        })
        .collect();
    let n = b.iter().map(|&n| n as u32).sum::<u32>();
    let contents = if list.is_empty() {
        tr!("pit-beads", n = n)
    } else {
        tr!("pit-beads-listed", n = n, list = &list.join(", "))
    };
    tr!(
        "editor-cup",
        seat = seat + 1,
        name = name,
        contents = &contents
    )
}
