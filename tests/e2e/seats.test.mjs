// Seats belong to people (issue 38, items 2, 4, 8 and the first half of
// 9), played by touch on a 390x844 phone: a screen plays only for the
// seats its person holds (by link, by "You play", by hotseat); a computer
// rolls its own dice in Rainbow Passage's roll-off; the new-game dialog
// does what it says; a review keeps the computer's seat a computer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, assertNoPanic, engineState, readSaved, legalPits, moveCount, waitForMoveCount, SEL,
  newPage,
} from './helpers.mjs';

const env = fileSetup();

/** A person with a phone of their own (own storage): 390x844, touch. */
const phone = (speed = 'instant') => newPage(env.browser, { viewport: { width: 390, height: 844 }, touch: true, speed });

/** Runs `fn(...phones)` with `n` phones, checking for panics and closing
 *  them after. */
async function withPhones(n, fn) {
  const phones = [];
  for (let k = 0; k < n; k++) phones.push(await phone());
  try {
    await fn(...phones.map((h) => h.page));
    for (const h of phones) assertNoPanic(h.errors);
  } finally {
    for (const h of phones) await h.context.close().catch(() => {});
  }
}

/** Taps `locator` at its centre, as a finger does. */
async function tap(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.tap();
}

/** Opens the new-game dialog of `game` (a fresh page shows it). */
async function openDialog(page, game) {
  await page.goto(env.url(`#/play/${game}`));
  const dialog = page.locator(SEL.dialog);
  await page.locator(`${SEL.dialog}, ${SEL.board}`).first().waitFor({ state: 'visible' });
  if (!(await dialog.isVisible())) {
    await tap(page.locator('[data-testid=menu-button]'));
    await tap(page.locator('[data-testid=new-game]'));
  }
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/** The dialog's rules options, unfolded by a tap on their summary. */
async function unfoldOptions(dialog) {
  const fold = dialog.locator('[data-testid=rules-options]');
  if (!(await fold.evaluate((d) => d.open))) await tap(fold.locator('summary'));
}

const status = (page) => page.locator('[data-testid=status]').innerText();
const why = (page) => page.locator(SEL.why).innerText();

// ------------------------------------------------------------- item 2

/** The link of the game so far (Send copies it here: no share sheet). */
async function sendLink(page) {
  await tap(page.locator('[data-testid=corr-send]'));
  await page.waitForFunction(() => /copied|copy/i.test(document.querySelector('[data-testid=corr-notice]')?.textContent));
  return page.locator('[data-testid=corr-link]').inputValue();
}

async function openLink(page, link, moves) {
  await page.goto(link.replace(/^.*?#/, env.url('#')));
  await page.locator('[data-testid=corr]').waitFor({ state: 'visible' });
  await waitForMoveCount(page, moves);
}

/** Taps pit `name` where it is not this screen's to play: the move list
 *  must not grow, and the line under the board says why. */
async function tapRefused(page, name, reason) {
  const before = await moveCount(page);
  await tap(page.locator(SEL.pit(name)));
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length > n ||
      (document.querySelector('[data-testid=why]')?.textContent || '').length > 0,
    before,
  );
  assert.equal(await moveCount(page), before, `pit ${name} played a move it does not hold`);
  assert.match(await why(page), reason);
}

test("by link, a phone plays only its person's seat: the friend's pits, hint and turn stay theirs", async () => {
  await withPhones(2, async (south, north) => {
    // South starts a game of Owari by link, South to begin.
    const dialog = await openDialog(south, 'owari');
    await unfoldOptions(dialog);
    await dialog.locator('select[data-option="first_player"]').selectOption('south');
    await tap(dialog.locator('[data-testid=quick-friend]'));
    await dialog.waitFor({ state: 'hidden' });
    // Each panel says who plays it: the friend's seat is not "Person".
    const kind = (page, seat) => page.locator(`[data-testid=player-${seat}] .player-kind`).innerText();
    assert.equal(await kind(south, 0), 'Person');
    assert.equal(await kind(south, 1), 'Friend (by link)');
    const first = (await legalPits(south))[0];
    assert.ok(first, 'South has a pit to play');
    await tap(south.locator(SEL.pit(first)));
    await waitForMoveCount(south, 1);

    // North's turn, on South's phone: nothing of North's is playable.
    const record = (await readSaved(south, 'owari')).record;
    const northLegal = engineState(record).legal;
    assert.ok(northLegal.length > 0, 'North has moves');
    assert.deepEqual(await legalPits(south), [], "South's phone offers none of North's pits");
    await tapRefused(south, northLegal[0], /Waiting for North/);
    assert.equal((await readSaved(south, 'owari')).record.moves.length, 1, 'nothing was played for North');
    // No hint for the friend's move either.
    // (Hint keeps its place on the bar, so that nothing moves under a
    // finger: on the friend's turn it is there but cannot be pressed.)
    assert.ok(await south.locator('[data-testid=hint]').isDisabled(), 'no hint on the friend\'s turn');
    assert.match(await south.locator('[data-testid=corr-status]').textContent(), /waiting for North/);

    // North opens the link on their phone and plays: the move is theirs.
    await openLink(north, await sendLink(south), 1);
    assert.deepEqual((await legalPits(north)).sort(), [...northLegal].sort());
    assert.ok(await north.locator('[data-testid=hint]').isEnabled(), "a hint for North's own move");
    assert.equal(await kind(north, 0), 'Friend (by link)');
    assert.equal(await kind(north, 1), 'Person');
    await tap(north.locator(SEL.pit(northLegal[0])));
    await waitForMoveCount(north, 2);
    // Now South's pits are not North's to play.
    const southLegal = engineState((await readSaved(north, 'owari')).record).legal;
    assert.deepEqual(await legalPits(north), []);
    await tapRefused(north, southLegal[0], /Waiting for South/);

    // Back on South's phone, South plays again.
    await openLink(south, await sendLink(north), 2);
    assert.deepEqual((await legalPits(south)).sort(), [...southLegal].sort());
    assert.equal((await readSaved(south, 'owari')).variations?.length ?? 0, 0, 'no line of a move made for the friend');
  });
});

test('at one phone (hotseat) both seats are played; against the computer only the person\'s', async () => {
  await withPhones(1, async (page) => {
    let dialog = await openDialog(page, 'owari');
    await unfoldOptions(dialog);
    await dialog.locator('select[data-option="first_player"]').selectOption('south');
    await tap(dialog.locator('[data-testid=quick-people]'));
    await dialog.waitFor({ state: 'hidden' });
    for (let k = 1; k <= 2; k++) {
      const legal = await legalPits(page);
      assert.ok(legal.length > 0, `move ${k} is playable here`);
      await tap(page.locator(SEL.pit(legal[0])));
      await waitForMoveCount(page, k);
    }
  });
});

// ------------------------------------------------------------- item 4

test('Rainbow Passage against the computer: the computer rolls its own dice in the roll-off (3 of 3)', async () => {
  await withPhones(1, async (page) => {
    for (let game = 1; game <= 3; game++) {
      const dialog = await openDialog(page, 'rainbow-passage');
      await tap(dialog.locator('[data-testid=quick-computer]'));
      await dialog.waitFor({ state: 'hidden' });
      const rollOff = page.locator('[data-testid=dice] .roll-off');
      await rollOff.waitFor({ state: 'visible' });
      let taps = 0;
      for (let i = 0; await rollOff.isVisible(); i++) {
        assert.ok(i < 40, 'the roll-off did not end');
        // One look at the page: the moves, whose turn and the Roll button
        // together (the computer may roll between two looks).
        const now = await page.evaluate(() => ({
          moves: document.querySelectorAll('[data-testid=move-list] li[data-move]').length,
          status: document.querySelector('[data-testid=status]')?.innerText ?? '',
          roll: document.querySelectorAll('[data-testid=roll]').length,
        }));
        const before = now.moves;
        if (/^Your turn/.test(now.status)) {
          await tap(page.locator('[data-testid=roll]'));
          taps++;
        } else {
          // The computer's roll: nothing for the person to press.
          assert.equal(now.roll, 0, `a Roll button for the computer's roll (${now.status})`);
        }
        try {
          await page.waitForFunction(
            (n) => document.querySelectorAll('[data-testid=move-list] li[data-move]').length > n,
            before,
            { timeout: 10_000 },
          );
        } catch {
          assert.fail(`game ${game}: nobody rolled after ${before} moves (status: ${await status(page)})`);
        }
      }
      const { record } = await readSaved(page, 'rainbow-passage');
      const rolls = record.moves.filter((m) => m.startsWith('@'));
      assert.ok(taps >= 1 && rolls.length > taps, `game ${game}: the person rolled ${taps} of ${rolls.length} rolls`);
    }
  });
});

// ------------------------------------------------------------- item 8

test('the new-game dialog: "You play" seats the person against the computer too', async () => {
  await withPhones(1, async (page) => {
    const dialog = await openDialog(page, 'owari');
    // Found by its words: "You play".
    await dialog.locator('label:has-text("You play") select').selectOption('1');
    await tap(dialog.locator('[data-testid=quick-computer]'));
    await dialog.waitFor({ state: 'hidden' });
    const saved = await readSaved(page, 'owari');
    assert.deepEqual(saved.seats, ['medium', null], 'the person plays North, the computer South');
  });
});

test('the new-game dialog: Start sits below the settings it starts with', async () => {
  await withPhones(1, async (page) => {
    const dialog = await openDialog(page, 'owari');
    const box = async (sel) => dialog.locator(sel).boundingBox();
    const start = await box(SEL.start);
    for (const sel of ['[data-testid=seats]', '[data-testid=rules-options]', SEL.preset]) {
      const above = await box(sel);
      assert.ok(start.y >= above.y + above.height, `Start (y=${start.y}) is below ${sel} (y=${above.y})`);
    }
    assert.doesNotMatch(await dialog.locator(SEL.start).innerText(), /below/i);
  });
});

test('the new-game dialog: the people-at-this-screen button says how many it seats', async () => {
  await withPhones(1, async (page) => {
    const cases = [
      ['spectral-reapers', null, 'Three', 3],
      ['spectral-reapers', '2-players', 'Two', 2],
      ['spectral-reapers', '6-players', 'Six', 6],
      ['rainbow-passage', null, 'Two', 2],
      ['rainbow-passage', 'three', 'Three', 3],
    ];
    for (const [game, preset, words, players] of cases) {
      const dialog = await openDialog(page, game);
      if (preset) await dialog.locator(SEL.preset).selectOption(preset);
      const button = dialog.locator('[data-testid=quick-people]');
      assert.equal((await button.innerText()).trim(), `${words} players here`, `${game} ${preset}`);
      await tap(button);
      await dialog.waitFor({ state: 'hidden' });
      await page.locator(SEL.board).waitFor();
      assert.equal(await page.locator('.player-panel').count(), players, `${game} ${preset}: players started`);
    }
  });
});

/** The disclosure marker drawn before a summary ('' for none): its own
 *  list marker, else a ::before. */
function marker(summary) {
  return summary.evaluate((s) => {
    const own = getComputedStyle(s);
    if (own.display === 'list-item' && own.listStyleType !== 'none') return own.listStyleType;
    const before = getComputedStyle(s, '::before');
    return before.display === 'none' || /^(none|normal)$/.test(before.content) ? '' : before.content;
  });
}

test('folds show an expand marker: "Rules options" and "Moves"', async () => {
  await withPhones(1, async (page) => {
    const dialog = await openDialog(page, 'owari');
    const summary = dialog.locator('[data-testid=rules-options] > summary');
    const closed = await marker(summary);
    assert.notEqual(closed, '', 'Rules options shows a marker');
    await tap(summary);
    assert.notEqual(await marker(summary), closed, 'the marker shows it is open');
    await tap(dialog.locator('[data-testid=quick-people]'));
    await dialog.waitFor({ state: 'hidden' });
    const moves = page.locator('.moves-fold > summary');
    assert.notEqual(await marker(moves), '', 'Moves shows a marker');
  });
});

// ------------------------------------------------------------- item 9

test("reviewing a game against the computer keeps the computer's seat a computer", async () => {
  await withPhones(1, async (page) => {
    const dialog = await openDialog(page, 'owari');
    await unfoldOptions(dialog);
    await dialog.locator('select[data-option="first_player"]').selectOption('south');
    await tap(dialog.locator('[data-testid=quick-computer]'));
    await dialog.waitFor({ state: 'hidden' });
    const kind = (seat) => page.locator(`[data-testid=player-${seat}] .player-kind`).innerText();
    assert.equal(await kind(1), 'Computer (Medium)');
    await tap(page.locator(SEL.pit((await legalPits(page))[0])));
    await waitForMoveCount(page, 2, 20_000);
    await tap(page.locator('[data-testid=menu-button]'));
    await tap(page.locator('[data-testid=review-game]'));
    await page.locator('[data-testid=review-graph], [data-testid=review-progress]').first().waitFor();
    assert.equal(await kind(1), 'Computer (Medium)', 'the review names the computer');
    assert.equal(await kind(0), 'Person');
  });
});

test('a rules example opened for analysis is not remembered: after a reload, and from Play, the game is the player\'s own', async () => {
  await withPhones(1, async (page) => {
    // The player's own game of Owari, one move in.
    const dialog = await openDialog(page, 'owari');
    await unfoldOptions(dialog);
    await dialog.locator('select[data-option="first_player"]').selectOption('south');
    await tap(dialog.locator('[data-testid=quick-people]'));
    await dialog.waitFor({ state: 'hidden' });
    await tap(page.locator(SEL.pit((await legalPits(page))[0])));
    await waitForMoveCount(page, 1);
    const own = await page.locator('[data-testid=move-list] li[data-move]').allInnerTexts();

    // A rules example, stepped and opened on the analysis board.
    await page.goto(env.url('#/rules/owari'));
    const figure = page.locator('[data-testid=example]').first();
    await figure.scrollIntoViewIfNeeded();
    await tap(figure.locator('[data-testid=live-step]'));
    await tap(figure.locator('[data-testid=live-analyse]'));
    await page.locator('[data-testid=analysis-stats]').waitFor({ timeout: 30_000 });

    const isOwn = async (how) => {
      await page.locator('[data-testid=menu-button]').waitFor({ state: 'visible' });
      assert.equal(await page.locator('[data-testid=analysis-stats]').count(), 0, `${how}: no analysis board`);
      assert.deepEqual(await page.locator('[data-testid=move-list] li[data-move]').allInnerTexts(), own, `${how}: the player's own game`);
    };
    await page.reload();
    await isOwn('after a reload');
    await page.goto(env.url('#/rules/owari'));
    await tap(page.locator('[data-testid=rules-play]'));
    await isOwn('from the rules\' Play');
    // Straight from the analysis board to Play, without a reload.
    await page.goto(env.url('#/rules/owari'));
    await figure.scrollIntoViewIfNeeded();
    await tap(figure.locator('[data-testid=live-analyse]'));
    await page.locator('[data-testid=analysis-stats]').waitFor({ timeout: 30_000 });
    await page.goBack();
    await tap(page.locator('[data-testid=rules-play]'));
    await isOwn('back to the rules, then Play');
  });
});

test('on a phone the bar\'s buttons show their words whole (Pause included) in every language, and keep their whole names', async () => {
  const cases = [
    ['en-US', { width: 360, height: 740 }], ['en-US', { width: 390, height: 844 }],
    ['fr-FR', { width: 360, height: 740 }], ['de-DE', { width: 360, height: 740 }],
    ['es-ES', { width: 360, height: 740 }], ['pt-BR', { width: 360, height: 740 }],
  ];
  for (const [locale, viewport] of cases) {
    const english = locale === 'en-US';
    const h = await newPage(env.browser, { viewport, touch: true, locale });
    try {
      const { page } = h;
      const dialog = await openDialog(page, 'owari');
      await tap(dialog.locator('[data-testid=quick-computer]'));
      await dialog.waitFor({ state: 'hidden' });
      const pause = page.locator('[data-testid=computer-pause]');
      await pause.waitFor({ state: 'visible' });
      const cut = async () => page.locator('.action-bar .button').evaluateAll((buttons) => buttons
        .filter((b) => b.offsetWidth > 0 && b.scrollWidth > b.clientWidth + 1)
        .map((b) => `${b.dataset.testid}: "${b.innerText}" needs ${b.scrollWidth} px of ${b.clientWidth}`));
      assert.deepEqual(await cut(), [], `${locale} ${viewport.width}x${viewport.height}: cut words on the bar`);
      if (english) assert.equal(await page.getByRole('button', { name: 'Pause the computer' }).count(), 1, 'the Pause button keeps its whole name');
      await tap(pause);
      await page.waitForFunction(() => document.querySelector('[data-testid=computer-pause]')?.getAttribute('aria-pressed') === 'true');
      assert.deepEqual(await cut(), [], `${locale} ${viewport.width}x${viewport.height}: cut words on the bar, paused`);
      if (english) assert.equal(await page.getByRole('button', { name: 'Resume the computer' }).count(), 1);
      assertNoPanic(h.errors);
    } finally {
      await h.context.close().catch(() => {});
    }
  }
});
