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

/// Options of Rainbow Passage.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PassageOptions {
    /// Number of players, 2 to 4.
    pub players: u8,
    /// Board size `WxH`, one of [`board::SIZES`].
    pub size: String,
    /// Who starts.
    pub first_player: FirstPlayer,
    /// Team play (four players).
    pub teams: Teams,
    /// Pieces each player must get across to win.
    pub cross_to_win: u8,
    /// Whether captured pieces may be returned.
    pub returns: bool,
    /// A fifth piece on the middle of each player's edge.
    pub extra_piece: bool,
    /// Starting squares, one list per player in seat order (`["c1", …]`);
    /// empty for the standard layout.
    pub starts: Vec<Vec<String>>,
    /// Turns after which the game is stopped and settled (passes count).
    pub turn_limit: u16,
    /// Player names in seat order; empty for the side names.
    pub names: Vec<String>,
}

/// The default turn limit: far beyond real games (random two-player games
/// average under a hundred turns a player).
pub const TURN_LIMIT: u16 = 1000;

impl Default for PassageOptions {
    fn default() -> Self {
        PassageOptions {
            players: 2,
            size: "11x11".to_string(),
            first_player: FirstPlayer::Random,
            teams: Teams::None,
            cross_to_win: 1,
            returns: true,
            extra_piece: false,
            starts: Vec::new(),
            turn_limit: TURN_LIMIT,
            names: Vec::new(),
        }
    }
}

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

/// The options, for the new-game dialog.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        label: crate::en!("Players"),
        help: crate::en!("Two players sit opposite; a third sits between them; a fourth fills the last side."),
        kind: OptionKind::Int { min: 2, max: 4 },
    },
    OptionSpec {
        key: "size",
        label: crate::en!("Board size"),
        help: crate::en!("Squares from West to East and from South to North."),
        kind: OptionKind::Choice(SIZE_CHOICES),
    },
    OptionSpec {
        key: "first_player",
        label: crate::en!("Who starts"),
        help: crate::en!("Everyone rolls five dice and most reds starts, or a fixed side."),
        kind: OptionKind::Choice(&[
            ("random", crate::en!("Roll for reds")),
            ("south", crate::en!("South")),
            ("west", crate::en!("West")),
            ("north", crate::en!("North")),
            ("east", crate::en!("East")),
        ]),
    },
    OptionSpec {
        key: "teams",
        label: crate::en!("Teams"),
        help: crate::en!("Four players in two teams; both partners must get across to win."),
        kind: OptionKind::Choice(&[
            ("none", crate::en!("No teams")),
            ("opposite", crate::en!("Partners opposite")),
            ("adjacent", crate::en!("Partners side by side")),
        ]),
    },
    OptionSpec {
        key: "cross_to_win",
        label: crate::en!("Pieces across to win"),
        help: crate::en!("More than one makes winning harder: pieces that cross leave the board and take a die with them."),
        kind: OptionKind::Int { min: 1, max: 5 },
    },
    OptionSpec {
        key: "returns",
        label: crate::en!("Captured pieces may return"),
        help: crate::en!("With two or three dice of a colour, a captured piece comes back instead of a move."),
        kind: OptionKind::Bool,
    },
    OptionSpec {
        key: "extra_piece",
        label: crate::en!("Extra piece"),
        help: crate::en!("A fifth piece on the middle of each edge; the first capture costs no die."),
        kind: OptionKind::Bool,
    },
    OptionSpec {
        key: "turn_limit",
        label: crate::en!("Turn limit"),
        help: crate::en!("After this many turns (passes count) the game stops: most pieces across wins."),
        kind: OptionKind::Int {
            min: 20,
            max: 2000,
        },
    },
    OptionSpec {
        key: "starts",
        label: crate::en!("Start squares"),
        help: crate::en!("Where each player's pieces start (square names such as c1 e1 g1 i1); the standard places when left as they are."),
        kind: OptionKind::Starts,
    },
    OptionSpec {
        key: "names",
        label: crate::en!("Player names"),
        help: crate::en!("A name for each player."),
        kind: OptionKind::Names,
    },
];

/// Every [`FirstPlayer`], in the order of its option's choices.
const FIRST_PLAYERS: [FirstPlayer; 5] = [
    FirstPlayer::Random,
    FirstPlayer::South,
    FirstPlayer::West,
    FirstPlayer::North,
    FirstPlayer::East,
];

/// Every [`Teams`], in the order of its option's choices.
const TEAMS: [Teams; 3] = [Teams::None, Teams::Opposite, Teams::Adjacent];

// The size is read as any string, as it always was: the game checks it
// (and takes " 9x9 " as 9x9), not the choice's list.
impl GameOptions for PassageOptions {
    const SPECS: &'static [OptionSpec] = OPTIONS;
    const NAME: &'static str = "PassageOptions";

    fn from_opts(r: &mut OptReader) -> Self {
        let d = PassageOptions::default();
        PassageOptions {
            players: r.u8("players", d.players),
            size: r.string("size", d.size),
            first_player: r.choice("first_player", &FIRST_PLAYERS, d.first_player),
            teams: r.choice("teams", &TEAMS, d.teams),
            cross_to_win: r.u8("cross_to_win", d.cross_to_win),
            returns: r.bool("returns", d.returns),
            extra_piece: r.bool("extra_piece", d.extra_piece),
            starts: r.string_lists("starts", d.starts),
            turn_limit: r.u16("turn_limit", d.turn_limit),
            names: r.strings("names", d.names),
        }
    }

    fn to_value(&self) -> Value {
        OptWriter::new(OPTIONS)
            .set("players", self.players)
            .set("size", self.size.as_str())
            .choice("first_player", &FIRST_PLAYERS, &self.first_player)
            .choice("teams", &TEAMS, &self.teams)
            .set("cross_to_win", self.cross_to_win)
            .set("returns", self.returns)
            .set("extra_piece", self.extra_piece)
            .set("starts", self.starts.clone())
            .set("turn_limit", self.turn_limit)
            .set("names", self.names.clone())
            .done()
    }
}

pub(super) fn parse_size(size: &str) -> Option<(u8, u8)> {
    let (w, h) = size.trim().split_once('x')?;
    let (w, h) = (w.parse().ok()?, h.parse().ok()?);
    board::legal_size(w, h).then_some((w, h))
}
