/**
 * A throw-away PostgreSQL cluster for tests (not shipped): `initdb` into a temporary folder, a
 * server on 127.0.0.1 at a free port with its socket in that folder, trust auth, `fsync=off` (a test
 * cluster survives a process crash, not a power cut). Never a system service. Also used by
 * `npm run bench` (scripts/bench/pg-load.ts), durable.
 *
 * PostgreSQL refuses to run as root: when the tests run as root (a CI container), the cluster is
 * run as the `postgres` user of Debian's package (or `nobody`) through `runuser`, owning its folder.
 *
 * Binaries: PG_BIN, else Debian's `/usr/lib/postgresql/<newest>/bin`, else `initdb` on PATH.
 * `postgresBinaries()` is null when none is found: the PostgreSQL tests are then skipped with
 * PG_MISSING as the reason (CI installs them: .ci/run).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_MISSING = 'PostgreSQL binaries not found (initdb, pg_ctl): apt-get install -y postgresql, or set PG_BIN to their folder';

/** The folder holding initdb and pg_ctl, or null. */
export function postgresBinaries(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, 'bin'));
  }
  for (const dir of candidates) if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.status === 0 ? path.dirname(which.stdout.trim()) : '';
  return found && existsSync(path.join(found, 'pg_ctl')) ? found : null;
}

/** A free loopback port (closed again at once; a race with another process is possible but rare). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  port: number;
  /** URL of a database of this cluster (default `postgres`). */
  url(database?: string): string;
  /**
   * A fresh, empty place for a store: a new schema of the `postgres` database, reached through a URL
   * whose `options` set the search_path to it (a schema is made in milliseconds, a database in hundreds).
   */
  createDatabase(): Promise<string>;
  /** Stops the server: `fast` (clients disconnected, like a restart) or `immediate` (a crash). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Starts it again on the same port and folder. */
  start(): void;
  /** Stops the server and deletes its folder. */
  destroy(): void;
}

const USER = 'embudo';
let databases = 0;

/**
 * initdb + start. Throws when the binaries are missing (check postgresBinaries() first). `durable`
 * keeps PostgreSQL's default fsync and full-page writes (the bench: a commit on disk, like SQLite's
 * synchronous=FULL); tests leave them off.
 */
export async function startPgCluster(options: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(PG_MISSING);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  const port = await freePort();
  // As root, run every PostgreSQL command as an unprivileged user that owns the folder.
  let runAs: string | null = null;
  if (process.getuid?.() === 0) {
    runAs = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
    const uid = Number(execFileSync('id', ['-u', runAs], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', runAs], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, argv] = runAs ? ['runuser', ['-u', runAs, '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args[0] ?? ''} failed (${result.status}): ${result.stderr}${result.stdout}\n${log}`);
    }
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', USER, '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  const settings = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200${options.durable ? '' : ' -c fsync=off -c full_page_writes=off'}`;
  const start = () => run('pg_ctl', ['-D', data, '-o', settings, '-l', logFile, '-w', '-t', '30', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  let running = true;
  const url = (database = 'postgres') => `postgres://${USER}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase() {
      const name = `embudo_test_${++databases}`;
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${name}`);
      } finally {
        await client.end();
      }
      return `${url()}?options=${encodeURIComponent(`-c search_path=${name}`)}`;
    },
    stop(mode) {
      stop(mode);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      try {
        if (running) stop('immediate');
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
