import { getBanner } from '@aisle/banner-themes';
import type { ProductPage } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { chunkLightTuna, sourdoughLoaf } from '../../../../testing/deliveryFixtures.ts';
import { headerCopy } from '../../../lib/copy/header.ts';
import { SUGGESTED_DEPARTMENTS, SUGGESTED_PRODUCTS, suggestionQuery, suggestionsOf } from './searchSuggestions.ts';

const labels = headerCopy(getBanner('greenway')).suggestions;

function pageOf(items: ProductPage['items'], departments: Array<{ id: string; name: string; count: number }>) {
  return {
    items,
    total: items.length,
    limit: SUGGESTED_PRODUCTS,
    offset: 0,
    facets: { departments, brands: [], snapEligible: 0, onSale: 0, dietary: [] },
  } as ProductPage;
}

describe('the search box’s suggestions', () => {
  it('asks nothing for fewer than two characters, and asks the words with their spaces tidied', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery('  b ')).toBeNull();
    expect(suggestionQuery(' toilet   paper ')).toBe('toilet paper');
  });

  it('offers the products (to their pages), the departments with the most matches, then the search as typed', () => {
    const page = pageOf(
      [sourdoughLoaf, chunkLightTuna],
      [
        { id: 'pantry', name: 'Pantry', count: 1 },
        { id: 'bakery', name: 'Bakery', count: 4 },
        { id: 'deli', name: 'Deli', count: 2 },
        { id: 'frozen', name: 'Frozen', count: 0 },
      ],
    );
    const options = suggestionsOf('bread', page, labels);
    expect(options.map((option) => [option.kind, option.text, option.href])).toEqual([
      ['product', sourdoughLoaf.name, expect.stringMatching(new RegExp(`^/products/${sourdoughLoaf.gtin13}-`))],
      ['product', chunkLightTuna.name, expect.stringMatching(new RegExp(`^/products/${chunkLightTuna.gtin13}-`))],
      ['department', 'bread in Bakery', '/search?q=bread&department=bakery'],
      ['department', 'bread in Deli', '/search?q=bread&department=deli'],
      ['search', 'Search for "bread"', '/search?q=bread'],
    ]);
    expect(options.filter((option) => option.kind === 'department')).toHaveLength(SUGGESTED_DEPARTMENTS);
    expect(new Set(options.map((option) => option.key)).size).toBe(options.length);
    expect(options[0]?.image).toBe(sourdoughLoaf.imageUrl);
  });

  it('offers only the search when nothing matches', () => {
    expect(suggestionsOf('zzz', pageOf([], []), labels).map((option) => option.kind)).toEqual(['search']);
  });
});
