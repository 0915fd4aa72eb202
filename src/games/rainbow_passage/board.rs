//! Assembling a Rainbow Passage board from its tiles.
//!
//! The board is `width` x `height` squares, both odd, between 9 and 17, with
//! `width + height <= 28` (the frame has four 9-square segments and at most
//! eight 2-square ones). The plus-shaped centre tile (five squares, the star
//! in its middle) sits on the centre square; the rest is covered with tiles
//! from the box's inventory ([`INVENTORY`]) by a seeded backtracking search,
//! which always finds a tiling (every legal size is tested with many seeds).
//! Every square then gets one of the six dice colours at random, the star
//! square included: the star only marks the centre row, and a piece stepping
//! onto it needs a die of its colour like anywhere else.
//!
//! Squares are numbered row by row from South's left corner:
//! `index = y * width + x`, with `x` from the West edge and `y` from the South
//! edge.

use rand::Rng;
use serde::Serialize;

pub use crate::engine::board_view::{FrameSegment, Side};
use crate::engine::game_rng;

/// The largest side of a board.
pub const MAX_SIDE: usize = 17;
/// Room for every square of the largest board.
pub const MAX_SQUARES: usize = MAX_SIDE * MAX_SIDE;
/// The legal board sizes `(width, height)`.
pub const SIZES: [(u8, u8); 15] = [
    (9, 9),
    (9, 11),
    (9, 13),
    (9, 15),
    (9, 17),
    (11, 9),
    (11, 11),
    (11, 13),
    (11, 15),
    (13, 9),
    (13, 11),
    (13, 13),
    (15, 9),
    (15, 11),
    (17, 9),
];

/// The kinds of tile, besides the centre cross.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SectionKind {
    /// The plus-shaped centre tile with the star.
    Cross,
    /// A 2x2 square.
    Square,
    /// A 2x2 square with one corner missing.
    Angle,
    /// Three squares in a line.
    Long,
    /// Two squares in a line.
    Short,
}

/// How many tiles of each kind the box holds: squares, angles, longs, shorts.
pub const INVENTORY: [u8; 4] = [8, 16, 14, 22];
const KINDS: [SectionKind; 4] = [
    SectionKind::Square,
    SectionKind::Angle,
    SectionKind::Long,
    SectionKind::Short,
];

/// Every way to lay a tile, as `(kind index, offsets (dx, dy))`: the first
/// offset is the tile's first square in reading order (lowest `y`, then
/// lowest `x`), so the tile can be laid with that square on the first empty
/// square of the board.
const PLACEMENTS: [(usize, &[(i8, i8)]); 10] = [
    (0, &[(0, 0), (1, 0), (0, 1), (1, 1)]),
    (1, &[(0, 0), (-1, 1), (0, 1)]),
    (1, &[(0, 0), (0, 1), (1, 1)]),
    (1, &[(0, 0), (1, 0), (1, 1)]),
    (1, &[(0, 0), (1, 0), (0, 1)]),
    (2, &[(0, 0), (1, 0), (2, 0)]),
    (2, &[(0, 0), (0, 1), (0, 2)]),
    (3, &[(0, 0), (1, 0)]),
    (3, &[(0, 0), (0, 1)]),
    // Listed twice so that short tiles are not drawn far more rarely than
    // the other kinds (they are the most numerous in the box).
    (3, &[(0, 0), (1, 0)]),
];

/// Search steps allowed per attempt before starting afresh.
const NODES_PER_ATTEMPT: u32 = 20_000;

/// One tile on the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Section {
    /// Its kind.
    pub kind: SectionKind,
    /// The squares it covers.
    pub squares: Vec<u16>,
}

/// An assembled board: size, tiles and colours.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    width: u8,
    height: u8,
    colours: [u8; MAX_SQUARES],
    sections: Vec<Section>,
    /// The seed it was assembled from (`None` once repainted).
    seed: Option<u64>,
}

/// Whether `width` x `height` is a legal board size.
pub fn legal_size(width: u8, height: u8) -> bool {
    SIZES.contains(&(width, height))
}

