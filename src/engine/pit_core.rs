//! What the two-player pit games have in common, so each game's folder keeps
//! only its own rules.
//!
//! - [`PitRules`] is what a two-player game on a pit board says of itself:
//!   how it is set up, what the player to move may do and why not, what an
//!   action does, and how ending by agreement settles the board. [`Game`]
//!   follows from it by one blanket impl, which adds what all of them do
//!   alike: two players, whose turn it is, a finished game refusing every
//!   action, and the scores and seeds counted. The games played over rounds
//!   implement it directly.
//! - [`PitCore`] and [`PitMoveRules`] serve the games played as one game
//!   whose moves are the pits sown from ([`PitMove`]). Their position keeps
//!   a [`PitCore`] (options, board, player to move, outcome and repetition
//!   history) and says only how the game is set up, which of the mover's
//!   pits it refuses (the duty to feed an empty opponent), and what a move
//!   does (sowing, captures, its own endings). [`PitRules`] follows for
//!   them: the moves are the mover's pits that hold seeds, after a move a
//!   position seen `repetition_limit` times since a store last changed ends
//!   the game, ending by agreement settles the board as after a repetition,
//!   and the score is the store.
//! - `present_pit_moves!` shows such a game on the board: each move is
//!   played from its pit.
//! - [`RoundLog`] keeps the results of the rounds of a game played over
//!   several rounds.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use super::board::{FirstPlayer, PitBoard, PitMove, Settle};
use super::options::GameOptions;
use super::repetition::Repetitions;
use super::session::RoundInfo;
use super::sow::{sow_lap, Direction, SowRules};
use super::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError, Remaining,
    SetupError, Slot, Turn,
};

/// The rules of a two-player game on a pit board, less what all of them do
/// alike, which the blanket `impl<G: PitRules> Game for G` adds (see the
/// module's introduction). Actions are asked about, listed and played only
/// while the game goes on.
pub trait PitRules: Clone + Eq + Hash + Debug {
    /// One action, printed in the game's notation.
    type Action: Copy + Ord + Hash + Debug + Display + FromStr<Err = ParseActionError>;
    /// The game's options.
    type Options: Clone + Default + PartialEq + Debug + GameOptions;

    /// A practical bound on the number of actions in one game (for tests).
    const MAX_GAME_LENGTH: usize;

    /// Sets up a new game; `seed` decides anything left to chance (who
    /// starts).
    fn start(options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    /// The board.
    fn board(&self) -> &PitBoard;

    /// The player to move (0 = South, 1 = North), while the game goes on.
    fn to_move(&self) -> usize;

    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Outcome>;

    /// Appends the legal actions, sorted, to the empty `out`.
    fn actions(&self, out: &mut Vec<Self::Action>);

    /// Why `action` cannot be played now, if it cannot.
    fn why_illegal(&self, action: Self::Action) -> Option<IllegalAction>;

    /// Plays a legal action.
    fn play(&mut self, action: Self::Action, fx: &mut Effects);

    /// Ends the game by agreement, settling the seeds left as the game's
    /// rules say.
    fn agree(&mut self, fx: &mut Effects);

    /// A player's score: the seeds in their store, unless the game counts
    /// otherwise.
    fn score(&self, player: usize) -> i32 {
        self.board().store(player) as i32
    }

    /// Seeds set aside, counted for nobody, by the end of the game.
    fn set_aside(&self) -> u32 {
        0
    }
}

impl<G: PitRules> Game for G {
    type Action = G::Action;
    type Options = G::Options;

    fn new(options: &G::Options, seed: u64) -> Result<Self, SetupError> {
        G::start(options, seed)
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match self.outcome() {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.to_move()),
        }
    }

    fn legal_actions(&self, out: &mut Vec<G::Action>) {
        out.clear();
        if self.outcome().is_none() {
            self.actions(out);
        }
    }

    fn check(&self, action: G::Action) -> Result<(), IllegalAction> {
        let why = match self.outcome() {
            Some(_) => Some(IllegalAction::GameOver),
            None => self.why_illegal(action),
        };
        why.map_or(Ok(()), Err)
    }

    fn apply(&mut self, action: G::Action, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.play(action, fx);
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome().is_some() {
            return Err(IllegalAction::GameOver);
        }
        self.agree(fx);
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        vec![self.score(0), self.score(1)]
    }

    fn total_seeds(&self) -> u32 {
        self.board().total() + self.set_aside()
    }

    fn max_game_length(&self) -> usize {
        G::MAX_GAME_LENGTH
    }
}

