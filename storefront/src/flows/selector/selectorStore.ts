import type { Modality } from '@aisle/contracts';
import { isApiError } from '../../lib/api/index.ts';
import { loadSession } from '../../lib/stores/session.ts';
import { loadShoppingMode } from '../../lib/stores/shoppingMode.ts';
import { fetchModalityOptions, type ModalityOptionsInput } from './selectorGateway.ts';
import {
  type AddressBookV2View,
  addressBookV2Views,
  forGuest,
  idleOptions,
  initialState,
  type ModalityOptionsFailure,
  type ModalityOptionsState,
  type SelectorScreen,
  type SelectorState,
  selectorStore,
} from './selectorState.ts';

export * from './selectorState.ts';

/** Shows another screen; Back returns to this one (SEL-061). */
export function goTo(requested: SelectorScreen): void {
  const screen = forGuest(requested);
  selectorStore.setState((state) => {
    if (state.screen === screen) return state;
    // SEL-033: opened for store selection only, the selector never leaves it.
    if (state.options.onlyStoreSelection && screen !== 'storeSelection') return state;
    return { screen, history: [...state.history, state.screen], screenTitle: null };
  });
}

/** True when Back has somewhere to go. */
export function canGoBack(state: SelectorState = selectorStore.getState()): boolean {
  if (state.screen === 'addressBookV2' && addressBookV2Views.indexOf(state.v2View) > 0) return true;
  return state.history.length > 0;
}

/** Back: within address book v2 the previous sub-view in the spec's order, otherwise the previous screen. */
export function back(): void {
  const state = selectorStore.getState();
  if (state.screen === 'addressBookV2' && addressBookV2Views.indexOf(state.v2View) > 0) {
    backV2();
    return;
  }
  const previous = state.history.at(-1);
  if (!previous) return;
  selectorStore.setState({ screen: previous, history: state.history.slice(0, -1), screenTitle: null });
}

export function goToV2(view: AddressBookV2View): void {
  if (forGuest('addressBookV2') === 'signIn') {
    goTo('signIn');
    return;
  }
  selectorStore.setState((state) => {
    if (state.screen === 'addressBookV2' && state.v2View === view) return state;
    const enteringV2 = state.screen !== 'addressBookV2';
    return {
      screenTitle: null,
      v2View: view,
      v2History: enteringV2 ? [] : [...state.v2History, state.v2View],
      ...(enteringV2 ? { screen: 'addressBookV2' as const, history: [...state.history, state.screen] } : {}),
    };
  });
}

/** SEL-062..066: confirm → address form → empty form → list → no address → reserve your time. */
export function backV2(): void {
  selectorStore.setState((state) => {
    const index = addressBookV2Views.indexOf(state.v2View);
    const previous = addressBookV2Views[index - 1];
    if (!previous) return state;
    return { v2View: previous, v2History: state.v2History.slice(0, -1), screenTitle: null };
  });
}

/** The latest options call: a slower, earlier answer never overwrites what came after it. */
let latestRequest = 0;

export function setZipValue(value: string): void {
  selectorStore.setState((state) => ({ zip: { ...state.zip, value, isInvalid: false } }));
}

/**
 * The field refuses the ZIP: its error shows, and a failed search's message for an earlier ZIP ('No Stores
 * were found…') goes, as does any answer still on its way for it (issue 20: both stayed under the error).
 */
export function markZipInvalid(): void {
  latestRequest += 1;
  selectorStore.setState((state) => ({
    zip: { ...state.zip, isInvalid: true },
    ...(state.modalityOptions.status === 'error' || state.modalityOptions.status === 'loading'
      ? { modalityOptions: { ...idleOptions } }
      : {}),
  }));
}

/** SEL-072: choosing a store ends the ZIP search mode. */
export function clearZipSearchMode(): void {
  selectorStore.setState((state) => ({ zip: { ...state.zip, isSearchMode: false } }));
}

