//! What the analysis board and the review show, as text and numbers, from
//! the engine's [`Analysis`] and [`Review`] (worked out in the AI worker):
//! a decision's value as a player reads it, the evaluation bar's share,
//! the review graph's points, the exercises of "learn from your mistakes"
//! and the verdict on an answer. Nothing here values a position: every
//! number comes from the search, and "exact" is said only of values the
//! search proved.

use super::layout::num;
use super::markup::Markup;
use crate::ai::analysis::{Analysis, Class, MoveValue, Review, ValueKind};
use crate::t;
use crate::tr;

/// A decision's value as a label on its pit: `+3`, `−2` or `0` seeds
/// from the mover's side, or the mover's win chance, `62%`.
pub fn value_text(kind: ValueKind, value: f64) -> String {
    match kind {
        ValueKind::Seeds => {
            let n = rounded(value);
            match n {
                0 => "0".to_string(),
                n if n > 0 => format!("+{n}"),
                n => format!("−{}", n.unsigned_abs()),
            }
        }
        ValueKind::WinChance => format!("{}%", rounded(value.clamp(0.0, 1.0) * 100.0)),
    }
}

/// A decision's value in words: a proven result ("wins by 3", "draws",
/// "loses by 2", perfect play), else the value found ("+3 seeds", "62% to
/// win"), counted in beads in a game of `beads`.
pub fn value_words(kind: ValueKind, m: &MoveValue, beads: bool) -> String {
    let n = rounded(m.value).unsigned_abs();
    match (kind, m.exact, m.result) {
        (ValueKind::Seeds, true, Some(1)) if beads => tr!("value-wins-by-beads", seeds = n),
        (ValueKind::Seeds, true, Some(1)) => tr!("value-wins-by", seeds = n),
        (ValueKind::Seeds, true, Some(0)) => t!("value-draws").to_string(),
        (ValueKind::Seeds, true, Some(_)) if beads => tr!("value-loses-by-beads", seeds = n),
        (ValueKind::Seeds, true, Some(_)) => tr!("value-loses-by", seeds = n),
        (ValueKind::Seeds, exact, _) => {
            let value = value_text(kind, m.value);
            match (exact, beads) {
                (false, false) => tr!("value-seeds", value = &value, seeds = n),
                (true, false) => tr!("value-seeds-exact", value = &value, seeds = n),
                (false, true) => tr!("value-beads", value = &value, seeds = n),
                (true, true) => tr!("value-beads-exact", value = &value, seeds = n),
            }
        }
        (ValueKind::WinChance, _, _) => {
            tr!("value-win-chance", value = &value_text(kind, m.value))
        }
    }
}

/// `v` to the nearest whole number (halves away from zero) without libm.
fn rounded(v: f64) -> i64 {
    if v < 0.0 {
        -((-v + 0.5).floor() as i64)
    } else {
        (v + 0.5).floor() as i64
    }
}

/// How good a position is for seat 0 (South, or the first seat), from 0 to
/// 1, given the value `value` of the best decision of `mover`: a win
/// chance as it is (turned to seat 0's between two players), and a lead in
/// seeds as `½ + ½·v/(|v| + 6)` (6 seeds ahead fills three quarters). A
/// proven result fills the bar.
pub fn seat0_share(kind: ValueKind, players: usize, mover: usize, best: &MoveValue) -> f64 {
    let share = match (kind, best.exact, best.result) {
        (ValueKind::Seeds, true, Some(r)) => 0.5 + 0.5 * f64::from(r),
        (ValueKind::Seeds, _, _) => 0.5 + 0.5 * best.value / (best.value.abs() + 6.0),
        (ValueKind::WinChance, _, _) => best.value.clamp(0.0, 1.0),
    };
    if players == 2 && mover == 1 {
        1.0 - share
    } else {
        share
    }
}

