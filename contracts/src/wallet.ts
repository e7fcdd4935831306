import * as z from 'zod/mini';
import { countryOfStateCode } from './addresses.ts';
import { dateTimeSchema, plainText } from './common.ts';
import {
  billingAddressRules,
  billingRegionCodes,
  ebtPrograms,
  normalizeRegion,
  WALLET_CHANNEL,
  walletApplications,
  walletAuthTypes,
  walletCardBrands,
  walletCardTypes,
  walletHeaders,
} from './walletRules.ts';

export * from './walletRules.ts';

/** Spec 3, API-026: the country of a billing region (an abbreviation or a name): CA for a Canadian province. */
export function countryOfRegion(region: string): 'US' | 'CA' {
  return countryOfStateCode(normalizeRegion(region) ?? region);
}

/*
 * The payment wallet's data (wallet-and-order-complete spec 3 and 7; WAL-060..070, API-013..036). The wallet
 * API keeps the spec's paths under /api (/api/payment/v2/wallet...) and the spec's answer envelopes
 * (`data.payment...`). Card numbers, expiry, CVV and PINs never reach it: every request carries the capture
 * origin's low-value tokens instead (docs/adr/0014-wallet-tokens-and-limits.md).
 */

const cardIdSchema = z.uuid();
/** A capture-service token: `lv_` for a card or a gift card, `pin_` for a SNAP EBT PIN. */
export const lowValueTokenSchema = z.string().check(z.regex(/^lv_[A-Za-z0-9_-]{16,64}$/));
export const pinTokenSchema = z.string().check(z.regex(/^pin_[A-Za-z0-9_-]{16,64}$/));
/** An opaque reference of a stored card the processor understands (the gift and EBT balance calls). */
export const paymentGramSchema = z.string().check(z.regex(/^pg_[A-Za-z0-9_-]{16,64}$/));

export const walletApplicationSchema = z.enum(walletApplications);
export const walletCardTypeSchema = z.enum(walletCardTypes);
export const walletCardBrandSchema = z.enum(walletCardBrands);

/** A card's address as the wallet stores it (WAL-067) and the add/edit payloads' `billing` (API-020, API-024). */
export const walletCardAddressSchema = z.object({
  addressLines: z
    .array(
      z.string().check(z.maxLength(billingAddressRules.addressMaxLength), plainText('Address has invalid characters.')),
    )
    .check(z.minLength(1), z.maxLength(2)),
  cityTown: z.string().check(z.maxLength(billingAddressRules.cityMaxLength), plainText('City has invalid characters.')),
  stateProvince: z.enum(billingRegionCodes),
  postalCode: z.string().check(z.maxLength(10), plainText()),
  countryCode: z.enum(['US', 'CA']),
});
export type WalletCardAddress = z.infer<typeof walletCardAddressSchema>;

/** WAL-067: binType. */
export const binTypeSchema = z.object({
  'card-bin-length': z.number(),
  'card-brand': z.string(),
  'card-description': z.string(),
  'card-product-id': z.string(),
  'card-bin': z.string(),
});

/** A card of the wallet (WAL-060..067). */
export const walletCardSchema = z.object({
  id: cardIdSchema,
  cardType: walletCardTypeSchema,
  brand: walletCardBrandSchema,
  /** A short card image code (VI, MC, AX, DS, EBT, GC). */
  imageType: z.string(),
  lastFourPan: z.string().check(z.regex(/^\d{4}$/)),
  /** WAL-062: two digits; empty for EBT and gift cards. */
  expirationMonth: z.string().check(z.regex(/^((0[1-9]|1[0-2]))?$/)),
  /** WAL-063: four digits; empty for EBT and gift cards. */
  expirationYear: z.string().check(z.regex(/^(\d{4})?$/)),
  expired: z.boolean(),
  saved: z.boolean(),
  /** WAL-064: gift and SNAP cards, 'USD 25.00'; null until known. */
  balance: z.nullable(z.string().check(z.regex(/^[A-Z]{3} \d+\.\d{2}$/))),
  paymentGram: paymentGramSchema,
  /** WAL-065: the applications this card is preferred for. */
  defaultApplications: z.array(walletApplicationSchema),
  versionKey: z.string(),
  /** WAL-066: the first six digits; null for gift cards. */
  bin: z.nullable(z.string().check(z.regex(/^\d{6}$/))),
  binType: z.nullable(binTypeSchema),
  default: z.boolean(),
  description: z.string(),
  fraudToken: z.nullable(z.string()),
  vaultCardId: z.string(),
  address: z.nullable(walletCardAddressSchema),
  lastUpdatedTimestamp: dateTimeSchema,
  firstName: z.string(),
  lastName: z.string(),
  isNotAllowedForFuelPay: z.boolean(),
});
export type WalletCard = z.infer<typeof walletCardSchema>;

