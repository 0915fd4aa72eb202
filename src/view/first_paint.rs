//! The page drawn before the app's wasm arrives: the header, the home
//! page's list of games (names, summaries, presets, Play and Rules), the
//! footer, and a small script that turns it into the frame of the route
//! asked for (a game's title and a board-sized space, a rules page's
//! title and text, My games, the whole About page, the puzzles' title)
//! and marks the games with a game in progress
//! "Continue", as the app does.
//!
//! It is written into the built `index.html` by `src/bin/first_paint.rs`
//! (a Trunk hook), from the same catalog the app reads
//! ([`crate::games::all`]), so it cannot drift from it. The app removes it
//! (`#first-paint`) in the task that mounts its own page, so nothing is
//! painted in between and nothing that was on screen moves.
//!
//! The same step writes the Engine speed page, `bench.html` ([`bench_page`]):
//! a table of the catalog's games and a small script that asks the
//! computer players' worker to measure each one. It is a page for the
//! curious, so none of it is in the app's wasm: not its code, and not its
//! words, which come from each language's `pages.ftl` (`i18n::PAGE_FILES`,
//! read by the build step alone). It is written in English and carries
//! every other language's words, which its script puts in place before
//! anything is drawn, as the first paint does.
//!
//! Mostly native: the app links only what it shows the same way (the
//! header, the home page's cards, the About page and `escape`).

use crate::games;
use crate::t;

use super::markup::Markup;
/// A string as a JavaScript string literal (JSON), safe inside `<script>`.
fn js_string(text: &str) -> String {
    serde_json::to_string(text)
        .unwrap_or_default()
        .replace('<', "\\u003c")
}

/// The page's header (inside `<header class="top">`), the same in the first
/// paint and the app: the name (home) and the links to puzzles and My games
/// (no test ids: nothing in the first paint may pass for the app).
pub fn header() -> String {
    let mut m = Markup::default();
    header_into(&mut m);
    m.html()
}

/// [`header`], written in `m`.
fn header_into(m: &mut Markup) {
    m.raw(
        "<a class=\"brand\" href=\"#/\"><span class=\"brand-mark\" aria-hidden=\"true\"></span>\
         Rainbow Games</a><nav class=\"top-links\"><a href=\"#/puzzles\">",
    )
    .text(t!("nav-puzzles"))
    .raw("</a><a href=\"#/games\">")
    .text(t!("nav-my-games"))
    .raw("</a></nav>");
}

/// The home page's daily puzzle card (inside `<aside class="daily-card">`),
/// the same in the first paint and the app's `Home`: the puzzle itself is
/// chosen from the date when it is opened.
pub fn daily_card() -> String {
    let mut m = Markup::default();
    daily_into(&mut m);
    m.html()
}

/// [`daily_card`], written in `m`.
fn daily_into(m: &mut Markup) {
    m.raw("<h2>")
        .text(t!("daily-title"))
        .raw("</h2><p>")
        .text(t!("daily-text"))
        .raw("</p><a class=\"button primary\" href=\"#/puzzles/daily\">")
        .text(t!("daily-solve"))
        .raw("</a> <a class=\"button\" href=\"#/puzzles\">")
        .text(t!("daily-more"))
        .raw("</a>");
}

/// The home page's cards, the same in the first paint and the app's
/// `Home`: `testids` for the app's, `resume(game)` when a game of it is
/// kept (the card then offers to continue it).
pub fn cards(testids: bool, resume: &dyn Fn(&str) -> bool) -> String {
    let mut m = Markup::default();
    cards_into(&mut m, testids, resume);
    m.html()
}

/// [`cards`], written in `m`.
fn cards_into(m: &mut Markup, testids: bool, resume: &dyn Fn(&str) -> bool) {
    for game in games::all() {
        let presets: Vec<&str> = (game.presets)()
            .iter()
            .map(|p| p.shown_name(game.id))
            .collect();
        let go = match resume(game.id) {
            true => t!("continue"),
            false => t!("play"),
        };
        m.el("li")
            .attr("class", "card")
            .testid(testids, "game-card")
            .attr("data-game", game.id)
            .el("h2")
            .text(game.title())
            .close("h2")
            .el("p")
            .text(game.blurb())
            .close("p")
            .el("p")
            .attr("class", "presets")
            .text(&crate::tr!("home-presets", presets = &presets.join(" · ")))
            .close("p");
        for (class, id, path, word, space) in [
            ("button primary", "play", "#/play/", go, " "),
            ("button", "rules", "#/rules/", t!("rules"), " "),
            ("button", "learn", "#/learn/", t!("learn-to-play"), ""),
        ] {
            m.el("a")
                .attr("class", class)
                .testid(testids, id)
                .attr("href", &format!("{path}{}", game.id))
                .text(word)
                .close("a")
                .raw(space);
        }
        m.close("li");
    }
}

/// JavaScript that sets `lang` to the page's language as `ui::lang`
/// chooses it: the player's choice (kept under `rainbow-games/lang`), else
/// the first of the browser's languages that is one of `LANGS` (`fr-CA`
/// counts as `fr`), else English. The first paint's script and the Engine
/// speed page's share it (a macro, so each stays one literal).
macro_rules! lang_choice {
    () => {
        r#"  var lang = 'en';
  var known = function (tag) {
    var code = String(tag || '').split(/[-_]/)[0].toLowerCase();
    return LANGS.indexOf(code) >= 0 ? code : null;
  };
  try { lang = known(localStorage.getItem('rainbow-games/lang')) || ''; } catch (e) { lang = ''; }
  if (!lang) {
    var asked = navigator.languages || [navigator.language];
    for (var i = 0; i < asked.length && !lang; i++) lang = known(asked[i]);
  }
  lang = lang || 'en';
"#
    };
}

