// Shared helpers for the browser tests: a static server for dist/, Chromium,
// pages that collect errors, the native engine (`rgames state`) as oracle,
// and small DOM readers following the app's data-testid contract.

import http from 'node:http';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..', '..');
export const DIST_DIR = path.resolve(process.env.DIST_DIR || path.join(ROOT, 'dist'));
export const RGAMES = process.env.RGAMES || path.join(ROOT, 'target', 'debug', 'rgames');
export const ARTIFACTS = path.join(here, 'artifacts');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export const SETTINGS_KEY = 'rainbow-games/settings';
export const gameKey = (id) => `rainbow-games/game/${id}`;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

// ---------------------------------------------------------------- server

/** Serves DIST_DIR on 127.0.0.1 with an ephemeral port. Resolves to
 *  { url, close() }. With `gzip`, text and wasm are sent compressed to
 *  browsers that ask, as a real static host does (for performance audits). */
export async function startServer(dir = DIST_DIR, { gzip = false } = {}) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) {
    throw new Error(`${index} not found: build the app first (scripts/build.sh), or set DIST_DIR`);
  }
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) file = path.join(file, 'index.html');
      fs.readFile(file, (err2, body) => {
        if (err2) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${pathname}`);
          return;
        }
        const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
        const headers = { 'content-type': type, 'cache-control': 'no-store' };
        if (gzip && /gzip/.test(req.headers['accept-encoding'] || '') && !/^image\/png/.test(type)) {
          body = zlib.gzipSync(body);
          headers['content-encoding'] = 'gzip';
        }
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------- browser

/** Chromium's flags for tests here: root needs no sandbox; the rest keep it
 *  from reaching the network at start. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
}

const PANIC = /panicked|RuntimeError: unreachable|unreachable executed|\bpanic\b/i;

/** A browser context (its own storage) with the app's settings pre-set
 *  before the app loads, unless already set (so reloads keep what the app
 *  stored): {"speed": speed, ...settings}. `touch`: a phone's touch
 *  screen; `init`: a function run in every page before the app (after the
 *  settings), with `initArg`; `device`: more context options. */
export async function newContext(
  browser,
  { speed = 'instant', settings = {}, viewport = { width: 1200, height: 900 }, locale, touch = false, init, initArg, ...device } = {},
) {
  const context = await browser.newContext({
    viewport,
    ...device,
    ...(locale ? { locale } : {}),
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        /* storage refused: nothing to pre-set */
      }
    },
    [SETTINGS_KEY, JSON.stringify({ speed, ...settings })],
  );
  if (init) await context.addInitScript(init, initArg);
  return context;
}

/** A new tab of `context`, collecting console errors and page errors as
 *  strings: { page, errors }. */
export async function tab(context) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack || err.message || err}`));
  return { page, errors };
}

/** A page in a context of its own (`newContext`'s options): { page,
 *  context, errors }. */
export async function newPage(browser, opts = {}) {
  const context = await newContext(browser, opts);
  return { context, ...(await tab(context)) };
}

/** Runs `rgames` with `args` and parses its JSON. */
export function rgames(...args) {
  return JSON.parse(execFileSync(RGAMES, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Fails if a Rust panic or wasm trap was reported. */
export function assertNoPanic(errors) {
  const bad = errors.filter((e) => PANIC.test(e));
  assert.deepEqual(bad, [], `panic or wasm trap in the page:\n${bad.join('\n')}`);
}

/** Runs `fn({page, context, errors})` on a new page; on failure writes a
 *  screenshot (and page errors) to tests/e2e/artifacts/; always closes the
 *  context and checks for panics. */
export async function withPage(t, browser, opts, fn) {
  const handle = await newPage(browser, opts);
  try {
    await fn(handle);
    assertNoPanic(handle.errors);
  } catch (err) {
    await saveArtifacts(t, handle).catch(() => {});
    throw err;
  } finally {
    await handle.context.close().catch(() => {});
  }
}

async function saveArtifacts(t, { page, errors }) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const name = String(t?.fullName || t?.name || 'test').replace(/[^\w.-]+/g, '_').slice(0, 120);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true, timeout: 5000 });
  fs.writeFileSync(
    path.join(ARTIFACTS, `${name}.log`),
    `url: ${page.url()}\n\nerrors:\n${errors.join('\n')}\n\nhtml:\n${await page.content().catch(() => '')}\n`,
  );
}

