//! What the games' unit tests share: literal positions, actions played by
//! their notation, the effects read back, and tables of scenarios, each a
//! literal position, one action, and the whole board after it.

pub use crate::engine::board::{PitBoard, PitMove};
pub use crate::engine::pit_core::{PitCore, PitMoveRules, PitRules};
pub use crate::engine::session::Present;
pub use crate::engine::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, Remaining, Slot, Turn,
};

/// A board from literal counts: the pits in sowing order, then the stores.
pub fn board(pits: &[u8], stores: [u8; 2]) -> PitBoard {
    PitBoard::from_counts(pits, stores).expect("a test board has 2 to 12 pits, an even number")
}

/// A position of a game played as one game: a literal board with `to_move`
/// to move, no position counted yet by the repetition rule.
pub fn position<G: PitMoveRules>(
    options: G::Options,
    pits: &[u8],
    stores: [u8; 2],
    to_move: usize,
) -> G {
    G::from_core(PitCore::new(options, board(pits, stores), to_move))
}

/// Sets up positions of a game played as one game with these options, for
/// [`check`].
pub fn with_options<G: PitMoveRules>(options: G::Options) -> impl Fn(PitBoard, usize) -> G {
    move |board, to_move| G::from_core(PitCore::new(options.clone(), board, to_move))
}

/// Plays `mv`, written in the game's notation, which must be legal. Returns
/// what happened.
pub fn play<G: Game>(game: &mut G, mv: &str) -> Vec<Effect> {
    let action: G::Action = mv.parse().unwrap_or_else(|e| panic!("{e}"));
    let mut fx = Effects::recording();
    game.apply(action, &mut fx)
        .unwrap_or_else(|e| panic!("{mv}: {e}"));
    fx.take()
}

/// The legal actions, in the game's notation.
pub fn legal<G: Game>(game: &G) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

/// Plays the first legal action until the game ends (or 1,000 actions);
/// returns the actions played.
pub fn play_first_moves<G: Game>(game: &mut G) -> Vec<String> {
    let mut legal = Vec::new();
    let mut moves = Vec::new();
    while matches!(game.turn(), Turn::Player(_)) && moves.len() < 1000 {
        game.legal_actions(&mut legal);
        moves.push(legal[0].to_string());
        game.apply(legal[0], &mut Effects::off())
            .unwrap_or_else(|e| panic!("{}: {e}", legal[0]));
    }
    moves
}

/// Asserts that each action is refused for its reason, by `check` and by
/// `apply`, leaving the position as it was.
pub fn assert_refused<G: Game>(game: &G, refused: &[(G::Action, IllegalAction)]) {
    for &(action, why) in refused {
        crate::engine::scenario::refuses(game, action, why);
    }
}

