import type { SecureFieldResponse } from '@aisle/contracts';
import type { BillingAddressForm } from '@aisle/contracts/walletForms';
import { createStore } from 'zustand/vanilla';
import type { WalletAction } from '../api/errorCatalogue.ts';
import {
  addBlock,
  emptySelection,
  initialSelection,
  preferredFirst,
  selectionChanged,
  selectionFromCheckout,
  toggleCard,
  type WalletSelection,
  withoutCard,
} from './selectionRules.ts';
import type { BillingAddress, FlyoutCard, WalletContext, WalletScreen } from './walletTypes.ts';
import { myWalletContext } from './walletTypes.ts';

/*
 * The wallet's state, shared by the flyout and the card box (islands of one page share module-level
 * stores, never React context): the cards, the billing addresses, the two selections (WAL-070), the
 * flyout's screen and its messages. The calls go through a `WalletGateway` so the screens do not know the
 * HTTP client; `walletGateway.ts` is the real one. The card changes are `walletCards.ts`, the billing
 * addresses `walletAddresses.ts`.
 */

/** Keys of `wallet.errors` in the copy catalogue; the screens word them. */
export type WalletErrorKey =
  | 'snapCardExists'
  | 'invalidPin'
  | 'cardLocked'
  | 'addressIssue'
  | 'contactIssuer'
  | 'giftZeroBalance'
  | 'declined'
  | 'alreadyInWallet'
  | 'fraudReject'
  | 'maxBankCards'
  | 'giftCardLimit'
  | 'giftOrderLimit'
  | 'noBankCard'
  | 'snapAddingDisabled'
  | 'giftAddingDisabled'
  | 'giftDeleteBlocked'
  | 'snapBalanceFailed'
  | 'giftBalanceFailed'
  | 'addCardFailed'
  | 'editCardFailed'
  | 'getCardsFailed'
  | 'deleteCardFailed'
  | 'getBillingFailed'
  | 'updateBillingFailed'
  | 'somethingWentWrong';

/** A message a screen shows: a catalogue key it words itself, or the call's message as the catalogue gave it. */
export type WalletMessage = { key: WalletErrorKey } | { text: string };

export type SuccessKey = 'cardAdded' | 'cardEdited' | 'cardDeleted' | 'cardUpdated';

/** A billing address typed in the card box's modals (CRD-083), not one of the list. */
export type TypedBillingAddress = Pick<BillingAddress, 'addressLine1' | 'addressLine2' | 'city' | 'stateCode' | 'zip'>;

export type NewCard = {
  firstName: string;
  lastName: string;
  billingAddressId: string;
  /** The card box's modals send the address typed in them instead of billingAddressId. */
  typedBilling?: TypedBillingAddress;
  isSaved: boolean;
  isPreferred: boolean;
  /** What the capture service answered for number, expiry and CVV: a token, never the number (FRM-001). */
  capture: SecureFieldResponse;
};

export type CardEdit = {
  firstName: string;
  lastName: string;
  billingAddressId: string;
  typedBilling?: TypedBillingAddress;
  expirationMonth: string;
  expirationYear: string;
  isPreferred: boolean;
  capture: SecureFieldResponse;
};

/** The wallet calls the flyout makes; each throws on failure, and `errorKey` words the failure. */
export type WalletGateway = {
  listCards(): Promise<FlyoutCard[]>;
  addCard(card: NewCard): Promise<FlyoutCard>;
  /** The SNAP EBT and gift card numbers and PINs travel as capture tokens. */
  addSnapCard(input: { token: string; isSaved: boolean }): Promise<FlyoutCard>;
  addGiftCard(input: { token: string }): Promise<FlyoutCard>;
  editCard(cardId: string, edit: CardEdit): Promise<FlyoutCard>;
  deleteCard(cardId: string): Promise<void>;
  makePreferred(cardId: string): Promise<void>;
  snapBalance(cardId: string, pinToken: string): Promise<number>;
  giftBalance(cardId: string): Promise<number>;
  listBillingAddresses(): Promise<BillingAddress[]>;
  saveBillingAddress(form: BillingAddressForm, addressId: string | null): Promise<BillingAddress>;
  /** The catalogue's message for a failed call, or null when it was no wallet call's failure. */
  errorMessage(error: unknown, action: WalletAction): string | null;
};

export type AddressState = {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  list: BillingAddress[];
};

/** Where the address flow was opened from, and the form it returns to. */
export type AddressReturn = 'ADD_CARD' | 'EDIT_CARD';

