import { type Department, departmentSchema, type ProductDetails, productDetailsSchema } from '@aisle/contracts';
import * as z from 'zod/mini';
import snapshot from './catalogue.generated.json';
import { inShelfOrder } from './productPages.ts';

/**
 * Every product with its page's details, and the departments, as the API answers them for the seeded
 * catalogue (written by services/scripts/home-catalogue.ts, kept equal to the API by
 * services/test/homeCatalogue.test.ts). The product and department pages of every banner are built from it
 * (docs/adr/0026-product-and-department-pages.md). Parsed with the contracts' schemas, so a snapshot the
 * API could not answer fails the build. Build time only: no island imports this module.
 */
const catalogueSchema = z.object({ departments: z.array(departmentSchema), products: z.array(productDetailsSchema) });

let parsed: { departments: Department[]; products: ProductDetails[] } | undefined;

export function catalogueAsBuilt(): { departments: Department[]; products: ProductDetails[] } {
  parsed ??= catalogueSchema.parse(snapshot);
  return parsed;
}

/** A department's products in the order its pages show them (by sub-category, then name). */
export function departmentProducts(departmentId: string): ProductDetails[] {
  return inShelfOrder(catalogueAsBuilt().products.filter((entry) => entry.product.departmentId === departmentId));
}
