import type { Banner } from '@aisle/banner-themes';
import { type Basket, type Modality, modalities } from '@aisle/contracts';
import type { Call } from '../calls.ts';
import { isAvailableFor } from '../catalogue/presenters.ts';
import { runOnceIfKeyed } from '../checkouts/idempotency.ts';
import type { Db, Tx } from '../db/database.ts';
import { and, asc, eq, inArray, sql, sum } from '../db/orm.ts';
import { basketItems, baskets, products } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { presentBasket } from './presenters.ts';

/*
 * Object-level authorization: every query below is keyed by the session's shopper id (and the request's
 * banner). No endpoint takes a basket id, so there is no way to name another shopper's basket.
 */

export function assertModalityOffered(banner: Banner, modality: Modality): void {
  if (!banner.capabilities[modality]) {
    throw new ApiError('MODALITY_NOT_AVAILABLE', `${banner.name} does not offer ${modality}.`);
  }
}

type Owner = { shopperId: string; bannerId: string; modality: Modality };

export type BasketOwner = Owner;

/** The owner's basket of one mode, or null; `lock` holds its row until the transaction ends. */
export async function findBasket(db: Db | Tx, owner: Owner, lock = false) {
  const query = db
    .select({ id: baskets.id, updatedAt: baskets.updatedAt })
    .from(baskets)
    .where(
      and(
        eq(baskets.shopperId, owner.shopperId),
        eq(baskets.bannerId, owner.bannerId),
        eq(baskets.modality, owner.modality),
      ),
    )
    .limit(1);
  const [basket] = lock ? await query.for('update') : await query;
  return basket ?? null;
}

export async function readBasket(db: Db | Tx, owner: Owner): Promise<Basket> {
  const basket = await findBasket(db, owner);
  const lines = basket
    ? await db
        .select({
          quantity: basketItems.quantity,
          substitutionPolicy: basketItems.substitutionPolicy,
          instructions: basketItems.instructions,
          substitutionGtin13: basketItems.substitutionGtin13,
          product: products,
        })
        .from(basketItems)
        .innerJoin(products, eq(products.gtin13, basketItems.gtin13))
        .where(eq(basketItems.basketId, basket.id))
        .orderBy(asc(basketItems.addedAt), asc(basketItems.gtin13))
    : [];
  const backupGtins = [...new Set(lines.flatMap((line) => (line.substitutionGtin13 ? [line.substitutionGtin13] : [])))];
  const backups = backupGtins.length
    ? await db
        .select({ gtin13: products.gtin13, name: products.name })
        .from(products)
        .where(inArray(products.gtin13, backupGtins))
    : [];
  return presentBasket(
    basket,
    owner.modality,
    owner.bannerId,
    lines.map(({ substitutionGtin13, ...line }) => ({
      ...line,
      substitutionItem: backups.find((backup) => backup.gtin13 === substitutionGtin13) ?? null,
    })),
  );
}

function quantityLimitError(name: string, maximum: number): ApiError {
  return new ApiError('CART_QUANTITY_LIMIT_EXCEEDED', `You can add at most ${maximum} of ${name} to your cart.`);
}

export async function listBaskets({ session, banner, db }: Call<'listBaskets'>) {
  const offered = modalities.filter((modality) => banner.capabilities[modality]);
  const counts = offered.length
    ? await db
        .select({ modality: baskets.modality, itemCount: sum(basketItems.quantity).mapWith(Number) })
        .from(baskets)
        .innerJoin(basketItems, eq(basketItems.basketId, baskets.id))
        .where(
          and(
            eq(baskets.shopperId, session.shopper.id),
            eq(baskets.bannerId, banner.id),
            inArray(baskets.modality, offered),
          ),
        )
        .groupBy(baskets.modality)
    : [];
  return {
    baskets: offered.map((modality) => ({
      modality,
      itemCount: counts.find((row) => row.modality === modality)?.itemCount ?? 0,
    })),
  };
}

export async function getBasket({ params, session, banner, db }: Call<'getBasket'>) {
  assertModalityOffered(banner, params.modality);
  return readBasket(db, { shopperId: session.shopper.id, bannerId: banner.id, modality: params.modality });
}

/**
 * Adds to the line's quantity. With an idempotency key (a retried add-to-cart) the key is claimed in the
 * add's own transaction, so one key adds once on any number of server processes and replays its answer.
 */
