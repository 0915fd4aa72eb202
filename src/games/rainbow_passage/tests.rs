//! Scenario tests of Rainbow Passage: each rule on a small literal setup.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::rules::{PieceState, MAX_PIECES};
use super::*;
use crate::engine::options::preset_named;
use crate::engine::{Outcome, Remaining};

const R: u8 = 0;
const G: u8 = 1;
const B: u8 = 2;

fn sq(g: &Passage, name: &str) -> usize {
    let b = g.board();
    name.parse::<Square>()
        .unwrap()
        .index(b.width(), b.height())
        .unwrap()
}

/// A game with the given options, South to move first, every square
/// painted `colour`, and no pieces on the board.
fn empty(options: PassageOptions, colour: u8) -> Passage {
    let mut g = Passage::new(
        &PassageOptions {
            first_player: FirstPlayer::South,
            ..options
        },
        7,
    )
    .unwrap();
    let board = Arc::make_mut(&mut g.state.board);
    for s in 0..board.squares() {
        board.paint(s, colour);
    }
    g.state.occupant = [0; board::MAX_SQUARES];
    for p in 0..MAX_PLAYERS {
        for i in 0..MAX_PIECES {
            g.state.pieces[p][i].state = PieceState::Captured;
            g.state.pieces[p][i].moved = true;
        }
    }
    g
}

/// [`empty`] with pieces on the board: each player's squares in seat
/// order, players parted by `/`, each player's pieces numbered from 0 in
/// the order given. A piece on a square marked `*` has not moved yet.
/// `"c3 e3* / f11"`: South on c3 and (unmoved) e3, North on f11.
fn at(options: PassageOptions, colour: u8, pieces: &str) -> Passage {
    let mut g = empty(options, colour);
    for (player, squares) in pieces.split('/').enumerate() {
        for (i, name) in squares.split_whitespace().enumerate() {
            let unmoved = name.strip_suffix('*');
            put(
                &mut g,
                player,
                i,
                unmoved.unwrap_or(name),
                unmoved.is_none(),
            );
        }
    }
    g
}

fn two() -> PassageOptions {
    PassageOptions::default()
}

/// The default options as `change` leaves them.
fn opts(change: impl FnOnce(&mut PassageOptions)) -> PassageOptions {
    let mut options = two();
    change(&mut options);
    options
}

fn paint(g: &mut Passage, name: &str, colour: u8) {
    let s = sq(g, name);
    Arc::make_mut(&mut g.state.board).paint(s, colour);
}

/// Puts piece `i` of `player` on a square (its start square too).
fn put(g: &mut Passage, player: usize, i: usize, name: &str, moved: bool) {
    let s = sq(g, name);
    g.state.put(player, i, s);
    g.state.pieces[player][i].moved = moved;
}

fn play(g: &mut Passage, mv: &str) -> Result<(), IllegalAction> {
    g.apply(mv.parse().unwrap(), &mut Effects::off())
}

