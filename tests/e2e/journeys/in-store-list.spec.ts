import type { Page } from '@playwright/test';
import { type AlbumComparison, albumStep, isMakingAlbum } from '../support/album.ts';
import { expect, siteOrigin, siteSearch, slowPhone, test } from '../support/fixtures.ts';

/*
 * An In Store list as a guest lives it (issue 20), in pinecrest, the banner that only sells in its stores:
 * the shopping-mode selector from the header (a ZIP, the In Store stores near it, 'Select Store'), then the
 * header's search and 'Add to cart' from the results, and the In Store cart. `npm test` walks it at 375 px;
 * the album at 375 and 1280 px.
 */

const journey = 'An In Store list, as a guest';
const widths = isMakingAlbum ? [1280, 375] : [375];
const cartLink = (page: Page) => page.locator('[data-part="cart-link"]');

for (const width of widths) {
  const variant = `pinecrest ${width} px`;
  test(`${variant}: ${journey}`, async ({ watchPage: page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // A phone's processor: islands hydrate late, and the journey clicks as soon as a control shows.
    await slowPhone(page);
    const origin = siteOrigin('pinecrest');
    const step = (name: string, comparison?: AlbumComparison) => albumStep(page, journey, variant, name, comparison);

    await page.goto(`${origin}/`);
    await expect(page.locator('[data-component="ProductTile"]').first()).toBeVisible();
    await step('Home, as a guest');

    // The header's shopping-mode control opens the selector, as a dialog or, tapped before the page's script
    // is ready, as its own page (/shopping-mode) that returns here: In Store is the banner's one way to shop.
    await page.locator('[data-part="shopping-mode-button"], [data-part="shopping-mode"]').first().click();
    const dialog = page.getByRole('dialog', { name: 'How are you shopping today?' }).or(page.locator('main'));
    const inStore = dialog.getByRole('button', { name: 'In Store', exact: true });
    await expect(inStore.or(dialog.getByRole('tab', { name: 'In Store' }))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pickup', exact: true })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill('45202');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect(dialog.getByText('Showing results near 45202')).toBeVisible();
    await step('How are you shopping today?');
    if (await inStore.isVisible()) await inStore.click();
    // In the dialog or on the selector's own page, whichever the tap opened.
    const select = page.getByRole('button', { name: /Select Store/ }).first();
    await expect(select).toBeVisible();
    await step('In Store stores near 45202');
    await select.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForURL(`${origin}/`);
    await expect(page.locator('[data-part="shopping-mode"]')).toHaveAttribute('data-modality', 'IN_STORE');

    // Search, then 'Add to cart' on the first result.
    const search = siteSearch(page);
    await search.fill('bananas');
    await search.press('Enter');
    await expect(page).toHaveURL(`${origin}/search?q=bananas`);
    const first = page.locator('[data-component="ProductTile"]').first();
    await expect(first).toBeVisible();
    await first.locator('[data-part="add-to-cart"]').click();
    await expect(first.locator('[data-part="feedback"]')).toContainText('was added to your In Store cart.');
    await expect(cartLink(page)).toHaveAttribute('data-count', '1');
    await step('Added to the In Store cart');

    await cartLink(page).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    const cart = page.locator('[data-component="CartScreen"]');
    await expect(cart).toHaveAttribute('data-modality', 'IN_STORE', { timeout: 15_000 });
    await expect(cart).toHaveAttribute('data-state', 'lines');
    await expect(cart.locator('[data-part="line"]')).toHaveCount(1);
    await step('The In Store cart');
  });
}
