//! The legal steps of the player to move, listed for the page, for the
//! searches (in the actions' order, the turn's checks made once) and to
//! know whether a turn can go on: [`State::check_step`]'s rules, found
//! from each piece's place.

use super::rules::{Phase, PieceState, State, DIRECTIONS, MAX_PIECES, MAX_PLAYERS};
use super::Square;

impl State {
    /// Appends every legal step `(from, to)` of the mover.
    pub fn steps(&self, mut f: impl FnMut(usize, usize)) {
        self.each_step(|from, to| {
            f(from, to);
            true
        });
    }

    /// Calls `f` with every legal step `(from, to)` of the mover, in the
    /// order of [`State::steps`], while it returns true. Each piece's
    /// neighbours are found from its place as the mover sees it, once,
    /// rather than by testing every direction against every neighbour.
    fn each_step(&self, mut f: impl FnMut(usize, usize) -> bool) {
        if self.phase != Phase::Act || self.steps >= self.dice.most_of_a_colour() {
            return;
        }
        let mover = self.mover as usize;
        let view = self.views[mover];
        let (edge, rows) = (view.edge_len() as i32, view.rows() as i32);
        for (i, piece) in self.pieces_of(mover).iter().enumerate() {
            if piece.state != PieceState::OnBoard {
                continue;
            }
            if self.piece_steps[i] > 0 && self.beyond[i] {
                continue;
            }
            let from = piece.square as usize;
            let (l, d) = view.local(from);
            for &(dl, dd) in &DIRECTIONS {
                let (nl, nd) = (l as i32 + dl, d as i32 + dd);
                if nl < 0 || nd < 0 || nl >= edge || nd >= rows {
                    continue;
                }
                let to = view.square(nl as usize, nd as usize);
                if self.check_step_of(i, d, to, nd as usize).is_ok() && !f(from, to) {
                    return;
                }
            }
        }
    }

    /// Calls `f` with every legal step `(from, to)` of the mover in the
    /// order of the squares' indices (by `from`, then by `to`): the order
    /// of the actions sorted, so the searches' list needs no sorting of its
    /// steps.
    /// The squares come as [`Square`]s too, found without a division
    /// (dividing by the board's width for each listed step took a good
    /// part of the searches' time).
    pub fn steps_in_order(&self, mut f: impl FnMut(Square, Square)) {
        self.each_step_in_order(|from, to| {
            f(from, to);
            true
        });
    }

    /// Calls `f` with every legal step of the mover in the order of
    /// [`State::steps_in_order`] while it returns true. The steps are
    /// [`State::check_step_of`]'s, checked the other way round for speed
    /// (the searches spend most of their time here): what depends on the
    /// turn alone (steps left, the colours of unused dice, a crossing
    /// already made, the six directions that are not sideways, which
    /// pieces block a square) once, what depends on the piece alone (how
    /// deep the star row lets it go) once a piece, and a neighbour's depth
    /// from the piece's, without a division.
    ///
    /// Each neighbour is judged without a branch: one off the board or
    /// too deep is replaced by the piece's own square, which its own piece
    /// blocks, and every neighbour is written to a list that only a legal
    /// one lengthens. (Branching on each test, as this did, mispredicted
    /// on most neighbours: half the searches' time.)
    fn each_step_in_order(&self, mut f: impl FnMut(Square, Square) -> bool) {
        if self.phase != Phase::Act || self.steps >= self.dice.most_of_a_colour() {
            return;
        }
        // The colours with an unused die.
        let mut free = 0u8;
        for (c, (&used, &rolled)) in self.used.0.iter().zip(&self.dice.0).enumerate() {
            if used < rolled {
                free |= 1 << c;
            }
        }
        let mover = self.mover as usize;
        let view = self.views[mover];
        let mut order = [(0u16, 0u8); MAX_PIECES];
        let mut n = 0;
        for (i, piece) in self.pieces_of(mover).iter().enumerate() {
            if piece.state != PieceState::OnBoard || (self.piece_steps[i] > 0 && self.beyond[i]) {
                continue;
            }
            let mut k = n;
            while k > 0 && order[k - 1].0 > piece.square {
                order[k] = order[k - 1];
                k -= 1;
            }
            order[k] = (piece.square, i as u8);
            n += 1;
        }
        // Whether the piece on a square (by `occupant`, 0 for none) keeps
        // the mover off it: a piece of the mover's team, or one that has
        // not moved yet.
        let mut blocks = [0u8; 1 + MAX_PLAYERS * MAX_PIECES];
        for (p, pieces) in self.pieces.iter().enumerate() {
            let team = self.same_team(p, mover);
            for (i, piece) in pieces.iter().enumerate() {
                blocks[1 + p * MAX_PIECES + i] = u8::from(team || !piece.moved);
            }
        }
        let (w, h) = (self.board.width() as i32, self.board.height() as i32);
        let (ahead_x, ahead_y) = view.forward();
        // The six directions that are not straight sideways, in the order
        // of the squares they lead to, with how many rows deeper each goes.
        let mut directions = [(0i32, 0i32, 0i32); 6];
        let mut k = 0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                let ahead = dx * ahead_x + dy * ahead_y;
                if ahead != 0 {
                    directions[k] = (dx, dy, ahead);
                    k += 1;
                }
            }
        }
        // Only one piece crosses a turn: the far row is closed after it.
        let rows = view.rows() as i32;
        let deepest = if self.crossed_this_turn {
            rows - 2
        } else {
            rows - 1
        };
        let star = view.star_row() as i32;
        let mut found = [(Square { x: 0, y: 0 }, Square { x: 0, y: 0 }); MAX_PIECES * 6];
        let mut count = 0;
        for &(from, i) in &order[..n] {
            let (from, i) = (from as usize, i as usize);
            let (x, y) = view.xy(from);
            let (x, y) = (x as i32, y as i32);
            let depth = view.local(from).1 as i32;
            // A piece that has stepped stays on this side of the star row;
            // one that started on it and went forwards goes forwards no more.
            let mut limit = deepest;
            if self.piece_steps[i] > 0 {
                limit = limit.min(star);
            }
            if self.on_star[i] && self.forwards[i] > 0 {
                limit = limit.min(depth);
            }
            let here = Square {
                x: x as u8,
                y: y as u8,
            };
            for &(dx, dy, ahead) in &directions {
                let (nx, ny) = (x + dx, y + dy);
                let inside = nx >= 0 && ny >= 0 && nx < w && ny < h && depth + ahead <= limit;
                let to = if inside { (ny * w + nx) as usize } else { from };
                let colour = self.board.colour(to);
                let legal = (free >> colour) & 1 & !blocks[self.occupant[to] as usize];
                found[count] = (
                    here,
                    Square {
                        x: nx as u8,
                        y: ny as u8,
                    },
                );
                count += legal as usize;
            }
        }
        for &(from, to) in &found[..count] {
            if !f(from, to) {
                return;
            }
        }
    }

    /// Whether the mover has a legal step: [`State::each_step`]'s search,
    /// which stops at the first one it finds (through the branch-free
    /// listing, which judges every neighbour, random playouts were 8%
    /// slower).
    pub(super) fn any_step(&self) -> bool {
        let mut any = false;
        self.each_step(|_, _| {
            any = true;
            false
        });
        any
    }
}
