import { banners } from '@aisle/banner-themes';
import type { BannerList } from '@aisle/contracts';
import type { Hono } from 'hono';
import { type RouteDependencies, route } from '../route.ts';

/** The catalogue never changes while the server runs: build the answer once. */
const bannerList: BannerList = {
  banners: [...banners]
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .map((banner) => ({
      id: banner.id,
      name: banner.name,
      domain: banner.domain,
      tenantName: banner.tenantName,
      xBannerName: banner.xBannerName,
      storeLocatorBrand: banner.storeLocatorBrand,
      kind: banner.kind,
      capabilities: { ...banner.capabilities },
      hasLink: banner.hasLink,
      isDefault: banner.isDefault,
    })),
};

export function bannerRoutes(app: Hono, dependencies: RouteDependencies): void {
  route(app, 'listBanners', dependencies, async ({ context }) => {
    context.header('Cache-Control', 'public, max-age=300');
    return bannerList;
  });
}
