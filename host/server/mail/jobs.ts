/**
 * Mail on the follow-up queue (../jobs/queue.ts): one job per mail, of the type `mail`.
 *
 * - A new lead's mails are planned by a lead follow-up (compose.ts `mailsFor`), so they are stored
 *   in the same transaction as the lead, and only when the lead is new: a retried post, a second
 *   server, a crash right after the commit — one job per mail whatever happens. The job's key is
 *   `mail:<lead id>:<mail>` (the queue's `type:lead:part`).
 * - A run composes and sends the job's mail; an SMTP failure throws, so the queue retries it with
 *   backoff and after the limit keeps it as dead (the desk shows it and sends it again from there).
 * - A scholarship job reads the application's code from the stored lead when it runs (the code is
 *   drawn by the insert that stores the lead, after the job was planned).
 */
import type { Lead } from '../../../src/contracts/lead';
import { PermanentJobError, type FollowUp, type JobHandler, type JobQueue } from '../jobs/queue';
import type { LeadReads } from '../leads/store';
import { mailsFor, type MailJob, type PlannedMail } from './compose';
import type { MailContent } from './mail-content';
import { MAIL_JOB_TYPE, mailPart } from './parts';
import { Mailer } from './mailer';
import type { MailSettings } from './settings';

export { MAIL_JOB_TYPE, mailPart };

/**
 * Mail retries: 30 s, doubling up to an hour, 20 runs in all (about 14 hours): an SMTP server that
 * is down for the night still delivers in the morning; after that the desk's "send again".
 */
export const MAIL_RETRY = { firstDelayMs: 30_000, factor: 2, maxDelayMs: 3_600_000, maxAttempts: 20 };

/** A planned mail as a lead follow-up. */
export function followUp(planned: PlannedMail): FollowUp {
  return { type: MAIL_JOB_TYPE, payload: planned.job, part: mailPart(planned.job), runAt: planned.runAt };
}

/** The handler that sends one mail job (reads the scholarship code from the store when the job has none). */
export function mailHandler(mailer: Pick<Mailer, 'send'>, store: Pick<LeadReads, 'getLead'>): JobHandler<MailJob> {
  return {
    type: MAIL_JOB_TYPE,
    timeoutMs: 60_000,
    retry: MAIL_RETRY,
    async run(job) {
      let mail = job;
      if (mail.mail === 'scholarship' && !mail.code) {
        const code = (await store.getLead(mail.leadId))?.scholarshipCode;
        if (!code) throw new PermanentJobError(`Lead ${mail.leadId} has no scholarship code (not stored, or stored before codes existed).`);
        mail = { ...mail, code };
      }
      await mailer.send(mail);
    },
  };
}

/** What the server's mail needs besides the queue. */
export interface MailWiring {
  settings: MailSettings;
  store: LeadReads;
  /** The school's name (content/site.json `brand`). */
  brand: string;
  content: MailContent;
  /** The school's zone (content/schedule.json `timeZone`). */
  timeZone: string;
  /** The masterclass join link; '' (the default) while the content has none. */
  masterclassJoinUrl?: string;
}

/** The mail part of a running server. */
export interface ServerMail {
  /** Whether this lead gets a mail (its form sends one and it is not quarantined): the lead API answers it as `mail`. */
  sends(lead: Lead): boolean;
  close(): void;
}

/**
 * Registers the mail handler and the lead follow-up on `queue`. Without mail settings nothing is
 * registered and `sends` is always false, so no form claims a mail.
 */
export function registerMail(queue: JobQueue, wiring: MailWiring | null): ServerMail {
  if (!wiring) return { sends: () => false, close: () => {} };
  const mailer = new Mailer(wiring.settings, { brand: wiring.brand, content: wiring.content });
  queue.register(mailHandler(mailer, wiring.store));
  const plan = (lead: Lead, now: number) =>
    mailsFor(lead, {
      content: wiring.content,
      siteOrigin: wiring.settings.siteOrigin,
      now,
      timeZone: wiring.timeZone,
      masterclassJoinUrl: wiring.masterclassJoinUrl ?? '',
    });
  queue.onLead((lead, request) => plan(lead, request.receivedAt).map(followUp));
  return {
    // True only when a mail will really go out: a quarantined lead gets none (compose.ts mailsFor),
    // so it is answered false, and the form promises no mail that never comes
    // (docs/product.md#modals, "confirmations").
    sends: (lead) => plan(lead, 0).length > 0,
    close: () => mailer.close(),
  };
}