/// The script that fits the first paint to the page's language (as
/// `ui::lang` chooses it: the player's choice, else the browser's) and to
/// the route: the names of the games by id, and what each route shows
/// until the app takes over.
const ROUTE_SCRIPT: &str = concat!(
    r#"(function () {
  var paint = document.getElementById('first-paint');
  var hash = location.hash;
  if (hash.indexOf('#/embed/') === 0) { paint.remove(); return; }
"#,
    lang_choice!(),
    r#"  // The offline and update notices' words in every language, kept for
  // assets/pwa.js (which shows them in the language of <html lang>).
  window.PWA_WORDS = { en: W.pwa };
  paint.querySelectorAll('template[data-lang]').forEach(function (t) {
    try { PWA_WORDS[t.getAttribute('data-lang')] = JSON.parse(t.getAttribute('data-words')).pwa; } catch (e) {}
  });
  var other = lang !== 'en' && paint.querySelector('template[data-lang="' + lang + '"]');
  if (other) {
    ['header', 'main', 'footer'].forEach(function (tag) {
      paint.querySelector(tag).replaceWith(other.content.querySelector(tag).cloneNode(true));
    });
    W = JSON.parse(other.getAttribute('data-words'));
    document.documentElement.lang = lang;
  }
  var main = document.getElementById('first-paint-main');
  var NAMES = W.names, WORDS = W.words, puzzles;
  var route = hash.match(/^#\/(play|rules)\/([\w-]+)/);
  var title = function (text, extra) {
    var h1 = document.createElement('h1');
    h1.textContent = text;
    var head = document.createElement('div');
    head.className = 'rules-head';
    head.appendChild(h1);
    var section = document.createElement('section');
    section.appendChild(head);
    if (extra) section.appendChild(extra);
    main.replaceChildren(section);
    return section;
  };
  if (route && NAMES[route[2]]) {
    var name = NAMES[route[2]][0];
    if (route[1] === 'play') {
      var board = document.createElement('div');
      board.className = 'board-placeholder';
      title(name, board).className = 'play';
    } else {
      var play = document.createElement('a');
      play.className = 'button primary';
      play.href = '#/play/' + route[2];
      play.textContent = WORDS.play;
      var rules = title(NAMES[route[2]][1]);
      rules.className = 'rules';
      rules.firstChild.appendChild(play);
      // The top of the text is here; the rest, written at build time
      // beside the page's data, follows it when fetched. The top's blocks
      // on screen stay the nodes painted first (new ones, however alike,
      // would make a later largest paint); its last block, which the top
      // may cut short, is replaced from there on.
      var head = !other && paint.querySelector('template[data-rules="' + route[2] + '"]');
      if (head) rules.appendChild(head.content.cloneNode(true));
      fetch((other ? 'i18n/' + lang + '/' : '') + 'rules/' + route[2] + '.html').then(function (r) { return r.ok ? r.text() : ''; }).then(function (html) {
        if (!html || !rules.isConnected) return;
        var top = rules.querySelector('.rules-body');
        var fetched = document.createElement('template');
        fetched.innerHTML = html;
        var body = fetched.content.firstElementChild;
        var keep = top ? Math.max(top.children.length - 1, 0) : 0;
        if (top && body && body.children.length > keep) {
          while (top.children.length > keep) top.lastElementChild.remove();
          Array.prototype.slice.call(body.children, keep).forEach(function (e) { top.appendChild(e); });
        } else {
          if (top) top.remove();
          rules.insertAdjacentHTML('beforeend', html);
        }
        // The app's ids and records are the app's: the first paint is text.
        rules.querySelectorAll('[data-testid], [data-record]').forEach(function (e) {
          e.removeAttribute('data-testid');
          e.removeAttribute('data-record');
        });
      }).catch(function () {});
    }
  } else if (hash === '#/games') {
    var hint = document.createElement('p');
    hint.className = 'hint';
    hint.textContent = W.hint;
    var games = title(WORDS.games, hint);
    games.className = 'library';
    var panel = document.createElement('section');
    panel.className = 'transfer';
    panel.innerHTML = '<h2></h2><p class="hint"></p>';
    panel.firstChild.textContent = WORDS.import;
    panel.lastChild.textContent = W.importHint;
    games.appendChild(panel);
  } else if (hash === '#/about') {
    var about = document.createElement('section');
    about.className = 'panel about';
    about.innerHTML = W.about;
    // The app's ids are the app's: the first paint is text.
    about.querySelectorAll('[data-testid]').forEach(function (e) { e.removeAttribute('data-testid'); });
    main.replaceChildren(about);
  } else if ((puzzles = hash.match(/^#\/puzzles(?:\/([\w-]+))?(?:\?|$)/))) {
    // The page's title (its rating and puzzle come with the app).
    var of = puzzles[1] && NAMES[puzzles[1]];
    title(of ? of[2] : WORDS.puzzles).className = 'puzzles';
  } else if (hash && hash !== '#/' && hash !== '#') {
    main.replaceChildren();
  } else {
    // A game in progress is continued, as the app's cards say.
    main.querySelectorAll('.card').forEach(function (card) {
      var saved = '';
      try {
        saved = ' ' + localStorage.getItem('rainbow-games/playing') + ' ';
        // (one an earlier version kept, not yet moved into the database)
        if (localStorage.getItem('rainbow-games/game/' + card.dataset.game)) saved += card.dataset.game + ' ';
      } catch (e) {}
      if (saved.indexOf(' ' + card.dataset.game + ' ') >= 0) card.querySelector('.primary').textContent = WORDS.continue;
    });
  }
})();"#
);

/// The About page: what the app is and how it works, the settings kept
/// apart from any game, and the link to the Engine speed page. The app
/// shows it, and the first paint of `#/about` (in every language).
pub fn about_html() -> String {
    // The link's place in its sentence, which is written around it.
    const LINK: &str = "\u{1}";
    let bench = crate::tr!("about-bench", link = LINK);
    let (before, after) = bench.split_once(LINK).unwrap_or(("", &bench));
    let mut m = Markup::default();
    m.raw("<h1>")
        .text(t!("about-title"))
        .raw("</h1><p>")
        .text(t!("about-text"))
        .raw("</p><h2>")
        .text(t!("about-settings"))
        .raw("</h2><p>")
        .text(t!("about-settings-text"))
        .raw("</p><h2>")
        .text(t!("about-curious"))
        .raw("</h2><p>")
        .text(before)
        .raw("<a href=\"bench.html\" data-testid=\"bench-link\">")
        .text(t!("about-bench-link"))
        .raw("</a>")
        .text(after)
        .raw("</p><p>")
        .text(t!("lab-about"))
        .raw(" <a href=\"#/lab/")
        .text(crate::games::all().first().map_or("owari", |g| g.id))
        .raw("\" data-testid=\"about-lab\">")
        .text(t!("lab-link"))
        .raw("</a></p>");
    m.html()
}

/// `"key":"word",…`: the entries of a JSON object (and JS literal) of
/// words.
fn js_entries(words: &[(&str, &str)]) -> String {
    words
        .iter()
        .map(|(k, w)| format!("{}:{}", js_string(k), js_string(w)))
        .collect::<Vec<_>>()
        .join(",")
}

/// The first paint's frame in the language installed: the header, the
/// home page and the footer as markup, and the words the route script
/// puts in other routes' frames (a JS object).
fn frame() -> (Markup, String) {
    let names: Vec<String> = games::all()
        .iter()
        .map(|g| {
            let rules = crate::tr!("rules-title", game = g.title());
            let puzzles = crate::tr!("puzzles-of-game", game = g.title());
            format!(
                "{}:[{},{},{}]",
                js_string(g.id),
                js_string(g.title()),
                js_string(&rules),
                js_string(&puzzles)
            )
        })
        .collect();
    let words = js_entries(&[
        ("play", t!("play")),
        ("continue", t!("continue")),
        ("games", t!("nav-my-games")),
        ("import", t!("import-title")),
        ("puzzles", t!("nav-puzzles")),
    ]);
    let mut m = Markup::default();
    m.raw("<header class=\"top\">");
    header_into(&mut m);
    m.raw("</header><main id=\"first-paint-main\"><section class=\"home\"><h1>")
        .text(t!("home-title"))
        .raw("</h1><aside class=\"daily-card\">");
    daily_into(&mut m);
    m.raw("</aside><ul class=\"cards\">");
    cards_into(&mut m, false, &|_| false);
    m.raw("</ul></section></main><footer class=\"footer\"><a href=\"#/about\">")
        .text(t!("footer-about"))
        .raw("</a></footer>");
    // The offline and update notices' (assets/pwa.js).
    let pwa = js_entries(&[
        ("offline", t!("pwa-offline")),
        ("offlineMore", t!("pwa-offline-more")),
        ("update", t!("pwa-update")),
        ("reload", t!("pwa-reload")),
        ("later", t!("pwa-later")),
    ]);
    // JSON (the template's copy is parsed), and a JS object literal too.
    let words = format!(
        "{{\"names\":{{{}}},\"words\":{{{words}}},\"pwa\":{{{pwa}}},\"hint\":{},\"importHint\":{},\"about\":{}}}",
        names.join(","),
        js_string(crate::view::library::my_games_hint()),
        js_string(&crate::view::library::import_hint()),
        js_string(&about_html()),
    );
    (m, words)
}

/// The first paint's frame in the language installed, for a page whose
/// language is that one (the route script swaps it in before anything is
/// drawn): a template of the frame, its words as JSON in `data-words`.
pub fn localised(lang: &str) -> Markup {
    let (frame, words) = frame();
    let mut m = Markup::default();
    m.el("template")
        .attr("data-lang", lang)
        .attr("data-words", &words)
        .append(frame)
        .close("template");
    m
}

/// The first paint: everything inside `<body>` before the app's own page,
/// with the top of each game's rules page (`rules`: id and
/// [`rules_head`]) and the frame in each other language (`others`:
/// [`localised`]).
pub fn html(rules: Vec<(&str, Markup)>, others: Vec<Markup>) -> String {
    let (frame, words) = frame();
    let langs: Vec<String> = crate::i18n::LANGUAGES
        .iter()
        .map(|(code, _)| js_string(code))
        .collect();
    let mut m = Markup::default();
    m.el("div").attr("id", "first-paint").append(frame);
    for (id, head) in rules {
        m.el("template")
            .attr("data-rules", id)
            .append(head)
            .close("template");
    }
    for other in others {
        m.append(other);
    }
    let script = format!(
        "var LANGS = [{langs}];\nvar W = {words};\n{ROUTE_SCRIPT}",
        langs = langs.join(","),
    );
    m.script(&script).close("div");
    m.html()
}

/// `page` (an `index.html`) with the first paint right after `<body>`;
/// `None` when it has no `<body>` or has its first paint already.
pub fn insert(page: &str, rules: Vec<(&str, Markup)>, others: Vec<Markup>) -> Option<String> {
    if page.contains("id=\"first-paint\"") {
        return None;
    }
    let at = page.find("<body>")? + "<body>".len();
    let (before, after) = page.split_at(at);
    Some([before, "\n", &html(rules, others), after].concat())
}

/// The games and presets the Engine speed page measures: every game's first
/// preset, and the well-known standard where a game has one (Kalah(6,4),
/// Abapa).
fn bench_games() -> Vec<(&'static games::GameDef, crate::engine::options::Preset)> {
    let mut out = Vec::new();
    for &info in games::all() {
        let mut presets = (info.presets)().into_iter();
        let first = presets.next();
        let standard = info.standard.and_then(|id| presets.find(|p| p.id == id));
        out.extend(first.into_iter().chain(standard).map(|p| (info, p)));
    }
    out
}

/// The Engine speed page's rows, in the language installed (its names of
/// the games and presets).
fn bench_rows_into(m: &mut Markup) {
    for (info, preset) in bench_games() {
        m.el("tr")
            .attr("data-game", info.id)
            .attr("data-preset", preset.id)
            .attr("data-options", &preset.options.to_string())
            .attr("data-done", "false")
            .raw("<th scope=\"row\">")
            .text(info.title())
            .raw("</th><td class=\"preset\">")
            .text(preset.shown_name(info.id))
            .raw(
                "</td><td data-col=\"playouts\">…</td><td data-col=\"actions\">…</td>\
                 <td data-col=\"alphabeta\">…</td><td data-col=\"mcts\">…</td></tr>",
            );
    }
}

/// Time spent on each game, shared by its measurements (milliseconds).
const BENCH_MS: u32 = 3000;

/// The Engine speed page's messages (`pages.ftl`) but
/// `bench-worker-stopped` (see [`BENCH_REASON`]); `bench-intro` is given
/// the seconds a game.
const BENCH_KEYS: [&str; 15] = [
    "bench-title",
    "bench-measuring",
    "bench-done",
    "bench-stopped",
    "bench-game",
    "bench-preset",
    "bench-playouts",
    "bench-actions",
    "bench-alphabeta",
    "bench-mcts",
    "bench-error",
    "bench-empty-reply",
    "bench-again",
    "bench-back",
    "bench-intro",
];

/// What stands for the browser's reason in `bench-worker-stopped` until
/// the page's script puts the reason in its place.
const BENCH_REASON: &str = "{reason}";

/// The locale whose digits and thousands separators the Engine speed
/// page's numbers take in each language: the separators `i18n::grouped`
/// writes in the app (`1,234` in English, `1.234` in German and
/// Portuguese, `12.345` but `1234` in Spanish, narrow no-break spaces in
/// French).
fn number_locale(lang: &str) -> &'static str {
    match lang {
        "fr" => "fr-FR",
        "es" => "es-ES",
        "pt" => "pt-BR",
        "de" => "de-DE",
        _ => "en-GB",
    }
}

