import { REPLACEMENT_SELECTION_TTL_MS } from '@aisle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkLightTuna, sourdoughLoaf } from '../../../testing/deliveryFixtures.ts';
import { setUpPage, signInForTest, tearDownPage } from '../../../testing/page.ts';
import {
  blueberryMuffins,
  earlyPickupOptionId,
  lineOf,
  mockServerBasket,
  pickupBasketWithLoaf,
  plainBagels,
  unavailableLoaf,
} from '../../../testing/replacementFixtures.ts';
import {
  closeReplacementDrawer,
  hasChosenReplacements,
  replacementDrawerStore,
  requestReplacements,
  resetReplacementDrawer,
} from './drawerStore.ts';
import {
  eligibilityStore,
  markMoveModalityClicked,
  recordIneligibleItems,
  resetEligibility,
  setAlcoholDeliveryRejected,
  setCartSubmitErrorMessage,
  setFlashSaleFallout,
} from './eligibilityStore.ts';
import {
  chooseReplacement,
  isRowDisabled,
  loadSelections,
  releaseReplacement,
  replacementStore,
  resetReplacements,
  selectionFor,
} from './replacementStore.ts';

/* The replacement state (issue 11): choosing, the 60-minute lifetime, release on 0, the drawer's gate. */

const bagels = plainBagels;
const storedKey = 'aisle.greenway.replacements';
const start = Date.parse('2026-11-20T15:00:00.000Z');

function setUp(basketStart = pickupBasketWithLoaf) {
  const basket = mockServerBasket(basketStart);
  const calls = setUpPage({
    addBasketItem: ({ body }) => basket.add(body as Parameters<typeof basket.add>[0]),
    changeBasketItem: ({ params, body }) =>
      basket.change(params.gtin13 as string, (body as { quantity: number }).quantity),
    getUnavailableItems: ({ query }) => ({
      body: {
        optionId: query.get('option.validate') as string,
        modality: 'PICKUP',
        items: basket.current().items.some((line) => line.gtin13 === sourdoughLoaf.gtin13) ? [unavailableLoaf] : [],
      },
    }),
  });
  signInForTest();
  return { basket, calls };
}

