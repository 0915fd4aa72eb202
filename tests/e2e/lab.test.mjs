// The variant lab (src/ui/lab.rs, #/lab/<game>): computers play games in
// web workers and the page merges them. Its numbers are held to the CLI's
// (`rgames lab` with the same settings and seed: each game is decided by
// its number alone), on a phone with touch.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileSetup, withPage, rgames, openMenu, startGame } from './helpers.mjs';

const env = fileSetup();
const PHONE = { viewport: { width: 390, height: 844 }, touch: true };

/** Games played so far, from the progress bar. */
const done = (page) => page.locator('[data-testid=lab-progress]').evaluate((p) => p.value);

/** Sets the page up for a run: variants' presets, games, seed. */
async function settle(page, presets, games, seed) {
  await page.locator('[data-testid=lab-preset]').first().waitFor();
  for (let k = 1; k < presets.length; k++) await page.locator('[data-testid=lab-add]').tap();
  const selects = page.locator('[data-testid=lab-preset]');
  assert.equal(await selects.count(), presets.length);
  for (const [k, preset] of presets.entries()) await selects.nth(k).selectOption(preset);
  await page.locator('[data-testid=lab-games]').fill(String(games));
  await page.locator('[data-testid=lab-games]').dispatchEvent('change');
  await page.locator('[data-testid=lab-seed]').fill(String(seed));
  await page.locator('[data-testid=lab-seed]').dispatchEvent('change');
}

