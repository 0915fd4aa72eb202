//! The page of a game being played, laid out as a table: the status line,
//! the players at their sides of the board, the board as large as the
//! window allows with the result over it, one bar of the actions used every
//! move, and a menu of everything else (new game, agreement, export and
//! import, settings). Beside the board on a wide screen (below it on a
//! phone): the dice, decisions and the move list. The keys that step
//! through the record are handled here too.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{either, shown};
use super::panels::{
    players_html, ColourPanel, DecisionPanel, MoveList, PlacementPanel, RoundsPanel,
};
use super::result::ResultPanel;
use super::store::{Ending, GameStore, Thinking};
use super::{analysis, grid, library, pictures};
use crate::engine::session::COLOUR_NAMES;
use crate::view::markup::Markup;
use crate::view::COLOUR_GLYPHS;
use crate::view::{status_line, Thinker};
use crate::{t, tr};

/// What a button of the game screen does: its `data-action`, read when it
/// is clicked (test ids are for the tests alone).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Action {
    SkipAnimation,
    Undo,
    Redo,
    Hint,
    ComputerPause,
    Back,
    Menu,
    NewGame,
    NewBoard,
    Resign,
    OfferDraw,
    Agree,
    Analyse,
    Review,
    Export,
    Import,
    ConfirmYes,
    ConfirmNo,
    ComputerPlay,
    Picture,
    Animation,
}

impl Action {
    /// The action named `name`, if there is one.
    fn parse(name: &str) -> Option<Action> {
        use self::Action::*;
        Some(match name {
            "skip-animation" => SkipAnimation,
            "undo" => Undo,
            "redo" => Redo,
            "hint" => Hint,
            "computer-pause" => ComputerPause,
            "back" => Back,
            "menu-button" => Menu,
            "new-game" => NewGame,
            "new-board" => NewBoard,
            "resign" => Resign,
            "offer-draw" => OfferDraw,
            "agree" => Agree,
            "analyse" => Analyse,
            "review-game" => Review,
            "export" => Export,
            "import" => Import,
            "confirm-yes" => ConfirmYes,
            "confirm-no" => ConfirmNo,
            "computer-play" => ComputerPlay,
            "picture" => Picture,
            "animation" => Animation,
            _ => return None,
        })
    }
}

/// The game on screen with everything around it: the status, the players
/// and the board, the action bar and its menu, the notes under them, and
/// the side panel.
#[component]
pub(super) fn GameScreen(
    store: GameStore,
    /// The panels of a page that shows the game for its own purpose, beside
    /// the board (the analysis board's, a puzzle's): then there is no
    /// menu, hint or computers.
    #[prop(optional)]
    panels: Option<ViewFn>,
    /// The way back to the game (the analysis board's).
    #[prop(optional)]
    back: Option<Callback<()>>,
) -> impl IntoView {
    let playing = panels.is_none();
    let menu_open = RwSignal::new(false);
    let focused = RwSignal::new(None::<usize>);
    provide_context(super::pit::FocusedPit(focused));
    step_keys(store);
    // A press anywhere outside the menu and its button closes the menu.
    super::dom::on_window(
        "pointerdown",
        Box::new(move |ev| {
            if !menu_open.try_get_untracked().unwrap_or(false) {
                return;
            }
            let inside = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| {
                    el.closest("#game-menu, [data-action=menu-button]")
                        .ok()
                        .flatten()
                        .is_some()
                });
            if !inside {
                menu_open.set(false);
            }
        }),
    );
    // Pictures to share: the game from its start, a puzzle's or a
    // lesson's from where it was opened (what is being made, or why not,
    // is said in the line under the board).
    let picture_from = match playing || back.is_some() {
        true => 0,
        false => store
            .saved
            .with_untracked(|g| g.as_ref().map_or(0, |g| g.cursor)),
    };
    let click = clicks(store, back, menu_open, picture_from);
    view! {
        <div class="game" on:click=click>
            <div class="table">
                {status_bar(store)}
                {players_and_board(store, playing, focused)}
                {action_bar(store, playing, back.is_some(), menu_open)}
                {notes(store)}
            </div>
            {side_panel(store, panels, playing)}
        </div>
    }
}

/// A computer's search or pause (not a hint, nor a later decision of a
/// move it has thought about, played briskly).
fn thinking(store: GameStore) -> Option<Thinking> {
    store
        .computers
        .thinking
        .get()
        .filter(|t| !t.hint && !t.brisk)
}