describe('replacement choices', () => {
  beforeEach(() => {
    resetReplacements();
    resetReplacementDrawer();
    resetEligibility();
  });
  afterEach(() => tearDownPage());

  it('records the new item, its quantity and the previous quantity, and adds it with no substitution', async () => {
    const { basket, calls } = setUp(() =>
      // The shopper already had one bag of bagels: the previous quantity is 1.
      {
        const cart = pickupBasketWithLoaf();
        cart.items.push(lineOf(bagels, 1));
        return cart;
      },
    );
    const answered = await chooseReplacement(
      'PICKUP',
      { originalUpc: sourdoughLoaf.gtin13, newUpc: bagels.gtin13, quantity: 2, itemIndex: 1 },
      start,
    );
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/baskets/PICKUP/items',
      body: { gtin13: bagels.gtin13, quantity: 2, substitutionPolicy: 'NONE' },
    });
    expect(answered.items.find((line) => line.gtin13 === bagels.gtin13)).toMatchObject({
      quantity: 3,
      substitutionPolicy: 'NONE',
    });
    const stored = {
      originalLineItemUpc: sourdoughLoaf.gtin13,
      newLineItemUpc: bagels.gtin13,
      newLineItemQuantity: 2,
      previousQuantityValue: 1,
      wasClicked: true,
      itemIndex: 1,
      ttl: start + 60 * 60_000,
    };
    expect(replacementStore.getState().selections[sourdoughLoaf.gtin13]).toEqual(stored);
    expect(JSON.parse(localStorage.getItem(storedKey) as string)).toEqual({ [sourdoughLoaf.gtin13]: stored });
    expect(basket.current().items).toHaveLength(3);
  });

  it('disables the other rows while a row holds a quantity and releases them at 0', () => {
    expect([0, 1, 2, 3].map((index) => isRowDisabled(1, index))).toEqual([true, false, true, true]);
    expect([0, 1, 2, 3].map((index) => isRowDisabled(null, index))).toEqual([false, false, false, false]);
  });

  it('keeps a choice for 60 minutes, then forgets it', async () => {
    setUp();
    await chooseReplacement(
      'PICKUP',
      { originalUpc: sourdoughLoaf.gtin13, newUpc: bagels.gtin13, quantity: 1, itemIndex: 1 },
      start,
    );
    expect(REPLACEMENT_SELECTION_TTL_MS).toBe(60 * 60_000);
    resetReplacements();
    expect(Object.keys(loadSelections(start + REPLACEMENT_SELECTION_TTL_MS - 1))).toEqual([sourdoughLoaf.gtin13]);
    expect(selectionFor(sourdoughLoaf.gtin13, start + REPLACEMENT_SELECTION_TTL_MS - 1)).toBeDefined();
    expect(selectionFor(sourdoughLoaf.gtin13, start + REPLACEMENT_SELECTION_TTL_MS)).toBeUndefined();
    expect(loadSelections(start + REPLACEMENT_SELECTION_TTL_MS)).toEqual({});
    expect(localStorage.getItem(storedKey)).toBeNull();
  });

  it('releases a choice at quantity 0: the new item goes back to its earlier quantity', async () => {
    const { basket, calls } = setUp();
    await chooseReplacement(
      'PICKUP',
      { originalUpc: sourdoughLoaf.gtin13, newUpc: bagels.gtin13, quantity: 2, itemIndex: 1 },
      start,
    );
    expect(basket.current().items.map((line) => line.gtin13)).toContain(bagels.gtin13);
    await releaseReplacement('PICKUP', sourdoughLoaf.gtin13);
    expect(calls.at(-1)).toEqual({
      method: 'PATCH',
      path: `/api/baskets/PICKUP/items/${bagels.gtin13}`,
      body: { quantity: 0 },
    });
    expect(basket.current().items.map((line) => line.gtin13)).toEqual([sourdoughLoaf.gtin13, chunkLightTuna.gtin13]);
    expect(replacementStore.getState().selections).toEqual({});
    expect(localStorage.getItem(storedKey)).toBeNull();
  });

  it('a new choice for the same item releases the earlier one first', async () => {
    const { basket } = setUp();
    const muffins = blueberryMuffins;
    await chooseReplacement(
      'PICKUP',
      { originalUpc: sourdoughLoaf.gtin13, newUpc: bagels.gtin13, quantity: 2, itemIndex: 1 },
      start,
    );
    await chooseReplacement(
      'PICKUP',
      { originalUpc: sourdoughLoaf.gtin13, newUpc: muffins.gtin13, quantity: 1, itemIndex: 2 },
      start,
    );
    expect(basket.current().items.map((line) => line.gtin13)).toEqual([
      sourdoughLoaf.gtin13,
      chunkLightTuna.gtin13,
      muffins.gtin13,
    ]);
    expect(replacementStore.getState().selections[sourdoughLoaf.gtin13]?.newLineItemUpc).toBe(muffins.gtin13);
  });
});

describe('the scheduling submit’s replacement step', () => {
  beforeEach(() => {
    resetReplacements();
    resetReplacementDrawer();
    resetEligibility();
  });
  afterEach(() => tearDownPage());

  it('opens the drawer for unavailable items with no choice yet, and continues on Continue to Payment', async () => {
    setUp();
    const outcome = requestReplacements(earlyPickupOptionId);
    await expect.poll(() => replacementDrawerStore.getState().status).toBe('open');
    const state = replacementDrawerStore.getState();
    expect(state.status === 'open' && state.items.map((item) => item.line.gtin13)).toEqual([sourdoughLoaf.gtin13]);
    closeReplacementDrawer('continue');
    await expect(outcome).resolves.toBe('continue');
  });

  it('resolves cancel when the drawer is closed', async () => {
    setUp();
    const outcome = requestReplacements(earlyPickupOptionId);
    await expect.poll(() => replacementDrawerStore.getState().status).toBe('open');
    closeReplacementDrawer('cancel');
    await expect(outcome).resolves.toBe('cancel');
  });

  it('says whether the shopper has chosen a replacement for each unavailable item', async () => {
    setUp();
    expect(hasChosenReplacements([sourdoughLoaf.gtin13])).toBe(false);
    await chooseReplacement('PICKUP', {
      originalUpc: sourdoughLoaf.gtin13,
      newUpc: bagels.gtin13,
      quantity: 1,
      itemIndex: 1,
    });
    expect(hasChosenReplacements([sourdoughLoaf.gtin13])).toBe(true);
    expect(hasChosenReplacements([sourdoughLoaf.gtin13, chunkLightTuna.gtin13])).toBe(false);
    expect(hasChosenReplacements([sourdoughLoaf.gtin13], Date.now() + 60 * 60_000 + 1)).toBe(false);
  });

  it('continues at once when nothing is unavailable, or a choice was made already', async () => {
    setUp(() => pickupBasketWithLoaf());
    await chooseReplacement('PICKUP', {
      originalUpc: sourdoughLoaf.gtin13,
      newUpc: bagels.gtin13,
      quantity: 1,
      itemIndex: 1,
    });
    await expect(requestReplacements(earlyPickupOptionId)).resolves.toBe('continue');
    expect(replacementDrawerStore.getState().status).toBe('closed');
    tearDownPage();
    resetReplacements();
    setUp(() => ({ ...pickupBasketWithLoaf(), items: [lineOf(chunkLightTuna, 1)] }));
    await expect(requestReplacements(earlyPickupOptionId)).resolves.toBe('continue');
    expect(replacementDrawerStore.getState().status).toBe('closed');
  });
});

