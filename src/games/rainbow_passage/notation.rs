//! The notation of Rainbow Passage: squares (`c3`, as South sees the
//! board), steps (`c3-d4`), rolls (`@rrgby`), returns (`r:e1`), `end`
//! and `pass`.

use super::*;

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x) as char, self.y as u32 + 1)
    }
}

impl FromStr for Square {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseActionError(s.to_string());
        let mut chars = s.chars();
        let column = chars.next().ok_or_else(bad)?;
        if !column.is_ascii_lowercase() || column > 'q' {
            return Err(bad());
        }
        let rest = chars.as_str();
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.starts_with('0') {
            return Err(bad());
        }
        let row: u8 = rest.parse().map_err(|_| bad())?;
        if row > 17 {
            return Err(bad());
        }
        Ok(Square {
            x: column as u8 - b'a',
            y: row - 1,
        })
    }
}

/// One action of Rainbow Passage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PassageAction {
    /// Chance: the dice rolled (`@rrgby`).
    Roll(Dice),
    /// Step a piece from one square to a neighbouring one (`c3-d4`).
    Step(Square, Square),
    /// Return a captured piece to a start square (`r:e1`).
    Return(Square),
    /// End the turn after stepping (`end`).
    End,
    /// Pass the turn before stepping (`pass`).
    Pass,
}

impl fmt::Display for PassageAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PassageAction::Roll(d) => write!(f, "@{d}"),
            PassageAction::Step(a, b) => write!(f, "{a}-{b}"),
            PassageAction::Return(s) => write!(f, "r:{s}"),
            PassageAction::End => f.write_str("end"),
            PassageAction::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for PassageAction {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseActionError(s.to_string());
        if let Some(letters) = s.strip_prefix('@') {
            return Dice::parse(letters)
                .map(PassageAction::Roll)
                .ok_or_else(bad);
        }
        if let Some(square) = s.strip_prefix("r:") {
            return square.parse().map(PassageAction::Return).map_err(|_| bad());
        }
        match s {
            "end" => return Ok(PassageAction::End),
            "pass" => return Ok(PassageAction::Pass),
            _ => {}
        }
        let (a, b) = s.split_once('-').ok_or_else(bad)?;
        Ok(PassageAction::Step(
            a.parse().map_err(|_| bad())?,
            b.parse().map_err(|_| bad())?,
        ))
    }
}
