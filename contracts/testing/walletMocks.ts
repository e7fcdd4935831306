import { type ErrorCode, errorStatuses } from '../src/errors.ts';
import type { SecureFieldResponse } from '../src/frames.ts';
import type { AccountBillingAddress, WalletCard } from '../src/wallet.ts';
import { typedBillingProblems } from '../src/walletForms.ts';
import { DEFAULT_WALLET_APPLICATION, formatWalletBalance, walletLimits } from '../src/walletRules.ts';
import type { MockHandlers, MockResult } from './mocks.ts';

/*
 * Story and unit-test mocks of the wallet calls: the seeded demo wallet (CONTRACT.md "Accounts") as
 * answers of the contracts' schemas, and handlers for `createMockFetch` that keep a small in-memory
 * wallet, refuse what the server refuses (limits, 55/75 PINs, zero-balance gift cards) and can be told to
 * fail a call with any code of the catalogue. Dates are pinned so stories stay deterministic.
 */

/** The instant mocks stamp on cards: stories are visual baselines. */
export const WALLET_MOCK_NOW = '2026-11-25T12:00:00.000Z';

const demoAddress = {
  addressLines: ['100 Main St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
} as const;

function card(
  overrides: Partial<WalletCard> & Pick<WalletCard, 'id' | 'cardType' | 'brand' | 'lastFourPan'>,
): WalletCard {
  return {
    imageType: 'VI',
    expirationMonth: '',
    expirationYear: '',
    expired: false,
    saved: true,
    balance: null,
    paymentGram: `pg_${overrides.id.replace(/-/g, '').slice(0, 24)}`,
    defaultApplications: [],
    versionKey: '1',
    bin: null,
    binType: null,
    default: false,
    description: '',
    fraudToken: null,
    vaultCardId: `vault_${overrides.id.slice(0, 8)}`,
    address: null,
    lastUpdatedTimestamp: WALLET_MOCK_NOW,
    firstName: 'Dana',
    lastName: 'Demo',
    isNotAllowedForFuelPay: false,
    ...overrides,
  };
}

/** What a card-entry frame answers for the sandbox Visa 4111 1111 1111 1111, 12/2030 (code 870). */
export function acceptedCapture(overrides: Partial<SecureFieldResponse> = {}): SecureFieldResponse {
  return {
    responseCode: '870',
    message: 'accepted',
    paypageRegistrationId: `pp_${'a'.repeat(24)}`,
    checkoutId: `lv_${'a'.repeat(24)}`,
    pinCheckoutId: null,
    firstSix: '411111',
    lastFour: '1111',
    brand: 'visa',
    expMonth: '12',
    expYear: '2030',
    ...overrides,
  };
}

/** The demo shopper's wallet: preferred Visa 1111 with a billing address, expired Mastercard 4444, SNAP, two gift cards. */
export function demoWalletCards(): WalletCard[] {
  return [
    card({
      id: '00000000-0000-4000-8000-000000001111',
      cardType: 'CREDIT_CARD',
      brand: 'VISA',
      imageType: 'VI',
      lastFourPan: '1111',
      expirationMonth: '12',
      expirationYear: '2030',
      bin: '411111',
      defaultApplications: [DEFAULT_WALLET_APPLICATION],
      default: true,
      description: 'Visa ending in 1111',
      address: { ...demoAddress, addressLines: [...demoAddress.addressLines] },
    }),
    card({
      id: '00000000-0000-4000-8000-000000004444',
      cardType: 'CREDIT_CARD',
      brand: 'MASTERCARD',
      imageType: 'MC',
      lastFourPan: '4444',
      expirationMonth: '01',
      expirationYear: '2024',
      expired: true,
      bin: '555555',
      description: 'Mastercard ending in 4444',
      address: { ...demoAddress, addressLines: [...demoAddress.addressLines] },
    }),
    card({
      id: '00000000-0000-4000-8000-00000000e0b1',
      cardType: 'EBT_CARD',
      brand: 'NONE',
      imageType: 'EBT',
      lastFourPan: '0001',
      bin: '507719',
      description: 'SNAP EBT ending in 0001',
    }),
    card({
      id: '00000000-0000-4000-8000-00000000cf01',
      cardType: 'GIFT_CARD',
      brand: 'NONE',
      imageType: 'GC',
      lastFourPan: '0001',
      balance: formatWalletBalance(2500),
      description: 'Gift card ending in 0001',
    }),
    card({
      id: '00000000-0000-4000-8000-00000000cf03',
      cardType: 'GIFT_CARD',
      brand: 'NONE',
      imageType: 'GC',
      lastFourPan: '0003',
      balance: formatWalletBalance(1000),
      description: 'Gift card ending in 0003',
    }),
  ];
}

export function demoBillingAddresses(): AccountBillingAddress[] {
  return [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      type: 'HOME',
      addressLine1: '100 Main St',
      addressLine2: null,
      city: 'Cincinnati',
      stateCode: 'OH',
      zip: '45202',
      countryCode: 'US',
      preferredAddress: true,
    },
  ];
}

