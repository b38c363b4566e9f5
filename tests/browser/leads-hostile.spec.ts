import type { Page } from '@playwright/test';
import { embudoMessages, expect, freezeClock, html, test } from './fixtures';
import {
  clean,
  deepAttributes,
  deepCount,
  DELIVERED,
  deliveryStatus,
  expectRows,
  fillForm,
  isLeadsUrl,
  leadPage,
  modal,
  OFFLINE,
  openDialog,
  openForm,
  OUTBOX_KEY,
  queuedEntry,
  rawOutbox,
  readOutbox,
  recordLeadPosts,
  RETRYING,
  scholarshipBody,
  seedStorage,
  sendLead,
  sentPanel,
  servePage,
  spyOnWindowOpen,
  submitButton,
  submitForm,
  uniqueEmail,
  visitor,
  windowOpens,
} from './lead-helpers';

/**
 * "No lead is ever lost" with hostile browsers and hostile input (RELIABILITY rows 8–11, 14, 18,
 * 19, 23; rows 1–7: ./leads.spec.ts) against the real server and its
 * SQLite store: faults are injected with page.route, page.clock, context.setOffline and init
 * scripts, and every test ends by counting the rows the store holds for the test's own email —
 * exactly one per lead, or none when nothing was accepted.
 */

test.describe('hostile browsers', () => {
  const blockStorage = {
    getters: () => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: deny });
      Object.defineProperty(window, 'sessionStorage', { configurable: true, get: deny });
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: deny, set: deny });
    },
    methods: () => {
      const deny = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        Object.defineProperty(Storage.prototype, method, { configurable: true, value: deny });
      }
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: deny, set: deny });
    },
  };

  for (const [how, script] of Object.entries(blockStorage)) {
    test(`row 9: localStorage, sessionStorage and cookies throw (${how}) — widgets render, the lead is sent, no page error, one row`, async ({
      page,
      context,
      baseURL,
      request,
      problems,
    }) => {
      const email = uniqueEmail(`row9-${how}`);
      await page.addInitScript(script);
      const posts = recordLeadPosts(page);
      const end = new Date(Date.now() + 86_400_000).toISOString();
      await page.goto(
        await servePage(
          context,
          baseURL!,
          `row9-${how}.html`,
          leadPage('scholarship', {
            script: '/widgets/embudo.js',
            before: `<embudo-countdown end-at="${end}"></embudo-countdown><embudo-deadline-bar mode="discount" campaign="row9"></embudo-deadline-bar>`,
          }),
        ),
      );
      expect(
        await page.evaluate(() => {
          try {
            return typeof localStorage.getItem('x');
          } catch (e) {
            return (e as Error).name;
          }
        }),
      ).not.toBe('object');
      await expect(page.locator('embudo-countdown [part=digit]').first()).toBeVisible();
      await expect(page.locator('embudo-deadline-bar [part=digit]').first()).toBeVisible();
      await sendLead(page, 'scholarship', visitor(email));
      await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);
      expect(posts).toHaveLength(1);
      clean(problems);
      await expectRows(request, email, 1);
    });
  }

  test('row 9: storage throws and the send fails — the lead leaves by beacon on pagehide, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row9-beacon');
    await page.addInitScript(blockStorage.getters);
    // Frozen time: the failed send's retry can never run, so only the pagehide beacon can deliver.
    await freezeClock(page);
    const posts = recordLeadPosts(page);
    await page.route(isLeadsUrl, (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(await servePage(context, baseURL!, 'row9-beacon.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email));
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(RETRYING);
    expect(posts).toHaveLength(1);
    // The visitor leaves: the outbox lived in memory only, so pagehide is its last chance.
    await page.goto(await servePage(context, baseURL!, 'elsewhere.html', html('<p>Otra página</p>')));
    clean(problems);
    // (The beacon outlives the page, so the test sees it only in the store.)
    const [row] = await expectRows(request, email, 1);
    expect(row!.id).toBe(posts[0]!.id);
  });

  test('row 10: corrupt outbox JSON and tampered prefill keys — ignored and reset, the form works, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row10');
    await seedStorage(page, {
      [OUTBOX_KEY]: '{"id":"x","body":',
      email: '{"email": NaN',
      name: '\u0000\u0007{[<b>',
      phone: 'NaN',
    });
    await page.goto(await servePage(context, baseURL!, 'row10.html', leadPage('scholarship')));
    await openForm(page, 'scholarship');
    const m = modal(page, 'scholarship');
    // Nothing broken shows: no NaN, the stored non-phone is not used, control characters are gone.
    expect(await m.evaluate((el) => el.shadowRoot!.textContent)).not.toMatch(/NaN|undefined|\[object/);
    await expect(m.locator('#name')).toHaveValue('{[<b>');
    await expect(m.locator('#phone')).toHaveValue('');
    // The unreadable outbox was reported and reset to an empty list.
    expect(await rawOutbox(page)).toBe('[]');
    expect(problems.consoleErrors).toEqual(['[embudo] outbox: not a list of leads; reset']);

    await fillForm(page, 'scholarship', visitor(email));
    await submitForm(page, 'scholarship');
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);
    expect(JSON.parse((await rawOutbox(page))!)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await expectRows(request, email, 1, page);
  });

  test('row 10: an outbox of junk entries and a tampered lead entry — junk dropped, the lead repaired and delivered, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row10-entries');
    const body = scholarshipBody(email);
    const tampered = { ...queuedEntry(body), attempts: 'NaN', nextAt: 1e300, createdAt: -5, state: 'sent', lease: 'x', issues: 'boom' };
    await seedStorage(page, { [OUTBOX_KEY]: JSON.stringify([1, null, 'x', { body: '{broken' }, { body: '"text"' }, tampered]) });
    await freezeClock(page); // time moves only when the test moves it
    const posts = recordLeadPosts(page);
    await page.goto(await servePage(context, baseURL!, 'row10b.html', leadPage('scholarship')));
    // A far-future retry time is capped (10 minutes at most), never a lead parked for ever.
    await expect.poll(async () => (await readOutbox(page)).length).toBe(1);
    const [entry] = await readOutbox(page);
    expect(entry).toMatchObject({ id: body.id, body: JSON.stringify(body), attempts: 0, state: 'queued' });
    expect(problems.consoleErrors).toEqual(['[embudo] outbox: dropped 5 entries that are not leads']);
    await page.clock.fastForward(10 * 60_000 + 1000);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]!.id).toBe(body.id);
    expect(problems.pageErrors).toEqual([]);
    await expectRows(request, email, 1, page);
  });

  test('row 11: localStorage full — several leads queued offline, none evicted, all stored once', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const emails = [1, 2, 3].map((i) => uniqueEmail(`row11-${i}`));
    await page.addInitScript(() => {
      if (sessionStorage.getItem('filled')) return;
      // Fill the origin's quota: big values first, then smaller ones into what is left.
      for (const size of [1 << 20, 1 << 14, 1 << 8, 1]) {
        const chunk = 'x'.repeat(size);
        try {
          for (let i = 0; ; i++) localStorage.setItem(`filler-${size}-${i}`, chunk);
        } catch {
          // full at this size
        }
      }
      sessionStorage.setItem('filled', '1');
    });
    const posts = recordLeadPosts(page);
    await page.goto(await servePage(context, baseURL!, 'row11.html', leadPage('scholarship')));
    // No room for anything the size of a lead.
    const probe = () => {
      try {
        localStorage.setItem('probe', 'y'.repeat(200));
        return 'written';
      } catch (e) {
        return (e as Error).name;
      }
    };
    expect(await page.evaluate(probe)).toBe('QuotaExceededError');

    // The form script comes on idle after load; this row is about storage, so let it arrive before the network goes.
    await page.evaluate(() =>
      (customElements.get('embudo-scholarship-modal') as unknown as { preloadForm(): Promise<unknown> }).preloadForm(),
    );
    await context.setOffline(true);
    for (const [i, email] of emails.entries()) {
      await sendLead(page, 'scholarship', visitor(email, `Persona ${['Uno', 'Dos', 'Tres'][i]}`));
      await expect(deliveryStatus(page, 'scholarship')).toHaveText(OFFLINE);
      await page.keyboard.press('Escape');
      await expect(openDialog(page, 'scholarship')).toBeHidden();
    }
    expect(posts).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => new Set(posts.map((p) => p.email)).size).toBe(3);
    clean(problems);
    for (const email of emails) await expectRows(request, email, 1);
    expect(posts).toHaveLength(3);
  });

  test('row 14: ad pixels blocked or throwing — the lead flow is unaffected, no unhandled rejection, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row14');
    await page.addInitScript(() => {
      type Counted = ((...args: unknown[]) => unknown) & { calls: number };
      const counted = (f: (...args: unknown[]) => unknown): Counted => {
        const fn = ((...args: unknown[]) => {
          fn.calls++;
          return f(...args);
        }) as Counted;
        fn.calls = 0;
        return fn;
      };
      const w = window as unknown as Record<string, unknown>;
      w.fbq = counted(() => {
        throw new Error('fbq blocked');
      });
      w.gtag = counted(() => Promise.reject(new Error('gtag blocked')));
      w.ttq = { track: counted(() => Promise.reject(new Error('ttq blocked'))) };
      const layer: unknown[] = [];
      layer.push = counted(() => {
        throw new Error('dataLayer blocked');
      }) as unknown as typeof layer.push;
      w.dataLayer = layer;
    });
    // An ad blocker: the tags' scripts never load.
    const PIXELS = ['connect.facebook.net', 'www.googletagmanager.com', 'analytics.tiktok.com'];
    await page.route(
      (url) => PIXELS.includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    const head = PIXELS.map((host) => `<script async src="https://${host}/pixel.js"></script>`).join('');
    const url = await servePage(context, baseURL!, 'row14.html', leadPage('scholarship', { head }));
    await page.goto(`${url}?utm_source=tiktok&ttclid=abc`);
    await sendLead(page, 'scholarship', visitor(email));
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);

    // The tags were really called (and failed), and nothing escaped as an error.
    const calls = await page.evaluate(() => {
      const w = window as unknown as {
        fbq: { calls: number };
        gtag: { calls: number };
        ttq: { track: { calls: number } };
        dataLayer: { push: { calls: number } };
      };
      return { fbq: w.fbq.calls, gtag: w.gtag.calls, ttq: w.ttq.track.calls, dataLayer: w.dataLayer.push.calls };
    });
    for (const [tag, n] of Object.entries(calls)) expect(n, tag).toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);
    expect(embudoMessages(problems.consoleErrors)).toEqual([]);
    // The only console errors are the blocked tag scripts themselves.
    for (const message of problems.consoleErrors) expect(message).toMatch(/ERR_BLOCKED_BY_CLIENT/);
    await expectRows(request, email, 1, page);
  });
});

