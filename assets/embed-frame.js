// The frame side of embedding (see embed.js). It acts only when the app is
// shown on its embed route inside a frame: it tells the parent page the
// board's height whenever it changes, so the host can size the iframe. It
// sends nothing else and reads no message.
(function () {
  'use strict';
  if (window.parent === window || location.hash.indexOf('#/embed/') !== 0) return;
  var last = -1;
  function send() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ rainbowGames: 'height', height: height }, '*');
  }
  function start() {
    if (window.ResizeObserver) new ResizeObserver(send).observe(document.body);
    else setInterval(send, 500);
    send();
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
