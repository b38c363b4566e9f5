import type { Page } from '@playwright/test';
import { approach, expect, freezeClock, test } from './fixtures';

/**
 * The landing's page-level behaviour: tracking through the shared adapter (ViewContent,
 * FunnelProgress), /payment-success (Purchase once, the invoice PDF at 3 s, a hostile invoice_id
 * refused), and start dates that are never in the past.
 */

/** Records every call into the page's tags (fbq) and the windows the page opens. */
async function recordTags(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    const opened: string[] = [];
    Object.assign(window, { calls, opened, fbq: (...args: unknown[]) => calls.push(args) });
    window.open = ((url?: string | URL) => {
      opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { calls: unknown[][] }).calls);
const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[] }).opened);

test('the landing reports ViewContent (docs/product.md#tracking parameters) and FunnelProgress viewed_landing once, clicked_cta on a call to action', async ({
  page,
}) => {
  await recordTags(page);
  await page.goto('/');
  await expect
    .poll(() => calls(page))
    .toEqual(
      expect.arrayContaining([
        [
          'track',
          'ViewContent',
          {
            content_name: 'Bootcamp Full Stack Developer',
            content_category: 'bootcamp',
            content_type: 'product',
            value: 501,
            currency: 'USD',
          },
        ],
        ['trackCustom', 'FunnelProgress', { stage: 'viewed_landing', progress: 10 }],
      ]),
    );
  await page.getByRole('link', { name: 'Quiero inscribirme' }).first().click();
  await expect
    .poll(
      async () =>
        (await calls(page)).filter((c) => c[1] === 'FunnelProgress' && (c[2] as { stage: string }).stage === 'clicked_cta').length,
    )
    .toBe(1);
  expect((await calls(page)).filter((c) => c[1] === 'ViewContent')).toHaveLength(1);
});

test('no pixel script is loaded when no id is configured', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems.blocked.filter((u) => /facebook|googletagmanager|tiktok/.test(u))).toEqual([]);
});

test('/payment-success: Purchase with mount and session_id, purchase_complete 100, once, reported to the server with the same event id; the invoice opens after 3 s', async ({
  page,
}) => {
  await recordTags(page);
  await freezeClock(page);
  // The server's copy of the Purchase (for the conversion APIs): POST /api/events, event_name "purchase".
  const reported: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/events')) return;
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    if (body.event_name === 'purchase') reported.push(body);
  });
  await page.goto('/payment-success?mount=501&session_id=cs_test_123&invoice_id=INV-2026_0042');
  await expect(page.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida al Bootcamp Full Stack!' })).toBeVisible();
  const purchase = [
    'track',
    'Purchase',
    { value: 501, currency: 'USD', content_ids: ['fullstack'], content_name: 'Bootcamp Full Stack Developer', content_type: 'product' },
    { eventID: 'cs_test_123' },
  ];
  await expect
    .poll(() => calls(page))
    .toEqual(expect.arrayContaining([purchase, ['trackCustom', 'FunnelProgress', { stage: 'purchase_complete', progress: 100 }]]));
  await expect
    .poll(() => reported)
    .toEqual([
      {
        event_name: 'purchase',
        event_id: 'cs_test_123',
        value: 501,
        currency: 'USD',
        page: expect.stringContaining('/payment-success?mount=501&session_id=cs_test_123'),
      },
    ]);
  await page.clock.runFor(2900);
  expect(await opened(page)).toEqual([]);
  await page.clock.runFor(200);
  expect(await opened(page)).toEqual(['https://storage.embudo.dev/INVOICES/INV-2026_0042.pdf']);
  await expect(page.getByRole('link', { name: 'Descargar tu factura (PDF)' })).toHaveAttribute(
    'href',
    'https://storage.embudo.dev/INVOICES/INV-2026_0042.pdf',
  );
  // A reload of the same payment does not count the purchase twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida al Bootcamp Full Stack!' })).toBeVisible();
  await page.clock.runFor(4000);
  expect(await opened(page)).toEqual([]);
  expect((await calls(page)).filter((c) => c[1] === 'Purchase')).toEqual([]);
  expect(reported).toHaveLength(1);
});

