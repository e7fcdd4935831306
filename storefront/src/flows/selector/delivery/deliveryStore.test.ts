import { type ModalityPreference, type ServiceAddress, USER_TIME_ZONE_HEADER } from '@aisle/contracts';
import { createMockFetch, type MockHandlers, type MockRequest } from '@aisle/contracts/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  californiaAddress,
  chunkLightTuna,
  correctedAnswer,
  deliveryBasket,
  deliveryOptions,
  deliveryPreference,
  demoAddresses,
  homeAddress,
  officeAddress,
  promiseFixture,
  savedAddress,
  sourdoughLoaf,
  unverifiableAnswer,
  upfrontTimeslots,
  verifiedAnswer,
} from '../../../../testing/deliveryFixtures.ts';
import { type RecordedCall, setUpPage, signInForTest, tearDownPage, testMessages } from '../../../../testing/page.ts';
import { createApiClient } from '../../../lib/api/client.ts';
import { setApiClient } from '../../../lib/api/index.ts';
import { addressBookStore } from '../../../lib/stores/addressBook.ts';
import { reservationStore, resetReservation } from '../../../lib/stores/reservation.ts';
import { loadShoppingMode, resetShoppingMode, shoppingModeStore } from '../../../lib/stores/shoppingMode.ts';
import { goTo, goToV2, openSelector, resetSelector, selectorStore } from '../selectorStore.ts';
import {
  ADDRESS_BOOK_V1_LIMIT,
  chooseConfirmation,
  confirmAddress,
  deleteAddress,
  deliveryStore,
  editConfirmation,
  loadAddresses,
  PROMISE_COMPONENT,
  resetDelivery,
  SELECTOR_KEYSPACE,
  selectAddress,
  setFormValue,
  startAddAddress,
  startEditAddress,
  submitAddressForm,
  VALIDATION_ORIGIN,
} from './deliveryStore.ts';
import { loadTimeslots, reserveTime, selectDay, selectTime } from './deliveryTimeslots.ts';

const delivery = () => deliveryStore.getState();
const selector = () => selectorStore.getState();

function failure(
  code: 'SLOT_FULL' | 'ADDRESS_NOT_FOUND' | 'TOO_MANY_ADDRESSES' | 'INTERNAL_ERROR' | 'VALIDATION_FAILED',
  status: number,
) {
  return { status, error: { code, message: code } } as const;
}

/** A preference answer for whatever address id the request names. */
function preferenceFor(
  request: MockRequest,
  addresses: ServiceAddress[] = demoAddresses,
): { body: ModalityPreference } {
  const body = request.body as { destination: { address: { id: string } } };
  const address = addresses.find((entry) => entry.id === body.destination.address.id) ?? homeAddress;
  return { body: deliveryPreference(address, new Date().toISOString()) };
}

/** A signed-in shopper with demo's addresses; `overrides` replace single answers. */
function signedInPage(overrides: MockHandlers = {}, active: ServiceAddress | null = homeAddress): RecordedCall[] {
  const calls = setUpPage({
    listModalityPreferences: () => ({ body: { preferences: active ? [deliveryPreference(active)] : [] } }),
    listAddresses: () => ({ body: { addresses: [homeAddress, californiaAddress, officeAddress] } }),
    validateAddress: (request) => {
      const id = (request.body as { address: { id?: string } }).address.id;
      const address = demoAddresses.find((entry) => entry.id === id);
      return { body: address ? verifiedAnswer(address) : correctedAnswer };
    },
    getModalityOptions: () => ({ body: deliveryOptions() }),
    createModalityPreference: (request) => preferenceFor(request),
    addAddress: () => ({ body: savedAddress(['123 Main St']) }),
    updateAddress: (request) => ({ body: { ...homeAddress, id: request.params.addressId as string } }),
    removeAddress: () => ({ body: null }),
    getBasket: () => ({ body: deliveryBasket() }),
    getUpfrontTimeslots: () => ({ body: upfrontTimeslots() }),
    getCurrentPromise: () => ({ body: { promise: null } }),
    createPromise: (request) => {
      const [selectedId] = (request.body as { selectedIds: string[] }).selectedIds;
      const [quoteId, optionId] = (selectedId as string).split(':') as [string, string];
      return { body: promiseFixture(quoteId, optionId, '2099-01-01T00:00:00.000Z') };
    },
    ...overrides,
  });
  signInForTest();
  return calls;
}

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  resetSelector();
  resetShoppingMode();
  resetDelivery();
  resetReservation();
});

