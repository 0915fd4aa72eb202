// Rainbow Passage by clicking: a two-player game from a fixed seed (so the
// board and every roll are the same each run) played to a win with the
// dice panel and the board: roll, select a piece, click a highlighted
// square (labelled with its die), end the turn or pass. Moves are chosen
// greedily (capture, else the longest step forwards) from the engine's
// legal moves; the clicks are what a person would do.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, moveCount, readSaved, engineState, SEL, waitForMoveCount, gameKey, waitIdle,
  menuClick, openRulesOptions,
} from './helpers.mjs';

const env = fileSetup();

const SEED = 5;
const row = (sq) => Number(sq.slice(1));

/** The step to play: a capture if any, else the most forward step, else
 *  null (end the turn or pass). */
function chooseStep(state) {
  const me = state.to_move;
  const forward = me === 0 ? 1 : -1;
  const occupant = new Map(state.pieces.map((p) => [p.square, p.owner]));
  const steps = state.legal.filter((m) => /^[a-q]\d+-[a-q]\d+$/.test(m)).map((m) => {
    const [from, to] = m.split('-');
    const capture = occupant.has(to) && occupant.get(to) !== me;
    return { m, from, to, capture, gain: (row(to) - row(from)) * forward };
  });
  const captures = steps.filter((s) => s.capture);
  if (captures.length) return captures[0];
  const best = steps.sort((a, b) => b.gain - a.gain || b.from.localeCompare(a.from))[0];
  return best && best.gain > 0 ? best : null;
}

test('rainbow-passage: a two-player game to a win by clicking, with a capture', async (t) => {
  await withPage(t, env.browser, { speed: 'fast' }, async ({ page }) => {
    await page.goto(env.url('#/'));
    await page.evaluate(([key, seed]) => localStorage.setItem(key, JSON.stringify({
      record: { game: 'rainbow-passage', options: null, seed, moves: [] }, cursor: 0,
    })), [gameKey('rainbow-passage'), SEED]);
    await page.goto(env.url('#/play/rainbow-passage'));
    const board = page.locator(SEL.board);
    await board.waitFor();
    assert.equal(await board.getAttribute('data-layout'), 'grid');
    // The board as assembled: 11 x 11 squares, each coloured, tile
    // outlines, four start tokens a side, crossed while unmoved.
    assert.equal(await page.locator('[data-square]').count(), 121);
    assert.ok(await page.locator('.section').count() > 20);
    assert.equal(await page.locator('[data-token][data-crossed=true]').count(), 8);

    const roll = page.locator('[data-testid=roll]');
    let captures = 0;
    let steps = 0;
    let turns = 0;
    for (let i = 0; ; i++) {
      assert.ok(i < 1500, 'the game did not end');
      if (await page.locator(SEL.result).isVisible()) break;
      const before = await moveCount(page);
      if (await roll.isVisible()) {
        await roll.click();
        await waitForMoveCount(page, before + 1);
        // The roll is recorded, and the dice shown are the engine's.
        const saved = await readSaved(page, 'rainbow-passage');
        const last = saved.record.moves[saved.record.moves.length - 1];
        assert.match(last, /^@[rgbycm]+$/);
        const after = engineState(saved.record);
        const shown = await page.$$eval('[data-testid=dice] [data-die]', (ds) => ds.map((d) => d.dataset.die[0]));
        assert.deepEqual(shown.join(''), after.dice.map((d) => d[0]).join(''));
        turns++;
        continue;
      }
      const state = engineState((await readSaved(page, 'rainbow-passage')).record);
      const step = chooseStep(state);
      if (state.legal.some((m) => m.startsWith('r:')) && !step?.capture) {
        await page.locator('[data-testid=return]').click();
        const square = state.legal.find((m) => m.startsWith('r:')).slice(2);
        await page.locator(`[data-return="${square}"]`).click();
      } else if (step) {
        await page.locator(`[data-piece="${step.from}"]`).click();
        const target = page.locator(`[data-target="${step.m}"]`);
        // The target is labelled with the die it uses.
        assert.match(await target.getAttribute('aria-label'), /die/);
        await target.click();
        steps++;
        if (step.capture) {
          captures++;
          await waitForMoveCount(page, before + 1);
          await waitIdle(page);
          assert.match(await page.locator('[data-testid=announce]').textContent(), /captures one of/, 'the capture is announced');
        }
      } else if (state.legal.includes('end')) {
        await page.locator('[data-testid=end-turn]').click();
      } else {
        assert.ok(state.legal.includes('pass'), `no move chosen from ${state.legal}`);
        await page.locator('[data-testid=pass]').click();
      }
      await waitForMoveCount(page, before + 1);
    }
    const saved = await readSaved(page, 'rainbow-passage');
    const state = engineState(saved.record);
    assert.equal(state.over, true);
    const result = page.locator(SEL.result);
    assert.equal(await result.getAttribute('data-winners'), state.winners.join(','));
    assert.ok(captures > 0, 'a capture was played');
    // A used die is marked while a turn goes on; the result names the winner.
    assert.match(await result.textContent(), /South|North/);
    t.diagnostic(`${turns} turns, ${steps} steps, ${captures} captures, ${saved.record.moves.length} moves: ${state.reason}`);
  });
});

test('rainbow-passage: custom start squares are checked; "New board" lays out another board', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/rainbow-passage'));
    const dialog = page.locator(SEL.dialog);
    await dialog.waitFor({ state: 'visible' });
    // The editor starts from the standard places.
    await openRulesOptions(dialog);
    assert.equal(await dialog.locator('[data-option="starts-0"]').inputValue(), 'c1 e1 g1 i1');
    // A piece on a corner square breaks a placement rule: refused, with why.
    await dialog.locator('[data-option="starts-0"]').fill('a1 c1 e1 g1');
    await dialog.locator(SEL.start).click();
    assert.match(await dialog.locator('.error').textContent(), /invalid options/);
    await dialog.locator('[data-option="starts-0"]').fill('b1 d1 f1 h1');
    await dialog.locator(SEL.start).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('[data-piece="b1"]').count(), 1);
    const colours = () => page.$$eval('[data-square]', (ss) => ss.map((s) => s.dataset.colour).join(''));
    const before = await colours();
    const seed = (await readSaved(page, 'rainbow-passage')).record.seed;
    await menuClick(page, 'new-board');
    for (let tries = 0; (await readSaved(page, 'rainbow-passage')).record.seed === seed; tries++) {
      assert.ok(tries < 100, 'the new board is saved');
      await page.waitForTimeout(50);
    }
    assert.notEqual(await colours(), before, 'another board');
    assert.equal(await page.locator('[data-piece="b1"]').count(), 1, 'the same options');
    // Once a move is made the board stays.
    await page.locator('[data-testid=roll]').click();
    await waitForMoveCount(page, 1);
    assert.equal(await page.locator('[data-testid=new-board]').count(), 0);
  });
});
