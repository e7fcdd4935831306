import type { CustomerProfile } from '@aisle/contracts';
import { presentAddress } from '../addresses/presenters.ts';
import type { Call } from '../calls.ts';
import { asc, desc, eq, sql } from '../db/orm.ts';
import { addresses, memberships, shopperBannerDetails, shopperPhones, shoppers, stores } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export async function getProfile({ session, db, now }: Call<'getProfile'>) {
  const shopperId = session.shopper.id;
  const [shopper] = await db.select().from(shoppers).where(eq(shoppers.id, shopperId)).limit(1);
  if (!shopper) throw new ApiError('UNAUTHENTICATED', 'Sign in to continue.');
  const phones = await db.select().from(shopperPhones).where(eq(shopperPhones.shopperId, shopperId));
  // Home address first, then the newest modified first (spec account-and-selector 4).
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.shopperId, shopperId))
    .orderBy(sql`case when ${addresses.type} = 'home' then 0 else 1 end`, desc(addresses.modifiedAt));
  const details = await db
    .select({
      bannerId: shopperBannerDetails.bannerId,
      communityRewardsEnabled: shopperBannerDetails.communityRewardsEnabled,
      storeNumber: stores.storeNumber,
      divisionNumber: stores.divisionNumber,
    })
    .from(shopperBannerDetails)
    .leftJoin(stores, eq(stores.locationId, shopperBannerDetails.preferredStoreLocationId))
    .where(eq(shopperBannerDetails.shopperId, shopperId))
    .orderBy(asc(shopperBannerDetails.bannerId));
  const [membership] = await db.select().from(memberships).where(eq(memberships.shopperId, shopperId)).limit(1);

  const profile: CustomerProfile = {
    id: shopper.id,
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    loyaltyCardNumber: shopper.loyaltyCardNumber,
    created: shopper.createdAt.toISOString(),
    contactInfo: {
      phones: phones.map((phone) => ({
        type: phone.type,
        number: { original: phone.number },
        verified: phone.isVerified,
      })),
      emails: [{ address: shopper.email, isVerified: shopper.isEmailVerified, verified: shopper.isEmailVerified }],
      addresses: addressRows.map(presentAddress),
    },
    bannerSpecificDetails: details.map((detail) => ({
      banner: detail.bannerId,
      preferredStoreNumber: detail.storeNumber,
      preferredStoreDivisionNumber: detail.divisionNumber,
      communityRewardsEnabled: detail.communityRewardsEnabled,
    })),
    relevantAdsOptIn: shopper.relevantAdsOptIn,
    membership: membership
      ? {
          planCode: membership.planCode,
          isActive: membership.cancelledAt === null || membership.cancelledAt > now,
          enrolledAt: membership.enrolledAt.toISOString(),
          renewalDueDate: membership.renewalDueAt.toISOString(),
          cancellationDate: membership.cancelledAt ? membership.cancelledAt.toISOString() : null,
        }
      : null,
  };
  return profile;
}
