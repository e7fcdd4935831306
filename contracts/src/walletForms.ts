/*
 * The wallet flyout's form rules (wallet spec section 5; CRD-039..063, CRD-086..091): the names of the
 * add-card form, the billing address, the SNAP EBT and gift card numbers and the gift PIN. One copy for
 * the flyout's forms, the story mocks and the wallet API. Each check answers the key of its message in
 * the copy catalogue (`wallet.validation`), or null when the value passes.
 */

import { CANADIAN_POSTAL_CODE_PATTERN } from './constants.ts';
import { billingAddressRules, billingRegionCodes, walletCardRules } from './walletRules.ts';

/** 19 digits in groups of four with dashes: '6006-4910-0000-0000-001' (CRD-019, CRD-020). */
export const giftNumberMask = '####-####-####-####-###';

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
  | 'pinLength'
  | 'expirationMonthRequired'
  | 'expirationMonthInvalid'
  | 'expirationMonthFormat'
  | 'expirationYearRequired'
  | 'expirationYearInvalid'
  | 'expirationDateFormat'
  | 'expirationDatePast';

/** Letters only, in any script, with the spaces, hyphens and apostrophes of real names (CRD-041). */
const namePattern = /^[\p{L}][\p{L} '-]*$/u;

/** CRD-039..044: required, at most 375 characters, letters only. */
export function checkCardholderName(value: string, which: 'first' | 'last'): WalletValidationKey | null {
  const name = value.trim();
  if (name === '') return which === 'first' ? 'firstNameRequired' : 'lastNameRequired';
  if (name.length > walletCardRules.nameMaxLength) return 'nameMaxLength';
  if (!namePattern.test(name)) return which === 'first' ? 'firstNameInvalid' : 'lastNameInvalid';
  return null;
}

export type BillingAddressForm = { street: string; unit: string; city: string; state: string; postalCode: string };
export type BillingAddressField = keyof BillingAddressForm;
export type BillingAddressErrors = Partial<Record<BillingAddressField, WalletValidationKey>>;

const { addressPattern, cityPattern, postalCodePattern } = billingAddressRules;

/** CRD-051..063: the flyout's billing address form. */
export function checkBillingAddress(form: BillingAddressForm): BillingAddressErrors {
  const errors: BillingAddressErrors = {};
  const street = form.street.trim();
  const unit = form.unit.trim();
  const city = form.city.trim();
  const postalCode = form.postalCode.trim();
  if (street === '') errors.street = 'addressRequired';
  else if (street.length > billingAddressRules.addressMaxLength) errors.street = 'addressMaxLength';
  else if (!addressPattern.test(street)) errors.street = 'addressInvalidCharacters';
  if (unit.length > billingAddressRules.addressMaxLength) errors.unit = 'addressMaxLength';
  else if (!addressPattern.test(unit)) errors.unit = 'addressInvalidCharacters';
  if (city === '') errors.city = 'cityRequired';
  else if (city.length > billingAddressRules.cityMaxLength) errors.city = 'cityMaxLength';
  else if (!cityPattern.test(city)) errors.city = 'cityInvalidCharacters';
  if (!(billingRegionCodes as readonly string[]).includes(form.state.trim().toUpperCase()))
    errors.state = 'stateRequired';
  if (postalCode === '') errors.postalCode = 'postalCodeRequired';
  else if (postalCode.length < billingAddressRules.postalCodeMinLength || !postalCodePattern.test(postalCode))
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
  if (
    !/^\d+$/.test(trimmed) ||
    trimmed.length < walletCardRules.snapNumberMinDigits ||
    trimmed.length > walletCardRules.snapNumberMaxDigits
  )
    return 'snapNumberLength';
  return null;
}

/** CRD-088, CRD-089: required, exactly 19 digits once the dashes are taken out. */
export function checkGiftNumber(value: string): WalletValidationKey | null {
  if (value.trim() === '') return 'cardNumberRequired';
  return cardDigits(value).length === walletCardRules.giftNumberDigits ? null : 'giftNumberLength';
}

/** CRD-090, CRD-091: required, exactly 4 digits. */
export function checkGiftPin(value: string): WalletValidationKey | null {
  if (value === '') return 'pinRequired';
  return new RegExp(`^\\d{${walletCardRules.pinDigits}}$`).test(value) ? null : 'pinLength';
}

/** CRD-010: the edit form offers the current year through 14 years ahead (15 entries). */
export const EXPIRY_YEARS_AHEAD = 14;

export function expiryYears(now: Date): string[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
}

export type ExpiryErrors = { month?: WalletValidationKey; year?: WalletValidationKey; date?: WalletValidationKey };

/**
 * CRD-092..099: month and year each on their own, then, only when both pass, the two together: a number,
 * and this month or later.
 */
export function checkExpiry(month: string, year: string, now: Date): ExpiryErrors {
  const errors: ExpiryErrors = {};
  if (month === '') errors.month = 'expirationMonthRequired';
  else if (!/^\d+$/.test(month) || Number(month) < 1 || Number(month) > 12) errors.month = 'expirationMonthInvalid';
  else if (!/^\d{2}$/.test(month)) errors.month = 'expirationMonthFormat';
  if (year === '') errors.year = 'expirationYearRequired';
  else if (!/^\d{4}$/.test(year)) errors.year = 'expirationYearInvalid';
  if (errors.month || errors.year) return errors;
  const combined = Number(`${year}${month}`);
  if (Number.isNaN(combined)) return { date: 'expirationDateFormat' };
  const current = now.getUTCFullYear() * 100 + now.getUTCMonth() + 1;
  if (combined < current) return { date: 'expirationDatePast' };
  return errors;
}

/*
 * The checkout-side card form (the card box's 'Add a Credit or Debit Card' and 'Edit Card' modals; spec 5
 * "Names" and "Billing address (checkout-side form)", CRD-046..050, CRD-064..073, CRD-083). Stricter names
 * and other character sets than the flyout's form; the wallet API checks the same rules again
 * (`checkCheckoutCardForm` on a card's typed billing address, services/src/wallet/cards.ts).
 */

/** CRD-046, CRD-047, CRD-064, CRD-067, CRD-068, CRD-070. */
export const checkoutCardFormRules = {
  nameMaxLength: 40,
  addressMaxLength: 100,
  cityMaxLength: 50,
  postalCodeMinLength: 5,
  postalCodeMaxLength: 10,
} as const;

/** CRD-048: letters and spaces only. */
const checkoutNamePattern = /^[A-Za-z ]+$/;
/** CRD-065: letters, digits, whitespace and . ' # @ % & / - (one character at a time). */
const lineCharacter = /[A-Za-z0-9\s.'#@%&/-]/;
/** CRD-069: letters, digits, whitespace and . @ _ ! # + / ; : ' - */
const cityCharacter = /[A-Za-z0-9\s.@_!#+/;:'-]/;
/** CRD-071: a US ZIP (5 digits or 5+4 with a dash) or a Canadian postal code ('K1A 0B1', 'K1A0B1'). */
const isCheckoutPostalCode = (value: string) =>
  /^\d{5}(-\d{4})?$/.test(value) || CANADIAN_POSTAL_CODE_PATTERN.test(value);

/** The distinct characters of `value` that `allowed` refuses, in the order typed ('#1 Main$$ St!' with line rules gives '$!'). */
export function invalidCharactersOf(value: string, allowed: RegExp): string {
  return [...new Set([...value].filter((character) => !allowed.test(character)))].join('');
}

/** CRD-083: the checkout address form's fields (the phone is the checkout contact's; see docs/spec-decisions.md). */
export type CheckoutCardForm = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
};
export type CheckoutCardField = keyof CheckoutCardForm;

/**
 * A field's problem: a required field left empty (its name fills '{field} is a required field', CBX-028,
 * CBX-030), the name format (CRD-048), invalid characters with the distinct characters (CRD-065, CRD-069),
 * a postal code (CRD-071), a state not from the list (CRD-072) or a value over its limit.
 */
export type CheckoutCardProblem =
  | { kind: 'required' }
  | { kind: 'nameFormat' }
  | { kind: 'tooLong'; maxLength: number }
  | { kind: 'invalidCharacters'; characters: string }
  | { kind: 'postalCode' }
  | { kind: 'state' };
export type CheckoutCardErrors = Partial<Record<CheckoutCardField, CheckoutCardProblem>>;

function checkLength(value: string, maxLength: number): CheckoutCardProblem | null {
  return value.length > maxLength ? { kind: 'tooLong', maxLength } : null;
}

function checkCharacters(value: string, allowed: RegExp): CheckoutCardProblem | null {
  const characters = invalidCharactersOf(value, allowed);
  return characters ? { kind: 'invalidCharacters', characters } : null;
}

/**
 * CRD-046..050, CRD-064..073: names required, at most 40 letters and spaces; line 1 required, line 2
 * optional, each at most 100 of the allowed characters; city required, at most 50; state from the list;
 * postal code 5 to 10 characters, a US ZIP or a Canadian postal code. For an EBT card (`isEbt`) names and
 * billing fields are optional (CRD-050, CRD-073), but what is typed must still pass.
 */
export function checkCheckoutCardForm(form: CheckoutCardForm, options: { isEbt?: boolean } = {}): CheckoutCardErrors {
  const isRequired = !options.isEbt;
  const rules = checkoutCardFormRules;
  const errors: CheckoutCardErrors = {};
  const value = (field: CheckoutCardField) => form[field].trim();
  const set = (field: CheckoutCardField, problem: CheckoutCardProblem | null) => {
    if (problem && !errors[field]) errors[field] = problem;
  };
  const required = (field: CheckoutCardField) => {
    if (isRequired && value(field) === '') set(field, { kind: 'required' });
  };
  for (const field of ['firstName', 'lastName'] as const) {
    required(field);
    if (value(field) === '') continue;
    set(field, checkLength(value(field), rules.nameMaxLength));
    if (!checkoutNamePattern.test(value(field))) set(field, { kind: 'nameFormat' });
  }
  for (const field of ['addressLine1', 'addressLine2'] as const) {
    if (field === 'addressLine1') required(field);
    set(field, checkLength(value(field), rules.addressMaxLength));
    set(field, checkCharacters(value(field), lineCharacter));
  }
  required('city');
  set('city', checkLength(value('city'), rules.cityMaxLength));
  set('city', checkCharacters(value('city'), cityCharacter));
  const state = value('state').toUpperCase();
  if ((isRequired || state !== '') && !(billingRegionCodes as readonly string[]).includes(state)) {
    set('state', { kind: 'state' });
  }
  required('zipCode');
  const zipCode = value('zipCode');
  if (
    zipCode !== '' &&
    (zipCode.length < rules.postalCodeMinLength ||
      zipCode.length > rules.postalCodeMaxLength ||
      !isCheckoutPostalCode(zipCode))
  ) {
    set('zipCode', { kind: 'postalCode' });
  }
  return errors;
}

/** A card's billing as the add and edit payloads carry it (API-020, API-024): the unit first when there is one. */
export type CardBilling = {
  addressLines: readonly string[];
  cityTown: string;
  stateProvince: string;
  postalCode: string;
};
/** An address of the shopper's billing list, as far as matching needs it. */
export type ListedAddress = {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  stateCode: string;
  zip: string;
};

/**
 * The checkout-side rules' problems with a card's billing address (CRD-064..072), or none when it is one of
 * the shopper's listed addresses (each checked by its own form when saved). The wallet API and its story
 * mock both ask this.
 */
export function typedBillingProblems(billing: CardBilling, listed: readonly ListedAddress[]): CheckoutCardErrors {
  const [street = '', unit = ''] =
    billing.addressLines.length === 2 ? [billing.addressLines[1], billing.addressLines[0]] : billing.addressLines;
  const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  const isListed = listed.some(
    (address) =>
      same(address.addressLine1, street) &&
      same(address.addressLine2, unit) &&
      same(address.city, billing.cityTown) &&
      same(address.stateCode, billing.stateProvince) &&
      same(address.zip, billing.postalCode),
  );
  if (isListed) return {};
  const {
    firstName: _first,
    lastName: _last,
    ...problems
  } = checkCheckoutCardForm({
    firstName: 'Card',
    lastName: 'Holder',
    addressLine1: street,
    addressLine2: unit,
    city: billing.cityTown,
    state: billing.stateProvince,
    zipCode: billing.postalCode,
  });
  return problems;
}
