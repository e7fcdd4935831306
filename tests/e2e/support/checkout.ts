import type { Locator, Page } from '@playwright/test';
import { demoShopper, expect, signInAs, siteOrigin, waitForIslands } from './fixtures.ts';
import { cleanUp, prepare, type Setup } from './shopping.ts';

/*
 * The checkout payment page as the checkout specs reach it: scheduling's Continue to a created checkout,
 * the page's own parts, the SNAP EBT PIN typed into its secure frame, and the checkout as the API answers it.
 */

/** Scheduling's checked time: one, wherever the shopper meets the page. */
export const checkedTime = (page: Page): Locator =>
  page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio', { checked: true });

/** Scheduling has its times (after a load, a reload, Back or Forward). */
export async function schedulingReady(page: Page): Promise<void> {
  await expect(page.locator('[data-component="Scheduling"]')).toHaveAttribute('data-state', 'ready', {
    timeout: 15_000,
  });
}

/** The checkout payment page's screen. */
export const checkoutScreen = (page: Page): Locator => page.locator('[data-component="CheckoutScreen"]');

/**
 * Scheduling's first time (for Delivery the second: today's express hour in Los Angeles has one place,
 * which the selector's race test must find free) and Continue: the created checkout's id.
 */
export async function toCheckout(page: Page, origin: string, modality: Setup['modality']): Promise<string> {
  await page.goto(`${origin}/scheduling?fulfillmentType=${modality.toLowerCase()}`);
  await waitForIslands(page);
  await expect(page.locator('[data-component="Scheduling"]')).toHaveAttribute('data-state', 'ready', {
    timeout: 15_000,
  });
  if (modality === 'DELIVERY') {
    const second = page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio').nth(1);
    await second.check();
    await expect(second).toBeChecked();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/checkout\?orderId=\d+$/, { waitUntil: 'commit' });
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** The 'Enter Your SNAP EBT PIN' dialog. */
export const pinDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' });

/** Types `pin` into the PIN dialog's secure frame (the page gets only its token) and confirms it. */
export async function enterSnapPin(page: Page, pin: string): Promise<void> {
  const dialog = pinDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.frameLocator('iframe').getByLabel('PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** The checkout `orderId` as GET /api/checkouts/{id} answers it to the signed-in shopper. */
export function checkoutById(page: Page, orderId: string) {
  return page.evaluate(async (id) => (await fetch(`/api/checkouts/${id}`)).json(), orderId);
}

/**
 * Saves a sandbox card through the card box's 'Add a Credit or Debit Card' modal: names, the card in the
 * secure frame (December, the sixth year offered, CVV 123) and a Cincinnati billing address.
 */
export async function addCardInCardBox(page: Page, number: string): Promise<void> {
  await checkoutScreen(page).getByRole('button', { name: 'Add a Credit or Debit Card' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a Credit or Debit Card' });
  await modal.getByRole('textbox', { name: 'First Name' }).fill('Dana');
  await modal.getByRole('textbox', { name: 'Last Name' }).fill('Demo');
  const frame = modal.frameLocator('iframe');
  await frame.getByRole('textbox', { name: 'Card Number' }).fill(number);
  await frame.getByRole('combobox', { name: 'Expiration Month' }).selectOption('12');
  await frame.getByRole('combobox', { name: 'Expiration Year' }).selectOption({ index: 5 });
  await frame.getByRole('textbox', { name: 'Security Code' }).fill('123');
  await modal.getByRole('textbox', { name: 'Address' }).fill('100 Main St');
  await modal.getByRole('textbox', { name: 'City' }).fill('Cincinnati');
  await modal.getByRole('combobox', { name: 'State' }).selectOption('OH');
  await modal.getByRole('textbox', { name: 'Postal Code' }).fill('45202');
  await modal.getByRole('button', { name: 'Save Card' }).click();
}

/** My Wallet on `origin` (the wallet's own address opens it), once the seeded Visa is listed. */
export async function openMyWalletAt(page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/account/dashboard?link=mywallet`);
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  return wallet;
}

/** Deletes `card` (e.g. 'Visa ending in 0002') through My Wallet, if the wallet has it. */
export async function deleteCardInMyWallet(page: Page, origin: string, card: string): Promise<void> {
  const wallet = await openMyWalletAt(page, origin);
  const actions = wallet.getByRole('button', { name: `Actions for ${card}` });
  if ((await actions.count()) === 0) return;
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Deleting Payment' }).getByRole('button', { name: 'Delete Card' }).click();
  await expect(wallet.getByText('Card Deleted!')).toBeVisible();
}

export type StartedCheckout = { origin: string; addressId: string | null; orderId: string; placeOrder: Locator };

/**
 * demo signed in on `banner`, `setup` prepared (shopping.ts), scheduling's Continue to the created checkout
 * and its Place Order enabled. A failure on the way cleans up what was prepared; after it, the caller does.
 */
export async function startCheckout(page: Page, setup: Setup, banner = 'greenway'): Promise<StartedCheckout> {
  const origin = siteOrigin(banner);
  await signInAs(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, setup);
  try {
    const orderId = await toCheckout(page, origin, setup.modality);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled({ timeout: 30_000 });
    return { origin, addressId, orderId, placeOrder };
  } catch (error) {
    await cleanUp(page, addressId);
    throw error;
  }
}

export type SandboxCard = { name: string; addButton: string; dialog: string; number: string; pin?: string };

/** demo's sandbox gift card 6006 4910 0000 0000 001 ($25.00 as added) and SNAP EBT card 5077 1900 0000 0000 01. */
export const sandboxGift: SandboxCard = {
  name: 'Gift Card ending in 0001',
  addButton: 'Add Gift Card',
  dialog: 'Add Gift Card',
  number: '6006491000000000001',
  pin: '1234',
};
export const sandboxSnap: SandboxCard = {
  name: 'SNAP EBT ending in 0001',
  addButton: 'Add SNAP EBT Card',
  dialog: 'Add SNAP EBT Card',
  number: '5077190000000000001',
};

/**
 * Puts one of demo's seeded sandbox cards back as seeded, through My Wallet: a placed order spends from the
 * gift card and three wrong PINs lock the SNAP EBT card for good, so the card is deleted and its number
 * added again (the sandbox gives the gift card $25.00 again; the SNAP card is unlocked).
 */
export async function replaceInMyWallet(page: Page, origin: string, card: SandboxCard): Promise<void> {
  const wallet = await openMyWalletAt(page, origin);
  const actions = wallet.getByRole('button', { name: `Actions for ${card.name}` });
  if ((await actions.count()) > 0) {
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Deleting Payment' }).getByRole('button', { name: 'Delete Card' }).click();
    await expect(wallet.getByText('Card Deleted!')).toBeVisible();
  }
  await wallet.getByRole('button', { name: card.addButton }).click();
  const form = page.getByRole('dialog', { name: card.dialog });
  const frame = page.frameLocator('iframe');
  await frame.getByRole('textbox', { name: 'Card Number' }).fill(card.number);
  if (card.pin) await frame.getByRole('textbox', { name: 'PIN' }).fill(card.pin);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(wallet.getByText('Card Added!')).toBeVisible();
  await expect(wallet.getByRole('checkbox', { name: card.name })).toBeVisible();
}

/** The frame's document is no taller and no wider than the iframe shows, and the iframe fills its box. */
export async function expectFrameFits(iframe: Locator, state: string): Promise<void> {
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`${state}: the iframe has no document`);
  await expect
    .poll(
      async () => {
        const inner = await frame.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
          hasFields: document.querySelectorAll('input, select').length > 0,
        }));
        const outer = await iframe.evaluate((element) => ({
          height: element.clientHeight,
          width: element.clientWidth,
          containerWidth: (element.closest('[data-component="SecureFrame"]') as HTMLElement).clientWidth,
        }));
        return {
          hasFields: inner.hasFields,
          isTallEnough: inner.height <= outer.height,
          isWideEnough: inner.width <= outer.width,
          // As wide as the form, plus the room for its fields' focus ring on either side.
          fillsItsBox: outer.width >= outer.containerWidth,
        };
      },
      { message: `${state}: the frame shows all of its content` },
    )
    .toEqual({ hasFields: true, isTallEnough: true, isWideEnough: true, fillsItsBox: true });
}