/// One language's words for the Engine speed page ([`bench_page`]): its
/// `pages.ftl` messages (`pages`), English's (`english`) standing in for a
/// message it lacks or has with other variables, as in the app, and the
/// names of the games and presets in the language installed (`i18n`), as
/// the home page's cards name them.
pub fn bench_words(
    pages: &crate::i18n::Catalogue,
    english: &crate::i18n::Catalogue,
) -> serde_json::Value {
    use crate::i18n::Arg;
    use serde_json::{Map, Value};
    let word = |key: &str, args: &[(&str, Arg)]| {
        let own = pages.variables(key) == english.variables(key);
        own.then(|| pages.format(key, args))
            .flatten()
            .or_else(|| english.format(key, args))
            .unwrap_or_default()
    };
    let seconds = Arg::from(BENCH_MS / 1000);
    let mut words: Map<String, Value> = BENCH_KEYS
        .iter()
        .map(|key| (key.to_string(), word(key, &[("seconds", seconds)]).into()))
        .collect();
    words.insert(
        "bench-worker-stopped".into(),
        word(
            "bench-worker-stopped",
            &[("reason", Arg::Str(BENCH_REASON))],
        )
        .into(),
    );
    let mut names = Map::new();
    let mut presets = Map::new();
    for (info, preset) in bench_games() {
        names.insert(info.id.into(), info.title().into());
        presets.insert(
            format!("{}/{}", info.id, preset.id),
            preset.shown_name(info.id).into(),
        );
    }
    serde_json::json!({
        "locale": number_locale(pages.lang()),
        "words": words,
        "names": names,
        "presets": presets,
    })
}

