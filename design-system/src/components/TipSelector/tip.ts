/** A suggested tip (PAY-076): its amount, the amount with 2 decimals and its share of the subtotal. */
export type TipOption = { amount: number; value: string; percentage: number };

/** An amount with exactly two decimals, as the tip update sends it: 5 -> '5.00'. */
export function tipValue(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** PAY-084: the tip divided by the subtotal, as a rounded percentage; 0 without a subtotal. */
export function tipPercentage(tip: number, subtotal: number): number {
  if (!(subtotal > 0) || !Number.isFinite(tip)) return 0;
  return Math.round((tip / subtotal) * 100);
}

/** PAY-077: the suggestion buttons, without zero (or unusable) amounts and without repeats. */
export function tipOptions(amounts: readonly number[], subtotal: number): TipOption[] {
  const options: TipOption[] = [];
  for (const amount of amounts) {
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const value = tipValue(amount);
    if (value === '0.00' || options.some((option) => option.value === value)) continue;
    options.push({ amount: Number(value), value, percentage: tipPercentage(amount, subtotal) });
  }
  return options;
}

export const tipErrors = ['required', 'invalid', 'maximum'] as const;
export type TipError = (typeof tipErrors)[number];

export type TipParseResult = { ok: true; amount: number; value: string } | { ok: false; error: TipError };

const amountPattern = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * The custom tip field (PAY-081 to PAY-083): required, dollars with at most two decimals (a leading '$'
 * is allowed), at most `max`. A valid entry comes back with two decimals: '5' -> '5.00'.
 */
export function parseTipAmount(input: string, { max }: { max?: number } = {}): TipParseResult {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return { ok: false, error: 'required' };
  if (!amountPattern.test(text)) return { ok: false, error: 'invalid' };
  const value = tipValue(Number(text));
  const amount = Number(value);
  if (max !== undefined && amount > max) return { ok: false, error: 'maximum' };
  return { ok: true, amount, value };
}
