import { paths } from '../../lib/paths.ts';

/** The query parameter naming the page the shopper came from; the panel sends them back there when done. */
export const returnToParam = 'returnTo';

/** The selector's own page (SEL-001's page panel): where the header's control leads before any script runs. */
const shoppingModePath = paths.shoppingMode;

/** `/shopping-mode?returnTo=/cart`: the panel sends the shopper back to `from` when they are done. */
export function shoppingModePagePath(from?: string): string {
  if (!from || from === '/') return shoppingModePath;
  // On the selector's own page the link keeps the page the shopper came from.
  if (from === shoppingModePath || from.startsWith(`${shoppingModePath}?`)) return from;
  return `${shoppingModePath}?${new URLSearchParams({ [returnToParam]: from })}`;
}
