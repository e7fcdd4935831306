import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.config.ts';

/** Component tests in real Chromium (vitest browser mode). */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      '@radix-ui/react-accordion',
      '@react-input/mask',
      'credit-card-type',
      'libphonenumber-js',
      'vitest-browser-react',
      'react',
      'react-dom/client',
      'react/jsx-dev-runtime',
    ],
  },
  test: {
    name: 'components',
    include: ['src/**/*.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
