/**
 * Entry point of `npm start` (bundled to dist/server/main.js, run from the project root).
 * Environment (details in config.ts readConfig):
 * - HOST (default 127.0.0.1), PORT (default 4173), EMBUDO_ROOT (default: cwd);
 * - EMBUDO_DB: the SQLite lead store (default `data/embudo.db` under the root), opened and migrated before listening;
 * - EMBUDO_DATABASE_URL: `postgres://…` puts the lead store on PostgreSQL instead (migrated under an advisory
 *   lock, so several servers may start at once); EMBUDO_DB_POOL, EMBUDO_DB_POOL_WAIT_MS, EMBUDO_DB_STATEMENT_TIMEOUT_MS;
 * - EMBUDO_ALLOWED_ORIGINS: partner origins allowed to post leads (comma list or `*`; default same origin only);
 * - EMBUDO_ADMIN_TOKEN: bearer token for `GET /api/leads` (unset: that route answers 503);
 * - EMBUDO_TRUST_PROXY: proxies in front whose X-Forwarded-* headers are believed (default 0);
 * - EMBUDO_RATE_LIMIT: per-IP limit of the lead API, e.g. `60/min` (default) or `off`;
 * - EMBUDO_MAX_CONNECTIONS_PER_IP: open connections per client address (default 64; `0`/`off` none);
 *   headers 10 s, whole request 20 s, keep-alive 5 s (start.ts CONNECTION_LIMITS);
 * - EMBUDO_TESTIMONIALS: the testimonials file of the social-proof popups (default the content folder's
 *   `testimonials.json`; missing = none; broken = the server refuses to start, naming the line and field);
 * - EMBUDO_PRICING: the pricing file of `GET /api/pricing` (default the content folder's `pricing.json`;
 *   broken, or named and missing = the server refuses to start, naming the line and field; default and
 *   missing = a warning, the route answers 503 and pages show the fallback prices);
 * - EMBUDO_CONTENT: the folder of the site's content files (default `content/`; broken = refused at start),
 *   its `public/` served at site paths before the build's files (`npm run demo` names examples/content-demo);
 * - EMBUDO_SOURCE_MAPS: `public` serves the build's source maps; unset or `private`, they answer 404;
 * - EMBUDO_SITE_URL: the site's public origin (`https://embudo.dev`) for canonical links, hreflang, previews,
 *   JSON-LD, the sitemap, robots.txt and mail links; required when NODE_ENV=production (the server refuses to start
 *   without it); in development unset means the server's own address (HOST and PORT), never a request's Host.
 * - the follow-up after each lead (jobs/follow-up.ts, on the store's durable job queue):
 *   EMBUDO_WEBHOOK_URLS + EMBUDO_WEBHOOK_SECRET (Standard Webhooks to the CRM), EMBUDO_META_CAPI_TOKEN
 *   (+ EMBUDO_META_PIXEL_ID, EMBUDO_META_GRAPH_URL), EMBUDO_TIKTOK_ACCESS_TOKEN (+ EMBUDO_TIKTOK_PIXEL_CODE,
 *   EMBUDO_TIKTOK_API_URL); the worker starts with the server and stops before the store closes.
 * - EMBUDO_SMTP_URL and EMBUDO_MAIL_FROM: mail to leads (both or neither; with them EMBUDO_SITE_URL is
 *   required), on the same queue; content/mail.json holds the business's mail settings.
 * - NODE_ENV=production: the log is JSON lines (log.ts), else readable lines; EMBUDO_LOG_LEVEL sets
 *   what is written (default info). One access line per request (access-log.ts); Prometheus metrics
 *   at /metrics behind EMBUDO_ADMIN_TOKEN (metrics.ts).
 */
import path from 'node:path';
import { ConfigError, assertBuilt, parseConnectionCap, projectRoot, readConfig } from './config';
import { ConversionSettingError } from './jobs/conversions';
import { createFollowUp, type FollowUp } from './jobs/follow-up';
import { openStore } from './leads/store/open';
import { looseStoreFiles } from './leads/store/sqlite';
import { StoreOpenError, type LeadStore } from './leads/store';
import { PricingError, loadPricing, resolvePricingPath } from './pricing';
import { TestimonialsError, loadTestimonials, resolveTestimonialsPath } from './social-proof';
import { SiteContentError, loadSiteContent, resolveContentDir } from './site-content';
import { scheduleWarnings } from './schedule-cache';
import { ListenError, startServer } from './start';
import { MailContentError, loadMailContent } from './mail/mail-content';
import { shownSmtpUrl } from './mail/settings';
import { LogSettingError, createLogger, setDefaultLogger, type Logger } from './log';

/**
 * Why the server could not start, on stderr, in the log's format (a JSON line in production), at
 * `fatal`, whatever EMBUDO_LOG_LEVEL says (it may be the setting that is wrong).
 */
function fail(message: string): never {
  createLogger({ destination: 2, level: 'fatal' }).fatal(message);
  process.exit(1);
}

let store: LeadStore | undefined;
let followUp: FollowUp | undefined;

