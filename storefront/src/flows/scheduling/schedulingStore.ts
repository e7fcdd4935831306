import type { Basket, TimeslotDay, TimeslotPromise } from '@aisle/contracts';
import { cartItemSummaryOfBasketLine, timeslotItemsOf, timeslotSelectionId } from '@aisle/contracts/timeslotRules';
import { createStore } from 'zustand/vanilla';
import { loadSession } from '../../lib/stores/session.ts';
import { hydrateShoppingMode, loadShoppingMode } from '../../lib/stores/shoppingMode.ts';
import { getBasket, getCurrentPromise, getUpfrontTimeslots } from './schedulingGateway.ts';
import {
  firstOpenTime,
  hasNoOwnDelivery,
  type SchedulingFailure,
  type SchedulingModality,
  schedulingFailureOf,
  schedulingRedirect,
  type VendorFilter,
} from './schedulingRules.ts';
import { clearStoredPromise, storePromise, wasExpiredHere } from './submitSchedule.ts';

/*
 * The scheduling page's state (cart-scheduling-checkout 4 "Scheduling"): one module-level store, so the
 * page's islands share it and leaving the page clears it (SCH-074..078). The selection is one combined
 * quoteId:optionId value plus the date (the scheduling form, SCH-028); the vendor filter is its own
 * field (the filter form, SCH-029).
 */

export const schedulingModals = [
  'reservationExpired',
  'timeExpired',
  'modalityFailed',
  'noOwnDelivery',
  'viewItems',
  'changeStore',
] as const;
export type SchedulingModal = (typeof schedulingModals)[number];

export type SchedulingState = {
  status: 'loading' | 'redirecting' | 'empty' | 'ready' | 'loadError';
  modality: SchedulingModality | null;
  basket: Basket | null;
  /** The destination's words: the store's name or the address's label. */
  destinationLabel: string | null;
  destination: { locationId: string } | { address: { id: string } } | null;
  timeZone: string | null;
  days: TimeslotDay[];
  timesStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** The scheduling form (SCH-028). */
  form: { selectedDate: string | null; selectedId: string | null };
  /** The filter form (SCH-029). */
  filter: VendorFilter;
  /** The summary card's error area (SCH-016). */
  failure: SchedulingFailure | null;
  isTimeRequired: boolean;
  isSubmitting: boolean;
  modal: SchedulingModal | null;
  /** The date of birth the age verification modal took on this page (SCH-051). */
  dateOfBirth: string | null;
};

const initial: SchedulingState = {
  status: 'loading',
  modality: null,
  basket: null,
  destinationLabel: null,
  destination: null,
  timeZone: null,
  days: [],
  timesStatus: 'idle',
  form: { selectedDate: null, selectedId: null },
  filter: 'ALL',
  failure: null,
  isTimeRequired: false,
  isSubmitting: false,
  modal: null,
  dateOfBirth: null,
};

export const schedulingStore = createStore<SchedulingState>(() => ({ ...initial }));

/** SCH-074..078: leaving the page forgets the options, the checkout state, the overrides and the promise. */
export function resetScheduling(): void {
  clearStoredPromise();
  schedulingStore.setState({ ...initial }, true);
}

/**
 * The time the form starts with: the time the shopper holds when it is on offer here (held in the selector,
 * or here before the checkout's Back), else SCH-024, SCH-025: the first day with an open time, and that time.
 */
export function defaultForm(days: readonly TimeslotDay[], held: TimeslotPromise | null): SchedulingState['form'] {
  if (held) {
    const heldDay = days.find((candidate) =>
      candidate.times.some((time) => timeslotSelectionId(time) === held.selectedId),
    );
    if (heldDay) return { selectedDate: heldDay.date, selectedId: held.selectedId };
  }
  const day = days.find((candidate) => firstOpenTime(candidate)) ?? days[0];
  const time = firstOpenTime(day);
  return { selectedDate: day?.date ?? null, selectedId: time ? timeslotSelectionId(time) : null };
}

/** The shopper's live hold of the mode, as the server has it; none when it cannot be read. */
async function readHeld(modality: SchedulingModality): Promise<TimeslotPromise | null> {
  try {
    return await getCurrentPromise(modality);
  } catch {
    return null;
  }
}

let timesRequest = 0;

