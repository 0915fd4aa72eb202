//! Where the players sit and where their pieces start: the seats for each
//! number of players, each seat's view of the board (lateral and depth),
//! the standard starting squares and the check of custom ones.

use super::board::{Side, MAX_SQUARES};
use super::Square;

/// The seats for each number of players, in turn order (clockwise seen from
/// above: each player's left-hand neighbour plays next).
pub fn seats(players: usize) -> &'static [Side] {
    match players {
        2 => &[Side::South, Side::North],
        3 => &[Side::South, Side::West, Side::North],
        _ => &[Side::South, Side::West, Side::North, Side::East],
    }
}

/// The side on a player's left hand and on their right hand.
fn neighbours(side: Side) -> (Side, Side) {
    match side {
        Side::South => (Side::West, Side::East),
        Side::North => (Side::East, Side::West),
        Side::West => (Side::North, Side::South),
        Side::East => (Side::South, Side::North),
    }
}

/// Board geometry as one player sees it: `depth` counts rows from their own
/// edge (0) towards the far edge, `lateral` counts squares along their edge
/// from their left hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct View {
    side: Side,
    width: u8,
    height: u8,
    /// `2^16 / width`, rounded up: [`View::xy`]'s multiplier.
    per_row: u32,
}

impl View {
    /// The view from `side` of a `width` x `height` board.
    pub fn new(side: Side, width: usize, height: usize) -> View {
        View {
            side,
            width: width as u8,
            height: height as u8,
            per_row: (1 << 16) / width.max(1) as u32 + 1,
        }
    }

    /// Squares along the player's own edge.
    pub fn edge_len(&self) -> usize {
        match self.side {
            Side::South | Side::North => self.width as usize,
            Side::West | Side::East => self.height as usize,
        }
    }

    /// Whether the player's rows run across the board's columns (South and
    /// North: their depth is the row, `y`), rather than along them.
    pub fn depth_runs_along_y(&self) -> bool {
        matches!(self.side, Side::South | Side::North)
    }

    /// Rows from the player's edge to the far edge.
    pub fn rows(&self) -> usize {
        match self.side {
            Side::South | Side::North => self.height as usize,
            Side::West | Side::East => self.width as usize,
        }
    }

    /// The change of the board's `(x, y)` that takes a square one row
    /// deeper: a neighbour `(dx, dy)` away is `dx * fx + dy * fy` rows
    /// deeper (0: straight sideways), with no division to find it.
    #[inline]
    pub fn forward(&self) -> (i32, i32) {
        match self.side {
            Side::South => (0, 1),
            Side::North => (0, -1),
            Side::West => (1, 0),
            Side::East => (-1, 0),
        }
    }

    /// The row of the star, counted from the player's edge.
    pub fn star_row(&self) -> usize {
        (self.rows() - 1) / 2
    }

    /// The board's `(x, y)` of a square, without a division: the row is
    /// `square * per_row >> 16`, exact for every square of every legal
    /// board (the error is under `square / 2^16`, and a square's fraction
    /// of a row at most `(width - 1) / width`; a test checks them all).
    /// Dividing by the width, a few times a step, was a good part of the
    /// searches' time.
    #[inline]
    pub fn xy(&self, square: usize) -> (usize, usize) {
        let y = (square as u32 * self.per_row) >> 16;
        (square - y as usize * self.width as usize, y as usize)
    }

    /// `(lateral, depth)` of a square.
    #[inline]
    pub fn local(&self, square: usize) -> (usize, usize) {
        let (w, h) = (self.width as usize, self.height as usize);
        let (x, y) = self.xy(square);
        match self.side {
            Side::South => (x, y),
            Side::North => (w - 1 - x, h - 1 - y),
            Side::West => (h - 1 - y, x),
            Side::East => (y, w - 1 - x),
        }
    }

    /// The square at `(lateral, depth)`.
    #[inline]
    pub fn square(&self, lateral: usize, depth: usize) -> usize {
        let (w, h) = (self.width as usize, self.height as usize);
        let (x, y) = match self.side {
            Side::South => (lateral, depth),
            Side::North => (w - 1 - lateral, h - 1 - depth),
            Side::West => (depth, h - 1 - lateral),
            Side::East => (w - 1 - depth, lateral),
        };
        y * w + x
    }

    /// The square one step away in `(lateral, depth)` terms, if on the board.
    #[inline]
    pub fn step(&self, square: usize, dl: i32, dd: i32) -> Option<usize> {
        let (l, d) = self.local(square);
        let (l, d) = (l as i32 + dl, d as i32 + dd);
        (l >= 0 && d >= 0 && (l as usize) < self.edge_len() && (d as usize) < self.rows())
            .then(|| self.square(l as usize, d as usize))
    }
}

