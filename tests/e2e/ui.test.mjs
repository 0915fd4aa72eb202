// Home screen, illegal-pit explanations, ending by agreement, animation skip.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fileSetup, withPage, startGame, legalPits, playPit, readMoves, readSaved, readBoard,
  engineState, assertBoardMatches, SEL, menuClick, openMenu, closeMenu,
} from './helpers.mjs';

const env = fileSetup();

/** An opponent pit of the side to move, found from the legal pits. */
async function opponentPit(page) {
  const legal = await legalPits(page);
  assert.ok(legal.length > 0, 'someone can move');
  const southToMove = legal[0] === legal[0].toUpperCase();
  return southToMove ? 'c' : 'C';
}

test('home lists the games with play links', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await page.goto(env.url('#/'));
    for (const id of ['basic', 'owari']) {
      const card = page.locator(`[data-testid=game-card][data-game=${id}]`);
      await card.waitFor({ state: 'visible' });
      const href = await card.locator('a[data-testid=play]').getAttribute('href');
      assert.match(href, new RegExp(`#/play/${id}$`), `play link of ${id}`);
    }
    await page.locator('[data-testid=game-card][data-game=owari] a[data-testid=play]').click();
    await page.locator(SEL.dialog).waitFor({ state: 'visible' });
  });
});

test('an opponent pit explains why it cannot be played', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    const pit = await opponentPit(page);
    const why = page.locator(SEL.why);

    await page.locator(SEL.pit(pit)).hover();
    await assertWhy(page, /opponent/i, 'on hover');

    // Keyboard focus says the same (move the pointer away first).
    await page.mouse.move(0, 0);
    await page.locator(SEL.pit(pit)).focus();
    await assertWhy(page, /opponent/i, 'on focus');

    await page.locator(SEL.pit(pit)).click();
    await page.waitForTimeout(200);
    assert.deepEqual(await readMoves(page), [], 'clicking an illegal pit plays nothing');
    assert.match(await why.innerText(), /opponent/i);
  });
});

async function assertWhy(page, re, when) {
  try {
    await page.waitForFunction(
      (src) => new RegExp(src, 'i').test(document.querySelector('[data-testid=why]')?.textContent || ''),
      re.source,
      { timeout: 3000 },
    );
  } catch {
    const text = await page.locator(SEL.why).innerText().catch(() => '(missing)');
    assert.fail(`[data-testid=why] ${when}: ${JSON.stringify(text)} does not match ${re}`);
  }
}

test('ending by agreement shows the result', async (t) => {
  await withPage(t, env.browser, {}, async ({ page }) => {
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.accept();
    });
    await startGame(page, env.url(''), 'owari', 'abapa');
    for (let i = 0; i < 3; i++) await playPit(page, (await legalPits(page))[0]);
    await menuClick(page, 'agree');
    await page.locator('[data-testid=confirm-yes]').click();
    const result = page.locator(SEL.result);
    await result.waitFor({ state: 'visible' });
    assert.match(await result.innerText(), /agreed/i);

    const { record } = await readSaved(page, 'owari');
    const state = engineState(record);
    assert.equal(state.over, true);
    assert.equal(await result.getAttribute('data-winner'), String(state.winner));
    assert.equal(await result.getAttribute('data-stores'), state.stores.join(','));
    assert.equal((await readMoves(page)).length, record.moves.length);
    assert.ok(await page.locator(SEL.agree).isDisabled(), 'agree disabled once over');
    t.diagnostic(`confirm dialogs: ${JSON.stringify(dialogs)}; last move ${JSON.stringify(record.moves.at(-1))}`);
  });
});

test('animation at normal speed can be skipped and ends in the engine position', async (t) => {
  await withPage(t, env.browser, { speed: 'normal' }, async ({ page }) => {
    await startGame(page, env.url(''), 'owari', 'abapa');
    // The setting, in the menu (drawn when it is first opened).
    await openMenu(page);
    assert.equal(await page.locator('[data-testid=menu] select[data-testid=speed]').inputValue(), 'normal');
    await closeMenu(page);
    const pit = (await legalPits(page))[0];
    await page.locator(SEL.pit(pit)).click();
    const skip = page.locator(SEL.skip);
    await skip.waitFor({ state: 'visible', timeout: 2000 });
    await skip.click();
    await skip.waitFor({ state: 'hidden', timeout: 2000 });

    const { record } = await readSaved(page, 'owari');
    assert.deepEqual(record.moves, [pit]);
    assertBoardMatches(await readBoard(page), engineState(record), 'after skipping');
    assert.deepEqual(await readMoves(page), [pit]);
    assert.ok((await legalPits(page)).length > 0, 'pits are playable again');
  });
});
