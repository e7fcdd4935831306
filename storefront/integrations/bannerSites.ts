// After `astro build`: puts each banner's theme stylesheet, font and logo next to the pages, and writes
// the manifest the server reads (banners, parameterised-route shells, redirects, CSP sources).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { banners, defaultBanner } from '@aisle/banner-themes';
import { fontCss, fontFileName, fontFilePath, fontSlug, fontWeights } from '@aisle/banner-themes/fontFiles';
import type { AstroIntegration } from 'astro';
import { configuredMapService } from '../src/lib/mapService.ts';
import { isShellRoute, type RouteEntry, redirects, routes, shellPath } from '../src/lib/routes.ts';

export const manifestFileName = 'aisle-manifest.json';

/** What the server needs to know about the build; see services/src/static. */
export type SitesManifest = {
  defaultBanner: string;
  banners: string[];
  /**
   * Parameterised routes: requests matching `pattern` get the page built at `shell`; with `record`, only
   * when the server finds that record for the shopper (else the not-found page).
   */
  dynamicRoutes: Array<{ pattern: string; shell: string; record?: string }>;
  redirects: Array<{ from: string; to: string; status: number }>;
  /** Routes a banner does not offer (answered with its not-found page). */
  unavailableRoutes: Record<string, string[]>;
  /** Every hash Astro put in a page's CSP, per directive (`script-src`, `style-src`, ...). */
  csp: Record<string, string[]>;
};

const require = createRequire(import.meta.url);
const bannerThemesDirectory = path.resolve(path.dirname(require.resolve('@aisle/banner-themes')), '..');

function copyThemes(distDirectory: string): void {
  const source = path.join(bannerThemesDirectory, 'dist', 'themes');
  const target = path.join(distDirectory, 'themes');
  mkdirSync(target, { recursive: true });
  for (const banner of banners) {
    const file = path.join(source, `${banner.id}.css`);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: build the themes first (pnpm --filter @aisle/banner-themes run build).`);
    }
    copyFileSync(file, path.join(target, `${banner.id}.css`));
  }
}

function copyFonts(distDirectory: string): void {
  const families = [...new Set(banners.map((banner) => banner.fontFamily))];
  for (const family of families) {
    const slug = fontSlug(family);
    const target = path.join(distDirectory, 'fonts', slug);
    mkdirSync(target, { recursive: true });
    for (const weight of fontWeights) {
      const file = fontFileName(family, weight);
      copyFileSync(fontFilePath(family, file), path.join(target, file));
    }
    writeFileSync(path.join(distDirectory, 'fonts', `${slug}.css`), fontCss(family));
  }
}

function copyLogos(distDirectory: string): void {
  const target = path.join(distDirectory, 'logos');
  mkdirSync(target, { recursive: true });
  for (const banner of banners) {
    copyFileSync(
      path.join(bannerThemesDirectory, 'src', 'logos', banner.logo.file),
      path.join(target, banner.logo.file),
    );
  }
}

function* htmlFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The union of the hashes Astro wrote into each page's CSP meta element, per directive. */
export function collectCsp(distDirectory: string): Record<string, string[]> {
  const sources = new Map<string, Set<string>>();
  for (const file of htmlFiles(distDirectory)) {
    const html = readFileSync(file, 'utf8');
    const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1];
    if (!content) continue;
    for (const directive of content.split(';')) {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (!name) continue;
      const set = sources.get(name) ?? new Set<string>();
      for (const value of values) if (/^'sha(256|384|512)-/.test(value)) set.add(value);
      sources.set(name, set);
    }
  }
  return Object.fromEntries([...sources].map(([name, set]) => [name, [...set].sort()]));
}

export function buildManifest(distDirectory: string): SitesManifest {
  return {
    defaultBanner: defaultBanner.id,
    banners: banners.map((banner) => banner.id),
    dynamicRoutes: Object.values(routes)
      .filter((route: RouteEntry) => isShellRoute(route))
      .map((route: RouteEntry) => ({
        pattern: route.pattern,
        shell: `${shellPath(route.pattern)}/`,
        ...(route.record ? { record: route.record } : {}),
      })),
    redirects: redirects.map((redirect) => ({ ...redirect })),
    unavailableRoutes: Object.fromEntries(
      banners
        .filter((banner) => banner.unavailableRoutes.length > 0)
        .map((banner) => [banner.id, banner.unavailableRoutes]),
    ),
    csp: { ...collectCsp(distDirectory), ...mapSources() },
  };
}

/** The map tile service's origin for the CSP's img-src, when the build has one (AISLE_MAP_TILES). */
function mapSources(): Record<string, string[]> {
  const map = configuredMapService();
  return map ? { 'img-src': [map.origin] } : {};
}

/** The Astro integration: runs the steps above once the pages are written. */
export function bannerSites(): AstroIntegration {
  return {
    name: 'aisle:banner-sites',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDirectory = fileURLToPath(dir);
        copyThemes(distDirectory);
        copyFonts(distDirectory);
        copyLogos(distDirectory);
        const manifest = buildManifest(distDirectory);
        writeFileSync(path.join(distDirectory, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(
          `${manifest.banners.length} banners: themes, fonts, logos and ${manifestFileName} written (${Object.values(manifest.csp).flat().length} CSP hashes)`,
        );
      },
      'astro:server:setup': ({ server }) => {
        // Dev only: the theme, font and logo URLs the pages link, served from their sources.
        server.middlewares.use((request, response, next) => {
          const url = request.url ?? '';
          const theme = /^\/themes\/([a-z0-9-]+)\.css$/.exec(url);
          const fontSheet = /^\/fonts\/([a-z0-9-]+)\.css$/.exec(url);
          const fontFile = /^\/fonts\/([a-z0-9-]+)\/([\w.-]+\.woff2)$/.exec(url);
          const logo = /^\/logos\/([\w.-]+\.svg)$/.exec(url);
          const send = (type: string, body: string | Buffer) => {
            response.setHeader('content-type', type);
            response.end(body);
          };
          try {
            if (theme)
              return send(
                'text/css',
                readFileSync(path.join(bannerThemesDirectory, 'dist', 'themes', `${theme[1]}.css`)),
              );
            if (fontSheet) {
              const family = banners.find((banner) => fontSlug(banner.fontFamily) === fontSheet[1])?.fontFamily;
              if (family) return send('text/css', fontCss(family));
            }
            if (fontFile?.[2]) {
              const family = banners.find((banner) => fontSlug(banner.fontFamily) === fontFile[1])?.fontFamily;
              if (family) return send('font/woff2', readFileSync(fontFilePath(family, fontFile[2])));
            }
            if (logo?.[1])
              return send('image/svg+xml', readFileSync(path.join(bannerThemesDirectory, 'src', 'logos', logo[1])));
          } catch {
            // fall through to Astro's own 404
          }
          next();
        });
      },
    },
  };
}
