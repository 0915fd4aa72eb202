// Nothing a player did is lost (issue 40): two tabs on two games of the
// same kind, a share link kept as soon as it is opened, storage that is
// full when a link arrives or a damaged game is set aside, and damaged
// games kept side by side. All on a phone, tapping.
//
// "Storage full" is simulated in the page: an init script makes
// localStorage.setItem and IndexedDB's put throw a QuotaExceededError while
// the session holds the flag `__full` (a flag that survives reloads of the
// tab and hash navigations alike, and that the page itself never writes).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, newContext, tab, assertNoPanic, readMoves, moveCount, waitForMoveCount, legalPits, SEL,
  gameKey, waitCurrent, keptEntries, linkCheck,
} from './helpers.mjs';

const env = fileSetup();

/** A phone in a browser profile of its own (its own storage), whose
 *  localStorage can be made full. */
async function phone() {
  return newContext(env.browser, {
    viewport: { width: 390, height: 844 },
    touch: true,
    init: () => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (this === window.localStorage && window.sessionStorage.getItem('__full') === '1') {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return set.call(this, k, v);
      };
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (...args) {
        if (window.sessionStorage.getItem('__full') === '1') {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return put.apply(this, args);
      };
    },
  });
}

/** Runs `fn(newTab, context)` on a phone of its own, where `newTab()` gives
 *  a new tab of it ({ page, errors }); then no tab may have panicked, and
 *  the phone is closed. */
async function onPhone(fn) {
  const context = await phone();
  const tabs = [];
  try {
    await fn(async () => {
      const opened = await tab(context);
      tabs.push(opened);
      return opened;
    }, context);
    assertNoPanic(tabs.flatMap((t) => t.errors));
  } finally {
    await context.close();
  }
}

const full = (page, on) => page.evaluate((on) => (on ? sessionStorage.setItem('__full', '1') : sessionStorage.removeItem('__full')), on);

/** The hash of an Owari link (South first) with this seed and moves, and
 *  a game identity for a game by link. */
function owariLink(seed, moves, id) {
  const body = `s=${seed}&o=%7B%22first_player%22:%22south%22%7D&n=${moves.length}&m=${moves.join('.')}`;
  return `#/play/owari?${id ? `g=${id}&` : ''}${body}&c=${linkCheck(body)}`;
}

/** Opens `hash` in `page` and waits for its board with `moves` moves. */
async function open(page, hash, moves) {
  await page.goto(env.url(hash));
  await page.locator(SEL.board).waitFor({ state: 'visible' });
  await waitForMoveCount(page, moves);
}

/** Taps the first legal pit and waits for the move. */
async function tapMove(page) {
  const before = await moveCount(page);
  const [pit] = await legalPits(page);
  assert.ok(pit, 'a legal pit');
  await page.locator(SEL.pit(pit)).tap();
  await waitForMoveCount(page, before + 1);
}

/** Reloads and waits for a board with `moves` moves. */
async function reload(page, moves) {
  await page.reload();
  await page.locator(`${SEL.board}, ${SEL.dialog}`).first().waitFor({ state: 'visible' });
  assert.equal(await page.locator(SEL.dialog).isVisible(), false, 'no new-game dialog after the reload');
  await waitForMoveCount(page, moves);
}

/** Every game kept in the browser: in its database (IndexedDB), and any
 *  still in localStorage waiting to move there (storage full):
 *  [{key, text, record, link_game, variations, review}] (the ones that are
 *  not JSON as {key, text}). */
async function stored(page) {
  const old = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => /^rainbow-games\/(game|archive)\//.test(k))
    .map((k) => [k, localStorage.getItem(k)]));
  const kept = (await keptEntries(page)).filter(([key]) => !key.startsWith('current/'));
  // One still in localStorage as well (written there until its write to
  // the database commits) is the same game.
  const identity = (text) => {
    try {
      const v = JSON.parse(text);
      return v.link_game || v.id;
    } catch {
      return undefined;
    }
  };
  const known = new Set(kept.map(([, text]) => identity(text)).filter(Boolean));
  return [...kept, ...old.filter(([, text]) => !known.has(identity(text)))]
    .map(([key, text]) => {
      try {
        const v = JSON.parse(text);
        if (v && v.record) return { key, text, record: v.record, link_game: v.link_game, variations: v.variations, review: v.review };
      } catch {
        /* damaged */
      }
      return { key, text };
    });
}

