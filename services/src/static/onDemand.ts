import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * Astro's on-demand rendering, in this process (docs/adr/0028-on-demand-catalogue-pages.md). The storefront's
 * build writes its `prerender = false` routes into dist/_server/entry.mjs (storefront/integrations/onDemandPages.ts),
 * whose `render(request, locals)` renders a page for an address under `/on-demand/<banner>/...`, reading the
 * catalogue through `locals.api`: GETs of this process's own API, for the shopper's banner.
 *
 * - A product page the build did not write (`/products/{gtin13}-{slug}`: a product of a generated catalogue)
 *   renders on demand; a product the API does not know is the banner's not-found page.
 * - With a generated catalogue (AISLE_CATALOGUE_SIZE), department pages render on demand too: the built ones
 *   list the seeded catalogue only.
 * Rendered pages are public (the same for every shopper; prices and the cart come from the islands): kept in a
 * bounded cache here, and `Cache-Control` lets a CDN keep them too.
 */

/** What storefront/integrations/onDemandEntry.ts exports. */
export type Entry = {
  render(request: Request, locals: { api: (path: string) => Promise<Response> }): Promise<Response>;
};

export type RenderedPage =
  | { status: 200; body: Buffer; etag: string; encoded(encoding: 'br' | 'gzip'): Buffer }
  | { status: 301; location: string };

export type OnDemandOptions = {
  distDir: string;
  /** A GET of the store's API in this process, as the banner whose host the shopper asked for. */
  api: (path: string, host: string) => Promise<Response>;
  /** Department pages render on demand too (a generated catalogue). */
  hasDepartments: boolean;
  /** How many rendered pages this process keeps (default 2,000) and for how long (default 10 minutes). */
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Imports the server build from its file URL (the tests' own loader stands in for Node's import). */
  load?: (url: string) => Promise<Entry>;
};

export type OnDemandPages = {
  /** Whether this address renders on demand even where the build wrote a page for it. */
  preempts(route: string): boolean;
  /** The page for an on-demand address, or undefined (not such an address, no such record, or no server build). */
  render(request: Request, banner: string, route: string): Promise<RenderedPage | undefined>;
};

/** How long a CDN may keep an on-demand page, and serve it stale while it asks again. */
export const ON_DEMAND_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400';

const productRoute = /^\/products\/(\d{13}(?:-[^/]*)?)$/;
const departmentRoute = /^\/department\/([a-z][a-z0-9-]{1,40})(?:\/([1-9]\d{0,3}))?$/;

/** The on-demand route an address renders with, or undefined. */
function onDemandPath(route: string, banner: string, hasDepartments: boolean): string | undefined {
  const product = productRoute.exec(route)?.[1];
  if (product) return `/on-demand/${banner}/products/${encodeURIComponent(product)}`;
  const department = hasDepartments ? departmentRoute.exec(route) : null;
  if (department) return `/on-demand/${banner}/department/${department[1]}/${department[2] ?? '1'}`;
  return undefined;
}

function renderedPage(html: string): RenderedPage {
  const body = Buffer.from(html);
  const encodings = new Map<string, Buffer>();
  return {
    status: 200,
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded =
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(body, { level: 9 });
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

export function createOnDemandPages(options: OnDemandOptions): OnDemandPages {
  const entryFile = path.join(path.resolve(options.distDir), '_server', 'entry.mjs');
  const load = options.load ?? ((url: string) => import(url) as Promise<Entry>);
  let loaded: { mtimeMs: number; entry: Promise<Entry> } | undefined;
  const pages = new LRUCache<string, RenderedPage | 'missing'>({
    max: options.cacheSize ?? 2000,
    ttl: options.cacheTtlMs ?? 10 * 60 * 1000,
  });

  let checkedAt = 0;

  /**
   * The server build, imported again (and the kept pages dropped) when a new build replaced it: checked at most
   * once a second, as the static handler checks the build's manifest.
   */
  function entry(): Promise<Entry> | undefined {
    const now = Date.now();
    if (loaded && now - checkedAt < 1000) return loaded.entry;
    checkedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entryFile).mtimeMs;
    } catch {
      loaded = undefined;
      pages.clear();
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      pages.clear();
      // A new URL for a new build: Node keeps a module per URL.
      loaded = { mtimeMs, entry: load(`${pathToFileURL(entryFile).href}?build=${mtimeMs}`) };
    }
    return loaded.entry;
  }

  async function renderNow(
    build: Promise<Entry>,
    request: Request,
    banner: string,
    renderPath: string,
  ): Promise<RenderedPage | 'missing'> {
    const host = request.headers.get('host') ?? new URL(request.url).host;
    const answer = await (await build).render(new Request(new URL(renderPath, request.url), { method: 'GET' }), {
      api: (apiPath) => options.api(apiPath, host),
    });
    if (answer.status === 200) return renderedPage(await answer.text());
    const location = answer.headers.get('location');
    if (answer.status === 301 && location?.startsWith('/') && !location.startsWith('//')) {
      return { status: 301, location };
    }
    if (answer.status !== 404)
      throw new Error(`The on-demand page ${renderPath} for ${banner} answered ${answer.status}`);
    return 'missing';
  }

  return {
    preempts: (route) => options.hasDepartments && departmentRoute.test(route),
    async render(request, banner, route) {
      const renderPath = onDemandPath(route, banner, options.hasDepartments);
      if (!renderPath) return undefined;
      const build = entry();
      if (!build) return undefined;
      const key = `${banner}${route}`;
      let page = pages.get(key);
      if (!page) {
        page = await renderNow(build, request, banner, renderPath);
        pages.set(key, page);
      }
      return page === 'missing' ? undefined : page;
    },
  };
}
