import type { Page } from '@playwright/test';
import { activeModality, callApi, setBasket } from './support/cartApi.ts';
import {
  expect,
  expectAxeClean,
  newShopper,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';

/*
 * Issue 20, "Accessibility found by hand" (axe passed every one of these): where focus goes when a cart
 * line is removed (WCAG 2.4.3), an 'Undo' for a removal (3.3.4), and promo-code errors that are announced,
 * the same error twice included (4.1.3). Against the real server; each test empties what it filled.
 */

type ApiProduct = { gtin13: string; name: string };

async function findProduct(page: Page, query: string): Promise<ApiProduct> {
  const answer = (await callApi(page, 'GET', `/api/products?query=${encodeURIComponent(query)}&limit=1`)) as {
    items: ApiProduct[];
  };
  return answer.items[0] as ApiProduct;
}

const screen = (page: Page) => page.locator('[data-component="CartScreen"]');
const line = (page: Page, name: string) => page.locator('[data-part="line"]').filter({ hasText: name });
const notice = (page: Page, name: string) => page.locator('[data-part="removed-line"]').filter({ hasText: name });
const announcement = (page: Page) =>
  page.locator('[data-component="CartScreen"] [role="status"][data-part="cart-announcement"]');
/** What has focus, as a test can read it: its data-part and accessible name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      part: element?.getAttribute('data-part') ?? '',
      label: element?.getAttribute('aria-label') ?? element?.textContent ?? '',
    };
  });

test('a removed line leaves an Undo in its place with focus on it; Undo puts it back as it was, focus on its control', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, siteOrigin('greenway'), newShopper, '/cart');
  const modality = await activeModality(page);
  const bananas = await findProduct(page, 'Bananas');
  const milk = await findProduct(page, 'Whole Milk');
  await setBasket(page, modality, [
    { gtin13: bananas.gtin13, quantity: 1, substitutionPolicy: 'NONE' },
    { gtin13: milk.gtin13, quantity: 3 },
  ]);
  await page.reload();
  await waitForIslands(page);

  // At quantity 1 the stepper's 'Decrease' is 'Remove': one press too many removes the line...
  await line(page, bananas.name).locator('[data-part="decrease"]').focus();
  await page.keyboard.press('Enter');
  await expect(line(page, bananas.name)).toHaveCount(0);
  // ...which leaves its notice in its place, before the milk, and focus on its 'Undo' (not the page).
  await expect(notice(page, bananas.name)).toContainText(`${bananas.name} removed.`);
  const undo = notice(page, bananas.name).getByRole('button', { name: `Undo removing ${bananas.name}` });
  await expect(undo).toBeFocused();
  expect((await focused(page)).tag).not.toBe('body');
  const rows = page.locator('[data-part="lines"] tbody > tr');
  await expect(rows.nth(0)).toHaveAttribute('data-part', 'removed-line');
  await expect(rows.nth(1)).toHaveAttribute('data-part', 'line');
  await expect(announcement(page)).toHaveText(`${bananas.name} was removed from your cart.`);
  await expectAxeClean(page, 'cart with a removed line');

  // 'Undo' by keyboard: the line again, with its quantity and substitution choice, and focus on its stepper.
  await page.keyboard.press('Enter');
  const restored = line(page, bananas.name);
  await expect(restored.locator('[data-part="quantity"]')).toHaveText('1');
  await expect(notice(page, bananas.name)).toHaveCount(0);
  await expect(restored.locator('[data-part="decrease"]')).toBeFocused();
  await expect(announcement(page)).toHaveText(`${bananas.name} is back in your cart.`);
  if (modality !== 'IN_STORE') {
    await expect(restored.locator('[data-part="substitution-text"]')).toHaveText('Substitutions not allowed');
  }
  await expect(screen(page)).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await waitForIslands(page);
  await expect(line(page, bananas.name).locator('[data-part="quantity"]')).toHaveText('1');
  if (modality !== 'IN_STORE') {
    await expect(line(page, bananas.name).locator('[data-part="substitution-text"]')).toHaveText(
      'Substitutions not allowed',
    );
  }

  // 'Remove' on each line until the cart is empty: focus on the last notice's 'Undo', above the empty state.
  await line(page, milk.name).locator('[data-part="remove"]').click();
  await expect(notice(page, milk.name).getByRole('button', { name: `Undo removing ${milk.name}` })).toBeFocused();
  await line(page, bananas.name).locator('[data-part="remove"]').click();
  await expect(screen(page)).toHaveAttribute('data-state', 'empty');
  await expect(notice(page, bananas.name).getByRole('button', { name: `Undo removing ${bananas.name}` })).toBeFocused();
  await expect(notice(page, milk.name)).toBeVisible();
  await expect(screen(page)).toContainText(/Your (Pickup|Delivery|In Store) cart is empty\./);
  await expectAxeClean(page, 'emptied cart with its Undo notices');

  // The milk comes back with its 3.
  await notice(page, milk.name)
    .getByRole('button', { name: `Undo removing ${milk.name}` })
    .click();
  await expect(line(page, milk.name).locator('[data-part="quantity"]')).toHaveText('3');
  await expect(line(page, milk.name).locator('[data-part="remove"]')).toBeFocused();
  await expect(screen(page)).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await waitForIslands(page);
  await expect(line(page, milk.name).locator('[data-part="quantity"]')).toHaveText('3');
  await expect(line(page, bananas.name)).toHaveCount(0);
  await setBasket(page, modality, []);
});

test('a refused promo code is an alert tied to its field, and the same refusal twice is announced twice', async ({
  watchPage: page,
}) => {
  await signInThroughApi(page, siteOrigin('greenway'), newShopper, '/cart');
  const modality = await activeModality(page);
  const milk = await findProduct(page, 'Whole Milk');
  // $7.58 of milk: SAVE5 (orders of $35 or more) is refused.
  await setBasket(page, modality, [{ gtin13: milk.gtin13, quantity: 2 }]);
  await page.reload();
  await waitForIslands(page);

  const form = page.locator('[data-component="PromoForm"]');
  const field = form.getByLabel('Promo Code');
  const message =
    "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.";
  await field.fill('SAVE5');
  await form.getByRole('button', { name: 'Apply' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const alertId = (await alert.getAttribute('id')) ?? 'none';
  expect(describedBy.split(' ')).toContain(alertId);
  await expectAxeClean(page, 'cart with a refused promo code');

  // The same code again: the same words, in a new alert (a changed live region is announced again).
  const first = await alert.elementHandle();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => first?.evaluate((node) => node.isConnected)).toBe(false);
  await expect(alert).toHaveText(message);
  await expect(field).toHaveAttribute(
    'aria-describedby',
    new RegExp(`\\b${(await alert.getAttribute('id')) ?? ''}\\b`),
  );

  // The form's own rule (PRO-007), twice: announced each time as well.
  await field.fill('');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(alert).toHaveText('You must enter a promo code');
  const required = await alert.elementHandle();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => required?.evaluate((node) => node.isConnected)).toBe(false);
  await expect(alert).toHaveText('You must enter a promo code');
  await setBasket(page, modality, []);
});
