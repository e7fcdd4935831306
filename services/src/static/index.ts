import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compress } from './compress.ts';
import { ON_DEMAND_CACHE_CONTROL, type OnDemandPages } from './onDemand.ts';

/**
 * Serves the storefront's one build (storefront/dist) for every banner, chosen by host name:
 * `<banner-id>.localhost[:port]` gets dist/<banner-id>/, plain `localhost` (and any unknown host or
 * banner) the default banner. Pages, the one shell of each parameterised route, redirects, the banner's
 * not-found page with status 404 (also for routes the banner does not offer), /_astro, /themes, /fonts
 * and /logos, with security headers on every answer; product and department pages the build did not write
 * render on demand (./onDemand.ts).
 */

/** What storefront/integrations/bannerSites.ts writes next to the pages. */
type SitesManifest = {
  defaultBanner: string;
  banners: string[];
  /** `record` names what the address points at (e.g. an order): the server checks it exists before the shell. */
  dynamicRoutes: Array<{ pattern: string; shell: string; record?: string }>;
  redirects: Array<{ from: string; to: string; status: number }>;
  unavailableRoutes: Record<string, string[]>;
  csp: Record<string, string[]>;
};

export type StaticHandlerOptions = {
  distDir: string;
  /** Extra CSP sources per directive, e.g. the card-capture frame's origin for `frame-src`. */
  cspSources?: Partial<Record<string, readonly string[]>>;
  /**
   * Whether the record a parameterised route's address names (its manifest `record`) exists for this
   * request. 'missing' serves the banner's not-found page with status 404; 'unknown' (no signed-in
   * shopper to ask for) serves the route's shell, whose flow asks the shopper to sign in first.
   * Without it every such address gets its shell.
   */
  findRecord?: (lookup: RecordLookup) => Promise<RecordState>;
  /** The pages rendered on demand: a product the build did not write, a generated catalogue's departments. */
  onDemand?: OnDemandPages;
  /** Told when a page rendered on demand failed (the answer is then 503): the services' log. */
  onRenderError?: (error: unknown, where: { banner: string; route: 'product' | 'department' }) => void;
};

export type RecordLookup = {
  record: string;
  /** The banner whose site was asked for (its id). */
  banner: string;
  /** The address's parameters by name, e.g. { app: 'CLICKLIST', orderId: '8800123401' }. */
  params: Record<string, string>;
  request: Request;
};
export type RecordState = 'found' | 'missing' | 'unknown';

const manifestFileName = 'aisle-manifest.json';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.map']);

/** Cache lifetimes: hashed build assets forever, unhashed shared files a day, pages always revalidated. */
const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  shared: 'public, max-age=86400, stale-while-revalidate=604800',
  page: 'no-cache',
} as const;

const assetPrefixes: Array<{ prefix: string; cache: string }> = [
  { prefix: '/_astro/', cache: cacheControl.immutable },
  { prefix: '/fonts/', cache: cacheControl.immutable },
  { prefix: '/themes/', cache: cacheControl.shared },
  { prefix: '/logos/', cache: cacheControl.shared },
];

function readManifest(distDir: string): SitesManifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, manifestFileName), 'utf8')) as SitesManifest;
  } catch {
    return undefined;
  }
}

/**
 * The CSP header: no inline-script allowance, only the hashes Astro generated for its own scripts; the build's
 * manifest may add sources (the map tile service's origin to img-src).
 */
