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
    hand: u8,
    dir: Direction,
    rules: SowRules,
    fx: &mut Effects,
) -> Slot {
    let lap = Lap {
        player,
        start,
        origin,
        hand,
        dir,
        rules,
    };
    match sow_lap_with(board, lap, fx, |_, _, _, _| DropFlow::Continue) {
        LapEnd::Last(slot) | LapEnd::Stopped(slot) => slot,
    }
}

/// One lap of sowing: who sows, from where, how many seeds, which way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lap {
    /// The sower (whose store is on the track).
    pub player: usize,
    /// The slot sowing starts after (usually the pit just lifted).
    pub start: Slot,
    /// The pit skipped when `rules.skip_origin` is set.
    pub origin: usize,
    /// Seeds in hand.
    pub hand: u8,
    /// Which way round.
    pub dir: Direction,
    /// Stores and skipping.
    pub rules: SowRules,
}

/// What a per-drop hook tells the sowing to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DropFlow {
    /// Go on sowing.
    Continue,
    /// Stop at once (the hand is abandoned, e.g. a round ended mid-sowing).
    Stop,
}

/// How a lap ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapEnd {
    /// The last seed of the hand fell here.
    Last(Slot),
    /// The hook stopped the sowing after a drop here.
    Stopped(Slot),
}

/// Sows one lap, calling `on_drop(board, slot, seeds_left_in_hand, fx)` after
/// every seed is dropped: games use it for captures made mid-sowing (Oware
/// Nam Nam's fours). The hook sees the board with the seed already dropped.
pub fn sow_lap_with(
    board: &mut PitBoard,
    lap: Lap,
    fx: &mut Effects,
    mut on_drop: impl FnMut(&mut PitBoard, Slot, u8, &mut Effects) -> DropFlow,
) -> LapEnd {
    let Lap {
        player,
        start,
        origin,
        mut hand,
        dir,
        rules,
    } = lap;
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
        if on_drop(board, slot, hand, fx) == DropFlow::Stop {
            return LapEnd::Stopped(slot);
        }
    }
    LapEnd::Last(slot)
}

/// After a lap, what relay sowing does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relay {
    /// Lift this pit and sow its seeds this way.
    Lift { pit: usize, dir: Direction },
    /// The move's sowing is over.
    Done,
}

/// The most laps one move may sow. Relay sowing can go round for ever (in
/// random play about one move in 3,000 of traditional Ayoayo and one in
/// 100,000 of Oware Nam Nam enters a true cycle);
/// a move that reaches this many laps stops where it is and the turn ends
/// with no capture. The longest relay seen to end by itself in random play
/// had 571 laps.
pub const MAX_LAPS: u32 = 1000;

/// How relay sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RelayEnd {
    /// The slot of the last seed sown.
    pub last: Slot,
    /// The direction of the last lap.
    pub dir: Direction,
    /// Laps sown.
    pub laps: u32,
    /// A hook stopped the sowing mid-lap.
    pub stopped: bool,
}

/// Relay (multi-lap) sowing: lifts `first` and sows, then asks
/// `after_lap(board, last_slot, dir, fx)` whether to lift another pit and
/// which way to sow it, until it says [`Relay::Done`], a hook stops the
/// sowing, or [`MAX_LAPS`] is reached. `skip` says whether a lap passes over
/// the pit it was lifted from (`rules.skip_origin` applies to each lap's
/// own pit). Used by Ayoayo, Oware Nam Nam and Giuthi.
#[allow(clippy::too_many_arguments)]
pub fn relay_sow(
    board: &mut PitBoard,
    player: usize,
    first: usize,
    dir: Direction,
    rules: SowRules,
    fx: &mut Effects,
    mut on_drop: impl FnMut(&mut PitBoard, Slot, u8, &mut Effects) -> DropFlow,
    mut after_lap: impl FnMut(&mut PitBoard, Slot, Direction, &mut Effects) -> Relay,
) -> RelayEnd {
    let mut pit = first;
    let mut dir = dir;
    let mut laps = 0;
    loop {
        let hand = board.lift(pit, fx);
        laps += 1;
        let lap = Lap {
            player,
            start: Slot::Pit(pit as u8),
            origin: pit,
            hand,
            dir,
            rules,
        };
        let last = match sow_lap_with(board, lap, fx, &mut on_drop) {
            LapEnd::Stopped(slot) => {
                return RelayEnd {
                    last: slot,
                    dir,
                    laps,
                    stopped: true,
                }
            }
            LapEnd::Last(slot) => slot,
        };
        if laps >= MAX_LAPS {
            return RelayEnd {
                last,
                dir,
                laps,
                stopped: false,
            };
        }
        match after_lap(board, last, dir, fx) {
            Relay::Lift {
                pit: next,
                dir: next_dir,
            } if board.pit(next) > 0 => {
                pit = next;
                dir = next_dir;
            }
            _ => {
                return RelayEnd {
                    last,
                    dir,
                    laps,
                    stopped: false,
                }
            }
        }
    }
}

