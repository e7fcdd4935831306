import { writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import type { Plugin as VitePlugin } from 'vite';
import { bannerSites } from './integrations/bannerSites.ts';
import { compileInlineScript, inlineScriptModule } from './integrations/inlineScript.ts';
import { mergedStylesheets } from './integrations/mergedStylesheets.ts';
import { onDemandPages } from './integrations/onDemandPages.ts';

/**
 * Astro runs several Vite builds (pages on the server, then the islands for the browser) with the same
 * plugin instances, and vanilla-extract closes its compiler at the end of the first one: the islands'
 * styles then fail with "The server is being restarted or closed". Keep the compiler for the whole
 * build and close it once Astro is done.
 */
function vanillaExtractForAstro() {
  const plugins = vanillaExtractPlugin();
  const main = plugins.find((plugin) => plugin.name === 'vite-plugin-vanilla-extract');
  const close = main?.closeWatcher;
  if (main) main.buildEnd = undefined;
  return {
    plugins,
    integration: {
      name: 'aisle:vanilla-extract-lifetime',
      hooks: {
        'astro:build:done': async () => {
          if (typeof close === 'function') await close.call(undefined as never);
        },
      },
    },
  };
}

const vanillaExtract = vanillaExtractForAstro();

/**
 * An island's lazy chunks (a dynamic import() in src/flows, e.g. the selector the header loads when it is
 * opened) load their styles with their code, instead of blocking the first paint of every page with the
 * island (render-blocking CSS budget, docs/adr/0006-performance-budgets.md). Two parts:
 * - Astro links the CSS of every module a page's server render can reach, dynamic imports included. In
 *   the server builds such an import therefore resolves to an empty module: server rendering never runs
 *   it (islands load lazy code from effects and events; a lazy component rendered on the server would
 *   fail the build loudly, not silently).
 * - In the browser build, Astro deletes a stylesheet that no page links and no chunk lists in its
 *   `importedAssets` (it does not look at `importedCss`, where Vite keeps a lazy chunk's CSS). Listing a
 *   lazy chunk's CSS there too keeps the file, and Vite's preload of the chunk fetches it.
 */
type ChunkMetadata = { importedCss: Set<string>; importedAssets: Set<string> };

function lazyIslandChunks(): VitePlugin[] {
  const emptyModule = '\0aisle:lazy-island-chunk';
  /** The browser build's stylesheets as Vite wrote them, before Astro prunes the bundle. */
  const stylesheets = new Map<string, string | Uint8Array>();
  return [
    {
      name: 'aisle:lazy-island-chunks-server',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name !== 'client',
      resolveDynamicImport(specifier, importer) {
        if (typeof specifier !== 'string' || !importer || !/[\\/]src[\\/]flows[\\/]/.test(importer)) return null;
        return emptyModule;
      },
      load(id) {
        return id === emptyModule ? 'export {};' : null;
      },
    },
    {
      name: 'aisle:lazy-island-chunks-client',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          keepLazyCss(bundle);
          for (const [fileName, asset] of Object.entries(bundle)) {
            if (asset.type === 'asset' && fileName.endsWith('.css')) stylesheets.set(fileName, asset.source);
          }
        },
      },
    },
    {
      // Once Vite's CSS plugin has moved the CSS of pure-CSS chunks (removed from the bundle) onto the
      // chunks that import them, that CSS is in their importedCss only and Astro has deleted its file:
      // write it back, so the chunk's preload finds it (the build fails if one is still missing).
      name: 'aisle:lazy-island-chunks-client-post',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            for (const css of chunk.viteMetadata?.importedCss ?? []) {
              const source = stylesheets.get(css);
              if (!(css in bundle) && source !== undefined) this.emitFile({ type: 'asset', fileName: css, source });
            }
          }
        },
      },
    },
  ];
}

