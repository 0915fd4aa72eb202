//! Spectral Reapers (game id `spectral-reapers`): two to six players on a
//! ring of pits, each owning a colour of beads, reaping beads one at a time.
//!
//! With N players the ring has 2N pits, lettered `A`, `B`, … in sowing
//! (counterclockwise) order, and every player owns 11 beads of their own
//! colour. Seats are numbered clockwise, and so are turns: seat `p` is
//! followed by seat `(p + 1) % N`.
//!
//! The game has two phases. First each player in turn, from the starting
//! player on, puts their 11 beads into three different pits, three in one
//! of them and four in each of the other two, whatever other colours those
//! pits already hold. Then the starting player makes the first sowing move.
//!
//! A sowing move lifts every bead from a pit that holds at least one bead of
//! the mover's colour and sows them one per pit counterclockwise, passing
//! over the emptied pit when the hand goes round the ring. The mover decides
//! the order of the colours. If the final bead is of the mover's colour and
//! leaves exactly two beads of that colour in its pit, the mover takes one
//! bead of any colour out of that pit and moves again; otherwise the next
//! player clockwise who still has a bead of their colour on the board moves.
//! As soon as a player is left with a single bead of their colour the game
//! is over: the beads on the board count for nobody, and whoever captured
//! the most beads wins (equal tops share the win).
//!
//! Decisions (recorded with their reasons in docs/rules-decisions.md):
//! - Placement is one action, `Place`: three pits in ascending order and
//!   which of them gets three. Written `A4C4E3`; the parser takes the three
//!   pit-count pairs in any order.
//! - Drops are actions only where the hand holds two or more colours; with a
//!   single colour left the engine sows it inside the action before. The same
//!   goes for the capture: a choice between colours is an action, a pit with
//!   one colour is taken from automatically.
//! - The end is checked right after each capture (the only time a player's
//!   bead count changes); the hand is empty then, so "in play" and "on the
//!   board" agree. The capturer gets no extra move when the game ends.
//! - A player with no bead of their colour on the board is passed over
//!   (`Effect::Pass`). In real play this cannot happen (beads leave one at a
//!   time and the game stops at one), only in built positions.
//! - A position (beads of each colour in every pit, captures, player to
//!   move) is recorded whenever a sowing move is about to start; its third
//!   occurrence since the last capture ends the game with the beads left
//!   uncounted. Ending by agreement is allowed at any time and settles the
//!   same way; in the middle of a move the hand first goes back to the pit
//!   it came from.
//! - Notation: `C` sows from pit C (uppercase only; a letter up to `L` that
//!   is not on this board is refused as [`IllegalAction::NoSuchPit`], any
//!   other letter does not parse); `+r`, `+o`, `+y`, `+g`, `+b`, `+v` drop a
//!   bead of that colour; `xr`, `xb`, … take one bead of that colour.
//! - The `first_player` option also reads `south` and `north` as seats 1 and
//!   2, so records written for the two-player games still set up a game.

use std::fmt;
use std::hash::Hasher;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::board::{PitBoard, MAX_WIDTH};
use super::catalog::{OptionKind, OptionSpec};
use super::repetition::Repetitions;
use super::session::{ColourView, PitGame, PitLayout, Placement, PlayerView, COLOUR_NAMES};
use super::{
    Effect, Effects, EndReason, Game, IllegalAction, Outcome, ParseActionError, Remaining,
    SetupError, Slot, Turn,
};

/// The most players.
pub const MAX_PLAYERS: usize = 6;
const MIN_PLAYERS: usize = 2;
const PITS: usize = 2 * MAX_WIDTH;
const COLOURS: usize = 6;
/// Beads each player owns.
pub const BEADS_EACH: u8 = 11;
/// Pits a placement uses, and the beads each of them takes.
const PLACE_PITS: usize = 3;
const PLACE_MIN: u8 = 3;
const PLACE_MAX: u8 = 4;
/// The longest name accepted, in characters.
const NAME_MAX: usize = 20;
/// The colour initials of the notation, by index into [`COLOUR_NAMES`].
const INITIALS: [char; COLOURS] = ['r', 'o', 'y', 'g', 'b', 'v'];
/// Default colours by seat: red, blue, yellow, green, violet, orange.
const DEFAULT_COLOURS: [u8; MAX_PLAYERS] = [0, 4, 2, 3, 5, 1];
/// Positions kept for repetition checks between captures: random play
/// recorded at most 175 between two captures (2,000 games of six players;
/// fewer with fewer players, see `random_play_figures`), so this leaves
/// more than five times that before the history would have to grow.
const REPETITION_ROOM: usize = 1024;

/// A bead colour a player may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BeadColour {
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Violet,
}

impl BeadColour {
    /// Its index into [`COLOUR_NAMES`].
    pub fn index(self) -> u8 {
        self as u8
    }
}

/// Who places first (and so sows first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstSeat {
    /// A draw decided by the game's seed.
    #[default]
    Random,
    #[serde(alias = "south")]
    Seat1,
    #[serde(alias = "north")]
    Seat2,
    Seat3,
    Seat4,
    Seat5,
    Seat6,
}

impl FirstSeat {
    /// The fixed seat (0-based), or `None` for a draw.
    fn seat(self) -> Option<usize> {
        match self {
            FirstSeat::Random => None,
            FirstSeat::Seat1 => Some(0),
            FirstSeat::Seat2 => Some(1),
            FirstSeat::Seat3 => Some(2),
            FirstSeat::Seat4 => Some(3),
            FirstSeat::Seat5 => Some(4),
            FirstSeat::Seat6 => Some(5),
        }
    }

    /// The starting seat of a game of `players` set up with `seed`.
    fn resolve(self, players: usize, seed: u64) -> usize {
        use rand::Rng;
        match self.seat() {
            Some(seat) => seat,
            None => super::game_rng(seed).random_range(0..players.max(1) as u32) as usize,
        }
    }
}

/// Options of Spectral Reapers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpectralReapersOptions {
    /// Number of players, 2 to 6.
    pub players: u8,
    /// A name per seat; empty for the colour names.
    pub names: Vec<String>,
    /// A colour per seat; empty for the default colours.
    pub colours: Vec<BeadColour>,
    /// Who places and sows first.
    pub first_player: FirstSeat,
}

impl Default for SpectralReapersOptions {
    fn default() -> Self {
        SpectralReapersOptions {
            players: 3,
            names: Vec::new(),
            colours: Vec::new(),
            first_player: FirstSeat::Random,
        }
    }
}

impl SpectralReapersOptions {
    /// The named presets: the source's three-player example, then every
    /// other number of players.
    pub fn presets() -> Vec<(&'static str, &'static str, SpectralReapersOptions)> {
        let with = |players| SpectralReapersOptions {
            players,
            ..SpectralReapersOptions::default()
        };
        vec![
            ("seed", "Spectral Reapers", with(3)),
            ("2-players", "Two players", with(2)),
            ("4-players", "Four players", with(4)),
            ("5-players", "Five players", with(5)),
            ("6-players", "Six players", with(6)),
        ]
    }
}

/// The options, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        label: "Players",
        help: "How many play; the ring has two pits for each of them.",
        kind: OptionKind::Int { min: 2, max: 6 },
    },
    OptionSpec {
        key: "names",
        label: "Names",
        help: "What to call each player, in seat order.",
        kind: OptionKind::Names,
    },
    OptionSpec {
        key: "colours",
        label: "Colours",
        help: "The bead colour of each player, in seat order.",
        kind: OptionKind::Colours,
    },
    OptionSpec {
        key: "first_player",
        label: "Who starts",
        help: "The player who places first and then sows first.",
        kind: OptionKind::Choice(&[
            ("random", "Random draw"),
            ("seat1", "Player 1"),
            ("seat2", "Player 2"),
            ("seat3", "Player 3"),
            ("seat4", "Player 4"),
            ("seat5", "Player 5"),
            ("seat6", "Player 6"),
        ]),
    },
];

/// One action of Spectral Reapers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpectralMove {
    /// Put all of your beads on the board: three pits in ascending order,
    /// and which of them (0..3) gets three beads; the others get four.
    Place { pits: [u8; 3], short: u8 },
    /// Lift every bead from this pit and sow them: `C`.
    Pick(u8),
    /// Drop a bead of this colour in the pit being sown: `+r`.
    Drop(u8),
    /// Take one bead of this colour from the pit just sown: `xr`.
    Capture(u8),
}

impl SpectralMove {
    /// The beads a placement puts in each of its pits.
    fn counts(short: u8) -> [u8; 3] {
        let mut counts = [PLACE_MAX; 3];
        if let Some(c) = counts.get_mut(short as usize) {
            *c = PLACE_MIN;
        }
        counts
    }
}

fn pit_letter(pit: usize) -> char {
    if pit < PITS {
        (b'A' + pit as u8) as char
    } else {
        '?'
    }
}

fn initial(colour: u8) -> char {
    INITIALS.get(colour as usize).copied().unwrap_or('?')
}

