import * as z from 'zod/mini';
import { smsPreferenceTypes } from './communicationRules.ts';

export { SMS_SHORT_CODE, smsPreferenceTypes } from './communicationRules.ts';

export const smsPreferenceTypeSchema = z.enum(smsPreferenceTypes);
export type SmsPreferenceType = z.infer<typeof smsPreferenceTypeSchema>;

/**
 * The phone number the communications calls take: '+1' and the last 10 digits of the profile's mobile
 * phone (ACC-088, ACC-089). The storefront builds it with design-system's `toUsE164`.
 */
export const SMS_PHONE_NUMBER_PATTERN = /^\+1\d{10}$/;
export const smsPhoneNumberSchema = z.string().check(z.regex(SMS_PHONE_NUMBER_PATTERN));

/**
 * The opt-in calls name what the texts are for with `triggerType` (spec 7, "Communications"): one trigger
 * per preference type (docs/spec-decisions.md, ACC-122..125).
 */
export const smsTriggerTypeSchema = smsPreferenceTypeSchema;

/** getOptInStatus (ACC-122): payload phoneNumber and triggerType. */
export const smsOptInStatusRequestSchema = z.object({
  phoneNumber: smsPhoneNumberSchema,
  triggerType: smsTriggerTypeSchema,
});
export type SmsOptInStatusRequest = z.infer<typeof smsOptInStatusRequestSchema>;

/** updateOptIn (ACC-123): payload optIn, phoneNumber and triggerType. */
export const smsUpdateOptInRequestSchema = z.object({
  optIn: z.boolean(),
  phoneNumber: smsPhoneNumberSchema,
  triggerType: smsTriggerTypeSchema,
});
export type SmsUpdateOptInRequest = z.infer<typeof smsUpdateOptInRequestSchema>;

/** The transactional opt-in (ACC-124): phoneNumber and triggerType TRANSACTIONAL. */
export const smsTransactionalOptInRequestSchema = z.object({
  phoneNumber: smsPhoneNumberSchema,
  triggerType: z.literal('TRANSACTIONAL'),
});
export type SmsTransactionalOptInRequest = z.infer<typeof smsTransactionalOptInRequestSchema>;

/** Its answer, read for data.hasErrors and data.customerOptedIn (ACC-125). */
export const smsTransactionalOptInResultSchema = z.object({
  data: z.object({ hasErrors: z.boolean(), customerOptedIn: z.boolean() }),
});
export type SmsTransactionalOptInResult = z.infer<typeof smsTransactionalOptInResultSchema>;

/**
 * Spec 3, "SMS preference" (ACC-043). `selected`: the shopper asked for these texts; `customerOptedIn`:
 * the opt-in is confirmed (for a type that needs a confirmation text, once the shopper replied YES);
 * `warning`: what the shopper must still do, e.g. the check-phone message while a confirmation is pending
 * (ACC-066, ACC-156). Title, description and unsubscribe note are the banner's copy.
 */
export const smsPreferenceSchema = z.object({
  preferenceType: smsPreferenceTypeSchema,
  title: z.string(),
  description: z.string(),
  unsubscribeNote: z.string(),
  selected: z.boolean(),
  warning: z.nullable(z.string()),
  customerOptedIn: z.boolean(),
});
export type SmsPreference = z.infer<typeof smsPreferenceSchema>;

/**
 * The sandbox's stand-in for a reply text from the shopper's phone (docs/sandbox.md): YES confirms the
 * pending opt-ins of that number, STOP ends every opt-in of it (ACC-174).
 */
export const smsReplyKeywords = ['YES', 'STOP'] as const;
export const smsReplyRequestSchema = z.object({
  phoneNumber: smsPhoneNumberSchema,
  text: z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.enum(smsReplyKeywords)),
});

/** After a reply: every preference of that number as it now stands. */
export const smsReplyResultSchema = z.object({ preferences: z.array(smsPreferenceSchema) });
