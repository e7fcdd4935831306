import * as z from 'zod/mini';
import { dateTimeSchema, gtin13Schema, modalitySchema, moneySchema, plainText } from './common.ts';
import { MAX_LINE_QUANTITY, productSchema } from './products.ts';

/** Spec cart-scheduling-checkout: SHOPPER_CHOICE 'Substitutions allowed', CUSTOMER_CHOICE a named backup, NONE not allowed. */
export const substitutionPolicies = ['SHOPPER_CHOICE', 'CUSTOMER_CHOICE', 'NONE'] as const;
export const substitutionPolicySchema = z.enum(substitutionPolicies);
export type SubstitutionPolicy = z.infer<typeof substitutionPolicySchema>;

/** Delivery and pickup instructions: at most 128 characters (spec cart-scheduling-checkout 9). */
export const INSTRUCTIONS_MAX_LENGTH = 128;
export const instructionsSchema = z.string().check(z.trim(), z.maxLength(INSTRUCTIONS_MAX_LENGTH), plainText());

/** A line's quantity: 1 to 99; the product's maxQuantity is checked by the server. */
export const lineQuantitySchema = z.int().check(z.gte(1), z.lte(MAX_LINE_QUANTITY));

export const basketParamsSchema = z.object({ modality: modalitySchema });
export const basketItemParamsSchema = z.object({ modality: modalitySchema, gtin13: gtin13Schema });

export const basketLineSchema = z.object({
  gtin13: gtin13Schema,
  quantity: lineQuantitySchema,
  substitutionPolicy: substitutionPolicySchema,
  instructions: z.nullable(z.string()),
  /** CART-008: CUSTOMER_CHOICE's named backup item (spec 3 substitutionItems); null when none is named. */
  substitutionItem: z.nullable(z.object({ gtin13: gtin13Schema, name: z.string() })),
  product: productSchema,
  /** quantity x (promoPrice ?? price), in dollars. */
  lineTotal: moneySchema,
});
export type BasketLine = z.infer<typeof basketLineSchema>;

/** The signed-in shopper's basket of one shopping mode on the request's banner. */
export const basketSchema = z.object({
  /** Null until the first item is added. */
  id: z.nullable(z.uuid()),
  modality: modalitySchema,
  banner: z.string(),
  items: z.array(basketLineSchema),
  /** Sum of quantities: the header's cart count. */
  itemCount: z.int().check(z.nonnegative()),
  subtotal: moneySchema,
  updatedAt: z.nullable(dateTimeSchema),
});
export type Basket = z.infer<typeof basketSchema>;

/** GET /api/baskets: the count of each mode's basket (for 'You have items in another cart'). */
export const basketSummarySchema = z.object({
  baskets: z.array(z.object({ modality: modalitySchema, itemCount: z.int().check(z.nonnegative()) })),
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;

/** POST /api/baskets/{modality}/items: adds to the line (quantities add up) or creates it. */
export const addBasketItemRequestSchema = z.object({
  gtin13: gtin13Schema,
  quantity: z._default(lineQuantitySchema, 1),
  substitutionPolicy: z._default(substitutionPolicySchema, 'SHOPPER_CHOICE'),
  instructions: z.optional(instructionsSchema),
});
export type AddBasketItemRequest = z.input<typeof addBasketItemRequestSchema>;

/** PATCH /api/baskets/{modality}/items/{gtin13}: quantity 0 removes the line (a basket update to zero). */
export const changeBasketItemRequestSchema = z
  .object({
    quantity: z.optional(z.int().check(z.gte(0), z.lte(MAX_LINE_QUANTITY))),
    substitutionPolicy: z.optional(substitutionPolicySchema),
    /** The backup item for CUSTOMER_CHOICE (another product's GTIN-13); null clears it. */
    substitutionGtin13: z.optional(z.nullable(gtin13Schema)),
    instructions: z.optional(z.nullable(instructionsSchema)),
  })
  .check(
    z.refine((change) => Object.values(change).some((value) => value !== undefined), {
      error: 'give quantity, substitutionPolicy or instructions',
    }),
  );
export type ChangeBasketItemRequest = z.input<typeof changeBasketItemRequestSchema>;