/** The owari rows of My games: [{kind, moves}] (moves from the row's
 *  detail, "… · N moves · …"). */
async function myOwari(page) {
  await page.goto(env.url('#/games'));
  await page.locator('[data-testid=saved-games]').waitFor({ state: 'attached' });
  return page.$$eval('[data-testid=saved-game]', (lis) =>
    lis.map((li) => ({ kind: li.dataset.kind, game: li.dataset.game, text: li.textContent })),
  );
}

test('two tabs on two Owari games: after reloads both games are intact, each in its tab and once in My games', async () => {
  await onPhone(async (newTab, context) => {
    const a = await newTab();
    const b = await newTab();
    await open(a.page, owariLink(3, ['C', 'd', 'E']), 3);
    await tapMove(a.page);
    // Another opening, so the two games differ on screen too.
    await open(b.page, owariLink(4, ['D', 'e', 'B']), 3);
    await tapMove(b.page);
    await tapMove(b.page);
    await tapMove(a.page);
    const movesA = await readMoves(a.page);
    const movesB = await readMoves(b.page);
    assert.equal(movesA.length, 5);
    assert.equal(movesB.length, 5);

    await reload(a.page, 5);
    await reload(b.page, 5);
    assert.deepEqual(await readMoves(a.page), movesA, 'tab A shows its game after the reload');
    assert.deepEqual(await readMoves(b.page), movesB, 'tab B shows its game after the reload');

    const games = (await stored(a.page)).filter((e) => e.record?.game === 'owari');
    const seeds = games.map((e) => `${e.record.seed}:${e.record.moves.join('.')}`).sort();
    assert.deepEqual(seeds, [`3:${movesA.join('.')}`, `4:${movesB.join('.')}`], 'each game kept once');
    const rows = (await myOwari(a.page)).filter((r) => r.game === 'owari');
    assert.equal(rows.length, 2, JSON.stringify(rows));
  });
});

test('a share link is kept as soon as it is opened, and the game it replaces is listed once', async () => {
  await onPhone(async (newTab, context) => {
    const { page, errors } = await newTab();
    const link = owariLink(3, ['C', 'd', 'E']);
    await open(page, link, 3);
    await reload(page, 3);
    assert.deepEqual(await readMoves(page), ['C', 'd', 'E'], 'the link\'s game after a reload');

    // Another game on screen, played; then the link again.
    await open(page, owariLink(5, ['C']), 1);
    await tapMove(page);
    const other = await readMoves(page);
    await open(page, owariLink(6, ['C', 'd', 'E']), 3);
    await reload(page, 3);
    const games = (await stored(page)).filter((e) => e.record?.game === 'owari');
    const lists = games.map((e) => `${e.record.seed}:${e.record.moves.join('.')}`).sort();
    assert.deepEqual(lists, ['3:C.d.E', `5:${other.join('.')}`, '6:C.d.E'], 'each game kept once');
    const rows = (await myOwari(page)).filter((r) => r.game === 'owari');
    assert.equal(rows.length, 3, JSON.stringify(rows));
  });
});

test('a game by link whose next link arrives while storage is full is not lost', async () => {
  await onPhone(async (newTab, context) => {
    const { page, errors } = await newTab();
    const id = 'abc123';
    await open(page, owariLink(3, ['C'], id), 1);
    await page.locator('[data-testid=corr]').waitFor({ state: 'visible' });
    // Another game takes the page: the game by link is kept in My games.
    await open(page, owariLink(7, ['C']), 1);
    await tapMove(page);
    assert.ok((await stored(page)).some((e) => e.link_game === id), 'the game by link is kept');

    // Its next link arrives while storage is full.
    await full(page, true);
    await page.goto(env.url(owariLink(3, ['C', 'd', 'E'], id)));
    await page.locator(`${SEL.error}, [data-testid=corr]`).first().waitFor({ state: 'visible' });
    const said = await page.locator(SEL.error).allInnerTexts();
    assert.ok(said.join(' ').length > 0, 'the player is told something could not be kept');
    const kept = (await stored(page)).filter((e) => e.link_game === id);
    assert.ok(kept.length >= 1, `the game by link is still kept while storage is full: ${JSON.stringify(await stored(page))}`);

    await full(page, false);
    await page.goto(env.url('#/games'));
    await page.reload();
    await page.locator('[data-testid=saved-games]').waitFor({ state: 'attached' });
    const after = (await stored(page)).filter((e) => e.link_game === id);
    assert.ok(after.length >= 1, 'the game by link is kept after a reload');
  });
});

