import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { createOpsHandler } from '../src/http/operations.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { backends } from './support/backends.ts';

/*
 * The operator's endpoints (issue 23, docs/adr/0025-operations.md): /healthz, /readyz and /metrics on a
 * real server, on each database. The database is migrated and not seeded: none of these reads a row.
 */

const token = 'metrics-test-token';

describe.each(backends)('health, readiness and metrics on $name', (backend) => {
  let server: RunningServer;
  let destroy: () => Promise<void>;
  let emptyDir: string;
  let origin: string;

  beforeAll(async () => {
    if (!backend.isAvailable) return;
    const place = await backend.create();
    destroy = place.destroy;
    const database = await place.open();
    await migrate(database);
    await database.close();
    emptyDir = await mkdtemp(join(tmpdir(), 'aisle-ops-test-'));
    server = await startServer({
      database: place.options,
      port: 0,
      distDir: emptyDir,
      framesDir: emptyDir,
      isPrepared: true,
      metricsToken: token,
    });
    origin = `http://localhost:${server.port}`;
  });

  afterAll(async () => {
    await server?.close();
    await destroy?.();
    if (emptyDir) await rm(emptyDir, { recursive: true, force: true });
  });

  it.skipIf(!backend.isAvailable)(
    '/healthz says the process answers; /readyz that the database does; never cached',
    async () => {
      const health = await fetch(`${origin}/healthz`);
      expect([health.status, await health.json(), health.headers.get('cache-control')]).toEqual([
        200,
        { status: 'ok' },
        'no-store',
      ]);
      const ready = await fetch(`${origin}/readyz`);
      expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([
        200,
        { status: 'ready' },
        'no-store',
      ]);
      const post = await fetch(`${origin}/readyz`, { method: 'POST' });
      expect([post.status, (await post.json()).code]).toEqual([405, 'METHOD_NOT_ALLOWED']);
    },
  );

  it.skipIf(!backend.isAvailable)('/metrics asks for the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`]) {
      const answer = await fetch(`${origin}/metrics`, authorization ? { headers: { authorization } } : {});
      expect([answer.status, (await answer.json()).code, answer.headers.get('www-authenticate')]).toEqual([
        401,
        'UNAUTHENTICATED',
        'Bearer',
      ]);
    }
  });

  it.skipIf(!backend.isAvailable)(
    '/metrics counts requests by route pattern (never the id asked for), method and status class, with latency and connections',
    async () => {
      for (const gtin of ['0000000000017', '0000000000024']) {
        expect((await fetch(`${origin}/api/products/${gtin}`)).status).toBe(404);
      }
      expect((await fetch(`${origin}/api/no-such-endpoint/42`)).status).toBe(404);
      const answer = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await answer.text();
      expect(text).toContain('aisle_http_requests_total{route="/api/products/:gtin13",method="GET",status="4xx"} 2');
      expect(text).toContain('aisle_http_requests_total{route="unmatched",method="GET",status="4xx"} 1');
      expect(text).toMatch(/aisle_http_requests_total\{route="\/healthz",method="GET",status="2xx"\} \d+/);
      expect(text).toContain('aisle_http_request_duration_seconds_count{route="/api/products/:gtin13",method="GET"} 2');
      expect(text).toMatch(
        /aisle_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/products\/:gtin13",method="GET"\} \d+/,
      );
      expect(text).not.toContain('0000000000017');
      expect(text).not.toContain('/42');
      const states = server.database.kind === 'postgres' ? ['total', 'idle', 'waiting'] : ['total'];
      for (const state of states) {
        expect(text).toMatch(
          new RegExp(`aisle_db_connections\\{database="${server.database.kind}",state="${state}"\\} \\d+`),
        );
      }
      expect(text).toMatch(/aisle_process_resident_memory_bytes \d+/);
    },
  );

  it.skipIf(!backend.isAvailable)('/readyz answers 503 once the database does not answer', async () => {
    await server.database.close();
    const ready = await fetch(`${origin}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer.' },
    ]);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});

describe('the operator endpoints without a metrics token, and while stopping', () => {
  const db = {} as never;
  const metrics = async () => ({ contentType: 'text/plain', text: 'never read' });

  it('/metrics is off (404) when AISLE_METRICS_TOKEN is not set', async () => {
    const ops = createOpsHandler({ db, isStopping: () => false, metrics });
    const answer = await ops(new Request('http://localhost/metrics'), '/metrics');
    expect([answer.status, (await answer.json()).message]).toEqual([
      404,
      'Metrics are off: set AISLE_METRICS_TOKEN to serve them.',
    ]);
  });

  it('/readyz answers 503 while the process stops, without asking the database', async () => {
    const ops = createOpsHandler({ db, isStopping: () => true, metrics });
    const answer = await ops(new Request('http://localhost/readyz'), '/readyz');
    expect([answer.status, await answer.json()]).toEqual([
      503,
      { code: 'SHUTTING_DOWN', message: 'The server is stopping.' },
    ]);
  });
});
