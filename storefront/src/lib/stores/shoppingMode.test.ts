import type { ModalityPreference } from '@aisle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setUpPage, signInForTest, signOutForTest, tearDownPage } from '../../../testing/page.ts';
import { cincinnatiStores, storePreferenceFixture } from '../../../testing/storeFixtures.ts';
import {
  activePreferencesByType,
  hydrateShoppingMode,
  loadShoppingMode,
  resetShoppingMode,
  setActiveModality,
  shoppingModeStore,
  storeChangedEvent,
} from './shoppingMode.ts';

const [downtown, overTheRhine, walnutHills] = cincinnatiStores as [
  (typeof cincinnatiStores)[number],
  (typeof cincinnatiStores)[number],
  (typeof cincinnatiStores)[number],
];

const state = () => shoppingModeStore.getState();

/** A reload: the module state is gone, localStorage stays. */
function reload() {
  resetShoppingMode();
}

beforeEach(() => {
  resetShoppingMode();
});

afterEach(() => {
  tearDownPage();
});

describe('the active modality per type (SEL-107)', () => {
  it('is the preference with the most recent createdDate, whatever the list order', () => {
    const older = storePreferenceFixture(
      downtown,
      'PICKUP',
      '2026-11-20T10:00:00.000Z',
      '11111111-1111-4111-8111-111111111111',
    );
    const newer = storePreferenceFixture(
      overTheRhine,
      'PICKUP',
      '2026-11-20T12:00:00.000Z',
      '22222222-2222-4222-8222-222222222222',
    );
    const inStore = storePreferenceFixture(
      walnutHills,
      'IN_STORE',
      '2026-11-19T09:00:00.000Z',
      '33333333-3333-4333-8333-333333333333',
    );
    const active = activePreferencesByType([older, inStore, newer]);
    expect(active.PICKUP?.id).toBe(newer.id);
    expect(active.IN_STORE?.id).toBe(inStore.id);
    expect(active.DELIVERY).toBeUndefined();
  });
});

describe('a guest', () => {
  it('keeps the chosen store in this browser: the header names it after a reload', async () => {
    const calls = setUpPage({});
    signOutForTest();
    hydrateShoppingMode();
    expect(state().activeModality).toBeNull();

    const { preference } = await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    // SEL-036..041: type, store destination, a timestamp, a generated id and a source.
    expect(preference).toMatchObject({
      modalityType: 'PICKUP',
      destination: { locationId: '10100351' },
      source: 'SELECTOR',
      label: 'Downtown Cincinnati',
    });
    expect(preference.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(preference.createdDate)).not.toBeNaN();
    expect(calls).toEqual([]);

    reload();
    hydrateShoppingMode();
    expect(state().modality).toBe('PICKUP');
    expect(state().activeModality?.label).toBe('Downtown Cincinnati');
    expect(localStorage.getItem('aisle.greenway.modalityPreferences')).toContain('10100351');
  });

  it('switches the current mode to the newest choice and keeps each mode’s own store', async () => {
    setUpPage({});
    signOutForTest();
    await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    await setActiveModality({
      modalityType: 'IN_STORE',
      destination: { locationId: walnutHills.locationId },
      label: walnutHills.vanityName,
    });
    reload();
    hydrateShoppingMode();
    expect(state().modality).toBe('IN_STORE');
    expect(state().activeModality?.label).toBe('Walnut Hills');
    expect(state().activeByType.PICKUP?.label).toBe('Downtown Cincinnati');
  });

  it('ignores a saved store of a mode the banner does not offer', async () => {
    setUpPage({});
    signOutForTest();
    await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    const saved = localStorage.getItem('aisle.greenway.modalityPreferences');
    setUpPage({}, { capabilities: { PICKUP: false, DELIVERY: false, IN_STORE: true } });
    localStorage.setItem('aisle.greenway.modalityPreferences', saved ?? '[]');
    reload();
    hydrateShoppingMode();
    expect(state().activeModality).toBeNull();
    expect(state().modality).toBe('IN_STORE');
  });

  it('survives a damaged saved value', () => {
    setUpPage({});
    localStorage.setItem('aisle.greenway.modalityPreferences', '[{"id":"nope"}]');
    hydrateShoppingMode();
    expect(state().preferences).toEqual([]);
  });
});

