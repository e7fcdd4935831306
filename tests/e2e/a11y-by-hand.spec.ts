import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAxeClean,
  newShopper,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';
import { cleanUp, prepare } from './support/shopping.ts';

/*
 * What axe cannot see and a person found by hand (issue 20): the chosen day and time in forced colours,
 * the selector on a 320 px screen, a tab stop without a name in the store list, and ten 'Select Store'
 * buttons that all read the same. 45202 has greenway stores (Downtown Cincinnati first).
 */

const modeButton = (page: Page) => page.locator('[data-part="shopping-mode-button"]');

async function searchZip(scope: Locator, zip: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'ZIP Code' }).fill(zip);
  await scope.getByRole('button', { name: 'Search' }).click();
}

/** The header's selector, then 45202 and a mode's store list (the dialog of that list). */
async function openStoreList(page: Page, option: 'Pickup' | 'In Store'): Promise<Locator> {
  await modeButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'How are you shopping today?' });
  await expect(dialog).toBeVisible();
  await searchZip(dialog, '45202');
  await expect(dialog.getByText('Showing results near 45202')).toBeVisible();
  await dialog.getByRole('button', { name: option, exact: true }).click();
  const list = page.getByRole('dialog', { name: option === 'Pickup' ? 'Choose a Pickup Store' : 'Choose a Store' });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list;
}

/** The border and outline of an element as drawn: widths and styles survive forced colours, colours do not. */
function borderOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: Number.parseFloat(style.borderTopWidth), style: style.borderTopStyle };
  });
}

