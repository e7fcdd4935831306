import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The storefront's adapter: every page is static, except the routes marked `export const prerender = false`
 * (the product and department pages of a catalogue too large to build, docs/adr/0028-on-demand-catalogue-pages.md).
 * The build writes those into `dist/_server/entry.mjs`, whose `render(request, locals)` the services call in
 * their own process (services/src/static/onDemand.ts) with the catalogue in `locals`: Astro's on-demand
 * rendering without a second server. The static pages stay where they were (`dist/<banner>/...`).
 */
export function onDemandPages(): AstroIntegration {
  return {
    name: 'aisle:on-demand-pages',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'aisle:on-demand-pages',
          entrypointResolution: 'auto',
          serverEntrypoint: fileURLToPath(new URL('./onDemandEntry.ts', import.meta.url)),
          adapterFeatures: { buildOutput: 'server', middlewareMode: 'classic' },
          supportedAstroFeatures: {
            hybridOutput: 'stable',
            staticOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
            envGetSecret: 'unsupported',
          },
        });
      },
    },
  };
}
