//! Basic Game: the Kalah family (game id `basic`).
//!
//! Two rows of six pits and a store for each player, 3 seeds a pit by default
//! (3–6). A move lifts every seed of one of your pits and sows them one by
//! one counterclockwise, dropping one into your own store when passing it and
//! never into your opponent's; the origin pit is not skipped on a lap. A last
//! seed in your store gives you another move. A last seed in an empty pit of
//! yours captures it together with the facing pit's seeds (optionally only
//! when the facing pit holds seeds). The game ends as soon as a side is empty
//! after a move; the seeds left go to the player whose side is empty (the
//! source's rule) or to the owner of the side they are on (standard Kalah).
//!
//! Decisions beyond the source (recorded with their reasons in docs/rules-decisions.md): laps pass the origin pit;
//! a repetition rule ends the game on the third occurrence of a position
//! (which cannot actually happen here: without a store changing, seeds only
//! move right along the mover's own row); a game ended by agreement or
//! repetition gives each player the seeds on their own side. The preset
//! `kalah-6-4` is standard Kalah(6,4).

use serde::{Deserialize, Serialize};

use super::board::{FirstPlayer, PitBoard, PitMove, Settle};
use super::repetition::Repetitions;
use super::sow::{sow_lap, Direction, SowRules};
use super::{Effect, Effects, EndReason, Game, IllegalAction, Outcome, SetupError, Slot, Turn};

/// Where the seeds left on the board go when a side is empty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RemainingTo {
    /// To the player whose side is empty (the source's rule).
    #[default]
    ClearingPlayer,
    /// To the owner of the side they are on (standard Kalah).
    Owner,
}

/// Options of the Basic Game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BasicOptions {
    /// Seeds in each pit at the start, 3 to 6.
    pub seeds_per_pit: u8,
    /// A capture needs seeds in the facing pit.
    pub capture_needs_opposite_seeds: bool,
    /// Who takes the seeds left when a side is empty.
    pub remaining_to: RemainingTo,
    /// Who moves first.
    pub first_player: FirstPlayer,
}

impl Default for BasicOptions {
    fn default() -> Self {
        BasicOptions {
            seeds_per_pit: 3,
            capture_needs_opposite_seeds: false,
            remaining_to: RemainingTo::ClearingPlayer,
            first_player: FirstPlayer::Random,
        }
    }
}

impl BasicOptions {
    /// The named presets: the source's rules and standard Kalah(6,4).
    pub fn presets() -> Vec<(&'static str, &'static str, BasicOptions)> {
        vec![
            (
                "seed",
                "Basic Game (as the source)",
                BasicOptions::default(),
            ),
            (
                "kalah-6-4",
                "Kalah (6,4)",
                BasicOptions {
                    seeds_per_pit: 4,
                    capture_needs_opposite_seeds: true,
                    remaining_to: RemainingTo::Owner,
                    first_player: FirstPlayer::Random,
                },
            ),
        ]
    }
}

const RULES: SowRules = SowRules {
    into_own_store: true,
    skip_origin: false,
};

/// A position of the Basic Game.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Basic {
    options: BasicOptions,
    board: PitBoard,
    to_move: u8,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(Basic {
    options,
    board,
    to_move,
    outcome,
    repetitions
});

