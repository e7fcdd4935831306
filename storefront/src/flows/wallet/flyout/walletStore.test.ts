import { getBanner } from '@aisle/banner-themes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../../../lib/api/index.ts';
import { walletCopy } from '../../../lib/copy/wallet.ts';
import { walletErrorMessage } from '../api/errorCatalogue.ts';
import { messageText } from './messages.ts';
import {
  closeAddressList,
  loadBillingAddresses,
  openAddressList,
  openUpdateAddress,
  saveBillingAddress,
} from './walletAddresses.ts';
import { addGiftCard, addSnapCard, checkSnapBalance, deleteCard, editCard, makePreferred } from './walletCards.ts';
import {
  closeWallet,
  openAddCard,
  openAddExtra,
  openCheckBalance,
  openDelete,
  openEdit,
  openWallet,
  requestExit,
  resetWallet,
  setWalletGateway,
  type WalletGateway,
  walletStore,
} from './walletStore.ts';
import type { BillingAddress, FlyoutCard, WalletContext } from './walletTypes.ts';
import { myWalletContext } from './walletTypes.ts';

/*
 * The wallet store against a scripted gateway: what each action does to the cards, the two selections,
 * the screen and the messages (spec "Wallet state" and "Card operations").
 */

function card(id: string, overrides: Partial<FlyoutCard> = {}): FlyoutCard {
  return {
    id,
    group: 'bank',
    brand: 'VISA',
    lastFour: '1111',
    expirationMonth: '12',
    expirationYear: '2030',
    isExpired: false,
    isSaved: true,
    isPreferred: false,
    firstName: 'Dana',
    lastName: 'Demo',
    billingAddressId: null,
    hasBillingAddress: true,
    paymentGram: `gram-${id}`,
    bin: '411111',
    ...overrides,
  };
}

const visa = card('visa', { isPreferred: true });
const amex = card('amex', { brand: 'AMEX', lastFour: '0005' });
const snap = card('snap', { group: 'snap', brand: 'NONE', expirationMonth: '', expirationYear: '' });
const gift = card('gift', { group: 'gift', brand: 'NONE', balance: 25, expirationMonth: '', expirationYear: '' });

const home: BillingAddress = {
  id: 'home',
  type: 'HOME',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Cincinnati',
  stateCode: 'OH',
  zip: '45202',
  countryCode: 'US',
};
const billing: BillingAddress = { ...home, id: 'billing', type: 'BILLING', addressLine1: '9 Elm St' };
const delivery: BillingAddress = { ...home, id: 'delivery', type: 'DELIVERY', addressLine1: '5 Oak St' };

const checkout: WalletContext = {
  ...myWalletContext,
  isMyWallet: false,
  orderTotal: 40,
  ebtTotal: 12,
  hasSnapEligibleItems: true,
};

function gateway(overrides: Partial<WalletGateway> = {}) {
  const calls: string[] = [];
  const track =
    <Args extends unknown[], Result>(name: string, answer: (...args: Args) => Result) =>
    (...args: Args) => {
      calls.push(name);
      return answer(...args);
    };
  const fake: WalletGateway = {
    listCards: track('listCards', async () => [amex, visa, snap, gift]),
    addCard: track('addCard', async () => card('new')),
    addSnapCard: track('addSnapCard', async () => card('snap2', { group: 'snap', brand: 'NONE' })),
    addGiftCard: track('addGiftCard', async () => card('gift2', { group: 'gift', brand: 'NONE', balance: 10 })),
    editCard: track('editCard', async (cardId: string) => card(cardId, { lastFour: '4242', expirationYear: '2031' })),
    deleteCard: track('deleteCard', async () => undefined),
    makePreferred: track('makePreferred', async () => undefined),
    snapBalance: track('snapBalance', async () => 55.5),
    giftBalance: track('giftBalance', async () => 25),
    listBillingAddresses: track('listBillingAddresses', async () => [billing, delivery, home]),
    saveBillingAddress: track('saveBillingAddress', async () => home),
    errorMessage: () => null,
    ...overrides,
  };
  setWalletGateway(fake);
  return calls;
}

const state = () => walletStore.getState();

beforeEach(() => {
  resetWallet();
});

