import { isOrderPending, itemCountOf, type Order, type OrderDetails, type OrderList } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { and, desc, eq, sql } from '../db/orm.ts';
import { addresses, orders, stores } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { destinationOf } from './destination.ts';

/** What names one order in an address: /checkout/{app}/{orderId}/complete on one banner's site. */
export type OrderAddress = { appName: string; orderId: string; bannerId: string };

/**
 * Whether the order an address names exists for this shopper. Another shopper's order, one placed on
 * another banner or through another app reads as missing: the page never tells which (object-level
 * authorization without an oracle).
 */
export async function isOwnOrder(db: Db, address: OrderAddress, shopperId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, address.orderId),
        eq(orders.appName, address.appName),
        eq(orders.bannerId, address.bannerId),
        eq(orders.shopperId, shopperId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type OrderRow = typeof orders.$inferSelect;
type DetailedRow = OrderRow & {
  buyer: NonNullable<OrderRow['buyer']>;
  fulfillment: NonNullable<OrderRow['fulfillment']>;
  totals: NonNullable<OrderRow['totals']>;
};

/** Rows written before migration 0016 carry no details: they are not shown as orders. */
function hasDetails(row: OrderRow): row is DetailedRow {
  return row.buyer !== null && row.fulfillment !== null && row.totals !== null;
}

function presentOrder(row: DetailedRow): Order {
  return {
    id: row.id,
    status: row.status,
    // Placed orders come from Pickup or Delivery checkouts; IN_STORE never reaches checkout.
    modalityType: row.modality === 'DELIVERY' ? 'DELIVERY' : 'PICKUP',
    placedAt: row.placedAt.toISOString(),
    modifiedAt: row.modifiedAt?.toISOString() ?? null,
    versionKey: String(row.versionKey),
    buyer: row.buyer,
    fulfillment: row.fulfillment,
    lineItems: row.lineItems,
    totals: row.totals,
    payments: row.payments,
  };
}

const ownedBy = (shopperId: string, bannerId: string) =>
  and(eq(orders.shopperId, shopperId), eq(orders.bannerId, bannerId));

/** GET /api/orders/{orderId}: the shopper's own order on this banner; any other id answers 404 (no oracle). */
export async function getOrder({ params, session, banner, db, now }: Call<'getOrder'>): Promise<OrderDetails> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, params.orderId), ownedBy(session.shopper.id, banner.id)));
  if (!row || !hasDetails(row)) throw new ApiError('NOT_FOUND', 'No such order.');
  const order = presentOrder(row);
  return {
    ...order,
    appName: row.appName,
    destination: await destinationOf(db, order, session.shopper.id),
    isPending: isOrderPending({ status: order.status, startTime: order.fulfillment.promise.startTime }, now),
  };
}

/** GET /api/orders: the shopper's orders on this banner, newest first. */
export async function listOrders({ session, banner, db, now }: Call<'listOrders'>): Promise<OrderList> {
  // One statement: each order with the name of its store (Pickup) or of its address (Delivery), the
  // shopper's own. On PGlite a statement's round trip is most of a call's cost (docs/performance.md).
  const rows = await db
    .select({
      order: orders,
      storeName: sql<string | null>`(select ${stores.vanityName} from ${stores}
        where ${stores.locationId} = ${orders.fulfillment} -> 'location' ->> 'locationId')`,
      addressName: sql<string | null>`(select coalesce(${addresses.label}, ${addresses.street}) from ${addresses}
        where ${addresses.id}::text = ${orders.fulfillment} -> 'address' ->> 'id'
          and ${addresses.shopperId} = ${orders.shopperId})`,
    })
    .from(orders)
    .where(ownedBy(session.shopper.id, banner.id))
    .orderBy(desc(orders.placedAt), desc(orders.id));
  return {
    orders: rows.flatMap(({ order: row, storeName, addressName }) => {
      if (!hasDetails(row)) return [];
      const order = presentOrder(row);
      const { promise, location, address } = order.fulfillment;
      const destinationName =
        order.modalityType === 'PICKUP' ? (location && storeName) || null : (address && addressName) || null;
      return {
        id: order.id,
        appName: row.appName,
        status: order.status,
        modalityType: order.modalityType,
        placedAt: order.placedAt,
        modifiedAt: order.modifiedAt,
        isPending: isOrderPending({ status: order.status, startTime: promise.startTime }, now),
        itemCount: itemCountOf(order.lineItems),
        total: order.totals.total,
        timeSlot: { displayString: promise.displayString, startTime: promise.startTime, timeZone: promise.timeZone },
        destinationName,
      };
    }),
  };
}
