// Whole games by touch on a phone (390x844, touch, mobile), one for every
// game in `rgames list`, against the computer at its quickest. Every tap is
// made like a finger's, at the centre of a legal pit, square, piece or
// button (page.touchscreen.tap), and after every tap the test waits for
// what the tap should do: the move list grows, a decision, a selection or
// the dice appear. Meanwhile nothing on the page moves (the layout-shift
// total during play is 0, taps' own shifts included), and at every tap the
// board, the players, the panel that asks for a decision and the main
// actions (Undo, Hint, Menu) are all on the screen without scrolling. A
// game ends by itself or stops at a cap of taps (each of them checked).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  fileSetup, RGAMES, SETTINGS_KEY, SEL, ARTIFACTS, assertNoPanic, prng,
} from './helpers.mjs';

const env = fileSetup();

/** Every game the engine knows, from the command-line tool. */
const GAMES = execFileSync(RGAMES, ['list'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t')[0]);

const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(ARTIFACTS, 'screens');
/** Taps a game gets before the test stops it (each tap still checked). */
const TAP_CAP = 36;

/** A phone: touch, a mobile viewport, instant animations and the
 *  computer's shortest thinking time; layout shifts are recorded from the
 *  start (the test reads those made during play). */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        /* storage refused */
      }
      window.__shifts = [];
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
    [SETTINGS_KEY, JSON.stringify({ speed: 'instant', think_ms: 500 })],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack || err.message || err}`));
  return { context, page, errors };
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
    const item = (kind, el, key) => ({ kind, key, ...box(el) });
    const moves = q('[data-testid=move-list] li[data-move]').length;
    const decision = document.querySelector('[data-testid=decision]');
    const dice = document.querySelector('[data-testid=dice]');
    const fingerprint = JSON.stringify([
      moves,
      decision ? decision.innerText + q('[data-testid=decision] button').length : '',
      dice ? dice.innerText + q('[data-testid=dice] button').length : '',
      q('[data-testid=board] .selected').map((g) => g.getAttribute('data-pit') || g.getAttribute('data-piece')),
      q('[data-testid=board] [data-target], [data-testid=board] [data-return]').length,
      q('[data-testid=board] [data-draft]').map((g) => g.getAttribute('data-draft')).join(','),
      document.querySelector('[data-testid=placement]')?.innerText ?? '',
      q('[data-testid=board] .hinted').length,
      document.querySelector('[data-testid=hint-text]')?.innerText ?? '',
    ]);
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
    const off = must
      .map(([name, el]) => [name, el.getBoundingClientRect()])
      .filter(([, r]) => r.top < -0.5 || r.left < -0.5 || r.bottom > H + 0.5 || r.right > W + 0.5)
      .map(([name, r]) => `${name} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
    const result = document.querySelector('[data-testid=result] h2');
    const headline = result ? box(result) : null;
    return { over, busy, taps, fingerprint, off, scrollY: window.scrollY, headline, H, W };
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
      (fp) => {
        const q = (sel) => [...document.querySelectorAll(sel)];
        const decision = document.querySelector('[data-testid=decision]');
        const dice = document.querySelector('[data-testid=dice]');
        const now = JSON.stringify([
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
        return now !== fp || !!document.querySelector('[data-testid=result]');
      },
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
    let s;
    for (; taps < TAP_CAP; taps++) {
      s = await settle(page);
      if (s.over) break;
      assert.ok(!s.busy && s.taps.length, `${game}: nothing to tap after ${taps} taps (the computer never gave the turn back?)`);
      assert.deepEqual(s.off, [], `${game}, tap ${taps + 1}: off the screen (scrolled ${s.scrollY} px)`);
      // Once a game, the Hint: the hint comes, and what it names is on the
      // screen.
      if (!hinted && s.taps.some((x) => x.kind === 'pit' || x.kind === 'piece')) {
        const hint = page.locator('[data-testid=hint]');
        if (await hint.isVisible() && await hint.isEnabled()) {
          hinted = true;
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
          s = await settle(page);
          if (s.over) break;
        }
      }
      // The game mid-play, as a phone shows it.
      if (taps === 4) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `play-${game}-${PHONE.width}x${PHONE.height}.png`) });
      }
      const pick = s.taps[Math.floor(random() * s.taps.length)];
      const x = pick.x + pick.w / 2;
      const y = pick.y + pick.h / 2;
      assert.ok(x >= 0 && y >= 0 && x <= s.W && y <= s.H, `${game}: ${pick.kind} ${pick.key} is off the screen at ${Math.round(x)},${Math.round(y)}`);
      log.push(`${pick.kind}:${pick.key}`);
      await tapAndSee(page, x, y, s.fingerprint, `${pick.kind} ${pick.key} (tap ${taps + 1}; ${log.slice(-6).join(' ')})`);
    }
    s = await settle(page, 5000);
    if (s.over) {
      assert.ok(s.headline && s.headline.y >= 0 && s.headline.y + s.headline.h <= s.H, `${game}: the result's headline is off the screen: ${JSON.stringify(s.headline)}`);
    }
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((a, e) => a + e.value, 0);
    assert.equal(
      total,
      0,
      `${game}: layout shift during play, ${shifts.length} times; the first:\n${shifts.slice(0, 4).map((e) => `${e.value.toFixed(4)}${e.recent ? ' (after input)' : ''}: ${e.sources.join('; ')}`).join('\n')}`,
    );
    assertNoPanic(errors);
    t.diagnostic(`${game}: ${taps} taps${s.over ? ', to the end' : ' (cap)'}: ${log.join(' ')}`);
  } catch (err) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `touch-${game}.png`) }).catch(() => {});
    throw err;
  } finally {
    await context.close().catch(() => {});
  }
}

for (const [k, game] of GAMES.entries()) {
  test(`${game}: a whole game by touch on a phone, every tap taking effect, nothing moving`, async (t) => {
    await playByTouch(t, game, 1000 + k);
  });
}
