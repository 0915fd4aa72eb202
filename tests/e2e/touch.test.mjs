// Whole games by touch on a phone (390x844, touch, mobile), one for every
// game in `rgames list`, against the computer at its quickest. Every tap is
// made like a finger's, at the centre of a legal pit, square, piece or
// button (page.touchscreen.tap), and after every tap the test waits for
// what the tap should do: the move list grows, a decision, a selection or
// the dice appear. Meanwhile nothing on the page moves (the layout-shift
// total during play is 0, taps' own shifts included), and at every tap the
// board, the players, the panel that asks for a decision and the main
// actions (Undo, Hint, Menu) are all on the screen without scrolling.
// Every game is played to its end. Owari and Spectral Reapers are also
// played whole by link, across phones that each hold one seat.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  fileSetup, newPage, gameIds, SEL, ARTIFACTS, assertNoPanic, prng,
} from './helpers.mjs';

const env = fileSetup();

/** Every game the engine knows, from the command-line tool. */
const GAMES = gameIds();

const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(ARTIFACTS, 'screens');
/** Taps a game may take: one that has not ended by then fails. */
const TAP_CAP = 800;

/** A phone: touch, a mobile viewport, instant animations and the
 *  computer's shortest thinking time; layout shifts are recorded from the
 *  start (the test reads those made during play). */
async function phonePage(browser) {
  return newPage(browser, {
    viewport: PHONE,
    touch: true,
    settings: { think_ms: 500 },
    init: () => {
      window.__shifts = [];
      // What a tap changes, as one string: the survey takes it before a
      // tap, and the tap has taken effect once it differs.
      window.__fingerprint = () => {
        const q = (sel) => [...document.querySelectorAll(sel)];
        const decision = document.querySelector('[data-testid=decision]');
        const dice = document.querySelector('[data-testid=dice]');
        return JSON.stringify([
          q('[data-testid=move-list] li[data-move]').length,
          decision ? decision.innerText + q('[data-testid=decision] button').length : '',
          dice ? dice.innerText + q('[data-testid=dice] button').length : '',
          q('[data-testid=board] .selected').map((g) => g.getAttribute('data-pit') || g.getAttribute('data-piece')),
          q('[data-testid=board] [data-target], [data-testid=board] [data-return]').length,
          q('[data-testid=board] [data-draft]').map((g) => g.getAttribute('data-draft')).join(','),
          document.querySelector('[data-testid=placement]')?.innerText ?? '',
          q('[data-testid=board] .hinted').length,
          document.querySelector('[data-testid=hint-text]')?.innerText ?? '',
        ]);
      };
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const sources = (e.sources || []).map((s) => {
              const n = s.node;
              const name = n && n.nodeType === 1
                ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.trim().split(/\s+/).join('.')}` : ''}${n.dataset?.testid ? `[${n.dataset.testid}]` : ''}`
                : n ? n.nodeName : '?';
              const [a, b] = [s.previousRect, s.currentRect];
              return `${name} (${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} -> ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)})`;
            });
            window.__shifts.push({ value: e.value, recent: e.hadRecentInput, at: e.startTime, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      } catch {
        /* no layout-shift entries in this browser */
      }
    },
  });
}

/** Starts `game` with the person at seat 0 and the computer (Beginner) at
 *  every other seat, from the new-game dialog. */
async function startAgainstComputer(page, game) {
  await page.goto(env.url(`#/play/${game}`));
  const dialog = page.locator(SEL.dialog);
  await dialog.waitFor({ state: 'visible' });
  const seats = await dialog.locator('[data-seat-kind]').count();
  for (let p = 1; p < seats; p++) {
    await dialog.locator(`[data-seat-kind="${p}"]`).selectOption('computer');
    await dialog.locator(`[data-seat-level="${p}"]`).selectOption('beginner');
  }
  await dialog.locator(SEL.start).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator(SEL.board).waitFor({ state: 'visible' });
}

/** In the page: what a finger may tap now, and a fingerprint of what a tap
 *  changes. `ready` is false while a move is animated or a computer acts. */
