// Every move animated: a Rainbow Passage piece slides from square to
// square (and the dice tumble through several faces before a roll lands),
// a Spectral Reapers sowing drops its beads one at a time around the
// ring, and captured seeds fly to the store in Owari. With reduced motion
// none of the in-between frames are drawn, and the board still ends where
// the engine says. The Passage board names its squares on the frame, as
// the records do, and marks the squares the last moved piece went through.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  fileSetup, withPage, openRecord, SEL, engineState, readSaved, readBoard, countsInEngineOrder,
  moveCount, waitForMoveCount, waitIdle, ARTIFACTS,
} from './helpers.mjs';

const env = fileSetup();
const SCREENS = path.join(ARTIFACTS, 'screens');

// ------------------------------------------------------------ Passage

// South rolls yellow, yellow, yellow, green, green on seed 1's board;
// c2 and c3 are yellow and c4 green, so the piece on c1 can go c1-c2,
// c2-c3, c3-c4 (three steps, the most the dice allow).
const PASSAGE = { game: 'rainbow-passage', options: { first_player: 'south' }, seed: 1, moves: ['@yyygg'] };
const PATH = ['c1', 'c2', 'c3', 'c4'];

/** Samples, every animation frame, where South's pieces are drawn: the
 *  square whose centre a piece's star is on, or `between` (mid-slide);
 *  pieces resting on `still` squares are left out. */
