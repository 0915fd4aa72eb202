//! Owari's random-playout kernel ([`AiGame::fast_playout`]): the same game
//! as the general rules, draw for draw, for every option of Owari on its
//! board of six pits a side, without effects, legality checks or a move
//! list. The pits are one `u128`, a byte a pit, seen from the player to
//! move (their six pits, then the opponent's; turned round when the turn
//! passes), so a move's sowing is one addition of a change computed once
//! for every pit and number of seeds (`Sow`), and the board with the
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
use crate::games::pit_bytes::{byte, count, gather, non_empty, ones, sum6, MOVES, SIDE};

/// Pits a side, and on the board; the bits of the board.
const W: usize = 6;
const N: usize = 2 * W;
const BOARD: u128 = (1 << (8 * N)) - 1;

/// The sowing of each pit with each count of seeds.
static SOW: Sow = Sow::new();

/// What sowing pit `i` with `s` seeds does, for every `i` and `s`: the
/// board's change (added with wrapping, it empties the pit and adds a run
/// of ones round the board, passing over the pit, a lap of eleven once
/// each time round) and the pit of the last seed.
struct Sow {
    delta: [[u128; 256]; 8],
    last: [[u8; 256]; 8],
}

impl Sow {
    const fn new() -> Sow {
        let mut sow = Sow {
            delta: [[0; 256]; 8],
            last: [[0; 256]; 8],
        };
        let mut i = 0;
        while i < W {
            let mut s = 1;
            while s < 256 {
                let (laps, rest) = (s / (N - 1), s % (N - 1));
                let lap = ones(N) - (1 << (8 * i));
                let mut add = (laps as u128).wrapping_mul(lap);
                let mut k = 1;
                while k <= rest {
                    add += 1 << (8 * ((i + k) % N));
                    k += 1;
                }
                sow.delta[i][s] = add.wrapping_sub((s as u128) << (8 * i));
                sow.last[i][s] = ((i + (s - 1) % (N - 1) + 1) % N) as u8;
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
    ((x >> (8 * W)) | (x << (8 * W))) & BOARD
}

/// Whether the mover has a move that gives the opponent seeds.
#[inline(always)]
fn can_feed(x: u128) -> bool {
    (0..W).any(|i| byte(x, i) as usize >= W - i)
}

/// The filter's word and bit of a repetition key (256 bits in all, so
/// that a playout's positions since a capture seldom fill it).
#[inline(always)]
fn bit(key: u128) -> (usize, u64) {
    let mixed = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    ((mixed >> 62) as usize, 1 << ((mixed >> 56) & 63))
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
    let mut filter = [0u64; 4];
    for &core_key in core.repetitions.positions() {
        let key = from_core_key(core_key);
        keys.push(key);
        let (word, bit) = bit(key);
        filter[word] |= bit;
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
        // of those only the ones that reach an empty opponent; then the
        // general rules' draw, the `k`-th of them.
        let mut moves = non_empty(x);
        if (x >> (8 * W)) as u64 & (SIDE * 255) == 0 {
            for i in 0..W {
                if (byte(x, i) as usize) < W - i {
                    moves &= !(0x80 << (8 * i));
                }
            }
        }
        let (moves, count) = (gather(moves), count(moves));
        if played >= limit || count == 0 {
            return Some(PlayoutEnd {
                actions: played,
                standings: standings(),
                end: PlayoutStop::Cut,
            });
        }
        let pit = MOVES.pick[moves][rng.random_range(0..count) as usize & 7] as usize & 7;
        played += 1;

        // Sowing, passing over the origin: one addition of the table's run.
        let seeds = (x as u64 >> (8 * pit)) as u8 as usize;
        x = x.wrapping_add(SOW.delta[pit][seeds]);
        let last = SOW.last[pit][seeds] as usize;

        // Twos and threes back along the opponent's row from the last pit,
        // found without a loop: a high bit in each pit holding two or
        // three; the run begins above the nearest pit below the last one
        // that holds neither.
        let mut captured = 0;
        if last >= W {
            let end = 8 * (last - W);
            let opponent = (x >> (8 * W)) as u64 & (SIDE * 255);
            let twos =
                !non_empty(((opponent & (SIDE * 0xFE)) ^ (SIDE * 2)) as u128) & (SIDE * 0x80);
            if twos >> (end + 7) & 1 == 1 {
                let to = (1u64 << (end + 8)) - 1;
                let breaks = !twos & (SIDE * 0x80) & to;
                let from = if breaks == 0 {
                    0
                } else {
                    8 * ((63 - breaks.leading_zeros()) / 8 + 1)
                };
                let run = to & !((1u64 << from) - 1);
                captured = sum6(opponent & run);
                let grand_slam = opponent & !run == 0;
                if grand_slam && !slam_captures {
                    captured = 0;
                } else {
                    x &= !((run as u128) << (8 * W));
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
            filter = [0; 4];
        }
        let key = key(x, mover);
        let (word, bit) = bit(key);
        let occurrence = if filter[word] & bit == 0 {
            1
        } else {
            1 + keys.iter().filter(|&&k| k == key).count()
        };
        filter[word] |= bit;
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
