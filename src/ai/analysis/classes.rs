//! How the review judges a decision: its class (best, good, inaccuracy,
//! mistake, blunder) from the loss in seeds or in winning chances, its
//! accuracy, and each player's summary.

use super::*;

/// The review of one decision from the analysis of its position.
pub(super) fn judge(analysis: &Analysis, decision: &Decision) -> ReviewMove {
    let mv = &decision.mv;
    let best = analysis.best_value();
    let played = analysis.value_of(mv);
    let scale = decision.scale;
    let stakes = Stakes {
        kind: analysis.kind,
        unit: seeds_unit(decision.seeds),
        scale,
        players: decision.players,
    };
    let decided = decision.decided;
    let class = match (best, played) {
        // Nothing is at stake once the winner is certain.
        (Some(best), Some(played)) if decided => {
            milder(stakes.review_class(best, played), Class::Good)
        }
        (Some(best), Some(played)) => stakes.review_class(best, played),
        _ => Class::Good,
    };
    // A choice between decisions all worth the same shows no skill, nor
    // one made once the winner is certain: they count in no accuracy.
    let choice = !decided
        && analysis
            .moves
            .iter()
            .any(|m| best.is_some_and(|b| m.value != b.value || m.result != b.result));
    let accuracy = best.zip(played).filter(|_| choice).map(|(best, played)| {
        // A seed weighs more as fewer are left to win.
        let stake = f64::from(decision.seeds) / f64::from(decision.total.max(1));
        let level_scale = (scale * stake).max(1.0);
        move_accuracy(100.0 * chance_drop(analysis.kind, scale, level_scale, best, played))
    });
    ReviewMove {
        ply: decision.ply,
        player: decision.player,
        mv: mv.to_string(),
        value: played.map(|p| p.value),
        best: analysis.best.clone(),
        best_value: best.map(|b| b.value),
        class,
        exact: best.is_some_and(|b| b.exact) && played.is_some_and(|p| p.exact),
        accuracy,
        line: analysis.line.clone(),
    }
}

/// The loss of win chance that makes a mistake between two players (see
/// the module's introduction).
pub const WIN_CHANCE_UNIT: f64 = 0.06;

/// What the class of a decision depends on besides its value and the
/// best one's: the kind of the values, the loss in seeds that makes a
/// mistake (`unit`), the lead the game's searches take for 3:1 odds
/// (`scale`) and the players (see the module's introduction).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stakes {
    pub kind: ValueKind,
    pub unit: f64,
    pub scale: f64,
    pub players: usize,
}

impl Stakes {
    /// The class of the decision `played` against the `best` one: the
    /// stricter test of a puzzle, where the result must be at stake.
    pub fn classify(&self, best: &MoveValue, played: &MoveValue) -> Class {
        let Stakes {
            kind,
            unit,
            scale,
            players,
        } = *self;
        if played.mv == best.mv {
            return Class::Best;
        }
        let chance_unit = WIN_CHANCE_UNIT * 2.0 / players.max(2) as f64;
        let chance_loss = win_chance(kind, best, scale) - win_chance(kind, played, scale);
        let by_chance = by_loss(chance_loss, chance_unit);
        let class = match kind {
            ValueKind::WinChance => by_chance,
            // Seeds count while the result is at stake: never worse than the
            // loss of win chance makes it, but a seed lost is not the best.
            ValueKind::Seeds => {
                let loss = best.value - played.value;
                let class = milder(by_loss(loss, unit), by_chance);
                if class == Class::Best && loss > 0.0 {
                    Class::Good
                } else {
                    class
                }
            }
        };
        worse(class, by_result(best, played))
    }

    /// The class of the decision `played` against the `best` one in a
    /// review: by the win chance lost for values in win chances; by the
    /// seeds lost for values in seeds, a loss of `unit` making a mistake,
    /// however decided the game already is; and at least a mistake when a
    /// proven result is given away ([`Stakes::classify`] is the stricter
    /// test of a puzzle).
    pub fn review_class(&self, best: &MoveValue, played: &MoveValue) -> Class {
        if self.kind == ValueKind::WinChance || played.mv == best.mv {
            return self.classify(best, played);
        }
        let loss = best.value - played.value;
        let class = match by_loss(loss, self.unit) {
            Class::Best if loss > 0.0 => Class::Good,
            class => class,
        };
        worse(class, by_result(best, played))
    }
}

