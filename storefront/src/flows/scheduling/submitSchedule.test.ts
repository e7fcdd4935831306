import type { Checkout, CreateCheckoutRequest, TimeslotPromise } from '@aisle/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promiseFixture } from '../../../testing/deliveryFixtures.ts';
import { createApiClient } from '../../lib/api/client.ts';
import {
  clearStoredPromise,
  createWithStoredPromise,
  ensurePromise,
  type SubmitDependencies,
  type SubmitInput,
  storedPromise,
  storePromise,
  submitSchedule,
} from './submitSchedule.ts';

const milk = '0000000000017';
const bread = '0000000000024';
const lager = '0000000000031';
const now = Date.parse('2026-11-20T15:00:00.000Z');

function promise(overrides: Partial<TimeslotPromise> = {}): TimeslotPromise {
  return {
    ...promiseFixture('P.s00000001.20261120', 'SP.00000001.20261120T1100'),
    modality: 'PICKUP',
    items: { included: [milk], excluded: [] },
    ...overrides,
  };
}

function fakes(overrides: Partial<SubmitDependencies> = {}) {
  const calls: string[] = [];
  const requests: CreateCheckoutRequest[] = [];
  const dependencies: SubmitDependencies = {
    createPromise: vi.fn(async (selectedId: string) => {
      calls.push(`POST ${selectedId}`);
      return promise();
    }),
    updatePromise: vi.fn(async (id: string, selectedId: string, versionKey: string) => {
      calls.push(`PUT ${id} ${selectedId} ${versionKey}`);
      return promise({ versionKey: String(Number(versionKey) + 1) });
    }),
    createCheckout: vi.fn(async (request: CreateCheckoutRequest) => {
      calls.push('checkout');
      requests.push(request);
      return { id: '100000000001' } as Checkout;
    }),
    verifyAge: vi.fn(async () => '1990-01-01'),
    navigate: vi.fn((url: string) => {
      calls.push(`go ${url}`);
    }),
    now: () => now,
    ...overrides,
  };
  return { dependencies, calls, requests };
}

const input = (overrides: Partial<SubmitInput> = {}): SubmitInput => ({
  modality: 'PICKUP',
  selectedId: 'P.s00000001.20261120:SP.00000001.20261120T1100',
  cartId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  items: [{ gtin13: milk, ageRestricted: false, minAge: null }],
  dateOfBirth: null,
  hasChosenReplacements: false,
  ...overrides,
});

afterEach(() => clearStoredPromise());

