//! The pace of a move's animation: when each of its effects is shown. A
//! short sowing goes seed by seed at the chosen speed; a long one speeds up
//! as it goes, and no move takes longer than a cap, so relay sowings of
//! dozens of laps flow. Effects due within one frame are shown together.

use crate::engine::Effect;

/// How many steps of the base length an effect takes: lifts, captures and
/// sweeps are held longer, an extra turn or a game's own event takes
/// no time (they are words, not moves), and a piece's step (with what it
/// captures) is shown at once, sliding over the step that follows.
pub fn weight(effect: &Effect) -> u32 {
    match effect {
        Effect::Lift { .. } | Effect::Capture { .. } | Effect::Sweep { .. } => 2,
        Effect::ExtraTurn { .. }
        | Effect::Own(_)
        | Effect::Step { .. }
        | Effect::PieceCaptured { .. }
        | Effect::PieceReturned { .. } => 0,
        _ => 1,
    }
}

/// Steps after which a step takes half its base length (the speeding up
/// of a long sowing).
const HALF_AFTER: f64 = 8.0;

/// When each effect is shown, in milliseconds from the start of the move:
/// step `k` (counting every effect's weight) lasts `step_ms / (1 +
/// k / HALF_AFTER)`, and the whole is scaled down to fit `cap_ms`.
pub fn schedule(effects: &[Effect], step_ms: u32, cap_ms: u32) -> Vec<u32> {
    let mut k = 0u32;
    let mut at = 0.0f64;
    let mut times = Vec::with_capacity(effects.len());
    for effect in effects {
        for _ in 0..weight(effect) {
            at += step_ms as f64 / (1.0 + k as f64 / HALF_AFTER);
            k += 1;
        }
        times.push(at);
    }
    let total = times.last().copied().unwrap_or(0.0);
    let scale = if total > cap_ms as f64 {
        cap_ms as f64 / total
    } else {
        1.0
    };
    times.iter().map(|t| (t * scale).round() as u32).collect()
}

/// The animation's frames from a [`schedule`]: each is the wait before it
/// and how many effects it shows. Effects due less than `frame_ms` after
/// the previous frame are shown with it.
pub fn frames(times: &[u32], frame_ms: u32) -> Vec<(u32, usize)> {
    let mut frames: Vec<(u32, usize)> = Vec::new();
    let mut shown_at = 0u32;
    for &t in times {
        match frames.last_mut() {
            Some((_, count)) if t < shown_at + frame_ms => *count += 1,
            _ => {
                frames.push((t.saturating_sub(shown_at), 1));
                shown_at = t.max(shown_at);
            }
        }
    }
    frames
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Slot;

    fn sowing(drops: usize) -> Vec<Effect> {
        let mut effects = vec![Effect::Lift { pit: 0, count: 4 }];
        effects.extend((0..drops).map(|d| Effect::Drop {
            slot: Slot::Pit(d as u8 % 12),
            colour: None,
        }));
        effects
    }

    #[test]
    fn a_short_sowing_goes_almost_at_the_chosen_pace() {
        // Lift (2 steps: 220 + 196 ms), then 4 drops of 176, 160, 147, 135 ms.
        let times = schedule(&sowing(4), 220, 3500);
        assert_eq!(times, vec![416, 592, 752, 898, 1034]);
    }

    #[test]
    fn a_long_sowing_speeds_up_and_keeps_within_the_cap() {
        let times = schedule(&sowing(200), 220, 3500);
        assert_eq!(times.len(), 201);
        assert_eq!(*times.last().unwrap(), 3500);
        let first = times[2] - times[1];
        let last = times[200] - times[199];
        assert!(
            last * 4 < first,
            "the last steps ({last} ms) are much quicker than the first ({first} ms)"
        );
        assert!(times.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn words_take_no_time() {
        let mut effects = sowing(1);
        effects.push(Effect::ExtraTurn { player: 0 });
        let times = schedule(&effects, 100, 5000);
        assert_eq!(times[2], times[1]);
    }

    #[test]
    fn effects_due_within_a_frame_are_shown_together() {
        assert_eq!(
            frames(&[100, 105, 130, 131, 200], 20),
            vec![(100, 2), (30, 2), (70, 1)]
        );
        assert_eq!(frames(&[], 20), vec![]);
        assert_eq!(frames(&[0, 0, 50], 20), vec![(0, 2), (50, 1)]);
        // Thousands of effects within a cap make at most one frame each.
        let times = schedule(&sowing(5000), 220, 3500);
        let frames = frames(&times, 16);
        assert_eq!(frames.iter().map(|f| f.1).sum::<usize>(), 5001);
        assert!(frames.len() <= 3500 / 16 + 2, "{} frames", frames.len());
    }
}