/// Plays the actions, parted by spaces; each must be legal.
fn plays(g: &mut Passage, actions: &str) {
    for mv in actions.split_whitespace() {
        play(g, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

/// `check` refuses the action for this reason.
fn refuses(g: &Passage, mv: &str, why: IllegalAction) {
    assert_eq!(g.check(mv.parse().unwrap()), Err(why), "{mv}");
}

/// The game over: these winners, for this reason.
fn over(winners: u8, reason: EndReason) -> Turn {
    Turn::Over(Outcome { winners, reason })
}

fn legal(g: &Passage) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn steps_from(g: &Passage, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(g)
        .into_iter()
        .filter(|m| m.starts_with(&format!("{from}-")))
        .map(|m| m[from.len() + 1..].to_string())
        .collect();
    v.sort();
    v
}

/// The returns among the legal actions.
fn returns(g: &Passage) -> Vec<String> {
    legal(g)
        .into_iter()
        .filter(|m| m.starts_with("r:"))
        .collect()
}

#[test]
fn a_piece_steps_in_six_directions_never_sideways() {
    let mut g = at(two(), R, "f3 / f11");
    assert_eq!(g.state.dice_to_roll(), 2);
    plays(&mut g, "@rr");
    assert_eq!(steps_from(&g, "f3"), ["e2", "e4", "f2", "f4", "g2", "g4"]);
    refuses(&g, "f3-e3", NOT_A_STEP);
    refuses(&g, "f3-f5", NOT_A_STEP);
    // West's forward is towards East: sideways is along the column.
    let mut g = at(opts(|o| o.players = 3), R, "f1 / c6 / f11");
    g.state.mover = 1;
    plays(&mut g, "@rr");
    assert_eq!(g.turn(), Turn::Player(1));
    assert_eq!(steps_from(&g, "c6"), ["b5", "b6", "b7", "d5", "d6", "d7"]);
}

#[test]
fn each_step_uses_a_die_of_the_target_colour_and_steps_are_limited() {
    let mut g = at(two(), G, "c3 h3 / f11");
    paint(&mut g, "c4", R);
    paint(&mut g, "c5", R);
    paint(&mut g, "h4", B);
    assert_eq!(g.state.dice_to_roll(), 3);
    // Two reds and a blue: two steps, at most one onto blue, none onto green.
    plays(&mut g, "@rrb");
    assert_eq!(steps_from(&g, "c3"), ["c4"]);
    assert_eq!(steps_from(&g, "h3"), ["h4"]);
    refuses(&g, "c3-b4", NO_DIE);
    plays(&mut g, "h3-h4");
    // The blue die is used up.
    refuses(&g, "h4-h5", NO_DIE);
    assert_eq!(legal(&g), ["c3-c4", "end"]);
    plays(&mut g, "c3-c4");
    // Two steps taken (the most of one colour): the turn ended by itself.
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.state.mover, 1);
}

#[test]
fn one_die_of_each_colour_allows_one_step() {
    let mut g = at(two(), R, "c3 e3 / f11");
    plays(&mut g, "@rgb c3-c4");
    assert_eq!(g.state.mover, 1, "the turn is over after one step");
}

#[test]
fn dice_rolled_are_pieces_on_board_plus_one_up_to_five() {
    for (pieces, dice) in [(1, 2), (2, 3), (3, 4), (4, 5), (5, 5)] {
        let south = ["b2", "d2", "f2", "h2", "j2"][..pieces].join(" ");
        let g = at(opts(|o| o.extra_piece = true), R, &format!("{south} / f11"));
        assert_eq!(g.state.dice_to_roll(), dice);
        let mut out = Vec::new();
        g.chance_outcomes(&mut out);
        let total: f64 = out.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-12);
        assert!(out
            .iter()
            .all(|(a, _)| matches!(a, PassageAction::Roll(d) if d.total() == dice)));
        assert_eq!(
            g.check(PassageAction::Roll(
                dice::Dice([dice + 1, 0, 0, 0, 0, 0]).min5()
            )),
            if dice == 5 {
                Ok(())
            } else {
                Err(IllegalAction::OutOfRange)
            }
        );
    }
}

impl dice::Dice {
    fn min5(self) -> dice::Dice {
        let mut d = self;
        d.0[0] = d.0[0].min(5);
        d
    }
}

#[test]
fn star_row_slows_pieces_down() {
    // 11x11: the star row is row 6 for South. c7 is beyond it, e6 on it,
    // h3 behind it.
    let mut g = at(two(), R, "c7 e6 h3 / f11");
    plays(&mut g, "@rrrr");
    // The piece beyond takes one step, even backwards.
    plays(&mut g, "c7-c6");
    assert!(steps_from(&g, "c6").is_empty());
    refuses(&g, "c6-c5", STAR_ROW);
    // The piece on the star row steps back freely...
    plays(&mut g, "e6-e5 e5-e4");
    // ...but may not go beyond the star row once it has stepped.
    plays(&mut g, "e4-e5");
    assert_eq!(g.state.mover, 1, "four steps used");

    let mut g = at(two(), R, "e6 h5 / f11");
    plays(&mut g, "@rrr");
    // Forwards from the star row: one step only.
    plays(&mut g, "e6-e7");
    assert!(steps_from(&g, "e7").is_empty());
    // A piece behind may reach the star row but not pass it in one turn.
    plays(&mut g, "h5-h6");
    assert_eq!(steps_from(&g, "h6"), ["g5", "h5", "i5"]);
    refuses(&g, "h6-h7", STAR_ROW);
}

#[test]
fn a_piece_starting_on_the_star_row_steps_forwards_once_at_most() {
    // 11x11: South's star row is row 6; e6 is on it, h5 behind it. Four
    // pieces: five dice, five steps.
    let setup = || {
        let mut g = at(two(), R, "e6 h5 b2 j2 / f11");
        plays(&mut g, "@rrrrr");
        g
    };
    // Back, back, forward: the forward step is its one.
    let mut g = setup();
    plays(&mut g, "e6-e5 e5-e4 e4-e5");
    // The position: the piece on e5 has made its forward step; two steps
    // are left. Forward, straight or diagonal, is refused although it
    // would stay on the star row; backwards is still open.
    assert_eq!(steps_from(&g, "e5"), ["d4", "e4", "f4"]);
    for to in ["d6", "e6", "f6"] {
        refuses(&g, &format!("e5-{to}"), STAR_ROW);
    }
    let before = g.clone();
    assert_eq!(play(&mut g, "e5-e6"), Err(STAR_ROW));
    assert_eq!(g, before, "a refused step changes nothing");
    // One action: a fourth step, backwards.
    plays(&mut g, "e5-d4");
    assert_eq!(
        board_pieces(&g),
        [
            on(0, "b2"),
            on(0, "d4"),
            on(0, "h5"),
            on(0, "j2"),
            on(1, "f11")
        ]
    );
    assert_eq!(g.turn(), Turn::Player(0));
    assert_eq!(g.state.steps, 4);
    assert_eq!(steps_from(&g, "d4"), ["c3", "d3", "e3"]);

    // Diagonally forward counts as forward.
    let mut g = setup();
    plays(&mut g, "e6-e5 e5-e4 e4-d5");
    assert_eq!(steps_from(&g, "d5"), ["c4", "d4", "e4"]);

    // A piece that starts behind the star row is not limited so: h5 goes
    // back, then forward twice, onto the star row.
    let mut g = setup();
    plays(&mut g, "h5-h4 h4-h5 h5-h6");
    assert_eq!(steps_from(&g, "h6"), ["g5", "h5", "i5"]);

    // And its first step forward from the star row takes the piece beyond
    // it, where it stops: the other limits stay as they were.
    let mut g = setup();
    plays(&mut g, "e6-e7");
    assert!(steps_from(&g, "e7").is_empty());
    refuses(&g, "e7-e6", STAR_ROW);

    // The refusal says so.
    let message = STAR_ROW.to_string();
    assert!(message.contains("forwards once"), "{message}");
}

/// The steps listed as legal are exactly those `check` accepts, in random
/// play of two, three and four players (alone and in teams) on boards of
/// several sizes; and a turn goes on after a step only while one is left
/// (the turn's end asks a search of its own, `any_step`).
#[test]
fn listed_steps_and_check_agree_in_random_play() {
    let mut rng: u64 = 0x5eed;
    let mut next = |n: usize| {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (rng >> 33) as usize % n
    };
    let mut positions = 0;
    let mut refused_star_row = 0;
    for (players, size, teams) in [
        (2, "11x11", Teams::None),
        (3, "11x11", Teams::None),
        (4, "9x9", Teams::None),
        (2, "9x17", Teams::None),
        (4, "13x13", Teams::None),
        (4, "11x11", Teams::Opposite),
        (4, "9x9", Teams::Adjacent),
    ] {
        for seed in 0..40 {
            let mut g = Passage::new(
                &PassageOptions {
                    players,
                    size: size.into(),
                    teams,
                    ..two()
                },
                seed,
            )
            .unwrap();
            let mut legal = Vec::new();
            for _ in 0..600 {
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                if let Turn::Player(_) = g.turn() {
                    positions += 1;
                    let stepped = g.state.steps > 0;
                    let steps_left = legal.iter().any(|a| matches!(a, PassageAction::Step(..)));
                    assert!(!stepped || steps_left, "a turn with no step left goes on");
                    let (w, h) = (g.board().width(), g.board().height());
                    for from in 0..w * h {
                        for to in 0..w * h {
                            let (a, b) = (Square::of(from, w), Square::of(to, w));
                            if a.x.abs_diff(b.x) > 1 || a.y.abs_diff(b.y) > 1 {
                                continue;
                            }
                            let step = PassageAction::Step(a, b);
                            let checked = g.check(step);
                            if checked == Err(STAR_ROW) {
                                refused_star_row += 1;
                            }
                            assert_eq!(checked.is_ok(), legal.contains(&step), "{step}");
                        }
                    }
                }
                let action = legal[next(legal.len())];
                g.apply(action, &mut Effects::off()).unwrap();
            }
        }
    }
    assert!(positions > 1000, "{positions}");
    assert!(refused_star_row > 0);
}

#[test]
fn captures_take_moved_pieces_only() {
    // North's piece on c4 has moved and can be captured; e4 has not and
    // blocks.
    let mut g = at(two(), R, "c3 e3 / c4 e4* i10");
    plays(&mut g, "@rrr");
    refuses(&g, "e3-e4", OCCUPIED);
    // Nor onto one's own piece.
    refuses(&g, "e3-d3", NOT_A_STEP);
    assert_eq!(g.check("c3-d2".parse().unwrap()), Ok(()));
    assert!(legal(&g).contains(&"c3-c4".to_string()));
    plays(&mut g, "c3-c4");
    assert_eq!(g.state.pieces[1][0].state, PieceState::Captured);
    assert_eq!(g.state.on_board(1), 2);
    plays(&mut g, "end");
    // North lost a die with the piece.
    assert_eq!(g.state.dice_to_roll(), 3);
    assert_eq!(g.total_seeds(), 8);
}

#[test]
fn a_step_reports_its_squares_and_a_capture_follows_it() {
    // South steps c3-c4 onto North's moved piece: the board after it, and
    // the effects the page animates (the step, then the capture).
    let mut g = at(two(), R, "c3 e3 / c4 e4* i10");
    plays(&mut g, "@rrr");
    let mut fx = Effects::recording();
    g.apply("c3-c4".parse().unwrap(), &mut fx).unwrap();
    let (c3, c4) = (sq(&g, "c3") as u16, sq(&g, "c4") as u16);
    assert_eq!(
        fx.list(),
        [
            Effect::Step {
                player: 0,
                from: c3,
                to: c4
            },
            Effect::PieceCaptured { by: 0, owner: 1 },
        ]
    );
    assert_eq!(
        board_pieces(&g),
        vec![
            on(0, "c4"),
            on(0, "e3"),
            (1, "e4".to_string(), false),
            on(1, "i10")
        ]
    );
    // A plain step: the step alone.
    let mut fx = Effects::recording();
    g.apply("e3-e2".parse().unwrap(), &mut fx).unwrap();
    assert_eq!(
        fx.list(),
        [Effect::Step {
            player: 0,
            from: sq(&g, "e3") as u16,
            to: sq(&g, "e2") as u16
        }]
    );
}

#[test]
fn a_piece_back_on_its_start_square_stays_moved() {
    let mut g = at(two(), R, "c1* / f11");
    plays(&mut g, "@rr c1-c2 c2-c1");
    assert!(g.state.pieces[0][0].moved);
}

#[test]
fn returns_need_two_or_three_of_a_colour() {
    let setup = |returns: bool| {
        // Pieces 2 and 3 are captured; piece 1 moved away from e1 to e5.
        let mut g = at(opts(|o| o.returns = returns), R, "c1 e5 / f11");
        for (i, start) in [(1, "e1"), (2, "g1"), (3, "i1")] {
            g.state.pieces[0][i].start = sq(&g, start) as u16;
        }
        g
    };
    // All different: no return.
    let mut g = setup(true);
    plays(&mut g, "@rgb");
    assert!(returns(&g).is_empty());
    // Two of a colour: a captured piece to its own start square.
    let mut g = setup(true);
    plays(&mut g, "@rrg");
    assert_eq!(returns(&g), ["r:g1", "r:i1"]);
    refuses(&g, "r:e1", NO_DIE);
    refuses(&g, "r:c1", OCCUPIED);
    refuses(&g, "r:d1", NOT_A_START_SQUARE);
    // The return is told to the page and the lab (`Effect::PieceReturned`).
    let mut fx = Effects::recording();
    g.apply("r:g1".parse().unwrap(), &mut fx).unwrap();
    let g1 = sq(&g, "g1") as u16;
    assert_eq!(fx.list(), [Effect::PieceReturned { player: 0, to: g1 }]);
    assert_eq!(g.state.pieces[0][2].state, PieceState::OnBoard);
    assert!(
        !g.state.pieces[0][2].moved,
        "a returned piece counts as unmoved"
    );
    assert_eq!(g.state.mover, 1, "a return is the whole turn");
    // Three of a colour: any empty start square; the tokens change places.
    let mut g = setup(true);
    plays(&mut g, "@rrr");
    assert_eq!(returns(&g), ["r:e1", "r:g1", "r:i1"]);
    plays(&mut g, "r:e1");
    let e1 = sq(&g, "e1") as u16;
    assert_eq!(g.state.pieces[0][2].square, e1);
    assert_eq!(g.state.pieces[0][2].start, e1);
    assert_eq!(g.state.pieces[0][1].start, g1);
    // Not after a step, and not at all without returns.
    let mut g = setup(true);
    plays(&mut g, "@rrr c1-c2");
    refuses(&g, "r:g1", IllegalAction::NotNow);
    let mut g = setup(false);
    plays(&mut g, "@rrr");
    assert!(returns(&g).is_empty());
}

#[test]
fn pass_before_stepping_end_after() {
    let mut g = at(two(), R, "c3 / f11");
    plays(&mut g, "@rr");
    assert!(legal(&g).contains(&"pass".to_string()));
    assert_eq!(g.check(PassageAction::End), Err(IllegalAction::NotNow));
    plays(&mut g, "c3-c4");
    assert_eq!(g.check(PassageAction::Pass), Err(IllegalAction::NotNow));
    plays(&mut g, "end");
    assert_eq!(g.state.mover, 1);
}

#[test]
fn crossing_wins_and_so_does_elimination() {
    let mut g = at(two(), R, "c10 / h10");
    plays(&mut g, "@rr c10-c11");
    assert_eq!(g.turn(), over(1, crossed(0)));
    assert_eq!(g.scores(), [1, 0]);

    let mut g = at(two(), R, "c3 / d4");
    plays(&mut g, "@rr c3-d4");
    assert_eq!(g.turn(), over(1, last_standing(0)));
    // Three players: an eliminated player is skipped; the last one wins.
    let mut g = at(opts(|o| o.players = 3), R, "c3 / d4 / f11");
    plays(&mut g, "@rr c3-d4 end");
    assert_eq!(g.state.mover, 2, "West is out and skipped");
}

#[test]
fn harder_winning_takes_crossed_pieces_off_one_per_turn() {
    let mut g = at(opts(|o| o.cross_to_win = 2), R, "c10 e10 g3 / i2");
    plays(&mut g, "@rrrr c10-c11");
    assert_eq!(g.state.pieces[0][0].state, PieceState::Crossed);
    assert!(g.state.at(sq(&g, "c11")).is_none(), "it leaves the board");
    refuses(&g, "e10-e11", ONE_CROSSING);
    plays(&mut g, "end @rr pass");
    // The crossed piece took its die along: 2 pieces, 3 dice.
    assert_eq!(g.state.dice_to_roll(), 3);
    plays(&mut g, "@rrr e10-e11");
    assert_eq!(g.turn(), over(1, crossed(0)));
}

#[test]
fn teams_must_both_cross_and_never_capture_a_partner() {
    let four = |teams| {
        opts(|o| {
            o.players = 4;
            o.teams = teams;
        })
    };
    // South and North (seats 0 and 2) are partners.
    let mut g = at(four(Teams::Opposite), R, "c10 e3 / b5 / e4 h2 / k5");
    plays(&mut g, "@rrr");
    refuses(&g, "e3-e4", OCCUPIED);
    plays(&mut g, "c10-c11");
    assert!(
        matches!(g.turn(), Turn::Player(0)),
        "South alone is not enough"
    );
    assert_eq!(g.state.crossed[0], 1);
    // West passes, North crosses.
    plays(&mut g, "end @rr pass @rrr h2-h1");
    assert_eq!(g.turn(), over(0b0101, crossed(2)));
    // Adjacent teams: South and West.
    let g = empty(four(Teams::Adjacent), R);
    assert_eq!(g.state.cfg.team, [0, 0, 1, 1]);
    assert!(Passage::new(&opts(|o| o.teams = Teams::Opposite), 1).is_err());
}

/// The options of every board size, number of players and choice of the
/// extra piece: `(width, height, players, extra, options)`.
fn configurations() -> Vec<(u8, u8, u8, bool, PassageOptions)> {
    let mut out = Vec::new();
    for &(w, h) in &board::SIZES {
        for players in 2..=4u8 {
            for extra in [false, true] {
                out.push((
                    w,
                    h,
                    players,
                    extra,
                    sized(players, &format!("{w}x{h}"), extra),
                ));
            }
        }
    }
    out
}

/// The default options with this many players, board size and choice of
/// the extra piece.
fn sized(players: u8, size: &str, extra: bool) -> PassageOptions {
    PassageOptions {
        players,
        size: size.into(),
        extra_piece: extra,
        ..two()
    }
}

/// Each seat's starting squares in a new game with these options, by side.
fn places(options: &PassageOptions) -> Vec<(board::Side, BTreeSet<String>)> {
    let g = Passage::new(options, 3).unwrap_or_else(|e| panic!("{options:?}: {e}"));
    let w = g.board().width();
    rules::seats(options.players as usize)
        .iter()
        .enumerate()
        .map(|(p, &side)| {
            let names = g
                .state
                .pieces_of(p)
                .iter()
                .map(|piece| Square::of(piece.start as usize, w).to_string())
                .collect();
            (side, names)
        })
        .collect()
}

/// The squares named, parted by spaces.
fn set(names: &str) -> BTreeSet<String> {
    names.split_whitespace().map(String::from).collect()
}

#[test]
fn the_three_player_preset_puts_every_seat_on_its_3rd_5th_7th_and_9th_squares() {
    let three = preset_named(PassageOptions::presets(), "three").unwrap();
    assert_eq!(
        places(&three),
        [
            (board::Side::South, set("c1 e1 g1 i1")),
            (board::Side::West, set("a3 a5 a7 a9")),
            (board::Side::North, set("c11 e11 g11 i11")),
        ]
    );
}

/// On an edge of 11 squares every seat stands on its 3rd, 5th, 7th and 9th
/// squares (and the extra piece on the 6th), for every board size, number
/// of players and seat: the literal lists.
#[test]
fn standard_places_on_every_11_square_edge() {
    let mut checked = 0;
    for (w, h, players, extra, options) in configurations() {
        let east = ((b'a' + w - 1) as char).to_string();
        for (side, got) in places(&options) {
            let want: [&str; 5] = match (side, w, h) {
                (board::Side::South, 11, _) => ["c1", "e1", "g1", "i1", "f1"],
                (board::Side::North, 11, _) => ["cH", "eH", "gH", "iH", "fH"],
                (board::Side::West, _, 11) => ["a3", "a5", "a7", "a9", "a6"],
                (board::Side::East, _, 11) => ["E3", "E5", "E7", "E9", "E6"],
                _ => continue,
            };
            let want: BTreeSet<String> = want[..if extra { 5 } else { 4 }]
                .iter()
                .map(|n| n.replace('H', &h.to_string()).replace('E', &east))
                .collect();
            assert_eq!(
                got, want,
                "{w}x{h}, {players} players, extra {extra}, {side:?}"
            );
            checked += 1;
        }
    }
    // South and North on 4 boards 11 wide, 2 to 4 players; West on 4
    // boards 11 high with 3 or 4 players, East with 4; with and without
    // the extra piece.
    assert_eq!(checked, (4 * 3 * 2 + 4 * 2 + 4) * 2);
    // And a few other edges, literally: the same pattern centred on the
    // edge, packed closer on a 9-square edge next to a seated neighbour.
    for (players, size, extra, seat, want) in [
        (2, "9x17", false, 0, "b1 d1 f1 h1"),
        (2, "9x17", true, 1, "b17 d17 e17 f17 h17"),
        (2, "13x13", false, 1, "d13 f13 h13 j13"),
        (3, "13x13", false, 2, "d13 f13 h13 j13"),
        (4, "9x9", false, 0, "c1 d1 f1 g1"),
        (4, "9x9", true, 3, "i3 i4 i5 i6 i7"),
        (3, "9x9", false, 0, "c1 e1 f1 h1"),
        (3, "9x9", false, 2, "c9 e9 f9 h9"),
        (4, "17x9", false, 1, "a3 a4 a6 a7"),
        (4, "17x9", false, 2, "f9 h9 j9 l9"),
    ] {
        let got = &places(&sized(players, size, extra))[seat].1;
        assert_eq!(*got, set(want), "{size}, {players} players, seat {seat}");
    }
}
/// Every board size, player count, seat and the extra piece, checked
/// against the placement rules as the source states them: (1) every piece
/// on its player's nearest row; (2) none on the outer left or right square
/// of that row; (3) no two pieces of different players on adjacent rows or
/// adjacent columns. Rule 3 is checked between players on neighbouring
/// sides only: our ruling leaves players facing each other out of it (four
/// players on 9x9, which the source calls possible, could not be placed
/// otherwise). Besides: the extra piece on the middle square of the row,
/// the 3rd, 5th, 7th and 9th squares on an 11-square edge, the places
/// symmetric on the edge (centred) except where a 9-square edge has a
/// seated neighbour on one hand only, and `check_starts` agreeing.
#[test]
fn standard_places_keep_the_placement_rules_for_every_size_and_player_count() {
    use board::Side;
    let mut count = 0;
    for (w, h, players, extra, options) in configurations() {
        let (w, h) = (w as usize, h as usize);
        let label = format!("{w}x{h}, {players} players, extra {extra}");
        let g = Passage::new(&options, 3).unwrap();
        let sides = rules::seats(players as usize);
        let pieces = if extra { 5 } else { 4 };
        // (x, y) of each player's pieces.
        let xy: Vec<Vec<(usize, usize)>> = (0..players as usize)
            .map(|p| {
                g.state
                    .pieces_of(p)
                    .iter()
                    .map(|piece| (piece.start as usize % w, piece.start as usize / w))
                    .collect()
            })
            .collect();
        for (p, list) in xy.iter().enumerate() {
            let side = sides[p];
            let mut distinct = list.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), pieces, "{label}: {side:?}");
            // Places along the edge, from the player's left hand.
            let (len, mut along): (usize, Vec<usize>) = match side {
                Side::South => (w, list.iter().map(|&(x, _)| x).collect()),
                Side::North => (w, list.iter().map(|&(x, _)| w - 1 - x).collect()),
                Side::West => (h, list.iter().map(|&(_, y)| h - 1 - y).collect()),
                Side::East => (h, list.iter().map(|&(_, y)| y).collect()),
            };
            along.sort_unstable();
            for &(x, y) in list {
                let near = match side {
                    Side::South => y == 0,
                    Side::North => y == h - 1,
                    Side::West => x == 0,
                    Side::East => x == w - 1,
                };
                assert!(near, "{label}: {side:?} {x},{y} off the near row (rule 1)");
            }
            for &l in &along {
                assert!(
                    l != 0 && l != len - 1,
                    "{label}: {side:?} on an end square (rule 2)"
                );
            }
            if extra {
                assert!(along.contains(&((len - 1) / 2)), "{label}: {side:?} middle");
            }
            if len == 11 {
                let want: &[usize] = if extra {
                    &[2, 4, 5, 6, 8]
                } else {
                    &[2, 4, 6, 8]
                };
                assert_eq!(along, want, "{label}: {side:?} 3rd, 5th, 7th, 9th");
            }
            let seated = |s: Side| sides.contains(&s);
            let (left, right) = match side {
                Side::South => (Side::West, Side::East),
                Side::North => (Side::East, Side::West),
                Side::West => (Side::North, Side::South),
                Side::East => (Side::South, Side::North),
            };
            if !(len == 9 && seated(left) != seated(right)) {
                let mut mirrored: Vec<usize> = along.iter().map(|&l| len - 1 - l).collect();
                mirrored.sort_unstable();
                assert_eq!(along, mirrored, "{label}: {side:?} centred");
            }
        }
        for p in 0..players as usize {
            for q in p + 1..players as usize {
                let facing = matches!(
                    (sides[p], sides[q]),
                    (Side::South, Side::North) | (Side::West, Side::East)
                );
                if facing {
                    continue;
                }
                for &(ax, ay) in &xy[p] {
                    for &(bx, by) in &xy[q] {
                        assert!(
                            ax.abs_diff(bx) != 1 && ay.abs_diff(by) != 1,
                            "{label}: {:?} {ax},{ay} and {:?} {bx},{by} (rule 3)",
                            sides[p],
                            sides[q]
                        );
                    }
                }
            }
        }
        let starts: Vec<Vec<usize>> = (0..players as usize)
            .map(|p| {
                g.state
                    .pieces_of(p)
                    .iter()
                    .map(|x| x.start as usize)
                    .collect()
            })
            .collect();
        assert_eq!(
            rules::check_starts(players as usize, pieces, w, h, &starts),
            Ok(()),
            "{label}"
        );
        count += 1;
    }
    assert_eq!(count, 15 * 3 * 2);
}

