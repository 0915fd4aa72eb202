//! Rainbow Passage (game id `rainbow-passage`): race a piece across a board
//! of coloured squares, stepping only onto colours your dice show.
//!
//! The board ([`board`]) is a grid of 9 to 17 squares a side assembled from
//! tiles around a plus-shaped centre tile with a star; each square has one of
//! six dice colours. Two to four players sit at the sides, each with four
//! star-shaped pieces on their own edge. A turn begins with a roll of colour
//! dice ([`dice`]): one die more than the player has pieces on the board,
//! five at most. The player then steps pieces, returns a captured piece, or
//! passes ([`rules`]). Each step takes one piece to a neighbouring square
//! straight or diagonally forwards or backwards (never straight sideways)
//! and uses up one unused die of that square's colour; the turn has at most
//! as many steps as the most dice showing a single colour. Stepping onto an
//! opponent's piece captures it, unless it has not moved since it was placed.
//! Near the far side pieces slow down: a piece that starts the turn beyond
//! the centre (star) row takes one step at most; one starting on the star
//! row steps forwards once at most, and backwards any number of times; and
//! a piece that steps more than once in a turn never goes beyond the star
//! row. Getting a piece to the far edge row wins, and so does being the last
//! player with pieces on the board.
//!
//! Decisions (the project's record of rulings is `docs/rules-decisions.md`;
//! this list is the part this module implements):
//! - Board: W x H with W = 9 + 2a, H = 9 + 2b, a + b <= 4 (so both odd, 9
//!   to 17, and W + H <= 26); 11x11 by default. The tiles are laid out and
//!   every square coloured from the game's seed, so the record replays on
//!   the same board ([`board`]). The star square has a dice colour like
//!   every other square.
//! - Seats, in turn order (each player's left-hand neighbour plays next):
//!   2 players South and North; 3 players South, West and North (West has
//!   nobody opposite: the designer's comments describe the third player as
//!   having a clear run, with opponents on both hands); 4 players South,
//!   West, North, East. Teams (4 players): `opposite` pairs South with
//!   North and West with East; `adjacent` pairs South with West and North
//!   with East.
//! - Standard places: on an edge of 11 squares every seat, whatever the
//!   number of players, starts on the 3rd, 5th, 7th and 9th squares of its
//!   near row (c, e, g, i for South and North; rows 3, 5, 7, 9 for West and
//!   East). Other edges use the same pattern centred on the edge (every
//!   other square, the middle one free), packed closer only on a 9-square
//!   edge next to a seated neighbour (see [`rules::default_starts`]). The
//!   extra piece takes the middle square of the near row.
//! - Placement rules (for custom starts, and met by the standard places):
//!   every piece on its owner's own edge row; none on the two end squares
//!   of that row; and two pieces of players on neighbouring sides never in
//!   adjacent rows or adjacent columns. The last rule is not applied
//!   between players sitting opposite each other: read literally it would
//!   forbid facing pieces one column apart, which would make four players
//!   on a 9x9 board (which the rules call possible) impossible, and would
//!   break the seed's own places with the extra piece.
//! - Who starts: with `first_player = random`, every player rolls five dice
//!   in seat order as chance actions (recorded like any roll); most reds
//!   starts; the tied players roll again. After ten tied rounds the first
//!   tied player in seat order starts (this keeps every game finite; it
//!   practically never happens).
//! - Star row (the middle row from the mover's view): a piece that starts
//!   the turn beyond it takes one step at most; a piece that starts the
//!   turn on it makes at most one forward step (straight or diagonal) and
//!   any number of backward steps; a piece that takes more than one step
//!   never goes beyond it (so a piece whose first step took it beyond
//!   stops there).
//! - A return is the whole turn and comes before any step. Two dice of one
//!   colour return a captured piece to its own start square; three or more
//!   to any empty start square of the player, and the captured piece taken
//!   is the first in seat order (pieces of one player differ only by their
//!   token, and the two tokens change places, so nothing is lost).
//! - Ending the turn after a step is an action (`end`); when no further step
//!   is possible the turn ends by itself. Passing is allowed only before the
//!   first step, and any number of turns may be passed.
//! - Crossing: reaching the far edge row. When that does not win the game
//!   at once (harder winning, or teams) the piece leaves the board, which
//!   costs its die from the next roll on; only one piece may cross per turn.
//!   A team wins when every member has crossed enough pieces. A player with
//!   no piece on the board is out and has no more turns; the last team with
//!   pieces wins.
//! - Endless play: a position that comes back never ends the game (with
//!   dice it is no loop, and passing is unlimited). The turn limit (option
//!   `turn_limit`, 1000 by default; every turn counts, passed ones
//!   included) and the players' agreement end a game that goes on too
//!   long: the teams still in the game with the most pieces across, then
//!   the most pieces on the board, share the win.
//! - The penalty for rolling the wrong number of dice does not apply: the
//!   game always rolls the right number.
//! - Notation: squares are named as South sees the board, column letter
//!   from the West edge and row number from the South edge (`a1` is South's
//!   left corner). Rolls: `@` and one colour letter per die (`@rrgby`; r g b
//!   y c m = red green blue yellow cyan magenta). Steps `c3-d4`, returns
//!   `r:e1`, `end`, `pass`.

