import { paths } from './paths.ts';

/* The links of a search (its refinements, pages and suggestions); only the search parts load this. */

/**
 * The link of a search with one part of it changed (`undefined` takes the part off); a new filter or sort
 * starts again at page 1.
 */
export function searchHref(search: string, change: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  if (!('page' in change)) params.delete('page');
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${paths.search}?${text}` : paths.search;
}
