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
use rainbow_games::view::lessons::{check, translation, untranslated, Course};

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
                };
                let answer = think(&request, &SystemClock::default()).unwrap();
                let mv = answer.moves[0].clone();
                session.play(&mv).unwrap();
                record.moves.push(mv);
            }
            Turn::Chance => panic!("no chance in these lessons yet"),
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