test('/payment-success: 197 USD without mount, eventID from invoice_id; a hostile invoice_id is refused and opens nothing', async ({
  page,
  problems,
}) => {
  await recordTags(page);
  await page.clock.install();
  await page.goto('/payment-success?invoice_id=abc123');
  await expect
    .poll(() => calls(page))
    .toEqual(
      expect.arrayContaining([['track', 'Purchase', expect.objectContaining({ value: 197, currency: 'USD' }), { eventID: 'abc123' }]]),
    );

  const hostile = await page.context().newPage();
  await recordTags(hostile);
  await hostile.clock.install();
  await hostile.goto(`/payment-success?invoice_id=${encodeURIComponent('../../evil.com/x?')}`);
  await expect(hostile.getByRole('heading', { level: 1, name: '¡Te damos la bienvenida al Bootcamp Full Stack!' })).toBeVisible();
  await hostile.clock.runFor(5000);
  expect(await opened(hostile)).toEqual([]);
  await expect(hostile.getByRole('link', { name: /factura/ })).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

test('start dates: never one that has begun — the shipped monthly rules give the next three, whatever the date', async ({ page }) => {
  // Years ahead of any date written anywhere: the rules (first Wednesday, first and second Monday) still offer starts.
  await page.clock.setFixedTime(Date.parse('2030-01-01T12:00:00-05:00'));
  await page.goto('/');
  await approach(page, '#fechas');
  const starts = page.locator('#fechas .start-dates__card h3 time');
  await expect
    .poll(() => starts.evaluateAll((els) => els.map((e) => e.getAttribute('datetime'))))
    .toEqual(['2030-01-02', '2030-01-07', '2030-01-14']);
  await expect(page.locator('#fechas').getByRole('link', { name: /inscri/i })).toHaveCount(3);
  await expect(page.locator('#fechas').getByRole('button', { name: /beca/i })).toHaveCount(0);
});

test('start dates: a start drops out on its first day in the school zone, and its card carries the date to the enrolment page', async ({
  page,
}) => {
  await page.clock.setFixedTime(Date.parse('2030-01-02T00:30:00-05:00')); // Wednesday 2 January has begun in Lima
  await page.goto('/?country=PE');
  await approach(page, '#fechas');
  const starts = page.locator('#fechas .start-dates__card h3 time');
  await expect
    .poll(() => starts.evaluateAll((els) => els.map((e) => e.getAttribute('datetime'))))
    .toEqual(['2030-01-07', '2030-01-14', '2030-02-04']);
  const first = page
    .locator('#fechas')
    .getByRole('link', { name: /inscri/i })
    .first();
  await expect(first).toHaveAttribute('href', '/enroll/fullstack/PE');
  await first.click();
  await expect(page).toHaveURL(/\/enroll\/fullstack\/PE$/);
  // The chosen start is the enrolment lead's fechaSelect (the page state every Embudo form reads).
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('embudo:page-state') ?? '{}'))).toMatchObject({
    fechaSelect: '2030-01-07',
    select_mes: '2030-01',
    select_turno: 'noche',
  });
});

test('the enrolment page listens to the pricing block: the address follows the country the visitor chooses', async ({ page }) => {
  await page.goto('/enroll/fullstack/PE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscríbete en Full Stack Developer');
  await page.locator('embudo-pricing select').selectOption('MX');
  await expect(page).toHaveURL(/\/enroll\/fullstack\/MX$/);
  await expect(page.locator('.header__flag')).toContainText('México');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscríbete en Full Stack Developer');
});