impl Board {
    /// Assembles the board of a legal size from a seed; `None` for an
    /// illegal size.
    pub fn assemble(width: u8, height: u8, seed: u64) -> Option<Board> {
        if !legal_size(width, height) {
            return None;
        }
        let mut rng = game_rng(seed ^ 0xB0A2_D5EC_7105_0000);
        let sections = tile(width as usize, height as usize, &mut rng);
        let mut colours = [0u8; MAX_SQUARES];
        for c in colours.iter_mut().take(width as usize * height as usize) {
            *c = rng.random_range(0..6u32) as u8;
        }
        Some(Board {
            width,
            height,
            colours,
            sections,
            seed: Some(seed),
        })
    }

    /// The same board with the squares' colours `colours` (row by row from
    /// South); `None` unless it is one dice colour a square.
    pub(super) fn repainted(&self, colours: &[u8]) -> Option<Board> {
        if colours.len() != self.squares() || colours.iter().any(|&c| c >= 6) {
            return None;
        }
        let mut board = self.clone();
        board.colours[..colours.len()].copy_from_slice(colours);
        board.seed = None;
        Some(board)
    }

    /// The seed it was assembled from, unless it was repainted since.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Squares from West to East.
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// Squares from South to North.
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// The number of squares.
    pub fn squares(&self) -> usize {
        self.width() * self.height()
    }

    /// The dice colour of a square (see [`super::dice::COLOUR_NAMES`]).
    #[inline]
    pub fn colour(&self, square: usize) -> u8 {
        self.colours[square]
    }

    /// Repaints a square (scenario tests).
    #[cfg(test)]
    pub(crate) fn paint(&mut self, square: usize, colour: u8) {
        self.colours[square] = colour;
    }

    /// Every square's colour, row by row from South.
    pub fn colours(&self) -> &[u8] {
        &self.colours[..self.squares()]
    }

    /// The tiles, the centre cross first.
    pub fn sections(&self) -> &[Section] {
        &self.sections
    }

    /// The star square (the centre).
    pub fn star(&self) -> usize {
        self.height() / 2 * self.width() + self.width() / 2
    }

    /// The square at column `x`, row `y`.
    #[inline]
    pub fn square(&self, x: usize, y: usize) -> usize {
        y * self.width() + x
    }

    /// Column and row of a square.
    #[inline]
    pub fn xy(&self, square: usize) -> (usize, usize) {
        (square % self.width(), square / self.width())
    }

    /// The frame: on each side one long segment with the short ones split
    /// around it (the extra one, if odd, before it).
    pub fn frame(&self) -> Vec<FrameSegment> {
        let mut out = Vec::new();
        for side in [Side::South, Side::West, Side::North, Side::East] {
            let len = match side {
                Side::South | Side::North => self.width,
                Side::West | Side::East => self.height,
            };
            let shorts = (len - 9) / 2;
            let before = shorts.div_ceil(2);
            let mut at = 0;
            for _ in 0..before {
                out.push(FrameSegment {
                    side,
                    start: at,
                    len: 2,
                });
                at += 2;
            }
            out.push(FrameSegment {
                side,
                start: at,
                len: 9,
            });
            at += 9;
            for _ in before..shorts {
                out.push(FrameSegment {
                    side,
                    start: at,
                    len: 2,
                });
                at += 2;
            }
        }
        out
    }

    /// The name of a square: column letter from West (`a`…) and row number
    /// from South (`1`…), as South sees the board.
    pub fn square_name(&self, square: usize) -> String {
        let (x, y) = self.xy(square);
        format!("{}{}", (b'a' + x as u8) as char, y + 1)
    }
}

