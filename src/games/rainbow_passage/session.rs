//! Rainbow Passage behind the object-safe [`Session`] interface used by the
//! command-line tool and the UI.

use serde_json::{json, Value};

use super::dice::COLOUR_NAMES;
use super::rules::{seats, Phase};
use super::{GridView, Passage, PassageAction, PassageOptions};
use crate::engine::options::options_from_json;
use crate::engine::record::Record;
use crate::engine::session::{
    check_move, legal_moves, play_move, Choice, DraftCheck, MoveError, PitBoardView, Placement,
    PlayerView, RoundInfo, Session, Suggestion,
};
use crate::engine::{Effect, EndReason, Game, SetupError, Turn};

/// The game's id, from its registration.
const ID: &str = <Passage as crate::games::Registered>::DEF.id;

/// A Rainbow Passage game with its record.
#[derive(Clone, Debug)]
pub struct PassageSession {
    options: PassageOptions,
    seed: u64,
    game: Passage,
    moves: Vec<String>,
    last_effects: Vec<Effect>,
}

impl PassageSession {
    /// Starts a game.
    pub fn new(options: PassageOptions, seed: u64) -> Result<Self, SetupError> {
        let game = Passage::new(&options, seed)?;
        Ok(PassageSession {
            options,
            seed,
            game,
            moves: Vec::new(),
            last_effects: Vec::new(),
        })
    }

    /// Starts a game from JSON options (missing fields take their defaults).
    pub fn from_json(options: &Value, seed: u64) -> Result<Self, SetupError> {
        Self::new(options_from_json(options)?, seed)
    }

    /// The game.
    pub fn game(&self) -> &Passage {
        &self.game
    }

    fn name(&self, player: usize) -> String {
        self.options
            .names
            .get(player)
            .cloned()
            .unwrap_or_else(|| seats(self.game.num_players())[player].name().to_string())
    }

    fn parse(&self, mv: &str) -> Result<PassageAction, MoveError> {
        mv.trim().parse().map_err(MoveError::Parse)
    }

    fn label(&self, action: PassageAction) -> String {
        match action {
            PassageAction::Roll(d) => {
                let faces: Vec<&str> = d.faces().map(|c| COLOUR_NAMES[c as usize]).collect();
                format!("Roll {}", faces.join(", "))
            }
            PassageAction::Step(a, b) => {
                let board = self.game.board();
                let to = b.index(board.width(), board.height()).unwrap_or(0);
                format!(
                    "Step {a} to {b} ({})",
                    COLOUR_NAMES[board.colour(to) as usize]
                )
            }
            PassageAction::Return(s) => format!("Return a captured piece to {s}"),
            PassageAction::End => "End the turn".to_string(),
            PassageAction::Pass => "Pass".to_string(),
        }
    }

    fn winners(&self, winners: u8) -> String {
        let names: Vec<String> = (0..self.game.num_players())
            .filter(|p| winners & (1 << p) != 0)
            .map(|p| self.name(p))
            .collect();
        names.join(" and ")
    }
}

