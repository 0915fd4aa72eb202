//! A placement being put together on the board before it is played
//! (Spectral Reapers): what a click on a pit does to the draft, and the
//! engine's judgement of it.

use crate::engine::record::Record;
use crate::engine::session::{DraftCheck, Placement};

/// The placement draft after a click on `pit`: a pit not yet used takes as
/// many beads as a pit may (fewer if fewer are left); a pit holding more than
/// the least a pit may take gives one back; any other pit is emptied. Three
/// clicks make most placements; the engine judges the result.
pub fn draft_click(placement: &Placement, draft: &[u8], pit: usize) -> Vec<u8> {
    let mut next = draft.to_vec();
    let placed: u32 = draft.iter().map(|&n| n as u32).sum();
    let left = (placement.beads as u32).saturating_sub(placed) as u8;
    if let Some(here) = next.get_mut(pit) {
        *here = match *here {
            0 => placement.max.min(left),
            n if n > placement.min => n - 1,
            _ => 0,
        };
    }
    next
}

/// The placement draft with one bead taken back from `pit`.
pub fn draft_minus(draft: &[u8], pit: usize) -> Vec<u8> {
    let mut next = draft.to_vec();
    if let Some(here) = next.get_mut(pit) {
        *here = here.saturating_sub(1);
    }
    next
}

/// Judges a placement draft at a point of a record (replaying it), for the
/// placement controls; `None` when no placement is being made there.
pub fn check_draft(record: &Record, cursor: usize, draft: &[u8]) -> Option<DraftCheck> {
    record.replay_to(cursor).ok()?.check_draft(draft)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placement_clicks_cycle_through_what_a_pit_may_take() {
        let placement = Placement {
            beads: 11,
            pits: 3,
            min: 3,
            max: 4,
            colour: 0,
        };
        let d = draft_click(&placement, &[0; 6], 0);
        assert_eq!(d, vec![4, 0, 0, 0, 0, 0]);
        let d = draft_click(&placement, &d, 2);
        let d = draft_click(&placement, &d, 4);
        assert_eq!(d, vec![4, 0, 4, 0, 3, 0], "the last pit gets what is left");
        assert_eq!(draft_click(&placement, &d, 0), vec![3, 0, 4, 0, 3, 0]);
        assert_eq!(draft_click(&placement, &d, 4), vec![4, 0, 4, 0, 0, 0]);
        assert_eq!(draft_minus(&d, 2), vec![4, 0, 3, 0, 3, 0]);
        assert_eq!(draft_minus(&[0; 6], 2), vec![0; 6]);
        // Out of range: nothing changes, nothing panics.
        assert_eq!(draft_click(&placement, &d, 9), d);
        assert_eq!(draft_minus(&d, 9), d);
        // A full draft: an unused pit gets nothing more.
        assert_eq!(draft_click(&placement, &d, 1)[1], 0);
    }
}
