import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { compress } from './compress.ts';

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
  /** A GET of the store's API in this process, as the banner the shopper asked for (its id). */
  api: (path: string, banner: string) => Promise<Response>;
  /** Department pages render on demand too (the database holds a generated catalogue). */
  hasDepartments: boolean;
  /** How many rendered pages this process keeps (default 2,000, at most 64 MB) and for how long (default 10 minutes). */
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

/**
 * How long a CDN may keep an on-demand page, and serve it stale while it asks again: minutes, not days, so that
 * a kept page does not outlive the release whose hashed scripts it names by much.
 */
export const ON_DEMAND_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=600';

const productRoute = /^\/products\/(\d{13})(?:-[^/]*)?$/;
const departmentRoute = /^\/department\/([a-z][a-z0-9-]{1,40})(?:\/([1-9]\d{0,3}))?$/;

/** An address the pages rendered on demand answer: its cache key and the on-demand route that renders it. */
type OnDemandAddress = { key: string; renderPath: string } | { redirect: string };

function onDemandAddress(route: string, banner: string, hasDepartments: boolean): OnDemandAddress | undefined {
  const gtin13 = productRoute.exec(route)?.[1];
  // One entry per product, whatever the slug: a wrong one answers 301 from the kept page's own address.
  if (gtin13) {
    const param = route.slice('/products/'.length);
    return {
      key: `${banner}/products/${gtin13}`,
      renderPath: `/on-demand/${banner}/products/${encodeURIComponent(param)}`,
    };
  }
  const department = hasDepartments ? departmentRoute.exec(route) : null;
  if (!department) return undefined;
  // Page 1 has one address, the department's own.
  if (department[2] === '1') return { redirect: `/department/${department[1]}` };
  const page = department[2] ?? '1';
  return {
    key: `${banner}/department/${department[1]}/${page}`,
    renderPath: `/on-demand/${banner}/department/${department[1]}/${page}`,
  };
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
        encoded = compress(body, encoding);
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/** A kept answer: the page at its own address, or only that address (the first request named another slug). */
type Kept = { address: string; page?: RenderedPage };

export function createOnDemandPages(options: OnDemandOptions): OnDemandPages {
  const entryFile = path.join(path.resolve(options.distDir), '_server', 'entry.mjs');
  const load = options.load ?? ((url: string) => import(url) as Promise<Entry>);
  let loaded: { mtimeMs: number; entry: Promise<Entry> } | undefined;
  const ttl = options.cacheTtlMs ?? 10 * 60 * 1000;
  const pages = new LRUCache<string, Kept>({
    max: options.cacheSize ?? 2000,
    maxSize: 64 * 1024 * 1024,
    // The page and, once asked for, its two compressed copies (about a quarter of it each).
    sizeCalculation: (kept) => Math.max(1, Math.ceil((kept.page?.status === 200 ? kept.page.body.length : 0) * 1.5)),
    ttl,
  });
  // An address nobody sells is kept a minute only: a product added later shows soon.
  const missing = new LRUCache<string, true>({ max: 2000, ttl: Math.min(ttl, 60 * 1000) });
  // One render at a time per address: requests that come meanwhile wait for it.
  const rendering = new Map<string, Promise<Kept | undefined>>();

  let checkedAt = 0;

  /**
   * The server build, imported again (and the kept pages dropped) when a new build replaced it: checked at most
   * once a second, as the static handler checks the build's manifest. A build that failed to load is tried again
   * at the next check.
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
      missing.clear();
      // A new URL for a new build: Node keeps a module per URL.
      const current: { mtimeMs: number; entry: Promise<Entry> } = {
        mtimeMs,
        entry: load(`${pathToFileURL(entryFile).href}?build=${mtimeMs}`),
      };
      current.entry.catch(() => {
        if (loaded === current) loaded = undefined;
      });
      loaded = current;
    }
    return loaded.entry;
  }

  async function renderNow(build: Promise<Entry>, request: Request, banner: string, route: string, renderPath: string) {
    const answer = await (await build).render(new Request(new URL(renderPath, request.url), { method: 'GET' }), {
      api: (apiPath) => options.api(apiPath, banner),
    });
    if (answer.status === 200) return { address: route, page: renderedPage(await answer.text()) };
    const location = answer.headers.get('location');
    if (answer.status === 301 && location?.startsWith('/') && !location.startsWith('//')) return { address: location };
    if (answer.status !== 404)
      throw new Error(`The on-demand page ${renderPath} for ${banner} answered ${answer.status}`);
    return undefined;
  }

  async function render(request: Request, banner: string, route: string): Promise<RenderedPage | undefined> {
    const address = onDemandAddress(route, banner, options.hasDepartments);
    if (!address) return undefined;
    if ('redirect' in address) return { status: 301, location: address.redirect };
    const build = entry();
    if (!build || missing.has(address.key)) return undefined;
    const kept = pages.get(address.key) ?? (await renderOnce(build, request, banner, route, address));
    if (!kept) return undefined;
    if (kept.address !== route) return { status: 301, location: kept.address };
    if (kept.page) return kept.page;
    // Kept from a request with another slug: the page at its own address is rendered now.
    pages.delete(address.key);
    const rendered = await renderOnce(build, request, banner, route, address);
    return rendered?.address === route ? rendered.page : rendered && { status: 301, location: rendered.address };
  }

  /** Renders an address once, however many requests ask for it meanwhile, and keeps the answer. */
  function renderOnce(
    build: Promise<Entry>,
    request: Request,
    banner: string,
    route: string,
    address: { key: string; renderPath: string },
  ): Promise<Kept | undefined> {
    const pending = rendering.get(address.key);
    if (pending) return pending;
    const started = loaded;
    const result = renderNow(build, request, banner, route, address.renderPath)
      .then((kept) => {
        // A render begun before a new build replaced this one is not kept.
        if (loaded === started) {
          if (kept) pages.set(address.key, kept);
          else missing.set(address.key, true);
        }
        return kept;
      })
      .finally(() => rendering.delete(address.key));
    rendering.set(address.key, result);
    return result;
  }

  return {
    // Only with a server build: without one the built department pages stay.
    preempts: (route) => options.hasDepartments && departmentRoute.test(route) && entry() !== undefined,
    render,
  };
}
