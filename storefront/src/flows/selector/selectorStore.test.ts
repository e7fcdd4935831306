import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpPage, signInForTest, signOutForTest, tearDownPage } from '../../../testing/page.ts';
import { cincinnatiOptions } from '../../../testing/storeFixtures.ts';
import { resetShoppingMode } from '../../lib/stores/shoppingMode.ts';
import {
  back,
  canGoBack,
  chooseDelivery,
  closeSelector,
  goTo,
  goToV2,
  loadModalityOptions,
  markZipInvalid,
  openSelector,
  resetSelector,
  selectModality,
  selectorStore,
} from './selectorStore.ts';

const state = () => selectorStore.getState();

const savedAddress = {
  id: '3c1f2e4d-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  addressLines: ['Apt 3', '1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US' as const,
  county: 'Hamilton',
  vanityName: 'Home',
};

beforeEach(() => {
  resetSelector();
  resetShoppingMode();
});

afterEach(() => {
  tearDownPage();
});

describe('opening the selector', () => {
  it('opens on the default screen from the header', () => {
    openSelector();
    expect(state()).toMatchObject({ isOpen: true, screen: 'default', history: [], options: { origin: 'header' } });
  });

  it('opens on the store selection menu with only store selection (SEL-031, SEL-033)', () => {
    openSelector({ onlyStoreSelection: true, modality: 'PICKUP' });
    expect(state().screen).toBe('storeSelection');
    expect(state().modality).toBe('PICKUP');
  });

  it('opens the time slots directly from the scheduling page (SEL-032)', () => {
    openSelector({ screen: 'viewTimeslots', origin: 'scheduling' });
    expect(state().screen).toBe('viewTimeslots');
    expect(state().options.origin).toBe('scheduling');
  });

  it('marks an opening from the cart, both ways round (SEL-035)', () => {
    openSelector({ openedFromCart: true });
    expect(state().options).toMatchObject({ origin: 'cart', openedFromCart: true });
    openSelector({ origin: 'cart' });
    expect(state().options).toMatchObject({ origin: 'cart', openedFromCart: true });
    openSelector({ origin: 'checkout' });
    expect(state().options).toMatchObject({ origin: 'checkout', openedFromCart: false });
  });

  it('closes and starts again from the first screen when opened again', () => {
    openSelector();
    goTo('storeSelection');
    closeSelector();
    expect(state().isOpen).toBe(false);
    openSelector();
    expect(state()).toMatchObject({ isOpen: true, screen: 'default', history: [] });
  });
});

describe('Back', () => {
  it('returns to the previous screen, one at a time (SEL-061)', () => {
    openSelector();
    expect(canGoBack()).toBe(false);
    goTo('storeSelection');
    goTo('addressBook');
    goTo('addAddress');
    expect(canGoBack()).toBe(true);
    back();
    expect(state().screen).toBe('addressBook');
    back();
    expect(state().screen).toBe('storeSelection');
    back();
    expect(state().screen).toBe('default');
    expect(canGoBack()).toBe(false);
    back();
    expect(state().screen).toBe('default');
  });

  it('never leaves the store selection menu when opened for store selection only (SEL-033)', () => {
    openSelector({ onlyStoreSelection: true });
    goTo('addressBook');
    goTo('default');
    expect(state().screen).toBe('storeSelection');
    expect(canGoBack()).toBe(false);
  });

  it('steps back through address book v2 in the spec order (SEL-062..066)', () => {
    openSelector();
    goToV2('confirmForm');
    expect(state()).toMatchObject({ screen: 'addressBookV2', v2View: 'confirmForm' });
    const seen: string[] = [];
    while (state().screen === 'addressBookV2' && state().v2View !== 'reserveYourTime') {
      back();
      seen.push(state().v2View);
    }
    expect(seen).toEqual(['addressForm', 'emptyForm', 'list', 'noAddress', 'reserveYourTime']);
    // From the first v2 view, Back leaves the address book for the screen before it.
    back();
    expect(state().screen).toBe('default');
  });
});

