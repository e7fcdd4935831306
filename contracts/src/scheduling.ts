import * as z from 'zod/mini';
import { dateTimeSchema, gtin13Schema, moneySchema } from './common.ts';
import { promiseVersionKeySchema, timeslotModalitySchema, timeslotSelectionIdSchema } from './timeslots.ts';

/*
 * The scheduling step (cart-scheduling-checkout 2 "Scheduling page", 4, 7): updating a promise with its
 * versionKey (PRM-003, GEN-021), the checkout it creates (SCH-047..065) and the rules the page, the
 * server and the story mocks share.
 */

export {
  DEFAULT_FREE_DELIVERY_THRESHOLD,
  DEFAULT_PROMISE_EXPIRY_EXTENSION_MINUTES,
  DELIVERY_MEMBERSHIP_TYPES,
  isSendableName,
  minimumAgeOf,
  NAME_MAX_LENGTH,
  UNDER_FIVE_LIMIT,
} from './schedulingRules.ts';

export const promiseParamsSchema = z.object({ id: z.uuid() });

/** PUT /api/promises/{id} (PRM-003, GEN-021): move the hold to another option, carrying the versionKey read. */
export const updatePromiseRequestSchema = z.object({
  selectedId: timeslotSelectionIdSchema,
  versionKey: promiseVersionKeySchema,
});
export type UpdatePromiseRequest = z.input<typeof updatePromiseRequestSchema>;

/** SCH-057: the contact phone is sent as +1 and 10 digits. */
export const contactPhoneSchema = z.string().check(z.regex(/^\+1\d{10}$/, 'must be +1 and 10 digits'));

export function toContactPhone(digits: string | null | undefined): string | null {
  const national = (digits ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(national) ? `+1${national}` : null;
}

export const deliveryTypes = ['Standard', 'Contactless'] as const;
export const createCheckoutRequestSchema = z.object({
  modalityType: timeslotModalitySchema,
  /** The basket the checkout is made from (SCH-063). */
  cartId: z.uuid(),
  /** The held promise (SCH-059); it must be the shopper's, live and of this mode. */
  promiseId: z.uuid(),
  buyer: z.object({
    /** From the age verification modal (SCH-051): 'YYYY-MM-DD'. */
    dateOfBirth: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  }),
  fulfillment: z.object({
    /** SCH-060: delivery only. */
    deliveryType: z.optional(z.enum(deliveryTypes)),
    /** SCH-061: delivery only (instructions max 128, spec 9). */
    instructions: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  }),
  properties: z.object({
    paymentVersion: z.literal('2'),
    createOrderPromiseHadFallout: z.enum(['true', 'false']),
  }),
});
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>;

/** A checkout line's substitution: the shopper's choice, or none for a flash-sale line (PRO-021). */
export const lineSubstitutionPolicies = ['SHOPPER_CHOICE', 'NONE'] as const;
/** PRO-022: a flash-sale line's coupon, as the line and the placed order carry it. */
export const linePriceAdjustmentSchema = z.object({
  type: z.literal('FlashSale'),
  id: z.string().check(z.maxLength(64)),
});

export const checkoutLineItemSchema = z.object({
  gtin13: gtin13Schema,
  name: z.string(),
  quantity: z.int().check(z.gte(1)),
  /** SCH-062. */
  channel: z.literal('ONLINE'),
  substitutionPolicy: z.enum(lineSubstitutionPolicies),
  modalityType: timeslotModalitySchema,
  price: moneySchema,
  lineTotal: moneySchema,
  ageRestricted: z.boolean(),
  /** PRO-021, PRO-023: a flash-sale line's coupon and the store it comes from (absent on other lines). */
  couponId: z.optional(z.nullable(z.string())),
  sourceStoreId: z.optional(z.nullable(z.string())),
  /** PRO-022: set by the server on a flash-sale line; the placed order keeps it. */
  priceAdjustment: z.optional(linePriceAdjustmentSchema),
});
export type CheckoutLineItem = z.infer<typeof checkoutLineItemSchema>;

/**
 * The part of a checkout the scheduling step creates (spec 3 "Checkout"); `checkout.ts` extends it with
 * status, payments, price adjustments and the server's totals into `checkoutSchema`.
 */
export const scheduledCheckoutSchema = z.object({
  /** Digits: the orderId of /checkout?orderId= and of the order-complete route. */
  id: z.string().check(z.regex(/^\d{6,20}$/)),
  versionKey: z.string(),
  modalityType: timeslotModalitySchema,
  cartId: z.uuid(),
  buyer: z.object({
    profileId: z.uuid(),
    email: z.string(),
    loyaltyId: z.nullable(z.string()),
    dateOfBirth: z.nullable(z.string()),
    /** SCH-055: delivery only. */
    address: z.nullable(z.object({ id: z.uuid(), postalCode: z.string() })),
  }),
  fulfillment: z.object({
    contact: z.object({
      firstName: z.nullable(z.string()),
      lastName: z.nullable(z.string()),
      phone: z.nullable(contactPhoneSchema),
      smsOptin: z.boolean(),
      dateOfBirth: z.nullable(z.string()),
    }),
    address: z.nullable(z.object({ id: z.uuid(), postalCode: z.string() })),
    location: z.nullable(z.object({ locationId: z.string() })),
    deliveryType: z.nullable(z.enum(deliveryTypes)),
    instructions: z.nullable(z.string()),
    promise: z.object({
      id: z.uuid(),
      startTime: dateTimeSchema,
      endTime: dateTimeSchema,
      displayString: z.string(),
      timeZone: z.string(),
      vendorId: z.string(),
    }),
  }),
  lineItems: z.array(checkoutLineItemSchema),
  properties: z.object({ paymentVersion: z.literal('2'), createOrderPromiseHadFallout: z.enum(['true', 'false']) }),
  summary: z.object({ itemTotal: moneySchema }),
  createdAt: dateTimeSchema,
});

export const checkoutParamsSchema = z.object({ orderId: z.string().check(z.regex(/^\d{6,20}$/)) });
