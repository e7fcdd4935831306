import type { Basket, Modality } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { api } from '../../lib/api/index.ts';
import { loadSession } from '../../lib/stores/session.ts';
import { hydrateShoppingMode, loadShoppingMode } from '../../lib/stores/shoppingMode.ts';
import { readBasket } from './gateway/basket.ts';

/** OCP-033: the gate's status. */
export const basketGateStatuses = ['loading', 'loaded', 'loadError'] as const;
export type BasketGateStatus = (typeof basketGateStatuses)[number];

/** OCP-034: the basket, its id and the load status. A guest's basket lives in the browser: null here. */
export type BasketGateState = {
  status: BasketGateStatus;
  basket: Basket | null;
  basketId: string | null;
  modality: Modality | null;
};

export const basketGateStore = createStore<BasketGateState>(() => ({
  status: 'loading',
  basket: null,
  basketId: null,
  modality: null,
}));

/**
 * OCP-031: fetches the basket once the shopper is known to be signed in and the shopping mode (the
 * modality header) is ready. OCP-032: with `redirectIfSignedOut`, a signed-out shopper goes to sign-in.
 */
export async function loadBasket(options: { redirectIfSignedOut: boolean }): Promise<void> {
  basketGateStore.setState({ status: 'loading' });
  try {
    const session = await loadSession();
    // A signed-in shopper's mode is the server's (their newest preference, maybe chosen on another
    // device); the browser's saved mode is only a guest's, or the fallback when the server did not answer.
    const mode = session.status === 'signedIn' ? await loadShoppingMode() : hydrateShoppingMode();
    if (session.status !== 'signedIn') {
      if (options.redirectIfSignedOut) {
        api().goToSignIn();
        return;
      }
      basketGateStore.setState({ status: 'loaded', basket: null, basketId: null, modality: mode.modality });
      return;
    }
    if (!mode.modality) {
      basketGateStore.setState({ status: 'loaded', basket: null, basketId: null, modality: null });
      return;
    }
    const basket = await readBasket(mode.modality);
    basketGateStore.setState({ status: 'loaded', basket, basketId: basket.id, modality: mode.modality });
  } catch {
    basketGateStore.setState({ status: 'loadError' });
  }
}
