//! What a person's input does to the game: clicks on pits and squares,
//! choices, placements and suggestions played (each move announced and
//! animated), Escape, stepping through the record (undo, redo, jumps,
//! other lines), and the endings a person asks for (resigning, a draw or
//! an agreement between people), confirmed on the page.

use leptos::prelude::*;

use super::GameStore;
use crate::engine::record::{Special, AGREE, DRAW};
use crate::ui::sound::{self, Cue};
use crate::view::corr::{move_holder, resigning_seat_here, Holder};
use crate::view::{draft_click, draft_minus, move_line, narrate, GameView, SavedGame};

/// An ending a person asks for, confirmed before it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The person resigns: the others win.
    Resign,
    /// The people at the table agree to a draw.
    Draw,
    /// The people end the game by agreement, the board settled as the
    /// rules say.
    Agree,
}

/// Who asks the store for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum By {
    /// A person at this screen (a click, a key, a suggestion, an ending).
    Person,
    /// A computer seat played from this screen.
    Computer,
}

impl By {
    /// Whether `self` may play for a seat held by `holder`, with the
    /// computers `paused` or not: a person plays their own seats, and a
    /// computer's while the computers are paused (stepping in for it); a
    /// computer plays only its own. Nobody here plays a friend's.
    pub(super) fn holds(self, holder: Holder, paused: bool) -> bool {
        match (self, holder) {
            (By::Person, Holder::Person) => true,
            (By::Person, Holder::Computer) => paused,
            (By::Computer, Holder::Computer) => true,
            _ => false,
        }
    }
}

impl GameStore {
    /// A pit was clicked (or activated by keyboard).
    pub fn click_pit(&self, pit: usize) {
        let Some(view) = self.view.get_untracked() else {
            return;
        };
        if self.animation.running_now() {
            return;
        }
        if let Some(placement) = view.placement {
            if pit < view.pits.len() {
                let mut draft = self.draft.get_untracked();
                draft.resize(view.pits.len(), 0);
                self.draft.set(draft_click(&placement, &draft, pit));
                self.why.set(None);
            }
            return;
        }
        let Some(pit) = view.pits.get(pit) else {
            return;
        };
        match pit.choices.as_slice() {
            [] => {
                self.selected.set(None);
                self.why
                    .set(pit.why.as_ref().map(|w| format!("{}: {w}", pit.name)));
            }
            [only] => {
                self.why.set(None);
                self.play(only.mv.clone());
            }
            _ => {
                self.why.set(None);
                self.selected.set(Some(pit.index));
            }
        }
    }

    /// A square of a grid board was clicked: select the piece on it when it
    /// can move (again to deselect), or say why not.
    pub fn click_square(&self, square: u16) {
        let Some(view) = self.view.get_untracked() else {
            return;
        };
        let Some(grid) = view.board.grid() else {
            return;
        };
        if self.animation.running_now() || self.animation.rolling.get_untracked() {
            return;
        }
        if self.locked.get_untracked() {
            let why = self.saved.with_untracked(|g| {
                super::why_locked(self.rest.get_untracked(), g.as_ref(), &view)
            });
            self.why.set(Some(why));
            return;
        }
        self.returning.set(false);
        let name = grid.square_name(square);
        if grid.targets.iter().any(|t| t.from == square) {
            self.why.set(None);
            let again = self.selected.get_untracked() == Some(square as usize);
            self.selected.set((!again).then_some(square as usize));
        } else {
            self.selected.set(None);
            self.why.set(Some(if view.chance {
                crate::t!("roll-first").to_string()
            } else if view.result.is_some() {
                crate::t!("game-over").to_string()
            } else if grid
                .pieces
                .iter()
                .any(|p| p.square == square && Some(p.owner) != grid.to_move)
            {
                format!("{name}: not your piece.")
            } else {
                format!("{name}: no die lets this piece step now.")
            }));
        }
    }

    /// Takes one bead of the placement draft back from `pit`.
    pub fn draft_minus(&self, pit: usize) {
        let draft = self.draft.get_untracked();
        self.draft.set(draft_minus(&draft, pit));
    }

    /// Plays the placement draft, when the engine accepts it.
    pub fn play_draft(&self) {
        if let Some(mv) = self.draft_check.get_untracked().and_then(|c| c.mv) {
            self.draft.set(Vec::new());
            self.choose(mv);
        }
    }

