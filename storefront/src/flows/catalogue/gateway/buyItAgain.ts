import type { Product } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The home page's 'Buy it again' for a signed-in shopper (issue 22).
 */

/** Issue 22: the products of the shopper's orders on this banner (`GET /api/buy-again`), newest first. */
export const readBuyAgain = (): Promise<Product[]> =>
  api()
    .call('listBuyAgain')
    .then((answer) => answer.items);