/// The state shared by the two-player pit games played as one game: their
/// options, the board, who moves, how the game ended, and the positions seen
/// since a store last changed.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct PitCore<O> {
    pub(crate) options: O,
    pub(crate) board: PitBoard,
    pub(crate) to_move: u8,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) repetitions: Repetitions,
}

/// Field by field, with a `clone_from` that copies into the buffers already
/// held (the repetition history), so search can copy positions again and
/// again without allocating.
impl<O: Clone> Clone for PitCore<O> {
    fn clone(&self) -> Self {
        PitCore {
            options: self.options.clone(),
            board: self.board.clone(),
            to_move: self.to_move,
            outcome: self.outcome,
            repetitions: self.repetitions.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.options.clone_from(&source.options);
        self.board.clone_from(&source.board);
        self.to_move = source.to_move;
        self.outcome = source.outcome;
        self.repetitions.clone_from(&source.repetitions);
    }
}

impl<O> PitCore<O> {
    /// A game in progress on `board`, `to_move` (0 = South, 1 = North) to
    /// move, with no position counted yet.
    pub fn new(options: O, board: PitBoard, to_move: usize) -> Self {
        PitCore {
            options,
            board,
            to_move: to_move.min(1) as u8,
            outcome: None,
            repetitions: Repetitions::default(),
        }
    }

