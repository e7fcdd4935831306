import cardValidator from 'card-validator';
import { type CaptureCode, captureCodes, type FramePage, type SecureFieldResponse } from './frames.ts';

/*
 * The capture rules, one copy for the frame (in the browser, before anything is sent) and the capture
 * service (again on the server): digits only, 13 to 19 of them, the Luhn check and a brand we take; a CVV
 * of the brand's length; an expiry this month or later. Imported by path (`@aisle/contracts/cardCapture`),
 * not from the package's index, so no storefront bundle carries card-validator.
 * The library: card-validator (Braintree), which brings credit-card-type for the brands and the Luhn check.
 */

export const acceptedBrands = ['visa', 'mastercard', 'american-express', 'discover'] as const;
export type CardBrand = (typeof acceptedBrands)[number];

const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

/** What the shopper typed, spaces and dashes taken out (the fields allow '4111 1111 1111 1111'). */
export function compactDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function brandOf(digits: string): CardBrand | null {
  const type = cardValidator.number(digits).card?.type;
  return (acceptedBrands as readonly string[]).includes(type ?? '') ? (type as CardBrand) : null;
}

/** 871..876 for a card number (CONTRACT.md sandbox table), or 870. */
export function numberCode(value: string): CaptureCode {
  const digits = compactDigits(value);
  if (digits.length === 0) return captureCodes.tooShort;
  if (!/^\d+$/.test(digits)) return captureCodes.notNumeric;
  if (digits.length < MIN_DIGITS) return captureCodes.tooShort;
  if (digits.length > MAX_DIGITS) return captureCodes.tooLong;
  if (!cardValidator.number(digits, { skipLuhnValidation: true }).card) return captureCodes.invalidNumber;
  if (!cardValidator.number(digits).isValid) {
    // The brand knows the number but not as a whole: a bad check digit, or a length the brand never has.
    return cardValidator.number(digits, { skipLuhnValidation: true }).isValid
      ? captureCodes.notMod10
      : captureCodes.invalidNumber;
  }
  return brandOf(digits) ? captureCodes.accepted : captureCodes.invalidNumber;
}

/** 881..883 for a CVV: digits only, four for American Express, three for the others. */
export function cvvCode(value: string, brand: CardBrand | null): CaptureCode {
  const cvv = value.trim();
  if (!/^\d*$/.test(cvv)) return captureCodes.cvvNotNumeric;
  const size = brand === 'american-express' ? 4 : 3;
  if (cvv.length < size) return captureCodes.cvvTooShort;
  if (cvv.length > size) return captureCodes.cvvTooLong;
  return captureCodes.accepted;
}

/** 884 unless the month is 01-12, the year four digits, and the card not expired at `now` (UTC). */
export function expiryCode(month: string, year: string, now: Date): CaptureCode {
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return captureCodes.invalidExpiry;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = Number(year) * 12 + Number(month) - 1;
  return cardMonth < thisMonth || cardMonth > thisMonth + 12 * 20 ? captureCodes.invalidExpiry : captureCodes.accepted;
}

/**
 * Why an expiry gets 884, for the frame's message: nothing chosen, month and year that are not numbers
 * (CRD-098), a month that is no month or a year of other than 4 digits, or a date in the past (CRD-099) or
 * beyond what a card runs. Null when `expiryCode` accepts it.
 */
export function expiryProblem(
  month: string,
  year: string,
  now: Date,
): 'missing' | 'format' | 'invalid' | 'past' | null {
  if (month.trim() === '' || year.trim() === '') return 'missing';
  if (!/^\d+$/.test(month) || !/^\d+$/.test(year)) return 'format';
  if (expiryCode(month, year, now) === captureCodes.accepted) return null;
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return 'invalid';
  return Number(year) * 12 + Number(month) - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth() ? 'past' : 'invalid';
}