/** API-036: card date-times go in UTC. */
export const walletDateTimeSchema = z.object({ timezone: z.literal('UTC'), value: dateTimeSchema });

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z ]+$/));
const locationIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));
const deviceInfoSchema = z.object({
  userAgent: z.optional(z.string().check(z.maxLength(400), plainText())),
  language: z.optional(z.string().check(z.maxLength(40), plainText())),
  screen: z.optional(z.string().check(z.maxLength(20), plainText())),
});
const transactionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** API-020, API-024: a card's details in the add and edit payloads; lowValueToken is the capture's checkoutId. */
const cardDetailsSchema = z.object({
  billing: walletCardAddressSchema,
  brand: walletCardBrandSchema,
  expirationMonth: z.string().check(z.regex(/^(0[1-9]|1[0-2])$/)),
  expirationYear: z.string().check(z.regex(/^\d{4}$/)),
  lowValueToken: lowValueTokenSchema,
  cardFirstSix: z.string().check(z.regex(/^\d{6}$/)),
  firstName: nameSchema,
  lastName: nameSchema,
});

/** API-020: add a credit or debit card from a capture token. */
export const addCreditCardRequestSchema = z.object({
  dateTime: walletDateTimeSchema,
  facilityId: locationIdSchema,
  storeId: locationIdSchema,
  defaultCard: z.boolean(),
  save: z.boolean(),
  paymentMethod: z.extend(cardDetailsSchema, { paymentType: z.literal('CREDIT_CARD') }),
  fraudTransactionId: transactionIdSchema,
  deviceInfo: deviceInfoSchema,
});

/** API-021: add a SNAP EBT card; the number arrives as the capture frame's token, never as digits. */
export const addSnapCardRequestSchema = z.object({
  dateTime: walletDateTimeSchema,
  defaultCard: z.literal(false),
  facilityId: locationIdSchema,
  paymentMethod: z.object({ paymentType: z.literal('EBT_CARD'), lowValueToken: lowValueTokenSchema }),
  save: z.boolean(),
  transactionId: transactionIdSchema,
  deviceInfo: deviceInfoSchema,
});

/** API-022: add a gift card; its number and PIN arrive as one capture token. */
export const addGiftCardRequestSchema = z.object({
  dateTime: walletDateTimeSchema,
  facilityId: locationIdSchema,
  paymentMethod: z.object({ paymentType: z.literal('GIFT_CARD'), lowValueToken: lowValueTokenSchema }),
});

export const addWalletCardRequestSchema = z.union([
  addCreditCardRequestSchema,
  addSnapCardRequestSchema,
  addGiftCardRequestSchema,
]);
export type AddWalletCardRequest = z.input<typeof addWalletCardRequestSchema>;
export type AddCreditCardRequest = z.input<typeof addCreditCardRequestSchema>;
export type AddSnapCardRequest = z.input<typeof addSnapCardRequestSchema>;
export type AddGiftCardRequest = z.input<typeof addGiftCardRequestSchema>;

/** API-020: what an add answers, read from data.payment.card. */
export const walletCardAnswerSchema = z.object({ data: z.object({ payment: z.object({ card: walletCardSchema }) }) });

