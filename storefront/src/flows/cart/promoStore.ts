import type { BasketPromos, Modality } from '@aisle/contracts';
import { normalizePromoCode, promoCodeProblem } from '@aisle/contracts/promoRules';
import { createStore } from 'zustand/vanilla';
import { isConnectionError } from '../../lib/api/index.ts';
import type { PromoFailure, PromoPending } from '../../lib/promo/PromoCodeForm.tsx';
import { changeBasketPromos, readBasketPromos } from './gateway/promos.ts';

export type { PromoFailure, PromoPending };

/*
 * The promo codes of the shopper's basket (PRO-001..009): read with the basket, applied and removed
 * through the server, which evaluates them (services/src/promotions). One change at a time.
 */

export type PromoState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  modality: Modality | null;
  promos: BasketPromos | null;
  pending: PromoPending;
};

export const promoStore = createStore<PromoState>(() => ({
  status: 'idle',
  modality: null,
  promos: null,
  pending: null,
}));

/** Reads the basket's promos; called again whenever the basket changes (a promo's discount follows it). */
export async function loadPromos(modality: Modality): Promise<void> {
  const before = promoStore.getState();
  promoStore.setState({ status: before.modality === modality && before.promos ? 'ready' : 'loading', modality });
  try {
    const promos = await readBasketPromos(modality);
    if (promoStore.getState().modality === modality) promoStore.setState({ status: 'ready', promos });
  } catch {
    if (promoStore.getState().modality === modality) promoStore.setState({ status: 'error' });
  }
}

async function change(action: 'Add' | 'Remove', typed: string): Promise<PromoFailure | null> {
  const { modality, pending } = promoStore.getState();
  if (!modality || pending) return null;
  const code = normalizePromoCode(typed);
  promoStore.setState({ pending: { action, code } });
  try {
    const promos = await changeBasketPromos(modality, { priceAdjustment: { promos: [{ action, code }] } });
    promoStore.setState({ status: 'ready', promos, pending: null });
    return null;
  } catch (error) {
    promoStore.setState({ pending: null });
    return isConnectionError(error) ? { connection: error.userMessage } : 'failed';
  }
}

/** PRO-007..009: the contracts' rule first, then the server; null when the code is applied. */
export async function applyPromo(typed: string): Promise<PromoFailure | null> {
  const problem = promoCodeProblem(typed);
  if (problem) return problem;
  return change('Add', typed);
}

export function removePromo(code: string): Promise<PromoFailure | null> {
  return change('Remove', code);
}

/** For tests and stories. */
export function resetPromos(): void {
  promoStore.setState(promoStore.getInitialState(), true);
}
