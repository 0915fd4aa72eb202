//! Correspondence play: a game that travels between people as a link, with
//! no server. A link of such a game carries its identity (`g=`) and, when a
//! computer plays a seat, who plays each seat (`t=`), before the record of
//! [`Record::to_link`]; links without them read as before. Plain Rust,
//! tested natively: the UI only stores what [`receive`] gives.

use crate::ai::Level;
use crate::engine::record::Record;

use super::game::GameView;
use super::saved::SavedGame;
use crate::t;
use crate::tr;

/// What a link does not prevent, said next to Send (and in docs/links.md).
pub fn trust_note() -> &'static str {
    t!("corr-trust-note")
}

/// The longest game identity read from a link.
const MAX_ID: usize = 16;

/// A short game identity from random `bits`: 8 characters, 0-9 and a-z.
pub fn new_game_id(bits: u64) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut n = bits;
    (0..8)
        .map(|_| {
            let d = digits[(n % 36) as usize] as char;
            n /= 36;
            d
        })
        .collect()
}

/// The link of a game played by link: its identity, who plays each seat
/// when a computer plays one (`p` a person, else the level's id), then the
/// record.
pub fn game_link(record: &Record, id: &str, seats: &[Option<Level>]) -> String {
    let mut link = format!("g={id}&");
    if seats.iter().any(Option::is_some) {
        let table: Vec<&str> = seats.iter().map(|s| s.map_or("p", Level::id)).collect();
        link.push_str(&format!("t={}&", table.join(".")));
    }
    link.push_str(&record.to_link());
    link
}

/// A link's parts: the game identity (if it carries a readable one), who
/// plays each seat (people unless it says), and the record's own part.
pub fn split_link(link: &str) -> (Option<String>, Vec<Option<Level>>, &str) {
    let mut id = None;
    let mut seats = Vec::new();
    let mut rest = link;
    loop {
        if let Some((g, after)) = rest.strip_prefix("g=").and_then(|r| r.split_once('&')) {
            let good = !g.is_empty()
                && g.len() <= MAX_ID
                && g.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
            id = good.then(|| g.to_string());
            rest = after;
        } else if let Some((t, after)) = rest.strip_prefix("t=").and_then(|r| r.split_once('&')) {
            seats = t.split('.').take(8).map(Level::from_id).collect();
            rest = after;
        } else {
            return (id, seats, rest);
        }
    }
}

/// How a link's moves stand against the ones kept here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// The link holds every move kept here and `added` more.
    Extends { added: usize },
    /// The link holds no move that is not kept here (the same moves, or an
    /// older link: `theirs` moves against `yours`).
    Stale { theirs: usize, yours: usize },
    /// The two share the first `after` moves, then differ.
    Differs { after: usize },
}

/// How `theirs` (a link's moves) stands against `yours`.
pub fn join(yours: &[String], theirs: &[String]) -> Join {
    let shared = yours.iter().zip(theirs).take_while(|(a, b)| a == b).count();
    if shared == theirs.len() {
        Join::Stale {
            theirs: theirs.len(),
            yours: yours.len(),
        }
    } else if shared == yours.len() {
        Join::Extends {
            added: theirs.len() - shared,
        }
    } else {
        Join::Differs { after: shared }
    }
}

/// Whose turn it is in a game played by link, seen from this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkTurn {
    /// A seat played here (or a computer's, played here) is to move.
    Yours,
    /// A friend's seat is to move: player `0`.
    Waiting(usize),
}

/// Whose turn it is in a game played by link; `None` when it is not a game
/// by link, or is over.
pub fn link_turn(game: &SavedGame, view: &GameView) -> Option<LinkTurn> {
    game.link_game.as_ref()?;
    if view.result.is_some() {
        return None;
    }
    Some(match view.actor() {
        Some(p) if !game.mine.contains(&p) && game.seat(p).is_none() => LinkTurn::Waiting(p),
        _ => LinkTurn::Yours,
    })
}

/// Who plays a seat, seen from this screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// A person at this screen: any seat no computer plays (people at one
    /// screen), or in a game by link a seat this device holds.
    Person,
    /// The computer, acting from this screen.
    Computer,
    /// A friend elsewhere: in a game by link, a seat this device does not
    /// hold; nothing is played for it here.
    Friend,
}

/// Who plays seat `p` of `game`, seen from this screen.
pub fn holder(game: &SavedGame, p: usize) -> Holder {
    if game.seat(p).is_some() {
        Holder::Computer
    } else if game.link_game.is_some() && !game.mine.contains(&p) {
        Holder::Friend
    } else {
        Holder::Person
    }
}

