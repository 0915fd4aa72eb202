// Pictures to share (src/ui/pictures.rs): the board as a PNG and the game
// as an animated GIF, made in the page from the board's SVG with the
// theme's colours, offered as a download, or through the share sheet on a
// phone. The files are read back here: the PNG's header and the GIF's
// blocks parsed byte by byte, and both decoded by the browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileSetup, withPage, openSaved, menuClick, SEL } from './helpers.mjs';

const env = fileSetup();
const PHONE = { width: 390, height: 844 };

// A game of Basic, six moves in (a prefix of review.test.mjs's game).
const MOVES = ['F', 'a', 'D', 'F', 'A', 'b'];
const RECORD = `{"game":"basic","options":{"capture_needs_opposite_seeds":false,"first_player":"random","remaining_to":"clearing_player","seeds_per_pit":3},"seed":18257907021533379399,"moves":${JSON.stringify(MOVES)}}`;

/** The size on screen and the view box of the board beside `button`. */
function boardBox(page, button = '[data-testid=menu-button]') {
  return page.evaluate((button) => {
    const svg = document.querySelector(button).closest('.game').querySelector('.board-frame svg');
    const [, , vw, vh] = svg.getAttribute('viewBox').split(/[ ,]+/).map(Number);
    return { width: svg.getBoundingClientRect().width, vw, vh };
  }, button);
}

/** The size a picture `scale` times the board's width (at most `max`)
 *  must have, as ui::pictures rounds it. */
function expectedSize(box, scale, max = Infinity) {
  const width = Math.min(box.width * scale, max);
  return { width: Math.round(width), height: Math.round((width * box.vh) / box.vw) };
}

/** A PNG's size, from its signature and IHDR chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A GIF's blocks: its screen size and each image's size and delay. */
function parseGif(bytes) {
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  const table = (packed) => (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);
  let at = 13 + table(bytes[10]);
  const skipBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  const frames = [];
  let delay = null;
  for (;;) {
    assert.ok(at < bytes.length, 'the GIF ends with its trailer');
    const kind = bytes[at];
    if (kind === 0x3b) {
      assert.equal(at, bytes.length - 1, 'nothing after the trailer');
      return { width, height, frames };
    }
    if (kind === 0x21) {
      const label = bytes[at + 1];
      if (label === 0xf9) delay = bytes.readUInt16LE(at + 4);
      at += 2;
      skipBlocks();
    } else if (kind === 0x2c) {
      frames.push({
        left: bytes.readUInt16LE(at + 1),
        top: bytes.readUInt16LE(at + 3),
        width: bytes.readUInt16LE(at + 5),
        height: bytes.readUInt16LE(at + 7),
        delay,
      });
      at += 10 + table(bytes[at + 9]) + 1; // the descriptor, its colours, LZW's code size
      skipBlocks();
      delay = null;
    } else {
      assert.fail(`an unknown block 0x${kind.toString(16)} at byte ${at}`);
    }
  }
}

/** The browser's own decoding of `bytes` (`type`): its size, its frame
 *  count and how many pixels of the first and last frames differ, and
 *  how many pixels of the first frame have the colour `rgb`. */
function decodeInPage(page, bytes, type, rgb) {
  return page.evaluate(
    async ({ data, type, rgb }) => {
      const decoder = new ImageDecoder({ data: new Uint8Array(data), type });
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack.frameCount;
      const pixels = async (k) => {
        const { image } = await decoder.decode({ frameIndex: k });
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        image.close();
        return { data: context.getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width, height: canvas.height };
      };
      const first = await pixels(0);
      const last = await pixels(count - 1);
      let changed = 0;
      let themed = 0;
      for (let i = 0; i < first.data.length; i += 4) {
        if (first.data[i] !== last.data[i] || first.data[i + 1] !== last.data[i + 1] || first.data[i + 2] !== last.data[i + 2]) changed += 1;
        const near = (j, v) => Math.abs(first.data[i + j] - v) <= 3;
        if (near(0, rgb[0]) && near(1, rgb[1]) && near(2, rgb[2])) themed += 1;
      }
      return { width: first.width, height: first.height, count, changed, themed, pixels: first.data.length / 4 };
    },
    { data: [...bytes], type, rgb },
  );
}

/** The board's colour as the theme gives it (a CSS variable, resolved). */
async function boardColour(page) {
  const fill = await page.evaluate(() => getComputedStyle(document.querySelector('.game .board-bg')).fill);
  const m = /rgb\((\d+), (\d+), (\d+)\)/.exec(fill);
  assert.ok(m, `the board's fill is a colour: ${fill}`);
  return m.slice(1).map(Number);
}

test('the game menu saves the board as a PNG twice its size, in the theme\'s colours', async (t) => {
  await withPage(t, env.browser, { settings: { theme: 'dark' } }, async ({ page }) => {
    await openSaved(page, env.server.url, 'basic', RECORD, MOVES.length, [null, null]);
    const box = await boardBox(page);
    const downloading = page.waitForEvent('download');
    await menuClick(page, 'save-picture');
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `rainbow-games-basic-${MOVES.length}.png`);
    const bytes = fs.readFileSync(await download.path());
    assert.deepEqual(pngSize(bytes), expectedSize(box, 2));
    const decoded = await decodeInPage(page, bytes, 'image/png', await boardColour(page));
    assert.deepEqual({ width: decoded.width, height: decoded.height }, expectedSize(box, 2));
    // The board's own colour fills much of the picture (its variables
    // were resolved: unresolved, the board would be black).
    assert.ok(decoded.themed > decoded.pixels / 5, `board-coloured pixels: ${decoded.themed} of ${decoded.pixels}`);
    await page.locator('[data-testid=why]').getByText('The picture is ready.').waitFor();
  });
});

