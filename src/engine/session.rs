//! Any game behind one object-safe interface with moves as strings, for the
//! command-line tool and the UI. A session remembers its options, seed and
//! moves, so it can always print its [`Record`].

use std::fmt;

use serde_json::{json, Value};

use super::board_view::BoardView;
use super::options::{options_from_json, GameOptions};
use super::record::{Record, Special, AGREE};
use super::{
    side_name, Effect, Effects, EndReason, Game, IllegalAction, NamedEnd, Outcome,
    ParseActionError, SetupError, Turn,
};

/// What every game tells the page and the command-line tool besides its
/// rules: its board as drawn, its players, and its actions, prompts and
/// endings in words, so the UI needs no rule of its own. [`GameSession`]
/// puts any game that has it behind the object-safe [`Session`].
pub trait Present: Game {
    /// The board as the page draws it (a pit game starts from
    /// [`PitBoardView::of`](super::board_view::PitBoardView::of) its board).
    fn board_view(&self) -> BoardView;

    /// The players, in seat order, with their names and bead colours.
    fn players(&self) -> Vec<PlayerView> {
        (0..self.num_players())
            .map(|p| PlayerView {
                name: side_name(p).to_string(),
                colour: None,
            })
            .collect()
    }

    /// The pit a player clicks to choose this action, if it belongs to one
    /// (sowing from a pit, claiming a hollow, placing seeds in a pit).
    fn action_pit(&self, _action: Self::Action) -> Option<usize> {
        None
    }

    /// A short description of an action for buttons and announcements, such
    /// as "Sow C clockwise", "Claim hollow c", "Play on 4 pits a side".
    fn action_label(&self, action: Self::Action) -> String {
        action.to_string()
    }

    /// The direction an action sows in, when the player chooses it (Giuthi),
    /// so the UI can draw it as an arrow on the pit.
    fn action_direction(&self, _action: Self::Action) -> Option<super::sow::Direction> {
        None
    }

    /// Whether an action begins a move (rather than continuing one with a
    /// decision inside it), so the UI can undo whole moves.
    fn starts_move(&self, _action: Self::Action) -> bool {
        true
    }

    /// The bead colour an action drops, for games with coloured beads, so
    /// the UI can show its swatch and glyph.
    fn action_colour(&self, _action: Self::Action) -> Option<u8> {
        None
    }

    /// Round number and running totals, for multi-round games.
    fn rounds(&self) -> Option<RoundInfo> {
        None
    }

    /// What the player to move is asked to do when it is not a plain
    /// sowing move ("North, claim 2 of South's hollows").
    fn prompt(&self) -> Option<String> {
        None
    }

    /// Extra fields for the `rgames state` JSON (owners, board size, phase,
    /// a grid's squares and pieces…).
    fn extra_state(&self) -> Value {
        Value::Null
    }

    /// Why a pit with no legal action cannot be played now, when the game can
    /// say better than checking the pit's name as a move.
    fn pit_reason(&self, _pit: usize) -> Option<String> {
        None
    }

    /// Ready-made sequences of actions the UI may offer as shortcuts for a
    /// decision made of many steps ("Spread evenly" for a distribution).
    fn suggestions(&self) -> Vec<(String, Vec<Self::Action>)> {
        Vec::new()
    }

    /// How the game ended, in words, naming the players.
    fn explain(&self, outcome: &Outcome) -> String {
        outcome.reason.to_string()
    }

    /// While the player to move places beads of their own on the board as
    /// one move (Spectral Reapers): how many and where.
    fn placement(&self) -> Option<Placement> {
        None
    }

    /// During a placement: checks a draft (the player's beads per pit, in
    /// sowing order). `None` when there is no placement now; otherwise the
    /// action it makes when it is complete and legal, and what is wrong with
    /// it when it cannot become legal by adding beads.
    fn check_draft(&self, _draft: &[u8]) -> Option<(Option<Self::Action>, Option<String>)> {
        None
    }
}

