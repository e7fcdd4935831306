import type { Banner, FontFamily } from '@aisle/banner-themes';

/** The weights every banner font ships (see banner-themes/src/fonts.ts). */
export const fontWeights = [400, 500, 700] as const;

/** `Source Sans 3` -> `source-sans-3`: the @fontsource package name and the folder under /fonts. */
export function fontSlug(family: FontFamily): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

export function fontFileName(family: FontFamily, weight: (typeof fontWeights)[number]): string {
  return `${fontSlug(family)}-latin-${weight}-normal.woff2`;
}

/** The URLs a banner's pages link: only its own theme, font and logo. */
export function bannerAssets(banner: Banner) {
  return {
    theme: `/themes/${banner.id}.css`,
    fontStylesheet: `/fonts/${fontSlug(banner.fontFamily)}.css`,
    /** The regular weight, preloaded: body text needs it first. */
    fontPreload: `/fonts/${fontSlug(banner.fontFamily)}/${fontFileName(banner.fontFamily, 400)}`,
    logo: `/logos/${banner.logo.file}`,
  };
}
