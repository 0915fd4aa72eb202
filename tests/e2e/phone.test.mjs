// The game screen made for play: the whole game on one phone screen (the
// board, two-row boards standing lengthwise on a portrait phone, the
// players at the table, the panel for decisions and the every-move bar),
// the menu of the rest, the quick start, every route from the top.
// Screenshots of every game at phone and desktop sizes go to
// tests/e2e/artifacts/screens/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  fileSetup, withPage, gameIds, ARTIFACTS, SEL, ROOT, openSaved, legalPits, playPit, readSaved, engineState, openMenu, menuClick,
} from './helpers.mjs';

const env = fileSetup();

/** Every game the engine knows, from the command-line tool. */
const GAMES = gameIds();
const SHOTS = path.join(ARTIFACTS, 'screens');
/** The smallest a pit, ring pit or square may be drawn on a phone (px): a
 *  finger's width (44 px); Passage's 11x11 squares smaller, so that its
 *  dice and actions fit the screen with it (the page may be zoomed). */
const MIN_TARGET = { rows: 44, ring: 44, grid: 24 };

/** What must be on the screen together, without scrolling: the board, the
 *  player panels, the panels for decisions and dice, and the every-move
 *  bar. Resolves to those that are not, as "name at top-bottom". */
function offScreen(page) {
  return page.evaluate(() => {
    const must = [
      ['status', document.querySelector('[data-testid=status]')],
      ['board', document.querySelector('[data-testid=board]')],
      ...[...document.querySelectorAll('[data-testid^=player-]')].map((el) => [el.dataset.testid, el]),
      ['decision', document.querySelector('[data-testid=decision]')],
      ['dice', document.querySelector('[data-testid=dice]')],
      ['placement', document.querySelector('[data-testid=placement]')],
      ['undo', document.querySelector('[data-testid=undo]')],
      ['hint', document.querySelector('[data-testid=hint]')],
      ['menu', document.querySelector('[data-testid=menu-button]')],
    ].filter(([, el]) => el && el.getClientRects().length);
    return must
      .map(([name, el]) => [name, el.getBoundingClientRect()])
      .filter(([, r]) => r.top < -0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5)
      .map(([name, r]) => `${name} at ${Math.round(r.top)}-${Math.round(r.bottom)}`);
  });
}

/** Opens `game` and starts it for two people at this screen. */
async function startHere(page, game) {
  await page.goto(env.url(`#/play/${game}`));
  const dialog = page.locator(SEL.dialog);
  await dialog.waitFor({ state: 'visible' });
  await dialog.locator('[data-testid=quick-people]').click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator(SEL.board).waitFor({ state: 'visible' });
}

/** The board's layout, its box, the view box's width and height, and the
 *  smallest clickable pit or square on it (px). */
function measure(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid=board]');
    const layout = svg.getAttribute('data-layout');
    const box = svg.getBoundingClientRect();
    const [, , vw, vh] = svg.getAttribute('viewBox').split(/\s+/).map(Number);
    const targets = layout === 'grid'
      ? [...svg.querySelectorAll('[data-square] rect')]
      : [...svg.querySelectorAll('[data-pit] .pit-hole')];
    const sizes = targets.map((el) => {
      const r = el.getBoundingClientRect();
      return Math.min(r.width, r.height);
    });
    return {
      layout,
      top: box.top + window.scrollY,
      bottom: box.bottom + window.scrollY,
      width: box.width,
      height: box.height,
      upright: vh > vw,
      smallest: Math.min(...sizes),
      targets: sizes.length,
    };
  });
}

/** Texts the page draws cut off (wider than their box): the game's name
 *  and the players' panels. */
function cutTexts(page) {
  return page.evaluate(() => [...document.querySelectorAll('.play .rules-head h1, .player-panel')]
    .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
    .map((e) => `"${e.textContent.trim()}" cut (${e.scrollWidth}x${e.scrollHeight} px in ${e.clientWidth}x${e.clientHeight})`));
}

