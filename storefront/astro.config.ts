import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'astro/config';
import { bannerSites } from './integrations/bannerSites.ts';

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
 * One static build for every banner: src/pages/[banner]/... emits dist/<banner-id>/<route>/index.html.
 * Stylesheets are always files (never inlined), so the CSP needs no hashes for them and every banner's
 * pages share the cached CSS; only the banner's small theme file differs.
 */
export default defineConfig({
  output: 'static',
  integrations: [react(), bannerSites(), vanillaExtract.integration],
  build: { format: 'directory', inlineStylesheets: 'never' },
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: 'SHA-256',
      styleDirective: {
        // React and Radix set a few inline style attributes (positions, sizes); never an inline <style>.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    plugins: vanillaExtract.plugins,
    server: { ws: false },
  },
});
