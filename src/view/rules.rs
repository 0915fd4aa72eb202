//! Rules pages as data: each game's page is a JSON file
//! (`assets/rules/<game>.json`, copied to `dist/rules/` and fetched at run
//! time, so the text costs the app's wasm nothing). This module reads such
//! a file into a [`RulesPage`] and turns its examples into records that the
//! engine replays; the native tests check every example of every page.
//!
//! The file's shape:
//!
//! ```json
//! {"game": "owari", "title": "Owari", "intro": "…",
//!  "sections": [{"heading": "Setup", "blocks": [
//!     {"p": "A paragraph."},
//!     {"ruling": "A decision of ours, marked as such on the page."},
//!     {"list": ["item", "item"]},
//!     {"example": {"caption": "…", "preset": "seed",
//!                  "options": {"first_player": "south"}, "seed": 1,
//!                  "moves": "C d E", "from": 1, "to": 3}}]}]}
//! ```
//!
//! An example starts at the position after `from` moves (0 unless given)
//! and can be stepped to the one after `to` (every move unless given).

use serde_json::Value;

use crate::engine::record::Record;
use crate::games;

/// One game's rules page.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesPage {
    /// The game's id in the catalog.
    pub game: String,
    /// The page's title.
    pub title: String,
    /// A paragraph before the sections.
    pub intro: Option<String>,
    /// The sections in order.
    pub sections: Vec<Section>,
}

/// A heading and what follows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub heading: String,
    pub blocks: Vec<Block>,
}

/// A piece of a section.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// Plain text.
    Paragraph(String),
    /// A decision of the project where the source is silent or unclear.
    Ruling(String),
    /// A bulleted list.
    List(Vec<String>),
    /// A live board stepping through moves.
    Example(Example),
}

/// A live example: a record and the stretch of it to step through.
#[derive(Clone, Debug, PartialEq)]
pub struct Example {
    /// What to look at.
    pub caption: String,
    /// The record (options already resolved from the preset).
    pub record: Record,
    /// The position shown first and after "reset": after this many moves.
    pub from: usize,
    /// The last position the steps reach: after this many moves.
    pub to: usize,
}

fn text(value: &Value, key: &str, at: &str) -> Result<String, String> {
    match value.get(key) {
        Some(Value::String(s)) if !s.trim().is_empty() => Ok(s.clone()),
        Some(_) => Err(format!("{at}: '{key}' must be non-empty text")),
        None => Err(format!("{at}: '{key}' is missing")),
    }
}

fn count(value: &Value, key: &str, at: &str) -> Result<Option<usize>, String> {
    match value.get(key) {
        None => Ok(None),
        Some(v) => v
            .as_u64()
            .map(|n| Some(n as usize))
            .ok_or_else(|| format!("{at}: '{key}' must be a whole number")),
    }
}

/// Splits a move list written with spaces or commas.
pub fn split_moves(moves: &str) -> Vec<String> {
    moves
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect()
}

impl Example {
    /// Reads an example of `game`'s page and checks that `from` ≤ `to` ≤
    /// the number of moves. Its moves are not replayed here (a page replays
    /// an example only when it is shown): see [`Example::check`].
    pub fn parse(game: &str, value: &Value, at: &str) -> Result<Example, String> {
        let info = games::find(game).ok_or_else(|| format!("unknown game '{game}'"))?;
        let caption = text(value, "caption", at)?;
        let preset = match value.get("preset") {
            None => None,
            Some(Value::String(p)) => Some(p.as_str()),
            Some(_) => return Err(format!("{at}: 'preset' must be a preset id")),
        };
        let overrides = value.get("options").cloned().unwrap_or(Value::Null);
        let options = info
            .options_from(preset, &overrides)
            .map_err(|e| format!("{at}: {e}"))?;
        let seed = match value.get("seed") {
            None => 0,
            Some(v) => v
                .as_u64()
                .ok_or_else(|| format!("{at}: 'seed' must be a whole number"))?,
        };
        let moves = match value.get("moves") {
            None => Vec::new(),
            Some(Value::String(s)) => split_moves(s),
            Some(_) => return Err(format!("{at}: 'moves' must be text, e.g. \"C d E\"")),
        };
        let record = Record {
            game: game.to_string(),
            options,
            seed,
            moves,
            position: None,
        };
        let total = record.moves.len();
        let from = count(value, "from", at)?.unwrap_or(0);
        let to = count(value, "to", at)?.unwrap_or(total);
        if to > total {
            return Err(format!(
                "{at}: 'to' is {to} but the example has {total} moves"
            ));
        }
        if from > to {
            return Err(format!("{at}: 'from' ({from}) is after 'to' ({to})"));
        }
        Ok(Example {
            caption,
            record,
            from,
            to,
        })
    }
}

impl Example {
    /// Whether the engine replays the example's record: an illegal move is
    /// an error saying which.
    pub fn check(&self) -> Result<(), String> {
        self.record.replay().map(|_| ()).map_err(|e| e.to_string())
    }
}

