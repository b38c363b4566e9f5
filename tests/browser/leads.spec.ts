import type { Page, Route } from '@playwright/test';
import { expect, freezeClock, html, test } from './fixtures';
import {
  clean,
  deepFocus,
  DELIVERED,
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
  OFFLINE,
  openDialog,
  openForm,
  OUTBOX_KEY,
  outboxEntry,
  queuedEntry,
  readOutbox,
  recordLeadPosts,
  RETRYING,
  scholarshipBody,
  seedStorage,
  sendLead,
  sentPanel,
  servePage,
  spyOnLeadFetch,
  submitForm,
  uniqueEmail,
  visitor,
  waitForRetry,
} from './lead-helpers';

/**
 * "No lead is ever lost" when delivery fails (RELIABILITY rows 1–7; hostile browsers and input:
 * ./leads-hostile.spec.ts) against the real server and its
 * SQLite store: faults are injected with page.route, page.clock, context.setOffline and init
 * scripts, and every test ends by counting the rows the store holds for the test's own email —
 * exactly one per lead, or none when nothing was accepted.
 */

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