export function contentSecurityPolicy(
  manifest: Pick<SitesManifest, 'csp'>,
  extra: Partial<Record<string, readonly string[]>> = {},
): string {
  const hashes = (directive: string) => manifest.csp[directive] ?? [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes('script-src')]],
    ['style-src', ["'self'", ...hashes('style-src')]],
    // Inline style attributes only (React and Radix position elements with them); never <style>.
    ['style-src-attr', ["'unsafe-inline'"]],
    // The map tile service's origin when the build has one (AISLE_MAP_TILES, storefront/src/lib/mapService.ts).
    ['img-src', ["'self'", 'data:', ...hashes('img-src')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => {
      const all = [...new Set([...sources, ...(extra[name] ?? [])])];
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

/** The banner a host name asks for: `<id>.localhost[:port]`; anything else is the default banner. */
export function bannerForHost(host: string | null, manifest: Pick<SitesManifest, 'banners' | 'defaultBanner'>): string {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const match = /^([a-z0-9-]+)\.localhost$/.exec(name);
  const candidate = match?.[1];
  return candidate && manifest.banners.includes(candidate) ? candidate : manifest.defaultBanner;
}

/** A route pattern as a regular expression; each `{name}` becomes the named group `name`. */
function patternMatcher(pattern: string): RegExp {
  const source = pattern
    .replace(/\/$/, '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const parameter = /^\{(\w+)\}$/.exec(part)?.[1];
      return parameter ? `(?<${parameter}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

type Compiled = {
  manifest: SitesManifest;
  csp: string;
  dynamicRoutes: Array<{ matcher: RegExp; shell: string; record?: string }>;
  unavailable: Map<string, RegExp[]>;
};

function compile(manifest: SitesManifest, extra: StaticHandlerOptions['cspSources']): Compiled {
  return {
    manifest,
    csp: contentSecurityPolicy(manifest, extra),
    dynamicRoutes: manifest.dynamicRoutes.map((route) => ({
      matcher: patternMatcher(route.pattern),
      shell: route.shell,
      record: route.record,
    })),
    unavailable: new Map(
      Object.entries(manifest.unavailableRoutes).map(([banner, patterns]) => [banner, patterns.map(patternMatcher)]),
    ),
  };
}

type FileAnswer = { body: Buffer; etag: string; type: string; isCompressible: boolean };

/** Files read once and kept, with their compressed forms made on first request. */
function createFileCache() {
  const files = new Map<string, FileAnswer & { mtimeMs: number }>();
  const encoded = new Map<string, Buffer>();
  return {
    async read(file: string): Promise<FileAnswer | undefined> {
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(file);
      } catch {
        return undefined;
      }
      if (!info.isFile()) return undefined;
      const cached = files.get(file);
      if (cached && cached.mtimeMs === info.mtimeMs) return cached;
      const extension = path.extname(file);
      const entry = {
        body: await readFile(file),
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        type: contentTypes[extension] ?? 'application/octet-stream',
        isCompressible: compressible.has(extension),
        mtimeMs: info.mtimeMs,
      };
      files.set(file, entry);
      encoded.delete(`br:${file}`);
      encoded.delete(`gzip:${file}`);
      return entry;
    },
    encode(file: string, answer: FileAnswer, encoding: 'br' | 'gzip'): Buffer {
      const key = `${encoding}:${file}`;
      let body = encoded.get(key);
      if (!body) {
        body = compress(answer.body, encoding);
        encoded.set(key, body);
      }
      return body;
    },
  };
}

function preferredEncoding(request: Request): 'br' | 'gzip' | undefined {
  const accepted = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function createStaticHandler(options: StaticHandlerOptions): (request: Request) => Promise<Response> {
  const distDir = path.resolve(options.distDir);
  const cache = createFileCache();
  let compiled: Compiled | undefined;
  let manifestMtimeMs = -1;
  let checkedAt = 0;

  /**
   * The build manifest, read again when a new build replaced it (checked at most once a second): a
   * rebuild while the server runs brings new script hashes, and the CSP must follow them.
   */
  function site(): Compiled | undefined {
    const now = Date.now();
    if (compiled && now - checkedAt < 1000) return compiled;
    checkedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path.join(distDir, manifestFileName)).mtimeMs;
    } catch {
      return compiled;
    }
    if (mtimeMs !== manifestMtimeMs) {
      const manifest = readManifest(distDir);
      if (manifest) {
        compiled = compile(manifest, options.cspSources);
        manifestMtimeMs = mtimeMs;
      }
    }
    return compiled;
  }

  function securityHeaders(csp: string): Record<string, string> {
    return {
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    };
  }

  /** Inside distDir, or undefined for anything that tries to leave it. */
  function inDist(...segments: string[]): string | undefined {
    const file = path.resolve(distDir, ...segments);
    return file === distDir || file.startsWith(`${distDir}${path.sep}`) ? file : undefined;
  }

  /** A page or file's bytes as the answer: 304 for a matching ETag, br or gzip when the client takes it. */
  function bytesResponse(
    request: Request,
    answer: { body: Buffer; etag: string; type: string; encoded?: (encoding: 'br' | 'gzip') => Buffer },
    init: { status?: number; cache: string; csp: string },
  ): Response {
    const status = init.status ?? 200;
    const headers: Record<string, string> = {
      ...securityHeaders(init.csp),
      'Content-Type': answer.type,
      'Cache-Control': init.cache,
      ETag: answer.etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && request.headers.get('if-none-match') === answer.etag) {
      return new Response(null, { status: 304, headers });
    }
    let body = answer.body;
    const encoding = answer.encoded && answer.body.length > 1024 ? preferredEncoding(request) : undefined;
    if (encoding && answer.encoded) {
      body = answer.encoded(encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.length);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }

  async function fileResponse(
    request: Request,
    file: string | undefined,
    init: { status?: number; cache: string; csp: string },
  ): Promise<Response | undefined> {
    if (!file) return undefined;
    const answer = await cache.read(file);
    if (!answer) return undefined;
    return bytesResponse(
      request,
      {
        ...answer,
        ...(answer.isCompressible
          ? { encoded: (encoding: 'br' | 'gzip') => cache.encode(file, answer, encoding) }
          : {}),
      },
      init,
    );
  }

  /** A page rendered on demand (./onDemand.ts), or undefined when the address has none. */
  async function onDemandResponse(
    request: Request,
    banner: string,
    route: string,
    csp: string,
  ): Promise<Response | undefined> {
    let page: Awaited<ReturnType<OnDemandPages['render']>>;
    try {
      page = await options.onDemand?.render(request, banner, route);
    } catch (error) {
      // The API or the render failed (a database away): a moment's trouble, not the address's.
      // One line, by the route's kind and the banner: never the address the shopper typed.
      options.onRenderError?.(error, { banner, route: route.startsWith('/products/') ? 'product' : 'department' });
      return new Response('This page could not be shown just now. Please try again in a moment.', {
        status: 503,
        headers: {
          ...securityHeaders(csp),
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '5',
        },
      });
    }
    if (!page) return undefined;
    if (page.status === 301) {
      return new Response(null, {
        status: 301,
        headers: { ...securityHeaders(csp), Location: page.location, 'Cache-Control': ON_DEMAND_CACHE_CONTROL },
      });
    }
    return bytesResponse(
      request,
      { ...page, type: contentTypes['.html'] as string },
      { cache: ON_DEMAND_CACHE_CONTROL, csp },
    );
  }

  return async (request: Request): Promise<Response> => {
    const compiledSite = site();
    if (!compiledSite) {
      return new Response('The storefront is not built yet: run the storefront build first.', {
        status: 503,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Content-Type-Options': 'nosniff',
          'Retry-After': '5',
        },
      });
    }
    const { manifest, csp } = compiledSite;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { ...securityHeaders(csp), Allow: 'GET, HEAD' } });
    }

    const url = new URL(request.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__invalid__';
    }
    const banner = bannerForHost(request.headers.get('host') ?? url.host, manifest);
    const notFound = async () =>
      (await fileResponse(request, inDist(banner, '404', 'index.html'), {
        status: 404,
        cache: cacheControl.page,
        csp,
      })) ??
      new Response('Not found', {
        status: 404,
        headers: { ...securityHeaders(csp), 'Content-Type': 'text/plain; charset=utf-8' },
      });

    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound();

    for (const asset of assetPrefixes) {
      if (pathname.startsWith(asset.prefix)) {
        return (await fileResponse(request, inDist(pathname.slice(1)), { cache: asset.cache, csp })) ?? notFound();
      }
    }

    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
    const redirect = manifest.redirects.find((candidate) => candidate.from === route);
    if (redirect) {
      return new Response(null, {
        status: redirect.status,
        headers: { ...securityHeaders(csp), Location: redirect.to },
      });
    }
    if (route === '/404' || compiledSite.unavailable.get(banner)?.some((matcher) => matcher.test(route))) {
      return notFound();
    }

    if (options.onDemand?.preempts(route)) return (await onDemandResponse(request, banner, route, csp)) ?? notFound();
    const page = await fileResponse(request, inDist(banner, route.slice(1), 'index.html'), {
      cache: cacheControl.page,
      csp,
    });
    if (page) return page;
    const dynamic = compiledSite.dynamicRoutes.find((candidate) => candidate.matcher.test(route));
    if (dynamic) {
      if (dynamic.record && options.findRecord) {
        const params = { ...dynamic.matcher.exec(route)?.groups };
        const state = await options.findRecord({ record: dynamic.record, banner, params, request });
        if (state === 'missing') return notFound();
      }
      const shell = await fileResponse(request, inDist(banner, dynamic.shell.replace(/^\/+/, ''), 'index.html'), {
        cache: cacheControl.page,
        csp,
      });
      if (shell) return shell;
    }
    return (await onDemandResponse(request, banner, route, csp)) ?? notFound();
  };
}
