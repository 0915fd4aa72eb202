//! A pit as a board shows it, the same in rows (`board.rs`) and in a ring
//! (`ring.rs`): its state as animated ([`PitShown`]), what is drawn in and
//! round it, its beads, its spoken description and what makes it a button;
//! and the beads flying to a store and the sower's hand.

use leptos::prelude::*;

use super::keys;
use super::store::GameStore;
use crate::engine::board_view::ColourView;
use crate::engine::Slot;
use crate::view::layout::{self, num, PIT_RADIUS};
use crate::view::markup::Markup;
use crate::view::{bead_colours, colour_breakdown, Counts, COLOUR_GLYPHS};

/// The pit whose beads the line under the board details (focused, or
/// pointed at).
#[derive(Clone, Copy)]
pub(super) struct FocusedPit(pub RwSignal<Option<usize>>);

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
    pub store: GameStore,
    pub counts: Memo<Option<Counts>>,
    pub colours: Memo<Option<ColourView>>,
    pub pit: usize,
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

    /// Its class: `base`, and the name of each of its states that holds
    /// (`legal`: whether it can be played, as the board says). One class
    /// attribute for all its states: one effect instead of one a state.
    pub(super) fn class(self, base: String, legal: bool) -> String {
        classes(
            base,
            [
                ("legal", legal),
                ("lifted", self.lifted()),
                ("skipped", self.skipped()),
                ("next-pit", self.next()),
                ("hinted", self.hinted()),
                ("last-origin", self.last_origin()),
                ("last-landing", self.last_landing()),
                ("hand", self.hand_here()),
            ],
        )
    }

    /// What is drawn in and round it (nothing there takes focus), as
    /// markup: its hole of radius `r`, its `colour` (in games whose pits
    /// have one), its beads and ring, and its name and count at `labels`
    /// (where each is written).
    pub(super) fn drawing(
        self,
        m: &mut Markup,
        (cx, cy): (f32, f32),
        r: f32,
        colour: Option<usize>,
        name: &str,
        labels: [Label; 2],
    ) {
        m.el("circle")
            .attr("class", "pit-hole")
            .num("cx", cx)
            .num("cy", cy)
            .num("r", r)
            .end();
        if let Some(colour) = colour {
            m.el("circle")
                .attr("class", &format!("pit-colour colour-{colour}"))
                .num("cx", cx)
                .num("cy", cy)
                .num("r", r - 3.0)
                .end()
                .el("text")
                .attr("class", &format!("pit-glyph colour-{colour}"))
                .num("x", cx)
                .num("y", cy + 13.0)
                .attr("text-anchor", "middle")
                .text(COLOUR_GLYPHS[colour])
                .close("text");
        }
        self.beads((cx, cy), m);
        m.el("circle")
            .attr("class", "pit-ring")
            .num("cx", cx)
            .num("cy", cy)
            .num("r", r + 4.0)
            .end();
        text(m, "pit-name", labels[0]).text(name).close("text");
        text(m, "pit-count", labels[1])
            .count(self.count().into())
            .close("text");
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

/// Where a text is written: x, y and its anchor (`start`, `middle`, `end`).
pub(super) type Label = (f32, f32, &'static str);

/// Opens a text of class `class` written at `at`.
pub(super) fn text<'m>(m: &'m mut Markup, class: &str, (x, y, anchor): Label) -> &'m mut Markup {
    m.el("text")
        .attr("class", class)
        .num("x", x)
        .num("y", y)
        .attr("text-anchor", anchor)
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

/// The captured beads flying from a pit to a store (or a seat's cup) while
/// a move is animated, as markup; `places` gives the centres of the pit
/// and of the store.
pub(super) fn flying(
    store: GameStore,
    counts: Memo<Option<Counts>>,
    places: impl Fn(usize, usize) -> ((f32, f32), (f32, f32)),
) -> String {
    let Some(counts) = counts.get() else {
        return String::new();
    };
    let Some((pit, to, count)) = counts.flight.filter(|_| store.animation.running()) else {
        return String::new();
    };
    let (from, to) = places(pit as usize, to as usize);
    let colours = flying_colours(&counts);
    flight(from, to, count, store.animation.pace.get(), colours)
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
