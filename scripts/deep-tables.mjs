// Deeper tables in the browser, measured (opt-in: minutes long, not in the
// suite). Builds Abapa's endgame table up to each SEEDS in the page's AI
// worker through the game menu ("Deeper tables", then "Build the end-game
// table"), in a Chromium profile on disk (IndexedDB as a person's browser
// keeps it, not an incognito context's memory), and reports:
//
// - the time the page shows for the build, and the wall-clock time;
// - the renderer's resident memory (the page and its worker share one
//   process) and the size of the worker's wasm memory in it, sampled
//   every 500 ms: before, the highest while building, and after;
// - the longest gap between two frames the page drew meanwhile (it stays
//   responsive: the worker does the work);
// - after a reload, how long until the worker has installed the kept table
//   again (it reads it from IndexedDB before it says it is ready), that no
//   build ran, and that the analysis board shows an exact value from it.
//
// Usage (after `trunk build --release`, which writes dist/):
//   node scripts/deep-tables.mjs            # 14 then 16 seeds
//   SEEDS=16 node scripts/deep-tables.mjs   # one size
//   WASM_MAX_MB=1500 SEEDS=16 node scripts/deep-tables.mjs
//     # a device short of memory (V8's --wasm-max-mem-pages): the build
//     # fails with the page's "not enough memory" message, and the same
//     # worker then builds the table of 12 seeds
// CHROMIUM=/path/to/chromium and DIST_DIR=… as for tests/e2e.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  BROWSER_ARGS,
  SETTINGS_KEY,
  gameKey,
  startServer,
  startWith,
  openMenu,
  menuClick,
  watchFrames,
  framesSeen,
} from '../tests/e2e/helpers.mjs';

const SEEDS = (process.env.SEEDS || '14,16').split(',').map(Number);
const WASM_MAX_MB = Number(process.env.WASM_MAX_MB || 0);
// The positions and exact entries of `rgames tables owari --preset abapa
// --seeds N` (the same bytes).
const EXPECTED = {
  12: [32657884, 5887805],
  14: [134464900, 20873806],
  16: [479727675, 65478909],
};

/** The resident memory (MB) of Chromium's largest renderer process (the
 *  page and its worker), and the size of the worker's wasm memory in it
 *  (its readable mapping, which grows in place and never shrinks, just
 *  below the guard region V8 reserves after it, far larger than 64 GiB;
 *  the probe of this Chromium, 0 when none is found). */
