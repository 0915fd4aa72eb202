//! The engine's hot path (listing legal actions and applying them with
//! effects off) allocates nothing. A counting global allocator watches the
//! play loop of thousands of random games; setting a game up may allocate.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use rainbow_games::engine::{Effects, Game, Turn};
use rainbow_games::games::ayoayo::{Ayoayo, AyoayoOptions};
use rainbow_games::games::basic::{Basic, BasicOptions};
use rainbow_games::games::giuthi::{Giuthi, GiuthiOptions};
use rainbow_games::games::mancala::{Mancala, MancalaOptions};
use rainbow_games::games::nam_nam::{NamNam, NamNamOptions};
use rainbow_games::games::owari::{Owari, OwariOptions};
use rainbow_games::games::rainbow_chase::{RainbowChase, RainbowChaseOptions};
use rainbow_games::games::rainbow_passage::{Passage, PassageOptions};
use rainbow_games::games::spectral_reapers::{SpectralReapers, SpectralReapersOptions};

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

/// Allocations and actions while playing `games` random games (set-up
/// excluded), listing the legal actions and, at chance turns, the
/// outcomes with their probabilities. One game is played uncounted first:
/// it warms up per-thread scratch buffers (Rainbow Chase's search memo),
/// made once and reused by every later call.
fn play_loop_allocations<G: Game>(options: &G::Options, games: u64) -> (usize, u64) {
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
    for seed in 0..games {
        let (played, made) = play(seed);
        actions += played;
        allocations += made;
    }
    (allocations, actions)
}

/// Plays `games` random games from `options` and checks that the play
/// loop allocated nothing over more than 30,000 actions.
fn allocates_nothing<G: Game>(name: &str, options: &G::Options, games: u64) {
    let (allocations, actions) = play_loop_allocations::<G>(options, games);
    assert!(actions > 30_000, "{name}: {actions} actions");
    assert_eq!(
        allocations, 0,
        "{name}: {allocations} allocations in {actions} actions"
    );
}

#[test]
fn play_allocates_nothing() {
    let basic = BasicOptions::presets();
    let owari = OwariOptions::presets();
    let ayoayo = AyoayoOptions::presets();
    let reapers = SpectralReapersOptions::presets();
    allocates_nothing::<Basic>("basic", &BasicOptions::default(), 3000);
    allocates_nothing::<Basic>("kalah", &basic[1].2, 3000);
    allocates_nothing::<Owari>("owari", &OwariOptions::default(), 3000);
    allocates_nothing::<Owari>("abapa", &owari[1].2, 3000);
    allocates_nothing::<Mancala>("mancala", &MancalaOptions::default(), 3000);
    allocates_nothing::<Ayoayo>("ayoayo", &AyoayoOptions::default(), 3000);
    // Without store sowing some relays come back to an earlier state:
    // the cycle check runs here.
    allocates_nothing::<Ayoayo>("ayoayo-traditional", &ayoayo[1].2, 3000);
    allocates_nothing::<Giuthi>("giuthi", &GiuthiOptions::default(), 300);
    allocates_nothing::<RainbowChase>("rainbow-chase", &RainbowChaseOptions::default(), 2000);
    allocates_nothing::<NamNam>("nam-nam", &NamNamOptions::default(), 300);
    allocates_nothing::<SpectralReapers>(
        "spectral-reapers",
        &SpectralReapersOptions::default(),
        300,
    );
    allocates_nothing::<SpectralReapers>("spectral-reapers-2", &reapers[1].2, 300);
    allocates_nothing::<SpectralReapers>("spectral-reapers-6", &reapers[4].2, 100);
}

/// Rainbow Passage has dice (chance turns): its play loop samples them
/// too, over every preset.
#[test]
fn passage_play_allocates_nothing() {
    let (mut allocations, mut actions) = (0, 0);
    for (id, _, options) in PassageOptions::presets() {
        let (made, played) = play_loop_allocations::<Passage>(&options, 100);
        assert!(played > 0, "{id}");
        allocations += made;
        actions += played;
    }
    assert!(actions > 30_000, "{actions} actions");
    assert_eq!(
        allocations, 0,
        "{allocations} allocations in {actions} actions"
    );
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
        let (found, allocations) = counted(|| mcts.search(game, &config, limits, &FixedClock));
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
