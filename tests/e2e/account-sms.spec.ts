import type { Page } from '@playwright/test';
import {
  demoShopper,
  expect,
  expectAxeClean,
  newShopper,
  signInThroughApi,
  siteOrigin,
  test,
  waitForIslands,
} from './support/fixtures.ts';
import { layoutShifts } from './support/shifts.ts';

/*
 * The SMS preferences page against the real server and its seed (issue 10): demo@example.com's mobile
 * phone (513) 555-0142 gets order texts; new@example.com has no mobile phone. The tests leave demo's
 * preferences as seeded.
 */

const path = '/account/preferences/sms';
const checkPhone = 'Please check your phone for further instructions in order to save this preference.';

/** The sandbox's stand-in for a text from the shopper's phone to the short code (docs/sandbox.md). */
async function replyFromPhone(page: Page, text: 'YES' | 'STOP'): Promise<number> {
  return page.evaluate(async (reply) => {
    const session = await (await fetch('/api/session')).json();
    const response = await fetch('/api/communications/sms/replies', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ phoneNumber: '+15135550142', text: reply }),
    });
    return response.status;
  }, text);
}

const preference = (page: Page, type: string) => page.locator(`[data-preference-type="${type}"]`);

test('demo opts in to deals by keyboard at 375 px, confirms by replying YES, and STOP ends every text', async ({
  watchPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, demoShopper, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Message Preferences');
  const orders = page.getByRole('checkbox', { name: 'Order Updates' });
  const deals = page.getByRole('checkbox', { name: 'Deals and Offers' });
  await expect(orders).toBeChecked();
  await expect(deals).not.toBeChecked();
  await expect(page.getByText('Texts go to your mobile phone (513) 555-0142.')).toBeVisible();
  await expect(preference(page, 'PROMOTIONAL')).toContainText('Promotional texts are sent about once a week.');
  await expect(preference(page, 'PROMOTIONAL')).toContainText('To unsubscribe, text STOP to 10500.');
  await expectAxeClean(page, 'SMS preferences at 375 px');

  // Keyboard: focus the deals checkbox and press Space.
  await deals.focus();
  await page.keyboard.press('Space');
  await expect(preference(page, 'PROMOTIONAL').getByRole('status').filter({ hasText: checkPhone })).toBeVisible();
  await expect(preference(page, 'PROMOTIONAL')).toContainText('Waiting for your reply');
  await expect(deals).toBeChecked();
  await expect(deals).toBeFocused();
  await expectAxeClean(page, 'promotional opt-in pending');

  // Still pending after a reload: the database holds it.
  await page.reload();
  await waitForIslands(page);
  await expect(preference(page, 'PROMOTIONAL')).toContainText(checkPhone);

  // The phone replies YES: confirmed.
  expect(await replyFromPhone(page, 'YES')).toBe(200);
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('checkbox', { name: 'Deals and Offers' })).toBeChecked();
  await expect(preference(page, 'PROMOTIONAL')).not.toContainText(checkPhone);

  // STOP ends every opt-in of the number (ACC-174).
  expect(await replyFromPhone(page, 'STOP')).toBe(200);
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('checkbox', { name: 'Order Updates' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Deals and Offers' })).not.toBeChecked();

  // Order texts back on through the transactional opt-in: a verified phone needs no reply.
  await page.getByRole('checkbox', { name: 'Order Updates' }).focus();
  await page.keyboard.press('Space');
  await expect(preference(page, 'TRANSACTIONAL')).toContainText('Your text message preference was updated.');
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('checkbox', { name: 'Order Updates' })).toBeChecked();
});

test('harbor words the preferences its own way; a failed update says so and changes nothing', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('harbor');
  await signInThroughApi(page, origin, demoShopper, path);
  await expect(preference(page, 'PROMOTIONAL')).toContainText('offers from Harbor Foods.');
  const pickup = page.getByRole('checkbox', { name: 'Pickup Alerts' });
  await expect(pickup).not.toBeChecked();

  // The service fails: ACC-158.
  await page.route('**/api/communications/sms/opt-in', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'Down.' }),
    }),
  );
  await pickup.click();
  await expect(preference(page, 'CLICKLIST').getByRole('alert')).toHaveText(
    'Error: Your preference cannot be updated at this time. Please try again later.',
  );
  await expect(pickup).not.toBeChecked();
  await expectAxeClean(page, 'update failed');

  // No answer at all: the connection message.
  await page.unroute('**/api/communications/sms/opt-in');
  await page.route('**/api/communications/sms/opt-in', (route) => route.abort('internetdisconnected'));
  await pickup.click();
  await expect(preference(page, 'CLICKLIST').getByRole('alert')).toHaveText(
    "Error: Hmmm, looks like we've lost you. Please check your internet connection.",
  );
  await page.unroute('**/api/communications/sms/opt-in');

  // Back on line: the change goes through, and off again leaves demo as seeded.
  await pickup.click();
  await expect(preference(page, 'CLICKLIST')).toContainText('Your text message preference was updated.');
  await expect(pickup).toBeChecked();
  // The box shows the request at once; the reload waits for the service's answer, or it would cancel it.
  const optedOut = page.waitForResponse(
    (response) => response.url().endsWith('/api/communications/sms/opt-in') && response.request().method() === 'POST',
  );
  await pickup.click();
  await expect(pickup).not.toBeChecked();
  expect((await optedOut).status()).toBe(200);
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('checkbox', { name: 'Pickup Alerts' })).not.toBeChecked();
});

test('a shopper without a mobile phone is told to add one', async ({ watchPage: page }) => {
  const origin = siteOrigin('greenway');
  await signInThroughApi(page, origin, newShopper, path);
  await expect(page.getByText('You must add a mobile phone number in order to receive text messages.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectAxeClean(page, 'no mobile phone');
});

// `page`, not `watchPage`: the gate leaves the page while its other islands may still be loading their modules.
test('a guest is sent to sign-in and back', async ({ page }) => {
  const origin = siteOrigin('harbor');
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  // Polls the address: the gate's redirect can abort a wait tied to one navigation. The redirect waits for
  // the gate's island to hydrate, which takes longer than expect's 10 s on a loaded machine.
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('returnTo') === path, {
    timeout: 30_000,
  });
});

test('at 375 px a type shows once the types above it have come: the first answering last moves nothing (CLS 0)', async ({
  watchPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const origin = siteOrigin('greenway');
  // Order Updates, the first type, answers a second after the others.
  await page.route('**/api/communications/sms/opt-in-status', async (route) => {
    if ((route.request().postDataJSON() as { triggerType?: string }).triggerType === 'TRANSACTIONAL') {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await route.continue();
  });
  await signInThroughApi(page, origin, demoShopper, path);
  await expect(preference(page, 'TRANSACTIONAL').getByRole('status')).toHaveText('Loading...');
  await expect(preference(page, 'PROMOTIONAL')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Order Updates' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Deals and Offers' })).toBeVisible();
  const shifts = await layoutShifts(page, 500);
  expect(shifts.total, shifts.moved.join('; ')).toBe(0);
});
