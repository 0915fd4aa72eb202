//! `rgames book`: builds an opening book (src/ai/book.rs), and reads the
//! books `rgames engine --book` plays from.

use std::io::Write as _;
use std::time::Instant;

use clap::Args;
use rainbow_games::ai::book::{self, Book};
use rainbow_games::ai::{Limits, SystemClock};
use rainbow_games::engine::record::Record;

use crate::cli::GameArgs;

#[derive(Args)]
pub struct BookArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Every position of the first N decisions where there is a choice.
    #[arg(long, value_name = "N")]
    pub plies: usize,
    /// The Strongest level's node budget a position (the same book on
    /// every machine).
    #[arg(long, value_name = "N", required_unless_present = "ms")]
    pub nodes: Option<u64>,
    /// A time budget a position instead, in milliseconds.
    #[arg(long, value_name = "MS", conflicts_with = "nodes")]
    pub ms: Option<u64>,
    /// Writes the book to FILE (standard output without).
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
}

/// Builds the book and writes it; progress and the time taken go to
/// standard error.
pub fn run(args: BookArgs) -> Result<(), String> {
    let (info, options) = args.game.resolve()?;
    let start = Record {
        game: info.id.to_string(),
        options,
        seed: 0,
        moves: Vec::new(),
        position: None,
    };
    let limits = Limits {
        ms: args.ms.map(|ms| ms as f64),
        nodes: args.nodes,
    };
    let began = Instant::now();
    let clock = SystemClock::default();
    let book = book::build(&start, args.plies, limits, &clock, &mut |done, all| {
        if done % 50 == 0 || done == all {
            eprint!("\r{done}/{all} positions");
        }
    })?;
    let text = book.to_text();
    eprintln!(
        "\n{} positions, {} bytes, {:.1} s",
        book.moves.len(),
        text.len(),
        began.elapsed().as_secs_f64()
    );
    match &args.out {
        Some(path) => std::fs::write(path, &text).map_err(|e| format!("{path}: {e}")),
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string()),
    }
}

/// The shipped books' text (`assets/books/`, [`rainbow_games::worker::SHIPPED_BOOKS`]), for
/// `--book auto`.
const SHIPPED_TEXT: [(&str, &str); 2] = [
    (
        "owari-abapa.book",
        include_str!("../../../assets/books/owari-abapa.book"),
    ),
    (
        "basic-kalah-6-4.book",
        include_str!("../../../assets/books/basic-kalah-6-4.book"),
    ),
];

/// Installs the books of `rgames engine --book`; `auto` installs the books
/// shipped with the app, the ones the page's worker fetches.
pub fn install(paths: &[String]) -> Result<(), String> {
    for path in paths {
        if path == "auto" {
            for (file, text) in SHIPPED_TEXT {
                book::install(Book::parse(text).map_err(|e| format!("{file}: {e}"))?);
            }
            continue;
        }
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        book::install(Book::parse(&text).map_err(|e| format!("{path}: {e}"))?);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_installs_every_shipped_book() {
        let files: Vec<_> = rainbow_games::worker::SHIPPED_BOOKS
            .iter()
            .map(|(file, ..)| *file)
            .collect();
        let texts: Vec<_> = SHIPPED_TEXT.iter().map(|(file, _)| *file).collect();
        assert_eq!(files, texts);
    }
}
