//! Rainbow Passage's board in the editor: the grid drawn as the game draws
//! it (`ui::grid`'s squares, tiles, frame, tokens and pieces), every square
//! a button. A square tapped (or reached with the arrow keys and chosen
//! with Enter or Space) opens a chooser below the board: which piece
//! stands on it (any seat's, by its start token), whether a piece on its
//! own start square has moved since it was placed, taking a piece off
//! (captured or across), and the square's colour. Below: the seat to move,
//! the turns played, the dice rolled, and the board's seed. The model is
//! [`crate::view::editor_grid`]; the game's reader alone says whether the
//! line is a position.

use leptos::prelude::*;
use serde_json::Value;
use wasm_bindgen::JsCast;

use crate::engine::board_view::{GridView, DICE_COLOUR_NAMES};
use crate::games::words::colour_word;
use crate::games::GameDef;
use crate::view::editor::{self as model, Draft};
use crate::view::editor_grid::{self as grid, BOARD};
use crate::view::layout::num;
use crate::view::{DICE_GLYPHS, PLAYER_COLOURS};
use crate::{t, tr};

use super::super::grid::{centre, piece_markup, under_pieces, FRAME, SQUARE};
use super::super::keys;

/// The square `sq` moved one step by an arrow key (`None`: another key,
/// or the board's edge).
fn step(g: (u8, u8), sq: u16, key: &str) -> Option<u16> {
    let (w, h) = (g.0 as i32, g.1 as i32);
    let (x, y) = (sq as i32 % w.max(1), sq as i32 / w.max(1));
    let (x, y) = match key {
        "ArrowLeft" => (x - 1, y),
        "ArrowRight" => (x + 1, y),
        // Row 1 is at the bottom.
        "ArrowUp" => (x, y + 1),
        "ArrowDown" => (x, y - 1),
        _ => return None,
    };
    (x >= 0 && y >= 0 && x < w && y < h).then_some((y * w + x) as u16)
}

/// Focuses the square named `name` on the editor's board.
fn focus_square(name: &str) {
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("[data-edit-square='{name}']"))
                .ok()
                .flatten()
        })
        .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(el) = found {
        let _ = el.focus();
    }
}

#[component]
pub fn PassageBoard(
    info: &'static GameDef,
    draft: RwSignal<Draft>,
    options: StoredValue<Value>,
    seed: u64,
) -> impl IntoView {
    let id = info.id;
    let board_field = Memo::new(move |_| draft.with(|d| d.field(BOARD).to_string()));
    // The game's drawing of the board (its squares, tiles, frame and
    // seats), asked again when the board or the options change.
    let base = Memo::new(move |_| {
        let board = board_field.get();
        let options = options.get_value();
        let start = model::start(id, &options, seed).unwrap_or_default();
        grid::base(id, &options, &board, &start)
    });
    let shown = Memo::new(move |_| {
        base.with(|b| b.as_ref().map(|(g, _)| draft.with(|d| grid::drawn(g, d))))
    });
    let names =
        Memo::new(move |_| base.with(|b| b.as_ref().map(|(_, n)| n.clone()).unwrap_or_default()));
    let size = Memo::new(move |_| base.with(|b| b.as_ref().map(|(g, _)| (g.width, g.height))));
    let selected = RwSignal::new(None::<u16>);
    let cursor = RwSignal::new(0u16);
    let name_of = move |p: usize| names.with(|n| n.get(p).cloned().unwrap_or_default());
    // What a square holds, in words.
    let content = move |g: &GridView, sq: u16| square_words(g, sq, &names.get_untracked());
    let edit = move |f: &dyn Fn(&mut Draft, &GridView)| {
        if let Some(g) = base.with_untracked(|b| b.as_ref().map(|(g, _)| g.clone())) {
            draft.update(|d| f(d, &g));
        }
    };

    // The squares, drawn again only when the board's size changes (so the
    // focus stays on the square it is on).
    let squares = move || {
        let (w, h) = size.get()?;
        let g = base.with_untracked(|b| b.as_ref().map(|(g, _)| g.clone()))?;
        let views = (0..w as u16 * h as u16)
            .map(|sq| {
                let (x, y) = centre(&g, sq);
                let name = g.square_name(sq);
                let label = move || shown.with(|s| s.as_ref().map(|s| content(s, sq)).unwrap_or_default());
                view! {
                    <rect
                        class="edit-square"
                        class:chosen=move || selected.get() == Some(sq)
                        data-edit-square=name
                        x=num(x - SQUARE / 2.0)
                        y=num(y - SQUARE / 2.0)
                        width=num(SQUARE)
                        height=num(SQUARE)
                        role="button"
                        tabindex=move || if cursor.get() == sq { "0" } else { "-1" }
                        aria-label=label
                        aria-pressed=move || (selected.get() == Some(sq)).to_string()
                        on:click=move |_| {
                            cursor.set(sq);
                            selected.set(Some(sq));
                        }
                        on:keydown=move |ev| {
                            if keys::activates(&ev) {
                                selected.set(Some(sq));
                            } else if let Some(next) = step((w, h), sq, &ev.key()) {
                                ev.prevent_default();
                                cursor.set(next);
                                let name = base.with_untracked(|b| b.as_ref().map(|(g, _)| g.square_name(next)));
                                if let Some(name) = name {
                                    focus_square(&name);
                                }
                            }
                        }
                    />
                }
            })
            .collect_view();
        Some(views)
    };

    let board = move || {
        let (w, h) = size.get()?;
        let (size_w, size_h) = (
            w as f32 * SQUARE + 2.0 * FRAME,
            h as f32 * SQUARE + 2.0 * FRAME,
        );
        let under = move || {
            shown.with(|g| {
                g.as_ref()
                    .map(|g| under_pieces(g, size_w, size_h, &[]))
                    .unwrap_or_default()
            })
        };
        let pieces = move || {
            shown.with(|g| {
                let Some(g) = g else {
                    return String::new();
                };
                g.pieces
                    .iter()
                    .map(|p| piece_markup(p, centre(g, p.square), &name_of(p.owner as usize)))
                    .collect()
            })
        };
        Some(view! {
            <svg
                class="editor-grid"
                data-testid="editor-grid"
                viewBox=format!("0 0 {} {}", num(size_w), num(size_h))
                style=format!("aspect-ratio: {} / {}", num(size_w), num(size_h))
                role="group"
                aria-label=tr!("grid-board", width = w, height = h)
            >
                <g inner_html=under/>
                <g class="piece" aria-hidden="true" inner_html=pieces/>
                {squares}
            </svg>
        })
    };

    view! {
        <div class="editor-grid-wrap">{board}</div>
        {move || selected.get().map(|sq| chooser(sq, shown, names, edit))}
        {controls(draft, names)}
    }
}

