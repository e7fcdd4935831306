const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars with cents: 1234.5 -> '$1,234.50', -5 -> '-$5.00'. */
export function formatMoney(amount: number): string {
  // -0 (e.g. a rounded refund) would otherwise print as '-$0.00'.
  return usd.format(amount === 0 ? 0 : amount);
}

/** A zero amount reads as the given label (the spec's 'Free' fee); anything else as money. */
export function formatMoneyOrFree(amount: number, freeLabel: string): string {
  return amount === 0 ? freeLabel : formatMoney(amount);
}
