import { type Department, departmentListSchema, type Product, productPageSchema } from '@aisle/contracts';
import snapshot from './homeCatalogue.generated.json';

/**
 * The home page's departments and featured products as the API answers them for the seeded catalogue
 * (written by services/scripts/home-catalogue.ts, kept equal to the API by services/test/homeCatalogue.test.ts).
 * The home page builds them into its HTML, so they paint with the page; the catalogue island fetches them
 * again once hydrated. Parsed with the contracts' schemas, so a snapshot the API could not answer fails the
 * build. Build time only: no island imports this module (an island's entry keeps every export it has).
 */
export function homeCatalogueAsBuilt(): { departments: Department[]; products: Product[]; total: number } {
  const { departments } = departmentListSchema.parse(snapshot.departments);
  const page = productPageSchema.parse(snapshot.products);
  return { departments, products: page.items, total: page.total };
}

/** The same, as the catalogue island's `initial` on the pages that show the home's products (no query). */
export function homeCatalogueInitial() {
  return { ...homeCatalogueAsBuilt(), query: '', department: '' };
}