function survey(page) {
  return page.evaluate(() => {
    const q = (sel) => [...document.querySelectorAll(sel)];
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const item = (kind, el, key) => ({ kind, key, el, ...box(el) });
    const decision = document.querySelector('[data-testid=decision]');
    const dice = document.querySelector('[data-testid=dice]');
    const fingerprint = window.__fingerprint();
    const over = !!document.querySelector('[data-testid=result]');
    const busy = !!document.querySelector('[data-testid=skip-animation]') ||
      document.querySelector('[data-testid=status]')?.dataset.thinking === 'true' ||
      !!document.querySelector('[data-testid=roll][disabled]');
    const taps = [];
    const choices = q('[data-testid=decision] [data-choice], [data-testid=decision] [data-suggestion], [data-testid=picker-play]').filter(visible);
    const placement = document.querySelector('[data-testid=placement]');
    if (choices.length) {
      for (const el of choices) taps.push(item('choice', el, el.dataset.choice || el.dataset.suggestion || 'picker'));
    } else if (placement) {
      const done = document.querySelector('[data-testid=placement-done]');
      const [placed, beads] = (placement.querySelector('.placement-count')?.innerText.match(/\d+/g) || []).map(Number);
      if (done && !done.disabled) taps.push(item('done', done, 'done'));
      else {
        for (const g of q('[data-testid=board] [data-pit][data-draft]')) {
          const draft = Number(g.getAttribute('data-draft'));
          // A tap on an empty pit places beads only while some are left.
          if (draft > 0 || placed < beads) taps.push(item('place', g.querySelector('.pit-hole') || g, g.getAttribute('data-pit')));
        }
      }
    } else {
      const roll = document.querySelector('[data-testid=roll]:not([disabled])');
      if (roll) taps.push(item('roll', roll, 'roll'));
      const targets = q('[data-testid=board] [data-target], [data-testid=board] [data-return]');
      for (const el of targets) taps.push(item('target', el.querySelector('rect') || el, el.dataset.target || el.dataset.return));
      if (!targets.length) {
        for (const el of q('[data-testid=board] [data-piece][data-movable=true]')) {
          taps.push(item('piece', el.querySelector('polygon') || el, el.dataset.piece));
        }
        for (const id of ['end-turn', 'pass']) {
          const el = document.querySelector(`[data-testid=${id}]`);
          if (el) taps.push(item(id, el, id));
        }
        if (!taps.length) {
          const back = document.querySelector('[data-testid=return]');
          if (back) taps.push(item('return', back, 'return'));
        }
      }
      for (const g of q('[data-testid=board] [data-pit][data-legal=true]')) {
        taps.push(item('pit', g.querySelector('.pit-hole') || g, g.getAttribute('data-pit')));
      }
    }
    // What must be on the screen at every tap.
    const must = [
      ['board', document.querySelector('[data-testid=board]')],
      ...q('[data-testid^=player-]').map((el) => [el.dataset.testid, el]),
      ['decision', decision],
      ['dice', dice],
      ['placement', placement],
      ['undo', document.querySelector('[data-testid=undo]')],
      ['hint', document.querySelector('[data-testid=hint]')],
      ['menu', document.querySelector('[data-testid=menu-button]')],
    ].filter(([, el]) => el && visible(el));
    const W = window.innerWidth;
    const H = window.innerHeight;
    // What a finger would meet at each tap's centre: the thing itself, not
    // a bar over it or the edge of a box that clips it.
    const covered = taps
      .map((t) => {
        const hit = document.elementFromPoint(t.x + t.w / 2, t.y + t.h / 2);
        const owner = (n) => n.closest('[data-pit], [data-piece], [data-target], [data-return], button');
        return hit && (t.el === hit || t.el.contains(hit) || owner(hit) === owner(t.el))
          ? null
          : `${t.kind} ${t.key} under ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className?.baseVal ?? hit.className).trim().replace(/\s+/g, '.')}` : 'nothing'}`;
      })
      .filter(Boolean);
    for (const t of taps) delete t.el;
    const off = must
      .map(([name, el]) => [name, el.getBoundingClientRect()])
      .filter(([, r]) => r.top < -0.5 || r.left < -0.5 || r.bottom > H + 0.5 || r.right > W + 0.5)
      .map(([name, r]) => `${name} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
    const result = document.querySelector('[data-testid=result] h2');
    const headline = result ? box(result) : null;
    // The card's other parts a player needs first: the fold link and the
    // first action (Rematch), as the card shows them before any scroll.
    const card = document.querySelector('[data-testid=result]');
    const fold = card && card.querySelector('[data-testid=result-fold]');
    const action = card && card.querySelector('.result-actions button');
    const ends = card && { card: box(card), fold: fold && box(fold), action: action && box(action) };
    return { over, busy, taps, fingerprint, off, covered, scrollY: window.scrollY, headline, ends, H, W };
  });
}

/** Waits for the person's turn (something to tap, nothing moving) or the
 *  end; resolves to the last survey. */
async function settle(page, timeout = 30_000) {
  const t0 = Date.now();
  for (;;) {
    const s = await survey(page);
    if (s.over || (!s.busy && s.taps.length)) {
      // Once more after a frame: a computer's turn may be about to begin.
      await page.waitForTimeout(60);
      const again = await survey(page);
      if (again.over || (!again.busy && again.taps.length && again.fingerprint === s.fingerprint)) return again;
    }
    if (Date.now() - t0 > timeout) return s;
    await page.waitForTimeout(50);
  }
}

/** Taps (x, y) like a finger and waits for the page's fingerprint to change. */
async function tapAndSee(page, x, y, before, what) {
  await page.touchscreen.tap(x, y);
  try {
    await page.waitForFunction(
      (fp) => window.__fingerprint() !== fp || !!document.querySelector('[data-testid=result]'),
      before,
      { timeout: 4000, polling: 25 },
    );
  } catch {
    const where = await page.evaluate(([px, py]) => {
      const el = document.elementFromPoint(px, py);
      return el ? `${el.tagName.toLowerCase()}.${String(el.className?.baseVal ?? el.className).trim().replace(/\s+/g, '.')}` : 'nothing';
    }, [x, y]);
    assert.fail(`the tap on ${what} at ${Math.round(x)},${Math.round(y)} did nothing (now under the finger: ${where})`);
  }
}

/** Once a game, the Hint: the hint comes, and what it names is on the
 *  screen. Gives the new survey, or `s` when Hint could not be pressed. */
async function tryHint(page, game, s) {
  const hint = page.locator('[data-testid=hint]');
  if (!(await hint.isVisible()) || !(await hint.isEnabled())) return null;
  const b = await hint.boundingBox();
  await tapAndSee(page, b.x + b.width / 2, b.y + b.height / 2, s.fingerprint, 'Hint');
  await page.waitForFunction(() => document.querySelector('[data-testid=board] .hinted, [data-testid=decision] .hinted') ||
    /\S/.test(document.querySelector('[data-testid=hint-text]')?.innerText || '') &&
    !/Looking/.test(document.querySelector('[data-testid=hint-text]')?.innerText || ''), null, { timeout: 8000 });
  const marked = await page.evaluate(() => [...document.querySelectorAll('[data-testid=board] .hinted, [data-testid=decision] .hinted')].map((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  }));
  for (const r of marked) {
    assert.ok(r.top >= 0 && r.bottom <= s.H, `${game}: the hinted move is off the screen (${Math.round(r.top)}-${Math.round(r.bottom)})`);
  }
  return settle(page);
}

/** Checks the survey `s` (everything that must be is on the screen) and
 *  taps one of its taps at random, like a finger at its centre, checking
 *  that it took effect. */
async function tapOne(page, game, s, random, log, n) {
  assert.deepEqual(s.off, [], `${game}, tap ${n}: off the screen (scrolled ${s.scrollY} px)`);
  assert.deepEqual(s.covered, [], `${game}, tap ${n}: what a finger cannot reach`);
  const pick = s.taps[Math.floor(random() * s.taps.length)];
  const x = pick.x + pick.w / 2;
  const y = pick.y + pick.h / 2;
  assert.ok(x >= 0 && y >= 0 && x <= s.W && y <= s.H, `${game}: ${pick.kind} ${pick.key} is off the screen at ${Math.round(x)},${Math.round(y)}`);
  log.push(`${pick.kind}:${pick.key}`);
  await tapAndSee(page, x, y, s.fingerprint, `${pick.kind} ${pick.key} (tap ${n}; ${log.slice(-6).join(' ')})`);
}

/** Asserts no layout shift was recorded on `page` since the last reset. */
async function assertNoShift(page, game) {
  const shifts = await page.evaluate(() => window.__shifts);
  const total = shifts.reduce((a, e) => a + e.value, 0);
  assert.equal(
    total,
    0,
    `${game}: layout shift during play, ${shifts.length} times; the first:\n${shifts.slice(0, 4).map((e) => `${e.value.toFixed(4)}${e.recent ? ' (after input)' : ''}: ${e.sources.join('; ')}`).join('\n')}`,
  );
}

/** The result card's headline is on the screen. */
function assertHeadline(game, s) {
  assert.ok(s.headline && s.headline.y >= 0 && s.headline.y + s.headline.h <= s.H, `${game}: the result's headline is off the screen: ${JSON.stringify(s.headline)}`);
  // The headline is not drawn over by the "See the board" link, and the
  // first action is in sight inside the card, without scrolling it.
  const { card, fold, action } = s.ends;
  const apart = (a, b) => a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;
  assert.ok(fold && apart(s.headline, fold), `${game}: the result's headline is under its fold link: ${JSON.stringify([s.headline, fold])}`);
  assert.ok(
    action && action.y >= card.y - 0.5 && action.y + action.h <= card.y + card.h + 0.5 && action.y + action.h <= s.H,
    `${game}: the result's first action is out of sight: ${JSON.stringify([card, action])}`,
  );
}

async function playByTouch(t, game, seed) {
  const { context, page, errors } = await phonePage(env.browser);
  const random = prng(seed);
  const log = [];
  try {
    await startAgainstComputer(page, game);
    await page.evaluate(() => {
      window.__shifts = [];
    });
    let taps = 0;
    let hinted = false;
    const cuts = new Set();
    let s;
    for (; taps < TAP_CAP; taps++) {
      s = await settle(page);
      if (s.over) break;
      assert.ok(!s.busy && s.taps.length, `${game}: nothing to tap after ${taps} taps (the computer never gave the turn back?)`);
      if (!hinted && s.taps.some((x) => x.kind === 'pit' || x.kind === 'piece')) {
        const after = await tryHint(page, game, s);
        if (after) {
          hinted = true;
          s = after;
          if (s.over) break;
        }
      }
      // What the players hold is never cut off in their panels (a
      // hidden sideways scroll hid Rainbow Chase's captured colours).
      for (const cut of await page.evaluate(() => [...document.querySelectorAll('.player-panel')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent.trim()))) cuts.add(cut);
      // The game mid-play, as a phone shows it.
      if (taps === 4) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `play-${game}-${PHONE.width}x${PHONE.height}.png`) });
      }
      await tapOne(page, game, s, random, log, taps + 1);
    }
    s = await settle(page, 5000);
    t.diagnostic(`${game}: ${taps} taps${s.over ? ', to the end' : ' (cap)'}: ${log.join(' ')}`);
    assert.ok(s.over, `${game}: the game did not end within ${TAP_CAP} taps`);
    assertHeadline(game, s);
    assert.deepEqual([...cuts], [], `${game}: panels cut off`);
    await assertNoShift(page, game);
    assertNoPanic(errors);
  } catch (err) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `touch-${game}.png`) }).catch(() => {});
    throw err;
  } finally {
    await context.close().catch(() => {});
  }
}

