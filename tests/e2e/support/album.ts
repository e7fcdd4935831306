import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The journey album (issue 20): `npm run album` runs the journeys (tests/e2e/journeys/) with
 * AISLE_ALBUM_DIR set, and each step a journey names is photographed, full page, and listed in
 * `steps.jsonl` there; scripts/album.mjs then writes the album's index.html. In `npm test` the variable is
 * unset: a step costs nothing, except a step that names a part to compare (the payment screens with their
 * real capture frames), which is then compared with its baseline in `journeys/<spec>-snapshots/`, like the
 * stories' pictures (update with `--update-snapshots` and look at what changed).
 */
export const albumDir = process.env.AISLE_ALBUM_DIR;

/** Whether the album is being made: the journeys then walk every banner at both widths. */
export const isMakingAlbum = albumDir !== undefined;

export type AlbumStep = {
  journey: string;
  /** Banner and width, e.g. 'greenway 1280 px'. */
  variant: string;
  /** 1-based, in the journey's order. */
  index: number;
  step: string;
  /** The screenshot, relative to the album directory. */
  image: string;
};

const counters = new Map<string, number>();

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** A part of a step's screen under visual review in `npm test`, with what changes from run to run masked. */
export type AlbumComparison = { target: Locator; mask?: Locator[] };

/**
 * One step of `journey` as the shopper sees it now: the whole page (the screen, when a dialog is open), in the
 * variant's banner and width.
 * Call it where the step's screen has settled (its test has just checked what the shopper sees).
 */
export async function albumStep(
  page: Page,
  journey: string,
  variant: string,
  step: string,
  comparison?: AlbumComparison,
): Promise<void> {
  if (!albumDir) {
    if (comparison) {
      await expect(comparison.target).toHaveScreenshot(`${slug(journey)}--${slug(variant)}--${slug(step)}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: comparison.mask ?? [],
        // The page's own fields around a frame may land a pixel apart from run to run (949 pixels, 1 %, once at
        // harbor 375 px); a frame that did not draw, or another banner's, differs in far more than 2 %.
        maxDiffPixelRatio: 0.02,
      });
    }
    return;
  }
  const key = `${journey}|${variant}`;
  const index = (counters.get(key) ?? 0) + 1;
  counters.set(key, index);
  const image = path.join('shots', slug(journey), slug(variant), `${String(index).padStart(2, '0')}-${slug(step)}.png`);
  mkdirSync(path.dirname(path.join(albumDir, image)), { recursive: true });
  // A step with a dialog open is the screen the shopper sees: the dialog is fixed to the viewport, and a
  // full-page picture showed it over the first screen only, with the page running on below it.
  const hasDialog = (await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) > 0;
  await page.screenshot({
    path: path.join(albumDir, image),
    fullPage: !hasDialog,
    animations: 'disabled',
    caret: 'hide',
  });
  const entry: AlbumStep = { journey, variant, index, step, image };
  appendFileSync(path.join(albumDir, 'steps.jsonl'), `${JSON.stringify(entry)}\n`);
}
