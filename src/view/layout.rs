//! Board geometry in SVG user units, and how the page writes it.

/// A coordinate as the board's markup writes it: rounded to tenths of a
/// unit (halves to even, as `{:.1}` rounds), without a trailing ".0":
/// "110", "12.5", "-3.2". The page formats no float (that code and its
/// tables would weigh several kilobytes in the app's wasm).
pub fn num(v: f32) -> String {
    round_to(v, 1)
}

/// `v` rounded to `places` decimals (at most 6; halves to even), without
/// trailing zeros: `round_to(0.34199, 4)` is "0.342", `round_to(268.7, 0)`
/// is "269". Exact: the float is scaled in f64, where the product of an f32
/// and a power of ten up to 10⁶ needs no rounding.
pub fn round_to(v: f32, places: u32) -> String {
    let places = places.min(6);
    let scale = 10u64.pow(places);
    let scaled = (f64::from(v) * scale as f64).round_ties_even();
    // Saturating; NaN becomes 0.
    let n = scaled as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let (whole, mut frac, mut digits) = (n / scale, n % scale, places as usize);
    while digits > 0 && frac % 10 == 0 {
        frac /= 10;
        digits -= 1;
    }
    if digits == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac:0digits$}")
    }
}

/// The sine and cosine of `angle` (radians). On the page they are the
/// browser's (`Math.sin`, `Math.cos`), so the app's wasm carries no libm;
/// native code uses the standard library's.
pub fn sin_cos(angle: f32) -> (f32, f32) {
    #[cfg(target_arch = "wasm32")]
    {
        let a = f64::from(angle);
        (js_sys::Math::sin(a) as f32, js_sys::Math::cos(a) as f32)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        angle.sin_cos()
    }
}

/// A ring of pits with the players seated around it (Spectral Reapers):
/// pits run counterclockwise from just right of the bottom, seats
/// clockwise from the bottom, each seat facing two pits.
pub mod ring {
    use std::f32::consts::{FRAC_PI_2, TAU};

    /// A ring's pits are larger than a row's: a phone shows the whole ring
    /// across its width, and a pit must stay a finger's width there.
    pub const PIT_RADIUS: f32 = 52.0;
    /// Distance from the ring to the centre of a seat's cup.
    pub const SEAT_GAP: f32 = 118.0;
    /// Radius of a seat's cup of captured beads.
    pub const CUP_RADIUS: f32 = 40.0;
    /// Room round the cups for the seats' names and counts.
    pub const MARGIN: f32 = 92.0;
    /// What a compact board keeps of that room (the names then sit in the
    /// player panels beside the board): the view box is cropped by the rest.
    pub const CROP: f32 = MARGIN - 14.0;

    /// Radius of the circle through the pit centres.
    pub fn radius(pits: usize) -> f32 {
        (pits as f32 * (2.0 * PIT_RADIUS + 14.0) / TAU).max(200.0)
    }

    /// Width and height of the (square) board.
    pub fn size(pits: usize) -> f32 {
        2.0 * (radius(pits) + SEAT_GAP + CUP_RADIUS + MARGIN)
    }

    /// The point at `angle` (radians, counterclockwise from the right)
    /// and distance `r` from the centre.
    pub fn point(pits: usize, angle: f32, r: f32) -> (f32, f32) {
        let c = size(pits) / 2.0;
        let (sin, cos) = super::sin_cos(angle);
        (c + r * cos, c - r * sin)
    }

    /// The angle of a pit.
    pub fn pit_angle(pit: usize, pits: usize) -> f32 {
        -FRAC_PI_2 + (pit as f32 + 0.5) * TAU / pits.max(1) as f32
    }

    /// The angle of a seat.
    pub fn seat_angle(seat: usize, players: usize) -> f32 {
        -FRAC_PI_2 - seat as f32 * TAU / players.max(1) as f32
    }

    /// The centre of a pit.
    pub fn pit_center(pit: usize, pits: usize) -> (f32, f32) {
        point(pits, pit_angle(pit, pits), radius(pits))
    }

    /// The centre of a seat's cup.
    pub fn seat_center(seat: usize, players: usize, pits: usize) -> (f32, f32) {
        point(pits, seat_angle(seat, players), radius(pits) + SEAT_GAP)
    }

