import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { embudoMessages, expect, freezeClock, html, SECOND, test } from './fixtures';
import { geo, IPAPI, SCRIPT, selects, values } from './pricing-helpers';

/**
 * embudo-pricing in real Chromium against the real server's GET /api/pricing (content/pricing.json),
 * the geo services routed with page.route and every timer driven by page.clock: the docs/product.md#country-detection geo
 * chain (order, both 5 s timeouts, one request for three blocks, the URL param), the pricing load
 * (retry once after 1 s, fallback prices), the 10 s price timer without layout shift, a country
 * change updating price, link and schedule, checkout tracking, and axe.
 */

const THREE = '<embudo-pricing></embudo-pricing><embudo-pricing></embudo-pricing><embudo-pricing></embudo-pricing>';

/** Records CountryDetected pixel calls and the first block's country events. */
const RECORDER = `<script>
window.fbqCalls = [];
window.fbq = (...args) => window.fbqCalls.push(args);
window.countryEvents = [];
document.addEventListener('embudo-country-change', (e) => window.countryEvents.push(e.detail));
</script>`;

const detected = (page: Page) =>
  page.evaluate(() => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls.filter((c) => c[1] === 'CountryDetected').map((c) => c[2]));

test('the geo chain asks the IP service, then after 5 s the regional fallback, then after 5 s settles on US; one request for three blocks', async ({
  page,
  serve,
}) => {
  await freezeClock(page);
  const { requests } = await geo(page, 'hang', 'hang');
  await page.goto(await serve('geo-chain.html', html(`${RECORDER}${THREE}${SCRIPT}`)));
  await page.clock.runFor(100);
  await expect.poll(() => requests).toEqual([IPAPI]); // route handlers run in this process: a moment behind the page
  await page.clock.runFor(4.8 * SECOND);
  expect(requests).toEqual([IPAPI]);
  await page.clock.runFor(200);
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]).toMatch(/\/api\/geo$/);
  await page.clock.runFor(4.8 * SECOND);
  expect(await detected(page)).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(() => detected(page)).toEqual([{ country: 'US', method: 'default' }]);
  expect(await values(page)).toEqual(['US', 'US', 'US']);
  expect(requests).toHaveLength(2);
});

test('two Embudo scripts on one page (pricing.js and scholarship-modal.js) share one detection: one request, one CountryDetected', async ({
  page,
  serve,
}) => {
  const { requests, held } = await geo(page, 'hang', 'hang');
  await page.goto(
    await serve(
      'geo-two-scripts.html',
      html(`${RECORDER}<embudo-pricing></embudo-pricing><button type="button" id="beca" data-embudo-open="scholarship">Beca</button>
        ${SCRIPT}<script src="/widgets/scholarship-modal.js"></script>`),
    ),
  );
  await expect.poll(() => requests).toEqual([IPAPI]);
  // The modal's form asks for the country while the pricing block's detection is still out.
  await page.locator('#beca').click();
  await expect(page.locator('embudo-scholarship-modal dialog[open]')).toBeVisible();
  await page.waitForTimeout(300);
  expect(requests).toEqual([IPAPI]);
  await held[0]!.route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: '{"country_code":"CO"}',
    headers: { 'access-control-allow-origin': '*' },
  });
  await expect.poll(() => values(page)).toEqual(['CO']);
  expect(await detected(page)).toEqual([{ country: 'CO', method: 'ipapi.co' }]);
  expect(requests).toEqual([IPAPI]);
});

test('the regional fallback answers when the IP service hangs; the IP service answers first when it can', async ({ page, serve }) => {
  await freezeClock(page);
  const { requests } = await geo(page, 'hang', { countryCode: 'CL' });
  await page.goto(await serve('geo-fallback.html', html(`${RECORDER}${THREE}${SCRIPT}`)));
  await page.clock.runFor(5 * SECOND + 100);
  await expect.poll(() => values(page)).toEqual(['CL', 'CL', 'CL']);
  expect(await detected(page)).toEqual([{ country: 'CL', method: 'aws_fallback' }]);
  expect(await page.evaluate(() => (window as unknown as { countryEvents: unknown[] }).countryEvents)).toEqual([
    { countryCode: 'CL', method: 'aws_fallback' },
    { countryCode: 'CL', method: 'aws_fallback' },
    { countryCode: 'CL', method: 'aws_fallback' },
  ]);
  expect(requests.filter((u) => u === IPAPI)).toHaveLength(1);

  const context = page.context();
  const second = await context.newPage();
  await second.clock.install();
  const other = await geo(second, { country_code: 'MX' }, { countryCode: 'CL' });
  // A new session (sessionStorage is per tab) asks again: the IP service answers, the fallback is never asked.
  await second.goto(await serve('geo-ipapi.html', html(`${RECORDER}${THREE}${SCRIPT}`)));
  await expect.poll(() => values(second)).toEqual(['MX', 'MX', 'MX']);
  expect(other.requests).toEqual([IPAPI]);
});

