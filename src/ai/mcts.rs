//! Monte Carlo tree search (UCT) over any [`AiGame`].
//!
//! Each node keeps the reward of the player who chose its action, so any
//! number of players is handled (each picks what is best for themselves).
//! Chance nodes (dice) have one child per outcome and are passed through by
//! drawing an outcome with its probability. Playouts choose uniformly among
//! the legal actions; long games cut them short and turn the players'
//! standings into rewards ([`MctsConfig::tuned`]); the plain configuration
//! ([`MctsConfig::plain`]) plays every playout to the end and knows nothing
//! of the game.
//!
//! The tree lives in one vector reused from search to search; a search
//! copies the root position into one reused state per simulation, so it
//! allocates nothing once its buffers have grown.

use rand::Rng;
use rand_pcg::Pcg64Mcg;

use super::game::AiGame;
#[cfg(not(target_arch = "wasm32"))]
use super::game::PlayoutStop;
use super::{outcome_rewards, Clock, Found, Limits, MAX_PLAYERS};
use crate::engine::{Effects, Game, Turn};

/// The mover of a chance node's children.
const CHANCE: u8 = u8::MAX;
/// The mover of the root, which nobody chose.
const NOBODY: u8 = u8::MAX - 1;
/// The most nodes a tree holds (about 24 MB); past it, leaves are no longer
/// expanded and simulations end in playouts.
pub const MAX_NODES: usize = 1 << 20;
/// Simulations of a search with neither a time nor a simulation limit.
const UNLIMITED_SIMULATIONS: u64 = 10_000;

/// How the search plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// The UCT exploration constant (rewards are in [0, 1]).
    pub exploration: f32,
    /// Actions a playout plays before it is judged by the standings.
    pub playout_limit: u32,
    /// Visits a leaf needs before it is expanded (the root always is).
    pub expand_after: u32,
    /// The most nodes in the tree.
    pub max_nodes: usize,
    /// A standing lead worth 3:1 odds (see [`AiGame::scale`]).
    pub scale: f32,
    /// Whether playouts stop at a certain win ([`AiGame::sure_winner`]).
    pub knowledge: bool,
    /// Visits every action of the root gets before the others are chosen
    /// by their scores (0 for none): the analysis spreads part of its
    /// simulations over every decision so that each has a value worth
    /// reading.
    pub root_visits: u32,
}

impl MctsConfig {
    /// Plain UCT: exploration √2, random playouts to the end, every leaf
    /// expanded at its first visit.
    pub fn plain() -> Self {
        MctsConfig {
            exploration: std::f32::consts::SQRT_2,
            playout_limit: u32::MAX,
            expand_after: 0,
            max_nodes: MAX_NODES,
            scale: 1.0,
            knowledge: false,
            root_visits: 0,
        }
    }