describe('wallet state', () => {
  it('holds the flyout and the checkout selection, each with bank, gift and SNAP groups (WAL-070)', async () => {
    gateway();
    await openWallet(checkout);
    for (const selection of [state().flyoutSelection, state().checkoutSelection]) {
      expect(Object.keys(selection).sort()).toEqual(['bankCards', 'giftCards', 'snapCards']);
    }
    expect(state().checkoutSelection).toEqual({ bankCards: ['visa'], snapCards: ['snap'], giftCards: [] });
  });

  it('opening the flyout copies the checkout selection into the flyout selection (WAL-084)', async () => {
    gateway();
    await openWallet(checkout);
    walletStore.setState({ checkoutSelection: { bankCards: ['amex'], snapCards: [], giftCards: ['gift'] } });
    closeWallet();
    walletStore.setState({ flyoutSelection: { bankCards: [], snapCards: [], giftCards: [] } });
    await openWallet(checkout);
    expect(state().flyoutSelection).toEqual({ bankCards: ['amex'], snapCards: [], giftCards: ['gift'] });
  });
});

describe('wallet card operations', () => {
  it('a new gift card is checked only when its balance is available (WAL-080)', async () => {
    gateway();
    await openWallet(checkout);
    await addGiftCard({ token: 'lv_x' });
    expect(state().flyoutSelection.giftCards).toEqual(['gift2']);

    resetWallet();
    gateway({ addGiftCard: async () => card('gift3', { group: 'gift', brand: 'NONE', balance: undefined }) });
    await openWallet(checkout);
    await addGiftCard({ token: 'lv_y' });
    expect(state().cards.map((each) => each.id)).toContain('gift3');
    expect(state().flyoutSelection.giftCards).toEqual([]);
  });

  it('adding a SNAP card replaces the SNAP card list (WAL-099)', async () => {
    gateway();
    await openWallet(myWalletContext);
    await addSnapCard({ token: 'lv_snap', isSaved: true });
    expect(
      state()
        .cards.filter((each) => each.group === 'snap')
        .map((each) => each.id),
    ).toEqual(['snap2']);
    expect(state().cards.filter((each) => each.group !== 'snap')).toHaveLength(3);
  });

  it('closes the flyout after a SNAP balance lookup opened from the card box, else shows the list (WAL-103)', async () => {
    gateway();
    await openWallet({ ...checkout, isFromCardBox: true });
    openCheckBalance('snap');
    expect(state().screen).toBe('CHECK_BALANCE');
    await checkSnapBalance('snap', 'pin_ok');
    expect(state().isOpen).toBe(false);
    expect(state().cards.find((each) => each.id === 'snap')?.balance).toBe(55.5);

    resetWallet();
    gateway();
    await openWallet(checkout);
    openCheckBalance('snap');
    await checkSnapBalance('snap', 'pin_ok');
    expect(state().isOpen).toBe(true);
    expect(state().screen).toBe('CARD_LIST');
  });

  it('an edited card replaces the old one in the card list and both selections (WAL-106)', async () => {
    gateway();
    await openWallet(checkout);
    walletStore.setState({ checkoutSelection: { ...state().checkoutSelection, bankCards: ['amex'] } });
    walletStore.setState({ flyoutSelection: { ...state().flyoutSelection, bankCards: ['amex'] } });
    openEdit('amex');
    await editCard('amex', {
      firstName: 'Dana',
      lastName: 'Demo',
      billingAddressId: 'home',
      expirationMonth: '01',
      expirationYear: '2031',
      isPreferred: false,
      capture: {} as never,
    });
    const edited = state().cards.filter((each) => each.id === 'amex');
    expect(edited).toHaveLength(1);
    expect(edited[0]?.expirationYear).toBe('2031');
    expect(edited[0]?.lastFour).toBe('4242');
    expect(state().flyoutSelection.bankCards).toEqual(['amex']);
    expect(state().checkoutSelection.bankCards).toEqual(['amex']);
    expect(state().screen).toBe('CARD_LIST');
  });

  it('deletes an unsaved card locally without a call, a saved one through the API (WAL-109)', async () => {
    const calls = gateway({
      listCards: async () => [visa, card('unsaved', { isSaved: false }), snap],
    });
    await openWallet(myWalletContext);
    await deleteCard('unsaved');
    expect(calls).not.toContain('deleteCard');
    expect(state().cards.map((each) => each.id)).not.toContain('unsaved');
    await deleteCard('visa');
    expect(calls).toContain('deleteCard');
  });

  it('Make Preferred selects the card at checkout (WAL-111)', async () => {
    gateway();
    await openWallet(checkout);
    expect(state().flyoutSelection.bankCards).toEqual(['visa']);
    await makePreferred('amex');
    expect(state().flyoutSelection.bankCards).toEqual(['amex']);
    expect(state().cards[0]?.id).toBe('amex');
  });

  it('opens the check-balance form only for a card without a balance (WAL-113)', async () => {
    gateway();
    await openWallet(myWalletContext);
    openCheckBalance('snap');
    expect(state().screen).toBe('CHECK_BALANCE');
    await checkSnapBalance('snap', 'pin_ok');
    expect(state().screen).toBe('CARD_LIST');
    openCheckBalance('snap');
    expect(state().screen).toBe('CARD_LIST');
  });
});

