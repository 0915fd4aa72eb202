//! The board: [`Board`] draws whichever board the game describes (two rows
//! of pits with a store at each end, drawn here; a ring, `ring.rs`; a grid
//! of squares, `grid.rs`). The elements are created once per board shape
//! and only their attributes and beads change, so keyboard focus stays on a
//! pit across moves.

use leptos::prelude::*;

use super::keys;
use super::markup::Markup;
use super::store::GameStore;
use crate::engine::board_view::ColourView;
use crate::engine::sow::Direction;
use crate::engine::{side_name, Slot};
use crate::view::layout::{self, num, round_to, Rows, PIT_RADIUS};
use crate::view::{bead_colours, colour_breakdown, Counts, COLOUR_GLYPHS};

/// The pit whose beads the line under the board details (focused, or
/// pointed at).
#[derive(Clone, Copy)]
pub(super) struct FocusedPit(pub RwSignal<Option<usize>>);

/// The smallest a two-row board's pit is drawn, in pixels, where the
/// window's width allows: a finger's width with a margin.
const MIN_PIT_PX: f32 = 66.0;

/// Bead colours: six hues, each with a lighter highlight.
const BEAD_COLOURS: [(&str, &str); 6] = [
    ("#e53935", "#ff8a80"),
    ("#fb8c00", "#ffd180"),
    ("#fdd835", "#fff59d"),
    ("#43a047", "#b9f6ca"),
    ("#1e88e5", "#82b1ff"),
    ("#8e24aa", "#ea80fc"),
];

fn bead_colour(container: usize, k: usize) -> usize {
    (k * 5 + container * 2) % BEAD_COLOURS.len()
}

/// Draws `count` beads round a centre, as markup. With `colours` (one per
/// bead, for games whose bead colours matter) each bead has its colour and
/// glyph; otherwise the colours are only decoration.
pub(super) fn beads(
    container: usize,
    count: u8,
    colours: Option<Vec<u8>>,
    (cx, cy): (f32, f32),
    half_w: f32,
    half_h: f32,
    m: &mut Markup,
) {
    let colours = colours.filter(|c| c.len() == count as usize);
    for (k, (dx, dy)) in layout::bead_offsets(count as usize, half_w, half_h)
        .into_iter()
        .enumerate()
    {
        let colour = colours.as_ref().map(|c| c[k] as usize);
        bead(
            m,
            Some("bead"),
            (cx + dx, cy + dy),
            colour,
            colour.unwrap_or_else(|| bead_colour(container, k)),
        );
    }
}

/// One bead at `(x, y)` filled with gradient `fill`, with the glyph of
/// its `colour` when its colour matters.
fn bead(
    m: &mut Markup,
    class: Option<&'static str>,
    (x, y): (f32, f32),
    colour: Option<usize>,
    fill: usize,
) {
    m.el("circle");
    if let Some(class) = class {
        m.attr("class", class);
    }
    m.num("cx", x)
        .num("cy", y)
        .num("r", layout::BEAD_RADIUS)
        .attr("fill", &format!("url(#bead-{fill})"))
        .end();
    if let Some(c) = colour {
        m.el("text")
            .attr("class", "bead-glyph")
            .num("x", x)
            .num("y", y + 3.5)
            .attr("text-anchor", "middle")
            .text(COLOUR_GLYPHS[c])
            .close("text");
    }
}

/// A class attribute: `base` and the name of each state that holds.
pub(super) fn classes<const N: usize>(mut base: String, states: [(&str, bool); N]) -> String {
    for (name, on) in states {
        if on {
            base.push(' ');
            base.push_str(name);
        }
    }
    base
}

/// The seed counts drawn: those of the move being animated, else the
/// position's.
pub(super) fn counts_shown(store: GameStore) -> Memo<Option<Counts>> {
    Memo::new(move |_| {
        store
            .animation
            .counts
            .get()
            .or_else(|| store.view.get().map(|v| Counts::of(&v.board)))
    })
}

