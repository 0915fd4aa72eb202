//! The page drawn before the app's wasm arrives: the header, the home
//! page's list of games (names, summaries, presets, Play and Rules), the
//! footer, and a small script that turns it into the frame of the route
//! asked for (a game's title and a board-sized space, a rules page's
//! title, My games) and marks the games with a game in progress
//! "Continue", as the app does.
//!
//! It is written into the built `index.html` by `src/bin/first_paint.rs`
//! (a Trunk hook), from the same catalog the app reads
//! ([`crate::games::all`]), so it cannot drift from it. The app removes it
//! (`#first-paint`) in the task that mounts its own page, so nothing is
//! painted in between and nothing that was on screen moves.
//!
//! Native only in effect: the app never calls it, so its wasm links none
//! of it.

use crate::games;

/// Text made safe inside HTML elements and double-quoted attributes.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// A string as a JavaScript string literal (JSON), safe inside `<script>`.
fn js_string(text: &str) -> String {
    serde_json::to_string(text)
        .unwrap_or_default()
        .replace('<', "\\u003c")
}

/// The home page's cards, as the app's `Home` draws them.
fn cards() -> String {
    games::all()
        .iter()
        .map(|game| {
            let presets: Vec<&str> = (game.presets)().into_iter().map(|p| p.name).collect();
            let id = escape(game.id);
            format!(
                "<li class=\"card\" data-game=\"{id}\"><h2>{name}</h2><p>{summary}</p>\
                 <p class=\"presets\">Presets: {presets}</p>\
                 <a class=\"button primary\" href=\"#/play/{id}\">Play</a> \
                 <a class=\"button\" href=\"#/rules/{id}\">Rules</a></li>",
                name = escape(game.name),
                summary = escape(game.summary),
                presets = escape(&presets.join(" · ")),
            )
        })
        .collect()
}

/// The script that fits the first paint to the route: the names of the
/// games by id, and what each route shows until the app takes over.
const ROUTE_SCRIPT: &str = r#"(function () {
  var paint = document.getElementById('first-paint');
  var main = document.getElementById('first-paint-main');
  var hash = location.hash;
  if (hash.indexOf('#/embed/') === 0) { paint.remove(); return; }
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
    var name = NAMES[route[2]];
    if (route[1] === 'play') {
      var board = document.createElement('div');
      board.className = 'board-placeholder';
      title(name, board).className = 'play';
    } else {
      title(name + ': rules').className = 'rules';
    }
  } else if (hash === '#/games') {
    title('My games').className = 'library';
  } else if (hash && hash !== '#/' && hash !== '#') {
    main.replaceChildren();
  } else {
    // A game in progress is continued, as the app's cards say.
    main.querySelectorAll('.card').forEach(function (card) {
      var key = 'rainbow-games/game/' + card.dataset.game;
      var saved = null;
      try { saved = localStorage.getItem(key); } catch (e) {}
      if (saved) card.querySelector('.primary').textContent = 'Continue';
    });
  }
})();"#;

/// The first paint: everything inside `<body>` before the app's own page.
pub fn html() -> String {
    let names: Vec<String> = games::all()
        .iter()
        .map(|g| format!("{}:{}", js_string(g.id), js_string(g.name)))
        .collect();
    format!(
        "<div id=\"first-paint\">\
         <header class=\"top\"><a class=\"brand\" href=\"#/\">\
         <span class=\"brand-mark\" aria-hidden=\"true\"></span>Rainbow Games</a>\
         <nav class=\"top-links\"><a href=\"#/games\">My games</a></nav></header>\
         <main id=\"first-paint-main\"><section class=\"home\"><h1>Choose a game</h1>\
         <ul class=\"cards\">{cards}</ul></section></main>\
         <footer class=\"footer\"><a href=\"#/about\">About</a></footer>\
         <script>var NAMES = {{{names}}};\n{script}</script></div>",
        cards = cards(),
        names = names.join(","),
        script = ROUTE_SCRIPT,
    )
}

/// `page` (an `index.html`) with the first paint right after `<body>`;
/// `None` when it has no `<body>` or has its first paint already.
pub fn insert(page: &str) -> Option<String> {
    if page.contains("id=\"first-paint\"") {
        return None;
    }
    let at = page.find("<body>")? + "<body>".len();
    Some(format!("{}\n{}{}", &page[..at], html(), &page[at..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_paint_lists_every_game_of_the_catalog() {
        let html = html();
        for game in games::all() {
            assert!(
                html.contains(&format!("data-game=\"{}\"", game.id)),
                "{}",
                game.id
            );
            assert!(html.contains(&escape(game.summary)), "{}", game.id);
            assert!(html.contains(&format!("href=\"#/rules/{}\"", game.id)));
            assert!(html.contains(&js_string(game.name)), "{}", game.id);
        }
        assert_eq!(html.matches("class=\"card\"").count(), games::all().len());
        // Summaries with quotes or ampersands stay text.
        assert_eq!(escape("a \"b\" & <c>"), "a &quot;b&quot; &amp; &lt;c&gt;");
        assert_eq!(js_string("</script>"), "\"\\u003c/script>\"");
    }

    #[test]
    fn it_goes_right_after_the_body_once() {
        let page = "<html><head></head><body>\n<noscript>x</noscript></body></html>";
        let built = insert(page).unwrap();
        assert!(built.starts_with("<html><head></head><body>\n<div id=\"first-paint\">"));
        assert!(built.ends_with("</div>\n<noscript>x</noscript></body></html>"));
        assert_eq!(insert(&built), None, "not twice");
        assert_eq!(insert("<html></html>"), None);
    }
}
