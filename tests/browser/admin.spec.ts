import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ENROLMENT_TOKEN } from '../../src/contracts/lead';
import { ADMIN_TOKEN } from './env';
import { expect, shieldContext, test, watchPage, type Problems } from './fixtures';
import { axe } from './helpers';
import { scholarshipBody } from './lead-helpers';

/**
 * The leads desk at /admin against the real server and its store: sign-in, the
 * session cookie, expiry, sign-out, filters and search with the CSV of the same set, hostile
 * stored values, the funnel's numbers and accessibility. The server is shared with other specs, so
 * each test narrows the desk to the rows it stored (a unique tag in emails and campaigns).
 */

// A Spanish-speaking desk user unless a test says otherwise (the desk follows Accept-Language).
test.use({ locale: 'es-PE' });

const tag = () => `desk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, token = ADMIN_TOKEN, base = ''): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.locator('#token').fill(token);
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
}

/** Nothing went wrong on the page: no page error, console error or CSP violation. */
function clean(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((m) => !/status of 401/.test(m))).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

async function axeClean(page: Page, label: string): Promise<void> {
  await axe(page, label);
}

async function postLead(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const res = await request.post('/api/leads', { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

function brochureBody(email: string, more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    kind: 'brochure',
    lead: true,
    evento: false,
    bootcamp: 'fullstack',
    email,
    name: 'Luis',
    country: 'MX',
    Token: ENROLMENT_TOKEN,
    landing: 'temario',
    source: '',
    phone: 'phone',
    meta: { fillMs: 5000, hp: '', page: 'http://127.0.0.1/brochure', lang: 'es' },
    ...more,
  };
}

/** The email cells of the leads table, top to bottom. */
const emailCells = (page: Page) => page.locator('#leads tbody tr td:nth-child(4)');

/**
 * The table shows exactly these emails, in this order. A retrying assertion: after a click or a
 * select the desk navigates, and the new page may be committed but not yet parsed.
 */
const expectTable = (page: Page, emails: string[]) => expect(emailCells(page)).toHaveText(emails);

/**
 * Picks an option of a filter select, which applies it at once (the desk's script submits the
 * form), once the page has loaded: before its script runs, a select only changes its value.
 */
async function choose(page: Page, select: string, value: string, url: RegExp): Promise<void> {
  await page.waitForLoadState('load');
  await page.locator(select).selectOption(value);
  await expect(page).toHaveURL(url);
}

/** The email column of a downloaded CSV (header left out). */
async function csvEmails(page: Page): Promise<{ emails: string[]; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Descargar CSV|Download CSV/ }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const column = lines[0]!.split(',').indexOf('email');
  return { emails: lines.slice(1).map((line) => line.split(',')[column]!), text };
}

/**
 * A server of its own (the built one, on a free loopback port) over the store in `dir`, with the
 * admin token unless `env` says otherwise: for tests that end sessions or restart the server, which
 * must not touch the shared server's sessions.
 */
async function ownServer(dir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      EMBUDO_DB: path.join(dir, 'embudo.db'),
      EMBUDO_ADMIN_TOKEN: ADMIN_TOKEN,
      EMBUDO_RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
        if (url) resolve(url);
      });
      child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
      setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    });
    return { child, base };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/** Stops a server of ownServer and waits until it has exited (its store closed). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A new folder for an own server's store. */
function storeDir(name: string): string {
  const dir = path.join('test-results', 'browser-store', `${name}-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

