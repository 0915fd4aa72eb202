//! The notation of Spectral Reapers' actions: `A4C4E3` places, `C` sows
//! from a pit, `+r` drops a colour, `xr` takes a bead of a colour.

use super::*;

pub(super) fn pit_letter(pit: usize) -> char {
    if pit < PITS {
        (b'A' + pit as u8) as char
    } else {
        '?'
    }
}

pub(super) fn initial(colour: u8) -> char {
    INITIALS.get(colour as usize).copied().unwrap_or('?')
}

pub(super) fn colour_name(colour: u8) -> &'static str {
    COLOUR_NAMES.get(colour as usize).copied().unwrap_or("?")
}

/// A pit letter of the notation (`A`..`L`), whatever the board's size.
pub(super) fn parse_letter(c: char) -> Option<u8> {
    (c.is_ascii_uppercase() && (c as u8 - b'A') < PITS as u8).then(|| c as u8 - b'A')
}

pub(super) fn parse_initial(c: char) -> Option<u8> {
    INITIALS.iter().position(|&i| i == c).map(|i| i as u8)
}

impl fmt::Display for SpectralMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SpectralMove::Place { pits, short } => {
                let counts = SpectralMove::counts(short);
                for (pit, count) in pits.iter().zip(counts) {
                    write!(f, "{}{count}", pit_letter(*pit as usize))?;
                }
                Ok(())
            }
            SpectralMove::Pick(pit) => write!(f, "{}", pit_letter(pit as usize)),
            SpectralMove::Drop(colour) => write!(f, "+{}", initial(colour)),
            SpectralMove::Capture(colour) => write!(f, "x{}", initial(colour)),
        }
    }
}

impl FromStr for SpectralMove {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseActionError(s.to_string());
        let chars: Vec<char> = s.trim().chars().collect();
        match chars.as_slice() {
            [c] => parse_letter(*c).map(SpectralMove::Pick).ok_or_else(bad),
            ['+', c] => parse_initial(*c).map(SpectralMove::Drop).ok_or_else(bad),
            ['x', c] => parse_initial(*c).map(SpectralMove::Capture).ok_or_else(bad),
            [p0, c0, p1, c1, p2, c2] => {
                let mut pairs = [(*p0, *c0), (*p1, *c1), (*p2, *c2)].map(|(p, c)| {
                    let count = c.to_digit(10).and_then(|d| u8::try_from(d).ok());
                    (parse_letter(p), count)
                });
                if pairs.iter().any(|&(p, c)| {
                    p.is_none() || !c.is_some_and(|c| (PLACE_MIN..=PLACE_MAX).contains(&c))
                }) {
                    return Err(bad());
                }
                pairs.sort();
                let pits = pairs.map(|(p, _)| p.unwrap_or(0));
                let shorts: Vec<usize> = (0..3).filter(|&k| pairs[k].1 == Some(3)).collect();
                if pits[0] == pits[1] || pits[1] == pits[2] || shorts.len() != 1 {
                    return Err(bad());
                }
                Ok(SpectralMove::Place {
                    pits,
                    short: shorts[0] as u8,
                })
            }
            _ => Err(bad()),
        }
    }
}
