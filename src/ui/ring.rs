//! A ring of pits with the players seated around it (Spectral Reapers). Pits
//! are sown counterclockwise (the arrow inside the ring); turns pass
//! clockwise from seat to seat (the arrows between the cups). Each seat's
//! cup holds the beads that player captured. During a placement, clicks put
//! the player's beads into a draft drawn on the pits, with a minus control
//! to take one back.

use leptos::prelude::*;

use super::board::BoardFrame;
use super::keys;
use super::pit::{
    bead_defs, beads, captured_colours, classes, colours_shown, counts_shown, flying, hand_badge,
    pit_aria, text, PitShown,
};
use super::store::GameStore;
use crate::engine::session::Placement;
use crate::engine::session::COLOUR_NAMES;
use crate::engine::Slot;
use crate::view::layout::num;
use crate::view::layout::ring::{self, CROP, CUP_RADIUS, PIT_RADIUS, SEAT_GAP};
use crate::view::markup::Markup;
use crate::view::{Counts, COLOUR_GLYPHS};

/// An SVG arc from `from` to `to` (angles) at distance `r`; `clockwise` on
/// screen or not.
fn arc(pits: usize, r: f32, from: f32, to: f32, clockwise: bool, large: bool) -> String {
    let (x0, y0) = ring::point(pits, from, r);
    let (x1, y1) = ring::point(pits, to, r);
    let r = num(r);
    format!(
        "M {} {} A {r} {r} 0 {} {} {} {}",
        num(x0),
        num(y0),
        u8::from(large),
        u8::from(clockwise),
        num(x1),
        num(y1)
    )
}

/// The beads' gradients and the arrow heads of the sowing and turn arrows.
fn defs() -> String {
    let mut m = bead_defs();
    for (id, size) in [("sow-head", "5"), ("turn-head", "6")] {
        m.el("marker")
            .attr("id", id)
            .attr("viewBox", "0 0 10 10")
            .attr("refX", "5")
            .attr("refY", "5")
            .attr("markerWidth", size)
            .attr("markerHeight", size)
            .attr("orient", "auto-start-reverse")
            .el("path")
            .attr("d", "M 0 0 L 10 5 L 0 10 z")
            .attr("class", id)
            .end()
            .close("marker");
    }
    m.html()
}

#[component]
pub fn RingSvg(
    store: GameStore,
    pits: usize,
    players: usize,
    /// A phone's ring: the seats' names and counts are left to the player
    /// panels and the view box is cropped to the cups.
    compact: Signal<bool>,
) -> impl IntoView {
    let counts = counts_shown(store);
    let animating = move || store.animation.running();
    let colour_view = colours_shown(store);
    let placement = Memo::new(move |_| store.view.get().and_then(|v| v.placement));
    let size = ring::size(pits);
    let radius = ring::radius(pits);
    let centre = size / 2.0;
    let crop = if compact.get_untracked() { CROP } else { 0.0 };
    let shown_size = size - 2.0 * crop;
    let view_box = format!(
        "{crop} {crop} {size} {size}",
        crop = num(crop),
        size = num(shown_size)
    );

    let pit_views = (0..pits)
        .map(|pit| {
            ring_pit(
                PitShown::new(store, counts, colour_view, pit),
                pits,
                placement,
            )
        })
        .collect_view();

    let seats = move || seats(store, counts, pits, players);

    // Turn order: an arrow from each cup to the next one clockwise.
    let seat_radius = radius + SEAT_GAP;
    let gap = (CUP_RADIUS + 16.0) / seat_radius;
    let turn_arrows = (0..players)
        .map(|seat| {
            let from = ring::seat_angle(seat, players) - gap;
            let to = ring::seat_angle(seat + 1, players) + gap;
            view! { <path class="turn-arrow" d=arc(pits, seat_radius, from, to, true, false) marker-end="url(#turn-head)"/> }
        })
        .collect_view();
    // Sowing: a counterclockwise arrow inside the ring.
    let inner = (radius - PIT_RADIUS - 128.0).max(48.0);
    let start = -std::f32::consts::FRAC_PI_2 + 0.35;
    let sowing_arrow = arc(pits, inner, start, start + 5.4, false, true);

    let hand_badge = move || {
        let c = counts.get()?;
        let Slot::Pit(pit) = c.at.filter(|_| animating() && c.hand > 0)? else {
            return None;
        };
        let (x, y) = ring::point(
            pits,
            ring::pit_angle(pit as usize, pits),
            radius + PIT_RADIUS + 26.0,
        );
        Some(hand_badge(x, y, c.hand))
    };
    let hand_badge = move || hand_badge().unwrap_or_default();
    let flying = move || {
        flying(store, counts, |pit, seat| {
            (
                ring::pit_center(pit, pits),
                ring::seat_center(seat, players, pits),
            )
        })
    };

    view! {
        <BoardFrame
            store
            layout="ring"
            view_box
            size=(shown_size, shown_size)
            min_scale=46.0 / (2.0 * PIT_RADIUS)
            label="Board: a ring of pits sown counterclockwise, with the players seated around it; turns pass clockwise".to_string()
        >
            <defs inner_html=defs()></defs>
            <circle class="board-bg ring-bg" cx=num(centre) cy=num(centre) r=num(radius + PIT_RADIUS + 46.0)/>
            <circle class="ring-hollow" cx=num(centre) cy=num(centre) r=num((radius - PIT_RADIUS - 60.0).max(30.0))/>
            <path class="sow-arrow" d=sowing_arrow marker-end="url(#sow-head)"/>
            <text class="ring-legend sowing" x=num(centre) y=num(centre - 4.0) text-anchor="middle">{crate::t!("ring-sowing")} " ↺"</text>
            <text class="ring-legend turns" x=num(centre) y=num(centre + 22.0) text-anchor="middle">{crate::t!("ring-turns")} " ↻"</text>
            {turn_arrows}
            <g inner_html=seats></g>
            {pit_views}
            <g inner_html=hand_badge></g>
            <g aria-hidden="true" inner_html=flying/>
        </BoardFrame>
    }
}

