import { formatCopy } from '@aisle/banner-themes/copy';
import type { TimeslotModality, TimeslotPromise } from '@aisle/contracts';
import { formatTime } from '@aisle/design-system/format';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';

/**
 * The shopper's held time (the promise of SEL-103, SEL-104, SCH-059): set when the selector reserves a
 * delivery time, read back from the server after a reload, and read by the checkout for the time its order
 * holds. Module-level so the header can show the hold while the selector is closed. A page reads one
 * mode's hold: the store pages (header, selector) Delivery's, the checkout its order's mode.
 *
 * The hold runs out unannounced no more (issue 20, WCAG 2.2.1): `isEnding` turns true a few minutes before
 * the end (`warningLeadMs`), and `extendReservation` holds the same window afresh; `hasLapsed` tells a page
 * that the hold it showed has run out on this page.
 */
export type ReservationState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  promise: TimeslotPromise | null;
  /** The hold ends within `warningLeadMs`: the page asks whether the shopper needs more time. */
  isEnding: boolean;
  /** The hold this page showed ran out here (not: there was none). */
  hasLapsed: boolean;
  /** 'extending' while the hold is being renewed; 'failed' when renewing it was refused or failed. */
  extension: 'idle' | 'extending' | 'failed';
};

const initialState: ReservationState = {
  status: 'idle',
  promise: null,
  isEnding: false,
  hasLapsed: false,
  extension: 'idle',
};

export const reservationStore = createStore<ReservationState>(() => initialState);

/**
 * How long a promise is held, by the server's own clock (expiresAt minus createdAt): the browser's clock
 * may differ from the server's (tests pin the server's), so the hold is timed from when it arrived.
 */
export function holdDurationMs(promise: Pick<TimeslotPromise, 'createdAt' | 'expiresAt'>): number {
  return Math.max(0, Date.parse(promise.expiresAt) - Date.parse(promise.createdAt));
}

/**
 * What is left of a hold read back later, by the server's clock at the answer (`now`); a promise just made
 * or renewed (no `now`) has its whole hold left.
 */
export function remainingHoldMs(promise: Pick<TimeslotPromise, 'createdAt' | 'expiresAt'>, now?: string): number {
  if (now === undefined) return holdDurationMs(promise);
  return Math.max(0, Math.min(holdDurationMs(promise), Date.parse(promise.expiresAt) - Date.parse(now)));
}

/** The warning comes five minutes before the end; a short hold (tests, a banner's setting) warns at a third. */
const WARNING_LEAD_MS = 5 * 60_000;

/** How long before the end of a hold of `holdMs` the shopper is asked whether they need more time. */
export function warningLeadMs(holdMs: number): number {
  return Math.min(WARNING_LEAD_MS, Math.floor(holdMs / 3));
}

/** The server answers only live promises; one held here stays held for its hold duration. */
export function isHeld(promise: TimeslotPromise | null): promise is TimeslotPromise {
  return promise !== null;
}

/** setTimeout's longest delay; a longer hold is simply not timed out on this page. */
const MAX_TIMER_MS = 2_147_483_647;
let timers: ReturnType<typeof setTimeout>[] = [];

function clearTimers(): void {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
}

function hold(promise: TimeslotPromise | null, remainingMs = promise ? holdDurationMs(promise) : 0): void {
  clearTimers();
  const lead = promise ? warningLeadMs(holdDurationMs(promise)) : 0;
  reservationStore.setState({
    status: 'ready',
    promise,
    isEnding: promise !== null && remainingMs <= lead,
    hasLapsed: false,
    extension: 'idle',
  });
  if (!promise || remainingMs > MAX_TIMER_MS) return;
  const isCurrent = () => reservationStore.getState().promise?.id === promise.id;
  if (remainingMs > lead) {
    timers.push(
      setTimeout(() => {
        if (isCurrent()) reservationStore.setState({ isEnding: true });
      }, remainingMs - lead),
    );
  }
  timers.push(
    setTimeout(() => {
      if (isCurrent()) reservationStore.setState({ promise: null, isEnding: false, hasLapsed: true });
    }, remainingMs),
  );
}

