// Computer players: a person against the computer (the reply is checked
// against the engine), the page staying usable while the worker thinks,
// undo taking back the computer's reply, a new game cancelling a search,
// computer against computer to the end, hints, moves with decisions inside
// them (Rainbow Chase, Spectral Reapers) and dice (Rainbow Passage).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, fileSetup, withPage, legalPits, moveCount, readMoves, readSaved, readBoard, currentIndex,
  engineState, assertBoardMatches, waitForMoveCount, SEL, menuClick, openMenu, openRulesOptions, startWith,
} from './helpers.mjs';

const env = fileSetup();

const status = (page) => page.locator('[data-testid=status]');

/** A language's one-line messages of `files` (assets/i18n/<lang>/) by key. */
function messages(lang, files) {
  const out = {};
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, 'assets', 'i18n', lang, file), 'utf8');
    for (const line of text.split('\n')) {
      const m = line.match(/^([a-z][a-z0-9_-]*) = (.*)$/);
      if (m && !m[2].includes('->')) out[m[1]] = m[2];
    }
  }
  return out;
}

/** Opens `game`, and starts a new game with `preset`, `options` (option
 *  controls by key) and `seats` (null for a person, else a level id). */
async function setThinkTime(page, ms) {
  await openMenu(page);
  await page.locator('[data-testid=think-time]').selectOption(String(ms));
}

/** The side (0 South, 1 North) that played each entry of the move list. */
function moveSides(page) {
  return page.$$eval('[data-testid=move-list] li[data-move] button', (bs) =>
    bs.map((b) => (b.className.includes('side-1') ? 1 : b.className.includes('side-0') ? 0 : -1)));
}

test('a person against the computer: the computer replies, the page stays usable, undo takes both moves back', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page, errors }) => {
    await page.goto(env.url('#/play/owari'));
    await startWith(page, env, 'owari', { preset: 'abapa', options: { first_player: 'south' }, seats: [null, 'beginner'] });
    await setThinkTime(page, 500);
    assert.match(await status(page).innerText(), /Your turn/);

    await page.locator(SEL.pit('C')).click();
    await waitForMoveCount(page, 2, 10_000);
    assert.deepEqual(await moveSides(page), [0, 1], 'South played, then North (the computer)');
    const saved = await readSaved(page, 'owari');
    assert.deepEqual(saved.seats, [null, 'beginner'], 'seats are saved with the game');
    const state = engineState(saved.record);
    assert.equal(state.to_move, 0);
    assertBoardMatches(await readBoard(page), state, 'after the computer reply');
    assert.match(await status(page).innerText(), /Your turn/);

    // (b) Undo takes back the computer's reply and the person's move.
    await page.locator(SEL.undo).click();
    assert.equal(await currentIndex(page), 0, 'back to the start');
    assert.equal(await moveCount(page), 2, 'both moves can be redone');
    assert.match(await status(page).innerText(), /Your turn/);
    assert.equal(await page.locator('[data-testid=computer-play]').count(), 0, 'a person is to move');
    // Redo once: North (the computer) is to move but does not play by
    // itself away from the end; it offers to play from there.
    await page.locator(SEL.redo).click();
    await page.locator('[data-testid=computer-play]').waitFor();
    await page.waitForTimeout(700);
    assert.equal(await currentIndex(page), 1, 'the computer waits away from the end');
    assert.match(await status(page).innerText(), /Computer \(Beginner\) to move/);
    await page.locator('[data-testid=computer-play]').click();
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('[data-testid=move-list] li[data-move]')];
      return items.length === 2 && items[1].getAttribute('aria-current') === 'step';
    });
    assert.deepEqual(await moveSides(page), [0, 1]);

    // While the computer thinks (Strongest, 2 s) the page answers at once.
    // (Owari's own rules: Abapa's opening book would answer at once.)
    await startWith(page, env, 'owari', { preset: 'seed', options: { first_player: 'south' }, seats: [null, 'strongest'] });
    await setThinkTime(page, 2000);
    await page.locator(SEL.pit('D')).click();
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.dataset.thinking === 'true', null, { timeout: 3000 });
    assert.match(await status(page).innerText(), /Computer \(Strongest\) is thinking/);
    const trips = [];
    for (let k = 0; k < 5; k++) {
      const t0 = Date.now();
      await page.evaluate(() => 1);
      trips.push(Date.now() - t0);
    }
    // A hover on a pit is answered by the app (Rust on the page's thread).
    const hoverMs = await page.evaluate(async () => {
      const why = document.querySelector('[data-testid=why]');
      const pit = document.querySelector('[data-testid=board] [data-pit="a"]');
      const before = why.textContent;
      const t0 = performance.now();
      pit.dispatchEvent(new MouseEvent('mouseenter'));
      while (why.textContent === before && performance.now() - t0 < 1000) {
        await new Promise((r) => setTimeout(r, 5));
      }
      return why.textContent !== before ? performance.now() - t0 : Infinity;
    });
    // And a setting changed through its select is stored by the app.
    await openMenu(page);
    const t1 = Date.now();
    await page.locator('[data-testid=speed]').selectOption('fast');
    await page.waitForFunction(() => localStorage.getItem('rainbow-games/settings').includes('fast'), null, { timeout: 1000 });
    const selectMs = Date.now() - t1;
    assert.equal(await status(page).getAttribute('data-thinking'), 'true', 'still thinking meanwhile');
    t.diagnostic(`while thinking: evaluate round trips ${trips.join(', ')} ms; hover answered in ${hoverMs.toFixed(1)} ms; select in ${selectMs} ms`);
    assert.ok(Math.max(...trips) < 200, `round trips ${trips}`);
    assert.ok(hoverMs < 200, `hover took ${hoverMs} ms`);
    assert.ok(selectMs < 400, `select took ${selectMs} ms`);
    await page.locator('[data-testid=speed]').selectOption('instant');
    await waitForMoveCount(page, 2, 10_000);
    const reply = engineState((await readSaved(page, 'owari')).record);
    assert.equal(reply.to_move, 0);
    assert.deepEqual(errors.filter((e) => !/integrity/.test(e)), []);
  });
});

