//! The position and the rules of a turn: seats and directions, starting
//! placements, legal steps and returns, captures, crossings and the end of
//! the game. [`super::Passage`] exposes them through the `Game` trait.

use std::sync::Arc;

use super::board::{Board, Side, MAX_SQUARES};
use super::dice::{Dice, MAX_DICE, RED};
use super::{
    crossed, last_standing, turn_limit, NOTHING_TO_RETURN, NOT_A_START_SQUARE, NOT_A_STEP, NO_DIE,
    NO_STEPS_LEFT, OCCUPIED, ONE_CROSSING, STAR_ROW,
};
use crate::engine::{EndReason, IllegalAction, Outcome};

pub use super::places::{check_starts, default_starts, seats, View, DIRECTIONS};

/// The most players.
pub const MAX_PLAYERS: usize = 4;
/// The most pieces a player has (with the extra piece).
pub const MAX_PIECES: usize = 5;
/// The points of each player's star-shaped pieces, in seat order.
pub const POINTS: [u8; MAX_PLAYERS] = [4, 5, 6, 8];
/// Rounds of the red-dice roll-off before a tie is settled by seat order.
pub const ROLL_OFF_ROUNDS: u8 = 10;
/// Actions one turn can take at most: the roll, five steps, ending it.
pub const ACTIONS_PER_TURN: usize = 1 + MAX_DICE as usize + 1;

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceState {
    /// On the board.
    OnBoard,
    /// Captured, waiting off the board (it may be returned).
    Captured,
    /// Crossed the board and taken off for good.
    Crossed,
}

/// One piece and its start token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The square it stands on (its start square when off the board: where
    /// it left the board is no part of the position).
    pub square: u16,
    /// The square of its start token (the token lies on the frame behind).
    pub start: u16,
    /// Whether it has moved since it was placed (token turned to the plain
    /// side); unmoved pieces cannot be captured.
    pub moved: bool,
    /// On the board, captured or crossed.
    pub state: PieceState,
}

/// The fixed rules of one game, set from the options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// Number of players (2–4).
    pub players: u8,
    /// Pieces per player (4, or 5 with the extra piece).
    pub pieces: u8,
    /// The team of each player (its own seat number without teams).
    pub team: [u8; MAX_PLAYERS],
    /// Whether teams are played.
    pub teams: bool,
    /// Pieces each player must get across to win.
    pub quota: u8,
    /// Whether captured pieces may be returned.
    pub returns: bool,
    /// Turns after which the game ends (passed turns count).
    pub turn_limit: u16,
}

/// The red-dice roll-off that decides who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RollOff {
    /// Players rolling in this round (bit mask).
    pub contenders: u8,
    /// The contender rolling next.
    pub next: u8,
    /// Most reds rolled so far this round.
    pub best: u8,
    /// The contenders who rolled `best` reds this round (bit mask).
    pub leaders: u8,
    /// The round, from 0.
    pub round: u8,
    /// Each player's latest roll (for display).
    pub rolls: [Dice; MAX_PLAYERS],
}

/// The stage of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Rolling for who starts (chance).
    RollOff,
    /// The player to move rolls their dice (chance).
    Roll,
    /// The player to move steps, returns, ends or passes.
    Act,
    /// The game is over.
    Over(Outcome),
}

