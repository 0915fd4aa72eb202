//! The rules of every game, with no web dependencies.
//!
//! Each game is a type implementing [`Game`]: a position that knows whose turn
//! it is, lists its legal actions, and applies one action at a time, reporting
//! what happened as [`Effect`]s for the UI to animate. Games configure the
//! shared sowing core in [`sow`] and add their own rules.
//!
//! This is the game-agnostic core: it knows no game by name. The games
//! live in `crate::games`, one folder each, over this core. [`session`]
//! wraps any game behind an object-safe interface with string moves, for
//! the command-line tool and the UI, through what every game says of
//! itself ([`session::Present`]), its board included as one
//! [`board_view::BoardView`]; [`options`] describes options and presets as
//! data; [`record`] reads and writes game records.

pub mod board;
pub mod board_view;
pub mod chance;
pub mod invariants;
pub mod options;
pub mod pit_core;
pub mod position;
pub mod record;
pub mod repetition;
#[cfg(test)]
pub mod scenario;
pub mod session;
pub mod sow;
pub mod upper;

/// Implements `Clone` for a position field by field, with a `clone_from`
/// that copies into the buffers the target already owns (the repetition
/// history), so search can copy positions again and again without
/// allocating. Every field must be listed.
#[macro_export]
#[doc(hidden)]
macro_rules! clone_reusing_buffers {
    ($ty:ident { $($field:ident),* $(,)? }) => {
        impl Clone for $ty {
            fn clone(&self) -> Self {
                $ty { $($field: self.$field.clone()),* }
            }

            fn clone_from(&mut self, source: &Self) {
                $(self.$field.clone_from(&source.$field);)*
            }
        }
    };
}

use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use serde::Serialize;

use options::GameOptions;

/// The random generator behind everything a game's seed decides (who starts,
/// dice). It gives the same numbers on every platform, so a record replays
/// identically in the browser (wasm32) and natively; draw fixed-width values
/// (`u32`, `u64`), never `usize`, whose sampling depends on the platform.
pub fn game_rng(seed: u64) -> rand_pcg::Pcg64Mcg {
    use rand::SeedableRng;
    rand_pcg::Pcg64Mcg::seed_from_u64(seed)
}

/// Whose turn it is, or how the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The given player (0 = South, 1 = North in two-player games) acts next.
    Player(usize),
    /// Chance acts next (dice are rolled): one of
    /// [`Game::chance_outcomes`] is played, drawn by its probability.
    Chance,
    /// The game is over.
    Over(Outcome),
}

impl Turn {
    /// The turn of a game that keeps its end as an `Option<Outcome>`: over
    /// once it has one, else `player` acts.
    pub fn unless_over(outcome: Option<Outcome>, player: usize) -> Turn {
        outcome.map_or(Turn::Player(player), Turn::Over)
    }
}

impl IllegalAction {
    /// Refuses every action of a game that keeps its end as an
    /// `Option<Outcome>` once it has one: [`IllegalAction::GameOver`].
    pub fn if_over(outcome: Option<Outcome>) -> Result<(), IllegalAction> {
        match outcome {
            Some(_) => Err(IllegalAction::GameOver),
            None => Ok(()),
        }
    }
}

/// How a finished game ended: who won and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Bit `p` is set when player `p` is among the winners. All players set:
    /// a draw.
    pub winners: u8,
    /// Why the game ended and what happened to the seeds left on the board.
    pub reason: EndReason,
}

impl Outcome {
    /// The single winner, if exactly one player won.
    pub fn sole_winner(&self) -> Option<usize> {
        (self.winners.count_ones() == 1).then(|| self.winners.trailing_zeros() as usize)
    }

    /// Builds the outcome of a game decided by the highest score.
    pub fn by_score(scores: &[i32], reason: EndReason) -> Outcome {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = scores
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s == best)
            .fold(0u8, |w, (p, _)| w | (1 << p));
        Outcome { winners, reason }
    }
}

