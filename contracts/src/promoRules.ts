/*
 * The promo code form's rules (PRO-007, PRO-008), free of zod: the cart's and the checkout's promo forms check
 * a typed code with these before any call, without the schemas (docs/adr/0029-answers-checked-where-they-are-made.md).
 * contracts/src/promotions.ts re-exports them beside promoCodeSchema, which holds the same limits.
 */

/** PRO-008: a promo code is at most 128 characters. */
export const PROMO_CODE_MAX_LENGTH = 128;

/** Why the form refuses a typed code before any call: the same limits as promoCodeSchema. */
export type PromoCodeProblem = 'required' | 'tooLong';

export function promoCodeProblem(typed: string): PromoCodeProblem | null {
  const code = typed.trim();
  if (code === '') return 'required';
  if (code.length > PROMO_CODE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Codes are matched without regard to case or surrounding spaces: ' save5' is SAVE5. */
export function normalizePromoCode(typed: string): string {
  return typed.trim().toUpperCase();
}
