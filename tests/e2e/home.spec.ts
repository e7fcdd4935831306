import { expect, expectAxeClean, siteOrigin, test } from './support/fixtures.ts';
import { layoutShifts } from './support/shifts.ts';

/*
 * The home page's face (issue 22): the hero in the first HTML (its heading and lead, links to the deals and
 * to how to shop, both working before any script), and the departments as picture tiles, every picture the
 * services' own SVG, each tile a link to its department page.
 */

for (const { banner, width, lead } of [
  {
    banner: 'greenway',
    width: 1280,
    lead: 'Fresh groceries and everyday essentials, ordered online and ready when you are.',
  },
  {
    banner: 'harbor',
    width: 375,
    lead: 'Fresh groceries and everyday essentials, ordered online and ready when you are.',
  },
  { banner: 'pinecrest', width: 375, lead: 'Fresh groceries and everyday essentials at a store near you.' },
]) {
  test(`${banner} at ${width} px: the hero, its two links, and the departments' pictures`, async ({
    watchPage: page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const origin = siteOrigin(banner);
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    // The hero is in the document as served, before any script (`*.localhost` resolves in the browser only).
    expect(await page.evaluate(async () => (await fetch('/')).text())).toContain(lead);
    const hero = page.getByRole('region', { name: /^Welcome to / });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText(lead)).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Choose how to shop' })).toHaveAttribute('href', '/shopping-mode');

    const tiles = page.locator('[data-part="department-tiles"] a');
    await expect(tiles).toHaveCount(14);
    const pictures = tiles.locator('img');
    await pictures.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        pictures.evaluateAll(
          (images) =>
            images.filter(
              (image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
            ).length,
        ),
      )
      .toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await layoutShifts(page)).total).toBeLessThan(0.005);
    await expectAxeClean(page, `home page, ${banner} at ${width} px`);

    await hero.getByRole('link', { name: "See This Week's Deals" }).click();
    await expect(page).toHaveURL(/#deals-heading$/);
    await expect(page.getByRole('heading', { name: "This Week's Deals" })).toBeInViewport();

    await tiles.filter({ hasText: 'Beer, Wine & Spirits' }).click();
    await page.waitForURL(/\/department\/beer-wine-spirits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beer, Wine & Spirits' })).toBeVisible();
  });
}
