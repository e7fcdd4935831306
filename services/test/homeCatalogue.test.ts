import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homeCatalogueFile, homeCatalogueSnapshot } from '../scripts/home-catalogue.ts';

describe('the home page catalogue built into the storefront', () => {
  it('is what the API answers for the seeded catalogue (regenerate: node services/scripts/home-catalogue.ts)', async () => {
    expect(readFileSync(homeCatalogueFile, 'utf8')).toBe(await homeCatalogueSnapshot());
  });
});
