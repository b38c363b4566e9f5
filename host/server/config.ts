import { existsSync } from 'node:fs';
import path from 'node:path';
import { SettingError, parseAllowedOrigins, parseTrustProxy, type AllowedOrigins } from './leads/origin';
import { RateLimitSyntaxError, parseRateLimit, type RateLimit } from './leads/rate-limit';
import { StoreSettingError, readStoreSettings, type StoreSettings } from './leads/store/open';
import { DEFAULT_DB_PATH } from './leads/store';
import { parseSessionLength } from './admin/session';
import { MAKE_TOKEN_COMMAND, MIN_ADMIN_TOKEN_BITS, tokenEntropyBits } from './admin/token-entropy';
import { MailSettingError, readMailSettings, type MailSettings } from './mail/settings';

/** How the lead API behaves (see readConfig for the environment variables behind each). */
export interface LeadSettings {
  /** Cross origins whose pages may post leads; the server's own origin is always allowed. */
  allowedOrigins: AllowedOrigins;
  /** Bearer token guarding `GET /api/leads`; undefined = export over HTTP disabled (503). */
  adminToken: string | undefined;
  /** Proxies in front of the server whose X-Forwarded-For / X-Forwarded-Host entries are believed. */
  trustProxy: number;
  /** Requests per IP; null = unlimited. */
  rateLimit: RateLimit | null;
  /** How long a leads desk sign-in lasts (EMBUDO_ADMIN_SESSION); undefined = 8 hours. */
  adminSessionMs?: number;
}

/** What main.ts needs to start: where to listen, what to serve, where leads are kept. */
export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  examplesDir: string;
  /** Absolute path of the SQLite lead store (or ':memory:'). */
  dbPath: string;
  /** Which lead store to open: PostgreSQL when EMBUDO_DATABASE_URL is set, else the SQLite file `dbPath`. */
  store: StoreSettings;
  leads: LeadSettings;
  /** Where mail goes out (EMBUDO_SMTP_URL, EMBUDO_MAIL_FROM); null = no mail is sent, and no form says one was. */
  mail: MailSettings | null;
  /** The follow-up after a lead (webhooks, conversions): what the environment configures (readFollowUpSettings). */
  followUp: FollowUpSettings;
  /** The site's public origin (EMBUDO_SITE_URL); undefined in development: the server's own address. */
  siteUrl?: string;
  /** Whether the build's source maps are served (EMBUDO_SOURCE_MAPS=public) or answer 404 (default). */
  sourceMaps: SourceMaps;
}

/** Who may read the build's source maps: everyone (`public`), or nobody over HTTP (`private`). */
export type SourceMaps = 'public' | 'private';

/**
 * Parses EMBUDO_SOURCE_MAPS. The maps carry the whole source, comments and all: private unless the
 * operator says `public` (e.g. to debug a partner's page); any other value is refused by name.
 */
export function parseSourceMaps(value: string | undefined): SourceMaps {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'private') return 'private';
  if (text === 'public') return 'public';
  throw new ConfigError(
    `Invalid EMBUDO_SOURCE_MAPS "${String(value).slice(0, 100)}": expected "public" (serve the .map files) or "private" (the default: they answer 404).`,
  );
}

/** Webhooks to the business's CRM (Standard Webhooks). */
export interface WebhookSettings {
  /** Where every `lead.created` message goes (one job per lead and URL). */
  urls: string[];
  /** `whsec_…` (base64 after the prefix): the signing secret the receivers verify with. */
  secret: string;
}

/** The Meta Conversions API (the pixel id may come from content/site.json, so main.ts completes it). */
export interface MetaCapiSettings {
  token: string;
  /** EMBUDO_META_PIXEL_ID; undefined = the content's `pixels.meta`. */
  pixelId: string | undefined;
  /** The Graph API base (EMBUDO_META_GRAPH_URL), no trailing slash. */
  graphUrl: string;
}

/** The TikTok Events API. */
export interface TikTokSettings {
  token: string;
  /** EMBUDO_TIKTOK_PIXEL_CODE; undefined = the content's `pixels.tiktok`. */
  pixelCode: string | undefined;
  /** EMBUDO_TIKTOK_API_URL, no trailing slash. */
  apiUrl: string;
}

/** What follows a stored lead; null = that part is not configured. */
export interface FollowUpSettings {
  webhook: WebhookSettings | null;
  meta: MetaCapiSettings | null;
  tiktok: TikTokSettings | null;
  /** The queue's timing, when the environment changes it (undefined = queue.ts defaults). */
  queue?: { firstRetryMs?: number; leaseMs?: number; pollMs?: number };
}

export const DEFAULT_META_GRAPH_URL = 'https://graph.facebook.com';
export const DEFAULT_TIKTOK_API_URL = 'https://business-api.tiktok.com';