function samplePieces(still) {
  const centre = (el) => {
    const r = el.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  };
  const squares = [...document.querySelectorAll('[data-square]')].map((g) => [g.dataset.square, centre(g.querySelector('rect'))]);
  window.__seen = [];
  window.__sampling = true;
  const frame = () => {
    for (const piece of document.querySelectorAll('[data-piece][data-owner="0"]')) {
      // The star's points make its box lopsided: the halo circle is centred.
      const [x, y] = centre(piece.querySelector('.piece-halo'));
      const on = squares.find(([, [sx, sy]]) => Math.hypot(sx - x, sy - y) < 1.5);
      const where = on ? on[0] : 'between';
      if (still.includes(where)) continue;
      if (window.__seen.at(-1) !== where) window.__seen.push(where);
    }
    if (window.__sampling) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function stepAlong(page) {
  for (let k = 1; k < PATH.length; k++) {
    const before = await moveCount(page);
    await page.locator(`[data-piece="${PATH[k - 1]}"]`).click();
    await page.locator(`[data-target="${PATH[k - 1]}-${PATH[k]}"]`).click();
    await waitForMoveCount(page, before + 1);
    await waitIdle(page);
  }
}

/** Opens the Passage record, steps its piece along PATH while sampling
 *  where it is drawn each frame, and gives the squares (or 'between') seen. */
async function followPiece(page) {
  await openRecord(page, env.server.url, PASSAGE);
  await page.evaluate(samplePieces, ['e1', 'g1', 'i1']);
  await stepAlong(page);
  return page.evaluate(() => {
    window.__sampling = false;
    return window.__seen;
  });
}

test('rainbow-passage: a piece slides square by square, and the dice tumble before a roll lands', async (t) => {
  await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
    await openRecord(page, env.server.url, { ...PASSAGE, moves: [] });
    // The roll: several faces show before the dice settle.
    await page.evaluate(() => {
      window.__faces = new Set();
      const look = () => {
        const dice = [...document.querySelectorAll('[data-testid=dice] [data-die]')].map((d) => d.dataset.die).join(' ');
        if (dice) window.__faces.add(dice);
        if (window.__faces.size < 50) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.locator('[data-testid=roll]').click();
    await waitForMoveCount(page, 1);
    const faces = await page.evaluate(() => window.__faces.size);
    t.diagnostic(`the dice showed ${faces} different sets of faces`);
    assert.ok(faces >= 4, `the dice tumble through several faces (${faces} seen)`);

  });
  // On a page of its own: the record's game has the rolled game's identity
  // (the same seed), so in the same browser it would join that game and
  // stay a line of it.
  await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
    // Three steps of one piece, at the normal speed.
    const seen = await followPiece(page);
    t.diagnostic(`the piece was drawn on ${seen.join(' → ')}`);
    const squares = seen.filter((s) => s !== 'between');
    assert.deepEqual(squares, PATH, 'the piece stands on every square of its way, in order');
    const intermediate = squares.slice(1, -1);
    assert.ok(intermediate.length >= PATH.length - 2, `${intermediate.length} intermediate squares`);
    // Between two squares it slides: it is drawn in between, each step.
    for (let k = 1; k < PATH.length; k++) {
      const from = seen.indexOf(PATH[k - 1]);
      const to = seen.indexOf(PATH[k]);
      assert.ok(seen.slice(from + 1, to).includes('between'), `the piece slides from ${PATH[k - 1]} to ${PATH[k]}`);
    }

    // The board at rest is the engine's, and the trail marks the way.
    const state = engineState((await readSaved(page, 'rainbow-passage')).record);
    const shown = await page.$$eval('[data-piece]', (ps) => ps.map((p) => p.dataset.piece).sort());
    assert.deepEqual(shown, state.pieces.map((p) => p.square).sort());
    const trail = await page.$$eval('[data-trail]', (ds) => ds.map((d) => d.dataset.trail));
    assert.deepEqual(trail, PATH, 'the trail marks the squares of the last move');

    // The coordinates on the frame: each column's letter under its
    // column, below the board; each row's number beside it, on the left.
    const coords = await page.evaluate(() => {
      const box = (el) => el.getBoundingClientRect();
      const square = (name) => box(document.querySelector(`[data-square="${name}"] rect`));
      const labels = [...document.querySelectorAll('.coord')].map((c) => ({ text: c.textContent, r: box(c) }));
      const a1 = square('a1');
      const k11 = square('k11');
      const below = labels.filter((l) => l.r.top >= a1.bottom - 1);
      const left = labels.filter((l) => l.r.right <= a1.left + 1);
      const columns = below.map((l) => {
        const mid = l.r.left + l.r.width / 2;
        const col = [...'abcdefghijk'].find((c) => {
          const s = square(`${c}1`);
          return mid >= s.left && mid <= s.right;
        });
        return [l.text, col];
      });
      const rows = left.map((l) => {
        const mid = l.r.top + l.r.height / 2;
        const row = Array.from({ length: 11 }, (_, i) => String(i + 1)).find((r) => {
          const s = square(`a${r}`);
          return mid >= s.top && mid <= s.bottom;
        });
        return [l.text, row];
      });
      return { count: labels.length, columns, rows, top: k11.top };
    });
    assert.equal(coords.count, 2 * 11 + 2 * 11, 'letters along South and North, numbers along West and East');
    assert.equal(coords.columns.length, 11);
    for (const [text, col] of coords.columns) assert.equal(text, col, 'a letter under its column');
    assert.equal(coords.rows.length, 11);
    for (const [text, row] of coords.rows) assert.equal(text, row, 'a number beside its row');

    // Screenshots: a step mid-slide (at the slow speed), and the frame.
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.locator(SEL.board).screenshot({ path: path.join(SCREENS, 'passage-coordinates-trail.png') });
  });
});

test('rainbow-passage: a screenshot mid-slide', async (t) => {
  await withPage(t, env.browser, { speed: 'slow' }, async ({ page }) => {
    await openRecord(page, env.server.url, { ...PASSAGE, moves: ['@yyygg', 'c1-c2'] });
    await page.locator('[data-piece="c2"]').click();
    await page.locator('[data-target="c2-c3"]').click();
    // Held halfway through its slide for the picture, then let go.
    await page.locator('[data-piece][style*=piece-slide]').waitFor();
    await page.evaluate(() => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = 210; }));
    await page.locator(SEL.board).screenshot({ path: path.join(SCREENS, 'passage-mid-move.png') });
    await page.evaluate(() => document.getAnimations().forEach((a) => a.play()));
    await waitIdle(page);
  });
});

