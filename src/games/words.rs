//! The common words of every game: how the engine's reasons for ending a
//! game and for refusing an action are put into words for people, from the
//! catalogue `games.ftl` in the language shown (English natively). A game's
//! own endings (`EndReason::Own`) are worded by the game's `present.rs`.
//!
//! The rules code (`crate::engine` and each game's `mod.rs`) only names
//! these reasons as data; each game's own actions, prompts and round
//! summaries are worded in its `present.rs`. Keeping every sentence in the
//! presentation layer leaves one place to translate.

use std::fmt::{self, Display};

use crate::engine::position::PositionError;
use crate::engine::{side_name, EndReason, IllegalAction, NamedEnd, ParseActionError, Remaining};
use crate::t;
use crate::tr;

impl Display for Remaining {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Remaining::ToOwners => f.write_str(t!("remaining-to-owners")),
            Remaining::ToPlayer(p) => {
                f.write_str(&tr!("remaining-to-player", player = side_name(*p as usize)))
            }
            Remaining::Split => f.write_str(t!("remaining-split")),
            Remaining::Nothing => f.write_str(t!("remaining-nothing")),
        }
    }
}

impl Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            EndReason::SideEmpty { side, remaining } => tr!(
                "end-side-empty",
                side = side_name(*side as usize),
                remaining = &remaining.to_string()
            ),
            EndReason::NoMove { player, remaining } => tr!(
                "end-no-move",
                player = side_name(*player as usize),
                remaining = &remaining.to_string()
            ),
            EndReason::Majority { remaining } => {
                tr!("end-majority", remaining = &remaining.to_string())
            }
            EndReason::Repetition {
                occurrence,
                remaining,
            } => tr!(
                "end-repetition",
                occurrence = *occurrence,
                remaining = &remaining.to_string()
            ),
            EndReason::Agreement { remaining } => {
                tr!("end-agreement", remaining = &remaining.to_string())
            }
            // A game's own ending is worded by the game (its
            // `Present::explain`); its key stands in for a game that forgot.
            EndReason::Own { key, .. } => key.to_string(),
            EndReason::Resigned { player } => {
                tr!("end-resigned", player = &player_name(*player))
            }
            EndReason::DrawAgreed => t!("end-draw-agreed").to_string(),
        };
        f.write_str(&text)
    }
}

/// A player named without a game's names: the side in two-player games,
/// else "Player N".
pub(crate) fn player_name(player: u8) -> String {
    match player {
        0 | 1 => side_name(player as usize).to_string(),
        p => tr!("player-seat", seat = p + 1),
    }
}

impl Display for NamedEnd<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            EndReason::Resigned { player } => match self.names.get(player as usize) {
                Some(name) => f.write_str(&tr!("end-resigned", player = name)),
                None => self.reason.fmt(f),
            },
            other => other.fmt(f),
        }
    }
}

impl Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalAction::GameOver => t!("illegal-game-over"),
            IllegalAction::NoSuchPit => t!("illegal-no-such-pit"),
            IllegalAction::NotYourPit => t!("illegal-not-your-pit"),
            IllegalAction::EmptyPit => t!("illegal-empty-pit"),
            IllegalAction::MustFeed => t!("illegal-must-feed"),
            IllegalAction::NotNow => t!("illegal-not-now"),
            IllegalAction::OutOfRange => t!("illegal-out-of-range"),
            IllegalAction::Own(said) => crate::i18n::text(*said),
        })
    }
}

impl Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("parse-not-a-move", text = &self.0))
    }
}

/// A colour's name (its English name, as the notation and the options
/// write it) in the language shown, as a noun: "red", "cyan".
pub(crate) fn colour_word(name: &str) -> &'static str {
    match name {
        "red" => t!("colour-red"),
        "orange" => t!("colour-orange"),
        "yellow" => t!("colour-yellow"),
        "green" => t!("colour-green"),
        "blue" => t!("colour-blue"),
        "violet" => t!("colour-violet"),
        "cyan" => t!("colour-cyan"),
        "magenta" => t!("colour-magenta"),
        _ => "?",
    }
}

