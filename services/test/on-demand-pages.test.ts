import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../src/static/index.ts';
import { createOnDemandPages, type Entry, ON_DEMAND_CACHE_CONTROL } from '../src/static/onDemand.ts';

/*
 * Astro's on-demand rendering through the services (docs/adr/0028-on-demand-catalogue-pages.md), with a server
 * build of our own standing in for storefront/dist/_server/entry.mjs: which addresses render on demand, what a
 * page reads through locals.api, its answers (200 with the CDN's Cache-Control, 301, the not-found page), the
 * cache, and a new build replacing the old one. The real build's pages are proven by
 * tests/e2e/generated-catalogue.spec.ts.
 */

/** A server build that answers like the storefront's: a page naming what the API said, 404 for an unknown product. */
const entrySource = (version: string) => `
export async function render(request, locals) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  const url = new URL(request.url);
  const product = /^\\/on-demand\\/([a-z-]+)\\/products\\/(\\d{13})(-[a-z-]*)?$/.exec(url.pathname);
  if (product) {
    const answer = await locals.api('/api/products/' + product[2] + '/details');
    if (answer.status !== 200) return new Response(null, { status: 404 });
    const details = await answer.json();
    if (product[3] !== '-' + details.slug) return new Response(null, { status: 301, headers: { location: '/products/' + product[2] + '-' + details.slug } });
    return new Response('<!doctype html><title>' + details.name + ' ${version} ' + product[1] + '</title>' + 'x'.repeat(2000), { status: 200 });
  }
  const department = /^\\/on-demand\\/([a-z-]+)\\/department\\/([a-z-]+)\\/(\\d+)$/.exec(url.pathname);
  if (department) return new Response('<!doctype html><title>' + department[2] + ' page ' + department[3] + '</title>', { status: 200 });
  return new Response(null, { status: 404 });
}
`;

async function writeSite(directory: string): Promise<void> {
  const page = async (route: string, text: string) => {
    for (const banner of ['greenway', 'harbor']) {
      await mkdir(join(directory, banner, route), { recursive: true });
      await writeFile(join(directory, banner, route, 'index.html'), `<!doctype html><title>${text}</title>`);
    }
  };
  await page('404', 'Not found page');
  await page('products/0841000000122-bananas', 'Built bananas');
  await page('department/produce', 'Built produce');
  await mkdir(join(directory, '_server'), { recursive: true });
  await writeFile(join(directory, '_server', 'entry.mjs'), entrySource('v1'));
  const manifest = {
    defaultBanner: 'greenway',
    banners: ['greenway', 'harbor'],
    dynamicRoutes: [],
    redirects: [],
    unavailableRoutes: {},
    csp: {},
  };
  await writeFile(join(directory, 'aisle-manifest.json'), JSON.stringify(manifest));
}

/** The API's answers the fake build reads: one generated product. */
const apiCalls: string[] = [];
async function api(path: string, banner: string): Promise<Response> {
  apiCalls.push(`${banner} ${path}`);
  if (path === '/api/products/0900000000017/details') {
    return Response.json({ name: 'Hillside Farms Gala Apples', slug: 'hillside-farms-gala-apples' });
  }
  return Response.json({ code: 'NOT_FOUND' }, { status: 404 });
}

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

