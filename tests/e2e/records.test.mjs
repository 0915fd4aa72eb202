// Records in and out of the browser: export and share links, import, the
// replay controls with kept lines, and the "my games" list (issue 8).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fileSetup, withPage, newPage, assertNoPanic, startGame, legalPits, playPit, readMoves, readSaved,
  readBoard, currentIndex, waitCurrent, engineState, assertBoardMatches, prng, gameKey, SEL, menuClick,
  keptEntries, keptGameText, linkCheck,
} from './helpers.mjs';

const env = fileSetup();

/** Plays `n` random legal pits. */
async function playRandom(page, n, seed) {
  const random = prng(seed);
  for (let i = 0; i < n; i++) {
    const legal = await legalPits(page);
    assert.ok(legal.length > 0, `a legal pit before move ${i + 1}`);
    await playPit(page, legal[Math.floor(random() * legal.length)]);
  }
}

/** Starts a new game on the page shown, with the dialog's defaults. */
async function newGameHere(page) {
  await menuClick(page, 'new-game');
  await page.locator(SEL.start).click();
  await page.locator(SEL.dialog).waitFor({ state: 'hidden' });
}

async function shareLink(page) {
  await menuClick(page, 'export');
  const link = page.locator('[data-testid=share-link]');
  await page.waitForFunction(() => document.querySelector('[data-testid=share-link]')?.value.includes('#/play/'));
  return link.inputValue();
}

test('a shared link opens the game at its last position; the game it replaces is kept', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page, context }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    await playRandom(page, 5, 11);
    const moves = await readMoves(page);
    const { record } = await readSaved(page, 'owari');
    const link = await shareLink(page);
    assert.match(link, /#\/play\/owari\?s=\d+&o=.*&n=5&m=.*&c=[0-9a-f]{8}$/, link);

    // The text export names the game, seed and moves, and the engine reads it.
    const text = await page.locator('[data-testid=export-text]').inputValue();
    assert.match(text, /^\[Game "owari"\]\n\[Seed \d+\]\n/);
    assert.ok(text.includes(moves.join(' ')), text);
    assert.match(text, /\[Players \["South","North"\]\]/);
    assert.match(text, /\[Date "\d{4}-\d\d-\d\d"\]/);

    // JSON, downloaded: the record with its header.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=export-download-json]').click(),
    ]);
    assert.match(download.suggestedFilename(), /^rainbow-games-owari-\d{4}-\d\d-\d\d\.json$/);
    const json = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    assert.equal(json.game, 'owari');
    assert.deepEqual(json.moves, moves);
    assert.deepEqual(json.players, ['South', 'North']);

    // Copied: the clipboard holds the link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.url('')).origin });
    await page.locator('[data-testid=share-copy]').click();
    await page.waitForFunction(() => /[Ll]ink copied/.test(document.querySelector('[data-testid=export-panel] [role=status]')?.innerText));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

    // Opened in another browser profile: the same position, ready to play.
    const other = await newPage(env.browser);
    try {
      await other.page.goto(link.replace(/^.*?#/, env.url('#')));
      await other.page.locator(SEL.board).waitFor({ state: 'visible' });
      await other.page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 5);
      assert.deepEqual(await readMoves(other.page), moves);
      assertBoardMatches(await readBoard(other.page), engineState(record), 'opened from the link');
      assert.equal(await currentIndex(other.page), 5);
      assert.equal(new URL(other.page.url()).hash, '#/play/owari', 'the record leaves the address once opened');
      // It plays on, and a reload keeps what was played (not the link's game).
      const legal = await legalPits(other.page);
      await playPit(other.page, legal[0]);
      await other.page.reload();
      await other.page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 6);
      assert.deepEqual(await readMoves(other.page), [...moves, legal[0]]);
      assertNoPanic(other.errors);
    } finally {
      await other.context.close();
    }

    // Opened where another game is on screen: that game is kept in My games.
    await newGameHere(page);
    await playRandom(page, 2, 3);
    const replaced = await readMoves(page);
    await page.goto(link.replace(/^.*?#/, env.url('#')));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 5);
    assert.deepEqual(await readMoves(page), moves);
    await page.goto(env.url('#/games'));
    const kept = page.locator('[data-testid=saved-game][data-kind=kept][data-game=owari]');
    await kept.first().waitFor();
    const entries = await keptEntries(page);
    const current = new Set(entries.filter(([k]) => k.startsWith('current/')).map(([, v]) => v));
    const keptMoves = entries
      .filter(([k]) => k.startsWith('game/') && !current.has(k))
      .map(([, text]) => JSON.parse(text).record.moves);
    assert.ok(keptMoves.some((m) => JSON.stringify(m) === JSON.stringify(replaced)), JSON.stringify(keptMoves));
  });
});