/// A notation's refusal in the language shown (its English is
/// [`PositionError`]'s `Display`, which the command line prints): the
/// sentence from the catalogue (`position-<key>`) and the words the reader
/// gave as arguments (a field's name, what it should be, why a rule
/// refuses) translated where the catalogue has them.
pub fn position_refusal(e: &PositionError) -> String {
    let arg = |name: &str| position_arg(e, name);
    match e.key {
        "empty" => t!("position-empty").to_string(),
        "fields" => tr!(
            "position-fields",
            found = arg("found"),
            expected = arg("expected")
        ),
        "field" => tr!(
            "position-field",
            field = arg("field"),
            value = arg("value"),
            what = arg("what")
        ),
        "count" => tr!(
            "position-count",
            field = arg("field"),
            value = arg("value"),
            max = arg("max")
        ),
        "list-length" => tr!(
            "position-list-length",
            field = arg("field"),
            found = arg("found"),
            expected = arg("expected")
        ),
        "width" => tr!(
            "position-width",
            width = arg("width"),
            allowed = arg("allowed")
        ),
        "total" => tr!(
            "position-total",
            found = arg("found"),
            expected = arg("expected")
        ),
        "over" => t!("position-over").to_string(),
        "no-move" => t!("position-no-move").to_string(),
        "decided" => tr!("position-decided", why = arg("why")),
        "player" => tr!("position-player", player = arg("player")),
        "rule" => tr!("position-rule", why = arg("why")),
        "mid-move" => t!("position-mid-move").to_string(),
        "colour-total" => tr!(
            "position-colour-total",
            found = arg("found"),
            colour = arg("colour"),
            expected = arg("expected")
        ),
        "not-started" => t!("position-not-started").to_string(),
        "unsupported" => t!("position-unsupported").to_string(),
        _ => e.to_string(),
    }
}

/// The argument `name` of a refusal, translated ([`position_word`]).
fn position_arg<'a>(e: &'a PositionError, name: &str) -> &'a str {
    let value = e
        .args
        .iter()
        .find(|(n, _)| *n == name)
        .map_or("", |(_, v)| v.as_str());
    position_word(value)
}

