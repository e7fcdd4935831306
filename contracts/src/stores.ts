import { z } from 'zod';
import { modalitySchema, perModalitySchema, zipCodeSchema } from './common.ts';

/** Store search radius in miles (spec account-and-selector 9). */
export const STORE_SEARCH_RADIUS_MILES = 500;
export const STORE_SEARCH_MAX_RESULTS = 50;

/** GET /api/stores: near a ZIP code (exactly 5 digits) or a point; optionally only stores offering a mode. */
export const storeSearchQuerySchema = z
  .object({
    postalCode: zipCodeSchema.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    modality: modalitySchema.optional(),
    limit: z.coerce.number().int().min(1).max(STORE_SEARCH_MAX_RESULTS).default(10),
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
  locationId: z.string().regex(/^\d{8}$/),
  vanityName: z.string().min(1),
  address: z.object({
    addressLines: z.array(z.string().min(1)).min(1).max(2),
    cityTown: z.string().min(1),
    stateProvince: z.string().length(2),
    postalCode: zipCodeSchema,
    county: z.string().nullable(),
    countryCode: z.literal('US'),
  }),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** Miles from the searched place, rounded to two decimals; the list is sorted ascending. */
  distance: z.number().nonnegative(),
  currentlyShopping: z.boolean(),
  divisionNumber: z.string().regex(/^\d{3}$/),
  storeNumber: z.string().regex(/^\d{5}$/),
  /** Banner id of the store. */
  banner: z.string(),
  isLockerPickupLocation: z.boolean(),
  /** A store of another banner: 'Start Shopping' leads to that banner's site. */
  isCrossBanner: z.boolean(),
  externalNavigation: z.object({ webUrl: z.url(), linkText: z.string().min(1) }).nullable(),
  /** Which shopping modes the store offers. */
  modalities: perModalitySchema,
  isOpen: z.boolean(),
  /** The store's own hours line, e.g. 'Open until 11:00 PM' or 'Opens at 7:00 AM'. */
  openText: z.string().min(1),
});
export type StoreOption = z.infer<typeof storeOptionSchema>;

export const storeSearchResultSchema = z.object({
  origin: z.object({ postalCode: zipCodeSchema.nullable(), lat: z.number(), lng: z.number() }),
  radiusMiles: z.number().positive(),
  stores: z.array(storeOptionSchema).min(1),
});
export type StoreSearchResult = z.infer<typeof storeSearchResultSchema>;
