import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/** The spec's reduction (ACC-088): only the last 10 digits count, so a leading 1 or +1 falls away. */
function lastTenDigits(input: string): string {
  return digitsOf(input).slice(-10);
}

/**
 * Display form (###) ###-#### (PAY-044): '5135550100' -> '(513) 555-0100'. Fewer than 10 digits are
 * formatted as far as they go ('513555' -> '(513) 555'), so it also serves while typing.
 */
export function formatPhoneDisplay(input: string): string {
  const digits = digitsOf(input);
  if (digits.length < 10) return new AsYouType('US').input(digits);
  const tenDigits = digits.slice(-10);
  const national = parsePhoneNumberFromString(tenDigits, 'US')?.formatNational();
  if (national?.startsWith('(')) return national;
  // Numbers libphonenumber cannot place (e.g. area code 0xx) still get the house pattern.
  return `(${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`;
}

/**
 * The wire form (ACC-089, SCH-057, GEN-044): '+1' followed by the last 10 digits. It does not validate;
 * check isValidUsPhone first.
 */
export function toUsE164(input: string): string {
  return `+1${lastTenDigits(input)}`;
}

/** 10 digits (after an optional leading 1) that form a valid US number (NANP rules, via libphonenumber). */
export function isValidUsPhone(input: string): boolean {
  const digits = digitsOf(input);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return false;
  return parsePhoneNumberFromString(national, 'US')?.isValid() ?? false;
}
