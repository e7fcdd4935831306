import { banners as bannerCatalogue } from '@aisle/banner-themes';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, Db, Tx } from '../db/database.ts';
import { count, eq, sql } from '../db/orm.ts';
import {
  addresses,
  banners,
  departments,
  memberships,
  productDetails,
  products,
  shopperBannerDetails,
  shopperEmailPreferences,
  shopperPhones,
  shopperPromotionPreferences,
  shoppers,
  smsOptIns,
  stores,
} from '../db/schema.ts';
import { syncEmailTopics } from '../emailPreferences/topics.ts';
import { lookupZipCode } from '../geo.ts';
import { departmentSeed, productDetailsSeed, productSeed } from './catalogue.ts';
import { insertGeneratedCatalogue } from './generatedCatalogue.ts';
import { seedOrders } from './orders.ts';
import { stateTimeZones, storePlaces } from './places.ts';
import { seedDemoWallet } from './wallet.ts';

/** Password of every sandbox account (CONTRACT.md "Accounts"). */
export const DEMO_PASSWORD = 'grocery-demo';

const day = 24 * 60 * 60 * 1000;

/** Writes the banner catalogue's ids into the banners table (foreign keys point at it). Cheap; runs on every start. */
export async function syncBanners(db: Db | Tx): Promise<void> {
  await db
    .insert(banners)
    .values(bannerCatalogue.map((banner) => ({ id: banner.id, xBannerName: banner.xBannerName, name: banner.name })))
    .onConflictDoUpdate({
      target: banners.id,
      set: { xBannerName: sql`excluded.x_banner_name`, name: sql`excluded.name` },
    });
  // Each banner's email preferences, in its order (migration 0006).
  await syncEmailTopics(db);
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(products);
  return (row?.total ?? 0) === 0;
}

/** Division number of a banner's stores: its position in the catalogue, from 101. */
function divisionOf(bannerId: string): string {
  return String(101 + bannerCatalogue.findIndex((banner) => banner.id === bannerId)).padStart(3, '0');
}

async function seedStores(tx: Tx): Promise<Map<string, string>> {
  const locationByPlace = new Map<string, string>();
  const nextStoreNumber = new Map<string, number>();
  const rows = [];
  for (const place of storePlaces) {
    const banner = bannerCatalogue.find((candidate) => candidate.id === place.bannerId);
    if (!banner) throw new Error(`Store place names an unknown banner "${place.bannerId}"`);
    const zip = await lookupZipCode(place.postalCode);
    if (!zip) throw new Error(`Unknown ZIP code ${place.postalCode}`);
    const timeZone = stateTimeZones[zip.stateCode];
    if (!timeZone) throw new Error(`No time zone for ${zip.stateCode}`);
    const number = (nextStoreNumber.get(banner.id) ?? 350) + 1;
    nextStoreNumber.set(banner.id, number);
    const divisionNumber = divisionOf(banner.id);
    const storeNumber = String(number).padStart(5, '0');
    const offers = new Set(place.offers ?? ['PICKUP', 'DELIVERY', 'IN_STORE']);
    const [opensAtHour, closesAtHour] = place.hours ?? [6, 23];
    const locationId = `${divisionNumber}${storeNumber}`;
    locationByPlace.set(`${place.bannerId}:${place.postalCode}`, locationId);
    rows.push({
      locationId,
      bannerId: banner.id,
      divisionNumber,
      storeNumber,
      vanityName: place.vanityName,
      street: place.street,
      city: zip.city,
      stateCode: zip.stateCode,
      postalCode: zip.postalCode,
      county: place.county,
      latitude: zip.lat,
      longitude: zip.lng,
      timeZone,
      opensAtMinute: opensAtHour * 60,
      closesAtMinute: closesAtHour * 60,
      offersPickup: banner.capabilities.PICKUP && offers.has('PICKUP'),
      offersDelivery: banner.capabilities.DELIVERY && offers.has('DELIVERY'),
      offersInStore: banner.capabilities.IN_STORE && offers.has('IN_STORE'),
      isLockerPickup: place.isLockerPickup ?? false,
    });
  }
  await tx.insert(stores).values(rows).onConflictDoNothing();
  return locationByPlace;
}

