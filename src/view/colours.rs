//! The colours and glyphs boards are drawn with, so colours can be told
//! apart without colour vision too.

/// The six dice colours of Rainbow Passage (red, green, blue, yellow, cyan,
/// magenta) as drawn: red and magenta, and blue and cyan, at least 30° of
/// hue apart, so the pairs that look alike differ by more than the glyph.
pub const DICE_COLOURS: [&str; 6] = [
    "#e53935", "#43a047", "#2962ff", "#fdd835", "#26c6da", "#e040fb",
];

/// A glyph for each dice colour, shared with the bead glyphs where the
/// colours agree (red ▲, green ♣, blue ●, yellow ★).
pub const DICE_GLYPHS: [&str; 6] = ["▲", "♣", "●", "★", "◆", "✚"];

/// The players' piece colours in Rainbow Passage, by seat.
pub const PLAYER_COLOURS: [&str; 4] = ["#fafafa", "#263238", "#ff7043", "#8e24aa"];

/// A glyph for each bead colour (red, orange, yellow, green, blue,
/// violet), so colours can be told apart without colour vision.
pub const COLOUR_GLYPHS: [&str; 6] = ["▲", "◆", "★", "♣", "●", "✚"];

/// "▲ 2 ★ 1": the beads of each colour present, glyph and count.
pub fn colour_breakdown(beads: &[u8; 6]) -> String {
    beads
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(c, n)| format!("{}{n}", COLOUR_GLYPHS[c]))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The colour of each bead drawn in a container, in a fixed order (by
/// colour), so beads never change colour on a redraw.
pub fn bead_colours(beads: &[u8; 6]) -> Vec<u8> {
    beads
        .iter()
        .enumerate()
        .flat_map(|(c, &n)| std::iter::repeat_n(c as u8, n as usize))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_helpers() {
        assert_eq!(colour_breakdown(&[2, 0, 1, 0, 0, 0]), "▲2 ★1");
        assert_eq!(bead_colours(&[2, 0, 1, 0, 0, 0]), vec![0, 0, 2]);
        let glyphs: std::collections::HashSet<_> = COLOUR_GLYPHS.iter().collect();
        assert_eq!(glyphs.len(), 6, "every colour has its own glyph");
    }
}
