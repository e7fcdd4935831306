import * as z from 'zod/mini';
import { gtin13Schema, moneySchema, perModalitySchema, plainText } from './common.ts';
import { DIETARY_TAGS, PRODUCT_SORTS } from './constants.ts';
import {
  FLASH_SALE_MAX_QUANTITY,
  MAX_LINE_QUANTITY,
  PRODUCT_LOOKUP_MAX,
  PRODUCT_PAGE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from './productRules.ts';

export {
  DEFAULT_MIN_AGE,
  FLASH_SALE_MAX_QUANTITY,
  MAX_LINE_QUANTITY,
  PRODUCT_LOOKUP_MAX,
  PRODUCT_PAGE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from './productRules.ts';

/** A department of the catalogue: a URL-safe id ('produce') and its shopper-facing name. */
export const departmentIdSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be a department id'));
export const departmentSchema = z.object({
  id: departmentIdSchema,
  name: z.string().check(z.minLength(1)),
  productCount: z.int().check(z.nonnegative()),
});
export type Department = z.infer<typeof departmentSchema>;
export const departmentListSchema = z.object({ departments: z.array(departmentSchema) });

export const productSchema = z
  .object({
    gtin13: gtin13Schema,
    name: z.string().check(z.minLength(1), z.maxLength(120)),
    brand: z.string().check(z.minLength(1), z.maxLength(60)),
    departmentId: departmentIdSchema,
    /** Regular price in dollars. */
    price: moneySchema,
    /** Promotional price in dollars, below the regular price, when on promotion. */
    promoPrice: z.nullable(moneySchema),
    /** Size or unit as shown under the name, e.g. '12 oz', 'each', 'per lb'. */
    unitLabel: z.string().check(z.minLength(1), z.maxLength(40)),
    /** Same-origin URL of the product image (an SVG of our own: /api/products/{gtin13}/image.svg). */
    imageUrl: z.string().check(z.startsWith('/')),
    snapEligible: z.boolean(),
    ageRestricted: z.boolean(),
    /** Minimum age when ageRestricted (alcohol: 21), otherwise null. */
    minAge: z.nullable(z.int().check(z.gte(18), z.lte(25))),
    /** Carries a California Proposition 65 warning; the text is in prop65Warning. */
    prop65: z.boolean(),
    prop65Warning: z.nullable(z.string().check(z.minLength(1))),
    /** Which shopping modes can sell it. */
    availability: perModalitySchema,
    /** Highest quantity of this product in one basket line (CART-039: maximum quantity keyed by gtin13). */
    maxQuantity: z.int().check(z.gte(1), z.lte(MAX_LINE_QUANTITY)),
    /** Time slots starting before this hour (0-23, store time) cannot fulfil the item: it triggers replacements. */
    slotRestriction: z.nullable(z.object({ availableFromHour: z.int().check(z.gte(0), z.lte(23)) })),
    /** Offered as a flash sale by the partner's delivery (percent off, at most 10 per item). */
    flashSale: z.nullable(
      z.object({
        percentOff: z.int().check(z.gte(1), z.lte(90)),
        maxQuantity: z.int().check(z.gte(1), z.lte(FLASH_SALE_MAX_QUANTITY)),
      }),
    ),
    featured: z.boolean(),
  })
  .check(
    z.refine((product) => product.promoPrice === null || product.promoPrice < product.price, {
      error: 'promoPrice must be below price',
      path: ['promoPrice'],
    }),
    z.refine((product) => product.ageRestricted === (product.minAge !== null), {
      error: 'minAge is set exactly when ageRestricted',
      path: ['minAge'],
    }),
    z.refine((product) => product.prop65 === (product.prop65Warning !== null), {
      error: 'prop65Warning is set exactly when prop65',
      path: ['prop65Warning'],
    }),
  );
export type Product = z.infer<typeof productSchema>;

/** GET /api/products query: free text, department, featured, or a list of GTIN-13s; paged. */
export const productSearchQuerySchema = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_QUERY_MAX_LENGTH), plainText())),
  department: z.optional(departmentIdSchema),
  featured: z.optional(z.stringbool()),
  /** Comma-separated GTIN-13s (at most 50), e.g. the lines of a saved cart. */
  gtin13: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((list: string) => list.split(',').filter((entry) => entry.length > 0)),
      ),
      z.array(gtin13Schema).check(z.minLength(1), z.maxLength(PRODUCT_LOOKUP_MAX)),
    ),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PRODUCT_PAGE_MAX)), 24),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  /** The order of the results (ADR 0022); without it, by relevance for a text query, by aisle otherwise. */
  sort: z.optional(z.enum(PRODUCT_SORTS)),
  /** Filters the search's facets offer: one brand, SNAP eligible, on sale (a promotional price), a dietary tag. */
  brand: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  snap: z.optional(z.stringbool()),
  onSale: z.optional(z.stringbool()),
  dietary: z.optional(z.enum(DIETARY_TAGS)),
  /** Answer the facets of the matching products too (`facets=true`). */
  facets: z.optional(z.stringbool()),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

