import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
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

/**
 * Where this run keeps its seeded PGlite templates (services/test/support/globalSetup.ts makes and removes it);
 * unset when a file runs outside that setup, and then every file seeds its own database.
 */
const templatesRoot = process.env.AISLE_PGLITE_TEMPLATES;

/**
 * A PGlite data directory migrated and seeded as of `now`, made once per run and clock: initdb, the
 * migrations and the seed take about 6 s on PGlite, a copy of the closed directory about 0.1 s. The first
 * file that needs one builds it in a directory of its own and renames it into place, so two workers building
 * the same template at once both succeed and one copy wins.
 */
async function pgliteTemplate(now: Date): Promise<string | null> {
  if (!templatesRoot) return null;
  const template = join(templatesRoot, String(now.getTime()));
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = await mkdtemp(join(templatesRoot, 'building-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await migrate(database);
  await seedIfEmpty(database, { now });
  await database.close();
  try {
    await rename(building, template);
  } catch {
    // Another worker's copy got there first: use it.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/** A fresh place on a backend, opened, migrated and seeded as of `now`; `close` also removes it. */
export async function openSeeded(backend: Backend, now: Date): Promise<{ database: Database; close(): Promise<void> }> {
  const place = await backend.create();
  // A PGlite directory can start as a copy; a PGlite in memory ('memory://') seeds itself.
  const { options } = place;
  if (options.kind === 'pglite' && !options.dataDir.startsWith('memory://')) {
    const template = await pgliteTemplate(now);
    if (template) await cp(template, options.dataDir, { recursive: true });
  }
  const database = await place.open();
  // A copy of a template is migrated and seeded already; both steps see that and do nothing.
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