/** A configuration problem with a message meant for the person starting the server. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Default listen address: loopback, so a dev server is not exposed to the network by surprise. */
export const DEFAULT_HOST = '127.0.0.1';
/** Default port (the same as `vite preview`, so it is familiar). */
export const DEFAULT_PORT = 4173;

/** Parses PORT: an integer 0–65535; unset or blank means the default. */
export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const text = value.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new ConfigError(`Invalid PORT "${value}": expected a whole number from 0 to 65535, e.g. PORT=4173.`);
  }
  return port;
}

/**
 * Parses EMBUDO_SITE_URL, the site's public origin (`https://embudo.dev`): every absolute address
 * the site writes (canonical, hreflang, previews, JSON-LD, the sitemap) starts with it, and none
 * comes from a request's Host header, which anyone can set. Required in production
 * (`NODE_ENV=production`); in development, unset means the server's own address.
 */
export function parseSiteUrl(value: string | undefined, nodeEnv: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        "EMBUDO_SITE_URL is not set: in production (NODE_ENV=production) the server needs the site's public origin for its canonical links, previews and sitemap, e.g. EMBUDO_SITE_URL=https://embudo.dev.",
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(
      `Invalid EMBUDO_SITE_URL "${value}": expected the site's public origin, e.g. EMBUDO_SITE_URL=https://embudo.dev.`,
    );
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new ConfigError(
      `Invalid EMBUDO_SITE_URL "${value}": expected an origin only (scheme and host, no path or query), e.g. EMBUDO_SITE_URL=https://embudo.dev.`,
    );
  }
  return url.origin;
}

/**
 * The origin a development server writes into its pages when EMBUDO_SITE_URL is unset: its own
 * address from HOST and PORT (a wildcard address as `localhost`), never a request's Host header.
 */
export function ownOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** The project root: EMBUDO_ROOT (relative to cwd) or cwd. */
export function projectRoot(env: NodeJS.ProcessEnv, cwd: string): string {
  return path.resolve(cwd, env.EMBUDO_ROOT ?? cwd);
}

/**
 * The folder of the business's content: EMBUDO_CONTENT (relative paths resolve against the project
 * root) or `<root>/content`. Its testimonials.json and pricing.json are the defaults of
 * EMBUDO_TESTIMONIALS and EMBUDO_PRICING, so naming a folder (a demo profile) takes all of it.
 */
export function contentDir(env: NodeJS.ProcessEnv, cwd: string): string {
  return path.resolve(projectRoot(env, cwd), env.EMBUDO_CONTENT?.trim() || 'content');
}

/** The lead store path: EMBUDO_DB (relative paths resolve against the project root) or `<root>/data/embudo.db`. */
export function resolveDbPath(env: NodeJS.ProcessEnv, cwd: string): string {
  const value = env.EMBUDO_DB?.trim();
  if (value === ':memory:') return value;
  return path.resolve(projectRoot(env, cwd), value || DEFAULT_DB_PATH);
}

/**
 * Parses EMBUDO_ADMIN_TOKEN: unset/blank → undefined; spaces inside, or under MIN_ADMIN_TOKEN_BITS of
 * estimated entropy (admin/token-entropy.ts) → ConfigError saying how to make one. The token is the
 * only lock on every lead's email and phone: a guessable one is refused at start, not discovered later.
 */
export function parseAdminToken(value: string | undefined): string | undefined {
  const token = value?.trim() ?? '';
  if (token === '') return undefined;
  const make = `Make one with \`${MAKE_TOKEN_COMMAND}\` and set EMBUDO_ADMIN_TOKEN to its output.`;
  if (/\s/.test(token)) throw new ConfigError(`EMBUDO_ADMIN_TOKEN contains spaces; a token is one word. ${make}`);
  const bits = tokenEntropyBits(token);
  if (bits < MIN_ADMIN_TOKEN_BITS) {
    throw new ConfigError(
      `EMBUDO_ADMIN_TOKEN is too weak: about ${Math.floor(bits)} bits of entropy, and it must have ${MIN_ADMIN_TOKEN_BITS} or more (e.g. 22+ random base64 characters; no words, runs or repeats). ${make}`,
    );
  }
  return token;
}