/// The Engine speed page's script. First its language, chosen as the app
/// chooses it (`lang_choice!`), from `BENCH` (every language's
/// [`bench_words`] by code): another than English's words replace the
/// page's (each element marked `data-w` takes that message, each row its
/// game's and preset's names) and `<html lang>` follows, before anything is
/// drawn. Then, one game after another, the worker (the same one the
/// computer players use) measures random games and searches from the start
/// position (`{"bench": …}` in its protocol).
const BENCH_SCRIPT: &str = concat!(
    r#"(function () {
  var LANGS = Object.keys(BENCH);
"#,
    lang_choice!(),
    r#"  var W = BENCH[lang] || BENCH.en;
  var rows = Array.prototype.slice.call(document.querySelectorAll('[data-testid=bench-table] tbody tr'));
  var word = function (key) { return W.words[key] || BENCH.en.words[key] || ''; };
  if (lang !== 'en') {
    document.documentElement.lang = lang;
    document.title = word('bench-title') + ' · Rainbow Games';
    document.querySelectorAll('[data-w]').forEach(function (e) { e.textContent = word(e.dataset.w); });
    rows.forEach(function (row) {
      var name = W.names[row.dataset.game], preset = W.presets[row.dataset.game + '/' + row.dataset.preset];
      if (name) row.querySelector('th').textContent = name;
      if (preset) row.querySelector('.preset').textContent = preset;
    });
  }
  var status = document.querySelector('[data-testid=bench-status]');
  var again = document.querySelector('[data-testid=bench-run]');
  var worker = null;
  var thousands = function (x) {
    return x === null || x === undefined ? '—' : Math.round(Math.max(0, x)).toLocaleString(W.locale);
  };
  var run = function () {
    if (worker) worker.terminate();
    again.disabled = true;
    status.textContent = word('bench-measuring');
    rows.forEach(function (row) {
      row.dataset.done = 'false';
      row.title = '';
      row.querySelectorAll('td[data-col]').forEach(function (td) { td.textContent = '…'; });
    });
    worker = new Worker('./ai_worker_loader.js', { type: 'module' });
    var k = 0;
    var next = function () {
      if (k >= rows.length) {
        status.textContent = word('bench-done');
        again.disabled = false;
        return;
      }
      var row = rows[k];
      var body = { game: row.dataset.game, options: JSON.parse(row.dataset.options), ms: MS };
      worker.postMessage(JSON.stringify({ id: k + 1, bench: body }));
    };
    var show = function (row, result, error) {
      var cells = { playouts: 'playouts_per_s', actions: 'actions_per_s', alphabeta: 'alphabeta_nodes_per_s', mcts: 'mcts_simulations_per_s' };
      row.querySelectorAll('td[data-col]').forEach(function (td) {
        td.textContent = error ? word('bench-error') : thousands(result[cells[td.dataset.col]]);
      });
      if (error) row.title = error;
      row.dataset.done = 'true';
    };
    worker.onmessage = function (event) {
      var message = JSON.parse(event.data);
      if (message.ready) return next();
      var row = rows[message.id - 1];
      if (!row) return;
      show(row, message.bench || {}, message.error || (message.bench ? null : word('bench-empty-reply')));
      k += 1;
      next();
    };
    worker.onerror = function (event) {
      event.preventDefault();
      var why = word('bench-worker-stopped').replace(REASON, function () { return event.message || ''; });
      rows.slice(k).forEach(function (row) { show(row, {}, why); });
      status.textContent = word('bench-stopped');
      again.disabled = false;
    };
  };
  again.addEventListener('click', run);
  run();
})();"#
);

