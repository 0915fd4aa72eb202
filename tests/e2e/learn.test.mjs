// The Learn page (src/ui/learn): a game's course played on a phone by
// tapping, step by step, on the game's own board. Which decisions meet a
// step's goal comes from the engine (`rgames lessons <game> --answers`),
// never from the page: the test plays them as a person would, and a wrong
// one to see its reason.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileSetup, withPage, gameIds, RGAMES, ROOT, ARTIFACTS, SEL, focused, tabTo, arrowTo } from './helpers.mjs';

const env = fileSetup();
const PHONE = { viewport: { width: 390, height: 844 }, touch: true };

/** Each step's right and wrong decision, by lesson and step, from the
 *  engine (`rgames lessons --answers`, run in the repository). */
function answers(game) {
  const out = execFileSync(RGAMES, ['lessons', game, '--answers'], { cwd: ROOT, encoding: 'utf8' });
  const all = {};
  for (const line of out.trim().split('\n')) {
    const a = JSON.parse(line);
    all[`${a.lesson}.${a.step}`] = a;
  }
  return all;
}

const course = (game) => JSON.parse(fs.readFileSync(path.join(ROOT, 'assets', 'lessons', `${game}.json`), 'utf8'));
const hasCourse = (game) => fs.existsSync(path.join(ROOT, 'assets', 'lessons', `${game}.json`));

/** A page that counts its taps. */
function tapper(page) {
  const counter = { taps: 0 };
  counter.tap = async (selector) => {
    counter.taps += 1;
    await page.locator(selector).tap();
  };
  return counter;
}

const STEP = '[data-testid=lesson-step]';

/** Waits for the step to be ready for a decision (a new step's board
 *  drawn, no animation). */
async function stepReady(page) {
  await page.locator(`${STEP}[data-state=task]`).waitFor();
  await page.locator(SEL.board).waitFor();
}

/** Plays one action by tapping: a choice offered (a colour, a capture) or
 *  a pit of the board. */
async function tapAction(page, tap, mv) {
  // Rainbow Passage's actions on a board of squares: a step (`c3-d4`) is
  // its piece, then its target; a return (`r:e1`) the return button, then
  // the square; `end` and `pass` their buttons.
  const quiet = () => page.waitForFunction(() => !document.querySelector('[data-testid=skip-animation]'));
  const step = mv.match(/^([a-q]\d+)-[a-q]\d+$/);
  if (step) {
    await quiet();
    await tap(`[data-testid=board] [data-piece="${step[1]}"]`);
    await tap(`[data-testid=board] [data-target="${mv}"]`);
    return;
  }
  if (mv.startsWith('r:')) {
    await quiet();
    await tap('[data-testid=return]');
    await tap(`[data-return="${mv.slice(2)}"]`);
    return;
  }
  if (mv === 'end' || mv === 'pass') {
    await quiet();
    await tap(`[data-testid=${mv === 'end' ? 'end-turn' : 'pass'}]`);
    return;
  }
  const choice = SEL.choice(mv);
  const pit = `[data-testid=board] [data-pit="${mv}"][data-legal=true]`;
  // A move of a pit and a direction (Giuthi's `A>`): the pit, then the direction offered.
  const from = `[data-testid=board] [data-pit="${mv.match(/^[A-Za-z]+/)?.[0]}"][data-legal=true]`;
  await page.waitForFunction(
    ([c, p, f]) => !document.querySelector('[data-testid=skip-animation]') && !!(document.querySelector(c) || document.querySelector(p) || document.querySelector(f)),
    [choice, pit, from],
  );
  if ((await page.locator(choice).count()) > 0) await tap(choice);
  else if ((await page.locator(pit).count()) > 0) await tap(pit);
  else {
    await tap(from);
    await page.locator(choice).waitFor();
    await tap(choice);
  }
}

async function playDecision(page, tap, actions) {
  for (const mv of actions) {
    // A decision ends as soon as the page has judged it.
    if ((await page.locator(`${STEP}:not([data-state=task])`).count()) > 0) break;
    await tapAction(page, tap, mv);
  }
}

