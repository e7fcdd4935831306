import type { ApiError } from '../../../lib/api/index.ts';
import type { WalletCallMessages } from '../../../lib/copy/walletCalls.ts';
import type { WalletCallName } from './walletClient.ts';

/*
 * The wallet's error catalogue (spec 8, WER-001..043): a failed call's status and code, and the action
 * it was, give the message a screen shows. By status first, as the spec's table reads, then the action's
 * own default (WER-041).
 */

/** WER-041: the action a call belongs to, for its default message. */
export type WalletAction =
  | 'addCard'
  /** The gift card form's add (PAY-106..108 word its failures). */
  | 'addGiftCard'
  | 'editCard'
  | 'getCards'
  | 'deleteCard'
  | 'getBilling'
  | 'updateBilling'
  | 'ebtBalance'
  | 'giftBalance'
  | 'makePreferred';

/** The action of each call (an add is an add whatever the card kind). */
export const walletActionOf: Record<WalletCallName, WalletAction> = {
  getWallet: 'getCards',
  addWalletCard: 'addCard',
  editWalletCard: 'editCard',
  deleteWalletCard: 'deleteCard',
  getBillingAddresses: 'getBilling',
  saveBillingAddress: 'updateBilling',
  getGiftCardBalance: 'giftBalance',
  getEbtBalance: 'ebtBalance',
  makePreferredCard: 'makePreferred',
};

const defaults: Record<WalletAction, keyof WalletCallMessages> = {
  addCard: 'addCardFailed',
  addGiftCard: 'addCardFailed',
  editCard: 'editCardFailed',
  getCards: 'getCardsFailed',
  deleteCard: 'deleteCardFailed',
  getBilling: 'getBillingFailed',
  updateBilling: 'updateBillingFailed',
  ebtBalance: 'snapBalanceFailed',
  giftBalance: 'giftBalanceFailed',
  // WER-031: a failed default-card update.
  makePreferred: 'somethingWentWrong',
};

/** The message for a failed wallet call. */
export function walletErrorMessage(
  failure: Pick<ApiError, 'kind' | 'status' | 'code'> & Partial<Pick<ApiError, 'customerErrorMessage'>>,
  action: WalletAction,
  messages: WalletCallMessages,
): string {
  const { status, code } = failure;
  if (failure.kind === 'timeout' || status === 408) return messages.timeout;
  if (failure.kind === 'session' || status === 401) return messages.sessionExpired;
  if (failure.kind === 'network' || failure.kind === 'offline') return messages.connection;
  // WER-035: a failed edit shows what the processor said, when it said something.
  if (action === 'editCard' && failure.customerErrorMessage) return failure.customerErrorMessage;
  if (status === 400 && code === 'EBT_CARD_ALREADY_EXISTS') return messages.snapCardExists;
  // A limit against guessing holds the card or the client for a while (a gift card's PIN, a SNAP EBT PIN).
  if (status === 429) return messages.tooManyAttempts;
  if (status === 402) {
    if (code === '55' || code === '893' || code === '894') return messages.invalidPin;
    if (code === '75') return messages.cardLocked;
    // WER-024: any other balance failure.
    if (action === 'ebtBalance') return messages.snapBalanceFailed;
    if (code === 'RV62751') return messages.addressIssue;
    if (code === 'RV32937') return messages.contactIssuer;
    if (code === 'GIFT_CARD_ZERO_BALANCE') return messages.giftZeroBalance;
    // PAY-108: a gift card the processor does not take (unknown number, wrong PIN).
    if (action === 'addGiftCard') return messages.giftInvalid;
    return messages.declined;
  }
  // PAY-107: a gift card add the API refuses as a request.
  if (status === 400 && action === 'addGiftCard') return messages.giftInvalid;
  if (status === 409) return messages.alreadyInWallet;
  if (status === 422) {
    if (code === 'KC2617') return messages.fraudReject;
    if (code === 'RV72632') return messages.maxBankCards;
    if (code === 'GIFT_CARD_LIMIT_REACHED') return messages.giftCardLimit;
  }
  return messages[defaults[action]];
}
