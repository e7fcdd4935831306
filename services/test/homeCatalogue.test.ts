import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFile, catalogueSnapshots, homeCatalogueFile } from '../scripts/home-catalogue.ts';

describe('the catalogue built into the storefront (regenerate: node services/scripts/home-catalogue.ts)', () => {
  // Migrating and seeding a fresh database takes most of it; on a loaded machine over the default 30 s.
  it('is what the API answers for the seeded catalogue: the home page and every product page', {
    timeout: 180_000,
  }, async () => {
    const snapshots = await catalogueSnapshots();
    expect(readFileSync(homeCatalogueFile, 'utf8')).toBe(snapshots.home);
    expect(readFileSync(catalogueFile, 'utf8')).toBe(snapshots.catalogue);
  });
});