const DAMAGED_1 = '{"record":{"game":"owari","seed":1,"moves":["Z"]},"cursor":1}';
const DAMAGED_2 = '{"record":{"game":"owari","seed":2,"moves":["Q"]},"cursor":1}';

test('a damaged current game is not deleted when storage is full, even when a new game is played', async () => {
  await onPhone(async (newTab, context) => {
    const { page, errors } = await newTab();
    await page.goto(env.url('#/'));
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [gameKey('owari'), DAMAGED_1]);
    await full(page, true);
    await page.goto('about:blank');
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.error).waitFor({ state: 'visible' });
    const texts = async () => (await stored(page)).map((e) => e.text).filter((t) => t === DAMAGED_1);
    assert.deepEqual(await texts(), [DAMAGED_1], 'the damaged game is still kept');

    // A new game opened and played while storage is still full.
    await open(page, owariLink(3, ['C', 'd', 'E']), 3);
    await tapMove(page);
    assert.deepEqual(await texts(), [DAMAGED_1], 'the damaged game is still kept after a move');
    assert.match(await page.locator(SEL.error).innerText(), /.+/, 'the player is told the game is not saved');

    // Room again: the move is saved at the next change, the damaged game
    // is kept aside.
    await full(page, false);
    await tapMove(page);
    await reload(page, 5);
    assert.deepEqual(await texts(), [DAMAGED_1], 'the damaged game is kept once');
  });
});

test('a second damaged save is kept beside the first, both listed in My games', async () => {
  await onPhone(async (newTab, context) => {
    const { page, errors } = await newTab();
    for (const text of [DAMAGED_1, DAMAGED_2]) {
      await page.goto(env.url('#/'));
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [gameKey('owari'), text]);
      await page.goto('about:blank');
      await page.goto(env.url('#/play/owari'));
      await page.locator(SEL.error).waitFor({ state: 'visible' });
    }
    const texts = (await stored(page)).map((e) => e.text).filter((t) => t === DAMAGED_1 || t === DAMAGED_2).sort();
    assert.deepEqual(texts, [DAMAGED_1, DAMAGED_2].sort(), 'both damaged saves are kept');
    const rows = await myOwari(page);
    assert.equal(rows.filter((r) => r.kind === 'damaged').length, 2, JSON.stringify(rows));
  });
});

test('three tabs playing three Owari games at once: all three intact after reloads', async () => {
  await onPhone(async (newTab, context) => {
    const tabs = [await newTab(), await newTab(), await newTab()];
    const openings = [['C', 'd', 'E'], ['D', 'e', 'B'], ['F', 'a', 'A']];
    for (const [k, t] of tabs.entries()) await open(t.page, owariLink(10 + k, openings[k]), 3);
    for (let round = 0; round < 2; round++) {
      for (const t of tabs) await tapMove(t.page);
    }
    const moves = [];
    for (const t of tabs) moves.push(await readMoves(t.page));
    for (const [k, t] of tabs.entries()) {
      await reload(t.page, 5);
      assert.deepEqual(await readMoves(t.page), moves[k], `tab ${k + 1} shows its game after the reload`);
    }
    const games = (await stored(tabs[0].page)).filter((e) => e.record?.game === 'owari');
    const lists = games.map((e) => `${e.record.seed}:${e.record.moves.join('.')}`).sort();
    assert.deepEqual(lists, moves.map((m, k) => `${10 + k}:${m.join('.')}`), 'each game kept once');
    assert.equal((await myOwari(tabs[0].page)).filter((r) => r.game === 'owari').length, 3);
  });
});

