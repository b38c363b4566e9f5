import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { at, DAY, embudoMessages, expect, freezeClock, HOUR, html, open, test, unitValues, type Problems } from './fixtures';

/**
 * Cross-cutting guarantees to partners (docs/product.md#partner-pages, RELIABILITY rows
 * 15-17): one registration per tag, no style leak in either direction, strict CSP and Trusted
 * Types, one global, ESM chunks shared, and accessible output.
 */

const COUNTDOWN_JS = '/widgets/countdown.js';
const BAR_JS = '/widgets/deadline-bar.js';
const EMBUDO_JS = '/widgets/embudo.js';
const script = (src: string) => `<script src="${src}"></script>`;

const widgets = () =>
  `<embudo-countdown id="c" end-at="${at(DAY + 2 * HOUR)}"></embudo-countdown>
   <embudo-deadline-bar id="bar" mode="preinscription" end-at="${at(3 * DAY)}"></embudo-deadline-bar>
   <section id="pricing"><h2>Precios</h2></section>`;

/** Wraps customElements.define to count definitions per tag (kept on the wrapper: no new global). */
async function spyOnDefine(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const registry = window.customElements;
    const original = registry.define.bind(registry);
    const counts: Record<string, number> = {};
    const spy = (name: string, ctor: CustomElementConstructor, options?: ElementDefinitionOptions) => {
      counts[name] = (counts[name] ?? 0) + 1;
      return original(name, ctor, options);
    };
    Object.assign(spy, { counts });
    registry.define = spy;
  });
}
const defineCounts = (page: Page) => page.evaluate(() => (customElements.define as unknown as { counts: Record<string, number> }).counts);

const noTrouble = (problems: Problems) => {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.blocked).toEqual([]);
};

test.describe('loaded twice', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await spyOnDefine(page);
  });

  test('the same IIFE twice: one registration, one global, no errors', async ({ page, serve, problems }) => {
    await open(page, await serve('twice.html', html(widgets() + script(COUNTDOWN_JS) + script(COUNTDOWN_JS))));
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src.endsWith('/widgets/countdown.js')).length)).toBe(2);
    expect(await defineCounts(page)).toEqual({ 'embudo-countdown': 1 });
    expect(await unitValues(page, '#c')).toMatchObject({ day: '01', hour: '02', minute: '00', second: '00' });
    await page.clock.runFor(1000);
    expect(await unitValues(page, '#c')).toMatchObject({ day: '01', hour: '01', minute: '59', second: '59' });
    expect(await page.evaluate(() => typeof (window as { embudo?: { version?: unknown } }).embudo?.version)).toBe('string');
    noTrouble(problems);
  });

  for (const order of [
    [EMBUDO_JS, COUNTDOWN_JS, BAR_JS],
    [COUNTDOWN_JS, BAR_JS, EMBUDO_JS],
  ]) {
    test(`all-in-one and single bundles together (${order.map((s) => s.split('/').pop()).join(' + ')}): one define per tag`, async ({
      page,
      serve,
      problems,
    }) => {
      await open(page, await serve('mixed.html', html(widgets() + order.map(script).join(''))));
      const counts = await defineCounts(page);
      expect(counts['embudo-countdown']).toBe(1);
      expect(counts['embudo-deadline-bar']).toBe(1);
      for (const [tag, n] of Object.entries(counts)) expect(n, tag).toBe(1);
      await expect(page.locator('#c [part=digit]')).toHaveCount(12);
      await expect(page.locator('#bar [part=text]')).toHaveText('Preinscripción cierra en');
      await page.clock.runFor(1000);
      expect(await unitValues(page, '#c')).toMatchObject({ second: '59' });
      expect(await unitValues(page, '#bar')).toEqual({ day: '02', hour: '23', minute: '59', second: '59' });
      noTrouble(problems);
    });
  }
});

/** The styles that make a digit look like a digit, plus its box. */
async function digitLook(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        color: s.color,
        backgroundColor: s.backgroundColor,
        fontSize: s.fontSize,
        fontFamily: s.fontFamily,
        fontWeight: s.fontWeight,
        fontStyle: s.fontStyle,
        letterSpacing: s.letterSpacing,
        wordSpacing: s.wordSpacing,
        lineHeight: s.lineHeight,
        textTransform: s.textTransform,
        display: s.display,
        borderRadius: s.borderTopLeftRadius,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      };
    });
}