afterEach(() => {
  tearDownPage();
});

describe('the address list', () => {
  it('lists the saved addresses, home first, then latest modified (SEL-010, ACC-074, ACC-075)', async () => {
    signedInPage();
    await loadAddresses();
    expect(addressBookStore.getState().status).toBe('loaded');
    // The home address was modified before the California one, yet it leads the list.
    expect(addressBookStore.getState().list.map((address) => address.id)).toEqual(
      [homeAddress, californiaAddress, officeAddress].map((address) => address.id),
    );
    expect(ADDRESS_BOOK_V1_LIMIT).toBe(3);
  });

  it('says so when the list cannot be loaded', async () => {
    signedInPage({ listAddresses: () => failure('INTERNAL_ERROR', 500) });
    await loadAddresses();
    expect(addressBookStore.getState().status).toBe('error');
    expect(delivery().listFailure).toEqual({ kind: 'loadFailed' });
  });
});

describe('Select Address (v1)', () => {
  beforeEach(() => {
    openSelector();
    goTo('addressBook');
  });

  it('validates the address first, with the modality type, origin and keyspace (SEL-076, SEL-144)', async () => {
    const calls = signedInPage();
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    const first = calls.find((call) => call.path !== '/api/addresses' && call.path !== '/api/session');
    expect(first?.path).toBe('/api/addresses/validate');
    expect(first?.body).toMatchObject({
      address: { id: officeAddress.id, addressLines: ['2712 Erie Ave'], postalCode: '45208' },
      modalityType: 'DELIVERY',
      origin: VALIDATION_ORIGIN,
      keyspace: SELECTOR_KEYSPACE,
    });
  });

  it('fetches the options for an eligible address, makes it the active Delivery mode and opens the time slots (SEL-078..080, SEL-142)', async () => {
    const calls = signedInPage();
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    expect(callsTo(calls, 'POST', '/api/modality-options')[0]?.body).toMatchObject({
      address: { id: officeAddress.id, postalCode: '45208' },
    });
    expect(callsTo(calls, 'POST', '/api/modality-preferences')[0]?.body).toMatchObject({
      modalityType: 'DELIVERY',
      destination: { address: { id: officeAddress.id } },
    });
    expect(shoppingModeStore.getState().activeByType.DELIVERY?.label).toBe('Office');
    expect(selector().screen).toBe('viewTimeslots');
    expect(selector().isOpen).toBe(true);
    expect(delivery().listFailure).toBeNull();
  });

  it('shows the unverified message and changes nothing when the address cannot be verified (SEL-077)', async () => {
    const calls = signedInPage({ validateAddress: () => ({ body: unverifiableAnswer }) });
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    expect(delivery().listFailure).toEqual({ kind: 'unverified' });
    expect(callsTo(calls, 'POST', '/api/modality-preferences')).toHaveLength(0);
    expect(selector().screen).toBe('addressBook');
  });

  it('shows the in-house unavailable message for an address the in-house service cannot reach (SEL-158)', async () => {
    const calls = signedInPage({ validateAddress: () => ({ body: verifiedAnswer(officeAddress, false) }) });
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    expect(delivery().listFailure).toEqual({ kind: 'inHouseUnavailable' });
    expect(callsTo(calls, 'POST', '/api/modality-options')).toHaveLength(0);
  });

  it('closes the selector when no fulfillment center serves the address (SEL-081)', async () => {
    signedInPage({ getModalityOptions: () => ({ body: deliveryOptions({ hasFulfillmentCenter: false }) }) });
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    expect(shoppingModeStore.getState().activeByType.DELIVERY?.label).toBe('Office');
    expect(selector().isOpen).toBe(false);
  });

  it('closes the selector when it was opened by the scheduling page, which picks its own times (SEL-081)', async () => {
    openSelector({ origin: 'scheduling', screen: 'addressBook' });
    signedInPage();
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    expect(selector().isOpen).toBe(false);
  });

  it('shows the technical-difficulty message when setting the modality fails', async () => {
    signedInPage({ createModalityPreference: () => failure('INTERNAL_ERROR', 500) });
    await loadAddresses();
    await selectAddress(officeAddress.id, 'v1');
    expect(delivery().listFailure).toEqual({ kind: 'technical' });
    expect(selector().screen).toBe('addressBook');
  });
});