export type WalletState = {
  isOpen: boolean;
  context: WalletContext;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  cards: FlyoutCard[];
  /** WAL-084..086: what the shopper is choosing, and what checkout uses. */
  flyoutSelection: WalletSelection;
  checkoutSelection: WalletSelection;
  screen: WalletScreen;
  /** The screen EXIT_CONFIRM returns to, and the card the edit, delete and balance screens are about. */
  previousScreen: WalletScreen;
  cardId: string | null;
  /** The list's error (WAL-124), the SNAP and gift rows' errors (WAL-125, WAL-126). */
  error: WalletMessage | null;
  snapError: WalletMessage | null;
  /** WER-025, issue 20: the balance check found the SNAP EBT card locked (75): no PIN is asked any more. */
  isSnapLocked: boolean;
  giftError: WalletMessage | null;
  success: SuccessKey | null;
  addresses: AddressState;
  /** The billing address chosen for the card form, and the address being edited (null: a new one). */
  billingAddressId: string | null;
  editingAddressId: string | null;
  addressReturn: AddressReturn;
  /** A new billing address was just saved: the address list says so (WER-046). */
  isAddressAdded: boolean;
};

const initialState: WalletState = {
  isOpen: false,
  context: myWalletContext,
  status: 'idle',
  cards: [],
  flyoutSelection: emptySelection,
  checkoutSelection: emptySelection,
  screen: 'CARD_LIST',
  previousScreen: 'CARD_LIST',
  cardId: null,
  error: null,
  snapError: null,
  isSnapLocked: false,
  giftError: null,
  success: null,
  addresses: { status: 'idle', list: [] },
  billingAddressId: null,
  editingAddressId: null,
  addressReturn: 'ADD_CARD',
  isAddressAdded: false,
};

export const walletStore = createStore<WalletState>(() => ({ ...initialState }));

let gateway: WalletGateway | null = null;

/** The calls the wallet makes; stories and tests may set their own. */
export function setWalletGateway(next: WalletGateway): void {
  gateway = next;
}

/** The gateway set for this page (the card and address modules call through it too). */
export function walletCalls(): WalletGateway {
  if (!gateway) throw new Error('The wallet gateway is not set (setWalletGateway)');
  return gateway;
}

/** Bumped by a reset or a new load: an answer for an older generation is dropped. */
let generation = 0;

export function resetWallet(): void {
  generation += 1;
  walletStore.setState({ ...initialState }, true);
}

const get = () => walletStore.getState();
const set = (partial: Partial<WalletState>) => walletStore.setState(partial);

/** What the selection rules read of a card. */
export function selectableOf(card: FlyoutCard) {
  return {
    id: card.id,
    group: card.group,
    isExpired: card.isExpired,
    isPreferred: card.isPreferred,
    balance: card.balance,
  };
}

export function orderCards(cards: readonly FlyoutCard[]): FlyoutCard[] {
  return preferredFirst(cards);
}

/**
 * Loads the cards; on the first load of a checkout, the selection starts from what the checkout already
 * charges, otherwise from the wallet's rules.
 */
export async function loadWallet(): Promise<void> {
  generation += 1;
  const current = generation;
  set({ status: 'loading', error: null });
  try {
    const cards = orderCards(await walletCalls().listCards());
    if (current !== generation) return;
    const { context, checkoutSelection, status } = get();
    const isFirstLoad = status !== 'loaded' && selectionIsEmpty(checkoutSelection);
    const selectable = cards.map(selectableOf);
    const startSelection = isFirstLoad
      ? (selectionFromCheckout(selectable, context) ?? initialSelection(selectable, context))
      : prune(checkoutSelection, cards);
    set({
      status: 'loaded',
      cards,
      checkoutSelection: startSelection,
      flyoutSelection: context.isMyWallet ? emptySelection : startSelection,
    });
  } catch (error) {
    if (current !== generation) return;
    set({ status: 'error', error: messageOf(error, 'getCards', 'getCardsFailed') });
  }
}

function selectionIsEmpty(selection: WalletSelection): boolean {
  return selection.bankCards.length + selection.snapCards.length + selection.giftCards.length === 0;
}

function prune(selection: WalletSelection, cards: readonly FlyoutCard[]): WalletSelection {
  const ids = new Set(cards.map((card) => card.id));
  return {
    bankCards: selection.bankCards.filter((id) => ids.has(id)),
    snapCards: selection.snapCards.filter((id) => ids.has(id)),
    giftCards: selection.giftCards.filter((id) => ids.has(id)),
  };
}

/**
 * Opens the flyout (WAL-084: the flyout selection starts as checkout's). At checkout without bank cards
 * it opens on ADD_CARD (WAL-007).
 */
export async function openWallet(context: WalletContext): Promise<void> {
  const { checkoutSelection } = get();
  set({
    isOpen: true,
    context,
    screen: 'CARD_LIST',
    cardId: null,
    success: null,
    flyoutSelection: context.isMyWallet ? emptySelection : checkoutSelection,
  });
  if (get().status !== 'loaded') await loadWallet();
  const { cards, status } = get();
  if (!context.isMyWallet && status === 'loaded' && !cards.some((card) => card.group === 'bank')) {
    openAddCard();
  }
}

