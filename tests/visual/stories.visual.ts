import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/** Banners with baselines: the default, the spec's second banner and an in-store-only banner. */
const visualBanners = ['greenway', 'harbor', 'pinecrest'] as const;

type IndexEntry = { id: string; type: string; tags?: string[] };
const indexFile = fileURLToPath(new URL('../../stories/storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
/**
 * The 30-banner review matrices (`BannerReview` stories) are for designers' eyes, not baselines: each
 * banner is already covered by the contrast audit, and three banners are compared pixel by pixel.
 */
const stories = entries.filter((entry) => entry.type === 'story' && !entry.id.endsWith('--banner-review'));

for (const story of stories) {
  for (const banner of visualBanners) {
    test(`${story.id} in ${banner}`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=banner:${banner}`);
      await page.waitForFunction(
        (id) => {
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } } })
            .__STORYBOOK_PREVIEW__;
          const render = preview?.currentRender;
          return render?.id === id && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '');
        },
        story.id,
        { timeout: 20_000 },
      );
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('html')).toHaveAttribute('data-banner', banner);
      await expect(page).toHaveScreenshot(`${story.id}--${banner}.png`, { fullPage: true });
    });
  }
}