/// A player as the board shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    /// Their name ("South", or a name chosen at the start).
    pub name: String,
    /// Their bead colour (index into [`COLOUR_NAMES`]), in games where
    /// beads belong to players.
    pub colour: Option<u8>,
}

/// What the player to move places as one move (Spectral Reapers' opening).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Beads to place in all.
    pub beads: u8,
    /// Pits to place them in.
    pub pits: u8,
    /// Fewest beads a chosen pit takes.
    pub min: u8,
    /// Most beads a chosen pit takes.
    pub max: u8,
    /// The colour of the beads (index into [`COLOUR_NAMES`]).
    pub colour: u8,
}

/// A placement draft as the engine judges it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftCheck {
    /// The move it makes, when it is complete and legal.
    pub mv: Option<String>,
    /// Why it cannot be completed as it stands, if so.
    pub problem: Option<String>,
}

/// A named sequence of moves offered as a shortcut.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// What it does, for a button.
    pub label: String,
    /// The moves, played in order.
    pub moves: Vec<String>,
}

/// The six bead colours, in order: red, orange, yellow, green, blue, violet.
pub const COLOUR_NAMES: [&str; 6] = ["red", "orange", "yellow", "green", "blue", "violet"];

/// Where a multi-round game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundInfo {
    /// The round being played (from 1).
    pub round: u32,
    /// Seeds each player holds in all (store plus own pits, or as the game
    /// counts them), `[South, North]`.
    pub totals: [i32; 2],
    /// Results of the rounds already played: seeds each player ended with.
    pub finished: Vec<[i32; 2]>,
}

/// A legal move as the UI offers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move in notation (what `play` takes).
    pub mv: String,
    /// The pit to click for it, if any.
    pub pit: Option<usize>,
    /// A description for a button.
    pub label: String,
    /// Which way it sows, when the direction is the player's choice.
    pub direction: Option<super::sow::Direction>,
    /// The bead colour it drops, in games with coloured beads.
    pub colour: Option<u8>,
}

/// Why a move string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// It does not name an action of this game.
    Parse(ParseActionError),
    /// It names an action that cannot be played now.
    Illegal { mv: String, why: IllegalAction },
    /// A resignation that names no player (`resign:7` in a two-player
    /// game, `resign:x`): `players` is how many the game has.
    NoSuchResigner { mv: String, players: usize },
    /// A draw agreed or a resignation given to a game's own position:
    /// only a [`GameSession`] records how the players ended a game.
    SessionOnly(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => write!(f, "{e}"),
            MoveError::Illegal { mv, why } => f.write_str(&crate::tr!(
                "move-cannot-be-played",
                mv = mv,
                why = &why.to_string()
            )),
            MoveError::NoSuchResigner { mv, players } => f.write_str(&crate::tr!(
                "move-no-such-resigner",
                mv = mv,
                last = players.saturating_sub(1)
            )),
            MoveError::SessionOnly(mv) => f.write_str(&crate::tr!("move-session-only", mv = mv)),
        }
    }
}

