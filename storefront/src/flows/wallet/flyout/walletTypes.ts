import type { CardBrand } from '@aisle/design-system/format';
import type { SelectionGroup, WalletSelection } from './selectionRules.ts';

/** The flyout's screens (spec section 2 "Wallet flyout screens"); the wallet has no URL routes (WAL-006). */
export const walletScreens = [
  'CARD_LIST',
  'ADD_CARD',
  'ADD_SNAP_EBT_CARD',
  'ADD_GIFT_CARD',
  'EDIT_CARD',
  'DELETE_CARD',
  'ADDRESS_LIST',
  'UPDATE_ADDRESS',
  'CHECK_BALANCE',
  'EXIT_CONFIRM',
] as const;
export type WalletScreen = (typeof walletScreens)[number];

/** A billing address as the flyout shows and edits it. */
export type BillingAddress = {
  id: string;
  type: 'HOME' | 'DELIVERY' | 'BILLING';
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateCode: string;
  zip: string;
  countryCode: 'US' | 'CA';
};

/** A wallet card as the flyout shows it. */
export type FlyoutCard = {
  id: string;
  group: SelectionGroup;
  brand: CardBrand;
  lastFour: string;
  /** Two digits; empty for SNAP EBT and gift cards. */
  expirationMonth: string;
  expirationYear: string;
  isExpired: boolean;
  isSaved: boolean;
  isPreferred: boolean;
  /** SNAP EBT and gift cards: dollars once known. */
  balance?: number | undefined;
  /** A gift card whose balance lookup failed shows 'Balance Error' (WAL-054). */
  balanceFailed?: boolean;
  firstName: string;
  lastName: string;
  billingAddressId: string | null;
  /** Whether the wallet holds a billing address for the card: a bank card without one cannot pay (CBX-024). */
  hasBillingAddress: boolean;
  /** What the balance and edit calls send back for this card. */
  paymentGram: string;
  bin: string | null;
};

/** Where the wallet is opened and what it knows of the order (the spec's uiConfig and checkoutConfig). */
export type WalletContext = {
  isMyWallet: boolean;
  /** Opened from the checkout card box: the add and check-balance screens show no back arrow (WAL-015). */
  isFromCardBox: boolean;
  showSnapCards: boolean;
  showGiftCards: boolean;
  saveCardOptionEnabled: boolean;
  selectDefaultCardOnly: boolean;
  /** Order total and SNAP-eligible total in dollars (0 in My Wallet). */
  orderTotal: number;
  ebtTotal: number;
  hasSnapEligibleItems: boolean;
  /** At checkout, the cards the checkout already charges (issue 20): the card box starts from them. */
  payingWith?: WalletSelection | null;
};

export const myWalletContext: WalletContext = {
  isMyWallet: true,
  isFromCardBox: false,
  showSnapCards: true,
  showGiftCards: true,
  saveCardOptionEnabled: true,
  selectDefaultCardOnly: false,
  orderTotal: 0,
  ebtTotal: 0,
  hasSnapEligibleItems: false,
};