describe('item-eligibility state', () => {
  beforeEach(() => resetEligibility());

  it('tracks newly ineligible and newly eligible UPCs, and fallout from promising', () => {
    recordIneligibleItems([sourdoughLoaf.gtin13, chunkLightTuna.gtin13]);
    expect(eligibilityStore.getState()).toMatchObject({
      newlyIneligibleUpcs: [sourdoughLoaf.gtin13, chunkLightTuna.gtin13],
      newlyEligibleUpcs: [],
      hasFalloutFromPromising: true,
    });
    // A later time fulfils the tuna again.
    recordIneligibleItems([sourdoughLoaf.gtin13]);
    expect(eligibilityStore.getState()).toMatchObject({
      newlyIneligibleUpcs: [sourdoughLoaf.gtin13],
      newlyEligibleUpcs: [chunkLightTuna.gtin13],
      hasFalloutFromPromising: true,
    });
    recordIneligibleItems([]);
    expect(eligibilityStore.getState().hasFalloutFromPromising).toBe(false);
  });

  it('tracks the alcohol delivery rejection, flash-sale fallout, the cart submit error and move-modality clicks', () => {
    setAlcoholDeliveryRejected(true);
    setFlashSaleFallout(true);
    setCartSubmitErrorMessage('You can add at most 25 of Plain Bagels to your cart.');
    markMoveModalityClicked(sourdoughLoaf.gtin13);
    expect(eligibilityStore.getState()).toMatchObject({
      isAlcoholDeliveryRejected: true,
      hasFalloutFromFlashSales: true,
      cartSubmitErrorMessage: 'You can add at most 25 of Plain Bagels to your cart.',
      clickedMoveModality: { [sourdoughLoaf.gtin13]: true },
    });
    setCartSubmitErrorMessage(null);
    expect(eligibilityStore.getState().cartSubmitErrorMessage).toBeNull();
  });

  it('sets the alcohol delivery rejection when Delivery refuses an age-restricted item, for ITEM_RESTRICTED only (PRM-016)', async () => {
    const lager = {
      ...chunkLightTuna,
      gtin13: '0841147000115',
      name: 'Lager',
      ageRestricted: true,
      minAge: 21,
      availability: { PICKUP: true, DELIVERY: false, IN_STORE: true },
    };
    setUpPage({
      getUnavailableItems: () => ({
        body: {
          optionId: 'IH.fc-1.20261121T0800',
          modality: 'DELIVERY',
          items: [{ code: 'ITEM_RESTRICTED', line: lineOf(lager, 1) }],
        },
      }),
    });
    signInForTest();
    void requestReplacements('IH.fc-1.20261121T0800');
    await expect.poll(() => eligibilityStore.getState().isAlcoholDeliveryRejected).toBe(true);
    closeReplacementDrawer('cancel');
    tearDownPage();
    // The same item the window merely cannot fulfil at that hour is handled like any other: no rejection.
    setUpPage({
      getUnavailableItems: () => ({
        body: {
          optionId: 'IH.fc-1.20261121T0800',
          modality: 'DELIVERY',
          items: [
            {
              code: 'NOT_AVAILABLE_AT_TIME',
              line: lineOf({ ...lager, availability: { ...lager.availability, DELIVERY: true } }, 1),
            },
          ],
        },
      }),
    });
    signInForTest();
    void requestReplacements('IH.fc-1.20261121T0800');
    await expect.poll(() => replacementDrawerStore.getState().status).toBe('open');
    expect(eligibilityStore.getState().isAlcoholDeliveryRejected).toBe(false);
    closeReplacementDrawer('cancel');
    tearDownPage();
  });
});