/** Hostile rules a partner page may have that reach the widgets only by inheritance through body. */
const HOSTILE_INHERITED = `
  body { color: red; font: 3px serif; letter-spacing: 9px; line-height: 40px; text-transform: lowercase; }
  span { display: none !important; }
  div { padding: 40px !important; border: 5px solid lime !important; }
  p { font-weight: 100; }
`;
/** Hostile rules that match the custom element itself (a universal selector). */
const HOSTILE_UNIVERSAL = `
  body { color: red; font: 3px serif; }
  * { letter-spacing: 9px; word-spacing: 20px; text-transform: lowercase; line-height: 40px; }
  span { display: none !important; }
`;

test.describe('styles', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  const page = (css: string) =>
    html(
      `<embudo-countdown id="c" end-at="${at(DAY)}" title-position="top"></embudo-countdown>
       <embudo-deadline-bar id="bar" mode="preinscription" end-at="${at(3 * DAY)}"></embudo-deadline-bar>
       ${script(EMBUDO_JS)}`,
      css ? `<style>${css}</style>` : '',
    );

  async function look(p: Page) {
    return {
      digit: await digitLook(p, '#c [part=digit]'),
      title: await digitLook(p, '#c [part=title]'),
      barDigit: await digitLook(p, '#bar [part=digit]'),
      barText: await digitLook(p, '#bar [part=text]'),
    };
  }

  test('hostile body/span/div CSS does not reach inside the shadow root', async ({ page: p, serve, problems }) => {
    await open(p, await serve('clean.html', page('')));
    const clean = await look(p);
    expect(clean.digit.fontWeight).toBe('700');
    await open(p, await serve('hostile.html', page(HOSTILE_INHERITED)));
    // The page really is hostile outside.
    expect(await p.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(255, 0, 0)');
    expect(await look(p)).toEqual(clean);
    noTrouble(problems);
  });

  test('hostile universal-selector CSS (* { letter-spacing: 9px … }) does not reach inside the shadow root', async ({
    page: p,
    serve,
    problems,
  }) => {
    await open(p, await serve('clean.html', page('')));
    const clean = await look(p);
    await open(p, await serve('hostile-universal.html', page(HOSTILE_UNIVERSAL)));
    expect(await p.evaluate(() => getComputedStyle(document.body).letterSpacing)).toBe('9px');
    expect(await look(p)).toEqual(clean);
    noTrouble(problems);
  });

  test('a page that shrinks the root font size (html { font-size: 62.5% }) does not resize the widgets', async ({ page: p, serve }) => {
    await open(p, await serve('clean.html', page('')));
    const clean = await look(p);
    await open(p, await serve('root-size.html', page('html { font-size: 62.5%; }')));
    expect(await look(p)).toEqual(clean);
  });

  test("the widgets' styles do not leak out to the page", async ({ page: p, serve }) => {
    const outside = `<p id="o1" class="digit base title unit units end text timer visually-hidden theme-dark size-large">fuera</p>
      <span id="o2" class="digit">span</span><button id="o3" class="base">botón</button>`;
    const probe = () =>
      p.evaluate(() =>
        ['o1', 'o2', 'o3'].map((id) => {
          const el = document.getElementById(id)!;
          const s = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return [
            s.color,
            s.backgroundColor,
            s.fontWeight,
            s.fontSize,
            s.fontFamily,
            s.textTransform,
            s.position,
            s.padding,
            s.borderRadius,
            box.width,
            box.height,
          ];
        }),
      );
    await open(p, await serve('without.html', html(outside)));
    const before = await probe();
    await open(p, await serve('with.html', html(outside + widgets() + script(EMBUDO_JS))));
    await expect(p.locator('#c [part=digit]')).toHaveCount(12);
    expect(await probe()).toEqual(before);
    // Nothing was added to the document's own styles.
    expect(
      await p.evaluate(() => [document.styleSheets.length, document.adoptedStyleSheets.length, document.querySelectorAll('style').length]),
    ).toEqual([0, 0, 0]);
  });
});

