import { type Banner, banners, baseTokens, themeCss } from '@aisle/banner-themes';

/** Banners the visual baselines cover: the default, the spec's second banner and an in-store-only one. */
export const visualBannerIds = ['greenway', 'harbor', 'pinecrest'] as const;

const styleElementId = 'aisle-banner-theme';

/** Applies a banner the way a site does: its theme values over the base, on the document root. */
export function applyBanner(banner: Banner, documentRef: Document = document): void {
  let styleElement = documentRef.getElementById(styleElementId);
  if (!styleElement) {
    styleElement = documentRef.createElement('style');
    styleElement.id = styleElementId;
    documentRef.head.append(styleElement);
  }
  styleElement.textContent = themeCss(banner.tokens, ':root', baseTokens);
  documentRef.documentElement.dataset.banner = banner.id;
}

export function findBanner(id: unknown): Banner {
  return banners.find((banner) => banner.id === id) ?? (banners[0] as Banner);
}
