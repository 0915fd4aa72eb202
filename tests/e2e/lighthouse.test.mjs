// Lighthouse (12, Debian Chromium) on the home page, a game page with a
// game on the board (opened from a share link), a rules page with its live
// examples and the My games page:
// accessibility and best practices must score 100. The first paint needs
// no wasm, so the largest paint is at most 2 s and nothing shifts (CLS 0)
// on the home, game and My games pages. On the rules page it was 3.6 s in
// one run of three while the first paint held only the first two blocks of
// the text (a paragraph of the app's was then the largest); with six it
// was 1.13-1.14 s in three runs of three, still printed, not asserted,
// until more runs say it holds. The performance score varies from run to
// run (mostly with the blocking time), so it is printed (for the session
// notes), not asserted. Set
// LIGHTHOUSE_REPORTS=DIR to keep the JSON reports.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, CHROMIUM, BROWSER_ARGS } from './helpers.mjs';

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

// An Owari game four moves in, as a share link (the app checks the link).
const GAME = ['#/play/owari', 's=7&o=%7B%22first_player%22%3A%22south%22%7D&n=4&m=C.d.A.f'];

/** A share link: the route, then the record's body signed with its check
 *  (FNV-1a of the body after `?`, as Record::to_link writes it). */
function link(route, body) {
  let h = 0x811c9dc5;
  for (const b of new TextEncoder().encode(body)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return `${route}?${body}&c=${h.toString(16).padStart(8, '0')}`;
}

// Name, route, and whether the first paint holds the largest paint.
const PAGES = [
  ['home', '#/', true],
  ['game', link(...GAME), true],
  ['rules', '#/rules/owari', false],
  ['my-games', '#/games', true],
];

for (const [name, hash, early] of PAGES) {
  test(`lighthouse: ${name} page scores 100 in accessibility and best practices`, async () => {
    const result = await lighthouse(server.url + hash, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility', 'best-practices', 'performance'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 360, height: 740, deviceScaleFactor: 2, disabled: false },
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
    const lcp = ms('largest-contentful-paint');
    const cls = audits['cumulative-layout-shift']?.numericValue;
    console.log(
      `lighthouse ${name}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ` +
        `LCP ${lcp} ms, TBT ${ms('total-blocking-time')} ms, CLS ${cls}`,
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
    if (early) {
      assert.ok(lcp <= 2000, `largest contentful paint ${lcp} ms > 2000 ms`);
      assert.equal(cls, 0, 'no layout shift');
    }
  });
}
