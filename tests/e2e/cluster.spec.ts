// `npm run cluster` (node services/src/cluster.ts) with 2 workers on a fresh PostgreSQL database: a signed-in
// shopper's short journey through the one port, requests answered by both workers, a killed worker started
// again, and a clean stop. docs/operations.md, docs/adr/0025-operations.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { distDir, pinnedNow, repoRoot } from './support/aisle.ts';
import { expect, signIn, test, waitForIslands } from './support/fixtures.ts';

/** The PostgreSQL server the spec makes its database on (trust auth on this machine's 127.0.0.1:5432). */
const adminUrl = process.env.AISLE_E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const metricsToken = 'cluster-spec-token';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server answers; on CI a missing one fails the spec instead of skipping it. */
async function isPostgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

type Cluster = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function startCluster(databaseUrl: string): Promise<Cluster> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'services', 'src', 'cluster.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      AISLE_WORKERS: '2',
      AISLE_NOW: pinnedNow,
      AISLE_DIST_DIR: distDir,
      AISLE_METRICS_TOKEN: metricsToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Aisle is ready on http:\/\/localhost:(\d+) \(2 workers\)/.exec(output);
      if (ready) resolve({ child, port: Number(ready[1]), output: () => output, exited });
    });
    void exited.then((code) => reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`)));
  });
}

/** GET on a connection of its own (no keep-alive), so the cluster may hand it to either worker. */
function getOnNewConnection(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { agent: false, headers: { connection: 'close', ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The /metrics requests each worker counted for `route`, by worker id. */
async function requestsByWorker(port: number, route: string): Promise<Map<string, number>> {
  const metrics = await getOnNewConnection(`http://localhost:${port}/metrics`, {
    authorization: `Bearer ${metricsToken}`,
  });
  expect(metrics.status).toBe(200);
  const counts = new Map<string, number>();
  for (const [, labels, value] of metrics.text.matchAll(/^aisle_http_requests_total\{([^}]*)\} (\d+)$/gm)) {
    if (!labels?.includes(`route="${route}"`)) continue;
    const worker = /worker="(\d+)"/.exec(labels)?.[1] ?? '?';
    counts.set(worker, (counts.get(worker) ?? 0) + Number(value));
  }
  return counts;
}

test('npm run cluster: 2 workers behind one port serve a signed-in shopper, a dead worker comes back, SIGTERM stops all', async ({
  browser,
}) => {
  // Mostly CPU of starts: the primary's seed, then about 2.5 s per worker (3 workers in all); on this 2-core
  // machine under a load of 30 a worker's start took 35 s and the whole spec 2.3 min.
  test.setTimeout(300_000);
  test.skip(!process.env.CI && !(await isPostgresAvailable()), `no PostgreSQL server answers at ${adminUrl}`);
  const name = `aisle_ops_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await admin(`create database ${name}`);
  const databaseUrl = adminUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`);
  let cluster: Cluster | undefined;
  const context = await browser.newContext();
  try {
    cluster = await startCluster(databaseUrl);
    const { port } = cluster;
    // The primary migrated and seeded once, before forking; the workers found the database ready.
    expect(cluster.output().match(/migrated once \(seeded\)/g)).toHaveLength(1);
    expect(cluster.output()).not.toContain('(seeded);');

    const page = await context.newPage();
    const origin = `http://harbor.localhost:${port}`;
    await signIn(page, origin, '/');
    await waitForIslands(page);
    const cartLink = page.locator('[data-part="cart-link"]');
    await expect(cartLink).toHaveAttribute('data-count', '0');
    const tile = page.locator('[data-component="ProductTile"]').first();
    const productName = ((await tile.locator('h3').textContent()) ?? '').trim();
    await tile.locator('[data-part="add-to-cart"]').click();
    await expect(cartLink).toHaveAttribute('data-count', '1');
    await cartLink.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect(page.getByText(productName).first()).toBeVisible();

    // Connections of their own go round the workers: each answered some.
    for (let index = 0; index < 6; index++) {
      expect((await getOnNewConnection(`http://localhost:${port}/readyz`)).status).toBe(200);
    }
    const byWorker = await requestsByWorker(port, '/readyz');
    expect([...byWorker.keys()].sort()).toEqual(['1', '2']);
    expect([...byWorker.values()].every((count) => count > 0)).toBe(true);

    // A worker that dies is started again (as worker 3) and serves; the shopper's cart is in the database.
    const pid = Number(/Worker 1 \(pid (\d+)\) listens/.exec(cluster.output())?.[1]);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => cluster?.output() ?? '', { timeout: 120_000 }).toMatch(/Worker 3 \(pid \d+\) listens/);
    for (let index = 0; index < 6; index++) {
      expect((await getOnNewConnection(`http://localhost:${port}/healthz`)).status).toBe(200);
    }
    expect((await requestsByWorker(port, '/healthz')).get('3')).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByText(productName).first()).toBeVisible();

    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    expect(cluster.output()).toContain('Aisle stopped');
  } finally {
    await context.close();
    if (cluster && cluster.child.exitCode === null) {
      cluster.child.kill('SIGKILL');
      await cluster.exited;
    }
    await admin(`drop database if exists ${name} with (force)`);
  }
});
