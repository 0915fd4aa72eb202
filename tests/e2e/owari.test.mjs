// A complete Owari game played by clicking pits, checked against the engine.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, startGame, legalPits, playPit, moveCount, readMoves, readSaved,
  readBoard, engineState, assertBoardMatches, prng, SEL,
} from './helpers.mjs';

const MAX_MOVES = 400;
const env = fileSetup();

test('owari (abapa): a whole game by clicking pits matches the engine', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    const random = prng(20240611);
    const result = page.locator(SEL.result);

    let played = 0;
    while (!(await result.isVisible())) {
      assert.ok(played < MAX_MOVES, `no result after ${MAX_MOVES} moves`);
      const legal = await legalPits(page);
      assert.ok(legal.length > 0, `no legal pit and no result after ${played} moves`);
      const pit = legal[Math.floor(random() * legal.length)];
      await playPit(page, pit);
      played = await moveCount(page);
    }

    const saved = await readSaved(page, 'owari');
    assert.ok(saved?.record, 'the game is saved in localStorage');
    const { record } = saved;
    assert.equal(record.game, 'owari');
    assert.equal(saved.cursor, record.moves.length, 'cursor at the end');

    const state = engineState(record);
    assert.equal(state.over, true, 'the engine agrees the game is over');

    const winner = await result.getAttribute('data-winner');
    assert.equal(winner, String(state.winner), 'data-winner');
    assert.equal(await result.getAttribute('data-stores'), state.stores.join(','), 'data-stores');
    assert.deepEqual(await readMoves(page), record.moves, 'move list equals the record');
    const text = (await result.innerText()).replace(/\s+/g, ' ');
    assert.ok(text.includes(state.reason), `result text ${JSON.stringify(text)} contains ${JSON.stringify(state.reason)}`);
    assertBoardMatches(await readBoard(page), state, 'at the end');
    t.diagnostic(`${record.moves.length} moves; winner ${winner}; stores ${state.stores}; ${state.reason}`);
  });
});
