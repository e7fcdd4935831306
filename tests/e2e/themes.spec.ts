import { bannerListSchema } from '@aisle/contracts';
import { expectedBanner, hexToRgb } from './support/banners.ts';
import { builtBanners, expect, sharedPort, siteOrigin, test, waitForIslands } from './support/fixtures.ts';

const banners = builtBanners();

test('the build has a site for every banner the API lists', async ({ request }) => {
  const answer = await request.get(`http://127.0.0.1:${sharedPort()}/api/banners`);
  const { banners: listed } = bannerListSchema.parse(await answer.json());
  expect(listed.length).toBeGreaterThanOrEqual(30);
  expect(banners.toSorted()).toEqual(listed.map((banner) => banner.id).toSorted());
});

test('banners differ in brand colour, so the theme check below means something', () => {
  const colours = new Set(banners.map((id) => expectedBanner(id).brand));
  expect(colours.size).toBeGreaterThan(1);
  expect(expectedBanner('harbor').brand).not.toBe(expectedBanner('greenway').brand);
});

for (const id of banners) {
  test(`${id}: the home page has its own theme, font, products and footer company`, async ({ watchPage: page }) => {
    const expected = expectedBanner(id);
    await page.goto(`${siteOrigin(id)}/`);
    await expect(page).toHaveTitle(expected.name);
    await waitForIslands(page);

    const stylesheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(stylesheets.filter((href) => href.startsWith('/themes/'))).toEqual([`/themes/${id}.css`]);
    const fontSlug = expected.fontFamily.toLowerCase().replace(/\s+/g, '-');
    expect(stylesheets.filter((href) => href.startsWith('/fonts/'))).toEqual([`/fonts/${fontSlug}.css`]);

    const addToCart = page.locator('[data-part="add-to-cart"]').first();
    await expect(addToCart).toBeVisible();
    await expect(addToCart).toHaveCSS('background-color', hexToRgb(expected.brand));
    await expect(page.locator('[data-component="ProductTile"]').first().locator('[data-part="price"]')).toHaveText(
      /\$\d+\.\d\d/,
    );

    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(expected.fontFamily);
    expect(
      await page.evaluate(async (family) => {
        await document.fonts.ready;
        return document.fonts.check(`16px "${family}"`);
      }, expected.fontFamily),
    ).toBe(true);

    await expect(page.locator('[data-component="Footer"] [data-part="copyright"]')).toContainText(expected.companyName);
    await expect(page.locator('[data-component="Footer"] [data-part="copyright"]')).toContainText('2026');
  });
}