test('a new game while the computer thinks cancels the search', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/owari'));
    // Owari's own rules: Abapa's opening book would answer without a search.
    await startWith(page, env, 'owari', { preset: 'seed', options: { first_player: 'south' }, seats: [null, 'strongest'] });
    await setThinkTime(page, 1000);
    await page.locator(SEL.pit('C')).click();
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.dataset.thinking === 'true');
    await startWith(page, env, 'owari', { preset: 'abapa', options: { first_player: 'south' }, seats: [null, 'strongest'] });
    assert.equal(await status(page).getAttribute('data-thinking'), 'false');
    await page.waitForTimeout(1800);
    assert.equal(await moveCount(page), 0, 'no move of the old search in the new game');
    assert.deepEqual((await readSaved(page, 'owari')).record.moves, []);
    // The next search still works (a fresh worker).
    await page.locator(SEL.pit('A')).click();
    await waitForMoveCount(page, 2, 10_000);
    assert.deepEqual(await moveSides(page), [0, 1]);
  });
});

test('computer against computer plays Owari to the end', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/owari'));
    await startWith(page, env, 'owari', { preset: 'abapa', seats: ['beginner', 'beginner'] });
    await setThinkTime(page, 500);
    await page.locator(SEL.result).waitFor({ state: 'visible', timeout: 60_000 });
    const { record } = await readSaved(page, 'owari');
    const state = engineState(record);
    assert.equal(state.over, true);
    assert.equal(await page.locator(SEL.result).getAttribute('data-stores'), state.stores.join(','));
    assert.deepEqual(await readMoves(page), record.moves);
    assert.match(await status(page).innerText(), /Game over/);
    t.diagnostic(`${record.moves.length} moves; ${state.reason}`);
    // Undo among computers steps back one move and pauses them.
    await page.locator(SEL.undo).click();
    assert.equal(await page.locator('[data-testid=computer-pause]').getAttribute('aria-pressed'), 'true');
    assert.equal(await currentIndex(page), record.moves.length - 1);
    await page.waitForTimeout(300);
    assert.equal(await currentIndex(page), record.moves.length - 1, 'paused: nothing is played');
  });
});

