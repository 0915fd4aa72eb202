//! The computer players: every game and preset gets legal decisions at every
//! level, answers replay from their seed, searches find what must be found,
//! and stronger levels beat weaker ones.

mod common;

use common::XorShift;
use rainbow_games::ai::arena::{play_match, MatchConfig};
use rainbow_games::ai::{self, Engine, FixedClock, Level, Limits, Request};
use rainbow_games::engine::options::preset_named;
use rainbow_games::engine::record::Record;
use rainbow_games::engine::{Game, Turn};
use rainbow_games::games;
use serde_json::Value;

/// Positions from a seeded random game of `game` with `options`: the record
/// at every point where a player decides, up to `count` of them spread over
/// the game.
fn decision_points(game: &str, options: &Value, seed: u64, count: usize) -> Vec<Record> {
    let mut session = common::new_session(game, options, seed);
    let mut points = Vec::new();
    let mut rng = XorShift::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut step = 0usize;
    loop {
        match session.turn() {
            Turn::Over(_) => break,
            Turn::Chance => {
                rainbow_games::engine::chance::roll_while_chance(session.as_mut()).unwrap();
                continue;
            }
            Turn::Player(_) => {}
        }
        let legal = session.legal();
        if legal.len() > 1 && step.is_multiple_of(7) && points.len() < count {
            points.push(session.record());
        }
        let mv = rng.pick(&legal);
        session.play(mv).unwrap();
        step += 1;
    }
    points
}

/// Plays an answer's line on the record: every move must be legal, and all
/// but the first must still be the same player's decisions.
fn check_answer(record: &Record, answer: &ai::Answer) {
    let mut session = record.replay().unwrap();
    let Turn::Player(player) = session.turn() else {
        panic!("asked at a position nobody decides");
    };
    assert!(!answer.moves.is_empty(), "{}: an empty answer", record.game);
    for (k, mv) in answer.moves.iter().enumerate() {
        assert_eq!(
            session.turn(),
            Turn::Player(player),
            "{}: move {k} of the line {:?} is not the same player's",
            record.game,
            answer.moves
        );
        session.play(mv).unwrap_or_else(|e| {
            panic!(
                "{} after {:?}: the answer {:?} is illegal: {e}",
                record.game, record.moves, answer.moves
            )
        });
    }
}

#[test]
fn every_game_and_preset_gets_legal_decisions_at_every_level() {
    // Every registered game has a computer player by construction (the
    // registry requires `AiGame`); this plays each.
    for game in games::all() {
        for preset in (game.presets)() {
            // Three positions per preset; the levels take turns so every
            // level meets every game without a long test.
            let points = decision_points(game.id, &preset.options, 11, 3);
            assert!(
                !points.is_empty(),
                "{} {}: no decisions",
                game.id,
                preset.id
            );
            for (k, record) in points.iter().enumerate() {
                let level = Level::ALL[(k + preset.id.len()) % 4];
                let request = Request {
                    record: record.clone(),
                    cursor: None,
                    level,
                    ms: 2000,
                    seed: 5,
                    weigh: false,
                };
                let answer = ai::think(&request, &FixedClock)
                    .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, preset.id));
                check_answer(record, &answer);
            }
        }
    }
}

#[test]
fn the_strongest_level_and_every_search_answer_legally_in_every_game() {
    for game in games::all() {
        let preset = &(game.presets)()[0];
        let record = &decision_points(game.id, &preset.options, 3, 2)[1];
        for engine in [Engine::AlphaBeta, Engine::Mcts, Engine::Uct, Engine::Random] {
            let limits = Limits {
                ms: None,
                nodes: Some(400),
            };
            let answer = ai::think_with(record, engine, limits, 9, &FixedClock)
                .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, engine.id()));
            check_answer(record, &answer);
        }
    }
}

