// Starts the real product (`node services/src/main.ts`) on a fresh data directory and a free port, the
// way `npm start` runs it, against the production build in storefront/dist.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainFile = path.join(repoRoot, 'services', 'src', 'main.ts');
export const distDir = path.join(repoRoot, 'storefront', 'dist');

/** The clock every e2e run sees, so time slots and copyright years are the same on each run. */
export const pinnedNow = '2026-11-20T15:00:00.000Z';

export type RunningAisle = {
  port: number;
  /** The server's data directory: its server.log, and the PGlite database when it runs on PGlite. */
  dataDir: string;
  /** The PostgreSQL database the server runs on; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** `http://<banner>.localhost:<port>`; the default banner without an id. */
  origin(banner?: string): string;
  /** Stops the server (SIGTERM, as Ctrl-C would) and keeps the data directory. */
  stop(): Promise<void>;
  /** Stops and starts again on the same data directory and port. */
  restart(): Promise<void>;
  /** Stops and deletes the data directory. */
  dispose(): Promise<void>;
};

function assertBuilt(): void {
  if (!existsSync(path.join(distDir, 'aisle-manifest.json'))) {
    throw new Error(
      'storefront/dist is missing: build it first (pnpm --filter @aisle/storefront run build), the e2e tests run the production build.',
    );
  }
}

/** Everything the server prints, for tests that check what it logs (the wallet's scan test). */
export const serverLogFile = (dataDir: string) => path.join(dataDir, 'server.log');

/**
 * The PostgreSQL server the e2e servers make their databases on (trust auth on this machine's 127.0.0.1:5432).
 * The e2e run's servers work on PostgreSQL where one answers: on two cores, where the run is bound by CPU,
 * PGlite (PostgreSQL compiled to WebAssembly, in the server's process) made it about a tenth slower.
 * `AISLE_E2E_DATABASE=pglite` runs them on PGlite, as `npm start` does; the API's tests (vitest) run on both.
 */
export const postgresAdminUrl = process.env.AISLE_E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the PostgreSQL server's admin database, on a connection of its own; answers its rows. */
async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

let isPostgresAnswering: Promise<boolean> | undefined;

/** Whether the e2e servers run on PostgreSQL: asked, or (by default) when the server answers. */
function usesPostgres(): Promise<boolean> {
  const asked = process.env.AISLE_E2E_DATABASE;
  if (asked === 'pglite') return Promise.resolve(false);
  isPostgresAnswering ??= adminQuery('SELECT 1').then(
    () => true,
    (error: unknown) => {
      // On CI the run is the product's proof on PostgreSQL: a missing server fails it instead of changing it.
      if (asked === 'postgres' || process.env.CI) throw error;
      return false;
    },
  );
  return isPostgresAnswering;
}

/** A new, empty database of its own for one server (the server migrates and seeds it as it starts). */
async function createDatabase(): Promise<string> {
  const name = `aisle_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether a process with this id runs on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the databases a run that was killed left behind (their names carry the test runner's process id). */
export async function dropStaleDatabases(): Promise<void> {
  if (!(await usesPostgres())) return;
  const databases = await adminQuery<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'aisle\\_e2e\\_%'",
  );
  for (const { datname } of databases) {
    const pid = Number(/^aisle_e2e_(\d+)_[a-z0-9]+$/.exec(datname)?.[1]);
    if (pid && !isRunning(pid)) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^aisle_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`not an e2e database: ${name}`);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function spawnMain(
  dataDir: string,
  port: number,
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      AISLE_DATA_DIR: dataDir,
      AISLE_NOW: pinnedNow,
      DATABASE_URL: databaseUrl ?? '',
      // The sandbox mailer's route: email links made while the server runs (docs/adr/0015-sandbox-mailer-route.md).
      AISLE_SANDBOX_MAILER: '1',
      // Every shopper of a run comes from one loopback address, where production has one per household: the
      // per-address limits against guessing are raised (per account and per card they stay as they are, and
      // sign-in.spec.ts meets the account's). docs/adr/0023-guessing-limits.md.
      AISLE_LIMITS: [
        'sign-in-address=10000',
        'card-pin-address=10000',
        'tokenize-address-minute=10000',
        'tokenize-address=10000',
        'email-link-address=10000',
        'account-create-address=10000',
        'password-reset-address=10000',
        'account-link-address=10000',
      ].join(','),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = (chunk: Buffer) => appendFileSync(serverLogFile(dataDir), chunk);
  child.stdout?.on('data', log);
  child.stderr?.on('data', log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was not ready within 240 s:\n${output}`));
    }, 240_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Aisle is ready on http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, port: Number(ready[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a server of its own; `env` adds to its environment (e.g. AISLE_CATALOGUE_SIZE for a generated catalogue). */
export async function startAisle(options: { env?: Record<string, string> } = {}): Promise<RunningAisle> {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aisle-e2e-'));
  const databaseUrl = (await usesPostgres()) ? await createDatabase() : undefined;
  let running = await spawnMain(dataDir, 0, databaseUrl, options.env);
  const port = running.port;
  return {
    port,
    dataDir,
    databaseUrl,
    origin: (banner) => `http://${banner ? `${banner}.` : ''}localhost:${port}`,
    stop: () => stopChild(running.child),
    async restart() {
      await stopChild(running.child);
      running = await spawnMain(dataDir, port, databaseUrl, options.env);
    },
    async dispose() {
      await stopChild(running.child);
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropDatabase(databaseUrl);
    },
  };
}