test('the same game in two tabs: a move in one appears in the other, a different move is kept as an Other line', async () => {
  await onPhone(async (newTab, context) => {
    const a = await newTab();
    const b = await newTab();
    await open(a.page, owariLink(3, ['C', 'd', 'E']), 3);
    await b.page.goto(env.url('#/play/owari'));
    await b.page.locator(SEL.board).waitFor({ state: 'visible' });
    await waitForMoveCount(b.page, 3);
    const [first, second] = await legalPits(a.page);
    assert.ok(first && second, 'two moves to choose from');
    await a.page.locator(SEL.pit(first)).tap();
    await waitForMoveCount(a.page, 4);
    // The move reaches the other tab.
    await waitForMoveCount(b.page, 4);
    assert.deepEqual(await readMoves(b.page), ['C', 'd', 'E', first]);

    // The other tab takes it back and plays another move instead.
    await b.page.locator(SEL.undo).tap();
    await waitCurrent(b.page, 3);
    await b.page.locator(SEL.pit(second)).tap();
    await b.page.waitForFunction((mv) => document.querySelector('[data-testid=move-list] li[data-move]:last-child')?.dataset.move === mv, second);
    // The first tab keeps its move on screen and the other as an Other line.
    await a.page.locator('[data-testid=lines] [data-testid=line]').first().waitFor({ state: 'attached' });
    assert.deepEqual(await readMoves(a.page), ['C', 'd', 'E', first]);

    for (const t of [a, b]) await reload(t.page, 4);
    const games = (await stored(a.page)).filter((e) => e.record?.game === 'owari');
    assert.equal(games.length, 1, JSON.stringify(games));
    const lines = [games[0].record.moves, ...games[0].variations].map((l) => l.join('.')).sort();
    assert.deepEqual(lines, [`C.d.E.${first}`, `C.d.E.${second}`].sort(), 'both moves kept');
    assert.equal((await myOwari(a.page)).filter((r) => r.game === 'owari').length, 1);
  });
});

test('My games open in one tab shows at once a game another tab plays, and one it deletes', async () => {
  await onPhone(async (newTab, context) => {
    const a = await newTab();
    const b = await newTab();
    await a.page.goto(env.url('#/games'));
    await a.page.locator('[data-testid=saved-games]').waitFor({ state: 'attached' });
    await a.page.locator('[data-testid=no-games]').waitFor({ state: 'visible' });
    // The other tab opens a link and plays a move: listed here, no reload.
    await open(b.page, owariLink(7, ['C', 'd']), 2);
    const row = a.page.locator('[data-testid=saved-game][data-game=owari]');
    await row.filter({ hasText: '2 moves' }).waitFor();
    await tapMove(b.page);
    await row.filter({ hasText: '3 moves' }).waitFor();
    assert.equal(await row.count(), 1, 'listed once');
    // Deleted there: gone here.
    await b.page.goto(env.url('#/games'));
    b.page.once('dialog', (d) => d.accept());
    await b.page.locator('[data-testid=saved-game] [data-testid=saved-delete]').first().tap();
    await a.page.locator('[data-testid=no-games]').waitFor({ state: 'visible' });
    assert.equal(await row.count(), 0);
  });
});