/// The Engine speed page, a whole document using the app's stylesheet
/// and icon (`stylesheet`, `icon`: their built names), in English (`english`: its
/// [`bench_words`], written while English is installed) and carrying
/// every other language's words (`others`: code and [`bench_words`]),
/// which its script puts in place for a reader of that language.
pub fn bench_page(
    stylesheet: &str,
    icon: &str,
    english: &serde_json::Value,
    others: &[(&str, serde_json::Value)],
) -> String {
    let w = |key: &str| english["words"][key].as_str().unwrap_or_default();
    let words: Vec<String> = std::iter::once(("en", english))
        .chain(others.iter().map(|(lang, words)| (*lang, words)))
        .map(|(lang, words)| format!("{}:{words}", js_string(lang)))
        .collect();
    let mut m = Markup::default();
    m.raw(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>",
    )
    .text(w("bench-title"))
    .raw(" · Rainbow Games</title>")
    .el("link")
    .attr("rel", "icon")
    .attr("href", icon)
    .el("link")
    .attr("rel", "stylesheet")
    .attr("href", stylesheet)
    .raw(
        "</head><body>\
             <header class=\"top\"><a class=\"brand\" href=\"./#/\">\
             <span class=\"brand-mark\" aria-hidden=\"true\"></span>Rainbow Games</a></header>\
             <main><section class=\"panel bench\"><h1 data-w=\"bench-title\">",
    )
    .text(w("bench-title"))
    .raw("</h1><p data-w=\"bench-intro\">")
    .text(w("bench-intro"))
    .raw("</p><p data-testid=\"bench-status\" aria-live=\"polite\">")
    .text(w("bench-measuring"))
    .raw(
        "</p><div class=\"table-scroll\"><table data-testid=\"bench-table\"><thead><tr>\
             <th scope=\"col\" data-w=\"bench-game\">",
    )
    .text(w("bench-game"))
    .raw("</th><th scope=\"col\" class=\"preset\" data-w=\"bench-preset\">")
    .text(w("bench-preset"))
    .raw("</th><th scope=\"col\" data-w=\"bench-playouts\">")
    .text(w("bench-playouts"))
    .raw("</th><th scope=\"col\" data-w=\"bench-actions\">")
    .text(w("bench-actions"))
    .raw("</th><th scope=\"col\" data-w=\"bench-alphabeta\">")
    .text(w("bench-alphabeta"))
    .raw("</th><th scope=\"col\" data-w=\"bench-mcts\">")
    .text(w("bench-mcts"))
    .raw("</th></tr></thead><tbody>");
    bench_rows_into(&mut m);
    m.raw(
        "</tbody></table></div><p><button class=\"button\" data-testid=\"bench-run\" \
         data-w=\"bench-again\" disabled>",
    )
    .text(w("bench-again"))
    .raw("</button> <a href=\"./#/about\" data-w=\"bench-back\">")
    .text(w("bench-back"))
    .raw("</a></p></section></main>");
    // The script: JavaScript, its strings JSON with no `<` left.
    let script = format!(
        "var MS = {ms};\nvar REASON = {reason};\nvar BENCH = {{{words}}};\n{BENCH_SCRIPT}",
        ms = BENCH_MS,
        reason = js_string(BENCH_REASON),
        words = words.join(",").replace('<', "\\u003c"),
    );
    m.script(&script).raw("</body></html>\n");
    m.html()
}