fn colour_name(colour: u8) -> &'static str {
    COLOUR_NAMES.get(colour as usize).copied().unwrap_or("?")
}

/// A pit letter of the notation (`A`..`L`), whatever the board's size.
fn parse_letter(c: char) -> Option<u8> {
    (c.is_ascii_uppercase() && (c as u8 - b'A') < PITS as u8).then(|| c as u8 - b'A')
}

fn parse_initial(c: char) -> Option<u8> {
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

/// The decision the mover faces in the middle of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Pending {
    /// Choose the colour of the bead to drop in `pit`.
    Drop { pit: u8 },
    /// Choose the colour of the bead to take from `pit`.
    Capture { pit: u8 },
}

impl Pending {
    fn pit(self) -> usize {
        match self {
            Pending::Drop { pit } | Pending::Capture { pit } => pit as usize,
        }
    }
}

/// A sowing move in progress, always waiting for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Sowing {
    origin: u8,
    /// The pit sown last (the origin before the first drop).
    cursor: u8,
    hand: [u8; COLOURS],
    /// The colour of the bead dropped last.
    last: u8,
    pending: Pending,
}

/// A position of Spectral Reapers.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct SpectralReapers {
    players: u8,
    names: Arc<[String]>,
    /// Each seat's colour (index into [`COLOUR_NAMES`]).
    colour: [u8; MAX_PLAYERS],
    /// Beads of each colour in every pit.
    beads: [[u8; COLOURS]; PITS],
    /// Beads of each colour each player has captured.
    captured: [[u8; COLOURS]; MAX_PLAYERS],
    /// Totals of `beads` per pit, for the UI; its stores stay empty.
    board: PitBoard,
    /// Players who have placed their beads (placement while below N).
    placed: u8,
    starter: u8,
    to_move: u8,
    sowing: Option<Sowing>,
    outcome: Option<Outcome>,
    repetitions: Repetitions,
}

crate::clone_reusing_buffers!(SpectralReapers {
    players,
    names,
    colour,
    beads,
    captured,
    board,
    placed,
    starter,
    to_move,
    sowing,
    outcome,
    repetitions
});

fn hand_total(hand: &[u8; COLOURS]) -> u32 {
    hand.iter().map(|&h| h as u32).sum()
}

fn colour_mask(beads: &[u8; COLOURS]) -> u8 {
    beads
        .iter()
        .enumerate()
        .fold(0, |m, (c, &h)| if h > 0 { m | 1 << c } else { m })
}

/// The 128-bit key of a byte string: two SipHash runs (std's default hasher
/// with its fixed zero keys), told apart by a leading byte. Only whole byte
/// slices are fed, so the key is the same on every platform.
fn key_of(bytes: &[u8]) -> u128 {
    let half = |tag: u8| {
        let mut h = std::hash::DefaultHasher::new();
        h.write(&[tag]);
        h.write(bytes);
        h.finish()
    };
    (u128::from(half(0x5A)) << 64) | u128::from(half(0xA5))
}

