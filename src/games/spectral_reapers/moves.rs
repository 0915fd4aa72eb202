//! How a move runs: sowing bead by bead, the capture and the extra move,
//! passing the turn, and the placements of the opening.

use super::*;

impl SpectralReapers {
    pub(super) fn drop_bead(
        &mut self,
        sowing: &mut Sowing,
        pit: usize,
        colour: usize,
        fx: &mut Effects,
    ) {
        sowing.hand[colour] -= 1;
        self.beads[pit][colour] += 1;
        self.board.add_to_pit(pit);
        sowing.cursor = pit as u8;
        sowing.last = colour as u8;
        fx.push(Effect::Drop {
            slot: Slot::Pit(pit as u8),
            colour: Some(colour as u8),
        });
    }

    /// The pit the next bead goes into, reporting the origin when passed.
    pub(super) fn next_pit(&self, sowing: &Sowing, fx: &mut Effects) -> usize {
        // The next pit round the ring, without a division (the cursor is
        // always on the ring).
        let pits = self.pits();
        let next = |pit: usize| if pit + 1 >= pits { 0 } else { pit + 1 };
        let mut pit = next(sowing.cursor as usize);
        if pit == sowing.origin as usize {
            fx.push(Effect::Skip { pit: pit as u8 });
            pit = next(pit);
        }
        pit
    }

    /// Sows on until the hand is empty or the mover must choose a colour.
    pub(super) fn run(&mut self, mut sowing: Sowing, fx: &mut Effects) {
        loop {
            // The colours in the hand (none: the hand is empty).
            let mask = colour_mask(&sowing.hand);
            if mask == 0 {
                self.sowing = None;
                self.after_last(&sowing, fx);
                return;
            }
            let pit = self.next_pit(&sowing, fx);
            if mask.count_ones() > 1 {
                sowing.pending = Pending::Drop { pit: pit as u8 };
                self.sowing = Some(sowing);
                return;
            }
            // One colour left: the whole hand goes, bead by bead.
            let colour = mask.trailing_zeros() as usize;
            self.drop_bead(&mut sowing, pit, colour, fx);
            for _ in 0..sowing.hand[colour] {
                let pit = self.next_pit(&sowing, fx);
                self.drop_bead(&mut sowing, pit, colour, fx);
            }
        }
    }

    /// The last bead of `sowing` went into its cursor pit: a capture, or
    /// the turn passes. A pending capture keeps the move's origin, so the
    /// position still names the pit the move was sown from.
    pub(super) fn after_last(&mut self, sowing: &Sowing, fx: &mut Effects) {
        let (pit, last) = (sowing.cursor as usize, sowing.last as usize);
        let own = self.colour_of(self.to_move as usize) as usize;
        if last == own && self.beads[pit][own] == 2 {
            let mask = colour_mask(&self.beads[pit]);
            if mask.count_ones() == 1 {
                self.capture(pit, mask.trailing_zeros() as usize, fx);
            } else {
                self.sowing = Some(Sowing {
                    origin: sowing.origin,
                    cursor: pit as u8,
                    hand: [0; COLOURS],
                    last: last as u8,
                    pending: Pending::Capture { pit: pit as u8 },
                });
            }
            return;
        }
        self.pass_turn(fx);
    }

    /// Takes one bead of `colour` from `pit`; ends the game or gives the
    /// mover another move.
    pub(super) fn capture(&mut self, pit: usize, colour: usize, fx: &mut Effects) {
        let mover = self.to_move as usize;
        self.sowing = None;
        self.beads[pit][colour] -= 1;
        self.board.take_one(pit);
        self.captured[mover][colour] += 1;
        self.repetitions.clear();
        fx.push(Effect::Capture {
            pit: pit as u8,
            count: 1,
            player: mover as u8,
            colour: Some(colour as u8),
        });
        let n = self.players as usize;
        let owner = self.owner(colour).unwrap_or(mover);
        let down = std::iter::once(owner)
            .chain(0..n)
            .find(|&p| self.on_board(p) == 1);
        if let Some(player) = down {
            self.finish(last_bead(player as u8), fx);
            return;
        }
        fx.push(Effect::ExtraTurn {
            player: mover as u8,
        });
        self.start_move(fx);
    }

    /// The turn passes clockwise to the next player with a bead on the
    /// board.
    pub(super) fn pass_turn(&mut self, fx: &mut Effects) {
        match self.next_with_beads(self.to_move as usize, fx) {
            Some(p) => {
                self.to_move = p;
                self.start_move(fx);
            }
            None => {
                // Only in a built position with no bead of any player's
                // colour left on the board.
                let player = self.to_move;
                self.finish(
                    EndReason::NoMove {
                        player,
                        remaining: Remaining::Nothing,
                    },
                    fx,
                );
            }
        }
    }

    /// Puts the hand back into the pit it came from (ending mid-move).
    pub(super) fn return_hand(&mut self, sowing: &mut Sowing, fx: &mut Effects) {
        let origin = sowing.origin as usize;
        for c in 0..COLOURS {
            while sowing.hand[c] > 0 {
                self.drop_bead(sowing, origin, c, fx);
            }
        }
    }

    /// Whether a placement names pits of this board in the right form.
    pub(super) fn check_place(&self, pits: [u8; 3], short: u8) -> Result<(), IllegalAction> {
        if pits.iter().any(|&p| p as usize >= self.pits()) {
            return Err(IllegalAction::NoSuchPit);
        }
        if !(pits[0] < pits[1] && pits[1] < pits[2]) || short as usize >= PLACE_PITS {
            return Err(IllegalAction::OutOfRange);
        }
        Ok(())
    }

    /// Every legal placement on this board, in order.
    pub(super) fn placements(&self) -> impl Iterator<Item = SpectralMove> + '_ {
        let pits = self.pits() as u8;
        (0..pits).flat_map(move |a| {
            (a + 1..pits).flat_map(move |b| {
                (b + 1..pits).flat_map(move |c| {
                    (0..PLACE_PITS as u8).map(move |short| SpectralMove::Place {
                        pits: [a, b, c],
                        short,
                    })
                })
            })
        })
    }

    /// The rest of the move in progress, dropping the other players'
    /// colours first (in seat order after the mover) and the mover's own
    /// last, stopping at a capture choice.
    pub(super) fn finish_sowing(&self) -> Vec<SpectralMove> {
        let mut game = self.clone();
        let mut moves = Vec::new();
        let n = self.players as usize;
        let mover = self.to_move as usize;
        while game.outcome.is_none() {
            let Some(Sowing {
                pending: Pending::Drop { .. },
                hand,
                ..
            }) = game.sowing
            else {
                break;
            };
            let Some(colour) = (1..=n)
                .map(|k| self.colour_of((mover + k) % n))
                .find(|&c| hand[c as usize] > 0)
            else {
                break;
            };
            let action = SpectralMove::Drop(colour);
            if game.apply(action, &mut Effects::off()).is_err() {
                break;
            }
            moves.push(action);
        }
        moves
    }
}
