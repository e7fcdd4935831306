import { isApiError } from '../../../lib/api/index.ts';
import { selectAdded, withoutCard } from './selectionRules.ts';
import {
  type CardEdit,
  closeWallet,
  goToList,
  messageOf,
  type NewCard,
  orderCards,
  type WalletState,
  walletCalls,
  walletStore,
} from './walletStore.ts';
import type { FlyoutCard } from './walletTypes.ts';

/*
 * The wallet's card changes (WAL-093..116): add, edit, delete, make preferred, and the SNAP EBT and gift
 * card balances. Each call goes through the page's gateway; the store then holds the cards as they now are.
 */

const get = () => walletStore.getState();
const set = (partial: Partial<WalletState>) => walletStore.setState(partial);

function replaceCard(cards: readonly FlyoutCard[], card: FlyoutCard): FlyoutCard[] {
  return cards.map((each) => (each.id === card.id ? card : each));
}

/** WAL-094: a preferred card clears the flag of every other card. */
function withPreferred(cards: readonly FlyoutCard[], preferredId: string): FlyoutCard[] {
  return cards.map((card) =>
    card.group === 'bank'
      ? { ...card, isPreferred: card.id === preferredId, isSaved: card.isSaved || card.id === preferredId }
      : card,
  );
}

/** Adds a credit/debit card (WAL-093..098, WAL-115); the form words a failure from the thrown key. */
export async function addBankCard(input: NewCard): Promise<void> {
  // WAL-098: a preferred card is always saved; WAL-097: an unticked Save gives an unsaved card.
  const request = { ...input, isSaved: input.isSaved || input.isPreferred };
  const card = await walletCalls().addCard(request);
  let cards = [...get().cards, { ...card, isSaved: request.isSaved }];
  if (card.isPreferred || request.isPreferred) cards = withPreferred(cards, card.id);
  finishAdd(orderCards(cards), card);
}

function finishAdd(cards: FlyoutCard[], card: FlyoutCard): void {
  const { context, flyoutSelection } = get();
  set({
    cards,
    flyoutSelection: context.isMyWallet ? flyoutSelection : selectAdded(flyoutSelection, card),
    screen: 'CARD_LIST',
    cardId: null,
    success: 'cardAdded',
    error: null,
  });
}

/**
 * CRD-035, CRD-122: the card box's 'Add a Credit or Debit Card' modal: the card joins the wallet and becomes
 * the bank card checkout uses (no flyout screen changes; the modal shows its own toast).
 */
export async function addCardFromBox(input: NewCard): Promise<void> {
  const card = await walletCalls().addCard({ ...input, isSaved: true });
  const { cards, checkoutSelection, flyoutSelection } = get();
  set({
    cards: orderCards([...cards, { ...card, isSaved: true }]),
    checkoutSelection: selectAdded(checkoutSelection, card),
    flyoutSelection: selectAdded(flyoutSelection, card),
  });
}

/** CRD-037, WER-045: the card box's 'Edit Card' modal: the edited card replaces the old one everywhere. */
export async function editCardFromBox(cardId: string, edit: CardEdit): Promise<void> {
  const card = await walletCalls().editCard(cardId, edit);
  let cards = replaceCard(get().cards, card);
  if (edit.isPreferred) cards = withPreferred(cards, card.id);
  set({ cards: orderCards(cards) });
}

/** WAL-099, WAL-100: the SNAP card replaces the SNAP list. */
export async function addSnapCard(input: { token: string; isSaved: boolean }): Promise<void> {
  const card = await walletCalls().addSnapCard(input);
  const cards = [...get().cards.filter((each) => each.group !== 'snap'), card];
  finishAdd(orderCards(cards), card);
}

/** WAL-104, WAL-105: appended; selected only when its balance is available (WAL-080). */
export async function addGiftCard(input: { token: string }): Promise<void> {
  const card = await walletCalls().addGiftCard(input);
  const cards = [...get().cards, card];
  const { context, flyoutSelection } = get();
  const hasBalance = card.balance !== undefined && card.balance > 0;
  set({
    cards,
    flyoutSelection: context.isMyWallet || !hasBalance ? flyoutSelection : selectAdded(flyoutSelection, card),
    screen: 'CARD_LIST',
    success: 'cardAdded',
    giftError: null,
  });
}

/** WAL-106, WAL-116: the edited card replaces the old one everywhere. */
export async function editCard(cardId: string, edit: CardEdit): Promise<void> {
  const card = await walletCalls().editCard(cardId, edit);
  let cards = replaceCard(get().cards, card);
  if (edit.isPreferred) cards = withPreferred(cards, card.id);
  set({ cards: orderCards(cards), screen: 'CARD_LIST', cardId: null, success: 'cardEdited', error: null });
}

/** WAL-107..109: gone from the wallet and the selections; an unsaved card needs no call. */
export async function deleteCard(cardId: string): Promise<void> {
  const card = get().cards.find((each) => each.id === cardId);
  if (!card) return;
  if (card.isSaved) {
    try {
      await walletCalls().deleteCard(cardId);
    } catch (error) {
      set({ error: messageOf(error, 'deleteCard', 'deleteCardFailed'), screen: 'CARD_LIST', cardId: null });
      return;
    }
  }
  const { cards, flyoutSelection, checkoutSelection } = get();
  set({
    cards: cards.filter((each) => each.id !== cardId),
    flyoutSelection: withoutCard(flyoutSelection, cardId),
    checkoutSelection: withoutCard(checkoutSelection, cardId),
    screen: 'CARD_LIST',
    cardId: null,
    success: 'cardDeleted',
  });
}

/** WAL-110..112: preferred, selected, 'Card Updated!'; a failure says 'Something went wrong' (WER-031). */
export async function makePreferred(cardId: string): Promise<void> {
  try {
    await walletCalls().makePreferred(cardId);
  } catch (error) {
    set({ error: messageOf(error, 'makePreferred', 'somethingWentWrong') });
    return;
  }
  const { context, flyoutSelection, cards } = get();
  const card = cards.find((each) => each.id === cardId);
  set({
    cards: orderCards(withPreferred(cards, cardId)),
    flyoutSelection: context.isMyWallet || !card ? flyoutSelection : selectAdded(flyoutSelection, card),
    success: 'cardUpdated',
    error: null,
  });
}

/**
 * WAL-101..103: every SNAP card gets the balance; the flyout returns to the list, or closes when it was
 * opened from the card box. A failure stays on the form with its message (WER-026).
 */
export async function checkSnapBalance(cardId: string, pinToken: string): Promise<void> {
  try {
    const balance = await walletCalls().snapBalance(cardId, pinToken);
    set({
      cards: get().cards.map((card) => (card.group === 'snap' ? { ...card, balance } : card)),
      snapError: null,
    });
    if (get().context.isFromCardBox) closeWallet();
    else goToList();
  } catch (error) {
    set({
      snapError: messageOf(error, 'ebtBalance', 'snapBalanceFailed'),
      isSnapLocked: isApiError(error) && error.code === '75',
    });
  }
}

/** WAL-053, WAL-054: a gift row's 'Retry' looks the balance up again. */
export async function retryGiftBalance(cardId: string): Promise<void> {
  try {
    const balance = await walletCalls().giftBalance(cardId);
    set({
      cards: get().cards.map((card) => (card.id === cardId ? { ...card, balance, balanceFailed: false } : card)),
      giftError: null,
    });
  } catch (error) {
    set({
      cards: get().cards.map((card) => (card.id === cardId ? { ...card, balanceFailed: true } : card)),
      giftError: messageOf(error, 'giftBalance', 'giftBalanceFailed'),
    });
  }
}
