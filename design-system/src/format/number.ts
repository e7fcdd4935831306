const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators (e.g. the points count inside '+{points} points'). */
export function formatCount(value: number): string {
  return grouped.format(value);
}
