//! Render models: what the UI draws, built from engine state in plain Rust and
//! tested natively. The components in `ui` only draw these; no rule is
//! decided here (legality and reasons come from the engine's `check`).

use serde::{Deserialize, Serialize};

use crate::ai::{Level, MAX_PLAYERS};
use crate::engine::board::pit_name;
use crate::engine::record::{Record, RecordError, AGREE};
use crate::engine::session::{
    Choice, DraftCheck, PitBoardView, Placement, RoundInfo, Session, Suggestion,
};
use crate::engine::{side_name, Effect, Slot, Turn};

pub mod embed;
pub mod rules;

/// The "player" recorded for a chance move (dice) in [`GameView::moves`].
pub const CHANCE: usize = usize::MAX;

/// Seed counts as drawn, possibly in the middle of an animated move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Seeds per pit in sowing order.
    pub pits: Vec<u8>,
    /// Each player's store (or cup of captures).
    pub stores: Vec<u8>,
    /// Seeds in the sower's hand.
    pub hand: u8,
    /// Where the hand is now.
    pub at: Option<Slot>,
    /// The pit the seeds in hand were last lifted from (relay laps).
    pub lifted: Option<u8>,
    /// The pit just passed over (the origin on a lap, an extinct colour).
    pub skipped: Option<u8>,
}

impl Counts {
    /// The counts of a position (beads may be in hand mid-move, between two
    /// decisions).
    pub fn of(board: &PitBoardView) -> Counts {
        Counts {
            pits: board.pits.clone(),
            stores: board.stores.clone(),
            hand: board
                .colours
                .as_ref()
                .map(|c| c.hand.iter().sum())
                .unwrap_or(0),
            at: None,
            lifted: None,
            skipped: None,
        }
    }

    /// Shows one effect happening. Applying a move's effects in order to the
    /// counts before it gives the counts after it.
    pub fn apply(&mut self, effect: &Effect) {
        let pit = |p: &u8| *p as usize;
        self.skipped = None;
        match effect {
            Effect::Lift { pit: p, count } => {
                if let Some(seeds) = self.pits.get_mut(pit(p)) {
                    *seeds = seeds.saturating_sub(*count);
                }
                self.hand += count;
                self.at = Some(Slot::Pit(*p));
                self.lifted = Some(*p);
            }
            Effect::Drop { slot } => {
                self.hand = self.hand.saturating_sub(1);
                match slot {
                    Slot::Pit(p) => {
                        if let Some(seeds) = self.pits.get_mut(pit(p)) {
                            *seeds += 1;
                        }
                    }
                    Slot::Store(s) => {
                        if let Some(store) = self.stores.get_mut(*s as usize) {
                            *store += 1;
                        }
                    }
                }
                self.at = Some(*slot);
            }
            Effect::Skip { pit: p } => {
                self.at = Some(Slot::Pit(*p));
                self.skipped = Some(*p);
            }
            Effect::Capture {
                pit: p,
                count,
                player,
            }
            | Effect::Sweep {
                pit: p,
                count,
                player,
            } => {
                if let Some(seeds) = self.pits.get_mut(pit(p)) {
                    *seeds = seeds.saturating_sub(*count);
                }
                if let Some(store) = self.stores.get_mut(*player as usize) {
                    *store += count;
                }
                self.at = Some(Slot::Pit(*p));
            }
            Effect::Discard { pit: p, count } => {
                if let Some(seeds) = self.pits.get_mut(pit(p)) {
                    *seeds = seeds.saturating_sub(*count);
                }
            }
            Effect::Place {
                pit: p,
                count,
                player,
            } => {
                if let Some(store) = self.stores.get_mut(*player as usize) {
                    *store = store.saturating_sub(*count);
                }
                if let Some(seeds) = self.pits.get_mut(pit(p)) {
                    *seeds += count;
                }
            }
            Effect::NewBoard { width } => {
                self.pits = vec![0; 2 * *width as usize];
                self.at = None;
                self.lifted = None;
            }
            Effect::GrandSlamForfeited
            | Effect::PieceCaptured { .. }
            | Effect::ExtraTurn { .. }
            | Effect::Pass { .. }
            | Effect::RelayCycle { .. }
            | Effect::RoundOver { .. } => {}
        }
    }
}

/// One pit as the board shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitView {
    /// Index in sowing order.
    pub index: usize,
    /// Its name (`A`–`F`, `a`–`f`).
    pub name: String,
    /// Whether clicking it does something (plays its one move, or offers its
    /// several moves).
    pub legal: bool,
    /// The legal moves played on this pit.
    pub choices: Vec<Choice>,
    /// Why it cannot be played, when it cannot.
    pub why: Option<String>,
}

/// How a finished game ended, for the result screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultView {
    /// The winner, or `None` for a draw or a shared win.
    pub winner: Option<usize>,
    /// Every winner (all players in a draw).
    pub winners: Vec<usize>,
    /// Final store counts, one per player.
    pub stores: Vec<u8>,
    /// The players from first to last place: `(place, player)`, equal
    /// scores sharing a place.
    pub ranking: Vec<(usize, usize)>,
    /// "South wins 26–22" or "A draw, 24–24".
    pub headline: String,
    /// How the game ended, in words.
    pub explanation: String,
}

/// A game at one point of its record, with everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The game's id.
    pub game: String,
    /// The board at rest.
    pub board: PitBoardView,
    /// Every pit, in sowing order.
    pub pits: Vec<PitView>,
    /// The player to move, while the game goes on (`None` while chance acts
    /// or once the game is over).
    pub to_move: Option<usize>,
    /// Whether chance acts next (dice are to be rolled).
    pub chance: bool,
    /// The result, once the game is over.
    pub result: Option<ResultView>,
    /// Every move of the record (including those after the cursor, for
    /// redo), with the side that played it.
    pub moves: Vec<(String, usize)>,
    /// For each entry of `moves`: whether it begins a move (the others are
    /// decisions inside a move).
    pub move_starts: Vec<bool>,
    /// How many moves are played to reach this position.
    pub cursor: usize,
    /// A person is in the middle of a move: its next decision continues it
    /// (Escape can take the move back to its start).
    pub mid_move: bool,
    /// What the last move did.
    pub last_effects: Vec<Effect>,
    /// The pit the last move started from.
    pub last_origin: Option<usize>,
    /// Where the last move's last seed landed.
    pub last_landing: Option<Slot>,
    /// Legal moves not played on a pit (board size, pass, …).
    pub other_choices: Vec<Choice>,
    /// Shortcuts for many-step decisions.
    pub suggestions: Vec<Suggestion>,
    /// What the player to move is asked to do, beyond a plain move.
    pub prompt: Option<String>,
    /// Round and totals, for multi-round games.
    pub rounds: Option<RoundInfo>,
    /// What the player to move places, during a placement.
    pub placement: Option<Placement>,
    /// The square board of a grid game (Rainbow Passage).
    pub grid: Option<crate::games::rainbow_passage::GridView>,
    /// While chance acts: the outcomes in notation with their probabilities.
    pub chance_outcomes: Vec<(String, f64)>,
}

