import { describe, expect, it } from 'vitest';
import {
  addBlock,
  defaultBankCardId,
  initialSelection,
  isCardDisabled,
  isTotalCovered,
  preferredFirst,
  type SelectableCard,
  selectAdded,
  selectionChanged,
  selectionFromCheckout,
  toggleCard,
  type WalletSelection,
  withoutCard,
} from './selectionRules.ts';

const visa: SelectableCard = { id: 'visa', group: 'bank', isExpired: false, isPreferred: true };
const mastercard: SelectableCard = { id: 'mc', group: 'bank', isExpired: true, isPreferred: false };
const amex: SelectableCard = { id: 'amex', group: 'bank', isExpired: false, isPreferred: false };
const snap: SelectableCard = { id: 'snap', group: 'snap', isExpired: false, isPreferred: false };
const giftA: SelectableCard = { id: 'giftA', group: 'gift', isExpired: false, isPreferred: false, balance: 25 };
const giftB: SelectableCard = { id: 'giftB', group: 'gift', isExpired: false, isPreferred: false, balance: 10 };
const giftZero: SelectableCard = { id: 'giftZero', group: 'gift', isExpired: false, isPreferred: false, balance: 0 };

const checkout = { isMyWallet: false, selectDefaultCardOnly: false, hasSnapEligibleItems: true, ebtTotal: 12 };
const none: WalletSelection = { bankCards: [], snapCards: [], giftCards: [] };

describe('wallet initial load', () => {
  it('issue 20: at checkout the selection starts from what the checkout charges, not the defaults', () => {
    const payingWith = { bankCards: ['amex'], snapCards: [], giftCards: ['giftB'] };
    const cards = [visa, amex, snap, giftA, giftB];
    expect(selectionFromCheckout(cards, { ...checkout, payingWith })).toEqual(payingWith);
    // A card the wallet no longer holds is left out; without a bank card the default one pays.
    expect(
      selectionFromCheckout(cards, {
        ...checkout,
        payingWith: { bankCards: ['gone'], snapCards: ['snap'], giftCards: [] },
      }),
    ).toEqual({ bankCards: ['visa'], snapCards: ['snap'], giftCards: [] });
    // Nothing charged yet (a new checkout), or My Wallet: the wallet's rules choose.
    expect(selectionFromCheckout(cards, { ...checkout, payingWith: none })).toBeNull();
    expect(selectionFromCheckout(cards, checkout)).toBeNull();
    expect(selectionFromCheckout(cards, { ...checkout, isMyWallet: true, payingWith })).toBeNull();
  });

  it('selects the card preferred for the application (WAL-071)', () => {
    expect(defaultBankCardId([amex, visa], false)).toBe('visa');
  });

  it('replaces an expired preferred card with the first unexpired one (WAL-072)', () => {
    const expiredPreferred = { ...mastercard, isPreferred: true };
    expect(defaultBankCardId([expiredPreferred, amex], false)).toBe('amex');
  });

  it('falls back to the first card when every card is expired (WAL-073)', () => {
    const expiredPreferred = { ...visa, isExpired: true };
    expect(defaultBankCardId([mastercard, expiredPreferred], false)).toBe('mc');
  });

  it('keeps an expired preferred card with selectDefaultCardOnly (WAL-074)', () => {
    const expiredPreferred = { ...mastercard, isPreferred: true };
    expect(defaultBankCardId([expiredPreferred, amex], true)).toBe('mc');
  });

  it('lists the preferred card first (WAL-075)', () => {
    expect(preferredFirst([amex, mastercard, visa]).map((card) => card.id)).toEqual(['visa', 'amex', 'mc']);
  });

  it('preselects one SNAP card with SNAP-eligible items and an EBT total above 0 (WAL-076)', () => {
    expect(initialSelection([visa, snap], checkout).snapCards).toEqual(['snap']);
  });

  it('preselects no SNAP card without SNAP-eligible items (WAL-077)', () => {
    expect(initialSelection([visa, snap], { ...checkout, hasSnapEligibleItems: false }).snapCards).toEqual([]);
  });

  it('preselects no SNAP card when the EBT total is 0 (WAL-078)', () => {
    expect(initialSelection([visa, snap], { ...checkout, ebtTotal: 0 }).snapCards).toEqual([]);
  });

  it('preselects no gift card, even with a balance (WAL-079)', () => {
    expect(initialSelection([visa, giftA, giftB], checkout).giftCards).toEqual([]);
  });

  it('selects nothing in My Wallet mode (WAL-003)', () => {
    expect(initialSelection([visa, snap, giftA], { ...checkout, isMyWallet: true })).toEqual(none);
  });
});

