import { walletLimits } from '@aisle/contracts/walletRules';

/*
 * The wallet's selection rules (spec section 4 "Wallet initial load" and "Selection rules"), pure so the
 * flyout, the card box and the unit tests share one copy. A card is reduced to what the rules read
 * (`SelectableCard`); the store maps the wallet's cards onto it.
 */

export const selectionGroups = ['bank', 'snap', 'gift'] as const;
export type SelectionGroup = (typeof selectionGroups)[number];

/** What the rules need to know of a card. `balance` is in dollars; undefined until it is known. */
export type SelectableCard = {
  id: string;
  group: SelectionGroup;
  isExpired: boolean;
  isPreferred: boolean;
  balance?: number | undefined;
};

/** One selection per group: at most one bank card (radio), any SNAP and gift cards (checkboxes). WAL-070. */
export type WalletSelection = { bankCards: string[]; snapCards: string[]; giftCards: string[] };

/** The selection's list of a group. */
export const selectionKey = { bank: 'bankCards', snap: 'snapCards', gift: 'giftCards' } as const;

export const emptySelection: WalletSelection = { bankCards: [], snapCards: [], giftCards: [] };

export type LoadContext = {
  isMyWallet: boolean;
  selectDefaultCardOnly: boolean;
  hasSnapEligibleItems: boolean;
  /** The order's SNAP-eligible total in dollars. */
  ebtTotal: number;
  /** What the checkout already charges (a reload, a return to it): the selection starts from it (issue 20). */
  payingWith?: WalletSelection | null | undefined;
};

/** WAL-075: the preferred card first, the others in the wallet's order. */
export function preferredFirst<Card extends Pick<SelectableCard, 'isPreferred'>>(cards: readonly Card[]): Card[] {
  return [...cards.filter((card) => card.isPreferred), ...cards.filter((card) => !card.isPreferred)];
}

/**
 * WAL-071..074: the preferred card; an expired preferred card gives way to the first unexpired card, or
 * to the first card when all are expired, unless `selectDefaultCardOnly` keeps it. Without a preferred
 * card, the first unexpired card (docs/spec-decisions.md, wallet flyout).
 */
export function defaultBankCardId(bankCards: readonly SelectableCard[], selectDefaultCardOnly: boolean): string | null {
  const preferred = bankCards.find((card) => card.isPreferred);
  if (preferred && (!preferred.isExpired || selectDefaultCardOnly)) return preferred.id;
  const unexpired = bankCards.find((card) => !card.isExpired);
  if (unexpired) return unexpired.id;
  return preferred ? (bankCards[0]?.id ?? null) : null;
}

/**
 * The selection a wallet starts with (WAL-003, WAL-071..080): none in My Wallet; at checkout the default
 * bank card, one SNAP card when the basket has SNAP-eligible items and an EBT total above 0, no gift card.
 */
export function initialSelection(cards: readonly SelectableCard[], context: LoadContext): WalletSelection {
  if (context.isMyWallet) return { bankCards: [], snapCards: [], giftCards: [] };
  const bankId = defaultBankCardId(
    cards.filter((card) => card.group === 'bank'),
    context.selectDefaultCardOnly,
  );
  const snapCard = cards.find((card) => card.group === 'snap');
  const preselectSnap = context.hasSnapEligibleItems && context.ebtTotal > 0 && snapCard !== undefined;
  return { bankCards: bankId ? [bankId] : [], snapCards: preselectSnap ? [snapCard.id] : [], giftCards: [] };
}

/**
 * Issue 20: what the checkout already charges is what the card box shows after a reload, not the wallet's
 * defaults; only cards the wallet still holds. Without a bank card among them, the default bank card.
 * Null when the checkout charges nothing yet (the wallet's rules choose, initialSelection).
 */
export function selectionFromCheckout(cards: readonly SelectableCard[], context: LoadContext): WalletSelection | null {
  const carried = context.payingWith;
  if (context.isMyWallet || !carried) return null;
  const held = (group: SelectionGroup, ids: readonly string[]) =>
    ids.filter((id) => cards.some((card) => card.id === id && card.group === group));
  const bankCards = held('bank', carried.bankCards).slice(0, 1);
  const snapCards = held('snap', carried.snapCards).slice(0, 1);
  const giftCards = held('gift', carried.giftCards);
  if (bankCards.length + snapCards.length + giftCards.length === 0) return null;
  const fallback = defaultBankCardId(
    cards.filter((card) => card.group === 'bank'),
    context.selectDefaultCardOnly,
  );
  return { bankCards: bankCards.length > 0 ? bankCards : fallback ? [fallback] : [], snapCards, giftCards };
}