mod ai;
mod notation;
mod position;
mod present;
pub(crate) use present::{
    NOTHING_TO_RETURN, NOT_A_START_SQUARE, NOT_A_STEP, NO_DIE, NO_STEPS_LEFT, OCCUPIED,
    ONE_CROSSING, STAR_ROW,
};
mod setup;

pub use notation::PassageAction;
use setup::parse_size;
pub use setup::{FirstPlayer, PassageOptions, Teams, OPTIONS, TURN_LIMIT};

pub mod board;
pub mod dice;
mod places;
pub mod rules;
mod steps;

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use self::board::{Board, Side};
use self::dice::Dice;
use self::rules::{Config, Phase, PieceState, State, MAX_PLAYERS, POINTS};
use crate::engine::options::{Choices, OptionKind};
use crate::engine::session::Present;
use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, ParseActionError, SetupError, Turn,
};

/// A square named by column and row as South sees the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// Row from the South edge, from 0.
    pub y: u8,
    /// Column from the West edge, from 0.
    pub x: u8,
}

impl Square {
    /// The square with index `square` on a board `width` wide.
    pub fn of(square: usize, width: usize) -> Square {
        Square {
            x: (square % width) as u8,
            y: (square / width) as u8,
        }
    }

    /// Its index on a board `width` x `height`, if on it.
    pub fn index(self, width: usize, height: usize) -> Option<usize> {
        ((self.x as usize) < width && (self.y as usize) < height)
            .then(|| self.y as usize * width + self.x as usize)
    }
}

/// A Rainbow Passage game.
#[derive(Debug, PartialEq, Eq)]
pub struct Passage {
    state: State,
    /// The players' names, in seat order (their sides' names unless the
    /// options name them).
    names: Arc<[String]>,
}

crate::clone_reusing_buffers!(Passage { state, names });

/// The position alone: the names never change during a game, so hashing
/// them (for the searches' transposition table) would only cost time.
impl Hash for Passage {
    fn hash<H: Hasher>(&self, hasher: &mut H) {
        self.state.hash(hasher);
    }
}

impl Passage {
    /// The position's rules state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The board.
    pub fn board(&self) -> &Board {
        self.state.board()
    }

    fn index(&self, square: Square) -> Result<usize, IllegalAction> {
        let b = self.board();
        square
            .index(b.width(), b.height())
            .ok_or(IllegalAction::NoSuchPit)
    }

    fn square(&self, index: usize) -> Square {
        Square::of(index, self.board().width())
    }

    /// The rolls of the roll-off so far (per player; empty before their
    /// first roll), and the players still rolling.
    pub fn roll_off(&self) -> ([Dice; MAX_PLAYERS], u8) {
        let r = &self.state.roll_off;
        let rolling = if self.state.phase == Phase::RollOff {
            r.contenders
        } else {
            0
        };
        (r.rolls, rolling)
    }
}

impl Game for Passage {
    type Action = PassageAction;
    type Options = PassageOptions;

