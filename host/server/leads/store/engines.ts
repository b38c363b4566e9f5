/**
 * The two lead-store engines as the store's tests use them (contract.test.ts,
 * ../../admin/desk-store.test.ts): a new, empty store location per call — a SQLite file in a
 * temporary folder, or a database of a throw-away PostgreSQL cluster on loopback
 * (pg-test-cluster.ts). The PostgreSQL engine says `skip` when its binaries are missing. Test
 * support only: nothing in the server imports it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoreSettings } from './open';
import { postgresBinaries, startPgCluster, type PgCluster } from '../../../../tests/support/pg-test-cluster';

/** One engine: set up once per test file, then as many fresh locations as the tests want. */
export interface StoreEngine {
  name: 'sqlite' | 'postgres';
  /** True when the engine cannot run here (PostgreSQL without its binaries). */
  skip: boolean;
  beforeAll(): Promise<void>;
  afterAll(): void;
  /** Settings of a new, empty store location. */
  fresh(): Promise<StoreSettings>;
}

/** Both engines; `prefix` names the SQLite engine's temporary folder. */
export function storeEngines(prefix: string, pool: StoreSettings['pool']): [StoreEngine, StoreEngine] {
  let tmp: string | undefined;
  let cluster: PgCluster | undefined;
  return [
    {
      name: 'sqlite',
      skip: false,
      async beforeAll() {
        tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
      },
      afterAll() {
        if (tmp) rmSync(tmp, { recursive: true, force: true });
      },
      async fresh() {
        return { dbPath: path.join(mkdtempSync(path.join(tmp!, 's-')), 'embudo.db'), databaseUrl: undefined, pool };
      },
    },
    {
      name: 'postgres',
      skip: postgresBinaries() === null,
      async beforeAll() {
        cluster = await startPgCluster();
      },
      afterAll() {
        cluster?.destroy();
      },
      async fresh() {
        return { dbPath: '', databaseUrl: await cluster!.createDatabase(), pool };
      },
    },
  ];
}
