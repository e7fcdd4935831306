import type { Product } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The product page's buying box: the product as the shopper's store sells it now.
 */

/** One product as the shopper's store sells it now: the product page's live price. */
export const readProduct = (gtin13: string): Promise<Product> => api().call('getProduct', { params: { gtin13 } });
