import type { Hono } from 'hono';
import {
  departmentImage,
  getProduct,
  getProductDetails,
  listDepartments,
  productImage,
  searchProducts,
} from '../../catalogue/queries.ts';
import { type RouteDependencies, route } from '../route.ts';

/** Departments, products and their images: services/src/catalogue/queries.ts. */
export function catalogueRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'listDepartments', dependencies, (input) => {
    input.context.header('Cache-Control', 'public, max-age=60');
    return listDepartments(input);
  });
  route(app, 'searchProducts', dependencies, (input) => {
    input.context.header('Cache-Control', 'public, max-age=60');
    return searchProducts(input);
  });
  route(app, 'getProduct', dependencies, (input) => {
    input.context.header('Cache-Control', 'public, max-age=60');
    return getProduct(input);
  });
  route(app, 'getProductDetails', dependencies, (input) => {
    input.context.header('Cache-Control', 'public, max-age=60');
    return getProductDetails(input);
  });
  route(app, 'getProductImage', dependencies, async (input) => svgAnswer(await productImage(input)));
  route(app, 'getDepartmentImage', dependencies, async (input) => svgAnswer(departmentImage(input)));
}

/** A picture of our own: the same bytes for the same id, kept by browsers and CDNs for a day. */
function svgAnswer(svg: string): Response {
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
