//! The render model of a game: the position at a point of its record with
//! everything the page shows ([`GameView`]: pits, choices, result, the
//! record's moves and who played them), and the seed counts drawn while a
//! move is animated ([`Counts`]).

use crate::ai::Level;
use crate::engine::board_view::{BoardView, ColourView};
use crate::engine::record::{Record, RecordError, Special};
use crate::engine::session::{Choice, Placement, PlayerView, RoundInfo, Session, Suggestion};
use crate::engine::{side_name, Effect, Slot, Turn};

use super::narration::headline;

/// The "player" recorded for a chance move (dice) in [`GameView::moves`].
pub const CHANCE: usize = usize::MAX;

/// Seed counts as drawn, possibly in the middle of an animated move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
    /// A grid board's piece shown stepping: from square, to square.
    pub step: Option<(u16, u16)>,
    /// The owner of the piece the step captured, shown leaving.
    pub taken: Option<u8>,
    /// Seeds captured (or swept) and on their way to a store: pit, player,
    /// count. They land (the store shows them) when the next seed moves.
    pub flight: Option<(u8, u8, u8)>,
    /// The beads by colour, in a game with coloured beads: every frame of a
    /// move draws each bead in its true colour.
    pub colours: Option<BeadCounts>,
}

/// Beads of each colour (indices into
/// [`COLOUR_NAMES`](crate::engine::session::COLOUR_NAMES)) wherever they
/// are, possibly in the middle of an animated move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BeadCounts {
    /// In every pit, in sowing order.
    pub pits: Vec<[u8; 6]>,
    /// In the sower's hand.
    pub hand: [u8; 6],
    /// Captured by each player (the beads in flight included).
    pub captured: Vec<[u8; 6]>,
    /// The beads of [`Counts::flight`], on their way to a store.
    pub flying: [u8; 6],
}

/// Moves `n` beads of `colour` from `from` to `to` (fewer if `from` has
/// fewer).
fn shift_beads(from: &mut [u8; 6], to: &mut [u8; 6], colour: usize, n: u8) -> u8 {
    let (Some(have), Some(get)) = (from.get_mut(colour), to.get_mut(colour)) else {
        return 0;
    };
    let n = n.min(*have);
    *have -= n;
    *get += n;
    n
}

impl BeadCounts {
    /// The beads of a board with coloured beads.
    pub fn of(colours: &ColourView) -> BeadCounts {
        BeadCounts {
            pits: colours.pit_beads.clone(),
            hand: colours.hand,
            captured: colours.captured.clone(),
            flying: [0; 6],
        }
    }

    /// Player `p`'s captures as drawn: without the beads still flying to
    /// them.
    pub fn captured_shown(&self, p: usize, flight_to: Option<u8>) -> [u8; 6] {
        let mut beads = self.captured.get(p).copied().unwrap_or([0; 6]);
        if flight_to == Some(p as u8) {
            for (b, f) in beads.iter_mut().zip(self.flying) {
                *b = b.saturating_sub(f);
            }
        }
        beads
    }

    /// Shows one effect happening to the beads, colour by colour: a lift
    /// takes the pit's beads into the hand, a drop puts the bead of its
    /// colour down, a capture or a sweep takes the colour named (or all the
    /// pit holds) to the player's captures.
    fn apply(&mut self, effect: &Effect) {
        let mut none = [0u8; 6];
        match *effect {
            Effect::Lift { pit, .. } => {
                let beads = self.pits.get_mut(pit as usize).map(std::mem::take);
                for (h, b) in self.hand.iter_mut().zip(beads.unwrap_or_default()) {
                    *h += b;
                }
            }
            Effect::Drop { slot, colour } => {
                // A bead of the colour named; one of the first colour in
                // hand should a game name none.
                let colour = colour
                    .map(usize::from)
                    .or_else(|| self.hand.iter().position(|&n| n > 0))
                    .unwrap_or(0);
                let to = match slot {
                    Slot::Pit(p) => self.pits.get_mut(p as usize),
                    Slot::Store(s) => self.captured.get_mut(s as usize),
                };
                shift_beads(&mut self.hand, to.unwrap_or(&mut none), colour, 1);
            }
            Effect::Capture {
                pit,
                count,
                player,
                colour,
            } => self.take(pit, count, player, colour),
            Effect::Sweep { pit, count, player } => self.take(pit, count, player, None),
            Effect::Discard { pit, .. } => {
                if let Some(beads) = self.pits.get_mut(pit as usize) {
                    *beads = [0; 6];
                }
            }
            Effect::Place {
                pit,
                count,
                colour: Some(colour),
                ..
            } => {
                if let Some(b) = self
                    .pits
                    .get_mut(pit as usize)
                    .and_then(|b| b.get_mut(colour as usize))
                {
                    *b += count;
                }
            }
            Effect::NewBoard { width } => self.pits = vec![[0; 6]; 2 * width as usize],
            _ => {}
        }
    }