/// The seat to move, the turns played, the dice rolled and the board's
/// seed.
fn controls(draft: RwSignal<Draft>, names: Memo<Vec<String>>) -> impl IntoView {
    view! {
        <div class="editor-row" role="group" aria-label=t!("editor-field-seat") data-testid="editor-seats">
            <span>{t!("editor-field-seat")}</span>
            {move || {
                names
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(p, name)| view! {
                        <button
                            class="button"
                            data-testid=format!("editor-seat-{p}")
                            aria-pressed=move || (draft.with(grid::mover) == Some(p)).to_string()
                            on:click=move |_| draft.update(|d| grid::set_mover(d, p))
                        >
                            <span class="editor-swatch" style=format!("background: {}", PLAYER_COLOURS[p % 4])></span>
                            {name}
                        </button>
                    })
                    .collect_view()
            }}
        </div>
        <label class="editor-field">
            <span>{t!("editor-field-turns")}</span>
            <input
                type="number"
                inputmode="numeric"
                min="0"
                data-testid="editor-turns"
                prop:value=move || draft.with(grid::turns).to_string()
                on:change=move |ev| {
                    let n = event_target_value(&ev).trim().parse::<u32>().unwrap_or(0);
                    draft.update(|d| grid::set_turns(d, n));
                }
            />
        </label>
        <div class="editor-row" role="group" aria-label=t!("editor-dice")>
            <span>{t!("editor-dice")}</span>
        </div>
        <div class="editor-pits">
            {(0..6)
                .map(|c| {
                    let word = colour_word(DICE_COLOUR_NAMES[c]);
                    let place = tr!("editor-dice-of", colour = word);
                    view! {
                        <div class="editor-cell editor-die" data-testid=format!("editor-die-{c}")>
                            <span class="editor-name">{DICE_GLYPHS[c]} " " {word}</span>
                            <button class="button editor-step" data-testid=format!("editor-die-{c}-less") aria-label=tr!("editor-less", place = &place) on:click=move |_| draft.update(|d| grid::adjust_die(d, c, -1))>"−"</button>
                            <output aria-label=tr!("editor-count", place = &place)>{move || draft.with(|d| grid::dice(d)[c])}</output>
                            <button class="button editor-step" data-testid=format!("editor-die-{c}-more") aria-label=tr!("editor-more", place = &place) on:click=move |_| draft.update(|d| grid::adjust_die(d, c, 1))>"+"</button>
                        </div>
                    }
                })
                .collect_view()}
        </div>
        <label class="editor-field">
            <span>{t!("editor-board-seed")}</span>
            <input
                type="number"
                inputmode="numeric"
                min="0"
                data-testid="editor-board-seed"
                prop:value=move || draft.with(grid::seed).map(|s| s.to_string()).unwrap_or_default()
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                        draft.update(|d| grid::set_seed(d, n));
                    }
                }
            />
        </label>
    }
}