test.describe('hostile input', () => {
  const HOSTILE = '<img src=x onerror=alert(1)>';

  /** Counts alert() calls on the function itself (no new global). */
  const spyOnAlert = (page: Page) =>
    page.addInitScript(() => {
      const spy = Object.assign(() => void spy.calls++, { calls: 0 });
      window.alert = spy;
    });
  const alerts = (page: Page) => page.evaluate(() => (window.alert as unknown as { calls: number }).calls);

  test('row 18: hostile query string and stored values — shown as text only, no element created, source stored literally', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row18');
    const name = `${HOSTILE}"><script>alert(2)</script>`.slice(0, 100);
    await seedStorage(page, { name, email });
    await spyOnAlert(page);
    const url = await servePage(context, baseURL!, 'row18.html', leadPage('brochure'));
    await page.goto(`${url}?utm_source=${HOSTILE}&utm_campaign="><svg onload=alert(3)>&x=%3Cscript%3Ealert(4)%3C/script%3E`);
    const search = await page.evaluate(() => location.search);
    expect(search).toContain('utm_source=');

    await openForm(page, 'brochure');
    const m = modal(page, 'brochure');
    await expect(m.locator('#name')).toHaveValue(name);
    await expect(m.locator('#email')).toHaveValue(email);
    expect(await deepCount(page, 'img, svg[onload], script:not([src]), [onerror], [onload]')).toBe(0);
    // A name is letters now: the hostile one is refused under its field, and a real one goes.
    await submitButton(page, 'brochure').click();
    await expect(m.locator('#name')).toHaveAttribute('aria-invalid', 'true');
    await m.locator('#name').fill('Ana Pérez');
    await submitForm(page, 'brochure');
    // The name is in the sent text and the toast, as text.
    await expect(sentPanel(page, 'brochure')).toContainText('Ana Pérez, aquí tienes el brochure del bootcamp.');
    await expect(deliveryStatus(page, 'brochure')).toHaveText(DELIVERED);

    expect(await deepCount(page, 'img, svg[onload], script:not([src]), [onerror], [onload]')).toBe(0);
    expect(await alerts(page)).toBe(0);
    clean(problems);
    const [row] = await expectRows(request, email, 1, page);
    expect(row).toMatchObject({ kind: 'brochure', name: 'Ana Pérez', source: search });
  });

  test('row 18: hostile text in the API answer — the visitor sees our own words, as text; the corrected submit stores one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row18-api');
    await spyOnAlert(page);
    let refuse = true;
    await page.route(isLeadsUrl, (route) =>
      refuse
        ? route.fulfill({
            status: 422,
            json: { status: 'invalid', error: HOSTILE, issues: [{ field: HOSTILE, message: `${HOSTILE}<b>bold</b>` }] },
          })
        : route.continue(),
    );
    await page.goto(await servePage(context, baseURL!, 'row18-api.html', leadPage('scholarship')));
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', visitor(email));
    await submitButton(page, 'scholarship').click();
    const m = modal(page, 'scholarship');
    await expect(m.locator('[part~="form-error"]')).toHaveText('No pudimos registrar tus datos. Revísalos e inténtalo de nuevo.');
    expect(await m.evaluate((el) => el.shadowRoot!.textContent)).not.toContain('onerror');
    expect(await deepCount(page, 'img, b, [onerror]')).toBe(0);

    // The visitor submits again: the same lead id, now accepted.
    const id = (await readOutbox(page))[0]!.id;
    refuse = false;
    await submitForm(page, 'scholarship');
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);
    expect(await alerts(page)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    const [row] = await expectRows(request, email, 1, page);
    expect(row!.id).toBe(id);
  });

  test('row 19: javascript: and control-character URLs for the scheduling page are refused; links are https: on allowed hosts', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row19');
    const BAD = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'https://ok.example/\u0000x',
      'https://user:pw@evil.example/',
      'data:text/html,<script>alert(1)</script>',
      'http://cal.example.com/plain',
      '//evil.example/x',
    ];
    await freezeClock(page); // time moves only when the test moves it
    await spyOnWindowOpen(page);
    const queued = [['config', { scheduleUrl: 'https://cal.example.com/embudo' }], ...BAD.map((u) => ['config', { scheduleUrl: u }])];
    await page.goto(
      await servePage(
        context,
        baseURL!,
        'row19.html',
        leadPage('scholarship', {
          before: `<script>window.embudo = { q: ${JSON.stringify(queued).replace(/</g, '\\u003c')} };</script>`,
          scriptAttrs: 'data-schedule-url="javascript:alert(1)" data-chat-phone="javascript:alert(1)"',
        }),
      ),
    );
    // And after load, from code.
    await page.evaluate((bad) => {
      for (const u of bad)
        (window as unknown as { embudo: { config: (o: object) => void } }).embudo.config({ scheduleUrl: u, chatPhone: u });
    }, BAD);

    // A name is letters now: the hostile values come from the settings above.
    await sendLead(page, 'scholarship', visitor(email, "D'Arcy-Ñúñez Jr."));
    const hrefs = await deepAttributes(page, 'href');
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      const u = new URL(href, baseURL);
      expect(u.protocol, href).toBe('https:');
      expect(['web.whatsapp.com', 'api.whatsapp.com', 'wa.me', 'cal.example.com'], href).toContain(u.hostname);
    }
    const schedule = new URL((await modal(page, 'scholarship').locator('[part~="schedule-link"]').getAttribute('href'))!);
    expect(schedule.origin + schedule.pathname).toBe('https://cal.example.com/embudo');
    expect(Object.fromEntries(schedule.searchParams)).toEqual({ name: "D'Arcy-Ñúñez Jr.", email, phone: '51987654321' });
    const chat = new URL((await modal(page, 'scholarship').locator('[part~="chat-link"]').getAttribute('href'))!);
    expect(chat.searchParams.get('phone')).toMatch(/^\d{8,15}$/);
    // Nothing else could hold a URL: no src, action or formaction anywhere.
    for (const attr of ['src', 'action', 'formaction', 'xlink:href']) {
      for (const value of await deepAttributes(page, attr)) expect(value, attr).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    // 3 s after submit the chat app opens: an https: link on the chat host.
    expect(await windowOpens(page)).toEqual([]);
    await page.clock.fastForward(3100);
    const opens = await windowOpens(page);
    expect(opens).toHaveLength(1);
    const opened = new URL(opens[0]!);
    expect(opened.protocol).toBe('https:');
    expect(['web.whatsapp.com', 'api.whatsapp.com']).toContain(opened.hostname);

    // Each refused value was reported once, clearly; nothing else went wrong.
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.length).toBeGreaterThan(0);
    for (const message of problems.consoleErrors) expect(message).toMatch(/^\[embudo\] .* is not valid: expected /);
    await expectRows(request, email, 1, page);
  });

  test('row 23: a double click on submit is one lead', async ({ page, context, baseURL, request, problems }) => {
    const email = uniqueEmail('row23-dblclick');
    const posts = recordLeadPosts(page);
    await page.goto(await servePage(context, baseURL!, 'row23.html', leadPage('scholarship')));
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', visitor(email));
    await submitButton(page, 'scholarship').dblclick();
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);
    expect(posts).toHaveLength(1);
    clean(problems);
    await expectRows(request, email, 1, page);
  });

  test('row 23: Enter twice, and two submits in one task, are one lead each', async ({ page, context, baseURL, request, problems }) => {
    const [enter, twice] = [uniqueEmail('row23-enter'), uniqueEmail('row23-sync')];
    const posts = recordLeadPosts(page);
    await page.goto(await servePage(context, baseURL!, 'row23b.html', leadPage('brochure')));

    await openForm(page, 'brochure');
    await fillForm(page, 'brochure', { name: 'Ana', email: enter });
    await modal(page, 'brochure').locator('#email').press('Enter');
    await page.keyboard.press('Enter');
    await expect(deliveryStatus(page, 'brochure')).toHaveText(DELIVERED);

    await page.keyboard.press('Escape');
    await openForm(page, 'brochure');
    await fillForm(page, 'brochure', { name: 'Ana', email: twice });
    await modal(page, 'brochure').evaluate((el) => {
      const form = el.shadowRoot!.querySelector('form')!;
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(deliveryStatus(page, 'brochure')).toHaveText(DELIVERED);

    expect(posts.map((p) => p.email)).toEqual([enter, twice]);
    clean(problems);
    await expectRows(request, enter, 1, page);
    await expectRows(request, twice, 1, page);
  });
});
