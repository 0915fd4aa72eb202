// Pace at the default speed: how long a person waits between two of their
// own moves against the computer in the relay games (Ayoayo, Giuthi, Oware
// Nam Nam), and how long a computer takes over a whole move with decisions
// inside it (Rainbow Chase, Spectral Reapers). The figures are reported
// (t.diagnostic) and bounded, so long sowings stay brisk.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withPage, SEL, openRulesOptions, startWith } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });


/** Whether South (a person) may play now: at rest, South to move, the
 *  computer not thinking, and a pit to play. */
const southAtRest = () => {
  const status = document.querySelector('[data-testid=status]');
  return (
    !!status &&
    status.dataset.toMove === '0' &&
    status.dataset.thinking !== 'true' &&
    !document.querySelector('[data-testid=skip-animation]') &&
    !document.querySelector('[data-testid=result]') &&
    document.querySelectorAll('[data-testid=board] [data-pit][data-legal=true]').length > 0
  );
};

/** Plays South's move (a random legal pit, then the first choice offered
 *  while South is still to decide) and waits until South may play again
 *  after at least one move of the computer. Returns the wait in ms, or
 *  null when the game ended. */
async function exchange(page, random) {
  await page.waitForFunction(southAtRest, null, { timeout: 60_000, polling: 50 });
  const before = await page.$$eval(SEL.moveItems, (lis) => lis.length);
  const pits = await page.$$eval(SEL.legalPits, (gs) => gs.map((g) => g.getAttribute('data-pit')));
  const t0 = Date.now();
  await page.locator(SEL.pit(pits[Math.floor(random() * pits.length)])).click();
  // A pit with several moves (Giuthi's directions) offers them.
  const choice = page.locator('[data-choice]').first();
  if (await choice.isVisible().catch(() => false)) await choice.click();
  const ended = await page.waitForFunction(
    (n) => {
      if (document.querySelector('[data-testid=result]')) return 'over';
      const lis = [...document.querySelectorAll('[data-testid=move-list] li[data-move] button')].slice(n);
      const computerMoved = lis.some((b) => b.className.includes('side-1'));
      const status = document.querySelector('[data-testid=status]');
      const rest =
        !!status &&
        status.dataset.toMove === '0' &&
        status.dataset.thinking !== 'true' &&
        !document.querySelector('[data-testid=skip-animation]') &&
        document.querySelectorAll('[data-testid=board] [data-pit][data-legal=true]').length > 0;
      return computerMoved && rest ? 'south' : false;
    },
    before,
    { timeout: 120_000, polling: 50 },
  );
  const why = await ended.jsonValue();
  return why === 'over' ? null : Date.now() - t0;
}

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

const RELAYS = [
  ['ayoayo', 12_000],
  ['giuthi', 12_000],
  ['nam-nam', 12_000],
];

for (const [game, bound] of RELAYS) {
  test(`${game}: a person's wait between their moves against the computer at the default speed`, async (t) => {
    await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
      await startWith(page, env, game, { options: { first_player: 'south' }, seats: [null, 'medium'] });
      const random = rng(7);
      const waits = [];
      for (let k = 0; k < 3; k++) {
        const ms = await exchange(page, random);
        if (ms === null) break;
        waits.push(ms);
      }
      t.diagnostic(`${game}: exchanges ${waits.map((w) => (w / 1000).toFixed(1)).join(', ')} s`);
      assert.ok(waits.length > 0, 'at least one exchange was played');
      assert.ok(Math.max(...waits) <= bound, `${game}: an exchange took ${Math.max(...waits)} ms (at most ${bound})`);
    });
  });
}

/** Computer against computer for `ms`: whole moves and decisions played. */
async function watchComputers(page, ms) {
  await page.waitForTimeout(ms);
  return page.$$eval(SEL.moveItems, (lis) => ({
    decisions: lis.length,
    moves: lis.filter((li) => !li.classList.contains('continues')).length,
  }));
}

for (const [game, players] of [['rainbow-chase', 2], ['spectral-reapers', 3]]) {
  test(`${game}: a computer's move with decisions inside it thinks once, then plays them briskly`, async (t) => {
    await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
      await startWith(page, env, game, { seats: Array(players).fill('medium') });
      const window = 30_000;
      const { decisions, moves } = await watchComputers(page, window);
      const perMove = window / Math.max(moves, 1);
      const perDecision = window / Math.max(decisions, 1);
      t.diagnostic(`${game}: ${moves} whole moves, ${decisions} decisions in ${window / 1000} s: ${(perMove / 1000).toFixed(1)} s a move, ${(perDecision / 1000).toFixed(2)} s a decision, ${(decisions / Math.max(moves, 1)).toFixed(1)} decisions a move`);
      assert.ok(moves >= 3, `${game}: only ${moves} whole moves in ${window} ms`);
    });
  });
}
