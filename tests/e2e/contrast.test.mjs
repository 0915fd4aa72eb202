// Small and faint no more: every text drawn on a board reads at a WCAG
// contrast of at least 4.5:1 against what is drawn behind it, in every
// game and in both themes; Rainbow Passage's squares and glyphs are big
// enough to read on a phone, and its colours that look alike (red and
// magenta, blue and cyan) differ by glyph and clearly by hue; and the
// "Offline" badge covers nothing of the board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileSetup, withPage, openRecord, SEL, engineState, prng, gameIds } from './helpers.mjs';

const env = fileSetup();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const GAMES = gameIds();

/** A record of `game` after `actions` legal actions (a fixed random pick). */
function grown(game, actions) {
  const random = prng(5);
  const record = { game, options: null, seed: 3, moves: [] };
  let state = engineState(record);
  for (let k = 0; k < actions && !state.over && state.legal.length; k++) {
    record.moves.push(state.legal[Math.floor(random() * state.legal.length)]);
    state = engineState(record);
  }
  return record;
}

/** In the page: every text of the board that is drawn (not a colour's
 *  glyph, a symbol that seconds the colour), its fill and the colour
 *  behind its middle (the fills under it, composed, down to the page's
 *  background), and the contrast of the two. */
function boardContrasts() {
  const parse = (c) => {
    const m = /rgba?\(([^)]+)\)/.exec(c || '');
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const f = (v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1 + 0.05) / (l2 + 0.05);
  };
  // The colour an element paints: its fill (a gradient's middle stop),
  // with its own and its ancestors' opacity.
  const paint = (el) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return null;
    let fill = style.fill;
    const url = /url\("?#([^")]+)"?\)/.exec(fill || '');
    if (url) {
      const stops = [...(document.getElementById(url[1])?.querySelectorAll('stop') || [])];
      const stop = stops[Math.floor(stops.length / 2)];
      fill = stop ? getComputedStyle(stop).stopColor : null;
    }
    const colour = el instanceof SVGElement ? parse(fill) : parse(style.backgroundColor);
    if (!colour || colour.a === 0) return null;
    let alpha = colour.a * Number(style.fillOpacity || 1);
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      alpha *= Number(getComputedStyle(e).opacity || 1);
    }
    return alpha > 0.02 ? { ...colour, a: alpha } : null;
  };
  const board = document.querySelector('[data-testid=board]');
  const out = [];
  for (const text of board.querySelectorAll('text')) {
    if (text.closest('.bead-glyph, .pit-glyph, .square-glyph, .piece')) continue;
    if (text.classList.contains('bead-glyph') || text.classList.contains('pit-glyph') || text.classList.contains('square-glyph')) continue;
    const content = text.textContent.trim();
    if (!content) continue;
    const box = text.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const fg = paint(text);
    if (!fg) continue;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const behind = document.elementsFromPoint(x, y).filter((e) => e !== text && !text.contains(e) && e.tagName !== 'text' && e.tagName !== 'tspan');
    const layers = [];
    for (const el of behind) {
      if (el.tagName === 'svg' || el.tagName === 'g') continue;
      const p = paint(el);
      if (p) layers.push(p);
      if (p && p.a >= 0.999) break;
    }
    let bg = parse(getComputedStyle(document.body).backgroundColor) || { r: 255, g: 255, b: 255, a: 1 };
    if (bg.a < 1) bg = over(bg, { r: 255, g: 255, b: 255, a: 1 });
    for (const layer of layers.reverse()) bg = over(layer, bg);
    const fgOnBg = fg.a < 1 ? over(fg, bg) : fg;
    const cls = text.getAttribute('class') || text.parentElement.getAttribute('class') || '';
    out.push({ text: content.slice(0, 30), cls, ratio: Math.round(ratio(fgOnBg, bg) * 100) / 100, size: Math.round(box.height) });
  }
  return out;
}

for (const scheme of ['light', 'dark']) {
  test(`every text on every board reads at 4.5:1 or more (${scheme} theme)`, async (t) => {
    await withPage(t, env.browser, { viewport: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const faint = [];
      for (const game of GAMES) {
        await openRecord(page, env.server.url, grown(game, 6));
        const texts = await page.evaluate(boardContrasts);
        assert.ok(texts.length > 0, `${game}: texts found`);
        for (const x of texts.filter((x) => x.ratio < 4.5)) faint.push(`${game}: "${x.text}" (${x.cls}) ${x.ratio}:1`);
      }
      assert.deepEqual(faint, [], `texts under 4.5:1 in the ${scheme} theme`);
    });
  });
}

