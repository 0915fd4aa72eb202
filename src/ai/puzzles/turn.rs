//! The `turn` proof (dice, or three to six players): every sequence of
//! the mover's decisions to the end of the turn, valued by a win of the
//! game and the captures made.

use super::*;

/// What the mover can make of the rest of a turn: a win of the game, and
/// the beads or pieces captured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct TurnValue {
    pub(super) win: bool,
    pub(super) captured: u32,
}

/// The captures by `player` among `effects`.
pub(super) fn captured_by(effects: &[Effect], player: usize) -> u32 {
    effects
        .iter()
        .map(|e| match *e {
            Effect::Capture {
                count, player: p, ..
            } if p as usize == player => count as u32,
            Effect::PieceCaptured { by, .. } if by as usize == player => 1,
            _ => 0,
        })
        .sum()
}

/// The best the mover can make of the rest of the turn from `game`, and
/// the longest line looked at (`None` past [`TURN_NODES`]).
pub(super) fn turn_value<G: AiGame>(
    game: &G,
    player: usize,
    nodes: &mut u32,
    memo: &mut rustc_hash::FxHashMap<u64, (TurnValue, u32)>,
) -> Option<(TurnValue, u32)> {
    match game.turn() {
        Turn::Player(p) if p == player => {}
        Turn::Over(outcome) => {
            let win = outcome.winners & (1 << player) != 0
                && outcome.winners.count_ones() < game.num_players() as u32;
            return Some((TurnValue { win, captured: 0 }, 0));
        }
        _ => return Some((TurnValue::default(), 0)),
    }
    // Positions by their search key (how they were reached does not count).
    if let Some(&v) = memo.get(&game.key()) {
        return Some(v);
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut best: Option<(TurnValue, u32)> = None;
    for action in legal {
        *nodes += 1;
        if *nodes > TURN_NODES {
            return None;
        }
        let (value, depth) = step_value(game, action, player, nodes, memo)?;
        best = Some(match best {
            Some((b, d)) if b >= value => (b, d.max(depth)),
            Some((_, d)) => (value, d.max(depth)),
            None => (value, depth),
        });
    }
    let best = best.unwrap_or_default();
    memo.insert(game.key(), best);
    Some(best)
}

/// The value of playing `action` and the best of the rest of the turn.
pub(super) fn step_value<G: AiGame>(
    game: &G,
    action: G::Action,
    player: usize,
    nodes: &mut u32,
    memo: &mut rustc_hash::FxHashMap<u64, (TurnValue, u32)>,
) -> Option<(TurnValue, u32)> {
    let mut next = game.clone();
    let mut fx = Effects::recording();
    next.apply(action, &mut fx).ok()?;
    let now = captured_by(fx.list(), player);
    let (rest, depth) = turn_value(&next, player, nodes, memo)?;
    Some((
        TurnValue {
            win: rest.win,
            captured: now + rest.captured,
        },
        depth + 1,
    ))
}

/// Decisions with their turn values.
pub(super) type TurnValues<A> = Vec<(A, TurnValue)>;

/// Every decision of the mover with its turn value, best first, and the
/// longest line enumerated.
pub(super) fn turn_values<G: AiGame>(
    game: &G,
    player: usize,
) -> Option<(TurnValues<G::Action>, u32)> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut nodes = 0;
    let mut memo = rustc_hash::FxHashMap::default();
    let mut values = Vec::with_capacity(legal.len());
    let mut deepest = 0;
    for action in legal {
        let (value, depth) = step_value(game, action, player, &mut nodes, &mut memo)?;
        deepest = deepest.max(depth);
        values.push((action, value));
    }
    values.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Some((values, deepest))
}

/// The margin of a turn value over another, in the proof's units (100 for
/// a win).
pub(super) fn turn_margin(best: TurnValue, second: TurnValue) -> f64 {
    if best.win && !second.win {
        100.0
    } else {
        best.captured as f64 - second.captured as f64
    }
}

pub(super) fn prove_turn<G: AiGame>(game: &G, player: usize) -> Option<Key<G::Action>> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    if legal.len() > TURN_CHOICES {
        return None;
    }
    let (values, deepest) = turn_values(game, player)?;
    let (best_action, best) = *values.first()?;
    let (_, second) = *values.get(1)?;
    let margin = turn_margin(best, second);
    if margin < 1.0 || !(best.win || best.captured >= 1) {
        return None;
    }
    Some(Key {
        action: best_action,
        proof: Proof {
            method: Method::Turn,
            depth: deepest,
            depth2: None,
            margin,
            exact: true,
        },
        found_at: deepest,
        legal: values.len(),
        analysis: None,
        task: if best.win {
            Task::WinNow
        } else {
            Task::CaptureNow
        },
        turn: Some(values),
    })
}
