import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { embudoMessages, expect, freezeClock, html, test, type Problems } from './fixtures';

/**
 * embudo-chat-button in real Chromium, every timer of docs/product.md#timers driven by page.clock: 36 s
 * first appearance with badge 1, 8 s auto-hide, click = engaged, 30 s inactivity reset, 5 s
 * reappear, activity postponing the reset, hover resetting the schedule to 36 s, the 3 s / 10 s
 * blink (none under reduced motion), the landing's 5 s, the link, the corner, keyboard and axe.
 */

const SCRIPT = '<script src="/widgets/chat-button.js"></script>';

/**
 * Records what a click reports: pixel calls (a stub `fbq`) and `embudo-chat-open` details. With
 * `cancel`, the event is cancelled, which keeps the browser from opening the chat tab.
 */
const recorder = (cancel: boolean) => `<script>
window.fbqCalls = [];
window.fbq = (...args) => window.fbqCalls.push(args);
window.chatOpens = [];
document.addEventListener('embudo-chat-open', (e) => {
  window.chatOpens.push(e.detail);
  ${cancel ? 'e.preventDefault();' : ''}
});
</script>`;

const button = (page: Page) => page.locator('embudo-chat-button a');
const badge = (page: Page) => page.locator('embudo-chat-button [part=badge]');

/** Serves and opens a page with one chat button (script after it, so it upgrades during parsing at T0). */
async function openButton(
  page: Page,
  serve: (path: string, body: string) => Promise<string>,
  name: string,
  attrs = '',
  cancel = true,
): Promise<void> {
  await page.goto(
    await serve(name, html(`${recorder(cancel)}<p>Página del socio</p><embudo-chat-button ${attrs}></embudo-chat-button>${SCRIPT}`)),
  );
  // The script ran during parsing, at T0 on the paused clock: the button's timers count from there.
  expect(await page.evaluate(() => customElements.get('embudo-chat-button') !== undefined)).toBe(true);
}

/** Whether the badge carries the blink class right now. */
const isBlinking = (page: Page): Promise<boolean> =>
  page
    .locator('embudo-chat-button')
    .evaluate((host) => host.shadowRoot!.querySelector('[part=badge]')?.classList.contains('blink') ?? false);

/** Nothing went wrong on the page. */
function clean(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await freezeClock(page); // time moves only when the test moves it
});

