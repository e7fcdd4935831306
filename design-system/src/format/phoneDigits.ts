/*
 * US phone numbers by their digits alone, without the phone library (which weighs 34 KB gzip in a page's
 * first script): the wire form, the house display pattern and a shape check. `phone.ts` holds the
 * library's checks for the forms that edit a number.
 */

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/** The spec's reduction (ACC-088): only the last 10 digits count, so a leading 1 or +1 falls away. */
export function lastTenDigits(input: string): string {
  return digitsOf(input).slice(-10);
}

/**
 * The wire form (ACC-089, SCH-057, GEN-044): '+1' followed by the last 10 digits. It does not validate;
 * check isValidUsPhone (or hasUsPhoneShape) first.
 */
export function toUsE164(input: string): string {
  return `+1${lastTenDigits(input)}`;
}

/**
 * The house display pattern (###) ###-#### (PAY-044) for a stored number ('+15135550100' ->
 * '(513) 555-0100'); fewer digits show as far as they go ('513555' -> '(513) 555').
 */
export function formatUsPhone(input: string): string {
  const digits = digitsOf(input);
  const ten = digits.length > 10 ? digits.slice(-10) : digits;
  if (ten.length <= 3) return ten;
  if (ten.length <= 6) return `(${ten.slice(0, 3)}) ${ten.slice(3)}`;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/**
 * 10 digits (after an optional leading 1) of the North American plan's shape: area code and exchange
 * begin with 2 to 9. A first check; isValidUsPhone also knows which area codes exist.
 */
export function hasUsPhoneShape(input: string): boolean {
  const digits = digitsOf(input);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}
