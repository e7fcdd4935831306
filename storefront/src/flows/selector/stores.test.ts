import { describe, expect, it } from 'vitest';
import { cincinnatiOptions, cincinnatiStores, storeFixture } from '../../../testing/storeFixtures.ts';
import { isStartShoppingEnabled, storesFor } from './stores.ts';

describe('the stores of a mode', () => {
  it('joins the options with their store details, nearest first (SEL-008, SEL-170)', () => {
    const stores = storesFor(cincinnatiOptions(), 'PICKUP');
    expect(stores.map((store) => store.vanityName)).toEqual([
      'Downtown Cincinnati',
      'Over-the-Rhine',
      'Walnut Hills',
      'Oakley',
    ]);
    expect(stores.map((store) => store.distance)).toEqual([0, 1.234, 2.5, 4.07]);
  });

  it('lists only the stores offering the mode (SEL-009)', () => {
    const pickupOnly = storeFixture({
      locationId: '10100360',
      vanityName: 'Pickup Point',
      street: '1 Main St',
      distance: 0.5,
      modalities: { PICKUP: true, DELIVERY: false, IN_STORE: false },
    });
    const options = cincinnatiOptions([...cincinnatiStores, pickupOnly]);
    expect(storesFor(options, 'PICKUP').map((store) => store.locationId)).toContain('10100360');
    expect(storesFor(options, 'IN_STORE').map((store) => store.locationId)).not.toContain('10100360');
  });

  it('is empty before any search', () => {
    expect(storesFor(null, 'PICKUP')).toEqual([]);
  });

  it('leaves out a destination the details do not describe', () => {
    const options = { ...cincinnatiOptions(), storeDetails: cincinnatiStores.slice(1) };
    expect(storesFor(options, 'PICKUP').map((store) => store.locationId)).not.toContain('10100351');
  });
});

describe("a cross-banner store's Start Shopping (SEL-122)", () => {
  const inStoreOnly = storeFixture({
    locationId: '20100412',
    vanityName: 'Harbor Hyde Park',
    street: '2700 Erie Ave',
    distance: 5,
    banner: 'harbor',
    isCrossBanner: true,
    modalities: { PICKUP: false, DELIVERY: false, IN_STORE: true },
  });

  it('is disabled until a mode is selected', () => {
    expect(isStartShoppingEnabled(inStoreOnly, null)).toBe(false);
  });

  it('is disabled while the selected mode is one the store does not offer', () => {
    expect(isStartShoppingEnabled(inStoreOnly, 'PICKUP')).toBe(false);
  });

  it('is enabled once a mode the store offers is selected', () => {
    expect(isStartShoppingEnabled(inStoreOnly, 'IN_STORE')).toBe(true);
  });
});
