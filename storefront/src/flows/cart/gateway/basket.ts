import type { Basket, Modality } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The cart pages' basket (cart-scheduling-checkout 2 "Cart", 4 "Address flow in the cart"): read by the
 * basket gate of every cart page, the Delivery destination and a line's removal.
 */

/**
 * OCP-031, CART-030: the shopper's basket of one shopping mode (empty when none yet); read again for a new
 * Delivery destination (CART-017, CART-018).
 */
export function readBasket(modality: Modality): Promise<Basket> {
  return api().call('getBasket', { params: { modality } });
}
