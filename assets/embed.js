/*
 * Rainbow Games: live boards on any page.
 *
 * Include this script from where the app is published (any origin, any
 * folder: the app is found next to this file):
 *
 *   <script src="https://example.org/rainbow-games/embed.js" defer></script>
 *
 * and mark the places for boards:
 *
 *   <div data-rainbow-game="owari" data-moves="C d E" data-move="2" data-controls></div>
 *
 * Each marked element gets an iframe of the app's embed route that shows
 * only the board; its height follows the board. Attributes:
 *
 *   data-rainbow-game  the game's id (basic, owari, mancala, ayoayo, giuthi,
 *                      nam-nam, rainbow-chase, spectral-reapers,
 *                      rainbow-passage); required
 *   data-preset        a preset id (the game's first preset otherwise)
 *   data-options       a JSON object laid over the preset's options
 *   data-seed          the record's seed (0)
 *   data-moves         moves in the game's notation, separated by spaces
 *   data-record        a whole record, JSON or text (instead of the four above)
 *   data-move          show the position after this many moves (all of them)
 *   data-controls      present (or "1"): step controls
 *   data-interactive   present (or "1"): the reader may play on (never saved)
 *   data-size          the board's largest width in pixels (120-2000)
 *   data-theme         "light" or "dark" (dark)
 *   data-speed         slow, normal, fast or instant (normal)
 *   data-lang          the frame's language: en, fr, es, pt or de (English)
 *   data-title         the frame's title for screen readers
 *
 * A puzzle instead of a board (the reader solves it; nothing is kept):
 *
 *   <div data-rainbow-puzzle="owari"></div>           a puzzle of the game
 *   <div data-rainbow-puzzle="owari" data-id="owari-seed-…"></div>   that one
 *   <div data-rainbow-puzzle="daily"></div>           the day's puzzle
 *
 * with data-theme, data-lang and data-title as above.
 *
 * A bad attribute shows a short message inside the frame. The frame is
 * sandboxed without top navigation, sets no cookies and saves nothing.
 * Elements added later: call RainbowGames.embed().
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) {
    var all = document.querySelectorAll('script[src]');
    for (var i = 0; i < all.length; i++) {
      if (/(^|\/)embed\.js(\?|#|$)/.test(all[i].getAttribute('src'))) script = all[i];
    }
  }
  var base = new URL('./', script ? script.src : location.href);
  var origin = base.origin;
  var frames = [];

  var PARAMS = ['preset', 'options', 'seed', 'moves', 'record', 'move', 'controls',
    'interactive', 'size', 'theme', 'speed', 'lang'];
  var FLAGS = { controls: true, interactive: true };

  function url(el) {
    var puzzle = el.getAttribute('data-rainbow-puzzle');
    if (puzzle !== null) {
      var q = [];
      if (puzzle === 'daily') q.push('daily');
      var id = el.getAttribute('data-id');
      if (id) q.push('id=' + encodeURIComponent(id));
      var theme = el.getAttribute('data-theme');
      if (theme) q.push('theme=' + encodeURIComponent(theme));
      var lang = el.getAttribute('data-lang');
      if (lang) q.push('lang=' + encodeURIComponent(lang));
      return base.href + '#/embed/puzzle/' + encodeURIComponent(puzzle) + (q.length ? '?' + q.join('&') : '');
    }
    var game = el.getAttribute('data-rainbow-game') || '';
    var query = [];
    PARAMS.forEach(function (name) {
      var value = el.getAttribute('data-' + name);
      if (value === null) return;
      if (FLAGS[name] && value === '') value = '1';
      query.push(name + '=' + encodeURIComponent(value));
    });
    return base.href + '#/embed/' + encodeURIComponent(game) + (query.length ? '?' + query.join('&') : '');
  }

  function embed(root) {
    var found = (root || document).querySelectorAll('[data-rainbow-game]:not([data-rainbow-embedded]), [data-rainbow-puzzle]:not([data-rainbow-embedded])');
    Array.prototype.forEach.call(found, function (el) {
      el.setAttribute('data-rainbow-embedded', '');
      var frame = document.createElement('iframe');
      frame.src = url(el);
      frame.title = el.getAttribute('data-title') || (el.hasAttribute('data-rainbow-puzzle')
        ? 'Rainbow Games puzzle: ' + el.getAttribute('data-rainbow-puzzle')
        : 'Rainbow Games board: ' + el.getAttribute('data-rainbow-game'));
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
      frame.setAttribute('referrerpolicy', 'no-referrer');
      frame.setAttribute('loading', 'lazy');
      var size = parseInt(el.getAttribute('data-size'), 10);
      frame.style.cssText = 'display:block;width:100%;border:0;height:240px;' +
        (size > 0 ? 'max-width:' + (size + 16) + 'px;' : '');
      el.textContent = '';
      el.appendChild(frame);
      frames.push(frame);
    });
  }

  // Only the frames made here, from the app's origin, may set a height.
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.rainbowGames !== 'height') return;
    var height = Number(data.height);
    if (!(height > 0 && height < 20000)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(height) + 'px';
      }
    }
  });

  window.RainbowGames = { embed: embed, base: base.href };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () { embed(); });
  } else {
    embed();
  }
})();
