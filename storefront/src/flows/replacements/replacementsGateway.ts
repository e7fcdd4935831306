import type {
  Basket,
  Product,
  SimilarItems,
  TimeslotModality,
  TimeslotPromise,
  UnavailableItems,
} from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';
import { randomUuid } from '../../lib/randomUuid.ts';

/*
 * The replacement flow's calls (issue 11, RPL-001..030): the held time, the lines it cannot fulfil, their
 * similar items, the chosen items' names, and the cart changes a choice makes. The panel, the drawer and
 * the choices talk to these functions only; each is exported alone, so a page bundles the ones it uses.
 */

/** RPL-001: the shopper's live promise of the mode, whose time the cart panel checks; null when none is held. */
export function getCurrentPromise(modality: TimeslotModality): Promise<TimeslotPromise | null> {
  return api()
    .call('getCurrentPromise', { query: { modality } })
    .then((answer) => answer.promise);
}

/** RPL-001, RPL-012: the cart lines the time option cannot fulfil (GET /api/replacements/unavailable). */
export function getUnavailableItems(optionId: string): Promise<UnavailableItems> {
  return api().call('getUnavailableItems', { query: { 'option.validate': optionId } });
}

/** RPL-002..004: the similar items of an unavailable item at the time option (GET /api/replacements). */
export function getSimilarItems(optionId: string, upc: string): Promise<SimilarItems> {
  return api().call('getSimilarItems', { query: { 'option.validate': optionId, id: upc } });
}

/** The products of the chosen new items, for the drawer's 'replaced with' names (a reload keeps only their UPCs). */
export function getProducts(upcs: readonly string[]): Promise<Product[]> {
  return api()
    .call('searchProducts', { query: { gtin13: upcs.join(','), limit: upcs.length } })
    .then((page) => page.items);
}

/** RPL-017: adds a chosen item with substitution NONE; one idempotency key per choice. */
export function addReplacementItem(modality: Basket['modality'], upc: string, quantity: number): Promise<Basket> {
  return api().call(
    'addBasketItem',
    { params: { modality }, body: { gtin13: upc, quantity, substitutionPolicy: 'NONE' } },
    { idempotencyKey: randomUuid() },
  );
}

/** RPL-019: sets a line's quantity (0 removes it), for the new item of a released choice. */
export function setItemQuantity(modality: Basket['modality'], upc: string, quantity: number): Promise<Basket> {
  return api().call('changeBasketItem', { params: { modality, gtin13: upc }, body: { quantity } });
}
