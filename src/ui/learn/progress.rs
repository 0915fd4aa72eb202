//! The stars of the lessons done, kept in the browser under
//! [`LESSONS_KEY`] as `{"<game>": {"<lesson id>": stars}}`: 2 for a lesson
//! done without a hint, 1 with. Damaged or missing progress reads as none
//! (never a panic); a lesson's stars only go up.

use serde_json::{Map, Value};

use crate::ui::store::storage;

/// Where the stars are kept.
const LESSONS_KEY: &str = "rainbow-games/lessons";

fn all() -> Map<String, Value> {
    storage()
        .and_then(|s| s.get_item(LESSONS_KEY).ok().flatten())
        .and_then(|text| serde_json::from_str::<Value>(&text).ok())
        .and_then(|v| match v {
            Value::Object(map) => Some(map),
            _ => None,
        })
        .unwrap_or_default()
}

/// The stars of each lesson of `game` done, by lesson id.
pub fn load(game: &str) -> Vec<(String, u8)> {
    all()
        .get(game)
        .and_then(Value::as_object)
        .map(|lessons| {
            lessons
                .iter()
                .filter_map(|(id, n)| Some((id.clone(), n.as_u64()?.min(2) as u8)))
                .collect()
        })
        .unwrap_or_default()
}

/// `got` stars for lesson `id`, if more than it had.
pub fn record(stars: &mut Vec<(String, u8)>, id: &str, got: u8) {
    match stars.iter_mut().find(|(k, _)| k == id) {
        Some((_, n)) => *n = (*n).max(got),
        None => stars.push((id.to_string(), got)),
    }
}

/// Keeps the stars of `game` (the other games' as they are).
pub fn save(game: &str, stars: &[(String, u8)]) {
    let mut all = all();
    // Filled by insert: collecting would link a sort of its own.
    let mut lessons = Map::new();
    for (id, n) in stars {
        lessons.insert(id.clone(), Value::from(*n));
    }
    all.insert(game.to_string(), Value::Object(lessons));
    if let Some(s) = storage() {
        let _ = s.set_item(LESSONS_KEY, &Value::Object(all).to_string());
    }
}

/// Every game's stars, for the progress file (`view::puzzles::Progress`).
pub fn every() -> crate::view::puzzles::Stars {
    crate::view::puzzles::Progress::parse_stars(&Value::Object(all()))
}

/// Stars read from a progress file: each lesson keeps the more of its own
/// and the file's (stars only go up; nothing kept is lost).
pub fn merge(from: &crate::view::puzzles::Stars) {
    for (game, lessons) in from {
        let mut stars = load(game);
        for (id, n) in lessons.as_object().into_iter().flatten() {
            record(&mut stars, id, n.as_u64().unwrap_or(0).min(2) as u8);
        }
        save(game, &stars);
    }
}