impl std::error::Error for MoveError {}

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
    /// Plays a move (or a [`Special`] move: [`AGREE`] to end by agreement,
    /// `draw`, `resign:N`), returning its effects.
    fn play(&mut self, mv: &str) -> Result<Vec<Effect>, MoveError>;
    /// The effects of the last move played.
    fn last_effects(&self) -> &[Effect];
    /// Each player's score.
    fn scores(&self) -> Vec<i32>;
    /// The players, in seat order.
    fn players(&self) -> Vec<PlayerView>;
    /// The board as the page draws it.
    fn board(&self) -> BoardView;
    /// The legal moves with where to click and how to describe them.
    fn choices(&self) -> Vec<Choice>;
    /// Round number and totals, for multi-round games.
    fn rounds(&self) -> Option<RoundInfo>;
    /// What the player to move is asked to do, beyond a plain move.
    fn prompt(&self) -> Option<String>;
    /// Why a pit cannot be played now (`None` when it can, or when the
    /// board has no such pit).
    fn pit_reason(&self, pit: usize) -> Option<String>;
    /// Shortcuts for decisions made of many steps.
    fn suggestions(&self) -> Vec<Suggestion>;
    /// Whether playing `mv` now would begin a move (not continue one).
    fn starts_move(&self, mv: &str) -> bool;
    /// How the game ended, in words (`None` while it goes on).
    fn explain(&self) -> Option<String>;
    /// What the player to move places, during a placement.
    fn placement(&self) -> Option<Placement>;
    /// Judges a placement draft (beads per pit); `None` when there is no
    /// placement now.
    fn check_draft(&self, draft: &[u8]) -> Option<DraftCheck>;
    /// While chance acts (dice): every outcome in notation with its
    /// probability; empty otherwise.
    fn chance_outcomes(&self) -> Vec<(String, f64)>;
    /// A copy.
    fn box_clone(&self) -> Box<dyn Session>;
    /// The game as its own type sees it, for code that knows the type
    /// (`games::position_of`).
    fn game_any(&self) -> &dyn std::any::Any;
}

impl Clone for Box<dyn Session> {
    fn clone(&self) -> Self {
        self.box_clone()
    }
}

/// Plays `mv` (a move of `game`, or [`AGREE`] to end by agreement): the move
/// as recorded and what it did. On error the game is unchanged. A draw
/// agreed or a resignation leaves the game's position as it was, so only a
/// [`GameSession`] plays them; here they are refused.
pub fn play_move<G: Game>(game: &mut G, mv: &str) -> Result<(String, Vec<Effect>), MoveError> {
    let mut fx = Effects::recording();
    let illegal = |why| MoveError::Illegal {
        mv: mv.to_string(),
        why,
    };
    let special = Special::parse(mv).map(|s| {
        s.map_err(|mv| MoveError::NoSuchResigner {
            mv,
            players: game.num_players(),
        })
    });
    let text = if let Some(special) = special {
        match special? {
            Special::Agree => game.end_by_agreement(&mut fx).map_err(illegal)?,
            Special::Draw | Special::Resign(_) => {
                return Err(MoveError::SessionOnly(mv.trim().to_string()))
            }
        }
        AGREE.to_string()
    } else {
        apply_text(game, mv, &mut fx)?
    };
    Ok((text, fx.take()))
}

/// Parses `mv` as one of `game`'s actions and plays it, reporting to `fx`:
/// the action as recorded. On error the game is unchanged.
fn apply_text<G: Game>(game: &mut G, mv: &str, fx: &mut Effects) -> Result<String, MoveError> {
    let action = mv.trim().parse::<G::Action>().map_err(MoveError::Parse)?;
    game.apply(action, fx).map_err(|why| MoveError::Illegal {
        mv: mv.to_string(),
        why,
    })?;
    Ok(action.to_string())
}

