//! How a move runs: sowing bead by bead, the capture and the extra move,
//! passing the turn, and the placements of the opening.

use super::*;

impl Sowing {
    /// Drops a bead of `colour` from the hand into `pit` of `beads` (and
    /// of `board`, the totals).
    fn drop_into(
        &mut self,
        beads: &mut [[u8; COLOURS]; PITS],
        board: &mut PitBoard,
        pit: usize,
        colour: usize,
        fx: &mut Effects,
    ) {
        self.hand[colour] -= 1;
        self.colours &= !(u8::from(self.hand[colour] == 0) << colour);
        beads[pit][colour] += 1;
        board.add_to_pit(pit);
        self.cursor = pit as u8;
        self.last = colour as u8;
        fx.push(Effect::Drop {
            slot: Slot::Pit(pit as u8),
            colour: Some(colour as u8),
        });
    }

    /// The pit the next bead goes into on a ring of `pits`, reporting the
    /// origin when passed.
    fn next_pit(&self, pits: usize, fx: &mut Effects) -> usize {
        // The next pit round the ring, without a division (the cursor is
        // always on the ring).
        let next = |pit: usize| if pit + 1 >= pits { 0 } else { pit + 1 };
        let mut pit = next(self.cursor as usize);
        if pit == self.origin as usize {
            fx.push(Effect::Skip { pit: pit as u8 });
            pit = next(pit);
        }
        pit
    }
}

impl SpectralReapers {
    /// Drops a bead of `colour` into the pending pit of the move in
    /// progress, in place, and sows on ([`SpectralReapers::run`]); false
    /// (and nothing done) unless a drop of a bead of that colour in the
    /// hand is pending.
    pub(super) fn drop_pending(&mut self, colour: usize, fx: &mut Effects) -> bool {
        let Some(sowing) = &mut self.sowing else {
            return false;
        };
        let Pending::Drop { pit } = sowing.pending else {
            return false;
        };
        if self.outcome.is_some() || colour >= COLOURS || sowing.colours & (1 << colour) == 0 {
            return false;
        }
        sowing.drop_into(&mut self.beads, &mut self.board, pit as usize, colour, fx);
        self.run(fx);
        true
    }

    /// Sows the move in progress (`self.sowing`) on until the hand is
    /// empty or the mover must choose a colour. The move is sown in place:
    /// a copy of it, or the hand read whole, just after a bead left the
    /// hand waited for that byte's store (a sixth of the searches' time).
    pub(super) fn run(&mut self, fx: &mut Effects) {
        let pits = self.pits();
        let Some(sowing) = &mut self.sowing else {
            return;
        };
        let colours = sowing.colours;
        debug_assert_eq!(colours, colour_mask(&sowing.hand));
        if colours != 0 {
            let pit = sowing.next_pit(pits, fx);
            // Two colours or more (a bit left once the lowest is cleared).
            if colours & (colours - 1) != 0 {
                sowing.pending = Pending::Drop { pit: pit as u8 };
                return;
            }
            // One colour left: the whole hand goes, bead by bead.
            let colour = colours.trailing_zeros() as usize;
            sowing.drop_into(&mut self.beads, &mut self.board, pit, colour, fx);
            for _ in 0..sowing.hand[colour] {
                let pit = sowing.next_pit(pits, fx);
                sowing.drop_into(&mut self.beads, &mut self.board, pit, colour, fx);
            }
        }
        // The hand is empty.
        let (origin, cursor, last) = (sowing.origin, sowing.cursor, sowing.last);
        self.sowing = None;
        self.after_last(origin, cursor as usize, last as usize, fx);
    }

    /// The last bead of a move sown from `origin`, of colour `last`, went
    /// into `pit`: a capture, or the turn passes. A pending capture keeps
    /// the move's origin, so the position still names the pit the move was
    /// sown from.
    pub(super) fn after_last(&mut self, origin: u8, pit: usize, last: usize, fx: &mut Effects) {
        let own = self.colour_of(self.to_move as usize) as usize;
        if last == own && self.beads[pit][own] == 2 {
            let mask = colour_mask(&self.beads[pit]);
            if mask & (mask - 1) == 0 {
                self.capture(pit, mask.trailing_zeros() as usize, fx);
            } else {
                self.sowing = Some(Sowing {
                    origin,
                    cursor: pit as u8,
                    hand: [0; COLOURS],
                    colours: 0,
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
                sowing.drop_into(&mut self.beads, &mut self.board, origin, c, fx);
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
