import type { Banner } from '@aisle/banner-themes';
import type { EmailPreference, EmailPreferenceChange, EmailPreferences, PromotionPreferences } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import type { Db } from '../db/database.ts';
import { and, asc, eq, or, sql } from '../db/orm.ts';
import {
  emailTopics,
  shopperBannerDetails,
  shopperEmailPreferences,
  shopperPromotionPreferences,
  shoppers,
} from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { AttemptGuard } from '../limits/index.ts';
import { shopperOfLink } from './linkTokens.ts';

/*
 * The email preferences page's calls (ACC-040, ACC-041, ACC-129..133) and its other communication
 * preferences. Object-level authorization: every query is keyed by one shopper id, the session's or the
 * one an email link's token stands for; nothing takes a shopper id from the request.
 */

/** The banner's own topics (in its order) and the ungrouped ones, with this shopper's choices. */
async function readEmailPreferences(db: Db, banner: Banner, shopperId: string): Promise<EmailPreferences> {
  const rows = await db
    .select({
      id: emailTopics.id,
      bannerId: emailTopics.bannerId,
      shortDescription: emailTopics.shortDescription,
      longDescription: emailTopics.longDescription,
      isSelected: shopperEmailPreferences.isSelected,
    })
    .from(emailTopics)
    .leftJoin(
      shopperEmailPreferences,
      and(eq(shopperEmailPreferences.topicId, emailTopics.id), eq(shopperEmailPreferences.shopperId, shopperId)),
    )
    .where(or(eq(emailTopics.bannerId, banner.id), sql`${emailTopics.bannerId} is null`))
    .orderBy(asc(emailTopics.position), asc(emailTopics.id));
  const listed = new Set(banner.emailPreferenceOrder);
  const present = (row: (typeof rows)[number]): EmailPreference => ({
    id: row.id,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    selected: row.isSelected ?? false,
    banner: row.bannerId,
  });
  return {
    // A topic the banner no longer lists keeps its row but is not offered.
    emailPreferences: rows.filter((row) => row.bannerId !== null && listed.has(row.shortDescription)).map(present),
    emailUngroupedPreferences: rows.filter((row) => row.bannerId === null).map(present),
  };
}

async function writeEmailPreferences(
  db: Db,
  banner: Banner,
  shopperId: string,
  changes: readonly EmailPreferenceChange[],
  now: Date,
): Promise<EmailPreferences> {
  const offered = await readEmailPreferences(db, banner, shopperId);
  const offeredIds = new Set(
    [...offered.emailPreferences, ...offered.emailUngroupedPreferences].map((topic) => topic.id),
  );
  const issues = changes
    .map((change, index) => ({ change, index }))
    .filter(({ change }) => !offeredIds.has(change.id))
    .map(({ index }) => ({ path: `emailPreferences.${index}.id`, message: 'not an email preference of this banner' }));
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', 'The request body is not valid.', { issues });
  // The last word on a topic sent twice wins.
  const byTopic = new Map(changes.map((change) => [change.id, change.selected]));
  await db
    .insert(shopperEmailPreferences)
    .values([...byTopic].map(([topicId, isSelected]) => ({ shopperId, topicId, isSelected, updatedAt: now })))
    .onConflictDoUpdate({
      target: [shopperEmailPreferences.shopperId, shopperEmailPreferences.topicId],
      set: { isSelected: sql`excluded.is_selected`, updatedAt: sql`excluded.updated_at` },
    });
  return readEmailPreferences(db, banner, shopperId);
}

export function getEmailPreferences({ session, banner, db }: Call<'getEmailPreferences'>) {
  return readEmailPreferences(db, banner, session.shopper.id);
}

export function updateEmailPreferences({ session, banner, db, body, now }: Call<'updateEmailPreferences'>) {
  return writeEmailPreferences(db, banner, session.shopper.id, body.emailPreferences, now);
}