impl GameView {
    /// Replays `record` (every move, to check it and learn who played each)
    /// and shows the position after `cursor` moves.
    pub fn from_record(record: &Record, cursor: usize) -> Result<GameView, RecordError> {
        let cursor = cursor.min(record.moves.len());
        let mut session = record.replay_to(0)?;
        let mut moves = Vec::with_capacity(record.moves.len());
        let mut move_starts = Vec::with_capacity(record.moves.len());
        let mut at_cursor = (cursor == 0).then(|| session.clone());
        for (index, mv) in record.moves.iter().enumerate() {
            let mover = match session.turn() {
                Turn::Player(p) => p,
                Turn::Chance => CHANCE,
                Turn::Over(_) => {
                    return Err(RecordError::Move {
                        number: index + 1,
                        mv: mv.clone(),
                        why: "the game was already over".into(),
                    })
                }
            };
            move_starts.push(session.starts_move(mv));
            session.play(mv).map_err(|e| RecordError::Move {
                number: index + 1,
                mv: mv.clone(),
                why: e.to_string(),
            })?;
            moves.push((mv.clone(), mover));
            if index + 1 == cursor {
                at_cursor = Some(session.clone());
            }
        }
        let session = at_cursor.unwrap_or(session);
        let mut view = GameView::of(session.as_ref(), moves);
        view.move_starts = move_starts;
        view.cursor = cursor;
        if cursor == 0 {
            view.last_effects.clear();
            view.last_origin = None;
            view.last_landing = None;
        }
        Ok(view)
    }

    /// The view of a session's current position.
    pub fn of(session: &dyn Session, moves: Vec<(String, usize)>) -> GameView {
        let board = session.pit_board().unwrap_or(PitBoardView {
            layout: Default::default(),
            width: 0,
            pits: Vec::new(),
            names: Vec::new(),
            stores: Vec::new(),
            players: Vec::new(),
            owners: None,
            colours: None,
        });
        let choices = session.choices();
        let pits = (0..board.pits.len())
            .map(|index| {
                let name = board
                    .names
                    .get(index)
                    .cloned()
                    .unwrap_or_else(|| pit_name(index, board.width).to_string());
                let here: Vec<Choice> = choices
                    .iter()
                    .filter(|c| c.pit == Some(index))
                    .cloned()
                    .collect();
                PitView {
                    index,
                    legal: !here.is_empty(),
                    why: if here.is_empty() {
                        session.pit_reason(index)
                    } else {
                        None
                    },
                    choices: here,
                    name,
                }
            })
            .collect();
        // During a placement the moves are built on the board, not listed.
        let placement = session.placement();
        let other_choices = if placement.is_some() {
            Vec::new()
        } else {
            choices.into_iter().filter(|c| c.pit.is_none()).collect()
        };
        let (to_move, result) = match session.turn() {
            Turn::Player(p) => (Some(p), None),
            Turn::Chance => (None, None),
            Turn::Over(outcome) => {
                let scores = session.scores();
                let names: Vec<String> = board.players.iter().map(|p| p.name.clone()).collect();
                let winners: Vec<usize> = (0..scores.len())
                    .filter(|&p| outcome.winners & (1 << p) != 0)
                    .collect();
                (
                    None,
                    Some(ResultView {
                        winner: outcome.sole_winner(),
                        headline: headline(&names, &scores, &winners),
                        ranking: ranking(&scores),
                        winners,
                        stores: board.stores.clone(),
                        explanation: session.explain().unwrap_or_default(),
                    }),
                )
            }
        };
        let last_effects = session.last_effects().to_vec();
        let last_origin = last_effects.iter().find_map(|e| match e {
            Effect::Lift { pit, .. } => Some(*pit as usize),
            _ => None,
        });
        let last_landing = last_effects.iter().rev().find_map(|e| match e {
            Effect::Drop { slot } => Some(*slot),
            _ => None,
        });
        let cursor = session.record().moves.len();
        let move_starts = vec![true; moves.len()];
        let mid_move = matches!(session.turn(), Turn::Player(_))
            && session
                .legal()
                .first()
                .is_some_and(|mv| !session.starts_move(mv));
        GameView {
            mid_move,
            chance: matches!(session.turn(), Turn::Chance),
            game: session.game_id().to_string(),
            move_starts,
            board,
            pits,
            to_move,
            result,
            moves,
            cursor,
            last_effects,
            last_origin,
            last_landing,
            other_choices,
            suggestions: session.suggestions(),
            prompt: session.prompt(),
            rounds: session.rounds(),
            placement,
            grid: session.grid(),
            chance_outcomes: session.chance_outcomes(),
        }
    }
}

/// "South wins, 26–22", "A draw, 24–24", or with more players "Ann wins
/// with 7" and "Ann and Bo share the win with 6 each".
fn headline(names: &[String], scores: &[i32], winners: &[usize]) -> String {
    let name = |p: usize| {
        names
            .get(p)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", p + 1))
    };
    let best = winners
        .first()
        .and_then(|&p| scores.get(p))
        .copied()
        .unwrap_or(0);
    if scores.len() == 2 {
        let score = format!("{}–{}", scores[0], scores[1]);
        return match winners {
            [p] => format!("{} wins, {score}", name(*p)),
            _ => format!("A draw, {score}"),
        };
    }
    match winners {
        [p] => format!("{} wins with {best}", name(*p)),
        _ if winners.len() == scores.len() => format!("A draw: everyone has {best}"),
        _ => {
            let list: Vec<String> = winners.iter().map(|&p| name(p)).collect();
            format!("{} share the win with {best} each", join_and(&list))
        }
    }
}

/// Places from first to last: `(place, player)`, higher scores first, equal
/// scores sharing a place (1, 1, 3).
pub fn ranking(scores: &[i32]) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|&p| std::cmp::Reverse(scores[p]));
    order
        .iter()
        .map(|&p| (1 + scores.iter().filter(|&&s| s > scores[p]).count(), p))
        .collect()
}

/// "a", "a and b", "a, b and c".
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

impl GameView {
    /// The cursor at the start of the move being made (or the last one made,
    /// if the cursor sits between moves): where "undo move" goes.
    pub fn start_of_move(&self) -> usize {
        let mut k = self.cursor.saturating_sub(1);
        while k > 0 && !self.move_starts.get(k).copied().unwrap_or(true) {
            k -= 1;
        }
        k
    }