    /// Plays a move a person chose from a list (a pit's options or a
    /// decision); refused while a computer acts.
    pub fn choose(&self, mv: String) {
        if !self.locked.get_untracked() {
            self.play_when_still(mv, By::Person);
        }
    }

    /// Plays a move unless an animation is running.
    pub(super) fn play_when_still(&self, mv: String, by: By) {
        if !self.animation.running_now() {
            self.play_by(mv, by);
        }
    }

    /// Plays a sequence of moves at once (a suggestion, a line of the
    /// analysis): refused unless a person here holds the seat of each.
    pub fn play_all(&self, moves: Vec<String>) {
        let Some(mut game) = self.saved.get_untracked() else {
            return;
        };
        if self.locked.get_untracked() {
            return;
        }
        let paused = self.computers.paused.get_untracked();
        game.branch();
        for mv in moves {
            let held = GameView::from_record(&game.record, game.cursor)
                .is_ok_and(|at| By::Person.holds(move_holder(&game, &at, &mv), paused));
            if !held {
                return;
            }
            game.record.moves.push(mv);
            game.cursor += 1;
        }
        self.end_hint();
        self.cancel_animation();
        match GameView::from_record(&game.record, game.cursor) {
            Ok(_) => {
                self.selected.set(None);
                self.draft.set(Vec::new());
                self.announce.set(Vec::new());
                self.saved.set(Some(game));
            }
            Err(e) => self.error.set(Some(e.to_string())),
        }
    }

    /// The pointer or focus is on a pit.
    pub fn hover_pit(&self, pit: usize) {
        let Some(view) = self.view.get_untracked() else {
            return;
        };
        if let Some(pit) = view.pits.get(pit) {
            self.why
                .set(pit.why.as_ref().map(|w| format!("{}: {w}", pit.name)));
        }
    }

    /// Plays `mv` for a person at this screen ([`GameStore::play_by`]).
    pub(super) fn play(&self, mv: String) {
        self.play_by(mv, By::Person);
    }

    /// Plays `mv` at the cursor for `by`, the one function every move of
    /// a game goes through: refused unless `by` holds the seat it is
    /// played for (a person here never plays a friend's move in a game by
    /// link, nor a computer's while the computers act; a computer plays
    /// only its own seats).
    pub(super) fn play_by(&self, mv: String, by: By) {
        let (Some(game), Some(at)) = (self.saved.get_untracked(), self.replayed.get_untracked())
        else {
            return;
        };
        if !by.holds(
            move_holder(&game, &at, &mv),
            self.computers.paused.get_untracked(),
        ) {
            return;
        }
        // A move still being shown ends first: the next starts from the
        // position after it.
        if self.animation.running_now() {
            self.cancel_animation();
        }
        let (Some(mut game), Some(before)) =
            (self.saved.get_untracked(), self.view.get_untracked())
        else {
            return;
        };
        self.end_hint();
        game.branch();
        game.record.moves.push(mv);
        game.cursor += 1;
        self.selected.set(None);
        self.returning.set(false);
        self.draft.set(Vec::new());
        self.show_move(game, &before);
    }

    /// Shows `game`, one move on from `before` (the view shown): says what
    /// was played and what it did, and animates it; a board that changes
    /// size is redrawn, not animated.
    pub(in crate::ui) fn show_move(&self, game: SavedGame, before: &GameView) {
        let played = game
            .cursor
            .checked_sub(1)
            .and_then(|k| game.record.moves.get(k))
            .cloned()
            .unwrap_or_default();
        match GameView::from_record(&game.record, game.cursor) {
            Ok(after) => {
                let mover = before.to_move.unwrap_or(0);
                // Named from the position as replayed (a computer's turn
                // hides its choices from the view shown).
                let replayed = self
                    .replayed
                    .get_untracked()
                    .unwrap_or_else(|| before.clone());
                let mut narration = vec![move_line(&replayed, &after, &played)];
                narration.extend(narrate(&after.last_effects, mover, &after));
                // A new board (Giuthi's next round) is shown at once.
                let width = |v: &GameView| v.board.pits().map(|b| b.width);
                let effects = if width(before) == width(&after) {
                    after.last_effects
                } else {
                    Vec::new()
                };
                let over = after.result.is_some();
                // The position before the move is held first, so nothing
                // shows the move before its seeds are sown.
                self.animate(before, effects, narration);
                self.saved.set(Some(game));
                if over && self.settings.sounds.get_untracked() {
                    sound::play(Cue::End);
                }
            }
            Err(e) => self.error.set(Some(e.to_string())),
        }
    }