type Failure = { code: ErrorCode; customerErrorMessage?: string };

export type WalletMockOptions = {
  cards?: WalletCard[];
  addresses?: AccountBillingAddress[];
  /** Calls that fail with a code of the catalogue until the story clears them (`mock.failures.delete`). */
  failures?: Partial<Record<keyof MockHandlers, Failure>>;
  /** SNAP balance in dollars after a right PIN token ('pin_ok...'); 150 like the sandbox. */
  snapBalance?: number;
};

export type WalletMock = {
  handlers: MockHandlers;
  cards: WalletCard[];
  addresses: AccountBillingAddress[];
  failures: Map<keyof MockHandlers, Failure>;
};

type ErrorResult = { status: number; error: { code: ErrorCode; message: string } };

const fail = (failure: Failure): ErrorResult => ({
  status: errorStatuses[failure.code],
  error: {
    code: failure.code,
    message: `Mocked ${failure.code}`,
    ...(failure.customerErrorMessage ? { customerErrorMessage: failure.customerErrorMessage } : {}),
  } as { code: ErrorCode; message: string },
});

/**
 * Handlers of every wallet call over an in-memory wallet. A PIN token starting 'pin_ok' is a right PIN,
 * any other a wrong one; a gift token starting 'lv_zero' is a $0 card.
 */
