import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { assertFramesBuilt, captureOriginPlugin } from './captureOrigin.ts';

/** The card-capture frames' build (`pnpm --filter @aisle/frames run build`), which the wallet's stories embed. */
const framesDist = fileURLToPath(new URL('../../frames/dist', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  /** Files flow stories point at, e.g. product images under /products/. */
  // The banners' DTCG token files (banner-themes' build) beside the token reference that links them, and the
  // card-capture frames' build, which the static Storybook's server serves on its capture origin (captureOrigin.ts).
  staticDirs: [
    '../public',
    { from: '../../banner-themes/dist/dtcg', to: '/tokens' },
    { from: '../../frames/dist', to: '/capture-origin' },
  ],
  addons: [
    // GitHub-flavoured Markdown in MDX (remark-gfm): the Introduction's and the usage pages' tables were text.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  /**
   * Props tables from the TypeScript types: a prop typed `(typeof buttonVariants)[number]` lists its values
   * ('primary', 'secondary', ...) and gets a select control, where react-docgen read `unknown[number]`.
   * Only the design system's own props are listed, not every attribute of a button or an input.
   */
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.docgen.json', import.meta.url)),
      include: [`${fileURLToPath(new URL('../../design-system/src/components/', import.meta.url))}**/*.tsx`],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    assertFramesBuilt(framesDist);
    return mergeConfig(viteConfig, {
      // The real capture frames on `pay.localhost:<port>` of the dev server and the story tests' server.
      plugins: [vanillaExtractPlugin(), captureOriginPlugin(framesDist)],
      optimizeDeps: {
        include: [
          '@aisle/design-system > @vanilla-extract/recipes/createRuntimeFn',
          '@aisle/design-system > @vanilla-extract/dynamic',
          '@aisle/design-system > @radix-ui/react-dialog',
          '@aisle/design-system > @radix-ui/react-tabs',
          '@aisle/design-system > @radix-ui/react-accordion',
          '@aisle/design-system > @react-input/mask',
          '@aisle/design-system > libphonenumber-js',
          '@aisle/design-system > credit-card-type',
          '@storybook/react-vite > @storybook/react-dom-shim',
          'react-dom/client',
          'react/jsx-dev-runtime',
        ],
      },
    });
  },
};

export default config;