/** ACC-106, ACC-107, ACC-129: signed in or not, the link's shopper's preferences (a session plays no part). */
export async function getEmailPreferencesByLink(
  { query, banner, db, now }: Call<'getEmailPreferencesByLink'>,
  guard: AttemptGuard,
) {
  const shopperId = await shopperOfLink(db, banner, query, now, guard);
  return readEmailPreferences(db, banner, shopperId);
}

/** ACC-131, ACC-132: the token travels in the body; it is the credential (no session, so no CSRF token). */
export async function updateEmailPreferencesByLink(
  { body, banner, db, now }: Call<'updateEmailPreferencesByLink'>,
  guard: AttemptGuard,
) {
  const shopperId = await shopperOfLink(db, banner, body, now, guard);
  return writeEmailPreferences(db, banner, shopperId, body.emailPreferences, now);
}

async function readPromotionPreferences(db: Db, banner: Banner, shopperId: string): Promise<PromotionPreferences> {
  const [shopper] = await db
    .select({ relevantAdsOptIn: shoppers.relevantAdsOptIn })
    .from(shoppers)
    .where(eq(shoppers.id, shopperId))
    .limit(1);
  if (!shopper) throw new ApiError('UNAUTHENTICATED', 'Sign in to continue.');
  const [row] = await db
    .select()
    .from(shopperPromotionPreferences)
    .where(
      and(eq(shopperPromotionPreferences.shopperId, shopperId), eq(shopperPromotionPreferences.bannerId, banner.id)),
    )
    .limit(1);
  return {
    // A banner without the email-deals opt-in (the second banner) offers no Specials and Promotions.
    specialsAndPromotions: banner.showsEmailDealsOptIn ? (row?.specialsAndPromotions ?? false) : null,
    earlyAccess: row?.earlyAccess ?? false,
    relevantAdsOptIn: shopper.relevantAdsOptIn,
  };
}

export function getPromotionPreferences({ session, banner, db }: Call<'getPromotionPreferences'>) {
  return readPromotionPreferences(db, banner, session.shopper.id);
}

export async function updatePromotionPreferences({
  session,
  banner,
  db,
  body,
  now,
}: Call<'updatePromotionPreferences'>) {
  const shopperId = session.shopper.id;
  if (body.specialsAndPromotions !== undefined && !banner.showsEmailDealsOptIn) {
    throw new ApiError('VALIDATION_FAILED', 'The request body is not valid.', {
      issues: [{ path: 'specialsAndPromotions', message: 'this banner has no Specials and Promotions preference' }],
    });
  }
  await db.transaction(async (tx) => {
    if (body.specialsAndPromotions === true) {
      // Specials and Promotions are those of the shopper's preferred store (ACC-162).
      const [details] = await tx
        .select({ storeId: shopperBannerDetails.preferredStoreLocationId })
        .from(shopperBannerDetails)
        .where(and(eq(shopperBannerDetails.shopperId, shopperId), eq(shopperBannerDetails.bannerId, banner.id)))
        .limit(1);
      if (!details?.storeId) {
        throw new ApiError('NO_PREFERRED_STORE', 'Choose a preferred store to get its Specials and Promotions.');
      }
    }
    const promotionChanges = {
      ...(body.specialsAndPromotions === undefined ? {} : { specialsAndPromotions: body.specialsAndPromotions }),
      ...(body.earlyAccess === undefined ? {} : { earlyAccess: body.earlyAccess }),
    };
    if (Object.keys(promotionChanges).length > 0) {
      await tx
        .insert(shopperPromotionPreferences)
        .values({ shopperId, bannerId: banner.id, ...promotionChanges, updatedAt: now })
        .onConflictDoUpdate({
          target: [shopperPromotionPreferences.shopperId, shopperPromotionPreferences.bannerId],
          set: { ...promotionChanges, updatedAt: now },
        });
    }
    if (body.relevantAdsOptIn !== undefined) {
      await tx.update(shoppers).set({ relevantAdsOptIn: body.relevantAdsOptIn }).where(eq(shoppers.id, shopperId));
    }
  });
  return readPromotionPreferences(db, banner, shopperId);
}
