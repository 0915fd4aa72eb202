//! The board of the game on screen, whatever its kind: two rows of pits
//! ([`super::board`]), a ring ([`super::ring`]) or a grid ([`super::grid`]).

use leptos::prelude::*;

use super::board::{portrait, BoardSvg};
use super::store::GameStore;
use crate::engine::board_view::{BoardView, PitLayout};
use crate::view::layout::Rows;

/// What decides a board's elements: its kind and size.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Shape {
    /// Two rows of pits, across or upright, in the frame of a board of
    /// the given width (a game's first board: a board shortened between
    /// rounds keeps its place on the page).
    Rows(Rows, usize),
    /// A ring of `pits` pits with `players` seats.
    Ring { pits: usize, players: usize },
    /// A grid of squares (it draws itself from the view as it changes).
    Grid,
}

/// The board of the game on screen, drawn as its description says.
#[component]
pub fn Board(store: GameStore) -> impl IntoView {
    let portrait = portrait();
    let shape = Memo::new(move |_| {
        let view = store.view.get()?;
        match &view.board {
            BoardView::Pits(board) if board.width == 0 => None,
            BoardView::Pits(board) => Some(match board.layout {
                PitLayout::Rows => Shape::Rows(
                    Rows {
                        width: board.width,
                        upright: portrait.get(),
                    },
                    first_width(store).unwrap_or(board.width).max(board.width),
                ),
                PitLayout::Ring => Shape::Ring {
                    pits: 2 * board.width,
                    players: view.player_count(),
                },
            }),
            BoardView::Grid(_) => Some(Shape::Grid),
        }
    });
    move || {
        Some(match shape.get()? {
            Shape::Rows(rows, frame) => view! { <BoardSvg store rows frame/> }.into_any(),
            Shape::Ring { pits, players } => {
                view! { <super::ring::RingSvg store pits players compact=portrait/> }.into_any()
            }
            Shape::Grid => view! { <super::grid::GridSvg store/> }.into_any(),
        })
    }
}

/// The width of the game's first board (its rows' pits a side).
fn first_width(store: GameStore) -> Option<usize> {
    store.saved.with(|g| {
        let start = crate::view::GameView::from_record(&g.as_ref()?.record, 0).ok()?;
        match start.board {
            BoardView::Pits(b) => Some(b.width),
            BoardView::Grid(_) => None,
        }
    })
}
