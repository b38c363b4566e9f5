/**
 * The countdown's flip, on the real clock (the fake clock of ./countdown.spec.ts does not move the
 * document timeline the animations run on): the seconds' last digit flips on one endless animation
 * whose iterations start on the wall-clock seconds the page's clock ticks on, so a tick costs the
 * main thread nothing but the new digit; the other digits flip once per change; nothing
 * moves before the visitor's first move on the page (a running animation makes the compositor draw,
 * and the main thread hear of, every frame), under reduced motion, off screen, or once the countdown
 * is over.
 */
import type { Page } from '@playwright/test';
import { expect, html, test } from './fixtures';

const SCRIPT = '<script src="/widgets/countdown.js"></script>';

interface Flip {
  iterations: number;
  duration: number;
  state: string;
  /** Where the animation's iterations start within a wall-clock second, in ms (0–999). */
  phase: number;
}

/** The animations on each card of the seconds unit (tens, then ones). */
const secondCards = (page: Page, selector = 'embudo-countdown'): Promise<Flip[][]> =>
  page.locator(selector).evaluate((host) =>
    [...host.shadowRoot!.querySelectorAll('.unit-second [part=digit]')].map((card) =>
      card.getAnimations().map((a) => {
        const timing = a.effect!.getComputedTiming();
        return {
          iterations: Number(timing.iterations),
          duration: Number(timing.duration),
          state: a.playState,
          phase: (((performance.timeOrigin + Number(a.startTime)) % 1000) + 1000) % 1000,
        };
      }),
    ),
  );

/** The visitor's first move on the page (a key: no scroll, no click on anything). */
const firstMove = (page: Page): Promise<void> => page.keyboard.press('Shift');

/** An end instant `seconds` (and a fraction) from the next wall-clock second. */
const endIn = (seconds: number): string => new Date(Math.ceil(Date.now() / 1000) * 1000 + seconds * 1000).toISOString();

/** Records every Element.animate call on a digit card: its unit, its place and its timing. */
const RECORD_FLIPS = `<script>
window.flips = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  if (this.matches('[part=digit]')) {
    window.flips.push({ unit: this.closest('[part=unit]').className, place: [...this.parentNode.children].indexOf(this), iterations: options.iterations ?? 1, duration: options.duration });
  }
  return animate.call(this, keyframes, options);
};
</script>`;

