//! What the AI web worker answers: the page posts JSON text, the worker
//! replies with JSON text. The handling is plain Rust, tested natively;
//! `src/bin/ai_worker.rs` only wires it to the browser's worker scope.
//!
//! - `{"id":N,"think":{Request}}` → `{"id":N,"answer":{Answer}}`
//! - `{"id":N,"bench":{"game":"owari","options":{…},"ms":3000}}` →
//!   `{"id":N,"bench":{BenchResult}}`
//! - anything wrong → `{"id":N,"error":"…"}` (`"id":null` when the message
//!   has no usable id). Nothing from outside is trusted: no message panics.
//!
//! When it starts, the worker posts `{"ready":true}`; the page sends
//! nothing before that (a module worker may still be loading its wasm).

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::ai::{self, Clock, Engine, Limits, Request};
use crate::engine::Turn;
use crate::games;

/// The longest time a request may ask for, in milliseconds.
pub const MAX_MS: u32 = 60_000;

/// The message the worker posts once it listens.
pub const READY: &str = r#"{"ready":true}"#;

/// A speed measurement request: a game, its options (the game's first
/// preset when absent) and the time to spend, in milliseconds, shared
/// between the three measurements.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BenchRequest {
    pub game: String,
    #[serde(default)]
    pub options: Option<Value>,
    #[serde(default = "default_bench_ms")]
    pub ms: u32,
}

fn default_bench_ms() -> u32 {
    3000
}

/// Engine speed in one game, from its start position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchResult {
    pub game: String,
    /// Random games played to the end, per second.
    pub playouts_per_s: f64,
    /// Actions of those games, per second.
    pub actions_per_s: f64,
    /// Alpha-beta nodes per second (two-player games without dice only).
    pub alphabeta_nodes_per_s: Option<f64>,
    /// MCTS simulations per second.
    pub mcts_simulations_per_s: f64,
}

/// Answers one message from the page.
pub fn handle(text: &str, clock: &dyn Clock) -> String {
    let message: Value = match serde_json::from_str(text) {
        Ok(value) => value,
        Err(e) => return reply_error(&Value::Null, format!("not JSON: {e}")),
    };
    let id = match message.get("id") {
        Some(id @ Value::Number(_)) => id.clone(),
        _ => return reply_error(&Value::Null, "the message has no numeric id"),
    };
    if let Some(body) = message.get("think") {
        let mut request = match Request::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad think request: {e}")),
        };
        request.ms = request.ms.clamp(1, MAX_MS);
        match ai::think(&request, clock) {
            Ok(answer) => json!({ "id": id, "answer": answer }).to_string(),
            Err(e) => reply_error(&id, e),
        }
    } else if let Some(body) = message.get("bench") {
        let request = match BenchRequest::deserialize(body) {
            Ok(request) => request,
            Err(e) => return reply_error(&id, format!("bad bench request: {e}")),
        };
        match bench(&request, clock) {
            Ok(result) => json!({ "id": id, "bench": result }).to_string(),
            Err(e) => reply_error(&id, e),
        }
    } else {
        reply_error(&id, "the message asks for nothing (think or bench)")
    }
}

fn reply_error(id: &Value, why: impl std::fmt::Display) -> String {
    json!({ "id": id, "error": why.to_string() }).to_string()
}

