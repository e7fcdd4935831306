import { chromium } from '@playwright/test';
import { startAisle } from './e2e/support/aisle.ts';
import { chromiumLaunchOptions } from '../chromium.config.ts';

const aisle = await startAisle();
const browser = await chromium.launch(chromiumLaunchOptions);
const out = '/work/shots';
try {
  for (const banner of ['greenway', 'harbor']) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const origin = aisle.origin(banner);
      const shot = async (name: string) =>
        page.screenshot({ path: `${out}/${banner}-${width}-${name}.png`, fullPage: true });
      await page.goto(`${origin}/signin?returnTo=%2Fcart`);
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
      await page.getByLabel('Email').fill('demo@example.com');
      await page.getByLabel('Password').fill('grocery-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      await page.waitForTimeout(2500);
      await shot('cart');
      await page.goto(`${origin}/scheduling`);
      await page.waitForTimeout(3500);
      await shot('scheduling');
      await page.goto(`${origin}/account/dashboard?link=mywallet`);
      await page.waitForTimeout(3000);
      await shot('wallet');
      await page.goto(`${origin}/checkout?orderId=100000000001`);
      await page.waitForTimeout(2000);
      await shot('checkout');
      await page.close();
    }
  }
} finally {
  await browser.close();
  await aisle.dispose();
}