/// What can be put on the square `sq`: a piece (any seat's, by its start
/// token), the piece there as placed or moved, taken off (captured or
/// across), and the square's colour.
fn chooser(
    sq: u16,
    shown: Memo<Option<GridView>>,
    names: Memo<Vec<String>>,
    edit: impl Fn(&dyn Fn(&mut Draft, &GridView)) + Copy + Send + Sync + 'static,
) -> AnyView {
    let Some(g) = shown.get_untracked() else {
        return ().into_any();
    };
    let name = g.square_name(sq);
    let here = move || {
        shown.with(|g| {
            g.as_ref()
                .and_then(|g| g.pieces.iter().find(|p| p.square == sq))
                .map(|p| (p.owner, p.index, p.moved))
        })
    };
    let own_start = move || {
        shown.with(|g| {
            let g = g.as_ref()?;
            let p = g.pieces.iter().find(|p| p.square == sq)?;
            g.tokens
                .iter()
                .any(|t| t.owner == p.owner && t.index == p.index && t.square == sq)
                .then_some(p.moved)
        })
    };
    let pieces = g
        .tokens
        .iter()
        .map(|t| {
            let (p, i) = (t.owner as usize, t.index as usize);
            let owner = names.with_untracked(|n| n.get(p).cloned().unwrap_or_default());
            let text = tr!("editor-piece", owner = &owner, start = &g.square_name(t.square));
            view! {
                <button
                    class="button"
                    data-testid=format!("editor-put-{p}-{i}")
                    aria-pressed=move || (here().is_some_and(|(o, x, _)| (o as usize, x as usize) == (p, i))).to_string()
                    on:click=move |_| edit(&|d, g| grid::put(d, g, p, i, sq, true))
                >
                    <span class="editor-swatch" style=format!("background: {}", PLAYER_COLOURS[p % 4])></span>
                    {text}
                </button>
            }
        })
        .collect_view();
    let colours = (0..6u8)
        .map(|c| {
            let word = colour_word(DICE_COLOUR_NAMES[c as usize]);
            view! {
                <button
                    class="button editor-colour"
                    data-testid=format!("editor-paint-{c}")
                    aria-pressed=move || shown.with(|g| g.as_ref().and_then(|g| g.colours.get(sq as usize).copied()) == Some(c)).to_string()
                    on:click=move |_| edit(&|d, g| grid::paint(d, g, sq, c))
                >
                    {DICE_GLYPHS[c as usize]} " " {word}
                </button>
            }
        })
        .collect_view();
    view! {
        <section class="editor-chooser" data-testid="editor-chooser" data-square=name.clone() aria-label=tr!("editor-square", square = &name)>
            <h3>{tr!("editor-square", square = &name)}</h3>
            <div class="editor-row" role="group" aria-label=t!("editor-field-pieces")>{pieces}</div>
            <div class="editor-row">
                {move || own_start().map(|moved| view! {
                    <button
                        class="button"
                        data-testid="editor-unmoved"
                        aria-pressed=(!moved).to_string()
                        on:click=move |_| {
                            if let Some((o, i, _)) = here() {
                                edit(&|d, g| grid::put(d, g, o as usize, i as usize, sq, moved));
                            }
                        }
                    >
                        {t!("editor-unmoved")}
                    </button>
                })}
                <button class="button" data-testid="editor-capture" disabled=move || here().is_none() on:click=move |_| edit(&|d, g| grid::take_off(d, g, sq, false))>
                    {t!("editor-capture")}
                </button>
                <button class="button" data-testid="editor-across" disabled=move || here().is_none() on:click=move |_| edit(&|d, g| grid::take_off(d, g, sq, true))>
                    {t!("editor-across")}
                </button>
            </div>
            <div class="editor-row" role="group" aria-label=t!("editor-square-colour")>{colours}</div>
        </section>
    }
    .into_any()
}

/// What the square `sq` holds, in words (its name and colour first).
fn square_words(g: &GridView, sq: u16, names: &[String]) -> String {
    let colour = colour_word(
        DICE_COLOUR_NAMES[g.colours.get(sq as usize).copied().unwrap_or(0) as usize % 6],
    );
    match g.pieces.iter().find(|p| p.square == sq) {
        Some(p) => {
            let start = g
                .tokens
                .iter()
                .find(|t| t.owner == p.owner && t.index == p.index)
                .map_or(String::new(), |t| g.square_name(t.square));
            tr!(
                "editor-square-piece",
                square = &g.square_name(sq),
                colour = colour,
                owner = names.get(p.owner as usize).map_or("", String::as_str),
                start = &start,
                moved = if p.moved { "yes" } else { "no" }
            )
        }
        None => tr!(
            "editor-square-empty",
            square = &g.square_name(sq),
            colour = colour
        ),
    }
}
