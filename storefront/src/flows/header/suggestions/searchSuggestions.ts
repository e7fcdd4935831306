import { formatCopy } from '@aisle/banner-themes/copy';
import type { ProductPage } from '@aisle/contracts';
import type { HeaderLabels } from '../../../lib/copy/header.ts';
import { productPath } from '../../../lib/productPages.ts';
import { searchHref } from '../../../lib/searchLinks.ts';

/**
 * What the search box suggests while the shopper types (issue 22): the best products for the words so far
 * (a link to each product's page), the departments they are found in (the words searched in that
 * department) and, last, the search for the words as typed. The words are the search's own: the API
 * completes a word still being typed, corrects a misspelt one and knows the synonyms (ADR 0022), so
 * 'bana' and 'bananna' both suggest Bananas. Pure, so that the rules are tested without a page.
 */

/** Fewer characters than this ask nothing: one letter matches half the store. */
export const SUGGEST_MIN_LENGTH = 2;
/** Products suggested at most (the API's page size for the suggestions call). */
export const SUGGESTED_PRODUCTS = 5;
/** Departments suggested at most, those with the most matching products first. */
export const SUGGESTED_DEPARTMENTS = 2;
/** How long the box waits after a key before it asks (a word typed quickly asks once). */
export const SUGGEST_DELAY_MS = 150;

export type SuggestionLabels = HeaderLabels['suggestions'];

export type Suggestion = {
  /** Unique within the list: the option's element id is built from it. */
  key: string;
  kind: 'product' | 'department' | 'search';
  /** What the option says. */
  text: string;
  /** Where choosing it goes. */
  href: string;
  /** A product's picture (decorative: the text names it). */
  image?: string;
};

/** The trimmed words worth asking about, or null (too short). */
export function suggestionQuery(typed: string): string | null {
  const query = typed.trim().replace(/\s+/g, ' ');
  return query.length >= SUGGEST_MIN_LENGTH ? query : null;
}

/** The options for a query from the search's first page (asked with facets). */
export function suggestionsOf(query: string, page: ProductPage, labels: SuggestionLabels): Suggestion[] {
  const products = page.items.slice(0, SUGGESTED_PRODUCTS).map(
    (product): Suggestion => ({
      key: `product-${product.gtin13}`,
      kind: 'product',
      text: product.name,
      href: productPath(product),
      image: product.imageUrl,
    }),
  );
  const departments = [...(page.facets?.departments ?? [])]
    .filter((department) => department.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, SUGGESTED_DEPARTMENTS)
    .map(
      (department): Suggestion => ({
        key: `department-${department.id}`,
        kind: 'department',
        text: formatCopy(labels.inDepartment, { query, department: department.name }),
        href: searchHref('', { q: query, department: department.id }),
      }),
    );
  const search: Suggestion = {
    key: 'search',
    kind: 'search',
    text: formatCopy(labels.searchFor, { query }),
    href: searchHref('', { q: query }),
  };
  return [...products, ...departments, search];
}
