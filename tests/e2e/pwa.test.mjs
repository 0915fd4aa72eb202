// The installable offline app: the service worker precaches every file of
// dist/, the app loads and plays (the computer too) with the server gone,
// Chromium finds it installable, and a new deployment is offered as an
// update that replaces the old version and its cache whole.
//
// Playwright's setOffline does not cover a service worker's own requests, so
// "offline" here means the static server is stopped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import {
  ROOT, DIST_DIR, CHROMIUM, BROWSER_ARGS, fileSetup, startServer, withPage, startGame, legalPits, playPit, readMoves,
  waitForMoveCount, SEL, SETTINGS_KEY, menuClick, openRulesOptions, engineState, readBoard, assertBoardMatches,
  OWARI_LINK, signedLink,
} from './helpers.mjs';

const env = fileSetup();

const PRECACHE = path.join(ROOT, 'scripts', 'precache.mjs');

/** Every file under `dir` as sorted '/'-separated relative paths. */
function listFiles(dir, sub = '') {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((e) => {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    return e.isDirectory() ? listFiles(dir, rel) : [rel];
  }).sort();
}

/** The VERSION written into `dir`/sw.js by scripts/precache.mjs. */
function swVersion(dir) {
  const m = /const VERSION = "([0-9a-f]+)";/.exec(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'));
  assert.ok(m, `${dir}/sw.js has a precache version`);
  return m[1];
}

/** Waits until a service worker is active for the page and controls it. */
async function waitControlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
}

/** Cache names, and the relative URLs held in each, seen from the page. */
function readCaches(page, base) {
  return page.evaluate(async (prefix) => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => r.url.startsWith(prefix) ? r.url.slice(prefix.length) : r.url).sort();
    }
    return out;
  }, base);
}

test('the precache list holds every built file with the digest of its final bytes', () => {
  // The build's last steps (the first paint in index.html, bench.html) run
  // before the list is written: a stale digest would make the worker
  // refuse the file.
  const text = fs.readFileSync(path.join(DIST_DIR, 'sw.js'), 'utf8');
  const m = /const FILES = (\{[\s\S]*?\});/.exec(text);
  assert.ok(m, 'sw.js has its FILES list');
  const files = JSON.parse(m[1]);
  assert.deepEqual(Object.keys(files).map(decodeURIComponent).sort(), listFiles(DIST_DIR));
  for (const [url, digest] of Object.entries(files)) {
    if (digest === null) continue;
    const bytes = fs.readFileSync(path.join(DIST_DIR, ...url.split('/').map(decodeURIComponent)));
    assert.equal(crypto.createHash('sha256').update(bytes).digest('hex'), digest, url);
  }
  assert.ok('bench.html' in files && 'index.html' in files);
  // The catalogues' sources are not shipped: each language is its
  // messages.txt (English is in the wasm).
  const names = Object.keys(files).map(decodeURIComponent);
  assert.deepEqual(names.filter((f) => f.endsWith('.ftl')), []);
  assert.deepEqual(names.filter((f) => f.endsWith('messages.txt')).sort(), ['de', 'es', 'fr', 'pt'].map((l) => `i18n/${l}/messages.txt`));
});

test('the service worker registers and precaches every file of dist/', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/'));
    await waitControlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
    assert.equal(scope, env.url(''), 'the scope is the app directory');
    const cached = await readCaches(page, env.url(''));
    const names = Object.keys(cached);
    assert.equal(names.length, 1, `one cache: ${names.join(', ')}`);
    assert.ok(names[0].endsWith(` ${swVersion(DIST_DIR)}`), `the cache is named after the build's version: ${names[0]}`);
    const files = listFiles(DIST_DIR);
    assert.ok(files.includes('index.html') && files.some((f) => f.endsWith('_bg.wasm')), 'dist/ looks like a build');
    assert.deepEqual(cached[names[0]], files.map((f) => f.split('/').map(encodeURIComponent).join('/')), 'the cache holds exactly the files of dist/');
    // Nothing to report while online.
    assert.equal(await page.locator('[data-testid=offline-indicator]').isVisible(), false, 'no offline indicator online');
    assert.equal(await page.locator('[data-testid=update-prompt]').isVisible(), false, 'no update prompt');
  });
});