/// Asserts what every game whose moves are pits refuses, South to move on a
/// board whose pit A is empty: an empty pit, the opponent's pit and pits
/// beyond the board, each for its reason. Also checks how the notation
/// names pits.
pub fn assert_refuses_pits_it_cannot_sow<G: PitMoveRules>(options: G::Options) {
    let game: G = position(options, &[0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 0);
    assert_refused(
        &game,
        &[
            (PitMove(0), IllegalAction::EmptyPit),
            (PitMove(7), IllegalAction::NotYourPit),
            (PitMove(12), IllegalAction::NoSuchPit),
            (PitMove(255), IllegalAction::NoSuchPit),
        ],
    );
    for bad in ["G", "g", "AB", ""] {
        assert!(bad.parse::<PitMove>().is_err(), "{bad}");
    }
    assert_eq!("f".parse::<PitMove>(), Ok(PitMove(11)));
    assert_eq!("b".parse::<PitMove>(), Ok(PitMove(7)));
    assert_eq!(PitMove(6).to_string(), "a");
    assert_eq!(PitMove(5).to_string(), "F");
}

/// Ends the game by agreement and asserts the stores then and how it ended,
/// and that the game, once over, refuses another agreement and every
/// action. Returns what happened.
pub fn assert_agreement<G: PitRules>(game: &mut G, stores: [u8; 2], turn: Turn) -> Vec<Effect> {
    let mut fx = Effects::recording();
    game.end_by_agreement(&mut fx).expect("the game goes on");
    assert_eq!(game.board().stores(), stores);
    assert_eq!(game.turn(), turn);
    assert_eq!(
        game.end_by_agreement(&mut Effects::off()),
        Err(IllegalAction::GameOver)
    );
    assert!(legal(game).is_empty());
    fx.take()
}

/// The captures, in order: the pit and the seeds taken.
pub fn captures(fx: &[Effect]) -> Vec<(u8, u8)> {
    fx.iter()
        .filter_map(|e| match *e {
            Effect::Capture { pit, count, .. } => Some((pit, count)),
            _ => None,
        })
        .collect()
}

/// The pits lifted, in order: one a lap.
pub fn lifts(fx: &[Effect]) -> Vec<u8> {
    fx.iter()
        .filter_map(|e| match *e {
            Effect::Lift { pit, .. } => Some(pit),
            _ => None,
        })
        .collect()
}

/// Whether an effect is part of the sowing itself: a lift or a seed
/// dropped.
fn sowing(effect: &Effect) -> bool {
    matches!(effect, Effect::Lift { .. } | Effect::Drop { .. })
}

/// A game over: `winner` won (`None`: a draw), for `reason`.
pub fn over(winner: Option<usize>, reason: EndReason) -> Turn {
    let winners = winner.map_or(0b11, |p| 1 << p);
    Turn::Over(Outcome { winners, reason })
}

/// `player` takes the `count` seeds of `pit`.
pub fn capture(pit: u8, count: u8, player: u8) -> Effect {
    Effect::Capture {
        pit,
        count,
        player,
        colour: None,
    }
}

/// A seed is dropped into `pit`.
pub fn drop_at(pit: u8) -> Effect {
    Effect::Drop {
        slot: Slot::Pit(pit),
        colour: None,
    }
}

/// At the end, the seeds left in pits go to `player`: each `(pit, count)`.
pub fn sweeps(player: u8, pits: &[(u8, u8)]) -> Vec<Effect> {
    pits.iter()
        .map(|&(pit, count)| Effect::Sweep { pit, count, player })
        .collect()
}

/// One scenario of a table: from a literal board with `to_move` to move,
/// `mv` is played; the board after it, who moves then (the other player,
/// unless the game ended or the scenario says otherwise), and everything
/// that happened besides the sowing itself (lifts and seeds dropped) are
/// asserted whole, and the laps when given. So is the number of seeds,
/// which the move keeps.
pub struct Scenario<'a> {
    pits: &'a [u8],
    stores: [u8; 2],
    to_move: usize,
    mv: &'a str,
    after: (&'a [u8], [u8; 2]),
    turn: Turn,
    events: Vec<Effect>,
    lifts: Option<&'a [u8]>,
    all: bool,
}

impl<'a> Scenario<'a> {
    /// From `pits` and `stores`, `to_move` plays `mv`.
    pub fn new(pits: &'a [u8], stores: [u8; 2], to_move: usize, mv: &'a str) -> Self {
        Scenario {
            pits,
            stores,
            to_move,
            mv,
            after: (pits, stores),
            turn: Turn::Player(1 - to_move),
            events: Vec::new(),
            lifts: None,
            all: false,
        }
    }

    /// The pits and stores after the move.
    pub fn gives(self, pits: &'a [u8], stores: [u8; 2]) -> Self {
        Scenario {
            after: (pits, stores),
            ..self
        }
    }

    /// Whose turn it is after the move, or how the game ended: the other
    /// player's unless this says otherwise.
    pub fn then(self, turn: Turn) -> Self {
        Scenario { turn, ..self }
    }

    /// What happened besides the sowing, in order (nothing unless given).
    pub fn with(mut self, events: impl IntoIterator<Item = Effect>) -> Self {
        self.events.extend(events);
        self
    }

    /// What happened next, after what [`Scenario::with`] gave.
    pub fn and(self, events: impl IntoIterator<Item = Effect>) -> Self {
        self.with(events)
    }

    /// Every effect reported, the sowing included, in order (instead of
    /// [`Scenario::with`]).
    pub fn reporting(self, effects: impl IntoIterator<Item = Effect>) -> Self {
        Scenario {
            all: true,
            ..self.with(effects)
        }
    }

    /// The pits lifted, in order: one a lap (asserted only when given).
    pub fn lifting(self, pits: &'a [u8]) -> Self {
        Scenario {
            lifts: Some(pits),
            ..self
        }
    }
}

/// Plays every scenario on a position that `set_up` makes from its board and
/// player to move, and asserts its outcome.
pub fn check<G: PitRules>(set_up: impl Fn(PitBoard, usize) -> G, scenarios: &[Scenario]) {
    for s in scenarios {
        let mut game = set_up(board(s.pits, s.stores), s.to_move);
        let seeds = game.total_seeds();
        let fx = play(&mut game, s.mv);
        let what = format!("{} from {:?} {:?}", s.mv, s.pits, s.stores);
        assert_eq!(game.total_seeds(), seeds, "{what}: seeds conserved");
        assert_eq!(game.board().pits(), s.after.0, "{what}: pits");
        assert_eq!(game.board().stores(), s.after.1, "{what}: stores");
        assert_eq!(game.turn(), s.turn, "{what}: turn");
        if let Some(pits) = s.lifts {
            assert_eq!(lifts(&fx), pits, "{what}: laps");
        }
        let events: Vec<Effect> = match s.all {
            true => fx,
            false => fx.into_iter().filter(|e| !sowing(e)).collect(),
        };
        assert_eq!(events, s.events, "{what}: effects");
    }
}

/// What the general rules make of a random playout from `game`, drawn as
/// `Mcts`'s playout draws (see `AiGame::fast_playout`), and the position it
/// stops in; `fx` hears every action's effects.
pub fn general_playout<G: crate::ai::game::AiGame, R: rand::Rng>(
    game: &G,
    rng: &mut R,
    limit: u32,
    knowledge: bool,
    fx: &mut Effects,
) -> (crate::ai::game::PlayoutEnd, G) {
    use crate::ai::game::{PlayoutEnd, PlayoutStop};
    let mut state = game.clone();
    let mut legal = Vec::new();
    let mut actions = 0;
    loop {
        let stop = match state.turn() {
            Turn::Over(outcome) => Some(PlayoutStop::Over {
                winners: outcome.winners,
            }),
            _ if knowledge && state.sure_winner().is_some() => {
                state.sure_winner().map(PlayoutStop::Sure)
            }
            _ if actions >= limit => Some(PlayoutStop::Cut),
            _ => {
                state.legal_actions(&mut legal);
                legal.is_empty().then_some(PlayoutStop::Cut)
            }
        };
        if let Some(end) = stop {
            let standings = [state.standing(0), state.standing(1)];
            let end = PlayoutEnd {
                actions,
                standings,
                end,
            };
            return (end, state);
        }
        let action = legal[rng.random_range(0..legal.len() as u32) as usize];
        state.apply(action, fx).expect("a legal action");
        actions += 1;
    }
}

/// Plays `games` random playouts of `options`' game with its kernel and
/// with the general rules ([`general_playout`]), each from the start or
/// from a random position reached by the general rules (up to `plies`
/// actions in, short of the end), with two copies of
/// one random generator, some cut at a limit, half with knowledge; asserts
/// they end alike and draw alike, and calls `seen` with the general
/// playout's last position and effects (for the tests to count what
/// happened).
pub fn kernel_agrees<G: crate::ai::game::AiGame>(
    options: &G::Options,
    games: u64,
    plies: u32,
    mut seen: impl FnMut(&G, &[Effect]),
) {
    use rand::{Rng, RngCore};
    let mut keys = Vec::new();
    let mut legal = Vec::new();
    let mut fx = Effects::recording();
    for seed in 0..games {
        let mut game = G::new(options, seed).expect("options");
        let mut draw = crate::engine::game_rng(seed ^ 0x6b65_726e);
        // Up to `plies` random actions, stopping short of the end.
        let mut next = game.clone();
        for _ in 0..draw.random_range(0..plies) {
            next.legal_actions(&mut legal);
            let action = legal[draw.random_range(0..legal.len() as u32) as usize];
            next.apply(action, &mut Effects::off()).expect("legal");
            if !matches!(next.turn(), Turn::Player(_)) {
                break;
            }
            game.clone_from(&next);
        }
        let limit = match seed % 3 {
            0 => draw.random_range(0..80),
            _ => u32::MAX,
        };
        let knowledge = seed % 2 == 0;
        let mut rng = crate::engine::game_rng(seed);
        let mut again = rng.clone();
        let fast = game.fast_playout(&mut rng, limit, knowledge, &mut keys);
        fx.rewind(0);
        let (general, end) = general_playout(&game, &mut again, limit, knowledge, &mut fx);
        assert_eq!(fast, Some(general), "seed {seed}: {game:?}");
        assert_eq!(rng.next_u64(), again.next_u64(), "seed {seed}: the draws");
        seen(&end, fx.list());
    }
}

/// Games a test of a kernel plays ([`kernel_agrees`]) for each option set:
/// `default`, or `KERNEL_GAMES` when set (for a longer run).
pub fn kernel_games(default: u64) -> u64 {
    std::env::var("KERNEL_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Plays `games` random games of `options`' game (chance drawn by
/// [`AiGame::sample_chance`](crate::ai::game::AiGame::sample_chance), as
/// `Mcts`'s playouts draw it), each up to `plies` actions, and at every
/// decision of a player draws its action by the game's
/// [`AiGame::playout_action`](crate::ai::game::AiGame::playout_action) and
/// by listing the legal actions and drawing one, with two copies of one
/// random generator: asserts the same action and the same draws. Returns
/// the decisions compared.
pub fn playout_action_agrees<G: crate::ai::game::AiGame>(
    options: &G::Options,
    games: u64,
    plies: u32,
) -> u64 {
    use rand::{Rng, RngCore};
    let (mut legal, mut buffer, mut chances) = (Vec::new(), Vec::new(), Vec::new());
    let mut decisions = 0;
    for seed in 0..games {
        let mut game = G::new(options, seed).expect("options");
        let mut rng = crate::engine::game_rng(seed ^ 0x7061_7373);
        for _ in 0..plies {
            let action = match game.turn() {
                Turn::Over(_) => break,
                Turn::Chance => game.sample_chance(&mut rng, &mut chances),
                Turn::Player(_) => {
                    let mut again = rng.clone();
                    let fast = game.playout_action(&mut rng, &mut buffer);
                    game.legal_actions(&mut legal);
                    let count = legal.len() as u32;
                    let general = (count > 0).then(|| legal[again.random_range(0..count) as usize]);
                    assert_eq!(fast, general, "seed {seed}: {game:?}");
                    assert_eq!(rng.clone().next_u64(), again.next_u64(), "seed {seed}");
                    decisions += 1;
                    fast
                }
            };
            let Some(action) = action else { break };
            game.apply(action, &mut Effects::off())
                .expect("a legal action");
        }
    }
    decisions
}