describe('Select Address (v2 confirm)', () => {
  beforeEach(() => {
    openSelector({ presentation: 'panel' });
    goToV2('list');
  });

  it('fetches the options, sets the in-house flags and opens the time slots (SEL-082, SEL-085..087)', async () => {
    const calls = signedInPage();
    await loadAddresses();
    await selectAddress(californiaAddress.id, 'v2');
    expect(callsTo(calls, 'POST', '/api/modality-options')).toHaveLength(1);
    expect(delivery().isInHouseDeliveryShopper).toBe(true);
    expect(selector().screen).toBe('viewTimeslots');
  });

  it('errors when no fulfillment center is found (SEL-083)', async () => {
    signedInPage({ getModalityOptions: () => ({ body: deliveryOptions({ hasFulfillmentCenter: false }) }) });
    await loadAddresses();
    await selectAddress(californiaAddress.id, 'v2');
    expect(delivery().listFailure).toEqual({ kind: 'noFulfillmentCenter' });
    expect(delivery().isInHouseDeliveryShopper).toBe(false);
    expect(selector().screen).toBe('addressBookV2');
  });

  it('errors when in-house delivery is off for the address (SEL-084)', async () => {
    // The partner delivers from a fulfillment center too: only the in-house flag is off.
    const options = deliveryOptions();
    const partnerOnly = {
      ...options,
      DELIVERY: options.DELIVERY.map((option) => ({
        ...option,
        providerId: 'DELIVERY' as const,
        fulfillment: [{ kind: 'FULFILLMENT_CENTER' as const, id: 'fc-partner', providerId: 'DELIVERY' as const }],
      })),
    };
    signedInPage({ getModalityOptions: () => ({ body: partnerOnly }) });
    await loadAddresses();
    await selectAddress(californiaAddress.id, 'v2');
    expect(delivery().listFailure).toEqual({ kind: 'inHouseUnavailable' });
    expect(selector().screen).toBe('addressBookV2');
  });
});

