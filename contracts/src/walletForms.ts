/*
 * The wallet flyout's form rules (wallet spec section 5; CRD-039..063, CRD-086..091): the names of the
 * add-card form, the billing address, the SNAP EBT and gift card numbers and the gift PIN. One copy for
 * the flyout's forms, the story mocks and the wallet API. Each check answers the key of its message in
 * the copy catalogue (`wallet.validation`), or null when the value passes.
 */

/** What the name inputs accept (CRD-045) and what validation allows (CRD-040, CRD-043). */
export const WALLET_NAME_INPUT_MAX_LENGTH = 40;
export const WALLET_NAME_MAX_LENGTH = 375;
export const BILLING_LINE_MAX_LENGTH = 100;
export const BILLING_CITY_MAX_LENGTH = 50;
/** The postal code input (CRD-062, CRD-063). */
export const BILLING_POSTAL_CODE_MAX_LENGTH = 7;
export const BILLING_POSTAL_CODE_MIN_LENGTH = 5;
export const SNAP_NUMBER_MIN_DIGITS = 16;
export const SNAP_NUMBER_MAX_DIGITS = 19;
export const GIFT_NUMBER_DIGITS = 19;
/** 19 digits in groups of four with dashes: '6006-4910-0000-0000-001' (CRD-019, CRD-020). */
export const GIFT_NUMBER_INPUT_MAX_LENGTH = 22;
export const GIFT_PIN_LENGTH = 4;

/** The gift card number's input mask: '#' is a digit (CRD-019). */
export const giftNumberMask = '####-####-####-####-###';

// biome-ignore format: a table of codes reads better packed than one a line
/** The US states, DC and the 13 Canadian provinces and territories of the State select (CRD-028). */
export const billingRegionCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
] as const;
export type BillingRegionCode = (typeof billingRegionCodes)[number];

export const canadianRegionCodes = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** CRD-074, CRD-075: a Canadian province or territory gives CA, anything else US. */
export function billingCountryOf(region: string): 'US' | 'CA' {
  return (canadianRegionCodes as readonly string[]).includes(region.trim().toUpperCase()) ? 'CA' : 'US';
}

export type WalletValidationKey =
  | 'firstNameRequired'
  | 'firstNameInvalid'
  | 'lastNameRequired'
  | 'lastNameInvalid'
  | 'nameMaxLength'
  | 'addressRequired'
  | 'addressMaxLength'
  | 'addressInvalidCharacters'
  | 'cityRequired'
  | 'cityMaxLength'
  | 'cityInvalidCharacters'
  | 'stateRequired'
  | 'postalCodeRequired'
  | 'postalCodeInvalid'
  | 'cardNumberRequired'
  | 'snapNumberLength'
  | 'giftNumberLength'
  | 'pinRequired'
  | 'pinLength';

/** Letters only, in any script, with the spaces, hyphens and apostrophes of real names (CRD-041). */
const namePattern = /^[\p{L}][\p{L} '-]*$/u;

/** CRD-039..044: required, at most 375 characters, letters only. */
export function checkCardholderName(value: string, which: 'first' | 'last'): WalletValidationKey | null {
  const name = value.trim();
  if (name === '') return which === 'first' ? 'firstNameRequired' : 'lastNameRequired';
  if (name.length > WALLET_NAME_MAX_LENGTH) return 'nameMaxLength';
  if (!namePattern.test(name)) return which === 'first' ? 'firstNameInvalid' : 'lastNameInvalid';
  return null;
}

export type BillingAddressForm = { street: string; unit: string; city: string; state: string; postalCode: string };
export type BillingAddressField = keyof BillingAddressForm;
export type BillingAddressErrors = Partial<Record<BillingAddressField, WalletValidationKey>>;

/** CRD-053: letters, digits, space and . ' # @ % & \ / - */
const addressLinePattern = /^[A-Za-z0-9 .'#@%&\\/-]*$/;
/** CRD-058: letters, digits, space and \ / - */
const cityPattern = /^[A-Za-z0-9 \\/-]*$/;
/** CRD-061: five digits, an optional dash and four digits. */
const postalCodePattern = /^\d{5}(?:-\d{4})?$/;

/** CRD-051..063: the flyout's billing address form. */
export function checkBillingAddress(form: BillingAddressForm): BillingAddressErrors {
  const errors: BillingAddressErrors = {};
  const street = form.street.trim();
  const unit = form.unit.trim();
  const city = form.city.trim();
  const postalCode = form.postalCode.trim();
  if (street === '') errors.street = 'addressRequired';
  else if (street.length > BILLING_LINE_MAX_LENGTH) errors.street = 'addressMaxLength';
  else if (!addressLinePattern.test(street)) errors.street = 'addressInvalidCharacters';
  if (unit.length > BILLING_LINE_MAX_LENGTH) errors.unit = 'addressMaxLength';
  else if (!addressLinePattern.test(unit)) errors.unit = 'addressInvalidCharacters';
  if (city === '') errors.city = 'cityRequired';
  else if (city.length > BILLING_CITY_MAX_LENGTH) errors.city = 'cityMaxLength';
  else if (!cityPattern.test(city)) errors.city = 'cityInvalidCharacters';
  if (!(billingRegionCodes as readonly string[]).includes(form.state.trim().toUpperCase())) errors.state = 'stateRequired';
  if (postalCode === '') errors.postalCode = 'postalCodeRequired';
  else if (postalCode.length < BILLING_POSTAL_CODE_MIN_LENGTH || !postalCodePattern.test(postalCode))
    errors.postalCode = 'postalCodeInvalid';
  return errors;
}

/** The digits of a typed card number ('6006-4910-…' gives '60064910…'). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** CRD-086, CRD-087: required, 16 to 19 digits. */
export function checkSnapNumber(value: string): WalletValidationKey | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'cardNumberRequired';
  if (!/^\d+$/.test(trimmed) || trimmed.length < SNAP_NUMBER_MIN_DIGITS || trimmed.length > SNAP_NUMBER_MAX_DIGITS)
    return 'snapNumberLength';
  return null;
}

/** CRD-088, CRD-089: required, exactly 19 digits once the dashes are taken out. */
export function checkGiftNumber(value: string): WalletValidationKey | null {
  if (value.trim() === '') return 'cardNumberRequired';
  return cardDigits(value).length === GIFT_NUMBER_DIGITS ? null : 'giftNumberLength';
}

/** CRD-090, CRD-091: required, exactly 4 digits. */
export function checkGiftPin(value: string): WalletValidationKey | null {
  if (value === '') return 'pinRequired';
  return /^\d{4}$/.test(value) ? null : 'pinLength';
}