test.describe('content security policy', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('strict CSP without nonce: widgets are styled and cause no violation', async ({ page, serve, problems }) => {
    const csp = "default-src 'self'; style-src 'self'; script-src 'self'";
    await open(page, await serve('csp.html', html(widgets() + script(EMBUDO_JS)), { 'Content-Security-Policy': csp }));
    const digit = await digitLook(page, '#c [part=digit]');
    expect(digit.fontWeight).toBe('700');
    expect(digit.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(parseFloat(digit.borderRadius)).toBeGreaterThan(0);
    const barDigit = await digitLook(page, '#bar [part=digit]');
    expect(barDigit.fontWeight).toBe('700');
    expect(await page.locator('#bar [part=base]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 23, 42)');
    await page.clock.runFor(3000);
    expect(await unitValues(page, '#c')).toMatchObject({ hour: '01', minute: '59', second: '57' });
    noTrouble(problems);

    // Control: the violation listener works (a script-made <style> is refused by this policy).
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body{color:red}';
      document.head.append(style);
    });
    await expect.poll(() => problems.cspViolations.length).toBe(1);
    expect(problems.cspViolations[0]).toMatch(/^style-src/);
  });

  test('Trusted Types enforced: no TypeError, widgets render and tick', async ({ page, serve, problems }) => {
    const csp = "require-trusted-types-for 'script'";
    await open(
      page,
      await serve(
        'tt.html',
        html(widgets() + '<embudo-countdown id="end" end-at="' + at(1000) + '" end-text="Fin"></embudo-countdown>' + script(EMBUDO_JS)),
        {
          'Content-Security-Policy': csp,
        },
      ),
    );
    await page.clock.runFor(2000);
    expect(await unitValues(page, '#c')).toMatchObject({ hour: '01', minute: '59', second: '58' });
    await expect(page.locator('#end [part=end]')).toHaveText('Fin');
    await page.locator('#bar [part=base]').click();
    noTrouble(problems);
    // Control: Trusted Types really are enforced on this page.
    expect(
      await page.evaluate(() => {
        try {
          document.body.insertAdjacentHTML('beforeend', '<b>x</b>');
          return 'allowed';
        } catch (e) {
          return (e as Error).name;
        }
      }),
    ).toBe('TypeError');
  });
});

