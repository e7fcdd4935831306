import { chromium } from 'playwright';
const port = 4400;
const [bannerArg, modality = 'DELIVERY', zip = '90012'] = process.argv.slice(2);
const products = ['Whole Milk', 'Strawberries', 'Lager', 'Potato Chips'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shot = async (page, name) => { await page.waitForTimeout(2000); await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true }); console.log(name, page.url()); };
for (const banner of bannerArg.split(',')) {
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
    const status = await page.evaluate(async ({ modality, zip, products }) => {
      const session = await (await fetch('/api/session')).json();
      const headers = { 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
      for (const mode of ['PICKUP', 'DELIVERY', 'IN_STORE']) {
        const { items } = await (await fetch(`/api/baskets/${mode}`)).json();
        for (const item of items ?? []) await fetch(`/api/baskets/${mode}/items/${item.gtin13}`, { method: 'DELETE', headers });
      }
      let destination;
      if (modality === 'PICKUP') {
        const found = await (await fetch(`/api/stores?postalCode=${zip}&modality=PICKUP&scope=banner&limit=1`)).json();
        destination = { locationId: found.stores[0].locationId };
      } else {
        const list = await (await fetch('/api/addresses')).json();
        let address = list.addresses.find((a) => a.address.postalCode.startsWith(zip.slice(0, 3)));
        if (!address) {
          const added = await fetch('/api/addresses', { method: 'POST', headers, body: JSON.stringify({ addressType: 'Delivery', addressLine1: '1000 N Broadway', city: 'Los Angeles', countryCode: 'US', stateCode: 'CA', zip, dateAddressUpdated: new Date().toISOString() }) });
          address = await added.json();
        }
        destination = { address: { id: address.id } };
      }
      const pref = await fetch('/api/modality-preferences', { method: 'POST', headers, body: JSON.stringify({ modalityType: modality, destination }) });
      const out = [pref.status];
      for (const product of products) {
        const { items } = await (await fetch(`/api/products?query=${encodeURIComponent(product)}&limit=1`)).json();
        if (!items[0]) { out.push('none:' + product); continue; }
        const line = await fetch(`/api/baskets/${modality}/items`, { method: 'POST', headers, body: JSON.stringify({ gtin13: items[0].gtin13, quantity: 2 }) });
        out.push(line.status);
      }
      return out.join(' ');
    }, { modality, zip, products });
    console.log('prepare', status);
    const tag = `${banner}-${width}-${modality.toLowerCase()}`;
    await page.goto(`${origin}/cart`);
    await shot(page, `${tag}-1-cart`);
    await page.goto(`${origin}/scheduling?fulfillmentType=${modality.toLowerCase()}`);
    await shot(page, `${tag}-2-scheduling`);
    const radios = page.getByRole('radiogroup', { name: 'Choose a time' }).getByRole('radio');
    if (modality === 'DELIVERY') await radios.nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForTimeout(4000);
    await shot(page, `${tag}-3-after-continue`);
    await context.close();
  }
}
await browser.close();