    /// The name of player `p`.
    pub fn player_name(&self, p: usize) -> String {
        self.board
            .players
            .get(p)
            .map(|v| v.name.clone())
            .unwrap_or_else(|| side_name(p).to_string())
    }

    /// Whether any move so far had decisions inside it (then "undo move"
    /// differs from undoing one step).
    pub fn has_inner_decisions(&self) -> bool {
        self.move_starts.iter().take(self.cursor).any(|&s| !s)
    }
}

/// Sentences announcing what a move did, for the live region, naming pits
/// and players as `board` does.
pub fn narrate(effects: &[Effect], mover: usize, board: &PitBoardView) -> Vec<String> {
    let player = |p: usize| {
        board
            .players
            .get(p)
            .map(|v| v.name.clone())
            .unwrap_or_else(|| side_name(p).to_string())
    };
    let pit = |p: u8| {
        board
            .names
            .get(p as usize)
            .cloned()
            .unwrap_or_else(|| pit_name(p as usize, board.width).to_string())
    };
    let players = board.players.len().max(2);
    let mut lines = Vec::new();
    // Captures are announced per capturing player, the mover first (in Oware
    // Nam Nam a hollow's owner can capture during the opponent's move).
    let mut captured_by_mover = false;
    for capturer in (0..players).map(|k| (mover + k) % players) {
        let mut captured = 0u32;
        let mut from = Vec::new();
        for effect in effects {
            if let Effect::Capture {
                pit: p,
                count,
                player: by,
            } = effect
            {
                if *by as usize == capturer {
                    captured += *count as u32;
                    from.push(pit(*p));
                }
            }
        }
        if captured > 0 {
            captured_by_mover |= capturer == mover;
            let noun = if board.colours.is_some() {
                "bead"
            } else {
                "seed"
            };
            lines.push(format!(
                "{} captures {captured} {noun}{} from {}.",
                player(capturer),
                if captured == 1 { "" } else { "s" },
                join_names(&from)
            ));
        }
    }
    for effect in effects {
        match effect {
            Effect::GrandSlamForfeited => lines.push(
                "Grand slam: taking every opposing seed is not allowed, so nothing is captured."
                    .to_string(),
            ),
            Effect::ExtraTurn { player: p } if captured_by_mover => {
                lines.push(format!("{} captured, so moves again.", player(*p as usize)))
            }
            Effect::ExtraTurn { player: p } => lines.push(format!(
                "Last seed in the store: {} moves again.",
                player(*p as usize)
            )),
            Effect::Pass { player: p } => {
                lines.push(format!("{} cannot move and passes.", player(*p as usize)))
            }
            Effect::RelayCycle { .. } => lines.push(
                "The relay came back to a position it had already reached, so the move stops here."
                    .to_string(),
            ),
            Effect::RoundOver { round } => lines.push(format!("Round {round} is over.")),
            Effect::PieceCaptured { by, owner } => lines.push(format!(
                "{} captures one of {}'s pieces.",
                player(*by as usize),
                player(*owner as usize)
            )),
            _ => {}
        }
    }
    lines
}

/// The sentence that announces a move as it is played, before what it did
/// ([`narrate`]): the dice rolled, the pit sown, or the choice made.
pub fn move_line(before: &GameView, after: &GameView, mv: &str) -> String {
    if before.chance {
        use crate::games::rainbow_passage::dice::{Dice, COLOUR_NAMES};
        // A roll is written `@` and a letter a die (`@rrgby`): the engine
        // reads it.
        return match mv.strip_prefix('@').and_then(Dice::parse) {
            Some(dice) => {
                let names: Vec<&str> = dice.faces().map(|c| COLOUR_NAMES[c as usize % 6]).collect();
                format!("Dice rolled: {}.", names.join(", "))
            }
            None => format!("Chance: {mv}."),
        };
    }
    let who = before
        .to_move
        .map(|p| before.player_name(p))
        .unwrap_or_else(|| "The player".to_string());
    if is_agreement(mv) {
        return "The game is ended by agreement.".to_string();
    }
    let sown = after.last_effects.iter().find_map(|e| match e {
        Effect::Lift { pit, count } => Some((*pit as usize, *count)),
        _ => None,
    });
    let label = before
        .pits
        .iter()
        .flat_map(|p| p.choices.iter())
        .chain(before.other_choices.iter())
        .find(|c| c.mv == mv)
        .map(|c| c.label.clone());
    match (sown, label) {
        (Some((pit, count)), _) => {
            let name = after
                .pits
                .get(pit)
                .map(|p| p.name.clone())
                .unwrap_or_else(|| mv.to_string());
            let noun = if after.board.colours.is_some() {
                "bead"
            } else {
                "seed"
            };
            format!(
                "{who} sows {count} {noun}{} from pit {name}.",
                if count == 1 { "" } else { "s" }
            )
        }
        (_, Some(label)) => format!("{who}: {label}."),
        _ => format!("{who} plays {mv}."),
    }
}

fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => format!("pit {one}"),
        _ => format!("pits {}", join_and(names)),
    }
}

/// The placement draft after a click on `pit`: a pit not yet used takes as
/// many beads as a pit may (fewer if fewer are left); a pit holding more than
/// the least a pit may take gives one back; any other pit is emptied. Three
/// clicks make most placements; the engine judges the result.
pub fn draft_click(placement: &Placement, draft: &[u8], pit: usize) -> Vec<u8> {
    let mut next = draft.to_vec();
    let placed: u32 = draft.iter().map(|&n| n as u32).sum();
    let left = (placement.beads as u32).saturating_sub(placed) as u8;
    if let Some(here) = next.get_mut(pit) {
        *here = match *here {
            0 => placement.max.min(left),
            n if n > placement.min => n - 1,
            _ => 0,
        };
    }
    next
}

/// The placement draft with one bead taken back from `pit`.
pub fn draft_minus(draft: &[u8], pit: usize) -> Vec<u8> {
    let mut next = draft.to_vec();
    if let Some(here) = next.get_mut(pit) {
        *here = here.saturating_sub(1);
    }
    next
}

/// Judges a placement draft at a point of a record (replaying it), for the
/// placement controls; `None` when no placement is being made there.
pub fn check_draft(record: &Record, cursor: usize, draft: &[u8]) -> Option<DraftCheck> {
    record.replay_to(cursor).ok()?.check_draft(draft)
}

/// Whether a move string is the agreement to end.
pub fn is_agreement(mv: &str) -> bool {
    mv == AGREE
}

/// A game kept in the browser: its record, how far it is played and who
/// sits at each seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The whole record (moves after `cursor` can be redone).
    pub record: Record,
    /// How many moves are played.
    pub cursor: usize,
    /// Who plays each seat: `None` a person, `Some(level)` the computer at
    /// that level. Saved games from before computer players have none (all
    /// people); an entry that is not a level id reads as a person.
    #[serde(default, deserialize_with = "lenient_seats")]
    pub seats: Vec<Option<Level>>,
    /// Lines of play this game branched away from, each a whole list of
    /// moves from the start (see [`SavedGame::branch`]).
    #[serde(default, deserialize_with = "lenient_lines")]
    pub variations: Vec<Vec<String>>,
    /// When the game was started and last changed (ISO 8601, as the
    /// browser wrote them); absent in older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated: Option<String>,
}