/// The review graph's points in a box `width` × `height`: one a decision,
/// left to right, the value before it (the best one's) from seat 0's side
/// between two players (higher is better for seat 0), the mover's own
/// chance among more. Forced decisions carry the last value on.
pub fn graph_points(review: &Review, players: usize, width: f32, height: f32) -> Vec<(f32, f32)> {
    let n = review.moves.len();
    let step = if n > 1 { width / (n - 1) as f32 } else { 0.0 };
    let mut last = 0.5f64;
    review
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if let Some(value) = m.best_value {
                let best = MoveValue {
                    mv: String::new(),
                    value,
                    exact: false,
                    result: None,
                };
                last = seat0_share(review.kind, players, m.player, &best);
            }
            let y = height - last as f32 * height;
            (i as f32 * step, y)
        })
        .collect()
}

/// The decision nearest to `x` of a graph `width` wide with `n` points.
pub fn graph_index(x: f64, width: f64, n: usize) -> Option<usize> {
    if n == 0 || width <= 0.0 {
        return None;
    }
    let at = (x / width).clamp(0.0, 1.0) * (n - 1) as f64;
    Some((rounded(at) as usize).min(n - 1))
}

/// Whether a class is one a player should look at again.
pub fn is_error(class: Class) -> bool {
    matches!(class, Class::Inaccuracy | Class::Mistake | Class::Blunder)
}

/// The exercises of "learn from your mistakes": the review's mistakes and
/// blunders made by the seats `people` marks (every seat's when none is
/// a person), as indices into `review.moves`.
pub fn exercises(review: &Review, people: &[bool]) -> Vec<usize> {
    let anyone = !people.iter().any(|&p| p);
    review
        .moves
        .iter()
        .enumerate()
        .filter(|(_, m)| matches!(m.class, Class::Mistake | Class::Blunder))
        .filter(|(_, m)| anyone || people.get(m.player).copied().unwrap_or(false))
        .map(|(i, _)| i)
        .collect()
}

/// The verdict on an answer to an exercise.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// As good as the best decision found.
    AsGood,
    /// The decision played in the game again.
    Same,
    /// Another decision, worse than the best by this much.
    Worse(f64),
    /// The analysis does not know the answer (it never should).
    Unknown,
}

/// Judges `answer` in the exercise's position analysed as `analysis`,
/// where `played` was the game's decision: as good as the best when its
/// value is the best's.
pub fn judge(analysis: &Analysis, answer: &str, played: &str) -> Verdict {
    let (Some(best), Some(value)) = (analysis.best_value(), analysis.value_of(answer)) else {
        return Verdict::Unknown;
    };
    if value.value >= best.value - 1e-9 {
        Verdict::AsGood
    } else if answer == played {
        Verdict::Same
    } else {
        Verdict::Worse(best.value - value.value)
    }
}

/// A class's name as the review shows it.
pub fn class_name(class: Class) -> &'static str {
    match class {
        Class::Best => "best",
        Class::Good => "good",
        Class::Inaccuracy => "inaccuracy",
        Class::Mistake => "mistake",
        Class::Blunder => "blunder",
        Class::Forced => "forced",
    }
}

/// A number for a data attribute, to 4 decimals (whole numbers as they
/// are), written without the float formatting machinery.
pub fn data_number(v: f64) -> String {
    super::layout::round_to(v as f32, 4)
}

