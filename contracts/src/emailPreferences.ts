import * as z from 'zod/mini';

/*
 * The shopper's email preferences (spec account-and-selector 3, "Email preference"; ACC-040, ACC-041) and
 * the other communication preferences of the same page: Specials and Promotions, the Early Access Program
 * and purchase-based advertising (the profile's relevantAdsOptIn, ACC-039).
 */

/** A topic's id: `<banner id>:<slug>` for a banner's own topic, `all:<slug>` for one every banner shares. */
export const EMAIL_TOPIC_ID_PATTERN = /^[a-z][a-z0-9-]{1,30}:[a-z0-9-]{1,60}$/;
export const emailTopicIdSchema = z.string().check(z.regex(EMAIL_TOPIC_ID_PATTERN));

/** Email-link tokens: 32 random bytes in base64url (43 characters). */
export const EMAIL_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const emailLinkTokenSchema = z.string().check(z.regex(EMAIL_LINK_TOKEN_PATTERN));

/** At most this many preferences change in one save. */
export const MAX_EMAIL_PREFERENCE_CHANGES = 50;

/** ACC-040: one email preference. `banner` is null for a preference every banner shares (ungrouped). */
export const emailPreferenceSchema = z.object({
  id: emailTopicIdSchema,
  shortDescription: z.string().check(z.minLength(1)),
  longDescription: z.string(),
  selected: z.boolean(),
  banner: z.nullable(z.string()),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** GET and PUT answer: the banner's preferences in the banner's order (ACC-178), then the ungrouped ones (ACC-041). */
export const emailPreferencesSchema = z.object({
  emailPreferences: z.array(emailPreferenceSchema),
  emailUngroupedPreferences: z.array(emailPreferenceSchema),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferenceChangeSchema = z.object({ id: emailTopicIdSchema, selected: z.boolean() });
export type EmailPreferenceChange = z.infer<typeof emailPreferenceChangeSchema>;

/** ACC-130: the save sends emailPreferences (grouped and ungrouped alike, by id). */
export const updateEmailPreferencesSchema = z.object({
  emailPreferences: z
    .array(emailPreferenceChangeSchema)
    .check(z.minLength(1), z.maxLength(MAX_EMAIL_PREFERENCE_CHANGES)),
});
export type UpdateEmailPreferences = z.infer<typeof updateEmailPreferencesSchema>;

/** The tokens of an unauthenticated email link (ACC-018, ACC-019); the server's toggles pick which one counts (ACC-108). */
export const emailLinkTokensSchema = z.object({
  token: z.optional(emailLinkTokenSchema),
  token2: z.optional(emailLinkTokenSchema),
});
export type EmailLinkTokens = z.infer<typeof emailLinkTokensSchema>;

/** ACC-131: the token save carries the link's tokens with the preferences. */
export const updateEmailPreferencesByLinkSchema = z
  .object({
    token: z.optional(emailLinkTokenSchema),
    token2: z.optional(emailLinkTokenSchema),
    emailPreferences: updateEmailPreferencesSchema.shape.emailPreferences,
  })
  .check(
    z.refine((value) => value.token !== undefined || value.token2 !== undefined, {
      message: 'Send the email link token.',
    }),
  );
export type UpdateEmailPreferencesByLink = z.infer<typeof updateEmailPreferencesByLinkSchema>;

/**
 * Specials and Promotions (null when the banner has no email-deals opt-in), the Early Access Program and
 * purchase-based advertising (stored on the shopper, like the profile's relevantAdsOptIn).
 */
export const promotionPreferencesSchema = z.object({
  specialsAndPromotions: z.nullable(z.boolean()),
  earlyAccess: z.boolean(),
  relevantAdsOptIn: z.boolean(),
});
export type PromotionPreferences = z.infer<typeof promotionPreferencesSchema>;

export const updatePromotionPreferencesSchema = z
  .object({
    specialsAndPromotions: z.optional(z.boolean()),
    earlyAccess: z.optional(z.boolean()),
    relevantAdsOptIn: z.optional(z.boolean()),
  })
  .check(
    z.refine((value) => Object.values(value).some((entry) => entry !== undefined), {
      message: 'Send at least one preference.',
    }),
  );
export type UpdatePromotionPreferences = z.infer<typeof updatePromotionPreferencesSchema>;
