// The board editor (#/editor/<game>, src/ui/editor): a position set up
// on a phone by tapping and by keyboard, checked by the game's own
// notation reader (its reason shown, the actions disabled), pasted in as
// notation, analysed as `rgames analyse --position` analyses it, and
// played from.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileSetup, withPage, rgames, readBoard, openRecord, openMenu, RGAMES, SEL, ARTIFACTS } from './helpers.mjs';

const env = fileSetup();
const PHONE = { viewport: { width: 360, height: 740 }, touch: true };

// An Owari end game: South to move, C and F to sow.
const END_GAME = '0,0,1,0,0,2/0,1,0,0,1,1 19:23 s';

const verdict = (page) => page.locator('[data-testid=editor-verdict]');
const notation = (page) => page.locator('[data-testid=editor-notation]').inputValue();
const plus = (page, cell) => page.locator(`[data-testid=${cell}] button`).nth(1);
const count = (page, cell) => page.locator(`[data-testid=${cell}] input`);

async function openEditor(page, game) {
  await page.goto(env.url(`#/editor/${game}`));
  await page.locator('[data-testid=editor-page]').waitFor();
  await verdict(page).waitFor();
}

test('an invalid position shows the engine\'s reason, in the page\'s language, and cannot be played', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'owari');
    assert.equal(await verdict(page).getAttribute('data-valid'), 'true', 'the start is a position');
    await page.locator('[data-testid=editor-empty]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'false');
    assert.match(await verdict(page).textContent(), /0 seeds in all; this game has 48/);
    for (const action of ['analyse', 'play-computer', 'play-friend', 'save']) {
      assert.equal(await page.locator(`[data-testid=editor-${action}]`).isDisabled(), true, `${action} is disabled`);
    }
    // The same in French.
    await page.locator('select[data-testid=language]').selectOption('fr');
    await page.locator('[data-testid=editor-page]').waitFor();
    await page.locator('[data-testid=editor-empty]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'false');
    assert.match(await verdict(page).textContent(), /ne peut pas être jouée.*0 graines en tout ; ce jeu en a 48/);
  });
});

test('an Owari end game set up by tapping is analysed as rgames analyses it', async (t) => {
  const expected = rgames('analyse', 'owari', '--position', END_GAME);
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'owari');
    await page.locator('[data-testid=editor-empty]').tap();
    // Seeds by tapping +: C, F twice (South's row 0), b, e, f (North's).
    for (const [cell, taps] of [['editor-pit-0-2', 1], ['editor-pit-0-5', 2], ['editor-pit-1-1', 1], ['editor-pit-1-4', 1], ['editor-pit-1-5', 1]]) {
      for (let i = 0; i < taps; i++) await plus(page, cell).tap();
    }
    // The stores by typing their counts.
    for (const [cell, n] of [['editor-store-0', '19'], ['editor-store-1', '23']]) {
      await count(page, cell).tap();
      await count(page, cell).fill(n);
      await count(page, cell).press('Enter');
      await count(page, cell).blur();
    }
    await page.locator('[data-testid=editor-side-n]').tap();
    assert.match(await notation(page), / n$/);
    await page.locator('[data-testid=editor-side-s]').tap();
    assert.equal(await notation(page), END_GAME);
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    assert.equal(await page.locator('[data-testid=editor-analyse]').isDisabled(), false);

    await page.locator('[data-testid=editor-analyse]').tap();
    const stats = page.locator('[data-testid=analysis-stats]');
    await stats.waitFor({ timeout: 30_000 });
    await page.waitForFunction((depth) => document.querySelector('[data-testid=analysis-stats]')?.dataset.depth === String(depth), expected.depth, { timeout: 30_000 });
    assert.equal(await stats.getAttribute('data-nodes'), String(expected.nodes));
    const shown = await page.locator('[data-testid=analysis-move]').evaluateAll((bs) =>
      bs.map((b) => ({ move: b.dataset.move, value: Number(b.dataset.value), exact: b.dataset.exact === 'true' })));
    assert.deepEqual(shown, expected.moves.map((m) => ({ move: m.move, value: m.value, exact: m.exact })));
  });
});

test('Spectral Reapers: the players come from the preset, the ring has two pits each', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'spectral-reapers');
    await page.locator('[data-testid=editor-preset]').selectOption('4-players');
    await page.waitForFunction(() => document.querySelectorAll('[data-edit-place^="cup-"]').length === 4);
    assert.equal(await page.locator('[data-edit-place^="pit-"]').count(), 8);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^=editor-seat-]').length === 4);
    assert.equal(await verdict(page).getAttribute('data-valid'), 'true');
    const line = await notation(page);
    assert.equal(line.split(' ')[1].split(':').length, 4, line);
  });
});

