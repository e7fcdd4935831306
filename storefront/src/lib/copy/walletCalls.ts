import type { Banner } from '@aisle/banner-themes';
import { formatPhoneDisplay } from '@aisle/design-system/format';
import { fill } from '../site.ts';

/** The wallet calls' messages in the banner's words (spec 8; WER-001..043), the {phone} filled in. */
export type WalletCallMessages = {
  /** WER-001: a request time-out (408). */
  timeout: string;
  /** WER-003: a 401 that no new token could fix. */
  sessionExpired: string;
  /** A request that got no answer at all. */
  connection: string;
  snapCardExists: string;
  invalidPin: string;
  cardLocked: string;
  addressIssue: string;
  contactIssuer: string;
  giftZeroBalance: string;
  /** PAY-107, PAY-108: a gift card that is not valid. */
  giftInvalid: string;
  declined: string;
  alreadyInWallet: string;
  fraudReject: string;
  maxBankCards: string;
  giftCardLimit: string;
  /** WER-041: each action's default. */
  addCardFailed: string;
  editCardFailed: string;
  getCardsFailed: string;
  deleteCardFailed: string;
  getBillingFailed: string;
  updateBillingFailed: string;
  snapBalanceFailed: string;
  giftBalanceFailed: string;
  somethingWentWrong: string;
  /** 429 TOO_MANY_ATTEMPTS: a card's PIN tried too often (docs/adr/0023-guessing-limits.md). */
  tooManyAttempts: string;
};

export function walletCallCopy(banner: Banner): WalletCallMessages {
  const errors = banner.strings.wallet.errors;
  const phone = formatPhoneDisplay(banner.customerServicePhone);
  return {
    timeout: fill(banner, banner.strings.errors.generic.withPhone, { phone }),
    sessionExpired: banner.strings.errors.session.signInAgain,
    connection: banner.strings.common.errors.connection,
    snapCardExists: errors.snapCardExists,
    invalidPin: errors.invalidPin,
    cardLocked: errors.cardLocked,
    addressIssue: errors.addressIssue,
    contactIssuer: errors.contactIssuer,
    giftZeroBalance: errors.giftZeroBalance,
    giftInvalid: banner.strings.payment.giftCard.invalid,
    declined: errors.declined,
    alreadyInWallet: errors.alreadyInWallet,
    fraudReject: errors.fraudReject,
    maxBankCards: fill(banner, errors.maxBankCards, { phone }),
    giftCardLimit: errors.giftCardLimit,
    addCardFailed: errors.addCardFailed,
    editCardFailed: errors.editCardFailed,
    getCardsFailed: errors.getCardsFailed,
    deleteCardFailed: errors.deleteCardFailed,
    getBillingFailed: errors.getBillingFailed,
    updateBillingFailed: errors.updateBillingFailed,
    snapBalanceFailed: errors.snapBalanceFailed,
    giftBalanceFailed: errors.giftBalanceFailed,
    somethingWentWrong: errors.somethingWentWrong,
    tooManyAttempts: banner.strings.errors.tooManyAttempts,
  };
}