type AddressSeed = {
  type: 'home' | 'delivery';
  isPreferred: boolean;
  label: string | null;
  street: string;
  unit: string | null;
  postalCode: string;
  county: string;
  ageInDays: number;
};

async function seedAccount(
  tx: Tx,
  now: Date,
  account: {
    email: string;
    firstName: string;
    lastName: string;
    loyaltyCardNumber: string | null;
    ageInDays: number;
    mobilePhone?: string;
    addresses?: AddressSeed[];
    membership?: { planCode: 'BST'; enrolledDaysAgo: number };
    preferredStores?: Record<string, string>;
    /** Kinds of text the mobile phone is confirmed for (migration 0007). */
    smsOptIns?: Array<'CLICKLIST' | 'PROMOTIONAL' | 'TRANSACTIONAL'>;
    /** Email preference topics (email_topics ids) the shopper chose; every other one is off. */
    emailPreferences?: string[];
    /** Specials and Promotions / Early Access per banner. */
    promotionPreferences?: Record<string, { specialsAndPromotions: boolean; earlyAccess: boolean }>;
  },
): Promise<void> {
  const inserted = await tx
    .insert(shoppers)
    .values({
      email: account.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: account.firstName,
      lastName: account.lastName,
      loyaltyCardNumber: account.loyaltyCardNumber,
      isEmailVerified: true,
      relevantAdsOptIn: false,
      createdAt: new Date(now.getTime() - account.ageInDays * day),
    })
    .onConflictDoNothing()
    .returning({ id: shoppers.id });
  const shopperId = inserted[0]?.id;
  // Already there: the account and everything below it were seeded before.
  if (!shopperId) return;

  if (account.mobilePhone) {
    await tx.insert(shopperPhones).values({ shopperId, type: 'MOBILE', number: account.mobilePhone, isVerified: true });
  }
  for (const address of account.addresses ?? []) {
    const zip = await lookupZipCode(address.postalCode);
    if (!zip) throw new Error(`Unknown ZIP code ${address.postalCode}`);
    await tx.insert(addresses).values({
      shopperId,
      type: address.type,
      isPreferred: address.isPreferred,
      // The home address is the mailing address (the form's default for a home address, ACC-101).
      isMailingAddress: address.type === 'home',
      label: address.label,
      street: address.street,
      unit: address.unit,
      city: zip.city,
      county: address.county,
      stateCode: zip.stateCode,
      postalCode: zip.postalCode,
      countryCode: 'US',
      latitude: zip.lat,
      longitude: zip.lng,
      modifiedAt: new Date(now.getTime() - address.ageInDays * day),
    });
  }
  if (account.membership) {
    const enrolledAt = new Date(now.getTime() - account.membership.enrolledDaysAgo * day);
    // Monthly plan (renewal duration 1 = 30 days): the next renewal is the first one after now.
    const periods = Math.floor(account.membership.enrolledDaysAgo / 30) + 1;
    await tx.insert(memberships).values({
      shopperId,
      planCode: account.membership.planCode,
      enrolledAt,
      renewalDueAt: new Date(enrolledAt.getTime() + periods * 30 * day),
    });
  }
  if (account.mobilePhone) {
    const phoneNumber = `+1${account.mobilePhone}`;
    for (const triggerType of account.smsOptIns ?? []) {
      const since = new Date(now.getTime() - 60 * day);
      await tx.insert(smsOptIns).values({
        shopperId,
        phoneNumber,
        triggerType,
        status: 'OPTED_IN',
        requestedAt: since,
        confirmedAt: since,
        updatedAt: since,
      });
    }
  }
  for (const [bannerId, locationId] of Object.entries(account.preferredStores ?? {})) {
    await tx
      .insert(shopperBannerDetails)
      .values({ shopperId, bannerId, preferredStoreLocationId: locationId, communityRewardsEnabled: true });
  }
  for (const topicId of account.emailPreferences ?? []) {
    await tx.insert(shopperEmailPreferences).values({ shopperId, topicId, isSelected: true, updatedAt: now });
  }
  for (const [bannerId, choice] of Object.entries(account.promotionPreferences ?? {})) {
    await tx.insert(shopperPromotionPreferences).values({ shopperId, bannerId, ...choice, updatedAt: now });
  }
}