/** WAL-081..083: a bank card replaces the one chosen; SNAP and gift cards toggle. */
export function toggleCard(selection: WalletSelection, card: Pick<SelectableCard, 'id' | 'group'>): WalletSelection {
  if (card.group === 'bank') return { ...selection, bankCards: [card.id] };
  const key = selectionKey[card.group];
  const current = selection[key];
  const next = current.includes(card.id) ? current.filter((id) => id !== card.id) : [...current, card.id];
  return { ...selection, [key]: next };
}

/** A card added in a group becomes selected there (WAL-093); a radio group replaces its choice. */
export function selectAdded(selection: WalletSelection, card: Pick<SelectableCard, 'id' | 'group'>): WalletSelection {
  if (card.group === 'bank') return { ...selection, bankCards: [card.id] };
  const key = selectionKey[card.group];
  if (selection[key].includes(card.id)) return selection;
  return { ...selection, [key]: [...selection[key], card.id] };
}

/** WAL-108: a deleted card leaves every group. */
export function withoutCard(selection: WalletSelection, cardId: string): WalletSelection {
  return {
    bankCards: selection.bankCards.filter((id) => id !== cardId),
    snapCards: selection.snapCards.filter((id) => id !== cardId),
    giftCards: selection.giftCards.filter((id) => id !== cardId),
  };
}

/** WAL-087: two selections differ when their id sets differ, whatever the order. */
export function selectionChanged(before: WalletSelection, after: WalletSelection): boolean {
  return selectionGroups.some((group) => {
    const a = new Set(before[selectionKey[group]]);
    const b = new Set(after[selectionKey[group]]);
    return a.size !== b.size || [...a].some((id) => !b.has(id));
  });
}

export type CoverageContext = {
  isMyWallet: boolean;
  /** The order total in dollars. */
  orderTotal: number;
  /** What the selected SNAP card pays, in dollars (0 when none is selected). */
  snapPayment: number;
};

/** The selected gift cards plus the SNAP payment cover the order total (WAL-090, WAL-092). */
export function isTotalCovered(
  cards: readonly SelectableCard[],
  selection: WalletSelection,
  context: CoverageContext,
): boolean {
  if (context.isMyWallet || context.orderTotal <= 0) return false;
  const giftTotal = cards
    .filter((card) => card.group === 'gift' && selection.giftCards.includes(card.id))
    .reduce((sum, card) => sum + (card.balance ?? 0), 0);
  return giftTotal + context.snapPayment >= context.orderTotal;
}

/**
 * WAL-088..092: expired cards, gift cards with a zero balance, and, at checkout, unselected gift cards
 * while the total is already covered cannot be selected.
 */
export function isCardDisabled(
  card: SelectableCard,
  cards: readonly SelectableCard[],
  selection: WalletSelection,
  context: CoverageContext,
): boolean {
  if (card.isExpired) return true;
  if (card.group !== 'gift') return false;
  if (card.balance !== undefined && card.balance <= 0) return true;
  if (selection.giftCards.includes(card.id)) return false;
  return isTotalCovered(cards, selection, context);
}

export type AddBlock = 'orderLimit' | 'limit' | 'needsBankCard' | null;

/**
 * Why a SNAP or gift card cannot be added now: at checkout, five gift cards already chosen for the order
 * (PAY-102; the order's limit is the wallet's five, as the server's MAX_GIFT_CARDS_PER_ORDER); the
 * wallet's limit (WAL-127, WAL-128); or, at checkout, no bank card yet (WAL-129).
 */
export function addBlock(
  group: 'snap' | 'gift',
  cards: readonly SelectableCard[],
  { isMyWallet, orderGiftCards = 0 }: { isMyWallet: boolean; orderGiftCards?: number },
): AddBlock {
  if (!isMyWallet && group === 'gift' && orderGiftCards >= walletLimits.giftCards) return 'orderLimit';
  if (cards.filter((card) => card.group === group).length >= walletLimits[selectionKey[group]]) return 'limit';
  if (!isMyWallet && !cards.some((card) => card.group === 'bank')) return 'needsBankCard';
  return null;
}