test('rainbow-passage with reduced motion: no slide, the piece ends where the engine says', async (t) => {
  await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const seen = await followPiece(page);
    assert.deepEqual(seen, PATH, 'the piece is only ever drawn on a square, never in between');
    const state = engineState((await readSaved(page, 'rainbow-passage')).record);
    const shown = await page.$$eval('[data-piece]', (ps) => ps.map((p) => p.dataset.piece).sort());
    assert.deepEqual(shown, state.pieces.map((p) => p.square).sort());
  });
});

// ------------------------------------------------------------ Reapers and Owari

/** Records, on every change of the board, its pit counts (and stores),
 *  and whether a flight of captured seeds was drawn, with the stores
 *  shown then. */
function watchBoard() {
  window.__counts = [];
  window.__flights = [];
  const look = () => {
    const board = document.querySelector('[data-testid=board]');
    if (!board) return;
    const counts = [...board.querySelectorAll('[data-pit]')].map((g) => g.dataset.count).join(',');
    if (window.__counts.at(-1) !== counts) window.__counts.push(counts);
    const flight = board.querySelector('[data-flight]');
    if (flight) {
      const stores = [...board.querySelectorAll('[data-store]')].map((g) => g.dataset.count).join(',');
      window.__flights.push({ seeds: flight.dataset.flight, stores });
    }
  };
  look();
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
}

// Three players place (Red in A, B, C; Blue in B, C, D; Yellow in D, E,
// F): pit A holds four red beads only, so Red's sowing from A is one
// action, four beads dropped into B, C, D and E.
const REAPERS = {
  game: 'spectral-reapers',
  options: { first_player: 'seat1' },
  seed: 1,
  moves: ['A4B4C3', 'B4C4D3', 'D4E4F3'],
};

for (const reduced of [false, true]) {
  test(`spectral-reapers${reduced ? ' with reduced motion' : ''}: a sowing ${reduced ? 'shown at once' : 'drops its beads one at a time'}`, async (t) => {
    await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
      if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      await openRecord(page, env.server.url, REAPERS);
      await page.evaluate(watchBoard);
      await page.locator(SEL.pit('A')).click();
      await waitForMoveCount(page, 4);
      await waitIdle(page);
      const counts = await page.evaluate(() => window.__counts);
      t.diagnostic(`pit counts drawn: ${counts.join(' | ')}`);
      const after = engineState({ ...REAPERS, moves: [...REAPERS.moves, 'A'] });
      const pits = (await readBoard(page)).pits;
      assert.deepEqual(pits.map((p) => p.name), [...'ABCDEF']);
      assert.deepEqual(pits.map((p) => p.count), after.pits, 'the board at rest is the engine\'s');
      assert.equal(counts.at(-1), after.pits.join(','));
      const intermediate = counts.length - 2;
      if (reduced) {
        assert.equal(intermediate, 0, 'no counts between the position before and after');
      } else {
        // The lift, then each of the four drops but the last.
        assert.ok(intermediate >= 4, `${intermediate} intermediate counts for a sowing of 4 beads`);
      }
    });
  });

  test(`owari${reduced ? ' with reduced motion' : ''}: a capture ${reduced ? 'shown at once' : 'flies to the store, then the store counts it'}`, async (t) => {
    await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
      if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
      const record = { game: 'owari', options: { first_player: 'south' }, seed: 0, moves: ['B', 'e', 'E', 'b', 'C', 'e', 'E', 'f'] };
      await openRecord(page, env.server.url, record);
      await page.evaluate(watchBoard);
      await page.locator(SEL.pit('A')).click();
      await waitForMoveCount(page, 9);
      await waitIdle(page);
      const flights = await page.evaluate(() => window.__flights);
      const after = engineState({ ...record, moves: [...record.moves, 'A'] });
      const board = await readBoard(page);
      assert.deepEqual(countsInEngineOrder(board), after.pits);
      assert.deepEqual(board.stores, after.stores);
      assert.deepEqual(after.stores, [2, 0], 'South captured two');
      if (reduced) {
        assert.deepEqual(flights, [], 'nothing flies');
      } else {
        assert.ok(flights.length > 0, 'the captured seeds were drawn flying');
        assert.equal(flights[0].seeds, '2');
        assert.equal(flights[0].stores, '0,0', 'the store counts them once they land');
      }
    });
  });
}
