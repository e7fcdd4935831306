import { randomBytes, randomUUID } from 'node:crypto';
import { type Checkout, checkoutSchema, upfrontTimeslotsSchema } from '@aisle/contracts';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { and, eq, ilike } from '../../src/db/orm.ts';
import { cardTokens, products, stores, walletCards } from '../../src/db/schema.ts';
import type { TestClient } from './client.ts';
import { createSignedInShopper } from './shoppers.ts';

/*
 * A shopper with a basket, a held window and a DRAFT checkout made through the API (as the scheduling step
 * makes it), and wallet cards written straight into the wallet's table (the wallet's own tests cover adding
 * them). Shared by the checkout tests on both databases and the two-process test.
 */

export async function gtinOf(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ gtin13: products.gtin13 }).from(products).where(ilike(products.name, name));
  if (!row) throw new Error(`No product ${name}`);
  return row.gtin13;
}

export async function pickupStoreOf(db: Db): Promise<string> {
  const [row] = await db
    .select({ locationId: stores.locationId })
    .from(stores)
    .where(and(eq(stores.bannerId, 'greenway'), eq(stores.offersPickup, true), eq(stores.postalCode, '45202')));
  if (!row) throw new Error('No greenway pickup store in 45202');
  return row.locationId;
}

export type CheckoutShopper = Awaited<ReturnType<typeof createSignedInShopper>> & {
  cartId: string;
  checkout: Checkout;
  /** The POST /api/checkouts body that made the checkout (it makes another while the hold lives). */
  createBody: Record<string, unknown>;
};

export type CardKind =
  | 'visa'
  | 'discover'
  | 'declined'
  | 'insufficient'
  | 'expired'
  | 'snap'
  | 'gift25'
  | 'gift0'
  | 'gift10';

const cardRows: Record<CardKind, Partial<typeof walletCards.$inferInsert>> = {
  visa: {
    cardType: 'CREDIT_CARD',
    brand: 'VISA',
    firstSix: '411111',
    lastFour: '1111',
    expMonth: '08',
    expYear: '2030',
  },
  discover: {
    cardType: 'CREDIT_CARD',
    brand: 'DISCOVER',
    firstSix: '601111',
    lastFour: '1117',
    expMonth: '08',
    expYear: '2030',
  },
  declined: {
    cardType: 'CREDIT_CARD',
    brand: 'VISA',
    firstSix: '400000',
    lastFour: '0002',
    expMonth: '08',
    expYear: '2030',
  },
  insufficient: {
    cardType: 'CREDIT_CARD',
    brand: 'VISA',
    firstSix: '400000',
    lastFour: '9995',
    expMonth: '08',
    expYear: '2030',
  },
  expired: {
    cardType: 'CREDIT_CARD',
    brand: 'MASTERCARD',
    firstSix: '555555',
    lastFour: '4444',
    expMonth: '01',
    expYear: '2025',
  },
  snap: { cardType: 'EBT_CARD', brand: 'NONE', firstSix: '507719', lastFour: '0001' },
  gift25: { cardType: 'GIFT_CARD', brand: 'NONE', firstSix: '600649', lastFour: '0001', balanceCents: 2_500 },
  gift10: { cardType: 'GIFT_CARD', brand: 'NONE', firstSix: '600649', lastFour: '0003', balanceCents: 1_000 },
  gift0: { cardType: 'GIFT_CARD', brand: 'NONE', firstSix: '600649', lastFour: '0002', balanceCents: 0 },
};

/** A card in the shopper's wallet (only what a wallet keeps: first six, last four, expiry). */
export async function addCard(db: Db, shopperId: string, kind: CardKind, now: Date): Promise<string> {
  const [row] = await db
    .insert(walletCards)
    .values({
      shopperId,
      cardType: 'CREDIT_CARD',
      brand: 'VISA',
      lastFour: '0000',
      ...cardRows[kind],
      // A wallet holds a gift card once (first six and last four): each test card gets its own last four.
      ...(kind.startsWith('gift') ? { lastFour: String(Math.floor(Math.random() * 10_000)).padStart(4, '0') } : {}),
      paymentGram: `pg_${randomBytes(18).toString('base64url')}`,
      vaultCardId: `vault_${randomUUID()}`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: walletCards.id });
  if (!row) throw new Error('card insert returned no row');
  return row.id;
}

/** A PIN frame token, as the capture service stores it after checking a PIN (right or wrong). */
export async function pinToken(db: Db, rightPin: boolean, now: Date): Promise<string> {
  const token = `pin_${randomBytes(18).toString('base64url')}`;
  await db.insert(cardTokens).values({
    paypageRegistrationId: `pp_${randomBytes(18).toString('base64url')}`,
    checkoutId: `lv_${randomBytes(18).toString('base64url')}`,
    page: 'pin-form',
    cardKind: 'pin',
    pinCheckoutId: token,
    pinMatches: rightPin,
    createdAt: now,
  });
  return token;
}

