//! Games that start from a position (docs/notation.md): the link that
//! shares one. The board editor (and anything else that holds a position
//! in notation) makes its share link here.

use serde_json::Value;

use crate::engine::record::Record;

/// The page address, after `#`, of the game `game` that starts from
/// `position` (the game's notation) under `options`, nothing played yet:
/// `/play/<game>?s=0&o=…&p=…&n=0&m=&c=…`. Opened, the game's page shows
/// that position, as any share link does (the notation is checked there;
/// a refused one is explained and the game on screen is kept).
pub fn position_hash(game: &str, options: &Value, position: &str) -> String {
    let record = Record {
        game: game.to_string(),
        options: options.clone(),
        seed: 0,
        moves: Vec::new(),
        position: Some(position.trim().to_string()),
    };
    format!("#/play/{game}?{}", record.to_link())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_position_link_opens_that_position() {
        let notation = "3,0,5,2,0,9/1,4,0,6,2,3 7:6 s";
        let hash = position_hash("owari", &json!({"first_player": "north"}), notation);
        let (path, link) = hash.split_once('?').unwrap();
        assert_eq!(path, "#/play/owari");
        let record = Record::from_link("owari", link).unwrap();
        assert_eq!(record.position.as_deref(), Some(notation));
        let session = record.replay().unwrap();
        assert_eq!(
            crate::games::position_of(&*session).unwrap(),
            notation,
            "the same position, read back"
        );
    }
}