/// Everything that checks a set of options, listing every problem.
fn validate(options: &SpectralReapersOptions) -> Vec<String> {
    let mut problems = Vec::new();
    let n = options.players as usize;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        problems.push(format!(
            "players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {n}"
        ));
    }
    if !options.names.is_empty() && options.names.len() != n {
        problems.push(format!(
            "give a name for each of the {n} players (or none), not {}",
            options.names.len()
        ));
    }
    for (seat, name) in options.names.iter().enumerate() {
        let name = name.trim();
        if name.is_empty() {
            problems.push(format!("the name of player {} is blank", seat + 1));
        } else if name.chars().count() > NAME_MAX {
            problems.push(format!(
                "the name of player {} is longer than {NAME_MAX} characters",
                seat + 1
            ));
        }
    }
    if !options.colours.is_empty() && options.colours.len() != n {
        problems.push(format!(
            "give a colour for each of the {n} players (or none), not {}",
            options.colours.len()
        ));
    }
    for (k, colour) in options.colours.iter().enumerate() {
        if options.colours[..k].contains(colour) {
            problems.push(format!(
                "the colour {} is chosen more than once",
                colour_name(colour.index())
            ));
        }
    }
    if let Some(seat) = options.first_player.seat() {
        if seat >= n {
            problems.push(format!(
                "player {} cannot start: there are only {n} players",
                seat + 1
            ));
        }
    }
    problems
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl SpectralReapers {
    /// A sowing-phase position from the beads of each colour in every pit
    /// and each player's captures (by colour), with `to_move` to start a
    /// move (for tests and analysis). Returns `None` unless every player's
    /// colour has 11 beads in all, no other colour is used, the pits beyond
    /// the ring are empty, and no player is already down to a single bead.
    /// If `to_move` has no bead on the board, the next player who has one
    /// moves.
    pub fn from_beads(
        options: &SpectralReapersOptions,
        beads: [[u8; COLOURS]; PITS],
        captured: [[u8; COLOURS]; MAX_PLAYERS],
        to_move: usize,
    ) -> Option<SpectralReapers> {
        let mut game = SpectralReapers::new(options, 0).ok()?;
        let n = game.players as usize;
        let pits = 2 * n;
        if beads[pits..].iter().any(|b| b.iter().any(|&c| c > 0))
            || captured[n..].iter().any(|k| k.iter().any(|&c| c > 0))
        {
            return None;
        }
        for c in 0..COLOURS as u8 {
            let total: u32 = beads.iter().map(|b| b[c as usize] as u32).sum::<u32>()
                + captured.iter().map(|k| k[c as usize] as u32).sum::<u32>();
            let owned = game.colour[..n].contains(&c);
            if total != if owned { BEADS_EACH as u32 } else { 0 } {
                return None;
            }
        }
        game.beads = beads;
        game.captured = captured;
        for (pit, b) in beads[..pits].iter().enumerate() {
            game.board.add_seeds(pit, b.iter().sum());
        }
        if (0..n).any(|p| game.on_board(p) == 1) || (0..n).all(|p| game.on_board(p) == 0) {
            return None;
        }
        game.placed = n as u8;
        game.to_move = to_move.min(n - 1) as u8;
        game.starter = game.to_move;
        if game.on_board(to_move.min(n - 1)) == 0 {
            game.to_move = game.next_with_beads(game.to_move as usize, &mut Effects::off())?;
        }
        game.start_move(&mut Effects::off());
        Some(game)
    }

    /// The board (bead totals per pit; the stores stay empty).
    pub fn board(&self) -> &PitBoard {
        &self.board
    }

    /// Beads of each colour in every pit (all twelve; the ring uses 2N).
    pub fn beads(&self) -> &[[u8; COLOURS]; PITS] {
        &self.beads
    }

    /// Beads of each colour each player has captured.
    pub fn captured(&self) -> &[[u8; COLOURS]] {
        &self.captured[..self.players as usize]
    }

    /// The beads in the hand during a move.
    pub fn hand(&self) -> [u8; COLOURS] {
        self.sowing.map_or([0; COLOURS], |s| s.hand)
    }

    /// The players' names, in seat order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The seat that placed first and sowed first.
    pub fn starter(&self) -> usize {
        self.starter as usize
    }

    /// Whether the players are still placing their beads.
    pub fn placing(&self) -> bool {
        self.placed < self.players
    }

    fn pits(&self) -> usize {
        2 * self.players as usize
    }

    fn name(&self, player: usize) -> &str {
        self.names.get(player).map_or("?", String::as_str)
    }

    fn colour_of(&self, player: usize) -> u8 {
        self.colour[player]
    }

    /// The seat owning a colour, if any.
    fn owner(&self, colour: usize) -> Option<usize> {
        self.colour[..self.players as usize]
            .iter()
            .position(|&c| c as usize == colour)
    }

    /// Beads of `player`'s colour on the board.
    fn on_board(&self, player: usize) -> u32 {
        let c = self.colour_of(player) as usize;
        self.beads[..self.pits()].iter().map(|b| b[c] as u32).sum()
    }

    fn captured_total(&self, player: usize) -> u32 {
        self.captured[player].iter().map(|&c| c as u32).sum()
    }

    /// The next player clockwise after `from` (possibly `from` itself after
    /// a full round) with a bead of their colour on the board, reporting
    /// every player passed over.
    fn next_with_beads(&self, from: usize, fx: &mut Effects) -> Option<u8> {
        let n = self.players as usize;
        for k in 1..=n {
            let p = (from + k) % n;
            if self.on_board(p) > 0 {
                return Some(p as u8);
            }
            fx.push(Effect::Pass { player: p as u8 });
        }
        None
    }

    /// The key of the position between moves.
    fn position_key(&self) -> u128 {
        const LEN: usize = PITS * COLOURS + MAX_PLAYERS * COLOURS + 1;
        let mut bytes = [0u8; LEN];
        let mut k = 0;
        for row in self.beads.iter().chain(self.captured.iter()) {
            bytes[k..k + COLOURS].copy_from_slice(row);
            k += COLOURS;
        }
        bytes[k] = self.to_move;
        key_of(&bytes)
    }

    /// A sowing move is about to start: records the position, ending the
    /// game on its third occurrence since the last capture.
    fn start_move(&mut self, fx: &mut Effects) {
        let key = self.position_key();
        let occurrence = self.repetitions.record(key);
        if occurrence >= 3 {
            self.finish(
                EndReason::Repetition {
                    occurrence,
                    remaining: Remaining::Nothing,
                },
                fx,
            );
        }
    }

    /// Ends the game: the beads on the board stay uncounted.
    fn finish(&mut self, reason: EndReason, _fx: &mut Effects) {
        let mut scores = [0i32; MAX_PLAYERS];
        for (p, score) in scores.iter_mut().enumerate() {
            *score = self.captured_total(p) as i32;
        }
        let n = self.players as usize;
        self.outcome = Some(Outcome::by_score(&scores[..n], reason));
    }

    fn drop_bead(&mut self, sowing: &mut Sowing, pit: usize, colour: usize, fx: &mut Effects) {
        sowing.hand[colour] -= 1;
        self.beads[pit][colour] += 1;
        self.board.add_to_pit(pit);
        sowing.cursor = pit as u8;
        sowing.last = colour as u8;
        fx.push(Effect::Drop {
            slot: Slot::Pit(pit as u8),
        });
    }

    /// The pit the next bead goes into, reporting the origin when passed.
    fn next_pit(&self, sowing: &Sowing, fx: &mut Effects) -> usize {
        let pits = self.pits();
        let mut pit = (sowing.cursor as usize + 1) % pits;
        if pit == sowing.origin as usize {
            fx.push(Effect::Skip { pit: pit as u8 });
            pit = (pit + 1) % pits;
        }
        pit
    }

    /// Sows on until the hand is empty or the mover must choose a colour.
    fn run(&mut self, mut sowing: Sowing, fx: &mut Effects) {
        loop {
            if hand_total(&sowing.hand) == 0 {
                self.sowing = None;
                self.after_last(&sowing, fx);
                return;
            }
            let pit = self.next_pit(&sowing, fx);
            let mask = colour_mask(&sowing.hand);
            if mask.count_ones() > 1 {
                sowing.pending = Pending::Drop { pit: pit as u8 };
                self.sowing = Some(sowing);
                return;
            }
            self.drop_bead(&mut sowing, pit, mask.trailing_zeros() as usize, fx);
        }
    }

    /// The last bead of `sowing` went into its cursor pit: a capture, or
    /// the turn passes. A pending capture keeps the move's origin, so the
    /// position still names the pit the move was sown from.
    fn after_last(&mut self, sowing: &Sowing, fx: &mut Effects) {
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
    fn capture(&mut self, pit: usize, colour: usize, fx: &mut Effects) {
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
        });
        let n = self.players as usize;
        let owner = self.owner(colour).unwrap_or(mover);
        let down = std::iter::once(owner)
            .chain(0..n)
            .find(|&p| self.on_board(p) == 1);
        if let Some(player) = down {
            self.finish(
                EndReason::LastBead {
                    player: player as u8,
                },
                fx,
            );
            return;
        }
        fx.push(Effect::ExtraTurn {
            player: mover as u8,
        });
        self.start_move(fx);
    }

    /// The turn passes clockwise to the next player with a bead on the
    /// board.
    fn pass_turn(&mut self, fx: &mut Effects) {
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
    fn return_hand(&mut self, sowing: &mut Sowing, fx: &mut Effects) {
        let origin = sowing.origin as usize;
        for c in 0..COLOURS {
            while sowing.hand[c] > 0 {
                self.drop_bead(sowing, origin, c, fx);
            }
        }
    }

    /// Whether a placement names pits of this board in the right form.
    fn check_place(&self, pits: [u8; 3], short: u8) -> Result<(), IllegalAction> {
        if pits.iter().any(|&p| p as usize >= self.pits()) {
            return Err(IllegalAction::NoSuchPit);
        }
        if !(pits[0] < pits[1] && pits[1] < pits[2]) || short as usize >= PLACE_PITS {
            return Err(IllegalAction::OutOfRange);
        }
        Ok(())
    }

    /// Every legal placement on this board, in order.
    fn placements(&self) -> impl Iterator<Item = SpectralMove> + '_ {
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
    fn finish_sowing(&self) -> Vec<SpectralMove> {
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

impl Game for SpectralReapers {
    type Action = SpectralMove;
    type Options = SpectralReapersOptions;

    fn new(options: &SpectralReapersOptions, seed: u64) -> Result<Self, SetupError> {
        let problems = validate(options);
        if !problems.is_empty() {
            return Err(SetupError(problems));
        }
        let n = options.players as usize;
        let mut colour = [0u8; MAX_PLAYERS];
        for (seat, c) in colour.iter_mut().enumerate().take(n) {
            *c = match options.colours.get(seat) {
                Some(chosen) => chosen.index(),
                None => DEFAULT_COLOURS[seat],
            };
        }
        let names: Vec<String> = (0..n)
            .map(|seat| match options.names.get(seat) {
                Some(name) => name.trim().to_string(),
                None => capitalised(colour_name(colour[seat])),
            })
            .collect();
        let starter = options.first_player.resolve(n, seed) as u8;
        Ok(SpectralReapers {
            players: n as u8,
            names: names.into(),
            colour,
            beads: [[0; COLOURS]; PITS],
            captured: [[0; COLOURS]; MAX_PLAYERS],
            board: PitBoard::new(n, 0),
            placed: 0,
            starter,
            to_move: starter,
            sowing: None,
            outcome: None,
            repetitions: Repetitions::with_capacity(REPETITION_ROOM),
        })
    }

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn turn(&self) -> Turn {
        match self.outcome {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.to_move as usize),
        }
    }

    fn legal_actions(&self, out: &mut Vec<SpectralMove>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        if self.placing() {
            out.extend(self.placements());
            return;
        }
        match self.sowing {
            None => {
                let own = self.colour_of(self.to_move as usize) as usize;
                out.extend(
                    (0..self.pits())
                        .filter(|&pit| self.beads[pit][own] > 0)
                        .map(|pit| SpectralMove::Pick(pit as u8)),
                );
            }
            Some(Sowing {
                pending: Pending::Drop { .. },
                hand,
                ..
            }) => out.extend(
                (0..COLOURS as u8)
                    .filter(|&c| hand[c as usize] > 0)
                    .map(SpectralMove::Drop),
            ),
            Some(Sowing {
                pending: Pending::Capture { pit },
                ..
            }) => out.extend(
                (0..COLOURS as u8)
                    .filter(|&c| self.beads[pit as usize][c as usize] > 0)
                    .map(SpectralMove::Capture),
            ),
        }
    }

    fn check(&self, action: SpectralMove) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        let pending = self.sowing.map(|s| s.pending);
        match (self.placing(), pending, action) {
            (true, _, SpectralMove::Place { pits, short }) => self.check_place(pits, short),
            (false, None, SpectralMove::Pick(pit)) => {
                let pit = pit as usize;
                let own = self.colour_of(self.to_move as usize) as usize;
                if pit >= self.pits() {
                    Err(IllegalAction::NoSuchPit)
                } else if self.board.pit(pit) == 0 {
                    Err(IllegalAction::EmptyPit)
                } else if self.beads[pit][own] == 0 {
                    Err(IllegalAction::NotYourPit)
                } else {
                    Ok(())
                }
            }
            (false, Some(Pending::Drop { .. }), SpectralMove::Drop(c)) => {
                if self.hand().get(c as usize).is_some_and(|&h| h > 0) {
                    Ok(())
                } else {
                    Err(IllegalAction::OutOfRange)
                }
            }
            (false, Some(Pending::Capture { pit }), SpectralMove::Capture(c)) => {
                if self.beads[pit as usize]
                    .get(c as usize)
                    .is_some_and(|&b| b > 0)
                {
                    Ok(())
                } else {
                    Err(IllegalAction::OutOfRange)
                }
            }
            // An action of another stage: a placement while sowing, a pick
            // during a move, a decision outside one.
            _ => Err(IllegalAction::NotNow),
        }
    }

    fn apply(&mut self, action: SpectralMove, fx: &mut Effects) -> Result<(), IllegalAction> {
        self.check(action)?;
        let mover = self.to_move as usize;
        match (self.sowing, action) {
            (None, SpectralMove::Place { pits, short }) => {
                let own = self.colour_of(mover) as usize;
                for (&pit, count) in pits.iter().zip(SpectralMove::counts(short)) {
                    let pit = pit as usize;
                    self.beads[pit][own] += count;
                    self.board.add_seeds(pit, count);
                    fx.push(Effect::Place {
                        pit: pit as u8,
                        count,
                        player: mover as u8,
                    });
                }
                self.placed += 1;
                if self.placing() {
                    self.to_move = ((mover + 1) % self.players as usize) as u8;
                } else {
                    self.to_move = self.starter;
                    self.start_move(fx);
                }
            }
            (None, SpectralMove::Pick(pit)) => {
                let hand = std::mem::take(&mut self.beads[pit as usize]);
                self.board.lift(pit as usize, fx);
                let sowing = Sowing {
                    origin: pit,
                    cursor: pit,
                    hand,
                    last: 0,
                    pending: Pending::Drop { pit },
                };
                self.run(sowing, fx);
            }
            (Some(mut sowing), SpectralMove::Drop(colour)) => {
                let pit = sowing.pending.pit();
                self.drop_bead(&mut sowing, pit, colour as usize, fx);
                self.run(sowing, fx);
            }
            (Some(sowing), SpectralMove::Capture(colour)) => {
                self.capture(sowing.pending.pit(), colour as usize, fx);
            }
            _ => return Err(IllegalAction::NotNow),
        }
        Ok(())
    }

    fn end_by_agreement(&mut self, fx: &mut Effects) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::GameOver);
        }
        if let Some(mut sowing) = self.sowing.take() {
            self.return_hand(&mut sowing, fx);
        }
        self.finish(
            EndReason::Agreement {
                remaining: Remaining::Nothing,
            },
            fx,
        );
        Ok(())
    }

    fn scores(&self) -> Vec<i32> {
        (0..self.players as usize)
            .map(|p| self.captured_total(p) as i32)
            .collect()
    }

    fn total_seeds(&self) -> u32 {
        let captured: u32 = (0..self.players as usize)
            .map(|p| self.captured_total(p))
            .sum();
        let unplaced = (self.players - self.placed.min(self.players)) as u32 * BEADS_EACH as u32;
        self.board.board_total() + hand_total(&self.hand()) + captured + unplaced
    }

    fn max_game_length(&self) -> usize {
        // No capture-free stretch can last forever (a third repetition ends
        // it), but the positions are far too many for an exact bound. Random
        // play over 20,000 games for each number of players lasted at most
        // 1,650 actions with 2 players, 2,295 with 3, 3,299 with 4, 4,462
        // with 5 and 5,807 with 6 (about a thousand per player); this allows
        // five times that.
        5_000 * self.players as usize
    }
}