test('a hint names a legal move and highlights its pit without playing it', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/owari'));
    await startWith(page, env, 'owari', { preset: 'abapa', options: { first_player: 'south' }, seats: [null, null] });
    await setThinkTime(page, 500);
    await page.locator(SEL.pit('B')).click();
    await waitForMoveCount(page, 1);
    await page.locator('[data-testid=hint]').click();
    const hint = page.locator('[data-testid=hint-text]');
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid=hint-text]')?.textContent || ''), null, { timeout: 5000 });
    const text = await hint.innerText();
    const pit = /sow from pit ([a-f])$/.exec(text)?.[1];
    assert.ok(pit, `a North pit is named: ${text}`);
    assert.ok((await legalPits(page)).includes(pit), `${pit} is legal`);
    const hinted = await page.$$eval('[data-testid=board] .pit.hinted', (gs) => gs.map((g) => g.getAttribute('data-pit')));
    assert.deepEqual(hinted, [pit]);
    assert.equal(await moveCount(page), 1, 'the hint is not played');
    // Playing a move clears it.
    await page.locator(SEL.pit(pit)).click();
    await waitForMoveCount(page, 2);
    assert.equal(await page.locator('[data-testid=board] .pit.hinted').count(), 0);
    assert.equal((await hint.innerText()).trim(), '');
  });
});

test('moves with decisions inside them: Rainbow Chase and Spectral Reapers', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/rainbow-chase'));
    await startWith(page, env, 'rainbow-chase', { preset: 'seed', seats: ['beginner', 'easy'] });
    await setThinkTime(page, 500);
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll('[data-testid=move-list] li[data-move]')];
      const starts = items.filter((li) => !li.classList.contains('continues')).length;
      return starts >= 9 || document.querySelector('[data-testid=result]');
    }, null, { timeout: 40_000 });
    await page.locator('[data-testid=computer-pause]').click();
    const { record } = await readSaved(page, 'rainbow-chase');
    const state = engineState(record); // throws if any move was illegal
    const inner = record.moves.filter((m) => /^[+x-]/.test(m));
    t.diagnostic(`rainbow-chase: ${record.moves.length} actions, ${inner.length} inside moves: ${record.moves.join(' ')}`);
    assert.ok(inner.length > 0, 'decisions inside moves were played');
    assertBoardMatches(await readBoard(page), state, 'rainbow chase');

    await page.goto(env.url('#/play/spectral-reapers'));
    await startWith(page, env, 'spectral-reapers', { preset: 'seed', seats: ['beginner', 'beginner', 'beginner'] });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length >= 8 ||
      document.querySelector('[data-testid=result]'), null, { timeout: 40_000 });
    await page.locator('[data-testid=computer-pause]').click();
    const reapers = (await readSaved(page, 'spectral-reapers')).record;
    engineState(reapers);
    t.diagnostic(`spectral-reapers: ${reapers.moves.join(' ')}`);
    assert.ok(reapers.moves.slice(0, 3).every((m) => /^([A-Z]\d)+$/.test(m)), 'three placements first');
  });
});

test('Rainbow Passage: computer seats roll and move by themselves', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/play/rainbow-passage'));
    await startWith(page, env, 'rainbow-passage', { preset: 'seed', options: { first_player: 'random' }, seats: ['beginner', 'beginner'] });
    await setThinkTime(page, 500);
    // The roll-off, then turns each started by a roll.
    await page.waitForFunction(() => {
      const moves = [...document.querySelectorAll('[data-testid=move-list] li[data-move]')].map((li) => li.dataset.move);
      const rolls = moves.filter((m) => m.startsWith('@')).length;
      const steps = moves.filter((m) => m.includes('-')).length;
      return (rolls >= 5 && steps >= 3) || document.querySelector('[data-testid=result]');
    }, null, { timeout: 40_000 });
    await page.locator('[data-testid=computer-pause]').click();
    const { record } = await readSaved(page, 'rainbow-passage');
    engineState(record);
    const rolls = record.moves.filter((m) => m.startsWith('@')).length;
    const steps = record.moves.filter((m) => m.includes('-')).length;
    t.diagnostic(`rainbow-passage: ${record.moves.join(' ')}`);
    assert.ok(rolls >= 5, `rolls: ${rolls}`);
    assert.ok(steps >= 3, `steps: ${steps}`);
    // A person's seat is not played for them: South person, North computer.
    await startWith(page, env, 'rainbow-passage', { preset: 'seed', options: { first_player: 'north' }, seats: [null, 'beginner'] });
    await page.locator('[data-testid=roll]').waitFor({ state: 'visible', timeout: 20_000 });
    const passage = (await readSaved(page, 'rainbow-passage')).record;
    assert.ok(passage.moves.length >= 2, 'North rolled and moved');
    assert.equal(engineState(passage).to_move, 'chance');
    assert.match(await status(page).innerText(), /Your turn: roll the dice/);
  });
});