/// A pit of the ring, a button; during a placement, with the draft's badge
/// and a minus control to take one back.
fn ring_pit(shown: PitShown, pits: usize, placement: Memo<Option<Placement>>) -> impl IntoView {
    let (store, pit) = (shown.store, shown.pit);
    let animating = move || store.animation.running();
    let radius = ring::radius(pits);
    let (cx, cy) = ring::pit_center(pit, pits);
    let angle = ring::pit_angle(pit, pits);
    let name = shown.name();
    let draft = move || store.draft.get().get(pit).copied().unwrap_or(0);
    let placing = move || placement.get().is_some();
    let legal = move || shown.legal() || (!animating() && placing());
    let aria = {
        let name = name.clone();
        move || {
            let why = if placing() { None } else { shown.why() };
            let text = pit_aria(&name, None, shown.count(), shown.colours(), why);
            match placement.get() {
                Some(p) => crate::tr!(
                    "pit-placement",
                    pit = &text,
                    n = draft(),
                    colour = crate::games::words::colour_word(COLOUR_NAMES[p.colour as usize % 6])
                ),
                None => text,
            }
        }
    };
    // Name and count inside the ring, the colour breakdown outside,
    // the placement badge and minus control between pit and centre.
    let (lx, ly) = ring::point(pits, angle, radius - PIT_RADIUS - 40.0);
    let (ox, oy) = ring::point(pits, angle, radius + PIT_RADIUS + 22.0);
    let (bx, by) = ring::point(pits, angle, radius - PIT_RADIUS + 4.0);
    let (mx, my) = ring::point(pits, angle, radius - PIT_RADIUS - 80.0);
    let minus_label = crate::tr!("ring-take-back", name = &name);
    let minus_name = name.clone();
    // What is drawn in and round the pit (nothing there takes
    // focus), as markup: its beads, name, count, beads by colour
    // and the placement's badge.
    let pit_name = name.clone();
    let inside = move || {
        let mut m = Markup::default();
        let labels = [(lx - 4.0, ly + 7.0, "end"), (lx + 2.0, ly + 8.0, "start")];
        shown.drawing(&mut m, (cx, cy), PIT_RADIUS, None, &pit_name, labels);
        text(&mut m, "pit-breakdown", (ox, oy + 6.0, "middle"))
            .text(&shown.breakdown())
            .close("text");
        if let Some(p) = placement.get() {
            let n = draft();
            if n > 0 {
                let colour = p.colour as usize % 6;
                m.el("g")
                    .attr("class", &format!("draft-badge colour-{colour}"))
                    .attr("aria-hidden", "true")
                    .el("circle")
                    .num("cx", bx)
                    .num("cy", by)
                    .attr("r", "19")
                    .end()
                    .el("text")
                    .num("x", bx)
                    .num("y", by + 7.0)
                    .attr("text-anchor", "middle")
                    .text("+")
                    .count(n.into())
                    .text(COLOUR_GLYPHS[colour])
                    .close("text")
                    .close("g");
            }
        }
        m.html()
    };
    view! {
        <g
            class=move || {
                let base = String::from("pit ring-pit");
                let placement = [("placing", placing()), ("drafted", draft() > 0)];
                shown.class(classes(base, placement), legal())
            }
            data-pit=name.clone()
            data-count=move || shown.count().to_string()
            data-legal=move || legal().to_string()
            data-draft=move || draft().to_string()
            {..shown.button(Box::new(aria))}
        >
            <g inner_html=inside></g>
            {super::analysis::value_badge(store, super::analysis::Place::Pit(pit), cx, cy - PIT_RADIUS + 12.0)}
            {move || {
                (placement.get().is_some() && draft() > 0).then(|| {
                    view! {
                        <g
                            class="minus"
                            role="button"
                            tabindex="0"
                            data-minus=minus_name.clone()
                            aria-label=minus_label.clone()
                            on:click=move |ev| {
                                ev.stop_propagation();
                                store.draft_minus(pit);
                            }
                            on:keydown=move |ev| if keys::activates(&ev) {
                                ev.stop_propagation();
                                store.draft_minus(pit);
                            }
                        >
                            <circle cx=num(mx) cy=num(my) r="17"/>
                            <text x=num(mx) y=num(my + 8.0) text-anchor="middle">"−"</text>
                        </g>
                    }
                })
            }}
        </g>
    }
}