impl Session for PassageSession {
    fn game_id(&self) -> &'static str {
        ID
    }

    fn record(&self) -> Record {
        Record {
            game: ID.to_string(),
            options: serde_json::to_value(&self.options).unwrap_or(Value::Null),
            seed: self.seed,
            moves: self.moves.clone(),
        }
    }

    fn turn(&self) -> Turn {
        self.game.turn()
    }

    fn legal(&self) -> Vec<String> {
        legal_moves(&self.game)
    }

    fn check(&self, mv: &str) -> Result<(), MoveError> {
        check_move(&self.game, mv)
    }

    fn play(&mut self, mv: &str) -> Result<Vec<Effect>, MoveError> {
        let (text, effects) = play_move(&mut self.game, mv)?;
        self.moves.push(text);
        self.last_effects = effects;
        Ok(self.last_effects.clone())
    }

    fn last_effects(&self) -> &[Effect] {
        &self.last_effects
    }

    fn scores(&self) -> Vec<i32> {
        self.game.scores()
    }

    /// Not a pit game: an empty pit board that only carries the players, so
    /// views written for pit games (and the new-game dialog, which reads the
    /// players from here) keep working. The board itself is [`Self::grid`].
    fn pit_board(&self) -> Option<PitBoardView> {
        Some(PitBoardView {
            layout: Default::default(),
            width: 0,
            pits: Vec::new(),
            names: Vec::new(),
            stores: Vec::new(),
            players: (0..self.game.num_players())
                .map(|p| PlayerView {
                    name: self.name(p),
                    colour: None,
                })
                .collect(),
            owners: None,
            colours: None,
        })
    }

    fn choices(&self) -> Vec<Choice> {
        let mut actions = Vec::new();
        self.game.legal_actions(&mut actions);
        actions
            .into_iter()
            .map(|a| Choice {
                mv: a.to_string(),
                pit: None,
                label: self.label(a),
                direction: None,
                colour: None,
            })
            .collect()
    }

    fn rounds(&self) -> Option<RoundInfo> {
        None
    }

    fn prompt(&self) -> Option<String> {
        let s = self.game.state();
        let mover = s.mover as usize;
        match s.phase {
            Phase::RollOff => Some(format!(
                "{} rolls five dice: most reds starts.",
                self.name(s.roll_off.next as usize)
            )),
            Phase::Roll => Some(format!(
                "{} rolls {} dice.",
                self.name(mover),
                s.dice_to_roll()
            )),
            Phase::Act => {
                let left = s.dice.most_of_a_colour().saturating_sub(s.steps);
                Some(if s.steps == 0 {
                    format!(
                        "{}: up to {left} steps, a return, or pass.",
                        self.name(mover)
                    )
                } else {
                    format!("{}: {left} more steps, or end the turn.", self.name(mover))
                })
            }
            Phase::Over(_) => None,
        }
    }

    fn pit_reason(&self, _pit: usize) -> Option<String> {
        None
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        Vec::new()
    }

    /// A turn (a move, for undo) begins with its roll.
    fn starts_move(&self, mv: &str) -> bool {
        matches!(self.parse(mv), Ok(PassageAction::Roll(_)) | Err(_))
    }

    fn explain(&self) -> Option<String> {
        let Turn::Over(outcome) = self.game.turn() else {
            return None;
        };
        let who = self.winners(outcome.winners);
        let shared = outcome.winners.count_ones() > 1;
        Some(match outcome.reason {
            EndReason::Crossed { player } => {
                if shared {
                    format!(
                        "{} got their pieces across: {who} win.",
                        self.name(player as usize)
                    )
                } else {
                    format!("{who} got across the board and wins.")
                }
            }
            EndReason::LastStanding { .. } => {
                format!("{who} {} the last with pieces on the board.", if shared { "are" } else { "is" })
            }
            EndReason::TurnLimit { turns } => format!(
                "The game reached its limit of {turns} turns. Most pieces across, then most on the board: {who}."
            ),
            EndReason::Agreement { .. } => format!(
                "The players agreed to stop. Most pieces across, then most on the board: {who}."
            ),
            other => other.to_string(),
        })
    }

    fn placement(&self) -> Option<Placement> {
        None
    }

    fn check_draft(&self, _draft: &[u8]) -> Option<DraftCheck> {
        None
    }

    fn state_json(&self) -> Value {
        let grid = self.grid_view();
        let board = self.game.board();
        let name = |s: u16| super::Square::of(s as usize, board.width()).to_string();
        let players = self.game.num_players();
        let (to_move, over, winners, reason) = match self.game.turn() {
            Turn::Player(p) => (json!(p), false, Value::Null, Value::Null),
            Turn::Chance => (json!("chance"), false, Value::Null, Value::Null),
            Turn::Over(outcome) => {
                let winners: Vec<usize> = (0..players)
                    .filter(|&p| outcome.winners & (1 << p) != 0)
                    .collect();
                (Value::Null, true, json!(winners), json!(self.explain()))
            }
        };
        let rows: Vec<String> = (0..board.height())
            .rev()
            .map(|y| {
                (0..board.width())
                    .map(|x| super::dice::LETTERS[board.colour(board.square(x, y)) as usize])
                    .collect()
            })
            .collect();
        json!({
            "game": ID,
            "width": grid.width,
            "height": grid.height,
            "rows": rows,
            "star": name(grid.star),
            "sections": grid.sections.iter().map(|s| json!({
                "kind": s.kind,
                "squares": s.squares.iter().map(|&q| name(q)).collect::<Vec<_>>(),
                "colours": s.squares.iter().map(|&q| COLOUR_NAMES[board.colour(q as usize) as usize]).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "frame": grid.frame,
            "players": grid.players,
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
            "to_move": to_move,
            "legal": self.legal(),
            "scores": self.scores(),
            "over": over,
            "winners": winners,
            "reason": reason,
            "moves": self.moves,
        })
    }

    fn box_clone(&self) -> Box<dyn Session> {
        Box::new(self.clone())
    }

    fn grid(&self) -> Option<GridView> {
        Some(self.grid_view())
    }

    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        let mut outcomes = Vec::new();
        self.game.chance_outcomes(&mut outcomes);
        outcomes
            .into_iter()
            .map(|(a, p)| (a.to_string(), p))
            .collect()
    }
}

impl PassageSession {
    fn grid_view(&self) -> GridView {
        let names: Vec<String> = (0..self.game.num_players()).map(|p| self.name(p)).collect();
        self.game.grid(&names)
    }
}