// The install fetches and caches every file of the app. On a first visit
// it waited only for the load event, which comes before the wasm has drawn
// anything, so the precache ran beside the app's first drawing on a phone's
// few cores (Lighthouse's game page: median blocking time 730 ms, against
// 150 ms with the registration after the drawing). The page registers
// once the app has replaced its first paint: a game page opened by link
// is drawn before the worker is asked for, and is controlled after.
test('the service worker is registered only once the app has drawn the page', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.addInitScript(() => {
      const sw = navigator.serviceWorker;
      const register = sw.register.bind(sw);
      window.__registered = [];
      sw.register = (...args) => {
        window.__registered.push({
          firstPaint: !!document.getElementById('first-paint'),
          board: !!document.querySelector('[data-testid=board]'),
        });
        return register(...args);
      };
    });
    // Owari four moves in, by a share link (as lighthouse.test opens it).
    await page.goto(env.url(OWARI_LINK));
    await waitControlled(page);
    const calls = await page.evaluate(() => window.__registered);
    assert.equal(calls.length, 1, 'registered once');
    assert.deepEqual(calls[0], { firstPaint: false, board: true }, 'the app had drawn the game page when the worker was registered');
  });
});

test('under a sub-path the worker\'s scope, cache and start URL stay in the app\'s directory', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-pwa-'));
  fs.cpSync(DIST_DIR, path.join(dir, 'games', 'rainbow'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), 'another site');
  const server = await startServer(dir);
  const base = `${server.url}games/rainbow/`;
  try {
    await withPage(t, env.browser, {}, async ({ page, context }) => {
      await page.goto(base + '#/');
      await waitControlled(page);
      assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope), base);
      const cached = await readCaches(page, base);
      assert.deepEqual(Object.values(cached), [listFiles(DIST_DIR)], 'the cache holds the app\'s files under its path');
      assert.ok(Object.keys(cached)[0].includes(base), 'the cache is named after its scope');
      const cdp = await context.newCDPSession(page);
      const { url } = await cdp.send('Page.getAppManifest');
      assert.equal(url, base + 'manifest.webmanifest');
      // The app's identity is its start URL: the manifest has no "id", which
      // would be resolved against the origin, making every copy on a host
      // the same app.
      const { appId } = await cdp.send('Page.getAppId');
      assert.equal(appId, base, 'the app id is the directory');
      await server.close();
      await startGame(page, base, 'basic', 'kalah-6-4');
      await playPit(page, (await legalPits(page))[0]);
    });
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Chromium finds the app installable (manifest, icons, service worker)', async () => {
  // Chromium never offers to install from an incognito-like context, which
  // browser.newContext() is: this test uses a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: BROWSER_ARGS });
  try {
    const page = await context.newPage();
    await page.goto(env.url('#/'));
    await waitControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'no installability errors');
    const { url, errors } = await cdp.send('Page.getAppManifest');
    assert.equal(url, env.url('manifest.webmanifest'));
    assert.deepEqual(errors, [], 'the manifest parses without errors');
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST_DIR, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    const sizes = (purpose) => manifest.icons.filter((i) => i.purpose.split(' ').includes(purpose)).map((i) => i.sizes);
    assert.ok(sizes('any').includes('192x192') && sizes('any').includes('512x512'), 'icons at 192 and 512 px');
    assert.ok(sizes('maskable').length > 0, 'a maskable icon');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after one visit: the app loads, a person and the computer play, the game is kept, Make a puzzle makes one', async (t) => {
  const server = await startServer();
  const base = server.url;
  try {
    await withPage(t, env.browser, {}, async ({ page, errors }) => {
      await page.goto(base + '#/');
      await waitControlled(page);
      await server.close();

      await page.reload();
      await startGame(page, base, 'owari', 'abapa');
      const legal = await legalPits(page);
      assert.ok(legal.length > 0, 'a legal pit');
      await playPit(page, legal[0]);
      assert.deepEqual(await readMoves(page), [legal[0]]);
      const offline = page.locator('[data-testid=offline-indicator]');
      await offline.waitFor({ state: 'visible' });
      assert.match(await offline.innerText(), /offline/i);
      assert.equal(await offline.getAttribute('role'), 'status');
      // The game is saved on the device and resumes after a reload offline.
      await page.reload();
      await page.waitForFunction((mv) => document.querySelector('[data-testid=move-list] li[data-move]')?.getAttribute('data-move') === mv, legal[0]);

      // The computer: its worker's script and wasm come from the cache too.
      await menuClick(page, 'new-game');
      const dialog = page.locator(SEL.dialog);
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator(SEL.preset).selectOption('abapa');
      await openRulesOptions(dialog);
      await dialog.locator('[data-option="first_player"]').selectOption('south');
      await dialog.locator('[data-seat-kind="1"]').selectOption('computer');
      await dialog.locator('[data-seat-level="1"]').selectOption('beginner');
      await dialog.locator(SEL.start).click();
      await dialog.waitFor({ state: 'hidden' });
      await playPit(page, 'C');
      await waitForMoveCount(page, 2, 20_000);
      assert.equal((await readMoves(page)).length, 2, 'the computer replied offline');

      // Make a puzzle in the board editor: its own worker, never fetched
      // online in this test, comes from the cache as well.
      await page.goto(base + '#/editor/owari');
      await page.locator('[data-testid=editor-page]').waitFor();
      await page.locator('[data-testid=editor-notation]').fill('0,0,0,1,0,2/1,1,0,0,0,0 20:23 s');
      await page.locator('[data-testid=editor-load]').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
      await page.locator('[data-testid=editor-make-puzzle]').click();
      await page.waitForURL(/#\/puzzles\/mine\?id=/, { timeout: 30_000 });
      await page.locator('[data-testid=puzzle-task]').waitFor();
      assert.deepEqual(errors.filter((e) => e.startsWith('pageerror')), [], 'no page errors offline');
    });
  } finally {
    await server.close();
  }
});

