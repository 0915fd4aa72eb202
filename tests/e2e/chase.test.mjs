// Rainbow Chase by clicking: pits show their colour and glyph, a move's
// colour choices and capture decisions are made with the decision buttons,
// "Sow the rest for me" completes a move, and a whole game ends as the engine says.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, startGame, legalPits, moveCount, readSaved, readBoard,
  engineState, assertBoardMatches, prng, SEL, waitForMoveCount, playSuggestion, untilResult,
} from './helpers.mjs';

const env = fileSetup();

test('rainbow-chase: a whole game by clicking, with colour choices and captures', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'rainbow-chase', 'seed');
    // Every pit is drawn in its colour with its glyph, and lists its beads.
    const glyphs = await page.$$eval('[data-testid=board] .pit-glyph', (ts) => ts.map((t) => t.textContent.trim()));
    assert.equal(glyphs.length, 12);
    assert.equal(new Set(glyphs).size, 6, 'six distinct glyphs');
    const breakdowns = await page.$$eval('[data-testid=board] .pit-breakdown', (ts) => ts.map((t) => t.textContent.trim()));
    assert.ok(breakdowns.every((b) => /4$/.test(b)), `each pit starts with 4 of its colour: ${breakdowns}`);

    const random = prng(2024);
    const buttons = page.locator(SEL.choices);
    let captures = 0;
    let choices = 0;
    let finished = 0;
    const steps = await untilResult(page, 3000, async (step) => {
      if (step % 7 === 0 && await page.locator(SEL.suggestion('Sow the rest for me')).isVisible()) {
        await playSuggestion(page, 'Sow the rest for me');
        finished++;
        return;
      }
      const before = await moveCount(page);
      const pits = await legalPits(page);
      if (pits.length > 0) {
        await page.locator(SEL.pit(pits[Math.floor(random() * pits.length)])).click();
      } else {
        const n = await buttons.count();
        assert.ok(n > 0, 'nothing to click and the game is not over');
        const capture = page.locator(SEL.choice('x'));
        if (await capture.count()) {
          // Take a capture when offered (keep sowing sometimes if allowed).
          const decline = page.locator(SEL.choice('-'));
          if ((await decline.count()) && random() < 0.3) await decline.click();
          else { await capture.click(); captures++; }
        } else {
          // A colour to drop: the hand is shown by colour meanwhile.
          assert.ok(await page.locator('[data-testid=hand]').isVisible(), 'hand shown during a move');
          await buttons.nth(Math.floor(random() * n)).click();
          choices++;
        }
      }
      await waitForMoveCount(page, before + 1);
    });
    const saved = await readSaved(page, 'rainbow-chase');
    const state = engineState(saved.record);
    assert.equal(state.over, true);
    const result = page.locator(SEL.result);
    assert.equal(await result.getAttribute('data-winner'), String(state.winner));
    assert.equal(await result.getAttribute('data-stores'), state.stores.join(','));
    assertBoardMatches(await readBoard(page), state, 'at the end');
    // Captures are listed by colour for each player, on the result screen
    // too, and add up.
    for (const p of [0, 1]) {
      const counts = await page.$$eval(`[data-testid=captured-${p}] [data-count]`, (es) => es.map((e) => Number(e.dataset.count)));
      assert.equal(counts.reduce((a, b) => a + b, 0), state.stores[p], `captured by colour, player ${p}`);
      const onResult = await page.$$eval(`[data-testid=result-captured-${p}] [data-count]`, (es) => es.map((e) => Number(e.dataset.count)));
      assert.deepEqual(onResult, counts, `result screen captures by colour, player ${p}`);
    }
    assert.ok(captures > 0, 'at least one capture was clicked');
    assert.ok(choices > 0, 'at least one colour was chosen');
    t.diagnostic(`${steps} steps; ${choices} colour choices; ${captures} captures; ${finished} finished by suggestion; ${state.reason}`);
  });
});
