import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

/*
 * The server's metrics in Prometheus' text format (prom-client): requests by route pattern, method and
 * status class, a latency histogram per route, the database connections and Node's own process metrics.
 * A route is Hono's pattern (`/api/products/:gtin13`), never the requested path: ids would make a series
 * per product or shopper.
 */

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: from a fast cached answer to a request that waited on a busy pool. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  registry: Registry;
  /** Counts one answered request and its latency. */
  observe(method: string, route: string, status: number, seconds: number): void;
};

export type MetricsOptions = {
  database: Pick<Database, 'kind' | 'connections'>;
  /** Labels every series with the cluster worker that made it (services/src/cluster.ts). */
  worker?: string;
};

export function createMetrics({ database, worker }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (worker !== undefined) registry.setDefaultLabels({ worker });
  collectDefaultMetrics({ register: registry, prefix: 'aisle_' });
  const requests = new Counter({
    name: 'aisle_http_requests_total',
    help: 'Answered HTTP requests by route pattern, method and status class (2xx, 3xx, 4xx, 5xx).',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'aisle_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'aisle_db_connections',
    help: 'Database connections: total and idle in the PostgreSQL pool, and requests waiting for one (PGlite: one connection, no pool).',
    labelNames: ['database', 'state'] as const,
    registers: [registry],
    collect() {
      const connections = database.connections();
      this.reset();
      for (const [state, value] of Object.entries(connections)) {
        this.set({ database: database.kind, state }, value);
      }
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { route, method: METHODS.has(method) ? method : 'OTHER' };
      requests.inc({ ...labels, status: `${Math.floor(status / 100)}xx` });
      latency.observe(labels, seconds);
    },
  };
}
