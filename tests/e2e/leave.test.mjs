// Leaving a page while something is under way: a move being animated, a
// computer thinking, dice rolling, a rules example playing, computers
// playing each game. For every route the page is left for, nothing may be
// logged as an error (a late timer or worker reply touching the disposed
// page used to panic), and coming back gives a board that plays on.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withPage, startGame, legalPits, SEL, openRulesOptions, openMenu, startWith, gameIds } from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const GAMES = gameIds();

/** Every route of the app, as a hash. */
const ROUTES = ['#/', '#/games', '#/rules/owari', '#/play/basic', '#/play/owari', '#/about', '#/nowhere'];

/** Goes to `route` (as a link would) and lets every timer of the page left
 *  behind fire. */
async function leaveFor(page, route, settle = 1500) {
  await page.evaluate((hash) => { window.location.hash = hash; }, route);
  await page.waitForTimeout(settle);
}

function assertQuiet(errors, when) {
  assert.deepEqual(errors, [], `errors ${when}:\n${errors.join('\n')}`);
}


test('leaving a game page while a move is animated, for every route', async (t) => {
  await withPage(t, env.browser, { speed: 'slow' }, async ({ page, errors }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    for (const route of ROUTES.filter((r) => r !== '#/play/owari')) {
      await page.goto(env.url('#/play/owari'));
      await page.locator(SEL.legalPits).first().waitFor();
      const pit = (await legalPits(page))[0];
      await page.locator(SEL.pit(pit)).click();
      await page.locator(SEL.skip).waitFor({ state: 'visible', timeout: 2000 });
      await leaveFor(page, route);
      assertQuiet(errors, `after leaving an animation for ${route}`);
    }
    // The game left mid-animation plays on when opened again.
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.legalPits).first().waitFor({ timeout: 5000 });
    assertQuiet(errors, 'back on the game');
  });
});

test('leaving a game page while the computer thinks, for every route', async (t) => {
  await withPage(t, env.browser, { speed: 'fast' }, async ({ page, errors }) => {
    // Owari's own rules: Abapa's opening book would answer its first
    // replies without a search, so there would be no thinking to leave.
    await startWith(page, env, 'owari', { preset: 'seed', options: { first_player: 'south' }, seats: [null, 'strongest'] });
    await openMenu(page);
    await page.locator('[data-testid=think-time]').selectOption('5000');
    await page.keyboard.press('Escape');
    for (const route of ROUTES.filter((r) => r !== '#/play/owari')) {
      await page.goto(env.url('#/play/owari'));
      // South to move (after the computer's reply if it was left thinking).
      await page.waitForFunction(
        () => document.querySelector('[data-testid=status]')?.dataset.toMove === '0'
          && !document.querySelector('[data-testid=skip-animation]')
          && document.querySelectorAll('[data-testid=board] [data-pit][data-legal=true]').length > 0,
        null,
        { timeout: 20_000 },
      );
      const pit = (await legalPits(page))[0];
      await page.locator(SEL.pit(pit)).click();
      await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.dataset.thinking === 'true', null, { timeout: 10_000 });
      await leaveFor(page, route);
      assertQuiet(errors, `after leaving the computer's thinking for ${route}`);
    }
  });
});

test('leaving a rules page while an example plays, for every route', async (t) => {
  await withPage(t, env.browser, { speed: 'slow' }, async ({ page, errors }) => {
    for (const route of ROUTES.filter((r) => r !== '#/rules/owari')) {
      await page.goto(env.url('#/rules/owari'));
      const play = page.locator('[data-testid=example] [data-testid=live-play]').first();
      await play.waitFor();
      await play.click();
      await page.waitForTimeout(700);
      await leaveFor(page, route);
      assertQuiet(errors, `after leaving a playing example for ${route}`);
    }
  });
});

test('leaving each game while computers play it (dice, decisions inside moves)', async (t) => {
  await withPage(t, env.browser, { speed: 'normal' }, async ({ page, errors }) => {
    for (const game of GAMES) {
      await startWith(page, env, game, { seats: ['easy', 'easy'] });
      await page.waitForTimeout(1800);
      await leaveFor(page, '#/games', 1200);
      assertQuiet(errors, `after leaving ${game} played by computers`);
    }
  });
});
