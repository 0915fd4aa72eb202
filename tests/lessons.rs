//! Every course of lessons (assets/lessons/<game>.json) is checked as
//! `rgames lessons` checks it: its shape, every step's position and goal
//! (one decision meets it, one does not), every text in every language;
//! and its last lesson, a game against a computer from a set position, can
//! be won against that computer and lost.

use std::path::Path;

use rainbow_games::ai::{think, Level, Request, SystemClock};
use rainbow_games::engine::record::Record;
use rainbow_games::engine::Turn;
use rainbow_games::i18n::LANGUAGES;
use rainbow_games::view::lessons::{
    check, judged, sorted, translation, untranslated, Course, Goal, Verdict,
};

fn courses() -> Vec<Course> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lessons");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("assets/lessons")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            let course = Course::parse(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            assert_eq!(
                path.file_stem().unwrap().to_str(),
                Some(course.game.as_str()),
                "{path:?} is named after its game"
            );
            course
        })
        .collect()
}

#[test]
fn every_course_checks_and_is_translated() {
    let courses = courses();
    assert!(!courses.is_empty());
    for course in &courses {
        assert_eq!(check(course), Vec::<String>::new(), "{}", course.game);
        for (lang, _) in LANGUAGES.iter().filter(|(l, _)| *l != "en") {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(format!("assets/i18n/{lang}/lessons/{}.json", course.game));
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let words = translation(&text).unwrap();
            assert_eq!(untranslated(course, &words), Vec::<String>::new(), "{lang}");
            for (key, words) in &words {
                assert!(!words.trim().is_empty(), "{lang} {key} is empty");
            }
        }
    }
}

