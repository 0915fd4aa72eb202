//! The commands that run the computer players: `engine` (the line
//! protocol), `match`, `bench` and `tables`.

use super::*;

pub(super) fn engine(args: EngineArgs) -> Result<(), String> {
    // The strongest level looks end games up in every table given; with
    // `auto`, it builds the table of a game that has them before its first
    // move there, as the page's worker does in the background.
    let mut protocol = Protocol::default();
    for path in &args.table {
        if path == "auto" {
            protocol = Protocol::with_auto_tables();
        } else {
            tables::install(read_table(path)?);
        }
    }
    crate::book::install(&args.book)?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let clock = SystemClock::default();
        match protocol.command(&line, &clock) {
            Reply::Line(reply) => {
                writeln!(out, "{reply}").map_err(|e| e.to_string())?;
                out.flush().map_err(|e| e.to_string())?;
            }
            Reply::Nothing => {}
            Reply::Quit => break,
        }
    }
    Ok(())
}

pub(super) fn match_engines(args: MatchArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    let config = MatchConfig {
        game: info.id.to_string(),
        options,
        a: Engine::parse(&args.a)?,
        b: Engine::parse(&args.b)?,
        games: args.games.min(u32::MAX as u64) as u32,
        ms: args
            .ms
            .unwrap_or(ai::DEFAULT_MS as u64)
            .min(u32::MAX as u64) as u32,
        nodes: args.nodes,
        opening: args.opening.unwrap_or(2).min(u32::MAX as u64) as u32,
        seed: args.seed.unwrap_or(1),
    };
    install_table(args.table.as_deref(), info.id, &config.options)?;
    let clock = SystemClock::default();
    let mut played = 0;
    let score = play_match(&config, &clock, |game| {
        played += 1;
        if args.verbose {
            out!(
                "game {played}: A in seat {}, A scored {}, {} moves: {}",
                game.a_seat + 1,
                game.a_points,
                game.record.moves.len(),
                game.record.to_json()
            );
        }
    })?;
    let per_move = |side: usize| score.think_ms[side] / score.decisions[side].max(1) as f64;
    out!(
        "{}: A = {} ({:.0} ms a decision), B = {} ({:.0} ms a decision)",
        info.id,
        config.a.id(),
        per_move(0),
        config.b.id(),
        per_move(1)
    );
    out!(
        "{} games: A won {}, B won {}, drawn or shared {}; A scored {:.1} of {} ({:.0}%)",
        score.games,
        score.a_wins,
        score.b_wins,
        score.shared,
        score.a_points,
        score.games,
        100.0 * score.a_points / score.games.max(1) as f64
    );
    Ok(())
}

pub(super) fn bench(args: BenchArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    let seconds = args.seconds.unwrap_or(5.0);
    if args.search {
        // Dice games start with a roll: search the first decision.
        let mut session =
            (info.new_session)(&options, args.seed.unwrap_or(1)).map_err(|e| e.to_string())?;
        let rolled =
            !rainbow_games::engine::chance::roll_while_chance(session.as_mut())?.is_empty();
        let record = session.record();
        for engine in [Engine::AlphaBeta, Engine::Mcts] {
            if engine == Engine::AlphaBeta && (rolled || session.scores().len() != 2) {
                out!("alphabeta: does not apply (dice, or more than two players)");
                continue;
            }
            let limits = Limits {
                ms: Some(seconds * 1000.0),
                nodes: None,
            };
            let clock = SystemClock::default();
            let answer = ai::think_with(&record, engine, limits, 1, &clock)?;
            out!(
                "{}: {:.0} nodes/s ({})",
                engine.id(),
                answer.nodes as f64 * 1000.0 / answer.ms.max(1e-9),
                answer.searcher
            );
        }
    }
    let clock = SystemClock::default();
    let speed = ai::bench(info.id, &options, seconds * 1000.0, &clock)?;
    out!(
        "{}: {} playouts, {} actions, {:.1} actions a playout",
        info.id,
        speed.playouts,
        speed.actions,
        speed.actions as f64 / speed.playouts.max(1) as f64
    );
    out!(
        "{:.0} playouts/s, {:.0} actions/s",
        speed.playouts_per_s(),
        speed.actions_per_s()
    );
    Ok(())
}

pub(super) fn tables_command(args: TablesArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    if let Some(path) = &args.table {
        if args.position.notation.is_some() {
            return Err(
                "tables --table: --position is not read here yet; give --seed and --moves".into(),
            );
        }
        let table = read_table(path)?;
        let record = args.position.record(info, options);
        let oracle = tables::oracle(&table, &record)?;
        let moves: Vec<Value> = oracle
            .moves
            .iter()
            .map(|(mv, margin)| {
                serde_json::json!({"move": mv, "margin": margin, "exact": margin.is_some()})
            })
            .collect();
        let json = serde_json::json!({
            "margin": oracle.margin,
            "exact": oracle.margin.is_some(),
            "moves": moves,
            "seeds": table.header().seeds,
        });
        out!("{json}");
        return Ok(());
    }
    let seeds = args
        .seeds
        .ok_or("tables needs --seeds N (or --table FILE)")?;
    let seeds = u8::try_from(seeds)
        .ok()
        .filter(|&s| s <= tables::MAX_SEEDS)
        .ok_or(format!("--seeds: at most {}", tables::MAX_SEEDS))?;
    let started = Instant::now();
    let table = tables::build(info.id, &options, seeds, &mut |_| {})?;
    let seconds = started.elapsed().as_secs_f64();
    out!(
        "{} {}: up to {seeds} seeds, {} positions ({} bytes), {} exact, built in {seconds:.2} s",
        info.id,
        options,
        table.len(),
        table.len(),
        table.exact_count()
    );
    if let Some(path) = &args.out {
        let bytes = table.to_bytes();
        std::fs::write(path, &bytes).map_err(|e| format!("{path}: {e}"))?;
        out!("wrote {path} ({} bytes)", bytes.len());
    }
    Ok(())
}