function memory() {
  let out = '';
  try {
    out = execFileSync('ps', ['-eo', 'pid=,rss=,args='], { encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch {
    return { rss: 0, wasm: 0 };
  }
  let most = { pid: 0, kb: 0 };
  for (const line of out.split('\n')) {
    if (!line.includes('--type=renderer')) continue;
    const [pid, kb] = line.trim().split(/\s+/, 2).map(Number);
    if (kb > most.kb) most = { pid, kb };
  }
  let wasm = 0;
  try {
    const maps = fs.readFileSync(`/proc/${most.pid}/maps`, 'utf8').trim().split('\n');
    const span = (line) => {
      const [from, to] = line.split(' ', 1)[0].split('-').map((h) => BigInt(`0x${h}`));
      return Number((to - from) / 1024n);
    };
    for (let k = 0; k + 1 < maps.length; k += 1) {
      if (/ rw-p /.test(maps[k]) && / ---p /.test(maps[k + 1]) && span(maps[k + 1]) > 64 * 1024 * 1024) {
        wasm = Math.max(wasm, span(maps[k]));
      }
    }
  } catch {
    /* no /proc: the total only */
  }
  // Decimal megabytes, as the page shows sizes.
  return { rss: Math.round((most.kb * 1024) / 1e6), wasm: Math.round((wasm * 1024) / 1e6) };
}

const shown = (m) => `${m.rss} MB (wasm ${m.wasm} MB)`;

const ABAPA_66 = '{"game":"owari","options":{"first_player":"random","grand_slam":"no_capture","loop_settlement":"own_side","repetition_limit":2,"stop_at_majority":true},"seed":14158397683292465473,"moves":["F","d","B","a","F","b","C","a","D","a","E","d","F","e","B","f","C","b","A","f","C","a","A","c","C","d","D","d","A","e","A","c","F","b","A","e","C","a","E","f","A","b","F","a","D","d","C","c","E","e","B","f","F","e","A","f","F","a","C","b","B","c","C","d","E","a"]}';

const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'deep-tables-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  args: WASM_MAX_MB
    ? [...BROWSER_ARGS, `--js-flags=--wasm-max-mem-pages=${Math.floor((WASM_MAX_MB * 1e6) / 65536)}`]
    : BROWSER_ARGS,
  viewport: { width: 1200, height: 900 },
});
const env = { url: (hash = '#/') => server.url + hash };
const errors = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(60_000);
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await page.goto(env.url('#/'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS_KEY, '{"speed":"instant"}']);
  await startWith(page, env, 'owari', { preset: 'abapa' });
  for (const seeds of SEEDS) {
    await openMenu(page);
    const status = page.locator('[data-testid=tables-status]');
    await page.waitForFunction(() => !/Looking/.test(document.querySelector('[data-testid=tables-status]')?.textContent ?? 'Looking'));
    const label = await page.locator(`[data-testid=tables-seeds] option[value="${seeds}"]`).textContent();
    console.log(`${seeds} seeds offered as: ${label}`);
    await page.locator('[data-testid=tables-seeds]').selectOption(String(seeds));
    const before = memory();
    await watchFrames(page);
    const started = Date.now();
    await page.locator('[data-testid=tables-build]').click();
    const progress = page.locator('[data-testid=tables-progress]');
    await progress.waitFor({ timeout: 60_000 });
    let most = before;
    const seen = new Set();
    while (await progress.isVisible()) {
      const now = memory();
      most = { rss: Math.max(most.rss, now.rss), wasm: Math.max(most.wasm, now.wasm) };
      const value = await progress.getAttribute('value').catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(500);
    }
    const wall = (Date.now() - started) / 1000;
    const frames = await framesSeen(page);
    const text = await status.textContent();
    console.log(text);
    if (WASM_MAX_MB) {
      assert.match(text, /^The table could not be built: not enough memory on this device\.$/);
      console.log(`with at most ${WASM_MAX_MB} MB of wasm memory: refused after ${wall.toFixed(1)} s; renderer ${shown(memory())}`);
      // The same worker still answers: the table of 12 seeds builds.
      await page.locator('[data-testid=tables-seeds]').selectOption('12');
      await page.locator('[data-testid=tables-build]').click();
      await page.waitForFunction(() => /at most 12 seeds on the board/.test(document.querySelector('[data-testid=tables-status]')?.textContent ?? ''), null, { timeout: 300_000 });
      console.log(`then: ${await status.textContent()}`);
      continue;
    }
    const [positions, exact] = EXPECTED[seeds] ?? [];
    if (positions) assert.match(text, new RegExp(`at most ${seeds} seeds on the board: ${positions} positions .*, ${exact} of them exactly, built in [\\d.]+ s`));
    const took = text.match(/built in ([\d.]+) s/)?.[1];
    console.log(
      `Abapa ${seeds}: built in ${took} s (page), ${wall.toFixed(1)} s wall (build and storing); renderer ${shown(before)} before, at most ${shown(most)} while building, ${shown(memory())} after; ` +
        `${seen.size} progress values; ${frames.count} frames, longest gap ${Math.round(frames.worst)} ms`,
    );

    // Kept: a reload installs it from IndexedDB, without a build.
    const reloaded = Date.now();
    await page.reload();
    await page.locator('[data-testid=board]').waitFor();
    await openMenu(page);
    await page.waitForFunction(
      (n) => new RegExp(`at most ${n} seeds`).test(document.querySelector('[data-testid=tables-status]')?.textContent ?? ''),
      seeds,
      { timeout: 300_000 },
    );
    assert.equal(await progress.isVisible(), false, 'nothing was built again');
    console.log(`after a reload: installed from storage in ${((Date.now() - reloaded) / 1000).toFixed(1)} s (page load included); renderer ${shown(memory())}`);
  }

  // Used: the analysis board's exact values come from the table (an Abapa
  // end game with 9 seeds on the board; see tests/e2e/tables.test.mjs).
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [gameKey('owari'), `{"record":${ABAPA_66},"cursor":66,"seats":[null,null]}`]);
  await page.reload();
  await page.locator('[data-testid=board]').waitFor();
  await menuClick(page, 'analyse');
  const best = page.locator('[data-testid=analysis-move][data-move=D][data-exact=true]');
  await best.waitFor({ timeout: 300_000 });
  console.log(`analysis: ${await best.textContent()}`);
  const estimate = await page.evaluate(() => navigator.storage?.estimate?.());
  console.log(`storage used by the origin: ${Math.round((estimate?.usage ?? 0) / 1e6)} MB`);
  const bad = errors.filter((e) => /panicked|unreachable|RuntimeError|memory/i.test(e));
  assert.deepEqual(bad, [], bad.join('\n'));
  if (errors.length) console.log(`console:\n${errors.join('\n')}`);
} finally {
  await context.close().catch(() => {});
  await server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