describe('wallet exit', () => {
  it('closes directly at checkout when the selection is unchanged, asks when it changed (WAL-123, WAL-120)', async () => {
    gateway();
    await openWallet(checkout);
    requestExit();
    expect(state().isOpen).toBe(false);

    await openWallet(checkout);
    walletStore.setState({ flyoutSelection: { ...state().flyoutSelection, bankCards: ['amex'] } });
    requestExit();
    expect(state().isOpen).toBe(true);
    expect(state().screen).toBe('EXIT_CONFIRM');
  });

  it('clears the wallet error, the SNAP and the gift message on close (WAL-124..126)', async () => {
    gateway();
    await openWallet(myWalletContext);
    walletStore.setState({
      error: { key: 'somethingWentWrong' },
      snapError: { key: 'snapCardExists' },
      giftError: { key: 'giftCardLimit' },
    });
    closeWallet();
    expect(state().error).toBeNull();
    expect(state().snapError).toBeNull();
    expect(state().giftError).toBeNull();
  });
});

describe('wallet card messages', () => {
  const labels = walletCopy(getBanner('greenway'));
  const shown = (message: ReturnType<typeof state>['snapError']) => (message ? messageText(labels, message) : null);

  it('a second SNAP card and a sixth gift card give the limit messages and open no form (WER-037, WER-038)', async () => {
    const gifts = [1, 2, 3, 4, 5].map((n) => card(`gift${n}`, { group: 'gift', brand: 'NONE', balance: 5 }));
    gateway({ listCards: async () => [visa, snap, ...gifts] });
    await openWallet(myWalletContext);
    openAddExtra('snap');
    openAddExtra('gift');
    expect(state().screen).toBe('CARD_LIST');
    expect(shown(state().snapError)).toBe(
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    );
    expect(shown(state().giftError)).toBe(
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    );
  });

  it("at checkout, adding a sixth gift card to the order says 'Gift card limit reached' and opens no form (PAY-102)", async () => {
    const gifts = [1, 2, 3, 4, 5].map((n) => card(`gift${n}`, { group: 'gift', brand: 'NONE', balance: 5 }));
    gateway({ listCards: async () => [visa, snap, ...gifts] });
    await openWallet({ ...checkout, orderTotal: 80 });
    walletStore.setState({
      flyoutSelection: { ...state().flyoutSelection, giftCards: gifts.map((gift) => gift.id) },
    });
    openAddExtra('gift');
    expect(state().screen).toBe('CARD_LIST');
    expect(shown(state().giftError)).toBe(
      'Gift card limit reached. You can only add a maximum of 5 gift cards to an order.',
    );
  });

  it('a locked SNAP EBT card keeps the balance form open with the locked message (WER-025, WER-026)', async () => {
    gateway({
      snapBalance: async () => {
        throw new ApiError({ kind: 'http', status: 402, code: '75' as never, userMessage: 'generic' });
      },
      errorMessage: (error, action) => (isApiError(error) ? walletErrorMessage(error, action, labels.calls) : null),
    });
    await openWallet(myWalletContext);
    openCheckBalance('snap');
    await checkSnapBalance('snap', 'pin_x');
    expect(state().screen).toBe('CHECK_BALANCE');
    expect(shown(state().snapError)).toBe(
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    );
    // Issue 20: the form takes no more PINs (the screen drops the PIN frame and disables 'Confirm').
    expect(state().isSnapLocked).toBe(true);
    openCheckBalance('snap');
    expect(state().isSnapLocked).toBe(false);
  });

  it('at checkout without a bank card, SNAP and gift adds give the adding-disabled messages (WER-039, WER-040)', async () => {
    gateway({ listCards: async () => [] });
    await openWallet(checkout);
    walletStore.setState({ screen: 'CARD_LIST' });
    openAddExtra('snap');
    openAddExtra('gift');
    expect(state().screen).toBe('CARD_LIST');
    expect(shown(state().snapError)).toBe(labels.errors.snapAddingDisabled);
    expect(shown(state().giftError)).toBe(labels.errors.giftAddingDisabled);
    expect(labels.errors.snapAddingDisabled).toMatch(/add a credit or debit card first/);
    expect(labels.errors.giftAddingDisabled).toMatch(/add a credit or debit card first/);

    // In My Wallet the same wallet opens the SNAP form.
    resetWallet();
    gateway({ listCards: async () => [] });
    await openWallet(myWalletContext);
    openAddExtra('snap');
    expect(state().snapError).toBeNull();
    expect(state().screen).toBe('ADD_SNAP_EBT_CARD');
  });
});