/// The `href` of the built page's first link of relation `rel` (its
/// stylesheet, its icon).
pub fn link_of<'a>(page: &'a str, rel: &str) -> Option<&'a str> {
    let at = page.find(&format!("rel=\"{rel}\""))?;
    let tag_start = page[..at].rfind('<')?;
    let tag = &page[tag_start..tag_start + page[tag_start..].find('>')?];
    let href = tag.find("href=\"")? + "href=\"".len();
    let end = tag[href..].find('"')?;
    Some(&tag[href..href + end])
}

/// A rules page's text as the app shows it (`ui::rules` sets it as the
/// page's markup and draws a live board in each example's place): the
/// file `rules/<game>.html`. Each example carries its record, checked by
/// the engine (`data-record`, `data-from`, `data-to`). `None` if the page
/// does not read.
pub fn rules_fragment(game: &str, json: &str) -> Option<String> {
    rules_markup(game, json, usize::MAX, true).map(|mut m| m.html())
}

/// The top of a rules page's text (its introduction and the first six
/// blocks): more than a phone's screen shows first, written into the first
/// paint itself so that it is on screen before anything is fetched (with
/// less, the largest paint could be a paragraph the app drew). It looks
/// like the app's page but carries none of its test ids or records.
pub fn rules_head(game: &str, json: &str) -> Option<Markup> {
    rules_markup(game, json, 6, false)
}

/// A rules page's text with at most `blocks` blocks; `live`: the app's page
/// (test ids, the examples' records and the closing Play button).
fn rules_markup(game: &str, json: &str, blocks: usize, live: bool) -> Option<Markup> {
    use crate::view::rules::{Block, RulesPage};
    let page = RulesPage::parse(game, json).ok()?;
    let mut left = blocks;
    let mut m = Markup::default();
    m.el("div")
        .attr("class", "rules-body")
        .testid(live, "rules-body");
    if let Some(intro) = &page.intro {
        m.el("p").attr("class", "intro").text(intro).close("p");
    }
    let mut index = 0;
    for section in &page.sections {
        if left == 0 {
            break;
        }
        m.el("section")
            .attr("class", "rules-section")
            .el("h2")
            .text(&section.heading)
            .close("h2");
        for block in section.blocks.iter().take(left) {
            left -= 1;
            match block {
                Block::Paragraph(text) => {
                    m.el("p").text(text).close("p");
                }
                Block::Ruling(text) => {
                    m.el("aside")
                        .attr("class", "ruling")
                        .testid(live, "ruling")
                        .el("strong")
                        .text(crate::t!("rules-our-ruling"))
                        .text(" ")
                        .close("strong")
                        .text(text)
                        .close("aside");
                }
                Block::List(items) => {
                    m.el("ul");
                    for item in items {
                        m.el("li").text(item).close("li");
                    }
                    m.close("ul");
                }
                Block::Example(example) => {
                    index += 1;
                    m.el("figure")
                        .attr("class", "example")
                        .testid(live, "example");
                    if live {
                        m.int("data-index", index as i64)
                            .attr("data-record", &example.record.to_json())
                            .attr("data-from", &example.from.to_string())
                            .attr("data-to", &example.to.to_string());
                    }
                    m.el("figcaption")
                        .el("strong")
                        .text(&crate::tr!("rules-example", n = index))
                        .text(" ")
                        .close("strong")
                        .text(&example.caption)
                        .close("figcaption")
                        .el("div")
                        .attr("class", "example-pending")
                        .testid(live, "example-pending")
                        .close("div")
                        .close("figure");
                }
            }
        }
        m.close("section");
    }
    if live {
        let name = games::find(game).map_or(game, |g| g.title());
        m.el("p")
            .el("a")
            .attr("class", "button primary")
            .attr("href", &format!("#/play/{game}"))
            .text(&crate::tr!("rules-play-game", game = name))
            .close("a")
            .close("p");
    }
    m.close("div");
    Some(m)
}

