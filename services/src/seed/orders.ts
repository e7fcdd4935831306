import { randomUUID } from 'node:crypto';
import { DEFAULT_WALLET_APPLICATION, type Order } from '@aisle/contracts';
import type { Tx } from '../db/database.ts';
import { and, asc, eq, isNull } from '../db/orm.ts';
import { addresses, orders, products, shopperPhones, shoppers, stores, walletCards } from '../db/schema.ts';
import { addDays, formatClockTime, localDateOf, zonedTimeToInstant } from '../timeslots/zonedTime.ts';

const day = 24 * 60 * 60 * 1000;

/** The seeded orders' ids: below the checkouts' sequence (100000000001), so placing never collides. */
export const seededOrderIds = {
  /** demo, greenway: Pickup tomorrow at the Cincinnati store, paid with the Visa. */
  pickup: '8800100001',
  /** demo, greenway: Delivery by the partner to the office, contactless, modified after placing. */
  modifiedContactless: '8800100002',
  /** demo, greenway: Delivery by the in-house service from the fulfillment center (the warehouse). */
  warehouse: '8800100003',
  /** demo, greenway: a Pickup order whose time has passed (no longer pending). */
  past: '8800100004',
  /** demo, harbor: Pickup at the Oakley store. */
  harborPickup: '8800100005',
  /** new@example.com, greenway: another shopper's order, which demo must never see. */
  otherShopper: '8800200001',
} as const;

type Modality = Order['modalityType'];

type OrderSeed = {
  id: string;
  bannerId: string;
  modality: Modality;
  /** Pickup: the store's place key (banner:ZIP). Delivery: the address label. */
  storePostalCode?: string;
  addressLabel?: string;
  vendorId: 'STORE_PICKUP' | 'DELIVERY' | 'IN_HOUSE_DELIVERY';
  deliveryType?: 'Standard' | 'Contactless';
  instructions?: string;
  placedDaysAgo: number;
  /** The time slot's day relative to the seed clock, and its local start hour. */
  slotInDays: number;
  slotHour: number;
  /** Which catalogue lines (by position among the non-restricted products) and quantities. */
  lines: Array<[position: number, quantity: number]>;
  modifiedDaysAgo?: number;
};

const demoOrders: OrderSeed[] = [
  {
    id: seededOrderIds.pickup,
    bannerId: 'greenway',
    modality: 'PICKUP',
    storePostalCode: '45202',
    vendorId: 'STORE_PICKUP',
    placedDaysAgo: 0,
    slotInDays: 1,
    slotHour: 10,
    lines: [
      [0, 2],
      [3, 1],
      [7, 3],
    ],
  },
  {
    id: seededOrderIds.modifiedContactless,
    bannerId: 'greenway',
    modality: 'DELIVERY',
    addressLabel: 'Office',
    vendorId: 'DELIVERY',
    deliveryType: 'Contactless',
    instructions: 'Leave at the front desk',
    placedDaysAgo: 1,
    slotInDays: 2,
    slotHour: 14,
    lines: [
      [1, 1],
      [4, 2],
    ],
    modifiedDaysAgo: 0,
  },
  {
    id: seededOrderIds.warehouse,
    bannerId: 'greenway',
    modality: 'DELIVERY',
    addressLabel: 'Home',
    vendorId: 'IN_HOUSE_DELIVERY',
    deliveryType: 'Standard',
    placedDaysAgo: 2,
    slotInDays: 3,
    slotHour: 12,
    lines: [
      [2, 1],
      [5, 1],
      [6, 4],
      [8, 1],
    ],
  },
  {
    id: seededOrderIds.past,
    bannerId: 'greenway',
    modality: 'PICKUP',
    storePostalCode: '45202',
    vendorId: 'STORE_PICKUP',
    placedDaysAgo: 20,
    slotInDays: -19,
    slotHour: 9,
    lines: [[9, 1]],
  },
  {
    id: seededOrderIds.harborPickup,
    bannerId: 'harbor',
    modality: 'PICKUP',
    storePostalCode: '45209',
    vendorId: 'STORE_PICKUP',
    placedDaysAgo: 0,
    slotInDays: 1,
    slotHour: 15,
    lines: [
      [10, 2],
      [11, 1],
    ],
  },
];

const otherShopperOrders: OrderSeed[] = [
  {
    id: seededOrderIds.otherShopper,
    bannerId: 'greenway',
    modality: 'PICKUP',
    storePostalCode: '45202',
    vendorId: 'STORE_PICKUP',
    placedDaysAgo: 0,
    slotInDays: 1,
    slotHour: 11,
    lines: [[12, 1]],
  },
];

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Placed orders with full details for the seeded accounts (CONTRACT.md "Accounts"), so the order-complete
 * and purchases pages have real data: demo has a Pickup, a modified contactless Delivery, a Delivery from
 * the fulfillment center, a past Pickup and a harbor Pickup; new@example.com has one Pickup. Times follow
 * the seed clock, in the store's or address's zone. Left alone when the shopper has orders.
 */
