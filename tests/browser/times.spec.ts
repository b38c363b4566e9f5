import type { Page } from '@playwright/test';
import { approach, expect, HOUR, html, test, unitValues } from './fixtures';

/**
 * Class times and the enrolment close shown in the visitor's own zone (Playwright's
 * timezoneId), with the school's time beside; countdowns to a fixed instant right on a wrong clock.
 *
 * Expected texts are Intl's conversion, in the page, of the Lima time (Lima is UTC-5 all year).
 */

const plain = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Intl's (in the page) text for the night class of the first start on offer (the schedule as the
 * server publishes it: the shipped monthly rules) in Lima, and the next open close, in `shownIn`
 * (default: the page's zone).
 */
function expected(page: Page, lang: 'es' | 'en', shownIn?: string) {
  return page.evaluate(
    async ({ lang, shownIn }) => {
      const schedule = (await (await fetch('/api/schedule')).json()) as {
        deadlines: { enrolmentCloses: string };
        bootcamps: { fullstack: { cohorts: Array<{ start: string; turno: string }> } };
      };
      const deadline = schedule.deadlines.enrolmentCloses;
      const first = schedule.bootcamps.fullstack.cohorts.find((c) => c.turno === 'noche')!.start;
      const locale = lang === 'es' ? 'es' : 'en-US';
      const zone = shownIn ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      const [y, m, d] = first.split('-').map(Number) as [number, number, number];
      const start = Date.UTC(y, m - 1, d, 19 + 5);
      const hours = (timeZone: string) =>
        new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).formatRange(start, start + 2 * 3600_000);
      const closes = new Intl.DateTimeFormat(locale, {
        timeZone: zone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: 'numeric',
        minute: '2-digit',
      }).format(Date.parse(deadline));
      const ws = (s: string) => s.replace(/\s+/g, ' ');
      return { zone, local: ws(hours(zone)), lima: ws(hours('America/Lima')), closes: ws(closes) };
    },
    { lang, shownIn },
  );
}

const CASES = [
  { timezoneId: 'Europe/Madrid', country: 'ES' },
  { timezoneId: 'America/Santiago', country: 'CL' },
  { timezoneId: 'America/New_York', country: 'US' },
  { timezoneId: 'Asia/Tokyo', country: 'JP' },
];

for (const { timezoneId, country } of CASES) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the landing shows the class times and the enrolment close in local time, the school time beside', async ({ page }) => {
      await page.goto(`/?country=${country}`);
      await approach(page, '#fechas');
      const want = await expected(page, 'es');
      expect(want.zone).toBe(timezoneId);
      // The start-dates section: the first start card's class hours (the shipped rules' next start).
      const night = page.locator('.start-dates__card').first();
      await expect
        .poll(async () => plain(await night.locator('.start-dates__shift > span').first().textContent()))
        .toBe(`Noche · ${want.local} (tu hora)`);
      if (want.local !== want.lima) await expect(night.locator('.start-dates__school-time')).toContainText(`${want.lima} hora de Lima`);
      await expect(page.locator('.start-dates__deadline')).toHaveText(`La inscripción cierra el ${want.closes} (tu hora)`, {
        useInnerText: true,
      });
      // The pricing block's turno (the visitor's country from the URL, whose zone is the browser's).
      const pricing = page.locator('embudo-pricing');
      const times = pricing.locator('[part=class-times]');
      await expect
        .poll(async () => plain(await times.textContent().catch(() => null)), { timeout: 15_000 })
        .toContain(`${want.local} (tu hora)`);
      if (want.local !== want.lima) await expect(pricing.locator('[part=school-time]')).toHaveText(`${want.lima} hora de Lima`);
      await expect(pricing.locator('[part=deadline]')).toHaveText(`La inscripción cierra el ${want.closes} (tu hora)`, {
        useInnerText: true,
      });
    });

    test('the enrolment page (English) shows the local class times and deadline', async ({ page }) => {
      await page.goto(`/en/enroll/fullstack/${country}`);
      const want = await expected(page, 'en');
      const pricing = page.locator('embudo-pricing');
      await expect
        .poll(
          async () =>
            plain(
              await pricing
                .locator('[part=class-times]')
                .textContent()
                .catch(() => null),
            ),
          { timeout: 15_000 },
        )
        .toContain(`${want.local} (your time)`);
      if (want.local !== want.lima)
        await expect(pricing.locator('[part=school-time]')).toHaveText(`${want.lima} Lima time`, { useInnerText: true });
      // The enrolment close, said once: the pricing's line, in the visitor's time.
      await expect
        .poll(async () => plain(await pricing.locator('[part=deadline]').textContent()))
        .toBe(`Enrollment closes on ${want.closes} (your time)`);
      await expect(page.getByText('Enrollment closes')).toHaveCount(1);
    });
  });
}