/// `page` without the `<link rel="preload">` of the app's wasm that Trunk
/// writes. Measured with Lighthouse's mobile profile, that early fetch
/// competes with the first paint: the largest paint was estimated at about
/// 3.3 s with it and 1.1 s without, on pages whose first paint needs no
/// wasm. The wasm is still fetched as soon as the app's script starts
/// (the script itself keeps its `modulepreload`).
pub fn without_wasm_preload(page: &str) -> String {
    let mut out = String::with_capacity(page.len());
    let mut rest = page;
    while let Some(at) = rest.find("<link rel=\"preload\"") {
        let end = rest[at..].find('>').map_or(rest.len(), |e| at + e + 1);
        let tag = &rest[at..end];
        out.push_str(&rest[..at]);
        if !tag.contains("_bg.wasm") {
            out.push_str(tag);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text as the markup writes it.
    fn escaped(text: &str) -> String {
        let mut m = Markup::default();
        m.text(text);
        m.html()
    }

    #[test]
    fn the_first_paint_lists_every_game_of_the_catalog() {
        let mut top = Markup::default();
        top.el("p").text("Top").close("p");
        let html = html(vec![("owari", top)], Vec::new());
        assert!(html.contains("<template data-rules=\"owari\"><p>Top</p></template>"));
        for game in games::all() {
            assert!(
                html.contains(&format!("data-game=\"{}\"", game.id)),
                "{}",
                game.id
            );
            assert!(html.contains(&escaped(game.summary)), "{}", game.id);
            assert!(html.contains(&format!("href=\"#/rules/{}\"", game.id)));
            assert!(html.contains(&js_string(game.name)), "{}", game.id);
        }
        assert_eq!(html.matches("class=\"card\"").count(), games::all().len());
        // Summaries with quotes or ampersands stay text.
        assert_eq!(js_string("</script>"), "\"\\u003c/script>\"");
    }

    #[test]
    fn another_languages_frame_carries_its_words_as_json() {
        let template = localised("xx").html();
        assert!(template.starts_with("<template data-lang=\"xx\" data-words=\""));
        let start = template.find("data-words=\"").unwrap() + "data-words=\"".len();
        let end = start + template[start..].find('"').unwrap();
        let json = template[start..end]
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&");
        let words: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(words["names"]["owari"][0], "Owari");
        assert_eq!(words["names"]["basic"][1], "Basic Game: rules");
        assert_eq!(words["words"]["continue"], "Continue");
        assert!(words["hint"]
            .as_str()
            .is_some_and(|h| h.contains("browser")));
        // The frame: the header, the home page and the footer.
        for part in [
            "<header class=\"top\">",
            "<main id=\"first-paint-main\">",
            "<footer",
        ] {
            assert_eq!(template.matches(part).count(), 1, "{part}");
        }
    }

    #[test]
    fn the_cards_name_the_presets_in_the_language_shown() {
        use crate::i18n::{self, Messages};
        let flat = i18n::test_catalogue("fr").flat().leak();
        i18n::install(Some(Messages::from_flat("fr", flat)));
        let html = cards(false, &|_| false);
        let mut translated = 0;
        for game in games::all() {
            for preset in (game.presets)() {
                let shown = preset.shown_name(game.id);
                assert!(html.contains(&escaped(shown)), "{} {}", game.id, preset.id);
                translated += usize::from(shown != preset.name);
            }
        }
        i18n::install(None);
        assert!(translated > 0, "some preset has a French name of its own");
    }

    #[test]
    fn it_goes_right_after_the_body_once() {
        let page = "<html><head></head><body>\n<noscript>x</noscript></body></html>";
        let built = insert(page, Vec::new(), Vec::new()).unwrap();
        assert!(built.starts_with("<html><head></head><body>\n<div id=\"first-paint\">"));
        assert!(built.ends_with("</div>\n<noscript>x</noscript></body></html>"));
        assert_eq!(insert(&built, Vec::new(), Vec::new()), None, "not twice");
        assert_eq!(insert("<html></html>", Vec::new(), Vec::new()), None);
    }

    #[test]
    fn the_bench_page_measures_each_games_first_preset_and_the_standards() {
        let english = crate::i18n::test_pages("en");
        let page = bench_page(
            "./main-1.css",
            "./icon-1.svg",
            &bench_words(&english, &english),
            &[],
        );
        // The app's icon, so the browser asks for no /favicon.ico.
        assert!(page.contains("<link rel=\"icon\" href=\"./icon-1.svg\">"));
        let rows = page.matches("<tr data-game=").count();
        let standards = games::all().iter().filter(|g| g.standard.is_some()).count();
        assert_eq!(rows, games::all().len() + standards);
        assert!(page.contains("data-game=\"owari\" data-preset=\"abapa\""));
        assert!(page.contains("data-game=\"basic\" data-preset=\"kalah-6-4\""));
        assert!(page.contains("href=\"./main-1.css\""));
        // Options travel as JSON in an attribute.
        assert!(page.contains("data-options=\"{&quot;"));
    }

    #[test]
    fn the_bench_page_is_in_english_and_carries_every_languages_words() {
        use crate::i18n::{self, test_pages, Messages};
        let english = test_pages("en");
        let mut others = Vec::new();
        for (lang, _) in &i18n::LANGUAGES[1..] {
            let flat = i18n::test_catalogue(lang).flat().leak();
            i18n::install(Some(Messages::from_flat(lang, flat)));
            others.push((*lang, bench_words(&test_pages(lang), &english)));
        }
        i18n::install(None);
        let page = bench_page(
            "./main-1.css",
            "./icon-1.svg",
            &bench_words(&english, &english),
            &others,
        );
        // English in the markup, the games' and presets' names too.
        assert!(page.contains("<html lang=\"en\">"));
        assert!(page.contains("<title>Engine speed · Rainbow Games</title>"));
        assert!(page.contains("<h1 data-w=\"bench-title\">Engine speed</h1>"));
        assert!(page.contains("<th scope=\"col\" data-w=\"bench-mcts\">MCTS simulations/s</th>"));
        assert!(page.contains("(3 s a game, one game after another)"));
        assert!(page.contains("data-game=\"owari\" data-preset=\"abapa\" data-options=\"{&quot;"));
        assert!(page.contains(
            "<th scope=\"row\">Owari</th><td class=\"preset\">Abapa (tournament Oware)</td>"
        ));
        assert!(page.contains("<th scope=\"row\">Basic Game</th>"));
        assert!(!page.contains("Jeu de base</th>"), "English rows");
        // Every language's words, as the script reads them.
        let start = page.find("var BENCH = ").unwrap() + "var BENCH = ".len();
        let end = start + page[start..].find(";\n").unwrap();
        let bench: serde_json::Value = serde_json::from_str(&page[start..end]).unwrap();
        let nb = '\u{a0}';
        let fr = &bench["fr"];
        assert_eq!(fr["words"]["bench-title"], "Vitesse du moteur");
        assert_eq!(fr["words"]["bench-game"], "Jeu");
        assert_eq!(fr["words"]["bench-preset"], "Variante");
        assert!(fr["words"]["bench-intro"]
            .as_str()
            .is_some_and(|s| s.contains(&format!("(3{nb}s par jeu"))));
        assert_eq!(
            fr["words"]["bench-worker-stopped"],
            format!("le processus de calcul s'est arrêté{nb}: {BENCH_REASON}")
        );
        assert_eq!(fr["names"]["basic"], "Jeu de base");
        assert_eq!(fr["presets"]["owari/abapa"], "Abapa (Oware de tournoi)");
        assert_eq!(fr["locale"], "fr-FR");
        assert_eq!(bench["en"]["names"]["basic"], "Basic Game");
        assert_eq!(bench["en"]["locale"], "en-GB");
        assert_eq!(bench["de"]["words"]["bench-title"], "Engine-Tempo");
        // Each language has each of the page's words and each row's names.
        let rows = page.matches("<tr data-game=").count();
        for (lang, _) in i18n::LANGUAGES {
            let words = &bench[lang];
            for key in BENCH_KEYS.iter().chain(&["bench-worker-stopped"]) {
                let word = words["words"][key].as_str().unwrap_or_default();
                assert!(!word.is_empty(), "{lang} {key}");
                let own = test_pages(lang).format(key, &[]).unwrap_or_default();
                let first = own.split(['(', '{']).next().unwrap_or_default();
                assert!(word.starts_with(first), "{lang} {key}: {word}");
            }
            assert!(words["words"]["bench-worker-stopped"]
                .as_str()
                .is_some_and(|w| w.contains(BENCH_REASON)));
            assert_eq!(words["presets"].as_object().map(|p| p.len()), Some(rows));
        }
        // Each marked element names one of the page's words.
        for (at, _) in page.match_indices("data-w=\"") {
            let key = &page[at + 8..at + 8 + page[at + 8..].find('"').unwrap()];
            assert!(BENCH_KEYS.contains(&key), "{key}");
        }
    }

    #[test]
    fn the_stylesheet_is_found_in_the_built_page() {
        let page = "<head><link rel=\"icon\" href=\"i.svg\"><link rel=\"stylesheet\" href=\"./main-ab.css\" integrity=\"x\"></head>";
        assert_eq!(link_of(page, "stylesheet"), Some("./main-ab.css"));
        assert_eq!(link_of(page, "icon"), Some("i.svg"));
        assert_eq!(link_of("<head></head>", "stylesheet"), None);
    }

    #[test]
    fn a_rules_page_reads_as_the_app_draws_it() {
        let json = r#"{"game": "owari", "title": "Owari", "intro": "Sow & capture.",
            "sections": [{"heading": "Play", "blocks": [
                {"p": "A <b> paragraph."}, {"ruling": "We say so."}, {"list": ["one", "two"]},
                {"example": {"caption": "Look.", "moves": "C d", "from": 1}}]}]}"#;
        let html = rules_fragment("owari", json).unwrap();
        let record = crate::view::rules::RulesPage::parse("owari", json)
            .unwrap()
            .sections[0]
            .blocks[3]
            .clone();
        let crate::view::rules::Block::Example(example) = record else {
            panic!("the fourth block is the example");
        };
        assert_eq!(
            html,
            format!(
                "<div class=\"rules-body\" data-testid=\"rules-body\"><p class=\"intro\">Sow &amp; capture.</p>\
                 <section class=\"rules-section\"><h2>Play</h2><p>A &lt;b&gt; paragraph.</p>\
                 <aside class=\"ruling\" data-testid=\"ruling\"><strong>Our ruling: </strong>We say so.</aside>\
                 <ul><li>one</li><li>two</li></ul><figure class=\"example\" data-testid=\"example\" \
                 data-index=\"1\" data-record=\"{}\" data-from=\"1\" data-to=\"2\"><figcaption>\
                 <strong>Example 1. </strong>Look.</figcaption>\
                 <div class=\"example-pending\" data-testid=\"example-pending\"></div>\
                 </figure></section><p><a class=\"button primary\" href=\"#/play/owari\">Play Owari</a></p></div>",
                escaped(&example.record.to_json())
            )
        );
        assert!(
            html.contains("&quot;moves&quot;:[&quot;C&quot;,&quot;d&quot;]"),
            "{html}"
        );
        assert_eq!(rules_fragment("owari", "{"), None);
        // The top: the introduction and the first blocks (here, all four),
        // without the app's ids and records.
        assert_eq!(
            rules_head("owari", json).unwrap().html(),
            "<div class=\"rules-body\"><p class=\"intro\">Sow &amp; capture.</p>\
             <section class=\"rules-section\"><h2>Play</h2><p>A &lt;b&gt; paragraph.</p>\
             <aside class=\"ruling\"><strong>Our ruling: </strong>We say so.</aside>\
             <ul><li>one</li><li>two</li></ul><figure class=\"example\"><figcaption>\
             <strong>Example 1. </strong>Look.</figcaption><div class=\"example-pending\"></div>\
             </figure></section></div>"
        );
        let two = rules_markup("owari", json, 2, false).unwrap().html();
        assert!(two.contains("We say so.") && !two.contains("<ul>"), "{two}");
    }

    #[test]
    fn the_wasm_preload_goes_and_everything_else_stays() {
        let page = "<head><link rel=\"modulepreload\" href=\"./a.js\">\
                    <link rel=\"preload\" href=\"./a_bg.wasm\" as=\"fetch\">\
                    <link rel=\"preload\" href=\"./font.woff2\" as=\"font\"></head>";
        assert_eq!(
            without_wasm_preload(page),
            "<head><link rel=\"modulepreload\" href=\"./a.js\">\
             <link rel=\"preload\" href=\"./font.woff2\" as=\"font\"></head>"
        );
    }
}