/** The run's JSON, as the page exports it (a download). */
async function exported(page, testid = 'lab-json') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-testid=${testid}]`).tap(),
  ]);
  return fs.readFileSync(await download.path(), 'utf8');
}

const finished = (page) =>
  page.waitForFunction(
    () => {
      const p = document.querySelector('[data-testid=lab-progress]');
      return p && p.max > 0 && p.value === p.max && !document.querySelector('[data-testid=lab-run][disabled]');
    },
    null,
    { timeout: 120_000 },
  );

test('a two-variant lab of 40 games on a phone: charts fill as games come, the numbers are the CLI\'s, CSV and a link reproduce them', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page, context }) => {
    // The game's menu links to its lab (the page's head has no room for
    // a fourth link on a 360 px phone).
    await startGame(page, env.url(''), 'basic', 'seed');
    await openMenu(page);
    assert.equal(await page.locator('[data-testid=game-lab]').getAttribute('href'), '#/lab/basic');
    await page.goto(env.url('#/lab/basic'));
    await page.locator('[data-testid=lab]').waitFor();
    await settle(page, ['seed', 'kalah-6-4'], 20, 4242);
    await page.locator('[data-testid=lab-run]').tap();
    // The results are drawn while games come, then the run finishes.
    await page.locator('[data-testid=lab-variant-results]').first().waitFor();
    await finished(page);
    assert.equal(await page.locator('[data-testid=lab-variant-results]').count(), 2);
    assert.equal(await done(page), 40);
    assert.equal(await page.locator('[data-testid=lab-wins] svg rect').count(), 6);
    const page_json = JSON.parse(await exported(page));
    const cli = rgames('lab', 'basic', '--variant', 'seed', '--variant', 'kalah-6-4', '--level', 'medium',
      '--games', '20', '--seed', '4242', '--threads', '1');
    assert.equal(page_json.variants.length, 2);
    for (const k of [0, 1]) {
      assert.deepEqual(page_json.variants[k].stats, cli.variants[k].stats, `variant ${k + 1}`);
      assert.deepEqual(page_json.variants[k].options, cli.variants[k].options);
    }
    // The sentence under the chart says the first player's share, as the
    // numbers have it.
    const share = Math.round(cli.variants[0].stats.first_mover.share * 100);
    assert.match(await page.locator('[data-testid=lab-wins-sentence]').first().innerText(),
      new RegExp(`first player wins ${share}% ± \\d+% of 20 games`));
    // CSV: a line per variant and seat, the same numbers.
    const lines = (await exported(page, 'lab-csv')).trim().split('\n');
    assert.match(lines[0], /^variant,options,games,seat,wins,share,low,high,draws,fair,/);
    assert.equal(lines.length, 1 + 2 * 2);
    // The options column is quoted JSON with commas in it: count the other
    // columns from the end of the line.
    const header = lines[0].split(',');
    const column = (name) => lines.slice(1).map((l) => Number(l.split(',').at(header.indexOf(name) - header.length)));
    assert.deepEqual(column('wins'), cli.variants.flatMap((v) => v.stats.seats.map((s) => s.wins)));
    // What an even seat would win, draws counted, as the statistics have it.
    assert.deepEqual(column('fair'), cli.variants.flatMap((v) => v.stats.seats.map(() => v.stats.fair)));
    // The run's link, opened on another phone, plays the same games.
    const link = await page.locator('[data-testid=lab-link]').getAttribute('href');
    assert.match(link, /^#\/lab\/basic\?games=20&seed=4242&levels=medium,medium&v=/);
    const other = await context.newPage();
    await other.goto(env.url(link));
    await other.locator('[data-testid=lab-variant-results]').first().waitFor();
    await finished(other);
    const again = JSON.parse(await exported(other));
    assert.deepEqual(again.variants.map((v) => v.stats), page_json.variants.map((v) => v.stats));
    await other.close();
  });
});

test('during a long run the page answers taps and the charts grow; Stop keeps what was played', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await page.goto(env.url('#/lab/owari'));
    await settle(page, ['seed'], 2000, 7);
    await page.locator('[data-testid=lab-run]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=lab-progress]')?.value >= 2, null, { timeout: 60_000 });
    const first = await done(page);
    // A tap on another control takes effect while the workers play.
    const options = page.locator('[data-testid=lab-variant] details').first();
    await options.locator('summary').tap();
    assert.equal(await options.evaluate((d) => d.open), true);
    await page.locator('[data-testid=lab-add]').tap();
    assert.equal(await page.locator('[data-testid=lab-variant]').count(), 2);
    // The chart's table grows as games come.
    await page.waitForFunction((n) => document.querySelector('[data-testid=lab-progress]').value > n, first, { timeout: 60_000 });
    assert.equal(await page.locator('[data-testid=lab-run]').isDisabled(), true);
    await page.locator('[data-testid=lab-stop]').tap();
    const kept = await done(page);
    assert.ok(kept >= 3 && kept < 2000, `${kept}`);
    assert.match(await page.locator('[data-testid=lab-progress-text]').innerText(), new RegExp(`${kept} of 2000`));
    // Nothing more comes after Stop, and the results count what was played.
    await page.waitForTimeout(1500);
    assert.equal(await done(page), kept);
    const json = JSON.parse(await exported(page));
    assert.equal(json.variants[0].stats.games, kept);
    const s = json.variants[0].stats;
    assert.equal(s.seats.reduce((a, x) => a + x.wins, 0) + s.draws, kept);
    // The page's table says the same wins.
    const cells = await page.locator('[data-testid=lab-wins-table] tbody tr td:nth-child(2)').allTextContents();
    assert.deepEqual(cells.slice(0, 2).map(Number), s.seats.map((x) => x.wins));
    assert.equal(await page.locator('[data-testid=lab-run]').isDisabled(), false);
  });
});

test('the lab is reachable from About, and a lab link that cannot be read changes nothing', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/about'));
    await page.locator('[data-testid=about-lab]').click();
    await page.locator('[data-testid=lab]').waitFor();
    await page.goto(env.url('#/lab/owari?games=x&v=%7Bnot-json'));
    await page.locator('[data-testid=lab]').waitFor();
    assert.equal(await page.locator('[data-testid=lab-variant]').count(), 1);
    assert.equal(await page.locator('[data-testid=lab-progress]').count(), 0);
  });
});

test('the lab in French: its words, the sentence under a chart and the endings', async (t) => {
  await withPage(t, env.browser, { locale: 'fr-FR' }, async ({ page }) => {
    await page.goto(env.url('#/lab/basic?games=4&seed=3&levels=easy&v=%7B%7D'));
    await page.locator('[data-testid=lab-variant-results]').waitFor();
    await finished(page);
    assert.match(await page.locator('h1').innerText(), /^Laboratoire des variantes : /);
    assert.match(await page.locator('[data-testid=lab-wins-sentence]').innerText(),
      /^Le premier joueur gagne \d+ % ± \d+ % de 4 parties/);
    assert.match(await page.locator('[data-testid=lab-endings-table]').innerText(), /Un camp était vide/);
    assert.match(await page.locator('[data-testid=lab-progress-text]').innerText(), /^Terminé : 4 parties jouées\.$/);
  });
});

/** A PNG's size, from its signature and IHDR chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('on a phone, each chart of the lab is saved as a PNG twice its size', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await page.goto(env.url('#/lab/basic?games=4&seed=3&levels=easy&v=%7B%7D'));
    await page.locator('[data-testid=lab-variant-results]').waitFor();
    await finished(page);
    for (const [chart, file] of [['lab-wins', 'wins'], ['lab-length', 'length'], ['lab-margin', 'margin']]) {
      const figure = page.locator(`[data-testid=${chart}]`).first();
      const box = await figure.locator('svg').evaluate((svg) => {
        const [, , vw, vh] = svg.getAttribute('viewBox').split(/[ ,]+/).map(Number);
        return { width: svg.getBoundingClientRect().width, vw, vh };
      });
      const downloading = page.waitForEvent('download');
      await figure.locator('[data-testid=lab-save-png]').tap();
      const download = await downloading;
      assert.equal(download.suggestedFilename(), `rainbow-games-lab-${file}-1.png`);
      const width = Math.round(box.width * 2);
      assert.deepEqual(pngSize(fs.readFileSync(await download.path())),
        { width, height: Math.round((box.width * 2 * box.vh) / box.vw) }, chart);
    }
    await page.locator('[data-testid=lab-picture-note]').getByText('The picture is ready.').waitFor();
  });
});

test('Rainbow Passage in teams: the lab shows each team\'s wins and the returns, as its numbers have them', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const options = encodeURIComponent('{"players":4,"size":"9x9","teams":"opposite"}');
    await page.goto(env.url(`#/lab/rainbow-passage?games=2&seed=5&levels=beginner,beginner,beginner,beginner&v=${options}`));
    await page.locator('[data-testid=lab-variant-results]').waitFor();
    await finished(page);
    const page_json = JSON.parse(await exported(page));
    const s = page_json.variants[0].stats;
    // The link's options are laid over the game's first preset, as the
    // CLI's --variant is: the same games, the same numbers.
    const cli = rgames('lab', 'rainbow-passage', '--variant', '{"players":4,"size":"9x9","teams":"opposite"}',
      '--level', 'beginner', '--games', '2', '--seed', '5', '--threads', '1');
    assert.deepEqual(page_json.variants[0].options, cli.variants[0].options);
    assert.deepEqual(s, cli.variants[0].stats);
    assert.equal(s.teams.length, 2);
    assert.deepEqual(s.teams.map((x) => x.seats), [[0, 2], [1, 3]]);
    assert.equal(s.teams[0].wins + s.teams[1].wins + s.draws, 2);
    // Two bars, each with its interval, and a fair line at a half.
    assert.equal(await page.locator('[data-testid=lab-teams] svg rect').count(), 2);
    const sentence = await page.locator('[data-testid=lab-teams-sentence]').innerText();
    const share = Math.round(s.teams[0].share * 100);
    assert.match(sentence, new RegExp(`^Team 1 \\(seats 1, 3\\) wins ${share}% ± \\d+% of the games; a fair team would win 50%\\.`));
    const cells = await page.locator('[data-testid=lab-teams-table] tbody tr td:nth-child(3)').allTextContents();
    assert.deepEqual(cells.map(Number), s.teams.map((x) => x.wins));
    assert.ok(s.returns > 0, 'returns were played');
    assert.match(await page.locator('[data-testid=lab-captures-sentence]').innerText(),
      new RegExp(`${s.returns} captured pieces were returned to the board`));
  });
});

