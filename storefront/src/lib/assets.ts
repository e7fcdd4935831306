import type { Banner } from '@aisle/banner-themes';
import { fontFileName, fontSlug } from '@aisle/banner-themes/fontFiles';

export { fontFileName, fontSlug, fontWeights } from '@aisle/banner-themes/fontFiles';

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