/** API-019: data.payment.cards. */
export const walletAnswerSchema = z.object({
  data: z.object({ payment: z.object({ cards: z.array(walletCardSchema) }) }),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

/** API-023..027: edit a card (expiry, names, billing, preferred); lowValueToken from the edit frames. */
export const editWalletCardRequestSchema = z.object({
  cardId: cardIdSchema,
  dateTime: walletDateTimeSchema,
  facilityId: locationIdSchema,
  storeId: locationIdSchema,
  defaultCard: z.boolean(),
  paymentGram: paymentGramSchema,
  saved: z.boolean(),
  paymentMethod: cardDetailsSchema,
});
export type EditWalletCardRequest = z.input<typeof editWalletCardRequestSchema>;

/** API-028: the edit's answer, read from data.payment. */
export const editWalletCardAnswerSchema = z.object({ data: z.object({ payment: walletCardSchema }) });

/** API-035: make a card the preferred one of the application named by x-application-id. */
export const makePreferredCardRequestSchema = z.object({ cardId: cardIdSchema });

/** An address of the account's billing list (spec 3, "Account address"). */
export const accountBillingAddressSchema = z.object({
  id: z.uuid(),
  type: z.enum(['HOME', 'DELIVERY', 'BILLING']),
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.string(),
  stateCode: z.enum(billingRegionCodes),
  zip: z.string(),
  countryCode: z.enum(['US', 'CA']),
  preferredAddress: z.boolean(),
});
export type AccountBillingAddress = z.infer<typeof accountBillingAddressSchema>;

/** API-031: data.payment.addresses, home addresses first. */
export const billingAddressesAnswerSchema = z.object({
  data: z.object({ payment: z.object({ addresses: z.array(accountBillingAddressSchema) }) }),
});

const requiredLine = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Address is a required field.'),
    z.maxLength(billingAddressRules.addressMaxLength),
    z.regex(billingAddressRules.addressPattern, 'Address has invalid characters.'),
  );

/** API-032: add (no addressId) or edit a billing address; the flyout form's rules (spec 5), checked again here. */
export const saveBillingAddressRequestSchema = z.object({
  address: z.object({
    addressId: z.optional(z.uuid()),
    addressLine1: requiredLine,
    addressLine2: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(billingAddressRules.addressMaxLength),
            z.regex(billingAddressRules.addressPattern, 'Address has invalid characters.'),
          ),
      ),
    ),
    addressType: z.enum(['HOME', 'DELIVERY', 'BILLING']),
    city: z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(billingAddressRules.cityMaxLength, 'Maximum length for city field is 50 characters.'),
        z.regex(billingAddressRules.cityPattern, 'City has invalid characters.'),
      ),
    countryCode: z.enum(['US', 'CA']),
    preferredAddress: z.boolean(),
    stateCode: z.string().check(z.trim(), z.minLength(1, 'State/Province is a required field.'), plainText()),
    zip: z
      .string()
      .check(z.trim(), z.regex(billingAddressRules.postalCodePattern, 'Please enter a valid postal code.')),
  }),
});
export type SaveBillingAddressRequest = z.input<typeof saveBillingAddressRequestSchema>;
export const billingAddressAnswerSchema = z.object({
  data: z.object({ payment: z.object({ address: accountBillingAddressSchema }) }),
});

/** API-033 */
export const giftCardBalanceRequestSchema = z.object({ paymentGram: paymentGramSchema });
export const giftCardBalanceAnswerSchema = z.object({
  data: z.object({ payment: z.object({ remainingBalance: z.string().check(z.regex(/^[A-Z]{3} \d+\.\d{2}$/)) }) }),
});

/** API-034: the PIN arrives as the PIN frame's token (`encryptedPin`), never as digits. */
export const ebtBalanceRequestSchema = z.object({
  paymentMethod: z.object({ encryptedPin: pinTokenSchema, paymentgram: paymentGramSchema }),
});
export const ebtProgramBalanceSchema = z.object({
  programType: z.enum(ebtPrograms),
  amount: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  currency: z.literal('USD'),
});
export const ebtBalanceAnswerSchema = z.object({
  data: z.object({
    payment: z.object({
      data: z.object({
        transactionBalanceInquiry: z.object({ remainingBalance: z.array(ebtProgramBalanceSchema) }),
      }),
    }),
  }),
});
export type EbtBalanceAnswer = z.infer<typeof ebtBalanceAnswerSchema>;

/** The SNAP part of a balance answer (API-034), in dollars; null when there is none. */
export function snapBalanceOf(answer: EbtBalanceAnswer): number | null {
  const snap = answer.data.payment.data.transactionBalanceInquiry.remainingBalance.find(
    (part) => part.programType === 'SNAP',
  );
  return snap ? Number(snap.amount) : null;
}