/** How many matching products each value of a facet has, with the other filters applied. */
const facetCountSchema = z.int().check(z.nonnegative());
export const productFacetsSchema = z.object({
  departments: z.array(z.object({ id: departmentIdSchema, name: z.string(), count: facetCountSchema })),
  brands: z.array(z.object({ name: z.string(), count: facetCountSchema })),
  snapEligible: facetCountSchema,
  onSale: facetCountSchema,
  dietary: z.array(z.object({ tag: z.enum(DIETARY_TAGS), count: facetCountSchema })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.int().check(z.nonnegative()),
  limit: z.int().check(z.positive()),
  offset: z.int().check(z.nonnegative()),
  /** The words searched for when a misspelt word was corrected ('bananna' searches 'bananas'). */
  correctedQuery: z.optional(z.string()),
  facets: z.optional(productFacetsSchema),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productParamsSchema = z.object({ gtin13: gtin13Schema });

/** GET /api/departments/{departmentId}/image.svg. */
export const departmentParamsSchema = z.object({ departmentId: departmentIdSchema });

/** Grams, milligrams or calories on a Nutrition Facts panel: never negative. */
const amountSchema = z.number().check(z.gte(0), z.lte(5000));

/** One serving's Nutrition Facts (FDA panel): the amounts; the page works out the % Daily Values. */
export const nutritionFactsSchema = z.object({
  servingSize: z.string().check(z.minLength(1), z.maxLength(60)),
  servingsPerContainer: z.string().check(z.minLength(1), z.maxLength(30)),
  calories: amountSchema,
  totalFatG: amountSchema,
  saturatedFatG: amountSchema,
  transFatG: amountSchema,
  cholesterolMg: amountSchema,
  sodiumMg: amountSchema,
  totalCarbohydrateG: amountSchema,
  dietaryFiberG: amountSchema,
  totalSugarsG: amountSchema,
  addedSugarsG: amountSchema,
  proteinG: amountSchema,
});
export type NutritionFacts = z.infer<typeof nutritionFactsSchema>;

/** The measures a unit price is given in (the size of the unit label in a comparable measure). */
export const UNIT_MEASURES = ['oz', 'fl oz', 'ct', 'sq ft'] as const;
export type UnitMeasure = (typeof UNIT_MEASURES)[number];

/**
 * GET /api/products/{gtin13}/details: what a product page shows beyond the list entry. The product list
 * leaves these out (GEN-034: products are listed without nutrition).
 */
export const productDetailsSchema = z.object({
  product: productSchema,
  /** The shelf category inside the department ('Fruit', 'Wine'), when it has one. */
  category: z.nullable(z.string().check(z.minLength(1), z.maxLength(60))),
  /** The size in a comparable measure (the unit price's divisor): 16 oz for 'per lb', 144 fl oz for '12 x 12 fl oz'. */
  unitSize: z.nullable(z.object({ amount: z.number().check(z.positive()), measure: z.enum(UNIT_MEASURES) })),
  ingredients: z.nullable(z.string().check(z.minLength(1), z.maxLength(2000))),
  nutrition: z.nullable(nutritionFactsSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;