/// Covers the board minus the centre cross with tiles from the inventory.
fn tile(width: usize, height: usize, rng: &mut impl Rng) -> Vec<Section> {
    let (cx, cy) = (width / 2, height / 2);
    let cross: Vec<u16> = [
        (cx, cy - 1),
        (cx - 1, cy),
        (cx, cy),
        (cx + 1, cy),
        (cx, cy + 1),
    ]
    .iter()
    .map(|&(x, y)| (y * width + x) as u16)
    .collect();
    let mut search = Search {
        width,
        height,
        filled: [false; MAX_SQUARES],
        left: INVENTORY,
        laid: Vec::new(),
        nodes: 0,
        limit: NODES_PER_ATTEMPT,
    };
    for &s in &cross {
        search.filled[s as usize] = true;
    }
    let empty = width * height - cross.len();
    // Random attempts, each with a budget; a last attempt without one (never
    // needed in the tests, kept so assembly cannot fail).
    for attempt in 0..=20 {
        search.nodes = 0;
        search.limit = if attempt == 20 {
            u32::MAX
        } else {
            NODES_PER_ATTEMPT
        };
        if search.fill(0, empty, rng) {
            break;
        }
    }
    let mut sections = vec![Section {
        kind: SectionKind::Cross,
        squares: cross,
    }];
    sections.extend(search.laid.iter().map(|&(placement, first)| {
        let (kind, offsets) = PLACEMENTS[placement];
        let (x, y) = (first % width, first / width);
        Section {
            kind: KINDS[kind],
            squares: offsets
                .iter()
                .map(|&(dx, dy)| {
                    ((y as i32 + dy as i32) * width as i32 + x as i32 + dx as i32) as u16
                })
                .collect(),
        }
    }));
    sections
}

struct Search {
    width: usize,
    height: usize,
    filled: [bool; MAX_SQUARES],
    left: [u8; 4],
    /// Tiles laid: (placement index, first square).
    laid: Vec<(usize, usize)>,
    nodes: u32,
    limit: u32,
}

impl Search {
    fn capacity(&self) -> usize {
        self.left
            .iter()
            .zip([4, 3, 3, 2])
            .map(|(&n, area)| n as usize * area)
            .sum()
    }

    fn fits(&self, first: usize, offsets: &[(i8, i8)]) -> bool {
        let (x, y) = ((first % self.width) as i32, (first / self.width) as i32);
        offsets.iter().all(|&(dx, dy)| {
            let (nx, ny) = (x + dx as i32, y + dy as i32);
            nx >= 0
                && ny >= 0
                && (nx as usize) < self.width
                && (ny as usize) < self.height
                && !self.filled[ny as usize * self.width + nx as usize]
        })
    }

    fn mark(&mut self, first: usize, offsets: &[(i8, i8)], value: bool) {
        let (x, y) = ((first % self.width) as i32, (first / self.width) as i32);
        for &(dx, dy) in offsets {
            self.filled[(y + dy as i32) as usize * self.width + (x + dx as i32) as usize] = value;
        }
    }