/** Everything a test file needs: server + browser, with cleanup. */
export async function setup() {
  const server = await startServer();
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    server,
    browser,
    url: (hash = '#/') => server.url + hash,
    close: async () => {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/** A test file's server and browser: started before its first test and
 *  closed after its last (node:test hooks). Call at the top of the file;
 *  the object it returns is filled in once the hook has run. */
export function fileSetup() {
  const env = {};
  before(async () => {
    Object.assign(env, await setup());
  });
  after(async () => {
    await env.close?.();
  });
  return env;
}

// ---------------------------------------------------------------- engine

/** The engine's view of a record (from its `position`, when it has one):
 *  runs `rgames state` and parses its JSON ({pits, stores, to_move, legal, over, winner, reason, moves, ...}). */
export function engineState(record) {
  const args = [
    'state',
    record.game,
    '--options',
    JSON.stringify(record.options ?? null),
    '--seed',
    String(record.seed ?? 0),
    '--moves',
    (record.moves || []).join(' '),
    ...(record.position ? ['--position', record.position] : []),
  ];
  let out;
  try {
    out = execFileSync(RGAMES, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`${RGAMES} ${args.map((a) => JSON.stringify(a)).join(' ')} failed: ${err.stderr || err.message}`);
  }
  return JSON.parse(out);
}

let registry;
/** The games of the registry, in its order, from the engine's `rgames list`
 *  ("<id>\t<name>\tpresets: a, b" a line): [{id, name, presets}]. Every
 *  test that goes over the games takes them from here, not from a list of
 *  its own. */
export function gameList() {
  registry ??= execFileSync(RGAMES, ['list'], { encoding: 'utf8' }).trim().split('\n').map((line) => {
    const [id, name, presets] = line.split('\t');
    return { id, name, presets: presets.replace(/^presets: /, '').split(', ') };
  });
  return registry;
}

/** The ids of the registry's games, in its order (`gameList`). */
export const gameIds = () => gameList().map((g) => g.id);

/** Pit letters in the engine's order: A.. (South), then a.. (North). */
export function pitNames(width) {
  const up = Array.from({ length: width }, (_, i) => String.fromCharCode(65 + i));
  return [...up, ...up.map((c) => c.toLowerCase())];
}

// ---------------------------------------------------------------- PRNG

/** mulberry32: a small deterministic generator in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- DOM

export const SEL = {
  board: '[data-testid=board]',
  pit: (name) => `[data-testid=board] [data-pit="${name}"]`,
  legalPits: '[data-testid=board] [data-pit][data-legal=true]',
  moveItems: '[data-testid=move-list] li[data-move]',
  current: '[data-testid=move-list] li[aria-current=step]',
  result: '[data-testid=result]',
  dialog: '[data-testid=new-game-dialog]',
  preset: 'select[data-testid=preset]',
  start: 'button[data-testid=start]',
  why: '[data-testid=why]',
  error: '[data-testid=error]',
  undo: '[data-testid=undo]',
  redo: '[data-testid=redo]',
  agree: '[data-testid=agree]',
  skip: '[data-testid=skip-animation]',
  choices: '[data-testid=decision] [data-choice]',
  choice: (mv) => `[data-testid=decision] [data-choice="${mv}"]`,
  suggestion: (name) => `[data-suggestion="${name}"]`,
};

/** Opens the game page's menu (new game, agreement, export, import and
 *  the settings), unless it is open. */
export async function openMenu(page) {
  const button = page.locator('[data-testid=menu-button]');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.locator('[data-testid=menu]').waitFor({ state: 'visible' });
}

/** Closes the game page's menu with its button, if it is open. */
export async function closeMenu(page) {
  const button = page.locator('[data-testid=menu-button]');
  if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
  await page.locator('[data-testid=menu]').waitFor({ state: 'hidden' });
}

/** A share link's check: FNV-1a (32 bits) of the body after `?`, as
 *  Record::to_link writes it and the page checks it. */
export function linkCheck(body) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(body, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** A share link: the route, then the record's body signed with its check. */
export function signedLink(route, body) {
  return `${route}?${body}&c=${linkCheck(body)}`;
}

/** An Owari game four moves in (South first), as a share link. */
export const OWARI_LINK = signedLink('#/play/owari', 's=7&o=%7B%22first_player%22%3A%22south%22%7D&n=4&m=C.d.A.f');

/** Clicks the menu's item `testid`, opening the menu first. */
export async function menuClick(page, testid) {
  await openMenu(page);
  await page.locator(`[data-testid=${testid}]`).click();
}

/** Unfolds the new-game dialog's rules options. */
export async function openRulesOptions(dialog) {
  await dialog.locator('[data-testid=rules-options]').evaluate((d) => {
    d.open = true;
  });
}

/** Opens a game page and starts a new game with `preset`. Clears any saved
 *  game first. */
export async function startGame(page, baseUrl, game, preset) {
  await page.goto(baseUrl + `#/play/${game}`);
  const dialog = page.locator(SEL.dialog);
  await dialog.waitFor({ state: 'visible' });
  await dialog.locator(SEL.preset).selectOption(preset);
  await dialog.locator(SEL.start).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator(SEL.board).waitFor({ state: 'visible' });
}

/** Opens `record`'s game page (`baseUrl` is the server's) with the record
 *  saved as the game in progress, every seat a person. */
export async function openRecord(page, baseUrl, record) {
  await page.goto(baseUrl + '#/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    gameKey(record.game),
    JSON.stringify({ record, cursor: record.moves.length }),
  ]);
  await page.goto(baseUrl + `#/play/${record.game}`);
  await page.locator(SEL.board).waitFor();
}

/** Opens `game` at `baseUrl` with a saved game whose record is
 *  `recordText` (kept as text: its 64-bit seed does not survive a
 *  JavaScript number), at `cursor`, with `seats`. */
export async function openSaved(page, baseUrl, game, recordText, cursor, seats) {
  await page.goto(`${baseUrl}#/`);
  const saved = `{"record":${recordText},"cursor":${cursor},"seats":${JSON.stringify(seats)}}`;
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [gameKey(game), saved]);
  await page.goto(`${baseUrl}#/play/${game}`);
  await page.locator(SEL.board).waitFor();
}

/** Board counts: pits in DOM order as {name, count, legal}, and stores. */
export function readBoard(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid=board]');
    if (!board) return null;
    const pits = [...board.querySelectorAll('[data-pit]')].map((g) => ({
      name: g.getAttribute('data-pit'),
      count: Number(g.getAttribute('data-count')),
      legal: g.getAttribute('data-legal') === 'true',
    }));
    const stores = [0, 1].map((s) => {
      const g = board.querySelector(`[data-store="${s}"]`);
      return g ? Number(g.getAttribute('data-count')) : null;
    });
    return { pits, stores };
  });
}

