//! `rgames`: the Rainbow Games command-line tool (docs/cli.md; `rgames
//! <command> --help` for each command). Native only: its flags are parsed by
//! `clap`, which the web builds never compile (a native-only dependency in
//! Cargo.toml).

#[cfg(not(target_arch = "wasm32"))]
mod book;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod commands;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use clap::Parser as _;
    match commands::run(cli::Cli::parse().command) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("rgames: {message}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
