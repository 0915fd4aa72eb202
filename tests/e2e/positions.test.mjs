// Games that start from a position (issue 43): a record with a Position
// tag opens on the page (import, My games, a saved game), the computer
// plays from it, and what the page shows is what the engine says.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, engineState, assertBoardMatches, readBoard, readMoves, readSaved, menuClick,
  openSaved, playPit, waitForMoveCount, newPage, assertNoPanic, legalPits, SEL, linkCheck,
} from './helpers.mjs';

const env = fileSetup();
const PHONE = { viewport: { width: 390, height: 844 }, touch: true, speed: 'instant' };

/** An Owari position no game from the start has to reach: 48 seeds, South
 *  to move. */
const OWARI_AT = '3,0,5,2,0,9/1,4,0,6,2,3 7:6 s';

test('a record with a Position tag, imported, opens at its position and plays on', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await page.goto(env.url('#/play/owari'));
    await page.locator(`${SEL.dialog}, ${SEL.board}`).first().waitFor({ state: 'visible' });
    if (await page.locator(SEL.dialog).isVisible()) await page.locator(SEL.start).click();
    await page.locator(SEL.board).waitFor();
    await menuClick(page, 'import');
    const text = `[Game "owari"]\n[Seed 5]\n[Position "${OWARI_AT}"]\n\nF\n`;
    await page.locator('[data-testid=import-text]').fill(text);
    await page.locator('[data-testid=import-open]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 1);
    const record = { game: 'owari', options: null, seed: 5, moves: ['F'], position: OWARI_AT };
    assert.deepEqual(await readMoves(page), ['F']);
    assertBoardMatches(await readBoard(page), engineState(record), 'the imported game, one move from its position');
    // Kept as it is: the saved record still starts from the position.
    assert.equal((await readSaved(page, 'owari')).record.position, OWARI_AT);
    // North plays on from there, as the engine allows.
    const legal = engineState(record).legal;
    await playPit(page, legal[0]);
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves: ['F', legal[0]] }), 'after North');
  });
});

test('the computer plays from a position (the worker replays the record from it)', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const record = { game: 'owari', options: {}, seed: 2, moves: [], position: OWARI_AT };
    await openSaved(page, env.url(''), 'owari', JSON.stringify(record), 0, [null, 'beginner']);
    assertBoardMatches(await readBoard(page), engineState(record), 'opened at its position');
    await playPit(page, 'F');
    // North's reply comes from the worker.
    await waitForMoveCount(page, 2, 20_000);
    const moves = await readMoves(page);
    assert.ok(engineState({ ...record, moves: ['F'] }).legal.includes(moves[1]), `North's ${moves[1]} is legal`);
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves }), 'after the computer');
  });
});

test('the share link of a game from a position opens that position in another browser', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const record = { game: 'owari', options: {}, seed: 7, moves: ['F'], position: OWARI_AT };
    await openSaved(page, env.url(''), 'owari', JSON.stringify(record), 1, [null, null]);
    await menuClick(page, 'export');
    await page.waitForFunction(() => document.querySelector('[data-testid=share-link]')?.value.includes('#/play/'));
    const link = await page.locator('[data-testid=share-link]').inputValue();
    assert.match(link, /#\/play\/owari\?s=7&p=3%2C0%2C5.*&n=1&m=F&c=[0-9a-f]{8}$/, link);
    // The text export carries it too.
    assert.ok((await page.locator('[data-testid=export-text]').inputValue()).includes(`[Position "${OWARI_AT}"]`));

    // A second browser (its own storage), a phone: the same position.
    const other = await newPage(env.browser, PHONE);
    try {
      await other.page.goto(link.replace(/^.*?#/, env.url('#')));
      await other.page.locator(SEL.board).waitFor({ state: 'visible' });
      await other.page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 1);
      assert.deepEqual(await readMoves(other.page), ['F']);
      assertBoardMatches(await readBoard(other.page), engineState(record), 'opened from the link');
      // It plays on from there, and a reload keeps the position.
      const legal = await legalPits(other.page);
      await other.page.locator(SEL.pit(legal[0])).tap();
      await waitForMoveCount(other.page, 2);
      await other.page.reload();
      await other.page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 2);
      const moves = ['F', legal[0]];
      assertBoardMatches(await readBoard(other.page), engineState({ ...record, moves }), 'after a reload');
      assert.equal((await readSaved(other.page, 'owari')).record.position, OWARI_AT);
      assertNoPanic(other.errors);
    } finally {
      await other.context.close();
    }
  });
});

