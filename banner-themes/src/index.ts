import { bannerDefinitions } from './banners/index.ts';
import { resolveBanner, type Banner } from './define.ts';

export { vars } from './contract.css.ts';
export { baseTokens } from './tokens/base.ts';
export { tokenDescriptions, breakpoints, media, type ThemeTokens, type ThemeOverrides } from './tokens/shape.ts';
export { themeCss, tokenEntries, tokenVariable } from './themeCss.ts';
export { fontFamilies, fontPackages, fontStack, type FontFamily } from './fonts.ts';
export { defineBanner, resolveBanner, type Banner, type BannerDefinition } from './define.ts';
export { bannerSchema, themeOverridesSchema, type BannerInput } from './schema.ts';
export { formatCopy, resolveCopy, baseCopy, type Copy, type BannerCopy, type CopyOverrides } from './copy/index.ts';
export { bannerDefinitions };

/** Every banner, resolved (tokens and copy merged), default first. */
export const banners: readonly Banner[] = bannerDefinitions.map(resolveBanner);

export const defaultBanner: Banner = banners.find((banner) => banner.isDefault) ?? (banners[0] as Banner);

/** A banner by id; throws for an unknown id so a typo fails loudly. */
export function getBanner(id: string): Banner {
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner) throw new Error(`Unknown banner "${id}"`);
  return banner;
}
