// Endings a person asks for: resigning against the computer (confirmed on
// the page, no pop-up), a draw offer the computer declines when its search
// says it stands better, and a draw between people. Each is a move of the
// record, so the engine (`rgames state`) agrees and a reload keeps it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  setup, withPage, readSaved, readMoves, engineState, legalPits, playPit, gameKey, SEL, menuClick, openMenu,
} from './helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const status = (page) => page.locator('[data-testid=status]');

/** Fails on any browser pop-up: endings are confirmed on the page. */
function noPopups(page) {
  const popups = [];
  page.on('dialog', (d) => {
    popups.push(d.message());
    d.dismiss().catch(() => {});
  });
  return popups;
}

/** Opens Owari with a saved game: `moves` played, North a computer
 *  (thinking for `thinkMs` at the strongest level). */
async function openSaved(page, moves, seats = [null, 'medium'], thinkMs = 2000) {
  await page.goto(env.url('#/'));
  const saved = {
    record: { game: 'owari', options: { first_player: 'south' }, seed: 1, moves },
    cursor: moves.length,
    seats,
  };
  await page.evaluate(([key, value, settings]) => {
    localStorage.setItem(key, value);
    localStorage.setItem('rainbow-games/settings', settings);
  }, [gameKey('owari'), JSON.stringify(saved), JSON.stringify({ speed: 'instant', think_ms: thinkMs })]);
  await page.goto(env.url('#/play/owari'));
  await page.locator(SEL.board).waitFor();
}

test('resigning against the computer ends the game at once, confirmed on the page', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    const popups = noPopups(page);
    await openSaved(page, ['C', 'c']);
    await menuClick(page, 'resign');
    const confirm = page.locator('[data-testid=confirm]');
    await confirm.waitFor();
    assert.match(await confirm.innerText(), /South loses/);
    // Cancel: the game goes on.
    await page.locator('[data-testid=confirm-no]').click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal((await readSaved(page, 'owari')).record.moves.length, 2);
    // Resign for real.
    await menuClick(page, 'resign');
    await page.locator('[data-testid=confirm-yes]').click();
    const result = page.locator(SEL.result);
    await result.waitFor();
    assert.match(await result.innerText(), /South resigned/);
    // Nothing is left for the computer to do: its pause is off.
    assert.equal(await page.locator('[data-testid=computer-pause]').isDisabled(), true, 'pause after the end');
    const { record } = await readSaved(page, 'owari');
    assert.deepEqual(record.moves, ['C', 'c', 'resign:0']);
    const state = engineState(record);
    assert.equal(state.over, true);
    assert.equal(state.winner, 1);
    assert.equal(await result.getAttribute('data-winner'), String(state.winner));
    assert.equal((await readMoves(page)).at(-1), 'resign:0');
    assert.match(await page.locator('[data-testid=move-list] li[data-move="resign:0"]').innerText(), /resigns/);
    assert.match(await status(page).innerText(), /Game over/);
    // Saved: a reload shows the same ending.
    await page.reload();
    await page.locator(SEL.result).waitFor();
    assert.match(await page.locator(SEL.result).innerText(), /South resigned/);
    // The winner comes first, named as the person sees them.
    assert.match(await result.locator('h2').innerText(), /^Computer \(Medium\) wins \d+–\d+$/);
    // Swap sides: a new game with the person on North, against the same computer.
    await page.locator('[data-testid=swap-sides]').click();
    await result.waitFor({ state: 'hidden' });
    const swapped = await readSaved(page, 'owari');
    assert.deepEqual(swapped.seats, ['medium', null], 'the person now plays North');
    assert.equal(swapped.record.moves.length, swapped.cursor);
    assert.deepEqual(popups, [], 'no browser pop-up');
  });
});

test('a person may resign while the computer is thinking', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await openSaved(page, ['C'], [null, 'strongest'], 5000);
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.dataset.thinking === 'true');
    await menuClick(page, 'resign');
    await page.locator('[data-testid=confirm-yes]').click();
    await page.locator(SEL.result).waitFor();
    const { record } = await readSaved(page, 'owari');
    assert.deepEqual(record.moves, ['C', 'resign:0'], 'South resigned while North was to move');
    assert.equal(engineState(record).winner, 1);
    // The search was stopped: no move of North's comes after.
    await page.waitForTimeout(1000);
    assert.deepEqual((await readSaved(page, 'owari')).record.moves, ['C', 'resign:0']);
  });
});

// South to move, North (the computer) 13 seeds ahead: 4–17.
const NORTH_AHEAD = 'A a B a C a D a E a A b A a B b C c A a B b C c D a E a F d B e B f B a C a D a E a F b B f A e A a B b C c'.split(' ');

test('the computer declines a draw when its search says it stands better, and the game goes on', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    const popups = noPopups(page);
    await openSaved(page, NORTH_AHEAD);
    assert.match(await status(page).innerText(), /Your turn/);
    await menuClick(page, 'offer-draw');
    const answer = page.locator('[data-testid=draw-answer]');
    await page.waitForFunction(() => document.querySelector('[data-testid=draw-answer]')?.textContent.trim().length > 0, null, { timeout: 15_000 });
    const said = await answer.innerText();
    t.diagnostic(`the computer said: ${said}`);
    assert.match(said, /^Computer \(Medium\) declined the draw/);
    assert.equal(await page.locator(SEL.result).count(), 0, 'the game goes on');
    const { record } = await readSaved(page, 'owari');
    assert.equal(record.moves.length, NORTH_AHEAD.length, 'nothing was recorded');
    assert.match(await status(page).innerText(), /Your turn/);
    // South plays on; the answer goes with the move.
    await playPit(page, (await legalPits(page))[0]);
    assert.equal((await answer.innerText()).trim(), '');
    assert.deepEqual(popups, []);
  });
});

test('people at one screen agree a draw; the record says so', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await openSaved(page, ['C', 'c'], [null, null]);
    // The menu's buttons are drawn when it is first opened.
    await openMenu(page);
    assert.equal(await page.locator('[data-testid=agree]').count(), 1, 'people may still end by agreement');
    await menuClick(page, 'offer-draw');
    await page.locator('[data-testid=confirm-yes]').click();
    const result = page.locator(SEL.result);
    await result.waitFor();
    assert.match(await result.innerText(), /agreed to a draw/);
    const { record } = await readSaved(page, 'owari');
    assert.deepEqual(record.moves, ['C', 'c', 'draw']);
    const state = engineState(record);
    assert.equal(state.winner, 'draw');
  });
});

test('against the computer there is no settlement by agreement', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await openSaved(page, ['C', 'c']);
    await openMenu(page);
    assert.equal(await page.locator('[data-testid=agree]').count(), 0);
    assert.ok(await page.locator('[data-testid=offer-draw]').isEnabled());
  });
});