test.describe('window.embudo', () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test('calls queued before the script loads are replayed', async ({ page, serve, problems }) => {
    await open(
      page,
      await serve(
        'queue.html',
        html(`<script>window.embudo = { q: [['config', { lang: 'en' }], ['nope', 1]] };</script>
          <embudo-countdown id="c" end-at="${at(DAY)}"></embudo-countdown>${script(COUNTDOWN_JS)}`),
      ),
    );
    await expect(page.locator('#c [part=title]')).toHaveText(['Years', 'Months', 'Days', 'Hours', 'Minutes', 'Seconds']);
    expect(
      await page.evaluate(() => {
        const e = (window as unknown as { embudo: Record<string, unknown> }).embudo;
        return [typeof e.version, typeof e.config, typeof e.open, typeof e.close];
      }),
    ).toEqual(['string', 'function', 'function', 'function']);
    // An unknown queued call is reported, not thrown.
    expect(problems.consoleErrors).toHaveLength(1);
    expect(problems.consoleErrors[0]).toMatch(/^\[embudo\] .*"nope"/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('data-lang on the script tag sets the default language; a lang attribute wins', async ({ page, serve, problems }) => {
    await open(
      page,
      await serve(
        'data-lang.html',
        html(`<embudo-countdown id="page" end-at="${at(DAY)}"></embudo-countdown>
          <embudo-countdown id="own" lang="es" end-at="${at(DAY)}"></embudo-countdown>
          <embudo-deadline-bar id="bar" mode="preinscription" end-at="${at(DAY)}"></embudo-deadline-bar>
          <script src="${EMBUDO_JS}" data-lang="en"></script>`),
      ),
    );
    await expect(page.locator('#page [part=title]').first()).toHaveText('Years');
    await expect(page.locator('#own [part=title]').first()).toHaveText('Años');
    await expect(page.locator('#bar [part=text]')).toHaveText('Pre-enrollment closes in');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('embudo is the only new global', async ({ page, serve, problems }) => {
    await open(page, await serve('globals.html', html(widgets())));
    const names = () => page.evaluate(() => [...new Set([...Object.keys(window), ...Object.getOwnPropertyNames(window)])]);
    const before = new Set(await names());
    for (const src of [COUNTDOWN_JS, BAR_JS, EMBUDO_JS]) {
      await page.addScriptTag({ url: src });
      await page.clock.runFor(2000);
      const added = (await names()).filter((n) => !before.has(n));
      expect(added, src).toEqual(['embudo']);
    }
    await expect(page.locator('#c [part=digit]')).toHaveCount(12);
    await page.locator('#bar [part=base]').click();
    expect((await names()).filter((n) => !before.has(n))).toEqual(['embudo']);
    noTrouble(problems);
  });
});

test('ESM bundles share one runtime chunk, cached for good; the entries stay short-lived', async ({ page, serve, problems }) => {
  await freezeClock(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const caching = new Map<string, string | undefined>();
  page.on('response', (r) => caching.set(new URL(r.url()).pathname, r.headers()['cache-control']));
  await open(
    page,
    await serve(
      'esm.html',
      html(
        widgets() +
          '<script type="module" src="/widgets/esm/countdown.js"></script><script type="module" src="/widgets/esm/deadline-bar.js"></script>',
      ),
    ),
  );
  await expect(page.locator('#c [part=digit]')).toHaveCount(12);
  await expect(page.locator('#bar [part=digit]')).toHaveCount(8);
  expect(requests.filter((p) => /\/widgets\/esm\/chunks\/runtime-[^/]*\.js$/.test(p))).toHaveLength(1);
  // No chunk is fetched twice.
  const chunks = requests.filter((p) => p.startsWith('/widgets/esm/'));
  expect(chunks.length).toBe(new Set(chunks).size);
  // Hashed chunks never change under their name; the entries partners paste are revalidated.
  for (const chunk of chunks.filter((p) => p.startsWith('/widgets/esm/chunks/'))) {
    expect(caching.get(chunk), chunk).toBe('public, max-age=31536000, immutable');
  }
  expect(caching.get('/widgets/esm/countdown.js')).toBe('public, max-age=300, must-revalidate');
  // One ticker for both: they flip together.
  await page.clock.runFor(1000);
  expect((await unitValues(page, '#c')).second).toBe('59');
  expect((await unitValues(page, '#bar')).second).toBe('59');
  noTrouble(problems);
});

test.describe('accessibility (axe)', () => {
  // Real time here: axe schedules its own work with timers. The dark theme sits on a dark section,
  // as it is meant to (its titles have no background of their own).
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

  test('countdowns have no axe violations', async ({ page, serve }) => {
    await page.goto(
      await serve(
        'axe-countdown.html',
        html(`<main><h1>Cuenta regresiva</h1>
          <embudo-countdown end-at="${soon(3 * DAY)}"></embudo-countdown>
          <div style="background:#0f172a;padding:1rem"><embudo-countdown end-at="${soon(3 * DAY)}" theme="dark" size="large" title-position="top" lang="en"></embudo-countdown></div>
          <embudo-countdown end-at="${soon(-1000)}" end-text="¡Terminó!" size="extra-small"></embudo-countdown></main>${script(COUNTDOWN_JS)}`),
      ),
    );
    await expect(page.locator('embudo-countdown [part=digit]')).toHaveCount(24);
    const results = await new AxeBuilder({ page }).include('embudo-countdown').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('deadline bars have no axe violations', async ({ page, serve }) => {
    await page.goto(
      await serve(
        'axe-bar-descuento.html',
        html(`<embudo-deadline-bar id="pre" mode="preinscription" end-at="${soon(3 * DAY)}"></embudo-deadline-bar>
          <embudo-deadline-bar id="disc" mode="discount" campaign="axe" lang="en"></embudo-deadline-bar>
          <main><h1>Oferta</h1><section id="pricing"><h2>Precios</h2></section></main>${script(BAR_JS)}`),
      ),
    );
    await expect(page.locator('embudo-deadline-bar [part=digit]')).toHaveCount(16);
    const results = await new AxeBuilder({ page }).include('embudo-deadline-bar').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

test('the suite never leaves loopback: other hosts are answered locally with an empty 204', async ({ page, serve, problems }) => {
  await page.goto(await serve('offline.html', html('<p>x</p>')));
  const status = await page.evaluate(async () => (await fetch('https://ipapi.co/json/')).status);
  expect(status).toBe(204);
  expect(problems.blocked).toEqual(['https://ipapi.co/json/']);
});
