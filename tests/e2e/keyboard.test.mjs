// Keyboard alone: a whole Owari game, and a Rainbow Chase move with its
// choices (Escape takes a move in progress back). Focus moves between pits
// with the arrow keys, Enter plays, Tab reaches the buttons.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, readSaved, readBoard, engineState, assertBoardMatches, prng, SEL, focused, tabTo, arrowTo,
} from './helpers.mjs';

const env = fileSetup();

async function startByKeyboard(page, url) {
  await page.goto(url);
  await page.locator(SEL.dialog).waitFor({ state: 'visible' });
  const start = await tabTo(page, (f) => f.testid === 'start');
  assert.ok(start.visible, 'the focused Start button shows its focus');
  await page.keyboard.press('Enter');
  await page.locator(SEL.dialog).waitFor({ state: 'hidden' });
  await page.locator(SEL.board).waitFor({ state: 'visible' });
  const pit = await tabTo(page, (f) => f.pit !== null);
  assert.ok(pit.visible, 'a focused pit shows its focus');
}

test('owari: a whole game by keyboard alone', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startByKeyboard(page, env.url('#/play/owari'));
    const random = prng(99);
    let moves = 0;
    while (!(await page.locator(SEL.result).isVisible())) {
      assert.ok(moves < 600, 'the game did not end');
      const legal = await page.$$eval(SEL.legalPits, (gs) => gs.map((g) => g.getAttribute('data-pit')));
      assert.ok(legal.length > 0, `a legal pit after ${moves} moves`);
      const pit = legal[Math.floor(random() * legal.length)];
      await arrowTo(page, pit);
      const now = await focused(page);
      assert.equal(now.pit, pit);
      assert.ok(now.visible, 'focus stays visible on the board');
      await page.keyboard.press('Enter');
      moves++;
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, moves);
      // The live region says what was played.
      const said = await page.locator('[data-testid=announce]').innerText();
      assert.match(said, new RegExp(`(South|North) sows \\d+ seeds? from pit ${pit}\\.`), said);
    }
    // The end is announced in a status region.
    assert.equal(await page.locator(SEL.result).getAttribute('role'), 'status');
    const { record } = await readSaved(page, 'owari');
    assert.equal(record.moves.length, moves);
    const state = engineState(record);
    assert.equal(state.over, true, 'the engine agrees the game is over');
    assertBoardMatches(await readBoard(page), state, 'at the end');
    const winner = await page.locator(SEL.result).getAttribute('data-winner');
    assert.equal(winner, state.winner === null ? 'draw' : String(state.winner));
  });
});

test('rainbow-chase: a move with its choices by keyboard; Escape takes a move in progress back', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startByKeyboard(page, env.url('#/play/rainbow-chase'));
    const random = prng(5);
    // Play pits until a move asks for a choice (a colour to drop, or a
    // capture to take); then make it with Tab and Enter.
    let chose = false;
    let escaped = false;
    for (let k = 0; k < 200 && !chose; k++) {
      const legal = await page.$$eval(SEL.legalPits, (gs) => gs.map((g) => g.getAttribute('data-pit')));
      const choices = await page.$$eval('[data-testid=decision] [data-choice]', (bs) => bs.map((b) => b.getAttribute('data-choice')));
      const before = (await readSaved(page, 'rainbow-chase')).record.moves;
      if (legal.length > 0) {
        await arrowTo(page, legal[Math.floor(random() * legal.length)]);
        await page.keyboard.press('Enter');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length > n, before.length);
        continue;
      }
      assert.ok(choices.length > 0, 'a choice is offered when no pit can be played');
      if (!escaped) {
        // Escape: the move in progress goes back to its start.
        const view = await page.evaluate(() => [...document.querySelectorAll('[data-testid=move-list] li[data-move]')].map((li) => li.className));
        await page.keyboard.press('Escape');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length < n, before.length);
        const after = (await readSaved(page, 'rainbow-chase')).record.moves;
        assert.ok(after.length < before.length, `Escape took back the move's decisions (${view.length} entries)`);
        assert.deepEqual(after, before.slice(0, after.length));
        assert.match(await page.locator('[data-testid=announce]').innerText(), /taken back to its start/);
        escaped = true;
        continue;
      }
      const focus = await tabTo(page, (f) => f.choice !== null);
      assert.ok(focus.visible, 'the focused choice shows its focus');
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length > n, before.length);
      const after = (await readSaved(page, 'rainbow-chase')).record.moves;
      assert.equal(after.length, before.length + 1);
      assert.equal(after[after.length - 1], focus.choice, 'the choice with focus was played');
      chose = true;
    }
    assert.ok(escaped && chose, 'a choice was offered, cancelled with Escape, then made');
    const { record } = await readSaved(page, 'rainbow-chase');
    assertBoardMatches(await readBoard(page), engineState(record), 'after the keyboard moves');
  });
});