test('a link whose position the rules refuse says why, in the page\'s language', async (t) => {
  await withPage(t, env.browser, { ...PHONE, locale: 'fr-FR' }, async ({ page }) => {
    const body = `s=0&p=${encodeURIComponent(OWARI_AT.replace(/ s$/, ' x'))}&n=0&m=`;
    await page.goto(env.url(`#/play/owari?${body}&c=${linkCheck(body)}`));
    const error = page.locator(SEL.error);
    await error.waitFor({ state: 'visible' });
    const message = await error.innerText();
    // The reader's reason, worded in French (its words too), not English.
    assert.match(message, /Valeur « x » pour le joueur au trait : attendu s ou n/, message);
    assert.doesNotMatch(message, /player to move|is not/, message);
  });
});

const READERS = /rainbow-games-readers-[0-9a-f]+\.wasm$/;

/** A share link's query for `record` (seed, position, moves), as the page
 *  writes it (Record::to_link). */
function positionLink({ seed, position, moves }) {
  const body = `s=${seed}&p=${encodeURIComponent(position)}&n=${moves.length}&m=${moves.join('.')}`;
  return `${body}&c=${linkCheck(body)}`;
}

test('the position readers come only when a position is to be read: a link opened from the page waits for them, showing no other board', async (t) => {
  // No service worker: its install precaches every module.
  await withPage(t, env.browser, { ...PHONE, serviceWorkers: 'block' }, async ({ page, context }) => {
    const asked = [];
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route(READERS, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    // A game from the start, played: no reader is fetched for it.
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.dialog).waitFor({ state: 'visible' });
    await page.locator(SEL.start).click();
    await page.locator(SEL.board).waitFor({ state: 'visible' });
    const first = (await legalPits(page))[0];
    await playPit(page, first);
    await page.waitForTimeout(300);
    assert.deepEqual(asked, [], 'no readers for a game from the start');
    const before = await readBoard(page);

    // A link to a position, followed from the page (a friend's link pasted,
    // the editor's Play): the page it leaves stays until the readers come.
    const record = { game: 'owari', options: {}, seed: 3, moves: ['F'], position: OWARI_AT };
    await page.evaluate((h) => { location.hash = h; }, `#/play/owari?${positionLink(record)}`);
    for (let k = 0; k < 50 && asked.length === 0; k++) await page.waitForTimeout(100);
    assert.equal(asked.length, 1, 'the readers are asked for');
    await page.waitForTimeout(300);
    assert.deepEqual(await readMoves(page), [first], 'the game on screen meanwhile');
    assert.deepEqual(await readBoard(page), before, 'and its board, not another');
    assert.equal(await page.locator(SEL.error).count(), 0, 'no error meanwhile');

    release();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 1
      && document.querySelector('[data-testid=move-list] li[data-move]')?.getAttribute('data-move') === 'F');
    assertBoardMatches(await readBoard(page), engineState(record), 'the link\'s position');
    assert.equal(asked.length, 1, 'fetched once');
  });
});

test('when the readers cannot be fetched, a position link says so and the game on screen stays', async (t) => {
  await withPage(t, env.browser, { ...PHONE, serviceWorkers: 'block' }, async ({ page, context }) => {
    await context.route(READERS, (route) => route.abort());
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.dialog).waitFor({ state: 'visible' });
    await page.locator(SEL.start).click();
    await page.locator(SEL.board).waitFor({ state: 'visible' });
    const first = (await legalPits(page))[0];
    await playPit(page, first);
    const before = await readBoard(page);
    const record = { game: 'owari', options: {}, seed: 3, moves: ['F'], position: OWARI_AT };
    await page.evaluate((h) => { location.hash = h; }, `#/play/owari?${positionLink(record)}`);
    const error = page.locator(SEL.error);
    await error.waitFor({ state: 'visible' });
    assert.match(await error.innerText(), /reads positions could not be loaded/, await error.innerText());
    assert.deepEqual(await readMoves(page), [first], 'the game on screen is kept');
    assert.deepEqual(await readBoard(page), before);
    assert.equal((await readSaved(page, 'owari')).record.position, undefined, 'and kept as it was');
  });
});
