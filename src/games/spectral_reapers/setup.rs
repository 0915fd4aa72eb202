//! The options of Spectral Reapers (players, names, colours, who starts)
//! and their checks.

use super::*;

/// A bead colour a player may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BeadColour {
    Red,
    Orange,
    Yellow,
    Green,
    Blue,
    Violet,
}

impl BeadColour {
    /// Every colour, in the order of [`COLOUR_NAMES`].
    pub const ALL: [BeadColour; 6] = [
        BeadColour::Red,
        BeadColour::Orange,
        BeadColour::Yellow,
        BeadColour::Green,
        BeadColour::Blue,
        BeadColour::Violet,
    ];

    /// Its index into [`COLOUR_NAMES`].
    pub fn index(self) -> u8 {
        self as u8
    }
}

/// Who places first (and so sows first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FirstSeat {
    /// A draw decided by the game's seed.
    #[default]
    Random,
    Seat1,
    Seat2,
    Seat3,
    Seat4,
    Seat5,
    Seat6,
}

impl FirstSeat {
    /// Every value, in the order of its option's choices.
    pub(super) const ALL: [FirstSeat; 7] = [
        FirstSeat::Random,
        FirstSeat::Seat1,
        FirstSeat::Seat2,
        FirstSeat::Seat3,
        FirstSeat::Seat4,
        FirstSeat::Seat5,
        FirstSeat::Seat6,
    ];

    /// The names it is read from: its choices, and `south` and `north` for
    /// the first two seats (as two-player games name them), in the order
    /// the messages have always listed them.
    const NAMES: [&'static str; 9] = [
        "random", "seat1", "south", "north", "seat2", "seat3", "seat4", "seat5", "seat6",
    ];

    /// What each of [`FirstSeat::NAMES`] stands for.
    const NAMED: [FirstSeat; 9] = [
        FirstSeat::Random,
        FirstSeat::Seat1,
        FirstSeat::Seat1,
        FirstSeat::Seat2,
        FirstSeat::Seat2,
        FirstSeat::Seat3,
        FirstSeat::Seat4,
        FirstSeat::Seat5,
        FirstSeat::Seat6,
    ];

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
    pub(super) fn resolve(self, players: usize, seed: u64) -> usize {
        use rand::Rng;
        match self.seat() {
            Some(seat) => seat,
            None => crate::engine::game_rng(seed).random_range(0..players.max(1) as u32) as usize,
        }
    }
}

crate::game_options! {
    /// Options of Spectral Reapers.
    pub struct SpectralReapersOptions, specs OPTIONS {
        /// Number of players, 2 to 6.
        players: u8 = 3 => {
            OptionKind::Int { min: 2, max: 6 },
            "Players",
            "How many play; the ring has two pits for each of them.",
        },
        /// A name per seat; empty for the colour names.
        names: Vec<String> = Vec::new() => {
            OptionKind::Names,
            "Names",
            "What to call each player, in seat order.",
        },
        /// A colour per seat; empty for the default colours.
        colours: Vec<BeadColour> = Vec::new() => {
            OptionKind::Colours,
            "Colours",
            "The bead colour of each player, in seat order.",
        },
        /// Who places and sows first.
        first_player: FirstSeat = FirstSeat::Random => {
            OptionKind::Choice(&[
                ("random", crate::en!("Random draw")),
                ("seat1", crate::en!("Player 1")),
                ("seat2", crate::en!("Player 2")),
                ("seat3", crate::en!("Player 3")),
                ("seat4", crate::en!("Player 4")),
                ("seat5", crate::en!("Player 5")),
                ("seat6", crate::en!("Player 6")),
            ]),
            "Who starts",
            "The player who places first and then sows first.",
        },
    }
}

// Who starts is also read from `south` and `north`; colours are read and
// written by their names.
impl OptionValue for FirstSeat {
    fn read(r: &mut OptReader, key: &'static str, default: Self) -> Self {
        r.named(key, &FirstSeat::NAMES, &FirstSeat::NAMED, default)
    }
    fn write(&self, w: OptWriter, key: &'static str) -> OptWriter {
        w.choice(key, &FirstSeat::ALL, self)
    }
}

impl OptionValue for Vec<BeadColour> {
    fn read(r: &mut OptReader, key: &'static str, default: Self) -> Self {
        r.named_list(key, &COLOUR_NAMES, &BeadColour::ALL, default)
    }
    fn write(&self, w: OptWriter, key: &'static str) -> OptWriter {
        let names: Vec<_> = self.iter().map(|c| colour_name(c.index())).collect();
        w.set(key, names)
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
            ("seed", crate::en!("Spectral Reapers"), with(3)),
            ("2-players", crate::en!("Two players"), with(2)),
            ("4-players", crate::en!("Four players"), with(4)),
            ("5-players", crate::en!("Five players"), with(5)),
            ("6-players", crate::en!("Six players"), with(6)),
        ]
    }
}

/// Everything that checks a set of options, listing every problem.
pub(super) fn validate(options: &SpectralReapersOptions) -> Vec<String> {
    let mut problems = Vec::new();
    let n = options.players as usize;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        problems.push(crate::tr!(
            "setup-reapers-players",
            min = MIN_PLAYERS,
            max = MAX_PLAYERS,
            players = n
        ));
    }
    if !options.names.is_empty() && options.names.len() != n {
        problems.push(crate::tr!(
            "setup-reapers-names",
            players = n,
            names = options.names.len()
        ));
    }
    for (seat, name) in options.names.iter().enumerate() {
        let name = name.trim();
        if name.is_empty() {
            problems.push(crate::tr!("setup-reapers-name-blank", seat = seat + 1));
        } else if name.chars().count() > NAME_MAX {
            problems.push(crate::tr!(
                "setup-reapers-name-long",
                seat = seat + 1,
                max = NAME_MAX
            ));
        }
    }
    if !options.colours.is_empty() && options.colours.len() != n {
        problems.push(crate::tr!(
            "setup-reapers-colours",
            players = n,
            colours = options.colours.len()
        ));
    }
    for (k, colour) in options.colours.iter().enumerate() {
        if options.colours[..k].contains(colour) {
            problems.push(crate::tr!(
                "setup-reapers-colour-twice",
                colour = crate::games::words::colour_word(colour_name(colour.index()))
            ));
        }
    }
    if let Some(seat) = options.first_player.seat() {
        if seat >= n {
            problems.push(crate::tr!(
                "setup-reapers-first",
                seat = seat + 1,
                players = n
            ));
        }
    }
    problems
}