/// The fall of the mover's win chance (0 to 1) from `best` to `played`,
/// for the accuracy. Values in seeds count as if the game were level (a
/// lead of the game's `scale` for 3:1 odds): seeds thrown away in a game
/// already decided are not free. A proven result given away counts in full
/// (a win for a loss is the whole chance).
pub(super) fn chance_drop(
    kind: ValueKind,
    scale: f64,
    level_scale: f64,
    best: &MoveValue,
    played: &MoveValue,
) -> f64 {
    let drop = win_chance(kind, best, scale) - win_chance(kind, played, scale);
    match kind {
        ValueKind::WinChance => drop,
        ValueKind::Seeds => {
            let loss = (best.value - played.value).max(0.0);
            let level = 0.5 - share_of_score(-loss, level_scale);
            let proven = best.exact && played.exact;
            if proven && best.result != played.result {
                drop.max(level)
            } else {
                level
            }
        }
    }
}

/// At least a mistake for giving away a proven result (a win for a draw, a
/// draw for a loss), a blunder for a win given away for a loss.
pub(super) fn by_result(best: &MoveValue, played: &MoveValue) -> Class {
    match (best.exact && played.exact, best.result, played.result) {
        (true, Some(1), Some(-1)) => Class::Blunder,
        (true, Some(b), Some(p)) if p < b => Class::Mistake,
        _ => Class::Best,
    }
}

/// The loss in seeds that makes a mistake in a game of `seeds` seeds: 3 in
/// 48, in proportion for other counts, at least 1.
pub fn seeds_unit(seeds: u32) -> f64 {
    (seeds as f64 / 16.0).max(1.0)
}

/// The class of a loss of `loss`, for a loss of `unit` making a mistake.
pub(super) fn by_loss(loss: f64, unit: f64) -> Class {
    if loss <= 0.0 {
        Class::Best
    } else if loss < unit / 2.0 {
        Class::Good
    } else if loss < unit {
        Class::Inaccuracy
    } else if loss < 2.0 * unit {
        Class::Mistake
    } else {
        Class::Blunder
    }
}

/// The milder of two classes (`a` when they weigh the same).
pub(super) fn milder(a: Class, b: Class) -> Class {
    std::cmp::min_by_key(a, b, |c| rank(*c))
}

pub(super) fn rank(class: Class) -> u8 {
    match class {
        Class::Forced | Class::Best => 0,
        Class::Good => 1,
        Class::Inaccuracy => 2,
        Class::Mistake => 3,
        Class::Blunder => 4,
    }
}

/// The worse of two classes (`a` when they weigh the same).
pub(super) fn worse(a: Class, b: Class) -> Class {
    std::cmp::max_by_key(b, a, |c| rank(*c))
}

/// A value as the mover's win chance, 0 to 1.
pub(super) fn win_chance(kind: ValueKind, value: &MoveValue, scale: f64) -> f64 {
    match (kind, value.result) {
        (ValueKind::WinChance, _) => value.value.clamp(0.0, 1.0),
        (ValueKind::Seeds, Some(1)) => 1.0,
        (ValueKind::Seeds, Some(-1)) => 0.0,
        (ValueKind::Seeds, _) => share_of_score(value.value, scale),
    }
}

/// A decision's accuracy from the fall of the mover's win chance, in
/// percentage points (lichess's curve).
pub fn move_accuracy(drop: f64) -> f64 {
    (103.1668 * (-0.04354 * drop.max(0.0)).exp() - 3.1669).clamp(0.0, 100.0)
}

pub(super) fn summarise(moves: &[ReviewMove], players: usize) -> Vec<PlayerReview> {
    let mut out = vec![PlayerReview::default(); players];
    let mut sums = vec![(0.0f64, 0u32); players];
    for entry in moves {
        let Some(player) = out.get_mut(entry.player) else {
            continue;
        };
        match entry.class {
            Class::Inaccuracy => player.inaccuracies += 1,
            Class::Mistake => player.mistakes += 1,
            Class::Blunder => player.blunders += 1,
            _ => {}
        }
        if let Some(accuracy) = entry.accuracy {
            sums[entry.player].0 += accuracy;
            sums[entry.player].1 += 1;
        }
    }
    for (player, (sum, count)) in out.iter_mut().zip(sums) {
        player.accuracy = (count > 0).then(|| sum / count as f64);
    }
    out
}
