//! What the page draws of a board, whatever the game: every game describes
//! its position as one [`BoardView`] (its
//! [`Present::board_view`](super::session::Present::board_view)), and the
//! UI chooses the drawing from the variant alone. Pits sown in a loop are a
//! [`PitBoardView`], drawn in two rows or as a ring; a board of squares
//! with pieces on it is a [`GridView`]. Nothing here names a game.

use serde::Serialize;

use super::board::{pit_name, PitBoard};

/// A board as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardView {
    /// Pits with seeds or beads, and a store or cup for each player.
    Pits(PitBoardView),
    /// Squares with pieces on them.
    Grid(GridView),
}

impl BoardView {
    /// The pits, on a pit board.
    pub fn pits(&self) -> Option<&PitBoardView> {
        match self {
            BoardView::Pits(pits) => Some(pits),
            BoardView::Grid(_) => None,
        }
    }

    /// The squares, on a grid board.
    pub fn grid(&self) -> Option<&GridView> {
        match self {
            BoardView::Grid(grid) => Some(grid),
            BoardView::Pits(_) => None,
        }
    }

    /// The squares, to change them (withdraw the targets).
    pub fn grid_mut(&mut self) -> Option<&mut GridView> {
        match self {
            BoardView::Grid(grid) => Some(grid),
            BoardView::Pits(_) => None,
        }
    }
}

impl From<PitBoardView> for BoardView {
    fn from(pits: PitBoardView) -> BoardView {
        BoardView::Pits(pits)
    }
}

impl From<GridView> for BoardView {
    fn from(grid: GridView) -> BoardView {
        BoardView::Grid(grid)
    }
}

/// How a pit board's pits are arranged on screen. Only the drawing differs:
/// both arrangements hold the same things and are sown alike.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PitLayout {
    /// Two facing rows, sown counterclockwise, stores at the ends.
    #[default]
    Rows,
    /// One loop of pits, sown counterclockwise, players seated around it.
    Ring,
}

/// What the UI draws of a pit board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitBoardView {
    /// Two rows or a ring.
    pub layout: PitLayout,
    /// Pits a side (half the pits, on a ring).
    pub width: usize,
    /// Seeds per pit in sowing order.
    pub pits: Vec<u8>,
    /// Each pit's name in the notation.
    pub names: Vec<String>,
    /// What each player has taken off the board, one entry per player.
    pub stores: Vec<u8>,
    /// The owner of each pit, when not simply its side.
    pub owners: Option<Vec<u8>>,
    /// Bead colours, for games with coloured beads.
    pub colours: Option<ColourView>,
}

impl PitBoardView {
    /// A board drawn as it stands: two rows, its pits and stores, pits
    /// named as the notation names them, no owners and no colours. Games
    /// that show more set those fields over it.
    pub fn of(board: &PitBoard) -> PitBoardView {
        let width = board.width();
        PitBoardView {
            layout: PitLayout::Rows,
            width,
            pits: board.pits().to_vec(),
            names: (0..board.num_pits())
                .map(|p| pit_name(p, width).to_string())
                .collect(),
            stores: board.stores().to_vec(),
            owners: None,
            colours: None,
        }
    }
}

/// What the UI draws of a game with coloured beads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourView {
    /// The colour of each pit (index into
    /// [`COLOUR_NAMES`](super::session::COLOUR_NAMES)), in sowing order;
    /// empty when pits have no colour of their own.
    pub pit_colours: Vec<u8>,
    /// Beads of each colour in every pit, in sowing order.
    pub pit_beads: Vec<[u8; 6]>,
    /// Beads of each colour in the sower's hand during a move.
    pub hand: [u8; 6],
    /// The pit the sowing visits next, during a move.
    pub next_pit: Option<usize>,
    /// Beads of each colour each player has captured, one entry per player.
    pub captured: Vec<[u8; 6]>,
}

/// The six colours of a grid's squares and dice, by index (what
/// [`GridView::colours`], [`GridView::dice`] and [`TargetView::colour`]
/// hold).
pub const DICE_COLOUR_NAMES: [&str; 6] = ["red", "green", "blue", "yellow", "cyan", "magenta"];

/// A side of a square board, named by the compass as South sees the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The bottom edge (row 1).
    South,
    /// The left edge (column a).
    West,
    /// The top edge.
    North,
    /// The right edge.
    East,
}