/** The bearer token of the wallet calls (authConfig.getNewToken, API-005). */
export const walletTokenAnswerSchema = z.object({ token: z.string(), expiresAt: dateTimeSchema });
/** A payment intent (checkoutConfig.getNewPaymentIntent, API-059). */
export const paymentIntentAnswerSchema = z.object({ paymentIntentId: z.string(), expiresAt: dateTimeSchema });

const headerFlag = z.enum(['true', 'false']);

/** API-015..018: the headers of every wallet call. */
export const walletRequestHeadersSchema = z.object({
  [walletHeaders.authorization]: z.string().check(z.regex(/^Bearer [A-Za-z0-9_-]{16,128}$/)),
  [walletHeaders.applicationId]: walletApplicationSchema,
  [walletHeaders.channel]: z.literal(WALLET_CHANNEL),
  [walletHeaders.tenant]: z.string().check(z.minLength(1), z.maxLength(80)),
  [walletHeaders.idempotencyKey]: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,80}$/)),
  [walletHeaders.authType]: z.enum(walletAuthTypes),
  [walletHeaders.paymentIntentId]: z.optional(z.string().check(z.regex(/^pi_[A-Za-z0-9_-]{16,64}$/))),
  [walletHeaders.botTelemetry]: z.optional(z.string().check(z.maxLength(2000))),
});
export type WalletRequestHeaders = z.input<typeof walletRequestHeadersSchema>;

/** API-019: the list call's extra headers. */
export const walletListHeadersSchema = z.extend(walletRequestHeadersSchema, {
  [walletHeaders.showSnapCard]: headerFlag,
  [walletHeaders.showGiftCards]: headerFlag,
  [walletHeaders.giftCardBalance]: headerFlag,
});

/** WAL-068..070: the wallet's state on a page. */
export type WalletSelection = { bankCards: string[]; giftCards: string[]; snapCards: string[] };
export type WalletState = {
  bankCards: WalletCard[];
  giftCards: WalletCard[];
  snapCards: WalletCard[];
  isLoading: boolean;
  isInitialized: boolean;
  error: string | null;
  snapEbtBalance: number | null;
  flyoutSelection: WalletSelection;
  checkoutSelection: WalletSelection;
};

/** API-005..012: how a host application configures the wallet. */
export type WalletConfiguration = {
  environment: typeof import('./walletRules.ts')['walletEnvironments'][number];
  paymentIntentId?: string | undefined;
  authConfig: {
    type: (typeof walletAuthTypes)[number];
    token: string | null;
    getNewToken: () => Promise<string>;
    redirectToSignIn: () => void;
  };
  flyoutDiv?: string | undefined;
  appName?: (typeof walletApplications)[number] | undefined;
  tenantName: string;
  bannerDomain: string;
  walletConfig?: Partial<WalletOptions> | undefined;
  locationData?: { storeId: string; facilityId: string } | undefined;
  checkoutConfig?:
    | {
        orderInfo: { total: number };
        hasSnapEligibleItems: boolean;
        ebtTotalFromCheckout: number;
        getEbtCardPaymentTotal?: () => number;
        checkoutId: string;
        getNewPaymentIntent: () => Promise<string>;
      }
    | undefined;
  analyticsConfig?: { callback: (event: { name: string; detail?: Record<string, unknown> }) => void } | undefined;
  uiConfig?: { isMyWallet: boolean; showCardbox: boolean } | undefined;
};
export type WalletOptions = {
  saveCardOptionEnabled: boolean;
  showSnapCards: boolean;
  showGiftCards: boolean;
  getGiftCardBalances: boolean;
  selectDefaultCardOnly: boolean;
};
/** API-007: saveCardOptionEnabled is on unless a host turns it off. */
export const defaultWalletOptions: WalletOptions = {
  saveCardOptionEnabled: true,
  showSnapCards: true,
  showGiftCards: true,
  getGiftCardBalances: true,
  selectDefaultCardOnly: false,
};
/** API-009: the ids sent when a host gives no location (our choice, docs/spec-decisions.md). */
export const DEFAULT_LOCATION = { storeId: 'default-store', facilityId: 'default-facility' } as const;
