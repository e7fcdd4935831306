import type { Page } from '@playwright/test';
import { captureOrigin, expect, sharedPort, siteOrigin, test } from './support/fixtures.ts';

/*
 * The card-capture frames on their own origin (issue 9, for the wallet of issue 12), in real Chromium
 * against the real server: a small harness page on a banner's origin embeds the payment form from
 * `pay.localhost` and talks to it as the wallet will, by postMessage only.
 */

type Recorded = { origin: string; data: { type: string; requestId?: string; response?: Record<string, unknown> } };

/**
 * A storefront page of `origin` (served by the real server, under the storefront's own CSP) with the
 * payment form embedded as the wallet will embed it, recording every message the page receives.
 */
async function openHarness(
  page: Page,
  origin: string,
  parent = origin,
  framePage = 'payment-form.html?',
): Promise<void> {
  const src = `${captureOrigin()}/${framePage}parent=${encodeURIComponent(parent)}&time=${Date.now()}&l.number=${encodeURIComponent('Card Number')}`;
  await page.goto(`${origin}/i/privacy-policy`);
  await page.evaluate((frameSrc) => {
    const recorded: unknown[] = [];
    (window as unknown as { messages: unknown[] }).messages = recorded;
    window.addEventListener('message', (event) => recorded.push({ origin: event.origin, data: event.data }));
    const iframe = document.createElement('iframe');
    iframe.title = 'Secure card entry';
    iframe.src = frameSrc;
    iframe.style.cssText = 'width:100%;height:200px;border:0';
    document.body.prepend(iframe);
    (window as unknown as { submitCard: (id: string, target: string) => void }).submitCard = (id, target) =>
      iframe.contentWindow?.postMessage({ type: 'aisle-frame:submit', requestId: id }, target);
  }, src);
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Recorded[] }).messages);

async function submit(page: Page, requestId: string): Promise<Record<string, unknown>> {
  await page.evaluate(
    ([id, target]) =>
      (window as unknown as { submitCard: (id: string, target: string) => void }).submitCard(id, target),
    [requestId, captureOrigin()] as const,
  );
  await expect
    .poll(async () => (await messages(page)).find((message) => message.data.requestId === requestId), {
      timeout: 10_000,
    })
    .toBeTruthy();
  const answer = (await messages(page)).find((message) => message.data.requestId === requestId) as Recorded;
  expect(answer.origin).toBe(captureOrigin());
  return answer.data.response as Record<string, unknown>;
}

test('the payment form on the capture origin turns a sandbox card into a token; the page never sees the number', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  await openHarness(page, origin);
  await expect
    .poll(async () => (await messages(page)).some((message) => message.data.type === 'aisle-frame:ready'))
    .toBe(true);

  const frame = page.frameLocator('iframe');
  await frame.getByRole('textbox', { name: 'Card Number' }).fill('4111 1111 1111 1111');
  await frame.getByRole('combobox', { name: 'Expiration Month' }).selectOption('12');
  await frame.getByRole('combobox', { name: 'Expiration Year' }).selectOption(String(new Date().getUTCFullYear() + 3));
  await frame.getByRole('textbox', { name: 'CVV' }).fill('123');
  const response = await submit(page, 'r1');
  expect(response).toMatchObject({ responseCode: '870', brand: 'visa', firstSix: '411111', lastFour: '1111' });
  expect(String(response.checkoutId)).toMatch(/^lv_/);

  // The number went to the capture origin's tokenizer only, and never into anything the storefront got.
  const withNumber = requests.filter((line) => line.includes('4111111111111111') || line.includes('4111 1111'));
  expect(withNumber.every((line) => line.startsWith(`${captureOrigin()}/tokenize `))).toBe(true);
  expect(JSON.stringify(await messages(page))).not.toContain('4111111111111111');
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain('4111');

  // A Luhn failure is refused in the frame with 871 and its message; the field keeps what was typed.
  await frame.getByRole('textbox', { name: 'Card Number' }).fill('4111 1111 1111 1112');
  expect(await submit(page, 'r2')).toMatchObject({ responseCode: '871', checkoutId: null, lastFour: null });
  await expect(frame.getByText('Please enter a valid credit or debit card.')).toBeVisible();
  await expect(frame.getByRole('textbox', { name: 'Card Number' })).toHaveValue('4111 1111 1111 1112');

  // A CVV too short for the brand: 882 and 'Invalid CVV' under the CVV field (FRM-032, FRM-033).
  await frame.getByRole('textbox', { name: 'Card Number' }).fill('4111 1111 1111 1111');
  await frame.getByRole('textbox', { name: 'CVV' }).fill('12');
  expect(await submit(page, 'r3')).toMatchObject({ responseCode: '882' });
  await expect(frame.getByText('Invalid CVV')).toBeVisible();
  await expect(frame.getByRole('textbox', { name: 'CVV' })).toHaveAttribute('aria-invalid', 'true');

  // CRD-098: an expiry that is not two numbers (a month the frame's own select does not offer) is 884 with
  // the MM YY message; the capture service would refuse it too.
  await frame.getByRole('textbox', { name: 'CVV' }).fill('123');
  await frame.getByRole('combobox', { name: 'Expiration Month' }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    select.append(new Option('1a', '1a'));
    select.value = '1a';
  });
  expect(await submit(page, 'r4')).toMatchObject({ responseCode: '884', checkoutId: null });
  await expect(frame.getByText('Expiration Date must be in MM YY format and only composed of numbers.')).toBeVisible();
});