fn has_computer(store: GameStore) -> bool {
    store.saved.get().is_some_and(|g| g.has_computer())
}

fn over(store: GameStore) -> bool {
    store.view.get().is_some_and(|v| v.result.is_some())
}

fn can_undo(store: GameStore) -> bool {
    store.view.get().is_some_and(|v| v.cursor > 0)
}

fn can_redo(store: GameStore) -> bool {
    store.view.get().is_some_and(|v| v.cursor < v.moves.len())
}

/// A person to move, at rest (no move being played or judged).
fn person_to_move(store: GameStore) -> bool {
    !store.locked.get()
        && store
            .view
            .get()
            .is_some_and(|v| v.to_move.is_some() && v.result.is_none())
}

fn hinting(store: GameStore) -> bool {
    store.computers.thinking.get().is_some_and(|t| t.hint)
}

/// The arrow keys step through the record (Home and End go to its ends),
/// unless focus is in a form field or on the board (where they move
/// between pits: keys.rs). Escape cancels a choice being made.
fn step_keys(store: GameStore) {
    super::dom::on_window(
        "keydown",
        Box::new(move |ev| {
            let ev: web_sys::KeyboardEvent = ev.unchecked_into();
            if ev.alt_key() || ev.ctrl_key() || ev.meta_key() || store.panels.dialog.get_untracked()
            {
                return;
            }
            let on_field = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| {
                    matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                        || el.closest("svg").ok().flatten().is_some()
                });
            let Some(game) = store.saved.get_untracked() else {
                return;
            };
            if ev.key() == "Escape" {
                store.cancel_choice();
                return;
            }
            if on_field {
                return;
            }
            let target = match ev.key().as_str() {
                "ArrowLeft" => game.cursor.checked_sub(1),
                "ArrowRight" => Some(game.cursor + 1).filter(|&c| c <= game.record.moves.len()),
                "Home" => Some(0),
                "End" => Some(game.record.moves.len()),
                _ => return,
            };
            ev.prevent_default();
            if let Some(cursor) = target {
                store.jump(cursor);
            }
        }),
    );
}

/// The screen's click handler: the buttons of the screen (not of the
/// panels in it), by their actions. One handler is far smaller in the
/// app's wasm than one a button.
fn clicks(
    store: GameStore,
    back: Option<Callback<()>>,
    menu_open: RwSignal<bool>,
    picture_from: usize,
) -> impl Fn(leptos::ev::MouseEvent) + 'static {
    // The way into the analysis board (the game's page gives it).
    let entry = use_context::<analysis::Entry>();
    let open = move |review: bool| {
        if let Some(entry) = entry {
            entry.open(store, review);
        }
    };
    move |ev: leptos::ev::MouseEvent| {
        let toggle = |open: RwSignal<bool>| open.update(|open| *open = !*open);
        let clicked = super::dom::clicked(&ev, "data-action");
        let action = clicked.as_ref().and_then(|(_, a)| Action::parse(a));
        match action {
            Some(Action::SkipAnimation) => store.skip_animation(),
            Some(Action::Undo) => store.undo(),
            Some(Action::Redo) => store.redo(),
            Some(Action::Hint) => store.ask_hint(),
            Some(Action::ComputerPause) => store.toggle_pause(),
            Some(Action::Back) => {
                if let Some(back) = back {
                    back.run(());
                }
            }
            Some(Action::Menu) => toggle(menu_open),
            Some(Action::NewGame) => store.panels.dialog.set(true),
            Some(Action::NewBoard) => store.new_board(super::dom::random_seed()),
            Some(Action::Resign) => store.confirm.set(Some(Ending::Resign)),
            Some(Action::OfferDraw) if has_computer(store) => store.offer_draw(),
            Some(Action::OfferDraw) => store.confirm.set(Some(Ending::Draw)),
            Some(Action::Agree) => store.confirm.set(Some(Ending::Agree)),
            Some(Action::Analyse) => open(false),
            Some(Action::Review) => open(true),
            Some(Action::Export) => toggle(store.panels.export),
            Some(Action::Import) => toggle(store.panels.import),
            Some(Action::ConfirmYes) => store.confirm_ending(),
            Some(Action::ConfirmNo) => store.confirm.set(None),
            Some(Action::ComputerPlay) => store.computer_play_here(),
            Some(Action::Picture) => {
                if let Some((el, _)) = &clicked {
                    pictures::save_board(el, store, store.why);
                }
            }
            Some(Action::Animation) => {
                if let Some((el, _)) = &clicked {
                    pictures::save_game(el, store, picture_from, store.why);
                }
            }
            None => {}
        }
        // A button chosen in the menu closes it (the settings keep it open).
        let in_menu = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| el.closest(".menu-actions button").ok().flatten().is_some());
        if in_menu {
            menu_open.set(false);
        }
    }
}