    /// `count` beads of `colour` (or, with none named, all the pit holds)
    /// go from `pit` to `player`'s captures, flying there.
    fn take(&mut self, pit: u8, count: u8, player: u8, colour: Option<u8>) {
        let from = self.pits.get_mut(pit as usize);
        let to = self.captured.get_mut(player as usize);
        let (Some(from), Some(to)) = (from, to) else {
            return;
        };
        self.flying = [0; 6];
        let colours = match colour {
            Some(c) => c as usize..c as usize + 1,
            None => 0..6,
        };
        for c in colours {
            let n = if colour.is_some() { count } else { from[c] };
            let moved = shift_beads(from, to, c, n);
            if let Some(f) = self.flying.get_mut(c) {
                *f += moved;
            }
        }
    }
}

impl Counts {
    /// The counts of a position (beads may be in hand mid-move, between two
    /// decisions); none on a board without pits.
    pub fn of(board: &BoardView) -> Counts {
        let pits = board.pits();
        Counts {
            pits: pits.map(|b| b.pits.clone()).unwrap_or_default(),
            stores: pits.map(|b| b.stores.clone()).unwrap_or_default(),
            hand: pits
                .and_then(|b| b.colours.as_ref())
                .map(|c| c.hand.iter().sum())
                .unwrap_or(0),
            colours: pits.and_then(|b| b.colours.as_ref()).map(BeadCounts::of),
            ..Counts::default()
        }
    }

    /// Player `p`'s store as drawn: without the seeds still flying to it.
    pub fn store(&self, p: usize) -> u8 {
        let flying = self.flight.filter(|f| f.1 as usize == p).map_or(0, |f| f.2);
        self.stores.get(p).map_or(0, |s| s.saturating_sub(flying))
    }

