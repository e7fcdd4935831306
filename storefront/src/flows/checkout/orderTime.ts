import type { Checkout, TimeOption, TimeslotDay } from '@aisle/contracts';
import { timeslotSelectionId } from '@aisle/contracts/timeslotRules';
import { createStore } from 'zustand/vanilla';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import { type CheckoutGateway, checkoutGateway } from './checkoutGateway.ts';
import { checkoutStore, openDrawer } from './checkoutStore.ts';
import { changeOrderTime } from './checkoutUpdates.ts';

/*
 * 'Change Time' of the modify checkout (issue 20): a placed order moves to another window at its own store
 * or address, chosen in a drawer of the checkout page (a draft checkout's 'Change Time' is the scheduling
 * page, where its time is held). The drawer lists the days and times of the order's place, starts on the
 * order's own window, and saves the choice as a checkout update with its versionKey; the server checks it
 * again (the place, the cutoff, the items the new hour can fulfil, alcohol from the window's vendor).
 */

/** Why the chosen time was not taken: each has its words in the drawer. */
export type OrderTimeProblem =
  /** The time is full or no longer offered (SLOT_FULL, NOT_FOUND): the times are read again. */
  | { kind: 'timeGone' }
  /** Items of the order cannot be had at that hour (PROMISING_FALLOUT). */
  | { kind: 'itemsUnavailable' }
  /** The order is already in process (CANNOT_MODIFY). */
  | { kind: 'inProcess' }
  /** The server's own reason (alcohol limits, SCH-083, SCH-084). */
  | { kind: 'reason'; text: string }
  /** No connection: the API layer's words. */
  | { kind: 'connection'; text: string }
  | { kind: 'failed' };

export type OrderTimeState = {
  status: 'idle' | 'loading' | 'ready' | 'loadError' | 'saving';
  days: TimeslotDay[];
  timeZone: string | null;
  selectedDate: string | null;
  selectedId: string | null;
  problem: OrderTimeProblem | null;
};

const initial: OrderTimeState = {
  status: 'idle',
  days: [],
  timeZone: null,
  selectedDate: null,
  selectedId: null,
  problem: null,
};

export const orderTimeStore = createStore<OrderTimeState>(() => ({ ...initial }));

export function resetOrderTime(): void {
  orderTimeStore.setState({ ...initial }, true);
}

/** The order's own window among the times listed: the same start and the same vendor. */
export function isOrderWindow(time: Pick<TimeOption, 'startTime' | 'vendorId'>, order: Checkout): boolean {
  const window = order.fulfillment.promise;
  return Date.parse(time.startTime) === Date.parse(window.startTime) && time.vendorId === window.vendorId;
}

/** The form's start: the order's own window where it is listed, else the first day with times, nothing chosen. */
export function initialChoice(
  days: readonly TimeslotDay[],
  order: Checkout,
): Pick<OrderTimeState, 'selectedDate' | 'selectedId'> {
  for (const day of days) {
    const own = day.times.find((time) => isOrderWindow(time, order));
    if (own) return { selectedDate: day.date, selectedId: timeslotSelectionId(own) };
  }
  const first = days.find((day) => day.times.length > 0) ?? days[0];
  return { selectedDate: first?.date ?? null, selectedId: null };
}

/** Reads the times of the order's place (when the drawer opens, and after a time was gone). */
export async function loadOrderTimes(gateway: CheckoutGateway = checkoutGateway()): Promise<void> {
  const { checkout } = checkoutStore.getState();
  if (!checkout) return;
  orderTimeStore.setState({ status: 'loading' });
  try {
    const answer = await gateway.getOrderTimes(checkout);
    orderTimeStore.setState({
      status: 'ready',
      days: answer.days,
      timeZone: answer.timeZone,
      ...initialChoice(answer.days, checkout),
    });
  } catch {
    orderTimeStore.setState({ status: 'loadError' });
  }
}

export function chooseOrderDay(date: string): void {
  orderTimeStore.setState({ selectedDate: date, selectedId: null, problem: null });
}

export function chooseOrderTime(selectedId: string): void {
  orderTimeStore.setState({ selectedId, problem: null });
}

export function orderTimeProblemOf(error: unknown): OrderTimeProblem {
  if (isConnectionError(error)) return { kind: 'connection', text: error.userMessage };
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.code === 'SLOT_FULL' || error.code === 'NOT_FOUND') return { kind: 'timeGone' };
  if (error.code === 'PROMISING_FALLOUT') return { kind: 'itemsUnavailable' };
  if (error.code === 'CANNOT_MODIFY') return { kind: 'inProcess' };
  if (error.reason) return { kind: 'reason', text: error.reason };
  return { kind: 'failed' };
}

/**
 * The drawer's 'Save Time': the order's own window again just closes it; another is sent. A time that is gone
 * is read again with the others. True when the order has the chosen time.
 */
export async function saveOrderTime(gateway: CheckoutGateway = checkoutGateway()): Promise<boolean> {
  const { selectedId, days, status } = orderTimeStore.getState();
  const { checkout } = checkoutStore.getState();
  if (!checkout || !selectedId || status === 'saving') return false;
  const chosen = days.flatMap((day) => day.times).find((time) => timeslotSelectionId(time) === selectedId);
  if (chosen && isOrderWindow(chosen, checkout)) {
    openDrawer(null);
    return true;
  }
  orderTimeStore.setState({ status: 'saving', problem: null });
  const error = await changeOrderTime(selectedId, gateway);
  if (error === null) {
    orderTimeStore.setState({ status: 'ready' });
    openDrawer(null);
    return true;
  }
  const problem = orderTimeProblemOf(error);
  orderTimeStore.setState({ status: 'ready', problem });
  if (problem.kind === 'timeGone') {
    await loadOrderTimes(gateway);
    orderTimeStore.setState({ problem });
  }
  return false;
}