/** Pit counts in engine order (A..F, a..f) from a readBoard() result. */
export function countsInEngineOrder(board) {
  const width = board.pits.length / 2;
  const byName = new Map(board.pits.map((p) => [p.name, p.count]));
  return pitNames(width).map((n) => byName.get(n));
}

export function readMoves(page) {
  return page.$$eval('[data-testid=move-list] li[data-move]', (lis) => lis.map((li) => li.getAttribute('data-move')));
}

export function moveCount(page) {
  return page.$$eval('[data-testid=move-list] li[data-move]', (lis) => lis.length);
}

/** 1-based index of the move-list entry with aria-current=step, 0 if none. */
export function currentIndex(page) {
  return page.$$eval('[data-testid=move-list] li[data-move]', (lis) => lis.findIndex((li) => li.getAttribute('aria-current') === 'step') + 1);
}

/** Waits until the move-list entry with aria-current=step is the
 *  `index`-th (0: none, at the start). */
export async function waitCurrent(page, index) {
  await page.waitForFunction(
    (n) => {
      const lis = [...document.querySelectorAll('[data-testid=move-list] li[data-move]')];
      return lis.findIndex((li) => li.getAttribute('aria-current') === 'step') + 1 === n;
    },
    index,
  );
}

export function waitForMoveCount(page, atLeast, timeout = 10_000) {
  return page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length >= n,
    atLeast,
    { timeout },
  );
}