impl PitGame for SpectralReapers {
    fn board(&self) -> &PitBoard {
        &self.board
    }

    fn action_pit(&self, action: SpectralMove) -> Option<usize> {
        match action {
            SpectralMove::Pick(pit) => Some(pit as usize),
            _ => None,
        }
    }

    fn action_label(&self, action: SpectralMove) -> String {
        let pit = self.sowing.map_or('?', |s| pit_letter(s.pending.pit()));
        match action {
            SpectralMove::Place { pits, short } => {
                let parts: Vec<String> = pits
                    .iter()
                    .zip(SpectralMove::counts(short))
                    .map(|(&p, count)| format!("{count} in {}", pit_letter(p as usize)))
                    .collect();
                format!("Place {}", parts.join(", "))
            }
            SpectralMove::Pick(p) => format!("Sow from {}", pit_letter(p as usize)),
            SpectralMove::Drop(c) => format!("Drop a {} bead in {pit}", colour_name(c)),
            SpectralMove::Capture(c) => format!("Take a {} bead from {pit}", colour_name(c)),
        }
    }

    fn starts_move(&self, action: SpectralMove) -> bool {
        matches!(action, SpectralMove::Place { .. } | SpectralMove::Pick(_))
    }

    fn action_colour(&self, action: SpectralMove) -> Option<u8> {
        match action {
            SpectralMove::Drop(c) | SpectralMove::Capture(c) => Some(c),
            _ => None,
        }
    }

    fn colours(&self) -> Option<ColourView> {
        Some(ColourView {
            pit_colours: Vec::new(),
            pit_beads: self.beads[..self.pits()].to_vec(),
            hand: self.hand(),
            next_pit: self.sowing.map(|s| s.pending.pit()),
            captured: self.captured().to_vec(),
        })
    }

