//! The options of Rainbow Passage (players, teams, board size, variations,
//! custom starts, who starts), their presets and what the dialog offers.

use super::*;

/// Who starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FirstPlayer {
    /// The red-dice roll-off.
    #[default]
    Random,
    /// The player on this side.
    South,
    /// The player on this side.
    West,
    /// The player on this side.
    North,
    /// The player on this side.
    East,
}

/// Team play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Teams {
    /// Everyone for themselves.
    #[default]
    None,
    /// Two teams of two, partners facing each other.
    Opposite,
    /// Two teams of two, partners side by side.
    Adjacent,
}

crate::game_options! {
    /// Options of Rainbow Passage.
    pub struct PassageOptions, specs OPTIONS {
        /// Number of players, 2 to 4.
        players: u8 = 2 => {
            OptionKind::Int { min: 2, max: 4 },
            "Players",
            "Two players sit opposite; a third sits between them; a fourth fills the last side.",
        },
        /// Board size `WxH`, one of [`board::SIZES`].
        size: String = "11x11".to_string() => {
            OptionKind::Choice(SIZE_CHOICES),
            "Board size",
            "Squares from West to East and from South to North.",
        },
        /// Who starts.
        first_player: FirstPlayer = FirstPlayer::Random => {
            OptionKind::Choice(&[
                ("random", crate::en!("Roll for reds")),
                ("south", crate::en!("South")),
                ("west", crate::en!("West")),
                ("north", crate::en!("North")),
                ("east", crate::en!("East")),
            ]),
            "Who starts",
            "Everyone rolls five dice and most reds starts, or a fixed side.",
        },
        /// Team play (four players).
        teams: Teams = Teams::None => {
            OptionKind::Choice(&[
                ("none", crate::en!("No teams")),
                ("opposite", crate::en!("Partners opposite")),
                ("adjacent", crate::en!("Partners side by side")),
            ]),
            "Teams",
            "Four players in two teams; both partners must get across to win.",
        },
        /// Pieces each player must get across to win.
        cross_to_win: u8 = 1 => {
            OptionKind::Int { min: 1, max: 5 },
            "Pieces across to win",
            "More than one makes winning harder: pieces that cross leave the board and take a die with them.",
        },
        /// Whether captured pieces may be returned.
        returns: bool = true => {
            OptionKind::Bool,
            "Captured pieces may return",
            "With two or three dice of a colour, a captured piece comes back instead of a move.",
        },
        /// A fifth piece on the middle of each player's edge.
        extra_piece: bool = false => {
            OptionKind::Bool,
            "Extra piece",
            "A fifth piece on the middle of each edge; the first capture costs no die.",
        },
        /// Starting squares, one list per player in seat order (`["c1", …]`);
        /// empty for the standard layout.
        starts: Vec<Vec<String>> = Vec::new() => {
            OptionKind::Starts,
            "Start squares",
            "Where each player's pieces start (square names such as c1 e1 g1 i1); the standard places when left as they are.",
        },
        /// Turns after which the game is stopped and settled (passes count).
        turn_limit: u16 = TURN_LIMIT => {
            OptionKind::Int {
                min: 20,
                max: 2000,
            },
            "Turn limit",
            "After this many turns (passes count) the game stops: most pieces across wins.",
        },
        /// Player names in seat order; empty for the side names.
        names: Vec<String> = Vec::new() => {
            OptionKind::Names,
            "Player names",
            "A name for each player.",
        },
    }
}

/// The default turn limit: far beyond real games (random two-player games
/// average under a hundred turns a player).
pub const TURN_LIMIT: u16 = 1000;

impl PassageOptions {
    /// The named presets: the source's game first, then its variations.
    pub fn presets() -> Vec<(&'static str, &'static str, PassageOptions)> {
        let base = PassageOptions::default;
        vec![
            ("seed", crate::en!("Rainbow Passage"), base()),
            (
                "three",
                crate::en!("Three players"),
                PassageOptions {
                    players: 3,
                    ..base()
                },
            ),
            (
                "four",
                crate::en!("Four players on 9x9"),
                PassageOptions {
                    players: 4,
                    size: "9x9".into(),
                    ..base()
                },
            ),
            (
                "teams",
                crate::en!("Teams (partners opposite)"),
                PassageOptions {
                    players: 4,
                    teams: Teams::Opposite,
                    ..base()
                },
            ),
            (
                "teams-adjacent",
                crate::en!("Teams (partners side by side)"),
                PassageOptions {
                    players: 4,
                    teams: Teams::Adjacent,
                    size: "13x13".into(),
                    ..base()
                },
            ),
            (
                "harder",
                crate::en!("Harder winning (two pieces across)"),
                PassageOptions {
                    cross_to_win: 2,
                    ..base()
                },
            ),
            (
                "no-returns",
                crate::en!("No returns, extra piece"),
                PassageOptions {
                    returns: false,
                    extra_piece: true,
                    ..base()
                },
            ),
            (
                "long",
                crate::en!("Long board (9x17)"),
                PassageOptions {
                    size: "9x17".into(),
                    ..base()
                },
            ),
        ]
    }
}

pub(super) const SIZE_CHOICES: &[(&str, &str)] = &[
    ("9x9", "9 x 9"),
    ("11x11", "11 x 11"),
    ("13x13", "13 x 13"),
    ("9x11", "9 wide, 11 deep"),
    ("11x9", "11 wide, 9 deep"),
    ("9x13", "9 wide, 13 deep"),
    ("13x9", "13 wide, 9 deep"),
    ("11x13", "11 wide, 13 deep"),
    ("13x11", "13 wide, 11 deep"),
    ("9x15", "9 wide, 15 deep"),
    ("15x9", "15 wide, 9 deep"),
    ("11x15", "11 wide, 15 deep"),
    ("15x11", "15 wide, 11 deep"),
    ("9x17", "9 wide, 17 deep"),
    ("17x9", "17 wide, 9 deep"),
];

impl Choices for FirstPlayer {
    const ALL: &'static [Self] = &[
        FirstPlayer::Random,
        FirstPlayer::South,
        FirstPlayer::West,
        FirstPlayer::North,
        FirstPlayer::East,
    ];
}

impl Choices for Teams {
    const ALL: &'static [Self] = &[Teams::None, Teams::Opposite, Teams::Adjacent];
}

// The size is read as any string, as it always was: the game checks it
// (and takes " 9x9 " as 9x9), not the choice's list.

pub(super) fn parse_size(size: &str) -> Option<(u8, u8)> {
    let (w, h) = size.trim().split_once('x')?;
    let (w, h) = (w.parse().ok()?, h.parse().ok()?);
    board::legal_size(w, h).then_some((w, h))
}
