import * as z from 'zod/mini';
import { perModalitySchema } from './common.ts';

/** One entry of GET /api/banners (CONTRACT.md "Hosts and banners"; spec "Banner catalogue"). */
export const bannerSummarySchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/)),
  name: z.string().check(z.minLength(1)),
  domain: z.string().check(z.minLength(1)),
  tenantName: z.string().check(z.minLength(1)),
  xBannerName: z.string().check(z.minLength(1)),
  storeLocatorBrand: z.string().check(z.minLength(1)),
  kind: z.enum(['grocery', 'marketplace', 'gas-station']),
  capabilities: perModalitySchema,
  /** Gas-station banners have no storefront link. */
  hasLink: z.boolean(),
  isDefault: z.boolean(),
});
export type BannerSummary = z.infer<typeof bannerSummarySchema>;

export const bannerListSchema = z.object({ banners: z.array(bannerSummarySchema).check(z.minLength(1)) });
export type BannerList = z.infer<typeof bannerListSchema>;

export { BANNER_HEADER } from './constants.ts';