/// What happened to the seeds still on the board when a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Remaining {
    /// Each player took the seeds on their own side.
    ToOwners,
    /// All remaining seeds went to this player.
    ToPlayer(u8),
    /// The remaining seeds were split evenly (an odd seed is set aside).
    Split,
    /// Nothing was left on the board, or the seeds were left uncounted.
    Nothing,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// After a move, this player's side was empty.
    SideEmpty { side: u8, remaining: Remaining },
    /// The player to move had no legal move (empty side, or could not give
    /// the opponent seeds when they had none).
    NoMove { player: u8, remaining: Remaining },
    /// A player captured more than half of the seeds (or both exactly half).
    Majority { remaining: Remaining },
    /// A position occurred for the n-th time.
    Repetition {
        occurrence: u8,
        remaining: Remaining,
    },
    /// The players agreed to end the game.
    Agreement { remaining: Remaining },
    /// An ending of one game's own rules: `key` is the game's name for it
    /// (unique within the game), `player` the seat it concerns and `count` a
    /// number its words need (seeds, turns; 0 when none). The game names
    /// its own in its folder and words them in its `Present::explain`.
    Own {
        key: &'static str,
        player: u8,
        count: u16,
    },
    /// This player resigned: every other player wins. Decided by the
    /// players, not the rules, so a [`session::GameSession`] records it.
    Resigned { player: u8 },
    /// The players agreed to a draw, whatever the board says (unlike
    /// [`EndReason::Agreement`], which settles the board by the rules).
    DrawAgreed,
}

/// An ending worded with the players' names ("Ann resigned."), for the
/// endings the players decide; the words are the games' (`games::words`).
pub struct NamedEnd<'a> {
    pub reason: EndReason,
    /// The players' names, in seat order.
    pub names: &'a [String],
}

/// The name of a side in a two-player pit game, in the language shown.
pub fn side_name(player: usize) -> &'static str {
    match player {
        0 => crate::t!("side-south"),
        1 => crate::t!("side-north"),
        _ => "?",
    }
}

/// Where a bead can be on a pit board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// A pit, numbered in sowing order from South's leftmost pit.
    Pit(u8),
    /// A player's store.
    Store(u8),
}

/// Something that happened while an action was applied, in order, for the UI
/// to animate and announce. Applying the effects one by one to the counts of
/// the previous position gives the counts of the new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Effect {
    /// `count` seeds were lifted from a pit into the hand.
    Lift { pit: u8, count: u8 },
    /// One seed from the hand was dropped here; in a game with coloured
    /// beads, one of `colour` (an index into
    /// [`COLOUR_NAMES`](session::COLOUR_NAMES)).
    Drop {
        slot: Slot,
        #[serde(skip_serializing_if = "Option::is_none")]
        colour: Option<u8>,
    },
    /// The origin pit was passed over on a lap.
    Skip { pit: u8 },
    /// `count` seeds were taken from a pit into `player`'s store; in a game
    /// with coloured beads, `colour` names the colour taken when not every
    /// bead of the pit was (`None`: all the pit held).
    Capture {
        pit: u8,
        count: u8,
        player: u8,
        #[serde(skip_serializing_if = "Option::is_none")]
        colour: Option<u8>,
    },
    /// An event of one game's own rules, told in words and taking no time
    /// of the move: the message that words it, which the game names in its
    /// `present.rs` (a constant its rules push), so the core names no
    /// game's events. Not serialized (effects reach no file).
    #[serde(skip_serializing)]
    Own(crate::i18n::Msg),
    /// The mover plays again.
    ExtraTurn { player: u8 },
    /// At the end of the game, seeds left in a pit went to `player`'s store.
    Sweep { pit: u8, count: u8, player: u8 },
    /// Seeds left in a pit were set aside uncounted.
    Discard { pit: u8, count: u8 },
    /// `count` seeds went from `player`'s store into a pit (setting up a
    /// round, or placing beads); in a game with coloured beads, of `colour`.
    Place {
        pit: u8,
        count: u8,
        player: u8,
        #[serde(skip_serializing_if = "Option::is_none")]
        colour: Option<u8>,
    },
    /// The board was laid out anew, empty, `width` pits a side (a round on a
    /// board of another size).
    NewBoard { width: u8 },
    /// The player could not move and the turn passed.
    Pass { player: u8 },
    /// A relay came back to a state it had already reached during the move
    /// (same board and stores, same pit about to be lifted, same direction),
    /// so the move stopped after `laps` laps, with no capture.
    RelayCycle { laps: u32 },
    /// A round of a multi-round game ended.
    RoundOver { round: u16 },
    /// On a board of squares and pieces: `by` captured a piece of `owner`.
    PieceCaptured { by: u8, owner: u8 },
    /// On a board of squares and pieces: a piece of `player` stepped from
    /// square `from` to the neighbouring square `to` (a capture there
    /// follows as [`Effect::PieceCaptured`]).
    Step { player: u8, from: u16, to: u16 },
    /// On a board of squares and pieces: `player` brought a captured piece
    /// back onto the board, on their start square `to` (the whole turn).
    PieceReturned { player: u8, to: u16 },
}

