/**
 * What follows a stored lead, put together from the settings: the job queue with a handler per
 * configured part (webhooks to the CRM, Meta Conversions API, TikTok Events API), and the lines
 * the start output prints about what is configured and what is not. A new part (mail) registers
 * its handler and lead producer here.
 */
import type { FollowUpSettings } from '../config';
import type { Jobs, LeadReads } from '../leads/store';
import { registerConversions } from './conversions';
import { JobQueue, retrySpanMs, type QueueOptions } from './queue';
import { registerWebhooks } from './webhook';

export interface FollowUpOptions {
  /** The queue's jobs, and the stored leads its parts send. */
  store: Jobs & LeadReads;
  settings: FollowUpSettings;
  /** The site content's pixel ids, used when the environment names none. */
  pixels?: { meta?: string; tiktok?: string };
  /** Queue options (tests: short retries and polls). */
  queue?: Omit<QueueOptions, 'store'>;
  /** The HTTP client of every part (tests keep it to loopback). */
  fetch?: typeof fetch;
}

export interface FollowUp {
  queue: JobQueue;
  /** One line per part: what it does, or how to turn it on. */
  summary: string[];
}

const hours = (ms: number) => Math.round(ms / 3_600_000);

export function createFollowUp(options: FollowUpOptions): FollowUp {
  const timing = options.settings.queue;
  const queue = new JobQueue({
    store: options.store,
    ...(timing?.leaseMs !== undefined ? { leaseMs: timing.leaseMs } : {}),
    ...(timing?.pollMs !== undefined ? { pollMs: timing.pollMs } : {}),
    ...(timing?.firstRetryMs !== undefined ? { retry: { firstDelayMs: timing.firstRetryMs } } : {}),
    ...options.queue,
  });
  const { webhook, meta, tiktok } = options.settings;
  const summary: string[] = [];
  if (webhook) {
    registerWebhooks(queue, { store: options.store, settings: webhook, fetch: options.fetch, now: options.queue?.now });
    summary.push(
      `webhooks: lead.created to ${webhook.urls.join(', ')} (Standard Webhooks, retried for ${hours(retrySpanMs(queue.policy('webhook')))} h)`,
    );
  } else {
    summary.push('webhooks: off (set EMBUDO_WEBHOOK_URLS and EMBUDO_WEBHOOK_SECRET to send every lead to the CRM)');
  }
  summary.push(
    ...registerConversions(queue, {
      store: options.store,
      meta,
      tiktok,
      pixels: options.pixels ?? {},
      fetch: options.fetch,
      now: options.queue?.now,
    }),
  );
  return { queue, summary };
}
