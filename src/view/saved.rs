//! A game kept in the browser ([`SavedGame`]): its record, how far it is
//! played, who sits at each seat, the lines it branched away from, and the
//! header written when it is exported. Saved text is read leniently (junk
//! seats and lines are dropped, never a panic) and checked by replaying it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::analysis::Review;
use crate::ai::{Level, MAX_PLAYERS};
use crate::engine::record::{
    invalid, json_error, missing, opt_text, struct_fields, Header, Record, COUNT,
};
use crate::games;
use crate::worker::review_from_value;

use super::game::GameView;

/// How many branched-away lines a game keeps; the oldest goes first.
pub const MAX_VARIATIONS: usize = 30;

/// A game kept in the browser: its record, how far it is played and who
/// sits at each seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The whole record (moves after `cursor` can be redone).
    pub record: Record,
    /// How many moves are played.
    pub cursor: usize,
    /// Who plays each seat: `None` a person, `Some(level)` the computer at
    /// that level. Saved games from before computer players have none (all
    /// people); an entry that is not a level id reads as a person.
    #[serde(default, deserialize_with = "lenient_seats")]
    pub seats: Vec<Option<Level>>,
    /// Lines of play this game branched away from, each a whole list of
    /// moves from the start (see [`SavedGame::branch`]).
    #[serde(default, deserialize_with = "lenient_lines")]
    pub variations: Vec<Vec<String>>,
    /// When the game was started and last changed (ISO 8601, as the
    /// browser wrote them); absent in older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated: Option<String>,
    /// The review of the game (the AI worker's JSON) and how many moves
    /// the record had when it was made: a second look is instant, and a
    /// review of other moves is never shown ([`SavedGame::kept_review`]).
    #[serde(
        default,
        deserialize_with = "lenient_review",
        skip_serializing_if = "Option::is_none"
    )]
    pub review: Option<(usize, String)>,
    /// A game played by link ([`super::corr`]): its identity, carried in
    /// every link of it, and the seats played on this device.
    #[serde(
        default,
        deserialize_with = "lenient_id",
        skip_serializing_if = "Option::is_none"
    )]
    pub link_game: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient_mine",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub mine: Vec<usize>,
    /// When the record last grew (ISO 8601): the last move's time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<String>,
    /// The game's own identity in this browser, given when it is first
    /// saved and kept in every copy of it (see [`SavedGame::identity`]).
    #[serde(
        default,
        deserialize_with = "lenient_id",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<String>,
    /// The header an imported record came with (who played, when, how it
    /// ended): written again in its exports rather than made up.
    #[serde(
        default,
        deserialize_with = "lenient_tags",
        skip_serializing_if = "Option::is_none"
    )]
    pub tags: Option<Header>,
}

/// Reads an imported record's header without failing on junk: anything
/// that is not an object of such fields is none, and so is an empty one.
fn lenient_tags<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Header>, D::Error> {
    Ok(tags_of(&serde_json::Value::deserialize(deserializer)?))
}

