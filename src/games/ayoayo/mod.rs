//! Ayoayo (game id `ayoayo`): two rows of six pits, 4 seeds each, with relay
//! sowing.
//!
//! A move empties one of your pits and sows its seeds one at a time
//! counterclockwise. When the last seed of the hand falls into a pit that
//! already held seeds, you pick up everything in that pit (on either side of
//! the board) and sow on in the same way; the move's sowing stops when a last
//! seed falls into an empty pit, which then holds just that seed. If that pit
//! is yours and the pit facing it holds seeds, you take the facing pit's
//! seeds (your own last seed stays where it is). Otherwise nothing is taken.
//!
//! By default (option `sow_into_store`, the source's rule) you also drop a
//! seed into your own store each time you pass it; your opponent's store is
//! never sown into. The traditional game (preset `traditional`) sows the
//! pits only, so stores hold captures alone.
//!
//! When your opponent has no seeds you must play a move that gives them
//! some; if you cannot, the game ends. A player whose turn comes with no
//! seeds on their side passes, and the other player moves again and must
//! feed them; if no move can, the game ends. At the end each player adds
//! the seeds on their own side to their store, and the fuller store wins.
//!
//! Decisions (recorded in `docs/rules-decisions.md`):
//! - every lap passes over the pit that lap was lifted from (and only that
//!   one: a pit emptied by an earlier lap is sown into as usual);
//! - the relay never lifts seeds from a store: a lap whose last seed falls
//!   into your store ends the move, with no capture and no extra turn;
//! - a move "gives" the opponent seeds when its sowing drops at least one
//!   seed on their side, even if its capture then takes it back (as in
//!   Owari);
//! - a player left without seeds passes, as in Owari: the pass is part of
//!   the move that emptied their side ([`Effect::Pass`]), and a game ended
//!   because nobody could feed them names the player who held seeds but had
//!   no feeding move ([`EndReason::NoMove`]);
//! - a relay that comes back to a state it was already in during the move
//!   (the same board and the same pit about to be lifted) would go round
//!   for ever: the move stops there, with no capture, the board as it is
//!   then (often the board from before the move), and the turn passes
//!   ([`Effect::RelayCycle`]; see [`relay_sow`]). No lap count decides
//!   this. Without store sowing random play meets such a relay about once
//!   in 3,700 moves (with store sowing, never), and relays that end by
//!   themselves can run to hundreds of laps;
//! - a position (pits and the player to move) that comes up for the third
//!   time since a store last changed ends the game, each side going to its
//!   owner; ending by agreement settles the board the same way;
//! - there is no early end at a majority.
//!
//! [`Effect::Pass`]: crate::engine::Effect::Pass
//! [`Effect::RelayCycle`]: crate::engine::Effect::RelayCycle
//! [`EndReason::NoMove`]: crate::engine::EndReason::NoMove

mod ai;
mod position;
mod present;

use crate::engine::board::{FirstPlayer, PitBoard};
use crate::engine::options::{OptionKind, FIRST_PLAYER};
use crate::engine::pit_core::{PitCore, PitMoveRules};
use crate::engine::sow::{relay_sow, Direction, DropFlow, Relay, RelayEnd, SowRules};
use crate::engine::{Effects, SetupError, Slot};

crate::game_options! {
    /// Options of Ayoayo.
    pub struct AyoayoOptions, specs OPTIONS {
        /// Sowing drops a seed into the sower's own store when passing it.
        sow_into_store: bool = true => {
            OptionKind::Bool,
            "Sow into your store",
            "Drop a seed into your own store each time your sowing passes it.",
        },
        /// Who moves first.
        first_player: FirstPlayer = FirstPlayer::Random => FIRST_PLAYER,
    }
}

impl AyoayoOptions {
    /// The named presets: the source's rules and the traditional game.
    pub fn presets() -> Vec<(&'static str, &'static str, AyoayoOptions)> {
        vec![
            (
                "seed",
                crate::en!("Ayoayo (as the source)"),
                AyoayoOptions::default(),
            ),
            (
                "traditional",
                crate::en!("Ayoayo (traditional: no store sowing)"),
                AyoayoOptions {
                    sow_into_store: false,
                    first_player: FirstPlayer::Random,
                },
            ),
        ]
    }
}