const selectionOf = (time: { quoteId: string; optionId: string }) => `${time.quoteId}:${time.optionId}`;

/**
 * A shopper whose basket holds `items`, with a DRAFT checkout for a held window. Pickup holds the first
 * window of a Cincinnati store; delivery the given day's first window (index into the listed days).
 */
export async function shopperWithCheckout(
  db: Db,
  app: Hono,
  now: Date,
  options: {
    items: Array<{ name: string; quantity: number }>;
    modality?: 'PICKUP' | 'DELIVERY';
    dateOfBirth?: string | null;
    host?: string;
    /** Runs once the shopper exists, before the checkout is made (a membership, say). */
    prepare?: (shopperId: string) => Promise<void>;
    /** Runs between holding the window and making the checkout (moving the test's clock, say). */
    beforeCheckout?: (client: TestClient) => void | Promise<void>;
    pickTime?: (
      times: Array<{ quoteId: string; optionId: string; cost: number; vendorId: string; startTime: string }>,
    ) => unknown;
  },
): Promise<CheckoutShopper> {
  const modality = options.modality ?? 'PICKUP';
  const shopper = await createSignedInShopper(db, app, now, {
    addressZip: '90012',
    ...(options.host ? { host: options.host } : {}),
  });
  const client: TestClient = shopper.client;
  await options.prepare?.(shopper.shopperId);
  for (const item of options.items) {
    const added = await client.request('POST', `/api/baskets/${modality}/items`, {
      body: { gtin13: await gtinOf(db, item.name), quantity: item.quantity },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const basket = await client.get(`/api/baskets/${modality}`);
  const listed = await client.request('POST', '/api/timeslots/upfront', {
    body:
      modality === 'PICKUP'
        ? { modality, destination: { locationId: await pickupStoreOf(db) } }
        : { modality, destination: { address: { id: shopper.addressId } } },
    headers: { 'user-time-zone': modality === 'PICKUP' ? 'America/New_York' : 'America/Los_Angeles' },
  });
  const times = upfrontTimeslotsSchema.parse(listed.body).days.flatMap((day) => day.times);
  const time = (options.pickTime?.(times) ?? times.find((candidate) => (candidate.remainingCapacity ?? 0) > 1)) as
    | { quoteId: string; optionId: string }
    | undefined;
  if (!time) throw new Error('no time to hold');
  const promise = await client.request('POST', '/api/promises', { body: { selectedIds: [selectionOf(time)] } });
  expect(promise.status, JSON.stringify(promise.body)).toBe(201);
  await options.beforeCheckout?.(client);
  const createBody = {
    modalityType: modality,
    cartId: basket.body.id,
    promiseId: promise.body.id,
    buyer: { dateOfBirth: options.dateOfBirth ?? null },
    fulfillment: {},
    properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
  };
  const created = await client.request('POST', '/api/checkouts', { body: createBody });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...shopper, cartId: basket.body.id as string, checkout: checkoutSchema.parse(created.body), createBody };
}

/** PUT /api/checkouts/{id} with the checkout's current versionKey, read first. */
export async function updateCheckout(client: TestClient, id: string, change: Record<string, unknown>) {
  const current = await client.get(`/api/checkouts/${id}`);
  return client.request('PUT', `/api/checkouts/${id}`, { body: { versionKey: current.body.versionKey, ...change } });
}

/** A contact and two payments on the checkout: the bank card and $`snapAmount` on the SNAP EBT card. */
export async function payWithBankAndSnap(
  client: TestClient,
  id: string,
  cards: { bank: string; snap: string },
  snapAmount = 3,
): Promise<Checkout> {
  const paid = await updateCheckout(client, id, {
    fulfillment: { contact: { firstName: 'Test', lastName: 'Shopper', phone: '+15135550100' } },
    payments: [
      { paymentType: 'BANK_CARD', id: cards.bank },
      { paymentType: 'EBT', id: cards.snap, amount: snapAmount },
    ],
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return checkoutSchema.parse(paid.body);
}

/** The submit body the page sends for the checkout as it is now (PAY-147). */
export function submitBodyOf(
  checkout: Checkout,
  options: { type?: 'ACTIVATE' | 'MODIFY'; key?: string; pins?: Record<string, string> } = {},
) {
  return {
    type: options.type ?? 'ACTIVATE',
    idempotencyKey: options.key ?? randomUUID(),
    versionKey: checkout.versionKey,
    ...(options.type === 'MODIFY' ? { checksum: checkout.checksum } : {}),
    paymentDetails: {
      paymentMethods: checkout.payments
        .filter((payment) => payment.paymentType === 'BANK_CARD' || payment.amount > 0)
        .map((payment) => ({
          id: payment.id,
          amount: payment.amount,
          ...(options.pins?.[payment.id] ? { encryptedPin: options.pins[payment.id] } : {}),
        })),
      paymentVersionKey: checkout.paymentDetails.paymentVersionKey,
      gratuityAmount: checkout.paymentDetails.gratuityAmount,
    },
  };
}
