// The parts of the performance budgets (docs/performance.md) a test can hold without measuring sizes:
// content-only pages ship no script at all, every page has a meta description, and no browser chunk
// carries zod classic (client code uses zod/mini). `npm run bench` measures the sizes themselves.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './support/aisle.ts';
import { builtBanners, expect, sharedPort, siteOrigin, test } from './support/fixtures.ts';

function pagesOf(banner: string): Array<{ route: string; html: string }> {
  const root = path.join(distDir, banner);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => ({
      route: `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, '') || '/',
      html: readFileSync(path.join(root, file), 'utf8'),
    }));
}

const isContentRoute = (route: string) => /^\/(i|topic)(\/|$)/.test(route);

/** Every <script> that a browser would run: anything but JSON data blocks. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(tag));
}

test('content-only pages of every banner ship no script, inline or linked, and no island', () => {
  for (const banner of builtBanners()) {
    const content = pagesOf(banner).filter((page) => isContentRoute(page.route));
    expect(content.length, banner).toBeGreaterThanOrEqual(5);
    for (const page of content) {
      expect(executableScripts(page.html), `${banner}${page.route}`).toEqual([]);
      expect(page.html, `${banner}${page.route}`).not.toContain('<astro-island');
      expect(page.html, `${banner}${page.route}`).not.toMatch(/rel=["']?modulepreload/);
    }
  }
});

test("the not-found page ships one small script, for 'Go back' and the header's greeting and cart count, and no island", () => {
  for (const banner of builtBanners()) {
    const html = pagesOf(banner).find((page) => page.route === '/404')?.html ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (match) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(match[1] ?? ''),
    );
    expect(scripts, banner).toHaveLength(1);
    // Inlined by the build (its CSP hash is in the manifest the server sends), self-contained and tiny.
    const code = scripts[0]?.[2] ?? '';
    expect(code, banner).toContain('history.back()');
    // Its budget (scripts/bench.mjs, ADR 0006): 0.75 KB gzip.
    expect(gzipSync(code, { level: 9 }).length, banner).toBeLessThanOrEqual(768);
    expect(code, banner).not.toMatch(/\bimport\b/);
    expect(html, banner).not.toContain('<astro-island');
  }
});

test('every page has a meta description in its banner’s words', () => {
  for (const banner of ['greenway', 'harbor']) {
    for (const page of pagesOf(banner)) {
      const description = /<meta name="description" content="([^"]+)"/.exec(page.html)?.[1];
      expect(description, `${banner}${page.route}`).toBeTruthy();
    }
  }
  const harborHome = pagesOf('harbor').find((page) => page.route === '/');
  expect(harborHome?.html).toMatch(/<meta name="description" content="[^"]*Harbor[^"]*"/);
});

test('no browser chunk carries zod classic', () => {
  const chunks = readdirSync(path.join(distDir, '_astro')).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const code = readFileSync(path.join(distDir, '_astro', chunk), 'utf8');
    // zod classic registers its schema classes as ZodString, ZodObject...; zod/mini as ZodMiniString...
    expect(code, chunk).not.toMatch(/["'`]Zod(String|Object|Number)["'`]/);
  }
});

/** The scripts a page runs at once: its islands' modules and scripts, and what they import statically. */
function firstLoadChunks(html: string): Set<string> {
  const chunkOf = (url: string) => path.join(distDir, url.replace(/&amp;/g, '&').split(/[?#]/)[0] ?? '');
  const pending = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)].map((match) => chunkOf(match[1] ?? '')),
    ...[...html.matchAll(/\b(?:component|renderer|before-hydration)-url="(\/_astro\/[^"]+\.js)"/g)].map((match) =>
      chunkOf(match[1] ?? ''),
    ),
  ];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only (`import"./a.js"`, `from"./a.js"`); `import("./a.js")` loads later, on demand.
    for (const match of code.matchAll(/(?:^|[^\w$.(])(?:import|from)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      pending.push(path.join(path.dirname(file), match[1] ?? ''));
    }
  }
  return seen;
}

test('the cart, scheduling and checkout pages load the contracts’ schemas (zod) with their first call, not at once', () => {
  for (const route of ['/cart', '/scheduling', '/checkout', '/cart/modify']) {
    const html = pagesOf('greenway').find((page) => page.route === route)?.html ?? '';
    const chunks = [...firstLoadChunks(html)];
    expect(chunks.length, route).toBeGreaterThan(3);
    // zod/mini's schemas keep their internals under `_zod`.
    const withZod = chunks.filter((file) => readFileSync(file, 'utf8').includes('_zod'));
    expect(
      withZod.map((file) => path.basename(file)),
      route,
    ).toEqual([]);
  }
});

test('a guest’s home, product, department and search pages fetch no schema (zod) before the first tap: the server checked their answers', async ({
  page,
}) => {
  const origin = siteOrigin('greenway');
  for (const route of ['/', '/products/0841000000122-bananas', '/department/produce', '/search?q=milk']) {
    const bodies: Array<Promise<{ url: string; code: string }>> = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (/\/_astro\/.+\.js$/.test(new URL(response.url()).pathname)) {
        bodies.push(response.text().then((code) => ({ url: response.url(), code })));
      }
    };
    page.on('response', onResponse);
    await page.goto(`${origin}${route}`);
    // The products themselves come from the API, read without a schema.
    await expect(
      page.locator('[data-component="ProductTile"], [data-component="ProductPurchase"]').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const chunks = await Promise.all(bodies);
    expect(chunks.length, route).toBeGreaterThan(3);
    // zod/mini's schemas keep their internals under `_zod`.
    expect(
      chunks.filter((chunk) => chunk.code.includes('_zod')).map((chunk) => new URL(chunk.url).pathname),
      route,
    ).toEqual([]);
  }
});

test('the footer’s privacy choices work without script: the button opens the privacy choices section', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${siteOrigin('harbor')}/i/terms/accessibility`);
  await page.locator('[data-component="Footer"] [data-part="privacy-choices"]').click();
  await expect(page).toHaveURL(/\/i\/privacy-policy\?#privacy-choices$/);
  await expect(page.locator('#privacy-choices')).toBeVisible();
  await context.close();
});

test('a guest’s GET /api/session answers 200 { shopper: null }: no failed request in the console', async ({
  request,
}) => {
  const answer = await request.get(`http://127.0.0.1:${sharedPort()}/api/session`);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ shopper: null });
});
