import { SESSION_COOKIE } from '@aisle/contracts';
import type { Hono } from 'hono';
import { createSession } from '../../src/auth/sessions.ts';
import type { Db } from '../../src/db/database.ts';
import { addresses, shoppers } from '../../src/db/schema.ts';
import { lookupZipCode } from '../../src/geo.ts';
import { TestClient } from './client.ts';

/**
 * A shopper made straight in the database with a live session (no password hashing: tests that need many
 * shoppers stay fast), and a TestClient that carries the session cookie and CSRF token.
 */
export async function createSignedInShopper(
  db: Db,
  app: Hono,
  now: Date,
  options: { email?: string; addressZip?: string; host?: string } = {},
): Promise<{ client: TestClient; shopperId: string; addressId: string | null }> {
  const email = options.email ?? `shopper-${crypto.randomUUID()}@example.com`;
  const [shopper] = await db
    .insert(shoppers)
    .values({ email, passwordHash: 'not-used', firstName: 'Test', lastName: 'Shopper', createdAt: now })
    .returning({ id: shoppers.id, email: shoppers.email, firstName: shoppers.firstName, lastName: shoppers.lastName });
  if (!shopper) throw new Error('Shopper insert returned no row');
  let addressId: string | null = null;
  if (options.addressZip) {
    const place = await lookupZipCode(options.addressZip);
    if (!place) throw new Error(`Unknown ZIP ${options.addressZip}`);
    const [address] = await db
      .insert(addresses)
      .values({
        shopperId: shopper.id,
        type: 'delivery',
        street: '100 Test St',
        city: place.city,
        stateCode: place.stateCode,
        postalCode: place.postalCode,
        latitude: place.lat,
        longitude: place.lng,
        modifiedAt: now,
      })
      .returning({ id: addresses.id });
    addressId = address?.id ?? null;
  }
  const { token, session } = await createSession(db, shopper, now);
  const client = new TestClient(app, options.host);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  client.csrfToken = session.csrfToken;
  return { client, shopperId: shopper.id, addressId };
}