describe('gift card delete at checkout (PAY-109)', () => {
  const labels = walletCopy(getBanner('greenway'));
  it('blocks deleting a gift card with a known non-zero balance at checkout; $0, unknown and My Wallet delete', async () => {
    const empty = card('empty', { group: 'gift', brand: 'NONE', balance: 0, expirationMonth: '', expirationYear: '' });
    const unknown = card('unknown', { group: 'gift', brand: 'NONE', expirationMonth: '', expirationYear: '' });
    gateway({ listCards: async () => [visa, gift, empty, unknown] });
    await openWallet(checkout);
    openDelete('gift');
    expect(state().screen).toBe('CARD_LIST');
    expect(state().giftError && messageText(labels, state().giftError as never)).toBe(labels.errors.giftDeleteBlocked);
    openDelete('empty');
    expect([state().screen, state().cardId]).toEqual(['DELETE_CARD', 'empty']);
    walletStore.setState({ screen: 'CARD_LIST' });
    openDelete('unknown');
    expect([state().screen, state().cardId]).toEqual(['DELETE_CARD', 'unknown']);

    resetWallet();
    gateway({ listCards: async () => [visa, gift] });
    await openWallet(myWalletContext);
    openDelete('gift');
    expect([state().screen, state().cardId]).toEqual(['DELETE_CARD', 'gift']);
  });
});

describe('wallet billing addresses', () => {
  it('sorts home addresses first (CRD-080)', async () => {
    gateway();
    await loadBillingAddresses();
    expect(state().addresses.list.map((each) => each.id)).toEqual(['home', 'billing', 'delivery']);
  });

  it("defaults to the card's own address, else to the first (CRD-116, CRD-117)", async () => {
    gateway({ listCards: async () => [card('withAddress', { billingAddressId: 'delivery' }), amex] });
    await openWallet(myWalletContext);
    openEdit('withAddress');
    await loadBillingAddresses();
    expect(state().billingAddressId).toBe('delivery');

    openEdit('amex');
    await loadBillingAddresses();
    expect(state().billingAddressId).toBe('home');
    openAddCard();
    expect(state().billingAddressId).toBe('home');
  });

  it('retries a failed load once, then shows the error (CRD-119, CRD-120)', async () => {
    const once = vi.fn<WalletGateway['listBillingAddresses']>();
    once.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([home]);
    gateway({ listBillingAddresses: once });
    await loadBillingAddresses();
    expect(once).toHaveBeenCalledTimes(2);
    expect(state().addresses).toEqual({ status: 'loaded', list: [home] });

    const always = vi.fn<WalletGateway['listBillingAddresses']>().mockRejectedValue(new Error('down'));
    gateway({ listBillingAddresses: always });
    await loadBillingAddresses();
    expect(always).toHaveBeenCalledTimes(2);
    expect(state().addresses.status).toBe('error');
  });

  it('announces a new billing address on the list, not an edited one, until the list is left (WER-046)', async () => {
    const form = { street: '1 Main St', unit: '', city: 'Cincinnati', state: 'OH', postalCode: '45202' };
    gateway();
    await loadBillingAddresses();
    openAddressList('ADD_CARD');
    openUpdateAddress(null);
    await saveBillingAddress(form);
    expect(state().screen).toBe('ADDRESS_LIST');
    expect(state().isAddressAdded).toBe(true);
    closeAddressList();
    expect(state().isAddressAdded).toBe(false);

    openAddressList('ADD_CARD');
    openUpdateAddress('home');
    await saveBillingAddress(form);
    expect(state().isAddressAdded).toBe(false);
  });
});