/// What a [`GameSession`] asks of its game, with actions as strings and
/// without the game's type, so the session's own work (special moves,
/// refusals, endings in words, the history) is compiled once for every
/// game rather than once per game. Every [`Present`] game has it; each
/// method is one of the game's own, its actions written in notation.
pub trait SessionGame {
    /// [`Game::num_players`].
    fn num_players(&self) -> usize;
    /// [`Game::turn`] (by the rules alone).
    fn turn(&self) -> Turn;
    /// Parses and plays one action (see [`play_move`]): the action as
    /// recorded.
    fn apply_text(&mut self, mv: &str, fx: &mut Effects) -> Result<String, MoveError>;
    /// [`Game::end_by_agreement`].
    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction>;
    /// Parses `mv` as an action and checks it ([`Game::check`]).
    fn check_text(&self, mv: &str) -> Result<(), MoveError>;
    /// Whether `mv` begins a move ([`Present::starts_move`]; true when it
    /// is no action).
    fn starts_move_text(&self, mv: &str) -> bool;
    /// The legal actions by the rules alone, each with its pit; with their
    /// labels, directions and colours too when `described`.
    fn choices(&self, described: bool) -> Vec<Choice>;
    /// [`Game::scores`].
    fn scores(&self) -> Vec<i32>;
    /// [`Present::players`].
    fn players(&self) -> Vec<PlayerView>;
    /// [`Present::board_view`].
    fn board_view(&self) -> BoardView;
    /// [`Present::rounds`].
    fn rounds(&self) -> Option<RoundInfo>;
    /// [`Present::prompt`].
    fn prompt(&self) -> Option<String>;
    /// [`Present::pit_reason`].
    fn pit_reason(&self, pit: usize) -> Option<String>;
    /// [`Present::suggestions`], in notation.
    fn suggestions(&self) -> Vec<Suggestion>;
    /// [`Present::explain`].
    fn explain(&self, outcome: &Outcome) -> String;
    /// [`Present::placement`].
    fn placement(&self) -> Option<Placement>;
    /// [`Present::check_draft`], in notation.
    fn check_draft(&self, draft: &[u8]) -> Option<DraftCheck>;
    /// [`Game::chance_outcomes`], in notation.
    fn chance_outcomes(&self) -> Vec<(String, f64)>;
    /// A copy.
    fn clone_game(&self) -> Box<dyn SessionGame>;
    /// The game itself, for code that knows its type
    /// (`games::position_of`).
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<G: Present + 'static> SessionGame for G {
    fn num_players(&self) -> usize {
        Game::num_players(self)
    }

    fn turn(&self) -> Turn {
        Game::turn(self)
    }

    fn apply_text(&mut self, mv: &str, fx: &mut Effects) -> Result<String, MoveError> {
        apply_text(self, mv, fx)
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        Game::end_by_agreement(self, fx)
    }

    fn check_text(&self, mv: &str) -> Result<(), MoveError> {
        let action = mv.trim().parse::<G::Action>().map_err(MoveError::Parse)?;
        Game::check(self, action).map_err(|why| MoveError::Illegal {
            mv: mv.to_string(),
            why,
        })
    }

    fn starts_move_text(&self, mv: &str) -> bool {
        match mv.trim().parse::<G::Action>() {
            Ok(action) => Present::starts_move(self, action),
            Err(_) => true,
        }
    }

    fn choices(&self, described: bool) -> Vec<Choice> {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        actions
            .into_iter()
            .map(|a| Choice {
                mv: a.to_string(),
                pit: self.action_pit(a),
                label: if described {
                    self.action_label(a)
                } else {
                    String::new()
                },
                direction: self.action_direction(a).filter(|_| described),
                colour: self.action_colour(a).filter(|_| described),
            })
            .collect()
    }

    fn scores(&self) -> Vec<i32> {
        Game::scores(self)
    }

    fn players(&self) -> Vec<PlayerView> {
        Present::players(self)
    }

    fn board_view(&self) -> BoardView {
        Present::board_view(self)
    }

    fn rounds(&self) -> Option<RoundInfo> {
        Present::rounds(self)
    }

    fn prompt(&self) -> Option<String> {
        Present::prompt(self)
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        Present::pit_reason(self, pit)
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        Present::suggestions(self)
            .into_iter()
            .map(|(label, actions)| Suggestion {
                label,
                moves: actions.iter().map(|a| a.to_string()).collect(),
            })
            .collect()
    }

    fn explain(&self, outcome: &Outcome) -> String {
        Present::explain(self, outcome)
    }

    fn placement(&self) -> Option<Placement> {
        Present::placement(self)
    }

    fn check_draft(&self, draft: &[u8]) -> Option<DraftCheck> {
        Present::check_draft(self, draft).map(|(action, problem)| DraftCheck {
            mv: action.map(|a| a.to_string()),
            problem,
        })
    }

    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        let mut outcomes = Vec::new();
        Game::chance_outcomes(self, &mut outcomes);
        outcomes
            .into_iter()
            .map(|(a, p)| (a.to_string(), p))
            .collect()
    }

    fn clone_game(&self) -> Box<dyn SessionGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// The [`Session`] of every game: a game with its options, seed and moves,
