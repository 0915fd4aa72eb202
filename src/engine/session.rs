//! Any game behind one object-safe interface with moves as strings, for the
//! command-line tool and the UI. A session remembers its options, seed and
//! moves, so it can always print its [`Record`].

use std::fmt;

use serde_json::{json, Value};

use super::board::PitBoard;
use super::record::{Record, AGREE};
use super::{Effect, Effects, Game, IllegalAction, ParseActionError, SetupError, Turn};

/// A game played on a two-row pit board.
pub trait PitGame: Game {
    /// The board.
    fn board(&self) -> &PitBoard;
}

impl PitGame for super::kalah::Basic {
    fn board(&self) -> &PitBoard {
        self.board()
    }
}

impl PitGame for super::owari::Owari {
    fn board(&self) -> &PitBoard {
        self.board()
    }
}

/// Why a move string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// It does not name an action of this game.
    Parse(ParseActionError),
    /// It names an action that cannot be played now.
    Illegal { mv: String, why: IllegalAction },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => write!(f, "{e}"),
            MoveError::Illegal { mv, why } => write!(f, "'{mv}' cannot be played: {why}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// What the UI draws of a two-row pit board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitBoardView {
    /// Pits a side.
    pub width: usize,
    /// Seeds per pit in sowing order.
    pub pits: Vec<u8>,
    /// `[South, North]`.
    pub stores: [u8; 2],
}

/// One game in progress, with its history.
pub trait Session {
    /// The game's id in the catalog.
    fn game_id(&self) -> &'static str;
    /// Options, seed and moves so far.
    fn record(&self) -> Record;
    /// Whose turn it is, or the outcome.
    fn turn(&self) -> Turn;
    /// The legal moves in notation.
    fn legal(&self) -> Vec<String>;
    /// Whether `mv` may be played now, and if not, why.
    fn check(&self, mv: &str) -> Result<(), MoveError>;
    /// Plays a move (or [`AGREE`] to end by agreement), returning its effects.
    fn play(&mut self, mv: &str) -> Result<Vec<Effect>, MoveError>;
    /// The effects of the last move played.
    fn last_effects(&self) -> &[Effect];
    /// Each player's score.
    fn scores(&self) -> Vec<i32>;
    /// The pit board, for games played on one.
    fn pit_board(&self) -> Option<PitBoardView>;
    /// The position as JSON (the `rgames state` format).
    fn state_json(&self) -> Value;
    /// A copy.
    fn box_clone(&self) -> Box<dyn Session>;
}

impl Clone for Box<dyn Session> {
    fn clone(&self) -> Self {
        self.box_clone()
    }
}

/// A [`Session`] over any [`PitGame`].
#[derive(Clone, Debug)]
pub struct PitSession<G: PitGame> {
    id: &'static str,
    options: G::Options,
    seed: u64,
    game: G,
    moves: Vec<String>,
    last_effects: Vec<Effect>,
}

impl<G: PitGame + 'static> PitSession<G> {
    /// Starts a game.
    pub fn new(id: &'static str, options: G::Options, seed: u64) -> Result<Self, SetupError> {
        let game = G::new(&options, seed)?;
        Ok(PitSession {
            id,
            options,
            seed,
            game,
            moves: Vec::new(),
            last_effects: Vec::new(),
        })
    }

    /// Starts a game from JSON options (missing fields take their defaults).
    pub fn from_json(id: &'static str, options: &Value, seed: u64) -> Result<Self, SetupError> {
        let options = if options.is_null() {
            G::Options::default()
        } else {
            serde_json::from_value(options.clone()).map_err(|e| SetupError(vec![e.to_string()]))?
        };
        Self::new(id, options, seed)
    }

    /// The game itself.
    pub fn game(&self) -> &G {
        &self.game
    }

    fn parse(&self, mv: &str) -> Result<G::Action, MoveError> {
        mv.trim().parse::<G::Action>().map_err(MoveError::Parse)
    }
}

impl<G: PitGame + 'static> Session for PitSession<G> {
    fn game_id(&self) -> &'static str {
        self.id
    }

    fn record(&self) -> Record {
        Record {
            game: self.id.to_string(),
            options: serde_json::to_value(&self.options).unwrap_or(Value::Null),
            seed: self.seed,
            moves: self.moves.clone(),
        }
    }

    fn turn(&self) -> Turn {
        self.game.turn()
    }

    fn legal(&self) -> Vec<String> {
        let mut actions = Vec::new();
        self.game.legal_actions(&mut actions);
        actions.iter().map(|a| a.to_string()).collect()
    }

    fn check(&self, mv: &str) -> Result<(), MoveError> {
        if mv.trim() == AGREE {
            return match self.game.turn() {
                Turn::Over(_) => Err(MoveError::Illegal {
                    mv: mv.to_string(),
                    why: IllegalAction::GameOver,
                }),
                Turn::Player(_) => Ok(()),
            };
        }
        let action = self.parse(mv)?;
        self.game.check(action).map_err(|why| MoveError::Illegal {
            mv: mv.to_string(),
            why,
        })
    }

    fn play(&mut self, mv: &str) -> Result<Vec<Effect>, MoveError> {
        let mut fx = Effects::recording();
        let illegal = |why| MoveError::Illegal {
            mv: mv.to_string(),
            why,
        };
        let text = if mv.trim() == AGREE {
            self.game.end_by_agreement(&mut fx).map_err(illegal)?;
            AGREE.to_string()
        } else {
            let action = self.parse(mv)?;
            self.game.apply(action, &mut fx).map_err(illegal)?;
            action.to_string()
        };
        self.moves.push(text);
        self.last_effects = fx.take();
        Ok(self.last_effects.clone())
    }

    fn last_effects(&self) -> &[Effect] {
        &self.last_effects
    }

    fn scores(&self) -> Vec<i32> {
        self.game.scores()
    }

    fn pit_board(&self) -> Option<PitBoardView> {
        let board = self.game.board();
        Some(PitBoardView {
            width: board.width(),
            pits: board.pits().to_vec(),
            stores: board.stores(),
        })
    }

    fn state_json(&self) -> Value {
        let board = self.game.board();
        let (to_move, over, winner, reason) = match self.game.turn() {
            Turn::Player(p) => (json!(p), false, Value::Null, Value::Null),
            Turn::Over(outcome) => (
                Value::Null,
                true,
                match outcome.sole_winner() {
                    Some(p) => json!(p),
                    None => json!("draw"),
                },
                json!(outcome.reason.to_string()),
            ),
        };
        json!({
            "game": self.id,
            "pits": board.pits(),
            "stores": board.stores(),
            "to_move": to_move,
            "legal": self.legal(),
            "scores": self.scores(),
            "over": over,
            "winner": winner,
            "reason": reason,
            "moves": self.moves,
        })
    }

    fn box_clone(&self) -> Box<dyn Session> {
        Box::new(self.clone())
    }
}
