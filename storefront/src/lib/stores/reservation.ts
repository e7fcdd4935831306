import { formatCopy } from '@aisle/banner-themes/copy';
import type { TimeslotPromise } from '@aisle/contracts';
import { formatTime } from '@aisle/design-system/format';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';

/**
 * The shopper's held delivery time (the promise of SEL-103, SEL-104): set when the selector reserves a
 * time, read back from the server after a reload. Module-level so the header can show the hold while
 * the selector is closed.
 */
export type ReservationState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  promise: TimeslotPromise | null;
};

export const reservationStore = createStore<ReservationState>(() => ({ status: 'idle', promise: null }));

/**
 * How long a promise is held, by the server's own clock (expiresAt minus createdAt): the browser's clock
 * may differ from the server's (tests pin the server's), so the hold is timed from when it arrived.
 */
export function holdDurationMs(promise: Pick<TimeslotPromise, 'createdAt' | 'expiresAt'>): number {
  return Math.max(0, Date.parse(promise.expiresAt) - Date.parse(promise.createdAt));
}

/** The server answers only live promises; one held here stays held for its hold duration. */
export function isHeld(promise: TimeslotPromise | null): promise is TimeslotPromise {
  return promise !== null;
}

/** setTimeout's longest delay; a longer hold is simply not timed out on this page. */
const MAX_TIMER_MS = 2_147_483_647;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function hold(promise: TimeslotPromise | null): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  reservationStore.setState({ status: 'ready', promise });
  if (!promise) return;
  const duration = holdDurationMs(promise);
  if (duration > MAX_TIMER_MS) return;
  expiryTimer = setTimeout(() => {
    if (reservationStore.getState().promise?.id === promise.id) reservationStore.setState({ promise: null });
  }, duration);
}

/**
 * 'We'll hold this reservation until {time}' with the hold's end as h:mm A (SEL-104, SEL-177), in the
 * place's time zone (the store's or the delivery address's), never the device's.
 */
export function holdText(template: string, promise: Pick<TimeslotPromise, 'expiresAt' | 'timeZone'>): string {
  return formatCopy(template, { time: formatTime(promise.expiresAt, promise.timeZone) });
}

let pending: Promise<ReservationState> | undefined;

/** Reads the live Delivery promise once per page (again with `force`); signed-in shoppers only. */
export function loadReservation(force = false): Promise<ReservationState> {
  const current = reservationStore.getState();
  if (!force && current.status === 'ready') return Promise.resolve(current);
  if (pending) return pending;
  reservationStore.setState({ status: 'loading' });
  pending = api()
    .call('getCurrentPromise', { query: { modality: 'DELIVERY' } })
    .then((answer) => {
      hold(answer.promise);
      return reservationStore.getState();
    })
    .catch(() => {
      reservationStore.setState({ status: 'error' });
      return reservationStore.getState();
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** SEL-103: the time just reserved. */
export function setReservation(promise: TimeslotPromise | null): void {
  hold(promise);
}

/** For tests and stories. */
export function resetReservation(): void {
  pending = undefined;
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  reservationStore.setState(reservationStore.getInitialState(), true);
}