    fn prompt(&self) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let mover = self.to_move as usize;
        let name = self.name(mover);
        if self.placing() {
            return Some(format!(
                "{name}: place your {BEADS_EACH} {} beads in three pits, 3 or 4 in each",
                colour_name(self.colour_of(mover))
            ));
        }
        let sowing = self.sowing?;
        let pit = pit_letter(sowing.pending.pit());
        Some(match sowing.pending {
            Pending::Drop { .. } => format!("{name}: choose the colour to drop in {pit}"),
            Pending::Capture { .. } => {
                format!("{name}: take one bead from {pit} \u{2014} choose its colour")
            }
        })
    }

    fn pit_reason(&self, pit: usize) -> Option<String> {
        if self.outcome.is_some() || pit >= self.pits() {
            return None;
        }
        if self.placing() {
            return Some(
                "Place your beads first: click three pits to put your beads in them.".to_string(),
            );
        }
        let own = self.colour_of(self.to_move as usize);
        Some(match self.sowing.map(|s| s.pending) {
            Some(Pending::Drop { pit: at }) => format!(
                "Finish the move first: choose the colour to drop in {}.",
                pit_letter(at as usize)
            ),
            Some(Pending::Capture { pit: at }) => format!(
                "Finish the move first: choose the bead to take from {}.",
                pit_letter(at as usize)
            ),
            None if self.board.pit(pit) == 0 => "This pit is empty.".to_string(),
            None if self.beads[pit][own as usize] == 0 => format!(
                "No {} bead of yours is in this pit: sow from a pit holding one.",
                colour_name(own)
            ),
            None => return None,
        })
    }

    fn layout(&self) -> PitLayout {
        PitLayout::Ring
    }

    fn pit_label(&self, pit: usize) -> String {
        pit_letter(pit).to_string()
    }

    fn stores(&self) -> Vec<u8> {
        (0..self.players as usize)
            .map(|p| self.captured_total(p).min(u8::MAX as u32) as u8)
            .collect()
    }

    fn players(&self) -> Vec<PlayerView> {
        (0..self.players as usize)
            .map(|p| PlayerView {
                name: self.name(p).to_string(),
                colour: Some(self.colour_of(p)),
            })
            .collect()
    }

    fn explain(&self, outcome: &Outcome) -> String {
        let uncounted = "Beads still on the board are not counted: most captures wins.";
        let why = match outcome.reason {
            EndReason::LastBead { player } => format!(
                "{} is down to one {} bead in play, so the game ends.",
                self.name(player as usize),
                colour_name(self.colour_of((player as usize).min(MAX_PLAYERS - 1)))
            ),
            EndReason::Repetition { occurrence, .. } => format!(
                "The same position came up for the {} time since the last capture, so the game ends.",
                match occurrence {
                    3 => "third".to_string(),
                    n => format!("{n}th"),
                }
            ),
            EndReason::Agreement { .. } => "The players agreed to end the game.".to_string(),
            EndReason::NoMove { .. } => {
                "No player has a bead of their colour left on the board, so the game ends."
                    .to_string()
            }
            other => other.to_string(),
        };
        let scores = self.scores();
        let winners: Vec<usize> = (0..self.players as usize)
            .filter(|&p| outcome.winners & (1 << p) != 0)
            .collect();
        let best = winners.first().map_or(0, |&p| scores[p]);
        let beads = if best == 1 { "bead" } else { "beads" };
        let result = match winners.as_slice() {
            [p] => format!("{} wins with {best} captured {beads}.", self.name(*p)),
            list if list.len() == self.players as usize => {
                format!("Everyone captured {best} {beads}: a draw.")
            }
            list => {
                let names: Vec<&str> = list.iter().map(|&p| self.name(p)).collect();
                let (last, rest) = names.split_last().unwrap_or((&"?", &[]));
                format!(
                    "{} and {last} share the win with {best} captured {beads} each.",
                    rest.join(", ")
                )
            }
        };
        format!("{why} {uncounted} {result}")
    }

    fn extra_state(&self) -> Value {
        let pending = match self.sowing {
            None => Value::Null,
            Some(s) => json!({
                "kind": match s.pending {
                    Pending::Drop { .. } => "drop",
                    Pending::Capture { .. } => "capture",
                },
                "pit": pit_letter(s.pending.pit()).to_string(),
                "origin": pit_letter(s.origin as usize).to_string(),
            }),
        };
        let n = self.players as usize;
        json!({
            "phase": if self.placing() { "placement" } else { "sowing" },
            "beads": self.beads[..self.pits()].to_vec(),
            "hand": self.hand(),
            "pending": pending,
            "captured": self.captured(),
            "names": self.names.to_vec(),
            "colours": self.colour[..n].iter().map(|&c| colour_name(c)).collect::<Vec<_>>(),
            "placed": self.placed,
            "starter": self.starter,
        })
    }

    fn placement(&self) -> Option<Placement> {
        (self.outcome.is_none() && self.placing()).then(|| Placement {
            beads: BEADS_EACH,
            pits: PLACE_PITS as u8,
            min: PLACE_MIN,
            max: PLACE_MAX,
            colour: self.colour_of(self.to_move as usize),
        })
    }

    fn check_draft(&self, draft: &[u8]) -> Option<(Option<SpectralMove>, Option<String>)> {
        self.placement()?;
        let pits = self.pits();
        if draft.len() != pits {
            return Some((
                None,
                Some(format!(
                    "The draft must give a count for each of the {pits} pits."
                )),
            ));
        }
        let used = draft.iter().filter(|&&d| d > 0).count();
        let total: u32 = draft.iter().map(|&d| d as u32).sum();
        let problem = if draft.iter().any(|&d| d > PLACE_MAX) {
            Some(format!("A pit takes at most {PLACE_MAX} of your beads."))
        } else if used > PLACE_PITS {
            Some(format!("Your beads go into exactly {PLACE_PITS} pits."))
        } else if total > BEADS_EACH as u32 {
            Some(format!("You have only {BEADS_EACH} beads to place."))
        } else {
            None
        };
        if problem.is_some() {
            return Some((None, problem));
        }
        // A placement the draft can grow into by adding beads, and the one it
        // already is, if any.
        let mut reachable = false;
        let mut complete = None;
        for action in self.placements() {
            let SpectralMove::Place {
                pits: chosen,
                short,
            } = action
            else {
                continue;
            };
            let mut target = [0u8; PITS];
            for (&p, count) in chosen.iter().zip(SpectralMove::counts(short)) {
                target[p as usize] = count;
            }
            if draft.iter().zip(target).all(|(&d, t)| d <= t) {
                reachable = true;
                if draft.iter().zip(target).all(|(&d, t)| d == t) {
                    complete = Some(action);
                }
            }
        }
        let problem = (!reachable).then(|| {
            format!(
                "This cannot become {BEADS_EACH} beads in {PLACE_PITS} pits with \
                 {PLACE_MIN} or {PLACE_MAX} in each."
            )
        });
        Some((complete, problem))
    }

    /// During a move with a colour to choose: sow the rest with the other
    /// players' colours first and your own last, which keeps the chance of
    /// ending on your own colour; any capture choice is left to the player.
    fn suggestions(&self) -> Vec<(String, Vec<SpectralMove>)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.sowing {
            Some(Sowing {
                pending: Pending::Drop { .. },
                ..
            }) => {
                let moves = self.finish_sowing();
                if moves.is_empty() {
                    Vec::new()
                } else {
                    vec![("Finish sowing".to_string(), moves)]
                }
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::invariants::random_games;

    fn colours(text: &str) -> [u8; COLOURS] {
        let mut out = [0; COLOURS];
        for ch in text.chars().filter(|&c| c != '*') {
            out[parse_initial(ch).unwrap() as usize] += 1;
        }
        out
    }

    fn options(players: u8, first: FirstSeat) -> SpectralReapersOptions {
        SpectralReapersOptions {
            players,
            first_player: first,
            ..SpectralReapersOptions::default()
        }
    }

    /// A sowing position of `pits.len() / 2` players with the default
    /// colours (seats: r, b, y, g, v, o): the beads of each pit as colour
    /// initials, each player's captures; the player whose captures hold `*`
    /// has also captured every bead not listed.
    fn position(pits: &[&str], caps: &[&str], to_move: usize) -> SpectralReapers {
        let n = pits.len() / 2;
        let mut beads = [[0; COLOURS]; PITS];
        for (b, text) in beads.iter_mut().zip(pits) {
            *b = colours(text);
        }
        let mut captured = [[0; COLOURS]; MAX_PLAYERS];
        for (k, text) in captured.iter_mut().zip(caps) {
            *k = colours(text);
        }
        if let Some(rest) = caps.iter().position(|c| c.contains('*')) {
            for &c in &DEFAULT_COLOURS[..n] {
                let c = c as usize;
                let used: u8 = beads.iter().map(|b| b[c]).sum::<u8>()
                    + captured.iter().map(|k| k[c]).sum::<u8>();
                captured[rest][c] += BEADS_EACH - used;
            }
        }
        SpectralReapers::from_beads(
            &options(n as u8, FirstSeat::Seat1),
            beads,
            captured,
            to_move,
        )
        .expect("a valid position")
    }

    fn play(game: &mut SpectralReapers, mv: &str) -> Vec<Effect> {
        let mut fx = Effects::recording();
        game.apply(mv.parse().unwrap(), &mut fx)
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
        fx.take()
    }

    fn legal(game: &SpectralReapers) -> Vec<String> {
        let mut out = Vec::new();
        game.legal_actions(&mut out);
        out.iter().map(|a| a.to_string()).collect()
    }

    fn refused(game: &SpectralReapers, mv: &str, why: IllegalAction) {
        let mut copy = game.clone();
        let mut fx = Effects::recording();
        assert_eq!(copy.apply(mv.parse().unwrap(), &mut fx), Err(why), "{mv}");
        assert_eq!(&copy, game);
        assert!(fx.list().is_empty());
    }

    fn pit(game: &SpectralReapers, pit: usize) -> [u8; COLOURS] {
        game.beads[pit]
    }

    fn skips(fx: &[Effect]) -> Vec<u8> {
        fx.iter()
            .filter_map(|e| match *e {
                Effect::Skip { pit } => Some(pit),
                _ => None,
            })
            .collect()
    }

    /// Random play for every number of players: games end within the bound,
    /// the repetition history never outgrows its room, and the figures used
    /// for `max_game_length` and [`REPETITION_ROOM`] are printed.
    #[test]
    fn random_play_figures() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(5);
        let mut legal = Vec::new();
        for n in 2..=6u8 {
            let (mut longest, mut most_seen) = (0usize, 0usize);
            let (mut last_bead, mut repetition, mut shared) = (0u32, 0u32, 0u32);
            let games = 2000;
            for seed in 0..games {
                let mut g = SpectralReapers::new(&options(n, FirstSeat::Random), seed).unwrap();
                let mut actions = 0usize;
                while let Turn::Player(_) = g.turn() {
                    g.legal_actions(&mut legal);
                    let action = legal[rng.random_range(0..legal.len())];
                    g.apply(action, &mut Effects::off()).unwrap();
                    actions += 1;
                    most_seen = most_seen.max(g.repetitions.len());
                }
                longest = longest.max(actions);
                let Turn::Over(outcome) = g.turn() else {
                    unreachable!()
                };
                shared += u32::from(outcome.sole_winner().is_none());
                match outcome.reason {
                    EndReason::LastBead { player } => {
                        assert_eq!(g.on_board(player as usize), 1);
                        last_bead += 1;
                    }
                    EndReason::Repetition { occurrence: 3, .. } => repetition += 1,
                    other => panic!("unexpected end {other:?}"),
                }
                assert_eq!(g.total_seeds(), BEADS_EACH as u32 * n as u32);
            }
            eprintln!(
                "{n} players, {games} games: longest {longest} actions, last-bead ends \
                 {last_bead}, repetition ends {repetition}, shared wins {shared}, longest \
                 history {most_seen}"
            );
            assert!(
                longest
                    < SpectralReapers::new(&options(n, FirstSeat::Seat1), 0)
                        .unwrap()
                        .max_game_length()
            );
            assert!(most_seen < REPETITION_ROOM);
        }
    }

    #[test]
    fn every_placement_is_listed_and_bad_ones_are_refused() {
        for n in 2..=6u8 {
            let g = SpectralReapers::new(&options(n, FirstSeat::Seat1), 0).unwrap();
            let pits = 2 * n as usize;
            let mut out = Vec::new();
            g.legal_actions(&mut out);
            assert_eq!(out.len(), pits * (pits - 1) * (pits - 2) / 6 * 3, "{n}");
            assert!(out.iter().all(|&a| g.check(a).is_ok()));
        }
        let g = SpectralReapers::new(&options(3, FirstSeat::Seat1), 0).unwrap();
        let place = |pits, short| SpectralMove::Place { pits, short };
        assert_eq!(g.check(place([0, 0, 1], 0)), Err(IllegalAction::OutOfRange));
        assert_eq!(g.check(place([2, 1, 3], 0)), Err(IllegalAction::OutOfRange));
        assert_eq!(g.check(place([0, 1, 2], 3)), Err(IllegalAction::OutOfRange));
        assert_eq!(g.check(place([0, 1, 6], 0)), Err(IllegalAction::NoSuchPit));
        assert_eq!(
            g.check(place([0, 1, 200], 0)),
            Err(IllegalAction::NoSuchPit)
        );
        refused(&g, "A4B4G3", IllegalAction::NoSuchPit);
        refused(&g, "A", IllegalAction::NotNow);
        refused(&g, "+r", IllegalAction::NotNow);
        refused(&g, "xr", IllegalAction::NotNow);
        assert_eq!(
            g.pit_reason(0).unwrap(),
            "Place your beads first: click three pits to put your beads in them."
        );
        assert_eq!(g.pit_reason(6), None);
    }

    #[test]
    fn placement_notation_round_trips_and_normalises() {
        let a = SpectralMove::Place {
            pits: [0, 2, 4],
            short: 2,
        };
        assert_eq!(a.to_string(), "A4C4E3");
        for text in ["A4C4E3", "E3A4C4", "C4E3A4", " A4E3C4 "] {
            assert_eq!(text.parse(), Ok(a), "{text}");
        }
        assert_eq!(
            "L3K4A4".parse(),
            Ok(SpectralMove::Place {
                pits: [0, 10, 11],
                short: 2
            })
        );
        let mut all: Vec<SpectralMove> = (0..12).map(SpectralMove::Pick).collect();
        all.extend((0..6).map(SpectralMove::Drop));
        all.extend((0..6).map(SpectralMove::Capture));
        let g = SpectralReapers::new(&options(6, FirstSeat::Seat1), 0).unwrap();
        let mut places = Vec::new();
        g.legal_actions(&mut places);
        all.extend(places);
        for a in all {
            assert_eq!(a.to_string().parse::<SpectralMove>(), Ok(a), "{a}");
        }
        assert_eq!("C".parse(), Ok(SpectralMove::Pick(2)));
        assert_eq!("+b".parse(), Ok(SpectralMove::Drop(4)));
        assert_eq!("xv".parse(), Ok(SpectralMove::Capture(5)));
        for bad in [
            "", "M", "c", "a", "AB", "+", "+x", "+rr", "x", "xx", "xrr", "+R", "Xr", "A4A4C3",
            "A4C4E4", "A3C3E4", "A4C4", "A5C3E3", "A2C4E4", "a4c4e3", "M4A4C3", "A4C4E3F4",
            "4A4C3E", "A4 C4 E3", "é", "7",
        ] {
            assert!(bad.parse::<SpectralMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn drafts_are_judged() {
        let g = SpectralReapers::new(&options(3, FirstSeat::Seat1), 0).unwrap();
        let check = |draft: &[u8]| g.check_draft(draft).unwrap();
        assert_eq!(
            g.placement(),
            Some(Placement {
                beads: 11,
                pits: 3,
                min: 3,
                max: 4,
                colour: 0
            })
        );
        assert_eq!(check(&[0; 6]), (None, None));
        assert_eq!(
            check(&[3, 3, 0, 0, 0, 0]),
            (None, None),
            "3 + 4 + 4 is in reach"
        );
        assert_eq!(check(&[3, 3, 3, 0, 0, 0]), (None, None));
        assert_eq!(check(&[4, 0, 4, 0, 2, 0]), (None, None));
        assert_eq!(
            check(&[4, 0, 4, 0, 3, 0]),
            (Some("A4C4E3".parse().unwrap()), None)
        );
        assert_eq!(
            check(&[5, 0, 0, 0, 0, 0]).1.unwrap(),
            "A pit takes at most 4 of your beads."
        );
        assert_eq!(
            check(&[1, 1, 1, 1, 0, 0]).1.unwrap(),
            "Your beads go into exactly 3 pits."
        );
        assert_eq!(
            check(&[4, 4, 4, 0, 0, 0]).1.unwrap(),
            "You have only 11 beads to place."
        );
        for wrong in [&[][..], &[4, 4, 3][..], &[0; 12][..]] {
            let (action, problem) = check(wrong);
            assert_eq!(action, None);
            assert_eq!(
                problem.unwrap(),
                "The draft must give a count for each of the 6 pits."
            );
        }
        let sowing = position(&["rrr", "bbb", "", ""], &["*", ""], 0);
        assert_eq!(sowing.check_draft(&[0; 4]), None);
        assert_eq!(sowing.placement(), None);
    }

    #[test]
    fn placement_goes_round_from_the_starter_who_then_sows_first() {
        let opts = SpectralReapersOptions {
            players: 3,
            names: vec!["Ann".into(), " Bob ".into(), "Cy".into()],
            colours: vec![BeadColour::Green, BeadColour::Red, BeadColour::Violet],
            first_player: FirstSeat::Seat2,
        };
        let mut g = SpectralReapers::new(&opts, 9).unwrap();
        assert_eq!(g.names(), ["Ann", "Bob", "Cy"]);
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(
            g.prompt().unwrap(),
            "Bob: place your 11 red beads in three pits, 3 or 4 in each"
        );
        assert_eq!(
            g.action_label("A4C4E3".parse().unwrap()),
            "Place 4 in A, 4 in C, 3 in E"
        );
        assert!(g.starts_move("A4C4E3".parse().unwrap()));
        let fx = play(&mut g, "A4C4E3");
        assert_eq!(
            fx,
            [
                Effect::Place {
                    pit: 0,
                    count: 4,
                    player: 1
                },
                Effect::Place {
                    pit: 2,
                    count: 4,
                    player: 1
                },
                Effect::Place {
                    pit: 4,
                    count: 3,
                    player: 1
                },
            ]
        );
        assert_eq!(g.total_seeds(), 33);
        assert_eq!(g.turn(), Turn::Player(2));
        assert_eq!(g.placement().unwrap().colour, 5);
        play(&mut g, "A3B4C4");
        assert_eq!(g.turn(), Turn::Player(0));
        assert!(g.placing());
        play(&mut g, "F4E4A3");
        assert!(!g.placing());
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.placement(), None);
        assert_eq!(g.prompt(), None);
        // Bob (red) sows from a pit holding red.
        assert_eq!(legal(&g), ["A", "C", "E"]);
        refused(&g, "B", IllegalAction::NotYourPit);
        refused(&g, "D", IllegalAction::EmptyPit);
        refused(&g, "G", IllegalAction::NoSuchPit);
        refused(&g, "A4B4C3", IllegalAction::NotNow);
        assert_eq!(
            g.pit_reason(1).unwrap(),
            "No red bead of yours is in this pit: sow from a pit holding one."
        );
        assert_eq!(g.pit_reason(3).unwrap(), "This pit is empty.");
        assert_eq!(g.beads[0], colours("rrrrvvvggg"));
        assert_eq!(g.board.pits(), &[10, 4, 8, 0, 7, 4]);
        assert_eq!(g.total_seeds(), 33);
        let state = g.extra_state();
        assert_eq!(state["phase"], "sowing");
        assert_eq!(state["placed"], 3);
        assert_eq!(state["names"], json!(["Ann", "Bob", "Cy"]));
        assert_eq!(state["colours"], json!(["green", "red", "violet"]));
    }

    #[test]
    fn a_lap_passes_over_the_origin() {
        // Four beads from A: B, C, D, then (A passed over) B again.
        let mut g = position(&["rrrr", "rr", "b", "bb"], &["", "*"], 0);
        let fx = play(&mut g, "A");
        assert_eq!(skips(&fx), [0]);
        assert_eq!(
            fx.iter()
                .filter(|e| matches!(e, Effect::Drop { .. }))
                .count(),
            4
        );
        assert_eq!(
            [pit(&g, 0), pit(&g, 1), pit(&g, 2), pit(&g, 3)],
            [colours(""), colours("rrrr"), colours("rb"), colours("rbb")]
        );
        // Four reds in B: no capture, Blue moves.
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.total_seeds(), 22);
    }

    #[test]
    fn one_colour_in_hand_is_sown_without_asking_two_make_a_choice() {
        let mut g = position(&["rrb", "", "", "bb"], &["*", ""], 0);
        let fx = play(&mut g, "A");
        assert_eq!(fx, [Effect::Lift { pit: 0, count: 3 }]);
        assert_eq!(legal(&g), ["+r", "+b"]);
        assert_eq!(g.hand(), colours("rrb"));
        assert_eq!(g.prompt().unwrap(), "Red: choose the colour to drop in B");
        assert_eq!(
            g.action_label(SpectralMove::Drop(4)),
            "Drop a blue bead in B"
        );
        assert!(!g.starts_move(SpectralMove::Drop(4)));
        assert_eq!(g.action_colour(SpectralMove::Drop(4)), Some(4));
        assert_eq!(g.colours().unwrap().next_pit, Some(1));
        assert_eq!(g.total_seeds(), 22);
        assert_eq!(
            g.pit_reason(2).unwrap(),
            "Finish the move first: choose the colour to drop in B."
        );
        refused(&g, "+y", IllegalAction::OutOfRange);
        refused(&g, "+v", IllegalAction::OutOfRange);
        refused(&g, "A", IllegalAction::NotNow);
        refused(&g, "xr", IllegalAction::NotNow);
        refused(&g, "A4B4C3", IllegalAction::NotNow);
        assert_eq!(
            g.check(SpectralMove::Drop(200)),
            Err(IllegalAction::OutOfRange)
        );
        let state = g.extra_state();
        assert_eq!(state["pending"]["kind"], "drop");
        assert_eq!(state["pending"]["pit"], "B");
        // Blue now, and the two reds left follow by themselves.
        let fx = play(&mut g, "+b");
        assert_eq!(
            fx,
            [
                Effect::Drop { slot: Slot::Pit(1) },
                Effect::Drop { slot: Slot::Pit(2) },
                Effect::Drop { slot: Slot::Pit(3) },
            ]
        );
        assert_eq!(
            [pit(&g, 1), pit(&g, 2), pit(&g, 3)],
            [colours("b"), colours("r"), colours("rbb")]
        );
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.sowing, None);
    }

    #[test]
    fn a_last_bead_making_two_of_your_colour_captures_one_bead() {
        // Two colours in B: the mover chooses what to take.
        let start = position(&["r", "rb", "bb", "rr"], &["", "*"], 0);
        let mut g = start.clone();
        play(&mut g, "A");
        assert_eq!(legal(&g), ["xr", "xb"]);
        assert_eq!(
            g.prompt().unwrap(),
            "Red: take one bead from B \u{2014} choose its colour"
        );
        assert_eq!(
            g.action_label(SpectralMove::Capture(4)),
            "Take a blue bead from B"
        );
        assert_eq!(
            g.pit_reason(3).unwrap(),
            "Finish the move first: choose the bead to take from B."
        );
        // The pending capture is at B, and the move was sown from A.
        assert_eq!(
            g.extra_state()["pending"],
            json!({"kind": "capture", "pit": "B", "origin": "A"})
        );
        assert_eq!(g.colours().unwrap().next_pit, Some(1));
        refused(&g, "xy", IllegalAction::OutOfRange);
        refused(&g, "+r", IllegalAction::NotNow);
        refused(&g, "C", IllegalAction::NotNow);
        let fx = play(&mut g, "xb");
        assert_eq!(
            fx,
            [
                Effect::Capture {
                    pit: 1,
                    count: 1,
                    player: 0
                },
                Effect::ExtraTurn { player: 0 }
            ]
        );
        assert_eq!(pit(&g, 1), colours("rr"));
        assert_eq!(g.captured()[0], colours("b"));
        assert_eq!(g.scores(), [1, 15]);
        assert_eq!(g.stores(), [1, 15]);
        assert_eq!(g.turn(), Turn::Player(0), "a capture gives another move");
        assert_eq!(g.repetitions.len(), 1);
        assert_eq!(g.total_seeds(), 22);

        // Taking one of your own beads.
        let mut g = start.clone();
        play(&mut g, "A");
        play(&mut g, "xr");
        assert_eq!(pit(&g, 1), colours("rb"));
        assert_eq!(g.captured()[0], colours("r"));
        assert_eq!(g.turn(), Turn::Player(0));

        // A pit of one colour is taken from without asking.
        let mut g = position(&["r", "r", "bb", "rbb"], &["", "*"], 0);
        let fx = play(&mut g, "A");
        assert!(fx.contains(&Effect::Capture {
            pit: 1,
            count: 1,
            player: 0
        }));
        assert_eq!(pit(&g, 1), colours("r"));
        assert_eq!(g.captured()[0], colours("r"));
        assert_eq!(g.turn(), Turn::Player(0));
        assert_eq!(g.sowing, None);
    }

    #[test]
    fn no_capture_with_one_or_three_of_your_colour_or_another_last_bead() {
        for (pits, what) in [
            (["r", "b", "bb", "rr"], "one red"),
            (["r", "rrb", "bb", "r"], "three reds"),
        ] {
            let mut g = position(&pits, &["", "*"], 0);
            let fx = play(&mut g, "A");
            assert!(
                !fx.iter().any(|e| matches!(e, Effect::Capture { .. })),
                "{what}"
            );
            assert_eq!(g.turn(), Turn::Player(1), "{what}");
        }
        // The last bead is blue, though D then holds two reds.
        let mut g = position(&["", "rb", "", "rrb"], &["", "*"], 0);
        play(&mut g, "B");
        let fx = play(&mut g, "+r");
        assert!(!fx.iter().any(|e| matches!(e, Effect::Capture { .. })));
        assert_eq!(pit(&g, 3), colours("rrbb"));
        assert_eq!(g.turn(), Turn::Player(1));
        assert_eq!(g.scores(), [0, 17]);
    }

    #[test]
    fn a_player_without_beads_on_the_board_is_passed_over() {
        // Blue (seat 1) has lost every bead: Yellow moves after Red.
        let mut g = position(&["r", "", "yy", "r", "", "yy"], &["*", "", ""], 0);
        let fx = play(&mut g, "A");
        assert!(fx.contains(&Effect::Pass { player: 1 }));
        assert_eq!(g.turn(), Turn::Player(2));
        play(&mut g, "C");
        assert_eq!(g.turn(), Turn::Player(0));
        // Built with Blue to move, Yellow moves instead.
        let g = position(&["r", "", "yy", "r", "", "yy"], &["*", "", ""], 1);
        assert_eq!(g.turn(), Turn::Player(2));
    }

    #[test]
    fn the_game_ends_when_a_player_is_down_to_one_bead() {
        let mut g = position(&["r", "rb", "", "b"], &["", "*"], 0);
        play(&mut g, "A");
        let fx = play(&mut g, "xb");
        assert!(!fx.iter().any(|e| matches!(e, Effect::ExtraTurn { .. })));
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over")
        };
        assert_eq!(outcome.reason, EndReason::LastBead { player: 1 });
        assert_eq!(g.scores(), [1, 18]);
        assert_eq!(outcome.sole_winner(), Some(1));
        assert!(legal(&g).is_empty());
        refused(&g, "A", IllegalAction::GameOver);
        assert_eq!(g.prompt(), None);
        assert_eq!(g.pit_reason(0), None);
        assert_eq!(
            g.explain(&outcome),
            "Blue is down to one blue bead in play, so the game ends. Beads still on the \
             board are not counted: most captures wins. Blue wins with 18 captured beads."
        );
        assert!(g.end_by_agreement(&mut Effects::off()).is_err());
        assert_eq!(g.total_seeds(), 22);

        // Taking your own second-to-last bead ends it too, for you.
        let mut g = position(&["r", "rb", "bb", ""], &["*", ""], 0);
        play(&mut g, "A");
        play(&mut g, "xr");
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over")
        };
        assert_eq!(outcome.reason, EndReason::LastBead { player: 0 });
        assert_eq!(outcome.sole_winner(), Some(0));
    }

    #[test]
    fn equal_tops_share_the_win() {
        let caps = ["bbbbbbyyyyyy", "rrrrrrrrrbbby", "yy"];
        let mut g = position(&["r", "ry", "", "y", "", "bb"], &caps, 0);
        assert_eq!(g.scores(), [12, 13, 2]);
        play(&mut g, "A");
        play(&mut g, "xy");
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over")
        };
        assert_eq!(outcome.reason, EndReason::LastBead { player: 2 });
        assert_eq!(outcome.winners, 0b011);
        assert_eq!(outcome.sole_winner(), None);
        assert_eq!(
            g.explain(&outcome),
            "Yellow is down to one yellow bead in play, so the game ends. Beads still on the \
             board are not counted: most captures wins. Red and Blue share the win with 13 \
             captured beads each."
        );
    }

    #[test]
    fn a_third_repetition_ends_the_game() {
        // Yellow has lost every bead and is passed over; Red and Blue each
        // step one bead forward into an empty pit, so after six rounds of
        // four moves the beads have all moved one pit on. The board looks the
        // same again after three rounds (it is symmetric under a half turn).
        let start = position(&["r", "b", "", "r", "b", ""], &["", "", "*"], 1);
        let mut g = start.clone();
        let mut moves = 0;
        for round in 0..6 {
            for pit in [1, 0, 4, 3] {
                assert!(matches!(g.turn(), Turn::Player(_)), "ended early");
                let mv = pit_letter((pit + round) % 6).to_string();
                play(&mut g, &mv);
                moves += 1;
                if moves == 12 {
                    assert_eq!(g.beads, start.beads);
                    assert_eq!(g.turn(), Turn::Player(1));
                }
            }
        }
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over after {moves} moves")
        };
        assert_eq!(
            outcome.reason,
            EndReason::Repetition {
                occurrence: 3,
                remaining: Remaining::Nothing
            }
        );
        assert_eq!(outcome.sole_winner(), Some(2));
        assert_eq!(g.board.board_total(), 4, "beads stay on the board");
        assert!(g.explain(&outcome).starts_with(
            "The same position came up for the third time since the last capture, so the game \
             ends. Beads still on the board are not counted"
        ));
    }

    #[test]
    fn agreement_mid_move_puts_the_hand_back_first() {
        let mut g = position(&["rrbb", "", "", "b"], &["rr", "*"], 0);
        play(&mut g, "A");
        play(&mut g, "+b");
        assert_eq!(g.hand(), colours("rrb"));
        let mut fx = Effects::recording();
        g.end_by_agreement(&mut fx).unwrap();
        assert_eq!(fx.take(), [Effect::Drop { slot: Slot::Pit(0) }; 3]);
        assert_eq!(pit(&g, 0), colours("rrb"));
        assert_eq!(pit(&g, 1), colours("b"));
        assert_eq!(g.hand(), [0; COLOURS]);
        assert_eq!(g.total_seeds(), 22);
        let Turn::Over(outcome) = g.turn() else {
            panic!("not over")
        };
        assert_eq!(
            outcome.reason,
            EndReason::Agreement {
                remaining: Remaining::Nothing
            }
        );
        assert_eq!(g.scores(), [2, 15]);
        assert_eq!(outcome.sole_winner(), Some(1));
        assert!(g
            .explain(&outcome)
            .starts_with("The players agreed to end the game."));
        assert!(g.end_by_agreement(&mut fx).is_err());
    }

    #[test]
    fn finish_sowing_drops_the_others_first_and_stops_at_a_capture() {
        // Red moves in a three-player game; Blue and Yellow go first, then
        // Red's own, whose last bead makes two reds in F.
        let mut g = position(&["rryyb", "", "", "", "", "rb"], &["", "*", ""], 0);
        play(&mut g, "A");
        assert!(g.suggestions().len() == 1);
        let list = g.suggestions();
        assert_eq!(list[0].0, "Finish sowing");
        let moves: Vec<String> = list[0].1.iter().map(|a| a.to_string()).collect();
        assert_eq!(moves, ["+b", "+y", "+y"]);
        for &a in &list[0].1 {
            g.apply(a, &mut Effects::off()).unwrap();
        }
        // B, C, D got blue, yellow, yellow, then E and F the reds: the
        // capture choice is left to the player.
        assert_eq!(legal(&g), ["xr", "xb"]);
        assert!(g.suggestions().is_empty());
        // Seat order after the mover: for Yellow, Red comes before Blue.
        let mut g = position(&["b", "", "", "", "", "rrbyy"], &["*", "", ""], 2);
        play(&mut g, "F");
        let moves: Vec<String> = g.suggestions()[0].1.iter().map(|a| a.to_string()).collect();
        assert_eq!(moves, ["+r", "+r", "+b"]);
    }

    #[test]
    fn random_play_keeps_the_invariants_for_every_number_of_players() {
        for n in 2..=6u8 {
            let stats = random_games::<SpectralReapers>(
                &options(n, FirstSeat::Random),
                1000,
                u64::from(n),
                true,
            )
            .unwrap();
            eprintln!("{n} players: {stats:?}");
            assert_eq!(stats.games, 1000);
            assert_eq!(stats.players, n as usize);
            for p in 0..n as usize {
                assert!(stats.wins[p] > 1000 / (4 * n as u64), "{n}: {stats:?}");
            }
        }
        for first in [
            FirstSeat::Seat1,
            FirstSeat::Seat2,
            FirstSeat::Seat3,
            FirstSeat::Seat4,
            FirstSeat::Seat5,
            FirstSeat::Seat6,
        ] {
            let stats = random_games::<SpectralReapers>(&options(6, first), 50, 3, true).unwrap();
            assert_eq!(stats.games, 50);
        }
    }

    /// Random play, checking "Finish sowing" wherever it is offered: its
    /// moves are legal and end the move or stop at a capture choice.
    #[test]
    fn finish_sowing_is_always_legal() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(3);
        let mut legal = Vec::new();
        let mut checked = 0;
        for seed in 0..300 {
            let n = 2 + (seed % 5) as u8;
            let mut g = SpectralReapers::new(&options(n, FirstSeat::Random), seed).unwrap();
            while let Turn::Player(_) = g.turn() {
                if let Some((_, moves)) = g.suggestions().into_iter().next() {
                    let mut copy = g.clone();
                    for a in moves {
                        copy.apply(a, &mut Effects::off()).unwrap();
                    }
                    // The move is over (perhaps the game, after a capture
                    // made without asking), or a capture choice waits.
                    assert!(
                        copy.outcome.is_some()
                            || matches!(
                                copy.sowing,
                                None | Some(Sowing {
                                    pending: Pending::Capture { .. },
                                    ..
                                })
                            )
                    );
                    checked += 1;
                }
                g.legal_actions(&mut legal);
                let action = legal[rng.random_range(0..legal.len())];
                g.apply(action, &mut Effects::off()).unwrap();
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn bad_options_list_every_reason() {
        let bad = SpectralReapersOptions {
            players: 7,
            names: vec![
                "Ann".into(),
                "  ".into(),
                "A name far too long to fit".into(),
            ],
            colours: vec![BeadColour::Red, BeadColour::Red],
            first_player: FirstSeat::Seat6,
        };
        let SetupError(problems) = SpectralReapers::new(&bad, 0).unwrap_err();
        assert_eq!(
            problems,
            [
                "players must be 2 to 6, not 7",
                "give a name for each of the 7 players (or none), not 3",
                "the name of player 2 is blank",
                "the name of player 3 is longer than 20 characters",
                "give a colour for each of the 7 players (or none), not 2",
                "the colour red is chosen more than once",
            ]
        );
        let SetupError(problems) =
            SpectralReapers::new(&options(3, FirstSeat::Seat5), 0).unwrap_err();
        assert_eq!(
            problems,
            ["player 5 cannot start: there are only 3 players"]
        );
        assert!(SpectralReapers::new(&options(1, FirstSeat::Random), 0).is_err());
        for json in [
            r#"{"players": 3, "typo": 1}"#,
            r#"{"colours": ["pink"]}"#,
            r#"{"first_player": "east"}"#,
            r#"{"players": 300}"#,
        ] {
            assert!(
                serde_json::from_str::<SpectralReapersOptions>(json).is_err(),
                "{json}"
            );
        }
        // Two-player records name the first seat south or north.
        let south: SpectralReapersOptions =
            serde_json::from_str(r#"{"first_player": "north"}"#).unwrap();
        assert_eq!(south.first_player, FirstSeat::Seat2);
        assert_eq!(
            serde_json::to_value(&south).unwrap()["first_player"],
            "seat2"
        );
    }

    #[test]
    fn defaults_names_colours_and_the_drawn_starter() {
        let g = SpectralReapers::new(&options(6, FirstSeat::Seat1), 0).unwrap();
        let players = g.players();
        let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            ["Red", "Blue", "Yellow", "Green", "Violet", "Orange"]
        );
        let colours: Vec<u8> = players.iter().map(|p| p.colour.unwrap()).collect();
        assert_eq!(colours, [0, 4, 2, 3, 5, 1]);
        assert_eq!(g.layout(), PitLayout::Ring);
        assert_eq!(g.pit_label(11), "L");
        assert_eq!(g.board().num_pits(), 12);
        assert_eq!(g.stores(), [0; 6]);
        let view = g.colours().unwrap();
        assert!(view.pit_colours.is_empty());
        assert_eq!(view.pit_beads.len(), 12);
        assert_eq!(view.captured.len(), 6);
        assert_eq!(view.next_pit, None);
        // Colours chosen, names left out: named after their colours.
        let g = SpectralReapers::new(
            &SpectralReapersOptions {
                players: 2,
                colours: vec![BeadColour::Orange, BeadColour::Green],
                ..SpectralReapersOptions::default()
            },
            0,
        )
        .unwrap();
        assert_eq!(g.names(), ["Orange", "Green"]);
        // The draw is pinned to the seed (records must replay alike on every
        // platform) and reaches every seat.
        let draws: Vec<usize> = (0..12)
            .map(|seed| {
                let g = SpectralReapers::new(&options(4, FirstSeat::Random), seed).unwrap();
                assert_eq!(g.turn(), Turn::Player(g.starter()));
                g.starter()
            })
            .collect();
        assert_eq!(draws, EXPECTED_DRAWS);
        for seat in 0..4 {
            assert!(draws.contains(&seat));
        }
    }

    const EXPECTED_DRAWS: [usize; 12] = [1, 3, 3, 2, 2, 2, 0, 2, 2, 2, 0, 1];

    #[test]
    fn junk_moves_never_panic() {
        let mut x: u64 = 0x1234_5678;
        let alphabet: Vec<char> = "ABCDEFGHIJKLMZabcxyrogbv+-34 0é".chars().collect();
        for n in 2..=6u8 {
            let mut g = SpectralReapers::new(&options(n, FirstSeat::Random), n as u64).unwrap();
            let mut legal = Vec::new();
            for step in 0..4000 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let len = (x % 7) as usize;
                let text: String = (0..len)
                    .map(|k| alphabet[((x >> (8 + 5 * k)) % alphabet.len() as u64) as usize])
                    .collect();
                if let Ok(action) = text.parse::<SpectralMove>() {
                    let before = g.clone();
                    if g.apply(action, &mut Effects::off()).is_err() {
                        assert_eq!(g, before);
                    }
                }
                let draft: Vec<u8> = (0..(x % 14) as usize).map(|k| (x >> k) as u8 % 6).collect();
                let _ = g.check_draft(&draft);
                for pit in 0..14 {
                    let _ = g.pit_reason(pit);
                }
                let _ = (g.prompt(), g.extra_state(), g.suggestions());
                // Keep the game moving with a legal action now and then.
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    g = SpectralReapers::new(&options(n, FirstSeat::Random), step).unwrap();
                } else if step % 3 == 0 {
                    let a = legal[(x % legal.len() as u64) as usize];
                    g.apply(a, &mut Effects::off()).unwrap();
                }
            }
        }
    }
}