describe('the address form', () => {
  function typeAddress(values: Partial<Record<'street' | 'unit' | 'city' | 'state' | 'zip', string>>) {
    for (const [field, value] of Object.entries(values)) setFormValue(field as 'street', value);
  }

  beforeEach(() => {
    openSelector();
    goTo('addressBook');
  });

  it('stops on the client’s check before any call, keeping what was typed (SEL-013)', async () => {
    const calls = signedInPage();
    startAddAddress('v1');
    typeAddress({ street: '123 Main St', zip: '452' });
    await submitAddressForm('v1');
    expect(delivery().form.errors).toEqual({ city: 'required', state: 'required', zip: 'invalid' });
    expect(delivery().form.values).toMatchObject({ street: '123 Main St', zip: '452' });
    expect(calls.filter((call) => call.path.startsWith('/api/addresses'))).toHaveLength(0);
  });

  it('clears a field’s error as soon as the shopper types in it', async () => {
    signedInPage();
    startAddAddress('v1');
    await submitAddressForm('v1');
    expect(delivery().form.errors.street).toBe('required');
    setFormValue('street', '1');
    expect(delivery().form.errors.street).toBeUndefined();
    expect(delivery().form.errors.city).toBe('required');
  });

  it('validates, then saves an address that needs no correction and goes back to the list (SEL-088, SEL-090, SEL-091, ACC-058)', async () => {
    const calls = signedInPage({ validateAddress: () => ({ body: verifiedAnswer(savedAddress(['123 Main St'])) }) });
    startAddAddress('v1');
    expect(selector().screen).toBe('addAddress');
    typeAddress({ street: '123 Main St', city: 'Cincinnati', state: 'OH', zip: '45202' });
    await submitAddressForm('v1');
    const paths = calls.map((call) => `${call.method} ${call.path}`).filter((path) => path.includes('/api/addresses'));
    expect(paths.slice(0, 2)).toEqual(['POST /api/addresses/validate', 'POST /api/addresses']);
    expect(callsTo(calls, 'POST', '/api/addresses')[0]?.body).toMatchObject({
      addressType: 'Delivery',
      addressLine1: '123 Main St',
      stateCode: 'OH',
      zip: '45202',
    });
    expect(selector().screen).toBe('addressBook');
    expect(selector().history).toEqual(['default']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo(calls, 'GET', '/api/addresses').length).toBeGreaterThan(0);
    expect(delivery().form.values.street).toBe('');
  });

  it('opens the confirm step with the suggestion when the address comes back corrected (SEL-089)', async () => {
    const calls = signedInPage();
    startAddAddress('v1');
    typeAddress({ street: '123 main street', city: 'cincinnati', state: 'OH', zip: '45202' });
    await submitAddressForm('v1');
    expect(delivery().confirmation).toMatchObject({
      original: { street: '123 main street', city: 'cincinnati' },
      suggested: { street: '123 Main St', city: 'Cincinnati', state: 'OH', zip: '45202' },
      choice: null,
    });
    expect(callsTo(calls, 'POST', '/api/addresses')).toHaveLength(0);
  });

  it('shows the unverified message for an unverifiable address and keeps the typed values (SEL-118)', async () => {
    const calls = signedInPage({ validateAddress: () => ({ body: unverifiableAnswer }) });
    startAddAddress('v1');
    typeAddress({ street: 'Main St', city: 'Cincinnati', state: 'OH', zip: '45202' });
    await submitAddressForm('v1');
    expect(delivery().form.failure).toEqual({ kind: 'unverified' });
    expect(delivery().confirmation).toBeNull();
    expect(delivery().form.values.street).toBe('Main St');
    expect(callsTo(calls, 'POST', '/api/addresses')).toHaveLength(0);
  });

  it('words a failed validation call as the validation failure (ACC-090)', async () => {
    signedInPage({ validateAddress: () => failure('VALIDATION_FAILED', 400) });
    startAddAddress('v1');
    typeAddress({ street: '1 Main St', city: 'Cincinnati', state: 'OH', zip: '45202' });
    await submitAddressForm('v1');
    expect(delivery().form.failure).toEqual({ kind: 'validationFailed' });
  });

  it('shows the server’s refusal (unknown address, too many addresses) and keeps the typed values', async () => {
    signedInPage({
      validateAddress: () => ({ body: verifiedAnswer(savedAddress(['1 Main St'])) }),
      addAddress: () => failure('ADDRESS_NOT_FOUND', 404),
    });
    startAddAddress('v1');
    typeAddress({ street: '1 Main St', city: 'Cincinnati', state: 'OH', zip: '45202' });
    await submitAddressForm('v1');
    expect(delivery().form.failure).toEqual({ kind: 'notFound' });
    expect(delivery().form.values.street).toBe('1 Main St');
    expect(selector().screen).toBe('addAddress');

    signedInPage({
      validateAddress: () => ({ body: verifiedAnswer(savedAddress(['1 Main St'])) }),
      addAddress: () => failure('TOO_MANY_ADDRESSES', 409),
    });
    await submitAddressForm('v1');
    expect(delivery().form.failure).toEqual({ kind: 'limit' });
  });
});

