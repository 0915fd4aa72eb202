// Rules pages and embedded boards: every game's page renders its live
// examples at the positions the engine gives, and their step controls move
// through the record as the engine says; the example documentation page,
// served from a second origin, sizes its iframes to the boards and shows
// the right positions without touching the app's storage; a bad embed
// parameter gives a short message in the frame.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  fileSetup, startServer, withPage, engineState, pitNames, ROOT, RGAMES, DIST_DIR, gameIds,
  keptEntries,
} from './helpers.mjs';

const env = fileSetup();

const GAMES = gameIds();

/** What a board inside `root` shows: pit counts by name, and pieces. */
function readBoardIn(locator) {
  return locator.evaluate((root) => {
    const board = root.querySelector('[data-testid=board]');
    if (!board) return null;
    const pits = Object.fromEntries(
      [...board.querySelectorAll('[data-pit]')].map((g) => [g.getAttribute('data-pit'), Number(g.getAttribute('data-count'))]),
    );
    const pieces = [...board.querySelectorAll('[data-piece]')]
      .map((g) => `${g.getAttribute('data-owner')}:${g.getAttribute('data-piece')}`)
      .sort();
    return { pits, pieces };
  });
}

/** The engine's position after `cursor` moves of `record`, in the same shape. */
function expected(record, cursor) {
  const state = engineState({ ...record, moves: record.moves.slice(0, cursor) });
  if (state.game === 'rainbow-passage') {
    return {
      pits: {},
      pieces: state.pieces.filter((p) => p.square).map((p) => `${p.owner}:${p.square}`).sort(),
    };
  }
  const names = state.game === 'spectral-reapers'
    ? state.pits.map((_, i) => String.fromCharCode(65 + i))
    : pitNames(state.width);
  return { pits: Object.fromEntries(names.map((n, i) => [n, state.pits[i]])), pieces: [] };
}

async function assertShows(figure, record, cursor, msg) {
  await figure.locator(`[data-testid=live][data-cursor="${cursor}"]`).waitFor();
  assert.deepEqual(await readBoardIn(figure), expected(record, cursor), msg);
}

for (const game of GAMES) {
  test(`rules page of ${game}: live examples step as the engine says`, async (t) => {
    await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
      await page.goto(env.url(`#/rules/${game}`));
      await page.locator('[data-testid=rules-body]').waitFor();
      const page_ = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'rules', `${game}.json`), 'utf8'));
      const inFile = page_.sections.flatMap((s) => s.blocks).filter((b) => b.example).length;
      const figures = page.locator('[data-testid=example]');
      assert.equal(await figures.count(), inFile, 'one live board per example');
      assert.ok(await page.locator('[data-testid=ruling]').count() >= 1, 'rulings are marked');
      // Examples far down the page are replayed only when they come near.
      const last = figures.nth(inFile - 1);
      if (await last.evaluate((f) => f.getBoundingClientRect().top > 3 * innerHeight)) {
        assert.equal(await last.locator('[data-testid=example-pending]').count(), 1, 'the last example waits');
        assert.equal(await last.locator('[data-testid=live]').count(), 0);
      }
      for (let k = 0; k < inFile; k++) {
        const figure = figures.nth(k);
        await figure.scrollIntoViewIfNeeded();
        const record = JSON.parse(await figure.getAttribute('data-record'));
        const from = Number(await figure.getAttribute('data-from'));
        const to = Number(await figure.getAttribute('data-to'));
        await assertShows(figure, record, from, `${game} example ${k + 1} at its start`);
        // Step to the end, checking each position; then back, and reset.
        const steps = Math.min(to - from, 8);
        for (let s = 1; s <= steps; s++) {
          await figure.locator('[data-testid=live-step]').click();
          await assertShows(figure, record, from + s, `${game} example ${k + 1} after ${s} steps`);
        }
        if (steps === to - from) {
          assert.ok(await figure.locator('[data-testid=live-step]').isDisabled(), 'no step beyond the example');
        }
        await figure.locator('[data-testid=live-back]').click();
        await assertShows(figure, record, from + steps - 1, `${game} example ${k + 1} after back`);
        await figure.locator('[data-testid=live-reset]').click();
        await assertShows(figure, record, from, `${game} example ${k + 1} after reset`);
      }
      // Nothing was saved.
      const keys = (await keptEntries(page)).map(([k]) => k).filter((k) => k.startsWith('game/'));
      assert.deepEqual(keys, []);
    });
  });
}

test('rules and play links lead from one page to the other', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/'));
    await page.locator('[data-game=owari] [data-testid=rules]').click();
    await page.locator('[data-testid=rules-page][data-game=owari]').waitFor();
    await page.locator('[data-testid=rules-play]').click();
    await page.waitForURL(/#\/play\/owari$/);
    const href = await page.locator('.play [data-testid=rules]').getAttribute('href');
    assert.equal(href, '#/rules/owari');
  });
});

test('the play button on an example plays the example to its end', async (t) => {
  await withPage(t, env.browser, { speed: 'fast' }, async ({ page }) => {
    await page.goto(env.url('#/rules/owari'));
    const figure = page.locator('[data-testid=example]').first();
    const record = JSON.parse(await figure.getAttribute('data-record'));
    const to = Number(await figure.getAttribute('data-to'));
    await figure.locator('[data-testid=live-play]', { hasText: 'Play' }).click();
    await figure.locator('[data-testid=live-play]', { hasText: 'Pause' }).waitFor();
    // The loop stops by itself at the end of the example, after the
    // animation of the last step.
    await figure.locator('[data-testid=live-play]', { hasText: 'Play' }).waitFor({ timeout: 30_000 });
    await assertShows(figure, record, to, 'played to the end');
  });
});

