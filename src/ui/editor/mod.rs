//! The board editor (`#/editor/<game>`, `?p=<notation>&o=<options>` to
//! start from a position): a position set up pit by pit, by tap (−, +)
//! and by keyboard (each count is a number field; every other part of the
//! line a text field), or pasted as notation. Rainbow Passage and
//! Spectral Reapers are set up on the game's own board instead: its grid
//! square by square (`passage.rs`), its ring pit by pit and cup by cup
//! (`reapers.rs`), with choices for the rest of the line. The model is
//! [`crate::view::editor`]: the page edits the notation's fields and asks
//! the game's own reader whether the line is a position; its reason is
//! shown, and the actions wait for a valid one. Its code is a wasm module
//! of its own, fetched when the page is first shown (`ui::editor_view`).

use leptos::prelude::*;
use serde_json::Value;

use super::library::{game_key, navigate, new_identity, open_on_its_page};
use crate::ai::Level;
use crate::engine::record::Record;
use crate::games::{self, GameDef};
use crate::view::editor::{self as model, Draft, Pit, Spot};
use crate::view::{SavedGame, COLOUR_GLYPHS};
use crate::{t, tr};

mod passage;
mod reapers;
mod share;

/// The colour names' messages, in the notation's order of colours.
fn colour_name(c: usize) -> &'static str {
    match c {
        0 => t!("colour-red"),
        1 => t!("colour-orange"),
        2 => t!("colour-yellow"),
        3 => t!("colour-green"),
        4 => t!("colour-blue"),
        _ => t!("colour-violet"),
    }
}

/// A field's name, by its label in [`model::field_labels`].
fn field_name(label: &str) -> &'static str {
    match label {
        "pits" => t!("editor-field-pits"),
        "stores" => t!("editor-field-stores"),
        "to-move" => t!("editor-field-to-move"),
        "round" => t!("editor-field-round"),
        "starter" => t!("editor-field-starter"),
        "phase" => t!("editor-field-phase"),
        "owners" => t!("editor-field-owners"),
        "beads" => t!("editor-field-beads"),
        "captures" => t!("editor-field-captures"),
        "seat" => t!("editor-field-seat"),
        "turns" => t!("editor-field-turns"),
        "board" => t!("editor-field-board"),
        _ => t!("editor-field-pieces"),
    }
}

/// A query's value of `name` (percent-decoded).
fn query_value(query: &str, name: &str) -> Option<String> {
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
        .and_then(crate::engine::record::percent_decode)
}

/// The pit's name in the notation: `A`… for the first row, `a`… for the
/// second (a ring's pits are all `A`…).
fn pit_name(row: usize, index: usize) -> String {
    let base = if row == 0 { b'A' } else { b'a' };
    char::from(base + (index as u8 % 26)).to_string()
}

/// What the editor does beside drawing: it reads positions itself (its
/// check, and the drawn boards of Rainbow Passage and Spectral Reapers from
/// `games::session_at`), its module carrying the readers, which it gives
/// `session_at` here; and its address follows the position being set up,
/// so that a reload, or a change of language (which draws the app again),
/// opens it as it was instead of the start.
fn follow_position(game: &'static str, options: StoredValue<Value>, draft: RwSignal<Draft>) {
    games::read_positions_here();
    Effect::new(move |_| {
        let line = draft.with(Draft::notation);
        let here = model::address(game, &options.get_value(), Some(&line));
        super::library::replace_hash(&here);
    });
}