test("nothing moves on a page only loaded: the digits change, still, until the visitor's first move", async ({ page, serve, problems }) => {
  await page.goto(
    await serve(
      'flip-before.html',
      html(`${RECORD_FLIPS}<embudo-countdown end-at="${endIn(3602)}" hide-year hide-month></embudo-countdown>${SCRIPT}`),
    ),
  );
  const seconds = page.locator('embudo-countdown .unit-second .digits');
  await expect(seconds).toHaveText(/^\d\d$/);
  const first = await seconds.textContent();
  // Past the change 00 → 59 (the tens, the minutes and the hours change too): not one animation.
  await expect(seconds).toHaveText(/^5\d$/, { timeout: 5000 });
  expect(first).not.toMatch(/^5/);
  await page.waitForTimeout(100);
  expect(await page.evaluate(() => (window as unknown as { flips: unknown[] }).flips)).toEqual([]);
  expect(await page.locator('embudo-countdown').evaluate((host) => host.shadowRoot!.getAnimations().length)).toBe(0);
  // The first move: the seconds' endless flip from the next tick.
  await firstMove(page);
  await expect.poll(async () => (await secondCards(page))[1]!.map((f) => f.iterations), { timeout: 3000 }).toEqual([Infinity]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the seconds flip on one endless animation in step with the wall clock; the other digits flip once per change', async ({
  page,
  serve,
  problems,
}) => {
  // 1:00:04 or so at load, the visitor moves at once: within five ticks the seconds' tens, the
  // minutes and the hours change.
  await page.goto(
    await serve(
      'flip.html',
      html(`${RECORD_FLIPS}<embudo-countdown end-at="${endIn(3603)}" hide-year hide-month></embudo-countdown>${SCRIPT}`),
    ),
  );
  const tens = page.locator('embudo-countdown .unit-second [part=digit]').first();
  await expect(tens).toHaveText('0');
  await firstMove(page);

  await expect.poll(async () => (await secondCards(page))[1]!.length).toBe(1);
  const [ones] = (await secondCards(page))[1]!;
  expect(ones).toMatchObject({ iterations: Infinity, duration: 1000, state: 'running' });
  // Its iterations start on the second (a few ms either side: the document timeline and Date may differ).
  expect(Math.min(ones!.phase, 1000 - ones!.phase)).toBeLessThan(30);

  // Past the change 00 → 59: the tens digit (and the minutes' and hours') flipped once, on
  // animations of their own; the ones digit still has its one endless animation, never one per tick.
  await expect(tens).toHaveText('5', { timeout: 5000 });
  await page.waitForTimeout(100);
  const flips = (await page.evaluate(() => (window as unknown as { flips: unknown[] }).flips)) as {
    unit: string;
    place: number;
    iterations: number;
    duration: number;
  }[];
  expect(flips.filter((f) => f.unit.includes('unit-second') && f.place === 1)).toEqual([
    { unit: 'unit unit-second', place: 1, iterations: Infinity, duration: 1000 },
  ]);
  expect(flips.filter((f) => f.unit.includes('unit-second') && f.place === 0)).toEqual([
    { unit: 'unit unit-second', place: 0, iterations: 1, duration: 380 },
  ]);
  expect(flips.filter((f) => f.unit.includes('unit-minute')).map((f) => f.duration)).toEqual([380, 380]);
  expect((await secondCards(page))[1]).toHaveLength(1);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the last flip plays out when the countdown ends, and nothing moves after it', async ({ page, serve, problems }) => {
  await page.goto(await serve('flip-end.html', html(`<embudo-countdown end-at="${endIn(3)}" end-at-zero></embudo-countdown>${SCRIPT}`)));
  await firstMove(page);
  await expect.poll(async () => (await secondCards(page))[1]!.length).toBe(1);
  // Over: the digits stay at 00 (end-at-zero) and no animation is left running on them.
  await expect.poll(async () => (await secondCards(page)).flat().filter((f) => f.state === 'running').length, { timeout: 6000 }).toBe(0);
  await expect(page.locator('embudo-countdown .unit-second .digits')).toHaveText('00');
  expect(problems.consoleErrors).toEqual([]);
});

test('nothing flips off screen until the countdown is scrolled into view', async ({ page, serve, problems }) => {
  await page.goto(
    await serve(
      'flip-far.html',
      html(`<div style="height:3000px"></div><embudo-countdown end-at="${endIn(3600)}"></embudo-countdown>${SCRIPT}`),
    ),
  );
  await expect(page.locator('embudo-countdown [part=digit]').first()).toBeAttached();
  await firstMove(page); // a move, not a scroll: the countdown stays out of view
  await page.waitForTimeout(1500);
  expect((await secondCards(page)).flat()).toEqual([]);
  await page.locator('embudo-countdown').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await secondCards(page))[1]!.map((f) => f.iterations), { timeout: 4000 }).toEqual([Infinity]);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no digit moves, and the digits still change', async ({ page, serve, problems }) => {
    await page.goto(await serve('flip-still.html', html(`<embudo-countdown end-at="${endIn(3601)}"></embudo-countdown>${SCRIPT}`)));
    const seconds = page.locator('embudo-countdown .unit-second .digits');
    await expect(seconds).toHaveText(/^\d\d$/);
    await firstMove(page);
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first!, { timeout: 3000 });
    await page.waitForTimeout(2500); // past the tens change (02 → 59)
    const all = await page.locator('embudo-countdown').evaluate((host) => host.shadowRoot!.getAnimations().length);
    expect(all).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });
});
