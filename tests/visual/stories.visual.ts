import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** Banners with baselines: the default, the spec's second banner and an in-store-only banner. */
const visualBanners = ['greenway', 'harbor', 'pinecrest'] as const;

type IndexEntry = { id: string; type: string; tags?: string[] };
const indexFile = fileURLToPath(new URL('../../stories/storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
/**
 * The 30-banner review matrices (`BannerReview` stories) are for designers' eyes, not baselines: each
 * banner is already covered by the contrast audit, and three banners are compared pixel by pixel. A story
 * tagged `fixed-banner` sets its own banner (its play proves that banner's data) and cannot follow the run's;
 * one tagged `no-visual` takes too long to reach its state (a real time-out) and is left to the story tests.
 */
const stories = entries.filter(
  (entry) =>
    entry.type === 'story' &&
    !entry.id.endsWith('--banner-review') &&
    !entry.tags?.includes('fixed-banner') &&
    !entry.tags?.includes('no-visual'),
);

type StorybookWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string; phase?: string };
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
      }>;
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: unknown) => void) => void;
  };
  /** What the preview reported failing since the last switch (a play function that threw, say). */
  __visualFailures__?: string[];
};

/** The screen every story is compared on, unless it names a viewport of its own. */
const defaultViewport = { width: 1024, height: 768 };

/**
 * Storybook's events for a story that failed: a play function that threw still ends in the phase
 * 'finished', so the run listens for these too, and never compares a state the play did not reach.
 */
const failureEvents = ['playFunctionThrewException', 'storyThrewException', 'storyErrored'];

async function listenForFailures(page: Page): Promise<void> {
  await page.evaluate((failureEvents) => {
    const preview = window as StorybookWindow;
    preview.__visualFailures__ = [];
    for (const event of failureEvents) {
      preview.__STORYBOOK_ADDONS_CHANNEL__?.on(event, (payload) => {
        const detail = payload as { message?: string; title?: string; description?: string } | undefined;
        const what = detail?.message ?? detail?.title ?? detail?.description ?? String(payload);
        preview.__visualFailures__?.push(`${event}: ${what.split('\n')[0]}`);
      });
    }
  }, failureEvents);
}

const finishedPhases = ['finished', 'completed', 'errored', 'aborted'];

/**
 * One Storybook page per worker, reused: switching stories through Storybook's channel takes a
 * fraction of a second, where loading the preview for every story took seconds. Every story is still
 * rendered from scratch (Storybook unmounts the previous one), with its play function.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: defaultViewport });
      await page.goto('/iframe.html?id=foundations-banner-tokens--current-banner&viewMode=story');
      // The first story must have finished: a switch sent while it still renders can be lost.
      await page.waitForFunction(
        (finishedPhases) =>
          finishedPhases.includes((window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
        finishedPhases,
      );
      await listenForFailures(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the preview shows the story in the banner; on a timeout, says what it showed instead. */
async function waitForStory(page: Page, storyId: string, banner: string, timeout: number): Promise<string | undefined> {
  try {
    await page.waitForFunction(
      ({ storyId, banner, finishedPhases }) => {
        const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return (
          render?.id === storyId &&
          finishedPhases.includes(render.phase ?? '') &&
          document.documentElement.dataset.banner === banner
        );
      },
      { storyId, banner, finishedPhases },
      { timeout },
    );
    return undefined;
  } catch {
    return page
      .evaluate(() => {
        const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return `showing ${render?.id} (phase ${render?.phase}) in ${document.documentElement.dataset.banner}`;
      })
      .catch(() => 'the preview did not answer');
  }
}

/**
 * The viewport a story names in its globals (`globals: { viewport: { value: 'small' } }`, one of the
 * preview's options), so a 375 px story is laid out by the page's own media queries at 375 px.
 */
async function viewportOf(page: Page, storyId: string): Promise<{ width: number; height: number }> {
  const named = await page.evaluate(async (storyId) => {
    const story = await (window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId });
    const value = story?.storyGlobals?.viewport?.value;
    return value ? story?.parameters?.viewport?.options?.[value]?.styles : undefined;
  }, storyId);
  const width = Number.parseInt(named?.width ?? '', 10);
  const height = Number.parseInt(named?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : defaultViewport;
}

async function showStory(page: Page, storyId: string, banner: string): Promise<void> {
  await page.setViewportSize(await viewportOf(page, storyId));
  await page.evaluate(
    ({ storyId, banner }) => {
      (window as StorybookWindow).__visualFailures__ = [];
      const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { banner } });
      channel?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId, banner },
  );
  // Now and then, on a loaded machine, the preview misses a switch through the channel and stays on the
  // previous story: the story is then loaded the slow, sure way, as its own page.
  const missed = await waitForStory(page, storyId, banner, 10_000);
  if (missed) {
    console.log(`${storyId} in ${banner}: the switch was missed (${missed}); loading it as its own page`);
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=banner:${banner}`);
    await listenForFailures(page);
    const stillMissed = await waitForStory(page, storyId, banner, 30_000);
    expect(stillMissed, `${storyId} in ${banner} did not render (first try: ${missed})`).toBeUndefined();
  }
  // A story whose play function failed would be compared in a state nobody meant to record.
  const phase = await page.evaluate(() => (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
  expect(phase, `${storyId} in ${banner}: the story's play function did not finish`).toMatch(/^(finished|completed)$/);
  const failures = await page.evaluate(() => (window as StorybookWindow).__visualFailures__ ?? []);
  expect(failures, `${storyId} in ${banner}: the story failed in the preview`).toEqual([]);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The in-store-only banner (pinecrest) is compared where it differs from the others: every design-system
 * story (its theme) and the selector (the only flow whose screens change when a banner has no Pickup or
 * Delivery). Its other flow stories would repeat greenway's screens in pinecrest's colours, which the
 * contrast audit already covers; a story tagged `online-only` shows a page such a banner does not have.
 */
const inStoreOnlyBanners: ReadonlySet<string> = new Set(['pinecrest']);
function isCompared(story: IndexEntry, banner: string): boolean {
  if (!inStoreOnlyBanners.has(banner)) return true;
  if (story.tags?.includes('online-only')) return false;
  return !story.id.startsWith('flows-') || story.id.startsWith('flows-selector-');
}

for (const banner of visualBanners) {
  for (const story of stories.filter((entry) => isCompared(entry, banner))) {
    test(`${story.id} in ${banner}`, async ({ storybook }) => {
      await showStory(storybook, story.id, banner);
      await expect(storybook).toHaveScreenshot(`${story.id}--${banner}.png`, { fullPage: true });
    });
  }
}
