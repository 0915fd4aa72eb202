//! The lab's results: each variant's charts (SVG drawn by Leptos), the
//! sentence under each and the table behind it, and the exports.

use leptos::prelude::*;
use serde_json::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::{t, tr};

/// A file the browser saves, made from `text`.
pub(super) fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// The button under a chart that saves it as a PNG (the pictures' module,
/// as the game page saves its board): the SVG of the figure it sits in,
/// named after the chart and the variant; `note` says how it went.
fn save_chart_button(
    chart: &'static str,
    variant: usize,
    note: RwSignal<Option<String>>,
) -> impl IntoView {
    view! {
        <button class="button lab-save" data-testid="lab-save-png" on:click=move |ev| {
            let svg = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("figure").ok().flatten())
                .and_then(|figure| figure.query_selector("svg").ok().flatten());
            let Some(svg) = svg else {
                note.set(Some(t!("picture-failed").to_string()));
                return;
            };
            let name = format!("rainbow-games-lab-{chart}-{}.png", variant + 1);
            crate::ui::pictures::save(crate::ui::pictures::Job::Png { svg, name }, note);
        }>{t!("picture-save")}</button>
    }
}

/// The run's statistics as CSV: a line per variant and seat. `fair` is what
/// an even seat (or team) would win, draws counted, as on the page.
pub(super) fn csv(report: &Value) -> String {
    let mut out = String::from(
        "variant,options,games,seat,wins,share,low,high,draws,fair,first_mover_share,median_length,longest\n",
    );
    for v in report["variants"].as_array().into_iter().flatten() {
        let s = &v["stats"];
        let options = v["options"].to_string().replace('"', "\"\"");
        for seat in s["seats"].as_array().into_iter().flatten() {
            out.push_str(&format!(
                "{},\"{}\",{},{},{},{},{},{},{},{},{},{},{}\n",
                v["variant"].as_str().unwrap_or_default(),
                options,
                s["games"],
                seat["seat"].as_u64().unwrap_or(0) + 1,
                seat["wins"],
                seat["share"],
                seat["low"],
                seat["high"],
                s["draws"],
                s["fair"],
                s["first_mover"]["share"],
                s["length"]["median"],
                s["length"]["longest"],
            ));
        }
    }
    out
}

/// What an even seat (or team) wins, from the statistics (`fair`: its
/// share of the games one side won), and the share of games drawn or
/// shared, which no side wins.
fn even_share(s: &Value) -> (f64, f64) {
    let games = s["games"].as_u64().unwrap_or(0);
    let draws = s["draws"].as_u64().unwrap_or(0);
    let drawn = if games == 0 {
        0.0
    } else {
        draws as f64 / games as f64
    };
    (s["fair"].as_f64().unwrap_or(0.0), drawn)
}

/// A share as a whole percent.
fn percent(x: f64) -> String {
    format!("{:.0}", x * 100.0)
}