/** Lists every chunk's CSS among its imported assets, so Astro keeps the files lazy chunks preload. */
function keepLazyCss(bundle: Record<string, { type: string; viteMetadata?: ChunkMetadata }>): void {
  for (const chunk of Object.values(bundle)) {
    // Every chunk, not only dynamic entries: a chunk shared by a lazy entry and a page's island
    // (the selector's, imported by the header's modal and by /shopping-mode) keeps its CSS too.
    if (chunk.type !== 'chunk') continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) chunk.viteMetadata?.importedAssets.add(css);
  }
}

/**
 * Fails the build when a chunk preloads a file the build did not write (a lazy chunk's CSS that Astro
 * deleted: the chunk's import() then rejects and its island never opens, as the selector did once).
 */
function everyPreloadedFileExists() {
  return {
    name: 'aisle:every-preloaded-file-exists',
    hooks: {
      'astro:build:done': async ({ dir }: { dir: URL }) => {
        const assets = new URL('_astro/', dir);
        const files = new Set(await readdir(assets));
        const missing = new Set<string>();
        for (const file of files) {
          if (!file.endsWith('.js')) continue;
          const code = await readFile(new URL(file, assets), 'utf8');
          for (const [, name] of code.matchAll(/"_astro\/([^"]+\.(?:css|js))"/g)) {
            if (name && !files.has(name)) missing.add(`${name} (preloaded by ${file})`);
          }
        }
        if (missing.size > 0)
          throw new Error(`chunks preload files the build did not write: ${[...missing].join(', ')}`);
      },
    },
  };
}

/**
 * AISLE_CHUNK_MAP=<file> writes what each browser chunk holds (its modules and their rendered sizes) and
 * which chunks import it, statically or lazily: what to read before moving a module into a group below
 * (docs/performance.md, "Update 2026-12-07 (stop 46)").
 */
function chunkMap(): VitePlugin {
  const target = process.env.AISLE_CHUNK_MAP;
  return {
    name: 'aisle:chunk-map',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      if (!target) return;
      const map: Record<string, unknown> = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[fileName] = {
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])),
        };
      }
      writeFileSync(target, JSON.stringify(map, null, 1));
    },
  };
}

/** One pattern that matches a module id when any of the given ones does (a group's `test`); no flags. */
function anyOf(...patterns: RegExp[]): RegExp {
  const flagged = patterns.find((pattern) => pattern.flags !== '');
  if (flagged) throw new Error(`anyOf joins patterns without flags: ${flagged} has '${flagged.flags}'`);
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
}

/**
 * A stylesheet is named by its content only. The server build (which decides what each page links) and
 * the browser build (whose lazy chunks preload their CSS) name the same CSS after different chunks
 * (`shopping-mode.<hash>.css` and `selector.<hash>.css`); Astro keeps only the server's file, so a lazy
 * chunk shared with a page's island asked for a file that did not exist. One name for one content fixes it.
 */
function assetFileNames(asset: { names?: string[] }): string {
  const name = asset.names?.[0] ?? '';
  return name.endsWith('.css') ? '_astro/style.[hash][extname]' : '_astro/[name].[hash][extname]';
}

/**
 * The first-tap script (src/scripts/firstTap.ts) runs inline at the top of every flow page, so a tap is
 * held even before the page's module scripts run (they wait until the whole page is parsed). Its hash
 * goes into the CSP; no inline-script allowance is needed.
 */
const firstTap = await compileInlineScript(fileURLToPath(new URL('./src/scripts/firstTap.ts', import.meta.url)));

/** The sign-in page's reason line, shown before the first paint (src/scripts/signInReason.ts). */
const signInReason = await compileInlineScript(
  fileURLToPath(new URL('./src/scripts/signInReason.ts', import.meta.url)),
);

/**
 * One static build for every banner: src/pages/[banner]/... emits dist/<banner-id>/<route>/index.html.
 * Stylesheets are always files (never inlined), so the CSP needs no hashes for them and every banner's
 * pages share the cached CSS; only the banner's small theme file differs. After the build, a page's
 * bundled stylesheets become one file (integrations/mergedStylesheets.ts).
 */