/// The seats (nothing there takes focus), as markup: each one's cup with
/// the beads it captured, name, and counts.
fn seats(store: GameStore, counts: Memo<Option<Counts>>, pits: usize, players: usize) -> String {
    let centre = ring::size(pits) / 2.0;
    let view = store.view.get();
    let counts = counts.get();
    let mut m = Markup::default();
    for seat in 0..players {
        let (cx, cy) = ring::seat_center(seat, players, pits);
        // Text below a cup in the lower half, above it elsewhere.
        let nx = cx;
        let (name_y, info_y, left_y) = if cy > centre + 1.0 {
            let y = cy + CUP_RADIUS + 32.0;
            (y, y + 24.0, y + 48.0)
        } else {
            let y = cy - CUP_RADIUS - 62.0;
            (y, y + 24.0, y + 48.0)
        };
        let player = view.as_ref().and_then(|v| v.players.get(seat).cloned());
        let colour = player
            .as_ref()
            .and_then(|p| p.colour)
            .map(|c| c as usize % 6);
        let captured = counts.as_ref().map(|c| c.store(seat)).unwrap_or(0);
        let on_board = colour.and_then(|c| {
            let beads = counts.as_ref()?.colours.as_ref()?;
            Some(beads.pits.iter().map(|b| b[c] as u32).sum::<u32>() + beads.hand[c] as u32)
        });
        let to_move = view.as_ref().is_some_and(|v| v.to_move == Some(seat));
        let captured_colours = counts.as_ref().and_then(|c| captured_colours(c, seat));
        let name = player.map(|p| p.name).unwrap_or_default();
        let colour_name = colour
            .map(|c| crate::games::words::colour_word(COLOUR_NAMES[c]))
            .unwrap_or("");
        let glyph = colour.map(|c| COLOUR_GLYPHS[c]).unwrap_or("");
        let label = crate::tr!(
            "seat-label",
            name = &name,
            colour = colour_name,
            captured = captured,
            on_board = on_board.unwrap_or(0),
            to_move = if to_move { "yes" } else { "no" }
        );
        m.el("g")
            .attr(
                "class",
                &format!(
                    "seat colour-{}{}",
                    colour.unwrap_or(0),
                    if to_move { " to-move" } else { "" }
                ),
            )
            .int("data-seat", seat as i64)
            .int("data-captured", captured.into())
            .attr("role", "img")
            .attr("aria-label", &label)
            .el("circle")
            .attr("class", "seat-ring")
            .num("cx", cx)
            .num("cy", cy)
            .num("r", CUP_RADIUS + 7.0)
            .end()
            .el("circle")
            .attr("class", "store-hole")
            .num("cx", cx)
            .num("cy", cy)
            .num("r", CUP_RADIUS)
            .end();
        beads(
            20 + seat,
            captured,
            captured_colours,
            (cx, cy),
            CUP_RADIUS * 0.8,
            CUP_RADIUS * 0.8,
            &mut m,
        );
        for (class, y, words) in [
            ("seat-name", name_y, format!("{glyph} {name}")),
            (
                "seat-info",
                info_y,
                crate::tr!("seat-captured", n = captured),
            ),
            (
                "seat-info",
                left_y,
                crate::tr!("seat-in-play", n = on_board.unwrap_or(0)),
            ),
        ] {
            text(&mut m, class, (nx, y, "middle"))
                .text(&words)
                .close("text");
        }
        m.close("g");
    }
    m.html()
}
