import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * One HTML page for every frame (the server answers /payment-form.html, /cvv-form.html … with it, FRM-006;
 * the script reads which from the address): no framework, no inline script or style (the capture origin's
 * CSP allows neither), assets under /assets/ named by content.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'pages'),
  base: '/',
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