#[test]
fn custom_starts_are_checked_with_every_reason() {
    // Each player's starting squares, parted by `/`.
    let with = |players: u8, size: &str, starts: &str| PassageOptions {
        players,
        size: size.into(),
        starts: starts
            .split('/')
            .map(|l| l.split_whitespace().map(String::from).collect())
            .collect(),
        ..two()
    };
    // Bunched pieces are fine.
    let ok = with(2, "11x11", "b1 c1 d1 e1 / j11 i11 h11 g11");
    let g = Passage::new(&ok, 1).unwrap();
    assert!(g.state.at(sq(&g, "b1")).is_some());
    let bad = with(3, "11x11", "a1 c2 d1 d1 / a2 a5 a7 / zz c11 e11 g11");
    let SetupError(reasons) = Passage::new(&bad, 1).unwrap_err();
    let all = reasons.join("\n");
    for needle in [
        "a1 is on an end square",
        "c2 is not on the row",
        "two pieces start on d1",
        "West needs 4 starting squares, not 3",
        "'zz'",
        "South's piece on a1 and West's piece on a2",
    ] {
        assert!(all.contains(needle), "missing '{needle}' in:\n{all}");
    }
    // Wrong number of lists.
    assert!(Passage::new(&with(2, "11x11", "c1"), 1).is_err());
    // Four players on 9x9 with the literal placement rules, and South's
    // first piece moved next to West's.
    let others = "a3 a4 a5 a6 / c9 d9 e9 f9 / i3 i4 i5 i6";
    let four = with(4, "9x9", &format!("c1 d1 e1 f1 / {others}"));
    assert!(Passage::new(&four, 1).is_ok());
    let crowded = with(4, "9x9", &format!("b1 d1 e1 f1 / {others}"));
    let err = Passage::new(&crowded, 1).unwrap_err().to_string();
    assert!(err.contains("b1 and West's piece on a"), "{err}");
}

