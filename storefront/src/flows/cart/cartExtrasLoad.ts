import type { Basket } from '@aisle/contracts';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { addressBookStore, loadAddresses } from '../../lib/stores/addressBook.ts';
import { loadShoppingMode, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import { loadUnavailableItemsPanel } from '../replacements/index.ts';

/*
 * The signed-in shopper's parts of the cart (the Delivery destination with its map and address modal, the promo
 * code form, the unavailable-items panel) load with the cart that shows them, not with every cart: a guest's cart
 * never fetches them (before-a-tap budget, docs/adr/0029-answers-checked-where-they-are-made.md). The cart keeps
 * its 'Loading...' line until they are here, so nothing moves when they arrive (CLS 0).
 */

type CartExtraParts = {
  DeliveryDestination: typeof import('./DeliveryDestination.tsx')['DeliveryDestination'];
  PromoForm: typeof import('./PromoForm.tsx')['PromoForm'];
  UnavailableItemsPanel: Awaited<ReturnType<typeof loadUnavailableItemsPanel>>;
};

let loaded: CartExtraParts | null = null;
let loading: Promise<CartExtraParts> | null = null;
/** The last load failed (offline): the cart shows without the parts until the next load. */
let hasFailed = false;

function loadCartExtras(): Promise<CartExtraParts> {
  if (!loading) {
    hasFailed = false;
    loading = Promise.all([
      import('./DeliveryDestination.tsx'),
      import('./PromoForm.tsx'),
      loadUnavailableItemsPanel(),
    ]).then(([destination, promo, UnavailableItemsPanel]) => {
      loaded = {
        DeliveryDestination: destination.DeliveryDestination,
        PromoForm: promo.PromoForm,
        UnavailableItemsPanel,
      };
      return loaded;
    });
    // A failed load (offline) is tried again the next time a cart needs the parts.
    loading.catch(() => {
      hasFailed = true;
      loading = null;
    });
  }
  return loading;
}

/** The parts once loaded (null before, or when they could not load: the cart then shows without them). */
export function cartExtras(): CartExtraParts | null {
  return loaded;
}

/** Loads the parts when the cart needs them: 'loading' until they are here or have failed to load. */
function useCartExtras(isNeeded: boolean): 'loading' | 'settled' {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!isNeeded || loaded) return;
    let isCurrent = true;
    const settle = () => {
      if (isCurrent) rerender((count) => count + 1);
    };
    loadCartExtras().then(settle, settle);
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  return !isNeeded || loaded || hasFailed ? 'settled' : 'loading';
}

/**
 * Whether the Delivery destination can already show what it will show: the shopper's active Delivery
 * address and the address book it is read from have loaded (or failed). Until then the cart keeps its
 * 'Loading...' line, so the screen does not flash 'Add Delivery Address' to a shopper who has one, and
 * the lines do not move down when the address and its map arrive (CLS 0). Starts both loads. A signed-in
 * shopper's cart with lines, or for Delivery, also waits for its parts' code (the destination, the promo form
 * and the unavailable-items panel).
 */
export function useDestinationSettled(basket: Basket | null, isSignedIn: boolean): boolean {
  const isNeeded = isSignedIn && basket?.modality === 'DELIVERY';
  const parts = useCartExtras(isSignedIn && basket !== null && (isNeeded || basket.items.length > 0));
  const modeStatus = useStore(shoppingModeStore, (state) => state.status);
  const hasActiveAddress = useStore(shoppingModeStore, (state) => {
    const active = state.activeByType.DELIVERY;
    return active !== undefined && 'address' in active.destination;
  });
  const bookStatus = useStore(addressBookStore, (state) => state.status);
  useEffect(() => {
    if (!isNeeded) return;
    void loadShoppingMode();
    if (addressBookStore.getState().status === 'idle') void loadAddresses();
  }, [isNeeded]);
  if (parts === 'loading') return false;
  if (!isNeeded) return true;
  if (modeStatus !== 'ready' && modeStatus !== 'error') return false;
  return !hasActiveAddress || bookStatus === 'loaded' || bookStatus === 'error';
}
