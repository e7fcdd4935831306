import { bannerDefinitions } from './banners/index.ts';
import { type Banner, resolveBanner } from './define.ts';

export { vars } from './contract.css.ts';
export { type BannerCopy, baseCopy, type Copy, type CopyOverrides, formatCopy, resolveCopy } from './copy/index.ts';
export { type Banner, type BannerDefinition, defineBanner, resolveBanner } from './define.ts';
export { type FontFamily, fontFamilies, fontPackages, fontStack } from './fonts.ts';
export { type BannerInput, bannerSchema, themeOverridesSchema } from './schema.ts';
export { themeCss, tokenEntries, tokenVariable } from './themeCss.ts';
export { baseTokens } from './tokens/base.ts';
export { breakpoints, media, touchTargetSize } from './tokens/layout.ts';
export { type ThemeOverrides, type ThemeTokens, tokenDescriptions } from './tokens/shape.ts';
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