/// The analysis of a position as markup: the evaluation bar, the depth,
/// nodes and exactness, every decision with its value (best first; a
/// button with `data-play`), and the principal line (buttons with
/// `data-line`, the index of the move it plays up to). `names` are the
/// seats' names; `label` describes a decision whose button text is more
/// than its notation; `beads`: the game is played with beads.
pub fn analysis_html(
    found: &Analysis,
    names: &[String],
    label: &dyn Fn(&str) -> Option<String>,
    beads: bool,
) -> String {
    // Names are placed in messages as they are, and the whole escaped.
    let name = |p: usize| names.get(p).map_or("", String::as_str);
    let mut m = Markup::default();
    if let Some(best) = found.best_value() {
        let share = seat0_share(found.kind, names.len(), found.player, best);
        let percent = data_number(share * 100.0);
        let raw = tr!(
            "analysis-bar-text",
            name = name(found.player),
            value = &value_words(found.kind, best, beads)
        );
        m.el("div")
            .attr("class", "eval-bar")
            .attr("data-testid", "eval-bar")
            .attr("data-share", &percent)
            .attr("role", "meter")
            .attr("aria-valuemin", "0")
            .attr("aria-valuemax", "100")
            .attr("aria-valuenow", &percent)
            .attr(
                "aria-label",
                &tr!("analysis-bar-label", name = name(0), text = &raw),
            )
            .el("div")
            .attr("class", "eval-fill side-0")
            .attr("style", &format!("width:{percent}%"))
            .close("div")
            .el("span")
            .attr("class", "eval-text")
            .text(&raw)
            .close("span")
            .close("div");
    }
    let exact = !found.moves.is_empty() && found.moves.iter().all(|m| m.exact);
    let nodes = crate::i18n::grouped(found.nodes);
    let counted = match found.kind {
        ValueKind::Seeds => tr!("analysis-nodes", count = &nodes),
        ValueKind::WinChance => tr!("analysis-simulations", count = &nodes),
    };
    let exactness = match exact {
        true => t!("analysis-exact"),
        false => t!("analysis-not-exact"),
    };
    let stats = tr!(
        "analysis-stats",
        depth = found.depth,
        counted = &counted,
        exactness = exactness
    );
    m.el("p")
        .attr("class", "analysis-stats")
        .attr("data-testid", "analysis-stats")
        .attr("data-depth", &found.depth.to_string())
        .attr("data-nodes", &found.nodes.to_string())
        .attr("data-exact", &exact.to_string())
        .text(&stats)
        .close("p");
    m.el("ol")
        .attr("class", "analysis-moves")
        .attr("data-testid", "analysis-moves");
    for mv in &found.moves {
        let class = match mv.mv == found.best {
            true => "analysis-move best",
            false => "analysis-move",
        };
        m.el("li")
            .el("button")
            .attr("class", class)
            .attr("data-testid", "analysis-move")
            .attr("data-move", &mv.mv)
            .attr("data-play", &mv.mv)
            .attr("data-value", &data_number(mv.value))
            .attr("data-exact", &mv.exact.to_string())
            .el("b")
            .text(&mv.mv)
            .close("b");
        if let Some(extra) = label(&mv.mv).filter(|l| *l != mv.mv) {
            m.text(" (").text(&extra).text(")");
        }
        m.el("span")
            .attr("class", "analysis-value")
            .text(&value_words(found.kind, mv, beads))
            .close("span")
            .close("button")
            .close("li");
    }
    m.close("ol");
    if !found.line.is_empty() {
        m.el("p")
            .attr("class", "analysis-line")
            .attr("data-testid", "analysis-line")
            .text(t!("analysis-best-line"))
            .text(" ");
        for (i, mv) in found.line.iter().enumerate() {
            m.el("button")
                .attr("class", "link line-move")
                .attr("data-testid", "line-move")
                .attr("data-line", &i.to_string())
                .text(mv)
                .close("button")
                .text(" ");
        }
        m.close("p");
    }
    m.html()
}

/// The review graph's size (its view box) and margin.
pub const GRAPH_W: f32 = 600.0;
pub const GRAPH_H: f32 = 140.0;
pub const GRAPH_PAD: f32 = 8.0;

