import type { Order, OrderDestination } from '@aisle/contracts';
import type { Db, Tx } from '../db/database.ts';
import { and, eq } from '../db/orm.ts';
import { addresses, stores } from '../db/schema.ts';
import { lookupZipCode } from '../geo.ts';

/**
 * Where an order or a checkout goes, read now (OCP-012's map, PAY-018's maps link): the store of a pickup,
 * the address of a delivery (its postal code if gone).
 */
export async function destinationOf(
  db: Db | Tx,
  order: { modalityType: Order['modalityType']; fulfillment: Pick<Order['fulfillment'], 'location' | 'address'> },
  shopperId: string,
): Promise<OrderDestination | null> {
  const { location, address } = order.fulfillment;
  if (order.modalityType === 'PICKUP' && location) {
    const [store] = await db.select().from(stores).where(eq(stores.locationId, location.locationId));
    if (!store) return null;
    return {
      kind: 'store',
      name: store.vanityName,
      lines: [store.street, `${store.city}, ${store.stateCode} ${store.postalCode}`],
      latitude: store.latitude,
      longitude: store.longitude,
    };
  }
  if (!address) return null;
  const [saved] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, address.id), eq(addresses.shopperId, shopperId)));
  if (saved) {
    return {
      kind: 'address',
      name: saved.label,
      lines: [
        [saved.street, saved.unit].filter(Boolean).join(', '),
        `${saved.city}, ${saved.stateCode} ${saved.postalCode}`,
      ],
      latitude: saved.latitude,
      longitude: saved.longitude,
    };
  }
  // The shopper deleted the address since: the order still shows where it goes, as far as its ZIP code says.
  const zip = await lookupZipCode(address.postalCode);
  return {
    kind: 'address',
    name: null,
    lines: [zip ? `${zip.city}, ${zip.stateCode} ${zip.postalCode}` : address.postalCode],
    latitude: zip?.lat ?? null,
    longitude: zip?.lng ?? null,
  };
}