/** Waits on a phone in a game by link until it is this screen's turn,
 *  the game is over or the screen waits for a friend; gives the survey and
 *  the name of the friend waited for, if any. */
async function settleLink(page, timeout = 30_000) {
  const t0 = Date.now();
  for (;;) {
    const s = await survey(page);
    // The dock's short line of whose turn it is ("Waiting for Blue").
    const turn = page.locator('[data-testid=corr-turn]');
    const text = await turn.isVisible() ? await turn.innerText() : '';
    const waiting = /Waiting for ([A-Z][a-z]+)/.exec(text)?.[1] ?? null;
    if (s.over || (!s.busy && (s.taps.length || waiting))) {
      await page.waitForTimeout(60);
      const again = await survey(page);
      if (again.over || (!again.busy && again.fingerprint === s.fingerprint && (again.taps.length || waiting))) {
        return { s: again, waiting: again.taps.length ? null : waiting };
      }
    }
    if (Date.now() - t0 > timeout) return { s, waiting };
    await page.waitForTimeout(50);
  }
}

/** The link of the game so far, from the screen's Send button (it copies
 *  the link into the field: no share sheet in the test's browser). */
async function sendLink(page) {
  const send = page.locator('[data-testid=corr-send]');
  await send.scrollIntoViewIfNeeded();
  await send.tap();
  await page.waitForFunction(() => /\S/.test(document.querySelector('[data-testid=corr-notice]')?.textContent || ''));
  return page.locator('[data-testid=corr-link]').inputValue();
}

