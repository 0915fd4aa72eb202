//! Endgame tables against a plain minimax to the end of the game.
//!
//! The minimax here knows nothing of the tables: it plays every legal move
//! through the engine's own `Game` API (legal actions, apply, turn) down to
//! the end of the game, repetitions included, and scores the final stores.
//! It prunes with alpha-beta in a window around the table's value, which
//! changes nothing but its speed. Every entry a table gives as exact must
//! equal it.

mod common;

use std::collections::HashMap;

use rainbow_games::ai::alphabeta::AlphaBeta;
use rainbow_games::ai::tables::{self, Table, Tabled};
use rainbow_games::ai::{FixedClock, Limits};
use rainbow_games::engine::board::PitBoard;
use rainbow_games::engine::options::preset_named;
use rainbow_games::engine::pit_core::PitMoveRules;
use rainbow_games::engine::{Effects, Game, Turn};
use rainbow_games::games::basic::{Basic, BasicOptions};
use rainbow_games::games::mancala::{Mancala, MancalaOptions};
use rainbow_games::games::owari::{Owari, OwariOptions};

use common::XorShift;

/// South's final store minus North's with best play for both, by plain
/// minimax over the whole game tree: alpha-beta (fail-soft) in the window
/// `(alpha, beta)`, which gives the exact value when it lies inside, else a
/// bound on that side of the window. `memo` keeps the bounds found for each
/// whole position (its repetition history included: positions are equal
/// only with equal histories); `order` ranks the moves to try first (it
/// changes how fast the value is found, never the value). `None` when the
/// search needed more than `budget` positions.
fn minimax<G: Game>(
    game: &G,
    mut alpha: i32,
    mut beta: i32,
    memo: &mut HashMap<G, (i32, i32)>,
    order: &dyn Fn(&G) -> i32,
    budget: &mut u64,
) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    if let Turn::Over(_) = game.turn() {
        let scores = game.scores();
        return Some(scores[0] - scores[1]);
    }
    let Turn::Player(player) = game.turn() else {
        unreachable!("no dice")
    };
    let (mut known_lo, mut known_hi) = memo.get(game).copied().unwrap_or((-99, 99));
    if known_lo == known_hi || known_lo >= beta {
        return Some(known_lo);
    }
    if known_hi <= alpha {
        return Some(known_hi);
    }
    alpha = alpha.max(known_lo);
    beta = beta.min(known_hi);
    let (alpha0, beta0) = (alpha, beta);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.is_empty(), "a player to move has a move");
    let mut children: Vec<(i32, G)> = legal
        .into_iter()
        .map(|action| {
            let mut next = game.clone();
            next.apply(action, &mut Effects::off())
                .expect("a legal action");
            (order(&next), next)
        })
        .collect();
    // South tries the highest first, North the lowest.
    children.sort_by_key(|&(o, _)| if player == 0 { -o } else { o });
    let mut best = if player == 0 { -99 } else { 99 };
    for (_, next) in &children {
        let value = minimax(next, alpha, beta, memo, order, budget)?;
        if player == 0 {
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
    if best <= alpha0 {
        known_hi = known_hi.min(best);
    } else if best >= beta0 {
        known_lo = known_lo.max(best);
    } else {
        (known_lo, known_hi) = (best, best);
    }
    memo.insert(game.clone(), (known_lo, known_hi));
    Some(best)
}

/// South's final margin with best play from `game` (every margin lies
/// within 48).
fn solve<G: Game>(game: &G) -> Option<i32> {
    minimax(game, -49, 49, &mut HashMap::new(), &|_| 0, &mut 10_000_000)
}

/// A random position of `G` with at most `seeds` seeds on the board: stores
/// adding up to the game's 48 seeds, neither past half when the game stops
/// at a majority.
fn random_position<G: Tabled>(
    rng: &mut XorShift,
    seeds: usize,
    majority: bool,
    make: &impl Fn(PitBoard, usize) -> G,
) -> G {
    let n = 1 + rng.below(seeds);
    let mut pits = [0u8; 12];
    for _ in 0..n {
        pits[rng.below(12)] += 1;
    }
    let rest = 48 - n;
    let south = if majority {
        24 - n + rng.below(n + 1)
    } else {
        rng.below(rest + 1)
    };
    let stores = [south as u8, (rest - south) as u8];
    let board = PitBoard::from_counts(&pits, stores).expect("a board");
    make(board, rng.below(2))
}

/// Checks `exact_wanted` exact entries of `table` (positions of at most
/// `seeds` seeds) against minimax; returns how many playable positions
/// (the mover has a move) were drawn for them.
fn check_against_minimax<G: Tabled>(
    table: &Table,
    seeds: usize,
    exact_wanted: usize,
    seed: u64,
    budget: u64,
    make: impl Fn(PitBoard, usize) -> G,
) -> usize {
    let majority = table.header().majority.is_some();
    let mut rng = XorShift::new(seed);
    let (mut playable, mut exact, mut skipped) = (0, 0, 0);
    let mut memo = HashMap::new();
    // Moves are tried in the order of the table's values, exact or not
    // (whatever the history), finished games by their result.
    let order = |g: &G| match g.turn() {
        Turn::Over(_) => g.scores()[0] - g.scores()[1],
        Turn::Player(mover) => {
            let board = g.core().board();
            let here = table.margin(board, mover).unwrap_or(0);
            let stores = board.stores().map(i32::from);
            stores[0] - stores[1] + if mover == 0 { here } else { -here }
        }
        Turn::Chance => 0,
    };
    let mut legal = Vec::new();
    while exact < exact_wanted {
        assert!(
            playable < 200 * exact_wanted,
            "{}: only {exact} exact in {playable} positions",
            table.header().game
        );
        let game = random_position(&mut rng, seeds, majority, &make);
        game.legal_actions(&mut legal);
        if legal.is_empty() {
            continue;
        }
        playable += 1;
        let Some(margin) = table.final_margin(&game) else {
            continue;
        };
        exact += 1;
        if memo.len() > 1_000_000 {
            memo.clear();
        }
        // Minimax in the window just around the table's value finds it
        // exactly if it is right, a value outside if not. Owari's
        // positions that can go round in circles can take minimax too long:
        // those are left out (counted).
        let mut budget = budget;
        let Some(value) = minimax(
            &game,
            margin - 1,
            margin + 1,
            &mut memo,
            &order,
            &mut budget,
        ) else {
            skipped += 1;
            exact -= 1;
            assert!(
                skipped <= 10 * exact_wanted,
                "{}: minimax too slow",
                table.header().game
            );
            continue;
        };
        assert_eq!(
            value,
            margin,
            "{}: the table says {margin}, minimax {:?} in {game:?}",
            table.header().game,
            solve(&game)
        );
    }
    eprintln!(
        "{} {}: {exact} exact entries equal minimax, of {playable} playable positions drawn; {skipped} left out (minimax over budget)",
        table.header().game,
        table.header().options
    );
    playable
}

/// Positions minimax may visit for one position.
const BUDGET: u64 = 20_000;

fn kalah() -> BasicOptions {
    preset_named(BasicOptions::presets(), "kalah-6-4").unwrap()
}

fn abapa() -> OwariOptions {
    preset_named(OwariOptions::presets(), "abapa").unwrap()
}

fn build<G: Tabled>(options: &<G as PitMoveRules>::Options, seeds: u8) -> Table {
    Table::build::<G>(options, seeds, &mut |_| {}).expect("a table")
}

#[test]
fn basic_tables_agree_with_minimax() {
    for options in [BasicOptions::default(), kalah()] {
        let table = build::<Basic>(&options, 10);
        let playable = check_against_minimax(&table, 10, 3000, 11, BUDGET, |board, to_move| {
            Basic::from_board(options.clone(), board, to_move)
        });
        // No position of the Basic Game comes back: every playable one is
        // exact.
        assert_eq!(playable, 3000);
    }
}

#[test]
fn mancala_tables_agree_with_minimax() {
    let options = MancalaOptions::default();
    let table = build::<Mancala>(&options, 10);
    let playable = check_against_minimax(&table, 10, 3000, 12, BUDGET, |board, to_move| {
        Mancala::from_board(options.clone(), board, to_move)
    });
    assert_eq!(playable, 3000);
}

/// Positions minimax may visit for one position of Owari, whose positions
/// can go round in circles (a search of the whole tree, repetitions and
/// all, can be very long): a position over it is left out, and counted.
const OWARI_BUDGET: u64 = 2_000;

/// Owari's tables give an entry only for a position whose history holds
/// nothing but itself (`Table::final_margin`): the random positions are
/// set up on their board, so that is their history, and minimax follows
/// the repetition rule from there as the engine plays it.
fn check_owari(options: OwariOptions, seed: u64) {
    let table = build::<Owari>(&options, 10);
    check_against_minimax(&table, 10, 2000, seed, OWARI_BUDGET, |board, to_move| {
        Owari::from_board(options.clone(), board, to_move)
    });
}

#[test]
fn abapa_tables_agree_with_minimax() {
    check_owari(abapa(), 14);
}

#[test]
fn owari_tables_agree_with_minimax() {
    check_owari(OwariOptions::default(), 13);
}

/// Larger tables (12 seeds), a sample of each: slow in a debug build, so
/// run with `cargo test --release --test tables -- --ignored`.
#[test]
#[ignore]
fn twelve_seed_tables_agree_with_minimax() {
    let table = build::<Basic>(&kalah(), 12);
    check_against_minimax(&table, 12, 500, 21, BUDGET, |board, to_move| {
        Basic::from_board(kalah(), board, to_move)
    });
    let table = build::<Owari>(&abapa(), 12);
    check_against_minimax(&table, 12, 200, 22, BUDGET, |board, to_move| {
        Owari::from_board(abapa(), board, to_move)
    });
    let table = build::<Owari>(&OwariOptions::default(), 12);
    check_against_minimax(&table, 12, 200, 23, BUDGET, |board, to_move| {
        Owari::from_board(OwariOptions::default(), board, to_move)
    });
    let table = build::<Mancala>(&MancalaOptions::default(), 12);
    check_against_minimax(&table, 12, 500, 24, BUDGET, |board, to_move| {
        Mancala::from_board(MancalaOptions::default(), board, to_move)
    });
}

#[test]
fn a_table_reads_back_from_its_bytes() {
    let table = build::<Owari>(&abapa(), 5);
    let bytes = table.to_bytes();
    let back = Table::from_bytes(&bytes).expect("reads back");
    assert_eq!(back, table);
    assert!(table.fits::<Owari>(&abapa()));
    assert!(!table.fits::<Owari>(&OwariOptions::default()));
    // Damaged or cut short: an error, no panic.
    assert!(Table::from_bytes(&bytes[..bytes.len() - 1]).is_err());
    assert!(Table::from_bytes(b"nonsense").is_err());
    let mut bad = bytes.clone();
    bad[3] ^= 1;
    assert!(Table::from_bytes(&bad).is_err());
}

/// The sizes: one byte a position, the boards of 12 pits ranked densely.
#[test]
fn a_table_holds_one_byte_a_position() {
    // C(12 + 11, 11) + ... : every board of at most 6 seeds over 12 pits.
    let table = build::<Basic>(&kalah(), 6);
    assert_eq!(table.len(), 18_564);
    // Abapa keeps the mover's store too: n + 1 slots a board of n seeds.
    let table = build::<Owari>(&abapa(), 2);
    assert_eq!(table.len(), 1 + 12 * 2 + 78 * 3);
}

/// The strongest level's search scores a covered position by the table:
/// with the table, a search of one node knows the exact result.
#[test]
fn the_search_reads_the_table() {
    let options = kalah();
    let table = build::<Basic>(&options, 8);
    // South to move: A (3 seeds) then the rest; a small end game.
    let board = PitBoard::from_counts(&[3, 0, 1, 0, 0, 1, 0, 2, 0, 0, 1, 0], [20, 20]).unwrap();
    let game = Basic::from_board(options.clone(), board, 0);
    let exact = table.final_margin(&game).expect("covered");
    assert_eq!(Some(exact), solve(&game));
    tables::install(table);
    let limits = Limits {
        ms: None,
        nodes: Some(100_000),
    };
    let found = AlphaBeta::new(limits)
        .with_tables(true)
        .search(&game, limits, 1, &FixedClock);
    // Every move is scored exactly after one ply: solved at depth 1.
    assert_eq!(found.depth, 1, "{found:?}");
    let mut after = game.clone();
    after.apply(found.line[0], &mut Effects::off()).unwrap();
    assert_eq!(solve(&after), Some(exact), "{found:?}");
    tables::uninstall_all();
}

#[test]
fn one_table_serves_every_choice_of_first_player() {
    use rainbow_games::engine::board::FirstPlayer;
    let south = OwariOptions {
        first_player: FirstPlayer::South,
        ..abapa()
    };
    let north = OwariOptions {
        first_player: FirstPlayer::North,
        ..abapa()
    };
    let table = build::<Owari>(&south, 4);
    // Who began the game says nothing about a position's value.
    assert!(table.fits::<Owari>(&south) && table.fits::<Owari>(&north));
    assert!(table.fits::<Owari>(&abapa()));
    let other = OwariOptions {
        repetition_limit: 3,
        ..abapa()
    };
    assert!(!table.fits::<Owari>(&other), "a rule that matters");
    tables::install(table);
    assert!(tables::installed::<Owari>(&north).is_some());
    assert!(tables::installed::<Owari>(&other).is_none());
    tables::uninstall_all();
}