test('rainbow-passage on a phone: glyphs big enough to read, look-alike colours told apart', async (t) => {
  await withPage(t, env.browser, { viewport: PHONE, hasTouch: true, isMobile: true }, async ({ page }) => {
    await openRecord(page, env.server.url, grown('rainbow-passage', 2));
    const glyphs = await page.$$eval('[data-testid=board] .square-glyph', (ts) => ts.map((t) => {
      const r = t.getBoundingClientRect();
      return { glyph: t.textContent.trim(), w: r.width, h: r.height };
    }));
    assert.ok(glyphs.length > 0, 'squares carry glyphs');
    const small = glyphs.filter((g) => g.h < 12);
    assert.deepEqual(small.slice(0, 3), [], `${small.length} of ${glyphs.length} glyphs under 12 px tall`);
    // The squares' colours: red and magenta, blue and cyan differ in hue
    // by a clear margin, and each has its own glyph.
    const fills = await page.evaluate(() => {
      const out = {};
      for (const g of document.querySelectorAll('[data-testid=board] [data-square]')) {
        const rect = g.querySelector('rect');
        const glyph = g.querySelector('.square-glyph')?.textContent.trim();
        if (rect && glyph) out[glyph] = getComputedStyle(rect).fill;
      }
      return out;
    });
    const hue = (c) => {
      const [r, g, b] = /rgba?\(([^)]+)\)/.exec(c)[1].split(/[ ,]+/).map(Number).map((v) => v / 255);
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (max === min) return 0;
      const d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const apart = (a, b) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
    const colours = Object.entries(fills);
    assert.ok(colours.length >= 6, `six colours with six glyphs: ${JSON.stringify(fills)}`);
    const [red, magenta, blue, cyan] = ['▲', '✚', '●', '◆'].map((g) => hue(fills[g]));
    t.diagnostic(`hues: red ${red}, magenta ${magenta}, blue ${blue}, cyan ${cyan}`);
    assert.ok(apart(red, magenta) >= 30, `red and magenta ${apart(red, magenta)}° apart`);
    assert.ok(apart(blue, cyan) >= 30, `blue and cyan ${apart(blue, cyan)}° apart`);
  });
});

test('spectral-reapers on a laptop: the pits\' counts and names are 12 px or more', async (t) => {
  await withPage(t, env.browser, { viewport: LAPTOP }, async ({ page }) => {
    await openRecord(page, env.server.url, grown('spectral-reapers', 4));
    const sizes = await page.$$eval('[data-testid=board] :is(.pit-count, .pit-name)', (ts) => ts.map((t) => t.getBoundingClientRect().height));
    assert.ok(sizes.length > 0, 'counts found');
    t.diagnostic(`smallest: ${Math.min(...sizes).toFixed(1)} px`);
    assert.ok(Math.min(...sizes) >= 12, `counts and names ${Math.min(...sizes).toFixed(1)} px tall at the least`);
  });
});

test('the Offline badge covers nothing of the board', async (t) => {
  for (const [viewport, label] of [[PHONE, 'phone'], [LAPTOP, 'laptop']]) {
    await withPage(t, env.browser, { viewport, hasTouch: viewport === PHONE, isMobile: viewport === PHONE }, async ({ page, context }) => {
      for (const game of GAMES) {
        await openRecord(page, env.server.url, grown(game, 4));
        await context.setOffline(true);
        await page.evaluate(() => window.dispatchEvent(new Event('offline')));
        const badge = page.locator('[data-testid=offline-indicator]');
        await badge.waitFor({ state: 'visible' });
        // Each pit, store and seat scrolled to the top and to the foot of
        // the screen, as a player scrolls to see it: the badge is over none.
        const covered = await page.evaluate(() => {
          const badge = document.querySelector('[data-testid=offline-indicator]');
          const parts = [...document.querySelectorAll('[data-testid=board] :is([data-pit], [data-store], [data-seat], [data-square], text)')];
          const hit = new Set();
          for (const part of parts) {
            for (const block of ['start', 'end']) {
              const box = part.getBoundingClientRect();
              const by = block === 'start' ? box.top : box.bottom - window.innerHeight;
              window.scrollTo({ top: window.scrollY + by, behavior: 'instant' });
              const b = badge.getBoundingClientRect();
              for (const el of parts) {
                const r = el.getBoundingClientRect();
                if (r.width && r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) {
                  const what = el.getAttribute('data-pit') ?? el.getAttribute('data-square') ?? el.getAttribute('data-store') ?? el.getAttribute('data-seat');
                  hit.add(what === null ? `text ${el.textContent.trim()}` : `${el.tagName} ${what}`);
                }
              }
            }
          }
          return [...hit];
        });
        assert.deepEqual(covered, [], `${label}, ${game}: the badge covers nothing`);
        await context.setOffline(false);
      }
    });
  }
});
