import type { Page } from '@playwright/test';
import { embudoMessages, expect, html, test, type Problems } from './fixtures';
import {
  deepFocus,
  expectRows,
  fillForm,
  modal,
  openDialog,
  sentPanel,
  servePage,
  spyOnWindowOpen,
  submitForm,
  uniqueEmail,
  visitor,
  deliveryStatus,
} from './lead-helpers';

/**
 * examples/partner.html: a partner's blog with its own React 19 app, a hostile global stylesheet
 * and a strict CSP (no inline script or style, no nonce). One script tag and a React-rendered button
 * with data-embudo-open="scholarship" must give a working modal, with nothing leaking either way
 * (RELIABILITY rows 15 and 17), and a lead that reaches the store once.
 */

const PARTNER = '/examples/partner.html';

/** localStorage key of the visitor's own country choice (src/services/geo.ts COUNTRY_CHOICE_KEY). */
const COUNTRY_CHOICE_KEY = 'embudo:country-choice';

/** Prefix of the document-start snapshot of the window's own property names (console, no global). */
const GLOBALS_MARK = '[globals-at-start]';

/**
 * A returning visitor who picked their country on an earlier visit: the form needs no geo lookup.
 * (A first visit's country lookup has its own test below.)
 */
async function returningVisitor(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'PE');
  }, COUNTRY_CHOICE_KEY);
}

/** Waits for the partner's React app and the Embudo element to be on the page. */
async function openPartner(page: Page): Promise<void> {
  await page.goto(PARTNER);
  await expect(page.locator('#partner-cta')).toBeVisible();
  await expect(page.locator('#partner-likes')).toHaveText('0');
  await expect.poll(() => page.evaluate(() => !!customElements.get('embudo-scholarship-modal'))).toBe(true);
}

/** Opens the modal with the partner's own (React-rendered) button. */
async function openFromPartnerButton(page: Page): Promise<void> {
  await page.locator('#partner-cta').click();
  await expect(openDialog(page, 'scholarship')).toBeVisible();
}

/** Computed styles of the partner's own elements (what the modal must never change). */
function partnerLook(page: Page) {
  return page.evaluate(() => {
    const pick = (sel: string) => {
      const el = document.querySelector(sel)!;
      const s = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        font: s.font,
        color: s.color,
        background: s.backgroundColor,
        border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
        padding: s.padding,
        radius: s.borderTopLeftRadius,
        letterSpacing: s.letterSpacing,
        textTransform: s.textTransform,
        boxSizing: s.boxSizing,
        display: s.display,
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    };
    return {
      cta: pick('#partner-cta'),
      like: pick('#partner-like'),
      body: pick('body'),
      h1: pick('h1'),
      box: pick('.cta-box'),
      header: pick('.site-header'),
      sheets: [document.styleSheets.length, document.adoptedStyleSheets.length, document.querySelectorAll('style').length],
    };
  });
}

/** Computed styles of the modal's pieces (what the partner's CSS must never change). */
function modalLook(page: Page) {
  return modal(page, 'scholarship').evaluate((host) => {
    const root = host.shadowRoot!;
    const pick = (sel: string) => {
      const el = root.querySelector(sel)!;
      const s = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        font: s.font,
        color: s.color,
        background: s.backgroundColor,
        border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
        padding: s.padding,
        radius: s.borderTopLeftRadius,
        letterSpacing: s.letterSpacing,
        textTransform: s.textTransform,
        boxSizing: s.boxSizing,
        display: s.display,
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    };
    return {
      dialog: pick('dialog'),
      title: pick('[part~="title"]'),
      label: pick('label[for="email"]'),
      input: pick('#email'),
      checkbox: pick('[part~="checkbox"]'),
      submit: pick('[part~="submit-button"]'),
      benefits: pick('[part~="benefits"]'),
    };
  });
}

/** No page error, no CSP violation, and no console error or warning from Embudo. */
function noTrouble(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
}

