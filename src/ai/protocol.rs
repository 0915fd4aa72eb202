//! The line protocol of `rgames engine`, for scripts and other programs:
//! one command a line in, one reply a line out (README.md).
//!
//! - `newgame <game> [preset=P] [seed=S] [options=JSON]` → `ok`
//! - `moves <m1> <m2> …` (the whole game from its start) → `ok`
//! - `legal` → `legal <m1> <m2> …`
//! - `go [ms=N] [level=L] [nodes=N] [seed=S]` → `bestmove <m>`: the next
//!   single decision of the player to move (strongest level, 2000 ms by
//!   default)
//! - `show` → the position as the JSON of `rgames state`
//! - `eval` → `eval <n>`: alpha-beta's own judgement of the position where
//!   a search stops there (`AiGame::evaluate`), South's view, in sixteenths
//!   of a seed (for the scripts that fit its weights)
//! - `quit` → no reply; the program ends
//!
//! Anything wrong gives `error <why>` and changes nothing.

use serde_json::Value;

use super::{think_with, Clock, Engine, Level, Limits, DEFAULT_MS};
use crate::engine::record::Record;
use crate::engine::Turn;
use crate::games;

/// What to do after a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Print this line.
    Line(String),
    /// Print nothing (a blank line came in).
    Nothing,
    /// The session is over.
    Quit,
}

/// The protocol's state: the game being analysed.
#[derive(Clone, Debug, Default)]
pub struct Protocol {
    record: Option<Record>,
    /// Whether the Strongest level builds its endgame table itself
    /// ([`super::tables::wanted`]) before it first thinks in a game with
    /// tables, as the page's worker does in the background.
    auto_tables: bool,
}

fn error(why: impl std::fmt::Display) -> Reply {
    Reply::Line(format!("error {why}"))
}

impl Protocol {
    /// A protocol whose Strongest level builds and installs the endgame
    /// table of a game with tables ([`super::tables::AUTO_SEEDS`] seeds)
    /// before its first move there (`rgames engine --table auto`), so that
    /// it plays as the page's does once its worker has built the table.
    pub fn with_auto_tables() -> Protocol {
        Protocol {
            record: None,
            auto_tables: true,
        }
    }

