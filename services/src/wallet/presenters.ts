import { baseCopy } from '@aisle/banner-themes/copy';
import { formatWalletBalance, type WalletApplication, type WalletCard, type WalletCardBrand } from '@aisle/contracts';
import type { walletCards } from '../db/schema.ts';

export type WalletCardRow = typeof walletCards.$inferSelect;

const imageTypes: Record<WalletCardBrand, string> = {
  VISA: 'VI',
  MASTERCARD: 'MC',
  AMEX: 'AX',
  DISCOVER: 'DS',
  DINERS: 'DC',
  JCB: 'JC',
  UNIONPAY: 'UP',
  NONE: 'NO',
};
/** Brand and card-kind names as the catalogue's default copy spells them (the description is plain data). */
const cardNames = baseCopy.components.cardBrand;

/** A card is expired once its expiry month has passed (UTC). */
export function isExpired(row: Pick<WalletCardRow, 'expMonth' | 'expYear'>, now: Date): boolean {
  if (!row.expMonth || !row.expYear) return false;
  const cardMonth = Number(row.expYear) * 12 + Number(row.expMonth) - 1;
  return cardMonth < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** A card row as the wallet answers it (WAL-060..067). */
export function presentCard(
  row: WalletCardRow,
  application: WalletApplication,
  now: Date,
  options: { includeBalance?: boolean } = {},
): WalletCard {
  const isBank = row.cardType === 'CREDIT_CARD' || row.cardType === 'BANK_CARD';
  const kindName =
    row.cardType === 'EBT_CARD' ? cardNames.SNAP : row.cardType === 'GIFT_CARD' ? cardNames.GIFT : cardNames[row.brand];
  const defaultApplications = row.defaultApplications as WalletApplication[];
  return {
    id: row.id,
    cardType: row.cardType,
    brand: row.brand,
    imageType: row.cardType === 'EBT_CARD' ? 'EBT' : row.cardType === 'GIFT_CARD' ? 'GC' : imageTypes[row.brand],
    lastFourPan: row.lastFour,
    expirationMonth: isBank ? row.expMonth : '',
    expirationYear: isBank ? row.expYear : '',
    expired: isBank && isExpired(row, now),
    // API-019: every card the wallet lists is marked saved as the client reads it; the stored flag says
    // whether the shopper kept it (an unsaved card lives for the order only).
    saved: row.saved,
    balance:
      row.balanceCents === null || options.includeBalance === false ? null : formatWalletBalance(row.balanceCents),
    paymentGram: row.paymentGram,
    defaultApplications,
    versionKey: String(row.version),
    bin: row.cardType === 'GIFT_CARD' ? null : row.firstSix,
    binType:
      isBank && row.firstSix
        ? {
            'card-bin-length': 6,
            'card-brand': row.brand,
            'card-description': row.cardType === 'BANK_CARD' ? 'DEBIT' : 'CREDIT',
            'card-product-id': imageTypes[row.brand],
            'card-bin': row.firstSix,
          }
        : null,
    default: defaultApplications.includes(application),
    description: `${kindName} ending in ${row.lastFour}`,
    fraudToken: null,
    vaultCardId: row.vaultCardId,
    address: row.billing as WalletCard['address'],
    lastUpdatedTimestamp: row.updatedAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    isNotAllowedForFuelPay: row.cardType === 'EBT_CARD' || row.cardType === 'GIFT_CARD',
  };
}