/** The fields each frame page captures (FRM-006): the whole card, or one part of it for an edit. */
export const pageFields: Record<FramePage, ReadonlyArray<'number' | 'expiry' | 'cvv' | 'pin'>> = {
  'payment-form': ['number', 'expiry', 'cvv'],
  'cvv-form': ['cvv'],
  'month-form': ['expiry'],
  'month-edit-form': ['expiry'],
  'year-form': ['expiry'],
  'pin-form': ['pin'],
  'gift-card-form': ['number', 'pin'],
};

export type CardFields = {
  number?: string | undefined;
  expMonth?: string | undefined;
  expYear?: string | undefined;
  cvv?: string | undefined;
  pin?: string | undefined;
  cardKind?: 'ebt' | undefined;
};

/** Spec 5: a SNAP EBT number has 16 to 19 digits, a gift card number exactly 19. */
const SNAP_DIGITS = { min: 16, max: 19 } as const;
const GIFT_DIGITS = 19;
const PIN_DIGITS = 4;

/** 872..874 for a SNAP EBT or gift card number of `min`..`max` digits (no Luhn check, no brand). */
export function plainNumberCode(value: string, min: number, max: number): CaptureCode {
  const digits = compactDigits(value);
  if (digits.length === 0) return captureCodes.tooShort;
  if (!/^\d+$/.test(digits)) return captureCodes.notNumeric;
  if (digits.length < min) return captureCodes.tooShort;
  if (digits.length > max) return captureCodes.tooLong;
  return captureCodes.accepted;
}

/** 881..883 for a PIN (the CVV codes: not numeric, too short, too long): exactly 4 digits. */
export function pinCode(value: string): CaptureCode {
  const pin = value.trim();
  if (!/^\d*$/.test(pin)) return captureCodes.cvvNotNumeric;
  if (pin.length < PIN_DIGITS) return captureCodes.cvvTooShort;
  if (pin.length > PIN_DIGITS) return captureCodes.cvvTooLong;
  return captureCodes.accepted;
}

/** What a capture token stands for: a credit/debit card, a SNAP EBT card number, a gift card, a PIN. */
export function captureKindOf(page: FramePage, cardKind?: 'ebt'): 'credit' | 'ebt' | 'gift' | 'pin' {
  if (page === 'pin-form') return 'pin';
  if (page === 'gift-card-form') return 'gift';
  return page === 'payment-form' && cardKind === 'ebt' ? 'ebt' : 'credit';
}

export type CardField = 'number' | 'expiry' | 'cvv' | 'pin';
export type FieldCodes = Partial<Record<CardField, CaptureCode>>;

/**
 * Every failing rule of a page's fields, by field (the frame shows an error under each one that is wrong),
 * and the brand of the number. A CVV alone (edit) is checked for three or four digits.
 */
export function checkCardFields(
  page: FramePage,
  fields: CardFields,
  now: Date,
): { codes: FieldCodes; brand: CardBrand | null } {
  const codes: FieldCodes = {};
  const failing = (field: CardField, code: CaptureCode) => {
    if (code !== captureCodes.accepted) codes[field] = code;
  };
  const kind = captureKindOf(page, fields.cardKind);
  if (kind !== 'credit') {
    if (kind !== 'pin') {
      const limits = kind === 'ebt' ? SNAP_DIGITS : { min: GIFT_DIGITS, max: GIFT_DIGITS };
      failing('number', plainNumberCode(fields.number ?? '', limits.min, limits.max));
    }
    if (kind !== 'ebt') failing('pin', pinCode(fields.pin ?? ''));
    return { codes, brand: null };
  }
  const wanted = pageFields[page];
  let brand: CardBrand | null = null;
  if (wanted.includes('number')) {
    const code = numberCode(fields.number ?? '');
    failing('number', code);
    if (code === captureCodes.accepted) brand = brandOf(compactDigits(fields.number ?? ''));
  }
  if (wanted.includes('expiry')) failing('expiry', expiryCode(fields.expMonth ?? '', fields.expYear ?? '', now));
  if (wanted.includes('cvv')) {
    const cvv = fields.cvv ?? '';
    failing('cvv', brand ? cvvCode(cvv, brand) : cvvCode(cvv, cvv.trim().length === 4 ? 'american-express' : null));
  }
  return { codes, brand };
}

