// @vitest-environment node
/**
 * Mail through the lead API and the follow-up queue, on both lead-store engines, to a real SMTP
 * server on 127.0.0.1: the 201 says whether a mail goes out, each mail is one job stored with its
 * lead (a retried post adds none), the scholarship mail carries the code stored with the lead, a
 * refused send is retried, a mail that keeps failing is dead-lettered and "send again" sends it.
 */
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeadInput } from '../../../src/contracts/lead';
import { JobQueue } from '../jobs/queue';
import { openStore, type StoreSettings } from '../leads/store/open';
import { PG_MISSING } from '../../../tests/support/pg-test-cluster';
import { leadRoutes } from '../leads/routes';
import { SAME_ORIGIN_ONLY } from '../leads/origin';
import { storeEngines } from '../leads/store/engines';
import type { LeadStore } from '../leads/store';
import { advisorLead, brochureLead, masterclassLead, scholarshipLead } from '../../../tests/support/lead-api';
import { MAIL_JOB_TYPE, registerMail } from './jobs';
import { DEFAULT_MAIL_CONTENT } from './mail-content';
import { decodeHeader, parseMime, partOf, startTestSmtp, type TestSmtp } from '../../../tests/support/smtp-test-server';
import { until } from '../../../tests/support/until';

const SITE = 'https://embudo.test';
const FAST = { firstDelayMs: 5, factor: 2, maxDelayMs: 20, maxAttempts: 3 };
const engines = storeEngines('embudo-mail-', { poolSize: 10, poolWaitMs: 2000, statementTimeoutMs: 5000 });

