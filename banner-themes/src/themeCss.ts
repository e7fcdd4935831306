import type { ThemeTokens } from './tokens/shape.ts';

/** The CSS custom property of a token path: `color.brand` -> `--aisle-color-brand`. */
export function tokenVariable(path: readonly string[]): string {
  return `--aisle-${path.join('-')}`;
}

/** Flattens tokens into [variable, value] pairs, in contract order. */
export function tokenEntries(tokens: ThemeTokens): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [group, values] of Object.entries(tokens)) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      entries.push([tokenVariable([group, key]), value]);
    }
  }
  return entries;
}

/**
 * A banner's theme as a stylesheet: its values for every contract variable, scoped to `selector`.
 * Only the values that differ from `base` are written when `base` is given, which keeps each
 * banner's shipped theme small (the base ships once, in the shared stylesheet).
 */
export function themeCss(tokens: ThemeTokens, selector = ':root', base?: ThemeTokens): string {
  const baseValues = base ? new Map(tokenEntries(base)) : undefined;
  const declarations = tokenEntries(tokens)
    .filter(([variable, value]) => baseValues?.get(variable) !== value)
    .map(([variable, value]) => `${variable}:${value}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