/// The status line: whose turn it is or how the game ended, with the
/// button that skips an animation.
fn status_bar(store: GameStore) -> impl IntoView {
    let status = move || {
        let view = store.view.get()?;
        let seats = store.saved.get().map(|g| g.seats).unwrap_or_default();
        let thinker = thinking(store).map(|t| Thinker {
            player: t.player,
            level: t.level,
            offer: t.offer,
        });
        let paused = store.computers.paused.get() && store.computer_to_act().is_some();
        Some(status_line(&view, &seats, thinker, paused))
    };
    let to_move = move || {
        store
            .view
            .get()
            .and_then(|v| v.to_move)
            .map(|p| p.to_string())
            .unwrap_or_default()
    };
    view! {
        <div class="status-bar">
            <p
                class="status"
                data-testid="status"
                data-to-move=to_move
                data-thinking=move || thinking(store).is_some_and(|t| t.searching).to_string()
                aria-live="polite"
            >
                <span class=move || {
                    let view = store.view.get();
                    let colour = view.as_ref().and_then(|v| {
                        v.players.get(v.to_move?)?.colour
                    });
                    match colour {
                        Some(c) => format!("side-dot player-colour colour-{c}"),
                        None => format!("side-dot side-{}", to_move()),
                    }
                }></span>
                {status}
            </p>
            // The button's place is kept at rest (an invisible twin), so
            // nothing moves when it appears.
            {either(
                Box::new(move || store.animation.running()),
                // Short, so the status keeps the width of a phone.
                Box::new(move || view! {
                    <button
                        data-testid="skip-animation" data-action="skip-animation"
                        class="button"
                        aria-label=t!("skip-animation")
                        title=t!("skip-animation")
                    >
                        {t!("skip")} " ⏭"
                    </button>
                }.into_any()),
                Box::new(|| view! {
                    <button class="button placeholder" aria-hidden="true" tabindex="-1" disabled>
                        {t!("skip")} " ⏭"
                    </button>
                }.into_any()),
            )}
        </div>
    }
}

/// The players at their sides of the board, and the board with the result
/// over it and the line that details the focused pit's beads.
fn players_and_board(
    store: GameStore,
    playing: bool,
    focused: RwSignal<Option<usize>>,
) -> impl IntoView {
    // Two players sit at opposite sides (North or seat 1 at the top); more
    // sit in a row above the board.
    let players = move || store.view.get().map(|v| v.player_count()).unwrap_or(0);
    // A memo, so the panels are drawn again only when the seats change.
    let counts = super::pit::counts_shown(store);
    let seats_above = Memo::new(move |_| match players() {
        2 => vec![1],
        n => (0..n).collect::<Vec<usize>>(),
    });
    view! {
        <div
            class="players above"
            inner_html=move || seats_above.with(|seats| players_html(store, counts, seats))
        ></div>
        <div class="board-wrap">
            <div class=move || match store.animation.fade.get() {
                0 => "board-frame".to_string(),
                n => format!("board-frame fade-{}", n % 2),
            }>
                <super::boards::Board store/>
            </div>
            {shown(
                Box::new(move || playing && over(store) && !store.animation.running()),
                Box::new(move || view! {
                <ResultPanel store/>
                }.into_any()),
            )}
            // Over the board's edge, so it pushes nothing when a pit
            // takes or loses the focus (a tap's focus moving from a pit
            // to a button once took the button from under the finger).
            <p class="pit-detail" data-testid="pit-detail" aria-hidden="true">
                {move || pit_detail(store, focused.get()?)}
            </p>
        </div>
        {shown(
            Box::new(move || players() == 2),
            Box::new(move || view! {
            <div class="players below" inner_html=move || players_html(store, counts, &[0])></div>
            }.into_any()),
        )}
    }
}

