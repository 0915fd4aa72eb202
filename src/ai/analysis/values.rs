//! The values of a position's decisions: alpha-beta for two players
//! without chance, MCTS for the rest, seen without the game's type
//! ([`Position`]).

use super::*;

/// One completed depth of alpha-beta, without the game's type: each root
/// decision in the record's notation, its score for South and whether it
/// is solved.
pub(super) struct Scores {
    pub(super) depth: u32,
    pub(super) nodes: u64,
    pub(super) values: Vec<(String, i32, bool)>,
}

/// What gets each completed depth of alpha-beta, and the principal line
/// after the decision at an index of its values.
pub(super) type EachDepth<'a> = dyn FnMut(&Scores, &dyn Fn(usize) -> Vec<String>) + 'a;

/// A position and its searches, seen without the game's type: all the
/// analysis asks of a game. The rest of the analysis is written once.
pub(super) trait Position {
    fn turn(&self) -> Turn;
    fn num_players(&self) -> usize;
    fn legal_count(&self) -> usize;
    /// Whether chance acts in the game.
    fn chance(&self) -> bool;
    /// Alpha-beta's values of every decision, deeper and deeper: `each`
    /// gets each completed depth, and the principal line after the
    /// decision at an index of its values.
    fn search_each(
        &mut self,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut EachDepth,
    );
    /// Each decision in the record's notation, with the mover's reward
    /// when it ends the game.
    fn ends(&self, player: usize) -> Vec<(String, Option<f64>)>;
    /// Grows the MCTS tree within `limits`, a root decision getting
    /// `root_visits` simulations at least: the simulations made.
    fn grow(&mut self, root_visits: u32, limits: Limits, clock: &dyn Clock) -> u64;
    /// The tree's root decisions: notation, visits and mean reward.
    fn children(&self) -> Vec<(String, u32, f64)>;
    /// The line after the root decision at `index` of [`Position::children`].
    fn line_after(&self, index: usize) -> Vec<String>;
}

/// The searches of one game on one position; the alpha-beta search is kept
/// from position to position (its buffers are allocated once).
pub(super) struct Searching<'a, G: AiGame> {
    pub(super) game: &'a G,
    pub(super) alpha_beta: &'a mut Option<AlphaBeta<G>>,
    pub(super) mcts: Option<(Mcts<G>, MctsConfig)>,
}

pub(super) fn strings<A: std::fmt::Display>(actions: &[A]) -> Vec<String> {
    actions.iter().map(|a| a.to_string()).collect()
}

impl<G: AiGame> Position for Searching<'_, G> {
    fn turn(&self) -> Turn {
        self.game.turn()
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn legal_count(&self) -> usize {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        legal.len()
    }

    fn chance(&self) -> bool {
        G::CHANCE
    }

    fn search_each(
        &mut self,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut EachDepth,
    ) {
        if G::CHANCE {
            return;
        }
        let game = self.game;
        let search = self.alpha_beta.get_or_insert_with(|| {
            AlphaBeta::new(Limits::default())
                .with_tables(true)
                .with_margins(true)
        });
        // Every position on its own: the same answer as analysing it alone.
        search.clear();
        search.search_each(game, limits, max_depth, clock, &mut |search, found| {
            let scores = Scores {
                depth: found.depth,
                nodes: found.nodes,
                values: found
                    .values
                    .iter()
                    .map(|&(action, score, solved)| (action.to_string(), score, solved))
                    .collect(),
            };
            each(&scores, &|index| {
                found.values.get(index).map_or_else(Vec::new, |v| {
                    strings(&search.principal_line(game, v.0, found.depth as usize))
                })
            });
        });
    }

    fn ends(&self, player: usize) -> Vec<(String, Option<f64>)> {
        let game = self.game;
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let mut fx = Effects::off();
        legal
            .iter()
            .map(|&action| {
                let mut next = game.clone();
                let end = match (next.apply(action, &mut fx), next.turn()) {
                    (Ok(()), Turn::Over(outcome)) => {
                        let rewards =
                            crate::ai::outcome_rewards(outcome.winners, game.num_players());
                        rewards.get(player).map(|&r| r as f64)
                    }
                    _ => None,
                };
                (action.to_string(), end)
            })
            .collect()
    }

    fn grow(&mut self, root_visits: u32, limits: Limits, clock: &dyn Clock) -> u64 {
        let game = self.game;
        let (search, config) = self
            .mcts
            .get_or_insert_with(|| (Mcts::new(SEED), MctsConfig::tuned(game)));
        let config = MctsConfig {
            root_visits,
            ..*config
        };
        search.search(game, &config, limits, clock).nodes
    }

    fn children(&self) -> Vec<(String, u32, f64)> {
        self.mcts.as_ref().map_or_else(Vec::new, |(search, _)| {
            search
                .root_children()
                .into_iter()
                .map(|(action, visits, mean)| (action.to_string(), visits, mean))
                .collect()
        })
    }

    fn line_after(&self, index: usize) -> Vec<String> {
        self.mcts.as_ref().map_or_else(Vec::new, |(search, _)| {
            search
                .root_children()
                .get(index)
                .map_or_else(Vec::new, |c| strings(&search.line_after(c.0, 8)))
        })
    }
}

