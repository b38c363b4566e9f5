import type { Page, Route } from '@playwright/test';
import { embudoMessages, expect, freezeClock, html, received, SECOND, test } from './fixtures';
import { expectRows, fillForm, openDialog, submitForm, uniqueEmail, visitor } from './lead-helpers';

/**
 * RELIABILITY rows 12 and 13 by name (tests/RELIABILITY.md maps every row to its tests): the
 * country lookup that hangs or answers an HTML page, and the pricing load that is empty, empty
 * twice, failed or malformed — in real Chromium against the real server, timers on page.clock.
 * Forms stay usable whatever the lookup does, and a lead sent meanwhile is stored once.
 */

const IPAPI = 'https://ipapi.co/json/';
const SCRIPTS = '<script src="/widgets/pricing.js"></script><script src="/widgets/scholarship-modal.js"></script>';
const PAGE = html(
  `<main><h1>Beca</h1><button type="button" id="opener" data-embudo-open="scholarship">Abrir</button></main>
   <embudo-pricing bootcamp="fullstack" price-delay="0"></embudo-pricing>${SCRIPTS}`,
);

/** Answers the IP service with `ipapi` ('hang' holds it) and the regional fallback with `fallback`; records the order of requests. */
async function geo(
  page: Page,
  ipapi: { status: number; contentType: string; body: string } | 'hang',
  fallback: object | 'hang',
): Promise<string[]> {
  const asked: string[] = [];
  const held: Route[] = [];
  await page.route(IPAPI, async (route) => {
    asked.push('ipapi');
    if (ipapi === 'hang') held.push(route);
    else await route.fulfill({ ...ipapi, headers: { 'access-control-allow-origin': '*' } });
  });
  await page.route('**/api/geo', async (route) => {
    asked.push('fallback');
    if (fallback === 'hang') held.push(route);
    else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(fallback) });
  });
  return asked;
}

const pricingCountry = (page: Page) => page.locator('embudo-pricing select').evaluate((s) => (s as HTMLSelectElement).value);

/** Opens the scholarship form from the page's button and sends a lead; the store then holds it once. */
async function leadStillWorks(page: Page, request: Parameters<typeof expectRows>[0], tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  await page.locator('#opener').click();
  await expect(openDialog(page, 'scholarship')).toBeVisible();
  await fillForm(page, 'scholarship', visitor(email));
  await submitForm(page, 'scholarship');
  await expectRows(request, email, 1, page);
}

test.describe('row 12: the country lookup fails', () => {
  test('row 12: the IP service hangs — the fallback is asked at exactly 5 s, the country settles, and the lead form works meanwhile', async ({
    page,
    request,
    serve,
    problems,
  }) => {
    await freezeClock(page);
    const asked = await geo(page, 'hang', { countryCode: 'CL' });
    await page.goto(await serve('row12-hang.html', PAGE));
    await expect.poll(() => asked).toEqual(['ipapi']);
    await page.clock.runFor(5 * SECOND - 10);
    await page.waitForTimeout(200); // a route handler would have run by now
    expect(asked, 'not asked before 5 s').toEqual(['ipapi']);
    await page.clock.runFor(10);
    await expect.poll(() => asked, { message: 'asked at 5 s' }).toEqual(['ipapi', 'fallback']);
    await expect.poll(() => pricingCountry(page)).toBe('CL');
    // The form is usable with the IP service still hanging.
    await page.clock.resume();
    await leadStillWorks(page, request, 'row12-hang');
    expect(problems.pageErrors).toEqual([]);
    expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  });

  test('row 12: the IP service answers an HTML page (a captive portal) — the fallback is asked at once, and the lead form works', async ({
    page,
    request,
    serve,
    problems,
  }) => {
    await freezeClock(page);
    const asked = await geo(
      page,
      { status: 200, contentType: 'text/html', body: '<!doctype html><title>Wi-Fi login</title><h1>Sign in</h1>' },
      { countryCode: 'MX' },
    );
    await page.goto(await serve('row12-html.html', PAGE));
    // No clock time passes: the fallback comes right after the HTML answer.
    await expect.poll(() => asked).toEqual(['ipapi', 'fallback']);
    await expect.poll(() => pricingCountry(page)).toBe('MX');
    await page.clock.resume();
    await leadStillWorks(page, request, 'row12-html');
    expect(problems.pageErrors).toEqual([]);
    expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  });

  test('row 12: both services hang — the fallback at 5 s, US at 10 s; the form works', async ({ page, request, serve, problems }) => {
    await freezeClock(page);
    const asked = await geo(page, 'hang', 'hang');
    const prices = page.waitForResponse((r) => r.url().includes('/api/pricing'));
    await page.goto(await serve('row12-both.html', PAGE));
    await expect.poll(() => asked).toEqual(['ipapi']);
    await received(page, prices); // the prices are in before the clock passes their 10 s deadline
    await page.clock.runFor(5 * SECOND);
    await expect.poll(() => asked).toEqual(['ipapi', 'fallback']);
    await page.clock.runFor(5 * SECOND);
    await expect.poll(() => pricingCountry(page)).toBe('US');
    await page.clock.resume();
    await leadStillWorks(page, request, 'row12-both');
    expect(problems.pageErrors).toEqual([]);
    expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  });
});

