//! The notation of Rainbow Chase's actions: `C` picks a pit, `+g` drops a
//! colour, `x` captures and `-` declines.

use super::*;

impl fmt::Display for RainbowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RainbowMove::Pick(pit) => write!(f, "{}", pit_name(pit as usize, WIDTH)),
            RainbowMove::Drop(colour) => {
                write!(f, "+{}", INITIALS.get(colour as usize).unwrap_or(&'?'))
            }
            RainbowMove::Capture => f.write_str("x"),
            RainbowMove::Decline => f.write_str("-"),
        }
    }
}

impl FromStr for RainbowMove {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let bad = || ParseActionError(s.to_string());
        match text {
            "x" => return Ok(RainbowMove::Capture),
            "-" => return Ok(RainbowMove::Decline),
            _ => {}
        }
        if let Some(initial) = text.strip_prefix('+') {
            let mut chars = initial.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(bad());
            };
            return INITIALS
                .iter()
                .position(|&i| i == c)
                .map(|colour| RainbowMove::Drop(colour as u8))
                .ok_or_else(bad);
        }
        crate::engine::board::parse_pit(text, WIDTH)
            .filter(|_| text.len() == 1)
            .map(|pit| RainbowMove::Pick(pit as u8))
            .ok_or_else(bad)
    }
}