/**
 * 'We'll hold this reservation until {time}' with the hold's end as h:mm A (SEL-104, SEL-177), in the
 * place's time zone (the store's or the delivery address's), never the device's.
 */
export function holdText(template: string, promise: Pick<TimeslotPromise, 'expiresAt' | 'timeZone'>): string {
  return formatCopy(template, { time: formatTime(promise.expiresAt, promise.timeZone) });
}

/**
 * A held window as '{day}, {time}': 'Saturday, Nov 21' and '10:00 AM - 12:00 PM' in the place's time zone
 * (the checkout's time-slot line and the hold warning).
 */
export function heldWindowText(
  template: string,
  window: Pick<TimeslotPromise, 'startTime' | 'endTime' | 'timeZone'>,
  fill: Record<string, string> = {},
): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: window.timeZone,
  }).format(new Date(window.startTime));
  const time = `${formatTime(window.startTime, window.timeZone)} - ${formatTime(window.endTime, window.timeZone)}`;
  return formatCopy(template, { ...fill, day, time });
}

let pending: Promise<ReservationState> | undefined;
/**
 * Bumped whenever the hold is set here (reserved, renewed, reset): a read that was in flight then is older
 * than what the page holds, and its answer is dropped.
 */
let generation = 0;

/**
 * Reads the live promise of a mode once per page (again with `force`; Delivery unless told); signed-in
 * shoppers only.
 */
export function loadReservation(force = false, modality: TimeslotModality = 'DELIVERY'): Promise<ReservationState> {
  const current = reservationStore.getState();
  if (!force && current.status === 'ready') return Promise.resolve(current);
  if (pending) return pending;
  reservationStore.setState({ status: 'loading' });
  const readAt = generation;
  const read: Promise<ReservationState> = api()
    .call('getCurrentPromise', { query: { modality } })
    .then((answer) => {
      if (readAt === generation) hold(answer.promise, answer.promise ? remainingHoldMs(answer.promise, answer.now) : 0);
      return reservationStore.getState();
    })
    .catch(() => {
      if (readAt === generation) reservationStore.setState({ status: 'error' });
      return reservationStore.getState();
    })
    .finally(() => {
      if (pending === read) pending = undefined;
    });
  pending = read;
  return read;
}

/** SEL-103: the time just reserved. */
export function setReservation(promise: TimeslotPromise | null): void {
  generation += 1;
  pending = undefined;
  hold(promise);
}

/**
 * 'Keep My Time': holds the same window afresh (PUT /api/promises/{id} with the window it holds and its
 * versionKey, PRM-003), so the checkout made with it stays valid. False when the server refused (the time
 * is gone, the hold changed in another tab) or did not answer; the hold then runs out as it would have.
 */
export async function extendReservation(): Promise<boolean> {
  const { promise } = reservationStore.getState();
  if (!promise) return false;
  reservationStore.setState({ extension: 'extending' });
  try {
    const renewed = await api().call('updatePromise', {
      params: { id: promise.id },
      body: { selectedId: promise.selectedId, versionKey: promise.versionKey },
    });
    if (reservationStore.getState().promise?.id !== promise.id) return false;
    generation += 1;
    hold(renewed);
    return true;
  } catch {
    if (reservationStore.getState().promise?.id === promise.id) reservationStore.setState({ extension: 'failed' });
    return false;
  }
}

/** 'Not Now': the shopper lets the hold run; the page asks no more about this hold. */
export function dismissHoldWarning(): void {
  reservationStore.setState({ isEnding: false });
}

/** For tests and stories. */
export function resetReservation(): void {
  generation += 1;
  pending = undefined;
  clearTimers();
  reservationStore.setState(reservationStore.getInitialState(), true);
}