fn tags_of(value: &Value) -> Option<Header> {
    let object = value.as_object()?;
    let text = |k: &str| object.get(k).and_then(Value::as_str).map(str::to_string);
    let header = Header {
        players: object
            .get("players")
            .and_then(Value::as_array)
            .map(|list| {
                list.iter()
                    .filter_map(|p| p.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default(),
        date: text("date"),
        result: text("result"),
    };
    (header != Header::default()).then_some(header)
}

/// Reads the variations of a saved game without failing on junk: anything
/// that is not a list of lists of strings is dropped.
fn lenient_lines<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Vec<String>>, D::Error> {
    Ok(lines_of(&serde_json::Value::deserialize(deserializer)?))
}

fn lines_of(value: &Value) -> Vec<Vec<String>> {
    // By hand, as `serde_json::from_value` would read it (its reader of
    // JSON values stays out of the page).
    let line = |line: &serde_json::Value| -> Option<Vec<String>> {
        line.as_array()?
            .iter()
            .map(|mv| mv.as_str().map(str::to_string))
            .collect()
    };
    value
        .as_array()
        .and_then(|lines| lines.iter().map(line).collect())
        .unwrap_or_default()
}

/// Reads the review kept with a saved game without failing on junk:
/// anything that is not a count and a text is no review.
fn lenient_review<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<(usize, String)>, D::Error> {
    Ok(review_of(&serde_json::Value::deserialize(deserializer)?))
}

fn review_of(value: &Value) -> Option<(usize, String)> {
    // By hand, as `serde_json::from_value` would read it.
    match value.as_array().map(Vec::as_slice) {
        Some([count, text]) => count
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .zip(text.as_str().map(str::to_string)),
        _ => None,
    }
}

/// Reads a game's identity without failing on junk: anything but a text
/// is none.
fn lenient_id<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<String>, D::Error> {
    Ok(id_of(&serde_json::Value::deserialize(deserializer)?))
}

fn id_of(value: &Value) -> Option<String> {
    value.as_str().map(str::to_string)
}

/// Reads the seats played on this device without failing on junk: the
/// entries that are seat numbers.
fn lenient_mine<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<usize>, D::Error> {
    Ok(mine_of(&serde_json::Value::deserialize(deserializer)?))
}

fn mine_of(value: &Value) -> Vec<usize> {
    value
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(serde_json::Value::as_u64)
                .filter(|&p| p < MAX_PLAYERS as u64)
                .map(|p| p as usize)
                .collect()
        })
        .unwrap_or_default()
}

/// Reads the seats of a saved game without failing on junk: anything that is
/// not a list gives no seats, any entry that is not a level id a person.
fn lenient_seats<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Option<Level>>, D::Error> {
    Ok(seats_of(&serde_json::Value::deserialize(deserializer)?))
}

fn seats_of(value: &Value) -> Vec<Option<Level>> {
    match value {
        Value::Array(list) => list
            .iter()
            .take(MAX_PLAYERS)
            .map(|seat| seat.as_str().and_then(Level::from_id))
            .collect(),
        _ => Vec::new(),
    }
}

/// `seats` fitted to a game of `players`: missing seats are people, extra
/// ones are dropped.
pub fn fit_seats(seats: &[Option<Level>], players: usize) -> Vec<Option<Level>> {
    (0..players)
        .map(|p| seats.get(p).copied().flatten())
        .collect()
}

impl SavedGame {
    /// A game at `cursor` of `record`, with these seats and nothing else
    /// kept yet.
    pub fn new(record: Record, cursor: usize, seats: Vec<Option<Level>>) -> SavedGame {
        SavedGame {
            record,
            cursor,
            seats,
            variations: Vec::new(),
            started: None,
            updated: None,
            review: None,
            link_game: None,
            mine: Vec::new(),
            played: None,
            id: None,
            tags: None,
        }
    }

    /// The saved game as JSON, byte for byte what its serde derive writes,
    /// built by hand: the page then carries no serde writer of saved games.
    pub fn to_json(&self) -> String {
        let text = |s: &str| Value::from(s).to_string();
        let r = &self.record;
        let seats: Vec<Value> = self
            .seats
            .iter()
            .map(|s| s.map_or(Value::Null, |l| l.id().into()))
            .collect();
        // A record that starts from a position keeps it (serde's order:
        // after the moves).
        let position = r
            .position
            .as_deref()
            .map_or(String::new(), |p| format!(r#","position":{}"#, text(p)));
        let mut out = format!(
            r#"{{"record":{{"game":{},"options":{},"seed":{},"moves":{}{position}}},"cursor":{},"seats":{},"variations":{}"#,
            text(&r.game),
            r.options,
            r.seed,
            Value::from(r.moves.clone()),
            self.cursor,
            Value::Array(seats),
            Value::from(self.variations.clone()),
        );
        let mut field = |name: &str, value: Option<String>| {
            if let Some(value) = value {
                out.push_str(&format!(r#","{name}":{value}"#));
            }
        };
        field("started", self.started.as_deref().map(text));
        field("updated", self.updated.as_deref().map(text));
        field(
            "review",
            self.review
                .as_ref()
                .map(|(n, t)| format!("[{n},{}]", text(t))),
        );
        field("link_game", self.link_game.as_deref().map(text));
        field(
            "mine",
            (!self.mine.is_empty()).then(|| Value::from(self.mine.clone()).to_string()),
        );
        field("played", self.played.as_deref().map(text));
        field("id", self.id.as_deref().map(text));
        field(
            "tags",
            self.tags.as_ref().map(|h| {
                // In the order of the fields, as serde writes them.
                let mut parts = Vec::new();
                if !h.players.is_empty() {
                    parts.push(format!(r#""players":{}"#, Value::from(h.players.clone())));
                }
                for (name, value) in [("date", &h.date), ("result", &h.result)] {
                    if let Some(v) = value {
                        parts.push(format!(r#""{name}":{}"#, text(v)));
                    }
                }
                format!("{{{}}}", parts.join(","))
            }),
        );
        out.push('}');
        out
    }

    /// The review kept with the game, if it was made of these very moves:
    /// as many as the record has, each decision it judged the one at its
    /// ply (a review is dropped when the game goes on or a move changes).
    pub fn kept_review(&self) -> Option<Review> {
        let (count, text) = self.review.as_ref()?;
        if *count != self.record.moves.len() {
            return None;
        }
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        let review = review_from_value(&value)?;
        let fits = review
            .moves
            .iter()
            .all(|m| self.record.moves.get(m.ply) == Some(&m.mv));
        fits.then_some(review)
    }

    /// A record opened from outside (an import, a shared link): at its last
    /// position, with people at every seat. Errors say which move fails.
    pub fn opened(record: Record) -> Result<SavedGame, String> {
        let end = GameView::from_record(&record, record.moves.len()).map_err(|e| e.to_string())?;
        let cursor = record.moves.len();
        Ok(SavedGame::new(
            record,
            cursor,
            vec![None; end.player_count()],
        ))
    }

    /// Reads a saved game, checking that it replays for `game`.
    pub fn parse(text: &str, game: &str) -> Result<(SavedGame, GameView), String> {
        SavedGame::checked(SavedGame::read(text)?, game)
    }

    /// Reads a saved game without replaying it (to find copies of a game
    /// by identity; a game to open is read with [`SavedGame::parse`]).
    pub fn read_unchecked(text: &str) -> Result<SavedGame, String> {
        SavedGame::read(text)
    }

    fn read(text: &str) -> Result<SavedGame, String> {
        serde_json::from_str::<Value>(text)
            .map_err(|e| json_error(&e))
            .and_then(|v| SavedGame::from_value(&v))
            .map_err(|e| crate::tr!("saved-error-not-a-game", why = &e))
    }

    /// Reads a saved game from a JSON value by hand, as its serde derive
    /// would (unknown fields ignored, the lenient fields never failing):
    /// the page then carries no serde reader of saved games.
    fn from_value(value: &Value) -> Result<SavedGame, String> {
        const NAMES: [&str; 12] = [
            "record",
            "cursor",
            "seats",
            "variations",
            "started",
            "updated",
            "review",
            "link_game",
            "mine",
            "played",
            "id",
            "tags",
        ];
        let f = struct_fields(value, &NAMES, false)?;
        let null = Value::Null;
        let lenient = |k: usize| f[k].unwrap_or(&null);
        Ok(SavedGame {
            record: Record::from_value(f[0].ok_or_else(|| missing("record"))?)?,
            cursor: f[1]
                .ok_or_else(|| missing("cursor"))?
                .as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| invalid("cursor", COUNT))?,
            seats: seats_of(lenient(2)),
            variations: lines_of(lenient(3)),
            started: opt_text(f[4], "started")?,
            updated: opt_text(f[5], "updated")?,
            review: review_of(lenient(6)),
            link_game: id_of(lenient(7)),
            mine: mine_of(lenient(8)),
            played: opt_text(f[9], "played")?,
            id: id_of(lenient(10)),
            tags: tags_of(lenient(11)),
        })
    }

    /// `saved` if it is a game of `game` that replays.
    fn checked(saved: SavedGame, game: &str) -> Result<(SavedGame, GameView), String> {
        if saved.record.game != game {
            return Err(crate::tr!(
                "saved-error-other-game",
                found = &saved.record.game,
                wanted = game
            ));
        }
        if saved.cursor > saved.record.moves.len() {
            return Err(crate::tr!(
                "saved-error-cursor",
                cursor = saved.cursor,
                moves = saved.record.moves.len()
            ));
        }
        let view = GameView::from_record(&saved.record, saved.cursor).map_err(|e| e.to_string())?;
        let mut saved = saved;
        saved.seats = fit_seats(&saved.seats, view.player_count());
        saved.mine.retain(|&p| p < view.player_count());
        Ok((saved, view))
    }

    /// Who plays seat `p`: `None` a person, `Some(level)` the computer.
    pub fn seat(&self, p: usize) -> Option<Level> {
        self.seats.get(p).copied().flatten()
    }

    /// Whether any seat is played by the computer.
    pub fn has_computer(&self) -> bool {
        self.seats.iter().any(Option::is_some)
    }

    /// How many seats the computer plays.
    pub fn computer_count(&self) -> usize {
        self.seats.iter().filter(|s| s.is_some()).count()
    }

    /// Whether every seat of a game of `players` is played by the computer.
    pub fn all_computers(&self, players: usize) -> bool {
        players > 0 && (0..players).all(|p| self.seat(p).is_some())
    }

    /// Who the computer plays for at `view` (a position of this game), if a
    /// computer acts there: the player (`None` for dice that are nobody's,
    /// rolled by the computer when every seat is one; each roll of a
    /// roll-off is its roller's) and the level.
    pub fn computer_turn(&self, view: &GameView) -> Option<(Option<usize>, Level)> {
        if view.result.is_some() {
            return None;
        }
        match view.actor() {
            Some(p) => self.seat(p).map(|level| (Some(p), level)),
            None if view.chance && self.all_computers(view.player_count()) => {
                self.seat(0).map(|level| (None, level))
            }
            None => None,
        }
    }

    /// Reads a saved game of any game (its record names the game), read
    /// once.
    pub fn parse_any(text: &str) -> Result<(SavedGame, GameView), String> {
        let saved = SavedGame::read(text)?;
        let Some(game) = games::find(&saved.record.game) else {
            return Err(crate::tr!(
                "saved-error-unknown-game",
                found = &saved.record.game
            ));
        };
        SavedGame::checked(saved, game.id)
    }

    /// The game's identity: the one a game by link carries in its links,
    /// else its own. Saves from before identities have none.
    pub fn identity(&self) -> Option<&str> {
        self.link_game.as_deref().or(self.id.as_deref())
    }

    /// Whether `other` is a copy of this game: the same identity, or (a
    /// copy from before identities) the same game from the same start.
    /// Copies are merged ([`SavedGame::absorb`]), never one dropped for the
    /// other, so taking two games for one loses no move.
    pub fn same_game(&self, other: &SavedGame) -> bool {
        match (self.identity(), other.identity()) {
            (Some(a), Some(b)) => a == b,
            _ => {
                let (a, b) = (&self.record, &other.record);
                a.game == b.game && a.seed == b.seed && a.options == b.options
            }
        }
    }

    /// Keeps `line` among the lines unless this game holds it already (on
    /// screen or in a kept line); a kept line it continues is replaced.
    /// Whether anything changed.
    fn keep_line(&mut self, line: &[String]) -> bool {
        let within = |v: &[String]| v.len() >= line.len() && v[..line.len()] == line[..];
        if line.is_empty()
            || within(&self.record.moves)
            || self.variations.iter().any(|v| within(v))
        {
            return false;
        }
        self.variations
            .retain(|v| !(v.len() < line.len() && line[..v.len()] == v[..]));
        self.variations.push(line.to_vec());
        if self.variations.len() > MAX_VARIATIONS {
            self.variations.remove(0);
        }
        true
    }

    /// Takes in what another copy of this game holds (the same game played
    /// in another tab): moves that continue the line on screen are added to
    /// it, a line that differs is kept as another line, and so are its kept
    /// lines and its review if this copy has none. Whether anything changed.
    pub fn absorb(&mut self, other: &SavedGame) -> bool {
        let mine = &self.record.moves;
        let theirs = &other.record.moves;
        let mut changed = false;
        if theirs.len() > mine.len() && theirs[..mine.len()] == mine[..] {
            // A copy at the end of its moves stays at the end.
            if self.cursor == mine.len() {
                self.cursor = theirs.len();
            }
            self.record.moves = theirs.clone();
            changed = true;
        } else {
            changed |= self.keep_line(theirs);
        }
        for line in &other.variations {
            changed |= self.keep_line(line);
        }
        if self.review.is_none() && other.review.is_some() {
            self.review = other.review.clone();
            changed = true;
        }
        changed
    }

    /// Makes room for a move at the cursor. When moves follow the cursor,
    /// the whole line is kept among the variations before they are dropped
    /// (unless it is already kept, or continues one that is: then that one
    /// is replaced), so playing from an earlier position never loses the
    /// game that was played from there.
    pub fn branch(&mut self) {
        if self.cursor >= self.record.moves.len() {
            return;
        }
        let line = self.record.moves.clone();
        let kept = self
            .variations
            .iter()
            .any(|v| v.len() >= line.len() && v[..line.len()] == line[..]);
        if !kept {
            self.variations
                .retain(|v| !(v.len() < line.len() && line[..v.len()] == v[..]));
            self.variations.push(line);
            if self.variations.len() > MAX_VARIATIONS {
                self.variations.remove(0);
            }
        }
        self.record.moves.truncate(self.cursor);
    }

    /// Plays on along kept line `k` instead: the line on screen is kept in
    /// its place (if it holds anything the other does not) and the position
    /// shown is where the two part. `false` if there is no line `k`.
    pub fn switch_line(&mut self, k: usize) -> bool {
        if k >= self.variations.len() {
            return false;
        }
        let line = self.variations.remove(k);
        let current = std::mem::replace(&mut self.record.moves, line);
        let parted = current
            .iter()
            .zip(&self.record.moves)
            .take_while(|(a, b)| a == b)
            .count();
        let covered = self.record.moves.len() >= current.len()
            && self.record.moves[..current.len()] == current[..];
        if !covered {
            self.variations.insert(k, current);
        }
        self.cursor = parted.min(self.record.moves.len());
        true
    }

    /// Where kept line `k` parts from the line on screen: the number of
    /// moves they share, and how many moves it has.
    pub fn line_summary(&self, k: usize) -> Option<(usize, usize)> {
        let line = self.variations.get(k)?;
        let shared = line
            .iter()
            .zip(&self.record.moves)
            .take_while(|(a, b)| a == b)
            .count();
        Some((shared, line.len()))
    }

    /// A player's name with who plays the seat: "North (computer, Hard)".
    pub fn seat_label(&self, view: &GameView, p: usize) -> String {
        view.seat_label(&self.seats, p)
    }

    /// The header written with an export: who played each seat, the day
    /// the game started (else `today`), and the result if the game is over
    /// at `view` (the position after every move of the record).
    /// An imported record's own tags (players, date, result) come first.
    pub fn header(&self, view: &GameView, today: &str) -> Header {
        let day = |iso: &str| iso.get(..10).unwrap_or(iso).to_string();
        let tags = self.tags.clone().unwrap_or_default();
        Header {
            players: if tags.players.is_empty() {
                (0..view.player_count())
                    .map(|p| self.seat_label(view, p))
                    .collect()
            } else {
                tags.players
            },
            date: tags
                .date
                .or_else(|| Some(day(self.started.as_deref().unwrap_or(today)))),
            result: view
                .result
                .as_ref()
                .map(|r| r.headline.clone())
                .or(tags.result),
        }
    }

    /// A record opened from an import with its header: as
    /// [`SavedGame::opened`], keeping the header's tags.
    pub fn imported(record: Record, header: Header) -> Result<SavedGame, String> {
        let mut game = SavedGame::opened(record)?;
        game.tags = (header != Header::default()).then_some(header);
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::testing::record;
    use serde_json::{json, Value};

    /// Saved games (and records in them) read by hand as serde's derive
    /// reads them: the same game from good text, an error from bad.
    #[test]
    fn the_hand_reader_reads_what_serde_reads() {
        let r = r#"{"game":"owari","options":{"first_player":"south"},"seed":1,"moves":["A","b"]}"#;
        let texts = [
            format!(r#"{{"record":{r},"cursor":2}}"#),
            format!(
                r#"{{"record":{r},"cursor":1,"seats":["hard",null,3],"variations":[["A"],["B","c"]],"started":"2026","updated":null,"review":[2,"{{}}"],"link_game":"abc","mine":[1,0,9,"x"],"played":"t","other":[1]}}"#
            ),
            format!(
                r#"{{"record":{r},"cursor":1,"seats":"x","variations":[["A"],[1]],"review":[2],"link_game":7,"mine":{{}}}}"#
            ),
            format!(
                r#"{{"record":{r},"cursor":1,"seats":null,"variations":null,"review":null,"link_game":null,"mine":null,"played":null}}"#
            ),
            format!(r#"[{r},2,["hard"]]"#),
            r#"{"record":["owari",null,5],"cursor":0}"#.into(),
            r#"{"record":["owari",{},5,["A"],1],"cursor":0}"#.into(),
            format!(r#"[{r}]"#),
            format!(r#"[{r},1,[],[],null,null,null,null,[],null,5]"#),
            format!(r#"{{"record":{r},"cursor":-1}}"#),
            format!(r#"{{"record":{r},"cursor":1.0}}"#),
            format!(r#"{{"record":{r},"cursor":"1"}}"#),
            format!(r#"{{"record":{r}}}"#),
            format!(r#"{{"record":{r},"cursor":1,"started":5}}"#),
            format!(r#"{{"record":{r},"cursor":1,"played":[]}}"#),
            format!(r#"{{"record":{r},"cursor":1}} x"#),
            r#"{"cursor":1}"#.into(),
            r#"{"record":{"game":"owari","seed":1,"extra":0},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":-1},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":1.5},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":18446744073709551615},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":18446744073709551616},"cursor":0}"#.into(),
            r#"{"record":{"game":null,"seed":1},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari"},"cursor":0}"#.into(),
            r#"{"record":{"seed":1},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":1,"moves":null},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":1,"moves":[1]},"cursor":0}"#.into(),
            r#"{"record":{"game":"owari","seed":1,"options":null},"cursor":0}"#.into(),
            r#"{"record":"owari","cursor":0}"#.into(),
            r#"[]"#.into(),
            r#"7"#.into(),
            r#"null"#.into(),
            r#"{"#.into(),
            String::new(),
        ];
        for text in &texts {
            let hand = SavedGame::read(text);
            let serde = serde_json::from_str::<SavedGame>(text);
            match (&hand, &serde) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
                (Err(e), Err(_)) => assert!(e.starts_with("it is not a saved game ("), "{e}"),
                _ => panic!("{text}: by hand {hand:?}, by serde {serde:?}"),
            }
            let v: Option<Value> = serde_json::from_str(text).ok();
            if let Some(record) = v.as_ref().and_then(|v| v.get("record")) {
                let hand = Record::from_value(record);
                let serde = serde_json::from_value::<Record>(record.clone());
                assert_eq!(hand.ok(), serde.ok(), "{record}");
            }
        }
        // The header's fields are read with a record's, not in a record.
        let file = r#"{"game":"owari","seed":1,"players":["a","b"],"date":"d","result":null}"#;
        let (record, header) = Record::parse_any(file).unwrap();
        assert_eq!(record.seed, 1);
        assert_eq!(header.players, ["a", "b"]);
        assert_eq!(header.date.as_deref(), Some("d"));
        assert!(Record::from_json(file).is_err());
        assert!(Record::parse_any(r#"{"game":"owari","seed":1,"players":"a"}"#).is_err());
        assert!(Record::parse_any(r#"{"game":"owari","seed":1,"date":1}"#).is_err());
    }

    /// Saved games written by hand as serde's derive writes them.
    #[test]
    fn the_hand_writer_writes_what_serde_writes() {
        let mut game = owari(&["A", "b\"\u{e9}\n"]);
        assert_eq!(game.to_json(), serde_json::to_string(&game).unwrap());
        game.record.options = json!({"x": [1.5, -2, null, {"y": "\u{1}"}], "a": true});
        game.record.seed = u64::MAX;
        game.cursor = 1;
        game.variations = vec![vec!["A".into()], vec![]];
        game.started = Some("2026-11-24T10:00:00Z".into());
        game.updated = Some("u".into());
        game.review = Some((2, r#"{"a":"b"}"#.into()));
        game.link_game = Some("id\\".into());
        game.mine = vec![0, 3];
        game.played = Some("p".into());
        game.id = Some("i\"d".into());
        game.tags = Some(Header {
            players: vec!["A\"".into(), "B".into()],
            date: None,
            result: Some("r".into()),
        });
        assert_eq!(game.to_json(), serde_json::to_string(&game).unwrap());
        game.tags = Some(Header {
            players: vec![],
            date: Some("d".into()),
            result: None,
        });
        assert_eq!(game.to_json(), serde_json::to_string(&game).unwrap());
        game.record.options = Value::Null;
        game.seats = vec![];
        game.started = None;
        game.mine = vec![];
        assert_eq!(game.to_json(), serde_json::to_string(&game).unwrap());
        assert_eq!(SavedGame::read(&game.to_json()), Ok(game.clone()));
        // A game that starts from a position keeps it.
        game.record.position = Some("3,0,5,2,0,9/1,4,0,6,2,3 7:6 \"s".into());
        assert_eq!(game.to_json(), serde_json::to_string(&game).unwrap());
        assert_eq!(SavedGame::read(&game.to_json()), Ok(game));
    }

    fn owari(moves: &[&str]) -> SavedGame {
        let record = Record::from_json(&format!(
            r#"{{"game":"owari","options":{{"first_player":"south"}},"seed":1,"moves":{}}}"#,
            serde_json::to_string(moves).unwrap()
        ))
        .unwrap();
        let cursor = record.moves.len();
        SavedGame::new(record, cursor, vec![None, Some(Level::Hard)])
    }

    fn line(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn saved_games_are_checked() {
        let good = SavedGame::new(record("owari", &["C", "d"]), 1, vec![None, None]);
        let text = serde_json::to_string(&good).unwrap();
        let (saved, view) = SavedGame::parse(&text, "owari").unwrap();
        assert_eq!(saved, good);
        assert_eq!(view.cursor, 1);
        assert!(SavedGame::parse("{", "owari")
            .unwrap_err()
            .contains("not a saved game"));
        assert!(SavedGame::parse(&text, "basic")
            .unwrap_err()
            .contains("owari"));
        let bad_move = text.replace("\"d\"", "\"Z\"");
        let err = SavedGame::parse(&bad_move, "owari").unwrap_err();
        assert!(err.contains("move 2"), "{err}");
        let bad_cursor = text.replace("\"cursor\":1", "\"cursor\":9");
        assert!(SavedGame::parse(&bad_cursor, "owari").is_err());
    }

    #[test]
    fn kept_lines_and_review_are_read_as_serde_reads_them() {
        let game = SavedGame::new(record("owari", &["C"]), 1, vec![None, None]);
        let text = serde_json::to_string(&game).unwrap();
        let read = |key: &str, value: &Value| {
            let mut json: Value = serde_json::from_str(&text).unwrap();
            json[key] = value.clone();
            serde_json::from_str::<SavedGame>(&json.to_string()).unwrap()
        };
        for value in [
            json!([["C", "d"], []]),
            json!([]),
            json!([["C"], "d"]),
            json!([["C", 1]]),
            json!({"C": "d"}),
            json!("C d"),
            json!(null),
            json!([2, "{}"]),
            json!([2, "{}", 3]),
            json!([-1, "{}"]),
            json!([2.5, "{}"]),
            json!([u64::MAX, "{}"]),
            json!(["2", "{}"]),
            json!([2]),
            json!({"2": "{}"}),
        ] {
            let lines: Vec<Vec<String>> = serde_json::from_value(value.clone()).unwrap_or_default();
            assert_eq!(read("variations", &value).variations, lines, "{value}");
            let review: Option<(usize, String)> =
                serde_json::from_value(value.clone()).unwrap_or_default();
            assert_eq!(read("review", &value).review, review, "{value}");
        }
        // A saved game names its game: one not ours is refused by name.
        let other = text.replace("\"owari\"", "\"chess\"");
        let err = SavedGame::parse_any(&other).unwrap_err();
        assert_eq!(err, "it is a game of 'chess', which is not one of ours");
        assert_eq!(SavedGame::parse_any(&text).unwrap().0, game);
    }

    #[test]
    fn saved_seats_round_trip() {
        let game = SavedGame::new(record("owari", &["C"]), 1, vec![None, Some(Level::Hard)]);
        let text = serde_json::to_string(&game).unwrap();
        assert!(text.contains(r#""seats":[null,"hard"]"#), "{text}");
        let (back, view) = SavedGame::parse(&text, "owari").unwrap();
        assert_eq!(back, game);
        assert_eq!(back.seat(1), Some(Level::Hard));
        assert_eq!(back.seat(0), None);
        assert!(back.has_computer());
        assert!(!back.all_computers(view.player_count()));
    }

    #[test]
    fn a_game_by_link_keeps_its_identity_and_seats_and_junk_reads_as_none() {
        let mut game = owari(&["C"]);
        game.link_game = Some("abc123".into());
        game.mine = vec![1];
        game.played = Some("2026-11-24T10:00:00.000Z".into());
        let text = serde_json::to_string(&game).unwrap();
        let part = r#""link_game":"abc123","mine":[1]"#;
        assert!(text.contains(part), "{text}");
        let (back, _) = SavedGame::parse(&text, "owari").unwrap();
        assert_eq!(back, game);
        let junk = text.replace(part, r#""link_game":7,"mine":[1,"x",9,0]"#);
        assert_ne!(junk, text);
        let (back, _) = SavedGame::parse(&junk, "owari").unwrap();
        assert_eq!((back.link_game, back.mine), (None, vec![1, 0]));
        let junk = text.replace(part, r#""link_game":["a"],"mine":{"a":1}"#);
        let (back, _) = SavedGame::parse(&junk, "owari").unwrap();
        assert_eq!((back.link_game, back.mine), (None, Vec::new()));
    }

    #[test]
    fn saved_games_from_before_seats_are_all_people() {
        let text = r#"{"record":{"game":"owari","options":{"first_player":"south"},"seed":5,"moves":["C"]},"cursor":1}"#;
        let (saved, _) = SavedGame::parse(text, "owari").unwrap();
        assert_eq!(saved.seats, vec![None, None]);
        assert!(!saved.has_computer());
    }

    #[test]
    fn junk_seats_read_as_people_and_fit_the_players() {
        let base = r#"{"record":{"game":"owari","options":{"first_player":"south"},"seed":5,"moves":[]},"cursor":0,"seats":SEATS}"#;
        for (seats, expected) in [
            (r#"["robot", 3]"#, vec![None, None]),
            (r#"[null]"#, vec![None, None]),
            (r#"["easy"]"#, vec![Some(Level::Easy), None]),
            (
                r#"["easy", "strongest", "hard", "hard"]"#,
                vec![Some(Level::Easy), Some(Level::Strongest)],
            ),
            (r#"{"a": 1}"#, vec![None, None]),
            (r#""hard""#, vec![None, None]),
            (r#"null"#, vec![None, None]),
            (r#"[[], {}, true, "HARD"]"#, vec![None, None]),
        ] {
            let text = base.replace("SEATS", seats);
            let (saved, _) =
                SavedGame::parse(&text, "owari").unwrap_or_else(|e| panic!("{seats}: {e}"));
            assert_eq!(saved.seats, expected, "{seats}");
        }
        // A long list of junk is cut, never a panic.
        let many = format!("[{}]", vec![r#""hard""#; 1000].join(","));
        let (saved, _) = SavedGame::parse(&base.replace("SEATS", &many), "owari").unwrap();
        assert_eq!(saved.seats.len(), 2);
        // Seats follow the number of players of the game.
        let reapers = r#"{"record":{"game":"spectral-reapers","options":{"players":4},"seed":5,"moves":[]},"cursor":0,"seats":["easy"]}"#;
        let (saved, view) = SavedGame::parse(reapers, "spectral-reapers").unwrap();
        assert_eq!(view.player_count(), 4);
        assert_eq!(saved.seats, vec![Some(Level::Easy), None, None, None]);
        assert_eq!(fit_seats(&[], 3), vec![None; 3]);
    }

    #[test]
    fn branching_keeps_the_line_played_and_switching_brings_it_back() {
        let mut game = owari(&["C", "d", "A", "f"]);
        game.cursor = 2;
        game.branch();
        assert_eq!(game.record.moves, line(&["C", "d"]));
        assert_eq!(game.variations, vec![line(&["C", "d", "A", "f"])]);
        game.record.moves.push("B".into());
        game.cursor = 3;

        // Branching at the end keeps nothing new.
        game.branch();
        assert_eq!(game.variations.len(), 1);

        // Back to the original line: the new one is kept in its place, and
        // the position shown is where they part.
        assert!(game.switch_line(0));
        assert_eq!(game.record.moves, line(&["C", "d", "A", "f"]));
        assert_eq!(game.cursor, 2);
        assert_eq!(game.variations, vec![line(&["C", "d", "B"])]);
        assert_eq!(game.line_summary(0), Some((2, 3)));
        assert!(!game.switch_line(1));

        // A line that only repeats the start of a kept one is not kept
        // again; one that continues a kept one replaces it.
        game.cursor = 1;
        game.branch();
        assert_eq!(game.variations.len(), 2);
        game.record.moves = line(&["C", "d", "B", "a"]);
        game.cursor = 0;
        game.branch();
        assert_eq!(
            game.variations,
            vec![line(&["C", "d", "A", "f"]), line(&["C", "d", "B", "a"])]
        );
        let mut again = game.clone();
        again.record.moves = line(&["C", "d", "A"]);
        again.cursor = 1;
        again.branch();
        assert_eq!(again.variations, game.variations);
    }

    #[test]
    fn copies_of_one_game_merge_their_moves_and_lines() {
        let mut a = owari(&["C", "d"]);
        a.id = Some("one".into());
        // The other tab played on: its moves are added.
        let mut b = a.clone();
        b.record.moves.push("A".into());
        assert!(a.same_game(&b));
        let mut merged = a.clone();
        assert!(merged.absorb(&b));
        assert_eq!(merged.record.moves, line(&["C", "d", "A"]));
        assert_eq!(merged.cursor, 3, "a copy at the end stays at the end");
        assert!(!merged.absorb(&b), "nothing more to take");
        let mut back = a.clone();
        back.cursor = 1;
        assert!(back.absorb(&b));
        assert_eq!(back.cursor, 1, "a copy looking back stays where it looks");
        // A different move in each: one on screen, the other an Other line.
        let mut c = a.clone();
        c.record.moves.push("B".into());
        assert!(merged.absorb(&c));
        assert_eq!(merged.record.moves, line(&["C", "d", "A"]));
        assert_eq!(merged.variations, vec![line(&["C", "d", "B"])]);
        assert!(!merged.absorb(&c));
        // Its kept lines come too, a longer one replacing the line it continues.
        let mut d = c.clone();
        d.variations = vec![line(&["C", "d", "B", "f"])];
        assert!(merged.absorb(&d));
        assert_eq!(merged.variations, vec![line(&["C", "d", "B", "f"])]);
        // A copy that holds less adds nothing.
        assert!(!merged.absorb(&a));
        // Another game is not this one; a save from before identities is
        // the same game when it has the same start.
        let mut other = a.clone();
        other.id = Some("two".into());
        assert!(!a.same_game(&other));
        let mut old = a.clone();
        old.id = None;
        assert!(a.same_game(&old));
        old.record.seed = 2;
        assert!(!a.same_game(&old));
        // A game by link is known by the identity its links carry.
        other.link_game = Some("one".into());
        assert_eq!(other.identity(), Some("one"));
        let text = a.to_json();
        assert!(text.ends_with(r#","id":"one"}"#), "{text}");
        assert_eq!(SavedGame::parse(&text, "owari").unwrap().0, a);
        let junk = text.replace(r#""id":"one""#, r#""id":[1]"#);
        assert_eq!(SavedGame::parse(&junk, "owari").unwrap().0.id, None);
    }

    #[test]
    fn a_game_keeps_at_most_so_many_lines_dropping_the_oldest() {
        let mut game = owari(&[]);
        for k in 0..MAX_VARIATIONS + 3 {
            game.record.moves = vec!["C".into(), format!("x{k}")];
            game.cursor = 1;
            game.branch();
        }
        assert_eq!(game.variations.len(), MAX_VARIATIONS);
        assert_eq!(game.variations[0][1], "x3");
    }

    #[test]
    fn an_opened_record_is_at_its_end_with_people_seated() {
        let record = owari(&["C", "d", "A"]).record;
        let game = SavedGame::opened(record.clone()).unwrap();
        assert_eq!((game.cursor, game.seats.clone()), (3, vec![None, None]));
        let mut bad = record;
        bad.moves.push("Q".into());
        assert!(SavedGame::opened(bad).unwrap_err().contains("move 4"));
    }

    #[test]
    fn a_kept_review_is_shown_only_for_the_same_moves() {
        let mut game = owari(&["C", "d"]);
        let review = r#"{"kind":"seeds","moves":[{"ply":0,"player":0,"move":"C","value":1.0,"best":"C","best_value":1.0,"class":"best","exact":false,"accuracy":100.0,"line":["C"]},{"ply":1,"player":1,"move":"d","value":-4.0,"best":"a","best_value":-1.0,"class":"mistake","exact":false,"accuracy":60.0,"line":["a"]}],"players":[{"accuracy":100.0,"inaccuracies":0,"mistakes":0,"blunders":0},{"accuracy":60.0,"inaccuracies":0,"mistakes":1,"blunders":0}]}"#;
        game.review = Some((2, review.to_string()));
        let kept = game.kept_review().unwrap();
        assert_eq!(kept.moves[1].best, "a");
        assert_eq!(kept.players[1].mistakes, 1);
        // The game went on: not these moves any more.
        let mut longer = game.clone();
        longer.record.moves.push("A".into());
        assert!(longer.kept_review().is_none());
        // A move changed: not these moves either.
        let mut other = game.clone();
        other.record.moves[1] = "e".into();
        assert!(other.kept_review().is_none());
        game.review = Some((2, "{".to_string()));
        assert!(game.kept_review().is_none());
    }

    #[test]
    fn saved_games_of_any_game_read_and_variations_are_lenient() {
        let game = owari(&["C", "d"]);
        let text = serde_json::to_string(&game).unwrap();
        let (back, view) = SavedGame::parse_any(&text).unwrap();
        assert_eq!((back, view.cursor), (game, 2));
        let junk = text.replace(r#""variations":[]"#, r#""variations":{"a":1}"#);
        assert_ne!(junk, text);
        assert!(SavedGame::parse_any(&junk).unwrap().0.variations.is_empty());
        // A kept review that is junk is no review; the game still reads.
        let reviewed = text.replace(r#""cursor":"#, r#""review":{"x":[]},"cursor":"#);
        assert_ne!(reviewed, text);
        assert_eq!(SavedGame::parse_any(&reviewed).unwrap().0.review, None);
        let chess = text.replace(r#""game":"owari""#, r#""game":"chess""#);
        assert!(SavedGame::parse_any(&chess)
            .unwrap_err()
            .contains("'chess'"));
        assert!(SavedGame::parse_any("[1,2]")
            .unwrap_err()
            .contains("not a saved game"));
    }

    #[test]
    fn the_header_names_the_players_the_day_and_the_result() {
        let mut game = owari(&["C", "d"]);
        game.started = Some("2026-11-20T10:00:00.000Z".into());
        let view = GameView::from_record(&game.record, 2).unwrap();
        let header = game.header(&view, "2026-11-23");
        assert_eq!(header.players, vec!["South", "North (computer, Hard)"]);
        assert_eq!(header.date.as_deref(), Some("2026-11-20"));
        assert_eq!(header.result, None);

        game.record.moves.push("agree".into());
        game.cursor = 3;
        let view = GameView::from_record(&game.record, 3).unwrap();
        let result = view.result.clone().unwrap();
        assert_eq!(game.header(&view, "x").result, Some(result.headline));
        game.started = None;
        assert_eq!(
            game.header(&view, "2026-11-23T09:00").date.as_deref(),
            Some("2026-11-23")
        );

        // An imported record keeps the tags it came with.
        let header = Header {
            players: vec!["Ama".into(), "Kofi".into()],
            date: Some("1999-01-02".into()),
            result: Some("Ama wins".into()),
        };
        let imported = SavedGame::imported(owari(&["C"]).record, header.clone()).unwrap();
        let view = GameView::from_record(&imported.record, 1).unwrap();
        assert_eq!(imported.header(&view, "2026-11-23"), header);
        let (back, _) = SavedGame::parse(&imported.to_json(), "owari").unwrap();
        assert_eq!(back.tags, Some(header));
        let plain = SavedGame::imported(owari(&["C"]).record, Header::default()).unwrap();
        assert_eq!(plain.tags, None);
    }

    #[test]
    fn the_computer_acts_for_its_seats_and_rolls_its_own_dice() {
        let north = vec![None, Some(Level::Hard)];
        let game = SavedGame::new(record("owari", &["C"]), 1, north.clone());
        let view = GameView::from_record(&game.record, 1).unwrap();
        assert_eq!(game.computer_turn(&view), Some((Some(1), Level::Hard)));
        let start = GameView::from_record(&game.record, 0).unwrap();
        assert_eq!(game.computer_turn(&start), None, "South is a person");
        let over = SavedGame::new(record("owari", &["C", "agree"]), 2, north);
        let end = GameView::from_record(&over.record, 2).unwrap();
        assert_eq!(
            over.computer_turn(&end),
            None,
            "nobody acts once it is over"
        );

        // Dice: the roller's seat decides, in the roll-off for who starts
        // too (each roll there is its roller's: South rolls first).
        let info = games::find("rainbow-passage").unwrap();
        let session = (info.new_session)(&serde_json::json!({"first_player": "south"}), 4).unwrap();
        let roll = GameView::of(session.as_ref(), Vec::new());
        let south = SavedGame::new(session.record(), 0, vec![Some(Level::Easy), None]);
        assert_eq!(south.computer_turn(&roll), Some((Some(0), Level::Easy)));
        let session = (info.new_session)(&serde_json::json!({}), 3).unwrap();
        let roll_off = GameView::of(session.as_ref(), Vec::new());
        let mixed = SavedGame::new(session.record(), 0, vec![Some(Level::Easy), None]);
        assert_eq!(mixed.computer_turn(&roll_off), Some((Some(0), Level::Easy)));
        let person = SavedGame::new(session.record(), 0, vec![None, Some(Level::Hard)]);
        assert_eq!(person.computer_turn(&roll_off), None, "South rolls first");
    }
}
