//! Rainbow Games: colourful mancala and board games.
//!
//! [`engine`] holds the game-agnostic core of the rules (pure Rust, tested
//! natively), [`games`] every game in its own folder and the one list of
//! them, [`ai`] the computer opponents (search over the rules, also pure
//! Rust), [`view`] the
//! render models the UI draws, [`worker`] the messages of the AI web worker
//! (which runs the searches off the page's thread), and `ui` (wasm only) the
//! Leptos components.

pub mod ai;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod view;
pub mod worker;

#[cfg(target_arch = "wasm32")]
pub mod ui;