describe('the confirm step', () => {
  async function reachConfirm(layout: 'v1' | 'v2', overrides: MockHandlers = {}) {
    const calls = signedInPage({ addAddress: () => ({ body: savedAddress(['123 Main St']) }), ...overrides });
    startAddAddress(layout);
    for (const [field, value] of Object.entries({
      street: '123 main street',
      city: 'cincinnati',
      state: 'OH',
      zip: '45202',
    })) {
      setFormValue(field as 'street', value);
    }
    await submitAddressForm(layout);
    return calls;
  }

  it('does nothing on Confirm or Edit Address until an address is chosen (SEL-120, SEL-121)', async () => {
    openSelector();
    goTo('addressBook');
    const calls = await reachConfirm('v1');
    await confirmAddress('v1');
    editConfirmation('v1');
    expect(delivery().confirmation?.choice).toBeNull();
    expect(callsTo(calls, 'POST', '/api/addresses')).toHaveLength(0);
  });

  it('v1: saves the suggested address and returns to the address book', async () => {
    openSelector();
    goTo('addressBook');
    const calls = await reachConfirm('v1');
    chooseConfirmation('suggested');
    await confirmAddress('v1');
    expect(callsTo(calls, 'POST', '/api/addresses')[0]?.body).toMatchObject({
      addressLine1: '123 Main St',
      city: 'Cincinnati',
    });
    expect(delivery().confirmation).toBeNull();
    expect(selector().screen).toBe('addressBook');
  });

  it('v1: saves the address as typed when the shopper keeps it', async () => {
    openSelector();
    goTo('addressBook');
    const calls = await reachConfirm('v1');
    chooseConfirmation('original');
    await confirmAddress('v1');
    expect(callsTo(calls, 'POST', '/api/addresses')[0]?.body).toMatchObject({
      addressLine1: '123 main street',
      city: 'cincinnati',
    });
  });

  it('v2: goes to the confirm form, then Confirm saves, fetches the options and opens the time slots (SEL-082, SEL-087)', async () => {
    openSelector({ presentation: 'panel' });
    goToV2('list');
    const calls = await reachConfirm('v2', {
      createModalityPreference: (request) => preferenceFor(request, [savedAddress(['123 Main St'])]),
    });
    expect(selector().v2View).toBe('confirmForm');
    chooseConfirmation('suggested');
    await confirmAddress('v2');
    expect(callsTo(calls, 'POST', '/api/addresses')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/modality-options')).toHaveLength(1);
    expect(selector().screen).toBe('viewTimeslots');
    expect(delivery().isInHouseDeliveryShopper).toBe(true);
  });

  it('v2: a confirm that fails after saving keeps the saved address, so a second Confirm does not save it twice', async () => {
    openSelector({ presentation: 'panel' });
    goToV2('list');
    const calls = await reachConfirm('v2', {
      getModalityOptions: () => ({ body: deliveryOptions({ hasFulfillmentCenter: false }) }),
    });
    chooseConfirmation('suggested');
    await confirmAddress('v2');
    expect(delivery().confirmation?.failure).toEqual({ kind: 'noFulfillmentCenter' });
    await confirmAddress('v2');
    expect(callsTo(calls, 'POST', '/api/addresses')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/modality-options')).toHaveLength(2);
  });

  it('Edit Address goes back to the form with the chosen address in it (v2: the address form)', async () => {
    openSelector({ presentation: 'panel' });
    goToV2('list');
    await reachConfirm('v2');
    chooseConfirmation('suggested');
    editConfirmation('v2');
    expect(selector().v2View).toBe('addressForm');
    expect(delivery().form.values).toMatchObject({ street: '123 Main St', city: 'Cincinnati' });
    expect(delivery().confirmation).toBeNull();
  });
});

describe('edit and delete', () => {
  it('refuses to edit or delete an address without an id: ‘address must have id’ (SEL-116, SEL-117)', async () => {
    const calls = signedInPage();
    openSelector({ presentation: 'panel' });
    goToV2('list');
    startEditAddress(undefined, 'v2');
    expect(delivery().listFailure).toEqual({ kind: 'missingId' });
    expect(selector().v2View).toBe('list');
    await deleteAddress(null, 'v2');
    expect(delivery().listFailure).toEqual({ kind: 'missingId' });
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('edits an address in the address form and sends its id on update (SEL-018, ACC-032)', async () => {
    const calls = signedInPage({ validateAddress: () => ({ body: verifiedAnswer(officeAddress) }) });
    openSelector({ presentation: 'panel' });
    goToV2('list');
    await loadAddresses();
    startEditAddress(officeAddress.id, 'v2');
    expect(selector().v2View).toBe('addressForm');
    expect(delivery().form.values).toMatchObject({ street: '2712 Erie Ave', zip: '45208' });
    setFormValue('unit', 'Suite 4');
    await submitAddressForm('v2');
    const update = callsTo(calls, 'PUT', `/api/addresses/${officeAddress.id}`)[0];
    expect(update?.body).toMatchObject({ addressId: officeAddress.id, addressLine2: 'Suite 4', label: 'Office' });
    expect(selector().v2View).toBe('list');
  });

  it('deleting the current address clears the selection and shows the no-address view (SEL-092, SEL-093)', async () => {
    let preferences = [deliveryPreference(homeAddress)];
    let saved = [homeAddress, californiaAddress, officeAddress];
    const calls = signedInPage({
      listModalityPreferences: () => ({ body: { preferences } }),
      listAddresses: () => ({ body: { addresses: saved } }),
      removeAddress: () => {
        preferences = [];
        saved = saved.filter((address) => address.id !== homeAddress.id);
        return { body: null };
      },
    });
    await loadShoppingMode(true);
    expect(shoppingModeStore.getState().activeByType.DELIVERY?.label).toBeTruthy();
    openSelector({ presentation: 'panel' });
    goToV2('list');
    await loadAddresses();
    await deleteAddress(homeAddress.id, 'v2');
    expect(callsTo(calls, 'DELETE', `/api/addresses/${homeAddress.id}`)).toHaveLength(1);
    expect(addressBookStore.getState().list.map((address) => address.id)).not.toContain(homeAddress.id);
    expect(shoppingModeStore.getState().activeByType.DELIVERY).toBeUndefined();
    expect(reservationStore.getState().promise).toBeNull();
    expect(selector().v2View).toBe('noAddress');
  });

  it('deleting another address stays on the list', async () => {
    signedInPage();
    await loadShoppingMode(true);
    openSelector({ presentation: 'panel' });
    goToV2('list');
    await loadAddresses();
    await deleteAddress(officeAddress.id, 'v2');
    expect(selector().v2View).toBe('list');
    expect(shoppingModeStore.getState().activeByType.DELIVERY).toBeDefined();
  });
});

describe('the up-front time slots', () => {
  beforeEach(() => {
    openSelector();
    goTo('viewTimeslots');
  });

  it('asks for the active address’s in-house delivery times with locale, vendors and items (SEL-146, SEL-148)', async () => {
    const calls = signedInPage();
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(callsTo(calls, 'GET', '/api/baskets/DELIVERY')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/timeslots/upfront')[0]?.body).toEqual({
      locale: 'en-US',
      modality: 'DELIVERY',
      destination: { address: { id: homeAddress.id } },
      vendors: { sources: ['IN_HOUSE_DELIVERY'], handoffs: [] },
      items: [
        {
          gtin13: sourdoughLoaf.gtin13,
          quantity: 2,
          substitutionPolicy: 'NONE',
          instructions: 'Sliced, please',
          sellerId: 'greenway',
          modalityType: 'DELIVERY',
          isItemProp65: false,
          prop65Message: null,
          substitutionItems: [],
        },
        {
          gtin13: chunkLightTuna.gtin13,
          quantity: 3,
          substitutionPolicy: 'SHOPPER_CHOICE',
          instructions: null,
          sellerId: 'greenway',
          modalityType: 'DELIVERY',
          isItemProp65: true,
          prop65Message: chunkLightTuna.prop65Warning,
          substitutionItems: [],
        },
      ],
    });
    expect(delivery().timeslots.status).toBe('loaded');
    expect(delivery().timeslots.days).toHaveLength(7);
  });

  it('asks for the times without items when the cart cannot be read (SEL-059)', async () => {
    const calls = signedInPage({ getBasket: () => failure('INTERNAL_ERROR', 500) });
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(callsTo(calls, 'POST', '/api/timeslots/upfront')[0]?.body).toMatchObject({ items: [] });
    expect(delivery().timeslots.status).toBe('loaded');
  });

  it('sends the shopper’s time zone in the user-time-zone header (SEL-147)', async () => {
    signedInPage();
    await loadShoppingMode(true);
    const headers: (string | null)[] = [];
    const mockFetch = createMockFetch({
      getUpfrontTimeslots: () => ({ body: upfrontTimeslots() }),
      getCurrentPromise: () => ({ body: { promise: null } }),
    });
    setApiClient(
      createApiClient({
        bannerId: 'greenway',
        baseUrl: 'http://greenway.localhost/',
        messages: testMessages,
        isOnline: () => true,
        fetch: async (input, init) => {
          const request = input instanceof Request ? input : new Request(String(input), init);
          if (request.url.endsWith('/api/timeslots/upfront')) headers.push(request.headers.get(USER_TIME_ZONE_HEADER));
          return mockFetch(request);
        },
      }),
    );
    await loadTimeslots();
    expect(headers).toEqual([Intl.DateTimeFormat().resolvedOptions().timeZone]);
  });

  it('preselects the first open time when the quotes load (SEL-106)', async () => {
    signedInPage();
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(delivery().timeslots).toMatchObject({ selectedDate: '2026-11-20', selectedId: 'q-20261120:x11' });
  });

  it('preselects the held reservation’s time and day when there is one (SEL-106)', async () => {
    signedInPage({
      getCurrentPromise: () => ({ body: { promise: promiseFixture('q-20261123', 'w14', '2099-01-01T00:00:00.000Z') } }),
    });
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(delivery().timeslots).toMatchObject({ selectedDate: '2026-11-23', selectedId: 'q-20261123:w14' });
    expect(reservationStore.getState().promise?.selectedId).toBe('q-20261123:w14');
  });

  it('shows the load failure for Try Again when the times cannot be loaded (SEL-162)', async () => {
    signedInPage({ getUpfrontTimeslots: () => failure('INTERNAL_ERROR', 500) });
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(delivery().timeslots.status).toBe('error');
  });

  it('drops the chosen time when the shopper moves to another day, and keeps it on its own day', async () => {
    signedInPage();
    await loadShoppingMode(true);
    await loadTimeslots();
    selectTime('q-20261121:w10');
    selectDay('2026-11-21');
    expect(delivery().timeslots.selectedId).toBe('q-20261121:w10');
    selectDay('2026-11-24');
    expect(delivery().timeslots).toMatchObject({ selectedDate: '2026-11-24', selectedId: null });
  });

  it('asks for a time when Reserve is pressed without one (SEL-115)', async () => {
    const calls = signedInPage();
    await loadShoppingMode(true);
    await loadTimeslots();
    selectDay('2026-11-24');
    expect(await reserveTime()).toBe(false);
    expect(delivery().timeslots.isSelectionRequired).toBe(true);
    expect(callsTo(calls, 'POST', '/api/promises')).toHaveLength(0);
    selectTime('q-20261124:w8');
    expect(delivery().timeslots.isSelectionRequired).toBe(false);
  });

  it('reserves: a promise for the option ids, in-house delivery active, the choice stored, the selector closed (SEL-100..103, SEL-149, SEL-150)', async () => {
    const calls = signedInPage();
    await loadShoppingMode(true);
    await loadTimeslots();
    selectDay('2026-11-21');
    selectTime('q-20261121:w10');
    expect(await reserveTime()).toBe(true);
    expect(callsTo(calls, 'POST', '/api/promises')[0]?.body).toEqual({
      selectedIds: ['q-20261121:w10'],
      keyspace: SELECTOR_KEYSPACE,
      component: PROMISE_COMPONENT,
    });
    const preferences = callsTo(calls, 'POST', '/api/modality-preferences');
    expect(preferences.at(-1)?.body).toMatchObject({
      modalityType: 'DELIVERY',
      destination: { address: { id: homeAddress.id } },
      source: 'TIMESLOT',
    });
    expect(reservationStore.getState().promise?.selectedId).toBe('q-20261121:w10');
    expect(delivery().isInHouseDeliveryShopper).toBe(true);
    expect(selector().isOpen).toBe(false);
  });

  it('keeps the selector open with the technical-difficulty message when the promise fails (SEL-160)', async () => {
    signedInPage({ createPromise: () => failure('INTERNAL_ERROR', 500) });
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(await reserveTime()).toBe(false);
    expect(delivery().timeslots.failure).toEqual({ kind: 'technical' });
    expect(reservationStore.getState().promise).toBeNull();
    expect(selector().isOpen).toBe(true);
  });

  it('a window taken meanwhile (SLOT_FULL) gives the same message and reloads the times', async () => {
    let isFull = false;
    const calls = signedInPage({
      getUpfrontTimeslots: () => ({ body: upfrontTimeslots(isFull ? { full: ['2026-11-20:11'] } : {}) }),
      createPromise: () => {
        isFull = true;
        return failure('SLOT_FULL', 409);
      },
    });
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(delivery().timeslots.selectedId).toBe('q-20261120:x11');
    await reserveTime();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callsTo(calls, 'POST', '/api/timeslots/upfront')).toHaveLength(2);
    expect(delivery().timeslots.failure).toEqual({ kind: 'technical' });
    expect(delivery().timeslots.days[0]?.times[0]?.remainingCapacity).toBe(0);
    expect(selector().isOpen).toBe(true);
  });

  it('keeps the selector open with the technical-difficulty message when setting the modality fails (SEL-159)', async () => {
    signedInPage({ createModalityPreference: () => failure('INTERNAL_ERROR', 500) });
    await loadShoppingMode(true);
    await loadTimeslots();
    expect(await reserveTime()).toBe(false);
    expect(delivery().timeslots.failure).toEqual({ kind: 'technical' });
    expect(selector().isOpen).toBe(true);
  });
});