/// The beads of pit `pit` by colour, in words.
fn pit_detail(store: GameStore, pit: usize) -> Option<String> {
    let view = store.view.get()?;
    let beads = *view.colours()?.pit_beads.get(pit)?;
    let name = &view.pits.get(pit)?.name;
    let list: Vec<String> = beads
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(c, n)| {
            let colour = crate::games::words::colour_word(COLOUR_NAMES[c]);
            let count = tr!("pit-colour-count", n = *n, colour = colour);
            format!("{} {count}", COLOUR_GLYPHS[c])
        })
        .collect();
    Some(if list.is_empty() {
        tr!("pit-empty", name = name)
    } else {
        tr!("pit-beads-in", name = name, list = &list.join(", "))
    })
}

/// The bar of the actions used every move, and the menu its last button
/// opens.
fn action_bar(
    store: GameStore,
    playing: bool,
    has_back: bool,
    menu_open: RwSignal<bool>,
) -> impl IntoView {
    let menu_button = NodeRef::<leptos::html::Button>::new();
    // A hint is for a person with a decision to make (not for dice).
    let can_hint = move || playing && person_to_move(store);
    view! {
        <div class="action-bar" role="toolbar" aria-label=t!("action-bar")>
            // On a phone's narrow bar Undo and Redo are their arrows
            // (their words stay their names for a screen reader).
            <button class="button arrow" data-testid="undo" data-action="undo" disabled=move || !can_undo(store)>
                <span aria-hidden="true">"↶"</span> <span class="long">{t!("undo")}</span>
            </button>
            <button class="button arrow" data-testid="redo" data-action="redo" disabled=move || !can_redo(store)>
                <span class="long">{t!("redo")}</span> <span aria-hidden="true">"↷"</span>
            </button>
            // Kept in its place (disabled while no hint can be given),
            // so the bar's buttons never move under a finger.
            {playing.then(|| view! {
                <button class="button" data-testid="hint" data-action="hint" disabled=move || hinting(store) || !can_hint()>
                    "☆ " {t!("puzzle-hint")}
                </button>
            })}
            {shown(
                Box::new(move || playing && has_computer(store)),
                Box::new(move || view! {
                <button
                    class="button"
                    data-testid="computer-pause" data-action="computer-pause"
                    aria-pressed=move || store.computers.paused.get().to_string()
                    // A game over leaves the computers nothing to pause.
                    disabled=move || over(store)
                >
                    // The whole words, and a short form a phone's
                    // narrow bar shows instead (the whole words stay
                    // the button's name for a screen reader).
                    <span class="long">{move || {
                        let n = store.saved.with(|g| g.as_ref().map_or(0, |g| g.computer_count()));
                        if store.computers.paused.get() { tr!("computers-resume", n = n) } else { tr!("computers-pause", n = n) }
                    }}</span>
                    <span class="short" aria-hidden="true">{move || {
                        if store.computers.paused.get() { t!("computers-resume-short") } else { t!("computers-pause-short") }
                    }}</span>
                </button>
                }.into_any()),
            )}
            // Beside an analysis's, a puzzle's or a lesson's board (no menu).
            {(!playing).then(picture_buttons)}
            {has_back.then(|| view! {
                <button class="button primary" data-testid="analysis-back" data-action="back">
                    "← " {t!("back-to-game")}
                </button>
                <a class="button" data-testid="analysis-editor" href=move || editor_href(store)>
                    {t!("editor-open")}
                </a>
            })}
            <button
                class="button menu-button"
                data-testid="menu-button" data-action="menu-button"
                hidden=!playing
                node_ref=menu_button
                aria-expanded=move || menu_open.get().to_string()
                aria-controls="game-menu"
            >
                "☰ " {t!("menu")}
            </button>
        </div>
        {game_menu(store, menu_open, menu_button)}
    }
}

/// The board editor's address for the position shown (the game's start
/// when its notation cannot be had).
fn editor_href(store: GameStore) -> String {
    store.saved.with(|g| {
        let Some(g) = g else {
            return crate::view::editor::address(store.info.id, &serde_json::Value::Null, None);
        };
        let line = g
            .record
            .replay_to(g.cursor)
            .ok()
            .and_then(|s| crate::games::position_of(&*s).ok());
        crate::view::editor::address(store.info.id, &g.record.options, line.as_deref())
    })
}

