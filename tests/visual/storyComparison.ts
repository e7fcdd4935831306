import type { Page } from '@playwright/test';

/**
 * How the visual run compares a story (issue 21, ADR 0031): the story's own picture, not the page around it,
 * at a colour threshold that sees a banner's brand colour, with a small fixed budget of pixels.
 *
 * - **Threshold 0.05** (pixelmatch's YIQ distance, as Playwright uses it; its default is 0.2). At 0.2, harbor's
 *   Button compared with greenway's baseline differed in 1,397 pixels, which a ratio of a whole page hid. At
 *   0.05 a change of 19 steps of 255 in a colour's green channel is seen (24 in the guard test).
 * - **24 pixels**, whatever the picture's size: a ratio grows with the page and let a small part change unseen.
 *   Anti-aliased edges are not counted (pixelmatch's own detection), so text that renders the same passes.
 */
export const storyComparison = { threshold: 0.05, maxDiffPixels: 24 } as const;

/** Room around a story's parts: focus rings and shadows are drawn outside an element's box. */
export const storyMarginPx = 8;

export type Clip = { x: number; y: number; width: number; height: number };

/**
 * Stops every animation where Playwright's `animations: 'disabled'` would at the screenshot (finite ones
 * finished, endless ones such as a spinner cancelled), so that the clip measured next is the one shot.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }
  });
}

/**
 * What a story's picture is: `parts`, the union of the boxes of every visible element in Storybook's root (a
 * button's own box, not the full-width root around it), with `storyMarginPx` around, in page coordinates,
 * inside the page; `layer`, when a layer is open outside the root (a dialog, a drawer, a flyout's portal): the
 * screen, as the shopper sees it; `page`, when a part is fixed to the screen (a phone's sticky total, a toast) or
 * nothing is drawn: the whole page, so what lies below the first screen is still compared.
 */
export type StoryPicture = { kind: 'parts'; clip: Clip } | { kind: 'layer' } | { kind: 'page' };

export async function storyPicture(page: Page): Promise<StoryPicture> {
  return page.evaluate((margin): StoryPicture => {
    const root = document.getElementById('storybook-root');
    if (!root) return { kind: 'page' };
    // Drawn and larger than a visually hidden label (1 px, clipped).
    const isSeen = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.width <= 1 && box.height <= 1)) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    // A portal: anything drawn in the body outside the root (Storybook's own parts, `sb-*`, excepted).
    const layerOpen = [...document.body.children].some(
      (element) =>
        element !== root &&
        element.id !== 'storybook-docs' &&
        ![...element.classList].some((name) => name.startsWith('sb-')) &&
        !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName) &&
        isSeen(element),
    );
    if (layerOpen) return { kind: 'layer' };
    const parts = [...root.querySelectorAll('*')].filter(isSeen);
    // A part fixed to the screen (a phone's sticky total) is drawn where the screen was in a full-page shot: the
    // whole page, as measured, so it cannot fall outside a clip.
    if (parts.some((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))) {
      return { kind: 'page' };
    }
    let left = Number.POSITIVE_INFINITY;
    let top = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    // A part pushed off the page only widens the clip (clamped to the page below).
    for (const element of parts) {
      const box = element.getBoundingClientRect();
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      bottom = Math.max(bottom, box.bottom);
    }
    if (!Number.isFinite(left)) return { kind: 'page' };
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    const x = Math.max(0, Math.floor(left + window.scrollX - margin));
    const y = Math.max(0, Math.floor(top + window.scrollY - margin));
    const width = Math.min(pageWidth, Math.ceil(right + window.scrollX + margin)) - x;
    const height = Math.min(pageHeight, Math.ceil(bottom + window.scrollY + margin)) - y;
    return width > 0 && height > 0 ? { kind: 'parts', clip: { x, y, width, height } } : { kind: 'page' };
  }, storyMarginPx);
}