/** Opens lesson `l` of the course on screen. */
async function openLesson(page, tap, l) {
  await page.locator('[data-testid=lessons]').waitFor();
  await tap(`[data-testid=lesson][data-lesson="${l}"]`);
  await stepReady(page);
}

test('rainbow-chase: the whole course by tapping on a phone, with a wrong answer and its reason', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const game = 'rainbow-chase';
    const lessons = course(game).lessons;
    const known = answers(game);
    const counter = tapper(page);
    const tap = counter.tap;
    const started = Date.now();
    await page.goto(env.url(`#/learn/${game}`));
    let wrongSeen = false;
    for (let l = 0; l < lessons.length; l++) {
      if (l === 0) await openLesson(page, tap, 0);
      else {
        await page.locator('[data-testid=learn-done]').waitFor();
        await tap('[data-testid=learn-next-lesson]');
        await stepReady(page);
      }
      for (let s = 0; s < lessons[l].steps.length; s++) {
        if (s > 0) await stepReady(page);
        // Every step's whole board on the phone's screen with its task.
        const board = await page.locator(SEL.board).boundingBox();
        assert.ok(board.y >= 0 && board.y + board.height <= 844, `lesson ${l + 1} step ${s + 1}: the board at ${Math.round(board.y)}-${Math.round(board.y + board.height)} px of 844`);
        if (lessons[l].steps[s].opponent) {
          await playGame(page, tap);
        } else {
          const a = known[`${l}.${s}`];
          if (!wrongSeen && a.wrong) {
            // A wrong decision first: its reason, then the position back.
            await playDecision(page, tap, a.wrong);
            await page.locator(`${STEP}[data-state=wrong]`).waitFor();
            const why = await page.locator('[data-testid=lesson-feedback]').textContent();
            assert.match(why, /^Not quite\. .+/, `the reason is told: ${why}`);
            if (l === 0 && s === 0) {
              // Step 1 asks for a bead in North's pit a: the reason says where the sowing ended.
              assert.match(why, /landed in [A-Fa-f]\./, why);
            }
            await tap('[data-testid=lesson-retry]');
            await stepReady(page);
            wrongSeen = true;
          }
          await playDecision(page, tap, a.right);
        }
        await page.locator(`${STEP}[data-state=right]`).waitFor({ timeout: 60_000 });
        await tap('[data-testid=lesson-next]');
      }
    }
    await page.locator('[data-testid=learn-done]').waitFor();
    const stars = await page.locator('[data-testid=lesson]').evaluateAll((els) => els.map((e) => e.dataset.stars));
    assert.equal(stars.length, lessons.length);
    assert.ok(stars.every((n) => n === '1' || n === '2'), `every lesson has its stars: ${stars}`);
    assert.ok(wrongSeen, 'a wrong answer was given on the way');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    t.diagnostic(`rainbow-chase course: ${counter.taps} taps, ${seconds} s`);
    console.log(`rainbow-chase course: ${counter.taps} taps, ${seconds} s`);
  });
});

/** The last lesson: a game against the Beginner computer, each decision
 *  the hint's (a newcomer following the hints), until the page says the
 *  lesson is done. */
async function playGame(page, tap) {
  for (let k = 0; k < 200; k++) {
    const state = await page.locator(STEP).getAttribute('data-state');
    if (state === 'right') return;
    assert.notEqual(state, 'wrong', 'the game against the Beginner was lost');
    // Our decision (the computer's moves are its own).
    const ours = await page.evaluate(() => {
      const status = document.querySelector('[data-testid=status]');
      return status?.dataset.toMove === '0' && status.dataset.thinking !== 'true'
        && !document.querySelector('[data-testid=skip-animation]')
        && !!document.querySelector('[data-testid=board] [data-pit][data-legal=true], [data-testid=decision] [data-choice]');
    });
    if (!ours) {
      await page.waitForTimeout(100);
      continue;
    }
    await tap('[data-testid=lesson-hint]');
    const lit = '[data-testid=board] [data-pit].hinted, [data-testid=decision] [data-choice].hinted';
    await page.locator(lit).first().waitFor({ timeout: 30_000 });
    await page.locator(lit).first().tap();
  }
  throw new Error('the game did not end');
}

