//! Owari's random-playout kernel ([`AiGame::fast_playout`]): the same game
//! as the general rules, draw for draw, for every option of Owari on its
//! board of six pits a side, without effects, legality checks or a move
//! list. The pits are one `u128`, a byte a pit, seen from the player to
//! move (their six pits, then the opponent's; turned round when the turn
//! passes), so a move's sowing is one run of ones added (two when it goes
//! round), a lap of eleven seeds one addition, and the board with the
//! player to move in byte 12 is the repetition key. The positions since
//! the last capture are kept in the caller's buffer behind a 64-bit
//! filter, so most positions are known to be new without a scan.
//! `tests.rs` plays it against the general rules.
//!
//! [`AiGame::fast_playout`]: crate::ai::game::AiGame::fast_playout

use rand::Rng;

use super::{GrandSlam, LoopSettlement, Owari, TOTAL};
use crate::ai::game::{PlayoutEnd, PlayoutStop};
use crate::engine::pit_core::PitMoveRules;
use crate::games::pit_bytes::{byte, non_empty, ones, sum6, SIDE};

/// Pits a side, and on the board; the bits of the board.
const W: usize = 6;
const N: usize = 2 * W;
const BOARD: u128 = (1 << (8 * N)) - 1;

/// The board seen from the other player.
#[inline(always)]
fn turned(x: u128) -> u128 {
    ((x >> (8 * W)) | (x << (8 * W))) & BOARD
}

/// Whether the mover has a move that gives the opponent seeds.
#[inline(always)]
fn can_feed(x: u128) -> bool {
    (0..W).any(|i| byte(x, i) as usize >= W - i)
}

/// The filter bit of a repetition key.
#[inline(always)]
fn bit(key: u128) -> u64 {
    let mixed = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    1 << (mixed >> 58)
}

/// The kernel's key of the board seen from `mover`.
#[inline(always)]
fn key(x: u128, mover: usize) -> u128 {
    x | ((mover as u128) << (8 * N))
}

/// The kernel's key of a key of `PitCore::position_key` (the pits, first
/// pit in the highest byte, shifted over the player to move).
fn from_core_key(core_key: u128) -> u128 {
    let pits = (core_key >> 1).to_be_bytes();
    let x = pits[16 - N..]
        .iter()
        .enumerate()
        .fold(0, |x, (pit, &seeds)| x | ((seeds as u128) << (8 * pit)));
    let mover = (core_key & 1) as usize;
    key(if mover == 1 { turned(x) } else { x }, mover)
}

/// The end of a game whose stores, the mover's first, are now `stores`.
fn over(actions: u32, stores: [u32; 2], mover: usize) -> Option<PlayoutEnd> {
    let mut standings = stores.map(|s| s as i32);
    if mover == 1 {
        standings.swap(0, 1);
    }
    let winners = match standings[0].cmp(&standings[1]) {
        std::cmp::Ordering::Greater => 1,
        std::cmp::Ordering::Less => 2,
        std::cmp::Ordering::Equal => 3,
    };
    Some(PlayoutEnd {
        actions,
        standings,
        end: PlayoutStop::Over { winners },
    })
}

/// Each side's seeds to its owner.
fn to_owners(x: u128, stores: &mut [u32; 2]) {
    stores[0] += sum6(x as u64);
    stores[1] += sum6((x >> (8 * W)) as u64);
}