impl Basic {
    /// A position with the given board and player to move (for tests and
    /// analysis). The game is not checked for having ended.
    pub fn from_board(options: BasicOptions, board: PitBoard, to_move: usize) -> Basic {
        Basic {
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
    pub fn options(&self) -> &BasicOptions {
        &self.options
    }

    fn position_key(&self) -> u128 {
        (self.board.pits_key() << 1) | self.to_move as u128
    }

    fn finish(
        &mut self,
        reason: impl FnOnce(super::Remaining) -> EndReason,
        settle: Settle,
        fx: &mut Effects,
    ) {
        self.outcome = Some(self.board.settle_outcome(settle, reason, fx).0);
    }
}

impl Game for Basic {
    type Action = PitMove;
    type Options = BasicOptions;

    fn new(options: &BasicOptions, seed: u64) -> Result<Self, SetupError> {
        let mut errors = Vec::new();
        if !(3..=6).contains(&options.seeds_per_pit) {
            errors.push(format!(
                "seeds per pit must be 3 to 6, not {}",
                options.seeds_per_pit
            ));
        }
        if !errors.is_empty() {
            return Err(SetupError(errors));
        }
        let mut game = Basic::from_board(
            options.clone(),
            PitBoard::new(6, options.seeds_per_pit),
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
        let side = self.board.side(self.to_move as usize);
        out.extend(
            side.filter(|&pit| self.board.pit(pit) > 0)
                .map(|pit| PitMove(pit as u8)),
        );
    }

    fn check(&self, PitMove(pit): PitMove) -> Result<(), IllegalAction> {
        let pit = pit as usize;
        if self.outcome.is_some() {
            Err(IllegalAction::GameOver)
        } else if let Err(why) = self.board.check_own_pit(pit, self.to_move as usize) {
            Err(why)
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
                let opposite = self.board.opposite(last);
                if self.board.side_of(last) == player
                    && self.board.pit(last) == 1
                    && (self.board.pit(opposite) > 0 || !self.options.capture_needs_opposite_seeds)
                {
                    if self.board.pit(opposite) > 0 {
                        self.board.capture(opposite, player, fx);
                    }
                    self.board.capture(last, player, fx);
                }
            }
        }

        // A side empty after the move ends the game.
        let empty = [self.board.side_total(0) == 0, self.board.side_total(1) == 0];
        if empty[0] || empty[1] {
            let side = if empty[player] { player } else { 1 - player };
            let settle = match self.options.remaining_to {
                RemainingTo::ClearingPlayer => Settle::ToPlayer(side),
                RemainingTo::Owner => Settle::ToOwners,
            };
            self.finish(
                |remaining| EndReason::SideEmpty {
                    side: side as u8,
                    remaining,
                },
                settle,
                fx,
            );
            return Ok(());
        }

        if again {
            fx.push(Effect::ExtraTurn {
                player: player as u8,
            });
        } else {
            self.to_move = 1 - self.to_move;
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
        // Without a store changing, a move only moves seeds rightwards along
        // the mover's own row, so stores grow every few moves.
        2_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kalah() -> BasicOptions {
        BasicOptions::presets()[1].2.clone()
    }

    fn position(options: BasicOptions, pits: [u8; 12], stores: [u8; 2], to_move: usize) -> Basic {
        Basic::from_board(
            options,
            PitBoard::from_counts(&pits, stores).unwrap(),
            to_move,
        )
    }

    fn play(game: &mut Basic, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx).unwrap();
        fx.take()
    }

    #[test]
    fn sows_into_own_store_and_moves_again() {
        let mut g = Basic::new(&kalah(), 1).unwrap();
        let g0 = g.to_move;
        // From C (index 2) with 4 seeds: D, E, F, store.
        if g0 == 1 {
            g.to_move = 0;
        }
        let fx = play(&mut g, "C");
        assert_eq!(g.board.pits(), &[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
        assert_eq!(g.board.stores(), [1, 0]);
        assert_eq!(g.turn(), Turn::Player(0));
        assert!(fx.contains(&Effect::ExtraTurn { player: 0 }));
    }

    #[test]
    fn skips_opponents_store_and_passes_origin() {
        // North sows 13 from f (index 11): store, then A..F, skips South's
        // store, a..f including the origin f, which gets the 13th seed: an
        // empty pit of North's, so it captures A's seeds.
        let mut g = position(kalah(), [1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 13], [0, 0], 1);
        play(&mut g, "f");
        assert_eq!(g.board.pits(), &[0, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0]);
        assert_eq!(g.board.stores(), [0, 4]);
        assert_eq!(g.turn(), Turn::Player(0));
    }

    #[test]
    fn captures_into_empty_own_pit() {
        let mut g = position(kalah(), [1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [0, 0], 0);
        play(&mut g, "A");
        // Lands in B (empty, own); facing pit is e (index 10) with 5.
        assert_eq!(g.board.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
        assert_eq!(g.board.stores(), [6, 0]);
        assert_eq!(g.turn(), Turn::Player(1));
    }

    #[test]
    fn empty_opposite_capture_depends_on_option() {
        let pits = [1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3];
        let mut kalah_game = position(kalah(), pits, [0, 0], 0);
        play(&mut kalah_game, "A");
        assert_eq!(kalah_game.board.pits()[1], 1, "Kalah: no capture");
        assert_eq!(kalah_game.board.stores(), [0, 0]);

        let mut basic_game = position(BasicOptions::default(), pits, [0, 0], 0);
        play(&mut basic_game, "A");
        assert_eq!(
            basic_game.board.pits()[1],
            0,
            "source: the lone seed is taken"
        );
        assert_eq!(basic_game.board.stores(), [1, 0]);
    }

    #[test]
    fn no_capture_on_opponents_side() {
        let mut g = position(kalah(), [0, 0, 0, 0, 0, 2, 0, 3, 3, 3, 3, 3], [0, 0], 0);
        let fx = play(&mut g, "F");
        // The last seed lands in North's a: no capture. South is now empty,
        // and with Kalah rules North keeps the 16 seeds on its own side.
        assert!(!fx.iter().any(|e| matches!(e, Effect::Capture { .. })));
        assert!(fx.contains(&Effect::Sweep {
            pit: 6,
            count: 1,
            player: 1
        }));
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [1, 16]);
        match g.turn() {
            Turn::Over(o) => {
                assert_eq!(o.sole_winner(), Some(1));
                assert_eq!(
                    o.reason,
                    EndReason::SideEmpty {
                        side: 0,
                        remaining: super::super::Remaining::ToOwners
                    }
                );
            }
            t => panic!("expected the game over, got {t:?}"),
        }
    }

    #[test]
    fn source_rule_gives_remaining_seeds_to_the_clearing_player() {
        let mut g = position(
            BasicOptions::default(),
            [0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3],
            [5, 5],
            0,
        );
        let fx = play(&mut g, "F");
        // F's seed goes to the store: South is empty and takes North's 15.
        assert_eq!(g.board.pits(), &[0; 12]);
        assert_eq!(g.board.stores(), [21, 5]);
        assert!(fx.contains(&Effect::Sweep {
            pit: 7,
            count: 3,
            player: 0
        }));
        assert!(matches!(g.turn(), Turn::Over(o) if o.sole_winner() == Some(0)));
        // The extra turn is not announced when the game ends.
        assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
    }

    #[test]
    fn illegal_moves_are_explained_and_change_nothing() {
        let g = position(kalah(), [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 0);
        assert_eq!(g.check(PitMove(0)), Err(IllegalAction::EmptyPit));
        assert_eq!(g.check(PitMove(7)), Err(IllegalAction::NotYourPit));
        assert_eq!(g.check(PitMove(12)), Err(IllegalAction::NoSuchPit));
        let mut h = g.clone();
        assert!(h.apply(PitMove(0), &mut Effects::off()).is_err());
        assert_eq!(h, g);
    }

    #[test]
    fn agreement_gives_each_side_to_its_owner() {
        let mut g = Basic::new(&BasicOptions::default(), 3).unwrap();
        g.end_by_agreement(&mut Effects::off()).unwrap();
        assert_eq!(g.board.stores(), [18, 18]);
        assert!(matches!(g.turn(), Turn::Over(o) if o.sole_winner().is_none()));
        assert_eq!(
            g.end_by_agreement(&mut Effects::off()),
            Err(IllegalAction::GameOver)
        );
    }

    #[test]
    fn rejects_bad_options() {
        let bad = BasicOptions {
            seeds_per_pit: 9,
            ..BasicOptions::default()
        };
        let err = Basic::new(&bad, 0).unwrap_err();
        assert!(err.to_string().contains("3 to 6"), "{err}");
    }
}