test('CRD-021, CRD-024: the gift card PIN takes at most 4 characters, a SNAP EBT number at most 19 digits', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await openHarness(page, origin, origin, 'gift-card-form.html?');
  let frame = page.frameLocator('iframe').first();
  await expect(frame.getByLabel('PIN')).toHaveAttribute('maxlength', '4');
  await frame.getByLabel('PIN').pressSequentially('123456');
  await expect(frame.getByLabel('PIN')).toHaveValue('1234');
  await openHarness(page, origin, origin, 'payment-form.html?ct=ebt&');
  frame = page.frameLocator('iframe').first();
  const number = frame.getByRole('textbox', { name: 'Card Number' });
  // Digits count, separators do not (issue 20): the 20th digit is not taken, the number shows in fours.
  await number.pressSequentially('50771900000000000123');
  await expect(number).toHaveValue('5077 1900 0000 0000 012');
});

test('numbers typed or pasted as printed stay whole: a separator never counts against a field (issue 20, CRD-019, CRD-020)', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  // The SNAP EBT card as printed: 19 digits in fours, 22 characters. It was cut to 16 digits ('ending in 0000').
  await openHarness(page, origin, origin, 'payment-form.html?ct=ebt&');
  let frame = page.frameLocator('iframe').first();
  await frame.getByRole('textbox', { name: 'Card Number' }).pressSequentially('5077 1900 0000 0000 01');
  await expect(frame.getByRole('textbox', { name: 'Card Number' })).toHaveValue('5077 1900 0000 0000 01');
  expect(await submit(page, 'snap1')).toMatchObject({ responseCode: '870', lastFour: '0001' });

  // The gift card as printed (spaces) and with dashes: grouped 5-5-5-4 in its 22 characters, whole.
  for (const [index, typed] of ['6006 4910 0000 0000 001', '6006-4910-0000-0000-001'].entries()) {
    await openHarness(page, origin, origin, 'gift-card-form.html?');
    frame = page.frameLocator('iframe').first();
    await frame.getByRole('textbox', { name: 'Card Number' }).pressSequentially(typed);
    await expect(frame.getByRole('textbox', { name: 'Card Number' })).toHaveValue('60064-91000-00000-0001');
    await frame.getByLabel('PIN').fill('1234');
    expect(await submit(page, `gift${index}`)).toMatchObject({ responseCode: '870', lastFour: '0001' });
  }

  // A card pasted with dashes shows at its brand's gaps; an American Express number stops at its 15 digits.
  await openHarness(page, origin);
  frame = page.frameLocator('iframe').first();
  const number = frame.getByRole('textbox', { name: 'Card Number' });
  await number.fill('4111-1111-1111-1111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await number.fill('');
  await number.pressSequentially('3782 822463 100059');
  await expect(number).toHaveValue('3782 822463 10005');
});

test('FRM-024, FRM-025: a row of fields is 78 px of frame, 112 px with the CVV error under it; the frame says so to its page', async ({
  watchPage: page,
}) => {
  const origin = siteOrigin('greenway');
  await openHarness(page, origin, origin, 'cvv-form.html?');
  const iframe = page.locator('iframe').first();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame document');
  const contentHeight = () => frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
  const reported = async () =>
    (await messages(page))
      .filter((message) => message.data.type === 'aisle-frame:height')
      .map((message) => (message.data as unknown as { height: number }).height)
      .at(-1);
  await expect.poll(contentHeight).toBe(78);
  await expect.poll(reported).toBe(78);
  await page.frameLocator('iframe').first().getByRole('textbox', { name: 'CVV' }).fill('12');
  expect(await submit(page, 'cvv1')).toMatchObject({ responseCode: '882' });
  await expect(page.frameLocator('iframe').first().getByText('Invalid CVV')).toBeVisible();
  await expect.poll(contentHeight).toBe(112);
  await expect.poll(reported).toBe(112);
});

test('the frame answers only its storefront: a page claiming another parent gets nothing, another origin cannot frame it', async ({
  page,
}) => {
  // harbor's page names greenway as the parent: the frame sees who really embeds it and stays blank.
  await openHarness(page, siteOrigin('harbor'), siteOrigin('greenway'));
  await page.waitForTimeout(1500);
  expect(await messages(page)).toEqual([]);
  await expect(page.frameLocator('iframe').getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);

  // A site that is not a banner's cannot even load the frame (frame-ancestors).
  const evil = `http://evil.localhost:${sharedPort()}`;
  await openHarness(page, evil);
  await page.waitForTimeout(1500);
  expect(await messages(page)).toEqual([]);
});

test('the capture origin serves nothing else, and the storefront may frame only it', async ({ page }) => {
  const api = await page.goto(`${captureOrigin()}/api/session`);
  expect(api?.status()).toBe(404);
  const home = await page.goto(`${captureOrigin()}/`);
  expect(home?.status()).toBe(404);
  const storefront = await page.goto(`${siteOrigin('greenway')}/`);
  // Only this server's own capture origin, port and all (issue 23: no `:*`).
  const frameSources = /frame-src ([^;]*)/.exec(storefront?.headers()['content-security-policy'] ?? '')?.[1];
  expect(frameSources).toBe(`'self' ${captureOrigin()}`);
});
