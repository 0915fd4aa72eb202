//! The editor's Share link and Make a puzzle (issue 43), both from a
//! valid position only (disabled otherwise, like the other actions; the
//! verdict above says why).
//!
//! - **Share link**: the game's play link starting from the position
//!   ([`crate::view::positions::position_hash`], made absolute as every
//!   share link is), handed to the share sheet or copied as the game
//!   page's Send does (`ui::corr::send`), and shown as text to copy.
//! - **Make a puzzle**: the AI worker proves, as it proves the shipped
//!   puzzles, whether the player to move has a unique best move
//!   (`ai::puzzles::from_position`); if so the puzzle is kept in the
//!   browser's database (`puzzle/<id>`, one entry each) and opened on the
//!   puzzles page among My puzzles, else the engine's reason is said.

use leptos::prelude::*;
use serde_json::Value;

use super::super::{ai, corr, db, library};
use crate::engine::position::PositionError;
use crate::games::GameDef;
use crate::view::editor::Draft;
use crate::view::positions::position_hash;
use crate::view::puzzles::{LOCAL, LOCAL_PREFIX};
use crate::{t, tr};

/// The moves of a refusal, as the page lists them ("C and F").
fn listed(moves: &[Value]) -> String {
    let moves: Vec<&str> = moves.iter().filter_map(Value::as_str).collect();
    match moves.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => tr!("editor-puzzle-and", some = &rest.join(", "), last = *last),
        None => String::new(),
    }
}

/// The worker's reason why a position makes no puzzle
/// (`ai::puzzles::NoPuzzle`, read by hand), in the page's language.
fn refusal(why: &Value) -> String {
    let text = |key: &str| why.get(key).and_then(Value::as_str).unwrap_or("?");
    let number = |key: &str| why.get(key).and_then(Value::as_u64).unwrap_or(0);
    let reason = match why.get("why").and_then(Value::as_str).unwrap_or("") {
        "over" => t!("editor-puzzle-over").to_string(),
        "chance" => t!("editor-puzzle-chance").to_string(),
        "one_move" => tr!("editor-puzzle-one-move", mv = text("mv")),
        "tied" => {
            let moves = why.get("moves").and_then(Value::as_array);
            let moves = moves.map(Vec::as_slice).unwrap_or_default();
            tr!(
                "editor-puzzle-tied",
                n = moves.len(),
                moves = &listed(moves)
            )
        }
        "close" => tr!(
            "editor-puzzle-close",
            best = text("best"),
            second = text("second")
        ),
        "unproven" => tr!(
            "editor-puzzle-unproven",
            d1 = number("depth"),
            d2 = number("depth2")
        ),
        "too_large" => t!("editor-puzzle-too-large").to_string(),
        _ => t!("editor-puzzle-none-better").to_string(),
    };
    tr!("editor-puzzle-refused", why = &reason)
}

/// Share link and Make a puzzle, for the position of `draft` under
/// `options`; what they did is said in `notice`.
#[component]
pub fn ShareActions(
    info: &'static GameDef,
    options: StoredValue<Value>,
    draft: RwSignal<Draft>,
    verdict: Memo<Result<(), PositionError>>,
    notice: RwSignal<Option<String>>,
) -> impl IntoView {
    // The link shared, with the line it is of (shown while the line is
    // the one on screen).
    let shared = RwSignal::new(None::<(String, String)>);
    let making = RwSignal::new(false);
    let invalid = move || verdict.with(Result::is_err);
    let share = move || {
        let line = draft.with_untracked(Draft::notation);
        let link = library::address(&options.with_value(|o| position_hash(info.id, o, &line)));
        corr::send(&link, t!("editor-share-title"), notice);
        shared.set(Some((line, link)));
    };
    let make = move || {
        let line = draft.with_untracked(Draft::notation);
        making.set(true);
        notice.set(Some(t!("editor-puzzle-making").to_string()));
        let said = move |text: String| {
            making.set(false);
            notice.set(Some(text));
        };
        ai::make_puzzle(info.id, &options.get_value(), &line, move |found| {
            let puzzle = match found {
                Ok(Ok(puzzle)) => puzzle,
                Ok(Err(why)) => return said(refusal(&why)),
                Err(why) => return said(tr!("editor-puzzle-failed", why = &why)),
            };
            let Some(id) = puzzle.get("id").and_then(Value::as_str).map(str::to_string) else {
                return said(tr!("editor-puzzle-failed", why = &puzzle.to_string()));
            };
            let key = format!("{LOCAL_PREFIX}{id}");
            let text = puzzle.to_string();
            db::update(
                vec![key.clone()],
                Box::new(move |_| vec![(key, Some(text))]),
                Box::new(move |ok| {
                    if ok {
                        making.set(false);
                        library::navigate(&format!("#/puzzles/{LOCAL}?id={id}"));
                    } else {
                        said(tr!("editor-puzzle-failed", why = t!("storage-full")));
                    }
                }),
            );
        });
    };
    view! {
        <button class="button" data-testid="editor-share" disabled=invalid on:click=move |_| share()>
            {t!("editor-share")}
        </button>
        <button class="button" data-testid="editor-make-puzzle" disabled=move || invalid() || making.get() on:click=move |_| make()>
            {t!("editor-make-puzzle")}
        </button>
        {move || {
            let link = shared.get().filter(|(line, _)| draft.with(|d| d.notation() == *line))?.1;
            Some(view! {
                <label class="editor-field editor-link">
                    <span>{t!("editor-link")}</span>
                    <input readonly data-testid="editor-link" prop:value=link/>
                </label>
            })
        }}
    }
}