/// Plays `record` to its end, the seat that moves first now by `first`
/// and every other by `others`; the winner, if one.
fn play_out(record: &Record, first: Level, others: Level, seed: u64) -> Option<usize> {
    let mut session = record.replay().unwrap();
    let Turn::Player(learner) = session.turn() else {
        panic!("nobody to move")
    };
    let mut record = record.clone();
    for ply in 0..2_000u64 {
        match session.turn() {
            Turn::Over(outcome) => return outcome.sole_winner(),
            Turn::Player(p) => {
                let level = if p == learner { first } else { others };
                let request = Request {
                    record: record.clone(),
                    cursor: None,
                    level,
                    ms: 100,
                    seed: seed * 7919 + ply,
                    weigh: false,
                };
                let answer = think(&request, &SystemClock::default()).unwrap();
                let mv = answer.moves[0].clone();
                session.play(&mv).unwrap();
                record.moves.push(mv);
            }
            // Chance (Rainbow Passage's dice) from the seed: the same
            // seed plays the same game.
            Turn::Chance => {
                let outcomes = session.chance_outcomes();
                let bits = (seed * 7919 + ply).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 11;
                let mut pick = bits as f64 / (1u64 << 53) as f64;
                let mv = outcomes
                    .iter()
                    .find(|(_, p)| {
                        pick -= p;
                        pick < 0.0
                    })
                    .or(outcomes.last())
                    .map(|(m, _)| m.clone())
                    .expect("chance has outcomes");
                session.play(&mv).unwrap();
                record.moves.push(mv);
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn the_last_lesson_s_game_can_be_won_and_lost_against_its_computer() {
    for course in courses() {
        let lesson = course.lessons.last().unwrap();
        let step = &lesson.steps[0];
        let opponent = Level::from_id(step.opponent.as_deref().unwrap()).unwrap();
        let learner = match step.start().unwrap().turn() {
            Turn::Player(p) => p,
            _ => unreachable!(),
        };
        // The first game won (lost) is enough: stopping there keeps long
        // games, as Oware Nam Nam's rounds make them, from slowing the test.
        let won = (0..4).any(|s| play_out(&step.record, Level::Hard, opponent, s) == Some(learner));
        assert!(won, "{}: the Hard level never won it", course.game);
        let lost =
            (0..12).any(|s| play_out(&step.record, Level::Beginner, opponent, s) != Some(learner));
        assert!(lost, "{}: it cannot be lost", course.game);
    }
}

#[test]
fn every_game_in_the_registry_has_a_course() {
    let courses = courses();
    let missing: Vec<&str> = rainbow_games::games::ids()
        .into_iter()
        .filter(|id| !courses.iter().any(|c| c.game == *id))
        .collect();
    assert_eq!(missing, Vec::<&str>::new(), "games without a course");
}

/// Rainbow Passage on the board of seed 1, South first, after `moves`
/// (the dice among them, as `@ggbyy`).
fn passage(moves: &str) -> Record {
    Record {
        game: "rainbow-passage".into(),
        options: serde_json::json!({"first_player": "south"}),
        seed: 1,
        moves: moves.split_whitespace().map(str::to_string).collect(),
        position: None,
    }
}

/// The first actions of the decisions that meet `goal` (JSON) after
/// `moves`, each once, sorted; and how many decisions do not.
fn meeting(moves: &str, goal: &str) -> (Vec<String>, usize) {
    let goal = Goal::parse(&serde_json::from_str(goal).unwrap()).unwrap();
    let start = passage(moves).replay().unwrap();
    let (right, wrong) = sorted(&*start, &goal, 100_000);
    let mut firsts: Vec<String> = right.iter().map(|a| a[0].clone()).collect();
    firsts.sort();
    firsts.dedup();
    (firsts, wrong)
}

#[test]
fn passage_goals_judge_the_steps_the_engine_reports() {
    // The start, dice green green blue yellow yellow: only i2 and j2 of
    // the squares next to South's pieces are blue, and both are i1's.
    let (right, wrong) = meeting("@ggbyy", r#"{"steps_on": "blue"}"#);
    assert!(wrong > 0);
    // A decision can begin with another piece's step and then take i1's.
    assert!(right.contains(&"i1-i2".to_string()) && right.contains(&"i1-j2".to_string()));
    let (once, _) = meeting(
        "@ggbyy",
        r#"{"all": [{"steps_on": "blue"}, {"steps": 1}, {"not": {"steps": 2}}]}"#,
    );
    assert_eq!(once, ["i1-i2", "i1-j2"]);
    // Two yellow steps are possible, three are not (two yellow dice).
    assert!(!meeting("@ggbyy", r#"{"steps_on": "yellow 2"}"#)
        .0
        .is_empty());
    assert!(meeting("@ggbyy", r#"{"steps_on": "yellow 3"}"#)
        .0
        .is_empty());
    // Two greens or two yellows: two steps at most.
    assert!(!meeting("@ggbyy", r#"{"steps": 2}"#).0.is_empty());
    assert!(meeting("@ggbyy", r#"{"steps": 3}"#).0.is_empty());
    assert!(meeting("@ggbyy", r#""star_row""#).0.is_empty());
}

#[test]
fn passage_goals_judge_rows_returns_and_wins() {
    let course = courses()
        .into_iter()
        .find(|c| c.game == "rainbow-passage")
        .unwrap();
    let step = |id: &str, s: usize| {
        let lesson = course.lessons.iter().find(|l| l.id == id).unwrap();
        lesson.steps[s].record.moves.join(" ")
    };
    // The star row is row 6 of 11: in one step, only g5's f6 and h6 (cyan
    // and red) reach it.
    let one = |goal: &str| format!(r#"{{"all": [{goal}, {{"not": {{"steps": 2}}}}]}}"#);
    let (right, _) = meeting(&step("star", 0), &one(r#""star_row""#));
    assert_eq!(right, ["g5-f6", "g5-h6"]);
    assert_eq!(
        meeting(&step("star", 0), &one(r#"{"reaches_row": 6}"#)).0,
        right
    );
    // Two red dice bring the piece North took back to its own start
    // square, i1, and nowhere else; three yellows anywhere empty.
    assert_eq!(meeting(&step("return", 0), r#""returns""#).0, ["r:i1"]);
    assert_eq!(
        meeting(&step("return", 1), r#""returns""#).0,
        ["r:c1", "r:e1", "r:i1"]
    );
    let (on_e1, wrong) = meeting(
        &step("return", 1),
        r#"{"all": ["returns", {"piece_on": "e1"}]}"#,
    );
    assert_eq!((on_e1, wrong > 0), (vec!["r:e1".to_string()], true));
    // From f10, e11 and f11 win; g11, cyan, holds an unmoved piece.
    let (wins, _) = meeting(&step("win", 0), &one(r#""wins""#));
    assert_eq!(wins, ["f10-e11", "f10-f11"]);
    assert_eq!(meeting(&step("win", 0), &one(r#""far_side""#)).0, wins);
    assert_eq!(meeting(&step("win", 1), &one(r#""wins""#)).0, ["f10-e11"]);
    // A pit game has no squares: its goals of squares are never met.
    let basic = Record {
        game: "basic".into(),
        options: serde_json::json!({"first_player": "south"}),
        seed: 1,
        moves: Vec::new(),
        position: None,
    };
    let start = basic.replay().unwrap();
    for goal in [r#""returns""#, r#"{"steps": 0}"#] {
        let goal = Goal::parse(&serde_json::from_str(goal).unwrap()).unwrap();
        assert_eq!(sorted(&*start, &goal, 100), (Vec::new(), 6), "{goal:?}");
    }
}

/// The page judges a learner's decision (`LessonStep::judge`, the actions
/// one by one) as the checker judges every decision of the step (`judged`):
/// met, missed, and nothing decided halfway through.
#[test]
fn the_page_judges_every_decision_as_the_checker_does() {
    let mut seen = (0, 0);
    for course in courses() {
        for (l, lesson) in course.lessons.iter().enumerate() {
            for (s, step) in lesson.steps.iter().enumerate() {
                if step.opponent.is_some() {
                    continue;
                }
                let start = step.start().unwrap();
                judged(&*start, &step.goal, 200, |actions, met| {
                    let at = format!(
                        "{} lesson {} step {}: {actions:?}",
                        course.game,
                        l + 1,
                        s + 1
                    );
                    match step.judge(&actions) {
                        Verdict::Met => assert!(met, "{at}: the page says met"),
                        Verdict::Missed { .. } => assert!(!met, "{at}: the page says missed"),
                        Verdict::Undecided => panic!("{at}: the page saw no decision"),
                    }
                    let halfway = &actions[..actions.len() - 1];
                    assert!(
                        matches!(step.judge(halfway), Verdict::Undecided),
                        "{at}: judged before the decision's end"
                    );
                    if met {
                        seen.0 += 1;
                    } else {
                        seen.1 += 1;
                    }
                });
            }
        }
    }
    assert!(seen.0 > 100 && seen.1 > 100, "decisions judged: {seen:?}");
}
