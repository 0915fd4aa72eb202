//! The commands of `rgames` and their flags, as `clap` reads them. Each
//! command's `--help` is written from the doc comments below.

use clap::{Args, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "rgames",
    about = "Rainbow Games on the command line: positions, random play, \
             matches, analysis, endgame tables and puzzles",
    after_help = "Each command has its own --help. More: docs/cli.md."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// One line per game: id, name, presets
    List,
    /// The position after some moves, as one JSON object
    ///
    /// Replays the moves (or a record file's, with --record) and prints the
    /// position: pits, stores, to_move, players, legal, scores, over, winner,
    /// winners, reason, moves, and each game's own fields (docs/cli.md). An
    /// illegal or malformed move exits non-zero with a message naming it.
    State(StateArgs),
    /// Checks a record file and prints its final position
    ///
    /// The record is text or JSON; the same as `rgames state --record FILE`.
    Replay {
        /// A record, text or JSON.
        file: String,
    },
    /// Random games, the invariants checked at every step
    ///
    /// Plays N random games checking the invariants at every step (legal
    /// moves, seed conservation, clones, replays, termination); the last line
    /// is "N games, M actions, X actions/s". --no-check measures raw speed.
    Random(RandomArgs),
    /// A line protocol on stdin/stdout for scripts and other programs
    ///
    /// One reply line per command, "error <why>" for anything wrong (nothing
    /// changes then):
    ///   newgame <game> [preset=P] [seed=S] [options=JSON]   -> ok
    ///   moves <m1> <m2> ...     the whole game from its start -> ok
    ///   legal                                                 -> legal <m1> <m2> ...
    ///   go [ms=N] [level=L] [nodes=N] [seed=S]                -> bestmove <m>
    ///       the next single decision of the player to move; the Strongest
    ///       level with 2000 ms unless told; nodes=N replaces time with a
    ///       node/simulation budget (reproducible)
    ///   show          the position as the JSON of `rgames state`
    ///   eval                                                  -> eval <n>
    ///       alpha-beta's judgement of the position where a search stops
    ///       there: South's view, in sixteenths of a seed
    ///   quit
    /// e.g. printf 'newgame owari preset=abapa\nmoves C\ngo ms=500\nquit\n' | rgames engine
    #[command(verbatim_doc_comment)]
    Engine(EngineArgs),
    /// Engine against engine, in pairs of games with the seats swapped
    ///
    /// Each pair has the same seed, so the same first-player draw and dice; in
    /// 3-6 player games A takes one seat in turn and B the others. Last line:
    /// "N games: A won X, B won Y, drawn or shared Z; A scored P of N (Q%)".
    Match(MatchArgs),
    /// Raw engine speed: random playouts with no checks
    ///
    /// Random playouts from the start position for S seconds; --search first
    /// prints the alpha-beta nodes/s and MCTS simulations/s of a search of the
    /// first decision. Last line: "X playouts/s, Y actions/s".
    Bench(BenchArgs),
    /// Builds an endgame table, or reads exact values from one
    ///
    /// With --seeds, builds the table of a single-lap store game by retrograde
    /// analysis (and writes it with --out); with --table, prints the exact
    /// values of a position and its moves as JSON (docs/endgame-tables.md).
    Tables(TablesArgs),
    /// Every legal decision's value and the best line, as JSON
    ///
    /// One JSON object: {"player", "kind" ("seeds" or "win_chance"), "moves":
    /// [{"move", "value", "exact"}, ... best first], "best", "line", "depth",
    /// "nodes"} (docs/analysis.md).
    #[command(alias = "analyze")]
    Analyse(AnalyseArgs),
    /// The position after some moves, in the game's notation
    ///
    /// Prints the one line that names the position reached (docs/notation.md),
    /// which --position reads back in `state` and `analyse`, and a record's
    /// `Position` tag.
    Position(NotationArgs),
    /// The review of a record, as JSON
    ///
    /// Each decision of the record (text or JSON) classed (best, good,
    /// inaccuracy, mistake, blunder, forced), and each player's accuracy, as
    /// one JSON object (docs/analysis.md).
    Review(ReviewArgs),
    /// Mines puzzles proven by the engine, as one JSON file
    ///
    /// {"game", "puzzles": [{"id", "record", "ply", "player", "task",
    /// "solution", "refutations", "themes", "rating", "proof"}]}; how they are
    /// made and proven: docs/puzzles.md.
    Puzzles(PuzzlesArgs),
    /// Lists a game's course of lessons and checks it
    ///
    /// Reads assets/lessons/<game>.json (or --file) and its translations
    /// (assets/i18n/<lang>/lessons/<game>.json), prints each lesson and
    /// step, and checks every step as the tests do: its position is
    /// reached, one decision meets its goal and one does not, and every
    /// text is there in every language (docs/lessons.md). Exits non-zero
    /// on a problem.
    Lessons(LessonsArgs),
    /// Computers play many games of each variant; the statistics as JSON
    ///
    /// {"game", "seed", "games", "levels", "variants": [{"variant",
    /// "options", "stats": {"games", "seats": [{"seat", "wins", "share",
    /// "low", "high"}], "draws", "length", "rolls", "endings", "margin",
    /// "captured", "pieces_captured"}}]}: each seat's share of wins with its
    /// 95% interval (Wilson), game lengths, endings, final margins
    /// (docs/lab.md). The same settings and seed give the same numbers on
    /// any number of threads.
    Lab(LabArgs),
    /// Builds an opening book: the Strongest level's decision in every
    /// position of the first plies, searched deeply (docs/engine.md)
    Book(crate::book::BookArgs),
}

