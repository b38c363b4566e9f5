/**
 * `npm run leads`: prints every stored lead as CSV (the same bytes as `GET /api/leads?format=csv`)
 * from the local store, so the operator can export without an admin token:
 *
 *     npm run leads > leads.csv
 *
 * The store is EMBUDO_DB (relative to EMBUDO_ROOT or the working directory), default `data/embudo.db`.
 * Opened read-only, so it is safe while the server runs. Exits 1 with a message on stderr when there
 * is no store yet.
 */
import { existsSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolveDbPath } from './config';
import { leadsToCsv } from './leads/csv';
import { StoreOpenError, openLeadStore } from './leads/store';

/** Runs the export; returns the exit code (stdout gets the CSV, stderr the problems). */
export function runLeadsCli(env: NodeJS.ProcessEnv, cwd: string, out: (text: string) => void, err: (text: string) => void): number {
  const file = resolveDbPath(env, cwd);
  if (file === ':memory:' || !existsSync(file)) {
    err(`No lead store at ${file} yet. Start the server (npm start) and capture a lead first, or set EMBUDO_DB to the store's path.\n`);
    return 1;
  }
  try {
    const store = openLeadStore(file, { readonly: true });
    try {
      out(leadsToCsv(store.listLeads()));
    } finally {
      store.close();
    }
    return 0;
  } catch (error) {
    err(`${error instanceof StoreOpenError ? error.message : `Cannot read the lead store at ${file}: ${error instanceof Error ? error.message : String(error)}`}\n`);
    return 1;
  }
}

// Run only as a script (tests import runLeadsCli).
const script = process.argv[1];
if (script && existsSync(script) && pathToFileURL(realpathSync(script)).href === import.meta.url) {
  process.exitCode = runLeadsCli(process.env, process.cwd(), (text) => process.stdout.write(text), (text) => process.stderr.write(text));
}
