//! `first_paint <index.html>`: writes the page drawn before the app's wasm
//! arrives into a built `index.html` (Trunk runs it after each build, on
//! the staged page: see Trunk.toml and `view::first_paint`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: first_paint <index.html>");
        return ExitCode::FAILURE;
    };
    let page = match std::fs::read_to_string(&path) {
        Ok(page) => page,
        Err(e) => {
            eprintln!("first_paint: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let Some(built) = rainbow_games::view::first_paint::insert(&page) else {
        eprintln!("first_paint: {path} has no <body>, or has its first paint already");
        return ExitCode::FAILURE;
    };
    if let Err(e) = std::fs::write(&path, built) {
        eprintln!("first_paint: cannot write {path}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
