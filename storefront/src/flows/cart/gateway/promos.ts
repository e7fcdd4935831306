import type { BasketPromos, Modality, UpdatePromosRequest } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The cart's promo codes (PRO-001..009): the promos applied to the basket, and adding or removing one.
 */

/** PRO-002: the promos applied to the basket, each with what it takes off now. */
export function readBasketPromos(modality: Modality): Promise<BasketPromos> {
  return api().call('getBasketPromos', { params: { modality } });
}

/** PRO-003, PRO-004, PRO-009: applies or removes codes (all or none); answers the promos applied now. */
export function changeBasketPromos(modality: Modality, change: UpdatePromosRequest): Promise<BasketPromos> {
  return api().call('updateBasketPromos', { params: { modality }, body: change });
}
