//! How Rainbow Passage is put into words and shown: the grid the UI draws
//! (the board, the pieces, the tokens, where each piece may step, the
//! dice), the players, moves, prompts, endings, and the `rgames state`
//! JSON (the [`Present`] side of it).

use serde_json::{json, Value};

use super::board::SectionKind;
use super::dice::{COLOUR_NAMES, LETTERS};
use super::*;
use crate::engine::board_view::{
    BoardView, GridPlayer, GridView, PieceView, SectionView, TargetView, TokenView,
};
use crate::engine::session::PlayerView;
use crate::engine::Outcome;
use crate::games::words::colour_word;
use crate::t;

// This game's own refusals (`IllegalAction::Own`), which its rules
// return, each worded by its message in the catalogue.

/// A piece steps to a neighbouring square forwards, backwards or
/// diagonally, never straight sideways.
pub(crate) const NOT_A_STEP: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-not-a-step"));

/// No unused die shows the colour of that square.
pub(crate) const NO_DIE: IllegalAction = IllegalAction::Own(crate::i18n::msg("illegal-no-die"));

/// Every step of this turn has been taken.
pub(crate) const NO_STEPS_LEFT: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-no-steps-left"));

/// The star-row limits stop that step.
pub(crate) const STAR_ROW: IllegalAction = IllegalAction::Own(crate::i18n::msg("illegal-star-row"));

/// Only one piece may get across in a turn.
pub(crate) const ONE_CROSSING: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-one-crossing"));

/// The square is taken by a piece that cannot be captured.
pub(crate) const OCCUPIED: IllegalAction = IllegalAction::Own(crate::i18n::msg("illegal-occupied"));

/// No captured piece is waiting to return.
pub(crate) const NOTHING_TO_RETURN: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-nothing-to-return"));

/// Pieces return only to their player's start squares.
pub(crate) const NOT_A_START_SQUARE: IllegalAction =
    IllegalAction::Own(crate::i18n::msg("illegal-not-a-start-square"));

impl Passage {
    /// The grid the UI draws.
    pub fn grid(&self) -> GridView {
        let s = &self.state;
        let b = self.board();
        let n = s.players();
        let sides = rules::seats(n);
        let mut pieces = Vec::new();
        let mut tokens = Vec::new();
        for p in 0..n {
            for (i, piece) in s.pieces_of(p).iter().enumerate() {
                if piece.state == PieceState::OnBoard {
                    pieces.push(PieceView {
                        owner: p as u8,
                        points: POINTS[p],
                        index: i as u8,
                        square: piece.square,
                        moved: piece.moved,
                    });
                }
                tokens.push(TokenView {
                    owner: p as u8,
                    index: i as u8,
                    square: piece.start,
                    side: sides[p],
                    crossed: piece.state == PieceState::OnBoard && !piece.moved,
                });
            }
        }
        let players = (0..n)
            .map(|p| GridPlayer {
                side: sides[p],
                points: POINTS[p],
                team: s.cfg.team[p],
                captured: s.captured(p) as u8,
                crossed: s.crossed[p],
                out: s.out & (1 << p) != 0,
            })
            .collect();
        let mut dice = Vec::new();
        let mut used = Vec::new();
        for (c, &count) in s.dice.0.iter().enumerate() {
            for k in 0..count {
                dice.push(c as u8);
                used.push(k < s.used.0[c]);
            }
        }
        let mut targets = Vec::new();
        s.steps(|from, to| {
            targets.push(TargetView {
                from: from as u16,
                to: to as u16,
                colour: b.colour(to),
                capture: s.at(to).is_some(),
                mv: PassageAction::Step(self.square(from), self.square(to)).to_string(),
            })
        });
        let mut returns = Vec::new();
        s.returns(|t| returns.push((t as u16, PassageAction::Return(self.square(t)).to_string())));
        let roll_off = (s.phase == Phase::RollOff).then(|| {
            (0..n)
                .map(|p| {
                    (
                        s.roll_off.rolls[p].faces().collect(),
                        s.roll_off.contenders & (1 << p) != 0,
                    )
                })
                .collect()
        });
        GridView {
            width: b.width() as u8,
            height: b.height() as u8,
            colours: b.colours().to_vec(),
            sections: b
                .sections()
                .iter()
                .map(|sec| SectionView {
                    centre: sec.kind == SectionKind::Cross,
                    squares: sec.squares.clone(),
                })
                .collect(),
            star: b.star() as u16,
            frame: b.frame(),
            pieces,
            tokens,
            players,
            teams: s.cfg.teams,
            // Whose decision it is: the player to move, or during the
            // roll-off the player whose roll it is.
            to_move: match s.phase {
                Phase::Roll | Phase::Act => Some(s.mover),
                Phase::RollOff => Some(s.roll_off.next),
                Phase::Over(_) => None,
            },
            dice,
            used,
            steps_left: s.dice.most_of_a_colour().saturating_sub(s.steps),
            targets,
            returns,
            roll_off,
        }
    }
}

impl Passage {
    /// The name of player `p`.
    fn name(&self, p: usize) -> &str {
        self.names.get(p).map_or("?", String::as_str)
    }

    /// The winners' names: "South", "South and North".
    fn winners(&self, winners: u8) -> String {
        let names: Vec<&str> = (0..self.num_players())
            .filter(|p| winners & (1 << p) != 0)
            .map(|p| self.name(p))
            .collect();
        let mut names = names.into_iter();
        let first = names.next().unwrap_or("?").to_string();
        names.fold(first, |all, next| {
            crate::tr!("passage-names-and", names = &all, last = next)
        })
    }
}