test('a delay set by script after connecting moves the first appearance, counted from the connection (the built bundle)', async ({
  page,
  serve,
  problems,
}) => {
  await openButton(page, serve, 'chat-retimed.html');
  await page.clock.runFor(2_000);
  await page.locator('embudo-chat-button').evaluate((el) => ((el as unknown as { delay: number }).delay = 5_000));
  await page.clock.runFor(2_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(button(page)).toBeVisible();
  clean(problems);
});

test('first appears 36 s after load with badge 1, hides 8 s later, and comes back 36 s after that', async ({ page, serve, problems }) => {
  await openButton(page, serve, 'chat-first.html');
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(35_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(button(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await expect(button(page)).toHaveAttribute('aria-label', 'Escríbenos por WhatsApp (1 mensaje nuevo)');

  await page.clock.runFor(7_999);
  await expect(button(page)).toBeVisible();
  await page.clock.runFor(1);
  await expect(button(page)).toBeHidden();

  await page.clock.runFor(35_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(button(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  clean(problems);
  expect(problems.blocked).toEqual([]);
});

test('a click opens the chat on WhatsApp Web, is tracked, engages; 30 s idle resets and it reappears 5 s later', async ({
  page,
  serve,
  problems,
}) => {
  await openButton(page, serve, 'chat-click.html', '', false);
  await page.clock.runFor(36_000);
  await expect(button(page)).toBeVisible();

  const href = await button(page).getAttribute('href');
  const url = new URL(href!);
  expect(url.protocol).toBe('https:');
  expect(url.host).toBe('web.whatsapp.com'); // a desktop viewport
  expect(url.searchParams.get('phone')).toMatch(/^\d{8,15}$/);
  expect(url.searchParams.get('text')).toBe('Hola, quiero información sobre el Bootcamp Full Stack.');
  await expect(button(page)).toHaveAttribute('target', '_blank');
  await expect(button(page)).toHaveAttribute('rel', 'noopener noreferrer');

  await button(page).click();
  // The chat tab asked for the link (the fixtures answer it locally with an empty 204).
  await expect.poll(() => problems.blocked.some((u) => u.startsWith('https://web.whatsapp.com/send?'))).toBe(true);
  await expect(button(page)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { chatOpens: unknown[] }).chatOpens)).toEqual([{ href }]);
  expect(await page.evaluate(() => (window as unknown as { fbqCalls: unknown[] }).fbqCalls)).toEqual([
    ['trackCustom', 'WhatsAppClick'],
    ['track', 'Contact'],
    ['trackCustom', 'FunnelProgress', { stage: 'clicked_whatsapp', progress: 85 }],
  ]);

  // Engaged: no 8 s auto-hide cycle, no 36 s appearance; 30 s without activity resets it.
  await page.clock.runFor(29_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await page.clock.runFor(4_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(button(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  clean(problems);
});

test('mouse, key and scroll activity while engaged postpones the reset', async ({ page, serve, problems }) => {
  await openButton(page, serve, 'chat-activity.html');
  await page.evaluate(() => document.body.style.setProperty('height', '3000px'));
  await page.clock.runFor(36_000);
  await button(page).click();
  await expect(button(page)).toBeHidden();

  await page.clock.runFor(20_000);
  await page.mouse.move(100, 100);
  await page.mouse.move(120, 130);
  await page.clock.runFor(20_000);
  await page.keyboard.press('Shift');
  await page.clock.runFor(20_000);
  // Resolves once the scroll event reached the page (it is dispatched with the next rendering update).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, 500);
      }),
  );

  // Without the activity it would be back 35 s after the click; now the 30 s count from the scroll.
  await page.clock.runFor(29_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1); // 30 s idle: reset
  await page.clock.runFor(4_999);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(button(page)).toBeVisible();
  clean(problems);
  expect(problems.blocked).toEqual([]);
});

test('hovering while not engaged resets the schedule to 36 s and keeps the button shown meanwhile', async ({ page, serve, problems }) => {
  await openButton(page, serve, 'chat-hover.html');
  await page.clock.runFor(36_000 + 4_000);
  await button(page).hover();
  await page.mouse.move(10, 10); // away again
  await page.clock.runFor(8_000); // past the original 8 s auto-hide
  await expect(button(page)).toBeVisible();
  await page.clock.runFor(36_000 - 8_000); // 36 s after the hover: appears again, badge 1, 8 s auto-hide
  await expect(badge(page)).toHaveText('1');
  await page.clock.runFor(7_999);
  await expect(button(page)).toBeVisible();
  await page.clock.runFor(1);
  await expect(button(page)).toBeHidden();
  clean(problems);
});

test('the badge blinks for 3 s every 10 s while shown', async ({ page, serve, problems }) => {
  await openButton(page, serve, 'chat-blink.html', 'hide-after="30000"');
  await page.clock.runFor(36_000);
  expect(await isBlinking(page)).toBe(true);
  await page.clock.runFor(2_999);
  expect(await isBlinking(page)).toBe(true);
  await page.clock.runFor(1);
  expect(await isBlinking(page)).toBe(false);
  await page.clock.runFor(6_999);
  expect(await isBlinking(page)).toBe(false);
  await page.clock.runFor(1);
  expect(await isBlinking(page)).toBe(true);
  await expect(badge(page)).toHaveCSS('animation-name', 'b');
  await page.clock.runFor(3_000);
  expect(await isBlinking(page)).toBe(false);
  await expect(badge(page)).toHaveCSS('animation-name', 'none');
  clean(problems);
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the badge never blinks', async ({ page, serve, problems }) => {
    await openButton(page, serve, 'chat-reduced.html', 'hide-after="30000"');
    await page.clock.runFor(36_000);
    await expect(badge(page)).toHaveText('1');
    for (let i = 0; i < 25; i++) {
      expect(await isBlinking(page)).toBe(false);
      await expect(badge(page)).toHaveCSS('animation-name', 'none');
      await page.clock.runFor(1_000);
    }
    clean(problems);
  });
});

test.describe('on a 360 × 640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the landing shows it after 5 s, bottom-right clear of the edges, with the app link', async ({ page, serve, problems }) => {
    await openButton(page, serve, 'chat-landing.html', 'delay="5000"');
    await page.clock.runFor(4_999);
    await expect(button(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(button(page)).toBeVisible();

    const box = (await button(page).boundingBox())!;
    expect(box.width).toBe(56);
    expect(box.height).toBe(56);
    expect(box.x + box.width).toBe(360 - 16);
    expect(box.y + box.height).toBe(640 - 16);
    expect(await page.locator('embudo-chat-button').evaluate((el) => getComputedStyle(el).zIndex)).toBe('2147482999');

    const url = new URL((await button(page).getAttribute('href'))!);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('api.whatsapp.com');
    clean(problems);
  });
});

test('English, a per-button number and message; a bad attribute logs one clear error', async ({ page, serve, problems }) => {
  await openButton(
    page,
    serve,
    'chat-attrs.html',
    'lang="en" phone="+52 (55) 1234-5678" message="Hi from the pricing page" reappear="soon"',
  );
  await page.clock.runFor(36_000);
  await expect(button(page)).toHaveAttribute('aria-label', 'Message us on WhatsApp (1 new message)');
  const url = new URL((await button(page).getAttribute('href'))!);
  expect(Object.fromEntries(url.searchParams)).toEqual({ phone: '525512345678', text: 'Hi from the pricing page' });
  expect(embudoMessages(problems.consoleErrors)).toEqual([
    '[embudo-chat-button] reappear="soon" is not valid: expected a number from 0 to 86400000. Using the default instead.',
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('keyboard reachable, and no axe violations while shown', async ({ page, serve, problems }) => {
  await openButton(page, serve, 'chat-a11y.html');
  await page.clock.runFor(36_000 + 4_000); // shown, past the first 3 s blink
  await page.keyboard.press('Tab');
  expect(await page.locator('embudo-chat-button').evaluate((host) => host.shadowRoot!.activeElement?.tagName)).toBe('A');
  // Focus keeps it from hiding under the keyboard, like a hover.
  await page.clock.runFor(8_000);
  await expect(button(page)).toBeVisible();
  // axe waits on timers of its own: let the clock flow (the next step of the schedule is 36 s away).
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).include('embudo-chat-button').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  clean(problems);
});

test("ESM build: the later part is requested at the visitor's first move, not on a page only loaded, and the button still appears at 36 s", async ({
  page,
  serve,
  problems,
}) => {
  const parts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/widgets/esm/')) parts.push(pathname);
  });
  await page.goto(
    await serve(
      'chat-esm.html',
      html(
        '<p>Página del socio</p><embudo-chat-button></embudo-chat-button><script type="module" src="/widgets/esm/chat-button.js"></script>',
      ),
    ),
  );
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => customElements.get('embudo-chat-button') !== undefined)).toBe(true);
  // Loaded, the clock still at T0: the entry and its static chunks, not the part.
  expect(parts.some((p) => p.startsWith('/widgets/esm/chunks/chat-button.element-'))).toBe(true);
  expect(parts.filter((p) => p.includes('chat-button.later-'))).toEqual([]);
  await expect(page.locator('embudo-chat-button [part=base]')).toHaveCount(0);
  // A page only loaded and read: nothing more.
  await page.clock.runFor(2_000);
  expect(parts.filter((p) => p.includes('chat-button.later-'))).toEqual([]);
  // The visitor's first move (a key): the part, on idle (within a second).
  await page.keyboard.press('Shift');
  await page.clock.runFor(1_000);
  await expect.poll(() => parts.filter((p) => p.includes('chat-button.later-')).length).toBe(1);
  await expect(page.locator('embudo-chat-button [part=base]')).toHaveCount(1);
  // The schedule counts from the connection, not from the part's arrival.
  await page.clock.runFor(36_000 - 3_000 - 1);
  await expect(button(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(button(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  clean(problems);
});

test.describe('on the site: the footer carries it on every page', () => {
  /** Opens a page of the site, the clock still at T0 once its widgets are upgraded (their timers count from there). */
  async function openSite(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.waitForFunction(() => document.querySelector('embudo-chat-button')?.matches(':defined'));
  }

  for (const [path, label] of [
    ['/quiz', 'Escríbenos por WhatsApp (1 mensaje nuevo)'],
    ['/blog?lang=en', 'Message us on WhatsApp (1 new message)'],
  ] as const) {
    test(`${path} (not a landing): first appears at 36 s, not before, in the page's language`, async ({ page, problems }) => {
      await openSite(page, path);
      await expect(page.locator('embudo-chat-button')).toHaveCount(1);
      await expect(page.locator('footer embudo-chat-button')).toHaveCount(1);
      await page.clock.runFor(5_000);
      await expect(button(page)).toBeHidden(); // not the landing's 5 s
      await page.clock.runFor(30_999);
      await expect(button(page)).toBeHidden();
      await page.clock.runFor(1);
      await expect(button(page)).toBeVisible();
      await expect(badge(page)).toHaveText('1');
      await expect(button(page)).toHaveAttribute('aria-label', label);
      clean(problems);
    });
  }

  test("the landing (/us): one button (the footer's), after 5 s", async ({ page, problems }) => {
    await openSite(page, '/us');
    await expect(page.locator('embudo-chat-button')).toHaveCount(1);
    await expect(page.locator('footer embudo-chat-button')).toHaveCount(1);
    await page.clock.runFor(4_999);
    await expect(button(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(button(page)).toBeVisible();
    await expect(button(page)).toHaveAttribute('aria-label', 'Message us on WhatsApp (1 new message)');
    expect(problems.pageErrors).toEqual([]);
  });
});