/// Reads the variations of a saved game without failing on junk: anything
/// that is not a list of lists of strings is dropped.
fn lenient_lines<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Vec<String>>, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(serde_json::from_value(value).unwrap_or_default())
}

/// Reads the seats of a saved game without failing on junk: anything that is
/// not a list gives no seats, any entry that is not a level id a person.
fn lenient_seats<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Option<Level>>, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(match value {
        serde_json::Value::Array(list) => list
            .iter()
            .take(MAX_PLAYERS)
            .map(|seat| seat.as_str().and_then(Level::from_id))
            .collect(),
        _ => Vec::new(),
    })
}

/// `seats` fitted to a game of `players`: missing seats are people, extra
/// ones are dropped.
pub fn fit_seats(seats: &[Option<Level>], players: usize) -> Vec<Option<Level>> {
    (0..players)
        .map(|p| seats.get(p).copied().flatten())
        .collect()
}

impl SavedGame {
    /// Reads a saved game, checking that it replays for `game`.
    pub fn parse(text: &str, game: &str) -> Result<(SavedGame, GameView), String> {
        let saved: SavedGame =
            serde_json::from_str(text).map_err(|e| format!("it is not a saved game ({e})"))?;
        if saved.record.game != game {
            return Err(format!(
                "it is a game of '{}', not '{game}'",
                saved.record.game
            ));
        }
        if saved.cursor > saved.record.moves.len() {
            return Err(format!(
                "it says {} moves were played but holds {}",
                saved.cursor,
                saved.record.moves.len()
            ));
        }
        let view = GameView::from_record(&saved.record, saved.cursor).map_err(|e| e.to_string())?;
        let mut saved = saved;
        saved.seats = fit_seats(&saved.seats, view.player_count());
        Ok((saved, view))
    }

    /// Who plays seat `p`: `None` a person, `Some(level)` the computer.
    pub fn seat(&self, p: usize) -> Option<Level> {
        self.seats.get(p).copied().flatten()
    }

    /// Whether any seat is played by the computer.
    pub fn has_computer(&self) -> bool {
        self.seats.iter().any(Option::is_some)
    }

    /// Whether every seat of a game of `players` is played by the computer.
    pub fn all_computers(&self, players: usize) -> bool {
        players > 0 && (0..players).all(|p| self.seat(p).is_some())
    }
}

impl GameView {
    /// How many players the game has.
    pub fn player_count(&self) -> usize {
        match &self.grid {
            Some(grid) => grid.players.len(),
            None => self.board.players.len(),
        }
    }

    /// Who acts now: the player to move, or while dice are to be rolled the
    /// player whose dice they are (`None` when nobody does: the game is over,
    /// or a roll belongs to no one).
    pub fn actor(&self) -> Option<usize> {
        if self.result.is_some() {
            return None;
        }
        match self.to_move {
            Some(p) => Some(p),
            None if self.chance => self.grid.as_ref().and_then(|g| g.to_move).map(usize::from),
            None => None,
        }
    }

    /// The player acting at the position after `k` moves of the record: the
    /// first player (not chance) to play from there on; when only dice
    /// follow up to the cursor, the one who acts at the cursor (dice belong
    /// to the player who then moves).
    pub fn actor_at(&self, k: usize) -> Option<usize> {
        match self
            .moves
            .iter()
            .skip(k)
            .map(|m| m.1)
            .find(|&p| p != CHANCE)
        {
            Some(p) => Some(p),
            None if k <= self.cursor => self.actor(),
            None => None,
        }
    }

    /// Where "Undo" goes with these seats, and whether the computers are to
    /// be paused there. With people only, one step back. With people and
    /// computers, back to the latest earlier point where a person was to
    /// begin a move, so the person's last move and the computers' replies are
    /// all taken back (the start, when a person has not moved yet). With
    /// computers only, one move back (its inner decisions too), paused.
    pub fn undo_target(&self, seats: &[Option<Level>]) -> (usize, bool) {
        let players = self.player_count();
        let computer = |p: usize| seats.get(p).copied().flatten().is_some();
        if !(0..players).any(computer) {
            return (self.cursor.saturating_sub(1), false);
        }
        if (0..players).all(computer) {
            return (self.start_of_move(), true);
        }
        let person_begins = |k: usize| {
            self.move_starts.get(k).copied().unwrap_or(true)
                && self.actor_at(k).is_some_and(|p| !computer(p))
        };
        let target = (0..self.cursor).rev().find(|&k| person_begins(k));
        (target.unwrap_or(0), false)
    }

    /// The legal move `mv` as the page offers it (its label and pit), if it
    /// is one.
    pub fn choice(&self, mv: &str) -> Option<&Choice> {
        self.pits
            .iter()
            .flat_map(|p| p.choices.iter())
            .chain(self.other_choices.iter())
            .find(|c| c.mv == mv)
    }
}

/// The six dice colours of Rainbow Passage (red, green, blue, yellow, cyan,
/// magenta) as drawn.
pub const DICE_COLOURS: [&str; 6] = [
    "#e53935", "#43a047", "#1e88e5", "#fdd835", "#26c6da", "#d81b60",
];

/// A glyph for each dice colour, shared with the bead glyphs where the
/// colours agree (red ▲, green ♣, blue ●, yellow ★).
pub const DICE_GLYPHS: [&str; 6] = ["▲", "♣", "●", "★", "◆", "✚"];

/// The players' piece colours in Rainbow Passage, by seat.
pub const PLAYER_COLOURS: [&str; 4] = ["#fafafa", "#263238", "#ff7043", "#8e24aa"];