/** Migration 0026's columns for the seeded products: ingredients and Nutrition Facts (seed/productDetails.ts). */
async function seedProductDetails(tx: Tx): Promise<void> {
  for (const { gtin13, ingredients, nutrition } of productDetailsSeed()) {
    await tx.update(productDetails).set({ ingredients, nutrition }).where(eq(productDetails.gtin13, gtin13));
  }
}

export type SeedOptions = {
  now: Date;
  /**
   * How many products the catalogue holds in all (AISLE_CATALOGUE_SIZE): the seeded ones and, above their
   * count, a generated catalogue (seed/generatedCatalogue.ts). Unset: the seeded products only.
   */
  catalogueSize?: number | undefined;
};

/**
 * Fills an empty database with the sandbox data of CONTRACT.md: banners, departments, products, stores and
 * the two accounts, and the generated products when `catalogueSize` asks for more. Idempotent: rows that
 * exist are left alone, so running it twice changes nothing.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  const { now } = options;
  await database.db.transaction(async (tx) => {
    await syncBanners(tx);
    await tx
      .insert(departments)
      .values(departmentSeed.map((department, index) => ({ ...department, position: index + 1 })))
      .onConflictDoNothing();
    await tx.insert(products).values(productSeed()).onConflictDoNothing();
    await seedProductDetails(tx);
    if (options.catalogueSize !== undefined) await insertGeneratedCatalogue(tx, options.catalogueSize);
    const locations = await seedStores(tx);

    await seedAccount(tx, now, {
      email: 'demo@example.com',
      firstName: 'Jordan',
      lastName: 'Rivera',
      loyaltyCardNumber: '480012345678',
      ageInDays: 420,
      mobilePhone: '5135550142',
      addresses: [
        {
          type: 'home',
          isPreferred: true,
          label: 'Home',
          street: '1014 Vine St',
          unit: 'Apt 3',
          postalCode: '45202',
          county: 'Hamilton',
          ageInDays: 200,
        },
        {
          type: 'delivery',
          isPreferred: false,
          label: 'Office',
          street: '2712 Erie Ave',
          unit: null,
          postalCode: '45208',
          county: 'Hamilton',
          ageInDays: 90,
        },
        {
          type: 'delivery',
          isPreferred: false,
          label: "Sam's place",
          street: '1250 W Sunset Blvd',
          unit: 'Unit 4B',
          postalCode: '90026',
          county: 'Los Angeles',
          ageInDays: 30,
        },
      ],
      membership: { planCode: 'BST', enrolledDaysAgo: 75 },
      preferredStores: { greenway: locations.get('greenway:45202') as string },
      smsOptIns: ['TRANSACTIONAL'],
      emailPreferences: [
        'greenway:weekly-ad',
        'greenway:boost-offers',
        'harbor:join-e-vic',
        'harbor:fresh-catch',
        'all:customer-surveys',
      ],
      promotionPreferences: { greenway: { specialsAndPromotions: true, earlyAccess: false } },
    });
    await seedAccount(tx, now, {
      email: 'new@example.com',
      firstName: 'Casey',
      lastName: 'Newman',
      loyaltyCardNumber: null,
      ageInDays: 2,
      emailPreferences: ['greenway:weekly-ad'],
    });
    await seedDemoWallet(tx, now);
    await seedOrders(tx, now);
  });
  // A generated catalogue's rows, visible to every transaction from now on: a department's page then reads its
  // shelf from the index alone (catalogue/queries.ts). VACUUM runs outside a transaction.
  if (options.catalogueSize !== undefined) await database.db.execute(sql`vacuum analyze products`);
}

/**
 * Seeds when the database holds no catalogue yet; answers whether it did. `catalogueSize` applies to that
 * seed only: a database seeded before keeps the catalogue it has.
 */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(database.db))) return false;
  await seedDatabase(database, options);
  return true;
}
