import { type Banner, banners, defaultBanner } from '@aisle/banner-themes';
import { BANNER_HEADER } from '@aisle/contracts';
import { ApiError } from './errors.ts';

/**
 * The banner a request is for: the `x-banner-name` header when present (an xBannerName or id),
 * otherwise the host name (`<id>.localhost`, or the banner's own domain), otherwise the default banner.
 */
export function bannerOfRequest(request: Request): Banner {
  const named = request.headers.get(BANNER_HEADER);
  if (named !== null) {
    const banner = banners.find((candidate) => candidate.xBannerName === named || candidate.id === named);
    if (!banner) throw new ApiError('UNKNOWN_BANNER', `No banner is named "${named.slice(0, 40)}".`);
    return banner;
  }
  return bannerOfHost(new URL(request.url).hostname);
}

export function bannerOfHost(hostname: string): Banner {
  const host = hostname.toLowerCase();
  if (host.endsWith('.localhost')) {
    const id = host.slice(0, -'.localhost'.length);
    return banners.find((banner) => banner.id === id) ?? defaultBanner;
  }
  return banners.find((banner) => host === banner.domain || host === `www.${banner.domain}`) ?? defaultBanner;
}

/** Where a banner's site is, seen from this request: `<id>.localhost:<port>` locally, its domain otherwise. */
export function siteUrlOf(banner: Banner, request: Request): string {
  const url = new URL(request.url);
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || /^[\d.]+$/.test(url.hostname)) {
    return `${url.protocol}//${banner.id}.localhost${url.port ? `:${url.port}` : ''}/`;
  }
  return `https://${banner.domain}/`;
}
