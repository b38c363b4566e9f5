import type { Locator, Page } from '@playwright/test';
import { at, DAY, expect, freezeClock, html, MINUTE, SECOND, T0, test } from './fixtures';
import { fillForm, openForm, submitForm, uniqueEmail, visitor } from './lead-helpers';

/**
 * The layer manager: on a 360 × 640 phone the deadline bar (top), a toast
 * (bottom-center), a social-proof popup (bottom-left) and the chat button (bottom-right) are all
 * on screen at once and never overlap each other or leave the viewport; while a modal is open
 * the popups and the chat button step aside.
 */

const PROOF = {
  activity: [{ kind: 'scholarship', country: 'PE', at: T0 - 12 * MINUTE }],
  testimonials: [],
};

function everythingPage(): string {
  return html(
    `<embudo-deadline-bar mode="preinscription" end-at="${at(20 * DAY)}" style="position:sticky;top:0"></embudo-deadline-bar>
     <main style="padding:1em"><h1>Bootcamp Full Stack</h1><button type="button" id="opener" data-embudo-open="brochure">Plan del BootCamp</button>
       <div style="height:3000px"></div></main>
     <embudo-brochure-modal></embudo-brochure-modal>
     <embudo-chat-button delay="1000" hide-after="600000"></embudo-chat-button>
     <embudo-social-proof></embudo-social-proof>
     <script src="/widgets/embudo.js" data-country="PE"></script>`,
  );
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const toast = (page: Page): Locator => page.locator('[data-embudo-toaster] .toast');
const proof = (page: Page): Locator => page.locator('embudo-social-proof [part=base]');
const chat = (page: Page): Locator => page.locator('embudo-chat-button [part=button]');
const bar = (page: Page): Locator => page.locator('embudo-deadline-bar');

test.use({ viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });

test('360 × 640: deadline bar, toast, social proof and chat button all shown, none overlapping, all inside the screen', async ({
  page,
  serve,
  problems,
}) => {
  await freezeClock(page);
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.route(
    (url) => url.pathname === '/api/social-proof',
    (route) => route.fulfill({ json: PROOF }),
  );
  await page.goto(await serve('layers.html', everythingPage()));
  await page.waitForLoadState('networkidle');

  // t = 13 s: the chat button is up; send a brochure lead (its toast lasts 5 s; the visitor closes the modal after 3 s).
  await page.clock.runFor(13 * SECOND);
  await expect(chat(page)).toBeVisible();
  await openForm(page, 'brochure');
  // Modal open: the chat button steps aside.
  await expect(chat(page)).toBeHidden();
  await fillForm(page, 'brochure', visitor(uniqueEmail('layers')));
  await submitForm(page, 'brochure');
  await page.clock.runFor(3200);
  // The sent state holds the brochure link, so the visitor closes it; the 15 s social-proof trigger waited for it.
  await page.locator('embudo-brochure-modal [part~="close-button"]').click();
  await expect(page.locator('embudo-brochure-modal dialog[open]')).toHaveCount(0);
  await page.clock.runFor(1500);

  await expect(toast(page)).toBeVisible();
  await expect(proof(page)).toBeVisible();
  await expect(chat(page)).toBeVisible();
  await expect(bar(page)).toBeVisible();

  const boxes = {
    bar: await boxOf(bar(page)),
    toast: await boxOf(toast(page)),
    proof: await boxOf(proof(page)),
    chat: await boxOf(chat(page)),
  };
  const names = Object.keys(boxes) as (keyof typeof boxes)[];
  for (const name of names) {
    const b = boxes[name];
    expect(b.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
    expect(b.y, `${name} top edge`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${name} right edge`).toBeLessThanOrEqual(360);
    expect(b.y + b.height, `${name} bottom edge`).toBeLessThanOrEqual(640);
  }
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      expect(overlaps(boxes[names[i]!], boxes[names[j]!]), `${names[i]} overlaps ${names[j]}`).toBe(false);
    }
  }
  expect(problems.pageErrors).toEqual([]);
});

test('one custom property, --embudo-layer, lowers every floating widget under a partner banner', async ({ page, serve }) => {
  await page.route(
    (url) => url.pathname === '/api/social-proof',
    (route) => route.fulfill({ json: PROOF }),
  );
  const body = everythingPage().replace('<main', '<style>:root{--embudo-layer:100}</style><main');
  await page.goto(await serve('layers-z.html', body));
  await expect.poll(() => page.evaluate(() => !!customElements.get('embudo-chat-button'))).toBe(true);
  const z = await page.evaluate(() => {
    const zOf = (el: Element | null | undefined) => (el ? Number(getComputedStyle(el).zIndex) : NaN);
    const toaster = document.querySelector('[data-embudo-toaster]');
    return {
      chat: zOf(document.querySelector('embudo-chat-button')),
      proof: zOf(document.querySelector('embudo-social-proof')),
      toaster: toaster ? zOf(toaster) : null,
    };
  });
  for (const [name, value] of Object.entries(z)) {
    if (value === null) continue;
    expect(value, name).toBeGreaterThan(90);
    expect(value, name).toBeLessThan(110);
  }
});