    /// The seat a person resigns for now, if a person can resign.
    pub fn resigner(&self) -> Option<usize> {
        let game = self.saved.get()?;
        let view = self.replayed.get()?;
        if view.result.is_some() {
            return None;
        }
        resigning_seat_here(&game, &view)
    }

    /// Plays an ending the person confirmed: a resignation, a draw or an
    /// agreement between people (a draw offered to computers is theirs to
    /// judge: [`GameStore::offer_draw`]).
    pub fn confirm_ending(&self) {
        let Some(ending) = self.confirm.get_untracked() else {
            return;
        };
        self.confirm.set(None);
        let mv = match ending {
            Ending::Resign => {
                let (Some(game), Some(view)) =
                    (self.saved.get_untracked(), self.replayed.get_untracked())
                else {
                    return;
                };
                match resigning_seat_here(&game, &view) {
                    Some(seat) => Special::Resign(seat).notation(),
                    None => return,
                }
            }
            Ending::Draw => DRAW.to_string(),
            Ending::Agree => AGREE.to_string(),
        };
        if self
            .view
            .get_untracked()
            .is_some_and(|v| v.result.is_some())
        {
            return;
        }
        self.cancel_search();
        self.cancel_animation();
        self.play(mv);
    }

    /// The moves of `saved` played since its ply `ply` (a lesson's or a
    /// puzzle's position); `None`, once the game is taken back to `ply`,
    /// when it was undone past it.
    pub fn played_since<'a>(&self, saved: &'a SavedGame, ply: usize) -> Option<&'a [String]> {
        if saved.cursor < ply {
            self.jump(ply);
            return None;
        }
        Some(
            saved
                .record
                .moves
                .get(ply..saved.cursor)
                .unwrap_or_default(),
        )
    }

    /// Shows the position after `cursor` moves (undo/redo to any point).
    pub fn jump(&self, cursor: usize) {
        self.cancel_search();
        self.cancel_animation();
        self.confirm.set(None);
        self.computers.draw_answer.set(None);
        self.why.set(None);
        self.selected.set(None);
        self.returning.set(false);
        self.draft.set(Vec::new());
        self.announce.set(Vec::new());
        self.saved.update(|game| {
            if let Some(game) = game {
                game.cursor = cursor.min(game.record.moves.len());
            }
        });
    }

    /// Escape: drops a choice being made, the most recent first: a pit's
    /// offered moves, a return being chosen, a placement being put
    /// together, or the decisions already made in a move a person is in
    /// the middle of (taken back to its start, not kept as a line).
    pub fn cancel_choice(&self) {
        if self.locked.get_untracked() || self.animation.running_now() {
            return;
        }
        if self.selected.get_untracked().is_some() {
            self.selected.set(None);
        } else if self.returning.get_untracked() {
            self.returning.set(false);
        } else if !self.draft.get_untracked().is_empty() {
            self.draft.set(Vec::new());
        } else if let Some(view) = self
            .view
            .get_untracked()
            .filter(|v| v.mid_move && v.cursor == v.moves.len())
        {
            let start = view.start_of_move();
            self.end_hint();
            self.saved.update(|game| {
                if let Some(game) = game {
                    game.record.moves.truncate(start);
                    game.cursor = start;
                }
            });
            self.announce.set(vec![crate::t!("taken-back").to_string()]);
        } else {
            return;
        }
        self.why.set(None);
    }

    /// Plays on along kept line `k` of the game (see
    /// [`SavedGame::switch_line`]); the line on screen is kept.
    pub fn switch_line(&self, k: usize) {
        let Some(mut game) = self.saved.get_untracked() else {
            return;
        };
        if game.switch_line(k) {
            let cursor = game.cursor;
            self.saved.set(Some(game));
            self.jump(cursor);
        }
    }

    /// Takes back a whole move (the decisions made so far in the move being
    /// made, else the last move); against the computer, the person's last
    /// move and the computer's replies; among computers only, one move,
    /// paused.
    pub fn undo(&self) {
        let (Some(game), Some(view)) = (self.saved.get_untracked(), self.replayed.get_untracked())
        else {
            return;
        };
        let (cursor, pause) = if game.has_computer() {
            view.undo_target(&game.seats)
        } else {
            (view.start_of_move(), false)
        };
        self.jump(cursor);
        if pause {
            self.computers.paused.set(true);
        }
    }

    pub fn redo(&self) {
        if let Some(game) = self.saved.get_untracked() {
            self.jump(game.cursor + 1);
        }
    }
}