/** Waits until no animation runs (skip button gone). */
export async function waitIdle(page, timeout = 30_000) {
  await page.waitForFunction(() => !document.querySelector('[data-testid=skip-animation]'), null, { timeout });
}

export async function legalPits(page) {
  return page.$$eval('[data-testid=board] [data-pit][data-legal=true]', (gs) => gs.map((g) => g.getAttribute('data-pit')));
}

/** Clicks pit `name` and waits for the move list to reach `expected`
 *  entries (default: one more than before, when playing at the end). */
export async function playPit(page, name, expected) {
  const before = await moveCount(page);
  await page.locator(SEL.pit(name)).click();
  await waitForMoveCount(page, expected ?? before + 1);
}

/** Clicks the suggestion `name` (as "Sow the rest for me") and waits for the
 *  move list to grow. */
export async function playSuggestion(page, name) {
  const before = await moveCount(page);
  await page.locator(SEL.suggestion(name)).click();
  await waitForMoveCount(page, before + 1);
}

/** Calls `step(n)` for n = 1, 2, … until the result is shown, failing
 *  when it is not after `limit` steps. Resolves to the steps taken. */
export async function untilResult(page, limit, step) {
  let steps = 0;
  while (!(await page.locator(SEL.result).isVisible())) {
    assert.ok(steps++ < limit, 'the game did not end');
    await step(steps);
  }
  return steps;
}

/** Every entry of the browser's database of kept games (IndexedDB
 *  `rainbow-games`, store `kept`) as [key, text]: `game/<identity>` a game,
 *  `current/<game>` the key of the one its page opens with,
 *  `damaged/<game>/<n>` a save that could not be read. Empty before the
 *  app has created it. */
export function keptEntries(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('rainbow-games');
    // Not there yet: nothing kept (and nothing created here).
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kept')) {
        db.close();
        resolve([]);
        return;
      }
      const store = db.transaction('kept').objectStore('kept');
      const keys = store.getAllKeys();
      const texts = store.getAll();
      texts.onerror = () => reject(texts.error);
      texts.onsuccess = () => {
        db.close();
        resolve(keys.result.map((key, k) => [key, texts.result[k]]));
      };
    };
  }));
}

/** The text of the game the page of `game` opens with, or null. */
export async function keptGameText(page, game) {
  const entries = new Map(await keptEntries(page));
  return entries.get(entries.get(`current/${game}`)) ?? null;
}

/** The saved game {record, cursor} of the page of `game`. The seed is a
 *  u64 and may exceed 2^53, so it is kept as the exact decimal string from
 *  the raw JSON. */
export async function readSaved(page, game) {
  const text = await keptGameText(page, game);
  if (text === null) return null;
  const saved = JSON.parse(text);
  const seed = /"seed"\s*:\s*(\d+)/.exec(text);
  if (saved?.record && seed) saved.record.seed = seed[1];
  return saved;
}