#[test]
fn answers_replay_from_their_seed() {
    for game in [
        "owari",
        "rainbow-chase",
        "spectral-reapers",
        "rainbow-passage",
    ] {
        let info = games::find(game).unwrap();
        let options = (info.presets)()[0].options.clone();
        let record = decision_points(game, &options, 4, 2)[1].clone();
        let request = Request {
            record,
            cursor: None,
            level: Level::Medium,
            ms: 2000,
            seed: 77,
            weigh: false,
        };
        let first = ai::think(&request, &FixedClock).unwrap();
        let again = ai::think(&request, &FixedClock).unwrap();
        assert_eq!(first.moves, again.moves, "{game}");
        assert_eq!(first.nodes, again.nodes, "{game}");
    }
}

#[test]
fn the_cursor_picks_the_position_and_bad_requests_are_errors() {
    let record = Record {
        game: "owari".into(),
        options: serde_json::json!({"first_player": "south"}),
        seed: 1,
        moves: vec!["C".into(), "d".into()],
        position: None,
    };
    let mut request = Request {
        record: record.clone(),
        cursor: Some(1),
        level: Level::Easy,
        ms: 100,
        seed: 1,
        weigh: false,
    };
    let answer = ai::think(&request, &FixedClock).unwrap();
    // After one move North decides: a lowercase pit.
    assert!(answer.moves[0].chars().all(|c| c.is_ascii_lowercase()));
    request.cursor = Some(2);
    let answer = ai::think(&request, &FixedClock).unwrap();
    assert!(answer.moves[0].chars().all(|c| c.is_ascii_uppercase()));

    let think = |record: Record| {
        ai::think(
            &Request {
                record,
                cursor: None,
                level: Level::Easy,
                ms: 100,
                seed: 1,
                weigh: false,
            },
            &FixedClock,
        )
    };
    let err = think(Record {
        game: "chess".into(),
        ..record.clone()
    })
    .unwrap_err();
    assert!(err.contains("chess"), "{err}");
    let err = think(Record {
        moves: vec!["C".into(), "Q".into()],
        ..record.clone()
    })
    .unwrap_err();
    assert!(err.contains("move 2"), "{err}");
    let err = think(Record {
        moves: vec!["C".into(), "agree".into()],
        ..record.clone()
    })
    .unwrap_err();
    assert!(err.contains("over"), "{err}");
    let err = think(Record {
        options: serde_json::json!({"grand_slam": 3}),
        ..record.clone()
    })
    .unwrap_err();
    assert!(err.contains("invalid"), "{err}");
    // Dice games: a roll is chance's, not a decision.
    let err = think(Record {
        game: "rainbow-passage".into(),
        options: Value::Null,
        seed: 1,
        moves: vec![],
        position: None,
    })
    .unwrap_err();
    assert!(err.contains("dice"), "{err}");
}

/// An Owari (Abapa) position where South wins at once by sowing F into a
/// pit of 2 (a capture of 3 takes them to 25 of 48); sowing E does not.
#[test]
fn both_searches_take_a_win_in_one() {
    use rainbow_games::engine::board::PitBoard;
    use rainbow_games::games::owari::{Owari, OwariOptions};
    let options = preset_named(OwariOptions::presets(), "abapa").unwrap();
    let board = PitBoard::from_counts(&[0, 0, 0, 0, 1, 1, 2, 1, 0, 0, 0, 0], [22, 21]).unwrap();
    let game = Owari::from_board(options, board, 0);
    for engine in [Engine::AlphaBeta, Engine::Mcts, Engine::Level(Level::Easy)] {
        let limits = Limits {
            ms: None,
            nodes: Some(2_000),
        };
        let (found, searcher) = ai::search(&game, engine, limits, 3, &FixedClock).unwrap();
        assert_eq!(found.line[0].to_string(), "F", "{searcher}");
    }
}