test('a position pasted as notation loads, and Play from here plays a move on it', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'owari');
    await page.locator('[data-testid=editor-notation]').fill(END_GAME);
    await page.locator('[data-testid=editor-load]').tap();
    await page.waitForFunction((line) => document.querySelector('[data-testid=editor-notation]')?.value === line, END_GAME);
    assert.equal(await count(page, 'editor-pit-0-5').inputValue(), '2');
    assert.equal(await count(page, 'editor-store-1').inputValue(), '23');
    assert.equal(await verdict(page).getAttribute('data-valid'), 'true');

    // Something that is no position: the engine's reason, no panic.
    await page.locator('[data-testid=editor-notation]').fill('4,4,4 0:0 s');
    await page.locator('[data-testid=editor-load]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'false');
    assert.match(await verdict(page).textContent(), /cannot be played/);
    assert.equal(await page.locator('[data-testid=editor-play-friend]').isDisabled(), true);

    await page.locator('[data-testid=editor-notation]').fill(END_GAME);
    await page.locator('[data-testid=editor-load]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    await page.locator('[data-testid=editor-play-friend]').tap();
    await page.locator(SEL.board).waitFor();
    const board = await readBoard(page);
    assert.deepEqual(board.stores, [19, 23], 'the game starts from the position set up');
    const state = rgames('state', 'owari', '--position', END_GAME, '--moves', 'F');
    await page.locator(SEL.pit('F')).tap();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 1);
    // The board after it is the engine's.
    await page.waitForFunction((stores) => {
      const b = document.querySelector('[data-testid=board]');
      return b && JSON.stringify([0, 1].map((s) => Number(b.querySelector(`[data-store="${s}"]`)?.dataset.count))) === stores;
    }, JSON.stringify(state.stores));
    assert.deepEqual((await readBoard(page)).stores, state.stores);
  });
});

test('a Rainbow Chase position is set up by keyboard, colour by colour', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'rainbow-chase');
    const start = await notation(page);
    assert.match(start, /^4r,4o,/);
    // Red is the colour edited (the first); two of South's first pit's
    // reds go to South's captures, typed.
    await page.locator('[data-testid=editor-colour][data-colour="0"]').focus();
    await page.keyboard.press('Enter');
    await count(page, 'editor-pit-0-0').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'false');
    assert.match(await verdict(page).textContent(), /beads of colour/);
    await count(page, 'editor-store-0').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    const line = await notation(page);
    assert.match(line, /^2r,4o,/);
    assert.equal(line.split(' ')[1], '2r:0');
    // The engine reads it as the editor wrote it.
    assert.equal(rgames('state', 'rainbow-chase', '--position', line).over, false);
  });
});

// Rainbow Passage's board in the editor (src/ui/editor/passage.rs): the
// game's grid, every square a button. From the start of an 11x11 board
// given by its seed (#5), South's first piece two squares forward, North's
// second captured, North to move with the dice rolled: by tapping on a
// phone, then by keyboard; the line is what the engine reads.
const PASSAGE = '#5 c1.,e1.,g1.,i1.:i11.,g11.,e11.,c11. 1 0 roll';
const square = (page, name) => page.locator(`[data-edit-square="${name}"]`);
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el?.dataset?.testid || el?.dataset?.editSquare || el?.tagName;
});

async function openPassage(page) {
  await page.goto(env.url(`#/editor/rainbow-passage?p=${encodeURIComponent(PASSAGE)}`));
  await page.locator('[data-testid=editor-grid]').waitFor();
  await page.waitForFunction((line) => document.querySelector('[data-testid=editor-notation]')?.value === line, PASSAGE);
}

/** Presses Tab until the element focused is `want` (a test id or a
 *  square's name), at most `max` times. */
async function tabTo(page, want, max = 60) {
  for (let i = 0; i < max; i++) {
    if ((await focused(page)) === want) return;
    await page.keyboard.press('Tab');
  }
  assert.equal(await focused(page), want, `Tab reaches ${want}`);
}

