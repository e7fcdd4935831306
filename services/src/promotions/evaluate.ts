/*
 * What a promotion takes off a basket (CONTRACT.md "Promo codes"): SAVE5 is $5.00 off an order of $35 or
 * more, FRESH10 is 10% off the produce lines. Pure: the database rows come in, cents come out.
 */

export type PromotionRule = {
  code: string;
  kind: 'ORDER_AMOUNT_OFF' | 'DEPARTMENT_PERCENT_OFF';
  amountOffCents: number | null;
  minimumSubtotalCents: number;
  percentOff: number | null;
  departmentId: string | null;
};

/** One basket line as a promotion sees it: its department and what it costs now (quantity x unit price). */
export type PromoLine = { departmentId: string; lineCents: number };

export function subtotalCents(lines: readonly PromoLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineCents, 0);
}

/** What one promotion takes off these lines on its own; 0 when the lines do not meet its condition. */
export function discountCents(rule: PromotionRule, lines: readonly PromoLine[]): number {
  if (rule.kind === 'ORDER_AMOUNT_OFF') {
    const subtotal = subtotalCents(lines);
    if (subtotal === 0 || subtotal < rule.minimumSubtotalCents) return 0;
    return Math.min(rule.amountOffCents ?? 0, subtotal);
  }
  const department = lines
    .filter((line) => line.departmentId === rule.departmentId)
    .reduce((sum, line) => sum + line.lineCents, 0);
  return Math.round((department * (rule.percentOff ?? 0)) / 100);
}

/** A code can be added only when it takes something off the basket as it stands. */
export function isEligible(rule: PromotionRule, lines: readonly PromoLine[]): boolean {
  return discountCents(rule, lines) > 0;
}

/**
 * Each applied promotion's share, in the order they were applied, never taking the total below zero
 * (a later promotion gets what is left of the subtotal).
 */
export function evaluatePromotions(
  rules: readonly PromotionRule[],
  lines: readonly PromoLine[],
): { discounts: Map<string, number>; subtotalCents: number; discountCents: number } {
  const subtotal = subtotalCents(lines);
  let left = subtotal;
  const discounts = new Map<string, number>();
  for (const rule of rules) {
    const share = Math.min(discountCents(rule, lines), left);
    discounts.set(rule.code, share);
    left -= share;
  }
  return { discounts, subtotalCents: subtotal, discountCents: subtotal - left };
}
