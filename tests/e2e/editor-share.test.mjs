// The board editor's Share link and Make a puzzle (issue 43, src/ui/editor/share.rs):
// a position set up by tapping on a phone is shared as the game's play
// link, which opens that very position in another browser; a position
// whose best move the engine proves unique becomes a puzzle kept in the
// browser, listed under My puzzles and solved like the shipped ones; any
// other is refused with the reason.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, newPage, assertNoPanic, readBoard, engineState, legalPits, assertBoardMatches, keptEntries, rgames, SEL,
} from './helpers.mjs';

const env = fileSetup();
const PHONE = { viewport: { width: 360, height: 740 }, touch: true };

const verdict = (page) => page.locator('[data-testid=editor-verdict]');
const notation = (page) => page.locator('[data-testid=editor-notation]').inputValue();
const plus = (page, cell) => page.locator(`[data-testid=${cell}] button`).nth(1);
const count = (page, cell) => page.locator(`[data-testid=${cell}] input`);

async function openEditor(page, game) {
  await page.goto(env.url(`#/editor/${game}`));
  await page.locator('[data-testid=editor-page]').waitFor();
  await verdict(page).waitFor();
}

const valid = (page, yes) => page.waitForFunction(
  (v) => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === v,
  String(yes),
);

/** Sets up an Owari position by tapping: the board emptied, seeds added
 *  with + (`taps`: [cell, times]), the stores typed, the side to move
 *  tapped; resolves to the line the editor shows. */
async function setUp(page, taps, stores, side) {
  await openEditor(page, 'owari');
  await page.locator('[data-testid=editor-empty]').tap();
  for (const [cell, n] of taps) {
    for (let i = 0; i < n; i++) await plus(page, cell).tap();
  }
  for (const [seat, n] of stores.entries()) {
    const cell = `editor-store-${seat}`;
    await count(page, cell).tap();
    await count(page, cell).fill(String(n));
    await count(page, cell).press('Enter');
    await count(page, cell).blur();
  }
  await page.locator(`[data-testid=editor-side-${side}]`).tap();
  return notation(page);
}

test('Share link from an edited Owari position opens that position in a second browser', async (t) => {
  // Not the start: a middle game with North to move, set up by tapping.
  const LINE = '0,3,0,2,0,1/4,0,1,0,2,0 17:18 n';
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const line = await setUp(page, [['editor-pit-0-1', 3], ['editor-pit-0-3', 2], ['editor-pit-0-5', 1], ['editor-pit-1-0', 4], ['editor-pit-1-2', 1], ['editor-pit-1-4', 2]], [17, 18], 'n');
    assert.equal(line, LINE);
    await valid(page, true);
    const share = page.locator('[data-testid=editor-share]');
    assert.equal(await share.isDisabled(), false, 'a valid position can be shared');
    await share.tap();
    // The link is shown as text (copied, or handed to the share sheet).
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-link]')?.value.includes('#/play/owari?'));
    await page.locator('[data-testid=editor-notice]').waitFor();
    const link = await page.locator('[data-testid=editor-link]').inputValue();
    assert.match(link, /^http.*#\/play\/owari\?.*p=0%2C3%2C0%2C2/, link);

    // A second browser (its own storage) on a phone: the same position.
    const other = await newPage(env.browser, PHONE);
    try {
      await other.page.goto(link.replace(/^.*?#/, env.url('#')));
      await other.page.locator(SEL.board).waitFor({ state: 'visible' });
      const state = engineState({ game: 'owari', options: null, seed: 0, moves: [], position: LINE });
      assert.equal(state.to_move, 1, 'North to move, not the start');
      assertBoardMatches(await readBoard(other.page), state, 'opened from the editor\'s link');
      assert.deepEqual((await legalPits(other.page)).sort(), [...state.legal].sort(), 'the player to move is North');
      assert.equal(await other.page.locator(SEL.moveItems).count(), 0, 'nothing played yet');
      assertNoPanic(other.errors);
    } finally {
      await other.context.close();
    }

    // An invalid position cannot be shared; the reason is the verdict's.
    await page.locator('[data-testid=editor-empty]').tap();
    await valid(page, false);
    assert.equal(await share.isDisabled(), true, 'no link from an invalid position');
  });
});

/** Puts `text` under `key` in the browser's database of kept things, as a
 *  damaged or foreign entry would be there. */
