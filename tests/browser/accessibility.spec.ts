import type { CDPSession, Page } from '@playwright/test';
import { at, DAY, expect, freezeClock, html, MINUTE, SECOND, T0, test } from './fixtures';
import { fillForm, openDialog, openForm, servePage, submitButton, uniqueEmail } from './lead-helpers';

/**
 * WCAG 2.2 AA from outside (Accessibility rows A2, K1–K5, R1, R2, R4, C1): where focus
 * goes after a toast, the social-proof popup or the chat button goes away; error toasts that go
 * when their error is fixed; a toast's link reachable in time; Windows high contrast (forced
 * colours); 320 px with the WCAG 1.4.12 text spacing; the visitor's default font size; each
 * countdown theme's contrast on a light and a dark page.
 */

const PROOF = { activity: [{ kind: 'scholarship', country: 'PE', at: T0 - 12 * MINUTE }], testimonials: [] };

/** Answers the social-proof endpoint with one real-looking activity. */
const routeProof = (page: Page) =>
  page.route(
    (url) => url.pathname === '/api/social-proof',
    (route) => route.fulfill({ json: PROOF }),
  );

/** Every widget of Embudo on one Spanish page (two countdowns, one per theme), `embudo.js` last. */
function everyWidgetPage(background = '#fff', lang = 'es'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Embudo test</title>
    <style>html,body{margin:0;background:${background}}</style></head><body>
    <embudo-deadline-bar mode="discount" end-at="${at(3 * DAY)}"></embudo-deadline-bar>
    <main>
      <h1>Bootcamp</h1>
      <p><input id="field" aria-label="Campo de la página"></p>
      <embudo-countdown id="light" end-at="${at(40 * DAY)}" size="medium"></embudo-countdown>
      <embudo-countdown id="dark" theme="dark" end-at="${at(40 * DAY)}" size="small"></embudo-countdown>
      <embudo-pricing bootcamp="fullstack" country="PE" price-delay="0"></embudo-pricing>
      <button type="button" id="opener" data-embudo-open="scholarship">Beca</button>
      <button type="button" id="brochure" data-embudo-open="brochure">Plan</button>
    </main>
    <embudo-scholarship-modal></embudo-scholarship-modal>
    <embudo-brochure-modal></embudo-brochure-modal>
    <embudo-chat-button delay="1000" hide-after="600000"></embudo-chat-button>
    <embudo-social-proof></embudo-social-proof>
    <script src="/widgets/embudo.js" data-country="PE"></script></body></html>`;
}

/**
 * The focused element through open shadow roots, each level described by its tag, id, part,
 * classes and toaster mark: `embudo-scholarship-modal > div[toaster] > button`.
 */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describe = (el: Element): string =>
      `${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}${el.hasAttribute('data-embudo-toaster') ? '[toaster]' : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const chain: string[] = [];
    let el = document.activeElement;
    while (el) {
      chain.push(describe(el));
      el = el.shadowRoot?.activeElement ?? null;
    }
    return chain.join(' > ') || 'none';
  });
}

/** Presses Tab until `done(focused)` holds (at most `max` times); the focus description. */
async function tabUntil(page: Page, done: (now: string) => boolean, max = 30): Promise<string> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (done(now)) return now;
  }
  throw new Error(`Tab never reached the element (last: ${await focused(page)})`);
}

/** Records window.open calls instead of opening tabs (the query actions' chat app). */
async function noPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = (() => ({ opener: window })) as unknown as typeof window.open;
  });
}

const toasts = (page: Page) => page.locator('[data-embudo-toaster] .toast');