/// A Rainbow Passage position.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(super) board: Arc<Board>,
    pub(super) cfg: Config,
    pub(super) views: [View; MAX_PLAYERS],
    /// 0 when empty, else `1 + player * MAX_PIECES + piece`.
    pub(super) occupant: [u8; MAX_SQUARES],
    pub(super) pieces: [[Piece; MAX_PIECES]; MAX_PLAYERS],
    pub(super) crossed: [u8; MAX_PLAYERS],
    pub(super) phase: Phase,
    pub(super) mover: u8,
    pub(super) dice: Dice,
    pub(super) used: Dice,
    pub(super) steps: u8,
    /// Steps each of the mover's pieces took this turn.
    pub(super) piece_steps: [u8; MAX_PIECES],
    /// Whether each of the mover's pieces was beyond the star row at some
    /// time this turn (at its start included).
    pub(super) beyond: [bool; MAX_PIECES],
    /// Whether each of the mover's pieces started the turn on the star row.
    pub(super) on_star: [bool; MAX_PIECES],
    /// Forward steps (straight or diagonal) each of the mover's pieces took
    /// this turn.
    pub(super) forwards: [u8; MAX_PIECES],
    pub(super) crossed_this_turn: bool,
    /// Players out of the game (bit mask).
    pub(super) out: u8,
    pub(super) turns: u16,
    pub(super) roll_off: RollOff,
}

crate::clone_reusing_buffers!(State {
    board,
    cfg,
    views,
    occupant,
    pieces,
    crossed,
    phase,
    mover,
    dice,
    used,
    steps,
    piece_steps,
    beyond,
    on_star,
    forwards,
    crossed_this_turn,
    out,
    turns,
    roll_off
});

impl State {
    /// How far `square` is from `player`'s own edge, in rows (0 on their
    /// near row).
    pub fn depth(&self, player: usize, square: usize) -> usize {
        self.views[player].local(square).1
    }

    /// The rows between a player's edges (the depth of the far row).
    pub fn far_row(&self, player: usize) -> usize {
        self.views[player].rows() - 1
    }

    /// How many dice chance rolls now (five for the roll-off), if dice are
    /// due.
    pub fn dice_due(&self) -> Option<u8> {
        match self.phase {
            Phase::Roll => Some(self.dice_to_roll()),
            Phase::RollOff => Some(super::dice::MAX_DICE),
            Phase::Act | Phase::Over(_) => None,
        }
    }

    /// Pieces each player has got across.
    pub fn crossed(&self, player: usize) -> u8 {
        self.crossed[player]
    }

    /// Sets up the pieces; `first` is the starting player, or `None` for a
    /// roll-off.
    pub fn new(board: Board, cfg: Config, starts: &[Vec<usize>], first: Option<usize>) -> State {
        let (w, h) = (board.width(), board.height());
        let sides = seats(cfg.players as usize);
        let mut views = [View::new(Side::South, w, h); MAX_PLAYERS];
        for (p, &side) in sides.iter().enumerate() {
            views[p] = View::new(side, w, h);
        }
        let off = Piece {
            square: 0,
            start: 0,
            moved: false,
            state: PieceState::Crossed,
        };
        let mut state = State {
            board: Arc::new(board),
            cfg,
            views,
            occupant: [0; MAX_SQUARES],
            pieces: [[off; MAX_PIECES]; MAX_PLAYERS],
            crossed: [0; MAX_PLAYERS],
            phase: Phase::RollOff,
            mover: 0,
            dice: Dice::default(),
            used: Dice::default(),
            steps: 0,
            piece_steps: [0; MAX_PIECES],
            beyond: [false; MAX_PIECES],
            on_star: [false; MAX_PIECES],
            forwards: [0; MAX_PIECES],
            crossed_this_turn: false,
            out: 0,
            turns: 0,
            roll_off: RollOff {
                contenders: (1u8 << cfg.players) - 1,
                next: 0,
                best: 0,
                leaders: 0,
                round: 0,
                rolls: [Dice::default(); MAX_PLAYERS],
            },
        };
        for (p, list) in starts.iter().enumerate() {
            for (i, &s) in list.iter().enumerate() {
                state.put(p, i, s);
            }
        }
        if let Some(first) = first {
            state.mover = first as u8;
            state.begin_turn();
        }
        state
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.cfg.players as usize
    }

    /// `(player, piece)` standing on a square.
    #[inline]
    pub fn at(&self, square: usize) -> Option<(usize, usize)> {
        let o = self.occupant[square] as usize;
        (o != 0).then(|| ((o - 1) / MAX_PIECES, (o - 1) % MAX_PIECES))
    }