/// The seat `mv` is played for at `view`: a resignation's own seat, else
/// whoever acts there (`None` for dice that are nobody's).
pub fn seat_of_move(view: &GameView, mv: &str) -> Option<usize> {
    use crate::engine::record::Special;
    match Special::parse(mv) {
        Some(Ok(Special::Resign(seat))) => Some(seat),
        _ => view.actor(),
    }
}

/// Who plays the move `mv` at `view` (the position the record is at), seen
/// from this screen: the holder of its seat; dice that are nobody's are
/// the computer's when it plays every seat, else a person's here (a friend's
/// when this device holds no seat of a game by link).
pub fn move_holder(game: &SavedGame, view: &GameView, mv: &str) -> Holder {
    match seat_of_move(view, mv) {
        Some(p) => holder(game, p),
        None if game.all_computers(view.player_count()) => Holder::Computer,
        None if game.link_game.is_some() && game.mine.is_empty() => Holder::Friend,
        None => Holder::Person,
    }
}

/// The friend whose turn it is at `view`, in a game by link: this screen
/// waits for them.
pub fn friend_to_act(game: &SavedGame, view: &GameView) -> Option<usize> {
    match link_turn(game, view)? {
        LinkTurn::Waiting(p) => Some(p),
        LinkTurn::Yours => None,
    }
}

/// The seat a person at this screen resigns for now, if one can: as
/// [`super::resigning_seat`] says, but in a game by link only a seat this
/// device holds (never the friend's, whose turn it may be).
pub fn resigning_seat_here(game: &SavedGame, view: &GameView) -> Option<usize> {
    if game.link_game.is_none() {
        return super::resigning_seat(view, &game.seats);
    }
    if view.result.is_some() {
        return None;
    }
    let held = |p: &usize| holder(game, *p) == Holder::Person;
    if let Some(p) = view.actor().filter(held) {
        return Some(p);
    }
    let mut mine = (0..view.player_count()).filter(held);
    match (mine.next(), mine.next()) {
        (Some(p), None) => Some(p),
        _ => None,
    }
}

/// Whose turn it is, as My games and the game's page say it: "Your move",
/// "Waiting for North", or `None` (not a game by link, or over).
pub fn turn_text(game: &SavedGame, view: &GameView) -> Option<String> {
    link_turn(game, view).map(|turn| match turn {
        LinkTurn::Yours => t!("corr-your-move").to_string(),
        LinkTurn::Waiting(p) => tr!("corr-waiting-for", name = &view.player_name(p)),
    })
}

/// Who plays what, from this device: "You play North against South (your
/// friend)".
pub fn table_text(game: &SavedGame, view: &GameView) -> String {
    let name = |p: &usize| view.player_name(*p);
    let yours: Vec<String> = game.mine.iter().map(name).collect();
    let others: Vec<String> = (0..view.player_count())
        .filter(|p| !game.mine.contains(p))
        .map(|p| match game.seat(p) {
            Some(level) => tr!(
                "seat-computer",
                name = &view.player_name(p),
                level = level.label()
            ),
            None => tr!("corr-friend", name = &view.player_name(p)),
        })
        .collect();
    if yours.is_empty() {
        tr!("corr-watching", others = &super::join_and(&others))
    } else {
        tr!(
            "corr-you-play",
            yours = &super::join_and(&yours),
            others = &super::join_and(&others)
        )
    }
}

/// The sentence shown when a game by link opens or comes back: who plays
/// what and whose turn it is.
pub fn status_text(game: &SavedGame, view: &GameView) -> String {
    let table = table_text(game, view);
    match (&view.result, link_turn(game, view)) {
        (Some(result), _) => tr!(
            "corr-status-over",
            table = &table,
            result = &result.headline
        ),
        (None, Some(LinkTurn::Yours)) => tr!("corr-status-yours", table = &table),
        (None, Some(LinkTurn::Waiting(p))) => tr!(
            "corr-status-waiting",
            table = &table,
            name = &view.player_name(p)
        ),
        (None, None) => tr!("corr-status", table = &table),
    }
}