describe('a signed-in shopper', () => {
  it('saves the choice as a modality preference on the server (SEL-142)', async () => {
    const calls = setUpPage({
      createModalityPreference: ({ body }) => {
        const request = body as { modalityType: 'PICKUP'; destination: { locationId: string } };
        return { body: storePreferenceFixture(downtown, request.modalityType, '2026-11-20T15:00:00.000Z') };
      },
    });
    signInForTest();
    await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/modality-preferences',
        body: { modalityType: 'PICKUP', destination: { locationId: '10100351' }, source: 'SELECTOR' },
      },
    ]);
    expect(state()).toMatchObject({ source: 'server', modality: 'PICKUP' });
    expect(state().activeModality?.label).toBe('Downtown Cincinnati');
    expect(localStorage.getItem('aisle.greenway.modalityPreferences')).toBeNull();
  });

  it('sends only the address id for a Delivery preference', async () => {
    const address = {
      id: '3c1f2e4d-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      addressLines: ['1014 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US' as const,
      county: null,
      vanityName: 'Home',
    };
    const calls = setUpPage({
      createModalityPreference: () => ({
        body: {
          id: '7e4b0c1a-2d3e-4f5a-9b6c-7d8e9f0a1b2c',
          modalityType: 'DELIVERY',
          destination: { address },
          createdDate: '2026-11-20T15:00:00.000Z',
          source: 'TIMESLOT',
          label: 'Home',
          store: null,
        },
      }),
    });
    signInForTest();
    const { isStoreChanged } = await setActiveModality({
      modalityType: 'DELIVERY',
      destination: { address },
      label: 'Home',
      source: 'TIMESLOT',
    });
    expect(calls[0]?.body).toEqual({
      modalityType: 'DELIVERY',
      destination: { address: { id: address.id } },
      source: 'TIMESLOT',
    });
    expect(state().activeModality?.label).toBe('Home');
    expect(isStoreChanged).toBe(false);
  });

  it('reads the preferences from the server, newest per type active (SEL-107)', async () => {
    const preferences: ModalityPreference[] = [
      storePreferenceFixture(
        overTheRhine,
        'PICKUP',
        '2026-11-20T12:00:00.000Z',
        '22222222-2222-4222-8222-222222222222',
      ),
      storePreferenceFixture(
        walnutHills,
        'IN_STORE',
        '2026-11-20T11:00:00.000Z',
        '33333333-3333-4333-8333-333333333333',
      ),
      storePreferenceFixture(downtown, 'PICKUP', '2026-11-20T10:00:00.000Z', '11111111-1111-4111-8111-111111111111'),
    ];
    setUpPage({ listModalityPreferences: () => ({ body: { preferences } }) });
    signInForTest();
    await loadShoppingMode();
    expect(state()).toMatchObject({ status: 'ready', source: 'server', modality: 'PICKUP' });
    expect(state().activeModality?.label).toBe('Over-the-Rhine');
    expect(state().activeByType.IN_STORE?.label).toBe('Walnut Hills');
  });

  it('takes a store chosen as a guest into the account when the account has none', async () => {
    const calls = setUpPage({
      listModalityPreferences: () => ({ body: { preferences: [] } }),
      createModalityPreference: () => ({
        body: storePreferenceFixture(downtown, 'PICKUP', '2026-11-20T15:00:00.000Z'),
      }),
    });
    signOutForTest();
    await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    reload();
    signInForTest();
    await loadShoppingMode();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/modality-preferences',
      'POST /api/modality-preferences',
    ]);
    expect(state().activeModality?.label).toBe('Downtown Cincinnati');
    expect(localStorage.getItem('aisle.greenway.modalityPreferences')).toBeNull();
  });
});

describe('changing stores (SEL-074, SEL-075)', () => {
  it('announces a store change, and not a choice of the same store again', async () => {
    setUpPage({});
    signOutForTest();
    const heard: unknown[] = [];
    window.addEventListener(storeChangedEvent, (event) => heard.push((event as CustomEvent).detail));
    const first = await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    const again = await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: downtown.locationId },
      label: downtown.vanityName,
    });
    const other = await setActiveModality({
      modalityType: 'PICKUP',
      destination: { locationId: overTheRhine.locationId },
      label: overTheRhine.vanityName,
    });
    expect([first.isStoreChanged, again.isStoreChanged, other.isStoreChanged]).toEqual([true, false, true]);
    expect(heard).toEqual([{ locationId: '10100351' }, { locationId: '10100352' }]);
  });
});