impl RulesPage {
    /// Reads a rules page of `game` from its JSON text. The examples' moves
    /// are replayed when each is shown ([`Example::check`]; the native
    /// tests check every example of every page).
    pub fn parse(game: &str, json: &str) -> Result<RulesPage, String> {
        let page: Value =
            serde_json::from_str(json).map_err(|e| format!("not a rules page: {e}"))?;
        let id = text(&page, "game", "the page")?;
        if id != game {
            return Err(format!("the page is about '{id}', not '{game}'"));
        }
        let title = text(&page, "title", "the page")?;
        let intro = match page.get("intro") {
            None => None,
            Some(_) => Some(text(&page, "intro", "the page")?),
        };
        let list = page
            .get("sections")
            .and_then(Value::as_array)
            .ok_or("the page has no 'sections' list")?;
        let mut sections = Vec::new();
        for (s, section) in list.iter().enumerate() {
            let at = format!("section {}", s + 1);
            let heading = text(section, "heading", &at)?;
            let raw = section
                .get("blocks")
                .and_then(Value::as_array)
                .ok_or_else(|| format!("{at}: no 'blocks' list"))?;
            let mut blocks = Vec::new();
            for (b, block) in raw.iter().enumerate() {
                let at = format!("{at} ('{heading}'), block {}", b + 1);
                blocks.push(Self::block(game, block, &at)?);
            }
            sections.push(Section { heading, blocks });
        }
        Ok(RulesPage {
            game: id,
            title,
            intro,
            sections,
        })
    }

    fn block(game: &str, block: &Value, at: &str) -> Result<Block, String> {
        let fields = block
            .as_object()
            .filter(|o| o.len() == 1)
            .ok_or_else(|| format!("{at}: a block is one of p, ruling, list, example"))?;
        let (kind, value) = fields.iter().next().ok_or(at)?;
        let words = |v: &Value| match v.as_str() {
            Some(s) if !s.trim().is_empty() => Ok(s.to_string()),
            _ => Err(format!("{at}: '{kind}' must be non-empty text")),
        };
        match kind.as_str() {
            "p" => Ok(Block::Paragraph(words(value)?)),
            "ruling" => Ok(Block::Ruling(words(value)?)),
            "list" => value
                .as_array()
                .ok_or_else(|| format!("{at}: 'list' must be a list of text"))?
                .iter()
                .map(words)
                .collect::<Result<_, _>>()
                .map(Block::List),
            "example" => Example::parse(game, value, at).map(Block::Example),
            other => Err(format!(
                "{at}: unknown block '{other}' (p, ruling, list, example)"
            )),
        }
    }

    /// Every example on the page.
    pub fn examples(&self) -> impl Iterator<Item = &Example> {
        self.sections.iter().flat_map(|s| {
            s.blocks.iter().filter_map(|b| match b {
                Block::Example(e) => Some(e),
                _ => None,
            })
        })
    }

    /// Every ruling on the page.
    pub fn rulings(&self) -> impl Iterator<Item = &str> {
        self.sections.iter().flat_map(|s| {
            s.blocks.iter().filter_map(|b| match b {
                Block::Ruling(r) => Some(r.as_str()),
                _ => None,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"{"game": "owari", "title": "Owari", "sections": [
        {"heading": "A move", "blocks": [
            {"p": "Sow."}, {"ruling": "Ours."}, {"list": ["a", "b"]},
            {"example": {"caption": "Two moves", "options": {"first_player": "south"},
                         "moves": "C, d", "from": 1}}]}]}"#;

    #[test]
    fn reads_a_page_and_checks_its_examples() {
        let page = RulesPage::parse("owari", PAGE).unwrap();
        assert_eq!(page.sections[0].blocks.len(), 4);
        let example = page.examples().next().unwrap();
        assert_eq!(example.record.moves, ["C", "d"]);
        assert_eq!((example.from, example.to), (1, 2));
        assert_eq!(page.rulings().collect::<Vec<_>>(), ["Ours."]);
    }

    #[test]
    fn bad_pages_say_where() {
        let bad = |text: &str| RulesPage::parse("owari", text).unwrap_err();
        assert!(bad("[").contains("not a rules page"));
        // An illegal move is found when the example is shown.
        let page = RulesPage::parse("owari", &PAGE.replace("\"C, d\"", "\"C Q\"")).unwrap();
        let example = page.examples().next().unwrap();
        assert!(example.check().unwrap_err().contains('Q'));
        assert!(bad(&PAGE.replace("\"from\": 1", "\"to\": 3")).contains("'to' is 3"));
        assert!(bad(&PAGE.replace("\"p\"", "\"para\"")).contains("unknown block"));
        assert!(RulesPage::parse("basic", PAGE)
            .unwrap_err()
            .contains("not 'basic'"));
    }
}
