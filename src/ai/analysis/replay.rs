//! A record replayed into its decisions, each with what its review needs
//! of the position it was made in, and a clock a caller can cancel.

use super::*;

/// A decision of a record, with what its review needs of the position it
/// was made in.
pub(super) struct Decision {
    pub(super) ply: usize,
    pub(super) player: usize,
    /// The decision, in the record's notation.
    pub(super) mv: String,
    pub(super) legal: usize,
    pub(super) scale: f64,
    pub(super) players: usize,
    /// Seeds in all, and in play (see [`in_play`]).
    pub(super) total: u32,
    pub(super) seeds: u32,
    /// Whether the winner is already certain (a majority banked).
    pub(super) decided: bool,
}

/// The seeds (beads, pieces) still in play in `game`: those no player has
/// banked yet (all of them where every seed is some player's standing, as
/// in Giuthi, whose players hold the seeds on their side).
pub(super) fn in_play<G: AiGame>(game: &G) -> u32 {
    let total = game.total_seeds();
    let banked: i64 = (0..game.num_players())
        .map(|p| i64::from(game.standing(p)))
        .sum();
    match u32::try_from(i64::from(total) - banked) {
        Ok(left) if left > 0 && banked > 0 => left,
        _ => total,
    }
}

/// Replays `moves` of `record` as a session plays them, keeping each
/// player's decision and (with `keep`) the position before it. A draw
/// agreed or a resignation ends the record.
pub(super) fn replay<G: Registered>(
    record: &Record,
    moves: &[String],
    keep: bool,
) -> Result<Replaying<G>, AnalysisError> {
    let options: G::Options = options_from_json(&record.options).map_err(options_error)?;
    let game = crate::games::first_position::<G>(&options, record).map_err(options_error)?;
    let mut replaying = Replaying {
        game,
        decisions: Vec::new(),
        positions: Vec::new(),
        keep,
    };
    replaying.decisions = replay_moves(&mut replaying, moves)?;
    Ok(replaying)
}

/// A game being replayed, seen without its type: the replay's loop is
/// written once for every game.
pub(super) trait Replay {
    fn turn(&self) -> Turn;
    fn num_players(&self) -> usize;
    /// Plays `mv` as a session does: the move in the game's notation.
    fn play(&mut self, mv: &str) -> Result<String, MoveError>;
    /// What the review of a decision made at `ply` by `player` needs
    /// of the position before it (kept too, when asked).
    fn decision(&mut self, ply: usize, player: usize) -> Decision;
}

/// A game replayed: the game after the moves, each player's decision and
/// (when kept) the position before each.
pub(super) struct Replaying<G: Game> {
    pub(super) game: G,
    pub(super) decisions: Vec<Decision>,
    pub(super) positions: Vec<G>,
    pub(super) keep: bool,
}

impl<G: AiGame> Replay for Replaying<G> {
    fn turn(&self) -> Turn {
        self.game.turn()
    }

    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    fn play(&mut self, mv: &str) -> Result<String, MoveError> {
        play_move(&mut self.game, mv).map(|(text, _)| text)
    }

    fn decision(&mut self, ply: usize, player: usize) -> Decision {
        let game = &self.game;
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        if self.keep {
            self.positions.push(game.clone());
        }
        Decision {
            ply,
            player,
            mv: String::new(),
            legal: legal.len(),
            scale: game.scale() as f64,
            players: game.num_players(),
            total: game.total_seeds(),
            seeds: in_play(game),
            decided: game.sure_winner().is_some(),
        }
    }
}

/// The loop of [`replay`]: plays `moves` as `play_move` does, with the same
/// errors, but a draw agreed or a resignation ends the record. Returns
/// each player's decision.
pub(super) fn replay_moves(
    game: &mut dyn Replay,
    moves: &[String],
) -> Result<Vec<Decision>, AnalysisError> {
    let mut decisions = Vec::new();
    for (ply, mv) in moves.iter().enumerate() {
        let special = Special::parse(mv);
        if let Some(Ok(special @ (Special::Draw | Special::Resign(_)))) = special {
            special_ends(special, game.num_players(), ply, moves)?;
            break;
        }
        let decision = match (special, game.turn()) {
            (None, Turn::Player(player)) => Some(game.decision(ply, player)),
            _ => None,
        };
        let text = game.play(mv).map_err(|e| move_error(ply, mv, e))?;
        if let Some(mut decision) = decision {
            decision.mv = text;
            decisions.push(decision);
        }
    }
    Ok(decisions)
}

pub(super) fn options_error(e: impl std::fmt::Display) -> AnalysisError {
    AnalysisError::Options { why: e.to_string() }
}

/// Why move `ply` (from 0) of a record, `mv`, cannot be played.
pub(super) fn move_error(ply: usize, mv: &str, why: impl std::fmt::Display) -> AnalysisError {
    AnalysisError::Move {
        number: ply + 1,
        mv: mv.to_string(),
        why: why.to_string(),
    }
}

/// Checks that a draw agreed or a resignation, move `ply` of `moves`, ends
/// the record of a game of `players`.
pub(super) fn special_ends(
    special: Special,
    players: usize,
    ply: usize,
    moves: &[String],
) -> Result<(), AnalysisError> {
    let wrong = |why: String| move_error(ply, &moves[ply], why);
    if let Special::Resign(seat) = special {
        if seat >= players {
            return Err(wrong(format!("there is no seat {seat}")));
        }
    }
    if ply + 1 < moves.len() {
        return Err(wrong("the game ended here, yet moves follow".to_string()));
    }
    Ok(())
}

/// The clock of a search that `cancel` can stop: it jumps to the end of
/// time once `cancel` answers true.
pub(super) struct Cancellable<'a> {
    pub(super) clock: &'a dyn Clock,
    pub(super) cancel: &'a dyn Fn() -> bool,
}

impl Clock for Cancellable<'_> {
    fn now_ms(&self) -> f64 {
        if (self.cancel)() {
            f64::MAX
        } else {
            self.clock.now_ms()
        }
    }
}

impl Cancellable<'_> {
    pub(super) fn cancelled(&self) -> bool {
        (self.cancel)()
    }
}

/// A time limit far enough away never to stop a search, so that the search
/// reads the clock (and sees a cancellation).
pub(super) const NO_DEADLINE_MS: f64 = 1e12;