/** A whole game by link across `n` phones (browser contexts, each with its
 *  own storage): the first starts it with "Play with a friend by link",
 *  each plays its own seat by touch and sends the link to the friend the
 *  screen waits for (a phone that holds no seat yet takes the one a link
 *  hands it). Every tap must take effect, nothing moves during a turn,
 *  and the game ends on every phone with the same moves. */
async function playByLink(t, game, preset, n, seed) {
  const phones = [];
  for (let k = 0; k < n; k++) phones.push(await phonePage(env.browser));
  const random = prng(seed);
  const log = [];
  const holder = new Map();
  let at = 0;
  const page = () => phones[at].page;
  try {
    await page().goto(env.url(`#/play/${game}`));
    const dialog = page().locator(SEL.dialog);
    await dialog.waitFor({ state: 'visible' });
    if (preset) await dialog.locator(SEL.preset).selectOption(preset);
    await dialog.locator('[data-testid=quick-friend]').tap();
    await dialog.waitFor({ state: 'hidden' });
    // The first phone plays the seat its panel calls the person's; the
    // others are its friends'.
    const own = await page().locator('[data-testid^=player-]').evaluateAll((panels) => panels
      .filter((p) => p.querySelector('.player-kind')?.textContent === 'Person')
      .map((p) => p.dataset.name));
    assert.equal(own.length, 1, `the first phone holds one seat: ${own}`);
    holder.set(own[0], 0);
    await page().evaluate(() => {
      window.__shifts = [];
    });
    let taps = 0;
    let hops = 0;
    let s;
    for (;;) {
      const now = await settleLink(page());
      s = now.s;
      if (s.over) break;
      if (now.waiting) {
        // This screen's turn is over: no shift during it, then the link.
        await assertNoShift(page(), `${game} (phone ${at + 1})`);
        if (!holder.has(now.waiting)) {
          // The other phones take the seats the link hands them in turn.
          const held = [...holder.values()];
          const free = phones.findIndex((_, k) => !held.includes(k));
          assert.ok(free >= 0, `${game}: nobody left to play ${now.waiting}`);
          holder.set(now.waiting, free);
        }
        const link = await sendLink(page());
        log.push(`→${now.waiting}@${holder.get(now.waiting) + 1}`);
        assert.ok(holder.get(now.waiting) !== at, `${game}: phone ${at + 1} waits for ${now.waiting}, whom it plays itself (${log.slice(-8).join(' ')})`);
        at = holder.get(now.waiting);
        hops++;
        assert.ok(hops <= TAP_CAP, `${game}: the link went round ${hops} times (${log.slice(-12).join(' ')})`);
        await page().goto(link.replace(/^.*?#/, env.url('#')));
        await page().locator('[data-testid=corr-turn]').waitFor({ state: 'attached' });
        await page().locator(SEL.board).waitFor({ state: 'visible' });
        // Play starts once the opened page is ready for a finger.
        await settleLink(page());
        await page().evaluate(() => {
          window.__shifts = [];
        });
        continue;
      }
      assert.ok(!s.busy && s.taps.length, `${game}: phone ${at + 1} has nothing to tap after ${taps} taps`);
      // The seat this phone plays: the one to move on its turn.
      const mover = await page().locator('[data-testid^=player-][data-to-move=true]').first().getAttribute('data-name');
      if (!holder.has(mover)) holder.set(mover, at);
      assert.equal(holder.get(mover), at, `${game}: phone ${at + 1} plays ${mover}, the seat of phone ${holder.get(mover) + 1}`);
      if (hops === 1 && taps < 40) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page().screenshot({ path: path.join(SHOTS, `link-${game}-${PHONE.width}x${PHONE.height}.png`) });
      }
      taps++;
      assert.ok(taps <= TAP_CAP, `${game}: the game by link did not end within ${TAP_CAP} taps`);
      await tapOne(page(), `${game} (phone ${at + 1})`, s, random, log, taps);
    }
    assertHeadline(game, s);
    await assertNoShift(page(), `${game} (phone ${at + 1})`);
    // The last move reaches everyone: each phone opens the final link and
    // shows the same ended game.
    const link = await sendLink(page());
    const moves = await page().locator('[data-testid=move-list] li[data-move]').count();
    for (const [k, phone] of phones.entries()) {
      if (k === at) continue;
      await phone.page.goto(link.replace(/^.*?#/, env.url('#')));
      await phone.page.locator('[data-testid=result]').waitFor({ state: 'visible' });
      assert.equal(await phone.page.locator('[data-testid=move-list] li[data-move]').count(), moves, `phone ${k + 1} has every move`);
    }
    t.diagnostic(`${game} by link on ${n} phones: ${taps} taps, ${hops} links: ${log.join(' ')}`);
    for (const phone of phones) assertNoPanic(phone.errors);
  } catch (err) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page().screenshot({ path: path.join(ARTIFACTS, `touch-link-${game}.png`) }).catch(() => {});
    throw err;
  } finally {
    for (const phone of phones) await phone.context.close().catch(() => {});
  }
}

for (const [k, game] of GAMES.entries()) {
  test(`${game}: a whole game by touch on a phone, every tap taking effect, nothing moving`, async (t) => {
    await playByTouch(t, game, 1000 + k);
  });
}

test('owari by link: a whole game across two phones, each playing its own seat by touch', async (t) => {
  await playByLink(t, 'owari', null, 2, 77);
});

test('spectral-reapers by link: a whole game across three phones, each playing its own seat by touch', async (t) => {
  await playByLink(t, 'spectral-reapers', null, 3, 78);
});
