// Saving, reloading, undo/redo and branching; a damaged saved game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, startGame, legalPits, playPit, readMoves, readSaved, readBoard,
  currentIndex, waitCurrent, engineState, assertBoardMatches, prng, gameKey, SEL,
} from './helpers.mjs';

const env = fileSetup();

test('basic (kalah-6-4): reload resumes; undo, redo and a new branch', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'basic', 'kalah-6-4');
    const random = prng(7);
    for (let i = 0; i < 6; i++) {
      const legal = await legalPits(page);
      assert.ok(legal.length > 0, `a legal pit before move ${i + 1}`);
      await playPit(page, legal[Math.floor(random() * legal.length)]);
    }
    const board = await readBoard(page);
    const moves = await readMoves(page);
    assert.equal(moves.length, 6);
    const { record } = await readSaved(page, 'basic');
    assert.deepEqual(record.moves, moves, 'saved record has the moves');
    assertBoardMatches(board, engineState(record), 'after 6 moves');

    // Reload: same position, same list, no dialog.
    await page.reload();
    await page.locator(SEL.board).waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length > 0);
    assert.deepEqual(await readBoard(page), board, 'board after reload');
    assert.deepEqual(await readMoves(page), moves, 'moves after reload');
    assert.equal(await page.locator(SEL.dialog).isVisible(), false, 'no new-game dialog after reload');
    assert.equal(await currentIndex(page), 6, 'current entry after reload');

    // Undo twice: entries stay, the position goes back two moves.
    await page.locator(SEL.undo).click();
    await waitCurrent(page, 5);
    await page.locator(SEL.undo).click();
    await waitCurrent(page, 4);
    assert.deepEqual(await readMoves(page), moves, 'undo keeps the entries');
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves: moves.slice(0, 4) }), 'after undo ×2');
    assert.equal((await readSaved(page, 'basic')).cursor, 4, 'saved cursor after undo');

    // Redo once.
    await page.locator(SEL.redo).click();
    await waitCurrent(page, 5);
    const at5 = engineState({ ...record, moves: moves.slice(0, 5) });
    assertBoardMatches(await readBoard(page), at5, 'after redo');

    // A different move from here replaces the old 6th.
    const legal = await legalPits(page);
    assert.deepEqual([...legal].sort(), [...at5.legal].sort(), 'legal pits after redo');
    const other = legal.find((p) => p !== moves[5]) ?? legal[0];
    await page.locator(SEL.pit(other)).click();
    await page.waitForFunction(
      (mv) => {
        const lis = [...document.querySelectorAll('[data-testid=move-list] li[data-move]')];
        return lis.length === 6 && lis[5].getAttribute('data-move') === mv && lis[5].getAttribute('aria-current') === 'step';
      },
      other,
    );
    const branched = await readMoves(page);
    assert.deepEqual(branched, [...moves.slice(0, 5), other]);
    if (other !== moves[5]) assert.notEqual(branched[5], moves[5]);
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves: branched }), 'after the new branch');
    const saved = await readSaved(page, 'basic');
    assert.deepEqual(saved.record.moves, branched, 'saved record after branching');
    assert.equal(saved.cursor, 6);
  });
});

test('a damaged saved game shows an error and the page still works', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page, errors }) => {
    await page.goto(env.url('#/'));
    await page.evaluate(
      (key) => localStorage.setItem(key, '{"record":{"game":"owari","seed":1,"moves":["Z"]},"cursor":1}'),
      gameKey('owari'),
    );
    // A full load of the game page (not just a hash change) with the damaged
    // game in storage. The app reports it once and moves it aside.
    await page.goto('about:blank');
    await page.goto(env.url('#/play/owari'));
    const error = page.locator(SEL.error);
    await error.waitFor({ state: 'visible' });
    const text = await error.innerText();
    assert.match(text, /"Z"|'Z'|\bZ\b|move 1/i, `error mentions the move: ${JSON.stringify(text)}`);

    // Still usable: the new-game dialog (or a board) is there and a game starts.
    await page.locator(`${SEL.dialog}, ${SEL.board}`).first().waitFor({ state: 'visible' });
    if (await page.locator(SEL.dialog).isVisible()) {
      await page.locator(SEL.preset).selectOption('abapa');
      await page.locator(SEL.start).click();
    }
    await page.locator(SEL.board).waitFor({ state: 'visible' });
    const legal = await legalPits(page);
    assert.ok(legal.length > 0, 'a legal pit in the new game');
    await playPit(page, legal[0]);
    assert.deepEqual(await readMoves(page), [legal[0]]);
    assert.deepEqual(errors.filter((e) => /pageerror/.test(e)), [], 'no uncaught page errors');
  });
});

test('a saved record replays in the browser as in the CLI (random first player)', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/'));
    const mismatches = [];
    for (const [game, seed] of [['owari', 1], ['owari', 2], ['owari', 3], ['basic', 1], ['basic', 4], ['basic', 5]]) {
      const record = { game, options: { first_player: 'random' }, seed, moves: [] };
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [gameKey(game), JSON.stringify({ record, cursor: 0 })]);
      await page.goto('about:blank');
      await page.goto(env.url(`#/play/${game}`));
      await page.locator(SEL.board).waitFor({ state: 'visible' });
      const ui = [...(await legalPits(page))].sort();
      const engine = [...engineState(record).legal].sort();
      if (JSON.stringify(ui) !== JSON.stringify(engine)) mismatches.push(`${game} seed ${seed}: browser ${ui.join('')}, CLI ${engine.join('')}`);
    }
    assert.deepEqual(mismatches, [], 'legal pits at the start differ between the browser and `rgames state`');
  });
});
