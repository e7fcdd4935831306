import type { AccountBillingAddress, EndpointResponse, WalletCard } from '@aisle/contracts';
import { countryOfRegion } from '@aisle/contracts/wallet';
import type { BillingAddressForm } from '@aisle/contracts/walletForms';
import { billingAddressLines, walletBalanceAmount } from '@aisle/contracts/walletRules';
import type { CardBrand } from '@aisle/design-system/format';
import { isApiError } from '../../../lib/api/index.ts';
import type { WalletCallMessages } from '../../../lib/copy/walletCalls.ts';
import { type WalletAction, walletErrorMessage } from '../api/errorCatalogue.ts';
import type { WalletCallName, WalletCallRequest } from '../api/walletClient.ts';
import type { CardEdit, NewCard, WalletGateway } from './walletStore.ts';
import type { BillingAddress, FlyoutCard } from './walletTypes.ts';

/*
 * The flyout's calls on the wallet client: it builds the spec's requests (API-019..035) from what the
 * forms hold and maps the answers onto what the screens show. The client adds the wallet's headers,
 * time-out and retries; this file only knows the payloads.
 */

/** A wallet call: the endpoint's name and request in, its parsed answer out. */
export type WalletCaller = <Name extends WalletCallName>(
  name: Name,
  request?: WalletCallRequest<Name>,
) => Promise<EndpointResponse<Name>>;

/** What the add and edit requests need besides the form (API-008, API-009, API-020). */
export type WalletRequestContext = {
  application: string;
  storeId: string;
  facilityId: string;
  /** A fresh fraud/transaction id per card add. */
  transactionId: () => string;
  deviceInfo: () => { userAgent?: string; language?: string; screen?: string };
  now: () => Date;
};

const groupOf = { BANK_CARD: 'bank', CREDIT_CARD: 'bank', EBT_CARD: 'snap', GIFT_CARD: 'gift' } as const;

export function flyoutCardOf(card: WalletCard, application: string, billing: readonly BillingAddress[]): FlyoutCard {
  const balance = walletBalanceAmount(card.balance);
  const address = card.address;
  const matching = address
    ? billing.find(
        (each) =>
          each.zip === address.postalCode &&
          each.addressLine1 === address.addressLines.at(-1) &&
          each.stateCode === address.stateProvince,
      )
    : undefined;
  return {
    id: card.id,
    group: groupOf[card.cardType],
    brand: card.brand as CardBrand,
    lastFour: card.lastFourPan,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear ? card.expirationYear.slice(-4) : '',
    isExpired: card.expired,
    isSaved: card.saved,
    isPreferred: card.defaultApplications.includes(application as WalletCard['defaultApplications'][number]),
    balance: balance ?? undefined,
    firstName: card.firstName,
    lastName: card.lastName,
    billingAddressId: matching?.id ?? null,
    hasBillingAddress: address !== null,
    paymentGram: card.paymentGram,
    bin: card.bin,
  };
}

export function billingAddressOf(address: AccountBillingAddress): BillingAddress {
  return {
    id: address.id,
    type: address.type,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    stateCode: address.stateCode,
    zip: address.zip,
    countryCode: address.countryCode,
  };
}

/** The card payloads' `billing` (API-020, API-024..026): unit first, country from the region (not the address's). */
export function cardBillingOf(
  address: Pick<BillingAddress, 'addressLine1' | 'addressLine2' | 'city' | 'stateCode' | 'zip'> &
    Partial<Pick<BillingAddress, 'countryCode'>>,
) {
  return {
    addressLines: billingAddressLines(address.addressLine1, address.addressLine2),
    cityTown: address.city.trim(),
    stateProvince: address.stateCode,
    postalCode: address.zip.trim(),
    countryCode: countryOfRegion(address.stateCode),
  };
}

