//! A grid board (Rainbow Passage's) as the physical game looks: the frame
//! of long and short segments, each tile's outline, coloured squares (each colour
//! with its glyph), the star, start tokens behind the pieces (crossed while
//! the piece has not moved), and the pieces as stars with 4, 5, 6 or 8
//! points. Selecting a piece of the player to move rings the squares it may
//! step to, each labelled with the die it would use.

use leptos::prelude::*;

use super::board::BoardFrame;
use super::keys;
use super::store::GameStore;
use crate::engine::board_view::{BoardView, GridView, PieceView, Side, DICE_COLOUR_NAMES};
use crate::view::layout::{num, sin_cos};
use crate::view::markup::Markup;
use crate::view::{DICE_COLOURS, DICE_GLYPHS, PLAYER_COLOURS};
use crate::{t, tr};

/// Square size and frame thickness, in SVG units.
pub(crate) const SQUARE: f32 = 60.0;
pub(crate) const FRAME: f32 = 28.0;

/// The centre of a square (row 1 at the bottom, column a on the left).
pub(crate) fn centre(grid: &GridView, square: u16) -> (f32, f32) {
    let width = grid.width.max(1) as u16;
    let (x, y) = ((square % width) as f32, (square / width) as f32);
    (
        FRAME + (x + 0.5) * SQUARE,
        FRAME + (grid.height as f32 - y - 0.5) * SQUARE,
    )
}

