import type { Department, ProductPage, ProductSearchQuery } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The catalogue pages' shelves: the departments, and the products of a search or a built page at the
 * shopper's store's prices. Only types come from '@aisle/contracts' here: its values would bring zod into
 * the home and search pages' first JS.
 */

/** The departments of the catalogue, with their product counts. */
export const readDepartments = (): Promise<Department[]> =>
  api()
    .call('listDepartments')
    .then((answer) => answer.departments);

/** Products by text, department, featured flag or GTIN-13 list, paged, at the shopper's store's prices. */
export const searchProducts = (query: ProductSearchQuery): Promise<ProductPage> =>
  api().call('searchProducts', { query });