export async function addBasketItem(
  { params, body, session, banner, db, now }: Call<'addBasketItem'>,
  idempotencyKey: string | undefined,
) {
  assertModalityOffered(banner, params.modality);
  const owner = { shopperId: session.shopper.id, bannerId: banner.id, modality: params.modality };
  const claim = {
    shopperId: owner.shopperId,
    key: idempotencyKey,
    operation: 'add-basket-item' as const,
    targetId: `${banner.id}/${params.modality}`,
    body,
    now,
  };
  return runOnceIfKeyed(db, claim, 200, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.gtin13, body.gtin13)).limit(1);
    if (!product) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
    if (!isAvailableFor(product, params.modality)) {
      throw new ApiError('ITEM_NOT_AVAILABLE', `${product.name} is not available for ${params.modality}.`);
    }
    const [basket] = await tx
      .insert(baskets)
      .values({ ...owner, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [baskets.shopperId, baskets.bannerId, baskets.modality],
        set: { updatedAt: now },
      })
      .returning({ id: baskets.id });
    if (!basket) throw new Error('Basket upsert returned no row');
    const [existing] = await tx
      .select({ quantity: basketItems.quantity })
      .from(basketItems)
      .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.gtin13, product.gtin13)))
      .limit(1);
    if ((existing?.quantity ?? 0) + body.quantity > product.maxQuantity) {
      throw quantityLimitError(product.name, product.maxQuantity);
    }
    // Quantities add up in the database (atomic under concurrent adds); a trigger re-checks the maximum.
    await tx
      .insert(basketItems)
      .values({
        basketId: basket.id,
        gtin13: product.gtin13,
        quantity: body.quantity,
        substitutionPolicy: body.substitutionPolicy,
        instructions: body.instructions || null,
        addedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [basketItems.basketId, basketItems.gtin13],
        set: {
          quantity: sql`${basketItems.quantity} + excluded.quantity`,
          substitutionPolicy: sql`excluded.substitution_policy`,
          instructions: body.instructions === undefined ? sql`${basketItems.instructions}` : body.instructions || null,
          updatedAt: now,
        },
      });
    return readBasket(tx, owner);
  });
}

export async function changeBasketItem({ params, body, session, banner, db, now }: Call<'changeBasketItem'>) {
  assertModalityOffered(banner, params.modality);
  const owner = { shopperId: session.shopper.id, bannerId: banner.id, modality: params.modality };
  return db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner);
    const line = basket
      ? await tx
          .select({ quantity: basketItems.quantity, name: products.name, maxQuantity: products.maxQuantity })
          .from(basketItems)
          .innerJoin(products, eq(products.gtin13, basketItems.gtin13))
          .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.gtin13, params.gtin13)))
          .limit(1)
          .then((rows) => rows[0])
      : undefined;
    if (!basket || !line) throw new ApiError('NOT_FOUND', 'This item is not in your cart.');
    if (body.substitutionGtin13) {
      if (body.substitutionGtin13 === params.gtin13) {
        throw new ApiError('VALIDATION_FAILED', 'An item cannot be its own backup item.');
      }
      const [backup] = await tx
        .select({ gtin13: products.gtin13 })
        .from(products)
        .where(eq(products.gtin13, body.substitutionGtin13))
        .limit(1);
      if (!backup) throw new ApiError('NOT_FOUND', 'No product has this GTIN-13.');
    }
    const lineKey = and(eq(basketItems.basketId, basket.id), eq(basketItems.gtin13, params.gtin13));
    if (body.quantity === 0) {
      await tx.delete(basketItems).where(lineKey);
    } else {
      if (body.quantity !== undefined && body.quantity > line.maxQuantity) {
        throw quantityLimitError(line.name, line.maxQuantity);
      }
      await tx
        .update(basketItems)
        .set({
          ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
          ...(body.substitutionPolicy === undefined ? {} : { substitutionPolicy: body.substitutionPolicy }),
          ...(body.substitutionGtin13 === undefined ? {} : { substitutionGtin13: body.substitutionGtin13 }),
          ...(body.instructions === undefined ? {} : { instructions: body.instructions || null }),
          updatedAt: now,
        })
        .where(lineKey);
    }
    await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.id, basket.id));
    return readBasket(tx, owner);
  });
}

export async function removeBasketItem({ params, session, banner, db, now }: Call<'removeBasketItem'>) {
  assertModalityOffered(banner, params.modality);
  const owner = { shopperId: session.shopper.id, bannerId: banner.id, modality: params.modality };
  return db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner);
    const removed = basket
      ? await tx
          .delete(basketItems)
          .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.gtin13, params.gtin13)))
          .returning({ gtin13: basketItems.gtin13 })
      : [];
    if (!basket || removed.length === 0) throw new ApiError('NOT_FOUND', 'This item is not in your cart.');
    await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.id, basket.id));
    return readBasket(tx, owner);
  });
}