/// Analyses `game`, with the alpha-beta search kept in `alpha_beta`;
/// without the MCTS analysis in the program for a game that never uses it
/// (two players always, no dice).
pub(super) fn analyse_registered<G: Registered>(
    game: &G,
    alpha_beta: &mut Option<AlphaBeta<G>>,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Result<Analysis, AnalysisError> {
    let searching = Searching {
        game,
        alpha_beta,
        mcts: None,
    };
    if const { G::CHANCE || more_players(G::DEF) } {
        analyse_dyn(&mut { searching }, budget, clock, progress)
    } else {
        analyse_dyn(&mut TwoPlayers(searching), budget, clock, progress)
    }
}

/// Whether a game may be played by more than two players: it has a
/// `players` option (every game without one is played by two, which a test
/// checks).
pub(super) const fn more_players(def: &GameDef) -> bool {
    let mut i = 0;
    while i < def.options.len() {
        let key = def.options[i].key.as_bytes();
        let players = b"players";
        if key.len() == players.len() {
            let mut j = 0;
            while j < key.len() && key[j] == players[j] {
                j += 1;
            }
            if j == key.len() {
                return true;
            }
        }
        i += 1;
    }
    false
}

/// The searches of a game that two always play, without dice: only
/// alpha-beta analyses it, so MCTS is left out.
pub(super) struct TwoPlayers<'a, G: AiGame>(Searching<'a, G>);

impl<G: AiGame> Position for TwoPlayers<'_, G> {
    fn turn(&self) -> Turn {
        self.0.turn()
    }

    fn num_players(&self) -> usize {
        self.0.num_players()
    }

    fn legal_count(&self) -> usize {
        self.0.legal_count()
    }

    fn chance(&self) -> bool {
        self.0.chance()
    }

    fn search_each(
        &mut self,
        limits: Limits,
        max_depth: u32,
        clock: &dyn Clock,
        each: &mut EachDepth,
    ) {
        self.0.search_each(limits, max_depth, clock, each)
    }

    fn ends(&self, _player: usize) -> Vec<(String, Option<f64>)> {
        Vec::new()
    }

    fn grow(&mut self, _root_visits: u32, _limits: Limits, _clock: &dyn Clock) -> u64 {
        0
    }

    fn children(&self) -> Vec<(String, u32, f64)> {
        Vec::new()
    }

    fn line_after(&self, _index: usize) -> Vec<String> {
        Vec::new()
    }
}

/// The analysis of a position: see [`analyse`].
pub(super) fn analyse_dyn(
    position: &mut dyn Position,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Result<Analysis, AnalysisError> {
    let player = match position.turn() {
        Turn::Player(p) => p,
        Turn::Over(_) => {
            return Err(AnalysisError::NoDecision {
                why: "the game is over".to_string(),
            })
        }
        Turn::Chance => {
            return Err(AnalysisError::NoDecision {
                why: "the dice are to be rolled".to_string(),
            })
        }
    };
    let legal = position.legal_count();
    if legal == 0 {
        return Err(AnalysisError::NoDecision {
            why: "there is no legal move".to_string(),
        });
    }
    if clock.cancelled() {
        return Err(AnalysisError::Cancelled);
    }
    let found = if position.num_players() == 2 && !position.chance() {
        alpha_beta(position, player, budget, clock, progress)
    } else {
        mcts(position, player, legal, budget, clock, progress)
    };
    found.ok_or(AnalysisError::Cancelled)
}

/// Alpha-beta: every decision searched with the whole window, deeper and
/// deeper.
pub(super) fn alpha_beta(
    position: &mut dyn Position,
    player: usize,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    let limits = Limits {
        ms: Some(budget.ms.unwrap_or(NO_DEADLINE_MS)),
        nodes: if budget.is_default() {
            Some(DEFAULT_NODES)
        } else {
            budget.nodes
        },
    };
    let max_depth = budget.max_depth(DEFAULT_DEPTH);
    let mut last = None;
    // A depth that cannot be completed within the nodes left is not begun:
    // its nodes would be spent for nothing, since the last completed depth
    // is the answer. Its cost is foreseen from the last two depths' growth.
    let stop = std::cell::Cell::new(false);
    let stopping = Stopping { clock, stop: &stop };
    let mut spent = [0u64; 2];
    position.search_each(limits, max_depth, &stopping, &mut |found, line_of| {
        let analysis = describe(player, found, line_of);
        progress(&analysis);
        last = Some(analysis);
        let cost = found.nodes.saturating_sub(spent[1]);
        let before = spent[1].saturating_sub(spent[0]);
        spent = [spent[1], found.nodes];
        if let (Some(cap), true) = (limits.nodes, before > 0) {
            let growth = (cost as f64 / before as f64).max(1.0);
            if found.nodes as f64 + FORESEEN * cost as f64 * growth > cap as f64 {
                stop.set(true);
            }
        }
    });
    last
}

/// The share of a depth's foreseen cost that must fit in the nodes left
/// for it to be begun.
pub(super) const FORESEEN: f64 = 1.0;

/// The clock of a search stopped between two depths: it jumps to the end
/// of time once `stop` is set.
pub(super) struct Stopping<'a> {
    pub(super) clock: &'a Cancellable<'a>,
    pub(super) stop: &'a std::cell::Cell<bool>,
}

