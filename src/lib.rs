//! Rainbow Games: colourful mancala and board games.
//!
//! [`engine`] holds the game-agnostic core of the rules (pure Rust, tested
//! natively), [`games`] every game in its own folder and the one list of
//! them, [`ai`] the computer opponents (search over the rules, also pure
//! Rust), [`view`] the
//! render models the UI draws, [`worker`] the messages of the AI web worker
//! (which runs the searches off the page's thread), and `ui` (wasm only) the
//! Leptos components.

/// `en!("Words")`: English that only the native programs show (the CLI,
/// the build's first paint and bench page, the tests), such as an option's
/// label or a preset's name. The page shows the catalogue's message for
/// it (a test holds every such message to these words), so wasm builds
/// leave the English out: there `en!` is `""`.
#[cfg(not(target_arch = "wasm32"))]
#[macro_export]
macro_rules! en {
    ($words:literal) => {
        $words
    };
}

/// See the native `en!`: wasm builds carry none of these words.
#[cfg(target_arch = "wasm32")]
#[macro_export]
macro_rules! en {
    ($words:literal) => {
        ""
    };
}

pub mod ai;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod view;
pub mod worker;

// Not in the AI worker's build: the worker draws nothing, and the page's
// split points (`ui::page_view`) must not mark the worker's wasm for
// splitting (wasm-bindgen then drops its features, and wasm-opt fails).
#[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
pub mod ui;