test.describe('forced colours (WCAG 1.4.11)', () => {
  test('scheduling: the chosen day and time differ from the others by a thicker border, and focus shows', async ({
    watchPage: page,
  }) => {
    test.setTimeout(120_000);
    const origin = siteOrigin('greenway');
    await signInThroughApi(page, origin, newShopper, '/');
    const { addressId } = await prepare(page, { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' });
    try {
      await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
      await waitForIslands(page);
      const scheduling = page.locator('[data-component="Scheduling"]');
      await expect(scheduling).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      const days = scheduling.locator('[data-component="DayCarousel"] [data-part="day"]');
      const selectedDay = days.and(page.locator('[aria-checked="true"]'));
      const otherDay = days.and(page.locator('[aria-checked="false"]')).first();
      const slots = scheduling.locator('[data-component="TimeSlotOption"]');
      const selectedSlot = slots.and(page.locator('[data-state="selected"]'));
      const otherSlot = slots.and(page.locator('[data-state="idle"]')).first();
      await expect(selectedDay).toHaveCount(1);
      await expect(selectedSlot).toHaveCount(1);

      // Without forced colours the tiles keep their one look: fill and colour mark the choice.
      expect((await borderOf(selectedDay)).width).toBe((await borderOf(otherDay)).width);

      await page.emulateMedia({ forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      for (const [chosen, other] of [
        [selectedDay, otherDay],
        [selectedSlot, otherSlot],
        [selectedSlot.locator('[data-part="control"]'), otherSlot.locator('[data-part="control"]')],
      ] as const) {
        const [chosenBorder, otherBorder] = [await borderOf(chosen), await borderOf(other)];
        expect(chosenBorder.style).not.toBe('none');
        expect(chosenBorder.width).toBeGreaterThanOrEqual(otherBorder.width + 2);
      }

      // The keyboard's focus ring is an outline, which forced colours keep (a box shadow would vanish).
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await selectedDay.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(selectedDay).toBeFocused();
      const ring = await selectedDay.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
      await cleanUp(page, addressId);
    }
  });
});

/** No sideways scroll in the page or in `box`, and each of `items` whole inside the viewport and its list. */
async function expectFits(page: Page, box: Locator, items: Locator[], list?: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  if (list) expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const frame = list ? await list.boundingBox() : { x: 0, width };
  for (const item of items) {
    await expect(item).toBeVisible();
    const itemBox = await item.boundingBox();
    expect(itemBox, String(item)).not.toBeNull();
    if (!itemBox || !frame) continue;
    expect(itemBox.x, `${item} starts inside`).toBeGreaterThanOrEqual(Math.max(0, frame.x) - 0.5);
    expect(itemBox.x + itemBox.width, `${item} ends inside`).toBeLessThanOrEqual(
      Math.min(width, frame.x + frame.width) + 0.5,
    );
  }
}

test.describe('the selector at 320 px (WCAG 1.4.10)', () => {
  test('its own page: the three mode tabs show whole and nothing scrolls sideways, before and after a search', async ({
    watchPage: page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${siteOrigin()}/shopping-mode`);
    await waitForIslands(page);
    const panel = page.getByRole('region', { name: 'How are you shopping today?' });
    const tabList = panel.getByRole('tablist');
    const tabs = ['Pickup', 'Delivery', 'In Store'].map((name) => tabList.getByRole('tab', { name }));
    await expect(tabs[0] as Locator).toBeVisible();
    await expectFits(page, panel, tabs, tabList);

    const pickup = panel.getByRole('tabpanel', { name: 'Pickup' });
    await searchZip(pickup, '45202');
    await expect(pickup.getByRole('article').first()).toBeVisible();
    await expectFits(page, panel, [...tabs, ...(await pickup.getByRole('button').all())], tabList);
    await (tabs[2] as Locator).click();
    await expect(panel.getByRole('tabpanel', { name: 'In Store' }).getByRole('article').first()).toBeVisible();
    await expectFits(page, panel, tabs, tabList);
    await expectAxeClean(page, 'the selector page at 320 px');
  });

  test('the header’s dialog: the three modes and the store list fit the screen', async ({ watchPage: page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    await modeButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'How are you shopping today?' });
    const modes = ['Pickup', 'Delivery', 'In Store'].map((name) => dialog.getByRole('button', { name, exact: true }));
    await expect(modes[0] as Locator).toBeVisible();
    const body = dialog.locator('[data-part="body"]');
    await expectFits(page, body, modes);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const list = await openStoreList(page, 'Pickup');
    await expectFits(page, list.locator('[data-part="body"]'), await list.getByRole('button').all());
  });
});

/** Marks the elements of `scope` a Tab press can reach, and returns them one locator each. */
async function tabStops(scope: Locator): Promise<Locator[]> {
  const count = await scope.evaluate((root) => {
    const candidates = [
      root,
      ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ];
    const stops = candidates.filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    for (const [index, element] of stops.entries()) element.setAttribute('data-tab-stop', String(index));
    return stops.length;
  });
  return Array.from({ length: count }, (_, index) => scope.page().locator(`[data-tab-stop="${index}"]`));
}

test.describe('the store list by name', () => {
  for (const option of ['Pickup', 'In Store'] as const) {
    test(`${option}: every tab stop of the list has a name, the scrolling list’s too`, async ({ watchPage: page }) => {
      await page.goto(`${siteOrigin()}/`);
      await waitForIslands(page);
      const list = await openStoreList(page, option);
      const body = list.locator('[data-part="body"]');
      // The list overflows the dialog: the body is a tab stop for keyboard scrolling, named by the title.
      await expect(body).toHaveAttribute('tabindex', '0');
      await expect(
        list.getByRole('region', { name: option === 'Pickup' ? 'Choose a Pickup Store' : 'Choose a Store' }),
      ).toHaveAttribute('data-part', 'body');
      const stops = await tabStops(body);
      expect(stops.length).toBeGreaterThan(5);
      for (const stop of stops) await expect(stop).toHaveAccessibleName(/\S/);
      await expectAxeClean(page, `${option} store list`);
    });
  }

  test('each Select Store button names its store and still starts with its visible text (WCAG 2.5.3)', async ({
    watchPage: page,
  }) => {
    await page.goto(`${siteOrigin()}/`);
    await waitForIslands(page);
    const list = await openStoreList(page, 'Pickup');
    await expect(list.getByRole('button', { name: 'Select Store', exact: true })).toHaveCount(0);
    const buttons = list.getByRole('button', { name: /^Select Store / });
    expect(await buttons.count()).toBeGreaterThan(3);
    const names: string[] = [];
    for (const article of await list.getByRole('article').all()) {
      const store = (await article.getByRole('heading').textContent()) ?? '';
      const select = article.getByRole('button', { name: /^Select Store/ });
      if ((await select.count()) === 0) continue;
      await expect(select).toHaveText('Select Store');
      await expect(select).toHaveAccessibleName(`Select Store ${store}`);
      names.push(store);
      await expect(list.getByRole('button', { name: `Select Store ${store}`, exact: true })).toHaveCount(1);
    }
    expect(new Set(names).size).toBe(names.length);
    // A shopper (and a test) picks a store by its name.
    await list.getByRole('button', { name: 'Select Store Walnut Hills' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(modeButton(page)).toHaveText('Pickup at Walnut Hills');
  });
});