describe.each(engines)('mail on the queue, $name', (engine) => {
  describe.skipIf(engine.skip)(engine.skip ? `skipped: ${PG_MISSING}` : 'mail', () => {
    let smtp: TestSmtp;
    let settings: StoreSettings;
    const stores: LeadStore[] = [];
    const queues: JobQueue[] = [];
    const closers: (() => void)[] = [];
    beforeAll(async () => {
      smtp = await startTestSmtp();
      await engine.beforeAll();
    }, 30_000);
    afterAll(async () => {
      await smtp.close();
      await engine.afterAll();
    });
    afterEach(async () => {
      for (const queue of queues.splice(0)) await queue.stop(100);
      for (const close of closers.splice(0)) close();
      for (const store of stores.splice(0)) await store.close();
      smtp.received.length = 0;
    });

    /** A lead API with mail on (or off), over a fresh store; the queue is drained by hand. */
    async function server(mailOn = true) {
      settings = await engine.fresh();
      const store = await openStore(settings);
      stores.push(store);
      const queue = new JobQueue({ store, pollMs: 10, retry: FAST, log: () => {} });
      queues.push(queue);
      const mail = registerMail(
        queue,
        mailOn
          ? {
              settings: {
                smtpUrl: smtp.url,
                from: 'Embudo Bootcamp <hola@embudo.test>',
                fromAddress: 'hola@embudo.test',
                siteOrigin: SITE,
              },
              store,
              brand: 'Embudo Bootcamp',
              content: DEFAULT_MAIL_CONTENT,
              timeZone: 'America/Lima',
            }
          : null,
      );
      closers.push(() => mail.close());
      const app = new Hono();
      app.route(
        '/api',
        leadRoutes({ store, queue, mail, allowedOrigins: SAME_ORIGIN_ONLY, adminToken: undefined, trustProxy: 0, rateLimit: null }),
      );
      const post = (lead: LeadInput) =>
        app.request('http://embudo.test/api/leads', {
          method: 'POST',
          body: JSON.stringify(lead),
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        });
      return { store, queue, post };
    }

    it('the answer says a mail goes out; the brochure and the code arrive, one job each, even when the post is retried', async () => {
      const { store, queue, post } = await server();
      const brochure = brochureLead({ email: 'luis@example.com', meta: { fillMs: 5000, lang: 'en' } });
      const scholarship = scholarshipLead({ email: 'ana@example.com' });
      const first = await post(brochure);
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ status: 'stored', id: brochure.id, mail: true });
      expect(await (await post(scholarship)).json()).toMatchObject({ status: 'stored', mail: true });
      // The outbox's retry of the same lead: the same answer, no second job.
      expect(await (await post(brochure)).json()).toEqual({ status: 'duplicate', id: brochure.id, mail: true });
      expect((await store.leadJobs(brochure.id as string)).map((j) => [j.type, j.key])).toEqual([
        [MAIL_JOB_TYPE, `mail:${brochure.id}:brochure`],
      ]);
      await queue.drain();
      const mails = await smtp.waitFor(2);
      expect(smtp.received).toHaveLength(2);
      const byTo = new Map(mails.map((m) => [m.to[0], parseMime(m.raw)]));
      const brochureMail = byTo.get('luis@example.com')!;
      expect(decodeHeader(brochureMail.headers.subject ?? '')).toBe('Your Full Stack Developer bootcamp brochure');
      expect(partOf(brochureMail, 'text/plain')?.body).toContain(`${SITE}/brochure-pdf?lang=en`);
      expect(partOf(brochureMail, 'text/html')?.body).toContain(`href="${SITE}/brochure-pdf?lang=en"`);
      const code = (await store.getLead(scholarship.id as string))?.scholarshipCode;
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      const codeMail = byTo.get('ana@example.com')!;
      expect(decodeHeader(codeMail.headers.subject ?? '')).toBe(`Tu código de beca parcial: ${code}`);
      expect(partOf(codeMail, 'text/plain')?.body).toContain(code);
      expect(partOf(codeMail, 'text/html')?.body).toContain(code);
      expect((await store.leadJobs(scholarship.id as string)).map((j) => j.status)).toEqual(['done']);
    });

    it('a masterclass registration: the confirmation with its invitation now, the reminders planned before the class', async () => {
      const { store, queue, post } = await server();
      // Three days ahead, on the hour, as content/schedule.json writes it (Lima's offset).
      const startsAt = Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000;
      const iso = new Date(startsAt - 5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-05:00');
      const lead = masterclassLead({ email: 'sofia@example.com', masterclassAt: iso });
      expect(await (await post(lead)).json()).toMatchObject({ status: 'stored', mail: true });
      const jobs = (await store.leadJobs(lead.id as string)).sort((a, b) => a.runAt - b.runAt);
      expect(jobs.map((j) => [j.key, j.runAt >= startsAt - 24 * 3_600_000 ? j.runAt - startsAt : 'now'])).toEqual([
        [`mail:${lead.id}:masterclass-confirmation`, 'now'],
        [`mail:${lead.id}:masterclass-reminder-24h`, -24 * 3_600_000],
        [`mail:${lead.id}:masterclass-reminder-1h`, -3_600_000],
      ]);
      await queue.drain();
      const [confirmation] = await smtp.waitFor(1);
      expect(smtp.received).toHaveLength(1); // the reminders wait for their time
      const message = parseMime(confirmation!.raw);
      expect(confirmation!.to).toEqual(['sofia@example.com']);
      const ics = partOf(message, 'text/calendar')?.body ?? '';
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toMatch(/DTSTART;TZID=America\/Lima:\d{8}T\d{6}/);
      expect((await store.leadJobs(lead.id as string)).map((j) => j.status).sort()).toEqual(['done', 'pending', 'pending']);
    });

    it('without mail settings the answer says so and no job is stored', async () => {
      const { store, queue, post } = await server(false);
      const lead = brochureLead();
      expect(await (await post(lead)).json()).toEqual({ status: 'stored', id: lead.id, mail: false });
      expect(await store.leadJobs(lead.id as string)).toEqual([]);
      expect(await queue.drain()).toBe(0);
      expect(smtp.received).toHaveLength(0);
    });

    it('a quarantined lead gets no mail, and the answer does not promise one (status and code as any other)', async () => {
      const { store, post } = await server();
      const bot = brochureLead({ meta: { fillMs: 5000, hp: 'http://spam.example' } });
      const first = await post(bot);
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ status: 'stored', id: bot.id, mail: false });
      expect(await (await post(bot)).json()).toEqual({ status: 'duplicate', id: bot.id, mail: false });
      const fast = scholarshipLead({ meta: { fillMs: 300 } });
      expect(await (await post(fast)).json()).toEqual({ status: 'stored', id: fast.id, mail: false });
      expect(await store.leadJobs(bot.id as string)).toEqual([]);
      expect(await store.leadJobs(fast.id as string)).toEqual([]);
    });

    it('an advisor request is stored as its own kind and mailed nothing: no scholarship code', async () => {
      const { store, queue, post } = await server();
      const lead = advisorLead({ email: 'eva@example.com' });
      const res = await post(lead);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: 'stored', id: lead.id, mail: false });
      expect(await store.getLead(lead.id as string)).toMatchObject({ kind: 'advisor', form: 'advisor', scholarshipCode: null });
      expect(await store.leadJobs(lead.id as string)).toEqual([]);
      expect(await queue.drain()).toBe(0);
      expect(smtp.received).toHaveLength(0);
    });

    it('a refused send is retried; one that keeps failing is dead, and "send again" sends it', async () => {
      const { store, queue, post } = await server();
      const lead = scholarshipLead({ email: 'eva@example.com' });
      await post(lead);
      smtp.failNext(FAST.maxAttempts);
      queue.start();
      await until(async () => (await store.leadJobs(lead.id as string))[0]?.status === 'dead');
      const [dead] = await store.leadJobs(lead.id as string);
      expect(dead).toMatchObject({ attempts: FAST.maxAttempts, status: 'dead' });
      expect(dead?.lastError).toMatch(/scholarship mail for lead .* was not sent/);
      expect(smtp.received).toHaveLength(0);
      expect(await store.retryJob(dead!.id, Date.now())).toBe(true);
      queue.wake();
      const [mail] = await smtp.waitFor(1);
      expect(mail?.to).toEqual(['eva@example.com']);
      await until(async () => (await store.leadJobs(lead.id as string))[0]?.status === 'done');
    });
  });
});
