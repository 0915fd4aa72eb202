//! The engine's hot path (listing legal actions and applying them with
//! effects off) allocates nothing. A counting global allocator watches the
//! play loop of thousands of random games; setting a game up may allocate.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rainbow_games::engine::options::options_from_json;
use rainbow_games::engine::{Effects, Game, Turn};
use rainbow_games::games::basic::{Basic, BasicOptions};
use rainbow_games::games::owari::{Owari, OwariOptions};
use rainbow_games::games::rainbow_passage::{Passage, PassageOptions};
use rainbow_games::games::{self, GameVisitor, Registered};

use common::XorShift;

struct Counting;

thread_local! {
    // Only the thread playing the games counts: the test harness (and the
    // other test, running in parallel) allocates on its own threads.
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn note_allocation() {
    if COUNTING.with(Cell::get) {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
    }
}

fn allocations_so_far() -> usize {
    ALLOCATIONS.with(Cell::get)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note_allocation();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Runs `f` counting the allocations it makes on this thread.
fn counted<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = allocations_so_far();
    COUNTING.with(|c| c.set(true));
    let result = f();
    COUNTING.with(|c| c.set(false));
    (result, allocations_so_far() - before)
}

/// Allocations and actions while playing random games (set-up excluded)
/// until more than `min_actions` actions are made, listing the legal actions and, at chance turns, the
/// outcomes with their probabilities. One game is played uncounted first:
/// it warms up per-thread scratch buffers (Rainbow Chase's search memo),
/// made once and reused by every later call.
fn play_loop_allocations<G: Game>(options: &G::Options, min_actions: u64) -> (usize, u64) {
    let mut legal = Vec::with_capacity(512);
    let mut chances = Vec::with_capacity(512);
    let mut fx = Effects::off();
    let mut rng = XorShift::new(0x9E37_79B9_7F4A_7C15);
    let mut play = |seed| {
        let mut state = G::new(options, seed).unwrap();
        counted(|| {
            let mut played = 0;
            while !matches!(state.turn(), Turn::Over(_)) {
                state.legal_actions(&mut legal);
                state.chance_outcomes(&mut chances);
                state.apply(*rng.pick(&legal), &mut fx).unwrap();
                played += 1;
            }
            played
        })
    };
    play(0);
    let (mut allocations, mut actions) = (0, 0);
    let mut seed = 0;
    while actions <= min_actions {
        let (played, made) = play(seed);
        actions += played;
        allocations += made;
        seed += 1;
    }
    (allocations, actions)
}

/// Every game of the registry, every preset: random games (seeds 0, 1, …)
/// until the play loop has made more than 30,000 actions, and not one
/// allocation in it.
#[test]
fn play_allocates_nothing() {
    struct PlayEveryPreset;
    impl GameVisitor for PlayEveryPreset {
        type Output = Vec<String>;
        fn visit<G: Registered>(self) -> Vec<String> {
            let mut failures = Vec::new();
            for preset in (G::DEF.presets)() {
                let name = format!("{} {}", G::DEF.id, preset.id);
                let options = options_from_json::<G::Options>(&preset.options)
                    .unwrap_or_else(|e| panic!("{name}: {e:?}"));
                let (allocations, actions) = play_loop_allocations::<G>(&options, 30_000);
                if allocations != 0 {
                    failures.push(format!(
                        "{name}: {allocations} allocations in {actions} actions"
                    ));
                }
            }
            failures
        }
    }
    let mut failures = Vec::new();
    for game in games::all() {
        failures.extend(games::with_game(game.id, PlayEveryPreset).expect("a registered game"));
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Search copies positions into reused buffers: once its buffers have grown
/// (the first search), searching again allocates a few times per search
/// (the answer, the root's move list), never per node or simulation.
#[test]
fn search_allocates_nothing_per_node() {
    use rainbow_games::ai::alphabeta::AlphaBeta;
    use rainbow_games::ai::mcts::{Mcts, MctsConfig};
    use rainbow_games::ai::{FixedClock, Limits};

    let limits = Limits {
        ms: None,
        nodes: Some(20_000),
    };
    let kalah = Basic::new(&BasicOptions::presets()[1].2, 1).unwrap();
    let mut alpha_beta = AlphaBeta::new(limits);
    alpha_beta.search(&kalah, limits, 1, &FixedClock);
    let (found, allocations) = counted(|| alpha_beta.search(&kalah, limits, 1, &FixedClock));
    assert!(found.nodes >= 19_000, "{} nodes", found.nodes);
    assert!(allocations <= 4, "alpha-beta: {allocations} allocations");

    fn mcts_case<G: rainbow_games::ai::AiGame>(name: &str, game: &G, limits: Limits) {
        let mut mcts = Mcts::new(3);
        let config = MctsConfig::tuned(game);
        mcts.search(game, &config, limits, &FixedClock);
        let (found, allocations) = counted(|| {
            mcts.clear();
            mcts.search(game, &config, limits, &FixedClock)
        });
        assert_eq!(found.nodes, limits.nodes.unwrap(), "{name}");
        assert!(allocations <= 4, "{name}: {allocations} allocations");
    }
    mcts_case(
        "owari",
        &Owari::new(&OwariOptions::presets()[1].2, 1).unwrap(),
        limits,
    );
    let mut passage = Passage::new(&PassageOptions::default(), 2).unwrap();
    // Past the roll-off and the first roll: the first player decides.
    let mut legal = Vec::new();
    while !matches!(passage.turn(), Turn::Player(_)) {
        passage.legal_actions(&mut legal);
        passage.apply(legal[0], &mut Effects::off()).unwrap();
    }
    mcts_case(
        "rainbow-passage",
        &passage,
        Limits {
            ms: None,
            nodes: Some(2_000),
        },
    );
}
