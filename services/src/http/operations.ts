import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { apiSecurityHeaders } from './securityHeaders.ts';

/*
 * The operator's endpoints, on every host of the server's port: `/healthz` (the process answers), `/readyz`
 * (the database answers a query, and the process is not stopping) and `/metrics` (Prometheus text, only
 * with the bearer token of AISLE_METRICS_TOKEN). They sit in front of the API: no session, no CSRF check,
 * no limit against guessing, never cached. docs/adr/0025-operations.md.
 */

export const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** How long /readyz waits for the database before it says the process is not ready. */
const READY_TIMEOUT_MS = 2000;

export type OpsOptions = {
  db: Db;
  /** True once the process stops: /readyz answers 503 so that the load balancer sends no more. */
  isStopping(): boolean;
  /** The metrics text: this process's registry, or the whole cluster's (services/src/cluster.ts). */
  metrics(): Promise<{ contentType: string; text: string }>;
  /** The bearer token /metrics asks for; without one, /metrics is off (404). */
  metricsToken?: string | undefined;
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...apiSecurityHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

function hasToken(request: Request, token: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Answers /healthz, /readyz and /metrics (see OPS_PATHS); other paths are not its business. */
export function createOpsHandler(options: OpsOptions): (request: Request, pathname: string) => Promise<Response> {
  return async (request, pathname) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(
        405,
        { code: 'METHOD_NOT_ALLOWED', message: `${pathname} answers GET only.` },
        { Allow: 'GET, HEAD' },
      );
    }
    if (pathname === '/healthz') return json(200, { status: 'ok' });
    if (pathname === '/readyz') {
      if (options.isStopping()) return json(503, { code: 'SHUTTING_DOWN', message: 'The server is stopping.' });
      if (!(await databaseAnswers(options.db))) {
        return json(503, { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer.' });
      }
      return json(200, { status: 'ready' });
    }
    if (!options.metricsToken) {
      return json(404, { code: 'NOT_FOUND', message: 'Metrics are off: set AISLE_METRICS_TOKEN to serve them.' });
    }
    if (!hasToken(request, options.metricsToken)) {
      return json(
        401,
        { code: 'UNAUTHENTICATED', message: 'Metrics need the bearer token of AISLE_METRICS_TOKEN.' },
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
    const { contentType, text } = await options.metrics();
    return new Response(text, {
      headers: { ...apiSecurityHeaders, 'Content-Type': contentType, 'Cache-Control': 'no-store' },
    });
  };
}