/// A line of moves from the move numbered `first + 1` on, numbered as the
/// move list numbers them: "13. d · 14. E".
fn line_words(first: usize, line: &[String]) -> String {
    line.iter()
        .enumerate()
        .map(|(k, mv)| tr!("review-line-move", number = first + k + 1, notation = mv))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The review as markup: the graph (a point a decision with its ply,
/// move and class; the one at `cursor` marked `now`), each player's
/// accuracy and counts, and (with `errors`) every inaccuracy, mistake and
/// blunder with the better move and its line (buttons with `data-ply`).
pub fn review_html(
    review: &Review,
    names: &[String],
    cursor: Option<usize>,
    errors: bool,
) -> String {
    let name = |p: usize| names.get(p).map_or("", String::as_str);
    let points = graph_points(
        review,
        names.len(),
        GRAPH_W - 2.0 * GRAPH_PAD,
        GRAPH_H - 2.0 * GRAPH_PAD,
    );
    let at = |(x, y): (f32, f32)| (x + GRAPH_PAD, y + GRAPH_PAD);
    let line: Vec<String> = points
        .iter()
        .map(|&p| {
            let (x, y) = at(p);
            format!("{},{}", num(x), num(y))
        })
        .collect();
    let mut m = Markup::default();
    m.el("svg")
        .attr("class", "review-graph")
        .attr("data-testid", "review-graph")
        .attr("data-action", "graph")
        .attr("viewBox", &format!("0 0 {} {}", num(GRAPH_W), num(GRAPH_H)))
        .attr("role", "img")
        .attr("aria-label", &tr!("review-graph-label", name = name(0)))
        .el("line")
        .attr("class", "mid")
        .int("x1", 0)
        .num("y1", GRAPH_H / 2.0)
        .num("x2", GRAPH_W)
        .num("y2", GRAPH_H / 2.0)
        .end()
        .el("polyline")
        .attr("class", "eval")
        .attr("points", &line.join(" "))
        .end();
    for (mv, &p) in review.moves.iter().zip(&points) {
        let (x, y) = at(p);
        let class = class_name(mv.class);
        let now = match cursor == Some(mv.ply) {
            true => " now",
            false => "",
        };
        m.el("circle")
            .attr("class", &format!("pt {class}{now}"))
            .num("cx", x)
            .num("cy", y)
            .int("r", 3)
            .int("data-ply", mv.ply as i64)
            .attr("data-class", class)
            .attr("data-move", &mv.mv)
            .end();
    }
    m.close("svg")
        .el("table")
        .attr("class", "review-players")
        .attr("data-testid", "review-players")
        .el("caption")
        .text(t!("review-caption"))
        .close("caption")
        .el("thead")
        .el("tr")
        .el("th")
        .text(t!("review-player"))
        .close("th")
        .el("th")
        .text(t!("review-accuracy"))
        .close("th");
    for (title, sign) in [
        (t!("review-inaccuracies"), "?!"),
        (t!("review-mistakes"), "?"),
        (t!("review-blunders"), "??"),
    ] {
        m.el("th")
            .el("abbr")
            .attr("title", title)
            .text(sign)
            .close("abbr")
            .close("th");
    }
    m.close("tr").close("thead").el("tbody");
    for (p, r) in review.players.iter().enumerate() {
        let accuracy = r.accuracy.map_or("—".to_string(), |a| {
            format!("{}%", super::layout::round_to(a as f32, 1))
        });
        m.el("tr").attr("data-testid", "review-player").attr(
            "data-accuracy",
            &r.accuracy.map(data_number).unwrap_or_default(),
        );
        for cell in [
            name(p),
            &accuracy,
            &r.inaccuracies.to_string(),
            &r.mistakes.to_string(),
            &r.blunders.to_string(),
        ] {
            m.el("td").text(cell).close("td");
        }
        m.close("tr");
    }
    m.close("tbody")
        .close("table")
        .el("ol")
        .attr("class", "review-errors");
    for mv in review.moves.iter().filter(|m| errors && is_error(m.class)) {
        let value = |v: Option<f64>| v.map(|v| value_text(review.kind, v)).unwrap_or_default();
        let text = tr!(
            "review-error",
            number = mv.ply + 1,
            name = name(mv.player),
            notation = &mv.mv,
            value = &value(mv.value),
            class = class_name(mv.class),
            best = &mv.best,
            best_value = &value(mv.best_value),
            line = &line_words(mv.ply, &mv.line),
        );
        m.el("li")
            .el("button")
            .attr(
                "class",
                &format!("link review-error {}", class_name(mv.class)),
            )
            .attr("data-testid", "review-error")
            .int("data-ply", mv.ply as i64)
            .text(&text)
            .close("button")
            .close("li");
    }
    m.close("ol");
    m.html()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::{PlayerReview, ReviewMove};

    fn mv(name: &str, value: f64, exact: bool, result: Option<i8>) -> MoveValue {
        MoveValue {
            mv: name.to_string(),
            value,
            exact,
            result,
        }
    }

    #[test]
    fn values_read_as_seeds_or_chances() {
        assert_eq!(value_text(ValueKind::Seeds, 3.0), "+3");
        assert_eq!(value_text(ValueKind::Seeds, -2.0), "−2");
        assert_eq!(value_text(ValueKind::Seeds, -0.4), "0");
        assert_eq!(value_text(ValueKind::Seeds, 2.5), "+3");
        assert_eq!(value_text(ValueKind::WinChance, 0.616), "62%");
        assert_eq!(value_text(ValueKind::WinChance, 1.3), "100%");
        let k = ValueKind::Seeds;
        assert_eq!(
            value_words(k, &mv("A", 3.0, true, Some(1)), false),
            "wins by 3 seeds"
        );
        assert_eq!(value_words(k, &mv("A", 0.0, true, Some(0)), false), "draws");
        assert_eq!(
            value_words(k, &mv("A", -1.0, true, Some(-1)), false),
            "loses by 1 seed"
        );
        assert_eq!(
            value_words(k, &mv("A", -1.0, false, None), false),
            "−1 seed"
        );
        assert_eq!(
            value_words(k, &mv("A", 4.0, false, None), false),
            "+4 seeds"
        );
        assert_eq!(
            value_words(ValueKind::WinChance, &mv("A", 0.25, false, None), false),
            "25% to win"
        );
        // A game of beads counts in beads, not seeds.
        assert_eq!(value_words(k, &mv("A", 2.0, false, None), true), "+2 beads");
        assert_eq!(
            value_words(k, &mv("A", 1.0, true, None), true),
            "+1 bead, exact"
        );
        assert_eq!(
            value_words(k, &mv("A", 3.0, true, Some(1)), true),
            "wins by 3 beads"
        );
    }

    #[test]
    fn the_bar_leans_to_the_side_ahead() {
        let k = ValueKind::Seeds;
        assert_eq!(seat0_share(k, 2, 0, &mv("A", 6.0, false, None)), 0.75);
        assert_eq!(seat0_share(k, 2, 1, &mv("A", 6.0, false, None)), 0.25);
        assert_eq!(seat0_share(k, 2, 0, &mv("A", 0.0, false, None)), 0.5);
        assert_eq!(seat0_share(k, 2, 1, &mv("A", 2.0, true, Some(1))), 0.0);
        assert_eq!(seat0_share(k, 2, 0, &mv("A", 0.0, true, Some(0))), 0.5);
        let c = ValueKind::WinChance;
        assert_eq!(
            seat0_share(c, 2, 1, &mv("A", 0.7, false, None)),
            0.30000000000000004
        );
        assert_eq!(seat0_share(c, 4, 2, &mv("A", 0.7, false, None)), 0.7);
    }

    fn review(entries: &[(usize, &str, Option<f64>, Class)]) -> Review {
        Review {
            kind: ValueKind::Seeds,
            moves: entries
                .iter()
                .enumerate()
                .map(|(ply, &(player, mv, best_value, class))| ReviewMove {
                    ply,
                    player,
                    mv: mv.to_string(),
                    value: best_value,
                    best: mv.to_string(),
                    best_value,
                    class,
                    exact: false,
                    accuracy: None,
                    line: Vec::new(),
                })
                .collect(),
            players: vec![PlayerReview::default(); 2],
        }
    }

    #[test]
    fn the_graph_takes_seat_0s_side_and_carries_forced_moves() {
        let r = review(&[
            (0, "C", Some(6.0), Class::Best),
            (1, "d", Some(6.0), Class::Mistake),
            (0, "A", None, Class::Forced),
        ]);
        let points = graph_points(&r, 2, 100.0, 40.0);
        assert_eq!(points, vec![(0.0, 10.0), (50.0, 30.0), (100.0, 30.0)]);
        assert_eq!(graph_index(0.0, 100.0, 3), Some(0));
        assert_eq!(graph_index(24.0, 100.0, 3), Some(0));
        assert_eq!(graph_index(26.0, 100.0, 3), Some(1));
        assert_eq!(graph_index(130.0, 100.0, 3), Some(2));
        assert_eq!(graph_index(10.0, 100.0, 0), None);
    }

    #[test]
    fn exercises_are_the_peoples_mistakes() {
        let r = review(&[
            (0, "C", Some(1.0), Class::Mistake),
            (1, "d", Some(1.0), Class::Blunder),
            (0, "A", Some(1.0), Class::Inaccuracy),
            (1, "e", Some(1.0), Class::Mistake),
        ]);
        assert_eq!(exercises(&r, &[true, false]), vec![0]);
        assert_eq!(exercises(&r, &[false, true]), vec![1, 3]);
        assert_eq!(exercises(&r, &[false, false]), vec![0, 1, 3]);
    }

    #[test]
    fn answers_are_judged_against_the_best_value() {
        let analysis = Analysis {
            player: 0,
            kind: ValueKind::Seeds,
            moves: vec![
                mv("B", 4.0, false, None),
                mv("E", 4.0, false, None),
                mv("A", 1.0, false, None),
                mv("C", -3.0, false, None),
            ],
            best: "B".to_string(),
            line: vec!["B".to_string()],
            depth: 9,
            nodes: 1000,
        };
        assert_eq!(judge(&analysis, "B", "C"), Verdict::AsGood);
        assert_eq!(judge(&analysis, "E", "C"), Verdict::AsGood);
        assert_eq!(judge(&analysis, "C", "C"), Verdict::Same);
        assert_eq!(judge(&analysis, "A", "C"), Verdict::Worse(3.0));
        assert_eq!(judge(&analysis, "F", "C"), Verdict::Unknown);
    }

    #[test]
    fn the_analysis_markup_lists_every_decision_and_the_line() {
        let analysis = Analysis {
            player: 1,
            kind: ValueKind::Seeds,
            moves: vec![mv("+o", 2.0, false, None), mv("<b>", -1.0, true, Some(-1))],
            best: "+o".to_string(),
            line: vec!["+o".to_string(), "a".to_string()],
            depth: 7,
            nodes: 12_345,
        };
        let names = ["South".to_string(), "North".to_string()];
        let label = |m: &str| (m == "+o").then(|| "orange".to_string());
        let html = analysis_html(&analysis, &names, &label, false);
        assert!(html.contains("data-share=\"37.5\""), "{html}");
        assert!(
            html.contains("<span class=\"eval-text\">North: +2 seeds</span>"),
            "{html}"
        );
        assert!(html.contains("data-depth=\"7\" data-nodes=\"12345\" data-exact=\"false\">Depth 7 · 12,345 nodes · not exact"));
        assert!(html.contains("class=\"analysis-move best\" data-testid=\"analysis-move\" data-move=\"+o\" data-play=\"+o\" data-value=\"2\" data-exact=\"false\"><b>+o</b> (orange)"));
        // Escaped, never markup from a move's text.
        assert!(html.contains("data-move=\"&lt;b&gt;\""));
        assert!(html.contains("<span class=\"analysis-value\">loses by 1 seed</span>"));
        assert!(html.contains("data-line=\"0\">+o</button> <button class=\"link line-move\" data-testid=\"line-move\" data-line=\"1\">a</button>"));
    }

    #[test]
    fn the_review_markup_has_a_point_a_decision_and_the_errors() {
        let mut r = review(&[
            (0, "C", Some(6.0), Class::Best),
            (1, "d", Some(6.0), Class::Mistake),
            (0, "A", None, Class::Forced),
        ]);
        r.players[0].accuracy = Some(97.25);
        r.players[1].mistakes = 1;
        r.moves[1].best = "e".to_string();
        r.moves[1].line = vec!["e".to_string(), "B".to_string()];
        let names = ["South".to_string(), "North".to_string()];
        let html = review_html(&r, &names, Some(1), true);
        assert_eq!(html.matches("<circle ").count(), 3);
        assert!(html.contains("class=\"pt mistake now\" cx=\"300\" cy=\"101\" r=\"3\" data-ply=\"1\" data-class=\"mistake\" data-move=\"d\""), "{html}");
        assert!(html.contains("data-accuracy=\"97.25\"><td>South</td><td>97.2%</td><td>0</td><td>0</td><td>0</td>"), "{html}");
        assert!(html
            .contains("data-accuracy=\"\"><td>North</td><td>—</td><td>0</td><td>1</td><td>0</td>"));
        assert!(html.contains("data-ply=\"1\">Move 2, North: d (+6), a mistake. Better: e (+6). Line: 2. e · 3. B</button>"), "{html}");
        assert_eq!(html.matches("data-testid=\"review-error\"").count(), 1);
        // During an exercise the better moves are not named.
        let html = review_html(&r, &names, Some(1), false);
        assert_eq!(html.matches("data-testid=\"review-error\"").count(), 0);
        assert!(!html.contains("Better: e"));
    }
}