/** SCH-023, SCH-037: the time slots for the destination, own delivery only in own-vendor mode. */
export async function loadTimes(): Promise<void> {
  const { modality, destination, basket, filter } = schedulingStore.getState();
  if (!modality || !destination || !basket) return;
  const request = ++timesRequest;
  schedulingStore.setState({ timesStatus: 'loading', failure: null });
  try {
    const heldRequest = readHeld(modality);
    const answer = await getUpfrontTimeslots({
      locale: 'en-US',
      modality,
      destination,
      vendors: { sources: filter === 'OWN' ? ['IN_HOUSE_DELIVERY'] : [], handoffs: [] },
      items: timeslotItemsOf(basket.items.map((line) => cartItemSummaryOfBasketLine(line, modality, basket.banner))),
    });
    if (request !== timesRequest) return;
    // SCH-039, SCH-040: own-vendor mode with no own slot: the modal, and back to All by itself.
    if (filter === 'OWN' && hasNoOwnDelivery(answer.days)) {
      schedulingStore.setState({ filter: 'ALL', modal: 'noOwnDelivery' });
      await loadTimes();
      return;
    }
    const answered = await heldRequest;
    if (request !== timesRequest) return;
    // A hold this page already called expired (SCH-066) is not offered back: the shopper chooses anew.
    const held = answered && !wasExpiredHere(answered) ? answered : null;
    const form = defaultForm(answer.days, held);
    // SCH-046, SCH-049: the hold the form starts with is this page's stored promise: Continue moves it (PUT).
    if (held && form.selectedId === held.selectedId) storePromise(held, undefined, { readBackAt: Date.now() });
    schedulingStore.setState({ days: answer.days, timeZone: answer.timeZone, timesStatus: 'ready', form });
  } catch (error) {
    if (request !== timesRequest) return;
    schedulingStore.setState({ timesStatus: 'error', failure: schedulingFailureOf(error as object) });
  }
}

/** `/scheduling` without a fulfillmentType: on to the active mode's scheduler, or to the cart in store. */
export async function sendToActiveScheduler(): Promise<void> {
  const session = await loadSession();
  if (session.status !== 'signedIn') return;
  hydrateShoppingMode();
  const mode = await loadShoppingMode(true);
  const redirect = schedulingRedirect({
    pageModality: null,
    activeModality: mode.status === 'error' ? null : mode.modality,
    hasDestination: false,
    isModify: false,
    itemCount: 0,
  });
  if (redirect) window.location.assign(redirect);
}

/**
 * The page's load: the session (the gate sends a guest to sign-in), the shopping mode, the redirect rules
 * (SCH-003..005), the basket of the page's mode (the empty state, SCH-006), then the times (SCH-023).
 */
export async function loadScheduling(modality: SchedulingModality | null): Promise<void> {
  resetScheduling();
  schedulingStore.setState({ modality });
  try {
    const session = await loadSession();
    if (session.status !== 'signedIn') return;
    hydrateShoppingMode();
    const mode = await loadShoppingMode(true);
    if (mode.status === 'error') {
      // SCH-071: the shopping mode could not be confirmed.
      schedulingStore.setState({ status: 'ready', modal: 'modalityFailed' });
      return;
    }
    const preference = modality ? mode.activeByType[modality] : undefined;
    const basket = modality ? await getBasket(modality) : null;
    const redirect = schedulingRedirect({
      pageModality: modality,
      activeModality: mode.modality,
      hasDestination: Boolean(preference),
      isModify: false,
      itemCount: basket?.itemCount ?? 0,
    });
    if (redirect) {
      schedulingStore.setState({ status: 'redirecting' });
      window.location.assign(redirect);
      return;
    }
    if (!basket || basket.items.length === 0) {
      schedulingStore.setState({ status: 'empty', basket });
      return;
    }
    const destination = preference?.destination ?? null;
    schedulingStore.setState({
      status: 'ready',
      basket,
      destination:
        destination && 'locationId' in destination
          ? { locationId: destination.locationId }
          : destination && 'address' in destination
            ? { address: { id: destination.address.id } }
            : null,
      destinationLabel: preference?.label ?? null,
    });
    await loadTimes();
  } catch (error) {
    schedulingStore.setState({ status: 'loadError', failure: schedulingFailureOf(error as object) });
  }
}

/** SCH-026: a new day clears the chosen time. */
export function chooseDay(date: string): void {
  schedulingStore.setState({ form: { selectedDate: date, selectedId: null }, isTimeRequired: false });
}

export function chooseTime(selectedId: string): void {
  schedulingStore.setState((state) => ({ form: { ...state.form, selectedId }, isTimeRequired: false, failure: null }));
}

/** SCH-035..038: own delivery switches to own-vendor mode and refetches; All reverses it. */
export function chooseFilter(filter: VendorFilter): void {
  const previous = schedulingStore.getState().filter;
  schedulingStore.setState({ filter });
  if (filter === 'OWN' || previous === 'OWN') void loadTimes();
}

/** SCH-027: a new store clears the selection and asks again. */
export function storeChanged(): void {
  clearStoredPromise();
  schedulingStore.setState({ form: { selectedDate: null, selectedId: null } });
  void loadScheduling(schedulingStore.getState().modality);
}

export function openModal(modal: SchedulingModal | null): void {
  schedulingStore.setState({ modal });
}
