import type { EndpointDefinition } from '../endpoint.ts';
import {
  departmentListSchema,
  departmentParamsSchema,
  productDetailsSchema,
  productPageSchema,
  productParamsSchema,
  productSchema,
  productSearchQuerySchema,
} from '../products.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

const json = 'application/json' as const;

/** Departments, products and their images. Method, path and CSRF come from `catalogue.routes.ts`. */
export const catalogueEndpoints = {
  listDepartments: {
    ...catalogueRoutes.listDepartments,
    summary: 'Departments of the catalogue with their product counts.',
    access: 'public',
    status: 200,
    contentType: json,
    response: departmentListSchema,
    errors: [],
  },
  searchProducts: {
    ...catalogueRoutes.searchProducts,
    summary: 'Products by text, department, featured flag or GTIN-13 list; paged.',
    access: 'public',
    query: productSearchQuerySchema,
    status: 200,
    contentType: json,
    response: productPageSchema,
    errors: [],
  },
  getProduct: {
    ...catalogueRoutes.getProduct,
    summary: 'One product.',
    access: 'public',
    params: productParamsSchema,
    status: 200,
    contentType: json,
    response: productSchema,
    errors: ['NOT_FOUND'],
  },
  getProductDetails: {
    ...catalogueRoutes.getProductDetails,
    summary: 'One product with what its page shows: category, size, ingredients and Nutrition Facts.',
    access: 'public',
    params: productParamsSchema,
    status: 200,
    contentType: json,
    response: productDetailsSchema,
    errors: ['NOT_FOUND'],
  },
  getProductImage: {
    ...catalogueRoutes.getProductImage,
    summary: "The product's image, an SVG of our own.",
    access: 'public',
    params: productParamsSchema,
    status: 200,
    contentType: 'image/svg+xml',
    response: null,
    errors: ['NOT_FOUND'],
  },
  getDepartmentImage: {
    ...catalogueRoutes.getDepartmentImage,
    summary: "The department's picture (the home page's departments), an SVG of our own.",
    access: 'public',
    params: departmentParamsSchema,
    status: 200,
    contentType: 'image/svg+xml',
    response: null,
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<keyof typeof catalogueRoutes, EndpointDefinition>;