describe('pages rendered on demand (ADR 0028)', () => {
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'aisle-on-demand-'));
    await writeSite(siteDir);
  });
  afterAll(async () => {
    await rm(siteDir, { recursive: true, force: true });
  });

  const handler = (hasDepartments: boolean) =>
    createStaticHandler({ distDir: siteDir, onDemand: createOnDemandPages({ distDir: siteDir, api, hasDepartments }) });
  const get = (serve: (request: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}) =>
    serve(
      new Request(`http://harbor.localhost:4321${path}`, { headers: { host: 'harbor.localhost:4321', ...headers } }),
    );

  it('renders a product the build did not write, for the banner asked, with a CDN-cacheable answer and security headers', async () => {
    const serve = handler(false);
    const answer = await get(serve, '/products/0900000000017-hillside-farms-gala-apples');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Hillside Farms Gala Apples v1 harbor</title>');
    expect(answer.headers.get('cache-control')).toBe(ON_DEMAND_CACHE_CONTROL);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(apiCalls).toContain('harbor /api/products/0900000000017/details');
  });

  it('serves the built page where there is one, and sends another slug to the product’s own address', async () => {
    const serve = handler(false);
    const built = await get(serve, '/products/0841000000122-bananas');
    expect(built.headers.get('cache-control')).toBe('no-cache');
    const moved = await get(serve, '/products/0900000000017-apples');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/products/0900000000017-hillside-farms-gala-apples');
    expect(moved.headers.get('cache-control')).toBe(ON_DEMAND_CACHE_CONTROL);
    // The page kept for the product answers any other slug with the same 301, without a render.
    const before = renders();
    expect((await get(serve, '/products/0900000000017')).headers.get('location')).toBe(
      '/products/0900000000017-hillside-farms-gala-apples',
    );
    expect(await (await get(serve, '/products/0900000000017-hillside-farms-gala-apples')).text()).toContain('Gala');
    expect(renders() - before).toBe(1);
  });

  it('answers the banner’s not-found page for a product the API does not know and for other addresses', async () => {
    const serve = handler(false);
    for (const path of ['/products/0900000000024-nothing', '/products/not-a-gtin', '/aisles/nowhere']) {
      const answer = await get(serve, path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain('Not found page');
    }
  });

  it('keeps a rendered page (one render for repeated requests), compresses it, and answers 304 to its ETag', async () => {
    const serve = handler(false);
    const path = '/products/0900000000017-hillside-farms-gala-apples';
    const before = renders();
    const first = await get(serve, path, { 'accept-encoding': 'gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('Hillside Farms Gala Apples');
    const etag = first.headers.get('etag') ?? '';
    const second = await get(serve, path, { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(renders() - before).toBe(1);
  });

  it('renders department pages on demand only with a generated catalogue, even where the build wrote one', async () => {
    expect(await (await get(handler(false), '/department/produce')).text()).toContain('Built produce');
    expect((await get(handler(false), '/department/produce/2')).status).toBe(404);
    const generated = handler(true);
    expect(await (await get(generated, '/department/produce')).text()).toContain('<title>produce page 1</title>');
    expect(await (await get(generated, '/department/produce/3')).text()).toContain('<title>produce page 3</title>');
    const first = await get(generated, '/department/produce/1');
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe('/department/produce');
    expect((await get(generated, '/department/produce/0')).status).toBe(404);
  });

  it('loads a new server build when the build is replaced, and forgets the pages of the old one', async () => {
    // Node keeps one module per URL; the test's loader stands in for import() (Vitest's runner caches by file).
    const loaded: string[] = [];
    const load = async (url: string): Promise<Entry> => {
      loaded.push(url);
      const version = `v${loaded.length}`;
      return { render: async () => new Response(`<!doctype html><title>${version}</title>`) };
    };
    const serve = createStaticHandler({
      distDir: siteDir,
      onDemand: createOnDemandPages({ distDir: siteDir, api, hasDepartments: false, load }),
    });
    const path = '/products/0900000000017-hillside-farms-gala-apples';
    expect(await (await get(serve, path)).text()).toContain('<title>v1</title>');
    expect(await (await get(serve, path)).text()).toContain('<title>v1</title>');
    const entry = join(siteDir, '_server', 'entry.mjs');
    const later = new Date(Date.now() + 5000);
    await utimes(entry, later, later);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the build is looked at once a second
    expect(await (await get(serve, path)).text()).toContain('<title>v2</title>');
    expect(loaded).toHaveLength(2);
    expect(loaded[0]).not.toBe(loaded[1]);
  });

  it('answers 503, not the address, when a render fails, and keeps the built department pages without a server build', async () => {
    const errors: Array<{ banner: string; route: string }> = [];
    const failing = createStaticHandler({
      distDir: siteDir,
      onDemand: createOnDemandPages({
        distDir: siteDir,
        api: async () => {
          throw new Error('the database is away');
        },
        hasDepartments: false,
      }),
      onRenderError: (_error, where) => errors.push(where),
    });
    const answer = await get(failing, '/products/0900000000031-anything');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(errors).toEqual([{ banner: 'harbor', route: 'product' }]);

    const noBuild = await mkdtemp(join(tmpdir(), 'aisle-no-server-build-'));
    try {
      await writeSite(noBuild);
      await rm(join(noBuild, '_server'), { recursive: true });
      const serve = createStaticHandler({
        distDir: noBuild,
        onDemand: createOnDemandPages({ distDir: noBuild, api, hasDepartments: true }),
      });
      expect(await (await get(serve, '/department/produce')).text()).toContain('Built produce');
    } finally {
      await rm(noBuild, { recursive: true, force: true });
    }
  });
});