test.describe('focus after a dismissal (K1–K3)', () => {
  test('K1: a toast dismissed with the keyboard inside an open modal gives focus back to where it was, and Tab stays in the modal', async ({
    page,
    serve,
  }) => {
    await freezeClock(page);
    await page.goto(await serve('a11y-k1-modal.html', everyWidgetPage()));
    await page.waitForLoadState('networkidle');
    await openForm(page, 'scholarship');
    const dialog = openDialog(page, 'scholarship');
    await dialog.locator('#email').focus();
    await page.keyboard.press('Enter'); // an empty submit: the error toast, inside the dialog
    await page.clock.runFor(100);
    await expect(toasts(page)).toHaveCount(1);
    // Tab on from the field to the toast's close button; remember what had focus just before it.
    let before = await focused(page);
    for (let i = 0; ; i++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.includes('[toaster] > button')) break;
      before = now;
      if (i === 30) throw new Error(`the toast was never reached by Tab (last: ${now})`);
    }
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveCount(0);
    expect(await focused(page)).toBe(before);
    expect(before).toMatch(/^embudo-scholarship-modal > /);
    // Keyboard navigation goes on from there, inside the modal (the submit button is its last stop).
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatch(/^embudo-scholarship-modal > /);
  });

  test('K1: Escape in a toast inside an open modal closes the toast only, and focus goes back to the field', async ({ page, serve }) => {
    await freezeClock(page);
    await page.goto(await serve('a11y-k1-escape.html', everyWidgetPage()));
    await page.waitForLoadState('networkidle');
    await openForm(page, 'scholarship');
    const dialog = openDialog(page, 'scholarship');
    await dialog.locator('#email').focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(100);
    await expect(toasts(page)).toHaveCount(1);
    const field = await focused(page);
    expect(field).toMatch(/#email/);
    await page.keyboard.press('F8');
    expect(await focused(page)).toMatch(/\[toaster\] > button$/);
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(await focused(page)).toBe(field);
  });

  test('K1: a toast on the page (with its link) dismissed with the keyboard gives focus back to the field', async ({
    page,
    context,
    baseURL,
  }) => {
    await freezeClock(page);
    await noPopups(page);
    const url = await servePage(
      context,
      baseURL!,
      'a11y-k1-page.html',
      html(
        '<main><h1>Landing</h1><input id="field" aria-label="Campo"></main><script src="/widgets/embudo.js" data-query-actions data-country="PE"></script>',
      ),
    );
    await page.goto(`${url}?discount=abc`);
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(1);
    await page.locator('#field').focus();
    await tabUntil(page, (now) => now.endsWith('[toaster] > button'));
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveCount(0);
    expect(await focused(page)).toBe('input#field');
  });

  test('K2: the social-proof popup closed with the keyboard gives focus back to where it was', async ({ page, serve }) => {
    await freezeClock(page);
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await routeProof(page);
    await page.goto(
      await serve(
        'a11y-k2.html',
        html(
          '<main><h1>Bootcamp</h1><input id="field" aria-label="Campo"></main><embudo-social-proof></embudo-social-proof><script src="/widgets/social-proof.js"></script>',
        ),
      ),
    );
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(16 * SECOND);
    const close = page.locator('embudo-social-proof [part=close-button]');
    await expect(close).toBeVisible();
    await page.locator('#field').focus();
    await tabUntil(page, (now) => now.includes('[part=close-button]'));
    await page.keyboard.press('Enter');
    await expect(close).toHaveCount(0);
    expect(await focused(page)).toBe('input#field');
  });

  test('K3: activating the chat button with the keyboard keeps focus on the element before it', async ({ page, serve }) => {
    await freezeClock(page);
    await page.goto(
      await serve(
        'a11y-k3.html',
        html(
          '<main><h1>Bootcamp</h1><input id="field" aria-label="Campo"></main><embudo-chat-button delay="1000"></embudo-chat-button><script src="/widgets/chat-button.js"></script>',
        ),
      ),
    );
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2 * SECOND);
    const button = page.locator('embudo-chat-button [part=button]');
    await expect(button).toBeVisible();
    // The chat opens in a tab of its own (answered by the fixture's 204); this page keeps the focus it had.
    await page.evaluate(() => document.addEventListener('embudo-chat-open', (e) => e.preventDefault()));
    await page.locator('#field').focus();
    await tabUntil(page, (now) => now.includes('[part=button]'));
    await page.keyboard.press('Enter');
    await expect(button).toBeHidden();
    expect(await focused(page)).toBe('input#field');
  });
});

