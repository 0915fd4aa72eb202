//! The variant lab: computers play many games of one game under one or
//! more variants (options), and the statistics say what a rule changes:
//! each seat's share of wins with its 95% interval, draws, how long games
//! last, how they end, the final margins, the captures.
//!
//! Every game is decided by its index alone (its seed is mixed from the
//! run's seed, the variant and the game's number; its first few decisions
//! are drawn from that seed, so games differ; and the levels search a
//! fixed number of nodes, never a time), so a run gives the same numbers
//! on any device and on any number of threads: [`play_game`] plays one,
//! [`summarise`] adds them up in their order.

use serde_json::{json, Value};

use super::{think_with, Clock, Engine, Level, Limits};
use crate::engine::board_view::BoardView;
use crate::engine::record::Record;
use crate::engine::{Effect, EndReason, Turn};
use crate::games;

/// What a lab run plays.
#[derive(Clone, Debug, PartialEq)]
pub struct LabConfig {
    pub game: String,
    /// Each variant's full options.
    pub variants: Vec<Value>,
    /// The level of each seat (the last one for any seat beyond).
    pub levels: Vec<Level>,
    /// Games per variant.
    pub games: u32,
    /// Decisions played at random, from the game's seed, at the start of
    /// each game: without them computers that search a fixed number of
    /// nodes play the same game every time.
    pub opening: u32,
    pub seed: u64,
}

impl LabConfig {
    /// As JSON (the worker's request, a run's export).
    pub fn to_value(&self) -> Value {
        json!({
            "game": self.game,
            "variants": self.variants,
            "levels": self.levels.iter().map(|l| l.id()).collect::<Vec<_>>(),
            "games": self.games,
            "opening": self.opening,
            "seed": self.seed,
        })
    }

