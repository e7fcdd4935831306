import type { FullConfig } from '@playwright/test';
import { dropStaleDatabases, startAisle } from './aisle.ts';

/**
 * The servers' ports reach the test workers through the environment, one per parallel worker
 * (comma-separated, in worker order): each worker has its own server and database, so tests in two
 * workers never share a seeded shopper's cart, addresses or wallet.
 */
export const portVariable = 'AISLE_E2E_PORTS';
/** Their data directories (server.log, and the database on PGlite), for the wallet's scan test. */
export const dataDirVariable = 'AISLE_E2E_DATA_DIRS';
/** Their PostgreSQL databases ('-' for a server on PGlite), for the same scan. */
export const databaseUrlVariable = 'AISLE_E2E_DATABASE_URLS';

/** One server per worker for the whole run; tests that restart a server start their own. */
export default async function globalSetup(config: FullConfig) {
  await dropStaleDatabases();
  const servers = await Promise.all(Array.from({ length: Math.max(1, config.workers) }, () => startAisle()));
  process.env[portVariable] = servers.map((aisle) => aisle.port).join(',');
  process.env[dataDirVariable] = servers.map((aisle) => aisle.dataDir).join(',');
  process.env[databaseUrlVariable] = servers.map((aisle) => aisle.databaseUrl ?? '-').join(',');
  return async () => {
    await Promise.all(servers.map((aisle) => aisle.dispose()));
  };
}

/** This worker's entry of a comma-separated list made by globalSetup. */
export function workerEntry(variable: string): string | undefined {
  const entries = (process.env[variable] ?? '').split(',').filter(Boolean);
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return entries[index % Math.max(1, entries.length)];
}
