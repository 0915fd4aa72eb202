//! The "my games" list: a one-line summary of each saved game. Plain Rust,
//! tested natively; the UI only stores and draws what this gives.

use crate::games;

use super::game::GameView;
use super::saved::SavedGame;
use crate::t;
use crate::tr;

/// The import panel's hint: what can be pasted, and the games' ids.
pub fn import_hint() -> String {
    let ids = crate::games::ids().join(", ");
    tr!("library-import-hint", ids = &ids)
}

/// What My games says of itself under its title (also in the page drawn
/// before the app, `view::first_paint`).
pub fn my_games_hint() -> &'static str {
    t!("library-hint")
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
    /// A game by link: whose turn it is, said "Your move" or "Waiting for
    /// North" ([`super::corr::turn_text`]), and when its last move was
    /// played.
    pub link_turn: Option<super::corr::LinkTurn>,
    pub turn: Option<String>,
    pub played: Option<String>,
}

impl GameSummary {
    /// The summary of a saved game, from the position after its whole
    /// record.
    pub fn of(game: &SavedGame) -> Result<GameSummary, String> {
        let view = GameView::from_record(&game.record, game.record.moves.len())
            .map_err(|e| e.to_string())?;
        let name = games::find(&game.record.game)
            .map(|info| info.title().to_string())
            .unwrap_or_else(|| game.record.game.clone());
        let status = match (&view.result, view.actor()) {
            (Some(result), _) => tr!("library-finished", result = &result.headline),
            (None, Some(p)) => tr!("library-in-progress-to-play", name = &view.player_name(p)),
            (None, None) => t!("library-in-progress").to_string(),
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
            link_turn: super::corr::link_turn(game, &view),
            turn: super::corr::turn_text(game, &view),
            played: game.played.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ai::Level;
    use crate::view::testing::record;

    #[test]
    fn the_summary_names_the_game_the_players_and_the_result() {
        let mut game = SavedGame::new(
            record("owari", &["C", "d"]),
            2,
            vec![None, Some(Level::Hard)],
        );
        game.started = Some("2026-11-20T10:00:00.000Z".into());
        let summary = GameSummary::of(&game).unwrap();
        assert_eq!(summary.name, "Owari");
        assert_eq!(summary.moves, 2);
        assert_eq!(summary.players, vec!["South", "North (computer, Hard)"]);
        assert_eq!(summary.status, "In progress: South to play");
        assert!(!summary.finished);
        assert_eq!(summary.updated, game.started);

        game.record.moves.push("agree".into());
        game.cursor = 3;
        game.updated = Some("2026-11-21T08:00:00.000Z".into());
        let view = GameView::from_record(&game.record, 3).unwrap();
        let result = view.result.clone().unwrap();
        let summary = GameSummary::of(&game).unwrap();
        assert!(summary.finished);
        assert_eq!(summary.status, format!("Finished: {}", result.headline));
        assert_eq!(summary.updated, game.updated);
        assert_eq!(summary.turn, None);
    }

    #[test]
    fn a_game_by_link_says_whose_turn_it_is() {
        let mut game = SavedGame::new(record("owari", &["C"]), 1, vec![None, None]);
        game.link_game = Some("abc".into());
        game.mine = vec![0];
        game.played = Some("2026-11-24T10:00:00.000Z".into());
        let summary = GameSummary::of(&game).unwrap();
        assert_eq!(summary.turn.as_deref(), Some("Waiting for North"));
        assert_eq!(
            summary.link_turn,
            Some(super::super::corr::LinkTurn::Waiting(1))
        );
        assert_eq!(summary.played, game.played);
        game.mine = vec![1];
        assert_eq!(
            GameSummary::of(&game).unwrap().turn.as_deref(),
            Some("Your move")
        );
    }
}
