import { type AddressPayload, MAX_ADDRESSES_PER_SHOPPER, type ServiceAddress } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Tx } from '../db/database.ts';
import { and, count, desc, eq, sql } from '../db/orm.ts';
import { addresses, shoppers } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { lookupZipCode } from '../geo.ts';
import { inHouseCentersFor } from '../stores/reach.ts';
import { verifyAddress } from './normalization.ts';
import { presentAddress } from './presenters.ts';

/*
 * The address book (SEL-145; account spec 4, 5, 8) and address validation (SEL-144, SEL-055, SEL-118).
 * Object-level authorization: every query is keyed by the session's shopper id as well as the address id,
 * and an address of someone else answers exactly like one that does not exist (404 ADDRESS_NOT_FOUND).
 */

type ParsedPayload = Omit<AddressPayload, 'addressLine2' | 'county' | 'label' | 'notes'> & {
  addressLine2?: string | null | undefined;
  county?: string | null | undefined;
  label?: string | null | undefined;
  notes?: string | null | undefined;
};

function notFound(): ApiError {
  return new ApiError('ADDRESS_NOT_FOUND', 'We could not find that address.');
}

/** Takes the shopper's row lock: address-book changes of one shopper run one after another. */
async function lockShopper(tx: Tx, shopperId: string): Promise<void> {
  await tx.select({ id: shoppers.id }).from(shoppers).where(eq(shoppers.id, shopperId)).for('update');
}

/**
 * The modified time of a change: the clock, but always after the shopper's latest change, so "latest
 * modified first" has no ties even when the clock is pinned (AISLE_NOW).
 */
async function nextModifiedAt(tx: Tx, shopperId: string, now: Date): Promise<Date> {
  const [row] = await tx
    .select({
      latest: sql<Date | null>`max(${addresses.modifiedAt})`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(addresses)
    .where(eq(addresses.shopperId, shopperId));
  const latest = row?.latest;
  return latest && latest.getTime() >= now.getTime() ? new Date(latest.getTime() + 1) : now;
}

/**
 * A saved address must be a real one: a known ZIP code whose state is the one given, and a street with a
 * house number. The shopper's own wording is kept (they may have confirmed it over our suggestion); the
 * ZIP+4 gets its dash and the coordinates come from the ZIP code.
 */
async function addressRowOf(payload: ParsedPayload) {
  const verification = await verifyAddress(
    {
      addressLines: payload.addressLine2 ? [payload.addressLine2, payload.addressLine1] : [payload.addressLine1],
      cityTown: payload.city,
      stateProvince: payload.stateCode,
      postalCode: payload.zip,
      countryCode: payload.countryCode,
    },
    lookupZipCode,
  );
  if (verification.status === 'unverifiable') throw notFound();
  const { suggested } = verification;
  if (suggested.stateProvince !== payload.stateCode) throw notFound();
  return {
    type: payload.addressType === 'Home' ? ('home' as const) : ('delivery' as const),
    street: payload.addressLine1.replace(/\s+/g, ' '),
    unit: payload.addressLine2 ? payload.addressLine2.replace(/\s+/g, ' ') : null,
    city: payload.city.replace(/\s+/g, ' '),
    county: payload.county || null,
    stateCode: payload.stateCode,
    postalCode: suggested.postalCode,
    countryCode: suggested.countryCode,
    latitude: suggested.location?.lat ?? null,
    longitude: suggested.location?.lng ?? null,
    label: payload.label || null,
    notes: payload.notes || null,
  };
}

export async function validateAddress({ body, banner, db }: Call<'validateAddress'>) {
  const verification = await verifyAddress(body.address, lookupZipCode);
  const isVerified = verification.status !== 'unverifiable';
  const location = verification.suggested?.location;
  const isEligible = location ? (await inHouseCentersFor(db, banner, location)).length > 0 : false;
  return {
    isVerified,
    // SEL-118: a failed validation counts as corrected, not verified.
    isCorrected: verification.status !== 'verified',
    isEligible,
    original: body.address,
    suggested: verification.suggested,
  };
}

export async function listAddresses({ session, db }: Call<'listAddresses'>) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.shopperId, session.shopper.id))
    .orderBy(desc(addresses.modifiedAt), desc(addresses.id));
  return { addresses: rows.map(presentAddress) };
}

export async function addAddress({ body, session, db, now }: Call<'addAddress'>): Promise<ServiceAddress> {
  const shopperId = session.shopper.id;
  const row = await addressRowOf(body);
  return db.transaction(async (tx) => {
    await lockShopper(tx, shopperId);
    const [existing] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.shopperId, shopperId));
    if ((existing?.total ?? 0) >= MAX_ADDRESSES_PER_SHOPPER) {
      throw new ApiError('TOO_MANY_ADDRESSES', `You can save at most ${MAX_ADDRESSES_PER_SHOPPER} addresses.`);
    }
    const isPreferred = body.preferredAddress ?? false;
    if (isPreferred) {
      await tx.update(addresses).set({ isPreferred: false }).where(eq(addresses.shopperId, shopperId));
    }
    const isMailingAddress = body.isMailingAddress ?? false;
    if (isMailingAddress) await clearMailingAddress(tx, shopperId);
    const [inserted] = await tx
      .insert(addresses)
      .values({
        ...row,
        shopperId,
        isPreferred,
        isMailingAddress,
        modifiedAt: await nextModifiedAt(tx, shopperId, now),
      })
      .returning();
    if (!inserted) throw new Error('Address insert returned no row');
    return presentAddress(inserted);
  });
}

export async function updateAddress({
  params,
  body,
  session,
  db,
  now,
}: Call<'updateAddress'>): Promise<ServiceAddress> {
  if (body.addressId !== undefined && body.addressId !== params.addressId) {
    throw new ApiError('VALIDATION_FAILED', 'The body addressId differs from the path.', {
      issues: [{ path: 'addressId', message: 'must equal the addressId of the path' }],
    });
  }
  const shopperId = session.shopper.id;
  const row = await addressRowOf(body);
  return db.transaction(async (tx) => {
    await lockShopper(tx, shopperId);
    const owned = and(eq(addresses.id, params.addressId), eq(addresses.shopperId, shopperId));
    const [current] = await tx
      .select({ isPreferred: addresses.isPreferred, isMailingAddress: addresses.isMailingAddress })
      .from(addresses)
      .where(owned);
    if (!current) throw notFound();
    const isPreferred = body.preferredAddress ?? current.isPreferred;
    if (isPreferred && !current.isPreferred) {
      await tx.update(addresses).set({ isPreferred: false }).where(eq(addresses.shopperId, shopperId));
    }
    const isMailingAddress = body.isMailingAddress ?? current.isMailingAddress;
    if (isMailingAddress && !current.isMailingAddress) await clearMailingAddress(tx, shopperId);
    const [updated] = await tx
      .update(addresses)
      .set({ ...row, isPreferred, isMailingAddress, modifiedAt: await nextModifiedAt(tx, shopperId, now) })
      .where(owned)
      .returning();
    if (!updated) throw notFound();
    return presentAddress(updated);
  });
}

/** The shopper's mailing address stops being one (the next statement names another). */
async function clearMailingAddress(tx: Tx, shopperId: string) {
  await tx
    .update(addresses)
    .set({ isMailingAddress: false })
    .where(and(eq(addresses.shopperId, shopperId), eq(addresses.isMailingAddress, true)));
}

export async function removeAddress({ params, session, db }: Call<'removeAddress'>) {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, params.addressId), eq(addresses.shopperId, session.shopper.id)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw notFound();
  return undefined;
}
