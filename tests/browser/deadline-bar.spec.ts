import type { BrowserContext, Cookie, Page } from '@playwright/test';
import {
  at,
  DAY,
  embudoMessages,
  expect,
  freezeClock,
  HOUR,
  html,
  MINUTE,
  open,
  SECOND,
  setTimeoutCalls,
  spyOnSetTimeout,
  T0,
  test,
  unitValues,
} from './fixtures';

const SCRIPT = '<script src="/widgets/deadline-bar.js"></script>';
const BAR = 'embudo-deadline-bar';

const discountPage = (attrs = '') => html(`<embudo-deadline-bar ${attrs}></embudo-deadline-bar><main><h1>Oferta</h1></main>${SCRIPT}`);

async function cookieMap(context: BrowserContext): Promise<Map<string, Cookie>> {
  return new Map((await context.cookies()).map((c) => [c.name, c]));
}

/** Sets the evergreen cookies of `slug` as a previous visit would have left them. */
async function setDiscountCookies(context: BrowserContext, baseURL: string, slug: string, values: { temporal?: string; reboot?: string }) {
  const cookies = [];
  if (values.temporal !== undefined) cookies.push({ name: `discount-temporal-${slug}`, value: values.temporal, url: baseURL });
  if (values.reboot !== undefined) cookies.push({ name: `discount-reboot-${slug}`, value: values.reboot, url: baseURL });
  await context.addCookies(cookies);
}

const barValues = (page: Page, selector = BAR) => unitValues(page, selector);

test.beforeEach(async ({ page }) => {
  await freezeClock(page);
});

