import type {
  Checkout,
  CreateModifyCheckoutRequest,
  ModifyPreview,
  ModifyPreviewRequest,
  ProductPage,
} from '@aisle/contracts';
import type { OrderDetails } from '@aisle/contracts/purchases';
import { api } from '../../lib/api/index.ts';

/*
 * The modify cart's calls (cart-scheduling-checkout 2 "/cart/modify", 4 "Modify order"): the placed order, the
 * price of its changed lines, the catalogue search for products to add, and the modify request that builds the
 * modify checkout. One object rather than named functions: the store takes it as a parameter, so its unit tests
 * answer through fakes.
 */

export type ModifyGateway = {
  /** The placed order the modify cart starts from: its lines, shopping mode and buyer. */
  getOrder(orderId: string): Promise<OrderDetails>;
  /** MOD-008..011: builds the modify checkout, once per idempotency key (ADR 0021). */
  createModifyCheckout(orderId: string, body: CreateModifyCheckoutRequest): Promise<Checkout>;
  /** Prices lines as the modify checkout would, changing nothing (issue 20). */
  previewModify(orderId: string, body: ModifyPreviewRequest): Promise<ModifyPreview>;
  /** The catalogue's products for a search, to add to the order (issue 20). */
  searchProducts(query: string): Promise<ProductPage>;
};

/** How many products a search on the modify cart lists. */
export const ADD_SEARCH_LIMIT = 8;

export const liveModifyGateway: ModifyGateway = {
  getOrder: (orderId) => api().call('getOrder', { params: { orderId } }),
  createModifyCheckout: (orderId, body) =>
    api().call('createModifyCheckout', { params: { orderId }, body }, { idempotencyKey: body.idempotencyKey }),
  previewModify: (orderId, body) => api().call('previewModifyCheckout', { params: { orderId }, body }),
  searchProducts: (query) => api().call('searchProducts', { query: { query, limit: ADD_SEARCH_LIMIT } }),
};
