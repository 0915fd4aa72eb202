// The review and the analysis board as a player meets them on a phone
// (issue #38, items 5, 9 and 12): "Find a better move" keeps the answer
// to itself until the move is played (or the values are asked for); a
// game opened to play is the game, never an analysis board left from a
// rules example; a hint has its own small budget; a long review shows its
// progress on screen. Timings are printed, not asserted.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileSetup, withPage, openSaved, rgames, engineState, SEL } from './helpers.mjs';

const env = fileSetup();

/** Runs `fn({ page, context, errors })` on a phone (390×844, touch), with
 *  animations instant and `settings` added to the saved settings. */
async function onPhone(settings, fn) {
  await withPage(undefined, env.browser, { viewport: { width: 390, height: 844 }, touch: true, settings }, fn);
}

/** Taps `locator` at its centre, as a finger does. */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is on the page');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Opens the game's menu and taps its item `testid`. */
async function menuTap(page, testid) {
  const button = page.locator('[data-testid=menu-button]');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await tap(page, button);
  await page.locator('[data-testid=menu]').waitFor({ state: 'visible' });
  await tap(page, page.locator(`[data-testid=${testid}]`));
}

/** What of the analysis shows: values listed, badges on the board, the
 *  evaluation bar, the review's list of errors with their better moves. */
function shownValues(page) {
  return page.evaluate(() => {
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const count = (sel) => [...document.querySelectorAll(sel)].filter(visible).length;
    return {
      moves: count('[data-testid=analysis-move]'),
      badges: count('[data-testid=eval-badge]'),
      bar: count('[data-testid=eval-bar]'),
      errors: count('[data-testid=review-error]'),
    };
  });
}

// A Basic Game (Kalah) won by the Strongest level against a random player
// (the one of analysis.test.mjs): North's second decision is a blunder.
const BASIC = '{"game":"basic","options":{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3},"seed":18257907021533379399,"moves":["F","a","D","F","A","b","f","B","A","d","F","E","e","D","c","A","d","F","C","a","F","E"]}';

test('"Find a better move" hides the values and the best move until the move is played or the values are asked for', async () => {
  const record = JSON.parse(BASIC);
  await onPhone({}, async ({ page }) => {
    await openSaved(page, env.url(''), 'basic', BASIC, 22, [null, null]);
    await menuTap(page, 'review-game');
    await page.locator('[data-testid=review-graph]').waitFor({ timeout: 90_000 });
    // The review itself lists the errors with their better moves.
    assert.ok((await shownValues(page)).errors > 0, 'the review lists the errors');

    await tap(page, page.locator('[data-testid=learn]'));
    await page.locator('[data-testid=exercise-task]').waitFor();
    // The exercise's position, and its best move as rgames finds it.
    const ply = Number(/move (\d+)/.exec(await page.locator('[data-testid=exercise-task]').textContent())[1]) - 1;
    const best = rgames('analyse', 'basic', '--options', JSON.stringify(record.options), '--seed', BASIC.match(/"seed":(\d+)/)[1],
      '--moves', record.moves.slice(0, ply).join(' ')).best;
    // The exercise's position is analysed (the verdict needs it), and
    // nothing of it shows: no values, no best move, no better move.
    await page.waitForFunction(() => document.querySelector('[data-testid=analysis-note]')?.textContent === '', null, { timeout: 30_000 });
    assert.deepEqual(await shownValues(page), { moves: 0, badges: 0, bar: 0, errors: 0 },
      'no value and no better move while the player looks for one');
    assert.equal(await page.locator('[data-testid=analysis-hidden]').isVisible(), true, 'the page says why the values are hidden');

    // Asked for, they show.
    await tap(page, page.locator('[data-testid=show-values]'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=analysis-move]').length > 0);
    const asked = await shownValues(page);
    assert.ok(asked.moves > 0 && asked.badges > 0 && asked.bar === 1, `the values asked for show (${JSON.stringify(asked)})`);

    // Tried again: hidden again; the attempt played, the verdict and the
    // values of the position after it show.
    await tap(page, page.locator('[data-testid=exercise-retry]'));
    await page.waitForFunction(() => document.querySelector('[data-testid=analysis-note]')?.textContent === '', null, { timeout: 30_000 });
    assert.deepEqual(await shownValues(page), { moves: 0, badges: 0, bar: 0, errors: 0 }, 'hidden again for another try');
    await tap(page, page.locator(SEL.pit(best)));
    await page.waitForFunction(() => /Well found/.test(document.querySelector('[data-testid=exercise-verdict]')?.textContent ?? ''), null, { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=analysis-move]').length > 0, null, { timeout: 30_000 });
    assert.ok((await shownValues(page)).errors > 0, 'the errors are listed again after the attempt');
  });
});

/** Records every message the page posts to the AI worker (as text). */
async function recordPosts(context) {
  await context.addInitScript(() => {
    window.__posted = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      window.__posted.push(String(message));
      return post.call(this, message, ...rest);
    };
  });
}

test('a hint has its own budget: asked with the longest thinking time, it searches half a second at most and arrives', async () => {
  // The person at South, a computer of each level at North; the thinking
  // time the longest there is (10 s).
  const latencies = [];
  for (const game of ['owari', 'rainbow-chase', 'spectral-reapers']) {
    for (const level of game === 'owari' ? ['beginner', 'easy', 'medium', 'hard', 'strongest'] : ['strongest']) {
      await onPhone({ think_ms: 10000 }, async ({ page, context }) => {
        await recordPosts(context);
        const record = `{"game":"${game}","options":{"first_player":"south"},"seed":7,"moves":[]}`;
        const state = engineState(JSON.parse(record));
        assert.equal(state.to_move, 0, `${game}: South moves first`);
        const seats = [null, ...Array(state.players - 1).fill(level)];
        await openSaved(page, env.url(''), game, record, 0, seats);
        await page.locator('[data-testid=hint]:not([disabled])').waitFor();
        const started = Date.now();
        await tap(page, page.locator('[data-testid=hint]'));
        await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid=hint-text]')?.textContent || ''), null, { timeout: 15_000 });
        latencies.push(`${game}/${level}: ${Date.now() - started} ms`);
        const thinks = (await page.evaluate(() => window.__posted))
          .map((m) => JSON.parse(m)).filter((m) => m.think);
        assert.equal(thinks.length, 1, 'one search asked for');
        assert.equal(thinks[0].think.level, 'strongest');
        assert.ok(thinks[0].think.ms <= 500, `the hint's budget is its own: ${thinks[0].think.ms} ms, not the thinking time`);
      });
    }
  }
  console.log(`hint latencies (tap to text): ${latencies.join(', ')}`);
});

