// Lighthouse (12, Debian Chromium, mobile profile, served gzipped) on the
// home page, a game page with a game on the board (opened from a share
// link), a rules page with its live examples and the My games page.
// Accessibility and best practices must score 100. The first paint needs no
// wasm, so on every page performance is at least 95, the largest paint at
// most 2 s and nothing shifts (CLS 0). The scores vary from run to run
// (mostly with the blocking time, which on a shared 2-core machine swings
// by a hundred milliseconds from run to run of the same build; on the rules
// page one run in six put the largest paint at 3.5 s): a page under 95 is
// measured four times more and the median run of the five is the one
// judged, as Lighthouse's own guidance on variability advises (the median
// of five runs). Set LIGHTHOUSE_REPORTS=DIR to keep the JSON reports.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { startServer, OWARI_LINK, CHROMIUM, BROWSER_ARGS } from './helpers.mjs';

let server;
let chrome;
before(async () => {
  server = await startServer(undefined, { gzip: true });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...BROWSER_ARGS],
  });
});
after(async () => {
  await chrome?.kill();
  await server?.close();
});

// Name and route.
const PAGES = [
  ['home', '#/'],
  ['game', OWARI_LINK],
  ['rules', '#/rules/owari'],
  ['my-games', '#/games'],
];

/** One Lighthouse run of `hash`: its result and the figures judged. */
async function audit(hash) {
  const result = await lighthouse(server.url + hash, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility', 'best-practices', 'performance'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 360, height: 740, deviceScaleFactor: 2, disabled: false },
  });
  const { categories, audits } = result.lhr;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    result,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue,
  };
}

for (const [name, hash] of PAGES) {
  test(`lighthouse: ${name} page: accessibility and best practices 100, performance at least 95, LCP at most 2 s, CLS 0`, async () => {
    const first = await audit(hash);
    const { result } = first;
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(
      `lighthouse ${name}: performance ${first.performance}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ` +
        `LCP ${first.lcp} ms, TBT ${first.tbt} ms, CLS ${first.cls}`,
    );
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), result.report);
    }
    const failing = (id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${ref.id}: ${audits[ref.id].title}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`);
    assert.deepEqual(failing('accessibility'), [], 'accessibility audits');
    assert.deepEqual(failing('best-practices'), [], 'best-practice audits');
    assert.equal(score('accessibility'), 100);
    assert.equal(score('best-practices'), 100);
    let judged = first;
    if (first.performance < 95 || first.lcp > 2000 || first.cls !== 0) {
      const runs = [first];
      for (let k = 0; k < 4; k++) {
        const run = await audit(hash);
        console.log(`lighthouse ${name} again: performance ${run.performance}; LCP ${run.lcp} ms, TBT ${run.tbt} ms, CLS ${run.cls}`);
        runs.push(run);
      }
      judged = runs.sort((x, y) => x.performance - y.performance)[2];
    }
    assert.ok(judged.performance >= 95, `performance ${judged.performance} < 95`);
    assert.ok(judged.lcp <= 2000, `largest contentful paint ${judged.lcp} ms > 2000 ms`);
    assert.equal(judged.cls, 0, 'no layout shift');
  });
}

// Accessibility in every other language: a browser whose language is that
// one (the app follows navigator.languages), on the home page and the game
// page, with every audit of the category passing. A page whose words are
// all another language's must still name every control and say its own
// language (<html lang>), which Lighthouse checks.
for (const lang of ['fr', 'es', 'pt', 'de']) {
  test(`lighthouse in ${lang}: accessibility 100 on the home and game pages`, async () => {
    const localised = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', `--lang=${lang}`, `--accept-lang=${lang}`, ...BROWSER_ARGS],
    });
    try {
      for (const [name, hash] of [PAGES[0], PAGES[1]]) {
        const result = await lighthouse(server.url + hash, {
          port: localised.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility'],
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 360, height: 740, deviceScaleFactor: 2, disabled: false },
        });
        const { categories, audits } = result.lhr;
        const failing = categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
          .map((ref) => `${ref.id}: ${audits[ref.id].title}`);
        const score = Math.round(categories.accessibility.score * 100);
        console.log(`lighthouse ${lang} ${name}: accessibility ${score}`);
        assert.deepEqual(failing, [], `${lang} ${name}: accessibility audits`);
        assert.equal(score, 100);
      }
      // The app was in that language in this browser (else the audits
      // above prove nothing): read <html lang> on the same browser.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${localised.port}`);
      try {
        const page = await cdp.contexts()[0].newPage();
        await page.goto(server.url + '#/');
        await page.waitForSelector('[data-testid=game-card]');
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      } finally {
        await cdp.close();
      }
    } finally {
      await localised.kill();
    }
  });
}
