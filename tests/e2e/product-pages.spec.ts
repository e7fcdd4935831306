import type { Page } from '@playwright/test';
import {
  demoShopper,
  expect,
  expectAxeClean,
  signInThroughApi,
  siteOrigin,
  siteSearch,
  test,
  waitForIslands,
} from './support/fixtures.ts';
import { cleanUp, prepare } from './support/shopping.ts';

/*
 * Product and department pages (issue 22, ADR 0026): static pages of every banner built from the catalogue.
 * A shopper reaches a product from the home page, from a department and from search, and adds it with the
 * quantity stepper; at 375 px the CPU is slowed four times and the stepper is tapped as soon as it shows,
 * before its island has hydrated (the first tap is held and replayed: storefront/src/scripts/firstTap.ts).
 */

const bananas = { gtin13: '0841000000122', path: '/products/0841000000122-bananas' };

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The product page's h1 and its buying box. */
const productHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const buyingBox = (page: Page) => page.locator('[data-component="ProductPurchase"]');

for (const banner of ['greenway', 'harbor']) {
  for (const width of [375, 1280]) {
    test(`${banner} at ${width} px: a shopper reaches a product from home, a department and search, and adds 3 with the stepper`, async ({
      watchPage: page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      if (width === 375) await slowPhone(page);
      const origin = siteOrigin(banner);

      // From the home page: the featured product's name is a link to its page.
      await page.goto(`${origin}/`);
      await page.locator('[data-component="ProductTile"]').getByRole('link', { name: 'Bananas' }).click();
      await expect(page).toHaveURL(`${origin}${bananas.path}`);
      await expect(productHeading(page)).toHaveText('Bananas');

      // From a department: the breadcrumb leads to Produce, whose Fruit section lists Honeycrisp Apples.
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Produce' }).click();
      await expect(page).toHaveURL(`${origin}/department/produce`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produce');
      await expect(page.getByRole('link', { name: 'Fruit (6)' })).toHaveAttribute(
        'href',
        '/department/produce#sub-fruit',
      );
      const fruit = page.getByRole('region', { name: 'Fruit' });
      await fruit.getByRole('link', { name: 'Honeycrisp Apples' }).click();
      await expect(productHeading(page)).toHaveText('Honeycrisp Apples');
      await expect(page).toHaveURL(/\/products\/\d{13}-honeycrisp-apples$/);

      // From search: the header's search box (a plain GET form), then the result's name.
      await siteSearch(page).fill('whole milk');
      await siteSearch(page).press('Enter');
      await expect(page).toHaveURL(`${origin}/search?q=whole+milk`);
      await page.locator('[data-component="ProductTile"]').getByRole('link', { name: 'Whole Milk' }).first().click();
      await page.waitForURL(/\/products\/\d{13}-whole-milk$/, { waitUntil: 'commit' });

      // The stepper, tapped right away (before hydration at 375 px), then 'Add to cart'.
      const stepper = buyingBox(page).getByRole('group', { name: 'Quantity of Whole Milk' });
      await stepper.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(stepper.locator('[data-part="quantity"]')).toHaveText('2', { timeout: 30_000 });
      await stepper.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(stepper.locator('[data-part="quantity"]')).toHaveText('3');
      await buyingBox(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(buyingBox(page).locator('[data-part="feedback"]')).toHaveText(
        /^Whole Milk was added to your (Pickup|Delivery|In Store) cart\.$/,
      );
      await expect(page.locator('[data-part="cart-link"]')).toHaveAttribute('data-count', '3');
    });
  }

  test(`${banner}: the product page and a department page pass axe, with structured data and the banner's canonical URL`, async ({
    watchPage: page,
  }) => {
    // Two axe runs on long pages: over a minute on a loaded 2-core machine.
    test.setTimeout(120_000);
    const origin = siteOrigin(banner);
    await page.goto(`${origin}${bananas.path}`);
    await waitForIslands(page);
    await expect(buyingBox(page).locator('[data-part="price-box"]')).toHaveAttribute('data-state', 'store');
    await expect(page.getByRole('table', { name: 'Nutrition Facts' })).toContainText('Calories105');
    await expectAxeClean(page, `${banner} product page`);

    const domain = banner === 'greenway' ? 'greenwaymarket.example' : 'harborfoods.example';
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${domain}${bananas.path}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Bananas',
      gtin13: bananas.gtin13,
      offers: { '@type': 'Offer', price: '0.59', priceCurrency: 'USD' },
    });

    await page.goto(`${origin}/department/beer-wine-spirits`);
    await waitForIslands(page);
    await expect(page.getByRole('region', { name: 'Wine' }).getByRole('listitem')).toHaveCount(4);
    await expectAxeClean(page, `${banner} department page`);
  });
}

test("the Prop 65 warning shows on a product page when the shopper's delivery address is in California", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, { modality: 'DELIVERY', zip: '90012' });
  try {
    await page.goto(`${origin}/department/snacks`);
    await page.getByRole('link', { name: 'Sea Salt Potato Chips' }).click();
    await waitForIslands(page);
    await expect(buyingBox(page).getByRole('note')).toContainText('acrylamide');
    await expect(page.getByText('SNAP EBT eligible', { exact: true })).toBeVisible();
    await page.goto(`${origin}${bananas.path}`);
    await waitForIslands(page);
    await expect(buyingBox(page).locator('[data-part="price-box"]')).toHaveAttribute('data-state', 'store');
    await expect(buyingBox(page).getByRole('note')).toHaveCount(0);
  } finally {
    await cleanUp(page, addressId);
  }
});

test("the home page's deals: the promo codes the cart takes and the products on sale, each a link to its page, in the page's HTML (issue 22)", async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  // Built into the HTML: the deals are there before any script runs.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${origin}/`);
  const deals = page.getByRole('region', { name: "This Week's Deals" });
  const codes = deals.locator('[data-part="promo-codes"]');
  await expect(codes.getByRole('listitem')).toHaveText([
    'SAVE5 $5.00 off an order of $35 or more',
    'FRESH10 10% off produce',
  ]);
  const onSale = deals.locator('[data-part="on-sale"] article');
  const count = await onSale.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index++) {
    const text = (await onSale.nth(index).locator('[data-part="price"]').textContent()) ?? '';
    const prices = text.match(/\$(\d+\.\d{2})/g) ?? [];
    const [sale, regular] = prices.map((price) => Number(price.slice(1)));
    expect(sale, text).toBeLessThan(regular ?? 0);
  }
  await expect(onSale.first()).toContainText('Regular price');
  await page.unrouteAll();
  const first = onSale.first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await page.waitForURL(/\/products\/\d{13}-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // An in-store-only banner's cart takes no codes: its home page lists the products on sale only.
  await page.goto(`${siteOrigin('pinecrest')}/`);
  await expect(
    page.getByRole('region', { name: "This Week's Deals" }).locator('[data-part="promo-codes"]'),
  ).toHaveCount(0);
  await expect(page.locator('[data-part="on-sale"] article')).toHaveCount(count);
  await expectAxeClean(page, 'pinecrest home page with its deals');
});
