import type { Checkout, CreateCheckoutRequest, TimeslotPromise } from '@aisle/contracts';
import { DEFAULT_PROMISE_EXPIRY_EXTENSION_MINUTES, minimumAgeOf } from '@aisle/contracts/schedulingRules';
import { paths } from '../../lib/paths.ts';
import { holdDurationMs } from '../../lib/stores/reservation.ts';
import {
  isReservationExpiredError,
  isTimeExpiredError,
  type SchedulingModality,
  schedulingFailureOf,
} from './schedulingRules.ts';

/*
 * The scheduling submit (cart-scheduling-checkout 4 "Scheduling" 3..6 and "Time-slot reservation"):
 *   1. a time must be chosen (SCH-041);
 *   2. ensure the promise: reset, then create it (POST, PRM-002) or move the held one (PUT with its
 *      versionKey, PRM-003); store it with its expiry extended by the configured minutes (PRM-005..007);
 *   3. STEP FOR THE REPLACEMENT DRAWER: when the held time cannot fulfil some items and the shopper has
 *      not chosen replacements yet, `resolveUnavailableItems` is awaited (RPL-012, spec 4 "Scheduling" 6).
 *      The replacements flow (storefront/src/flows/replacements/, branch issue11-repl) passes its drawer
 *      here: resolve 'continue' after 'Continue to Payment' (the promise is then ensured again and the
 *      fallout is reported), 'cancel' when the shopper closes it. Without a resolver, excluded items on
 *      an update are a failure (PRM-008);
 *   4. age verification when included items are restricted and no birth date was given (SCH-051..053);
 *   5. create the checkout (SCH-047, SCH-054..065) and go to /checkout?orderId= (SCH-048).
 * Every call is passed in, so the sequence is tested with fakes and the island wires the real API.
 */

export type PromiseCalls = {
  createPromise(selectedId: string): Promise<TimeslotPromise>;
  updatePromise(id: string, selectedId: string, versionKey: string): Promise<TimeslotPromise>;
};

export type SubmitDependencies = PromiseCalls & {
  createCheckout(request: CreateCheckoutRequest): Promise<Checkout>;
  /** Step 3: the replacement drawer. Absent: unavailable items fail the submit (PRM-008). */
  resolveUnavailableItems?: (promise: TimeslotPromise) => Promise<'continue' | 'cancel'>;
  /** Step 4: opens the age verification modal; the verified 'YYYY-MM-DD', or null when closed. */
  verifyAge(minAge: number): Promise<string | null>;
  navigate(url: string): void;
  now(): number;
};

export type SubmitInput = {
  modality: SchedulingModality;
  selectedId: string | null;
  cartId: string | null;
  /** The lines of the basket: which are age restricted (SCH-051). */
  items: ReadonlyArray<{ gtin13: string; ageRestricted: boolean; minAge: number | null }>;
  /** A birth date already given on this page (SCH-051 "no birth date was given"). */
  dateOfBirth: string | null;
  /** The shopper already chose replacements for this time (RPL-012). */
  hasChosenReplacements: boolean;
  deliveryType?: 'Standard' | 'Contactless';
  instructions?: string | null;
  /** PRM-006: minutes added to the stored expiry (default 0, PRM-007). */
  expiryExtensionMinutes?: number;
};

