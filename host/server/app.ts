import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { adminBearer, Lockout, proxyHeaderWarning } from './admin/lockout';
import { adminRoutes } from './admin/routes';
import { DEFAULT_HOST, DEFAULT_PORT, ownOrigin, parseSiteUrl, parseSourceMaps, projectRoot, type SourceMaps } from './config';
import { accessLog } from './access-log';
import { apiNotFound, errorHandler, methodNotAllowed } from './errors';
import { defaultLogger, logFunction, type Logger } from './log';
import { createMetrics, METRICS_OFF, metricsHandler, type AppMetrics } from './metrics';
import { exampleRoutes } from './examples';
import { geoRoutes } from './geo';
import type { PricingDocument } from '../../src/contracts/pricing';
import type { Testimonial } from '../../src/contracts/social-proof';
import { leadRoutes, type LeadRouteOptions } from './leads/routes';
import { instalmentPlans, loadPricing, pricingRoutes, resolvePricingPath } from './pricing';
import { scheduleRoutes } from './schedule';
import { securityHeaders, siteCspSources } from './security-headers';
import { siteHandler } from './site';
import { loadSiteContent, resolveContentDir, type SiteFiles } from './site-content';
import { loadTestimonials, resolveTestimonialsPath, socialProofRoutes } from './social-proof';
import { widgetRoutes } from './widgets';

/** How long `/healthz` waits for the lead store to answer `SELECT 1`. */
export const HEALTH_PING_MS = 1000;

/** Where createApp finds what it serves. */
export interface AppOptions {
  /** The build output: `<distDir>/site/` (the React site) and `<distDir>/widgets/` (widget scripts). */
  distDir: string;
  /** The example pages served at `/examples/`. */
  examplesDir: string;
  /** The open lead store and the lead API settings (`/api/leads`, `/api/events`). */
  leads: LeadRouteOptions;
  /**
   * The social-proof settings. When omitted, the testimonials file named by the environment
   * (EMBUDO_TESTIMONIALS, default `content/testimonials.json` under the project root) is loaded and
   * validated now, so a broken file stops the start; the store is `leads.store`.
   */
  socialProof?: { testimonials: readonly Testimonial[]; now?: () => number };
  /**
   * The pricing document of `GET /api/pricing` (null: none, the route answers 503). When omitted,
   * the file named by the environment (EMBUDO_PRICING, default `content/pricing.json` under the
   * project root) is loaded and validated now, so a broken file stops the start.
   */
  pricing?: PricingDocument | null;
  /**
   * The site's content files (content/*.json). When omitted, the folder named by the environment
   * (EMBUDO_CONTENT, default `content/`) is loaded and checked now, so a broken file stops the start.
   */
  siteContent?: SiteFiles;
  /**
   * The site's public origin for every absolute address the site writes (EMBUDO_SITE_URL), or a
   * function giving it (a development server's own address, known once it listens). Default: the
   * environment's EMBUDO_SITE_URL, else the default local address. Never a request's Host header.
   */
  siteOrigin?: string | (() => string);
  /** Files served at site paths before dist/site (default: the content folder's `public/`). */
  contentPublicDir?: string;
  /** Whether the build's `.map` files are served (default: EMBUDO_SOURCE_MAPS, else private: 404). */
  sourceMaps?: SourceMaps;
  /** Where the access lines and errors go (default: the process's logger, log.ts). */
  logger?: Logger;
  /** The app's metrics (default: new ones, served at `/metrics`). */
  metrics?: AppMetrics;
}

/** The app and what the server does once listening: rendering every fixed page once. */
export interface EmbudoApp extends Hono {
  warmSite?: () => Promise<void>;
}

/** Whether a raw URL path names a source map, however its letters are encoded (`.m%61p`). */
export function isSourceMapPath(rawPath: string): boolean {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // Malformed: the file routes refuse it anyway; judge the raw text.
  }
  return /\.map$/i.test(decoded) || /\.map$/i.test(rawPath);
}

