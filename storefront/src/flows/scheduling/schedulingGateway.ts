import type {
  Basket,
  Checkout,
  CreateCheckoutRequest,
  Modality,
  TimeslotModality,
  TimeslotPromise,
  UpfrontTimeslots,
  UpfrontTimeslotsRequest,
} from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';
import { randomUuid } from '../../lib/randomUuid.ts';
import { userTimeZoneHeader } from '../../lib/timeslotDays.ts';

/*
 * The scheduling page's calls (cart-scheduling-checkout 4 "Scheduling"): the basket of the page's mode,
 * the times and the hold already taken, the promise Continue creates or moves, and the draft checkout.
 * The store and the screen talk to these functions only; each is exported alone, so a page bundles the
 * ones it uses.
 */

/** SCH-006: the basket of the page's mode (empty: the empty state). */
export function getBasket(modality: Modality): Promise<Basket> {
  return api().call('getBasket', { params: { modality } });
}

/** SCH-023, SCH-037: the time slots for the destination, in the shopper's time zone. */
export function getUpfrontTimeslots(request: UpfrontTimeslotsRequest): Promise<UpfrontTimeslots> {
  return api().call('getUpfrontTimeslots', { headers: userTimeZoneHeader(), body: request });
}

/** SCH-046, SCH-049: the shopper's live hold of the mode, as the server has it; null when none. */
export function getCurrentPromise(modality: TimeslotModality): Promise<TimeslotPromise | null> {
  return api()
    .call('getCurrentPromise', { query: { modality } })
    .then((answer) => answer.promise);
}

/** PRM-002: holds the chosen time (POST). */
export function createPromise(selectedId: string): Promise<TimeslotPromise> {
  return api().call('createPromise', { body: { selectedIds: [selectedId] } });
}

/** PRM-003: moves the held promise to the chosen time (PUT with the versionKey it was read with). */
export function updatePromise(id: string, selectedId: string, versionKey: string): Promise<TimeslotPromise> {
  return api().call('updatePromise', { params: { id }, body: { selectedId, versionKey } });
}

/**
 * SCH-047, SCH-054..065: the draft checkout of the basket and the held promise. One idempotency key per
 * Continue: the client's retries of it make one draft checkout.
 */
export function createCheckout(request: CreateCheckoutRequest): Promise<Checkout> {
  return api().call('createCheckout', { body: request }, { idempotencyKey: randomUuid() });
}
