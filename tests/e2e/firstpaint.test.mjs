// The first paint needs no wasm: with the app's wasm held back, each page
// already shows its content from plain HTML (the home page's games, a
// game's or rules page's title and frame, My games); once the wasm is let
// through, the app takes over with no layout shift at all (the puzzles
// page excepted: its own board arrives after it mounts).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileSetup, withPage, ROOT, gameList, OWARI_LINK } from './helpers.mjs';

const env = fileSetup();


/** Every layout shift the page records, from its very start. */
function watchShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) window.__shifts.push({ value: e.value, sources: (e.sources || []).map((s) => s.node?.outerHTML?.slice(0, 80) ?? '?') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const PAGES = [
  {
    name: 'home',
    hash: '#/',
    async first(page) {
      const cards = await page.$$eval('#first-paint .card', (cs) => cs.map((c) => ({
        game: c.dataset.game,
        name: c.querySelector('h2').textContent,
        play: c.querySelector('a.primary').getAttribute('href'),
      })));
      const list = catalog();
      assert.deepEqual(cards.map((c) => c.game), list.map((g) => g.id), 'every game, in the catalog order');
      assert.deepEqual(cards.map((c) => c.name), list.map((g) => g.name));
      assert.equal(cards[0].play, `#/play/${list[0].id}`);
      assert.equal(await page.locator('#first-paint header .brand').innerText(), 'Rainbow Games');
      // The puzzle of the day, chosen from the date once opened.
      assert.equal(await page.locator('#first-paint .daily-card a.primary').getAttribute('href'), '#/puzzles/daily');
    },
    app: '[data-testid=game-card]',
  },
  {
    name: 'game from a share link',
    hash: OWARI_LINK,
    async first(page) {
      assert.equal(await page.locator('#first-paint h1').innerText(), 'Owari');
      const board = await page.locator('#first-paint .board-placeholder').boundingBox();
      assert.ok(board && board.height > 200 && board.width > 300, `a board-sized space: ${JSON.stringify(board)}`);
    },
    app: '[data-testid=board]',
  },
  {
    name: 'rules',
    hash: '#/rules/owari',
    async first(page) {
      assert.equal(await page.locator('#first-paint h1').innerText(), 'Owari: rules');
      // The rules' text, written at build time from the same data.
      await page.locator('#first-paint .rules-body .rules-section h2').first().waitFor();
      const sections = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'rules', 'owari.json'), 'utf8')).sections;
      assert.deepEqual(await page.locator('#first-paint .rules-section h2').allInnerTexts(), sections.map((s) => s.heading));
      // Plain text: none of the app's ids, so nothing mistakes it for the app.
      assert.equal(await page.locator('#first-paint [data-testid], #first-paint [data-record]').count(), 0);
    },
    app: '[data-testid=rules-body]',
  },
  {
    name: 'my games',
    hash: '#/games',
    async first(page) {
      assert.equal(await page.locator('#first-paint h1').innerText(), 'My games');
      assert.match(await page.locator('#first-paint .hint').first().innerText(), /^Every game is kept in this browser/);
      assert.match(await page.locator('#first-paint .transfer .hint').innerText(), /^Paste a record/);
    },
    app: '[data-testid=saved-games]',
  },
  {
    name: 'about',
    hash: '#/about',
    async first(page) {
      assert.equal(await page.locator('#first-paint h1').innerText(), 'About Rainbow Games');
      assert.equal(await page.locator('#first-paint a[href="bench.html"]').count(), 1, 'the Engine speed link');
      assert.equal(await page.locator('#first-paint [data-testid]').count(), 0);
    },
    app: '[data-testid=bench-link]',
  },
  {
    name: 'puzzles of a game',
    hash: '#/puzzles/owari',
    async first(page) {
      assert.equal(await page.locator('#first-paint h1').innerText(), 'Puzzles: Owari');
    },
    app: '[data-testid=puzzles-page]',
    // Not held to no shift: the app's own page moves its progress panel
    // down when the puzzle's board arrives (fetched after it mounts).
    shifts: false,
  },
];