const WIDTH: usize = 6;
const SEEDS_PER_PIT: u8 = 4;

/// A position of Ayoayo.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Ayoayo {
    core: PitCore<AyoayoOptions>,
}

crate::clone_reusing_buffers!(Ayoayo { core });

/// Sows a whole move for `player` from `pit`, relaying from every pit a lap
/// ends in while it holds more than the seed just dropped. Returns how the
/// relay ended and whether a seed fell on the opponent's side.
fn sow_move(
    board: &mut PitBoard,
    player: usize,
    pit: usize,
    rules: SowRules,
    fx: &mut Effects,
) -> (RelayEnd, bool) {
    let mut fed = false;
    let end = relay_sow(
        board,
        player,
        pit,
        Direction::Counterclockwise,
        rules,
        fx,
        |board, slot, _, _| {
            if let Slot::Pit(p) = slot {
                fed |= board.side_of(p as usize) != player;
            }
            DropFlow::Continue
        },
        |board, last, dir, _| match last {
            Slot::Pit(p) if board.pit(p as usize) > 1 => Relay::Lift {
                pit: p as usize,
                dir,
            },
            _ => Relay::Done,
        },
    );
    (end, fed)
}

impl Ayoayo {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: AyoayoOptions, board: PitBoard, to_move: usize) -> Ayoayo {
        Ayoayo::from_core(PitCore::new(options, board, to_move))
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        self.core.board()
    }

    /// The options this game was set up with.
    pub fn options(&self) -> &AyoayoOptions {
        self.core.options()
    }

    fn rules(&self) -> SowRules {
        SowRules {
            into_own_store: self.core.options.sow_into_store,
            skip_origin: true,
        }
    }
}

impl PitMoveRules for Ayoayo {
    type Options = AyoayoOptions;

    // A practical bound, checked by the random-game tests: the repetition
    // rule guarantees an end, and random games last under 100 moves (at
    // most 48 with store sowing, 95 without).
    const MAX_GAME_LENGTH: usize = 2_000;

    fn core(&self) -> &PitCore<AyoayoOptions> {
        &self.core
    }

    fn core_mut(&mut self) -> &mut PitCore<AyoayoOptions> {
        &mut self.core
    }

    fn from_core(core: PitCore<AyoayoOptions>) -> Ayoayo {
        Ayoayo { core }
    }

    fn setup(options: &AyoayoOptions) -> Result<(PitBoard, FirstPlayer), SetupError> {
        Ok((PitBoard::new(WIDTH, SEEDS_PER_PIT), options.first_player))
    }

    fn must_feed(&self) -> bool {
        self.core.board.side_total(1 - self.core.to_move as usize) == 0
    }

    /// Whether the move from `pit` drops a seed on the opponent's side (found
    /// by sowing it on a copy of the board, which lives on the stack).
    fn feeds(&self, pit: usize) -> bool {
        let mut board = self.core.board.clone();
        sow_move(
            &mut board,
            self.core.to_move as usize,
            pit,
            self.rules(),
            &mut Effects::off(),
        )
        .1
    }

    fn sow_from(&mut self, pit: usize, fx: &mut Effects) -> bool {
        let rules = self.rules();
        let core = &mut self.core;
        let player = core.to_move as usize;
        let board = &mut core.board;

        let (end, _) = sow_move(board, player, pit, rules, fx);
        // The relay stops on an empty pit (now holding 1), in a store, or
        // where it came back to an earlier state (on a pit holding more):
        // only the first can capture.
        if let (Slot::Pit(last), false) = (end.last, end.cycled) {
            let last = last as usize;
            let opposite = board.opposite(last);
            if board.side_of(last) == player && board.pit(last) == 1 && board.pit(opposite) > 0 {
                board.capture(opposite, player, fx);
            }
        }
        core.pass_turn();
        self.pass_or_end(fx)
    }
}

crate::games::register! {
    Ayoayo, AyoayoOptions, OPTIONS,
    id: "ayoayo",
    name: "Ayoayo",
    summary: "Relay sowing: lift the pit your last seed lands in and keep going until it falls into an empty one.",
}

#[cfg(test)]
mod tests;
