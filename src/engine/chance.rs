//! Chance moves (dice) played as the app plays them: each outcome drawn by
//! its probability from a generator seeded by the record's seed and the
//! point of the game, so a roll is the same every time that point is
//! reached and a record's rolls can be reproduced (the UI, the computer
//! players, the worker and the command line all roll this way).

use super::session::Session;
use super::{game_rng, Turn};

/// The chance outcome to play at `cursor` of a game with `seed`: drawn by
/// its probability from a generator seeded by both, so a roll is the same
/// every time that point of the game is reached (undoing a roll and rolling
/// again gives the same dice) and a record's rolls can be reproduced.
pub fn pick_outcome(seed: u64, cursor: usize, outcomes: &[(String, f64)]) -> Option<String> {
    use rand::Rng;
    let mut rng = game_rng(seed ^ (cursor as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut left = (rng.random::<u64>() >> 11) as f64 / (1u64 << 53) as f64;
    for (mv, p) in outcomes {
        left -= p;
        if left < 0.0 {
            return Some(mv.clone());
        }
    }
    outcomes.last().map(|(mv, _)| mv.clone())
}

/// Rolls the dice as the app rolls them ([`pick_outcome`] from the record's
/// seed and the point of the game) for as long as chance is to act: after
/// it a player decides or the game is over. Returns the rolls played.
pub fn roll_while_chance(session: &mut dyn Session) -> Result<Vec<String>, String> {
    let mut rolls = Vec::new();
    while let Turn::Chance = session.turn() {
        let record = session.record();
        let roll = pick_outcome(record.seed, record.moves.len(), &session.chance_outcomes())
            .ok_or("dice are due but no roll is possible")?;
        session.play(&roll).map_err(|e| e.to_string())?;
        rolls.push(roll);
    }
    Ok(rolls)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;
    use serde_json::json;

    #[test]
    fn outcomes_are_picked_by_probability_and_reproducibly() {
        let outcomes = vec![("a".to_string(), 0.25), ("b".to_string(), 0.75)];
        let picks: Vec<_> = (0..4000)
            .map(|k| pick_outcome(7, k, &outcomes).unwrap())
            .collect();
        let a = picks.iter().filter(|p| *p == "a").count();
        assert!((850..1150).contains(&a), "about a quarter: {a}");
        assert_eq!(pick_outcome(7, 3, &outcomes), pick_outcome(7, 3, &outcomes));
        assert_eq!(pick_outcome(7, 3, &[]), None);
    }

    #[test]
    fn dice_are_rolled_until_a_player_decides() {
        let info = games::find("rainbow-passage").unwrap();
        let mut session = (info.new_session)(&json!({"first_player": "south"}), 4).unwrap();
        assert!(matches!(session.turn(), Turn::Chance));
        let first = pick_outcome(4, 0, &session.chance_outcomes()).unwrap();
        let rolls = roll_while_chance(session.as_mut()).unwrap();
        assert_eq!(rolls.first(), Some(&first));
        assert_eq!(session.record().moves, rolls);
        assert!(matches!(session.turn(), Turn::Player(_)));
        // Nothing left to roll: nothing is played.
        assert!(roll_while_chance(session.as_mut()).unwrap().is_empty());
        assert_eq!(session.record().moves, rolls);
    }
}
