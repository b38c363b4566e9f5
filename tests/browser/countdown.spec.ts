import type { Page } from '@playwright/test';
import {
  allDigits,
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
  shadowText,
  spyOnSetTimeout,
  T0,
  test,
  unitValues,
} from './fixtures';

const SCRIPT = '<script src="/widgets/countdown.js"></script>';

/** Counts `embudo-time-up` per target element (on its dataset) and keeps the last detail. */
const COUNT_TIME_UPS = `<script>
document.addEventListener('embudo-time-up', (e) => {
  const el = e.target;
  el.dataset.timeUps = String(Number(el.dataset.timeUps || 0) + 1);
  el.dataset.detail = JSON.stringify(e.detail);
  el.dataset.composed = String(e.composed);
});
</script>`;

const timeUps = async (page: Page, selector: string): Promise<number> =>
  Number((await page.locator(selector).getAttribute('data-time-ups')) ?? 0);

test.beforeEach(async ({ page }) => {
  await freezeClock(page);
});

test('ticks each second with the right digits and a per-minute screen-reader label', async ({ page, serve, problems }) => {
  const end = DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND;
  await open(page, await serve('tick.html', html(`<embudo-countdown end-at="${at(end)}"></embudo-countdown>${SCRIPT}`)));

  expect(await unitValues(page, 'embudo-countdown')).toEqual({
    year: '00',
    month: '00',
    day: '01',
    hour: '02',
    minute: '03',
    second: '04',
  });
  const base = page.locator('embudo-countdown [part=base]');
  await expect(base).toHaveAttribute('role', 'timer');
  const label = await base.evaluate((el) => el.querySelector('.visually-hidden')!.textContent);
  expect(label).toMatch(/^Tiempo restante: 1 día, 2 horas y 3 minutos$/);

  const labelNow = () => base.evaluate((el) => el.querySelector('.visually-hidden')!.textContent);
  await page.clock.runFor(1000);
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ day: '01', hour: '02', minute: '03', second: '03' });
  await page.clock.runFor(2000);
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ day: '01', hour: '02', minute: '03', second: '01' });
  // Screen readers hear minutes, not seconds: the label did not change over these seconds…
  expect(await labelNow()).toBe(label);
  await page.clock.runFor(2000);
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ day: '01', hour: '02', minute: '02', second: '59' });
  // …and moves on when the minute shown does (the value shown, rounded down).
  expect(await labelNow()).toBe('Tiempo restante: 1 día, 2 horas y 2 minutos');
  // The digits themselves are hidden from assistive technology (the label speaks for them).
  await expect(page.locator('embudo-countdown .units')).toHaveAttribute('aria-hidden', 'true');

  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.blocked).toEqual([]);
});