    /// Puts piece `piece` of `player` on `square`, which becomes its start
    /// square, as a piece that has not moved yet (the start of the game, or
    /// a return).
    pub(super) fn put(&mut self, player: usize, piece: usize, square: usize) {
        self.pieces[player][piece] = Piece {
            square: square as u16,
            start: square as u16,
            moved: false,
            state: PieceState::OnBoard,
        };
        self.occupant[square] = (1 + player * MAX_PIECES + piece) as u8;
    }

    /// A player's pieces (only the first `pieces` count).
    pub fn pieces_of(&self, player: usize) -> &[Piece] {
        &self.pieces[player][..self.cfg.pieces as usize]
    }

    /// How many of a player's pieces are on the board.
    pub fn on_board(&self, player: usize) -> usize {
        self.pieces_of(player)
            .iter()
            .filter(|p| p.state == PieceState::OnBoard)
            .count()
    }

    /// How many of a player's pieces are captured (waiting to return).
    pub fn captured(&self, player: usize) -> usize {
        self.pieces_of(player)
            .iter()
            .filter(|p| p.state == PieceState::Captured)
            .count()
    }

    /// The dice the player to move rolls: one more than their pieces on the
    /// board, at most five.
    pub fn dice_to_roll(&self) -> u8 {
        (self.on_board(self.mover as usize) as u8 + 1).min(MAX_DICE)
    }

    pub(super) fn same_team(&self, a: usize, b: usize) -> bool {
        self.cfg.team[a] == self.cfg.team[b]
    }

    /// Whether the mover may step from `from` to `to` now, and if not why.
    pub fn check_step(&self, from: usize, to: usize) -> Result<(), IllegalAction> {
        if self.phase != Phase::Act {
            return Err(IllegalAction::NotNow);
        }
        let mover = self.mover as usize;
        let squares = self.board.squares();
        if from >= squares || to >= squares {
            return Err(IllegalAction::NoSuchPit);
        }
        let Some((owner, piece)) = self.at(from) else {
            return Err(IllegalAction::EmptyPit);
        };
        if owner != mover {
            return Err(IllegalAction::NotYourPit);
        }
        let view = self.views[mover];
        // A neighbour straight or diagonally ahead or behind: one of the
        // six DIRECTIONS (a row deeper or shallower, at most one square
        // across), found from the board's coordinates.
        let ((fx, fy), (tx, ty)) = (view.xy(from), view.xy(to));
        let (dx, dy) = (tx as i32 - fx as i32, ty as i32 - fy as i32);
        let (ahead_x, ahead_y) = view.forward();
        if dx.abs() > 1 || dy.abs() > 1 || dx * ahead_x + dy * ahead_y == 0 {
            return Err(NOT_A_STEP);
        }
        self.check_step_of(piece, view.local(from).1, to, view.local(to).1)
    }

    /// The rest of [`State::check_step`], once the step is known to take
    /// the mover's piece `piece` from depth `from_depth` to the
    /// neighbouring square `to`, at depth `to_depth` (the searches' move
    /// generation comes here directly, having found the neighbours itself).
    #[inline]
    pub(super) fn check_step_of(
        &self,
        piece: usize,
        from_depth: usize,
        to: usize,
        to_depth: usize,
    ) -> Result<(), IllegalAction> {
        let mover = self.mover as usize;
        let view = self.views[mover];
        if self.steps >= self.dice.most_of_a_colour() {
            return Err(NO_STEPS_LEFT);
        }
        let colour = self.board.colour(to) as usize;
        if self.used.0[colour] >= self.dice.0[colour] {
            return Err(NO_DIE);
        }
        let depth = to_depth;
        if self.piece_steps[piece] > 0 && (self.beyond[piece] || depth > view.star_row()) {
            return Err(STAR_ROW);
        }
        if self.on_star[piece] && self.forwards[piece] > 0 && depth > from_depth {
            return Err(STAR_ROW);
        }
        if depth + 1 == view.rows() && self.crossed_this_turn {
            return Err(ONE_CROSSING);
        }
        if let Some((other, victim)) = self.at(to) {
            if self.same_team(other, mover) || !self.pieces[other][victim].moved {
                return Err(OCCUPIED);
            }
        }
        Ok(())
    }

