//! The board: [`Board`] draws whichever board the game describes (two rows
//! of pits with a store at each end, drawn here; a ring, `ring.rs`; a grid
//! of squares, `grid.rs`). The elements are created once per board shape
//! and only their attributes and beads change, so keyboard focus stays on a
//! pit across moves.

use leptos::prelude::*;

use super::keys;
use super::pit::{
    bead_defs, beads, captured_colours, classes, colours_shown, counts_shown, flying, hand_badge,
    pit_aria, text, PitShown,
};
use super::store::GameStore;
use crate::engine::sow::Direction;
use crate::engine::{side_name, Slot};
use crate::view::layout::{num, round_to, Rows, PIT_RADIUS};
use crate::view::markup::Markup;
use crate::view::Counts;

/// The smallest a two-row board's pit is drawn, in pixels, where the
/// window's width allows: a finger's width with a margin.
const MIN_PIT_PX: f32 = 66.0;

/// The `<svg>` every board is drawn in, whatever its layout: its class names
/// the player to act (`turn-N`, or `over`), and the arrow keys move the
/// focus between its pits or pieces.
#[component]
pub(super) fn BoardFrame(
    store: GameStore,
    /// `rows`, `ring` or `grid`.
    layout: &'static str,
    view_box: String,
    /// The width and height drawn, in the view box's units.
    size: (f32, f32),
    /// Pixels per unit below which the board does not shrink to fit the
    /// window's height (its pits stay a finger's width); the window's width
    /// always bounds it.
    min_scale: f32,
    label: String,
    children: Children,
) -> impl IntoView {
    let class = move || match store.view.get().and_then(|v| v.actor()) {
        Some(p) => format!("board {layout} turn-{p}"),
        None => format!("board {layout} over"),
    };
    let (w, h) = size;
    let style = format!(
        "--ratio: {}; --min-h: {}px; aspect-ratio: {} / {}",
        round_to(h / w.max(1.0), 4),
        round_to(h * min_scale, 0),
        round_to(w, 0),
        round_to(h, 0)
    );
    // The app's first drawing of a page leaves the board's contents to a
    // task of its own (its size is the frame's, so nothing moves): the
    // pits are a quarter of a game page's first task, which a phone's first
    // tap waits behind.
    let later = super::dom::drawing_first();
    let ready = RwSignal::new(!later);
    if later {
        set_timeout(
            move || {
                ready.try_set(true);
            },
            std::time::Duration::ZERO,
        );
    }
    let children = std::sync::Mutex::new(Some(children));
    let children = move || {
        ready
            .get()
            .then(|| children.lock().ok().and_then(|mut c| c.take()).map(|c| c()))
    };
    view! {
        <svg
            class=class
            style=style
            data-testid="board"
            data-layout=layout
            viewBox=view_box
            role="group"
            aria-label=label
            on:keydown=move |ev| {
                keys::arrow_focus(&ev);
            }
        >
            {children}
        </svg>
    }
}

/// Whether the window is a portrait phone's: two-row boards then stand
/// lengthwise, and boards leave the seats' names to the player panels.
pub(super) fn portrait() -> Signal<bool> {
    fn now() -> bool {
        let Some(w) = web_sys::window() else {
            return false;
        };
        let size =
            |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
        let (width, height) = (size(w.inner_width()), size(w.inner_height()));
        height > width && width < 700.0
    }
    let portrait = RwSignal::new(now());
    super::dom::on_window(
        "resize",
        Box::new(move |_| {
            let now = now();
            if portrait.get_untracked() != now {
                portrait.set(now);
            }
        }),
    );
    portrait.into()
}