test('the first step of every other game\'s course, by tapping', async (t) => {
  for (const game of gameIds().filter((g) => g !== 'rainbow-chase')) {
    if (!hasCourse(game)) {
      t.diagnostic(`${game}: no course yet`);
      continue;
    }
    await withPage(t, env.browser, PHONE, async ({ page }) => {
      const tap = tapper(page).tap;
      await page.goto(env.url(`#/learn/${game}`));
      await openLesson(page, tap, 0);
      await playDecision(page, tap, answers(game)['0.0'].right);
      await page.locator(`${STEP}[data-state=right]`).waitFor();
    });
  }
});

test('once a step is decided the board rests: nothing can be played, and no pit is called the opponent\'s', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const tap = tapper(page).tap;
    const game = 'basic';
    const a = answers(game)['0.0'];
    await page.goto(env.url(`#/learn/${game}`));
    await openLesson(page, tap, 0);
    for (const [decision, state] of [[a.wrong, 'wrong'], [a.right, 'right']]) {
      await playDecision(page, tap, decision);
      await page.locator(`${STEP}[data-state=${state}]`).waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid=skip-animation]'));
      const pits = () => page.locator('[data-testid=board] [data-pit]').evaluateAll((els) =>
        els.map((e) => ({ pit: e.dataset.pit, legal: e.dataset.legal, label: e.getAttribute('aria-label') })));
      const now = await pits();
      assert.ok(now.length >= 12, `the board's pits: ${now.length}`);
      assert.deepEqual(now.filter((p) => p.legal === 'true').map((p) => p.pit), [], `${state}: no pit can be played`);
      for (const p of now) {
        assert.doesNotMatch(p.label, /opponent/, `${state}: pit ${p.pit} says "${p.label}"`);
        assert.match(p.label, state === 'right' ? /Next/ : /Try again/, `${state}: pit ${p.pit} says what to do: "${p.label}"`);
      }
      // A tap on the other side's pit plays nothing for them.
      const before = await page.locator(SEL.board).innerHTML();
      await page.locator('[data-testid=board] [data-pit="a"]').tap();
      await page.waitForTimeout(300);
      assert.equal(await page.locator(SEL.board).innerHTML(), before, `${state}: a tap on North's pit changed the board`);
      assert.equal(await page.locator(STEP).getAttribute('data-state'), state);
      if (state === 'wrong') {
        await tap('[data-testid=lesson-retry]');
        await stepReady(page);
      }
    }
  });
});

test('a course in French: its words and the page\'s', async (t) => {
  await withPage(t, env.browser, { ...PHONE, locale: 'fr-FR' }, async ({ page }) => {
    const tap = tapper(page).tap;
    const words = JSON.parse(fs.readFileSync(path.join(ROOT, 'assets/i18n/fr/lessons/basic.json'), 'utf8')).text;
    const first = course('basic').lessons[0];
    await page.goto(env.url('#/learn/basic'));
    await page.locator('[data-testid=lessons]').waitFor();
    assert.match(await page.locator('h1').textContent(), /^Apprendre /);
    assert.match(await page.locator('[data-testid=lesson]').first().textContent(), new RegExp(words[first.title]));
    await openLesson(page, tap, 0);
    assert.equal((await page.locator('[data-testid=lesson-task]').textContent()).trim(), words[first.steps[0].task]);
    const a = answers('basic')['0.0'];
    await playDecision(page, tap, a.wrong);
    await page.locator(`${STEP}[data-state=wrong]`).waitFor();
    assert.match(await page.locator('[data-testid=lesson-feedback]').textContent(), /^Pas tout à fait\./);
    await tap('[data-testid=lesson-retry]');
    await stepReady(page);
    await playDecision(page, tap, a.right);
    await page.locator(`${STEP}[data-state=right]`).waitFor();
    assert.match(await page.locator('[data-testid=lesson-feedback]').textContent(), /Bien joué/);
  });
});