/// The chance outcome to play at `cursor` of a game with `seed`: drawn by
/// its probability from a generator seeded by both, so a roll is the same
/// every time that point of the game is reached (undoing a roll and rolling
/// again gives the same dice) and a record's rolls can be reproduced.
pub fn pick_outcome(seed: u64, cursor: usize, outcomes: &[(String, f64)]) -> Option<String> {
    use rand::Rng;
    let mut rng =
        crate::engine::game_rng(seed ^ (cursor as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut left = (rng.random::<u64>() >> 11) as f64 / (1u64 << 53) as f64;
    for (mv, p) in outcomes {
        left -= p;
        if left < 0.0 {
            return Some(mv.clone());
        }
    }
    outcomes.last().map(|(mv, _)| mv.clone())
}

/// Rolls the dice as the app rolls them ([`pick_outcome`] from the record's
/// seed and the point of the game) for as long as chance is to act: after
/// it a player decides or the game is over. Returns the rolls played.
pub fn roll_while_chance(session: &mut dyn Session) -> Result<Vec<String>, String> {
    let mut rolls = Vec::new();
    while let Turn::Chance = session.turn() {
        let record = session.record();
        let roll = pick_outcome(record.seed, record.moves.len(), &session.chance_outcomes())
            .ok_or("dice are due but no roll is possible")?;
        session.play(&roll).map_err(|e| e.to_string())?;
        rolls.push(roll);
    }
    Ok(rolls)
}

/// A glyph for each bead colour (red, orange, yellow, green, blue,
/// violet), so colours can be told apart without colour vision.
pub const COLOUR_GLYPHS: [&str; 6] = ["▲", "◆", "★", "♣", "●", "✚"];

/// "▲ 2 ★ 1": the beads of each colour present, glyph and count.
pub fn colour_breakdown(beads: &[u8; 6]) -> String {
    beads
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(c, n)| format!("{}{n}", COLOUR_GLYPHS[c]))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The colour of each bead drawn in a container, in a fixed order (by
/// colour), so beads never change colour on a redraw.
pub fn bead_colours(beads: &[u8; 6]) -> Vec<u8> {
    beads
        .iter()
        .enumerate()
        .flat_map(|(c, &n)| std::iter::repeat_n(c as u8, n as usize))
        .collect()
}

/// Board geometry in SVG user units.
mod library;
pub use library::{GameSummary, MAX_VARIATIONS};

pub mod layout {
    /// A ring of pits with the players seated around it (Spectral Reapers):
    /// pits run counterclockwise from just right of the bottom, seats
    /// clockwise from the bottom, each seat facing two pits.
    pub mod ring {
        use super::{PITCH, PIT_RADIUS};
        use std::f32::consts::{FRAC_PI_2, TAU};

        /// Distance from the ring to the centre of a seat's cup.
        pub const SEAT_GAP: f32 = 118.0;
        /// Radius of a seat's cup of captured beads.
        pub const CUP_RADIUS: f32 = 40.0;
        const MARGIN: f32 = 92.0;

        /// Radius of the circle through the pit centres.
        pub fn radius(pits: usize) -> f32 {
            (pits as f32 * PITCH * 1.1 / TAU).max(200.0)
        }

        /// Width and height of the (square) board.
        pub fn size(pits: usize) -> f32 {
            2.0 * (radius(pits) + SEAT_GAP + CUP_RADIUS + MARGIN)
        }

        /// The point at `angle` (radians, counterclockwise from the right)
        /// and distance `r` from the centre.
        pub fn point(pits: usize, angle: f32, r: f32) -> (f32, f32) {
            let c = size(pits) / 2.0;
            (c + r * angle.cos(), c - r * angle.sin())
        }

        /// The angle of a pit.
        pub fn pit_angle(pit: usize, pits: usize) -> f32 {
            -FRAC_PI_2 + (pit as f32 + 0.5) * TAU / pits.max(1) as f32
        }

        /// The angle of a seat.
        pub fn seat_angle(seat: usize, players: usize) -> f32 {
            -FRAC_PI_2 - seat as f32 * TAU / players.max(1) as f32
        }

        /// The centre of a pit.
        pub fn pit_center(pit: usize, pits: usize) -> (f32, f32) {
            point(pits, pit_angle(pit, pits), radius(pits))
        }

        /// The centre of a seat's cup.
        pub fn seat_center(seat: usize, players: usize, pits: usize) -> (f32, f32) {
            point(pits, seat_angle(seat, players), radius(pits) + SEAT_GAP)
        }

        /// Whether two pits of the ring overlap (never, by construction).
        pub fn pits_apart(pits: usize) -> bool {
            let (x0, y0) = pit_center(0, pits);
            let (x1, y1) = pit_center(1, pits);
            ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt() > 2.0 * PIT_RADIUS
        }
    }

    use crate::engine::Slot;

    /// Distance between pit centres.
    pub const PITCH: f32 = 100.0;
    /// Pit radius.
    pub const PIT_RADIUS: f32 = 42.0;
    /// Bead radius.
    pub const BEAD_RADIUS: f32 = 7.5;
    /// Height of the board.
    pub const HEIGHT: f32 = 342.0;
    /// Centre line of North's row.
    pub const NORTH_Y: f32 = 110.0;
    /// Centre line of South's row.
    pub const SOUTH_Y: f32 = 236.0;

    /// Width of a board with `width` pits a side (a store at each end).
    pub fn board_width(width: usize) -> f32 {
        (width as f32 + 2.0) * PITCH
    }

    /// The centre of a pit. South's row runs left to right along the bottom;
    /// North's continues right to left along the top (counterclockwise).
    pub fn pit_center(pit: usize, width: usize) -> (f32, f32) {
        if pit < width {
            (PITCH * (1.5 + pit as f32), SOUTH_Y)
        } else {
            let column = 2 * width - 1 - pit;
            (PITCH * (1.5 + column as f32), NORTH_Y)
        }
    }

    /// The centre of a player's store: South's on the right, North's on the
    /// left.
    pub fn store_center(side: usize, width: usize) -> (f32, f32) {
        let x = if side == 0 {
            PITCH * (width as f32 + 1.5)
        } else {
            PITCH * 0.5
        };
        (x, (NORTH_Y + SOUTH_Y) / 2.0)
    }

    /// The centre of any slot.
    pub fn slot_center(slot: Slot, width: usize) -> (f32, f32) {
        match slot {
            Slot::Pit(p) => pit_center(p as usize, width),
            Slot::Store(s) => store_center(s as usize, width),
        }
    }

    /// Offsets of `count` beads from the centre of a container of the given
    /// half-width and half-height: a sunflower spiral, always the same for
    /// the same count, squeezed to fit.
    pub fn bead_offsets(count: usize, half_w: f32, half_h: f32) -> Vec<(f32, f32)> {
        const GOLDEN_ANGLE: f32 = 2.399_963;
        let shown = count.min(40);
        let spread = ((shown as f32).sqrt() * BEAD_RADIUS * 1.15).max(1.0);
        let scale_x = ((half_w - BEAD_RADIUS) / spread).min(1.0);
        let scale_y = ((half_h - BEAD_RADIUS) / spread).min(1.0);
        (0..shown)
            .map(|k| {
                let r = BEAD_RADIUS * 1.15 * (k as f32 + 0.5).sqrt();
                let a = k as f32 * GOLDEN_ANGLE;
                (r * a.cos() * scale_x, r * a.sin() * scale_y)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;
    use serde_json::json;

    fn record(game: &str, moves: &[&str]) -> Record {
        Record {
            game: game.into(),
            options: json!({"first_player": "south"}),
            seed: 5,
            moves: moves.iter().map(|m| m.to_string()).collect(),
        }
    }

    #[test]
    fn animating_effects_reaches_the_new_position() {
        for game in games::all() {
            let mut session = (game.new_session)(&json!({"first_player": "south"}), 3).unwrap();
            for _ in 0..40 {
                let legal = session.legal();
                let Some(mv) = legal.last().cloned() else {
                    break;
                };
                let mut counts = Counts::of(&session.pit_board().unwrap());
                let effects = session.play(&mv).unwrap();
                for e in &effects {
                    counts.apply(e);
                }
                let after = Counts::of(&session.pit_board().unwrap());
                assert_eq!(counts.pits, after.pits, "{} move {mv}", game.id);
                assert_eq!(counts.stores, after.stores, "{} move {mv}", game.id);
                assert_eq!(counts.hand, after.hand, "{} move {mv}", game.id);
            }
        }
    }

    #[test]
    fn view_marks_legal_pits_and_explains_the_others() {
        let view = GameView::from_record(&record("owari", &["C"]), 1).unwrap();
        assert_eq!(view.to_move, Some(1));
        let legal: Vec<_> = view
            .pits
            .iter()
            .filter(|p| p.legal)
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(legal, vec!["a", "b", "c", "d", "e", "f"]);
        let c = &view.pits[2];
        assert_eq!(c.name, "C");
        assert!(
            c.why.as_deref().unwrap().contains("empty")
                || c.why.as_deref().unwrap().contains("opponent")
        );
        assert_eq!(view.last_origin, Some(2));
        assert_eq!(view.last_landing, Some(Slot::Pit(6)));
        assert_eq!(view.moves, vec![("C".to_string(), 0)]);
    }

    #[test]
    fn cursor_shows_an_earlier_position_and_keeps_later_moves() {
        let rec = record("basic", &["D", "A", "a"]);
        let full = GameView::from_record(&rec, 3).unwrap();
        let start = GameView::from_record(&rec, 0).unwrap();
        let one = GameView::from_record(&rec, 2).unwrap();
        assert_eq!(start.board.pits, vec![3; 12]);
        assert_eq!(start.last_origin, None);
        assert_eq!(one.moves.len(), 3);
        assert_eq!(one.cursor, 2);
        // D's three seeds end in South's store, so South moves again (A);
        // then North plays a.
        assert_eq!(
            full.moves.iter().map(|m| m.1).collect::<Vec<_>>(),
            vec![0, 0, 1]
        );
        assert_ne!(one.board, full.board);
    }

    #[test]
    fn result_view_explains_the_end() {
        let view = GameView::from_record(&record("owari", &["C", "agree"]), 2).unwrap();
        let result = view.result.unwrap();
        // After C, South's row holds 23 and North's 25: each takes their own.
        assert_eq!(result.headline, "North wins, 23–25");
        assert!(result.explanation.contains("agreed"));
        assert!(view.pits.iter().all(|p| !p.legal));
    }

    #[test]
    fn saved_games_are_checked() {
        let good = SavedGame::new(record("owari", &["C", "d"]), 1, vec![None, None]);
        let text = serde_json::to_string(&good).unwrap();
        let (saved, view) = SavedGame::parse(&text, "owari").unwrap();
        assert_eq!(saved, good);
        assert_eq!(view.cursor, 1);
        assert!(SavedGame::parse("{", "owari")
            .unwrap_err()
            .contains("not a saved game"));
        assert!(SavedGame::parse(&text, "basic")
            .unwrap_err()
            .contains("owari"));
        let bad_move = text.replace("\"d\"", "\"Z\"");
        let err = SavedGame::parse(&bad_move, "owari").unwrap_err();
        assert!(err.contains("move 2"), "{err}");
        let bad_cursor = text.replace("\"cursor\":1", "\"cursor\":9");
        assert!(SavedGame::parse(&bad_cursor, "owari").is_err());
    }

    #[test]
    fn saved_seats_round_trip() {
        let game = SavedGame::new(record("owari", &["C"]), 1, vec![None, Some(Level::Hard)]);
        let text = serde_json::to_string(&game).unwrap();
        assert!(text.contains(r#""seats":[null,"hard"]"#), "{text}");
        let (back, view) = SavedGame::parse(&text, "owari").unwrap();
        assert_eq!(back, game);
        assert_eq!(back.seat(1), Some(Level::Hard));
        assert_eq!(back.seat(0), None);
        assert!(back.has_computer());
        assert!(!back.all_computers(view.player_count()));
    }

    #[test]
    fn saved_games_from_before_seats_are_all_people() {
        let text = r#"{"record":{"game":"owari","options":{"first_player":"south"},"seed":5,"moves":["C"]},"cursor":1}"#;
        let (saved, _) = SavedGame::parse(text, "owari").unwrap();
        assert_eq!(saved.seats, vec![None, None]);
        assert!(!saved.has_computer());
    }

    #[test]
    fn junk_seats_read_as_people_and_fit_the_players() {
        let base = r#"{"record":{"game":"owari","options":{"first_player":"south"},"seed":5,"moves":[]},"cursor":0,"seats":SEATS}"#;
        for (seats, expected) in [
            (r#"["robot", 3]"#, vec![None, None]),
            (r#"[null]"#, vec![None, None]),
            (r#"["easy"]"#, vec![Some(Level::Easy), None]),
            (
                r#"["easy", "strongest", "hard", "hard"]"#,
                vec![Some(Level::Easy), Some(Level::Strongest)],
            ),
            (r#"{"a": 1}"#, vec![None, None]),
            (r#""hard""#, vec![None, None]),
            (r#"null"#, vec![None, None]),
            (r#"[[], {}, true, "HARD"]"#, vec![None, None]),
        ] {
            let text = base.replace("SEATS", seats);
            let (saved, _) =
                SavedGame::parse(&text, "owari").unwrap_or_else(|e| panic!("{seats}: {e}"));
            assert_eq!(saved.seats, expected, "{seats}");
        }
        // A long list of junk is cut, never a panic.
        let many = format!("[{}]", vec![r#""hard""#; 1000].join(","));
        let (saved, _) = SavedGame::parse(&base.replace("SEATS", &many), "owari").unwrap();
        assert_eq!(saved.seats.len(), 2);
        // Seats follow the number of players of the game.
        let reapers = r#"{"record":{"game":"spectral-reapers","options":{"players":4},"seed":5,"moves":[]},"cursor":0,"seats":["easy"]}"#;
        let (saved, view) = SavedGame::parse(reapers, "spectral-reapers").unwrap();
        assert_eq!(view.player_count(), 4);
        assert_eq!(saved.seats, vec![Some(Level::Easy), None, None, None]);
        assert_eq!(fit_seats(&[], 3), vec![None; 3]);
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_replies() {
        // South (a person) played C, North (the computer) d, South E, North a.
        let rec = record("owari", &["C", "d", "E", "a"]);
        let view = GameView::from_record(&rec, 4).unwrap();
        let people = [None, None];
        let north = [None, Some(Level::Beginner)];
        let south = [Some(Level::Beginner), None];
        let both = [Some(Level::Easy), Some(Level::Hard)];
        assert_eq!(view.undo_target(&people), (3, false));
        assert_eq!(view.undo_target(&[]), (3, false));
        assert_eq!(view.undo_target(&north), (2, false));
        assert_eq!(view.undo_target(&south), (3, false));
        assert_eq!(view.undo_target(&both), (3, true));
        // From the position after the computer's first reply.
        let view = GameView::from_record(&rec, 2).unwrap();
        assert_eq!(view.undo_target(&north), (0, false));
        // North as the person, who has not moved yet at the cursor: the start.
        let view = GameView::from_record(&rec, 1).unwrap();
        assert_eq!(view.undo_target(&south), (0, false));
        assert_eq!(
            GameView::from_record(&rec, 0).unwrap().undo_target(&north),
            (0, false)
        );
    }

    #[test]
    fn undo_against_the_computer_takes_back_whole_moves() {
        // Rainbow Chase: a move is a pit and the decisions after it; undo
        // goes back to the start of the person's move, not into it.
        let info = games::find("rainbow-chase").unwrap();
        let mut session = (info.new_session)(&json!({"first_player": "south"}), 9).unwrap();
        let mut inner = false;
        for _ in 0..60 {
            let legal = session.legal();
            let Some(mv) = legal.first().cloned() else {
                break;
            };
            inner |= !session.starts_move(&mv);
            session.play(&mv).unwrap();
        }
        assert!(inner, "the test game has decisions inside moves");
        let rec = session.record();
        let view = GameView::from_record(&rec, rec.moves.len()).unwrap();
        let north = [None, Some(Level::Medium)];
        let (target, pause) = view.undo_target(&north);
        assert!(!pause);
        assert!(view.move_starts[target], "a move begins there");
        assert_eq!(view.moves[target].1, 0, "South begins it");
        assert!(
            view.moves[target..view.cursor].iter().any(|m| m.1 == 1)
                || view.moves[target..].iter().all(|m| m.1 == 0),
            "North's replies are taken back"
        );
        // With computers only: one whole move back, paused.
        let both = [Some(Level::Medium), Some(Level::Medium)];
        assert_eq!(view.undo_target(&both), (view.start_of_move(), true));

        // In the middle of a move exactly when the next decision continues
        // it; never between moves (extra turns included: Basic Game).
        for k in 0..=rec.moves.len() {
            let at = GameView::from_record(&rec, k).unwrap();
            let continues = view.move_starts.get(k).is_some_and(|&s| !s);
            if k < rec.moves.len() {
                assert_eq!(at.mid_move, continues, "after {k} moves");
            }
        }
        let basic = record("basic", &["C", "a", "F"]);
        for k in 0..=3 {
            assert!(!GameView::from_record(&basic, k).unwrap().mid_move);
        }
    }

    #[test]
    fn dice_rolls_belong_to_the_roller() {
        let info = games::find("rainbow-passage").unwrap();
        let mut session = (info.new_session)(&json!({"first_player": "south"}), 4).unwrap();
        assert!(matches!(session.turn(), Turn::Chance));
        let view = GameView::of(session.as_ref(), Vec::new());
        assert_eq!(view.player_count(), 2);
        assert_eq!(view.actor(), Some(0), "South rolls first");
        let outcomes = session.chance_outcomes();
        let roll = pick_outcome(4, 0, &outcomes).unwrap();
        session.play(&roll).unwrap();
        let rec = session.record();
        let view = GameView::from_record(&rec, 1).unwrap();
        assert_eq!(view.actor_at(0), Some(0), "the roll was South's");
        // South is the person: undo goes back before South's roll.
        let (target, _) = view.undo_target(&[None, Some(Level::Easy)]);
        assert_eq!(target, 0);
    }

    #[test]
    fn choices_are_found_by_move() {
        let view = GameView::from_record(&record("owari", &[]), 0).unwrap();
        let c = view.choice("C").unwrap();
        assert_eq!(c.pit, Some(2));
        assert!(view.choice("c").is_none());
        assert!(view.choice("junk").is_none());
    }

    #[test]
    fn narration_names_captures_and_extra_turns() {
        let effects = [
            Effect::Capture {
                pit: 9,
                count: 3,
                player: 0,
            },
            Effect::Capture {
                pit: 8,
                count: 2,
                player: 0,
            },
        ];
        let board = GameView::from_record(&record("owari", &[]), 0)
            .unwrap()
            .board;
        assert_eq!(
            narrate(&effects, 0, &board),
            vec!["South captures 5 seeds from pits d and c.".to_string()]
        );
        assert_eq!(
            narrate(&[Effect::ExtraTurn { player: 1 }], 1, &board),
            vec!["Last seed in the store: North moves again.".to_string()]
        );
        let mut after_capture = effects.to_vec();
        after_capture.push(Effect::ExtraTurn { player: 0 });
        assert_eq!(
            narrate(&after_capture, 0, &board)[1],
            "South captured, so moves again."
        );
    }

    #[test]
    fn narration_says_why_a_relay_stopped() {
        // Traditional Ayoayo: South's last move, A, comes back after 786
        // laps to the board of before the move.
        let rec = Record {
            game: "ayoayo".into(),
            options: json!({"sow_into_store": false}),
            seed: 3874676893315084174,
            moves: "c A c D b B a A".split(' ').map(String::from).collect(),
        };
        let view = GameView::from_record(&rec, 8).unwrap();
        assert_eq!(view.to_move, Some(1));
        assert_eq!(
            narrate(&view.last_effects, 0, &view.board),
            vec![
                "The relay came back to a position it had already reached, so the move stops here."
                    .to_string()
            ]
        );
    }

    #[test]
    fn a_move_is_announced_by_what_was_played() {
        let rec = record("owari", &["C"]);
        let before = GameView::from_record(&rec, 0).unwrap();
        let after = GameView::from_record(&rec, 1).unwrap();
        assert_eq!(
            move_line(&before, &after, "C"),
            "South sows 4 seeds from pit C."
        );
        let agree = record("owari", &["C", "agree"]);
        let end = GameView::from_record(&agree, 2).unwrap();
        assert_eq!(
            move_line(&after, &end, "agree"),
            "The game is ended by agreement."
        );
        // Dice: the colours rolled, in words.
        let info = games::find("rainbow-passage").unwrap();
        let mut session = (info.new_session)(&json!({}), 3).unwrap();
        while !matches!(session.turn(), Turn::Chance) {
            let mv = session.legal()[0].clone();
            session.play(&mv).unwrap();
        }
        let before = GameView::of(session.as_ref(), Vec::new());
        let roll = session.legal()[0].clone();
        session.play(&roll).unwrap();
        let after = GameView::of(session.as_ref(), Vec::new());
        let line = move_line(&before, &after, &roll);
        assert!(line.starts_with("Dice rolled: "), "{line}");
        assert_eq!(line.matches(", ").count() + 2, roll.len(), "{roll}: {line}");
        assert_eq!(
            move_line(&before, &after, "@mgrcg"),
            "Dice rolled: red, green, green, cyan, magenta."
        );
    }

    #[test]
    fn undo_move_goes_back_to_the_start_of_the_move() {
        // Every Basic Game action starts a move; a game with decisions inside
        // a move (Rainbow Chase) marks its later steps as continuations.
        let rec = record("basic", &["D", "A", "a"]);
        let mut view = GameView::from_record(&rec, 3).unwrap();
        assert_eq!(view.move_starts, vec![true, true, true]);
        assert_eq!(view.start_of_move(), 2);
        assert!(!view.has_inner_decisions());
        view.move_starts = vec![true, false, false];
        assert_eq!(view.start_of_move(), 0);
        assert!(view.has_inner_decisions());
    }

    #[test]
    fn colour_helpers() {
        assert_eq!(colour_breakdown(&[2, 0, 1, 0, 0, 0]), "▲2 ★1");
        assert_eq!(bead_colours(&[2, 0, 1, 0, 0, 0]), vec![0, 0, 2]);
        let glyphs: std::collections::HashSet<_> = COLOUR_GLYPHS.iter().collect();
        assert_eq!(glyphs.len(), 6, "every colour has its own glyph");
    }

    #[test]
    fn ring_runs_counterclockwise_with_seats_clockwise() {
        use layout::ring::*;
        for players in 2..=6 {
            let pits = 2 * players;
            assert!(pits_apart(pits));
            let size = size(pits);
            let (cx, _) = (size / 2.0, size / 2.0);
            // Pit A sits right of the bottom, the next pit further
            // counterclockwise (up the right-hand side).
            let (ax, ay) = pit_center(0, pits);
            let (bx, by) = pit_center(1, pits);
            assert!(ax > cx && ay > size / 2.0);
            assert!(bx > ax || by < ay);
            // Seat 0 at the bottom; seat 1 clockwise from it (to the left).
            let (s0x, s0y) = seat_center(0, players, pits);
            let (s1x, s1y) = seat_center(1, players, pits);
            assert!((s0x - cx).abs() < 0.01 && s0y > size / 2.0);
            if players == 2 {
                assert!(s1y < size / 2.0, "two players sit opposite");
            } else {
                assert!(s1x < cx - 1.0, "clockwise from the bottom is to the left");
            }
            // Everything fits on the board.
            for pit in 0..pits {
                let (x, y) = pit_center(pit, pits);
                assert!(x > 0.0 && y > 0.0 && x < size && y < size);
            }
            for seat in 0..players {
                let (x, y) = seat_center(seat, players, pits);
                assert!(x - CUP_RADIUS > 0.0 && x + CUP_RADIUS < size);
                assert!(y - CUP_RADIUS > 0.0 && y + CUP_RADIUS < size);
            }
        }
    }

    #[test]
    fn placement_clicks_cycle_through_what_a_pit_may_take() {
        let placement = Placement {
            beads: 11,
            pits: 3,
            min: 3,
            max: 4,
            colour: 0,
        };
        let d = draft_click(&placement, &[0; 6], 0);
        assert_eq!(d, vec![4, 0, 0, 0, 0, 0]);
        let d = draft_click(&placement, &d, 2);
        let d = draft_click(&placement, &d, 4);
        assert_eq!(d, vec![4, 0, 4, 0, 3, 0], "the last pit gets what is left");
        assert_eq!(draft_click(&placement, &d, 0), vec![3, 0, 4, 0, 3, 0]);
        assert_eq!(draft_click(&placement, &d, 4), vec![4, 0, 4, 0, 0, 0]);
        assert_eq!(draft_minus(&d, 2), vec![4, 0, 3, 0, 3, 0]);
        assert_eq!(draft_minus(&[0; 6], 2), vec![0; 6]);
        // Out of range: nothing changes, nothing panics.
        assert_eq!(draft_click(&placement, &d, 9), d);
        assert_eq!(draft_minus(&d, 9), d);
        // A full draft: an unused pit gets nothing more.
        assert_eq!(draft_click(&placement, &d, 1)[1], 0);
    }

    #[test]
    fn multi_player_headlines_and_ranking() {
        let names: Vec<String> = ["Ann", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
        assert_eq!(headline(&names, &[3, 7, 2], &[1]), "Bo wins with 7");
        assert_eq!(
            headline(&names, &[7, 7, 2], &[0, 1]),
            "Ann and Bo share the win with 7 each"
        );
        assert_eq!(
            headline(&names, &[4, 4, 4], &[0, 1, 2]),
            "A draw: everyone has 4"
        );
        assert_eq!(headline(&names[..2], &[20, 28], &[1]), "Bo wins, 20–28");
        assert_eq!(ranking(&[3, 7, 3, 9]), vec![(1, 3), (2, 1), (3, 0), (3, 2)]);
    }

    #[test]
    fn outcomes_are_picked_by_probability_and_reproducibly() {
        let outcomes = vec![("a".to_string(), 0.25), ("b".to_string(), 0.75)];
        let picks: Vec<_> = (0..4000)
            .map(|k| pick_outcome(7, k, &outcomes).unwrap())
            .collect();
        let a = picks.iter().filter(|p| *p == "a").count();
        assert!((850..1150).contains(&a), "about a quarter: {a}");
        assert_eq!(pick_outcome(7, 3, &outcomes), pick_outcome(7, 3, &outcomes));
        assert_eq!(pick_outcome(7, 3, &[]), None);
    }

    #[test]
    fn layout_runs_counterclockwise() {
        use layout::*;
        assert!(pit_center(0, 6).0 < pit_center(5, 6).0);
        assert_eq!(pit_center(6, 6).0, pit_center(5, 6).0, "a faces F");
        assert!(pit_center(6, 6).1 < pit_center(5, 6).1, "North is on top");
        assert!(
            store_center(0, 6).0 > pit_center(5, 6).0,
            "South's store on the right"
        );
        let beads = bead_offsets(20, PIT_RADIUS, PIT_RADIUS);
        assert_eq!(beads, bead_offsets(20, PIT_RADIUS, PIT_RADIUS));
        assert!(beads
            .iter()
            .all(|(x, y)| (x * x + y * y).sqrt() <= PIT_RADIUS - BEAD_RADIUS + 0.01));
    }
}
