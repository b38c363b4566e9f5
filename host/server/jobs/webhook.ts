/**
 * Webhooks to the business's CRM, per the Standard Webhooks specification
 * (https://www.standardwebhooks.com): every new lead, of every kind (quarantined ones too, flagged
 * as the export flags them: the CRM decides), becomes one `lead.created` message per configured
 * URL, one job each. Headers `webhook-id` (the job's id: the same on every attempt, so the
 * receiver dedupes), `webhook-timestamp` (this attempt's, in seconds) and `webhook-signature`
 * (`v1,` HMAC-SHA256, by the `standardwebhooks` library). The body's `data` is the lead as the CSV
 * export has it (csv.ts csvRecord), read from the store when the attempt runs. A 2xx ends it; any
 * other answer, a network error or the timeout is retried (queue.ts: from 5 s, doubling, for
 * about 25 hours).
 */
import { Webhook } from 'standardwebhooks';
import { csvRecord } from '../leads/csv';
import type { LeadReads } from '../leads/store';
import type { WebhookSettings } from '../config';
import { PermanentJobError, type JobQueue } from './queue';

export const WEBHOOK_JOB = 'webhook';
export const LEAD_CREATED = 'lead.created';

/** One attempt's limit: a receiver that takes longer is retried later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A webhook job: where it goes (the lead is the job's). */
export interface WebhookPayload {
  url: string;
  type: typeof LEAD_CREATED;
}

/** How much of a refusing receiver's answer is kept as the job's last error. */
const ANSWER_SHOWN = 200;

export interface WebhookOptions {
  store: LeadReads;
  settings: WebhookSettings;
  /** Default the global fetch. */
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/** Registers the webhook job type and makes every new lead bring one job per URL. */
export function registerWebhooks(queue: JobQueue, options: WebhookOptions): void {
  const signer = new Webhook(options.settings.secret);
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  queue.register<WebhookPayload>({
    type: WEBHOOK_JOB,
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    async run(payload, job, signal) {
      if (!job.leadId) throw new PermanentJobError('a webhook job without a lead');
      const lead = await options.store.getLead(job.leadId);
      if (!lead) throw new PermanentJobError(`lead ${job.leadId} is not in the store`);
      const body = JSON.stringify({ type: payload.type, timestamp: new Date(lead.receivedAt).toISOString(), data: csvRecord(lead) });
      const at = new Date(now());
      const response = await send(payload.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Embudo-Webhooks/1',
          'webhook-id': job.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(job.id, at, body),
        },
        body,
        // A redirect is not a delivery: the receiver's URL is to be fixed, not followed.
        redirect: 'manual',
        signal,
      });
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel().catch(() => {});
        return;
      }
      const answer = (await response.text().catch(() => '')).slice(0, ANSWER_SHOWN);
      throw new Error(`HTTP ${response.status}${answer ? `: ${answer}` : ''}`);
    },
  });
  queue.onLead(() =>
    options.settings.urls.map((url) => ({ type: WEBHOOK_JOB, payload: { url, type: LEAD_CREATED } satisfies WebhookPayload, part: url })),
  );
}
