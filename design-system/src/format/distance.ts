const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Store distance in miles with two decimals (spec: SEL-169): 2.349 -> '2.35'. The unit is copy. */
export function formatDistance(miles: number): string {
  return twoDecimals.format(miles);
}