    /// Fills every empty square from `from` on; `empty` squares are left.
    fn fill(&mut self, from: usize, empty: usize, rng: &mut impl Rng) -> bool {
        let squares = self.width * self.height;
        let Some(first) = (from..squares).find(|&s| !self.filled[s]) else {
            return true;
        };
        if self.capacity() < empty || self.nodes >= self.limit {
            return false;
        }
        self.nodes += 1;
        let mut order: [usize; 10] = std::array::from_fn(|i| i);
        for i in (1..order.len()).rev() {
            let j = rng.random_range(0..=i as u32) as usize;
            order.swap(i, j);
        }
        for &placement in &order {
            let (kind, offsets) = PLACEMENTS[placement];
            if self.left[kind] == 0 || !self.fits(first, offsets) {
                continue;
            }
            self.mark(first, offsets, true);
            self.left[kind] -= 1;
            self.laid.push((placement, first));
            if self.fill(first + 1, empty - offsets.len(), rng) {
                return true;
            }
            self.laid.pop();
            self.left[kind] += 1;
            self.mark(first, offsets, false);
            if self.nodes >= self.limit {
                return false;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(board: &Board) {
        let (w, h) = (board.width(), board.height());
        let mut cover = vec![0u8; w * h];
        let mut used = [0u8; 4];
        for section in board.sections() {
            for &s in &section.squares {
                cover[s as usize] += 1;
            }
            // Tiles are connected pieces of their shape.
            let xs: Vec<(usize, usize)> = section
                .squares
                .iter()
                .map(|&s| board.xy(s as usize))
                .collect();
            let (minx, maxx) = (
                xs.iter().map(|p| p.0).min().unwrap(),
                xs.iter().map(|p| p.0).max().unwrap(),
            );
            let (miny, maxy) = (
                xs.iter().map(|p| p.1).min().unwrap(),
                xs.iter().map(|p| p.1).max().unwrap(),
            );
            let span = (maxx - minx + 1, maxy - miny + 1);
            match section.kind {
                SectionKind::Cross => {
                    assert_eq!(section.squares.len(), 5);
                    assert!(section.squares.contains(&(board.star() as u16)));
                    assert_eq!(span, (3, 3));
                    assert_eq!(board.xy(board.star()), (w / 2, h / 2));
                }
                SectionKind::Square => {
                    assert_eq!((section.squares.len(), span), (4, (2, 2)));
                    used[0] += 1;
                }
                SectionKind::Angle => {
                    assert_eq!((section.squares.len(), span), (3, (2, 2)));
                    used[1] += 1;
                }
                SectionKind::Long => {
                    assert_eq!(section.squares.len(), 3);
                    assert!(span == (3, 1) || span == (1, 3));
                    used[2] += 1;
                }
                SectionKind::Short => {
                    assert_eq!(section.squares.len(), 2);
                    assert!(span == (2, 1) || span == (1, 2));
                    used[3] += 1;
                }
            }
        }
        assert!(cover.iter().all(|&c| c == 1), "{w}x{h}: cover {cover:?}");
        for k in 0..4 {
            assert!(used[k] <= INVENTORY[k], "{w}x{h}: {used:?}");
        }
        assert!(board.colours().iter().all(|&c| c < 6));
        assert_eq!(board.sections()[0].kind, SectionKind::Cross);
    }

    #[test]
    fn every_size_assembles_with_many_seeds() {
        for &(w, h) in &SIZES {
            let seeds = if (w, h) == (13, 13) { 400 } else { 150 };
            for seed in 0..seeds {
                let board = Board::assemble(w, h, seed).unwrap();
                check(&board);
            }
        }
    }

    /// A player's view finds a square's column and row without a
    /// division; on every legal board, from every side, they are the
    /// board's own.
    #[test]
    fn views_find_every_square_of_every_size() {
        use super::super::places::View;
        for &(w, h) in &SIZES {
            let board = Board::assemble(w, h, 1).unwrap();
            for side in [Side::South, Side::West, Side::North, Side::East] {
                let view = View::new(side, board.width(), board.height());
                for square in 0..board.squares() {
                    assert_eq!(view.xy(square), board.xy(square), "{w}x{h} {square}");
                }
            }
        }
    }

    #[test]
    fn illegal_sizes_are_refused() {
        for (w, h) in [(10, 11), (13, 15), (17, 11), (7, 9), (19, 9), (0, 0)] {
            assert!(Board::assemble(w, h, 1).is_none(), "{w}x{h}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_board() {
        let a = Board::assemble(11, 11, 42).unwrap();
        assert_eq!(a, Board::assemble(11, 11, 42).unwrap());
        assert_ne!(a, Board::assemble(11, 11, 43).unwrap());
        // All six colours appear on a board this size.
        for c in 0..6 {
            assert!(a.colours().contains(&c));
        }
    }

    #[test]
    fn frame_lines_every_side() {
        for &(w, h) in &SIZES {
            let board = Board::assemble(w, h, 3).unwrap();
            let frame = board.frame();
            assert_eq!(frame.iter().filter(|s| s.len == 9).count(), 4);
            assert!(frame.iter().filter(|s| s.len == 2).count() <= 8);
            for side in [Side::South, Side::West, Side::North, Side::East] {
                let total: u8 = frame.iter().filter(|s| s.side == side).map(|s| s.len).sum();
                let want = if matches!(side, Side::South | Side::North) {
                    w
                } else {
                    h
                };
                assert_eq!(total, want);
            }
        }
        assert_eq!(Board::assemble(11, 11, 1).unwrap().square_name(0), "a1");
    }
}