    fn new(options: &PassageOptions, seed: u64) -> Result<Self, SetupError> {
        let mut reasons = Vec::new();
        let players = options.players as usize;
        if !(2..=MAX_PLAYERS).contains(&players) {
            reasons.push(crate::tr!("setup-passage-players", players = players));
        }
        let size = parse_size(&options.size);
        if size.is_none() {
            reasons.push(crate::tr!("setup-passage-size", size = &options.size));
        }
        let pieces = if options.extra_piece { 5 } else { 4 };
        if !(1..=pieces).contains(&options.cross_to_win) {
            reasons.push(crate::tr!(
                "setup-passage-cross",
                pieces = options.cross_to_win,
                max = pieces
            ));
        }
        if options.teams != Teams::None && players != 4 {
            reasons.push(crate::t!("setup-passage-teams").to_string());
        }
        if options.turn_limit < 20 {
            reasons.push(crate::tr!(
                "setup-passage-turn-limit",
                turns = options.turn_limit
            ));
        }
        if !options.names.is_empty() && options.names.len() != players {
            reasons.push(crate::tr!(
                "setup-passage-names",
                names = options.names.len(),
                players = players
            ));
        }
        let sides = rules::seats(players.clamp(2, MAX_PLAYERS));
        let first = match options.first_player {
            FirstPlayer::Random => None,
            FirstPlayer::South => Some(Side::South),
            FirstPlayer::West => Some(Side::West),
            FirstPlayer::North => Some(Side::North),
            FirstPlayer::East => Some(Side::East),
        };
        let first = match first {
            None => None,
            Some(side) => match sides.iter().position(|&s| s == side) {
                Some(p) => Some(p),
                None => {
                    reasons.push(crate::tr!(
                        "setup-passage-nobody-sits",
                        side = side.name(),
                        players = players
                    ));
                    None
                }
            },
        };
        if !reasons.is_empty() {
            return Err(SetupError(reasons));
        }
        let (w, h) = size.unwrap_or((11, 11));
        let board = Board::assemble(w, h, seed).ok_or_else(|| {
            SetupError(vec![crate::tr!("setup-passage-size", size = &options.size)])
        })?;
        let (w, h) = (w as usize, h as usize);
        let starts: Vec<Vec<usize>> = if options.starts.is_empty() {
            (0..players)
                .map(|p| rules::default_starts(players, p, pieces as usize, w, h))
                .collect()
        } else {
            let mut lists = Vec::new();
            for (p, list) in options.starts.iter().enumerate() {
                let mut squares = Vec::new();
                for name in list {
                    match name.parse::<Square>().ok().and_then(|s| s.index(w, h)) {
                        Some(s) => squares.push(s),
                        None => reasons.push(crate::tr!(
                            "setup-passage-not-a-square",
                            square = name,
                            seat = p + 1,
                            width = w,
                            height = h
                        )),
                    }
                }
                lists.push(squares);
            }
            lists
        };
        if let Err(more) = rules::check_starts(players, pieces as usize, w, h, &starts) {
            reasons.extend(more);
        }
        if !reasons.is_empty() {
            return Err(SetupError(reasons));
        }
        let mut team = [0u8, 1, 2, 3];
        match options.teams {
            Teams::None => {}
            Teams::Opposite => team = [0, 1, 0, 1],
            Teams::Adjacent => team = [0, 0, 1, 1],
        }
        let cfg = Config {
            players: players as u8,
            pieces,
            team,
            teams: options.teams != Teams::None,
            quota: options.cross_to_win,
            returns: options.returns,
            turn_limit: options.turn_limit,
        };
        let names = if options.names.is_empty() {
            sides.iter().map(|side| side.name().to_string()).collect()
        } else {
            options.names.iter().cloned().collect()
        };
        Ok(Passage {
            state: State::new(board, cfg, &starts, first),
            names,
        })
    }

    fn num_players(&self) -> usize {
        self.state.players()
    }

    fn turn(&self) -> Turn {
        match self.state.phase {
            Phase::Over(outcome) => Turn::Over(outcome),
            Phase::Roll | Phase::RollOff => Turn::Chance,
            Phase::Act => Turn::Player(self.state.mover as usize),
        }
    }