#[test]
fn roll_off_decides_who_starts_and_ties_roll_again() {
    let mut g = Passage::new(&opts(|o| o.players = 3), 1).unwrap();
    assert_eq!(g.turn(), Turn::Chance);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 252);
    plays(&mut g, "@rrgby @rrccm @rgggg");
    // South and West tied: they roll again, North waits.
    assert_eq!(g.roll_off().1, 0b011);
    plays(&mut g, "@ggggg @rgggg");
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.state.phase, Phase::Roll);
    assert_eq!(g.state.mover, 1, "West rolled the most reds");
    assert_eq!(g.state.dice_to_roll(), 5);
}

/// The pieces on the board, by owner then square: `(owner, square, moved)`.
fn board_pieces(g: &Passage) -> Vec<(usize, String, bool)> {
    let w = g.board().width();
    let mut v = Vec::new();
    for p in 0..g.num_players() {
        for piece in g.state.pieces_of(p) {
            if piece.state == PieceState::OnBoard {
                v.push((
                    p,
                    Square::of(piece.square as usize, w).to_string(),
                    piece.moved,
                ));
            }
        }
    }
    v.sort();
    v
}

fn on(owner: usize, square: &str) -> (usize, String, bool) {
    (owner, square.to_string(), true)
}

#[test]
fn passing_never_ends_the_game_only_the_turn_limit_does() {
    assert_eq!(two().turn_limit, 1000);
    // Both players pass 200 turns from the start: the start position comes
    // back a hundred times, and the game goes on.
    let mut g = Passage::new(&opts(|o| o.first_player = FirstPlayer::South), 1).unwrap();
    let start = board_pieces(&g);
    for _ in 0..200 {
        plays(&mut g, "@rgbyc pass");
    }
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!((g.state.mover, g.state.turns), (0, 200));
    assert_eq!(board_pieces(&g), start);
    // Agreement ends it: equal on everything, a shared win.
    g.end_by_agreement(&mut Effects::off()).unwrap();
    let remaining = Remaining::Nothing;
    assert_eq!(g.turn(), over(0b11, EndReason::Agreement { remaining }));

    // A literal position on the 1000th turn: South passes, which reaches
    // the turn limit; South has more pieces on the board and wins.
    let mut g = at(two(), R, "c3 e3 / f11");
    g.state.turns = 999;
    plays(&mut g, "@rrr pass");
    assert_eq!(g.turn(), over(0b01, turn_limit(1000)));
    assert_eq!(board_pieces(&g), [on(0, "c3"), on(0, "e3"), on(1, "f11")]);
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    assert!(out.is_empty());

    // A shorter turn limit counts passed turns too.
    let mut g = at(opts(|o| o.turn_limit = 20), R, "c3 / f11 h11");
    let mut n = 0;
    while !matches!(g.turn(), Turn::Over(_)) {
        let mover = g.state.mover;
        plays(&mut g, if mover == 0 { "@rr pass" } else { "@rrr pass" });
        n += 1;
        assert!(n <= 20);
    }
    assert_eq!(n, 20);
    assert_eq!(g.turn(), over(0b10, turn_limit(20)));
}

