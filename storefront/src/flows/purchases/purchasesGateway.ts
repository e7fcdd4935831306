import type { OrderDetails, OrderSummary } from '@aisle/contracts/purchases';
import { api } from '../../lib/api/index.ts';

/* The purchases pages' calls: the shopper's orders and one order. The screens and hooks call these only. */

/** The signed-in shopper's orders on this banner, newest first, the pending ones marked. */
export function listOrders(): Promise<OrderSummary[]> {
  return api()
    .call('listOrders')
    .then((answer) => answer.orders);
}

/** One of the shopper's orders on this banner; another shopper's, another banner's or an unknown id answers 404. */
export function readOrder(orderId: string): Promise<OrderDetails> {
  return api().call('getOrder', { params: { orderId } });
}