test('the URL country param is accepted when offered (any case) and refused otherwise', async ({ page, serve }) => {
  const { requests } = await geo(page, { country_code: 'MX' }, { countryCode: 'CL' });
  const page_ = html(`${RECORDER}${THREE}${SCRIPT}`);
  await page.goto(await serve('geo-param.html?country=pe', page_));
  await expect.poll(() => values(page)).toEqual(['PE', 'PE', 'PE']);
  expect(requests).toEqual([]);
  expect(await detected(page)).toEqual([]); // a country the URL named is not a detection

  const second = await page.context().newPage();
  const other = await geo(second, { country_code: 'MX' }, { countryCode: 'CL' });
  await second.goto(await serve('geo-param.html?country=ZZ', page_));
  await expect.poll(() => values(second)).toEqual(['MX', 'MX', 'MX']);
  expect(other.requests).toEqual([IPAPI]);
});

test('the price shows 10 s after the pricing loads, in place: no layout shift', async ({ page, serve, problems }) => {
  await freezeClock(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; shifts: PerformanceObserver };
    w.shift = 0;
    w.shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shift += (entry as unknown as { value: number }).value;
    });
    w.shifts.observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(await serve('price-timer.html', html(`<embudo-pricing country="PE"></embudo-pricing><p id="below">Debajo</p>${SCRIPT}`)));
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(100);
  // The later part (turno, start cards) comes on idle after the load, at most 2 s later, into the room kept for it
  // (its own test below: nothing moves when it comes, at any width).
  await page.clock.runFor(2 * SECOND);
  await expect(page.locator('embudo-pricing [part=class-times]')).toHaveText(/^Clases (\p{L}+ y \p{L}+, )?19:00–21:00 \(tu hora\)$/u);
  // From here on: the first render is the page's business (the site keeps room for the tag until it is defined).
  // Entries of earlier shifts still queued for the observer are dropped with the count.
  await page.evaluate(() => {
    const w = window as unknown as { shift: number; shifts: PerformanceObserver };
    w.shifts.takeRecords();
    w.shift = 0;
  });
  const price = page.locator('embudo-pricing [part=price]');
  await expect(price).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('embudo-pricing .wait')).toHaveText('Calculando tu precio…');
  await expect(page.locator('embudo-pricing [part=special-price]')).toBeHidden();
  const before = await page.locator('#below').boundingBox();
  await page.clock.runFor(7.7 * SECOND);
  await expect(price).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(300);
  await expect(price).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('embudo-pricing [part=special-price]')).toHaveText('Precio especial: S/ 1,499');
  await expect(page.locator('embudo-pricing [part=regular-price]')).toHaveText('Precio regular: S/ 4,997');
  await expect(page.locator('embudo-pricing [part=discount]')).toHaveText('-70%');
  expect(await page.locator('#below').boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
  expect(embudoMessages(problems.consoleErrors)).toEqual([]);
});

