//! The sowing core shared by every pit game.
//!
//! A lap drops the seeds of the hand one by one into successive slots along
//! the track. The track is the ring of pits, with a player's store after
//! their last pit when the rules sow into it; an opponent's store is never
//! sown into. The origin pit can be skipped on a lap. Games call [`sow_lap`]
//! once for single-lap sowing and repeatedly for relay sowing.

use super::board::PitBoard;
use super::{Effect, Effects, Slot};

/// Which way sowing goes round the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Counterclockwise: South's pits left to right, then North's.
    Counterclockwise,
    /// Clockwise: the reverse.
    Clockwise,
}

/// How a lap is sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SowRules {
    /// The sower drops a seed into their own store when passing it.
    pub into_own_store: bool,
    /// The pit the move started from is passed over on a lap.
    pub skip_origin: bool,
}

/// The slot after `slot` on `player`'s track.
#[inline]
pub fn next_slot(
    board: &PitBoard,
    player: usize,
    slot: Slot,
    dir: Direction,
    rules: SowRules,
) -> Slot {
    let width = board.width();
    let n = board.num_pits();
    match (slot, dir) {
        (Slot::Store(side), Direction::Counterclockwise) => {
            Slot::Pit((((side as usize + 1) % 2) * width) as u8)
        }
        (Slot::Store(side), Direction::Clockwise) => {
            Slot::Pit(((side as usize + 1) * width - 1) as u8)
        }
        (Slot::Pit(pit), Direction::Counterclockwise) => {
            let pit = pit as usize;
            let side = pit / width;
            if pit == (side + 1) * width - 1 && side == player && rules.into_own_store {
                Slot::Store(side as u8)
            } else {
                Slot::Pit(((pit + 1) % n) as u8)
            }
        }
        (Slot::Pit(pit), Direction::Clockwise) => {
            let pit = pit as usize;
            let side = pit / width;
            // Clockwise, the slot before a side's first pit is the other
            // side's store.
            let store_side = 1 - side;
            if pit == side * width && store_side == player && rules.into_own_store {
                Slot::Store(store_side as u8)
            } else {
                Slot::Pit(((pit + n - 1) % n) as u8)
            }
        }
    }
}

/// Sows `hand` seeds for `player`, one per slot, starting after `start`.
/// `origin` is the pit passed over when `rules.skip_origin` is set. Returns
/// the slot that received the last seed (`start` itself if `hand` is 0).
#[allow(clippy::too_many_arguments)]
pub fn sow_lap(
    board: &mut PitBoard,
    player: usize,
    start: Slot,
    origin: usize,
    mut hand: u8,
    dir: Direction,
    rules: SowRules,
    fx: &mut Effects,
) -> Slot {
    let mut slot = start;
    while hand > 0 {
        slot = next_slot(board, player, slot, dir, rules);
        if rules.skip_origin && slot == Slot::Pit(origin as u8) {
            fx.push(Effect::Skip { pit: origin as u8 });
            continue;
        }
        match slot {
            Slot::Pit(pit) => board.add_to_pit(pit as usize),
            Slot::Store(side) => board.add_to_store(side as usize),
        }
        fx.push(Effect::Drop { slot });
        hand -= 1;
    }
    slot
}

#[cfg(test)]
mod tests {
    use super::*;

    const STORES: SowRules = SowRules {
        into_own_store: true,
        skip_origin: false,
    };
    const PLAIN: SowRules = SowRules {
        into_own_store: false,
        skip_origin: true,
    };

    fn track(player: usize, dir: Direction, rules: SowRules, steps: usize) -> Vec<Slot> {
        let board = PitBoard::new(6, 0);
        let mut slot = Slot::Pit(0);
        (0..steps)
            .map(|_| {
                slot = next_slot(&board, player, slot, dir, rules);
                slot
            })
            .collect()
    }

    #[test]
    fn south_track_passes_own_store_only() {
        let t = track(0, Direction::Counterclockwise, STORES, 13);
        assert_eq!(t[4], Slot::Pit(5));
        assert_eq!(t[5], Slot::Store(0));
        assert_eq!(t[6], Slot::Pit(6));
        assert_eq!(t[11], Slot::Pit(11));
        assert_eq!(t[12], Slot::Pit(0), "North's store is not on South's track");
    }

    #[test]
    fn north_track_passes_own_store_only() {
        let t = track(1, Direction::Counterclockwise, STORES, 13);
        assert_eq!(t[4], Slot::Pit(5));
        assert_eq!(t[5], Slot::Pit(6), "South's store is not on North's track");
        assert_eq!(t[10], Slot::Pit(11));
        assert_eq!(t[11], Slot::Store(1));
        assert_eq!(t[12], Slot::Pit(0));
    }

    #[test]
    fn clockwise_is_the_reverse_track() {
        let t = track(0, Direction::Clockwise, STORES, 3);
        // Clockwise from A: South's store sits after F, so from A we reach
        // North's f, then e.
        assert_eq!(t, vec![Slot::Pit(11), Slot::Pit(10), Slot::Pit(9)]);
        let t = track(1, Direction::Clockwise, STORES, 2);
        assert_eq!(t, vec![Slot::Store(1), Slot::Pit(11)]);
    }

    #[test]
    fn lap_skips_origin() {
        let mut board = PitBoard::new(6, 0);
        let mut fx = Effects::recording();
        let last = sow_lap(
            &mut board,
            0,
            Slot::Pit(2),
            2,
            12,
            Direction::Counterclockwise,
            PLAIN,
            &mut fx,
        );
        assert_eq!(last, Slot::Pit(3));
        assert_eq!(board.pits(), &[1, 1, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
        assert!(fx.list().contains(&Effect::Skip { pit: 2 }));
    }
}