/// A board of two rows of pits with a store at each end.
#[component]
pub(super) fn BoardSvg(store: GameStore, rows: Rows, frame: usize) -> impl IntoView {
    let counts = counts_shown(store);
    let animating = move || store.animation.running();
    let colour_view = colours_shown(store);
    let (board_w, board_h) = rows.size();
    // A shorter board is drawn in the middle of its first board's frame:
    // nothing around it moves when a round shortens it.
    let (frame_w, frame_h) = Rows {
        width: frame,
        ..rows
    }
    .size();
    let (dx, dy) = ((frame_w - board_w) / 2.0, (frame_h - board_h) / 2.0);
    let view_box = format!(
        "{} {} {} {}",
        num(-dx),
        num(-dy),
        num(frame_w),
        num(frame_h)
    );
    let pits = (0..2 * rows.width)
        .map(|pit| row_pit(PitShown::new(store, counts, colour_view, pit), rows))
        .collect_view();
    let stores = (0..2)
        .map(|side| row_store(store, counts, rows, side))
        .collect_view();
    let hand_badge = move || {
        let c = counts.get()?;
        let at = c.at.filter(|_| animating() && c.hand > 0)?;
        let (x, y) = rows.hand_badge(at);
        Some(hand_badge(x, y, c.hand))
    };
    let hand_badge = move || hand_badge().unwrap_or_default();
    let flying = move || {
        flying(store, counts, |pit, side| {
            (rows.pit_center(pit), rows.store_center(side))
        })
    };

    view! {
        <BoardFrame
            store
            layout="rows"
            view_box
            size=(frame_w, frame_h)
            min_scale=MIN_PIT_PX / (2.0 * PIT_RADIUS)
            label=if rows.upright {
                crate::t!("board-upright")
            } else {
                crate::t!("board-rows")
            }
            .to_string()
        >
            <defs inner_html=bead_defs().html()></defs>
            <rect class="board-bg" x="4" y="4" width=num(board_w - 8.0) height=num(board_h - 8.0) rx="60"/>
            {(0..2)
                .map(|side| {
                    let (x, y, w, h) = rows.row_band(side);
                    view! { <rect class=format!("row-mark side-{side}") x=num(x) y=num(y) width=num(w) height=num(h) rx="50"/> }
                })
                .collect_view()}
            {stores}
            {pits}
            {move || direction_arrows(store, rows)}
            <g inner_html=hand_badge></g>
            <g aria-hidden="true" inner_html=flying/>
        </BoardFrame>
    }
}

/// A pit of a two-row board, a button.
fn row_pit(shown: PitShown, rows: Rows) -> impl IntoView {
    let (store, pit, colour_view) = (shown.store, shown.pit, shown.colours);
    let name = shown.name();
    let side = usize::from(pit >= rows.width);
    let (cx, cy) = rows.pit_center(pit);
    // Name and count sit together outside the pit, on the board's
    // edge, so each number clearly belongs to one pit: side by side
    // below or above a row, one over the other beside a column.
    let (label_x, name_y, count_y) = rows.label(pit);
    let labels = if rows.upright {
        [(label_x, name_y, "middle"), (label_x, count_y, "middle")]
    } else {
        [
            (label_x - 6.0, name_y, "end"),
            (label_x + 2.0, count_y, "start"),
        ]
    };
    let aria = {
        let name = name.clone();
        move || {
            let whose = match colour_view
                .get()
                .and_then(|c| c.pit_colours.get(pit).copied())
            {
                Some(colour) => crate::tr!(
                    "pit-side-colour",
                    side = side_name(side),
                    colour = crate::games::words::colour_word(
                        crate::engine::session::COLOUR_NAMES[colour as usize % 6]
                    )
                ),
                None => side_name(side).to_string(),
            };
            pit_aria(
                &name,
                Some(&whose),
                shown.count(),
                shown.colours(),
                shown.why(),
            )
        }
    };
    let owner = move || {
        store
            .view
            .get()
            .and_then(|v| v.board.pits()?.owners.as_ref()?.get(pit).copied())
            .map(|o| format!("owner-{o}"))
            .unwrap_or_default()
    };
    // What is drawn in and round the pit, and across, its beads by colour
    // (upright, the breakdown has no room beside the pit: the line under
    // the board tells the focused pit's).
    let pit_name = name.clone();
    let inside = move || {
        let mut m = Markup::default();
        let colour = colour_view.with(|c| c.as_ref()?.pit_colours.get(pit).copied());
        shown.drawing(
            &mut m,
            (cx, cy),
            PIT_RADIUS,
            colour.map(usize::from),
            &pit_name,
            labels,
        );
        if !rows.upright {
            let y = if side == 0 {
                name_y + 20.0
            } else {
                name_y - 22.0
            };
            text(&mut m, "pit-breakdown", (cx, y, "middle"))
                .text(&shown.breakdown())
                .close("text");
        }
        m.html()
    };
    view! {
        <g
            // One class attribute for all the pit's states: one
            // effect instead of one per state.
            class=move || {
                let base = format!("pit side-{side} {}", owner());
                let selected = store.selected.get() == Some(pit);
                shown.class(classes(base, [("selected", selected)]), shown.legal())
            }
            data-pit=name.clone()
            data-count=move || shown.count().to_string()
            data-legal=move || shown.legal().to_string()
            {..shown.button(Box::new(aria))}
        >
            <g inner_html=inside></g>
            {super::analysis::value_badge(store, super::analysis::Place::Pit(pit), cx, cy - PIT_RADIUS + 12.0)}
        </g>
    }
}