for (const { name, hash, first, app, shifts: still = true } of PAGES) {
  test(`first paint without wasm: ${name}, then the app takes over${still ? ' with no layout shift' : ''}`, async (t) => {
    await withPage(t, env.browser, { viewport: { width: 360, height: 740 } }, async ({ page, context }) => {
      await context.addInitScript(watchShifts);
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await context.route(/rainbow-games-[0-9a-f]+_bg\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(env.url(hash), { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(300);
      assert.equal(await page.locator('#first-paint').count(), 1, 'the first paint is there');
      await first(page);
      release();
      await page.locator(app).first().waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForTimeout(500);
      assert.equal(await page.locator('#first-paint').count(), 0, 'the app replaced it');
      assert.equal(await page.locator('[data-testid=error]:visible').count(), 0, 'no error on the page');
      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      t.diagnostic(`${name}: layout shift ${total} over ${shifts.length} shifts ${JSON.stringify(shifts).slice(0, 300)}`);
      if (still) assert.equal(total, 0, 'no layout shift');
    });
  });
}

test('the first paint\'s cards say Continue where a game is kept: one an earlier version saved, then moved into the database, and after what the cards read was lost', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 360, height: 740 } }, async ({ page, context }) => {
    await context.addInitScript(() => {
      if (localStorage.getItem('__seeded')) return;
      // A current Owari game as an earlier version (before the database) kept it.
      localStorage.setItem('rainbow-games/game/owari', JSON.stringify({
        record: { game: 'owari', options: { first_player: 'south' }, seed: 3, moves: ['C', 'd', 'E'] },
        cursor: 3, seats: [null, null], variations: [], updated: '2026-11-20T10:00:00.000Z', id: 'old1',
      }));
      localStorage.setItem('__seeded', '1');
    });
    let hold = true;
    // Every request held back (the wasm may be asked for more than once).
    let waiting = [];
    const release = () => { for (const go of waiting.splice(0)) go(); };
    await context.route(/rainbow-games-[0-9a-f]+_bg\.wasm$/, async (route) => {
      if (hold) await new Promise((resolve) => { waiting.push(resolve); });
      await route.continue().catch(() => {});
    });
    let loaded = false;
    /** The first paint's card buttons, with the app held back: {game: label}. */
    const labels = async () => {
      hold = true;
      if (loaded) await page.reload({ waitUntil: 'domcontentloaded' });
      else await page.goto(env.url('#/'), { waitUntil: 'domcontentloaded' });
      loaded = true;
      await page.locator('#first-paint .card').first().waitFor();
      const found = Object.fromEntries(await page.$$eval('#first-paint .card', (cs) => cs.map((c) => [c.dataset.game, c.querySelector('.primary').textContent])));
      hold = false;
      release();
      await page.locator('[data-testid=game-card]').first().waitFor({ state: 'attached', timeout: 20_000 });
      return found;
    };
    const first = await labels();
    assert.equal(first.owari, 'Continue', 'a game an earlier version kept');
    assert.equal(first.basic, 'Play');
    // The app has moved it into its database.
    await page.waitForFunction(() => localStorage.getItem('rainbow-games/game/owari') === null);
    assert.equal((await labels()).owari, 'Continue', 'once moved');
    // What the first paint reads lost (cleared): the app writes it again.
    await page.evaluate(() => localStorage.removeItem('rainbow-games/playing'));
    await page.reload();
    await page.locator('[data-testid=game-card]').first().waitFor({ state: 'attached', timeout: 20_000 });
    const again = await labels();
    assert.equal(again.owari, 'Continue', 'after what the cards read was lost');
    assert.equal(again.basic, 'Play');
  });
});

test('an embed shows no first paint of the app around its board', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/embed/owari?moves=C.d'), { waitUntil: 'domcontentloaded' });
    assert.equal(await page.locator('#first-paint').count(), 0);
    await page.locator('[data-testid=embed], [data-testid=embed-error]').first().waitFor();
  });
});

/** The catalog's ids and names, from the engine's `rgames list`
 *  ("<id>\t<name>\tpresets: …" a line), not from the page. */
function catalog() {
  return gameList().map(({ id, name }) => ({ id, name }));
}