test('without service workers the app works and shows no notices', async () => {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify({ speed: 'instant' })]);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await startGame(page, env.url(''), 'basic', 'kalah-6-4');
    const legal = await legalPits(page);
    await playPit(page, legal[0]);
    assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'not controlled');
    assert.equal(await page.locator('[data-testid=offline-indicator]').isVisible(), false);
    assert.equal(await page.locator('[data-testid=update-prompt]').isVisible(), false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a file that is not the build\'s (a stale copy on a CDN) fails the install instead of being cached', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-pwa-'));
  fs.cpSync(DIST_DIR, dir, { recursive: true });
  // The unhashed worker glue of "another version"; the list is not rewritten.
  fs.appendFileSync(path.join(dir, 'ai_worker.js'), '\n// another build\n');
  const server = await startServer(dir);
  try {
    await withPage(t, env.browser, {}, async ({ page }) => {
      await page.goto(server.url + '#/');
      const state = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.register('./sw.js', { scope: './' });
        const worker = reg.installing || reg.waiting || reg.active;
        return new Promise((resolve) => {
          const done = () => ['redundant', 'activated'].includes(worker.state) && resolve(worker.state);
          worker.addEventListener('statechange', done);
          done();
        });
      });
      assert.equal(state, 'redundant', 'the install failed');
      assert.deepEqual(await page.evaluate(() => caches.keys()), [], 'nothing cached');
      // The app works online all the same.
      await startGame(page, server.url, 'basic', 'kalah-6-4');
      await playPit(page, (await legalPits(page))[0]);
    });
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a new deployment is offered as an update; accepting loads it and deletes the old cache', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rainbow-pwa-'));
  fs.cpSync(DIST_DIR, dir, { recursive: true });
  const server = await startServer(dir);
  const base = server.url;
  const cssVar = (page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--deployment').trim());
  try {
    await withPage(t, env.browser, {}, async ({ page }) => {
      await page.goto(base + '#/');
      await waitControlled(page);
      const v1 = Object.keys(await readCaches(page, base));
      assert.equal(v1.length, 1);
      assert.equal(await cssVar(page), '');

      // Version 2: a changed stylesheet under a new hashed name (with its
      // integrity in index.html, as Trunk writes it), then the precache list
      // written again by the build's own script.
      const index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      const oldCss = /href="\.\/(main-[0-9a-f]+\.css)" integrity="([^"]+)"/.exec(index);
      assert.ok(oldCss, 'index.html links the hashed stylesheet');
      const css = fs.readFileSync(path.join(dir, oldCss[1]), 'utf8') + '\n:root { --deployment: "v2"; }\n';
      const newName = `main-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
      const integrity = `sha384-${crypto.createHash('sha384').update(css).digest('base64')}`;
      fs.writeFileSync(path.join(dir, newName), css);
      fs.rmSync(path.join(dir, oldCss[1]));
      fs.writeFileSync(path.join(dir, 'index.html'), index.replace(oldCss[0], `href="./${newName}" integrity="${integrity}"`));
      const before = swVersion(dir);
      execFileSync(process.execPath, [PRECACHE, dir], { stdio: 'pipe' });
      const v2version = swVersion(dir);
      assert.notEqual(v2version, before, 'a new cache version');

      // The running version notices the new one and offers it.
      await page.reload();
      const prompt = page.locator('[data-testid=update-prompt]');
      await prompt.waitFor({ state: 'visible', timeout: 30_000 });
      assert.match(await prompt.innerText(), /update/i);
      assert.equal(await prompt.getAttribute('role'), 'status');
      assert.equal(await cssVar(page), '', 'version 1 runs until the update is accepted');
      const accept = page.locator('button[data-testid=update-accept]');
      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), accept.click()]);

      await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--deployment').trim() === '"v2"', null, { timeout: 10_000 });
      assert.equal(await page.locator('[data-testid=update-prompt]').isVisible(), false, 'no prompt after the update');
      const cached = await readCaches(page, base);
      const names = Object.keys(cached);
      assert.equal(names.length, 1, `only the new cache is left: ${names.join(', ')}`);
      assert.ok(!v1.includes(names[0]), 'the old cache is deleted');
      assert.ok(names[0].endsWith(` ${v2version}`), 'the cache of version 2');
      assert.deepEqual(cached[names[0]], listFiles(dir), 'version 2 cached whole');
      // The app still starts on version 2.
      await startGame(page, base, 'basic', 'kalah-6-4');
      await playPit(page, (await legalPits(page))[0]);
    });
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('offline after one visit: a game that starts from a position opens, by link and from what is kept (the readers\' module is cached too)', async (t) => {
  const server = await startServer();
  const base = server.url;
  const position = '3,0,5,2,0,9/1,4,0,6,2,3 7:6 s';
  const link = signedLink('#/play/owari', `s=3&p=${encodeURIComponent(position)}&n=1&m=F`);
  const shows = (page) => page.waitForFunction(() => {
    const moves = [...document.querySelectorAll('[data-testid=move-list] li[data-move]')];
    return moves.length === 1 && moves[0].getAttribute('data-move') === 'F';
  });
  try {
    await withPage(t, env.browser, { viewport: { width: 390, height: 844 }, touch: true }, async ({ page, errors }) => {
      await page.goto(base + '#/');
      await waitControlled(page);
      await server.close();
      await page.reload();
      await page.locator('[data-testid=game-card]').first().waitFor();
      // Followed from the page: the readers come from the cache.
      await page.evaluate((h) => { location.hash = h; }, link);
      await shows(page);
      const record = { game: 'owari', options: {}, seed: 3, moves: ['F'], position };
      assertBoardMatches(await readBoard(page), engineState(record), 'the link\'s position, offline');
      // Kept, it opens again after a reload, still offline.
      await page.reload();
      await shows(page);
      assertBoardMatches(await readBoard(page), engineState(record), 'kept, after a reload offline');
      assert.deepEqual(errors.filter((e) => e.startsWith('pageerror')), [], 'no page errors offline');
      assert.equal(await page.locator('[data-testid=error]').count(), 0, 'no error');
    });
  } finally {
    await server.close();
  }
});
