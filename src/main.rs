//! The web app's entry point: mounts the UI. Built by Trunk for wasm32.

#[cfg(target_arch = "wasm32")]
fn main() {
    rainbow_games::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("This is the web app: build and serve it with scripts/serve.sh (see README.md).");
    std::process::exit(2);
}