test.describe('toasts in time (K4, K5)', () => {
  test('K4: an empty submit, then a corrected one within 5 s: the error toast goes, only the success remains', async ({ page, serve }) => {
    await freezeClock(page);
    await page.goto(await serve('a11y-k4.html', everyWidgetPage()));
    await page.waitForLoadState('networkidle');
    await page.locator('#brochure').click();
    const dialog = openDialog(page, 'brochure');
    await expect(dialog).toBeVisible();
    await submitButton(page, 'brochure').click();
    await page.clock.runFor(100);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.locator('[data-embudo-toaster] .toast.error')).toHaveCount(1);
    await fillForm(page, 'brochure', { name: 'Ana Pérez', email: uniqueEmail('a11y-k4') });
    await page.clock.runFor(1000);
    await submitButton(page, 'brochure').click();
    await page.clock.runFor(100);
    await expect(page.locator('[data-embudo-toaster] .toast.error')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.locator('[data-embudo-toaster] .toast.success')).toHaveCount(1);
  });

  test('K5: the ?discount= toast stays 10 s, F8 reaches its link, it waits while focused, and Escape gives focus back', async ({
    page,
  }) => {
    await freezeClock(page);
    await noPopups(page);
    await page.goto('/?discount=abc');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(1);
    const link = toasts(page).locator('a');
    await expect(link).toHaveAttribute('aria-keyshortcuts', 'F8');
    // Past the product contract's 5 s: a toast with a link is still there.
    await page.clock.runFor(6 * SECOND);
    await expect(toasts(page)).toHaveCount(1);
    // F8 from wherever focus is goes to the toast's link; the toast then waits as long as it is needed.
    const start = await page.evaluate(() => {
      const first = document.querySelector<HTMLElement>('main a[href], main button');
      first?.focus();
      return first ? first.outerHTML.slice(0, 60) : '';
    });
    expect(start).not.toBe('');
    const origin = await focused(page);
    await page.keyboard.press('F8');
    expect(await focused(page)).toMatch(/\[toaster\] > a$/);
    await page.clock.runFor(30 * SECOND);
    await expect(toasts(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
    expect(await focused(page)).toBe(origin);
  });

  test('K5: a toast with a link outlasts 5 s, waits while hovered, then closes with the time it had left', async ({ page }) => {
    await freezeClock(page);
    await noPopups(page);
    await page.goto('/?discount=abc');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(1);
    // Past the product contract's 5 s (and after the chat button, on at 5 s, lifted the toast above itself: its
    // part comes over the network, in real time, so the test waits for it and for the toast to
    // stand still before the pointer goes over it).
    await page.clock.runFor(6 * SECOND);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.locator('embudo-chat-button [part=button]')).toBeVisible();
    // The chat button hides 8 s after it shows and comes back later, lowering and lifting the
    // toast under a still pointer: in fake time those moves land between frames or not, as the
    // machine's load has it, and a toast that left the pointer and came back has less time left.
    // This test is about the pointer's hold, so the button goes and the toast settles first.
    await page.evaluate(() => document.querySelector('embudo-chat-button')?.remove());
    let last = '';
    await expect
      .poll(
        async () => {
          const box = JSON.stringify(await toasts(page).boundingBox());
          const still = box === last;
          last = box;
          return still;
        },
        { intervals: [100] },
      )
      .toBe(true);
    await toasts(page).hover();
    await page.clock.runFor(20 * SECOND);
    await expect(toasts(page)).toHaveCount(1);
    // Pointer gone: the ~3.8 s it had left run again.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3 * SECOND);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(1.5 * SECOND);
    await expect(toasts(page)).toHaveCount(0);
  });
});

