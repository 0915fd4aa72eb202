//! Alpha-beta's quiescence search: the captures played out where the
//! search stops ([`AiGame::QUIESCENCE`]).

use super::{exact_value, terminal_value, AlphaBeta, MAX_PLY};
use crate::ai::game::AiGame;
use crate::engine::Turn;

impl<G: AiGame> AlphaBeta<G> {
    /// Where the search stops, in play, in a game that asks for it
    /// ([`AiGame::QUIESCENCE`]): the position's judgement, unless the
    /// player to move gains by capturing (raises their standing at once),
    /// then the best of judging and capturing, for up to `left` captures
    /// in a row. A leaf judged just before a capture misjudges it by the
    /// capture; the player to move may always decline one (stand pat).
    pub(super) fn quiesce(&mut self, ply: usize, mut alpha: i32, mut beta: i32, left: u32) -> i32 {
        let state = &self.stack[ply];
        let player = match state.turn() {
            Turn::Over(outcome) => {
                return terminal_value(state, outcome.winners, ply, self.margins, self.unit)
            }
            Turn::Chance => return self.judge(state),
            Turn::Player(p) => p,
        };
        if let Some(margin) = self
            .endgame
            .as_ref()
            .and_then(|t| crate::ai::tables::exact_margin(t, state))
        {
            return exact_value(margin * self.unit, ply, self.margins);
        }
        let stand = self.judge(state);
        let maximise = player == 0;
        if maximise {
            alpha = alpha.max(stand);
        } else {
            beta = beta.min(stand);
        }
        if alpha >= beta || left == 0 || ply + 1 >= MAX_PLY {
            return stand;
        }
        let before = state.standing(player);
        let mut best = stand;
        let mut moves = std::mem::take(&mut self.moves[ply]);
        self.stack[ply].legal_actions(&mut moves);
        for &action in &moves {
            if !self.play(ply, action) || self.stack[ply + 1].standing(player) <= before {
                continue;
            }
            self.nodes += 1;
            let value = self.quiesce(ply + 1, alpha, beta, left - 1);
            if maximise {
                best = best.max(value);
                alpha = alpha.max(value);
            } else {
                best = best.min(value);
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        self.moves[ply] = moves;
        best
    }
}

#[cfg(test)]
mod tests {
    use super::super::INFINITY;
    use super::*;
    use crate::ai::game::pit_eval::EVAL_UNIT;
    use crate::ai::{FixedClock, Limits};
    use crate::engine::options::preset_named;
    use crate::engine::Effects;
    use rand::Rng;

    /// What [`AlphaBeta::quiesce`] should find at `ply`, without pruning:
    /// the judgement, or the best capture for the player to move (who may
    /// decline them all), for up to `left` captures in a row.
    fn quiesce_by_hand<G: AiGame>(game: &G, ply: usize, left: u32) -> i32 {
        let Turn::Player(player) = game.turn() else {
            let Turn::Over(outcome) = game.turn() else {
                unreachable!("no dice in the store games")
            };
            return terminal_value(game, outcome.winners, ply, false, EVAL_UNIT);
        };
        let stand = game.evaluate();
        if left == 0 {
            return stand;
        }
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let captures = legal.iter().filter_map(|&action| {
            let mut next = game.clone();
            next.apply(action, &mut Effects::off()).unwrap();
            (next.standing(player) > game.standing(player))
                .then(|| quiesce_by_hand(&next, ply + 1, left - 1))
        });
        if player == 0 {
            captures.fold(stand, i32::max)
        } else {
            captures.fold(stand, i32::min)
        }
    }

    /// A game's quiescence, pruned, values every position as the plain
    /// recursion does, and some of them otherwise than the judgement alone
    /// (so the captures are played out at all). The positions: random
    /// games of the preset, every position of their first 120 plies, until
    /// there are 2,000.
    fn quiescence_values_leaves_as_the_plain_recursion_does<G: AiGame>(options: &G::Options) {
        let mut search = AlphaBeta::<G>::new(Limits::default());
        let (mut positions, mut changed) = (0, 0);
        for seed in 0..200u64 {
            if positions >= 2000 {
                break;
            }
            let mut game = G::new(options, seed).unwrap();
            let mut rng = crate::engine::game_rng(seed);
            let mut legal = Vec::new();
            for _ in 0..120 {
                if !matches!(game.turn(), Turn::Player(_)) {
                    break;
                }
                search.begin(&game, Limits::default(), &FixedClock);
                let found = search.quiesce(0, -INFINITY, INFINITY, G::QUIESCENCE);
                assert_eq!(found, quiesce_by_hand(&game, 0, G::QUIESCENCE), "{game:?}");
                positions += 1;
                changed += usize::from(found != game.evaluate());
                game.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len() as u32) as usize];
                game.apply(action, &mut Effects::off()).unwrap();
            }
        }
        assert!(
            positions >= 2000 && changed * 10 > positions,
            "{changed} of {positions}"
        );
    }

    #[test]
    fn owari_quiescence_values_leaves_as_the_plain_recursion_does() {
        use crate::games::owari::{Owari, OwariOptions};
        assert_eq!(Owari::QUIESCENCE, 4);
        let options = preset_named(OwariOptions::presets(), "abapa").unwrap();
        quiescence_values_leaves_as_the_plain_recursion_does::<Owari>(&options);
    }

    /// In Mancala a move that sows into the store raises the standing too,
    /// and is played out like a capture.
    #[test]
    fn mancala_quiescence_values_leaves_as_the_plain_recursion_does() {
        use crate::games::mancala::{Mancala, MancalaOptions};
        assert_eq!(Mancala::QUIESCENCE, 4);
        let options = preset_named(MancalaOptions::presets(), "seed").unwrap();
        quiescence_values_leaves_as_the_plain_recursion_does::<Mancala>(&options);
    }

    #[test]
    fn nam_nam_quiescence_values_leaves_as_the_plain_recursion_does() {
        use crate::games::nam_nam::{NamNam, NamNamOptions};
        assert_eq!(NamNam::QUIESCENCE, 4);
        let options = preset_named(NamNamOptions::presets(), "seed").unwrap();
        quiescence_values_leaves_as_the_plain_recursion_does::<NamNam>(&options);
    }
}