/// One variant's results: its charts, each with its sentence and table.
pub(super) fn variant_results(n: usize, v: &Value) -> impl IntoView {
    let s = &v["stats"];
    let games = s["games"].as_u64().unwrap_or(0);
    let length = &s["length"];
    let length_sentence = tr!(
        "lab-length-sentence",
        median = &length["median"].to_string(),
        longest = &length["longest"].to_string()
    );
    let endings: Vec<(String, u64)> = s["endings"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            (
                e["ending"].as_str().unwrap_or_default().to_string(),
                e["games"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    let limit = endings
        .iter()
        .filter(|(k, _)| k == "turn-limit")
        .map(|(_, c)| *c)
        .sum::<u64>();
    let endings_sentence = tr!("lab-endings-sentence", limit = limit, games = games);
    let ending_rows = endings
        .iter()
        .map(|(k, c)| {
            view! { <tr><td>{tr!("lab-ending", ending = k.as_str())}</td><td>{*c}</td></tr> }
        })
        .collect_view();
    let rolls = s.get("rolls").cloned();
    let margin = s.get("margin").cloned();
    let pieces = s["pieces_captured"].as_u64().unwrap_or(0);
    let captured = s["captured"].as_u64().unwrap_or(0);
    let per_game = |n: u64| {
        if games == 0 {
            "0".to_string()
        } else {
            format!("{:.1}", n as f64 / games as f64)
        }
    };
    let returns = s["returns"].as_u64().unwrap_or(0);
    let captures_sentence = if pieces > 0 {
        let returned = tr!(
            "lab-returns-sentence",
            n = returns,
            each = &per_game(returns)
        );
        tr!(
            "lab-pieces-sentence",
            n = pieces,
            games = games,
            each = &per_game(pieces)
        ) + " "
            + &returned
    } else {
        tr!(
            "lab-seeds-sentence",
            n = captured,
            games = games,
            each = &per_game(captured)
        )
    };

    // What saving a chart as a picture is doing, then how it went.
    let note = RwSignal::new(None::<String>);
    let teams = s.get("teams").is_some();
    view! {
        <article class="lab-variant-results" data-testid="lab-variant-results" data-variant=n>
            <h2>{tr!("lab-variant", n = n + 1)} " · " {v["variant"].as_str().unwrap_or_default().to_string()}</h2>
            {wins_figure(s, n, note)}
            {teams.then(|| teams_figure(s, n, note))}
            {histogram_figure("lab-length", t!("lab-length-title"), length, length_sentence, n, note)}
            {rolls.map(|r| {
                let sentence = tr!(
                    "lab-rolls-sentence",
                    median = &r["median"].to_string(),
                    longest = &r["longest"].to_string()
                );
                histogram_figure("lab-rolls", t!("lab-rolls-title"), &r, sentence, n, note)
            })}
            {margin.map(|m| {
                let sentence = tr!("lab-margin-sentence", median = &m["median"].to_string());
                histogram_figure("lab-margin", t!("lab-margin-title"), &m, sentence, n, note)
            })}
            <figure data-testid="lab-endings">
                <figcaption>{t!("lab-endings-title")}</figcaption>
                <table data-testid="lab-endings-table">
                    <thead><tr><th>{t!("lab-col-ending")}</th><th>{t!("lab-col-games")}</th></tr></thead>
                    <tbody>{ending_rows}</tbody>
                </table>
                <p class="lab-sentence" data-testid="lab-captures-sentence">{endings_sentence} " " {captures_sentence}</p>
            </figure>
            <p class="lab-note" role="status" data-testid="lab-picture-note">{move || note.get()}</p>
        </article>
    }
}

/// Horizontal bars of shares (0 to 1), each with its interval if any, and
/// a line at the fair share.
fn bar_chart(
    bars: &[(f64, Option<(f64, f64)>)],
    labels: &[String],
    fair: Option<f64>,
) -> impl IntoView {
    const W: f64 = 200.0;
    const X: f64 = 70.0;
    let height = bars.len() as f64 * 22.0 + 6.0;
    let rows = bars
        .iter()
        .zip(labels)
        .enumerate()
        .map(|(k, (&(share, interval), label))| {
            let y = 4.0 + k as f64 * 22.0;
            view! {
                <text x="0" y=y + 14.0 class="lab-label">{label.clone()}</text>
                <rect x=X y=y width=share * W height="16" class=if interval.is_some() { "lab-bar" } else { "lab-bar lab-bar-draw" }/>
                {interval.map(|(low, high)| view! {
                    <line x1=X + low * W x2=X + high * W y1=y + 8.0 y2=y + 8.0 class="lab-interval"/>
                })}
                <text x=X + W + 6.0 y=y + 14.0 class="lab-label">{format!("{}%", percent(share))}</text>
            }
        })
        .collect_view();
    view! {
        <svg class="lab-chart" viewBox=format!("0 0 310 {height}") role="img" aria-hidden="true">
            {rows}
            {fair.map(|f| view! {
                <line x1=X + f * W x2=X + f * W y1="0" y2=height class="lab-fair"/>
            })}
        </svg>
    }
}

/// A histogram (`[[bin start, games], …]`) with its sentence and table.
fn histogram_figure(
    testid: &'static str,
    title: &'static str,
    stats: &Value,
    sentence: String,
    variant: usize,
    note: RwSignal<Option<String>>,
) -> impl IntoView {
    let bins: Vec<(i64, u64)> = stats["histogram"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|b| (b[0].as_i64().unwrap_or(0), b[1].as_u64().unwrap_or(0)))
        .collect();
    let most = bins.iter().map(|b| b.1).max().unwrap_or(1).max(1) as f64;
    let width = 300.0 / bins.len().max(1) as f64;
    let bars = bins
        .iter()
        .enumerate()
        .map(|(k, &(_, count))| {
            let h = count as f64 / most * 100.0;
            view! { <rect x=k as f64 * width y=110.0 - h width=(width - 1.0).max(1.0) height=h class="lab-bar"/> }
        })
        .collect_view();
    let first = bins.first().map(|b| b.0).unwrap_or(0);
    let last = bins.last().map(|b| b.0).unwrap_or(0);
    let rows = bins
        .iter()
        .map(|&(from, count)| view! { <tr><td>{from}</td><td>{count}</td></tr> })
        .collect_view();
    view! {
        <figure data-testid=testid>
            <figcaption>{title}</figcaption>
            <svg class="lab-chart" viewBox="0 0 300 126" role="img" aria-hidden="true">
                {bars}
                <text x="0" y="124" class="lab-label">{first}</text>
                <text x="300" y="124" class="lab-label lab-end">{last}</text>
            </svg>
            <p class="lab-sentence">{sentence}</p>
            {save_chart_button(testid.trim_start_matches("lab-"), variant, note)}
            <details>
                <summary>{t!("lab-table")}</summary>
                <table>
                    <thead><tr><th>{t!("lab-col-from")}</th><th>{t!("lab-col-games")}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </details>
        </figure>
    }
}

/// Each seat's wins: bars with their intervals, draws, a line at a fair
/// share; the sentence and the table.
fn wins_figure(s: &Value, variant: usize, note: RwSignal<Option<String>>) -> impl IntoView {
    let games = s["games"].as_u64().unwrap_or(0);
    let seats: Vec<(u64, f64, f64, f64)> = s["seats"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|seat| {
            (
                seat["wins"].as_u64().unwrap_or(0),
                seat["share"].as_f64().unwrap_or(0.0),
                seat["low"].as_f64().unwrap_or(0.0),
                seat["high"].as_f64().unwrap_or(1.0),
            )
        })
        .collect();
    let (fair, drawn) = even_share(s);
    let draws = s["draws"].as_u64().unwrap_or(0);
    let first = &s["first_mover"];
    let spread = |low: f64, high: f64| percent((high - low) / 2.0);
    let (share, spread_first) = (
        percent(first["share"].as_f64().unwrap_or(0.0)),
        spread(
            first["low"].as_f64().unwrap_or(0.0),
            first["high"].as_f64().unwrap_or(1.0),
        ),
    );
    let first_sentence = if draws == 0 {
        tr!(
            "lab-first-sentence",
            share = &share,
            spread = &spread_first,
            games = games,
            fair = &percent(fair)
        )
    } else {
        tr!(
            "lab-first-sentence-drawn",
            share = &share,
            spread = &spread_first,
            games = games,
            drawn = &percent(drawn),
            fair = &percent(fair)
        )
    };
    let seat_sentences = seats
        .iter()
        .enumerate()
        .map(|(k, &(_, share, low, high))| {
            tr!(
                "lab-seat-sentence",
                seat = k + 1,
                share = &percent(share),
                spread = &spread(low, high)
            )
        })
        .collect::<Vec<_>>()
        .join(" ");
    let bars = seats
        .iter()
        .map(|&(_, share, low, high)| (share, Some((low, high))))
        .chain(std::iter::once((drawn, None)))
        .collect::<Vec<_>>();
    let bar_labels: Vec<String> = (0..seats.len())
        .map(|k| tr!("lab-seat", seat = k + 1))
        .chain(std::iter::once(t!("lab-draws").to_string()))
        .collect();
    let seat_rows = seats
        .iter()
        .enumerate()
        .map(|(k, &(wins, share, low, high))| {
            view! {
                <tr><td>{k + 1}</td><td>{wins}</td><td>{format!("{}%", percent(share))}</td>
                <td>{format!("{}–{}%", percent(low), percent(high))}</td></tr>
            }
        })
        .collect_view();

    view! {
        <figure data-testid="lab-wins">
            <figcaption>{t!("lab-wins-title")}</figcaption>
            {bar_chart(&bars, &bar_labels, Some(fair))}
            <p class="lab-sentence" data-testid="lab-wins-sentence">{first_sentence} " " {seat_sentences}</p>
            {save_chart_button("wins", variant, note)}
            <details>
                <summary>{t!("lab-table")}</summary>
                <table data-testid="lab-wins-table">
                    <thead><tr><th>{t!("lab-col-seat")}</th><th>{t!("lab-col-wins")}</th>
                    <th>{t!("lab-col-share")}</th><th>{t!("lab-col-interval")}</th></tr></thead>
                    <tbody>{seat_rows}
                    <tr><td>{t!("lab-draws")}</td><td>{draws}</td><td></td><td></td></tr></tbody>
                </table>
            </details>
        </figure>
    }
}

/// Each team's wins (a game played in teams): bars with their intervals
/// and a line at a fair share; the sentence and the table.
fn teams_figure(s: &Value, variant: usize, note: RwSignal<Option<String>>) -> impl IntoView {
    let (fair, drawn) = even_share(s);
    let teams: Vec<(String, u64, f64, f64, f64)> = s["teams"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|team| {
            let seats = team["seats"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|seat| (seat.as_u64().unwrap_or(0) + 1).to_string())
                .collect::<Vec<_>>()
                .join(t!("list-comma"));
            (
                seats,
                team["wins"].as_u64().unwrap_or(0),
                team["share"].as_f64().unwrap_or(0.0),
                team["low"].as_f64().unwrap_or(0.0),
                team["high"].as_f64().unwrap_or(1.0),
            )
        })
        .collect();
    let bars: Vec<(f64, Option<(f64, f64)>)> = teams
        .iter()
        .map(|&(_, _, share, low, high)| (share, Some((low, high))))
        .collect();
    let labels: Vec<String> = (0..teams.len())
        .map(|k| tr!("lab-team", team = k + 1))
        .collect();
    let sentence = teams
        .iter()
        .enumerate()
        .map(|(k, (seats, _, share, low, high))| {
            if drawn == 0.0 {
                tr!(
                    "lab-team-sentence",
                    team = k + 1,
                    seats = seats.as_str(),
                    share = &percent(*share),
                    spread = &percent((high - low) / 2.0),
                    fair = &percent(fair)
                )
            } else {
                tr!(
                    "lab-team-sentence-drawn",
                    team = k + 1,
                    seats = seats.as_str(),
                    share = &percent(*share),
                    spread = &percent((high - low) / 2.0),
                    drawn = &percent(drawn),
                    fair = &percent(fair)
                )
            }
        })
        .collect::<Vec<_>>()
        .join(" ");
    let rows = teams
        .iter()
        .enumerate()
        .map(|(k, (seats, wins, share, low, high))| {
            view! {
                <tr><td>{k + 1}</td><td>{seats.clone()}</td><td>{*wins}</td>
                <td>{format!("{}%", percent(*share))}</td>
                <td>{format!("{}–{}%", percent(*low), percent(*high))}</td></tr>
            }
        })
        .collect_view();
    view! {
        <figure data-testid="lab-teams">
            <figcaption>{t!("lab-teams-title")}</figcaption>
            {bar_chart(&bars, &labels, Some(fair))}
            <p class="lab-sentence" data-testid="lab-teams-sentence">{sentence}</p>
            {save_chart_button("teams", variant, note)}
            <details>
                <summary>{t!("lab-table")}</summary>
                <table data-testid="lab-teams-table">
                    <thead><tr><th>{t!("lab-col-team")}</th><th>{t!("lab-col-seats")}</th>
                    <th>{t!("lab-col-wins")}</th><th>{t!("lab-col-share")}</th>
                    <th>{t!("lab-col-interval")}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </details>
        </figure>
    }
}
