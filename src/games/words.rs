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

#[cfg(test)]
mod tests {
    use crate::engine::options::{message_key, OptionKind};
    use crate::i18n::test_catalogue;

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
