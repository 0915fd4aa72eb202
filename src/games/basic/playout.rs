//! The Basic Game's random-playout kernel ([`AiGame::fast_playout`]): the
//! same game as the general rules, draw for draw, for every option of the
//! Basic Game on its board of six pits a side, without effects, legality
//! checks or a move list. The board is one `u128`, a byte a slot, seen
//! from the player to move: their pits and store, then the opponent's
//! (turned round, seven bytes, when the turn passes). The mover's track is
//! then always bytes 0 to 12: a move adds one run of ones (two when it goes
//! round), and a lap of thirteen seeds is one addition; the legal moves
//! are the non-empty bytes among the first six.
//!
//! No repetition is counted: a position can only come back while the
//! stores stay unchanged, and a move that changes no store only moves seeds
//! rightwards along the mover's own row, so every such move raises the sum
//! of the seeds' places in their rows and no position comes twice between
//! two store changes. `tests.rs` plays it against the general rules.
//!
//! [`AiGame::fast_playout`]: crate::ai::game::AiGame::fast_playout

use rand::Rng;

use super::{Basic, RemainingTo};
use crate::ai::game::{PlayoutEnd, PlayoutStop};
use crate::engine::pit_core::PitMoveRules;
use crate::games::pit_bytes::{byte, non_empty, ones, sum6};

/// Pits a side; slots on a track; bits of the board.
const W: usize = 6;
const TRACK: usize = 2 * W + 1;
const BOARD: u128 = (1 << (8 * (TRACK + 1))) - 1;

/// The board seen from the other player.
#[inline(always)]
fn turned(x: u128) -> u128 {
    ((x >> 56) | (x << 56)) & BOARD
}

/// South's and North's stores, the mover being `mover`.
#[inline(always)]
fn stores(x: u128, mover: usize) -> [i32; 2] {
    let mut s = [byte(x, W) as i32, byte(x, TRACK) as i32];
    if mover == 1 {
        s.swap(0, 1);
    }
    s
}

/// See the module's introduction.
pub(super) fn playout<R: Rng>(
    game: &Basic,
    rng: &mut R,
    limit: u32,
    knowledge: bool,
) -> Option<PlayoutEnd> {
    let core = game.core();
    let board = core.board();
    let total = board.total();
    if board.width() != W || total > u8::MAX as u32 {
        return None;
    }
    let mut mover = core.to_move as usize;
    let mut x = 0u128;
    for (pit, &seeds) in board.pits().iter().enumerate() {
        x |= (seeds as u128) << (8 * (pit + pit / W));
    }
    x |= ((board.store(0) as u128) << (8 * W)) | ((board.store(1) as u128) << (8 * TRACK));
    if mover == 1 {
        x = turned(x);
    }
    if let Some(outcome) = core.outcome {
        return Some(PlayoutEnd {
            actions: 0,
            standings: stores(x, mover),
            end: PlayoutStop::Over {
                winners: outcome.winners,
            },
        });
    }
    let needs_facing_seeds = core.options().capture_needs_opposite_seeds;
    let to_clearing_player = core.options().remaining_to == RemainingTo::ClearingPlayer;

    let mut played = 0u32;
    loop {
        if knowledge {
            let standings = stores(x, mover);
            if let Some(winner) = (0..2).find(|&s| standings[s] as u32 * 2 > total) {
                return Some(PlayoutEnd {
                    actions: played,
                    standings,
                    end: PlayoutStop::Sure(winner),
                });
            }
        }
        // The non-empty pits of the mover: a high bit in each such byte.
        let mut moves = non_empty(x);
        let count = moves.count_ones();
        if played >= limit || count == 0 {
            return Some(PlayoutEnd {
                actions: played,
                standings: stores(x, mover),
                end: PlayoutStop::Cut,
            });
        }
        for _ in 0..rng.random_range(0..count) {
            moves &= moves - 1;
        }
        let i = moves.trailing_zeros() as usize / 8;
        played += 1;

        // Sowing along the track, whole laps at once.
        let seeds = byte(x, i) as usize;
        x &= !(0xFF << (8 * i));
        let (laps, rest) = (seeds / TRACK, seeds % TRACK);
        x += laps as u128 * ones(TRACK);
        if rest > 0 {
            let start = i + 1;
            x += if start + rest <= TRACK {
                ones(rest) << (8 * start)
            } else {
                (ones(TRACK - start) << (8 * start)) | ones(start + rest - TRACK)
            };
        }
        let last = (i + seeds) % TRACK;

        // A last seed in the mover's own empty pit captures.
        if last < W && byte(x, last) == 1 {
            let facing = 2 * W - last;
            let taken = byte(x, facing);
            if !needs_facing_seeds || taken > 0 {
                x &= !((0xFF << (8 * last)) | (0xFF << (8 * facing)));
                x += ((taken + 1) as u128) << (8 * W);
            }
        }

        // A side empty ends the game.
        let left = [sum6(x as u64), sum6((x >> (8 * (W + 1))) as u64)];
        if left[0] == 0 || left[1] == 0 {
            let (own, other) = if to_clearing_player {
                let all = left[0] + left[1];
                if left[0] == 0 {
                    (all, 0)
                } else {
                    (0, all)
                }
            } else {
                (left[0], left[1])
            };
            x += ((own as u128) << (8 * W)) | ((other as u128) << (8 * TRACK));
            let standings = stores(x, mover);
            let winners = match standings[0].cmp(&standings[1]) {
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Less => 2,
                std::cmp::Ordering::Equal => 3,
            };
            return Some(PlayoutEnd {
                actions: played,
                standings,
                end: PlayoutStop::Over { winners },
            });
        }
        if last != W {
            x = turned(x);
            mover = 1 - mover;
        }
    }
}
