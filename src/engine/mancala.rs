//! Mancala (game id `mancala`): two rows of six pits, 4 seeds each, and a
//! store for each player.
//!
//! A move empties one of your pits and sows its seeds one at a time
//! counterclockwise. You drop a seed into your own store as you pass it, but
//! your opponent's store is never sown into, and a lap passes over the pit
//! the move started from. Where the last seed falls decides the rest:
//!
//! - in your store: you move again;
//! - in one of your pits that was empty (it now holds the single seed): you
//!   take that seed and every seed in the pit facing it;
//! - in an opponent's pit that now holds 2 or 3: you take those seeds, and
//!   going back towards the start of their row you also take each pit in turn
//!   that holds 2 or 3, stopping at the first that does not (or at the start
//!   of their row);
//! - anywhere else: the turn passes.
//!
//! When your opponent's pits are all empty you must play a move whose sowing
//! reaches their side, if you have one; if none of your moves does, you may
//! play any of them. The game ends when a store holds 25 seeds (more than
//! half of the 48) or both hold 24, or when the player to move has no seeds
//! on their side; in both cases each player then adds the seeds on their own
//! side to their store, and the fuller store wins.
//!
//! Decisions (recorded with their reasons in docs/rules-decisions.md):
//! - a last seed in your own empty pit captures even when the facing pit is
//!   empty: you then take just your one seed (as the Basic Game's default);
//! - a move "feeds" the opponent when its sowing drops a seed on their side,
//!   even if the capture that follows takes it back (as in Owari); an empty
//!   opponent then simply has no move, which ends the game;
//! - a run of 2s and 3s is always captured, even when it is every seed the
//!   opponent has (no grand-slam rule);
//! - a move that wins the majority or leaves the next player without a move
//!   ends the game at once, and no extra turn is announced then;
//! - a position (pits and the player to move) that comes up for the third
//!   time since a store last changed ends the game, each side going to its
//!   owner (it cannot actually happen: while the stores stay put, seeds only
//!   move rightwards along the mover's row); ending by agreement settles the
//!   board the same way.

use serde::{Deserialize, Serialize};

use super::board::{FirstPlayer, PitBoard, PitMove, Settle};
use super::catalog::{OptionSpec, FIRST_PLAYER};
use super::repetition::Repetitions;
use super::session::PitGame;
use super::sow::{capture_run_2_3, sow_lap, Direction, SowRules};
use super::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, Remaining, SetupError, Slot, Turn,
};

/// Options of Mancala.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MancalaOptions {
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl MancalaOptions {
    /// The named presets: only the source's rules.
    pub fn presets() -> Vec<(&'static str, &'static str, MancalaOptions)> {
        vec![("seed", "Mancala", MancalaOptions::default())]
    }
}

/// The options, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[FIRST_PLAYER];

const WIDTH: usize = 6;
const SEEDS_PER_PIT: u8 = 4;
const TOTAL: u32 = 48;

const RULES: SowRules = SowRules {
    into_own_store: true,
    skip_origin: true,
};

/// A position of Mancala.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Mancala {
    options: MancalaOptions,
    board: PitBoard,
    to_move: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(Mancala {
    options,
    board,
    to_move,
    outcome,
    repetitions
});