/**
 * The first failing rule of a page's fields, in the order the shopper reads them (number, expiry, CVV or
 * PIN), or 870 with the brand.
 */
export function checkCard(
  page: FramePage,
  fields: CardFields,
  now: Date,
): { code: CaptureCode; brand: CardBrand | null } {
  const { codes, brand } = checkCardFields(page, fields, now);
  const first = codes.number ?? codes.expiry ?? codes.cvv ?? codes.pin ?? captureCodes.accepted;
  return { code: first, brand };
}

/**
 * How a frame's number field takes what is typed (issue 20: '5077 1900 0000 0000 01', typed as printed,
 * was cut to 19 characters and saved as 'ending in 0000'). Only digits count against the field's length;
 * the field keeps at most `maxDigits` of them and groups them as the shopper types: a credit or debit card
 * at its brand's gaps (4-4-4-4, American Express 4-6-5), a SNAP EBT number in fours as printed, a gift card
 * 5-5-5-4 with dashes (CRD-019, CRD-020: 22 characters with its dashes). Letters and other characters are
 * not taken, as a phone field takes only digits.
 */
export type NumberField = { maxDigits: number; gaps: readonly number[]; separator: ' ' | '-' };

const giftGaps = [5, 10, 15] as const;

export function numberFieldFor(page: FramePage, cardKind: 'ebt' | undefined, digits: string): NumberField {
  const kind = captureKindOf(page, cardKind);
  if (kind === 'gift') return { maxDigits: GIFT_DIGITS, gaps: giftGaps, separator: '-' };
  if (kind === 'ebt') return { maxDigits: SNAP_DIGITS.max, gaps: [4, 8, 12, 16], separator: ' ' };
  const card = digits ? cardValidator.number(digits, { skipLuhnValidation: true }).card : null;
  const known = card ?? cardValidator.number(digits.slice(0, 6)).card;
  const maxDigits = known ? Math.max(...known.lengths) : MAX_DIGITS;
  // A brand's gaps stop at its 16-digit shape; its longer numbers (Visa's 19) put the rest in a group of their own.
  const gaps = known ? [...known.gaps, ...(maxDigits > 16 && !known.gaps.includes(16) ? [16] : [])] : [4, 8, 12, 16];
  return { maxDigits, gaps, separator: ' ' };
}

/**
 * What a number field shows for what was typed or pasted, and where the caret goes: the digits (at most the
 * field's), grouped; `caret` is the caret's place in `typed`, kept after the same digit in the result.
 */
export function formatNumberField(
  page: FramePage,
  cardKind: 'ebt' | undefined,
  typed: string,
  caret = typed.length,
): { value: string; caret: number } {
  const allDigits = typed.replace(/\D/g, '');
  const field = numberFieldFor(page, cardKind, allDigits);
  const digits = allDigits.slice(0, field.maxDigits);
  const digitsBeforeCaret = Math.min(typed.slice(0, caret).replace(/\D/g, '').length, digits.length);
  let value = '';
  let position = 0;
  for (const [index, digit] of [...digits].entries()) {
    if (index > 0 && field.gaps.includes(index)) value += field.separator;
    value += digit;
    if (index + 1 === digitsBeforeCaret) position = value.length;
  }
  return { value, caret: digitsBeforeCaret === 0 ? 0 : position };
}

/** A refusal as the frame answers it: the code and nothing of the card. */
export function refusal(code: CaptureCode, message: string): SecureFieldResponse {
  return {
    responseCode: code,
    message,
    paypageRegistrationId: null,
    checkoutId: null,
    pinCheckoutId: null,
    firstSix: null,
    lastFour: null,
    brand: null,
    expMonth: null,
    expYear: null,
  };
}