/** Whether the element's computed border (any side) or outline is visible: a width above 0 in a colour that is not transparent. */
async function edgeOf(page: Page, selector: string, inner: string): Promise<{ found: boolean; visible: boolean; detail: string }> {
  return page.evaluate(
    ([selector, inner]) => {
      const host = document.querySelector(selector);
      const el = host?.shadowRoot ? host.shadowRoot.querySelector(inner) : host?.querySelector(inner);
      if (!el) return { found: false, visible: false, detail: 'missing' };
      const s = getComputedStyle(el);
      const transparent = (c: string): boolean => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
      const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) => ({
        width: parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        style: s.getPropertyValue(`border-${side.toLowerCase()}-style`),
        color: s.getPropertyValue(`border-${side.toLowerCase()}-color`),
      }));
      const border = sides.some((b) => b.width > 0 && b.style !== 'none' && !transparent(b.color));
      const outline = parseFloat(s.outlineWidth) > 0 && s.outlineStyle !== 'none' && !transparent(s.outlineColor);
      return {
        found: true,
        visible: border || outline,
        detail: JSON.stringify({ sides, outline: [s.outlineWidth, s.outlineStyle, s.outlineColor] }),
      };
    },
    [selector, inner] as const,
  );
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`C1: forced colours (${colorScheme}): every control and surface keeps a visible edge`, async ({ page, serve }) => {
    await freezeClock(page);
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await routeProof(page);
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    await page.goto(await serve(`a11y-c1-${colorScheme}.html`, everyWidgetPage(colorScheme === 'dark' ? '#0f172a' : '#fff')));
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(16 * SECOND);
    await expect(page.locator('embudo-social-proof [part=base]')).toBeVisible();
    await expect(page.locator('embudo-chat-button [part=button]')).toBeVisible();
    await expect(page.locator('embudo-pricing [part=pay-button]')).toBeVisible();
    const onPage: [string, string][] = [
      ['embudo-deadline-bar', '[part=base]'],
      ['#light', '[part=base]'],
      ['#dark', '[part=base]'],
      ['#light', '.digit'],
      ['embudo-pricing', '[part=base]'],
      ['embudo-pricing', 'select'],
      ['embudo-pricing', '[part=pay-button]'],
      ['embudo-chat-button', '[part=button]'],
      ['embudo-social-proof', '.on'],
      ['embudo-social-proof', '[part=close-button]'],
    ];
    for (const [host, inner] of onPage) {
      const edge = await edgeOf(page, host, inner);
      expect(edge.found, `${host} ${inner} is there`).toBe(true);
      expect(edge.visible, `${host} ${inner} has a visible edge: ${edge.detail}`).toBe(true);
    }
    await openForm(page, 'scholarship');
    await submitButton(page, 'scholarship').click();
    await page.clock.runFor(100);
    await expect(toasts(page)).toHaveCount(1);
    const inModal: [string, string][] = [
      ['embudo-scholarship-modal', 'dialog'],
      ['embudo-scholarship-modal', '.modal-close'],
      ['embudo-scholarship-modal', '#email'],
      ['embudo-scholarship-modal', '[part~=submit-button]'],
    ];
    for (const [host, inner] of inModal) {
      const edge = await edgeOf(page, host, inner);
      expect(edge.found, `${host} ${inner} is there`).toBe(true);
      expect(edge.visible, `${host} ${inner} has a visible edge: ${edge.detail}`).toBe(true);
    }
    for (const inner of ['.toast', '.toast button']) {
      const edge = await page.evaluate((inner) => {
        const host = document.querySelector('embudo-scholarship-modal')!.shadowRoot!.querySelector('[data-embudo-toaster]');
        const el = host?.shadowRoot?.querySelector(inner);
        if (!el) return { found: false, visible: false, detail: 'missing' };
        const s = getComputedStyle(el);
        const width = parseFloat(s.borderTopWidth);
        return {
          found: true,
          visible: width > 0 && s.borderTopStyle !== 'none' && s.borderTopColor !== 'rgba(0, 0, 0, 0)',
          detail: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
        };
      }, inner);
      expect(edge.found, `toaster ${inner} is there`).toBe(true);
      expect(edge.visible, `toaster ${inner} has a visible edge: ${edge.detail}`).toBe(true);
    }
  });
}

/** The WCAG 1.4.12 text-spacing override, injected into the document and into every shadow root (again for roots made later). */
async function textSpacing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const css = '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const add = (root: Document | ShadowRoot): void => {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) add(el.shadowRoot);
    };
    add(document);
    setInterval(() => add(document), 50);
  });
}

test.describe('320 px with text spacing (R1, R2)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('R1: every widget in Spanish at 320 px with the WCAG text spacing: no horizontal scroll', async ({ page, serve }) => {
    await routeProof(page);
    await page.goto(await serve('a11y-r1.html', everyWidgetPage()));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('embudo-pricing [part=pay-button]')).toBeVisible();
    // The pricing's later part comes as the visitor nears it.
    await page.locator('embudo-pricing .later').scrollIntoViewIfNeeded();
    await expect(page.locator('embudo-pricing [part=class-times]')).toBeVisible();
    await textSpacing(page);
    await page.waitForTimeout(200);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });

  test('R2: the countdown builder at 320 px with the WCAG text spacing: no horizontal scroll', async ({ page }) => {
    await page.goto('/examples/countdown-builder.html');
    await page.waitForLoadState('networkidle');
    await textSpacing(page);
    await page.waitForTimeout(200);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
});