/// Player `p`'s captured beads by colour as drawn (without those still
/// flying there), in a game with coloured beads.
pub(super) fn captured_colours(counts: &Counts, p: usize) -> Option<Vec<u8>> {
    let beads = counts.colours.as_ref()?;
    Some(bead_colours(
        &beads.captured_shown(p, counts.flight.map(|f| f.1)),
    ))
}

/// The colours of the beads flying to a store, in a game with coloured
/// beads.
pub(super) fn flying_colours(counts: &Counts) -> Option<Vec<u8>> {
    counts.colours.as_ref().map(|b| bead_colours(&b.flying))
}

/// The bead colours of the board at rest, for games with coloured beads.
pub(super) fn colours_shown(store: GameStore) -> Memo<Option<ColourView>> {
    Memo::new(move |_| store.view.get().and_then(|v| v.colours().cloned()))
}

/// One pit as a board shows it, the same in rows and in a ring: its seeds
/// as animated, its part in the last move and the one being animated, why
/// it cannot be played, its beads' colours.
#[derive(Clone, Copy)]
pub(super) struct PitShown {
    store: GameStore,
    counts: Memo<Option<Counts>>,
    colours: Memo<Option<ColourView>>,
    pit: usize,
}

impl PitShown {
    /// Pit `pit` of the board drawn with these counts and colours.
    pub(super) fn new(
        store: GameStore,
        counts: Memo<Option<Counts>>,
        colours: Memo<Option<ColourView>>,
        pit: usize,
    ) -> PitShown {
        PitShown {
            store,
            counts,
            colours,
            pit,
        }
    }

    fn animating(self) -> bool {
        self.store.animation.running()
    }

    fn at_rest(self, test: impl FnOnce(&crate::view::GameView) -> bool) -> bool {
        !self.animating() && self.store.view.get().is_some_and(|v| test(&v))
    }

    fn animated(self, test: impl FnOnce(&Counts) -> bool) -> bool {
        self.animating() && self.counts.get().is_some_and(|c| test(&c))
    }

    /// Its name, as the game names it.
    pub(super) fn name(self) -> String {
        self.store
            .view
            .get_untracked()
            .and_then(|v| v.pits.get(self.pit).map(|p| p.name.clone()))
            .unwrap_or_default()
    }

    /// Seeds (or beads) in it now.
    pub(super) fn count(self) -> u8 {
        self.counts
            .get()
            .and_then(|c| c.pits.get(self.pit).copied())
            .unwrap_or(0)
    }

    /// Clicking it plays or offers a move.
    pub(super) fn legal(self) -> bool {
        self.at_rest(|v| v.pits.get(self.pit).is_some_and(|p| p.legal))
    }

    /// The last move was sown from it.
    pub(super) fn last_origin(self) -> bool {
        self.at_rest(|v| v.last_origin == Some(self.pit))
    }

    /// The last move's last seed landed in it.
    pub(super) fn last_landing(self) -> bool {
        self.at_rest(|v| v.last_landing == Some(Slot::Pit(self.pit as u8)))
    }

    /// The animated hand is over it.
    pub(super) fn hand_here(self) -> bool {
        self.animated(|c| c.at == Some(Slot::Pit(self.pit as u8)))
    }

    /// The animated hand lifted its seeds from it.
    pub(super) fn lifted(self) -> bool {
        self.animated(|c| c.lifted == Some(self.pit as u8))
    }

    /// The animated sowing just passed over it.
    pub(super) fn skipped(self) -> bool {
        self.animated(|c| c.skipped == Some(self.pit as u8))
    }

    /// The sowing in progress visits it next.
    pub(super) fn next(self) -> bool {
        !self.animating()
            && self
                .colours
                .get()
                .is_some_and(|c| c.next_pit == Some(self.pit))
    }

    /// The hint shown names it.
    pub(super) fn hinted(self) -> bool {
        self.store
            .current_hint()
            .is_some_and(|h| h.pit == Some(self.pit))
    }

    /// Why it cannot be played, when it cannot.
    pub(super) fn why(self) -> Option<String> {
        self.store
            .view
            .get()
            .and_then(|v| v.pits.get(self.pit).and_then(|p| p.why.clone()))
    }