test('on a phone, the game is shared as an animated GIF: a frame a position, the last one longer', async (t) => {
  // The share sheet, as a phone's browser offers it: what is shared is kept.
  const init = () => {
    navigator.canShare = (data) => Array.isArray(data?.files) && data.files.length === 1;
    navigator.share = async (data) => {
      const file = data.files[0];
      window.__shared = { name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] };
    };
  };
  await withPage(t, env.browser, { viewport: PHONE, touch: true, init }, async ({ page }) => {
    await openSaved(page, env.server.url, 'basic', RECORD, MOVES.length, [null, null]);
    const box = await boardBox(page);
    await menuClick(page, 'save-animation');
    await page.waitForFunction(() => window.__shared, null, { timeout: 30_000 });
    const shared = await page.evaluate(() => window.__shared);
    assert.equal(shared.name, 'rainbow-games-basic.gif');
    assert.equal(shared.type, 'image/gif');
    const bytes = Buffer.from(shared.bytes);
    const gif = parseGif(bytes);
    const size = expectedSize(box, 1, 640);
    assert.deepEqual({ width: gif.width, height: gif.height }, size);
    assert.equal(gif.frames.length, MOVES.length + 1, 'the start and each move');
    for (const frame of gif.frames) {
      assert.deepEqual(frame, { left: 0, top: 0, ...size, delay: frame === gif.frames.at(-1) ? 250 : 60 });
    }
    const decoded = await decodeInPage(page, bytes, 'image/gif', await boardColour(page));
    assert.deepEqual({ width: decoded.width, height: decoded.height, count: decoded.count }, { ...size, count: MOVES.length + 1 });
    assert.ok(decoded.changed > 0, 'the last position differs from the first');
    assert.ok(decoded.themed > decoded.pixels / 5, `board-coloured pixels: ${decoded.themed} of ${decoded.pixels}`);
    // The game on screen is untouched: the same position, the same moves.
    assert.equal(await page.locator(SEL.moveItems).count(), MOVES.length);
    assert.equal(await page.locator('.picture-stage').count(), 0, 'the off-screen board is gone');
  });
});

test('a picture that cannot be drawn says so, and the game goes on', async (t) => {
  const init = () => {
    HTMLImageElement.prototype.decode = () => Promise.reject(new DOMException('refused', 'EncodingError'));
  };
  await withPage(t, env.browser, { init }, async ({ page }) => {
    await openSaved(page, env.server.url, 'basic', RECORD, MOVES.length, [null, null]);
    await menuClick(page, 'save-picture');
    await page.locator('[data-testid=why]').getByText('The picture could not be made.').waitFor();
    await menuClick(page, 'save-animation');
    await page.locator('[data-testid=why]').getByText('The picture could not be made.').waitFor();
    assert.equal(await page.locator('.picture-stage').count(), 0);
    // The board still plays.
    await page.locator(SEL.legalPits).first().click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, MOVES.length + 1);
  });
});

test('on a phone, the analysis board saves its position as a PNG', async (t) => {
  await withPage(t, env.browser, { viewport: PHONE, touch: true }, async ({ page }) => {
    await openSaved(page, env.server.url, 'basic', RECORD, MOVES.length, [null, null]);
    await menuClick(page, 'analyse');
    const button = '.action-bar [data-testid=save-picture]';
    await page.locator('[data-testid=analysis-back]').waitFor();
    const box = await boardBox(page, button);
    // No share sheet here: the picture is downloaded.
    const downloading = page.waitForEvent('download');
    await page.locator(button).click();
    const bytes = fs.readFileSync(await (await downloading).path());
    assert.deepEqual(pngSize(bytes), expectedSize(box, 2));
  });
});

test('a puzzle\'s solution is saved as a GIF from the puzzle\'s position', async (t) => {
  const puzzles = JSON.parse(fs.readFileSync(new URL('../../assets/puzzles/owari.json', import.meta.url), 'utf8')).puzzles;
  const p = puzzles.find((q) => q.id === 'owari-seed-1911181ea125d8ad');
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url(`#/puzzles/owari?id=${p.id}`));
    await page.locator(SEL.board).waitFor();
    await page.locator('[data-testid=puzzle-solution]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length === n, p.ply + p.solution.length);
    const button = '.action-bar [data-testid=save-animation]';
    const box = await boardBox(page, button);
    const downloading = page.waitForEvent('download');
    await page.locator(button).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'rainbow-games-owari.gif');
    const gif = parseGif(fs.readFileSync(await download.path()));
    assert.deepEqual({ width: gif.width, height: gif.height }, expectedSize(box, 1, 640));
    assert.equal(gif.frames.length, p.solution.length + 1, 'the puzzle\'s position and each move of its solution');
  });
});