const PRICE = 'embudo-pricing [part=special-price]';
const pricingPage = html(
  `<embudo-pricing bootcamp="fullstack" country="PE" price-delay="0"></embudo-pricing><script src="/widgets/pricing.js"></script>`,
);
const FALLBACK_PE = 'Precio especial: S/ 1,499';
const pricingErrors = (messages: string[]) => messages.filter((m) => m.startsWith('[embudo-pricing]'));

/** Answers GET /api/pricing with `answers` in turn (the real file's answer once they run out); counts the requests. */
async function pricingAnswers(page: Page, answers: Array<{ status: number; body: string } | 'real'>): Promise<() => number> {
  let calls = 0;
  await page.route('**/api/pricing', async (route) => {
    const answer = answers[calls++] ?? 'real';
    if (answer === 'real') await route.continue();
    else await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
  });
  return () => calls;
}

test.describe('row 13: the pricing load fails', () => {
  test('row 13: empty then OK — asked again exactly once, 1 s later; the real price, no console error', async ({
    page,
    serve,
    problems,
  }) => {
    await freezeClock(page);
    const calls = await pricingAnswers(page, [{ status: 200, body: '' }]);
    await page.goto(await serve('row13-empty-ok.html', pricingPage));
    await expect.poll(calls).toBe(1);
    await page.clock.runFor(SECOND - 10);
    await page.waitForTimeout(200);
    expect(calls()).toBe(1);
    await page.clock.runFor(10);
    await expect.poll(calls).toBe(2);
    await expect(page.locator(PRICE)).toHaveText('Precio especial: S/ 1,499');
    await page.clock.runFor(5 * SECOND);
    expect(calls()).toBe(2);
    expect(pricingErrors(problems.consoleErrors)).toEqual([]);
  });

  test('row 13: empty twice — two requests, then the fallback prices of docs/product.md#prices and one console error', async ({
    page,
    serve,
    problems,
  }) => {
    await freezeClock(page);
    const calls = await pricingAnswers(page, [
      { status: 200, body: '{}' },
      { status: 200, body: '{"bootcamps":{}}' },
      { status: 200, body: '{}' },
    ]);
    await page.goto(await serve('row13-empty-twice.html', pricingPage));
    await expect.poll(calls).toBe(1);
    await page.clock.runFor(SECOND);
    await expect.poll(calls).toBe(2);
    await expect(page.locator(PRICE)).toHaveText(FALLBACK_PE);
    await expect(page.locator('embudo-pricing [part=regular-price]')).toHaveText('Precio regular: S/ 4,997');
    await page.clock.runFor(10 * SECOND);
    expect(calls(), 'no third request').toBe(2);
    expect(pricingErrors(problems.consoleErrors)).toEqual([
      expect.stringContaining('answered no pricing, also when asked again after 1 s'),
    ]);
  });

  for (const [label, answer, reason] of [
    ['500', { status: 500, body: '{"error":"boom"}' }, 'answered 500'],
    ['malformed JSON', { status: 200, body: '{"bootcamps": {' }, 'did not answer JSON'],
    ['a document of the wrong shape', { status: 200, body: '{"bootcamps":"fullstack"}' }, 'did not answer a pricing document'],
  ] as const) {
    test(`row 13: ${label} — the fallback prices at once, no retry, one console error`, async ({ page, serve, problems }) => {
      await freezeClock(page);
      const calls = await pricingAnswers(page, [answer]);
      await page.goto(await serve(`row13-${answer.status}-${reason.length}.html`, pricingPage));
      // No clock time passes: the fallback shows at once.
      await expect(page.locator(PRICE)).toHaveText(FALLBACK_PE);
      await page.clock.runFor(5 * SECOND);
      expect(calls()).toBe(1);
      expect(pricingErrors(problems.consoleErrors)).toEqual([expect.stringContaining(reason)]);
    });
  }
});
