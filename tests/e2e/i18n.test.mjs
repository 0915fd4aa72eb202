// The app in other languages: the language follows the browser's
// (navigator.languages), a picker in the footer changes it without a
// reload and keeps it, <html lang> follows, and an embed takes lang=.
// The texts expected are read from the catalogues (assets/i18n/<lang>/),
// so the test checks that the page shows each language's own message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileSetup, withPage, ROOT } from './helpers.mjs';

const env = fileSetup();

/** A language's one-line messages by key (selects are left out). */
function messages(lang) {
  const out = {};
  for (const file of ['app.ftl', 'games.ftl', 'view.ftl']) {
    const text = fs.readFileSync(path.join(ROOT, 'assets', 'i18n', lang, file), 'utf8');
    for (const line of text.split('\n')) {
      const m = line.match(/^([a-z][a-z0-9_-]*) = (.*)$/);
      if (m && !m[2].includes('->')) out[m[1]] = m[2];
    }
  }
  return out;
}

/** A message with its placeables `{ $name }` filled from `args`. */
const fill = (message, args) => message.replace(/\{ \$([a-z_]+) \}/g, (_, name) => String(args[name]));

const text = (page, sel) => page.locator(sel).first().innerText();

for (const [locale, lang] of [['fr-FR', 'fr'], ['de-DE', 'de']]) {
  test(`${locale}: the browser's language is the page's`, async (t) => {
    const words = messages(lang);
    await withPage(t, env.browser, { locale }, async ({ page }) => {
      await page.goto(env.url('#/'));
      await page.waitForSelector('[data-testid=game-card]');
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.equal(await text(page, '.home h1'), words['home-title']);
      assert.equal(await text(page, '[data-testid=about-link]'), words['footer-about']);
      assert.equal(await page.locator('[data-testid=language]').inputValue(), lang);
      const basic = page.locator('[data-testid=game-card][data-game=basic]');
      assert.equal(await basic.locator('h2').innerText(), words['game-basic']);
      assert.equal(await basic.locator('[data-testid=rules]').innerText(), words.rules);
      // The offline and update notices' words, which assets/pwa.js shows in
      // the language of <html lang>, came with the first paint.
      const pwa = await page.evaluate((l) => window.PWA_WORDS && window.PWA_WORDS[l], lang);
      assert.deepEqual(
        [pwa.offline, pwa.offlineMore, pwa.update, pwa.reload, pwa.later],
        ['pwa-offline', 'pwa-offline-more', 'pwa-update', 'pwa-reload', 'pwa-later'].map((k) => words[k]),
      );

      // A rules page: its title and its text are the language's.
      await page.goto(env.url('#/rules/owari'));
      await page.waitForSelector('[data-testid=rules-body]');
      const page_ = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'assets', 'i18n', lang, 'rules', 'owari.json'), 'utf8'),
      );
      assert.equal(
        await text(page, '[data-testid=rules-page] h1'),
        fill(words['rules-title'], { game: words['game-owari'] }),
      );
      assert.equal(await text(page, '[data-testid=rules-body] h2'), page_.sections[0].heading);
      assert.equal(await text(page, '[data-testid=rules-play]'), words.play);
    });
  });
}

test('the picker switches to Spanish at once and the choice is kept', async (t) => {
  const es = messages('es');
  await withPage(t, env.browser, { locale: 'en-US' }, async ({ page }) => {
    await page.goto(env.url('#/'));
    await page.waitForSelector('[data-testid=game-card]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await text(page, '.home h1'), messages('en')['home-title']);
    // No reload: a value set on the window survives the switch.
    await page.evaluate(() => { window.stillHere = true; });
    await page.locator('[data-testid=language]').selectOption('es');
    await page.waitForFunction((title) => document.querySelector('.home h1')?.innerText === title, es['home-title']);
    assert.equal(await page.evaluate(() => window.stillHere), true);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await text(page, '[data-testid=about-link]'), es['footer-about']);
    assert.equal(await text(page, '[data-testid=game-card] [data-testid=play]'), es.play);
    await page.reload();
    await page.waitForSelector('[data-testid=game-card]');
    assert.equal(await text(page, '.home h1'), es['home-title']);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.locator('[data-testid=language]').inputValue(), 'es');
  });
});