/// and how the players ended it when they did (a resignation or a draw
/// agreed, which the game's rules know nothing of). A session starts over
/// a game's type `G` ([`GameSession::new`], for its JSON state) or
/// without it ([`GameSession::start`], for everything else), and its
/// methods are compiled once for every game.
pub struct GameSession<G: ?Sized + SessionGame = dyn SessionGame> {
    id: &'static str,
    /// The options as JSON (as [`GameOptions::to_value`] writes them).
    options: Value,
    seed: u64,
    /// The notation of the position the game started from, when not its
    /// start (docs/notation.md).
    position: Option<String>,
    moves: Vec<String>,
    last_effects: Vec<Effect>,
    ended: Option<Outcome>,
    game: Box<G>,
}

impl<G: Present + 'static> GameSession<G> {
    /// Starts a game.
    pub fn new(id: &'static str, options: G::Options, seed: u64) -> Result<Self, SetupError> {
        let game = G::new(&options, seed)?;
        Ok(GameSession {
            id,
            options: options.to_value(),
            seed,
            position: None,
            moves: Vec::new(),
            last_effects: Vec::new(),
            ended: None,
            game: Box::new(game),
        })
    }

    /// Starts a game from a position in the game's notation (docs/notation.md);
    /// a refusal is worded by `words` (the language shown, on the page).
    pub fn at_position(
        id: &'static str,
        options: &Value,
        seed: u64,
        position: &str,
        words: fn(&super::position::PositionError) -> String,
    ) -> Result<Self, String>
    where
        G: super::position::Position,
    {
        let options = options_from_json::<G::Options>(options).map_err(|e| e.to_string())?;
        let game = G::from_notation(&options, position).map_err(|e| words(&e))?;
        Ok(GameSession {
            id,
            options: options.to_value(),
            seed,
            position: Some(position.trim().to_string()),
            moves: Vec::new(),
            last_effects: Vec::new(),
            ended: None,
            game: Box::new(game),
        })
    }

    /// Starts a game from JSON options (missing fields take their defaults).
    pub fn from_json(id: &'static str, options: &Value, seed: u64) -> Result<Self, SetupError> {
        Self::new(id, options_from_json::<G::Options>(options)?, seed)
    }

    /// The position as JSON (the `rgames state` format): the fields every
    /// game has; a pit board's pits, stores and width; then the game's
    /// [`Present::extra_state`] (which may replace any). Not part of
    /// [`Session`], so the page, which never shows it, does not link it.
    pub fn state_json(&self) -> Value {
        let players = Game::num_players(&*self.game);
        let (to_move, over, winner, winners, reason) = match self.turn() {
            Turn::Player(p) => (json!(p), false, Value::Null, Value::Null, Value::Null),
            Turn::Chance => (
                json!("chance"),
                false,
                Value::Null,
                Value::Null,
                Value::Null,
            ),
            Turn::Over(outcome) => {
                let winners: Vec<usize> = (0..players)
                    .filter(|&p| outcome.winners & (1 << p) != 0)
                    .collect();
                let winner = match outcome.sole_winner() {
                    Some(p) => json!(p),
                    None if winners.len() == players => json!("draw"),
                    None => json!("shared"),
                };
                (
                    Value::Null,
                    true,
                    winner,
                    json!(winners),
                    json!(self.explain()),
                )
            }
        };
        let mut state = json!({
            "game": self.id,
            "to_move": to_move,
            "legal": self.legal(),
            "scores": self.scores(),
            "over": over,
            "winner": winner,
            "winners": winners,
            "players": players,
            "reason": reason,
            "moves": self.moves,
        });
        let Value::Object(map) = &mut state else {
            return state;
        };
        if let BoardView::Pits(board) = Present::board_view(&*self.game) {
            map.insert("pits".into(), json!(board.pits));
            map.insert("stores".into(), json!(board.stores));
            map.insert("width".into(), json!(board.width));
        }
        if let Value::Object(extra) = self.game.extra_state() {
            map.extend(extra);
        }
        state
    }
}