test('an empty pricing answer is asked again once after 1 s; a failed one shows the fallback prices and one console error', async ({
  page,
  serve,
  problems,
}) => {
  await freezeClock(page);
  let calls = 0;
  await page.route('**/api/pricing', async (route) => {
    calls++;
    if (calls === 1) await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    else await route.continue();
  });
  await page.goto(await serve('retry.html', html(`<embudo-pricing country="MX" price-delay="0"></embudo-pricing>${SCRIPT}`)));
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(900);
  expect(calls).toBe(1);
  await page.clock.runFor(200);
  await expect.poll(() => calls).toBe(2);
  await expect(page.locator('embudo-pricing [part=special-price]')).toHaveText('Precio especial: $8,550');
  expect(embudoMessages(problems.consoleErrors)).toEqual([]);

  const second = await page.context().newPage();
  const errors: string[] = [];
  second.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await second.route('**/api/pricing', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await second.goto(await serve('fallback.html', html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing>${SCRIPT}`)));
  await expect(second.locator('embudo-pricing [part=special-price]')).toHaveText('Precio especial: S/ 1,499');
  await expect(second.locator('embudo-pricing [part=regular-price]')).toHaveText('Precio regular: S/ 4,997');
  expect(errors.filter((e) => e.startsWith('[embudo-pricing]'))).toEqual([
    expect.stringMatching(
      /^\[embudo-pricing\] http:\/\/127\.0\.0\.1:\d+\/api\/pricing answered 503; showing the built-in fallback prices\.$/,
    ),
  ]);
});

test('choosing a country updates price, payment link and class times at once, and is remembered', async ({ page, serve, problems }) => {
  await page.addInitScript(() => {
    (window as unknown as { calls: unknown[] }).calls = [];
    (window as unknown as { fbq: unknown }).fbq = (...args: unknown[]) => (window as unknown as { calls: unknown[] }).calls.push(args);
  });
  const url = await serve('choose.html', html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing>${SCRIPT}`));
  await page.clock.setFixedTime(Date.parse('2025-10-01T12:00:00Z')); // before the product contract's start dates: the cards show
  await page.goto(url);
  const block = page.locator('embudo-pricing');
  await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: S/ 1,499');
  await expect(block.locator('[part=pay-button]')).toHaveAttribute('href', 'https://pagos.embudo.dev/fullstack/pen');
  // The schedule's class in the visitor's zone (Peru: Lima's own), class days of the next cohort.
  await expect(block.locator('[part=class-times]')).toHaveText('Clases lunes y miércoles, 19:00–21:00 (tu hora)');
  await block.locator('select').selectOption('MX');
  await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: $8,550');
  await expect(block.locator('[part=pay-button]')).toHaveAttribute('href', 'https://pagos.embudo.dev/fullstack/mxn');
  await expect(block.locator('[part=class-times]')).toHaveText('Clases lunes y miércoles, 18:00–20:00 (tu hora) 19:00–21:00 hora de Lima');
  await block.getByRole('radio', { name: 'Tarde' }).check();
  await expect(block.locator('[part=class-times]')).toHaveText('Clases 14:00–16:30 (tu hora) 15:00–17:30 hora de Lima');
  await block.locator('select').selectOption('CO');
  await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: $ 2.004.000');
  await expect(block.locator('[part=pay-button]')).toHaveAttribute('href', 'https://pagos.embudo.dev/fullstack/usd');
  await expect(block.locator('[part=start-card]').first()).toHaveAttribute('href', /\/enroll\/fullstack\/CO$/);

  // Paying: AddToCart and FunnelProgress 95, then the payment page (answered by the loopback shield).
  await block.locator('select').selectOption('PE');
  await Promise.all([page.waitForRequest('https://pagos.embudo.dev/fullstack/pen'), block.locator('[part=pay-button]').click()]);
  expect(problems.blocked).toContain('https://pagos.embudo.dev/fullstack/pen');

  // The choice is remembered over the page's own country on the next visit.
  await page.goto(url);
  await expect(page.locator('embudo-pricing select')).toHaveValue('PE');
  await page.evaluate(() => localStorage.setItem('embudo:country-choice', 'CL'));
  await page.goto(url);
  await expect(page.locator('embudo-pricing select')).toHaveValue('CL');
});

test('checkout is tracked before leaving', async ({ page, serve }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { calls: unknown[]; fbq: unknown; checkouts: unknown[] };
    w.calls = [];
    w.checkouts = [];
    w.fbq = (...args: unknown[]) => w.calls.push(args);
    document.addEventListener('embudo-checkout', (e) => {
      w.checkouts.push((e as CustomEvent).detail);
      e.preventDefault();
    });
  });
  await page.goto(await serve('checkout.html', html(`<embudo-pricing country="US" lang="en" price-delay="0"></embudo-pricing>${SCRIPT}`)));
  await page.locator('embudo-pricing [part=pay-button]').click();
  const calls = await page.evaluate(() => (window as unknown as { calls: unknown[][] }).calls);
  const checkouts = await page.evaluate(() => (window as unknown as { checkouts: unknown[] }).checkouts);
  expect(calls).toContainEqual([
    'track',
    'AddToCart',
    expect.objectContaining({ value: 501, currency: 'USD', content_ids: ['fullstack'] }),
  ]);
  expect(calls).toContainEqual(['trackCustom', 'FunnelProgress', { stage: 'payment_initiated', progress: 95 }]);
  expect(checkouts).toEqual([
    {
      bootcamp: 'fullstack',
      countryCode: 'US',
      currency: 'USD',
      amount: 501,
      href: 'https://pagos.embudo.dev/fullstack/usd',
      turno: 'noche',
      utcOffset: '-0500',
      utcDiff: 0,
    },
  ]);
  expect(page.url()).toMatch(/checkout\.html$/);
});