export async function seedOrders(tx: Tx, now: Date): Promise<void> {
  const catalogue = await tx
    .select()
    .from(products)
    .where(and(isNull(products.minAge), isNull(products.prop65Warning)))
    .orderBy(asc(products.gtin13))
    .limit(20);
  await seedOrdersOf(tx, now, 'demo@example.com', demoOrders, catalogue);
  await seedOrdersOf(tx, now, 'new@example.com', otherShopperOrders, catalogue);
}

async function seedOrdersOf(
  tx: Tx,
  now: Date,
  email: string,
  seeds: OrderSeed[],
  catalogue: Array<typeof products.$inferSelect>,
): Promise<void> {
  const [shopper] = await tx.select().from(shoppers).where(eq(shoppers.email, email));
  if (!shopper) return;
  const existing = await tx.select({ id: orders.id }).from(orders).where(eq(orders.shopperId, shopper.id)).limit(1);
  if (existing.length > 0) return;
  const [phone] = await tx.select().from(shopperPhones).where(eq(shopperPhones.shopperId, shopper.id)).limit(1);
  const [visa] = await tx
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.shopperId, shopper.id), eq(walletCards.lastFour, '1111')));
  const savedAddresses = await tx.select().from(addresses).where(eq(addresses.shopperId, shopper.id));

  for (const seed of seeds) {
    let location: { locationId: string } | null = null;
    let address: { id: string; postalCode: string } | null = null;
    let timeZone = 'America/New_York';
    if (seed.modality === 'PICKUP') {
      const [store] = await tx
        .select()
        .from(stores)
        .where(and(eq(stores.bannerId, seed.bannerId), eq(stores.postalCode, seed.storePostalCode ?? '')));
      if (!store) throw new Error(`No ${seed.bannerId} store at ${seed.storePostalCode}`);
      location = { locationId: store.locationId };
      timeZone = store.timeZone;
    } else {
      const saved = savedAddresses.find((candidate) => candidate.label === seed.addressLabel);
      if (!saved) throw new Error(`No address labelled ${seed.addressLabel}`);
      address = { id: saved.id, postalCode: saved.postalCode };
    }
    const localDay = addDays(localDateOf(now, timeZone), seed.slotInDays);
    const startsAt = zonedTimeToInstant(localDay, seed.slotHour * 60, timeZone);
    const endsAt = new Date(startsAt.getTime() + (seed.modality === 'PICKUP' ? 1 : 2) * 60 * 60 * 1000);
    const lineItems: Order['lineItems'] = seed.lines.flatMap(([position, quantity]) => {
      const product = catalogue[position % catalogue.length];
      if (!product) return [];
      const price = (product.promoPriceCents ?? product.priceCents) / 100;
      return [
        {
          gtin13: product.gtin13,
          name: product.name,
          quantity,
          channel: 'ONLINE' as const,
          substitutionPolicy: 'SHOPPER_CHOICE' as const,
          modalityType: seed.modality,
          price,
          lineTotal: cents(price * quantity),
          ageRestricted: false,
        },
      ];
    });
    const itemTotal = cents(lineItems.reduce((total, line) => total + line.lineTotal, 0));
    const fulfillmentFee = seed.modality === 'DELIVERY' && itemTotal < 35 ? 3.95 : 0;
    const tax = cents(itemTotal * 0.07);
    const total = cents(itemTotal + fulfillmentFee + tax);
    const placedAt = new Date(now.getTime() - seed.placedDaysAgo * day - 60 * 60 * 1000);
    const modifiedAt = seed.modifiedDaysAgo === undefined ? null : new Date(now.getTime() - seed.modifiedDaysAgo * day);
    await tx.insert(orders).values({
      id: seed.id,
      appName: DEFAULT_WALLET_APPLICATION,
      shopperId: shopper.id,
      bannerId: seed.bannerId,
      modality: seed.modality,
      placedAt,
      status: modifiedAt ? 'MODIFIED' : 'PLACED',
      buyer: {
        profileId: shopper.id,
        email: shopper.email,
        loyaltyId: shopper.loyaltyCardNumber,
        dateOfBirth: null,
        address: seed.modality === 'DELIVERY' ? address : null,
      },
      fulfillment: {
        contact: {
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          phone: phone ? `+1${phone.number}` : null,
          smsOptin: false,
          dateOfBirth: null,
        },
        address,
        location,
        deliveryType: seed.modality === 'DELIVERY' ? (seed.deliveryType ?? 'Standard') : null,
        instructions: seed.instructions ?? null,
        promise: {
          id: randomUUID(),
          startTime: startsAt.toISOString(),
          endTime: endsAt.toISOString(),
          displayString: `${formatClockTime(startsAt, timeZone, 'en-US')} - ${formatClockTime(endsAt, timeZone, 'en-US')}`,
          timeZone,
          vendorId: seed.vendorId,
        },
      },
      lineItems,
      totals: {
        itemTotal,
        fulfillmentFee,
        serviceFee: 0,
        bagFee: 0,
        tip: 0,
        discounts: 0,
        tax,
        ebtTotal: 0,
        total,
      },
      payments: visa
        ? [{ cardId: visa.id, cardType: visa.cardType, brand: visa.brand, lastFour: visa.lastFour, amount: total }]
        : [],
      versionKey: modifiedAt ? 2 : 1,
      modifiedAt,
    });
  }
}
