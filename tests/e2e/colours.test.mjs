// The board tells the truth while beads move: in Rainbow Chase and
// Spectral Reapers every frame of a move's animation draws each bead in its
// true colour with its glyph (the second cue), each pit holds as many beads
// as its count says, no colour ever has more beads drawn than the game has,
// and when the beads stop every pit and every store holds, colour by
// colour, what the engine says. Sampled at every animation frame on a
// phone (390x844, touch), at the slow speed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, openRecord, SEL, engineState, readSaved, prng, pitNames,
  moveCount, waitForMoveCount, waitIdle,
} from './helpers.mjs';

const env = fileSetup();
const PHONE = { width: 390, height: 844 };
const GLYPHS = ['▲', '◆', '★', '♣', '●', '✚'];

/** A record of `game` grown by the engine's legal moves (a fixed random
 *  pick) for `actions` actions, then on until a sowing move can start
 *  (no move in progress, no placement left). */
function grow(game, actions, seed) {
  const random = prng(seed);
  const record = { game, options: null, seed: 1, moves: [] };
  let state = engineState(record);
  for (let k = 0; ; k++) {
    const idle = !state.pending && state.phase !== 'placement';
    if (k >= actions && idle) return { record, state };
    assert.ok(!state.over && k < actions + 200, `${game}: no sowing move to start`);
    record.moves.push(state.legal[Math.floor(random() * state.legal.length)]);
    state = engineState(record);
  }
}

/** In the page: every frame, what the board draws of each container (pits
 *  by name, stores and seats by number): the colour of each bead, whether
 *  each bead carries its colour's glyph, and the count shown. Kept when it
 *  changes, with whether an animation was running. */