test.describe('partner page (examples/partner.html)', () => {
  // No open animation: boxes are measured at rest, not mid-scale.
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await returningVisitor(page);
  });

  test('the React 19 button with data-embudo-open opens the modal; the hostile CSS does not reach it', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    // The same modal on a page without the partner's CSS: what it must look like.
    await page.goto(
      await servePage(
        context,
        baseURL!,
        'partner-baseline.html',
        html(
          '<button type="button" id="opener" data-embudo-open="scholarship">Abrir</button><script src="/widgets/scholarship-modal.js" data-lang="es"></script>',
        ),
      ),
    );
    await page.locator('#opener').click();
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    const clean = await modalLook(page);

    await openPartner(page);
    // The partner's CSS is really hostile outside the modal.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#partner-cta')!).fontFamily)).toContain('Comic Sans MS');
    await openFromPartnerButton(page);
    const look = await modalLook(page);
    // An input inside the shadow root has neither the page's 5px red border nor its yellow background.
    expect(look.input.border).not.toMatch(/^5px/);
    expect(look.input.background).not.toBe('rgb(255, 255, 0)');
    expect(look.dialog.background).not.toBe('rgb(0, 0, 0)');
    expect(look.label.color).not.toBe('rgb(220, 20, 60)');
    expect(look).toEqual(clean);
    noTrouble(problems);
  });

  test("the modal does not restyle the partner page, and the partner's React counter keeps working", async ({ page, problems }) => {
    await openPartner(page);
    const before = await partnerLook(page);
    const like = page.locator('#partner-like');
    await like.click();
    await expect(page.locator('#partner-likes')).toHaveText('1');

    await openFromPartnerButton(page);
    // While open: the page behind is inert, but its own styles are untouched (the scroll lock is on <html>).
    expect(await partnerLook(page)).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(openDialog(page, 'scholarship')).toBeHidden();
    expect(await deepFocus(page)).toMatchObject({ where: 'document', el: 'button#partner-cta' });
    expect(await partnerLook(page)).toEqual(before);
    // The scroll lock left no inline style behind on <html> or <body>.
    expect(await page.evaluate(() => [document.documentElement.style.cssText, document.body.style.cssText])).toEqual(['', '']);

    // React still owns its tree: the counter counts, and re-renders keep the button working.
    await like.click();
    await like.click();
    await expect(page.locator('#partner-likes')).toHaveText('3');
    await openFromPartnerButton(page);
    await page.keyboard.press('Escape');
    await expect(openDialog(page, 'scholarship')).toBeHidden();
    await like.click();
    await expect(page.locator('#partner-likes')).toHaveText('4');
    noTrouble(problems);
  });

  test('a lead submitted on the partner page reaches the store once; no CSP violation, no console error', async ({
    page,
    request,
    problems,
  }) => {
    const email = uniqueEmail('partner');
    await spyOnWindowOpen(page);
    await openPartner(page);
    await openFromPartnerButton(page);
    await fillForm(page, 'scholarship', visitor(email, 'Lucía Socia'));
    await submitForm(page, 'scholarship');
    await expect(sentPanel(page, 'scholarship')).toContainText('¡Solicitud recibida!');
    await expect(deliveryStatus(page, 'scholarship')).toHaveText('Recibimos tus datos.');
    noTrouble(problems);
    const [row] = await expectRows(request, email, 1, page);
    expect(row).toMatchObject({ kind: 'scholarship', name: 'Lucía Socia', phone: '+51987654321' });
  });

  test('window.embudo is the only global added', async ({ page, problems }) => {
    const snapshots: string[][] = [];
    page.on('console', (msg) => {
      if (msg.text().startsWith(GLOBALS_MARK)) snapshots.push(JSON.parse(msg.text().slice(GLOBALS_MARK.length)) as string[]);
    });
    await page.addInitScript((mark: string) => {
      console.debug(mark + JSON.stringify(Object.getOwnPropertyNames(window)));
    }, GLOBALS_MARK);
    await openPartner(page);
    await openFromPartnerButton(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => snapshots.length).toBeGreaterThan(0);
    const start = new Set(snapshots[0]);
    const added = await page.evaluate(() => Object.getOwnPropertyNames(window));
    expect(added.filter((name) => !start.has(name))).toEqual(['embudo']);
    expect(await page.evaluate(() => Object.keys((window as unknown as { embudo: object }).embudo).sort())).toEqual([
      'close',
      'config',
      'open',
      'version',
    ]);
    noTrouble(problems);
  });
});

/*
 * A first visit looks the country up at https://ipapi.co (routed to the loopback shield here): the
 * page's policy lists that host, as the README tells partners to, so Embudo causes no violation.
 */
test('partner page, first visit: no CSP violation and no console error from Embudo (the country lookup)', async ({ page, problems }) => {
  // A fresh visitor: no country chosen yet, so the form detects it.
  const detected: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().startsWith('[country-detected]')) detected.push(msg.text());
  });
  await page.addInitScript(() => {
    addEventListener('embudo-country-detected', (e) => console.debug(`[country-detected] ${JSON.stringify((e as CustomEvent).detail)}`));
  });
  await page.goto(PARTNER);
  await expect.poll(() => page.evaluate(() => !!customElements.get('embudo-scholarship-modal'))).toBe(true);
  // Opened from code here, so this test does not depend on the partner's React app.
  await page.evaluate(() => (window as unknown as { embudo: { open: (name: string) => void } }).embudo.open('scholarship'));
  await expect(openDialog(page, 'scholarship')).toBeVisible();
  // The lookup is over (answered or not) when the detection is announced.
  await expect.poll(() => detected.length).toBe(1);
  expect(problems.cspViolations).toEqual([]);
  expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  expect(problems.consoleErrors.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
});

/*
 * The README's word to a partner who drives a modal from code: every Embudo script defines the
 * page's widgets in a task after its own, so a script that runs right after it waits for
 * `customElements.whenDefined` before calling a method; `window.embudo.open()` needs no wait.
 */
for (const name of ['embudo', 'scholarship-modal']) {
  test(`a partner script right after ${name}.js: show() after whenDefined, and embudo.open() at once, both open the modal`, async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    const script = (call: string) => `<script type="module">
      const el = document.querySelector('embudo-scholarship-modal');
      window.definedAtOnce = !!customElements.get('embudo-scholarship-modal');
      ${call}
    </script>`;
    const tag = `<script src="/widgets/${name}.js" data-country="PE" defer></script>`;
    const first = html(
      `<main><h1>Blog</h1><embudo-scholarship-modal bootcamp="fullstack"></embudo-scholarship-modal></main>${tag}${script(`customElements.whenDefined('embudo-scholarship-modal').then(() => el.show());`)}`,
    );
    await page.goto(await servePage(context, baseURL!, `when-defined-${name}.html`, first));
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    // Why the wait is documented: the module script ran before the widget was defined.
    expect(await page.evaluate(() => (window as unknown as { definedAtOnce: boolean }).definedAtOnce)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(openDialog(page, 'scholarship')).toHaveCount(0);

    const second = html(`<main><h1>Blog</h1></main>${tag}${script(`window.embudo.open('scholarship');`)}`);
    await page.goto(await servePage(context, baseURL!, `open-at-once-${name}.html`, second));
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  });
}