/// The menu of everything not used every move: new game, endings, the
/// analysis board, export and import, and the settings.
fn game_menu(
    store: GameStore,
    menu_open: RwSignal<bool>,
    menu_button: NodeRef<leptos::html::Button>,
) -> impl IntoView {
    // A draw can be offered (or, between people, agreed) by a person to
    // move, at rest, while no offer is being judged.
    let can_offer = move || {
        person_to_move(store)
            && !store.animation.running()
            && !store.computers.thinking.get().is_some_and(|t| t.offer)
    };
    // Its buttons and settings are drawn the first time it opens, and kept:
    // a page opening a game draws the board, not a hidden menu (on a
    // phone, every element drawn on arrival delays the first tap).
    let opened =
        Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || menu_open.get());
    view! {
        <div
            id="game-menu"
            class="menu"
            data-testid="menu"
            hidden=move || !menu_open.get()
            on:keydown=move |ev| {
                // Closes the menu and gives the focus back to its button.
                if ev.key() == "Escape" {
                    ev.stop_propagation();
                    menu_open.set(false);
                    if let Some(button) = menu_button.get_untracked() {
                        let _ = button.focus();
                    }
                }
            }
        >
            {shown(Box::new(move || opened.get()), Box::new(move || view! {
            <div class="menu-actions">
                <button class="button" data-testid="new-game" data-action="new-game">
                    {t!("new-game")}
                </button>
                {shown(
                    Box::new(move || store.view.get().is_some_and(|v| v.board.grid().is_some() && v.moves.is_empty())),
                    Box::new(move || view! {
                    <button class="button" data-testid="new-board" data-action="new-board">
                        {t!("new-board")}
                    </button>
                    }.into_any()),
                )}
                {shown(
                    Box::new(move || !over(store)),
                    Box::new(move || view! {
                    <button
                        class="button"
                        data-testid="resign" data-action="resign"
                        disabled=move || store.resigner().is_none()
                    >
                        {t!("resign")}
                    </button>
                    <button
                        class="button"
                        data-testid="offer-draw" data-action="offer-draw"
                        disabled=move || !can_offer()
                    >
                        {move || if has_computer(store) { t!("offer-draw") } else { t!("draw") }}
                    </button>
                    }.into_any()),
                )}
                // Between people only: the rules' settlement of the board.
                {shown(
                    Box::new(move || !has_computer(store)),
                    Box::new(move || view! {
                    <button class="button" data-testid="agree" data-action="agree" disabled=move || over(store)>
                        {t!("end-by-agreement")}
                    </button>
                    }.into_any()),
                )}
                <button class="button" data-testid="analyse" data-action="analyse">
                    {t!("analyse")}
                </button>
                <a class="button" data-testid="menu-editor" href=move || editor_href(store)>
                    {t!("editor-open")}
                </a>
                <a class="button" data-testid="game-lab" href=format!("#/lab/{}", store.info.id)>{t!("lab-link")}</a>
                <button class="button" data-testid="review-game" data-action="review-game" disabled=move || !can_undo(store) && !can_redo(store)>
                    {t!("review-start")}
                </button>
                {panel_toggle("export", store.panels.export, t!("menu-export"))}
                {panel_toggle("import", store.panels.import, t!("menu-import"))}
                {picture_buttons()}
            </div>
            {super::menu_settings::menu_settings(store)}
            }.into_any()))}
        </div>
    }
}

/// The buttons that save the board as a picture and the game as an
/// animation (on a phone's narrow action bar, the files' kinds; their
/// words stay their names for a screen reader).
fn picture_buttons() -> impl IntoView {
    view! {
        <button class="button" data-testid="save-picture" data-action="picture">
            <span class="long">{t!("picture-save")}</span> <span class="short" aria-hidden="true">{t!("picture-save-short")}</span>
        </button>
        <button class="button" data-testid="save-animation" data-action="animation">
            <span class="long">{t!("picture-animation")}</span> <span class="short" aria-hidden="true">{t!("picture-animation-short")}</span>
        </button>
    }
}

