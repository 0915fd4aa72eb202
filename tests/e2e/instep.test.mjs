// The page follows the animation: while a move's seeds are still moving,
// the status keeps naming the player who moved (it changes when the seeds
// stop, not when the engine has moved), no pit can be played, and nothing
// on the page jumps: the layout shifts over five moves against the
// computer add up to at most 0.01, on a phone and on a desktop.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withPage, SEL, openRulesOptions, startWith } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** Installed before the app loads: sums layout shifts not caused by input
 *  (as CLS counts them), and notes every change of the status's player to
 *  move with whether seeds were moving then (the skip button shown) and
 *  whether any pit was playable while they moved. */
function watch() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        at: entry.startTime,
        sources: (entry.sources || []).map((s) => {
          const n = s.node;
          const name = n && n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${n.className?.baseVal ?? n.className}[${n.getAttribute('data-testid') || ''}]` : String(n?.nodeName);
          return `${name} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__toMove = [];
  window.__playableWhileMoving = 0;
  const seen = () => {
    const status = document.querySelector('[data-testid=status]');
    const moving = !!document.querySelector('[data-testid=skip-animation]');
    if (moving && document.querySelector('[data-testid=board] [data-pit][data-legal=true]')) {
      window.__playableWhileMoving += 1;
    }
    if (!status) return;
    const now = status.dataset.toMove;
    const last = window.__toMove.at(-1);
    if (!last || last.value !== now) window.__toMove.push({ value: now, moving });
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-to-move', 'data-legal', 'data-testid'] });
}

async function startAgainstComputer(page) {
  await startWith(page, env, 'owari', { preset: 'abapa', options: { first_player: 'south' }, seats: [null, 'easy'] });
}

const southAtRest = () => {
  const status = document.querySelector('[data-testid=status]');
  return status?.dataset.toMove === '0'
    && status.dataset.thinking !== 'true'
    && !document.querySelector('[data-testid=skip-animation]')
    && document.querySelectorAll('[data-testid=board] [data-pit][data-legal=true]').length > 0;
};

for (const [label, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 800 }]]) {
  test(`${label}: five moves against the computer, the status in step with the seeds and no layout shift`, async (t) => {
    await withPage(t, env.browser, { speed: 'normal', viewport }, async ({ page, context }) => {
      await context.addInitScript(watch);
      await startAgainstComputer(page);
      await page.evaluate(() => {
        window.__shifts = [];
        window.__toMove = [{ value: document.querySelector('[data-testid=status]')?.dataset.toMove, moving: false }];
        window.__playableWhileMoving = 0;
      });
      for (let k = 0; k < 5; k++) {
        await page.waitForFunction(southAtRest, null, { timeout: 30_000, polling: 50 });
        const before = await page.$$eval(SEL.moveItems, (lis) => lis.length);
        const pits = await page.$$eval(SEL.legalPits, (gs) => gs.map((g) => g.getAttribute('data-pit')));
        await page.locator(SEL.pit(pits[k % pits.length])).click();
        // While the seeds move, South is still named as the player to move.
        await page.locator(SEL.skip).waitFor({ state: 'visible', timeout: 2000 });
        assert.equal(await page.locator('[data-testid=status]').getAttribute('data-to-move'), '0', 'the status waits for the seeds');
        assert.equal(await page.$$eval(SEL.moveItems, (lis) => lis.length), before, 'the move list waits for the seeds');
        if (await page.locator(SEL.result).count()) break;
      }
      await page.waitForFunction(southAtRest, null, { timeout: 30_000, polling: 50 }).catch(() => {});
      const { shifts, toMove, playable } = await page.evaluate(() => ({
        shifts: window.__shifts,
        toMove: window.__toMove,
        playable: window.__playableWhileMoving,
      }));
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      t.diagnostic(`${label}: layout shift ${total.toFixed(4)} over ${shifts.length} shifts; status changes ${JSON.stringify(toMove)}`);
      for (const s of shifts) t.diagnostic(`  ${s.value.toFixed(4)} at ${s.at.toFixed(0)} ms: ${s.sources.join('; ')}`);
      const early = toMove.filter((c) => c.moving);
      assert.deepEqual(early, [], 'the player to move changed while seeds were moving');
      assert.ok(toMove.some((c) => c.value === '1'), 'the computer had turns');
      assert.equal(playable, 0, 'no pit was playable while seeds moved');
      assert.ok(total <= 0.01, `layout shift ${total.toFixed(4)} > 0.01`);
    });
  });
}