#[test]
fn notation_round_trips_and_junk_is_refused() {
    for text in ["@rrgby", "c3-d4", "r:e1", "end", "pass", "q17-p16", "@m"] {
        let a: PassageAction = text.parse().unwrap();
        assert_eq!(a.to_string(), text);
    }
    for junk in [
        "", "@", "@rrrrrr", "c3", "c3-", "a0-a1", "r:", "r:z1", "A1-B2", "c18-c17", "pas", "a01-a2",
    ] {
        assert!(junk.parse::<PassageAction>().is_err(), "{junk}");
    }
    let nine = opts(|o| {
        o.size = "9x9".into();
        o.first_player = FirstPlayer::South;
    });
    let g = Passage::new(&nine, 1).unwrap();
    refuses(&g, "@rr", IllegalAction::OutOfRange);
    refuses(&g, "q17-p16", IllegalAction::NoSuchPit);
    refuses(&g, "c3-c4", IllegalAction::NotNow);
}

#[test]
fn bad_options_list_every_reason() {
    let bad = PassageOptions {
        players: 5,
        size: "10x10".into(),
        cross_to_win: 0,
        teams: Teams::Opposite,
        turn_limit: 3,
        ..two()
    };
    let SetupError(reasons) = Passage::new(&bad, 1).unwrap_err();
    assert_eq!(reasons.len(), 5, "{reasons:?}");
    let east = opts(|o| o.first_player = FirstPlayer::East);
    assert!(Passage::new(&east, 1)
        .unwrap_err()
        .to_string()
        .contains("East"));
}

