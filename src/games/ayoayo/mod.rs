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

mod ai;

use serde::{Deserialize, Serialize};

use crate::engine::board::{FirstPlayer, PitBoard, PitMove, Settle};
use crate::engine::options::{OptionKind, OptionSpec, FIRST_PLAYER};
use crate::engine::repetition::Repetitions;
use crate::engine::session::PitGame;
use crate::engine::sow::{relay_sow, Direction, DropFlow, Relay, RelayEnd, SowRules};
use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, Remaining, SetupError, Slot, Turn,
};

/// Options of Ayoayo.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AyoayoOptions {
    /// Sowing drops a seed into the sower's own store when passing it.
    pub sow_into_store: bool,
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl Default for AyoayoOptions {
    fn default() -> Self {
        AyoayoOptions {
            sow_into_store: true,
            first_player: FirstPlayer::Random,
        }
    }
}

impl AyoayoOptions {
    /// The named presets: the source's rules and the traditional game.
    pub fn presets() -> Vec<(&'static str, &'static str, AyoayoOptions)> {
        vec![
            ("seed", "Ayoayo (as the source)", AyoayoOptions::default()),
            (
                "traditional",
                "Ayoayo (traditional: no store sowing)",
                AyoayoOptions {
                    sow_into_store: false,
                    first_player: FirstPlayer::Random,
                },
            ),
        ]
    }
}

/// The options, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "sow_into_store",
        label: "Sow into your store",
        help: "Drop a seed into your own store each time your sowing passes it.",
        kind: OptionKind::Bool,
    },
    FIRST_PLAYER,
];

const WIDTH: usize = 6;
const SEEDS_PER_PIT: u8 = 4;