#[component]
pub fn EditorPage(game: String, query: Option<String>) -> impl IntoView {
    let Some(info) = games::find(&game) else {
        return view! { <p data-testid="error" class="error">{t!("unknown-game")}</p> }.into_any();
    };
    let query = query.unwrap_or_default();
    let options = query_value(&query, "o")
        .and_then(|o| serde_json::from_str::<Value>(&o).ok())
        .filter(Value::is_object)
        .unwrap_or_else(|| info.options_from(None, &Value::Null).unwrap_or(Value::Null));
    let seed = super::dom::random_seed();
    let first = query_value(&query, "p")
        .unwrap_or_else(|| model::start(info.id, &options, seed).unwrap_or_default());
    let draft = RwSignal::new(Draft::parse(info.id, &first));
    let options = StoredValue::new(options);
    follow_position(info.id, options, draft);
    // The engine's word on the line, asked again at each change.
    let verdict = Memo::new(move |_| {
        let line = draft.with(Draft::notation);
        options.with_value(|o| model::check(info.id, o, &line))
    });
    let colour = RwSignal::new(0usize);
    let notice = RwSignal::new(None::<String>);

    let record = move || Record {
        game: info.id.to_string(),
        options: options.get_value(),
        seed,
        moves: Vec::new(),
        position: Some(draft.with_untracked(Draft::notation)),
    };
    let failed = move |why: String| notice.set(Some(why));
    let seats = move || {
        let line = draft.with_untracked(Draft::notation);
        options
            .with_value(|o| model::seats(info.id, o, &line))
            .map_err(|e| model::reason(&e))
    };
    let play = move |computer: bool| {
        let (n, mover) = match seats() {
            Ok(s) => s,
            Err(why) => return failed(why),
        };
        // The player sets up the side to move; the computer takes the
        // others.
        let seats = (0..n)
            .map(|p| (computer && p != mover).then_some(Level::Medium))
            .collect();
        open_on_its_page(SavedGame::new(record(), 0, seats), Box::new(failed));
    };
    let analyse = move || {
        let link = record().to_link();
        navigate(&format!("#/play/{}?a=0&{link}", info.id));
    };
    let save = move || {
        let n = match seats() {
            Ok((n, _)) => n,
            Err(why) => return failed(why),
        };
        let mut game = SavedGame::new(record(), 0, vec![None; n]);
        game.id = Some(new_identity());
        game.updated = Some(super::dom::now_iso());
        let key = game_key(info.id, game.identity().unwrap_or_default());
        let text = game.to_json();
        super::db::update(
            vec![key.clone()],
            Box::new(move |_| vec![(key, Some(text))]),
            Box::new(move |ok| {
                notice.set(Some(if ok {
                    t!("editor-saved").to_string()
                } else {
                    t!("storage-full").to_string()
                }))
            }),
        );
    };
    let invalid = move || verdict.with(Result::is_err);

    view! {
        <section class="editor" data-testid="editor-page" data-game=info.id>
            {super::controls::game_head(tr!("editor-title", game = info.title()), info.id)}
            // The game's preset: its players, board and rules (Spectral
            // Reapers' 2 to 6 players, Rainbow Passage's sizes and teams),
            // from the start of which the position is set up.
            <label class="editor-field">
                <span>{t!("dialog-preset")}</span>
                <select data-testid="editor-preset" on:change=move |ev| {
                    if let Some(chosen) = info.preset(&event_target_value(&ev)) {
                        let line = model::start(info.id, &chosen, seed).unwrap_or_default();
                        options.set_value(chosen);
                        draft.set(Draft::parse(info.id, &line));
                    }
                }>
                    {(info.presets)()
                        .into_iter()
                        .map(|p| {
                            let chosen = options.with_value(|o| *o == p.options);
                            view! { <option value=p.id selected=chosen>{p.shown_name(info.id)}</option> }
                        })
                        .collect_view()}
                </select>
            </label>
            // Rainbow Passage's grid, square by square (passage.rs), and
            // Spectral Reapers' ring (reapers.rs); every other game's pits,
            // counts and fields.
            {if info.id == "rainbow-passage" {
                view! { <passage::PassageBoard info draft options seed/> }.into_any()
            } else if info.id == "spectral-reapers" {
                view! { <reapers::ReapersBoard info draft options seed/> }.into_any()
            } else {
                view! { <EditBoard info draft colour/> <Fields info draft/> }.into_any()
            }}
            <div class="editor-row">
                <button class="button" data-testid="editor-start" on:click=move |_| draft.set(Draft::parse(info.id, &options.with_value(|o| model::start(info.id, o, seed).unwrap_or_default())))>
                    {t!("editor-start")}
                </button>
                <button class="button" data-testid="editor-empty" on:click=move |_| draft.update(|d| d.empty())>
                    {t!("editor-empty")}
                </button>
            </div>
            <NotationField info draft/>
            {move || match verdict.get() {
                Ok(()) => view! { <p class="why" data-testid="editor-verdict" data-valid="true" role="status">{t!("editor-ok")}</p> }.into_any(),
                Err(why) => view! {
                    <p class="error" data-testid="editor-verdict" data-valid="false" role="status">
                        {tr!("editor-bad", why = &model::reason(&why))}
                    </p>
                }.into_any(),
            }}
            <div class="editor-row editor-actions">
                <button class="button primary" data-testid="editor-analyse" disabled=invalid on:click=move |_| analyse()>
                    {t!("analyse")}
                </button>
                <button class="button" data-testid="editor-play-computer" disabled=invalid on:click=move |_| play(true)>
                    {t!("editor-play-computer")}
                </button>
                <button class="button" data-testid="editor-play-friend" disabled=invalid on:click=move |_| play(false)>
                    {t!("editor-play-friend")}
                </button>
                <button class="button" data-testid="editor-save" disabled=invalid on:click=move |_| save()>
                    {t!("editor-save")}
                </button>
                // Share link and Make a puzzle, on the same valid line.
                <share::ShareActions info options draft verdict notice/>
            </div>
            {move || notice.get().map(|n| view! { <p class="why" data-testid="editor-notice" role="status">{n}</p> })}
        </section>
    }
    .into_any()
}