/// The six directions a piece may step in, as `(lateral, depth)` changes:
/// straight and diagonally forwards, straight and diagonally backwards.
pub const DIRECTIONS: [(i32, i32); 6] = [(-1, 1), (0, 1), (1, 1), (-1, -1), (0, -1), (1, -1)];

/// The starting squares the game lays out for `player` when none are given.
///
/// The seed's places are the 3rd, 5th, 7th and 9th squares of the near row
/// of an 11-square edge, whatever the number of players. Every edge uses
/// the same pattern, centred on it: every other square, four pieces, with
/// the middle square free (on 11 squares exactly the seed's places; on 9,
/// 13, 15 and 17 squares the 2nd/4th/6th/8th, 4th to 10th, 5th to 11th and
/// 6th to 12th). Only where that pattern breaks a placement rule (a 9-square
/// edge with a player seated on a neighbouring side: the 2nd square from
/// that end lies in the column or row next to that player's pieces) are the
/// pieces packed closer, spread as evenly as the free squares allow. With
/// the extra piece the middle square of the edge is taken too.
pub fn default_starts(
    players: usize,
    player: usize,
    pieces: usize,
    width: usize,
    height: usize,
) -> Vec<usize> {
    let sides = seats(players);
    let side = sides[player];
    let view = View::new(side, width, height);
    let len = view.edge_len();
    let (left, right) = neighbours(side);
    // The squares the placement rules leave: never an end square, and not
    // the next one in where a neighbouring player sits on that hand.
    let lo = if sides.contains(&left) { 2 } else { 1 };
    let hi = if sides.contains(&right) {
        len - 3
    } else {
        len - 2
    };
    let middle = (len - 1) / 2;
    let extra = pieces == 5;
    let first = (len - 7) / 2;
    let mut laterals: Vec<usize> = vec![first, first + 2, first + 4, first + 6];
    if first < lo || first + 6 > hi {
        let free: Vec<usize> = (lo..=hi).filter(|&l| !extra || l != middle).collect();
        let n = free.len();
        laterals = (0..4).map(|i| free[(i * (n - 1) + 1) / 3]).collect();
    }
    if extra {
        laterals.push(middle);
        super::sort_short(&mut laterals);
    }
    laterals.into_iter().map(|l| view.square(l, 0)).collect()
}

/// Checks starting squares (one list per player) against the placement
/// rules; the error lists every reason.
pub fn check_starts(
    players: usize,
    pieces: usize,
    width: usize,
    height: usize,
    starts: &[Vec<usize>],
) -> Result<(), Vec<String>> {
    let sides = seats(players);
    let mut reasons = Vec::new();
    let name = |s: usize| Square::of(s, width).to_string();
    if starts.len() != players {
        reasons.push(crate::tr!(
            "setup-passage-starts-count",
            players = players,
            lists = starts.len()
        ));
        return Err(reasons);
    }
    let mut seen = [false; MAX_SQUARES];
    for (p, list) in starts.iter().enumerate() {
        let view = View::new(sides[p], width, height);
        if list.len() != pieces {
            reasons.push(crate::tr!(
                "setup-passage-starts-pieces",
                side = sides[p].name(),
                pieces = pieces,
                squares = list.len()
            ));
        }
        for &s in list {
            let (l, d) = view.local(s);
            if d != 0 {
                reasons.push(crate::tr!(
                    "setup-passage-starts-edge",
                    side = sides[p].name(),
                    square = &name(s)
                ));
            } else if l == 0 || l + 1 == view.edge_len() {
                reasons.push(crate::tr!(
                    "setup-passage-starts-end",
                    side = sides[p].name(),
                    square = &name(s)
                ));
            }
            if std::mem::replace(&mut seen[s], true) {
                reasons.push(crate::tr!("setup-passage-starts-twice", square = &name(s)));
            }
        }
    }
    for p in 0..players {
        for q in p + 1..players {
            let perpendicular = !matches!(
                (sides[p], sides[q]),
                (Side::South, Side::North)
                    | (Side::North, Side::South)
                    | (Side::West, Side::East)
                    | (Side::East, Side::West)
            );
            if !perpendicular {
                continue;
            }
            for &a in &starts[p] {
                for &b in &starts[q] {
                    let (ax, ay) = ((a % width) as i32, (a / width) as i32);
                    let (bx, by) = ((b % width) as i32, (b / width) as i32);
                    if (ax - bx).abs() == 1 || (ay - by).abs() == 1 {
                        reasons.push(crate::tr!(
                            "setup-passage-starts-neighbours",
                            side = sides[p].name(),
                            square = &name(a),
                            other = sides[q].name(),
                            other_square = &name(b)
                        ));
                    }
                }
            }
        }
    }
    if reasons.is_empty() {
        Ok(())
    } else {
        Err(reasons)
    }
}
