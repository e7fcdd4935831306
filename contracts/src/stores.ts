import * as z from 'zod/mini';
import { modalitySchema, perModalitySchema, roundCoordinate, zipCodeSchema } from './common.ts';

/** Store search radius in miles (spec account-and-selector 9). */
export const STORE_SEARCH_RADIUS_MILES = 500;
export const STORE_SEARCH_MAX_RESULTS = 50;
/** Whether a store search lists only the request's banner's stores, or cross-banner stores too (default). */
export const storeSearchScopes = ['linked', 'banner'] as const;

/** GET /api/stores: near a ZIP code (exactly 5 digits) or a point; optionally only stores offering a mode. */
export const storeSearchQuerySchema = z
  .object({
    postalCode: z.optional(zipCodeSchema),
    lat: z.optional(z.coerce.number().check(z.gte(-90), z.lte(90), z.overwrite(roundCoordinate))),
    lng: z.optional(z.coerce.number().check(z.gte(-180), z.lte(180), z.overwrite(roundCoordinate))),
    modality: z.optional(modalitySchema),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(STORE_SEARCH_MAX_RESULTS)), 10),
    /** 'banner': only the request's banner's own stores (the account's preferred store); else cross-banner ones too. */
    scope: z._default(z.enum(storeSearchScopes), 'linked'),
  })
  .check((context) => {
    const { postalCode, lat, lng } = context.value;
    const hasPoint = lat !== undefined && lng !== undefined;
    if ((postalCode === undefined) === !hasPoint) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        path: ['postalCode'],
        message: 'give either postalCode or both lat and lng',
      });
    }
  });
export type StoreSearchQuery = z.input<typeof storeSearchQuerySchema>;

/** Spec account-and-selector 3, "Store option". */
export const storeOptionSchema = z.object({
  locationId: z.string().check(z.regex(/^\d{8}$/)),
  vanityName: z.string().check(z.minLength(1)),
  address: z.object({
    addressLines: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(2)),
    cityTown: z.string().check(z.minLength(1)),
    stateProvince: z.string().check(z.length(2)),
    postalCode: zipCodeSchema,
    county: z.nullable(z.string()),
    countryCode: z.literal('US'),
  }),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** Miles from the searched place, rounded to two decimals; the list is sorted ascending. */
  distance: z.number().check(z.nonnegative()),
  currentlyShopping: z.boolean(),
  divisionNumber: z.string().check(z.regex(/^\d{3}$/)),
  storeNumber: z.string().check(z.regex(/^\d{5}$/)),
  /** Banner id of the store. */
  banner: z.string(),
  isLockerPickupLocation: z.boolean(),
  /** A store of another banner: 'Start Shopping' leads to that banner's site. */
  isCrossBanner: z.boolean(),
  externalNavigation: z.nullable(z.object({ webUrl: z.url(), linkText: z.string().check(z.minLength(1)) })),
  /** Which shopping modes the store offers. */
  modalities: perModalitySchema,
  isOpen: z.boolean(),
  /** The store's own hours line, e.g. 'Open until 11:00 PM' or 'Opens at 7:00 AM'. */
  openText: z.string().check(z.minLength(1)),
});
export type StoreOption = z.infer<typeof storeOptionSchema>;

export const storeSearchResultSchema = z.object({
  origin: z.object({ postalCode: z.nullable(zipCodeSchema), lat: z.number(), lng: z.number() }),
  radiusMiles: z.number().check(z.positive()),
  stores: z.array(storeOptionSchema).check(z.minLength(1)),
});
export type StoreSearchResult = z.infer<typeof storeSearchResultSchema>;

/**
 * A store on its own, with no searched place: the account's preferred store (account-and-selector 2,
 * "Preferred store section"). The fields of a store option that do not depend on a search.
 */
export const storeDetailsSchema = z.omit(storeOptionSchema, {
  distance: true,
  currentlyShopping: true,
  isCrossBanner: true,
  externalNavigation: true,
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

/**
 * GET and PUT /api/profile/preferred-store: the shopper's preferred store for the request's banner
 * (profile bannerSpecificDetails, ACC-038), or null when none is chosen yet.
 */
export const preferredStoreSchema = z.object({ store: z.nullable(storeDetailsSchema) });
export type PreferredStore = z.infer<typeof preferredStoreSchema>;

/** PUT /api/profile/preferred-store: one of the banner's own stores, by location id. */
export const setPreferredStoreSchema = z.object({ locationId: z.string().check(z.regex(/^\d{8}$/)) });
export type SetPreferredStore = z.infer<typeof setPreferredStoreSchema>;