export type SubmitOutcome =
  | { kind: 'navigated'; checkout: Checkout }
  | { kind: 'timeRequired' }
  | { kind: 'promiseMissing'; code: string }
  | { kind: 'reservationExpired' }
  | { kind: 'timeExpired' }
  | { kind: 'itemsUnavailable' }
  | { kind: 'promiseFallout' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

/**
 * The promise this page holds, with the expiry it is trusted until (PRM-005, PRM-006). `isReadBack`: read
 * from the server when the page loaded (held earlier, e.g. in the selector), so its items are those of the
 * basket when it was held, not now; Continue moves it (PUT), which works them out again.
 */
export type StoredPromise = { promise: TimeslotPromise; storedExpiresAt: number; isReadBack: boolean };

let stored: StoredPromise | null = null;

export function storedPromise(): StoredPromise | null {
  return stored;
}

/** SCH-077, PRM-001: forget the held promise (leaving the page, or before reserving again). */
export function clearStoredPromise(): void {
  stored = null;
}

export function storePromise(
  promise: TimeslotPromise,
  extensionMinutes = DEFAULT_PROMISE_EXPIRY_EXTENSION_MINUTES,
  options: { readBackAt?: number } = {},
) {
  // A hold read back is timed from its arrival for its hold's length (the server answers only live holds,
  // and the browser's clock may differ from the server's), as the header's hold line is.
  const expiresAt =
    options.readBackAt === undefined ? Date.parse(promise.expiresAt) : options.readBackAt + holdDurationMs(promise);
  stored = {
    promise,
    storedExpiresAt: expiresAt + extensionMinutes * 60_000,
    isReadBack: options.readBackAt !== undefined,
  };
  return stored;
}

/**
 * SCH-066: the time this page held for the mode has run out (its stored expiry, PRM-006, has passed): the
 * shopper is told ('Reservation Expired') and chooses again, rather than the page silently holding a time
 * afresh. The expired hold is forgotten.
 */
export function takeExpiredStoredPromise(modality: SchedulingModality, now: number): boolean {
  if (!stored || stored.promise.modality !== modality || stored.storedExpiresAt > now) return false;
  expiredHere.add(stored.promise.id);
  clearStoredPromise();
  return true;
}

/** Holds this page told the shopper had expired: never offered back as held (the clocks may differ). */
const expiredHere = new Set<string>();

export function wasExpiredHere(promise: Pick<TimeslotPromise, 'id'>): boolean {
  return expiredHere.has(promise.id);
}

/** SCH-049: a stored promise still valid now for this mode. */
export function validStoredPromise(modality: SchedulingModality, now: number): TimeslotPromise | null {
  return stored && stored.promise.modality === modality && stored.storedExpiresAt > now ? stored.promise : null;
}

type ApiLike = { code?: string; status?: number; kind?: string };
const asApi = (error: unknown): ApiLike => (typeof error === 'object' && error !== null ? (error as ApiLike) : {});

/**
 * PRM-001..010: reset, then POST or PUT. An update that still leaves excluded items is a failure
 * (PRM-008, PRM-009); `isAutoUpdate` raises 'Promise has fallout' instead (PRM-010).
 */
export async function ensurePromise(
  calls: PromiseCalls,
  input: { selectedId: string; modality: SchedulingModality; extensionMinutes?: number; isAutoUpdate?: boolean },
  now: number,
): Promise<TimeslotPromise> {
  const held = validStoredPromise(input.modality, now);
  clearStoredPromise();
  const promise = held
    ? await calls.updatePromise(held.id, input.selectedId, held.versionKey)
    : await calls.createPromise(input.selectedId);
  storePromise(promise, input.extensionMinutes);
  if (held && promise.items.excluded.length > 0) {
    throw new Error(input.isAutoUpdate ? 'Promise has fallout' : 'Promise update left items needing action');
  }
  return promise;
}

function checkoutRequest(
  input: SubmitInput,
  promise: TimeslotPromise,
  hadFallout: boolean,
  dateOfBirth: string | null,
) {
  const request: CreateCheckoutRequest = {
    modalityType: input.modality,
    cartId: input.cartId as string,
    promiseId: promise.id,
    buyer: { dateOfBirth },
    fulfillment:
      input.modality === 'DELIVERY'
        ? { deliveryType: input.deliveryType ?? 'Standard', instructions: input.instructions ?? null }
        : {},
    properties: { paymentVersion: '2', createOrderPromiseHadFallout: hadFallout ? 'true' : 'false' },
  };
  return request;
}

/** SCH-048: the payment page of the new checkout. */
export function paymentUrl(checkout: Pick<Checkout, 'id'>): string {
  return `${paths.checkout}?orderId=${encodeURIComponent(checkout.id)}`;
}

function outcomeOfError(error: unknown): SubmitOutcome {
  const api = asApi(error);
  if (isReservationExpiredError(api)) return { kind: 'reservationExpired' };
  if (isTimeExpiredError(api)) return { kind: 'timeExpired' };
  if (api.code === 'ITEMS_UNAVAILABLE') return { kind: 'itemsUnavailable' };
  if (error instanceof Error && error.message === 'Promise has fallout') return { kind: 'promiseFallout' };
  return { kind: 'failed', error };
}

/**
 * PRM-012: a promise call that failed for a reason the catalogue has no words for leaves no time held:
 * 'You must have a time selected. Error Code: {code}'. The catalogued codes (SCH-066, SCH-068, SCH-079..086),
 * a lost connection and a lost session (PRM-004: the sign-in redirect is under way) keep their own handling.
 */
function outcomeOfPromiseError(error: unknown): SubmitOutcome {
  const outcome = outcomeOfError(error);
  const api = asApi(error);
  if (outcome.kind !== 'failed' || typeof api.code !== 'string' || api.kind === 'session') return outcome;
  return schedulingFailureOf(api).kind === 'fallback' ? { kind: 'promiseMissing', code: api.code } : outcome;
}

/** SCH-049, SCH-050: with a stored valid promise the checkout is created at once, with no age verification. */
export async function createWithStoredPromise(
  input: SubmitInput,
  dependencies: SubmitDependencies,
): Promise<SubmitOutcome | null> {
  const promise = validStoredPromise(input.modality, dependencies.now());
  if (!promise || !input.cartId) return null;
  try {
    const checkout = await dependencies.createCheckout(
      checkoutRequest(input, promise, promise.items.excluded.length > 0, input.dateOfBirth),
    );
    dependencies.navigate(paymentUrl(checkout));
    return { kind: 'navigated', checkout };
  } catch (error) {
    return outcomeOfError(error);
  }
}

export async function submitSchedule(input: SubmitInput, dependencies: SubmitDependencies): Promise<SubmitOutcome> {
  if (!input.selectedId) return { kind: 'timeRequired' };
  if (takeExpiredStoredPromise(input.modality, dependencies.now())) return { kind: 'reservationExpired' };
  let promise: TimeslotPromise;
  try {
    promise = await ensurePromise(
      dependencies,
      {
        selectedId: input.selectedId,
        modality: input.modality,
        ...(input.expiryExtensionMinutes === undefined ? {} : { extensionMinutes: input.expiryExtensionMinutes }),
      },
      dependencies.now(),
    );
  } catch (error) {
    if (error instanceof Error && !('code' in error) && /items needing action/.test(error.message)) {
      // PRM-008/009: the update left items the time cannot fulfil; the drawer (step 3) takes them.
      const held = storedPromise()?.promise;
      if (!held) return { kind: 'promiseMissing', code: 'PROMISE_MISSING' };
      promise = held;
    } else {
      return outcomeOfPromiseError(error);
    }
  }
  if (!promise?.id) return { kind: 'promiseMissing', code: 'PROMISE_MISSING' };

  let hadFallout = false;
  // Step 3: the replacement drawer.
  if (promise.items.excluded.length > 0 && !input.hasChosenReplacements) {
    if (!dependencies.resolveUnavailableItems) return { kind: 'itemsUnavailable' };
    let choice: 'continue' | 'cancel';
    try {
      choice = await dependencies.resolveUnavailableItems(promise);
    } catch (error) {
      // The drawer could not learn which items they are (a failed call): the submit says why.
      return outcomeOfError(error);
    }
    if (choice === 'cancel') return { kind: 'cancelled' };
    hadFallout = true;
    try {
      promise = await ensurePromise(
        dependencies,
        { selectedId: input.selectedId, modality: input.modality, isAutoUpdate: false },
        dependencies.now(),
      ).catch((error: unknown) => {
        // Replaced items may still be excluded: the checkout is made without them, the fallout is reported.
        const held = storedPromise()?.promise;
        if (held && error instanceof Error && /items needing action/.test(error.message)) return held;
        throw error;
      });
    } catch (error) {
      return outcomeOfError(error);
    }
  }
  if (promise.items.included.length === 0) return { kind: 'itemsUnavailable' };

  // Step 4: age verification (SCH-051..053).
  let dateOfBirth = input.dateOfBirth;
  const included = new Set(promise.items.included);
  const minAge = minimumAgeOf(input.items.filter((item) => included.has(item.gtin13)));
  if (minAge !== null && !dateOfBirth) {
    dateOfBirth = await dependencies.verifyAge(minAge);
    if (!dateOfBirth) return { kind: 'cancelled' };
  }

  // Step 5: the checkout.
  if (!input.cartId) return { kind: 'itemsUnavailable' };
  try {
    const checkout = await dependencies.createCheckout(checkoutRequest(input, promise, hadFallout, dateOfBirth));
    dependencies.navigate(paymentUrl(checkout));
    return { kind: 'navigated', checkout };
  } catch (error) {
    return outcomeOfError(error);
  }
}
