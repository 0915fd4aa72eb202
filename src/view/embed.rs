//! The parameters of an embedded board (`#/embed/<game>?…`), read in plain
//! Rust so that every bad parameter gets a clear message (tested natively).
//!
//! | parameter     | meaning |
//! |---------------|---------|
//! | `preset`      | a preset id of the game (its first preset otherwise) |
//! | `options`     | a JSON object laid over the preset's options |
//! | `seed`        | the record's seed (0) |
//! | `moves`       | moves in notation, separated by spaces or commas |
//! | `record`      | a whole record, JSON or text (instead of the four above) |
//! | `move`        | show the position after this many moves (all of them) |
//! | `controls`    | `1`: step controls (start, back, step, play) |
//! | `interactive` | `1`: the viewer may play moves (never saved) |
//! | `size`        | the board's largest width in pixels, 120–2000 |
//! | `theme`       | `dark` (default) or `light` |
//! | `speed`       | `slow`, `normal` (default), `fast` or `instant` |
//!
//! A `+` stands for itself (moves such as `+r` use it); write a space as
//! `%20` or use commas between moves.

use serde_json::Value;

use super::rules::split_moves;
use crate::engine::record::{json_error, Record};
use crate::games;
use crate::tr;

/// The parameters every embed URL may carry.
pub const PARAMETERS: [&str; 12] = [
    "preset",
    "options",
    "seed",
    "moves",
    "record",
    "move",
    "controls",
    "interactive",
    "size",
    "theme",
    "speed",
    "lang",
];

/// What an embed URL asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedSpec {
    /// The record to show (checked: it replays).
    pub record: Record,
    /// How many moves are played in the position shown first.
    pub cursor: usize,
    /// Step controls shown.
    pub controls: bool,
    /// The viewer may play.
    pub interactive: bool,
    /// The board's largest width in pixels, if limited.
    pub size: Option<u32>,
    /// Light theme rather than dark.
    pub light: bool,
    /// The animation speed's id (`normal` unless asked).
    pub speed: String,
}

/// Decodes `%XX` escapes (a `+` is kept: the notation uses it).
pub fn percent_decode(text: &str) -> Result<String, String> {
    crate::engine::record::percent_decode(text).ok_or_else(|| tr!("embed-bad-escape", text = text))
}

fn flag(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "1" | "true" | "yes" | "" => Ok(true),
        "0" | "false" | "no" => Ok(false),
        _ => Err(tr!("embed-bad-flag", name = name, value = value)),
    }
}

/// An embed's language (`lang=`): one the app speaks, by its code or a tag
/// such as `pt-BR`.
pub fn lang_of(tag: &str) -> Result<&'static str, String> {
    let primary = tag.split(['-', '_']).next().unwrap_or("");
    crate::i18n::LANGUAGES
        .iter()
        .map(|(code, _)| *code)
        .find(|code| code.eq_ignore_ascii_case(primary))
        .ok_or_else(|| {
            let codes: Vec<_> = crate::i18n::LANGUAGES.iter().map(|(c, _)| *c).collect();
            tr!("embed-bad-lang", langs = &codes.join(", "), value = tag)
        })
}