export default defineConfig({
  output: 'static',
  adapter: onDemandPages(),
  integrations: [react(), bannerSites(), vanillaExtract.integration, everyPreloadedFileExists(), mergedStylesheets()],
  // The static pages stay at dist/<banner>/...; the on-demand routes' server at dist/_server (onDemandPages).
  build: { format: 'directory', inlineStylesheets: 'never', client: './', server: './_server/' },
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { hashes: [firstTap.hash, signInReason.hash] },
      styleDirective: {
        // React and Radix set a few inline style attributes (positions, sizes); never an inline <style>.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    // The map tile service is the build's (its origin is in the build's CSP): fixed into the pages, also into
    // those the services render on demand later (lib/mapService.ts).
    define: { 'import.meta.env.AISLE_MAP_TILES': JSON.stringify(process.env.AISLE_MAP_TILES ?? '') },
    plugins: [
      ...vanillaExtract.plugins,
      ...lazyIslandChunks(),
      chunkMap(),
      inlineScriptModule('virtual:aisle/first-tap', firstTap),
      inlineScriptModule('virtual:aisle/sign-in-reason', signInReason),
    ],
    resolve: {
      alias: {
        // Radix Dialog's scroll lock writes an inline <style>, which the CSP refuses: this drop-in adds the
        // same CSS as a constructed stylesheet (see the file's comment).
        'react-style-singleton': fileURLToPath(
          new URL('../design-system/src/components/OverlayParts/styleSingleton.ts', import.meta.url),
        ),
      },
    },
    server: { ws: false },
    environments: { client: { build: { rolldownOptions: { output: { assetFileNames } } } } },
    // AISLE_SOURCEMAP=1 writes source maps next to the chunks, to see what a bundle holds (docs/performance.md).
    build: {
      sourcemap: process.env.AISLE_SOURCEMAP === '1',
      rolldownOptions: {
        output: {
          assetFileNames,
          // A few chunks by hand, each loaded whole by the pages that need any of it (gzip per file: one file
          // compresses better than several, and every file adds its imports and exports; JS budgets,
          // docs/adr/0006-performance-budgets.md and docs/performance.md; issue 23: at most 12 script files
          // before the first tap). Every other module stays in Rolldown's automatic chunks. A group also takes
          // the dependencies of what it captures, unless a group of higher priority has them. Priorities stay
          // positive (Rolldown 1.2.19 ranks a negative priority above every other group). Before moving a module
          // into a group, read who imports it (AISLE_CHUNK_MAP, above): every page that loads any of a group
          // loads all of it, and the home page's first load has less than 1 KB to spare.
          // Every island page loads react and base, and every page with the store's header the header too:
          // - react: react-dom, react, the scheduler and Astro's React client (Rolldown's runtime helpers stay a
          //   file of their own: no group takes them);
          // - base: ky, zustand, the API client, the page config, the session, the account pages' class names,
          //   the endpoint table; icons, money and copy formats, the route paths, storage, the shell's class
          //   names, the error card and the lazy-screen hook: what both the header and the header-less pages (checkout, scheduling, order rejected) use,
          //   so that those pages do not load the header's chunk;
          // - header: the header island, the selector's state and entry points, with the cart and the
          //   shopping-mode stores; not the search box's suggestions (flows/header/suggestions) nor their call
          //   (headerGateway.ts), a lazy chunk of their own loaded when the shopper focuses the box; and the
          //   return-path rule (contracts' returnPaths.ts) that the sign-in, verify and shopping-mode pages
          //   share, in no file of its own.
          // Some pages:
          // - ui: the icon button, the controllable-state hook (Radix's use-* hooks) and the utility classes
          //   (the header and most screens);
          // - forms: alert, text field, field errors and the lazy screen's load-failed notice (sign-in, account
          //   forms, the cart, checkout and scheduling);
          // - links (link and select) and choices (checkbox and radio group): the design system's small
          //   controls, each pair used together by the cart, the address form, checkout and the wallet;
          // - catalogue: the catalogue's shared modules and product tile (home, departments, products,
          //   search); the islands themselves stay their own entry chunks. Initial modules only;
          // - rules: the contracts' zod-free rules modules (the membership and order rules among them) that
          //   schema files import too, so that no page reaches zod through a chunk that holds a rule it needs
          //   (ADR 0029);
          // - addresses: saving an address, its fields and the cart's copy (the address book and form, the
          //   selector's and the cart's delivery address);
          // - orderSummary: the order summary and the order parts (modify, order complete, a pending order);
          // - skeleton: the skeleton with vanilla-extract's dynamic styles (the dashboard, the map);
          // - ChangeStoreButton: the cart's change-store button (not its island entry) with the selector's
          //   stores module.
          // The schemas stay lazy (loaded with the first API call), in three files instead of one per resource:
          // - schemas: zod, the schema loaders, the session's and the common schemas (every page);
          // - products: the catalogue's endpoint and the product schemas (catalogue pages, baskets);
          // - shopper: profile, addresses, stores, modality and baskets (what a signed-in page reads at once).
          // Other resources (checkout, wallet, orders, ...) keep their own lazy chunks.
          // Last, groups of lower priority than all the above, which take no module those have:
          // - dates: the date formats, a file of their own (a group below that imports them would take them in);
          // - AccountScreenIsland: the account screens' island (not its entry) with the address paths;
          // - modify: the modify flow's rules, its cart store and its call;
          // - useOrder: the order hook, the order's body, paths, texts, class names and call, and the last
          //   visited path (order complete, the purchases pages, the order's parts);
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                priority: 21,
              },
              {
                name: 'base',
                priority: 20,
                test: anyOf(
                  /[\\/]node_modules[\\/](ky|zustand)[\\/]/,
                  /[\\/]storefront[\\/]src[\\/]lib[\\/](api[\\/]|pageConfig|stores[\\/]session)/,
                  /[\\/]storefront[\\/]src[\\/]flows[\\/]account[\\/]account\.css\.ts$/,
                  /[\\/]contracts[\\/]src[\\/](endpoints[\\/].*routes|signInReasons|constants)/,
                  /[\\/]node_modules[\\/]@vanilla-extract[\\/]recipes[\\/]/,
                  /[\\/]design-system[\\/]src[\\/](components[\\/](Icon|Button|ErrorCard)[\\/]|format[\\/]money)/,
                  /[\\/]banner-themes[\\/]src[\\/]copy[\\/]format/,
                  /[\\/]storefront[\\/]src[\\/](lib[\\/](paths|randomUuid|stores[\\/]storage|useLazyScreen)\.|styles[\\/]shell\.css)/,
                  /[\\/]contracts[\\/]src[\\/]modalityRules/,
                ),
              },
              {
                name: 'header',
                priority: 18,
                test: anyOf(
                  /[\\/]storefront[\\/]src[\\/]flows[\\/]header[\\/](?!suggestions[\\/]|headerGateway\.)/,
                  /[\\/]storefront[\\/]src[\\/]flows[\\/]selector[\\/](selectorState|SelectorHost|DeliveryHold|selectorCopy|delivery[\\/]resume)\./,
                  /[\\/]contracts[\\/]src[\\/]returnPaths\.ts$/,
                ),
              },
              {
                name: 'ui',
                priority: 17,
                test: anyOf(
                  /[\\/]design-system[\\/]src[\\/](components[\\/]IconButton[\\/]|hooks[\\/]useControllableState|styles[\\/]utilities\.css)/,
                  /[\\/]node_modules[\\/]@radix-ui[\\/]react-use-/,
                ),
              },
              {
                name: 'forms',
                priority: 16,
                test: anyOf(
                  /[\\/]design-system[\\/]src[\\/]components[\\/](Alert|TextField|FieldError)[\\/]/,
                  /[\\/]storefront[\\/]src[\\/]lib[\\/]ScreenLoadFailed\./,
                ),
              },
              { name: 'links', priority: 16, test: /[\\/]design-system[\\/]src[\\/]components[\\/](Link|Select)[\\/]/ },
              {
                name: 'choices',
                priority: 16,
                test: /[\\/]design-system[\\/]src[\\/]components[\\/](Checkbox|RadioGroup)[\\/]/,
              },
              {
                name: 'catalogue',
                priority: 15,
                tags: ['$initial'],
                test: /([\\/]storefront[\\/]src[\\/](flows[\\/]catalogue[\\/](?!(islands[\\/]|gateway[\\/](product|buyItAgain)\.|(BuyItAgain|Catalogue|DepartmentProducts|ProductPurchase|SearchCatalogue|SearchRefinements|SearchResults|useCatalogue)\.tsx))|lib[\\/]productPages))|([\\/]design-system[\\/]src[\\/]components[\\/](ProductTile|QuantityStepper)[\\/])/,
              },
              {
                // The zod-free rules that the schema files import too (limits, shapes, the time-slot, order and
                // address helpers): one small file, never inside a chunk that imports zod (ADR 0029).
                name: 'rules',
                priority: 14,
                test: /[\\/]contracts[\\/]src[\\/](address|communication|membership|order|product|promo|replacement|scheduling|timeslot)Rules\.ts$/,
              },
              {
                name: 'addresses',
                priority: 14,
                test: anyOf(
                  /[\\/]storefront[\\/]src[\\/]lib[\\/]addresses[\\/](addressForm|addressSave)\.ts$/,
                  /[\\/]storefront[\\/]src[\\/]lib[\\/]copy[\\/]cart\.ts$/,
                  /[\\/]design-system[\\/]src[\\/]components[\\/]AddressFields[\\/]/,
                ),
              },
              {
                name: 'orderSummary',
                priority: 14,
                test: /([\\/]design-system[\\/]src[\\/]components[\\/]OrderSummary[\\/])|([\\/]storefront[\\/]src[\\/]lib[\\/]orders[\\/]orderParts\.tsx$)/,
              },
              {
                name: 'skeleton',
                priority: 14,
                test: /([\\/]design-system[\\/]src[\\/]components[\\/]Skeleton[\\/])|([\\/]node_modules[\\/]@vanilla-extract[\\/](dynamic|private)[\\/])/,
              },
              {
                name: 'ChangeStoreButton',
                priority: 14,
                test: /[\\/]storefront[\\/]src[\\/]flows[\\/]((cart[\\/](ChangeStoreButton\.tsx|changeStore\.css\.ts))|selector[\\/]stores\.ts)$/,
              },
              {
                name: 'schemas',
                priority: 13,
                test: /([\\/]node_modules[\\/]zod[\\/])|([\\/]contracts[\\/]src[\\/]endpoints[\\/](schemaLoaders|session)\.ts)/,
              },
              {
                name: 'products',
                priority: 12,
                test: /[\\/]contracts[\\/]src[\\/](endpoints[\\/]catalogue|products)\.ts/,
              },
              {
                name: 'shopper',
                priority: 11,
                test: /[\\/]contracts[\\/]src[\\/]endpoints[\\/](profile|addresses|stores|modality|baskets)\.ts/,
              },
              {
                // The date formats, a file of their own: the groups below that import them (the order hook)
                // would otherwise take them in, and every page that formats a date would load that group.
                name: 'dates',
                priority: 10,
                test: /[\\/]design-system[\\/]src[\\/]format[\\/]dates\.ts$/,
              },
              {
                // The account screens' island with the address paths (the address book and form, the text-message
                // preferences and the membership).
                name: 'AccountScreenIsland',
                priority: 9,
                test: /[\\/]storefront[\\/]src[\\/]flows[\\/]account[\\/](AccountIslands\.tsx|accountAddressPaths\.ts)$/,
              },
              {
                // The modify flow's rules, its cart store and its call (the modify page; checkout and the
                // purchases list ask whether an order can still change).
                name: 'modify',
                priority: 9,
                test: /[\\/]storefront[\\/]src[\\/]flows[\\/]modify[\\/](modifyRules|modifyCartStore|modifyGateway)\.ts$/,
              },
              {
                // The order hook and the order's texts (order complete, the purchases pages, the order's parts).
                name: 'useOrder',
                priority: 9,
                test: /[\\/]storefront[\\/]src[\\/]flows[\\/]purchases[\\/](lastVisitedPath|orderBody|orderPaths|orderText|purchases\.css|purchasesGateway|useOrder)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
  },
});
