import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/database.ts';
import { parseTrustedProxies } from './limits/index.ts';
import { parseCatalogueSize } from './seed/generatedCatalogue.ts';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, type RunningServer, type ServerOptions, startServer } from './server.ts';

/*
 * The body of `node services/src/main.ts` (see there) and of each worker of `node services/src/cluster.ts`:
 * the whole product on one port. The environment (docs/operations.md lists every variable):
 * PORT (default 4321), AISLE_DATA_DIR (default .data, relative to the repo root), DATABASE_URL (PostgreSQL
 * instead of the embedded PGlite), AISLE_NOW (pins the clock), AISLE_DIST_DIR (default storefront/dist), AISLE_FRAMES_DIR (default frames/dist),
 * AISLE_TRUSTED_PROXIES (comma-separated addresses of reverse proxies whose X-Forwarded-For names the client; none by default),
 * AISLE_SHUTDOWN_TIMEOUT_MS (how long a stop lets requests in flight finish; default 10000),
 * AISLE_METRICS_TOKEN (the bearer token that reads /metrics; /metrics is off without it),
 * AISLE_CATALOGUE_SIZE (products in all when an empty database is seeded: the seeded ones plus a generated catalogue),
 * AISLE_SANDBOX_MAILER=1 (tests only: the sandbox mailer's route, docs/adr/0015-sandbox-mailer-route.md).
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The server's options from the environment; exits with a message when one is not valid. */
export function readServerOptions(): ServerOptions {
  const port = Number(process.env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail(`PORT must be a port number, not "${process.env.PORT}".`);

  let now: (() => Date) | undefined;
  if (process.env.AISLE_NOW) {
    const pinned = new Date(process.env.AISLE_NOW);
    if (Number.isNaN(pinned.getTime())) fail(`AISLE_NOW must be an ISO date-time, not "${process.env.AISLE_NOW}".`);
    now = () => new Date(pinned);
  }

  const shutdownTimeoutMs = Number(process.env.AISLE_SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    fail(
      `AISLE_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, not "${process.env.AISLE_SHUTDOWN_TIMEOUT_MS}".`,
    );
  }

  let trustedProxies: ReadonlySet<string> = new Set();
  try {
    trustedProxies = parseTrustedProxies(process.env.AISLE_TRUSTED_PROXIES);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  let catalogueSize: number | undefined;
  try {
    catalogueSize = parseCatalogueSize(process.env.AISLE_CATALOGUE_SIZE);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  const database: DatabaseOptions = process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(repoRoot, process.env.AISLE_DATA_DIR ?? '.data', 'pglite') };

  return {
    database,
    port,
    distDir: resolve(repoRoot, process.env.AISLE_DIST_DIR ?? 'storefront/dist'),
    framesDir: resolve(repoRoot, process.env.AISLE_FRAMES_DIR ?? 'frames/dist'),
    ...(now ? { now } : {}),
    // The limits' windows run on the real clock even under a pinned AISLE_NOW: a window that never ended
    // would turn every limit into a lock (docs/adr/0023-guessing-limits.md).
    limits: { now: () => new Date(), trustedProxies },
    hasSandboxMailer: process.env.AISLE_SANDBOX_MAILER === '1',
    shutdownTimeoutMs,
    ...(process.env.AISLE_METRICS_TOKEN ? { metricsToken: process.env.AISLE_METRICS_TOKEN } : {}),
    ...(catalogueSize === undefined ? {} : { catalogueSize }),
  };
}

/** Starts the server, says where it listens, and stops it gracefully on SIGTERM or SIGINT (exit 0). */
export async function runServer(options: ServerOptions): Promise<RunningServer> {
  const server = await startServer(options).catch((error: unknown) =>
    fail(`Aisle could not start: ${error instanceof Error ? error.message : String(error)}`),
  );

  // performance.now() counts from the start of the process: Node's own start and every import included.
  const cpu = process.cpuUsage();
  console.log(
    `Database: ${server.database.kind} at ${server.database.location}${server.didSeed ? ' (seeded)' : ''}; ` +
      `ready ${(performance.now() / 1000).toFixed(2)} s after the process started (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`,
  );
  console.log(`Aisle is ready on http://localhost:${server.port}`);

  let isStopping = false;
  async function stop(signal: string): Promise<void> {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal}: stopping Aisle (requests in flight finish first)…`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('Aisle did not stop cleanly:', error);
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return server;
}