    /// Whether two pits of the ring overlap (never, by construction).
    pub fn pits_apart(pits: usize) -> bool {
        let (x0, y0) = pit_center(0, pits);
        let (x1, y1) = pit_center(1, pits);
        ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt() > 2.0 * PIT_RADIUS
    }
}

use crate::engine::Slot;

/// Distance between pit centres.
pub const PITCH: f32 = 100.0;
/// Pit radius.
pub const PIT_RADIUS: f32 = 42.0;
/// Bead radius.
pub const BEAD_RADIUS: f32 = 7.5;
/// Height of the board.
pub const HEIGHT: f32 = 342.0;
/// Centre line of North's row.
pub const NORTH_Y: f32 = 110.0;
/// Centre line of South's row.
pub const SOUTH_Y: f32 = 236.0;

/// Width of a board with `width` pits a side (a store at each end).
pub fn board_width(width: usize) -> f32 {
    (width as f32 + 2.0) * PITCH
}

/// Two rows of pits as drawn: across the screen (South's row along the
/// bottom, stores at the ends), or standing lengthwise on a portrait
/// screen, the board turned a quarter clockwise: South's row runs down the
/// left, North's up the right, North's store at the top and South's at the
/// bottom. Sowing still runs counterclockwise, pits keep their names; only
/// the drawing turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows {
    /// Pits a side.
    pub width: usize,
    /// Standing lengthwise.
    pub upright: bool,
}

/// Upright boards: the two columns of pits, the pitch down a column, and
/// the depth of a store's end.
const UP_SOUTH_X: f32 = 122.0;
const UP_NORTH_X: f32 = 248.0;
const UP_WIDTH: f32 = 370.0;
const UP_PITCH: f32 = 96.0;
const UP_END: f32 = 100.0;

impl Rows {
    /// Width and height of the board.
    pub fn size(self) -> (f32, f32) {
        if self.upright {
            (UP_WIDTH, 2.0 * UP_END + self.width as f32 * UP_PITCH)
        } else {
            (board_width(self.width), HEIGHT)
        }
    }

    /// The centre of a pit.
    pub fn pit_center(self, pit: usize) -> (f32, f32) {
        if !self.upright {
            return pit_center(pit, self.width);
        }
        let (x, row) = if pit < self.width {
            (UP_SOUTH_X, pit)
        } else {
            (UP_NORTH_X, 2 * self.width - 1 - pit)
        };
        (x, UP_END + (row as f32 + 0.5) * UP_PITCH)
    }

    /// The centre of a player's store.
    pub fn store_center(self, side: usize) -> (f32, f32) {
        if !self.upright {
            return store_center(side, self.width);
        }
        let x = (UP_SOUTH_X + UP_NORTH_X) / 2.0;
        let depth = UP_END - 10.0;
        if side == 0 {
            (x, UP_END + self.width as f32 * UP_PITCH + depth / 2.0)
        } else {
            (x, 10.0 + depth / 2.0)
        }
    }

    /// Half the width and half the height of a store.
    pub fn store_half(self) -> (f32, f32) {
        if self.upright {
            (
                (UP_NORTH_X - UP_SOUTH_X) / 2.0 + PIT_RADIUS,
                (UP_END - 24.0) / 2.0,
            )
        } else {
            (PITCH * 0.4, (SOUTH_Y - NORTH_Y) / 2.0 + PIT_RADIUS)
        }
    }

    /// The centre of any slot.
    pub fn slot_center(self, slot: Slot) -> (f32, f32) {
        match slot {
            Slot::Pit(p) => self.pit_center(p as usize),
            Slot::Store(s) => self.store_center(s as usize),
        }
    }

    /// Where a pit's name and count are written, outside the rows on the
    /// board's edge (`x`, the name's baseline, the count's baseline), and
    /// whether they stand beside it (upright) rather than below or above.
    pub fn label(self, pit: usize) -> (f32, f32, f32) {
        let (cx, cy) = self.pit_center(pit);
        let south = pit < self.width;
        if self.upright {
            let x = if south {
                cx - PIT_RADIUS - 24.0
            } else {
                cx + PIT_RADIUS + 24.0
            };
            (x, cy - 6.0, cy + 24.0)
        } else if south {
            (cx, cy + PIT_RADIUS + 30.0, cy + PIT_RADIUS + 30.0)
        } else {
            (cx, cy - PIT_RADIUS - 14.0, cy - PIT_RADIUS - 14.0)
        }
    }

