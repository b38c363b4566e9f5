// @vitest-environment node
/**
 * The server as `npm start` runs it (main.ts in its own process) with mail set up: it says so at
 * start, answers a lead with `mail: true`, and the mail reaches a real SMTP server on 127.0.0.1
 * through the follow-up queue. A bad mail setting stops the start naming the variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brochureLead } from '../../../tests/support/lead-api';
import { runMain as runMainProcess } from '../../../tests/support/run-main';
import { createFixture, type Fixture } from '../../../tests/support/test-fixtures';
import { decodeHeader, parseMime, partOf, startTestSmtp, type TestSmtp } from '../../../tests/support/smtp-test-server';

let fixture: Fixture;
let smtp: TestSmtp;
let dir: string;

beforeAll(async () => {
  fixture = createFixture();
  smtp = await startTestSmtp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-main-mail-'));
});
afterAll(async () => {
  await smtp.close();
  fixture.remove();
  rmSync(dir, { recursive: true, force: true });
});

/** main.ts with the fixture's root on a free port (a longer hang guard: mail loads its stack at start). */
const runMain = (env: Record<string, string>, onStarted?: (url: string) => Promise<void>) =>
  runMainProcess({ PORT: '0', EMBUDO_ROOT: fixture.root, ...env }, onStarted, 50_000);

describe('main.ts with mail', { timeout: 60_000 }, () => {
  it('says mail is on, answers mail: true, and the brochure mail arrives', async () => {
    const mailEnv = {
      EMBUDO_DB: path.join(dir, 'leads.db'),
      EMBUDO_SMTP_URL: smtp.url,
      EMBUDO_MAIL_FROM: 'Embudo Bootcamp <hola@embudo.test>',
      EMBUDO_SITE_URL: 'https://www.embudo.test',
    };
    const lead = brochureLead({ email: 'luis@example.com' });
    let answer: unknown;
    const run = await runMain(mailEnv, async (url) => {
      answer = await (await fetch(`${url}/api/leads`, { method: 'POST', body: JSON.stringify(lead) })).json();
      await smtp.waitFor(1, 20_000);
    });
    expect(run.stdout, `exit ${run.code}; stderr: ${run.stderr}`).toContain(
      `mail: sent through ${smtp.url} from Embudo Bootcamp <hola@embudo.test>`,
    );
    expect(answer).toEqual({ status: 'stored', id: lead.id, mail: true });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['luis@example.com']);
    const message = parseMime(mail!.raw);
    expect(decodeHeader(message.headers.subject ?? '')).toBe('Tu brochure del bootcamp Full Stack Developer');
    expect(partOf(message, 'text/plain')?.body).toContain('https://www.embudo.test/brochure-pdf');
    expect(run.code).toBe(0);
  });

  it('without EMBUDO_SITE_URL mail does not start: exit 1 naming it', async () => {
    const run = await runMain({
      EMBUDO_DB: ':memory:',
      EMBUDO_SMTP_URL: smtp.url,
      EMBUDO_MAIL_FROM: 'hola@embudo.test',
      EMBUDO_SITE_URL: '',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Mail needs EMBUDO_SITE_URL');
  });
});