#[test]
fn mcts_plays_for_itself_among_several_players() {
    use rainbow_games::games::spectral_reapers::{SpectralReapers, SpectralReapersOptions};
    // Three players through the placements and into the sowing: every
    // seat's search answers with one of its own legal actions.
    let options = preset_named(SpectralReapersOptions::presets(), "seed").unwrap();
    let mut game = SpectralReapers::new(&options, 1).unwrap();
    let mut legal = Vec::new();
    let mut fx = rainbow_games::engine::Effects::off();
    for _ in 0..40 {
        let Turn::Player(_) = game.turn() else { break };
        let limits = Limits {
            ms: None,
            nodes: Some(300),
        };
        let (found, _) = ai::search(&game, Engine::Mcts, limits, 2, &FixedClock).unwrap();
        game.legal_actions(&mut legal);
        assert!(legal.contains(&found.line[0]));
        game.apply(found.line[0], &mut fx).unwrap();
    }
}

/// Plays a short match with node budgets (exactly reproducible) and returns
/// A's share of the points.
fn share(game: &str, preset: &str, a: Level, b: Level, games: u32) -> f64 {
    let info = games::find(game).unwrap();
    let config = MatchConfig {
        game: game.to_string(),
        options: info.preset(preset).unwrap(),
        a: Engine::Level(a),
        b: Engine::Level(b),
        games,
        ms: 1_000_000,
        nodes: None,
        opening: 2,
        seed: 21,
    };
    let score = play_match(&config, &FixedClock, |_| {}).unwrap();
    assert_eq!(score.games, games);
    score.a_points / games as f64
}

#[test]
fn each_level_beats_the_one_below_on_small_samples() {
    for (game, preset) in [("owari", "abapa"), ("basic", "kalah-6-4")] {
        for pair in [(Level::Easy, Level::Beginner), (Level::Medium, Level::Easy)] {
            let share = share(game, preset, pair.0, pair.1, 8);
            assert!(
                share > 0.5,
                "{game}: {} scored only {share} against {}",
                pair.0.id(),
                pair.1.id()
            );
        }
    }
}

/// MCTS searches the same tree with the games' playout kernels as without
/// (`Mcts::with_kernel`): the same line, simulations, depth and value, and
/// the same visits and rewards at every action of the root, in Abapa and
/// Kalah, tuned and plain, from the start and from a game under way.
#[test]
fn mcts_searches_alike_with_and_without_the_playout_kernels() {
    use rainbow_games::ai::game::AiGame;
    use rainbow_games::ai::mcts::{Mcts, MctsConfig};
    use rainbow_games::engine::Effects;
    use rainbow_games::games::basic::{Basic, BasicOptions};
    use rainbow_games::games::owari::{Owari, OwariOptions};

    fn case<G: AiGame>(name: &str, start: G) {
        let mut under_way = start.clone();
        let mut legal = Vec::new();
        for ply in 0..12 {
            under_way.legal_actions(&mut legal);
            let action = legal[ply * 7 % legal.len()];
            under_way.apply(action, &mut Effects::off()).unwrap();
        }
        let limits = Limits {
            ms: None,
            nodes: Some(3_000),
        };
        for (at, game) in [("start", &start), ("under way", &under_way)] {
            for config in [MctsConfig::tuned(game), MctsConfig::plain()] {
                let search = |kernel: bool| {
                    let mut mcts = Mcts::new(11).with_kernel(kernel);
                    let found = mcts.search(game, &config, limits, &FixedClock);
                    (
                        found.line,
                        found.nodes,
                        found.depth,
                        found.value,
                        mcts.root_children(),
                    )
                };
                assert_eq!(search(true), search(false), "{name}, {at}, {config:?}");
            }
        }
    }
    let abapa = OwariOptions::presets()[1].2.clone();
    case("abapa", Owari::new(&abapa, 3).unwrap());
    let kalah = BasicOptions::presets()[1].2.clone();
    case("kalah", Basic::new(&kalah, 3).unwrap());
}
