import { type AppliedPromo, type BasketPromos, normalizePromoCode } from '@aisle/contracts';
import { assertModalityOffered, type BasketOwner, findBasket } from '../baskets/baskets.ts';
import type { Call } from '../calls.ts';
import { dollars } from '../catalogue/presenters.ts';
import type { Db, Tx } from '../db/database.ts';
import { and, asc, eq } from '../db/orm.ts';
import { basketItems, basketPromotions, products, promotions } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { evaluatePromotions, isEligible, type PromoLine, type PromotionRule } from './evaluate.ts';

/*
 * Promo codes on a basket (PRO-001..011). Object-level authorization: the basket is found by the
 * session's shopper, the request's banner and the path's mode; no call names a basket id, so no shopper
 * can read or change another's codes. Changes run in one transaction holding the basket row's lock, so
 * two servers applying codes to one basket at once behave like one.
 */

type Owner = BasketOwner;
type PromotionRow = typeof promotions.$inferSelect;

async function linesOf(db: Db | Tx, basketId: string): Promise<PromoLine[]> {
  const rows = await db
    .select({
      quantity: basketItems.quantity,
      priceCents: products.priceCents,
      promoPriceCents: products.promoPriceCents,
      departmentId: products.departmentId,
    })
    .from(basketItems)
    .innerJoin(products, eq(products.gtin13, basketItems.gtin13))
    .where(eq(basketItems.basketId, basketId));
  return rows.map((row) => ({
    departmentId: row.departmentId,
    lineCents: (row.promoPriceCents ?? row.priceCents) * row.quantity,
  }));
}

async function appliedOf(db: Db | Tx, basketId: string): Promise<PromotionRow[]> {
  const rows = await db
    .select({ promotion: promotions })
    .from(basketPromotions)
    .innerJoin(promotions, eq(promotions.code, basketPromotions.code))
    .where(eq(basketPromotions.basketId, basketId))
    .orderBy(asc(basketPromotions.appliedAt), asc(basketPromotions.code));
  return rows.map((row) => row.promotion);
}

export function presentPromo(row: PromotionRow, discountCents: number): AppliedPromo {
  return {
    id: `promo-${row.code}`,
    offerId: row.offerId,
    code: row.code,
    description: row.description,
    discount: dollars(discountCents),
    couponId: null,
    appliedTo: row.kind === 'ORDER_AMOUNT_OFF' ? 'ORDER' : (row.departmentId ?? 'ORDER'),
    type: 'Promo',
  };
}

async function readPromos(db: Db | Tx, owner: Owner, basketId: string | null): Promise<BasketPromos> {
  const [lines, applied] = basketId ? await Promise.all([linesOf(db, basketId), appliedOf(db, basketId)]) : [[], []];
  // Codes no longer active stay listed (the shopper sees them) but take nothing off.
  const rules: PromotionRule[] = applied.filter((row) => row.isActive);
  const evaluation = evaluatePromotions(rules, lines);
  return {
    modality: owner.modality,
    promos: applied.map((row) => presentPromo(row, evaluation.discounts.get(row.code) ?? 0)),
    subtotal: dollars(evaluation.subtotalCents),
    discountTotal: dollars(evaluation.discountCents),
    estimatedTotal: dollars(evaluation.subtotalCents - evaluation.discountCents),
  };
}

export async function getBasketPromos({ params, session, banner, db }: Call<'getBasketPromos'>) {
  assertModalityOffered(banner, params.modality);
  const owner = { shopperId: session.shopper.id, bannerId: banner.id, modality: params.modality };
  const basket = await findBasket(db, owner);
  return readPromos(db, owner, basket?.id ?? null);
}

/** Applies the list in order, all or none: one refused code leaves the basket's codes as they were. */
export async function updateBasketPromos({ params, body, session, banner, db, now }: Call<'updateBasketPromos'>) {
  assertModalityOffered(banner, params.modality);
  const owner = { shopperId: session.shopper.id, bannerId: banner.id, modality: params.modality };
  return db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner, true);
    const lines = basket ? await linesOf(tx, basket.id) : [];
    for (const change of body.priceAdjustment.promos) {
      const code = normalizePromoCode(change.code);
      if (change.action === 'Remove') {
        if (basket) {
          await tx
            .delete(basketPromotions)
            .where(and(eq(basketPromotions.basketId, basket.id), eq(basketPromotions.code, code)));
        }
        continue;
      }
      const [promotion] = await tx
        .select()
        .from(promotions)
        .where(and(eq(promotions.code, code), eq(promotions.isActive, true)))
        .limit(1);
      if (!promotion) throw new ApiError('PROMO_CODE_INVALID', 'No promotion has this code.');
      if (!basket || !isEligible(promotion, lines)) {
        throw new ApiError('PROMO_NOT_ELIGIBLE', `The basket does not meet the condition of ${code}.`);
      }
      await tx.insert(basketPromotions).values({ basketId: basket.id, code, appliedAt: now }).onConflictDoNothing();
    }
    return readPromos(tx, owner, basket?.id ?? null);
  });
}