/** Asserts the DOM board equals the engine state. */
export function assertBoardMatches(board, state, msg = '') {
  assert.deepEqual(countsInEngineOrder(board), state.pits, `pits ${msg}`);
  assert.deepEqual(board.stores, state.stores, `stores ${msg}`);
}

/** Opens `game` (unless its page is open) and starts a game from the
 *  new-game dialog with a `preset`, `options` (controls by key) and `seats`
 *  (null: a person, else a level id). `env` is the file's setup. */
export async function startWith(page, env, game, { preset, options = {}, seats = [] } = {}) {
  if (!page.url().includes(`#/play/${game}`)) await page.goto(env.url(`#/play/${game}`));
  let dialog = page.locator(SEL.dialog);
  // The page opens with the dialog (no saved game) or a board: wait for one.
  await page.locator(`${SEL.dialog}, ${SEL.board}`).first().waitFor({ state: 'visible' });
  if (!(await dialog.isVisible())) await menuClick(page, 'new-game');
  await dialog.waitFor({ state: 'visible' });
  if (preset) await dialog.locator(SEL.preset).selectOption(preset);
  if (Object.keys(options).length) await openRulesOptions(dialog);
  for (const [key, value] of Object.entries(options)) {
    await dialog.locator(`[data-option="${key}"]`).selectOption(String(value));
  }
  for (const [p, level] of seats.entries()) {
    await dialog.locator(`[data-seat-kind="${p}"]`).selectOption(level ? 'computer' : 'person');
    if (level) await dialog.locator(`[data-seat-level="${p}"]`).selectOption(level);
  }
  await dialog.locator(SEL.start).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator(SEL.board).waitFor({ state: 'visible' });
}

/** Starts counting the frames the page draws and the longest gap between
 *  two (the page's thread stays free while a worker computes). */
export async function watchFrames(page) {
  await page.evaluate(() => {
    window.__frames = { count: 0, worst: 0, last: performance.now(), on: true };
    const tick = (now) => {
      const f = window.__frames;
      f.worst = Math.max(f.worst, now - f.last);
      f.last = now;
      f.count += 1;
      if (f.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops counting frames: { count, worst } since `watchFrames`. */
export async function framesSeen(page) {
  return page.evaluate(() => {
    window.__frames.on = false;
    return window.__frames;
  });
}

// ---------------------------------------------------------------- keyboard

/** What has focus: its test id, pit or choice, and whether its focus ring
 *  shows (an outline or a stroke drawn for :focus-visible). */
export function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return null;
    return {
      testid: el.getAttribute('data-testid'),
      pit: el.getAttribute('data-pit'),
      choice: el.getAttribute('data-choice'),
      visible: el.matches(':focus-visible'),
    };
  });
}

/** Presses Tab until `accept(focused)` (at most `limit` times). */
export async function tabTo(page, accept, limit = 80) {
  for (let k = 0; k < limit; k++) {
    const now = await focused(page);
    if (now && accept(now)) return now;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Moves focus along the board with the arrow keys to pit `name`: up or
 *  down to its row, then left or right, as the pits are drawn. */
export async function arrowTo(page, name) {
  for (let k = 0; k < 30; k++) {
    const step = await page.evaluate((target) => {
      const el = document.activeElement;
      if (el?.getAttribute('data-pit') === target) return null;
      const to = document.querySelector(`[data-testid=board] [data-pit="${target}"]`).getBoundingClientRect();
      const at = el.getBoundingClientRect();
      const dx = to.x - at.x;
      const dy = to.y - at.y;
      if (Math.abs(dy) > at.height / 2) return dy > 0 ? 'ArrowDown' : 'ArrowUp';
      return dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    }, name);
    if (step === null) return;
    await page.keyboard.press(step);
  }
  throw new Error(`the arrow keys never reached pit ${name}`);
}
