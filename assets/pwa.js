// Rainbow Games as an offline app: registers the service worker (sw.js),
// shows "Offline" while the site cannot be reached and offers "Update
// available — Reload" when a new version has been installed in the
// background; and shows the app's own notices (at the end). Plain JS
// outside the wasm, so the app's size budget is spared.
// Where service workers are unavailable (file://, some private modes,
// sandboxed frames) it does nothing.
(() => {
  'use strict';
  let sw;
  try {
    sw = window.isSecureContext ? navigator.serviceWorker : undefined;
  } catch {
    return; // a sandboxed frame may throw on access
  }
  if (!sw) return;

  const HOUR = 60 * 60 * 1000;
  let offline = false; // the last update check could not reach the site
  let lastCheck = 0;
  let controlled = !!sw.controller;
  let reloading = false;

  // Two live regions, empty (and hidden by CSS) until there is news.
  const status = element('div', { class: 'pwa-offline', role: 'status', 'data-testid': 'offline-indicator' });
  const prompt = element('div', { class: 'pwa-update', role: 'status', 'data-testid': 'update-prompt' });

  function element(tag, attrs, text) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (text) el.textContent = text;
    return el;
  }

  // The notices' words in the page's language (<html lang>), from the first
  // paint (src/view/first_paint.rs keeps every language's in PWA_WORDS);
  // English where there are none.
  const ENGLISH = {
    offline: 'Offline', offlineMore: ': playing from this device',
    update: 'Update available', reload: 'Reload', later: 'Later',
  };
  function word(key) {
    const all = self.PWA_WORDS || {};
    const own = all[document.documentElement.lang] || all.en || {};
    return own[key] || ENGLISH[key];
  }

  function showOffline() {
    const now = !navigator.onLine || offline;
    if (now === status.hasChildNodes()) return;
    // The second part is left out on narrow screens (style/main.css).
    if (now) status.replaceChildren(word('offline'), element('span', { class: 'pwa-more' }, word('offlineMore')));
    else status.replaceChildren();
  }

  function offerUpdate(reg, worker) {
    const accept = element('button', { type: 'button', class: 'button primary', 'data-testid': 'update-accept' }, word('reload'));
    const later = element('button', { type: 'button', class: 'button', 'data-testid': 'update-later' }, word('later'));
    accept.addEventListener('click', () => {
      accept.disabled = true;
      // The newest waiting version takes over; controllerchange reloads.
      (reg.waiting || worker).postMessage('skip-waiting');
    });
    later.addEventListener('click', () => prompt.replaceChildren());
    prompt.replaceChildren(element('span', {}, word('update')), accept, later);
  }

  async function checkForUpdate(reg) {
    lastCheck = Date.now();
    try {
      await reg.update();
      offline = false;
    } catch {
      offline = true; // sw.js could not be fetched: the site is out of reach
    }
    showOffline();
  }

  // The notices at once: the offline badge, in the page's flow
  // (style/main.css), follows the connection from the start.
  function notices() {
    document.body.prepend(status);
    document.body.append(prompt);
    addEventListener('offline', showOffline);
    addEventListener('online', showOffline);
    showOffline();
  }

  async function start() {
    let reg;
    try {
      reg = await sw.register('./sw.js', { scope: './' });
    } catch {
      reg = null;
    }
    if (!reg) return; // refused (private mode, storage off): the app works online
    // Installed while a version runs here: an update, not the first visit.
    const watch = (worker) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && sw.controller) offerUpdate(reg, worker);
      });
    // The browser checks for a new version when the page is opened, maybe
    // before this runs: one may be installing or waiting already.
    watch(reg.installing);
    if (reg.waiting && sw.controller) offerUpdate(reg, reg.waiting);
    reg.addEventListener('updatefound', () => watch(reg.installing));
    if (sw.controller) checkForUpdate(reg);
    addEventListener('online', () => checkForUpdate(reg));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck > 60_000) checkForUpdate(reg);
    });
    setInterval(() => checkForUpdate(reg), HOUR);
  }

  // A new version took over (the user accepted the update, or another tab
  // did): reload so this page runs the new files only. The first install
  // taking control of a fresh page changes nothing that page loaded.
  sw.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });

  // Register once the page has loaded and the app has replaced its first
  // paint, when the page is next idle: the install precaches every file of
  // the app, and on a first visit that work (the service worker's thread,
  // the network) competed with the app's first drawing for a phone's few
  // cores. A page the app never draws (its wasm failed) registers after
  // ten seconds, so it still works offline next time.
  function whenDrawn(then) {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      const idle = window.requestIdleCallback || ((f) => setTimeout(f, 200));
      idle(() => then(), { timeout: 2000 });
    };
    const drawn = () => !document.getElementById('first-paint');
    const observer = new MutationObserver(() => drawn() && once());
    if (drawn()) return once();
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(once, 10_000);
  }
  const begin = () => {
    notices();
    whenDrawn(start);
  };
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
})();

// The app's own notices (src/ui/lang.rs: a language that could not be
// fetched), already in the page's words: the app writes them into
// <html data-notice>, and they show at the top of the page until clicked
// or for ten seconds. Apart from the service worker's part above: they
// matter most where it is missing.
(() => {
  'use strict';
  const root = document.documentElement;
  const box = document.createElement('div');
  box.className = 'app-notice';
  box.setAttribute('role', 'status');
  box.setAttribute('data-testid', 'app-notice');
  // There before any news, so a screen reader reads the news.
  document.body.append(box);
  let timer;
  const show = () => {
    const text = root.getAttribute('data-notice') || '';
    box.replaceChildren();
    clearTimeout(timer);
    requestAnimationFrame(() => {
      box.textContent = text;
      timer = setTimeout(() => box.replaceChildren(), 10_000);
    });
  };
  new MutationObserver(show).observe(root, { attributes: true, attributeFilter: ['data-notice'] });
  if (root.hasAttribute('data-notice')) show();
  box.addEventListener('click', () => box.replaceChildren());
})();