test('export everything, then import it into a fresh profile: the same My games, progress and settings; again changes nothing', async () => {
  const source = await phone();
  const target = await phone();
  try {
    const { page, errors } = await tab(source);
    await open(page, owariLink(3, ['C', 'd', 'E']), 3);
    await tapMove(page);
    await open(page, owariLink(4, ['C']), 1);
    await page.evaluate(([k, v]) => {
      localStorage.setItem(k, v);
      localStorage.setItem('rainbow-games/puzzles', '{"rating":1612.5,"deviation":120,"volatility":0.06,"attempts":[],"best_streak":4,"daily_solved":[]}');
    }, [gameKey('basic'), DAMAGED_1]);
    await page.goto(env.url('#/play/basic'));
    await page.locator(SEL.error).waitFor({ state: 'visible' });
    // The page sets the save it cannot open aside; My games shows it there,
    // with why it cannot be opened, as soon as that is written.
    await myOwari(page);
    await page.locator('[data-testid=saved-game][data-kind=damaged]', { hasText: /damaged\/basic\// })
      .filter({ hasText: "move 1 ('Z') cannot be played" }).waitFor();
    // A row's words (its key too: the same after the move to another device).
    const rows = async (p) => (await myOwari(p))
      .map((r) => `${r.game} ${r.text.replace(/\s+/g, ' ')}`)
      .sort();
    const before = await rows(page);
    assert.equal(before.length, 3, before.join('\n'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=export-all]').tap(),
    ]);
    assert.match(download.suggestedFilename(), /^rainbow-games-backup-\d{4}-\d\d-\d\d\.json$/);
    const file = await download.path();

    const other = await tab(target);
    await other.page.goto(env.url('#/games'));
    await other.page.locator('[data-testid=import-all]').setInputFiles(file);
    await other.page.locator('[data-testid=backup-status]').filter({ hasText: /\d/ }).waitFor();
    assert.deepEqual(await rows(other.page), before, 'the same My games');
    const kept = (p, k) => p.evaluate((k) => localStorage.getItem(k), k);
    assert.equal(await kept(other.page, 'rainbow-games/puzzles'), await kept(page, 'rainbow-games/puzzles'));

    // Imported again: every game is known by its identity, nothing doubles.
    await other.page.locator('[data-testid=import-all]').setInputFiles(file);
    await other.page.waitForFunction(() => /^Backup read: 0 added/.test(document.querySelector('[data-testid=backup-status]')?.textContent))
      .catch(async (e) => { throw new Error(`${e.message}: ${await other.page.locator('[data-testid=backup-status]').textContent()}`); });
    assert.deepEqual(await rows(other.page), before, 'nothing doubled');
    assertNoPanic([...errors, ...other.errors]);
  } finally {
    await source.close();
    await target.close();
  }
});

/** Today's localStorage layout, before the database: a current game
 *  with a line and a review, a kept game, a game by link, a kept game from
 *  before identities, a damaged copy and a damaged current game. */
const OLD_LAYOUT = {
  'rainbow-games/game/owari': JSON.stringify({
    record: { game: 'owari', options: { first_player: 'south' }, seed: 3, moves: ['C', 'd', 'E'] },
    cursor: 3, seats: [null, null], variations: [['D', 'e', 'B']], review: [3, '{"kept":"review"}'],
    updated: '2026-11-20T10:00:00.000Z', id: 'current1',
  }),
  'rainbow-games/archive/1700000000000-0001': JSON.stringify({
    record: { game: 'owari', options: { first_player: 'south' }, seed: 4, moves: ['D', 'e', 'B'] },
    cursor: 3, seats: [null, null], variations: [], updated: '2026-11-19T10:00:00.000Z', id: 'kept1',
  }),
  'rainbow-games/archive/1700000000000-0002': JSON.stringify({
    record: { game: 'owari', options: { first_player: 'south' }, seed: 5, moves: ['C'] },
    cursor: 1, seats: [null, null], updated: '2026-11-18T10:00:00.000Z', link_game: 'corr42',
  }),
  'rainbow-games/archive/1700000000000-0003': JSON.stringify({
    record: { game: 'owari', options: { first_player: 'south' }, seed: 6, moves: ['C', 'd'] }, cursor: 2,
  }),
  'rainbow-games/game/owari/damaged/1700000000000-00aa': 'not json {',
  'rainbow-games/game/ayoayo': '{"broken',
};

test('games kept in localStorage before the database move into it on the first start: nothing lost, nothing doubled', async () => {
  await onPhone(async (newTab, context) => {
    await context.addInitScript((entries) => {
      if (localStorage.getItem('__seeded')) return;
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      localStorage.setItem('__seeded', '1');
    }, OLD_LAYOUT);
    const { page, errors } = await newTab();
    const rows = async () => (await myOwari(page))
      .map((r) => `${r.kind} ${r.game} ${r.text.replace(/damaged\/\S+/g, '').replace(/\s+/g, ' ')}`)
      .sort();
    const before = await rows();
    assert.equal(before.length, 6, before.join('\n'));
    assert.deepEqual(before.map((r) => r.split(' ')[0]).sort(), ['current', 'damaged', 'damaged', 'kept', 'kept', 'kept']);

    // How much the browser's storage of the site holds, as the browser says.
    await page.locator('[data-testid=storage-used]').filter({ hasText: /^This site uses \d+ kB of the browser's storage\.$/ }).waitFor();
    // Moved once the move has committed: no longer in localStorage.
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => /^rainbow-games\/(game|archive)\//.test(k)));
    // In the database, each game once under its identity; the texts as they were.
    const kept = await stored(page);
    const games = kept.filter((e) => e.record);
    assert.deepEqual(games.map((e) => e.record.seed).sort(), [3, 4, 5, 6], JSON.stringify(kept));
    const current = games.find((e) => e.record.seed === 3);
    assert.deepEqual(current.variations, [['D', 'e', 'B']], 'the line is kept');
    assert.deepEqual(current.review, [3, '{"kept":"review"}'], 'the review is kept');
    assert.equal(games.find((e) => e.record.seed === 5).link_game, 'corr42', 'the game by link keeps its identity');
    const texts = kept.map((e) => e.text);
    for (const text of Object.values(OLD_LAYOUT)) assert.ok(texts.includes(text), `kept as it was: ${text}`);

    // Reloaded: the same games, once each; the current one opens with its line.
    await page.reload();
    assert.deepEqual(await rows(), before, 'the same My games after a reload');
    await page.goto(env.url('#/play/owari'));
    await page.locator(SEL.board).waitFor({ state: 'visible' });
    await waitForMoveCount(page, 3);
    assert.deepEqual(await readMoves(page), ['C', 'd', 'E']);
    await page.locator('[data-testid=lines] [data-testid=line]').first().waitFor({ state: 'attached' });
    assert.equal((await stored(page)).length, kept.length, 'nothing doubled');
  });
});

test('games of an earlier version that cannot move into the database (storage full) stay where they are, and My games says so', async () => {
  await onPhone(async (newTab, context) => {
    await context.addInitScript((entries) => {
      if (localStorage.getItem('__seeded')) return;
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      localStorage.setItem('__seeded', '1');
      sessionStorage.setItem('__full', '1');
    }, OLD_LAYOUT);
    const { page, errors } = await newTab();
    await page.goto(env.url('#/games'));
    const stuck = page.locator('.library [data-testid=error]');
    await stuck.filter({ hasText: /^Games saved by an older version stay where they were: the browser's storage for this site is full\./ }).waitFor();
    // Listed from where they are, and left there.
    assert.equal((await myOwari(page)).length, 6);
    const old = () => page.evaluate(() => Object.keys(localStorage).filter((k) => /^rainbow-games\/(game|archive)\//.test(k)).length);
    assert.equal(await old(), Object.keys(OLD_LAYOUT).length, 'nothing removed from localStorage');
    // Room again: the next page moves them, and the notice goes.
    await full(page, false);
    await page.reload();
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => /^rainbow-games\/(game|archive)\//.test(k)));
    assert.equal(await stuck.textContent(), '');
    assert.equal((await myOwari(page)).length, 6);
    assert.equal((await keptEntries(page)).filter(([k]) => !k.startsWith('current/')).length, 6, 'all six in the database');
  });
});

test('a soak: 500 games kept, My games lists them all (the time it takes and the storage used are reported)', async (t) => {
  await onPhone(async (newTab, context) => {
    const { page, errors } = await newTab();
    await page.goto(env.url('#/'));
    // Saved as an older version kept them: moved into the database when
    // My games first opens.
    await page.evaluate(() => {
      const moves = ['C', 'd', 'E', 'a', 'A', 'b', 'B', 'c'];
      for (let k = 0; k < 500; k++) {
        const game = {
          record: { game: 'owari', options: { first_player: 'south' }, seed: 1000 + k, moves: moves.slice(0, 1 + (k % moves.length)) },
          cursor: 1 + (k % moves.length),
          seats: [null, null],
          variations: [],
          updated: `2026-11-28T10:${String(k % 60).padStart(2, '0')}:00.000Z`,
          id: `soak${k}`,
        };
        localStorage.setItem(`rainbow-games/archive/${1000 + k}-0000`, JSON.stringify(game));
      }
    });
    const rows = () => page.waitForFunction(() => document.querySelectorAll('[data-testid=saved-game]').length === 500, null, { timeout: 60_000 });
    await page.goto(env.url('#/games'));
    await rows();
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('rainbow-games/archive/')));
    // Then from the database, after a reload: the time from the click on
    // My games to its 500 rows.
    await page.goto(env.url('#/'));
    await page.reload();
    await page.locator('[data-testid=nav-games], a[href="#/games"]').first().waitFor();
    const started = Date.now();
    await page.locator('a[href="#/games"]').first().tap();
    await rows();
    const took = Date.now() - started;
    const kept = await keptEntries(page);
    assert.equal(kept.filter(([k]) => k.startsWith('game/')).length, 500, 'all 500 in the database');
    const size = kept.reduce((n, [k, v]) => n + k.length + v.length, 0);
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage);
    const shown = await page.locator('[data-testid=storage-used]').innerText();
    t.diagnostic(`My games with 500 games: ${took} ms from the tap to 500 rows; the database holds ${size} characters of keys and texts; navigator.storage.estimate() says ${usage} bytes used; My games says "${shown}"`);
  });
});
