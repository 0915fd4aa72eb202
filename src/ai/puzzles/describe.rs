//! What a puzzle says of itself: its themes (read from what the engine
//! reports of its keys), its rating and its task.

use super::*;

/// A key as played: its notation, whether the game reports a colour for
/// it, its effects, and the themes only its game has
/// ([`AiGame::puzzle_themes`]).
pub(super) struct KeyPlay {
    pub(super) text: String,
    pub(super) colour: bool,
    pub(super) effects: Vec<Effect>,
    pub(super) own: &'static [&'static str],
}

/// Plays the key `action` on `game`, keeping what [`themes`] reads.
pub(super) fn play_key<G: Registered>(game: &mut G, action: G::Action) -> Option<KeyPlay> {
    let colour = game.action_colour(action).is_some();
    let before = game.clone();
    let mut fx = Effects::recording();
    game.apply(action, &mut fx).ok()?;
    Some(KeyPlay {
        text: action.to_string(),
        colour,
        effects: fx.take(),
        own: before.puzzle_themes(action, game),
    })
}

/// The themes of a puzzle, read from what the engine reports of its keys
/// (effects, rules refusing decisions, the kind of decision).
pub(super) fn themes<G: Registered>(game: &G, player: usize, keys: &[KeyPlay]) -> Vec<String> {
    let mut themes: Vec<&str> = Vec::new();
    let mut add = |t: &'static str| {
        if !themes.contains(&t) {
            themes.push(t);
        }
    };
    for key in keys {
        let effects = &key.effects;
        if key.colour {
            add("colour choice");
        }
        for &theme in key.own {
            add(theme);
        }
        let captures = effects
            .iter()
            .filter(|e| matches!(e, Effect::Capture { player: p, .. } if *p as usize == player))
            .count();
        if captures >= 2 {
            add("chain capture");
        }
        if effects
            .iter()
            .filter(|e| matches!(e, Effect::Lift { .. }))
            .count()
            >= 2
        {
            add("relay");
        }
        if effects
            .iter()
            .any(|e| matches!(e, Effect::ExtraTurn { player: p } if *p as usize == player))
        {
            add("extra turn");
        }
    }
    // A grand slam: the key's captures leave the opponent's side empty.
    if let Some(pits) = game.board_view().pits().cloned() {
        let side = |pit: usize| -> usize {
            match &pits.owners {
                Some(owners) => owners.get(pit).copied().unwrap_or(0) as usize,
                None => pit / pits.width.max(1),
            }
        };
        if game.num_players() == 2 {
            let opponent = 1 - player.min(1);
            let mut after = game.clone();
            let first = keys.first().and_then(|k| k.text.parse::<G::Action>().ok());
            let mut fx = Effects::recording();
            if first.is_some_and(|a| after.apply(a, &mut fx).is_ok()) {
                let took = captured_by(fx.list(), player);
                if let Some(now) = after.board_view().pits() {
                    let theirs_now: u32 = (0..now.pits.len())
                        .filter(|&p| side(p) == opponent)
                        .map(|p| now.pits[p] as u32)
                        .sum();
                    let theirs_before: u32 = (0..pits.pits.len())
                        .filter(|&p| side(p) == opponent)
                        .map(|p| pits.pits[p] as u32)
                        .sum();
                    if took > 0 && theirs_before > 0 && theirs_now == 0 {
                        add("grand slam");
                    }
                    // Feeding: the opponent has no seeds, and the rules refuse
                    // a move of the player's that would leave them none.
                    if theirs_before == 0 {
                        let refused = (0..pits.pits.len())
                            .filter(|&p| side(p) == player && pits.pits[p] > 0)
                            .filter_map(|p| pits.names.get(p)?.parse::<G::Action>().ok())
                            .any(|a| game.check(a) == Err(IllegalAction::MustFeed));
                        if refused {
                            add("feeding");
                        }
                    }
                }
            }
        }
    }
    themes.into_iter().map(str::to_string).collect()
}

/// The rating: harder the deeper the search must look to find the key, the
/// more decisions there are and the smaller the margin (docs/puzzles.md).
pub(super) fn rating<A>(key: &Key<A>, found_at: u32, keys: usize, seeds: u32) -> u32 {
    let legal = (key.legal.max(2) as f64).log2();
    let margin_units = match key.proof.method {
        Method::Turn => key.proof.margin.min(4.0),
        _ => (key.proof.margin / seeds_unit(seeds)).min(4.0),
    };
    let value = 800.0 + 100.0 * found_at as f64 + 150.0 * legal - 60.0 * margin_units
        + 150.0 * (keys as f64 - 1.0);
    ((value.clamp(400.0, 2800.0) / 10.0).round() * 10.0) as u32
}

pub(super) fn task_text(name: &str, task: Task, proof: &Proof, keys: usize) -> String {
    let then = if keys > 1 {
        " Then keep finding the best move."
    } else {
        ""
    };
    let text = match task {
        Task::Win => format!("{name} to move: find the only move that wins."),
        Task::NotLose => format!("{name} to move: find the only move that does not lose."),
        Task::Seeds => format!(
            "{name} to move: find the move that ends at least {} seeds ahead of any other.",
            proof.margin.round()
        ),
        Task::WinNow => format!("{name} to move: win the game this turn."),
        Task::CaptureNow => format!("{name} to move: capture as much as you can this turn."),
    };
    format!("{text}{then}")
}
