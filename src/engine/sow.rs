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
        fx.push(Effect::Drop { slot, colour: None });
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

/// Laps a relay sows before it starts looking for a cycle. Ordinary moves
/// stay below it (in random play of traditional Ayoayo, the game where
/// relays run longest, about one move in 3,000 goes past it; in Oware Nam
/// Nam and Giuthi far fewer), so they pay nothing for the check but a lap
/// count and one copy of the board. The result of a move never depends on this number:
/// a cycle found later is traced back to its first lap all the same.
pub const CYCLE_CHECK_AFTER: u32 = 64;

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
    /// The relay came back to a state it had already reached during the move
    /// and was stopped there (see [`relay_sow`]): no capture follows.
    pub cycled: bool,
}

/// The state of a relay between two laps: everything that decides the rest
/// of the move. Fixed-size, so keeping copies allocates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Between {
    board: PitBoard,
    pit: usize,
    dir: Direction,
}

/// How one lap of a relay ended.
#[derive(Clone, Copy)]
enum LapOutcome {
    /// A hook stopped the sowing after a drop here.
    Stopped(Slot),
    /// The last seed fell here and the relay is over.
    Done(Slot),
    /// The last seed fell at `last`; `pit` is lifted next, sown `dir`.
    Lift {
        last: Slot,
        pit: usize,
        dir: Direction,
    },
}

/// Relay (multi-lap) sowing: lifts `first` and sows, then asks
/// `after_lap(board, last_slot, dir, fx)` whether to lift another pit and
/// which way to sow it, until it says [`Relay::Done`] or a hook stops the
/// sowing. `rules.skip_origin` makes each lap pass over the pit that lap was
/// lifted from. Used by Ayoayo, Oware Nam Nam and Giuthi.
///
/// A relay can go round for ever. It is stopped the moment it comes back to
/// a state it was already in during the move: the same board (stores
/// included), the same pit about to be lifted and the same direction. The
/// board is left as it is then (which may be the board from before the
/// move), the end is marked [`RelayEnd::cycled`] and an
/// [`Effect::RelayCycle`] is reported. No lap count decides this: after
/// [`CYCLE_CHECK_AFTER`] laps, Brent's method watches the states between
/// laps and finds the cycle's length λ; the move is then replayed from its
/// start on a copy to find μ, the first lap whose state comes back, and it
/// ends after lap μ + λ. That replay, and a last one that records the
/// effects of exactly those laps, call the hooks again for laps they have
/// seen already: hooks must only change the board and note facts that a
/// lap sown again notes the same way (which pits received seeds).
#[allow(clippy::too_many_arguments)]
pub fn relay_sow(
    board: &mut PitBoard,
    player: usize,
    first: usize,
    dir: Direction,
    rules: SowRules,
    fx: &mut Effects,
    on_drop: impl FnMut(&mut PitBoard, Slot, u8, &mut Effects) -> DropFlow,
    after_lap: impl FnMut(&mut PitBoard, Slot, Direction, &mut Effects) -> Relay,
) -> RelayEnd {
    let mut relayer = Relayer {
        player,
        rules,
        on_drop,
        after_lap,
    };
    relayer.sow(board, first, dir, fx, CYCLE_CHECK_AFTER)
}

/// What stays the same through every lap of a relay: who sows, the rules
/// of a lap and the hooks.
struct Relayer<D, A> {
    player: usize,
    rules: SowRules,
    on_drop: D,
    after_lap: A,
}

