import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { embudoMessages, expect, freezeClock, html, test, type Problems } from './fixtures';
import {
  deepAttributes,
  deepCount,
  deepFocus,
  deliveryStatus,
  expectRows,
  fastForwardToRetry,
  fillForm,
  isLeadsUrl,
  leadBody,
  leadFetches,
  leadPage,
  modal,
  msUntilRetry,
  newVisitor,
  openDialog,
  openForm,
  OUTBOX_KEY,
  outboxEntry,
  queuedEntry,
  rawOutbox,
  readOutbox,
  recordLeadPosts,
  scholarshipBody,
  seedStorage,
  sendLead,
  sentPanel,
  servePage,
  spyOnLeadFetch,
  spyOnWindowOpen,
  submitButton,
  submitForm,
  TAGS,
  uniqueEmail,
  visitor,
  waitForRetry,
  windowOpens,
} from './lead-helpers';

/**
 * "No lead is ever lost" (RELIABILITY rows 1–11, 14, 18, 19, 23) against the real server and its
 * SQLite store: faults are injected with page.route, page.clock, context.setOffline and init
 * scripts, and every test ends by counting the rows the store holds for the test's own email —
 * exactly one per lead, or none when nothing was accepted.
 */

const DELIVERED = 'Recibimos tus datos.';
const RETRYING = 'Tus datos están guardados; seguimos intentando enviarlos.';
const OFFLINE = 'Sin conexión por ahora: tus datos están guardados y se enviarán solos.';

/**
 * The browser's own line for a request that failed or answered 4xx/5xx: the faults these tests
 * inject, not an error of the page's code.
 */
const NETWORK_LINE = /^Failed to load resource: /;

/** Nothing went wrong on the page: no page error, no console error (beyond the injected network faults), no CSP violation. */
function clean(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((m) => !NETWORK_LINE.test(m))).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

/** The id the page's outbox gave the lead it queued for `email`. */
async function idOf(page: Page, email: string): Promise<string> {
  const entry = (await readOutbox(page)).find((e) => (JSON.parse(e.body) as { email: string }).email === email);
  expect(entry, `outbox entry for ${email}`).toBeDefined();
  return entry!.id;
}

