// Rainbow Games service worker: makes the app work offline after one visit.
//
// Installing it caches every file of the build (the list below, written by
// scripts/precache.mjs when Trunk builds) in a cache named after the build's
// content; the app's requests are then answered from that cache first. A new
// deployment has a new list and version, so the browser installs the new
// worker next to the old one; it waits until the page accepts the update
// (assets/pwa.js posts "skip-waiting"), then takes over, deletes the old cache
// and the pages reload, so no page mixes files of two versions.

// precache:begin (scripts/precache.mjs rewrites these lines)
const VERSION = 'dev';
const FILES = [];
// precache:end

const SCOPE = self.registration.scope;
// Several copies of the app can live on one origin under different paths:
// each only touches the caches of its own scope.
const PREFIX = `rainbow-games ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(
      FILES.map(async (file) => {
        const url = new URL(file, SCOPE).href;
        // 'reload' skips the HTTP cache: the files must be this version's.
        const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`precache ${file}: HTTP ${response.status}`);
        await cache.put(url, response.redirected ? await unredirected(response) : response);
      }),
    );
  } catch (err) {
    // No half-filled cache: the install fails and is tried again later.
    await caches.delete(CACHE);
    throw err;
  }
}

// Some hosts redirect index.html to the directory; a redirected response
// cannot answer a navigation, so keep only its body and headers.
async function unredirected(response) {
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === 'navigate';
  let response = await cache.match(request, { ignoreSearch: navigate });
  // The app's directory itself ("…/", "…/?x") is its index.html.
  if (!response && navigate && new URL(request.url).pathname === new URL(SCOPE).pathname) {
    response = await cache.match(INDEX);
  }
  return response || fetch(request);
}