/** `/en` and `/en/` → `/us`, permanently, with the same query. */
const redirectToUs = (c: Context): Response => c.redirect(`/us${new URL(c.req.url).search}`, 308);

/**
 * The day the content folder last changed (its newest file, posts included), `YYYY-MM-DD`: the
 * sitemap's lastmod for pages the content dates no other way. Undefined when the folder is unreadable.
 */
function contentDate(folder: string): string | undefined {
  try {
    let newest = 0;
    for (const dir of [folder, path.join(folder, 'blog')]) {
      for (const name of readdirSync(dir)) {
        if (!/\.(json|md)$/.test(name)) continue;
        newest = Math.max(newest, statSync(path.join(dir, name)).mtimeMs);
      }
    }
    return newest > 0 ? new Date(newest).toISOString().slice(0, 10) : undefined;
  } catch {
    return undefined;
  }
}

/** Builds the Embudo HTTP app (API, widgets, examples, site) without listening. */
export function createApp(options: AppOptions): EmbudoApp {
  const app: EmbudoApp = new Hono();
  const logger = options.logger ?? defaultLogger();
  const metrics = options.metrics ?? createMetrics({ store: options.leads.store, pingTimeoutMs: HEALTH_PING_MS });
  // Every part of the app reads and writes through the timed store, so the metrics see each call.
  const store = metrics.store;
  const leads: LeadRouteOptions = {
    ...options.leads,
    store,
    log: options.leads.log ?? logFunction(logger),
    observe: options.leads.observe ?? metrics.leads,
  };
  options.leads.queue?.observe(metrics.jobs);

  // First, so its line and the request histogram cover everything below, errors included.
  app.use('*', accessLog(logger, metrics.observeRequest));

  app.use('*', async (c, next) => {
    await next();
    // Files are served with exact types; stop browsers from second-guessing them.
    c.header('X-Content-Type-Options', 'nosniff');
  });
  // gzip for every GET worth it (over 1 KB): scripts, pages, the pricing document (20 KB of JSON
  // on every pricing page), the social proof and the lead export. Phones on 4G download a third of
  // the bytes. POSTs (the lead API's hot path) and the health check are left alone.
  const gzip = compress({ threshold: 1024 });
  app.use('*', (c, next) => (c.req.method !== 'GET' || c.req.path === '/healthz' ? next() : gzip(c, next)));
  const contentFolder = resolveContentDir(process.env, projectRoot(process.env, process.cwd()));
  const siteContent = options.siteContent ?? loadSiteContent(contentFolder).content;
  // Inside the compression, so it reads the page before it is gzipped.
  app.use('*', securityHeaders(siteCspSources(siteContent.settings.pixels)));
  const configured =
    options.siteOrigin ?? parseSiteUrl(process.env.EMBUDO_SITE_URL, process.env.NODE_ENV) ?? ownOrigin(DEFAULT_HOST, DEFAULT_PORT);
  // A site served over https tells browsers to keep to it for a year (HSTS). No includeSubDomains:
  // the business's other hosts are not ours to commit. Browsers ignore it over plain http.
  if (typeof configured === 'string' && configured.startsWith('https://')) {
    app.use('*', async (c, next) => {
      await next();
      c.header('Strict-Transport-Security', 'max-age=31536000');
    });
  }
  // The build's source maps hold the whole source, comments and all: served only when the operator
  // makes them public. Before every file route, so no mount can serve one.
  if ((options.sourceMaps ?? parseSourceMaps(process.env.EMBUDO_SOURCE_MAPS)) !== 'public') {
    app.use('*', (c, next) =>
      isSourceMapPath(new URL(c.req.url).pathname) ? Promise.resolve(c.text('Not found', 404, { 'Cache-Control': 'no-store' })) : next(),
    );
  }

  // Behind a proxy without EMBUDO_TRUST_PROXY every client shares one address: said once, when seen.
  app.use('*', proxyHeaderWarning({ trustProxy: options.leads.trustProxy, warn: options.leads.log ?? logFunction(logger, 'warn') }));

  // Whether this server can keep leads: the store must answer a trivial query within a second. A
  // load balancer takes a server whose store does not answer out of rotation (503).
  app.get('/healthz', async (c) => {
    try {
      await store.ping(HEALTH_PING_MS);
      return c.json({ status: 'ok', store: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      return c.json(
        {
          status: 'unavailable',
          store: 'down',
          error: `The lead store (${store.engine}) does not answer: ${error instanceof Error ? error.message : String(error)}`,
        },
        503,
        { 'Cache-Control': 'no-store', 'Retry-After': '5' },
      );
    }
  });

  // One count of wrong admin tokens for every way in: the desk's sign-in and every bearer endpoint.
  const lockout = options.leads.lockout ?? new Lockout();

  // Prometheus scrapes here, behind the admin token and its one lockout (metrics.ts lists what is measured).
  app.get(
    '/metrics',
    adminBearer({
      adminToken: options.leads.adminToken,
      lockout,
      trustProxy: options.leads.trustProxy,
      now: options.leads.now,
      log: leads.log!,
      disabled: METRICS_OFF,
      realm: 'embudo-metrics',
    }),
    metricsHandler(metrics),
  );

  // API modules mount here, one per resource; the catch-all must stay after them.
  app.route('/api', geoRoutes());
  app.route('/api', leadRoutes({ ...leads, lockout }));
  const testimonials = options.socialProof?.testimonials ?? loadTestimonials(resolveTestimonialsPath(process.env, process.cwd()));
  app.route('/api', socialProofRoutes({ store, testimonials, now: options.socialProof?.now, log: logFunction(logger) }));
  const pricingFile = options.pricing === undefined ? resolvePricingPath(process.env, process.cwd()) : undefined;
  const pricing = pricingFile ? loadPricing(pricingFile.file, pricingFile.explicit) : (options.pricing ?? null);
  app.route('/api', pricingRoutes({ pricing, schedule: siteContent.schedule }));
  app.route('/api', scheduleRoutes({ schedule: siteContent.schedule }));
  app.all('/api/*', apiNotFound);

  // The leads desk: its own pages, headers and CSP; never part of the public site's bundles.
  app.route(
    '/admin',
    adminRoutes({
      store,
      adminToken: options.leads.adminToken,
      sessionMs: options.leads.adminSessionMs,
      zone: siteContent.schedule.timeZone,
      schedule: siteContent.schedule,
      trustProxy: options.leads.trustProxy,
      now: options.leads.now,
      queue: options.leads.queue,
      lockout,
      log: options.leads.log ?? logFunction(logger.child({ part: 'admin' }), 'warn'),
    }),
  );

  app.route('/widgets', widgetRoutes(path.join(options.distDir, 'widgets')));
  app.route('/examples', exampleRoutes(options.examplesDir, path.join(options.distDir, 'examples')));
  const siteOrigin = typeof configured === 'function' ? configured : () => configured;
  const site = siteHandler({
    siteDir: path.join(options.distDir, 'site'),
    contentPublicDir: options.contentPublicDir ?? path.join(contentFolder, 'public'),
    ssrFile: path.join(options.distDir, 'ssr', 'entry-server.js'),
    content: { ...siteContent, testimonials, instalments: instalmentPlans(pricing) },
    origin: siteOrigin,
    pricesUSD: Object.fromEntries(Object.entries(pricing?.bootcamps ?? {}).map(([slug, own]) => [slug, own.prices.USD?.price_view_final])),
    contentDate: contentDate(contentFolder),
    observe: metrics.pages,
    log: logFunction(logger),
  });
  metrics.pageCacheSize(site.cachedPages);
  // `/en` is the English home people type: the English landing lives at `/us` (its campaign query kept).
  app.get('/en', redirectToUs);
  app.get('/en/', redirectToUs);
  app.get('/sitemap.xml', site.sitemap);
  app.get('/robots.txt', site.robots);
  app.get('*', site.handle);
  app.warmSite = site.warm;

  app.notFound(methodNotAllowed);
  app.onError(errorHandler(logger));
  return app;
}
