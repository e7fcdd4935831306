import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { banners, themeCss } from '@aisle/banner-themes';
import { fontCss, fontFileName, fontFilePath, fontSlug, fontWeights } from '@aisle/banner-themes/fontFiles';
import { defineConfig, type Plugin } from 'vite';

/**
 * Each banner's look on the capture origin: its whole theme (`themes/<id>.css`, every token on :root, since
 * no base stylesheet ships here) and its font (`fonts/<slug>.css` and the woff2 files), self-hosted on the
 * capture origin like everything else the frame loads. The capture service links the two a frame's
 * storefront needs (services/src/capture).
 */
function bannerLooks(): Plugin {
  return {
    name: 'aisle:frame-banner-looks',
    generateBundle() {
      for (const banner of banners) {
        this.emitFile({ type: 'asset', fileName: `themes/${banner.id}.css`, source: themeCss(banner.tokens) });
      }
      for (const family of new Set(banners.map((banner) => banner.fontFamily))) {
        const slug = fontSlug(family);
        this.emitFile({ type: 'asset', fileName: `fonts/${slug}.css`, source: fontCss(family) });
        for (const weight of fontWeights) {
          const file = fontFileName(family, weight);
          this.emitFile({
            type: 'asset',
            fileName: `fonts/${slug}/${file}`,
            source: readFileSync(fontFilePath(family, file)),
          });
        }
      }
    },
  };
}

/**
 * One HTML page for every frame (the server answers /payment-form.html, /cvv-form.html … with it, FRM-006;
 * the script reads which from the address): no framework, no inline script or style (the capture origin's
 * CSP allows neither), assets under /assets/ named by content.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'pages'),
  base: '/',
  plugins: [bannerLooks()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { frame: resolve(import.meta.dirname, 'pages', 'frame.html') },
    },
  },
});