test('Spectral Reapers with four players: a fair seat\'s share leaves out the drawn and shared games, in the sentence and the chart', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const options = '{"players":4}';
    await page.goto(env.url(`#/lab/spectral-reapers?games=6&seed=1&levels=beginner,beginner,beginner,beginner&v=${encodeURIComponent(options)}`));
    await page.locator('[data-testid=lab-variant-results]').waitFor();
    await finished(page);
    const s = JSON.parse(await exported(page)).variants[0].stats;
    const cli = rgames('lab', 'spectral-reapers', '--variant', options, '--level', 'beginner', '--games', '6',
      '--seed', '1', '--threads', '1');
    assert.deepEqual(s, cli.variants[0].stats);
    // One of the six games was shared: a fair seat wins a quarter of the
    // other five, 21%, not a quarter of all six.
    assert.equal(s.draws, 1);
    assert.equal(s.fair, 0.2083);
    const sentence = await page.locator('[data-testid=lab-wins-sentence]').innerText();
    assert.match(sentence, /of 6 games; 17% were drawn or shared, so a fair seat would win 21%\./);
    // The chart's upright line stands at that share of the bars' scale.
    const [x, scale] = await page.locator('[data-testid=lab-wins] svg').evaluate((svg, shares) => {
      const bars = [...svg.querySelectorAll('rect.lab-bar:not(.lab-bar-draw)')];
      const k = shares.findIndex((share) => share > 0);
      return [Number(svg.querySelector('.lab-fair').getAttribute('x1')) - Number(bars[k].getAttribute('x')),
        Number(bars[k].getAttribute('width')) / shares[k]];
    }, s.seats.map((seat) => seat.share));
    assert.ok(Math.abs(x / scale - s.fair) < 0.01, `the fair line at ${x / scale}, not ${s.fair}`);
  });
});
