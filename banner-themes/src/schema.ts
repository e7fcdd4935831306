import { z } from 'zod';
import { fontFamilies } from './fonts.ts';
import { tokenDescriptions } from './tokens/shape.ts';

const hexOrRgba = z
  .string()
  .regex(/^(#[0-9a-f]{6}|rgba\(\d{1,3}, \d{1,3}, \d{1,3}, (0|1|0?\.\d+)\))$/i, 'must be #rrggbb or rgba(r, g, b, a)');

/** A zod object with every key of a token group optional, and no unknown keys. */
function overridesOf<T extends Record<string, string>>(group: T, value: z.ZodString) {
  return z.strictObject(
    Object.fromEntries(Object.keys(group).map((key) => [key, value.optional()])) as {
      [K in keyof T]: z.ZodOptional<z.ZodString>;
    },
  );
}

const length = z.string().regex(/^(0|\d+(\.\d+)?(px|rem|em)|999px)$/, 'must be a CSS length');

export const themeOverridesSchema = z.strictObject({
  color: overridesOf(tokenDescriptions.color, hexOrRgba).optional(),
  font: overridesOf(tokenDescriptions.font, z.string().min(1)).optional(),
  fontSize: overridesOf(tokenDescriptions.fontSize, length).optional(),
  fontWeight: overridesOf(tokenDescriptions.fontWeight, z.string().regex(/^[1-9]00$/)).optional(),
  lineHeight: overridesOf(tokenDescriptions.lineHeight, z.string().regex(/^\d(\.\d+)?$/)).optional(),
  space: overridesOf(tokenDescriptions.space, length).optional(),
  radius: overridesOf(tokenDescriptions.radius, length).optional(),
  shadow: overridesOf(tokenDescriptions.shadow, z.string().min(1)).optional(),
  motion: overridesOf(tokenDescriptions.motion, z.string().min(1)).optional(),
});

const phone = z.string().regex(/^\d{10}$/, 'must be 10 digits, no punctuation');

export const capabilitiesSchema = z.strictObject({
  PICKUP: z.boolean(),
  DELIVERY: z.boolean(),
  IN_STORE: z.boolean(),
});

export const bannerSchema = z.strictObject({
  /** URL-safe id; also the host name `<id>.localhost`. */
  id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lower-case letters, digits and dashes'),
  /** Shopper-facing banner name, e.g. 'Greenway Market'. Fills `{banner}` in copy. */
  name: z.string().min(2).max(40),
  /** Legal name for the footer's copyright line. */
  companyName: z.string().min(2).max(80),
  domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name'),
  tenantName: z.string().regex(/^[a-z0-9-]+$/),
  xBannerName: z.string().regex(/^[a-z0-9_]+$/),
  storeLocatorBrand: z.string().regex(/^[A-Z0-9_]+$/),
  isDefault: z.boolean(),
  kind: z.enum(['grocery', 'marketplace', 'gas-station']),
  capabilities: capabilitiesSchema,
  /** Gas-station banners have no storefront link. */
  hasLink: z.boolean(),
  customerServicePhone: phone,
  screenReaderHelpPhone: phone,
  /** Plan titles per membership plan code. */
  membershipPlanTitles: z.strictObject({
    BST: z.string().min(1),
    HTEL: z.string().min(1),
    BSTL: z.string().min(1),
    HTPL: z.string().min(1),
  }),
  /** The email preferences in the order this banner lists them. */
  emailPreferenceOrder: z.array(z.string().min(1)).min(1),
  allowsPickupInstructions: z.boolean(),
  showsEmailDealsOptIn: z.boolean(),
  /**
   * The two feature toggles of the email links' tokens (ACC-108): which of the `token` and `token2` query
   * parameters lets a signed-out shopper reach their email preferences; token2 wins when both are on and
   * present. Both on when left out; both off: the links need sign-in.
   */
  emailLinkTokens: z.strictObject({ token: z.boolean(), token2: z.boolean() }).optional(),
  showsWashingtonHealthPolicy: z.boolean(),
  /** Routes (path patterns) this banner does not offer; they render the not-found page. */
  unavailableRoutes: z.array(z.string().startsWith('/')),
  logo: z.strictObject({
    /** File name under banner-themes/src/logos/. */
    file: z.string().regex(/^[a-z0-9-]+\.svg$/),
    width: z.number().int().positive().max(177, 'logo is wider than 177px'),
    height: z.number().int().positive().max(101, 'logo is taller than 101px'),
    /** Accessible name of the logo link. */
    alt: z.string().min(2),
  }),
  fontFamily: z.enum(fontFamilies),
  theme: themeOverridesSchema,
  /** Copy overrides; checked against the catalogue's keys by validateCatalogue(). */
  copy: z.record(z.string(), z.unknown()),
});

export type BannerInput = z.input<typeof bannerSchema>;
