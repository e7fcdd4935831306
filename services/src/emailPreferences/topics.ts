import { type Banner, banners as bannerCatalogue } from '@aisle/banner-themes';
import type { Db, Tx } from '../db/database.ts';
import { sql } from '../db/orm.ts';
import { emailTopics } from '../db/schema.ts';

/*
 * The email preferences each banner offers (its `emailPreferenceOrder`, ACC-178) and the ungrouped ones
 * every banner shares (ACC-041). The short descriptions are banner data; a topic's long description is
 * written here, by its slug. A banner's membership offers keep the banner's own name: the second banner
 * lists 'Harbor Pass Offers' where others list their plan's offers (ACC-179).
 */

export const ungroupedBannerKey = 'all';

const longDescriptions: Record<string, string> = {
  'weekly-ad': "This week's specials at your store, the day the new ad starts.",
  'digital-coupons': 'New digital coupons to load to your card, and reminders before they expire.',
  'recipes-inspiration': 'Seasonal recipes, meal ideas and cooking tips.',
  'fuel-rewards': 'Fuel points, pump savings and how many points you have to spend.',
  'wine-spirits': 'New arrivals, tastings and savings in Wine & Spirits.',
  'join-e-vic': 'Become an e-VIC: members-only savings and early notice of our biggest sales.',
  'fresh-catch': 'What came off the boats this week at our seafood counter.',
  'fine-wines-club': "The club's picks, tasting notes and wine events near you.",
  'customer-surveys': "Now and then, a short survey about how we're doing.",
  'health-wellness': 'Tips for healthy living and news from our pharmacy.',
};

/** Shared by every banner, after the banner's own (ACC-041). */
export const ungroupedTopics = ['Customer Surveys', 'Health & Wellness'] as const;

export function topicSlug(shortDescription: string): string {
  return shortDescription
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function longDescriptionOf(shortDescription: string): string {
  const known = longDescriptions[topicSlug(shortDescription)];
  if (known) return known;
  const membership = /^(.+) Offers$/.exec(shortDescription)?.[1];
  if (membership) return `Offers and news for ${membership} members.`;
  return 'News and offers by email.';
}

export type EmailTopicRow = typeof emailTopics.$inferInsert;

/** The topics of one banner, in its order. */
export function bannerTopics(banner: Pick<Banner, 'id' | 'emailPreferenceOrder'>): EmailTopicRow[] {
  return banner.emailPreferenceOrder.map((shortDescription, index) => ({
    id: `${banner.id}:${topicSlug(shortDescription)}`,
    bannerId: banner.id,
    shortDescription,
    longDescription: longDescriptionOf(shortDescription),
    position: index + 1,
  }));
}

export function ungroupedTopicRows(): EmailTopicRow[] {
  return ungroupedTopics.map((shortDescription, index) => ({
    id: `${ungroupedBannerKey}:${topicSlug(shortDescription)}`,
    bannerId: null,
    shortDescription,
    longDescription: longDescriptionOf(shortDescription),
    position: index + 1,
  }));
}

/**
 * Writes every banner's topics (and the ungrouped ones) into email_topics; runs with the banner sync on
 * every start. A topic a banner no longer lists keeps its row (and the shoppers' choices) but is not shown.
 */
export async function syncEmailTopics(db: Db | Tx): Promise<void> {
  const rows = [...bannerCatalogue.flatMap((banner) => bannerTopics(banner)), ...ungroupedTopicRows()];
  await db
    .insert(emailTopics)
    .values(rows)
    .onConflictDoUpdate({
      target: emailTopics.id,
      set: {
        shortDescription: sql`excluded.short_description`,
        longDescription: sql`excluded.long_description`,
        position: sql`excluded.position`,
      },
    });
}
