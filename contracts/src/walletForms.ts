/*
 * The wallet flyout's form rules (wallet spec section 5; CRD-039..063, CRD-086..091): the names of the
 * add-card form, the billing address, the SNAP EBT and gift card numbers and the gift PIN. One copy for
 * the flyout's forms, the story mocks and the wallet API. Each check answers the key of its message in
 * the copy catalogue (`wallet.validation`), or null when the value passes.
 */

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