test('a Rainbow Passage position is set up by tapping its squares, read as the engine reads it, and played from', async (t) => {
  const rows = rgames('state', 'rainbow-passage', '--position', PASSAGE).rows;
  // The board as set up by hand: a1 (South's left corner) painted red,
  // the other squares as seed 5 laid them (rows from South).
  const painted = [...rows].reverse().join('/').replace(/^./, 'r');
  const expected = `${painted} c1-c3,e1.,g1.,i1.:i11.,g11x,e11.,c11. 2 6 @rrby`;
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openPassage(page);
    assert.equal(await verdict(page).getAttribute('data-valid'), 'true');
    // South's first piece (from c1) onto c3.
    await square(page, 'c3').tap();
    await page.locator('[data-testid=editor-chooser][data-square=c3]').waitFor();
    await page.locator('[data-testid=editor-put-0-0]').tap();
    assert.match(await square(page, 'c3').getAttribute('aria-label'), /^c3, .*: South's piece from c1$/);
    // North's piece on g11 captured.
    await square(page, 'g11').tap();
    await page.locator('[data-testid=editor-capture]').tap();
    assert.match(await square(page, 'g11').getAttribute('aria-label'), /: empty$/);
    // a1 painted red.
    await square(page, 'a1').tap();
    await page.locator('[data-testid=editor-paint-0]').tap();
    // North to move, six turns played, four dice rolled (three pieces on
    // the board: four dice).
    await page.locator('[data-testid=editor-seat-1]').tap();
    await page.locator('[data-testid=editor-turns]').fill('6');
    await page.locator('[data-testid=editor-turns]').press('Enter');
    for (const [c, n] of [[0, 2], [2, 1], [3, 1]]) {
      for (let i = 0; i < n; i++) await page.locator(`[data-testid=editor-die-${c}-more]`).tap();
    }
    assert.equal(await notation(page), expected);
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    // The board, its chooser and the controls fit a 360 px phone.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no sideways scroll');
    fs.mkdirSync(path.join(ARTIFACTS, 'screens'), { recursive: true });
    await square(page, 'c3').tap();
    await page.screenshot({ path: path.join(ARTIFACTS, 'screens', 'editor-passage-360x740.png'), fullPage: true });

    const state = rgames('state', 'rainbow-passage', '--position', expected);
    assert.equal(state.over, false);
    assert.deepEqual(state.dice, ['red', 'red', 'blue', 'yellow']);
    await page.locator('[data-testid=editor-play-friend]').tap();
    await page.locator(SEL.board).waitFor();
    await page.locator('[data-testid=board] [data-piece]').first().waitFor();
    const pieces = await page.locator('[data-testid=board] [data-piece]').evaluateAll((ps) =>
      ps.map((p) => `${p.dataset.owner}:${p.dataset.piece}`).sort());
    assert.deepEqual(pieces, state.pieces.map((p) => `${p.owner}:${p.square}`).sort());
    assert.equal(await page.locator('[data-testid=dice] [data-die]').count(), 4);
  });
});

test('a Rainbow Passage position is set up by keyboard, square by square, and analysed', async (t) => {
  const expected = '#5 c1-c3,e1.,g1.,i1.:i11.,g11.,e11.,c11. 2 0 @rrrrr';
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openPassage(page);
    // From the preset's choice, Tab reaches the board (one square takes
    // the focus: a1), the arrows move it.
    await page.locator('[data-testid=editor-preset]').focus();
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'a1');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
    assert.equal(await focused(page), 'c3');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=editor-chooser][data-square=c3]').waitFor();
    await tabTo(page, 'editor-put-0-0');
    await page.keyboard.press('Enter');
    assert.match(await square(page, 'c3').getAttribute('aria-label'), /South's piece from c1/);
    await tabTo(page, 'editor-seat-1');
    await page.keyboard.press(' ');
    // Five red dice (North has four pieces on the board).
    await tabTo(page, 'editor-die-0-more');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
    assert.equal(await notation(page), expected);
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    assert.equal(rgames('state', 'rainbow-passage', '--position', expected).over, false);
    await tabTo(page, 'editor-analyse');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=board] [data-piece="c3"]').waitFor();
    assert.equal(await page.locator('[data-testid=board] [data-piece="c3"]').getAttribute('data-owner'), '0');
  });
});

// Spectral Reapers' ring in the editor (src/ui/editor/reapers.rs): three
// players (red, blue, yellow), every pit and cup a button; the place
// chosen is edited colour by colour. A sowing position set up from an
// empty ring, by tapping and by keyboard.
const REAPERS_START = '0,0,0,0,0,0 0:0:0 1 1 place:0';
const REAPERS = '4r3b,4y,4r,4y4b,3r,3y 4b:0:0 2 1 sow';
const place = (page, which) => page.locator(`[data-edit-place="${which}"]`);

