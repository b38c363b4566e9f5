import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { clean, deepFocus, fillForm, leadPage, modal, openDialog, openForm, servePage, TAGS } from './lead-helpers';

/**
 * The lead modals' dialog from the keyboard and with axe, and their form script beside the widget
 * script: when it loads, a click before it arrives, offline, its SRI pin, a strict CSP. The
 * delivery faults: ./leads.spec.ts; hostile browsers and input: ./leads-hostile.spec.ts.
 */

test.describe('accessibility and keyboard', () => {
  for (const kind of ['scholarship', 'brochure'] as const) {
    test(`the open ${kind} modal has no serious or critical axe violations`, async ({ page, context, baseURL }) => {
      await page.goto(await servePage(context, baseURL!, `axe-${kind}.html`, leadPage(kind)));
      await openForm(page, kind);
      if (kind === 'scholarship') await fillForm(page, kind, { email: 'axe@example.com' }); // the phone field shows too
      const results = await new AxeBuilder({ page }).include(TAGS[kind]).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('keyboard: Tab cycles inside the dialog, Escape closes it and focus returns to the opener', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await page.goto(await servePage(context, baseURL!, 'keyboard.html', leadPage('scholarship')));
    await page.locator('#opener').focus();
    await page.keyboard.press('Enter');
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    await expect.poll(async () => (await deepFocus(page)).el).toBe('input#name.input');

    // The native modal dialog: the page behind is inert, so Tab moves through the dialog's controls
    // and, past the last one, to the browser's own UI (here: no element) and back to the first.
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const focus = await deepFocus(page);
      if (!focus.inDialog)
        expect(focus, `after ${i + 1} Tab: outside the dialog only the browser's UI`).toEqual({
          where: 'document',
          el: 'body',
          inDialog: false,
        });
      seen.push(focus.inDialog ? focus.el : '(browser)');
    }
    const controls = [
      'button.modal-close',
      'input#name.input',
      'input#email.input',
      'input#notify',
      'input#consent',
      'button.button.submit',
      'a',
    ];
    const cycle = [...controls, '(browser)'];
    // Started on the name field: email, notify, consent, submit, the privacy link, browser UI, close, name, …
    const start = cycle.indexOf('input#email.input');
    expect(seen).toEqual(seen.map((_, i) => cycle[(start + i) % cycle.length]));
    // Backwards too.
    await page.keyboard.press('Shift+Tab');
    expect(await deepFocus(page)).toMatchObject({ inDialog: true });

    await page.keyboard.press('Escape');
    await expect(openDialog(page, 'scholarship')).toBeHidden();
    expect(await deepFocus(page)).toMatchObject({ where: 'document', el: 'button#opener' });
    clean(problems);
  });
});

test.describe('the form script beside the widget script (standalone modal scripts and embudo.js)', () => {
  // Its URL carries the release (`?v=`): a cached widget script never runs another release's form.
  const FORM_SCRIPT = /\/widgets\/scholarship-modal-later\.js(\?v=[^&]+)?$/;

  test("loads by itself after the visitor's first move, beside the widget script; a page only loaded fetches nothing", async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => void (FORM_SCRIPT.test(r.url()) && asked.push(r.url())));
    await page.clock.install(); // flows as the real clock; skipped ahead below instead of waited out
    await page.goto(await servePage(context, baseURL!, 'idle-form.html', leadPage('scholarship')));
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2_500); // past the old idle preload (at most 2 s after load)
    expect(asked).toEqual([]);
    const requested = page.waitForRequest((r) => FORM_SCRIPT.test(r.url()));
    await page.keyboard.press('Shift'); // a first move that opens nothing
    const url = new URL((await requested).url());
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.searchParams.get('v')).toMatch(/^\d+\.\d+\.\d+/);
    await openForm(page, 'scholarship');
    clean(problems);
  });

  test('embudo.js loads the same form script beside itself, after the first move; a page only loaded fetches nothing', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => void (FORM_SCRIPT.test(r.url()) && asked.push(r.url())));
    await page.clock.install(); // flows as the real clock; skipped ahead below instead of waited out
    await page.goto(await servePage(context, baseURL!, 'embudo-form.html', leadPage('scholarship', { script: '/widgets/embudo.js' })));
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2_500);
    expect(asked).toEqual([]);
    const requested = page.waitForRequest((r) => FORM_SCRIPT.test(r.url()));
    await page.keyboard.press('Shift');
    expect(new URL((await requested).url()).origin).toBe(new URL(baseURL!).origin);
    await openForm(page, 'scholarship');
    expect(asked).toHaveLength(1);
    clean(problems);
  });

  test('a click before it has arrived opens the dialog when it does, with focus inside, then back on the opener', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(await servePage(context, baseURL!, 'early-click.html', leadPage('scholarship')));
    await page.locator('#opener').click();
    await expect(modal(page, 'scholarship')).toHaveAttribute('open', '');
    await expect(openDialog(page, 'scholarship')).toHaveCount(0);
    release();
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    await expect.poll(async () => (await deepFocus(page)).el).toBe('input#name.input');
    await page.keyboard.press('Escape');
    await expect(openDialog(page, 'scholarship')).toBeHidden();
    expect(await deepFocus(page)).toMatchObject({ where: 'document', el: 'button#opener' });
    clean(problems);
  });

  test('offline before it arrived: an open says so once; back online it is fetched again by itself, and the next open works', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let tries = 0;
    await page.route(FORM_SCRIPT, async (route) => {
      tries++;
      if (tries === 1) {
        await held; // the first request is still on its way when the network goes
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.goto(await servePage(context, baseURL!, 'offline-form.html', leadPage('scholarship')));
    await context.setOffline(true);
    await page.locator('#opener').click();
    release();
    const ours = () => problems.consoleErrors.filter((e) => e.startsWith('[embudo-scholarship-modal] the form could not be loaded'));
    await expect.poll(() => ours().length).toBe(1);
    await expect(modal(page, 'scholarship')).not.toHaveAttribute('open', '');
    const again = page.waitForRequest((r) => FORM_SCRIPT.test(r.url()));
    await context.setOffline(false);
    await again;
    await expect
      .poll(() =>
        page.evaluate(() =>
          (customElements.get('embudo-scholarship-modal') as unknown as { preloadForm(): Promise<unknown> }).preloadForm().then(() => true),
        ),
      )
      .toBe(true);
    await openForm(page, 'scholarship');
    expect(tries).toBe(2);
  });

  test('is pinned by its SRI hash: a changed form file never runs, and each failed try says so', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await page.route(FORM_SCRIPT, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: `${await res.text()}\nwindow.tampered = true;` });
    });
    await page.goto(await servePage(context, baseURL!, 'tampered-form.html', leadPage('scholarship')));
    // One error per failed try: the preload at the visitor's first move, then an open that tries again.
    const ours = () => problems.consoleErrors.filter((e) => e.startsWith('[embudo-scholarship-modal] the form could not be loaded'));
    await page.keyboard.press('Shift');
    await expect.poll(() => ours().length).toBe(1);
    expect(ours()[0]).toMatch(/scholarship-modal-later\.js\?v=.* did not load\); the next open tries again\.$/);
    await page.locator('#opener').click();
    await expect.poll(() => ours().length).toBe(2);
    expect(problems.consoleErrors.some((e) => /integrity/i.test(e))).toBe(true); // Chromium's own report of the mismatch
    await expect(openDialog(page, 'scholarship')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
  });

  test('a nonce-only CSP with Trusted Types enforced: the form script gets the nonce and a policy URL, no violation', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    const csp = "script-src 'nonce-3mbud0'; require-trusted-types-for 'script'";
    const head = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
    await page.goto(await servePage(context, baseURL!, 'nonce-tt.html', leadPage('scholarship', { head, scriptAttrs: 'nonce="3mbud0"' })));
    await openForm(page, 'scholarship');
    clean(problems);
  });
});
