// Opening books in the page: the AI worker fetches Abapa's book
// (books/owari-abapa.book, from assets/books) the first time its Strongest
// level plays Abapa, plays the book's decisions where it has the position,
// as `rgames engine --book auto` does, and the service worker keeps the
// book for offline play. A damaged, missing or stalled book never stops
// the computer: it searches as before.
//
// The position: South opens D. The book answers b; the Strongest level's
// search without the book answers e at this test's 500 ms (`rgames engine`,
// `go ms=500` after `moves D`, seeds 1-3: e e e), so the reply can only
// come from the book.
//
// The server here is the suite's static server with two differences: it can
// answer the book's URL otherwise (damaged, missing, never), and it can stop
// (Playwright's setOffline does not cover the service worker's requests).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  ROOT, DIST_DIR, launchBrowser, withPage, startWith, waitForMoveCount, readMoves, SEL, menuClick,
} from './helpers.mjs';

const BOOK = 'books/owari-abapa.book';
const PHONE = { viewport: { width: 390, height: 844 }, touch: true, settings: { think_ms: 500 } };
const ABAPA = { preset: 'abapa', options: { first_player: 'south' }, seats: [null, 'strongest'] };

/** The shipped book's decisions, by the moves before them joined by dots. */
function bookDecisions() {
  const lines = fs.readFileSync(path.join(ROOT, 'assets', BOOK), 'utf8').trim().split('\n').slice(2);
  return new Map(lines.map((line) => line.split(' ')));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves DIST_DIR; `book` answers the book's URL instead when given
 *  ('damaged', 'missing' or 'never'). */
async function serve(book) {
  const stalled = [];
  const asked = { count: 0 };
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname === `/${BOOK}`) asked.count += 1;
    if (pathname === `/${BOOK}` && book) {
      if (book === 'never') return stalled.push(res);
      if (book === 'missing') return res.writeHead(404).end('not found');
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('rgames-book 1\n{"game":"owari","options":\nD');
    }
    let file = path.join(DIST_DIR, path.normalize(pathname));
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) return res.writeHead(404).end('not found');
      const type = TYPES[path.extname(file)] || 'text/plain; charset=utf-8';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return {
    asked,
    url: (hash = '#/') => url + hash,
    close: () => new Promise((resolve) => {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Counts the requests for the book made by the page and its AI worker
 *  (not the service worker's precaching of every file), answered by the
 *  network or by the service worker's cache. */
function countBookRequests(context) {
  const seen = { count: 0 };
  context.on('request', (request) => {
    if (request.url().endsWith(BOOK) && !request.serviceWorker()) seen.count += 1;
  });
  return seen;
}

/** Runs `fn({page, context, server, env})` on a phone page of a fresh
 *  browser served by `serve(book)`; closes both whatever happens. */
async function withServedPage(t, book, fn) {
  const browser = await launchBrowser();
  const server = await serve(book);
  const env = { browser, url: server.url };
  try {
    await withPage(t, browser, PHONE, (handle) => fn({ ...handle, server, env }));
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
}

test('a fresh phone page: the Strongest level answers from the opening book, fetched once, and offline after a reload', async (t) => {
  const decisions = bookDecisions();
  assert.equal(decisions.get('D'), 'b', 'the book answers D with b');
  await withServedPage(t, undefined, async ({ page, context, server, env }) => {
    const book = countBookRequests(context);
    await startWith(page, env, 'owari', ABAPA);
    await page.locator(SEL.pit('D')).tap();
    await waitForMoveCount(page, 2, 30_000);
    assert.deepEqual(await readMoves(page), ['D', 'b'], "the computer's reply is the book's");
    assert.equal(book.count, 1, 'the book was fetched once');
    // Its next decision comes from the same copy: no second fetch.
    await page.locator(SEL.pit('A')).tap();
    await waitForMoveCount(page, 4, 30_000);
    assert.deepEqual(await readMoves(page), ['D', 'b', 'A', decisions.get('D.b.A')]);
    assert.equal(book.count, 1, 'the book was fetched once');

    // Offline: the service worker has every file of the build, the book
    // too; the server stops, the page reloads, a new game starts.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
    await server.close();
    await page.reload();
    await page.locator(SEL.board).waitFor();
    await startWith(page, env, 'owari', ABAPA);
    await page.locator(SEL.pit('D')).tap();
    await waitForMoveCount(page, 2, 30_000);
    assert.deepEqual(await readMoves(page), ['D', 'b'], 'the book serves offline');
    assert.equal(book.count, 2, "the new worker's one request, answered by the service worker");
  });
});

for (const [book, what] of [['damaged', 'a damaged book'], ['missing', 'a missing book'], ['never', 'a book that never comes']]) {
  test(`${what}: the computer still moves, by its search`, async (t) => {
    await withServedPage(t, book, async ({ page, server, env }) => {
      await startWith(page, env, 'owari', ABAPA);
      await page.locator(SEL.pit('D')).tap();
      await waitForMoveCount(page, 2, 30_000);
      const [, reply] = await readMoves(page);
      assert.match(reply, /^[a-f]$/);
      assert.ok(server.asked.count >= 1, 'the book was asked for');
      // The game goes on: the next reply comes too.
      const pit = page.locator(SEL.legalPits).first();
      await pit.tap();
      await waitForMoveCount(page, 4, 30_000);
      assert.equal(await page.locator(SEL.error).count(), 0);
    });
  });
}

test('a draw offered in a position the book holds is weighed by a search, not answered from the book', async (t) => {
  // After D b, South to move: the book holds the position (D.b C), and a
  // book's decision weighs nothing, so the offer must not take it.
  assert.equal(bookDecisions().get('D.b'), 'C');
  await withServedPage(t, undefined, async ({ page, env }) => {
    await startWith(page, env, 'owari', ABAPA);
    await page.locator(SEL.pit('D')).tap();
    await waitForMoveCount(page, 2, 30_000);
    assert.deepEqual(await readMoves(page), ['D', 'b']);
    await menuClick(page, 'offer-draw');
    // Declined (a sentence) or accepted (the game ends in a draw).
    await page.waitForFunction(
      () => document.querySelector('[data-testid=draw-answer]')?.textContent.trim().length > 0
        || document.querySelector('[data-testid=result]'),
      null, { timeout: 30_000 });
    const said = (await page.locator('[data-testid=draw-answer]').allInnerTexts()).join(' ');
    t.diagnostic(`the computer said: ${said}`);
    assert.doesNotMatch(said, /could not weigh/);
    if (await page.locator('[data-testid=result]').count() === 0) assert.match(said, /declined the draw/);
  });
});