    /// Its beads of each colour, for games with coloured beads: at rest,
    /// and bead by bead while a move is animated.
    pub(super) fn colours(self) -> Option<[u8; 6]> {
        self.counts
            .with(|c| c.as_ref()?.colours.as_ref()?.pits.get(self.pit).copied())
    }

    /// The colour of each bead drawn.
    pub(super) fn bead_colours(self) -> Option<Vec<u8>> {
        self.colours().map(|b| bead_colours(&b))
    }

    /// "▲ 2 ★ 1": its beads by colour.
    pub(super) fn breakdown(self) -> String {
        self.colours()
            .map(|b| colour_breakdown(&b))
            .unwrap_or_default()
    }

    /// Its beads drawn round `centre`.
    pub(super) fn beads(self, centre: (f32, f32), m: &mut Markup) {
        beads(
            self.pit,
            self.count(),
            self.bead_colours(),
            centre,
            PIT_RADIUS,
            PIT_RADIUS,
            m,
        )
    }

    /// What makes it a button: a click or Enter plays or selects it, and
    /// pointing at it or focusing it says why it can or cannot be played
    /// (and, for coloured beads, names its beads in a line under the board,
    /// readable on a phone where the numbers on the board are small).
    pub(super) fn button(
        self,
        aria: Box<dyn Fn() -> String + Send + Sync>,
    ) -> impl leptos::attr::Attribute {
        let (store, pit) = (self.store, self.pit);
        let focused = use_context::<FocusedPit>().map(|f| f.0);
        let show = move |on: bool| {
            if let Some(focused) = focused {
                focused.set(on.then_some(pit));
            }
        };
        view! {
            <{..}
                role="button"
                tabindex="0"
                aria-label=aria
                on:click=move |_| store.click_pit(pit)
                on:mouseenter=move |_| {
                    store.hover_pit(pit);
                    show(true);
                }
                on:focus=move |_| {
                    store.hover_pit(pit);
                    show(true);
                }
                on:blur=move |_| show(false)
                on:keydown=move |ev| if keys::activates(&ev) { store.click_pit(pit) }
            />
        }
    }
}

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
            {children()}
        </svg>
    }
}

/// The number of seeds in the sower's hand, drawn at `(x, y)` beside
/// where the hand is, as markup.
pub(super) fn hand_badge(x: f32, y: f32, hand: u8) -> String {
    Markup::default()
        .el("g")
        .attr("class", "hand-badge")
        .attr("aria-hidden", "true")
        .el("circle")
        .num("cx", x)
        .num("cy", y)
        .attr("r", "17")
        .end()
        .el("text")
        .num("x", x)
        .num("y", y + 6.0)
        .attr("text-anchor", "middle")
        .count(hand.into())
        .close("text")
        .close("g")
        .html()
}

/// Captured seeds flying from a pit at `from` to a store at `to`, as
/// markup: up to five beads that travel there in one step (`ms`), then the
/// store shows them. With `colours` (one per bead, for games whose bead
/// colours matter) each bead has its colour and glyph.
pub(super) fn flight(
    from: (f32, f32),
    to: (f32, f32),
    count: u8,
    ms: u32,
    colours: Option<Vec<u8>>,
) -> String {
    let mut m = Markup::default();
    m.el("g")
        .attr("class", "flight")
        .int("data-flight", count.into())
        .attr(
            "style",
            &format!(
                "--dx:{}px;--dy:{}px;--ms:{ms}ms",
                num(to.0 - from.0),
                num(to.1 - from.1)
            ),
        );
    let colours = colours.filter(|c| c.len() == count as usize);
    for (k, (dx, dy)) in layout::bead_offsets(count.min(5) as usize, 14.0, 14.0)
        .into_iter()
        .enumerate()
    {
        let colour = colours.as_ref().map(|c| c[k] as usize);
        bead(
            &mut m,
            None,
            (from.0 + dx, from.1 + dy),
            colour,
            colour.unwrap_or_else(|| bead_colour(30, k)),
        );
    }
    m.close("g").html()
}