    /// The band marking a side's row: x, y, width, height.
    pub fn row_band(self, side: usize) -> (f32, f32, f32, f32) {
        let long = PITCH * self.width as f32;
        let thick = PIT_RADIUS * 2.0 + 16.0;
        if self.upright {
            let x = if side == 0 { UP_SOUTH_X } else { UP_NORTH_X };
            (x - thick / 2.0, UP_END, thick, UP_PITCH * self.width as f32)
        } else {
            let y = if side == 0 { SOUTH_Y } else { NORTH_Y };
            (PITCH, y - thick / 2.0, long, thick)
        }
    }

    /// The way counterclockwise sowing leaves a pit, as a unit step on
    /// screen.
    pub fn counterclockwise(self, pit: usize) -> (f32, f32) {
        let south = pit < self.width;
        match (self.upright, south) {
            (false, true) => (1.0, 0.0),
            (false, false) => (-1.0, 0.0),
            (true, true) => (0.0, 1.0),
            (true, false) => (0.0, -1.0),
        }
    }

    /// Where the count of seeds in hand is drawn beside a slot.
    pub fn hand_badge(self, slot: Slot) -> (f32, f32) {
        let (x, y) = self.slot_center(slot);
        if self.upright {
            let mid = UP_WIDTH / 2.0;
            (if x < mid { x + 64.0 } else { x - 64.0 }, y)
        } else if y < HEIGHT / 2.0 {
            (x, y + 64.0)
        } else {
            (x, y - 64.0)
        }
    }
}

/// The centre of a pit. South's row runs left to right along the bottom;
/// North's continues right to left along the top (counterclockwise).
pub fn pit_center(pit: usize, width: usize) -> (f32, f32) {
    if pit < width {
        (PITCH * (1.5 + pit as f32), SOUTH_Y)
    } else {
        let column = 2 * width - 1 - pit;
        (PITCH * (1.5 + column as f32), NORTH_Y)
    }
}

/// The centre of a player's store: South's on the right, North's on the
/// left.
pub fn store_center(side: usize, width: usize) -> (f32, f32) {
    let x = if side == 0 {
        PITCH * (width as f32 + 1.5)
    } else {
        PITCH * 0.5
    };
    (x, (NORTH_Y + SOUTH_Y) / 2.0)
}

/// The centre of any slot.
pub fn slot_center(slot: Slot, width: usize) -> (f32, f32) {
    match slot {
        Slot::Pit(p) => pit_center(p as usize, width),
        Slot::Store(s) => store_center(s as usize, width),
    }
}