    /// Answers one command line.
    pub fn command(&mut self, line: &str, clock: &dyn Clock) -> Reply {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "" => Reply::Nothing,
            "quit" => Reply::Quit,
            "newgame" => self.new_game(rest),
            "moves" => self.moves(rest),
            "legal" => match self.replay() {
                Ok(session) => {
                    let legal = session.legal();
                    Reply::Line(if legal.is_empty() {
                        "legal".to_string()
                    } else {
                        format!("legal {}", legal.join(" "))
                    })
                }
                Err(e) => e,
            },
            "show" => match self.replay() {
                Ok(session) => Reply::Line(crate::games::state_json(&*session).to_string()),
                Err(e) => e,
            },
            "go" => self.go(rest, clock),
            "eval" => match &self.record {
                Some(record) => match super::evaluate(record) {
                    Ok(value) => Reply::Line(format!("eval {value}")),
                    Err(e) => error(e),
                },
                None => error("no game: send newgame first"),
            },
            other => error(format!(
                "unknown command '{other}' (commands: newgame, moves, legal, go, show, eval, quit)"
            )),
        }
    }

    fn replay(&self) -> Result<Box<dyn crate::engine::session::Session>, Reply> {
        let record = self
            .record
            .as_ref()
            .ok_or_else(|| error("no game: send newgame first"))?;
        record.replay().map_err(error)
    }

    fn new_game(&mut self, rest: &str) -> Reply {
        let (id, mut rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        if id.is_empty() {
            return error("newgame needs a game id (see rgames list)");
        }
        let Some(info) = games::find(id) else {
            let ids = games::ids();
            return error(format!("unknown game '{id}' (games: {})", ids.join(", ")));
        };
        let mut preset = None;
        let mut seed = 0u64;
        let mut overrides = Value::Null;
        loop {
            rest = rest.trim_start();
            if rest.is_empty() {
                break;
            }
            if let Some(json) = rest.strip_prefix("options=") {
                // The options are one JSON value, spaces allowed.
                let mut values = serde_json::Deserializer::from_str(json).into_iter::<Value>();
                match values.next() {
                    Some(Ok(value)) => {
                        overrides = value;
                        rest = &json[values.byte_offset()..];
                    }
                    Some(Err(e)) => return error(format!("options: {e}")),
                    None => return error("options: a JSON object is missing"),
                }
                continue;
            }
            let (word, after) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            rest = after;
            match word.split_once('=') {
                Some(("preset", p)) => preset = Some(p.to_string()),
                Some(("seed", s)) => match s.parse() {
                    Ok(s) => seed = s,
                    Err(_) => return error(format!("seed must be a whole number, not '{s}'")),
                },
                _ => {
                    return error(format!(
                        "unknown setting '{word}' (settings: preset=, seed=, options=)"
                    ))
                }
            }
        }
        let options = match info.options_from(preset.as_deref(), &overrides) {
            Ok(options) => options,
            Err(e) => return error(e),
        };
        let record = Record {
            game: info.id.to_string(),
            options,
            seed,
            moves: Vec::new(),
            position: None,
        };
        if let Err(e) = record.replay() {
            return error(e);
        }
        self.record = Some(record);
        Reply::Line("ok".to_string())
    }

    fn moves(&mut self, rest: &str) -> Reply {
        let Some(record) = &self.record else {
            return error("no game: send newgame first");
        };
        let candidate = Record {
            moves: rest.split_whitespace().map(str::to_string).collect(),
            ..record.clone()
        };
        match candidate.replay() {
            Ok(_) => {
                self.record = Some(candidate);
                Reply::Line("ok".to_string())
            }
            Err(e) => error(e),
        }
    }

    fn go(&mut self, rest: &str, clock: &dyn Clock) -> Reply {
        let session = match self.replay() {
            Ok(session) => session,
            Err(e) => return e,
        };
        match session.turn() {
            Turn::Over(_) => return error("the game is over"),
            Turn::Chance => {
                return error("the dice are to be rolled: play one of the rolls that legal lists")
            }
            Turn::Player(_) => {}
        }
        let mut ms = DEFAULT_MS;
        let mut engine = Engine::Level(Level::Strongest);
        let mut nodes = None;
        let mut seed = 0u64;
        for word in rest.split_whitespace() {
            let number = |v: &str| {
                v.parse::<u64>()
                    .map_err(|_| error(format!("'{word}': a whole number is needed")))
            };
            match word.split_once('=') {
                Some(("ms", v)) => match number(v) {
                    Ok(v) => ms = v.clamp(1, u32::MAX as u64) as u32,
                    Err(e) => return e,
                },
                Some(("nodes", v)) => match number(v) {
                    Ok(v) => nodes = Some(v.max(1)),
                    Err(e) => return e,
                },
                Some(("seed", v)) => match number(v) {
                    Ok(v) => seed = v,
                    Err(e) => return e,
                },
                Some(("level", v)) => match Engine::parse(v) {
                    Ok(e) => engine = e,
                    Err(e) => return error(e),
                },
                _ => {
                    return error(format!(
                        "unknown setting '{word}' (settings: ms=, level=, nodes=, seed=)"
                    ))
                }
            }
        }
        let limits = match nodes {
            Some(n) => Limits {
                ms: None,
                nodes: Some(n),
            },
            None => engine.limits(ms),
        };
        let Some(record) = &self.record else {
            return error("no game: send newgame first");
        };
        if engine == Engine::Level(Level::Strongest) && self.auto_tables {
            if let Some(seeds) = super::tables::wanted(&record.game, &record.options) {
                match super::tables::build(&record.game, &record.options, seeds, &mut |_| {}) {
                    Ok(table) => {
                        super::tables::install(table);
                    }
                    // Played without, and not tried again.
                    Err(_) => self.auto_tables = false,
                }
            }
        }
        if engine == Engine::Level(Level::Strongest) {
            // An installed opening book's decision, when it is a legal one.
            if let Some(mv) = super::book::decision_for(record) {
                if session.legal().contains(&mv) {
                    return Reply::Line(format!("bestmove {mv}"));
                }
            }
        }
        match think_with(record, engine, limits, seed, clock) {
            Ok(answer) => match answer.moves.first() {
                Some(mv) => Reply::Line(format!("bestmove {mv}")),
                None => error("the search found no move"),
            },
            Err(e) => error(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::FixedClock;

    fn run(protocol: &mut Protocol, line: &str) -> String {
        match protocol.command(line, &FixedClock) {
            Reply::Line(text) => text,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn every_command_answers() {
        let mut p = Protocol::default();
        assert_eq!(
            run(
                &mut p,
                r#"newgame owari preset=abapa options={"first_player": "south"} seed=4"#
            ),
            "ok"
        );
        assert_eq!(run(&mut p, "legal"), "legal A B C D E F");
        assert_eq!(run(&mut p, "moves C"), "ok");
        assert_eq!(run(&mut p, "legal"), "legal a b c d e f");
        let best = run(&mut p, "go nodes=500");
        let mv = best.strip_prefix("bestmove ").unwrap();
        assert!(["a", "b", "c", "d", "e", "f"].contains(&mv), "{best}");
        assert!(run(&mut p, "go level=beginner ms=50 seed=3").starts_with("bestmove "));
        let state: Value = serde_json::from_str(&run(&mut p, "show")).unwrap();
        assert_eq!(state["moves"], serde_json::json!(["C"]));
        assert_eq!(state["to_move"], 1);
        assert_eq!(p.command("", &FixedClock), Reply::Nothing);
        assert_eq!(p.command("quit", &FixedClock), Reply::Quit);
    }

    #[test]
    fn the_strongest_level_builds_its_table_with_auto_tables() {
        use crate::ai::tables;
        tables::uninstall_all();
        let kalah = serde_json::json!({"seeds_per_pit": 4});
        let installed = || tables::installed_for("basic", &kalah).unwrap();
        let mut plain = Protocol::default();
        run(&mut plain, r#"newgame basic options={"seeds_per_pit": 4}"#);
        assert!(run(&mut plain, "go nodes=200").starts_with("bestmove "));
        assert!(installed().is_none(), "no table without --table auto");
        let mut p = Protocol::with_auto_tables();
        run(&mut p, r#"newgame basic options={"seeds_per_pit": 4}"#);
        // The levels that read no table build none.
        assert!(run(&mut p, "go nodes=200 level=hard").starts_with("bestmove "));
        assert!(installed().is_none());
        assert!(run(&mut p, "go nodes=200").starts_with("bestmove "));
        let table = installed().expect("the Strongest level built its table");
        assert_eq!(table.header().seeds, tables::AUTO_SEEDS);
        // Built once: the next move finds it installed.
        assert_eq!(tables::wanted("basic", &kalah), None);
        tables::uninstall_all();
    }

    /// `eval` is the typed game's own [`crate::ai::AiGame::evaluate`] of
    /// the position the moves reach (the fitting scripts check their
    /// features against it).
    #[test]
    fn eval_answers_the_searchs_own_judgement() {
        use crate::ai::AiGame;
        use crate::engine::options::options_from_json;
        use crate::engine::session::play_move;
        use crate::engine::Game;
        use crate::games::{giuthi::Giuthi, owari::Owari};

        fn typed<G: Game + AiGame>(moves: &[&str]) -> i32 {
            let options = options_from_json(&serde_json::json!({"first_player": "south"})).unwrap();
            let mut game = G::new(&options, 5).unwrap();
            for mv in moves {
                play_move(&mut game, mv).unwrap();
            }
            game.evaluate()
        }
        let mut seen = Vec::new();
        for (game, moves) in [
            ("owari", vec!["C", "d", "E", "a"]),
            ("owari", vec!["C", "d", "E", "a", "F"]),
            ("giuthi", vec!["C>", "a<", "C<"]),
        ] {
            let mut p = Protocol::default();
            run(
                &mut p,
                &format!(r#"newgame {game} seed=5 options={{"first_player":"south"}}"#),
            );
            assert_eq!(run(&mut p, &format!("moves {}", moves.join(" "))), "ok");
            let expected = match game {
                "owari" => typed::<Owari>(&moves),
                _ => typed::<Giuthi>(&moves),
            };
            assert_eq!(
                run(&mut p, "eval"),
                format!("eval {expected}"),
                "{game} {moves:?}"
            );
            seen.push(expected);
        }
        // Not one value for every position.
        assert_ne!(seen[0], seen[1]);
    }

    #[test]
    fn decisions_inside_a_move_one_at_a_time() {
        let mut p = Protocol::default();
        run(
            &mut p,
            r#"newgame rainbow-chase options={"first_player":"south"}"#,
        );
        let best = run(&mut p, "go nodes=300");
        let mv = best.strip_prefix("bestmove ").unwrap().to_string();
        assert_eq!(run(&mut p, &format!("moves {mv}")), "ok");
        // Still South's move or North's: either way a single decision.
        let next = run(&mut p, "go nodes=300");
        assert!(
            !next.trim_start_matches("bestmove ").contains(' '),
            "{next}"
        );
    }

    #[test]
    fn bad_input_is_an_error_and_changes_nothing() {
        let mut p = Protocol::default();
        for line in ["legal", "go", "show", "eval", "moves C"] {
            assert!(run(&mut p, line).starts_with("error no game"), "{line}");
        }
        for line in [
            "newgame",
            "newgame chess",
            "newgame owari preset=nope",
            "newgame owari seed=x",
            "newgame owari colour=red",
            "newgame owari options={\"grand_slam\":",
            "newgame owari options={\"typo\":1}",
            "fly",
        ] {
            assert!(run(&mut p, line).starts_with("error "), "{line}");
        }
        run(&mut p, r#"newgame owari options={"first_player":"south"}"#);
        run(&mut p, "moves C d");
        for line in [
            "moves C C",
            "moves Q",
            "go ms=x",
            "go level=genius",
            "go depth=3",
        ] {
            assert!(run(&mut p, line).starts_with("error "), "{line}");
        }
        // The game is still the one before the bad commands.
        let state: Value = serde_json::from_str(&run(&mut p, "show")).unwrap();
        assert_eq!(state["moves"], serde_json::json!(["C", "d"]));
        run(&mut p, "moves C agree");
        assert_eq!(run(&mut p, "go"), "error the game is over");
        run(&mut p, "newgame rainbow-passage");
        assert!(run(&mut p, "go").starts_with("error the dice"));
        assert!(run(&mut p, "legal").starts_with("legal @"));
    }
}