impl Clock for Stopping<'_> {
    fn now_ms(&self) -> f64 {
        if self.stop.get() {
            f64::MAX
        } else {
            self.clock.now_ms()
        }
    }
}

/// The analysis of one completed depth of alpha-beta.
pub(super) fn describe(
    player: usize,
    found: &Scores,
    line_of: &dyn Fn(usize) -> Vec<String>,
) -> Analysis {
    let sign = if player == 0 { 1 } else { -1 };
    let scores: Vec<i32> = found.values.iter().map(|v| v.1 * sign).collect();
    // The highest first.
    let ranked = stable_order(scores.len(), &|a, b| scores[b].cmp(&scores[a]));
    let moves: Vec<MoveValue> = ranked
        .iter()
        .map(|&i| seeds_value(found.values[i].0.clone(), scores[i], found.values[i].2))
        .collect();
    let line = ranked.first().map(|&i| line_of(i)).unwrap_or_default();
    Analysis {
        player,
        kind: ValueKind::Seeds,
        best: moves.first().map(|m| m.mv.clone()).unwrap_or_default(),
        moves,
        line,
        depth: found.depth,
        nodes: found.nodes,
    }
}

/// A seeds value from alpha-beta's score for the mover (its final margin,
/// see [`AlphaBeta::with_margins`]).
pub(super) fn seeds_value(mv: String, score: i32, solved: bool) -> MoveValue {
    MoveValue {
        mv,
        value: score as f64,
        exact: solved,
        result: solved.then_some(score.signum() as i8),
    }
}

/// MCTS: the tree grows, doubling its simulations at each depth.
pub(super) fn mcts(
    position: &mut dyn Position,
    player: usize,
    legal: usize,
    budget: Budget,
    clock: &Cancellable,
    progress: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    let started = clock.now_ms();
    let max_depth = budget.max_depth(DEFAULT_MCTS_DEPTH);
    let cap = budget.nodes.unwrap_or(u64::MAX);
    let mut total = 0u64;
    let mut last = None;
    // The decisions that end the game have exact values.
    let ends = position.ends(player);
    for depth in 1..=max_depth {
        let target = MCTS_BASE
            .saturating_mul(1u64 << (depth - 1).min(40))
            .min(cap);
        if target <= total || clock.cancelled() {
            break;
        }
        let elapsed = clock.now_ms() - started;
        let ms = budget.ms.map_or(NO_DEADLINE_MS, |ms| ms - elapsed);
        if ms <= 0.0 {
            break;
        }
        let limits = Limits {
            ms: Some(ms),
            nodes: Some(target - total),
        };
        // A quarter of the simulations spread over every decision.
        let root_visits = (target / (4 * legal.max(1) as u64)).min(u32::MAX as u64) as u32;
        total += position.grow(root_visits, limits, clock);
        let complete = total >= target;
        if !complete && last.is_some() {
            break;
        }
        let children = position.children();
        // Most visited first (the search's choice), then by value.
        let order = stable_order(children.len(), &|a, b| {
            let (a, b) = (&children[a], &children[b]);
            b.1.cmp(&a.1).then(b.2.total_cmp(&a.2))
        });
        let line = order
            .first()
            .map(|&i| position.line_after(i))
            .unwrap_or_default();
        let moves: Vec<MoveValue> = order
            .iter()
            .map(|&i| {
                let (mv, _, mean) = children[i].clone();
                let end = ends.iter().find(|e| e.0 == mv).and_then(|e| e.1);
                MoveValue {
                    value: end.unwrap_or(mean),
                    exact: end.is_some(),
                    result: end.map(|r| {
                        if r >= 1.0 {
                            1
                        } else if r <= 0.0 {
                            -1
                        } else {
                            0
                        }
                    }),
                    mv,
                }
            })
            .collect();
        // The rest after the best by value.
        let rest = stable_order(moves.len().saturating_sub(1), &|a, b| {
            moves[b + 1].value.total_cmp(&moves[a + 1].value)
        });
        let moves: Vec<MoveValue> = moves
            .first()
            .into_iter()
            .chain(rest.iter().map(|&i| &moves[i + 1]))
            .cloned()
            .collect();
        let analysis = Analysis {
            player,
            kind: ValueKind::WinChance,
            best: moves.first().map(|m| m.mv.clone()).unwrap_or_default(),
            moves,
            line,
            depth,
            nodes: total,
        };
        progress(&analysis);
        last = Some(analysis);
        if !complete {
            break;
        }
    }
    last
}
