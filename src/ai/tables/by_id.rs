//! The tables of a game named by its id (the worker's and the command
//! line's requests): the registry finds the game's type, which says whether
//! it has tables ([`AiGame::tabled`]).

use super::*;
use crate::games::{GameVisitor, Registered};

/// Something to do with the type of a game that has endgame tables, found
/// by its id ([`with_tables`]).
pub(super) trait TableOp {
    type Output;
    fn run<G: Tabled>(self) -> Self::Output;
}

/// [`TableOp`] as a visit of the registry, asking the game found whether
/// it has tables ([`AiGame::tabled`]).
pub(super) struct ById<O>(O);

impl<O: TableOp> GameVisitor for ById<O> {
    type Output = Option<O::Output>;
    fn visit<G: Registered>(self) -> Self::Output {
        G::tabled(self)
    }
}

impl<G, O: TableOp> TabledVisitor<G> for ById<O> {
    type Output = O::Output;
    fn visit<T: Tabled>(self, _: fn(&G) -> &T) -> O::Output {
        self.0.run::<T>()
    }
}

/// Runs `op` with the type of the game `game`; `None` for an unknown game
/// or one without endgame tables.
pub(super) fn with_tables<O: TableOp>(game: &str, op: O) -> Option<O::Output> {
    crate::games::with_game(game, ById(op)).flatten()
}

/// Whether the game `game` has endgame tables.
pub fn has_tables(game: &str) -> bool {
    struct Probe;
    impl TableOp for Probe {
        type Output = ();
        fn run<G: Tabled>(self) {}
    }
    with_tables(game, Probe).is_some()
}

/// The ids of the games that have endgame tables.
pub fn games() -> Vec<&'static str> {
    crate::games::ids()
        .into_iter()
        .filter(|id| has_tables(id))
        .collect()
}

/// The seeds on the board of the table the Strongest level builds by itself
/// the first time it plays a game that has tables (the page's AI worker in
/// the background, `rgames engine --table auto` before its first move):
/// Abapa's is 32.7 MB.
pub const AUTO_SEEDS: u8 = 12;

/// The table the Strongest level builds by itself for the game `game` with
/// `options` (JSON): [`AUTO_SEEDS`] when the game has tables and none is
/// installed for its rules, `None` otherwise.
pub fn wanted(game: &str, options: &Value) -> Option<u8> {
    if !has_tables(game) {
        return None;
    }
    match installed_for(game, options) {
        Ok(None) => Some(AUTO_SEEDS),
        _ => None,
    }
}

pub(super) fn no_tables(game: &str) -> String {
    format!("no endgame tables for '{game}'")
}

/// Builds the table of the game `game` with `options` (JSON, full or
/// partial) for every position with at most `seeds` seeds on the board.
pub fn build(
    game: &str,
    options: &Value,
    seeds: u8,
    progress: &mut dyn FnMut(Progress),
) -> Result<Table, String> {
    struct Build<'a>(&'a Value, u8, &'a mut dyn FnMut(Progress));
    impl TableOp for Build<'_> {
        type Output = Result<Table, String>;
        fn run<G: Tabled>(self) -> Self::Output {
            let options: <G as PitMoveRules>::Options =
                options_from_json(self.0).map_err(|e| e.to_string())?;
            Table::build::<G>(&options, self.1, self.2)
        }
    }
    with_tables(game, Build(options, seeds, progress)).unwrap_or_else(|| {
        Err(format!(
            "{} (games: {})",
            no_tables(game),
            games().join(", ")
        ))
    })
}

/// Whether `table` is for the game `game` with `options` (JSON, full or
/// partial): the same rules, whoever starts ([`Tabled::table_rules`]).
pub fn fits(table: &Table, game: &str, options: &Value) -> bool {
    struct Fits<'a>(&'a Table, &'a Value);
    impl TableOp for Fits<'_> {
        type Output = bool;
        fn run<G: Tabled>(self) -> bool {
            options_from_json::<<G as PitMoveRules>::Options>(self.1)
                .is_ok_and(|options| self.0.fits::<G>(&options))
        }
    }
    with_tables(game, Fits(table, options)).unwrap_or(false)
}

/// How many positions (bytes) the table of `game` with `options` up to
/// `seeds` seeds holds, without building it: a caller with little memory
/// (the web worker) can refuse one that would not fit.
pub fn positions(game: &str, options: &Value, seeds: u8) -> Result<u64, String> {
    sizes(game, options, seeds).map(|(table, _)| table)
}

/// About the most memory (bytes) a build of the table of `game` with
/// `options` up to `seeds` seeds holds at once, without building it: the
/// table, and the working arrays of its largest level (the last), a
/// board's two rows of lanes ([`Bounds`]), its exits' upper bounds, its
/// moves and parents within the level (at most one a pit of the mover's
/// row) and their starts. Abapa at 16 seeds: 2.33 GB (1.98 GB measured
/// natively: the moves are fewer than the most). A caller with little memory
/// (the web worker, wasm32's 4 GB) can refuse a build that would not fit.
pub fn build_bytes(game: &str, options: &Value, seeds: u8) -> Result<u64, String> {
    sizes(game, options, seeds).map(|(_, build)| build)
}