test('a damaged link is explained and the game on screen is kept', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    await playRandom(page, 3, 5);
    const link = await shareLink(page);
    const moves = await readMoves(page);
    const board = await readBoard(page);
    const hash = link.slice(link.indexOf('#'));
    const cases = [
      [hash.slice(0, Math.floor(hash.length * 0.7)), /cut short/],
      [hash.replace(/&n=3/, '&n=4'), /damaged/],
    ];
    for (const [bad, why] of cases) {
      await page.goto('about:blank');
      await page.goto(env.url(bad));
      const error = page.locator(SEL.error);
      await error.waitFor({ state: 'visible' });
      const message = await error.innerText();
      assert.match(message, /This link cannot be opened/, message);
      assert.match(message, why, message);
      assert.deepEqual(await readMoves(page), moves, 'the game on screen is kept');
      assert.deepEqual(await readBoard(page), board);
    }
    // A link whose moves cannot be played names the move.
    const saved = await readSaved(page, 'owari');
    const body = `s=${saved.record.seed}&o=${encodeURIComponent(JSON.stringify(saved.record.options))}&n=2&m=${moves[0]}.${moves[0]}`;
    const illegal = `${body}&c=${linkCheck(body)}`;
    await page.goto('about:blank');
    await page.goto(env.url(`#/play/owari?${illegal}`));
    const error = page.locator(SEL.error);
    await error.waitFor({ state: 'visible' });
    assert.match(await error.innerText(), /move 2 \('\w'\)/);
    assert.deepEqual(await readMoves(page), moves, 'the game on screen is kept');

    // A link to a game we do not have says so.
    await page.goto(env.url(`#/play/chess?${illegal}`));
    await page.waitForFunction(() => /There is no game 'chess'/.test(document.querySelector('[data-testid=error]')?.innerText));
    assert.deepEqual((await readSaved(page, 'owari')).record.moves, moves, 'the saved game is kept');
  });
});

test('importing a bad record says what and where; a good file opens its game', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    await playRandom(page, 2, 8);
    const moves = await readMoves(page);
    const board = await readBoard(page);
    await menuClick(page, 'import');
    const importText = page.locator('[data-testid=import-text]');
    const problem = page.locator('[data-testid=import-error]');
    const tryImport = async (text) => {
      await importText.fill(text);
      await page.locator('[data-testid=import-open]').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=import-error]')?.innerText.length > 0);
      return problem.innerText();
    };
    const illegal = '[Game "owari"]\n[Seed 1]\n[Options {"first_player":"south"}]\n\nC d\nA Q\n';
    let message = await tryImport(illegal);
    assert.match(message, /line 6: move 4 \('Q'\) cannot be played/, message);
    message = await tryImport('[Game "chess"]\n[Seed 1]\n\ne4\n');
    assert.match(message, /unknown game 'chess'/, message);
    message = await tryImport('{"game":"owari","seed":1,"moves":["C",]}');
    assert.match(message, /line 1 column \d+/, message);
    message = await tryImport('[Game "owari"]\n[Seed 1]\n\nC\n[Result "x"]\n');
    assert.match(message, /line 5: tags come before the moves/, message);
    assert.deepEqual(await readMoves(page), moves, 'the game on screen is kept');
    assert.deepEqual(await readBoard(page), board);

    // A good record of another game, from a file: it opens on its page.
    const record = { game: 'basic', options: { first_player: 'south' }, seed: 4, moves: ['C', 'a', 'F'] };
    const state = engineState(record);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rg-')), 'game.json');
    fs.writeFileSync(file, JSON.stringify({ ...record, players: ['South: Ann', 'North: Bo'] }));
    await page.locator('[data-testid=import-file]').setInputFiles(file);
    await page.waitForFunction(() => document.querySelector('[data-testid=import-text]')?.value.includes('"basic"'));
    await page.locator('[data-testid=import-open]').click();
    await page.waitForURL(/#\/play\/basic$/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 3);
    assert.deepEqual(await readMoves(page), record.moves);
    assertBoardMatches(await readBoard(page), state, 'imported game');
    // The owari game is still the current one of its page.
    assert.deepEqual((await readSaved(page, 'owari')).record.moves, moves);
  });
});