/// The gradients every bead is filled with, as markup.
pub(super) fn bead_defs() -> Markup {
    let mut m = Markup::default();
    for (i, (base, light)) in BEAD_COLOURS.iter().enumerate() {
        m.el("radialGradient")
            .attr("id", &format!("bead-{i}"))
            .attr("cx", "35%")
            .attr("cy", "30%")
            .attr("r", "70%");
        for (offset, colour) in [("0%", *light), ("70%", *base), ("100%", "#222")] {
            m.el("stop")
                .attr("offset", offset)
                .attr("stop-color", colour)
                .end();
        }
        m.close("radialGradient");
    }
    m
}

/// The spoken description of a pit: name, owner or colours, seeds, and
/// whether it can be played.
pub(super) fn pit_aria(
    name: &str,
    whose: Option<&str>,
    count: u8,
    beads: Option<[u8; 6]>,
    why: Option<String>,
) -> String {
    use crate::engine::session::COLOUR_NAMES;
    use crate::tr;
    let listed = beads.filter(|_| count > 0).map(|beads| {
        let list: Vec<String> = beads
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(c, &n)| {
                let colour = crate::games::words::colour_word(COLOUR_NAMES[c]);
                tr!("pit-colour-count", n = n, colour = colour)
            })
            .collect();
        list.join(", ")
    });
    let contents = match (beads.is_some(), listed) {
        (true, Some(list)) => tr!("pit-beads-listed", n = count, list = &list),
        (true, None) => tr!("pit-beads", n = count),
        (false, _) => tr!("pit-seeds", n = count),
    };
    let pit = match whose {
        Some(whose) => tr!("pit-whose", name = name, whose = whose),
        None => tr!("pit", name = name),
    };
    match why {
        None => tr!("pit-playable", pit = &pit, contents = &contents),
        Some(why) => tr!(
            "pit-not-playable",
            pit = &pit,
            contents = &contents,
            why = &why
        ),
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

#[component]
pub(super) fn BoardSvg(store: GameStore, rows: Rows, frame: usize) -> impl IntoView {
    let counts = counts_shown(store);
    let animating = move || store.animation.running();
    let colour_view = colours_shown(store);
    let width = rows.width;
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

    let pits = (0..2 * width)
        .map(|pit| {
            let shown = PitShown::new(store, counts, colour_view, pit);
            let name = shown.name();
            let side = usize::from(pit >= width);
            let (cx, cy) = rows.pit_center(pit);
            // Name and count sit together outside the pit, on the board's
            // edge, so each number clearly belongs to one pit: side by side
            // below or above a row, one over the other beside a column.
            let (label_x, name_y, count_y) = rows.label(pit);
            let (name_x, count_x, name_anchor, count_anchor) = if rows.upright {
                (label_x, label_x, "middle", "middle")
            } else {
                (label_x - 6.0, label_x + 2.0, "end", "start")
            };
            let aria = {
                let name = name.clone();
                move || {
                    let whose = match colour_view.get().and_then(|c| c.pit_colours.get(pit).copied()) {
                        Some(colour) => crate::tr!(
                            "pit-side-colour",
                            side = side_name(side),
                            colour = crate::games::words::colour_word(
                                crate::engine::session::COLOUR_NAMES[colour as usize % 6]
                            )
                        ),
                        None => side_name(side).to_string(),
                    };
                    pit_aria(&name, Some(&whose), shown.count(), shown.colours(), shown.why())
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
            // What is drawn in and round the pit (nothing there takes
            // focus), as markup: its colour, beads, name, count and, across,
            // its beads by colour (upright, the breakdown has no room beside
            // the pit: the line under the board tells the focused pit's).
            let pit_name = name.clone();
            let inside = move || {
                let mut m = Markup::default();
                m.el("circle")
                    .attr("class", "pit-hole")
                    .num("cx", cx)
                    .num("cy", cy)
                    .num("r", PIT_RADIUS)
                    .end();
                let colour = colour_view.with(|c| c.as_ref()?.pit_colours.get(pit).copied());
                if let Some(colour) = colour {
                    let colour = colour as usize;
                    m.el("circle")
                        .attr("class", &format!("pit-colour colour-{colour}"))
                        .num("cx", cx)
                        .num("cy", cy)
                        .num("r", PIT_RADIUS - 3.0)
                        .end()
                        .el("text")
                        .attr("class", &format!("pit-glyph colour-{colour}"))
                        .num("x", cx)
                        .num("y", cy + 13.0)
                        .attr("text-anchor", "middle")
                        .text(COLOUR_GLYPHS[colour])
                        .close("text");
                }
                shown.beads((cx, cy), &mut m);
                m.el("circle")
                    .attr("class", "pit-ring")
                    .num("cx", cx)
                    .num("cy", cy)
                    .num("r", PIT_RADIUS + 4.0)
                    .end()
                    .el("text")
                    .attr("class", "pit-name")
                    .num("x", name_x)
                    .num("y", name_y)
                    .attr("text-anchor", name_anchor)
                    .text(&pit_name)
                    .close("text")
                    .el("text")
                    .attr("class", "pit-count")
                    .num("x", count_x)
                    .num("y", count_y)
                    .attr("text-anchor", count_anchor)
                    .count(shown.count().into())
                    .close("text");
                if !rows.upright {
                    m.el("text")
                        .attr("class", "pit-breakdown")
                        .num("x", cx)
                        .num("y", if side == 0 { name_y + 20.0 } else { name_y - 22.0 })
                        .attr("text-anchor", "middle")
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
                        classes(
                            format!("pit side-{side} {}", owner()),
                            [
                                ("selected", store.selected.get() == Some(pit)),
                                ("lifted", shown.lifted()),
                                ("skipped", shown.skipped()),
                                ("next-pit", shown.next()),
                                ("legal", shown.legal()),
                                ("hinted", shown.hinted()),
                                ("last-origin", shown.last_origin()),
                                ("last-landing", shown.last_landing()),
                                ("hand", shown.hand_here()),
                            ],
                        )
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
        })
        .collect_view();

    let stores = (0..2)
        .map(|side| {
            let (cx, cy) = rows.store_center(side);
            let (half_w, half_h) = rows.store_half();
            let (count_x, count_y, count_anchor) = if rows.upright {
                (cx + half_w + 12.0, cy + 10.0, "start")
            } else if side == 0 {
                (cx, cy + half_h + 28.0, "middle")
            } else {
                (cx, cy - half_h - 12.0, "middle")
            };
            let count = move || counts.get().map(|c| c.store(side)).unwrap_or(0);
            let landing = move || {
                !animating()
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
                        m.el("text")
                            .attr("class", "store-count")
                            .num("x", count_x)
                            .num("y", count_y)
                            .attr("text-anchor", count_anchor)
                            .count(count().into())
                            .close("text")
                            .html()
                    }></g>
                </g>
            }
        })
        .collect_view();

    // Direction controls drawn on the selected pit: an arrow each way it can
    // be sown. Counterclockwise runs right along the bottom row and left
    // along the top one.
    let arrows = move || {
        let view = store.view.get()?;
        let pit = store.selected.get()?;
        if animating() {
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
    };

    let hand_badge = move || {
        let c = counts.get()?;
        let at = c.at.filter(|_| animating() && c.hand > 0)?;
        let (x, y) = rows.hand_badge(at);
        Some(hand_badge(x, y, c.hand))
    };
    let hand_badge = move || hand_badge().unwrap_or_default();
    let flying = move || {
        let counts = counts.get()?;
        let (pit, player, count) = counts.flight.filter(|_| animating())?;
        let from = rows.pit_center(pit as usize);
        let to = rows.store_center(player as usize);
        let colours = flying_colours(&counts);
        Some(flight(from, to, count, store.animation.pace.get(), colours))
    };
    let flying = move || flying().unwrap_or_default();

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
            {arrows}
            <g inner_html=hand_badge></g>
            <g aria-hidden="true" inner_html=flying/>
        </BoardFrame>
    }
}
