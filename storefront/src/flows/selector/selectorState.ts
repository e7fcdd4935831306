/*
 * The selector's state and the calls that open and close it: all the header, the cart and a page need
 * before the selector's screens load. What the screens do (go to a screen, load options, choose a mode)
 * is in selectorStore.ts, loaded with them (docs/performance.md).
 */
import type { Modality } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { sessionStore } from '../../lib/stores/sessionStore.ts';
import type { ModalityOptions, ModalityOptionsInput } from './selectorGateway.ts';

/** The selector's screens (spec account-and-selector 2, "Shopping-mode selector"); one shows at a time (SEL-002). */
export const selectorScreens = [
  'default',
  'storeSelection',
  'addressBook',
  'addressBookV2',
  'addAddress',
  'signIn',
  'viewTimeslots',
] as const;
export type SelectorScreen = (typeof selectorScreens)[number];

/** Address book v2 sub-views, in the spec's back order: each steps back to the one before it (SEL-062..066). */
export const addressBookV2Views = [
  'reserveYourTime',
  'noAddress',
  'list',
  'emptyForm',
  'addressForm',
  'confirmForm',
] as const;
export type AddressBookV2View = (typeof addressBookV2Views)[number];

export const selectorOrigins = ['header', 'cart', 'checkout', 'scheduling'] as const;
export type SelectorOrigin = (typeof selectorOrigins)[number];

export type SelectorOpenOptions = {
  /** The first screen; store selection when `onlyStoreSelection`, the default screen otherwise. */
  screen?: SelectorScreen;
  /** The option (v2 tab) to start on. */
  modality?: Modality;
  /** Where the selector was opened: cart, checkout and scheduling show one block without tabs (SEL-024..026). */
  origin?: SelectorOrigin;
  /** SEL-033: only the store selection menu, no way to the other screens. */
  onlyStoreSelection?: boolean;
  /** SEL-034: no Back header. */
  hideBackHeader?: boolean;
  /** SEL-035, SEL-029: opened from the cart, so the header reads 'Change Store'. */
  openedFromCart?: boolean;
  /** SEL-001: a modal dialog (default) or a panel inside the page. */
  presentation?: 'modal' | 'panel';
};

/**
 * Why the options call failed, as the spec's error catalogue sorts it (account-and-selector 8, Selector):
 * - invalidZip: the ZIP is marked invalid (code address_validation_fail_modality_options, 400 or 404);
 * - noStores: 'No Stores were found within 500 Miles...' (NO_STORES_FOUND, or any other HTTP status);
 * - service: no answer at all (offline, network, timeout): `message` is the API layer's words when it has some.
 */
export type ModalityOptionsFailure = { kind: 'invalidZip' | 'noStores' | 'service'; message?: string };

export type ModalityOptionsState = {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  data: ModalityOptions | null;
  error: ModalityOptionsFailure | null;
  /** What the last call asked about, so a screen can refetch or say where the results are from. */
  input: ModalityOptionsInput | null;
};

export type ZipState = {
  value: string;
  /** True after the shopper searched by ZIP: the store lists show that ZIP's stores (cleared by SEL-072). */
  isSearchMode: boolean;
  /** SEL-111, SEL-153: the input is marked invalid (client rule or the server's answer). */
  isInvalid: boolean;
};

export type SelectorState = {
  isOpen: boolean;
  screen: SelectorScreen;
  /** Screens to go Back to, oldest first (SEL-061). */
  history: SelectorScreen[];
  options: SelectorOpenOptions;
  /** The option (or v2 tab) being chosen; not yet the shopper's active mode. */
  modality: Modality | null;
  zip: ZipState;
  v2View: AddressBookV2View;
  /** The v2 sub-views visited, oldest first; Back follows the spec's fixed order, not this trail. */
  v2History: AddressBookV2View[];
  modalityOptions: ModalityOptionsState;
  /** A screen may name itself more precisely than its default title (e.g. 'Edit Delivery Address'). */
  screenTitle: string | null;
};

export const idleOptions: ModalityOptionsState = { status: 'idle', data: null, error: null, input: null };
const emptyZip: ZipState = { value: '', isSearchMode: false, isInvalid: false };

export function initialState(): SelectorState {
  return {
    isOpen: false,
    screen: 'default',
    history: [],
    options: {},
    modality: null,
    zip: { ...emptyZip },
    v2View: 'reserveYourTime',
    v2History: [],
    modalityOptions: { ...idleOptions },
    screenTitle: null,
  };
}

/** The selector's state on this page; module-level so the header, cart and scheduling islands share it. */
export const selectorStore = createStore<SelectorState>(() => initialState());

/** The address views need an account: a known guest is shown the sign-in screen instead (SEL-129). */
const signedInScreens: readonly SelectorScreen[] = ['addressBook', 'addressBookV2', 'addAddress'];

export function forGuest(screen: SelectorScreen): SelectorScreen {
  const isGuest = sessionStore.getState().status === 'signedOut';
  return isGuest && signedInScreens.includes(screen) ? 'signIn' : screen;
}

/** The screen a set of open options starts on. */
export function firstScreen(options: SelectorOpenOptions): SelectorScreen {
  if (options.screen) return forGuest(options.screen);
  return options.onlyStoreSelection ? 'storeSelection' : 'default';
}

let returnFocusTo: HTMLElement | null = null;

/** Where focus goes when the selector closes: the control that opened it. Taken once. */
export function takeReturnFocus(): HTMLElement | null {
  const target = returnFocusTo;
  returnFocusTo = null;
  return target;
}

/** Opens the selector (SEL-001, SEL-031..035); a second call while open restarts it with the new options. */
export function openSelector(options: SelectorOpenOptions = {}): void {
  if (!selectorStore.getState().isOpen && typeof document !== 'undefined') {
    returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  const origin = options.origin ?? (options.openedFromCart ? 'cart' : 'header');
  const normalised: SelectorOpenOptions = {
    ...options,
    origin,
    openedFromCart: options.openedFromCart ?? origin === 'cart',
  };
  selectorStore.setState((state) => ({
    isOpen: true,
    screen: firstScreen(normalised),
    history: [],
    options: normalised,
    modality: options.modality ?? state.modality,
    v2View: 'reserveYourTime',
    v2History: [],
    screenTitle: null,
  }));
}

/** Closes the selector; the ZIP and the last options stay for the next opening on this page. */
export function closeSelector(): void {
  selectorStore.setState({ isOpen: false, history: [], v2History: [] });
}
