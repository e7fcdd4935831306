import { AsYouType, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { formatUsPhone } from './phoneDigits.ts';
// libphonenumber's metadata for calling code +1 alone (scripts/phone-metadata.mjs writes it from the
// installed library): a tenth of the whole world's, which was 30 KB gzip in a page's JS.
import nanpMetadata from './phoneMetadata.nanp.json' with { type: 'json' };

const metadata = nanpMetadata as unknown as MetadataJson;

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Display form (###) ###-#### (PAY-044): '5135550100' -> '(513) 555-0100'. Fewer than 10 digits are
 * formatted as far as they go ('513555' -> '(513) 555'), so it also serves while typing.
 */
export function formatPhoneDisplay(input: string): string {
  const digits = digitsOf(input);
  if (digits.length < 10) return new AsYouType('US', metadata).input(digits);
  const tenDigits = digits.slice(-10);
  const national = parsePhoneNumberFromString(tenDigits, 'US', metadata)?.formatNational();
  if (national?.startsWith('(')) return national;
  // Numbers libphonenumber cannot place (e.g. area code 0xx) still get the house pattern.
  return formatUsPhone(tenDigits);
}

/** 10 digits (after an optional leading 1) that form a valid US number (NANP rules, via libphonenumber). */
export function isValidUsPhone(input: string): boolean {
  const digits = digitsOf(input);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return false;
  return parsePhoneNumberFromString(national, 'US', metadata)?.isValid() ?? false;
}