    /// Whether the mover may return a captured piece to `to`, and if not why.
    pub fn check_return(&self, to: usize) -> Result<(), IllegalAction> {
        if self.phase != Phase::Act || self.steps > 0 || !self.cfg.returns {
            return Err(IllegalAction::NotNow);
        }
        let mover = self.mover as usize;
        if self.captured(mover) == 0 {
            return Err(NOTHING_TO_RETURN);
        }
        if to >= self.board.squares() {
            return Err(IllegalAction::NoSuchPit);
        }
        let Some(owner) = self
            .pieces_of(mover)
            .iter()
            .find(|p| p.start as usize == to)
        else {
            return Err(NOT_A_START_SQUARE);
        };
        if self.at(to).is_some() {
            return Err(OCCUPIED);
        }
        let needed = if owner.state == PieceState::Captured {
            2
        } else {
            3
        };
        if self.dice.most_of_a_colour() < needed {
            return Err(NO_DIE);
        }
        Ok(())
    }

    /// Appends every square the mover may return a piece to.
    pub fn returns(&self, mut f: impl FnMut(usize)) {
        if self.phase != Phase::Act || self.steps > 0 || !self.cfg.returns {
            return;
        }
        let mover = self.mover as usize;
        if self.captured(mover) == 0 {
            return;
        }
        for piece in self.pieces_of(mover) {
            if self.check_return(piece.start as usize).is_ok() {
                f(piece.start as usize);
            }
        }
    }

    /// Starts the mover's turn: dice to roll next. A position that comes
    /// back never ends the game (only the turn limit and agreement do).
    fn begin_turn(&mut self) {
        self.phase = Phase::Roll;
        self.dice = Dice::default();
        self.used = Dice::default();
        self.steps = 0;
        self.piece_steps = [0; MAX_PIECES];
        self.forwards = [0; MAX_PIECES];
        self.beyond = [false; MAX_PIECES];
        self.on_star = [false; MAX_PIECES];
        self.crossed_this_turn = false;
    }

    /// Applies a chance outcome.
    pub fn roll(&mut self, dice: Dice) -> Result<(), IllegalAction> {
        match self.phase {
            Phase::Roll => {
                if dice.total() != self.dice_to_roll() {
                    return Err(IllegalAction::OutOfRange);
                }
                self.dice = dice;
                self.phase = Phase::Act;
                let mover = self.mover as usize;
                let view = self.views[mover];
                for i in 0..MAX_PIECES {
                    let depth = view.local(self.pieces[mover][i].square as usize).1;
                    self.beyond[i] = depth > view.star_row();
                    self.on_star[i] = depth == view.star_row();
                }
                Ok(())
            }
            Phase::RollOff => {
                if dice.total() != MAX_DICE {
                    return Err(IllegalAction::OutOfRange);
                }
                let r = &mut self.roll_off;
                let p = r.next as usize;
                r.rolls[p] = dice;
                let reds = dice.0[RED];
                if reds > r.best {
                    r.best = reds;
                    r.leaders = 1 << p;
                } else if reds == r.best {
                    r.leaders |= 1 << p;
                }
                let later = r.contenders & !((2u8 << p) - 1);
                if later != 0 {
                    r.next = later.trailing_zeros() as u8;
                    return Ok(());
                }
                // The round is over.
                if r.leaders.count_ones() == 1 || r.round + 1 >= ROLL_OFF_ROUNDS {
                    self.mover = r.leaders.trailing_zeros() as u8;
                    self.begin_turn();
                } else {
                    r.round += 1;
                    r.contenders = r.leaders;
                    r.next = r.contenders.trailing_zeros() as u8;
                    r.best = 0;
                    r.leaders = 0;
                }
                Ok(())
            }
            Phase::Act => Err(IllegalAction::NotNow),
            Phase::Over(_) => Err(IllegalAction::GameOver),
        }
    }