/**
 * Reads the environment into a ServerConfig:
 * - HOST (default 127.0.0.1), PORT (default 4173), EMBUDO_ROOT (default: the working directory);
 * - EMBUDO_DB: the SQLite lead store (default `data/embudo.db` under the root; `:memory:` for a throwaway one);
 * - EMBUDO_ALLOWED_ORIGINS: comma-separated partner origins (or `*`) whose pages may post leads; unset = same origin only;
 * - EMBUDO_ADMIN_TOKEN: bearer token for `GET /api/leads` and the desk (128+ bits, `openssl rand -base64 32`); unset = off (503);
 * - EMBUDO_TRUST_PROXY: number of proxies in front (`true` = 1); unset = X-Forwarded-* ignored;
 * - EMBUDO_RATE_LIMIT: per-IP limit such as `60/min` (default) or `off`;
 * - EMBUDO_DATABASE_URL: `postgres://…` puts the lead store on PostgreSQL (with EMBUDO_DB_POOL,
 *   EMBUDO_DB_POOL_WAIT_MS, EMBUDO_DB_STATEMENT_TIMEOUT_MS; leads/store/open.ts readStoreSettings).
 * - EMBUDO_ADMIN_SESSION: how long a leads desk sign-in lasts, e.g. `8h` (default), `30min`.
 * - EMBUDO_SMTP_URL (`smtp://` or `smtps://user:pass@host:port`) and EMBUDO_MAIL_FROM (`Name <a@b.example>`):
 *   both or neither; unset = no mail (mail/settings.ts).
 * Throws a ConfigError naming the variable when a value cannot be used.
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const root = projectRoot(env, cwd);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const dbPath = resolveDbPath(env, cwd);
  let store: StoreSettings;
  try {
    store = readStoreSettings(env, dbPath);
  } catch (error) {
    if (error instanceof StoreSettingError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    host,
    port: parsePort(env.PORT),
    distDir: path.join(root, 'dist'),
    examplesDir: path.join(root, 'examples'),
    dbPath,
    store,
    leads: readLeadSettings(env),
    mail: readMail(env),
    followUp: readFollowUpSettings(env),
    siteUrl: parseSiteUrl(env.EMBUDO_SITE_URL, env.NODE_ENV),
    sourceMaps: parseSourceMaps(env.EMBUDO_SOURCE_MAPS),
  };
}

function readMail(env: NodeJS.ProcessEnv): MailSettings | null {
  try {
    return readMailSettings(env);
  } catch (error) {
    if (error instanceof MailSettingError) throw new ConfigError(error.message);
    throw error;
  }
}

function httpUrl(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`Invalid ${name}: "${text.slice(0, 200)}" is not a URL; expected https://host/path.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`Invalid ${name}: "${text.slice(0, 200)}" must start with https:// (or http://).`);
  return url.toString();
}

/**
 * The follow-up settings:
 * - EMBUDO_WEBHOOK_URLS (comma-separated http(s) URLs) and EMBUDO_WEBHOOK_SECRET (`whsec_` + base64,
 *   Standard Webhooks): both or neither;
 * - EMBUDO_META_CAPI_TOKEN turns the Conversions API on, with EMBUDO_META_PIXEL_ID (else the content's
 *   `pixels.meta`) and EMBUDO_META_GRAPH_URL (default https://graph.facebook.com);
 * - EMBUDO_TIKTOK_ACCESS_TOKEN turns the TikTok Events API on, with EMBUDO_TIKTOK_PIXEL_CODE (else the
 *   content's `pixels.tiktok`) and EMBUDO_TIKTOK_API_URL (default https://business-api.tiktok.com).
 * Throws a ConfigError naming the variable when a value cannot be used.
 */
