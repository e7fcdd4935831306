import {
  bannerListSchema,
  basketSchema,
  currentSessionSchema,
  customerProfileSchema,
  errorBodySchema,
  isValidGtin13,
  productPageSchema,
  storeSearchResultSchema,
} from '@aisle/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { sql } from '../src/db/orm.ts';
import { createApp } from '../src/http/app.ts';
import { seedDatabase, seedIfEmpty } from '../src/seed/index.ts';
import { backends } from './support/backends.ts';
import { findGtin, TestClient } from './support/client.ts';

/** 10:00 in Cincinnati: the stores there are open. */
const now = new Date('2026-11-20T15:00:00.000Z');

async function rowCount(database: Database, table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as total from ${table}`));
  return Number((result as unknown as { rows: Array<{ total: number }> }).rows[0]?.total);
}

describe.each(backends)('API on $name', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let place: Awaited<ReturnType<typeof backend.create>>;
    let database: Database;
    let app: Hono;

    beforeAll(async () => {
      place = await backend.create();
      database = await place.open();
      await migrate(database);
      await seedIfEmpty(database, { now });
      app = createApp({ db: database.db, now: () => now });
    });

    afterAll(async () => {
      await database?.close();
      await place?.destroy();
    });

    describe('database', () => {
      it('records each migration once and applies nothing on a second run', async () => {
        expect(await migrate(database)).toEqual([]);
        expect(await rowCount(database, 'schema_migrations')).toBeGreaterThanOrEqual(1);
      });

      it('seeding again changes nothing (idempotent)', async () => {
        const tables = ['shoppers', 'addresses', 'shopper_phones', 'memberships', 'stores', 'products', 'departments'];
        const before = await Promise.all(tables.map((table) => rowCount(database, table)));
        await seedDatabase(database, { now });
        expect(await Promise.all(tables.map((table) => rowCount(database, table)))).toEqual(before);
      });

      it('refuses a second account with the same email', async () => {
        await expect(
          database.db.execute(
            sql`insert into shoppers (email, password_hash, first_name, last_name, created_at) values ('demo@example.com', 'x', 'A', 'B', now())`,
          ),
        ).rejects.toThrow();
      });

      it('refuses a product whose GTIN-13 check digit is wrong', async () => {
        await expect(
          database.db.execute(
            sql`insert into products (gtin13, name, brand, department_id, price_cents, unit_label, is_snap_eligible) values ('4006381333932', 'X', 'Y', 'pantry', 100, 'each', true)`,
          ),
        ).rejects.toThrow();
      });
    });

    describe('banners', () => {
      it('lists at least 30 banners, default (greenway) first, with the contract fields', async () => {
        const response = await new TestClient(app).get('/api/banners');
        expect(response.status).toBe(200);
        const { banners } = bannerListSchema.parse(response.body);
        expect(banners.length).toBeGreaterThanOrEqual(30);
        expect(banners[0]).toMatchObject({ id: 'greenway', isDefault: true });
        expect(banners.filter((banner) => banner.isDefault)).toHaveLength(1);
        expect(banners.find((banner) => banner.id === 'harbor')).toBeDefined();
        expect(banners.some((banner) => banner.kind === 'gas-station' && !banner.hasLink)).toBe(true);
        expect(banners.some((banner) => !banner.capabilities.PICKUP && banner.capabilities.IN_STORE)).toBe(true);
      });

      it('puts the security headers on answers, errors included', async () => {
        const client = new TestClient(app);
        for (const response of [await client.get('/api/banners'), await client.get('/api/nothing-here')]) {
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
          expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        }
      });

      it('answers 404 NOT_FOUND for an unknown endpoint and 405 for a wrong method', async () => {
        const client = new TestClient(app);
        const missing = await client.get('/api/nothing-here');
        expect(missing.status).toBe(404);
        expect(errorBodySchema.parse(missing.body).code).toBe('NOT_FOUND');
        const wrongMethod = await client.request('PUT', '/api/banners');
        expect(wrongMethod.status).toBe(405);
        expect(wrongMethod.headers.get('allow')).toBe('GET');
        expect(wrongMethod.body.code).toBe('METHOD_NOT_ALLOWED');
      });

      it('refuses an unknown x-banner-name', async () => {
        const response = await new TestClient(app).get('/api/stores?postalCode=45202', { 'x-banner-name': 'nope' });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('UNKNOWN_BANNER');
      });
    });

    describe('sessions', () => {
      it('signs in with the right password: httpOnly SameSite=Lax cookie and a CSRF token', async () => {
        const client = new TestClient(app);
        const response = await client.signIn('demo@example.com');
        expect(response.status).toBe(200);
        const session = currentSessionSchema.parse(response.body);
        expect(session.shopper).toMatchObject({ email: 'demo@example.com', firstName: 'Jordan', lastName: 'Rivera' });
        const cookie = response.headers.get('set-cookie') ?? '';
        expect(cookie).toMatch(/^aisle_session=[\w-]{40,};/);
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
        expect(cookie).toMatch(/Path=\//);

        const current = await client.get('/api/session');
        expect(current.status).toBe(200);
        expect(current.body.csrfToken).toBe(session.csrfToken);
        expect(current.body.shopper.id).toBe(session.shopper.id);
      });

      it('takes the email in any case and with spaces around it', async () => {
        const response = await new TestClient(app).signIn('  DEMO@Example.com ');
        expect(response.status).toBe(200);
      });

      it('refuses a wrong password and an unknown email alike, without a cookie', async () => {
        for (const [email, password] of [
          ['demo@example.com', 'wrong-password'],
          ['nobody@example.com', 'grocery-demo'],
        ] as const) {
          const client = new TestClient(app);
          const response = await client.signIn(email, password);
          expect(response.status).toBe(401);
          expect(response.body.code).toBe('INVALID_CREDENTIALS');
          expect(response.headers.get('set-cookie')).toBeNull();
        }
      });

      it('refuses a sign-in from another origin or without Origin (CSRF_FAILED)', async () => {
        const client = new TestClient(app);
        const body = { email: 'demo@example.com', password: 'grocery-demo' };
        const foreign = await client.request('POST', '/api/session', {
          body,
          headers: { origin: 'http://evil.example' },
        });
        expect(foreign.status).toBe(403);
        expect(foreign.body.code).toBe('CSRF_FAILED');
        const response = await app.request('http://localhost:4321/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(403);
      });

      it('answers 401 UNAUTHENTICATED without a session, and with a made-up cookie', async () => {
        const client = new TestClient(app);
        for (const path of ['/api/profile', '/api/baskets', '/api/baskets/PICKUP']) {
          const response = await client.get(path);
          expect(response.status, path).toBe(401);
          expect(response.body.code).toBe('UNAUTHENTICATED');
        }
        client.cookie = 'aisle_session=made-up-value';
        expect((await client.get('/api/profile')).status).toBe(401);
      });

      it('tells a guest nobody is signed in with 200 { shopper: null }, also for a made-up cookie', async () => {
        const client = new TestClient(app);
        const guest = await client.get('/api/session');
        expect(guest.status).toBe(200);
        expect(guest.body).toEqual({ shopper: null });
        client.cookie = 'aisle_session=made-up-value';
        const madeUp = await client.get('/api/session');
        expect(madeUp.status).toBe(200);
        expect(madeUp.body).toEqual({ shopper: null });
      });

      it('rejects a state change without the CSRF header or with a wrong one', async () => {
        const client = new TestClient(app, 'bayview.localhost:4321');
        await client.signIn('demo@example.com');
        const gtin13 = await findGtin(client, 'Bananas');
        const missing = await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13 }, csrf: false });
        expect(missing.status).toBe(403);
        expect(missing.body.code).toBe('CSRF_FAILED');
        const wrong = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13 },
          csrf: false,
          headers: { 'x-csrf-token': 'x'.repeat(43) },
        });
        expect(wrong.status).toBe(403);
        expect((await client.get('/api/baskets/PICKUP')).body.items).toEqual([]);
      });

      it("refuses a guest's state change (no session) from another origin or without Origin (issue 23)", async () => {
        const client = new TestClient(app);
        const body = { postalCode: '45202' };
        const foreign = await client.request('POST', '/api/modality-options', {
          body,
          headers: { origin: 'http://evil.example' },
        });
        expect(foreign.status).toBe(403);
        expect(foreign.body.code).toBe('CSRF_FAILED');
        const withoutOrigin = await app.request('http://localhost:4321/api/modality-options', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(withoutOrigin.status).toBe(403);
        const ownSite = await client.request('POST', '/api/modality-options', { body });
        expect(ownSite.status).toBe(200);
      });

      it('signs out: the session row is gone and the cookie is cleared', async () => {
        const client = new TestClient(app);
        await client.signIn('new@example.com');
        const cookie = client.cookie;
        const response = await client.request('DELETE', '/api/session');
        expect(response.status).toBe(204);
        expect(response.headers.get('set-cookie')).toMatch(/aisle_session=;/);
        client.cookie = cookie;
        expect((await client.get('/api/session')).body).toEqual({ shopper: null });
        expect((await client.get('/api/profile')).status).toBe(401);
      });

      it('an expired session is refused', async () => {
        const client = new TestClient(app);
        await client.signIn('new@example.com');
        const later = createApp({ db: database.db, now: () => new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000) });
        const session = await new TestClient(later).request('GET', '/api/session', {
          headers: { cookie: client.cookie },
        });
        expect(session.status).toBe(200);
        expect(session.body).toEqual({ shopper: null });
        const profile = await new TestClient(later).request('GET', '/api/profile', {
          headers: { cookie: client.cookie },
        });
        expect(profile.status).toBe(401);
      });
    });

    describe('profile', () => {
      it("gives demo's full profile: names, mobile phone, home first, a California address, BST membership", async () => {
        const client = new TestClient(app);
        await client.signIn('demo@example.com');
        const response = await client.get('/api/profile');
        expect(response.status).toBe(200);
        const profile = customerProfileSchema.parse(response.body);
        expect(profile).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera' });
        expect(profile.contactInfo.phones).toEqual([
          { type: 'MOBILE', number: { original: '5135550142' }, verified: true },
        ]);
        const { addresses } = profile.contactInfo;
        expect(addresses).toHaveLength(3);
        expect(addresses[0]?.type).toBe('home');
        expect(addresses.filter((address) => address.type === 'delivery')).toHaveLength(2);
        expect(addresses.some((address) => address.address.stateProvince === 'CA')).toBe(true);
        expect(String(addresses[1]?.modified.value) > String(addresses[2]?.modified.value)).toBe(true);
        expect(profile.membership).toMatchObject({ planCode: 'BST', isActive: true });
        expect(profile.bannerSpecificDetails[0]).toMatchObject({
          banner: 'greenway',
          preferredStoreDivisionNumber: '101',
        });
      });

      it("gives new's names only", async () => {
        const client = new TestClient(app);
        await client.signIn('new@example.com');
        const profile = customerProfileSchema.parse((await client.get('/api/profile')).body);
        expect(profile).toMatchObject({
          firstName: 'Casey',
          lastName: 'Newman',
          membership: null,
          loyaltyCardNumber: null,
        });
        expect(profile.contactInfo.addresses).toEqual([]);
        expect(profile.contactInfo.phones).toEqual([]);
      });
    });

    describe('catalogue', () => {
      it('holds at least 150 valid products with the special kinds CONTRACT.md asks for', async () => {
        const client = new TestClient(app);
        const items = [];
        for (let offset = 0; ; offset += 100) {
          const page = productPageSchema.parse((await client.get(`/api/products?limit=100&offset=${offset}`)).body);
          items.push(...page.items);
          if (items.length >= page.total) break;
        }
        expect(items.length).toBeGreaterThanOrEqual(150);
        expect(items.every((item) => isValidGtin13(item.gtin13))).toBe(true);
        expect(items.some((item) => item.ageRestricted && item.minAge === 21)).toBe(true);
        expect(items.some((item) => item.snapEligible)).toBe(true);
        expect(items.some((item) => !item.snapEligible && !item.ageRestricted)).toBe(true);
        expect(items.some((item) => item.prop65 && item.prop65Warning)).toBe(true);
        expect(items.some((item) => item.slotRestriction !== null)).toBe(true);
        expect(items.some((item) => item.flashSale !== null)).toBe(true);
        expect(items.some((item) => item.promoPrice !== null)).toBe(true);
      });

      it('searches by words of the name or brand, case-insensitively', async () => {
        const response = await new TestClient(app).get('/api/products?query=MILK');
        const page = productPageSchema.parse(response.body);
        expect(page.total).toBeGreaterThanOrEqual(3);
        expect(page.items.every((item) => /milk/i.test(`${item.name} ${item.brand}`))).toBe(true);
        const twoWords = productPageSchema.parse(
          (await new TestClient(app).get('/api/products?query=oat%20milk')).body,
        );
        expect(twoWords.items.map((item) => item.name)).toContain('Oat Milk Original');
      });

      it('treats % and _ in a search as plain characters', async () => {
        const percent = productPageSchema.parse((await new TestClient(app).get('/api/products?query=%25')).body);
        expect(percent.items.map((item) => item.name).sort()).toEqual([
          '2% Reduced Fat Milk',
          'Ground Beef 85% Lean',
          'Ground Turkey 93% Lean',
        ]);
        const underscore = productPageSchema.parse((await new TestClient(app).get('/api/products?query=_')).body);
        expect(underscore.total).toBe(0);
      });

      it('filters by department and by featured, and looks up a GTIN-13 list', async () => {
        const client = new TestClient(app);
        const produce = productPageSchema.parse((await client.get('/api/products?department=produce')).body);
        expect(produce.total).toBeGreaterThan(5);
        expect(produce.items.every((item) => item.departmentId === 'produce')).toBe(true);
        const featured = productPageSchema.parse((await client.get('/api/products?featured=true')).body);
        expect(featured.items.length).toBeGreaterThan(5);
        expect(featured.items.every((item) => item.featured)).toBe(true);
        const picked = [produce.items[0]?.gtin13, featured.items[0]?.gtin13].map(String);
        const list = productPageSchema.parse((await client.get(`/api/products?gtin13=${picked.join(',')}`)).body);
        expect(list.items.map((item) => item.gtin13).sort()).toEqual([...new Set(picked)].sort());
      });

      it('lists departments with product counts', async () => {
        const response = await new TestClient(app).get('/api/departments');
        expect(response.status).toBe(200);
        expect(response.body.departments.length).toBeGreaterThanOrEqual(10);
        expect(response.body.departments[0]).toMatchObject({ id: 'produce', name: 'Produce' });
        expect(
          response.body.departments.every((department: { productCount: number }) => department.productCount > 0),
        ).toBe(true);
      });

      it('answers one product, 404 for an unknown one and 400 for a bad check digit', async () => {
        const client = new TestClient(app);
        const gtin13 = await findGtin(client, 'Whole Milk');
        const product = await client.get(`/api/products/${gtin13}`);
        expect(product.status).toBe(200);
        expect(product.body).toMatchObject({ gtin13, name: 'Whole Milk', unitLabel: '1 gal', price: 3.79 });
        const unknown = `${'0'.repeat(12)}0`;
        expect((await client.get(`/api/products/${unknown}`)).status).toBe(404);
        const invalid = await client.get(`/api/products/${gtin13.slice(0, 12)}${(Number(gtin13[12]) + 1) % 10}`);
        expect(invalid.status).toBe(400);
        expect(invalid.body.code).toBe('VALIDATION_FAILED');
        expect(invalid.body.issues[0].path).toBe('gtin13');
      });

      it('serves each product image as an SVG of our own', async () => {
        const client = new TestClient(app);
        const gtin13 = await findGtin(client, 'Whole Milk');
        const response = await client.get(`/api/products/${gtin13}/image.svg`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(response.body).not.toMatch(/<script|href=/);
      });

      it("serves each department's picture as an SVG of our own, a distinct one per department, 404 for an unknown id", async () => {
        const client = new TestClient(app);
        const { departments } = (await client.get('/api/departments')).body as { departments: Array<{ id: string }> };
        const pictures = new Set<string>();
        for (const { id } of departments) {
          const response = await client.get(`/api/departments/${id}/image.svg`);
          expect(response.status, id).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
          expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
          expect(response.body).not.toMatch(/<script|href=/);
          pictures.add(response.body as string);
        }
        expect(pictures.size).toBe(departments.length);
        expect((await client.get('/api/departments/no-such-aisle/image.svg')).status).toBe(404);
        expect((await client.get('/api/departments/NOT%20AN%20ID/image.svg')).status).toBe(400);
      });
    });

    describe('stores', () => {
      it('finds at least 3 default-banner Pickup stores within 15 miles of 45202, nearest first, 2 decimals', async () => {
        const response = await new TestClient(app).get('/api/stores?postalCode=45202&modality=PICKUP');
        expect(response.status).toBe(200);
        const { stores } = storeSearchResultSchema.parse(response.body);
        const distances = stores.map((store) => store.distance);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(distances.every((distance) => Math.round(distance * 100) / 100 === distance)).toBe(true);
        const nearbyOwn = stores.filter(
          (store) => store.banner === 'greenway' && !store.isCrossBanner && store.distance <= 15,
        );
        expect(nearbyOwn.length).toBeGreaterThanOrEqual(3);
        expect(nearbyOwn.every((store) => store.modalities.PICKUP)).toBe(true);
        expect(stores[0]).toMatchObject({ isOpen: true, openText: 'Open until 11:00 PM' });
      });

      it('shows other banners as cross-banner stores that link to their site', async () => {
        const { stores } = storeSearchResultSchema.parse(
          (await new TestClient(app).get('/api/stores?postalCode=45202&limit=20')).body,
        );
        const harbor = stores.find((store) => store.banner === 'harbor');
        expect(harbor).toMatchObject({
          isCrossBanner: true,
          externalNavigation: { webUrl: 'http://harbor.localhost:4321/', linkText: 'Harbor Foods' },
        });
        expect(stores.some((store) => store.banner === 'quickfill')).toBe(false);
        const fromHarbor = storeSearchResultSchema.parse(
          (await new TestClient(app, 'harbor.localhost:4321').get('/api/stores?postalCode=45202&limit=20')).body,
        );
        expect(fromHarbor.stores.find((store) => store.banner === 'harbor')?.isCrossBanner).toBe(false);
        expect(fromHarbor.stores.find((store) => store.banner === 'greenway')?.isCrossBanner).toBe(true);
      });

      it('finds stores near 90012 and near a point', async () => {
        const client = new TestClient(app);
        const nearZip = storeSearchResultSchema.parse((await client.get('/api/stores?postalCode=90012')).body);
        expect(nearZip.stores[0]?.address.stateProvince).toBe('CA');
        const nearPoint = storeSearchResultSchema.parse((await client.get('/api/stores?lat=39.1072&lng=-84.502')).body);
        expect(nearPoint.stores[0]?.vanityName).toBe('Downtown Cincinnati');
      });

      it('answers NO_STORES_FOUND (400) for 96701', async () => {
        const response = await new TestClient(app).get('/api/stores?postalCode=96701');
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          code: 'NO_STORES_FOUND',
          message: 'No Stores were found within 500 Miles of the entered location!',
        });
      });

      it('takes exactly 5 digits, and knows which ZIP codes exist', async () => {
        const client = new TestClient(app);
        for (const zip of ['4520', '452021', '4520a']) {
          const response = await client.get(`/api/stores?postalCode=${zip}`);
          expect(response.status, zip).toBe(400);
          expect(response.body.code).toBe('VALIDATION_FAILED');
        }
        const unknown = await client.get('/api/stores?postalCode=00000');
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('POSTAL_CODE_NOT_FOUND');
      });
    });

    describe('baskets', () => {
      it('adds, changes and removes items of a shopping mode', async () => {
        const client = new TestClient(app, 'lakeside.localhost:4321');
        await client.signIn('demo@example.com');
        const milk = await findGtin(client, 'Whole Milk');
        const butter = await findGtin(client, 'Unsalted Butter');

        const empty = basketSchema.parse((await client.get('/api/baskets/PICKUP')).body);
        expect(empty).toMatchObject({
          id: null,
          modality: 'PICKUP',
          banner: 'lakeside',
          items: [],
          itemCount: 0,
          subtotal: 0,
        });

        const added = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13: milk, quantity: 2 },
        });
        expect(added.status).toBe(200);
        expect(basketSchema.parse(added.body)).toMatchObject({ itemCount: 2, subtotal: 7.58 });
        const again = basketSchema.parse(
          (await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: milk } })).body,
        );
        expect(again.items).toHaveLength(1);
        expect(again.items[0]).toMatchObject({ gtin13: milk, quantity: 3, substitutionPolicy: 'SHOPPER_CHOICE' });

        await client.request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13: butter, instructions: 'Salted is fine' },
        });
        const changed = basketSchema.parse(
          (
            await client.request('PATCH', `/api/baskets/PICKUP/items/${milk}`, {
              body: { quantity: 5, substitutionPolicy: 'NONE' },
            })
          ).body,
        );
        expect(changed.items.map((item) => [item.gtin13, item.quantity, item.substitutionPolicy])).toEqual([
          [milk, 5, 'NONE'],
          [butter, 1, 'SHOPPER_CHOICE'],
        ]);
        // Butter is on promotion: the line uses the promo price.
        expect(changed.subtotal).toBe(22.94);
        expect(changed.items[1]?.instructions).toBe('Salted is fine');

        const removed = basketSchema.parse((await client.request('DELETE', `/api/baskets/PICKUP/items/${milk}`)).body);
        expect(removed.items.map((item) => item.gtin13)).toEqual([butter]);
        const zero = basketSchema.parse(
          (await client.request('PATCH', `/api/baskets/PICKUP/items/${butter}`, { body: { quantity: 0 } })).body,
        );
        expect(zero.items).toEqual([]);
        expect(zero.id).not.toBeNull();
        expect((await client.request('DELETE', `/api/baskets/PICKUP/items/${milk}`)).status).toBe(404);
      });

      it('keeps one basket per shopping mode and per banner, and counts them', async () => {
        const client = new TestClient(app, 'sunfield.localhost:4321');
        await client.signIn('demo@example.com');
        const bananas = await findGtin(client, 'Bananas');
        await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: bananas, quantity: 4 } });
        expect((await client.get('/api/baskets')).body).toEqual({
          baskets: [
            { modality: 'PICKUP', itemCount: 0 },
            { modality: 'DELIVERY', itemCount: 4 },
            { modality: 'IN_STORE', itemCount: 0 },
          ],
        });
        const viaHeader = await client.get('/api/baskets/DELIVERY', { 'x-banner-name': 'copper_creek' });
        expect(viaHeader.body).toMatchObject({ banner: 'copper-creek', items: [] });
      });

      it("refuses more than a product's maximum quantity, in the API and in the database", async () => {
        const client = new TestClient(app, 'maplewood.localhost:4321');
        await client.signIn('demo@example.com');
        const lager = await findGtin(client, 'Lager');
        const tooMany = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13: lager, quantity: 13 },
        });
        expect(tooMany.status).toBe(409);
        expect(tooMany.body.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
        await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: lager, quantity: 12 } });
        await expect(
          database.db.execute(sql`update basket_items set quantity = 13 where gtin13 = ${lager}`),
        ).rejects.toThrow();
        const overLimit = await client.request('PATCH', `/api/baskets/PICKUP/items/${lager}`, {
          body: { quantity: 20 },
        });
        expect(overLimit.body.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
        const outOfRange = await client.request('PATCH', `/api/baskets/PICKUP/items/${lager}`, {
          body: { quantity: 100 },
        });
        expect(outOfRange.status).toBe(400);
      });

      it('refuses a mode the banner does not offer and an item the mode cannot sell', async () => {
        const inStoreOnly = new TestClient(app, 'pinecrest.localhost:4321');
        await inStoreOnly.signIn('demo@example.com');
        const pickup = await inStoreOnly.get('/api/baskets/PICKUP');
        expect(pickup.status).toBe(409);
        expect(pickup.body.code).toBe('MODALITY_NOT_AVAILABLE');
        expect((await inStoreOnly.get('/api/baskets/IN_STORE')).status).toBe(200);

        const client = new TestClient(app, 'hilltop.localhost:4321');
        await client.signIn('demo@example.com');
        const bourbon = await findGtin(client, 'Kentucky Straight Bourbon');
        const delivery = await client.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: bourbon } });
        expect(delivery.status).toBe(409);
        expect(delivery.body.code).toBe('ITEM_NOT_AVAILABLE');
        expect((await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: bourbon } })).status).toBe(
          200,
        );
      });

      it('validates bodies: JSON only, known fields in range', async () => {
        const client = new TestClient(app, 'redwood.localhost:4321');
        await client.signIn('demo@example.com');
        const notJson = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: '{"gtin13":',
        });
        expect(notJson.status).toBe(400);
        const wrongType = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: 'gtin13=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(wrongType.status).toBe(415);
        const badQuantity = await client.request('POST', '/api/baskets/PICKUP/items', {
          body: { gtin13: '4006381333931', quantity: 0 },
        });
        expect(badQuantity.status).toBe(400);
        expect(badQuantity.body.issues.map((issue: { path: string }) => issue.path)).toContain('quantity');
        expect((await client.get('/api/baskets/SHIP')).status).toBe(400);
      });

      it("never lets a second shopper read or change the first shopper's basket", async () => {
        const first = new TestClient(app, 'harbor.localhost:4321');
        await first.signIn('demo@example.com');
        const eggs = await findGtin(first, 'Large Grade A Eggs');
        await first.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: eggs, quantity: 2 } });

        const second = new TestClient(app, 'harbor.localhost:4321');
        await second.signIn('new@example.com');
        expect(basketSchema.parse((await second.get('/api/baskets/DELIVERY')).body).items).toEqual([]);
        expect(
          (await second.get('/api/baskets')).body.baskets.every(
            (basket: { itemCount: number }) => basket.itemCount === 0,
          ),
        ).toBe(true);
        const change = await second.request('PATCH', `/api/baskets/DELIVERY/items/${eggs}`, { body: { quantity: 9 } });
        expect(change.status).toBe(404);
        const remove = await second.request('DELETE', `/api/baskets/DELIVERY/items/${eggs}`);
        expect(remove.status).toBe(404);
        // The second shopper's add goes to their own basket.
        await second.request('POST', '/api/baskets/DELIVERY/items', { body: { gtin13: eggs, quantity: 1 } });

        const firstBasket = basketSchema.parse((await first.get('/api/baskets/DELIVERY')).body);
        expect(firstBasket.items).toEqual([expect.objectContaining({ gtin13: eggs, quantity: 2 })]);
        // The second shopper's CSRF token is worthless with the first shopper's cookie.
        const crossed = await first.request('POST', '/api/baskets/DELIVERY/items', {
          body: { gtin13: eggs },
          csrf: false,
          headers: { 'x-csrf-token': second.csrfToken },
        });
        expect(crossed.status).toBe(403);
      });

      it('keeps sessions and baskets across a restart', async () => {
        const client = new TestClient(app, 'fairview.localhost:4321');
        await client.signIn('demo@example.com');
        const coffee = await findGtin(client, 'Ground Coffee, Medium Roast');
        await client.request('POST', '/api/baskets/PICKUP/items', { body: { gtin13: coffee, quantity: 3 } });

        await database.close();
        database = await place.open();
        expect(await migrate(database)).toEqual([]);
        expect(await seedIfEmpty(database, { now })).toBe(false);
        app = createApp({ db: database.db, now: () => now });

        const restarted = new TestClient(app, 'fairview.localhost:4321');
        restarted.cookie = client.cookie;
        restarted.csrfToken = client.csrfToken;
        expect((await restarted.get('/api/session')).status).toBe(200);
        const basket = basketSchema.parse((await restarted.get('/api/baskets/PICKUP')).body);
        expect(basket.items).toEqual([expect.objectContaining({ gtin13: coffee, quantity: 3 })]);
      });
    });
  });
});
