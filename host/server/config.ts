import { existsSync } from 'node:fs';
import path from 'node:path';
import { SettingError, parseAllowedOrigins, parseTrustProxy, type AllowedOrigins } from './leads/origin';
import { RateLimitSyntaxError, parseRateLimit, type RateLimit } from './leads/rate-limit';
import { StoreSettingError, readStoreSettings, type StoreSettings } from './leads/open-store';
import { DEFAULT_DB_PATH } from './leads/store';
import { parseSessionLength } from './admin/session';
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
}

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

/** Shortest EMBUDO_ADMIN_TOKEN accepted: the token is the only lock on every lead's email and phone. */
export const MIN_ADMIN_TOKEN_LENGTH = 16;

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

/** Parses EMBUDO_ADMIN_TOKEN: unset/blank → undefined; shorter than 16 characters → ConfigError. */
export function parseAdminToken(value: string | undefined): string | undefined {
  const token = value?.trim() ?? '';
  if (token === '') return undefined;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new ConfigError(
      `EMBUDO_ADMIN_TOKEN is too weak: expected at least ${MIN_ADMIN_TOKEN_LENGTH} characters without spaces, e.g. the output of \`openssl rand -hex 24\`.`,
    );
  }
  return token;
}

/**
 * Reads the environment into a ServerConfig:
 * - HOST (default 127.0.0.1), PORT (default 4173), EMBUDO_ROOT (default: the working directory);
 * - EMBUDO_DB: the SQLite lead store (default `data/embudo.db` under the root; `:memory:` for a throwaway one);
 * - EMBUDO_ALLOWED_ORIGINS: comma-separated partner origins (or `*`) whose pages may post leads; unset = same origin only;
 * - EMBUDO_ADMIN_TOKEN: bearer token for `GET /api/leads` (16+ characters); unset = that route answers 503;
 * - EMBUDO_TRUST_PROXY: number of proxies in front (`true` = 1); unset = X-Forwarded-* ignored;
 * - EMBUDO_RATE_LIMIT: per-IP limit such as `60/min` (default) or `off`;
 * - EMBUDO_DATABASE_URL: `postgres://…` puts the lead store on PostgreSQL (with EMBUDO_DB_POOL,
 *   EMBUDO_DB_POOL_WAIT_MS, EMBUDO_DB_STATEMENT_TIMEOUT_MS; open-store.ts readStoreSettings).
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

/** Default of EMBUDO_MAX_CONNECTIONS_PER_IP (start.ts CONNECTION_LIMITS says why). */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 64;

/** Parses EMBUDO_MAX_CONNECTIONS_PER_IP: unset → 64; `0` or `off` → no cap; else a whole number 1–100000. */
export function parseConnectionCap(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return DEFAULT_MAX_CONNECTIONS_PER_IP;
  if (text === 'off') return 0;
  if (/^\d{1,6}$/.test(text) && Number(text) <= 100_000) return Number(text);
  throw new ConfigError(`Invalid EMBUDO_MAX_CONNECTIONS_PER_IP "${value}": expected a whole number of open connections per client address (default ${DEFAULT_MAX_CONNECTIONS_PER_IP}), or 0 / "off" for no cap (behind a proxy that limits clients itself).`);
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
    if (error instanceof SettingError || error instanceof RateLimitSyntaxError || error instanceof RangeError) throw new ConfigError(error.message);
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
