//! Saved games beyond the position on screen: the lines a game branched
//! away from, the header written when it is exported, and the summary the
//! "my games" list shows. Plain Rust, tested natively; the UI only stores
//! and draws what this gives.

use crate::ai::Level;
use crate::engine::record::{Header, Record};
use crate::games;

use super::{GameView, SavedGame};

/// How many branched-away lines a game keeps; the oldest goes first.
pub const MAX_VARIATIONS: usize = 30;

impl SavedGame {
    /// A game at `cursor` of `record`, with these seats and nothing else
    /// kept yet.
    pub fn new(record: Record, cursor: usize, seats: Vec<Option<Level>>) -> SavedGame {
        SavedGame {
            record,
            cursor,
            seats,
            variations: Vec::new(),
            started: None,
            updated: None,
        }
    }

    /// A record opened from outside (an import, a shared link): at its last
    /// position, with people at every seat. Errors say which move fails.
    pub fn opened(record: Record) -> Result<SavedGame, String> {
        let end = GameView::from_record(&record, record.moves.len()).map_err(|e| e.to_string())?;
        let cursor = record.moves.len();
        Ok(SavedGame::new(
            record,
            cursor,
            vec![None; end.player_count()],
        ))
    }

    /// Reads a saved game of any game (its record names the game).
    pub fn parse_any(text: &str) -> Result<(SavedGame, GameView), String> {
        #[derive(serde::Deserialize)]
        struct GameOnly {
            record: GameId,
        }
        #[derive(serde::Deserialize)]
        struct GameId {
            game: String,
        }
        let id = serde_json::from_str::<GameOnly>(text)
            .map_err(|e| format!("it is not a saved game ({e})"))?
            .record
            .game;
        if games::find(&id).is_none() {
            return Err(format!("it is a game of '{id}', which is not one of ours"));
        }
        SavedGame::parse(text, &id)
    }

    /// Makes room for a move at the cursor. When moves follow the cursor,
    /// the whole line is kept among the variations before they are dropped
    /// (unless it is already kept, or continues one that is: then that one
    /// is replaced), so playing from an earlier position never loses the
    /// game that was played from there.
    pub fn branch(&mut self) {
        if self.cursor >= self.record.moves.len() {
            return;
        }
        let line = self.record.moves.clone();
        let kept = self
            .variations
            .iter()
            .any(|v| v.len() >= line.len() && v[..line.len()] == line[..]);
        if !kept {
            self.variations
                .retain(|v| !(v.len() < line.len() && line[..v.len()] == v[..]));
            self.variations.push(line);
            if self.variations.len() > MAX_VARIATIONS {
                self.variations.remove(0);
            }
        }
        self.record.moves.truncate(self.cursor);
    }

    /// Plays on along kept line `k` instead: the line on screen is kept in
    /// its place (if it holds anything the other does not) and the position
    /// shown is where the two part. `false` if there is no line `k`.
    pub fn switch_line(&mut self, k: usize) -> bool {
        if k >= self.variations.len() {
            return false;
        }
        let line = self.variations.remove(k);
        let current = std::mem::replace(&mut self.record.moves, line);
        let parted = current
            .iter()
            .zip(&self.record.moves)
            .take_while(|(a, b)| a == b)
            .count();
        let covered = self.record.moves.len() >= current.len()
            && self.record.moves[..current.len()] == current[..];
        if !covered {
            self.variations.insert(k, current);
        }
        self.cursor = parted.min(self.record.moves.len());
        true
    }

    /// Where kept line `k` parts from the line on screen: the number of
    /// moves they share, and how many moves it has.
    pub fn line_summary(&self, k: usize) -> Option<(usize, usize)> {
        let line = self.variations.get(k)?;
        let shared = line
            .iter()
            .zip(&self.record.moves)
            .take_while(|(a, b)| a == b)
            .count();
        Some((shared, line.len()))
    }

    /// A player's name with who plays the seat: "North (computer, Hard)".
    pub fn seat_label(&self, view: &GameView, p: usize) -> String {
        let name = view.player_name(p);
        match self.seat(p) {
            Some(level) => format!("{name} (computer, {})", level.label()),
            None => name,
        }
    }

    /// The header written with an export: who played each seat, the day
    /// the game started (else `today`), and the result if the game is over
    /// at `view` (the position after every move of the record).
    pub fn header(&self, view: &GameView, today: &str) -> Header {
        let day = |iso: &str| iso.get(..10).unwrap_or(iso).to_string();
        Header {
            players: (0..view.player_count())
                .map(|p| self.seat_label(view, p))
                .collect(),
            date: Some(day(self.started.as_deref().unwrap_or(today))),
            result: view.result.as_ref().map(|r| r.headline.clone()),
        }
    }
}

/// One line of the "my games" list.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    /// The game's name ("Owari").
    pub name: String,
    /// How many moves the record holds.
    pub moves: usize,
    /// Who plays, in seat order.
    pub players: Vec<String>,
    /// "Finished: South wins 26–22", or "In progress: North to move".
    pub status: String,
    pub finished: bool,
    /// When the game was last changed, as saved (ISO 8601), if known.
    pub updated: Option<String>,
}

