import type { CartItemSummary, TimeslotPromise } from '@aisle/contracts';
import { errorCodeOf, failureOf } from '../../../lib/addresses/addressSave.ts';
import { loadCartItemSummaries } from '../../../lib/stores/cartItemSummaries.ts';
import { loadReservation, setReservation } from '../../../lib/stores/reservation.ts';
import { loadShoppingMode, setActiveModality, shoppingModeStore } from '../../../lib/stores/shoppingMode.ts';
import { createPromise, getUpfrontTimeslots } from '../selectorGateway.ts';
import { closeSelector } from '../selectorStore.ts';
import {
  activeDeliveryAddressId,
  deliveryStore,
  idleTimeslots,
  isLatestTimeslotRequest,
  nextTimeslotRequest,
  PROMISE_COMPONENT,
  SELECTOR_KEYSPACE,
  setTimeslots,
  type TimeslotsState,
} from './deliveryStore.ts';
import { defaultSelection, findTime } from './timeslots.ts';

/*
 * The selector's up-front delivery times (SEL-100..115, SEL-146..160): the in-house times of the active
 * address, the day and time chosen, and 'Reserve Time', which holds the window and makes in-house delivery
 * the active mode. The addresses they are for are `deliveryStore.ts`.
 */

const setState = deliveryStore.setState;

/**
 * SEL-146..148: the in-house delivery times for the active address, with the held reservation read back
 * so that it is preselected (SEL-106) and the button reads 'Edit Reservation' (SEL-105).
 */
export async function loadTimeslots(): Promise<void> {
  const request = nextTimeslotRequest();
  setTimeslots({ ...idleTimeslots, status: 'loading' });
  // The shopper's preferences come with the page's first load; the times are for the active address.
  // The cart's items go with the request (SEL-059); a cart that cannot be read asks for the times
  // without them rather than showing none (the scheduling step checks the items again).
  const [, items] = await Promise.all([
    loadShoppingMode().catch(() => undefined),
    loadCartItemSummaries('DELIVERY').catch((): CartItemSummary[] => []),
  ]);
  if (!isLatestTimeslotRequest(request)) return;
  const addressId = activeDeliveryAddressId();
  setTimeslots({ addressId });
  try {
    const [answer, reservation] = await Promise.all([
      getUpfrontTimeslots({
        locale: 'en-US',
        modality: 'DELIVERY',
        ...(addressId ? { destination: { address: { id: addressId } } } : {}),
        vendors: { sources: ['IN_HOUSE_DELIVERY'], handoffs: [] },
        items,
      }),
      loadReservation(true),
    ]);
    if (!isLatestTimeslotRequest(request)) return;
    const selection = defaultSelection(answer.days, reservation.promise);
    setTimeslots({
      status: 'loaded',
      days: answer.days,
      selectedDate: selection.date,
      selectedId: selection.selectedId,
      hasProp65Items: items.some((item) => item.isItemProp65),
    });
  } catch (error) {
    if (!isLatestTimeslotRequest(request)) return;
    setTimeslots({ status: 'error', failure: failureOf(error, 'loadFailed') });
  }
}

/** Another day: a time chosen on the day left behind is no longer shown, so it is no longer chosen. */
export function selectDay(date: string): void {
  setState((state) => {
    const chosen = findTime(state.timeslots.days, state.timeslots.selectedId);
    const keepsTime = chosen?.day.date === date;
    return {
      timeslots: {
        ...state.timeslots,
        selectedDate: date,
        selectedId: keepsTime ? state.timeslots.selectedId : null,
        failure: null,
      },
    };
  });
}

export function selectTime(selectedId: string): void {
  setTimeslots({ selectedId, isSelectionRequired: false, failure: null });
}

/**
 * 'Reserve Time' / 'Edit Reservation' (SEL-100..103, SEL-149, SEL-150): holds the chosen window (a
 * promise), makes in-house delivery to the address the active mode, stores the reservation and closes
 * the selector. No time chosen: 'Please select a time to continue' (SEL-115). A failure of either call
 * keeps the selector open with the technical-difficulty message (SEL-159, SEL-160), a full window too.
 */
export async function reserveTime(): Promise<boolean> {
  const { timeslots } = deliveryStore.getState();
  if (timeslots.isReserving) return false;
  if (!timeslots.selectedId || !findTime(timeslots.days, timeslots.selectedId)) {
    setTimeslots({ isSelectionRequired: true, failure: null });
    return false;
  }
  setTimeslots({ isReserving: true, isSelectionRequired: false, failure: null });
  let promise: TimeslotPromise;
  try {
    promise = await createPromise({
      selectedIds: [timeslots.selectedId],
      keyspace: SELECTOR_KEYSPACE,
      component: PROMISE_COMPONENT,
    });
  } catch (error) {
    setTimeslots({ isReserving: false, failure: failureOf(error, 'technical') });
    if (errorCodeOf(error) === 'SLOT_FULL') void refreshAfterFullSlot();
    return false;
  }
  const active = shoppingModeStore.getState().activeByType.DELIVERY;
  try {
    if (!active || !('address' in active.destination)) throw new Error('no delivery address to reserve for');
    await setActiveModality({
      modalityType: 'DELIVERY',
      destination: { address: active.destination.address },
      label: active?.label ?? '',
      source: 'TIMESLOT',
    });
  } catch (error) {
    setTimeslots({ isReserving: false, failure: failureOf(error, 'technical') });
    return false;
  }
  setReservation(promise);
  setState({ isInHouseDeliveryShopper: true });
  setTimeslots({ isReserving: false });
  closeSelector();
  return true;
}

/** A window filled up meanwhile: reload the times so it shows as full, keeping the message. */
async function refreshAfterFullSlot(): Promise<void> {
  const failure = deliveryStore.getState().timeslots.failure;
  const date = deliveryStore.getState().timeslots.selectedDate;
  await loadTimeslots();
  if (deliveryStore.getState().timeslots.status !== 'loaded') return;
  setTimeslots({ failure, ...(date ? { selectedDate: date, selectedId: null } : {}) });
}

/** The time a selection id names, for the screen's summary. */
export function selectedTime(state: TimeslotsState = deliveryStore.getState().timeslots) {
  return findTime(state.days, state.selectedId)?.time ?? null;
}