function putKept(page, key, text) {
  return page.evaluate(([key, text]) => new Promise((resolve, reject) => {
    const open = indexedDB.open('rainbow-games');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('kept', 'readwrite');
      tx.objectStore('kept').put(text, key);
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), [key, text]);
}

test('Make a puzzle: a position with one winning move becomes a puzzle of My puzzles, solved by tapping; another is refused with its reason', async (t) => {
  // South to move: F wins, D loses (`rgames puzzles owari --position` proves it).
  const LINE = '0,0,0,1,0,2/1,1,0,0,0,0 20:23 s';
  const made = rgames('puzzles', 'owari', '--position', LINE).made;
  assert.ok(made, 'the engine makes a puzzle of it');
  assert.deepEqual(made.solution, ['F']);
  await withPage(t, env.browser, PHONE, async ({ page, errors }) => {
    const line = await setUp(page, [['editor-pit-0-3', 1], ['editor-pit-0-5', 2], ['editor-pit-1-0', 1], ['editor-pit-1-1', 1]], [20, 23], 's');
    assert.equal(line, LINE);
    await valid(page, true);
    await page.locator('[data-testid=editor-make-puzzle]').tap();
    // The worker proves it; the puzzle opens on the puzzles page.
    await page.waitForURL(/#\/puzzles\/mine\?id=/, { timeout: 30_000 });
    const task = page.locator('[data-testid=puzzle-task]');
    await task.waitFor();
    assert.equal(await task.getAttribute('data-puzzle'), made.id);
    assert.match(await task.textContent(), /South/);
    assertBoardMatches(await readBoard(page), engineState(made.record), 'the puzzle is the position set up');
    // Listed under My puzzles, and kept in the browser.
    await page.locator(`[data-testid=my-puzzle][data-puzzle="${made.id}"]`).waitFor();
    assert.ok((await keptEntries(page)).some(([key]) => key === `puzzle/${made.id}`), 'kept as puzzle/<id>');
    // Solved by tapping, as the shipped ones are.
    await page.locator(SEL.pit('F')).tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=puzzle]')?.dataset.state === 'solved');

    // A damaged entry beside it: the puzzle is still listed and opens; no panic.
    await putKept(page, 'puzzle/owari-damaged', '{"id": "owari-dam');
    await page.goto(env.url('#/puzzles'));
    await page.reload();
    await page.locator('[data-testid=puzzles-page]').waitFor();
    await page.locator('[data-testid=my-puzzle]').first().waitFor();
    assert.equal(await page.locator('[data-testid=my-puzzle]').count(), 1);
    await page.locator(`[data-testid=my-puzzle][data-puzzle="${made.id}"] a`).tap();
    await page.waitForFunction((id) => document.querySelector('[data-testid=puzzle-task]')?.dataset.puzzle === id, made.id);
    assert.ok((await keptEntries(page)).some(([key]) => key === 'puzzle/owari-damaged'), 'the damaged entry is left where it was');
    assertNoPanic(errors);

    // E and F are worth the same at the puzzles' depths: refused, with the reason.
    const TIED = '0,0,0,0,2,1/0,2,0,0,0,1 20:22 s';
    assert.deepEqual(rgames('puzzles', 'owari', '--position', TIED).refused, { why: 'tied', moves: ['E', 'F'] });
    await openEditor(page, 'owari');
    await page.locator('[data-testid=editor-notation]').fill(TIED);
    await page.locator('[data-testid=editor-load]').tap();
    await valid(page, true);
    await page.locator('[data-testid=editor-make-puzzle]').tap();
    const notice = page.locator('[data-testid=editor-notice]');
    await page.waitForFunction(() => /No puzzle/.test(document.querySelector('[data-testid=editor-notice]')?.textContent), null, { timeout: 30_000 });
    assert.equal(await notice.textContent(), 'No puzzle: 2 moves are equally good: E and F.');
    assert.match(page.url(), /#\/editor\/owari/, 'the editor stays');
    // In French too.
    await page.locator('select[data-testid=language]').selectOption('fr');
    await page.locator('[data-testid=editor-notation]').fill(TIED);
    await page.locator('[data-testid=editor-load]').tap();
    await valid(page, true);
    await page.locator('[data-testid=editor-make-puzzle]').tap();
    await page.waitForFunction(() => /Pas de problème/.test(document.querySelector('[data-testid=editor-notice]')?.textContent), null, { timeout: 30_000 });
    assert.equal(await notice.textContent(), 'Pas de problème : 2 coups sont aussi bons : E et F.');
  });
});

test('Make a puzzle fetches its own worker, only then; when it cannot be loaded the editor says so in its language, and a second tap works', async (t) => {
  // No service worker: its precache would fetch the workers too.
  await withPage(t, env.browser, { ...PHONE, serviceWorkers: 'block' }, async ({ page, context, errors }) => {
    const asked = [];
    context.on('request', (r) => asked.push(r.url()));
    let blocked = true;
    await context.route(/puzzle_worker/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
    const LINE = '0,0,0,1,0,2/1,1,0,0,0,0 20:23 s';
    await openEditor(page, 'owari');
    await page.locator('[data-testid=editor-notation]').fill(LINE);
    await page.locator('[data-testid=editor-load]').tap();
    await valid(page, true);
    assert.ok(!asked.some((u) => /puzzle_worker/.test(u)), 'not fetched before it is asked for');
    await page.locator('[data-testid=editor-make-puzzle]').tap();
    const notice = page.locator('[data-testid=editor-notice]');
    await page.waitForFunction(() => /could not be loaded/.test(document.querySelector('[data-testid=editor-notice]')?.textContent), null, { timeout: 30_000 });
    assert.equal(await notice.textContent(), 'The puzzle could not be made: the engine that proves puzzles could not be loaded (are you offline?); try again once connected.');
    assert.match(page.url(), /#\/editor\/owari/, 'the editor stays');
    assert.ok(asked.some((u) => /puzzle_worker_loader\.js$/.test(u)), 'its own worker was asked for');
    assert.ok(!asked.some((u) => /ai_worker_bg\.wasm$/.test(u)), 'not the AI worker');
    assertNoPanic(errors);
    // Connected again: the button works.
    blocked = false;
    await page.locator('[data-testid=editor-make-puzzle]').tap();
    await page.waitForURL(/#\/puzzles\/mine\?id=/, { timeout: 30_000 });
    assert.ok(asked.some((u) => /puzzle_worker_bg\.wasm$/.test(u)), 'its wasm was fetched');
  });
});