impl GameSummary {
    /// The summary of a saved game, from the position after its whole
    /// record.
    pub fn of(game: &SavedGame) -> Result<GameSummary, String> {
        let view = GameView::from_record(&game.record, game.record.moves.len())
            .map_err(|e| e.to_string())?;
        let name = games::find(&game.record.game)
            .map(|info| info.name.to_string())
            .unwrap_or_else(|| game.record.game.clone());
        let status = match (&view.result, view.actor()) {
            (Some(result), _) => format!("Finished: {}", result.headline),
            (None, Some(p)) => format!("In progress: {} to play", view.player_name(p)),
            (None, None) => "In progress".to_string(),
        };
        Ok(GameSummary {
            name,
            moves: game.record.moves.len(),
            players: (0..view.player_count())
                .map(|p| game.seat_label(&view, p))
                .collect(),
            status,
            finished: view.result.is_some(),
            updated: game.updated.clone().or_else(|| game.started.clone()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owari(moves: &[&str]) -> SavedGame {
        let record = Record::from_json(&format!(
            r#"{{"game":"owari","options":{{"first_player":"south"}},"seed":1,"moves":{}}}"#,
            serde_json::to_string(moves).unwrap()
        ))
        .unwrap();
        let cursor = record.moves.len();
        SavedGame::new(record, cursor, vec![None, Some(Level::Hard)])
    }

    fn line(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn branching_keeps_the_line_played_and_switching_brings_it_back() {
        let mut game = owari(&["C", "d", "A", "f"]);
        game.cursor = 2;
        game.branch();
        assert_eq!(game.record.moves, line(&["C", "d"]));
        assert_eq!(game.variations, vec![line(&["C", "d", "A", "f"])]);
        game.record.moves.push("B".into());
        game.cursor = 3;

        // Branching at the end keeps nothing new.
        game.branch();
        assert_eq!(game.variations.len(), 1);

        // Back to the original line: the new one is kept in its place, and
        // the position shown is where they part.
        assert!(game.switch_line(0));
        assert_eq!(game.record.moves, line(&["C", "d", "A", "f"]));
        assert_eq!(game.cursor, 2);
        assert_eq!(game.variations, vec![line(&["C", "d", "B"])]);
        assert_eq!(game.line_summary(0), Some((2, 3)));
        assert!(!game.switch_line(1));

        // A line that only repeats the start of a kept one is not kept
        // again; one that continues a kept one replaces it.
        game.cursor = 1;
        game.branch();
        assert_eq!(game.variations.len(), 2);
        game.record.moves = line(&["C", "d", "B", "a"]);
        game.cursor = 0;
        game.branch();
        assert_eq!(
            game.variations,
            vec![line(&["C", "d", "A", "f"]), line(&["C", "d", "B", "a"])]
        );
        let mut again = game.clone();
        again.record.moves = line(&["C", "d", "A"]);
        again.cursor = 1;
        again.branch();
        assert_eq!(again.variations, game.variations);
    }

    #[test]
    fn a_game_keeps_at_most_so_many_lines_dropping_the_oldest() {
        let mut game = owari(&[]);
        for k in 0..MAX_VARIATIONS + 3 {
            game.record.moves = vec!["C".into(), format!("x{k}")];
            game.cursor = 1;
            game.branch();
        }
        assert_eq!(game.variations.len(), MAX_VARIATIONS);
        assert_eq!(game.variations[0][1], "x3");
    }

    #[test]
    fn an_opened_record_is_at_its_end_with_people_seated() {
        let record = owari(&["C", "d", "A"]).record;
        let game = SavedGame::opened(record.clone()).unwrap();
        assert_eq!((game.cursor, game.seats.clone()), (3, vec![None, None]));
        let mut bad = record;
        bad.moves.push("Q".into());
        assert!(SavedGame::opened(bad).unwrap_err().contains("move 4"));
    }

    #[test]
    fn saved_games_of_any_game_read_and_variations_are_lenient() {
        let game = owari(&["C", "d"]);
        let text = serde_json::to_string(&game).unwrap();
        let (back, view) = SavedGame::parse_any(&text).unwrap();
        assert_eq!((back, view.cursor), (game, 2));
        let junk = text.replace(r#""variations":[]"#, r#""variations":{"a":1}"#);
        assert_ne!(junk, text);
        assert!(SavedGame::parse_any(&junk).unwrap().0.variations.is_empty());
        let chess = text.replace(r#""game":"owari""#, r#""game":"chess""#);
        assert!(SavedGame::parse_any(&chess)
            .unwrap_err()
            .contains("'chess'"));
        assert!(SavedGame::parse_any("[1,2]")
            .unwrap_err()
            .contains("not a saved game"));
    }

    #[test]
    fn the_header_and_summary_name_the_players_and_the_result() {
        let mut game = owari(&["C", "d"]);
        game.started = Some("2026-11-20T10:00:00.000Z".into());
        let view = GameView::from_record(&game.record, 2).unwrap();
        let header = game.header(&view, "2026-11-23");
        assert_eq!(header.players, vec!["South", "North (computer, Hard)"]);
        assert_eq!(header.date.as_deref(), Some("2026-11-20"));
        assert_eq!(header.result, None);
        let summary = GameSummary::of(&game).unwrap();
        assert_eq!(summary.name, "Owari");
        assert_eq!(summary.status, "In progress: South to play");
        assert!(!summary.finished);

        game.record.moves.push("agree".into());
        game.cursor = 3;
        let view = GameView::from_record(&game.record, 3).unwrap();
        let result = view.result.clone().unwrap();
        assert_eq!(
            game.header(&view, "x").result,
            Some(result.headline.clone())
        );
        let summary = GameSummary::of(&game).unwrap();
        assert!(summary.finished);
        assert_eq!(summary.status, format!("Finished: {}", result.headline));
        game.started = None;
        assert_eq!(
            game.header(&view, "2026-11-23T09:00").date.as_deref(),
            Some("2026-11-23")
        );
    }
}
