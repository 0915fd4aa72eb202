// Spectral Reapers by clicking: three named players choose their colours,
// place their beads on the ring with the placement controls (the engine
// judging each draft), then sow, choose colours, capture and move again
// until someone is down to one bead; the result ranks everyone as the
// engine says.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, moveCount, readSaved, engineState, prng, SEL, waitForMoveCount,
  playSuggestion, untilResult, openRulesOptions,
} from './helpers.mjs';

const env = fileSetup();

const ringPits = (n) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

/** Pit counts in engine order and each seat's captures, from the DOM. */
function readRing(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid=board]');
    const pits = [...board.querySelectorAll('[data-pit]')]
      .map((g) => [g.getAttribute('data-pit'), Number(g.getAttribute('data-count'))])
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([, n]) => n);
    const seats = [...board.querySelectorAll('[data-seat]')]
      .sort((a, b) => Number(a.dataset.seat) - Number(b.dataset.seat))
      .map((g) => Number(g.dataset.captured));
    return { pits, seats };
  });
}

async function draftOf(page, pit) {
  return Number(await page.locator(SEL.pit(pit)).getAttribute('data-draft'));
}

test('spectral-reapers: a whole 3-player game by clicking, placement included', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/spectral-reapers'));
    const dialog = page.locator(SEL.dialog);
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator(SEL.preset).selectOption('seed');
    await openRulesOptions(dialog);
    // Three players by default, each with a name and a colour.
    assert.equal(await dialog.locator('[data-option^="names-"]').count(), 3);
    for (const [k, name] of ['Ann', 'Bo', 'Cy'].entries()) {
      await dialog.locator(`[data-option="names-${k}"]`).fill(name);
    }
    // Picking a colour someone else has is refused at the start.
    await dialog.locator('[data-option="colours-1"]').selectOption('red');
    await dialog.locator(SEL.start).click();
    assert.match(await dialog.locator('.error').textContent(), /colour/i);
    await dialog.locator('[data-option="colours-1"]').selectOption('green');
    await dialog.locator('select[data-option="first_player"]').selectOption('seat2');
    await dialog.locator(SEL.start).click();
    await dialog.waitFor({ state: 'hidden' });
    const board = page.locator(SEL.board);
    assert.equal(await board.getAttribute('data-layout'), 'ring');
    assert.equal(await page.locator('[data-testid=board] [data-pit]').count(), 6);
    assert.equal(await page.locator('[data-testid=board] [data-seat]').count(), 3);

    // ---- placement: Bo (seat 2) first, then clockwise: Cy, Ann.
    const random = prng(77);
    const status = page.locator('[data-testid=status]');
    const done = page.locator('[data-testid=placement-done]');
    const problem = page.locator('[data-testid=placement-problem]');
    for (const [k, who] of ['Bo', 'Cy', 'Ann'].entries()) {
      assert.match(await status.textContent(), new RegExp(`${who} to place`));
      const pits = ringPits(6).sort(() => random() - 0.5).slice(0, 3);
      if (k === 0) {
        // A click puts 4 in, the next takes one back, the next empties it.
        const spare = ringPits(6).find((p) => !pits.includes(p));
        await page.locator(SEL.pit(pits[0])).click();
        assert.equal(await draftOf(page, pits[0]), 4);
        await page.locator(SEL.pit(pits[0])).click();
        assert.equal(await draftOf(page, pits[0]), 3);
        await page.locator(SEL.pit(pits[1])).click();
        await page.locator(SEL.pit(pits[2])).click();
        assert.equal(await draftOf(page, pits[2]), 4);
        assert.equal(await done.isDisabled(), false, '3, 4 and 4 is a placement');
        // The minus control takes one back: 3, 3, 4 can still be completed.
        await page.locator(`[data-minus="${pits[1]}"]`).click();
        assert.equal(await draftOf(page, pits[1]), 3);
        assert.equal(await done.isDisabled(), true);
        assert.equal((await problem.textContent()).trim(), '');
        // A fourth pit cannot: the engine says why.
        await page.locator(SEL.pit(spare)).click();
        assert.equal(await draftOf(page, spare), 1);
        assert.match(await problem.textContent(), /3 pits/i);
        assert.equal(await done.isDisabled(), true);
        await page.locator('[data-testid=placement-clear]').click();
        assert.equal(await draftOf(page, pits[0]), 0);
      }
      await page.locator(SEL.pit(pits[0])).click();
      await page.locator(SEL.pit(pits[1])).click();
      assert.equal(await done.isDisabled(), true, 'two pits are not a placement');
      await page.locator(SEL.pit(pits[2])).click();
      assert.deepEqual(
        await Promise.all(pits.map((p) => draftOf(page, p))),
        [4, 4, 3],
      );
      assert.equal((await problem.textContent()).trim(), '');
      const before = await moveCount(page);
      await done.click();
      await waitForMoveCount(page, before + 1);
    }
    const afterPlacement = engineState((await readSaved(page, 'spectral-reapers')).record);
    assert.deepEqual((await readRing(page)).pits, afterPlacement.pits, 'the board shows the placements');
    assert.equal(afterPlacement.pits.reduce((a, b) => a + b, 0), 33);
    assert.match(await status.textContent(), /Bo to move/, 'the first placer sows first');

    // ---- sowing, until someone is down to one bead.
    const buttons = page.locator(SEL.choices);
    let captures = 0;
    let drops = 0;
    let extra = 0;
    const steps = await untilResult(page, 4000, async () => {
      const before = await moveCount(page);
      const pits = await page.$$eval(SEL.legalPits, (gs) => gs.map((g) => g.getAttribute('data-pit')));
      if (pits.length > 0) {
        await page.locator(SEL.pit(pits[Math.floor(random() * pits.length)])).click();
      } else if (random() < 0.6 && await page.locator(SEL.suggestion('Sow the rest for me')).isVisible()) {
        await playSuggestion(page, 'Sow the rest for me');
        return;
      } else {
        const n = await buttons.count();
        assert.ok(n > 0, 'nothing to click and the game is not over');
        const mv = await buttons.nth(Math.floor(random() * n)).getAttribute('data-choice');
        if (mv.startsWith('x')) captures++;
        else {
          drops++;
          assert.ok(await page.locator('[data-testid=hand]').isVisible(), 'the hand is shown by colour');
        }
        await page.locator(SEL.choice(mv)).click();
      }
      await waitForMoveCount(page, before + 1);
      if ((await page.locator('[data-testid=announce]').textContent()).includes('moves again')) extra++;
    });
    const saved = await readSaved(page, 'spectral-reapers');
    const state = engineState(saved.record);
    assert.equal(state.over, true);
    const result = page.locator(SEL.result);
    assert.equal(await result.getAttribute('data-winners'), state.winners.join(','));
    assert.equal(await result.getAttribute('data-stores'), state.stores.join(','));
    assert.equal(await result.getAttribute('data-winner'), String(state.winner));
    const ring = await readRing(page);
    assert.deepEqual(ring.pits, state.pits, 'pits at the end');
    assert.deepEqual(ring.seats, state.stores, 'captures at the end');
    // Everyone is ranked, best first.
    const ranked = await page.$$eval('[data-testid=ranking] li', (lis) => lis.map((li) => Number(li.dataset.player)));
    assert.equal(ranked.length, 3);
    const scores = ranked.map((p) => state.stores[p]);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    assert.match(await result.textContent(), /Ann|Bo|Cy/);
    assert.ok(captures + extra > 0, 'a capture happened');
    t.diagnostic(`${steps} steps; ${drops} colour choices; ${captures} capture choices; ${extra} extra turns; ${saved.record.moves.length} moves; ${state.reason}`);
  });
});