describe('scheduling submit', () => {
  it('asks for a time first (SCH-041)', async () => {
    const { dependencies, calls } = fakes();
    expect(await submitSchedule(input({ selectedId: null }), dependencies)).toEqual({ kind: 'timeRequired' });
    expect(calls).toEqual([]);
  });

  it('creates the promise with POST, then the checkout, then goes to payment with its id (SCH-045, SCH-047, SCH-048, PRM-002)', async () => {
    const { dependencies, calls, requests } = fakes();
    const outcome = await submitSchedule(input(), dependencies);
    expect(outcome.kind).toBe('navigated');
    expect(calls).toEqual([
      'POST P.s00000001.20261120:SP.00000001.20261120T1100',
      'checkout',
      'go /checkout?orderId=100000000001',
    ]);
    expect(requests[0]).toMatchObject({
      modalityType: 'PICKUP',
      promiseId: promise().id,
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: 'false' },
    });
  });

  it('moves a held promise with PUT and its versionKey on the next submit (SCH-046, PRM-003, PRM-005)', async () => {
    const { dependencies, calls } = fakes({
      createCheckout: vi.fn(async () => Promise.reject({ code: 'INTERNAL_ERROR', status: 500 })),
    });
    await submitSchedule(input(), dependencies);
    expect(storedPromise()?.promise.versionKey).toBe('1');
    await submitSchedule(input({ selectedId: 'P.s00000001.20261120:SP.00000001.20261120T1200' }), dependencies);
    expect(calls[1]).toBe(`PUT ${promise().id} P.s00000001.20261120:SP.00000001.20261120T1200 1`);
    expect(storedPromise()?.promise.versionKey).toBe('2');
  });

  it('stores the expiry extended by the configured minutes, 0 by default (PRM-006, PRM-007)', async () => {
    const { dependencies } = fakes({ createCheckout: vi.fn(async () => Promise.reject(new Error('down'))) });
    await submitSchedule(input(), dependencies);
    expect(storedPromise()?.storedExpiresAt).toBe(Date.parse(promise().expiresAt));
    await submitSchedule(input({ expiryExtensionMinutes: 5 }), dependencies);
    expect(storedPromise()?.storedExpiresAt).toBe(Date.parse(promise().expiresAt) + 5 * 60_000);
  });

  it('awaits the replacement step when the time cannot fulfil some items, then reports the fallout (RPL-012, SCH-065)', async () => {
    const excluded = promise({
      items: { included: [milk], excluded: [{ gtin13: bread, code: 'NOT_AVAILABLE_AT_TIME' }] },
    });
    const resolveUnavailableItems = vi.fn(async () => 'continue' as const);
    const { dependencies, calls, requests } = fakes({
      createPromise: vi.fn(async () => excluded),
      updatePromise: vi.fn(async () => promise({ versionKey: '2' })),
      resolveUnavailableItems,
    });
    const outcome = await submitSchedule(input(), dependencies);
    expect(resolveUnavailableItems).toHaveBeenCalledWith(excluded);
    expect(outcome.kind).toBe('navigated');
    expect(requests[0]?.properties.createOrderPromiseHadFallout).toBe('true');
    expect(calls.at(-1)).toBe('go /checkout?orderId=100000000001');
  });

  it('stops when the shopper closes the replacement step, and fails without one (PRM-008)', async () => {
    const excluded = promise({
      items: { included: [milk], excluded: [{ gtin13: bread, code: 'NOT_AVAILABLE_AT_TIME' }] },
    });
    const closed = fakes({ createPromise: vi.fn(async () => excluded), resolveUnavailableItems: async () => 'cancel' });
    expect(await submitSchedule(input(), closed.dependencies)).toEqual({ kind: 'cancelled' });
    expect(closed.calls).not.toContain('checkout');
    clearStoredPromise();
    const without = fakes({ createPromise: vi.fn(async () => excluded) });
    expect(await submitSchedule(input(), without.dependencies)).toEqual({ kind: 'itemsUnavailable' });
    expect(without.calls).not.toContain('checkout');
  });

  it('raises a failure when an update still returns excluded items (PRM-008)', async () => {
    const { dependencies } = fakes({
      createCheckout: vi.fn(async () => Promise.reject(new Error('down'))),
      updatePromise: vi.fn(async () =>
        promise({
          versionKey: '2',
          items: { included: [milk], excluded: [{ gtin13: bread, code: 'NOT_AVAILABLE_AT_TIME' }] },
        }),
      ),
    });
    await submitSchedule(input(), dependencies);
    expect(await submitSchedule(input(), dependencies)).toEqual({ kind: 'itemsUnavailable' });
  });

  it('raises a failure when an update still returns an item needing the shopper’s action, not on a first reservation (PRM-009)', async () => {
    // ITEM_RESTRICTED: a product the mode does not sell; no other time fulfils it, the shopper must act on it.
    const restricted = promise({
      versionKey: '2',
      items: { included: [milk], excluded: [{ gtin13: lager, code: 'ITEM_RESTRICTED' }] },
    });
    const { dependencies } = fakes({
      createPromise: vi.fn(async () => restricted),
      updatePromise: vi.fn(async () => restricted),
    });
    const reserve = () =>
      ensurePromise(dependencies, { selectedId: input().selectedId as string, modality: 'PICKUP' }, now);
    // A first reservation (POST) answers the items for the replacement step to show.
    await expect(reserve()).resolves.toEqual(restricted);
    // The update (PUT, a promise is held) still leaves the item: a failure.
    await expect(reserve()).rejects.toThrow('Promise update left items needing action');
    expect(dependencies.updatePromise).toHaveBeenCalledTimes(1);
  });

  it('resets the held promise before reserving again, so a failed reservation leaves none (PRM-001)', async () => {
    storePromise(promise());
    const { dependencies } = fakes({
      updatePromise: vi.fn(async () => Promise.reject({ code: 'SLOT_FULL', status: 409 })),
    });
    await expect(
      ensurePromise(dependencies, { selectedId: input().selectedId as string, modality: 'PICKUP' }, now),
    ).rejects.toMatchObject({ code: 'SLOT_FULL' });
    expect(storedPromise()).toBeNull();
  });

  it('sends the shopper to sign-in when the session is gone while reserving (PRM-004)', async () => {
    const assigned: string[] = [];
    const api = createApiClient({
      bannerId: 'greenway',
      baseUrl: 'http://greenway.localhost/',
      messages: { offline: 'offline', connection: 'connection', generic: 'generic', sessionExpired: 'expired' },
      fetch: (async () =>
        new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'no session' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch,
      navigation: {
        pathname: () => '/scheduling',
        search: () => '?fulfillmentType=pickup',
        assign: (url) => assigned.push(url),
      },
      retryDelayMs: 0,
      isOnline: () => true,
      getCsrfToken: () => 'token',
      refreshSession: async () => false,
    });
    const { dependencies, calls } = fakes({
      createPromise: (selectedId) => api.call('createPromise', { body: { selectedIds: [selectedId] } }),
    });
    const outcome = await submitSchedule(input(), dependencies);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(/^\/signin\?/);
    expect(assigned[0]).toContain(encodeURIComponent('/scheduling?fulfillmentType=pickup'));
    expect(outcome.kind).toBe('failed');
    expect(calls).toEqual([]);
  });

  it("says 'You must have a time selected' with the code when the promise is missing or failed (PRM-011, PRM-012)", async () => {
    const missing = fakes({ createPromise: vi.fn(async () => ({ ...promise(), id: '' })) });
    expect(await submitSchedule(input(), missing.dependencies)).toEqual({
      kind: 'promiseMissing',
      code: 'PROMISE_MISSING',
    });
    expect(missing.calls).not.toContain('checkout');
    clearStoredPromise();
    const failed = fakes({
      createPromise: async () => Promise.reject({ kind: 'http', code: 'BAD_REQUEST', status: 400 }),
    });
    expect(await submitSchedule(input(), failed.dependencies)).toEqual({ kind: 'promiseMissing', code: 'BAD_REQUEST' });
    // A catalogued code keeps its own words (SCH-081), a lost session its redirect (PRM-004).
    const noTimes = fakes({
      createPromise: async () => Promise.reject({ kind: 'http', code: 'NO_TIMESLOTS', status: 409 }),
    });
    expect((await submitSchedule(input(), noTimes.dependencies)).kind).toBe('failed');
    const session = fakes({
      createPromise: async () => Promise.reject({ kind: 'session', code: 'UNAUTHORIZED', status: 401 }),
    });
    expect((await submitSchedule(input(), session.dependencies)).kind).toBe('failed');
  });

  it('opens age verification for restricted items without a birth date, with 21 or the items’ own age (SCH-051..053)', async () => {
    const verifyAge = vi.fn(async () => '1990-01-01');
    const { dependencies, requests } = fakes({
      verifyAge,
      createPromise: vi.fn(async () => promise({ items: { included: [milk, lager], excluded: [] } })),
    });
    await submitSchedule(
      input({
        items: [
          { gtin13: milk, ageRestricted: false, minAge: null },
          { gtin13: lager, ageRestricted: true, minAge: null },
        ],
      }),
      dependencies,
    );
    expect(verifyAge).toHaveBeenLastCalledWith(21);
    expect(requests[0]?.buyer.dateOfBirth).toBe('1990-01-01');
    clearStoredPromise();
    await submitSchedule(
      input({ items: [{ gtin13: lager, ageRestricted: true, minAge: 18 }] }),
      fakes({ verifyAge, createPromise: vi.fn(async () => promise({ items: { included: [lager], excluded: [] } })) })
        .dependencies,
    );
    expect(verifyAge).toHaveBeenLastCalledWith(18);
    const closed = fakes({
      verifyAge: async () => null,
      createPromise: vi.fn(async () => promise({ items: { included: [lager], excluded: [] } })),
    });
    clearStoredPromise();
    expect(
      await submitSchedule(input({ items: [{ gtin13: lager, ageRestricted: true, minAge: 21 }] }), closed.dependencies),
    ).toEqual({
      kind: 'cancelled',
    });
    expect(closed.calls).not.toContain('checkout');
  });

  it('maps the promise errors to the modals: PROMISE_EXPIRED, SLOT_FULL and VERSION_CONFLICT (SCH-066, SCH-068)', async () => {
    const expired = fakes({ createPromise: async () => Promise.reject({ code: 'PROMISE_EXPIRED', status: 410 }) });
    expect(await submitSchedule(input(), expired.dependencies)).toEqual({ kind: 'reservationExpired' });
    const full = fakes({ createPromise: async () => Promise.reject({ code: 'SLOT_FULL', status: 409 }) });
    expect(await submitSchedule(input(), full.dependencies)).toEqual({ kind: 'timeExpired' });
    const conflict = fakes({ createPromise: async () => Promise.reject({ code: 'VERSION_CONFLICT', status: 409 }) });
    expect(await submitSchedule(input(), conflict.dependencies)).toEqual({ kind: 'timeExpired' });
  });

  it("says 'Reservation Expired' when the held time ran out before the next submit, then holds afresh (SCH-066, PRM-006)", async () => {
    const { dependencies, calls } = fakes({
      createCheckout: vi.fn(async () => Promise.reject({ code: 'INTERNAL_ERROR', status: 500 })),
    });
    await submitSchedule(input(), dependencies);
    expect(storedPromise()).not.toBeNull();
    const expiry = Date.parse(promise().expiresAt);
    // A minute before the stored expiry the hold is still moved with PUT.
    await submitSchedule(input(), { ...dependencies, now: () => expiry - 60_000 });
    expect(calls.at(-1)).toMatch(/^PUT /);
    const later = { ...dependencies, now: () => expiry };
    expect(await submitSchedule(input(), later)).toEqual({ kind: 'reservationExpired' });
    expect(storedPromise()).toBeNull();
    expect(calls).toHaveLength(2);
    // 'Select New Time', then Continue: a new hold with POST.
    await submitSchedule(input(), later);
    expect(calls.at(-1)).toMatch(/^POST /);
  });

  it('creates the checkout straight away from a stored valid promise, with no age verification (SCH-049, SCH-050)', async () => {
    const failing = fakes({ createCheckout: vi.fn(async () => Promise.reject(new Error('down'))) });
    await submitSchedule(input(), failing.dependencies);
    const verifyAge = vi.fn(async () => '1990-01-01');
    const { dependencies, calls } = fakes({ verifyAge });
    const outcome = await createWithStoredPromise(
      input({ items: [{ gtin13: milk, ageRestricted: true, minAge: 21 }] }),
      dependencies,
    );
    expect(outcome?.kind).toBe('navigated');
    expect(calls).toEqual(['checkout', 'go /checkout?orderId=100000000001']);
    expect(verifyAge).not.toHaveBeenCalled();
    clearStoredPromise();
    expect(await createWithStoredPromise(input(), dependencies)).toBeNull();
  });
});

describe('a hold read back when the page loads (issue 20)', () => {
  afterEach(() => clearStoredPromise());

  it('is moved with PUT on Continue, timed from its arrival for its hold’s length (the clocks may differ)', async () => {
    // The server's clock says 15:00 and holds until 15:30; this browser's clock runs a week later.
    const weekLater = now + 7 * 86_400_000;
    const held = promise({ createdAt: '2026-11-20T15:00:00.000Z', expiresAt: '2026-11-20T15:30:00.000Z' });
    storePromise(held, undefined, { readBackAt: weekLater });
    expect(storedPromise()).toMatchObject({ isReadBack: true, storedExpiresAt: weekLater + 30 * 60_000 });
    const { dependencies, calls } = fakes({ now: () => weekLater + 60_000 });
    const outcome = await submitSchedule(input({ selectedId: held.selectedId }), dependencies);
    expect(outcome.kind).toBe('navigated');
    expect(calls[0]).toBe(`PUT ${held.id} ${held.selectedId} ${held.versionKey}`);
    expect(storedPromise()?.isReadBack).toBe(false);
  });
});
