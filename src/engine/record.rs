//! Game records: the game, its options, the seed and the moves. A record is
//! the single source of truth: replaying it gives the position.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::catalog;
use super::session::Session;

/// The move that ends a game by agreement, as written in records.
pub const AGREE: &str = "agree";

/// Everything needed to replay a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The game's id in the catalog.
    pub game: String,
    /// The options (JSON object; missing fields take their defaults).
    #[serde(default)]
    pub options: Value,
    /// The seed that decided anything random.
    pub seed: u64,
    /// The moves in the game's notation.
    #[serde(default)]
    pub moves: Vec<String>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text is not a record.
    Syntax(String),
    /// No game has this id.
    UnknownGame(String),
    /// The options are not valid for the game.
    Options(String),
    /// Move number `number` (from 1) cannot be played.
    Move {
        number: usize,
        mv: String,
        why: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax(e) => write!(f, "not a game record: {e}"),
            RecordError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
            RecordError::Options(e) => write!(f, "{e}"),
            RecordError::Move { number, mv, why } => {
                write!(f, "move {number} ('{mv}') cannot be played: {why}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// Parses a record from JSON.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Syntax(e.to_string()))
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Replays the first `count` moves (all of them if `count` is larger).
    pub fn replay_to(&self, count: usize) -> Result<Box<dyn Session>, RecordError> {
        let info =
            catalog::find(&self.game).ok_or_else(|| RecordError::UnknownGame(self.game.clone()))?;
        let mut session = (info.new_session)(&self.options, self.seed)
            .map_err(|e| RecordError::Options(e.to_string()))?;
        for (index, mv) in self.moves.iter().take(count).enumerate() {
            session.play(mv).map_err(|e| RecordError::Move {
                number: index + 1,
                mv: mv.clone(),
                why: match e {
                    super::session::MoveError::Illegal { why, .. } => why.to_string(),
                    other => other.to_string(),
                },
            })?;
        }
        Ok(session)
    }

    /// Replays every move.
    pub fn replay(&self) -> Result<Box<dyn Session>, RecordError> {
        self.replay_to(self.moves.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_records_give_errors_naming_the_problem() {
        assert!(matches!(
            Record::from_json("{not json"),
            Err(RecordError::Syntax(_))
        ));
        let unknown = Record {
            game: "chess".into(),
            options: Value::Null,
            seed: 1,
            moves: vec![],
        };
        assert_eq!(
            unknown.replay().err(),
            Some(RecordError::UnknownGame("chess".into()))
        );
        let bad_options =
            Record::from_json(r#"{"game":"owari","options":{"grand_slam":"maybe"},"seed":1}"#)
                .unwrap();
        assert!(matches!(bad_options.replay(), Err(RecordError::Options(_))));
        let bad_move = Record::from_json(
            r#"{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["C","c","Q"]}"#,
        )
        .unwrap();
        match bad_move.replay() {
            Err(RecordError::Move { number, mv, .. }) => {
                assert_eq!((number, mv.as_str()), (3, "Q"))
            }
            other => panic!("expected a move error, got {:?}", other.map(|s| s.record())),
        }
        let wrong_side = Record::from_json(
            r#"{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["c"]}"#,
        )
        .unwrap();
        let err = wrong_side.replay().err().unwrap().to_string();
        assert!(err.contains("move 1") && err.contains("opponent"), "{err}");
    }

    #[test]
    fn replay_reproduces_the_session() {
        let record = Record::from_json(
            r#"{"game":"basic","options":{"first_player":"north"},"seed":9,"moves":["c","A","agree"]}"#,
        )
        .unwrap();
        let session = record.replay().unwrap();
        assert_eq!(
            session.record(),
            Record {
                options: session.record().options,
                ..record.clone()
            }
        );
        assert!(matches!(session.turn(), crate::engine::Turn::Over(_)));
        assert_eq!(record.replay_to(1).unwrap().record().moves, vec!["c"]);
    }
}
