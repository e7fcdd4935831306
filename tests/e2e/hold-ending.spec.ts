import type { Page } from '@playwright/test';
import { pinnedNow } from './support/aisle.ts';
import { checkoutScreen, startCheckout } from './support/checkout.ts';
import { demoShopper, expect, expectAxeClean, signInThroughApi, siteOrigin, test } from './support/fixtures.ts';
import { cleanUp, prepare, releaseHolds } from './support/shopping.ts';

/*
 * Issue 20 (WCAG 2.2.1): a held time (30 minutes) no longer runs out unannounced. Five minutes before its
 * end the page asks 'Do you need more time?'; 'Keep My Time' holds the same window afresh (the server's PUT
 * with the window it holds), 'Not Now' lets it run. The page's clock is Playwright's, fast-forwarded; the
 * server's clock is pinned, so every hold the server makes ends 30 minutes after the pinned time.
 */

const holdLine = /^We'll hold this reservation until \d{1,2}:\d{2} (AM|PM)$/;
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Do you need more time?' });

const renewal = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/promises\/[0-9a-f-]+$/.test(response.url()),
  );

test('the checkout says which time is held, asks five minutes before the hold ends, keeps it on Keep My Time, and times out after Not Now (issue 20, WCAG 2.2.1, PAY-149)', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date(pinnedNow) });
  const { addressId } = await startCheckout(page, { modality: 'PICKUP', zip: '45202', product: 'Whole Milk' });
  try {
    const line = checkoutScreen(page).locator('[data-part="hold-line"]');
    await expect(line).toHaveText(holdLine);
    await expect(line).toHaveAttribute('role', 'status');

    // 24 minutes on, nothing asks; at 25 the warning opens, names the window, and focus is on its answer.
    await page.clock.fastForward('24:00');
    await expect(warning(page)).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(warning(page)).toBeVisible();
    await expect(warning(page)).toHaveAccessibleDescription(
      /^We're holding \w+day, Nov \d+, \d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM) for you until \d{1,2}:\d{2} (AM|PM)\. After that, this time may go to another shopper\.$/,
    );
    await expect(warning(page).getByRole('button', { name: 'Keep My Time' })).toBeFocused();
    await expectAxeClean(page, 'checkout: the hold warning');

    // Keep My Time (by keyboard): the same window held afresh, and the dialog gone.
    const before = await page.evaluate(async () => (await fetch('/api/promises/current?modality=PICKUP')).json());
    expect(before.promise).toMatchObject({ versionKey: '1' });
    const renewed = renewal(page);
    await page.keyboard.press('Enter');
    const answer = await renewed;
    expect(answer.status()).toBe(200);
    // The server took the versionKey read (1) and the window held: the same hold and window, version 2.
    expect(await answer.json()).toMatchObject({
      id: before.promise.id,
      versionKey: '2',
      selectedId: before.promise.selectedId,
    });
    await expect(warning(page)).toHaveCount(0);
    await expect(line).toHaveText(holdLine);

    // The renewed hold runs 30 minutes from the renewal: nothing at 24, the warning again at 25.
    await page.clock.fastForward('24:00');
    await expect(warning(page)).toHaveCount(0);
    await page.clock.fastForward('01:01');
    await expect(warning(page)).toBeVisible();

    // Not Now lets it run out: 'Order Timed Out' with the way back to scheduling (PAY-149, PAY-150).
    await warning(page).getByRole('button', { name: 'Not Now' }).click();
    await expect(warning(page)).toHaveCount(0);
    await page.clock.fastForward('05:00');
    const timedOut = page.getByRole('dialog', { name: 'Order Timed Out' });
    await expect(timedOut).toBeVisible();
    await expect(timedOut.getByRole('link', { name: 'Back to Scheduling' })).toHaveAttribute(
      'href',
      '/scheduling?fulfillmentType=pickup',
    );
  } finally {
    await cleanUp(page, addressId);
    await releaseHolds(page);
  }
});

test('a delivery time held from the header: asked about on any store page, kept, and when it cannot be kept the selector offers another time (issue 20, WCAG 2.2.1)', async ({
  watchPage: page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date(pinnedNow) });
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, demoShopper, '/');
  const { addressId } = await prepare(page, { modality: 'DELIVERY', zip: '90012', product: 'Whole Milk' });
  try {
    // A delivery time held as the selector holds it.
    const held = await page.evaluate(async (id) => {
      const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
      const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
      const listed = await (
        await fetch('/api/timeslots/upfront', {
          method: 'POST',
          headers: { ...headers, 'user-time-zone': 'America/Los_Angeles' },
          body: JSON.stringify({ modality: 'DELIVERY', destination: { address: { id } } }),
        })
      ).json();
      const time = listed.days.flatMap((day: { times: object[] }) => day.times)[1] as {
        quoteId: string;
        optionId: string;
      };
      const created = await fetch('/api/promises', {
        method: 'POST',
        headers,
        body: JSON.stringify({ selectedIds: [`${time.quoteId}:${time.optionId}`] }),
      });
      return { status: created.status, promise: await created.json() };
    }, addressId);
    expect(held.status).toBe(201);

    await page.goto(`${origin}/search?query=milk`);
    const line = page.locator('header [data-component="ReservationHold"]');
    await expect(line).toHaveText(holdLine);
    await page.clock.fastForward('25:01');
    await expect(warning(page)).toBeVisible();
    await expectAxeClean(page, 'header: the hold warning');
    const renewed = renewal(page);
    await warning(page).getByRole('button', { name: 'Keep My Time' }).click();
    expect((await renewed).status()).toBe(200);
    await expect(warning(page)).toHaveCount(0);
    await expect(line).toHaveText(holdLine);

    // Another tab gave the time up: Keep My Time is refused, the dialog says so and leads to the times.
    await releaseHolds(page);
    await page.clock.fastForward('25:01');
    await expect(warning(page)).toBeVisible();
    const refused = renewal(page);
    await warning(page).getByRole('button', { name: 'Keep My Time' }).click();
    expect((await refused).status()).toBe(404);
    await expect(
      warning(page).getByText("We couldn't hold this time any longer. Please choose a time again."),
    ).toBeVisible();
    await expectAxeClean(page, 'header: the hold could not be kept');
    await warning(page).getByRole('button', { name: 'Choose a Time' }).click();
    await expect(warning(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Choose a Delivery Time' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await cleanUp(page, addressId);
    await releaseHolds(page);
  }
});
