//! Owari's random-playout kernel ([`AiGame::fast_playout`]): the same game
//! as the general rules, draw for draw, for every option of Owari on its
//! board of six pits a side, without effects, legality checks or a move
//! list. The pits are a fixed array (with the player to move in byte 12,
//! so the array is the repetition key), a lap of eleven seeds is added to
//! every pit at once, and the positions since the last capture are kept in
//! the caller's buffer behind a 64-bit filter, so most positions are known
//! to be new without a scan. `tests.rs` plays it against the general rules.
//!
//! [`AiGame::fast_playout`]: crate::ai::game::AiGame::fast_playout

use rand::Rng;

use super::{GrandSlam, LoopSettlement, Owari, TOTAL};
use crate::ai::game::{PlayoutEnd, PlayoutStop};
use crate::engine::pit_core::PitMoveRules;

/// Pits a side, and on the board.
const W: usize = 6;
const N: usize = 2 * W;

/// Seeds on one side.
#[inline(always)]
fn side_total(p: &[u8; 16], side: usize) -> u32 {
    p[side * W..side * W + W].iter().map(|&s| s as u32).sum()
}

/// Whether `player` has a move that gives the opponent seeds.
#[inline(always)]
fn can_feed(p: &[u8; 16], player: usize) -> bool {
    (0..W).any(|i| p[player * W + i] as usize >= W - i)
}

/// The filter bit of a repetition key.
#[inline(always)]
fn bit(key: u128) -> u64 {
    let mixed = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    1 << (mixed >> 58)
}

/// The kernel's key of a key of `PitCore::position_key` (the pits, first
/// pit in the highest byte, shifted over the player to move).
fn from_core_key(key: u128) -> u128 {
    let pits = (key >> 1).to_be_bytes();
    let mut p = [0u8; 16];
    p[..N].copy_from_slice(&pits[16 - N..]);
    p[N] = (key & 1) as u8;
    u128::from_le_bytes(p)
}

/// The end of a game whose stores are now `stores`.
fn over(actions: u32, stores: [u32; 2]) -> Option<PlayoutEnd> {
    let winners = match stores[0].cmp(&stores[1]) {
        std::cmp::Ordering::Greater => 1,
        std::cmp::Ordering::Less => 2,
        std::cmp::Ordering::Equal => 3,
    };
    Some(PlayoutEnd {
        actions,
        standings: stores.map(|s| s as i32),
        end: PlayoutStop::Over { winners },
    })
}

/// Each side's seeds to its owner.
fn to_owners(p: &[u8; 16], stores: &mut [u32; 2]) {
    stores[0] += side_total(p, 0);
    stores[1] += side_total(p, 1);
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
    let options = core.options();
    let slam_captures = options.grand_slam == GrandSlam::Capture;
    let majority = options.stop_at_majority;
    let repetition_limit = options.repetition_limit as usize;
    let split = options.loop_settlement == LoopSettlement::Split;

    let mut p = [0u8; 16];
    p[..N].copy_from_slice(board.pits());
    let mut mover = core.to_move as usize;
    keys.clear();
    let mut filter = 0u64;
    for &key in core.repetitions.positions() {
        let key = from_core_key(key);
        keys.push(key);
        filter |= bit(key);
    }

    let mut played = 0u32;
    loop {
        if knowledge {
            if let Some(winner) = (0..2).find(|&s| stores[s] * 2 > total) {
                return Some(PlayoutEnd {
                    actions: played,
                    standings: stores.map(|s| s as i32),
                    end: PlayoutStop::Sure(winner),
                });
            }
        }
        let base = mover * W;
        let must_feed = side_total(&p, 1 - mover) == 0;
        let mut moves = [0u8; W];
        let mut count = 0;
        for i in 0..W {
            let seeds = p[base + i] as usize;
            if seeds > 0 && (!must_feed || seeds >= W - i) {
                moves[count] = (base + i) as u8;
                count += 1;
            }
        }
        if played >= limit || count == 0 {
            return Some(PlayoutEnd {
                actions: played,
                standings: stores.map(|s| s as i32),
                end: PlayoutStop::Cut,
            });
        }
        let pit = moves[rng.random_range(0..count as u32) as usize] as usize;
        played += 1;

        // Sowing, passing over the origin: whole laps at once.
        let seeds = std::mem::take(&mut p[pit]) as usize;
        let rest = if seeds > N - 1 {
            let laps = (seeds / (N - 1)) as u8;
            for s in &mut p[..N] {
                *s += laps;
            }
            p[pit] = 0;
            seeds % (N - 1)
        } else {
            seeds
        };
        for step in 1..=rest {
            p[(pit + step) % N] += 1;
        }
        let last = (pit + (seeds - 1) % (N - 1) + 1) % N;

        // Twos and threes back along the opponent's row from the last pit.
        let mut captured = 0u32;
        let row = (1 - mover) * W;
        if last / W != mover {
            let mut first = last;
            loop {
                let seeds = p[first];
                if !(2..=3).contains(&seeds) {
                    first += 1;
                    break;
                }
                captured += seeds as u32;
                if first == row {
                    break;
                }
                first -= 1;
            }
            if captured > 0 {
                let grand_slam = captured == side_total(&p, 1 - mover);
                if grand_slam && !slam_captures {
                    captured = 0;
                } else {
                    p[first..=last].fill(0);
                    stores[mover] += captured;
                }
            }
        }
        mover = 1 - mover;

        let [a, b] = stores.map(|s| s * 2);
        if majority && (a > TOTAL || b > TOTAL || (a == TOTAL && b == TOTAL)) {
            to_owners(&p, &mut stores);
            return over(played, stores);
        }
        // A player without seeds passes; a player who cannot feed ends it.
        let stuck = if side_total(&p, mover) == 0 {
            mover = 1 - mover;
            !can_feed(&p, mover)
        } else {
            side_total(&p, 1 - mover) == 0 && !can_feed(&p, mover)
        };
        if stuck {
            to_owners(&p, &mut stores);
            return over(played, stores);
        }

        // The repetition rule, on the positions since the last capture.
        if captured > 0 {
            keys.clear();
            filter = 0;
        }
        p[N] = mover as u8;
        let key = u128::from_le_bytes(p);
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
                let left = side_total(&p, 0) + side_total(&p, 1);
                stores[0] += left / 2;
                stores[1] += left / 2;
            } else {
                to_owners(&p, &mut stores);
            }
            return over(played, stores);
        }
    }
}