/** Sorts an options-call failure into the spec's catalogue (SEL-153..157). */
export function classifyOptionsFailure(error: unknown): ModalityOptionsFailure {
  if (!isApiError(error)) return { kind: 'service' };
  // NO_STORES_FOUND answers 400 too, so it is checked before the 400 rule (SEL-156).
  if (error.code === 'NO_STORES_FOUND') return { kind: 'noStores' };
  if ((error.code as string | undefined) === 'address_validation_fail_modality_options') return { kind: 'invalidZip' };
  if (error.kind === 'http' && (error.status === 400 || error.status === 404)) return { kind: 'invalidZip' };
  // SEL-157: any other HTTP status.
  if (error.kind === 'http') return { kind: 'noStores' };
  // SEL-155: no answer at all; offline and network failures carry the API layer's connection words.
  if (error.kind === 'offline' || error.kind === 'network') return { kind: 'service', message: error.userMessage };
  return { kind: 'service' };
}

/**
 * Fetches the modality options for a ZIP, an address or a point (SEL-137..141). A postal-code search turns
 * ZIP search mode on. Only the latest call's answer is kept: a slow earlier answer never overwrites it.
 */
export async function loadModalityOptions(input: ModalityOptionsInput): Promise<ModalityOptionsState> {
  latestRequest += 1;
  const request = latestRequest;
  selectorStore.setState((state) => ({
    modalityOptions: { ...state.modalityOptions, status: 'loading', error: null, input },
    ...(input.postalCode ? { zip: { value: input.postalCode, isSearchMode: true, isInvalid: false } } : {}),
  }));
  try {
    const data = await fetchModalityOptions(input);
    if (request === latestRequest) {
      selectorStore.setState({ modalityOptions: { status: 'loaded', data, error: null, input } });
    }
  } catch (error) {
    if (request === latestRequest) {
      const failure = classifyOptionsFailure(error);
      selectorStore.setState((state) => ({
        modalityOptions: { status: 'error', data: null, error: failure, input },
        ...(failure.kind === 'invalidZip' ? { zip: { ...state.zip, isInvalid: true } } : {}),
      }));
      if (failure.kind === 'invalidZip') reportConstraintError('server', input);
    }
  }
  return selectorStore.getState().modalityOptions;
}

/**
 * SEL-113, SEL-154: a ZIP refused by the client rule or by the server is reported as a constraint error.
 * Analytics are not detailed by the spec; the report is a DOM event other code (analytics, tests) can hear.
 */
export function reportConstraintError(source: 'client' | 'server', input: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent('aisle:selector-constraint-error', { detail: { source, input } }));
}

/**
 * The shopper picks an option on the default screen (or a v2 tab). Pickup and In Store go to the store
 * selection menu; Delivery's transitions (sign in, address book, time slots) are decided by
 * `chooseDelivery` in the delivery screens, which the caller runs after this.
 */
export function selectModality(modality: Modality): void {
  selectorStore.setState({ modality });
  if (modality !== 'DELIVERY') goTo('storeSelection');
}

/** Lets the current screen replace its default title; cleared whenever the screen changes. */
export function setScreenTitle(title: string | null): void {
  selectorStore.setState({ screenTitle: title });
}

/** True for the screens the delivery helper's DeliveryScreen renders. */
export function isDeliveryScreen(screen: SelectorScreen): boolean {
  return screen !== 'default' && screen !== 'storeSelection';
}

/**
 * The Delivery option (spec account-and-selector 4, Selector): a guest goes to the sign-in screen
 * (SEL-067, SEL-128, SEL-129); a signed-in shopper without a usable delivery address to the address book
 * (SEL-068); otherwise the options are refetched for the active address and the time slots open
 * (SEL-069, SEL-070). `layout` 'v2' uses the v2 address book.
 */
export async function chooseDelivery(layout: 'v1' | 'v2' = 'v1'): Promise<void> {
  selectorStore.setState({ modality: 'DELIVERY' });
  const session = await loadSession().catch(() => null);
  if (session?.status !== 'signedIn') {
    goTo('signIn');
    return;
  }
  const addressBook = () => (layout === 'v2' ? goToV2('reserveYourTime') : goTo('addressBook'));
  const { activeByType } = await loadShoppingMode();
  const active = activeByType.DELIVERY;
  if (!active || !('address' in active.destination)) {
    addressBook();
    return;
  }
  const options = await loadModalityOptions({ address: active.destination.address });
  if (options.status !== 'loaded' || (options.data?.DELIVERY.length ?? 0) === 0) {
    addressBook();
    return;
  }
  goTo('viewTimeslots');
}

/** For tests and stories: back to a closed selector with nothing loaded. */
export function resetSelector(): void {
  latestRequest += 1;
  selectorStore.setState(initialState(), true);
}