/** Plays lesson `l` of `game` through by tapping the engine's answers. */
async function playLesson(page, tap, game, l, { hint = false } = {}) {
  const known = answers(game);
  const steps = course(game).lessons[l].steps.length;
  await openLesson(page, tap, l);
  for (let s = 0; s < steps; s++) {
    if (s > 0) await stepReady(page);
    if (hint && s === 0) {
      await tap('[data-testid=lesson-hint]');
      await page.locator('[data-testid=hint-text]').filter({ hasText: /\S/ }).waitFor();
    }
    await playDecision(page, tap, known[`${l}.${s}`].right);
    await page.locator(`${STEP}[data-state=right]`).waitFor();
    await tap('[data-testid=lesson-next]');
  }
  await page.locator('[data-testid=learn-done]').waitFor();
}

test('stars: two without a hint, one with; kept after a reload', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const tap = tapper(page).tap;
    await page.goto(env.url('#/learn/basic'));
    await playLesson(page, tap, 'basic', 0);
    assert.match(await page.locator('[data-testid=learn-done]').textContent(), /★★/);
    await playLesson(page, tap, 'basic', 1, { hint: true });
    assert.match(await page.locator('[data-testid=learn-done]').textContent(), /★☆/);
    const stars = () => page.locator('[data-testid=lesson]').evaluateAll((els) => els.map((e) => e.dataset.stars));
    assert.deepEqual((await stars()).slice(0, 3), ['2', '1', '0']);
    await page.reload();
    await page.locator('[data-testid=lessons]').waitFor();
    assert.deepEqual((await stars()).slice(0, 3), ['2', '1', '0']);
    await page.screenshot({ path: path.join(ARTIFACTS, 'screens', 'learn-lessons-390x844.png') });
  });
});

test('a lesson by keyboard alone', async (t) => {
  await withPage(t, env.browser, { viewport: { width: 1200, height: 900 } }, async ({ page }) => {
    const game = 'basic';
    const known = answers(game);
    const steps = course(game).lessons[0].steps.length;
    await page.goto(env.url(`#/learn/${game}`));
    await page.locator('[data-testid=lessons]').waitFor();
    await tabTo(page, (f) => f.testid === 'lesson');
    await page.keyboard.press('Enter');
    for (let s = 0; s < steps; s++) {
      await stepReady(page);
      // The new step's task has the focus.
      assert.equal((await focused(page)).testid, 'lesson-task');
      for (const mv of known[`0.${s}`].right) {
        await tabTo(page, (f) => f.pit !== null || f.choice === mv);
        if ((await focused(page)).choice !== mv) await arrowTo(page, mv);
        await page.keyboard.press('Enter');
      }
      await page.locator(`${STEP}[data-state=right]`).waitFor();
      // A right answer takes the focus to Next.
      assert.equal((await focused(page)).testid, 'lesson-next');
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-testid=learn-done]').waitFor();
    assert.equal(await page.locator('[data-testid=lesson]').first().getAttribute('data-stars'), '2');
  });
});

test('a lesson step on a phone: the task, the board and the buttons fit 390 px', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const tap = tapper(page).tap;
    await page.goto(env.url('#/learn/rainbow-chase'));
    await openLesson(page, tap, 1);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `nothing wider than the phone: ${wide}`);
    // The task and its buttons on the screen, the board below them within
    // the width, and no taller than the screen.
    const board = await page.locator(SEL.board).boundingBox();
    const task = await page.locator(STEP).boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= 390, `the board within the width: ${JSON.stringify(board)}`);
    assert.ok(task.y >= 0 && task.y + task.height <= board.y, `the task above the board: ${JSON.stringify([task, board])}`);
    // The whole board on the screen at once: a learner sees every pit of
    // the task without scrolling.
    assert.ok(board.y + board.height <= 844, `the board ends on the screen: ${Math.round(board.y)}-${Math.round(board.y + board.height)} px of 844`);
    // The lesson's head (back link, title, step) on one line.
    const head = await page.locator('.lesson-head').boundingBox();
    const back = await page.locator('.lesson-head .button').first().boundingBox();
    assert.ok(head.height <= back.height + 4, `the lesson's head on one line: ${head.height} px for a ${back.height} px button`);
    t.diagnostic(`390x844: task ${Math.round(task.y)}-${Math.round(task.y + task.height)} px, board ${Math.round(board.y)}-${Math.round(board.y + board.height)} px`);
    fs.mkdirSync(path.join(ARTIFACTS, 'screens'), { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'screens', 'learn-step-390x844.png') });
  });
});

