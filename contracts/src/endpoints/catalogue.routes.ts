import { route } from './route.ts';

/** Departments, products and their images. What the browser needs to send each call. */
export const catalogueRoutes = {
  listDepartments: route('GET', '/api/departments', { csrf: false }),
  searchProducts: route('GET', '/api/products', { csrf: false }),
  getProduct: route('GET', '/api/products/{gtin13}', { csrf: false }),
  getProductDetails: route('GET', '/api/products/{gtin13}/details', { csrf: false }),
  getProductImage: route('GET', '/api/products/{gtin13}/image.svg', { csrf: false, isEmpty: true }),
  getDepartmentImage: route('GET', '/api/departments/{departmentId}/image.svg', { csrf: false, isEmpty: true }),
} as const;