test.describe('Tokyo: the night class is in the visitor morning, Madrid: in the visitor night', () => {
  test.use({ timezoneId: 'Europe/Madrid' });
  test('a night note points to the turnos that suit better', async ({ page }) => {
    await page.goto('/?country=ES');
    await approach(page, '#fechas');
    await expect(page.locator('.start-dates__card').first().locator('.start-dates__note').first()).toContainText(
      'Es de madrugada donde estás',
    );
    await expect(page.locator('embudo-pricing [part=night-note]')).toContainText('Te conviene más', { timeout: 15_000 });
  });
});

test.describe('a browser zone outside the visitor country (the browser in Madrid, the visitor says Mexico)', () => {
  test.use({ timezoneId: 'Europe/Madrid' });
  test("the site's times and the pricing's agree, in Mexico City's; the next page of the visit keeps the country (header flag, times)", async ({
    page,
  }) => {
    const flag = page.locator('.header__flag .visually-hidden').first();
    const night = page.locator('.start-dates__card').first().locator('.start-dates__shift > span').first();
    await page.goto('/?country=MX');
    await approach(page, '#fechas');
    const want = await expected(page, 'es', 'America/Mexico_City');
    await expect.poll(async () => plain(await night.textContent())).toBe(`Noche · ${want.local} (tu hora)`);
    await expect(page.locator('.start-dates__deadline')).toHaveText(`La inscripción cierra el ${want.closes} (tu hora)`, {
      useInnerText: true,
    });
    await expect(page.locator('embudo-pricing [part=deadline]')).toHaveText(`La inscripción cierra el ${want.closes} (tu hora)`, {
      useInnerText: true,
      timeout: 15_000,
    });
    await expect(flag).toHaveText('País: México');
    // The next page of the visit: the detection answers from the session, with no event.
    await page.goto('/');
    await expect(flag).toHaveText('País: México');
    await approach(page, '#fechas');
    await expect.poll(async () => plain(await night.textContent())).toBe(`Noche · ${want.local} (tu hora)`);
    await expect(page.locator('.start-dates__deadline')).toHaveText(`La inscripción cierra el ${want.closes} (tu hora)`, {
      useInnerText: true,
    });
  });
});

const SECONDS = (v: Record<string, string>) => Number(v.hour) * 3600 + Number(v.minute) * 60 + Number(v.second);

for (const [name, skew] of [
  ['one hour ahead of', HOUR],
  ['one hour behind', -HOUR],
] as const) {
  test(`a visitor clock ${name} the server: a fixed-date countdown shows the true remaining time; the evergreen bar keeps its own`, async ({
    page,
    serve,
  }) => {
    const timeCalls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/time') && timeCalls.push(r.url()));
    await page.route('**/api/time', (route) => route.continue()); // the real server's clock
    const endAt = Date.now() + 2 * HOUR;
    await page.clock.install({ time: Date.now() + skew });
    await page.goto(
      await serve(
        'wrong-clock',
        html(
          `<embudo-countdown end-at="${new Date(endAt).toISOString()}" hide-year hide-month hide-day></embudo-countdown>` +
            '<embudo-deadline-bar mode="discount" campaign="reloj"></embudo-deadline-bar>' +
            '<script src="/widgets/countdown.js"></script><script src="/widgets/deadline-bar.js"></script>',
        ),
      ),
    );
    // Within a second of the truth, allowing for the time the reading itself takes on a busy machine.
    await expect
      .poll(
        async () => {
          const before = Date.now();
          const shown = SECONDS(await unitValues(page, 'embudo-countdown'));
          const after = Date.now();
          return Math.abs(shown - (endAt - (before + after) / 2) / 1000) - (after - before) / 2000;
        },
        { timeout: 20_000 },
      )
      .toBeLessThanOrEqual(1);
    expect(timeCalls).toHaveLength(1);
    // The evergreen window is 24 h from the visitor's own clock: unchanged by the server's.
    const bar = await unitValues(page, 'embudo-deadline-bar');
    expect(Number(bar.day) * 86400 + SECONDS(bar)).toBeGreaterThan(24 * 3600 - 30);
  });
}

test('a page with only an evergreen bar asks the server no time', async ({ page, serve }) => {
  const timeCalls: string[] = [];
  await page.route('**/api/time', (route) => route.continue());
  page.on('request', (r) => r.url().endsWith('/api/time') && timeCalls.push(r.url()));
  await page.goto(
    await serve(
      'evergreen-only',
      html('<embudo-deadline-bar mode="discount" campaign="solo"></embudo-deadline-bar><script src="/widgets/deadline-bar.js"></script>'),
    ),
  );
  await expect(page.locator('embudo-deadline-bar')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(timeCalls).toEqual([]);
});
