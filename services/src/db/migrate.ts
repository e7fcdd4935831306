import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

const migrationFilePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export type Migration = { version: number; name: string; file: string };

export async function listMigrations(directory = migrationsDir): Promise<Migration[]> {
  const files = await readdir(directory);
  return files
    .map((file) => {
      const match = migrationFilePattern.exec(file);
      return match ? { version: Number(match[1]), name: match[2] as string, file } : null;
    })
    .filter((migration): migration is Migration => migration !== null)
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies the numbered SQL files not yet recorded in schema_migrations, each in its own transaction
 * together with its record, so a failed migration leaves nothing half-applied. An advisory lock keeps
 * two servers starting at once on one PostgreSQL from applying the same file twice.
 * Answers the versions it applied.
 */
export async function migrate(database: Database, directory = migrationsDir): Promise<number[]> {
  const migrations = await listMigrations(directory);
  await database.withScriptTransaction((runner) =>
    runner.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    const script = await readFile(`${directory}/${migration.file}`, 'utf8');
    const didApply = await database.withScriptTransaction(async (runner) => {
      await runner.query('select pg_advisory_xact_lock(4216001)');
      const existing = await runner.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (existing.length > 0) return false;
      await runner.exec(script);
      await runner.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
