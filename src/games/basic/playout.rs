//! The Basic Game's random-playout kernel ([`AiGame::fast_playout`]): the
//! same game as the general rules, draw for draw, for every option of the
//! Basic Game on its board of six pits a side, without effects, legality
//! checks or a move list. The board is one `u128`, a byte a slot, seen
//! from the player to move: their pits and store, then the opponent's
//! (turned round, seven bytes, when the turn passes). The mover's track is
//! then always bytes 0 to 12, and a move is one addition of a change
//! computed once for every pit and number of seeds (`Sow`); the legal
//! moves are the non-empty bytes among the first six, and the random
//! choice among them a look-up (`pit_bytes::Moves`).
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
use crate::games::pit_bytes::{byte, count, gather, non_empty, ones, sum6, MOVES, SIDE};

/// Pits a side; slots on a track; bits of the board.
const W: usize = 6;
const TRACK: usize = 2 * W + 1;
const BOARD: u128 = (1 << (8 * (TRACK + 1))) - 1;

/// The sowing of each pit with each count of seeds (`Sow::new`).
static SOW: Sow = Sow::new();

/// What sowing pit `i` with `s` seeds does, for every `i` and `s`: the
/// board's change (added with wrapping, it empties the pit and adds a run
/// of ones along the track, a lap of thirteen once each time round) and
/// the slot of the last seed.
struct Sow {
    delta: [[u128; 256]; 8],
    last: [[u8; 256]; 8],
    /// A last seed's pit and the pit facing it.
    pair: [u128; W],
    /// For a last seed's slot, its byte when it is one of the mover's
    /// pits (none otherwise), and a one there: a last seed in an empty
    /// pit of the mover's is `x & own == one`, one test (never true
    /// elsewhere: `one` has a bit outside `own`).
    own: [u64; 16],
    one: [u64; 16],
}

impl Sow {
    const fn new() -> Sow {
        let mut sow = Sow {
            delta: [[0; 256]; 8],
            last: [[0; 256]; 8],
            pair: [0; W],
            own: [0; 16],
            one: [1 << 63; 16],
        };
        let mut last = 0;
        while last < W {
            sow.own[last] = 0xFF << (8 * last);
            sow.one[last] = 1 << (8 * last);
            sow.pair[last] = (0xFF << (8 * last)) | (0xFF << (8 * (2 * W - last)));
            last += 1;
        }
        let mut i = 0;
        while i < W {
            let mut s = 0;
            while s < 256 {
                let (laps, rest) = (s / TRACK, s % TRACK);
                let mut add = (laps as u128).wrapping_mul(ones(TRACK));
                let mut k = 1;
                while k <= rest {
                    add += 1 << (8 * ((i + k) % TRACK));
                    k += 1;
                }
                sow.delta[i][s] = add.wrapping_sub((s as u128) << (8 * i));
                sow.last[i][s] = ((i + s) % TRACK) as u8;
                s += 1;
            }
            i += 1;
        }
        sow
    }
}

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
        // The mover's non-empty pits, one bit each, and the random choice
        // among them (the general rules' draw: the `k`-th legal move).
        let flags = non_empty(x);
        let (moves, count) = (gather(flags), count(flags));
        if played >= limit || count == 0 {
            return Some(PlayoutEnd {
                actions: played,
                standings: stores(x, mover),
                end: PlayoutStop::Cut,
            });
        }
        let i = MOVES.pick[moves][rng.random_range(0..count) as usize & 7] as usize & 7;
        played += 1;

        // Sowing along the track: one addition of the table's run, whole
        // laps included, the pit emptied.
        let seeds = (x as u64 >> (8 * i)) as u8 as usize;
        x = x.wrapping_add(SOW.delta[i][seeds]);
        let last = SOW.last[i][seeds] as usize;

        // A last seed in the mover's own empty pit captures (the mover's
        // pits are the low word's bytes).
        if x as u64 & SOW.own[last & 15] == SOW.one[last & 15] {
            let facing = 2 * W - last;
            let taken = byte(x, facing);
            if !needs_facing_seeds || taken > 0 {
                x &= !SOW.pair[last];
                x += ((taken + 1) as u128) << (8 * W);
            }
        }

        // A side empty ends the game.
        let side = SIDE * 255;
        if x as u64 & side == 0 || (x >> (8 * (W + 1))) as u64 & side == 0 {
            let left = [sum6(x as u64), sum6((x >> (8 * (W + 1))) as u64)];
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
