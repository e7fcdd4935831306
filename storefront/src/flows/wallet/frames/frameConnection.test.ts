import { refusal } from '@aisle/contracts/cardCapture';
import { type FramePage, frameLoadTimeoutMs, reservedFrameHeight } from '@aisle/contracts/frames';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameConnection, type FrameLoadState, type FrameMessagingError, frameUrl } from './frameConnection.ts';

const captureOrigin = 'http://pay.localhost:4321';

/** A page window and a frame window: what the connection listens on and posts to. */
function setup(attempt = 0, framePage?: FramePage) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const page = {
    addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const posted: Array<{ message: { type: string; requestId?: string }; origin: string }> = [];
  const frameWindow = { postMessage: (message: { type: string }, origin: string) => posted.push({ message, origin }) };
  const states: FrameLoadState[] = [];
  const heights: number[] = [];
  const rejected: MessageEvent[] = [];
  const connection = createFrameConnection({
    window: page,
    frameWindow: () => frameWindow,
    captureOrigin,
    attempt,
    ...(framePage ? { page: framePage } : {}),
    onState: (state) => states.push(state),
    onHeight: (height) => heights.push(height),
    onRejected: (event) => rejected.push(event),
  });
  const deliver = (data: unknown, origin = captureOrigin, source: unknown = frameWindow) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  return { connection, posted, states, heights, rejected, deliver, frameWindow };
}