test('embed example page from another origin, app under a sub-path: sized iframes with the right positions', async (t) => {
  // The documentation page is served by a second server (another origin)
  // and loads embed.js from the app's server, as another site would.
  // The app is published under a sub-path (/games/) of its own server.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-docs-'));
  const appRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-app-'));
  fs.writeFileSync(path.join(appRoot, 'index.html'), '<!DOCTYPE html><title>Another site</title>');
  fs.symlinkSync(DIST_DIR, path.join(appRoot, 'games'));
  const app = await startServer(appRoot);
  const appUrl = `${app.url}games/`;
  const html = fs.readFileSync(path.join(ROOT, 'docs', 'embed-example.html'), 'utf8')
    .replace(/(id="rainbow-games-embed" src=)"[^"]*"/, `$1"${appUrl}embed.js"`);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  const docs = await startServer(dir);
  try {
    await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
      await page.goto(docs.url);
      const hosts = page.locator('[data-rainbow-game]');
      const n = await hosts.count();
      assert.ok(n >= 3, `${n} boards on the example page`);
      await page.waitForFunction((count) => document.querySelectorAll('[data-rainbow-game] iframe').length === count, n);
      for (let k = 0; k < n; k++) {
        const host = hosts.nth(k);
        await host.scrollIntoViewIfNeeded();
        const frameEl = await host.locator('iframe').elementHandle();
        assert.ok((await frameEl.getAttribute('src')).startsWith(`${appUrl}#/embed/`), 'the frame is the app under its sub-path');
        const frame = await frameEl.contentFrame();
        await frame.locator('[data-testid=embed] [data-testid=board]').waitFor();
        const game = await host.getAttribute('data-rainbow-game');
        const spec = await host.evaluate((el) => ({ ...el.dataset }));
        const moves = (spec.moves || '').split(/[\s,]+/).filter(Boolean);
        const cursor = spec.move === undefined ? moves.length : Number(spec.move);
        const state = engineWithPreset(game, spec.preset, spec.options, spec.seed, moves.slice(0, cursor));
        const board = await readBoardIn(frame.locator('[data-testid=embed]'));
        if (game !== 'rainbow-passage') {
          const names = game === 'spectral-reapers' ? state.pits.map((_, i) => String.fromCharCode(65 + i)) : pitNames(state.width);
          assert.deepEqual(names.map((nm) => board.pits[nm]), state.pits, `${game} frame ${k + 1}`);
        }
        // The iframe's height follows the board.
        await page.waitForFunction(
          ([el, inner]) => Math.abs(el.getBoundingClientRect().height - inner) <= 2,
          [frameEl, await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height))],
        );
        const height = (await frameEl.boundingBox()).height;
        assert.ok(height > 120, `frame ${k + 1} is ${height}px tall`);
        // A pit click plays in an interactive board, and does nothing in
        // a read-only one.
        if (game !== 'spectral-reapers' && game !== 'rainbow-passage') {
          const live = frame.locator('[data-testid=live]');
          const before = Number(await live.getAttribute('data-cursor'));
          const pit = state.legal.find((mv) => /^[A-Fa-f]$/.test(mv));
          const box = await frame.locator(`[data-pit="${pit}"]`).boundingBox();
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          if (spec.interactive !== undefined) {
            await live.and(frame.locator(`[data-cursor="${before + 1}"]`)).waitFor();
            const after = engineWithPreset(game, spec.preset, spec.options, spec.seed, [...moves.slice(0, cursor), pit]);
            // The sowing is animated; the board ends as the engine says.
            let shown;
            for (let tries = 0; tries < 50; tries++) {
              const board = await readBoardIn(frame.locator('[data-testid=embed]'));
              shown = pitNames(after.width).map((nm) => board.pits[nm]);
              if (JSON.stringify(shown) === JSON.stringify(after.pits)) break;
              await page.waitForTimeout(200);
            }
            assert.deepEqual(shown, after.pits, `${game}: played ${pit}`);
          } else {
            await page.waitForTimeout(300);
            assert.equal(Number(await live.getAttribute('data-cursor')), before, `${game}: read-only board ignored the click`);
          }
        }
        // Nothing stored by the embedded app, and the host was not navigated.
        assert.equal((await keptEntries(frame)).filter(([key]) => key.startsWith('game/')).length, 0);
        assert.equal(page.url(), docs.url);
      }
    });
  } finally {
    await docs.close();
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(appRoot, { recursive: true, force: true });
  }
});

/** `rgames state` with a preset (the helpers' engineState takes none). */
function engineWithPreset(game, preset, options, seed, moves) {
  const args = ['state', game, '--seed', String(seed || 0), '--moves', moves.join(' ')];
  if (preset) args.push('--preset', preset);
  if (options) args.push('--options', options);
  return JSON.parse(execFileSync(RGAMES, args, { encoding: 'utf8' }));
}

test('a bad embed parameter shows a short message in the frame', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    for (const [query, needle] of [
      ['owari?moves=C%20Q', 'Q'],
      ['chess', 'unknown game'],
      ['owari?colour=red', "unknown parameter 'colour'"],
      ['owari?moves=C&move=9', "'move' must be"],
    ]) {
      await page.goto(env.url(`#/embed/${query}`));
      const error = page.locator('[data-testid=embed-error]');
      await error.waitFor();
      assert.ok((await error.textContent()).includes(needle), `${query}: ${await error.textContent()}`);
      await page.goto('about:blank');
    }
  });
});