describe('choosing an option', () => {
  it('Pickup and In Store open the store selection menu (SEL-008, SEL-009)', () => {
    openSelector();
    selectModality('PICKUP');
    expect(state()).toMatchObject({ screen: 'storeSelection', modality: 'PICKUP' });
    back();
    selectModality('IN_STORE');
    expect(state()).toMatchObject({ screen: 'storeSelection', modality: 'IN_STORE' });
  });

  it('Delivery sends a guest to the sign-in screen (SEL-067, SEL-128)', async () => {
    setUpPage({});
    signOutForTest();
    openSelector();
    await chooseDelivery();
    expect(state()).toMatchObject({ screen: 'signIn', modality: 'DELIVERY' });
  });

  it('shows a guest the sign-in screen instead of any address view (SEL-129)', () => {
    setUpPage({});
    signOutForTest();
    openSelector({ screen: 'addressBook' });
    expect(state().screen).toBe('signIn');
    goTo('default');
    goTo('addAddress');
    expect(state().screen).toBe('signIn');
    goToV2('list');
    expect(state().screen).toBe('signIn');
    signInForTest();
    goTo('addressBook');
    expect(state().screen).toBe('addressBook');
  });

  it('Delivery opens the address book for a signed-in shopper without a delivery address (SEL-068)', async () => {
    setUpPage({ listModalityPreferences: () => ({ body: { preferences: [] } }) });
    signInForTest();
    openSelector();
    await chooseDelivery();
    expect(state().screen).toBe('addressBook');
  });

  it('Delivery in the v2 panel starts the v2 address book at Reserve Your Time', async () => {
    setUpPage({ listModalityPreferences: () => ({ body: { preferences: [] } }) });
    signInForTest();
    openSelector({ presentation: 'panel' });
    await chooseDelivery('v2');
    expect(state()).toMatchObject({ screen: 'addressBookV2', v2View: 'reserveYourTime' });
  });

  it('Delivery refetches the options for the active address and opens the time slots (SEL-069, SEL-070)', async () => {
    const calls = setUpPage({
      listModalityPreferences: () => ({
        body: {
          preferences: [
            {
              id: '7e4b0c1a-2d3e-4f5a-9b6c-7d8e9f0a1b2c',
              modalityType: 'DELIVERY',
              destination: { address: savedAddress },
              createdDate: '2026-11-20T14:00:00.000Z',
              source: 'SELECTOR',
              label: 'Home',
              store: null,
            },
          ],
        },
      }),
      getModalityOptions: () => ({ body: cincinnatiOptions() }),
    });
    signInForTest();
    openSelector();
    await chooseDelivery();
    const optionsCall = calls.find((call) => call.path === '/api/modality-options');
    expect(optionsCall?.body).toMatchObject({ address: { id: savedAddress.id, postalCode: '45202' } });
    expect(state().screen).toBe('viewTimeslots');
  });
});

