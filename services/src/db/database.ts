import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { loadNodePostgres, loadPglite } from './orm.ts';
import { type Schema, schema } from './schema.ts';

/** The drizzle handle every query goes through, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw access inside one transaction: for migrations (multi-statement scripts) and nothing else. */
export type ScriptRunner = {
  /** Runs a script of one or more statements, without parameters. */
  exec(script: string): Promise<void>;
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
};

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  kind: DatabaseKind;
  /** Where the data lives, for logs (a directory, or the PostgreSQL URL without its password). */
  location: string;
  db: Db;
  /** Runs `work` in one transaction with raw statement access (migrations). */
  withScriptTransaction<T>(work: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * The connections, for the metrics: the PostgreSQL pool's total, idle and waiting (requests queued for a
   * connection); PGlite's single connection as a total of 1 (it queues inside, out of sight).
   */
  connections(): Record<string, number>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** Embedded PostgreSQL (PGlite) in a directory, or in memory with 'memory://'. */
  | { kind: 'pglite'; dataDir: string }
  /** A PostgreSQL server; `schema` puts every table in that schema (created when missing), e.g. per test run. */
  | { kind: 'postgres'; url: string; schema?: string };

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the database. PGlite has a single connection; it runs every query and transaction
 * exclusively (its own mutex), so concurrent requests are serialized there, not interleaved.
 * PostgreSQL gets a connection pool.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options.url, options.schema);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const { PGlite, drizzle, pg_trgm } = loadPglite();
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    location: dataDir,
    db,
    withScriptTransaction: (work) =>
      client.transaction((transaction) =>
        work({
          exec: async (script) => {
            await transaction.exec(script);
          },
          query: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
            (await transaction.query<Row>(text, params)).rows,
        }),
      ),
    connections: () => ({ total: client.closed ? 0 : 1 }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
  if (schemaName !== undefined && !schemaNamePattern.test(schemaName)) {
    throw new Error(`Invalid schema name "${schemaName}"`);
  }
  const { pg, drizzle } = loadNodePostgres();
  if (schemaName !== undefined) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schemaName === undefined ? {} : { options: `-c search_path=${schemaName}` }),
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let isClosed = false;
  return {
    kind: 'postgres',
    location: redactPassword(url) + (schemaName ? ` (schema ${schemaName})` : ''),
    db,
    withScriptTransaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work({
          exec: async (script) => {
            await connection.query(script);
          },
          query: async <Row extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
            (await connection.query<Row>(text, params)).rows,
        });
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/** Drops a schema made for one test run. */
export async function dropPostgresSchema(url: string, schemaName: string): Promise<void> {
  if (!schemaNamePattern.test(schemaName)) throw new Error(`Invalid schema name "${schemaName}"`);
  const { pg } = loadNodePostgres();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schemaName}" cascade`);
  } finally {
    await client.end();
  }
}

/** True when a PostgreSQL server answers at `url` within the timeout. */
export async function canConnectToPostgres(url: string, timeoutMs = 2000): Promise<boolean> {
  const { pg } = loadNodePostgres();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
