import { type Banner, banners, formatCopy } from '@aisle/banner-themes';
import type { RouteEntry } from './routes.ts';

function normalisePattern(pattern: string): string {
  return pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
}

/** False when the banner lists the route as not offered; such a route renders the not-found page (ERR-006). */
export function isRouteAvailable(banner: Banner, route: RouteEntry): boolean {
  const pattern = normalisePattern(route.pattern);
  return !banner.unavailableRoutes.some((unavailable) => normalisePattern(unavailable) === pattern);
}

/**
 * getStaticPaths for a route: one page per banner that offers it. Parameterised routes pass the
 * shell's parameter values in `params`.
 */
export function bannerPaths(route: RouteEntry, params: Record<string, string> = {}) {
  return banners
    .filter((banner) => isRouteAvailable(banner, route))
    .map((banner) => ({ params: { banner: banner.id, ...params }, props: { banner } }));
}

/** Every banner, for pages every banner has (the not-found page). */
export function everyBannerPaths() {
  return banners.map((banner) => ({ params: { banner: banner.id }, props: { banner } }));
}

/** A document title or heading template filled with the banner's values. */
export function fill(banner: Banner, template: string, values: Record<string, string | number> = {}): string {
  return formatCopy(template, { banner: banner.name, company: banner.companyName, ...values });
}

/** A page's address on the banner's own domain (its canonical URL: each banner's page is its own). */
export function canonicalUrl(banner: Banner, path: string): string {
  return new URL(path, `https://${banner.domain}/`).href;
}