// A 170-move Rainbow Chase game between two strongest levels at 3,000
// nodes (`rgames match rainbow-chase --a strongest --b strongest --games 1
// --nodes 3000 --seed 2 --verbose`, cut to 170 moves).
const CHASE_170 = `{"game":"rainbow-chase","options":{"first_player":"random"},"seed":9128953510766689699,"moves":${JSON.stringify(["B","a","C","+o","f","F","+v","x","a","+v","C","e","C","b","+o","+v","+o","x","D","+g","x","+g","+g","c","+y","+y","x","A","+r","+v","x","d","+v","+o","x","+g","+g","+g","+r","E","+r","+g","x","+b","+b","+b","+b","a","D","+g","+g","c","+r","A","e","x","+y","+b","+b","E","f","+y","+v","x","+o","F","x","+v","+r","b","B","-","-","+o","x","f","B","a","C","+y","+v","d","+o","+g","+g","x","A","+g","+r","a","C","e","B","f","+b","x","A","b","+v","+o","F","f","x","C","d","B","a","E","a","F","a","C","b","+b","+v","D","-","+y","+b","x","e","+g","x","C","f","+v","+v","x","C","a","A","+v","+v","c","+b","+r","x","F","+y","+v","x","a","A","f","x","D","+g","e","F","f","C","+y","c","+v","+v","x","D","f","x","E","-","-","x","+b","d","+v","F","c","+v","C"])}}`;

test('a 170-move Rainbow Chase review shows its progress on the phone\'s screen wherever the page is scrolled', async () => {
  await onPhone({}, async ({ page }) => {
    await openSaved(page, env.url(''), 'rainbow-chase', CHASE_170, 170, [null, null]);
    const started = Date.now();
    await menuTap(page, 'review-game');
    const bar = page.locator('[data-testid=review-progress]');
    await bar.waitFor();
    const onScreen = () => bar.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    }).catch(() => null);
    const seen = [];
    for (const y of [0, 100_000, 0]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const shown = await onScreen();
      if (shown !== null) seen.push(shown);
    }
    assert.ok(seen.length > 0 && seen.every(Boolean), `the progress is on screen at the top and the bottom of the page (${seen})`);
    await page.locator('[data-testid=review-graph]').waitFor({ timeout: 120_000 });
    console.log(`review of a 170-move Rainbow Chase game in the browser: ${Date.now() - started} ms`);
    assert.ok(await page.locator('[data-testid=review-graph] circle').count() > 100, 'every decision is on the graph');
  });
});