test("the enrolment page: the way to talk first beside the pricing from a laptop width, under it on a phone; its heading on the body's left edge", async ({
  page,
}) => {
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/enroll/fullstack/PE');
  let pricing = await box('embudo-pricing');
  let talk = await box('.enrolment__talk');
  expect(talk.x).toBeGreaterThan(pricing.x + pricing.width);
  expect(Math.abs(talk.y - pricing.y)).toBeLessThan(2);
  // The page's heading starts where its body does (it was a narrower column centred above it).
  expect(Math.abs((await box('.page-head h1')).x - pricing.x)).toBeLessThan(1);
  // The card stays in view while the visitor scrolls through the price.
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await box('.enrolment__talk')).y).toBeLessThan(talk.y - 100);
  await expect.poll(async () => (await box('.enrolment__talk')).y).toBeGreaterThan(0);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => scrollTo(0, 0));
  pricing = await box('embudo-pricing');
  talk = await box('.enrolment__talk');
  expect(talk.y).toBeGreaterThan(pricing.y + pricing.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The shipped rules' next three starts, as cards in the block (the page has no start section of its own).
  await expect(page.locator('embudo-pricing [part=start-card]')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.locator('embudo-pricing [part=starts]')).toBeVisible();
  await expect(page.locator('embudo-pricing [part=start-soon]')).toHaveCount(0);
});

test('the landing: the pricing block does not announce start dates, its own section does', async ({ page }) => {
  await page.goto('/');
  await approach(page, '#pricing');
  const pricing = page.locator('embudo-pricing');
  await expect(pricing.locator('[part=class-times]')).toBeVisible({ timeout: 15_000 });
  await expect(pricing.locator('[part=starts]')).toBeAttached();
  await expect(pricing.locator('[part=starts]')).toBeHidden();
  await approach(page, '#fechas');
  await expect(page.getByRole('heading', { name: 'Elige tu fecha de inicio' })).toHaveCount(1);
  await expect(page.locator('#fechas .start-dates__card')).toHaveCount(3);
});

test("the enrolment page's 'prefer to talk first' opens the advisor form (name, email, WhatsApp) for its bootcamp, in its language", async ({
  page,
  request,
}) => {
  await page.goto('/en/enroll/frontend-completo/US');
  await page.waitForFunction(() => customElements.get('embudo-scholarship-modal') !== undefined);
  // Its click is React's: wait for the page to hydrate it.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('.enrolment__talk button') ?? {}).some((key) => key.startsWith('__reactProps')),
  );
  await page.getByRole('button', { name: 'Talk to an advisor' }).click();
  const advisor = page.locator('embudo-scholarship-modal[topic=advisor]');
  const dialog = advisor.locator('dialog[open]');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('heading').first()).toHaveText('Talk to an advisor');
  await expect(advisor).toHaveAttribute('bootcamp', 'frontend-completo');
  await expect(advisor).toHaveAttribute('lang', 'en');
  // The scholarship form the pricing opens, and this one: the invoker opened the advisor's.
  await expect(page.locator('embudo-scholarship-modal')).toHaveCount(2);
  await expect(page.locator('embudo-scholarship-modal[open]')).toHaveCount(1);
  expect((await request.get('/en/enroll/frontend-completo/US')).status()).toBe(200);
});

test('the enrolment page shows the price as soon as it is known; the landing keeps the product contract’s 10 s', async ({ page }) => {
  await page.goto('/enroll/fullstack/PE');
  // Well inside the landing's 10 s: the visitor came to this page for the price.
  await expect(page.locator('embudo-pricing [part=special-price]')).toContainText(/1[.,\s]?499/, { timeout: 5_000 });
  await expect(page.locator('embudo-pricing [part=price]')).not.toHaveAttribute('aria-busy', 'true');
  await page.goto('/?country=PE');
  await approach(page, '#pricing');
  await expect(page.locator('embudo-pricing [part=class-times]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('embudo-pricing [part=price]')).toHaveAttribute('aria-busy', 'true');
});