/** WAL-124..126: closing clears the wallet's messages; the flyout selection is dropped. */
export function closeWallet(): void {
  set({
    isOpen: false,
    screen: 'CARD_LIST',
    cardId: null,
    error: null,
    snapError: null,
    giftError: null,
    success: null,
    isAddressAdded: false,
    flyoutSelection: get().checkoutSelection,
  });
}

export function hasChanges(): boolean {
  const { context, flyoutSelection, checkoutSelection } = get();
  return !context.isMyWallet && selectionChanged(checkoutSelection, flyoutSelection);
}

/** Close, Cancel, Escape and a click outside: at checkout a changed selection asks first (WAL-120, WAL-123). */
export function requestExit(): void {
  const { screen } = get();
  if (screen === 'EXIT_CONFIRM') {
    set({ screen: get().previousScreen });
    return;
  }
  if (hasChanges()) set({ previousScreen: screen, screen: 'EXIT_CONFIRM' });
  else closeWallet();
}

/** WAL-121: 'Yes, Discard Changes'. */
export function discardChanges(): void {
  closeWallet();
}

/** WAL-122: 'No, Keep Changes'. */
export function keepChanges(): void {
  set({ screen: 'CARD_LIST' });
}

/** WAL-085, WAL-118, WAL-119: Confirm needs a bank card, then checkout takes the flyout's selection. */
export function confirmSelection(): boolean {
  const { flyoutSelection } = get();
  if (flyoutSelection.bankCards.length === 0) {
    set({ error: { key: 'noBankCard' } });
    return false;
  }
  set({ checkoutSelection: flyoutSelection });
  closeWallet();
  return true;
}

export function chooseCard(cardId: string): void {
  const card = get().cards.find((each) => each.id === cardId);
  if (!card || get().context.isMyWallet) return;
  set({ flyoutSelection: toggleCard(get().flyoutSelection, card), error: null });
}

/** CBX-014, CBX-015: a SNAP or gift card leaves checkout's selection from the card box. */
export function removeFromCheckout(cardId: string): void {
  const { checkoutSelection, flyoutSelection } = get();
  set({
    checkoutSelection: withoutCard(checkoutSelection, cardId),
    flyoutSelection: withoutCard(flyoutSelection, cardId),
  });
}

export function goToList(): void {
  set({ screen: 'CARD_LIST', cardId: null });
}

export function openAddCard(): void {
  const firstAddress = get().addresses.list[0]?.id ?? null;
  set({ screen: 'ADD_CARD', cardId: null, billingAddressId: get().billingAddressId ?? firstAddress, error: null });
}

/** WAL-127..129, PAY-102: the SNAP and gift add buttons tell why they cannot add instead of opening the form. */
export function openAddExtra(group: 'snap' | 'gift'): void {
  const { cards, context, flyoutSelection } = get();
  const block = addBlock(group, cards.map(selectableOf), {
    isMyWallet: context.isMyWallet,
    orderGiftCards: flyoutSelection.giftCards.length,
  });
  const errorField = group === 'snap' ? 'snapError' : 'giftError';
  // PAY-102: the order already has five gift cards.
  if (block === 'orderLimit') {
    set({ giftError: { key: 'giftOrderLimit' } });
    return;
  }
  if (block === 'limit') {
    set({ [errorField]: { key: group === 'snap' ? 'snapCardExists' : 'giftCardLimit' } });
    return;
  }
  if (block === 'needsBankCard') {
    set({ [errorField]: { key: group === 'snap' ? 'snapAddingDisabled' : 'giftAddingDisabled' } });
    return;
  }
  set({ screen: group === 'snap' ? 'ADD_SNAP_EBT_CARD' : 'ADD_GIFT_CARD', [errorField]: null });
}

export function openEdit(cardId: string): void {
  const card = get().cards.find((each) => each.id === cardId);
  set({ screen: 'EDIT_CARD', cardId, billingAddressId: card?.billingAddressId ?? null, error: null });
}

export function openDelete(cardId: string): void {
  const { cards, context } = get();
  const card = cards.find((each) => each.id === cardId);
  // PAY-109: at checkout a gift card with money known on it is not deleted from the payment options.
  if (!context.isMyWallet && card?.group === 'gift' && (card.balance ?? 0) > 0) {
    set({ giftError: { key: 'giftDeleteBlocked' } });
    return;
  }
  set({ screen: 'DELETE_CARD', cardId, error: null });
}

/** WAL-113: the balance form opens only for a SNAP card without a balance. */
export function openCheckBalance(cardId: string): void {
  const card = get().cards.find((each) => each.id === cardId);
  if (!card || card.balance !== undefined) return;
  set({ screen: 'CHECK_BALANCE', cardId, snapError: null, isSnapLocked: false });
}

export function clearSuccess(): void {
  set({ success: null });
}

/** A failed call's message: the catalogue's (by status, code and action), or the action's own key. */
export function messageOf(error: unknown, action: WalletAction, fallback: WalletErrorKey): WalletMessage {
  const text = walletCalls().errorMessage(error, action);
  return text ? { text } : { key: fallback };
}
