// The catalogue as the API answers it for the seeded data, written into the storefront for its build:
// - the home page's first screen (the departments and the featured products). The storefront builds it into
//   the home page's HTML, so the shopper sees the products (and the largest paint, the first product image,
//   starts loading) with the first paint instead of after React and two API calls
//   (docs/adr/0012-cart-budget-and-home-lcp.md). The island fetches both again after hydration, so a price
//   changed since the build shows as soon as the API answers.
// - every product with its page's details, and the departments: the static product and department pages
//   of every banner are built from it (docs/adr/0026-product-and-department-pages.md).
//
//   node services/scripts/home-catalogue.ts          writes both snapshots
//   node services/scripts/home-catalogue.ts --check  exits 1 when a snapshot differs from the seed
//
// services/test/homeCatalogue.test.ts runs the check in `npm test`, so they cannot drift apart.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { createApp } from '../src/http/app.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

const storefrontLib = join(dirname(fileURLToPath(import.meta.url)), '../../storefront/src/lib');

/** Where the storefront reads them (JSON files: the storefront imports no services code). */
export const homeCatalogueFile = join(storefrontLib, 'homeCatalogue.generated.json');
export const catalogueFile = join(storefrontLib, 'catalogue.generated.json');

/** The same requests the home page's island makes (catalogueData.ts: featured, 12 products). */
const requests = { departments: '/api/departments', products: '/api/products?featured=true&limit=12' } as const;

/** The API's largest page (contracts' PRODUCT_PAGE_MAX). */
const PAGE = 100;

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Both snapshots' text: what the API answers for the seeded catalogue, formatted as the repository's JSON. */
export async function catalogueSnapshots(): Promise<{ home: string; catalogue: string }> {
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
    const gtins: string[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = (await answer(`/api/products?limit=${PAGE}&offset=${offset}`)) as {
        items: Array<{ gtin13: string }>;
        total: number;
      };
      gtins.push(...page.items.map((item) => item.gtin13));
      if (offset + PAGE >= page.total) break;
    }
    const details = [];
    for (const gtin13 of gtins) details.push(await answer(`/api/products/${gtin13}/details`));
    return {
      home: asJson({ departments, products }),
      catalogue: asJson({ departments: departments.departments, products: details }),
    };
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const snapshots = await catalogueSnapshots();
  const files = [
    [homeCatalogueFile, snapshots.home],
    [catalogueFile, snapshots.catalogue],
  ] as const;
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => file);
    console.log(stale.length === 0 ? 'catalogue snapshots: up to date' : `OUT OF DATE: ${stale.join(', ')}`);
    process.exit(stale.length === 0 ? 0 : 1);
  }
  for (const [file, text] of files) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