/// A word a notation reader passes as an argument, translated; any other
/// text (a value read, a number, a game's own reason) as it is.
fn position_word(text: &str) -> &str {
    match text {
        "board" => t!("position-arg-board"),
        "captures" => t!("position-arg-captures"),
        "claims left" => t!("position-arg-claims-left"),
        "claims made" => t!("position-arg-claims-made"),
        "owners" => t!("position-arg-owners"),
        "phase" => t!("position-arg-phase"),
        "piece" => t!("position-arg-piece"),
        "pieces" => t!("position-arg-pieces"),
        "pit" => t!("position-arg-pit"),
        "pits" => t!("position-arg-pits"),
        "player to move" => t!("position-arg-player-to-move"),
        "round" => t!("position-arg-round"),
        "seat to move" => t!("position-arg-seat-to-move"),
        "seats" => t!("position-arg-seats"),
        "seats placed" => t!("position-arg-seats-placed"),
        "square colour" => t!("position-arg-square-colour"),
        "square" => t!("position-arg-square"),
        "start square" => t!("position-arg-start-square"),
        "starting seat" => t!("position-arg-starting-seat"),
        "store" => t!("position-arg-store"),
        "stores" => t!("position-arg-stores"),
        "turns" => t!("position-arg-turns"),
        "# and a seed, or the squares' colours" => t!("position-arg-and-a-seed-or-the-squares-colours"),
        "12 letters s or n" => t!("position-arg-12-letters-s-or-n"),
        "a pit board" => t!("position-arg-a-pit-board"),
        "a round from 1" => t!("position-arg-a-round-from-1"),
        "a square of the board" => t!("position-arg-a-square-of-the-board"),
        "a start square and . - x or =" => t!("position-arg-a-start-square-and-x-or"),
        "beads written as counts and colour initials (2r1g), or 0" => t!("position-arg-beads-written-as-counts-and-colour-initi"),
        "r g b y c or m" => t!("position-arg-r-g-b-y-c-or-m"),
        "roll or @ and the dice rolled" => t!("position-arg-roll-or-and-the-dice-rolled"),
        "s or n" => t!("position-arg-s-or-n"),
        "two counts separated by :" => t!("position-arg-two-counts-separated-by"),
        "two groups separated by :" => t!("position-arg-two-groups-separated-by"),
        "two sides separated by /" => t!("position-arg-two-sides-separated-by"),
        "a piece on the far row has got across" => t!("position-arg-a-piece-on-the-far-row-has-got-across"),
        "a seat is down to a single bead" => t!("position-arg-a-seat-is-down-to-a-single-bead"),
        "a seat places its beads as 4, 4 and 3 in three pits" => t!("position-arg-a-seat-places-its-beads-as-4-4-and-3-in"),
        "a side is empty" => t!("position-arg-a-side-is-empty"),
        "a store holds half the seeds or more" => t!("position-arg-a-store-holds-half-the-seeds-or-more"),
        "before the width is chosen the board is empty" => t!("position-arg-before-the-width-is-chosen-the-board-is"),
        "between rounds the player to move is the last round's loser" => t!("position-arg-between-rounds-the-player-to-move-is-the"),
        "each seat's start tokens lie where the options place its pieces" => t!("position-arg-each-seat-s-start-tokens-lie-where-the-o"),
        "nothing is captured while beads are placed" => t!("position-arg-nothing-is-captured-while-beads-are-plac"),
        "the beads do not add up" => t!("position-arg-the-beads-do-not-add-up"),
        "the hollows are empty" => t!("position-arg-the-hollows-are-empty"),
        "the seat to move has a bead of its colour on the board" => t!("position-arg-the-seat-to-move-has-a-bead-of-its-colou"),
        "the seat to move has a piece on the board" => t!("position-arg-the-seat-to-move-has-a-piece-on-the-boar"),
        "two pieces stand on one square" => t!("position-arg-two-pieces-stand-on-one-square"),
        "while beads are placed, the seats place in turn from the starting seat" => t!("position-arg-while-beads-are-placed-the-seats-place-i"),
        "while hollows are claimed, every seed is held in the stores" => t!("position-arg-while-hollows-are-claimed-every-seed-is"),
        "while seeds are placed, each filled pit holds seeds and is mirrored; the rest are empty" => t!("position-arg-while-seeds-are-placed-each-filled-pit-h"),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::options::{message_key, OptionKind};
    use crate::i18n::test_catalogue;

    /// Every refusal of every game's notation reader, from mutations of
    /// each preset's start: the page's words are the catalogue's (the same
    /// English the command line prints), and in French every refusal, its
    /// arguments' words included, is French.
    #[test]
    fn position_refusals_are_worded_from_the_catalogue() {
        use super::{position_refusal, position_word};
        use crate::engine::position::PositionError;
        use crate::i18n::{self, Messages};
        struct Refusals;
        impl crate::games::GameVisitor for Refusals {
            type Output = Vec<PositionError>;
            fn visit<G: crate::games::Registered>(self) -> Self::Output {
                let mut out = Vec::new();
                for preset in (G::DEF.presets)() {
                    let options: G::Options =
                        crate::engine::options::options_from_json(&preset.options).unwrap();
                    let Ok(start) = G::new(&options, 1).unwrap().to_notation() else {
                        continue;
                    };
                    let mut texts = vec![String::new(), "x".into(), format!("{start} x")];
                    let fields: Vec<&str> = start.split(' ').collect();
                    for i in 0..fields.len() {
                        for bad in ["x", "999999", "1,2", "0", "s", "/", ":", "@"] {
                            let mut f = fields.clone();
                            f[i] = bad;
                            texts.push(f.join(" "));
                        }
                    }
                    for (i, c) in start.char_indices() {
                        if c.is_ascii_digit() {
                            texts.push(format!("{}9{}", &start[..i], &start[i + 1..]));
                        }
                    }
                    out.extend(
                        texts
                            .iter()
                            .filter_map(|t| G::from_notation(&options, t).err()),
                    );
                }
                out
            }
        }
        let mut refusals = Vec::new();
        for id in crate::games::ids() {
            refusals.extend(crate::games::with_game(id, Refusals).unwrap());
        }
        let mut keys: Vec<&str> = refusals.iter().map(|e| e.key).collect();
        keys.sort();
        keys.dedup();
        assert!(keys.len() >= 6, "refusals of many kinds: {keys:?}");
        // And every kind, with words the readers pass.
        for key in [
            "empty",
            "fields",
            "field",
            "count",
            "list-length",
            "width",
            "total",
            "over",
            "no-move",
            "decided",
            "player",
            "rule",
            "mid-move",
            "colour-total",
            "not-started",
            "unsupported",
        ] {
            let e = PositionError::new(key)
                .arg("found", 3)
                .arg("expected", 4)
                .arg("field", "player to move")
                .arg("value", "q")
                .arg("what", "s or n")
                .arg("max", 9)
                .arg("width", 5)
                .arg("allowed", 6)
                .arg("why", "a side is empty")
                .arg("player", 7)
                .arg("colour", "r");
            refusals.push(e);
        }
        for e in &refusals {
            assert_eq!(position_refusal(e), e.to_string(), "{e:?}");
        }
        let flat = i18n::test_catalogue("fr").flat().leak();
        i18n::install(Some(Messages::from_flat("fr", flat)));
        let french: Vec<(String, &PositionError)> =
            refusals.iter().map(|e| (position_refusal(e), e)).collect();
        i18n::install(None);
        for (words, e) in french {
            assert_ne!(words, e.to_string(), "{e:?} in French");
            for (name, value) in &e.args {
                if position_word(value) != value.as_str() {
                    assert!(
                        !words.contains(value.as_str()),
                        "{name} '{value}' in French: {words}"
                    );
                }
            }
        }
    }

    /// Every option's label, help and choices and every preset's name,
    /// as the dialog shows them, read in English from the catalogue just as
    /// the fields say; and every option and preset message is one of them.
    #[test]
    fn option_and_preset_words_are_the_catalogues() {
        let en = test_catalogue("en");
        let mut used = Vec::new();
        let mut missing = Vec::new();
        let mut check = |game: &str, kind: &str, parts: &[&str], shown: &str, english: &str| {
            let own = message_key(kind, Some(game), parts);
            let shared = message_key(kind, None, parts);
            // The key the accessor reads: the game's own, else the shared.
            let key = if en.variables(&own).is_none() && en.variables(&shared).is_some() {
                shared
            } else {
                own
            };
            if en.variables(&key).is_none() || shown != english {
                missing.push(format!("{key} = {english}"));
            }
            used.push(key);
        };
        for game in crate::games::all() {
            for spec in game.options {
                let label = spec.shown_label(game.id);
                check(game.id, "option", &[spec.key], label, spec.label);
                let help = spec.shown_help(game.id);
                check(game.id, "option", &[spec.key, "help"], help, spec.help);
                if let OptionKind::Choice(choices) = spec.kind {
                    for (value, english) in choices {
                        let shown = spec.shown_choice(game.id, value);
                        check(game.id, "option", &[spec.key, value], shown, english);
                    }
                }
            }
            for preset in (game.presets)() {
                let shown = preset.shown_name(game.id);
                check(game.id, "preset", &[preset.id], shown, preset.name);
            }
        }
        assert!(
            missing.is_empty(),
            "not in games.ftl:\n{}",
            missing.join("\n")
        );
        let unused: Vec<_> = en
            .keys()
            .filter(|k| {
                (k.starts_with("option-") || k.starts_with("preset-"))
                    && !used.iter().any(|u| u == k)
            })
            .collect();
        assert!(
            unused.is_empty(),
            "option or preset messages no option shows: {unused:?}"
        );
    }
}
