// Endgame tables in the browser: the AI worker builds Abapa's table of every
// position with at most 12 seeds (a progress bar rises, the page keeps
// drawing frames meanwhile), keeps it in IndexedDB, and finds it again after
// a reload without building. The figures shown are the engine's: the same
// positions and exact count as the native build (`rgames tables owari
// --preset abapa --seeds 12`: 32,657,884 positions, 5,887,805 exact).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileSetup, withPage, startWith, openMenu } from './helpers.mjs';

const env = fileSetup();

test('Abapa up to 12 seeds: built in the worker with a progress bar, kept over a reload', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await startWith(page, env, 'owari', { preset: 'abapa' });
    await openMenu(page);
    const status = page.locator('[data-testid=tables-status]');
    await page.waitForFunction(
      () => /No end-game table/.test(document.querySelector('[data-testid=tables-status]')?.textContent ?? ''),
    );
    // The sizes offered come from the engine's layout of the table.
    const label = await page.locator('[data-testid=tables-seeds] option[value="12"]').textContent();
    assert.equal(label, '12 seeds (32.6 MB)');

    // Frames while the worker builds: the page's thread stays free.
    await page.evaluate(() => {
      window.__frames = { count: 0, worst: 0, last: performance.now(), on: true };
      const tick = (now) => {
        const f = window.__frames;
        f.worst = Math.max(f.worst, now - f.last);
        f.last = now;
        f.count += 1;
        if (f.on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.locator('[data-testid=tables-build]').click();
    const progress = page.locator('[data-testid=tables-progress]');
    await progress.waitFor({ timeout: 30_000 });
    const seen = new Set();
    while (await progress.isVisible()) {
      const value = await progress.getAttribute('value').catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(250);
    }
    const frames = await page.evaluate(() => {
      window.__frames.on = false;
      return window.__frames;
    });
    const text = await status.textContent();
    assert.match(text, /at most 12 seeds on the board: 32657884 positions \(32\.6 MB\), 5887805 of them exactly, built in [\d.]+ s/);
    console.log(text);
    console.log(`progress values seen: ${[...seen].sort((a, b) => a - b).join(' ')}; ${frames.count} frames, longest gap ${Math.round(frames.worst)} ms`);
    assert.ok(seen.size >= 3, `the bar moved: ${[...seen]}`);
    assert.ok(frames.worst < 500, `the page kept drawing (longest gap between frames ${frames.worst} ms)`);
    assert.equal(await page.locator('[data-testid=tables-build]').isDisabled(), false);

    // Kept: after a reload the worker installs it from storage, no build.
    await page.reload();
    await page.locator('[data-testid=board]').waitFor();
    await openMenu(page);
    await page.waitForFunction(
      () => /at most 12 seeds/.test(document.querySelector('[data-testid=tables-status]')?.textContent ?? ''),
      null,
      { timeout: 30_000 },
    );
    assert.match(await status.textContent(), /32657884 positions \(32\.6 MB\), 5887805 of them exactly\. The Strongest level plays the exact ones perfectly\./);
    assert.equal(await progress.isVisible(), false, 'nothing was built again');
  });
});