impl GameSession {
    /// Starts a game from JSON options (missing fields take their
    /// defaults), as a [`Session`] without the game's type: only the
    /// setting up is the game's own.
    pub fn start<G: Present + 'static>(
        id: &'static str,
        options: &Value,
        seed: u64,
    ) -> Result<Box<dyn Session>, SetupError> {
        let options = options_from_json::<G::Options>(options)?;
        let game = G::new(&options, seed)?;
        Ok(GameSession::begin(
            id,
            options.to_value(),
            seed,
            Box::new(game),
        ))
    }

    /// A session of `game` before its first move (compiled once for every
    /// game).
    #[inline(never)]
    fn begin(
        id: &'static str,
        options: Value,
        seed: u64,
        game: Box<dyn SessionGame>,
    ) -> Box<dyn Session> {
        Box::new(GameSession {
            id,
            options,
            seed,
            position: None,
            moves: Vec::new(),
            last_effects: Vec::new(),
            ended: None,
            game,
        })
    }
}

/// The ending a special move `mv` gives, if it ends a game of `players`
/// here; the game's own position is left as it is. An agreement is the
/// game's to settle (`None`). `over` says whether the game is over already.
fn special_end(mv: &str, players: usize, over: bool) -> Result<Option<Outcome>, MoveError> {
    let Some(special) = Special::parse(mv) else {
        return Ok(None);
    };
    let special = special.map_err(|mv| MoveError::NoSuchResigner { mv, players })?;
    let all = ((1u16 << players) - 1) as u8;
    let outcome = match special {
        Special::Agree => return Ok(None),
        Special::Draw => Outcome {
            winners: all,
            reason: EndReason::DrawAgreed,
        },
        Special::Resign(seat) if seat < players => Outcome {
            winners: all & !(1 << seat),
            reason: EndReason::Resigned { player: seat as u8 },
        },
        Special::Resign(_) => {
            return Err(MoveError::NoSuchResigner {
                mv: mv.trim().to_string(),
                players,
            })
        }
    };
    if over {
        return Err(MoveError::Illegal {
            mv: mv.trim().to_string(),
            why: IllegalAction::GameOver,
        });
    }
    Ok(Some(outcome))
}

impl<G: ?Sized + SessionGame> GameSession<G> {
    /// The legal actions with their pits, described or not (none once the
    /// players ended the game).
    fn actions(&self, described: bool) -> Vec<Choice> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.game.choices(described)
    }

    /// The ending a special move gives, if it ends the game here: see
    /// [`special_end`].
    fn special_end(&self, mv: &str) -> Result<Option<Outcome>, MoveError> {
        special_end(mv, self.game.num_players(), self.over())
    }

    /// Whether the game is over, by its rules or by the players.
    fn over(&self) -> bool {
        matches!(self.turn(), Turn::Over(_))
    }
}

