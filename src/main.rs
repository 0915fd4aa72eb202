//! The web app's entry point: mounts the UI. Built by Trunk for wasm32.

/// The page's allocator: talc, smaller in the wasm than the standard
/// library's dlmalloc (the page is single-threaded: no atomics).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    rainbow_games::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This is the web app: build and serve it with scripts/serve.sh (see README.md).");
    std::process::exit(2);
}
