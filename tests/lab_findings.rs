//! The rules pages quote the variant lab (docs/lab.md): every figure of a
//! page's "is it fair?" paragraph, in every language, is the lab's own
//! number from `docs/lab/<run>.json`, rounded, and the English paragraph
//! names the games it stands on. A rerun or a longer run that changes a
//! number fails here until the pages say it.

use std::fs;
use std::path::{Path, PathBuf};

use rainbow_games::view::rules::{Block, RulesPage};
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// One variant's statistics in a lab run's JSON.
fn stats(run: &str, variant: usize) -> Value {
    let path = root().join("docs/lab").join(format!("{run}.json"));
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let report: Value = serde_json::from_str(&text).expect("lab JSON");
    report["variants"][variant]["stats"].clone()
}

fn percent(x: f64) -> i64 {
    (x * 100.0).round() as i64
}

/// Half a share's 95% interval (its "±"), in whole percent.
fn spread(share: &Value) -> i64 {
    percent((share["high"].as_f64().expect("high") - share["low"].as_f64().expect("low")) / 2.0)
}

fn games(s: &Value) -> u64 {
    s["games"].as_u64().expect("games")
}

/// The games drawn or shared.
fn drawn_games(s: &Value) -> f64 {
    s["draws"].as_u64().expect("draws") as f64
}

/// The first mover's share, half its 95% interval, the second player's
/// share and (when any) the drawn games', as the pit games' pages say them.
fn first_and_second(s: &Value) -> Vec<i64> {
    let n = games(s) as f64;
    let fm = &s["first_mover"];
    let draws = drawn_games(s);
    let first = fm["wins"].as_u64().expect("wins") as f64;
    let mut figures = vec![
        percent(fm["share"].as_f64().expect("share")),
        spread(fm),
        percent((n - draws - first) / n),
    ];
    if draws > 0.0 {
        figures.push(percent(draws / n));
    }
    figures
}

/// Each seat's share in seat order, the first with half its interval,
/// then the first mover's share (Rainbow Passage, whose first player is
/// drawn by the dice).
fn seats_then_first(s: &Value) -> Vec<i64> {
    let seats = s["seats"].as_array().expect("seats");
    let mut figures = Vec::new();
    for (i, seat) in seats.iter().enumerate() {
        figures.push(percent(seat["share"].as_f64().unwrap()));
        if i == 0 {
            figures.push(spread(seat));
        }
    }
    figures.push(percent(s["first_mover"]["share"].as_f64().unwrap()));
    figures
}

/// With three Rainbow Passage players: West's share (the seat between the
/// two who face each other) with half its interval, then South's and
/// North's, what a fair seat wins, and the first mover's share.
fn west_then_the_others(s: &Value) -> Vec<i64> {
    let seat = |i: usize| &s["seats"][i];
    let share = |i: usize| percent(seat(i)["share"].as_f64().unwrap());
    vec![
        share(1),
        spread(seat(1)),
        share(0),
        share(2),
        percent(s["fair"].as_f64().unwrap()),
        percent(s["first_mover"]["share"].as_f64().unwrap()),
    ]
}

/// West's share with half its interval, South's, North's and the first
/// mover's (three Rainbow Passage players after a first board has said
/// what a fair seat wins).
fn west_then_the_others_then_first(s: &Value) -> Vec<i64> {
    let mut figures = west_then_the_others(s);
    figures.remove(4);
    figures
}

/// Each seat's share in seat order, the first with half its interval,
/// what a fair seat wins, the drawn or shared games' share and the first
/// mover's (Spectral Reapers with three players or more, where the first
/// player is drawn and many games are drawn or shared).
fn seats_fair_drawn_then_first(s: &Value) -> Vec<i64> {
    let mut figures = seats_then_first(s);
    let first = figures.pop().expect("the first mover's share");
    figures.extend([
        percent(s["fair"].as_f64().expect("fair")),
        percent(drawn_games(s) / games(s) as f64),
        first,
    ]);
    figures
}

/// How a run's figures are said, in order.
type Say = fn(&Value) -> Vec<i64>;

