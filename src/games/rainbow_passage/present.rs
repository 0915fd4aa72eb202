//! What the UI draws of a Rainbow Passage position: the grid, the pieces,
//! the tokens, where each piece may step, and the players.

use super::*;

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

/// A player as the grid board shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridPlayer {
    /// Their name.
    pub name: String,
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
    /// Its kind.
    pub kind: SectionKind,
    /// Its squares.
    pub squares: Vec<u16>,
}

/// Everything the UI draws of a Rainbow Passage game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GridView {
    /// Squares from West to East.
    pub width: u8,
    /// Squares from South to North.
    pub height: u8,
    /// Each square's dice colour (index into [`dice::COLOUR_NAMES`]), row by
    /// row from South's left corner.
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
    /// The players in seat (and turn) order.
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

impl Passage {
    /// The view the UI draws; `names` are the players' names (side names
    /// when empty).
    pub fn grid(&self, names: &[String]) -> GridView {
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
                name: names
                    .get(p)
                    .cloned()
                    .unwrap_or_else(|| sides[p].name().to_string()),
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
                    kind: sec.kind,
                    squares: sec.squares.clone(),
                })
                .collect(),
            star: b.star() as u16,
            frame: b.frame(),
            pieces,
            tokens,
            players,
            teams: s.cfg.teams,
            to_move: match s.phase {
                Phase::Roll | Phase::Act => Some(s.mover),
                _ => None,
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