test('fires embudo-time-up exactly once and then shows end-text', async ({ page, serve, problems }) => {
  await open(
    page,
    await serve(
      'end-text.html',
      html(`${COUNT_TIME_UPS}<embudo-countdown id="c" end-at="${at(3 * SECOND)}" end-text="¡Se acabó!"></embudo-countdown>${SCRIPT}`),
    ),
  );
  const end = page.locator('#c [part=end]');
  await expect(end).toBeHidden();
  expect(await timeUps(page, '#c')).toBe(0);

  await page.clock.runFor(2000);
  expect(await unitValues(page, '#c')).toMatchObject({ second: '01' });
  expect(await timeUps(page, '#c')).toBe(0);

  await page.clock.runFor(1000);
  expect(await timeUps(page, '#c')).toBe(1);
  await expect(end).toBeVisible();
  await expect(end).toHaveText('¡Se acabó!');
  await expect(page.locator('#c [part=digit]')).toHaveCount(0);
  expect(JSON.parse((await page.locator('#c').getAttribute('data-detail'))!)).toEqual({ endAt: T0 + 3 * SECOND });
  expect(await page.locator('#c').getAttribute('data-composed')).toBe('true');
  await expect(page.locator('#c [part=base]')).toContainText('El tiempo terminó');

  await page.clock.runFor(5000);
  expect(await timeUps(page, '#c')).toBe(1);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('shows its children (default slot) at the end, in preference to end-text', async ({ page, serve, problems }) => {
  await open(
    page,
    await serve(
      'slot.html',
      html(
        `${COUNT_TIME_UPS}<embudo-countdown id="c" end-at="${at(2 * SECOND)}" end-text="texto de respaldo"><a href="#go">Inscríbete ya</a></embudo-countdown>${SCRIPT}`,
      ),
    ),
  );
  const link = page.locator('#c a');
  await expect(link).toBeHidden();
  await page.clock.runFor(2000);
  await expect(link).toBeVisible();
  await expect(page.locator('#c [part=end]')).toBeVisible();
  await expect(page.locator('#c [part=digit]')).toHaveCount(0);
  expect(await page.locator('#c [part=end]').evaluate((el) => (el as HTMLElement).innerText)).not.toContain('texto de respaldo');
  await page.clock.runFor(3000);
  expect(await timeUps(page, '#c')).toBe(1);

  // A new end-at restarts it: digits again, end content hidden, and one more event at the new end.
  await page.locator('#c').evaluate((el) => el.setAttribute('end-at', String(Math.ceil(Date.now() / 1000) * 1000 + 3000)));
  await expect(link).toBeHidden();
  expect(await unitValues(page, '#c')).toMatchObject({ minute: '00', second: '04' });
  await page.clock.runFor(4000);
  await expect(link).toBeVisible();
  expect(await timeUps(page, '#c')).toBe(2);
  expect(problems.pageErrors).toEqual([]);
});

test('end-at accepts ISO 8601 with Z or an offset, and epoch milliseconds', async ({ page, serve, problems }) => {
  await open(
    page,
    await serve(
      'formats.html',
      html(`<embudo-countdown id="z" end-at="2026-01-01T05:00:00Z"></embudo-countdown>
        <embudo-countdown id="lima" end-at="2026-01-01T00:00:00-05:00"></embudo-countdown>
        <embudo-countdown id="compact" end-at="2026-01-01T00:00:00-0500"></embudo-countdown>
        <embudo-countdown id="ms" end-at="${T0 + 5 * HOUR}"></embudo-countdown>${SCRIPT}`),
    ),
  );
  for (const id of ['#z', '#lima', '#compact', '#ms']) {
    expect(await unitValues(page, id), id).toEqual({ year: '00', month: '00', day: '00', hour: '05', minute: '00', second: '00' });
  }
  expect(problems.consoleErrors).toEqual([]);
});

test('end-at-zero keeps the 00 digits and still fires once; with no end content zeros stay; a past end-at fires on load', async ({
  page,
  serve,
  problems,
}) => {
  await spyOnSetTimeout(page);
  await open(
    page,
    await serve(
      'zero.html',
      html(
        `${COUNT_TIME_UPS}
        <embudo-countdown id="zero" end-at="${at(2 * SECOND)}" end-at-zero end-text="no debería verse"><b>tampoco</b></embudo-countdown>
        <embudo-countdown id="plain" end-at="${at(2 * SECOND)}"></embudo-countdown>
        <embudo-countdown id="past" end-at="${at(-HOUR)}"></embudo-countdown>
        ${SCRIPT}`,
      ),
    ),
  );
  expect(await timeUps(page, '#past')).toBe(1);
  expect(await allDigits(page, '#past')).toBe('000000000000');

  await page.clock.runFor(2000);
  for (const id of ['#zero', '#plain']) {
    expect(await allDigits(page, id), id).toBe('000000000000');
    await expect(page.locator(`${id} [part=end]`), id).toBeHidden();
  }
  await expect(page.locator('#zero b')).toBeHidden();
  await page.clock.runFor(4000);
  expect(await timeUps(page, '#zero')).toBe(1);
  expect(await timeUps(page, '#plain')).toBe(1);
  expect(await timeUps(page, '#past')).toBe(1);
  // Finished countdowns stop reading the clock: no timer is left running.
  const idle = await setTimeoutCalls(page);
  await page.clock.runFor(5000);
  expect(await setTimeoutCalls(page)).toBe(idle);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('every hide flag removes its unit and carries its time into the next shown unit', async ({ page, serve, problems }) => {
  // 400 days 5 h 6 min 7 s: 1 year (365 d) + 1 month (30 d) + 5 days.
  const r = at(400 * DAY + 5 * HOUR + 6 * MINUTE + 7 * SECOND);
  const cases: Array<[string, string, Record<string, string>]> = [
    ['none', '', { year: '01', month: '01', day: '05', hour: '05', minute: '06', second: '07' }],
    ['year', 'hide-year', { month: '13', day: '10', hour: '05', minute: '06', second: '07' }],
    ['month', 'hide-month', { year: '01', day: '35', hour: '05', minute: '06', second: '07' }],
    ['day', 'hide-day', { year: '01', month: '01', hour: '125', minute: '06', second: '07' }],
    ['hour', 'hide-hour', { year: '01', month: '01', day: '05', minute: '306', second: '07' }],
    ['minute', 'hide-minute', { year: '01', month: '01', day: '05', hour: '05', second: '367' }],
    ['second', 'hide-second', { year: '01', month: '01', day: '05', hour: '05', minute: '06' }],
  ];
  const tags = cases.map(([id, flag]) => `<embudo-countdown id="${id}" end-at="${r}" ${flag}></embudo-countdown>`).join('');
  // 2 days 3 hours with years, months and days hidden: 51 hours.
  const twoDays = `<embudo-countdown id="hours" end-at="${at(2 * DAY + 3 * HOUR)}" hide-year hide-month hide-day></embudo-countdown>`;
  const onlySeconds = `<embudo-countdown id="secs" end-at="${at(2 * HOUR)}" hide-year hide-month hide-day hide-hour hide-minute></embudo-countdown>`;
  await open(page, await serve('hide.html', html(tags + twoDays + onlySeconds + SCRIPT)));

  for (const [id, , expected] of cases) expect(await unitValues(page, `#${id}`), id).toEqual(expected);
  // A unit above 99 gets one digit card per digit.
  await expect(page.locator('#day .unit-hour [part=digit]')).toHaveCount(3);
  expect(await unitValues(page, '#hours')).toEqual({ hour: '51', minute: '00', second: '00' });
  expect(await unitValues(page, '#secs')).toEqual({ second: '7200' });
  await expect(page.locator('#secs [part=digit]')).toHaveCount(4);

  await page.clock.runFor(1000);
  expect(await unitValues(page, '#hours')).toEqual({ hour: '50', minute: '59', second: '59' });
  expect(await unitValues(page, '#secs')).toEqual({ second: '7199' });
  expect(problems.consoleErrors).toEqual([]);
});

test('custom titles per unit, title-position top and bottom', async ({ page, serve }) => {
  const titles = 'title-year="A1" title-month="M2" title-day="D3" title-hour="H4" title-minute="Mi5" title-second="S6"';
  await open(
    page,
    await serve(
      'titles.html',
      html(`<embudo-countdown id="top" end-at="${at(DAY)}" ${titles} title-position="top"></embudo-countdown>
        <embudo-countdown id="bottom" end-at="${at(DAY)}" ${titles} title-position="bottom"></embudo-countdown>
        <embudo-countdown id="default" end-at="${at(DAY)}" title-day="Jornadas"></embudo-countdown>${SCRIPT}`),
    ),
  );
  for (const id of ['top', 'bottom']) {
    await expect(page.locator(`#${id} [part=title]`)).toHaveText(['A1', 'M2', 'D3', 'H4', 'Mi5', 'S6']);
  }
  const order = (id: string) =>
    page
      .locator(`#${id}`)
      .evaluate((host) =>
        [...host.shadowRoot!.querySelectorAll('[part=unit]')].map((unit) =>
          [...unit.children].map((c) => (c.getAttribute('part') === 'title' ? 'title' : 'digits')).join(','),
        ),
      );
  expect(await order('top')).toEqual(Array(6).fill('title,digits'));
  expect(await order('bottom')).toEqual(Array(6).fill('digits,title'));
  // Default position is bottom; one custom title leaves the others at their defaults.
  expect(await order('default')).toEqual(Array(6).fill('digits,title'));
  await expect(page.locator('#default [part=title]')).toHaveText(['Años', 'Meses', 'Jornadas', 'Horas', 'Minutos', 'Segundos']);
});

test('default titles in Spanish, and in English with lang="en" / "en-US"', async ({ page, serve, problems }) => {
  await open(
    page,
    await serve(
      'lang.html',
      html(`<embudo-countdown id="es" end-at="${at(DAY)}"></embudo-countdown>
        <embudo-countdown id="en" lang="en" end-at="${at(DAY)}"></embudo-countdown>
        <embudo-countdown id="enus" lang="en-US" end-at="${at(DAY)}"></embudo-countdown>${SCRIPT}`),
    ),
  );
  await expect(page.locator('#es [part=title]')).toHaveText(['Años', 'Meses', 'Días', 'Horas', 'Minutos', 'Segundos']);
  for (const id of ['#en', '#enus']) {
    await expect(page.locator(`${id} [part=title]`)).toHaveText(['Years', 'Months', 'Days', 'Hours', 'Minutes', 'Seconds']);
    expect(await shadowText(page, id)).toContain('Time remaining: 1 day');
  }
  // Switching lang at run time re-renders the titles.
  await page.locator('#es').evaluate((el) => el.setAttribute('lang', 'en'));
  await expect(page.locator('#es [part=title]').first()).toHaveText('Years');
  expect(problems.consoleErrors).toEqual([]);
});

test('bad, missing, empty or seconds-for-milliseconds end-at: one clear console error each, 00 digits, never NaN', async ({
  page,
  serve,
  problems,
}) => {
  await open(
    page,
    await serve(
      'bad.html',
      html(`${COUNT_TIME_UPS}
        <embudo-countdown id="bad" end-at="tomorrow" end-text="fin"></embudo-countdown>
        <embudo-countdown id="local" end-at="2026-01-02T00:00:00"></embudo-countdown>
        <embudo-countdown id="missing"></embudo-countdown>
        <embudo-countdown id="empty" end-at=""></embudo-countdown>
        <embudo-countdown id="seconds" end-at="1767225599"></embudo-countdown>${SCRIPT}`),
    ),
  );
  await page.clock.runFor(3000);
  const errors = embudoMessages(problems.consoleErrors);
  const bad = errors.filter((e) =>
    e.startsWith('[embudo-countdown] end-at="tomorrow" is not valid: expected an ISO 8601 date-time with offset'),
  );
  const local = errors.filter((e) =>
    e.startsWith('[embudo-countdown] end-at="2026-01-02T00:00:00" is not valid: expected an ISO 8601 date-time with offset'),
  );
  const missing = errors.filter((e) => e.startsWith('[embudo-countdown] end-at') && /missing/i.test(e));
  expect(bad).toHaveLength(1);
  expect(local).toHaveLength(1);
  expect(missing).toHaveLength(1);
  expect(errors.filter((e) => e.startsWith('[embudo-countdown] end-at="" is not valid') && /empty/.test(e))).toHaveLength(1);
  // Unix seconds read as milliseconds would be January 1970: refused, not a countdown that is already over.
  expect(errors.filter((e) => e.startsWith('[embudo-countdown] end-at="1767225599" is not valid') && /not seconds/.test(e))).toHaveLength(
    1,
  );
  expect(problems.consoleErrors).toHaveLength(5);

  for (const id of ['#bad', '#local', '#missing', '#empty', '#seconds']) {
    expect(await allDigits(page, id), id).toBe('000000000000');
    const text = await shadowText(page, id);
    expect(text, id).not.toMatch(/NaN|undefined|Invalid/);
    expect(await timeUps(page, id), id).toBe(0);
  }
  // A property set to garbage is reported the same way and changes nothing visible to NaN.
  await page.locator('#missing').evaluate((el) => ((el as unknown as { endAt: unknown }).endAt = Number.NaN));
  expect(embudoMessages(problems.consoleErrors).filter((e) => e.startsWith('[embudo-countdown] end-at=NaN'))).toHaveLength(1);
  expect(await shadowText(page, '#missing')).not.toContain('NaN');
  expect(problems.pageErrors).toEqual([]);
});

test('invalid enum values log an error naming the attribute and fall back to the default', async ({ page, serve, problems }) => {
  await open(
    page,
    await serve(
      'enum.html',
      html(
        `<embudo-countdown id="c" end-at="${at(DAY)}" theme="purple" size="huge" title-position="left" lang="fr"></embudo-countdown>${SCRIPT}`,
      ),
    ),
  );
  const base = page.locator('#c [part=base]');
  await expect(base).toHaveClass(/(^| )theme-light( |$)/);
  await expect(base).toHaveClass(/(^| )size-medium( |$)/);
  await expect(page.locator('#c [part=title]').first()).toHaveText('Años');
  const errors = embudoMessages(problems.consoleErrors);
  for (const [attribute, value] of [
    ['theme', 'purple'],
    ['size', 'huge'],
    ['title-position', 'left'],
    ['lang', 'fr'],
  ]) {
    expect(
      errors.filter((e) => e.startsWith(`[embudo-countdown] ${attribute}="${value}" is not valid`)),
      attribute,
    ).toHaveLength(1);
  }
  // Valid values are case-insensitive and take effect at once.
  await page.locator('#c').evaluate((el) => el.setAttribute('theme', 'Dark'));
  await expect(base).toHaveClass(/(^| )theme-dark( |$)/);
  expect(problems.pageErrors).toEqual([]);
});

test('a tab that comes back from hidden shows the right time at once, without waiting for a tick', async ({ page, serve }) => {
  await open(page, await serve('visible.html', html(`<embudo-countdown end-at="${at(2 * HOUR)}"></embudo-countdown>${SCRIPT}`)));
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ hour: '02', minute: '00', second: '00' });

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // 65 s pass while the tab is hidden and its timers are throttled: no timer fires.
  await page.clock.setSystemTime(T0 + 500 + 65 * SECOND);
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ hour: '02', minute: '00', second: '00' });

  const shown = await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
    // Read synchronously, in the same task: no timer had a chance to run.
    const host = document.querySelector('embudo-countdown')!;
    return [...host.shadowRoot!.querySelectorAll('[part=digit]')].map((d) => d.textContent).join('');
  });
  // 2 h - 65.5 s = 1:58:54.5, rounded up: 01:58:55.
  expect(shown).toBe('000000015855');
});