#[test]
fn board_sizes_add_up_to_26_at_most() {
    for w in (9..=17u8).step_by(2) {
        for h in (9..=17u8).step_by(2) {
            match Passage::new(&opts(|o| o.size = format!("{w}x{h}")), 1) {
                Ok(g) => {
                    assert!(w + h <= 26, "{w}x{h}");
                    assert_eq!(
                        (g.board().width(), g.board().height()),
                        (w as usize, h as usize)
                    );
                }
                Err(SetupError(reasons)) => {
                    assert!(w + h > 26, "{w}x{h}: {reasons:?}");
                    assert_eq!(
                        reasons,
                        [format!(
                            "board size '{w}x{h}' is not one of 9x9, 11x11, 13x13, 9x11 … 17x9 (both odd, 9 to 17, adding up to 26 at most)"
                        )]
                    );
                }
            }
        }
    }
}

#[test]
fn the_grid_view_shows_board_pieces_dice_and_targets() {
    let mut g = at(two(), R, "c3 / f11*");
    plays(&mut g, "@rg");
    let view = g.grid();
    assert_eq!((view.width, view.height), (11, 11));
    assert_eq!(view.colours.len(), 121);
    assert_eq!(view.pieces.len(), 2);
    assert_eq!(view.dice, [R, G]);
    assert_eq!(view.used, [false, false]);
    assert_eq!(view.targets.len(), 6);
    assert!(view.targets.iter().all(|t| t.colour == R && !t.capture));
    assert_eq!(view.players[1].side, Side::North);
    assert_eq!(view.players[1].points, 5);
    assert_eq!(g.players()[1].name, "North");
    assert_eq!(view.star, 60);
    assert!(view.tokens.iter().any(|t| t.owner == 1 && t.crossed));
}

#[test]
fn the_short_sort_orders_as_the_standard_sort() {
    let mut seed = 7u64;
    for len in 0..60 {
        let mut list: Vec<u16> = (0..len)
            .map(|_| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (seed >> 50) as u16
            })
            .collect();
        let mut expected = list.clone();
        expected.sort_unstable();
        super::sort_short(&mut list);
        assert_eq!(list, expected, "a list of {len}");
    }
}
