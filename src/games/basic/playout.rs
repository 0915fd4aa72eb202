//! The Basic Game's random-playout kernel ([`AiGame::fast_playout`]): the
//! same game as the general rules, draw for draw, for every option of the
//! Basic Game on its board of six pits a side, without effects, legality
//! checks or a move list. The board is one array in sowing order, South's
//! pits and store then North's (so the mover's track is thirteen slots
//! from an offset, the opponent's store left out), and a lap of thirteen
//! seeds is added to every slot of the track at once.
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

/// Pits a side; slots on the board (pits and stores); slots on a track.
const W: usize = 6;
const SLOTS: usize = 2 * W + 2;
const TRACK: usize = SLOTS - 1;

/// The slot of a player's store.
#[inline(always)]
fn store(player: usize) -> usize {
    player * (W + 1) + W
}

/// Seeds in the pits of one side.
#[inline(always)]
fn side_total(b: &[u8; SLOTS], side: usize) -> u32 {
    let first = side * (W + 1);
    b[first..first + W].iter().map(|&s| s as u32).sum()
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
    let mut b = [0u8; SLOTS];
    for (pit, &seeds) in board.pits().iter().enumerate() {
        b[pit + pit / W] = seeds;
    }
    b[store(0)] = board.store(0);
    b[store(1)] = board.store(1);
    let standings = |b: &[u8; SLOTS]| [store(0), store(1)].map(|s| b[s] as i32);
    if let Some(outcome) = core.outcome {
        return Some(PlayoutEnd {
            actions: 0,
            standings: standings(&b),
            end: PlayoutStop::Over {
                winners: outcome.winners,
            },
        });
    }
    let needs_facing_seeds = core.options().capture_needs_opposite_seeds;
    let to_clearing_player = core.options().remaining_to == RemainingTo::ClearingPlayer;
    let mut mover = core.to_move as usize;

    let mut played = 0u32;
    loop {
        if knowledge {
            if let Some(winner) = (0..2).find(|&s| b[store(s)] as u32 * 2 > total) {
                return Some(PlayoutEnd {
                    actions: played,
                    standings: standings(&b),
                    end: PlayoutStop::Sure(winner),
                });
            }
        }
        let base = mover * (W + 1);
        let mut moves = [0u8; W];
        let mut count = 0;
        for i in 0..W {
            if b[base + i] > 0 {
                moves[count] = i as u8;
                count += 1;
            }
        }
        if played >= limit || count == 0 {
            return Some(PlayoutEnd {
                actions: played,
                standings: standings(&b),
                end: PlayoutStop::Cut,
            });
        }
        let i = moves[rng.random_range(0..count as u32) as usize] as usize;
        played += 1;

        // Sowing along the mover's track (slot `base + t`, modulo the
        // board), whole laps at once.
        let seeds = std::mem::take(&mut b[base + i]) as usize;
        let laps = (seeds / TRACK) as u8;
        if laps > 0 {
            for s in &mut b {
                *s += laps;
            }
            b[store(1 - mover)] -= laps;
        }
        for t in i + 1..=i + seeds % TRACK {
            b[(base + t % TRACK) % SLOTS] += 1;
        }
        let last = (i + seeds) % TRACK;

        // A last seed in the mover's own empty pit captures.
        if last < W {
            let (pit, facing) = (base + last, SLOTS - 2 - (base + last));
            if b[pit] == 1 && (!needs_facing_seeds || b[facing] > 0) {
                b[store(mover)] += b[facing] + 1;
                b[pit] = 0;
                b[facing] = 0;
            }
        }

        // A side empty ends the game.
        let left = [side_total(&b, 0), side_total(&b, 1)];
        if left[0] == 0 || left[1] == 0 {
            if to_clearing_player {
                let side = if left[mover] == 0 { mover } else { 1 - mover };
                b[store(side)] += (left[0] + left[1]) as u8;
            } else {
                b[store(0)] += left[0] as u8;
                b[store(1)] += left[1] as u8;
            }
            let [s, n] = standings(&b);
            let winners = match s.cmp(&n) {
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Less => 2,
                std::cmp::Ordering::Equal => 3,
            };
            return Some(PlayoutEnd {
                actions: played,
                standings: [s, n],
                end: PlayoutStop::Over { winners },
            });
        }
        if last != W {
            mover = 1 - mover;
        }
    }
}