/// A sink for effects that search can switch off, so the hot path never
/// allocates.
#[derive(Clone, Debug, Default)]
pub struct Effects {
    enabled: bool,
    list: Vec<Effect>,
}

impl Effects {
    /// Records effects.
    pub fn recording() -> Self {
        Effects {
            enabled: true,
            list: Vec::new(),
        }
    }

    /// Ignores effects (for search and random play).
    pub fn off() -> Self {
        Effects::default()
    }

    /// Adds an effect if recording.
    #[inline]
    pub fn push(&mut self, effect: Effect) {
        if self.enabled {
            self.list.push(effect);
        }
    }

    /// The recorded effects.
    pub fn list(&self) -> &[Effect] {
        &self.list
    }

    /// How many effects are recorded so far: a mark to [`Effects::rewind`]
    /// to.
    pub fn mark(&self) -> usize {
        self.list.len()
    }

    /// Forgets the effects recorded since `mark` (a move that replays part
    /// of itself, such as a relay that came back to an earlier state).
    pub fn rewind(&mut self, mark: usize) {
        self.list.truncate(mark);
    }

    /// Takes the recorded effects, leaving the sink empty.
    pub fn take(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.list)
    }
}

/// Why an action cannot be played now. Shown to players as the reason a pit
/// does nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalAction {
    /// The game has ended.
    GameOver,
    /// No such pit.
    NoSuchPit,
    /// The pit belongs to the opponent.
    NotYourPit,
    /// The pit is empty.
    EmptyPit,
    /// The opponent has no seeds, and this move would not give them any.
    MustFeed,
    /// This kind of action belongs to another stage of the game (sowing
    /// while a round is being set up, or the reverse).
    NotNow,
    /// A choice outside what the rules allow here (a board size or a number
    /// of seeds).
    OutOfRange,
    /// A refusal of one game's own rules: the message that words it, which
    /// the game names in its `present.rs` (a constant its rules return),
    /// so the core names no game's refusals.
    Own(crate::i18n::Msg),
}

impl std::error::Error for IllegalAction {}

/// A move string that does not name an action of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl std::error::Error for ParseActionError {}

/// Options that cannot be set up; lists every reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub Vec<String>);

impl Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::tr!("setup-invalid", reasons = &self.0.join("; ")))
    }
}

impl std::error::Error for SetupError {}

/// A game's rules and position.
///
/// Modelled on OpenSpiel's `State`: [`Game::turn`] says who acts,
/// [`Game::legal_actions`] lists what they may do, [`Game::apply`] does it.
/// A move with choices inside it is a sequence of actions by the same player.
pub trait Game: Clone + Eq + Hash + Debug {
    /// One action, printed in the game's notation.
    type Action: Copy + Ord + Hash + Debug + Display + FromStr<Err = ParseActionError>;
    /// The game's options, checked by [`Game::new`].
    type Options: Clone + Default + PartialEq + Debug + GameOptions;

    /// Sets up a new game. `seed` decides anything random (who starts).
    fn new(options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    /// The number of players.
    fn num_players(&self) -> usize;

    /// Whose turn it is, or the outcome.
    fn turn(&self) -> Turn;

    /// Appends the legal actions, sorted, to `out` (after clearing it). Empty
    /// only when the game is over. At [`Turn::Chance`]: the possible
    /// outcomes.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// At [`Turn::Chance`]: every outcome with its probability (summing to
    /// 1), after clearing `out`; empty otherwise. Games without chance keep
    /// this default.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, f64)>) {
        out.clear();
    }

    /// Whether `action` may be played now, and if not, why.
    fn check(&self, action: Self::Action) -> Result<(), IllegalAction>;

    /// Plays `action`, reporting what happened to `fx`. On error the position
    /// is unchanged.
    fn apply(&mut self, action: Self::Action, fx: &mut Effects) -> Result<(), IllegalAction>;

    /// Ends the game by agreement, settling the seeds left on the board as the
    /// game's rules say.
    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction>;

    /// Each player's score (seeds in store).
    fn scores(&self) -> Vec<i32>;

    /// The total number of seeds, which every action conserves.
    fn total_seeds(&self) -> u32;

    /// An upper bound on the number of actions in one game (for tests).
    fn max_game_length(&self) -> usize;
}
