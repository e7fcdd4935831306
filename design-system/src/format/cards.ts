import creditCardType from 'credit-card-type';

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY', 'NONE'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

const libraryTypeOf: Record<Exclude<CardBrand, 'NONE'>, string> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'american-express',
  DISCOVER: 'discover',
  DINERS: 'diners-club',
  JCB: 'jcb',
  UNIONPAY: 'unionpay',
};
const brandOfLibraryType = new Map<string, CardBrand>(
  Object.entries(libraryTypeOf).map(([brand, type]) => [type, brand as CardBrand]),
);

/**
 * The brand a (partial) card number belongs to, or 'NONE' while the digits still fit several of our brands
 * or fit none of them (brands we do not take, such as Maestro or Elo, are ignored).
 */
export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === '') return 'NONE';
  const brands = new Set(creditCardType(digits).map((match) => brandOfLibraryType.get(match.type) ?? 'NONE'));
  brands.delete('NONE');
  const [only] = brands;
  return brands.size === 1 && only ? only : 'NONE';
}

/**
 * Displayed length of a masked number: the brand's usual length (cards issued at several lengths
 * show 16). Gaps come from credit-card-type so the mask groups like the printed card.
 */
const maskedLength: Record<CardBrand, number> = {
  VISA: 16,
  MASTERCARD: 16,
  AMEX: 15,
  DISCOVER: 16,
  DINERS: 14,
  JCB: 16,
  UNIONPAY: 16,
  NONE: 16,
};

function gapsOf(brand: CardBrand, length: number): readonly number[] {
  if (brand !== 'NONE') return creditCardType.getTypeInfo(libraryTypeOf[brand]).gaps;
  return Array.from({ length: Math.ceil(length / 4) - 1 }, (_, index) => (index + 1) * 4);
}

/**
 * A number of a given length (gift and EBT cards): a gift card's 19 digits in its entry groups (5, 5, 5, 4);
 * any other length in fours counted from the end, so the last four always stand alone.
 */
function gapsOfLength(length: number): readonly number[] {
  if (length === giftCardLength) return giftCardGaps;
  return Array.from({ length: Math.ceil(length / 4) - 1 }, (_, index) => length - (index + 1) * 4).reverse();
}

function insertGaps(characters: string, gaps: readonly number[], separator: string): string {
  let grouped = '';
  for (const [index, character] of [...characters].entries()) {
    if (gaps.includes(index)) grouped += separator;
    grouped += character;
  }
  return grouped;
}

export const MASK_CHARACTER = '•';

/**
 * The last four digits padded with '•' to the brand's length and grouped at its gaps (WAL-044):
 * Visa '•••• •••• •••• 1111', Amex '•••• •••••• •0005'. `length` overrides it for gift and EBT
 * cards: 19 gives a gift card's groups, '••••• ••••• ••••• 0001'.
 */
export function maskCardNumber(lastFour: string, brand: CardBrand, options: { length?: number } = {}): string {
  const visible = lastFour.replace(/\D/g, '').slice(-4);
  const length = options.length ?? maskedLength[brand];
  const gaps = options.length === undefined ? gapsOf(brand, length) : gapsOfLength(length);
  const masked = MASK_CHARACTER.repeat(Math.max(0, length - visible.length)) + visible;
  return insertGaps(masked, gaps, ' ');
}

/** Expiry as MM/YY (WAL-045 shows it after 'Exp. '): (8, 2027) -> '08/27'. */
export function formatExpiry(month: number | string, year: number | string): string {
  const monthText = String(month).trim().padStart(2, '0');
  const yearText = String(year).trim().slice(-2).padStart(2, '0');
  return `${monthText}/${yearText}`;
}

/**
 * Gift card numbers have 19 digits and the field allows 22 characters with dashes (CRD-020, PAY-099):
 * three dashes, so groups of 5, 5, 5 and 4. See docs/spec-decisions.md.
 */
export const giftCardGroups = [5, 5, 5, 4] as const;

const giftCardLength = giftCardGroups.reduce((sum, size) => sum + size, 0);
const giftCardGaps = giftCardGroups
  .slice(0, -1)
  .map((_, index) => giftCardGroups.slice(0, index + 1).reduce((sum, size) => sum + size, 0));

/** The TextField mask for a gift card number: '#####-#####-#####-####' (22 characters). */
export const giftCardMask = giftCardGroups.map((size) => '#'.repeat(size)).join('-');

/** A gift card number grouped with dashes: '6006491000000000001' -> '60064-91000-00000-0001'. */
export function groupGiftCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '').slice(0, 19);
  const groups: string[] = [];
  let start = 0;
  for (const size of giftCardGroups) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join('-');
}