test('properties mirror attributes', async ({ page, serve, problems }) => {
  await open(page, await serve('props.html', html(`<embudo-countdown id="c" end-at="${at(HOUR)}"></embudo-countdown>${SCRIPT}`)));
  const c = page.locator('#c');
  type Props = Record<string, unknown>;
  const prop = (name: string) => c.evaluate((el, n) => (el as unknown as Props)[n], name);
  const setProp = (name: string, value: unknown) =>
    c.evaluate((el, [n, v]) => void ((el as unknown as Props)[n as string] = v), [name, value] as const);
  const base = page.locator('#c [part=base]');

  // attribute → property
  expect(await prop('endAt')).toBe(T0 + HOUR);
  expect(await prop('theme')).toBe('light');
  expect(await prop('size')).toBe('medium');
  expect(await prop('hideDay')).toBe(false);
  expect(await prop('endAtZero')).toBe(false);
  await c.evaluate((el) => {
    el.setAttribute('theme', 'dark');
    el.setAttribute('size', 'small');
    el.setAttribute('hide-second', '');
    el.setAttribute('title-hour', 'Hrs');
  });
  expect(await prop('theme')).toBe('dark');
  expect(await prop('size')).toBe('small');
  expect(await prop('hideSecond')).toBe(true);
  expect(await prop('titleHour')).toBe('Hrs');
  await expect(base).toHaveClass(/theme-dark/);
  await expect(base).toHaveClass(/size-small/);
  await expect(page.locator('#c .unit-second')).toHaveCount(0);
  await c.evaluate((el) => el.removeAttribute('hide-second'));
  expect(await prop('hideSecond')).toBe(false);
  await expect(page.locator('#c .unit-second')).toHaveCount(1);

  // property → rendering
  await setProp('hideDay', true);
  expect(await prop('hideDay')).toBe(true);
  await expect(page.locator('#c .unit-day')).toHaveCount(0);
  await setProp('theme', 'light');
  await expect(base).toHaveClass(/theme-light/);
  await setProp('titleMinute', 'Mins');
  await expect(page.locator('#c .unit-minute [part=title]')).toHaveText('Mins');
  // The next whole second + 5 s (T0 + 6 s; the page is at T0 + 0.5 s): 5.5 s, shown rounded up.
  await c.evaluate((el) => void ((el as unknown as Props).endAt = Math.ceil(Date.now() / 1000) * 1000 + 5000));
  expect(await prop('endAt')).toBe(T0 + 6000);
  expect(await unitValues(page, '#c')).toMatchObject({ hour: '00', minute: '00', second: '06' });
  await page.clock.runFor(1000);
  expect(await unitValues(page, '#c')).toMatchObject({ hour: '00', minute: '00', second: '05' });
  await c.evaluate((el) => void ((el as unknown as Props).endAt = new Date(Date.parse('2026-01-01T02:00:00Z'))));
  expect(await prop('endAt')).toBe(T0 + 2 * HOUR);
  expect(await unitValues(page, '#c')).toMatchObject({ hour: '01', minute: '59', second: '59' });
  await setProp('endText', 'Fin');
  await c.evaluate((el) => void ((el as unknown as Props).endAt = Date.now() + 2000));
  await page.clock.runFor(3000);
  await expect(page.locator('#c [part=end]')).toHaveText('Fin');
  // lang is the standard HTMLElement property: it reflects, and the widget follows.
  await c.evaluate((el) => void ((el as HTMLElement).lang = 'en'));
  await setProp('endAt', T0 + 10 * HOUR);
  await expect(page.locator('#c [part=title]').first()).toHaveText('Years');
  expect(problems.consoleErrors).toEqual([]);
});