/// The position's line in the game's notation: shown as it is edited, and
/// a line pasted in loaded (the engine then says whether it is a position).
#[component]
fn NotationField(info: &'static GameDef, draft: RwSignal<Draft>) -> impl IntoView {
    let pasted = RwSignal::new(String::new());
    view! {
    <label class="editor-notation">
        <span>{t!("editor-notation")}</span>
        <input
            data-testid="editor-notation"
            type="text"
            spellcheck="false"
            autocomplete="off"
            prop:value=move || draft.with(Draft::notation)
            on:input=move |ev| pasted.set(event_target_value(&ev))
            on:change=move |ev| draft.set(Draft::parse(info.id, &event_target_value(&ev)))
        />
        <button class="button" data-testid="editor-load" on:click=move |_| {
            let text = pasted.get_untracked();
            if !text.trim().is_empty() {
                draft.set(Draft::parse(info.id, &text));
            }
        }>{t!("editor-load")}</button>
    </label>
    }
}

/// The board: the pits row by row (the second row, North's, on top and
/// drawn from North's left, as the game's board shows it), then the
/// stores; each with −, its count as a number field, and +. In a game of
/// coloured beads, the colour chosen is the one edited.
#[component]
fn EditBoard(
    info: &'static GameDef,
    draft: RwSignal<Draft>,
    colour: RwSignal<usize>,
) -> impl IntoView {
    let board = Memo::new(move |_| draft.with(Draft::board));
    let beads = Memo::new(move |_| {
        board.with(|b| {
            b.as_ref().is_some_and(|b| b.beads())
                || model::field_labels(info.id).first() == Some(&"beads")
        })
    });
    let cell = move |spot: Spot, name: String| {
        let place = name.clone();
        let count = move || {
            let c = beads.get().then(|| colour.get());
            board.with(|b| {
                b.as_ref()
                    .and_then(|b| b.get(spot))
                    .map_or(0, |p| p.count(c))
            })
        };
        let all = move || match board.with(|b| b.as_ref().and_then(|b| b.get(spot))) {
            Some(Pit::Beads(b)) => crate::view::colour_breakdown(&b),
            _ => String::new(),
        };
        let c = move || beads.get_untracked().then(|| colour.get_untracked());
        let testid = match spot {
            Spot::Pit { row, index } => format!("editor-pit-{row}-{index}"),
            Spot::Store(seat) => format!("editor-store-{seat}"),
        };
        view! {
            <div class="editor-cell" data-testid=testid>
                <span class="editor-name">{name}</span>
                <button class="button editor-step" aria-label=tr!("editor-less", place = &place) on:click=move |_| draft.update(|d| d.adjust(spot, c(), -1))>"−"</button>
                <input
                    type="number"
                    inputmode="numeric"
                    min="0"
                    max=model::MAX_COUNT
                    aria-label=tr!("editor-count", place = &place)
                    prop:value=move || count().to_string()
                    on:change=move |ev| {
                        let n = event_target_value(&ev).trim().parse::<u32>().unwrap_or(0);
                        draft.update(|d| d.set_count(spot, c(), n));
                    }
                />
                <button class="button editor-step" aria-label=tr!("editor-more", place = &place) on:click=move |_| draft.update(|d| d.adjust(spot, c(), 1))>"+"</button>
                <span class="editor-beads">{all}</span>
            </div>
        }
    };
    // Drawn again only when the board's shape changes, so a count typed
    // keeps its field.
    let shape = Memo::new(move |_| {
        board.with(|b| {
            b.as_ref().map(|b| {
                (
                    b.rows.iter().map(Vec::len).collect::<Vec<_>>(),
                    b.stores.len(),
                )
            })
        })
    });
    move || {
        let Some((rows, stores)) = shape.get() else {
            return ().into_any();
        };
        // North's row on top, from its left (the screen's right).
        let drawn: Vec<_> = rows
            .iter()
            .enumerate()
            .rev()
            .map(|(row, &len)| {
                let mut order: Vec<usize> = (0..len).collect();
                if row == 1 && rows.len() == 2 {
                    order.reverse();
                }
                let cells = order
                    .into_iter()
                    .map(|index| {
                        let name = pit_name(row, index);
                        cell(Spot::Pit { row, index }, tr!("editor-pit", pit = &name))
                    })
                    .collect_view();
                view! { <div class="editor-pits" data-row=row>{cells}</div> }
            })
            .collect_view();
        let stores = (0..stores)
            .map(|seat| cell(Spot::Store(seat), tr!("editor-store", seat = seat + 1)))
            .collect_view();
        let colours = beads.get().then(|| {
            let buttons = (0..COLOUR_GLYPHS.len())
                .map(|c| {
                    view! {
                        <button
                            class="button editor-colour"
                            data-testid="editor-colour"
                            data-colour=c
                            aria-pressed=move || (colour.get() == c).to_string()
                            on:click=move |_| colour.set(c)
                        >
                            {COLOUR_GLYPHS[c]} " " {colour_name(c)}
                        </button>
                    }
                })
                .collect_view();
            view! { <div class="editor-row" role="group" aria-label=t!("editor-colour")>{buttons}</div> }
        });
        view! {
            {colours}
            <div class="editor-board" data-testid="editor-board">{drawn}</div>
            <div class="editor-pits editor-stores">{stores}</div>
        }
        .into_any()
    }
}

