// Playing a friend by link (issue 24): people in separate browser
// profiles (their own storage) pass a game back and forth as links. Each
// side keeps one entry in My games, joined by the game identity the link
// carries; an old link changes nothing; a link whose moves differ is kept
// as another line, with the move where they part.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, newPage, assertNoPanic, legalPits, playPit, readMoves, readSaved, SEL, moveCount,
  waitForMoveCount, openRulesOptions,
} from './helpers.mjs';

const env = fileSetup();

/** A person in a browser profile of their own. */
async function person() {
  const handle = await newPage(env.browser);
  return handle;
}

/** Starts a game by link on `game`'s page, this person playing `seat`,
 *  with these rules options (`{id: value}` of the dialog's selects). */
async function startByLink(page, game, seat, options = {}) {
  await page.goto(env.url(`#/play/${game}`));
  const dialog = page.locator(SEL.dialog);
  await dialog.waitFor({ state: 'visible' });
  await openRulesOptions(dialog);
  for (const [id, value] of Object.entries(options)) {
    await dialog.locator(`select[data-option="${id}"]`).selectOption(value);
  }
  await dialog.locator('[data-testid=you-play]').selectOption(String(seat));
  await dialog.locator('[data-testid=quick-friend]').click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator(SEL.board).waitFor({ state: 'visible' });
}

const status = (page) => page.locator('[data-testid=corr-status]').textContent();
const notice = (page) => page.locator('[data-testid=corr-notice]').textContent();

/** The link the Send panel offers (Send copies it where there is no share
 *  sheet, as in headless Chromium). */
async function sendLink(page) {
  await page.locator('[data-testid=corr-send]').click();
  await page.waitForFunction(() => /copied|copy/i.test(document.querySelector('[data-testid=corr-notice]')?.textContent));
  return page.locator('[data-testid=corr-link]').inputValue();
}

