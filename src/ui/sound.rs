//! Optional sounds (off unless chosen in the settings): a soft tick for each
//! seed dropped, a two-note call for a capture, a rising pair for an extra
//! turn and a chord at the end. Short sine tones made with Web Audio, so no
//! sound file is fetched; a browser without Web Audio stays silent.

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

use crate::engine::Effect;

/// What a sound tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Drop,
    Capture,
    ExtraTurn,
    End,
}

impl Cue {
    /// The cue of an animation step, if it has one.
    pub fn of(effect: &Effect) -> Option<Cue> {
        match effect {
            Effect::Drop { .. } | Effect::Place { .. } => Some(Cue::Drop),
            Effect::Capture { .. } | Effect::Sweep { .. } | Effect::PieceCaptured { .. } => {
                Some(Cue::Capture)
            }
            Effect::ExtraTurn { .. } => Some(Cue::ExtraTurn),
            _ => None,
        }
    }

    /// The cue of a whole move shown at once: a capture if there is one,
    /// else an extra turn, else a drop.
    pub fn of_move(effects: &[Effect]) -> Option<Cue> {
        let cues: Vec<Cue> = effects.iter().filter_map(Cue::of).collect();
        [Cue::Capture, Cue::ExtraTurn, Cue::Drop]
            .into_iter()
            .find(|c| cues.contains(c))
    }

    /// Notes: (frequency in Hz, start in seconds, length in seconds).
    fn notes(self) -> &'static [(f32, f64, f64)] {
        match self {
            Cue::Drop => &[(660.0, 0.0, 0.05)],
            Cue::Capture => &[(523.0, 0.0, 0.12), (784.0, 0.1, 0.16)],
            Cue::ExtraTurn => &[(587.0, 0.0, 0.1), (880.0, 0.09, 0.14)],
            Cue::End => &[(523.0, 0.0, 0.5), (659.0, 0.05, 0.5), (784.0, 0.1, 0.6)],
        }
    }
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays `cue` now (the caller checks that sounds are on).
pub fn play(cue: Cue) {
    CONTEXT.with(|cell| {
        let mut context = cell.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        let Some(context) = context.as_ref() else {
            return;
        };
        let _ = context.resume();
        let now = context.current_time();
        for &(frequency, start, length) in cue.notes() {
            let _ = note(context, frequency, now + start, length);
        }
    });
}

fn note(
    context: &AudioContext,
    frequency: f32,
    at: f64,
    length: f64,
) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(OscillatorType::Sine);
    oscillator.frequency().set_value(frequency);
    let gain = context.create_gain()?;
    // A quick rise and a fade, so notes do not click.
    gain.gain().set_value_at_time(0.0, at)?;
    gain.gain().linear_ramp_to_value_at_time(0.15, at + 0.01)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, at + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(at)?;
    oscillator.stop_with_when(at + length + 0.02)?;
    Ok(())
}