/// The line's other fields: who is to move as a choice of two in a
/// two-player game, the rest as text typed in the notation's own words;
/// the board's two fields too when they are not a pit board (Rainbow
/// Passage's board and pieces, or a line whose pits cannot be read).
#[component]
fn Fields(info: &'static GameDef, draft: RwSignal<Draft>) -> impl IntoView {
    let labels = model::field_labels(info.id);
    let side = model::side_field(info.id);
    let has_board = Memo::new(move |_| draft.with(|d| d.board().is_some()));
    move || {
        let has_board = has_board.get();
        labels
            .iter()
            .enumerate()
            .filter(|(i, _)| !(has_board && *i < 2))
            .map(|(i, label)| {
                let name = field_name(label);
                if Some(i) == side {
                    let pick = move |s: &'static str| {
                        view! {
                            <button
                                class="button"
                                data-testid=format!("editor-side-{s}")
                                aria-pressed=move || (draft.with(|d| d.field(i) == s)).to_string()
                                on:click=move |_| draft.update(|d| d.set_field(i, s))
                            >
                                {if s == "s" { t!("editor-south") } else { t!("editor-north") }}
                            </button>
                        }
                    };
                    return view! {
                        <div class="editor-row" role="group" aria-label=name data-testid="editor-side">
                            <span>{name}</span> {pick("s")} {pick("n")}
                        </div>
                    }
                    .into_any();
                }
                view! {
                    <label class="editor-field">
                        <span>{name}</span>
                        <input
                            type="text"
                            spellcheck="false"
                            autocomplete="off"
                            data-testid=format!("editor-field-{i}")
                            prop:value=move || draft.with(|d| d.field(i).to_string())
                            on:change=move |ev| draft.update(|d| d.set_field(i, &event_target_value(&ev)))
                        />
                    </label>
                }
                .into_any()
            })
            .collect_view()
    }
}
