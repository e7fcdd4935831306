// The home page's first screen, as the API answers it for the seeded catalogue: the departments and the
// featured products. The storefront builds it into the home page's HTML, so the shopper sees the products
// (and the largest paint, the first product image, starts loading) with the first paint instead of after
// React and two API calls (docs/adr/0012-cart-budget-and-home-lcp.md). The island fetches both again after
// hydration, so a price changed since the build shows as soon as the API answers.
//
//   node services/scripts/home-catalogue.ts          writes the snapshot
//   node services/scripts/home-catalogue.ts --check  exits 1 when the snapshot differs from the seed
//
// services/test/homeCatalogue.test.ts runs the check in `npm test`, so the two cannot drift apart.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createApp } from '../src/http/app.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

/** Where the storefront reads it (a JSON file: the storefront imports no services code). */
export const homeCatalogueFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../storefront/src/lib/homeCatalogue.generated.json',
);

/** The same requests the home page's island makes (catalogueData.ts: featured, 12 products). */
const requests = { departments: '/api/departments', products: '/api/products?featured=true&limit=12' } as const;

/** The snapshot's text: what the API answers for the seeded catalogue, formatted as the repository's JSON. */
export async function homeCatalogueSnapshot(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrate(database);
    await seedIfEmpty(database, { now: new Date() });
    const app = createApp({ db: database.db });
    const answer = async (path: string) => {
      const response = await app.request(`http://localhost${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    };
    const [departments, products] = await Promise.all([answer(requests.departments), answer(requests.products)]);
    return `${JSON.stringify({ departments, products }, null, 2)}\n`;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const snapshot = await homeCatalogueSnapshot();
  if (process.argv.includes('--check')) {
    const isSame = readFileSync(homeCatalogueFile, 'utf8') === snapshot;
    console.log(isSame ? 'home catalogue snapshot: up to date' : 'home catalogue snapshot: OUT OF DATE');
    process.exit(isSame ? 0 : 1);
  }
  writeFileSync(homeCatalogueFile, snapshot);
  console.log(`wrote ${homeCatalogueFile}`);
}
