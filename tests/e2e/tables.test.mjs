// Endgame tables in the browser: the AI worker builds Abapa's table of every
// position with at most 12 seeds (a progress bar rises, the page keeps
// drawing frames meanwhile), keeps it in IndexedDB, and finds it again after
// a reload without building. The figures shown are the engine's: the same
// positions and exact count as the native build (`rgames tables owari
// --preset abapa --seeds 12`: 32,657,884 positions, 5,887,805 exact), and
// the analysis board then shows its exact values on an end game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, startWith, openMenu, closeMenu, menuClick, gameKey, watchFrames, framesSeen, waitForMoveCount, SEL,
} from './helpers.mjs';

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
    // A size that takes a while to build says so before it is chosen (the
    // deep builds themselves are measured by scripts/deep-tables.mjs).
    const deeper = await page.locator('[data-testid=tables-seeds] option[value="14"]').textContent();
    assert.equal(deeper, '14 seeds (134.4 MB: may take minutes to build)');
    const deepest = await page.locator('[data-testid=tables-seeds] option[value="16"]').textContent();
    assert.equal(deepest, '16 seeds (479.7 MB: may take minutes to build)');

    // Frames while the worker builds: the page's thread stays free.
    await watchFrames(page);
    await page.locator('[data-testid=tables-build]').click();
    const progress = page.locator('[data-testid=tables-progress]');
    await progress.waitFor({ timeout: 30_000 });
    const seen = new Set();
    while (await progress.isVisible()) {
      const value = await progress.getAttribute('value').catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(250);
    }
    const frames = await framesSeen(page);
    const text = await status.textContent();
    assert.match(text, /at most 12 seeds on the board: 32,657,884 positions \(32\.6 MB\), 5,887,805 of them exactly, built in [\d.]+ s/);
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
    assert.match(await status.textContent(), /32,657,884 positions \(32\.6 MB\), 5,887,805 of them exactly\. The Strongest level plays the exact ones perfectly\./);
    assert.equal(await progress.isVisible(), false, 'nothing was built again');

    // The analysis board shows the table's exact values: an Abapa end game
    // with 9 seeds on the board (game 3 of `rgames random owari --preset
    // abapa --games 3 --seed 11`, after 66 moves). `rgames analyse … --table`
    // with the same table gives D exactly (a win by 6), A +1 and F -1 not
    // exactly (positions whose value depends on how they were reached);
    // without the table, none of them is exact.
    // Saved as the current game, opened in a new tab (this tab keeps the
    // game it shows).
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [gameKey('owari'), `{"record":${ABAPA_66},"cursor":66,"seats":[null,null]}`]);
    const tab = await page.context().newPage();
    await tab.goto(env.url('#/play/owari'));
    await tab.locator('[data-testid=board]').waitFor();
    await menuClick(tab, 'analyse');
    const best = tab.locator('[data-testid=analysis-move][data-move=D][data-exact=true]');
    await best.waitFor({ timeout: 30_000 });
    assert.match(await best.textContent(), /wins by 6 seeds/);
    const values = await tab.locator('[data-testid=analysis-move]').evaluateAll((bs) =>
      bs.map((b) => [b.dataset.move, Number(b.dataset.value), b.dataset.exact === 'true']));
    assert.deepEqual(values, [['D', 6, true], ['A', 1, false], ['F', -1, false]]);
    assert.equal(await tab.locator('[data-testid=eval-badge].best.exact').getAttribute('data-move'), 'D');
  });
});

test('a fresh phone page: the Strongest level gets its 12-seed table from its first game, built in the background', async (t) => {
  // Nobody builds anything: a game against the Strongest level on a device
  // without tables, on a phone. The worker answers the computer's moves at
  // once and builds Abapa's 12-seed table meanwhile (a second worker of
  // its own), installs it, and keeps it; the menu then says the Strongest
  // level plays those end games perfectly.
  await withPage(t, env.browser, { viewport: { width: 390, height: 844 }, touch: true }, async ({ page }) => {
    await startWith(page, env, 'owari', { preset: 'abapa', options: { first_player: 'south' }, seats: [null, 'strongest'] });
    await openMenu(page);
    // Two seconds a move: the table must be built within this first game,
    // and since Owari's search plays out captures (stop 61) the Strongest
    // level beats the first-pit player in fewer moves than 500 ms a move
    // gave the build (the game was over after 8.7 s, the table not yet in).
    await page.locator('[data-testid=think-time]').selectOption('2000');
    await closeMenu(page);
    const started = Date.now();
    await page.locator(SEL.pit('C')).tap();
    await waitForMoveCount(page, 2, 30_000);
    const replied = Date.now() - started;
    const status = page.locator('[data-testid=tables-status]');
    // The menu's status is asked again after every move: play on (the
    // first legal pit) until it names the table, or the game ends.
    let text = '';
    for (let moves = 2; moves < 80; moves += 2) {
      await openMenu(page);
      await page.waitForFunction(
        () => !/Looking/.test(document.querySelector('[data-testid=tables-status]')?.textContent ?? 'Looking'),
      );
      text = await status.textContent();
      assert.equal(await page.locator('[data-testid=tables-progress]').isVisible(), false, 'the page builds nothing');
      await closeMenu(page);
      if (/at most 12 seeds/.test(text)) break;
      const pit = page.locator(SEL.legalPits).first();
      if (!(await pit.count())) break;
      await pit.tap();
      await waitForMoveCount(page, moves + 2, 30_000);
    }
    console.log(`computer's first reply after ${replied} ms; table installed after ${Date.now() - started} ms`);
    assert.match(text, /at most 12 seeds on the board: 32,657,884 positions \(32\.6 MB\), 5,887,805 of them exactly\. The Strongest level plays the exact ones perfectly\./);
    // Kept: a reload finds it installed, with nothing built again.
    await page.reload();
    await page.locator(SEL.board).waitFor();
    await openMenu(page);
    await page.waitForFunction(
      () => /at most 12 seeds/.test(document.querySelector('[data-testid=tables-status]')?.textContent ?? ''),
      null,
      { timeout: 30_000 },
    );
  });
});

const ABAPA_66 = '{"game":"owari","options":{"first_player":"random","grand_slam":"no_capture","loop_settlement":"own_side","repetition_limit":2,"stop_at_majority":true},"seed":14158397683292465473,"moves":["F","d","B","a","F","b","C","a","D","a","E","d","F","e","B","f","C","b","A","f","C","a","A","c","C","d","D","d","A","e","A","c","F","b","A","e","C","a","E","f","A","b","F","a","D","d","C","c","E","e","B","f","F","e","A","f","F","a","C","b","B","c","C","d","E","a"]}';

test('a reason the worker gives is a message number the page words, not English', async (t) => {
  // The worker carries no words: it writes a refusal as the message's
  // number and arguments between marks (i18n::encode), which the page
  // words in its language (i18n::expand, tested natively in French).
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/'));
    const why = await page.evaluate(() => new Promise((resolve, reject) => {
      const worker = new Worker('./ai_worker_loader.js', { type: 'module' });
      const request = { id: 1, build_table: { game: 'owari', options: { stop_at_majority: true }, seeds: 18 } };
      worker.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.ready) return worker.postMessage(JSON.stringify(request));
        worker.terminate();
        resolve(message.error);
      };
      worker.onerror = (event) => reject(new Error(event.message));
    }));
    assert.match(why, /^\u000e\d+(\u001f\d+i\d+){4}\u000f$/, JSON.stringify(why));
  });
});
