//! Board geometry in SVG user units.

/// A ring of pits with the players seated around it (Spectral Reapers):
/// pits run counterclockwise from just right of the bottom, seats
/// clockwise from the bottom, each seat facing two pits.
pub mod ring {
    use super::{PITCH, PIT_RADIUS};
    use std::f32::consts::{FRAC_PI_2, TAU};

    /// Distance from the ring to the centre of a seat's cup.
    pub const SEAT_GAP: f32 = 118.0;
    /// Radius of a seat's cup of captured beads.
    pub const CUP_RADIUS: f32 = 40.0;
    const MARGIN: f32 = 92.0;

    /// Radius of the circle through the pit centres.
    pub fn radius(pits: usize) -> f32 {
        (pits as f32 * PITCH * 1.1 / TAU).max(200.0)
    }

    /// Width and height of the (square) board.
    pub fn size(pits: usize) -> f32 {
        2.0 * (radius(pits) + SEAT_GAP + CUP_RADIUS + MARGIN)
    }

    /// The point at `angle` (radians, counterclockwise from the right)
    /// and distance `r` from the centre.
    pub fn point(pits: usize, angle: f32, r: f32) -> (f32, f32) {
        let c = size(pits) / 2.0;
        (c + r * angle.cos(), c - r * angle.sin())
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
            let a = k as f32 * GOLDEN_ANGLE;
            (r * a.cos() * scale_x, r * a.sin() * scale_y)
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
