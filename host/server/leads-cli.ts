/**
 * `npm run leads`: prints every stored lead as CSV (the same bytes as `GET /api/leads?format=csv`)
 * from the local store, so the operator can export without an admin token:
 *
 *     npm run leads > leads.csv
 *
 * The store is EMBUDO_DATABASE_URL (PostgreSQL) when set, else EMBUDO_DB (relative to EMBUDO_ROOT or
 * the working directory), default `data/embudo.db`. Opened read-only, so it is safe while the server runs. Exits 1 with a message on stderr when there
 * is no store yet.
 *
 * The CSV holds every lead's email and phone: when stdout is a file (`> leads.csv`), the file is
 * made 0600 before anything is written, as the store's own files are, whatever the shell's umask.
 */
import { existsSync, fchmodSync, fstatSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolveDbPath } from './config';
import { CSV_HEAD, csvLine } from './leads/csv';
import { StoreSettingError, openStore, readStoreSettings } from './leads/store/open';
import { EXPORT_PAGE_SIZE } from './leads/routes';
import { StoreOpenError } from './leads/store';

/** Runs the export; returns the exit code (stdout gets the CSV, stderr the problems). */
export async function runLeadsCli(
  env: NodeJS.ProcessEnv,
  cwd: string,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
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
    err(
      `${error instanceof StoreOpenError ? error.message : `Cannot read the lead store at ${where}: ${error instanceof Error ? error.message : String(error)}`}\n`,
    );
    return 1;
  }
}

/** Mode of every file the server or its tools write leads to: the owner's only. */
export const PRIVATE_EXPORT_MODE = 0o600;

/**
 * When `fd` is a regular file others may read (a shell redirect under the usual umask 022), makes
 * it 0600. Returns a warning for stderr when it cannot (the file is someone else's), else null.
 * Pipes and terminals are left alone: nothing is kept there.
 */
export function privateOutput(fd: number): string | null {
  let stat;
  try {
    stat = fstatSync(fd);
  } catch {
    return null;
  }
  if (!stat.isFile() || (stat.mode & 0o077) === 0) return null;
  try {
    fchmodSync(fd, PRIVATE_EXPORT_MODE);
    return null;
  } catch (error) {
    return `Warning: the CSV holds every lead's email and phone, and the file it goes to can be read by other users of this machine; it could not be made private (${error instanceof Error ? error.message : String(error)}). Run chmod 600 on it.\n`;
  }
}

// Run only as a script (tests import runLeadsCli).
const script = process.argv[1];
if (script && existsSync(script) && pathToFileURL(realpathSync(script)).href === import.meta.url) {
  const warning = privateOutput(process.stdout.fd);
  if (warning) process.stderr.write(warning);
  runLeadsCli(
    process.env,
    process.cwd(),
    (text) => process.stdout.write(text),
    (text) => process.stderr.write(text),
  ).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