impl Side {
    /// The side's name, in the language shown.
    pub fn name(self) -> &'static str {
        use crate::t;
        match self {
            Side::South => t!("side-south"),
            Side::West => t!("side-west"),
            Side::North => t!("side-north"),
            Side::East => t!("side-east"),
        }
    }
}

/// One segment of the frame round a grid, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct FrameSegment {
    /// The side it lines.
    pub side: Side,
    /// Where it begins along that side, counted in squares from the
    /// South-West end (x for South and North, y for West and East).
    pub start: u8,
    /// Its length in squares.
    pub len: u8,
}

/// A piece as the UI draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceView {
    /// The player it belongs to.
    pub owner: u8,
    /// The points of its star.
    pub points: u8,
    /// Which of the player's pieces it is (its token's colour).
    pub index: u8,
    /// The square it stands on.
    pub square: u16,
    /// Whether it has moved since placed (unmoved pieces cannot be
    /// captured).
    pub moved: bool,
}

/// A start token on the frame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TokenView {
    /// The player it belongs to.
    pub owner: u8,
    /// Which of the player's pieces it belongs to.
    pub index: u8,
    /// The start square it lies behind (on the owner's edge).
    pub square: u16,
    /// The side of the frame it lies on.
    pub side: Side,
    /// Crossed side up: its piece has not moved since placed.
    pub crossed: bool,
}

/// A step the player to move can take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TargetView {
    /// The piece's square.
    pub from: u16,
    /// Where it would go.
    pub to: u16,
    /// The colour of the die it would use.
    pub colour: u8,
    /// Whether it captures.
    pub capture: bool,
    /// The move in notation.
    pub mv: String,
}

/// A seat at a grid board (the players' names are the session's
/// [`players`](super::session::Session::players)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridPlayer {
    /// The side they sit at.
    pub side: Side,
    /// The points of their pieces' stars.
    pub points: u8,
    /// Their team (their seat number without teams).
    pub team: u8,
    /// Pieces captured and waiting to return.
    pub captured: u8,
    /// Pieces got across.
    pub crossed: u8,
    /// Out of the game (no piece left on the board).
    pub out: bool,
}

/// One tile, for drawing outlines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SectionView {
    /// Whether it is the centre tile (drawn bolder).
    pub centre: bool,
    /// Its squares.
    pub squares: Vec<u16>,
}

/// What the UI draws of a board of squares with pieces, dice and start
/// tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridView {
    /// Squares from West to East.
    pub width: u8,
    /// Squares from South to North.
    pub height: u8,
    /// Each square's colour (index into [`DICE_COLOUR_NAMES`]), row by row
    /// from South's left corner.
    pub colours: Vec<u8>,
    /// The tiles.
    pub sections: Vec<SectionView>,
    /// The star square.
    pub star: u16,
    /// The frame segments.
    pub frame: Vec<FrameSegment>,
    /// The pieces on the board.
    pub pieces: Vec<PieceView>,
    /// The start tokens.
    pub tokens: Vec<TokenView>,
    /// The seats, in seat (and turn) order.
    pub players: Vec<GridPlayer>,
    /// Whether teams are played.
    pub teams: bool,
    /// The player to move (also while their dice are rolled), if any.
    pub to_move: Option<u8>,
    /// The dice rolled this turn, one colour index per die.
    pub dice: Vec<u8>,
    /// For each die, whether it has been used.
    pub used: Vec<bool>,
    /// Steps left this turn.
    pub steps_left: u8,
    /// Legal steps of the player to move.
    pub targets: Vec<TargetView>,
    /// Start squares a captured piece can be returned to now, with the move.
    pub returns: Vec<(u16, String)>,
    /// During the roll-off for who starts: each player's latest roll (colour
    /// index per die; empty before it) and whether they are still rolling.
    pub roll_off: Option<Vec<(Vec<u8>, bool)>>,
}

impl GridView {
    /// The name of a square in the notation (`c3`: column letter from the
    /// West edge, row number from the South edge).
    pub fn square_name(&self, square: u16) -> String {
        let width = self.width.max(1) as u16;
        format!(
            "{}{}",
            (b'a' + (square % width) as u8) as char,
            square / width + 1
        )
    }
}