impl Direction {
    /// The other way round.
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Counterclockwise => Direction::Clockwise,
            Direction::Clockwise => Direction::Counterclockwise,
        }
    }
}

/// The run of opponent pits captured by a last seed in `last` under the
/// "2 or 3" rule (Owari, Mancala): going back from `last` towards the start
/// of the opponent's row while each pit holds 2 or 3. Returns the first pit of
/// the run and the seeds in it, or `None` if `last` is not such a pit.
pub fn capture_run_2_3(board: &PitBoard, player: usize, last: usize) -> Option<(usize, u32)> {
    let opponent = 1 - player;
    if board.side_of(last) != opponent {
        return None;
    }
    let row_start = board.side(opponent).start;
    let mut first = last;
    let mut seeds = 0;
    loop {
        let count = board.pit(first);
        if !(2..=3).contains(&count) {
            first += 1;
            break;
        }
        seeds += count as u32;
        if first == row_start {
            break;
        }
        first -= 1;
    }
    (seeds > 0).then_some((first, seeds))
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
    fn relay_lifts_until_told_to_stop_and_reverses() {
        // A relay that lifts the landing pit while it holds more than one
        // seed, reversing each time (Giuthi's rule).
        let mut board =
            PitBoard::from_counts(&[2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0]).unwrap();
        let mut fx = Effects::recording();
        let end = relay_sow(
            &mut board,
            0,
            0,
            Direction::Counterclockwise,
            SowRules {
                into_own_store: false,
                skip_origin: false,
            },
            &mut fx,
            |_, _, _, _| DropFlow::Continue,
            |board, last, dir, _| match last {
                Slot::Pit(p) if board.pit(p as usize) > 1 => Relay::Lift {
                    pit: p as usize,
                    dir: dir.reversed(),
                },
                _ => Relay::Done,
            },
        );
        // A (2) sows B, C; C now 2: lift, sow clockwise B, A; A was emptied,
        // so the last seed lands in an empty pit.
        assert_eq!(board.pits(), &[1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(end.last, Slot::Pit(0));
        assert_eq!(end.dir, Direction::Clockwise);
        assert_eq!(end.laps, 2);
    }

    #[test]
    fn endless_relay_stops_at_the_lap_limit() {
        let mut board =
            PitBoard::from_counts(&[1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0]).unwrap();
        // A rule that always relays from the landing pit back: A→B makes B 2,
        // lift B clockwise → A gets 1... then lift A again, forever.
        let end = relay_sow(
            &mut board,
            0,
            0,
            Direction::Counterclockwise,
            SowRules {
                into_own_store: false,
                skip_origin: false,
            },
            &mut Effects::off(),
            |_, _, _, _| DropFlow::Continue,
            |_, last, dir, _| match last {
                Slot::Pit(p) => Relay::Lift {
                    pit: p as usize,
                    dir: dir.reversed(),
                },
                Slot::Store(_) => Relay::Done,
            },
        );
        assert_eq!(end.laps, MAX_LAPS);
        assert_eq!(board.board_total(), 2);
    }

    #[test]
    fn a_hook_can_stop_sowing_mid_lap() {
        let mut board = PitBoard::new(6, 0);
        let lap = Lap {
            player: 0,
            start: Slot::Pit(0),
            origin: 0,
            hand: 5,
            dir: Direction::Counterclockwise,
            rules: PLAIN,
        };
        let end = sow_lap_with(&mut board, lap, &mut Effects::off(), |_, slot, _, _| {
            if slot == Slot::Pit(3) {
                DropFlow::Stop
            } else {
                DropFlow::Continue
            }
        });
        assert_eq!(end, LapEnd::Stopped(Slot::Pit(3)));
        assert_eq!(board.board_total(), 3);
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