describe('the options call', () => {
  it('loads the options of a ZIP and turns ZIP search mode on (SEL-138)', async () => {
    const calls = setUpPage({ getModalityOptions: () => ({ body: cincinnatiOptions() }) });
    await loadModalityOptions({ postalCode: '45202' });
    expect(state().modalityOptions.status).toBe('loaded');
    expect(state().modalityOptions.data?.PICKUP).toHaveLength(4);
    expect(state().zip).toEqual({ value: '45202', isSearchMode: true, isInvalid: false });
    // SEL-141: the selector's calls say where they come from.
    expect(calls.find((call) => call.path === '/api/modality-options')?.body).toEqual({
      postalCode: '45202',
      pageContext: 'modality_window',
    });
  });

  it('accepts a point as input without turning ZIP search mode on (SEL-139)', async () => {
    const calls = setUpPage({ getModalityOptions: () => ({ body: cincinnatiOptions() }) });
    await loadModalityOptions({ location: { lat: 39.1, lng: -84.5 } });
    expect(state().modalityOptions.status).toBe('loaded');
    expect(state().zip.isSearchMode).toBe(false);
    expect(calls.find((call) => call.path === '/api/modality-options')?.body).toMatchObject({
      location: { lat: 39.1, lng: -84.5 },
    });
  });

  it('marks the ZIP invalid and reports a server constraint error for address_validation_fail_modality_options (SEL-153, SEL-154)', async () => {
    setUpPage({
      getModalityOptions: () => ({
        status: 400,
        error: { code: 'address_validation_fail_modality_options', message: 'Unknown ZIP code' },
      }),
    });
    const reports: unknown[] = [];
    window.addEventListener('aisle:selector-constraint-error', (event) => reports.push((event as CustomEvent).detail));
    await loadModalityOptions({ postalCode: '00000' });
    expect(state().modalityOptions.error).toEqual({ kind: 'invalidZip' });
    expect(state().zip.isInvalid).toBe(true);
    expect(reports).toEqual([{ source: 'server', input: { postalCode: '00000' } }]);
  });

  it('marks the ZIP invalid for any other 400 or a 404 (SEL-153)', async () => {
    setUpPage({
      getModalityOptions: () => ({ status: 404, error: { code: 'NOT_FOUND', message: 'No such place' } }),
    });
    await loadModalityOptions({ postalCode: '12345' });
    expect(state().modalityOptions.error).toEqual({ kind: 'invalidZip' });
  });

  it('shows the no-stores message for NO_STORES_FOUND, although it is a 400 (SEL-156)', async () => {
    setUpPage({
      getModalityOptions: () => ({
        status: 400,
        error: { code: 'NO_STORES_FOUND', message: 'Nothing within 500 miles' },
      }),
    });
    await loadModalityOptions({ postalCode: '96701' });
    expect(state().modalityOptions.error).toEqual({ kind: 'noStores' });
    expect(state().zip.isInvalid).toBe(false);
  });

  it('a ZIP the field refuses clears the last search’s no-stores message (issue 20: it stayed under the ZIP error)', async () => {
    setUpPage({
      getModalityOptions: () => ({
        status: 400,
        error: { code: 'NO_STORES_FOUND', message: 'Nothing within 500 miles' },
      }),
    });
    await loadModalityOptions({ postalCode: '96701' });
    expect(state().modalityOptions.error).toEqual({ kind: 'noStores' });
    markZipInvalid();
    expect(state().zip.isInvalid).toBe(true);
    expect(state().modalityOptions).toMatchObject({ status: 'idle', error: null });
  });

  it('shows the no-stores message for any non-400 status (SEL-157)', async () => {
    setUpPage({
      getModalityOptions: () => ({ status: 503, error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } }),
    });
    await loadModalityOptions({ postalCode: '45202' });
    expect(state().modalityOptions.error).toEqual({ kind: 'noStores' });
  });

  it('shows a customer-facing service error when no answer comes at all (SEL-155)', async () => {
    setUpPage({}, { fetchFailure: new TypeError('Failed to fetch') });
    await loadModalityOptions({ postalCode: '45202' });
    expect(state().modalityOptions.error).toEqual({
      kind: 'service',
      message: "Hmmm, looks like we've lost you. Please check your internet connection.",
    });
  });

  it('keeps only the latest answer when searches overlap', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstAnswered = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    setUpPage({
      getModalityOptions: async ({ body }) => {
        if ((body as { postalCode?: string }).postalCode === '45202') {
          await firstAnswered;
          return { status: 400, error: { code: 'NO_STORES_FOUND', message: 'late' } };
        }
        return { body: cincinnatiOptions() };
      },
    });
    const slow = loadModalityOptions({ postalCode: '45202' });
    await loadModalityOptions({ postalCode: '45208' });
    releaseFirst();
    await slow;
    expect(state().modalityOptions.status).toBe('loaded');
    expect(state().modalityOptions.input).toEqual({ postalCode: '45208' });
  });
});