test('R4: with the browser default font size at 24 px, every widget’s text follows it', async ({ page, serve }) => {
  await freezeClock(page);
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await routeProof(page);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  await page.goto(await serve('a11y-r4.html', everyWidgetPage().replace('size="small"', 'size="extra-small"')));
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(16 * SECOND);
  await expect(page.locator('embudo-social-proof [part=base]')).toBeVisible();
  // The page's own text follows the preference (the check that it is set).
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('24px');
  const sizes = await page.evaluate(() => {
    const size = (host: string, inner: string): string => {
      const el = document.querySelector(host)?.shadowRoot?.querySelector(inner);
      return el ? getComputedStyle(el).fontSize : 'missing';
    };
    return {
      deadline: size('embudo-deadline-bar', '[part=base]'),
      countdown: size('#dark', '[part=base]'),
      pricing: size('embudo-pricing', '[part=base]'),
      social: size('embudo-social-proof', '[part=base]'),
      chat: size('embudo-chat-button', '[part=base]'),
      badge: size('embudo-chat-button', '[part=badge]'),
    };
  });
  expect(sizes).toEqual({ deadline: '24px', countdown: '24px', pricing: '24px', social: '21px', chat: '24px', badge: '19.5px' });
  await openForm(page, 'scholarship');
  await submitButton(page, 'scholarship').click();
  await page.clock.runFor(100);
  const inModal = await page.evaluate(() => {
    const root = document.querySelector('embudo-scholarship-modal')!.shadowRoot!;
    const toaster = root.querySelector('[data-embudo-toaster]')?.shadowRoot?.querySelector('.s');
    return {
      email: getComputedStyle(root.querySelector('#email')!).fontSize,
      toast: toaster ? getComputedStyle(toaster).fontSize : 'missing',
    };
  });
  expect(inModal).toEqual({ email: '24px', toast: '22.5px' });
});

/** WCAG contrast of two `rgb()`/`rgba()` colours (alpha ignored: each is composed first). */
type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb): number => {
  const f = (c: number): number => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const contrast = (a: Rgb, b: Rgb): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/** The text colour of `inner` in `host`'s shadow root and the opaque background behind it (alpha layers composed), as RGB. */
function colours(page: Page, host: string, inner: string): Promise<{ fg: Rgb; bg: Rgb }> {
  return page.evaluate(
    ([host, inner]) => {
      const parse = (c: string): [number, number, number, number] => {
        const m = c.match(/[\d.]+/g)!.map(Number);
        return [m[0]!, m[1]!, m[2]!, m[3] ?? 1];
      };
      const el = document.querySelector(host)!.shadowRoot!.querySelector(inner)!;
      const layers: [number, number, number, number][] = [];
      for (let node: Element | null = el; node;) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] === 1) break;
        const parent: Node | null = node.parentNode;
        node = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
      }
      let base: [number, number, number] = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse()) base = [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
      const [r, g, b, a] = parse(getComputedStyle(el).color);
      return { fg: [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)], bg: base };
    },
    [host, inner] as const,
  );
}

for (const page_ of [
  { name: 'light', background: '#ffffff' },
  { name: 'dark', background: '#0f172a' },
]) {
  test(`A2: each countdown theme keeps its contrast on a ${page_.name} page; the chat button's focus ring keeps 3:1`, async ({
    page,
    serve,
  }) => {
    await freezeClock(page);
    await page.goto(await serve(`a11y-a2-${page_.name}.html`, everyWidgetPage(page_.background)));
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2 * SECOND);
    for (const id of ['#light', '#dark']) {
      await expect(page.locator(`${id} .title`).first()).toBeVisible();
      const title = await colours(page, id, '.title');
      expect(contrast(title.fg, title.bg), `${id} title on a ${page_.name} page`).toBeGreaterThanOrEqual(4.5);
      const digit = await colours(page, id, '.digit');
      expect(contrast(digit.fg, digit.bg), `${id} digits on a ${page_.name} page`).toBeGreaterThanOrEqual(4.5);
    }
    // The chat button's ring: one of its two tones keeps 3:1 against the page.
    await expect(page.locator('embudo-chat-button [part=button]')).toBeVisible();
    await page.locator('#opener').focus();
    await tabUntil(page, (now) => now.includes('embudo-chat-button'));
    const ring = await page.evaluate(() => {
      const a = document.querySelector('embudo-chat-button')!.shadowRoot!.querySelector('a')!;
      const s = getComputedStyle(a);
      return { outline: s.outlineColor, width: s.outlineWidth, shadow: s.boxShadow };
    });
    const rgb = (c: string): Rgb =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number) as Rgb;
    const pageBg = rgb(
      page_.background.replace(
        /^#(..)(..)(..)$/,
        (_, r: string, g: string, b: string) => `${parseInt(r, 16)},${parseInt(g, 16)},${parseInt(b, 16)}`,
      ),
    );
    const tones = [rgb(ring.outline), ...[...ring.shadow.matchAll(/rgba?\([^)]*\)\s+0px\s+0px\s+0px\s+[\d.]+px/g)].map((m) => rgb(m[0]))];
    expect(parseFloat(ring.width)).toBeGreaterThan(0);
    expect(
      Math.max(...tones.map((t) => contrast(t, pageBg))),
      `ring ${JSON.stringify(ring)} on ${page_.background}`,
    ).toBeGreaterThanOrEqual(3);
  });
}