test('replay: arrow keys, step buttons, jumps, and a new line that keeps the old one', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'basic', 'kalah-6-4');
    await playRandom(page, 6, 21);
    const moves = await readMoves(page);
    const { record } = await readSaved(page, 'basic');
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitCurrent(page, moves.length - 2);
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves: moves.slice(0, -2) }), 'two steps back');
    await page.keyboard.press('Home');
    await waitCurrent(page, 0);
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves: [] }), 'at the start');
    await page.keyboard.press('ArrowRight');
    await waitCurrent(page, 1);
    await page.keyboard.press('End');
    await waitCurrent(page, moves.length);
    await page.locator('[data-testid=step-back]').click();
    await waitCurrent(page, moves.length - 1);
    await page.locator('[data-testid=step-start]').click();
    await waitCurrent(page, 0);
    assert.equal(await page.locator('[data-testid=step-back]').isDisabled(), true);
    await page.locator('[data-testid=step-forward]').click();
    await waitCurrent(page, 1);
    await page.locator('[data-testid=step-end]').click();
    await waitCurrent(page, moves.length);
    // A jump from the list.
    await page.locator(`${SEL.moveItems} >> nth=2`).locator('button').click();
    await waitCurrent(page, 3);
    assertBoardMatches(await readBoard(page), engineState({ ...record, moves: moves.slice(0, 3) }), 'after a jump');

    // Another move here starts a new line; the old one is kept.
    const at3 = engineState({ ...record, moves: moves.slice(0, 3) });
    const other = at3.legal.find((p) => p !== moves[3]);
    assert.ok(other, 'another legal move after move 3');
    await page.locator(SEL.pit(other)).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === 4);
    assert.deepEqual(await readMoves(page), [...moves.slice(0, 3), other]);
    const lines = page.locator('[data-testid=lines]');
    await lines.waitFor();
    assert.match(await lines.locator('summary').innerText(), /Other lines \(1\)/);
    await lines.locator('summary').click();
    assert.match(await page.locator('[data-testid=line]').innerText(), new RegExp(`After move 3: ${moves[3]}… \\(${moves.length} moves\\)`));

    // Reload: both lines survive; switching brings the old line back.
    await page.reload();
    await page.locator('[data-testid=lines] summary').click();
    await page.locator('[data-testid=line]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, moves.length);
    assert.deepEqual(await readMoves(page), moves);
    await waitCurrent(page, 3);
    const saved = await readSaved(page, 'basic');
    assert.deepEqual(saved.variations, [[...moves.slice(0, 3), other]]);
  });
});