/// A page (its game) and the runs it quotes: file, variant, and how.
type Quote = (&'static str, Vec<(&'static str, usize, Say)>);

/// Every page that quotes the lab.
fn quoted() -> Vec<Quote> {
    vec![
        ("basic", vec![("basic", 0, first_and_second)]),
        (
            "owari",
            vec![
                ("owari", 0, first_and_second),
                ("owari", 1, first_and_second),
            ],
        ),
        ("mancala", vec![("mancala", 0, first_and_second)]),
        ("ayoayo", vec![("ayoayo", 0, first_and_second)]),
        (
            "rainbow-chase",
            vec![("rainbow-chase", 0, first_and_second)],
        ),
        (
            "spectral-reapers",
            vec![
                ("reapers-2p", 0, first_and_second),
                ("reapers-3p", 0, seats_fair_drawn_then_first),
                ("reapers-4p", 0, seats_fair_drawn_then_first),
                ("reapers-5p", 0, seats_fair_drawn_then_first),
            ],
        ),
        (
            "rainbow-passage",
            vec![
                ("passage-2p-9x9", 0, seats_then_first),
                ("passage-3p-11x11", 0, west_then_the_others),
                ("passage-3p-9x9", 0, west_then_the_others_then_first),
                ("passage-2p-11x11", 0, seats_then_first),
                ("passage-4p-11x11", 0, seats_then_first),
                ("passage-4p-9x9", 0, seats_then_first),
            ],
        ),
    ]
}

/// The numbers written just before a percent sign (a space between them
/// allowed, as French and German write it), in order.
fn percents(text: &str) -> Vec<i64> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c != '%' {
            continue;
        }
        let mut end = i;
        while end > 0 && matches!(chars[end - 1], ' ' | '\u{a0}' | '\u{202f}') {
            end -= 1;
        }
        let mut start = end;
        while start > 0 && chars[start - 1].is_ascii_digit() {
            start -= 1;
        }
        let digits: String = chars[start..end].iter().collect();
        out.push(digits.parse().unwrap_or(-1));
    }
    out
}

/// The page's paragraph that quotes the lab: the one with a "±".
fn fair_paragraph(path: &Path, game: &str) -> String {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let page = RulesPage::parse(game, &text).unwrap_or_else(|e| panic!("{game}: {e}"));
    let found: Vec<String> = page
        .sections
        .iter()
        .flat_map(|s| &s.blocks)
        .filter_map(|b| match b {
            Block::Paragraph(t) if t.contains('±') => Some(t.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        found.len(),
        1,
        "{}: one paragraph quotes the lab",
        path.display()
    );
    found[0].clone()
}

#[test]
fn the_rules_pages_quote_the_labs_numbers_in_every_language() {
    for (game, runs) in quoted() {
        let figures: Vec<i64> = runs
            .iter()
            .flat_map(|&(run, v, say)| say(&stats(run, v)))
            .collect();
        let english = root().join("assets/rules").join(format!("{game}.json"));
        let paragraph = fair_paragraph(&english, game);
        assert_eq!(percents(&paragraph), figures, "{game}: {paragraph}");
        for &(run, v, _) in &runs {
            let n = games(&stats(run, v));
            assert!(
                n >= 2000,
                "{run}: a page quotes 2,000 games or more, not {n}"
            );
            let written = format!("{},{:03}", n / 1000, n % 1000);
            assert!(
                paragraph.contains(&format!("of {written} ")),
                "{game}: the paragraph names its {written} games: {paragraph}"
            );
        }
        for lang in ["de", "es", "fr", "pt"] {
            let path = root()
                .join("assets/i18n")
                .join(lang)
                .join("rules")
                .join(format!("{game}.json"));
            let paragraph = fair_paragraph(&path, game);
            assert_eq!(percents(&paragraph), figures, "{lang}/{game}: {paragraph}");
        }
    }
}

#[test]
fn percents_are_read_as_written_in_each_language() {
    assert_eq!(
        percents("won 48% ± 2% of 2,000 games, 6 % drawn, 45\u{a0}%"),
        [48, 2, 6, 45]
    );
    assert_eq!(percents("no figure %"), [-1]);
}