/// [`positions`] and [`build_bytes`], from one reading of the options and
/// one layout of the levels.
pub(super) fn sizes(game: &str, options: &Value, seeds: u8) -> Result<(u64, u64), String> {
    struct Sizes<'a>(&'a Value, u8);
    impl TableOp for Sizes<'_> {
        type Output = Result<(u64, u64), String>;
        fn run<G: Tabled>(self) -> Self::Output {
            let Sizes(options, seeds) = self;
            let options: <G as PitMoveRules>::Options =
                options_from_json(options).map_err(|e| e.to_string())?;
            if seeds > MAX_SEEDS {
                return Err(format!("at most {MAX_SEEDS} seeds, not {seeds}"));
            }
            let (board, _) = G::setup(&options).map_err(|e| e.to_string())?;
            let pits = board.num_pits() as u64;
            let majority = G::majority_total(&options);
            let (ranks, starts) = layout(pits as usize, seeds as usize, majority);
            let table = *starts.last().unwrap_or(&0);
            let n = seeds as usize;
            let boards = ranks.count(n);
            let slot_count = slots(majority, n) as u64;
            let lanes = match slot_count {
                1 => std::mem::size_of::<Bounds<1, u8>>(),
                2..=16 => std::mem::size_of::<Bounds<16, Align32>>(),
                _ => std::mem::size_of::<Bounds<32, Align64>>(),
            } as u64;
            // Lanes, exits, playable, three arrays of starts, moves and parents.
            let board = lanes + slot_count + 1 + 3 * 4 + 2 * 4 * (pits / 2);
            Ok((table, table + boards * board))
        }
    }
    with_tables(game, Sizes(options, seeds)).unwrap_or_else(|| Err(no_tables(game)))
}

/// The table installed for the game `game` with `options` (JSON, full or
/// partial), if any: what the web worker reports to the page.
pub fn installed_for(game: &str, options: &Value) -> Result<Option<Rc<Table>>, String> {
    struct Installed<'a>(&'a Value);
    impl TableOp for Installed<'_> {
        type Output = Result<Option<Rc<Table>>, String>;
        fn run<G: Tabled>(self) -> Self::Output {
            let options: <G as PitMoveRules>::Options =
                options_from_json(self.0).map_err(|e| e.to_string())?;
            Ok(installed::<G>(&options))
        }
    }
    with_tables(game, Installed(options)).unwrap_or_else(|| Err(no_tables(game)))
}

/// The table installed for the rules of `game`, when it has endgame tables
/// and one is installed (the strongest level's search asks once).
pub fn installed_of<G: AiGame>(game: &G) -> Option<Rc<Table>> {
    struct Of<'a, G>(&'a G);
    impl<G> TabledVisitor<G> for Of<'_, G> {
        type Output = Option<Rc<Table>>;
        fn visit<T: Tabled>(self, as_tabled: fn(&G) -> &T) -> Self::Output {
            installed::<T>(as_tabled(self.0).core().options())
        }
    }
    G::tabled(Of(game)).flatten()
}

/// South's final margin with best play from `game`, from `table`, when it
/// holds the position exactly ([`Table::final_margin`]).
#[inline]
pub fn exact_margin<G: AiGame>(table: &Table, game: &G) -> Option<i32> {
    struct Margin<'a, G>(&'a Table, &'a G);
    impl<G> TabledVisitor<G> for Margin<'_, G> {
        type Output = Option<i32>;
        #[inline]
        fn visit<T: Tabled>(self, as_tabled: fn(&G) -> &T) -> Self::Output {
            self.0.final_margin(as_tabled(self.1))
        }
    }
    G::tabled(Margin(table, game)).flatten()
}

/// What a table says of a position and of each of its moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Oracle {
    /// South's final margin with best play, when known exactly.
    pub margin: Option<i32>,
    /// Each legal move and South's final margin after it, when known
    /// exactly.
    pub moves: Vec<(String, Option<i32>)>,
}

/// The exact values of the position of `record` (all its moves played)
/// and of each of its moves, from `table`.
pub fn oracle(table: &Table, record: &Record) -> Result<Oracle, String> {
    struct Read<'a>(&'a Table, &'a Record);
    impl TableOp for Read<'_> {
        type Output = Result<Oracle, String>;
        fn run<G: Tabled>(self) -> Self::Output {
            let Read(table, record) = self;
            let options: <G as PitMoveRules>::Options =
                options_from_json(&record.options).map_err(|e| e.to_string())?;
            if !table.fits::<G>(&options) {
                return Err("the table is for other options".to_string());
            }
            let mut game =
                <G as PitRules>::start(&options, record.seed).map_err(|e| e.to_string())?;
            for (index, mv) in record.moves.iter().enumerate() {
                play_move(&mut game, mv).map_err(|e| format!("move {}: {e}", index + 1))?;
            }
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            let moves = legal
                .iter()
                .map(|&action| {
                    let mut next = game.clone();
                    let margin = match next.apply(action, &mut Effects::off()) {
                        Err(_) => None,
                        Ok(()) => match next.turn() {
                            Turn::Over(_) => {
                                let stores = next.core().board().stores().map(i32::from);
                                Some(stores[0] - stores[1])
                            }
                            _ => table.final_margin(&next),
                        },
                    };
                    (action.to_string(), margin)
                })
                .collect();
            Ok(Oracle {
                margin: table.final_margin(&game),
                moves,
            })
        }
    }
    if record.game != table.header.game {
        return Err(format!(
            "the table is for '{}', not '{}'",
            table.header.game, record.game
        ));
    }
    with_tables(&record.game, Read(table, record)).unwrap_or_else(|| Err(no_tables(&record.game)))
}