/// The store of side `side` of a two-row board.
fn row_store(
    store: GameStore,
    counts: Memo<Option<Counts>>,
    rows: Rows,
    side: usize,
) -> impl IntoView {
    let (cx, cy) = rows.store_center(side);
    let (half_w, half_h) = rows.store_half();
    let count_at = if rows.upright {
        (cx + half_w + 12.0, cy + 10.0, "start")
    } else if side == 0 {
        (cx, cy + half_h + 28.0, "middle")
    } else {
        (cx, cy - half_h - 12.0, "middle")
    };
    let count = move || counts.get().map(|c| c.store(side)).unwrap_or(0);
    let landing = move || {
        !store.animation.running()
            && store
                .view
                .get()
                .is_some_and(|v| v.last_landing == Some(Slot::Store(side as u8)))
    };
    let hand_here = move || {
        counts
            .get()
            .is_some_and(|c| c.at == Some(Slot::Store(side as u8)))
    };
    view! {
        <g
            class=move || {
                classes(
                    format!("store side-{side}"),
                    [("last-landing", landing()), ("hand", hand_here())],
                )
            }
            data-store=side.to_string()
            data-count=move || count().to_string()
            aria-label=move || crate::tr!("store-label", side = side_name(side), n = count())
            role="img"
        >
            <rect
                class="store-hole"
                x=num(cx - half_w)
                y=num(cy - half_h)
                width=num(half_w * 2.0)
                height=num(half_h * 2.0)
                rx=num(half_w.min(half_h))
            />
            <g inner_html=move || {
                let colours = counts.with(|c| captured_colours(c.as_ref()?, side));
                let mut m = Markup::default();
                beads(20 + side, count(), colours, (cx, cy), half_w, half_h, &mut m);
                text(&mut m, "store-count", count_at)
                    .count(count().into())
                    .close("text")
                    .html()
            }></g>
        </g>
    }
}

/// Direction controls drawn on the selected pit: an arrow each way it can
/// be sown. Counterclockwise runs right along the bottom row and left
/// along the top one.
fn direction_arrows(store: GameStore, rows: Rows) -> Option<impl IntoView> {
    let view = store.view.get()?;
    let pit = store.selected.get()?;
    if store.animation.running() {
        return None;
    }
    let choices = view.pits.get(pit)?.choices.clone();
    let (cx, cy) = rows.pit_center(pit);
    Some(
        choices
            .into_iter()
            .filter_map(|choice| {
                let ccw = choice.direction? == Direction::Counterclockwise;
                // A triangle on the pit's edge pointing the way sown.
                let (dx, dy) = rows.counterclockwise(pit);
                let (dx, dy) = if ccw { (dx, dy) } else { (-dx, -dy) };
                let (bx, by) = (cx + dx * (PIT_RADIUS + 4.0), cy + dy * (PIT_RADIUS + 4.0));
                let points = format!(
                    "{},{} {},{} {},{}",
                    round_to(bx + dx * 24.0, 0),
                    round_to(by + dy * 24.0, 0),
                    round_to(bx - dy * 20.0, 0),
                    round_to(by + dx * 20.0, 0),
                    round_to(bx + dy * 20.0, 0),
                    round_to(by - dx * 20.0, 0)
                );
                let mv = choice.mv.clone();
                Some(view! {
                    <g
                        class="arrow"
                        role="button"
                        tabindex="0"
                        data-arrow=choice.mv.clone()
                        aria-label=choice.label.clone()
                        on:click=move |ev| {
                            ev.stop_propagation();
                            store.choose(mv.clone());
                        }
                        on:keydown={
                            let mv = choice.mv.clone();
                            move |ev| if keys::activates(&ev) { store.choose(mv.clone()) }
                        }
                    >
                        <polygon points=points/>
                    </g>
                })
            })
            .collect_view(),
    )
}
