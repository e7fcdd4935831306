import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFile, catalogueSnapshots, homeCatalogueFile } from '../scripts/home-catalogue.ts';

describe('the catalogue built into the storefront (regenerate: node services/scripts/home-catalogue.ts)', () => {
  it('is what the API answers for the seeded catalogue: the home page and every product page', async () => {
    const snapshots = await catalogueSnapshots();
    expect(readFileSync(homeCatalogueFile, 'utf8')).toBe(snapshots.home);
    expect(readFileSync(catalogueFile, 'utf8')).toBe(snapshots.catalogue);
  });
});
