import { createHash } from 'node:crypto';
import { expect, sharedPort, test } from './support/fixtures.ts';

/** The server picks the banner by host name; Node cannot resolve *.localhost, so send the Host header. */
const get = (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  host = 'localhost',
  options: { maxRedirects?: number } = {},
) =>
  request.get(`http://127.0.0.1:${sharedPort()}${path}`, { headers: { host: `${host}:${sharedPort()}` }, ...options });

const titleOf = async (answer: import('@playwright/test').APIResponse) =>
  /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1];

test('the host name picks the banner; plain localhost and unknown banners get the default', async ({ request }) => {
  expect(await titleOf(await get(request, '/', 'harbor.localhost'))).toBe('Harbor Foods');
  expect(await titleOf(await get(request, '/', 'localhost'))).toBe('Greenway Market');
  expect(await titleOf(await get(request, '/', 'no-such-banner.localhost'))).toBe('Greenway Market');
});

test('pages carry a CSP without inline-script allowance that lists every inline script’s hash', async ({ request }) => {
  for (const path of ['/', '/signin', '/checkout/rejected', '/i/privacy-policy', '/missing']) {
    const answer = await get(request, path, 'harbor.localhost');
    const csp = answer.headers()['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Only this server's own capture origin may be framed, by its exact port (issue 23).
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' http://pay.localhost:${sharedPort()}`);
    const html = await answer.text();
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '');
    for (const script of inlineScripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(scriptSources, `${path}: inline script without its hash`).toContain(hash);
    }
  }
});

test('every answer has nosniff, a referrer policy and no framing', async ({ request }) => {
  for (const path of ['/', '/missing', '/themes/harbor.css', '/mywallet']) {
    const answer = await get(request, path, 'harbor.localhost', { maxRedirects: 0 });
    const headers = answer.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('build assets are cached for a year, pages are revalidated', async ({ request }) => {
  const page = await get(request, '/', 'harbor.localhost');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const css = await get(request, asset as string, 'harbor.localhost');
  expect(css.status()).toBe(200);
  expect(css.headers()['cache-control']).toContain('immutable');
  const theme = await get(request, '/themes/harbor.css', 'harbor.localhost');
  expect(theme.headers()['content-type']).toContain('text/css');
  expect(theme.headers()['cache-control']).toContain('max-age=');
});

test('/mywallet answers with a redirect to the dashboard’s wallet link', async ({ request }) => {
  const answer = await get(request, '/mywallet', 'harbor.localhost', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/account/dashboard?link=mywallet');
});

test('a page of another banner’s folder is not reachable through the path', async ({ request }) => {
  expect((await get(request, '/greenway/', 'harbor.localhost')).status()).toBe(404);
  expect((await get(request, '/aisle-manifest.json', 'harbor.localhost')).status()).toBe(404);
  expect((await get(request, '/%2e%2e/%2e%2e/package.json', 'harbor.localhost')).status()).toBe(404);
});