test('is accessible (axe) in both languages, with the salary table for the US', async ({ page, serve }) => {
  await page.goto(
    await serve(
      'axe.html',
      html(
        `<main><embudo-pricing country="US" price-delay="0"></embudo-pricing><embudo-pricing country="PE" lang="en" price-delay="0"></embudo-pricing></main>${SCRIPT}`,
      ),
    ),
  );
  await expect(page.locator('embudo-pricing').first().locator('[part=salary-table]')).toContainText('USD 5,500-7,900');
  await expect(page.locator('embudo-pricing').nth(1).locator('[part=salary-table]')).toHaveCount(0);
  await expect(page.locator('embudo-pricing').nth(1).locator('[part=special-price]')).toHaveText('Special price: PEN 1,499');
  const results = await new AxeBuilder({ page }).include('embudo-pricing').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the country list is 16 px text (a phone does not zoom into it on focus) and a 44 px target, whatever the page around it sets', async ({
  page,
  serve,
}) => {
  await page.goto(
    await serve(
      'select-size.html',
      html(`<main style="font-size:13px"><embudo-pricing country="PE" price-delay="0"></embudo-pricing></main>${SCRIPT}`),
    ),
  );
  const box = await selects(page).evaluate((s) => ({ font: getComputedStyle(s).fontSize, height: s.getBoundingClientRect().height }));
  expect(box).toEqual({ font: '16px', height: 44 });
});
test.describe("the pending price's pulse", () => {
  const PAGE = html(`<embudo-pricing country="PE"></embudo-pricing>${SCRIPT}`);
  const running = (page: Page) =>
    page.locator('embudo-pricing').evaluate((host) => host.shadowRoot!.getAnimations().filter((a) => a.playState === 'running').length);

  test("starts at the visitor's first move, not on a page only loaded (a still placeholder draws no frames)", async ({ page, serve }) => {
    await page.goto(await serve('pulse.html', PAGE));
    await expect(page.locator('embudo-pricing .wait')).toHaveText('Calculando tu precio…');
    await page.waitForTimeout(1000);
    expect(await running(page)).toBe(0);
    await page.keyboard.press('Shift');
    await expect.poll(() => running(page)).toBe(1);
    await expect(page.locator('embudo-pricing .wait')).toHaveText('Calculando tu precio…');
  });

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('never, the first move or not', async ({ page, serve }) => {
      await page.goto(await serve('pulse-still.html', PAGE));
      await expect(page.locator('embudo-pricing .wait')).toHaveText('Calculando tu precio…');
      await page.keyboard.press('Shift');
      await expect.poll(() => page.locator('embudo-pricing .wait.pulse').count()).toBe(1);
      await page.waitForTimeout(300);
      expect(await running(page)).toBe(0);
    });
  });
});

test('says what the payment link charges and the instalment plan, before the click, in both languages', async ({ page, serve }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { calls: unknown[]; fbq: unknown };
    w.calls = [];
    w.fbq = (...args: unknown[]) => w.calls.push(args);
    document.addEventListener('embudo-checkout', (e) => e.preventDefault());
  });
  await page.goto(
    await serve(
      'charge.html',
      html(
        `<embudo-pricing country="ES" price-delay="0"></embudo-pricing><embudo-pricing country="PE" lang="en" price-delay="0"></embudo-pricing><embudo-pricing country="MX" price-delay="0"></embudo-pricing>${SCRIPT}`,
      ),
    ),
  );
  const [spain, peru, mexico] = [0, 1, 2].map((i) => page.locator('embudo-pricing').nth(i));
  // Spain is shown euros, and the link (linkPayUSD) charges dollars: said beside the button, with the amount.
  await expect(spain!.locator('[part=special-price]')).toContainText('431');
  await expect(spain!.locator('[part=charge-note]')).toHaveText(/^Se cobra en dólares: ((US\$|USD)\s?501|501\sUS\$)$/);
  await expect(spain!.locator('[part=instalments]')).toHaveText(/^O hasta 3 cuotas de ((US\$|USD)\s?167|167\sUS\$)$/);
  // Peru pays in soles through its own link: no note, the soles plan.
  await expect(peru!.locator('[part=instalments]')).toHaveText(/^Or up to 3 payments of (S\/|PEN)\s?500$/);
  await expect(peru!.locator('[part=charge-note]')).toHaveText('\u00a0');
  // Mexico pays in pesos, and the pricing has no peso plan: neither line.
  await expect(mexico!.locator('[part=special-price]')).toContainText('8,550');
  await expect(mexico!.locator('[part=instalments]')).toHaveText('\u00a0');
  await expect(mexico!.locator('[part=charge-note]')).toHaveText('\u00a0');
  // AddToCart carries what is charged.
  await spain!.locator('[part=pay-button]').click();
  const calls = await page.evaluate(() => (window as unknown as { calls: unknown[][] }).calls);
  expect(calls).toContainEqual(['track', 'AddToCart', expect.objectContaining({ value: 501, currency: 'USD' })]);
});
