import type { AddBasketItemRequest, Basket, ChangeBasketItemRequest, Modality, Product } from '@aisle/contracts';
import { PRODUCT_LOOKUP_MAX } from '@aisle/contracts/productRules';
import { api } from '../../../lib/api/index.ts';

/*
 * The cart screen's lines: add (Undo), change and remove a line, and the catalogue's products that a
 * guest's lines and a line's backup item need.
 */

/** Issue 20 'Undo': a removed line added again, once per idempotency key. */
export function addBasketLine(modality: Modality, line: AddBasketItemRequest, idempotencyKey: string): Promise<Basket> {
  return api().call('addBasketItem', { params: { modality }, body: line }, { idempotencyKey });
}

/** CART-039, CART-008: a line's quantity (0 removes it) or its substitution choice and backup item. */
export function changeBasketLine(modality: Modality, gtin13: string, change: ChangeBasketItemRequest): Promise<Basket> {
  return api().call('changeBasketItem', { params: { modality, gtin13 }, body: change });
}

/** Removes a line; answers the basket. A removal that already went through answers NOT_FOUND. */
export function removeBasketLine(modality: Modality, gtin13: string): Promise<Basket> {
  return api().call('removeBasketItem', { params: { modality, gtin13 } });
}

/** CART-030: the products of a guest's lines, at most PRODUCT_LOOKUP_MAX GTIN-13s a call. */
export function findProductsByGtin(gtin13s: readonly string[]): Promise<Product[]> {
  return api()
    .call('searchProducts', { query: { gtin13: gtin13s.join(','), limit: PRODUCT_LOOKUP_MAX } })
    .then((page) => page.items);
}

/** CART-008: products of a line's department, the backup items a shopper may name. */
export function findDepartmentProducts(departmentId: string): Promise<Product[]> {
  return api()
    .call('searchProducts', { query: { department: departmentId, limit: 24 } })
    .then((page) => page.items);
}