    /// Steps a piece, capturing and crossing as the rules say.
    pub fn step(&mut self, from: usize, to: usize) -> Result<(), IllegalAction> {
        self.check_step(from, to)?;
        let mover = self.mover as usize;
        let view = self.views[mover];
        let (_, i) = self.at(from).ok_or(IllegalAction::EmptyPit)?;
        if let Some((victim, j)) = self.at(to) {
            let victim = &mut self.pieces[victim][j];
            victim.state = PieceState::Captured;
            victim.square = victim.start;
        }
        self.occupant[to] = self.occupant[from];
        self.occupant[from] = 0;
        let colour = self.board.colour(to) as usize;
        self.used.0[colour] += 1;
        self.steps += 1;
        self.piece_steps[i] += 1;
        if view.local(to).1 > view.local(from).1 {
            self.forwards[i] += 1;
        }
        let piece = &mut self.pieces[mover][i];
        piece.square = to as u16;
        piece.moved = true;
        let depth = view.local(to).1;
        if depth > view.star_row() {
            self.beyond[i] = true;
        }
        if depth + 1 == view.rows() {
            self.crossed[mover] += 1;
            self.crossed_this_turn = true;
            if self.team_crossed(mover) {
                self.phase = Phase::Over(Outcome {
                    winners: self.team_mask(mover),
                    reason: crossed(mover as u8),
                });
                return Ok(());
            }
            let piece = &mut self.pieces[mover][i];
            piece.state = PieceState::Crossed;
            piece.square = piece.start;
            self.occupant[to] = 0;
        }
        self.update_out();
        if self.finish_by_elimination() {
            return Ok(());
        }
        if !self.any_step() {
            self.end_turn();
        }
        Ok(())
    }

    /// Returns a captured piece to a start square; this is the whole turn.
    pub fn return_piece(&mut self, to: usize) -> Result<(), IllegalAction> {
        self.check_return(to)?;
        let mover = self.mover as usize;
        let n = self.cfg.pieces as usize;
        let owner = (0..n)
            .find(|&j| self.pieces[mover][j].start as usize == to)
            .ok_or(NOT_A_START_SQUARE)?;
        let piece = if self.pieces[mover][owner].state == PieceState::Captured {
            owner
        } else {
            let i = (0..n)
                .find(|&i| self.pieces[mover][i].state == PieceState::Captured)
                .ok_or(NOTHING_TO_RETURN)?;
            // The two start tokens change places.
            let start = self.pieces[mover][i].start;
            let other = &mut self.pieces[mover][owner];
            other.start = start;
            if other.state != PieceState::OnBoard {
                other.square = other.start;
            }
            self.pieces[mover][i].start = to as u16;
            i
        };
        self.put(mover, piece, to);
        self.end_turn();
        Ok(())
    }

    /// Ends the turn after at least one step.
    pub fn end(&mut self) -> Result<(), IllegalAction> {
        match self.phase {
            Phase::Act if self.steps > 0 => {
                self.end_turn();
                Ok(())
            }
            Phase::Over(_) => Err(IllegalAction::GameOver),
            _ => Err(IllegalAction::NotNow),
        }
    }

    /// Passes before stepping.
    pub fn pass(&mut self) -> Result<(), IllegalAction> {
        match self.phase {
            Phase::Act if self.steps == 0 => {
                self.end_turn();
                Ok(())
            }
            Phase::Over(_) => Err(IllegalAction::GameOver),
            _ => Err(IllegalAction::NotNow),
        }
    }

