import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { createApp } from '../src/http/app.ts';
import { createRecordFinder } from '../src/http/records.ts';
import { createStaticHandler } from '../src/static/index.ts';
import { backends, openSeeded } from './support/backends.ts';
import { TestClient } from './support/client.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const orderPath = '/checkout/CLICKLIST/8800123401/complete';

/** A two-page site as the storefront build writes it: the order-complete shell and the not-found page. */
async function writeSite(directory: string): Promise<void> {
  const page = async (route: string, text: string) => {
    await mkdir(join(directory, 'greenway', route), { recursive: true });
    await writeFile(join(directory, 'greenway', route, 'index.html'), `<!doctype html><title>${text}</title>`);
  };
  await page('checkout/_/_/complete', 'Order shell');
  await page('404', 'Not found page');
  const manifest = {
    defaultBanner: 'greenway',
    banners: ['greenway', 'harbor'],
    dynamicRoutes: [
      { pattern: '/checkout/{app}/{orderId}/complete', shell: '/checkout/_/_/complete/', record: 'order' },
    ],
    redirects: [],
    unavailableRoutes: {},
    csp: {},
  };
  await writeFile(join(directory, 'aisle-manifest.json'), JSON.stringify(manifest));
}

describe.each(backends)('order-complete addresses on $name (issue 9)', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let app: Hono;
    let siteDir: string;
    let serveSite: (request: Request) => Promise<Response>;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      app = createApp({ db: database.db, now: () => now });
      siteDir = await mkdtemp(join(tmpdir(), 'aisle-site-'));
      await writeSite(siteDir);
      serveSite = createStaticHandler({ distDir: siteDir, findRecord: createRecordFinder(database.db, () => now) });
      await database.db.execute(
        sql`insert into orders (id, app_name, shopper_id, banner_id, modality, placed_at)
            select '8800123401', 'CLICKLIST', id, 'greenway', 'PICKUP', ${now.toISOString()}::timestamptz
            from shoppers where email = 'demo@example.com'`,
      );
    });

    afterAll(async () => {
      await seeded?.close();
      if (siteDir) await rm(siteDir, { recursive: true, force: true });
    });

    async function visit(path: string, client?: TestClient, host = 'localhost:4321') {
      const headers: Record<string, string> = { host };
      if (client?.cookie) headers.cookie = client.cookie;
      const response = await serveSite(new Request(`http://${host}${path}`, { headers }));
      return { status: response.status, text: await response.text() };
    }

    it("serves the order's page to the shopper who placed it", async () => {
      const demo = new TestClient(app);
      await demo.signIn('demo@example.com');
      expect(await visit(orderPath, demo)).toEqual({ status: 200, text: expect.stringContaining('Order shell') });
    });

    it('answers 404 with the not-found page for an order that does not exist', async () => {
      const demo = new TestClient(app);
      await demo.signIn('demo@example.com');
      for (const path of ['/checkout/CLICKLIST/8800999999/complete', '/checkout/EPRN/8800123401/complete']) {
        expect(await visit(path, demo), path).toEqual({ status: 404, text: expect.stringContaining('Not found page') });
      }
    });

    it("answers 404 for another shopper's order and for the order on another banner's site", async () => {
      const other = new TestClient(app);
      await other.signIn('new@example.com');
      expect((await visit(orderPath, other)).status).toBe(404);
      const demo = new TestClient(app);
      await demo.signIn('demo@example.com');
      expect((await visit(orderPath, demo, 'harbor.localhost:4321')).status).toBe(404);
    });

    it('serves the shell to a guest, whose page asks to sign in first', async () => {
      expect((await visit(orderPath)).status).toBe(200);
    });
  });
});
