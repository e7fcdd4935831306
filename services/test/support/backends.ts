import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  canConnectToPostgres,
  type Database,
  type DatabaseOptions,
  dropPostgresSchema,
  openDatabase,
} from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';

export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
export const isPostgresAvailable = await canConnectToPostgres(postgresUrl);
if (!isPostgresAvailable && process.env.CI) {
  // CI machines run a PostgreSQL server: there, a missing one is a failure, never a silent skip.
  throw new Error(
    `CI: no PostgreSQL answers at ${postgresUrl.replace(/:[^:@/]+@/, ':***@')}; the services tests must run on it.`,
  );
}
if (!isPostgresAvailable) {
  console.warn(
    `\n⚠ No PostgreSQL answers at ${postgresUrl.replace(/:[^:@/]+@/, ':***@')}: the PostgreSQL half of the services tests is SKIPPED.\n` +
      '  Start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, or point DATABASE_URL at one.\n',
  );
}

/** A place for one test run's data that can be opened, closed and opened again (restart). */
export type Backend = {
  name: 'PGlite' | 'PostgreSQL';
  isAvailable: boolean;
  /** Prepares a fresh place (temp dir, or a schema of its own) and answers how to open it. */
  create(): Promise<{ options: DatabaseOptions; open(): Promise<Database>; destroy(): Promise<void> }>;
};

export const pgliteBackend: Backend = {
  name: 'PGlite',
  isAvailable: true,
  async create() {
    const directory = await mkdtemp(join(tmpdir(), 'aisle-services-test-'));
    const options: DatabaseOptions = { kind: 'pglite', dataDir: join(directory, 'pglite') };
    return {
      options,
      open: () => openDatabase(options),
      destroy: () => rm(directory, { recursive: true, force: true }),
    };
  },
};

export const postgresBackend: Backend = {
  name: 'PostgreSQL',
  isAvailable: isPostgresAvailable,
  async create() {
    // A schema per run: concurrent runs on one server never see each other's rows.
    const schema = `aisle_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const options: DatabaseOptions = { kind: 'postgres', url: postgresUrl, schema };
    return {
      options,
      open: () => openDatabase(options),
      destroy: () => dropPostgresSchema(postgresUrl, schema),
    };
  },
};

export const backends: Backend[] = [pgliteBackend, postgresBackend];

/** A fresh place on a backend, opened, migrated and seeded as of `now`; `close` also removes it. */
export async function openSeeded(backend: Backend, now: Date): Promise<{ database: Database; close(): Promise<void> }> {
  const place = await backend.create();
  const database = await place.open();
  await migrate(database);
  await seedIfEmpty(database, { now });
  return {
    database,
    async close() {
      await database.close();
      await place.destroy();
    },
  };
}
