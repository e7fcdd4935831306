import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type RunningAisle, repoRoot, startAisle } from './support/aisle.ts';
import { expect, expectAxeClean, siteSearch, slowPhone, test, waitForIslands } from './support/fixtures.ts';

/*
 * A catalogue too large to build (issue 22, docs/adr/0028-on-demand-catalogue-pages.md): a server of its own,
 * seeded with a generated catalogue (AISLE_CATALOGUE_SIZE). A shopper finds a generated product by search, opens
 * its page (rendered on demand: the build wrote pages for the seeded catalogue only), adds it with the stepper,
 * follows the breadcrumb to its department (rendered on demand too, with every product of the department) and
 * pages through it. At 375 px the CPU is slowed four times and the stepper is tapped as soon as it shows.
 */

const CATALOGUE_SIZE = 2000;
let aisle: RunningAisle;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  aisle = await startAisle({ env: { AISLE_CATALOGUE_SIZE: String(CATALOGUE_SIZE) } });
});
test.afterAll(async () => {
  await aisle?.dispose();
});

type Product = { gtin13: string; name: string; departmentId: string };
type Department = { id: string; name: string; productCount: number };

/** The products the build wrote pages for (the seeded catalogue's snapshot). */
function builtGtins(): Set<string> {
  const snapshot = JSON.parse(
    readFileSync(path.join(repoRoot, 'storefront', 'src', 'lib', 'catalogue.generated.json'), 'utf8'),
  ) as { products: Array<{ product: { gtin13: string } }> };
  return new Set(snapshot.products.map((entry) => entry.product.gtin13));
}

/** A GET of the API from the page's origin (`*.localhost` resolves in the browser only). */
function api<T>(page: Page, apiPath: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { headers: { accept: 'application/json' } })).json(), apiPath);
}

/** A generated product of the largest department, one the build did not write a page for. */
async function generatedProduct(page: Page): Promise<{ product: Product; department: Department }> {
  const built = builtGtins();
  const { departments } = await api<{ departments: Department[] }>(page, '/api/departments');
  const department = [...departments].sort((a, b) => b.productCount - a.productCount)[0];
  if (!department) throw new Error('no departments');
  const shelf = await api<{ items: Product[] }>(page, `/api/products?department=${department.id}&limit=100&offset=100`);
  const product = shelf.items.find((item) => !built.has(item.gtin13));
  if (!product) throw new Error(`no generated product in ${department.id}`);
  return { product, department };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const buyingBox = (page: Page) => page.locator('[data-component="ProductPurchase"]');

for (const [banner, width] of [
  ['greenway', 1280],
  ['harbor', 375],
] as const) {
  test(`${banner} at ${width} px: a generated product is found, its page and its department render on demand, and 2 go in the cart`, async ({
    watchPage: page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const origin = aisle.origin(banner);
    await page.goto(`${origin}/`);
    const { product, department } = await generatedProduct(page);
    expect(department.productCount).toBeGreaterThan(150);
    if (width === 375) await slowPhone(page);

    // Search: the header's plain GET form, then the result's link to the product's page.
    await siteSearch(page).fill(product.name);
    await siteSearch(page).press('Enter');
    await page.locator('[data-component="ProductTile"]').getByRole('link', { name: product.name }).first().click();
    await page.waitForURL(/\/products\/\d{13}-[a-z0-9-]+$/, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    // The buying box on a page rendered on demand works as on a built one: tapped at once, before hydration.
    const stepper = buyingBox(page).getByRole('group', { name: `Quantity of ${product.name}` });
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(stepper.locator('[data-part="quantity"]')).toHaveText('2', { timeout: 30_000 });
    await buyingBox(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(buyingBox(page).locator('[data-part="feedback"]')).toHaveText(
      new RegExp(`^${escapeRegExp(product.name)} was added to your (Pickup|Delivery|In Store) cart\\.$`),
    );
    await expect(page.locator('[data-part="cart-link"]')).toHaveAttribute('data-count', '2');

    // Its department, from the breadcrumb: every product of the department, 24 a page.
    const pages = Math.ceil(department.productCount / 24);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: department.name }).click();
    await expect(page).toHaveURL(`${origin}/department/${department.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(department.name);
    const paging = page.getByRole('navigation', { name: 'Department pages' });
    await expect(paging).toContainText(`Page 1 of ${pages}`);
    await expect(page.locator('[data-component="ProductTile"]')).toHaveCount(24);
    await paging.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${origin}/department/${department.id}/2`);
    await expect(paging).toContainText(`Page 2 of ${pages}`);
    await expect(page.locator('[data-component="ProductTile"]')).toHaveCount(24);
  });
}

test('pages rendered on demand pass axe, carry the structured data and canonical URL, and a CDN may keep them', async ({
  watchPage: page,
}) => {
  test.setTimeout(180_000);
  const origin = aisle.origin('greenway');
  await page.goto(`${origin}/`);
  const { product, department } = await generatedProduct(page);

  const answer = await page.goto(`${origin}/products/${product.gtin13}`);
  // Another slug (here none) after a known GTIN-13 goes to the product's own address.
  expect(answer?.request().redirectedFrom()?.url()).toBe(`${origin}/products/${product.gtin13}`);
  const address = new URL(page.url()).pathname;
  expect(address).toMatch(new RegExp(`^/products/${product.gtin13}-[a-z0-9-]+$`));
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=600');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await waitForIslands(page);
  await expect(buyingBox(page).locator('[data-part="price-box"]')).toHaveAttribute('data-state', 'store');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://greenwaymarket.example${address}`,
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, gtin13: product.gtin13 });
  await expect(page.getByRole('heading', { level: 2, name: 'Nutrition Facts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nutrition Facts' })).toContainText('Calories');
  await expectAxeClean(page, 'product page rendered on demand');

  await page.goto(`${origin}/department/${department.id}/3`);
  await waitForIslands(page);
  await expectAxeClean(page, 'department page rendered on demand');

  // A GTIN-13 nobody sells, and a department page past the last: the banner's not-found page.
  const missing = await page.goto(`${origin}/products/0999999999993-nothing`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.goto(`${origin}/department/${department.id}/999`))?.status()).toBe(404);
});