/// See the module's introduction.
pub(super) fn playout<R: Rng>(
    game: &Owari,
    rng: &mut R,
    limit: u32,
    knowledge: bool,
    keys: &mut Vec<u128>,
) -> Option<PlayoutEnd> {
    let core = game.core();
    let board = core.board();
    let total = board.total() + game.set_aside as u32;
    if board.width() != W || total > u8::MAX as u32 {
        return None;
    }
    let mut mover = core.to_move as usize;
    // The stores as the board: the mover's first.
    let mut stores = board.stores().map(u32::from);
    if let Some(outcome) = core.outcome {
        return Some(PlayoutEnd {
            actions: 0,
            standings: stores.map(|s| s as i32),
            end: PlayoutStop::Over {
                winners: outcome.winners,
            },
        });
    }
    let mut x = board
        .pits()
        .iter()
        .enumerate()
        .fold(0, |x, (pit, &seeds)| x | ((seeds as u128) << (8 * pit)));
    if mover == 1 {
        x = turned(x);
        stores.swap(0, 1);
    }
    let options = core.options();
    let slam_captures = options.grand_slam == GrandSlam::Capture;
    let majority = options.stop_at_majority;
    let repetition_limit = options.repetition_limit as usize;
    let split = options.loop_settlement == LoopSettlement::Split;
    keys.clear();
    let mut filter = 0u64;
    for &core_key in core.repetitions.positions() {
        let key = from_core_key(core_key);
        keys.push(key);
        filter |= bit(key);
    }

    let mut played = 0u32;
    loop {
        let standings = || {
            let mut s = stores.map(|s| s as i32);
            if mover == 1 {
                s.swap(0, 1);
            }
            s
        };
        if knowledge {
            if let Some(winner) = (0..2).find(|&s| standings()[s] as u32 * 2 > total) {
                return Some(PlayoutEnd {
                    actions: played,
                    standings: standings(),
                    end: PlayoutStop::Sure(winner),
                });
            }
        }
        // The mover's non-empty pits (a high bit in each such byte), and
        // of those only the ones that reach an empty opponent.
        let mut moves = non_empty(x);
        if (x >> (8 * W)) as u64 & (SIDE * 255) == 0 {
            for i in 0..W {
                if (byte(x, i) as usize) < W - i {
                    moves &= !(0x80 << (8 * i));
                }
            }
        }
        let count = moves.count_ones();
        if played >= limit || count == 0 {
            return Some(PlayoutEnd {
                actions: played,
                standings: standings(),
                end: PlayoutStop::Cut,
            });
        }
        for _ in 0..rng.random_range(0..count) {
            moves &= moves - 1;
        }
        let pit = moves.trailing_zeros() as usize / 8;
        played += 1;

        // Sowing, passing over the origin: whole laps at once.
        let seeds = byte(x, pit) as usize;
        let (laps, rest) = (seeds / (N - 1), seeds % (N - 1));
        x += laps as u128 * ones(N);
        x &= !(0xFF << (8 * pit));
        if rest > 0 {
            let start = pit + 1;
            x += if start + rest <= N {
                ones(rest) << (8 * start)
            } else {
                (ones(N - start) << (8 * start)) | ones(start + rest - N)
            };
        }
        let last = (pit + (seeds - 1) % (N - 1) + 1) % N;

        // Twos and threes back along the opponent's row from the last pit.
        let mut captured = 0;
        if last >= W {
            let mut first = last + 1;
            while first > W && (2..=3).contains(&byte(x, first - 1)) {
                first -= 1;
                captured += byte(x, first);
            }
            if captured > 0 {
                let grand_slam = captured == sum6((x >> (8 * W)) as u64);
                if grand_slam && !slam_captures {
                    captured = 0;
                } else {
                    x &= !((ones(last + 1 - first) * 0xFF) << (8 * first));
                    stores[0] += captured;
                }
            }
        }
        x = turned(x);
        stores.swap(0, 1);
        mover = 1 - mover;

        let [a, b] = stores.map(|s| s * 2);
        if majority && (a > TOTAL || b > TOTAL || (a == TOTAL && b == TOTAL)) {
            to_owners(x, &mut stores);
            return over(played, stores, mover);
        }
        // A player without seeds passes; a player who cannot feed ends it.
        let empty = |x: u128| x as u64 & (SIDE * 255) == 0;
        let stuck = if empty(x) {
            x = turned(x);
            stores.swap(0, 1);
            mover = 1 - mover;
            !can_feed(x)
        } else {
            empty(turned(x)) && !can_feed(x)
        };
        if stuck {
            to_owners(x, &mut stores);
            return over(played, stores, mover);
        }

        // The repetition rule, on the positions since the last capture.
        if captured > 0 {
            keys.clear();
            filter = 0;
        }
        let key = key(x, mover);
        let bit = bit(key);
        let occurrence = if filter & bit == 0 {
            1
        } else {
            1 + keys.iter().filter(|&&k| k == key).count()
        };
        filter |= bit;
        keys.push(key);
        if occurrence >= repetition_limit {
            if split {
                let left = sum6(x as u64) + sum6((x >> (8 * W)) as u64);
                stores[0] += left / 2;
                stores[1] += left / 2;
            } else {
                to_owners(x, &mut stores);
            }
            return over(played, stores, mover);
        }
    }
}