/// Measures a game's speed from its start: random playouts for a third of
/// the time, then alpha-beta (where it applies) and MCTS for a third each.
/// A start decided by dice (Rainbow Passage's roll-off) is rolled first,
/// as the app rolls them, until a player decides.
pub fn bench(request: &BenchRequest, clock: &dyn Clock) -> Result<BenchResult, String> {
    let info =
        games::find(&request.game).ok_or_else(|| format!("unknown game '{}'", request.game))?;
    let options = match &request.options {
        Some(options) if !options.is_null() => options.clone(),
        _ => (info.presets)()
            .first()
            .map(|p| p.options.clone())
            .unwrap_or(Value::Null),
    };
    let share = f64::from(request.ms.clamp(3, MAX_MS)) / 3.0;
    let speed = ai::bench(info.id, &options, share, clock)?;

    const SEED: u64 = 1;
    let mut session = (info.new_session)(&options, SEED).map_err(|e| e.to_string())?;
    let rolled = !crate::engine::chance::roll_while_chance(session.as_mut())?.is_empty();
    if !matches!(session.turn(), Turn::Player(_)) {
        return Err("the game is over at its start".to_string());
    }
    let record = session.record();
    let limits = Limits {
        ms: Some(share),
        nodes: None,
    };
    let rate = |answer: &ai::Answer| answer.nodes as f64 * 1000.0 / answer.ms.max(1e-9);
    let two_players = session.scores().len() == 2;
    let alphabeta_nodes_per_s = if two_players && !rolled {
        let answer = ai::think_with(&record, Engine::AlphaBeta, limits, SEED, clock)?;
        // A game the alpha-beta cannot search answers with MCTS: no figure.
        answer
            .searcher
            .starts_with("alpha-beta")
            .then(|| rate(&answer))
    } else {
        None
    };
    let mcts = ai::think_with(&record, Engine::Mcts, limits, SEED, clock)?;
    Ok(BenchResult {
        game: info.id.to_string(),
        playouts_per_s: speed.playouts_per_s(),
        actions_per_s: speed.actions_per_s(),
        alphabeta_nodes_per_s,
        mcts_simulations_per_s: rate(&mcts),
    })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::ai::SystemClock;
    use crate::engine::record::Record;

    fn reply(text: &str) -> Value {
        serde_json::from_str(&handle(text, &SystemClock::default())).unwrap()
    }

    #[test]
    fn think_answers_with_a_legal_move() {
        let request = Request {
            record: Record {
                game: "owari".into(),
                options: json!({"first_player": "south"}),
                seed: 3,
                moves: vec!["C".into()],
            },
            cursor: None,
            level: ai::Level::Beginner,
            ms: 200,
            seed: 9,
        };
        let message = json!({"id": 7, "think": request}).to_string();
        let answer = reply(&message);
        assert_eq!(answer["id"], 7);
        let mv = answer["answer"]["moves"][0].as_str().unwrap();
        assert!(["a", "b", "c", "d", "e", "f"].contains(&mv), "{answer}");
    }

    #[test]
    fn malformed_messages_get_errors() {
        for (text, id) in [
            ("", Value::Null),
            ("not json", Value::Null),
            ("[1,2]", Value::Null),
            (r#"{"think":{}}"#, Value::Null),
            (r#"{"id":"x","think":{}}"#, Value::Null),
            (r#"{"id":1}"#, json!(1)),
            (r#"{"id":2,"think":{}}"#, json!(2)),
            (r#"{"id":3,"think":null}"#, json!(3)),
            (
                r#"{"id":4,"think":{"record":{"game":"nope","options":{},"seed":1,"moves":[]},"level":"easy"}}"#,
                json!(4),
            ),
            (
                r#"{"id":5,"think":{"record":{"game":"owari","options":{},"seed":1,"moves":["Q"]},"level":"easy"}}"#,
                json!(5),
            ),
            (
                r#"{"id":6,"think":{"record":{"game":"owari","options":{},"seed":1,"moves":[]},"level":"wizard"}}"#,
                json!(6),
            ),
            (
                r#"{"id":7,"think":{"record":{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["agree"]},"level":"easy"}}"#,
                json!(7),
            ),
            (r#"{"id":8,"bench":{"game":"nope"}}"#, json!(8)),
            (
                r#"{"id":9,"bench":{"game":"owari","options":{"pits":99}}}"#,
                json!(9),
            ),
            (r#"{"id":10,"bench":{"game":"owari","ms":-5}}"#, json!(10)),
            (r#"{"id":11,"bench":[]}"#, json!(11)),
        ] {
            let answer = reply(text);
            assert_eq!(answer["id"], id, "{text}: {answer}");
            assert!(
                answer["error"].as_str().is_some_and(|e| !e.is_empty()),
                "{text}: {answer}"
            );
        }
    }

    #[test]
    fn bench_measures_every_game() {
        for info in games::all() {
            let request = BenchRequest {
                game: info.id.to_string(),
                options: None,
                ms: 30,
            };
            let result = bench(&request, &SystemClock::default())
                .unwrap_or_else(|e| panic!("{}: {e}", info.id));
            assert!(
                result.playouts_per_s > 0.0 || result.actions_per_s > 0.0,
                "{result:?}"
            );
            assert!(result.mcts_simulations_per_s > 0.0, "{result:?}");
            let dice_or_more = matches!(info.id, "rainbow-passage" | "spectral-reapers");
            assert_eq!(
                result.alphabeta_nodes_per_s.is_none(),
                dice_or_more,
                "{result:?}"
            );
        }
        let text = r#"{"id":1,"bench":{"game":"owari","options":{"first_player":"south","grand_slam":"no_capture"},"ms":30}}"#;
        assert!(
            reply(text)["bench"]["alphabeta_nodes_per_s"]
                .as_f64()
                .unwrap()
                > 0.0
        );
    }
}
