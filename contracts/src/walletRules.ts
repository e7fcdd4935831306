/**
 * The wallet's plain values (wallet-and-order-complete spec 3, 5, 7, 9): names, limits, header names and the
 * error catalogue's keys, in a module without a schema, so the storefront's wallet client and forms can
 * import them without zod. `wallet.ts` re-exports them beside the schemas.
 */

/** API-001: the host applications that embed the wallet. */
export const walletApplications = ['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE'] as const;
export type WalletApplication = (typeof walletApplications)[number];
/** API-002: the application name when none is given. */
export const DEFAULT_WALLET_APPLICATION: WalletApplication = 'CLICKLIST';
/** The pharmacy applications (spec 6: only Edit on an expired card, no fraud script). */
export const pharmacyApplications: readonly WalletApplication[] = ['RXWEB', 'EPRN'];
/** API-003 */
export const walletAuthTypes = ['B2C', 'AX'] as const;
export type WalletAuthType = (typeof walletAuthTypes)[number];
/** API-004 */
export const walletEnvironments = ['PROD', 'STAGE', 'TEST', 'LOCAL'] as const;
export type WalletEnvironment = (typeof walletEnvironments)[number];

/** WAL-060 */
export const walletCardTypes = ['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'] as const;
export type WalletCardType = (typeof walletCardTypes)[number];
/** WAL-061 */
export const walletCardBrands = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'NONE',
] as const;
export type WalletCardBrand = (typeof walletCardBrands)[number];

/** CBX-051: the EBT programs of a SNAP EBT card's balance (the checkout charges SNAP only). */
export const ebtPrograms = ['SNAP', 'AFDC'] as const;
export type EbtProgram = (typeof ebtPrograms)[number];

/** WAL-127, WAL-128 and the bank-card cap behind 422 RV72632 (our choice: docs/spec-decisions.md). */
export const walletLimits = {
  snapCards: 1,
  giftCards: 5,
  bankCards: 10,
} as const;

/** Spec 9: the wallet's timings. */
export const walletTimings = {
  /** API-060 */
  requestTimeoutMs: 10_000,
  /** API-057, API-059 */
  retryCap: 5,
  /** FRM-020 */
  secureFieldTimeoutMs: 10_000,
  /** FRM-021 */
  pinFrameTimeoutMs: 30_000,
  /** Spec 9: success message time-out. */
  successMessageMs: 5_000,
} as const;

/** API-015..019: the request headers of every wallet call (lower-case names). */
export const walletHeaders = {
  authorization: 'authorization',
  applicationId: 'x-application-id',
  channel: 'x-channel',
  tenant: 'x-tenant',
  idempotencyKey: 'idempotency-key',
  authType: 'x-auth-type',
  paymentIntentId: 'x-payment-intent-id',
  botTelemetry: 'x-bot-telemetry',
  showSnapCard: 'show-snap-card',
  showGiftCards: 'show-gift-cards',
  giftCardBalance: 'giftcard-balance',
} as const;
/** API-015: the channel header's only value. */
export const WALLET_CHANNEL = 'WEB';

/** Sandbox PIN attempts: the third wrong PIN in a row locks the card (CONTRACT.md, code 75). */
export const EBT_PIN_ATTEMPTS_BEFORE_LOCK = 3;

/**
 * The 13 Canadian provinces and territories a billing address may name (spec 9). Which country a region
 * gives is `countryOfStateCode` (addresses.ts): the 10 provinces give CA (CRD-074, the address book's rule).
 */
export const canadianRegions = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
] as const;

/** The 50 US states and DC, by abbreviation and name. */
export const usRegions = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

/** Every region a billing address may name (spec 9): 50 states, DC, 13 Canadian provinces and territories. */
export const billingRegions = [...usRegions, ...canadianRegions] as const;
export const billingRegionCodes = billingRegions.map(([code]) => code) as [string, ...string[]];

/** Spec 3: a region's abbreviation from an abbreviation or a name (any case); null when it is neither. */
export function normalizeRegion(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  const found = billingRegions.find(([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted);
  return found ? found[0] : null;
}

/** Spec 5 (flyout billing form) limits and patterns. */
export const billingAddressRules = {
  addressMaxLength: 100,
  cityMaxLength: 50,
  postalCodeMinLength: 5,
  postalCodeMaxLength: 7,
  /** Letters, digits, space and . ' # @ % & \ / - */
  addressPattern: /^[A-Za-z0-9 .'#@%&\\/-]*$/,
  /** Letters, digits, space and \ / - */
  cityPattern: /^[A-Za-z0-9 \\/-]*$/,
  /** Five digits with an optional dash and four digits. */
  postalCodePattern: /^\d{5}(-\d{4})?$/,
} as const;

/** Spec 5 "Card numbers and PINs". */
export const walletCardRules = {
  snapNumberMinDigits: 16,
  snapNumberMaxDigits: 19,
  giftNumberDigits: 19,
  giftNumberInputMaxLength: 22,
  pinDigits: 4,
  nameInputMaxLength: 40,
  nameMaxLength: 375,
} as const;

/** API-025: the edit payload's addressLines, the unit first when there is one, then the street. */
export function billingAddressLines(street: string, unit?: string | null): string[] {
  const trimmedUnit = unit?.trim() ?? '';
  return trimmedUnit ? [trimmedUnit, street.trim()] : [street.trim()];
}

/** WAL-064: a balance as the wallet sends it, a currency code and an amount ('USD 25.00'). */
export function formatWalletBalance(cents: number, currency = 'USD'): string {
  return `${currency} ${(cents / 100).toFixed(2)}`;
}

/** The amount of a balance text ('USD 25.00' -> 25), or null when it is not one. */
export function walletBalanceAmount(balance: string | null | undefined): number | null {
  const match = /^[A-Z]{3} (\d+\.\d{2})$/.exec(balance ?? '');
  return match ? Number(match[1]) : null;
}

/** WAL-065: the preferred card of an application. */
export function isPreferredFor(card: { defaultApplications: readonly string[] }, application: string): boolean {
  return card.defaultApplications.includes(application);
}

/** The calls to /payment/v2/wallet that carry the wallet headers above (all but the token and the intent). */
export const walletCallNames = [
  'getWallet',
  'addWalletCard',
  'editWalletCard',
  'deleteWalletCard',
  'getBillingAddresses',
  'saveBillingAddress',
  'getGiftCardBalance',
  'getEbtBalance',
  'makePreferredCard',
] as const;
export type WalletCallName = (typeof walletCallNames)[number];
