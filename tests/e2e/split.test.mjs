// The app's wasm in two (scripts/split.mjs): the frame, which every route
// fetches first, and the pages (a game, My games, the rules, the puzzles,
// the embed), fetched when one is shown or once home has mounted. Home
// runs on the frame alone; a page whose module cannot be fetched says so
// and the app stays; on a page's route the module is fetched once, as
// soon as the frame runs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileSetup, withPage, gameKey, SEL } from './helpers.mjs';

const env = fileSetup();
const PAGES = /rainbow-games-pages-[0-9a-f]+\.wasm$/;
const FRAME = /rainbow-games-[0-9a-f]+_bg\.wasm$/;

test('home runs on the frame alone; the pages come once it has mounted, and a game then opens', async (t) => {
  // No service worker: its install precaches the pages' module too, a
  // second fetch of it at a time that depends on the machine's load.
  await withPage(t, env.browser, { serviceWorkers: 'block' }, async ({ page, context }) => {
    const asked = [];
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await context.route(PAGES, async (route) => {
      asked.push(Date.now());
      await held;
      await route.continue();
    });
    let frameAt = null;
    page.on('requestfinished', (r) => { if (FRAME.test(r.url()) && frameAt === null) frameAt = Date.now(); });
    await page.goto(env.url('#/'));
    // The app's home (not the first paint): its cards, and a setting that works.
    await page.locator('[data-testid=game-card]').first().waitFor();
    assert.equal(await page.locator('#first-paint').count(), 0);
    await page.locator('select[data-testid=theme]').selectOption('light');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
    // The pages' module is asked for only after the frame, once home is up.
    for (let k = 0; k < 100 && asked.length === 0; k++) await page.waitForTimeout(100);
    assert.equal(asked.length, 1, 'asked for once');
    assert.ok(frameAt !== null && asked[0] >= frameAt, 'after the frame');
    release();
    await page.waitForTimeout(300);
    // A game with nothing kept opens on its new-game dialog.
    await page.locator('[data-testid=game-card][data-game=owari] a.primary').click();
    await page.locator(SEL.dialog).waitFor({ timeout: 10_000 });
    assert.equal(asked.length, 1, 'not asked for again');
  });
});

test('a page whose module cannot be fetched says so, the app stays, and Try again brings it (withPage fails on any trap)', async (t) => {
  await withPage(t, env.browser, {}, async ({ page, context }) => {
    let blocked = true;
    await context.route(PAGES, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto(env.url('#/'));
    await page.locator('[data-testid=game-card]').first().waitFor();
    await page.waitForTimeout(2500); // home's fetch of the pages has failed, quietly
    assert.equal(await page.locator('[data-testid=error]').count(), 0, 'home says nothing of it');
    await page.locator('[data-testid=game-card][data-game=owari] a.primary').click();
    const error = page.locator('[data-testid=error][role=alert]');
    await error.waitFor();
    assert.match(await error.innerText(), /could not be loaded/);
    // The app is still there: its header, and home again by its link.
    await page.locator('header .brand').click();
    await page.locator('[data-testid=game-card]').first().waitFor();
    // A page's route opened directly: the same message, no trap.
    await page.goto(env.url('#/rules/owari'));
    await error.waitFor();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-testid=rules-body]').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('[data-testid=error]').count(), 0);
  });
});

test('on a game route the pages module is fetched once, after the frame, with no early preload', async (t) => {
  // No service worker, whose precache would fetch the module again.
  await withPage(t, env.browser, { serviceWorkers: 'block' }, async ({ page }) => {
    const requests = [];
    page.on('request', (r) => { if (PAGES.test(r.url()) || FRAME.test(r.url())) requests.push(r.url()); });
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.dialog).waitFor();
    await page.waitForTimeout(500);
    const pages = requests.filter((u) => PAGES.test(u));
    assert.equal(pages.length, 1, `one request for the pages: ${requests.join(', ')}`);
    assert.ok(requests.findIndex((u) => FRAME.test(u)) < requests.findIndex((u) => PAGES.test(u)), 'the frame first');
    // An early fetch of either wasm would compete with the first paint.
    assert.equal(await page.locator('link[rel=preload][href$=".wasm"]').count(), 0);
  });
});

test('a page drawn when its module came, left for a page whose module is still coming, is gone at once: a language change meanwhile traps nothing (withPage fails on any trap)', async (t) => {
  // The game page is drawn late (its module held until its route is
  // shown), then the editor is asked for while its own module is held:
  // the game page must not live on, its effects reading a store that was
  // disposed with its route (a wasm trap froze the page when anything it
  // showed changed in that moment, e.g. the language).
  const EDITOR = /rainbow-games-editor-[0-9a-f]+\.wasm$/;
  await withPage(t, env.browser, { serviceWorkers: 'block', viewport: { width: 360, height: 740 }, touch: true }, async ({ page, context }) => {
    let releasePages;
    let releaseEditor;
    const pagesHeld = new Promise((resolve) => { releasePages = resolve; });
    const editorHeld = new Promise((resolve) => { releaseEditor = resolve; });
    await context.route(PAGES, async (route) => { await pagesHeld; await route.continue(); });
    await context.route(EDITOR, async (route) => { await editorHeld; await route.continue(); });
    await page.goto(env.url('#/'));
    await page.locator('[data-testid=game-card]').first().waitFor();
    const record = { game: 'owari', options: null, seed: 3, moves: ['c'] };
    await page.evaluate(([key, value]) => {
      localStorage.setItem(key, value);
      window.location.hash = '#/play/owari';
    }, [gameKey('owari'), JSON.stringify({ record, cursor: 1 })]);
    await page.waitForTimeout(300);
    releasePages();
    await page.locator(SEL.board).waitFor();
    await page.evaluate(() => { window.location.hash = '#/editor/owari'; });
    await page.waitForTimeout(300);
    await page.locator('select[data-testid=language]').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.waitForTimeout(300);
    releaseEditor();
    await page.locator('[data-testid=editor-page]').waitFor();
    assert.equal(await page.locator(SEL.board).count(), 0, 'the game page is gone');
  });
});
