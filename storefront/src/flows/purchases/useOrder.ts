import type { OrderDetails } from '@aisle/contracts/purchases';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import { loadShoppingMode } from '../../lib/stores/shoppingMode.ts';
import { readOrder } from './purchasesGateway.ts';

/** What a page showing one order is doing; an enumerated state, mirrored on `data-state`. */
export type OrderLoad =
  | { status: 'loading' }
  | { status: 'loaded'; order: OrderDetails }
  | { status: 'notFound' }
  | { status: 'error' };

/**
 * Loads the signed-in shopper's order once modality preferences have loaded (OCP-017, OCP-018): the page
 * shows nothing of the order before both are in. A 404 (another shopper's, another banner's or an unknown
 * id) reads as not found, never as the order.
 */
export function useOrder(orderId: string | null, isWanted = true): [OrderLoad, () => void] {
  const [load, setLoad] = useState<OrderLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    if (!isWanted) return;
    if (!orderId) {
      setLoad({ status: 'notFound' });
      return;
    }
    let isCurrent = true;
    setLoad({ status: 'loading' });
    Promise.all([loadShoppingMode(), readOrder(orderId)]).then(
      ([, order]) => isCurrent && setLoad({ status: 'loaded', order }),
      (error: unknown) => {
        if (!isCurrent) return;
        setLoad({ status: isApiError(error) && error.status === 404 ? 'notFound' : 'error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [orderId, isWanted, attempt]);
  return [load, () => setAttempt((count) => count + 1)];
}