describe('frame connection (FRM-010..030)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts loading, pings every 100 ms and is loaded when the frame says ready (FRM-010..012)', () => {
    const { connection, posted, states, deliver } = setup();
    connection.start();
    expect(states).toEqual(['loading']);
    vi.advanceTimersByTime(350);
    expect(posted.filter((entry) => entry.message.type === 'aisle-frame:ping')).toHaveLength(3);
    expect(posted.every((entry) => entry.origin === captureOrigin)).toBe(true);
    deliver({ type: 'aisle-frame:ready', page: 'payment-form' });
    expect(states).toEqual(['loading', 'loaded']);
    vi.advanceTimersByTime(1_000);
    expect(posted).toHaveLength(3);
  });

  it('becomes error after 10 s without ready; retries wait 20 s and 30 s, capped at 30 s (FRM-013, FRM-016..018)', () => {
    expect([0, 1, 2, 3, 7].map(frameLoadTimeoutMs)).toEqual([10_000, 20_000, 30_000, 30_000, 30_000]);
    for (const [attempt, timeout] of [
      [0, 10_000],
      [1, 20_000],
      [2, 30_000],
      [5, 30_000],
    ] as const) {
      const { connection, states } = setup(attempt);
      connection.start();
      vi.advanceTimersByTime(timeout - 1);
      expect(states).toEqual(['loading']);
      vi.advanceTimersByTime(1);
      expect(states).toEqual(['loading', 'error']);
      connection.stop();
    }
  });

  it('waits 30000 ms for the PIN frame, 10000 ms for the card-entry field (FRM-020, FRM-021)', () => {
    for (const [page, timeout] of [
      ['payment-form', 10_000],
      ['pin-form', 30_000],
    ] as const) {
      const { connection, states } = setup(0, page);
      connection.start();
      vi.advanceTimersByTime(timeout - 1);
      expect(states).toEqual(['loading']);
      vi.advanceTimersByTime(1);
      expect(states).toEqual(['loading', 'error']);
      connection.stop();
    }
  });

  it('drops messages from any other origin or window, whatever they claim (0 accepted)', () => {
    const { connection, states, rejected, deliver } = setup();
    connection.start();
    const ready = { type: 'aisle-frame:ready', page: 'payment-form' };
    deliver(ready, 'http://evil.localhost:4321');
    deliver(ready, 'http://pay.localhost:4322');
    deliver(ready, 'http://pay.localhost:4321.evil.test');
    deliver(ready, 'null');
    deliver(ready, captureOrigin, {});
    expect(rejected).toHaveLength(5);
    expect(states).toEqual(['loading']);
  });

  it('answers a submit with the frame response, and takes the height the frame reports of its content (issue 20)', async () => {
    const { connection, posted, heights, deliver } = setup();
    connection.start();
    const answer = connection.submit();
    const submit = posted.find((entry) => entry.message.type === 'aisle-frame:submit');
    const requestId = submit?.message.requestId as string;
    // The frame grows by its CVV error and says so; the answer itself sizes nothing.
    deliver({ type: 'aisle-frame:height', height: 188 });
    deliver({ type: 'aisle-frame:response', requestId, response: refusal('882', 'Refused') });
    expect((await answer).responseCode).toBe('882');
    expect(heights).toEqual([188]);
    deliver({ type: 'aisle-frame:height', height: 154 });
    expect(heights).toEqual([188, 154]);
    // A height from elsewhere, or one the schema refuses, changes nothing.
    deliver({ type: 'aisle-frame:height', height: 900 }, 'http://evil.localhost:4321');
    deliver({ type: 'aisle-frame:height', height: -1 });
    deliver({ type: 'aisle-frame:height', height: 10_000 });
    expect(heights).toEqual([188, 154]);
  });

  it('asks the frame to check what was typed and show its errors, with no token: the first failing code', async () => {
    const { connection, posted, deliver } = setup();
    connection.start();
    const checked = connection.check();
    const check = posted.find((entry) => entry.message.type === 'aisle-frame:check');
    expect(check?.origin).toBe(captureOrigin);
    expect(posted.some((entry) => entry.message.type === 'aisle-frame:submit')).toBe(false);
    const requestId = check?.message.requestId as string;
    // A response to another question is not the check's answer.
    deliver({ type: 'aisle-frame:response', requestId, response: refusal('872', 'Refused') });
    deliver({ type: 'aisle-frame:checked', requestId, responseCode: '872' });
    expect(await checked).toBe('872');
  });

  it('reserves 78 px a row of fields before the frame reports its height (FRM-024)', () => {
    expect(reservedFrameHeight('cvv-form')).toBe(78);
    expect(reservedFrameHeight('pin-form')).toBe(78);
    expect(reservedFrameHeight('payment-form', 'ebt')).toBe(78);
    expect(reservedFrameHeight('payment-form')).toBe(154);
    expect(reservedFrameHeight('gift-card-form')).toBe(154);
  });

  it("fails with 'Timeout error' after 11 s, 'already listening' while one is pending, and without a window or contentWindow (FRM-019, FRM-027..030)", async () => {
    const { connection } = setup();
    connection.start();
    const first = connection.submit().catch((error: unknown) => error);
    const second = await connection.submit().catch((error: unknown) => error);
    expect((second as FrameMessagingError).reason).toBe('alreadyListening');
    vi.advanceTimersByTime(10_999);
    vi.advanceTimersByTime(1);
    const timedOut = (await first) as FrameMessagingError;
    expect(timedOut.message).toBe('Timeout error');
    const noWindow = createFrameConnection({
      window: undefined,
      frameWindow: () => null,
      captureOrigin,
      attempt: 0,
      onState: () => undefined,
    });
    expect(((await noWindow.submit().catch((error: unknown) => error)) as FrameMessagingError).reason).toBe(
      'windowMissing',
    );
    const noContent = createFrameConnection({
      window: { addEventListener: () => undefined, removeEventListener: () => undefined },
      frameWindow: () => null,
      captureOrigin,
      attempt: 0,
      onState: () => undefined,
    });
    expect(((await noContent.submit().catch((error: unknown) => error)) as FrameMessagingError).reason).toBe(
      'noContentWindow',
    );
  });

  it('frame URLs name the page on the capture origin with a time parameter, and ct=ebt for a SNAP number (FRM-006..008)', () => {
    const url = new URL(
      frameUrl(captureOrigin, 'payment-form', 'http://greenway.localhost:4321', { cardKind: 'ebt', now: 5 }),
    );
    expect(url.origin).toBe(captureOrigin);
    expect(url.pathname).toBe('/payment-form.html');
    expect(url.searchParams.get('time')).toBe('5');
    expect(url.searchParams.get('ct')).toBe('ebt');
    expect(new URL(frameUrl(captureOrigin, 'cvv-form', 'http://greenway.localhost:4321')).searchParams.has('ct')).toBe(
      false,
    );
  });

  it('frame URLs name a banner only when the page asks (Storybook); a storefront leaves it to the service', () => {
    const parent = 'http://localhost:6006';
    expect(new URL(frameUrl(captureOrigin, 'pin-form', parent, { banner: 'harbor' })).searchParams.get('banner')).toBe(
      'harbor',
    );
    expect(new URL(frameUrl(captureOrigin, 'pin-form', parent)).searchParams.has('banner')).toBe(false);
  });
});