test('upgrade: tags parsed before the script, and properties set before the upgrade, take effect', async ({ page, serve, problems }) => {
  await open(
    page,
    await serve(
      'upgrade.html',
      html(`<embudo-countdown id="a" end-at="${at(90 * SECOND)}"></embudo-countdown>
        <embudo-countdown id="b"></embudo-countdown>
        <script>
          const b = document.getElementById('b');
          b.endAt = Date.now() + 2 * 3600e3;
          b.hideDay = true;
          b.hideYear = true;
          b.hideMonth = true;
          b.theme = 'dark';
        </script>`),
    ),
  );
  expect(await page.evaluate(() => [customElements.get('embudo-countdown'), document.getElementById('a')!.shadowRoot])).toEqual([
    undefined,
    null,
  ]);

  await page.addScriptTag({ url: '/widgets/countdown.js' });
  await expect(page.locator('#a [part=digit]')).toHaveCount(12);
  expect(await unitValues(page, '#a')).toMatchObject({ minute: '01', second: '30' });
  expect(await unitValues(page, '#b')).toEqual({ hour: '02', minute: '00', second: '00' });
  await expect(page.locator('#b [part=base]')).toHaveClass(/theme-dark/);
  expect(await page.locator('#b').evaluate((el) => (el as unknown as { endAt: number }).endAt)).toBe(T0 + 2 * HOUR);
  // The accessor now lives on the prototype, not as an own data property shadowing it.
  expect(await page.locator('#b').evaluate((el) => Object.prototype.hasOwnProperty.call(el, 'endAt'))).toBe(false);
  await page.clock.runFor(1000);
  expect(await unitValues(page, '#b')).toEqual({ hour: '01', minute: '59', second: '59' });
  // No "end-at is missing" for #b: its end came by property.
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('50 countdowns show the same digits and share one timer', async ({ page, serve, problems }) => {
  await spyOnSetTimeout(page);
  const tags = Array.from(
    { length: 50 },
    () => `<embudo-countdown end-at="${at(3 * HOUR + 25 * MINUTE)}" size="small"></embudo-countdown>`,
  ).join('');
  await open(page, await serve('fifty.html', html(tags + SCRIPT)));
  const snapshot = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('embudo-countdown')].map((el) =>
        [...el.shadowRoot!.querySelectorAll('[part=digit]')].map((d) => d.textContent).join(''),
      ),
    );
  expect(await snapshot()).toEqual(Array(50).fill('000000032500'));

  const calls = () => setTimeoutCalls(page);
  const before = await calls();
  expect(before, 'the setTimeout spy is installed').toBeGreaterThan(0);
  await page.clock.runFor(10_000);
  const perTenSeconds = (await calls()) - before;
  expect(perTenSeconds).toBeGreaterThanOrEqual(9);
  expect(perTenSeconds).toBeLessThanOrEqual(12);
  expect(await snapshot()).toEqual(Array(50).fill('000000032450'));
  // One constructable sheet shared by every instance.
  expect(
    await page.evaluate(() => {
      const sheets = [...document.querySelectorAll('embudo-countdown')].map((el) => el.shadowRoot!.adoptedStyleSheets[0]);
      return sheets.every((s) => s !== undefined && s === sheets[0]);
    }),
  ).toBe(true);
  // Removed from the page, they leave no timer behind; one added back resumes at the right time.
  await page.evaluate(() => document.querySelectorAll('embudo-countdown').forEach((el) => el.remove()));
  const idle = await calls();
  await page.clock.runFor(5000);
  expect(await calls()).toBe(idle);
  await page.evaluate(
    (end) => {
      const el = document.createElement('embudo-countdown');
      el.setAttribute('end-at', end);
      document.body.append(el);
    },
    at(3 * HOUR + 25 * MINUTE),
  );
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ hour: '03', minute: '24', second: '45' });
  await page.clock.runFor(1000);
  expect(await unitValues(page, 'embudo-countdown')).toMatchObject({ hour: '03', minute: '24', second: '44' });
  expect(problems.consoleErrors).toEqual([]);
});
