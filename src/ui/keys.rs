//! The arrow keys on a board: focus moves from the pit or square it is on
//! to the nearest one drawn in that direction on the same board, so it
//! follows each board's shape (two rows, a ring, a grid of squares) without
//! a table per layout.

use wasm_bindgen::JsCast;
use web_sys::Element;

/// Moves focus for an arrow key pressed on a board's pit or square.
/// Returns whether the key was used (then its default scrolling is
/// prevented).
pub fn arrow_focus(ev: &web_sys::KeyboardEvent) -> bool {
    let (dx, dy) = match ev.key().as_str() {
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        _ => return false,
    };
    let Some(current) = ev.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    let Some(board) = current.closest("svg").ok().flatten() else {
        return false;
    };
    let Ok(list) = board.query_selector_all("[tabindex='0']") else {
        return false;
    };
    let centre = |el: &Element| {
        let r = el.get_bounding_client_rect();
        (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0)
    };
    let (cx, cy) = centre(&current);
    let mut best: Option<(f64, Element)> = None;
    for k in 0..list.length() {
        let Some(el) = list.item(k).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        if el == current {
            continue;
        }
        let (x, y) = centre(&el);
        let along = (x - cx) * dx + (y - cy) * dy;
        if along < 2.0 {
            continue;
        }
        // Straight ahead first: sideways distance counts double.
        let across = ((x - cx) * dy - (y - cy) * dx).abs();
        let score = along + 2.0 * across;
        if best.as_ref().is_none_or(|(s, _)| score < *s) {
            best = Some((score, el));
        }
    }
    let Some((_, next)) = best else {
        // At the edge: the key is still the board's (no page scroll).
        ev.prevent_default();
        return true;
    };
    if let Ok(next) = next.dyn_into::<web_sys::SvgElement>() {
        let _ = next.focus();
    }
    ev.prevent_default();
    true
}

/// Whether a key activates a focused element drawn as a button
/// (`role="button"`): Enter or Space, as on a real button. The key's
/// default (Space scrolls the page) is then prevented.
pub fn activates(ev: &web_sys::KeyboardEvent) -> bool {
    let key = ev.key();
    let activates = key == "Enter" || key == " ";
    if activates {
        ev.prevent_default();
    }
    activates
}