/// The points of a star with `points` points round `(cx, cy)`.
fn star(points: u8, (cx, cy): (f32, f32), outer: f32, inner: f32) -> String {
    let n = points.max(3) as usize * 2;
    (0..n)
        .map(|k| {
            let r = if k % 2 == 0 { outer } else { inner };
            let a = std::f32::consts::PI * (k as f32) / (points.max(3) as f32)
                - std::f32::consts::FRAC_PI_2;
            let (sin, cos) = sin_cos(a);
            format!("{},{}", num(cx + r * cos), num(cy + r * sin))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The outline of a tile: every square edge not shared with a square of the
/// same tile.
fn outline(grid: &GridView, squares: &[u16]) -> String {
    let mut path = String::new();
    let width = grid.width as u16;
    for &sq in squares {
        let (cx, cy) = centre(grid, sq);
        let h = SQUARE / 2.0;
        let (x, y) = (sq % width, sq / width);
        let has = |dx: i32, dy: i32| {
            let (nx, ny) = (x as i32 + dx, y as i32 + dy);
            nx >= 0
                && ny >= 0
                && (nx as u16) < width
                && squares.contains(&(ny as u16 * width + nx as u16))
        };
        // North edge (row above is up on screen), South, West, East.
        if !has(0, 1) {
            path.push_str(&format!("M{} {}H{}", num(cx - h), num(cy - h), num(cx + h)));
        }
        if !has(0, -1) {
            path.push_str(&format!("M{} {}H{}", num(cx - h), num(cy + h), num(cx + h)));
        }
        if !has(-1, 0) {
            path.push_str(&format!("M{} {}V{}", num(cx - h), num(cy - h), num(cy + h)));
        }
        if !has(1, 0) {
            path.push_str(&format!("M{} {}V{}", num(cx + h), num(cy - h), num(cy + h)));
        }
    }
    path
}

/// The rectangle of a frame segment or token slot along a side, from `start`
/// for `len` squares.
fn frame_rect(grid: &GridView, side: Side, start: f32, len: f32) -> (f32, f32, f32, f32) {
    let w = grid.width as f32 * SQUARE;
    let h = grid.height as f32 * SQUARE;
    match side {
        Side::South => (FRAME + start * SQUARE, FRAME + h, len * SQUARE, FRAME),
        Side::North => (FRAME + start * SQUARE, 0.0, len * SQUARE, FRAME),
        Side::West => (0.0, FRAME + h - (start + len) * SQUARE, FRAME, len * SQUARE),
        Side::East => (
            FRAME + w,
            FRAME + h - (start + len) * SQUARE,
            FRAME,
            len * SQUARE,
        ),
    }
}

/// Where a start token lies: on the frame behind its square.
fn token_centre(grid: &GridView, side: Side, square: u16) -> (f32, f32) {
    let (cx, cy) = centre(grid, square);
    let h = grid.height as f32 * SQUARE;
    let w = grid.width as f32 * SQUARE;
    match side {
        Side::South => (cx, FRAME + h + FRAME / 2.0),
        Side::North => (cx, FRAME / 2.0),
        Side::West => (FRAME / 2.0, cy),
        Side::East => (FRAME + w + FRAME / 2.0, cy),
    }
}

/// The square coordinates on the frame, as the notation names them: column
/// letters along the South and North edges, row numbers along the West and
/// East edges, each at its square's corner clear of the start tokens. (As
/// markup: little code for many labels.)
fn coordinates(g: &GridView, m: &mut Markup) {
    let (w, h) = (g.width as u16, g.height as u16);
    let (right, bottom) = (FRAME + w as f32 * SQUARE, FRAME + h as f32 * SQUARE);
    let mut mark = |x: f32, y: f32, text: &str| {
        m.el("text")
            .attr("class", "coord")
            .num("x", x)
            .num("y", y)
            .attr("text-anchor", "middle")
            .text(text)
            .close("text");
    };
    for x in 0..w {
        let name = g.square_name(x);
        let letter = name.trim_end_matches(|c: char| c.is_ascii_digit());
        let cx = centre(g, x).0 - 20.0;
        mark(cx, FRAME / 2.0 + 5.0, letter);
        mark(cx, bottom + FRAME / 2.0 + 5.0, letter);
    }
    for y in 0..h {
        let name = g.square_name(y * w);
        let number = name.trim_start_matches(|c: char| c.is_ascii_lowercase());
        let cy = centre(g, y * w).1 - 15.0;
        mark(FRAME / 2.0, cy, number);
        mark(right + FRAME / 2.0, cy, number);
    }
}

/// The squares the piece moved last passed through: a faint line through
/// them and a dot on each.
fn trail(g: &GridView, squares: &[u16], m: &mut Markup) {
    if squares.len() < 2 {
        return;
    }
    let mut points = String::new();
    for &sq in squares {
        let (x, y) = centre(g, sq);
        points.push_str(&format!("{},{} ", num(x), num(y)));
    }
    m.el("g")
        .attr("class", "trail")
        .el("polyline")
        .attr("points", &points)
        .end();
    for &sq in squares {
        let (x, y) = centre(g, sq);
        m.el("circle")
            .attr("class", "trail-dot")
            .attr("data-trail", &g.square_name(sq))
            .num("cx", x)
            .num("cy", y)
            .attr("r", "7")
            .end();
    }
    m.close("g");
}

/// What lies under the pieces, as markup: the frame's background and
/// segments, the coloured squares with their glyphs, the tiles' outlines,
/// the star, the coordinates and the trail (hidden from screen readers),
/// and the start tokens.
pub(crate) fn under_pieces(
    g: &GridView,
    size_w: f32,
    size_h: f32,
    trail_squares: &[u16],
) -> String {
    let mut m = Markup::default();
    m.el("rect")
        .attr("class", "frame-bg")
        .attr("x", "0")
        .attr("y", "0")
        .num("width", size_w)
        .num("height", size_h)
        .attr("rx", "10")
        .end();
    for seg in &g.frame {
        let (x, y, w, h) = frame_rect(g, seg.side, seg.start as f32, seg.len as f32);
        m.el("rect")
            .attr(
                "class",
                if seg.len > 2 {
                    "frame long"
                } else {
                    "frame short"
                },
            )
            .num("x", x + 1.5)
            .num("y", y + 1.5)
            .num("width", (w - 3.0).max(1.0))
            .num("height", (h - 3.0).max(1.0))
            .attr("rx", "6")
            .end();
    }
    for sq in 0..g.colours.len() as u16 {
        let (cx, cy) = centre(g, sq);
        let colour = g.colours[sq as usize] as usize % 6;
        m.el("g")
            .attr("class", "square")
            .attr("data-square", &g.square_name(sq))
            .int("data-colour", colour as i64)
            .el("rect")
            .num("x", cx - SQUARE / 2.0)
            .num("y", cy - SQUARE / 2.0)
            .num("width", SQUARE)
            .num("height", SQUARE)
            .attr("fill", DICE_COLOURS[colour])
            .end()
            .el("text")
            .attr("class", "square-glyph")
            .num("x", cx + SQUARE / 2.0 - 4.0)
            .num("y", cy + SQUARE / 2.0 - 5.0)
            .attr("text-anchor", "end")
            .text(DICE_GLYPHS[colour])
            .close("text")
            .close("g");
    }
    for s in &g.sections {
        m.el("path")
            .attr("class", if s.centre { "section cross" } else { "section" })
            .attr("d", &outline(g, &s.squares))
            .end();
    }
    m.el("polygon")
        .attr("class", "centre-star")
        .attr("points", &star(5, centre(g, g.star), 22.0, 9.0))
        .end()
        .el("g")
        .attr("aria-hidden", "true");
    coordinates(g, &mut m);
    trail(g, trail_squares, &mut m);
    m.close("g");
    for t in &g.tokens {
        let (x, y) = token_centre(g, t.side, t.square);
        m.el("g")
            .attr(
                "class",
                &format!(
                    "token owner-{}{}",
                    t.owner % 4,
                    if t.crossed { " crossed" } else { "" }
                ),
            )
            .attr("data-token", &g.square_name(t.square))
            .attr("data-crossed", if t.crossed { "true" } else { "false" })
            .el("circle")
            .num("cx", x)
            .num("cy", y)
            .attr("r", "12")
            .attr("fill", PLAYER_COLOURS[t.owner as usize % 4])
            .end()
            .el("text")
            .num("x", x)
            .num("y", y + 5.0)
            .attr("text-anchor", "middle")
            .text(if t.crossed { "✕" } else { "" })
            .close("text")
            .close("g");
    }
    m.html()
}

#[component]
pub fn GridSvg(store: GameStore) -> impl IntoView {
    let grid = Memo::new(move |_| match store.view.get()?.board {
        BoardView::Grid(grid) => Some(grid),
        BoardView::Pits(_) => None,
    });
    let names = Memo::new(move |_| {
        store
            .view
            .get()
            .map(|v| v.players.into_iter().map(|p| p.name).collect::<Vec<_>>())
            .unwrap_or_default()
    });
    move || {
        let g = grid.get()?;
        let size_w = g.width as f32 * SQUARE + 2.0 * FRAME;
        let size_h = g.height as f32 * SQUARE + 2.0 * FRAME;
        let selected = store.selected.get().map(|s| s as u16);
        let returning = store.returning.get();
        // Everything under the pieces, as markup (no handlers there): the
        // frame, the squares, the tiles, the star, the coordinates and the
        // trail, the start tokens.
        let under = under_pieces(
            &g,
            size_w,
            size_h,
            &store.view.get().map(|v| v.trail).unwrap_or_default(),
        );
        // Squares a step can go to from the selected piece, and return
        // squares while a return is being chosen.
        let targets: Vec<_> = g
            .targets
            .iter()
            .filter(|t| Some(t.from) == selected)
            .cloned()
            .collect();
        let target_views = targets
            .into_iter()
            .map(|t| {
                let (x, y) = centre(&g, t.to);
                let colour = t.colour as usize % 6;
                let mv = t.mv.clone();
                let label = tr!(
                    "grid-step-to",
                    square = &g.square_name(t.to),
                    colour = crate::games::words::colour_word(DICE_COLOUR_NAMES[colour]),
                    capture = if t.capture { "yes" } else { "no" }
                );
                view! {
                    <g
                        class="target"
                        class:capture=t.capture
                        role="button"
                        tabindex="0"
                        aria-label=label
                        data-target=t.mv.clone()
                        on:click=plays(store, mv.clone())
                        on:keydown=move |ev| if keys::activates(&ev) { store.choose(mv.clone()) }
                        inner_html=target_rect(x, y)
                            .el("circle")
                            .attr("class", "die-label")
                            .num("cx", x)
                            .num("cy", y)
                            .attr("r", "13")
                            .attr("fill", DICE_COLOURS[colour])
                            .end()
                            .el("text")
                            .num("x", x)
                            .num("y", y + 5.0)
                            .attr("text-anchor", "middle")
                            .text(DICE_GLYPHS[colour])
                            .close("text")
                            .html()
                    ></g>
                }
            })
            .collect_view();
        let return_views = returning.then(|| {
            g.returns
                .iter()
                .map(|(sq, mv)| {
                    let (x, y) = centre(&g, *sq);
                    let mv = mv.clone();
                    let name = g.square_name(*sq);
                    view! {
                        <g
                            class="target return"
                            role="button"
                            tabindex="0"
                            aria-label=tr!("grid-return-to", square = &name)
                            data-return=name.clone()
                            on:click=plays(store, mv.clone())
                            on:keydown=move |ev| if keys::activates(&ev) { store.choose(mv.clone()) }
                            inner_html=target_rect(x, y)
                                .el("text")
                                .num("x", x)
                                .num("y", y + 6.0)
                                .attr("text-anchor", "middle")
                                .text("↩")
                                .close("text")
                                .html()
                        ></g>
                    }
                })
                .collect_view()
        });
        let pieces = pieces(store, &g, names, selected);
        Some(view! {
            <BoardFrame
                store
                layout="grid"
                view_box=format!("0 0 {} {}", num(size_w), num(size_h))
                size=(size_w, size_h)
                min_scale=31.0 / SQUARE
                label=tr!("grid-board", width = g.width, height = g.height)
            >
                <g inner_html=under/>
                {pieces}
                {target_views}
                {return_views}
            </BoardFrame>
        })
    }
}

/// The pieces, each a button; a step being shown slides its piece from its
/// square to the next (drawn there, starting from the offset back), and a
/// piece it captures shrinks and fades away.
fn pieces(
    store: GameStore,
    g: &GridView,
    names: Memo<Vec<String>>,
    selected: Option<u16>,
) -> impl IntoView {
    let busy = move || store.animation.running() || store.animation.rolling.get();
    let shown = store.animation.counts.get();
    let step = shown.as_ref().and_then(|c| c.step);
    let taken = shown.as_ref().and_then(|c| c.taken);
    let ms = store.animation.pace.get();
    let hinted = store.current_hint().and_then(|h| h.square);
    g
        .pieces
        .iter()
        .map(|p| {
            let sliding = step.filter(|s| s.0 == p.square);
            let leaving = step.is_some_and(|s| s.1 == p.square && taken == Some(p.owner));
            let drawn = sliding.map_or(p.square, |s| s.1);
            let (x, y) = centre(g, drawn);
            // The animation in the style alone: a slide from the square
            // left, or a capture's exit.
            let motion = match sliding {
                Some((from, _)) => {
                    let (fx, fy) = centre(g, from);
                    Some(format!("--dx:{}px;--dy:{}px;animation:piece-slide {ms}ms ease-in-out both", num(fx - x), num(fy - y)))
                }
                None => leaving.then(|| format!("animation:piece-leave {ms}ms ease-in both")),
            };
            let name = g.square_name(drawn);
            let movable = g.targets.iter().any(|t| t.from == p.square) && !busy();
            let square = p.square;
            let owner = names
                .with(|n| n.get(p.owner as usize).cloned())
                .unwrap_or_default();
            // The piece, its points and (the seat is told by more than
            // the piece's colour) its owner's initial, as markup.
            let piece_html = piece_markup(p, (x, y), &owner);
            let label = tr!(
                "grid-piece",
                owner = &owner,
                points = p.points,
                square = &name,
                moved = if p.moved { "yes" } else { "no" },
                movable = if movable { "yes" } else { "no" }
            );
            view! {
                <g
                    class="piece"
                    class:movable=movable
                    class:selected=Some(p.square) == selected
                    class:hinted=hinted == Some(p.square)
                    class:unmoved=!p.moved
                    style=motion
                    data-piece=name
                    data-owner=p.owner.to_string()
                    data-movable=movable.to_string()
                    role="button"
                    tabindex="0"
                    aria-label=label
                    on:click=move |_| store.click_square(square)
                    on:keydown=move |ev| if keys::activates(&ev) { store.click_square(square) }
                >
                    <g inner_html=piece_html>
                    </g>
                    {super::analysis::value_badge(store, super::analysis::Place::Square(square), x, y - 30.0)}
                </g>
            }
        })
        .collect_view()
}

/// A piece drawn at `(x, y)`: its halo, its star in its owner's colour,
/// its points and (the seat is told by more than the piece's colour) its
/// owner's initial, as markup (the board editor draws its pieces so too).
pub(crate) fn piece_markup(p: &PieceView, (x, y): (f32, f32), owner: &str) -> String {
    Markup::default()
        .el("circle")
        .attr("class", "piece-halo")
        .num("cx", x)
        .num("cy", y)
        .attr("r", "27")
        .end()
        .el("polygon")
        .attr("points", &star(p.points, (x, y), 24.0, 11.0))
        .attr("fill", PLAYER_COLOURS[p.owner as usize % 4])
        .end()
        .el("text")
        .attr("class", "piece-points")
        .num("x", x)
        .num("y", y + 5.0)
        .attr("text-anchor", "middle")
        .count(p.points.into())
        .close("text")
        .el("text")
        .attr("class", "piece-owner")
        .num("x", x + 17.0)
        .num("y", y - 13.0)
        .attr("text-anchor", "middle")
        .attr("aria-hidden", "true")
        .text(
            owner
                .get(..owner.chars().next().map_or(0, char::len_utf8))
                .unwrap_or_default(),
        )
        .close("text")
        .html()
}

/// The dice of the turn (used ones marked), the roll button, and the turn's
/// other actions: end the turn, pass, return a captured piece.
#[component]
pub fn DicePanel(store: GameStore) -> impl IntoView {
    move || {
        let view = store.view.get()?;
        let g = view.board.grid()?.clone();
        if view.result.is_some() {
            return None;
        }
        let rolling = store.animation.rolling.get();
        let faces = if rolling {
            store.animation.faces.get()
        } else {
            g.dice.clone()
        };
        let has = |mv: &str| view.other_choices.iter().any(|c| c.mv == mv);
        let can_end = has("end");
        let can_pass = has("pass");
        let can_return = !g.returns.is_empty();
        // Who starts, the dice and the steps left, as markup.
        let mut m = Markup::default();
        if let Some(rolls) = &g.roll_off {
            m.el("div")
                .attr("class", "roll-off")
                .el("p")
                .text(t!("roll-off-rule"))
                .close("p")
                .el("ul");
            for (p, (roll, still)) in rolls.iter().enumerate() {
                let name = view.player_name(p);
                let reds = roll.iter().filter(|&&c| c == 0).count();
                let text = if roll.is_empty() {
                    tr!("roll-off-not-rolled", name = &name)
                } else {
                    let dice: String = roll.iter().map(|&c| DICE_GLYPHS[c as usize % 6]).collect();
                    tr!(
                        "roll-off-rolled",
                        name = &name,
                        dice = &dice,
                        reds = reds,
                        out = if *still { "no" } else { "yes" }
                    )
                };
                m.el("li")
                    .int("data-roll-off", p as i64)
                    .text(&text)
                    .close("li");
            }
            m.close("ul").close("div");
        }
        m.el("div").attr("class", "dice");
        for (k, &c) in faces.iter().enumerate() {
            let colour = c as usize % 6;
            let used = !rolling && g.used.get(k).copied().unwrap_or(false);
            m.el("span")
                .attr(
                    "class",
                    match (used, rolling) {
                        (true, true) => "die used rolling",
                        (true, false) => "die used",
                        (false, true) => "die rolling",
                        (false, false) => "die",
                    },
                )
                .attr("data-die", DICE_COLOUR_NAMES[colour])
                .attr("data-used", if used { "true" } else { "false" })
                .attr("style", &format!("--c: {}", DICE_COLOURS[colour]))
                .attr(
                    "aria-label",
                    &tr!(
                        "grid-die",
                        colour = crate::games::words::colour_word(DICE_COLOUR_NAMES[colour]),
                        used = if used { "yes" } else { "no" }
                    ),
                )
                .text(DICE_GLYPHS[colour])
                .close("span");
        }
        m.close("div");
        if !view.chance && g.steps_left > 0 && !g.dice.is_empty() {
            m.el("p")
                .attr("class", "steps-left")
                .text(&tr!("steps-left", n = g.steps_left))
                .close("p");
        }
        let shown = m.html();
        Some(view! {
            <section class="dice-panel" data-testid="dice" aria-live="polite">
                <div class="slot" inner_html=shown></div>
                <div class="choice-buttons">
                    {(view.chance && !store.locked.get()).then(|| view! {
                        <button class="button primary" data-testid="roll" disabled=rolling on:click=move |_| store.roll()>
                            {t!("roll-dice")}
                        </button>
                    })}
                    {can_return.then(|| view! {
                        <button
                            class="button"
                            data-testid="return"
                            aria-pressed=move || store.returning.get().to_string()
                            on:click=move |_| store.returning.update(|r| *r = !*r)
                        >
                            {t!("return-piece")}
                        </button>
                    })}
                    {can_end.then(|| view! {
                        <button class="button" data-testid="end-turn" on:click=move |_| store.choose("end".to_string())>
                            {t!("end-turn")}
                        </button>
                    })}
                    {can_pass.then(|| view! {
                        <button class="button" data-testid="pass" on:click=move |_| store.choose("pass".to_string())>
                            {t!("pass")}
                        </button>
                    })}
                </div>
            </section>
        })
    }
}

/// The square drawn round a target (as markup).
fn target_rect(x: f32, y: f32) -> Markup {
    let mut m = Markup::default();
    m.el("rect")
        .num("x", x - SQUARE / 2.0 + 4.0)
        .num("y", y - SQUARE / 2.0 + 4.0)
        .num("width", SQUARE - 8.0)
        .num("height", SQUARE - 8.0)
        .attr("rx", "8")
        .end();
    m
}

/// A click that plays `mv` on a target drawn over a square (the square
/// beneath does not get the click too).
fn plays(store: GameStore, mv: String) -> impl Fn(web_sys::MouseEvent) + 'static {
    move |ev| {
        ev.stop_propagation();
        store.choose(mv.clone());
    }
}