test('the Engine speed page measures games in the worker', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/'));
    await page.locator('[data-testid=about-link]').click();
    await page.locator('[data-testid=bench-link]').click();
    const rows = page.locator('[data-testid=bench-table] tbody tr');
    await rows.first().waitFor();
    // In English, as the browser is.
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.locator('h1').innerText(), 'Engine speed');
    const games = await rows.evaluateAll((trs) => trs.map((tr) => `${tr.dataset.game}/${tr.dataset.preset}`));
    assert.ok(games.includes('owari/abapa') && games.includes('basic/kalah-6-4'), games.join(' '));
    assert.equal(new Set(games.map((g) => g.split('/')[0])).size, 9, 'every game');
    const first = page.locator('[data-testid=bench-table] tbody tr[data-game=basic]').first();
    await page.waitForFunction(() => document.querySelector('[data-testid=bench-table] tbody tr')?.dataset.done === 'true', null, { timeout: 15_000 });
    const cells = (await first.locator('td').allInnerTexts()).slice(1);
    t.diagnostic(`${games[0]}: ${cells.join(' | ')}`);
    for (const cell of cells) assert.match(cell, /^[\d,]+$/, `a number: ${cells}`);
    assert.ok(Number(cells[3].replace(/,/g, '')) > 0, 'MCTS simulations');
    // Leaving the page stops the measurement.
    await page.goto(env.url('#/'));
  });
});

test('the Engine speed page is in the browser\'s language, French here', async (t) => {
  const words = messages('fr', ['pages.ftl']);
  const app = messages('fr', ['app.ftl', 'games.ftl']);
  await withPage(t, env.browser, { locale: 'fr-FR' }, async ({ page }) => {
    await page.goto(env.url('#/about'));
    const link = page.locator('[data-testid=bench-link]');
    assert.equal(await link.innerText(), app['about-bench-link']);
    assert.equal(await link.getAttribute('hreflang'), null, 'no longer a page in English');
    await link.click();
    const rows = page.locator('[data-testid=bench-table] tbody tr');
    await rows.first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await page.title(), `${words['bench-title']} · Rainbow Games`);
    assert.equal(await page.locator('h1').innerText(), words['bench-title']);
    const heading = (key) => page.locator(`[data-testid=bench-table] thead th[data-w=${key}]`).innerText();
    assert.equal(await heading('bench-game'), words['bench-game']);
    assert.equal(await heading('bench-mcts'), words['bench-mcts']);
    assert.equal(await page.locator('[data-testid=bench-run]').innerText(), words['bench-again']);
    // The games and presets by their French names.
    const basic = page.locator('[data-testid=bench-table] tbody tr[data-game=basic]').first();
    assert.equal(await basic.locator('th').innerText(), app['game-basic']);
    const abapa = page.locator('[data-testid=bench-table] tbody tr[data-preset=abapa]');
    assert.equal(await abapa.locator('td.preset').innerText(), app['preset-owari-abapa']);
    // A measured row still shows numbers, grouped as French groups them
    // (narrow no-break spaces).
    await page.waitForFunction(() => document.querySelector('[data-testid=bench-table] tbody tr')?.dataset.done === 'true', null, { timeout: 15_000 });
    const cells = (await basic.locator('td').allInnerTexts()).slice(1);
    t.diagnostic(`basic/seed: ${cells.join(' | ')}`);
    for (const cell of cells) assert.match(cell, /^[\d\u202f]+$/, `a number: ${cells}`);
    assert.match(cells[1], /\u202f/, `actions a second, past a thousand: ${cells[1]}`);
    assert.ok(Number(cells[3].replace(/\u202f/g, '')) > 0, 'MCTS simulations');
    assert.equal(await page.locator('[data-testid=bench-status]').innerText(), words['bench-measuring']);
    await page.goto(env.url('#/'));
  });
});