    fn end_turn(&mut self) {
        let n = self.cfg.players;
        let mut next = self.mover;
        for _ in 0..n {
            next = (next + 1) % n;
            if self.out & (1 << next) == 0 {
                break;
            }
        }
        self.mover = next;
        self.turns = self.turns.saturating_add(1);
        self.dice = Dice::default();
        self.used = Dice::default();
        if self.turns >= self.cfg.turn_limit {
            self.phase = Phase::Over(self.settle(turn_limit(self.turns)));
            return;
        }
        self.begin_turn();
    }

    fn team_mask(&self, player: usize) -> u8 {
        (0..self.players())
            .filter(|&q| self.same_team(q, player))
            .fold(0, |m, q| m | 1 << q)
    }

    /// Whether every member of `player`'s team has got enough pieces across.
    fn team_crossed(&self, player: usize) -> bool {
        (0..self.players())
            .filter(|&q| self.same_team(q, player))
            .all(|q| self.crossed[q] >= self.cfg.quota)
    }

    fn update_out(&mut self) {
        for p in 0..self.players() {
            if self.on_board(p) == 0 {
                self.out |= 1 << p;
            }
        }
    }

    /// Why the game would already be over, if it would (a position read
    /// from its notation): a team has got its pieces across, at most one
    /// team has pieces on the board, or the turns are used up.
    pub(super) fn decided(&self) -> Option<&'static str> {
        let n = self.players();
        if (0..n).any(|p| self.team_crossed(p)) {
            return Some("a team has got its pieces across");
        }
        let alive = (0..n)
            .filter(|&p| self.out & (1 << p) == 0)
            .fold(0u8, |m, p| m | 1 << self.cfg.team[p]);
        if alive.count_ones() <= 1 {
            return Some("at most one side has pieces on the board");
        }
        if self.turns >= self.cfg.turn_limit {
            return Some("the turns are used up");
        }
        None
    }

    /// Ends the game when at most one team still has pieces on the board.
    fn finish_by_elimination(&mut self) -> bool {
        let mut alive_teams = 0u8;
        let mut alive = 0u8;
        for p in 0..self.players() {
            if self.out & (1 << p) == 0 {
                alive_teams |= 1 << self.cfg.team[p];
                alive |= 1 << p;
            }
        }
        let survivor = match alive_teams.count_ones() {
            0 => self.mover as usize,
            1 => alive.trailing_zeros() as usize,
            _ => return false,
        };
        self.phase = Phase::Over(Outcome {
            winners: self.team_mask(survivor),
            reason: last_standing(survivor as u8),
        });
        true
    }

    /// The outcome of a game stopped before anyone won (turn limit,
    /// agreement): among the teams still in the game, those with the
    /// most pieces across, then the most pieces on the board, share the win.
    pub fn settle(&self, reason: EndReason) -> Outcome {
        let mut best = (0usize, 0usize);
        let mut winners = 0u8;
        let n = self.players();
        for p in 0..n {
            if self.out & (1 << p) != 0 {
                continue;
            }
            let members = (0..n).filter(|&q| self.same_team(p, q));
            let score = members.fold((0, 0), |(c, b), q| {
                (c + self.crossed[q] as usize, b + self.on_board(q))
            });
            if winners == 0 || score > best {
                best = score;
                winners = self.team_mask(p);
            } else if score == best {
                winners |= self.team_mask(p);
            }
        }
        if winners == 0 {
            winners = (1u8 << n) - 1;
        }
        Outcome { winners, reason }
    }

    /// Pieces on the board, captured and crossed, which together never
    /// change.
    pub fn piece_count(&self) -> u32 {
        let on_squares = self.occupant[..self.board.squares()]
            .iter()
            .filter(|&&o| o != 0)
            .count();
        let off: usize = (0..self.players())
            .map(|p| {
                self.pieces_of(p)
                    .iter()
                    .filter(|x| x.state != PieceState::OnBoard)
                    .count()
            })
            .sum();
        (on_squares + off) as u32
    }
}
