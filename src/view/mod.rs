//! Render models: what the UI draws, built from engine state in plain Rust and
//! tested natively. The components in `ui` only draw these; no rule is
//! decided here (legality and reasons come from the engine's `check`).

pub mod analysis;
pub mod colours;
pub mod corr;
pub mod draft;
pub mod editor;
pub mod editor_grid;
pub mod embed;
pub mod first_paint;
pub mod game;
pub mod gif;
pub mod layout;
pub mod lessons;
pub mod library;
pub mod markup;
pub mod narration;
pub mod pace;
pub mod positions;
pub mod puzzles;
pub mod rules;
pub mod saved;
pub mod status;

pub use colours::{
    bead_colours, colour_breakdown, COLOUR_GLYPHS, DICE_COLOURS, DICE_GLYPHS, PLAYER_COLOURS,
};
pub use draft::{check_draft, draft_click, draft_minus};
pub use game::{ranking, BeadCounts, Counts, GameView, PitView, ResultView, CHANCE};
pub use library::GameSummary;
pub use narration::{first_player_note, is_agreement, join_and, move_line, narrate, special_label};
pub use saved::{fit_seats, SavedGame, MAX_VARIATIONS};
pub use status::{resigning_seat, result_headline, status_line, Thinker};

/// A JSON object of `fields`, in their order, inserted one at a time:
/// collecting into the map (or `json!`) would bring the standard sort's or
/// serde's value serialiser's code into the app's wasm.
pub fn json_object<'a>(
    fields: impl IntoIterator<Item = (&'a str, serde_json::Value)>,
) -> serde_json::Value {
    let mut map = serde_json::Map::new();
    for (key, value) in fields {
        map.insert(key.to_string(), value);
    }
    serde_json::Value::Object(map)
}

/// What the tests of several modules build on.
#[cfg(test)]
mod testing {
    use crate::engine::record::Record;
    use serde_json::json;

    /// A record of `game` (South first, seed 5) with these moves.
    pub fn record(game: &str, moves: &[&str]) -> Record {
        Record {
            game: game.into(),
            options: json!({"first_player": "south"}),
            seed: 5,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            position: None,
        }
    }
}
