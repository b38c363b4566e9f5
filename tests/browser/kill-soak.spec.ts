import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process';
import { ADMIN_TOKEN } from './env';
import { expect, html, test } from './fixtures';
import {
  deliveryStatus,
  fillForm,
  openDialog,
  openForm,
  readOutbox,
  servePage,
  submitForm,
  uniqueEmail,
  visitor,
  type StoredLead,
} from './lead-helpers';

/**
 * The browser's half of the kill soak (host/server/kill-soak.test.ts is the server's):
 * an open page whose server is killed with SIGKILL keeps the lead it could not send in its outbox,
 * and delivers it, once, when the server is back on the same port and the same SQLite store.
 * The server is a process of this test (dist/server/main.js), so it can be killed.
 */

let dir: string;
let server: ServerProcess;
const env = () => ({ EMBUDO_DB: path.join(dir, 'embudo.db'), EMBUDO_RATE_LIMIT: 'off', EMBUDO_ADMIN_TOKEN: ADMIN_TOKEN });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-kill-'));
  server = await startServerProcess({ root: process.cwd(), entry: 'dist', env: env() });
});
test.afterAll(async () => {
  await server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function rowsFor(request: APIRequestContext, origin: string, email: string): Promise<StoredLead[]> {
  const res = await request.get(`${origin}/api/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { leads: StoredLead[] }).leads.filter((lead) => lead.email === email);
}

test("kill soak: a lead sent while the server is killed stays in the open page's outbox and is delivered once the server is back on the same store", async ({
  page,
  context,
  request,
  problems,
}) => {
  const before = uniqueEmail('kill-before');
  const during = uniqueEmail('kill-during');
  await page.clock.install();
  const body = html(
    `<button type="button" id="opener" data-embudo-open="scholarship">Beca</button>
     <button type="button" id="brochure-opener" data-embudo-open="brochure">Temario</button>
     <script src="/widgets/embudo.js" data-country="PE"></script>`,
  );
  await page.goto(await servePage(context, server.origin, 'kill.html', body));
  // A first lead, delivered before the kill: it survives the kill in the store.
  await openForm(page, 'scholarship');
  await fillForm(page, 'scholarship', visitor(before));
  await submitForm(page, 'scholarship');
  await expect.poll(async () => (await rowsFor(request, server.origin, before)).length).toBe(1);
  await page.keyboard.press('Escape');

  await server.kill('SIGKILL');
  // The same open page, its server gone: the next lead cannot be sent.
  await page.locator('#brochure-opener').click();
  await expect(openDialog(page, 'brochure')).toBeVisible();
  await fillForm(page, 'brochure', { name: 'Luis Caído', email: during });
  await submitForm(page, 'brochure');
  await expect(deliveryStatus(page, 'brochure')).toHaveText('Tus datos están guardados; seguimos intentando enviarlos.');
  const entry = (await readOutbox(page)).find((e) => e.body.includes(during));
  expect(entry, 'the lead is in the outbox').toBeDefined();

  server = await startServerProcess({ root: process.cwd(), entry: 'dist', env: env(), port: server.port });
  // Past the longest backoff (60 s): the outbox's next try comes, whatever try it is on.
  await page.clock.fastForward(61_000);
  await expect
    .poll(async () => (await rowsFor(request, server.origin, during)).map((row) => row.id), { message: 'delivered after the restart' })
    .toEqual([entry!.id]);
  await expect.poll(async () => (await readOutbox(page)).filter((e) => e.state !== 'rejected').length).toBe(0);
  expect(await rowsFor(request, server.origin, before)).toHaveLength(1);
  expect(problems.pageErrors).toEqual([]);
});
