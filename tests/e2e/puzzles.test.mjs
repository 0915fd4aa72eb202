// Puzzles (issue #23): solving one (with the engine's replies from the
// proven solution), failing one (the recorded refutation is played and
// explained), the Glicko-2 rating kept over a reload, the daily puzzle the
// same in two browser contexts (and the one the date chooses), a streak,
// puzzles with the server stopped, solving by keyboard alone, and the
// puzzle embedded in a rules page and in another site through embed.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileSetup, withPage, startServer, ROOT, SEL, gameIds } from './helpers.mjs';

const env = fileSetup();

const file = (game) => JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'puzzles', `${game}.json`), 'utf8'));
const OWARI = file('owari').puzzles;
const byId = (id) => OWARI.find((p) => p.id === id);

// One key (A); its refutations: C (North replies c and captures 2), B.
const ONE = 'owari-seed-502da9f08e9fb04b';
// Key, the engine's reply, key: A d A.
const THREE = 'owari-seed-1911181ea125d8ad';
const PROGRESS = 'rainbow-games/puzzles';

const task = (page) => page.locator('[data-testid=puzzle-task]');
const state = (page) => page.locator('[data-testid=puzzle]').getAttribute('data-state');
const rating = async (page) => Number(await page.locator('[data-testid=puzzle-rating]').innerText());
const moves = (page) => page.$$eval(SEL.moveItems, (li) => li.map((l) => l.getAttribute('data-move')));

async function openPuzzle(page, id) {
  await page.goto(env.url(`#/puzzles/owari?id=${id}`));
  await page.locator(`[data-testid=puzzle-task][data-puzzle="${id}"]`).waitFor();
  await page.locator(SEL.board).waitFor();
}

async function waitState(page, want, timeout = 15_000) {
  await page.waitForFunction((w) => document.querySelector('[data-testid=puzzle]')?.getAttribute('data-state') === w, want, { timeout });
}

test('a puzzle is solved through the engine\'s reply; the rating rises and survives a reload', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    const p = byId(THREE);
    await openPuzzle(page, THREE);
    assert.equal(await task(page).innerText(), p.task);
    assert.equal(await rating(page), 1500);
    const before = (await moves(page)).length;
    assert.equal(before, p.ply, 'the record up to the puzzle is shown');
    await page.locator(SEL.pit(p.solution[0])).click();
    // The engine answers with the solution's reply, then it is South's turn.
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, before + 2);
    assert.deepEqual((await moves(page)).slice(before), p.solution.slice(0, 2));
    await waitState(page, 'yours');
    assert.match(await page.locator('[data-testid=puzzle-feedback]').innerText(), /Right/);
    await page.locator(SEL.pit(p.solution[2])).click();
    await waitState(page, 'solved');
    assert.match(await page.locator('[data-testid=puzzle-feedback]').innerText(), /Solved!/);
    const after = await rating(page);
    assert.ok(after > 1500, `a solved puzzle raises the rating (${after})`);
    assert.match(await page.locator('[data-testid=puzzle-about]').innerText(), new RegExp(`Puzzle rated ${p.rating}`));

    await page.reload();
    await page.locator('[data-testid=puzzle-rating]').waitFor();
    assert.equal(await rating(page), after, 'the rating is kept over a reload');
    const kept = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), PROGRESS));
    assert.deepEqual(kept.attempts.map((a) => [a.id, a.solved]), [[THREE, true]]);
  });
});

test('a wrong move is refuted by the recorded reply and reason; trying again solves it without a second rating change', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    const p = byId(ONE);
    const wrong = p.refutations.find((r) => r.reply);
    await openPuzzle(page, ONE);
    await page.locator(SEL.pit(wrong.move)).click();
    await waitState(page, 'wrong');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, p.ply + 2);
    assert.deepEqual((await moves(page)).slice(p.ply), [wrong.move, wrong.reply], 'the refutation\'s reply is played');
    const said = await page.locator('[data-testid=puzzle-feedback]').innerText();
    assert.ok(said.includes(wrong.why), said);
    assert.ok(said.includes(`The engine replies ${wrong.reply}.`), said);
    const down = await rating(page);
    assert.ok(down < 1500, `a failed puzzle lowers the rating (${down})`);

    await page.locator('[data-testid=puzzle-retry]').click();
    await waitState(page, 'yours');
    await page.locator(SEL.pit(p.solution[0])).click();
    await waitState(page, 'solved');
    assert.match(await page.locator('[data-testid=puzzle-feedback]').innerText(), /counts as a miss/);
    assert.equal(await rating(page), down, 'only the first try counts');
  });
});

