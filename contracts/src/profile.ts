import * as z from 'zod/mini';
import { canadianPostalCodeSchema, dateTimeSchema, usPostalCodeSchema } from './common.ts';

/** Spec account-and-selector 3, "Address (service form)". addressLines: the last entry is the street, the one before the unit. */
export const addressTypes = ['home', 'delivery'] as const;
export const serviceAddressSchema = z.object({
  id: z.uuid(),
  type: z.enum(addressTypes),
  preferredAddress: z.boolean(),
  /** Also the shopper's mailing address (the card form's isMailingAddress, ACC-028); at most one is. */
  isMailingAddress: z.optional(z.boolean()),
  label: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  location: z.nullable(
    z.object({ lat: z.number().check(z.gte(-90), z.lte(90)), lng: z.number().check(z.gte(-180), z.lte(180)) }),
  ),
  address: z.object({
    addressLines: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(2)),
    cityTown: z.string().check(z.minLength(1)),
    county: z.nullable(z.string()),
    stateProvince: z.string().check(z.length(2)),
    /** A US ZIP code, or in Canada (countryCode CA) 'A1A 1A1'. */
    postalCode: z.union([usPostalCodeSchema, canadianPostalCodeSchema]),
    countryCode: z.enum(['US', 'CA']),
  }),
  modified: z.object({ value: dateTimeSchema }),
});
export type ServiceAddress = z.infer<typeof serviceAddressSchema>;

export const phoneTypes = ['MOBILE', 'HOME'] as const;
export const profilePhoneSchema = z.object({
  type: z.enum(phoneTypes),
  /** Ten digits, no punctuation (the +1 prefix is added when sent to services that want it). */
  number: z.object({ original: z.string().check(z.regex(/^\d{10}$/)) }),
  verified: z.boolean(),
});

export const profileEmailSchema = z.object({
  address: z.email(),
  isVerified: z.boolean(),
  verified: z.boolean(),
});

/** Membership plan codes: BST and HTEL same-day (99 tier), BSTL and HTPL next-day (lower tier). */
export const membershipPlanCodes = ['BST', 'HTEL', 'BSTL', 'HTPL'] as const;
export const membershipPlanCodeSchema = z.enum(membershipPlanCodes);
export type MembershipPlanCode = z.infer<typeof membershipPlanCodeSchema>;

/** The shopper's enrollment (spec "Membership item ... Enrollment"); the full membership item comes later. */
export const membershipEnrollmentSchema = z.object({
  planCode: membershipPlanCodeSchema,
  isActive: z.boolean(),
  enrolledAt: dateTimeSchema,
  renewalDueDate: dateTimeSchema,
  cancellationDate: z.nullable(dateTimeSchema),
});
export type MembershipEnrollment = z.infer<typeof membershipEnrollmentSchema>;

/** GET /api/profile: spec account-and-selector 3, "Customer profile" (the fields we hold now). */
export const customerProfileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  loyaltyCardNumber: z.nullable(z.string()),
  created: dateTimeSchema,
  contactInfo: z.object({
    phones: z.array(profilePhoneSchema),
    emails: z.array(profileEmailSchema),
    /** Home address first, then the newest modified first (spec account-and-selector 4). */
    addresses: z.array(serviceAddressSchema),
  }),
  bannerSpecificDetails: z.array(
    z.object({
      banner: z.string(),
      preferredStoreNumber: z.nullable(z.string()),
      preferredStoreDivisionNumber: z.nullable(z.string()),
      communityRewardsEnabled: z.boolean(),
    }),
  ),
  relevantAdsOptIn: z.boolean(),
  membership: z.nullable(membershipEnrollmentSchema),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