test('a Spectral Reapers position with three players is set up on its ring by tapping and by keyboard, and played from', async (t) => {
  const state = rgames('state', 'spectral-reapers', '--position', REAPERS);
  assert.equal(state.over, false);
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await page.goto(env.url(`#/editor/spectral-reapers?p=${encodeURIComponent(REAPERS_START)}`));
    await page.locator('[data-testid=editor-ring]').waitFor();
    assert.equal(await page.locator('[data-edit-place^="pit-"]').count(), 6);
    assert.equal(await page.locator('[data-edit-place^="cup-"]').count(), 3);
    // By tapping: A (4 red, 3 blue), B (4 yellow), C (4 red).
    for (const [pit, beads] of [[0, [[0, 4], [4, 3]]], [1, [[2, 4]]], [2, [[0, 4]]]]) {
      await place(page, `pit-${pit}`).tap();
      for (const [c, n] of beads) {
        for (let i = 0; i < n; i++) await page.locator(`[data-testid=editor-beads-${c}-more]`).tap();
      }
    }
    assert.match(await place(page, 'pit-0').getAttribute('aria-label'), /A.*7.*4 red.*3 blue/);
    // By keyboard: D (4 blue, 4 yellow: the colours in seat order), E (3
    // red), F (3 yellow) and the first seat's cup (4 blue captured): each
    // place focused, Enter chooses it, Tab reaches its counts, typed.
    for (const [which, beads] of [['pit-3', [[4, 4], [2, 4]]], ['pit-4', [[0, 3]]], ['pit-5', [[2, 3]]], ['cup-0', [[4, 4]]]]) {
      await place(page, which).focus();
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.editPlace), which);
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=editor-chosen]').waitFor();
      for (const [c, n] of beads) {
        await tabTo(page, `editor-beads-${c}-count`);
        await page.keyboard.press('Control+A');
        await page.keyboard.type(String(n));
        await page.keyboard.press('Tab');
      }
    }
    await tabTo(page, 'editor-seat-1');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=editor-phase]').selectOption('sow');
    assert.equal(await notation(page), REAPERS);
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no sideways scroll');
    fs.mkdirSync(path.join(ARTIFACTS, 'screens'), { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'screens', 'editor-reapers-360x740.png'), fullPage: true });

    await page.locator('[data-testid=editor-play-friend]').tap();
    await page.locator(SEL.board).waitFor();
    await page.locator('[data-testid=board] [data-pit="A"]').waitFor();
    const pits = await page.locator('[data-testid=board] [data-pit]').evaluateAll((ps) => ps.map((p) => Number(p.dataset.count)));
    assert.deepEqual(pits, state.pits);
  });
});

test('Save to My games keeps the position, listed with the games and opened from there', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'owari');
    await page.locator('[data-testid=editor-notation]').fill(END_GAME);
    await page.locator('[data-testid=editor-load]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=editor-verdict]')?.dataset.valid === 'true');
    await page.locator('[data-testid=editor-save]').tap();
    await page.locator('[data-testid=editor-notice]').waitFor();
    assert.match(await page.locator('[data-testid=editor-notice]').textContent(), /Saved to My games/);
    await page.goto(env.url('#/games'));
    const row = page.locator('[data-testid=saved-game][data-game=owari]');
    await row.waitFor();
    assert.equal(await row.getAttribute('data-kind'), 'kept', 'a game that opens, not a damaged one');
    await row.locator('[data-action=saved-resume]').tap();
    await page.locator(SEL.board).waitFor();
    assert.deepEqual((await readBoard(page)).stores, [19, 23]);
  });
});

test('Set up position from the game\'s menu opens the editor on the position shown', async (t) => {
  const line = execFileSync(RGAMES, ['position', 'owari', '--seed', '3', '--moves', 'c'], { encoding: 'utf8' }).trim();
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openRecord(page, env.url(''), { game: 'owari', options: null, seed: 3, moves: ['c'] });
    await openMenu(page);
    await page.locator('[data-testid=menu-editor]').tap();
    await page.locator('[data-testid=editor-page]').waitFor();
    await page.waitForFunction((l) => document.querySelector('[data-testid=editor-notation]')?.value === l, line);
    assert.equal(await verdict(page).getAttribute('data-valid'), 'true');
  });
});

test('a position being set up is kept through a change of language, which draws the app again', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await openEditor(page, 'owari');
    await page.locator('[data-testid=editor-notation]').fill(END_GAME);
    await page.locator('[data-testid=editor-load]').tap();
    await page.waitForFunction((l) => document.querySelector('[data-testid=editor-notation]')?.value === l, END_GAME);
    await page.locator('select[data-testid=language]').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr' && /Placer/.test(document.querySelector('[data-testid=editor-page] h1')?.textContent ?? ''));
    await page.waitForTimeout(300);
    assert.equal(await notation(page), END_GAME, 'the position set up, not the start');
    assert.equal(await verdict(page).getAttribute('data-valid'), 'true');
  });
});