test('the daily puzzle is the date\'s, the same in two browser contexts', async (t) => {
  // The daily puzzle's game is the registry's list at the day's place.
  const GAMES = gameIds();
  const mix = (x) => {
    const M = (1n << 64n) - 1n;
    let z = (x + 0x9E3779B97F4A7C15n) & M;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & M;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & M;
    return z ^ (z >> 31n);
  };
  const ids = [];
  for (const k of [0, 1]) {
    await withPage(t, env.browser, {}, async ({ page }) => {
      await page.goto(env.url('#/'));
      await page.locator('[data-testid=daily-card] a[href="#/puzzles/daily"]').click();
      await task(page).waitFor();
      ids.push(await task(page).getAttribute('data-puzzle'));
      const day = Math.floor((await page.evaluate(() => Date.now())) / 86_400_000);
      const game = GAMES[day % GAMES.length];
      const puzzles = file(game).puzzles;
      const expected = puzzles[Number(mix(BigInt(day)) % BigInt(puzzles.length))].id;
      assert.equal(ids[k], expected, `day ${day}: ${game}`);
      assert.match(await page.locator('[data-testid=puzzle]').innerText(), /Today's puzzle/);
    });
  }
  assert.equal(ids[0], ids[1]);
});

test('a streak climbs until the first mistake and never moves the rating', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/puzzles/owari?streak'));
    const ratings = [];
    for (let k = 0; k < 2; k++) {
      await task(page).waitFor();
      const id = await task(page).getAttribute('data-puzzle');
      const p = byId(id);
      ratings.push(p.rating);
      // Play the solution's keys; the engine plays the replies (an entry
      // already on the move list when its turn comes).
      for (let i = 0; i < p.solution.length; i++) {
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length >= n, p.ply + i);
        if ((await moves(page)).length > p.ply + i) continue;
        await waitState(page, 'yours');
        if ((await moves(page)).length > p.ply + i) continue;
        await page.locator(SEL.pit(p.solution[i])).click();
      }
      await waitState(page, 'solved');
      assert.equal(await page.locator('[data-testid=streak]').innerText(), `Streak: ${k + 1}`);
      await page.locator('[data-testid=puzzle-next]').click();
      await page.waitForFunction((old) => document.querySelector('[data-testid=puzzle-task]')?.getAttribute('data-puzzle') !== old, id);
    }
    assert.ok(ratings[1] >= ratings[0], `ratings rise: ${ratings}`);
    // A wrong answer ends the streak.
    const p = byId(await task(page).getAttribute('data-puzzle'));
    const wrong = (await page.$$eval('[data-testid=board] [data-pit][data-legal=true]', (gs) => gs.map((g) => g.getAttribute('data-pit'))))
      .find((m) => m !== p.solution[0]);
    await page.locator(SEL.pit(wrong)).click();
    await waitState(page, 'wrong');
    assert.equal(await page.locator('[data-testid=streak]').innerText(), 'Streak: 2 (over)');
    assert.equal(await rating(page), 1500, 'a streak leaves the rating alone');
    assert.match(await page.locator('.puzzle-rating').innerText(), /best streak 2/);
  });
});