impl Mancala {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: MancalaOptions, board: PitBoard, to_move: usize) -> Mancala {
        Mancala {
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
    pub fn options(&self) -> &MancalaOptions {
        &self.options
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    /// Whether sowing from `pit` reaches the opponent's side: the pits after
    /// it on its row, then the owner's store, come first.
    fn feeds(&self, pit: usize) -> bool {
        let side = self.board.side_of(pit);
        let steps_to_opponent = (side + 1) * self.board.width() - pit + 1;
        self.board.pit(pit) as usize >= steps_to_opponent
    }

    /// Whether the player to move is bound to feed: the opponent has no
    /// seeds and some move of theirs reaches the opponent's side.
    fn must_feed(&self) -> bool {
        self.board.side_total(1 - self.to_move as usize) == 0
            && self
                .board
                .side(self.to_move as usize)
                .any(|pit| self.feeds(pit))
    }

    fn is_legal_pit(&self, pit: usize, must_feed: bool) -> bool {
        self.board.pit(pit) > 0 && (!must_feed || self.feeds(pit))
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

impl Game for Mancala {
    type Action = PitMove;
    type Options = MancalaOptions;

    fn new(options: &MancalaOptions, seed: u64) -> Result<Self, SetupError> {
        let mut game = Mancala::from_board(
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

        let hand = self.board.lift(pit, fx);
        let last = sow_lap(
            &mut self.board,
            player,
            Slot::Pit(pit as u8),
            pit,
            hand,
            Direction::Counterclockwise,
            RULES,
            fx,
        );

        let mut again = false;
        match last {
            Slot::Store(_) => again = true,
            Slot::Pit(last) => {
                let last = last as usize;
                if self.board.side_of(last) == player {
                    if self.board.pit(last) == 1 {
                        let opposite = self.board.opposite(last);
                        if self.board.pit(opposite) > 0 {
                            self.board.capture(opposite, player, fx);
                        }
                        self.board.capture(last, player, fx);
                    }
                } else if let Some((first, _)) = capture_run_2_3(&self.board, player, last) {
                    for run_pit in (first..=last).rev() {
                        self.board.capture(run_pit, player, fx);
                    }
                }
            }
        }
        if !again {
            self.to_move = 1 - self.to_move;
        }

        let stores = self.board.stores();
        if self.board.majority_reached(TOTAL) {
            self.finish(
                |remaining| EndReason::Majority { remaining },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        // With seeds on their side the player to move always has a legal
        // move (if none feeds an empty opponent, any move is allowed).
        let next = self.to_move;
        if self.board.side_total(next as usize) == 0 {
            self.finish(
                |remaining| EndReason::NoMove {
                    player: next,
                    remaining,
                },
                Settle::ToOwners,
                fx,
            );
            return Ok(());
        }

        if again {
            fx.push(Effect::ExtraTurn {
                player: player as u8,
            });
        }

        if stores != stores_before {
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
        // While the stores stay unchanged a move only carries seeds rightwards
        // along the mover's own row, so a store grows every few moves and the
        // game is short; random play stays far below this practical bound
        // (see the tests).
        2_000
    }
}

impl PitGame for Mancala {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::invariants::random_games;

    fn position(pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Mancala {
        Mancala::from_board(
            MancalaOptions::default(),
            PitBoard::from_counts(&pits, stores).unwrap(),
            to_move,
        )
    }

    fn play(game: &mut Mancala, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx).unwrap();
        fx.take()
    }

    fn legal(game: &Mancala) -> Vec<PitMove> {
        let mut out = Vec::new();
        game.legal_actions(&mut out);
        out
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
    fn plain_sowing_passes_the_turn() {
        let mut g = position([4; 12], [0, 0], 0);
        let fx = play(&mut g, "A");
        assert_eq!(g.board.pits(), &[0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
        assert_eq!(g.board.stores(), [0, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
        assert!(captures(&fx).is_empty());
    }

    #[test]
    fn last_seed_in_own_store_moves_again() {
        let mut g = position([4; 12], [0, 0], 0);
        let fx = play(&mut g, "C");
        assert_eq!(g.board.pits(), &[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
        assert_eq!(g.board.stores(), [1, 0]);
        assert_eq!(g.turn(), Turn::Player(0));
        assert!(fx.contains(&Effect::ExtraTurn { player: 0 }));

        // North's store comes after f.
        let mut h = position([4; 12], [0, 0], 1);
        play(&mut h, "c");
        assert_eq!(h.board.pits(), &[4, 4, 4, 4, 4, 4, 4, 4, 0, 5, 5, 5]);
        assert_eq!(h.board.stores(), [0, 1]);
        assert_eq!(h.turn(), Turn::Player(1));
    }

    #[test]
    fn skips_the_opponents_store_and_the_origin() {
        // South sows 14 from D: E, F, store, a..f, A, B, C, (D skipped), E, F.
        // F held 1 and gets two seeds: no capture.
        let mut g = position([1, 1, 1, 14, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0], 0);
        let fx = play(&mut g, "D");
        assert!(fx.contains(&Effect::Skip { pit: 3 }));
        assert_eq!(g.board.pits(), &[2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, 2]);
        assert_eq!(g.board.stores(), [1, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn last_seed_in_own_empty_pit_takes_it_and_the_facing_pit() {
        // A (1) sows into empty B; b... the pit facing B is e (index 10).
        let mut g = position([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [0, 0], 0);
        let fx = play(&mut g, "A");
        assert_eq!(captures(&fx), vec![(10, 5), (1, 1)]);
        assert_eq!(g.board.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
        assert_eq!(g.board.stores(), [6, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn own_empty_pit_with_empty_facing_pit_takes_the_lone_seed() {
        let mut g = position([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3], [2, 3], 0);
        let fx = play(&mut g, "A");
        assert_eq!(captures(&fx), vec![(1, 1)]);
        assert_eq!(g.board.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
        assert_eq!(g.board.stores(), [3, 3]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn north_skips_south_store_and_its_origin() {
        // North's a (13 seeds): b..f, North's store, A..F (no South store),
        // a skipped, b. b was empty but the lap already dropped a seed in it,
        // so the last seed makes 2: no capture.
        let mut g = position([0, 0, 0, 0, 0, 1, 13, 0, 0, 0, 0, 0], [10, 10], 1);
        play(&mut g, "a");
        assert_eq!(g.board.pits(), &[1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 1, 1]);
        assert_eq!(g.board.stores(), [10, 11]);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn twos_and_threes_are_captured_backwards_to_the_row_start() {
        // South's F (4): store, a, b, c making 2, 3, 2 — all three taken
        // (stopping at the start of North's row); d is untouched.
        let mut g = position([1, 1, 1, 1, 1, 4, 1, 2, 1, 2, 5, 5], [0, 0], 0);
        let fx = play(&mut g, "F");
        assert_eq!(captures(&fx), vec![(8, 2), (7, 3), (6, 2)]);
        assert_eq!(g.board.pits(), &[1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 5, 5]);
        assert_eq!(g.board.stores(), [8, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn capture_run_stops_at_a_pit_without_two_or_three() {
        // South's E (5): F, store, a, b, c; c makes 3, b makes 4: only c.
        let mut g = position([1, 1, 1, 1, 5, 1, 1, 3, 2, 0, 0, 0], [0, 0], 0);
        let fx = play(&mut g, "E");
        assert_eq!(captures(&fx), vec![(8, 3)]);
        assert_eq!(g.board.pits(), &[1, 1, 1, 1, 0, 2, 2, 4, 0, 0, 0, 0]);
        assert_eq!(g.board.stores(), [4, 0]);
    }

    #[test]
    fn no_capture_of_four_or_one_on_the_opponents_side() {
        let mut g = position([1, 1, 1, 1, 1, 2, 3, 0, 4, 4, 4, 4], [0, 0], 0);
        let fx = play(&mut g, "F");
        assert!(captures(&fx).is_empty());
        assert_eq!(g.board.pits(), &[1, 1, 1, 1, 1, 0, 4, 0, 4, 4, 4, 4]);
        assert_eq!(g.board.stores(), [1, 0]);
        let mut h = position([1, 1, 1, 1, 1, 3, 3, 0, 4, 4, 4, 4], [0, 0], 0);
        let fx = play(&mut h, "F");
        assert!(captures(&fx).is_empty());
        assert_eq!(h.board.pits(), &[1, 1, 1, 1, 1, 0, 4, 1, 4, 4, 4, 4]);
        assert_eq!(h.turn(), Turn::Player(1));
    }

    #[test]
    fn must_feed_an_empty_opponent_when_possible() {
        // North is empty: only F (2 seeds: store, a) reaches North's side;
        // E (2 seeds: F, store) stops short.
        let g = position([1, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0], [20, 23], 0);
        assert_eq!(legal(&g), vec![PitMove(5)]);
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::MustFeed));
        assert_eq!(g.check(PitMove(4)), Err(IllegalAction::MustFeed));
        assert_eq!(g.check(PitMove(5)), Ok(()));
    }

    #[test]
    fn any_move_is_legal_when_none_feeds() {
        // E (1) and A (2) cannot reach North's side.
        let mut g = position([2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0], [22, 23], 0);
        assert_eq!(legal(&g), vec![PitMove(0), PitMove(4)]);
        let fx = play(&mut g, "E");
        // E's seed lands in empty F and is taken (a is empty). North has
        // nothing to play: each side goes to its owner.
        assert_eq!(captures(&fx), vec![(5, 1)]);
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [25, 23]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), Some(0));
                assert_eq!(
                    o.reason,
                    EndReason::NoMove {
                        player: 1,
                        remaining: Remaining::ToOwners
                    }
                );
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }

    #[test]
    fn an_empty_side_after_an_extra_turn_ends_the_game() {
        // South's F (1) goes to the store, leaving South empty: South would
        // move again but cannot. North keeps its own seeds.
        let mut g = position([0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 3], [20, 22], 0);
        let fx = play(&mut g, "F");
        assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [21, 27]);
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
    fn reaching_25_ends_the_game_and_sides_go_to_their_owners() {
        // South's F (2): store (25), a (now 1).
        let mut g = position([1, 0, 0, 0, 0, 2, 0, 4, 4, 4, 4, 1], [24, 4], 0);
        let fx = play(&mut g, "F");
        assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [26, 22]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), Some(0));
                assert_eq!(
                    o.reason,
                    EndReason::Majority {
                        remaining: Remaining::ToOwners
                    }
                );
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }

    #[test]
    fn both_at_24_is_a_draw_by_majority() {
        // South's last seed, from F, lands in the store: 24 each. The game
        // ends at once, so the extra turn is not announced.
        let mut h = position([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0], [23, 24], 0);
        let fx = play(&mut h, "F");
        assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
        assert_eq!(h.board.stores(), [24, 24]);
        match h.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), None);
                assert!(matches!(o.reason, EndReason::Majority { .. }));
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }

    #[test]
    fn illegal_moves_are_explained_and_change_nothing() {
        let g = position([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 0);
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::EmptyPit));
        assert_eq!(g.check(PitMove(7)), Err(IllegalAction::NotYourPit));
        assert_eq!(g.check(PitMove(12)), Err(IllegalAction::NoSuchPit));
        assert_eq!(g.check(PitMove(255)), Err(IllegalAction::NoSuchPit));
        let mut h = g.clone();
        assert!(h.apply(PitMove(0), &mut Effects::off()).is_err());
        assert_eq!(h, g);
        assert!("G".parse::<PitMove>().is_err());
        assert_eq!("f".parse::<PitMove>(), Ok(PitMove(11)));
        assert_eq!(PitMove(6).to_string(), "a");
    }

    #[test]
    fn a_finished_game_refuses_moves() {
        let mut g = Mancala::new(&MancalaOptions::default(), 3).unwrap();
        g.end_by_agreement(&mut Effects::off()).unwrap();
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::GameOver));
        assert!(legal(&g).is_empty());
    }

    #[test]
    fn agreement_gives_each_side_to_its_owner() {
        let mut g = position([0, 0, 0, 0, 0, 5, 2, 0, 0, 0, 0, 1], [20, 20], 1);
        let mut fx = Effects::recording();
        g.end_by_agreement(&mut fx).unwrap();
        assert_eq!(g.board.stores(), [25, 23]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), Some(0));
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
    }

    #[test]
    fn third_occurrence_ends_the_game() {
        // Repetition cannot arise in play, so prime the history: the
        // position after North's e (1 seed into f, no capture, stores
        // unchanged) has been seen twice already.
        let start = position([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1], [22, 23], 1);
        let mut once = start.clone();
        play(&mut once, "e");
        assert_eq!(once.board.pits(), &[0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
        assert_eq!(once.turn(), Turn::Player(0));
        let mut h = start.clone();
        let key = once.position_key();
        h.repetitions.record(key);
        h.repetitions.record(key);
        play(&mut h, "e");
        match h.turn() {
            Turn::Over(o) => {
                assert_eq!(
                    o.reason,
                    EndReason::Repetition {
                        occurrence: 3,
                        remaining: Remaining::ToOwners
                    }
                );
                assert_eq!(h.board.pits(), &[0; 12]);
                assert_eq!(h.board.stores(), [23, 25]);
            }
            t => panic!("expected game over, got {t:?}"),
        }
    }

    #[test]
    fn options_reject_unknown_fields() {
        assert!(serde_json::from_str::<MancalaOptions>(r#"{"typo": 1}"#).is_err());
        let north: MancalaOptions = serde_json::from_str(r#"{"first_player": "north"}"#).unwrap();
        let g = Mancala::new(&north, 0).unwrap();
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(
            MancalaOptions::presets()
                .iter()
                .map(|p| p.0)
                .collect::<Vec<_>>(),
            vec!["seed"]
        );
        let keys: Vec<_> = OPTIONS.iter().map(|o| o.key).collect();
        assert_eq!(keys, vec!["first_player"]);
    }

    #[test]
    fn random_play_keeps_every_invariant() {
        for (id, _, preset) in MancalaOptions::presets() {
            for (first, seed) in [(FirstPlayer::South, 11), (FirstPlayer::North, 12)] {
                let mut options = preset.clone();
                options.first_player = first;
                let stats = random_games::<Mancala>(&options, 3000, seed, true).unwrap();
                eprintln!("mancala {id} {first:?}: {stats:?}");
                assert_eq!(stats.games, 3000);
                assert!(stats.longest < 200, "{stats:?}");
                assert!(stats.wins[0] > 300 && stats.wins[1] > 300, "{stats:?}");
            }
        }
    }
}
