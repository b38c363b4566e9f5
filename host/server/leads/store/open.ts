/**
 * Opens the lead store the settings ask for: PostgreSQL when EMBUDO_DATABASE_URL is set, else the
 * SQLite file (EMBUDO_DB, default `data/embudo.db`).
 */
import { openPgStore, PG_DEFAULTS } from './pg';
import { openLeadStore } from './sqlite';
import type { LeadStore } from './index';

/** Which store to open (readStoreSettings reads it from the environment). */
export interface StoreSettings {
  /** The SQLite file (absolute, or ':memory:'), used when `databaseUrl` is undefined. */
  dbPath: string;
  /** `postgres://…`: the PostgreSQL store. */
  databaseUrl: string | undefined;
  /** PostgreSQL pool size, wait deadline and statement timeout. */
  pool: { poolSize: number; poolWaitMs: number; statementTimeoutMs: number };
}

/** A setting that cannot be used; the message names the variable. */
export class StoreSettingError extends Error {
  override readonly name = 'StoreSettingError';
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, unit: string): number {
  const text = env[name]?.trim() ?? '';
  if (text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new StoreSettingError(
      `Invalid ${name} "${text.slice(0, 50)}": expected a whole number of ${unit} from ${min} to ${max} (default ${fallback}).`,
    );
  }
  return value;
}

/**
 * EMBUDO_DATABASE_URL (`postgres://` or `postgresql://`), EMBUDO_DB_POOL (connections per server,
 * default 10), EMBUDO_DB_POOL_WAIT_MS (how long a request waits for a free connection before 503,
 * default 2000), EMBUDO_DB_STATEMENT_TIMEOUT_MS (default 5000). `dbPath` is passed in resolved.
 */
export function readStoreSettings(env: NodeJS.ProcessEnv, dbPath: string): StoreSettings {
  const url = env.EMBUDO_DATABASE_URL?.trim() || undefined;
  if (url !== undefined && !/^postgres(ql)?:\/\//i.test(url)) {
    throw new StoreSettingError(
      'Invalid EMBUDO_DATABASE_URL: expected postgres://user:password@host:5432/database (or unset it to keep the SQLite file of EMBUDO_DB).',
    );
  }
  return {
    dbPath,
    databaseUrl: url,
    pool: {
      poolSize: whole(env, 'EMBUDO_DB_POOL', PG_DEFAULTS.poolSize, 1, 1000, 'connections'),
      poolWaitMs: whole(env, 'EMBUDO_DB_POOL_WAIT_MS', PG_DEFAULTS.poolWaitMs, 1, 600_000, 'ms'),
      statementTimeoutMs: whole(env, 'EMBUDO_DB_STATEMENT_TIMEOUT_MS', PG_DEFAULTS.statementTimeoutMs, 1, 600_000, 'ms'),
    },
  };
}

/** Opens (and migrates, unless read-only) the store; rejects with a StoreOpenError saying what to change. */
export async function openStore(settings: StoreSettings, options: { readonly?: boolean } = {}): Promise<LeadStore> {
  if (settings.databaseUrl) return openPgStore({ url: settings.databaseUrl, ...settings.pool, readonly: options.readonly });
  return openLeadStore(settings.dbPath, options);
}