impl<D, A> Relayer<D, A>
where
    D: FnMut(&mut PitBoard, Slot, u8, &mut Effects) -> DropFlow,
    A: FnMut(&mut PitBoard, Slot, Direction, &mut Effects) -> Relay,
{
    /// [`relay_sow`], with the number of laps before the cycle check starts
    /// as a parameter (the tests vary it to show it changes nothing).
    fn sow(
        &mut self,
        board: &mut PitBoard,
        first: usize,
        dir: Direction,
        fx: &mut Effects,
        check_after: u32,
    ) -> RelayEnd {
        let start = Between {
            board: board.clone(),
            pit: first,
            dir,
        };
        let mark = fx.mark();
        let mut pit = first;
        let mut dir = dir;
        let mut laps: u32 = 0;
        // Brent's cycle detection on the states between laps: `tortoise` is
        // a saved state, `power` how far the current stretch may go from it,
        // `steps` how far it has gone.
        let mut tortoise: Option<Between> = None;
        let (mut power, mut steps) = (1u32, 0u32);
        let cycle = loop {
            let lap_dir = dir;
            laps = laps.saturating_add(1);
            let outcome = self.lap(board, pit, dir, fx);
            match outcome {
                LapOutcome::Stopped(last) | LapOutcome::Done(last) => {
                    return RelayEnd {
                        last,
                        dir: lap_dir,
                        laps,
                        stopped: matches!(outcome, LapOutcome::Stopped(_)),
                        cycled: false,
                    }
                }
                LapOutcome::Lift {
                    pit: next,
                    dir: next_dir,
                    ..
                } => {
                    pit = next;
                    dir = next_dir;
                }
            }
            if laps < check_after.max(1) {
                continue;
            }
            let Some(saved) = tortoise.as_mut() else {
                tortoise = Some(Between {
                    board: board.clone(),
                    pit,
                    dir,
                });
                continue;
            };
            steps += 1;
            if saved.board == *board && saved.pit == pit && saved.dir == dir {
                break steps;
            }
            if steps == power {
                saved.board.clone_from(board);
                saved.pit = pit;
                saved.dir = dir;
                power = power.saturating_mul(2);
                steps = 0;
            }
        };
        self.end_cycle(board, &start, cycle, fx, mark)
    }

    /// Lifts `pit`, sows it `dir` and asks `after_lap` what comes next.
    fn lap(
        &mut self,
        board: &mut PitBoard,
        pit: usize,
        dir: Direction,
        fx: &mut Effects,
    ) -> LapOutcome {
        let hand = board.lift(pit, fx);
        let lap = Lap {
            player: self.player,
            start: Slot::Pit(pit as u8),
            origin: pit,
            hand,
            dir,
            rules: self.rules,
        };
        let last = match sow_lap_with(board, lap, fx, &mut self.on_drop) {
            LapEnd::Stopped(slot) => return LapOutcome::Stopped(slot),
            LapEnd::Last(slot) => slot,
        };
        match (self.after_lap)(board, last, dir, fx) {
            Relay::Lift {
                pit: next,
                dir: next_dir,
            } if board.pit(next) > 0 => LapOutcome::Lift {
                last,
                pit: next,
                dir: next_dir,
            },
            _ => LapOutcome::Done(last),
        }
    }

    /// Ends a relay found to cycle with length `cycle`: finds the first lap
    /// μ whose state comes back, and leaves `board` as it is after lap
    /// μ + λ (the same as after lap μ), with that many laps' effects
    /// recorded.
    fn end_cycle(
        &mut self,
        board: &mut PitBoard,
        start: &Between,
        cycle: u32,
        fx: &mut Effects,
        mark: usize,
    ) -> RelayEnd {
        let mut off = Effects::off();
        // Sows one more lap of a state kept on the side. Every lap up to the
        // detection went on to another lift, so these do too.
        let mut step = |state: &mut Between| match self.lap(
            &mut state.board,
            state.pit,
            state.dir,
            &mut off,
        ) {
            LapOutcome::Lift { pit, dir, .. } => {
                state.pit = pit;
                state.dir = dir;
                true
            }
            LapOutcome::Stopped(_) | LapOutcome::Done(_) => false,
        };
        let mut behind = start.clone();
        let mut ahead = start.clone();
        for _ in 0..cycle {
            step(&mut ahead);
        }
        let mut first_repeat: u32 = 0;
        while behind != ahead && step(&mut behind) && step(&mut ahead) {
            first_repeat += 1;
        }
        let laps = first_repeat.saturating_add(cycle);

        // Sow those laps once more on the board itself, recording their
        // effects in place of what the search recorded.
        board.clone_from(&start.board);
        fx.rewind(mark);
        let (mut pit, mut dir) = (start.pit, start.dir);
        let mut end = RelayEnd {
            last: Slot::Pit(pit as u8),
            dir,
            laps,
            stopped: false,
            cycled: true,
        };
        for _ in 0..laps {
            end.dir = dir;
            match self.lap(board, pit, dir, fx) {
                LapOutcome::Lift {
                    last,
                    pit: next,
                    dir: next_dir,
                } => {
                    end.last = last;
                    pit = next;
                    dir = next_dir;
                }
                LapOutcome::Stopped(last) | LapOutcome::Done(last) => {
                    end.last = last;
                    break;
                }
            }
        }
        fx.push(Effect::RelayCycle { laps });
        end
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
        assert!(!end.cycled);
    }

    /// A seed that makes 3 in a pit while more are in hand sends the three
    /// to South's store (a capture mid-sowing, so the board before a cycle
    /// need not come back).
    fn threes(board: &mut PitBoard, slot: Slot, hand: u8, fx: &mut Effects) -> DropFlow {
        if let Slot::Pit(p) = slot {
            if hand > 0 && board.pit(p as usize) == 3 {
                board.capture(p as usize, 0, fx);
            }
        }
        DropFlow::Continue
    }

    /// A relay that always lifts the pit its last seed fell in and turns
    /// round, capturing [`threes`]: it can never end, so it must cycle.
    fn endless(board: &mut PitBoard, fx: &mut Effects, check_after: u32) -> RelayEnd {
        let mut relayer = Relayer {
            player: 0,
            rules: SowRules {
                into_own_store: false,
                skip_origin: false,
            },
            on_drop: threes,
            after_lap: |_: &mut PitBoard, last, dir: Direction, _: &mut Effects| match last {
                Slot::Pit(p) => Relay::Lift {
                    pit: p as usize,
                    dir: dir.reversed(),
                },
                Slot::Store(_) => Relay::Done,
            },
        };
        relayer.sow(board, 0, Direction::Counterclockwise, fx, check_after)
    }

    /// The states between laps of [`endless`], kept in a set until one
    /// comes back: the lap it comes back after and the board then (test
    /// only: it allocates).
    fn first_repeat(board: &PitBoard) -> (u32, PitBoard) {
        let mut board = board.clone();
        let (mut pit, mut dir) = (0, Direction::Counterclockwise);
        let mut seen = std::collections::HashSet::from([(board.clone(), pit, dir)]);
        loop {
            let hand = board.lift(pit, &mut Effects::off());
            let lap = Lap {
                player: 0,
                start: Slot::Pit(pit as u8),
                origin: pit,
                hand,
                dir,
                rules: SowRules {
                    into_own_store: false,
                    skip_origin: false,
                },
            };
            let LapEnd::Last(Slot::Pit(p)) =
                sow_lap_with(&mut board, lap, &mut Effects::off(), threes)
            else {
                unreachable!("no stores on this track and no stop")
            };
            (pit, dir) = (p as usize, dir.reversed());
            if !seen.insert((board.clone(), pit, dir)) {
                return (seen.len() as u32, board);
            }
        }
    }

    #[test]
    fn an_endless_relay_stops_where_it_first_comes_back() {
        for pits in [
            [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [3, 0, 2, 0, 1, 0, 0, 4, 0, 0, 1, 0],
            [5, 1, 1, 0, 2, 0, 3, 0, 0, 1, 0, 2],
            [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
            [9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3],
        ] {
            let start = PitBoard::from_counts(&pits, [3, 4]).unwrap();
            let (laps, expected) = first_repeat(&start);
            let mut recorded = None;
            // Where the check starts changes nothing.
            for check_after in [0, 1, 2, 5, CYCLE_CHECK_AFTER, 1000] {
                let mut board = start.clone();
                let mut fx = Effects::recording();
                let end = endless(&mut board, &mut fx, check_after);
                assert!(end.cycled && !end.stopped, "{pits:?}");
                assert_eq!(end.laps, laps, "{pits:?} from {check_after}");
                assert_eq!(board, expected, "{pits:?} from {check_after}");
                let fx = fx.take();
                // Exactly the laps sown are recorded, then the reason.
                let lifts = fx.iter().filter(|e| matches!(e, Effect::Lift { .. }));
                assert_eq!(lifts.count(), laps as usize);
                assert_eq!(fx.last(), Some(&Effect::RelayCycle { laps }));
                match &recorded {
                    None => recorded = Some(fx),
                    Some(first) => assert_eq!(first, &fx),
                }
                let mut quiet = start.clone();
                assert_eq!(endless(&mut quiet, &mut Effects::off(), check_after), end);
                assert_eq!(quiet, expected);
            }
        }
    }

    #[test]
    fn a_relay_back_at_its_start_leaves_the_board_as_it_was() {
        // A's seed goes to B; B's goes back clockwise to A, and A is about to
        // be lifted counterclockwise again on the board of the start.
        let start = PitBoard::from_counts(&[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], [2, 0]).unwrap();
        let mut board = start.clone();
        let mut fx = Effects::recording();
        let end = endless(&mut board, &mut fx, CYCLE_CHECK_AFTER);
        assert_eq!(board, start);
        assert_eq!(
            end,
            RelayEnd {
                last: Slot::Pit(0),
                dir: Direction::Clockwise,
                laps: 2,
                stopped: false,
                cycled: true,
            }
        );
        assert_eq!(
            fx.take(),
            [
                Effect::Lift { pit: 0, count: 1 },
                Effect::Drop {
                    slot: Slot::Pit(1),
                    colour: None
                },
                Effect::Lift { pit: 1, count: 1 },
                Effect::Drop {
                    slot: Slot::Pit(0),
                    colour: None
                },
                Effect::RelayCycle { laps: 2 },
            ]
        );
        assert_eq!(first_repeat(&start), (2, start));
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