impl<G: ?Sized + SessionGame> Session for GameSession<G> {
    fn game_id(&self) -> &'static str {
        self.id
    }

    fn record(&self) -> Record {
        Record {
            game: self.id.to_string(),
            options: self.options.clone(),
            seed: self.seed,
            moves: self.moves.clone(),
            position: self.position.clone(),
        }
    }

    fn turn(&self) -> Turn {
        match self.ended {
            Some(outcome) => Turn::Over(outcome),
            None => self.game.turn(),
        }
    }

    fn legal(&self) -> Vec<String> {
        self.actions(false).into_iter().map(|c| c.mv).collect()
    }

    fn check(&self, mv: &str) -> Result<(), MoveError> {
        let illegal = |why| MoveError::Illegal {
            mv: mv.to_string(),
            why,
        };
        if self.special_end(mv)?.is_some() {
            return Ok(());
        }
        if self.ended.is_some() {
            return Err(illegal(IllegalAction::GameOver));
        }
        if mv.trim() == AGREE {
            return match self.game.turn() {
                Turn::Over(_) => Err(illegal(IllegalAction::GameOver)),
                Turn::Player(_) | Turn::Chance => Ok(()),
            };
        }
        self.game.check_text(mv)
    }

    fn play(&mut self, mv: &str) -> Result<Vec<Effect>, MoveError> {
        if let Some(outcome) = self.special_end(mv)? {
            self.ended = Some(outcome);
            self.moves.push(mv.trim().to_string());
            self.last_effects = Vec::new();
            return Ok(Vec::new());
        }
        let illegal = |why| MoveError::Illegal {
            mv: mv.to_string(),
            why,
        };
        if self.ended.is_some() {
            return Err(illegal(IllegalAction::GameOver));
        }
        // As `play_move`: what is left of the special moves here is an
        // agreement (a draw or a resignation ended the game above).
        let mut fx = Effects::recording();
        let text = if Special::parse(mv).is_some() {
            self.game.end_by_agreement(&mut fx).map_err(illegal)?;
            AGREE.to_string()
        } else {
            self.game.apply_text(mv, &mut fx)?
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

    fn players(&self) -> Vec<PlayerView> {
        self.game.players()
    }

    fn board(&self) -> BoardView {
        self.game.board_view()
    }

    fn choices(&self) -> Vec<Choice> {
        self.actions(true)
    }

    fn rounds(&self) -> Option<RoundInfo> {
        self.game.rounds()
    }

    fn prompt(&self) -> Option<String> {
        self.game.prompt().filter(|_| self.ended.is_none())
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        let board = self.game.board_view();
        let name = board.pits()?.names.get(pit)?;
        if self
            .actions(false)
            .iter()
            .any(|choice| choice.pit == Some(pit))
        {
            return None;
        }
        if self.ended.is_some() {
            return Some(IllegalAction::GameOver.to_string());
        }
        if let Some(reason) = self.game.pit_reason(pit) {
            return Some(reason);
        }
        if let Turn::Over(_) = self.game.turn() {
            return Some(IllegalAction::GameOver.to_string());
        }
        Some(match self.check(name) {
            Err(MoveError::Illegal { why, .. }) => why.to_string(),
            _ => crate::t!("illegal-nothing-here").to_string(),
        })
    }

    fn starts_move(&self, mv: &str) -> bool {
        if Special::parse(mv).is_some() {
            return true;
        }
        self.game.starts_move_text(mv)
    }

    fn explain(&self) -> Option<String> {
        if let Some(outcome) = self.ended {
            let names: Vec<String> = self.game.players().into_iter().map(|p| p.name).collect();
            return Some(
                NamedEnd {
                    reason: outcome.reason,
                    names: &names,
                }
                .to_string(),
            );
        }
        match self.game.turn() {
            Turn::Over(outcome) => Some(self.game.explain(&outcome)),
            Turn::Player(_) | Turn::Chance => None,
        }
    }

    fn placement(&self) -> Option<Placement> {
        self.game.placement().filter(|_| self.ended.is_none())
    }

    fn check_draft(&self, draft: &[u8]) -> Option<DraftCheck> {
        if self.ended.is_some() {
            return None;
        }
        self.game.check_draft(draft)
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.game.suggestions()
    }

    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.game.chance_outcomes()
    }

    fn box_clone(&self) -> Box<dyn Session> {
        Box::new(GameSession {
            id: self.id,
            options: self.options.clone(),
            seed: self.seed,
            position: self.position.clone(),
            moves: self.moves.clone(),
            last_effects: self.last_effects.clone(),
            ended: self.ended,
            game: self.game.clone_game(),
        })
    }

    fn game_any(&self) -> &dyn std::any::Any {
        self.game.as_any()
    }
}