test('my games: kept across reloads, with resume, replay, export and delete', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    await playRandom(page, 3, 2);
    const first = await readMoves(page);
    // A new game on the same page keeps the first one.
    await newGameHere(page);
    await playRandom(page, 1, 4);
    const second = await readMoves(page);
    await startGame(page, env.url(''), 'basic', 'kalah-6-4');
    await playRandom(page, 2, 6);

    await page.goto(env.url('#/games'));
    const rows = page.locator('[data-testid=saved-game]');
    await rows.first().waitFor();
    const describe = () =>
      page.$$eval('[data-testid=saved-game]', (lis) =>
        lis.map((li) => `${li.dataset.kind} ${li.dataset.game} ${li.querySelector('.hint').innerText.match(/(\d+) moves?\b/)?.[1]}`).sort(),
      );
    const expected = ['current basic 2', 'current owari 1', 'kept owari 3'];
    assert.deepEqual(await describe(), expected);
    await page.reload();
    await rows.first().waitFor();
    assert.deepEqual(await describe(), expected, 'the list after a reload');
    await page.goto('about:blank');
    await page.goto(env.url('#/games'));
    await rows.first().waitFor();
    assert.deepEqual(await describe(), expected, 'the list after the page was closed and opened');

    // Export from the list: a text record the engine reads.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=saved-game][data-kind=kept] [data-testid=saved-export]').click(),
    ]);
    assert.match(download.suggestedFilename(), /^rainbow-games-owari-\d{4}-\d\d-\d\d\.txt$/);
    const exported = fs.readFileSync(await download.path(), 'utf8');
    assert.match(exported, /^\[Game "owari"\]/);
    assert.ok(exported.includes(first.join(' ')), exported);

    // Replay the kept game: it opens at the start with all its moves; the
    // game it replaces on its page is kept in turn.
    await page.locator('[data-testid=saved-game][data-kind=kept] [data-testid=saved-replay]').click();
    await page.waitForURL(/#\/play\/owari$/);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, first.length);
    assert.deepEqual(await readMoves(page), first);
    await waitCurrent(page, 0);
    await page.goto(env.url('#/games'));
    await rows.first().waitFor();
    assert.deepEqual(await describe(), ['current basic 2', 'current owari 3', 'kept owari 1']);

    // Resume the other one, then delete the basic game.
    await page.locator('[data-testid=saved-game][data-kind=kept] [data-testid=saved-resume]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, second.length);
    assert.deepEqual(await readMoves(page), second);
    await waitCurrent(page, second.length);
    await page.goto(env.url('#/games'));
    await rows.first().waitFor();
    page.once('dialog', (d) => d.accept());
    await page.locator('[data-testid=saved-game][data-game=basic] [data-testid=saved-delete]').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=saved-game][data-game=basic]'));
    assert.deepEqual(await describe(), ['current owari 1', 'kept owari 3']);
    assert.equal(await keptGameText(page, 'basic'), null);
  });
});

test('a corrupt store entry is listed as such and can be deleted', async (t) => {
  await withPage(t, env.browser, { speed: 'instant' }, async ({ page }) => {
    await page.goto(env.url('#/'));
    await page.evaluate(() => {
      localStorage.setItem('rainbow-games/archive/1-0001', '{"record":{"game":"owari","seed":1,"moves":["Q"]},"cursor":1}');
      localStorage.setItem('rainbow-games/archive/2-0002', 'not json');
    });
    await page.goto(env.url('#/games'));
    const rows = page.locator('[data-testid=saved-game]');
    await rows.first().waitFor();
    const statuses = await page.locator('[data-testid=saved-status]').allInnerTexts();
    assert.equal(statuses.length, 2);
    assert.ok(statuses.some((s) => /cannot be opened: .*move 1 \('Q'\)/.test(s)), statuses.join(' | '));
    assert.ok(statuses.some((s) => /cannot be opened: it is not a saved game/.test(s)), statuses.join(' | '));
    assert.equal(await page.locator('[data-testid=saved-resume]').count(), 0, 'nothing to resume');
    page.on('dialog', (d) => d.accept());
    await page.locator('[data-testid=saved-delete]').first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=saved-game]').length === 1);
  });
});
