//! The position readers on the page: the nine games' notation readers
//! (`games::session_at`, about 24 KB gzipped) are a wasm module of their
//! own (`#[wasm_split(readers)]`, [`install`]), fetched only when a record
//! that starts from a position is to be replayed: a link or an address with
//! `p=` (a shared game, the editor's "Play", the analysis board), a kept
//! game that starts from one (its page, My games), an imported record.
//! Until they have come, `games::session_at` refuses with a message that
//! says so, so a page that could not fetch them (offline, with nothing
//! kept) explains it and keeps the game it has; it never panics.
//!
//! Whatever may replay such a record waits for [`ready`] first: the route
//! is changed only once they are here (`ui::needs_readers`, in `ui::mount`
//! and the `hashchange` listener), so no page shows a board without them, and
//! an import waits the same way ([`then`]).

use crate::games;

/// Gives `games::session_at` the readers (the readers' module).
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(readers, wasm_split_path = ::leptos::wasm_split, fallible)]
fn install() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    games::read_positions_here();
    Ok(())
}

/// Fetches the readers unless the page has them; `Err` when they cannot be
/// fetched (then `games::session_at` says so, and a later call tries
/// again).
pub async fn ready() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    if games::reads_positions() {
        return Ok(());
    }
    install().await
}

/// Whether `text` (a record as text or JSON, a saved game, a link or an
/// address, percent-encoded or not) may start from a position: it names
/// one (`[Position …]`, `"position": …`, a link's `p=`). A false yes only
/// fetches the readers.
pub fn may_start_from_position(text: &str) -> bool {
    text.contains("osition") || text.split(['?', '&']).any(|part| part.starts_with("p="))
}

/// Whether an entry kept under `prefix` starts from a position: a game
/// (`"game/"`: its page, My games and a link joined to it replay it) or a
/// puzzle made in the board editor (`"puzzle/"`: the puzzles page replays
/// it).
pub fn kept_from_position(prefix: &str) -> bool {
    super::db::under(prefix)
        .iter()
        .any(|(_, text)| text.contains("\"position\""))
}

/// Runs `then` once the readers are here when `needed` (at once when they
/// are not needed or already here). Were they not fetched, `then` runs all
/// the same, and its replay says why it cannot read the position.
pub fn then(needed: bool, then: impl FnOnce() + 'static) {
    if !needed || games::reads_positions() {
        then();
        return;
    }
    leptos::task::spawn_local(async move {
        let _ = ready().await;
        then();
    });
}
