import type { Page, Route } from '@playwright/test';
import { COUNTRY_COUNT } from '../../src/data/countries';
import { embudoMessages, expect, freezeClock, html, SECOND, test } from './fixtures';
import { geo, IPAPI, SCRIPT, values } from './pricing-helpers';

/**
 * embudo-pricing's later part (turno, start cards, salary table) in real Chromium against the real
 * server: when it loads, what it shows per country, and that its arrival moves nothing. The block's
 * first paint, the geo chain and checkout: ./pricing.spec.ts.
 */

test.describe('the later part (turno, start cards, salary table)', () => {
  test('comes after the page load, in pricing-later.js pinned by its hash (standalone) and in a chunk (ESM)', async ({ page, serve }) => {
    const loaded: string[] = [];
    await page.addInitScript(() =>
      addEventListener('load', () => ((window as unknown as { loadedAt: number }).loadedAt = performance.now())),
    );
    page.on('request', (request) => {
      if (/pricing[.-]later/.test(request.url())) loaded.push(request.url());
    });
    await page.goto(await serve('later.html', html(`<embudo-pricing country="US" lang="en" price-delay="0"></embudo-pricing>${SCRIPT}`)));
    const block = page.locator('embudo-pricing');
    await expect(block.locator('[part=special-price]')).toHaveText(/Special price: \$/);
    // The US's main zone (New York: the test browser's zone is not a US one), in standard time Lima's hours.
    await expect(block.locator('[part=class-times]')).toHaveText(/^Classes (\w+ and \w+, )?7:00\s–\s9:00\sPM \(your time\)$/);
    await expect(block.locator('[part=salary-table]')).toBeVisible();
    expect(loaded).toEqual([expect.stringMatching(/\/widgets\/pricing-later\.js\?v=/)]);
    const script = page.locator('script[src*="pricing-later.js"]');
    await expect(script).toHaveAttribute('integrity', /^sha384-/);
    // Asked for after the load event, not before: the price and its button paint first.
    const [requestedAt, loadedAt] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => e.name.includes('pricing-later'))!.startTime,
      (window as unknown as { loadedAt: number }).loadedAt,
    ]);
    expect(requestedAt).toBeGreaterThanOrEqual(loadedAt);

    loaded.length = 0;
    await page.goto(
      await serve(
        'later-esm.html',
        html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing><script type="module" src="/widgets/esm/pricing.js"></script>`),
      ),
    );
    await expect(page.locator('embudo-pricing [part=class-times]')).toHaveText(/^Clases (\p{L}+ y \p{L}+, )?19:00–21:00 \(tu hora\)$/u);
    expect(loaded).toEqual([expect.stringMatching(/\/widgets\/esm\/chunks\/pricing\.later-[\w-]+\.js$/)]);
  });

  test('the price paints before the part arrives: never in the stand-in currency, its checkout tracked once, its room kept', async ({
    page,
    serve,
  }) => {
    const { held } = await geo(page, { country_code: 'PE' }, 'hang');
    // The IP service answers only when the test says; the part only when the test lets it through.
    await page.unroute(IPAPI);
    const geoHeld: Route[] = [];
    await page.route(IPAPI, (route) => void geoHeld.push(route));
    const partHeld: Route[] = [];
    await page.route('**/widgets/pricing-later.js*', (route) => void partHeld.push(route));
    await page.addInitScript(() => {
      const w = window as unknown as { calls: unknown[][]; fbq: unknown; checkouts: unknown[]; figures: string[] };
      w.calls = [];
      w.checkouts = [];
      w.figures = [];
      w.fbq = (...args: unknown[]) => w.calls.push(args);
      document.addEventListener('embudo-checkout', (e) => {
        w.checkouts.push((e as CustomEvent).detail);
        e.preventDefault();
      });
    });
    await page.goto(await serve('paint-first.html', html(`<embudo-pricing price-delay="0"></embudo-pricing>${SCRIPT}`)));
    const block = page.locator('embudo-pricing');
    // Every text the price area ever holds, from its first paint.
    await block.locator('[part=price]').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { figures: string[] };
      const price = document.querySelector('embudo-pricing')!.shadowRoot!.querySelector('[part=price]')!;
      w.figures.push(price.textContent!);
      new MutationObserver(() => w.figures.push(price.textContent!)).observe(price, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    await expect.poll(() => geoHeld.length).toBe(1);
    await expect(block.locator('[part=price]')).toHaveAttribute('aria-busy', 'true');
    // The first move (a scroll) asks for the part; it is held.
    await page.mouse.wheel(0, 10);
    await expect.poll(() => partHeld.length).toBe(1);
    const pay = await block.locator('[part=pay-button]').boundingBox();
    await geoHeld[0]!.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ country_code: 'PE' }),
      headers: { 'access-control-allow-origin': '*' },
    });
    await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: S/ 1,499');
    await expect(block.locator('[part=schedule]')).toHaveCount(0);
    const figures = await page.evaluate(() => (window as unknown as { figures: string[] }).figures.join(' | '));
    expect(figures).not.toMatch(/US\$|\$\s?501/);

    // A checkout click before the part has come: its events once, at once.
    await block.locator('[part=pay-button]').click();
    const sent = () =>
      page.evaluate(() =>
        (window as unknown as { calls: unknown[][] }).calls.filter((c) => c[1] === 'AddToCart' || c[1] === 'FunnelProgress'),
      );
    expect(await sent()).toEqual([
      ['track', 'AddToCart', expect.objectContaining({ value: 1499, currency: 'PEN', content_ids: ['fullstack'] })],
      ['trackCustom', 'FunnelProgress', { stage: 'payment_initiated', progress: 95 }],
    ]);
    expect(await page.evaluate(() => (window as unknown as { checkouts: unknown[] }).checkouts)).toEqual([
      expect.objectContaining({ countryCode: 'PE', currency: 'PEN', amount: 1499, href: 'https://pagos.embudo.dev/fullstack/pen' }),
    ]);

    // The part comes: drawn in the room kept for it (what is on screen stays put), nothing sent again.
    await partHeld[0]!.continue();
    await expect(block.locator('[part=schedule]')).toBeVisible();
    expect(await block.locator('[part=pay-button]').boundingBox()).toEqual(pay);
    expect(await sent()).toHaveLength(2);
    expect(held).toEqual([]);
  });

  test('while the detection is out, the US stand-in shows no salary table: it neither comes nor goes when the answer is another country', async ({
    page,
    serve,
  }) => {
    const { held } = await geo(page, 'hang', 'hang');
    await page.goto(await serve('later-pending.html', html(`<embudo-pricing price-delay="0"></embudo-pricing>${SCRIPT}`)));
    const block = page.locator('embudo-pricing');
    await expect(block.locator('[part=class-times]')).toBeVisible(); // the later part is in
    expect(await values(page)).toEqual(['US']);
    await expect(block.locator('[part=salary-table]')).toHaveCount(0);
    const height = await block.evaluate((el) => el.getBoundingClientRect().height);
    await held[0]!.route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"country_code":"PE"}',
      headers: { 'access-control-allow-origin': '*' },
    });
    await expect.poll(() => values(page)).toEqual(['PE']);
    await expect(block.locator('[part=salary-table]')).toHaveCount(0);
    expect(await block.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
    // A visitor who is in the US gets the table once that is known.
    await block.locator('select').selectOption('US');
    await expect(block.locator('[part=salary-table]')).toBeVisible();
  });

  test('keeps its room at every width: what follows stays put when it arrives, from 320 to 1280 px wide', async ({ page, serve }) => {
    let release: (() => void) | undefined;
    await page.route('**/widgets/pricing-later.js*', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const url = await serve(
      'later-room.html',
      html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing><p id="below">Debajo</p>${SCRIPT}`),
    );
    for (const width of [320, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      const block = page.locator('embudo-pricing');
      await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: S/ 1,499');
      await expect.poll(() => release !== undefined).toBe(true); // the later part is asked for, and held
      const kept = await page.locator('#below').boundingBox();
      release!();
      release = undefined;
      await expect(block.locator('[part=class-times]')).toBeVisible();
      expect({ width, box: await page.locator('#below').boundingBox() }).toEqual({ width, box: kept });
    }
  });

  test('the turno choice stays put when the schedule answers after it: the part does not stretch what it has into its room', async ({
    page,
    serve,
  }) => {
    let release: (() => void) | undefined;
    await page.route('**/api/schedule*', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.goto(await serve('later-schedule.html', html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing>${SCRIPT}`)));
    const block = page.locator('embudo-pricing');
    const radio = block.getByRole('radio').first();
    await expect(radio).toBeVisible(); // the later part is in, without the schedule's times
    await expect.poll(() => release !== undefined).toBe(true);
    await expect(block.locator('[part=class-times]')).toHaveCount(0);
    const before = await radio.boundingBox();
    release!();
    await expect(block.locator('[part=class-times]')).toBeVisible();
    expect(await radio.boundingBox()).toEqual(before);
  });

  test('far down the page it waits: loaded as its room comes near the viewport, or on idle after the visitor first moves', async ({
    page,
    serve,
  }) => {
    const url = await serve(
      'later-far.html',
      html(`<div style="height:3000px">Artículo</div><embudo-pricing country="PE" price-delay="0"></embudo-pricing>${SCRIPT}`),
    );
    /** Opens the page on `target` with a frozen clock, lets `ms` pass; the later part's requests so far. */
    const openFor = async (target: Page, ms: number): Promise<number[]> => {
      const asked: number[] = [];
      target.on('request', (request) => /pricing-later\.js/.test(request.url()) && asked.push(1));
      await freezeClock(target);
      await target.goto(url);
      await target.waitForLoadState('networkidle');
      await target.clock.runFor(ms);
      await target.waitForTimeout(300);
      return asked;
    };
    const asked = await openFor(page, 2 * SECOND);
    expect(asked, 'not asked while far below the viewport').toEqual([]);
    await page.locator('embudo-pricing').scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length, { message: 'asked as it comes into view' }).toBe(1);
    await expect(page.locator('embudo-pricing [part=class-times]')).toBeVisible();

    // Not scrolled to: a page only loaded and read where it opened pays nothing for the part, however
    // long it stays; the visitor's first move (here a key) starts it on idle, long before a scroll
    // could reach it.
    const second = await page.context().newPage();
    const later = await openFor(second, 30 * SECOND);
    expect(later, 'nothing while the visitor only reads').toEqual([]);
    await second.keyboard.press('Shift');
    await second.clock.runFor(1.1 * SECOND); // the idle callback (at most 1 s)
    await expect.poll(() => later.length).toBe(1);
    expect(await second.evaluate(() => scrollY), 'without a scroll').toBe(0);
    await second.close();
  });

  test("the country list and its flag come with it: two names and the flag's kept room before, the whole list and the flag after, the select unmoved", async ({
    page,
    serve,
  }) => {
    await page.goto(
      await serve(
        'list-far.html',
        html(`<div style="height:3000px">Artículo</div><embudo-pricing country="MX"></embudo-pricing>${SCRIPT}`),
      ),
    );
    const select = page.locator('embudo-pricing select');
    const state = () =>
      page.locator('embudo-pricing').evaluate((host) => {
        const box = host.shadowRoot!.querySelector('select')!.getBoundingClientRect();
        return {
          options: host.shadowRoot!.querySelector('select')!.options.length,
          flag: host.shadowRoot!.querySelector('[part=country-flag]')!.textContent,
          left: box.left,
          width: box.width,
        };
      });
    await expect(select).toHaveValue('MX');
    await page.waitForTimeout(1000);
    const before = await state();
    expect(before).toMatchObject({ options: 2, flag: '' });
    await page.keyboard.press('Shift'); // the first move: the later part on idle
    await expect(page.locator('embudo-pricing [part=class-times]')).toBeAttached();
    const after = await state();
    // The flag where this browser draws flag emoji as flags, else the country's code (src/ui/flag).
    const drawsFlags = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = '32px sans-serif';
      const letter = context.measureText('\u{1F1FA}').width;
      return !(letter > 0) || context.measureText('\u{1F1FA}\u{1F1F8}').width < letter * 1.5;
    });
    expect(after).toMatchObject({ options: COUNTRY_COUNT, flag: drawsFlags ? '🇲🇽' : 'MX' });
    expect([after.left, after.width]).toEqual([before.left, before.width]);
  });

  test('wholly below the viewport when it arrives, it takes its own height: no empty band under the block', async ({ page, serve }) => {
    await page.goto(
      await serve(
        'later-fit.html',
        html(
          `<div style="height:3000px">Artículo</div><embudo-pricing country="PE" price-delay="0"></embudo-pricing><p id="below">Debajo</p>${SCRIPT}`,
        ),
      ),
    );
    const block = page.locator('embudo-pricing');
    await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: S/ 1,499');
    const kept = await block.evaluate((el) => el.getBoundingClientRect().height); // with the room for the part
    await page.keyboard.press('Shift'); // the first move: the part comes on idle, far below the viewport
    await expect(block.locator('[part=class-times]')).toBeAttached();
    await expect(block.locator('.details')).toHaveCSS('min-height', '0px');
    const fitted = await block.evaluate((el) => el.getBoundingClientRect().height);
    expect(fitted).toBeLessThan(kept);
    // Nothing the visitor saw moved: the page is still where it was, at its top.
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('arriving on screen with its room running below the viewport, it gives back what is below: no band there, nothing on screen moves', async ({
    page,
    serve,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let release: (() => void) | undefined;
    await page.route('**/widgets/pricing-later.js*', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    // A schedule with no start to offer: the part (the note that dates come soon) is shorter than the room kept for it.
    await page.route('**/api/schedule', (route) =>
      route.fulfill({
        json: {
          timeZone: 'America/Lima',
          masterclasses: [],
          deadlines: {},
          bootcamps: { fullstack: { turnos: { noche: { start: '19:00', end: '21:00' } }, cohorts: [] } },
        },
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    const page1 = (spacer: number) =>
      html(
        `<div id="spacer" style="height:${spacer}px">Artículo</div><embudo-pricing country="MX" price-delay="0"></embudo-pricing><p id="below">Debajo</p>${SCRIPT}`,
      );
    const block = page.locator('embudo-pricing');
    const room = () => block.evaluate((el) => el.shadowRoot!.querySelector('.later')!.getBoundingClientRect().top);
    // Where the room starts without a spacer; then a page where it starts 150 px above the viewport's bottom.
    await page.goto(await serve('later-band-0.html', page1(0)));
    await expect.poll(() => release !== undefined).toBe(true);
    const top = await room();
    release!();
    release = undefined;
    await page.goto(await serve('later-band.html', page1(Math.round(800 - 150 - top))));
    await page.evaluate(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number[][] }).shifts.push([entry.startTime, (entry as unknown as { value: number }).value]);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await expect.poll(() => release !== undefined).toBe(true);
    expect(Math.round(await room())).toBe(650);
    // (This page has no embudo.css: the block's own first render moved what follows; not counted.)
    const arrival = await page.evaluate(() => performance.now());
    const roomHeight = await block.evaluate((el) => el.shadowRoot!.querySelector('.later')!.getBoundingClientRect().height);
    const heading = await block.locator('[part=title]').boundingBox();
    release!();
    await expect(block.locator('[part=schedule]')).toBeVisible();
    // The part's own height, or the room down to the viewport's bottom edge (150 px) where that is more: the rest goes.
    const part = () =>
      block.locator('.details').evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { height: Math.round(box.height), own: Math.round(el.lastElementChild!.getBoundingClientRect().bottom - box.top) };
      });
    await expect.poll(async () => (await part()).height).toBeLessThan(Math.round(roomHeight));
    const { height, own } = await part();
    expect(own).toBeLessThan(Math.round(roomHeight));
    expect(height).toBe(Math.max(own, 150));
    // What follows is still below the viewport, what is on screen has not moved, and no shift was counted.
    expect((await page.locator('#below').boundingBox())!.y).toBeGreaterThanOrEqual(800);
    expect(await block.locator('[part=title]').boundingBox()).toEqual(heading);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(
      await page.evaluate((since) => (window as unknown as { shifts: number[][] }).shifts.filter(([at]) => at! > since), arrival),
    ).toEqual([]);
  });

  test('keyboard and focus: the arrow keys move the turno choice and keep focus on it; a focused start card stays focused as the part redraws', async ({
    page,
    serve,
  }) => {
    await page.route('**/api/schedule', (route) =>
      route.fulfill({
        json: {
          timeZone: 'America/Lima',
          masterclasses: [],
          deadlines: {},
          bootcamps: {
            fullstack: {
              turnos: {
                noche: { start: '19:00', end: '21:00' },
                dia: { start: '10:00', end: '12:00' },
                tarde: { start: '15:00', end: '17:00' },
              },
              cohorts: [
                { start: '2030-01-07', end: '2030-06-28', days: ['mon', 'wed'], turno: 'noche' },
                { start: '2030-02-04', end: '2030-07-26', days: ['tue', 'thu'], turno: 'dia' },
              ],
            },
          },
        },
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    await page.goto(await serve('later-keys.html', html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing>${SCRIPT}`)));
    const block = page.locator('embudo-pricing');
    const radios = block.getByRole('radio');
    await expect(block.locator('[part=class-times]')).toHaveText(/19:00–21:00/);
    // The turnos the pricing offers (noche, dia, tarde), in its order.
    await expect(radios).toHaveCount(3);
    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();
    await expect(block.locator('[part=class-times]')).toHaveText(/10:00–12:00/);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('embudo:page-state') ?? 'null')?.select_turno ?? null)).toBe('dia');
    await page.keyboard.press('ArrowLeft');
    await expect(radios.first()).toBeChecked();
    await expect(radios.first()).toBeFocused();

    // A focused card is kept as the part redraws for another country (its link and times follow).
    const card = block.locator('[part=start-card]').first();
    await card.focus();
    await block.locator('select').evaluate((select: HTMLSelectElement) => {
      select.value = 'MX';
      select.dispatchEvent(new Event('change'));
    });
    await expect(card).toHaveAttribute('href', /\/MX/i);
    await expect(card).toBeFocused();
    await card.press('Enter');
    await expect(page).toHaveURL(/\/enroll\/fullstack\/MX$/);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('embudo:page-state') ?? 'null'))).toMatchObject({
      fechaSelect: '2030-01-07',
      select_mes: '2030-01',
      select_turno: 'noche',
    });
  });

  test('no money formatter is made while the price waits for its delay: the figures are formatted when they show', async ({
    page,
    serve,
  }) => {
    await freezeClock(page);
    await page.addInitScript(() => {
      const Native = Intl.NumberFormat;
      const w = window as unknown as { currencyFormats: number };
      w.currencyFormats = 0;
      const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        if (args[1]?.style === 'currency') w.currencyFormats++;
        return new Native(...args);
      } as unknown as typeof Intl.NumberFormat;
      Counting.supportedLocalesOf = Native.supportedLocalesOf;
      Intl.NumberFormat = Counting;
    });
    await page.goto(await serve('price-format.html', html(`<embudo-pricing country="PE"></embudo-pricing>${SCRIPT}`)));
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(9 * SECOND);
    const price = page.locator('embudo-pricing [part=price]');
    await expect(price).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => (window as unknown as { currencyFormats: number }).currencyFormats)).toBe(0);
    await page.clock.runFor(1.1 * SECOND);
    await expect(price).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('embudo-pricing [part=special-price]')).toHaveText('Precio especial: S/ 1,499');
    expect(await page.evaluate(() => (window as unknown as { currencyFormats: number }).currencyFormats)).toBe(1);
  });

  test('when it cannot load, the price and its button work and one console error names it', async ({ page, serve, problems }) => {
    await page.route('**/widgets/pricing-later.js*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(await serve('later-down.html', html(`<embudo-pricing country="PE" price-delay="0"></embudo-pricing>${SCRIPT}`)));
    const block = page.locator('embudo-pricing');
    await expect(block.locator('[part=special-price]')).toHaveText('Precio especial: S/ 1,499');
    await expect(block.locator('[part=pay-button]')).toHaveAttribute('href', 'https://pagos.embudo.dev/fullstack/pen');
    await expect
      .poll(() => embudoMessages(problems.consoleErrors))
      .toEqual([
        expect.stringMatching(
          /^\[embudo-pricing\] the turno and start dates could not be loaded \(.*pricing-later\.js.* did not load\); the block shows the price without them\.$/,
        ),
      ]);
    await expect(block.locator('[part=schedule]')).toHaveCount(0);
  });
});
