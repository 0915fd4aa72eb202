//! The panels around the board: decisions and placements to make, beads
//! by colour, rounds, the result, and the list of moves with the lines a
//! game branched away from.

use leptos::prelude::*;

use super::store::GameStore;
use crate::engine::session::COLOUR_NAMES;
use crate::view::markup::Markup;
use crate::view::{special_label, CHANCE, COLOUR_GLYPHS};
use crate::{t, tr};

/// What the player is asked to decide beyond clicking a pit: the several
/// moves of a selected pit, moves not on a pit, and shortcuts.
#[component]
pub(super) fn DecisionPanel(store: GameStore) -> impl IntoView {
    // Each decision is a panel of its own, drawn anew (not the last one's
    // buttons moved about: nothing moves under a finger), alternately as
    // one of two views. It turns with every move played or taken back.
    let turn = Memo::new(move |last: Option<&(Option<(usize, usize)>, bool)>| {
        let now = store
            .view
            .with(|v| v.as_ref().map(|v| (v.cursor, v.moves.len())));
        match last {
            Some((was, flip)) => (now, if *was == now { *flip } else { !flip }),
            None => (now, false),
        }
    });
    let panel = move || {
        let view = store.view.get()?;
        if store.animation.running() || view.result.is_some() {
            return None;
        }
        if view.board.grid().is_some() {
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
                        {tr!("picker-pit", name = &pit.name)}
                        " "
                        <select data-testid="picker" on:change=move |ev| chosen.set(event_target_value(&ev))>
                            {pit.choices
                                .iter()
                                .map(|c| view! { <option value=c.mv.clone()>{c.label.clone()}</option> })
                                .collect_view()}
                        </select>
                    </label>
                    <button class="button primary" data-testid="picker-play" on:click=move |_| store.choose(chosen.get_untracked())>
                        {t!("picker-place")}
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
        // A choice plays its move, a suggestion its moves: one handler.
        let suggestions = view.suggestions.clone();
        let click = move |ev: leptos::ev::MouseEvent| {
            if let Some((_, mv)) = super::dom::clicked(&ev, "data-choice") {
                store.choose(mv);
            } else if let Some((_, label)) = super::dom::clicked(&ev, "data-suggestion") {
                if let Some(s) = suggestions.iter().find(|s| s.label == label) {
                    store.play_all(s.moves.clone());
                }
            }
        };
        Some(view! {
            <section class="decision" data-testid="decision" aria-live="polite" on:click=click>
                {view.prompt.clone().map(|p| view! { <p class="prompt" data-testid="prompt">{p}</p> })}
                {picker}
                <div class="choice-buttons">
                    {offered
                        .into_iter()
                        .map(|c| {
                            view! {
                                <button
                                    class="button choice"
                                    class:hinted=hinted.as_deref() == Some(c.mv.as_str())
                                    data-choice=c.mv.clone()
                                    inner_html={
                                        let mut m = Markup::default();
                                        if let Some(colour) = c.colour {
                                            swatch(&mut m, colour as usize);
                                        }
                                        m.text(&c.label).html()
                                    }
                                ></button>
                            }
                        })
                        .collect_view()}
                    {view.suggestions
                        .into_iter()
                        .map(|s| {
                            let label = s.label.clone();
                            view! {
                                <button class="button" data-suggestion=s.label>
                                    {label}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
            </section>
        }
        .into_any())
    };
    move || {
        use leptos::either::Either;
        if turn.get().1 {
            Either::Left(panel())
        } else {
            Either::Right(panel())
        }
    }
}

/// The placement being put together on the board: how many beads are
/// placed, what the engine says is wrong, and the button that plays it.
/// Its texts are markup; its buttons stay elements while it is shown (the
/// focus stays on them).
#[component]
pub(super) fn PlacementPanel(store: GameStore) -> impl IntoView {
    let shown = move || {
        store
            .view
            .with(|v| v.as_ref().is_some_and(|v| v.placement.is_some()))
            && !store.animation.running()
    };
    let ready = move || {
        store
            .draft_check
            .with(|c| c.as_ref().is_some_and(|c| c.mv.is_some()))
    };
    let texts = move || {
        let Some(placement) = store.view.with(|v| v.as_ref().and_then(|v| v.placement)) else {
            return String::new();
        };
        let placed: u32 = store.draft.with(|d| d.iter().map(|&n| n as u32).sum());
        let problem = store
            .draft_check
            .with(|c| c.as_ref().and_then(|c| c.problem.clone()))
            .unwrap_or_default();
        let colour = placement.colour as usize % 6;
        let colour_word = crate::games::words::colour_word(COLOUR_NAMES[colour]);
        let mut m = Markup::default();
        m.el("p").attr("class", "placement-count");
        swatch(&mut m, colour);
        m.text(&tr!(
            "placement-count",
            placed = placed,
            beads = placement.beads,
            colour = colour_word
        ))
        .close("p")
        .el("p")
        .attr("class", "hint")
        .text(&tr!(
            "placement-hint",
            max = placement.max,
            min = placement.min
        ))
        .close("p")
        .el("p")
        .attr("class", "placement-problem")
        .attr("data-testid", "placement-problem")
        .text(&problem)
        .close("p");
        m.html()
    };
    super::dom::shown(
        Box::new(shown),
        Box::new(move || {
            view! {
                <section class="placement" data-testid="placement" aria-live="polite">
                    <div class="slot" inner_html=texts></div>
                    <div class="choice-buttons">
                        <button
                            class="button primary"
                            data-testid="placement-done"
                            disabled=move || !ready()
                            on:click=move |_| store.play_draft()
                        >
                            {t!("exercise-done")}
                        </button>
                        <button class="button" data-testid="placement-clear" on:click=move |_| store.draft.set(Vec::new())>
                            {t!("placement-clear")}
                        </button>
                    </div>
                </section>
            }
            .into_any()
        }),
    )
}

/// A colour's swatch with its glyph.
fn swatch(m: &mut Markup, colour: usize) {
    m.el("span")
        .attr("class", &format!("swatch colour-{colour}"))
        .attr("aria-hidden", "true")
        .text(COLOUR_GLYPHS.get(colour).copied().unwrap_or("?"))
        .close("span");
}

/// The beads of each colour present: swatch, count and colour name.
pub(super) fn bead_counts(m: &mut Markup, beads: [u8; 6]) {
    for (c, &n) in beads.iter().enumerate().filter(|(_, &n)| n > 0) {
        let name = COLOUR_NAMES[c];
        m.el("span")
            .attr("class", "bead-count")
            .attr("data-colour", name)
            .int("data-count", n.into());
        swatch(m, c);
        m.count(n.into())
            .text(" ")
            .el("span")
            .attr("class", "colour-word")
            .text(crate::games::words::colour_word(name))
            .close("span")
            .close("span");
    }
}

/// Beads by colour: what is in the sower's hand and what each player has
/// captured (games with coloured beads). Markup (nothing in it takes focus).
#[component]
pub(super) fn ColourPanel(store: GameStore) -> impl IntoView {
    let markup = move || {
        let Some(view) = store.view.get() else {
            return String::new();
        };
        let Some(colours) = view.colours() else {
            return String::new();
        };
        let mut m = Markup::default();
        m.el("div").attr("class", "colour-panel");
        if colours.hand.iter().any(|&n| n > 0) {
            m.el("p")
                .attr("class", "hand")
                .attr("data-testid", "hand")
                .el("strong")
                .text(t!("in-hand"))
                .text(" ")
                .close("strong");
            bead_counts(&mut m, colours.hand);
            m.close("p");
        }
        for (p, captured) in colours.captured.iter().enumerate() {
            let name = view
                .players
                .get(p)
                .map(|p| p.name.as_str())
                .unwrap_or_default();
            m.el("p")
                .attr("class", "captured-colours")
                .attr("data-testid", &format!("captured-{p}"))
                .el("strong")
                .text(&tr!("player-captured", name = name))
                .text(" ")
                .close("strong");
            if captured.iter().all(|&n| n == 0) {
                m.el("span").text(t!("none-yet")).close("span");
            } else {
                bead_counts(&mut m, *captured);
            }
            m.close("p");
        }
        m.close("div").html()
    };
    view! { <div class="slot" inner_html=markup></div> }
}

/// Round counter and running totals of a multi-round game.
#[component]
pub(super) fn RoundsPanel(store: GameStore) -> impl IntoView {
    move || {
        let rounds = store.view.get()?.rounds?;
        Some(view! {
            <div class="rounds" data-testid="rounds" data-round=rounds.round.to_string()>
                <span class="round-number">{tr!("round", n = rounds.round)}</span>
                <span class="total side-0">{tr!("round-total-south", n = rounds.totals[0])}</span>
                <span class="total side-1">{tr!("round-total-north", n = rounds.totals[1])}</span>
                {(!rounds.finished.is_empty()).then(|| {
                    view! {
                        <details class="round-history">
                            <summary>{t!("rounds-earlier")}</summary>
                            <ol>
                                {rounds
                                    .finished
                                    .iter()
                                    .map(|[s, n]| view! { <li>{tr!("round-score", south = *s, north = *n)}</li> })
                                    .collect_view()}
                            </ol>
                        </details>
                    }
                })}
            </div>
        })
    }
}

/// The players at the table, at their sides of the board (`seats`): each
/// one's name, seat colour and glyph, who plays (a person or the computer
/// and its level), what they have taken (by colour in the bead games),
/// whether they are to move or the computer is thinking for them, and
/// their running total in a game of rounds. Markup for the row's
/// `inner_html` (nothing in it takes focus): far smaller in the app's wasm
/// than a view a panel.
pub(super) fn players_html(
    store: GameStore,
    counts: Memo<Option<crate::view::Counts>>,
    seats: &[usize],
) -> String {
    let Some(view) = store.view.get() else {
        return String::new();
    };
    // On the analysis board people play every seat, but the panels say
    // who played it in the game.
    let saved_seats = super::analysis::seats_played()
        .or_else(|| store.saved.get().map(|g| g.seats))
        .unwrap_or_default();
    let thinker = store
        .computers
        .thinking
        .get()
        .filter(|t| !t.hint)
        .and_then(|t| t.player);
    // Seeds still flying to a store are not counted until they land.
    let stores: Vec<u8> = counts
        .get()
        .map(|c| (0..c.stores.len()).map(|p| c.store(p)).collect())
        .unwrap_or_default();
    let mut m = Markup::default();
    for &seat in seats {
        let Some(player) = view.players.get(seat) else {
            continue;
        };
        let level = saved_seats.get(seat).copied().flatten();
        let to_move = view.actor() == Some(seat);
        let thinking = thinker == Some(seat);
        let (dot, glyph) = match player.colour {
            Some(c) => (
                format!("side-dot player-colour colour-{}", c % 6),
                COLOUR_GLYPHS.get(c as usize % 6).copied().unwrap_or(""),
            ),
            None => (format!("side-dot side-{seat}"), ""),
        };
        let taken = match &view.board {
            // A ring's seats keep what they capture in a cup.
            crate::engine::board_view::BoardView::Pits(b) => {
                stores.get(seat).map(|n| match b.layout {
                    crate::engine::board_view::PitLayout::Ring => tr!("seat-captured", n = *n),
                    crate::engine::board_view::PitLayout::Rows => tr!("seat-in-store", n = *n),
                })
            }
            crate::engine::board_view::BoardView::Grid(g) => g
                .players
                .get(seat)
                .map(|p| tr!("seat-across", crossed = p.crossed, captured = p.captured)),
        };
        let captured = view
            .colours()
            .and_then(|c| c.captured.get(seat).copied())
            .filter(|b| b.iter().any(|&n| n > 0));
        let total = view
            .rounds
            .as_ref()
            .and_then(|r| r.totals.get(seat).copied());
        // A seat a friend plays elsewhere, in a game by link, is theirs.
        let friend = store.saved.with(|g| {
            g.as_ref().is_some_and(|g| {
                crate::view::corr::holder(g, seat) == crate::view::corr::Holder::Friend
            })
        });
        let who = match level {
            Some(level) => tr!("panel-computer", level = level.label()),
            None if friend => t!("panel-friend").to_string(),
            None => t!("dialog-person").to_string(),
        };
        let name = &player.name;
        m.el("section")
            .attr(
                "class",
                if to_move {
                    "player-panel to-move"
                } else {
                    "player-panel"
                },
            )
            .attr("data-testid", &format!("player-{seat}"))
            .attr("data-name", name)
            .attr(
                "data-store",
                &stores.get(seat).map(|n| n.to_string()).unwrap_or_default(),
            )
            .attr("data-to-move", if to_move { "true" } else { "false" })
            .attr("aria-label", &format!("{name} ({who})"))
            .el("span")
            .attr("class", &dot)
            .attr("aria-hidden", "true")
            .text(glyph)
            .close("span")
            .el("span")
            .attr("class", "player-name")
            .text(name)
            .close("span")
            .el("span")
            .attr("class", "player-kind")
            .text(&who)
            .close("span");
        if let Some(t) = taken {
            m.el("span")
                .attr("class", "player-store")
                .text(&t)
                .close("span");
        }
        if let Some(beads) = captured {
            bead_counts(&mut m, beads);
        }
        if let Some(t) = total {
            m.el("span")
                .attr("class", "player-total")
                .attr("data-testid", &format!("total-{seat}"))
                .text(&tr!("seat-total", n = t))
                .close("span");
        }
        // Always there (hidden when it is not this seat's turn) and as wide
        // as its longest text, so the panel keeps its size and the board
        // below never moves when the turn passes.
        m.el("span")
            .attr(
                "class",
                match (thinking, to_move) {
                    (true, true) => "player-turn thinking",
                    (true, false) => "player-turn thinking resting",
                    (false, true) => "player-turn",
                    (false, false) => "player-turn resting",
                },
            )
            .attr("aria-hidden", if to_move { "false" } else { "true" })
            .text(if thinking {
                t!("seat-thinking")
            } else {
                t!("seat-to-move")
            })
            .close("span")
            .close("section");
    }
    m.html()
}

#[component]
pub(super) fn MoveList(store: GameStore) -> impl IntoView {
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
                let label = tr!("line-label", at = shared, next = &next, n = len);
                Some(view! {
                    <li>
                        <button class="link" data-testid="line" data-action="line" data-line=k.to_string()>
                            {label}
                        </button>
                    </li>
                })
            })
            .collect_view();
        Some(view! {
            <details class="lines" data-testid="lines">
                <summary>{tr!("lines-other", n = game.variations.len())}</summary>
                <p class="hint">{t!("lines-hint")}</p>
                <ul>{items}</ul>
            </details>
        })
    };
    // The list folds away on a narrow screen, open at first on a wide one.
    let wide = web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .is_some_and(|w| w >= 900.0);
    // Its buttons, by their actions: the steps, the start, a move (the
    // position after it), a line; one handler for all.
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some((button, action)) = super::dom::clicked(&ev, "data-action") else {
            return;
        };
        match MoveAction::parse(&action) {
            Some(MoveAction::First) => step(|_, _| 0),
            Some(MoveAction::Back) => step(|c, _| c.saturating_sub(1)),
            Some(MoveAction::Forward) => step(|c, n| (c + 1).min(n)),
            Some(MoveAction::Last) => step(|_, n| n),
            Some(MoveAction::ToStart) => store.jump(0),
            Some(MoveAction::Line) => {
                if let Some(k) = button
                    .get_attribute("data-line")
                    .and_then(|k| k.parse().ok())
                {
                    store.switch_line(k);
                }
            }
            Some(MoveAction::Move) => {
                // A move's chip: its place in the list.
                let Some(mut item) = button
                    .parent_element()
                    .filter(|li| li.has_attribute("data-move"))
                else {
                    return;
                };
                let mut k = 0;
                while let Some(before) = item.previous_element_sibling() {
                    k += 1;
                    item = before;
                }
                store.jump(k + 1);
            }
            None => {}
        }
    };
    view! {
        <nav class="moves" aria-label=t!("moves") on:click=click>
            <details class="moves-fold" open=wide>
            <summary><h2>{move || tr!("moves-count", n = cursor().map(|(_, n)| n).unwrap_or(0))}</h2></summary>
            <div class="steps" role="group" aria-label=t!("steps")>
                <button class="button" data-testid="step-start" data-action="step-start" aria-label=t!("step-to-start") disabled=at_start>"|◀"</button>
                <button class="button" data-testid="step-back" data-action="step-back" aria-label=t!("step-back") disabled=at_start>"◀"</button>
                <button class="button" data-testid="step-forward" data-action="step-forward" aria-label=t!("step-forward") disabled=at_end>"▶"</button>
                <button class="button" data-testid="step-end" data-action="step-end" aria-label=t!("step-to-end") disabled=at_end>"▶|"</button>
            </div>
            <button
                class="link"
                data-testid="to-start" data-action="to-start"
                aria-current=move || store.view.get().is_some_and(|v| v.cursor == 0).then_some("step")
            >
                {t!("moves-start")}
            </button>
            <ol data-testid="move-list">
                {move || {
                    let Some(view) = store.view.get() else { return Vec::new() };
                    let chip = |side: usize| match view.players.get(side).and_then(|p| p.colour) {
                        _ if side == CHANCE => "move chance".to_string(),
                        Some(c) => format!("move player-colour colour-{c}"),
                        None => format!("move side-{side}"),
                    };
                    view.moves
                        .iter()
                        .enumerate()
                        .map(|(k, (mv, side))| {
                            let current = (k + 1 == view.cursor).then_some("step");
                            let later = k >= view.cursor;
                            let label = special_label(mv).map_or_else(|| mv.clone(), str::to_string);
                            let continues = !view.move_starts.get(k).copied().unwrap_or(true);
                            view! {
                                <li data-move=mv.clone() aria-current=current class:later=later class:continues=continues>
                                    <button class=chip(*side) data-action="move">
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
            </details>
        </nav>
    }
}

/// What a button of the move list does: its `data-action`, read when it is
/// clicked (test ids are for the tests alone).
#[derive(Clone, Copy)]
enum MoveAction {
    First,
    Back,
    Forward,
    Last,
    ToStart,
    Line,
    Move,
}

impl MoveAction {
    /// The action named `name`, if there is one.
    fn parse(name: &str) -> Option<MoveAction> {
        Some(match name {
            "step-start" => MoveAction::First,
            "step-back" => MoveAction::Back,
            "step-forward" => MoveAction::Forward,
            "step-end" => MoveAction::Last,
            "to-start" => MoveAction::ToStart,
            "line" => MoveAction::Line,
            "move" => MoveAction::Move,
            _ => return None,
        })
    }
}
