//! Rainbow Games: colourful mancala and board games.
//!
//! [`engine`] holds the rules (pure Rust, tested natively), [`view`] the
//! render models the UI draws, and `ui` (wasm only) the Leptos components.

pub mod engine;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod ui;