export function createWalletGateway(
  call: WalletCaller,
  messages: WalletCallMessages,
  context: WalletRequestContext,
): WalletGateway {
  let billing: BillingAddress[] = [];
  const cardsById = new Map<string, WalletCard>();
  const dateTime = () => ({ timezone: 'UTC' as const, value: context.now().toISOString() });
  const remember = (card: WalletCard) => {
    cardsById.set(card.id, card);
    return flyoutCardOf(card, context.application, billing);
  };
  const addressById = (id: string) => {
    const address = billing.find((each) => each.id === id);
    if (!address) throw new Error(`Unknown billing address ${id}`);
    return address;
  };

  return {
    async listCards() {
      if (billing.length === 0) {
        billing = (await call('getBillingAddresses')).data.payment.addresses.map(billingAddressOf);
      }
      const answer = await call('getWallet');
      return answer.data.payment.cards.map(remember);
    },
    async addCard(card: NewCard) {
      const address = card.typedBilling ?? addressById(card.billingAddressId);
      const captured = card.capture;
      const answer = await call('addWalletCard', {
        body: {
          dateTime: dateTime(),
          facilityId: context.facilityId,
          storeId: context.storeId,
          defaultCard: card.isPreferred,
          save: card.isSaved,
          paymentMethod: {
            paymentType: 'CREDIT_CARD',
            billing: cardBillingOf(address),
            brand: brandOfCapture(captured.brand),
            expirationMonth: captured.expMonth ?? '',
            expirationYear: captured.expYear ?? '',
            lowValueToken: captured.checkoutId ?? '',
            cardFirstSix: captured.firstSix ?? '',
            firstName: card.firstName,
            lastName: card.lastName,
          },
          fraudTransactionId: context.transactionId(),
          deviceInfo: context.deviceInfo(),
        },
      } as WalletCallRequest<'addWalletCard'>);
      return remember(answer.data.payment.card);
    },
    async addSnapCard({ token, isSaved }) {
      const answer = await call('addWalletCard', {
        body: {
          dateTime: dateTime(),
          defaultCard: false,
          facilityId: context.facilityId,
          paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: token },
          save: isSaved,
          transactionId: context.transactionId(),
          deviceInfo: context.deviceInfo(),
        },
      } as WalletCallRequest<'addWalletCard'>);
      return remember(answer.data.payment.card);
    },
    async addGiftCard({ token }) {
      const answer = await call('addWalletCard', {
        body: {
          dateTime: dateTime(),
          facilityId: context.facilityId,
          paymentMethod: { paymentType: 'GIFT_CARD', lowValueToken: token },
        },
      } as WalletCallRequest<'addWalletCard'>);
      return remember(answer.data.payment.card);
    },
    async editCard(cardId: string, edit: CardEdit) {
      const existing = cardsById.get(cardId);
      if (!existing) throw new Error(`Unknown card ${cardId}`);
      const answer = await call('editWalletCard', {
        body: {
          cardId,
          dateTime: dateTime(),
          facilityId: context.facilityId,
          storeId: context.storeId,
          defaultCard: edit.isPreferred,
          paymentGram: existing.paymentGram,
          saved: true,
          paymentMethod: {
            billing: cardBillingOf(edit.typedBilling ?? addressById(edit.billingAddressId)),
            brand: existing.brand,
            expirationMonth: edit.expirationMonth,
            expirationYear: edit.expirationYear,
            lowValueToken: edit.capture.checkoutId ?? '',
            cardFirstSix: edit.capture.firstSix ?? existing.bin ?? '',
            firstName: edit.firstName,
            lastName: edit.lastName,
          },
        },
      } as WalletCallRequest<'editWalletCard'>);
      return remember(answer.data.payment);
    },
    async deleteCard(cardId: string) {
      await call('deleteWalletCard', { params: { cardId } } as WalletCallRequest<'deleteWalletCard'>);
      cardsById.delete(cardId);
    },
    async makePreferred(cardId: string) {
      await call('makePreferredCard', { body: { cardId } } as WalletCallRequest<'makePreferredCard'>);
    },
    async snapBalance(cardId: string, pinToken: string) {
      const card = cardsById.get(cardId);
      if (!card) throw new Error(`Unknown card ${cardId}`);
      const answer = await call('getEbtBalance', {
        body: { paymentMethod: { encryptedPin: pinToken, paymentgram: card.paymentGram } },
      } as WalletCallRequest<'getEbtBalance'>);
      const snap = answer.data.payment.data.transactionBalanceInquiry.remainingBalance.find(
        (each) => each.programType === 'SNAP',
      );
      return Number(snap?.amount ?? 0);
    },
    async giftBalance(cardId: string) {
      const card = cardsById.get(cardId);
      if (!card) throw new Error(`Unknown card ${cardId}`);
      const answer = await call('getGiftCardBalance', {
        body: { paymentGram: card.paymentGram },
      } as WalletCallRequest<'getGiftCardBalance'>);
      return walletBalanceAmount(answer.data.payment.remainingBalance) ?? 0;
    },
    async listBillingAddresses() {
      billing = (await call('getBillingAddresses')).data.payment.addresses.map(billingAddressOf);
      return billing;
    },
    async saveBillingAddress(form: BillingAddressForm, addressId: string | null) {
      const existing = addressId ? billing.find((each) => each.id === addressId) : undefined;
      const unit = form.unit.trim();
      const answer = await call('saveBillingAddress', {
        body: {
          address: {
            ...(addressId ? { addressId } : {}),
            addressLine1: form.street.trim(),
            ...(unit ? { addressLine2: unit } : {}),
            addressType: existing?.type ?? 'BILLING',
            city: form.city.trim(),
            countryCode: countryOfRegion(form.state),
            preferredAddress: false,
            stateCode: form.state,
            zip: form.postalCode.trim(),
          },
        },
      } as WalletCallRequest<'saveBillingAddress'>);
      const saved = billingAddressOf(answer.data.payment.address);
      billing = billing.some((each) => each.id === saved.id)
        ? billing.map((each) => (each.id === saved.id ? saved : each))
        : [...billing, saved];
      return saved;
    },
    /** WER-001..043: the catalogue's message for a failed call (by status and code, then the action's default). */
    errorMessage(error: unknown, action: WalletAction) {
      return isApiError(error) ? walletErrorMessage(error, action, messages) : null;
    },
  };
}

function brandOfCapture(brand: string | null): WalletCard['brand'] {
  switch (brand) {
    case 'visa':
      return 'VISA';
    case 'mastercard':
      return 'MASTERCARD';
    case 'american-express':
      return 'AMEX';
    case 'discover':
      return 'DISCOVER';
    default:
      return 'NONE';
  }
}