impl Present for Passage {
    fn board_view(&self) -> BoardView {
        self.grid().into()
    }

    fn players(&self) -> Vec<PlayerView> {
        self.names
            .iter()
            .map(|name| PlayerView {
                name: name.clone(),
                colour: None,
            })
            .collect()
    }

    fn action_label(&self, action: PassageAction) -> String {
        match action {
            PassageAction::Roll(d) => {
                let faces: Vec<&str> = d
                    .faces()
                    .map(|c| colour_word(COLOUR_NAMES[c as usize]))
                    .collect();
                crate::tr!("passage-move-roll", faces = &faces.join(", "))
            }
            PassageAction::Step(a, b) => {
                let board = self.board();
                let to = b.index(board.width(), board.height()).unwrap_or(0);
                crate::tr!(
                    "passage-move-step",
                    from = &a.to_string(),
                    to = &b.to_string(),
                    colour = colour_word(COLOUR_NAMES[board.colour(to) as usize])
                )
            }
            PassageAction::Return(s) => {
                crate::tr!("passage-move-return", square = &s.to_string())
            }
            PassageAction::End => t!("passage-move-end").to_string(),
            PassageAction::Pass => t!("passage-move-pass").to_string(),
        }
    }

    /// A turn (a move, for undo) begins with its roll.
    fn starts_move(&self, action: PassageAction) -> bool {
        matches!(action, PassageAction::Roll(_))
    }

    fn prompt(&self) -> Option<String> {
        let s = self.state();
        let mover = self.name(s.mover as usize);
        match s.phase {
            Phase::RollOff => Some(crate::tr!(
                "passage-prompt-roll-off",
                player = self.name(s.roll_off.next as usize)
            )),
            Phase::Roll => Some(crate::tr!(
                "passage-prompt-roll",
                player = mover,
                dice = s.dice_to_roll()
            )),
            Phase::Act => {
                let left = s.dice.most_of_a_colour().saturating_sub(s.steps);
                Some(if s.steps == 0 {
                    crate::tr!("passage-prompt-act", player = mover, steps = left)
                } else {
                    crate::tr!("passage-prompt-act-more", player = mover, steps = left)
                })
            }
            Phase::Over(_) => None,
        }
    }

    fn explain(&self, outcome: &Outcome) -> String {
        let who = self.winners(outcome.winners);
        let shared = outcome.winners.count_ones() > 1;
        match outcome.reason {
            EndReason::Own {
                key: CROSSED,
                player,
                ..
            } => {
                if shared {
                    crate::tr!(
                        "passage-end-crossed-team",
                        player = self.name(player as usize),
                        winners = &who
                    )
                } else {
                    crate::tr!("passage-end-crossed", winner = &who)
                }
            }
            EndReason::Own {
                key: LAST_STANDING, ..
            } => {
                if shared {
                    crate::tr!("passage-end-last-standing-team", winners = &who)
                } else {
                    crate::tr!("passage-end-last-standing", winner = &who)
                }
            }
            EndReason::Own {
                key: TURN_LIMIT_REACHED,
                count: turns,
                ..
            } => {
                crate::tr!("passage-end-turn-limit", turns = turns, winners = &who)
            }
            EndReason::Agreement { .. } => crate::tr!("passage-end-agreement", winners = &who),
            other => other.to_string(),
        }
    }

    /// The board of squares (colours as letters, rows from North down),
    /// its tiles, frame, pieces, tokens and dice, with squares named.
    fn extra_state(&self) -> Value {
        let grid = self.grid();
        let board = self.board();
        let name = |s: u16| Square::of(s as usize, board.width()).to_string();
        let rows: Vec<String> = (0..board.height())
            .rev()
            .map(|y| {
                (0..board.width())
                    .map(|x| LETTERS[board.colour(board.square(x, y)) as usize])
                    .collect()
            })
            .collect();
        json!({
            "width": grid.width,
            "height": grid.height,
            "rows": rows,
            "star": name(grid.star),
            "sections": board.sections().iter().map(|s| json!({
                "kind": s.kind,
                "squares": s.squares.iter().map(|&q| name(q)).collect::<Vec<_>>(),
                "colours": s.squares.iter().map(|&q| COLOUR_NAMES[board.colour(q as usize) as usize]).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "frame": grid.frame,
            "players": grid.players.iter().zip(self.names.iter()).map(|(p, name)| json!({
                "name": name,
                "side": p.side,
                "points": p.points,
                "team": p.team,
                "captured": p.captured,
                "crossed": p.crossed,
                "out": p.out,
            })).collect::<Vec<_>>(),
            "pieces": grid.pieces.iter().map(|p| json!({
                "owner": p.owner,
                "points": p.points,
                "index": p.index,
                "square": name(p.square),
                "moved": p.moved,
            })).collect::<Vec<_>>(),
            "tokens": grid.tokens.iter().map(|t| json!({
                "owner": t.owner,
                "index": t.index,
                "square": name(t.square),
                "side": t.side,
                "crossed": t.crossed,
            })).collect::<Vec<_>>(),
            "dice": grid.dice.iter().map(|&c| COLOUR_NAMES[c as usize]).collect::<Vec<_>>(),
            "used": grid.used,
            "steps_left": grid.steps_left,
            "roll_off": grid.roll_off,
        })
    }
}