export function createWalletMock(options: WalletMockOptions = {}): WalletMock {
  const cards = options.cards ?? demoWalletCards();
  const addresses = options.addresses ?? demoBillingAddresses();
  const failures = new Map(Object.entries(options.failures ?? {})) as Map<keyof MockHandlers, Failure>;
  let sequence = 0;
  const nextId = () => {
    sequence += 1;
    return `00000000-0000-4000-8000-${String(900000000000 + sequence)}`;
  };
  const guard = <R>(name: keyof MockHandlers, answer: () => R): R | ErrorResult => {
    const failure = failures.get(name);
    return failure ? fail(failure) : answer();
  };
  const answerCards = () => ({ body: { data: { payment: { cards } } } });
  /** As the API: a typed billing address must pass the checkout-side rules (CRD-064..072). */
  const billingRefusal = (billing: NonNullable<WalletCard['address']>): ErrorResult | null => {
    const fields = Object.keys(typedBillingProblems(billing, addresses));
    return fields.length > 0
      ? {
          status: errorStatuses.VALIDATION_FAILED,
          error: { code: 'VALIDATION_FAILED', message: `Mocked VALIDATION_FAILED: ${fields.join(', ')}` },
        }
      : null;
  };

  const handlers: MockHandlers = {
    createWalletToken: () => ({ body: { token: `mock_${'t'.repeat(24)}`, expiresAt: WALLET_MOCK_NOW } }),
    createPaymentIntent: () => ({ body: { paymentIntentId: `pi_${'m'.repeat(24)}`, expiresAt: WALLET_MOCK_NOW } }),
    getWallet: () => guard('getWallet', answerCards),
    addWalletCard: ({ body }) =>
      guard('addWalletCard', () => {
        const request = body as {
          paymentMethod: { paymentType: string; lowValueToken: string; [key: string]: unknown };
        };
        const method = request.paymentMethod;
        const id = nextId();
        if (method.paymentType === 'EBT_CARD') {
          if (cards.some((existing) => existing.cardType === 'EBT_CARD'))
            return fail({ code: 'EBT_CARD_ALREADY_EXISTS' });
          const added = card({ id, cardType: 'EBT_CARD', brand: 'NONE', imageType: 'EBT', lastFourPan: '0001' });
          cards.push(added);
          return { body: { data: { payment: { card: added } } } };
        }
        if (method.paymentType === 'GIFT_CARD') {
          if (cards.filter((existing) => existing.cardType === 'GIFT_CARD').length >= walletLimits.giftCards) {
            return fail({ code: 'GIFT_CARD_LIMIT_REACHED' });
          }
          if (method.lowValueToken.startsWith('lv_zero')) return fail({ code: 'GIFT_CARD_ZERO_BALANCE' });
          const added = card({
            id,
            cardType: 'GIFT_CARD',
            brand: 'NONE',
            imageType: 'GC',
            lastFourPan: '0001',
            balance: formatWalletBalance(2500),
          });
          cards.push(added);
          return { body: { data: { payment: { card: added } } } };
        }
        const credit = body as {
          defaultCard: boolean;
          save: boolean;
          paymentMethod: {
            brand: WalletCard['brand'];
            expirationMonth: string;
            expirationYear: string;
            cardFirstSix: string;
            firstName: string;
            lastName: string;
            billing: NonNullable<WalletCard['address']>;
          };
        };
        const refused = billingRefusal(credit.paymentMethod.billing);
        if (refused) return refused;
        if (credit.defaultCard) for (const other of cards) other.defaultApplications = [];
        const added = card({
          id,
          cardType: 'CREDIT_CARD',
          brand: credit.paymentMethod.brand,
          lastFourPan: '1881',
          expirationMonth: credit.paymentMethod.expirationMonth,
          expirationYear: credit.paymentMethod.expirationYear,
          bin: credit.paymentMethod.cardFirstSix,
          saved: credit.save,
          firstName: credit.paymentMethod.firstName,
          lastName: credit.paymentMethod.lastName,
          address: credit.paymentMethod.billing,
          defaultApplications: credit.defaultCard ? [DEFAULT_WALLET_APPLICATION] : [],
          default: credit.defaultCard,
        });
        cards.push(added);
        return { body: { data: { payment: { card: added } } } };
      }),
    editWalletCard: ({ body }) =>
      guard('editWalletCard', () => {
        const request = body as { cardId: string; defaultCard: boolean; paymentMethod: Record<string, unknown> };
        const index = cards.findIndex((existing) => existing.id === request.cardId);
        const existing = cards[index];
        if (!existing) return fail({ code: 'CARD_NOT_FOUND' });
        const method = request.paymentMethod as {
          expirationMonth: string;
          expirationYear: string;
          firstName: string;
          lastName: string;
          billing: NonNullable<WalletCard['address']>;
        };
        const refused = billingRefusal(method.billing);
        if (refused) return refused;
        if (request.defaultCard) for (const other of cards) other.defaultApplications = [];
        const edited: WalletCard = {
          ...existing,
          expirationMonth: method.expirationMonth,
          expirationYear: method.expirationYear,
          expired: false,
          firstName: method.firstName,
          lastName: method.lastName,
          address: method.billing,
          defaultApplications: request.defaultCard ? [DEFAULT_WALLET_APPLICATION] : existing.defaultApplications,
          versionKey: String(Number(existing.versionKey) + 1),
        };
        cards[index] = edited;
        return { body: { data: { payment: edited } } };
      }),
    deleteWalletCard: ({ params }) =>
      guard('deleteWalletCard', () => {
        const index = cards.findIndex((existing) => existing.id === params.cardId);
        if (index < 0) return fail({ code: 'CARD_NOT_FOUND' });
        cards.splice(index, 1);
        return { body: null };
      }) as MockResult<'deleteWalletCard'>,
    getBillingAddresses: () => guard('getBillingAddresses', () => ({ body: { data: { payment: { addresses } } } })),
    saveBillingAddress: ({ body }) =>
      guard('saveBillingAddress', () => {
        const { address } = body as {
          address: Omit<AccountBillingAddress, 'id' | 'type' | 'addressLine2'> & {
            addressId?: string;
            addressType: AccountBillingAddress['type'];
            addressLine2?: string | null;
          };
        };
        const saved: AccountBillingAddress = {
          id: address.addressId ?? nextId(),
          type: address.addressType,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 || null,
          city: address.city,
          stateCode: address.stateCode,
          zip: address.zip,
          countryCode: address.countryCode,
          preferredAddress: address.preferredAddress,
        };
        const index = addresses.findIndex((existing) => existing.id === saved.id);
        if (address.addressId && index < 0) return fail({ code: 'BILLING_ADDRESS_NOT_FOUND' });
        if (index >= 0) addresses[index] = saved;
        else addresses.push(saved);
        return { body: { data: { payment: { address: saved } } } };
      }),
    getGiftCardBalance: ({ body }) =>
      guard('getGiftCardBalance', () => {
        const { paymentGram } = body as { paymentGram: string };
        const gift = cards.find((existing) => existing.paymentGram === paymentGram);
        if (!gift) return fail({ code: 'CARD_NOT_FOUND' });
        return { body: { data: { payment: { remainingBalance: gift.balance ?? formatWalletBalance(0) } } } };
      }),
    getEbtBalance: ({ body }) =>
      guard('getEbtBalance', () => {
        const { paymentMethod } = body as { paymentMethod: { encryptedPin: string } };
        if (!paymentMethod.encryptedPin.startsWith('pin_ok')) return fail({ code: '55' });
        const amount = (options.snapBalance ?? 150).toFixed(2);
        return {
          body: {
            data: {
              payment: {
                data: {
                  transactionBalanceInquiry: {
                    remainingBalance: [
                      { programType: 'SNAP', amount, currency: 'USD' },
                      { programType: 'AFDC', amount: '0.00', currency: 'USD' },
                    ],
                  },
                },
              },
            },
          },
        };
      }),
    makePreferredCard: ({ body }) =>
      guard('makePreferredCard', () => {
        const { cardId } = body as { cardId: string };
        const chosen = cards.find((existing) => existing.id === cardId);
        if (!chosen) return fail({ code: 'CARD_NOT_FOUND' });
        for (const other of cards) {
          other.defaultApplications = other === chosen ? [DEFAULT_WALLET_APPLICATION] : [];
          other.default = other === chosen;
        }
        return answerCards();
      }),
  };
  return { handlers, cards, addresses, failures };
}
