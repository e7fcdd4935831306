import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { myWallet, openMyWallet } from './support/wallet.ts';

/*
 * The secure card frame inside the real flyout, seen by the shopper (issue 12, FRM-*): a capture frame whose
 * document does not come in time opens the retry modal after 10 s, then 20 s, then 30 s at most (Playwright's
 * clock moves the page's timers on); and the storefront takes frame messages only from its own frame.
 */

const isPaymentForm = (url: URL) => url.hostname === 'pay.localhost' && url.pathname === '/payment-form.html';

/** Holds every load of the capture frame's payment form (never answered) until `release()`. */
async function holdPaymentForm(page: Page) {
  const held: Route[] = [];
  let isHolding = true;
  await page.route(isPaymentForm, async (route) => {
    if (!isHolding) return route.fallback();
    held.push(route);
  });
  return {
    held,
    /** Each load's time parameter (FRM-007: a fresh one per attempt). */
    times: () => held.map((route) => new URL(route.request().url()).searchParams.get('time')),
    release() {
      isHolding = false;
    },
  };
}

test('a capture frame that does not load opens "Unable to add card" after 10 s, then 20 s, then 30 s at most; Try Again loads it once it answers (FRM-013..018, FRM-022, FRM-026, WER-033)', async ({
  watchPage: page,
}) => {
  await page.clock.install();
  const frameLoads = await holdPaymentForm(page);
  await openMyWallet(page);
  await myWallet(page).getByRole('button', { name: 'Add Credit/Debit Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  // Not by role: the retry modal hides the flyout from assistive technology while it is open.
  const secureFrame = page.locator('[data-component="SecureFrame"]');
  const retry = page.getByRole('dialog', { name: 'Unable to add card' });

  // Each attempt: a fresh frame document (its own time parameter) is asked for and held; the modal is not
  // there 2 s before the attempt's time-out, and is there just after it.
  for (const [attempt, timeoutMs] of [10_000, 20_000, 30_000, 30_000].entries()) {
    await expect.poll(() => new Set(frameLoads.times()).size).toBe(attempt + 1);
    await expect(secureFrame).toHaveAttribute('data-state', 'loading');
    const iframe = secureFrame.locator('iframe');
    await expect(iframe).toHaveAttribute('data-attempt', String(attempt));
    await expect(iframe).toHaveAttribute('src', new RegExp(`[?&]time=${frameLoads.times().at(-1)}&`));
    await page.clock.fastForward(timeoutMs - 2_000);
    await expect(retry, `attempt ${attempt}: no modal before ${timeoutMs} ms`).toHaveCount(0);
    await expect(secureFrame).toHaveAttribute('data-state', 'loading');
    await page.clock.fastForward(2_500);
    await expect(retry, `attempt ${attempt}: the modal after ${timeoutMs} ms`).toBeVisible();
    await expect(retry).toContainText(
      "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
    );
    await expect(retry).toContainText('Error Code: 408');
    await expect(secureFrame).toHaveAttribute('data-state', 'error');
    await expect(
      secureFrame.getByText('There was a problem validating your information. Please try again.'),
    ).toBeVisible();
    if (attempt < 3) await retry.getByRole('button', { name: 'Try Again' }).click();
  }

  // The capture origin answers again: Try Again loads the frame, and a loaded frame times out no more.
  frameLoads.release();
  for (const route of frameLoads.held) await route.abort().catch(() => undefined);
  await retry.getByRole('button', { name: 'Try Again' }).click();
  await expect(retry).toHaveCount(0);
  await expect(secureFrame).toHaveAttribute('data-state', 'loaded');
  await expect(
    page.frameLocator('iframe[title="Secure card entry"]').getByRole('textbox', { name: 'Card Number' }),
  ).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(retry).toHaveCount(0);
  await expect(secureFrame).toHaveAttribute('data-state', 'loaded');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