/// Opens a link of the game with identity `id` (its record `record`, who
/// plays each seat `seats`) against `have`, the game kept here with that
/// identity if any, at time `now`. Gives the game to keep and what to say.
/// A link whose moves extend the kept ones adds them; an older link
/// changes nothing; a link that differs keeps its moves as another line of
/// the same game, the kept moves staying on screen. Errors (a move that
/// does not replay, another game's start under this identity) change
/// nothing.
pub fn receive(
    have: Option<&SavedGame>,
    record: Record,
    id: &str,
    seats: &[Option<Level>],
    now: &str,
) -> Result<(SavedGame, String), String> {
    let mut link = SavedGame::opened(record)?;
    let Some(have) = have else {
        let end = GameView::from_record(&link.record, link.cursor).map_err(|e| e.to_string())?;
        link.seats = super::fit_seats(seats, end.player_count());
        link.link_game = Some(id.to_string());
        claim(&mut link, &end);
        link.played = Some(now.to_string());
        let text = status_text(&link, &end);
        return Ok((link, text));
    };
    let (mut game, mut head) = (have.clone(), have.record.clone());
    head.moves = link.record.moves.clone();
    if head != link.record {
        return Err(t!("corr-error-other-start").into());
    }
    let note = match join(&game.record.moves, &link.record.moves) {
        Join::Stale { theirs, yours } => tr!("corr-stale", theirs = theirs, yours = yours),
        Join::Extends { added } => {
            game.record.moves = link.record.moves;
            game.cursor = game.record.moves.len();
            game.played = Some(now.to_string());
            tr!("corr-adds", added = added)
        }
        Join::Differs { after } => {
            let line = link.record.moves;
            if !game.variations.contains(&line) {
                game.variations.push(line);
                if game.variations.len() > super::MAX_VARIATIONS {
                    game.variations.remove(0);
                }
            }
            tr!("corr-differs", after = after)
        }
    };
    let end =
        GameView::from_record(&game.record, game.record.moves.len()).map_err(|e| e.to_string())?;
    claim(&mut game, &end);
    let text = tr!(
        "corr-note",
        note = &note,
        status = &status_text(&game, &end)
    );
    Ok((game, text))
}

