import { z } from 'zod';
import { perModalitySchema } from './common.ts';

/** One entry of GET /api/banners (CONTRACT.md "Hosts and banners"; spec "Banner catalogue"). */
export const bannerSummarySchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
  name: z.string().min(1),
  domain: z.string().min(1),
  tenantName: z.string().min(1),
  xBannerName: z.string().min(1),
  storeLocatorBrand: z.string().min(1),
  kind: z.enum(['grocery', 'marketplace', 'gas-station']),
  capabilities: perModalitySchema,
  /** Gas-station banners have no storefront link. */
  hasLink: z.boolean(),
  isDefault: z.boolean(),
});
export type BannerSummary = z.infer<typeof bannerSummarySchema>;

export const bannerListSchema = z.object({ banners: z.array(bannerSummarySchema).min(1) });
export type BannerList = z.infer<typeof bannerListSchema>;

/** Request header that names the banner explicitly (otherwise the host name decides). */
export const BANNER_HEADER = 'x-banner-name';
