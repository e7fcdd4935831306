import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promiseFixture } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, tearDownPage } from '../../../testing/page.ts';
import {
  dismissHoldWarning,
  extendReservation,
  heldWindowText,
  loadReservation,
  remainingHoldMs,
  reservationStore,
  resetReservation,
  setReservation,
  warningLeadMs,
} from './reservation.ts';

const MINUTE = 60_000;
/** Made at 15:00, held until 15:30 (the fixture's clock). */
const held = () => promiseFixture('q-20261121', 'w8', '2026-11-20T15:30:00.000Z');

beforeEach(() => {
  resetReservation();
  vi.useFakeTimers();
});

afterEach(() => {
  resetReservation();
  vi.useRealTimers();
  tearDownPage();
});

describe('when a hold is about to end (issue 20, WCAG 2.2.1)', () => {
  it('warns five minutes before the end of a 30-minute hold, a third before a short one', () => {
    expect(warningLeadMs(30 * MINUTE)).toBe(5 * MINUTE);
    expect(warningLeadMs(3 * MINUTE)).toBe(MINUTE);
  });

  it('times a hold read back from what the server says is left, not from its whole length', () => {
    expect(remainingHoldMs(held())).toBe(30 * MINUTE);
    expect(remainingHoldMs(held(), '2026-11-20T15:20:00.000Z')).toBe(10 * MINUTE);
    expect(remainingHoldMs(held(), '2026-11-20T15:45:00.000Z')).toBe(0);
  });

  it('asks 25 minutes into a new hold, and says the hold lapsed at 30', () => {
    setReservation(held());
    vi.advanceTimersByTime(25 * MINUTE - 1);
    expect(reservationStore.getState().isEnding).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reservationStore.getState().isEnding).toBe(true);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(reservationStore.getState()).toMatchObject({ promise: null, isEnding: false, hasLapsed: true });
  });

  it('asks at once for a hold read back with less than five minutes left', async () => {
    setUpPage({
      getCurrentPromise: () => ({ body: { promise: held(), now: '2026-11-20T15:27:00.000Z' } }),
    });
    signInForTest();
    await loadReservation(true, 'PICKUP');
    expect(reservationStore.getState()).toMatchObject({ status: 'ready', isEnding: true, hasLapsed: false });
    vi.advanceTimersByTime(3 * MINUTE);
    expect(reservationStore.getState().hasLapsed).toBe(true);
  });

  it("'Keep My Time' holds the same window afresh with the versionKey read, and asks again 25 minutes on", async () => {
    const calls = setUpPage({
      updatePromise: (request) => ({
        body: { ...held(), versionKey: '2', selectedId: (request.body as { selectedId: string }).selectedId },
      }),
    });
    signInForTest();
    setReservation(held());
    vi.advanceTimersByTime(26 * MINUTE);
    expect(reservationStore.getState().isEnding).toBe(true);

    expect(await extendReservation()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/api/promises/${held().id}`, body: { selectedId: 'q-20261121:w8', versionKey: '1' } },
    ]);
    expect(reservationStore.getState()).toMatchObject({ isEnding: false, extension: 'idle' });
    expect(reservationStore.getState().promise?.versionKey).toBe('2');
    // The old hold's end (4 minutes on) passes without a lapse: the renewed one runs 30 minutes from now.
    vi.advanceTimersByTime(24 * MINUTE);
    expect(reservationStore.getState()).toMatchObject({ isEnding: false, hasLapsed: false });
    vi.advanceTimersByTime(MINUTE);
    expect(reservationStore.getState().isEnding).toBe(true);
  });

  it('says so when the time cannot be held any longer, and the hold then runs out as before', async () => {
    setUpPage({
      updatePromise: () => ({
        status: 410,
        error: { code: 'PROMISE_EXPIRED', message: 'This reservation has expired.' },
      }),
    });
    signInForTest();
    setReservation(held());
    vi.advanceTimersByTime(26 * MINUTE);
    expect(await extendReservation()).toBe(false);
    expect(reservationStore.getState()).toMatchObject({ extension: 'failed' });
    vi.advanceTimersByTime(4 * MINUTE);
    expect(reservationStore.getState()).toMatchObject({ promise: null, hasLapsed: true });
  });

  it("'Not Now' stops asking about this hold, which still lapses at its end", () => {
    setReservation(held());
    vi.advanceTimersByTime(25 * MINUTE);
    dismissHoldWarning();
    expect(reservationStore.getState()).toMatchObject({ isEnding: false, extension: 'idle' });
    expect(reservationStore.getState().promise).not.toBeNull();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(reservationStore.getState().hasLapsed).toBe(true);
  });

  it('drops a read that was in flight when the page set or reset its hold', async () => {
    let answer: ((value: unknown) => void) | undefined;
    setUpPage({
      getCurrentPromise: () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
    });
    signInForTest();
    const read = loadReservation(true);
    await vi.waitFor(() => expect(answer).toBeDefined());
    const renewed = { ...held(), versionKey: '2' };
    setReservation(renewed);
    answer?.({ body: { promise: held(), now: '2026-11-20T15:28:00.000Z' } });
    await read;
    expect(reservationStore.getState()).toMatchObject({ isEnding: false, promise: { versionKey: '2' } });
  });

  it("names the held window in the place's time zone", () => {
    expect(heldWindowText('{day}, {time}', held())).toBe('Saturday, Nov 21, 8:00 AM - 10:00 AM');
  });
});
