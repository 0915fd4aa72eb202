// Runs the "Engine speed" page (bench.html) of a built app in headless
// Chromium and prints its table: the speed of the AI worker's wasm in a
// browser. Usage (after `trunk build --release`):
//   node scripts/bench.mjs [DIST_DIR] [--runs N] [--json]
// DIST_DIR defaults to dist/. With several runs, each figure is the median.
// Served and launched exactly as the browser tests do (tests/e2e/helpers.mjs).

import path from 'node:path';
import { startServer, launchBrowser, newPage, assertNoPanic } from '../tests/e2e/helpers.mjs';

const usage = () => {
  console.error('usage: node scripts/bench.mjs [DIST_DIR] [--runs N] [--json]');
  process.exit(2);
};
const args = process.argv.slice(2);
let dir = 'dist';
let runs = 1;
let json = false;
for (let k = 0; k < args.length; k++) {
  if (args[k] === '--runs') runs = Number(args[++k]);
  else if (args[k] === '--json') json = true;
  else if (args[k].startsWith('-')) usage();
  else dir = args[k];
}
if (!Number.isInteger(runs) || runs < 1) usage();

const COLUMNS = ['playouts', 'actions', 'alphabeta', 'mcts'];
const number = (text) => (/^[\d,]+$/.test(text) ? Number(text.replace(/,/g, '')) : null);

/** One pass of the page: [{game, preset, playouts, actions, alphabeta, mcts}]. */
async function once(browser, url) {
  // In English, whose numbers `number` reads (the page speaks the
  // browser's language).
  const { page, context, errors } = await newPage(browser, { locale: 'en-GB' });
  try {
    await page.goto(url + 'bench.html');
    const rows = page.locator('[data-testid=bench-table] tbody tr');
    await rows.first().waitFor();
    const count = await rows.count();
    // About three seconds a row, one row after another.
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid=bench-table] tbody tr')].every((r) => r.dataset.done === 'true'),
      null,
      { timeout: count * 15_000, polling: 500 },
    );
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        game: tr.dataset.game,
        preset: tr.dataset.preset,
        cells: Object.fromEntries([...tr.querySelectorAll('td[data-col]')].map((td) => [td.dataset.col, td.textContent.trim()])),
        error: tr.title,
      })),
    );
    assertNoPanic(errors);
    return table.map((r) => {
      if (r.error) throw new Error(`${r.game} ${r.preset}: ${r.error}`);
      return { game: r.game, preset: r.preset, ...Object.fromEntries(COLUMNS.map((c) => [c, number(r.cells[c])])) };
    });
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};

const server = await startServer(path.resolve(dir));
const browser = await launchBrowser();
const passes = [];
try {
  for (let k = 0; k < runs; k++) passes.push(await once(browser, server.url));
} finally {
  await browser.close().catch(() => {});
  await server.close();
}
const result = passes[0].map((row, k) => ({
  game: row.game,
  preset: row.preset,
  ...Object.fromEntries(COLUMNS.map((c) => [c, median(passes.map((p) => p[k][c]))])),
}));
if (json) {
  console.log(JSON.stringify(result));
} else {
  const cell = (x) => (x === null ? '—' : x.toLocaleString('en')).padStart(12);
  console.log(`${'game'.padEnd(18)}${'preset'.padEnd(12)}${['playouts/s', 'actions/s', 'ab nodes/s', 'mcts sims/s'].map((h) => h.padStart(12)).join('')}`);
  for (const r of result) console.log(`${r.game.padEnd(18)}${r.preset.padEnd(12)}${COLUMNS.map((c) => cell(r[c])).join('')}`);
}