function sampleFrames(glyphs) {
  const read = () => {
    const board = document.querySelector('[data-testid=board]');
    if (!board) return null;
    const containers = [
      ...[...board.querySelectorAll('[data-pit]')].map((g) => [`pit ${g.dataset.pit}`, g, Number(g.dataset.count)]),
      ...[...board.querySelectorAll('[data-store]')].map((g) => [`store ${g.dataset.store}`, g, Number(g.dataset.count)]),
      ...[...board.querySelectorAll('[data-seat]')].map((g) => [`seat ${g.dataset.seat}`, g, Number(g.dataset.captured)]),
    ];
    const out = {};
    for (const [key, g, count] of containers) {
      const colours = [0, 0, 0, 0, 0, 0];
      const bad = [];
      for (const bead of g.querySelectorAll('circle.bead')) {
        const m = /#bead-(\d)/.exec(bead.getAttribute('fill') || '');
        const colour = m ? Number(m[1]) : -1;
        if (colour < 0) {
          bad.push('a bead without a colour');
          continue;
        }
        colours[colour] += 1;
        const glyph = bead.nextElementSibling;
        if (!glyph || !glyph.classList.contains('bead-glyph') || glyph.textContent.trim() !== glyphs[colour]) {
          bad.push(`a bead of colour ${colour} without its glyph ${glyphs[colour]}`);
        }
      }
      out[key] = { colours, count, bad };
    }
    return out;
  };
  window.__frames = [];
  window.__sampling = true;
  let last = '';
  const frame = () => {
    const drawn = read();
    const running = !!document.querySelector('[data-testid=skip-animation]');
    const text = JSON.stringify(drawn);
    if (drawn) window.__lastDrawn = drawn;
    if (drawn && text !== last) {
      window.__frames.push({ running, drawn });
      last = text;
    }
    if (window.__sampling) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Taps `locator` and waits for the move list to grow and the beads to
 *  stop. */
async function tapAndWait(page, locator, { click = false } = {}) {
  const before = await moveCount(page);
  if (click) await locator.dispatchEvent('click');
  else await locator.tap();
  await waitForMoveCount(page, before + 1);
  await waitIdle(page);
  // Two more frames so the board at rest is sampled.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The frames sampled since the last call: those drawn while a move was
 *  animated, and the last (the board at rest). */
async function takeFrames(page) {
  const frames = await page.evaluate(() => window.__frames.splice(0));
  const rest = await page.evaluate(() => window.__lastDrawn);
  return { animated: frames.filter((f) => f.running), rest };
}

/** Plays a whole move by taps while sampling every frame: `pit`, then the
 *  first colour offered at each drop (a capture when one is offered),
 *  until the move is over. After each action the board at rest is checked
 *  against the engine (`checkRest`); gives every animated frame. */
async function playMoveSampled(page, game, pit, checkRest) {
  await page.evaluate(sampleFrames, GLYPHS);
  const animated = [];
  await tapAndWait(page, page.locator(SEL.pit(pit)));
  for (let actions = 1; ; actions++) {
    const frames = await takeFrames(page);
    animated.push(...frames.animated);
    const state = engineState((await readSaved(page, game)).record);
    checkRest(frames.rest, state, `after action ${actions}`);
    if (!state.pending || state.over) break;
    assert.ok(actions < 40, 'the move ends');
    const capture = page.locator(SEL.choice('x'));
    const choice = (await capture.count()) ? capture : page.locator(SEL.choices).first();
    // A click sent to the button: a tap (or a pointer's click) on a
    // choice can miss while the panel moves under the finger (#38 item 1,
    // tested on its own).
    await tapAndWait(page, choice, { click: true });
  }
  await page.evaluate(() => { window.__sampling = false; });
  return animated;
}

/** Checks every frame: each bead has a real colour and its glyph, each
 *  pit draws its count (up to the 40 drawn), and no colour has more beads
 *  drawn than `perColour` allows. */
function checkFrames(animated, perColour, label) {
  assert.ok(animated.length >= 3, `${label}: ${animated.length} animation frames sampled`);
  for (const [k, { drawn }] of animated.entries()) {
    const totals = [0, 0, 0, 0, 0, 0];
    for (const [key, { colours, count, bad }] of Object.entries(drawn)) {
      assert.deepEqual(bad, [], `${label}, frame ${k}, ${key}: every bead drawn in a real colour with its glyph`);
      const n = colours.reduce((a, b) => a + b, 0);
      assert.equal(n, Math.min(count, 40), `${label}, frame ${k}, ${key}: beads drawn = count shown`);
      colours.forEach((c, i) => { totals[i] += c; });
    }
    totals.forEach((t, c) => assert.ok(t <= perColour[c], `${label}, frame ${k}: ${t} beads of colour ${c} drawn, the game has ${perColour[c]}`));
  }
}

/** Checks the board at rest against the engine: each pit's beads and each
 *  store's (or seat's cup's) captures, colour by colour. */
function checkRest(rest, state, names, stores, label) {
  assert.ok(rest, `${label}: the board at rest was sampled`);
  for (const [i, name] of names.entries()) {
    assert.deepEqual(rest[`pit ${name}`].colours, state.beads[i], `${label}: pit ${name} at rest`);
  }
  for (const [p, key] of stores.entries()) {
    assert.deepEqual(rest[key].colours, state.captured[p], `${label}: ${key} at rest`);
  }
}

/** The legal pit whose beads have the most colours, then the most beads
 *  (the richest move). */
function richestPit(state, names) {
  const pits = state.legal.filter((m) => names.includes(m));
  const beads = (m) => state.beads[names.indexOf(m)];
  const colours = (m) => beads(m).filter((n) => n > 0).length;
  const total = (m) => beads(m).reduce((a, b) => a + b, 0);
  return pits.sort((a, b) => colours(b) - colours(a) || total(b) - total(a) || a.localeCompare(b))[0];
}

test('rainbow-chase: every frame of a move draws true colours with glyphs, adding up to the engine', async (t) => {
  await withPage(t, env.browser, { speed: 'slow', viewport: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
    const { record, state } = grow('rainbow-chase', 14, 7);
    const names = pitNames(6);
    const pit = richestPit(state, names);
    await openRecord(page, env.server.url, record);
    const animated = await playMoveSampled(page, 'rainbow-chase', pit, (rest, after, label) =>
      checkRest(rest, after, names, ['store 0', 'store 1'], `chase ${label}`));
    t.diagnostic(`pit ${pit} after ${record.moves.length} actions: ${animated.length} frames`);
    checkFrames(animated, [8, 8, 8, 8, 8, 8], 'chase');
  });
});

test('spectral-reapers: every frame of a move draws true colours with glyphs, adding up to the engine', async (t) => {
  await withPage(t, env.browser, { speed: 'slow', viewport: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
    const { record, state } = grow('spectral-reapers', 8, 11);
    const names = state.beads.map((_, i) => String.fromCharCode(65 + i));
    const pit = richestPit(state, names);
    await openRecord(page, env.server.url, record);
    const animated = await playMoveSampled(page, 'spectral-reapers', pit, (rest, after, label) =>
      checkRest(rest, after, names, after.captured.map((_, s) => `seat ${s}`), `reapers ${label}`));
    t.diagnostic(`pit ${pit} after ${record.moves.length} actions: ${animated.length} frames`);
    // Each player's colour has 11 beads; the others none.
    const perColour = [0, 0, 0, 0, 0, 0];
    for (const b of state.beads) b.forEach((n, c) => { perColour[c] += n; });
    for (const k of state.captured) k.forEach((n, c) => { perColour[c] += n; });
    checkFrames(animated, perColour, 'reapers');
  });
});
