// Look and feel: every page fits a phone (360 px) and a desktop without
// sideways scrolling, with touch targets of 44 px; light and dark themes
// (the system's by default); reduced motion; sounds off unless chosen; the
// settings survive a reload.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileSetup, withPage, ARTIFACTS, SEL, legalPits, playPit, openMenu, closeMenu, gameIds } from './helpers.mjs';

const env = fileSetup();

const GAMES = gameIds();
const SHOTS = path.join(ARTIFACTS, 'screens');

/** How far the page is wider than the window (0 when it fits), and the
 *  elements that stick out. */
function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1) && !el.closest('svg *');
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} (${Math.round(el.getBoundingClientRect().right)})`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
}

/** Buttons, selects and links in bars that are smaller than 44 px. */
function smallTargets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, select, .top a, .footer a, a.button, label.speed')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 43.5 || r.width < 43.5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.textContent.trim().slice(0, 20)}] ${Math.round(r.width)}x${Math.round(r.height)}`),
  );
}

for (const [width, height] of [[360, 740], [740, 360], [1280, 800]]) {
  test(`every page fits ${width}x${height} without sideways scrolling, touch targets 44 px`, async (t) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await withPage(t, env.browser, { viewport: { width, height } }, async ({ page }) => {
      const problems = [];
      const check = async (name) => {
        const { by, wide } = await overflow(page);
        if (by > 0) problems.push(`${name}: ${by}px too wide: ${wide.join(', ')}`);
        const small = await smallTargets(page);
        if (small.length) problems.push(`${name}: small targets: ${small.join(', ')}`);
        await page.screenshot({ path: path.join(SHOTS, `${name}-${width}x${height}.png`), fullPage: true });
      };
      await page.goto(env.url('#/'));
      await page.locator('[data-testid=game-card]').first().waitFor();
      await check('home');
      for (const game of GAMES) {
        await page.goto(env.url(`#/play/${game}`));
        await page.locator(SEL.dialog).waitFor();
        await check(`${game}-dialog`);
        await page.locator(SEL.start).click();
        await page.locator(SEL.dialog).waitFor({ state: 'hidden' });
        await page.locator(SEL.board).waitFor();
        await check(game);
      }
      await page.goto(env.url('#/games'));
      await page.locator('[data-testid=saved-game]').first().waitFor();
      await check('games');
      assert.deepEqual(problems, []);
    });
  });
}

/** The page's background colour as [r, g, b]. */
async function background(page) {
  const text = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
  const hex = text.replace('#', '');
  return [0, 2, 4].map((k) => parseInt(hex.slice(k, k + 2), 16));
}
const light = (rgb) => rgb.reduce((a, b) => a + b, 0) / 3 > 128;

test('themes follow the system until one is chosen, and the choice is kept', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(env.url('#/'), { waitUntil: 'domcontentloaded' });
    // Said before the app runs, so the first paint has the right colours.
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.locator('[data-testid=game-card]').first().waitFor();
    assert.ok(light(await background(page)), 'light, as the system');
    await page.emulateMedia({ colorScheme: 'dark' });
    // The page hears the system's change (an event) and follows it.
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: 2000 });
    assert.ok(!light(await background(page)), 'dark, as the system');
    await page.locator('[data-testid=theme]').selectOption('light');
    assert.ok(light(await background(page)), 'light, as chosen');
    await page.reload();
    await page.locator('[data-testid=game-card]').first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    assert.ok(light(await background(page)), 'light after a reload');
    assert.equal(await page.locator('[data-testid=theme]').inputValue(), 'light');
    await page.locator('[data-testid=theme]').selectOption('system');
    assert.ok(!light(await background(page)), 'back to the system (dark)');
  });
});

test('reduced motion shows a move at once with a fade; sounds are off until chosen, and kept', async (t) => {
  await withPage(t, env.browser, { speed: 'normal' }, async ({ page, context }) => {
    // Count the notes the page starts (Web Audio is there but silent here).
    await context.addInitScript(() => {
      window.__notes = 0;
      const Real = window.AudioContext;
      if (!Real) return;
      window.AudioContext = class extends Real {
        createOscillator() {
          const o = super.createOscillator();
          const start = o.start.bind(o);
          o.start = (...a) => { window.__notes++; return start(...a); };
          return o;
        }
      };
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.start).click();
    await page.locator(SEL.board).waitFor();
    // The setting is in the menu, drawn when it is first opened.
    await openMenu(page);
    assert.equal(await page.locator('[data-testid=sounds]').isChecked(), false, 'sounds are off at first');
    await closeMenu(page);
    let legal = await legalPits(page);
    await playPit(page, legal[0]);
    assert.equal(await page.locator(SEL.skip).count(), 0, 'no seed-by-seed animation');
    assert.match(await page.locator('.board-frame').getAttribute('class'), /fade-1/);
    assert.equal(await page.evaluate(() => window.__notes), 0, 'no sound while sounds are off');

    await openMenu(page);
    await page.locator('[data-testid=sounds]').check();
    const notes = await page.evaluate(() => window.__notes);
    assert.ok(notes > 0, 'turning sounds on plays a note');
    legal = await legalPits(page);
    await playPit(page, legal[0]);
    await page.waitForFunction((n) => window.__notes > n, notes);
    assert.match(await page.locator('.board-frame').getAttribute('class'), /fade-0/);

    // Without reduced motion the move is animated seed by seed.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    legal = await legalPits(page);
    await page.locator(SEL.pit(legal[0])).click();
    await page.locator(SEL.skip).waitFor();

    await page.reload();
    await page.locator(SEL.board).waitFor();
    await openMenu(page);
    assert.equal(await page.locator('[data-testid=sounds]').isChecked(), true, 'sounds stay on after a reload');
    assert.equal(await page.locator('[data-testid=speed]').inputValue(), 'normal');
  });
});