/// A game and its rules: the options of a preset, with a JSON object laid
/// over them.
#[derive(Args)]
pub struct GameArgs {
    /// The game's id (`rgames list`).
    pub game: String,
    /// A preset of the game (its first, `seed`, without).
    #[arg(long, value_name = "P")]
    pub preset: Option<String>,
    /// A JSON object laid over the preset; unknown fields are errors.
    #[arg(long, value_name = "JSON", allow_hyphen_values = true)]
    pub options: Option<String>,
}

/// A position: the record's seed and the moves from the start.
#[derive(Args)]
pub struct PositionArgs {
    /// The record's seed (0): it decides the first player's draw and dice.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// The moves from the start, in notation, separated by spaces.
    #[arg(long, value_name = "\"A d ...\"", allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// Starts from this position, in the game's notation
    /// (docs/notation.md), instead of the start; --moves are played from
    /// there.
    #[arg(long = "position", value_name = "NOTATION", allow_hyphen_values = true)]
    pub notation: Option<String>,
}

#[derive(Args)]
pub struct StateArgs {
    /// The game's id (`rgames list`); not with --record.
    #[arg(required_unless_present = "record")]
    pub game: Option<String>,
    /// A preset of the game (its first, `seed`, without).
    #[arg(long, value_name = "P")]
    pub preset: Option<String>,
    /// A JSON object laid over the preset; unknown fields are errors.
    #[arg(long, value_name = "JSON", allow_hyphen_values = true)]
    pub options: Option<String>,
    #[command(flatten)]
    pub position: PositionArgs,
    /// A record file (text or JSON) instead: its game, options and moves are
    /// in it.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "preset", "options", "seed", "moves", "notation"])]
    pub record: Option<String>,
}

#[derive(Args)]
pub struct RandomArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// How many games.
    #[arg(long, value_name = "N")]
    pub games: u64,
    /// The first game's seed (1).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Do not check the invariants: raw speed.
    #[arg(long)]
    pub no_check: bool,
    /// Writes every game played to DIR as a text record.
    #[arg(long, value_name = "DIR")]
    pub save: Option<String>,
}

#[derive(Args)]
#[command(
    after_help = "LEVEL: beginner, easy, medium, hard, strongest, or a search with the whole \
                  budget: alphabeta, mcts, uct (plain UCT, random playouts, no game knowledge) \
                  or random."
)]
pub struct MatchArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Engine A.
    #[arg(long = "a", value_name = "LEVEL")]
    pub a: String,
    /// Engine B.
    #[arg(long = "b", value_name = "LEVEL")]
    pub b: String,
    /// How many games (in pairs, the seats swapped).
    #[arg(long, value_name = "N")]
    pub games: u64,
    /// The Strongest level's budget a decision, in milliseconds (2000).
    #[arg(long, value_name = "MS")]
    pub ms: Option<u64>,
    /// A node or simulation budget instead of time, so the match replays
    /// exactly.
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Random decisions at the start of each pair (2).
    #[arg(long, value_name = "K")]
    pub opening: Option<u64>,
    /// The match's seed (1).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Prints every game's record.
    #[arg(long)]
    pub verbose: bool,
    /// An endgame table (from `rgames tables --out`) the searches consult.
    #[arg(long, value_name = "FILE")]
    pub table: Option<String>,
}

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// How long to measure, in seconds (5).
    #[arg(long, value_name = "S", value_parser = positive_seconds)]
    pub seconds: Option<f64>,
    /// First prints the alpha-beta nodes/s and MCTS simulations/s of a search
    /// of the first decision.
    #[arg(long)]
    pub search: bool,
    /// The seed of the position searched with --search (1).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
}

#[derive(Args)]
pub struct TablesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Builds the table of every position with up to N seeds on the board.
    #[arg(long, value_name = "N", required_unless_present = "table")]
    pub seeds: Option<u64>,
    /// Writes the table built to FILE.
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
    /// Reads a table instead, and prints the exact values of the position
    /// given by --seed and --moves and of its moves, as JSON.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["seeds", "out"])]
    pub table: Option<String>,
    #[command(flatten)]
    pub position: PositionArgs,
}

