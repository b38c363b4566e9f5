/**
 * `npm run leads`: prints every stored lead as CSV (the same bytes as `GET /api/leads?format=csv`)
 * from the local store, so the operator can export without an admin token:
 *
 *     npm run leads > leads.csv
 *
 * The store is EMBUDO_DATABASE_URL (PostgreSQL) when set, else EMBUDO_DB (relative to EMBUDO_ROOT or
 * the working directory), default `data/embudo.db`. Opened read-only, so it is safe while the server runs. Exits 1 with a message on stderr when there
 * is no store yet.
 */
import { existsSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolveDbPath } from './config';
import { CSV_HEAD, csvLine } from './leads/csv';
import { StoreSettingError, openStore, readStoreSettings } from './leads/store/open';
import { EXPORT_PAGE_SIZE } from './leads/routes';
import { StoreOpenError } from './leads/store';

/** Runs the export; returns the exit code (stdout gets the CSV, stderr the problems). */
export async function runLeadsCli(env: NodeJS.ProcessEnv, cwd: string, out: (text: string) => void, err: (text: string) => void): Promise<number> {
  const file = resolveDbPath(env, cwd);
  let settings;
  try {
    settings = readStoreSettings(env, file);
  } catch (error) {
    if (!(error instanceof StoreSettingError)) throw error;
    err(`${error.message}\n`);
    return 1;
  }
  if (!settings.databaseUrl && (file === ':memory:' || !existsSync(file))) {
    err(`No lead store at ${file} yet. Start the server (npm start) and capture a lead first, or set EMBUDO_DB to the store's path.\n`);
    return 1;
  }
  const where = settings.databaseUrl ? 'EMBUDO_DATABASE_URL' : file;
  try {
    const store = await openStore(settings, { readonly: true });
    try {
      // A page at a time, as the HTTP export: the same bytes, memory flat whatever the store's size.
      out(CSV_HEAD);
      for (let page = await store.pageLeads({}, null, EXPORT_PAGE_SIZE); ; page = await store.pageLeads({}, page.next, EXPORT_PAGE_SIZE)) {
        if (page.leads.length) out(page.leads.map(csvLine).join(''));
        if (!page.next) break;
      }
    } finally {
      await store.close();
    }
    return 0;
  } catch (error) {
    err(`${error instanceof StoreOpenError ? error.message : `Cannot read the lead store at ${where}: ${error instanceof Error ? error.message : String(error)}`}\n`);
    return 1;
  }
}

// Run only as a script (tests import runLeadsCli).
const script = process.argv[1];
if (script && existsSync(script) && pathToFileURL(realpathSync(script)).href === import.meta.url) {
  runLeadsCli(process.env, process.cwd(), (text) => process.stdout.write(text), (text) => process.stderr.write(text)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