function sideways(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const [width, height] of [[360, 740], [390, 844]]) {
  test(`${width}x${height} portrait: every game fits the screen, two-row boards stand lengthwise, nothing overflows`, async (t) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await withPage(t, env.browser, { viewport: { width, height } }, async ({ page }) => {
      const rows = [];
      const problems = [];
      for (const game of GAMES) {
        await startHere(page, game);
        const m = await measure(page);
        const share = m.height / height;
        rows.push(`${game} ${m.layout}: smallest ${m.smallest.toFixed(1)} px, board ${Math.round(m.width)}x${Math.round(m.height)} (${Math.round(share * 100)}% of the height)`);
        if (!(m.targets > 0)) problems.push(`${game}: no targets measured`);
        if (m.smallest < MIN_TARGET[m.layout]) problems.push(`${game}: smallest target ${m.smallest.toFixed(1)} px < ${MIN_TARGET[m.layout]}`);
        if (m.layout === 'rows' && !m.upright) problems.push(`${game}: the two-row board does not stand lengthwise`);
        // The whole game on one screen, opened at the top: the board no
        // longer takes "at least 55% of the height" at the cost of the
        // rest (the actions were at y=1000 of 844).
        const scrolled = await page.evaluate(() => window.scrollY);
        if (scrolled !== 0) problems.push(`${game}: opened scrolled by ${scrolled} px`);
        for (const off of await offScreen(page)) problems.push(`${game}: ${off} (screen ${height})`);
        if (m.width > width) problems.push(`${game}: board ${m.width} px wide`);
        const by = await sideways(page);
        if (by > 0) problems.push(`${game}: page ${by} px too wide`);
        // Nothing said is cut off: the game's name, and what each player
        // holds (a hidden scroll is a cut to a player).
        for (const cut of await cutTexts(page)) problems.push(`${game}: ${cut}`);
        await page.screenshot({ path: path.join(SHOTS, `phone-${game}-${width}x${height}.png`) });
      }
      t.diagnostic(rows.join('\n'));
      assert.deepEqual(problems, []);
    });
  });
}

for (const [width, height] of [[740, 1000], [1280, 800], [844, 390]]) {
  test(`${width}x${height}: no page overflows sideways; boards fit the window height on desktop`, async (t) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await withPage(t, env.browser, { viewport: { width, height } }, async ({ page }) => {
      const problems = [];
      const rows = [];
      for (const game of GAMES) {
        await startHere(page, game);
        const m = await measure(page);
        rows.push(`${game} ${m.layout}: smallest ${m.smallest.toFixed(1)} px, board ${Math.round(m.width)}x${Math.round(m.height)}, bottom at ${Math.round(m.bottom)}`);
        const by = await sideways(page);
        if (by > 0) problems.push(`${game}: page ${by} px too wide`);
        if (width >= 1280 && m.bottom > height) problems.push(`${game}: the board runs to y=${Math.round(m.bottom)}`);
        if (width >= 1280) {
          // Dice and choices sit beside the board, within the window.
          const side = await page.locator('.side').boundingBox();
          if (!(side && side.x > m.width)) problems.push(`${game}: no panel beside the board`);
        }
        await page.screenshot({ path: path.join(SHOTS, `screen-${game}-${width}x${height}.png`) });
      }
      for (const route of ['#/', '#/games', '#/rules/owari']) {
        await page.goto(env.url(route));
        await page.waitForTimeout(300);
        const by = await sideways(page);
        if (by > 0) problems.push(`${route}: page ${by} px too wide`);
      }
      t.diagnostic(rows.join('\n'));
      assert.deepEqual(problems, []);
    });
  });
}

test('player panels show the names, stores and the player to move, as the engine says', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
    for (const game of ['owari', 'rainbow-chase']) {
      await startHere(page, game);
      for (let k = 0; k < 6; k++) {
        const { record } = await readSaved(page, game);
        const state = engineState(record);
        const panels = await page.$$eval('[data-testid^=player-]', (els) =>
          els.map((el) => ({
            seat: el.getAttribute('data-testid'),
            name: el.getAttribute('data-name'),
            store: Number(el.getAttribute('data-store')),
            toMove: el.getAttribute('data-to-move') === 'true',
            text: el.innerText,
          })));
        panels.sort((a, b) => a.seat.localeCompare(b.seat));
        assert.deepEqual(panels.map((p) => p.seat), ['player-0', 'player-1']);
        assert.deepEqual(panels.map((p) => p.name), ['South', 'North'], `${game}: names`);
        assert.deepEqual(panels.map((p) => p.store), state.stores, `${game}: stores after ${record.moves.length} moves`);
        assert.deepEqual(panels.map((p) => p.toMove), [0, 1].map((s) => s === state.to_move), `${game}: to move`);
        assert.match(panels[0].text, /Person/);
        const legal = await legalPits(page);
        if (!legal.length || state.over) break;
        await playPit(page, legal[k % legal.length]);
      }
    }
    // A computer's seat says so, with its level.
    await page.goto(env.url('#/play/owari'));
    await menuClick(page, 'new-game');
    await page.locator('[data-testid=quick-computer]').click();
    await page.locator(SEL.board).waitFor();
    assert.match(await page.locator('[data-testid=player-1]').innerText(), /Computer \(Medium\)/);
    assert.match(await page.locator('[data-testid=player-0]').innerText(), /Person/);
  });
});

