import type { Banner } from '@aisle/banner-themes';
import type { TimeslotVendorId } from '@aisle/contracts';
import type { Db } from '../db/database.ts';
import { and, eq } from '../db/orm.ts';
import { addresses, stores } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { lookupZipCode } from '../geo.ts';
import { inHouseCentersFor, partnerStoresFor } from '../stores/reach.ts';
import type { SlotSource } from './slots.ts';

/*
 * Where windows come from (SEL-056..058): the quote id that names a mode, a destination and a day
 * (`<D|P>.<destination>.<YYYYMMDD>`, destination `a<address id hex>` or `s<locationId>`), and the vendors
 * that serve a destination: the shopper's own address (in-house and partner delivery), or this banner's
 * pickup store. promises.ts re-derives every window from these, so a forged id holds nothing.
 */

export type Destination = { kind: 'address'; addressId: string } | { kind: 'store'; locationId: string };
export type TimeslotModality = 'DELIVERY' | 'PICKUP';

/** A vendor offering windows to the destination, with its display name. */
export type QuoteSource = SlotSource & { vendorName: string };

const quoteIdPattern = /^([DP])\.(a[0-9a-f]{32}|s\d{8})\.(\d{8})$/;

export function destinationRef(destination: Destination): string {
  return destination.kind === 'address'
    ? `a${destination.addressId.replaceAll('-', '')}`
    : `s${destination.locationId}`;
}

export function parseQuoteId(quoteId: string): { modality: TimeslotModality; destination: Destination } | null {
  const match = quoteIdPattern.exec(quoteId);
  if (!match) return null;
  const reference = match[2] as string;
  const destination: Destination = reference.startsWith('a')
    ? {
        kind: 'address',
        addressId: reference.slice(1).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'),
      }
    : { kind: 'store', locationId: reference.slice(1) };
  return { modality: match[1] === 'D' ? 'DELIVERY' : 'PICKUP', destination };
}

export function assertModalityOffered(banner: Banner, modality: TimeslotModality): void {
  if (!banner.capabilities[modality]) {
    throw new ApiError('MODALITY_NOT_AVAILABLE', `${banner.name} does not offer ${modality}.`);
  }
}

/** The vendors that serve a destination: checks it is the shopper's address, or this banner's pickup store. */
export async function sourcesFor(
  db: Db,
  banner: Banner,
  shopperId: string,
  modality: TimeslotModality,
  destination: Destination,
): Promise<QuoteSource[]> {
  if (modality === 'PICKUP') {
    if (destination.kind !== 'store') throw destinationMismatch();
    const [store] = await db.select().from(stores).where(eq(stores.locationId, destination.locationId));
    if (!store) throw new ApiError('NOT_FOUND', 'No store has this locationId.');
    if (store.bannerId !== banner.id || !store.offersPickup) {
      throw new ApiError('MODALITY_NOT_AVAILABLE', `${store.vanityName} does not offer Pickup on ${banner.name}.`);
    }
    return [
      {
        vendorId: 'STORE_PICKUP',
        vendorName: store.vanityName,
        sourceId: store.locationId,
        timeZone: store.timeZone,
        opensAtMinute: store.opensAtMinute,
        closesAtMinute: store.closesAtMinute,
      },
    ];
  }
  if (destination.kind !== 'address') throw destinationMismatch();
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, destination.addressId), eq(addresses.shopperId, shopperId)));
  if (!address) throw new ApiError('ADDRESS_NOT_FOUND', 'We could not find that address.');
  let point =
    address.latitude !== null && address.longitude !== null ? { lat: address.latitude, lng: address.longitude } : null;
  if (!point) {
    const place = await lookupZipCode(address.postalCode.slice(0, 5));
    point = place ? { lat: place.lat, lng: place.lng } : null;
  }
  if (!point) return [];
  const sources: QuoteSource[] = [];
  const [center] = await inHouseCentersFor(db, banner, point);
  if (center) {
    sources.push({
      vendorId: 'IN_HOUSE_DELIVERY',
      vendorName: `${banner.name} Delivery`,
      sourceId: center.center.id,
      timeZone: center.center.timeZone,
    });
  }
  const [partnerStore] = await partnerStoresFor(db, banner, point);
  if (partnerStore) {
    sources.push({
      vendorId: 'DELIVERY',
      vendorName: 'Partner Delivery',
      sourceId: partnerStore.store.locationId,
      timeZone: partnerStore.store.timeZone,
    });
  }
  return sources;
}

export function destinationMismatch(): ApiError {
  return new ApiError('VALIDATION_FAILED', 'Delivery needs an address, Pickup a store.', {
    issues: [{ path: 'destination', message: 'Delivery takes an address, Pickup a locationId' }],
  });
}

export function wantedVendors(sources: readonly string[]): Set<TimeslotVendorId> | null {
  if (sources.length === 0) return null;
  const wanted = new Set<TimeslotVendorId>();
  for (const source of sources) {
    if (source === 'IN_HOUSE_DELIVERY' || source === 'ALL_DELIVERY') wanted.add('IN_HOUSE_DELIVERY');
    if (source === 'DELIVERY' || source === 'ALL_DELIVERY') wanted.add('DELIVERY');
    if (source === 'STORE_PICKUP') wanted.add('STORE_PICKUP');
  }
  return wanted;
}