test.describe('sign-in', () => {
  test('a wrong token is refused, the right one signs in with a strict session cookie; sign-out ends it', async ({
    page,
    context,
    problems,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, 'this-is-not-the-admin-token');
    await expect(page.getByRole('alert')).toHaveText('Ese token no es correcto. Revisa que lo copiaste completo.');
    expect((await context.cookies()).find((c) => c.name === 'embudo_admin')).toBeUndefined();

    await page.locator('#token').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
    expect(page.url()).not.toContain(ADMIN_TOKEN);
    const session = (await context.cookies()).find((c) => c.name === 'embudo_admin')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin', secure: false });
    expect(session.expires * 1000 - Date.now()).toBeGreaterThan(7.9 * 3_600_000);
    expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(8 * 3_600_000);
    expect(await page.evaluate(() => document.cookie)).not.toContain('embudo_admin=');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?m=signedout$/);
    await expect(page.getByRole('status')).toHaveText('Cerraste la sesión.');
    expect((await context.cookies()).find((c) => c.name === 'embudo_admin')).toBeUndefined();
    // The old cookie, replayed, is refused: the session ended on the server too.
    await context.addCookies([{ ...session }]);
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/admin\/login\?m=expired$/);
    clean(problems);
  });

  test('an expired session sends back to the sign-in form, saying so', async ({ page, context, problems }) => {
    test.setTimeout(60_000);
    // A server of its own whose sessions last 2 s (EMBUDO_ADMIN_SESSION), on a free port.
    const dir = storeDir('admin-expiry');
    const { child, base } = await ownServer(dir, { EMBUDO_ADMIN_SESSION: '2s' });
    try {
      await signIn(page, ADMIN_TOKEN, base);
      await expect(page).toHaveURL(`${base}/admin/leads`);
      const session = (await context.cookies(`${base}/admin/leads`)).find((c) => c.name === 'embudo_admin')!;
      expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(2000);
      await page.waitForTimeout(2500);
      // Even a browser that kept the cookie past its Max-Age is refused by the server.
      await context.addCookies([{ ...session, expires: Date.now() / 1000 + 3600 }]);
      await page.goto(`${base}/admin/leads`);
      await expect(page).toHaveURL(`${base}/admin/login?m=expired`);
      await expect(page.getByRole('status')).toHaveText('Tu sesión terminó. Vuelve a entrar con el token.');
      clean(problems);
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('after a restart with a new admin token the old session cookie downloads nothing, and the sign-in form says why', async ({
    page,
    context,
    problems,
  }) => {
    test.setTimeout(60_000);
    const dir = storeDir('admin-rotate');
    const first = await ownServer(dir);
    let second: { child: ChildProcess; base: string } | undefined;
    try {
      await signIn(page, ADMIN_TOKEN, first.base);
      await expect(page).toHaveURL(`${first.base}/admin/leads`);
      expect((await page.request.get(`${first.base}/admin/leads.csv`, { maxRedirects: 0 })).status()).toBe(200);
      const session = (await context.cookies(`${first.base}/admin/leads`)).find((c) => c.name === 'embudo_admin')!;
      // The operator rotates the token: the same store, the server restarted with another one.
      await stopServer(first.child);
      const rotated = randomBytes(32).toString('base64');
      second = await ownServer(dir, { EMBUDO_ADMIN_TOKEN: rotated });
      await page.goto(`${second.base}/admin/leads.csv`);
      await expect(page).toHaveURL(`${second.base}/admin/login?m=token`);
      await expect(page.getByRole('status')).toHaveText('El token de administración cambió y tu sesión terminó. Entra con el token nuevo.');
      // The cookie replayed by hand gets no CSV either.
      await context.addCookies([session]);
      const csv = await page.request.get(`${second.base}/admin/leads.csv`, { maxRedirects: 0 });
      expect(csv.status()).toBe(303);
      expect(csv.headers()['location']).toBe('/admin/login?m=token');
      // The old token no longer signs in; the new one does.
      await signIn(page, ADMIN_TOKEN, second.base);
      await expect(page.getByRole('alert')).toHaveText('Ese token no es correcto. Revisa que lo copiaste completo.');
      await signIn(page, rotated, second.base);
      await expect(page).toHaveURL(`${second.base}/admin/leads`);
      clean(problems);
    } finally {
      await stopServer(first.child);
      if (second) await stopServer(second.child);
    }
  });

  test('the sessions page lists each session, marks this one, is axe clean in both languages; "sign out everywhere" ends them all', async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(60_000);
    // A server of its own: signing out everywhere on the shared one would sign other tests out.
    const { child, base } = await ownServer(storeDir('admin-sessions'));
    const elsewhere = await browser.newContext({ locale: 'es-PE' });
    try {
      await shieldContext(elsewhere, problems);
      const other = await elsewhere.newPage();
      await watchPage(other, problems);
      await signIn(other, ADMIN_TOKEN, base);
      await expect(other).toHaveURL(`${base}/admin/leads`);
      await signIn(page, ADMIN_TOKEN, base);
      await expect(page).toHaveURL(`${base}/admin/leads`);

      await page.getByRole('link', { name: 'Sesiones' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sesiones abiertas');
      const rows = page.locator('#sessions tbody tr');
      await expect(rows).toHaveCount(2);
      // Most recently used first: this browser signed in last.
      await expect(rows.nth(0).locator('th')).toHaveText('Esta sesión');
      await expect(rows.nth(1).locator('th')).toHaveText('Otra sesión');
      await expect(page.locator('#sessions tr[data-current]')).toHaveCount(1);
      await expect(rows.nth(0).locator('time')).toHaveCount(3);
      await axeClean(page, 'sessions (es)');
      await page.getByRole('link', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed-in sessions');
      await expect(rows.nth(0).locator('th')).toHaveText('This session');
      await axeClean(page, 'sessions (en)');
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL(`${base}/admin/login?m=everywhere`);
      await expect(page.getByRole('status')).toHaveText('You signed out everywhere: every desk session has ended.');
      // The other browser's session ended too.
      await other.goto(`${base}/admin/leads`);
      await expect(other).toHaveURL(`${base}/admin/login?m=expired`);
      await page.goto(`${base}/admin/sessions`);
      await expect(page).toHaveURL(`${base}/admin/login`);
      clean(problems);
    } finally {
      await elsewhere.close();
      await stopServer(child);
    }
  });
});

test.describe('leads', () => {
  test('filters and search narrow the table, and the CSV holds exactly the rows of the table', async ({ page, request, problems }) => {
    const t = tag();
    await postLead(request, scholarshipBody(`ana.${t}@example.com`, { country: 'PE' }));
    await postLead(request, scholarshipBody(`bea.${t}@example.com`, { country: 'CO', phone: '+573001112233' }));
    await postLead(request, brochureBody(`carlos.${t}@example.com`, { country: 'PE' }));
    await postLead(request, brochureBody(`dora.${t}@example.com`, { country: 'PE', Plan: 'Contado' }));
    // A masterclass sign-up (no class scheduled): its own kind, filed as the masterclass form.
    const {
      beca: _beca,
      fecha: _fecha,
      ...person
    } = scholarshipBody(`eva.${t}@example.com`, { country: 'PE', meta: { fillMs: 5000, page: 'http://127.0.0.1/masterclass' } });
    await postLead(request, { ...person, kind: 'masterclass', masterclassAt: null });
    // A request to talk to an advisor: its own kind, filed under 'Asesor', not as a scholarship.
    await postLead(request, { ...person, id: randomUUID(), email: `fia.${t}@example.com`, kind: 'advisor' });
    await signIn(page);
    await page.locator('#f-q').fill(t);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const all = [
      `fia.${t}@example.com`,
      `eva.${t}@example.com`,
      `dora.${t}@example.com`,
      `carlos.${t}@example.com`,
      `bea.${t}@example.com`,
      `ana.${t}@example.com`,
    ];
    await expectTable(page, all);
    await expect(page.locator('#lead-count')).toHaveText('6 leads');
    expect((await csvEmails(page)).emails).toEqual(all);

    // A select applies at once (the desk's script); without it the Apply button does the same.
    await choose(page, '#f-country', 'PE', /country=PE/);
    await expectTable(page, [
      `fia.${t}@example.com`,
      `eva.${t}@example.com`,
      `dora.${t}@example.com`,
      `carlos.${t}@example.com`,
      `ana.${t}@example.com`,
    ]);
    await choose(page, '#f-kind', 'scholarship', /kind=scholarship/);
    await expectTable(page, [`ana.${t}@example.com`]);
    expect((await csvEmails(page)).emails).toEqual([`ana.${t}@example.com`]);
    await choose(page, '#f-kind', 'enrolment', /kind=enrolment/);
    await expectTable(page, [`dora.${t}@example.com`]);
    await choose(page, '#f-kind', 'masterclass', /kind=masterclass/);
    await expectTable(page, [`eva.${t}@example.com`]);
    await choose(page, '#f-kind', 'advisor', /kind=advisor/);
    await expectTable(page, [`fia.${t}@example.com`]);
    await expect(page.locator('#leads tbody tr .tag').first()).toHaveText('Asesor');
    await expect(page.locator('#f-kind option[value="advisor"]')).toHaveText('Asesor');
    const advisorCsv = await csvEmails(page);
    expect(advisorCsv.emails).toEqual([`fia.${t}@example.com`]);
    expect(advisorCsv.text).toMatch(/\r\n[^,]+,[^,]+,advisor,no,/);

    // Search by phone digits, with spaces as a person types them.
    await page.goto('/admin/leads');
    await page.locator('#f-q').fill('300 111 2233');
    await page.locator('#f-q').press('Enter');
    await expect(page).toHaveURL(/q=300\+111\+2233/);
    await expect(emailCells(page).filter({ hasText: `bea.${t}@example.com` })).toHaveCount(1);
    await expect(emailCells(page).filter({ hasText: `ana.${t}@example.com` })).toHaveCount(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    await page.goto(`/admin/leads?q=${t}&from=${today}&to=${today}`);
    await expectTable(page, all);
    await page.goto(`/admin/leads?q=${t}&to=2020-01-01`);
    await expect(page.getByText('Ningún lead coincide con estos filtros.')).toBeVisible();
    expect((await csvEmails(page)).emails).toEqual([]);
    clean(problems);
  });

  test('hostile stored values are shown as text and neutralised in the CSV', async ({ page, request, problems }) => {
    const t = tag();
    const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    await postLead(
      request,
      brochureBody(`=1+2.${t}@example.com`, { source: `?q=${markup}`, Plan: '=HYPERLINK("http://evil.example","x")' }),
    );
    await signIn(page);
    await page.goto(`/admin/leads?q=${t}`);
    const row = page.locator('#leads tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(3)).toHaveText(`=1+2.${t}@example.com`);
    await expect(row.locator('td').nth(7)).toContainText(markup);
    await expect(row.locator('td').nth(7)).toContainText('Plan: =HYPERLINK("http://evil.example","x")');
    expect(await page.locator('#leads img, #leads script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const { text } = await csvEmails(page);
    expect(text).toContain(`'=1+2.${t}@example.com`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    clean(problems);
  });
});

test.describe('funnel', () => {
  test('the funnel shows exactly the visits the test posted, with step rates; the site reports its own stages', async ({
    page,
    request,
    problems,
  }) => {
    const t = tag();
    const posted: Record<string, number> = { viewed_landing: 8, clicked_cta: 6, opened_form: 3, submitted_form: 2, clicked_whatsapp: 1 };
    const stages = Object.keys(posted);
    for (let visit = 0; visit < 8; visit++) {
      for (const stage of stages) {
        if (visit >= posted[stage]!) continue;
        const res = await request.post('/api/events', {
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          data: JSON.stringify({ event_name: 'funnel', stage, visit: `${t}-visit-${visit}`, source: 'ig', campaign: t }),
        });
        expect(res.status()).toBe(201);
      }
    }
    // A repeat of a stage by the same visit is not counted twice.
    expect(
      (
        await request.post('/api/events', {
          data: { event_name: 'funnel', stage: 'viewed_landing', visit: `${t}-visit-0`, source: 'ig', campaign: t },
        })
      ).status(),
    ).toBe(200);

    await signIn(page);
    await page.goto(`/admin/funnel?channel=ig~${t}&lang=en`);
    const visits = async (stage: string) => page.locator(`#funnel tr[data-stage="${stage}"] td[data-visits]`).textContent();
    for (const [stage, n] of Object.entries(posted)) expect(await visits(stage), stage).toBe(String(n));
    expect(await visits('payment_initiated')).toBe('0');
    await expect(page.locator('#funnel tr[data-stage="clicked_cta"] td').nth(2)).toHaveText('75%');
    await expect(page.locator('#funnel tr[data-stage="opened_form"] td').nth(2)).toHaveText('50%');
    await expect(page.locator('#funnel tr[data-stage="opened_form"] td').nth(3)).toHaveText('37.5%');

    // The site itself: a landing visit with utm values is one viewed_landing of that campaign.
    const site = await page.context().newPage();
    const reported = site.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
    await site.goto(`/?utm_source=desk-test&utm_campaign=${t}-site`);
    expect(JSON.parse((await reported).postData()!)).toMatchObject({
      event_name: 'funnel',
      stage: 'viewed_landing',
      source: 'desk-test',
      campaign: `${t}-site`,
    });
    // Closing the page while the beacon is still on its way could cancel it: wait for its answer.
    expect((await (await reported).response())?.status()).toBe(201);
    await site.close();
    await expect(async () => {
      await page.goto(`/admin/funnel?channel=desk-test~${t}-site&lang=en`);
      expect(await visits('viewed_landing')).toBe('1');
    }).toPass({ timeout: 10_000 });
    clean(problems);
  });
});

test.describe('accessibility, languages and look', () => {
  test.use({ locale: 'en-US' });
  test('sign-in, leads and funnel pages are axe clean in both languages; screenshots at 1280 and 360 px', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(90_000);
    const t = tag();
    await postLead(request, scholarshipBody(`shot.${t}@example.com`, { country: 'PE', name: 'Rosa Quispe' }));
    await postLead(request, brochureBody(`shot2.${t}@example.com`, { country: 'MX', Plan: 'Cuotas', source: '?utm_source=ig' }));
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the leads desk');
    await axeClean(page, 'sign-in (en)');
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await axeClean(page, 'leads (en)');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await axeClean(page, 'leads (es)');
    await page.getByRole('link', { name: 'Embudo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embudo de conversión');
    await axeClean(page, 'funnel (es)');
    await page.getByRole('link', { name: 'Sesiones', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sesiones abiertas');
    await axeClean(page, 'sessions (es)');
    mkdirSync('.tmp', { recursive: true });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await page.goto('/admin/leads');
      await page.screenshot({ path: `.tmp/admin-leads-${width}.png`, fullPage: true });
      await page.goto('/admin/funnel');
      await page.screenshot({ path: `.tmp/admin-funnel-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto('/admin/sessions');
      await page.screenshot({ path: `.tmp/admin-sessions-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    clean(problems);
  });
});

test.describe("a lead's follow-up", () => {
  test.use({ locale: 'en-US' });
  test('each lead links to its follow-up page, which is axe clean in both languages and says what is configured', async ({
    page,
    request,
    problems,
  }) => {
    const t = tag();
    await postLead(request, scholarshipBody(`follow.${t}@example.com`, { country: 'PE', name: 'Rosa Follow' }));
    await signIn(page);
    await page.goto(`/admin/leads?q=${encodeURIComponent(`follow.${t}`)}`);
    await page.getByRole('link', { name: 'See follow-up' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosa Follow');
    await expect(page.getByRole('heading', { level: 2, name: "The lead's follow-up" })).toBeVisible();
    // The test server configures no webhook, conversion or mail: the page says so rather than an empty table.
    await expect(page.getByText(/Nothing is configured for this lead/)).toBeVisible();
    await axeClean(page, 'follow-up (en)');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Seguimiento del lead' })).toBeVisible();
    await axeClean(page, 'follow-up (es)');
    await page.getByRole('link', { name: /Volver a los leads/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
    clean(problems);
  });
});