test.describe('delivery faults', () => {
  test('row 1: connection reset twice — outbox first, success at once, same id on every retry, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row1');
    await freezeClock(page); // time moves only when the test moves it
    const posts = recordLeadPosts(page);
    const outboxAtFirstSend: string[] = [];
    // The first answer waits until the test has seen the success the visitor gets at once.
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    let n = 0;
    await page.route(isLeadsUrl, async (route) => {
      n++;
      if (n === 1) {
        outboxAtFirstSend.push(...(await readOutbox(page)).map((e) => e.id));
        await gate;
      }
      if (n <= 2) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto(await servePage(context, baseURL!, 'row1.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email));
    // Success is shown at once, before any answer: the lead is durable in the outbox.
    await expect(sentPanel(page, 'scholarship')).toContainText('¡Solicitud recibida!');
    await expect.poll(() => outboxAtFirstSend.length).toBe(1);
    answer();
    const id = await idOf(page, email);

    await fastForwardToRetry(page, id, 1);
    await fastForwardToRetry(page, id, 2);
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);

    expect(outboxAtFirstSend, 'the outbox held the lead when the first POST left').toContain(id);
    expect(posts.map((p) => p.id)).toEqual([id, id, id]);
    clean(problems);
    await expectRows(request, email, 1, page);
  });

  test('row 2: 503 then 429 with Retry-After: 30 — backoff, no retry before 30 s, same id, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row2');
    await freezeClock(page); // time moves only when the test moves it
    await spyOnLeadFetch(page);
    const posts = recordLeadPosts(page);
    let n = 0;
    await page.route(isLeadsUrl, async (route) => {
      n++;
      if (n === 1) await route.fulfill({ status: 503, json: { error: 'down for a moment' } });
      else if (n === 2) await route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, json: { error: 'slow down' } });
      else await route.continue();
    });
    await page.goto(await servePage(context, baseURL!, 'row2.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email));
    const id = await idOf(page, email);

    // After the 503: a jittered backoff of 0.5 s × (0.5…1), not Retry-After sized.
    const first = await fastForwardToRetry(page, id, 1);
    expect(first).toBeGreaterThanOrEqual(250);
    expect(first).toBeLessThanOrEqual(500);

    // After the 429: at least the 30 s the server asked for.
    await waitForRetry(page, id, 2);
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(RETRYING);
    const wait = await msUntilRetry(page, id);
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThan(31_000);
    await page.clock.fastForward(wait - 1000);
    expect(await leadFetches(page), 'no retry before Retry-After').toBe(2);
    expect((await outboxEntry(page, id)).state).toBe('retrying');
    await page.clock.fastForward(1001);
    await expect.poll(() => leadFetches(page)).toBe(3);

    await expect.poll(() => readOutbox(page)).toEqual([]);
    expect(posts.map((p) => p.id)).toEqual([id, id, id]);
    clean(problems);
    await expectRows(request, email, 1, page);
  });

  test('row 3: 422 naming the email — no retry, the field error shown, input kept, nothing stored', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row3');
    await freezeClock(page); // time moves only when the test moves it
    await spyOnLeadFetch(page);
    // The refusal is held until the test has seen the success the visitor gets at once.
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    await page.route(isLeadsUrl, async (route) => {
      await gate;
      await route.fulfill({
        status: 422,
        json: {
          status: 'invalid',
          error: 'The lead was not stored: email: expected an address like name@example.com.',
          issues: [{ field: 'email', message: 'email: expected an address like name@example.com' }],
        },
      });
    });
    await page.goto(await servePage(context, baseURL!, 'row3.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email, 'Rosa Díaz'));
    answer();
    const m = modal(page, 'scholarship');

    // The refusal re-opens the form with the field at fault marked and focused, everything kept.
    await expect(m.locator('#email-error')).toHaveText('Escribe un email válido, por ejemplo nombre@ejemplo.com.');
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    await expect(m.locator('#email')).toHaveAttribute('aria-invalid', 'true');
    await expect(m.locator('#email')).toHaveValue(email);
    await expect(m.locator('#name')).toHaveValue('Rosa Díaz');
    await expect(m.locator('#phone')).toHaveValue('987654321');
    await expect.poll(() => deepFocus(page)).toMatchObject({ el: 'input#email.input' });

    // No retry, however long the page stays open.
    const [entry] = await readOutbox(page);
    expect(entry).toMatchObject({ state: 'rejected', attempts: 1, issues: [{ field: 'email' }] });
    await page.clock.fastForward(15 * 60_000);
    expect(await leadFetches(page)).toBe(1);
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    clean(problems);
    await expectRows(request, email, 0);
  });

  test('row 4: stored but the answer lost — the retry answers duplicate, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row4');
    await freezeClock(page); // time moves only when the test moves it
    const answers: { status: number; body: unknown }[] = [];
    await page.route(isLeadsUrl, async (route) => {
      const response = await route.fetch(); // reaches the real server: the row is written
      answers.push({ status: response.status(), body: await response.json() });
      if (answers.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    await page.goto(await servePage(context, baseURL!, 'row4.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email));
    const id = await idOf(page, email);
    await fastForwardToRetry(page, id, 1);
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);

    expect(answers).toEqual([
      { status: 201, body: { status: 'stored', id, mail: false } },
      { status: 200, body: { status: 'duplicate', id, mail: false } },
    ]);
    clean(problems);
    await expectRows(request, email, 1, page);
  });

  test('row 5: two visitors send the same id at once (same payload, and another payload) — one row', async ({
    browser,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row5');
    const body = scholarshipBody(email);
    const other = { ...body, name: 'Otra Persona' };
    const visitors = await Promise.all([0, 1, 2].map(() => newVisitor(browser, baseURL!, problems)));
    try {
      // Each request is held until all three reached the route, then all three go to the server together.
      let release!: () => void;
      const together = new Promise<void>((resolve) => (release = resolve));
      let arrived = 0;
      const answers: { status: number; name: string; body: { status: string; issues?: { field: string }[] } }[] = [];
      for (const [i, { context, page }] of visitors.entries()) {
        await context.route(isLeadsUrl, async (route: Route) => {
          if (++arrived === visitors.length) release();
          await together;
          const response = await route.fetch();
          answers.push({ status: response.status(), name: leadBody(route.request()).name!, body: await response.json() });
          await route.fulfill({ response });
        });
        await servePage(context, baseURL!, 'row5.html', leadPage('scholarship'));
        // The third visitor's outbox holds the same id with another name.
        await seedStorage(page, { [OUTBOX_KEY]: JSON.stringify([queuedEntry(i === 2 ? other : body)]) });
      }
      // Three page loads at once: each resumes its outbox and sends.
      await Promise.all(visitors.map(({ page }) => page.goto('/__test/row5.html')));
      await expect.poll(() => answers.length).toBe(3);

      const winner = answers.find((a) => a.status === 201);
      expect(
        answers.filter((a) => a.status === 201),
        'exactly one stored',
      ).toHaveLength(1);
      for (const a of answers.filter((x) => x !== winner)) {
        if (a.name === winner!.name) expect(a).toMatchObject({ status: 200, body: { status: 'duplicate' } });
        else expect(a).toMatchObject({ status: 422, body: { status: 'invalid', issues: [{ field: 'id' }] } });
      }
      const rows = await expectRows(request, email, 1);
      expect(rows[0]).toMatchObject({ id: body.id, name: winner!.name });
    } finally {
      await Promise.all(visitors.map(({ context }) => context.close()));
    }
  });

  test('row 6: tab closed mid-request — the next page load re-sends the same id, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row6');
    const posts = recordLeadPosts(context);
    // First tab: the POST never answers (and neither does the pagehide beacon), then the tab is closed.
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route);
    await context.route(isLeadsUrl, hold);
    await page.goto(await servePage(context, baseURL!, 'row6.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email));
    const id = await idOf(page, email);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.close();
    await context.unroute(isLeadsUrl, hold);
    for (const route of held) await route.abort('connectionreset').catch(() => undefined); // none reached the server
    expect(posts.every((p) => p.id === id)).toBe(true);
    const before = posts.length;

    // A later page of the same site with the modal resumes the outbox.
    const next = await context.newPage();
    await next.goto('/__test/row6.html');
    await expect.poll(() => posts.length).toBeGreaterThan(before);
    expect(posts.slice(before).map((p) => p.id)).toEqual([id]);
    await expectRows(request, email, 1, next);
    expect(problems.pageErrors).toEqual([]);
  });

  test('row 6: tab closed mid-request — a later page with only a countdown re-sends it', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row6-countdown');
    const posts = recordLeadPosts(context);
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route);
    await context.route(isLeadsUrl, hold);
    await page.goto(await servePage(context, baseURL!, 'row6b.html', leadPage('scholarship')));
    await sendLead(page, 'scholarship', visitor(email));
    const id = await idOf(page, email);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.close();
    await context.unroute(isLeadsUrl, hold);
    for (const route of held) await route.abort('connectionreset').catch(() => undefined);
    const before = posts.length;

    const next = await context.newPage();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    await next.goto(
      await servePage(
        context,
        baseURL!,
        'row6-countdown.html',
        html(`<embudo-countdown end-at="${end}"></embudo-countdown><script src="/widgets/countdown.js"></script>`),
      ),
    );
    await expect(next.locator('embudo-countdown [part=digit]').first()).toBeVisible();
    await expect.poll(() => posts.length).toBeGreaterThan(before);
    expect(posts.slice(before).map((p) => p.id)).toEqual([id]);
    await expectRows(request, email, 1, next);
    expect(problems.pageErrors).toEqual([]);
  });

  test('row 7: offline at submit — queued with no request, sent on online, one row', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('row7');
    await spyOnLeadFetch(page);
    const posts = recordLeadPosts(page);
    await page.goto(await servePage(context, baseURL!, 'row7.html', leadPage('scholarship')));
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', visitor(email));
    await context.setOffline(true);
    await submitForm(page, 'scholarship');
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(OFFLINE);
    const id = await idOf(page, email);
    expect((await outboxEntry(page, id)).state).toBe('queued');
    expect(await leadFetches(page)).toBe(0);
    expect(posts).toEqual([]);

    await context.setOffline(false);
    await expect(deliveryStatus(page, 'scholarship')).toHaveText(DELIVERED);
    expect(posts.map((p) => p.id)).toEqual([id]);
    clean(problems);
    await expectRows(request, email, 1, page);
  });

  for (const locks of [true, false]) {
    test(`row 8: two tabs flushing the same lead at once — ${locks ? 'Web Locks: never two sends at once, one row' : 'no Web Locks (the lease): one row, one id'}`, async ({
      page,
      context,
      baseURL,
      request,
      problems,
    }) => {
      const email = uniqueEmail(`row8${locks ? '' : '-lease'}`);
      const body = scholarshipBody(email);
      if (!locks) await context.addInitScript(() => delete (Navigator.prototype as { locks?: unknown }).locks);
      const posts = recordLeadPosts(context);
      const url = await servePage(context, baseURL!, 'row8.html', leadPage('scholarship'));
      await seedStorage(page, { [OUTBOX_KEY]: JSON.stringify([queuedEntry(body)]) });
      const tabs = [page, await context.newPage()];
      for (const tab of tabs) {
        await tab.clock.install();
        await spyOnLeadFetch(tab);
      }
      await Promise.all(tabs.map((tab) => tab.goto(url)));
      expect(await tabs[1]!.evaluate(() => typeof navigator.locks)).toBe(locks ? 'object' : 'undefined');
      await expectRows(request, email, 1, ...tabs);
      // The delivering tab empties the outbox when its 2xx arrives (a moment after the server has the
      // row), and Chromium carries that localStorage write to the other tab's process asynchronously:
      // both tabs see it before their clocks move, as they would after the seconds a retry waits.
      for (const tab of tabs) await expect.poll(() => readOutbox(tab)).toEqual([]);
      // Whatever either tab scheduled (a lock or lease that was taken, a backoff) has come and gone.
      for (const tab of tabs) await tab.clock.fastForward(60_000);
      for (const tab of tabs) await expect.poll(() => readOutbox(tab)).toEqual([]);
      const fetches = (await leadFetches(tabs[0]!)) + (await leadFetches(tabs[1]!));
      if (locks) {
        // One tab at a time holds the lead. The other may still send it once after the lock is
        // released, when its copy of localStorage has not yet heard of the delivery (Chromium carries
        // writes between tabs' processes asynchronously; a loaded machine widens that window), but
        // never while the first send is on the wire; the server stores it once (RELIABILITY row 8).
        expect(fetches, 'lead POSTs from both tabs').toBeGreaterThanOrEqual(1);
        expect(fetches).toBeLessThanOrEqual(2);
        expect(new Set(posts.map((p) => p.id))).toEqual(new Set([body.id]));
        if (posts.length === 2) {
          const [a, b] = await Promise.all(posts.map(async ({ request: sent }) => (await sent.response(), sent.timing())));
          const [first, second] = a!.startTime <= b!.startTime ? [a!, b!] : [b!, a!];
          expect(second.startTime, 'the second send started after the first answer').toBeGreaterThanOrEqual(
            first.startTime + first.responseEnd,
          );
        }
      } else {
        // The lease lives in localStorage, which Chromium propagates between tabs' renderer
        // processes asynchronously: on a loaded machine both tabs can see their own claim stand.
        // Without Web Locks the guarantee is the server's: the same id, stored once.
        expect(fetches, 'lead POSTs from both tabs').toBeGreaterThanOrEqual(1);
        expect(fetches).toBeLessThanOrEqual(2);
        expect(new Set(posts.map((p) => p.id))).toEqual(new Set([body.id]));
      }
      expect(problems.pageErrors).toEqual([]);
      await expectRows(request, email, 1, ...tabs);
    });
  }
});

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