/// The lines under the bar: the hint, why a move cannot be made, what the
/// last move did, an ending to confirm and the answer to a draw offer.
fn notes(store: GameStore) -> impl IntoView {
    view! {
        <div class="notes">
            <p class="hint-text" data-testid="hint-text" aria-live="polite">
                {move || {
                    if hinting(store) {
                        Some(t!("looking-for-move").to_string())
                    } else {
                        store.current_hint().map(|h| h.text)
                    }
                }}
            </p>
            <p class="why" data-testid="why" aria-live="polite">{move || store.why.get().unwrap_or_default()}</p>
            <div class="announce" data-testid="announce" aria-live="polite" inner_html=move || {
                if store.animation.running() {
                    return String::new();
                }
                let mut m = Markup::default();
                store.announce.with(|lines| {
                    for line in lines {
                        m.el("p").text(line).close("p");
                    }
                });
                m.html()
            }></div>
        </div>
        <div
            class="slot"
            inner_html=move || store.confirm.get().map(|ending| confirm_bar(store, ending)).unwrap_or_default()
        ></div>
        <p class="why" data-testid="draw-answer" aria-live="polite">
            {move || store.computers.draw_answer.get().unwrap_or_default()}
        </p>
    }
}

/// Beside the board (below it on a phone): the page's own panels, the
/// dice, decisions, export and import, and the move list.
fn side_panel(store: GameStore, panels: Option<ViewFn>, playing: bool) -> impl IntoView {
    let play_here = move || {
        store.computer_to_act().is_some()
            && store
                .view
                .get()
                .is_some_and(|v| v.cursor < v.moves.len() || store.computers.paused.get())
    };
    view! {
        <div class="side">
            <div class="side-panels">
                {panels.map(|p| p.run())}
                {shown(
                    Box::new(move || playing && play_here()),
                    Box::new(move || view! {
                    <button class="button primary" data-testid="computer-play" data-action="computer-play">
                        {t!("computer-play-here")}
                    </button>
                    }.into_any()),
                )}
                <super::corr::SendPanel store/>
                <RoundsPanel store/>
                <grid::DicePanel store/>
                <PlacementPanel store/>
                <ColourPanel store/>
                <DecisionPanel store/>
                {shown(
                    Box::new(move || store.panels.export.get()),
                    Box::new(move || view! {
                    <library::ExportPanel store/>
                    }.into_any()),
                )}
                {shown(
                    Box::new(move || store.panels.import.get()),
                    Box::new(move || view! {
                    <library::ImportPanel store=Some(store)/>
                    }.into_any()),
                )}
            </div>
            <MoveList store/>
        </div>
    }
}

/// Asks the person to confirm an ending on the page: what it does, then
/// yes or no (as markup; the screen's click handler takes the answer).
fn confirm_bar(store: GameStore, ending: Ending) -> String {
    let resigner = store
        .resigner()
        .and_then(|p| store.view.get().map(|v| v.player_name(p)));
    let (question, yes) = match ending {
        Ending::Resign => (
            match resigner {
                Some(name) => tr!("confirm-resign-named", name = &name),
                None => t!("confirm-resign-you").to_string(),
            },
            t!("confirm-resign-yes"),
        ),
        Ending::Draw => (t!("confirm-draw").to_string(), t!("confirm-draw-yes")),
        Ending::Agree => (t!("confirm-agree").to_string(), t!("confirm-agree-yes")),
    };
    let mut m = Markup::default();
    m.el("div")
        .attr("class", "decision")
        .attr("role", "alertdialog")
        .attr("aria-label", t!("confirm"))
        .attr("data-testid", "confirm")
        .el("p")
        .attr("class", "prompt")
        .text(&question)
        .close("p")
        .el("div")
        .attr("class", "choice-buttons")
        .el("button")
        .attr("class", "button primary")
        .attr("data-testid", "confirm-yes")
        .attr("data-action", "confirm-yes")
        .text(yes)
        .close("button")
        .el("button")
        .attr("class", "button")
        .attr("data-testid", "confirm-no")
        .attr("data-action", "confirm-no")
        .text(t!("dialog-cancel"))
        .close("button")
        .close("div")
        .close("div");
    m.html()
}

/// A button that opens and closes a panel (the screen's click handler
/// does it).
fn panel_toggle(testid: &'static str, open: RwSignal<bool>, label: &'static str) -> impl IntoView {
    view! {
        <button
            class="button"
            data-testid=testid
            data-action=testid
            aria-expanded=move || open.get().to_string()
        >
            {label}
        </button>
    }
}