    /// The configuration the levels use for `game`.
    pub fn tuned<G: AiGame>(game: &G) -> Self {
        MctsConfig {
            exploration: 0.8,
            playout_limit: game.playout_limit(),
            expand_after: 1,
            max_nodes: MAX_NODES,
            scale: game.scale(),
            knowledge: true,
            root_visits: 0,
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Node<A> {
    /// The action leading here (`None` at the root).
    action: Option<A>,
    /// The first child's index and the number of children.
    first: u32,
    count: u16,
    /// Who chose `action`: a player, [`CHANCE`] or [`NOBODY`].
    mover: u8,
    expanded: bool,
    visits: u32,
    /// The mover's rewards summed over the visits.
    reward: f32,
    /// The probability of a chance outcome.
    prob: f32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: u8, prob: f32) -> Self {
        Node {
            action,
            first: 0,
            count: 0,
            mover,
            expanded: false,
            visits: 0,
            reward: 0.0,
            prob,
        }
    }
}

/// A Monte Carlo tree search with its reusable buffers.
pub struct Mcts<G: Game> {
    nodes: Vec<Node<G::Action>>,
    rng: Pcg64Mcg,
    legal: Vec<G::Action>,
    chances: Vec<(G::Action, f64)>,
    path: Vec<u32>,
    fx: Effects,
    /// The playout kernel's buffer (its repetition history; not in the
    /// AI worker, whose games have no kernel, for its size).
    #[cfg(not(target_arch = "wasm32"))]
    keys: Vec<u128>,
    /// Whether playouts take the game's kernel when it has one.
    #[cfg(not(target_arch = "wasm32"))]
    kernel: bool,
}

impl<G: AiGame> Mcts<G> {
    /// A search whose random choices follow `seed`.
    pub fn new(seed: u64) -> Self {
        Mcts {
            nodes: Vec::new(),
            rng: crate::engine::game_rng(seed ^ 0x005e_ed0f_3c75),
            legal: Vec::with_capacity(64),
            chances: Vec::new(),
            path: Vec::with_capacity(256),
            fx: Effects::off(),
            #[cfg(not(target_arch = "wasm32"))]
            keys: Vec::with_capacity(512),
            #[cfg(not(target_arch = "wasm32"))]
            kernel: true,
        }
    }

    /// Whether playouts take the game's own kernel when it offers one
    /// ([`AiGame::fast_playout`], on by default): it plays the same games
    /// as the general playout, draw for draw, so the search is the same
    /// either way; the tests turn it off to show that.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_kernel(mut self, on: bool) -> Self {
        self.kernel = on;
        self
    }

    /// Forgets the tree grown so far: the next search starts a new one.
    pub fn clear(&mut self) {
        self.nodes.clear();
    }

    /// Searches `root` (a player's decision) within `limits`, counted from
    /// now: the most visited action, then the same player's most visited
    /// next actions. It goes on growing the tree of the last search (whose
    /// root must be `root`) unless [`Mcts::clear`] forgot it; a new
    /// `Mcts` starts a new tree.
    pub fn search(
        &mut self,
        root: &G,
        config: &MctsConfig,
        limits: Limits,
        clock: &dyn Clock,
    ) -> Found<G::Action> {
        let started = clock.now_ms();
        let players = root.num_players().min(MAX_PLAYERS);
        if self.nodes.is_empty() {
            self.nodes.push(Node::new(None, NOBODY, 1.0));
        }
        let budget = match limits {
            Limits {
                ms: None,
                nodes: None,
            } => UNLIMITED_SIMULATIONS,
            Limits { nodes, .. } => nodes.unwrap_or(u64::MAX),
        };
        let mut state = root.clone();
        let mut simulations = 0u64;
        let mut deepest = 0u32;
        while simulations < budget.max(2) {
            if simulations >= 2 && simulations.is_multiple_of(32) {
                if let Some(ms) = limits.ms {
                    if clock.now_ms() - started >= ms {
                        break;
                    }
                }
            }
            state.clone_from(root);
            deepest = deepest.max(self.simulate(&mut state, config, players));
            simulations += 1;
        }
        let (line, value) = self.principal_line();
        Found {
            line,
            nodes: simulations,
            depth: deepest,
            value,
        }
    }

    /// One simulation: down the tree, one expansion, a playout, and the
    /// rewards back up. Returns the depth reached in the tree.
    fn simulate(&mut self, state: &mut G, config: &MctsConfig, players: usize) -> u32 {
        self.path.clear();
        self.path.push(0);
        let mut node = 0usize;
        let rewards = loop {
            let turn = state.turn();
            if let Turn::Over(outcome) = turn {
                break outcome_rewards(outcome.winners, players);
            }
            if !self.nodes[node].expanded {
                let may_expand = node == 0 || self.nodes[node].visits >= config.expand_after;
                if !may_expand || self.nodes.len() >= config.max_nodes || !self.expand(node, state)
                {
                    break self.playout(state, config, players);
                }
            }
            let child = match turn {
                Turn::Chance => self.draw_outcome(node),
                _ if node == 0 => self.select(node, config.exploration, config.root_visits),
                _ => self.select(node, config.exploration, 0),
            };
            let Some(action) = self.nodes[child].action else {
                break [0.0; MAX_PLAYERS];
            };
            if state.apply(action, &mut self.fx).is_err() {
                // Cannot happen for listed actions; end the simulation
                // rather than search a broken line.
                break [0.0; MAX_PLAYERS];
            }
            node = child;
            self.path.push(child as u32);
        };
        for &index in &self.path {
            let n = &mut self.nodes[index as usize];
            n.visits += 1;
            if (n.mover as usize) < MAX_PLAYERS {
                n.reward += rewards[n.mover as usize];
            }
        }
        self.path.len() as u32
    }

    /// Adds a node's children: the legal actions of the player to move, or
    /// the chance outcomes with their probabilities. False when there are
    /// none (or too many to index).
    fn expand(&mut self, node: usize, state: &G) -> bool {
        let first = self.nodes.len();
        match state.turn() {
            Turn::Chance => {
                state.chance_outcomes(&mut self.chances);
                for &(action, p) in &self.chances {
                    self.nodes.push(Node::new(Some(action), CHANCE, p as f32));
                }
            }
            Turn::Player(p) => {
                state.legal_actions(&mut self.legal);
                for &action in &self.legal {
                    self.nodes.push(Node::new(Some(action), p as u8, 0.0));
                }
            }
            Turn::Over(_) => return false,
        }
        let count = self.nodes.len() - first;
        if count == 0 || count > u16::MAX as usize {
            self.nodes.truncate(first);
            return false;
        }
        let n = &mut self.nodes[node];
        n.first = first as u32;
        n.count = count as u16;
        n.expanded = true;
        true
    }

    /// The child with the best UCT score (an unvisited one first, then one
    /// with fewer than `floor` visits).
    fn select(&self, node: usize, exploration: f32, floor: u32) -> usize {
        let parent = &self.nodes[node];
        let first = parent.first as usize;
        // libm, not f32::ln: the same bits natively and on wasm32.
        let log_visits = libm::logf(parent.visits.max(1) as f32);
        let mut best = first;
        let mut best_score = f32::NEG_INFINITY;
        for index in first..first + parent.count as usize {
            let child = &self.nodes[index];
            if child.visits == 0 || child.visits < floor {
                return index;
            }
            let visits = child.visits as f32;
            let score = child.reward / visits + exploration * (log_visits / visits).sqrt();
            if score > best_score {
                best_score = score;
                best = index;
            }
        }
        best
    }

    /// A chance child drawn by its probability.
    fn draw_outcome(&mut self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let first = parent.first as usize;
        let last = first + parent.count as usize - 1;
        let mut left: f32 = self.rng.random();
        for index in first..last {
            left -= self.nodes[index].prob;
            if left < 0.0 {
                return index;
            }
        }
        last
    }

    /// Random play from `state` to the end or the playout limit; the
    /// rewards of the result, or of the standings when cut short.
    fn playout(
        &mut self,
        state: &mut G,
        config: &MctsConfig,
        players: usize,
    ) -> [f32; MAX_PLAYERS] {
        // Not in the AI worker, whose games have no kernel (its size).
        #[cfg(not(target_arch = "wasm32"))]
        if self.kernel {
            let (limit, knowledge) = (config.playout_limit, config.knowledge);
            if let Some(end) = state.fast_playout(&mut self.rng, limit, knowledge, &mut self.keys) {
                return match end.end {
                    PlayoutStop::Over { winners } => outcome_rewards(winners, players),
                    PlayoutStop::Sure(winner) => outcome_rewards(1 << winner, players),
                    PlayoutStop::Cut => {
                        let mut standing = [0i32; MAX_PLAYERS];
                        standing[..2].copy_from_slice(&end.standings);
                        rewards_of_standings(standing, players, config.scale)
                    }
                };
            }
        }
        let mut played = 0u32;
        loop {
            let turn = state.turn();
            if let Turn::Over(outcome) = turn {
                return outcome_rewards(outcome.winners, players);
            }
            if config.knowledge {
                if let Some(winner) = state.sure_winner() {
                    return outcome_rewards(1 << winner, players);
                }
            }
            if played >= config.playout_limit {
                return standing_rewards(state, players, config.scale);
            }
            let action = match turn {
                Turn::Chance => state.sample_chance(&mut self.rng, &mut self.chances),
                // The game's own draw natively ([`AiGame::playout_action`],
                // the same action); the AI worker lists, for its size.
                #[cfg(not(target_arch = "wasm32"))]
                _ => state.playout_action(&mut self.rng, &mut self.legal),
                #[cfg(target_arch = "wasm32")]
                _ => {
                    state.legal_actions(&mut self.legal);
                    let count = self.legal.len() as u32;
                    (count > 0).then(|| self.legal[self.rng.random_range(0..count) as usize])
                }
            };
            let Some(action) = action else {
                return standing_rewards(state, players, config.scale);
            };
            if state.apply(action, &mut self.fx).is_err() {
                return standing_rewards(state, players, config.scale);
            }
            played += 1;
        }
    }

    /// Each action of the root with its visits and its mover's average
    /// reward (0 when unvisited).
    pub fn root_children(&self) -> Vec<(G::Action, u32, f64)> {
        let Some(root) = self.nodes.first().filter(|n| n.expanded) else {
            return Vec::new();
        };
        let first = root.first as usize;
        self.nodes[first..first + root.count as usize]
            .iter()
            .filter_map(|n| {
                let mean = n.reward as f64 / n.visits.max(1) as f64;
                n.action.map(|a| (a, n.visits, mean))
            })
            .collect()
    }

    /// The line after the root's action `first`: each following player's
    /// most visited action while it has at least `min_visits` visits,
    /// stopping at a roll of the dice.
    pub fn line_after(&self, first: G::Action, min_visits: u32) -> Vec<G::Action> {
        let mut line = vec![first];
        let Some(root) = self.nodes.first().filter(|n| n.expanded) else {
            return line;
        };
        let start = root.first as usize;
        let mut node =
            (start..start + root.count as usize).find(|&i| self.nodes[i].action == Some(first));
        while let Some(index) = node {
            let parent = &self.nodes[index];
            if !parent.expanded || line.len() >= 64 {
                break;
            }
            let first = parent.first as usize;
            let children = first..first + parent.count as usize;
            let best = children.max_by_key(|&i| self.nodes[i].visits);
            let Some(best) = best.filter(|&i| {
                let child = &self.nodes[i];
                child.mover != CHANCE && child.visits >= min_visits
            }) else {
                break;
            };
            let Some(action) = self.nodes[best].action else {
                break;
            };
            line.push(action);
            node = Some(best);
        }
        line
    }

    /// The root's most visited action, then while the same player chooses
    /// again, their most visited next actions; and the first one's average
    /// reward.
    fn principal_line(&self) -> (Vec<G::Action>, f64) {
        let mut line = Vec::new();
        let mut value = 0.0;
        let mut node = 0usize;
        let mut player = None;
        while self.nodes[node].expanded {
            let parent = &self.nodes[node];
            let first = parent.first as usize;
            let best = (first..first + parent.count as usize).max_by(|&a, &b| {
                let (a, b) = (&self.nodes[a], &self.nodes[b]);
                a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward))
            });
            let Some(best) = best else { break };
            let child = &self.nodes[best];
            let same_player = match player {
                None => true,
                Some(p) => child.mover == p && child.visits >= 8,
            };
            let Some(action) = child.action.filter(|_| same_player) else {
                break;
            };
            if player.is_none() {
                value = child.reward as f64 / child.visits.max(1) as f64;
                player = Some(child.mover);
            }
            line.push(action);
            node = best;
        }
        (line, value)
    }
}

/// Rewards from the players' standings: each player's lead over the best of
/// the others, through a logistic curve where a lead of `scale` gives 0.75.
fn standing_rewards<G: AiGame>(state: &G, players: usize, scale: f32) -> [f32; MAX_PLAYERS] {
    let mut standing = [0i32; MAX_PLAYERS];
    for (p, s) in standing.iter_mut().enumerate().take(players) {
        *s = state.standing(p);
    }
    rewards_of_standings(standing, players, scale)
}

/// [`standing_rewards`] of the players' standings.
#[inline(always)]
fn rewards_of_standings(
    standing: [i32; MAX_PLAYERS],
    players: usize,
    scale: f32,
) -> [f32; MAX_PLAYERS] {
    // libm, not f32::ln/exp: the same bits natively and on wasm32.
    let k = libm::logf(3.0) / scale.max(1e-3);
    let mut rewards = [0.0; MAX_PLAYERS];
    for p in 0..players {
        let best_other = (0..players)
            .filter(|&q| q != p)
            .map(|q| standing[q])
            .max()
            .unwrap_or(standing[p]);
        let lead = (standing[p] - best_other) as f32;
        rewards[p] = 1.0 / (1.0 + libm::expf(-k * lead));
    }
    rewards
}
