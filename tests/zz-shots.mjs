import { chromium } from 'playwright';
const port = 4400;
const banners = process.argv[2] ? process.argv[2].split(',') : ['greenway', 'harbor'];
const paths = (process.argv[3] ?? '/,/cart,/account/dashboard').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const banner of banners) {
  const origin = `http://${banner}.localhost:${port}`;
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/signin?returnTo=%2F`);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('grocery-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${origin}/`);
    for (const p of paths) {
      await page.goto(`${origin}${p}`);
      await page.waitForTimeout(2500);
      const name = `${banner}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
      console.log(name, page.url());
    }
    await context.close();
  }
}
await browser.close();