    /// The options the game was set up with.
    pub fn options(&self) -> &O {
        &self.options
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// The position as the repetition rule sees it: the pits and the player
    /// to move.
    pub(crate) fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    /// Counts the position once more; returns how often it has now come up.
    pub(crate) fn record_position(&mut self) -> u8 {
        let key = self.position_key();
        self.repetitions.record(key)
    }

    /// Hands the turn to the other player.
    pub(crate) fn pass_turn(&mut self) {
        self.to_move = 1 - self.to_move;
    }

    /// Lifts `pit` and sows its seeds one lap counterclockwise for the
    /// player to move. Returns the slot the last seed fell into.
    pub(crate) fn sow_lap_from(&mut self, pit: usize, rules: SowRules, fx: &mut Effects) -> Slot {
        let hand = self.board.lift(pit, fx);
        sow_lap(
            &mut self.board,
            self.to_move as usize,
            Slot::Pit(pit as u8),
            pit,
            hand,
            Direction::Counterclockwise,
            rules,
            fx,
        )
    }

    /// The capture from an empty pit, for the player to move: when the last
    /// seed of their move fell into a pit of theirs that was empty (it now
    /// holds that seed alone), they take it and the seeds of the facing pit;
    /// with `needs_facing_seeds`, only when the facing pit holds some.
    pub(crate) fn capture_into_empty_pit(
        &mut self,
        last: usize,
        needs_facing_seeds: bool,
        fx: &mut Effects,
    ) {
        let (board, player) = (&mut self.board, self.to_move as usize);
        let facing = board.opposite(last);
        if board.side_of(last) != player
            || board.pit(last) != 1
            || (needs_facing_seeds && board.pit(facing) == 0)
        {
            return;
        }
        if board.pit(facing) > 0 {
            board.capture(facing, player, fx);
        }
        board.capture(last, player, fx);
    }

    /// Ends the game: settles the seeds left as `settle` says and decides
    /// the winner by the stores, `reason` explaining it given what happened
    /// to those seeds. Returns the seeds set aside (an odd seed of a split).
    pub(crate) fn finish(
        &mut self,
        reason: impl FnOnce(Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) -> u8 {
        let (outcome, set_aside) = self.board.settle_outcome(settle, reason, fx);
        self.outcome = Some(outcome);
        set_aside
    }

    /// Ends the game if a store holds more than half of the `total` seeds, or
    /// both hold exactly half; each side then goes to its owner, the winner
    /// being decided already. Returns whether it ended.
    pub(crate) fn end_at_majority(&mut self, total: u32, fx: &mut Effects) -> bool {
        let reached = self.board.majority_reached(total);
        if reached {
            self.finish(
                |remaining| EndReason::Majority { remaining },
                Settle::ToOwners,
                fx,
            );
        }
        reached
    }
}

/// The rules of a two-player pit game played as one game, whose moves are
/// the pits sown from ([`PitMove`]). Its position keeps a [`PitCore`] and
/// says here only what is its own; [`PitRules`], and so [`Game`], follow
/// (see the module's introduction).
pub trait PitMoveRules: Clone + Eq + Hash + Debug {
    /// The game's options.
    type Options: Clone + Default + PartialEq + Debug + GameOptions;

    /// A practical bound on the number of moves in one game (for tests).
    const MAX_GAME_LENGTH: usize;

    /// The state every such game keeps.
    fn core(&self) -> &PitCore<Self::Options>;

    /// The shared state, to change.
    fn core_mut(&mut self) -> &mut PitCore<Self::Options>;

    /// The position around `core`, with nothing else happened yet.
    fn from_core(core: PitCore<Self::Options>) -> Self;

    /// Checks the options; gives the board a game starts on and who moves
    /// first.
    fn setup(options: &Self::Options) -> Result<(PitBoard, FirstPlayer), SetupError>;

    /// Whether the player to move must play a move that [feeds](Self::feeds)
    /// the opponent now. Never, unless the game says so.
    fn must_feed(&self) -> bool {
        false
    }

    /// Whether sowing from `pit` gives the opponent seeds (asked only when
    /// [`PitMoveRules::must_feed`]).
    fn feeds(&self, _pit: usize) -> bool {
        true
    }

    /// Plays a legal move from `pit`: the game's sowing and captures, then
    /// its own endings and who moves next. Returns whether the game goes on;
    /// if so, the repetition rule is applied next.
    fn sow_from(&mut self, pit: usize, fx: &mut Effects) -> bool;

    /// The occurrence of a position that ends the game.
    fn repetition_limit(&self) -> u8 {
        3
    }

    /// How the seeds left are settled when the game ends by repetition or by
    /// agreement: each side to its owner, unless the game says otherwise.
    fn loop_settlement(&self) -> Settle {
        Settle::ToOwners
    }

    /// Ends the game: settles the seeds left as `settle` says and decides
    /// the winner by the stores, `reason` explaining it given what happened
    /// to those seeds. A game whose settlements can set seeds aside keeps
    /// count of them here, and in [`PitMoveRules::set_aside`].
    fn finish(
        &mut self,
        reason: impl FnOnce(Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        self.core_mut().finish(reason, settle, fx);
    }

    /// Seeds set aside, counted for nobody, by the end of the game.
    fn set_aside(&self) -> u32 {
        0
    }

    /// Whether the player to move may sow from `pit` of theirs, given
    /// whether they [must feed](Self::must_feed).
    fn may_sow(&self, pit: usize, must_feed: bool) -> bool {
        self.core().board.pit(pit) > 0 && (!must_feed || self.feeds(pit))
    }

    /// Whether the player to move has a legal move.
    fn has_move(&self) -> bool {
        let must_feed = self.must_feed();
        let core = self.core();
        core.board
            .side(core.to_move as usize)
            .any(|pit| self.may_sow(pit, must_feed))
    }

    /// After a move, with the turn handed over, for games where a player
    /// left without seeds passes: a player to move who has no seeds passes
    /// (the mover moves again and must feed them). If the player to move
    /// then has no legal move (they cannot feed an empty opponent), the game
    /// ends, each side going to its owner, the reason naming that player.
    /// Returns whether the game goes on.
    fn pass_or_end(&mut self, fx: &mut Effects) -> bool {
        let next = self.core().to_move;
        let stuck = if self.core().board.side_total(next as usize) == 0 {
            self.core_mut().pass_turn();
            if self.has_move() {
                fx.push(Effect::Pass { player: next });
                None
            } else {
                Some(self.core().to_move)
            }
        } else {
            (!self.has_move()).then_some(next)
        };
        let Some(player) = stuck else {
            return true;
        };
        self.finish(
            |remaining| EndReason::NoMove { player, remaining },
            Settle::ToOwners,
            fx,
        );
        false
    }
}

impl<G: PitMoveRules> PitRules for G {
    type Action = PitMove;
    type Options = <G as PitMoveRules>::Options;

    const MAX_GAME_LENGTH: usize = <G as PitMoveRules>::MAX_GAME_LENGTH;

    fn start(options: &Self::Options, seed: u64) -> Result<Self, SetupError> {
        let (board, first) = G::setup(options)?;
        let mut core = PitCore::new(options.clone(), board, first.resolve(seed));
        core.record_position();
        Ok(G::from_core(core))
    }

    fn board(&self) -> &PitBoard {
        &self.core().board
    }

    fn to_move(&self) -> usize {
        self.core().to_move as usize
    }

    fn outcome(&self) -> Option<Outcome> {
        self.core().outcome
    }

    fn actions(&self, out: &mut Vec<PitMove>) {
        let core = self.core();
        let must_feed = self.must_feed();
        out.extend(
            core.board
                .side(core.to_move as usize)
                .filter(|&pit| self.may_sow(pit, must_feed))
                .map(|pit| PitMove(pit as u8)),
        );
    }

    fn why_illegal(&self, PitMove(pit): PitMove) -> Option<IllegalAction> {
        let core = self.core();
        let pit = pit as usize;
        match core.board.check_own_pit(pit, core.to_move as usize) {
            Err(why) => Some(why),
            Ok(()) if self.must_feed() && !self.feeds(pit) => Some(IllegalAction::MustFeed),
            Ok(()) => None,
        }
    }

    fn play(&mut self, PitMove(pit): PitMove, fx: &mut Effects) {
        let stores_before = self.core().board.stores();
        if !self.sow_from(pit as usize, fx) {
            return;
        }
        // A position can only come back while the stores stay unchanged.
        let core = self.core_mut();
        if core.board.stores() != stores_before {
            core.repetitions.clear();
        }
        let occurrence = core.record_position();
        if occurrence >= self.repetition_limit() {
            let settle = self.loop_settlement();
            self.finish(
                |remaining| EndReason::Repetition {
                    occurrence,
                    remaining,
                },
                settle,
                fx,
            );
        }
    }

    fn agree(&mut self, fx: &mut Effects) {
        let settle = self.loop_settlement();
        self.finish(|remaining| EndReason::Agreement { remaining }, settle, fx);
    }

    fn set_aside(&self) -> u32 {
        PitMoveRules::set_aside(self)
    }
}

/// Implements [`Present`](crate::engine::session::Present) for a game of
/// [`PitMoveRules`]: the board drawn is the core's, and each move is played
/// from its pit. `present_pit_moves!(Game)` names a move by its pit (`C`);
/// `present_pit_moves!(Game, "Sow")` puts a verb before it (`Sow C`, the
/// message `move-sow-pit`).
macro_rules! present_pit_moves {
    ($game:ty) => {
        $crate::engine::pit_core::present_pit_moves!(@impl $game;);
    };
    ($game:ty, "Sow") => {
        $crate::engine::pit_core::present_pit_moves!(@impl $game;
            fn action_label(&self, action: $crate::engine::board::PitMove) -> String {
                $crate::tr!("move-sow-pit", pit = &action.to_string())
            }
        );
    };
    (@impl $game:ty; $($label:tt)*) => {
        impl $crate::engine::session::Present for $game {
            fn board_view(&self) -> $crate::engine::board_view::BoardView {
                let core = $crate::engine::pit_core::PitMoveRules::core(self);
                $crate::engine::board_view::PitBoardView::of(core.board()).into()
            }

            fn action_pit(&self, action: $crate::engine::board::PitMove) -> Option<usize> {
                Some(action.0 as usize)
            }

            $($label)*
        }
    };
}
pub(crate) use present_pit_moves;

/// The results of the finished rounds of a game played over several rounds:
/// the seeds each player, `[South, North]`, held at each round's end. Its
/// buffer is reserved once (and kept by clones), so play does not allocate.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct RoundLog(Vec<[u8; 2]>);

impl Clone for RoundLog {
    /// Keeps the reserved room, so a cloned position plays without
    /// allocating either.
    fn clone(&self) -> Self {
        let mut rounds = Vec::with_capacity(self.0.capacity().max(self.0.len()));
        rounds.extend_from_slice(&self.0);
        RoundLog(rounds)
    }

    /// Copies the results into the buffer already held.
    fn clone_from(&mut self, source: &Self) {
        self.0.clone_from(&source.0);
    }
}

impl RoundLog {
    /// A log with room for `rounds` rounds before it must grow: more than
    /// the game's random play reaches, so play never grows it.
    pub fn with_capacity(rounds: usize) -> Self {
        RoundLog(Vec::with_capacity(rounds))
    }

    /// Round `round` is over, each player holding `held`: records it and
    /// reports [`Effect::RoundOver`].
    pub fn close(&mut self, round: u32, held: [u8; 2], fx: &mut Effects) {
        fx.push(Effect::RoundOver {
            round: round.min(u16::MAX as u32) as u16,
        });
        self.0.push(held);
    }

    /// The results so far, first round first.
    pub fn finished(&self) -> &[[u8; 2]] {
        &self.0
    }

    /// How many rounds it holds without growing.
    pub fn capacity(&self) -> usize {
        self.0.capacity()
    }

    /// What the board shows of the rounds: `round` being played, each
    /// player holding `totals`, and the results so far.
    pub fn info(&self, round: u32, totals: [i32; 2]) -> RoundInfo {
        RoundInfo {
            round,
            totals,
            finished: self.0.iter().map(|r| r.map(i32::from)).collect(),
        }
    }
}
