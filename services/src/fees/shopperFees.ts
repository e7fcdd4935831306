import { modeBasketLines } from '../baskets/lines.ts';
import type { Db, Tx } from '../db/database.ts';
import { eq } from '../db/orm.ts';
import { memberships } from '../db/schema.ts';
import type { MembershipPlanCode } from './fulfillmentFee.ts';

/* What the fee rule (fulfillmentFee.ts) needs to know of a shopper, read from the database. */

/** The shopper's membership plan while it is active (not cancelled by `now`), else null. */
export async function activePlanOf(db: Db | Tx, shopperId: string, now: Date): Promise<MembershipPlanCode | null> {
  const [membership] = await db.select().from(memberships).where(eq(memberships.shopperId, shopperId));
  if (!membership || (membership.cancelledAt !== null && membership.cancelledAt <= now)) return null;
  return membership.planCode;
}

/** The items total (dollars, before promotions) of the shopper's basket of a mode on a banner. */
export async function basketItemTotal(
  db: Db | Tx,
  owner: { shopperId: string; bannerId: string; modality: 'PICKUP' | 'DELIVERY' },
): Promise<number> {
  const lines = await modeBasketLines(db, owner);
  return (
    lines.reduce((sum, line) => sum + (line.product.promoPriceCents ?? line.product.priceCents) * line.quantity, 0) /
    100
  );
}