test('the menu opens, closes with Escape (focus back on its button), and each action in it works', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await startHere(page, 'owari');
    const button = page.locator('[data-testid=menu-button]');
    const menu = page.locator('[data-testid=menu]');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.isVisible(), false);
    await button.click();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await menu.locator('[data-testid=speed]').focus();
    await page.keyboard.press('Escape');
    assert.equal(await menu.isVisible(), false, 'Escape closes the menu');
    assert.equal(await button.evaluate((b) => b === document.activeElement), true, 'focus is back on the button');
    // A tap outside the menu closes it too.
    await button.click();
    assert.equal(await menu.isVisible(), true);
    await page.locator('[data-testid=status]').click();
    assert.equal(await menu.isVisible(), false, 'a tap outside closes the menu');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');

    // Settings: speed, sounds, thinking time, theme.
    await openMenu(page);
    await page.locator('[data-testid=speed]').selectOption('fast');
    await page.locator('[data-testid=sounds]').check();
    await page.locator('[data-testid=think-time]').selectOption({ index: 0 });
    await page.locator('[data-testid=menu-theme]').selectOption('light');
    const settings = JSON.parse(await page.evaluate(() => localStorage.getItem('rainbow-games/settings')));
    assert.equal(settings.speed, 'fast');
    assert.equal(settings.sounds, true);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.locator('[data-testid=speed]').selectOption('instant');

    // Export and import open their panels (and close the menu).
    await menuClick(page, 'export');
    assert.equal(await menu.isVisible(), false, 'an action closes the menu');
    await page.locator('[data-testid=export-panel]').waitFor();
    await menuClick(page, 'import');
    await page.locator('[data-testid=import-text]').waitFor();

    // New game opens the dialog; Cancel closes it and keeps the game.
    await playPit(page, (await legalPits(page))[0]);
    await menuClick(page, 'new-game');
    await page.locator(SEL.dialog).waitFor();
    await page.locator('[data-testid=cancel]').click();
    await page.locator(SEL.dialog).waitFor({ state: 'hidden' });
    assert.equal((await readSaved(page, 'owari')).record.moves.length, 1);

    // Ending by agreement ends the game; the result is over the board.
    page.on('dialog', (d) => d.accept());
    await menuClick(page, 'agree');
    await page.locator('[data-testid=confirm-yes]').click();
    const result = page.locator(SEL.result);
    await result.waitFor();
    const board = await page.locator(SEL.board).boundingBox();
    const over = await result.boundingBox();
    assert.ok(over.y >= board.y - 1 && over.y + over.height <= board.y + board.height + 1, 'the result sits over the board');
    assert.ok(await page.locator('[data-testid=play-again]').isVisible());
    assert.equal(await page.locator('[data-testid=swap-sides]').count(), 0, 'two people here: nothing to swap');
    // The winner first, with the winner's score first.
    const headline = await result.locator('h2').innerText();
    const [, w, l] = headline.match(/^(?:North|South) wins (\d+)–(\d+)$/) ?? headline.match(/^A draw, (\d+)–(\d+)$/) ?? [];
    assert.ok(Number(w) >= Number(l), headline);
    await page.locator('[data-testid=play-again]').click();
    await result.waitFor({ state: 'hidden' });
    assert.equal((await readSaved(page, 'owari')).record.moves.length, 0, 'play again starts afresh');
  });
});

test('"Play vs computer" starts a game in two clicks; Escape and a click outside close the dialog', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await page.goto(env.url('#/'));
    await page.locator('[data-game=owari] [data-testid=play]').click();
    await page.locator('[data-testid=quick-computer]').click();
    await page.locator(SEL.dialog).waitFor({ state: 'hidden' });
    await page.locator(SEL.board).waitFor();
    const saved = await readSaved(page, 'owari');
    assert.deepEqual(saved.seats, [null, 'medium'], 'the person plays South against the computer');
    // Start is at the top: within the first screen.
    await menuClick(page, 'new-game');
    const start = await page.locator('[data-testid=quick-computer]').boundingBox();
    assert.ok(start.y + start.height < 740 * 0.5, `Play vs computer at y=${start.y}`);
    // A click outside closes it.
    await page.mouse.click(5, 735);
    await page.locator(SEL.dialog).waitFor({ state: 'hidden' });
    // The first dialog of a game never played closes too: Escape goes back
    // to the list of games.
    await page.goto(env.url('#/play/giuthi'));
    await page.locator(SEL.dialog).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=game-card]').first().waitFor();
    assert.match(page.url(), /#\/$/);
  });
});

test('Rainbow Chase on a phone: a focused pit names its beads by colour under the board', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await startHere(page, 'rainbow-chase');
    const pit = page.locator('[data-testid=board] [data-pit]').first();
    await pit.focus();
    const detail = page.locator('[data-testid=pit-detail]');
    await detail.waitFor();
    const text = await detail.innerText();
    const count = Number(await pit.getAttribute('data-count'));
    const named = [...text.matchAll(/(\d+) (red|orange|yellow|green|blue|purple|violet)/g)].reduce((a, m) => a + Number(m[1]), 0);
    assert.match(text, /^Pit /);
    assert.equal(named, count, `"${text}" names every bead of the pit`);
    const size = await detail.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    assert.ok(size >= 14, `readable: ${size}px`);
  });
});

