import * as z from 'zod/mini';
import { addressInputSchema, callerTagSchema, selectorAddressSchema } from './addresses.ts';
import { dateTimeSchema, latitudeSchema, longitudeSchema, modalitySchema, zipCodeSchema } from './common.ts';
import { storeOptionSchema } from './stores.ts';

/*
 * Shopping modes: the options a place offers (SEL-042..047, SEL-137..141) and the shopper's chosen
 * modes (modality preferences, SEL-036..041, SEL-107, SEL-142).
 */

/**
 * Delivery provider ids (SEL-060): the in-house refrigerated service, "all delivery" (every provider,
 * a filter value) and plain delivery (the partner's, from the banner's stores).
 */
export const deliveryProviderIds = ['IN_HOUSE_DELIVERY', 'ALL_DELIVERY', 'DELIVERY'] as const;
export const deliveryProviderIdSchema = z.enum(deliveryProviderIds);
export type DeliveryProviderId = z.infer<typeof deliveryProviderIdSchema>;

/** Miles the banner's own stores reach with plain (partner) delivery. */
export const PARTNER_DELIVERY_RADIUS_MILES = 12;
/** Most store options per shopping mode in one answer. */
export const MODALITY_OPTIONS_MAX_STORES = 10;

export const pageContexts = ['every_page', 'modality_window'] as const;

/**
 * POST /api/modality-options: exactly one of postalCode (5 digits), address (service address form) or
 * location, plus where the selector was opened (SEL-141).
 */
export const modalityOptionsRequestSchema = z
  .object({
    postalCode: z.optional(zipCodeSchema),
    address: z.optional(addressInputSchema),
    location: z.optional(z.object({ lat: latitudeSchema, lng: longitudeSchema })),
    pageContext: z._default(z.enum(pageContexts), 'every_page'),
  })
  .check((context) => {
    const { postalCode, address, location } = context.value;
    const given = [postalCode, address, location].filter((value) => value !== undefined).length;
    if (given !== 1) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        path: ['postalCode'],
        message: 'give exactly one of postalCode, address or location',
      });
    }
  });
export type ModalityOptionsRequest = z.input<typeof modalityOptionsRequestSchema>;

/** Where a delivery goes: a typed or saved address (addressLines empty when only a ZIP code was given). */
export const deliveryDestinationAddressSchema = z.object({
  id: z.optional(z.uuid()),
  addressLines: z.array(z.string()).check(z.maxLength(2)),
  cityTown: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.literal('US'),
});
export type DeliveryDestinationAddress = z.infer<typeof deliveryDestinationAddressSchema>;

/** SEL-045: a fulfillment entry is a store or a fulfillment center of a delivery provider. */
export const fulfillmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('STORE'), locationId: z.string().check(z.regex(/^\d{8}$/)) }),
  z.object({
    kind: z.literal('FULFILLMENT_CENTER'),
    id: z.string().check(z.minLength(1)),
    providerId: deliveryProviderIdSchema,
  }),
]);
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

/** SEL-044: one option of a mode. Store modes name a store; Delivery names the address and its provider. */
export const modalityOptionSchema = z.object({
  destination: z.union([
    z.object({ locationId: z.string().check(z.regex(/^\d{8}$/)) }),
    z.object({ address: deliveryDestinationAddressSchema }),
  ]),
  /** Miles to the store, or to the nearest fulfilling place for Delivery; two decimals. */
  distance: z.number().check(z.nonnegative()),
  isCrossBanner: z.boolean(),
  fulfillment: z.array(fulfillmentSchema).check(z.minLength(1)),
  /** Delivery options: which provider delivers; null for Pickup and In Store. */
  providerId: z.nullable(deliveryProviderIdSchema),
});
export type ModalityOption = z.infer<typeof modalityOptionSchema>;

/**
 * SEL-043, SEL-046, SEL-047: one list per mode (nearest first; empty when the banner lacks the mode),
 * the details of every store the lists name, and the other site to shop Delivery on when this banner
 * does not deliver (null otherwise).
 */
export const modalityOptionsSchema = z.object({
  origin: z.object({ postalCode: z.nullable(z.string()), lat: z.number(), lng: z.number() }),
  PICKUP: z.array(modalityOptionSchema),
  DELIVERY: z.array(modalityOptionSchema),
  IN_STORE: z.array(modalityOptionSchema),
  storeDetails: z.array(storeOptionSchema),
  externalOnlineDeliveryUrl: z.nullable(z.url()),
});
export type ModalityOptions = z.infer<typeof modalityOptionsSchema>;

/** Where a preference was set (SEL-041). */
export const modalityPreferenceSources = ['SELECTOR', 'CART', 'CHECKOUT', 'SCHEDULING', 'ACCOUNT', 'TIMESLOT'] as const;
export const modalityPreferenceSourceSchema = z.enum(modalityPreferenceSources);

/** The store a store preference names, enough for the header to show it without another call. */
export const preferenceStoreSchema = z.object({
  locationId: z.string(),
  vanityName: z.string(),
  banner: z.string(),
  addressLines: z.array(z.string()),
  cityTown: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  isLockerPickupLocation: z.boolean(),
});

/**
 * Spec 3, "Modality preference" (SEL-036..041): Pickup and In Store name a store (locationId), Delivery
 * a saved address of the shopper. `label` is what the header shows: the store's name, or the address's
 * label (else its street).
 */
export const modalityPreferenceSchema = z.object({
  id: z.uuid(),
  modalityType: modalitySchema,
  destination: z.union([z.object({ locationId: z.string() }), z.object({ address: selectorAddressSchema })]),
  createdDate: dateTimeSchema,
  source: modalityPreferenceSourceSchema,
  label: z.string(),
  store: z.nullable(preferenceStoreSchema),
});
export type ModalityPreference = z.infer<typeof modalityPreferenceSchema>;

/** GET /api/modality-preferences: every preference of the shopper on this banner, newest first. */
export const modalityPreferenceListSchema = z.object({ preferences: z.array(modalityPreferenceSchema) });
export type ModalityPreferenceList = z.infer<typeof modalityPreferenceListSchema>;

/**
 * POST /api/modality-preferences: a store for Pickup and In Store, a saved address (its id; other
 * fields are ignored) for Delivery.
 */
export const createModalityPreferenceRequestSchema = z
  .object({
    modalityType: modalitySchema,
    destination: z.union([
      z.object({ locationId: z.string().check(z.regex(/^\d{8}$/, 'must be 8 digits')) }),
      z.object({ address: z.object({ id: z.uuid() }) }),
    ]),
    source: z._default(modalityPreferenceSourceSchema, 'SELECTOR'),
    keyspace: z.optional(callerTagSchema),
  })
  .check((context) => {
    const { modalityType, destination } = context.value;
    const namesStore = 'locationId' in destination;
    if (namesStore === (modalityType === 'DELIVERY')) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        path: ['destination'],
        message: 'Pickup and In Store take a locationId, Delivery an address',
      });
    }
  });
export type CreateModalityPreferenceRequest = z.input<typeof createModalityPreferenceRequestSchema>;

export { activeModalityPreferences, currentModalityPreference } from './modalityRules.ts';