    fn legal_actions(&self, out: &mut Vec<PassageAction>) {
        out.clear();
        let s = &self.state;
        match s.phase {
            Phase::Over(_) => {}
            Phase::Roll => {
                Dice::for_each_roll(s.dice_to_roll(), |d| out.push(PassageAction::Roll(d)))
            }
            Phase::RollOff => {
                Dice::for_each_roll(dice::MAX_DICE, |d| out.push(PassageAction::Roll(d)))
            }
            Phase::Act => {
                // Steps come in order, then returns (sorted among
                // themselves), then ending or passing: the list sorted.
                s.steps_in_order(|a, b| out.push(PassageAction::Step(a, b)));
                let steps = out.len();
                s.returns(|t| out.push(PassageAction::Return(self.square(t))));
                sort_short(&mut out[steps..]);
                out.push(if s.steps > 0 {
                    PassageAction::End
                } else {
                    PassageAction::Pass
                });
                debug_assert!(out.is_sorted(), "{out:?}");
            }
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(PassageAction, f64)>) {
        out.clear();
        let n = match self.state.phase {
            Phase::Roll => self.state.dice_to_roll(),
            Phase::RollOff => dice::MAX_DICE,
            _ => return,
        };
        Dice::for_each_roll(n, |d| out.push((PassageAction::Roll(d), d.probability())));
    }

    fn check(&self, action: PassageAction) -> Result<(), IllegalAction> {
        let s = &self.state;
        if let Phase::Over(_) = s.phase {
            return Err(IllegalAction::GameOver);
        }
        match action {
            PassageAction::Roll(d) => {
                let want = match s.phase {
                    Phase::Roll => s.dice_to_roll(),
                    Phase::RollOff => dice::MAX_DICE,
                    _ => return Err(IllegalAction::NotNow),
                };
                if d.total() == want {
                    Ok(())
                } else {
                    Err(IllegalAction::OutOfRange)
                }
            }
            PassageAction::Step(a, b) => s.check_step(self.index(a)?, self.index(b)?),
            PassageAction::Return(t) => s.check_return(self.index(t)?),
            PassageAction::End => match s.phase {
                Phase::Act if s.steps > 0 => Ok(()),
                _ => Err(IllegalAction::NotNow),
            },
            PassageAction::Pass => match s.phase {
                Phase::Act if s.steps == 0 => Ok(()),
                _ => Err(IllegalAction::NotNow),
            },
        }
    }

    fn apply(&mut self, action: PassageAction, fx: &mut Effects) -> Result<(), IllegalAction> {
        let mover = self.state.mover;
        if let PassageAction::Step(a, b) = action {
            // The step checks itself (as `check` would, in the same order).
            if let Phase::Over(_) = self.state.phase {
                return Err(IllegalAction::GameOver);
            }
            let (a, b) = (self.index(a)?, self.index(b)?);
            // A legal step onto a piece captures it.
            let victim = self.state.at(b).map(|(owner, _)| owner);
            self.state.step(a, b)?;
            fx.push(Effect::Step {
                player: mover,
                from: a as u16,
                to: b as u16,
            });
            if let Some(owner) = victim {
                fx.push(Effect::PieceCaptured {
                    by: mover,
                    owner: owner as u8,
                });
            }
            return Ok(());
        }
        self.check(action)?;
        match action {
            PassageAction::Roll(d) => self.state.roll(d),
            PassageAction::Step(..) => Err(IllegalAction::NotNow),
            PassageAction::Return(t) => {
                let t = self.index(t)?;
                self.state.return_piece(t)?;
                fx.push(Effect::PieceReturned {
                    player: mover,
                    to: t as u16,
                });
                Ok(())
            }
            PassageAction::End => self.state.end(),
            PassageAction::Pass => {
                self.state.pass()?;
                fx.push(Effect::Pass { player: mover });
                Ok(())
            }
        }
    }

    fn end_by_agreement(&mut self, _fx: &mut Effects) -> Result<(), IllegalAction> {
        if let Phase::Over(_) = self.state.phase {
            return Err(IllegalAction::GameOver);
        }
        self.state.phase = Phase::Over(self.state.settle(EndReason::Agreement {
            remaining: crate::engine::Remaining::Nothing,
        }));
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.state.crossed[..self.num_players()]
            .iter()
            .map(|&c| c as i32)
            .collect()
    }

    fn total_seeds(&self) -> u32 {
        self.state.piece_count()
    }

    fn max_game_length(&self) -> usize {
        rules::ROLL_OFF_ROUNDS as usize * MAX_PLAYERS
            + (self.state.cfg.turn_limit as usize + 1) * rules::ACTIONS_PER_TURN
    }
}

crate::games::register! {
    Passage, PassageOptions, OPTIONS,
    id: "rainbow-passage",
    name: "Rainbow Passage",
    summary: "Race a piece across a board of coloured squares, stepping only onto the colours your dice show, and capture to slow the others down.",
}

/// Sorts a short list (a few dozen actions, five start places) in place by
/// insertion, as the standard sort does for short lists itself: without it,
/// the standard sort's sorting network (36 KB in the AI worker's wasm) was
/// in the program for these lists. The order is the same: the items are
/// totally ordered.
fn sort_short<T: Ord>(list: &mut [T]) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && list[j - 1] > list[j] {
            list.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The game's own endings ([`EndReason::Own`], worded in present.rs):
/// `player` got a piece (or, in team play or with harder winning, enough
/// pieces) across the board;
pub(crate) fn crossed(player: u8) -> EndReason {
    EndReason::Own {
        key: CROSSED,
        player,
        count: 0,
    }
}
/// `player`'s team was the last with pieces on the board;
pub(crate) fn last_standing(player: u8) -> EndReason {
    EndReason::Own {
        key: LAST_STANDING,
        player,
        count: 0,
    }
}
/// the game reached its turn limit.
pub(crate) fn turn_limit(turns: u16) -> EndReason {
    EndReason::Own {
        key: TURN_LIMIT_REACHED,
        player: 0,
        count: turns,
    }
}
const CROSSED: &str = "crossed";
const LAST_STANDING: &str = "last-standing";
const TURN_LIMIT_REACHED: &str = "turn-limit";

#[cfg(test)]
mod tests;