test('the offer to learn a game: on its first opening only, never again once dismissed; the ways in', async (t) => {
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const offer = page.locator('[data-testid=learn-offer]');
    await page.goto(env.url('#/play/owari'));
    await offer.waitFor();
    await page.locator('[data-testid=learn-offer-dismiss]').tap();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator(SEL.dialog).waitFor();
    assert.equal(await offer.count(), 0, 'dismissed, the offer is not made again');
    // Another game never opened has its offer, which leads to its lessons.
    await page.goto(env.url('#/play/basic'));
    await offer.waitFor();
    await offer.locator('a').tap();
    await page.locator('[data-testid=learn-page][data-game=basic]').waitFor();
    await page.goto(env.url('#/play/basic'));
    await page.locator(SEL.dialog).waitFor();
    assert.equal(await offer.count(), 0, 'the offer is made once');
    // The game's page, its rules page and its home card link to its lessons.
    await page.locator(SEL.start).tap();
    await page.locator('[data-testid=game-learn]').tap();
    await page.locator('[data-testid=learn-page][data-game=basic]').waitFor();
    await page.goto(env.url('#/rules/owari'));
    await page.locator('[data-testid=rules-learn]').tap();
    await page.locator('[data-testid=learn-page][data-game=owari]').waitFor();
    await page.goto(env.url('#/'));
    await page.locator('[data-testid=game-card][data-game=mancala] [data-testid=learn]').tap();
    await page.locator('[data-testid=learn-page][data-game=mancala]').waitFor();
  });
});

test("lesson stars travel with the puzzles' progress file: downloaded on one phone, loaded on another", async (t) => {
  const game = 'basic';
  const known = answers(game);
  const steps = course(game).lessons[0].steps.length;
  let file;
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    const tap = tapper(page).tap;
    await page.goto(env.url(`#/learn/${game}`));
    await openLesson(page, tap, 0);
    for (let s = 0; s < steps; s++) {
      if (s > 0) await stepReady(page);
      await playDecision(page, tap, known[`0.${s}`].right);
      await page.locator(`${STEP}[data-state=right]`).waitFor();
      await tap('[data-testid=lesson-next]');
    }
    await page.locator('[data-testid=learn-done]').waitFor();
    await page.goto(env.url('#/puzzles'));
    await page.locator('[data-testid=puzzle-download]').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), tap('[data-testid=puzzle-download]')]);
    file = fs.readFileSync(await download.path(), 'utf8');
  });
  const lesson = course(game).lessons[0].id;
  assert.equal(JSON.parse(file).lessons?.[game]?.[lesson], 2, `the file carries the lesson's two stars: ${file.slice(0, 300)}`);
  await withPage(t, env.browser, PHONE, async ({ page }) => {
    await page.goto(env.url('#/puzzles'));
    await page.locator('.puzzle-transfer summary').tap();
    await page.locator('[data-testid=puzzle-import-text]').fill(file);
    await page.locator('[data-testid=puzzle-import]').tap();
    await page.locator('[data-testid=puzzles-note]', { hasText: /loaded/ }).waitFor();
    await page.goto(env.url(`#/learn/${game}`));
    await page.locator('[data-testid=lessons]').waitFor();
    assert.equal(await page.locator('[data-testid=lesson]').first().getAttribute('data-stars'), '2', 'the stars came with the file');
  });
});