describe('wallet selection', () => {
  it('replaces the single bank card when another is chosen (WAL-081)', () => {
    const chosen = toggleCard({ ...none, bankCards: ['visa'] }, amex);
    expect(chosen.bankCards).toEqual(['amex']);
  });

  it('toggles a SNAP card (WAL-082)', () => {
    const on = toggleCard(none, snap);
    expect(on.snapCards).toEqual(['snap']);
    expect(toggleCard(on, snap).snapCards).toEqual([]);
  });

  it('toggles gift cards independently (WAL-083)', () => {
    const both = toggleCard(toggleCard(none, giftA), giftB);
    expect(both.giftCards).toEqual(['giftA', 'giftB']);
    expect(toggleCard(both, giftA).giftCards).toEqual(['giftB']);
  });

  it('compares id sets, not their order (WAL-087)', () => {
    const a = { ...none, giftCards: ['giftA', 'giftB'] };
    expect(selectionChanged(a, { ...none, giftCards: ['giftB', 'giftA'] })).toBe(false);
    expect(selectionChanged(a, { ...none, giftCards: ['giftA'] })).toBe(true);
    expect(selectionChanged({ ...none, bankCards: ['visa'] }, { ...none, bankCards: ['amex'] })).toBe(true);
  });

  it('disables an expired card (WAL-088)', () => {
    const context = { isMyWallet: false, orderTotal: 50, snapPayment: 0 };
    expect(isCardDisabled(mastercard, [mastercard], none, context)).toBe(true);
    expect(isCardDisabled(amex, [amex], none, context)).toBe(false);
  });

  it('disables a gift card with a zero balance at checkout, however far the total is from covered (WAL-089)', () => {
    // The checkout's flyout applies it (CardListScreen.tsx); My Wallet chooses no card.
    const context = { isMyWallet: false, orderTotal: 500, snapPayment: 0 };
    expect(isCardDisabled(giftZero, [giftZero, giftA], none, context)).toBe(true);
    expect(isCardDisabled(giftA, [giftZero, giftA], none, context)).toBe(false);
  });

  it('disables unselected gift cards once gift cards and SNAP cover the total (WAL-090, WAL-092)', () => {
    const cards = [giftA, giftB];
    const context = { isMyWallet: false, orderTotal: 30, snapPayment: 5 };
    const selection = { ...none, giftCards: ['giftA'] };
    expect(isTotalCovered(cards, selection, context)).toBe(true);
    expect(isCardDisabled(giftB, cards, selection, context)).toBe(true);
    expect(isCardDisabled(giftA, cards, selection, context)).toBe(false);
    expect(isCardDisabled(giftB, cards, selection, { ...context, snapPayment: 0 })).toBe(false);
  });

  it('does not disable gift cards for a covered total in My Wallet mode (WAL-091)', () => {
    const cards = [giftA, giftB];
    const selection = { ...none, giftCards: ['giftA'] };
    expect(isCardDisabled(giftB, cards, selection, { isMyWallet: true, orderTotal: 10, snapPayment: 0 })).toBe(false);
  });
});

describe('wallet card operations', () => {
  it('selects an added card in its group (WAL-093)', () => {
    expect(selectAdded({ ...none, bankCards: ['visa'] }, amex).bankCards).toEqual(['amex']);
    expect(selectAdded({ ...none, giftCards: ['giftA'] }, giftB).giftCards).toEqual(['giftA', 'giftB']);
  });

  it('removes a deleted card from the selections (WAL-108)', () => {
    const selection = { bankCards: ['visa'], snapCards: ['snap'], giftCards: ['giftA'] };
    expect(withoutCard(selection, 'giftA')).toEqual({ bankCards: ['visa'], snapCards: ['snap'], giftCards: [] });
  });

  it('refuses a second SNAP card and a sixth gift card (WAL-127, WAL-128)', () => {
    expect(addBlock('snap', [visa, snap], { isMyWallet: true })).toBe('limit');
    const five = [1, 2, 3, 4, 5].map((n) => ({ ...giftA, id: `gift${n}` }));
    expect(addBlock('gift', [visa, ...five], { isMyWallet: true })).toBe('limit');
    expect(addBlock('gift', [visa, ...five.slice(1)], { isMyWallet: true })).toBeNull();
  });

  it('at checkout, a sixth gift card for the order is the order limit, before the wallet limit (PAY-102)', () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ ...giftA, id: `gift${n}` }));
    expect(addBlock('gift', [visa, ...five], { isMyWallet: false, orderGiftCards: 5 })).toBe('orderLimit');
    expect(addBlock('gift', [visa, ...five], { isMyWallet: false, orderGiftCards: 4 })).toBe('limit');
    expect(addBlock('gift', [visa], { isMyWallet: false, orderGiftCards: 4 })).toBeNull();
    expect(addBlock('gift', [visa, ...five], { isMyWallet: true, orderGiftCards: 5 })).toBe('limit');
    expect(addBlock('snap', [visa], { isMyWallet: false, orderGiftCards: 5 })).toBeNull();
  });

  it('needs a bank card before SNAP or gift cards at checkout (WAL-129)', () => {
    expect(addBlock('snap', [], { isMyWallet: false })).toBe('needsBankCard');
    expect(addBlock('gift', [], { isMyWallet: false })).toBe('needsBankCard');
    expect(addBlock('gift', [], { isMyWallet: true })).toBeNull();
    expect(addBlock('snap', [visa], { isMyWallet: false })).toBeNull();
  });
});