/// Offsets of `count` beads from the centre of a container of the given
/// half-width and half-height: a sunflower spiral, always the same for
/// the same count, squeezed to fit.
pub fn bead_offsets(count: usize, half_w: f32, half_h: f32) -> Vec<(f32, f32)> {
    const GOLDEN_ANGLE: f32 = 2.399_963;
    let shown = count.min(40);
    let spread = ((shown as f32).sqrt() * BEAD_RADIUS * 1.15).max(1.0);
    let scale_x = ((half_w - BEAD_RADIUS) / spread).min(1.0);
    let scale_y = ((half_h - BEAD_RADIUS) / spread).min(1.0);
    (0..shown)
        .map(|k| {
            let r = BEAD_RADIUS * 1.15 * (k as f32 + 0.5).sqrt();
            let (sin, cos) = sin_cos(k as f32 * GOLDEN_ANGLE);
            (r * cos * scale_x, r * sin * scale_y)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_runs_counterclockwise_with_seats_clockwise() {
        use ring::*;
        for players in 2..=6 {
            let pits = 2 * players;
            assert!(pits_apart(pits));
            let size = size(pits);
            let (cx, _) = (size / 2.0, size / 2.0);
            // Pit A sits right of the bottom, the next pit further
            // counterclockwise (up the right-hand side).
            let (ax, ay) = pit_center(0, pits);
            let (bx, by) = pit_center(1, pits);
            assert!(ax > cx && ay > size / 2.0);
            assert!(bx > ax || by < ay);
            // Seat 0 at the bottom; seat 1 clockwise from it (to the left).
            let (s0x, s0y) = seat_center(0, players, pits);
            let (s1x, s1y) = seat_center(1, players, pits);
            assert!((s0x - cx).abs() < 0.01 && s0y > size / 2.0);
            if players == 2 {
                assert!(s1y < size / 2.0, "two players sit opposite");
            } else {
                assert!(s1x < cx - 1.0, "clockwise from the bottom is to the left");
            }
            // Everything fits on the board.
            for pit in 0..pits {
                let (x, y) = pit_center(pit, pits);
                assert!(x > 0.0 && y > 0.0 && x < size && y < size);
            }
            for seat in 0..players {
                let (x, y) = seat_center(seat, players, pits);
                assert!(x - CUP_RADIUS > 0.0 && x + CUP_RADIUS < size);
                assert!(y - CUP_RADIUS > 0.0 && y + CUP_RADIUS < size);
            }
        }
    }

    #[test]
    fn upright_rows_turn_the_board_a_quarter_clockwise() {
        for width in [5, 6, 7, 8] {
            let rows = Rows {
                width,
                upright: true,
            };
            let (w, h) = rows.size();
            assert!(h > w, "it stands lengthwise");
            // South's row runs down the left, North's up the right, a
            // beside F, stores at the ends: counterclockwise on screen.
            let (ax, ay) = rows.pit_center(0);
            let (fx, fy) = rows.pit_center(width - 1);
            let (nx, ny) = rows.pit_center(width);
            assert!(ax < w / 2.0 && ay < fy && fx == ax);
            assert!(
                nx > w / 2.0 && (ny - fy).abs() < 0.01,
                "North's first pit faces South's last"
            );
            assert!(rows.store_center(0).1 > fy && rows.store_center(1).1 < ay);
            assert_eq!(rows.counterclockwise(0), (0.0, 1.0));
            assert_eq!(rows.counterclockwise(width), (0.0, -1.0));
            // Pits, stores and labels fit, and no two pits touch.
            for pit in 0..2 * width {
                let (x, y) = rows.pit_center(pit);
                assert!(x - PIT_RADIUS > 0.0 && x + PIT_RADIUS < w && y > 0.0 && y < h);
                let (lx, ..) = rows.label(pit);
                assert!(lx > 15.0 && lx < w - 15.0);
                if pit + 1 < width {
                    let (_, y1) = rows.pit_center(pit + 1);
                    assert!(y1 - y > 2.0 * PIT_RADIUS);
                }
            }
            for side in 0..2 {
                let (x, y) = rows.store_center(side);
                let (hw, hh) = rows.store_half();
                assert!(x - hw > 0.0 && x + hw < w && y - hh > 0.0 && y + hh < h);
            }
            // Across, the same geometry as before.
            let across = Rows {
                width,
                upright: false,
            };
            assert_eq!(across.pit_center(3), pit_center(3, width));
            assert_eq!(across.size(), (board_width(width), HEIGHT));
        }
    }

    #[test]
    fn numbers_print_as_the_markup_needs() {
        // What f32's Display printed, for the values the boards use.
        for v in [0.0f32, 7.5, 12.5, 110.0, 236.0, 1049.0, -3.5, 342.0, 0.5] {
            assert_eq!(num(v), v.to_string());
        }
        // Other values to tenths, halves to even like `{:.1}`.
        for v in [517.083_7f32, 0.25, 0.35, -0.75, 2.449_49, 99.95, 3.04] {
            assert_eq!(num(v), format!("{v:.1}").trim_end_matches(".0"));
        }
        assert_eq!(num(-0.04), "0");
        assert_eq!(round_to(268.714_3, 0), "269");
        assert_eq!(round_to(0.341_99, 4), "0.342");
        assert_eq!(round_to(0.5, 0), "0");
        assert_eq!(round_to(1.5, 0), "2");
        assert_eq!(round_to(0.342, 9), "0.342");
        assert_eq!(round_to(f32::NAN, 1), "0");
    }

    #[test]
    fn layout_runs_counterclockwise() {
        assert!(pit_center(0, 6).0 < pit_center(5, 6).0);
        assert_eq!(pit_center(6, 6).0, pit_center(5, 6).0, "a faces F");
        assert!(pit_center(6, 6).1 < pit_center(5, 6).1, "North is on top");
        assert!(
            store_center(0, 6).0 > pit_center(5, 6).0,
            "South's store on the right"
        );
        let beads = bead_offsets(20, PIT_RADIUS, PIT_RADIUS);
        assert_eq!(beads, bead_offsets(20, PIT_RADIUS, PIT_RADIUS));
        assert!(beads
            .iter()
            .all(|(x, y)| (x * x + y * y).sqrt() <= PIT_RADIUS - BEAD_RADIUS + 0.01));
    }
}
