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
const FILES = {}; // relative URL -> SHA-256 of its bytes
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
      Object.entries(FILES).map(async ([file, sha256]) => {
        const url = new URL(file, SCOPE).href;
        await cache.put(url, await fetchExact(url, sha256));
      }),
    );
  } catch (err) {
    // No half-filled cache: the install fails and is tried again later.
    await caches.delete(CACHE);
    throw err;
  }
}

// This version's bytes of a file, or an error. 'reload' skips the browser's
// HTTP cache; a proxy or CDN may still hold a file of another version under
// an unhashed name (ai_worker_bg.wasm), so a wrong digest is fetched again
// under a query that no cache has seen, and then fails the install.
async function fetchExact(url, sha256) {
  for (const attempt of [url, `${url}?v=${VERSION}`]) {
    const response = await fetch(attempt, { cache: 'reload', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if (sha256 && hex(await crypto.subtle.digest('SHA-256', body)) !== sha256) continue;
    // A fresh response: also drops the "redirected" flag some hosts give
    // index.html, which a navigation would refuse.
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  throw new Error(`precache ${url}: the server has another version of it`);
}

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
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