/// The analysis budget: a depth or a time, and nodes.
#[derive(Args)]
pub struct BudgetArgs {
    /// Searches to this depth (the default budget of docs/analysis.md without
    /// --depth, --ms or --nodes: the same answer on every machine).
    #[arg(long, value_name = "N", conflicts_with = "ms")]
    pub depth: Option<u64>,
    /// Searches for this many milliseconds.
    #[arg(long, value_name = "MS")]
    pub ms: Option<u64>,
    /// At most this many nodes.
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// An endgame table (from `rgames tables --out`) for exact values.
    #[arg(long, value_name = "FILE")]
    pub table: Option<String>,
}

#[derive(Args)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub budget: BudgetArgs,
}

#[derive(Args)]
pub struct NotationArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub position: PositionArgs,
}

#[derive(Args)]
pub struct ReviewArgs {
    /// A record, text or JSON.
    pub file: String,
    #[command(flatten)]
    pub budget: BudgetArgs,
}

#[derive(Args)]
pub struct PuzzlesArgs {
    /// The game's id (`rgames list`).
    pub game: String,
    /// The presets to mine, `a,b=N`: each with its count or an equal share of
    /// the rest (every preset, equal shares, without).
    #[arg(long, value_name = "P[=N],...")]
    pub preset: Option<String>,
    /// How many puzzles in all.
    #[arg(long, value_name = "N", required_unless_present = "position")]
    pub count: Option<u64>,
    /// Instead of mining: the puzzle of this position (the game's notation,
    /// under the first preset's options or --preset's) as the board editor
    /// makes it, `{"made":{…}}`, or why it is none, `{"refused":{…}}`.
    #[arg(long, value_name = "NOTATION")]
    pub position: Option<String>,
    /// The first preset's seed (1); each next preset's is further on.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Writes the JSON to FILE instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
}

#[derive(Args)]
pub struct LessonsArgs {
    /// The game's id (`rgames list`).
    pub game: String,
    /// The course file (assets/lessons/<game>.json).
    #[arg(long, value_name = "FILE")]
    pub file: Option<String>,
    /// For authors: instead of checking, finds positions in random games
    /// where this goal (JSON, as in a course) is met by some decisions and
    /// not by others, and prints them with the decisions that meet it.
    #[arg(long, value_name = "GOAL")]
    pub find: Option<String>,
    /// With --find: the options (a preset's id or a JSON object).
    #[arg(long, value_name = "JSON")]
    pub options: Option<String>,
    /// Instead of checking, prints for each step (but a game) one decision
    /// that meets its goal and one that does not, as a line of JSON (the
    /// browser tests play them).
    #[arg(long)]
    pub answers: bool,
    /// With --find: how many positions (5).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub count: usize,
    /// With --find: only positions where this seat (0 = South) is to move.
    #[arg(long, value_name = "N")]
    pub seat: Option<usize>,
    /// With --find: the most moves before a position (40).
    #[arg(long, value_name = "N", default_value_t = 40)]
    pub plies: usize,
}

#[derive(Args)]
pub struct LabArgs {
    /// The game's id (`rgames list`).
    pub game: String,
    /// A variant: a preset's id, or a JSON object laid over the first
    /// preset; repeat for more (the first preset, without).
    #[arg(long, value_name = "PRESET|JSON")]
    pub variant: Vec<String>,
    /// The computers' level, one for every seat or one a seat separated by
    /// commas (beginner, easy, medium, hard, strongest).
    #[arg(long, value_name = "L[,L...]", default_value = "medium")]
    pub level: String,
    /// Games per variant.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub games: u32,
    /// Threads (the machine's cores, without).
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// Decisions played at random at the start of each game, so games
    /// differ (the computers' search is otherwise the same every game).
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub opening: u32,
    /// The run's seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Start no game after S seconds: each variant reports its first games
    /// played in order (k games: the same as `--games k`), for long runs
    /// on a machine that has only so much time.
    #[arg(long, value_name = "S")]
    pub seconds: Option<f64>,
    /// Keep each game in FILE (JSON lines) as soon as it is played, and
    /// play only the games FILE does not hold yet: a run stopped (by
    /// `--seconds`, or killed) goes on where it stopped, the same numbers.
    #[arg(long, value_name = "FILE")]
    pub records: Option<std::path::PathBuf>,
}

/// `--seconds`: a positive number.
fn positive_seconds(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0)
        .ok_or_else(|| format!("a positive number, not '{text}'"))
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    #[test]
    fn the_flags_are_consistent() {
        Cli::command().debug_assert();
    }
}

/// `rgames engine`.
#[derive(Args, Debug)]
pub struct EngineArgs {
    /// An endgame table (from `rgames tables --out`) the Strongest level
    /// consults; repeat for more (each serves the game and rules it was
    /// built for). `auto`: the Strongest level builds the 12-seed table of
    /// a game that has tables before its first move there (as the page's
    /// AI worker does in the background; Abapa's takes some 15 s).
    #[arg(long, value_name = "FILE")]
    pub table: Vec<String>,
    /// An opening book (from `rgames book --out`) the Strongest level plays
    /// from where it has the position; repeatable. `auto`: the books shipped
    /// with the app (Abapa, Kalah(6,4)), as the page's AI worker plays them.
    #[arg(long, value_name = "FILE")]
    pub book: Vec<String>,
}