/** Taps `locator` at its centre, as a finger does. */
async function tapCentre(page, locator) {
  const b = await locator.boundingBox();
  assert.ok(b, 'something to tap');
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
}

test('every new route starts at the top: the rules and a game open with their heads on the screen', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 390, height: 844 }, touch: true }, async ({ page }) => {
    await page.goto(env.url('#/'));
    const last = page.locator('[data-testid=game-card]').last();
    await last.waitFor();
    // Down the list of games to the last card, then its Rules.
    await last.scrollIntoViewIfNeeded();
    assert.ok(await page.evaluate(() => window.scrollY) > 300, 'the home page was scrolled');
    await tapCentre(page, last.locator('[data-testid=rules]'));
    await page.waitForFunction(() => location.hash.startsWith('#/rules/'));
    await page.locator('[data-testid=rules-play]').waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the rules open at the top');
    // Back home, down to the last card again, then its Play.
    await page.goto(env.url('#/'));
    await last.waitFor();
    await last.scrollIntoViewIfNeeded();
    assert.ok(await page.evaluate(() => window.scrollY) > 300, 'the home page was scrolled');
    await tapCentre(page, last.locator('[data-testid=play]'));
    await page.waitForFunction(() => location.hash.startsWith('#/play/'));
    await page.locator(`${SEL.dialog}, ${SEL.board}`).first().waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the game opens at the top');
  });
});

for (const [width, height] of [[360, 740], [390, 844]]) {
  test(`${width}x${height}: the result opens with its headline on the screen, in every game`, async (t) => {
    await withPage(t, env.browser, { viewport: { width, height }, touch: true }, async ({ page }) => {
      const problems = [];
      for (const game of GAMES) {
        await startHere(page, game);
        await menuClick(page, 'agree');
        await page.locator('[data-testid=confirm-yes]').click();
        const headline = page.locator(`${SEL.result} h2`);
        await headline.waitFor();
        const b = await headline.boundingBox();
        if (!(b.y >= 0 && b.y + b.height <= height)) problems.push(`${game}: the headline at y=${Math.round(b.y)}`);
      }
      assert.deepEqual(problems, []);
    });
  });
}

// A long result: two computers share a three-player Reapers win, so the
// headline names both and the explanation runs to four lines. On a phone
// the card still shows its first action (Rematch) without scrolling it.
for (const [width, height] of [[360, 740], [390, 844]]) {
  test(`${width}x${height}: a long result keeps its first action in sight inside the card`, async (t) => {
    const record = fs.readFileSync(path.join(ROOT, 'tests', 'data', 'reapers-shared-win.json'), 'utf8').trim();
    await withPage(t, env.browser, { viewport: { width, height }, touch: true }, async ({ page }) => {
      const moves = JSON.parse(record).moves.length;
      await openSaved(page, env.server.url, 'spectral-reapers', record, moves, [null, 'beginner', 'beginner']);
      const card = page.locator(SEL.result);
      await card.waitFor();
      assert.match(await card.locator('h2').innerText(), /share the win/);
      const [c, a, scrolled] = await card.evaluate((el) => {
        const box = (n) => {
          const r = n.getBoundingClientRect();
          return { y: r.top, h: r.height };
        };
        return [box(el), box(el.querySelector('.result-actions button')), el.scrollTop];
      });
      assert.equal(scrolled, 0, 'the card opens at its top');
      assert.ok(
        a.y >= c.y - 0.5 && a.y + a.h <= c.y + c.h + 0.5 && a.y + a.h <= height,
        `the first action is out of sight: card ${JSON.stringify(c)}, action ${JSON.stringify(a)}`,
      );
    });
  });
}

test('1280x800: every game mid-play, for the screenshots', async (t) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await withPage(t, env.browser, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    for (const game of GAMES) {
      await startHere(page, game);
      // A few moves by the first thing to click: a choice, the dice, a
      // target, a piece, a pit.
      for (let k = 0; k < 10; k++) {
        const next = page.locator([
          '[data-testid=decision] [data-choice]', '[data-testid=placement-done]:not([disabled])', '[data-testid=roll]:not([disabled])',
          '[data-testid=board] [data-target]', '[data-testid=board] [data-piece][data-movable=true]',
          '[data-testid=board] [data-pit][data-legal=true]', '[data-testid=end-turn]', '[data-testid=pass]',
        ].join(', ')).first();
        if (!(await next.count()) || await page.locator(SEL.result).isVisible()) break;
        await next.click();
        await page.waitForTimeout(50);
      }
      await page.screenshot({ path: path.join(SHOTS, `play-${game}-1280x800.png`) });
    }
  });
});