    /// Shows one effect happening. Applying a move's effects in order to the
    /// counts before it gives the counts after it.
    pub fn apply(&mut self, effect: &Effect) {
        let pit = |p: &u8| *p as usize;
        self.skipped = None;
        if crate::view::pace::weight(effect) > 0 {
            self.flight = None;
        }
        if let Some(colours) = self.colours.as_mut() {
            if self.flight.is_none() {
                colours.flying = [0; 6];
            }
            colours.apply(effect);
        }
        match effect {
            Effect::Lift { pit: p, count } => {
                if let Some(seeds) = self.pits.get_mut(pit(p)) {
                    *seeds = seeds.saturating_sub(*count);
                }
                self.hand += count;
                self.at = Some(Slot::Pit(*p));
                self.lifted = Some(*p);
            }
            Effect::Drop { slot, .. } => {
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
                ..
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
                self.flight = Some((*p, *player, *count));
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
                ..
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
            Effect::Step { from, to, .. } => self.step = Some((*from, *to)),
            Effect::PieceCaptured { owner, .. } => self.taken = Some(*owner),
            Effect::Own(_)
            | Effect::ExtraTurn { .. }
            | Effect::Pass { .. }
            | Effect::RelayCycle { .. }
            | Effect::RoundOver { .. }
            | Effect::PieceReturned { .. } => {}
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
    /// Final scores, one per player (what decides the winner).
    pub scores: Vec<i32>,
    /// The players from first to last place: `(place, player)`, equal
    /// scores sharing a place.
    pub ranking: Vec<(usize, usize)>,
    /// "South wins 26–22" or "A draw, 24–24", naming the seats (the page
    /// says "You win" for a person against computers).
    pub headline: String,
    /// How the game ended, in words.
    pub explanation: String,
}

/// A game at one point of its record, with everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The game's id.
    pub game: String,
    /// The players, in seat order.
    pub players: Vec<PlayerView>,
    /// The board at rest.
    pub board: BoardView,
    /// Every pit, in sowing order (none on a board without pits).
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
    /// The squares the piece moved last passed through in its turn, in
    /// order (grid boards; empty before any step).
    pub trail: Vec<u16>,
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
        // The last moved piece's squares: a step that does not go on from
        // the end of the trail, or the first after a roll, starts anew.
        let mut trail = Vec::new();
        let mut rolled = false;
        for (index, mv) in record.moves.iter().enumerate() {
            // A resignation is the resigner's, whoever was to move.
            let resigner = match Special::parse(mv) {
                Some(Ok(Special::Resign(p))) => Some(p),
                _ => None,
            };
            let mover = match (session.turn(), resigner) {
                (Turn::Over(_), _) => {
                    return Err(RecordError::Move {
                        number: index + 1,
                        mv: mv.clone(),
                        why: crate::t!("record-already-over").into(),
                    })
                }
                (_, Some(p)) => p,
                (Turn::Player(p), None) => p,
                (Turn::Chance, None) => CHANCE,
            };
            move_starts.push(session.starts_move(mv));
            let effects = session.play(mv).map_err(|e| RecordError::Move {
                number: index + 1,
                mv: mv.clone(),
                why: e.to_string(),
            })?;
            rolled |= mover == CHANCE;
            for effect in effects.iter().filter(|_| index < cursor) {
                if let Effect::Step { from, to, .. } = *effect {
                    if rolled || trail.last() != Some(&from) {
                        trail = vec![from];
                    }
                    trail.push(to);
                    rolled = false;
                }
            }
            moves.push((mv.clone(), mover));
            if index + 1 == cursor {
                at_cursor = Some(session.clone());
            }
        }
        let session = at_cursor.unwrap_or(session);
        let mut view = GameView::of(session.as_ref(), moves);
        view.move_starts = move_starts;
        view.cursor = cursor;
        view.trail = trail;
        if cursor == 0 {
            view.last_effects.clear();
            view.last_origin = None;
            view.last_landing = None;
        }
        Ok(view)
    }

    /// The view of a session's current position.
    pub fn of(session: &dyn Session, moves: Vec<(String, usize)>) -> GameView {
        let board = session.board();
        let players = session.players();
        let choices = session.choices();
        let names = board.pits().map(|b| b.names.clone()).unwrap_or_default();
        let pits = names
            .into_iter()
            .enumerate()
            .map(|(index, name)| {
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
                let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
                let winners: Vec<usize> = (0..scores.len())
                    .filter(|&p| outcome.winners & (1 << p) != 0)
                    .collect();
                (
                    None,
                    Some(ResultView {
                        winner: outcome.sole_winner(),
                        headline: headline(&names, &scores, &winners, None),
                        ranking: ranking(&scores),
                        winners,
                        stores: board.pits().map(|b| b.stores.clone()).unwrap_or_default(),
                        scores,
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
            Effect::Drop { slot, .. } => Some(*slot),
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
            players,
            board,
            pits,
            to_move,
            result,
            moves,
            cursor,
            last_effects,
            last_origin,
            last_landing,
            trail: Vec::new(),
            other_choices,
            suggestions: session.suggestions(),
            prompt: session.prompt(),
            rounds: session.rounds(),
            placement,
            chance_outcomes: session.chance_outcomes(),
        }
    }
}

/// Places from first to last: `(place, player)`, higher scores first, equal
/// scores sharing a place (1, 1, 3).
pub fn ranking(scores: &[i32]) -> Vec<(usize, usize)> {
    // Players in seat order, each put after every player scoring at least
    // as much: by insertion, not the standard sort, whose code would be in
    // the page's wasm for this list of at most six.
    let mut order: Vec<usize> = Vec::with_capacity(scores.len());
    for p in 0..scores.len() {
        let at = order.partition_point(|&q| scores[q] >= scores[p]);
        order.insert(at, p);
    }
    order
        .iter()
        .map(|&p| (1 + scores.iter().filter(|&&s| s > scores[p]).count(), p))
        .collect()
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
        self.players
            .get(p)
            .map(|v| v.name.clone())
            .unwrap_or_else(|| side_name(p).to_string())
    }

    /// Player `p`'s name with who plays the seat in `seats` (a person when
    /// it has none): "North (computer, Hard)".
    pub fn seat_label(&self, seats: &[Option<Level>], p: usize) -> String {
        let name = self.player_name(p);
        match seats.get(p).copied().flatten() {
            Some(level) => crate::tr!("seat-computer", name = &name, level = level.label()),
            None => name,
        }
    }

    /// Whether any move so far had decisions inside it (then "undo move"
    /// differs from undoing one step).
    pub fn has_inner_decisions(&self) -> bool {
        self.move_starts.iter().take(self.cursor).any(|&s| !s)
    }
}

impl GameView {
    /// Whether the pieces are coloured beads (called beads, not seeds).
    pub fn beads(&self) -> bool {
        self.board.pits().is_some_and(|b| b.colours.is_some())
    }

    /// The bead colours of a pit board, for games with coloured beads.
    pub fn colours(&self) -> Option<&ColourView> {
        self.board.pits().and_then(|b| b.colours.as_ref())
    }

    /// How many players the game has.
    pub fn player_count(&self) -> usize {
        self.players.len()
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
            None if self.chance => self.board.grid().and_then(|g| g.to_move).map(usize::from),
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

    /// Leaves nothing for a person to do: a computer (`who`) acts here, so
    /// every pit says so and no choice, placement or prompt is offered.
    pub fn lock(&mut self, who: &str) {
        self.offer_nothing(&crate::tr!("pit-other-plays", name = who));
    }

    /// Leaves nothing to play: every pit says `why`, and no choice,
    /// placement or prompt is offered.
    pub fn offer_nothing(&mut self, why: &str) {
        for pit in &mut self.pits {
            pit.legal = false;
            pit.choices.clear();
            pit.why = Some(why.to_string());
        }
        self.other_choices.clear();
        self.suggestions.clear();
        self.placement = None;
        self.prompt = None;
        if let Some(grid) = self.board.grid_mut() {
            grid.targets.clear();
            grid.returns.clear();
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::chance::{pick_outcome, roll_while_chance};
    use crate::games;
    use crate::view::testing::record;
    use serde_json::json;

    #[test]
    fn animating_effects_reaches_the_new_position() {
        for game in games::all() {
            let mut session = (game.new_session)(&json!({"first_player": "south"}), 3).unwrap();
            for _ in 0..40 {
                let legal = session.legal();
                let Some(mv) = legal.last().cloned() else {
                    break;
                };
                let mut counts = Counts::of(&session.board());
                let effects = session.play(&mv).unwrap();
                for e in &effects {
                    counts.apply(e);
                }
                let after = Counts::of(&session.board());
                assert_eq!(counts.pits, after.pits, "{} move {mv}", game.id);
                assert_eq!(counts.stores, after.stores, "{} move {mv}", game.id);
                assert_eq!(counts.hand, after.hand, "{} move {mv}", game.id);
                // Colour by colour too, in games with coloured beads.
                let colours = |c: &Counts| {
                    c.colours
                        .as_ref()
                        .map(|b| (b.pits.clone(), b.hand, b.captured.clone()))
                };
                assert_eq!(colours(&counts), colours(&after), "{} move {mv}", game.id);
            }
        }
    }

    #[test]
    fn captured_seeds_reach_the_store_shown_when_the_next_seed_moves() {
        let mut counts = Counts {
            pits: vec![0, 3, 0, 0],
            stores: vec![5, 0],
            hand: 1,
            ..Counts::default()
        };
        counts.apply(&Effect::Capture {
            pit: 1,
            count: 3,
            player: 0,
            colour: None,
        });
        assert_eq!(
            (counts.pits.clone(), counts.flight),
            (vec![0; 4], Some((1, 0, 3)))
        );
        assert_eq!(
            (counts.stores.clone(), counts.store(0), counts.store(1)),
            (vec![8, 0], 5, 0)
        );
        // Words leave the seeds flying; the next seed moved lands them.
        counts.apply(&Effect::ExtraTurn { player: 0 });
        assert_eq!(counts.store(0), 5);
        counts.apply(&Effect::Drop {
            slot: Slot::Pit(2),
            colour: None,
        });
        assert_eq!((counts.store(0), counts.flight), (8, None));
    }

    #[test]
    fn the_trail_follows_the_piece_moved_last_until_another_moves() {
        let record = Record {
            game: "rainbow-passage".into(),
            options: json!({"first_player": "south"}),
            seed: 1,
            moves: ["@yyygg", "c1-c2", "c2-c3", "c3-c4", "@rrrrr", "c11-d10"]
                .map(String::from)
                .to_vec(),
            position: None,
        };
        // c1, c2, c3 and c4 on a board 11 wide.
        let trail = |cursor| GameView::from_record(&record, cursor).unwrap().trail;
        assert_eq!(trail(1), Vec::<u16>::new());
        assert_eq!(trail(2), vec![2, 13]);
        assert_eq!(trail(4), vec![2, 13, 24, 35]);
        // North's roll keeps South's trail on show.
        assert_eq!(trail(5), vec![2, 13, 24, 35]);
        // North's step starts its own: c11 to d10.
        assert_eq!(trail(6), vec![112, 102]);
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
        assert_eq!(start.board.pits().unwrap().pits, vec![3; 12]);
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
        assert_eq!(result.headline, "North wins 25–23");
        assert!(result.explanation.contains("agreed"));
        assert!(view.pits.iter().all(|p| !p.legal));
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
    fn ranking_puts_equal_scores_in_one_place() {
        assert_eq!(ranking(&[3, 7, 3, 9]), vec![(1, 3), (2, 1), (3, 0), (3, 2)]);
    }

    #[test]
    fn a_locked_view_offers_a_person_nothing() {
        // In the middle of a Rainbow Chase move: a prompt and choices.
        let mut view =
            GameView::from_record(&record("rainbow-chase", &["A", "a", "B"]), 3).unwrap();
        assert!(view.prompt.is_some());
        assert!(view.pits.iter().any(|p| p.legal) || !view.other_choices.is_empty());
        let board = view.board.clone();
        view.lock("South (computer)");
        assert!(view.pits.iter().all(|p| !p.legal && p.choices.is_empty()));
        assert_eq!(
            view.pits[0].why.as_deref(),
            Some("South (computer) is to play")
        );
        assert!(view.other_choices.is_empty() && view.suggestions.is_empty());
        assert_eq!(view.prompt, None);
        assert_eq!(view.board, board, "the position itself is unchanged");
        // A placement and a grid's steps are withdrawn too.
        let mut reapers = GameView::from_record(&record("spectral-reapers", &[]), 0).unwrap();
        assert!(reapers.placement.is_some());
        reapers.lock("Red (computer)");
        assert_eq!(reapers.placement, None);
        let mut session = record("rainbow-passage", &[]).replay_to(0).unwrap();
        roll_while_chance(session.as_mut()).unwrap();
        let mut passage = GameView::of(session.as_ref(), Vec::new());
        assert!(!passage.board.grid().unwrap().targets.is_empty());
        passage.lock("South (computer)");
        let grid = passage.board.grid().unwrap();
        assert!(grid.targets.is_empty() && grid.returns.is_empty());
    }
}
