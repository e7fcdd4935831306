import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type FontFamily, fontPackages } from './fonts.ts';

/*
 * A banner font's files as a site ships them (Node only, for builds): the woff2 files of its @fontsource
 * package and the @font-face rules pointing at them. The storefront's build and the capture frames' build
 * both copy them, each to its own origin (no font CDN, never a silent fallback).
 */

const require = createRequire(import.meta.url);

/** The weights every banner font ships. */
export const fontWeights = [400, 500, 700] as const;
export type FontWeight = (typeof fontWeights)[number];

/** `Source Sans 3` -> `source-sans-3`: the @fontsource package name and the folder under /fonts. */
export function fontSlug(family: FontFamily): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

export function fontFileName(family: FontFamily, weight: FontWeight): string {
  return `${fontSlug(family)}-latin-${weight}-normal.woff2`;
}

/** Where a font file of the family's @fontsource package is on disk. */
export function fontFilePath(family: FontFamily, file: string): string {
  return require.resolve(`${fontPackages[family]}/files/${file}`);
}

/** The @font-face rules of a family, pointing at `/fonts/<slug>/<file>`. Only woff2: every supported browser reads it. */
export function fontCss(family: FontFamily): string {
  const slug = fontSlug(family);
  return fontWeights
    .map((weight) => {
      const original = readFileSync(require.resolve(`${fontPackages[family]}/latin-${weight}.css`), 'utf8');
      return original
        .replace(/,\s*url\([^)]*\.woff\) format\('woff'\)/g, '')
        .replace(/url\(\.\/files\/([^)]+)\)/g, (_match, file: string) => `url(/fonts/${slug}/${file})`);
    })
    .join('\n');
}

/**
 * What a card-capture frame page links to look like its banner: the font (the weights the fields use,
 * preloaded) and the banner's theme. The capture service and Storybook's capture origin both serve it.
 */
export function frameBannerLinks(banner: { id: string; fontFamily: FontFamily }): string {
  const slug = fontSlug(banner.fontFamily);
  const preloads = ([400, 500] as const).map(
    (weight) =>
      `<link rel="preload" href="/fonts/${slug}/${fontFileName(banner.fontFamily, weight)}" as="font" type="font/woff2" crossorigin>`,
  );
  return [
    ...preloads,
    `<link rel="stylesheet" href="/fonts/${slug}.css">`,
    `<link rel="stylesheet" href="/themes/${banner.id}.css">`,
  ].join('\n    ');
}
