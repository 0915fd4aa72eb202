//! The result over the board when a game is over: its headline and
//! explanation, the ranking of more than two players, the beads each
//! captured by colour, and what to do next (rematch, swap sides, a new
//! game, the review, share, take back).

use leptos::prelude::*;

use super::panels::bead_counts;
use super::store::GameStore;
use crate::view::markup::Markup;
use crate::view::{fit_seats, result_headline, GameView, SavedGame};
use crate::{t, tr};

/// What a button of the result does: its `data-action`, read when it is
/// clicked (test ids are for the tests alone).
#[derive(Clone, Copy)]
enum Action {
    Fold,
    Rematch,
    SwapSides,
    NewGame,
    Review,
    Share,
    Undo,
}

impl Action {
    /// The action named `name`, if there is one.
    fn parse(name: &str) -> Option<Action> {
        Some(match name {
            "result-fold" => Action::Fold,
            "play-again" => Action::Rematch,
            "swap-sides" => Action::SwapSides,
            "result-new-game" => Action::NewGame,
            "result-review" => Action::Review,
            "share" => Action::Share,
            "result-undo" => Action::Undo,
            _ => return None,
        })
    }
}

/// The result of a game over, shown over the board (foldable to its
/// headline, to see the position).
#[component]
pub(super) fn ResultPanel(store: GameStore) -> impl IntoView {
    // Folded, only the headline stays over the board, to see the position.
    let folded = RwSignal::new(false);
    // The same game again, with the same options and a new seed: the same
    // seats (Rematch), or each seat's player moved to the next seat (Swap
    // sides: the person plays the other side against the same computer).
    let again = move |swap: bool| {
        let Some(game) = store.saved.get_untracked() else {
            return;
        };
        if let Ok(session) =
            (store.info.new_session)(&game.record.options, super::dom::random_seed())
        {
            let record = session.record();
            let players = GameView::from_record(&record, 0)
                .map(|v| v.player_count())
                .unwrap_or(0);
            let mut seats = fit_seats(&game.seats, players);
            if swap {
                seats.rotate_right(1);
            }
            store.start(SavedGame::new(record, 0, seats), None);
        }
    };
    // Swapping changes something only when computers and people share the
    // table.
    let mixed = move || {
        store.saved.with(|g| {
            g.as_ref().is_some_and(|g| {
                g.seats.iter().any(Option::is_some) && g.seats.iter().any(Option::is_none)
            })
        })
    };
    // The way into the review (the game's page gives it).
    let entry = use_context::<super::analysis::Entry>();
    // Its buttons, by their actions: one handler for all.
    let click = move |ev: leptos::ev::MouseEvent| {
        let action = super::dom::clicked(&ev, "data-action").and_then(|(_, a)| Action::parse(&a));
        match action {
            Some(Action::Fold) => folded.update(|f| *f = !*f),
            Some(Action::Rematch) => again(false),
            Some(Action::SwapSides) => again(true),
            Some(Action::NewGame) => store.panels.dialog.set(true),
            Some(Action::Review) => {
                if let Some(entry) = entry {
                    entry.open(store, true);
                }
            }
            Some(Action::Share) => store.panels.export.set(true),
            Some(Action::Undo) => store.undo(),
            None => {}
        }
    };
    move || {
        let view = store.view.get()?;
        let result = view.result.clone()?;
        let players = result.stores.len();
        let winner = match result.winner {
            Some(w) => w.to_string(),
            None if result.winners.len() == players => "draw".to_string(),
            None => "shared".to_string(),
        };
        let join = |list: Vec<String>| list.join(",");
        let seats = store
            .saved
            .with(|g| g.as_ref().map(|g| g.seats.clone()).unwrap_or_default());
        let headline = result_headline(&view, &seats).unwrap_or_default();
        let names: Vec<String> = (0..players).map(|p| view.player_name(p)).collect();
        let ranking = (players > 2).then(|| {
            let rows = result
                .ranking
                .iter()
                .map(|&(place, p)| {
                    view! {
                        <li data-place=place.to_string() data-player=p.to_string()>
                            {tr!(
                                "ranking-row",
                                place = place,
                                name = &names.get(p).cloned().unwrap_or_default(),
                                n = result.stores.get(p).copied().unwrap_or(0)
                            )}
                        </li>
                    }
                })
                .collect_view();
            view! { <ol class="ranking" data-testid="ranking">{rows}</ol> }
        });
        Some(view! {
            <section
                class="result"
                class:folded=move || folded.get()
                data-testid="result"
                data-winner=winner
                data-winners=join(result.winners.iter().map(|w| w.to_string()).collect())
                data-stores=join(result.stores.iter().map(|s| s.to_string()).collect())
                role="status"
                on:click=click
            >
                <div class="result-head">
                    <h2>{headline}</h2>
                    <button
                        class="link result-fold"
                        data-testid="result-fold" data-action="result-fold"
                        aria-expanded=move || (!folded.get()).to_string()
                    >
                        {move || if folded.get() { t!("result-show") } else { t!("result-see-board") }}
                    </button>
                </div>
                <div class="result-actions">
                    <button class="button primary" data-testid="play-again" data-action="play-again">{t!("rematch")}</button>
                    {super::dom::shown(
                        Box::new(mixed),
                        Box::new(move || view! {
                            <button class="button" data-testid="swap-sides" data-action="swap-sides">{t!("swap-sides")}</button>
                        }.into_any()),
                    )}
                    <button class="button" data-testid="result-new-game" data-action="result-new-game">{t!("new-game")}</button>
                    <button class="button" data-testid="result-review" data-action="result-review">{t!("review-start")}</button>
                    <button class="button" data-testid="share" data-action="share">{t!("share")}</button>
                    <button class="button" data-testid="result-undo" data-action="result-undo">{t!("take-back")}</button>
                    <a class="button" href="#/">{t!("other-games")}</a>
                </div>
                <p class="result-why">{result.explanation}</p>
                {ranking}
                {view.colours().cloned().map(|colours| {
                    (0..colours.captured.len())
                        .map(|p| {
                            view! {
                                <p
                                    class="captured-colours"
                                    data-testid=format!("result-captured-{p}")
                                    inner_html={
                                        let mut m = Markup::default();
                                        m.el("strong")
                                            .text(names.get(p).map(String::as_str).unwrap_or_default())
                                            .text(": ")
                                            .close("strong");
                                        bead_counts(&mut m, colours.captured[p]);
                                        m.html()
                                    }
                                ></p>
                            }
                        })
                        .collect_view()
                })}
            </section>
        })
    }
}
