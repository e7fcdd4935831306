import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliveryBasket, deliveryPreference, savedAddress } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, signOutForTest, tearDownPage } from '../../../testing/page.ts';
import { resetShoppingMode } from '../../lib/stores/shoppingMode.ts';
import { storageKey } from '../../lib/stores/storage.ts';
import { basketGateStore, loadBasket } from './basketGateStore.ts';

/* OCP-031: the gate fetches the basket of the shopper's mode once the mode (the modality header) is ready. */

beforeEach(() => resetShoppingMode());
afterEach(() => tearDownPage());

describe('the basket gate', () => {
  it("OCP-031: a signed-in shopper's basket is the one of their newest mode on the server, not this browser's saved mode", async () => {
    const home = savedAddress(['1250 W Sunset Blvd', 'Los Angeles, CA 90026']);
    const calls = setUpPage({
      listModalityPreferences: () => ({ body: { preferences: [deliveryPreference(home)] } }),
      getBasket: () => ({ body: deliveryBasket() }),
    });
    // This browser last shopped Pickup; the account has since chosen Delivery (another device).
    localStorage.setItem(storageKey('greenway', 'shoppingMode'), JSON.stringify('PICKUP'));
    signInForTest();
    await loadBasket({ redirectIfSignedOut: true });
    expect(basketGateStore.getState()).toMatchObject({ status: 'loaded', modality: 'DELIVERY' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/baskets/DELIVERY');
  });

  it('OCP-032: a signed-out shopper is sent to sign-in where the gate asks for it, and gets no basket elsewhere', async () => {
    const assigned: string[] = [];
    const calls = setUpPage(
      { getSession: () => ({ body: { shopper: null } }) },
      { onAssign: (url) => assigned.push(url) },
    );
    signOutForTest();
    await loadBasket({ redirectIfSignedOut: true });
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(/^\/signin\?/);
    await loadBasket({ redirectIfSignedOut: false });
    expect(assigned).toHaveLength(1);
    expect(basketGateStore.getState()).toMatchObject({ status: 'loaded', basket: null, basketId: null });
    expect(calls.some((call) => call.path.startsWith('/api/baskets'))).toBe(false);
  });
});