test('an embed with lang=pt speaks Portuguese', async (t) => {
  const pt = messages('pt');
  await withPage(t, env.browser, { locale: 'en-US' }, async ({ page }) => {
    await page.goto(env.url('#/embed/owari?moves=C%20d&controls=1&move=0&lang=pt'));
    await page.waitForSelector('[data-testid=live-status]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
    assert.match(await text(page, '[data-testid=live-status]'), new RegExp(`^${pt['live-start']}`));
    assert.equal(await text(page, '[data-testid=live-reset]'), pt['live-reset']);
    // The embed's language is its own: the site's choice is not changed.
    assert.equal(await page.evaluate(() => localStorage.getItem('rainbow-games/lang')), null);
  });
});

/** Makes `lang`'s messages unreachable, as offline before they were ever
 *  kept: their request fails, and the service worker (which would answer
 *  from its cache) is kept out. */
async function failMessages(context, lang) {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'serviceWorker', { get: () => undefined });
  });
  await context.route(new RegExp(`i18n/${lang}/messages\\.txt$`), (route) => route.abort('internetdisconnected'));
}

const notice = (page) => page.locator('[data-testid=app-notice]').innerText();

test('a language that cannot be fetched at the start: the page is English, <html lang> too, and says why', async (t) => {
  const en = messages('en');
  await withPage(t, env.browser, { locale: 'fr-FR' }, async ({ page, context }) => {
    await failMessages(context, 'fr');
    await page.goto(env.url('#/'));
    await page.waitForSelector('[data-testid=game-card]');
    // The first paint's script had set French; the app, in English, resets it.
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await text(page, '.home h1'), en['home-title']);
    assert.equal(await text(page, '[data-testid=about-link]'), en['footer-about']);
    assert.equal(await text(page, '[data-testid=game-card] [data-testid=play]'), en.play);
    assert.equal(await page.locator('[data-testid=language]').inputValue(), 'en');
    const said = fill(en['language-failed'], { language: 'Français' });
    await page.waitForFunction((said) => document.querySelector('[data-testid=app-notice]')?.innerText === said, said);
    // A click puts it away.
    await page.locator('[data-testid=app-notice]').click();
    assert.equal(await notice(page), '');
  });
});

test('a language that cannot be fetched from the picker: it says so and the page stays as it is', async (t) => {
  const en = messages('en');
  const de = messages('de');
  await withPage(t, env.browser, { locale: 'en-US' }, async ({ page, context }) => {
    await failMessages(context, 'fr');
    await page.goto(env.url('#/'));
    await page.waitForSelector('[data-testid=game-card]');
    assert.equal(await notice(page), '');
    await page.evaluate(() => { window.stillHere = true; });
    await page.locator('[data-testid=language]').selectOption('fr');
    const said = fill(en['language-failed'], { language: 'Français' });
    await page.waitForFunction((said) => document.querySelector('[data-testid=app-notice]')?.innerText === said, said);
    assert.equal(await page.evaluate(() => window.stillHere), true);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await text(page, '.home h1'), en['home-title']);
    // The picker is back on the page's language, and the choice is not kept.
    assert.equal(await page.locator('[data-testid=language]').inputValue(), 'en');
    assert.equal(await page.evaluate(() => localStorage.getItem('rainbow-games/lang')), null);
    // A language that can be fetched still switches.
    await page.locator('[data-testid=language]').selectOption('de');
    await page.waitForFunction((title) => document.querySelector('.home h1')?.innerText === title, de['home-title']);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await page.locator('[data-testid=language]').inputValue(), 'de');
  });
});
