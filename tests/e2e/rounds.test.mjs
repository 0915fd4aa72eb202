// The rest of the classic family by clicking, as a person would: Mancala and
// Ayoayo to the end of the game, and at least one whole round of Oware Nam
// Nam (with the winner's hollow claims) and of Giuthi (with the direction
// controls and the loser's seed distribution). Every finished position is
// checked against the engine (`rgames state`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, startGame, legalPits, moveCount, readSaved, readBoard,
  engineState, assertBoardMatches, prng, SEL, waitForMoveCount, playSuggestion, untilResult,
} from './helpers.mjs';

const env = fileSetup();

/// Takes one step as a person would: a legal pit (then a direction if the
/// pit offers several), or a choice in the decision panel. Returns what was
/// done, for the diagnostics.
async function step(page, random, prefer = {}) {
  const before = await moveCount(page);
  const picker = page.locator('[data-testid=picker]');
  if (await picker.isVisible()) {
    if (prefer.suggestion && await page.locator(SEL.suggestion(prefer.suggestion)).isVisible()) {
      await playSuggestion(page, prefer.suggestion);
      return `suggestion ${prefer.suggestion}`;
    }
    const options = await picker.locator('option').evaluateAll((os) => os.map((o) => o.value));
    const value = options[Math.floor(random() * options.length)];
    await picker.selectOption(value);
    await page.locator('[data-testid=picker-play]').click();
    await waitForMoveCount(page, before + 1);
    return `picked ${value}`;
  }
  const buttons = page.locator(SEL.choices);
  const pits = await legalPits(page);
  if (pits.length > 0) {
    const pit = pits[Math.floor(random() * pits.length)];
    await page.locator(SEL.pit(pit)).click();
    if (await moveCount(page) === before) {
      // The pit offers several moves (a direction): choose one of them.
      await buttons.first().waitFor({ state: 'visible' });
      const n = await buttons.count();
      await buttons.nth(Math.floor(random() * n)).click();
    }
    await waitForMoveCount(page, before + 1);
    return `pit ${pit}`;
  }
  const n = await buttons.count();
  assert.ok(n > 0, 'nothing to click and the game is not over');
  const choice = buttons.nth(Math.floor(random() * n));
  const mv = await choice.getAttribute('data-choice');
  await choice.click();
  await waitForMoveCount(page, before + 1);
  return `choice ${mv}`;
}

async function roundNumber(page) {
  const rounds = page.locator('[data-testid=rounds]');
  return (await rounds.count()) ? Number(await rounds.getAttribute('data-round')) : 1;
}

async function checkAgainstEngine(page, game) {
  const saved = await readSaved(page, game);
  const state = engineState({ ...saved.record, moves: saved.record.moves.slice(0, saved.cursor) });
  assertBoardMatches(await readBoard(page), state, `${game} after ${saved.cursor} moves`);
  return state;
}

for (const game of ['mancala', 'ayoayo']) {
  test(`${game}: a whole game by clicking matches the engine`, async (t) => {
    await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
      await startGame(page, env.url(''), game, 'seed');
      const random = prng(77);
      const steps = await untilResult(page, 600, () => step(page, random));
      const state = await checkAgainstEngine(page, game);
      assert.equal(state.over, true);
      const result = page.locator(SEL.result);
      assert.equal(await result.getAttribute('data-winner'), String(state.winner));
      t.diagnostic(`${steps} moves; ${state.reason}`);
    });
  });
}

test('nam-nam: a whole round, then the winner claims hollows by clicking them', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'nam-nam', 'seed');
    const random = prng(5);
    let steps = 0;
    const claims = [];
    const prompt = page.locator('[data-testid=prompt]');
    let reloaded = false;
    // Between rounds, with claims pending, a reload brings back the same
    // position and prompt.
    const reloadIfClaiming = async () => {
      if (reloaded || !(await prompt.count()) || !/claim/i.test(await prompt.innerText())) return;
      const before = { board: await readBoard(page), prompt: await prompt.innerText() };
      await page.reload();
      await page.locator(SEL.board).waitFor({ state: 'visible' });
      assert.deepEqual(await readBoard(page), before.board, 'board after reload');
      assert.equal(await prompt.innerText(), before.prompt, 'prompt after reload');
      reloaded = true;
    };
    while ((await roundNumber(page)) < 2 && !(await page.locator(SEL.result).isVisible())) {
      assert.ok(steps++ < 1500, 'round 1 did not end');
      await reloadIfClaiming();
      await step(page, random);
      const saved = await readSaved(page, 'nam-nam');
      const last = saved.record.moves[saved.cursor - 1];
      if (last.startsWith('+')) claims.push(last);
    }
    // Claims may still be pending when round 2 is announced as being set up:
    // play them out by clicking the offered hollows.
    while ((await prompt.count()) && /claim/i.test(await prompt.innerText())) {
      await reloadIfClaiming();
      await step(page, random);
      const saved = await readSaved(page, 'nam-nam');
      claims.push(saved.record.moves[saved.cursor - 1]);
    }
    const state = await checkAgainstEngine(page, 'nam-nam');
    assert.ok(claims.length > 0 || state.over, 'a round winner claimed at least one hollow');
    assert.ok(reloaded || state.over, 'reloaded while claims were pending');
    // Ownership is drawn on the board: every hollow shows its owner.
    const owners = await page.$$eval('[data-testid=board] [data-pit]', (gs) =>
      gs.map((g) => (g.getAttribute('class').match(/owner-(\d)/) || [])[1]));
    assert.deepEqual(owners.map(Number), state.owners, 'owners drawn as the engine has them');
    t.diagnostic(`${steps} steps; claims ${claims.join(' ')}; owners ${state.owners.join('')}; reloaded ${reloaded}`);
  });
});

test('giuthi: directions, a whole round, and the loser distributes seeds', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'giuthi', 'seed');
    const random = prng(11);
    // The first move: the chosen pit shows two arrows on the board (and the
    // same two moves as buttons); the arrow plays the move it points to.
    const pits = await legalPits(page);
    await page.locator(SEL.pit(pits[0])).click();
    const arrows = page.locator('[data-testid=board] [data-arrow]');
    await arrows.first().waitFor({ state: 'visible' });
    assert.equal(await arrows.count(), 2, 'two direction arrows on the pit');
    assert.equal(await page.locator(SEL.choices).count(), 2);
    const chosen = await arrows.nth(1).getAttribute('data-arrow');
    await arrows.nth(1).click();
    await waitForMoveCount(page, 1);
    assert.deepEqual((await readSaved(page, 'giuthi')).record.moves, [chosen]);
    let steps = 1;
    let distributed = 0;
    while ((await roundNumber(page)) < 2 || (await page.locator('[data-testid=picker]').isVisible())
      || (await page.locator('[data-testid=decision] [data-choice^=w]').count()) > 0) {
      assert.ok(steps++ < 2000, 'round 1 and its distribution did not finish');
      if (await page.locator(SEL.result).isVisible()) break;
      const did = await step(page, random);
      if (did.startsWith('picked')) distributed++;
    }
    const state = await checkAgainstEngine(page, 'giuthi');
    assert.ok(state.over || distributed > 0, 'the loser placed seeds with the editor');
    const total = state.pits.reduce((a, b) => a + b, 0) + state.stores[0] + state.stores[1];
    assert.equal(total, 72, 'all seeds accounted for');
    t.diagnostic(`${steps} steps; ${distributed} placements; width ${state.width}`);
  });
});
