import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { framePages } from '../contracts/src/frames.ts';

/**
 * One HTML page per frame (FRM-006), each loading the same small script: no framework, no inline script
 * or style (the capture origin's CSP allows neither), assets under /assets/ named by content.
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
      input: Object.fromEntries(
        framePages.map((page) => [page, resolve(import.meta.dirname, 'pages', `${page}.html`)]),
      ),
    },
  },
});
