import {
  type Department,
  departmentListSchema,
  type Product,
  type ProductDetails,
  productDetailsSchema,
  productPageSchema,
} from '@aisle/contracts';
import { DEPARTMENT_PAGE_SIZE } from './productPages.ts';

/**
 * What the services give a page they render on demand, as its `Astro.locals`
 * (docs/adr/0028-on-demand-catalogue-pages.md): a GET of the store's own API, answered in their process
 * for the banner the shopper asked for. The page reads the catalogue through the same calls (and the same
 * contracts) the islands use; the storefront imports no services code.
 */
export type OnDemandLocals = { api: (path: string) => Promise<Response> };

function apiOf(locals: unknown): OnDemandLocals['api'] {
  const api = (locals as Partial<OnDemandLocals> | undefined)?.api;
  if (typeof api !== 'function')
    throw new Error('An on-demand page needs locals.api (services/src/static/onDemand.ts).');
  return api;
}

async function read<T>(
  locals: unknown,
  path: string,
  schema: { parse: (value: unknown) => T },
): Promise<T | undefined> {
  const answer = await apiOf(locals)(path);
  if (answer.status === 404 || answer.status === 400) return undefined;
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return schema.parse(await answer.json());
}

/** The GTIN-13 at the start of a product page's parameter ('0841000000122-bananas'). */
export function gtinOfParam(param: string | undefined): string | undefined {
  return /^(\d{13})(?:-|$)/.exec(param ?? '')?.[1];
}

const RELATED_COUNT = 4;
/** The largest `offset` GET /api/products takes. */
const MAX_PRODUCT_OFFSET = 10_000;

/** A product page's data from the API: the product, its department, and up to four products of that department. */
export async function productOnDemand(
  locals: unknown,
  gtin13: string,
): Promise<{ details: ProductDetails; related: Product[]; department: Department | undefined } | undefined> {
  const details = await read(locals, `/api/products/${gtin13}/details`, productDetailsSchema);
  if (!details) return undefined;
  const departmentId = details.product.departmentId;
  const [list, shelf] = await Promise.all([
    read(locals, '/api/departments', departmentListSchema),
    read(
      locals,
      `/api/products?department=${encodeURIComponent(departmentId)}&limit=${RELATED_COUNT + 1}`,
      productPageSchema,
    ),
  ]);
  return {
    details,
    related: (shelf?.items ?? []).filter((item) => item.gtin13 !== gtin13).slice(0, RELATED_COUNT),
    department: list?.departments.find((department) => department.id === departmentId),
  };
}

/** One page of a department from the API (its products in aisle order), or undefined past its last page. */
export async function departmentOnDemand(
  locals: unknown,
  departmentId: string,
  page: number,
): Promise<{ department: Department; products: Product[]; lastPage: number } | undefined> {
  const list = await read(locals, '/api/departments', departmentListSchema);
  const department = list?.departments.find((candidate) => candidate.id === departmentId);
  if (!department || !Number.isInteger(page) || page < 1) return undefined;
  const offset = (page - 1) * DEPARTMENT_PAGE_SIZE;
  const shelf = await read(
    locals,
    `/api/products?department=${encodeURIComponent(departmentId)}&limit=${DEPARTMENT_PAGE_SIZE}&offset=${offset}`,
    productPageSchema,
  );
  if (!shelf || (shelf.items.length === 0 && page > 1)) return undefined;
  // The product list pages up to an offset of 10,000 (contracts' productSearchQuerySchema): no link past it.
  const reachable = Math.floor(MAX_PRODUCT_OFFSET / DEPARTMENT_PAGE_SIZE) + 1;
  const lastPage = Math.min(reachable, Math.max(1, Math.ceil(shelf.total / DEPARTMENT_PAGE_SIZE)));
  return { department, products: shelf.items, lastPage };
}