/// A device that plays no seat yet takes the one a link hands it: the
/// person to move.
fn claim(game: &mut SavedGame, end: &GameView) {
    if game.mine.is_empty() {
        if let Some(p) = end.actor().filter(|&p| game.seat(p).is_none()) {
            game.mine.push(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::view::testing::record;

    fn moves(list: &[&str]) -> Vec<String> {
        list.iter().map(|m| m.to_string()).collect()
    }

    /// The game South started by link, with these moves.
    fn south(list: &[&str]) -> SavedGame {
        let mut game = SavedGame::new(record("owari", list), list.len(), vec![None, None]);
        game.link_game = Some("abcd1234".into());
        game.mine = vec![0];
        game
    }

    #[test]
    fn a_link_extends_is_stale_or_differs_after_a_move() {
        let yours = moves(&["C", "d", "A"]);
        assert_eq!(
            join(&yours, &moves(&["C", "d", "A", "f", "B"])),
            Join::Extends { added: 2 }
        );
        assert_eq!(
            join(&yours, &yours),
            Join::Stale {
                theirs: 3,
                yours: 3
            }
        );
        assert_eq!(
            join(&yours, &moves(&["C"])),
            Join::Stale {
                theirs: 1,
                yours: 3
            }
        );
        assert_eq!(
            join(&yours, &moves(&["C", "e", "A", "f"])),
            Join::Differs { after: 1 }
        );
        assert_eq!(
            join(&yours, &moves(&["C", "d", "B"])),
            Join::Differs { after: 2 }
        );
        assert_eq!(join(&[], &moves(&["C"])), Join::Extends { added: 1 });
    }

    #[test]
    fn links_carry_the_identity_and_the_table_and_old_links_still_read() {
        let rec = record("owari", &["C", "d"]);
        let link = game_link(&rec, "k3x9a0zz", &[None, None]);
        assert!(link.starts_with("g=k3x9a0zz&s=5&"), "{link}");
        let (id, seats, rest) = split_link(&link);
        assert_eq!(id.as_deref(), Some("k3x9a0zz"));
        assert!(seats.is_empty());
        assert_eq!(Record::from_link("owari", rest).unwrap(), rec);

        let link = game_link(&rec, "ab", &[None, Some(Level::Hard)]);
        let (id, seats, rest) = split_link(&link);
        assert_eq!(id.as_deref(), Some("ab"));
        assert_eq!(seats, vec![None, Some(Level::Hard)]);
        assert_eq!(Record::from_link("owari", rest).unwrap(), rec);

        // A plain share link has no identity; a junk one is none.
        let plain = rec.to_link();
        assert_eq!(split_link(&plain), (None, Vec::new(), plain.as_str()));
        let junk = format!("g=<x>&{plain}");
        assert_eq!(split_link(&junk).0, None);
        assert_eq!(new_game_id(0), "00000000");
        assert_eq!(new_game_id(u64::MAX).len(), 8);
        assert_ne!(new_game_id(1), new_game_id(2));
    }

    #[test]
    fn a_new_link_seats_the_player_to_move() {
        let rec = record("owari", &["C"]);
        let (game, note) = receive(None, rec, "abcd1234", &[], "T1").unwrap();
        assert_eq!(game.mine, vec![1]);
        assert_eq!(game.link_game.as_deref(), Some("abcd1234"));
        assert_eq!(game.cursor, 1);
        assert_eq!(game.played.as_deref(), Some("T1"));
        assert_eq!(
            note,
            "You play North against South (your friend); it is your move."
        );
        let view = GameView::from_record(&game.record, 1).unwrap();
        assert_eq!(turn_text(&game, &view).as_deref(), Some("Your move"));
        // Back on South's side, waiting for North.
        let back = south(&["C"]);
        let view = GameView::from_record(&back.record, 1).unwrap();
        assert_eq!(
            turn_text(&back, &view).as_deref(),
            Some("Waiting for North")
        );
        assert_eq!(
            status_text(&back, &view),
            "You play South against North (your friend); waiting for North: send them the link."
        );
        // Not a game by link: no turn marker.
        let plain = SavedGame::new(record("owari", &["C"]), 1, vec![None, None]);
        assert_eq!(turn_text(&plain, &view), None);
    }

    #[test]
    fn a_returning_link_joins_changes_nothing_or_is_kept_as_a_line() {
        let have = south(&["C", "d", "A"]);
        // Extends: the same game, the moves added, at its end.
        let (game, note) = receive(
            Some(&have),
            record("owari", &["C", "d", "A", "f"]),
            "abcd1234",
            &[],
            "T2",
        )
        .unwrap();
        assert_eq!(game.record.moves, moves(&["C", "d", "A", "f"]));
        assert_eq!((game.cursor, game.mine.clone()), (4, vec![0]));
        assert_eq!(game.played.as_deref(), Some("T2"));
        assert!(note.starts_with("The link adds 1 move to your game. You play South against North (your friend); it is your move."), "{note}");

        // Stale: nothing changes.
        let (game, note) = receive(
            Some(&have),
            record("owari", &["C", "d"]),
            "abcd1234",
            &[],
            "T3",
        )
        .unwrap();
        assert_eq!(game, have);
        assert!(
            note.contains("(2 moves; you have 3): nothing changes"),
            "{note}"
        );

        // Differs after move 2: the kept moves stay, the link's are a line.
        let (game, note) = receive(
            Some(&have),
            record("owari", &["C", "d", "B", "f"]),
            "abcd1234",
            &[],
            "T4",
        )
        .unwrap();
        assert_eq!(game.record, have.record);
        assert_eq!(game.variations, vec![moves(&["C", "d", "B", "f"])]);
        assert_eq!(game.line_summary(0), Some((2, 4)));
        assert!(
            note.starts_with("This link's moves differ from yours after move 2:"),
            "{note}"
        );
        // The same differing link twice keeps one line.
        let (again, _) = receive(
            Some(&game),
            record("owari", &["C", "d", "B", "f"]),
            "abcd1234",
            &[],
            "T5",
        )
        .unwrap();
        assert_eq!(again.variations.len(), 1);

        // Another start under this identity, or an illegal move: refused.
        let mut other = record("owari", &["C", "d", "A", "f"]);
        other.seed = 6;
        assert!(receive(Some(&have), other, "abcd1234", &[], "T")
            .unwrap_err()
            .contains("does not start like it"));
        assert!(
            receive(Some(&have), record("owari", &["C", "C"]), "x", &[], "T")
                .unwrap_err()
                .contains("move 2")
        );
    }

    #[test]
    fn a_screen_plays_only_the_seats_its_person_holds() {
        // South's screen of a game by link, North (the friend) to move.
        let game = south(&["C"]);
        let view = GameView::from_record(&game.record, 1).unwrap();
        assert_eq!(holder(&game, 0), Holder::Person);
        assert_eq!(holder(&game, 1), Holder::Friend);
        assert_eq!(move_holder(&game, &view, "d"), Holder::Friend);
        assert_eq!(friend_to_act(&game, &view), Some(1));
        // South may still resign, for South only.
        assert_eq!(move_holder(&game, &view, "resign:0"), Holder::Person);
        assert_eq!(move_holder(&game, &view, "resign:1"), Holder::Friend);
        assert_eq!(resigning_seat_here(&game, &view), Some(0));
        // South's turn: theirs.
        let view = GameView::from_record(&game.record, 0).unwrap();
        assert_eq!(move_holder(&game, &view, "C"), Holder::Person);
        assert_eq!(friend_to_act(&game, &view), None);
        // A device that only watches holds no seat.
        let mut watching = south(&["C"]);
        watching.mine.clear();
        assert_eq!(holder(&watching, 0), Holder::Friend);
        // At one screen people hold every seat no computer plays.
        let mut here = SavedGame::new(record("owari", &["C"]), 1, vec![Some(Level::Easy), None]);
        assert_eq!(holder(&here, 0), Holder::Computer);
        assert_eq!(holder(&here, 1), Holder::Person);
        here.seats = vec![None, None];
        let view = GameView::from_record(&here.record, 1).unwrap();
        assert_eq!(move_holder(&here, &view, "d"), Holder::Person);
        assert_eq!(friend_to_act(&here, &view), None);
        assert_eq!(resigning_seat_here(&here, &view), Some(1));
    }

    #[test]
    fn the_roll_off_is_the_roller_s_decision() {
        // Rainbow Passage's roll-off: each player's roll is theirs, so a
        // computer seat rolls its own.
        let rec = Record {
            game: "rainbow-passage".into(),
            options: serde_json::json!({"first_player": "random"}),
            seed: 5,
            moves: Vec::new(),
            position: None,
        };
        let mut game = SavedGame::new(rec, 0, vec![None, Some(Level::Easy)]);
        let view = GameView::from_record(&game.record, 0).unwrap();
        assert!(view.chance);
        assert_eq!(view.actor(), Some(0));
        assert_eq!(game.computer_turn(&view), None);
        let roll = view.chance_outcomes[0].0.clone();
        game.record.moves.push(roll);
        let view = GameView::from_record(&game.record, 1).unwrap();
        assert!(view.chance, "North's roll of the roll-off");
        assert_eq!(view.actor(), Some(1));
        assert_eq!(game.computer_turn(&view), Some((Some(1), Level::Easy)));
        assert_eq!(move_holder(&game, &view, "@rrrrr"), Holder::Computer);
    }

    /// A random game of `game` (default options) from `seed`, cut at
    /// `limit` moves.
    fn random_record(game: &str, seed: u64, limit: usize) -> Record {
        let info = crate::games::find(game).unwrap();
        let mut session = (info.new_session)(&serde_json::json!({}), seed).unwrap();
        let mut state = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        for _ in 0..limit {
            let legal = session.legal();
            if legal.is_empty() {
                break;
            }
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mv = legal[(state >> 33) as usize % legal.len()].clone();
            session.play(&mv).unwrap();
        }
        session.record()
    }

    #[test]
    fn a_hundred_move_owari_link_is_short() {
        let record = (1..200)
            .map(|seed| random_record("owari", seed, 100))
            .find(|r| r.moves.len() == 100)
            .unwrap();
        let link = format!(
            "https://example.org/rainbow-games/#/play/owari?{}",
            game_link(&record, "k3x9a0zz", &[None, None])
        );
        // 450 characters with the default options spelled out (the limit: 2,000).
        assert!(link.len() < 500, "{} characters: {link}", link.len());
        let (_, _, rest) = split_link(link.split_once('?').unwrap().1);
        assert_eq!(Record::from_link("owari", rest).unwrap(), record);
    }

    #[test]
    fn a_computer_seat_travels_with_the_link() {
        let rec = Record {
            game: "spectral-reapers".into(),
            options: serde_json::json!({"players": 3}),
            seed: 5,
            moves: Vec::new(),
            position: None,
        };
        let seats = [None, None, Some(Level::Easy)];
        let link = game_link(&rec, "abc", &seats);
        let (id, table, rest) = split_link(&link);
        let back = Record::from_link("spectral-reapers", rest).unwrap();
        let (game, _) = receive(None, back, &id.unwrap(), &table, "T").unwrap();
        assert_eq!(game.seats, seats.to_vec());
    }
}