export function readFollowUpSettings(env: NodeJS.ProcessEnv): FollowUpSettings {
  const text = (name: string) => env[name]?.trim() ?? '';
  const urlsText = text('EMBUDO_WEBHOOK_URLS');
  const secret = text('EMBUDO_WEBHOOK_SECRET');
  let webhook: WebhookSettings | null = null;
  if (urlsText || secret) {
    if (!urlsText)
      throw new ConfigError(
        'EMBUDO_WEBHOOK_SECRET is set but EMBUDO_WEBHOOK_URLS is not: set the receivers (comma-separated https:// URLs) or unset the secret.',
      );
    if (!secret)
      throw new ConfigError(
        'EMBUDO_WEBHOOK_URLS is set but EMBUDO_WEBHOOK_SECRET is not: set the signing secret the receivers verify with (whsec_ followed by base64, e.g. whsec_$(openssl rand -base64 32)).',
      );
    const key = secret.startsWith('whsec_') ? secret.slice(6) : '';
    if (!key || !/^[A-Za-z0-9+/]+={0,2}$/.test(key) || Buffer.from(key, 'base64').length < 16) {
      throw new ConfigError(
        'Invalid EMBUDO_WEBHOOK_SECRET: expected whsec_ followed by base64 of at least 16 bytes (Standard Webhooks), e.g. whsec_$(openssl rand -base64 32).',
      );
    }
    const urls = [
      ...new Set(
        urlsText
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map((part) => httpUrl('EMBUDO_WEBHOOK_URLS', part)),
      ),
    ];
    webhook = { urls, secret };
  }
  const metaToken = text('EMBUDO_META_CAPI_TOKEN');
  const metaPixel = text('EMBUDO_META_PIXEL_ID');
  if (metaPixel && !/^\d{5,20}$/.test(metaPixel))
    throw new ConfigError(`Invalid EMBUDO_META_PIXEL_ID "${metaPixel.slice(0, 50)}": expected the pixel's digits, e.g. 123456789012345.`);
  const meta = metaToken
    ? {
        token: metaToken,
        pixelId: metaPixel || undefined,
        graphUrl: httpUrl('EMBUDO_META_GRAPH_URL', text('EMBUDO_META_GRAPH_URL') || DEFAULT_META_GRAPH_URL).replace(/\/+$/, ''),
      }
    : null;
  const tiktokToken = text('EMBUDO_TIKTOK_ACCESS_TOKEN');
  const tiktokPixel = text('EMBUDO_TIKTOK_PIXEL_CODE');
  if (tiktokPixel && !/^[A-Za-z0-9]{5,40}$/.test(tiktokPixel))
    throw new ConfigError(`Invalid EMBUDO_TIKTOK_PIXEL_CODE "${tiktokPixel.slice(0, 50)}": expected the pixel code's letters and digits.`);
  const tiktok = tiktokToken
    ? {
        token: tiktokToken,
        pixelCode: tiktokPixel || undefined,
        apiUrl: httpUrl('EMBUDO_TIKTOK_API_URL', text('EMBUDO_TIKTOK_API_URL') || DEFAULT_TIKTOK_API_URL).replace(/\/+$/, ''),
      }
    : null;
  const queue: NonNullable<FollowUpSettings['queue']> = {};
  const ms = (name: string, min: number, max: number): number | undefined => {
    const value = text(name);
    if (value === '') return undefined;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      throw new ConfigError(`Invalid ${name} "${value.slice(0, 50)}": expected a whole number of milliseconds from ${min} to ${max}.`);
    return Number(value);
  };
  // Timing of the follow-up queue: the first retry's delay (default 5 s; each next one doubles, up
  // to an hour), how long a claimed job is held before another server may run it (default 2 min;
  // an attempt never runs longer), how often an idle server looks for due jobs (default 1 s).
  const firstRetryMs = ms('EMBUDO_FOLLOW_UP_FIRST_RETRY_MS', 10, 60_000);
  const leaseMs = ms('EMBUDO_FOLLOW_UP_LEASE_MS', 2_000, 3_600_000);
  const pollMs = ms('EMBUDO_FOLLOW_UP_POLL_MS', 10, 60_000);
  if (firstRetryMs !== undefined) queue.firstRetryMs = firstRetryMs;
  if (leaseMs !== undefined) queue.leaseMs = leaseMs;
  if (pollMs !== undefined) queue.pollMs = pollMs;
  return { webhook, meta, tiktok, ...(Object.keys(queue).length ? { queue } : {}) };
}

/** Default of EMBUDO_MAX_CONNECTIONS_PER_IP (start.ts CONNECTION_LIMITS says why). */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 64;

/** Parses EMBUDO_MAX_CONNECTIONS_PER_IP: unset → 64; `0` or `off` → no cap; else a whole number 1–100000. */
export function parseConnectionCap(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return DEFAULT_MAX_CONNECTIONS_PER_IP;
  if (text === 'off') return 0;
  if (/^\d{1,6}$/.test(text) && Number(text) <= 100_000) return Number(text);
  throw new ConfigError(
    `Invalid EMBUDO_MAX_CONNECTIONS_PER_IP "${value}": expected a whole number of open connections per client address (default ${DEFAULT_MAX_CONNECTIONS_PER_IP}), or 0 / "off" for no cap (behind a proxy that limits clients itself).`,
  );
}

/** The lead API part of readConfig. */
export function readLeadSettings(env: NodeJS.ProcessEnv): LeadSettings {
  try {
    return {
      allowedOrigins: parseAllowedOrigins(env.EMBUDO_ALLOWED_ORIGINS),
      adminToken: parseAdminToken(env.EMBUDO_ADMIN_TOKEN),
      trustProxy: parseTrustProxy(env.EMBUDO_TRUST_PROXY),
      rateLimit: parseRateLimit(env.EMBUDO_RATE_LIMIT),
      adminSessionMs: parseSessionLength(env.EMBUDO_ADMIN_SESSION),
    };
  } catch (error) {
    if (error instanceof SettingError || error instanceof RateLimitSyntaxError || error instanceof RangeError)
      throw new ConfigError(error.message);
    throw error;
  }
}

/** Throws a ConfigError telling the user to build when the site or widgets output is missing. */
export function assertBuilt(distDir: string): void {
  const required = [path.join(distDir, 'site', 'template.html'), path.join(distDir, 'widgets')];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new ConfigError(`Build output not found (${missing.join(', ')}). Run \`npm run build\` first, then start again.`);
  }
}