async function main(): Promise<void> {
  // Everything from here on logs through it: JSON lines in production, readable lines otherwise.
  const logger: Logger = createLogger();
  setDefaultLogger(logger);
  const config = readConfig(process.env, process.cwd());
  const maxConnectionsPerIp = parseConnectionCap(process.env.EMBUDO_MAX_CONNECTIONS_PER_IP);
  assertBuilt(config.distDir);
  // Checked before the store opens so a typo in the file is the one message the person sees
  // (createApp loads it again for serving).
  loadTestimonials(resolveTestimonialsPath(process.env, process.cwd()));
  const pricingFile = resolvePricingPath(process.env, process.cwd());
  if (loadPricing(pricingFile.file, pricingFile.explicit) === null) {
    logger.warn(
      `Warning: no pricing file at ${pricingFile.file}: GET /api/pricing answers 503 and pages show the fallback prices. Add the file or set EMBUDO_PRICING.`,
    );
  }

  const root = projectRoot(process.env, process.cwd());
  const contentFolder = resolveContentDir(process.env, root);
  const { content, placeholders } = loadSiteContent(contentFolder);
  const shownFolder = path.relative(root, contentFolder) || '.';
  // Checked whether or not mail is on, so a broken file is found before the day it matters.
  const mailContent = loadMailContent(contentFolder);

  // Open (and migrate) before listening: a server that cannot keep leads must not accept them.
  store = await openStore(config.store);
  followUp = createFollowUp({ store, settings: config.followUp, pixels: content.settings.pixels });
  // The mail stack (React email, nodemailer, ical-generator) loads only when mail is set up.
  const mail = config.mail
    ? (await import('./mail/jobs')).registerMail(followUp.queue, {
        settings: config.mail,
        store,
        brand: content.settings.brand,
        content: mailContent,
        timeZone: content.schedule.timeZone,
        masterclassJoinUrl: mailContent.masterclass.joinUrl,
      })
    : { sends: () => false, close: () => {} };
  const server = await startServer({
    ...config,
    leads: { ...config.leads, store, queue: followUp.queue, mail },
    limits: { maxConnectionsPerIp },
    logger,
  });
  followUp.queue.start();
  // A demo profile says so in the first line, so nobody takes it for the school's site.
  logger.info(
    { url: server.url },
    `Embudo is running at ${server.url}${content.settings.demo ? ` with DEMO content from ${shownFolder} (fictional people, dates and companies; every page carries a demo ribbon)` : ''}`,
  );
  logger.info({ store: store.engine }, `Lead store: ${store.engine === 'postgres' ? 'PostgreSQL ' : ''}${store.location}`);
  const loose = store.engine === 'sqlite' ? looseStoreFiles(store.location) : [];
  if (loose.length)
    logger.warn(
      `The lead store's files can be read by other users of this machine (${loose.join(', ')}): run chmod 600 on them. Files this server creates are 0600.`,
    );
  const mailLine = config.mail
    ? `mail: sent through ${shownSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
    : 'mail: off, and no form says one was sent (set EMBUDO_SMTP_URL, EMBUDO_MAIL_FROM and EMBUDO_SITE_URL to mail leads)';
  logger.info(
    `Follow-up after each lead (durable queue in the lead store):\n${[...followUp.summary, mailLine].map((line) => `  - ${line}`).join('\n')}`,
  );
  if (placeholders.length) {
    logger.info(
      `Content still placeholder (the site hides or marks it until the business fills it):\n${placeholders.map((p) => `  - ${shownFolder}/${p}`).join('\n')}`,
    );
  }
  for (const line of scheduleWarnings(content.schedule, Date.now())) logger.warn(line);
  server.warmSite().catch((error: unknown) => logger.error({ err: error }, 'The site could not render its pages.'));
  if (!config.leads.allowedOrigins.any && config.leads.allowedOrigins.origins.size === 0) {
    logger.info(
      'Note: leads accepted from same-origin pages only; set EMBUDO_ALLOWED_ORIGINS=https://partner.example,… for partner pages.',
    );
  }
  if (config.leads.adminToken === undefined) {
    logger.info(
      'Note: GET /api/leads and /metrics are disabled until EMBUDO_ADMIN_TOKEN is set (make one with `openssl rand -base64 32`); `npm run leads` prints the CSV locally.',
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": do not make the user wait for the grace period.
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received, shutting down…`);
    server.close().then(
      async () => {
        // The worker lets runs in flight finish (a few seconds at most; what is cut runs again after
        // its lease), then the store commits any queued write and closes.
        await followUp?.queue.stop().catch(() => {});
        mail.close();
        (store?.close() ?? Promise.resolve()).then(
          () => process.exit(0),
          () => process.exit(1),
        );
      },
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch(async (error: unknown) => {
  await followUp?.queue.stop(0).catch(() => {});
  await store?.close().catch(() => {});
  if (error instanceof ListenError && error.code === 'EADDRINUSE') {
    fail(`${error.message} Stop the other process or start with PORT=<another port>.`);
  }
  if (
    error instanceof ListenError ||
    error instanceof ConfigError ||
    error instanceof LogSettingError ||
    error instanceof StoreOpenError ||
    error instanceof TestimonialsError ||
    error instanceof PricingError ||
    error instanceof SiteContentError ||
    error instanceof ConversionSettingError ||
    error instanceof MailContentError
  )
    fail(error.message);
  fail(`Embudo could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