impl EmbedSpec {
    /// Reads the route after `#/embed/`: `<game>?name=value&…`.
    pub fn parse(route: &str) -> Result<EmbedSpec, String> {
        let (game, query) = route.split_once('?').unwrap_or((route, ""));
        let game = game.trim_end_matches('/');
        let info = games::find(game).ok_or_else(|| {
            let ids = games::ids();
            tr!("embed-unknown-game", game = game, games = &ids.join(", "))
        })?;
        let mut params: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let name = percent_decode(name)?;
            if !PARAMETERS.contains(&name.as_str()) {
                return Err(tr!(
                    "embed-unknown-parameter",
                    name = &name,
                    names = &PARAMETERS.join(", ")
                ));
            }
            if params.iter().any(|(n, _)| *n == name) {
                return Err(tr!("embed-twice", name = &name));
            }
            params.push((name, percent_decode(value)?));
        }
        let get = |name: &str| {
            params
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let record = match get("record") {
            Some(text) => {
                if let Some(other) = ["preset", "options", "seed", "moves"]
                    .into_iter()
                    .find(|p| get(p).is_some())
                {
                    return Err(tr!("embed-record-or", other = other));
                }
                let (record, _) = Record::parse_any(text)
                    .map_err(|e| tr!("embed-bad-record", why = &e.to_string()))?;
                if record.game != game {
                    return Err(tr!("embed-other-game", record = &record.game, game = game));
                }
                record
            }
            None => {
                let overrides = match get("options") {
                    None => Value::Null,
                    Some(text) => serde_json::from_str(text)
                        .map_err(|e| tr!("embed-bad-options", why = &json_error(&e)))?,
                };
                let options = info.options_from(get("preset"), &overrides)?;
                let seed = match get("seed") {
                    None => 0,
                    Some(s) => s.parse().map_err(|_| tr!("embed-bad-seed", value = s))?,
                };
                Record {
                    game: game.to_string(),
                    options,
                    seed,
                    moves: get("moves").map(split_moves).unwrap_or_default(),
                    position: None,
                }
            }
        };
        // Replaying checks options, seed and every move.
        record.replay().map_err(|e| e.to_string())?;
        let total = record.moves.len();
        let cursor = match get("move") {
            None => total,
            Some(k) => match k.parse::<usize>() {
                Ok(k) if k <= total => k,
                _ => return Err(tr!("embed-bad-move-number", n = total, value = k)),
            },
        };
        let size = match get("size") {
            None => None,
            Some(s) => match s.parse::<u32>() {
                Ok(n) if (120..=2000).contains(&n) => Some(n),
                _ => return Err(tr!("embed-bad-size", value = s)),
            },
        };
        let light = match get("theme") {
            None | Some("dark") => false,
            Some("light") => true,
            Some(t) => return Err(tr!("embed-bad-theme", value = t)),
        };
        if let Some(lang) = get("lang") {
            lang_of(lang)?;
        }
        let speed = match get("speed") {
            None => "normal",
            Some(s @ ("slow" | "normal" | "fast" | "instant")) => s,
            Some(s) => return Err(tr!("embed-bad-speed", value = s)),
        };
        Ok(EmbedSpec {
            record,
            cursor,
            controls: get("controls")
                .map(|v| flag("controls", v))
                .transpose()?
                .unwrap_or(false),
            interactive: get("interactive")
                .map(|v| flag("interactive", v))
                .transpose()?
                .unwrap_or(false),
            size,
            light,
            speed: speed.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_an_embed_route() {
        let spec = EmbedSpec::parse(
            "owari?preset=abapa&options=%7B%22first_player%22%3A%22south%22%7D&moves=C%20d,E&move=2&controls=1&theme=light&size=400",
        )
        .unwrap();
        assert_eq!(spec.record.moves, ["C", "d", "E"]);
        assert_eq!(spec.record.options["grand_slam"], "no_capture");
        assert_eq!(spec.cursor, 2);
        assert!(spec.controls && !spec.interactive && spec.light);
        assert_eq!(spec.size, Some(400));
        let plain = EmbedSpec::parse("basic").unwrap();
        assert_eq!((plain.cursor, plain.controls), (0, false));
    }

    #[test]
    fn a_record_parameter_and_plus_signs() {
        let record =
            r#"{"game":"rainbow-chase","options":{"first_player":"south"},"seed":1,"moves":["A"]}"#;
        let spec = EmbedSpec::parse(&format!("rainbow-chase?record={record}")).unwrap();
        assert_eq!(spec.record.moves, ["A"]);
        assert_eq!(percent_decode("+r%20C").unwrap(), "+r C");
    }

    #[test]
    fn bad_parameters_are_named() {
        let bad = |route: &str| EmbedSpec::parse(route).unwrap_err();
        assert!(bad("chess").contains("unknown game"));
        assert!(bad("owari?colour=red").contains("unknown parameter 'colour'"));
        assert!(bad("owari?moves=Q").contains("Q"));
        assert!(bad("owari?moves=C&move=5").contains("'move' must be 0 to 1"));
        assert!(bad("owari?theme=pink").contains("theme"));
        assert!(bad("owari?lang=xx").contains("'lang' must be one of en, fr, es, pt, de"));
        assert!(EmbedSpec::parse("owari?lang=pt-BR").is_ok());
        assert_eq!(lang_of("DE"), Ok("de"));
        assert!(bad("owari?size=5").contains("size"));
        assert!(bad("owari?preset=nope").contains("unknown preset"));
        assert!(bad("owari?options=%7B").contains("not JSON"));
        assert!(bad("owari?seed=x").contains("seed"));
        assert!(bad("owari?controls=maybe").contains("controls"));
        assert!(bad("owari?moves=C&moves=d").contains("twice"));
        assert!(
            bad("owari?record=%7B%22game%22%3A%22basic%22%2C%22seed%22%3A1%7D")
                .contains("not 'owari'")
        );
        assert!(bad("owari?seed=%ZZ").contains("%-escape"));
    }
}