test.describe('discount mode (evergreen cookies)', () => {
  test('no cookies: both are created (24 h and 48 h) and the bar counts down 24 h', async ({ page, context, serve, problems }) => {
    await open(page, await serve('descuento-verano', discountPage()));
    const bar = page.locator(BAR);
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('hidden');
    await expect(page.locator(`${BAR} [part=text]`)).toHaveText('Tu descuento especial termina en');
    expect(await barValues(page)).toEqual({ day: '01', hour: '00', minute: '00', second: '00' });
    await page.clock.runFor(1000);
    expect(await barValues(page)).toEqual({ day: '00', hour: '23', minute: '59', second: '59' });

    const jar = await cookieMap(context);
    const temporal = jar.get('discount-temporal-descuento-verano');
    const reboot = jar.get('discount-reboot-descuento-verano');
    expect(temporal?.value).toBe(String(T0 + DAY));
    expect(reboot?.value).toBe(String(T0 + 2 * DAY));
    // Expiry is in the browser's real time (the fake clock only lives in the page).
    const realNow = Date.now() / 1000;
    expect(Math.abs(temporal!.expires - (realNow + 24 * 3600))).toBeLessThan(120);
    expect(Math.abs(reboot!.expires - (realNow + 48 * 3600))).toBeLessThan(120);
    expect(temporal!.path).toBe('/');
    expect(reboot!.path).toBe('/');
    expect(temporal!.sameSite).toBe('Lax');

    // A reload within the 24 h keeps the same deadline: no new cookies, no reset.
    await page.clock.fastForward(HOUR);
    await page.reload();
    await page.clock.runFor(500);
    expect(await barValues(page)).toMatchObject({ day: '00', hour: '22', minute: '59' });
    expect((await cookieMap(context)).get('discount-temporal-descuento-verano')?.value).toBe(String(T0 + DAY));
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.blocked).toEqual([]);
  });

  test('a live temporal cookie is the deadline and nothing is rewritten', async ({ page, context, baseURL, serve, problems }) => {
    const temporal = String(T0 + 2 * HOUR + 30 * MINUTE);
    const reboot = String(T0 + 26 * HOUR + 30 * MINUTE);
    await setDiscountCookies(context, baseURL!, 'descuento-otono', { temporal, reboot });
    await open(page, await serve('descuento-otono', discountPage()));
    expect(await barValues(page)).toEqual({ day: '00', hour: '02', minute: '30', second: '00' });
    const jar = await cookieMap(context);
    expect(jar.get('discount-temporal-descuento-otono')?.value).toBe(temporal);
    expect(jar.get('discount-reboot-descuento-otono')?.value).toBe(reboot);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('only the reboot cookie: the bar is hidden and nothing is recreated', async ({ page, context, baseURL, serve, problems }) => {
    const reboot = String(T0 + 20 * HOUR);
    await setDiscountCookies(context, baseURL!, 'descuento-invierno', { reboot });
    await spyOnSetTimeout(page);
    const url = await serve('descuento-invierno', discountPage());
    await open(page, url);
    const bar = page.locator(BAR);
    await expect(bar).toHaveAttribute('hidden', '');
    await expect(bar).toBeHidden();
    await expect(page.locator(`${BAR} [part=digit]`)).toHaveCount(0);
    // Nothing to count down: no ticker runs for a hidden bar.
    const calls = await setTimeoutCalls(page);
    await page.clock.runFor(5 * SECOND);
    expect(await setTimeoutCalls(page)).toBe(calls);
    expect(page.url()).toBe(url);
    const jar = await cookieMap(context);
    expect(jar.has('discount-temporal-descuento-invierno')).toBe(false);
    expect(jar.get('discount-reboot-descuento-invierno')?.value).toBe(reboot);
    expect(problems.consoleErrors).toEqual([]);
  });

  const tampered: Array<[string, string]> = [
    ['garbage', 'not-a-time'],
    ['in the past', String(T0 - MINUTE)],
    ['three days ahead', String(T0 + 3 * DAY)],
    ['in seconds, not ms', String(Math.floor((T0 + HOUR) / 1000))],
    ['exponent notation', '1.7672e12'],
  ];
  for (const [name, value] of tampered) {
    test(`a tampered temporal cookie (${name}) is ignored: a fresh 24 h, never a past or absurd deadline`, async ({
      page,
      context,
      baseURL,
      serve,
      problems,
    }) => {
      await setDiscountCookies(context, baseURL!, 'descuento-x', { temporal: value });
      await open(page, await serve('descuento-x', discountPage()));
      await expect(page.locator(BAR)).toBeVisible();
      expect(await barValues(page)).toEqual({ day: '01', hour: '00', minute: '00', second: '00' });
      const jar = await cookieMap(context);
      expect(jar.get('discount-temporal-descuento-x')?.value).toBe(String(T0 + DAY));
      expect(jar.get('discount-reboot-descuento-x')?.value).toBe(String(T0 + 2 * DAY));
      const text = await page.locator(BAR).evaluate((el) => el.shadowRoot!.textContent);
      expect(text).not.toMatch(/NaN|undefined|Infinity/);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('an expired temporal cookie with a live reboot cookie: hidden (the discount is over), never shown as live', async ({
    page,
    context,
    baseURL,
    serve,
  }) => {
    await setDiscountCookies(context, baseURL!, 'descuento-y', {
      temporal: String(T0 - 5 * MINUTE),
      reboot: String(T0 + DAY - 5 * MINUTE),
    });
    await open(page, await serve('descuento-y', discountPage()));
    await expect(page.locator(BAR)).toBeHidden();
    await expect(page.locator(BAR)).toHaveAttribute('hidden', '');
  });

  test('slug: flex-descuento on descuento-beca-parcial paths, else the last path segment; campaign wins', async ({
    page,
    context,
    serve,
  }) => {
    await open(page, await serve('descuento-beca-parcial/', discountPage()));
    await expect(page.locator(`${BAR} [part=digit]`).first()).toBeVisible();
    await open(page, await serve('landing/descuento-navidad', discountPage()));
    await expect(page.locator(`${BAR} [part=digit]`).first()).toBeVisible();
    await open(page, await serve('descuento-z', discountPage('campaign="black-friday"')));
    await expect(page.locator(`${BAR} [part=digit]`).first()).toBeVisible();
    const names = [...(await cookieMap(context)).keys()].sort();
    expect(names).toEqual([
      'discount-reboot-black-friday',
      'discount-reboot-descuento-navidad',
      'discount-reboot-flex-descuento',
      'discount-temporal-black-friday',
      'discount-temporal-descuento-navidad',
      'discount-temporal-flex-descuento',
    ]);
  });

  test('the real landing at /descuento-beca-parcial uses the flex-descuento cookies', async ({ page, context, problems }) => {
    await open(page, '/descuento-beca-parcial');
    await expect(page.locator(`${BAR} [part=digit]`).first()).toBeVisible({ timeout: 10_000 });
    expect(await barValues(page)).toEqual({ day: '01', hour: '00', minute: '00', second: '00' });
    const jar = await cookieMap(context);
    expect(jar.get('discount-temporal-flex-descuento')?.value).toBe(String(T0 + DAY));
    expect(jar.get('discount-reboot-flex-descuento')?.value).toBe(String(T0 + 2 * DAY));
    expect(problems.pageErrors).toEqual([]);
    // The landing's pricing block asks the IP geolocation service (docs/product.md#country-detection); nothing else leaves.
    expect(problems.blocked.filter((url) => url !== 'https://ipapi.co/json/')).toEqual([]);
  });

  test('when the 24 h run out the visitor is sent to redirect (default /), once', async ({ page, serve, problems }) => {
    await page.addInitScript(() => {
      document.addEventListener('embudo-time-up', (e) => {
        const n = Number(sessionStorage.getItem('timeUps') ?? 0) + 1;
        sessionStorage.setItem('timeUps', String(n));
        sessionStorage.setItem('detail', JSON.stringify((e as CustomEvent).detail));
      });
    });
    await open(page, await serve('descuento-final', discountPage()));
    expect(await barValues(page)).toEqual({ day: '01', hour: '00', minute: '00', second: '00' });
    await page.clock.fastForward(DAY - 3 * SECOND);
    expect(await barValues(page)).toEqual({ day: '00', hour: '00', minute: '00', second: '03' });
    await page.clock.runFor(4 * SECOND);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('timeUps'))).toBe('1');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('detail')))!)).toEqual({
      mode: 'discount',
      endAt: T0 + DAY,
      redirect: new URL('/', page.url()).href,
    });
    expect(problems.pageErrors).toEqual([]);
  });

  test('a cancelled embudo-time-up keeps the visitor on the page', async ({ page, context, baseURL, serve }) => {
    await setDiscountCookies(context, baseURL!, 'descuento-cancel', { temporal: String(T0 + 2 * SECOND), reboot: String(T0 + DAY) });
    const stay = await serve(
      'descuento-cancel',
      html(`<script>document.addEventListener('embudo-time-up', (e) => { e.preventDefault(); document.body.dataset.ended = e.detail.mode; });</script>
        <embudo-deadline-bar></embudo-deadline-bar>${SCRIPT}`),
    );
    await open(page, stay);
    await page.clock.runFor(3 * SECOND);
    await expect(page.locator('body')).toHaveAttribute('data-ended', 'discount');
    await page.clock.runFor(2 * SECOND);
    expect(page.url()).toBe(stay);
    // Still there, at zero, not hidden (the page handles the end itself).
    expect(await barValues(page)).toEqual({ day: '00', hour: '00', minute: '00', second: '00' });
  });

  test('the redirect attribute is followed at the end', async ({ page, context, baseURL, serve }) => {
    await setDiscountCookies(context, baseURL!, 'descuento-thanks', { temporal: String(T0 + 2 * SECOND), reboot: String(T0 + DAY) });
    const thanks = await serve('gracias', html('<h1>Gracias</h1>'));
    await open(page, await serve('descuento-thanks', discountPage('redirect="/__test/gracias"')));
    await page.clock.runFor(3 * SECOND);
    await page.waitForURL(thanks);
  });

  test('a bad redirect is reported on load, not a day later at the end, and the end goes to "/"', async ({
    page,
    context,
    baseURL,
    serve,
    problems,
  }) => {
    await setDiscountCookies(context, baseURL!, 'descuento-badredirect', { temporal: String(T0 + 3 * SECOND), reboot: String(T0 + DAY) });
    await open(page, await serve('descuento-badredirect', discountPage('redirect="javascript:alert(1)"')));
    const reported = () =>
      embudoMessages(problems.consoleErrors).filter((e) =>
        e.startsWith('[embudo-deadline-bar] redirect="javascript:alert(1)" is not valid'),
      );
    await expect.poll(() => reported().length).toBe(1);
    expect(await barValues(page)).toEqual({ day: '00', hour: '00', minute: '00', second: '03' });
    await page.clock.runFor(4 * SECOND);
    await page.waitForURL(`${baseURL}/`);
    expect(reported()).toHaveLength(1);
  });

  test('cookies that throw: the bar still renders and counts (memory for the page view)', async ({ page, context, serve, problems }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      };
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: blocked, set: blocked });
    });
    await open(page, await serve('descuento-sandbox', discountPage()));
    await expect(page.locator(BAR)).toBeVisible();
    expect(await barValues(page)).toEqual({ day: '01', hour: '00', minute: '00', second: '00' });
    await page.clock.runFor(2000);
    expect(await barValues(page)).toEqual({ day: '00', hour: '23', minute: '59', second: '58' });
    expect((await context.cookies()).length).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('preinscription mode', () => {
  const page3d = (end: string) =>
    html(`<embudo-deadline-bar id="es" end-at="${end}"></embudo-deadline-bar>
      <embudo-deadline-bar id="en" lang="en" end-at="${end}"></embudo-deadline-bar>
      <div style="height:3000px">contenido</div>
      <section id="pricing"><h2>Precios</h2></section>
      <div style="height:3000px"></div>
      <script>document.addEventListener('embudo-time-up', (e) => { e.target.dataset.ended = (e.target.dataset.ended || '') + e.detail.mode; });</script>
      ${SCRIPT}`);

  test('texts in Spanish and English; a click scrolls to #pricing and focuses it; hidden once closed', async ({
    page,
    context,
    serve,
    problems,
  }) => {
    const url = await serve('curso-fullstack', page3d(at(3 * DAY + 4 * HOUR)));
    await open(page, url);
    await expect(page.locator('#es [part=text]')).toHaveText('Preinscripción cierra en');
    await expect(page.locator('#en [part=text]')).toHaveText('Pre-enrollment closes in');
    await expect(page.locator('#es [part=title]')).toHaveText(['Días', 'Horas', 'Minutos', 'Segundos']);
    await expect(page.locator('#en [part=title]')).toHaveText(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(await barValues(page, '#es')).toEqual({ day: '03', hour: '04', minute: '00', second: '00' });
    // Preinscription never touches the discount cookies.
    expect(await context.cookies()).toEqual([]);

    const button = page.locator('#es').getByRole('button');
    await expect(button).toHaveCount(1);
    await expect(page.locator('#es [part=base]')).toHaveJSProperty('tagName', 'BUTTON');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await button.click();
    const pricingTop = await page.evaluate(() => document.getElementById('pricing')!.getBoundingClientRect().top + window.scrollY);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(pricingTop - 200);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pricing');

    // Keyboard: Enter on the focused bar does the same.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('#en [part=base]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pricing');

    await page.clock.fastForward(3 * DAY + 4 * HOUR);
    await page.clock.runFor(2000);
    await expect(page.locator('#es')).toBeHidden();
    await expect(page.locator('#en')).toBeHidden();
    await expect(page.locator('#es')).toHaveAttribute('hidden', '');
    await expect(page.locator('#es')).toHaveAttribute('data-ended', 'preinscription');
    // Moved in the page (a new model finds the end again): still one time-up.
    await page.evaluate(() => {
      const bar = document.getElementById('es')!;
      document.body.prepend(bar);
      document.body.append(bar);
    });
    await page.clock.runFor(2000);
    await expect(page.locator('#es')).toHaveAttribute('data-ended', 'preinscription');
    await expect(page.locator('#es')).toBeHidden();
    expect(page.url()).toBe(url);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a scroll-target that is not a CSS selector is reported on load; a click then does nothing else', async ({
    page,
    serve,
    problems,
  }) => {
    await open(
      page,
      await serve(
        'curso-badtarget',
        html(`<embudo-deadline-bar end-at="${at(DAY)}" scroll-target="##precios"></embudo-deadline-bar>${SCRIPT}`),
      ),
    );
    const reported = () =>
      embudoMessages(problems.consoleErrors).filter((e) =>
        e.startsWith('[embudo-deadline-bar] scroll-target="##precios" is not valid: expected a CSS selector'),
      );
    await expect.poll(() => reported().length).toBe(1);
    await page.locator('embudo-deadline-bar').getByRole('button').click();
    expect(reported()).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
  });

  test('mode overrides the path; preinscription without end-at reports it and hides', async ({ page, context, serve, problems }) => {
    await open(
      page,
      await serve(
        'descuento-pero-pre',
        html(`<embudo-deadline-bar id="pre" mode="preinscription" end-at="${at(DAY)}"></embudo-deadline-bar>
          <embudo-deadline-bar id="noend" mode="preinscription"></embudo-deadline-bar>${SCRIPT}`),
      ),
    );
    await expect(page.locator('#pre [part=text]')).toHaveText('Preinscripción cierra en');
    await expect(page.locator('#noend')).toBeHidden();
    expect(embudoMessages(problems.consoleErrors).filter((e) => e.startsWith('[embudo-deadline-bar] end-at'))).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);

    // The fake clock carries on across navigations: the next page loads at this instant.
    const loadedAt = await page.evaluate(() => Date.now());
    await open(
      page,
      await serve('curso', html(`<embudo-deadline-bar mode="discount" campaign="verano" lang="en"></embudo-deadline-bar>${SCRIPT}`)),
    );
    await expect(page.locator(`${BAR} [part=text]`)).toHaveText('Your special discount ends in');
    expect((await cookieMap(context)).get('discount-temporal-verano')?.value).toBe(String(loadedAt + DAY));
  });
});