    /// From [`LabConfig::to_value`]'s JSON; anything missing or strange is
    /// an error, never a panic.
    pub fn from_value(value: &Value) -> Result<LabConfig, String> {
        let number = |key: &str| {
            value
                .get(key)
                .and_then(Value::as_u64)
                .ok_or_else(|| format!("the lab request has no number '{key}'"))
        };
        let levels = value
            .get("levels")
            .and_then(Value::as_array)
            .ok_or("the lab request has no levels")?
            .iter()
            .map(|l| {
                l.as_str()
                    .and_then(Level::from_id)
                    .ok_or_else(|| format!("unknown level {l}"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(LabConfig {
            game: value
                .get("game")
                .and_then(Value::as_str)
                .ok_or("the lab request has no game")?
                .to_string(),
            variants: value
                .get("variants")
                .and_then(Value::as_array)
                .ok_or("the lab request has no variants")?
                .clone(),
            levels,
            games: u32::try_from(number("games")?).map_err(|e| e.to_string())?,
            opening: u32::try_from(number("opening")?).map_err(|e| e.to_string())?,
            seed: number("seed")?,
        })
    }
}

/// The whole run as one JSON object, as `rgames lab` prints it: for each
/// variant its name, options and statistics (`results[v]`: the games of
/// variant `v` played, in any order).
pub fn report(config: &LabConfig, names: &[String], results: &[Vec<LabGame>]) -> Value {
    let variants: Vec<Value> = results
        .iter()
        .enumerate()
        .map(|(v, games)| {
            let seats = games.first().map_or(2, |g| g.scores.len());
            json!({
                "variant": names.get(v).cloned().unwrap_or_default(),
                "options": config.variants.get(v).cloned().unwrap_or(Value::Null),
                "stats": summarise(games, seats),
            })
        })
        .collect();
    json!({
        "game": config.game,
        "seed": config.seed,
        "games": config.games,
        "opening": config.opening,
        "levels": config.levels.iter().map(|l| l.id()).collect::<Vec<_>>(),
        "variants": variants,
    })
}

/// The nodes (or simulations) a level searches in the lab: the level's own
/// budget, and for the strongest a fixed one in place of its time.
fn lab_limits(level: Level) -> Limits {
    let nodes = level.limits(1).nodes.unwrap_or(200_000);
    Limits {
        ms: None,
        nodes: Some(nodes),
    }
}

/// One game played in the lab.
#[derive(Clone, Debug, PartialEq)]
pub struct LabGame {
    /// The winners, a bit per seat (several: a draw or a shared win).
    pub winners: u8,
    /// The seat that made the game's first decision.
    pub first: usize,
    /// Decisions played (chance outcomes not counted).
    pub moves: u32,
    /// Chance outcomes (rolls of the dice).
    pub rolls: u32,
    /// How it ended: a word per kind of ending ([`ending_key`]).
    pub ending: String,
    /// Each seat's score at the end.
    pub scores: Vec<i32>,
    /// Seeds or beads captured, and pieces captured.
    pub captured: u32,
    pub pieces_captured: u32,
    /// Captured pieces brought back onto the board.
    pub returns: u32,
    /// Each seat's team, when the game is played in teams (empty without).
    pub teams: Vec<u8>,
}

impl LabGame {
    /// As JSON (the worker's reply).
    pub fn to_value(&self) -> Value {
        json!({
            "winners": self.winners,
            "first": self.first,
            "moves": self.moves,
            "rolls": self.rolls,
            "ending": self.ending,
            "scores": self.scores,
            "captured": self.captured,
            "pieces_captured": self.pieces_captured,
            "returns": self.returns,
            "teams": self.teams,
        })
    }

    /// Counts what `effects` (one move's) captured and returned.
    pub fn count(&mut self, effects: &[Effect]) {
        for effect in effects {
            match effect {
                Effect::Capture { count, .. } => self.captured += u32::from(*count),
                Effect::PieceCaptured { .. } => self.pieces_captured += 1,
                Effect::PieceReturned { .. } => self.returns += 1,
                _ => {}
            }
        }
    }

    /// From [`LabGame::to_value`]'s JSON (on the page, without a serde
    /// visitor); `None` for anything else.
    pub fn from_value(value: &Value) -> Option<LabGame> {
        let count = |key: &str| u32::try_from(value.get(key)?.as_u64()?).ok();
        Some(LabGame {
            winners: u8::try_from(value.get("winners")?.as_u64()?).ok()?,
            first: usize::try_from(value.get("first")?.as_u64()?).ok()?,
            moves: count("moves")?,
            rolls: count("rolls")?,
            ending: value.get("ending")?.as_str()?.to_string(),
            scores: value
                .get("scores")?
                .as_array()?
                .iter()
                .map(|s| i32::try_from(s.as_i64()?).ok())
                .collect::<Option<Vec<_>>>()?,
            captured: count("captured")?,
            pieces_captured: count("pieces_captured")?,
            returns: count("returns")?,
            teams: value
                .get("teams")?
                .as_array()?
                .iter()
                .map(|t| u8::try_from(t.as_u64()?).ok())
                .collect::<Option<Vec<_>>>()?,
        })
    }
}

/// A word for each kind of ending, the same in every language (for files
/// and charts; the page words them).
pub fn ending_key(reason: &EndReason) -> String {
    match reason {
        EndReason::SideEmpty { .. } => "side-empty".into(),
        EndReason::NoMove { .. } => "no-move".into(),
        EndReason::Majority { .. } => "majority".into(),
        EndReason::Repetition { .. } => "repetition".into(),
        EndReason::Agreement { .. } => "agreement".into(),
        EndReason::Own { key, .. } => (*key).into(),
        EndReason::Resigned { .. } => "resigned".into(),
        EndReason::DrawAgreed => "draw-agreed".into(),
    }
}

/// A seed for one part of a run.
pub fn mix(seed: u64, part: u64) -> u64 {
    let mut x = seed ^ part.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Plays game `index` of variant `variant`.
pub fn play_game(
    config: &LabConfig,
    variant: usize,
    index: u32,
    clock: &dyn Clock,
) -> Result<LabGame, String> {
    let info =
        games::find(&config.game).ok_or_else(|| format!("unknown game '{}'", config.game))?;
    let options = config.variants.get(variant).ok_or("no such variant")?;
    let game_seed = mix(mix(config.seed, variant as u64), u64::from(index));
    let mut session = (info.new_session)(options, game_seed).map_err(|e| e.to_string())?;
    // The seats' teams, as the board shows them (none without teams).
    let teams = match session.board() {
        BoardView::Grid(grid) if grid.teams => grid.players.iter().map(|p| p.team).collect(),
        _ => Vec::new(),
    };
    let mut tally = LabGame {
        winners: 0,
        first: 0,
        moves: 0,
        rolls: 0,
        ending: String::new(),
        scores: Vec::new(),
        captured: 0,
        pieces_captured: 0,
        returns: 0,
        teams,
    };
    let (mut moves, mut rolls) = (0, 0);
    let mut record: Record = session.record();
    let mut first = None;
    loop {
        let cursor = record.moves.len();
        let mv = match session.turn() {
            Turn::Over(_) => break,
            Turn::Chance => {
                rolls += 1;
                crate::engine::chance::pick_outcome(record.seed, cursor, &session.chance_outcomes())
                    .ok_or("no chance outcome")?
            }
            Turn::Player(seat) if moves < config.opening => {
                moves += 1;
                first.get_or_insert(seat);
                let legal = session.legal();
                let pick = mix(game_seed, 0x0be + cursor as u64) % legal.len().max(1) as u64;
                legal.get(pick as usize).cloned().ok_or("no legal move")?
            }
            Turn::Player(seat) => {
                moves += 1;
                first.get_or_insert(seat);
                let level = config
                    .levels
                    .get(seat)
                    .or(config.levels.last())
                    .copied()
                    .unwrap_or(Level::Medium);
                let seed = mix(game_seed, cursor as u64);
                let answer = think_with(
                    &record,
                    Engine::Level(level),
                    lab_limits(level),
                    seed,
                    clock,
                )?;
                answer.moves.into_iter().next().ok_or("no move")?
            }
        };
        tally.count(&session.play(&mv).map_err(|e| e.to_string())?);
        record.moves.push(mv);
    }
    let Turn::Over(outcome) = session.turn() else {
        return Err("a game stopped before its end".into());
    };
    Ok(LabGame {
        winners: outcome.winners,
        first: first.unwrap_or(0),
        moves,
        rolls,
        ending: ending_key(&outcome.reason),
        scores: session.scores(),
        ..tally
    })
}

/// The 95% interval of a share of `k` in `n` (Wilson's score interval):
/// (low, high), each in [0, 1].
pub fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let (k, n) = (f64::from(k), f64::from(n));
    let p = k / n;
    let denominator = 1.0 + z * z / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (
        ((centre - spread) / denominator).max(0.0),
        ((centre + spread) / denominator).min(1.0),
    )
}

/// Counts of `values` in bins of `width` from `low`: [(bin start, count)],
/// every bin from the lowest value's to the highest's.
pub fn histogram(values: &[i64], width: i64) -> Vec<(i64, u32)> {
    let width = width.max(1);
    let (Some(&min), Some(&max)) = (values.iter().min(), values.iter().max()) else {
        return Vec::new();
    };
    let start = min.div_euclid(width) * width;
    let bins = ((max - start) / width + 1) as usize;
    let mut counts = vec![0u32; bins];
    for v in values {
        counts[((v - start) / width) as usize] += 1;
    }
    counts
        .into_iter()
        .enumerate()
        .map(|(k, c)| (start + k as i64 * width, c))
        .collect()
}

/// The median of `values` (the mean of the middle two for an even count).
pub fn median(values: &[i64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2] as f64,
        n => (sorted[n / 2 - 1] + sorted[n / 2]) as f64 / 2.0,
    }
}

/// A bin width that gives about 20 bins over `values`.
fn bin_width(values: &[i64]) -> i64 {
    let (min, max) = (
        values.iter().min().copied().unwrap_or(0),
        values.iter().max().copied().unwrap_or(0),
    );
    ((max - min) / 20 + 1).max(1)
}

fn rounded(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// The statistics of one variant's games, as JSON.
///
/// In a game played in teams a seat wins when its team does (the team's
/// seats are the winners), and `teams` gives each team's wins; `draws`
/// counts the games no one seat (or no one team) won, and `fair` is what
/// an even seat (or team) would win: its share of the other games.
pub fn summarise(games: &[LabGame], seats: usize) -> Value {
    let n = games.len() as u32;
    let teams: &[u8] = games.first().map_or(&[], |g| &g.teams);
    // The winners when `seat` (its team, in teams) wins.
    let side = |seat: usize| match teams.get(seat) {
        Some(&team) => (0..teams.len())
            .filter(|&q| teams[q] == team)
            .fold(0u8, |m, q| m | 1 << q),
        None => 1u8 << seat,
    };
    let sole = |seat: usize| games.iter().filter(|g| g.winners == side(seat)).count() as u32;
    let seat_stats: Vec<Value> = (0..seats)
        .map(|seat| {
            let wins = sole(seat);
            let (low, high) = wilson(wins, n);
            json!({
                "seat": seat,
                "wins": wins,
                "share": rounded(if n == 0 { 0.0 } else { f64::from(wins) / f64::from(n) }),
                "low": rounded(low),
                "high": rounded(high),
            })
        })
        .collect();
    let shared = games
        .iter()
        .filter(|g| !(0..seats).any(|seat| g.winners == side(seat)))
        .count();
    // Whoever moved first, whatever seat (the first player may be drawn).
    let first_wins = games.iter().filter(|g| g.winners == side(g.first)).count() as u32;
    let (first_low, first_high) = wilson(first_wins, n);
    let lengths: Vec<i64> = games.iter().map(|g| i64::from(g.moves)).collect();
    let rolls: Vec<i64> = games.iter().map(|g| i64::from(g.rolls)).collect();
    let mut endings: Vec<(String, u32)> = Vec::new();
    for g in games {
        match endings.iter_mut().find(|(k, _)| *k == g.ending) {
            Some((_, c)) => *c += 1,
            None => endings.push((g.ending.clone(), 1)),
        }
    }
    endings.sort();
    // What a seat would win if the seats (or teams) were even: its share
    // of the games one of them won, the drawn and shared ones left out.
    let sides = if teams.is_empty() {
        seats
    } else {
        let mut ids = teams.to_vec();
        ids.sort_unstable();
        ids.dedup();
        ids.len()
    };
    let fair = if n == 0 || sides == 0 {
        0.0
    } else {
        (f64::from(n) - shared as f64) / f64::from(n) / sides as f64
    };
    let mut out = json!({
        "games": n,
        "seats": seat_stats,
        "draws": shared,
        "fair": rounded(fair),
        "first_mover": {
            "wins": first_wins,
            "share": rounded(if n == 0 { 0.0 } else { f64::from(first_wins) / f64::from(n) }),
            "low": rounded(first_low),
            "high": rounded(first_high),
        },
        "length": {
            "median": median(&lengths),
            "longest": lengths.iter().max().copied().unwrap_or(0),
            "histogram": histogram(&lengths, bin_width(&lengths)),
        },
        "endings": endings.iter().map(|(k, c)| json!({"ending": k, "games": c})).collect::<Vec<_>>(),
        "captured": games.iter().map(|g| u64::from(g.captured)).sum::<u64>(),
        "pieces_captured": games.iter().map(|g| u64::from(g.pieces_captured)).sum::<u64>(),
        "returns": games.iter().map(|g| u64::from(g.returns)).sum::<u64>(),
    });
    if !teams.is_empty() {
        let mut ids = teams.to_vec();
        ids.sort_unstable();
        ids.dedup();
        out["teams"] = ids
            .iter()
            .map(|&team| {
                let members: Vec<usize> = (0..teams.len()).filter(|&q| teams[q] == team).collect();
                let wins = members.first().map_or(0, |&seat| sole(seat));
                let (low, high) = wilson(wins, n);
                json!({
                    "team": team,
                    "seats": members,
                    "wins": wins,
                    "share": rounded(if n == 0 { 0.0 } else { f64::from(wins) / f64::from(n) }),
                    "low": rounded(low),
                    "high": rounded(high),
                })
            })
            .collect();
    }
    if rolls.iter().any(|&r| r > 0) {
        out["rolls"] = json!({
            "median": median(&rolls),
            "longest": rolls.iter().max().copied().unwrap_or(0),
            "histogram": histogram(&rolls, bin_width(&rolls)),
        });
    }
    if seats == 2 {
        // The first seat's final margin.
        let margins: Vec<i64> = games
            .iter()
            .map(|g| {
                i64::from(
                    g.scores.first().copied().unwrap_or(0) - g.scores.get(1).copied().unwrap_or(0),
                )
            })
            .collect();
        out["margin"] = json!({
            "median": median(&margins),
            "histogram": histogram(&margins, bin_width(&margins)),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_hand_computed_values() {
        // 56 of 100: p = 0.56, z = 1.96: (0.4622, 0.6532).
        let (low, high) = wilson(56, 100);
        assert!((low - 0.4622).abs() < 5e-4, "{low}");
        assert!((high - 0.6532).abs() < 5e-4, "{high}");
        // None of 10: (0, 0.2775).
        let (low, high) = wilson(0, 10);
        assert_eq!(low, 0.0);
        assert!((high - 0.2775).abs() < 5e-4, "{high}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn histograms_and_medians_count_by_hand() {
        assert_eq!(
            histogram(&[3, 7, 8, 12, -1], 5),
            vec![(-5, 1), (0, 1), (5, 2), (10, 1)]
        );
        assert_eq!(histogram(&[], 5), vec![]);
        assert_eq!(median(&[5, 1, 3]), 3.0);
        assert_eq!(median(&[4, 1, 3, 2]), 2.5);
    }

    fn game(winners: u8, moves: u32, scores: [i32; 2], ending: &str) -> LabGame {
        LabGame {
            winners,
            first: 1,
            moves,
            rolls: 0,
            ending: ending.into(),
            scores: scores.to_vec(),
            captured: 4,
            pieces_captured: 0,
            returns: 0,
            teams: Vec::new(),
        }
    }

    #[test]
    fn a_summary_counts_seats_draws_lengths_endings_and_margins() {
        let games = [
            game(1, 10, [30, 18], "no-move"),
            game(1, 20, [25, 23], "side-empty"),
            game(2, 30, [20, 28], "no-move"),
            game(3, 40, [24, 24], "repetition"),
        ];
        let s = summarise(&games, 2);
        assert_eq!(s["games"], 4);
        assert_eq!(s["seats"][0]["wins"], 2);
        assert_eq!(s["seats"][0]["share"], 0.5);
        assert_eq!(s["seats"][1]["wins"], 1);
        assert_eq!(s["draws"], 1);
        // A fair seat wins its share of the games someone won: 3 of 4
        // games were won, so (3/4) / 2 seats.
        assert_eq!(s["fair"], 0.375);
        // The second seat moved first in each, and won one.
        assert_eq!(s["first_mover"]["wins"], 1);
        assert_eq!(s["first_mover"]["share"], 0.25);
        assert_eq!(s["length"]["median"], 25.0);
        assert_eq!(s["length"]["longest"], 40);
        assert_eq!(
            s["endings"],
            json!([{"ending": "no-move", "games": 2}, {"ending": "repetition", "games": 1},
                   {"ending": "side-empty", "games": 1}])
        );
        assert_eq!(s["margin"]["median"], 1.0);
        assert_eq!(s["captured"], 16);
        assert!(s.get("rolls").is_none());
    }

    #[test]
    fn a_game_is_decided_by_its_index_alone_and_openings_make_games_differ() {
        let mut config = LabConfig {
            game: "basic".into(),
            variants: vec![json!({"first_player": "south"})],
            levels: vec![Level::Medium],
            games: 8,
            opening: 2,
            seed: 7,
        };
        let clock = crate::ai::SystemClock::default();
        let a = play_game(&config, 0, 1, &clock).unwrap();
        assert_eq!(a, play_game(&config, 0, 1, &clock).unwrap());
        assert_eq!(a.scores.iter().sum::<i32>(), 36);
        let distinct = |config: &LabConfig| {
            let mut games: Vec<(u32, Vec<i32>)> = (0..config.games)
                .map(|k| play_game(config, 0, k, &clock).unwrap())
                .map(|g| (g.moves, g.scores))
                .collect();
            games.sort();
            games.dedup();
            games.len()
        };
        assert!(distinct(&config) >= 6, "{}", distinct(&config));
        // Without an opening, computers at a fixed budget play the same
        // game or two (the search shuffles equal moves by its seed).
        config.opening = 0;
        assert!(distinct(&config) <= 2, "{}", distinct(&config));
    }

    /// The lab's games of Rainbow Passage and Spectral Reapers are what
    /// they were before their rules were made faster for the searches
    /// (steps listed in order without a sort, a step checked once, a
    /// cheaper repetition key): the figures below are those `rgames lab
    /// <game> --variant … --level easy --games N --seed 4` printed before
    /// (each seat's sole wins, the median and longest game, the median
    /// rolls, beads and pieces captured; in teams a seat now wins with its
    /// team, where it counted no sole win before: each team won one of the
    /// two games). A change to what the computers
    /// choose, or to the order of the actions they choose among, shows
    /// here. (Easy, 300 simulations a decision, rather than Medium's
    /// 3,000, to keep the test short: the same search and rules.)
    #[test]
    fn passage_and_reapers_games_are_played_as_before() {
        let cases = [
            (
                "rainbow-passage",
                json!({"players": 3}),
                2,
                json!([[1, 1, 0], 82.0, 98, 47.5, 0, 6]),
            ),
            (
                "rainbow-passage",
                json!({"players": 4, "size": "9x9", "teams": "opposite"}),
                2,
                json!([[1, 1, 1, 1], 116.5, 120, 74.0, 0, 17]),
            ),
            (
                "spectral-reapers",
                json!("seed"),
                2,
                json!([[2, 0, 0], 203.5, 236, null, 35, 0]),
            ),
            (
                "spectral-reapers",
                json!("6-players"),
                1,
                json!([[0, 0, 0, 0, 1, 0], 644.0, 644, null, 53, 0]),
            ),
        ];
        for (game, variant, games, expected) in cases {
            let info = games::find(game).unwrap();
            let options = match &variant {
                Value::String(id) => info.options_from(Some(id), &Value::Null),
                extra => info.options_from(None, extra),
            }
            .unwrap();
            let config = LabConfig {
                game: game.into(),
                variants: vec![options],
                levels: vec![Level::Easy],
                games,
                opening: 2,
                seed: 4,
            };
            let played: Vec<LabGame> = (0..games)
                .map(|k| play_game(&config, 0, k, &crate::ai::FixedClock).unwrap())
                .collect();
            let s = summarise(&played, played[0].scores.len());
            let wins: Vec<Value> = s["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["wins"].clone())
                .collect();
            let got = json!([
                wins,
                s["length"]["median"],
                s["length"]["longest"],
                s.get("rolls").map_or(Value::Null, |r| r["median"].clone()),
                s["captured"],
                s["pieces_captured"]
            ]);
            assert_eq!(got, expected, "{game} {variant}");
        }
    }

    #[test]
    fn a_fair_seat_counts_the_draws_out() {
        // Three seats, no draw: a third each.
        let three = |winners: u8| LabGame {
            scores: vec![0; 3],
            ..game(winners, 10, [0, 0], "x")
        };
        let s = summarise(&[three(1), three(2), three(4)], 3);
        assert_eq!(s["fair"], 0.3333);
        // Five games, two shared by two seats and one by all three: the two
        // games won by one seat are shared out, 2/5 / 3 = 0.1333.
        let s = summarise(&[three(1), three(3), three(6), three(7), three(4)], 3);
        assert_eq!(s["draws"], 3);
        assert_eq!(s["fair"], 0.1333);
        // No games: nothing is fair or unfair.
        assert_eq!(summarise(&[], 3)["fair"], 0.0);
    }

    #[test]
    fn in_teams_a_seat_wins_with_its_team_and_each_team_has_its_share() {
        // Four seats, South and North against West and East.
        let four = |winners: u8, first: usize| LabGame {
            first,
            scores: vec![0; 4],
            teams: vec![0, 1, 0, 1],
            returns: 2,
            ..game(winners, 50, [0, 0], "crossed")
        };
        let games = [
            four(0b0101, 0),
            four(0b1010, 0),
            four(0b0101, 1),
            four(0b1111, 1),
        ];
        let s = summarise(&games, 4);
        let wins: Vec<&Value> = (0..4).map(|k| &s["seats"][k]["wins"]).collect();
        assert_eq!(wins, [&json!(2), &json!(1), &json!(2), &json!(1)]);
        assert_eq!(s["teams"][0]["seats"], json!([0, 2]));
        assert_eq!(s["teams"][0]["wins"], 2);
        assert_eq!(s["teams"][0]["share"], 0.5);
        assert_eq!(s["teams"][1]["seats"], json!([1, 3]));
        assert_eq!(s["teams"][1]["wins"], 1);
        // 1 of 4: Wilson's interval (0.0456, 0.6994).
        assert!((s["teams"][1]["low"].as_f64().unwrap() - 0.0456).abs() < 5e-4);
        assert!((s["teams"][1]["high"].as_f64().unwrap() - 0.6994).abs() < 5e-4);
        // The game all four shared is the one not won.
        assert_eq!(s["draws"], 1);
        // A fair team (and so a fair seat) wins half the three games won.
        assert_eq!(s["fair"], 0.375);
        // Seat 0 moved first and its team won; seat 1 moved first in the
        // third (lost) and fourth (shared).
        assert_eq!(s["first_mover"]["wins"], 1);
        assert_eq!(s["returns"], 8);
        // Without teams there is no "teams".
        assert!(summarise(&[game(1, 10, [1, 0], "x")], 2)
            .get("teams")
            .is_none());
    }

    #[test]
    fn the_lab_counts_each_return_of_a_captured_piece() {
        // Random games of Rainbow Passage: every return played ("r:…") is
        // counted once, and there are some.
        let info = games::find("rainbow-passage").unwrap();
        let options = info.options_from(None, &json!({"players": 3})).unwrap();
        let (mut played, mut counted) = (0, 0);
        for seed in 0..12u64 {
            let mut session = (info.new_session)(&options, seed).unwrap();
            let mut tally = game(0, 0, [0, 0], "");
            for cursor in 0..3000usize {
                let mv = match session.turn() {
                    Turn::Over(_) => break,
                    Turn::Chance => crate::engine::chance::pick_outcome(
                        seed,
                        cursor,
                        &session.chance_outcomes(),
                    )
                    .unwrap(),
                    Turn::Player(_) => {
                        let legal = session.legal();
                        // Returns when there are any, else at random.
                        legal
                            .iter()
                            .find(|m| m.starts_with("r:"))
                            .cloned()
                            .unwrap_or_else(|| {
                                legal[mix(seed, cursor as u64) as usize % legal.len()].clone()
                            })
                    }
                };
                played += u32::from(mv.starts_with("r:"));
                tally.count(&session.play(&mv).unwrap());
            }
            counted += tally.returns;
        }
        assert!(played > 0);
        assert_eq!(counted, played);
    }

    #[test]
    fn configs_and_games_go_through_json_and_the_report_is_the_clis() {
        let config = LabConfig {
            game: "basic".into(),
            variants: vec![json!({"first_player": "south"})],
            levels: vec![Level::Medium, Level::Easy],
            games: 3,
            opening: 2,
            seed: 9,
        };
        assert_eq!(
            LabConfig::from_value(&config.to_value()),
            Ok(config.clone())
        );
        assert!(LabConfig::from_value(&json!({"game": "basic"})).is_err());
        assert!(LabConfig::from_value(&json!([1, 2])).is_err());
        let g = game(1, 10, [30, 18], "no-move");
        assert_eq!(LabGame::from_value(&g.to_value()), Some(g.clone()));
        assert_eq!(LabGame::from_value(&json!({"winners": 1})), None);
        assert_eq!(
            LabGame::from_value(
                &json!({"winners": 300, "first": 0, "moves": 1, "rolls": 0, "ending": "x", "scores": [], "captured": 0, "pieces_captured": 0})
            ),
            None
        );
        let r = report(&config, &["seed".into()], &[vec![g.clone(), g]]);
        assert_eq!(r["variants"][0]["variant"], "seed");
        assert_eq!(r["variants"][0]["stats"]["seats"][0]["wins"], 2);
        assert_eq!(r["levels"], json!(["medium", "easy"]));
    }
}
