import type { Page } from '@playwright/test';
import { expect, expectAxeClean, siteOrigin, siteSearch, test } from './support/fixtures.ts';

/*
 * Suggestions while typing (issue 22): the header's search box is the WAI-ARIA combobox with a listbox popup
 * once the shopper focuses it (flows/header/searchCombobox.ts), and the plain GET form before that. These
 * tests type as soon as the page shows, with the CPU slowed four times on the phone, without waiting for the
 * islands: what is typed before the suggestions' script arrives is suggested when it does.
 */

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const options = (page: Page) => list(page).getByRole('option');

async function slowPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('search suggestions', () => {
  test.describe.configure({ timeout: 90_000 });

  test('greenway at 1280 px: a word still being typed suggests products, the arrows choose one, Enter opens its page', async ({
    watchPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${siteOrigin('greenway')}/`, { waitUntil: 'commit' });
    await siteSearch(page).pressSequentially('bana');
    await expect(list(page)).toBeVisible({ timeout: 30_000 });
    await expect(options(page).first()).toHaveText('Bananas');
    await expect(options(page).last()).toHaveText('Search for "bana"');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-part="search-suggestions-status"]')).toHaveText(
      /^\d+ suggestions\. Use the up and down arrows to choose\.$/,
    );
    await expectAxeClean(page, 'home page, search suggestions open');
    await page.screenshot({ path: testInfo.outputPath('suggestions-greenway-1280.png') });

    await page.keyboard.press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\/\d{13}-bananas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bananas' })).toBeVisible();
  });

  test('harbor on a slow phone: a misspelling and a department, Escape keeps the words, the last option searches them', async ({
    watchPage: page,
  }, testInfo) => {
    await slowPhone(page);
    await page.goto(`${siteOrigin('harbor')}/search?q=milk`, { waitUntil: 'commit' });
    const searchBox = page.locator('#site-search');
    await searchBox.click();
    await searchBox.pressSequentially('wine');
    await expect(list(page)).toBeVisible({ timeout: 30_000 });
    await expect(list(page).getByRole('option', { name: 'wine in Beer, Wine & Spirits' })).toBeVisible();
    await expectAxeClean(page, 'search page at 375 px, suggestions for wine');
    await page.screenshot({ path: testInfo.outputPath('suggestions-harbor-375.png') });

    // Escape closes the list and keeps the words; Down opens it again.
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('wine');
    await page.keyboard.press('ArrowDown');
    await expect(list(page)).toBeVisible();
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

    // A misspelt word suggests what the shopper means; a click on the department option searches there.
    await box(page).fill('bananna');
    await expect(options(page).first()).toHaveText('Bananas');
    await list(page)
      .getByRole('option', { name: /^bananna in / })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('department'));
    expect(new URL(page.url()).searchParams.get('q')).toBe('bananna');

    // Up from the box chooses the last option: the search for the words as typed.
    const again = page.locator('#site-search');
    await again.click();
    await again.fill('straw');
    await expect(list(page)).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'straw');
  });

  test('without the suggestions the box is the plain form: Enter before any choice searches the words', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin('greenway')}/i/privacy-policy`);
    const searchBox = siteSearch(page);
    await searchBox.fill('beer');
    await searchBox.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'beer');
    // On an island page the combobox with no option chosen submits the same form.
    const box2 = page.locator('#site-search');
    await box2.fill('toilet paper');
    await expect(list(page)).toBeVisible({ timeout: 30_000 });
    await box2.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'toilet paper');
  });
});