test('puzzles work with the server stopped, after one visit', async (t) => {
  const server = await startServer();
  try {
    await withPage(t, env.browser, {}, async ({ page }) => {
      await page.goto(server.url + '#/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
      await server.close();
      await page.reload();
      await page.goto(server.url + `#/puzzles/owari?id=${ONE}`);
      await page.locator(`[data-testid=puzzle-task][data-puzzle="${ONE}"]`).waitFor();
      await page.locator(SEL.pit('A')).click();
      await waitState(page, 'solved');
      // Another game's file, never fetched online, comes from the cache.
      await page.goto(server.url + '#/puzzles/mancala');
      await page.waitForFunction(() => /^mancala-/.test(document.querySelector('[data-testid=puzzle-task]')?.getAttribute('data-puzzle') || ''));
    });
  } finally {
    await server.close();
  }
});

test('a puzzle is solved with the keyboard alone', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    const p = byId(ONE);
    await openPuzzle(page, ONE);
    // Tab to the board's pits, then the arrow keys to the answer, Enter.
    for (let k = 0; k < 60; k++) {
      const pit = await page.evaluate(() => document.activeElement?.getAttribute('data-pit'));
      if (pit) break;
      await page.keyboard.press('Tab');
    }
    for (let k = 0; k < 20; k++) {
      const pit = await page.evaluate(() => document.activeElement?.getAttribute('data-pit'));
      if (pit === p.solution[0]) break;
      const step = await page.evaluate((target) => {
        const at = document.activeElement.getBoundingClientRect();
        const to = document.querySelector(`[data-testid=board] [data-pit="${target}"]`).getBoundingClientRect();
        if (Math.abs(to.y - at.y) > at.height / 2) return to.y > at.y ? 'ArrowDown' : 'ArrowUp';
        return to.x > at.x ? 'ArrowRight' : 'ArrowLeft';
      }, p.solution[0]);
      await page.keyboard.press(step);
    }
    await page.keyboard.press('Enter');
    await waitState(page, 'solved');
    // The next puzzle by keyboard too.
    for (let k = 0; k < 80; k++) {
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'puzzle-next')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction((old) => {
      const id = document.querySelector('[data-testid=puzzle-task]')?.getAttribute('data-puzzle');
      return id && id !== old;
    }, ONE);
  });
});

test('a rules page and another site embed a puzzle', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    // Another site (another origin) includes embed.js from the app.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><title>Site</title><body>
      <div data-rainbow-puzzle="owari" data-id="${ONE}"></div>
      <script src="${env.url('embed.js')}"></script></body></html>`);
    const site = await startServer(dir);
    t.after(() => site.close());
    await page.goto(site.url);
    const frame = page.frameLocator('iframe');
    await frame.locator(`[data-testid=puzzle-task][data-puzzle="${ONE}"]`).waitFor({ timeout: 20_000 });
    await frame.locator(SEL.pit('A')).click();
    await frame.locator('[data-testid=puzzle][data-state=solved]').waitFor();
    const inner = page.frames().find((f) => f.url().includes('#/embed/puzzle/owari'));
    assert.ok(inner, 'the frame is the puzzle embed route');
    assert.equal(await inner.evaluate((k) => localStorage.getItem(k), PROGRESS), null, 'an embedded puzzle keeps no progress');

    // The rules page: a puzzle of its game, set when asked for.
    await page.goto(env.url('#/rules/owari'));
    await page.locator('[data-testid=rules-puzzle-open]').click();
    await page.waitForFunction(() => /^owari-/.test(document.querySelector('[data-testid=rules-puzzle] [data-testid=puzzle-task]')?.getAttribute('data-puzzle') || ''));
  });
});

test('damaged puzzle progress is set aside under a key of its own each time, and said in the page\'s language', async (t) => {
  await withPage(t, env.browser, { locale: 'fr-FR' }, async ({ page }) => {
    const damaged = ['not json {', '{"rating":"high"}'];
    for (const text of damaged) {
      await page.goto(env.url('#/'));
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [PROGRESS, text]);
      await page.goto('about:blank');
      await page.goto(env.url('#/puzzles/owari'));
      // The note as it first shows (a puzzle's own words replace it later).
      const said = await (await page.waitForFunction(() => {
        const text = document.querySelector('[data-testid=puzzles-note]')?.textContent ?? '';
        return /progress/i.test(text) && text;
      })).jsonValue();
      assert.match(said, /progression aux problèmes n'a pas pu être lue/, 'said in French');
    }
    const aside = await page.evaluate((p) => Object.keys(localStorage)
      .filter((k) => k.startsWith(`${p}/damaged`))
      .map((k) => localStorage.getItem(k))
      .sort(), PROGRESS);
    assert.deepEqual(aside, [...damaged].sort(), 'both damaged copies are kept');
  });
});