/// A position of Ayoayo.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Ayoayo {
    options: AyoayoOptions,
    board: PitBoard,
    to_move: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(Ayoayo {
    options,
    board,
    to_move,
    outcome,
    repetitions
});

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
        Ayoayo {
            options,
            board,
            to_move: to_move.min(1) as u8,
            outcome: None,
            repetitions: Repetitions::default(),
        }
    }

    /// The board.
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// The options this game was set up with.
    pub fn options(&self) -> &AyoayoOptions {
        &self.options
    }

    fn rules(&self) -> SowRules {
        SowRules {
            into_own_store: self.options.sow_into_store,
            skip_origin: true,
        }
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    /// Whether the move from `pit` drops a seed on the opponent's side (found
    /// by sowing it on a copy of the board, which lives on the stack).
    fn feeds(&self, pit: usize) -> bool {
        let mut board = self.board.clone();
        sow_move(
            &mut board,
            self.to_move as usize,
            pit,
            self.rules(),
            &mut Effects::off(),
        )
        .1
    }

    fn must_feed(&self) -> bool {
        self.board.side_total(1 - self.to_move as usize) == 0
    }

    fn is_legal_pit(&self, pit: usize, must_feed: bool) -> bool {
        self.board.pit(pit) > 0 && (!must_feed || self.feeds(pit))
    }

    fn has_move(&self) -> bool {
        let must_feed = self.must_feed();
        self.board
            .side(self.to_move as usize)
            .any(|pit| self.is_legal_pit(pit, must_feed))
    }

    /// After a move, with the turn handed over: a player to move who has no
    /// seeds passes (the mover moves again and must feed them). Returns the
    /// player left without a legal move, which ends the game: the one to
    /// move when they cannot feed an empty opponent.
    fn pass_or_stop(&mut self, fx: &mut Effects) -> Option<u8> {
        let next = self.to_move;
        if self.board.side_total(next as usize) == 0 {
            self.to_move = 1 - next;
            if !self.has_move() {
                return Some(self.to_move);
            }
            fx.push(Effect::Pass { player: next });
            return None;
        }
        (!self.has_move()).then_some(next)
    }

    fn finish(
        &mut self,
        reason: impl FnOnce(Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        self.outcome = Some(self.board.settle_outcome(settle, reason, fx).0);
    }
}

impl Game for Ayoayo {
    type Action = PitMove;
    type Options = AyoayoOptions;

    fn new(options: &AyoayoOptions, seed: u64) -> Result<Self, SetupError> {
        let mut game = Ayoayo::from_board(
            options.clone(),
            PitBoard::new(WIDTH, SEEDS_PER_PIT),
            options.first_player.resolve(seed),
        );
        let key = game.position_key();
        game.repetitions.record(key);
        Ok(game)
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match self.outcome {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.to_move as usize),
        }
    }

    fn legal_actions(&self, out: &mut Vec<PitMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let must_feed = self.must_feed();
        out.extend(
            self.board
                .side(self.to_move as usize)
                .filter(|&pit| self.is_legal_pit(pit, must_feed))
                .map(|pit| PitMove(pit as u8)),
        );
    }

    fn check(&self, PitMove(pit): PitMove) -> Result<(), IllegalAction> {
        let pit = pit as usize;
        if self.outcome.is_some() {
            Err(IllegalAction::GameOver)
        } else if let Err(why) = self.board.check_own_pit(pit, self.to_move as usize) {
            Err(why)
        } else if self.must_feed() && !self.feeds(pit) {
            Err(IllegalAction::MustFeed)
        } else {
            Ok(())
        }
    }

    fn apply(&mut self, action: PitMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
        let player = self.to_move as usize;
        let pit = action.0 as usize;
        let stores_before = self.board.stores();
        let rules = self.rules();

        let (end, _) = sow_move(&mut self.board, player, pit, rules, fx);
        // The relay stops on an empty pit (now holding 1), in a store, or
        // where it came back to an earlier state (on a pit holding more):
        // only the first can capture.
        if let (Slot::Pit(last), false) = (end.last, end.cycled) {
            let last = last as usize;
            let opposite = self.board.opposite(last);
            if self.board.side_of(last) == player
                && self.board.pit(last) == 1
                && self.board.pit(opposite) > 0
            {
                self.board.capture(opposite, player, fx);
            }
        }
        self.to_move = 1 - self.to_move;

        if let Some(stuck) = self.pass_or_stop(fx) {
            self.finish(
                |remaining| EndReason::NoMove {
                    player: stuck,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        if self.board.stores() != stores_before {
            self.repetitions.clear();
        }
        let key = self.position_key();
        let occurrence = self.repetitions.record(key);
        if occurrence >= 3 {
            self.finish(
                |remaining| EndReason::Repetition {
                    occurrence,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        self.finish(
            |remaining| EndReason::Agreement { remaining },
            Settle::ToOwners,
            fx,
        );
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        self.board.stores().iter().map(|&s| s as i32).collect()
    }

    fn total_seeds(&self) -> u32 {
        self.board.total()
    }

    fn max_game_length(&self) -> usize {
        // A practical bound, checked by the random-game tests: the repetition
        // rule guarantees an end, and random games last under 100 moves
        // (at most 48 with store sowing, 95 without).
        2_000
    }
}

impl PitGame for Ayoayo {
    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn action_pit(&self, action: PitMove) -> Option<usize> {
        Some(action.0 as usize)
    }

    fn action_label(&self, action: PitMove) -> String {
        format!("Sow {action}")
    }
}

impl crate::games::Registered for Ayoayo {
    const DEF: &'static crate::games::GameDef = &crate::games::GameDef {
        id: "ayoayo",
        name: "Ayoayo",
        summary: "Relay sowing: lift the pit your last seed lands in and keep going until it falls into an empty one.",
        options: OPTIONS,
        presets: || crate::engine::options::presets_of(AyoayoOptions::presets()),
        new_session: crate::games::pit_session::<Ayoayo>,
        random: crate::games::random::<Ayoayo>,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::invariants::random_games;

    fn traditional() -> AyoayoOptions {
        AyoayoOptions::presets()[1].2.clone()
    }

    fn position(options: AyoayoOptions, pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Ayoayo {
        Ayoayo::from_board(
            options,
            PitBoard::from_counts(&pits, stores).unwrap(),
            to_move,
        )
    }

    fn play(game: &mut Ayoayo, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx).unwrap();
        fx.take()
    }

    fn legal(game: &Ayoayo) -> Vec<PitMove> {
        let mut out = Vec::new();
        game.legal_actions(&mut out);
        out
    }

    fn lifts(fx: &[Effect]) -> Vec<u8> {
        fx.iter()
            .filter_map(|e| match *e {
                Effect::Lift { pit, .. } => Some(pit),
                _ => None,
            })
            .collect()
    }

    fn captures(fx: &[Effect]) -> Vec<(u8, u8)> {
        fx.iter()
            .filter_map(|e| match *e {
                Effect::Capture { pit, count, .. } => Some((pit, count)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_lap_ending_in_an_empty_pit_ends_the_move() {
        // Traditional: E (2) sows F and a; a was empty, on North's side: no
        // capture, the turn passes.
        let mut g = position(
            traditional(),
            [0, 0, 0, 0, 2, 1, 0, 3, 3, 3, 3, 3],
            [0, 0],
            0,
        );
        let fx = play(&mut g, "E");
        assert_eq!(lifts(&fx), vec![4]);
        assert!(captures(&fx).is_empty());
        assert_eq!(g.board.pits(), &[0, 0, 0, 0, 0, 2, 1, 3, 3, 3, 3, 3]);
        assert_eq!(g.board.stores(), [0, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn sowing_into_the_store_by_default() {
        // Same position as the source: E (2) sows F and South's store, which
        // ends the move without another turn.
        let mut g = position(
            AyoayoOptions::default(),
            [0, 0, 0, 0, 2, 1, 0, 3, 3, 3, 3, 3],
            [0, 0],
            0,
        );
        let fx = play(&mut g, "E");
        assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
        assert_eq!(g.board.pits(), &[0, 0, 0, 0, 0, 2, 0, 3, 3, 3, 3, 3]);
        assert_eq!(g.board.stores(), [1, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
        // North's store comes after f, and South's is passed over.
        let mut h = position(
            AyoayoOptions::default(),
            [3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 1, 3],
            [0, 0],
            1,
        );
        let fx = play(&mut h, "f");
        // f (3): store, A (4), B (4): lift B (4): C, D, E, F (all 4): lift
        // F (4): a, b, c, d (empty before): stop on North's own d, facing C
        // (4): captured.
        assert_eq!(lifts(&fx), vec![11, 1, 5]);
        assert_eq!(captures(&fx), vec![(2, 4)]);
        assert_eq!(h.board.pits(), &[4, 0, 0, 4, 4, 0, 1, 1, 1, 1, 1, 0]);
        assert_eq!(h.board.stores(), [0, 5]);
        assert_eq!(h.turn(), Turn::Player(0));
    }

    #[test]
    fn relays_from_full_pits_and_captures_the_facing_pit() {
        // A (2): B, C; C now 3: lift it: D, E, F; F was empty: it keeps its
        // seed and a (facing F) is taken.
        for options in [AyoayoOptions::default(), traditional()] {
            let mut g = position(options, [2, 0, 2, 0, 0, 0, 3, 1, 1, 1, 1, 1], [0, 0], 0);
            let fx = play(&mut g, "A");
            assert_eq!(lifts(&fx), vec![0, 2]);
            assert_eq!(captures(&fx), vec![(6, 3)]);
            assert_eq!(g.board.pits(), &[0, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1]);
            assert_eq!(g.board.stores(), [3, 0]);
            assert_eq!(g.turn(), Turn::Player(1));
        }
    }

    #[test]
    fn relays_from_the_opponents_side_too() {
        // Traditional: D (1): E now 2: lift: F, a; a now 2: lift: b, c; c
        // now 2: lift: d, e; e now 2: lift: f, A; A was empty: capture f.
        let mut g = position(
            traditional(),
            [0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1],
            [0, 0],
            0,
        );
        let fx = play(&mut g, "D");
        assert_eq!(lifts(&fx), vec![3, 4, 6, 8, 10]);
        assert_eq!(captures(&fx), vec![(11, 2)]);
        assert_eq!(g.board.pits(), &[1, 0, 0, 0, 0, 1, 0, 2, 0, 2, 0, 0]);
        assert_eq!(g.board.stores(), [2, 0]);
        // With store sowing the second lap ends in South's store instead.
        let mut h = position(
            AyoayoOptions::default(),
            [0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1],
            [0, 0],
            0,
        );
        let fx = play(&mut h, "D");
        assert_eq!(lifts(&fx), vec![3, 4]);
        assert!(captures(&fx).is_empty());
        assert_eq!(h.board.pits(), &[0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
        assert_eq!(h.board.stores(), [1, 0]);
        assert_eq!(h.turn(), Turn::Player(1));
    }

    #[test]
    fn each_lap_skips_only_its_own_origin() {
        // Traditional, North empty (so A must feed, and does). A (12): B..f,
        // A skipped, B (2): lift: C, D (2): lift: E, F (2): lift: a, b (2):
        // lift: c, d (2): lift: e, f (2): lift: A, B. A, emptied by the
        // first lap, is sown into by the last; B (lifted) now holds 1: stop,
        // and e (facing B) is taken.
        let mut g = position(
            traditional(),
            [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [18, 18],
            0,
        );
        assert_eq!(legal(&g), vec![PitMove(0)]);
        let fx = play(&mut g, "A");
        assert_eq!(lifts(&fx), vec![0, 1, 3, 5, 7, 9, 11]);
        assert_eq!(
            fx.iter()
                .filter(|e| matches!(e, Effect::Skip { .. }))
                .collect::<Vec<_>>(),
            vec![&Effect::Skip { pit: 0 }]
        );
        assert_eq!(captures(&fx), vec![(10, 2)]);
        assert_eq!(g.board.pits(), &[1, 1, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0]);
        assert_eq!(g.board.stores(), [20, 18]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn no_capture_when_the_facing_pit_is_empty() {
        // A (1) into empty B; e (facing B) is empty: nothing is taken and the
        // seed stays.
        let mut g = position(
            AyoayoOptions::default(),
            [1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1],
            [0, 0],
            0,
        );
        let fx = play(&mut g, "A");
        assert!(captures(&fx).is_empty());
        assert_eq!(g.board.pits(), &[0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 1]);
        assert_eq!(g.board.stores(), [0, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn must_feed_an_empty_opponent() {
        // North is empty. Traditional: D (1) relays through E (2) to F and
        // a, feeding North; A (1) and E (1) stop on South's side.
        let pits = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
        let g = position(traditional(), pits, [22, 22], 0);
        assert_eq!(legal(&g), vec![PitMove(3)]);
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
        assert_eq!(g.check(PitMove(4)), Err(IllegalAction::MustFeed));
        assert_eq!(g.check(PitMove(3)), Ok(()));
        // With store sowing, E's two seeds go to F and the store: no move
        // feeds North.
        let h = position(AyoayoOptions::default(), pits, [22, 22], 0);
        assert!(legal(&h).is_empty());
        assert_eq!(h.check(PitMove(3)), Err(IllegalAction::MustFeed));
    }

    #[test]
    fn cannot_feed_ends_the_game_with_own_seeds() {
        // North's f (2): North's store, A. North is now empty and no South
        // move reaches it: A (1) stops in B, D (1) relays through E to F and
        // South's store, E (1) stops in F. Each side goes to its owner.
        let mut g = position(
            AyoayoOptions::default(),
            [0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2],
            [20, 24],
            1,
        );
        play(&mut g, "f");
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [23, 25]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), Some(1));
                assert_eq!(
                    o.reason,
                    EndReason::NoMove {
                        player: 0,
                        remaining: Remaining::ToOwners
                    }
                );
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }

    #[test]
    fn a_player_left_without_seeds_passes_and_must_be_fed() {
        // South's A (1) into empty B takes e (facing B): North's last seeds.
        // North, to move with nothing, passes; South moves again and must
        // feed North: only F (5) reaches North's row (store, a, b, c, d).
        let mut g = position(
            AyoayoOptions::default(),
            [1, 0, 0, 0, 0, 5, 0, 0, 0, 0, 3, 0],
            [19, 20],
            0,
        );
        let fx = play(&mut g, "A");
        assert_eq!(
            fx,
            [
                Effect::Lift { pit: 0, count: 1 },
                Effect::Drop { slot: Slot::Pit(1) },
                Effect::Capture {
                    pit: 10,
                    count: 3,
                    player: 0
                },
                Effect::Pass { player: 1 },
            ]
        );
        assert_eq!(g.board.pits(), &[0, 1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0]);
        assert_eq!(g.board.stores(), [22, 20]);
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(legal(&g), [PitMove(5)]);
        assert_eq!(g.check(PitMove(1)), Err(IllegalAction::MustFeed));
        play(&mut g, "F");
        assert_eq!(g.board.pits(), &[0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0]);
        assert_eq!(g.board.stores(), [23, 20]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn the_game_ends_when_nobody_can_feed_the_player_without_seeds() {
        // As above, but South is left with B's single seed, which cannot
        // reach North: North passes, South has no legal move, and each side
        // goes to its owner.
        let mut g = position(
            AyoayoOptions::default(),
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0],
            [20, 24],
            0,
        );
        let fx = play(&mut g, "A");
        assert_eq!(captures(&fx), vec![(10, 3)]);
        assert!(!fx.iter().any(|e| matches!(e, Effect::Pass { .. })));
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [24, 24]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), None);
                assert_eq!(
                    o.reason,
                    EndReason::NoMove {
                        player: 0,
                        remaining: Remaining::ToOwners
                    }
                );
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }

    #[test]
    fn a_relay_back_where_it_started_stops_and_the_turn_passes() {
        // Traditional (found in random play: seed 3874676893315084174, moves
        // c A c D b B a). South's A comes back, after 786 laps, to this very
        // board with A about to be lifted again: the move stops there, with
        // no capture, and North is to move on the board of before the move.
        let pits = [4, 0, 1, 9, 6, 1, 2, 3, 0, 3, 0, 1];
        let mut g = position(traditional(), pits, [4, 14], 0);
        let fx = play(&mut g, "A");
        assert_eq!(g.board.pits(), &pits);
        assert_eq!(g.board.stores(), [4, 14]);
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(lifts(&fx).len(), 786);
        assert!(captures(&fx).is_empty());
        assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps: 786 }));
        assert_eq!(
            first_repeat(&g.board, 0, 0, g.rules()),
            Some((786, g.board.clone()))
        );
    }

    #[test]
    fn a_long_relay_that_ends_is_played_out() {
        // Traditional (found in random play: seed 1162, moves A a F f E b F
        // a B b): South's E relays for 213 laps, more than the cycle check
        // waits for, then ends by itself in South's empty B and takes e (3).
        let pits = [2, 1, 2, 1, 2, 5, 4, 5, 0, 1, 0, 3];
        let start = PitBoard::from_counts(&pits, [12, 10]).unwrap();
        let mut g = position(traditional(), pits, [12, 10], 0);
        let fx = play(&mut g, "E");
        let laps = lifts(&fx).len() as u32;
        assert_eq!(laps, 213);
        assert!(laps > crate::engine::sow::CYCLE_CHECK_AFTER);
        assert_eq!(captures(&fx), [(10, 3)]);
        assert!(!fx.iter().any(|e| matches!(e, Effect::RelayCycle { .. })));
        assert_eq!(first_repeat(&start, 0, 4, g.rules()), None);
        assert_eq!(g.board.pits(), &[3, 1, 2, 0, 3, 4, 3, 2, 3, 0, 0, 2]);
        assert_eq!(g.board.stores(), [15, 10]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn third_occurrence_ends_the_game() {
        // Traditional, no captures possible on this cycle of six moves:
        // C relays via D, F to b; a relays via b to d; E to F; c relays via
        // d, f to B; A relays via B to D; e to f — and the start is back.
        let start = [0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1];
        let mut g = position(traditional(), start, [21, 23], 0);
        let key = g.position_key();
        g.repetitions.record(key);
        let mut legal = Vec::new();
        let mut moves = Vec::new();
        while matches!(g.turn(), Turn::Player(_)) {
            g.legal_actions(&mut legal);
            let mv = legal[0];
            moves.push(mv.to_string());
            g.apply(mv, &mut Effects::off()).unwrap();
            if moves.len() == 6 {
                assert_eq!(g.board.pits(), &start);
            }
        }
        assert_eq!(moves.join(" "), "C a E c A e C a E c A e");
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(
                    o.reason,
                    EndReason::Repetition {
                        occurrence: 3,
                        remaining: Remaining::ToOwners
                    }
                );
                assert_eq!(o.sole_winner(), None);
            }
            t => panic!("expected game over, got {t:?}"),
        }
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [24, 24]);
    }

    #[test]
    fn illegal_moves_are_explained_and_change_nothing() {
        let g = position(
            AyoayoOptions::default(),
            [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
            [0, 0],
            0,
        );
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::EmptyPit));
        assert_eq!(g.check(PitMove(7)), Err(IllegalAction::NotYourPit));
        assert_eq!(g.check(PitMove(12)), Err(IllegalAction::NoSuchPit));
        assert_eq!(g.check(PitMove(255)), Err(IllegalAction::NoSuchPit));
        let mut h = g.clone();
        assert!(h.apply(PitMove(0), &mut Effects::off()).is_err());
        assert_eq!(h, g);
        assert!("g".parse::<PitMove>().is_err());
        assert!("AB".parse::<PitMove>().is_err());
        assert_eq!("b".parse::<PitMove>(), Ok(PitMove(7)));
        assert_eq!(PitMove(5).to_string(), "F");
        assert_eq!(g.action_label(PitMove(5)), "Sow F");
        assert_eq!(g.action_pit(PitMove(5)), Some(5));
    }

    #[test]
    fn agreement_gives_each_side_to_its_owner() {
        let mut g = Ayoayo::new(&AyoayoOptions::default(), 3).unwrap();
        let mut fx = Effects::recording();
        g.end_by_agreement(&mut fx).unwrap();
        assert_eq!(g.board.stores(), [24, 24]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), None);
                assert_eq!(
                    o.reason,
                    EndReason::Agreement {
                        remaining: Remaining::ToOwners
                    }
                );
            }
            t => panic!("expected game over, got {t:?}"),
        }
        assert_eq!(
            g.end_by_agreement(&mut Effects::off()),
            Err(IllegalAction::GameOver)
        );
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::GameOver));
        assert!(legal(&g).is_empty());
    }

    #[test]
    fn options_and_presets() {
        assert!(serde_json::from_str::<AyoayoOptions>(r#"{"typo": 1}"#).is_err());
        assert!(serde_json::from_str::<AyoayoOptions>(r#"{"sow_into_store": 3}"#).is_err());
        assert!(serde_json::from_str::<AyoayoOptions>(r#"{"first_player": "east"}"#).is_err());
        let options: AyoayoOptions =
            serde_json::from_str(r#"{"sow_into_store": false, "first_player": "north"}"#).unwrap();
        assert_eq!(
            options,
            AyoayoOptions {
                first_player: FirstPlayer::North,
                ..traditional()
            }
        );
        assert_eq!(Ayoayo::new(&options, 0).unwrap().turn(), Turn::Player(1));
        let empty: AyoayoOptions = serde_json::from_str("{}").unwrap();
        assert_eq!(empty, AyoayoOptions::default());
        let ids: Vec<_> = AyoayoOptions::presets().iter().map(|p| p.0).collect();
        assert_eq!(ids, vec!["seed", "traditional"]);
        let keys: Vec<_> = OPTIONS.iter().map(|o| o.key).collect();
        assert_eq!(keys, vec!["sow_into_store", "first_player"]);
    }

    /// The relay of the move from `pit`, followed lap by lap with every
    /// state between laps kept in a list (test only: it allocates): `None`
    /// if it ends by itself, or the lap after which a state first comes back
    /// and the board then.
    fn first_repeat(
        board: &PitBoard,
        player: usize,
        pit: usize,
        rules: SowRules,
    ) -> Option<(u32, PitBoard)> {
        let mut board = board.clone();
        let mut pit = pit;
        let mut seen = std::collections::HashSet::from([(board.clone(), pit)]);
        loop {
            let hand = board.lift(pit, &mut Effects::off());
            let last = crate::engine::sow::sow_lap(
                &mut board,
                player,
                Slot::Pit(pit as u8),
                pit,
                hand,
                Direction::Counterclockwise,
                rules,
                &mut Effects::off(),
            );
            match last {
                Slot::Pit(p) if board.pit(p as usize) > 1 => pit = p as usize,
                _ => return None,
            }
            if !seen.insert((board.clone(), pit)) {
                return Some((seen.len() as u32, board));
            }
        }
    }

    /// Random play from a preset and a starting side, with every invariant
    /// checked; then more random games measuring the relays: the longest
    /// that ends on its own, and how many come back to an earlier state
    /// (each checked against [`first_repeat`], as is every relay longer
    /// than the cycle check waits for).
    fn random_play(preset: usize, first: FirstPlayer, seed: u64) -> (u32, u32) {
        use crate::engine::sow::CYCLE_CHECK_AFTER;
        use rand::{Rng, SeedableRng};

        let (id, _, mut options) = AyoayoOptions::presets().swap_remove(preset);
        options.first_player = first;
        let stats = random_games::<Ayoayo>(&options, 3000, seed, true).unwrap();
        assert_eq!(stats.games, 3000);
        assert!(stats.wins[0] > 300 && stats.wins[1] > 300, "{stats:?}");
        // The bound is practical: random games stay well inside it.
        let bound = Ayoayo::new(&options, 0).unwrap().max_game_length() as u64;
        assert!(stats.longest * 4 < bound, "{stats:?}");

        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut legal = Vec::new();
        let (mut longest, mut cycles, mut moves) = (0, 0, 0);
        for _ in 0..500 {
            let mut g = Ayoayo::new(&options, rng.random()).unwrap();
            while let Turn::Player(player) = g.turn() {
                g.legal_actions(&mut legal);
                let mv = legal[rng.random_range(0..legal.len())];
                let mut board = g.board.clone();
                let pit = mv.0 as usize;
                let (end, _) = sow_move(&mut board, player, pit, g.rules(), &mut Effects::off());
                if end.cycled {
                    let repeat = first_repeat(&g.board, player, pit, g.rules());
                    assert_eq!(repeat, Some((end.laps, board)));
                    cycles += 1;
                } else {
                    if end.laps > CYCLE_CHECK_AFTER {
                        assert_eq!(first_repeat(&g.board, player, pit, g.rules()), None);
                    }
                    longest = longest.max(end.laps);
                }
                moves += 1;
                g.apply(mv, &mut Effects::off()).unwrap();
            }
        }
        eprintln!(
            "ayoayo {id} {first:?}: {stats:?}; {moves} more moves: longest relay \
             {longest} laps, {cycles} relays came back to an earlier state"
        );
        (longest, cycles)
    }

    #[test]
    fn random_play_seed_south() {
        let (_, cycles) = random_play(0, FirstPlayer::South, 21);
        assert_eq!(cycles, 0, "store sowing drains relays");
    }

    #[test]
    fn random_play_seed_north() {
        let (_, cycles) = random_play(0, FirstPlayer::North, 22);
        assert_eq!(cycles, 0, "store sowing drains relays");
    }

    #[test]
    fn random_play_traditional_south() {
        let (_, cycles) = random_play(1, FirstPlayer::South, 23);
        assert!(cycles > 0, "without store sowing some relays come back");
    }

    #[test]
    fn random_play_traditional_north() {
        let (_, cycles) = random_play(1, FirstPlayer::North, 24);
        assert!(cycles > 0, "without store sowing some relays come back");
    }
}
