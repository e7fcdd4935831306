import { chromium } from '@playwright/test';
import { startAisle } from './e2e/support/aisle.ts';
import { chromiumLaunchOptions } from '../chromium.config.ts';

const aisle = await startAisle();
const browser = await chromium.launch(chromiumLaunchOptions);
const out = '/work/shots';
const only = process.argv[2];
try {
  for (const banner of ['greenway', 'harbor']) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const origin = aisle.origin(banner);
      const shot = async (name: string) =>
        page.screenshot({ path: `${out}/${banner}-${width}-${name}.png`, fullPage: width > 400 });
      await page.goto(`${origin}/signin?returnTo=%2F`);
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
      await page.getByLabel('Email').fill('new@example.com');
      await page.getByLabel('Password').fill('grocery-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const status = await page.evaluate(async () => {
        const session = (await (await fetch('/api/session')).json()) as { csrfToken: string };
        const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
        for (const mode of ['PICKUP', 'DELIVERY', 'IN_STORE']) {
          const { items } = (await (await fetch(`/api/baskets/${mode}`)).json()) as { items: { gtin13: string }[] };
          for (const item of items ?? []) await fetch(`/api/baskets/${mode}/items/${item.gtin13}`, { method: 'DELETE', headers });
        }
        const found = await (await fetch('/api/stores?postalCode=45202&modality=PICKUP&scope=banner&limit=1')).json();
        const pref = await fetch('/api/modality-preferences', { method: 'POST', headers, body: JSON.stringify({ modalityType: 'PICKUP', destination: { locationId: found.stores[0].locationId } }) });
        const out: number[] = [pref.status];
        for (const q of ['Whole Milk', 'Bananas', 'Bread', 'Eggs']) {
          const { items } = await (await fetch(`/api/products?query=${encodeURIComponent(q)}&limit=1`)).json();
          if (!items[0]) continue;
          const r = await fetch('/api/baskets/PICKUP/items', { method: 'POST', headers, body: JSON.stringify({ gtin13: items[0].gtin13, quantity: 2 }) });
          out.push(r.status);
        }
        return out.join(' ');
      });
      console.log(banner, width, status);
      if (!only || only === 'cart') {
        await page.goto(`${origin}/cart`);
        await page.waitForTimeout(2500);
        await shot('cart');
      }
      await page.goto(`${origin}/scheduling?fulfillmentType=pickup`);
      await page.waitForTimeout(4000);
      await shot('scheduling');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForTimeout(5000);
      await shot('after-continue');
      await page.close();
    }
  }
} finally {
  await browser.close();
  await aisle.dispose();
}