/** Opens `link` in this person's browser and waits for its game. */
async function openLink(page, link, moves) {
  await page.goto(link.replace(/^.*?#/, env.url('#')));
  await page.locator('[data-testid=corr-status]').waitFor({ state: 'visible' });
  if (moves !== undefined) await waitForMoveCount(page, moves);
}

/** The entries of My games for `game`: [{turn, status}]. */
async function myGames(page, game) {
  await page.goto(env.url('#/games'));
  await page.locator('[data-testid=saved-games]').waitFor({ state: 'attached' });
  return page.$$eval(`[data-testid=saved-game][data-game="${game}"]`, (lis) => lis.map((li) => ({
    turn: li.dataset.turn,
    status: li.querySelector('[data-testid=saved-status]').textContent,
  })));
}

test('two people play Owari by link both ways; stale and diverging links', async () => {
  const south = await person();
  const north = await person();
  const stranger = await person();
  try {
    const a = south.page;
    const b = north.page;
    await startByLink(a, 'owari', 0, { first_player: 'south' });
    assert.match(await status(a), /^You play South against North \(your friend\); it is your move\./);
    const links = [];
    let id = null;
    for (let k = 0; k < 6; k++) {
      const [mover, other] = k % 2 === 0 ? [a, b] : [b, a];
      const legal = await legalPits(mover);
      await playPit(mover, legal[k % legal.length]);
      const seat = k % 2 === 0 ? 'North' : 'South';
      assert.match(await status(mover), new RegExp(`waiting for ${seat}: send them the link`));
      const link = await sendLink(mover);
      links.push(link);
      // The link carries the game's identity, the same every time.
      const g = /[?&]g=([0-9a-z]+)&/.exec(link)?.[1];
      assert.ok(g, link);
      id ??= g;
      assert.equal(g, id);
      assert.equal((await readSaved(mover, 'owari')).link_game, id);
      await openLink(other, link, k + 1);
      if (k === 0) {
        assert.match(await notice(other), /^You play North against South \(your friend\); it is your move\./);
      } else {
        assert.match(await notice(other), /^The link adds 1 move to your game\. .*it is your move\./);
      }
      assert.deepEqual(await readMoves(other), await readMoves(mover));
    }
    const moves = await readMoves(a);
    assert.equal(moves.length, 6);

    // One entry on each side, with whose turn it is.
    assert.deepEqual((await myGames(a, 'owari')).map((e) => e.turn), ['yours']);
    const [bEntry] = await myGames(b, 'owari');
    assert.equal(bEntry.turn, 'waiting');
    assert.match(bEntry.status, /^By link: Waiting for South · last move \d{4}-\d\d-\d\d \d\d:\d\d$/);
    assert.equal((await myGames(b, 'owari')).length, 1);

    // An old link changes nothing, and says so.
    await openLink(a, links[1], 6);
    assert.match(await notice(a), /older than your game or the same \(2 moves; you have 6\): nothing changes/);
    assert.deepEqual(await readMoves(a), moves);

    // Someone else holding the sixth link plays a different seventh move.
    await openLink(stranger.page, links[5], 6);
    await openLink(a, links[5], 6);
    const legal = await legalPits(a);
    assert.ok(legal.length >= 2, 'two moves to choose from');
    await playPit(a, legal[0]);
    await playPit(stranger.page, legal[1]);
    const diverging = await sendLink(stranger.page);
    await openLink(a, diverging, 7);
    assert.match(await notice(a), /^This link's moves differ from yours after move 6: your moves stay on screen/);
    assert.deepEqual(await readMoves(a), [...moves, legal[0]]);
    const saved = await readSaved(a, 'owari');
    assert.deepEqual(saved.variations, [[...moves, legal[1]]]);
    assert.equal((await myGames(a, 'owari')).length, 1);
    for (const h of [south, north, stranger]) assertNoPanic(h.errors);
  } finally {
    for (const h of [south, north, stranger]) await h.context.close().catch(() => {});
  }
});

test('three people place their beads in Spectral Reapers, the link going round', async () => {
  const people = [await person(), await person(), await person()];
  try {
    const pages = people.map((h) => h.page);
    await startByLink(pages[0], 'spectral-reapers', 0, { first_player: 'seat1' });
    const names = await pages[0].$$eval('[data-testid=board] [data-seat]', (gs) => gs.length);
    assert.equal(names, 3);
    let id = null;
    let link = null;
    for (let k = 0; k < 3; k++) {
      const page = pages[k];
      if (link) {
        await openLink(page, link, k);
        assert.match(await notice(page), /^You play (\S+) against .*\(your friend\).*; it is your move\./);
      }
      // Place 4, 4 and 3 beads in three pits, then confirm.
      for (const pit of ['A', 'C', 'E']) await page.locator(SEL.pit(pit)).click();
      const before = await moveCount(page);
      await page.locator('[data-testid=placement-done]').click();
      await waitForMoveCount(page, before + 1);
      link = await sendLink(page);
      const g = /[?&]g=([0-9a-z]+)&/.exec(link)?.[1];
      id ??= g;
      assert.equal(g, id);
      if (k < 2) assert.match(await status(page), /waiting for /);
    }
    // After the placement round the first placer sows: back to the first
    // person, who gets the two placements added to the same game.
    assert.match(await status(pages[2]), /waiting for /);
    await openLink(pages[0], link, 3);
    assert.match(await notice(pages[0]), /^The link adds 2 moves to your game\. .*it is your move\./);
    for (const [k, page] of pages.entries()) {
      const entries = await myGames(page, 'spectral-reapers');
      assert.equal(entries.length, 1, `one entry for person ${k + 1}`);
      assert.equal(entries[0].turn, k === 0 ? 'yours' : 'waiting', `person ${k + 1}`);
    }
    for (const h of people) assertNoPanic(h.errors);
  } finally {
    for (const h of people) await h.context.close().catch(() => {});
  }
});
